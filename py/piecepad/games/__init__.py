"""The registry of games: ``games.ids()`` and ``games.get(id)``."""

from .dodgem import GAME as _DODGEM

_GAMES = {g.id: g for g in (_DODGEM,)}

# Games with a page on the home screen that are not playable yet.
PLANNED = {
    "tracers": "Tracers",
    "tracross": "Tracross",
    "tracross-solitaire": "Tracross solitaire",
    "pacru": "Pacru",
    "quet": "Quet",
}


def ids():
    return tuple(sorted(_GAMES))


def get(game_id):
    try:
        return _GAMES[game_id]
    except KeyError:
        known = ", ".join(ids())
        if game_id in PLANNED:
            raise KeyError(f"{PLANNED[game_id]} is not playable yet (playable: {known})") from None
        raise KeyError(f"unknown game '{game_id}' (known games: {known})") from None
