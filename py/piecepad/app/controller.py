"""The whole app as a value the DOM glue drives.

The App holds the screen on show (app/screens/: Home, Saved, Play, Editor, Learn,
each behind one interface) and routes each input to it: a hash opens the screen
its route names, taps, keys and actions go to the screen on show, and what no
screen takes (a new game, "Open a game", a dialog closed) the App does itself.
The glue then shows ``page_html``, ``dialog_html``, sets ``hash`` without adding
browser history, puts ``announcement`` in the live region and focuses
``focus_selector``; the searches it runs in slices come as jobs (app/jobs.py).
"""

from .. import games
from ..i18n import T, say, tr
from ..errors import PiecepadError
from ..record import Record, rematch_gid, rematch_seed
from ..view import pages
from ..view.status import side_text, thinking_text
from . import routes
from . import analysing
from . import settings
from ..seats import HUMAN, SEAT_KINDS, kind_of

FRIEND = "friend"             # the new-game dialog's seat for a friend playing by link
from .saves import MemoryStore, Saves


def _opener():
    from . import open_game     # "Open a game": a pasted PPN, record or link
    from ..view import open_game as view
    return open_game, view


SPEEDS = settings.SPEEDS      # autoplay: seconds per move
DEFAULT_SPEED = settings.default("replay_speed")


def _friend_game(friends, seats, players):
    """The seats this device plays when the dialog gave a friend some seats (they
    play them by link, on their own device), else None. ValueError (said in the
    dialog) for a game by link that has the computer in it, or no one here."""
    friends = {i for i in friends if i < players}
    if not friends:
        return None
    if any(k != HUMAN for k in seats[:players]):
        raise ValueError(T("a game with a friend by link is played by people only: choose "
                           "'A person' for the other seats"))
    mine = tuple(i for i in range(players) if i not in friends)
    if not mine:
        raise ValueError(T("someone on this device plays too: choose 'A person' for your seat"))
    return mine


