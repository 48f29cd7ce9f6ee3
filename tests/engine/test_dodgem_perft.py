"""Move-generation counts (perft) of the engine against an independent reference.

perft(d) is the number of move sequences of exactly d moves; a pass is a move
and a finished game has none. The engine runs with draw_rule="none" so that a
count depends on the position alone (repetition is tested in the playouts).

The reference (dodgem_ref.py) is written from the rules text. Hand check of
depths 1-3 from the opening: Red has 6 moves and whatever Red does, Green has
6 (both axes, DG-1/DG-2), so perft(2) = 36. At depth 3 the two armies cannot
touch yet, so perft(3) = 6 x (sum over Red's first moves of Red's next move
count): H 6 x (8+10+10+10+8+7) = 318, V 6 x (8+9+9+9+8+7) = 300.
"""

import random

import pytest

import dodgem_ref as ref
from engine_helpers import AXES, DODGEM, perft, random_position, texts

# Exhaustive: its outcome is the engine's alone; make test runs it in CPython only
# (docs/testing.md). The Pyodide phase runs the rules and conformance tests.
pytestmark = pytest.mark.exhaustive

OPENING_PERFT = {
    "H": (1, 6, 36, 318, 2809, 26761),
    "V": (1, 6, 36, 300, 2500, 21946),
}


def engine_state(p, axis, classic=False):
    return DODGEM.decode(ref.position_text(p), axis=axis, draw_rule="none",
                         classic_end="on" if classic else "off")


@pytest.mark.parametrize("axis", AXES)
def test_engine_opening_perft_matches_pinned_numbers(axis):
    start = DODGEM.start(axis=axis, draw_rule="none")
    assert [perft(start, d) for d in range(6)] == list(OPENING_PERFT[axis])


@pytest.mark.parametrize("axis", AXES)
def test_reference_opening_perft_matches_pinned_numbers(axis):
    assert [ref.perft(ref.opening(), axis, d) for d in range(6)] == list(OPENING_PERFT[axis])


@pytest.mark.parametrize("classic", [False, True])
@pytest.mark.parametrize("axis", AXES)
def test_opening_perft_under_the_default_draw_rule_and_classic_end(axis, classic):
    """Up to depth 4 no repetition and no win can happen, so the default draw
    rule and classic_end change nothing."""
    start = DODGEM.start(axis=axis, classic_end="on" if classic else "off")
    assert [perft(start, d) for d in range(5)] == list(OPENING_PERFT[axis][:5])


@pytest.mark.parametrize("axis", AXES)
def test_divide_at_depth_three_matches_reference(axis):
    start, p = DODGEM.start(axis=axis, draw_rule="none"), ref.opening()
    engine = {str(m): perft(start.play(m), 2) for m in start.legal_moves()}
    reference = {m: ref.perft(ref.play(p, m, axis), axis, 2) for m in ref.moves(p, axis)}
    assert engine == reference


def random_placements(seed, count):
    rng = random.Random(seed)
    return [random_position(rng) for _ in range(count)]


@pytest.mark.parametrize("classic", [False, True])
@pytest.mark.parametrize("axis", AXES)
def test_random_placements_match_reference(axis, classic):
    for p in random_placements(1000 + (axis == "V") + 2 * classic, 40):
        state = engine_state(p, axis, classic)
        if ref.is_over(p, axis, classic):
            assert state.legal_moves() == (), p
        else:
            assert sorted(texts(state)) == ref.moves(p, axis), p
        assert perft(state, 2) == ref.perft(p, axis, 2, classic), p


def random_walk(p, axis, rng, plies):
    """The position after up to ``plies`` random reference moves (stops at a win)."""
    for _ in range(plies):
        if ref.is_over(p, axis, False):
            break
        p = ref.play(p, rng.choice(ref.moves(p, axis)), axis)
    return p


@pytest.mark.parametrize("axis", AXES)
def test_positions_from_random_play_match_reference_to_depth_three(axis):
    rng = random.Random(7 if axis == "H" else 8)
    for plies in (10, 20, 30, 40, 60, 80):
        p = random_walk(ref.opening(), axis, rng, plies)
        for classic in (False, True):
            assert perft(engine_state(p, axis, classic), 3) == ref.perft(p, axis, 3, classic), p
