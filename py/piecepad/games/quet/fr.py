"""Quet: French words (docs/languages.md)."""

MESSAGES = {
    # seats, steps, ordinals
    "Blue": "Bleu",
    "Orange": "Orange",
    "Player 1": "Joueur 1",
    "Player 2": "Joueur 2",
    "1 square, straight": "1 case en ligne droite",
    "2 squares, straight": "2 cases en ligne droite",
    "1 square, diagonal": "1 case en diagonale",
    "1st": "1er",
    "{n}st": "{n}e",
    "{n}nd": "{n}e",
    "{n}rd": "{n}e",
    "{n}th": "{n}e",
    # options
    "Board size": "Taille du plateau",
    "a whole number from 4 to 12": "un nombre entier de 4 à 12",
    "6 x 6 (as in the sample game)": "6 x 6 (comme dans la partie d'exemple)",
    "The square a move marks": "La case marquée par un coup",
    "The square arrived at": "La case d'arrivée",
    "The square left": "La case de départ",
    "Points that end a round": "Points qui terminent une manche",
    "a whole number, 1 or more": "un nombre entier, 1 ou plus",
    "3 points": "3 points",
    "5 points": "5 points",
    "7 points": "7 points",
    "10 points": "10 points",
    "Move limit of a round": "Limite de coups d'une manche",
    "none (2·n² moves, n² each) or a whole number, 1 or more":
        "aucune (2·n² coups, n² chacun) ou un nombre entier, 1 ou plus",
    "2·n² moves (n² each)": "2·n² coups (n² chacun)",
    "50 moves": "50 coups",
    "100 moves": "100 coups",
    "200 moves": "200 coups",
    "Rounds (each player is Player 1 in half of them)":
        "Manches (chacun est Joueur 1 dans la moitié d'entre elles)",
    "an even whole number, 2 or more": "un nombre entier pair, 2 ou plus",
    "2 rounds": "2 manches",
    "4 rounds": "4 manches",
    "6 rounds": "6 manches",
    "8 rounds": "8 manches",
    # position text
    ("Quet position text has five parts separated by spaces: marks, pawns, moves made, "
     "points by round, side to move, like '{example}'; got {n} part",
     "Quet position text has five parts separated by spaces: marks, pawns, moves made, "
     "points by round, side to move, like '{example}'; got {n} parts"):
        ("le texte d'une position de Quet a cinq parties séparées par des espaces\u00a0: marques, "
         "pions, coups joués, points par manche, camp au trait, par exemple '{example}'\u00a0; "
         "trouvé\u00a0: {n} partie",
         "le texte d'une position de Quet a cinq parties séparées par des espaces\u00a0: marques, "
         "pions, coups joués, points par manche, camp au trait, par exemple '{example}'\u00a0; "
         "trouvé\u00a0: {n} parties"),
    "the pawns are Blue's square then Orange's, like a1,f6; got '{text}'":
        "les pions s'écrivent case de Bleu puis case d'Orange, par exemple a1,f6\u00a0; trouvé\u00a0: "
        "'{text}'",
    "pawns: {reason}": "pions\u00a0: {reason}",
    "the moves made this round are Blue's count then Orange's, like 3,2; got '{text}'":
        "les coups joués dans cette manche s'écrivent nombre de Bleu puis nombre d'Orange, "
        "par exemple 3,2\u00a0; trouvé\u00a0: '{text}'",
    "the points name {count} rounds; this game has {rounds} (option rounds)":
        "les points citent {count} manches\u00a0; cette partie en a {rounds} (option rounds)",
    "the points of round {i} are Blue's then Orange's, like 2,-1, followed for a finished "
    "round by how it ended (t: target reached, f: board full, c: move limit); got '{text}'":
        "les points de la manche {i} s'écrivent ceux de Bleu puis ceux d'Orange, par exemple "
        "2,-1, suivis pour une manche terminée de la façon dont elle a fini (t\u00a0: objectif "
        "atteint, f\u00a0: plateau plein, c\u00a0: limite de coups)\u00a0; trouvé\u00a0: '{text}'",
    "round {i} is not the last round listed, so it is finished: add how it ended (t, f or "
    "c) after its points":
        "la manche {i} n'est pas la dernière de la liste, elle est donc terminée\u00a0: ajoutez "
        "après ses points la façon dont elle a fini (t, f ou c)",
    "round {rnd} is finished and the game has {rounds} rounds, so round {next} should have "
    "begun: add its points, like ;0,0":
        "la manche {rnd} est terminée et la partie compte {rounds} manches, la manche {next} "
        "devrait donc avoir commencé\u00a0: ajoutez ses points, par exemple\u00a0;0,0",
    "{p1} is Player 1 in round {rnd} and moves first, so has made as many moves as {p2} or "
    "one more; got {a},{b}":
        "{p1} est Joueur 1 dans la manche {rnd} et joue en premier, donc a joué autant de "
        "coups que {p2} ou un de plus\u00a0; trouvé\u00a0: {a},{b}",
    "all {rnd} rounds are finished, so the game is over and the side to move is '-', not "
    "'{side}'":
        "les {rnd} manches sont terminées, la partie est donc finie et le camp au trait est "
        "'-', pas '{side}'",
    "round {rnd} ended at the target, so its last mover, {seat}, reached {target}":
        "la manche {rnd} s'est terminée sur l'objectif, donc {seat}, qui a joué en dernier, "
        "a atteint {target}",
    "round {rnd} ended with every square carrying both colours, but the marks do not show "
    "that":
        "la manche {rnd} s'est terminée avec les deux couleurs sur chaque case, mais les "
        "marques ne le montrent pas",
    "round {rnd} ended at its move limit of {cap}, but {plies} moves were made":
        "la manche {rnd} s'est terminée à sa limite de {cap} coups, mais {plies} coups ont "
        "été joués",
    "round {rnd} is not finished, so the side to move is b (Blue) or o (Orange); got "
    "'{side}'":
        "la manche {rnd} n'est pas terminée, le camp au trait est donc b (Bleu) ou o "
        "(Orange)\u00a0; trouvé\u00a0: '{side}'",
    "with {a},{b} moves made in round {rnd}, it is {seat}'s turn, not {other}'s":
        "avec {a},{b} coups joués dans la manche {rnd}, c'est à {seat} de jouer, pas à "
        "{other}",
    "{seat} has {points} points in round {rnd}; reaching the target of {target} ends the "
    "round":
        "{seat} a {points} points dans la manche {rnd}\u00a0; atteindre l'objectif de {target} "
        "termine la manche",
    "every square carries both colours, which ends the round":
        "chaque case porte les deux couleurs, ce qui termine la manche",
    "{plies} moves made in round {rnd}: its move limit of {cap} ends the round":
        "{plies} coups joués dans la manche {rnd}\u00a0: sa limite de {cap} coups termine la "
        "manche",
    "round {i} ended at the target ({end}), so exactly one player has {target} points in "
    "it; got {a},{b}":
        "la manche {i} s'est terminée sur l'objectif ({end}), donc exactement un joueur y a "
        "{target} points\u00a0; trouvé\u00a0: {a},{b}",
    "round {i}: {seat} has {points} points, which ends a round at the target (t), not "
    "'{end}'":
        "manche {i}\u00a0: {seat} a {points} points, ce qui termine une manche sur l'objectif "
        "(t), pas '{end}'",
    # round ends and results
    ("{seat} reached {n} point", "{seat} reached {n} points"):
        ("{seat} a atteint {n} point", "{seat} a atteint {n} points"),
    "every square carries both colours": "chaque case porte les deux couleurs",
    "the round's move limit of {cap} was reached":
        "la limite de {cap} coups de la manche a été atteinte",
    ("Draw: {a} to {b} over {n} round", "Draw: {a} to {b} over {n} rounds"):
        ("Égalité\u00a0: {a} à {b} en {n} manche", "Égalité\u00a0: {a} à {b} en {n} manches"),
    ("{seat} wins {hi} to {lo} over {n} round", "{seat} wins {hi} to {lo} over {n} rounds"):
        ("{seat} gagne {hi} à {lo} en {n} manche", "{seat} gagne {hi} à {lo} en {n} manches"),
    # refused moves
    "there is no passing in Quet: a move is compulsory":
        "on ne passe pas à Quet\u00a0: jouer un coup est obligatoire",
    "a move is written from-to, like a1-b1":
        "un coup s'écrit départ-arrivée, par exemple a1-b1",
    "{square} is off the board (the board is {n}x{n})":
        "{square} est hors du plateau (le plateau fait {n}x{n})",
    "the pawn on {square} is {other}'s; it is {seat}'s turn":
        "le pion en {square} est celui de {other}\u00a0; c'est à {seat} de jouer",
    "{seat}'s pawn is on {square}, not {given}":
        "le pion de {seat} est en {square}, pas en {given}",
    "a pawn must move; it cannot stay on {square}":
        "un pion doit bouger\u00a0; il ne peut pas rester en {square}",
    "it is {seat}'s {ordinal} move this round": "c'est le {ordinal} coup de {seat} dans cette manche",
    "{seat} is Player 1 this round and moves only straight (up, down, left or right), never "
    "diagonally":
        "{seat} est Joueur 1 dans cette manche et se déplace seulement en ligne droite (vers "
        "le haut, le bas, la gauche ou la droite), jamais en diagonale",
    "this move must be 2 squares in a straight line: {which}, and Player 1 moves 2 squares "
    "on even-numbered moves":
        "ce coup doit faire 2 cases en ligne droite\u00a0: {which}, et le Joueur 1 avance de 2 "
        "cases à ses coups pairs",
    "this move must be 1 square in a straight line: {which}, and Player 1 moves 2 squares "
    "only on even-numbered moves":
        "ce coup doit faire 1 case en ligne droite\u00a0: {which}, et le Joueur 1 n'avance de 2 "
        "cases qu'à ses coups pairs",
    "{seat} is Player 2 this round and moves 1 square at a time":
        "{seat} est Joueur 2 dans cette manche et avance d'une case à la fois",
    "{seat} moves diagonally on this move: {which}, and Player 2 moves diagonally on "
    "even-numbered moves":
        "{seat} se déplace en diagonale à ce coup\u00a0: {which}, et le Joueur 2 se déplace en "
        "diagonale à ses coups pairs",
    "{seat} moves straight (up, down, left or right) on this move: {which}, and Player 2 "
    "moves diagonally only on even-numbered moves":
        "{seat} se déplace en ligne droite (vers le haut, le bas, la gauche ou la droite) à "
        "ce coup\u00a0: {which}, et le Joueur 2 ne se déplace en diagonale qu'à ses coups pairs",
    # the board and the panel
    "Quet board, {n} by {n}": "Plateau de Quet, {n} sur {n}",
    "Round {number} is over: {reason}. {blue} {blue_points}, {orange} {orange_points}. "
    "Round {round} begins.":
        "La manche {number} est terminée\u00a0: {reason}. {blue} {blue_points}, {orange} "
        "{orange_points}. La manche {round} commence.",
    "Round {number} is over: {reason}. {blue} {blue_points}, {orange} {orange_points}.":
        "La manche {number} est terminée\u00a0: {reason}. {blue} {blue_points}, {orange} "
        "{orange_points}.",
    "{seat} ({role})": "{seat} ({role})",
    "{seat} ({role}): next, {step}": "{seat} ({role})\u00a0: ensuite, {step}",
    ("Round {round} of {rounds} · first to {n} points",
     "Round {round} of {rounds} · first to {n} points"):
        ("Manche {round} sur {rounds} · le premier à {n} point",
         "Manche {round} sur {rounds} · le premier à {n} points"),
    "Round": "Manche",
    "Total": "Total",
    "{round} (now)": "{round} (en cours)",
    "from a square to a square: your pawn's move": "d'une case à une case\u00a0: le coup de votre pion",
    # the set-up editor
    "the marks": "les marques",
    "Marks": "Marques",
    "Blue's mark": "Marque de Bleu",
    "Orange's mark": "Marque d'Orange",
    "Both marks": "Les deux marques",
    "No mark": "Aucune marque",
    "Blue's pawn": "Pion de Bleu",
    "Orange's pawn": "Pion d'Orange",
    "To move": "Au trait",
    # the rules page
    "A pencil-and-paper game for two, posted by Leroy Quet on his blog on 21 September 2008 "
    "without a name; we call it Quet. Each player has a pawn and a colour. Pawns leave their "
    "colour on the squares they visit, and you score by landing where only your opponent has "
    "been.":
        "Un jeu papier-crayon pour deux, publié sans nom par Leroy Quet sur son blog le "
        "21 septembre 2008\u00a0; nous l'appelons Quet. Chaque joueur a un pion et une couleur. "
        "Les pions laissent leur couleur sur les cases qu'ils visitent, et vous marquez en "
        "arrivant là où seul votre adversaire est passé.",
    "Setting up": "Mise en place",
    "Play on a square grid: six by six unless you choose another size. Player 1 starts in "
    "the bottom-left corner and Player 2 in the top-right one; each corner already carries "
    "its owner's colour. Player 1 moves first.":
        "On joue sur une grille carrée\u00a0: six sur six, sauf si vous choisissez une autre "
        "taille. Le Joueur 1 part du coin en bas à gauche et le Joueur 2 du coin en haut à "
        "droite\u00a0; chaque coin porte déjà la couleur de son propriétaire. Le Joueur 1 joue en "
        "premier.",
    "The opening on a 6 by 6 grid: Blue is Player 1 this round.":
        "La position de départ sur une grille de 6 sur 6\u00a0: Bleu est Joueur 1 dans cette "
        "manche.",
    "How the pawns move": "Comment les pions se déplacent",
    "The two players move differently, and each alternates between two kinds of step, "
    "counting their own moves from one:":
        "Les deux joueurs ne se déplacent pas de la même façon, et chacun alterne entre deux "
        "sortes de pas, en comptant ses propres coups à partir de un\u00a0:",
    "Player 1 always moves straight (up, down, left or right): one square on his first, "
    "third, fifth… move, and exactly two squares on his second, fourth… move, jumping over "
    "the square between.":
        "Le Joueur 1 se déplace toujours en ligne droite (vers le haut, le bas, la gauche ou "
        "la droite)\u00a0: d'une case à ses premier, troisième, cinquième… coups, et d'exactement "
        "deux cases à ses deuxième, quatrième… coups, en sautant la case intermédiaire.",
    "Player 2 always moves one square: straight on her first, third… move, and diagonally "
    "on her second, fourth… move.":
        "Le Joueur 2 avance toujours d'une case\u00a0: en ligne droite à ses premier, troisième… "
        "coups, et en diagonale à ses deuxième, quatrième… coups.",
    "You must move; a pawn never leaves the grid. Pawns may enter any square, even one "
    "already visited, and may even share a square.":
        "Vous devez jouer\u00a0; un pion ne quitte jamais la grille. Les pions peuvent aller sur "
        "n'importe quelle case, même déjà visitée, et peuvent même partager une case.",
    "Blue's second move is a two-square jump: from b1 to b3 or d1. The numbers show what "
    "each would score.":
        "Le deuxième coup de Bleu est un saut de deux cases\u00a0: de b1 vers b3 ou d1. Les "
        "nombres montrent ce que chacun rapporterait.",
    "Marks and points": "Marques et points",
    "When your pawn arrives on a square, look at its marks before adding yours:":
        "Quand votre pion arrive sur une case, regardez ses marques avant d'ajouter la "
        "vôtre\u00a0:",
    "only your opponent's colour: you gain a point;":
        "seulement la couleur de votre adversaire\u00a0: vous gagnez un point\u00a0;",
    "your own colour (alone or with the other): you lose a point;":
        "votre propre couleur (seule ou avec l'autre)\u00a0: vous perdez un point\u00a0;",
    "no mark: nothing.": "aucune marque\u00a0: rien.",
    "Then the square takes your colour, if it does not have it yet. A square can carry both "
    "colours. Scores can go below zero. While you choose a move, each destination shows what "
    "it would score.":
        "Ensuite la case prend votre couleur, si elle ne l'a pas déjà. Une case peut porter "
        "les deux couleurs. Le score peut descendre sous zéro. Pendant que vous choisissez un "
        "coup, chaque destination indique ce qu'elle rapporterait.",
    "Rounds and winning": "Manches et victoire",
    "A round ends as soon as a player's points reach the target (5 unless you choose "
    "another). The players then swap roles on a fresh grid, so each is Player 1 in half of "
    "the rounds. After the last round the points of all rounds are added up, and the higher "
    "total wins.":
        "Une manche se termine dès que les points d'un joueur atteignent l'objectif (5, sauf "
        "si vous en choisissez un autre). Les joueurs échangent alors leurs rôles sur une "
        "grille vierge, si bien que chacun est Joueur 1 dans la moitié des manches. Après la "
        "dernière manche, on additionne les points de toutes les manches, et le total le plus "
        "élevé l'emporte.",
    "Which square is marked: the text can be read as the square left or the square reached. "
    "The sample game in the post only works out with the square reached (and the corners "
    "marked at the start), so that is the default; <em>Mark on departure</em> is an option.":
        "Quelle case est marquée\u00a0: le texte peut se lire comme la case quittée ou comme la "
        "case atteinte. La partie d'exemple du billet ne tombe juste qu'avec la case atteinte "
        "(et les coins marqués au départ), c'est donc le réglage par défaut\u00a0; marquer la case "
        "quittée (<em>La case de départ</em>) est une option.",
    "The target is not given in the post; we use 5 points. You can change it.":
        "L'objectif n'est pas donné dans le billet\u00a0; nous jouons en 5 points. Vous pouvez le "
        "changer.",
    "A round that never reaches the target ends when every square carries both colours (no "
    "more points can be won), or after a move limit: by default 2·n² moves in all, n² each. "
    "The points stand as they are.":
        "Une manche où personne n'atteint l'objectif se termine quand chaque case porte les "
        "deux couleurs (plus aucun point n'est à gagner), ou après une limite de coups\u00a0: par "
        "défaut 2·n² coups en tout, n² chacun. Les points restent tels quels.",
    "The number of rounds must be even; we play 2 by default. Equal totals are a draw.":
        "Le nombre de manches doit être pair\u00a0; nous en jouons 2 par défaut. À totaux égaux, "
        "c'est une égalité.",
    "Pawns may share a square, and Player 1's jump may pass over the other pawn.":
        "Les pions peuvent partager une case, et le saut du Joueur 1 peut passer par-dessus "
        "l'autre pion.",
    # the lesson
    "Quet in five steps": "Quet en cinq étapes",
    "Player 1 moves first": "Le Joueur 1 joue en premier",
    "Blue and Orange each have a pawn, and both starting corners are marked. In round 1 "
    "Blue is Player 1: Blue starts on a1 and moves first. Your first move is one square, "
    "straight: up or to the right.":
        "Bleu et Orange ont chacun un pion, et les deux coins de départ sont marqués. Dans la "
        "manche 1, Bleu est Joueur 1\u00a0: Bleu part de a1 et joue en premier. Votre premier coup "
        "fait une case en ligne droite\u00a0: vers le haut ou vers la droite.",
    "Steps that change": "Des pas qui changent",
    "Each player counts their own moves. Player 1's odd moves are one square straight and "
    "the even ones exactly two squares straight (the square between is skipped). Player 2 "
    "alternates one square straight and one square diagonally. // This is Blue's second "
    "move: two squares.":
        "Chaque joueur compte ses propres coups. Les coups impairs du Joueur 1 font une case "
        "en ligne droite et les pairs exactement deux cases en ligne droite (la case "
        "intermédiaire est sautée). Le Joueur 2 alterne une case en ligne droite et une case "
        "en diagonale. // C'est le deuxième coup de Bleu\u00a0: deux cases.",
    "Two squares in a straight line this time.": "Cette fois, deux cases en ligne droite.",
    "The square you move to takes your colour. A square that carried only the other colour "
    "gives you a point; an empty one nothing; one already in your colour costs you a point. "
    "// Blue's third move is one square straight: find the one worth a point.":
        "La case où vous arrivez prend votre couleur. Une case qui ne portait que l'autre "
        "couleur vous rapporte un point\u00a0; une case vide, rien\u00a0; une case déjà à votre "
        "couleur vous coûte un point. // Le troisième coup de Bleu fait une case en ligne "
        "droite\u00a0: trouvez celle qui vaut un point.",
    "Move onto the square that carries only Orange's colour.":
        "Allez sur la case qui ne porte que la couleur d'Orange.",
    "Reach the target": "Atteindre l'objectif",
    "A round ends as soon as the player who just moved reaches the target, 5 points. There "
    "are two rounds, the players swap roles for the second, and the higher total wins. // "
    "Orange (Player 2) has 4 points and moves diagonally this time.":
        "Une manche se termine dès que le joueur qui vient de jouer atteint l'objectif, "
        "5 points. Il y a deux manches, les joueurs échangent leurs rôles pour la seconde, et "
        "le total le plus élevé l'emporte. // Orange (Joueur 2) a 4 points et se déplace en "
        "diagonale cette fois.",
    "A diagonal step onto a square that carries only Blue's colour.":
        "Un pas en diagonale sur une case qui ne porte que la couleur de Bleu.",
    "Win a game": "Gagner une partie",
    "Round 2: Orange won round 1 by 5 to -1 and now leads 3 to 1 again. Play Orange against "
    "the computer and finish the game.":
        "Manche 2\u00a0: Orange a gagné la manche 1 par 5 à -1 et mène de nouveau 3 à 1. Jouez "
        "Orange contre l'ordinateur et terminez la partie.",
    "Quet puzzles": "Problèmes de Quet",
    # -- moves in words (issue 44)
    '{move} and scores a point: {blue} {blue_points}, {orange} {orange_points}':
        '{move} et marque un point\u00a0: {blue} {blue_points}, {orange} {orange_points}',
    '{move} and loses a point: {blue} {blue_points}, {orange} {orange_points}':
        '{move} et perd un point\u00a0: {blue} {blue_points}, {orange} {orange_points}',
}
