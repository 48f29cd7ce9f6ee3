"""The app's screens, each behind one interface: Home (the home page, a game's rules,
an unknown address), Saved, Play (a game), Editor (the set-up editor) and Learn
(lessons, puzzles, the lesson writer).

The App (controller.py) holds the screen on show and routes every input to it:
``open(route)``, ``tap(square)``, ``key(square, dx, dy)``, ``action(name, data)``
(True when the screen took it) and ``render()`` (the page's HTML). A screen writes
what the glue shows besides the page (hash, announcement, focus, dialog) on the App,
and asks it to go elsewhere (``app.go_home``, ``app.show``). What every screen
shares comes in as ``Services``: the saves, the settings, the clock, the session
factory, the analysis desk and the replay speed.
"""

import importlib
import random

from .. import settings
from ...record import GID_CHARS

# route page -> (module, class); each imported when first shown.
SCREENS = {"home": ("home", "Home"), "rules": ("home", "Home"), "unknown": ("home", "Home"),
           "saved": ("saved", "Saved"), "play": ("play", "Play"),
           "setup": ("editor", "Editor")}
LEARN_SCREEN = ("learn", "Learn")     # every page in routes.LEARN


def screen_class(page):
    module, name = SCREENS.get(page, LEARN_SCREEN)
    return getattr(importlib.import_module(f"{__name__}.{module}"), name)


class Services:
    """What the screens share, passed in: the saves, the settings, the clock, the
    session factory, the page's address and how it is embedded, the analysis desk and
    the replay speed (both last as long as the page)."""

    def __init__(self, saves, clock, base_url="", embed=False, viewer=False, embed_seats=(),
                 analysis=None, speed=None):
        self.saves, self.clock, self.base_url = saves, clock, base_url
        self.embed, self.viewer = embed, viewer
        self.embed_seats = embed_seats
        self.analysis = analysis
        self.speed = speed
        self._given, self._ids_given = set(), 0

    def setting(self, name):
        """A setting (checked: app/settings.py); an embed reads the defaults, since it
        never touches storage."""
        return settings.default(name) if self.embed else self.saves.setting(name)

    def session(self, *args, **kw):
        """A new game Session (app/session.py)."""
        from ..session import Session
        return Session(*args, **kw)

    def new_gid(self):
        """A game id for a game played by link: random, so that two games that open
        alike are never taken for one (record.GID)."""
        return "".join(random.SystemRandom().choice(GID_CHARS) for _ in range(10))

    def new_id(self):
        """A save id from the clock, never one this tab already gave out nor one
        stored (another tab's, or a clock set back): a copy kept under a taken id
        would not be written at all."""
        base = f"g{int(self.clock())}"
        found = base
        while found in self._given or self.saves.holds(found):
            self._ids_given += 1
            found = f"{base}-{self._ids_given}"
        self._given.add(found)
        return found



class Screen:
    """One screen of the app. Every method has a default, so a screen writes only
    what it does; the App never asks which screen is on."""

    session = None        # the game on show (Play)
    seats = ()            # who plays each of its seats (Play)
    autoplay = None       # seconds per move while a game plays itself (Play)

    def __init__(self, app, services):
        self.app, self.services = app, services

    # -- routing ---------------------------------------------------------------------
    def open(self, route):
        """Show what ``route`` (routes.Route) asks for."""

    def tap(self, square):
        """A square (or the bear-off tray) tapped."""

    def key(self, square, dx, dy):
        """An arrow key on ``square`` of the board."""

    def key_beyond(self, name, dx, dy):
        """An arrow key on a control past the board's edge (``name``: ``off`` or a
        move's text)."""

    def action(self, name, data):
        """A button or form; True when this screen took it (else the App's own)."""
        return False

    def render(self):
        """The page's HTML."""
        return ""

    def title(self):
        return "Piecepad"

    # -- what the glue asks every screen --------------------------------------------
    def typing_session(self):
        """The game whose "Type a move" field is on the page, or None."""
        return None

    def play_typed(self, text):
        """A typed move that is not a question for the board."""

    def command(self, name, arg):
        """A command typed in the move field (view/ask.py ``COMMANDS``): what it
        says. Only a game's page has them."""
        from ...i18n import tr
        return tr("That command works on a game's page.")

    def computer_level(self):
        """The level of the computer that should move now, or None."""
        return None

    def position_token(self):
        """Changes whenever the position or the page on screen does (None: none)."""
        return None

    def search(self, token):
        """The computer's search for the position of ``token``, or None."""
        return None

    def computer_play(self, token, text):
        """The computer's answer for the position of ``token``."""

    def focus_board(self, square=None):
        """The keyboard focus to the board, if the screen has one."""

    def storage_changed(self, changed):
        """Another tab wrote the save ``changed`` ("*": storage cleared)."""

    def fail(self, text):
        """A handler raised: True if the screen says ``text`` itself (else the page's
        note does)."""
        return False

    def current_choices(self, game_id):
        """What the new-game dialog for ``game_id`` starts with, asked from here."""
        return {}

    def start_failed(self, game_id, form, error):
        """A new game started from this screen was refused: True if the screen said
        so itself (else the new-game dialog does)."""
        return False

    def autoplay_step(self):
        """One step of autoplay."""
        self.autoplay = None

    def hint_search(self, token):
        return None

    def show_hint(self, token, text, typed=False):
        """The hint found for the position of ``token``."""

    def analysis_due(self):
        """The position token to start an analysis for, or None."""
        return None

    def analysis_search(self, token):
        return None

    def analysis_wanted(self, token):
        return False

    def show_analysis(self, token, report, running=True):
        """What an analysis of ``token``'s position found so far."""
