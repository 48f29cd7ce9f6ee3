"""Tracers: German words (docs/languages.md)."""

MESSAGES = {
    # -- seats, options, set-up editor ------------------------------------------
    "Light": "Hell",
    "Dark": "Dunkel",
    "Knight path": "Weg des Springers",
    "Two squares first, then one (the usual path)": "Erst zwei Felder, dann eins (der übliche Weg)",
    "Either way round (the mover picks the path)":
        "Beliebiger Weg (wer zieht, wählt ihn)",
    "Passing the other pawn": "Über die andere Figur hinweg",
    "Its square is always marked": "Ihr Feld wird immer markiert",
    "The mover may leave its square unmarked": "Wer zieht, darf ihr Feld unmarkiert lassen",
    "Who moves first": "Wer beginnt",
    "Capturing onto your own mark": "Schlagen auf die eigene Markierung",
    "Not allowed (no pawn lands on its own mark)":
        "Nicht erlaubt (keine Figur landet auf ihrer eigenen Markierung)",
    "Allowed": "Erlaubt",
    "When both pawns are trapped": "Wenn beide Figuren gefangen sind",
    "The player to move loses": "Wer am Zug ist, verliert",
    "The game is a draw": "Die Partie endet remis",
    "Light's mark": "Markierung von Hell",
    "Dark's mark": "Markierung von Dunkel",
    "Both marks": "Beide Markierungen",
    "No mark": "Keine Markierung",
    "Marks": "Markierungen",
    "Light's pawn": "Figur von Hell",
    "Dark's pawn": "Figur von Dunkel",
    "Who scored rank {rank}": "Wer hat Reihe {rank} gewertet",
    "Who scored file {file}": "Wer hat Spalte {file} gewertet",

    # -- the board and the panel ------------------------------------------------
    "Tracers board": "Tracers-Brett",
    "scored by Light": "gewertet von Hell",
    "scored by Dark": "gewertet von Dunkel",
    "rank {line} ({seat})": "Reihe {line} ({seat})",
    "file {line} ({seat})": "Spalte {line} ({seat})",
    ("{seat} {n} line", "{seat} {n} lines"): ("{seat} {n} Linie", "{seat} {n} Linien"),
    "{scores} (first to {n} wins)": "{scores} (wer zuerst {n} hat, gewinnt)",
    "Scored: {lines}": "Gewertet: {lines}",
    "Leave the pawn's square unmarked": "Das Feld der Figur unmarkiert lassen",
    "Path via {squares}": "Weg über {squares}",
    "Long leg first": "Langer Schenkel zuerst",
    "a knight's leap from a1 to b3": "ein Springersprung von a1 nach b3",
    "a capture step onto the other pawn": "ein schlagender Schritt auf die andere Figur",
    "with the option to choose the path: the other path":
        "mit der Option zur Wahl des Wegs: der andere Weg",
    "with the option: leave the other pawn's square unmarked":
        "mit der Option: das Feld der anderen Figur unmarkiert lassen",
    "a1-b3 (a knight move) or d4:d5 (a capture)": "a1-b3 (ein Springerzug) oder d4:d5 (Schlagen)",

    # -- the end of a game --------------------------------------------------------
    "Light captures Dark's pawn and wins": "Hell schlägt die Figur von Dunkel und gewinnt",
    "Dark captures Light's pawn and wins": "Dunkel schlägt die Figur von Hell und gewinnt",
    "Light completes a fifth line and wins": "Hell vervollständigt eine fünfte Linie und gewinnt",
    "Dark completes a fifth line and wins": "Dunkel vervollständigt eine fünfte Linie und gewinnt",
    "Draw: both pawns are trapped (neither Light nor Dark has a legal move)":
        "Remis: Beide Figuren sind gefangen (weder Hell noch Dunkel hat einen erlaubten Zug)",
    "Light is trapped (no legal move) and loses":
        "Hell ist gefangen (kein erlaubter Zug) und verliert",
    "Dark is trapped (no legal move) and loses":
        "Dunkel ist gefangen (kein erlaubter Zug) und verliert",

    # -- refused moves and positions ----------------------------------------------
    "the pawn on {square} is Dark's; it is Light's turn":
        "die Figur auf {square} gehört Dunkel; Hell ist am Zug",
    "the pawn on {square} is Light's; it is Dark's turn":
        "die Figur auf {square} gehört Hell; Dunkel ist am Zug",
    "there is no Light pawn on {square} (Light's pawn is on {here})":
        "auf {square} steht keine Figur von Hell (die Figur von Hell steht auf {here})",
    "there is no Dark pawn on {square} (Dark's pawn is on {here})":
        "auf {square} steht keine Figur von Dunkel (die Figur von Dunkel steht auf {here})",
    "a capture is written with x, like {frm}x{to}, and Light captures orthogonally, Dark "
    "diagonally":
        "Schlagen wird mit x geschrieben, etwa {frm}x{to}, und Hell schlägt orthogonal, "
        "Dunkel diagonal",
    "a pawn moves like a knight (two squares one way, one square the other) or captures by "
    "a single step":
        "eine Figur zieht wie ein Springer (zwei Felder in eine Richtung, ein Feld in die "
        "andere) oder schlägt mit einem einzelnen Schritt",
    "the other pawn stands on {square}": "auf {square} steht die andere Figur",
    "the pawn always moves the two-square leg first in this game (the path can be chosen "
    "only with knight_path=either_L): write {move}":
        "in dieser Partie zieht die Figur immer zuerst den Schenkel über zwei Felder (den Weg "
        "wählen kann man nur mit knight_path=either_L): schreib {move}",
    "via {a},{b} is the usual path: write {move}":
        "via {a},{b} ist der übliche Weg: schreib {move}",
    "the pawn passes either {a},{b} (written {move}) or {c},{d} (written {move} via {c},{d})":
        "die Figur zieht entweder über {a},{b} (geschrieben {move}) oder über {c},{d} "
        "(geschrieben {move} via {c},{d})",
    "every square the pawn passes through is marked (nomark needs the option "
    "optional_mark_occupied)":
        "jedes Feld, über das die Figur zieht, wird markiert (nomark braucht die Option "
        "optional_mark_occupied)",
    "nomark leaves the other pawn's square unmarked, and this path does not pass through it":
        "nomark lässt das Feld der anderen Figur unmarkiert, und dieser Weg führt nicht "
        "darüber",
    "{square} already carries Light's mark, so nomark would change nothing: leave it out":
        "{square} trägt schon die Markierung von Hell, nomark würde also nichts ändern: "
        "lass es weg",
    "{square} already carries Dark's mark, so nomark would change nothing: leave it out":
        "{square} trägt schon die Markierung von Dunkel, nomark würde also nichts ändern: "
        "lass es weg",
    "not a legal move here": "hier kein erlaubter Zug",
    "a capture step is written like d4xd5, with nothing after it":
        "ein schlagender Schritt wird wie d4xd5 geschrieben, ohne etwas danach",
    "a knight move is written with -, like a1-b3":
        "ein Springerzug wird mit - geschrieben, etwa a1-b3",
    "a capture is a single step onto the other pawn's square":
        "Schlagen ist ein einzelner Schritt auf das Feld der anderen Figur",
    "there is no pawn to capture on {square}": "auf {square} steht keine Figur zum Schlagen",
    "Light captures only orthogonally": "Hell schlägt nur orthogonal",
    "Dark captures only diagonally": "Dunkel schlägt nur diagonal",
    "{square} is marked by both players, so neither pawn may land there":
        "{square} ist von beiden Spielern markiert, also darf keine Figur dort landen",
    "you cannot land on your own mark ({square} is marked by Light)":
        "du kannst nicht auf deiner eigenen Markierung landen ({square} ist von Hell "
        "markiert)",
    "you cannot land on your own mark ({square} is marked by Dark)":
        "du kannst nicht auf deiner eigenen Markierung landen ({square} ist von Dunkel "
        "markiert)",
    "a move is written like {forms} or {last}": "ein Zug wird wie {forms} oder {last} geschrieben",
    "position text is far too long (a Tracers position is under 100 characters)":
        "der Stellungstext ist viel zu lang (eine Tracers-Stellung hat unter 100 Zeichen)",
    ("position text is five parts separated by spaces: the marks, Light's pawn, Dark's pawn, "
     "l or d to move, and the scored lines (- for none); got {n} part",
     "position text is five parts separated by spaces: the marks, Light's pawn, Dark's pawn, "
     "l or d to move, and the scored lines (- for none); got {n} parts"):
        ("der Stellungstext hat fünf durch Leerzeichen getrennte Teile: die Markierungen, die "
         "Figur von Hell, die Figur von Dunkel, l oder d für den Spieler am Zug und die "
         "gewerteten Linien (- für keine); erhalten: {n} Teil",
         "der Stellungstext hat fünf durch Leerzeichen getrennte Teile: die Markierungen, die "
         "Figur von Hell, die Figur von Dunkel, l oder d für den Spieler am Zug und die "
         "gewerteten Linien (- für keine); erhalten: {n} Teile"),
    "the player to move is l (Light) or d (Dark), not '{text}'":
        "der Spieler am Zug ist l (Hell) oder d (Dunkel), nicht '{text}'",
    "Light's pawn: {reason}": "Figur von Hell: {reason}",
    "Dark's pawn: {reason}": "Figur von Dunkel: {reason}",
    "rank {rank}": "Reihe {rank}",
    "file {file}": "Spalte {file}",
    "scored line '{item}' should be a rank (1-8) or a file (a-h), a colon and its scorer l "
    "or d, like 3:l or e:d":
        "die gewertete Linie '{item}' sollte eine Reihe (1-8) oder Spalte (a-h) sein, dann "
        "ein Doppelpunkt und wer sie gewertet hat, l oder d, etwa 3:l oder e:d",
    "scored line '{item}' should be like 3:l or e:d":
        "die gewertete Linie '{item}' sollte wie 3:l oder e:d aussehen",
    "{line} is listed as scored twice": "{line} ist zweimal als gewertet angegeben",
    "{line} is listed as scored, but not all of its squares are marked":
        "{line} ist als gewertet angegeben, aber nicht alle ihre Felder sind markiert",
    "every square of {line} is marked, so it was scored: list it with its scorer, as "
    "{name}:l or {name}:d":
        "jedes Feld von {line} ist markiert, also wurde sie gewertet: gib sie mit an, wer sie "
        "gewertet hat, als {name}:l oder {name}:d",
    "both players have 5 or more lines; the game ends at the first player's 5th":
        "beide Spieler haben 5 oder mehr Linien; die Partie endet mit der 5. Linie des "
        "ersten Spielers",
    "Light has {n} lines, which ended the game on Light's move: the player to move must "
    "be d":
        "Hell hat {n} Linien, was die Partie mit dem Zug von Hell beendet hat: am Zug muss "
        "d sein",
    "Dark has {n} lines, which ended the game on Dark's move: the player to move must be l":
        "Dunkel hat {n} Linien, was die Partie mit dem Zug von Dunkel beendet hat: am Zug "
        "muss l sein",
    "both pawns stand on {square} (a capture), but the game had already ended at Light's "
    "5th line":
        "beide Figuren stehen auf {square} (ein Schlagen), aber die Partie war schon mit der "
        "5. Linie von Hell zu Ende",
    "both pawns stand on {square} (a capture), but the game had already ended at Dark's "
    "5th line":
        "beide Figuren stehen auf {square} (ein Schlagen), aber die Partie war schon mit der "
        "5. Linie von Dunkel zu Ende",
    "Light's pawn stands on {square}, which carries Light's mark; a pawn never lands on its "
    "own mark":
        "die Figur von Hell steht auf {square}, das die Markierung von Hell trägt; eine "
        "Figur landet nie auf ihrer eigenen Markierung",
    "Dark's pawn stands on {square}, which carries Dark's mark; a pawn never lands on its "
    "own mark":
        "die Figur von Dunkel steht auf {square}, das die Markierung von Dunkel trägt; eine "
        "Figur landet nie auf ihrer eigenen Markierung",

    # -- the rules page -------------------------------------------------------------
    "A game for two by Marty Hale-Evans (version 1.1, 2021) on an eight-by-eight board. Two "
    "pawns leap like chess knights, and every leap leaves a trail in the mover's colour. "
    "Trails close off the board, fill rows and columns, and can trap a pawn.":
        "Ein Spiel für zwei von Marty Hale-Evans (Version 1.1, 2021) auf einem Brett mit acht "
        "mal acht Feldern. Zwei Figuren springen wie Springer im Schach, und jeder Sprung "
        "hinterlässt eine Spur in der Farbe dessen, der zieht. Die Spuren riegeln das Brett "
        "ab, füllen Reihen und Spalten und können eine Figur einsperren.",
    "Setting up": "Aufbau",
    "Light's pawn starts on a1 and Dark's on h8, in opposite corners. No square is marked "
    "yet. Dark moves first.":
        "Die Figur von Hell beginnt auf a1, die von Dunkel auf h8, in gegenüberliegenden "
        "Ecken. Noch ist kein Feld markiert. Dunkel zieht zuerst.",
    "The opening position.": "Die Anfangsstellung.",
    "Moving and marking": "Ziehen und markieren",
    "On your turn your pawn makes a knight's leap: two squares in a straight line, then one "
    "square to the side. It leaves your mark on the square it left and on the two squares "
    "of the long leg it crossed, but not on the square where it lands. A mark of the other "
    "colour turns into a double mark; your own mark stays as it is.":
        "Wenn du am Zug bist, macht deine Figur einen Springersprung: zwei Felder geradeaus, "
        "dann ein Feld zur Seite. Sie hinterlässt deine Markierung auf dem Feld, das sie "
        "verlassen hat, und auf den zwei Feldern des langen Schenkels, über die sie gezogen "
        "ist, aber nicht auf dem Feld, auf dem sie landet. Eine Markierung der anderen Farbe "
        "wird zur Doppelmarkierung; deine eigene Markierung bleibt, wie sie ist.",
    "Light to move: the outlined squares are the ones Light's two possible leaps would mark.":
        "Hell ist am Zug: Die umrandeten Felder sind die, die die zwei möglichen Sprünge von "
        "Hell markieren würden.",
    "You may never land on a square that carries your own colour (a double mark counts), "
    "nor on the other pawn. Crossing any square is allowed, even the one the other pawn "
    "stands on: that square gets marked too.":
        "Du darfst nie auf einem Feld landen, das deine eigene Farbe trägt (eine "
        "Doppelmarkierung zählt mit), und auch nicht auf der anderen Figur. Über jedes Feld "
        "hinwegziehen ist erlaubt, auch über das, auf dem die andere Figur steht: Auch dieses "
        "Feld wird markiert.",
    "Capturing": "Schlagen",
    "Instead of leaping, a pawn next to the other pawn may step onto it and win at once: "
    "Light steps straight (orthogonally), Dark steps diagonally. The landing rule still "
    "applies: you cannot capture a pawn standing on your own colour.":
        "Statt zu springen, darf eine Figur, die neben der anderen Figur steht, auf sie "
        "ziehen und sofort gewinnen: Hell zieht gerade (orthogonal), Dunkel diagonal. Die "
        "Landeregel gilt weiter: Du kannst keine Figur schlagen, die auf deiner eigenen Farbe "
        "steht.",
    "Scoring lines": "Linien werten",
    "A rank or file is complete when all eight of its squares carry a mark of any colour. "
    "Whoever completes it scores it, even if most marks are the other player's, and a coin "
    "in their colour appears at that edge of the board. One move can complete several "
    "lines; each line is scored only once.":
        "Eine Reihe oder Spalte ist vollständig, wenn alle acht Felder eine Markierung "
        "tragen, gleich welcher Farbe. Wer sie vervollständigt, wertet sie, auch wenn die "
        "meisten Markierungen vom anderen Spieler stammen, und am Rand des Bretts erscheint "
        "eine Münze in seiner Farbe. Ein Zug kann mehrere Linien vervollständigen; jede Linie "
        "wird nur einmal gewertet.",
    "Winning": "Gewinnen",
    "<li>Capture the other pawn;</li><li>or score your fifth line;</li><li>or leave your "
    "opponent with no legal move when their turn comes: a trapped player loses.</li>":
        "<li>Schlag die andere Figur;</li><li>oder werte deine fünfte Linie;</li><li>oder "
        "lass deinem Gegner keinen erlaubten Zug, wenn er an der Reihe ist: Wer gefangen ist, "
        "verliert.</li>",
    "Which squares a leap crosses: we take the long leg first (the rule says two squares, "
    "then one). With the option <em>either path</em> you choose the path as well, and a "
    "second way to the same square is written with <em>via</em>.":
        "Über welche Felder ein Sprung führt: Wir nehmen den langen Schenkel zuerst (die "
        "Regel sagt zwei Felder, dann eins). Mit der Option <em>beliebiger Weg</em> wählst "
        "du auch den Weg, und ein zweiter Weg zum selben Feld wird mit <em>via</em> "
        "geschrieben.",
    "Who starts: Dark. The corners are the same colour of square and every leap changes "
    "colour, so with Light first the pawns could never stand side by side in the right way "
    "and no capture could ever happen. <em>Light first</em> is an option.":
        "Wer beginnt: Dunkel. Die beiden Ecken sind Felder derselben Farbe, und jeder Sprung "
        "wechselt die Feldfarbe; begänne Hell, könnten die Figuren also nie passend "
        "nebeneinander stehen, und es käme nie zum Schlagen. <em>Hell beginnt</em> ist eine "
        "Option.",
    "Marking the square the other pawn stands on is compulsory by default; an option lets "
    "you choose to leave it unmarked.":
        "Das Feld, auf dem die andere Figur steht, wird normalerweise immer markiert; mit "
        "einer Option kannst du es unmarkiert lassen.",
    "A capture onto your own colour is not allowed by default (the landing rule has no "
    "exception); an option allows it.":
        "Schlagen auf die eigene Farbe ist normalerweise nicht erlaubt (die Landeregel kennt "
        "keine Ausnahme); eine Option erlaubt es.",
    "If both pawns are stuck, the player to move loses; an option makes that a draw.":
        "Sind beide Figuren gefangen, verliert, wer am Zug ist; mit einer Option ist das "
        "remis.",
    "Scoring a line is automatic.": "Eine Linie wird automatisch gewertet.",

    # -- the lesson (lesson.txt) and the puzzles (puzzles.txt) -------------------
    "Tracers in six steps": "Tracers in sechs Schritten",
    "The first leap": "Der erste Sprung",
    "Light's pawn starts on a1 and Dark's on h8. Dark moves first. A pawn leaps like a "
    "chess knight: two squares in a straight line, then one to the side. // Dark's pawn can "
    "reach only g6 and f7 from its corner.":
        "Die Figur von Hell beginnt auf a1, die von Dunkel auf h8. Dunkel zieht zuerst. Eine "
        "Figur springt wie ein Springer im Schach: zwei Felder geradeaus, dann eins zur "
        "Seite. // Die Figur von Dunkel erreicht aus ihrer Ecke nur g6 und f7.",
    "Leaving a trail": "Eine Spur hinterlassen",
    "Every leap marks, in the mover's colour, the square the pawn left and the two squares "
    "of the long leg it crossed. The square it lands on stays as it was. // Leap Light's "
    "pawn from a1 to b3 and watch a1, a2 and a3 take Light's colour.":
        "Jeder Sprung markiert in der Farbe dessen, der zieht, das Feld, das die Figur "
        "verlassen hat, und die zwei Felder des langen Schenkels, über die sie gezogen ist. "
        "Das Feld, auf dem sie landet, bleibt, wie es war. // Lass die Figur von Hell von a1 "
        "nach b3 springen und sieh zu, wie a1, a2 und a3 die Farbe von Hell annehmen.",
    "This step asks for the leap from a1 to b3.":
        "In diesem Schritt ist der Sprung von a1 nach b3 gefragt.",
    "Never on your own colour": "Nie auf die eigene Farbe",
    "You may not land on a square that carries your own colour, nor on the other pawn. "
    "Crossing one is always allowed. // Light's colour is on c6, d5 and f5: the leaps to c6 "
    "and f5 are refused, while d4-e6 crosses d5 and is fine. Make any leap that is allowed.":
        "Du darfst nicht auf einem Feld landen, das deine eigene Farbe trägt, und auch nicht "
        "auf der anderen Figur. Darüber hinwegziehen ist immer erlaubt. // Die Farbe von "
        "Hell liegt auf c6, d5 und f5: Die Sprünge nach c6 und f5 werden abgelehnt, d4-e6 "
        "führt über d5 und ist in Ordnung. Mach einen beliebigen erlaubten Sprung.",
    "Capture to win": "Schlagen gewinnt",
    "A pawn next to the other pawn may step onto it instead of leaping, and wins at once. "
    "Light steps straight (up, down or to the side); Dark steps diagonally.":
        "Eine Figur, die neben der anderen Figur steht, darf statt zu springen auf sie ziehen "
        "und gewinnt sofort. Hell zieht gerade (hinauf, hinunter oder zur Seite); Dunkel "
        "zieht diagonal.",
    "Score a line": "Eine Linie werten",
    "A rank or file whose eight squares all carry a mark is complete, and whoever completes "
    "it scores it, whoever made the other marks. Score five lines and you win. // Rank 3 "
    "lacks one mark.":
        "Eine Reihe oder Spalte, deren acht Felder alle eine Markierung tragen, ist "
        "vollständig, und wer sie vervollständigt, wertet sie, egal von wem die übrigen "
        "Markierungen stammen. Wer fünf Linien wertet, gewinnt. // Reihe 3 fehlt eine "
        "Markierung.",
    "Look for a leap whose trail crosses f3.": "Such einen Sprung, dessen Spur über f3 führt.",
    "Trap the other pawn": "Fang die andere Figur",
    "A player who has no legal move when their turn comes loses. Dark's pawn in the corner "
    "can only go to f7, which is its own colour, or g6.":
        "Wer an der Reihe ist und keinen erlaubten Zug hat, verliert. Die Figur von Dunkel "
        "in der Ecke kann nur nach f7, das ihre eigene Farbe trägt, oder nach g6.",
    "Stand on the one square Dark could still reach.":
        "Stell dich auf das einzige Feld, das Dunkel noch erreichen könnte.",
    'Win a game': 'Eine Partie gewinnen',
    "Light has two lines and Dark none, but Dark's pawn is loose. Play the game out as Light "
    "against the computer: a capture, a trap or a fifth line all win.":
        "Hell hat zwei Linien und Dunkel keine, aber die Figur von Dunkel ist frei. Spiel die "
        "Partie als Hell gegen den Computer zu Ende: Schlagen, Fangen oder eine fünfte Linie "
        "gewinnt.",
    "Tracers puzzles": "Tracers: Aufgaben",
    # -- moves in words (issue 44)
    '{who} takes the pawn on {target} from {origin}':
        '{who} schlägt von {origin} aus den Bauern auf {target}',
    '{lines} and {last}':
        '{lines} und {last}',
    '{move}; {who} completes {lines}: {score}':
        '{move}; {who} vervollständigt {lines}: {score}',
}
