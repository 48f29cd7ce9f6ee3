"""The engine's core: French words (docs/languages.md)."""

MESSAGES = {
    # -- seats, levels, outcomes -------------------------------------------------------
    "Player 1": "Joueur 1",
    "Player 2": "Joueur 2",
    "You": "Vous",
    "{name} ({seat})": "{name} ({seat})",
    "easy": "facile",
    "medium": "moyen",
    "hard": "difficile",
    "Drawn by agreement": "Nulle par accord mutuel",
    ("{n} player", "{n} players"): ("{n} joueur", "{n} joueurs"),
    "{low} to {high} players": "{low} à {high} joueurs",
    "{games} and {last}": "{games} et {last}",
    "{games} or {last}": "{games} ou {last}",

    # -- moves -------------------------------------------------------------------------
    "no move given": "aucun coup indiqué",
    "not a legal move here": "ce coup n'est pas permis ici",
    "{move}: {reason}": "{move} : {reason}",
    "{move}: the game is over ({reason})": "{move} : la partie est terminée ({reason})",
    "{move}: the turn is complete after {last}; play one turn at a time":
        "{move} : le tour est complet après {last} ; jouez un tour à la fois",
    "{square} is not on the {width}x{height} board": "{square} n'est pas sur le plateau {width}x{height}",
    "'{text}' is not a square name (like a1)": "'{text}' n'est pas un nom de case (comme a1)",

    # -- options -----------------------------------------------------------------------
    "option {name}: {value} is far too large (allowed: {allowed})":
        "option {name} : {value} est beaucoup trop grand (permis : {allowed})",
    "option {name}: {value} is not allowed (allowed: {allowed})":
        "option {name} : {value} n'est pas permis (permis : {allowed})",
    "option {name}: {value} is not text (allowed: {allowed})":
        "option {name} : {value} n'est pas du texte (permis : {allowed})",
    "unknown option '{name}' (this game's options: none)":
        "option inconnue '{name}' (ce jeu n'a pas d'options)",
    "unknown option '{name}' (this game's options: {known})":
        "option inconnue '{name}' (les options de ce jeu : {known})",
    "{game} is played by {range}, not {value}": "{game} est un jeu pour {range}, pas pour {value}",
    "seed must be a whole number below 2**64, not {value}":
        "seed doit être un nombre entier inférieur à 2**64, pas {value}",
    "seed must be a whole number from 0 to {most}, not {value}":
        "seed doit être un nombre entier de 0 à {most}, pas {value}",
    "unknown game '{game}' (known games: {known})":
        "jeu inconnu '{game}' (jeux connus : {known})",

    # -- resigning, draws, names -------------------------------------------------------
    "'{text}' is not an action: they are !resign, !offer, !accept and !decline, with a seat (!resign:1)":
        "'{text}' n'est pas une action : les actions sont !resign, !offer, !accept et "
        "!decline, suivies d'un joueur (!resign:1)",
    "'{text}' is not an action": "'{text}' n'est pas une action",
    "resigning and draw offers are for two-player games":
        "l'abandon et la proposition de nulle n'existent que dans les jeux à deux",
    "this game has two players, and there is no player {number}":
        "ce jeu se joue à deux : il n'y a pas de joueur {number}",
    "the game is over: {reason}": "la partie est terminée : {reason}",
    "{who} cannot resign now: it is {other}'s turn":
        "{who} ne peut pas abandonner maintenant : c'est au tour de {other}",
    "{who} cannot offer a draw now: it is {other}'s turn":
        "{who} ne peut pas proposer la nulle maintenant : c'est au tour de {other}",
    "{who} has offered a draw already": "{who} a déjà proposé la nulle",
    "{who} can offer a draw once this turn is finished":
        "{who} pourra proposer la nulle une fois ce tour terminé",
    "there is no draw offer to answer": "il n'y a pas de proposition de nulle à laquelle répondre",
    "{who} offered the draw, so {other} answers it":
        "{who} a proposé la nulle, c'est donc {other} qui y répond",
    "a name is text, not {value}": "un nom est du texte, pas {value}",
    "the name '{name}' is {length:,} characters long; a name has at most {most}":
        "le nom '{name}' fait {length} caractères ; un nom en a au plus {most}",
    "the name '{name}' holds a character a name cannot have (a control or invisible character)":
        "le nom '{name}' contient un caractère interdit dans un nom (un caractère de "
        "contrôle ou invisible)",
    "the name '{name}' is the name of a side ({side}); choose another name":
        "le nom '{name}' est celui d'un camp ({side}) ; choisissez un autre nom",
    "this game has {players} players, and names were given for {count}":
        "ce jeu a {players} joueurs, mais des noms ont été donnés pour {count}",

    # -- records -----------------------------------------------------------------------
    "this game has {most:,} moves, the most a game record holds; start a new game to play on":
        "cette partie compte {most} coups, le maximum qu'un enregistrement puisse contenir ; "
        "commencez une nouvelle partie pour continuer à jouer",
    "this is not a Piecepad game record (it should look like {format}/<game>/<version>/<options>/<moves>)":
        "ce n'est pas un enregistrement de partie Piecepad (il devrait ressembler à "
        "{format}/<game>/<version>/<options>/<moves>)",
    "it is {length:,} characters long, and a game record is at most {most:,}":
        "il fait {length} caractères, et un enregistrement en a au plus {most}",
    "it has {count:,} moves, and a game record holds at most {most:,} (no real game is that long)":
        "il compte {count} coups, et un enregistrement en contient au plus {most} (aucune "
        "vraie partie n'est aussi longue)",
    "this record was made under {game} rules version {version}, and this app plays version {ours} only; it is not replayed under other rules":
        "cet enregistrement a été fait avec la version {version} des règles de {game}, et "
        "cette application ne joue que la version {ours} ; il n'est pas rejoué avec d'autres "
        "règles",
    "this {format} record holds an action (resign or draw), which only {newer} records carry":
        "cet enregistrement {format} contient une action (abandon ou nulle), que seuls les "
        "enregistrements {newer} portent",
    "this {format} record holds a player's name, which only {newer} records carry":
        "cet enregistrement {format} contient un nom de joueur, que seuls les "
        "enregistrements {newer} portent",
    "this {format} record holds a game id, which only {newer} records carry":
        "cet enregistrement {format} contient un identifiant de partie, que seuls les "
        "enregistrements {newer} portent",
    "the record's options are wrong: {reason}": "les options de l'enregistrement sont incorrectes : {reason}",
    "the players' names are wrong: {reason}": "les noms des joueurs sont incorrects : {reason}",
    "move {number} does not replay: {reason}": "le coup {number} ne se rejoue pas : {reason}",
    "the start position must be position text, not {value}":
        "la position de départ doit être un texte de position, pas {value}",
    "the start position '{position}' is {length:,} characters long; no {game} position is longer than {most:,}":
        "la position de départ '{position}' fait {length} caractères ; aucune position de "
        "{game} ne dépasse {most}",
    "a record that starts from a position takes no seed: the start position '{position}' holds whatever its dice need":
        "un enregistrement qui part d'une position ne prend pas de seed : la position de "
        "départ '{position}' contient tout ce qu'il faut pour ses dés",
    "the start position '{position}' is not a {game} position: {reason}":
        "la position de départ '{position}' n'est pas une position de {game} : {reason}",
    "the start position '{position}' is a finished game ({reason}); there is nothing to play from it":
        "la position de départ '{position}' est une partie terminée ({reason}) ; il n'y a "
        "plus rien à jouer",
    "the record's option '{item}' has no value (name=value)":
        "l'option '{item}' de l'enregistrement n'a pas de valeur (nom=valeur)",
    "the record names a player twice ('{name}')":
        "l'enregistrement nomme deux fois un joueur ('{name}')",
    "the record gives its option '{name}' twice":
        "l'enregistrement donne deux fois son option '{name}'",
    "move {number} is an action written with escapes ('{text}'); an action is written "
    "plainly, like !resign:1":
        "le coup {number} est une action écrite avec des échappements ('{text}') ; une action "
        "s'écrit telle quelle, comme !resign:1",
    "the record's {name} '{value}' is not a number":
        "{name} '{value}' dans l'enregistrement n'est pas un nombre",
    "the record's '{key}' is not a player's name (name1=..., name2=...)":
        "'{key}' dans l'enregistrement n'est pas un nom de joueur (name1=..., name2=...)",
    "the game id '{gid}' is not one Piecepad writes (6 to 16 small letters and digits)":
        "l'identifiant de partie '{gid}' n'est pas de ceux qu'écrit Piecepad (6 à 16 "
        "lettres minuscules et chiffres)",

    # -- PPN ---------------------------------------------------------------------------
    "PPN export needs a game record": "l'export PPN a besoin d'un enregistrement de partie",
    "PPN export is made for {games} only, not {game}":
        "l'export PPN n'existe que pour {games}, pas pour {game}",
    "PPN export starts from the game's opening; this game starts from a set-up position":
        "l'export PPN part de la position initiale du jeu ; cette partie part d'une "
        "position mise en place",
    "this PPN came as bytes, not text: decode the file first (PPN files are UTF-8)":
        "ce PPN est arrivé sous forme d'octets, pas de texte : décodez d'abord le fichier "
        "(les fichiers PPN sont en UTF-8)",
    "this PPN text is too long ({length} characters; Piecepad reads up to {most})":
        "ce texte PPN est trop long ({length} caractères ; Piecepad en lit au plus {most})",
    "the Piecepad field should hold a record text, pp1/…":
        "le champ Piecepad devrait contenir un texte d'enregistrement, pp1/…",
    "the Piecepad field: {reason}": "le champ Piecepad : {reason}",
    "the Piecepad field is a {game} record, but the GameType is {other}":
        "le champ Piecepad est un enregistrement de {game}, mais le GameType est {other}",
    "the movetext has {move} where the Piecepad field has {other}":
        "le texte des coups a {move} là où le champ Piecepad a {other}",
    "the movetext has {count} moves and the Piecepad field {other}":
        "le texte des coups compte {count} coups et le champ Piecepad {other}",
    "the movetext and the Piecepad field disagree at move {number}: {reason}":
        "le texte des coups et le champ Piecepad divergent au coup {number} : {reason}",
    "this PPN file holds more than one game; Piecepad reads one at a time":
        "ce fichier PPN contient plus d'une partie ; Piecepad les lit une par une",
    "line {line} of the PPN header is not a 'Name: value' field: {text}":
        "la ligne {line} de l'en-tête PPN n'est pas un champ 'Name: value' : {text}",
    "the PPN header has two {key} fields": "l'en-tête PPN a deux champs {key}",
    "the {key} field has a value and indented lines too":
        "le champ {key} a une valeur et aussi des lignes en retrait",
    "line {line} of the PPN header is not a 'Name: value' field of {key}: {text}":
        "la ligne {line} de l'en-tête PPN n'est pas un champ 'Name: value' de {key} : {text}",
    "line {line} of the PPN header is less indented than its first field: {text}":
        "la ligne {line} de l'en-tête PPN est moins en retrait que son premier champ : {text}",
    "the {key} field opens a {{ … }} mapping it does not close":
        "le champ {key} ouvre une table {{ … }} qu'il ne ferme pas",
    "the {key} field nests {{ … }} mappings more than {most} deep":
        "le champ {key} imbrique des tables {{ … }} sur plus de {most} niveaux",
    "the {key} field holds {text}, not 'Name: value'":
        "le champ {key} contient {text}, pas 'Name: value'",
    "the {key} field opens a quote it does not close":
        "le champ {key} ouvre un guillemet qu'il ne ferme pas",
    "this PPN text ({event}) has no GameType, so it does not say which game it is; Piecepad reads PPN of {games}":
        "ce texte PPN ({event}) n'a pas de GameType : il ne dit donc pas de quel jeu il "
        "s'agit ; Piecepad lit le PPN de {games}",
    "this PPN text has no GameType, so it does not say which game it is; Piecepad reads PPN of {games}":
        "ce texte PPN n'a pas de GameType : il ne dit donc pas de quel jeu il s'agit ; "
        "Piecepad lit le PPN de {games}",
    "Piecepad reads PPN for {games}, not {game}":
        "Piecepad lit le PPN de {games}, pas de {game}",
    "the GameType field names no game": "le champ GameType ne nomme aucun jeu",
    "this PPN is a game of {name}, which Piecepad does not play (it reads PPN of {games})":
        "ce PPN est une partie de {name}, un jeu que Piecepad ne joue pas (il lit le PPN de "
        "{games})",
    "the GameType field sets {fields}, which Piecepad does not play":
        "le champ GameType fixe {fields}, ce que Piecepad ne joue pas",
    "the movetext has an unmatched {token} (comments are {{ … }} without braces inside)":
        "le texte des coups a une accolade {token} isolée (les commentaires s'écrivent "
        "{{ … }}, sans accolades à l'intérieur)",
    "the movetext holds more than {most:,} moves, move numbers and comments, and a game "
    "record holds at most {moves:,} moves":
        "le texte des coups contient plus de {most} coups, numéros et commentaires, et un "
        "enregistrement contient au plus {moves} coups",
    "move {label}": "coup {label}",
    "the movetext": "le texte des coups",
    "move {label} has no move, and {seat} is not blocked":
        "le coup {label} ne contient aucun coup, et {seat} n'est pas bloqué",
    "the movetext has no move, and {seat} is not blocked":
        "le texte des coups ne contient aucun coup, et {seat} n'est pas bloqué",
    "{where} {move} does not replay: {reason}":
        "{where} : {move} ne se rejoue pas : {reason}",
    "{where}: {move} is not a move Piecepad reads in {game} PPN, which writes {allowed}":
        "{where} : {move} n'est pas un coup que Piecepad lit dans le PPN de {game}, qui "
        "s'écrit {allowed}",

    # -- positions and the set-up editor -----------------------------------------------
    "the board": "le plateau",
    "Pieces": "Pièces",
    "{what} has {count} ranks; at most {most}": "{what} a {count} rangées ; au plus {most}",
    ("{n} rank", "{n} ranks"): ("{n} rangée", "{n} rangées"),
    ("{n} square", "{n} squares"): ("{n} case", "{n} cases"),
    "{what} must be square: {ranks} of {squares} each, but rank {rank} has {count}":
        "{what} doit être carré : {ranks} de {squares} chacune, mais la rangée {rank} a "
        "{count}",
    "{what}, rank {rank}: '{char}' is not {marks} (or A, B, X)":
        "{what}, rangée {rank} : '{char}' n'est pas {marks} (ou A, B, X)",
    "the marks need {ranks} ranks separated by '/', got {count}":
        "les marques demandent {ranks} rangées séparées par '/', pas {count}",
    "marks of rank {rank} have {count} squares, not {width}":
        "les marques de la rangée {rank} ont {count} cases, pas {width}",
    "rank {rank}: '{char}' is not a mark (use one of {marks})":
        "rangée {rank} : '{char}' n'est pas une marque (utilisez l'une de {marks})",
    "{what}: every rank needs the same number of squares":
        "{what} : chaque rangée doit avoir le même nombre de cases",
    "{what}: '{char}' is not one of {allowed}": "{what} : '{char}' ne fait pas partie de {allowed}",
    "the board needs {ranks} ranks separated by '/', got {count}":
        "le plateau demande {ranks} rangées séparées par '/', pas {count}",
    "rank {rank}: '{char}' is not a digit or one of {pieces}":
        "rangée {rank} : '{char}' n'est ni un chiffre ni l'un de {pieces}",
    "rank {rank} covers {count} squares, not {width}":
        "la rangée {rank} couvre {count} cases, pas {width}",
    "position text has {count} parts separated by spaces, like '{example}'":
        "un texte de position a {count} parties séparées par des espaces, comme '{example}'",
    "there is no brush '{brush}' here": "il n'y a pas de pinceau '{brush}' ici",
    "'{square}' is not a square of this board": "'{square}' n'est pas une case de ce plateau",
    "there is no choice '{name}' here": "il n'y a pas de choix '{name}' ici",
    "{field}: '{value}' is not one of the choices": "{field} : '{value}' ne fait pas partie des choix",
    "the game is over in this position ({reason})":
        "la partie est terminée dans cette position ({reason})",

    # -- lessons and puzzles -----------------------------------------------------------
    "Step {number}": "Étape {number}",
    "Step {number} ({title})": "Étape {number} ({title})",
    "Puzzle {number}": "Problème {number}",
    "Puzzle {number} ({title})": "Problème {number} ({title})",
    "{who} to move and win at once.": "{who} joue et gagne immédiatement.",
    "{who} to move and win in {n}.": "{who} joue et gagne en {n} coups.",
    "a lesson is text": "une leçon est du texte",
    "the lesson is too long ({length:,} characters; the limit is {most:,})":
        "la leçon est trop longue ({length} caractères ; la limite est de {most})",
    "line {number}: expected 'name: value', got '{text}'":
        "ligne {number} : 'name: value' attendu, '{text}' trouvé",
    "line {number}: '{key}' is not a field of the header (known: {known})":
        "ligne {number} : '{key}' n'est pas un champ de l'en-tête (connus : {known})",
    "line {number}: '{key}' is not a field of a step (known: {known})":
        "ligne {number} : '{key}' n'est pas un champ d'une étape (connus : {known})",
    "line {number}: '{key}' is not a field of a puzzle (known: {known})":
        "ligne {number} : '{key}' n'est pas un champ d'un problème (connus : {known})",
    "line {number}: '{key}' is given twice": "ligne {number} : '{key}' est donné deux fois",
    "the header needs '{field}:'": "l'en-tête a besoin de '{field}:'",
    "there is no game '{game}' (known: {known})":
        "il n'y a pas de jeu '{game}' (connus : {known})",
    "there are no steps (a block starts with 'step:' or 'puzzle:')":
        "il n'y a aucune étape (un bloc commence par 'step:' ou 'puzzle:')",
    "this lesson is for rules {rules} of {game}; this app plays rules {ours}":
        "cette leçon suit les règles {rules} de {game} ; cette application joue les règles "
        "{ours}",
    "{step}: {reason}": "{step} : {reason}",
    "the step needs 'from:': the previous step's answers end in different places":
        "l'étape a besoin de 'from:' : les réponses de l'étape précédente aboutissent à "
        "des positions différentes",
    "the step needs 'from:': the previous step ends the game":
        "l'étape a besoin de 'from:' : l'étape précédente termine la partie",
    "a move before the step": "un coup avant l'étape",
    "the answer": "la réponse",
    "the reply": "la riposte",
    "the reply after {turn}": "la riposte après {turn}",
    "the game is already over when the step starts":
        "la partie est déjà terminée quand l'étape commence",
    "the step starts in the middle of a turn": "l'étape commence au milieu d'un tour",
    "in a one-player game the step to play out is 'play: solve'":
        "dans un jeu à un joueur, l'étape à jouer jusqu'au bout s'écrit 'play: solve'",
    "'play:' takes a level ({levels}), not '{value}'":
        "'play:' prend un niveau ({levels}), pas '{value}'",
    "a step played out against the computer has no answer":
        "une étape jouée contre l'ordinateur n'a pas de réponse",
    "the step has no task ('answer:', 'line:' or 'play:')":
        "l'étape n'a pas de tâche ('answer:', 'line:' ou 'play:')",
    "the answer is any winning turn, but no turn wins here":
        "la réponse est n'importe quel tour gagnant, mais aucun tour ne gagne ici",
    "'{answer}' can only be the last turn of a line":
        "'{answer}' ne peut être que le dernier tour d'une suite de coups",
    "the answers {first} and {other} lead to different positions, so the line cannot go on after the reply":
        "les réponses {first} et {other} mènent à des positions différentes : la suite de "
        "coups ne peut donc pas continuer après la riposte",
    "the line goes on after the game is over":
        "la suite de coups continue après la fin de la partie",
    "'goal:' is 'win in N', not '{value}'": "'goal:' s'écrit 'win in N', pas '{value}'",
    "the goal says win in {goal}, but the line has {count} turns of the reader's":
        "le but annonce un gain en {goal}, mais la suite de coups compte {count} tours du "
        "joueur",
    "the line does not end in the reader's win":
        "la suite de coups ne se termine pas par un gain du joueur",
    "'claim:' is one of {claims} (optionally followed by 'from <square>'), not '{value}'":
        "'claim:' est l'un de {claims} (éventuellement suivi de 'from <square>'), pas "
        "'{value}'",
    "the step claims '{claim}', but no turn does that here":
        "l'étape annonce '{claim}', mais aucun tour ne fait cela ici",
    "it leaves out {turns}": "elle oublie {turns}",
    "it accepts {turns} that do not": "elle accepte {turns}, qui ne le font pas",
    "{first}; {second}": "{first} ; {second}",
    "the step claims '{claim}', but {reason}": "l'étape annonce '{claim}', mais {reason}",
    "{text}": "{text}",
    "{step}: give 'answer:' or 'line:', not both":
        "{step} : donnez 'answer:' ou 'line:', pas les deux",
    "{step}: an empty turn in the line ('/ /')": "{step} : un tour vide dans la suite de coups ('/ /')",
    "{step}: an empty answer ('| |')": "{step} : une réponse vide ('| |')",
    "{what} '{turn}' is not legal there: {reason}":
        "{what} '{turn}' n'est pas jouable à cet endroit : {reason}",
    "{what} '{turn}' stops in the middle of a turn: give its remaining decisions too":
        "{what} '{turn}' s'arrête au milieu d'un tour : donnez aussi les décisions qui restent",
    "this lesson is too long for a link ({length:,} characters once packed; the limit is {most:,}): shorten its texts or steps":
        "cette leçon est trop longue pour un lien ({length} caractères une fois compressée ; "
        "la limite est de {most}) : raccourcissez ses textes ou ses étapes",
    "this lesson link is too long ({length:,} characters; the limit is {most:,})":
        "ce lien de leçon est trop long ({length} caractères ; la limite est de {most})",
    "this lesson link is damaged (it holds characters a lesson link never has)":
        "ce lien de leçon est abîmé (il contient des caractères qu'un lien de leçon n'a "
        "jamais)",
    "this lesson is too long (the limit is {most:,} characters)":
        "cette leçon est trop longue (la limite est de {most} caractères)",
    "this lesson link is damaged: it does not unpack (was it cut short or changed?)":
        "ce lien de leçon est abîmé : il ne se décompresse pas (a-t-il été coupé ou "
        "modifié ?)",
    "{seat} resigned": "{seat} abandonne",
}
