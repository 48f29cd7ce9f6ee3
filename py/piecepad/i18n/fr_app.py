"""French: what piecepad/app/ and the glue say (docs/languages.md)."""

MESSAGES = {
    'Piecepad: {title}':
        'Piecepad\xa0: {title}',
    ('Play {move} here? The game has {n} later move.', 'Play {move} here? The game has {n} later moves.'):
        ('Jouer {move} ici\xa0? La partie a encore {n} coup après celui-ci.', 'Jouer {move} ici\xa0? La partie a encore {n} coups après celui-ci.'),
    ('Taken back: {n} move. Play your own move, then Send it.', 'Taken back: {n} moves. Play your own move, then Send it.'):
        ('Repris\xa0: {n} coup. Jouez votre propre coup, puis envoyez-le (Envoyer).', 'Repris\xa0: {n} coups. Jouez votre propre coup, puis envoyez-le (Envoyer).'),
    ('The puzzle of {date}: a {size}×{size} board, graded {grade} (the solver needed {effort} steps). Everyone gets the same puzzle today. Your streak: {n} day.', 'The puzzle of {date}: a {size}×{size} board, graded {grade} (the solver needed {effort} steps). Everyone gets the same puzzle today. Your streak: {n} days.'):
        ("Le problème du {date}\xa0: un plateau de {size}×{size} cases, niveau {grade} (le solveur a eu besoin de {effort} étapes). Tout le monde a le même problème aujourd'hui. Votre série\xa0: {n} jour.", "Le problème du {date}\xa0: un plateau de {size}×{size} cases, niveau {grade} (le solveur a eu besoin de {effort} étapes). Tout le monde a le même problème aujourd'hui. Votre série\xa0: {n} jours."),
    ('Your daily streak: {n} day.', 'Your daily streak: {n} days.'):
        ('Votre série quotidienne\xa0: {n} jour.', 'Votre série quotidienne\xa0: {n} jours.'),
    'A lesson':
        'Une leçon',
    'A lesson from a link':
        'Une leçon reçue par lien',
    'A new game from here: the game you were looking through is kept, as it was, in Saved games.':
        "Une nouvelle partie à partir d'ici\xa0: la partie que vous regardiez est conservée telle quelle dans les parties enregistrées.",
    'A saved game could not be read ({reason}). It was set aside, not deleted (storage key {key}).':
        "Une partie enregistrée n'a pas pu être lue ({reason}). Elle a été mise de côté, pas supprimée (clé de stockage {key}).",
    'A saved game could not be read ({reason}). Storage is too full to keep all of it: it could not be kept.':
        "Une partie enregistrée n'a pas pu être lue ({reason}). Le stockage est trop plein pour la garder en entier\xa0: elle n'a pas pu être conservée.",
    'A saved game could not be read ({reason}). Storage is too full to keep all of it: its first {kept} of {size} characters were set aside (storage key {key}).':
        "Une partie enregistrée n'a pas pu être lue ({reason}). Le stockage est trop plein pour la garder en entier\xa0: ses {kept} premiers caractères sur {size} ont été mis de côté (clé de stockage {key}).",
    'A setting stored on this device ({key}) could not be read, so the usual one is used instead. Everything else is as it was.':
        "Un réglage enregistré sur cet appareil ({key}) n'a pas pu être lu\xa0: le réglage habituel est utilisé à la place. Tout le reste est inchangé.",
    'Analysis off.':
        'Analyse désactivée.',
    'Analysis on: it follows the position shown.':
        'Analyse activée\xa0: elle suit la position affichée.',
    'Analysis stopped.':
        'Analyse arrêtée.',
    'Any turn that wins at once is right here.':
        'Ici, tout coup qui gagne immédiatement est juste.',
    'Anyone who opens it gets this puzzle. Put ?embed before the # to show it inside another page.':
        "Toute personne qui l'ouvre obtient ce problème. Ajoutez\xa0?embed avant le # pour l'afficher dans une autre page.",
    'Anyone who opens this link plays your lesson; it holds the whole lesson, so nothing is stored anywhere.':
        "Toute personne qui ouvre ce lien joue votre leçon\xa0; il contient toute la leçon, rien n'est donc stocké nulle part.",
    'Copy this link to open the editor with this position.':
        "Copiez ce lien pour ouvrir l'éditeur avec cette position.",
    'Deleted {title}. Undo puts it back.':
        'Partie de {title} supprimée. «\xa0Annuler\xa0» la rétablit.',
    "First choose which game to keep: yours, the link's, or both.":
        "Choisissez d'abord quelle partie garder\xa0: la vôtre, celle du lien, ou les deux.",
    'From the rules: try it':
        'Tiré des règles\xa0: essayez',
    'Good.':
        'Bien.',
    'Hint: {words}':
        'Indice\xa0: {words}',
    'Hint: {words}. It is marked on the board: tap it to play it.':
        'Indice\xa0: {words}. Il est marqué sur le plateau\xa0: touchez-le pour le jouer.',
    'Hint: {words}. Its button is marked: press it to play it.':
        'Indice\xa0: {words}. Son bouton est marqué\xa0: appuyez dessus pour le jouer.',
    'Kept as a separate game: both are in Saved games.':
        'Gardée comme partie séparée\xa0: les deux sont dans les parties enregistrées.',
    "Kept: the game goes on from the link's last move.":
        'Gardé\xa0: la partie continue à partir du dernier coup du lien.',
    'Lesson · step {n} of {count}':
        'Leçon · étape {n} sur {count}',
    'Link to this puzzle':
        'Lien vers ce problème',
    'Link to this set-up':
        'Lien vers cette mise en place',
    'Move {n} of {count}.':
        'Coup {n} sur {count}.',
    "Names saved; they travel in the game's link.":
        'Noms enregistrés\xa0; ils voyagent dans le lien de la partie.',
    'New game of {title}.':
        'Nouvelle partie de {title}.',
    'Next puzzle':
        'Problème suivant',
    'Next step':
        'Étape suivante',
    'No hint: this position has no solution to head for.':
        "Pas d'indice\xa0: cette position n'a pas de solution vers laquelle aller.",
    'Not a position to play from: {reason}':
        "Pas une position d'où jouer\xa0: {reason}",
    'Paste a PPN text ({games}), a record text (pp1/…) or a Piecepad link (…#/play/…).':
        'Collez un texte PPN ({games}), un texte de partie (pp1/…) ou un lien Piecepad (…#/play/…).',
    "Pick one of {who}'s pieces that can move (they are outlined).":
        'Choisissez une pièce de {who} qui peut bouger (elles sont entourées).',
    'Piecepad cannot read {text}. {ask}':
        'Piecepad ne sait pas lire {text}. {ask}',
    'Play it out against the computer ({level}) as {side}, and win.':
        "Jouez la suite contre l'ordinateur ({level}) avec {side}, et gagnez.",
    "Play the step's answer on the board first.":
        "Jouez d'abord la réponse de l'étape sur le plateau.",
    'Press Pass.':
        'Appuyez sur «\xa0Passer\xa0».',
    'Puzzle of the day':
        'Problème du jour',
    'Puzzle {n} · {grade}':
        'Problème {n} · {grade}',
    'Right!':
        'Juste\xa0!',
    'Right.':
        'Juste.',
    'Right: that wins. {reason}.':
        'Juste\xa0: ça gagne. {reason}.',
    'Saving is not available here (storage is blocked or full), so this game lives in this tab only. Copy a link to keep it.':
        "L'enregistrement n'est pas disponible ici (stockage bloqué ou plein)\xa0: cette partie ne vit que dans cet onglet. Copiez un lien pour la garder.",
    'Solve it: every letter must meet its twin.':
        'Résolvez-le\xa0: chaque lettre doit rejoindre sa jumelle.',
    'Solved. Come back tomorrow for the next one.':
        'Résolu. Revenez demain pour le suivant.',
    'Something went wrong; your game is saved.':
        "Une erreur s'est produite\xa0; votre partie est enregistrée.",
    'Step {n} added.':
        'Étape {n} ajoutée.',
    'That does not win yet: look for a turn that wins at once.':
        'Cela ne gagne pas encore\xa0: cherchez un coup qui gagne immédiatement.',
    'That is the end of this lesson.':
        "C'est la fin de cette leçon.",
    'That is the whole lesson. Start a game from the home page, or try the puzzles.':
        "C'était toute la leçon. Lancez une partie depuis l'accueil, ou essayez les problèmes.",
    'That saved game could not be read, so it was set aside.':
        "Cette partie enregistrée n'a pas pu être lue\xa0; elle a donc été mise de côté.",
    'That saved game is no longer there.':
        "Cette partie enregistrée n'existe plus.",
    'That was the last puzzle of this set.':
        "C'était le dernier problème de cette série.",
    'The answer: {moves}.':
        'La réponse\xa0: {moves}.',
    'The game is over: {reason}.':
        'La partie est terminée\xa0: {reason}.',
    'The lesson in this address could not be read ({reason}); here is a new one.':
        "La leçon de cette adresse n'a pas pu être lue ({reason})\xa0; en voici une nouvelle.",
    "The link's game is kept as a new game; yours is unchanged in Saved games.":
        'La partie du lien est gardée comme nouvelle partie\xa0; la vôtre reste inchangée dans les parties enregistrées.',
    "There are no puzzles for '{game}' here.":
        "Il n'y a pas de problèmes pour «\xa0{game}\xa0» ici.",
    "There is no game '{game}' here.":
        "Il n'y a pas de jeu «\xa0{game}\xa0» ici.",
    "There is no lesson for '{game}' here.":
        "Il n'y a pas de leçon pour «\xa0{game}\xa0» ici.",
    "There is no page '{page}' here.":
        "Il n'y a pas de page «\xa0{page}\xa0» ici.",
    "There is no puzzle for '{day}': a day is written YYYY-MM-DD, and only today's and past days' puzzles are out.":
        "Il n'y a pas de problème pour «\xa0{day}\xa0»\xa0: un jour s'écrit AAAA-MM-JJ, et seuls les problèmes d'aujourd'hui et des jours passés sont publiés.",
    "There is no puzzle {number} for '{game}' here.":
        "Il n'y a pas de problème {number} pour «\xa0{game}\xa0» ici.",
    "There is no set-up editor for '{game}' here.":
        "Il n'y a pas d'éditeur de mise en place pour «\xa0{game}\xa0» ici.",
    'There is nothing to open yet. {ask}':
        "Il n'y a encore rien à ouvrir. {ask}",
    'This device plays every side of this game.':
        'Cet appareil joue tous les camps de cette partie.',
    "This device's settings could not be read ({reason}), so the usual ones are used. Your saved games are untouched.":
        "Les réglages de cet appareil n'ont pas pu être lus ({reason})\xa0: les réglages habituels sont utilisés. Vos parties enregistrées sont intactes.",
    'This game link is broken: {reason}. Your saved games are untouched.':
        'Ce lien de partie est cassé\xa0: {reason}. Vos parties enregistrées sont intactes.',
    'This game now follows the link.':
        'Cette partie suit maintenant le lien.',
    "This is {name}'s move ({side}), made on their device: send them the link (Send) and wait for their reply.":
        "C'est le coup de {name} ({side}), joué sur son appareil\xa0: envoyez-lui le lien (Envoyer) et attendez sa réponse.",
    "This is {side}'s move, made on their device: send them the link (Send) and wait for their reply.":
        "C'est le coup de {side}, joué sur l'autre appareil\xa0: envoyez le lien (Envoyer) et attendez la réponse.",
    'This lesson cannot be shown: {reason}. Your saved games are untouched.':
        'Cette leçon ne peut pas être affichée\xa0: {reason}. Vos parties enregistrées sont intactes.',
    'This link asks for move {at}, but the game has moves 0 to {count}: showing the last one.':
        'Ce lien demande le coup {at}, mais la partie a les coups 0 à {count}\xa0: le dernier est affiché.',
    'This link cannot be opened: {reason}.':
        'Ce lien ne peut pas être ouvert\xa0: {reason}.',
    "This link opens a page of Piecepad, not a game: a game's link has #/play/ in it.":
        "Ce lien ouvre une page de Piecepad, pas une partie\xa0: le lien d'une partie contient #/play/.",
    'This record text cannot be opened: {reason}.':
        'Ce texte de partie ne peut pas être ouvert\xa0: {reason}.',
    'This text is {size} characters long, longer than any game Piecepad opens (at most {most}).':
        "Ce texte fait {size} caractères, plus long que toute partie qu'ouvre Piecepad (au plus {most}).",
    'This set-up link could not be read ({reason}); here is the opening instead.':
        "Ce lien de mise en place n'a pas pu être lu ({reason})\xa0; voici la position de départ à la place.",
    'This step is done.':
        'Cette étape est terminée.',
    'This step is done. Press Next.':
        'Cette étape est terminée. Appuyez sur «\xa0Suivant\xa0».',
    'This step is done: press “{label}”.':
        'Cette étape est terminée\xa0: appuyez sur «\xa0{label}\xa0».',
    'This step is done: {finished}':
        'Cette étape est terminée\xa0: {finished}',
    "Wait for the computer's move.":
        "Attendez le coup de l'ordinateur.",
    "Wait for the other side's move.":
        "Attendez le coup de l'autre camp.",
    'Write what the step says (a sentence or two).':
        "Écrivez ce que dit l'étape (une phrase ou deux).",
    'You play {name} in this game.':
        'Vous jouez {name} dans cette partie.',
    'You solved this one already; play it again if you like.':
        "Vous l'avez déjà résolu\xa0; rejouez-le si vous voulez.",
    'You won! {reason}.':
        'Vous avez gagné\xa0! {reason}.',
    "Your game is as it was. The link's moves were not saved: open the link again to see them.":
        "Votre partie est inchangée. Les coups du lien n'ont pas été enregistrés\xa0: rouvrez le lien pour les voir.",
    "Your lesson's link":
        'Le lien de votre leçon',
    'Your move again.':
        'À vous de jouer à nouveau.',
    'Your move.':
        'À vous de jouer.',
    "Your task: make {who}'s move on the board.":
        'Votre tâche\xa0: jouez le coup de {who} sur le plateau.',
    'Your task: play the right move on the board.':
        'Votre tâche\xa0: jouez le bon coup sur le plateau.',
    "Your task: {who}'s moves, one after another; the other side answers.":
        "Votre tâche\xa0: les coups de {who}, l'un après l'autre\xa0; l'autre camp répond.",
    "a game with a friend by link is played by people only: choose 'A person' for the other seats":
        'une partie par lien avec un ami se joue entre personnes seulement\xa0: choisissez «\xa0Une personne\xa0» pour les autres places',
    'easy':
        'facile',
    'hard':
        'difficile',
    'medium':
        'moyen',
    'puzzle':
        'problème',
    'it holds no game record':
        'elle ne contient aucune partie',
    'it is a lesson for another game':
        "c'est une leçon pour un autre jeu",
    'it is nested more than {depth} levels deep':
        'elle est imbriquée sur plus de {depth} niveaux',
    'it is not JSON: {detail}':
        "ce n'est pas du JSON\xa0: {detail}",
    'it is not a JSON object':
        "ce n'est pas un objet JSON",
    'it is not text but {kind}':
        "ce n'est pas du texte mais {kind}",
    'it is {size} characters long, more than any save':
        'elle fait {size} caractères, plus que toute sauvegarde',
    'its seats are not a list':
        'ses places ne sont pas une liste',
    'its sides are not a list of seats':
        'ses camps ne sont pas une liste de places',
    'its {name} is {value} ({kind}), not a whole number from 0 to {top}':
        'son champ {name} vaut {value} ({kind}), pas un nombre entier de 0 à {top}',
    'press “{button}”':
        'appuyez sur «\xa0{button}\xa0»',
    'press “{button}” (the piece on {square})':
        'appuyez sur «\xa0{button}\xa0» (la pièce en {square})',
    "someone on this device plays too: choose 'A person' for your seat":
        "quelqu'un doit aussi jouer sur cet appareil\xa0: choisissez «\xa0Une personne\xa0» pour votre place",
    'today':
        "aujourd'hui",
    '{first} or {second}':
        '{first} ou {second}',
    '{label} on {square}':
        '{label} en {square}',
    '{move} (from {origin} off the board)':
        '{move} (de {origin} hors du plateau)',
    '{move} (from {origin} to {target})':
        '{move} (de {origin} à {target})',
    '{move} is legal, but it does not force the win: look for a move that leaves no defence.':
        '{move} est légal, mais ne force pas la victoire\xa0: cherchez un coup qui ne laisse aucune défense.',
    '{move} is legal, but it is not what this step asks. Read the task again.':
        "{move} est légal, mais ce n'est pas ce que demande cette étape. Relisez la tâche.",
    '{name} · step {n} of {count}':
        '{name} · étape {n} sur {count}',
    '{piece} on {square}.':
        '{piece} en {square}.',
    '{reason}.':
        '{reason}.',
    '{reason}. Start the step again to have another go.':
        "{reason}. Recommencez l'étape pour réessayer.",
    '{side} (computer, {level}) is thinking…':
        '{side} (ordinateur, {level}) réfléchit…',
    '{side} (computer, {level}) to move.':
        'À {side} (ordinateur, {level}) de jouer.',
    '{side} answers {moves}.':
        '{side} répond {moves}.',
    '{side} is played by the computer: wait for its move.':
        "{side} est joué par l'ordinateur\xa0: attendez son coup.",
    '{side} to move.':
        'À {side} de jouer.',
    '{title} is back in Saved games.':
        '{title} est de retour dans les parties enregistrées.',
    '{title}: puzzles':
        '{title}\xa0: problèmes',
    '{who} to move and win at once.':
        '{who} joue et gagne immédiatement.',
    '{who} to move and win in {n}.':
        '{who} joue et gagne en {n} coups.',
    '{who} to move, win in {n}':
        '{who} joue, gain en {n}',
    'Copied ✓':
        'Copié ✓',
    'Copy':
        'Copier',
    'Embed':
        "Code d'intégration",
    'Link':
        'Lien',
    'Link copied.':
        'Lien copié.',
    'No PNG: {error}. The SVG works everywhere.':
        'Pas de PNG\xa0: {error}. Le SVG fonctionne partout.',
    'Saved {name}.':
        '{name} enregistré.',
    'Sent.':
        'Envoyé.',
    'Something went wrong; your game is saved. Reload the page.':
        "Une erreur s'est produite\xa0; votre partie est enregistrée. Rechargez la page.",
    'Text':
        'Texte',
    'This browser would not copy it: the link is in Share.':
        'Ce navigateur a refusé de le copier\xa0: le lien est dans «\xa0Partager\xa0».',
    '{label} copied.':
        '{label} copié.',
    '{label} selected: press Ctrl+C (or ⌘C) to copy it.':
        '{label} sélectionné\xa0: appuyez sur Ctrl+C (ou ⌘C) pour le copier.',
    "Your sort order cannot be kept: this browser's storage is full or blocked, so it lasts "
    "until this page is closed or reloaded.":
        'Votre ordre de tri ne peut pas être conservé\xa0: le stockage de ce navigateur est '
        'plein ou bloqué, il vaut donc jusqu’à la fermeture ou au rechargement de cette page.',
    'Back at the start: the later moves are taken back.':
        'Retour au début\xa0: les coups suivants sont repris.',
}

