"""The registry of games: ``games.ids()`` and ``games.get(id)``.

Each game lives in its own module here and exposes ``GAME``. A game whose
module is not written yet is listed as planned, so the home page can say so.
"""

import importlib
import importlib.util
from collections.abc import Mapping

# Game id -> module name, for every game Piecepad means to offer.
MODULES = {
    "dodgem": "dodgem",
    "pacru": "pacru",
    "quet": "quet",
    "tracers": "tracers",
    "tracross": "tracross",
    "tracross-solitaire": "tracross_solitaire",
}
TITLES = {
    "dodgem": "Piecepack Dodg'em", "pacru": "Pacru", "quet": "Quet", "tracers": "Tracers",
    "tracross": "Tracross", "tracross-solitaire": "Tracross solitaire",
}


class Lazy(Mapping):
    """Game id -> something made from that game's module in ``package``, for every
    game that has a module there. A module is imported on first use, so a start on
    one game's link loads that game alone (its tables, its view, its rules page)."""

    def __init__(self, package, make=lambda module: module):
        self._names = {}
        for game_id, module in MODULES.items():
            name = f"{package}.{module}"
            if importlib.util.find_spec(name) is not None:
                self._names[game_id] = name
        self._make = make
        self._made = {}

    def __getitem__(self, game_id):
        if game_id not in self._made:
            name = self._names[game_id]          # KeyError for a game without a module
            self._made[game_id] = self._make(importlib.import_module(name))
        return self._made[game_id]

    def __contains__(self, game_id):
        return game_id in self._names

    def __iter__(self):
        return iter(self._names)

    def __len__(self):
        return len(self._names)


def modules_of(package):
    """Game id -> module ``<package>.<module>`` for every game that has one there
    (imported when first looked up). The view and the rules pages find their
    per-game modules the same way."""
    return Lazy(package)


_GAMES = Lazy(__name__, lambda module: module.GAME)
PLANNED = {gid: TITLES[gid] for gid in MODULES if gid not in _GAMES}


def ids():
    return tuple(sorted(_GAMES))


def get(game_id):
    try:
        return _GAMES[game_id]
    except (KeyError, TypeError):
        known = ", ".join(ids())
        if game_id in PLANNED:
            raise KeyError(f"{PLANNED[game_id]} is not playable yet (playable: {known})") from None
        raise KeyError(f"unknown game '{game_id}' (known games: {known})") from None
