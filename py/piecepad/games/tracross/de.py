"""Tracross: German words (docs/languages.md)."""

# Words: piece/tile = Plättchen, square = Feld, board = Brett, track = Gleis,
# edge = Rand, crossing = Kreuzung, die = Würfel, roll = Wurf; the player is "du".
MESSAGES = {
    # -- seats and options
    "Player 1": "Spieler 1",
    "Player 2": "Spieler 2",
    "Board size": "Brettgröße",
    "a whole number from 1 to 26": "eine ganze Zahl von 1 bis 26",
    "6 x 6 (the author's choice)": "6 x 6 (die Wahl des Autors)",
    "Die face to piece": "Welches Plättchen der Würfel ergibt",
    "1/4 -> 1, 2/5 -> 2, 3/6 -> 3 (the pictures' captions)":
        "1/4 -> 1, 2/5 -> 2, 3/6 -> 3 (wie in den Bildunterschriften)",
    "(face mod 3) + 1 (the Forth formula)": "(Augenzahl mod 3) + 1 (die Forth-Formel)",
    "Roll once, then cycle 1 -> 2 -> 3": "Einmal würfeln, dann reihum 1 -> 2 -> 3",
    "Roll a die every turn": "In jedem Zug würfeln",
    "One tile joins both pairs of sides": "Ein Plättchen verbindet beide Seitenpaare",
    "The player who placed it wins": "Wer es gelegt hat, gewinnt",
    "Draw": "Unentschieden",
    "Player 1's sides": "Seiten von Spieler 1",
    "North and south": "Norden und Süden",
    "West and east": "Westen und Osten",
    "Who places first": "Wer zuerst legt",
    "First pieces (instead of rolling)": "Erste Plättchen (statt zu würfeln)",
    "two pieces 1-3 for Player 1 and Player 2, like 2,3":
        "zwei Plättchen 1-3 für Spieler 1 und Spieler 2, etwa 2,3",
    "none, or two pieces 1-3 for Player 1 and Player 2, like 2,3":
        "keine, oder zwei Plättchen 1-3 für Spieler 1 und Spieler 2, etwa 2,3",
    "option {name}: '{value}' is not allowed (allowed: {allowed})":
        "Option {name}: '{value}' ist nicht erlaubt (erlaubt: {allowed})",

    # -- position text
    "position text is far too long": "der Stellungstext ist viel zu lang",
    ("position text is the board, the player to move, the next pieces and their rolls, like "
     "{example}; got {n} part",
     "position text is the board, the player to move, the next pieces and their rolls, like "
     "{example}; got {n} parts"): (
        "der Stellungstext besteht aus dem Brett, dem Spieler am Zug, den nächsten Plättchen "
        "und ihren Würfen, etwa {example}; angegeben war {n} Teil",
        "der Stellungstext besteht aus dem Brett, dem Spieler am Zug, den nächsten Plättchen "
        "und ihren Würfen, etwa {example}; angegeben waren {n} Teile"),
    "the board is {n}x{n} but the option size is {size}":
        "das Brett ist {n}x{n}, aber die Option size ist {size}",
    "the player to move is 1 or 2, not '{text}'":
        "am Zug ist Spieler 1 oder 2, nicht '{text}'",
    ("with {n} tile on the board and Player {first} placing first, the player to move is "
     "{expected}, not {side}",
     "with {n} tiles on the board and Player {first} placing first, the player to move is "
     "{expected}, not {side}"): (
        "mit {n} Plättchen auf dem Brett und Spieler {first} als Erstem ist Spieler "
        "{expected} am Zug, nicht {side}",
        "mit {n} Plättchen auf dem Brett und Spieler {first} als Erstem ist Spieler "
        "{expected} am Zug, nicht {side}"),
    "under roll_each_turn the position ends with the dice, seed:draws (like 42:7)":
        "mit roll_each_turn endet die Stellung mit den Würfeln, seed:draws (etwa 42:7)",
    "'{text}': the dice (seed:draws) are part of the position only under roll_each_turn":
        "'{text}': die Würfel (seed:draws) gehören nur mit roll_each_turn zur Stellung",
    "tracks join opposite sides in separate places, so the game would have ended earlier: "
    "no game reaches this board":
        "Gleise verbinden gegenüberliegende Seiten an getrennten Stellen, die Partie wäre "
        "also schon früher zu Ende gewesen: keine Partie erreicht dieses Brett",
    "the next pieces are two pieces 1-3, Player 1's then Player 2's, like 2,3; got '{text}'":
        "die nächsten Plättchen sind zwei Plättchen 1-3, erst das von Spieler 1, dann das "
        "von Spieler 2, etwa 2,3; angegeben war '{text}'",
    "the rolls are two die faces 1-6 or '-' (no roll), Player 1's then Player 2's, like 5,-; "
    "got '{text}'":
        "die Würfe sind zwei Augenzahlen 1-6 oder '-' (kein Wurf), erst der von Spieler 1, "
        "dann der von Spieler 2, etwa 5,-; angegeben war '{text}'",
    "{name}'s roll {roll} gives piece {piece} (die_mapping={mapping}), not {next}":
        "der Wurf {roll} von {name} ergibt Plättchen {piece} (die_mapping={mapping}), "
        "nicht {next}",
    "the dice are seed:draws, two whole numbers like 42:7 (seed below 2**64); got '{text}'":
        "die Würfel sind seed:draws, zwei ganze Zahlen wie 42:7 (seed unter 2**64); "
        "angegeben war '{text}'",

    # -- the end of a game
    "Draw: one tile joins north to south and west to east at once":
        "Unentschieden: ein Plättchen verbindet Nord mit Süd und West mit Ost zugleich",
    "{name} joins north to south and west to east at once, and the player who placed the "
    "tile wins":
        "{name} verbindet Nord mit Süd und West mit Ost zugleich, und wer das Plättchen "
        "gelegt hat, gewinnt",
    "{name} joins north to south and wins": "{name} verbindet Nord mit Süd und gewinnt",
    "{name} joins west to east and wins": "{name} verbindet West mit Ost und gewinnt",
    "{name}'s tile joins north to south, so {winner} wins":
        "Das Plättchen von {name} verbindet Nord mit Süd, also gewinnt {winner}",
    "{name}'s tile joins west to east, so {winner} wins":
        "Das Plättchen von {name} verbindet West mit Ost, also gewinnt {winner}",
    "Draw: the board is full and no track joins opposite sides":
        "Unentschieden: das Brett ist voll und kein Gleis verbindet gegenüberliegende Seiten",

    # -- moves refused
    "a move is the square where you place your piece, like c3":
        "ein Zug ist das Feld, auf das du dein Plättchen legst, etwa c3",
    "{square} is already filled": "{square} ist schon belegt",
    "piece {piece} does not exist: pieces are 1, 2 and 3":
        "Plättchen {piece} gibt es nicht: die Plättchen sind 1, 2 und 3",
    "piece {piece} is {other}'s next piece; it is {name}'s turn, and {name} places piece "
    "{mine}":
        "Plättchen {piece} ist das nächste Plättchen von {other}; {name} ist am Zug und "
        "legt Plättchen {mine}",
    "{name} places piece {mine} this turn, not piece {piece}":
        "{name} legt in diesem Zug Plättchen {mine}, nicht Plättchen {piece}",
    "not a legal move here": "hier kein erlaubter Zug",

    # -- the board and the panel
    "Tracross board, {n} by {n}": "Tracross-Brett, {n} mal {n}",
    "{name} joins north and south.": "{name} verbindet Nord und Süd.",
    "{name} joins west and east.": "{name} verbindet West und Ost.",
    "Next: piece {piece} (rolled {roll})": "Als Nächstes: Plättchen {piece} (gewürfelt: {roll})",
    "Next: piece {piece}": "Als Nächstes: Plättchen {piece}",
    "lay your piece on c3": "lege dein Plättchen auf c3",

    # -- the set-up editor
    "Piece 1": "Plättchen 1",
    "Piece 2": "Plättchen 2",
    "Piece 3": "Plättchen 3",
    "Empty square": "Leeres Feld",
    "To place": "Legt als Nächstes",
    "Player 1's next piece": "Nächstes Plättchen von Spieler 1",
    "Player 2's next piece": "Nächstes Plättchen von Spieler 2",

    # -- the rules page
    "A connection game for two on a square grid, six by six unless you choose otherwise. "
    "Players take turns laying track pieces; whoever first has a single track running from "
    "one of their sides to the opposite one wins.":
        "Ein Verbindungsspiel für zwei auf einem quadratischen Raster, sechs mal sechs "
        "Felder, wenn du nichts anderes wählst. Die Spieler legen abwechselnd "
        "Gleisplättchen; wer zuerst ein einziges durchgehendes Gleis von einer seiner "
        "Seiten zur gegenüberliegenden hat, gewinnt.",
    "The three pieces": "Die drei Plättchen",
    "{chip1} Piece 1 carries two curves: bottom to right and top to left. {chip2} Piece 2 "
    "curves the other way: bottom to left and top to right. {chip3} Piece 3 is a crossing: "
    "one track runs top to bottom over the other, which runs left to right, and they do not "
    "meet. Pieces are never turned.":
        "{chip1} Plättchen 1 trägt zwei Kurven: von unten nach rechts und von oben nach "
        "links. {chip2} Plättchen 2 biegt andersherum: von unten nach links und von oben "
        "nach rechts. {chip3} Plättchen 3 ist eine Kreuzung: Ein Gleis läuft von oben nach "
        "unten über das andere, das von links nach rechts läuft, und die beiden treffen "
        "sich nicht. Plättchen werden nie gedreht.",
    "Sides and pieces": "Seiten und Plättchen",
    "Player 1 owns the top and bottom edges (solid), Player 2 the left and right edges "
    "(dashed). Each player rolls a die once: 1 or 4 gives piece 1, 2 or 5 piece 2, 3 or 6 "
    "piece 3. After placing a piece you move on to the next one in the cycle 1, 2, 3, 1, … "
    "so each player always knows their next piece.":
        "Spieler 1 gehören der obere und der untere Rand (durchgezogen), Spieler 2 der "
        "linke und der rechte Rand (gestrichelt). Jeder Spieler würfelt einmal: 1 oder 4 "
        "ergibt Plättchen 1, 2 oder 5 Plättchen 2, 3 oder 6 Plättchen 3. Hast du ein "
        "Plättchen gelegt, ist das nächste im Kreislauf 1, 2, 3, 1, … dran, und so weiß "
        "jeder Spieler immer, welches Plättchen er als Nächstes legt.",
    "A turn": "Ein Zug",
    "Put your piece on any empty square. That is all: no square is off limits.":
        "Lege dein Plättchen auf ein beliebiges leeres Feld. Das ist alles: Kein Feld ist "
        "gesperrt.",
    "Three pieces laid on a 4 by 4 board.":
        "Drei gelegte Plättchen auf einem Brett von 4 mal 4 Feldern.",
    "Winning": "Gewinnen",
    "After each piece, follow the tracks. A track that runs from the top edge to the bottom "
    "edge wins for Player 1; one from the left edge to the right edge wins for Player 2, "
    "whoever laid the last piece. If the board fills up without such a track, the game is "
    "drawn.":
        "Verfolge nach jedem Plättchen die Gleise. Ein Gleis, das vom oberen zum unteren "
        "Rand läuft, gewinnt für Spieler 1; eines vom linken zum rechten Rand gewinnt für "
        "Spieler 2, egal wer das letzte Plättchen gelegt hat. Füllt sich das Brett ohne ein "
        "solches Gleis, endet die Partie unentschieden.",
    "Which die faces give which piece: we follow the pictures' captions (1 and 4 give piece "
    "1, and so on). The program listing in the original text is off by one; it is an "
    "option.":
        "Welche Augenzahlen welches Plättchen ergeben: Wir folgen den Bildunterschriften "
        "(1 und 4 ergeben Plättchen 1 und so weiter). Das Programmlisting im Originaltext "
        "liegt um eins daneben; es ist als Option wählbar.",
    "Who has which sides and who starts: Player 1 takes top and bottom and starts; both are "
    "options.":
        "Wer welche Seiten hat und wer beginnt: Spieler 1 nimmt oben und unten und beginnt; "
        "beides ist als Option einstellbar.",
    "One piece can complete tracks for both players at once. Then the player who laid it "
    "wins; a draw is an option.":
        "Ein Plättchen kann Gleise für beide Spieler zugleich vollenden. Dann gewinnt, wer "
        "es gelegt hat; ein Unentschieden ist als Option wählbar.",
    "Rolling the die every turn instead of following the cycle is an option, from the "
    "author's own notes.":
        "In jedem Zug zu würfeln, statt dem Kreislauf zu folgen, ist als Option wählbar; "
        "es stammt aus den eigenen Notizen des Autors.",
    "The dice of a game come from its seed, kept in its link, so a shared game replays with "
    "the same rolls.":
        "Die Würfe einer Partie ergeben sich aus ihrem Seed, der in ihrem Link steht; eine "
        "geteilte Partie wird also mit denselben Würfen nachgespielt.",

    # -- lesson.txt
    "Tracross in six steps": "Tracross in sechs Schritten",
    "Lay a piece": "Ein Plättchen legen",
    "Player 1 owns the top and bottom edges, Player 2 the left and right ones. On your turn "
    "you lay your piece on any empty square; pieces are never turned. Your piece now is 3, "
    "the crossing: one track top to bottom over one left to right. The panel always shows "
    "whose piece comes next.":
        "Spieler 1 gehören der obere und der untere Rand, Spieler 2 der linke und der "
        "rechte. Wenn du dran bist, legst du dein Plättchen auf ein beliebiges leeres Feld; "
        "Plättchen werden nie gedreht. Dein Plättchen ist jetzt die 3, die Kreuzung: ein "
        "Gleis von oben nach unten über einem von links nach rechts. Die Anzeige neben dem "
        "Brett zeigt immer, wessen Plättchen als Nächstes kommt.",
    "Keep a track going": "Ein Gleis fortsetzen",
    "The crossing on a3 carries a track down from the top edge. Lay your crossing right "
    "under it, on a2, and the track runs on.":
        "Die Kreuzung auf a3 führt ein Gleis vom oberen Rand herab. Lege deine Kreuzung "
        "direkt darunter, auf a2, und das Gleis läuft weiter.",
    "This step asks for a2, just under the crossing on a3.":
        "Dieser Schritt verlangt a2, direkt unter der Kreuzung auf a3.",
    "Join your sides": "Verbinde deine Seiten",
    "A track that runs from the top edge to the bottom edge wins for Player 1 at once; one "
    "from the left edge to the right edge wins for Player 2, whoever laid the last piece.":
        "Ein Gleis vom oberen zum unteren Rand gewinnt sofort für Spieler 1; eines vom "
        "linken zum rechten Rand gewinnt für Spieler 2, egal wer das letzte Plättchen "
        "gelegt hat.",
    "Find the square that carries the track from a2 down to the bottom edge.":
        "Finde das Feld, das das Gleis von a2 bis zum unteren Rand führt.",
    "Block a threat": "Eine Drohung abwehren",
    "Player 2's crossings on a2 and b2 run a track from the left edge to c2, and Player 2's "
    "next piece is another crossing. Take c2 first: your piece 1 turns that track up into "
    "c3, so it goes nowhere.":
        "Die Kreuzungen von Spieler 2 auf a2 und b2 führen ein Gleis vom linken Rand bis "
        "c2, und das nächste Plättchen von Spieler 2 ist wieder eine Kreuzung. Nimm c2 "
        "zuerst: Dein Plättchen 1 lenkt dieses Gleis nach oben in c3, sodass es ins Leere "
        "läuft.",
    "Put your piece where Player 2 would finish the track.":
        "Lege dein Plättchen dorthin, wo Spieler 2 das Gleis vollenden würde.",
    "Win a game": "Eine Partie gewinnen",
    "A full-size board near the end. You are Player 1 with piece 1 in hand; the computer "
    "plays Player 2. Look for a square that makes two threats at once.":
        "Ein Brett in voller Größe kurz vor Schluss. Du bist Spieler 1 und hast Plättchen 1 "
        "in der Hand; der Computer spielt Spieler 2. Suche ein Feld, das zwei Drohungen auf "
        "einmal schafft.",

    # -- puzzles.txt
    "Tracross puzzles": "Tracross-Rätsel",
    # -- moves in words (issue 44)
    '{who} lays {piece} on {square}':
        '{who} legt {piece} auf {square}',
    '{who} rolled {roll} and lays {piece} on {square}':
        '{who} hat eine {roll} gewürfelt und legt {piece} auf {square}',
}