class App:
    def __init__(self, store=None, embed=False, clock=None, base_url="", embed_seats="",
                 viewer=False):
        from .screens import Screen, Services
        self.embed = embed
        self.viewer = embed and viewer    # an embed to look through (&view): no moves
        # An embed is stateless by construction: whatever the browser allows, it never
        # reads or writes the site's storage (a same-site embed could list and delete
        # the saves). Its game lives in its address.
        self.saves = Saves(MemoryStore() if embed or store is None else store)
        self.services = Services(
            self.saves, clock or (lambda: 0), base_url, embed, self.viewer,
            # An embed has no saves: who plays comes with its address (?embed&seats=...).
            tuple(k if k in SEAT_KINDS else HUMAN for k in embed_seats.split(",") if k),
            analysing.Desk(),       # the analysis mode (app/analysing.py)
            DEFAULT_SPEED if embed else self.saves.setting("replay_speed"))
        # Nothing on show until open(): a game link's first paint never imports Home.
        self.screen = Screen(self, self.services)
        self.thinking = False             # the glue is running a computer search
        self.computing = None             # the position token it runs for
        self.page_html = ""
        self.dialog_html = None
        self.hash = "#/"
        self.push = False                 # True: the new hash is a new page in history
        self.announcement = ""
        self.focus_selector = None
        self.note = None                  # a page-level message (a broken link, ...)
        self.title = "Piecepad"           # the document title (the glue sets it)
        self.your_moves = None            # games waiting for this device (the app's badge)
        self.hint_asked = False           # a typed "hint": the glue starts its search

    # -- what is on show ------------------------------------------------------------
    @property
    def session(self):
        """The game on show (the Play screen's), or None."""
        return self.screen.session

    @property
    def seats(self):
        """Who plays each seat of the game on show."""
        return self.screen.seats

    @seats.setter
    def seats(self, value):
        self.screen.seats = value

    @property
    def autoplay(self):
        """Seconds per move while the game on show plays itself, or None."""
        return self.screen.autoplay

    @property
    def speed(self):
        return self.services.speed

    # -- navigation --------------------------------------------------------
    def open(self, hash_text):
        """Show what a URL hash asks for (on load, and when the hash changes)."""
        from .screens import screen_class
        route = routes.parse(hash_text)
        self.dialog_html = None
        kind = screen_class(route.page)
        if type(self.screen) is not kind:       # the same screen opens a route of its own
            self.screen = kind(self, self.services)
        self.screen.open(route)

    def show(self, screen):
        """Put ``screen`` on show (it then renders itself)."""
        self.screen = screen

    def go_home(self, note=None, keep_hash=None):
        from .screens.home import Home
        self.screen = Home(self, self.services)
        self.note = note
        self.hash = keep_hash or "#/"
        self.render()

    def play(self, session, seats=(), mine=None):
        """A game put on show, on a new Play screen; returns the screen."""
        from .screens.play import Play
        screen = Play(self, self.services)
        screen.show(session, seats, mine)
        self.screen = screen
        return screen

    def render(self):
        self.page_html = self.screen.render()
        self.title = self.screen.title()

    # -- input ---------------------------------------------------------------------
    def tap(self, square):
        self.screen.autoplay = None
        if self.viewer:
            return self.render()
        self.screen.tap(square)

    def key(self, square, dx, dy):
        """An arrow key pressed on ``square`` of the board."""
        self.screen.key(square, dx, dy)

    def key_beyond(self, name, dx, dy):
        """An arrow key on a control the arrows reach past the board's edge."""
        self.screen.key_beyond(name, dx, dy)

    def step_moves(self, name):
        """An arrow key, Home or End in the move list (one Tab stop): the move shown
        steps (``name``: prev, next, first, last) and the focus follows it there."""
        self.action(name)
        self.focus_selector = "#moves [aria-current]"

    def action(self, name, **data):
        if name not in ("autoplay", "speed"):
            self.screen.autoplay = None     # anything else the player does stops it
        if self.screen.action(name, data):
            return
        handler = getattr(self, "_do_" + name.replace("-", "_"), None)
        if handler is not None:
            handler(**data)

    def _do_type_move(self, text="", **_):
        """The "Type a move" field: a question for the board (view/ask.py) is
        answered on screen and in the live region; anything else is played as a move
        through the engine, as a tap would be, its refusal said in the message line.
        The field keeps the focus, empty, for the next."""
        s = self.screen.typing_session()
        if s is None:
            return self.render()
        self.focus_selector = "#type-move"
        from ..view import ask
        order = ask.command(text)
        if order is not None:
            # A command acts as its button does; what it says is its answer.
            said = self.screen.command(*order)
        else:
            said = ask.answer(s.frame(), text, self.seats) if text.strip() else \
                tr(ask.SHORT_HELP)
        if said is not None:
            s = self.screen.typing_session() or s     # undo may have changed the game shown
            s.answer = said
            self.announcement = said
            return self.render()
        s.answer = None
        self.screen.play_typed(text)

    # -- new games -----------------------------------------------------------------
    def _do_new_game(self, game="", **_):
        self.dialog_html = pages.new_game_dialog(game, values=self.screen.current_choices(game),
                                                 last=self._last_choices(game))

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
        self.screen.focus_board()

    def start_game(self, game_id, form, gid=""):
        """The new-game dialog was submitted with option name -> text. ``gid``: the
        game id to give it (a rematch's, made from the game before)."""
        form = dict(form)
        submitted = dict(form)                  # shown again, as typed, after an error
        seats = [form.pop(f"seat{i}", HUMAN) for i in range(8)]   # seat0, seat1, ...
        friends = {i for i, k in enumerate(seats) if k == FRIEND}
        seats = tuple(k if k in SEAT_KINDS else HUMAN for k in seats)
        names = [form.pop(f"name{i}", "") for i in range(8)]
        if not pages.playable(game_id):
            return self.go_home(tr("There is no game '{game}' here.", game=str(game_id)[:40]))
        try:
            if "players" in form:
                form["players"] = int(form["players"])
            if games.get(game_id).uses_seed and "seed" not in form and "from" not in form:
                # Fresh dice for every game; the record keeps the seed, so a link
                # replays the same rolls.
                form["seed"] = int(self.services.clock() * 1000) % 1_000_000_007
            record = Record.new(game_id, **form)
            named = [n if k == HUMAN else "" for n, k in zip(names, seats)]
            record = record.with_names(named[:record.state.players])
            mine = _friend_game(friends, seats, record.state.players)
            if record.state.players > 1 and not self.embed:
                # Its identity from the start: a link copied from the address bar at any
                # moment joins the right save on a friend's device (docs/friend.md).
                record = record.with_gid(gid or self.services.new_gid())
        except (PiecepadError, ValueError) as e:
            if "from" in form and self.screen.start_failed(game_id, submitted, e):
                return
            self.dialog_html = pages.new_game_dialog(game_id, error=say(e), values=submitted,
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
        screen = self.play(self.services.session(record, save_id=self.services.new_id()), seats,
                           mine)
        screen.autosave()
        self.hash = screen.game_hash()
        self.push = True
        self.announcement = " ".join(filter(None, [
            tr("New game of {title}.", title=tr(record.game.title)),
            side_text(record.state, seats, record.names),
            pages.status_text(record.state, record.names)]))
        self.screen.focus_board()
        self.render()

    def _do_rematch(self, **_):
        """A new game with the finished one's options (the game on show's), the players
        moved round one seat (two players swap sides)."""
        line = self.session.line
        form = {k: v for k, v in line.start_args}
        count = line.states[0].players
        seats = [kind_of(self.seats, i) for i in range(count)]
        mine = self.session.mine
        if mine and len(mine) < count:           # a game by link: a new one, by link
            seats = [HUMAN if i in mine else FRIEND for i in range(count)]
        form.update((f"seat{i}", seats[(i + 1) % count]) for i in range(count))
        names = line.names
        form.update((f"name{i}", names[(i + 1) % count]) for i in range(count)
                    if (i + 1) % count < len(names))
        gid = rematch_gid(line.gid) if line.gid else ""
        if gid and line.game.uses_seed:
            form["seed"] = rematch_seed(gid)        # the same dice on both devices
        if gid and self._open_rematch(line, gid):
            return
        self.start_game(line.game.id, form, gid)

    def _open_rematch(self, line, gid):
        """The rematch already here (Rematch pressed again, or the friend's link to
        it opened first): shown, not made twice. True when there was one."""
        for save in self.saves.list():
            if save.gid == gid and not save.earlier and save.game_id == line.game.id:
                self._do_continue(save=save.id)
                return True
        return False

    def _do_continue(self, save="", **_):
        found = self.saves.load(save)
        if found is None and save in self.saves.aside:
            # Unreadable: set aside now or earlier in this tab; the note says where.
            return self.go_home(None if self.saves.notes else
                                tr("That saved game could not be read, so it was set aside."))
        if found is None:
            return self.go_home(tr("That saved game is no longer there."))
        screen = self.play(self.services.session(found.record, found.cursor, found.id),
                           found.seats, found.mine)
        self.saves.write(found)
        self.hash = screen.game_hash()
        self.push = True
        self.render()

    # -- "Open a game" ---------------------------------------------------------------
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
            self.dialog_html = view.dialog(text, say(e))
            return
        self.open(hash_text)
        self.screen.focus_board()
        self.push = True              # a new page in history, as following a link

    # -- the game on show (the Play screen's) ----------------------------------------------
    def picture(self, kind):
        return self.screen.picture(kind)

    def share_url(self):
        return self.screen.share_url()

    def embed_url(self, viewer=False):
        return self.screen.embed_url(viewer)

    def send_data(self, note=""):
        return self.screen.send_data(note)

    def autoplay_step(self):
        """One step of autoplay (the glue calls it every ``autoplay`` seconds)."""
        self.screen.autoplay_step()

    # -- searches: the computer's move, a hint, an analysis ---------------------------------
    def computer_level(self):
        """The level of the computer that should move now, or None."""
        return self.screen.computer_level()

    def position_token(self):
        """Changes whenever the position or the page on screen does: a search belongs
        to the position and route it started from, and is dropped once the player
        moved on (undo, redo, a new game, a link, another page)."""
        return self.screen.position_token()

    def search(self, token):
        return self.screen.search(token)

    def computer_play(self, token, text):
        self.screen.computer_play(token, text)

    def hint_search(self, token):
        return self.screen.hint_search(token)

    def show_hint(self, token, text, typed=False):
        self.screen.show_hint(token, text, typed)

    def analysis_due(self):
        return self.screen.analysis_due()

    def analysis_search(self, token):
        return self.screen.analysis_search(token)

    def analysis_wanted(self, token):
        return self.screen.analysis_wanted(token)

    def show_analysis(self, token, report, running=True):
        self.screen.show_analysis(token, report, running)

    def computer_job(self):
        """If the computer is to move in a position it has not started on: mark it
        thinking (rendered in the page about to be painted, one paint, not two) and
        return its job for the glue's runner; else None."""
        token = self.position_token()
        if self.computer_level() is None or self.computing == token:
            return None
        self.computing = token
        self.thinking = True
        # Said once per computer move, here where its search starts: the status line
        # says it too, but a repaint must not say it again.
        # (A lesson's game is the screen's typing session: the App's is a game page's.)
        session = self.session or self.screen.typing_session()
        if session is not None:
            self.announcement = " ".join(filter(None, [self.announcement, thinking_text(
                session.state, self.computer_level(), session.line.names)]))
        self.render()
        from .jobs import ComputerMove
        return ComputerMove(self, token)

    def asked_hint_job(self):
        """The hint a typed ``hint`` asked for (``hint_asked``), once; else None."""
        if not self.hint_asked:
            return None
        self.hint_asked = False
        job = self.hint_job()
        if job is not None:
            job.typed = True
        return job

    def hint_job(self):
        """A hint for the player to move, or None when no game is on show."""
        if self.session is None:
            return None
        from .jobs import Hint
        return Hint(self, self.position_token())

    def analysis_job(self):
        """An analysis due for the position on show (app/analysing.py), or None."""
        token = self.analysis_due()
        if token is None:
            return None
        self.services.analysis.running = token      # claimed now: never started twice
        from .jobs import Analysing
        return Analysing(self, token)

    # -- the page ----------------------------------------------------------------------------
    def fail(self):
        """A handler raised (the glue logged it): one calm line, and the app goes on
        from what was last saved."""
        self.thinking = False
        self.dialog_html = None
        text = tr("Something went wrong; your game is saved.")
        try:
            if not self.screen.fail(text):
                self.note = text
            self.render()
        except Exception:
            from .screens.home import Home
            self.screen = Home(self, self.services)
            self.page_html = pages.failure(text)

    def storage_changed(self, key):
        """The page's ``storage`` event: another tab wrote ``key`` (None: cleared)."""
        if self.embed:
            return
        changed = "*" if key is None else self.saves.changed_elsewhere(key)
        if changed is None:
            return
        self.screen.storage_changed(changed)
        self.render()
