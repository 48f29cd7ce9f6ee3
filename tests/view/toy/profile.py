"""The toy game's search profile: exhaustive alpha-beta (the grid has nine squares),
a line of two counting for the player who holds it."""

from piecepad.ai.heuristics.base import Profile

from .engine import LINES


class ToyProfile(Profile):
    algorithm = "alphabeta"
    scale = 1.0

    def evaluate(self, state):
        value = [0.0, 0.0]
        for line in LINES:
            marks = [state.cells[sq] for sq in line]
            for seat in (0, 1):
                if marks.count(seat) == 2 and marks.count(None) == 1:
                    value[seat] += 1
        return tuple(value)


PROFILE = ToyProfile()
