"""Quet: German words (docs/languages.md)."""

MESSAGES = {
    # seats, steps, ordinals
    "Blue": "Blau",
    "Orange": "Orange",
    "Player 1": "Spieler 1",
    "Player 2": "Spieler 2",
    "1 square, straight": "1 Feld gerade",
    "2 squares, straight": "2 Felder gerade",
    "1 square, diagonal": "1 Feld diagonal",
    "1st": "1.",
    "{n}st": "{n}.",
    "{n}nd": "{n}.",
    "{n}rd": "{n}.",
    "{n}th": "{n}.",
    # options
    "Board size": "Brettgröße",
    "a whole number from 4 to 12": "eine ganze Zahl von 4 bis 12",
    "6 x 6 (as in the sample game)": "6 x 6 (wie in der Beispielpartie)",
    "The square a move marks": "Welches Feld ein Zug markiert",
    "The square arrived at": "Das Feld, auf dem die Figur ankommt",
    "The square left": "Das Feld, das die Figur verlässt",
    "Points that end a round": "Punkte, die eine Runde beenden",
    "a whole number, 1 or more": "eine ganze Zahl, mindestens 1",
    "3 points": "3 Punkte",
    "5 points": "5 Punkte",
    "7 points": "7 Punkte",
    "10 points": "10 Punkte",
    "Move limit of a round": "Zuglimit einer Runde",
    "none (2·n² moves, n² each) or a whole number, 1 or more":
        "keines (2·n² Züge, n² pro Person) oder eine ganze Zahl, mindestens 1",
    "2·n² moves (n² each)": "2·n² Züge (n² pro Person)",
    "50 moves": "50 Züge",
    "100 moves": "100 Züge",
    "200 moves": "200 Züge",
    "Rounds (each player is Player 1 in half of them)":
        "Runden (jede Person ist in der Hälfte davon Spieler 1)",
    "an even whole number, 2 or more": "eine gerade ganze Zahl, mindestens 2",
    "2 rounds": "2 Runden",
    "4 rounds": "4 Runden",
    "6 rounds": "6 Runden",
    "8 rounds": "8 Runden",
    # position text
    ("Quet position text has five parts separated by spaces: marks, pawns, moves made, "
     "points by round, side to move, like '{example}'; got {n} part",
     "Quet position text has five parts separated by spaces: marks, pawns, moves made, "
     "points by round, side to move, like '{example}'; got {n} parts"):
        ("Ein Quet-Stellungstext hat fünf durch Leerzeichen getrennte Teile: Markierungen, "
         "Figuren, gemachte Züge, Punkte je Runde, wer am Zug ist, etwa '{example}'; "
         "gefunden: {n} Teil",
         "Ein Quet-Stellungstext hat fünf durch Leerzeichen getrennte Teile: Markierungen, "
         "Figuren, gemachte Züge, Punkte je Runde, wer am Zug ist, etwa '{example}'; "
         "gefunden: {n} Teile"),
    "the pawns are Blue's square then Orange's, like a1,f6; got '{text}'":
        "die Figuren sind das Feld von Blau, dann das von Orange, etwa a1,f6; gefunden: "
        "'{text}'",
    "pawns: {reason}": "Figuren: {reason}",
    "the moves made this round are Blue's count then Orange's, like 3,2; got '{text}'":
        "die Züge dieser Runde sind die Anzahl von Blau, dann die von Orange, etwa 3,2; "
        "gefunden: '{text}'",
    "the points name {count} rounds; this game has {rounds} (option rounds)":
        "die Punkte nennen {count} Runden; diese Partie hat {rounds} (Option rounds)",
    "the points of round {i} are Blue's then Orange's, like 2,-1, followed for a finished "
    "round by how it ended (t: target reached, f: board full, c: move limit); got '{text}'":
        "die Punkte von Runde {i} sind die von Blau, dann die von Orange, etwa 2,-1, bei "
        "einer beendeten Runde gefolgt davon, wie sie endete (t: Ziel erreicht, f: Brett "
        "voll, c: Zuglimit); gefunden: '{text}'",
    "round {i} is not the last round listed, so it is finished: add how it ended (t, f or "
    "c) after its points":
        "Runde {i} ist nicht die letzte aufgeführte Runde, also ist sie beendet: gib nach "
        "ihren Punkten an, wie sie endete (t, f oder c)",
    "round {rnd} is finished and the game has {rounds} rounds, so round {next} should have "
    "begun: add its points, like ;0,0":
        "Runde {rnd} ist beendet und die Partie hat {rounds} Runden, also müsste Runde "
        "{next} begonnen haben: füge ihre Punkte an, etwa ;0,0",
    "{p1} is Player 1 in round {rnd} and moves first, so has made as many moves as {p2} or "
    "one more; got {a},{b}":
        "{p1} ist in Runde {rnd} Spieler 1 und zieht zuerst, hat also genauso viele Züge "
        "gemacht wie {p2} oder einen mehr; gefunden: {a},{b}",
    "all {rnd} rounds are finished, so the game is over and the side to move is '-', not "
    "'{side}'":
        "alle {rnd} Runden sind beendet, die Partie ist also vorbei und am Zug ist '-', "
        "nicht '{side}'",
    "round {rnd} ended at the target, so its last mover, {seat}, reached {target}":
        "Runde {rnd} endete mit dem Erreichen des Ziels, also hat {seat}, wer zuletzt zog, "
        "{target} erreicht",
    "round {rnd} ended with every square carrying both colours, but the marks do not show "
    "that":
        "Runde {rnd} endete damit, dass jedes Feld beide Farben trägt, aber die "
        "Markierungen zeigen das nicht",
    "round {rnd} ended at its move limit of {cap}, but {plies} moves were made":
        "Runde {rnd} endete an ihrem Zuglimit von {cap}, aber es wurden {plies} Züge "
        "gemacht",
    "round {rnd} is not finished, so the side to move is b (Blue) or o (Orange); got "
    "'{side}'":
        "Runde {rnd} ist nicht beendet, also ist b (Blau) oder o (Orange) am Zug; "
        "gefunden: '{side}'",
    "with {a},{b} moves made in round {rnd}, it is {seat}'s turn, not {other}'s":
        "bei {a},{b} gemachten Zügen in Runde {rnd} ist {seat} am Zug, nicht {other}",
    "{seat} has {points} points in round {rnd}; reaching the target of {target} ends the "
    "round":
        "{seat} hat {points} Punkte in Runde {rnd}; wer das Ziel von {target} erreicht, "
        "beendet die Runde",
    "every square carries both colours, which ends the round":
        "jedes Feld trägt beide Farben, und das beendet die Runde",
    "{plies} moves made in round {rnd}: its move limit of {cap} ends the round":
        "{plies} Züge in Runde {rnd} gemacht: ihr Zuglimit von {cap} beendet die Runde",
    "round {i} ended at the target ({end}), so exactly one player has {target} points in "
    "it; got {a},{b}":
        "Runde {i} endete mit dem Erreichen des Ziels ({end}), also hat darin genau eine "
        "Person {target} Punkte; gefunden: {a},{b}",
    "round {i}: {seat} has {points} points, which ends a round at the target (t), not "
    "'{end}'":
        "Runde {i}: {seat} hat {points} Punkte, und das beendet eine Runde am Ziel (t), "
        "nicht '{end}'",
    # round ends and results
    ("{seat} reached {n} point", "{seat} reached {n} points"):
        ("{seat} hat {n} Punkt erreicht", "{seat} hat {n} Punkte erreicht"),
    "every square carries both colours": "jedes Feld trägt beide Farben",
    "the round's move limit of {cap} was reached":
        "das Zuglimit der Runde von {cap} wurde erreicht",
    ("Draw: {a} to {b} over {n} round", "Draw: {a} to {b} over {n} rounds"):
        ("Unentschieden: {a} zu {b} in {n} Runde", "Unentschieden: {a} zu {b} in {n} Runden"),
    ("{seat} wins {hi} to {lo} over {n} round", "{seat} wins {hi} to {lo} over {n} rounds"):
        ("{seat} gewinnt {hi} zu {lo} in {n} Runde", "{seat} gewinnt {hi} zu {lo} in {n} Runden"),
    # refused moves
    "there is no passing in Quet: a move is compulsory":
        "in Quet wird nicht gepasst: du musst ziehen",
    "a move is written from-to, like a1-b1": "ein Zug wird als von-nach geschrieben, etwa a1-b1",
    "{square} is off the board (the board is {n}x{n})":
        "{square} liegt nicht auf dem Brett (das Brett hat {n}x{n} Felder)",
    "the pawn on {square} is {other}'s; it is {seat}'s turn":
        "die Figur auf {square} gehört {other}; {seat} ist am Zug",
    "{seat}'s pawn is on {square}, not {given}":
        "die Figur von {seat} steht auf {square}, nicht auf {given}",
    "a pawn must move; it cannot stay on {square}":
        "eine Figur muss ziehen; sie kann nicht auf {square} bleiben",
    "it is {seat}'s {ordinal} move this round": "es ist der {ordinal} Zug von {seat} in dieser Runde",
    "{seat} is Player 1 this round and moves only straight (up, down, left or right), never "
    "diagonally":
        "{seat} ist in dieser Runde Spieler 1 und zieht nur gerade (nach oben, unten, links "
        "oder rechts), nie diagonal",
    "this move must be 2 squares in a straight line: {which}, and Player 1 moves 2 squares "
    "on even-numbered moves":
        "dieser Zug muss 2 Felder gerade weit gehen: {which}, und Spieler 1 zieht bei Zügen "
        "mit gerader Nummer 2 Felder",
    "this move must be 1 square in a straight line: {which}, and Player 1 moves 2 squares "
    "only on even-numbered moves":
        "dieser Zug muss 1 Feld gerade weit gehen: {which}, und Spieler 1 zieht nur bei "
        "Zügen mit gerader Nummer 2 Felder",
    "{seat} is Player 2 this round and moves 1 square at a time":
        "{seat} ist in dieser Runde Spieler 2 und zieht immer 1 Feld weit",
    "{seat} moves diagonally on this move: {which}, and Player 2 moves diagonally on "
    "even-numbered moves":
        "{seat} zieht bei diesem Zug diagonal: {which}, und Spieler 2 zieht bei Zügen mit "
        "gerader Nummer diagonal",
    "{seat} moves straight (up, down, left or right) on this move: {which}, and Player 2 "
    "moves diagonally only on even-numbered moves":
        "{seat} zieht bei diesem Zug gerade (nach oben, unten, links oder rechts): {which}, "
        "und Spieler 2 zieht nur bei Zügen mit gerader Nummer diagonal",
    # the board and the panel
    "Quet board, {n} by {n}": "Quet-Brett, {n} mal {n}",
    "Round {number} is over: {reason}. {blue} {blue_points}, {orange} {orange_points}. "
    "Round {round} begins.":
        "Runde {number} ist vorbei: {reason}. {blue} {blue_points}, {orange} "
        "{orange_points}. Runde {round} beginnt.",
    "Round {number} is over: {reason}. {blue} {blue_points}, {orange} {orange_points}.":
        "Runde {number} ist vorbei: {reason}. {blue} {blue_points}, {orange} "
        "{orange_points}.",
    "{seat} ({role})": "{seat} ({role})",
    "{seat} ({role}): next, {step}": "{seat} ({role}): als Nächstes {step}",
    ("Round {round} of {rounds} · first to {n} points",
     "Round {round} of {rounds} · first to {n} points"):
        ("Runde {round} von {rounds} · wer zuerst {n} Punkt hat",
         "Runde {round} von {rounds} · wer zuerst {n} Punkte hat"),
    "Round": "Runde",
    "Total": "Summe",
    "{round} (now)": "{round} (jetzt)",
    "from a square to a square: your pawn's move": "von einem Feld zu einem Feld: der Zug deiner Figur",
    # the set-up editor
    "the marks": "die Markierungen",
    "Marks": "Markierungen",
    "Blue's mark": "Markierung von Blau",
    "Orange's mark": "Markierung von Orange",
    "Both marks": "Beide Markierungen",
    "No mark": "Keine Markierung",
    "Blue's pawn": "Figur von Blau",
    "Orange's pawn": "Figur von Orange",
    "To move": "Am Zug",
    # the rules page
    "A pencil-and-paper game for two, posted by Leroy Quet on his blog on 21 September 2008 "
    "without a name; we call it Quet. Each player has a pawn and a colour. Pawns leave their "
    "colour on the squares they visit, and you score by landing where only your opponent has "
    "been.":
        "Ein Spiel mit Papier und Bleistift für zwei, das Leroy Quet am 21. September 2008 "
        "ohne Namen in seinem Blog veröffentlicht hat; wir nennen es Quet. Jede Person hat "
        "eine Figur und eine Farbe. Die Figuren hinterlassen ihre Farbe auf den Feldern, die "
        "sie besuchen, und du punktest, wenn du dort landest, wo bisher nur dein Gegenüber "
        "war.",
    "Setting up": "Aufbau",
    "Play on a square grid: six by six unless you choose another size. Player 1 starts in "
    "the bottom-left corner and Player 2 in the top-right one; each corner already carries "
    "its owner's colour. Player 1 moves first.":
        "Gespielt wird auf einem quadratischen Brett: sechs mal sechs Felder, wenn du keine "
        "andere Größe wählst. Spieler 1 beginnt in der Ecke unten links und Spieler 2 in der "
        "Ecke oben rechts; jede Ecke trägt schon die Farbe ihres Besitzers. Spieler 1 zieht "
        "zuerst.",
    "The opening on a 6 by 6 grid: Blue is Player 1 this round.":
        "Die Anfangsstellung auf einem Brett mit 6 mal 6 Feldern: Blau ist in dieser Runde "
        "Spieler 1.",
    "How the pawns move": "Wie die Figuren ziehen",
    "The two players move differently, and each alternates between two kinds of step, "
    "counting their own moves from one:":
        "Die beiden ziehen unterschiedlich, und jede Seite wechselt zwischen zwei Arten von "
        "Schritten ab; dabei zählt jede ihre eigenen Züge ab eins:",
    "Player 1 always moves straight (up, down, left or right): one square on his first, "
    "third, fifth… move, and exactly two squares on his second, fourth… move, jumping over "
    "the square between.":
        "Spieler 1 zieht immer gerade (nach oben, unten, links oder rechts): ein Feld beim "
        "ersten, dritten, fünften … Zug und genau zwei Felder beim zweiten, vierten … Zug, "
        "wobei er das Feld dazwischen überspringt.",
    "Player 2 always moves one square: straight on her first, third… move, and diagonally "
    "on her second, fourth… move.":
        "Spieler 2 zieht immer ein Feld: gerade beim ersten, dritten … Zug und diagonal beim "
        "zweiten, vierten … Zug.",
    "You must move; a pawn never leaves the grid. Pawns may enter any square, even one "
    "already visited, and may even share a square.":
        "Du musst ziehen; eine Figur verlässt nie das Brett. Figuren dürfen jedes Feld "
        "betreten, auch ein schon besuchtes, und dürfen sogar auf demselben Feld stehen.",
    "Blue's second move is a two-square jump: from b1 to b3 or d1. The numbers show what "
    "each would score.":
        "Der zweite Zug von Blau ist ein Sprung über zwei Felder: von b1 nach b3 oder d1. "
        "Die Zahlen zeigen, was jeder Zug einbringen würde.",
    "Marks and points": "Markierungen und Punkte",
    "When your pawn arrives on a square, look at its marks before adding yours:":
        "Wenn deine Figur auf einem Feld ankommt, sieh dir seine Markierungen an, bevor du "
        "deine hinzufügst:",
    "only your opponent's colour: you gain a point;":
        "nur die Farbe deines Gegenübers: du bekommst einen Punkt;",
    "your own colour (alone or with the other): you lose a point;":
        "deine eigene Farbe (allein oder mit der anderen): du verlierst einen Punkt;",
    "no mark: nothing.": "keine Markierung: nichts.",
    "Then the square takes your colour, if it does not have it yet. A square can carry both "
    "colours. Scores can go below zero. While you choose a move, each destination shows what "
    "it would score.":
        "Dann nimmt das Feld deine Farbe an, falls es sie noch nicht hat. Ein Feld kann beide "
        "Farben tragen. Der Punktestand kann unter null fallen. Während du einen Zug wählst, "
        "zeigt jedes Ziel, was es einbringen würde.",
    "Rounds and winning": "Runden und Sieg",
    "A round ends as soon as a player's points reach the target (5 unless you choose "
    "another). The players then swap roles on a fresh grid, so each is Player 1 in half of "
    "the rounds. After the last round the points of all rounds are added up, and the higher "
    "total wins.":
        "Eine Runde endet, sobald die Punkte einer Person das Ziel erreichen (5, wenn du kein "
        "anderes wählst). Dann tauschen beide auf einem frischen Brett die Rollen, sodass "
        "jede in der Hälfte der Runden Spieler 1 ist. Nach der letzten Runde werden die "
        "Punkte aller Runden zusammengezählt, und die höhere Summe gewinnt.",
    "Which square is marked: the text can be read as the square left or the square reached. "
    "The sample game in the post only works out with the square reached (and the corners "
    "marked at the start), so that is the default; <em>Mark on departure</em> is an option.":
        "Welches Feld markiert wird: Der Text lässt sich als das verlassene oder als das "
        "erreichte Feld lesen. Die Beispielpartie im Beitrag geht nur mit dem erreichten "
        "Feld auf (und mit zu Beginn markierten Ecken), daher ist das die Voreinstellung; "
        "das verlassene Feld zu markieren (<em>Das Feld, das die Figur verlässt</em>) ist eine "
        "Option.",
    "The target is not given in the post; we use 5 points. You can change it.":
        "Das Ziel steht nicht im Beitrag; wir spielen mit 5 Punkten. Du kannst es ändern.",
    "A round that never reaches the target ends when every square carries both colours (no "
    "more points can be won), or after a move limit: by default 2·n² moves in all, n² each. "
    "The points stand as they are.":
        "Eine Runde, in der niemand das Ziel erreicht, endet, wenn jedes Feld beide Farben "
        "trägt (dann ist kein Punkt mehr zu holen), oder nach einem Zuglimit: "
        "voreingestellt sind 2·n² Züge insgesamt, n² pro Person. Die Punkte bleiben, wie "
        "sie sind.",
    "The number of rounds must be even; we play 2 by default. Equal totals are a draw.":
        "Die Zahl der Runden muss gerade sein; voreingestellt sind 2. Bei gleicher Summe "
        "ist es unentschieden.",
    "Pawns may share a square, and Player 1's jump may pass over the other pawn.":
        "Figuren dürfen auf demselben Feld stehen, und der Sprung von Spieler 1 darf über "
        "die andere Figur hinweggehen.",
    # the lesson
    "Quet in five steps": "Quet in fünf Schritten",
    "Player 1 moves first": "Spieler 1 zieht zuerst",
    "Blue and Orange each have a pawn, and both starting corners are marked. In round 1 "
    "Blue is Player 1: Blue starts on a1 and moves first. Your first move is one square, "
    "straight: up or to the right.":
        "Blau und Orange haben je eine Figur, und beide Startecken sind markiert. In Runde 1 "
        "ist Blau Spieler 1: Blau beginnt auf a1 und zieht zuerst. Dein erster Zug geht ein "
        "Feld gerade: nach oben oder nach rechts.",
    "Steps that change": "Wechselnde Schritte",
    "Each player counts their own moves. Player 1's odd moves are one square straight and "
    "the even ones exactly two squares straight (the square between is skipped). Player 2 "
    "alternates one square straight and one square diagonally. // This is Blue's second "
    "move: two squares.":
        "Jede Seite zählt ihre eigenen Züge. Die ungeraden Züge von Spieler 1 gehen ein Feld "
        "gerade, die geraden genau zwei Felder gerade (das Feld dazwischen wird "
        "übersprungen). Spieler 2 zieht abwechselnd ein Feld gerade und ein Feld diagonal. "
        "// Das ist der zweite Zug von Blau: zwei Felder.",
    "Two squares in a straight line this time.": "Diesmal zwei Felder in gerader Linie.",
    "The square you move to takes your colour. A square that carried only the other colour "
    "gives you a point; an empty one nothing; one already in your colour costs you a point. "
    "// Blue's third move is one square straight: find the one worth a point.":
        "Das Feld, auf das du ziehst, nimmt deine Farbe an. Ein Feld, das nur die andere "
        "Farbe trug, bringt dir einen Punkt; ein leeres nichts; eines, das schon deine Farbe "
        "hat, kostet dich einen Punkt. // Der dritte Zug von Blau geht ein Feld gerade: "
        "finde das Feld, das einen Punkt bringt.",
    "Move onto the square that carries only Orange's colour.":
        "Zieh auf das Feld, das nur die Farbe von Orange trägt.",
    "Reach the target": "Das Ziel erreichen",
    "A round ends as soon as the player who just moved reaches the target, 5 points. There "
    "are two rounds, the players swap roles for the second, and the higher total wins. // "
    "Orange (Player 2) has 4 points and moves diagonally this time.":
        "Eine Runde endet, sobald die Seite, die gerade gezogen hat, das Ziel von 5 Punkten "
        "erreicht. Es gibt zwei Runden, für die zweite werden die Rollen getauscht, und die "
        "höhere Summe gewinnt. // Orange (Spieler 2) hat 4 Punkte und zieht diesmal "
        "diagonal.",
    "A diagonal step onto a square that carries only Blue's colour.":
        "Ein diagonaler Schritt auf ein Feld, das nur die Farbe von Blau trägt.",
    "Win a game": "Eine Partie gewinnen",
    "Round 2: Orange won round 1 by 5 to -1 and now leads 3 to 1 again. Play Orange against "
    "the computer and finish the game.":
        "Runde 2: Orange hat Runde 1 mit 5 zu -1 gewonnen und führt jetzt wieder 3 zu 1. "
        "Spiel Orange gegen den Computer und bring die Partie zu Ende.",
    "Quet puzzles": "Quet-Rätsel",
    # -- moves in words (issue 44)
    '{move} and scores a point: {blue} {blue_points}, {orange} {orange_points}':
        '{move} und gewinnt einen Punkt: {blue} {blue_points}, {orange} {orange_points}',
    '{move} and loses a point: {blue} {blue_points}, {orange} {orange_points}':
        '{move} und verliert einen Punkt: {blue} {blue_points}, {orange} {orange_points}',
}
