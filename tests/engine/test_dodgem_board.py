"""Dodg'em's mutable Board (the search's make/undo core) against the public states:
the same moves, the same ends of game, and undo puts everything back."""

import random

import pytest

from piecepad.games.dodgem import engine as dodgem
from piecepad.games.dodgem.engine import DRAW, Board, position_key

from engine_helpers import AXES, DODGEM

RULES = ("repetition3", "ply_cap:60", "none")


def outcome_of(board):
    if board.result is None:
        return None
    return () if board.result == DRAW else (board.result,)


@pytest.mark.parametrize("classic", ("off", "on"))
@pytest.mark.parametrize("rule", RULES)
@pytest.mark.parametrize("axis", AXES)
def test_board_follows_the_states(axis, rule, classic):
    rng = random.Random(f"{axis}{rule}{classic}")
    for game in range(6):
        state = DODGEM.start(axis=axis, draw_rule=rule, classic_end=classic)
        # sideways-loving play, so repetitions and caps come up too
        for _ in range(rng.randrange(0, 30)):
            if state.outcome is not None:
                break
            state = state.play(rng.choice(state.legal_moves()))
        if state.outcome is not None:
            continue
        board = Board(state)
        line, snapshots = [state], []
        while state.outcome is None and len(line) < 250:
            moves = board.moves()
            assert moves == state.legal_moves()
            ordered = board.moves_forward_first()
            assert sorted(m.text for m in ordered) == sorted(m.text for m in moves)
            assert board.key == position_key(state.red, state.green, state.to_move)
            sideways = [m for m in moves if m.target != "off"
                        and state.grid.xy(m.data[1])[0 if axis == "H" else 1]
                        == state.grid.xy(m.data[0])[0 if axis == "H" else 1]]
            move = rng.choice(sideways if sideways and rng.random() < 0.8 else moves)
            snapshots.append((board.red, board.green, board.to_move, board.ply, board.key,
                              board.result, list(board.dist), dict(board.counts)))
            board.make(move)
            state = state.play(move)
            line.append(state)
            assert (board.red, board.green) == (state.red, state.green)
            assert board.ply == state.ply
            expected = None if state.outcome is None else state.outcome.winners
            assert outcome_of(board) == expected, (state, state.outcome)
            side = dodgem.SIDES[axis]
            assert board.dist == [side[0].distance(state.red), side[1].distance(state.green)]
        while snapshots:
            board.undo()
            assert (board.red, board.green, board.to_move, board.ply, board.key,
                    board.result, list(board.dist), dict(board.counts)) == snapshots.pop()
        assert board.moves() == line[0].legal_moves()


def test_a_finished_state_has_no_board():
    state = DODGEM.decode("6/6/6/6/6/R5 g", draw_rule="none", classic_end="on")
    assert state.outcome is not None
    with pytest.raises(ValueError):
        Board(state)
