"""One game on screen: the line of play, the move shown, the selection, messages.

Legality is always the engine's: the session only groups legal moves by the
square they start from, so a tap on a piece can show where it may go.
"""

import itertools

from .. import agreed
from ..errors import IllegalMoveError
from ..game import OFF, reason_of
from ..i18n import Message, say, tr
from ..record import Record
from ..view.registry import view
from ..view.status import move_words, pending_text, sentence, status_text


# Numbers every message set, in any session of the page: a message's number tells a
# new one from the one on screen, so it is read again even when its text is the same.
_SAID = itertools.count(1)


class Session:
    said = 0            # the number of the message on show (0: none set yet)

    @property
    def message(self):
        return self._message

    @message.setter
    def message(self, value):
        self._message = value
        if value:
            self.said = next(_SAID)

    def __init__(self, line, cursor=None, save_id=None):
        self.line = line                       # every move made, redo ones included
        self.cursor = len(line) if cursor is None else cursor
        self.save_id = save_id
        self.selected = None                   # square name of the picked piece
        self.focus = None                      # square name with the keyboard focus
        self.message = None                    # (kind, text): "error" or "info"
        self.choice = ()                       # Moves sharing the tapped square, to pick from
        self.choice_at = None                  # the square those moves share
        self.announcement = ""                 # for the screen reader's live region
        self.gathered = ()                     # squares chosen toward a set (State.gathering)
        self.turn_board = False                # setting: the player to move sits at the bottom
        # Looking through the game (replay, a link to a move): a move played before the
        # end is not played at once but kept in ``pending`` while the player is asked
        # whether it replaces the later moves or starts a new game.
        self.reviewing = False
        self.pending = None                    # move text waiting for that answer
        self.hint = None                       # the Move a hint suggests, drawn on the board
        self.analysis = None                   # the analysis Report of the position shown
        # A friend's link that brought new moves to a save: (first new ply, the notice
        # naming them); the moves are marked on the board while their end is shown.
        self.fresh = None
        self.forged = None                     # the first of those made for this device's side
        self.asking = None                     # "resign": the confirm is on screen
        # The seats this device plays in a game played by link (docs/friend.md); None:
        # not known (every seat, until a first move here says), (): every seat.
        self.mine = None
        self.asked_side = False                # the side just inferred is on show, to change
        self.by_link = False                   # came by a friend's link: a first move here
                                               # says which side this device plays
        self.both_from = None                  # the side played before "We both play here"
        self.nicknamed = None                  # seats renamed here (None: as stored)
        self.notes = None                      # notes sent with moves (Save.notes)
        self.answer = None                     # the board's answer to a typed question
        self._grouped = None                   # Groups of the position last asked about

    @classmethod
    def new(cls, game_id, /, **options):
        return cls(Record.new(game_id, **options))

    # -- what is shown ---------------------------------------------------
    @property
    def record(self):
        return self.line.upto(self.cursor)

    @property
    def state(self):
        return self.line.states[self.cursor]

    @property
    def game(self):
        return self.line.game

    @property
    def view(self):
        return view(self.game.id)

    def move_at(self, i):
        """Move ``i`` of the line (0-based) as the engine's Move, with its squares."""
        return agreed.parse(self.line.states[i], self.line.moves[i])

    @property
    def last_move(self):
        """The Move that led to the position shown, or None at the start."""
        return self.move_at(self.cursor - 1) if self.cursor else None

    def hint_squares(self):
        """Squares the hinted move is made on: where the piece is and where it goes,
        or the square decided on."""
        return _squares(self.hint)

    def frame(self):
        """Everything one paint draws, worked out once (view/frame.py): the pages and
        the game views read it and never call back here."""
        from ..view.frame import Frame       # here: the first paint needs it, not the start
        state = self.state
        last = self.last_move
        movable = self.movable()
        picked = self.selected
        if picked is None and len(movable) == 1:
            picked = next(iter(movable))
        targets = self._target_moves(picked)
        squares = self.square_moves()
        hint_squares = self.hint_squares()
        return Frame(
            state=state, line=self.line, cursor=self.cursor, view=self.view,
            last_move=last, last_squares=_squares(last), board_turns=self._board_turns(state),
            turn_board=self.turn_board, selected=self.selected, picked=picked,
            target_moves=targets, targets={sq: ms[0].text for sq, ms in targets.items()},
            movable=movable, square_moves=squares, turns=self._turns(picked),
            other_moves=self._groups(state).others, choice=self.choice,
            choice_at=self.choice_at, gathered=self.gathered, gathering=state.gathering(),
            focus=self.focus, hint=self.hint, hint_squares=hint_squares,
            overlays=self._overlays(hint_squares, targets if picked is not None else squares,
                                    last),
            message=self.message, said=self.said, allowed=self._allowed(state),
            reviewing=self.reviewing, pending=self.pending, asking=self.asking,
            answer=self.answer, mine=self.mine, waiting=self._waiting(state), fresh=self.fresh,
            forged=self.forged, asked_side=self.asked_side,
            both_from=self.both_from, notes=self.notes or ())

    def _groups(self, state):
        """The legal moves of ``state`` grouped for taps (``Groups``), worked out once
        per position: a paint and the tap after it read the same."""
        cached = self._grouped
        if cached is None or cached.state is not state:
            cached = self._grouped = Groups.of(state)
        return cached

    def _allowed(self, state):
        if not self._agreeing(state):
            return {}                       # (can() says no to every kind)
        return {kind: self.can(kind) for kind in AGREEMENTS}

    def _agreeing(self, state):
        """Whether resigning or a draw can be asked for at all: a two-player game under
        way, its end on show."""
        return state.players == 2 and state.outcome is None and not (
            self.reviewing and self.cursor != len(self.line))

    def overlays(self):
        """What is drawn over the board besides the game: the hint, and an analysis's
        best line and the values of the moves a tap can make now (ai/analysis)."""
        taps = self.target_moves() if self.picked is not None else self.square_moves()
        return self._overlays(self.hint_squares(), taps, self.last_move)

    def _overlays(self, hint_squares, taps, last):
        marks = {"hint": hint_squares, "fresh": self.fresh_squares(last)}
        report = self.analysis
        if report is None:
            return marks
        line, at = {}, self.state
        for i, text in enumerate(report.line):
            try:
                move = at.parse(text)
                at = at.play(move)
            except Exception:        # a line from another position: draw no more of it
                break
            square = move.target if move.target not in (None, OFF) else move.square
            if square is not None:
                line.setdefault(square, []).append(str(i + 1))
        marks["line"] = {sq: ",".join(steps) for sq, steps in line.items()}
        values = {}
        for square, moves in taps.items():
            found = [report.values[m.text] for m in moves if m.text in report.values]
            if found:
                values[square] = f"{round(100 * max(found))}"
        if self.state.players > 1 or len(set(values.values())) > 1:
            marks["values"] = values            # (a puzzle solvable everywhere: none)
        return marks

    def fresh_squares(self, last=None):
        """Squares of every move a friend's link brought, while their end is shown
        (``last``: the last move, already parsed)."""
        if self.fresh is None or self.cursor != len(self.line):
            return ()
        squares = []
        for i in range(self.fresh[0], len(self.line)):
            move = last if last is not None and i == self.cursor - 1 else self.move_at(i)
            squares += [sq for sq in (move.origin, move.target, move.square)
                        if sq is not None and sq != OFF and sq not in squares]
        return tuple(squares)

    def show_hint(self, move):
        """Draw ``move`` on the board; a tap on one of its squares plays it."""
        self.hint = move
        self.selected = move.origin
        self.choice, self.choice_at = (), None

    def last_squares(self):
        """Squares the last move touched: where a piece left and arrived, or the
        square a decision was made on."""
        return _squares(self.last_move)

    @property
    def picked(self):
        """The selected piece; where only one piece can move, that one."""
        if self.selected is None:
            movable = self.movable()
            if len(movable) == 1:
                return next(iter(movable))
        return self.selected

    def target_moves(self):
        """Destination square -> the legal moves of the picked piece going there."""
        return self._target_moves(self.picked)

    def _target_moves(self, picked):
        return self._groups(self.state).steps.get(picked, {})

    def targets(self):
        """Destination square -> move text (the first, where several share it)."""
        return {sq: moves[0].text for sq, moves in self.target_moves().items()}

    def movable(self):
        """Squares holding a piece that has a legal move (or may turn); none while
        the other device is to move."""
        state = self.state
        return frozenset() if self._waiting(state) else self._groups(state).movable

    def square_moves(self):
        """Square -> the decisions made by tapping it (claims, returns, placements)."""
        state = self.state
        return {} if self._waiting(state) else self._groups(state).squares

    def turns(self):
        """The picked piece's turning decisions (facing -> Move)."""
        return self._turns(self.picked)

    def _turns(self, picked):
        return self._groups(self.state).turns.get(picked, {})

    def gathering(self):
        """(squares, how many) still to choose by taps in any order, or None."""
        return self.state.gathering()

    def board_turns(self):
        """Quarter turns of the board on screen: a device that plays one side of a
        game by link sees it from that side; else, with ``turn_board`` set, the side
        the player to move sits at is at the bottom (views that say the board can
        turn; where each seat sits is the state's, ``State.seat_turns``)."""
        return self._board_turns(self.state)

    def _board_turns(self, state):
        if not self.view.turnable:
            return 0
        if self.mine and len(self.mine) == 1 and state.players > 1:
            return state.seat_turns(self.mine[0])
        if not self.turn_board:
            return 0
        return state.seat_turns(state.to_move)

    def other_moves(self):
        """Decisions made with a button: a forced pass, a choice between two
        benefits, declining a claim."""
        return list(self._groups(self.state).others)

    # -- input -----------------------------------------------------------
    def theirs(self, seat):
        """True (and says why) when ``seat`` is played on the other device of a game
        played by link: this device never moves for it."""
        state = self.state
        if not self.mine or seat is None or seat in self.mine or state.players < 2:
            return False
        names = self.line.names
        name = names[seat] if seat < len(names) else ""
        side = tr(state.seat_name(seat))
        if name:
            text = tr("This is {name}'s move ({side}), made on their device: send them the "
                      "link (Send) and wait for their reply.", name=name, side=side)
        else:
            text = tr("This is {side}'s move, made on their device: send them the link (Send) "
                      "and wait for their reply.", side=side)
        self.message = ("info", text)
        return True

    def waiting(self):
        """A game by link whose side to move is played on the other device."""
        return self._waiting(self.state)

    def _waiting(self, state):
        return bool(self.mine) and state.outcome is None and state.players > 1 and \
            state.to_move not in self.mine

    def tap(self, square):
        """A tap or click (or Enter) on a square, or on the off-board zone."""
        self.message = None
        self.choice, self.choice_at = (), None
        if self.state.outcome is None and self.theirs(self.state.to_move):
            return False
        self.focus = square if square != OFF else self.focus
        hint = self.hint
        if hint is not None:
            if square in (hint.target, hint.square) or (square == hint.origin and
                                                        hint.target is None):
                sharing = (self.target_moves().get(square, ()) if hint.target
                           else self.square_moves().get(square, ()))
                if len(sharing) <= 1:
                    return self.play(hint.text)     # a tap on the hinted move plays it
                # Several moves share the square: its chooser opens, the hint marked in it.
            elif square == hint.origin:
                return False                    # the hinted piece stays picked
            else:
                self.hint = None
        plan = self.gathering()
        if plan and square in plan[0]:
            return self._gather(square, *plan)
        on_square = self.square_moves().get(square, ())
        if len(on_square) == 1:
            return self.play(on_square[0])
        if on_square:
            self.choice, self.choice_at = tuple(on_square), square
            return False
        targets = self.target_moves()
        if len(targets.get(square, ())) > 1:
            self.choice, self.choice_at = tuple(targets[square]), square
            return False
        if square in targets:
            return self.play(targets[square][0])
        if square == self.selected:
            self.selected = None
            return False
        if square in self.movable():
            self.selected = square
            return False
        if self.picked is not None:
            # Not a destination: the engine says why, in a player's words.
            return self.play(f"{self.picked}-{square}")
        self._explain_empty_tap(square)
        return False

    def _gather(self, square, squares, count):
        """A tap toward a set chosen in any order: the set is played, in notation
        order, once it is complete; a second tap on a chosen square unchooses it."""
        chosen = [s for s in self.gathered if s in squares]
        if square in chosen:
            chosen.remove(square)
        else:
            chosen.append(square)
        if len(chosen) < count:
            self.gathered = tuple(chosen)
            return False
        self.gathered = ()
        played = False
        for sq in (s for s in squares if s in chosen):
            texts = self.square_moves().get(sq, ())
            if not texts or not self.play(texts[0]):
                break
            played = True
        return played

    def _explain_empty_tap(self, square):
        state = self.state
        if state.outcome is not None:
            self.message = ("info", tr("The game is over: {reason}.",
                                       reason=tr(reason_of(state.outcome))))
        elif self.other_moves() and not self.movable():
            self.message = ("info", status_text(state) + " " + tr("Press Pass."))
        else:
            who = tr(state.seat_name(state.to_move))
            self.message = ("info", tr("Pick one of {who}'s pieces that can move "
                                       "(they are outlined).", who=who))

    def play(self, text):
        """Play a move at the shown position; a later line of play is replaced."""
        try:
            move = agreed.parse(self.state, text)
        except IllegalMoveError as e:
            self.message = ("error", sentence(_reason(e)))
            return False
        if self.theirs(agreed.seat_of(self.state, move)):
            return False
        if self.reviewing and self.cursor < len(self.line):
            if move.text == self.line.moves[self.cursor]:
                # The move the game went on with: follow it, the game is unchanged.
                before = self.state
                self.goto(self.cursor + 1)
                self._announce(before, move)
                return True
            self.pending = move.text
            self.selected = None
            self.choice, self.choice_at = (), None
            self.gathered = ()
            later = len(self.line) - self.cursor
            self.announcement = tr(("Play {move} here? The game has {n} later move.",
                                    "Play {move} here? The game has {n} later moves."),
                                   move=move.text, n=later)
            return False
        before = self.state
        self.pending = None
        self.asking = None
        self.hint = None
        self.message = None                # a refusal or a note about the position before
        self.line = self.line.upto(self.cursor).play(move)
        self.cursor = len(self.line)
        self.selected = None
        self.choice, self.choice_at = (), None
        self.gathered = ()
        self.fresh = self.forged = None
        self.asked_side = False
        self.answer = None
        self._announce(before, move)
        return True

    def _announce(self, before, move):
        names = self.line.names
        said = f"{move_words(before, move, names)}. {status_text(self.state, names)}"
        self.announcement = " ".join(filter(None, [said, pending_text(self.state)]))
    def act(self, kind):
        """Resign or offer a draw for the side to move, or answer the standing offer
        (the other side answers). The engine refuses what is not allowed."""
        state = self.state
        offer = agreed.offer_of(state)
        seat = (1 - offer if offer is not None and kind in ("accept", "decline")
                else state.to_move)
        if seat is None:
            return False
        return self.play(agreed.text(kind, seat))

    def can(self, kind):
        """Whether the page offers ``kind`` (resign, offer, accept, decline) now."""
        state = self.state
        if not self._agreeing(state):
            return False
        offer = agreed.offer_of(state)
        seat = 1 - offer if offer is not None and kind in ("accept", "decline") else state.to_move
        return agreed.allowed(state, kind, seat)

    def set_names(self, names):
        """Name the players (one per seat; "" for none). Raises PlayerNameError."""
        self.line = self.line.with_names(names)

    def undo(self):
        return self.goto(self.cursor - 1)

    def redo(self):
        return self.goto(self.cursor + 1)

    def drop_later(self):
        """Back at the start, forget the later moves: there is nothing left to redo."""
        self.line = self.line.upto(self.cursor)
        self.announcement = (tr("Back at the start: the later moves are taken back.")
                             + " " + status_text(self.state, self.line.names))

    def goto(self, n):
        if not 0 <= n <= len(self.line) or n == self.cursor:
            return False
        self.cursor = n
        self.answer = None
        self.pending = None
        self.asking = None
        self.hint = None
        self.selected = None
        self.choice, self.choice_at = (), None
        self.gathered = ()
        self.message = None
        self.announcement = (tr("Move {n} of {count}.", n=n, count=len(self.line)) + " "
                             + status_text(self.state, self.line.names))
        return True

    def move_focus(self, dx, dy):
        """Arrow keys: move the keyboard focus one square, staying on the board.
        False when the focus was at the board's edge in that direction (it stays)."""
        grid = self.state.grid
        for _ in range(self.board_turns()):   # arrows follow the board as drawn
            dx, dy = -dy, dx
        on_board = self.focus is not None and grid.is_square(self.focus)
        x, y = grid.xy(grid.parse(self.focus)) if on_board else (0, 0)
        nx = min(max(x + dx, 0), grid.width - 1)
        ny = min(max(y + dy, 0), grid.height - 1)
        self.focus = grid.name(grid.index(nx, ny))
        return not on_board or (nx, ny) != (x, y)



