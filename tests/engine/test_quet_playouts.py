"""Seeded random Quet playouts under every option combination, refereed move
by move by the independent reference (quet_ref.py). Each playout is driven
through a Record, so the same games check record text round trips: cut
mid-game, just after a round ended, and at the end."""

import itertools
import random

import pytest

from piecepad import games
from piecepad.record import Record

import quet_ref as ref

# Exhaustive: its outcome is the engine's alone; make test runs it in CPython only
# (docs/testing.md). The Pyodide phase runs the rules and conformance tests.
pytestmark = pytest.mark.exhaustive

QUET = games.get("quet")

COMBOS = [dict(n=n, mark_on=mark_on, target=target, round_ply_cap=cap, rounds=rounds)
          for n, mark_on, target, cap, rounds in itertools.product(
              (4, 6), ("arrival", "departure"), (1, 3, 5), (None, 9), (2, 4))]
EXTRA = [dict(n=5, target=2), dict(n=7, round_ply_cap=40, rounds=6),
         dict(n=12, target=8), dict(n=4, target=100), dict(n=6, target=100, round_ply_cap=1),
         dict(n=4, target=100, round_ply_cap=500)]      # long rounds fill the board
PLY_BOUND = 4000           # far above any game: 2 * n * n plies a round at most


def combo_id(options):
    return ",".join(f"{k}={v}" for k, v in options.items())


def choose(rng, state, greedy):
    """A random legal move, drawn from the moves sorted by text; with chance
    ``greedy`` the one that scores most (so targets are reached)."""
    moves = sorted(state.legal_moves(), key=str)
    if rng.random() < greedy:
        return max(moves, key=lambda m: m.data[2])
    return rng.choice(moves)


def check_state(state, p, r, options):
    """The engine's state is the reference position, in every visible detail."""
    assert QUET.encode(state) == ref.position_text(p, r)
    assert state.to_move == ref.to_move(p)
    assert state.scores == ref.totals(p)
    assert state.round == p.round and state.player1 == ref.player1(p)
    assert [state.grid.name(sq) for sq in state.pawns] == list(p.pawns)
    assert state.moves_made == p.moves
    assert state.round_points == tuple(pts for pts, _ in p.finished)
    assert state.round_ends == tuple(code for _, code in p.finished)
    back = QUET.decode(QUET.encode(state), **options)
    assert back == state and hash(back) == hash(state)
    assert (back.to_move, back.outcome, back.scores, back.last_round_end) == \
        (state.to_move, state.outcome, state.scores, state.last_round_end)
    if p.over:
        assert state.outcome is not None and state.legal_moves() == ()
        assert state.outcome.winners == ref.winners(p)
        assert f"over {r.rounds} rounds" in state.outcome.reason
        return
    assert state.outcome is None
    moves = state.legal_moves()
    assert sorted((str(m), m.data[2]) for m in moves) == ref.moves(p, r)
    for move in moves:
        assert state.parse(str(move)) == move
        assert state.parse(" " + str(move).upper() + " ") == move


def playout(options, seed, greedy):
    r = ref.rules(**options)
    rng = random.Random(seed)
    record = Record.new("quet", **options)
    p = ref.opening(r)
    check_state(record.state, p, r, options)
    while record.state.outcome is None:
        state = record.state
        assert len(record) < PLY_BOUND
        move = choose(rng, state, greedy)
        before_round = state.round
        record = record.play(str(move) if rng.random() < 0.7 else str(move).upper())
        p = ref.play(p, str(move), r)
        check_state(record.state, p, r, options)
        after = record.state
        if after.last_round_end is not None:
            number, points, reason = after.last_round_end
            assert number == before_round and points == p.finished[-1][0]
            assert reason == after.round_reasons[-1]
    return record


def check_record_cuts(record, rng):
    """Record text round trips: the whole game, just after each round end,
    and a random cut."""
    round_ends = [i for i, s in enumerate(record.states) if s.last_round_end is not None]
    assert round_ends and round_ends[-1] == len(record)
    cuts = set(round_ends) | {0, rng.randrange(len(record) + 1), len(record)}
    for k in sorted(cuts):
        part = record.upto(k)
        again = Record.from_text(part.to_text())
        assert again == part and again.to_text() == part.to_text()
        assert again.state == record.states[k]
        assert again.state.last_round_end == record.states[k].last_round_end
        assert again.state.scores == record.states[k].scores


@pytest.mark.parametrize("options", COMBOS + EXTRA, ids=combo_id)
def test_random_playouts_follow_the_reference(options):
    for seed, greedy in ((1, 0.0), (2, 0.6)):
        record = playout(options, seed, greedy)
        final = record.state
        rounds = options.get("rounds", 2)
        assert len(final.round_points) == rounds == final.round
        assert final.scores == tuple(sum(p[s] for p in final.round_points) for s in (0, 1))
        check_record_cuts(record, random.Random(seed))


def test_playouts_end_every_way_a_round_can_end():
    """The combinations above do reach every kind of round end (so the
    refereeing covers them)."""
    seen = set()
    for options in COMBOS + EXTRA:
        for seed, greedy in ((1, 0.0), (2, 0.6)):
            rng = random.Random(seed)
            state = QUET.start(**options)
            while state.outcome is None:
                state = state.play(choose(rng, state, greedy))
            seen |= set(state.round_ends)
    assert seen == {"t", "f", "c"}
