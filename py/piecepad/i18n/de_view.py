"""German: what piecepad/view/ draws (pages, dialogs, status lines), the catalogue's
titles and blurbs, and the times of i18n.formats. The player is "du"."""

from . import catalogue_titles

MESSAGES = {
    # -- the catalogue (catalogue.py): players and blurbs; its titles at the end
    "1 player": "1 Spieler",
    "2 players": "2 Spieler",
    "2, 3 or 4 players": "2, 3 oder 4 Spieler",
    "Race your five coins across the board and off the far side, dodging your opponent's.":
        "Bring deine fünf Münzen über das Brett und am anderen Ende hinaus, vorbei an denen "
        "deines Gegenübers.",
    "Knight moves that leave a trail of marks; complete rows and columns to score.":
        "Springerzüge, die eine Spur von Markierungen hinterlassen; vervollständige Reihen "
        "und Spalten, um zu punkten.",
    "Lay track pieces to join your two sides of the board before your opponent does.":
        "Lege Gleisteile und verbinde deine beiden Seiten des Bretts, bevor es dein "
        "Gegenüber schafft.",
    "A puzzle: refill the board with track pieces so every lettered edge meets its twin.":
        "Ein Rätsel: Fülle das Brett wieder mit Gleisteilen, sodass jeder beschriftete Rand "
        "auf seinen Zwilling trifft.",
    "Move chevrons that claim territory as they travel, across nine borderlands.":
        "Ziehe Winkel, die unterwegs Gebiet erobern, durch neun Grenzländer.",
    "Leroy Quet's marking game: steps of changing length and direction, scored by marks.":
        "Leroy Quets Markierungsspiel: Schritte wechselnder Länge und Richtung, gewertet "
        "nach Markierungen.",

    # -- times (i18n/formats.py)
    "just now": "gerade eben",
    "{n} min ago": "vor {n} Min.",
    "{n} h ago": "vor {n} Std.",
    ("{n} day ago", "{n} days ago"): ("vor {n} Tag", "vor {n} Tagen"),

    # -- the home page
    "Pick a game": "Wähle ein Spiel",
    "Small abstract board games to play in your browser, with a friend or against the "
    "computer, offline too, with nothing sent anywhere. New to a game? {learn}, or try "
    "{daily}.":
        "Kleine abstrakte Brettspiele für deinen Browser, mit jemandem zusammen oder gegen "
        "den Computer, auch offline, und nichts wird irgendwohin gesendet. Neu in einem "
        "Spiel? {learn} oder probier {daily}.",
    "Learn it step by step": "Lerne es Schritt für Schritt",
    "the puzzle of the day": "das Rätsel des Tages",
    "Continue": "Weiterspielen",
    "Also in progress": "Ebenfalls laufend",
    "All saved games ({n})": "Alle gespeicherten Partien ({n})",
    ("{n} game", "{n} games"): ("{n} Partie", "{n} Partien"),
    "Your move in {games}": "Du bist am Zug in {games}",
    "{title}: a game in play": "{title}: eine laufende Partie",
    "New game": "Neue Partie",
    "Play the computer": "Gegen den Computer",
    "Play the computer: {title}, easy level": "Gegen den Computer: {title}, Stufe leicht",
    "Play a friend": "Gegen jemanden spielen",
    "Play a friend by link: {title}": "Per Link gegen jemanden spielen: {title}",
    "Rules": "Regeln",
    "Set up a position": "Stellung aufbauen",
    "Learn": "Lernen",

    # -- open a game (view/open_game.py)
    "Open a game…": "Partie öffnen …",
    "a PPN file's text, a record or a link": "der Text einer PPN-Datei, ein Protokoll oder ein Link",
    "Open a game": "Partie öffnen",
    "Paste the text of a PPN file ({kinds}), a record (pp1/…) or a Piecepad link. The game "
    "opens as its link would.":
        "Füge den Text einer PPN-Datei ({kinds}), ein Protokoll (pp1/…) oder einen "
        "Piecepad-Link ein. Die Partie öffnet sich wie über ihren Link.",
    " or ": " oder ",
    "What you pasted ({size} characters) is kept in the field. It begins: {start}":
        "Dein eingefügter Text ({size} Zeichen) bleibt im Feld. Er beginnt so: {start}",
    "Game to open": "Zu öffnende Partie",
    "Open": "Öffnen",
    "Cancel": "Abbrechen",

    # -- saved games
    "Saved games": "Gespeicherte Partien",
    "No saved games yet.": "Noch keine gespeicherten Partien.",
    "Last played": "Zuletzt gespielt",
    "Started": "Begonnen",
    "Game": "Spiel",
    "Your move": "Du bist am Zug",
    "Their move": "Die anderen sind am Zug",
    "On this device": "Auf diesem Gerät",
    "Finished": "Beendet",
    "{group} ({n})": "{group} ({n})",
    "Sort by {choices}": "Sortieren nach {choices}",
    "Deleted {title} · {status}": "Gelöscht: {title} · {status}",
    "Undo": "Rückgängig",
    ("{result} · {n} moves", "{result} · {n} moves"): ("{result} · {n} Zug", "{result} · {n} Züge"),
    "move {cursor} of {count} · {status}": "Zug {cursor} von {count} · {status}",
    "Last move: {move}": "Letzter Zug: {move}",
    "started {when}": "begonnen {when}",
    "last played {when}": "zuletzt gespielt {when}",
    "Review": "Nachspielen",
    "Delete": "Löschen",
    "Delete {title}, {where}": "{title} löschen, {where}",
    "against {names}": "gegen {names}",
    "{list} and {last}": "{list} und {last}",
    "people only": "nur Menschen",
    "computer against computer ({levels})": "Computer gegen Computer ({levels})",
    "against the computer ({levels})": "gegen den Computer ({levels})",
    "easy": "leicht",
    "medium": "mittel",
    "hard": "schwer",
    "yours": "du",
    "{title} · move {cursor} · {status}": "{title} · Zug {cursor} · {status}",

    # -- a game's page
    "Turn the board to the player to move": "Brett zum Spieler am Zug drehen",
    "{name} (computer, {level}) is thinking…": "{name} (Computer, {level}) denkt nach …",
    "{name} (computer, {level}) to move.": "{name} (Computer, {level}) ist am Zug.",
    "Resign this game for {who}? The game ends and the other side wins.":
        "Diese Partie für {who} aufgeben? Die Partie endet und die andere Seite gewinnt.",
    "Yes, resign": "Ja, aufgeben",
    "{who} offers a draw. {to}: accept, or decline and play on (a move declines too).":
        "{who} bietet ein Remis an. {to}: annehmen, oder ablehnen und weiterspielen (ein Zug "
        "lehnt auch ab).",
    "Accept the draw": "Remis annehmen",
    "Decline": "Ablehnen",
    "Draw offer": "Remisangebot",
    "Offer a draw": "Remis anbieten",
    "Resign": "Aufgeben",
    "{first} v {second}": "{first} gegen {second}",
    "Name (optional)": "Name (freiwillig)",
    "Players' names": "Namen der Spieler",
    "Save names": "Namen speichern",
    "This game was changed in another tab. Show that tab's version, or keep the moves made "
    "here as a separate game?":
        "Diese Partie wurde in einem anderen Tab geändert. Die Fassung aus dem anderen Tab "
        "zeigen, oder die hier gespielten Züge als eigene Partie behalten?",
    "Keep mine as a separate game": "Meine als eigene Partie behalten",
    "Keep it": "Behalten",
    "Take it back": "Zurücknehmen",
    "Taking it back leaves the game before that move, for you to play your own and send it.":
        "Zurücknehmen lässt die Partie vor diesem Zug stehen, damit du deinen eigenen "
        "spielen und senden kannst.",
    "stops there": "endet dort",
    "went on with {move}": "ging weiter mit {move}",
    "This link and your saved game of {game} are the same up to move {common}, then differ "
    "at move {at}: yours {mine}, the link's {theirs}. Keep yours, take the link's, or keep "
    "both?":
        "Dieser Link und deine gespeicherte Partie {game} stimmen bis Zug {common} überein "
        "und weichen bei Zug {at} ab: deine {mine}, die des Links {theirs}. Deine behalten, "
        "die des Links nehmen oder beide behalten?",
    "This link and your saved game of {game} are the same up to move {common}, then differ "
    "at move {at}: yours {mine}, the link's {theirs}. Your game is over ({reason}) and stays "
    "as it is: keep the link's game as a new one, or leave it?":
        "Dieser Link und deine gespeicherte Partie {game} stimmen bis Zug {common} überein "
        "und weichen bei Zug {at} ab: deine {mine}, die des Links {theirs}. Deine Partie ist "
        "beendet ({reason}) und bleibt, wie sie ist: die Partie des Links als neue behalten "
        "oder liegen lassen?",
    "Take the link's": "Die des Links nehmen",
    "Nothing is lost: taking the link's keeps your moves as a separate game.":
        "Nichts geht verloren: Nimmst du die des Links, bleiben deine Züge als eigene "
        "Partie erhalten.",
    "Your finished game is not changed either way.":
        "Deine beendete Partie bleibt in jedem Fall unverändert.",
    "Keep mine": "Meine behalten",
    "Keep both": "Beide behalten",
    "You play {me} in this game: this device will not move for the other side. Send your "
    "move with Send.":
        "Du spielst in dieser Partie {me}: Dieses Gerät zieht nicht für die andere Seite. "
        "Schick deinen Zug mit Senden.",
    "Right": "Stimmt",
    "We both play on this device": "Wir spielen beide auf diesem Gerät",
    "Redo": "Wiederholen",
    "Hint": "Tipp",
    "Analyse": "Analysieren",
    "Share": "Teilen",
    "Send": "Senden",
    "Send the link to your friend": "Schick den Link an dein Gegenüber",
    "Not saved on this device: storage is unavailable.":
        "Nicht auf diesem Gerät gespeichert: Der Speicher ist nicht verfügbar.",
    "Type a move": "Zug eingeben",
    "Play": "Spielen",
    "A move like {example}, or a question: type help for the list.":
        "Ein Zug wie {example} oder eine Frage: Gib help ein für die Liste.",
    "No move to play here: ask the board, like last or turn, or type help.":
        "Hier gibt es keinen Zug: Frag das Brett, etwa last oder turn, oder gib help ein.",
    "Pass": "Passen",
    "Which way?": "Welcher Weg?",
    "Choose the move": "Wähle den Zug",
    "Rematch": "Revanche",
    "Rematch (sides swapped)": "Revanche (Seiten getauscht)",
    "Rematch (seats moved round)": "Revanche (Plätze weitergerückt)",
    "Review the game": "Partie nachspielen",
    "Viewing move {cursor} of {count}. A move played here asks before it replaces the later "
    "ones.":
        "Du siehst Zug {cursor} von {count}. Ein Zug hier fragt nach, bevor er die späteren "
        "ersetzt.",
    "Back at move {cursor} of {count}: the later moves are taken back. Your next move "
    "replaces them; Redo brings them back.":
        "Zurück bei Zug {cursor} von {count}: Die späteren Züge sind zurückgenommen. Dein "
        "nächster Zug ersetzt sie; Wiederholen holt sie zurück.",
    ("Play {move} here? The game has {n} later move after this one.",
     "Play {move} here? The game has {n} later moves after this one."):
        ("{move} hier spielen? Die Partie hat nach diesem noch {n} weiteren Zug.",
         "{move} hier spielen? Die Partie hat nach diesem noch {n} weitere Züge."),
    "Replace the later moves": "Spätere Züge ersetzen",
    "Play it as a new game": "Als neue Partie spielen",
    "{seconds} s": "{seconds} s",
    "First move": "Erster Zug",
    "Previous move": "Vorheriger Zug",
    "Stop autoplay": "Automatisches Abspielen anhalten",
    "Auto play": "Automatisch abspielen",
    "Stop": "Stopp",
    "Auto": "Auto",
    "Next move": "Nächster Zug",
    "Last move": "Letzter Zug",
    "Autoplay speed": "Abspieltempo",
    "Replay": "Nachspielen",
    "Start": "Start",
    "Round {n}": "Runde {n}",
    "Move {n}, {who}: {move}": "Zug {n}, {who}: {move}",
    "Moves": "Züge",
    "resigns": "gibt auf",
    "offers a draw": "bietet Remis an",
    "accepts the draw": "nimmt das Remis an",
    "declines the draw": "lehnt das Remis ab",
    "Open ↗": "Öffnen ↗",
    "Open in Piecepad": "In Piecepad öffnen",

    # -- the new-game dialog
    "New game: {title}": "Neue Partie: {title}",
    "{option}: {error}": "{option}: {error}",
    "A person": "Ein Mensch",
    "Computer, easy": "Computer, leicht",
    "Computer, medium": "Computer, mittel",
    "Computer, hard": "Computer, schwer",
    "A friend, by link": "Jemand per Link",
    "{seat}: {player}": "{seat}: {player}",
    "Same players as last time": "Dieselben Spieler wie letztes Mal",
    "Player {n}": "Spieler {n}",
    "{seat} (with 3 or 4 players)": "{seat} (bei 3 oder 4 Spielern)",
    "{seat}'s name (a person; optional)": "Name für {seat} (ein Mensch; freiwillig)",
    "Who plays": "Wer spielt",
    ("{n} player", "{n} players"): ("{n} Spieler", "{n} Spieler"),
    "Players": "Spieleranzahl",
    "Empty for {default}; or {allowed}": "Leer für {default}; oder {allowed}",

    # -- rules pages and errors
    "There are no rules for '{game}' here yet.": "Für „{game}“ gibt es hier noch keine Regeln.",
    "Learn to play: a lesson on the board": "Spielen lernen: eine Lektion auf dem Brett",
    "Puzzles": "Rätsel",
    "Puzzle of the day": "Rätsel des Tages",
    "Back to the games": "Zurück zu den Spielen",
    "Not found": "Nicht gefunden",
    "Our rulings and options": "Unsere Festlegungen und Optionen",
    ("Step through the {n} move", "Step through the {n} moves"):
        ("Den {n} Zug durchgehen", "Die {n} Züge durchgehen"),
    "Try it on the board": "Auf dem Brett ausprobieren",
    "From the rules": "Aus den Regeln",
    "Try it": "Ausprobieren",
    "How to write a move": "So schreibt man einen Zug",
    "Moves can be typed, and game links and records carry them as text, written like this:":
        "Züge kann man eintippen, und Links und Protokolle von Partien enthalten sie als "
        "Text, so geschrieben:",

    # -- the status line (view/status.py)
    "{reason}.": "{reason}.",
    "Your move.": "Du bist am Zug.",
    "{who} to move.": "{who} ist am Zug.",
    "{who} is blocked and must pass.": "{who} ist blockiert und muss passen.",
    "{offerer} offers a draw. {who} to move.": "{offerer} bietet ein Remis an. {who} ist am Zug.",
    "{offerer} offers a draw. {who} is blocked and must pass.":
        "{offerer} bietet ein Remis an. {who} ist blockiert und muss passen.",
    "Your move ({seat}).": "Du bist am Zug ({seat}).",
    "{offerer} offers a draw. Your move ({seat}).":
        "{offerer} bietet ein Remis an. Du bist am Zug ({seat}).",
    "Waiting for {who}.": "Warten auf {who}.",
    "{offerer} offers a draw. Waiting for {who}.": "{offerer} bietet ein Remis an. Warten auf {who}.",
    "{who} resigns": "{who} gibt auf",
    "{who} offers a draw": "{who} bietet ein Remis an",
    "{who} accepts the draw": "{who} nimmt das Remis an",
    "{who} declines the draw: play on": "{who} lehnt das Remis ab: Es geht weiter",
    "{who} bears off from {square}": "{who} zieht von {square} vom Brett",
    "{who} {origin} to {target}": "{who} {origin} nach {target}",
    "{who} passes": "{who} passt",
    "{who} plays {move}": "{who} spielt {move}",
    "New move: {moves}.": "Neuer Zug: {moves}.",
    "{n} new moves: {moves}.": "{n} neue Züge: {moves}.",
    "{n} new moves, the last {shown}: {moves}.": "{n} neue Züge, die letzten {shown}: {moves}.",
    "One was played for you: {move}.": "Einer wurde für dich gespielt: {move}.",
    "{n} were played for you, the first: {move}.": "{n} wurden für dich gespielt, der erste: {move}.",
    "Waiting for {who}": "Warten auf {who}",
    "{status} · {game}": "{status} · {game}",
    "Our game of {game}: {status}": "Unsere Partie {game}: {status}",
    "Your move in {game}": "Du bist am Zug in {game}",

    # -- ask the board (view/ask.py); the commands themselves stay as typed
    "empty": "leer",
    "{square}: {words}.": "{square}: {words}.",
    "{head}: {squares}.": "{head}: {squares}.",
    "Row {n}": "Reihe {n}",
    "Column {file}": "Spalte {file}",
    ("For {who}, {n} square", "For {who}, {n} squares"):
        ("Für {who}, {n} Feld", "Für {who}, {n} Felder"),
    "For {who}: no piece or mark on the board is {who}'s alone.":
        "Für {who}: Kein Stein und keine Markierung auf dem Brett gehört {who} allein.",
    "This is a puzzle for one: there is no other side. {mine}":
        "Das ist ein Rätsel für einen Spieler: Es gibt keine andere Seite. {mine}",
    "No move has been played yet.": "Es wurde noch kein Zug gespielt.",
    "{move}; {square} now: {words}.": "{move}; {square} jetzt: {words}.",
    "{move}.": "{move}.",
    "Score: {scores}.": "Punkte: {scores}.",
    "The game is over: {reason}.": "Die Partie ist vorbei: {reason}.",
    "No legal move from {square}.": "Kein regelgerechter Zug von {square}.",
    "From {square}": "Von {square}",
    "Legal moves": "Regelgerechte Züge",
    "{head}, {n}: {moves}.": "{head}, {n}: {moves}.",
    "{head}, {n}: {moves}, and {more} more.": "{head}, {n}: {moves} und {more} weitere.",

    # -- the board (view/board.py, view/marks.py, view/tracks.py)
    "Board": "Brett",
    "Arrow keys move between squares; Enter or Space picks a piece, then its destination. "
    "Past the board's edge the arrows go on to the bear-off tray and the buttons for moves "
    "not made on the board, when there are any, and then back to the board.":
        "Die Pfeiltasten wechseln zwischen den Feldern; Enter oder Leertaste wählt einen "
        "Stein, dann sein Ziel. Über den Brettrand hinaus gehen die Pfeile weiter zur Ablage "
        "und zu den Schaltflächen für Züge, die nicht auf dem Brett gemacht werden, falls es "
        "welche gibt, und dann zurück zum Brett.",
    "selected": "ausgewählt",
    "capture": "Schlagen",
    "legal move": "regelgerechter Zug",
    "will be marked": "wird markiert",
    "last move": "letzter Zug",
    "new move": "neuer Zug",
    "hint": "Tipp",
    "scores {n}": "bringt {n}",
    "best line, move {n}": "beste Folge, Zug {n}",
    "worth {n} %": "Wert {n} %",
    "marked by both": "von beiden markiert",
    "marked {seat}": "markiert von {seat}",
    "{seat} pawn": "Figur von {seat}",
    "{first} and {second}": "{first} und {second}",
    "{seat}'s mark": "Markierung von {seat}",
    "both": "beide",
    "Marks": "Markierungen",
    "piece 1 (curves south to east and north to west)":
        "Teil 1 (Bögen von Süd nach Ost und von Nord nach West)",
    "piece 2 (curves south to west and north to east)":
        "Teil 2 (Bögen von Süd nach West und von Nord nach Ost)",
    "piece 3 (a crossing: north to south over west to east)":
        "Teil 3 (eine Kreuzung: Nord nach Süd über West nach Ost)",

    # -- analysis (view/analysis.py)
    "Analysis": "Analyse",
    "Paused.": "Angehalten.",
    "Looking at the position…": "Die Stellung wird betrachtet …",
    "Resume": "Fortsetzen",
    "{seat} {n} %": "{seat} {n} %",
    "Chances: {chances}": "Chancen: {chances}",
    "{seat} won.": "{seat} hat gewonnen.",
    ("{seat} can force a win ({n} move or fewer).", "{seat} can force a win ({n} moves or fewer)."):
        ("{seat} kann den Sieg erzwingen (in {n} Zug oder weniger).",
         "{seat} kann den Sieg erzwingen (in {n} Zügen oder weniger)."),
    "The game is over: a draw.": "Die Partie ist vorbei: unentschieden.",
    "The game is over.": "Die Partie ist vorbei.",
    "The puzzle can still be solved from here.": "Das Rätsel ist von hier aus noch lösbar.",
    "No solution from here: undo a move or two.":
        "Von hier aus keine Lösung: Nimm einen oder zwei Züge zurück.",
    "About even.": "Etwa ausgeglichen.",
    "{seat} is ahead ({n} %).": "{seat} liegt vorn ({n} %).",
    "Best line (numbered on the board):": "Beste Folge (auf dem Brett nummeriert):",
    "{good} of {n} possible moves keep the puzzle solvable.":
        "{good} von {n} möglichen Zügen lassen das Rätsel lösbar.",
    "{n} %": "{n} %",
    "Best moves for {seat} (the board shows the value of each move a tap can make; pick a "
    "piece first to see its moves):":
        "Beste Züge für {seat} (das Brett zeigt den Wert jedes Zugs, den ein Tippen machen "
        "kann; wähle zuerst einen Stein, um seine Züge zu sehen):",
    "{depth} moves deep, {n} positions": "{depth} Züge tief, {n} Stellungen",
    "{n} playouts": "{n} simulierte Partien",
    "Thinking…": "Denkt nach …",
    "Stopped.": "Angehalten.",
    "Done.": "Fertig.",

    # -- the Share dialog (view/share.py) and the pictures (view/diagram.py)
    "{game} ({players})": "{game} ({players})",
    "{title}, the start: {status}": "{title}, Anfang: {status}",
    "{title}, after move {n}: {status}": "{title}, nach Zug {n}: {status}",
    "Piecepad: {game}": "Piecepad: {game}",
    "Copy": "Kopieren",
    "Animated (whole game)": "Animiert (ganze Partie)",
    "Link": "Link",
    "The whole game, opened at this move.": "Die ganze Partie, geöffnet bei diesem Zug.",
    "Link to this game": "Link zu dieser Partie",
    "Picture": "Bild",
    "Download this position, or the game as a moving picture.":
        "Lade diese Stellung herunter, oder die Partie als bewegtes Bild.",
    "Diagram for a post": "Diagramm für einen Beitrag",
    "The picture itself, linked to the game: paste it into a page or a post; it needs no "
    "hosting and no script.":
        "Das Bild selbst, mit der Partie verlinkt: Füge es in eine Seite oder einen Beitrag "
        "ein; es braucht kein Hosting und kein Skript.",
    "Diagram as HTML": "Diagramm als HTML",
    "Diagram as Markdown": "Diagramm als Markdown",
    "Interactive board": "Interaktives Brett",
    "A board readers can play on from this move, or only look through. It shows the picture "
    "until they press Play.":
        "Ein Brett, auf dem man ab diesem Zug spielen oder nur durchblättern kann. Es zeigt "
        "das Bild, bis jemand auf Spielen drückt.",
    "To play": "Zum Spielen",
    "Embed to play": "Einbettung zum Spielen",
    "To look through": "Zum Durchblättern",
    "Embed to look through": "Einbettung zum Durchblättern",
    "PPN file": "PPN-Datei",
    "The whole game in Portable Piecepack Notation, which piecepackr reads, and Piecepad too "
    "(Open a game).":
        "Die ganze Partie in Portable Piecepack Notation, die piecepackr liest, und Piecepad "
        "auch (Partie öffnen).",
    "The game as PPN": "Die Partie als PPN",
    "Download .ppn": ".ppn herunterladen",
    "Share this game": "Diese Partie teilen",
    "Close": "Schließen",
    "{game}: {players}": "{game}: {players}",
    "Unsolved.": "Ungelöst.",
    "After move {n}: {status}": "Nach Zug {n}: {status}",
    "Move {n}: {status}": "Zug {n}: {status}",

    # -- the set-up editor (view/setup.py)
    "Set up: {game}": "Aufbauen: {game}",
    "Tap a square to put": "Tippe auf ein Feld, um dorthin zu setzen",
    "What a tap puts on a square": "Was ein Tippen auf ein Feld setzt",
    "<strong>Not a position to play from: </strong>{reason}":
        "<strong>Von dieser Stellung aus kann man nicht spielen: </strong>{reason}",
    "A legal position: ready to play.": "Eine regelgerechte Stellung: bereit zum Spielen.",
    "Play from here": "Von hier spielen",
    "Clear the board": "Brett leeren",
    "Opening position": "Anfangsstellung",
    "Play from here starts a game from this position, against a person or the computer.":
        "„Von hier spielen“ beginnt eine Partie ab dieser Stellung, gegen einen Menschen oder "
        "den Computer.",
    "Copy link to this set-up": "Link zu diesem Aufbau kopieren",
    "Position text": "Stellung als Text",
    "Play from this position: {game}": "Von dieser Stellung spielen: {game}",
    "{game} board being set up": "Brett von {game} im Aufbau",

    # -- learning (view/learn.py)
    "Step {n} of {count}": "Schritt {n} von {count}",
    "Start this step again": "Diesen Schritt neu beginnen",
    "Show me": "Zeig es mir",
    "Previous step": "Vorheriger Schritt",
    "Skip ahead": "Weiter",
    "All puzzles": "Alle Rätsel",
    "Link to this puzzle": "Link zu diesem Rätsel",
    "Past days": "Frühere Tage",
    "Lesson": "Lektion",
    "Lesson ({done}/{total} steps)": "Lektion ({done}/{total} Schritte)",
    "Puzzles ({solved}/{count} solved)": "Rätsel ({solved}/{count} gelöst)",
    "Write a lesson": "Lektion schreiben",
    "Learn to play": "Spielen lernen",
    "Short lessons that you play on the board, puzzles proved by the computer, and {daily}.":
        "Kurze Lektionen, die du auf dem Brett spielst, vom Computer bewiesene Rätsel und "
        "{daily}.",
    '<span class="sr-only">Puzzle </span>{n}<span class="sr-only">: </span>{goal}':
        '<span class="sr-only">Rätsel </span>{n}<span class="sr-only">: </span>{goal}',
    "(solved)": "(gelöst)",
    "{solved} of {count} solved. Each puzzle has one winning first move, proved by the "
    "computer; it answers with the best defence.":
        "{solved} von {count} gelöst. Jedes Rätsel hat genau einen gewinnenden ersten Zug, "
        "vom Computer bewiesen; er antwortet mit der besten Verteidigung.",
    "All lessons and puzzles": "Alle Lektionen und Rätsel",
    ("Streak: {n} day in a row.", "Streak: {n} days in a row."):
        ("Serie: {n} Tag am Stück.", "Serie: {n} Tage am Stück."),
    "Today's puzzle": "Das heutige Rätsel",
    "Step {n}": "Schritt {n}",
    "Lesson title": "Titel der Lektion",
    "Step title": "Titel des Schritts",
    "What the step says": "Was der Schritt sagt",
    "The answer: {answer}": "Die Antwort: {answer}",
    "play it on the board (then the other side's reply, if you like)":
        "spiel sie auf dem Brett (danach, wenn du magst, die Antwort der anderen Seite)",
    "Add this step": "Diesen Schritt hinzufügen",
    "Undo a move": "Einen Zug zurücknehmen",
    "Write a lesson: {game}": "Lektion schreiben: {game}",
    "Play the step's answer on the board, say what it teaches, and add it. The next step "
    "starts where this one ends.":
        "Spiel die Antwort des Schritts auf dem Brett, sag, was er lehrt, und füge ihn hinzu. "
        "Der nächste Schritt beginnt, wo dieser endet.",
    "Steps ({n})": "Schritte ({n})",
    "Copy the lesson's link": "Link der Lektion kopieren",
    "Remove the last step": "Letzten Schritt entfernen",
    "{title}: how to play": "{title}: So wird gespielt",
    "none": "keine",
    # -- moves in words (issue 44)
    ('Yours, {n} square', 'Yours, {n} squares'):
        ('Deins, {n} Feld', 'Deins, {n} Felder'),
    'You have laid no piece yet.':
        'Du hast noch kein Teil gelegt.',
}



