"""Per-game profiles for the search: ``profile_for(state)``.

A game ``<id>`` gets its profile from the module ``heuristics/<id>.py`` (dashes read as
underscores), which defines ``PROFILE``. A game without a module gets the generic
Profile: MCTS with random rollouts, scores at a cut-off. Adding a game is adding a
module here; nothing else changes.
"""

import importlib

from .base import Profile

_CACHE = {}
GENERIC = Profile()


def profile_for(state):
    game_id = state.game.id
    profile = _CACHE.get(game_id)
    if profile is None:
        name = f"{__name__}.{game_id.replace('-', '_')}"
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as e:
            if e.name != name:
                raise
            profile = GENERIC
        else:
            profile = module.PROFILE
        _CACHE[game_id] = profile
    return profile
