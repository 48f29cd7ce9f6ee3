"""A game on show: playing it, looking through it, a friend's link, the computer's
moves, hints, analysis, sharing, and keeping it saved."""

from ... import agreed
from ...errors import PiecepadError
from ...game import OFF, reason_of
from ...i18n import say, tr
from ...record import Record
from ...seats import HUMAN, kind_of
from ...view import pages, registry, status
from ...view.status import sentence
from .. import analysing, routes
from ..settings import SPEEDS
from ..saves import DIVERGES, EXTENDS, Save
from . import Screen

HINT_BUDGET_MS = 600


# Loaded when first used, not at start-up: a game link's first page needs none of them.
def _editor():
    from . import editor        # the set-up editor
    return editor


def _share():
    from ...view import share   # the share dialog and the pictures
    return share


def hint_words(view, state, move):
    """(words, button): what a hint says, naming what is marked on screen, and whether
    that is a button (a decision not made on the board, or a piece's turn, whose
    button shows once the piece is picked) rather than squares of the board."""
    if not move.on_board or move.is_turn:
        button = pages.decision_words(view, state, move)
        if move.is_turn:
            return tr("press \u201c{button}\u201d (the piece on {square})", button=button,
                      square=move.origin), True
        return tr("press \u201c{button}\u201d", button=button), True
    if move.is_step:
        if move.target == OFF:
            return tr("{move} (from {origin} off the board)", move=move.text,
                      origin=move.origin), False
        return tr("{move} (from {origin} to {target})", move=move.text, origin=move.origin,
                  target=move.target), False
    label = str(view.choice_label(move))
    if label == move.text or label == move.square:
        return move.square, False
    return (label if move.square in label.split() else
            tr("{label} on {square}", label=label, square=move.square)), False


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
    return count, tr("This link asks for move {at}, but the game has moves 0 to {count}: "
                     "showing the last one.", at=repr(at[:12]), count=count)


def _others(sender, record):
    """The seats a device plays when a link's sender plays ``sender``: the rest
    (None when the link does not say)."""
    if not sender:
        return None
    return tuple(i for i in range(record.states[0].players) if i not in sender)


def _mine_given(mine, sender, record):
    """A save's side, or, when it does not know it yet, the one the link implies."""
    return mine if mine is not None else _others(sender, record)


def _their_names(record, mine_from, theirs_from, mine):
    """``record`` named as each device names its own: this device's seats (``mine``)
    as ``mine_from`` names them, the others as ``theirs_from`` does. So a link
    renames only the seats its sender plays. Without a side known, ``record`` keeps
    its names, as it always did."""
    if not mine:
        return record
    count = record.states[0].players
    merged = [(tuple((mine_from if i in mine else theirs_from).names) + ("",) * count)[i]
              for i in range(count)]
    merged = merged if any(merged) else []
    return record if tuple(merged) == tuple(record.names) else record.with_names(merged)


def _took_back(found, record, sender=()):
    """A link that differs from a save where the save's move was one this device
    made for the friend's side (both moves played here): the friend took it back,
    so their line is the game. The friend's seats are the link's ``sender`` (a
    device that plays both sides knows no other), else those this device does not
    play."""
    save = found.save
    theirs = set(sender) or set(_others(save.mine, record) or ())
    if not theirs or found.common >= save.moves_count or found.common >= len(record) \
            or save.result is not None:
        return False
    line = save.record
    state = line.states[found.common]
    return agreed.seat_of(state, agreed.parse(state, line.moves[found.common])) in theirs


def _kept(mine, save):
    """The seats whose names this device keeps against a link: its own, and those
    it gave a nickname of its own (``Save.nicknamed``)."""
    return tuple(sorted(set(mine) | set(save.nicknamed or ()))) if mine else mine


def _noted(notes, ply, note, sent):
    """The notes kept with a game, with ``note`` (sent with ply ``ply``) added."""
    notes = tuple(notes or ())
    return notes + ((ply, note, sent),) if note else notes


def _note_words(note):
    """A note sent with a link, said after the news: " Sam adds: “good luck”"."""
    if not note:
        return ""
    return " " + tr("The note with it: “{note}”", note=note)


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


