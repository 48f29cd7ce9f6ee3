"""Pacru: German words (docs/languages.md)."""

MESSAGES = {
    # sides, seats, facings, colours
    "South": "Süd",
    "West": "West",
    "North": "Nord",
    "East": "Ost",
    "Player 1": "Spieler 1",
    "Player 2": "Spieler 2",
    "Player 3": "Spieler 3",
    "Player 4": "Spieler 4",
    "north": "Norden",
    "north-east": "Nordosten",
    "east": "Osten",
    "south-east": "Südosten",
    "south": "Süden",
    "south-west": "Südwesten",
    "west": "Westen",
    "north-west": "Nordwesten",
    "orange": "orange",
    "blue": "blau",
    "yellow": "gelb",
    "black": "schwarz",
    "{first}, {rest}": "{first}, {rest}",
    "{squares} and {last}": "{squares} und {last}",
    # options
    "Sides used by two players": "Seiten bei zwei Personen",
    "South and North (South moves first)": "Süd und Nord (Süd zieht zuerst)",
    "West and East (East moves first)": "West und Ost (Ost zieht zuerst)",
    "Order of play (the sides, first player first)":
        "Zugreihenfolge (die Seiten, wer beginnt, zuerst)",
    "default, or the sides in order of play, like E,W or N,E,W or S,W,N,E":
        "default oder die Seiten in Zugreihenfolge, etwa E,W oder N,E,W oder S,W,N,E",
    "Default (2: S,N; 3: N,E,W; 4: S,W,N,E)": "Standard (2: S,N; 3: N,E,W; 4: S,W,N,E)",
    "E,W,N,S (as Abstract Play)": "E,W,N,S (wie bei Abstract Play)",
    "Meeting rule": "Begegnungsregel",
    "2011: a meeting claims a tile only once an opponent has 9 tiles":
        "2011: eine Begegnung bringt erst eine Kachel, wenn ein Gegenüber 9 Kacheln hat",
    "Original: every meeting claims a tile": "Original: jede Begegnung bringt eine Kachel",
    "When the 9-tile threshold of a meeting is counted":
        "Wann die Schwelle von 9 Kacheln für eine Begegnung gezählt wird",
    "After the move's other tile changes": "Nach den übrigen Kachelwechseln des Zugs",
    "Before the move's tile changes": "Vor den Kachelwechseln des Zugs",
    "Meeting claim": "Begegnungskachel",
    "Mandatory": "Pflicht",
    "Optional (the player may decline it)": "Freiwillig (man darf darauf verzichten)",
    "Borderland transformation after a pincer": "Grenzland-Umwandlung nach einer Zange",
    "Allowed": "Erlaubt",
    "Not allowed": "Nicht erlaubt",
    "Turn limit (a draw when reached)": "Zuglimit (beim Erreichen unentschieden)",
    "none (no limit) or a whole number of turns, 1 or more":
        "none (kein Limit) oder eine ganze Zahl von Zügen, mindestens 1",
    "No limit": "Kein Limit",
    "200 turns": "200 Züge",
    "400 turns": "400 Züge",
    "option turn_order: with 2 players on seats_2p={seats} the order is {one} or {other}, "
    "not {given}":
        "Option turn_order: bei 2 Personen auf seats_2p={seats} ist die Reihenfolge {one} "
        "oder {other}, nicht {given}",
    "option turn_order: {players} players need all four sides S, W, N, E in order of play, "
    "not {given}":
        "Option turn_order: {players} Personen brauchen alle vier Seiten S, W, N, E in "
        "Zugreihenfolge, nicht {given}",
    "option turn_order: {players} players need any three sides in order of play, not "
    "{given}":
        "Option turn_order: {players} Personen brauchen drei beliebige Seiten in "
        "Zugreihenfolge, nicht {given}",
    # how a game ends
    "{seat} reaches {target} tiles and wins": "{seat} erreicht {target} Kacheln und gewinnt",
    "{seat} is the only player with pieces and wins":
        "{seat} hat als einzige Seite noch Figuren und gewinnt",
    "Draw: the {cap}-turn limit was reached":
        "Unentschieden: das Limit von {cap} Zügen wurde erreicht",
    ("{seats} cannot move (blocked) and is out; {reason}",
     "{seats} cannot move (blocked) and are out; {reason}"):
        ("{seats} kann nicht ziehen (blockiert) und scheidet aus; {reason}",
         "{seats} können nicht ziehen (blockiert) und scheiden aus; {reason}"),
    # refused decisions
    "a Pacru decision is written like a3-b4, e3xe4, e6>s, c, +b4, *i9 or -a1":
        "eine Pacru-Entscheidung schreibt man etwa a3-b4, e3xe4, e6>s, c, +b4, *i9 oder -a1",
    "R7: you may not change a tile that is occupied by a piece":
        "R7: eine Kachel, auf der eine Figur steht, darfst du nicht ändern",
    "R7: a piece cannot move onto a square occupied by another piece":
        "R7: eine Figur kann nicht auf ein Feld ziehen, auf dem schon eine Figur steht",
    "R7: a piece cannot move onto a square occupied by another piece (to take it, a pincer "
    "is written {pincer})":
        "R7: eine Figur kann nicht auf ein Feld ziehen, auf dem schon eine Figur steht (zum "
        "Schlagen schreibt man eine Zange als {pincer})",
    "R14: turning {degrees} degrees returns {cost} of your tiles to neutral, and you have "
    "{have} without a piece on them":
        "R14: eine Drehung um {degrees} Grad gibt {cost} deiner Kacheln an neutral zurück, "
        "und du hast {have} ohne Figur darauf",
    "not a legal move here": "hier kein erlaubter Zug",
    "R14: after {square} too few of your unoccupied tiles come later in square order to "
    "finish the cost ({left} still to return): choose an earlier tile":
        "R14: nach {square} kommen in der Feldreihenfolge zu wenige deiner unbesetzten "
        "Kacheln, um die Kosten zu begleichen (noch {left} zurückzugeben): wähle eine "
        "frühere Kachel",
    "R8: c chooses the connection change over the crossing benefit, and no move waits for "
    "that choice now":
        "R8: c wählt die Verbindungsumfärbung statt des Grenzvorteils, und gerade wartet kein "
        "Zug auf diese Wahl",
    "R14: a facing is one of {facings}, not '{facing}'":
        "R14: eine Richtung ist eine von {facings}, nicht '{facing}'",
    "R14: the piece on {square} already faces {facing}":
        "R14: die Figur auf {square} zeigt schon nach {facing}",
    "R14: a piece turns 45 or 90 degrees in one turn, and {now} to {facing} is {degrees} "
    "degrees":
        "R14: eine Figur dreht sich in einem Zug um 45 oder 90 Grad, und von {now} nach "
        "{facing} sind es {degrees} Grad",
    "R3: a piece moves in a straight line, forwards or 45 degrees to either side":
        "R3: eine Figur zieht in gerader Linie, nach vorn oder um 45 Grad zu einer Seite",
    "R3: the piece on {square} faces {facing}, so it moves only {ways}":
        "R3: die Figur auf {square} zeigt nach {facing}, also zieht sie nur nach {ways}",
    ("R5: the piece on {square} has a power of movement of {n} ({own} of your tiles in its "
     "borderland {area}), so it moves at most {n} square",
     "R5: the piece on {square} has a power of movement of {n} ({own} of your tiles in its "
     "borderland {area}), so it moves at most {n} squares"):
        ("R5: die Figur auf {square} hat eine Zugweite von {n} ({own} deiner Kacheln in "
         "ihrem Grenzland {area}), also zieht sie höchstens {n} Feld",
         "R5: die Figur auf {square} hat eine Zugweite von {n} ({own} deiner Kacheln in "
         "ihrem Grenzland {area}), also zieht sie höchstens {n} Felder"),
    "R7: a piece cannot move onto a tile of another player's colour ({square} is "
    "{owner}'s)":
        "R7: eine Figur kann nicht auf eine Kachel in der Farbe einer anderen Seite ziehen "
        "({square} gehört {owner})",
    "the game is over": "die Partie ist vorbei",
    "{reason} ({legal})": "{reason} ({legal})",
    "R4: not a tile this crossing can claim":
        "R4: diese Kachel kann dieser Grenzübertritt nicht beanspruchen",
    "R12: not a tile this meeting can claim":
        "R12: diese Kachel kann diese Begegnung nicht beanspruchen",
    "R14: only tiles of your own colour are returned, and {square} is not yours":
        "R14: zurückgegeben werden nur Kacheln deiner eigenen Farbe, und {square} gehört "
        "dir nicht",
    "R14: the returned tiles are named one by one in increasing square order (a1, a2, ... "
    "a9, b1, ...), and {square} comes before {last}":
        "R14: die zurückgegebenen Kacheln werden einzeln in aufsteigender Feldreihenfolge "
        "genannt (a1, a2, ... a9, b1, ...), und {square} kommt vor {last}",
    "there is no piece on {square}": "auf {square} steht keine Figur",
    "R2: the piece on {square} is {owner}'s; it is {seat}'s turn":
        "R2: die Figur auf {square} gehört {owner}; {seat} ist am Zug",
    "R11: a pincer lands on an opponent's piece, and {square} is empty":
        "R11: eine Zange landet auf einer gegnerischen Figur, und {square} ist leer",
    "R11: a pincer takes an opponent's piece; the piece on {square} is yours":
        "R11: eine Zange schlägt eine gegnerische Figur; die Figur auf {square} gehört dir",
    "R11: the piece on {square} does not attack {target}: {between} is in the way (no piece "
    "can jump into a pincer)":
        "R11: die Figur auf {square} bedroht {target} nicht: {between} steht im Weg (keine "
        "Figur kann in eine Zange springen)",
    "R11: a pincer needs two or more of your pieces attacking the piece on {target} at the "
    "start of your turn; only the piece on {square} does":
        "R11: für eine Zange müssen zu Beginn deines Zugs zwei oder mehr deiner Figuren die "
        "Figur auf {target} bedrohen; das tut nur die Figur auf {square}",
    "R11: not a legal pincer here": "R11: hier keine erlaubte Zange",
    "R7: a piece cannot jump over another piece ({between}), except in a connection jump "
    "from a tile of your colour to a tile of your colour (R9)":
        "R7: eine Figur kann nicht über eine andere Figur ({between}) springen, außer bei "
        "einem Verbindungssprung von einer Kachel deiner Farbe auf eine Kachel deiner Farbe "
        "(R9)",
    "R8/R13: this move is both a connection and a border crossing: choose c (the connection "
    "change) or one crossing claim":
        "R8/R13: dieser Zug ist zugleich eine Verbindung und ein Grenzübertritt: wähle c (die "
        "Verbindungsumfärbung) oder eine Kachel für den Grenzübertritt",
    "R4: claim a tile of the borderland you crossed into first":
        "R4: beanspruche zuerst eine Kachel des Grenzlands, in das du gezogen bist",
    "R12: the meeting earns a tile: claim it first":
        "R12: die Begegnung bringt eine Kachel: beanspruche sie zuerst",
    "R14: return the reorientation's tiles to neutral first":
        "R14: gib zuerst die Kacheln der Drehung an neutral zurück",
    "R12: the meeting claim is mandatory (the option meeting_optional is off)":
        "R12: die Begegnungskachel ist Pflicht (die Option meeting_optional ist aus)",
    "R4: the tile claimed must be in the borderland the piece landed in, {area}":
        "R4: die beanspruchte Kachel muss in dem Grenzland liegen, in dem die Figur gelandet "
        "ist, {area}",
    "R4: {square} is already your colour": "R4: {square} hat schon deine Farbe",
    "R4: a borderland change claims a neutral tile while the borderland has one; {square} "
    "is {owner}'s (R10 applies only when no neutral tile is left)":
        "R4: ein Grenzwechsel beansprucht eine neutrale Kachel, solange das Grenzland eine "
        "hat; {square} gehört {owner} (R10 gilt erst, wenn keine neutrale Kachel mehr übrig "
        "ist)",
    "R12: {square} is already your colour": "R12: {square} hat schon deine Farbe",
    "R4: a tile is claimed only after a move that crosses a border":
        "R4: eine Kachel wird nur nach einem Zug über eine Grenze beansprucht",
    "R12: a meeting claim comes only after a move that makes a meeting":
        "R12: eine Begegnungskachel gibt es nur nach einem Zug, der eine Begegnung bewirkt",
    "R14: tiles are returned only after reorienting a piece (like e6>s)":
        "R14: Kacheln werden nur nach dem Drehen einer Figur zurückgegeben (etwa e6>s)",
    # position text
    "the game is marked over (-), but no one has reached the target, more than one player "
    "has pieces and no turn limit is reached":
        "die Partie ist als vorbei markiert (-), aber niemand hat das Ziel erreicht, mehr als "
        "eine Seite hat Figuren und kein Zuglimit ist erreicht",
    "position text is far too long (a Pacru position is under 300 characters)":
        "der Stellungstext ist viel zu lang (eine Pacru-Stellung hat unter 300 Zeichen)",
    ("position text is five fields separated by spaces: the seats in order of play, the "
     "board, the side to move, the pending decision and the turns played; got {n} field",
     "position text is five fields separated by spaces: the seats in order of play, the "
     "board, the side to move, the pending decision and the turns played; got {n} fields"):
        ("ein Stellungstext hat fünf durch Leerzeichen getrennte Teile: die Sitze in "
         "Zugreihenfolge, das Brett, wer am Zug ist, die offene Entscheidung und die "
         "gespielten Züge; gefunden: {n} Teil",
         "ein Stellungstext hat fünf durch Leerzeichen getrennte Teile: die Sitze in "
         "Zugreihenfolge, das Brett, wer am Zug ist, die offene Entscheidung und die "
         "gespielten Züge; gefunden: {n} Teile"),
    "seats '{seats}': 2 to 4 different sides from S, W, N, E in order of play, like SN or "
    "NEW":
        "Sitze '{seats}': 2 bis 4 verschiedene Seiten aus S, W, N, E in Zugreihenfolge, etwa "
        "SN oder NEW",
    "the position seats {count} players ({seats}), not {players}":
        "die Stellung hat {count} Personen ({seats}), nicht {players}",
    "seats '{seats}' do not match the options, which seat {order} in that order":
        "Sitze '{seats}' passen nicht zu den Optionen, die {order} in dieser Reihenfolge "
        "setzen",
    "the side to move is one of {sides} or - (game over), not '{side}'":
        "am Zug ist eine von {sides} oder - (Partie vorbei), nicht '{side}'",
    "fewer than two players have pieces: the game would be over (write - as the side to "
    "move)":
        "weniger als zwei Seiten haben Figuren: die Partie wäre vorbei (schreib - für die "
        "Seite am Zug)",
    "{seat} has no pieces, so cannot be in mid-turn":
        "{seat} hat keine Figuren und kann also nicht mitten im Zug sein",
    "completed turns '{text}' should be a whole number, 0 or more":
        "die gespielten Züge '{text}' sollten eine ganze Zahl sein, 0 oder mehr",
    "the board needs {size} ranks separated by '/', got {count}":
        "das Brett braucht {size} durch '/' getrennte Reihen, gefunden: {count}",
    "two players have reached the target; the game ends at the first":
        "zwei Seiten haben das Ziel erreicht; die Partie endet bei der ersten",
    "no player has pieces; the game ends when one is left":
        "keine Seite hat Figuren; die Partie endet, wenn nur noch eine übrig ist",
    "pending '{text}' should be -, choice:a3-c5, borderland:b4, meeting:b4 or "
    "reorient-cost:e6:4 (see docs/notation.md)":
        "offene Entscheidung '{text}' sollte -, choice:a3-c5, borderland:b4, meeting:b4 oder "
        "reorient-cost:e6:4 sein (siehe docs/notation.md)",
    "pending '{text}': {square} should hold a piece of {seat}, the side in mid-turn":
        "offene Entscheidung '{text}': auf {square} sollte eine Figur von {seat} stehen, der "
        "Seite mitten im Zug",
    "seats '{seats}': two players sit at S and N or at W and E":
        "Sitze '{seats}': zwei Personen sitzen bei S und N oder bei W und E",
    "a finished game has no pending decision (write -)":
        "eine beendete Partie hat keine offene Entscheidung (schreib -)",
    "{seat} has {tiles} tiles, the target is {target}: the game would be over":
        "{seat} hat {tiles} Kacheln, das Ziel ist {target}: die Partie wäre vorbei",
    "{turns} turns reach the limit max_plies={cap}: the game would be over":
        "{turns} Züge erreichen das Limit max_plies={cap}: die Partie wäre vorbei",
    "{where}: {what} of side {letter}, which has no seat in this game (seats: {seats})":
        "{where}: {what} der Seite {letter}, die in dieser Partie keinen Sitz hat (Sitze: "
        "{seats})",
    "a piece": "eine Figur",
    "a tile": "eine Kachel",
    "rank {rank} covers {count} squares, not {size}":
        "Reihe {rank} umfasst {count} Felder, nicht {size}",
    "rank {rank} covers more than 9 squares": "Reihe {rank} umfasst mehr als 9 Felder",
    "rank {rank}: a piece in parentheses follows its square's tile (. for neutral, or a "
    "side letter), like .(Ns)":
        "Reihe {rank}: eine Figur in Klammern folgt der Kachel ihres Felds (. für neutral "
        "oder ein Seitenbuchstabe), etwa .(Ns)",
    "rank {rank}: '{char}' is not a digit, '.', a side letter (S, W, N, E) or a piece like "
    "(Ne)":
        "Reihe {rank}: '{char}' ist keine Ziffer, kein '.', kein Seitenbuchstabe (S, W, N, "
        "E) und keine Figur wie (Ne)",
    "{square}: a piece never stands on another player's colour (R7)":
        "{square}: eine Figur steht nie auf der Farbe einer anderen Seite (R7)",
    "{square}: a piece is written as its side and facing in parentheses, like (Ne) or (Ssw)":
        "{square}: eine Figur schreibt man als Seite und Richtung in Klammern, etwa (Ne) "
        "oder (Ssw)",
    "{seat} has {n} pieces; with {players} players each has {pieces}":
        "{seat} hat {n} Figuren; bei {players} Personen hat jede {pieces}",
    ":met records the meeting threshold counted before the tile benefit; it needs "
    "meeting_threshold_timing=before_effects":
        ":met hält die vor dem Kachelvorteil gezählte Begegnungsschwelle fest; dafür braucht "
        "es meeting_threshold_timing=before_effects",
    "pending '{text}': {reason}": "offene Entscheidung '{text}': {reason}",
    "write choice:from-to, like choice:d4-f6": "schreib choice:von-nach, etwa choice:d4-f6",
    "write reorient-cost:square:tiles still to return (1-4), then :last returned square "
    "once one is returned":
        "schreib reorient-cost:Feld:noch zurückzugebende Kacheln (1-4), dann :zuletzt "
        "zurückgegebenes Feld, sobald eines zurückgegeben ist",
    "write {kind}:square (the moved piece's square)":
        "schreib {kind}:Feld (das Feld der gezogenen Figur)",
    "pending '{text}': not a connection that crosses a border (the piece on {square} must "
    "have come from an empty square of its colour in a straight line it now faces, over "
    "empty squares, into another borderland)":
        "offene Entscheidung '{text}': keine Verbindung über eine Grenze (die Figur auf "
        "{square} muss von einem leeren Feld ihrer Farbe in gerader Linie, in die sie jetzt "
        "zeigt, über leere Felder in ein anderes Grenzland gekommen sein)",
    "pending '{text}': the crossing offers no claim, so there is no choice to make":
        "offene Entscheidung '{text}': der Grenzübertritt bietet keine Kachel, also gibt es "
        "nichts zu wählen",
    "pending '{text}': no tile of that borderland can be claimed":
        "offene Entscheidung '{text}': keine Kachel dieses Grenzlands kann beansprucht "
        "werden",
    "pending '{text}': no tile can be claimed":
        "offene Entscheidung '{text}': keine Kachel kann beansprucht werden",
    "pending '{text}': too few of {seat}'s unoccupied tiles come after the last returned "
    "one to finish the cost":
        "offene Entscheidung '{text}': nach der zuletzt zurückgegebenen Kachel kommen zu "
        "wenige unbesetzte Kacheln von {seat}, um die Kosten zu begleichen",
    # the set-up editor
    "South's tile": "Kachel von Süd",
    "West's tile": "Kachel von West",
    "North's tile": "Kachel von Nord",
    "East's tile": "Kachel von Ost",
    "South's chevron": "Chevron von Süd",
    "West's chevron": "Chevron von West",
    "North's chevron": "Chevron von Nord",
    "East's chevron": "Chevron von Ost",
    "South North": "Süd Nord",
    "North South": "Nord Süd",
    "East West": "Ost West",
    "West East": "West Ost",
    "North East West": "Nord Ost West",
    "South West North East": "Süd West Nord Ost",
    "Tiles": "Kacheln",
    "Chevrons (tap again to turn)": "Chevrons (erneut tippen zum Drehen)",
    "To move": "Am Zug",
    "Seats, in order of play": "Sitze, in Zugreihenfolge",
    "New chevrons face": "Richtung neuer Chevrons",
    "Neutral tile": "Neutrale Kachel",
    "Remove a chevron": "Chevron entfernen",
    "rank {rank}: '{char}' is not a digit, '.', a side or a piece in parentheses":
        "Reihe {rank}: '{char}' ist keine Ziffer, kein '.', keine Seite und keine Figur in "
        "Klammern",
    "rank {rank}: '({piece})' is not a side and a facing, like (Ns)":
        "Reihe {rank}: '({piece})' ist keine Seite mit Richtung wie (Ns)",
    # the board, the panel and the decisions
    "{seat}'s orange tile": "orange Kachel von {seat}",
    "{seat}'s blue tile": "blaue Kachel von {seat}",
    "{seat}'s yellow tile": "gelbe Kachel von {seat}",
    "{seat}'s black tile": "schwarze Kachel von {seat}",
    "neutral white tile": "neutrale weiße Kachel",
    "neutral grey tile": "neutrale graue Kachel",
    "{seat}'s piece facing {facing}": "Figur von {seat}, zeigt nach {facing}",
    "power of movement {n}": "Zugweite {n}",
    "can be claimed": "kann beansprucht werden",
    "the connection change colours it": "die Verbindungsumfärbung färbt sie",
    "in the meeting": "in der Begegnung",
    "chosen to give back": "zum Zurückgeben gewählt",
    "can be given back": "kann zurückgegeben werden",
    "Pacru board, South side at the bottom": "Pacru-Brett, Seite Süd unten",
    "Pacru board, East side at the bottom": "Pacru-Brett, Seite Ost unten",
    "Pacru board, North side at the bottom": "Pacru-Brett, Seite Nord unten",
    "Pacru board, West side at the bottom": "Pacru-Brett, Seite West unten",
    "out": "ausgeschieden",
    "winner": "gewinnt",
    "{n} / {target} tiles": "{n} / {target} Kacheln",
    "{seat}: {n} of {target} tiles": "{seat}: {n} von {target} Kacheln",
    "Tiles against the target": "Kacheln im Vergleich zum Ziel",
    "{seat} lost their last piece to a pincer and is out. Their tiles stay on the board.":
        "{seat} hat die letzte Figur durch eine Zange verloren und scheidet aus. Die Kacheln "
        "bleiben auf dem Brett.",
    "{seat} is blocked: none of {seat}'s pieces can move, so {seat} is out. Their pieces "
    "leave the board; their tiles stay.":
        "{seat} ist blockiert: keine Figur von {seat} kann ziehen, also scheidet {seat} aus. "
        "Die Figuren verlassen das Brett; die Kacheln bleiben.",
    "{seat} wins! {reason}.": "{seat} gewinnt! {reason}.",
    "The game is drawn. {reason}.": "Die Partie endet unentschieden. {reason}.",
    "{who}: tap one of your pieces (outlined) to see where it can go, or to turn it instead "
    "of moving.":
        "{who}: tippe auf eine deiner Figuren (umrandet), um zu sehen, wohin sie ziehen kann, "
        "oder um sie zu drehen, statt zu ziehen.",
    "{own} of your tiles in its borderland {span}; 0 or 1 tile gives 1":
        "{own} deiner Kacheln in ihrem Grenzland {span}; 0 oder 1 Kachel ergibt 1",
    "{own} of your tiles in its borderland {span}":
        "{own} deiner Kacheln in ihrem Grenzland {span}",
    ("The piece on {square} faces {facing} and can go to {n} square (dots), {pincers} of "
     "them by pincer (ringed).",
     "The piece on {square} faces {facing} and can go to {n} squares (dots), {pincers} of "
     "them by pincer (ringed)."):
        ("Die Figur auf {square} zeigt nach {facing} und kann auf {n} Feld ziehen (Punkte), "
         "davon {pincers} per Zange (umkreist).",
         "Die Figur auf {square} zeigt nach {facing} und kann auf {n} Felder ziehen "
         "(Punkte), davon {pincers} per Zange (umkreist)."),
    ("The piece on {square} faces {facing} and can go to {n} square (dots).",
     "The piece on {square} faces {facing} and can go to {n} squares (dots)."):
        ("Die Figur auf {square} zeigt nach {facing} und kann auf {n} Feld ziehen (Punkte).",
         "Die Figur auf {square} zeigt nach {facing} und kann auf {n} Felder ziehen "
         "(Punkte)."),
    "The piece on {square} faces {facing} and cannot move this turn.":
        "Die Figur auf {square} zeigt nach {facing} und kann in diesem Zug nicht ziehen.",
    "Or turn it with a button below: 45° gives back 2 of your tiles, 90° gives back 4.":
        "Oder dreh sie mit einer Schaltfläche unten: 45° gibt 2 deiner Kacheln zurück, 90° "
        "gibt 4 zurück.",
    "Turning it needs at least 2 of your tiles without a piece on them.":
        "Zum Drehen brauchst du mindestens 2 deiner Kacheln ohne Figur darauf.",
    "Power of movement {n}": "Zugweite {n}",
    "({why}). {piece} {turning}": "({why}). {piece} {turning}",
    "the connection change colours {squares} (+{n})":
        "die Verbindungsumfärbung färbt {squares} (+{n})",
    "the connection change colours nothing (the tiles between are yours)":
        "die Verbindungsumfärbung färbt nichts (die Kacheln dazwischen gehören dir)",
    "{who}: this move is a connection and crosses a border, so take one benefit: {change}; "
    "or the crossing benefit claims one highlighted tile in {span} (+1).":
        "{who}: dieser Zug ist eine Verbindung und überquert eine Grenze, also nimm einen "
        "Vorteil: {change}; oder der Grenzvorteil beansprucht eine hervorgehobene Kachel in "
        "{span} (+1).",
    "Crossing benefit: claim {square}": "Grenzvorteil: {square} beanspruchen",
    "Crossing benefit (+1):": "Grenzvorteil (+1):",
    "Crossing benefit: claim one tile": "Grenzvorteil: eine Kachel beanspruchen",
    ("{who}: the piece crossed into borderland {span}. Tap the highlighted tile to claim "
     "it.",
     "{who}: the piece crossed into borderland {span}. Tap one of the {n} highlighted tiles "
     "to claim it."):
        ("{who}: die Figur ist ins Grenzland {span} gezogen. Tippe auf die hervorgehobene "
         "Kachel, um sie zu beanspruchen.",
         "{who}: die Figur ist ins Grenzland {span} gezogen. Tippe auf eine der {n} "
         "hervorgehobenen Kacheln, um sie zu beanspruchen."),
    "{who}: meeting! The pieces on {square} and {other} face each other on your tiles. Tap "
    "any highlighted tile on the board to claim it (+1), or decline with the button below.":
        "{who}: Begegnung! Die Figuren auf {square} und {other} zeigen auf deinen Kacheln "
        "zueinander. Tippe auf eine beliebige hervorgehobene Kachel, um sie zu beanspruchen "
        "(+1), oder verzichte mit der Schaltfläche unten.",
    "{who}: meeting! The pieces on {square} and {other} face each other on your tiles. Tap "
    "any highlighted tile on the board to claim it (+1).":
        "{who}: Begegnung! Die Figuren auf {square} und {other} zeigen auf deinen Kacheln "
        "zueinander. Tippe auf eine beliebige hervorgehobene Kachel, um sie zu beanspruchen "
        "(+1).",
    ("{who}: the piece on {square} turned. Give back {n} more tile to neutral: tap your "
     "highlighted tiles (chosen: {chosen}; tap one again to unchoose).",
     "{who}: the piece on {square} turned. Give back {n} more tiles to neutral: tap your "
     "highlighted tiles (chosen: {chosen}; tap one again to unchoose)."):
        ("{who}: die Figur auf {square} hat sich gedreht. Gib noch {n} Kachel an neutral "
         "zurück: tippe auf deine hervorgehobenen Kacheln (gewählt: {chosen}; nochmal "
         "tippen hebt die Wahl auf).",
         "{who}: die Figur auf {square} hat sich gedreht. Gib noch {n} Kacheln an neutral "
         "zurück: tippe auf deine hervorgehobenen Kacheln (gewählt: {chosen}; nochmal "
         "tippen hebt die Wahl auf)."),
    ("{who}: the piece on {square} turned. Give back {n} more tile to neutral: tap your "
     "highlighted tiles.",
     "{who}: the piece on {square} turned. Give back {n} more tiles to neutral: tap your "
     "highlighted tiles."):
        ("{who}: die Figur auf {square} hat sich gedreht. Gib noch {n} Kachel an neutral "
         "zurück: tippe auf deine hervorgehobenen Kacheln.",
         "{who}: die Figur auf {square} hat sich gedreht. Gib noch {n} Kacheln an neutral "
         "zurück: tippe auf deine hervorgehobenen Kacheln."),
    "Still to give back: {n}": "Noch zurückzugeben: {n}",
    "Connection change": "Verbindungsumfärbung",
    "Connection change (+0: the tiles between are already yours)":
        "Verbindungsumfärbung (+0: die Kacheln dazwischen gehören schon dir)",
    "Connection change: {squares} become yours (+{n})":
        "Verbindungsumfärbung: {squares} bekommen deine Farbe (+{n})",
    "Decline the meeting claim": "Auf die Begegnungskachel verzichten",
    "{arrow} {degrees}° to {facing} · give back {cost}":
        "{arrow} {degrees}° nach {facing} · {cost} zurückgeben",
    "Claim {square}": "{square} beanspruchen",
    "Meeting claim: {square}": "Begegnung: {square} beanspruchen",
    "Give back {square}": "{square} zurückgeben",
    "Pincer: {origin} takes {target}": "Zange: {origin} schlägt {target}",
    "{origin} to {target}": "{origin} nach {target}",
    "move a piece": "eine Figur ziehen",
    "a pincer capture": "ein Schlag per Zange",
    "turn the piece on e6 to face south": "die Figur auf e6 nach Süden drehen",
    "take the connection change": "die Verbindungsumfärbung nehmen",
    "claim the tile on b4 in a borderland": "die Kachel auf b4 in einem Grenzland beanspruchen",
    "a meeting claim": "eine Begegnungskachel",
    "give back the tile on a1 after turning": "die Kachel auf a1 nach dem Drehen zurückgeben",
    # the rules page
    "Setting up": "Aufbau",
    "Taking turns": "Reihum ziehen",
    "Moving": "Ziehen",
    "Crossing a border": "Eine Grenze überqueren",
    "Power of movement": "Zugweite",
    "Long moves": "Lange Züge",
    "What you may not do": "Was nicht erlaubt ist",
    "Connection jump": "Verbindungssprung",
    "Borderland transformation": "Grenzland-Umwandlung",
    "Pincer": "Zange",
    "Meeting": "Begegnung",
    "Several benefits in one move": "Mehrere Vorteile in einem Zug",
    "Turning a piece": "Eine Figur drehen",
    "Going out": "Ausscheiden",
    "Winning": "Gewinnen",
    "stripes": "Streifen",
    "dots": "Punkten",
    "stripes the other way": "Streifen in die andere Richtung",
    "a grid": "einem Gitter",
    "{colour} with {pattern}: player {n}": "{colour} mit {pattern}: Spieler {n}",
    "{seat} ({colour})": "{seat} ({colour})",
    "{lead}: {seats} and {last}; {first} starts.": "{lead}: {seats} und {last}; {first} beginnt.",
    "Two players": "Zwei Personen",
    "Three players": "Drei Personen",
    "Four players": "Vier Personen",
    "The colours go by the order of play, not by side: whoever plays first is orange, "
    "whichever side that is.":
        "Die Farben richten sich nach der Zugreihenfolge, nicht nach der Seite: Wer zuerst "
        "zieht, ist orange, egal an welcher Seite.",
    "A game of territory for two, three or four players by Mike Wellman. Each player moves "
    "a few chevron-shaped pieces around a nine-by-nine board and turns tiles to their own "
    "colour as the pieces travel. These are the rules as they stood after the 2011 change "
    "to meetings, retold in our own words; the headings carry the numbers of the rules in "
    "the original guide (R1 to R16).":
        "Ein Gebietsspiel für zwei, drei oder vier Personen von Mike Wellman. Jede Seite "
        "bewegt ein paar chevronförmige Figuren über ein Brett mit neun mal neun Feldern und "
        "färbt unterwegs Kacheln in ihre eigene Farbe. Das sind die Regeln in der Fassung "
        "nach der Änderung an den Begegnungen von 2011, in unseren eigenen Worten erzählt; "
        "die Überschriften tragen die Nummern der Regeln in der ursprünglichen Anleitung (R1 "
        "bis R16).",
    "The board and the pieces": "Brett und Figuren",
    "The board is nine by nine squares, split by heavy lines into nine <em>borderlands</em> "
    "of three by three. Every square is a tile that is either neutral (the two shades, white "
    "and grey, only make diagonal stripes and mean the same) or in one player's colour. "
    "Colours also differ by pattern and carry the letter of the player's side of the table, "
    "so they can be told apart without colour vision:":
        "Das Brett hat neun mal neun Felder und ist durch dicke Linien in neun "
        "<em>Grenzländer</em> von drei mal drei Feldern geteilt. Jedes Feld ist eine Kachel, "
        "die entweder neutral ist (die zwei Töne, weiß und grau, bilden nur diagonale "
        "Streifen und bedeuten dasselbe) oder die Farbe einer Seite trägt. Die Farben "
        "unterscheiden sich außerdem im Muster und tragen den Buchstaben der Tischseite, "
        "sodass man sie auch ohne Farbsehen auseinanderhalten kann:",
    "A piece always points in one of eight directions: along a row or column, or "
    "diagonally.":
        "Eine Figur zeigt immer in eine von acht Richtungen: entlang einer Reihe oder Spalte "
        "oder diagonal.",
    "Each player sits at one side of the board: South, West, North or East. With two "
    "players they sit opposite each other, South and North, and each has four pieces. With "
    "three or four players each has three pieces; with three, South stays empty and North "
    "plays first.":
        "Jede Person sitzt an einer Seite des Bretts: Süd, West, Nord oder Ost. Zu zweit "
        "sitzt man sich gegenüber, Süd und Nord, und jede Seite hat vier Figuren. Zu dritt "
        "oder zu viert hat jede Seite drei Figuren; zu dritt bleibt Süd leer und Nord "
        "beginnt.",
    "In the three rows nearest you, your pieces start with their backs to the edge, "
    "pointing into the board: one in the middle of your side, and one at each end of your "
    "third row. With two players your fourth piece stands in the far right-hand corner, "
    "pointing at the centre. All tiles start neutral.":
        "In den drei Reihen vor dir beginnen deine Figuren mit dem Rücken zum Rand und zeigen "
        "ins Brett: eine in der Mitte deiner Seite und je eine an beiden Enden deiner dritten "
        "Reihe. Zu zweit steht deine vierte Figur in der entfernten rechten Ecke und zeigt "
        "zur Mitte. Alle Kacheln beginnen neutral.",
    "Players take turns in order. On your turn you either move one of your pieces or turn "
    "one of them (R14). You may not pass.":
        "Es wird reihum gezogen. In deinem Zug ziehst du entweder eine deiner Figuren oder "
        "drehst eine davon (R14). Passen ist nicht erlaubt.",
    "A piece moves in a straight line: straight ahead, or 45 degrees to the left or right "
    "of where it points. It never moves sideways or backwards. After moving it points the "
    "way it travelled. A piece may cross any number of borders in one move.":
        "Eine Figur zieht in gerader Linie: geradeaus oder um 45 Grad nach links oder rechts "
        "von ihrer Richtung. Sie zieht nie seitwärts oder rückwärts. Nach dem Zug zeigt sie "
        "in die Richtung, in die sie gezogen ist. Eine Figur darf in einem Zug beliebig "
        "viele Grenzen überqueren.",
    "South's piece on e5 points north: it may go to d6, e6 or f6.":
        "Die Figur von Süd auf e5 zeigt nach Norden: sie darf nach d6, e6 oder f6.",
    "When a move ends in a different borderland from the one it started in, you must turn "
    "one neutral tile of the borderland you arrived in to your colour. The tile you landed "
    "on counts, but no other tile with a piece on it. Only the arrival borderland counts, "
    "however many borders you crossed. If every neutral tile there has a piece on it, you "
    "gain nothing.":
        "Endet ein Zug in einem anderen Grenzland als dem, in dem er begann, musst du eine "
        "neutrale Kachel des Grenzlands, in dem du angekommen bist, in deine Farbe färben. "
        "Die Kachel, auf der du gelandet bist, zählt mit, aber keine andere Kachel mit einer "
        "Figur darauf. Nur das Grenzland der Ankunft zählt, egal wie viele Grenzen du "
        "überquert hast. Steht auf jeder neutralen Kachel dort eine Figur, bekommst du "
        "nichts.",
    "South moved a3 to b4, into the borderland a4-c6: any of the marked tiles (+) may be "
    "claimed, b4 included.":
        "Süd ist von a3 nach b4 gezogen, ins Grenzland a4-c6: jede der markierten Kacheln "
        "(+) darf beansprucht werden, auch b4.",
    "A piece's <em>power of movement</em> is the number of tiles of your colour in the "
    "borderland where it starts its move, counting the one under it. With none or one it is "
    "1. A piece may move any distance from one square up to its power. Pieces never add to "
    "the power; only tiles do.":
        "Die <em>Zugweite</em> einer Figur ist die Zahl der Kacheln deiner Farbe in dem "
        "Grenzland, in dem sie ihren Zug beginnt, die unter ihr mitgezählt. Bei keiner oder "
        "einer ist sie 1. Eine Figur darf von einem Feld bis zu ihrer Zugweite weit ziehen. "
        "Figuren erhöhen die Zugweite nie; das tun nur Kacheln.",
    "Three South tiles in d4-f6 give the piece on d4 a power of 3.":
        "Drei Kacheln von Süd in d4-f6 geben der Figur auf d4 eine Zugweite von 3.",
    "A move of more than one square is a long move. It follows the same straight line the "
    "whole way and may pass over tiles of any colour, as long as no piece is in the way.":
        "Ein Zug über mehr als ein Feld ist ein langer Zug. Er folgt die ganze Strecke "
        "derselben geraden Linie und darf über Kacheln jeder Farbe gehen, solange keine "
        "Figur im Weg steht.",
    "You may never end a move on a square with a piece on it (except by a pincer, R11), nor "
    "on a tile of another player's colour. You may not pass over a piece, except in a "
    "connection jump (R9). And no tile with a piece on it ever changes colour, except where "
    "the rules say so: the landing square of a crossing (R4) and the square taken by a "
    "pincer (R11).":
        "Du darfst einen Zug nie auf einem Feld mit einer Figur beenden (außer mit einer "
        "Zange, R11) und auch nicht auf einer Kachel in der Farbe einer anderen Seite. Du "
        "darfst nicht über eine Figur ziehen, außer bei einem Verbindungssprung (R9). Und "
        "eine Kachel mit einer Figur darauf wechselt nie die Farbe, außer wo die Regeln es "
        "sagen: das Landefeld eines Grenzübertritts (R4) und das durch eine Zange eroberte "
        "Feld (R11).",
    "The South piece on d4 cannot go to c5 or e5 (North's colour), nor to d5 (a piece), nor "
    "over d5 to d6.":
        "Die Figur von Süd auf d4 kann nicht nach c5 oder e5 (Farbe von Nord), nicht nach d5 "
        "(eine Figur) und nicht über d5 nach d6.",
    "A move that starts and ends on tiles of your colour, with at least one square between "
    "and no piece on the way, is a <em>connection</em>: every tile it passes over turns to "
    "your colour, whatever colour it was.":
        "Ein Zug, der auf Kacheln deiner Farbe beginnt und endet, mit mindestens einem Feld "
        "dazwischen und ohne Figur auf dem Weg, ist eine <em>Verbindung</em>: Jede Kachel, "
        "über die er geht, nimmt deine Farbe an, egal welche Farbe sie hatte.",
    "d4 to f4 joins two South tiles: e4 would turn South (outlined).":
        "d4 nach f4 verbindet zwei Kacheln von Süd: e4 würde an Süd gehen (umrandet).",
    "A connection may also jump: if pieces stand on the squares between two tiles of your "
    "colour, the move may pass over any number of them. A jump changes no tiles on the way.":
        "Eine Verbindung darf auch springen: Stehen Figuren auf den Feldern zwischen zwei "
        "Kacheln deiner Farbe, darf der Zug über beliebig viele davon gehen. Ein Sprung "
        "ändert unterwegs keine Kacheln.",
    "d4 to d7 jumps North's pieces on d5 and d6, from one South tile to another.":
        "d4 nach d7 springt über die Figuren von Nord auf d5 und d6, von einer Kachel von Süd "
        "zur nächsten.",
    "If you arrive in a borderland that has no neutral tile at all, you may instead take "
    "one tile of another player's colour there, as long as no piece stands on it.":
        "Kommst du in einem Grenzland an, das gar keine neutrale Kachel hat, darfst du dort "
        "stattdessen eine Kachel in der Farbe einer anderen Seite nehmen, solange keine "
        "Figur darauf steht.",
    "South crossed into g4-i6, which has no neutral tile left: any North tile there without "
    "a piece may be taken.":
        "Süd ist nach g4-i6 gezogen, wo keine neutrale Kachel mehr übrig ist: jede Kachel "
        "von Nord dort ohne Figur darf genommen werden.",
    "A piece <em>attacks</em> an opponent's piece when it could reach it in one move "
    "(within its power, in one of its three directions, with nothing in between), if the "
    "square were free. When two or more of your pieces attack the same piece, any one of "
    "them may move onto it: the piece attacked leaves the board and its square turns to your "
    "colour, whatever it was. This is a pincer, the only way to take a piece.":
        "Eine Figur <em>bedroht</em> eine gegnerische Figur, wenn sie sie in "
        "einem Zug erreichen könnte (im Rahmen ihrer Zugweite, in einer ihrer drei "
        "Richtungen, ohne etwas dazwischen), wäre das Feld frei. Bedrohen zwei oder mehr "
        "deiner Figuren dieselbe Figur, darf eine beliebige davon auf ihr Feld ziehen: "
        "die bedrohte Figur verlässt das Brett, und ihr Feld nimmt deine Farbe an, egal "
        "welche es hatte. Das ist eine Zange, die einzige Art, eine Figur zu schlagen.",
    "d4 and f4 both attack e5: either may take it (ringed).":
        "d4 und f4 bedrohen beide e5: jede der beiden darf sie schlagen (umkreist).",
    "If your moved piece ends on your colour pointing straight at another of your pieces "
    "next to it, which also stands on your colour and points back, the two pieces "
    "<em>meet</em>. Since 2011 a meeting pays only once some opponent has at least nine "
    "tiles on the board: then you turn any tile without a piece that is not yet yours, "
    "anywhere on the board, to your colour. Turning a piece to face another is never a "
    "meeting.":
        "Endet deine gezogene Figur auf deiner Farbe und zeigt genau auf eine benachbarte "
        "eigene Figur, die ebenfalls auf deiner Farbe steht und zurückzeigt, dann "
        "<em>begegnen</em> sich die beiden Figuren. Seit 2011 lohnt sich eine Begegnung erst, "
        "wenn ein Gegenüber mindestens neun Kacheln auf dem Brett hat: dann färbst du eine "
        "beliebige Kachel ohne Figur, die dir noch nicht gehört, irgendwo auf dem Brett in "
        "deine Farbe. Eine Figur zu einer anderen hin zu drehen ist nie eine Begegnung.",
    "South's pieces on e5 and e6 meet; North has nine tiles, so South claims any marked "
    "tile.":
        "Die Figuren von Süd auf e5 und e6 begegnen sich; Nord hat neun Kacheln, also "
        "beansprucht Süd eine beliebige markierte Kachel.",
    "The benefits of one move add up: a pincer, a crossing and a meeting may all come from "
    "the same move. The one exception: when a connection also crosses a border, you take "
    "either the connection change or the crossing benefit, not both.":
        "Die Vorteile eines Zugs addieren sich: Zange, Grenzübertritt und Begegnung können "
        "alle aus demselben Zug kommen. Die einzige Ausnahme: Überquert eine Verbindung auch "
        "eine Grenze, nimmst du entweder die Verbindungsumfärbung oder den Grenzvorteil, "
        "nicht beides.",
    "d4 to g4 is a connection that crosses into g4-i6: take e4 and f4 (dashed), or one "
    "marked tile of g4-i6.":
        "d4 nach g4 ist eine Verbindung, die nach g4-i6 hinüberführt: nimm e4 und f4 "
        "(gestrichelt) oder eine markierte Kachel in g4-i6.",
    "Instead of moving, you may turn one of your pieces 45 degrees either way, giving two of "
    "your tiles back to neutral, or 90 degrees, giving four back. You choose which tiles, "
    "but not one with a piece on it. A piece never turns more than 90 degrees in a turn, and "
    "you may only turn a piece while at least one of your pieces could move.":
        "Statt zu ziehen, darfst du eine deiner Figuren um 45 Grad in eine der beiden "
        "Richtungen drehen und gibst dafür zwei deiner Kacheln an neutral zurück, oder um 90 "
        "Grad und gibst vier zurück. Du wählst die Kacheln, aber keine mit einer Figur "
        "darauf. Eine Figur dreht sich in einem Zug nie um mehr als 90 Grad, und du darfst "
        "eine Figur nur drehen, solange mindestens eine deiner Figuren ziehen könnte.",
    "South turned e5 from west to north (90 degrees) and now gives back four of the marked "
    "tiles (−).":
        "Süd hat e5 von Westen nach Norden gedreht (90 Grad) und gibt jetzt vier der "
        "markierten Kacheln zurück (−).",
    "You are out when your last piece is taken, or when at the start of your turn none of "
    "your pieces can move (you are blocked): then all your pieces leave the board. Your "
    "tiles stay where they are. Whether you are blocked is judged only when your turn comes, "
    "so another player's move may free you.":
        "Du scheidest aus, wenn deine letzte Figur geschlagen wird oder wenn zu Beginn deines "
        "Zugs keine deiner Figuren ziehen kann (du bist blockiert): dann verlassen alle deine "
        "Figuren das Brett. Deine Kacheln bleiben, wo sie sind. Ob du blockiert bist, wird "
        "erst geprüft, wenn du am Zug bist, daher kann dich der Zug einer anderen Seite "
        "befreien.",
    "You win at once when, at the end of your turn, you have the target number of tiles on "
    "the board: 42 with two players, 28 with three, 24 with four (the number who started "
    "counts, even after someone is out). You also win when you are the only player left with "
    "pieces.":
        "Du gewinnst sofort, wenn du am Ende deines Zugs die Zielzahl an Kacheln auf dem "
        "Brett hast: 42 zu zweit, 28 zu dritt, 24 zu viert (es zählt die Zahl zu Beginn, "
        "auch wenn jemand ausgeschieden ist). Du gewinnst auch, wenn nur noch du Figuren "
        "hast.",
    "Meetings follow the 2011 rule (an opponent needs nine tiles) by default; the option "
    "<em>Original</em> pays every meeting. The nine tiles are counted after the move's other "
    "changes; an option counts them before.":
        "Begegnungen folgen standardmäßig der Regel von 2011 (ein Gegenüber braucht neun "
        "Kacheln); mit der Option <em>Original</em> lohnt sich jede Begegnung. Die neun "
        "Kacheln werden nach den übrigen Änderungen des Zugs gezählt; eine Option zählt sie "
        "davor.",
    "A meeting claim is compulsory when there is a tile to take; an option lets you decline "
    "it.":
        "Die Begegnungskachel ist Pflicht, wenn es eine Kachel zu nehmen gibt; mit einer "
        "Option darfst du darauf verzichten.",
    "A crossing after a pincer may transform a borderland that has no neutral tile (an "
    "option forbids it).":
        "Ein Grenzübertritt nach einer Zange darf ein Grenzland ohne neutrale Kachel "
        "umwandeln (eine Option verbietet das).",
    "Reorientation costs must be tiles without a piece on them.":
        "Die Kosten einer Drehung müssen Kacheln ohne Figur darauf sein.",
    "With three players South stays empty and North starts; the order of play is an "
    "option, and two players may sit West and East instead.":
        "Zu dritt bleibt Süd leer und Nord beginnt; die Zugreihenfolge ist eine Option, und "
        "zu zweit kann man stattdessen West und Ost besetzen.",
    "There is no draw in the rules; an optional turn limit ends a game as a draw.":
        "Die Regeln kennen kein Unentschieden; ein wahlweises Zuglimit beendet eine Partie "
        "unentschieden.",
    "The shades of the neutral tiles are only decoration.":
        "Die Töne der neutralen Kacheln sind nur Verzierung.",
    # the lesson
    "Pacru in five steps": "Pacru in fünf Schritten",
    "Moving a chevron": "Einen Chevron ziehen",
    "Each piece (a chevron) points one of eight ways and moves straight ahead or half a turn "
    "to either side of that way, then faces where it went. With no tiles of your colour "
    "nearby it moves one square. South moves first.":
        "Jede Figur (ein Chevron) zeigt in eine von acht Richtungen und zieht geradeaus oder "
        "eine halbe Wendung zu einer Seite dieser Richtung; danach zeigt sie dorthin, wohin "
        "sie gezogen ist. Ohne Kacheln deiner Farbe in der Nähe zieht sie ein Feld. Süd "
        "zieht zuerst.",
    "The board is cut into nine borderlands of three by three. A piece that ends its move in "
    "another borderland claims a tile there: you choose a neutral square of that borderland "
    "(or the one you landed on) and it takes your colour. // Move the piece on a3 up into "
    "the next borderland, then tap the tile to claim.":
        "Das Brett ist in neun Grenzländer von drei mal drei Feldern geteilt. Eine Figur, "
        "die ihren Zug in einem anderen Grenzland beendet, beansprucht dort eine Kachel: du "
        "wählst ein neutrales Feld dieses Grenzlands (oder das, auf dem du gelandet bist), "
        "und es nimmt deine Farbe an. // Zieh die Figur auf a3 nach oben ins nächste "
        "Grenzland und tippe dann auf die Kachel, die du beanspruchen willst.",
    "This step asks for the move from a3 to b4, across the border.":
        "Dieser Schritt verlangt den Zug von a3 nach b4, über die Grenze.",
    "More tiles, longer moves": "Mehr Kacheln, längere Züge",
    "A piece may move as many squares as there are tiles of your colour in the borderland "
    "where it starts (at least one). Here South has two, so the piece on a3 may go two "
    "squares. // Move it two squares to the right.":
        "Eine Figur darf so viele Felder ziehen, wie es Kacheln deiner Farbe in dem "
        "Grenzland gibt, in dem sie startet (mindestens eins). Hier hat Süd zwei, also darf "
        "die Figur auf a3 zwei Felder ziehen. // Zieh sie zwei Felder nach rechts.",
    "Two squares to the right: c3.": "Zwei Felder nach rechts: c3.",
    "A pincer wins the piece": "Eine Zange schlägt die Figur",
    "When two of your pieces both attack an enemy piece (it stands in reach of their moves), "
    "either of them may move onto its square and take it. The square takes your colour. A "
    "player left without pieces is out, and here that wins the game.":
        "Bedrohen zwei deiner Figuren beide eine gegnerische Figur (sie steht in "
        "Reichweite ihrer Züge), darf jede der beiden auf ihr Feld ziehen und sie schlagen. "
        "Das Feld nimmt deine Farbe an. Wer keine Figuren mehr hat, scheidet aus, und hier "
        "gewinnt das die Partie.",
    "Both South pieces attack e5: move one of them onto it.":
        "Beide Figuren von Süd bedrohen e5: zieh eine davon dorthin.",
    "Win a game": "Eine Partie gewinnen",
    "North has one piece left. A player whose pieces cannot move when their turn comes is "
    "out too. Play South against the computer: take North's piece or leave it nowhere to "
    "go.":
        "Nord hat noch eine Figur. Wer am Zug ist und keine Figur ziehen kann, scheidet "
        "ebenfalls aus. Spiel Süd gegen den Computer: schlag die Figur von Nord oder lass "
        "ihr keinen Ausweg.",
    "Pacru puzzles": "Pacru-Rätsel",
    # -- moves in words (issue 44)
    '{who} claims {square}':
        '{who} beansprucht {square}',
    '{who} claims {square} for the meeting':
        '{who} beansprucht {square} für die Begegnung',
    '{who} gives back {square}':
        '{who} gibt {square} zurück',
    '{who} takes the piece on {target} ({owner}) from {origin}':
        '{who} schlägt von {origin} aus die Figur auf {target} ({owner})',
    '{who} declines the meeting claim':
        '{who} verzichtet auf die Begegnungskachel',
    '{who} takes the connection change and colours {squares}':
        '{who} wählt die Verbindungsumfärbung und färbt {squares}',
    '{who} takes the connection change, which colours nothing':
        '{who} wählt die Verbindungsumfärbung, die nichts färbt',
    '{who} turns the piece on {square} to face {facing}':
        '{who} dreht die Figur auf {square} nach {facing}',
    '{move}, and the connection change colours {squares}':
        '{move}, und die Verbindungsumfärbung färbt {squares}',
    '{who} must now claim one tile in borderland {span}: {squares}.':
        '{who} muss jetzt eine Kachel im Grenzland {span} beanspruchen: {squares}.',
    '{who} must now take one benefit: {change}; or claim one tile in borderland {span}: {squares}.':
        '{who} muss jetzt einen Vorteil wählen: {change}; oder eine Kachel im Grenzland {span} beanspruchen: {squares}.',
    '{who} may now claim one tile for the meeting, or decline: {squares}.':
        '{who} darf jetzt eine Kachel für die Begegnung beanspruchen oder verzichten: {squares}.',
    '{who} must now claim one tile for the meeting: {squares}.':
        '{who} muss jetzt eine Kachel für die Begegnung beanspruchen: {squares}.',
    ('{who} must now give back {n} more tile: {squares}.', '{who} must now give back {n} more tiles, any of: {squares}.'):
        ('{who} muss jetzt noch {n} Kachel zurückgeben: {squares}.', '{who} muss jetzt noch {n} Kacheln zurückgeben, beliebige von: {squares}.'),
    '{squares} or one of {n} more':
        '{squares} oder eine von {n} weiteren',
    '{squares} or {last}':
        '{squares} oder {last}',
}
