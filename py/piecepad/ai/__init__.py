"""Computer opponents for every game: ``choose(state, ...)`` -> the next decision.

    from piecepad.ai import choose, Search
    move = choose(state, level="medium", budget_ms=1000)          # a time budget
    move = choose(state, level="hard", iterations=2000, seed=7)   # exact, reproducible

``choose`` returns the next *decision* for ``state.to_move`` (in Pacru a turn is
several: call it again while ``state.pending``). ``Search`` is the same work in
slices for a caller that must keep its thread responsive; see docs/ai.md.
Pure Python, standard library only; depends on the engine contract and, for the
heuristics, on each game's documented state attributes.
"""

from .levels import LEVELS, NAMES as LEVEL_NAMES
from .search import Search

__all__ = ["choose", "Search", "LEVELS", "LEVEL_NAMES"]


def choose(state, *, level="medium", budget_ms=1000, iterations=None, seed=0):
    """The decision the computer makes for ``state.to_move``.

    ``budget_ms`` is the think time of the medium level (easy uses a quarter, hard
    three times as much). With ``iterations`` (search iterations of the medium level,
    scaled the same way) the time is not looked at, and the same state, level and
    seed always give the same decision.
    """
    return Search(state, level=level, seed=seed, budget_ms=budget_ms,
                  iterations=iterations).run()
