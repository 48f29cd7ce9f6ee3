"""Track tiles on a square board: the mechanic Tracross and its solitaire share.

A tile joins the midpoints of its four sides in two separate pairs and is
never rotated (rules pages: py/piecepad/games/tracross/rules_page.py and
tracross_solitaire.py; notation: docs/notation.md):

    piece 1 (A): S-E and N-W        two curves
    piece 2 (B): S-W and N-E        two curves the other way
    piece 3 (X): N-S and W-E        a crossing (a bridge: the lines do not meet)

Squares are ints ``y * n + x`` as in ``piecepad.grid`` (a1 bottom left, N is
+rank). A tiles tuple has one entry per square: 0 (empty) or a piece 1..3.

Edge units. Each of the 4n unit edges on the border of an n x n board is an
edge unit. Its public id is ``(side, index)``: the side letter ``"N"``,
``"E"``, ``"S"`` or ``"W"``, and the index along that side counted like the
squares: the file index ``x`` (0 = file a) on N and S, the rank index ``y``
(0 = rank 1) on W and E. So ``("N", 0)`` is the top edge of a<n> and
``("W", 0)`` the left edge of a1. Inside, ``Geometry`` numbers them 0..4n-1 in
the solitaire labelling order (ruling X10 in docs/notation.md): counter-clockwise
from the top of the left side: W top to bottom, S left to right, E bottom to
top, N right to left.

A track is followed by entering a square through a side, leaving through the
tile's partner side, and entering the neighbour through the opposite side,
until it leaves the board (an edge unit) or reaches an empty square.

Both games also share their dice (``die``: the k-th roll of a seed) and the
board text of their position texts (``encode_board``, ``decode_board``).
"""

from .errors import OptionError, PositionError, excerpt
from .i18n import N_, T
from .game import memo

N, E, S, W = 0, 1, 2, 3
SIDES = "NESW"                       # side int -> letter
SIDE_WORDS = ("north", "east", "south", "west")
OPPOSITE = (S, W, N, E)

# PARTNER[piece][side]: the side a track leaves by when it enters through ``side``.
PARTNER = (
    None,
    (W, S, E, N),                    # A: N-W, E-S
    (E, N, W, S),                    # B: N-E, S-W
    (S, W, N, E),                    # X: N-S, E-W
)
# The two paths of each piece, as side pairs.
PATHS = (None, ((N, W), (E, S)), ((N, E), (S, W)), ((N, S), (E, W)))
_STEPS = ((0, 1), (1, 0), (0, -1), (-1, 0))      # per side: (dx, dy) to the neighbour


def piece_from_char(ch):
    """'1'/'2'/'3' or 'A'/'B'/'X' (any case) -> 1..3; '.' -> 0; else None."""
    return {"1": 1, "2": 2, "3": 3, "a": 1, "b": 2, "x": 3, ".": 0}.get(ch.lower())


class Geometry:
    """Neighbours and edge units of an n x n board. Immutable; one per size
    (use ``geometry(n)``)."""

    def __init__(self, n):
        self.n = n
        self.size = n * n
        units = ([(W, n - 1 - i) for i in range(n)] + [(S, i) for i in range(n)]
                 + [(E, i) for i in range(n)] + [(N, n - 1 - i) for i in range(n)])
        self.units = tuple(units)                                    # u -> (side, index)
        self.unit_ids = tuple((SIDES[s], i) for s, i in units)      # u -> public id
        self._unit_of = {uid: u for u, uid in enumerate(self.unit_ids)}
        # neighbour[sq * 4 + side]: the square across that side, or -1 - u when
        # the side is edge unit u on the border.
        neighbour = []
        for sq in range(self.size):
            x, y = sq % n, sq // n
            for side in (N, E, S, W):
                dx, dy = _STEPS[side]
                tx, ty = x + dx, y + dy
                if 0 <= tx < n and 0 <= ty < n:
                    neighbour.append(ty * n + tx)
                else:
                    index = x if side in (N, S) else y
                    neighbour.append(-1 - units.index((side, index)))
        self.neighbour = tuple(neighbour)
        # entry[u]: (square, side) where a track coming in from edge unit u enters.
        entry = []
        for side, index in units:
            x, y = {N: (index, n - 1), S: (index, 0), W: (0, index), E: (n - 1, index)}[side]
            entry.append((y * n + x, side))
        self.entry = tuple(entry)

    def __repr__(self):
        return f"Geometry({self.n})"

    def unit(self, uid):
        """Public id ``(side letter, index)`` -> internal unit number (KeyError if none)."""
        side, index = uid
        return self._unit_of[(str(side).upper(), index)]

    def unit_side(self, u):
        return self.units[u][0]


