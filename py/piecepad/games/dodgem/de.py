"""Piecepack Dodg'em: German words (docs/languages.md)."""

MESSAGES = {
    # -- seats, options, set-up editor ------------------------------------------
    "Red": "Rot",
    "Green": "Grün",
    "Red coin": "Rote Münze",
    "Green coin": "Grüne Münze",
    "Empty square": "Leeres Feld",
    "To move": "Am Zug",
    "Direction of travel": "Zugrichtung",
    "Head-on (east / west)": "Gegeneinander (Ost / West)",
    "Vertical (north / south)": "Senkrecht (Nord / Süd)",
    "Draws": "Remis",
    "repetition3, none, ply_cap:N (N a positive whole number)":
        "repetition3, none, ply_cap:N (N eine positive ganze Zahl)",
    "Third repetition is a draw": "Dritte Wiederholung ist remis",
    "Never a draw": "Nie remis",
    "Draw after 100 moves": "Remis nach 100 Zügen",
    "Draw after 200 moves": "Remis nach 200 Zügen",
    "Classic Dodgem ending (a player who cannot move wins)":
        "Klassisches Dodgem-Ende (wer nicht ziehen kann, gewinnt)",
    "Off (Schoessow's rules)": "Aus (Schoessows Regeln)",
    "On (classic Dodgem)": "An (klassisches Dodgem)",

    # -- the board and the panel ------------------------------------------------
    "Dodg'em board, Red plays from the left": "Dodg'em-Brett, Rot spielt von links",
    "Dodg'em board, Red plays from the right": "Dodg'em-Brett, Rot spielt von rechts",
    "Dodg'em board, Red plays from the bottom": "Dodg'em-Brett, Rot spielt von unten",
    "Dodg'em board, Red plays from the top": "Dodg'em-Brett, Rot spielt von oben",
    "Red's borne-off coins: {n} of {total}":
        "Vom Brett gezogene Münzen von Rot: {n} von {total}",
    "Green's borne-off coins: {n} of {total}":
        "Vom Brett gezogene Münzen von Grün: {n} von {total}",
    "Bear off. {tray}": "Vom Brett ziehen. {tray}",
    "Bear off": "Vom Brett ziehen",
    "{seat} {n}/{total} off": "{seat} {n}/{total} draußen",
    "a coin steps from a1 to b1": "eine Münze zieht von a1 nach b1",
    "a coin on the far edge leaves the board":
        "eine Münze am gegenüberliegenden Rand verlässt das Brett",
    "only when none of your coins can move": "nur, wenn keine deiner Münzen ziehen kann",

    # -- the end of a game --------------------------------------------------------
    "Red wins, with all 5 coins borne off": "Rot gewinnt, alle 5 Münzen sind vom Brett",
    "Green wins, with all 5 coins borne off": "Grün gewinnt, alle 5 Münzen sind vom Brett",
    "Draw: the same position came up a third time":
        "Remis: Dieselbe Stellung ist zum dritten Mal entstanden",
    "Red wins: has no coins left, and under the classic rule a player who cannot move wins":
        "Rot gewinnt: Rot hat keine Münzen mehr, und nach der klassischen Regel gewinnt, "
        "wer nicht ziehen kann",
    "Red wins: is blocked, and under the classic rule a player who cannot move wins":
        "Rot gewinnt: Rot ist blockiert, und nach der klassischen Regel gewinnt, wer nicht "
        "ziehen kann",
    "Green wins: has no coins left, and under the classic rule a player who cannot move wins":
        "Grün gewinnt: Grün hat keine Münzen mehr, und nach der klassischen Regel gewinnt, "
        "wer nicht ziehen kann",
    "Green wins: is blocked, and under the classic rule a player who cannot move wins":
        "Grün gewinnt: Grün ist blockiert, und nach der klassischen Regel gewinnt, wer nicht "
        "ziehen kann",

    # -- refused moves and positions ----------------------------------------------
    "you may pass only when none of your coins can move":
        "du darfst nur passen, wenn keine deiner Münzen ziehen kann",
    "a move is written like a1-b1, f3-off, or pass":
        "ein Zug wird wie a1-b1, f3-off oder pass geschrieben",
    "the coin on {square} is Green's; it is Red's turn":
        "die Münze auf {square} gehört Grün; Rot ist am Zug",
    "the coin on {square} is Red's; it is Green's turn":
        "die Münze auf {square} gehört Rot; Grün ist am Zug",
    "there is no Red coin on {square}": "auf {square} steht keine rote Münze",
    "there is no Green coin on {square}": "auf {square} steht keine grüne Münze",
    "Red is blocked and must pass": "Rot ist blockiert und muss passen",
    "Green is blocked and must pass": "Grün ist blockiert und muss passen",
    "a coin bears off only from the far file, file f":
        "eine Münze verlässt das Brett nur von der gegenüberliegenden Linie aus, der f-Linie",
    "a coin bears off only from the far file, file a":
        "eine Münze verlässt das Brett nur von der gegenüberliegenden Linie aus, der a-Linie",
    "a coin bears off only from the far rank, rank 6":
        "eine Münze verlässt das Brett nur von der gegenüberliegenden Reihe aus, der 6. Reihe",
    "a coin bears off only from the far rank, rank 1":
        "eine Münze verlässt das Brett nur von der gegenüberliegenden Reihe aus, der 1. Reihe",
    "coins never move diagonally": "Münzen ziehen nie diagonal",
    "a coin moves one square at a time": "eine Münze zieht immer nur ein Feld weit",
    "{square} is occupied": "{square} ist besetzt",
    "coins never move backward": "Münzen ziehen nie rückwärts",
    "position text is the board then r or g for the player to move, like "
    "'5G/R4G/R4G/R4G/R4G/R5 r'; got '{text}'":
        "der Stellungstext ist das Brett, dann r oder g für den Spieler am Zug, etwa "
        "'5G/R4G/R4G/R4G/R4G/R5 r'; erhalten: '{text}'",
    "the board needs {ranks} ranks separated by '/', got {n}":
        "das Brett braucht {ranks} durch '/' getrennte Reihen, erhalten: {n}",
    "rank {rank}: '{ch}' is not R, G or a digit, or the rank is too long":
        "Reihe {rank}: '{ch}' ist weder R, G noch eine Ziffer, oder die Reihe ist zu lang",
    "rank {rank} covers {n} squares, not {width}":
        "Reihe {rank} umfasst {n} Felder statt {width}",
    "Red has {n} coins on the board; there are only {total}":
        "Rot hat {n} Münzen auf dem Brett; es gibt aber nur {total}",
    "Green has {n} coins on the board; there are only {total}":
        "Grün hat {n} Münzen auf dem Brett; es gibt aber nur {total}",
    "both players have borne off every coin; only one can":
        "beide Spieler haben alle Münzen vom Brett gezogen; das kann nur einer",
    "a1-b1 (a step) or *f3 (bearing off)": "a1-b1 (ein Schritt) oder *f3 (vom Brett ziehen)",
    "this PPN sets up Dodgem in the {variant} layout (coins on the left and bottom edges); "
    "Piecepad plays Schoessow's layout (Variant: schoessow)":
        "diese PPN stellt Dodgem in der Aufstellung {variant} auf (Münzen am linken und "
        "unteren Rand); Piecepad spielt Schoessows Aufstellung (Variant: schoessow)",
    "Piecepad plays Dodg'em on a 6 by 6 board, not NRows {nrows}":
        "Piecepad spielt Dodg'em auf einem 6×6-Brett, nicht mit NRows {nrows}",

    # -- the rules page -------------------------------------------------------------
    "A race for two on a six-by-six board, adapted for the piecepack by Michael Schoessow "
    "in 2004 from the old game of Dodgem. Each player tries to get all five of their coins "
    "across the board and off the far side first.":
        "Ein Wettrennen für zwei auf einem Brett mit sechs mal sechs Feldern, 2004 von "
        "Michael Schoessow aus dem alten Spiel Dodgem für das Piecepack bearbeitet. Wer "
        "zuerst alle fünf eigenen Münzen über das Brett und auf der anderen Seite hinaus "
        "bringt, gewinnt.",
    "Setting up": "Aufbau",
    "Red {red} starts with coins on a1 to a5, down the left edge. Green {green} starts with "
    "coins on f2 to f6, down the right edge. The corners a6 and f1 stay empty. Red moves "
    "first.":
        "Rot {red} beginnt mit Münzen auf a1 bis a5, entlang des linken Rands. Grün {green} "
        "beginnt mit Münzen auf f2 bis f6, entlang des rechten Rands. Die Ecken a6 und f1 "
        "bleiben leer. Rot zieht zuerst.",
    "The opening position": "Die Anfangsstellung",
    "Moving": "Ziehen",
    "On your turn, move one of your coins one square, either straight ahead or to the side, "
    "onto an empty square. Red's coins head right, towards Green's side; Green's head left. "
    "A coin never moves backwards or diagonally, never jumps, and never captures.":
        "Wenn du am Zug bist, ziehst du eine deiner Münzen ein Feld weit, geradeaus oder "
        "zur Seite, auf ein leeres Feld. Die Münzen von Rot ziehen nach rechts, auf die "
        "Seite von Grün zu; die von Grün ziehen nach links. Eine Münze zieht nie rückwärts "
        "oder diagonal, springt nie und schlägt nie.",
    "The Red coin on c4 may go to d4, c5 or c3.":
        "Die rote Münze auf c4 darf nach d4, c5 oder c3 ziehen.",
    "Leaving the board": "Das Brett verlassen",
    "A coin that has reached the far edge (the f file for Red, the a file for Green) may "
    "step off the board as its next move, from any square of that edge. It does not have "
    "to: it may also slide along the edge. A coin that has left is out of the game.":
        "Eine Münze, die den gegenüberliegenden Rand erreicht hat (die f-Linie für Rot, die "
        "a-Linie für Grün), darf mit ihrem nächsten Zug das Brett verlassen, von jedem Feld "
        "dieses Rands aus. Sie muss es nicht: Sie darf auch am Rand entlangziehen. Eine "
        "Münze, die das Brett verlassen hat, ist aus dem Spiel.",
    "The Red coin on f4 may leave the board, or go to f5 or f3.":
        "Die rote Münze auf f4 darf das Brett verlassen oder nach f5 oder f3 ziehen.",
    "Blocked": "Blockiert",
    "You must move if you can. If none of your coins can move, you pass and your opponent "
    "plays again. (Both players can never be blocked at once.)":
        "Du musst ziehen, wenn du kannst. Kann keine deiner Münzen ziehen, passt du, und "
        "dein Gegner ist noch einmal am Zug. (Beide Spieler können nie zugleich blockiert "
        "sein.)",
    "Winning": "Gewinnen",
    "The first player to take all five coins off the board wins at once.":
        "Wer als Erster alle fünf Münzen vom Brett gebracht hat, gewinnt sofort.",
    "Direction: by default the coins travel head-on across the board (Red right, Green "
    "left). The rules text can also be read as Red travelling up and Green down; choose "
    "<em>Vertical</em> in the new-game options to play it that way.":
        "Richtung: Normalerweise ziehen die Münzen gegeneinander über das Brett (Rot nach "
        "rechts, Grün nach links). Der Regeltext lässt sich auch so lesen, dass Rot nach "
        "oben und Grün nach unten zieht; wähle <em>Senkrecht</em> in den Optionen für ein "
        "neues Spiel, um so zu spielen.",
    "Draws: a game can go round in circles. By default, when the same position comes up "
    "for the third time with the same player to move, the game is drawn. You can switch "
    "draws off, or draw after a fixed number of moves instead.":
        "Remis: Eine Partie kann sich im Kreis drehen. Normalerweise endet sie remis, wenn "
        "dieselbe Stellung mit demselben Spieler am Zug zum dritten Mal entsteht. Du kannst "
        "Remis abschalten oder stattdessen nach einer festen Zahl von Zügen remis geben.",
    "Classic ending: in the original Dodgem a player who cannot move on their turn wins. "
    "That is not this game's rule, but it is offered as an option to compare; with it on, "
    "taking your last coin off still wins at once.":
        "Klassisches Ende: Im ursprünglichen Dodgem gewinnt, wer am Zug ist und nicht ziehen "
        "kann. Das ist nicht die Regel dieses Spiels, wird aber zum Vergleich als Option "
        "angeboten; auch mit ihr gewinnt sofort, wer seine letzte Münze vom Brett bringt.",

    # -- the lesson (lesson.txt) and the puzzles (puzzles.txt) -------------------
    "Dodg'em in six steps": "Dodg'em in sechs Schritten",
    "Your first move": "Dein erster Zug",
    "Red's coins start down the left edge and travel to the right; Green's start down the "
    "right edge and travel to the left. On your turn you move one of your coins one square. "
    "Red moves first.":
        "Die Münzen von Rot beginnen entlang des linken Rands und ziehen nach rechts; die "
        "von Grün beginnen entlang des rechten Rands und ziehen nach links. Wenn du am Zug "
        "bist, ziehst du eine deiner Münzen ein Feld weit. Rot zieht zuerst.",
    "This step asks for the coin on a3: tap it, then b3, the square to its right.":
        "In diesem Schritt ist die Münze auf a3 gefragt: Tippe sie an, dann b3, das Feld "
        "rechts daneben.",
    "Forward or to the side": "Vorwärts oder zur Seite",
    "A coin steps forward or to either side, onto an empty square. It never steps back, "
    "never moves diagonally, and never jumps or captures. // The Green coin on d4 stands "
    "in front of your coin.":
        "Eine Münze zieht vorwärts oder zu einer der beiden Seiten auf ein leeres Feld. Sie "
        "zieht nie zurück, nie diagonal, und sie springt und schlägt nie. // Die grüne "
        "Münze auf d4 steht vor deiner Münze.",
    "Step to the side: up to c5 or down to c3.":
        "Zieh zur Seite: hinauf nach c5 oder hinunter nach c3.",
    "Off the far side": "Hinaus auf der anderen Seite",
    "A coin on the far edge (the f file for Red) may step off the board on its next move. "
    "Tap the coin, then the tray beyond the edge.":
        "Eine Münze am gegenüberliegenden Rand (der f-Linie für Rot) darf mit ihrem nächsten "
        "Zug das Brett verlassen. Tippe die Münze an, dann die Ablage hinter dem Rand.",
    "Blocked means pass": "Blockiert heißt passen",
    "You must move if you can. A player none of whose coins can move passes, and the other "
    "player moves again. // Green's coin on b1 can only go to a1 or b2.":
        "Du musst ziehen, wenn du kannst. Wer keine Münze ziehen kann, passt, und der andere "
        "ist noch einmal am Zug. // Die Münze von Grün auf b1 kann nur nach a1 oder b2.",
    "Find the move that leaves Green's coin with no empty square to go to.":
        "Finde den Zug, nach dem die Münze von Grün kein leeres Feld mehr erreichen kann.",
    "The race is won": "Das Rennen ist gewonnen",
    "The first player to take all five coins off the board wins at once. Red has one coin "
    "left on the board; Green's last coin could leave on its next move.":
        "Wer als Erster alle fünf Münzen vom Brett gebracht hat, gewinnt sofort. Rot hat noch "
        "eine Münze auf dem Brett; die letzte Münze von Grün könnte mit ihrem nächsten Zug "
        "hinaus.",
    "Now play a game out": "Jetzt spiel eine Partie zu Ende",
    "Red has two coins left, Green three. Bring both Red coins across and off before Green "
    "gets all three away. The computer plays Green.":
        "Rot hat noch zwei Münzen, Grün drei. Bring beide roten Münzen hinüber und vom Brett, "
        "bevor Grün alle drei hinausbringt. Der Computer spielt Grün.",
    "Piecepack Dodg'em puzzles": "Piecepack Dodg'em: Aufgaben",
    "Draw: the {ply}-ply limit was reached": "Remis: die Grenze von {ply} Halbzügen ist erreicht",
}
