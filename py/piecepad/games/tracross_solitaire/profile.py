"""Tracross solitaire: no search of our own; the puzzle's solver (its own issue,
``piecepad.games.tracross_solver``) gives the hint, through ``state.hint()``."""

from ...ai.heuristics.base import Profile


class SolitaireProfile(Profile):
    algorithm = "solver"

    def solve(self, state):
        return state.hint()


PROFILE = SolitaireProfile()