AGREEMENTS = ("resign", "offer", "accept", "decline")


class Groups:
    """A position's legal moves grouped the ways a tap looks them up, in one pass:
    ``movable``, squares of pieces with a move; ``steps``, origin -> destination ->
    moves; ``turns``, origin -> facing -> move; ``squares``, square -> decisions made
    by tapping it; ``others``, decisions made with a button. Read, never changed."""

    __slots__ = ("state", "movable", "steps", "turns", "squares", "others")

    @classmethod
    def of(cls, state):
        groups = cls()
        groups.state = state
        movable, steps, turns, squares, others = set(), {}, {}, {}, []
        for move in state.legal_moves():
            origin = move.origin
            if origin is not None:
                movable.add(origin)
                if move.is_step:
                    steps.setdefault(origin, {}).setdefault(move.target, []).append(move)
                if move.is_turn:
                    turns.setdefault(origin, {})[move.facing] = move
            if move.square is not None:
                squares.setdefault(move.square, []).append(move)
            if not move.on_board:
                others.append(move)
        groups.movable, groups.steps, groups.turns = frozenset(movable), steps, turns
        groups.squares, groups.others = squares, tuple(others)
        return groups


def _reason(error):
    """What an illegal move's refusal says, in the reader's language: "g6-h8: you
    cannot land on ..." -> the reason, which names the squares itself."""
    message = getattr(error, "message", None)
    if not isinstance(message, Message):            # plain text: its parts may be ids
        head, sep, reason = str(error).partition(": ")
        return say(reason if sep and " " not in head else error)
    if message.template == "{move}: {reason}":
        return say(message.args["reason"])
    head, sep, reason = message.text().partition(": ")
    return reason if sep and " " not in head else message.text()


def _squares(move):
    """Squares a move is made on: where a piece leaves and arrives, or the square
    decided on (none for a move made with a button, or no move)."""
    if move is None:
        return ()
    return tuple(sq for sq in (move.origin, move.target, move.square)
                 if sq is not None and sq != OFF)
