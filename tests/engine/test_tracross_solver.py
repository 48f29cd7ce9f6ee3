"""The solitaire solver against brute force: every filling of every board up
to 3x3, random 4x4 boards counted exhaustively by halves (tracross_ref), the
source's 3x3 label example, and hints."""

import random

import pytest

from piecepad import games
from piecepad.games.tracross_solitaire.solver import Puzzle, count_solutions, hint, solve
from piecepad.tracks import geometry, pairing

import tracross_ref as ref

# Exhaustive: its outcome is the engine's alone; make test runs it in CPython only
# (docs/testing.md). The Pyodide phase runs the rules and conformance tests.
pytestmark = pytest.mark.exhaustive

GAME = games.get("tracross-solitaire")
SOURCE_LABELS = {("W", 2): "A", ("N", 0): "A", ("W", 1): "B", ("E", 0): "B",
                 ("W", 0): "C", ("S", 0): "C", ("S", 1): "D", ("S", 2): "D",
                 ("E", 1): "E", ("N", 1): "E", ("E", 2): "F", ("N", 2): "F"}


@pytest.fixture(scope="module")
def groups():
    """Brute force: for n = 1, 2, 3, every filling grouped by its pairing."""
    return {n: ref.all_groups(n) for n in (1, 2, 3)}


def check_solution(puzzle, filling, original, k):
    n = puzzle.n
    assert filling is not None and len(filling) == n * n and all(t in (1, 2, 3) for t in filling)
    assert ref.pairing_key(n, filling) == ref.pairing_key(n, original)
    assert ref.distance(filling, original) >= k


# -- brute force up to 3x3 ---------------------------------------------------------------

@pytest.mark.parametrize("n", [1, 2, 3])
def test_counts_match_brute_force_for_every_pairing(groups, n):
    for i, fills in enumerate(groups[n].values()):
        puzzle = Puzzle.from_original(n, fills[0])
        assert count_solutions(puzzle) == len(fills)
        if i % 5 == 0:
            assert count_solutions(Puzzle(n, puzzle.twin)) == len(fills)   # labels only
            # With a threshold: the fillings at distance >= k from the first one.
            for k in (1, 3):
                assert count_solutions(puzzle, min_changed=k) == \
                    sum(1 for f in fills if ref.distance(f, fills[0]) >= k)


@pytest.mark.parametrize("n", [1, 2, 3])
def test_solve_every_filling_as_the_original(groups, n):
    """For every filling of the board taken as the original: solve finds a
    different filling with the same pairing, or proves (None) there is none."""
    for fills in groups[n].values():
        for original in fills:
            found = solve(Puzzle.from_original(n, original))        # min_changed 1
            if len(fills) == 1:
                assert found is None
            else:
                assert found in fills and found != original


@pytest.mark.parametrize("n", [2, 3])
def test_solve_reaches_exactly_the_farthest_solution(groups, n):
    for fills in list(groups[n].values())[::3]:
        original = fills[0]
        puzzle = Puzzle.from_original(n, original)
        far = max(ref.distance(f, original) for f in fills)
        found = solve(puzzle, min_changed=far)
        check_solution(puzzle, found, original, far)
        assert solve(puzzle, min_changed=far + 1) is None


def test_unique_fillings_exist_and_are_proved(groups):
    # 48 of the 81 2x2 fillings are the only filling with their pairing.
    unique = [f for fills in groups[2].values() if len(fills) == 1 for f in fills]
    assert len(unique) == 48
    assert all(solve(Puzzle.from_original(2, f)) is None for f in unique)


# -- the source's label example ----------------------------------------------------------

def test_source_label_example_has_50_solutions(groups):
    puzzle = Puzzle.from_labels(3, SOURCE_LABELS)
    assert count_solutions(puzzle) == 50
    assert puzzle.labels() == SOURCE_LABELS
    matching = [fills for fills in groups[3].values()
                if ref.labels(3, ref.tiles_to_board(3, fills[0])) == SOURCE_LABELS]
    assert len(matching) == 1 and len(matching[0]) == 50
    found = solve(puzzle, min_changed=0)
    assert ref.labels(3, ref.tiles_to_board(3, found)) == SOURCE_LABELS


# -- random 4x4 boards against exhaustive counting by halves -------------------------------

@pytest.mark.parametrize("seed", range(4))
def test_random_4x4_boards_against_exhaustive_counts(seed):
    rng = random.Random(seed)
    original = tuple(rng.choice((1, 2, 3)) for _ in range(16))
    target = ref.pairing_key(4, original)
    puzzle = Puzzle.from_original(4, original)
    for k in (0, 1, 3, 6, 9, 12, 16):
        expected = ref.count_by_halves(4, target, original, k)
        assert count_solutions(puzzle, min_changed=k) == expected
        found = solve(puzzle, min_changed=k)
        if expected:
            check_solution(puzzle, found, original, k)
        else:
            assert found is None


def test_4x4_labels_only_puzzle_counts_every_filling():
    rng = random.Random(99)
    original = tuple(rng.choice((1, 2, 3)) for _ in range(16))
    target = ref.pairing_key(4, original)
    twin = pairing(geometry(4), original)
    assert count_solutions(Puzzle(4, twin)) == ref.count_by_halves(4, target)


# -- bigger boards: answers verified by the reference --------------------------------------

