"""Long records (issue 35, item 11): a record keeps its moves and a few states, not
one state a move; every state stepped to is the one a full replay gives; a link
longer than any real game is refused before it is replayed."""

import random

import pytest

from piecepad import games
from piecepad.errors import IllegalMoveError, RecordError
from piecepad.record import EVERY, MAX_MOVES, Record


def dodgem_text(n):
    cycle = ["a5-a6", "f2-f1", "a6-a5", "f1-f2"]
    return "pp1/dodgem/1.0/draw_rule=none/" + ".".join((cycle * (n // 4 + 1))[:n])


def full_replay(record):
    """Every state, played one by one on bare states (no Record)."""
    state = record.states[0]
    out = [state]
    for text in record.moves:
        state = state.play(state.parse(text))
        out.append(state)
    return out


def test_a_long_record_keeps_a_few_states_not_one_a_move():
    record = Record.from_text(dodgem_text(MAX_MOVES))
    line = record._line
    assert len(record) == MAX_MOVES
    kept = len(line.marks) + sum(len(run) for run in line._runs.values()) + 1
    assert kept <= MAX_MOVES // EVERY + 2 * EVERY + 2          # not one a move
    assert not hasattr(line, "__dict__")
    for i in (0, 1, EVERY - 1, EVERY, 4321, MAX_MOVES - 1):
        record.states[i]
    assert len(line._runs) <= 2


@pytest.mark.parametrize("game_id", games.ids())
def test_every_state_stepped_to_equals_a_full_replay(game_id):
    rng = random.Random(game_id)
    record = Record.new(game_id, seed=7) if games.get(game_id).uses_seed else Record.new(game_id)
    while len(record) < 3 * EVERY + 5 and record.state.outcome is None:
        record = record.play(rng.choice(record.state.legal_moves()))
    again = Record.from_text(record.to_text())
    expected = full_replay(record)
    order = list(range(len(again) + 1))
    for walk in (order, order[::-1], rng.sample(order, len(order))):
        for i in walk:
            assert again.states[i] == expected[i]
            assert again.upto(i).state == expected[i]
            assert again.glances[i].to_move == expected[i].to_move
    assert list(again.states) == expected
    branch = again.upto(len(again) // 2)            # a branch keeps its own states right
    move = branch.state.legal_moves()[0]
    played = branch.play(move)
    assert played.states[-1] == branch.state.play(move)
    assert again.states[-1] == expected[-1]


def test_an_over_long_link_is_refused_at_once_with_a_short_message(monkeypatch):
    text = dodgem_text(300_000)                    # 1.7 MB
    played = []
    monkeypatch.setattr(Record, "play", lambda self, move: played.append(move))
    with pytest.raises(RecordError) as e:
        Record.from_text(text)
    assert played == []                            # refused before any move is replayed
    monkeypatch.undo()
    message = str(e.value)
    assert "300,000 moves" in message and f"{MAX_MOVES:,}" in message and len(message) < 150
    assert Record.from_text(dodgem_text(MAX_MOVES))     # the longest allowed reads


def test_no_record_grows_past_the_longest_a_link_may_be():
    record = Record.from_text(dodgem_text(MAX_MOVES))
    with pytest.raises(IllegalMoveError, match="start a new game"):
        record.play(record.state.legal_moves()[0])
