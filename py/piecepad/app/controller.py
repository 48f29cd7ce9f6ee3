"""The whole app as a value the DOM glue drives.

Each input (a hash, a tap, a key, a button, a form) updates the app; the glue
then shows ``page_html``, ``dialog_html``, sets ``hash`` without adding browser
history, puts ``announcement`` in the live region and focuses ``focus_selector``.
"""

from .. import games
from ..errors import PiecepadError
from ..record import Record
from ..view import pages
from . import routes
from . import setup as editor
from ..seats import HUMAN, SEAT_KINDS, kind_of
from .saves import MemoryStore, Save, Saves
from .session import Session

MIN_COMPUTER_PAUSE = 0.5     # seconds a computer move takes at least, so it can be followed
HINT_BUDGET_MS = 600


class Answer:
    """An answer known at once, offered the way the glue steps a search."""

    def __init__(self, move):
        self.move = move

    def step(self, ms):
        return True

    def best(self):
        return self.move

    def release(self, ms):
        return True


class App:
    def __init__(self, store=None, embed=False, clock=None, base_url="", embed_seats=""):
        self.embed = embed
        # An embed has no saves: who plays comes with its address (?embed&seats=...).
        self.embed_seats = tuple(k if k in SEAT_KINDS else HUMAN
                                 for k in embed_seats.split(",") if k)
        # An embed is stateless by construction: whatever the browser allows, it never
        # reads or writes the site's storage (a same-site embed could list and delete
        # the saves). Its game lives in its address.
        self.saves = Saves(MemoryStore() if embed or store is None else store)
        self.clock = clock or (lambda: 0)
        self.base_url = base_url          # the page's URL without query or hash
        self.session = None
        self.setup = None                 # the set-up editor on screen (app/setup.py)
        self.seats = ()                   # who plays each seat of the session's game
        self.thinking = False             # the glue is running a computer search
        self.page_html = ""
        self.dialog_html = None
        self.hash = "#/"
        self.push = False                 # True: the new hash is a new page in history
        self.announcement = ""
        self.focus_selector = None
        self.note = None                  # a page-level message (a broken link, ...)
        self.stale = False                # the game on screen was changed in another tab
        self._given, self._ids_given = set(), 0

    # -- navigation --------------------------------------------------------
    def open(self, hash_text):
        """Show what a URL hash asks for (on load, and when the hash changes)."""
        route = routes.parse(hash_text)
        self.dialog_html = None
        self.setup = None
        if route.page == "setup":
            return editor.open_route(self, route.arg)
        if route.page == "play":
            self._open_record(route.arg)
        elif route.page == "unknown":
            self._home(f"There is no page '{route.arg}' here.")
        else:
            self.session = None
            self.hash = "#/" + ("" if route.page == "home" else
                                "saved" if route.page == "saved" else f"rules/{route.arg}")
            if route.anchor:
                self.hash += f"/{route.anchor}"
                # The rule's heading takes focus. An attribute selector, quoted: an id
                # like "1" is not a valid "#1" selector (the anchor is checked in routes).
                self.focus_selector = f'[id="{route.anchor}"]'

            self.render(route)

    def _open_record(self, text):
        try:
            record = Record.from_text(text)
        except PiecepadError as e:
            # The hash keeps the broken link, so it can still be read and copied.
            return self._home(f"This game link is broken: {e}. Your saved games are untouched.",
                              keep_hash="#/play/" + text)
        if self.session is not None and self.session.record == record:
            return self.render()
        save = None if self.embed else self.saves.find(record)
        if self.embed:
            self._use(Session(record, save_id=self._new_id()), self.embed_seats)
        elif save is not None:
            self._use(Session(save.record, len(record), save.id), save.seats)
        else:
            self._use(Session(record, save_id=self._new_id()))
            self._autosave()
        self.hash = routes.play_hash(record)
        self.render()

    def _use(self, session, seats=()):
        """Put a game on screen, with who plays it and this device's settings."""
        self.session, self.seats = session, seats
        self.setup = None
        self.stale = False
        if not self.embed:      # an embed never touches storage (it is blocked there)
            session.turn_board = bool(self.saves.settings().get("turn_board", False))

    def _do_turn_board(self, **_):
        """The setting that turns the board so the player to move sits at the bottom."""
        value = not self.session.turn_board
        self.saves.set_setting("turn_board", value)
        self.session.turn_board = value
        self.render()

    def _home(self, note=None, keep_hash=None):
        self.session = self.setup = None
        self.note = note
        self.hash = keep_hash or "#/"
        self.render(routes.Route("home"))

    def _new_id(self):
        """A save id from the clock, never one this tab already gave out."""
        base = f"g{int(self.clock())}"
        self._ids_given += 1
        found = base if base not in self._given else f"{base}-{self._ids_given}"
        self._given.add(found)
        return found

    # -- input -------------------------------------------------------------
    def _computers_turn(self):
        """True (and says so) when the computer is to move: its decisions are its own."""
        if self.computer_level() is None:
            return False
        name = self.session.state.seat_name(self.session.state.to_move)
        self.session.message = ("info", f"{name} is played by the computer: wait for its move.")
        self.render()
        return True

    def tap(self, square):
        if self.setup is not None:
            return editor.tap(self, square)
        if self.session is None or self._computers_turn():
            return
        if self.session.tap(square):
            self._after_move()
        self.focus_selector = f'[data-sq="{square}"]' if square != "off" else None
        self.render()

    def key(self, square, dx, dy):
        """An arrow key pressed on ``square`` of the board."""
        if self.setup is not None:
            return editor.key(self, square, dx, dy)
        if self.session is None:
            return
        self.session.focus = square
        self.session.move_focus(dx, dy)
        self.focus_selector = f'[data-sq="{self.session.focus}"]'
        self.render()

    def action(self, name, **data):
        if name.startswith("setup-"):
            return editor.action(self, name, **data)
        handler = getattr(self, "_do_" + name.replace("-", "_"), None)
        if handler is not None:
            handler(**data)

    def _do_play(self, move="", **_):
        if self.session is None or self._computers_turn():
            return
        self._play(move)

    def _play(self, move):
        if self.session.play(move):
            self._after_move()
        self.render()

    def _do_undo(self, **_):
        """Against the computer, undo takes back its reply and your move together."""
        s = self.session
        changed = s and s.undo()
        if changed and self.seats and HUMAN in self.seats:
            while s.cursor > 0 and self.seat_kind(s.state.to_move) != HUMAN:
                s.undo()
        self._step(changed)

    def _do_redo(self, **_):
        self._step(self.session and self.session.redo())

    def _do_goto(self, ply="0", **_):
        self._step(self.session and self.session.goto(int(ply)))

    def _step(self, changed):
        if changed:
            self.announcement = self.session.announcement
            self._autosave()
            self.hash = routes.play_hash(self.session.record)
        self.render()

    def _do_new_game(self, game="", **_):
        self.dialog_html = pages.new_game_dialog(game)

    def _do_close_dialog(self, **_):
        self.dialog_html = None

    def start_game(self, game_id, form):
        """The new-game dialog was submitted with option name -> text."""
        form = dict(form)
        submitted = dict(form)                  # shown again, as typed, after an error
        seats = [form.pop(f"seat{i}", HUMAN) for i in range(8)]   # seat0, seat1, ...
        seats = tuple(k if k in SEAT_KINDS else HUMAN for k in seats)
        while seats and seats[-1] == HUMAN:
            seats = seats[:-1]
        if not pages.playable(game_id):
            return self._home(f"There is no game '{str(game_id)[:40]}' here.")
        try:
            if "players" in form:
                form["players"] = int(form["players"])
            if games.get(game_id).uses_seed and "seed" not in form and "from" not in form:
                # Fresh dice for every game; the record keeps the seed, so a link
                # replays the same rolls.
                form["seed"] = int(self.clock() * 1000) % 1_000_000_007
            record = Record.new(game_id, **form)
        except (PiecepadError, ValueError) as e:
            if "from" in form and editor.start_failed(self, game_id, submitted, e):
                return
            self.dialog_html = pages.new_game_dialog(game_id, error=str(e), values=submitted,
                                                     field=getattr(e, "option", None))
            return
        self.dialog_html = None
        self.note = None
        self._use(Session(record, save_id=self._new_id()), seats)
        self._autosave()
        self.hash = routes.play_hash(record)
        self.push = True
        self.announcement = f"New game of {record.game.title}. " + \
            pages.status_text(record.state)
        self.render()

    def _do_rematch(self, **_):
        """A new game with the finished one's options and players."""
        line = self.session.line
        form = {k: v for k, v in line.start_args}
        form.update((f"seat{i}", kind) for i, kind in enumerate(self.seats))
        self.start_game(line.game.id, form)

    def _do_continue(self, save="", **_):
        found = self.saves.load(save)
        if found is None:
            return self._home("That saved game is no longer there.")
        self._use(Session(found.record, found.cursor, found.id), found.seats)
        self.saves.write(found)
        self.hash = routes.play_hash(self.session.record)
        self.push = True
        self.render()

    def _do_delete(self, save="", **_):
        self.saves.delete(save)
        self.render(routes.parse(self.hash))

    def _do_copy_link(self, **_):
        """The glue tries the clipboard first; this is what it shows if that fails."""
        self.dialog_html = pages.share_dialog("link", self.share_url(),
                                              "Copy this link to share the game at this move.")

    def _do_embed(self, **_):
        self.dialog_html = pages.share_dialog(
            "embed", pages.embed_snippet(self.embed_url(), f"Piecepad: {self.session.game.title}"),
            "Paste this into a blog post or web page to show a playable board.")

    # -- the computer --------------------------------------------------------
    def seat_kind(self, seat):
        return kind_of(self.seats, seat)

    def computer_level(self):
        """The level of the computer that should move now, or None. It waits while
        an earlier move is shown, so stepping through the moves is never disturbed."""
        s = self.session
        if s is None or s.state.outcome is not None or s.cursor != len(s.line):
            return None
        kind = self.seat_kind(s.state.to_move)
        return None if kind == HUMAN else kind

    def position_token(self):
        """Changes whenever the position or the page on screen does: a search belongs
        to the position and route it started from, and is dropped once the player
        moved on (undo, redo, a new game, a link, another page)."""
        s = self.session
        if s is None:
            return None
        return (self.hash, id(s), s.save_id, s.cursor, len(s.line))

    def search(self, token):
        """The search the glue runs, in slices, for the computer to move at the
        position of ``token``; None if that position is no longer on screen or it is
        no longer the computer's turn there."""
        if token != self.position_token():
            return None
        level = self.computer_level()
        if level is None:
            return None
        from ..ai import Search
        return Search(self.session.state, level=level, seed=len(self.session.line))

    def computer_play(self, token, text):
        """The computer's answer for the position of ``token``: played if that
        position is still on screen, else dropped."""
        if token != self.position_token() or self.computer_level() is None:
            return
        self.thinking = False
        self._play(text)

    def fail(self):
        """A handler raised (the glue logged it): one calm line, and the app goes on
        from what was last saved."""
        self.thinking = False
        self.dialog_html = None
        text = "Something went wrong; your game is saved."
        try:
            if self.session is not None:
                self.session.message = ("error", text)
                self.render()
                return
            self.note = text
            self.render()
        except Exception:
            self.session = None
            self.page_html = pages.failure(text)

    def hint_search(self, token):
        if token != self.position_token():
            return None
        state = self.session.state
        if state.game.has_solver:          # a puzzle with its own solver answers at once
            return Answer(state.hint())
        from ..ai import Search
        return Search(state, level="medium", budget_ms=HINT_BUDGET_MS, seed=self.session.cursor)

    def show_hint(self, token, text):
        """The move the computer would make for the human to move, shown, not played."""
        if token != self.position_token():
            return
        s = self.session
        if text is None:
            s.message = ("info", "No hint: this position has no solution to head for.")
            return self.render()
        move = s.state.parse(text)
        s.selected = move.origin
        target = move.target or move.square
        s.message = ("info", f"Hint: {move.text}" + (f" (from {move.origin} to {move.target})"
                                                      if move.is_step else ""))
        self.announcement = s.message[1]
        if target and target != "off":
            self.focus_selector = f'[data-sq="{target}"]'
        self.render()

    # -- links -------------------------------------------------------------
    def share_url(self):
        return self.base_url + routes.play_hash(self.session.record)

    def embed_url(self):
        seats = f"&seats={','.join(self.seats)}" if any(k != HUMAN for k in self.seats) else ""
        return self.base_url + "?embed" + seats + routes.play_hash(self.session.record)

    # -- saving and drawing --------------------------------------------------
    def _after_move(self):
        extra = self.session.view.announce(self.session.state)
        self.announcement = " ".join(filter(None, [self.session.announcement, extra]))
        self._autosave()
        self.hash = routes.play_hash(self.session.record)

    def _autosave(self):
        if self.embed or self.session is None:
            return
        s = self.session
        if not self.saves.write(Save(s.save_id, s.line, s.cursor, int(self.clock()), self.seats)):
            # Another tab wrote this game since: writing would drop its moves. This
            # tab's line stays on screen, unsaved, until the player chooses.
            self.stale = True

    # -- the same game in two tabs --------------------------------------------
    def storage_changed(self, key):
        """The page's ``storage`` event: another tab wrote ``key`` (None: cleared)."""
        if self.embed:
            return
        changed = "*" if key is None else self.saves.changed_elsewhere(key)
        if changed is None:
            return
        if self.session is not None and changed in ("*", self.session.save_id):
            self.stale = True
        self.render()

    def _do_take_theirs(self, **_):
        """Show the game as the other tab left it (this tab's unsaved moves go)."""
        found = self.saves.load(self.session.save_id)
        if found is None:           # deleted there: this tab's line is saved again
            self.stale = False
            self._autosave()
        else:
            self._use(Session(found.record, found.cursor, found.id), found.seats)
            self.hash = routes.play_hash(self.session.record)
        self.render()

    def _do_keep_mine(self, **_):
        """Keep this tab's line as a game of its own; the other tab's stays as it is."""
        s = self.session
        kept = self.saves.write_as_new(Save(s.save_id, s.line, s.cursor, int(self.clock()),
                                            self.seats), self._new_id())
        if kept is not None:
            s.save_id, self.stale = kept.id, False
            s.message = ("info", "Kept as a separate game: both are in Saved games.")
        self.render()

    def render(self, route=None):
        if self.setup is not None:
            return editor.render(self)
        if self.session is not None:
            notes = self.saves.take_notes()
            if notes:
                self.session.message = ("info", " ".join(notes))
            if self.embed:
                self.page_html = pages.embed_page(self.session, self.share_url(), self.seats,
                                                  self.thinking)
            else:
                self.page_html = pages.game_page(self.session, self.saves.memory_only,
                                                 self.seats, self.thinking, self.stale)
            return
        route = route or routes.parse(self.hash)
        # Listing the saves is what finds (and sets aside) broken ones: list, then tell.
        saves = self.saves.list() if route.page != "rules" else []
        note = " ".join(filter(None, [self.note] + self.saves.take_notes())) or None
        if route.page == "saved":
            self.page_html = pages.saved(saves, note)
        elif route.page == "rules":
            self.page_html = pages.rules_page(route.arg)
        else:
            current_id = self.saves.current_id()
            current = next((s for s in saves if s.id == current_id), None)
            self.page_html = pages.home(saves, current, note)
        self.note = None
