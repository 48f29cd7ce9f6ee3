"""French: the page's own words outside Python's pages (index.html, assets/*.js),
which assets/lang.js shows (docs/languages.md)."""

MESSAGES = {
    "Piecepad: small board games": "Piecepad : petits jeux de plateau",
    "Play small abstract board games in your browser, offline too.":
        "Jouez à de petits jeux de plateau abstraits dans votre navigateur, même hors ligne.",
    "Main": "Menu principal",
    "Games": "Jeux",
    "Learn": "Apprendre",
    "Saved": "Parties",
    "Colour theme": "Thème de couleurs",
    "Auto": "Auto",
    "Light": "Clair",
    "Dark": "Sombre",
    "Language": "Langue",
    "Starting": "Démarrage",
    "Starting…": "Démarrage…",
    "Dialog": "Boîte de dialogue",
    ("{n} game", "{n} games"): ("{n} partie", "{n} parties"),
    "Downloading and compiling Python…": "Téléchargement et compilation de Python…",
    "Python is running.": "Python est lancé.",
    "Loading the games…": "Chargement des jeux…",
    "Games loaded.": "Jeux chargés.",
    "Setting up the board…": "Mise en place du plateau…",
    "Still loading ({seconds} s)…": "Chargement en cours ({seconds} s)…",
    "Piecepad could not start: {message}. Reload the page to try again.":
        "Piecepad n’a pas pu démarrer : {message}. Rechargez la page pour réessayer.",
    "a script failed": "un script a échoué",
    "Preparing the next visit": "Préparation de la prochaine visite",
    "Your theme cannot be kept: this browser's storage is full or blocked, so it lasts until "
    "this page is closed or reloaded.":
        'Votre thème ne peut pas être conservé\xa0: le stockage de ce navigateur est plein ou '
        'bloqué, il vaut donc jusqu’à la fermeture ou au rechargement de cette page.',
    "The language cannot be changed: this browser's storage is full or blocked, and a new "
    "language needs it to reload the page.":
        'La langue ne peut pas être changée\xa0: le stockage de ce navigateur est plein ou '
        'bloqué, et une nouvelle langue en a besoin pour recharger la page.',
}
