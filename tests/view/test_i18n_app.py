"""The app layer in the reader's language (docs/languages.md): its own words, the
errors it passes on, and the words it keeps (saves' summaries, list pages, the puzzle
of the day) said in the language they are shown in, not the one they were made in.
(The shared catalogue test checks the catalogues themselves.)"""

import datetime
import json

from piecepad import i18n
from piecepad.app.open_game import read
from piecepad.app.saves import PREFIX, SETTINGS, MemoryStore, Saves
from piecepad.errors import IllegalMoveError, PiecepadError
from piecepad.i18n import T, using
from piecepad.record import Record

from view_helpers import make_app

DAY = datetime.datetime(2025, 6, 3, 12, tzinfo=datetime.timezone.utc).timestamp() * 1000


def new_app(store=None):
    return make_app(store, clock=lambda: DAY)


def test_a_lesson_step_is_framed_in_the_readers_language():
    app = new_app()
    with using("de"):
        app.open("#/learn/dodgem/2")
        assert "Lektion · Schritt 2 von 6" in app.page_html
    with using("fr"):
        app.render()
        assert "Leçon · étape 2 sur 6" in app.page_html


def test_a_list_page_is_drawn_in_the_language_it_is_shown_in():
    app = new_app()
    app.open("#/puzzles/tracers")
    assert "Tracers: puzzles" in app.page_html
    with using("de"):
        app.render()
        assert "Tracers: Rätsel" in app.page_html and "Tracers: puzzles" not in app.page_html
        assert " zieht, Gewinn in 1" in app.page_html      # grouped by grade still


def test_the_puzzle_of_the_day_gives_its_date_as_the_language_writes_it():
    app = new_app()
    app.open("#/daily")
    assert "The puzzle of Tuesday 3 June 2025: a " in app.page_html
    with using("de"):
        app.render()
        assert "Das Rätsel vom Dienstag, 3. Juni 2025: ein " in app.page_html
    with using("fr"):
        app.render()
        assert "Le problème du mardi 3 juin 2025\u00a0: un " in app.page_html


def test_a_refusal_from_the_new_game_dialog_is_said_in_the_readers_language():
    app = new_app()
    app.open("#/")
    with using("de"):
        app.start_game("dodgem", {"seat0": "friend", "seat1": "easy"})
    assert "Wähle „Eine Person“" in app.dialog_html


def test_open_a_game_says_why_in_the_readers_language_and_str_stays_english():
    try:
        read("")
    except PiecepadError as e:
        error = e
    english = str(error)
    assert english.startswith("There is nothing to open yet. Paste a PPN text (")
    with using("de"):
        assert i18n.say(error).startswith("Es gibt noch nichts zu öffnen. Füge einen PPN-Text (")
        assert " oder " in i18n.say(error)
    assert str(error) == english


def test_an_illegal_moves_reason_is_taken_from_its_message():
    from piecepad.app.session import _reason
    error = IllegalMoveError(T("{move}: {reason}", move="a1-a2", reason=T("Your move.")))
    assert _reason(error) == "Your move."
    with using("fr"):
        assert _reason(error) == "À vous de jouer."


def test_a_note_is_said_in_the_language_it_is_shown_in():
    store = MemoryStore({SETTINGS: json.dumps({"replay_speed": "fast"})})
    saves = Saves(store)
    saves.setting("replay_speed")
    with using("de"):
        (note,) = saves.take_notes()
    assert note.startswith("Eine auf diesem Gerät gespeicherte Einstellung (replay_speed)")


def test_a_saves_summary_is_made_again_in_another_language(store):
    app = new_app(store)
    record = Record.new("tracross-solitaire", seed=1)
    app.open("#/play/" + record.to_text())
    (save,) = Saves(store).list()
    assert save.status == "Your move."
    with using("de"):
        (save,) = Saves(store).list()
        assert save.status == "Du bist am Zug."
    key = next(k for k in store.items if k.startswith(PREFIX))
    assert json.loads(store.items[key])["lang"] == "de"      # kept, for the next list
    (save,) = Saves(store).list()
    assert save.status == "Your move."