MESSAGES.update(catalogue_titles(' Solitär'))

# Playing a friend by link, the way people share (issue 43).
MESSAGES.update({
    'An invitation to {game}: you play {side}.':
        'Eine Einladung zu {game}: Du spielst {side}.',
    'Both sides are played on this device.':
        'Beide Seiten werden auf diesem Gerät gespielt.',
    "Earlier versions (lines a friend's link replaced)":
        'Frühere Fassungen (vom Link ersetzte Zugfolgen)',
    'Note for your friend (optional)':
        'Notiz an deine Mitspielerin oder deinen Mitspieler (freiwillig)',
    'Play {side} only again':
        'Wieder nur {side} spielen',
    'Show the latest':
        'Neuesten Stand zeigen',
    'This game moved on in another tab. Show the latest to go on playing here.':
        'Diese Partie ging in einem anderen Tab weiter. Zeig den neuesten Stand, um hier weiterzuspielen.',
    'Viewing move {n} of {count}.':
        'Du siehst Zug {n} von {count}.',
    'You won':
        'Du hast gewonnen',
    '{name} wins':
        '{name} gewinnt',
    '{who} invites you to {game}: you play {side}.':
        '{who} lädt dich zu {game} ein: Du spielst {side}.',
    '{winner}. {reason}':
        '{winner}. {reason}',
    'Move {n}, from you: “{note}”':
        'Zug {n}, von dir: „{note}“',
    'Move {n}: “{note}”':
        'Zug {n}: „{note}“',
    'Notes ({n})':
        'Notizen ({n})',
    "Questions: mine (or mine pieces, mine marks, mine tiles); theirs (the same kinds); e4? (or square e4); row 3; column e; last; turn (or score); moves e4; moves; help. Commands: undo; redo; hint; resign; draw (offer, or accept an offer); board e4 (or board: the last move's square; Escape on the board comes back here). Anything else is played as a move, like {example}.":
        'Fragen: mine (oder mine pieces, mine marks, mine tiles); theirs (dieselben Arten); e4? (oder square e4); row 3; column e; last; turn (oder score); moves e4; moves; help. Befehle: undo; redo; hint; resign; draw (Remis anbieten oder ein Angebot annehmen); board e4 (oder board: das Feld des letzten Zugs; Escape auf dem Brett kehrt hierher zurück). Alles andere wird als Zug gespielt, etwa {example}.',
    'Try: mine, theirs, e4?, row 3, column e, last, turn, moves e4, moves, undo, redo, hint, resign, draw, board e4, help.':
        'Probier: mine, theirs, e4?, row 3, column e, last, turn, moves e4, moves, undo, redo, hint, resign, draw, board e4, help.',
    'No side owns pieces in this game.':
        'In diesem Spiel gehören die Steine keiner Seite.',
    'This game has no marks.':
        'Dieses Spiel hat keine Markierungen.',
    'This game has no tiles.':
        'Dieses Spiel hat keine Plättchen.',
    'pieces':
        'pieces (Steine)',
    'marks':
        'marks (Markierungen)',
    'tiles':
        'tiles (Plättchen)',
    'Ask for: {kinds}.':
        'Frag nach: {kinds}.',
    'For {who}: none on the board.':
        'Für {who}: keine auf dem Brett.',
    'On the board at {square}: {words}. Escape comes back to the move field.':
        'Auf dem Brett bei {square}: {words}. Escape führt zurück ins Zugfeld.',
    'You play {side} against the computer, {level}.':
        'Du spielst {side} gegen den Computer, {level}.',
    'You play {side}; the computer plays {others}.':
        'Du spielst {side}; der Computer spielt {others}.',
    'Copy the link':
        'Den Link kopieren',
    'Copy the diagram as HTML':
        'Das Diagramm als HTML kopieren',
    'Copy the diagram as Markdown':
        'Das Diagramm als Markdown kopieren',
    'Copy the embed code to play':
        'Den Einbettungscode zum Spielen kopieren',
    'Copy the embed code to look through':
        'Den Einbettungscode zum Durchsehen kopieren',
    'Copy the game as PPN':
        'Die Partie als PPN kopieren',
})
