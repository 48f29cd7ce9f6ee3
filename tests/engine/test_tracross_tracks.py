"""The shared track mechanic (piecepad.tracks): piece connectivity, following
tracks on hand-built boards, pairing and labels, checked by hand and against
the independent union-find reference (tracross_ref.py)."""

import random

import pytest

from piecepad import tracks
from piecepad.tracks import E, N, S, W, geometry

import tracross_ref as ref


def tiles_of(rows):
    """Board rows from the top ('.', 1-3, A/B/X) -> (n, tiles by square)."""
    n, board = ref.board_from_rows(rows)
    return n, ref.board_to_tiles(n, board)


def track(rows, uid):
    """The track from edge unit ``uid`` as (square name, entry, exit) and its end."""
    n, tiles = tiles_of(rows)
    geo = geometry(n)
    steps, end = tracks.trace_unit(geo, tiles, geo.unit(uid))
    names = [f"{'abcdefghi'[sq % n]}{sq // n + 1}" for sq, _, _ in steps]
    shown = [(name, tracks.SIDES[i], tracks.SIDES[o]) for name, (_, i, o) in zip(names, steps)]
    if end[0] == "edge":
        end = ("edge", geo.unit_ids[end[1]])
    return shown, end


# -- the three pieces (TX-3 and rules 2.2) -------------------------------------------

@pytest.mark.parametrize("piece, joins", [
    (1, {N: W, W: N, S: E, E: S}),
    (2, {N: E, E: N, S: W, W: S}),
    (3, {N: S, S: N, W: E, E: W}),
])
def test_each_piece_joins_its_sides_in_two_pairs(piece, joins):
    assert {side: tracks.PARTNER[piece][side] for side in (N, E, S, W)} == joins


@pytest.mark.parametrize("rows, ns, we", [("1", False, False), ("2", False, False),
                                          ("3", True, True)])
def test_tx3_connectivity_on_a_1x1_board(rows, ns, we):
    n, tiles = tiles_of(rows)
    geo = geometry(n)
    conns = tracks.connections(geo, tiles)
    assert any(tracks.is_connection(geo, u, v, "NS") for u, v in conns) is ns
    assert any(tracks.is_connection(geo, u, v, "WE") for u, v in conns) is we
    assert ref.connected(n, ref.board_from_rows(rows)[1], "NS") is ns


def test_piece_one_pairs_w_with_n_and_s_with_e_on_1x1():
    n, tiles = tiles_of("A")
    geo = geometry(1)
    twin = tracks.pairing(geo, tiles)
    named = {geo.unit_ids[u]: geo.unit_ids[v] for u, v in enumerate(twin)}
    assert named == {("W", 0): ("N", 0), ("N", 0): ("W", 0),
                     ("S", 0): ("E", 0), ("E", 0): ("S", 0)}


# -- following tracks on hand-built boards -------------------------------------------

def test_tx5_track_runs_down_file_a():
    # TX-5: a2 = X, b1 = A, then X on a1: top of a -> a2 -> a1 -> bottom of a.
    steps, end = track("3./31", ("N", 0))
    assert steps == [("a2", "N", "S"), ("a1", "N", "S")]
    assert end == ("edge", ("S", 0))


def test_track_turns_through_curves():
    # 3x3: a staircase of B and A pieces from the left edge to the top edge.
    #   rank 3: 1 2 .      a3 = A, b3 = B
    #   rank 2: 2 1 .      a2 = B, b2 = A
    #   rank 1: . . .
    steps, end = track("12./21./...", ("W", 1))
    # W of a2 (B: W-S) -> a1 is empty: the track stops there.
    assert steps == [("a2", "W", "S")]
    assert end[0] == "open" and end[1] == 0 and end[2] == N
    steps, end = track("12./21./...", ("N", 1))
    # top of b3 (B: N-E) -> c3 empty.
    assert steps == [("b3", "N", "E")] and end[0] == "open"
    steps, end = track("12./21./...", ("W", 2))
    # W of a3 (A: W-N) -> leaves by the top of a3.
    assert steps == [("a3", "W", "N")] and end == ("edge", ("N", 0))


def test_a_long_track_snakes_across_the_board():
    # Rows from the top: 231 / 221 / 321 (the 3x3 board of a random game).
    steps, end = track("231/221/321", ("W", 2))
    assert steps == [("a3", "W", "S"), ("a2", "N", "E"), ("b2", "W", "S"), ("b1", "N", "E"),
                     ("c1", "W", "N"), ("c2", "S", "E")]
    assert end == ("edge", ("E", 1))


def test_a_bridge_lets_two_tracks_cross():
    steps_ns, end_ns = track(".3./.3./.3.", ("N", 1))
    assert [s[0] for s in steps_ns] == ["b3", "b2", "b1"] and end_ns == ("edge", ("S", 1))
    steps_we, end_we = track(".../333/...", ("W", 1))
    assert [s[0] for s in steps_we] == ["a2", "b2", "c2"] and end_we == ("edge", ("E", 1))


def test_track_through_a_square_twice_and_a_closed_loop():
    # A 2x2 ring of curves (a2 = A, b2 = B / a1 = B, b1 = A) closes a loop in
    # the middle; its outer tracks join around the corners.
    n, tiles = tiles_of("12/21")
    geo = geometry(n)
    b2 = 3
    path = [p for p in tracks.PATHS[tiles[b2]] if W in p][0]
    steps, end_a, end_b = tracks.track_through(geo, tiles, b2, path)
    assert end_a == end_b == ("loop",)
    assert sorted(sq for sq, _, _ in steps) == [0, 1, 2, 3]
    twin = tracks.pairing(geo, tiles)
    named = {geo.unit_ids[u]: geo.unit_ids[v] for u, v in enumerate(twin)}
    assert named[("W", 1)] == ("N", 0) and named[("S", 1)] == ("E", 0)


