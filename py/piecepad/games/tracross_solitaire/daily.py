"""The Tracross solitaire's puzzle of the day: one puzzle per date, the same for
everyone, made from the date alone (no server), graded by the solver's effort.

The date is a ``datetime.date`` (the app takes it from its clock, in UTC). The
puzzle is the solitaire rolled with ``seed = YYYYMMDD * 100 + k`` on a board of
4 to 7 squares a side (by the day), for the first k = 0, 1, ... whose puzzle has
a solution. Effort is the number of frontiers the solver needs (the smallest of the
budgets 1, 2, 4, ... with which it finds a solution).
"""

import datetime

from ... import games
from ...i18n import N_
from . import solver

GAME_ID = "tracross-solitaire"
# How the pages name the daily puzzle (the Learn hub's line, the puzzle, the archive).
# Data words: whoever shows them says them through tr().
TITLE = N_("Tracross puzzle of the day")
PAST_TITLE = N_("Tracross: puzzles of past days")
EVERY_DAY = N_("a Tracross puzzle every day")
FIRST_DAY = datetime.date(2025, 1, 1)
EASY_MAX, MEDIUM_MAX = 32, 64


class Daily:
    def __init__(self, day, seed, size, state, effort):
        self.day, self.seed, self.size, self.state, self.effort = day, seed, size, state, effort

    @property
    def grade(self):
        # A data word too: whoever shows it says it through tr().
        return N_("easy") if self.effort <= EASY_MAX else \
            N_("medium") if self.effort <= MEDIUM_MAX else N_("hard")

    @property
    def key(self):
        return self.day.isoformat()


def size_of(day):
    return 4 + day.toordinal() % 4


def puzzle_of(day):
    """The Daily of ``day``."""
    game = games.get(GAME_ID)
    size = size_of(day)
    base = int(day.strftime("%Y%m%d")) * 100
    for k in range(100):
        state = game.start(seed=base + k, size=size)
        if state.solution() is not None:
            return Daily(day, base + k, size, state, effort(state))
    raise ValueError(f"no puzzle found for {day}")     # never met: most rolls solve


def effort(state):
    puzzle = solver.Puzzle.of(state)
    k = state.options.get("min_changed_cells", 1)
    budget = 1
    while budget < 1 << 22:
        try:
            if solver._search(puzzle, k, {}, None, budget=budget) is not None:
                return budget
        except solver._OutOfBudget:
            pass
        budget *= 2
    return budget


def parse_day(text):
    """``2025-03-14`` -> date, or None."""
    try:
        return datetime.date.fromisoformat(text)
    except (ValueError, TypeError):
        return None


def today(clock_ms):
    return datetime.datetime.fromtimestamp(clock_ms / 1000, datetime.timezone.utc).date()


def streak(days, today_):
    """Days solved in a row, ending today (or yesterday, while today is open)."""
    solved = set(days)
    day = today_ if today_.isoformat() in solved else today_ - datetime.timedelta(days=1)
    count = 0
    while day.isoformat() in solved:
        count += 1
        day -= datetime.timedelta(days=1)
    return count