# Playing a friend by link, the way people share (issue 43).
MESSAGES.update({
    'Moved on in another tab':
        'Continuée dans un autre onglet',
    'The note with it: “{note}”':
        'Le mot joint\xa0: «\xa0{note}\xa0»',
    'This device plays {side} again.':
        'Cet appareil joue à nouveau {side}.',
    'This game moved on in another tab: show the latest before you send it.':
        'Cette partie a continué dans un autre onglet\xa0: affichez la dernière version avant de l’envoyer.',
    'This game moved on in another tab: show the latest first.':
        'Cette partie a continué dans un autre onglet\xa0: affichez d’abord la dernière version.',
    'This game now follows the link. Your own moves are kept in Saved games, as an earlier version.':
        'Cette partie suit maintenant le lien. Vos propres coups sont gardés dans les parties enregistrées, comme version antérieure.',
    'Your friend took back the move you played for them and played their own: the game follows their link. Your line is kept in Saved games, as an earlier version.':
        'Votre adversaire a repris le coup que vous aviez joué à sa place et a joué le sien\xa0: la partie suit son lien. Votre suite de coups est gardée dans les parties enregistrées, comme version antérieure.',
    "That command works on a game's page.":
        "Cette commande fonctionne sur la page d'une partie.",
    'Nothing to undo.':
        'Rien à annuler.',
    'Nothing to redo.':
        'Rien à rétablir.',
    'No hint now: it is not your move.':
        "Pas d'indice maintenant\xa0: ce n'est pas votre tour.",
    'Looking for a hint…':
        "Recherche d'un indice…",
    'You can resign on your own move.':
        "Vous pouvez abandonner quand c'est votre tour.",
    'You cannot resign here now.':
        "Impossible d'abandonner ici maintenant.",
    'Resign this game for {who}? Type resign again (or yes) to resign, or no to play on.':
        'Abandonner cette partie pour {who}\xa0? Tapez de nouveau resign (ou yes) pour abandonner, ou no pour continuer.',
    'Nothing to answer: type resign to resign.':
        'Rien à répondre\xa0: tapez resign pour abandonner.',
    'Not resigned: play on.':
        "Pas d'abandon\xa0: la partie continue.",
    'Cancelled: the move was not played.':
        "Annulé\xa0: le coup n'a pas été joué.",
    'Nothing to cancel.':
        'Rien à annuler.',
    'You can offer a draw on your own move.':
        "Vous pouvez proposer la nulle quand c'est votre tour.",
    'No draw can be offered now.':
        'Impossible de proposer la nulle maintenant.',
    "No square {square} on this board. Try board e4, or board alone for the last move's square.":
        'Pas de case {square} sur ce plateau. Essayez board e4, ou board seul pour la case du dernier coup.',
    'On the board. Escape comes back to the move field.':
        'Sur le plateau. Échap revient au champ du coup.',
    'Hint: {words}. Type {move} to play it.':
        'Indice\xa0: {words}. Tapez {move} pour le jouer.',
})
