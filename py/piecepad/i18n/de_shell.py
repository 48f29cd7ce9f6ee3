"""German: the page's own words outside Python's pages (index.html, assets/*.js),
which assets/lang.js shows (docs/languages.md)."""

MESSAGES = {
    "Piecepad: small board games": "Piecepad: kleine Brettspiele",
    "Play small abstract board games in your browser, offline too.":
        "Kleine abstrakte Brettspiele im Browser spielen, auch offline.",
    "Main": "Hauptmenü",
    "Games": "Spiele",
    "Learn": "Lernen",
    "Saved": "Partien",
    "Colour theme": "Farbschema",
    "Light": "Hell",
    "Dark": "Dunkel",
    "Language": "Sprache",
    "Starting": "Start",
    "Starting…": "Wird gestartet …",
    "Dialog": "Dialog",
    ("{n} game", "{n} games"): ("{n} Partie", "{n} Partien"),
    "Downloading and compiling Python…": "Python wird geladen und übersetzt …",
    "Python is running.": "Python läuft.",
    "Loading the games…": "Die Spiele werden geladen …",
    "Games loaded.": "Spiele geladen.",
    "Setting up the board…": "Das Brett wird aufgebaut …",
    "Still loading ({seconds} s)…": "Wird noch geladen ({seconds} s) …",
    "Piecepad could not start: {message}. Reload the page to try again.":
        "Piecepad konnte nicht starten: {message}. Lade die Seite neu, um es noch einmal "
        "zu versuchen.",
    "a script failed": "ein Skript ist fehlgeschlagen",
    "Preparing the next visit": "Der nächste Besuch wird vorbereitet",
    "Your theme cannot be kept: this browser's storage is full or blocked, so it lasts until "
    "this page is closed or reloaded.":
        'Dein Farbschema kann nicht gespeichert werden: Der Speicher dieses Browsers ist voll '
        'oder gesperrt, daher gilt es nur, bis diese Seite geschlossen oder neu geladen wird.',
    "The language cannot be changed: this browser's storage is full or blocked, and a new "
    "language needs it to reload the page.":
        'Die Sprache kann nicht gewechselt werden: Der Speicher dieses Browsers ist voll oder '
        'gesperrt, und eine neue Sprache braucht ihn, um die Seite neu zu laden.',
}
