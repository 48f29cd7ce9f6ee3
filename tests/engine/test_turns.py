"""One turn splitter for every game (game.py): ``State.split_turn`` splits a turn's
text into its decisions, ``join_turn`` joins them again, ``group_turns`` groups a
line of decisions into turns; State.play, Record.play and the lessons all use them."""

import random

import pytest

from piecepad import games
from piecepad.errors import IllegalMoveError
from piecepad.game import group_turns, join_turn
from piecepad.record import Record


def start_args(game, seed):
    return {"players": game.max_players if seed % 2 else game.min_players, "seed": seed}


def random_line(game, seed, plies):
    """The start state and the decisions of one random game."""
    rng = random.Random(seed)
    start = state = game.start(**start_args(game, seed))
    line = []
    for _ in range(plies):
        moves = state.legal_moves()
        if not moves:
            break
        move = rng.choice(moves)
        line.append(move)
        state = state.play(move)
    return start, line


@pytest.mark.parametrize("game_id", games.ids())
@pytest.mark.parametrize("seed", [1, 2])
def test_split_and_join_round_trip_over_random_playouts(game_id, seed):
    game = games.get(game_id)
    start, line = random_line(game, seed, 80)
    turns = group_turns(start, line)
    assert [t for turn in turns for t in turn] == [m.text for m in line]
    state, record = start, Record.new(game_id, **start_args(game, seed))
    for turn in turns:
        text = join_turn(turn)
        assert state.split_turn(text) == turn
        assert state.read_turn(text) == turn
        if not game_id == "pacru":
            assert len(turn) == 1               # a turn of one decision
        after = state
        for part in turn:
            after = after.play(part)
        if not after.mid_turn:                  # a whole turn: one text plays it
            assert state.play(text) == after
            record = record.play(text)
            assert record.state == after
        state = after
    assert any(len(t) > 1 for t in turns) == (game_id == "pacru")


def test_a_turn_of_one_decision_keeps_its_spaces():
    state = games.get("tracers").start(knight_path="either_L")
    assert state.split_turn("A1 - B3 via B1, B2") == ("a1-b3 via b1,b2",)


def test_record_play_reads_a_turn_as_state_play_does():
    record = Record.new("pacru", players=2)
    spaced = record.play("a3-b4 + b4")           # a spaced sign, as typed
    assert spaced.moves == record.play("a3-b4 +b4").moves
    assert spaced.state == record.state.play("a3-b4 + b4")
    for call in (record.play, record.state.play):
        with pytest.raises(IllegalMoveError, match="turn is complete"):
            call("e1-e2 e9-e8")                  # two turns in one text
