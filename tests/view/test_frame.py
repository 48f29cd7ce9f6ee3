"""The session pushes one frame (view/frame.py): a paint draws from the frame alone,
never calling back into the session, and parses the last move once. Every game, and
the toy game of tests/view/toy/."""

import random

import pytest

from piecepad import agreed, catalogue, games
from piecepad.ai.analysis import Report
from piecepad.app.session import Session
from piecepad.view import ask, pages, registry

from toy import ROW as TOY  # noqa: E402  (tests/view/toy/: the worked example)
from view_helpers import new_record
IDS = games.ids() + ("toy",)


@pytest.fixture(autouse=True, scope="module")
def toy_registered():
    catalogue.register(TOY)
    yield
    catalogue.unregister(TOY.id)


def line_of(game_id, seed=3, cap=24):
    rng = random.Random(seed)
    record = new_record(game_id, seed)
    while len(record) < cap and record.state.outcome is None:
        record = record.play(rng.choice(record.state.legal_moves()))
    return record


def sessions(game_id):
    """Sessions along a random game: a piece picked, a hint, an analysis, a friend's
    new moves, a game looked back through."""
    record = line_of(game_id)
    rng = random.Random(5)
    for cursor in sorted({1, 2, len(record) // 2, len(record)}):
        for kind in ("plain", "picked", "hint", "analysis", "friend", "review"):
            s = Session(record, cursor)
            legal = s.state.legal_moves()
            if kind == "picked" and legal:
                move = rng.choice(legal)
                s.selected, s.focus = move.origin, move.origin or move.square
            elif kind == "hint" and legal:
                s.show_hint(rng.choice(legal))
            elif kind == "analysis" and legal:
                s.analysis = Report(s.state.to_move, (),
                                    values={m.text: rng.random() for m in legal},
                                    line=(rng.choice(legal).text,))
            elif kind == "friend":
                s.cursor, s.mine, s.turn_board = len(record), (0,), True
                s.fresh = (max(0, len(record) - 2), "Two new moves.")
            elif kind == "review":
                s.reviewing, s.turn_board = True, True
            yield s


class Gone:
    """A session after its frame is made: any attribute read is a call back."""

    def __getattribute__(self, name):
        raise AssertionError(f"the paint read session.{name} after the frame was made")


def paint(frame):
    return (pages.game_page(frame, seats=("human",) * 4)
            + pages.embed_page(frame, "https://pp.test/")
            + (ask.answer(frame, "turn") or "") + (ask.answer(frame, "last") or "")
            + frame.view.play_area(frame, interactive=False))


@pytest.mark.parametrize("game_id", IDS)
def test_a_paint_draws_from_the_frame_alone(game_id):
    for s in sessions(game_id):
        frame = s.frame()
        before = paint(frame)
        s.__class__ = Gone                 # the session answers nothing any more
        assert paint(frame) == before


@pytest.mark.parametrize("game_id", IDS)
def test_the_last_move_is_parsed_once_per_paint(game_id, monkeypatch):
    parse, seen = agreed.parse, []

    def counting(state, text):
        seen.append((id(state), text))
        return parse(state, text)
    monkeypatch.setattr(agreed, "parse", counting)
    for s in sessions(game_id):
        last = (id(s.line.states[s.cursor - 1]), s.line.moves[s.cursor - 1])
        seen.clear()
        paint(s.frame())
        assert seen.count(last) == 1, (s.cursor, seen)


def test_no_view_is_asked_for_a_rule():
    """The plan of taps in any order is the state's, not a view's (GameView has no
    gathering hook); every state has a default."""
    for game_id in IDS:
        assert not hasattr(registry.view(game_id), "gathering")
        assert line_of(game_id, cap=0).state.gathering() is None
