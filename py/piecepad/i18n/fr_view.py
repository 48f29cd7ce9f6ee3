"""French: what piecepad/view/ draws (pages, dialogs, status lines), the catalogue's
titles and blurbs, and the times of i18n.formats. The player is "vous"; a no-break
space stands before ? ! : ;."""

from . import catalogue_titles

MESSAGES = {
    # -- the catalogue (catalogue.py): players and blurbs; its titles at the end
    "1 player": "1 joueur",
    "2 players": "2 joueurs",
    "2, 3 or 4 players": "2, 3 ou 4 joueurs",
    "Race your five coins across the board and off the far side, dodging your opponent's.":
        "Faites traverser le plateau à vos cinq pièces et sortez-les de l'autre côté, en "
        "esquivant celles de l'adversaire.",
    "Knight moves that leave a trail of marks; complete rows and columns to score.":
        "Des sauts de cavalier qui laissent une traînée de marques ; complétez des rangées "
        "et des colonnes pour marquer des points.",
    "Lay track pieces to join your two sides of the board before your opponent does.":
        "Posez des tuiles de voie pour relier vos deux côtés du plateau avant l'adversaire.",
    "A puzzle: refill the board with track pieces so every lettered edge meets its twin.":
        "Un casse-tête : remplissez le plateau de tuiles de voie pour que chaque bord marqué "
        "d'une lettre rejoigne son jumeau.",
    "Move chevrons that claim territory as they travel, across nine borderlands.":
        "Déplacez des chevrons qui conquièrent du territoire en chemin, à travers neuf "
        "marches frontalières.",
    # Without the author's name, which only the game's own folder may write
    # (tests/engine/test_one_folder.py); games/<its folder>/fr.py may say it in full.
    "Leroy Quet's marking game: steps of changing length and direction, scored by marks.":
        "Un jeu de marques\u00a0: des pas de longueur et de direction changeantes, "
        "comptés en marques.",

    # -- times (i18n/formats.py)
    "just now": "à l'instant",
    "{n} min ago": "il y a {n} min",
    "{n} h ago": "il y a {n} h",
    ("{n} day ago", "{n} days ago"): ("il y a {n} jour", "il y a {n} jours"),

    # -- the home page
    "Pick a game": "Choisissez un jeu",
    "Small abstract board games to play in your browser, with a friend or against the "
    "computer, offline too, with nothing sent anywhere. New to a game? {learn}, or try "
    "{daily}.":
        "De petits jeux de plateau abstraits à jouer dans votre navigateur, avec quelqu'un "
        "ou contre l'ordinateur, même hors ligne, sans rien envoyer nulle part. Nouveau venu "
        "dans un jeu ? {learn}, ou essayez {daily}.",
    "Learn it step by step": "Apprenez-le pas à pas",
    "the puzzle of the day": "le problème du jour",
    "Continue": "Reprendre",
    "Also in progress": "Également en cours",
    "All saved games ({n})": "Toutes les parties enregistrées ({n})",
    ("{n} game", "{n} games"): ("{n} partie", "{n} parties"),
    "Your move in {games}": "À vous de jouer dans {games}",
    "{title}: a game in play": "{title} : une partie en cours",
    "New game": "Nouvelle partie",
    "Play the computer": "Jouer contre l'ordinateur",
    "Play the computer: {title}, easy level": "Jouer contre l'ordinateur : {title}, niveau facile",
    "Play a friend": "Jouer avec quelqu'un",
    "Play a friend by link: {title}": "Jouer avec quelqu'un par lien : {title}",
    "Rules": "Règles",
    "Set up a position": "Composer une position",
    "Learn": "Apprendre",

    # -- open a game (view/open_game.py)
    "Open a game…": "Ouvrir une partie…",
    "a PPN file's text, a record or a link": "le texte d'un fichier PPN, un relevé ou un lien",
    "Open a game": "Ouvrir une partie",
    "Paste the text of a PPN file ({kinds}), a record (pp1/…) or a Piecepad link. The game "
    "opens as its link would.":
        "Collez le texte d'un fichier PPN ({kinds}), un relevé (pp1/…) ou un lien Piecepad. "
        "La partie s'ouvre comme avec son lien.",
    " or ": " ou ",
    "What you pasted ({size} characters) is kept in the field. It begins: {start}":
        "Le texte collé ({size} caractères) reste dans le champ. Il commence ainsi : {start}",
    "Game to open": "Partie à ouvrir",
    "Open": "Ouvrir",
    "Cancel": "Annuler",

    # -- saved games
    "Saved games": "Parties enregistrées",
    "No saved games yet.": "Aucune partie enregistrée pour l'instant.",
    "Last played": "Dernière activité",
    "Started": "Date de début",
    "Game": "Jeu",
    "Your move": "À vous de jouer",
    "Their move": "Au tour de l'adversaire",
    "On this device": "Sur cet appareil",
    "Finished": "Terminées",
    "{group} ({n})": "{group} ({n})",
    "Sort by {choices}": "Trier par {choices}",
    "Deleted {title} · {status}": "Supprimée : {title} · {status}",
    "Undo": "Annuler",
    ("{result} · {n} moves", "{result} · {n} moves"): ("{result} · {n} coup", "{result} · {n} coups"),
    "move {cursor} of {count} · {status}": "coup {cursor} sur {count} · {status}",
    "Last move: {move}": "Dernier coup : {move}",
    "started {when}": "commencée {when}",
    "last played {when}": "jouée pour la dernière fois {when}",
    "Review": "Revoir",
    "Delete": "Supprimer",
    "Delete {title}, {where}": "Supprimer {title}, {where}",
    "against {names}": "contre {names}",
    "{list} and {last}": "{list} et {last}",
    "people only": "humains seulement",
    "computer against computer ({levels})": "ordinateur contre ordinateur ({levels})",
    "against the computer ({levels})": "contre l'ordinateur ({levels})",
    "easy": "facile",
    "medium": "moyen",
    "hard": "difficile",
    "yours": "vous",
    "{title} · move {cursor} · {status}": "{title} · coup {cursor} · {status}",

    # -- a game's page
    "Turn the board to the player to move": "Tourner le plateau vers qui doit jouer",
    "{name} (computer, {level}) is thinking…": "{name} (ordinateur, {level}) réfléchit…",
    "{name} (computer, {level}) to move.": "À {name} (ordinateur, {level}) de jouer.",
    "Resign this game for {who}? The game ends and the other side wins.":
        "Abandonner cette partie pour {who} ? La partie s'arrête et l'autre camp gagne.",
    "Yes, resign": "Oui, abandonner",
    "{who} offers a draw. {to}: accept, or decline and play on (a move declines too).":
        "{who} propose la nulle. {to} : acceptez, ou refusez et continuez (jouer un coup "
        "refuse aussi).",
    "Accept the draw": "Accepter la nulle",
    "Decline": "Refuser",
    "Draw offer": "Proposition de nulle",
    "Offer a draw": "Proposer la nulle",
    "Resign": "Abandonner",
    "{first} v {second}": "{first} contre {second}",
    "Name (optional)": "Nom (facultatif)",
    "Players' names": "Noms des joueurs",
    "Save names": "Enregistrer les noms",
    "This game was changed in another tab. Show that tab's version, or keep the moves made "
    "here as a separate game?":
        "Cette partie a été modifiée dans un autre onglet. Afficher la version de cet "
        "onglet, ou garder les coups joués ici dans une partie à part ?",
    "Keep mine as a separate game": "Garder la mienne à part",
    "Keep it": "Le garder",
    "Take it back": "Le reprendre",
    "Taking it back leaves the game before that move, for you to play your own and send it.":
        "Le reprendre ramène la partie avant ce coup : à vous de jouer le vôtre et de "
        "l'envoyer.",
    "stops there": "s'arrête là",
    "went on with {move}": "a continué par {move}",
    "This link and your saved game of {game} are the same up to move {common}, then differ "
    "at move {at}: yours {mine}, the link's {theirs}. Keep yours, take the link's, or keep "
    "both?":
        "Ce lien et votre partie de {game} enregistrée sont identiques jusqu'au coup "
        "{common}, puis diffèrent au coup {at} : la vôtre {mine}, celle du lien {theirs}. "
        "Garder la vôtre, prendre celle du lien, ou garder les deux ?",
    "This link and your saved game of {game} are the same up to move {common}, then differ "
    "at move {at}: yours {mine}, the link's {theirs}. Your game is over ({reason}) and stays "
    "as it is: keep the link's game as a new one, or leave it?":
        "Ce lien et votre partie de {game} enregistrée sont identiques jusqu'au coup "
        "{common}, puis diffèrent au coup {at} : la vôtre {mine}, celle du lien {theirs}. "
        "Votre partie est terminée ({reason}) et reste telle quelle : garder la partie du "
        "lien comme une nouvelle, ou la laisser ?",
    "Take the link's": "Prendre celle du lien",
    "Nothing is lost: taking the link's keeps your moves as a separate game.":
        "Rien n'est perdu : en prenant celle du lien, vos coups sont gardés dans une partie "
        "à part.",
    "Your finished game is not changed either way.":
        "Votre partie terminée ne change pas, dans un cas comme dans l'autre.",
    "Keep mine": "Garder la mienne",
    "Keep both": "Garder les deux",
    "You play {me} in this game: this device will not move for the other side. Send your "
    "move with Send.":
        "Vous jouez {me} dans cette partie : cet appareil ne jouera pas pour l'autre camp. "
        "Envoyez votre coup avec Envoyer.",
    "Right": "D'accord",
    "We both play on this device": "Nous jouons tous les deux sur cet appareil",
    "Redo": "Rétablir",
    "Hint": "Indice",
    "Analyse": "Analyser",
    "Share": "Partager",
    "Send": "Envoyer",
    "Send the link to your friend": "Envoyer le lien à votre adversaire",
    "Not saved on this device: storage is unavailable.":
        "Non enregistrée sur cet appareil : le stockage n'est pas disponible.",
    "Type a move": "Saisir un coup",
    "Play": "Jouer",
    "A move like {example}, or a question: type help for the list.":
        "Un coup comme {example}, ou une question : tapez help pour la liste.",
    "No move to play here: ask the board, like last or turn, or type help.":
        "Aucun coup à jouer ici : interrogez le plateau, par exemple last ou turn, ou tapez "
        "help.",
    "Pass": "Passer",
    "Which way?": "Par où ?",
    "Choose the move": "Choisissez le coup",
    "Rematch": "Revanche",
    "Rematch (sides swapped)": "Revanche (camps inversés)",
    "Rematch (seats moved round)": "Revanche (places décalées)",
    "Review the game": "Revoir la partie",
    "Viewing move {cursor} of {count}. A move played here asks before it replaces the later "
    "ones.":
        "Vous regardez le coup {cursor} sur {count}. Un coup joué ici demande confirmation "
        "avant de remplacer les suivants.",
    "Back at move {cursor} of {count}: the later moves are taken back. Your next move "
    "replaces them; Redo brings them back.":
        "Retour au coup {cursor} sur {count} : les coups suivants sont repris. Votre "
        "prochain coup les remplace ; Rétablir les fait revenir.",
    ("Play {move} here? The game has {n} later move after this one.",
     "Play {move} here? The game has {n} later moves after this one."):
        ("Jouer {move} ici ? La partie compte encore {n} coup après celui-ci.",
         "Jouer {move} ici ? La partie compte encore {n} coups après celui-ci."),
    "Replace the later moves": "Remplacer les coups suivants",
    "Play it as a new game": "En faire une nouvelle partie",
    "{seconds} s": "{seconds} s",
    "First move": "Premier coup",
    "Previous move": "Coup précédent",
    "Stop autoplay": "Arrêter la lecture automatique",
    "Auto play": "Lecture automatique",
    "Stop": "Arrêter",
    "Auto": "Auto",
    "Next move": "Coup suivant",
    "Last move": "Dernier coup",
    "Autoplay speed": "Vitesse de lecture",
    "Replay": "Relecture",
    "Start": "Début",
    "Round {n}": "Manche {n}",
    "Move {n}, {who}: {move}": "Coup {n}, {who} : {move}",
    "Moves": "Coups",
    "resigns": "abandonne",
    "offers a draw": "propose la nulle",
    "accepts the draw": "accepte la nulle",
    "declines the draw": "refuse la nulle",
    "Open ↗": "Ouvrir ↗",
    "Open in Piecepad": "Ouvrir dans Piecepad",

    # -- the new-game dialog
    "New game: {title}": "Nouvelle partie : {title}",
    "{option}: {error}": "{option} : {error}",
    "A person": "Un humain",
    "Computer, easy": "Ordinateur, facile",
    "Computer, medium": "Ordinateur, moyen",
    "Computer, hard": "Ordinateur, difficile",
    "A friend, by link": "Quelqu'un, par lien",
    "{seat}: {player}": "{seat} : {player}",
    "Same players as last time": "Les mêmes joueurs que la dernière fois",
    "Player {n}": "Joueur {n}",
    "{seat} (with 3 or 4 players)": "{seat} (à 3 ou 4 joueurs)",
    "{seat}'s name (a person; optional)": "Nom pour {seat} (un humain ; facultatif)",
    "Who plays": "Qui joue",
    ("{n} player", "{n} players"): ("{n} joueur", "{n} joueurs"),
    "Players": "Nombre de joueurs",
    "Empty for {default}; or {allowed}": "Vide pour {default} ; ou {allowed}",

    # -- rules pages and errors
    "There are no rules for '{game}' here yet.": "Il n'y a pas encore de règles pour « {game} » ici.",
    "Learn to play: a lesson on the board": "Apprendre à jouer : une leçon sur le plateau",
    "Puzzles": "Problèmes",
    "Puzzle of the day": "Problème du jour",
    "Back to the games": "Retour aux jeux",
    "Not found": "Introuvable",
    "Our rulings and options": "Nos décisions et options",
    ("Step through the {n} move", "Step through the {n} moves"):
        ("Parcourir le coup ({n})", "Parcourir les {n} coups"),
    "Try it on the board": "Essayer sur le plateau",
    "From the rules": "Tiré des règles",
    "Try it": "Essayer",
    "How to write a move": "Comment écrire un coup",
    "Moves can be typed, and game links and records carry them as text, written like this:":
        "Les coups peuvent être saisis, et les liens et relevés de partie les contiennent "
        "sous forme de texte, écrits ainsi :",

    # -- the status line (view/status.py)
    "{reason}.": "{reason}.",
    "Your move.": "À vous de jouer.",
    "{who} to move.": "À {who} de jouer.",
    "{who} is blocked and must pass.": "{who} est bloqué et doit passer.",
    "{offerer} offers a draw. {who} to move.": "{offerer} propose la nulle. À {who} de jouer.",
    "{offerer} offers a draw. {who} is blocked and must pass.":
        "{offerer} propose la nulle. {who} est bloqué et doit passer.",
    "Your move ({seat}).": "À vous de jouer ({seat}).",
    "{offerer} offers a draw. Your move ({seat}).":
        "{offerer} propose la nulle. À vous de jouer ({seat}).",
    "Waiting for {who}.": "En attente de {who}.",
    "{offerer} offers a draw. Waiting for {who}.":
        "{offerer} propose la nulle. En attente de {who}.",
    "{who} resigns": "{who} abandonne",
    "{who} offers a draw": "{who} propose la nulle",
    "{who} accepts the draw": "{who} accepte la nulle",
    "{who} declines the draw: play on": "{who} refuse la nulle : la partie continue",
    "{who} bears off from {square}": "{who} sort du plateau depuis {square}",
    "{who} {origin} to {target}": "{who} {origin} vers {target}",
    "{who} passes": "{who} passe",
    "{who} plays {move}": "{who} joue {move}",
    "New move: {moves}.": "Nouveau coup : {moves}.",
    "{n} new moves: {moves}.": "{n} nouveaux coups : {moves}.",
    "{n} new moves, the last {shown}: {moves}.": "{n} nouveaux coups, les {shown} derniers : {moves}.",
    "One was played for you: {move}.": "Un coup a été joué pour vous : {move}.",
    "{n} were played for you, the first: {move}.":
        "{n} coups ont été joués pour vous, le premier : {move}.",
    "Waiting for {who}": "En attente de {who}",
    "{status} · {game}": "{status} · {game}",
    "Our game of {game}: {status}": "Notre partie de {game} : {status}",
    "Your move in {game}": "À vous de jouer dans {game}",

    # -- ask the board (view/ask.py); the commands themselves stay as typed
    "empty": "vide",
    "{square}: {words}.": "{square} : {words}.",
    "{head}: {squares}.": "{head} : {squares}.",
    "Row {n}": "Rangée {n}",
    "Column {file}": "Colonne {file}",
    ("For {who}, {n} square", "For {who}, {n} squares"):
        ("Pour {who}, {n} case", "Pour {who}, {n} cases"),
    "For {who}: no piece or mark on the board is {who}'s alone.":
        "Pour {who} : aucune pièce ni marque du plateau n'appartient à {who} seul.",
    "This is a puzzle for one: there is no other side. {mine}":
        "C'est un casse-tête en solitaire : il n'y a pas d'autre camp. {mine}",
    "No move has been played yet.": "Aucun coup n'a encore été joué.",
    "{move}; {square} now: {words}.": "{move} ; {square} maintenant : {words}.",
    "{move}.": "{move}.",
    "Score: {scores}.": "Score : {scores}.",
    "The game is over: {reason}.": "La partie est terminée : {reason}.",
    "No legal move from {square}.": "Aucun coup légal depuis {square}.",
    "From {square}": "Depuis {square}",
    "Legal moves": "Coups légaux",
    "{head}, {n}: {moves}.": "{head}, {n} : {moves}.",
    "{head}, {n}: {moves}, and {more} more.": "{head}, {n} : {moves}, et {more} de plus.",

    # -- the board (view/board.py, view/marks.py, view/tracks.py)
    "Board": "Plateau",
    "Arrow keys move between squares; Enter or Space picks a piece, then its destination. "
    "Past the board's edge the arrows go on to the bear-off tray and the buttons for moves "
    "not made on the board, when there are any, and then back to the board.":
        "Les flèches passent d'une case à l'autre ; Entrée ou Espace choisit une pièce, puis "
        "sa destination. Au-delà du bord du plateau, les flèches continuent vers la zone de "
        "sortie et les boutons des coups qui ne se jouent pas sur le plateau, s'il y en a, "
        "puis reviennent au plateau.",
    "selected": "sélectionnée",
    "capture": "prise",
    "legal move": "coup légal",
    "will be marked": "sera marquée",
    "last move": "dernier coup",
    "new move": "nouveau coup",
    "hint": "indice",
    "scores {n}": "rapporte {n}",
    "best line, move {n}": "meilleure suite, coup {n}",
    "worth {n} %": "vaut {n} %",
    "marked by both": "marquée par les deux",
    "marked {seat}": "marquée par {seat}",
    "{seat} pawn": "pion {seat}",
    "{first} and {second}": "{first} et {second}",
    "{seat}'s mark": "marque {seat}",
    "both": "les deux",
    "Marks": "Marques",
    "piece 1 (curves south to east and north to west)":
        "tuile 1 (courbes du sud à l'est et du nord à l'ouest)",
    "piece 2 (curves south to west and north to east)":
        "tuile 2 (courbes du sud à l'ouest et du nord à l'est)",
    "piece 3 (a crossing: north to south over west to east)":
        "tuile 3 (un croisement : du nord au sud par-dessus l'ouest à l'est)",

    # -- analysis (view/analysis.py)
    "Analysis": "Analyse",
    "Paused.": "En pause.",
    "Looking at the position…": "Examen de la position…",
    "Resume": "Reprendre",
    "{seat} {n} %": "{seat} {n} %",
    "Chances: {chances}": "Chances : {chances}",
    "{seat} won.": "{seat} a gagné.",
    ("{seat} can force a win ({n} move or fewer).", "{seat} can force a win ({n} moves or fewer)."):
        ("{seat} peut forcer la victoire (en {n} coup au plus).",
         "{seat} peut forcer la victoire (en {n} coups au plus)."),
    "The game is over: a draw.": "La partie est terminée : nulle.",
    "The game is over.": "La partie est terminée.",
    "The puzzle can still be solved from here.": "Le casse-tête peut encore être résolu d'ici.",
    "No solution from here: undo a move or two.":
        "Pas de solution d'ici : annulez un coup ou deux.",
    "About even.": "À peu près égal.",
    "{seat} is ahead ({n} %).": "{seat} mène ({n} %).",
    "Best line (numbered on the board):": "Meilleure suite (numérotée sur le plateau) :",
    "{good} of {n} possible moves keep the puzzle solvable.":
        "{good} coups possibles sur {n} laissent le casse-tête soluble.",
    "{n} %": "{n} %",
    "Best moves for {seat} (the board shows the value of each move a tap can make; pick a "
    "piece first to see its moves):":
        "Meilleurs coups pour {seat} (le plateau montre la valeur de chaque coup jouable "
        "d'un toucher ; choisissez d'abord une pièce pour voir ses coups) :",
    "{depth} moves deep, {n} positions": "{depth} coups de profondeur, {n} positions",
    "{n} playouts": "{n} parties simulées",
    "Thinking…": "Réflexion…",
    "Stopped.": "Arrêtée.",
    'Done.': 'Terminé.',

    # -- the Share dialog (view/share.py) and the pictures (view/diagram.py)
    "{game} ({players})": "{game} ({players})",
    "{title}, the start: {status}": "{title}, le début : {status}",
    "{title}, after move {n}: {status}": "{title}, après le coup {n} : {status}",
    "Piecepad: {game}": "Piecepad : {game}",
    "Copy": "Copier",
    "Animated (whole game)": "Animée (toute la partie)",
    "Link": "Lien",
    "The whole game, opened at this move.": "Toute la partie, ouverte à ce coup.",
    "Link to this game": "Lien vers cette partie",
    "Picture": "Image",
    "Download this position, or the game as a moving picture.":
        "Téléchargez cette position, ou la partie en image animée.",
    "Diagram for a post": "Diagramme pour un article",
    "The picture itself, linked to the game: paste it into a page or a post; it needs no "
    "hosting and no script.":
        "L'image elle-même, avec un lien vers la partie : collez-la dans une page ou un "
        "article ; elle n'a besoin ni d'hébergement ni de script.",
    "Diagram as HTML": "Diagramme en HTML",
    "Diagram as Markdown": "Diagramme en Markdown",
    "Interactive board": "Plateau interactif",
    "A board readers can play on from this move, or only look through. It shows the picture "
    "until they press Play.":
        "Un plateau sur lequel vos lecteurs peuvent jouer à partir de ce coup, ou seulement "
        "parcourir la partie. Il affiche l'image jusqu'à ce qu'ils appuient sur Jouer.",
    "To play": "Pour jouer",
    "Embed to play": "Intégration pour jouer",
    "To look through": "Pour parcourir",
    "Embed to look through": "Intégration pour parcourir",
    "PPN file": "Fichier PPN",
    "The whole game in Portable Piecepack Notation, which piecepackr reads, and Piecepad too "
    "(Open a game).":
        "Toute la partie en Portable Piecepack Notation, que lit piecepackr, et Piecepad "
        "aussi (Ouvrir une partie).",
    "The game as PPN": "La partie en PPN",
    "Download .ppn": "Télécharger le .ppn",
    "Share this game": "Partager cette partie",
    "Close": "Fermer",
    "{game}: {players}": "{game} : {players}",
    "Unsolved.": "Non résolu.",
    "After move {n}: {status}": "Après le coup {n} : {status}",
    "Move {n}: {status}": "Coup {n} : {status}",

    # -- the set-up editor (view/setup.py)
    "Set up: {game}": "Composer : {game}",
    "Tap a square to put": "Touchez une case pour y poser",
    "What a tap puts on a square": "Ce qu'un toucher pose sur une case",
    "<strong>Not a position to play from: </strong>{reason}":
        "<strong>Impossible de jouer depuis cette position : </strong>{reason}",
    "A legal position: ready to play.": "Une position légale : prête à jouer.",
    "Play from here": "Jouer d'ici",
    "Clear the board": "Vider le plateau",
    "Opening position": "Position de départ",
    "Play from here starts a game from this position, against a person or the computer.":
        "« Jouer d'ici » commence une partie depuis cette position, contre un humain ou "
        "l'ordinateur.",
    "Copy link to this set-up": "Copier le lien de cette position",
    "Position text": "Position en texte",
    "Play from this position: {game}": "Jouer depuis cette position : {game}",
    "{game} board being set up": "Plateau de {game} en cours de composition",

    # -- learning (view/learn.py)
    "Step {n} of {count}": "Étape {n} sur {count}",
    "Start this step again": "Recommencer cette étape",
    "Show me": "Montrez-moi",
    "Previous step": "Étape précédente",
    "Skip ahead": "Passer à la suite",
    "All puzzles": "Tous les problèmes",
    "Link to this puzzle": "Lien vers ce problème",
    "Past days": "Jours précédents",
    "Lesson": "Leçon",
    "Lesson ({done}/{total} steps)": "Leçon ({done}/{total} étapes)",
    "Puzzles ({solved}/{count} solved)": "Problèmes ({solved}/{count} résolus)",
    "Write a lesson": "Écrire une leçon",
    "Learn to play": "Apprendre à jouer",
    "Short lessons that you play on the board, puzzles proved by the computer, and {daily}.":
        "De courtes leçons à jouer sur le plateau, des problèmes prouvés par l'ordinateur, "
        "et {daily}.",
    '<span class="sr-only">Puzzle </span>{n}<span class="sr-only">: </span>{goal}':
        '<span class="sr-only">Problème </span>{n}<span class="sr-only"> : </span>{goal}',
    "(solved)": "(résolu)",
    "{solved} of {count} solved. Each puzzle has one winning first move, proved by the "
    "computer; it answers with the best defence.":
        "{solved} sur {count} résolus. Chaque problème a un seul premier coup gagnant, "
        "prouvé par l'ordinateur ; il répond avec la meilleure défense.",
    "All lessons and puzzles": "Toutes les leçons et tous les problèmes",
    ("Streak: {n} day in a row.", "Streak: {n} days in a row."):
        ("Série : {n} jour d'affilée.", "Série : {n} jours d'affilée."),
    "Today's puzzle": "Le problème du jour",
    "Step {n}": "Étape {n}",
    "Lesson title": "Titre de la leçon",
    "Step title": "Titre de l'étape",
    "What the step says": "Ce que dit l'étape",
    "The answer: {answer}": "La réponse : {answer}",
    "play it on the board (then the other side's reply, if you like)":
        "jouez-la sur le plateau (puis la réponse de l'autre camp, si vous voulez)",
    "Add this step": "Ajouter cette étape",
    "Undo a move": "Annuler un coup",
    "Write a lesson: {game}": "Écrire une leçon : {game}",
    "Play the step's answer on the board, say what it teaches, and add it. The next step "
    "starts where this one ends.":
        "Jouez la réponse de l'étape sur le plateau, dites ce qu'elle enseigne, puis "
        "ajoutez-la. L'étape suivante commence là où celle-ci se termine.",
    "Steps ({n})": "Étapes ({n})",
    "Copy the lesson's link": "Copier le lien de la leçon",
    "Remove the last step": "Retirer la dernière étape",
    "{title}: how to play": "{title} : comment jouer",
    "none": "aucune",
    # -- moves in words (issue 44)
    ('Yours, {n} square', 'Yours, {n} squares'):
        ('À vous, {n} case', 'À vous, {n} cases'),
    'You have laid no piece yet.':
        "Vous n'avez encore posé aucune tuile.",
}



