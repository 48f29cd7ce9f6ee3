"""German: what piecepad/app/ and the glue say (docs/languages.md)."""

MESSAGES = {
    'Piecepad: {title}':
        'Piecepad: {title}',
    ('Play {move} here? The game has {n} later move.', 'Play {move} here? The game has {n} later moves.'):
        ('{move} hier spielen? Die Partie hat danach noch {n} Zug.', '{move} hier spielen? Die Partie hat danach noch {n} Züge.'),
    ('Taken back: {n} move. Play your own move, then Send it.', 'Taken back: {n} moves. Play your own move, then Send it.'):
        ('Zurückgenommen: {n} Zug. Mach deinen eigenen Zug und schick ihn dann mit „Senden“.', 'Zurückgenommen: {n} Züge. Mach deinen eigenen Zug und schick ihn dann mit „Senden“.'),
    ('The puzzle of {date}: a {size}×{size} board, graded {grade} (the solver needed {effort} steps). Everyone gets the same puzzle today. Your streak: {n} day.', 'The puzzle of {date}: a {size}×{size} board, graded {grade} (the solver needed {effort} steps). Everyone gets the same puzzle today. Your streak: {n} days.'):
        ('Das Rätsel vom {date}: ein Brett mit {size}×{size} Feldern, Schwierigkeit {grade} (der Löser brauchte {effort} Schritte). Heute bekommen alle dasselbe Rätsel. Deine Serie: {n} Tag.', 'Das Rätsel vom {date}: ein Brett mit {size}×{size} Feldern, Schwierigkeit {grade} (der Löser brauchte {effort} Schritte). Heute bekommen alle dasselbe Rätsel. Deine Serie: {n} Tage.'),
    ('Your daily streak: {n} day.', 'Your daily streak: {n} days.'):
        ('Deine Tagesserie: {n} Tag.', 'Deine Tagesserie: {n} Tage.'),
    'A lesson':
        'Eine Lektion',
    'A lesson from a link':
        'Eine Lektion aus einem Link',
    'A new game from here: the game you were looking through is kept, as it was, in Saved games.':
        'Eine neue Partie ab hier: Die Partie, die du dir angesehen hast, bleibt unverändert unter „Gespeicherte Partien“.',
    'A saved game could not be read ({reason}). It was set aside, not deleted (storage key {key}).':
        'Eine gespeicherte Partie konnte nicht gelesen werden ({reason}). Sie wurde beiseitegelegt, nicht gelöscht (Speicherschlüssel {key}).',
    'A saved game could not be read ({reason}). Storage is too full to keep all of it: it could not be kept.':
        'Eine gespeicherte Partie konnte nicht gelesen werden ({reason}). Der Speicher ist zu voll, um sie ganz zu behalten: Sie konnte nicht aufbewahrt werden.',
    'A saved game could not be read ({reason}). Storage is too full to keep all of it: its first {kept} of {size} characters were set aside (storage key {key}).':
        'Eine gespeicherte Partie konnte nicht gelesen werden ({reason}). Der Speicher ist zu voll, um sie ganz zu behalten: Ihre ersten {kept} von {size} Zeichen wurden beiseitegelegt (Speicherschlüssel {key}).',
    'A setting stored on this device ({key}) could not be read, so the usual one is used instead. Everything else is as it was.':
        'Eine auf diesem Gerät gespeicherte Einstellung ({key}) konnte nicht gelesen werden, daher gilt stattdessen die übliche. Alles andere ist wie zuvor.',
    'Analysis off.':
        'Analyse aus.',
    'Analysis on: it follows the position shown.':
        'Analyse an: Sie folgt der gezeigten Stellung.',
    'Analysis stopped.':
        'Analyse angehalten.',
    'Any turn that wins at once is right here.':
        'Hier ist jeder Zug richtig, der sofort gewinnt.',
    'Anyone who opens it gets this puzzle. Put ?embed before the # to show it inside another page.':
        'Wer ihn öffnet, bekommt dieses Rätsel. Setze ?embed vor das #, um es in einer anderen Seite zu zeigen.',
    'Anyone who opens this link plays your lesson; it holds the whole lesson, so nothing is stored anywhere.':
        'Wer diesen Link öffnet, spielt deine Lektion; er enthält die ganze Lektion, es wird also nirgends etwas gespeichert.',
    'Copy this link to open the editor with this position.':
        'Kopiere diesen Link, um den Editor mit dieser Stellung zu öffnen.',
    'Deleted {title}. Undo puts it back.':
        '{title} gelöscht. Mit „Rückgängig“ holst du die Partie zurück.',
    "First choose which game to keep: yours, the link's, or both.":
        'Wähle zuerst, welche Partie du behalten willst: deine, die des Links oder beide.',
    'From the rules: try it':
        'Aus den Regeln: Probier es aus',
    'Good.':
        'Gut.',
    'Hint: {words}':
        'Tipp: {words}',
    'Hint: {words}. It is marked on the board: tap it to play it.':
        'Tipp: {words}. Er ist auf dem Brett markiert: Tippe darauf, um ihn zu spielen.',
    'Hint: {words}. Its button is marked: press it to play it.':
        'Tipp: {words}. Seine Schaltfläche ist markiert: Drück sie, um ihn zu spielen.',
    'Kept as a separate game: both are in Saved games.':
        'Als eigene Partie behalten: Beide stehen unter „Gespeicherte Partien“.',
    "Kept: the game goes on from the link's last move.":
        'Behalten: Die Partie geht ab dem letzten Zug des Links weiter.',
    'Lesson · step {n} of {count}':
        'Lektion · Schritt {n} von {count}',
    'Link to this puzzle':
        'Link zu diesem Rätsel',
    'Link to this set-up':
        'Link zu dieser Aufstellung',
    'Move {n} of {count}.':
        'Zug {n} von {count}.',
    "Names saved; they travel in the game's link.":
        'Namen gespeichert; sie reisen im Link der Partie mit.',
    'New game of {title}.':
        'Neue Partie {title}.',
    'Next puzzle':
        'Nächstes Rätsel',
    'Next step':
        'Nächster Schritt',
    'No hint: this position has no solution to head for.':
        'Kein Tipp: Diese Stellung hat keine Lösung, auf die man hinspielen könnte.',
    'Not a position to play from: {reason}':
        'Aus dieser Stellung kann man nicht spielen: {reason}',
    'Paste a PPN text ({games}), a record text (pp1/…) or a Piecepad link (…#/play/…).':
        'Füge einen PPN-Text ({games}), einen Partietext (pp1/…) oder einen Piecepad-Link (…#/play/…) ein.',
    "Pick one of {who}'s pieces that can move (they are outlined).":
        'Wähle eine Figur von {who}, die ziehen kann (sie sind umrandet).',
    'Piecepad cannot read {text}. {ask}':
        'Piecepad kann {text} nicht lesen. {ask}',
    'Play it out against the computer ({level}) as {side}, and win.':
        'Spiel es gegen den Computer ({level}) als {side} zu Ende und gewinne.',
    "Play the step's answer on the board first.":
        'Spiel zuerst die Lösung des Schritts auf dem Brett.',
    'Press Pass.':
        'Drück „Passen“.',
    'Puzzle of the day':
        'Rätsel des Tages',
    'Puzzle {n} · {grade}':
        'Rätsel {n} · {grade}',
    'Right!':
        'Richtig!',
    'Right.':
        'Richtig.',
    'Right: that wins. {reason}.':
        'Richtig: Das gewinnt. {reason}.',
    'Saving is not available here (storage is blocked or full), so this game lives in this tab only. Copy a link to keep it.':
        'Speichern geht hier nicht (der Speicher ist gesperrt oder voll), daher lebt diese Partie nur in diesem Tab. Kopiere einen Link, um sie zu behalten.',
    'Solve it: every letter must meet its twin.':
        'Löse es: Jeder Buchstabe muss seinen Zwilling treffen.',
    'Solved. Come back tomorrow for the next one.':
        'Gelöst. Komm morgen wieder für das nächste.',
    'Something went wrong; your game is saved.':
        'Etwas ist schiefgelaufen; deine Partie ist gespeichert.',
    'Step {n} added.':
        'Schritt {n} hinzugefügt.',
    'That does not win yet: look for a turn that wins at once.':
        'Das gewinnt noch nicht: Such einen Zug, der sofort gewinnt.',
    'That is the end of this lesson.':
        'Das ist das Ende dieser Lektion.',
    'That is the whole lesson. Start a game from the home page, or try the puzzles.':
        'Das war die ganze Lektion. Starte eine Partie auf der Startseite oder probier die Rätsel.',
    'That saved game could not be read, so it was set aside.':
        'Diese gespeicherte Partie konnte nicht gelesen werden und wurde daher beiseitegelegt.',
    'That saved game is no longer there.':
        'Diese gespeicherte Partie gibt es nicht mehr.',
    'That was the last puzzle of this set.':
        'Das war das letzte Rätsel dieser Reihe.',
    'The answer: {moves}.':
        'Die Lösung: {moves}.',
    'The game is over: {reason}.':
        'Die Partie ist vorbei: {reason}.',
    'The lesson in this address could not be read ({reason}); here is a new one.':
        'Die Lektion in dieser Adresse konnte nicht gelesen werden ({reason}); hier ist eine neue.',
    "The link's game is kept as a new game; yours is unchanged in Saved games.":
        'Die Partie des Links wird als neue Partie behalten; deine steht unverändert unter „Gespeicherte Partien“.',
    "There are no puzzles for '{game}' here.":
        'Hier gibt es keine Rätsel für „{game}“.',
    "There is no game '{game}' here.":
        'Hier gibt es kein Spiel „{game}“.',
    "There is no lesson for '{game}' here.":
        'Hier gibt es keine Lektion für „{game}“.',
    "There is no page '{page}' here.":
        'Hier gibt es keine Seite „{page}“.',
    "There is no puzzle for '{day}': a day is written YYYY-MM-DD, and only today's and past days' puzzles are out.":
        'Für „{day}“ gibt es kein Rätsel: Ein Tag wird JJJJ-MM-TT geschrieben, und es gibt nur die Rätsel von heute und von vergangenen Tagen.',
    "There is no puzzle {number} for '{game}' here.":
        'Hier gibt es kein Rätsel {number} für „{game}“.',
    "There is no set-up editor for '{game}' here.":
        'Hier gibt es keinen Aufstellungs-Editor für „{game}“.',
    'There is nothing to open yet. {ask}':
        'Es gibt noch nichts zu öffnen. {ask}',
    'This device plays every side of this game.':
        'Dieses Gerät spielt alle Seiten dieser Partie.',
    "This device's settings could not be read ({reason}), so the usual ones are used. Your saved games are untouched.":
        'Die Einstellungen dieses Geräts konnten nicht gelesen werden ({reason}), daher gelten die üblichen. Deine gespeicherten Partien sind unberührt.',
    'This game link is broken: {reason}. Your saved games are untouched.':
        'Dieser Partie-Link ist kaputt: {reason}. Deine gespeicherten Partien sind unberührt.',
    'This game now follows the link.':
        'Diese Partie folgt jetzt dem Link.',
    "This is {name}'s move ({side}), made on their device: send them the link (Send) and wait for their reply.":
        'Das ist der Zug von {name} ({side}), der auf dem anderen Gerät gemacht wird: Schick den Link („Senden“) und warte auf die Antwort.',
    "This is {side}'s move, made on their device: send them the link (Send) and wait for their reply.":
        'Das ist der Zug von {side}, der auf dem anderen Gerät gemacht wird: Schick den Link („Senden“) und warte auf die Antwort.',
    'This lesson cannot be shown: {reason}. Your saved games are untouched.':
        'Diese Lektion kann nicht gezeigt werden: {reason}. Deine gespeicherten Partien sind unberührt.',
    'This link asks for move {at}, but the game has moves 0 to {count}: showing the last one.':
        'Dieser Link verlangt Zug {at}, aber die Partie hat die Züge 0 bis {count}: Der letzte wird gezeigt.',
    'This link cannot be opened: {reason}.':
        'Dieser Link kann nicht geöffnet werden: {reason}.',
    "This link opens a page of Piecepad, not a game: a game's link has #/play/ in it.":
        'Dieser Link öffnet eine Seite von Piecepad, keine Partie: Der Link einer Partie enthält #/play/.',
    'This record text cannot be opened: {reason}.':
        'Dieser Partietext kann nicht geöffnet werden: {reason}.',
    'This text is {size} characters long, longer than any game Piecepad opens (at most {most}).':
        'Dieser Text ist {size} Zeichen lang, länger als jede Partie, die Piecepad öffnet (höchstens {most}).',
    'This set-up link could not be read ({reason}); here is the opening instead.':
        'Dieser Aufstellungs-Link konnte nicht gelesen werden ({reason}); hier ist stattdessen die Anfangsstellung.',
    'This step is done.':
        'Dieser Schritt ist erledigt.',
    'This step is done. Press Next.':
        'Dieser Schritt ist erledigt. Drück „Weiter“.',
    'This step is done: press “{label}”.':
        'Dieser Schritt ist erledigt: Drück „{label}“.',
    'This step is done: {finished}':
        'Dieser Schritt ist erledigt: {finished}',
    "Wait for the computer's move.":
        'Warte auf den Zug des Computers.',
    "Wait for the other side's move.":
        'Warte auf den Zug der anderen Seite.',
    'Write what the step says (a sentence or two).':
        'Schreib, was der Schritt sagt (ein, zwei Sätze).',
    'You play {name} in this game.':
        'Du spielst in dieser Partie {name}.',
    'You solved this one already; play it again if you like.':
        'Dieses hast du schon gelöst; spiel es gern noch einmal.',
    'You won! {reason}.':
        'Gewonnen! {reason}.',
    "Your game is as it was. The link's moves were not saved: open the link again to see them.":
        'Deine Partie ist wie vorher. Die Züge des Links wurden nicht gespeichert: Öffne den Link noch einmal, um sie zu sehen.',
    "Your lesson's link":
        'Der Link zu deiner Lektion',
    'Your move again.':
        'Du bist wieder am Zug.',
    'Your move.':
        'Du bist am Zug.',
    "Your task: make {who}'s move on the board.":
        'Deine Aufgabe: Mach den Zug von {who} auf dem Brett.',
    'Your task: play the right move on the board.':
        'Deine Aufgabe: Spiel den richtigen Zug auf dem Brett.',
    "Your task: {who}'s moves, one after another; the other side answers.":
        'Deine Aufgabe: die Züge von {who}, einer nach dem anderen; die andere Seite antwortet.',
    "a game with a friend by link is played by people only: choose 'A person' for the other seats":
        'eine Partie mit Freunden per Link spielen nur Menschen: Wähle „Eine Person“ für die anderen Plätze',
    'easy':
        'leicht',
    'hard':
        'schwer',
    'medium':
        'mittel',
    'puzzle':
        'Rätsel',
    'it holds no game record':
        'sie enthält keine Partie',
    'it is a lesson for another game':
        'es ist eine Lektion für ein anderes Spiel',
    'it is nested more than {depth} levels deep':
        'sie ist mehr als {depth} Ebenen tief verschachtelt',
    'it is not JSON: {detail}':
        'sie ist kein JSON: {detail}',
    'it is not a JSON object':
        'sie ist kein JSON-Objekt',
    'it is not text but {kind}':
        'sie ist kein Text, sondern {kind}',
    'it is {size} characters long, more than any save':
        'sie ist {size} Zeichen lang, mehr als jede Partie',
    'its seats are not a list':
        'ihre Plätze sind keine Liste',
    'its sides are not a list of seats':
        'ihre Seiten sind keine Liste von Plätzen',
    'its {name} is {value} ({kind}), not a whole number from 0 to {top}':
        'ihr Feld {name} ist {value} ({kind}), keine ganze Zahl von 0 bis {top}',
    'press “{button}”':
        'drück „{button}“',
    'press “{button}” (the piece on {square})':
        'drück „{button}“ (die Figur auf {square})',
    "someone on this device plays too: choose 'A person' for your seat":
        'auch auf diesem Gerät muss jemand spielen: Wähle „Eine Person“ für deinen Platz',
    'today':
        'heute',
    '{first} or {second}':
        '{first} oder {second}',
    '{label} on {square}':
        '{label} auf {square}',
    '{move} (from {origin} off the board)':
        '{move} (von {origin} vom Brett)',
    '{move} (from {origin} to {target})':
        '{move} (von {origin} nach {target})',
    '{move} is legal, but it does not force the win: look for a move that leaves no defence.':
        '{move} ist erlaubt, erzwingt aber nicht den Sieg: Such einen Zug, der keine Verteidigung lässt.',
    '{move} is legal, but it is not what this step asks. Read the task again.':
        '{move} ist erlaubt, aber nicht das, was dieser Schritt verlangt. Lies die Aufgabe noch einmal.',
    '{name} · step {n} of {count}':
        '{name} · Schritt {n} von {count}',
    '{piece} on {square}.':
        '{piece} auf {square}.',
    '{reason}.':
        '{reason}.',
    '{reason}. Start the step again to have another go.':
        '{reason}. Beginne den Schritt neu, um es noch einmal zu versuchen.',
    '{side} (computer, {level}) is thinking…':
        '{side} (Computer, {level}) denkt nach…',
    '{side} (computer, {level}) to move.':
        '{side} (Computer, {level}) ist am Zug.',
    '{side} answers {moves}.':
        '{side} antwortet {moves}.',
    '{side} is played by the computer: wait for its move.':
        '{side} wird vom Computer gespielt: Warte auf seinen Zug.',
    '{side} to move.':
        '{side} ist am Zug.',
    '{title} is back in Saved games.':
        '{title} ist wieder unter „Gespeicherte Partien“.',
    '{title}: puzzles':
        '{title}: Rätsel',
    '{who} to move and win at once.':
        '{who} zieht und gewinnt sofort.',
    '{who} to move and win in {n}.':
        '{who} zieht und gewinnt in {n} Zügen.',
    '{who} to move, win in {n}':
        '{who} zieht, Gewinn in {n}',
    'Copied ✓':
        'Kopiert ✓',
    'Copy':
        'Kopieren',
    'Embed':
        'Einbettungscode',
    'Link':
        'Link',
    'Link copied.':
        'Link kopiert.',
    'No PNG: {error}. The SVG works everywhere.':
        'Kein PNG: {error}. Das SVG funktioniert überall.',
    'Saved {name}.':
        '{name} gespeichert.',
    'Sent.':
        'Gesendet.',
    'Something went wrong; your game is saved. Reload the page.':
        'Etwas ist schiefgelaufen; deine Partie ist gespeichert. Lade die Seite neu.',
    'Text':
        'Text',
    'This browser would not copy it: the link is in Share.':
        'Dieser Browser wollte es nicht kopieren: Der Link steht unter „Teilen“.',
    '{label} copied.':
        '{label} kopiert.',
    '{label} selected: press Ctrl+C (or ⌘C) to copy it.':
        '{label} ausgewählt: Drück Strg+C (oder ⌘C), um es zu kopieren.',
    "Your sort order cannot be kept: this browser's storage is full or blocked, so it lasts "
    "until this page is closed or reloaded.":
        'Deine Sortierung kann nicht gespeichert werden: Der Speicher dieses Browsers ist voll '
        'oder gesperrt, daher gilt sie nur, bis diese Seite geschlossen oder neu geladen wird.',
    'Back at the start: the later moves are taken back.':
        'Zurück am Anfang: Die späteren Züge sind zurückgenommen.',
}

