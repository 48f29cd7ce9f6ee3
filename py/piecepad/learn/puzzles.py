"""The shipped lessons and puzzles, read from the package's own files.

``lesson.txt`` and ``puzzles.txt`` sit in the game's folder (its catalogue row names
the package, or None). They are read through the package's loader (``get_data``), which
works the same from a folder (CPython) and from inside py.zip (the page's zipimport),
and checked once read. The package is found, not imported: reading a text runs no code.
"""

import importlib.util
import os

from .. import catalogue, games
from ..i18n import tr
from .lesson import Lesson

_FILES = {"lessons": ("lesson", "lesson.txt"), "puzzles": ("puzzles", "puzzles.txt")}
GRADES = ("easy", "medium", "hard")
_cache = {}


def _load(folder, game_id):
    field, name = _FILES[folder]
    package = getattr(catalogue.entry(game_id), field)
    if not package:
        return None
    spec = importlib.util.find_spec(package)
    path = os.path.join(spec.submodule_search_locations[0], name)
    try:
        return spec.loader.get_data(path).decode("utf-8")
    except OSError:
        return None


# Every text is read when this module is imported, not when first asked for: a page
# restored from a memory snapshot (docs/startup.md) has the modules in memory but not
# the files they came from.
_TEXTS = {(folder, game_id): _load(folder, game_id)
          for folder in ("lessons", "puzzles") for game_id in games.ids()}


def puzzle_games():
    """The ids of the games that ship puzzles."""
    return tuple(i for i in games.ids() if catalogue.entry(i).puzzles)


def _read(folder, game_id):
    key = (folder, game_id)
    if key not in _TEXTS:               # a game registered after this module was imported
        _TEXTS[key] = _load(folder, game_id)
    return _TEXTS[key]


def lesson_text(game_id):
    return _read("lessons", game_id) if game_id in games.ids() else None


def lesson(game_id):
    """The shipped lesson of a game (checked), or None."""
    key = ("lesson", game_id)
    if key not in _cache:
        text = lesson_text(game_id)
        _cache[key] = Lesson.read(text) if text else None
    return _cache[key]


def puzzle_set(game_id, check=True):
    """The shipped puzzles of a game as one Lesson whose steps are the puzzles, or
    None. Checking replays every line (not the proofs: the tests prove them)."""
    key = ("puzzles", game_id, check)
    if key not in _cache:
        text = _read("puzzles", game_id)
        _cache[key] = Lesson.read(text, check=check) if text else None
    return _cache[key]


def puzzle(game_id, number):
    """Puzzle ``number`` (1-based) of a game, as a one-step Lesson, or None."""
    found = puzzle_set(game_id, check=False)
    if found is None or not 1 <= number <= len(found.steps):
        return None
    key = ("one", game_id, number)
    if key not in _cache:
        step = found.steps[number - 1]
        one = Lesson(found.game_id, found.rules, found.title, found.options, steps=[step])
        _cache[key] = one.check()
    return _cache[key]


def grade_of(nodes, easy_max, medium_max):
    return "easy" if nodes <= easy_max else "medium" if nodes <= medium_max else "hard"


def thresholds(grades_text):
    """``easy<=40 medium<=300`` -> (40, 300)."""
    values = dict(item.split("<=") for item in grades_text.split())
    return int(values["easy"]), int(values["medium"])


def goal_text(state, goal, seat_name=None):
    """"Red to move and win in 3.", in the reader's language."""
    who = tr(seat_name or state.seat_name(state.to_move))
    n = goal.split()[-1]
    if n == "1":
        return tr("{who} to move and win at once.", who=who)
    return tr("{who} to move and win in {n}.", who=who, n=n)
