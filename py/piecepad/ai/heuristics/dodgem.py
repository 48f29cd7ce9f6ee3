"""Dodg'em: alpha-beta on the race.

A seat's value is minus the forward steps its coins still need (bearing off is the
last step), minus a penalty for each coin whose next forward square holds an
opposing coin (it must step aside, a lost tempo), plus half a step for the player to
move. Forward moves and bearing off are tried first.
"""

from ...games.dodgem import FORWARD, GRID
from .base import Profile

TEMPO = 0.5
BLOCKED = 0.7          # a coin with an opposing coin straight ahead
STUCK = 0.6            # ... that also cannot step aside


def _tables(axis):
    """From the engine's board and forward steps: DIST[seat][sq], forward steps left
    (bearing off included); AHEAD[seat][sq], the square ahead, -1 on the last line;
    SIDES[seat][sq], the sideways squares."""
    dist, ahead, sides = ([], []), ([], []), ([], [])
    for seat in (0, 1):
        dx, dy = FORWARD[axis][seat]
        sideways = ((dy, dx), (-dy, -dx))
        for sq in range(GRID.size):
            nxt = GRID.step(sq, dx, dy)
            d, a = 1, nxt
            while a is not None:
                d, a = d + 1, GRID.step(a, dx, dy)
            dist[seat].append(d)
            ahead[seat].append(-1 if nxt is None else nxt)
            sides[seat].append(tuple(t for t in (GRID.step(sq, x, y) for x, y in sideways)
                                     if t is not None))
    return dist, ahead, sides


TABLES = {axis: _tables(axis) for axis in FORWARD}


class DodgemProfile(Profile):
    algorithm = "alphabeta"
    scale = 3.0
    slip = 0.3
    rollout_plies = 40

    def evaluate(self, state):
        dist, ahead, sides = TABLES[state.settings["axis"]]
        coins = state.coins
        occupied = coins[0] | coins[1]
        e = [0.0, 0.0]
        for seat in (0, 1):
            theirs = coins[1 - seat]
            d_seat, a_seat, s_seat = dist[seat], ahead[seat], sides[seat]
            v = 0.0
            for sq in coins[seat]:
                v -= d_seat[sq]
                a = a_seat[sq]
                if a >= 0 and a in theirs:
                    v -= BLOCKED
                    if all(s in occupied for s in s_seat[sq]):
                        v -= STUCK
            e[seat] = v
        if state.to_move is not None:
            e[state.to_move] += TEMPO
        return (e[0], e[1])

    def order(self, state, moves):
        if len(moves) < 2:
            return list(moves)
        dist, _ahead, _sides = TABLES[state.settings["axis"]]
        d = dist[state.to_move]

        def key(m):
            frm, to = m.data
            if frm is None:
                return 0
            if to < 0:
                return -10
            return d[to] - d[frm]          # -1 forward, 0 sideways
        return sorted(moves, key=key)

    def rollout_move(self, state, moves, rng):
        if len(moves) > 1 and rng.random() < 0.7:
            ordered = self.order(state, moves)
            return ordered[0]
        return moves[rng.randrange(len(moves))]


PROFILE = DodgemProfile()
