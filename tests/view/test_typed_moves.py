"""Typed moves (issue 32, item 1): every game reads a move as a player types it
(any case, spaces around its separators), the field is on every game, lesson and
puzzle page, it plays through the engine, and the engine's reason is shown when it
refuses."""

import random
import re

import pytest

from piecepad import games
from piecepad.record import Record

from view_helpers import make_app, new_record

SEPARATORS = re.compile(r"([-x>:])")



def learning(app):
    """The lesson, puzzle, list or writer on the Learn screen, or None."""
    return getattr(app.screen, "thing", None)


def positions(game_id, seed=1, plies=12):
    """The start and a few positions of a random game."""
    rng = random.Random(seed)
    record = new_record(game_id, seed)
    found = [record.state]
    for _ in range(plies):
        moves = record.state.legal_moves()
        if not moves:
            break
        record = record.play(rng.choice(moves))
        found.append(record.state)
    return found


def spaced(text):
    """A move as someone might type it: upper case, spaces around '-', 'x', '>', ':'
    between two squares (or a square and what follows), and around the whole."""
    out = re.sub(r"([a-z][0-9]+)([-x>:])", r"\1 \2 ", text)
    return "  " + out.upper() + " "


@pytest.mark.parametrize("game_id", games.ids())
def test_every_game_reads_a_typed_move_in_any_case_and_spacing(game_id):
    checked = 0
    for state in positions(game_id):
        for move in state.legal_moves()[:40]:
            typed = spaced(move.text)
            assert state.parse(typed).text == move.text, (game_id, typed)
            checked += 1
    assert checked


def app_at(record):
    a = make_app(clock=lambda: 1000)
    a.open("#/play/" + record.to_text())
    return a


def controls(app):
    return learning(app).session if learning(app) is not None else app.session


@pytest.mark.parametrize("game_id", games.ids())
def test_the_field_is_on_every_game_page_with_the_legal_moves_as_suggestions(game_id):
    a = app_at(new_record(game_id, 2))
    html = a.page_html
    assert 'id="type-move"' in html and ">Type a move</label>" in html
    assert 'data-submit="type-move"' in html and 'list="legal-moves"' in html
    legal = a.session.state.legal_moves()
    listed = re.findall(r'<option value="([^"]*)">', html.split('id="legal-moves"')[1]
                        .split("</datalist>")[0])
    assert listed == [m.text for m in legal][:200]


@pytest.mark.parametrize("game_id", games.ids())
def test_a_typed_move_plays_through_the_engine_and_keeps_the_focus(game_id):
    a = app_at(new_record(game_id, 2))
    move = a.session.state.legal_moves()[-1].text
    a.action("type-move", text=spaced(move))
    assert a.session.line.moves[-1] == move and len(a.session.line) == 1
    assert a.focus_selector == "#type-move"
    assert a.announcement, "the live region says the move and whose turn"
    assert 'id="type-move"' in a.page_html and 'value=' not in \
        a.page_html.split('id="type-move"')[1].split(">")[0]      # empty for the next


@pytest.mark.parametrize("game_id", games.ids())
def test_a_refused_typed_move_shows_the_engines_reason(game_id):
    a = app_at(new_record(game_id, 2))
    a.action("type-move", text="z9-z8")
    assert len(a.session.line) == 0
    kind, text = a.session.message
    state = a.session.state
    with pytest.raises(Exception) as refused:
        state.parse("z9-z8")
    reason = str(refused.value).partition(": ")[2] or str(refused.value)
    assert kind == "error" and reason[:20].lower() in text.lower(), (text, reason)
    assert 'id="message"' in a.page_html and "msg error" in a.page_html
    assert a.focus_selector == "#type-move"


def test_a_question_is_answered_on_screen_and_in_the_live_region_and_a_move_clears_it():
    a = app_at(Record.new("dodgem"))
    a.action("type-move", text="a1?")
    assert a.announcement == "a1: Red coin."
    assert '<p id="answer" class="answer">a1: Red coin.</p>' in a.page_html
    assert len(a.session.line) == 0
    a.action("type-move", text="")
    assert "help" in a.announcement and len(a.announcement) < 200
    a.action("type-move", text="a1-b1")
    assert 'id="answer"' not in a.page_html and a.session.line.moves == ("a1-b1",)
    assert a.announcement.startswith("Red a1 to b1. Green to move")


def test_against_the_computer_a_typed_move_on_its_turn_is_refused_kindly():
    a = make_app(clock=lambda: 1000)
    a.start_game("dodgem", {"seat0": "easy"})
    a.action("type-move", text="a1-b1")
    assert len(a.session.line) == 0
    assert "computer" in a.session.message[1]


def test_the_field_is_on_lessons_and_puzzles_and_plays_there():
    a = make_app(clock=lambda: 1000)
    a.open("#/puzzles/dodgem")
    a.open(re.search(r'href="(#/puzzle/dodgem/[^"]+)"', a.page_html).group(1))
    assert learning(a) is not None and 'id="type-move"' in a.page_html
    a.action("type-move", text="mine")
    assert "Red" in a.announcement or "Green" in a.announcement
    a.open("#/learn/tracers")
    assert 'id="type-move"' in a.page_html
    s = learning(a).session
    move = s.state.legal_moves()[0].text
    a.action("type-move", text=move.upper())
    assert len(learning(a).session.line) >= 1 and a.announcement     # played, and said
    assert a.focus_selector == "#type-move"