def test_track_through_gives_both_ends_in_order():
    n, tiles = tiles_of("231/221/321")
    geo = geometry(n)
    b2 = 4
    steps, end_a, end_b = tracks.track_through(geo, tiles, b2, (W, S))
    assert geo.unit_ids[end_a[1]] == ("W", 2) and geo.unit_ids[end_b[1]] == ("E", 1)
    assert [sq for sq, _, _ in steps] == [6, 3, 4, 1, 2, 5]
    for (_, _, out), (_, inn, _) in zip(steps, steps[1:]):
        assert tracks.OPPOSITE[out] == inn


def test_new_connections_finds_only_tracks_through_the_square():
    n, tiles = tiles_of("3./31")
    geo = geometry(n)
    found = tracks.new_connections(geo, tiles, 0)          # a1
    assert [(geo.unit_ids[u], geo.unit_ids[v]) for u, v in found] == [(("S", 0), ("N", 0))]
    assert tracks.new_connections(geo, tiles, 1) == []      # b1: its tracks join W-N, S-E


def test_oriented_track_letters():
    n, tiles = tiles_of("3./31")
    geo = geometry(n)
    assert tracks.oriented_track(geo, tiles, geo.unit(("N", 0))) == ((2, "N", "S"), (0, "N", "S"))


# -- edge units --------------------------------------------------------------------------

def test_edge_units_are_numbered_in_the_labelling_order():
    geo = geometry(3)
    assert geo.unit_ids == (("W", 2), ("W", 1), ("W", 0), ("S", 0), ("S", 1), ("S", 2),
                            ("E", 0), ("E", 1), ("E", 2), ("N", 2), ("N", 1), ("N", 0))
    assert list(geo.unit_ids) == ref.label_order(3)
    for u, uid in enumerate(geo.unit_ids):
        assert geo.unit(uid) == u
        assert geo.unit((uid[0].lower(), uid[1])) == u
    with pytest.raises(KeyError):
        geo.unit(("N", 3))


def test_entry_squares_of_edge_units():
    geo = geometry(3)
    assert geo.entry[geo.unit(("N", 0))] == (6, N)      # a3 from the top
    assert geo.entry[geo.unit(("W", 0))] == (0, W)      # a1 from the left
    assert geo.entry[geo.unit(("E", 2))] == (8, E)      # c3 from the right
    assert geo.entry[geo.unit(("S", 2))] == (2, S)      # c1 from below


# -- against the reference -------------------------------------------------------------

@pytest.mark.parametrize("n", [1, 2, 3, 4, 5, 6, 7])
def test_pairing_matches_the_reference_on_random_boards(n):
    rng = random.Random(n)
    geo = geometry(n)
    for _ in range(30):
        fill = rng.random()
        tiles = tuple(rng.choice((1, 2, 3)) if rng.random() < fill else 0
                      for _ in range(n * n))
        twin = tracks.pairing(geo, tiles)
        engine = {geo.unit_ids[u]: geo.unit_ids[v] for u, v in enumerate(twin) if v >= 0}
        assert engine == ref.pairs(n, ref.tiles_to_board(n, tiles))
        if all(tiles):
            assert all(v >= 0 and twin[v] == u and v != u for u, v in enumerate(twin))
            assert tracks.labels_of(geo, tiles) == ref.labels(n, ref.tiles_to_board(n, tiles))


def test_board_of_piece_one_joins_no_opposite_sides():
    # Rules 2.3: on a board filled with A, every track joins W-N or S-E.
    for n in range(1, 7):
        geo = geometry(n)
        tiles = (1,) * (n * n)
        assert tracks.connections(geo, tiles) == []
        for u, v in enumerate(tracks.pairing(geo, tiles)):
            assert {geo.unit_ids[u][0], geo.unit_ids[v][0]} in ({"W", "N"}, {"S", "E"})


# -- labels: the source's example -----------------------------------------------------

SOURCE_LABELS = {("W", 2): "A", ("N", 0): "A", ("W", 1): "B", ("E", 0): "B",
                 ("W", 0): "C", ("S", 0): "C", ("S", 1): "D", ("S", 2): "D",
                 ("E", 1): "E", ("N", 1): "E", ("E", 2): "F", ("N", 2): "F"}
# Writing order of the source's 12 labels (1 = first written).
SOURCE_ORDER = [("W", 2), ("N", 0), ("W", 1), ("E", 0), ("W", 0), ("S", 0), ("S", 1),
                ("S", 2), ("E", 1), ("N", 1), ("E", 2), ("N", 2)]


def test_label_names():
    assert [tracks.label_name(k) for k in (0, 1, 25, 26, 27, 51)] == \
        ["A", "B", "Z", "AA", "AB", "AZ"]


def test_labelling_reproduces_the_source_example_on_every_filling_that_fits():
    """Source text 001's 3x3 example: A2 E10 F12 / A1 F11 / B3 E9 / C5 B4 / C6 D7 D8.
    Every filling with that pairing is labelled exactly so, in that writing order."""
    from itertools import product
    geo = geometry(3)
    found = 0
    for tiles in product((1, 2, 3), repeat=9):
        if tracks.labels_of(geo, tiles) == SOURCE_LABELS:
            found += 1
            twin = tracks.pairing(geo, tiles)
            written, seen = [], set()
            for u in range(12):
                if u not in seen:
                    written += [geo.unit_ids[u], geo.unit_ids[twin[u]]]
                    seen |= {u, twin[u]}
            assert written == SOURCE_ORDER
    assert found == 50
