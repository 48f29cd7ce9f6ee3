"""Small helpers shared by the view tests (imported by the test modules)."""

import itertools

from piecepad import games
from piecepad.app.controller import App
from piecepad.app.saves import MemoryStore
from piecepad.record import Record


def new_record(game_id, seed=0, **options):
    """The start of a game, its dice seeded: a game without dice takes no seed."""
    if games.get(game_id).uses_seed:
        options["seed"] = seed
    return Record.new(game_id, **options)


def make_app(store=None, *, clock=None, base_url="https://pp.test/", **kw):
    """An App on ``store`` (a fresh MemoryStore when None). Its clock, unless given,
    reads 1000, 1007, 1014, ...: saves made one after another are ordered as made."""
    if clock is None:
        ticks = itertools.count(1000, 7)
        clock = lambda: next(ticks)  # noqa: E731
    return App(MemoryStore() if store is None else store, clock=clock, base_url=base_url,
               **kw)
