"""The whole app as a value the DOM glue drives.

Each input (a hash, a tap, a key, a button, a form) updates the app; the glue
then shows ``page_html``, ``dialog_html``, sets ``hash`` without adding browser
history, puts ``announcement`` in the live region and focuses ``focus_selector``.
"""

import random

from .. import agreed, games
from ..errors import PiecepadError
from ..game import OFF
from ..record import GID_CHARS, Record
from ..view import pages, registry, status
from . import routes
from . import analysing
from . import settings
from ..seats import HUMAN, SEAT_KINDS, kind_of

FRIEND = "friend"             # the new-game dialog's seat for a friend playing by link
from .saves import DIVERGES, EXTENDS, MemoryStore, Save, Saves
from .session import Session
from ..view.status import sentence


# Loaded when first used, not at start-up: a game link's first page needs none of them.
def _learn():
    from . import learn         # lessons, puzzles, the lesson writer
    return learn


def _editor():
    from . import setup         # the set-up editor
    return setup


def _share():
    from ..view import share    # the share dialog and the pictures
    return share


def _opener():
    from . import open_game     # "Open a game": a pasted PPN, record or link
    from ..view import open_game as view
    return open_game, view


MIN_COMPUTER_PAUSE = 0.5     # seconds a computer move takes at least, so it can be followed
HINT_BUDGET_MS = 600
SPEEDS = settings.SPEEDS      # autoplay: seconds per move
DEFAULT_SPEED = settings.default("replay_speed")


def hint_words(view, state, move):
    """(words, button): what a hint says, naming what is marked on screen, and whether
    that is a button (a decision not made on the board, or a piece's turn, whose
    button shows once the piece is picked) rather than squares of the board."""
    if not move.on_board or move.is_turn:
        words = f"press \u201c{pages.decision_words(view, state, move)}\u201d"
        return words + (f" (the piece on {move.origin})" if move.is_turn else ""), True
    if move.is_step:
        where = "off the board" if move.target == OFF else f"to {move.target}"
        return f"{move.text} (from {move.origin} {where})", False
    label = str(view.choice_label(move))
    if label == move.text or label == move.square:
        return move.square, False
    return (label if move.square in label.split() else f"{label} on {move.square}"), False


def _friend_game(friends, seats, players):
    """The seats this device plays when the dialog gave a friend some seats (they
    play them by link, on their own device), else None. ValueError (said in the
    dialog) for a game by link that has the computer in it, or no one here."""
    friends = {i for i in friends if i < players}
    if not friends:
        return None
    if any(k != HUMAN for k in seats[:players]):
        raise ValueError("a game with a friend by link is played by people only: choose "
                         "'A person' for the other seats")
    mine = tuple(i for i in range(players) if i not in friends)
    if not mine:
        raise ValueError("someone on this device plays too: choose 'A person' for your seat")
    return mine


def _turn_key(game_id):
    """The turn-the-board setting, one per game (a table for one game is not one for
    another); a view may keep an older name (``GameView.turn_setting``)."""
    return registry.view(game_id).turn_setting or f"turn_board:{game_id}"


