"""This device's settings, each declared once: its key, its shape, its default.

Every setting is read through ``value`` (``Saves.setting``) and written through
``Saves.set_setting``. Stored settings are as untrusted as saves (another
version, another tab, a hand in the developer tools): a value of the wrong
shape, or out of range, reads as the default, never throws, and the player is
told once (``Saves.notes``); what is used is then stored in its place, so the
note is not repeated at every visit. A stored text that is not settings at all
(not JSON, too long, nested too deep) is replaced by the defaults the same way.

A key is a name (``saves_sort``) or a name and a game id (``new:dodgem``);
a key of a game this app does not have reads as the default, and a key that is
no setting's is dropped from storage when the settings are read.
"""

from .. import games
from ..i18n import T
from ..seats import SEAT_KINDS

SPEEDS = (0.5, 1.0, 2.0)          # autoplay: seconds per move
SORTS = ("played", "started", "game")
MAX_PROGRESS = 400                # lessons' and puzzles' entries kept (newest last)
MAX_DAY_TEXT = 10                 # YYYY-MM-DD


def _speed(value):
    if type(value) is float and value in SPEEDS:
        return value
    raise ValueError


def _flag(value):
    if type(value) is bool:
        return value
    raise ValueError


def _sort(value):
    if isinstance(value, str) and value in SORTS:
        return value
    raise ValueError


def _numbers(value):
    """Step or puzzle numbers: whole numbers from 1 (anything else in the list
    is dropped)."""
    if not isinstance(value, list):
        raise ValueError
    return [v for v in value if type(v) is int and 1 <= v <= 100_000][-MAX_PROGRESS:]


def _days(value):
    """Days solved, as YYYY-MM-DD texts (anything else in the list is dropped)."""
    if not isinstance(value, list):
        raise ValueError
    return [v for v in value if isinstance(v, str) and len(v) == MAX_DAY_TEXT][-MAX_PROGRESS:]


def _new_game(value, game):
    """Who played each seat (``seat0``: one of SEAT_KINDS) and how many played
    (``players``: the number as text, one the game allows) when this game was
    last started here; anything else in it is dropped."""
    if not isinstance(value, dict):
        raise ValueError
    seats = {f"seat{i}" for i in range(game.max_players)}
    allowed = {str(n) for n in range(game.min_players, game.max_players + 1)}
    return {k: v for k, v in value.items()
            if k in seats and isinstance(v, str) and v in SEAT_KINDS
            or k == "players" and isinstance(v, str) and v in allowed}


# name -> (default, check). A check returns the value to use (what is fit of the stored
# one) or raises ValueError; the stored value was fit if it is what the check returns.
PLAIN = {
    "replay_speed": (1.0, _speed),
    "saves_sort": ("played", _sort),
    "turn_board": (False, _flag),          # Pacru's, named before other games turned
    "daily": ([], _days),
}
# name -> (default, check(value, game)) for keys "name:<game id>".
PER_GAME = {
    "turn_board": (False, lambda v, game: _flag(v)),
    "new": ({}, _new_game),
    "learn": ([], lambda v, game: _numbers(v)),
    "puzzles": ([], lambda v, game: _numbers(v)),
}


def declared(key):
    """Is ``key`` a setting this app has?"""
    return _rule(key) is not None


def _rule(key):
    """(default, check(value)) for ``key``, or None for a key not declared."""
    if not isinstance(key, str):
        return None
    if key in PLAIN:
        return PLAIN[key]
    name, colon, game_id = key.partition(":")
    if not colon or name not in PER_GAME or game_id not in games.ids():
        return None
    default, check = PER_GAME[name]
    return default, lambda value: check(value, games.get(game_id))


def default(key):
    rule = _rule(key)
    return None if rule is None else _copy(rule[0])


def check(key, value):
    """(the value to use, whether the stored one was fit to use). Never raises."""
    rule = _rule(key)
    if rule is None:
        return None, value is None
    default_value, checker = rule
    if value is None:
        return _copy(default_value), True
    try:
        used = checker(value)
        return _copy(used), type(used) is type(value) and used == value
    except Exception:       # any shape at all: the default
        return _copy(default_value), False


def _copy(value):
    return list(value) if isinstance(value, list) else \
        dict(value) if isinstance(value, dict) else value


def note(key):
    """What the player is told, once, about a stored setting that could not be used
    (a Message: it is said in the reader's language when shown)."""
    return T("A setting stored on this device ({key}) could not be read, so the usual one "
             "is used instead. Everything else is as it was.", key=key[:40])