@pytest.mark.parametrize("n", [5, 6, 7])
def test_bigger_boards_solve_and_verify(n):
    rng = random.Random(n)
    for _ in range(3):
        original = tuple(rng.choice((1, 2, 3)) for _ in range(n * n))
        puzzle = Puzzle.from_original(n, original)
        for k in (1, n, (n * n + 1) // 2):
            check_solution(puzzle, solve(puzzle, min_changed=k), original, k)
        assert solve(puzzle, min_changed=n * n + 1) is None


def test_fixed_and_prefer():
    rng = random.Random(7)
    original = tuple(rng.choice((1, 2, 3)) for _ in range(25))
    puzzle = Puzzle.from_original(5, original)
    other = solve(puzzle, min_changed=5)
    fixed = {sq: other[sq] for sq in range(0, 25, 3)}
    found = solve(puzzle, min_changed=1, fixed=fixed)
    check_solution(puzzle, found, original, 1)
    assert all(found[sq] == t for sq, t in fixed.items())
    assert solve(puzzle, min_changed=0, prefer=other) == other
    # Fixing a piece that no solution has on its square proves there is none.
    for sq in range(25):
        for t in (1, 2, 3):
            if solve(puzzle, min_changed=0, fixed={sq: t}) is None:
                assert solve(puzzle, min_changed=1, fixed={sq: t}) is None
                return
    pytest.fail("every piece on every square is in some solution")


def test_puzzle_checks_its_labels():
    with pytest.raises(ValueError, match="label A is on 1 edge units"):
        Puzzle.from_labels(1, {("N", 0): "A", ("S", 0): "B", ("E", 0): "B", ("W", 0): "C"})
    with pytest.raises(ValueError, match="every edge unit needs a label"):
        Puzzle.from_labels(1, {("N", 0): "A", ("S", 0): "A"})
    with pytest.raises(ValueError, match="not an edge unit"):
        Puzzle.from_labels(1, {("N", 1): "A", ("S", 0): "A"})
    with pytest.raises(ValueError):
        Puzzle(1, (1, 0, 3, 3))
    with pytest.raises(ValueError, match="original filling"):
        Puzzle.from_original(2, (1, 2, 3))
    with pytest.raises(ValueError, match="needs the puzzle's original"):
        solve(Puzzle(1, (1, 0, 3, 2)), min_changed=1)
    with pytest.raises(TypeError):
        solve(112)
    with pytest.raises(ValueError, match="original filling is 4 pieces"):
        Puzzle.of("12/3")


def test_puzzle_of_text_and_labels():
    assert Puzzle.of("112/212/212").original == Puzzle.of("AAB/BAB/BAB").original == \
        GAME.start(original="112/212/212").original
    assert Puzzle.of(SOURCE_LABELS).twin == Puzzle.of("112/212/212").twin
    assert count_solutions("112/212/212") == count_solutions(SOURCE_LABELS) == 50


# -- states and hints ------------------------------------------------------------------------

def test_solve_takes_the_state_threshold():
    s = GAME.start(original="112/212/212", min_changed_cells=4)
    found = solve(s)
    check_solution(Puzzle.of(s), found, s.original, 4)
    assert solve(GAME.start(original="112/212/212", min_changed_cells=9)) is None
    assert count_solutions(s) == 50


@pytest.mark.parametrize("seed", range(12))
def test_hints_from_a_blank_board_solve_the_puzzle(seed):
    s = GAME.start(seed=seed)
    if s.solution() is None:
        assert s.hint() is None
        return
    for _ in range(s.size ** 2 + 1):
        move = hint(s)
        assert move in s.legal_moves()
        s = s.play(move)
        if s.outcome is not None:
            break
    assert s.outcome is not None and s.outcome.winners == (0,)
    assert hint(s) is None


@pytest.mark.parametrize("seed", range(8))
def test_hints_repair_a_wrong_board(seed):
    rng = random.Random(seed)
    s = GAME.start(seed=100 + seed, size=rng.choice((3, 4, 5, 6)))
    n = s.size
    for sq in rng.sample(range(n * n), n * n // 2):
        s = s.play(f"{s.grid.name(sq)}:{rng.choice((1, 2, 3))}")
    first = hint(s)
    assert first in s.legal_moves()
    sq, piece = first.data
    assert piece in (1, 2, 3)
    if "broken" in s.label_status.values():
        assert s.tiles[sq] != 0         # a broken label: the hint changes a placed piece
    moves = 0
    while s.outcome is None:
        s = s.play(hint(s))
        moves += 1
        assert moves <= 3 * n * n
    assert s.outcome.winners == (0,)


def test_hint_fills_the_first_empty_square_when_the_pieces_can_stay():
    s = GAME.start(original="112/212/212")
    sol = solve(s)
    s = s.play(f"c1:{sol[2]}")
    move = hint(s)
    assert move.data[0] == 6            # a3: the first square in reading order
    # The pieces placed so far are kept by some solution with that move.
    t = s.play(move)
    assert solve(Puzzle.of(t), fixed={sq: p for sq, p in enumerate(t.tiles) if p}) is not None


def test_hint_on_an_unsolvable_puzzle_is_none():
    # A 1x1 puzzle has no solution differing from its original.
    s = GAME.start(original="3")
    assert s.solution() is None and hint(s) is None