class Play(Screen):
    """The game page (or an embed of a game): ``session`` is the game on show."""

    def __init__(self, app, services):
        super().__init__(app, services)
        self.saves, self.clock = services.saves, services.clock
        self.embed, self.viewer = services.embed, services.viewer
        self.base_url, self.embed_seats = services.base_url, services.embed_seats
        self.session = None
        self.seats = ()                   # who plays each seat of the session's game
        self.stale = False                # the game on screen was changed in another tab
        self.fork = None                  # (Match, Record): a link that differs from a save

    def open(self, route):
        self.fork = None
        self._open_record(route.arg, route.at, route.by, route.note)

    def show(self, session, seats=(), mine=None):
        """A game put on screen by the App (a new game, a saved one continued)."""
        self._use(session, seats, mine)

    def action(self, name, data):
        if name == "setup-from-game":
            _editor().from_game(self.app, self.services, self.session, self.seats)
            return True
        handler = getattr(self, "_do_" + name.replace("-", "_"), None)
        if handler is None:
            return False
        handler(**data)
        return True

    def typing_session(self):
        return None if self.viewer or self.embed else self.session

    def play_typed(self, text):
        self._do_play(move=text, focus=False, typed=True)  # the field keeps the focus

    # -- commands typed in the move field (view/ask.py COMMANDS) --------------------
    def command(self, name, arg):
        """A typed command runs what its button runs, so the engine decides what is
        allowed; returns what to say (on screen, under the field, and in the live
        region). The field keeps the focus, but after ``board``."""
        if self.session is None or self.viewer:
            return tr("That command works on a game's page.")
        state = self.session.state
        if state.outcome is not None and name in ("hint", "resign", "draw"):
            return tr("The game is over: {reason}.", reason=reason_of(state.outcome))
        return getattr(self, "_typed_" + name.replace("-", "_"))(arg)

    def _typed_undo(self, arg):
        if self.session.cursor == 0:
            return tr("Nothing to undo.")
        self._do_undo()
        return self.app.announcement or tr("Nothing to undo.")

    def _typed_redo(self, arg):
        s = self.session
        if s.cursor == len(s.line):
            return tr("Nothing to redo.")
        self._do_redo()
        return self.app.announcement

    def _typed_hint(self, arg):
        s = self.session
        if not pages.human_to_move(s.state, self.seats, s.mine):
            return tr("No hint now: it is not your move.")
        self.app.hint_asked = True          # the glue runs the search (App.asked_hint_job)
        return tr("Looking for a hint…")

    def _typed_resign(self, arg):
        """``resign`` asks first, as the button does; ``resign`` again (or ``yes``)
        while it asks confirms."""
        s = self.session
        if s.asking == "resign":
            return self._typed_resign_yes(arg)
        if not pages.human_to_move(s.state, self.seats, s.mine):
            return tr("You can resign on your own move.")       # as the button shows
        if not s.can("resign"):
            return tr("You cannot resign here now.")
        self._do_resign()
        who = agreed.who(s.state, s.state.to_move, s.line.names)
        return tr("Resign this game for {who}? Type resign again (or yes) to resign, or "
                  "no to play on.", who=who)

    def _typed_resign_yes(self, arg):
        if self.session.asking != "resign":
            return tr("Nothing to answer: type resign to resign.")
        self._act("resign", focus=False)
        return self.app.announcement

    def _typed_cancel(self, arg):
        s = self.session
        if s.asking == "resign":
            self._do_cancel_resign()
            return tr("Not resigned: play on.")
        if s.pending:
            self._do_cancel_pending()
            return tr("Cancelled: the move was not played.")
        return tr("Nothing to cancel.")

    def _typed_draw(self, arg):
        """Accept the offer standing to this side, else offer one."""
        s = self.session
        offer = agreed.offer_of(s.state)
        to = None if offer is None else 1 - offer     # the side the offer is made to
        kind = "accept" if s.can("accept") and self.seat_kind(to) == HUMAN and \
            (not s.mine or to in s.mine) else "offer"
        if kind == "offer" and not pages.human_to_move(s.state, self.seats, s.mine):
            return tr("You can offer a draw on your own move.")    # as the button shows
        if not s.can(kind):
            return tr("No draw can be offered now.")
        self._act(kind, focus=False)
        return self.app.announcement or tr("No draw can be offered now.")

    def _typed_board(self, arg):
        """The keyboard focus to a square of the board (the last move's without one);
        Escape there comes back to the field (py/glue.py)."""
        s = self.session
        from ...view import ask
        name = arg.replace(" ", "") or self._landed()
        if name and not s.state.grid.is_square(name):
            return tr("No square {square} on this board. Try board e4, or board alone for "
                      "the last move's square.", square=arg)
        self.focus_board(name)
        if not name:
            return tr("On the board. Escape comes back to the move field.")
        return ask.square_said(s.frame(), name)

    def storage_changed(self, changed):
        if self.session is not None and changed in ("*", self.session.save_id):
            self.stale = self.stale or "behind"     # "forked": it has moves of its own

    def fail(self, text):
        if self.session is None:
            return False
        self.session.message = ("error", text)
        return True

    def _open_record(self, text, at="", by="", note=""):
        try:
            record = Record.from_text(text)
        except PiecepadError as e:
            # The hash keeps the broken link, so it can still be read and copied.
            return self.app.go_home(tr("This game link is broken: {reason}. Your saved games "
                                       "are untouched.", reason=say(e)),
                                    keep_hash="#/play/" + text)
        ply, problem = _link_ply(at, len(record))
        sender = routes.link_seats(by, record.states[0].players)
        if self.session is not None and self.session.line == record and at:
            self.session.goto(ply)
            self.session.reviewing = True
            self.app.hash = self.game_hash()
            return self.app.render()
        if self.session is not None and self.session.record == record and not at:
            return self.app.render()
        found = None if self.embed else self.saves.match(record)
        save = found and found.save
        if self.embed:
            self._use(self.services.session(record, ply, save_id=self.services.new_id()),
                      self.embed_seats)
        elif found is not None and found.how == DIVERGES and _took_back(found, record, sender):
            return self._follow_take_back(found, record, ply)
        elif found is not None and found.how == DIVERGES:
            return self._offer_fork(found, record, ply, problem)
        elif found is not None and found.how == EXTENDS:
            return self._take_news(save, record, ply if at else len(record), problem, sender,
                                   note)
        elif save is not None:
            mine = _mine_given(save.mine, sender, record)
            line = _their_names(save.record, save.record, record, _kept(mine, save))
            self._use(self.services.session(line, ply if at else len(record), save.id),
                      save.seats, mine)
            if mine != save.mine or line.names != save.record.names:
                self.autosave()
        else:
            mine = _others(sender, record)
            self._use(self.services.session(record, ply, save_id=self.services.new_id()),
                      (), mine)
            self.session.by_link = True
            self.session.notes = _noted((), len(record), note, sent=False)
            self.autosave()
            if sender:
                self._invite(note)
            elif len(record) and ply == len(record):
                # A friend's first link here: its latest move, the one to answer, is
                # named; the board marks it as the last move already.
                self._name_news(len(record) - 1, mark=False, note=note)
        # A link to a move before the end is for looking: a move played there asks first.
        # A save opened where it was left (a reload after Undo) is resumed as it was:
        # taken back, so the next move replaces the later ones unasked.
        resumed = save is not None and not at and save.cursor == len(record)
        self.session.reviewing = self.session.cursor < len(self.session.line) and not resumed
        if problem:
            self.session.message = ("error", problem)
        self.app.hash = self.game_hash()
        self.app.render()

    # -- a friend's link -------------------------------------------------------
    def _take_news(self, save, record, ply, problem=None, sender=(), note=""):
        """A link that goes on from a save (a friend's reply): the save takes its
        moves, keeping its id and seats, and the new moves are named and marked.
        The names of this device's seats stay its own (a link renames only its
        sender's); a save that did not know its side learns it from ``sender``."""
        start = save.moves_count
        mine = _mine_given(save.mine, sender, record)
        record = _their_names(record, save.record, record, _kept(mine, save))
        s = self.services.session(record, ply, save.id)
        self._use(s, save.seats, mine)
        s.by_link = True
        # A resignation or a draw answer made for this device's side is not written
        # until it is kept here: a reload asks again (the link is still the address).
        forged = status.played_for(record, start, mine)
        held = next((i for i in forged if agreed.is_action(record.moves[i])), None)
        written = record if held is None else record.upto(held)
        kept = Save(save.id, written, len(written), int(self.clock()), save.seats, mine)
        kept.notes = s.notes = _noted(s.notes, len(record), note, sent=False)
        if not self.saves.write(kept):
            self.stale = "forked"
        self._name_news(start, note=note)
        s.reviewing = s.cursor < len(record)
        if problem:
            s.message = ("error", problem)
        self.app.hash = self.game_hash()
        self.app.render()

    def _name_news(self, start, mark=True, note=""):
        """Name the moves of the game on show from ply ``start`` on, visibly and in
        the live region, and mark them on the board (``mark``); with the sender's
        ``note``, if any."""
        s = self.session
        said = status.news_text(s.line, start, s.mine) + _note_words(note)
        s.fresh = (start if mark else len(s.line), said)
        forged = status.played_for(s.line, start, s.mine)
        s.forged = forged[0] if forged else None
        self.app.announcement = s.fresh[1]

    def _invite(self, note=""):
        """A friend's first link that says which side they play: this device plays
        the others, said as an invitation, with a way to say it is not so."""
        s = self.session
        said = status.invite_text(s.line, s.mine, s.game.title) + _note_words(note)
        s.fresh = (len(s.line), said)
        s.asked_side = True
        self.app.announcement = said

    def _do_keep_forged(self, **_):
        """A move made for this device's side by the other device is accepted."""
        s = self.session
        if s is not None and s.forged is not None:
            s.forged = None
            s.message = ("info", tr("Kept: the game goes on from the link's last move."))
            self.autosave()
        self.app.render()

    def _do_take_back_forged(self, **_):
        """Take back the move made for this device's side (and what followed it):
        the game stands before it, for this device to play its own move and send it."""
        s = self.session
        if s is None or s.forged is None:
            return self.app.render()
        ply, mine = s.forged, s.mine
        taken = len(s.line) - ply
        self._use(self.services.session(s.line.upto(ply), ply, s.save_id), self.seats, mine)
        self.autosave()
        self.session.message = ("info", tr(("Taken back: {n} move. Play your own move, then "
                                            "Send it.",
                                            "Taken back: {n} moves. Play your own move, then "
                                            "Send it."), n=taken))
        self.app.hash = self.game_hash()
        self.app.render()

    def _follow_take_back(self, found, record, ply):
        """The friend took back a move this device made for their side, and played
        their own: no question, the game follows their link. This device's line is
        kept, as an earlier version."""
        self._use(self.services.session(record, ply), found.save.seats, found.save.mine)
        self.fork = (found, record)
        self._do_fork_take_theirs()
        s = self.session
        s.message = ("info", tr("Your friend took back the move you played for them and "
                                "played their own: the game follows their link. Your line "
                                "is kept in Saved games, as an earlier version."))
        self._name_news(found.common)
        self.app.render()

    def _offer_fork(self, found, record, ply, problem=None):
        """A link that shares a save's first moves and then differs: the link's game
        is shown, unsaved, with three choices; nothing is written until one is made.
        (A finished save is never changed: then only keep mine or keep both.)"""
        self._use(self.services.session(record, ply), found.save.seats, found.save.mine)
        self.fork = (found, record)
        if problem:
            self.session.message = ("error", problem)
        self.app.announcement = pages.fork_words(found.save.record, record, found.common)
        self.app.hash = routes.play_hash(record, at=ply)
        self.app.render()

    def _forked(self):
        """The save and the link of the choice on screen, the save read again (None
        when it is gone: then the link is simply a new game)."""
        found, record = self.fork
        self.fork = None
        return self.saves.load(found.save.id), record

    def _do_fork_keep_mine(self, **_):
        """Keep my saved game as it is; the link's moves are not saved."""
        if self.fork is None:
            return self.app.render()
        mine, record = self._forked()
        if mine is None:
            return self._do_fork_keep_both_of(record)
        self._use(self.services.session(mine.record, mine.cursor, mine.id), mine.seats, mine.mine)
        self.saves.write(mine)
        self.session.message = ("info", tr("Your game is as it was. The link's moves were "
                                           "not saved: open the link again to see them."))
        self.app.hash = self.game_hash()
        self.app.render()

    def _do_fork_take_theirs(self, **_):
        """My save takes the link's moves; my own line is kept as a game of its own."""
        if self.fork is None:
            return self.app.render()
        cursor = self.session.cursor
        mine, record = self._forked()
        if mine is None or mine.result is not None:    # (a finished game never changes)
            return self._do_fork_keep_both_of(record, cursor)
        kept = self.saves.write_as_new(mine, self.services.new_id(), earlier=bool(mine.gid))
        s = self.services.session(record, cursor, mine.id)
        self._use(s, mine.seats, mine.mine)
        if not self.saves.write(Save(mine.id, record, len(record), int(self.clock()),
                                     mine.seats, mine.mine)):
            self.stale = "forked"
        s.reviewing = cursor < len(record)
        s.message = ("info", tr("This game now follows the link. Your own moves are kept "
                                "in Saved games, as an earlier version.") if kept is not None
                     else tr("This game now follows the link."))
        self.app.hash = self.game_hash()
        self.app.render()

    def _do_fork_keep_both(self, **_):
        if self.fork is None:
            return self.app.render()
        cursor, mine = self.session.cursor, self.fork[0].save.mine
        self._do_fork_keep_both_of(self._forked()[1], cursor, mine)

    def _do_fork_keep_both_of(self, record, cursor=None, mine=None):
        """The link's game as a new game of its own; my saved game is unchanged.
        ``mine``: the side this device played in it, kept for the link's game."""
        s = self.services.session(record, cursor, self.services.new_id())
        self._use(s, (), mine)
        self.autosave()
        s.reviewing = s.cursor < len(record)
        s.message = ("info", tr("The link's game is kept as a new game; yours is unchanged "
                                "in Saved games."))
        self.app.hash = self.game_hash()
        self.app.render()

    def _fork_first(self):
        """While a link that differs from a save waits for the choice, no move is
        played (it would belong to neither game yet); nor in a tab that is behind
        another tab's moves (it would fork the game): say so."""
        if self.stale and self.session is not None:
            self.session.message = ("info", tr("This game moved on in another tab: show "
                                               "the latest first."))
            self.app.render()
            return True
        if self.fork is None:
            return False
        self.session.message = ("info", tr("First choose which game to keep: yours, the "
                                           "link's, or both."))
        self.app.render()
        return True

    def game_hash(self):
        """The address of the game on show. With saves, the move shown (the saved
        game keeps the later ones, for Redo after a reload); without (an embed,
        blocked storage), the whole game and the move shown, so a reload loses
        nothing."""
        s = self.session
        if self.embed or self.saves.memory_only:
            return routes.play_hash(s.line, at=s.cursor, by=self._by())
        return routes.play_hash(s.record, by=self._by())

    def _by(self):
        """The seats this device plays in a game by link, for its links (``&by=``):
        the friend's device then knows its own side at once."""
        s = self.session
        mine = s.mine if not self.embed else None
        return mine if mine and len(set(mine)) < s.line.states[0].players else ()

    def _use(self, session, seats=(), mine=None):
        """Put a game on screen, with who plays it (``mine``: the seats this device
        plays of a game played by link) and this device's settings."""
        self.session, self.seats = session, seats
        session.mine = mine
        self.stale = False
        self.fork = None
        if not self.embed and session.save_id is not None:
            session.notes = self.saves.notes_of(session.save_id)
        if not self.embed:      # an embed never touches storage (it is blocked there)
            session.turn_board = self.saves.setting(_turn_key(session.game.id))

    def _do_turn_board(self, **_):
        """The setting that turns the board so the player to move sits at the bottom."""
        value = not self.session.turn_board
        self.saves.set_setting(_turn_key(self.session.game.id), value)
        self.session.turn_board = value
        self.app.render()


    # -- input -------------------------------------------------------------
    def _computers_turn(self):
        """True (and says so) when the computer is to move: its decisions are its own."""
        if self.computer_level() is None:
            return False
        name = tr(self.session.state.seat_name(self.session.state.to_move))
        self.session.message = ("info", tr("{side} is played by the computer: wait for its "
                                           "move.", side=name))
        self.app.render()
        return True

    def tap(self, square):
        self.autoplay = None
        if self.viewer:
            return self.app.render()
        if self.session is None or self._fork_first() or self._computers_turn():
            return
        if self.session.tap(square):
            self._after_move()
        elif self.session.pending:
            self._say_pending()
            self.app.focus_selector = f'[data-sq="{square}"]'
        elif self.session.choice:
            # "Which piece?" (or "Which way?") opened: its first button takes the focus,
            # which also brings it into view on a phone, where it opens below the fold.
            self.app.focus_selector = ".choice button[data-move]"
        elif square != OFF:
            self.app.focus_selector = f'[data-sq="{square}"]'
        self.app.render()

    def key(self, square, dx, dy):
        """An arrow key pressed on ``square`` of the board, or on a control the arrows
        reach past its edge (``beyond``: the bear-off tray is ``off``)."""
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
            self.app.focus_selector = beyond[0 if (dx > 0 or dy < 0) else -1][1]
        else:
            self.app.focus_selector = f'[data-sq="{self.session.focus}"]'
        self.app.render()

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
            self.app.focus_selector = beyond[j][1]
        else:
            self.focus_board(self.session.focus)
        self.app.render()

    def focus_board(self, square=None):
        """The keyboard focus goes to the board: after every move a person makes here,
        a new game and a closed dialog, so it never falls to the page's body. On
        ``square`` (where the last move arrived) when given, else on the board's own
        tab stop (the picked piece, or the first that can move)."""
        s = self.session
        if s is None:
            return
        if square is not None and square != OFF and s.state.grid.is_square(square):
            s.focus = square
            self.app.focus_selector = f'.board [data-sq="{square}"]'
        else:
            s.focus = None
            self.app.focus_selector = '.board [data-sq][tabindex="0"]'


    def _do_play(self, move="", focus=True, typed=False, **_):
        if self.viewer or self.session is None or self._fork_first() or \
                self._computers_turn():
            return
        self._play(move, focus, typed)

    # -- resigning, draw offers, names (piecepad.agreed) ----------------------------
    def _do_resign(self, **_):
        s = self.session
        if s is None or self.viewer or not s.can("resign") or self._computers_turn():
            return
        s.asking = "resign"
        self.app.render()

    def _do_cancel_resign(self, **_):
        if self.session is not None:
            self.session.asking = None
            self.app.render()

    def _do_confirm_resign(self, **_):
        self._act("resign")

    def _do_offer_draw(self, **_):
        self._act("offer")

    def _do_accept_draw(self, **_):
        self._act("accept")

    def _do_decline_draw(self, **_):
        self._act("decline")

    def _act(self, kind, focus=True):
        """``focus``: to the board, as after a button; False: typed in the field,
        which keeps it."""
        s = self.session
        if s is None or self.viewer or self._fork_first():
            return
        if s.act(kind):
            self._after_move(focus)
        self.app.render()

    def _do_set_names(self, **fields):
        """The game page's "Names" form: name0, name1... by seat."""
        s = self.session
        if s is None or self.viewer:
            return
        count = s.line.states[0].players
        before = s.line.names
        try:
            s.set_names([fields.get(f"name{i}", "") for i in range(count)])
        except PiecepadError as e:
            s.message = ("error", sentence(say(e)))
            return self.app.render()
        self._nickname(before, s.line.names)
        s.message = ("info", tr("Names saved; they travel in the game's link."))
        self.autosave()
        self.app.hash = self.game_hash()
        self.app.render()

    def _nickname(self, before, after):
        """In a game by link, a name this device gives a seat it does not play is a
        nickname: kept here, never replaced by the friend's next link (cleared, the
        friend's own name comes back with it)."""
        s, mine = self.session, self._by()
        if not mine:
            return
        count = s.line.states[0].players
        old, new = (tuple(n) + ("",) * count for n in (before, after))
        changed = {i for i in range(count) if i not in mine and old[i] != new[i]}
        save = self.saves.load(s.save_id)
        held = set(save.nicknamed or ()) if save is not None else set()
        s.nicknamed = tuple(sorted((held | changed) - {i for i in changed if not new[i]}))

    def _play(self, move, focus=True, typed=False):
        if self.session.play(move):
            self._after_move(focus)
        elif self.session.pending and typed:
            # Typed while looking back: asked as a tap is, the question said and its
            # first answer focused (the field would leave it three Tabs away).
            self._say_pending()
            self.app.focus_selector = "#replace-later"
        self.app.render()

    def _say_pending(self):
        """The question a move played while looking back raises, in the live region
        (its box on the page is no alert: it would be read twice)."""
        self.app.announcement = self.session.announcement

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
            self.autoplay = self.services.speed if len(s.line) else None
        self.app.render()

    def autoplay_step(self):
        """One step of autoplay (the glue calls it every ``autoplay`` seconds)."""
        s = self.session
        if s is None or not self.autoplay:
            self.autoplay = None
            return
        self._look(s.cursor + 1)
        if s.cursor >= len(s.line):
            self.autoplay = None
            self.app.render()

    def _do_speed(self, value="", **_):
        try:
            speed = float(value)
        except ValueError:
            return
        if speed in SPEEDS:
            self.services.speed = speed
            if self.autoplay:
                self.autoplay = speed
            if not self.embed:
                self.saves.set_setting("replay_speed", speed)
        self.app.render()

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
            return self.app.render()
        line = s.line.upto(s.cursor)
        if line.gid:        # another game: a link of the first must never join it
            line = line.with_gid(self.services.new_gid())
        branch = self.services.session(line, save_id=self.services.new_id())
        self._use(branch, self.seats)
        self.app.push = True
        self._play(move)
        branch.message = ("info", tr("A new game from here: the game you were looking "
                                     "through is kept, as it was, in Saved games."))
        self.app.render()

    def _do_cancel_pending(self, **_):
        if self.session is not None:
            self.session.pending = None
        self.app.render()

    # -- analysis -----------------------------------------------------------
    def _do_analyse(self, **_):
        self.services.analysis.toggle()
        self.app.announcement = (tr("Analysis on: it follows the position shown.")
                                 if self.services.analysis.on else tr("Analysis off."))
        self.app.render()

    def _do_stop_analysis(self, **_):
        self.services.analysis.paused = True
        self.app.announcement = tr("Analysis stopped.")
        self.app.render()

    def _do_resume_analysis(self, **_):
        self.services.analysis.paused = False
        self.app.render()

    def analysis_due(self):
        """The position token to start an analysis for, or None (see app/analysing)."""
        if self.session is None or self.embed:
            return None
        return self.services.analysis.due(self.position_token(), self.computer_level() is not None)

    def analysis_search(self, token):
        """The analysis the glue runs, in slices, for the position of ``token``."""
        if not self.analysis_wanted(token):
            return None
        from ...ai.analysis import Analysis
        self.services.analysis.running = token
        return Analysis(agreed.base(self.session.state))

    def analysis_wanted(self, token):
        return self.session is not None and \
            self.services.analysis.wanted(token, self.position_token())

    def show_analysis(self, token, report, running=True):
        """What the analysis of ``token``'s position found so far; dropped if that
        position is no longer on screen."""
        if not running and self.services.analysis.running == token:
            self.services.analysis.running = None
        if token != self.position_token():
            return
        self.services.analysis.show(token, report)
        self.app.render()

    def _do_undo(self, **_):
        """Against the computer, undo takes back its reply and your move together.
        Taken back to the start where the computer moves first, the later moves are
        dropped: the computer waits while there are moves to redo, so it would never
        play again (issue 45, item 9)."""
        s = self.session
        changed = s and not self.viewer and s.undo()
        if changed:
            s.reviewing = False         # taking back: the next move replaces, unasked
        if changed and self.seats and HUMAN in self.seats:
            while s.cursor > 0 and self.seat_kind(s.state.to_move) != HUMAN:
                s.undo()
            if self.seat_kind(s.state.to_move) != HUMAN:
                s.drop_later()
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
            self.app.announcement = self.session.announcement
            self.autosave()
            self.app.hash = self.game_hash()
        self.app.render()


    def current_choices(self, game_id):
        """Asked from a game against the computer, a new game of it keeps who plays
        each seat (and how many play); from anywhere else it starts fresh."""
        if self.session is None or self.session.game.id != game_id or \
                all(k == HUMAN for k in self.seats):
            return {}
        return {"players": str(self.session.state.players),
                **{f"seat{i}": k for i, k in enumerate(self.seats)}}



    def _do_review(self, **_):
        """Look through the finished game from its first move."""
        self._look(0)


    def _do_share(self, **_):
        """The Share dialog: link, pictures, a diagram for a post, the embed."""
        if self.session is None:
            return
        self.app.dialog_html = _share().dialog(self.session, self.share_url(), self.embed_url(),
                                        self.embed_url(viewer=True),
                                        self.session.view.embed_size)

    _do_copy_link = _do_embed = _do_share        # the names of the buttons it replaced


    def picture(self, kind):
        """(file name, MIME type, SVG text) of a picture of the game on show: ``svg``
        (this position), ``png`` (the SVG the glue draws into a PNG, twice the size)
        or ``animated`` (the whole game); or ``ppn``: the whole game as a PPN file
        (its text, ``text/plain``), for a game that has PPN."""
        s = self.session
        if kind == "ppn":
            return _share().file_name(s, kind), "text/plain", _share().ppn_text(s)
        if kind == "animated":
            text = _share().game_svg(s, self.services.speed)
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
        s = self.session
        if s is None:
            return None
        return (self.app.hash, id(s), s.save_id, s.cursor, len(s.line))

    def search(self, token):
        """The search the glue runs, in slices, for the computer to move at the
        position of ``token``; None if that position is no longer on screen or it is
        no longer the computer's turn there."""
        if token != self.position_token():
            return None
        level = self.computer_level()
        if level is None:
            return None
        from ...ai import Search
        return Search(agreed.base(self.session.state), level=level, seed=len(self.session.line))

    def computer_play(self, token, text):
        """The computer's answer for the position of ``token``: played if that
        position is still on screen, else dropped."""
        if token != self.position_token() or self.computer_level() is None:
            return
        self.app.thinking = False
        self._play(text, focus=False)


    def hint_search(self, token):
        if token != self.position_token():
            return None
        state = agreed.base(self.session.state)
        if state.game.has_solver:          # a puzzle with its own solver answers at once
            return Answer(state.hint())
        from ...ai import Search
        return Search(state, level="medium", budget_ms=HINT_BUDGET_MS, seed=self.session.cursor)

    def show_hint(self, token, text, typed=False):
        """The move the computer would make for the human to move, shown, not played.
        ``typed``: asked in the move field, so answered there (and in the live
        region), with the move to type; the focus stays in the field."""
        if token != self.position_token():
            return
        s = self.session
        if text is None:
            s.message = ("info", tr("No hint: this position has no solution to head for."))
            return self.app.render()
        move = s.state.parse(text)
        s.show_hint(move)
        words, button = hint_words(s.view, s.state, move)
        if typed:
            s.answer = self.app.announcement = tr("Hint: {words}. Type {move} to play it.",
                                                  words=words, move=move.text)
            self.app.focus_selector = "#type-move"
            return self.app.render()
        s.message = ("info", tr("Hint: {words}", words=words))
        if button:
            self.app.announcement = tr("Hint: {words}. Its button is marked: press it to play it.",
                                       words=words)
            self.app.focus_selector = f'.decisions button[data-move="{move.text}"]'
        else:
            self.app.announcement = tr("Hint: {words}. It is marked on the board: tap it to "
                                       "play it.", words=words)
            target = move.target or move.square
            if target and target != OFF:
                self.app.focus_selector = f'[data-sq="{target}"]'
        self.app.render()


    # -- links -------------------------------------------------------------
    def share_url(self):
        """The whole game, opened at the move on show."""
        s = self.session
        return self.base_url + routes.play_hash(s.line, at=s.cursor, by=self._by())

    def embed_url(self, viewer=False):
        """The embed of the game at the move on show; ``viewer``: to look through only."""
        seats = f"&seats={','.join(self.seats)}" if any(k != HUMAN for k in self.seats) else ""
        s = self.session
        query = "?embed&view" if viewer else "?embed" + seats
        return self.base_url + query + routes.play_hash(s.line, at=s.cursor)

    def send_data(self, note=""):
        """(title, text, url) for the Send button: the system share sheet, or the
        link copied where there is none; None from a tab that is behind (it would
        send moves that are not the game's). ``note``: a short note sent with it."""
        s = self.session
        if self.stale:
            s.message = ("error", tr("This game moved on in another tab: show the latest "
                                     "before you send it."))
            return None
        if self._ensure_gid():
            self.autosave()
        self.app.hash = self.game_hash()
        url = self.share_url()
        note = routes.clean_note(note)
        if note:
            url += "&note=" + routes.quote_note(note)
            s.notes = _noted(s.notes, len(s.line), note, sent=True)
            self.autosave()
        return (tr("Piecepad: {title}", title=tr(s.game.title)),
                status.send_text(s.state, s.game.title),
                url)

    def _ensure_gid(self):
        """A game first sent gets its game id here, if it had none (one opened from
        an older link): the replies find it by that id."""
        s = self.session
        if not s.line.gid and not self.embed and s.line.states[0].players > 1:
            s.line = s.line.with_gid(self.services.new_gid())
            return True
        return False

    # -- saving and drawing --------------------------------------------------
    def _after_move(self, focus=True):
        """``focus``: a move made here by a person (the computer's moves leave the
        keyboard focus where the player put it)."""
        if focus:
            self.focus_board(self._landed())
        extra = self.session.view.announce(self.session.state)
        self.app.announcement = " ".join(filter(None, [self.session.announcement, extra]))
        self._infer_side()
        self.autosave()
        self.app.hash = self.game_hash()

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
        if s.mine is not None or not (s.by_link and s.line.gid) or s.state.players < 2 \
                or not s.cursor \
                or any(k != HUMAN for k in self.seats):
            return
        if agreed.is_action(s.line.moves[s.cursor - 1]):
            return      # an offer or an answer is not a move: it says nothing of sides
        before = s.line.states[s.cursor - 1]
        seat = agreed.seat_of(before, agreed.parse(before, s.line.moves[s.cursor - 1]))
        s.mine = (seat,)
        s.asked_side = True
        name = agreed.who(before, seat, s.line.names)
        self.app.announcement += " " + tr("You play {name} in this game.", name=tr(name))

    def _do_play_both(self, **_):
        """This device plays every side of the game (both players share it)."""
        s = self.session
        if s is None:
            return
        s.both_from = s.mine or None   # said, with the way back to it
        s.mine = ()              # known, and no side is the other device's
        s.asked_side = False
        s.message = ("info", tr("This device plays every side of this game."))
        self.autosave()
        self.app.hash = self.game_hash()
        self.app.render()

    def _do_play_mine_again(self, **_):
        """Undo "We both play on this device": this device plays its side again."""
        s = self.session
        if s is None or not s.both_from:
            return self.app.render()
        s.mine, s.both_from = s.both_from, None
        name = ", ".join(tr(s.line.states[0].seat_name(i)) for i in s.mine)
        s.message = ("info", tr("This device plays {side} again.", side=name))
        self.autosave()
        self.app.hash = self.game_hash()
        self.app.render()

    def _do_keep_side(self, **_):
        if self.session is not None:
            self.session.asked_side = False
        self.app.render()

    def autosave(self):
        if self.embed or self.session is None or self.fork is not None:
            return
        s = self.session
        save = Save(s.save_id, s.line, s.cursor, int(self.clock()), self.seats, s.mine)
        save.nicknamed = s.nicknamed      # None: as stored
        save.notes = s.notes
        if not self.saves.write(save):
            # Another tab wrote this game since: writing would drop its moves. This
            # tab's line stays on screen, unsaved, until the player chooses.
            self.stale = "forked"

    # -- the same game in two tabs --------------------------------------------
    def _do_take_theirs(self, **_):
        """Show the game as the other tab left it (this tab's unsaved moves go)."""
        found = self.saves.load(self.session.save_id)
        if found is None:           # deleted there: this tab's line is saved again
            self.stale = False
            self.autosave()
        else:
            self._use(self.services.session(found.record, found.cursor, found.id), found.seats,
                      found.mine)
            self.app.hash = self.game_hash()
        self.app.render()

    def _do_keep_mine(self, **_):
        """Keep this tab's line as a game of its own; the other tab's stays as it is."""
        s = self.session
        kept = self.saves.write_as_new(Save(s.save_id, s.line, s.cursor, int(self.clock()),
                                            self.seats, s.mine), self.services.new_id())
        if kept is not None:
            s.save_id, self.stale = kept.id, False
            s.message = ("info", tr("Kept as a separate game: both are in Saved games."))
        self.app.render()

    def _replay(self):
        return (self.autoplay, self.services.speed)


    def render(self):
        s = self.session
        notes = self.saves.take_notes()
        if notes:
            s.message = ("info", " ".join(notes))
        s.analysis = self.services.analysis.report_for(self.position_token())
        if self.embed:
            return pages.embed_page(s.frame(), self.share_url(), self.seats,
                                    self.app.thinking, self._replay(), self.viewer)
        fork = self.fork and pages.fork_question(self.fork[0].save.record, self.fork[1],
                                                 self.fork[0].common,
                                                 self.fork[0].save.result is not None)
        panel = analysing.panel_html(self.services.analysis, s, self.position_token())
        return pages.game_page(s.frame(), self.saves.memory_only, self.seats,
                               self.app.thinking, self.stale, self._replay(), panel, fork or "")

    def title(self):
        s = self.session
        if self.embed:
            return "Piecepad"
        if self.stale:      # what it says of the game is no longer true
            return tr("{status} · {game}", status=tr("Moved on in another tab"),
                      game=tr(s.game.title))
        # A game by link is titled by where it stands, not by the move looked at.
        state = s.line.states[-1] if self._by() else s.state
        return status.title_text(state, s.game.title, s.line.names, s.mine)