def _link_ply(at, count):
    """A link's ``&at=``: (the ply to show, a message when it cannot be used)."""
    if not at:
        return count, None
    if at.isdigit() and int(at) <= count:
        return int(at), None
    return count, (f"This link asks for move {at[:12]!r}, but the game has moves 0 to "
                   f"{count}: showing the last one.")


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
    def __init__(self, store=None, embed=False, clock=None, base_url="", embed_seats="",
                 viewer=False):
        self.embed = embed
        self.viewer = embed and viewer    # an embed to look through (&view): no moves
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
        self.learn = None                 # a lesson, puzzle or lesson writer (app/learn.py)
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
        self.fork = None                  # (Match, Record): a link that differs from a save
        self.title = "Piecepad"           # the document title (the glue sets it)
        self._given, self._ids_given = set(), 0
        self.deleted = None               # the save last deleted, offered back (Undo)
        self.autoplay = None              # seconds per move while a game plays itself
        self.speed = DEFAULT_SPEED
        self.analysis = analysing.Desk()  # the analysis mode (app/analysing.py)
        if not embed:
            self.speed = self.saves.setting("replay_speed")

    # -- navigation --------------------------------------------------------
    def open(self, hash_text):
        """Show what a URL hash asks for (on load, and when the hash changes)."""
        route = routes.parse(hash_text)
        self.dialog_html = None
        if route.page != "saved":
            self.deleted = None           # Undo of a deletion lasts while its list is shown
        self.setup = self.learn = self.fork = None
        if route.page in routes.LEARN:
            return _learn().open_route(self, route)
        if route.page == "setup":
            return _editor().open_route(self, route.arg)
        if route.page == "play":
            self._open_record(route.arg, route.at)
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

    def _open_record(self, text, at=""):
        try:
            record = Record.from_text(text)
        except PiecepadError as e:
            # The hash keeps the broken link, so it can still be read and copied.
            return self._home(f"This game link is broken: {e}. Your saved games are untouched.",
                              keep_hash="#/play/" + text)
        ply, problem = _link_ply(at, len(record))
        if self.session is not None and self.session.line == record and at:
            self.session.goto(ply)
            self.session.reviewing = True
            self.hash = self._game_hash()
            return self.render()
        if self.session is not None and self.session.record == record and not at:
            return self.render()
        found = None if self.embed else self.saves.match(record)
        save = found and found.save
        if self.embed:
            self._use(Session(record, ply, save_id=self._new_id()), self.embed_seats)
        elif found is not None and found.how == DIVERGES:
            return self._offer_fork(found, record, ply, problem)
        elif found is not None and found.how == EXTENDS:
            return self._take_news(save, record, ply if at else len(record), problem)
        elif save is not None:
            self._use(Session(save.record, ply if at else len(record), save.id), save.seats,
                      save.mine)
        else:
            self._use(Session(record, ply, save_id=self._new_id()))
            self._autosave()
            if len(record) and ply == len(record):
                # A friend's first link here: its latest move, the one to answer, is
                # named; the board marks it as the last move already.
                self._name_news(len(record) - 1, mark=False)
        # A link to a move before the end is for looking: a move played there asks first.
        # A save opened where it was left (a reload after Undo) is resumed as it was:
        # taken back, so the next move replaces the later ones unasked.
        resumed = save is not None and not at and save.cursor == len(record)
        self.session.reviewing = self.session.cursor < len(self.session.line) and not resumed
        if problem:
            self.session.message = ("error", problem)
        self.hash = self._game_hash()
        self.render()

    # -- a friend's link -------------------------------------------------------
    def _take_news(self, save, record, ply, problem=None):
        """A link that goes on from a save (a friend's reply): the save takes its
        moves, keeping its id and seats, and the new moves are named and marked."""
        start = save.moves_count
        s = Session(record, ply, save.id)
        self._use(s, save.seats, save.mine)
        if not self.saves.write(Save(save.id, record, len(record), int(self.clock()), save.seats,
                                     save.mine)):
            self.stale = True
        self._name_news(start)
        s.reviewing = s.cursor < len(record)
        if problem:
            s.message = ("error", problem)
        self.hash = self._game_hash()
        self.render()

    def _name_news(self, start, mark=True):
        """Name the moves of the game on show from ply ``start`` on, visibly and in
        the live region, and mark them on the board (``mark``)."""
        s = self.session
        s.fresh = (start if mark else len(s.line), status.news_text(s.line, start, s.mine))
        forged = status.played_for(s.line, start, s.mine)
        s.forged = forged[0] if forged else None
        self.announcement = s.fresh[1]

    def _do_keep_forged(self, **_):
        """A move made for this device's side by the other device is accepted."""
        s = self.session
        if s is not None and s.forged is not None:
            s.forged = None
            s.message = ("info", "Kept: the game goes on from the link's last move.")
        self.render()

    def _do_take_back_forged(self, **_):
        """Take back the move made for this device's side (and what followed it):
        the game stands before it, for this device to play its own move and send it."""
        s = self.session
        if s is None or s.forged is None:
            return self.render()
        ply, mine = s.forged, s.mine
        taken = len(s.line) - ply
        self._use(Session(s.line.upto(ply), ply, s.save_id), self.seats, mine)
        self._autosave()
        self.session.message = ("info", f"Taken back: {taken} move{'s' if taken != 1 else ''}. "
                                        "Play your own move, then Send it.")
        self.hash = self._game_hash()
        self.render()

    def _offer_fork(self, found, record, ply, problem=None):
        """A link that shares a save's first moves and then differs: the link's game
        is shown, unsaved, with three choices; nothing is written until one is made.
        (A finished save is never changed: then only keep mine or keep both.)"""
        self._use(Session(record, ply), found.save.seats, found.save.mine)
        self.fork = (found, record)
        if problem:
            self.session.message = ("error", problem)
        self.announcement = pages.fork_words(found.save.record, record, found.common)
        self.hash = routes.play_hash(record, at=ply)
        self.render()

    def _forked(self):
        """The save and the link of the choice on screen, the save read again (None
        when it is gone: then the link is simply a new game)."""
        found, record = self.fork
        self.fork = None
        return self.saves.load(found.save.id), record

    def _do_fork_keep_mine(self, **_):
        """Keep my saved game as it is; the link's moves are not saved."""
        if self.fork is None:
            return self.render()
        mine, record = self._forked()
        if mine is None:
            return self._do_fork_keep_both_of(record)
        self._use(Session(mine.record, mine.cursor, mine.id), mine.seats, mine.mine)
        self.saves.write(mine)
        self.session.message = ("info", "Your game is as it was. The link's moves were "
                                        "not saved: open the link again to see them.")
        self.hash = self._game_hash()
        self.render()

    def _do_fork_take_theirs(self, **_):
        """My save takes the link's moves; my own line is kept as a game of its own."""
        if self.fork is None:
            return self.render()
        cursor = self.session.cursor
        mine, record = self._forked()
        if mine is None or mine.result is not None:    # (a finished game never changes)
            return self._do_fork_keep_both_of(record, cursor)
        kept = self.saves.write_as_new(mine, self._new_id())
        s = Session(record, cursor, mine.id)
        self._use(s, mine.seats, mine.mine)
        if not self.saves.write(Save(mine.id, record, len(record), int(self.clock()),
                                     mine.seats, mine.mine)):
            self.stale = True
        s.reviewing = cursor < len(record)
        s.message = ("info", "This game now follows the link. Your own moves are kept "
                             "as a separate game in Saved games." if kept is not None else
                             "This game now follows the link.")
        self.hash = self._game_hash()
        self.render()

    def _do_fork_keep_both(self, **_):
        if self.fork is None:
            return self.render()
        cursor = self.session.cursor
        self._do_fork_keep_both_of(self._forked()[1], cursor)

    def _do_fork_keep_both_of(self, record, cursor=None):
        """The link's game as a new game of its own; my saved game is unchanged."""
        s = Session(record, cursor, self._new_id())
        self._use(s)
        self._autosave()
        s.reviewing = s.cursor < len(record)
        s.message = ("info", "The link's game is kept as a new game; yours is unchanged "
                             "in Saved games.")
        self.hash = self._game_hash()
        self.render()

    def _fork_first(self):
        """While a link that differs from a save waits for the choice, no move is
        played (it would belong to neither game yet): say so."""
        if self.fork is None:
            return False
        self.session.message = ("info", "First choose which game to keep: yours, the "
                                        "link's, or both.")
        self.render()
        return True

    def _game_hash(self):
        """The address of the game on show. With saves, the move shown (the saved
        game keeps the later ones, for Redo after a reload); without (an embed,
        blocked storage), the whole game and the move shown, so a reload loses
        nothing."""
        s = self.session
        if self.embed or self.saves.memory_only:
            return routes.play_hash(s.line, at=s.cursor)
        return routes.play_hash(s.record)

    def _use(self, session, seats=(), mine=None):
        """Put a game on screen, with who plays it (``mine``: the seats this device
        plays of a game played by link) and this device's settings."""
        self.session, self.seats = session, seats
        session.mine = mine
        self.setup = self.learn = None
        self.stale = False
        self.fork = None
        if not self.embed:      # an embed never touches storage (it is blocked there)
            session.turn_board = self.saves.setting(_turn_key(session.game.id))

    def _do_turn_board(self, **_):
        """The setting that turns the board so the player to move sits at the bottom."""
        value = not self.session.turn_board
        self.saves.set_setting(_turn_key(self.session.game.id), value)
        self.session.turn_board = value
        self.render()

    def _home(self, note=None, keep_hash=None):
        self.session = self.setup = self.learn = self.fork = None
        self.note = note
        self.hash = keep_hash or "#/"
        self.render(routes.Route("home"))

    def _new_gid(self):
        """A game id for a game played by link: random, so that two games that open
        alike are never taken for one (record.GID)."""
        return "".join(random.SystemRandom().choice(GID_CHARS) for _ in range(10))

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
        self.autoplay = None
        if self.viewer:
            return self.render()
        if self.setup is not None:
            return _editor().tap(self, square)
        if self.learn is not None:
            return _learn().tap(self, square)
        if self.session is None or self._fork_first() or self._computers_turn():
            return
        if self.session.tap(square):
            self._after_move()
        elif self.session.choice:
            # "Which piece?" (or "Which way?") opened: its first button takes the focus,
            # which also brings it into view on a phone, where it opens below the fold.
            self.focus_selector = ".choice button[data-move]"
        elif square != OFF:
            self.focus_selector = f'[data-sq="{square}"]'
        self.render()

    def key(self, square, dx, dy):
        """An arrow key pressed on ``square`` of the board, or on a control the arrows
        reach past its edge (``beyond``: the bear-off tray is ``off``)."""
        if self.setup is not None:
            return _editor().key(self, square, dx, dy)
        if self.learn is not None:
            return _learn().key(self, square, dx, dy)
        if self.session is None:
            return
        if square == OFF:
            return self.key_beyond(OFF, dx, dy)
        self.session.focus = square
        beyond = self.beyond()
        if not self.session.move_focus(dx, dy) and beyond:
            # Past the board's edge: on to the tray and the buttons (Right and Down to
            # the first of them, Left and Up to the last).
            self.session.focus = square
            self.focus_selector = beyond[0 if (dx > 0 or dy < 0) else -1][1]
        else:
            self.focus_selector = f'[data-sq="{self.session.focus}"]'
        self.render()

    def beyond(self):
        """The controls the arrow keys reach past the board's edge, in page order:
        (name, selector) for the bear-off tray (name ``off``) when it is a target,
        then the buttons of moves not made on the board (name: the move's text)."""
        s = self.session
        if s is None or self.viewer:
            return []
        found = [(OFF, f'[data-sq="{OFF}"]')] if OFF in s.target_moves() else []
        texts = [m.text for m in s.choice]
        if pages.human_to_move(s.state, self.seats, s.mine):
            texts += [m.text for m in s.other_moves()] + [m.text for m in s.turns().values()]
        return found + [(t, f'[data-keys][data-move="{t}"]') for t in texts
                        if '"' not in t and "\\" not in t]

    def key_beyond(self, name, dx, dy):
        """An arrow key on one of the controls past the board's edge (``name``: ``off``
        or a move's text): Right and Down go to the next, Left and Up to the one
        before; past either end, back to the board."""
        if self.session is None:
            return
        beyond = self.beyond()
        names = [n for n, _ in beyond]
        i = names.index(name) if name in names else -1
        j = i + (1 if dx > 0 or dy < 0 else -1)
        if i >= 0 and 0 <= j < len(beyond):
            self.focus_selector = beyond[j][1]
        else:
            self._focus_board(self.session.focus)
        self.render()

    def _focus_board(self, square=None):
        """The keyboard focus goes to the board: after every move a person makes here,
        a new game and a closed dialog, so it never falls to the page's body. On
        ``square`` (where the last move arrived) when given, else on the board's own
        tab stop (the picked piece, or the first that can move)."""
        s = self.session
        if s is None:
            return
        if square is not None and square != OFF and s.state.grid.is_square(square):
            s.focus = square
            self.focus_selector = f'.board [data-sq="{square}"]'
        else:
            s.focus = None
            self.focus_selector = '.board [data-sq][tabindex="0"]'

    def action(self, name, **data):
        if name not in ("autoplay", "speed"):
            self.autoplay = None            # anything else the player does stops it
        if name.startswith("setup-"):
            return _editor().action(self, name, **data)
        if self.learn is not None and (name.startswith("learn-") or name in ("play", "undo")):
            return _learn().action(self, name, **data)
        handler = getattr(self, "_do_" + name.replace("-", "_"), None)
        if handler is not None:
            handler(**data)

    def _typing_session(self):
        """The game whose "Type a move" field was used: a lesson's or puzzle's, or
        the game on show."""
        if self.learn is not None:
            return getattr(self.learn, "session", None) if _learn().typed_moves(self) else None
        return None if self.viewer or self.embed else self.session

    def _do_type_move(self, text="", **_):
        """The "Type a move" field: a question for the board (view/ask.py) is
        answered on screen and in the live region; anything else is played as a move
        through the engine, as a tap would be, its refusal said in the message line.
        The field keeps the focus, empty, for the next."""
        s = self._typing_session()
        if s is None:
            return self.render()
        self.focus_selector = "#type-move"
        from ..view import ask
        said = ask.answer(s.frame(), text) if text.strip() else ask.SHORT_HELP
        if said is not None:
            s.answer = said
            self.announcement = said
            return self.render()
        s.answer = None
        if self.learn is not None:
            return _learn().action(self, "type-move", move=text)
        self._do_play(move=text, focus=False)      # the field keeps the focus

    def _do_play(self, move="", focus=True, **_):
        if self.viewer or self.session is None or self._fork_first() or \
                self._computers_turn():
            return
        self._play(move, focus)

    # -- resigning, draw offers, names (piecepad.agreed) ----------------------------
    def _do_resign(self, **_):
        s = self.session
        if s is None or self.viewer or not s.can("resign") or self._computers_turn():
            return
        s.asking = "resign"
        self.render()

    def _do_cancel_resign(self, **_):
        if self.session is not None:
            self.session.asking = None
            self.render()

    def _do_confirm_resign(self, **_):
        self._act("resign")

    def _do_offer_draw(self, **_):
        self._act("offer")

    def _do_accept_draw(self, **_):
        self._act("accept")

    def _do_decline_draw(self, **_):
        self._act("decline")

    def _act(self, kind):
        s = self.session
        if s is None or self.viewer:
            return
        if s.act(kind):
            self._after_move()
        self.render()

    def _do_set_names(self, **fields):
        """The game page's "Names" form: name0, name1... by seat."""
        s = self.session
        if s is None or self.viewer:
            return
        count = s.line.states[0].players
        try:
            s.set_names([fields.get(f"name{i}", "") for i in range(count)])
        except PiecepadError as e:
            s.message = ("error", sentence(str(e)))
            return self.render()
        s.message = ("info", "Names saved; they travel in the game's link.")
        self._autosave()
        self.hash = self._game_hash()
        self.render()

    def _play(self, move, focus=True):
        if self.session.play(move):
            self._after_move(focus)
        self.render()

    # -- looking through the game (replay) ------------------------------------------
    def _look(self, ply):
        """Show move ``ply`` as a viewer: the game itself changes only when a move is
        played there, and then the player is asked first (``session.pending``)."""
        s = self.session
        if s is None:
            return
        changed = s.goto(max(0, min(ply, len(s.line))))
        if changed:
            s.reviewing = s.cursor < len(s.line)
        self._step(changed)

    def _do_first(self, **_):
        self._look(0)

    def _do_prev(self, **_):
        self.session and self._look(self.session.cursor - 1)

    def _do_next(self, **_):
        self.session and self._look(self.session.cursor + 1)

    def _do_last(self, **_):
        self.session and self._look(len(self.session.line))

    def _do_autoplay(self, **_):
        """Play the game through on its own, from the start when at the end."""
        s = self.session
        if s is None:
            return
        if self.autoplay:
            self.autoplay = None
        else:
            if s.cursor == len(s.line):
                self._look(0)
            self.autoplay = self.speed if len(s.line) else None
        self.render()

    def autoplay_step(self):
        """One step of autoplay (the glue calls it every ``autoplay`` seconds)."""
        s = self.session
        if s is None or not self.autoplay:
            self.autoplay = None
            return
        self._look(s.cursor + 1)
        if s.cursor >= len(s.line):
            self.autoplay = None
            self.render()

    def _do_speed(self, value="", **_):
        try:
            speed = float(value)
        except ValueError:
            return
        if speed in SPEEDS:
            self.speed = speed
            if self.autoplay:
                self.autoplay = speed
            if not self.embed:
                self.saves.set_setting("replay_speed", speed)
        self.render()

    def _do_replace_later(self, **_):
        """Play the move asked about, dropping the moves that came after it."""
        s = self.session
        move, s.pending, s.reviewing = s.pending, None, False
        if move:
            self._play(move)

    def _do_branch(self, **_):
        """Play the move asked about in a new game of its own: the game looked
        through stays as it was, in Saved games."""
        s = self.session
        move, s.pending = s.pending, None
        if not move:
            return self.render()
        branch = Session(s.line.upto(s.cursor), save_id=self._new_id())
        self._use(branch, self.seats)
        self.push = True
        self._play(move)
        branch.message = ("info", "A new game from here: the game you were looking "
                                  "through is kept, as it was, in Saved games.")
        self.render()

    def _do_cancel_pending(self, **_):
        if self.session is not None:
            self.session.pending = None
        self.render()

    # -- analysis -----------------------------------------------------------
    def _do_analyse(self, **_):
        self.analysis.toggle()
        self.announcement = ("Analysis on: it follows the position shown." if self.analysis.on
                             else "Analysis off.")
        self.render()

    def _do_stop_analysis(self, **_):
        self.analysis.paused = True
        self.announcement = "Analysis stopped."
        self.render()

    def _do_resume_analysis(self, **_):
        self.analysis.paused = False
        self.render()

    def analysis_due(self):
        """The position token to start an analysis for, or None (see app/analysing)."""
        if self.session is None or self.learn is not None or self.setup is not None \
                or self.embed:
            return None
        return self.analysis.due(self.position_token(), self.computer_level() is not None)

    def analysis_search(self, token):
        """The analysis the glue runs, in slices, for the position of ``token``."""
        if not self.analysis_wanted(token):
            return None
        from ..ai.analysis import Analysis
        self.analysis.running = token
        return Analysis(agreed.base(self.session.state))

    def analysis_wanted(self, token):
        return self.session is not None and self.analysis.wanted(token, self.position_token())

    def show_analysis(self, token, report, running=True):
        """What the analysis of ``token``'s position found so far; dropped if that
        position is no longer on screen."""
        if not running and self.analysis.running == token:
            self.analysis.running = None
        if token != self.position_token():
            return
        self.analysis.show(token, report)
        self.render()

    def _do_undo(self, **_):
        """Against the computer, undo takes back its reply and your move together."""
        s = self.session
        changed = s and not self.viewer and s.undo()
        if changed:
            s.reviewing = False         # taking back: the next move replaces, unasked
        if changed and self.seats and HUMAN in self.seats:
            while s.cursor > 0 and self.seat_kind(s.state.to_move) != HUMAN:
                s.undo()
        self._step(changed)

    def _do_redo(self, **_):
        self._step(self.session and self.session.redo())

    def _do_goto(self, ply="0", **_):
        try:
            self._look(int(ply))
        except ValueError:
            pass

    def _step(self, changed):
        if changed:
            self.announcement = self.session.announcement
            self._autosave()
            self.hash = self._game_hash()
        self.render()

    def _do_new_game(self, game="", **_):
        self.dialog_html = pages.new_game_dialog(game, values=self._current_choices(game),
                                                 last=self._last_choices(game))

    def _current_choices(self, game_id):
        """Asked from a game against the computer, a new game of it keeps who plays
        each seat (and how many play); from anywhere else it starts fresh."""
        if self.session is None or self.session.game.id != game_id or \
                all(k == HUMAN for k in self.seats):
            return {}
        return {"players": str(self.session.state.players),
                **{f"seat{i}": k for i, k in enumerate(self.seats)}}

    def _do_play_friend(self, game="", **_):
        """The home page's start of a game by link: the dialog, you in the first seat
        and a friend in the second."""
        if pages.playable(game):
            self.dialog_html = pages.new_game_dialog(game, values={"seat0": HUMAN,
                                                                   "seat1": FRIEND})

    def _do_play_computer(self, game="", **_):
        """The home page's quick start: you first, against the easiest computer, with
        the game's usual options."""
        self.start_game(game, {"seat1": "easy"})

    def _do_new_game_last(self, game="", **_):
        """The dialog again, with the players of the last game started here chosen."""
        if pages.playable(game):
            self.dialog_html = pages.new_game_dialog(game, values=self._last_choices(game))

    def _last_choices(self, game_id):
        """Who played each seat, and how many played, when this game was last started
        here: the dialog offers the same again."""
        if self.embed:
            return {}
        return self.saves.setting(f"new:{game_id}") if pages.playable(game_id) else {}

    def _do_close_dialog(self, **_):
        self.dialog_html = None
        self._focus_board()

    def start_game(self, game_id, form):
        """The new-game dialog was submitted with option name -> text."""
        form = dict(form)
        submitted = dict(form)                  # shown again, as typed, after an error
        seats = [form.pop(f"seat{i}", HUMAN) for i in range(8)]   # seat0, seat1, ...
        friends = {i for i, k in enumerate(seats) if k == FRIEND}
        seats = tuple(k if k in SEAT_KINDS else HUMAN for k in seats)
        names = [form.pop(f"name{i}", "") for i in range(8)]
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
            named = [n if k == HUMAN else "" for n, k in zip(names, seats)]
            record = record.with_names(named[:record.state.players])
            mine = _friend_game(friends, seats, record.state.players)
            if mine is not None:
                record = record.with_gid(self._new_gid())
        except (PiecepadError, ValueError) as e:
            if "from" in form and _editor().start_failed(self, game_id, submitted, e):
                return
            self.dialog_html = pages.new_game_dialog(game_id, error=str(e), values=submitted,
                                                     field=getattr(e, "option", None))
            return
        # Every seat the game has, people included: a list of saves that sees only the
        # computer seats would call a person's game "computer against computer".
        seats = seats[:record.state.players]
        seats = seats if any(k != HUMAN for k in seats) else ()
        self.dialog_html = None
        self.note = None
        if not self.embed:
            chosen = {f"seat{i}": k for i, k in enumerate(seats)}
            if "players" in form:
                chosen["players"] = str(form["players"])
            self.saves.set_setting(f"new:{game_id}", chosen)
        self._use(Session(record, save_id=self._new_id()), seats, mine)
        self._autosave()
        self.hash = routes.play_hash(record)
        self.push = True
        self.announcement = f"New game of {record.game.title}. " + \
            pages.status_text(record.state, record.names)
        self._focus_board()
        self.render()

    def _do_rematch(self, **_):
        """A new game with the finished one's options, the players moved round one
        seat (two players swap sides)."""
        line = self.session.line
        form = {k: v for k, v in line.start_args}
        count = line.states[0].players
        seats = [self.seat_kind(i) for i in range(count)]
        mine = self.session.mine
        if mine and len(mine) < count:           # a game by link: a new one, by link
            seats = [HUMAN if i in mine else FRIEND for i in range(count)]
        form.update((f"seat{i}", seats[(i + 1) % count]) for i in range(count))
        names = line.names
        form.update((f"name{i}", names[(i + 1) % count]) for i in range(count)
                    if (i + 1) % count < len(names))
        self.start_game(line.game.id, form)

    def _do_review(self, **_):
        """Look through the finished game from its first move."""
        self._look(0)

    def _do_continue(self, save="", **_):
        found = self.saves.load(save)
        if found is None and save in self.saves.aside:
            # Unreadable: set aside now or earlier in this tab; the note says where.
            return self._home(None if self.saves.notes else
                              "That saved game could not be read, so it was set aside.")
        if found is None:
            return self._home("That saved game is no longer there.")
        self._use(Session(found.record, found.cursor, found.id), found.seats, found.mine)
        self.saves.write(found)
        self.hash = self._game_hash()
        self.push = True
        self.render()

    def _do_delete(self, save="", **_):
        """Delete a save at once, offering it back (Undo) until the next deletion."""
        gone = self.saves.load(save)
        self.saves.delete(save)
        if gone is not None:
            self.deleted = gone
            self.announcement = f"Deleted {gone.title}. Undo puts it back."
        self.render(routes.parse(self.hash))

    def _do_undo_delete(self, **_):
        if self.deleted is not None:
            self.saves.restore(self.deleted)
            self.announcement = f"{self.deleted.title} is back in Saved games."
            self.deleted = None
        self.render(routes.parse(self.hash))

    def _do_sort_saves(self, value="", **_):
        if value in pages.SORTS:
            self.saves.set_setting("saves_sort", value)
        self.render(routes.parse(self.hash))

    def _do_share(self, **_):
        """The Share dialog: link, pictures, a diagram for a post, the embed."""
        if self.session is None:
            return
        self.dialog_html = _share().dialog(self.session, self.share_url(), self.embed_url(),
                                        self.embed_url(viewer=True),
                                        self.session.view.embed_size)

    _do_copy_link = _do_embed = _do_share        # the names of the buttons it replaced

    def _do_open_game(self, **_):
        """The "Open a game" dialog: a field for a PPN text, a record text or a link."""
        self.dialog_html = _opener()[1].dialog()

    def _do_open_game_text(self, text="", **_):
        """Open what was pasted as its link would open; if it cannot be, one message
        in the dialog, the text kept, and nothing else changed."""
        reader, view = _opener()
        try:
            hash_text = reader.read(text)
        except PiecepadError as e:
            self.dialog_html = view.dialog(text, str(e))
            return
        self.open(hash_text)
        self._focus_board()
        self.push = True              # a new page in history, as following a link

    def picture(self, kind):
        """(file name, MIME type, SVG text) of a picture of the game on show: ``svg``
        (this position), ``png`` (the SVG the glue draws into a PNG, twice the size)
        or ``animated`` (the whole game); or ``ppn``: the whole game as a PPN file
        (its text, ``text/plain``), for a game that has PPN."""
        s = self.session
        if kind == "ppn":
            return _share().file_name(s, kind), "text/plain", _share().ppn_text(s)
        if kind == "animated":
            text = _share().game_svg(s, self.speed)
        else:
            text = _share().position_svg(s)
        mime = "image/png" if kind == "png" else "image/svg+xml"
        return _share().file_name(s, kind), mime, text

    # -- the computer --------------------------------------------------------
    def seat_kind(self, seat):
        return kind_of(self.seats, seat)

    def computer_level(self):
        """The level of the computer that should move now, or None. It waits while
        an earlier move is shown, so stepping through the moves is never disturbed."""
        if self.learn is not None:
            return _learn().computer_level(self)
        s = self.session
        if s is None or s.state.outcome is not None or s.cursor != len(s.line) or self.viewer \
                or self.fork is not None:
            return None
        kind = self.seat_kind(s.state.to_move)
        return None if kind == HUMAN else kind

    def position_token(self):
        """Changes whenever the position or the page on screen does: a search belongs
        to the position and route it started from, and is dropped once the player
        moved on (undo, redo, a new game, a link, another page)."""
        if self.learn is not None:
            return _learn().position_token(self)
        s = self.session
        if s is None:
            return None
        return (self.hash, id(s), s.save_id, s.cursor, len(s.line))

    def search(self, token):
        """The search the glue runs, in slices, for the computer to move at the
        position of ``token``; None if that position is no longer on screen or it is
        no longer the computer's turn there."""
        if self.learn is not None:
            return _learn().search(self, token)
        if token != self.position_token():
            return None
        level = self.computer_level()
        if level is None:
            return None
        from ..ai import Search
        return Search(agreed.base(self.session.state), level=level, seed=len(self.session.line))

    def computer_play(self, token, text):
        """The computer's answer for the position of ``token``: played if that
        position is still on screen, else dropped."""
        if self.learn is not None:
            return _learn().computer_play(self, token, text)
        if token != self.position_token() or self.computer_level() is None:
            return
        self.thinking = False
        self._play(text, focus=False)

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
        state = agreed.base(self.session.state)
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
        s.show_hint(move)
        words, button = hint_words(s.view, s.state, move)
        s.message = ("info", "Hint: " + words)
        if button:
            self.announcement = s.message[1] + ". Its button is marked: press it to play it."
            self.focus_selector = f'.decisions button[data-move="{move.text}"]'
        else:
            self.announcement = s.message[1] + ". It is marked on the board: tap it to play it."
            target = move.target or move.square
            if target and target != OFF:
                self.focus_selector = f'[data-sq="{target}"]'
        self.render()

    # -- links -------------------------------------------------------------
    def share_url(self):
        """The whole game, opened at the move on show."""
        s = self.session
        return self.base_url + routes.play_hash(s.line, at=s.cursor)

    def embed_url(self, viewer=False):
        """The embed of the game at the move on show; ``viewer``: to look through only."""
        seats = f"&seats={','.join(self.seats)}" if any(k != HUMAN for k in self.seats) else ""
        s = self.session
        query = "?embed&view" if viewer else "?embed" + seats
        return self.base_url + query + routes.play_hash(s.line, at=s.cursor)

    def send_data(self):
        """(title, text, url) for the Send button: the system share sheet, or the
        link copied where there is none. A game sent for the first time gets its
        game id here: the replies find it by that id."""
        s = self.session
        if not s.line.gid and not self.embed and s.state.players > 1:
            s.line = s.line.with_gid(self._new_gid())
            self._autosave()
            self.hash = self._game_hash()
        return (f"Piecepad: {s.game.title}", status.send_text(s.state, s.game.title),
                self.share_url())

    # -- saving and drawing --------------------------------------------------
    def _after_move(self, focus=True):
        """``focus``: a move made here by a person (the computer's moves leave the
        keyboard focus where the player put it)."""
        if focus:
            self._focus_board(self._landed())
        extra = self.session.view.announce(self.session.state)
        self.announcement = " ".join(filter(None, [self.session.announcement, extra]))
        self._infer_side()
        self._autosave()
        self.hash = self._game_hash()

    def _landed(self):
        """The square the move on show ended on (where its piece arrived, the square
        decided on, the piece turned), or None (a pass, a piece borne off)."""
        move = self.session.last_move if self.session.cursor else None
        if move is None:
            return None
        return next((sq for sq in (move.target, move.square, move.origin if move.is_turn else None)
                     if sq is not None and sq != OFF), None)

    def _infer_side(self):
        """The first move this device plays in a game played by link (one with a game
        id) whose sides it does not know yet: it plays the side of that move. Said,
        with a way back for a game played by both sides here."""
        s = self.session
        if s.mine is not None or not s.line.gid or s.state.players < 2 or not s.cursor \
                or any(k != HUMAN for k in self.seats):
            return
        before = s.line.states[s.cursor - 1]
        seat = agreed.seat_of(before, agreed.parse(before, s.line.moves[s.cursor - 1]))
        s.mine = (seat,)
        s.asked_side = True
        name = agreed.who(before, seat, s.line.names)
        self.announcement += f" You play {name} in this game."

    def _do_play_both(self, **_):
        """This device plays every side of the game (both players share it)."""
        s = self.session
        if s is None:
            return
        s.mine = ()              # known, and no side is the other device's
        s.asked_side = False
        s.message = ("info", "This device plays every side of this game.")
        self._autosave()
        self.render()

    def _do_keep_side(self, **_):
        if self.session is not None:
            self.session.asked_side = False
        self.render()

    def _autosave(self):
        if self.embed or self.session is None or self.fork is not None:
            return
        s = self.session
        if not self.saves.write(Save(s.save_id, s.line, s.cursor, int(self.clock()), self.seats,
                                     s.mine)):
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
            self._use(Session(found.record, found.cursor, found.id), found.seats, found.mine)
            self.hash = self._game_hash()
        self.render()

    def _do_keep_mine(self, **_):
        """Keep this tab's line as a game of its own; the other tab's stays as it is."""
        s = self.session
        kept = self.saves.write_as_new(Save(s.save_id, s.line, s.cursor, int(self.clock()),
                                            self.seats, s.mine), self._new_id())
        if kept is not None:
            s.save_id, self.stale = kept.id, False
            s.message = ("info", "Kept as a separate game: both are in Saved games.")
        self.render()

    def _replay(self):
        return (self.autoplay, self.speed)

    def render(self, route=None):
        self.title = "Piecepad"
        if self.setup is not None:
            return _editor().render(self)
        if self.learn is not None:
            return _learn().render(self)
        if self.session is not None:
            notes = self.saves.take_notes()
            if notes:
                self.session.message = ("info", " ".join(notes))
            self.session.analysis = self.analysis.report_for(self.position_token())
            if self.embed:
                self.page_html = pages.embed_page(self.session.frame(), self.share_url(),
                                                  self.seats, self.thinking, self._replay(),
                                                  self.viewer)
            else:
                fork = self.fork and pages.fork_question(self.fork[0].save.record,
                                                         self.fork[1], self.fork[0].common,
                                                         self.fork[0].save.result is not None)
                self.page_html = pages.game_page(self.session.frame(), self.saves.memory_only,
                                                 self.seats, self.thinking, self.stale,
                                                 self._replay(), analysing.panel_html(self),
                                                 fork or "")
                s = self.session
                self.title = status.title_text(s.state, s.game.title, s.line.names, s.mine)
            return
        route = route or routes.parse(self.hash)
        # Listing the saves is what finds (and sets aside) broken ones: list, then tell.
        saves = self.saves.list() if route.page != "rules" else []
        sort = self.saves.setting("saves_sort") if route.page == "saved" else None
        note = " ".join(filter(None, [self.note] + self.saves.take_notes())) or None
        if route.page == "saved":
            self.page_html = pages.saved(saves, note, int(self.clock()), sort, self.deleted)
        elif route.page == "rules":
            self.page_html = pages.rules_page(route.arg)
        else:
            current_id = self.saves.current_id()
            current = next((s for s in saves if s.id == current_id), None)
            self.page_html = pages.home(saves, current, note)
        self.note = None
