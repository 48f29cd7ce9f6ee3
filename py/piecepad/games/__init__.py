"""The registry of games: ``games.ids()`` and ``games.get(id)``.

Which games exist, and in which module each one's rules live, is the
catalogue's (``piecepad.catalogue``). A game's module is imported when the game
is first asked for, so a start on one game's link loads that game alone.
"""

import importlib

from .. import catalogue

_loaded = {}      # (game id, module) -> Game, once imported


def ids():
    return tuple(sorted(e.id for e in catalogue.entries()))


def get(game_id):
    """The Game of ``game_id``; KeyError (naming the known games) for any other id."""
    row = catalogue.entry(game_id)
    key = (row.id, row.module)
    if key not in _loaded:
        _loaded[key] = importlib.import_module(row.module).GAME
    return _loaded[key]
