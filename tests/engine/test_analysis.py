"""The analysis (ai/analysis): every game, a value for the decisions, a legal best
line, shares that add up, the game untouched; proofs and the end of a game."""

import random

import pytest

from piecepad import games
from piecepad.ai.analysis import Analysis, share
from piecepad.ai.common import WIN


def ticking():
    """A clock that moves 1 ms each time it is read: budgets become amounts of work,
    so a test does the same search on any machine."""
    t = [0.0]

    def clock():
        t[0] += 0.001
        return t[0]
    return clock


def position(game_id, plies, seed=3):
    state = games.get(game_id).start()
    rng = random.Random(seed)
    for _ in range(plies):
        if state.outcome is not None:
            break
        state = state.play(rng.choice(state.legal_moves()))
    return state


def finish(analysis):
    while not analysis.step(5):
        pass
    report = analysis.report()
    while not analysis.release(5):
        pass
    return report


@pytest.mark.parametrize("game_id", games.ids())
def test_a_report_for_every_game(game_id):
    state = position(game_id, 4)
    before = (hash(state), state.legal_moves())
    report = finish(Analysis(state, budget_ms=300, line_ms=40, clock=ticking()))
    assert (hash(state), state.legal_moves()) == before        # the game is untouched
    assert report.done and report.mover == state.to_move
    assert len(report.seats) == state.players
    assert all(0.0 <= x <= 1.0 for x in report.seats)
    if state.players > 1:
        assert sum(report.seats) == pytest.approx(1.0, abs=1e-6)
    legal = {m.text for m in state.legal_moves()}
    assert report.values and set(report.values) <= legal
    assert all(0.0 <= v <= 1.0 for v in report.values.values())
    # The line is legal from the position, one decision after another.
    assert 1 <= len(report.line) <= 4
    at = state
    for text in report.line:
        at = at.play(at.parse(text))
    # Its first decision is one of the best valued (the panel and the board agree).
    assert report.values[report.line[0]] == pytest.approx(max(report.values.values()))


def test_a_report_at_any_moment():
    """Read before the first slice and after one: a report, never an error."""
    analysis = Analysis(position("quet", 2), budget_ms=300, clock=ticking())
    assert analysis.report().done is False
    analysis.step(5)
    assert analysis.report().line


@pytest.mark.parametrize("game_id", games.ids())
def test_a_finished_game(game_id):
    state = position(game_id, 2000, seed=1)
    while state.outcome is None and state.players == 1:   # a puzzle: solve it
        state = state.play(state.hint())
    assert state.outcome is not None
    report = finish(Analysis(state, clock=ticking()))
    assert report.mover is None and report.line == () and report.values == {}
    winners = state.outcome.winners
    if len(winners) == 1:
        assert report.proven == (winners[0], 0)
        assert report.seats[winners[0]] == 1.0


def test_a_forced_win_is_proven():
    """Dodg'em: Red's last coin can leave the board, Green's has far to go."""
    state = games.get("dodgem").decode("5G/6/6/6/5R/6 r")
    report = finish(Analysis(state, budget_ms=200, clock=ticking()))
    assert report.proven is not None and report.proven[0] == 0
    assert report.seats[0] == 1.0


def test_shares():
    assert share(WIN - 3, 2.0) == 1.0 and share(-WIN + 3, 2.0) == 0.0
    assert share(0.0, 2.0) == 0.5
    assert 0.5 < share(1.0, 2.0) < share(2.0, 2.0) < 1.0
