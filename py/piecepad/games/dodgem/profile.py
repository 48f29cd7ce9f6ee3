"""Dodg'em: alpha-beta on the race.

A seat's value is minus the forward steps its coins still need (bearing off is the
last step), minus a penalty for each coin whose next forward square holds an
opposing coin (it must step aside, a lost tempo), more if it cannot step aside
either, plus half a step for the player to move. Bearing off and forward moves are
tried first.

The search runs on the engine's mutable ``Board`` (make/undo on two bitboards), not
on a State per node: ``PROFILE.core(state)``. The evaluation is a few shifts and
masks of the bitboards, and the same function serves ``evaluate(state)``, so the
two paths give the same values.
"""

from .engine import FORWARD, FULL, GREEN, PASS, RED, SIDES, SIZE, STEPS_BY_TEXT, Board
from ...ai.heuristics.base import Profile

TEMPO = 0.5
BLOCKED = 0.7          # a coin with an opposing coin straight ahead
STUCK = 0.6            # ... that also cannot step aside

# Bit x * SIZE + y is the square on file x, rank y (the engine's bitboards).
_LAST = SIZE - 1
RANK_TOP = sum(1 << (x * SIZE + _LAST) for x in range(SIZE))
RANK_BOTTOM = sum(1 << (x * SIZE) for x in range(SIZE))
FILE_LEFT = sum(1 << y for y in range(SIZE))
FILE_RIGHT = FILE_LEFT << (_LAST * SIZE)


def blocks(axis, red, green):
    """(Red's coins with a Green coin straight ahead, Green's with a Red one ahead,
    squares whose every sideways neighbour on the board is taken), as bitboards."""
    occupied = red | green
    if axis == "H":                      # forward is a file (SIZE bits), sideways a rank
        return (red & (green >> SIZE), green & ((red << SIZE) & FULL),
                ((occupied >> 1) | RANK_TOP) & ((occupied << 1) | RANK_BOTTOM))
    return (red & (green >> 1) & ~RANK_TOP, green & (red << 1) & ~RANK_BOTTOM,
            ((occupied >> SIZE) | FILE_RIGHT) & ((occupied << SIZE) | FILE_LEFT))


def values(axis, red, green, dist_red, dist_green, to_move):
    """Each seat's value; ``dist_*``: the forward steps each side still needs."""
    blocked_red, blocked_green, boxed = blocks(axis, red, green)
    e_red = -(dist_red + BLOCKED * blocked_red.bit_count()
              + STUCK * (blocked_red & boxed).bit_count())
    e_green = -(dist_green + BLOCKED * blocked_green.bit_count()
                + STUCK * (blocked_green & boxed).bit_count())
    if to_move == RED:
        e_red += TEMPO
    elif to_move == GREEN:
        e_green += TEMPO
    return e_red, e_green


def _rank(side):
    """Static order key per move id: bearing off -10, forward -1, sideways 0."""
    return {i: (-10 if tb == 0 else -1 if fwd else 0) for i, (_fb, tb, fwd) in side.info.items()}


RANK = {axis: (_rank(SIDES[axis][RED]), _rank(SIDES[axis][GREEN])) for axis in FORWARD}


class SearchBoard(Board):
    """The engine's Board plus what alpha-beta asks of a core: the profile's move
    order and evaluation."""

    __slots__ = ("axis",)

    def __init__(self, state):
        super().__init__(state)
        self.axis = state.settings["axis"]

    def moves_ordered(self):
        return self.moves_forward_first()

    def evaluation(self, seat):
        """The running position's value for ``seat``: its value minus the other's."""
        dist = self.dist
        e = values(self.axis, self.red, self.green, dist[RED], dist[GREEN], self.to_move)
        return e[seat] - e[seat ^ 1]


class DodgemProfile(Profile):
    algorithm = "alphabeta"
    scale = 3.0
    slip = 0.3
    rollout_plies = 40
    # Medium at 4 plies lost to easy as often as it won (7 / 0 / 5 in 12 games at
    # 100 ms); at 6, 13 / 3 / 0 in 16, and hard still beats it (11 / 5 / 0).
    depth_caps = {"medium": 6}

    def core(self, state):
        return SearchBoard(state) if state.outcome is None else None

    def evaluate(self, state):
        sides = SIDES[state.settings["axis"]]
        red, green = state.red, state.green
        return values(state.settings["axis"], red, green, sides[RED].distance(red),
                      sides[GREEN].distance(green), state.to_move)

    def order(self, state, moves):
        if len(moves) < 2:
            return list(moves)
        rank = RANK[state.settings["axis"]][state.to_move]

        def key(m):
            r = rank.get(id(m))
            if r is None:            # not the engine's own object: find it by its text
                r = 0 if m.text == PASS.text else rank.get(id(STEPS_BY_TEXT.get(m.text)), 0)
            return r
        return sorted(moves, key=key)

    def rollout_move(self, state, moves, rng):
        if len(moves) > 1 and rng.random() < 0.7:
            ordered = self.order(state, moves)
            return ordered[0]
        return moves[rng.randrange(len(moves))]


PROFILE = DodgemProfile()