# Playing a friend by link, the way people share (issue 43).
MESSAGES.update({
    'Moved on in another tab':
        'In einem anderen Tab weitergespielt',
    'The note with it: “{note}”':
        'Die Notiz dazu: „{note}“',
    'This device plays {side} again.':
        'Dieses Gerät spielt wieder {side}.',
    'This game moved on in another tab: show the latest before you send it.':
        'Diese Partie ging in einem anderen Tab weiter: Zeig erst den neuesten Stand, bevor du sie sendest.',
    'This game moved on in another tab: show the latest first.':
        'Diese Partie ging in einem anderen Tab weiter: Zeig erst den neuesten Stand.',
    'This game now follows the link. Your own moves are kept in Saved games, as an earlier version.':
        'Diese Partie folgt jetzt dem Link. Deine eigenen Züge bleiben unter „Gespeicherte Partien“, als frühere Fassung.',
    'Your friend took back the move you played for them and played their own: the game follows their link. Your line is kept in Saved games, as an earlier version.':
        'Deine Mitspielerin oder dein Mitspieler hat den Zug zurückgenommen, den du für sie gemacht hattest, und einen eigenen gespielt: Die Partie folgt ihrem Link. Deine Zugfolge bleibt unter „Gespeicherte Partien“, als frühere Fassung.',
    "That command works on a game's page.":
        'Dieser Befehl geht auf der Seite einer Partie.',
    'Nothing to undo.':
        'Nichts zurückzunehmen.',
    'Nothing to redo.':
        'Nichts wiederherzustellen.',
    'No hint now: it is not your move.':
        'Jetzt kein Tipp: Du bist nicht am Zug.',
    'Looking for a hint…':
        'Suche einen Tipp …',
    'You can resign on your own move.':
        'Aufgeben kannst du, wenn du am Zug bist.',
    'You cannot resign here now.':
        'Aufgeben geht hier jetzt nicht.',
    'Resign this game for {who}? Type resign again (or yes) to resign, or no to play on.':
        'Diese Partie für {who} aufgeben? Tipp noch einmal resign (oder yes), um aufzugeben, oder no, um weiterzuspielen.',
    'Nothing to answer: type resign to resign.':
        'Es gibt nichts zu beantworten: Tipp resign, um aufzugeben.',
    'Not resigned: play on.':
        'Nicht aufgegeben: Spiel weiter.',
    'Cancelled: the move was not played.':
        'Abgebrochen: Der Zug wurde nicht gespielt.',
    'Nothing to cancel.':
        'Nichts abzubrechen.',
    'You can offer a draw on your own move.':
        'Remis anbieten kannst du, wenn du am Zug bist.',
    'No draw can be offered now.':
        'Jetzt kann kein Remis angeboten werden.',
    "No square {square} on this board. Try board e4, or board alone for the last move's square.":
        'Kein Feld {square} auf diesem Brett. Probier board e4, oder board allein für das Feld des letzten Zugs.',
    'On the board. Escape comes back to the move field.':
        'Auf dem Brett. Escape führt zurück ins Zugfeld.',
    'Hint: {words}. Type {move} to play it.':
        'Tipp: {words}. Tipp {move}, um ihn zu spielen.',
})
