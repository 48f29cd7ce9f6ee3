"""Move.kind and Move.path: every engine fills them, so no caller reads them out of
``Move.data`` by position; they take no part in a move's equality, hash or text."""

import random

import pytest

from piecepad import agreed, games
from piecepad.game import Move


def playout_moves(game_id, seed, plies=60):
    """Every legal move of every position of one random game."""
    game = games.get(game_id)
    rng = random.Random(seed)
    state = game.start(players=game.min_players, seed=seed)
    for _ in range(plies):
        moves = state.legal_moves()
        if not moves:
            return
        yield from ((state, m) for m in moves)
        state = state.play(rng.choice(moves))


@pytest.mark.parametrize("game_id", games.ids())
def test_every_move_has_a_kind_and_a_path_of_square_names(game_id):
    seen = set()
    for state, move in playout_moves(game_id, seed=7):
        assert isinstance(move.kind, str) and move.kind, move.text
        assert isinstance(move.path, tuple), move.text
        names = set(state.grid.names)
        assert all(sq in names for sq in move.path), (move.text, move.path)
        seen.add(move.kind)
    assert seen


def test_tracers_path_is_the_marked_squares_and_capture_is_a_kind():
    grid = games.get("tracers").start().grid
    kinds = set()
    for _state, move in playout_moves("tracers", seed=3, plies=120):
        kinds.add(move.kind)
        assert move.path == tuple(grid.name(sq) for sq in move.data[3])
        if move.kind == "knight":
            assert move.path[0] == move.origin
    assert kinds == {"knight", "capture"}


def test_pacru_kind_is_the_decision_kind():
    kinds = set()
    for seed in range(3):
        for _state, move in playout_moves("pacru", seed=seed, plies=200):
            assert move.kind == move.data[0]
            kinds.add(move.kind)
    assert {"move", "claim", "rotate"} <= kinds


def test_an_agreed_action_has_its_kind():
    state = games.get("dodgem").start()
    assert agreed.parse(state, "!resign:1").kind == "resign"


def test_kind_and_path_leave_equality_hash_and_text_alone():
    a = Move("a1-b1", (0, 1), kind="step", path=("a1",))
    b = Move("a1-b1")
    assert a == b and hash(a) == hash(b) and str(a) == str(b) == "a1-b1"
    assert repr(a) == repr(b)
