"""The registry of games: ``games.ids()`` and ``games.get(id)``.

Which games exist, and in which module each one's rules live, is the
catalogue's (``piecepad.catalogue``). A game's module is imported when the game
is first asked for, so a start on one game's link loads that game alone.
"""

import importlib

from .. import catalogue
from ..errors import UnknownGameError, as_text
from ..i18n import T

_loaded = {}      # (game id, module) -> Game, once imported


def ids():
    return tuple(sorted(e.id for e in catalogue.entries()))


def get(game_id):
    """The Game of ``game_id``; for any other id an UnknownGameError naming the known
    games (a PiecepadError that is also a KeyError)."""
    game_id = as_text(game_id)
    try:
        row = catalogue.entry(game_id)
    except KeyError:
        raise UnknownGameError(T("unknown game '{game}' (known games: {known})",
                                 game=game_id[:40], known=", ".join(ids()))) from None

    key = (row.id, row.module)
    if key not in _loaded:
        _loaded[key] = importlib.import_module(row.module).GAME
    return _loaded[key]
