"""Tracers move-generation counts (perft) against the independent reference.

perft(d) is the number of move sequences of exactly d moves; a finished game
has none. The reference (tracers_ref.py) is written from the rules text.

Hand check from the opening (Dark first): Dark on h8 has h8-f7 and h8-g6 (2);
Light on a1 then has a1-b3 and a1-c2 whatever Dark did (4). At depth 3 Dark
moves from f7 or g6 with h8 and two path squares now marked but no landing
square blocked: f7 has 5 knight moves (d8, d6, e5, g5, h6), g6 has 5 (e7, e5,
f4, h4, f8), so 2 x 2 x 5 = 20. Under either_L every knight move has two
paths and no path's marks block a landing square yet: 4, then 4 x 4 = 16, then
16 x (5 destinations x 2 paths) = 160.
"""

import random

import pytest

import tracers_ref as ref
from engine_helpers import perft
from piecepad import games

# Exhaustive: its outcome is the engine's alone; make test runs it in CPython only
# (docs/testing.md). The Pyodide phase runs the rules and conformance tests.
pytestmark = pytest.mark.exhaustive

GAME = games.get("tracers")

OPENING_PERFT = {
    ("long_leg_first", "dark"): (1, 2, 4, 20, 100, 486, 2230),
    ("long_leg_first", "light"): (1, 2, 4, 20, 100, 480, 2196),
    ("either_L", "dark"): (1, 4, 16, 160, 1600, 15456),
    ("either_L", "light"): (1, 4, 16, 160, 1600, 15360),
}
# How deep the (slow) reference is run for each.
REFERENCE_DEPTH = {"long_leg_first": 6, "either_L": 4}


def options_of(path, first, **more):
    return dict(ref.DEFAULTS, knight_path=path, first_player=first, **more)


@pytest.mark.parametrize("path, first", sorted(OPENING_PERFT))
def test_engine_opening_perft_matches_pinned_numbers(path, first):
    start = GAME.start(knight_path=path, first_player=first)
    assert tuple(perft(start, d) for d in range(len(OPENING_PERFT[path, first]))) \
        == OPENING_PERFT[path, first]


@pytest.mark.parametrize("path, first", sorted(OPENING_PERFT))
def test_reference_opening_perft_matches_pinned_numbers(path, first):
    options = options_of(path, first)
    depth = REFERENCE_DEPTH[path]
    assert tuple(ref.perft(ref.opening(options), options, d) for d in range(depth + 1)) \
        == OPENING_PERFT[path, first][:depth + 1]


@pytest.mark.parametrize("path", ["long_leg_first", "either_L"])
def test_divide_at_depth_three_matches_reference(path):
    options = options_of(path, "dark")
    start, p = GAME.start(**options), ref.opening(options)
    engine = {str(m): perft(start.play(m), 2) for m in start.legal_moves()}
    reference = {m: ref.perft(ref.play(p, m, options), options, 2) for m in ref.moves(p, options)}
    assert engine == reference


OPTION_COMBOS = [dict(ref.DEFAULTS, knight_path=path, optional_mark_occupied=opt,
                      capture_ignores_own_mark=cap, both_trapped=both)
                 for path in ("long_leg_first", "either_L") for opt in (False, True)
                 for cap in (False, True) for both in ("player_to_move_loses", "draw")]


def combo_id(options):
    return "-".join(str(options[k]) for k in ("knight_path", "optional_mark_occupied",
                                              "capture_ignores_own_mark", "both_trapped"))


def random_position(rng, options):
    """A random position that the position text accepts: random marks, pawns not on
    their own marks, complete lines given a scorer, fewer than five lines a side.
    Pawns are often placed close together so captures and nomark come up."""
    while True:
        density = rng.choice((0.2, 0.45, 0.7, 0.85))
        squares = [f"{f}{r}" for f in ref.FILES for r in range(1, 9)]
        marks = {"L": [], "D": [], "LD": []}
        for s in squares:
            if rng.random() < density:
                marks[rng.choice(("L", "D", "LD"))].append(s)
        light = rng.choice(squares)
        if rng.random() < 0.5:
            x, y = ref.xy(light)
            near = [ref.square(x + dx, y + dy) for dx in (-1, 0, 1) for dy in (-2, -1, 0, 1, 2)]
            dark = rng.choice([s for s in near if s and s != light])
        else:
            dark = rng.choice([s for s in squares if s != light])
        p = ref.pos(light, dark, rng.randint(0, 1), marks)
        if "L" in ref.colours_at(p, light) or "D" in ref.colours_at(p, dark):
            continue
        complete = [line for line in ref.LINE_NAMES
                    if all(s in p.marks for s in ref.line_squares(line))]
        scored = {line: rng.randint(0, 1) for line in complete}
        p = p._replace(scored=scored)
        if max(ref.scores(p)) >= 5:
            continue
        return p


def engine_state(p, options):
    return GAME.decode(ref.position_text(p), **options)


@pytest.mark.parametrize("options", OPTION_COMBOS, ids=combo_id)
def test_random_positions_match_reference(options):
    rng = random.Random(combo_id(options))
    for _ in range(40):
        p = random_position(rng, options)
        state = engine_state(p, options)
        assert GAME.encode(state) == ref.position_text(p)
        assert sorted(str(m) for m in state.legal_moves()) == ref.moves(p, options), \
            ref.position_text(p)
        end = ref.outcome(p, options)
        assert (state.outcome.winners if state.outcome else None) == (end[0] if end else None)
        assert perft(state, 2) == ref.perft(p, options, 2), ref.position_text(p)


def test_random_positions_do_cover_captures_nomark_and_traps():
    """The random positions above are not all alike: count what they exercise."""
    seen = {"capture": 0, "nomark": 0, "trapped": 0, "via": 0}
    for options in OPTION_COMBOS:
        rng = random.Random(combo_id(options))
        for _ in range(40):
            p = random_position(rng, options)
            texts = ref.moves(p, options)
            seen["capture"] += any("x" in t for t in texts)
            seen["nomark"] += any(t.endswith("nomark") for t in texts)
            seen["via"] += any(" via " in t for t in texts)
            end = ref.outcome(p, options)
            seen["trapped"] += bool(end and "trapped" in end[1])
    assert min(seen.values()) >= 10, seen


def random_walk(p, options, rng, plies):
    for _ in range(plies):
        texts = ref.moves(p, options)
        if not texts:
            break
        p = ref.play(p, rng.choice(texts), options)
    return p


@pytest.mark.parametrize("options", OPTION_COMBOS[::3], ids=combo_id)
def test_positions_from_random_play_match_reference_to_depth_three(options):
    rng = random.Random("walk" + combo_id(options))
    for plies in (4, 8, 12, 16, 20, 24):
        p = random_walk(ref.opening(options), options, rng, plies)
        state = engine_state(p, options)
        assert perft(state, 3) == ref.perft(p, options, 3), ref.position_text(p)
