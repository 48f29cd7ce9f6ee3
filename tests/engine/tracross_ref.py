"""An independent reference for Tracross, written from the rules file alone and
sharing no code with the engine (piecepad.tracks, games.tracross*).

Track following here is a union-find over the midpoints of the squares'
sides: every tile joins its two pairs of midpoints, and a track is a
component. Square sides are named by coordinates (2x + dx, 2y + dy) doubled,
so two squares' shared side has one name. Boards are dicts {(x, y): piece}
(x = file from 0, y = rank from 0, piece 1-3) or strings of rows from the top.
"""

import itertools
from collections import Counter, defaultdict

# Piece -> its two joined pairs of sides (rules 2.2): 1/A S-E and N-W,
# 2/B S-W and N-E, 3/X N-S and W-E.
JOINS = {1: (("S", "E"), ("N", "W")), 2: (("S", "W"), ("N", "E")), 3: (("N", "S"), ("W", "E"))}
OFFSET = {"N": (1, 2), "S": (1, 0), "E": (2, 1), "W": (0, 1)}


def midpoint(x, y, side):
    dx, dy = OFFSET[side]
    return (2 * x + dx, 2 * y + dy)


def board_from_rows(text):
    rows = text.split("/")
    n = len(rows)
    board = {}
    for i, row in enumerate(rows):
        for x, ch in enumerate(row):
            if ch != ".":
                board[(x, n - 1 - i)] = {"1": 1, "2": 2, "3": 3, "A": 1, "B": 2, "X": 3}[ch]
    return n, board


