"""Tracross solitaire: German words (docs/languages.md)."""

# Words as in the two-player game (piece = Plättchen, square = Feld, board = Brett,
# track = Gleis); label/letter = Buchstabe, twin = Gegenstück, original filling =
# ursprüngliche Belegung (the original = das Original); the player is "du".
MESSAGES = {
    # -- the puzzle of the day
    "Tracross puzzle of the day": "Tracross-Rätsel des Tages",
    "Tracross: puzzles of past days": "Tracross: Rätsel vergangener Tage",
    "easy": "leicht",
    "medium": "mittel",
    "hard": "schwer",
    "a Tracross puzzle every day": "jeden Tag ein Tracross-Rätsel",

    # -- the seat and the options
    "Player": "Spieler",
    "Board size": "Brettgröße",
    "none (roll a die: 2 to 7) or a whole number from 1 to 9":
        "keine (würfeln: 2 bis 7) oder eine ganze Zahl von 1 bis 9",
    "Roll a die (2 x 2 to 7 x 7)": "Würfeln (2 x 2 bis 7 x 7)",
    "Original filling (instead of rolling)": "Ursprüngliche Belegung (statt zu würfeln)",
    "a square board of 1x1 to 9x9 pieces, ranks from the top separated by '/', "
    "each square 1, 2 or 3 (or A, B, X), like 112/212/212":
        "ein quadratisches Brett aus 1x1 bis 9x9 Plättchen, die Reihen von oben "
        "an durch '/' getrennt, jedes Feld 1, 2 oder 3 (oder A, B, X), etwa 112/212/212",
    "none, or a square board of 1x1 to 9x9 pieces, ranks from the top separated by '/', "
    "each square 1, 2 or 3 (or A, B, X), like 112/212/212":
        "keine, oder ein quadratisches Brett aus 1x1 bis 9x9 Plättchen, die Reihen von oben "
        "an durch '/' getrennt, jedes Feld 1, 2 oder 3 (oder A, B, X), etwa 112/212/212",
    "Squares that must differ from the original": "Felder, die vom Original abweichen müssen",
    "a whole number, 0 or more": "eine ganze Zahl, 0 oder mehr",
    "0 (the original itself will do)": "0 (das Original selbst genügt)",
    "1 (not identical)": "1 (nicht identisch)",
    "option {name}: {reason}": "Option {name}: {reason}",
    "option {name}: the board is {n}x{n}; it must be 1x1 to {max}x{max}":
        "Option {name}: das Brett ist {n}x{n}; es muss 1x1 bis {max}x{max} sein",
    "option original is a {n}x{n} board but option size is {size}":
        "die Option original ist ein Brett von {n}x{n}, aber die Option size ist {size}",

    # -- position text
    "position text is far too long": "der Stellungstext ist viel zu lang",
    ("position text is the original filling and the player's board, separated by a space, "
     "like '112/212/212 .../.3./1..'; got {n} part",
     "position text is the original filling and the player's board, separated by a space, "
     "like '112/212/212 .../.3./1..'; got {n} parts"): (
        "der Stellungstext besteht aus der ursprünglichen Belegung und dem Brett des "
        "Spielers, durch ein Leerzeichen getrennt, etwa '112/212/212 .../.3./1..'; "
        "angegeben war {n} Teil",
        "der Stellungstext besteht aus der ursprünglichen Belegung und dem Brett des "
        "Spielers, durch ein Leerzeichen getrennt, etwa '112/212/212 .../.3./1..'; "
        "angegeben waren {n} Teile"),
    "the original": "das Original",
    "the player's board": "das Brett des Spielers",
    "the original is {n}x{n}; at most {max}x{max}":
        "das Original ist {n}x{n}; höchstens {max}x{max}",
    "the original is {n}x{n} but the player's board is {m}x{m}":
        "das Original ist {n}x{n}, aber das Brett des Spielers ist {m}x{m}",
    "the position's original {canonical} is not the option original {given}":
        "das Original der Stellung, {canonical}, ist nicht das der Option original, {given}",
    "the board is {n}x{n} but the option size is {size}":
        "das Brett ist {n}x{n}, aber die Option size ist {size}",

    # -- the end
    "Solved: every label joins its twin, and {changed} of the {total} squares differ from "
    "the original":
        "Gelöst: Jeder Buchstabe ist mit seinem Gegenstück verbunden; vom Original "
        "abweichende Felder: {changed} von {total}",

    # -- moves refused
    "a move is the square, a colon and the piece, like c3:2 (c3:0 empties the square)":
        "ein Zug ist das Feld, ein Doppelpunkt und das Plättchen, etwa c3:2 (c3:0 leert das "
        "Feld)",
    "say which piece goes on {square}: {square}:1, {square}:2 or {square}:3 ({square}:0 "
    "empties it)":
        "sag, welches Plättchen auf {square} kommt: {square}:1, {square}:2 oder {square}:3 "
        "({square}:0 leert es)",
    "piece {piece} does not exist: pieces are 1, 2 and 3 (0 empties the square)":
        "Plättchen {piece} gibt es nicht: die Plättchen sind 1, 2 und 3 (0 leert das Feld)",
    "{square} is already empty": "{square} ist schon leer",
    "{square} already holds piece {piece}": "auf {square} liegt schon Plättchen {piece}",
    "not a legal move here": "hier kein erlaubter Zug",

    # -- the board and the panel
    "Tracross puzzle, {n} by {n}": "Tracross-Rätsel, {n} mal {n}",
    "{label}: joined": "{label}: verbunden",
    "{label}: broken": "{label}: falsch verbunden",
    "{label}: open": "{label}: offen",
    "Labels: {joined} joined, {broken} broken, {open} still open.":
        "Buchstaben: {joined} verbunden, {broken} falsch verbunden, {open} noch offen.",
    "Pieces laid: {laid} of {total}; {differ} of them differ from the original (at least "
    "{need} must).":
        "Gelegte Plättchen: {laid} von {total}; davon vom Original abweichend: {differ} "
        "(mindestens {need} müssen es sein).",
    "Tap a square, then choose its piece. Join every label to its twin with a filling "
    "different from the original.":
        "Tippe auf ein Feld und wähle dann sein Plättchen. Verbinde jeden Buchstaben mit "
        "seinem Gegenstück, mit einer Belegung, die sich vom Original unterscheidet.",
    "piece {p}": "Plättchen {p}",
    "Which piece?": "Welches Plättchen?",
    "Empty the square": "Feld leeren",
    "Piece 1 ╯╭": "Plättchen 1 ╯╭",
    "Piece 2 ╮╰": "Plättchen 2 ╮╰",
    "Piece 3 ┼": "Plättchen 3 ┼",
    "lay piece 2 on c3 (1, 2 or 3; it replaces what is there)":
        "lege Plättchen 2 auf c3 (1, 2 oder 3; es ersetzt, was dort liegt)",
    "take the piece off c3": "nimm das Plättchen von c3 weg",

    # -- the set-up editor
    "empty, original piece {original}": "leer, Originalplättchen {original}",
    "{piece}, original piece {original}": "{piece}, Originalplättchen {original}",
    "The player's board": "Das Brett des Spielers",
    "The puzzle": "Das Rätsel",
    "Piece 1": "Plättchen 1",
    "Piece 2": "Plättchen 2",
    "Piece 3": "Plättchen 3",
    "Empty square": "Leeres Feld",
    "Original piece 1": "Originalplättchen 1",
    "Original piece 2": "Originalplättchen 2",
    "Original piece 3": "Originalplättchen 3",

    # -- the rules page
    "A puzzle made with the same three track pieces as the two-player game.":
        "Ein Rätsel mit denselben drei Gleisplättchen wie das Spiel zu zweit.",
    "Making a puzzle": "Wie ein Rätsel entsteht",
    "A die roll sets the size: one more than the roll, so from 2 by 2 to 7 by 7. The board "
    "is then filled square by square, row by row from the top left, each piece chosen by a "
    "die: 1 or 2 for piece 1, 3 or 4 for piece 2, 5 or 6 for piece 3. Every track now runs "
    "from one edge to another. Give the two ends of each track the same letter, working "
    "round the edge anticlockwise from the top of the left side. Then the pieces are taken "
    "away: only the letters stay.":
        "Ein Wurf bestimmt die Größe: eins mehr als die gewürfelte Zahl, also von 2 mal 2 "
        "bis 7 mal 7. Dann wird das Brett Feld für Feld gefüllt, Reihe für Reihe von links "
        "oben, und ein Würfel bestimmt jedes Plättchen: 1 oder 2 für Plättchen 1, 3 oder 4 "
        "für Plättchen 2, 5 oder 6 für Plättchen 3. Jetzt läuft jedes Gleis von einem Rand "
        "zu einem anderen. Gib den beiden Enden jedes Gleises denselben Buchstaben, gegen "
        "den Uhrzeigersinn am Rand entlang, oben an der linken Seite beginnend. Dann werden "
        "die Plättchen entfernt: Nur die Buchstaben bleiben.",
    "A 3 by 3 puzzle and the filling that made its letters.":
        "Ein Rätsel von 3 mal 3 Feldern und die Belegung, aus der seine Buchstaben "
        "entstanden sind.",
    "Solving it": "Das Rätsel lösen",
    "Fill the empty board with pieces of your choice, so that every letter is joined by a "
    "track to its twin, and nothing else. Your filling must also be different from the one "
    "that made the puzzle. As you fill, letters turn green when they are joined correctly "
    "and are struck out when a track joins them to the wrong place.":
        "Fülle das leere Brett mit Plättchen deiner Wahl, sodass jeder Buchstabe durch ein "
        "Gleis mit seinem Gegenstück verbunden ist, und mit nichts anderem. Deine Belegung "
        "muss sich außerdem von der unterscheiden, aus der das Rätsel entstanden ist. "
        "Während du füllst, werden Buchstaben grün, wenn sie richtig verbunden sind, und "
        "durchgestrichen, wenn ein Gleis sie mit der falschen Stelle verbindet.",
    "Tap a square and choose its piece; choosing again replaces it, and <em>Empty the "
    "square</em> takes it away. <em>Hint</em> fills or corrects one square toward a "
    "solution.":
        "Tippe auf ein Feld und wähle sein Plättchen; wählst du erneut, wird es ersetzt, "
        "und <em>Feld leeren</em> nimmt es weg. <em>Tipp</em> füllt oder berichtigt ein "
        "Feld auf dem Weg zu einer Lösung.",
    "How different is different enough: by default one square must differ from the "
    "original filling. The option sets a higher number.":
        "Wie verschieden ist verschieden genug: Standardmäßig muss ein Feld von der "
        "ursprünglichen Belegung abweichen. Die Option legt eine höhere Zahl fest.",
    "A puzzle can also start from a given original filling, so a puzzle can be shared as a "
    "link.":
        "Ein Rätsel kann auch von einer vorgegebenen ursprünglichen Belegung ausgehen, "
        "sodass man ein Rätsel als Link teilen kann.",

    # -- lesson.txt
    "The Tracross puzzle in five steps": "Das Tracross-Rätsel in fünf Schritten",
    "The puzzle starts from a board filled with track pieces. Following its tracks gives "
    "every edge of the border a letter, and each letter appears twice, at the two ends of "
    "one track. The pieces are then taken away: refill the board so that every letter is "
    "joined to its twin again, with at least one square different from the original "
    "filling. // Tap a square and choose a piece to lay.":
        "Das Rätsel beginnt mit einem Brett voller Gleisplättchen. Folgt man seinen "
        "Gleisen, bekommt jede Kante des Randes einen Buchstaben, und jeder Buchstabe "
        "kommt zweimal vor, an den beiden Enden eines Gleises. Dann werden die Plättchen "
        "entfernt: Belege das Brett neu, sodass jeder Buchstabe wieder mit seinem "
        "Gegenstück verbunden ist und mindestens ein Feld von der ursprünglichen Belegung "
        "abweicht. // Tippe auf ein Feld und wähle ein Plättchen zum Legen.",
    "One square to go": "Noch ein Feld",
    "Only a3 is still empty. Lay a piece there and watch every letter meet its twin. On "
    "this board any of the three pieces does it, so there are three ways to finish this "
    "board.":
        "Nur a3 ist noch leer. Lege dort ein Plättchen und sieh zu, wie jeder Buchstabe "
        "sein Gegenstück findet. Auf diesem Brett schafft das jedes der drei Plättchen, es "
        "gibt also drei Wege, dieses Brett zu vollenden.",
    "Leave the pieces already laid as they are: the only empty square is a3, and any piece "
    "there solves it.":
        "Lass die schon gelegten Plättchen, wie sie sind: Das einzige leere Feld ist a3, "
        "und jedes Plättchen dort löst das Rätsel.",
    "Change your mind": "Umentscheiden",
    "A piece already laid can be replaced or taken off: tap its square and choose. The "
    "piece 1 on b3 breaks two letters: swap it for a piece 2.":
        "Ein schon gelegtes Plättchen kannst du ersetzen oder wegnehmen: Tippe auf sein "
        "Feld und wähle. Das Plättchen 1 auf b3 verbindet zwei Buchstaben falsch: Tausche "
        "es gegen ein Plättchen 2.",
    "This step asks for a piece 2 on b3.": "Dieser Schritt verlangt ein Plättchen 2 auf b3.",
    "Not the original": "Nicht das Original",
    "This board joins every letter, but it is the original filling itself, and at least one "
    "square must differ. Change one square and keep every letter joined.":
        "Dieses Brett verbindet jeden Buchstaben, aber es ist die ursprüngliche Belegung "
        "selbst, und mindestens ein Feld muss abweichen. Ändere ein Feld, sodass trotzdem "
        "jeder Buchstabe verbunden bleibt.",
    "That breaks a letter. There is one square you can change without breaking any.":
        "Damit ist ein Buchstabe falsch verbunden. Es gibt ein Feld, das du ändern kannst, "
        "ohne dass ein Buchstabe falsch verbunden wird.",
    "Solve one": "Löse selbst eines",
    "A puzzle of your own, two squares by two. Fill it so that each letter meets its twin.":
        "Ein Rätsel nur für dich, zwei mal zwei Felder. Fülle es so, dass jeder Buchstabe "
        "sein Gegenstück findet.",
    # -- moves in words (issue 44)
    'You lay {piece} on {square}':
        'Du legst {piece} auf {square}',
    'You take the piece off {square}':
        'Du nimmst das Teil von {square}',
    '{move}; now joined: {labels}':
        '{move}; jetzt verbunden: {labels}',
    '{move}; now broken: {labels}':
        '{move}; jetzt falsch verbunden: {labels}',
    'north edge, column {line}':
        'Nordrand, Spalte {line}',
    'south edge, column {line}':
        'Südrand, Spalte {line}',
    'west edge, row {line}':
        'Westrand, Reihe {line}',
    'east edge, row {line}':
        'Ostrand, Reihe {line}',
    'joined':
        'verbunden',
    'broken':
        'falsch verbunden',
    'open':
        'offen',
    '{edge}: {label}, {status}':
        '{edge}: {label}, {status}',
    'North edge, from column a: {labels}.':
        'Nordrand, ab Spalte a: {labels}.',
    'South edge, from column a: {labels}.':
        'Südrand, ab Spalte a: {labels}.',
    'West edge, from row 1: {labels}.':
        'Westrand, ab Reihe 1: {labels}.',
    'East edge, from row 1: {labels}.':
        'Ostrand, ab Reihe 1: {labels}.',
    '{label} ({status})':
        '{label} ({status})',
    '{label}, {status}: {first} and {second}':
        '{label}, {status}: {first} und {second}',
    ('{n} label, each on two edge cells: {pairs}.', '{n} labels, each on two edge cells: {pairs}.'):
        ('{n} Buchstabe, jeder auf zwei Randfeldern: {pairs}.', '{n} Buchstaben, jeder auf zwei Randfeldern: {pairs}.'),
}
