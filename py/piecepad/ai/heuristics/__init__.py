"""Per-game profiles for the search: ``profile_for(state)``.

A game's profile is the ``PROFILE`` of the module its catalogue row names
(``profile``, in the game's folder). A game without one gets the generic Profile: MCTS
with random rollouts, scores at a cut-off.
"""

import importlib

from ... import catalogue
from .base import Profile

_CACHE = {}
GENERIC = Profile()


def profile_for(state):
    game_id = state.game.id
    profile = _CACHE.get(game_id)
    if profile is None:
        name = catalogue.entry(game_id).profile
        profile = importlib.import_module(name).PROFILE if name else GENERIC
        _CACHE[game_id] = profile
    return profile