geometry = memo(Geometry)   # one per board size, shared by every state


# -- following ------------------------------------------------------------------

def walk(geo, tiles, sq, side, stop=None):
    """Follow a track that enters ``sq`` through ``side``.

    Returns ``(steps, end)``. ``steps`` lists ``(square, entry side, exit side)``
    for every filled square passed, in order. ``end`` is ``("edge", u)`` when the
    track leaves the board through edge unit u, ``("open", square, side)`` when
    it reaches an empty square (entering it through that side), or ``("loop",)``
    when it would enter ``stop = (square, side)`` (the walk came full circle).
    """
    neighbour = geo.neighbour
    steps = []
    while True:
        if stop is not None and (sq, side) == stop:
            return steps, ("loop",)
        piece = tiles[sq]
        if not piece:
            return steps, ("open", sq, side)
        out = PARTNER[piece][side]
        steps.append((sq, side, out))
        nxt = neighbour[sq * 4 + out]
        if nxt < 0:
            return steps, ("edge", -1 - nxt)
        sq, side = nxt, OPPOSITE[out]


def trace_unit(geo, tiles, u):
    """Follow the track that starts at edge unit u: ``walk`` from its entry."""
    sq, side = geo.entry[u]
    return walk(geo, tiles, sq, side)


def end_unit(geo, tiles, u):
    """The edge unit the track from u leaves by, or -1 when it stops at an
    empty square. (The fast form of ``trace_unit``, steps not kept.)"""
    neighbour = geo.neighbour
    sq, side = geo.entry[u]
    while True:
        piece = tiles[sq]
        if not piece:
            return -1
        out = PARTNER[piece][side]
        nxt = neighbour[sq * 4 + out]
        if nxt < 0:
            return -1 - nxt
        sq, side = nxt, OPPOSITE[out]


def pairing(geo, tiles):
    """twin[u] for every edge unit: the unit its track leaves by, or -1 when
    the track stops at an empty square. On a full board twin is an involution
    without fixed points (every edge unit pairs with exactly one other)."""
    twin = [-2] * (4 * geo.n)
    for u in range(4 * geo.n):
        if twin[u] == -2:
            v = end_unit(geo, tiles, u)
            twin[u] = v
            if v >= 0:
                twin[v] = u
    return tuple(twin)


def track_through(geo, tiles, sq, path):
    """The whole track through one path ``(side a, side b)`` of the tile on
    ``sq``: ``(steps, end_a, end_b)`` with the steps ordered from end_a's
    side to end_b's. For a closed loop end_a == end_b == ("loop",)."""
    a, b = path
    # Backwards: leave sq through a, and walk; the steps come out reversed.
    back_steps, end_a = _walk_out(geo, tiles, sq, a, stop=(sq, b))
    if end_a == ("loop",):
        return [(sq, b, a)] + back_steps, end_a, end_a
    fwd_steps, end_b = _walk_out(geo, tiles, sq, b, stop=None)
    steps = [(s, o, i) for s, i, o in reversed(back_steps)] + [(sq, a, b)] + fwd_steps
    return steps, end_a, end_b


def _walk_out(geo, tiles, sq, side, stop):
    nxt = geo.neighbour[sq * 4 + side]
    if nxt < 0:
        return [], ("edge", -1 - nxt)
    return walk(geo, tiles, nxt, OPPOSITE[side], stop)


def is_connection(geo, u, v, sides):
    """Do edge units u and v lie on the two opposite sides named by ``sides``
    ("NS" or "WE")?"""
    pair = {SIDES[geo.unit_side(u)], SIDES[geo.unit_side(v)]}
    return pair == set(sides)


def connections(geo, tiles):
    """Every track of the board joining opposite sides, as (u, v) with u < v."""
    found = []
    for u, v in enumerate(pairing(geo, tiles)):
        if u < v and geo.unit_side(u) == OPPOSITE[geo.unit_side(v)]:
            found.append((u, v))
    return found


def new_connections(geo, tiles, sq):
    """The tracks joining opposite sides that pass through ``sq`` (filled),
    as (u, v) with u < v. After a placement on ``sq`` these are the only tracks
    that can have changed."""
    found = []
    for path in PATHS[tiles[sq]]:
        _, end_a, end_b = track_through(geo, tiles, sq, path)
        if end_a[0] == "edge" and end_b[0] == "edge":
            u, v = sorted((end_a[1], end_b[1]))
            if geo.unit_side(u) == OPPOSITE[geo.unit_side(v)] and (u, v) not in found:
                found.append((u, v))
    return found


