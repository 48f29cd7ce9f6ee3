"""Dodg'em with ``classic_end=on``: the last coin off still wins at once (rules 3.5;
the rules page says so), before any draw rule is looked at. The classic option adds
only the other end: a player who cannot move on their turn wins."""

import random

import pytest

from piecepad.games.dodgem.engine import DRAW, RED, Board
from engine_helpers import DODGEM

LAST_ONE = "6/6/6/6/5R/G5 r"      # Red's last coin on f2, Green's on a1


@pytest.mark.parametrize("rule", ("repetition3", "none", "ply_cap:1", "ply_cap:2"))
def test_the_last_coin_off_wins_at_once_under_the_classic_end(rule):
    state = DODGEM.decode(LAST_ONE, classic_end="on", draw_rule=rule)
    after = state.play("f2-off")
    assert after.outcome is not None, "the game ran on after the last coin went off"
    assert after.outcome.winners == (RED,)
    assert "borne off" in after.outcome.reason
    assert after.legal_moves() == ()
    board = Board(state)
    board.make(next(m for m in state.legal_moves() if m.text == "f2-off"))
    assert board.result == RED


@pytest.mark.parametrize("seed", range(60))
def test_classic_playouts_end_when_a_side_has_no_coins(seed):
    """Random games with the classic end and a ply cap: the move that takes a side's last
    coin off ends the game with that side's win, never a draw by the cap after it, and
    the search board agrees with the states move by move."""
    rng = random.Random(seed)
    cap = rng.choice((40, 60, 80, 120))
    state = DODGEM.start(classic_end="on", draw_rule=f"ply_cap:{cap}",
                         axis=rng.choice(("H", "V")))
    board = Board(state)
    while state.outcome is None:
        seat = state.to_move
        move = rng.choice(state.legal_moves())
        state = state.play(move)
        board.make(move)
        mine = state.red if seat == RED else state.green
        if not mine:
            assert state.outcome is not None and state.outcome.winners == (seat,), state
        if state.outcome is None:
            assert state.red and state.green
            assert board.result is None
        else:
            assert board.result == (DRAW if state.outcome.is_draw else state.outcome.winners[0])


def test_the_rules_page_says_what_the_classic_option_does():
    from piecepad.games.dodgem import rules_page
    text = " ".join(rules_page.page().split())
    assert "wins at once" in text
    assert "with it on, taking your last coin off still wins at once" in text
