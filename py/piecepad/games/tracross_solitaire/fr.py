"""Tracross solitaire: French words (docs/languages.md)."""

# Words as in the two-player game (piece = tuile, square = case, board = plateau,
# track = voie); label/letter = lettre, twin = jumelle, original filling = remplissage
# d'origine (the original = l'original); the player is "vous".
MESSAGES = {
    # -- the puzzle of the day
    "Tracross puzzle of the day": "Problème de Tracross du jour",
    "Tracross: puzzles of past days": "Tracross : problèmes des jours passés",
    "easy": "facile",
    "medium": "moyen",
    "hard": "difficile",
    "a Tracross puzzle every day": "un problème de Tracross chaque jour",

    # -- the seat and the options
    "Player": "Joueur",
    "Board size": "Taille du plateau",
    "none (roll a die: 2 to 7) or a whole number from 1 to 9":
        "aucune (lancer un dé : 2 à 7) ou un nombre entier de 1 à 9",
    "Roll a die (2 x 2 to 7 x 7)": "Lancer un dé (2 x 2 à 7 x 7)",
    "Original filling (instead of rolling)": "Remplissage d'origine (au lieu de lancer le dé)",
    "a square board of 1x1 to 9x9 pieces, ranks from the top separated by '/', "
    "each square 1, 2 or 3 (or A, B, X), like 112/212/212":
        "un plateau carré de 1x1 à 9x9 tuiles, les rangées de haut en bas "
        "séparées par '/', chaque case 1, 2 ou 3 (ou A, B, X), par exemple 112/212/212",
    "none, or a square board of 1x1 to 9x9 pieces, ranks from the top separated by '/', "
    "each square 1, 2 or 3 (or A, B, X), like 112/212/212":
        "aucun, ou un plateau carré de 1x1 à 9x9 tuiles, les rangées de haut en bas "
        "séparées par '/', chaque case 1, 2 ou 3 (ou A, B, X), par exemple 112/212/212",
    "Squares that must differ from the original": "Cases qui doivent différer de l'original",
    "a whole number, 0 or more": "un nombre entier, 0 ou plus",
    "0 (the original itself will do)": "0 (l'original lui-même convient)",
    "1 (not identical)": "1 (pas identique)",
    "option {name}: {reason}": "option {name} : {reason}",
    "option {name}: the board is {n}x{n}; it must be 1x1 to {max}x{max}":
        "option {name} : le plateau fait {n}x{n} ; il doit faire de 1x1 à {max}x{max}",
    "option original is a {n}x{n} board but option size is {size}":
        "l'option original est un plateau de {n}x{n} mais l'option size vaut {size}",

    # -- position text
    "position text is far too long": "le texte de la position est bien trop long",
    ("position text is the original filling and the player's board, separated by a space, "
     "like '112/212/212 .../.3./1..'; got {n} part",
     "position text is the original filling and the player's board, separated by a space, "
     "like '112/212/212 .../.3./1..'; got {n} parts"): (
        "le texte de la position donne le remplissage d'origine et le plateau du joueur, "
        "séparés par une espace, par exemple '112/212/212 .../.3./1..' ; il contient {n} "
        "partie",
        "le texte de la position donne le remplissage d'origine et le plateau du joueur, "
        "séparés par une espace, par exemple '112/212/212 .../.3./1..' ; il contient {n} "
        "parties"),
    "the original": "l'original",
    "the player's board": "le plateau du joueur",
    "the original is {n}x{n}; at most {max}x{max}":
        "l'original fait {n}x{n} ; au plus {max}x{max}",
    "the original is {n}x{n} but the player's board is {m}x{m}":
        "l'original fait {n}x{n} mais le plateau du joueur fait {m}x{m}",
    "the position's original {canonical} is not the option original {given}":
        "l'original de la position, {canonical}, n'est pas celui de l'option original, "
        "{given}",
    "the board is {n}x{n} but the option size is {size}":
        "le plateau fait {n}x{n} mais l'option size vaut {size}",

    # -- the end
    "Solved: every label joins its twin, and {changed} of the {total} squares differ from "
    "the original":
        "Résolu : chaque lettre est reliée à sa jumelle ; cases différentes de l'original : "
        "{changed} sur {total}",

    # -- moves refused
    "a move is the square, a colon and the piece, like c3:2 (c3:0 empties the square)":
        "un coup est la case, un deux-points et la tuile, par exemple c3:2 (c3:0 vide la "
        "case)",
    "say which piece goes on {square}: {square}:1, {square}:2 or {square}:3 ({square}:0 "
    "empties it)":
        "indiquez quelle tuile va en {square} : {square}:1, {square}:2 ou {square}:3 "
        "({square}:0 vide la case)",
    "piece {piece} does not exist: pieces are 1, 2 and 3 (0 empties the square)":
        "la tuile {piece} n'existe pas : les tuiles sont 1, 2 et 3 (0 vide la case)",
    "{square} is already empty": "{square} est déjà vide",
    "{square} already holds piece {piece}": "{square} porte déjà la tuile {piece}",

    # -- the board and the panel
    "Tracross puzzle, {n} by {n}": "Problème de Tracross, {n} sur {n}",
    "{label}: joined": "{label} : reliée",
    "{label}: broken": "{label} : mal reliée",
    "{label}: open": "{label} : ouverte",
    "Labels: {joined} joined, {broken} broken, {open} still open.":
        "Lettres : {joined} reliées, {broken} mal reliées, {open} encore ouvertes.",
    "Pieces laid: {laid} of {total}; {differ} of them differ from the original (at least "
    "{need} must).":
        "Tuiles posées : {laid} sur {total} ; différentes de l'original : {differ} (il en "
        "faut au moins {need}).",
    "Tap a square, then choose its piece. Join every label to its twin with a filling "
    "different from the original.":
        "Touchez une case, puis choisissez sa tuile. Reliez chaque lettre à sa jumelle avec "
        "un remplissage différent de l'original.",
    "piece {p}": "tuile {p}",
    "Which piece?": "Quelle tuile ?",
    "Empty the square": "Vider la case",
    "Piece 1 ╯╭": "Tuile 1 ╯╭",
    "Piece 2 ╮╰": "Tuile 2 ╮╰",
    "Piece 3 ┼": "Tuile 3 ┼",
    "lay piece 2 on c3 (1, 2 or 3; it replaces what is there)":
        "posez la tuile 2 en c3 (1, 2 ou 3 ; elle remplace ce qui s'y trouve)",
    "take the piece off c3": "retirez la tuile de c3",

    # -- the set-up editor
    "empty, original piece {original}": "vide, tuile d'origine {original}",
    "{piece}, original piece {original}": "{piece}, tuile d'origine {original}",
    "The player's board": "Le plateau du joueur",
    "The puzzle": "Le problème",
    "Piece 1": "Tuile 1",
    "Piece 2": "Tuile 2",
    "Piece 3": "Tuile 3",
    "Empty square": "Case vide",
    "Original piece 1": "Tuile d'origine 1",
    "Original piece 2": "Tuile d'origine 2",
    "Original piece 3": "Tuile d'origine 3",

    # -- the rules page
    "A puzzle made with the same three track pieces as the two-player game.":
        "Un problème fait avec les trois mêmes tuiles de voie que le jeu à deux.",
    "Making a puzzle": "Fabriquer un problème",
    "A die roll sets the size: one more than the roll, so from 2 by 2 to 7 by 7. The board "
    "is then filled square by square, row by row from the top left, each piece chosen by a "
    "die: 1 or 2 for piece 1, 3 or 4 for piece 2, 5 or 6 for piece 3. Every track now runs "
    "from one edge to another. Give the two ends of each track the same letter, working "
    "round the edge anticlockwise from the top of the left side. Then the pieces are taken "
    "away: only the letters stay.":
        "Un lancer de dé fixe la taille : un de plus que le dé, donc de 2 sur 2 à 7 sur 7. "
        "Le plateau est ensuite rempli case par case, rangée par rangée en partant du coin "
        "supérieur gauche, chaque tuile étant choisie par un dé : 1 ou 2 pour la tuile 1, "
        "3 ou 4 pour la tuile 2, 5 ou 6 pour la tuile 3. Chaque voie va maintenant d'un "
        "bord à un autre. Donnez la même lettre aux deux bouts de chaque voie, en faisant "
        "le tour du bord dans le sens inverse des aiguilles d'une montre à partir du haut "
        "du côté gauche. Puis les tuiles sont retirées : seules les lettres restent.",
    "A 3 by 3 puzzle and the filling that made its letters.":
        "Un problème de 3 sur 3 et le remplissage qui a donné ses lettres.",
    "Solving it": "Le résoudre",
    "Fill the empty board with pieces of your choice, so that every letter is joined by a "
    "track to its twin, and nothing else. Your filling must also be different from the one "
    "that made the puzzle. As you fill, letters turn green when they are joined correctly "
    "and are struck out when a track joins them to the wrong place.":
        "Remplissez le plateau vide avec les tuiles de votre choix, de sorte que chaque "
        "lettre soit reliée par une voie à sa jumelle, et à rien d'autre. Votre remplissage "
        "doit aussi être différent de celui qui a fait le problème. Pendant que vous "
        "remplissez, les lettres passent au vert quand elles sont bien reliées et sont "
        "barrées quand une voie les relie au mauvais endroit.",
    "Tap a square and choose its piece; choosing again replaces it, and <em>Empty the "
    "square</em> takes it away. <em>Hint</em> fills or corrects one square toward a "
    "solution.":
        "Touchez une case et choisissez sa tuile ; un nouveau choix la remplace, et "
        "<em>Vider la case</em> la retire. <em>Indice</em> remplit ou corrige une case en "
        "direction d'une solution.",
    "How different is different enough: by default one square must differ from the "
    "original filling. The option sets a higher number.":
        "À partir de quand c'est assez différent : par défaut, une case doit différer du "
        "remplissage d'origine. L'option fixe un nombre plus élevé.",
    "A puzzle can also start from a given original filling, so a puzzle can be shared as a "
    "link.":
        "Un problème peut aussi partir d'un remplissage d'origine donné, ce qui permet de "
        "partager un problème par un lien.",

    # -- lesson.txt
    "The Tracross puzzle in five steps": "Le problème de Tracross en cinq étapes",
    "The puzzle starts from a board filled with track pieces. Following its tracks gives "
    "every edge of the border a letter, and each letter appears twice, at the two ends of "
    "one track. The pieces are then taken away: refill the board so that every letter is "
    "joined to its twin again, with at least one square different from the original "
    "filling. // Tap a square and choose a piece to lay.":
        "Le problème part d'un plateau rempli de tuiles de voie. En suivant ses voies, on "
        "donne une lettre à chaque côté de la bordure, et chaque lettre apparaît deux fois, "
        "aux deux bouts d'une même voie. Puis les tuiles sont retirées : remplissez à "
        "nouveau le plateau pour que chaque lettre soit de nouveau reliée à sa jumelle, "
        "avec au moins une case différente du remplissage d'origine. // Touchez une case "
        "et choisissez une tuile à poser.",
    "One square to go": "Plus qu'une case",
    "Only a3 is still empty. Lay a piece there and watch every letter meet its twin. On "
    "this board any of the three pieces does it, so there are three ways to finish this "
    "board.":
        "Seule a3 est encore vide. Posez-y une tuile et regardez chaque lettre retrouver sa "
        "jumelle. Sur ce plateau, n'importe laquelle des trois tuiles convient : il y a "
        "donc trois façons de terminer ce plateau.",
    "Leave the pieces already laid as they are: the only empty square is a3, and any piece "
    "there solves it.":
        "Laissez les tuiles déjà posées telles quelles : la seule case vide est a3, et "
        "n'importe quelle tuile y résout le problème.",
    "Change your mind": "Changer d'avis",
    "A piece already laid can be replaced or taken off: tap its square and choose. The "
    "piece 1 on b3 breaks two letters: swap it for a piece 2.":
        "Une tuile déjà posée peut être remplacée ou retirée : touchez sa case et "
        "choisissez. La tuile 1 en b3 relie mal deux lettres : remplacez-la par une tuile 2.",
    "This step asks for a piece 2 on b3.": "Cette étape demande une tuile 2 en b3.",
    "Not the original": "Pas l'original",
    "This board joins every letter, but it is the original filling itself, and at least one "
    "square must differ. Change one square and keep every letter joined.":
        "Ce plateau relie toutes les lettres, mais c'est le remplissage d'origine lui-même, "
        "et au moins une case doit différer. Changez une case en gardant toutes les lettres "
        "reliées.",
    "That breaks a letter. There is one square you can change without breaking any.":
        "Cela relie mal une lettre. Il y a une case que vous pouvez changer sans en relier "
        "mal aucune.",
    "Solve one": "À vous de résoudre",
    "A puzzle of your own, two squares by two. Fill it so that each letter meets its twin.":
        "Un problème rien que pour vous, de deux cases sur deux. Remplissez-le pour que "
        "chaque lettre retrouve sa jumelle.",
    # -- moves in words (issue 44)
    'You lay {piece} on {square}':
        'Vous posez la {piece} en {square}',
    'You take the piece off {square}':
        'Vous retirez la tuile de {square}',
    '{move}; now joined: {labels}':
        '{move} ; reliées maintenant : {labels}',
    '{move}; now broken: {labels}':
        '{move} ; mal reliées maintenant : {labels}',
    'north edge, column {line}':
        'bord nord, colonne {line}',
    'south edge, column {line}':
        'bord sud, colonne {line}',
    'west edge, row {line}':
        'bord ouest, rangée {line}',
    'east edge, row {line}':
        'bord est, rangée {line}',
    'joined':
        'reliée',
    'broken':
        'mal reliée',
    'open':
        'ouverte',
    '{edge}: {label}, {status}':
        '{edge} : {label}, {status}',
    'North edge, from column a: {labels}.':
        'Bord nord, depuis la colonne a : {labels}.',
    'South edge, from column a: {labels}.':
        'Bord sud, depuis la colonne a : {labels}.',
    'West edge, from row 1: {labels}.':
        'Bord ouest, depuis la rangée 1 : {labels}.',
    'East edge, from row 1: {labels}.':
        'Bord est, depuis la rangée 1 : {labels}.',
    '{label} ({status})':
        '{label} ({status})',
    '{label}, {status}: {first} and {second}':
        '{label}, {status} : {first} et {second}',
    ('{n} label, each on two edge cells: {pairs}.', '{n} labels, each on two edge cells: {pairs}.'):
        ('{n} lettre, chacune sur deux cases du bord : {pairs}.', '{n} lettres, chacune sur deux cases du bord : {pairs}.'),
}
