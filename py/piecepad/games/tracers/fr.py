"""Tracers: French words (docs/languages.md)."""

MESSAGES = {
    # -- seats, options, set-up editor ------------------------------------------
    "Light": "Clair",
    "Dark": "Sombre",
    "Knight path": "Chemin du cavalier",
    "Two squares first, then one (the usual path)":
        "Deux cases d'abord, puis une (le chemin habituel)",
    "Either way round (the mover picks the path)":
        "Chemin au choix (le joueur qui joue le choisit)",
    "Passing the other pawn": "Passage sur l'autre pion",
    "Its square is always marked": "Sa case est toujours marquée",
    "The mover may leave its square unmarked":
        "Le joueur qui joue peut laisser sa case sans marque",
    "Who moves first": "Qui commence",
    "Capturing onto your own mark": "Prise sur sa propre marque",
    "Not allowed (no pawn lands on its own mark)":
        "Interdite (aucun pion ne s'arrête sur sa propre marque)",
    "Allowed": "Autorisée",
    "When both pawns are trapped": "Quand les deux pions sont bloqués",
    "The player to move loses": "Le joueur au trait perd",
    "The game is a draw": "La partie est nulle",
    "Light's mark": "Marque de Clair",
    "Dark's mark": "Marque de Sombre",
    "Both marks": "Les deux marques",
    'No mark': 'Aucune marque',
    "Marks": "Marques",
    "Light's pawn": "Pion de Clair",
    "Dark's pawn": "Pion de Sombre",
    "Who scored rank {rank}": "Qui a marqué la rangée {rank}",
    "Who scored file {file}": "Qui a marqué la colonne {file}",

    # -- the board and the panel ------------------------------------------------
    "Tracers board": "Plateau de Tracers",
    "scored by Light": "marquée par Clair",
    "scored by Dark": "marquée par Sombre",
    "rank {line} ({seat})": "rangée {line} ({seat})",
    "file {line} ({seat})": "colonne {line} ({seat})",
    ("{seat} {n} line", "{seat} {n} lines"): ("{seat} {n} ligne", "{seat} {n} lignes"),
    "{scores} (first to {n} wins)": "{scores} (le premier à {n} gagne)",
    "Scored: {lines}": "Marquées : {lines}",
    "Leave the pawn's square unmarked": "Laisser la case du pion sans marque",
    "Path via {squares}": "Chemin par {squares}",
    "Long leg first": "Grand côté d'abord",
    "a knight's leap from a1 to b3": "un saut de cavalier de a1 à b3",
    "a capture step onto the other pawn": "un pas de prise sur l'autre pion",
    "with the option to choose the path: the other path":
        "avec l'option du chemin au choix : l'autre chemin",
    "with the option: leave the other pawn's square unmarked":
        "avec l'option : laisser la case de l'autre pion sans marque",
    "a1-b3 (a knight move) or d4:d5 (a capture)": "a1-b3 (un saut de cavalier) ou d4:d5 (une prise)",

    # -- the end of a game --------------------------------------------------------
    "Light captures Dark's pawn and wins": "Clair prend le pion de Sombre et gagne",
    "Dark captures Light's pawn and wins": "Sombre prend le pion de Clair et gagne",
    "Light completes a fifth line and wins": "Clair complète une cinquième ligne et gagne",
    "Dark completes a fifth line and wins": "Sombre complète une cinquième ligne et gagne",
    "Draw: both pawns are trapped (neither Light nor Dark has a legal move)":
        "Partie nulle : les deux pions sont bloqués (ni Clair ni Sombre n'a de coup permis)",
    "Light is trapped (no legal move) and loses": "Clair est bloqué (aucun coup permis) et perd",
    "Dark is trapped (no legal move) and loses": "Sombre est bloqué (aucun coup permis) et perd",

    # -- refused moves and positions ----------------------------------------------
    "the pawn on {square} is Dark's; it is Light's turn":
        "le pion en {square} est à Sombre ; c'est à Clair de jouer",
    "the pawn on {square} is Light's; it is Dark's turn":
        "le pion en {square} est à Clair ; c'est à Sombre de jouer",
    "there is no Light pawn on {square} (Light's pawn is on {here})":
        "il n'y a pas de pion de Clair en {square} (le pion de Clair est en {here})",
    "there is no Dark pawn on {square} (Dark's pawn is on {here})":
        "il n'y a pas de pion de Sombre en {square} (le pion de Sombre est en {here})",
    "a capture is written with x, like {frm}x{to}, and Light captures orthogonally, Dark "
    "diagonally":
        "une prise s'écrit avec x, comme {frm}x{to}, et Clair prend orthogonalement, Sombre "
        "en diagonale",
    "a pawn moves like a knight (two squares one way, one square the other) or captures by "
    "a single step":
        "un pion se déplace comme un cavalier (deux cases dans un sens, une case dans l'autre) "
        "ou prend d'un seul pas",
    "the other pawn stands on {square}": "l'autre pion se trouve en {square}",
    "the pawn always moves the two-square leg first in this game (the path can be chosen "
    "only with knight_path=either_L): write {move}":
        "dans cette partie, le pion parcourt toujours d'abord le côté de deux cases (le "
        "chemin ne se choisit qu'avec knight_path=either_L) : écrivez {move}",
    "via {a},{b} is the usual path: write {move}":
        "via {a},{b} est le chemin habituel : écrivez {move}",
    "the pawn passes either {a},{b} (written {move}) or {c},{d} (written {move} via {c},{d})":
        "le pion passe soit par {a},{b} (qui s'écrit {move}), soit par {c},{d} (qui s'écrit "
        "{move} via {c},{d})",
    "every square the pawn passes through is marked (nomark needs the option "
    "optional_mark_occupied)":
        "chaque case que le pion traverse est marquée (nomark demande l'option "
        "optional_mark_occupied)",
    "nomark leaves the other pawn's square unmarked, and this path does not pass through it":
        "nomark laisse sans marque la case de l'autre pion, et ce chemin n'y passe pas",
    "{square} already carries Light's mark, so nomark would change nothing: leave it out":
        "{square} porte déjà la marque de Clair, donc nomark ne changerait rien : retirez-le",
    "{square} already carries Dark's mark, so nomark would change nothing: leave it out":
        "{square} porte déjà la marque de Sombre, donc nomark ne changerait rien : retirez-le",
    "a capture step is written like d4xd5, with nothing after it":
        "un pas de prise s'écrit comme d4xd5, sans rien après",
    "a knight move is written with -, like a1-b3":
        "un saut de cavalier s'écrit avec -, comme a1-b3",
    "a capture is a single step onto the other pawn's square":
        "une prise est un seul pas sur la case de l'autre pion",
    "there is no pawn to capture on {square}": "il n'y a pas de pion à prendre en {square}",
    "Light captures only orthogonally": "Clair ne prend qu'orthogonalement",
    "Dark captures only diagonally": "Sombre ne prend qu'en diagonale",
    "{square} is marked by both players, so neither pawn may land there":
        "{square} est marquée par les deux joueurs, aucun pion ne peut donc s'y arrêter",
    "you cannot land on your own mark ({square} is marked by Light)":
        "vous ne pouvez pas vous arrêter sur votre propre marque ({square} est marquée par "
        "Clair)",
    "you cannot land on your own mark ({square} is marked by Dark)":
        "vous ne pouvez pas vous arrêter sur votre propre marque ({square} est marquée par "
        "Sombre)",
    "a move is written like {forms} or {last}": "un coup s'écrit comme {forms} ou {last}",
    "position text is far too long (a Tracers position is under 100 characters)":
        "le texte de la position est bien trop long (une position de Tracers fait moins de "
        "100 caractères)",
    ("position text is five parts separated by spaces: the marks, Light's pawn, Dark's pawn, "
     "l or d to move, and the scored lines (- for none); got {n} part",
     "position text is five parts separated by spaces: the marks, Light's pawn, Dark's pawn, "
     "l or d to move, and the scored lines (- for none); got {n} parts"):
        ("le texte de la position a cinq parties séparées par des espaces : les marques, le "
         "pion de Clair, le pion de Sombre, l ou d pour le joueur au trait, et les lignes "
         "marquées (- pour aucune) ; reçu : {n} partie",
         "le texte de la position a cinq parties séparées par des espaces : les marques, le "
         "pion de Clair, le pion de Sombre, l ou d pour le joueur au trait, et les lignes "
         "marquées (- pour aucune) ; reçu : {n} parties"),
    "the player to move is l (Light) or d (Dark), not '{text}'":
        "le joueur au trait est l (Clair) ou d (Sombre), pas '{text}'",
    "Light's pawn: {reason}": "Pion de Clair : {reason}",
    "Dark's pawn: {reason}": "Pion de Sombre : {reason}",
    "rank {rank}": "la rangée {rank}",
    "file {file}": "la colonne {file}",
    "scored line '{item}' should be a rank (1-8) or a file (a-h), a colon and its scorer l "
    "or d, like 3:l or e:d":
        "la ligne marquée '{item}' doit être une rangée (1-8) ou une colonne (a-h), deux-points "
        "et son auteur l ou d, comme 3:l ou e:d",
    "scored line '{item}' should be like 3:l or e:d":
        "la ligne marquée '{item}' doit s'écrire comme 3:l ou e:d",
    "{line} is listed as scored twice": "{line} est indiquée deux fois comme marquée",
    "{line} is listed as scored, but not all of its squares are marked":
        "{line} est indiquée comme marquée, mais toutes ses cases ne portent pas de marque",
    "every square of {line} is marked, so it was scored: list it with its scorer, as "
    "{name}:l or {name}:d":
        "toutes les cases de {line} portent une marque, elle a donc été marquée : indiquez-la "
        "avec son auteur, comme {name}:l ou {name}:d",
    "both players have 5 or more lines; the game ends at the first player's 5th":
        "les deux joueurs ont 5 lignes ou plus ; la partie s'arrête à la 5e ligne du premier",
    "Light has {n} lines, which ended the game on Light's move: the player to move must "
    "be d":
        "Clair a {n} lignes, ce qui a terminé la partie au coup de Clair : le joueur au trait "
        "doit être d",
    "Dark has {n} lines, which ended the game on Dark's move: the player to move must be l":
        "Sombre a {n} lignes, ce qui a terminé la partie au coup de Sombre : le joueur au "
        "trait doit être l",
    "both pawns stand on {square} (a capture), but the game had already ended at Light's "
    "5th line":
        "les deux pions sont en {square} (une prise), mais la partie était déjà finie à la "
        "5e ligne de Clair",
    "both pawns stand on {square} (a capture), but the game had already ended at Dark's "
    "5th line":
        "les deux pions sont en {square} (une prise), mais la partie était déjà finie à la "
        "5e ligne de Sombre",
    "Light's pawn stands on {square}, which carries Light's mark; a pawn never lands on its "
    "own mark":
        "le pion de Clair est en {square}, qui porte la marque de Clair ; un pion ne s'arrête "
        "jamais sur sa propre marque",
    "Dark's pawn stands on {square}, which carries Dark's mark; a pawn never lands on its "
    "own mark":
        "le pion de Sombre est en {square}, qui porte la marque de Sombre ; un pion ne "
        "s'arrête jamais sur sa propre marque",

    # -- the rules page -------------------------------------------------------------
    "A game for two by Marty Hale-Evans (version 1.1, 2021) on an eight-by-eight board. Two "
    "pawns leap like chess knights, and every leap leaves a trail in the mover's colour. "
    "Trails close off the board, fill rows and columns, and can trap a pawn.":
        "Un jeu à deux de Marty Hale-Evans (version 1.1, 2021) sur un plateau de huit cases "
        "sur huit. Deux pions sautent comme des cavaliers aux échecs, et chaque saut laisse "
        "une trace de la couleur du joueur qui joue. Les traces ferment le plateau, "
        "remplissent rangées et colonnes, et peuvent bloquer un pion.",
    "Setting up": "Mise en place",
    "Light's pawn starts on a1 and Dark's on h8, in opposite corners. No square is marked "
    "yet. Dark moves first.":
        "Le pion de Clair part de a1 et celui de Sombre de h8, dans des coins opposés. Aucune "
        "case n'est encore marquée. Sombre joue en premier.",
    "The opening position.": "La position de départ.",
    "Moving and marking": "Se déplacer et marquer",
    "On your turn your pawn makes a knight's leap: two squares in a straight line, then one "
    "square to the side. It leaves your mark on the square it left and on the two squares "
    "of the long leg it crossed, but not on the square where it lands. A mark of the other "
    "colour turns into a double mark; your own mark stays as it is.":
        "À votre tour, votre pion fait un saut de cavalier : deux cases en ligne droite, puis "
        "une case sur le côté. Il laisse votre marque sur la case qu'il a quittée et sur les "
        "deux cases du grand côté qu'il a traversées, mais pas sur la case où il s'arrête. "
        "Une marque de l'autre couleur devient une double marque ; votre propre marque reste "
        "telle quelle.",
    "Light to move: the outlined squares are the ones Light's two possible leaps would mark.":
        "Clair au trait : les cases entourées sont celles que marqueraient les deux sauts "
        "possibles de Clair.",
    "You may never land on a square that carries your own colour (a double mark counts), "
    "nor on the other pawn. Crossing any square is allowed, even the one the other pawn "
    "stands on: that square gets marked too.":
        "Vous ne pouvez jamais vous arrêter sur une case qui porte votre couleur (une double "
        "marque compte), ni sur l'autre pion. Traverser n'importe quelle case est permis, "
        "même celle où se trouve l'autre pion : cette case est marquée elle aussi.",
    "Capturing": "Prendre",
    "Instead of leaping, a pawn next to the other pawn may step onto it and win at once: "
    "Light steps straight (orthogonally), Dark steps diagonally. The landing rule still "
    "applies: you cannot capture a pawn standing on your own colour.":
        "Au lieu de sauter, un pion voisin de l'autre pion peut avancer d'un pas sur lui et "
        "gagner aussitôt : Clair avance tout droit (orthogonalement), Sombre en diagonale. La "
        "règle d'arrivée s'applique toujours : vous ne pouvez pas prendre un pion qui se "
        "trouve sur votre couleur.",
    "Scoring lines": "Marquer des lignes",
    "A rank or file is complete when all eight of its squares carry a mark of any colour. "
    "Whoever completes it scores it, even if most marks are the other player's, and a coin "
    "in their colour appears at that edge of the board. One move can complete several "
    "lines; each line is scored only once.":
        "Une rangée ou une colonne est complète quand ses huit cases portent toutes une "
        "marque, de n'importe quelle couleur. Celui qui la complète la marque, même si la "
        "plupart des marques sont à l'autre joueur, et un jeton de sa couleur apparaît au "
        "bord du plateau. Un coup peut compléter plusieurs lignes ; chaque ligne n'est "
        "marquée qu'une fois.",
    "Winning": "Gagner",
    "<li>Capture the other pawn;</li><li>or score your fifth line;</li><li>or leave your "
    "opponent with no legal move when their turn comes: a trapped player loses.</li>":
        "<li>Prenez l'autre pion ;</li><li>ou marquez votre cinquième ligne ;</li><li>ou "
        "laissez votre adversaire sans coup permis quand vient son tour : un joueur bloqué "
        "perd.</li>",
    "Which squares a leap crosses: we take the long leg first (the rule says two squares, "
    "then one). With the option <em>either path</em> you choose the path as well, and a "
    "second way to the same square is written with <em>via</em>.":
        "Les cases que traverse un saut : nous prenons d'abord le grand côté (la règle dit "
        "deux cases, puis une). Avec l'option <em>chemin au choix</em>, vous choisissez "
        "aussi le chemin, et un second chemin vers la même case s'écrit avec <em>via</em>.",
    "Who starts: Dark. The corners are the same colour of square and every leap changes "
    "colour, so with Light first the pawns could never stand side by side in the right way "
    "and no capture could ever happen. <em>Light first</em> is an option.":
        "Qui commence : Sombre. Les deux coins sont des cases de même couleur et chaque saut "
        "change de couleur de case ; si Clair commençait, les pions ne pourraient jamais se "
        "retrouver côte à côte comme il faut et aucune prise ne serait possible. <em>Clair "
        "commence</em> est une option.",
    "Marking the square the other pawn stands on is compulsory by default; an option lets "
    "you choose to leave it unmarked.":
        "Par défaut, la case où se trouve l'autre pion est obligatoirement marquée ; une "
        "option vous permet de la laisser sans marque.",
    "A capture onto your own colour is not allowed by default (the landing rule has no "
    "exception); an option allows it.":
        "Par défaut, une prise sur votre propre couleur est interdite (la règle d'arrivée n'a "
        "pas d'exception) ; une option l'autorise.",
    "If both pawns are stuck, the player to move loses; an option makes that a draw.":
        "Si les deux pions sont bloqués, le joueur au trait perd ; une option en fait une "
        "partie nulle.",
    "Scoring a line is automatic.": "Une ligne est marquée automatiquement.",

    # -- the lesson (lesson.txt) and the puzzles (puzzles.txt) -------------------
    "Tracers in six steps": "Tracers en six étapes",
    "The first leap": "Le premier saut",
    "Light's pawn starts on a1 and Dark's on h8. Dark moves first. A pawn leaps like a "
    "chess knight: two squares in a straight line, then one to the side. // Dark's pawn can "
    "reach only g6 and f7 from its corner.":
        "Le pion de Clair part de a1 et celui de Sombre de h8. Sombre joue en premier. Un "
        "pion saute comme un cavalier aux échecs : deux cases en ligne droite, puis une sur "
        "le côté. // Depuis son coin, le pion de Sombre ne peut atteindre que g6 et f7.",
    "Leaving a trail": "Laisser une trace",
    "Every leap marks, in the mover's colour, the square the pawn left and the two squares "
    "of the long leg it crossed. The square it lands on stays as it was. // Leap Light's "
    "pawn from a1 to b3 and watch a1, a2 and a3 take Light's colour.":
        "Chaque saut marque, de la couleur du joueur qui joue, la case que le pion a quittée "
        "et les deux cases du grand côté qu'il a traversées. La case où il s'arrête reste "
        "telle quelle. // Faites sauter le pion de Clair de a1 à b3 et regardez a1, a2 et a3 "
        "prendre la couleur de Clair.",
    "This step asks for the leap from a1 to b3.":
        "Cette étape demande le saut de a1 à b3.",
    "Never on your own colour": "Jamais sur sa propre couleur",
    "You may not land on a square that carries your own colour, nor on the other pawn. "
    "Crossing one is always allowed. // Light's colour is on c6, d5 and f5: the leaps to c6 "
    "and f5 are refused, while d4-e6 crosses d5 and is fine. Make any leap that is allowed.":
        "Vous ne pouvez pas vous arrêter sur une case qui porte votre couleur, ni sur l'autre "
        "pion. Les traverser est toujours permis. // La couleur de Clair est sur c6, d5 et "
        "f5 : les sauts vers c6 et f5 sont refusés, tandis que d4-e6 traverse d5 et convient. "
        "Faites n'importe quel saut permis.",
    "Capture to win": "Prendre pour gagner",
    "A pawn next to the other pawn may step onto it instead of leaping, and wins at once. "
    "Light steps straight (up, down or to the side); Dark steps diagonally.":
        "Un pion voisin de l'autre pion peut avancer d'un pas sur lui au lieu de sauter, et "
        "gagne aussitôt. Clair avance tout droit (vers le haut, vers le bas ou sur le "
        "côté) ; Sombre avance en diagonale.",
    "Score a line": "Marquer une ligne",
    "A rank or file whose eight squares all carry a mark is complete, and whoever completes "
    "it scores it, whoever made the other marks. Score five lines and you win. // Rank 3 "
    "lacks one mark.":
        "Une rangée ou une colonne dont les huit cases portent toutes une marque est "
        "complète, et celui qui la complète la marque, quel que soit l'auteur des autres "
        "marques. Marquez cinq lignes et vous gagnez. // Il manque une marque à la rangée 3.",
    "Look for a leap whose trail crosses f3.": "Cherchez un saut dont la trace traverse f3.",
    "Trap the other pawn": "Bloquer l'autre pion",
    "A player who has no legal move when their turn comes loses. Dark's pawn in the corner "
    "can only go to f7, which is its own colour, or g6.":
        "Un joueur qui n'a aucun coup permis quand vient son tour perd. Le pion de Sombre, "
        "dans son coin, ne peut aller qu'en f7, qui porte sa couleur, ou en g6.",
    "Stand on the one square Dark could still reach.":
        "Placez-vous sur la seule case que Sombre pourrait encore atteindre.",
    "Win a game": "Gagner une partie",
    "Light has two lines and Dark none, but Dark's pawn is loose. Play the game out as Light "
    "against the computer: a capture, a trap or a fifth line all win.":
        "Clair a deux lignes et Sombre aucune, mais le pion de Sombre est libre. Jouez la "
        "partie jusqu'au bout avec Clair contre l'ordinateur : une prise, un blocage ou une "
        "cinquième ligne, tout gagne.",
    "Tracers puzzles": "Tracers : problèmes",
    # -- moves in words (issue 44)
    '{who} takes the pawn on {target} from {origin}':
        '{who} prend le pion en {target} depuis {origin}',
    '{lines} and {last}':
        '{lines} et {last}',
    '{move}; {who} completes {lines}: {score}':
        '{move} ; {who} complète {lines} : {score}',
}
