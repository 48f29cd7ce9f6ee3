"""Game id -> its view and its rules page, imported when first used (the
catalogue names their modules)."""

import importlib

from .. import catalogue, games
from .contract import GameView

_views = {}


def view(game_id):
    """The GameView of ``game_id`` (KeyError for a game not in the catalogue)."""
    row = catalogue.entry(game_id)
    key = (row.id, row.view)
    if key not in _views:
        found = importlib.import_module(row.view).VIEW
        if not isinstance(found, GameView):
            raise TypeError(f"{row.view}.VIEW is not a GameView")
        _views[key] = found
    return _views[key]


def has_rules(game_id):
    try:
        return bool(catalogue.entry(game_id).rules)
    except KeyError:
        return False


def rules_page(game_id):
    """The rules page function of ``game_id`` (KeyError if it has none)."""
    row = catalogue.entry(game_id)
    if not row.rules:
        raise KeyError(f"{row.title} has no rules page")
    return importlib.import_module(row.rules).page


def playable(game_id):
    """In the catalogue, with an engine: every catalogued game has a view."""
    return game_id in games.ids()
