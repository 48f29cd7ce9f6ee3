"""The engine's core: German words (docs/languages.md)."""

MESSAGES = {
    # -- seats, levels, outcomes -------------------------------------------------------
    "Player 1": "Spieler 1",
    "Player 2": "Spieler 2",
    "You": "Du",
    "{name} ({seat})": "{name} ({seat})",
    "easy": "leicht",
    "medium": "mittel",
    "hard": "schwer",
    "Drawn by agreement": "Remis nach Vereinbarung",
    ("{n} player", "{n} players"): ("{n} Spieler", "{n} Spieler"),
    "{low} to {high} players": "{low} bis {high} Spieler",
    "{games} and {last}": "{games} und {last}",
    "{games} or {last}": "{games} oder {last}",

    # -- moves -------------------------------------------------------------------------
    "no move given": "kein Zug angegeben",
    "not a legal move here": "hier kein erlaubter Zug",
    "{move}: {reason}": "{move}: {reason}",
    "{move}: the game is over ({reason})": "{move}: Die Partie ist vorbei ({reason})",
    "{move}: the turn is complete after {last}; play one turn at a time":
        "{move}: Der Zug ist nach {last} vollständig; spiel einen Zug nach dem anderen",
    "{square} is not on the {width}x{height} board": "{square} liegt nicht auf dem {width}x{height}-Brett",
    "'{text}' is not a square name (like a1)": "'{text}' ist kein Feldname (wie a1)",

    # -- options -----------------------------------------------------------------------
    "option {name}: {value} is far too large (allowed: {allowed})":
        "Option {name}: {value} ist viel zu groß (erlaubt: {allowed})",
    "option {name}: {value} is not allowed (allowed: {allowed})":
        "Option {name}: {value} ist nicht erlaubt (erlaubt: {allowed})",
    "option {name}: {value} is not text (allowed: {allowed})":
        "Option {name}: {value} ist kein Text (erlaubt: {allowed})",
    "unknown option '{name}' (this game's options: none)":
        "unbekannte Option '{name}' (dieses Spiel hat keine Optionen)",
    "unknown option '{name}' (this game's options: {known})":
        "unbekannte Option '{name}' (die Optionen dieses Spiels: {known})",
    "{game} is played by {range}, not {value}": "{game} ist für {range}, nicht für {value}",
    "seed must be a whole number below 2**64, not {value}":
        "seed muss eine ganze Zahl unter 2**64 sein, nicht {value}",
    "seed must be a whole number from 0 to {most}, not {value}":
        "seed muss eine ganze Zahl von 0 bis {most} sein, nicht {value}",
    "unknown game '{game}' (known games: {known})":
        "unbekanntes Spiel '{game}' (bekannte Spiele: {known})",

    # -- resigning, draws, names -------------------------------------------------------
    "'{text}' is not an action: they are !resign, !offer, !accept and !decline, with a seat (!resign:1)":
        "'{text}' ist keine Aktion: Es gibt !resign, !offer, !accept und !decline, jeweils mit "
        "einem Spieler (!resign:1)",
    "'{text}' is not an action": "'{text}' ist keine Aktion",
    "resigning and draw offers are for two-player games":
        "Aufgeben und Remisangebote gibt es nur in Spielen zu zweit",
    "this game has two players, and there is no player {number}":
        "Dieses Spiel hat zwei Spieler; einen Spieler {number} gibt es nicht",
    "the game is over: {reason}": "Die Partie ist vorbei: {reason}",
    "{who} cannot resign now: it is {other}'s turn":
        "{who} kann jetzt nicht aufgeben: {other} ist am Zug",
    "{who} cannot offer a draw now: it is {other}'s turn":
        "{who} kann jetzt kein Remis anbieten: {other} ist am Zug",
    "{who} has offered a draw already": "{who} hat schon ein Remis angeboten",
    "{who} can offer a draw once this turn is finished":
        "{who} kann ein Remis anbieten, sobald dieser Zug fertig ist",
    "there is no draw offer to answer": "Es gibt kein Remisangebot, auf das man antworten könnte",
    "{who} offered the draw, so {other} answers it":
        "{who} hat das Remis angeboten, also antwortet {other} darauf",
    "a name is text, not {value}": "Ein Name ist Text, nicht {value}",
    "the name '{name}' is {length:,} characters long; a name has at most {most}":
        "Der Name '{name}' ist {length} Zeichen lang; ein Name hat höchstens {most}",
    "the name '{name}' holds a character a name cannot have (a control or invisible character)":
        "Der Name '{name}' enthält ein Zeichen, das in einem Namen nicht stehen darf (ein "
        "Steuerzeichen oder unsichtbares Zeichen)",
    "the name '{name}' is the name of a side ({side}); choose another name":
        "Der Name '{name}' ist der Name einer Seite ({side}); wähle einen anderen Namen",
    "this game has {players} players, and names were given for {count}":
        "Dieses Spiel hat {players} Spieler, aber es wurden Namen für {count} angegeben",

    # -- records -----------------------------------------------------------------------
    "this game has {most:,} moves, the most a game record holds; start a new game to play on":
        "Diese Partie hat {most} Züge, mehr fasst eine Aufzeichnung nicht; starte eine neue "
        "Partie, um weiterzuspielen",
    "this is not a Piecepad game record (it should look like {format}/<game>/<version>/<options>/<moves>)":
        "Das ist keine Piecepad-Aufzeichnung (sie sieht so aus: "
        "{format}/<game>/<version>/<options>/<moves>)",
    "it is {length:,} characters long, and a game record is at most {most:,}":
        "Sie ist {length} Zeichen lang, aber eine Aufzeichnung hat höchstens {most}",
    "it has {count:,} moves, and a game record holds at most {most:,} (no real game is that long)":
        "Sie hat {count} Züge, aber eine Aufzeichnung fasst höchstens {most} (so lang ist "
        "keine echte Partie)",
    "this record was made under {game} rules version {version}, and this app plays version {ours} only; it is not replayed under other rules":
        "Diese Aufzeichnung stammt aus {game} nach Regelversion {version}, und diese App "
        "spielt nur Version {ours}; unter anderen Regeln wird sie nicht nachgespielt",
    "this {format} record holds an action (resign or draw), which only {newer} records carry":
        "Diese {format}-Aufzeichnung enthält eine Aktion (Aufgabe oder Remis), die nur "
        "{newer}-Aufzeichnungen enthalten",
    "this {format} record holds a player's name, which only {newer} records carry":
        "Diese {format}-Aufzeichnung enthält einen Spielernamen, den nur "
        "{newer}-Aufzeichnungen enthalten",
    "this {format} record holds a game id, which only {newer} records carry":
        "Diese {format}-Aufzeichnung enthält eine Partie-ID, die nur "
        "{newer}-Aufzeichnungen enthalten",
    "the record's options are wrong: {reason}": "Die Optionen der Aufzeichnung stimmen nicht: {reason}",
    "the players' names are wrong: {reason}": "Die Spielernamen stimmen nicht: {reason}",
    "move {number} does not replay: {reason}": "Zug {number} lässt sich nicht nachspielen: {reason}",
    "the start position must be position text, not {value}":
        "Die Startstellung muss ein Stellungstext sein, nicht {value}",
    "the start position '{position}' is {length:,} characters long; no {game} position is longer than {most:,}":
        "Die Startstellung '{position}' ist {length} Zeichen lang; keine Stellung in {game} "
        "ist länger als {most}",
    "a record that starts from a position takes no seed: the start position '{position}' holds whatever its dice need":
        "Eine Aufzeichnung, die bei einer Stellung beginnt, hat keinen seed: Die Startstellung "
        "'{position}' enthält alles, was ihre Würfel brauchen",
    "the start position '{position}' is not a {game} position: {reason}":
        "Die Startstellung '{position}' ist keine Stellung in {game}: {reason}",
    "the start position '{position}' is a finished game ({reason}); there is nothing to play from it":
        "Die Startstellung '{position}' ist eine beendete Partie ({reason}); von dort gibt es "
        "nichts mehr zu spielen",
    "the record's option '{item}' has no value (name=value)":
        "Die Option '{item}' der Aufzeichnung hat keinen Wert (name=wert)",
    "the record names a player twice ('{name}')":
        "Die Aufzeichnung nennt einen Spieler doppelt ('{name}')",
    "the record gives its option '{name}' twice":
        "Die Aufzeichnung gibt ihre Option '{name}' doppelt an",
    "move {number} is an action written with escapes ('{text}'); an action is written "
    "plainly, like !resign:1":
        "Zug {number} ist eine mit Escape-Zeichen geschriebene Aktion ('{text}'); eine Aktion "
        "wird unverändert geschrieben, etwa !resign:1",
    "the record's {name} '{value}' is not a number":
        "{name} '{value}' in der Aufzeichnung ist keine Zahl",
    "the record's '{key}' is not a player's name (name1=..., name2=...)":
        "'{key}' in der Aufzeichnung ist kein Spielername (name1=..., name2=...)",
    "the game id '{gid}' is not one Piecepad writes (6 to 16 small letters and digits)":
        "Die Partie-ID '{gid}' ist keine, die Piecepad schreibt (6 bis 16 Kleinbuchstaben "
        "und Ziffern)",

    # -- PPN ---------------------------------------------------------------------------
    "PPN export needs a game record": "Der PPN-Export braucht eine Partieaufzeichnung",
    "PPN export is made for {games} only, not {game}":
        "Den PPN-Export gibt es nur für {games}, nicht für {game}",
    "PPN export starts from the game's opening; this game starts from a set-up position":
        "Der PPN-Export beginnt bei der Anfangsstellung; diese Partie beginnt bei einer "
        "aufgebauten Stellung",
    "this PPN came as bytes, not text: decode the file first (PPN files are UTF-8)":
        "Dieses PPN kam als Bytes, nicht als Text: Dekodiere die Datei zuerst "
        "(PPN-Dateien sind UTF-8)",
    "this PPN text is too long ({length} characters; Piecepad reads up to {most})":
        "Dieser PPN-Text ist zu lang ({length} Zeichen; Piecepad liest bis zu {most})",
    "the Piecepad field should hold a record text, pp1/…":
        "Das Feld Piecepad sollte einen Aufzeichnungstext enthalten, pp1/…",
    "the Piecepad field: {reason}": "Das Feld Piecepad: {reason}",
    "the Piecepad field is a {game} record, but the GameType is {other}":
        "Das Feld Piecepad ist eine Aufzeichnung von {game}, aber der GameType ist {other}",
    "the movetext has {move} where the Piecepad field has {other}":
        "Der Zugtext hat {move}, wo das Feld Piecepad {other} hat",
    "the movetext has {count} moves and the Piecepad field {other}":
        "Der Zugtext hat {count} Züge und das Feld Piecepad {other}",
    "the movetext and the Piecepad field disagree at move {number}: {reason}":
        "Der Zugtext und das Feld Piecepad weichen bei Zug {number} voneinander ab: {reason}",
    "this PPN file holds more than one game; Piecepad reads one at a time":
        "Diese PPN-Datei enthält mehr als eine Partie; Piecepad liest eine nach der anderen",
    "line {line} of the PPN header is not a 'Name: value' field: {text}":
        "Zeile {line} des PPN-Kopfs ist kein Feld 'Name: value': {text}",
    "the PPN header has two {key} fields": "Der PPN-Kopf hat zwei Felder {key}",
    "the {key} field has a value and indented lines too":
        "Das Feld {key} hat einen Wert und außerdem eingerückte Zeilen",
    "line {line} of the PPN header is not a 'Name: value' field of {key}: {text}":
        "Zeile {line} des PPN-Kopfs ist kein Feld 'Name: value' von {key}: {text}",
    "line {line} of the PPN header is less indented than its first field: {text}":
        "Zeile {line} des PPN-Kopfs ist weniger eingerückt als sein erstes Feld: {text}",
    "the {key} field opens a {{ … }} mapping it does not close":
        "Das Feld {key} öffnet eine Zuordnung {{ … }}, die es nicht schließt",
    "the {key} field nests {{ … }} mappings more than {most} deep":
        "Das Feld {key} verschachtelt Zuordnungen {{ … }} tiefer als {most} Ebenen",
    "the {key} field holds {text}, not 'Name: value'":
        "Das Feld {key} enthält {text}, nicht 'Name: value'",
    "the {key} field opens a quote it does not close":
        "Das Feld {key} öffnet ein Anführungszeichen, das es nicht schließt",
    "this PPN text ({event}) has no GameType, so it does not say which game it is; Piecepad reads PPN of {games}":
        "Dieser PPN-Text ({event}) hat keinen GameType und sagt also nicht, welches Spiel "
        "er ist; Piecepad liest PPN von {games}",
    "this PPN text has no GameType, so it does not say which game it is; Piecepad reads PPN of {games}":
        "Dieser PPN-Text hat keinen GameType und sagt also nicht, welches Spiel er ist; "
        "Piecepad liest PPN von {games}",
    "Piecepad reads PPN for {games}, not {game}":
        "Piecepad liest PPN für {games}, nicht für {game}",
    "the GameType field names no game": "Das Feld GameType nennt kein Spiel",
    "this PPN is a game of {name}, which Piecepad does not play (it reads PPN of {games})":
        "Dieses PPN ist eine Partie {name}, ein Spiel, das Piecepad nicht spielt (es liest PPN "
        "von {games})",
    "the GameType field sets {fields}, which Piecepad does not play":
        "Das Feld GameType setzt {fields}, und das spielt Piecepad nicht",
    "the movetext has an unmatched {token} (comments are {{ … }} without braces inside)":
        "Der Zugtext hat eine einzelne {token} (Kommentare stehen in {{ … }}, ohne "
        "geschweifte Klammern darin)",
    "the movetext holds more than {most:,} moves, move numbers and comments, and a game "
    "record holds at most {moves:,} moves":
        "Der Zugtext enthält mehr als {most} Züge, Zugnummern und Kommentare, aber eine "
        "Aufzeichnung fasst höchstens {moves} Züge",
    "move {label}": "Zug {label}",
    "the movetext": "der Zugtext",
    "move {label} has no move, and {seat} is not blocked":
        "Zug {label} enthält keinen Zug, und {seat} ist nicht blockiert",
    "the movetext has no move, and {seat} is not blocked":
        "Der Zugtext enthält keinen Zug, und {seat} ist nicht blockiert",
    "{where} {move} does not replay: {reason}":
        "{where}: {move} lässt sich nicht nachspielen: {reason}",
    "{where}: {move} is not a move Piecepad reads in {game} PPN, which writes {allowed}":
        "{where}: {move} ist kein Zug, den Piecepad in PPN von {game} liest; dort schreibt "
        "man {allowed}",

    # -- positions and the set-up editor -----------------------------------------------
    "the board": "das Brett",
    "Pieces": "Spielsteine",
    "{what} has {count} ranks; at most {most}": "{what} hat {count} Reihen; höchstens {most}",
    ("{n} rank", "{n} ranks"): ("{n} Reihe", "{n} Reihen"),
    ("{n} square", "{n} squares"): ("{n} Feld", "{n} Felder"),
    "{what} must be square: {ranks} of {squares} each, but rank {rank} has {count}":
        "{what} muss quadratisch sein: {ranks} und in jeder Reihe {squares}, aber Reihe "
        "{rank} hat {count}",
    "{what}, rank {rank}: '{char}' is not {marks} (or A, B, X)":
        "{what}, Reihe {rank}: '{char}' ist nicht {marks} (oder A, B, X)",
    "the marks need {ranks} ranks separated by '/', got {count}":
        "Die Markierungen brauchen {ranks} durch '/' getrennte Reihen, nicht {count}",
    "marks of rank {rank} have {count} squares, not {width}":
        "Die Markierungen der Reihe {rank} haben {count} Felder, nicht {width}",
    "rank {rank}: '{char}' is not a mark (use one of {marks})":
        "Reihe {rank}: '{char}' ist keine Markierung (nimm eins von {marks})",
    "{what}: every rank needs the same number of squares":
        "{what}: Jede Reihe braucht gleich viele Felder",
    "{what}: '{char}' is not one of {allowed}": "{what}: '{char}' ist keines von {allowed}",
    "the board needs {ranks} ranks separated by '/', got {count}":
        "Das Brett braucht {ranks} durch '/' getrennte Reihen, nicht {count}",
    "rank {rank}: '{char}' is not a digit or one of {pieces}":
        "Reihe {rank}: '{char}' ist weder eine Ziffer noch eins von {pieces}",
    "rank {rank} covers {count} squares, not {width}":
        "Reihe {rank} umfasst {count} Felder, nicht {width}",
    "position text has {count} parts separated by spaces, like '{example}'":
        "Ein Stellungstext hat {count} durch Leerzeichen getrennte Teile, wie '{example}'",
    "there is no brush '{brush}' here": "Hier gibt es keinen Pinsel '{brush}'",
    "'{square}' is not a square of this board": "'{square}' ist kein Feld dieses Bretts",
    "there is no choice '{name}' here": "Hier gibt es keine Auswahl '{name}'",
    "{field}: '{value}' is not one of the choices": "{field}: '{value}' steht nicht zur Auswahl",
    "the game is over in this position ({reason})":
        "In dieser Stellung ist die Partie vorbei ({reason})",

    # -- lessons and puzzles -----------------------------------------------------------
    "Step {number}": "Schritt {number}",
    "Step {number} ({title})": "Schritt {number} ({title})",
    "Puzzle {number}": "Rätsel {number}",
    "Puzzle {number} ({title})": "Rätsel {number} ({title})",
    "a lesson is text": "Eine Lektion ist Text",
    "the lesson is too long ({length:,} characters; the limit is {most:,})":
        "Die Lektion ist zu lang ({length} Zeichen; die Grenze liegt bei {most})",
    "line {number}: expected 'name: value', got '{text}'":
        "Zeile {number}: 'name: value' erwartet, aber '{text}' gefunden",
    "line {number}: '{key}' is not a field of the header (known: {known})":
        "Zeile {number}: '{key}' ist kein Feld des Kopfs (bekannt: {known})",
    "line {number}: '{key}' is not a field of a step (known: {known})":
        "Zeile {number}: '{key}' ist kein Feld eines Schritts (bekannt: {known})",
    "line {number}: '{key}' is not a field of a puzzle (known: {known})":
        "Zeile {number}: '{key}' ist kein Feld eines Rätsels (bekannt: {known})",
    "line {number}: '{key}' is given twice": "Zeile {number}: '{key}' steht doppelt da",
    "the header needs '{field}:'": "Der Kopf braucht '{field}:'",
    "there is no game '{game}' (known: {known})":
        "Es gibt kein Spiel '{game}' (bekannt: {known})",
    "there are no steps (a block starts with 'step:' or 'puzzle:')":
        "Es gibt keine Schritte (ein Block beginnt mit 'step:' oder 'puzzle:')",
    "this lesson is for rules {rules} of {game}; this app plays rules {ours}":
        "Diese Lektion ist für die Regeln {rules} von {game}; diese App spielt nach den "
        "Regeln {ours}",
    "{step}: {reason}": "{step}: {reason}",
    "the step needs 'from:': the previous step's answers end in different places":
        "Der Schritt braucht 'from:': Die Antworten des vorigen Schritts enden an "
        "verschiedenen Stellen",
    "the step needs 'from:': the previous step ends the game":
        "Der Schritt braucht 'from:': Der vorige Schritt beendet die Partie",
    "a move before the step": "ein Zug vor dem Schritt",
    "the answer": "die Antwort",
    "the reply": "die Erwiderung",
    "the reply after {turn}": "die Erwiderung nach {turn}",
    "the game is already over when the step starts":
        "Die Partie ist schon vorbei, wenn der Schritt beginnt",
    "the step starts in the middle of a turn": "Der Schritt beginnt mitten in einem Zug",
    "in a one-player game the step to play out is 'play: solve'":
        "In einem Spiel für eine Person heißt der Schritt zum Ausspielen 'play: solve'",
    "'play:' takes a level ({levels}), not '{value}'":
        "'play:' nimmt eine Stufe ({levels}), nicht '{value}'",
    "a step played out against the computer has no answer":
        "Ein Schritt, der gegen den Computer ausgespielt wird, hat keine Antwort",
    "the step has no task ('answer:', 'line:' or 'play:')":
        "Der Schritt hat keine Aufgabe ('answer:', 'line:' oder 'play:')",
    "the answer is any winning turn, but no turn wins here":
        "Die Antwort ist ein beliebiger Gewinnzug, aber hier gewinnt kein Zug",
    "'{answer}' can only be the last turn of a line":
        "'{answer}' kann nur der letzte Zug einer Zugfolge sein",
    "the answers {first} and {other} lead to different positions, so the line cannot go on after the reply":
        "Die Antworten {first} und {other} führen zu verschiedenen Stellungen, also kann "
        "die Zugfolge nach der Erwiderung nicht weitergehen",
    "the line goes on after the game is over":
        "Die Zugfolge geht weiter, obwohl die Partie vorbei ist",
    "'goal:' is 'win in N', not '{value}'": "'goal:' ist 'win in N', nicht '{value}'",
    "the goal says win in {goal}, but the line has {count} turns of the reader's":
        "Das Ziel sagt Gewinn in {goal}, aber die Zugfolge hat {count} Züge der lernenden Seite",
    "the line does not end in the reader's win":
        "Die Zugfolge endet nicht mit einem Gewinn der lernenden Seite",
    "'claim:' is one of {claims} (optionally followed by 'from <square>'), not '{value}'":
        "'claim:' ist eins von {claims} (wahlweise gefolgt von 'from <square>'), nicht "
        "'{value}'",
    "the step claims '{claim}', but no turn does that here":
        "Der Schritt behauptet '{claim}', aber hier tut das kein Zug",
    "it leaves out {turns}": "er lässt {turns} aus",
    "it accepts {turns} that do not": "er nimmt {turns} an, die das nicht tun",
    "{first}; {second}": "{first}; {second}",
    "the step claims '{claim}', but {reason}": "Der Schritt behauptet '{claim}', aber {reason}",
    "{text}": "{text}",
    "{step}: give 'answer:' or 'line:', not both":
        "{step}: Gib 'answer:' oder 'line:' an, nicht beides",
    "{step}: an empty turn in the line ('/ /')": "{step}: ein leerer Zug in der Zugfolge ('/ /')",
    "{step}: an empty answer ('| |')": "{step}: eine leere Antwort ('| |')",
    "{what} '{turn}' is not legal there: {reason}":
        "{what} '{turn}' ist dort nicht erlaubt: {reason}",
    "{what} '{turn}' stops in the middle of a turn: give its remaining decisions too":
        "{what} '{turn}' hört mitten im Zug auf: Gib auch die restlichen Entscheidungen an",
    "this lesson is too long for a link ({length:,} characters once packed; the limit is {most:,}): shorten its texts or steps":
        "Diese Lektion ist zu lang für einen Link ({length} Zeichen nach dem Packen; die "
        "Grenze liegt bei {most}): Kürze ihre Texte oder Schritte",
    "this lesson link is too long ({length:,} characters; the limit is {most:,})":
        "Dieser Lektionslink ist zu lang ({length} Zeichen; die Grenze liegt bei {most})",
    "this lesson link is damaged (it holds characters a lesson link never has)":
        "Dieser Lektionslink ist beschädigt (er enthält Zeichen, die ein Lektionslink nie hat)",
    "this lesson is too long (the limit is {most:,} characters)":
        "Diese Lektion ist zu lang (die Grenze liegt bei {most} Zeichen)",
    "this lesson link is damaged: it does not unpack (was it cut short or changed?)":
        "Dieser Lektionslink ist beschädigt: Er lässt sich nicht entpacken (wurde er gekürzt "
        "oder verändert?)",
    "{seat} resigned": "{seat} hat aufgegeben",
}