def tiles_to_board(n, tiles):
    """Engine tiles tuple (square y*n+x) -> dict board."""
    return {(sq % n, sq // n): t for sq, t in enumerate(tiles) if t}


def board_to_tiles(n, board):
    tiles = [0] * (n * n)
    for (x, y), t in board.items():
        tiles[y * n + x] = t
    return tuple(tiles)


def edge_midpoints(n):
    """Every border midpoint with its (side, index) id."""
    units = {}
    for i in range(n):
        units[midpoint(i, n - 1, "N")] = ("N", i)
        units[midpoint(i, 0, "S")] = ("S", i)
        units[midpoint(0, i, "W")] = ("W", i)
        units[midpoint(n - 1, i, "E")] = ("E", i)
    return units


class _UF:
    def __init__(self):
        self.parent = {}

    def find(self, a):
        self.parent.setdefault(a, a)
        while self.parent[a] != a:
            self.parent[a] = self.parent[self.parent[a]]
            a = self.parent[a]
        return a

    def union(self, a, b):
        self.parent[self.find(a)] = self.find(b)


def pairs(n, board):
    """{unit id: the unit id its track reaches} for units whose track reaches
    another edge unit (on a partial board a track may stop at an empty square)."""
    uf = _UF()
    for (x, y), piece in board.items():
        for a, b in JOINS[piece]:
            uf.union(midpoint(x, y, a), midpoint(x, y, b))
    comps = defaultdict(list)
    units = edge_midpoints(n)
    for m, uid in units.items():
        comps[uf.find(m)].append(uid)
    # On a partial board, a component with two edge units is a complete track
    # only if it is a path between them; a track that stops at an empty square
    # holds one edge unit. Components never branch, so two units = joined.
    result = {}
    for members in comps.values():
        if len(members) == 2:
            a, b = members
            result[a], result[b] = b, a
        assert len(members) <= 2
    return result


def connected(n, board, sides):
    """Does a track join the two sides in ``sides`` ("NS" or "WE")?"""
    return any({a[0], b[0]} == set(sides) for a, b in pairs(n, board).items())


def winning_squares(n, board, sides):
    """The set of squares on the tracks joining ``sides``."""
    uf = _UF()
    for (x, y), piece in board.items():
        for a, b in JOINS[piece]:
            uf.union(midpoint(x, y, a), midpoint(x, y, b))
    units = edge_midpoints(n)
    roots = set()
    for m, uid in units.items():
        for m2, uid2 in units.items():
            if {uid[0], uid2[0]} == set(sides) and uf.find(m) == uf.find(m2):
                roots.add(uf.find(m))
    found = set()
    for (x, y), piece in board.items():
        for a, b in JOINS[piece]:
            if uf.find(midpoint(x, y, a)) in roots:
                found.add((x, y))
    return found


def label_order(n):
    """Edge unit ids counter-clockwise from the top of the left side."""
    return ([("W", y) for y in range(n - 1, -1, -1)] + [("S", x) for x in range(n)]
            + [("E", y) for y in range(n)] + [("N", x) for x in range(n - 1, -1, -1)])


def labels(n, board):
    """The rules' labelling (2.4 step 4) of a full board: {unit id: letter}."""
    twin = pairs(n, board)
    found, letter = {}, 0
    for uid in label_order(n):
        if uid not in found:
            name = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"[letter]
            found[uid] = found[twin[uid]] = name
            letter += 1
    return found


def pairing_key(n, tiles):
    """A hashable pairing of a full board given as an engine tiles tuple."""
    p = pairs(n, tiles_to_board(n, tiles))
    return frozenset(frozenset((a, b)) for a, b in p.items())


def all_groups(n):
    """Brute force: every filling of an n x n board (tiles tuples), grouped by
    the pairing of its edge units."""
    groups = defaultdict(list)
    for tiles in itertools.product((1, 2, 3), repeat=n * n):
        groups[pairing_key(n, tiles)].append(tiles)
    return groups


def distance(a, b):
    return sum(1 for p, q in zip(a, b) if p != q)


# -- exhaustive counting for 4x4, by halves ------------------------------------------

_BANDS = {}


def _band(n, rows):
    """Every filling of the ranks ``rows`` of an n-wide board, with the way it
    joins its ports: its own edge units and, as ("M", x), the sides on the line
    between the two halves. [(cells, pieces, matching)], cached."""
    key = (n, tuple(rows))
    if key in _BANDS:
        return _BANDS[key]
    lo, hi = min(rows), max(rows)

    def port_of(x, y, side):
        if side == "N":
            return ("N", x) if y == n - 1 else ("M", x) if y == hi else None
        if side == "S":
            return ("S", x) if y == 0 else ("M", x) if y == lo else None
        if side == "W":
            return ("W", y) if x == 0 else None
        return ("E", y) if x == n - 1 else None

    cells = [(x, y) for y in rows for x in range(n)]
    found = []
    for pieces in itertools.product((1, 2, 3), repeat=len(cells)):
        uf = _UF()
        ports = {}
        for (x, y), piece in zip(cells, pieces):
            for a, b in JOINS[piece]:
                uf.union(midpoint(x, y, a), midpoint(x, y, b))
            for side in "NESW":
                p = port_of(x, y, side)
                if p is not None:
                    ports[p] = midpoint(x, y, side)
        comp = defaultdict(list)
        for p, m in ports.items():
            comp[uf.find(m)].append(p)
        found.append((pieces, frozenset(frozenset(v) for v in comp.values())))
    _BANDS[key] = (cells, found)
    return _BANDS[key]


def count_by_halves(n, target, original=None, min_changed=0):
    """Exact number of fillings of an n x n board (n even, small) whose pairing
    is ``target`` (a pairing_key) and that differ from ``original`` (a tiles
    tuple) in at least ``min_changed`` squares. Every filling of the top half
    and of the bottom half is enumerated (3**(n*n/2) each) with the way it
    joins its ports; halves are grouped by that and by their distance to the
    original, and two groups combine by a union-find over the ports.
    Exhaustive, so independent of the engine's search."""
    half = n // 2

    def groups(rows):
        cells, found = _band(n, rows)
        by = defaultdict(Counter)
        for pieces, matching in found:
            # A pair of the half's own edge units must be a pair of the target.
            if any(not any(p[0] == "M" for p in pair) and pair not in target
                   for pair in matching):
                continue
            changed = 0
            if original is not None:
                changed = sum(1 for (x, y), piece in zip(cells, pieces)
                              if original[y * n + x] != piece)
            by[matching][changed] += 1
        return by

    top, bottom = groups(range(half, n)), groups(range(0, half))
    total = 0
    for m_top, c_top in top.items():
        for m_bot, c_bot in bottom.items():
            uf = _UF()
            for pair in itertools.chain(m_top, m_bot):
                a, b = tuple(pair)
                uf.union(a, b)
            comp = defaultdict(list)
            for pair in itertools.chain(m_top, m_bot):
                for p in pair:
                    if p[0] != "M":
                        comp[uf.find(p)].append(p)
            if frozenset(frozenset(v) for v in comp.values()) != target:
                continue
            total += sum(k1 * k2 for d1, k1 in c_top.items() for d2, k2 in c_bot.items()
                         if d1 + d2 >= min_changed)
    return total


# -- dice ---------------------------------------------------------------------------

class SplitMix64:
    """The textbook sequential SplitMix64 generator."""

    def __init__(self, seed):
        self.state = seed % 2 ** 64

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) % 2 ** 64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) % 2 ** 64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) % 2 ** 64
        return z ^ (z >> 31)

    def roll(self):
        return 1 + self.next() * 6 // 2 ** 64


def rolls(seed, count):
    gen = SplitMix64(seed)
    return [gen.roll() for _ in range(count)]
