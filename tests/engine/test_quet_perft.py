"""Quet perft from the opening: the engine's move tree against the independent
reference generator (quet_ref.py), then pinned numbers deeper than the
reference can go quickly. Option sets that end rounds (and games) inside the
tree check the round transitions too."""

import pytest

from piecepad import games

import quet_ref as ref

# Exhaustive: its outcome is the engine's alone; make test runs it in CPython only
# (docs/testing.md). The Pyodide phase runs the rules and conformance tests.
pytestmark = pytest.mark.exhaustive

QUET = games.get("quet")


def perft(state, depth):
    if depth == 0:
        return 1
    return sum(perft(state.play(m), depth - 1) for m in state.legal_moves())


def leaves(state, depth):
    """Position texts of every state ``depth`` moves from ``state`` (a set)."""
    if depth == 0:
        return {QUET.encode(state)}
    found = set()
    for move in state.legal_moves():
        found |= leaves(state.play(move), depth - 1)
    return found


def ref_leaves(p, r, depth):
    if depth == 0:
        return {ref.position_text(p, r)}
    found = set()
    for text, _ in ref.moves(p, r):
        found |= ref_leaves(ref.play(p, text, r), r, depth - 1)
    return found


# (options, perft numbers for depth 1, 2, ...). The first ones are checked
# against the reference below; all are pinned.
PINNED = [
    ({"n": 4}, [2, 4, 8, 16, 48, 168, 336, 912, 2736, 8784, 17568]),
    ({"n": 6}, [2, 4, 8, 16, 56, 196, 560, 1680, 5796, 20424, 58016]),
    ({"n": 4, "target": 1}, [2, 4, 8, 16, 44, 144, 288, 648, 1552, 3984, 8032]),
    ({"n": 4, "target": 1, "mark_on": "departure"},
     [2, 4, 8, 16, 48, 168, 336, 872, 2488, 6932, 13864]),
    ({"n": 6, "target": 1}, [2, 4, 8, 16, 56, 196, 560, 1652, 5460, 18524, 50498]),
    ({"n": 4, "round_ply_cap": 3, "rounds": 4}, [2 ** d for d in range(1, 12)]),
]
REF_DEPTH = 8


def ids(item):
    return ",".join(f"{k}={v}" for k, v in item[0].items())


@pytest.mark.parametrize("options, numbers", PINNED, ids=[ids(p) for p in PINNED])
def test_perft_matches_the_reference(options, numbers):
    r = ref.rules(**options)
    start, p = QUET.start(**options), ref.opening(r)
    assert QUET.encode(start) == ref.position_text(p, r)
    for depth in range(1, REF_DEPTH + 1):
        assert perft(start, depth) == ref.perft(p, r, depth) == numbers[depth - 1], depth


@pytest.mark.parametrize("options, numbers", PINNED, ids=[ids(p) for p in PINNED])
def test_perft_pinned_deeper(options, numbers):
    start = QUET.start(**options)
    for depth in range(REF_DEPTH + 1, len(numbers) + 1):
        assert perft(start, depth) == numbers[depth - 1], depth


@pytest.mark.parametrize("options, depth", [
    ({"n": 4, "target": 1}, 7),            # rounds end, round 2 begins inside the tree
    ({"n": 4, "target": 1, "mark_on": "departure"}, 7),
    ({"n": 4, "round_ply_cap": 2, "rounds": 4}, 8),     # crosses four rounds to the end
    ({"n": 6}, 6),
])
def test_every_position_in_the_tree_is_the_references(options, depth):
    r = ref.rules(**options)
    assert leaves(QUET.start(**options), depth) == ref_leaves(ref.opening(r), r, depth)


def test_the_pinned_trees_reach_round_ends_and_game_ends():
    """So the numbers above do cover the transitions (not a vacuous check)."""
    state_ends = [0, 0]

    def walk(state, depth):
        if state.outcome is not None:
            state_ends[1] += 1
            return
        if state.last_round_end is not None:
            state_ends[0] += 1
        if depth:
            for move in state.legal_moves():
                walk(state.play(move), depth - 1)

    walk(QUET.start(n=4, target=1), 8)
    assert state_ends[0] > 0
    state_ends[:] = [0, 0]
    walk(QUET.start(n=4, round_ply_cap=2, rounds=4), 8)
    assert state_ends == [2 ** 2 + 2 ** 4 + 2 ** 6, 2 ** 8]
