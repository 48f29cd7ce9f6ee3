"""Tracers: alpha-beta on lines, mobility and capture threats.

A seat's value: 10 a scored line; its mobility (knight moves it could make now, with
a steep penalty near zero, since a pawn without a move loses), a little for the
squares it could reach in two moves; lines one mark from completion whose last
empty square its next move would mark (worth most to the player to move, who gets
there first); and a capture the player to move could make (a win next move).
Captures and line-completing moves are tried first.

The knight moves (on the usual path, long leg first), the lines and the capture
steps are the engine's own tables (``piecepad.games.tracers``).
"""

from .engine import CAPTURES, KNIGHT, LINE_SLICES, LINES, LONG
from ...ai.heuristics.base import Profile

LINE = 10.0
HOT_MOVER, HOT_OTHER = 6.0, 2.0
CAPTURE = 60.0
REACH2 = 0.12
# value of having m knight moves available, m = 0..8
MOBILITY = (-25.0, -7.0, -3.0, -1.0, 0.0, 0.6, 1.1, 1.5, 1.8)


# PATHS[sq]: (destination, squares the usual path marks) of each knight move
# (Move.path as square indices, from the engine's data).
PATHS = tuple(tuple((dest, move.data[3]) for dest, move, _nomark in entries)
              for entries in KNIGHT[LONG])
DESTS = tuple(tuple(d for d, _m in p) for p in PATHS)


class TracersProfile(Profile):
    algorithm = "alphabeta"
    scale = 6.0
    slip = 1.2
    # Medium at 4 plies beat easy in only 31 of 44 games (100 ms); at 5, 22 of 24
    # (seeds of the tuning runs), and hard still beats it (15 / 0 / 1 of 16).
    depth_caps = {"medium": 5}
    rollout_plies = 20

    def evaluate(self, state):
        cells = state.marks.cells
        pawns = state.pawns
        scores = state.scores
        scored = state.scored
        hot = {}
        for i, sl in enumerate(LINE_SLICES):
            if scored[i] < 0:
                row = cells[sl]
                if row.count(0) == 1:
                    sq = LINES[i][row.index(0)]
                    hot[sq] = hot.get(sq, 0) + 1
        to_move = state.to_move
        e = [0.0, 0.0]
        for seat in (0, 1):
            here, other = pawns[seat], pawns[1 - seat]
            own = 1 << seat
            v = LINE * scores[seat]
            dests = [d for d in DESTS[here] if d != other and not cells[d] & own]
            v += MOBILITY[len(dests)]
            reach = set()
            for d in dests:
                for d2 in DESTS[d]:
                    if not cells[d2] & own:
                        reach.add(d2)
            reach.discard(here)
            v += REACH2 * len(reach)
            if hot:
                best = 0
                for d, marked in PATHS[here]:
                    if d != other and not cells[d] & own:
                        n = 0
                        for m in marked:
                            n += hot.get(m, 0)
                        if n > best:
                            best = n
                if best:
                    v += (HOT_MOVER if seat == to_move else HOT_OTHER) * best
            if seat == to_move and other in CAPTURES[seat][here] and \
                    (not cells[other] & own or state.settings["capture_ignores_own_mark"]):
                v += CAPTURE
            e[seat] = v
        return (e[0], e[1])

    def order(self, state, moves):
        if len(moves) < 2:
            return list(moves)
        cells = state.marks.cells

        def key(m):
            if m.kind == "capture":
                return -100
            marked = m.data[3]              # Move.path as square indices
            return -sum(1 for sq in marked if not cells[sq])     # new marks first
        return sorted(moves, key=key)


PROFILE = TracersProfile()