def oriented_track(geo, tiles, u):
    """The track from edge unit u to its other end, as ``((square, entry side
    letter, exit side letter), ...)``."""
    steps, _ = trace_unit(geo, tiles, u)
    return tuple((sq, SIDES[i], SIDES[o]) for sq, i, o in steps)


# -- dice -------------------------------------------------------------------------

SEED_LIMIT = 1 << 64
_MASK = SEED_LIMIT - 1


def splitmix64(seed, k):
    """The k-th output (k = 0, 1, ...) of SplitMix64 started from state
    ``seed``, by random access: z = seed + (k + 1) * 0x9E3779B97F4A7C15 (mod
    2**64), then the SplitMix64 finaliser. For seed 0, k = 0 this is
    0xE220A8397B1DCDAF."""
    z = (seed + (k + 1) * 0x9E3779B97F4A7C15) & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def die(seed, k):
    """The k-th roll (k = 0, 1, ...) of the dice of ``seed``, 1..6:
    1 + floor(splitmix64(seed, k) * 6 / 2**64). Pure integer arithmetic, so
    CPython and Pyodide roll the same dice."""
    return 1 + (splitmix64(seed, k) * 6 >> 64)


def check_seed(seed):
    """start()'s ``seed`` -> the int the dice use (None -> 0), or OptionError."""
    if seed is None:
        return 0
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < SEED_LIMIT:
        raise OptionError(T("seed must be a whole number from 0 to {most}, not {value}",
                            most=SEED_LIMIT - 1, value=excerpt(seed)))
    return seed


# -- board text -------------------------------------------------------------------

MAX_SIZE = 26        # the largest board square names reach (files a to z)


def encode_board(grid, tiles):
    """Ranks from the top, '/' between, one character per square: '.' or 1-3."""
    return "/".join("".join(".123"[tiles[sq]] for sq in row) for row in grid.rows_top_down())


def decode_board(text, empty_ok=True, what=N_("the board")):
    """Board text (ranks from the top, '/' between; '.', 1-3 or A/B/X) ->
    (n, tiles by square). Raises PositionError. ``what``: the board as a message
    names it (words a game marks with ``N_``)."""
    rows = text.split("/")
    n = len(rows)
    shown = T(what)
    if n > MAX_SIZE:
        raise PositionError(T("{what} has {count} ranks; at most {most}", what=shown, count=n,
                              most=MAX_SIZE))
    tiles = [0] * (n * n)
    for i, row in enumerate(rows):
        y = n - 1 - i
        if len(row) != n:
            raise PositionError(T("{what} must be square: {ranks} of {squares} each, but "
                                  "rank {rank} has {count}", what=shown,
                                  ranks=T(("{n} rank", "{n} ranks"), n=n),
                                  squares=T(("{n} square", "{n} squares"), n=n), rank=y + 1,
                                  count=T(("{n} square", "{n} squares"), n=len(row))))
        for x, ch in enumerate(row):
            piece = piece_from_char(ch)
            if piece is None or (piece == 0 and not empty_ok):
                marks = "'.', 1, 2, 3" if empty_ok else "1, 2, 3"
                raise PositionError(T("{what}, rank {rank}: '{char}' is not {marks} (or A, B, X)",
                                      what=shown, rank=y + 1, char=ch, marks=marks))
            tiles[y * n + x] = piece
    return n, tuple(tiles)



# -- solitaire labels -------------------------------------------------------------

def label_name(k):
    """0 -> "A", 25 -> "Z", 26 -> "AA", ... (spreadsheet style)."""
    name = ""
    k += 1
    while k:
        k, r = divmod(k - 1, 26)
        name = chr(65 + r) + name
    return name


def label_units(geo, twin):
    """Labels by the rules' order (ruling X10): scan the edge units counter-
    clockwise from the top of the left side; an unlabelled unit gets the next
    label, and so does the unit its track leaves by. Returns label index per
    unit (-1 for a unit whose track is open, on a partial board)."""
    labels = [-1] * len(twin)
    k = 0
    for u in range(len(twin)):
        if labels[u] < 0 and twin[u] >= 0:
            labels[u] = labels[twin[u]] = k
            k += 1
    return tuple(labels)


def labels_of(geo, tiles):
    """{edge unit id: label letter} for a full board (see ``label_units``)."""
    return {geo.unit_ids[u]: label_name(k)
            for u, k in enumerate(label_units(geo, pairing(geo, tiles))) if k >= 0}
