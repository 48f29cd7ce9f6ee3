"""The core view in the reader's language (docs/languages.md): its words are looked up
when a page is drawn, never frozen in one language; a sentence is one message (the
finished fork question is not cut out of the English one); and the analysis line says
its effort with its comma."""

import re

from piecepad.ai.analysis import Report
from piecepad.app.saves import Save, Saves
from piecepad.i18n import using
from piecepad.record import Record
from piecepad.view import analysis, pages

from tests.view.test_saved_groups import HOUR, NOW, finished, friend, store_of


def _text(html):
    return " ".join(re.sub(r"<[^>]+>", " ", html).split())


def test_the_home_and_saved_pages_follow_the_language_of_each_paint():
    record = friend(3)
    saves = Saves(store_of(Save("g1", record, len(record), NOW - 3 * HOUR, (),
                                (record.state.to_move,)))).list()
    english = pages.home(saves) + pages.saved(saves, now=NOW)
    with using("de"):
        german = pages.home(saves) + pages.saved(saves, now=NOW)
    with using("fr"):
        french = pages.saved(saves, now=NOW)
    # Nothing cached in the first language drawn: English again is English as before.
    assert pages.home(saves) + pages.saved(saves, now=NOW) == english
    assert ">New game<" in english and "3 h ago" in english
    assert ">Neue Partie<" in german and ">New game<" not in german
    assert "Wähle ein Spiel" in german and "Du bist am Zug (1)" in german
    assert "vor 3 Std." in german and "ago" not in _text(german)
    assert "Letzter Zug: " in german and "Last move" not in german
    assert "Parties enregistrées" in french
    assert "il y a 3 h" in french and "À vous de jouer (1)" in french


def test_a_finished_fork_question_is_one_sentence_in_every_language():
    mine = finished(Record.new("tracers"))
    theirs = Record.new("tracers").play(mine.moves[0])
    theirs = theirs.play(next(m for m in theirs.state.legal_moves() if m.text != mine.moves[1]))
    english = _text(pages.fork_question(mine, theirs, 1, finished=True))
    assert "Keep yours" not in english and "Your game is over (" in english
    with using("fr"):
        french = _text(pages.fork_question(mine, theirs, 1, finished=True))
    assert "Votre partie est terminée (" in french
    assert "keep the link's" not in french and "Keep" not in french


def test_the_analysis_effort_line_keeps_its_comma():
    state = Record.new("tracers").state
    report = Report(mover=0, seats=(0.5, 0.5), depth=3, work=12345)
    html = analysis.panel(state, report, running=False, paused=False)
    assert "3 moves deep, 12 345 positions" in html
    with using("de"):
        assert "3 Züge tief, 12.345 Stellungen" in analysis.panel(state, report, False, False)
