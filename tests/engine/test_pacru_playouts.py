"""Pacru opening move counts, perft a few decisions deep, and seeded random playouts for
2, 3 and 4 players: they never raise and end; every state round-trips through position
text and record text, and every decision's text through parse. The first decisions of
every turn are checked against the independent reference (pacru_ref)."""

import random

import pytest

from piecepad.record import Record

from pacru_helpers import PACRU, texts
from pacru_ref import Pos

# Exhaustive: its outcome is the engine's alone; make test runs it in CPython only
# (docs/testing.md). The Pyodide phase runs the rules and conformance tests.
pytestmark = pytest.mark.exhaustive


def perft(state, depth):
    if depth == 0:
        return 1
    return sum(perft(state.play(m), depth - 1) for m in state.legal_moves())


@pytest.mark.parametrize("players, counts", [
    (2, [12, 136, 1524]),
    (3, [9, 77, 663]),
    (4, [9, 77, 656]),
])
def test_opening_perft(players, counts):
    state = PACRU.start(players=players)
    assert [perft(state, d) for d in range(1, len(counts) + 1)] == counts


def test_opening_counts_match_the_reference():
    for players in (2, 3, 4):
        state = PACRU.start(players=players)
        assert texts(state) == Pos(state).decisions()


def _playout(players, seed, record_every=1, cap=400):
    rng = random.Random(seed)
    state = PACRU.start(players=players)
    record = Record.new("pacru", players=players)
    turns = 0
    while state.outcome is None and state.ply < cap:
        moves = state.legal_moves()
        assert moves and len(set(moves)) == len(moves)
        for move in moves:
            assert state.parse(str(move)) == move
        if not state.pending:
            assert texts(state) == Pos(state).decisions()
            turns += 1
        text = PACRU.encode(state)
        again = PACRU.decode(text)
        assert again == state and hash(again) == hash(state)
        assert PACRU.encode(again) == text and again.legal_moves() == moves
        # prefer claims that keep the game going; pick uniformly otherwise
        move = rng.choice(moves)
        state = state.play(move)
        record = record.play(move.text)
        if turns % record_every == 0:
            assert Record.from_text(record.to_text()).state == state
    assert record.state == state
    return state


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", range(4))
def test_random_playouts_end_and_round_trip(players, seed):
    state = _playout(players, seed * 10 + players, record_every=7)
    assert state.outcome is not None or state.ply >= 400
    if state.outcome is not None:
        assert state.to_move is None and state.legal_moves() == ()
        assert PACRU.decode(PACRU.encode(state)) == state


@pytest.mark.parametrize("players", [2, 3, 4])
def test_whole_turn_text_equals_decisions_one_by_one(players):
    rng = random.Random(players)
    for _ in range(15):
        state = PACRU.start(players=players)
        while state.outcome is None and state.ply < 60:
            start, parts = state, []
            while True:
                move = rng.choice(state.legal_moves())
                parts.append(move.text)
                state = state.play(move)
                if not state.pending:
                    break
            assert start.play(" ".join(parts)) == state
            assert start.play("  " + "   ".join(p.upper() for p in parts) + " ") == state


def test_max_plies_draws_at_the_end_of_the_turn():
    state = PACRU.start(max_plies=2)
    state = state.play("a3-b4")
    assert state.outcome is None
    state = state.play("+b4").play("e9-e8")
    assert state.outcome is not None and state.outcome.winners == ()
    assert state.ply == 2 and PACRU.decode(PACRU.encode(state), max_plies=2) == state


def test_transpositions_compare_and_hash_equal():
    a = PACRU.start().play("e1-e2").play("e9-e8").play("i3-h3").play("i7-h7")
    b = PACRU.start().play("i3-h3").play("i7-h7").play("e1-e2").play("e9-e8")
    assert a == b and hash(a) == hash(b) and a.legal_moves() == b.legal_moves()
    capped = PACRU.start(max_plies=50)
    assert capped.play("e1-e2") != PACRU.start().play("e1-e2")
