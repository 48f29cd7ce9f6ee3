"""Quet: alpha-beta on points, with the expected points of the reachable squares.

A seat's value is its grand total (all rounds, the one in progress included) plus a
share of the best it can collect in its next two moves from where its pawn stands
(+1 a square only the opponent has marked, 0 an unmarked one, -1 its own), using its
actual step rule (straight 1, straight 2 or diagonal 1, by role and move number).
The round/target situation: when the player to move can reach the target with its
next move, the round ends there, so the other player's prospects in this round are
worth nothing. Scoring moves are tried first.
"""

from ...ai.heuristics.base import Profile

MOVER, OTHER = 0.55, 0.35
_STEPS = {"orth1": ((0, 1), (1, 0), (0, -1), (-1, 0)),
          "orth2": ((0, 2), (2, 0), (0, -2), (-2, 0)),
          "diag1": ((1, 1), (1, -1), (-1, 1), (-1, -1))}
_TABLES = {}


def _table(n):
    t = _TABLES.get(n)
    if t is None:
        t = {}
        for kind, deltas in _STEPS.items():
            rows = []
            for sq in range(n * n):
                x, y = sq % n, sq // n
                rows.append(tuple((y + dy) * n + x + dx for dx, dy in deltas
                                  if 0 <= x + dx < n and 0 <= y + dy < n))
            t[kind] = tuple(rows)
        _TABLES[n] = t
    return t


def _kind(state, seat, ahead=0):
    """Step rule of ``seat``'s move ``ahead`` moves from now."""
    if not (state.moves_made[seat] + ahead) & 1:
        return "orth1"
    return "orth2" if seat == state.player1 else "diag1"


class QuetProfile(Profile):
    algorithm = "alphabeta"
    scale = 2.0
    slip = 0.6
    rollout_plies = 30

    def _prospect(self, state, seat, table):
        """Best points of the seat's next two moves, and of the next one."""
        cells = state.marks.cells
        own = 1 << seat
        here = state.pawns[seat]
        first = table[_kind(state, seat)]
        second = table[_kind(state, seat, 1)]
        best2 = best1 = -9
        for d1 in first[here]:
            c = cells[d1]
            p1 = -1 if c & own else (1 if c else 0)
            if p1 > best1:
                best1 = p1
            b = -1
            for d2 in second[d1]:
                if d2 == d1:
                    p2 = -1
                else:
                    c2 = cells[d2]
                    p2 = -1 if c2 & own else (1 if c2 else 0)
                if p2 > b:
                    b = p2
                    if b == 1:
                        break
            if p1 + b > best2:
                best2 = p1 + b
        return best2, best1

    def evaluate(self, state):
        table = _table(state.settings["n"])
        totals = state.scores
        mover = state.to_move
        e = [float(totals[0]), float(totals[1])]
        pro = [self._prospect(state, s, table) for s in (0, 1)]
        ends = pro[mover][1] > 0 and state.points[mover] + pro[mover][1] >= state.target
        for s in (0, 1):
            if s == mover:
                e[s] += MOVER * pro[s][0]
            elif not ends:
                e[s] += OTHER * pro[s][0]
        return (e[0], e[1])

    def order(self, state, moves):
        return sorted(moves, key=lambda m: -m.data[2])

    def rollout_move(self, state, moves, rng):
        if rng.random() < 0.6:
            return max(moves, key=lambda m: m.data[2])
        return moves[rng.randrange(len(moves))]


PROFILE = QuetProfile()
