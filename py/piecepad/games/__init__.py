"""The registry of games: ``games.ids()`` and ``games.get(id)``.

Each game lives in its own module here and exposes ``GAME``. A game whose
module is not written yet is listed as planned, so the home page can say so.
"""

import importlib

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


def modules_of(package):
    """Game id -> module ``<package>.<module>`` for every game that has one there.
    The view and the rules pages find their per-game modules the same way."""
    found = {}
    for game_id, module in MODULES.items():
        name = f"{package}.{module}"
        try:
            found[game_id] = importlib.import_module(name)
        except ModuleNotFoundError as e:
            if e.name != name:      # a real import error inside a module: let it show
                raise
    return found


_GAMES = {gid: mod.GAME for gid, mod in modules_of(__name__).items()}
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