MESSAGES.update(catalogue_titles(' en solitaire'))

# Playing a friend by link, the way people share (issue 43).
MESSAGES.update({
    'An invitation to {game}: you play {side}.':
        'Une invitation à {game}\xa0: vous jouez {side}.',
    'Both sides are played on this device.':
        'Les deux camps sont joués sur cet appareil.',
    "Earlier versions (lines a friend's link replaced)":
        'Versions antérieures (suites remplacées par un lien)',
    'Note for your friend (optional)':
        'Un mot pour votre adversaire (facultatif)',
    'Play {side} only again':
        'Ne jouer à nouveau que {side}',
    'Show the latest':
        'Afficher la dernière version',
    'This game moved on in another tab. Show the latest to go on playing here.':
        'Cette partie a continué dans un autre onglet. Affichez la dernière version pour continuer ici.',
    'Viewing move {n} of {count}.':
        'Vous regardez le coup {n} sur {count}.',
    'You won':
        'Vous avez gagné',
    '{name} wins':
        'Victoire pour {name}',
    '{who} invites you to {game}: you play {side}.':
        '{who} vous invite à {game}\xa0: vous jouez {side}.',
    '{winner}. {reason}':
        '{winner}. {reason}',
    'Move {n}, from you: “{note}”':
        'Coup {n}, de vous\xa0: «\xa0{note}\xa0»',
    'Move {n}: “{note}”':
        'Coup {n}\xa0: «\xa0{note}\xa0»',
    'Notes ({n})':
        'Mots ({n})',
    "Questions: mine (or mine pieces, mine marks, mine tiles); theirs (the same kinds); e4? (or square e4); row 3; column e; last; turn (or score); moves e4; moves; help. Commands: undo; redo; hint; resign; draw (offer, or accept an offer); board e4 (or board: the last move's square; Escape on the board comes back here). Anything else is played as a move, like {example}.":
        'Questions\xa0: mine (ou mine pieces, mine marks, mine tiles)\xa0; theirs (les mêmes sortes)\xa0; e4? (ou square e4)\xa0; row 3\xa0; column e\xa0; last\xa0; turn (ou score)\xa0; moves e4\xa0; moves\xa0; help. Commandes\xa0: undo\xa0; redo\xa0; hint\xa0; resign\xa0; draw (proposer la nulle, ou accepter une proposition)\xa0; board e4 (ou board\xa0: la case du dernier coup\xa0; Échap sur le plateau revient ici). Tout le reste est joué comme un coup, par exemple {example}.',
    'Try: mine, theirs, e4?, row 3, column e, last, turn, moves e4, moves, undo, redo, hint, resign, draw, board e4, help.':
        'Essayez\xa0: mine, theirs, e4?, row 3, column e, last, turn, moves e4, moves, undo, redo, hint, resign, draw, board e4, help.',
    'No side owns pieces in this game.':
        "Dans ce jeu, les pièces n'appartiennent à aucun camp.",
    'This game has no marks.':
        "Ce jeu n'a pas de marques.",
    'This game has no tiles.':
        "Ce jeu n'a pas de tuiles.",
    'pieces':
        'pieces (pièces)',
    'marks':
        'marks (marques)',
    'tiles':
        'tiles (tuiles)',
    'Ask for: {kinds}.':
        'Demandez\xa0: {kinds}.',
    'For {who}: none on the board.':
        'Pour {who}\xa0: aucune sur le plateau.',
    'On the board at {square}: {words}. Escape comes back to the move field.':
        'Sur le plateau en {square}\xa0: {words}. Échap revient au champ du coup.',
    'You play {side} against the computer, {level}.':
        "Vous jouez {side} contre l'ordinateur, {level}.",
    'You play {side}; the computer plays {others}.':
        "Vous jouez {side}\xa0; l'ordinateur joue {others}.",
    'Copy the link':
        'Copier le lien',
    'Copy the diagram as HTML':
        'Copier le diagramme en HTML',
    'Copy the diagram as Markdown':
        'Copier le diagramme en Markdown',
    'Copy the embed code to play':
        "Copier le code d'intégration pour jouer",
    'Copy the embed code to look through':
        "Copier le code d'intégration pour parcourir",
    'Copy the game as PPN':
        'Copier la partie en PPN',
})
