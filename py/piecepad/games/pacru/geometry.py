"""Pacru board geometry, openings and ready-made decisions, all computed at import.

The bottom layer of the package: it imports nothing of Pacru's. Squares are ints
``y * 9 + x`` (a1 = 0, i1 = 8, a2 = 9, i9 = 80). Facings are ints 0-7 clockwise from
north: n, ne, e, se, s, sw, w, nw (the names of grid.DIRECTIONS).
"""

from ...game import Move
from ...grid import DIRECTIONS, Grid
from ...i18n import N_

GRID = Grid(9, 9)
SIZE = GRID.size
NAMES = GRID.names
FACINGS = ("n", "ne", "e", "se", "s", "sw", "w", "nw")
FACING_INDEX = {name: i for i, name in enumerate(FACINGS)}
STEPS = tuple(DIRECTIONS[name] for name in FACINGS)

# Borderland (3x3 block) of each square, numbered 0-8 from the bottom left, rank by
# rank: 0 = a1-c3, 1 = d1-f3, 2 = g1-i3, 3 = a4-c6, ... 8 = g7-i9.
BORDERLAND = tuple((sq // 9 // 3) * 3 + (sq % 9) // 3 for sq in range(SIZE))
# Square order of the notation (a1 < a2 < ... < a9 < b1 ...): files first, then ranks.
ORDER_KEY = tuple((sq % 9) * 9 + sq // 9 for sq in range(SIZE))
IN_ORDER = tuple(sorted(range(SIZE), key=ORDER_KEY.__getitem__))
BORDERLAND_SQUARES = tuple(tuple(sq for sq in IN_ORDER if BORDERLAND[sq] == b)
                           for b in range(9))
# Neutral shade: 0 or 1, alternating along diagonals; all four corners share shade 0.
SHADE = tuple((sq % 9 + sq // 9) % 2 for sq in range(SIZE))


def _ray(sq, d):
    dx, dy = STEPS[d]
    x, y = sq % 9 + dx, sq // 9 + dy
    out = []
    while 0 <= x < 9 and 0 <= y < 9:
        out.append(y * 9 + x)
        x, y = x + dx, y + dy
    return tuple(out)


# RAYS[sq][d]: the squares from sq (exclusive) to the edge in direction d.
RAYS = tuple(tuple(_ray(sq, d) for d in range(8)) for sq in range(SIZE))
# Adjacent square in each direction, or -1 off the board.
ADJACENT = tuple(tuple(r[0] if r else -1 for r in RAYS[sq]) for sq in range(SIZE))

# LINE[a * 81 + b]: (direction, distance, squares strictly between) when b lies on a
# straight line from a; None otherwise.
LINE = [None] * (SIZE * SIZE)
for _a in range(SIZE):
    for _d in range(8):
        _r = RAYS[_a][_d]
        for _k, _b in enumerate(_r):
            LINE[_a * SIZE + _b] = (_d, _k + 1, _r[:_k])
LINE = tuple(LINE)

# -- decisions (Move objects) ------------------------------------------------------
# Move.kind is data[0]. Move.data: ("move", from, to), ("pincer", from, to), ("connect",),
# ("claim", sq), ("meeting", sq) / ("meeting", None), ("rotate", sq, facing, cost),
# ("return", sq).
STEP_MOVE = [None] * (SIZE * SIZE)
PINCER_MOVE = [None] * (SIZE * SIZE)
for _i, _line in enumerate(LINE):
    if _line is not None:
        _a, _b = divmod(_i, SIZE)
        _ends = {"origin": NAMES[_a], "target": NAMES[_b]}
        STEP_MOVE[_i] = Move(f"{NAMES[_a]}-{NAMES[_b]}", ("move", _a, _b), kind="move",
                             **_ends)
        PINCER_MOVE[_i] = Move(f"{NAMES[_a]}x{NAMES[_b]}", ("pincer", _a, _b), kind="pincer",
                               **_ends)
STEP_MOVE, PINCER_MOVE = tuple(STEP_MOVE), tuple(PINCER_MOVE)
CLAIM = tuple(Move(f"+{NAMES[sq]}", ("claim", sq), square=NAMES[sq], kind="claim")
              for sq in range(SIZE))
MEET = tuple(Move(f"*{NAMES[sq]}", ("meeting", sq), square=NAMES[sq], kind="meeting")
             for sq in range(SIZE))
RETURN = tuple(Move(f"-{NAMES[sq]}", ("return", sq), square=NAMES[sq], kind="return")
               for sq in range(SIZE))
CONNECT = Move("c", ("connect",), kind="connect")
NO_MEETING = Move("*none", ("meeting", None), kind="meeting")
# ROTATE[sq][facing]: the reorientation to that facing (cost set by the turn size).
ROTATE = tuple(tuple({cost: Move(f"{NAMES[sq]}>{FACINGS[f]}", ("rotate", sq, FACINGS[f], cost),
                                 origin=NAMES[sq], facing=FACINGS[f], kind="rotate")
                      for cost in (2, 4)} for f in range(8)) for sq in range(SIZE))
# New facings reachable from facing f, with their cost: -90, -45, +45, +90 degrees.
TURNS = tuple((((f - 2) & 7, 4), ((f - 1) & 7, 2), ((f + 1) & 7, 2), ((f + 2) & 7, 4))
              for f in range(8))

# -- seats and openings ------------------------------------------------------------
SIDES = "SWNE"
SIDE_NAMES = {"S": N_("South"), "W": N_("West"), "N": N_("North"), "E": N_("East")}


def _sq(name):
    return GRID.parse(name)


# Per side: (square, facing) of the middle, left-edge and right-edge pieces, then the
# 2-player fourth piece (R1).
OPENING = {
    "S": (("e1", "n"), ("a3", "e"), ("i3", "w"), ("i9", "sw")),
    "N": (("e9", "s"), ("i7", "w"), ("a7", "e"), ("a1", "ne")),
    "W": (("a5", "e"), ("c9", "s"), ("c1", "n"), ("i1", "nw")),
    "E": (("i5", "w"), ("g1", "n"), ("g9", "s"), ("a9", "se")),
}
OPENING = {side: tuple((_sq(s), FACING_INDEX[f]) for s, f in placed)
           for side, placed in OPENING.items()}
DEFAULT_ORDER = {("S/N", 2): "SN", ("W/E", 2): "EW", 3: "NEW", 4: "SWNE"}
PAIRS = {"S/N": "SN", "W/E": "WE"}
TARGETS = {2: 42, 3: 28, 4: 24}
PIECES = {2: 4, 3: 3, 4: 3}
MEETING_THRESHOLD = 9
