"""One game on screen: the line of play, the move shown, the selection, messages.

Legality is always the engine's: the session only groups legal moves by the
square they start from, so a tap on a piece can show where it may go.
"""

import re

from ..errors import IllegalMoveError
from ..record import Record

# A piece move starts "from-to" or "fromxto"; anything after a space (a path, a
# choice not to mark) tells apart moves with the same two squares.
_FROM_TO = re.compile(r"^([a-z][0-9]+)[-x]([a-z][0-9]+|off)(?: .*)?$")
# Decisions that name one square: a tile claimed (+b4, *e5), a tile given back (-a1),
# a square filled (c3, c3:2).
_ON_SQUARE = re.compile(r"^[+*-]?([a-z][0-9]+)(?::[0-9])?$")
# A piece turned to a new facing (Pacru e6>s).
_TURN = re.compile(r"^([a-z][0-9]+)>([a-z]+)$")
OFF = "off"
# Quarter turns clockwise that put a side of the board at the bottom of the screen.
SIDE_TURNS = {"S": 0, "E": 1, "N": 2, "W": 3}
# Game id -> function(state) -> (square names in notation order, how many) when the
# next decisions are that many taps among those squares whose order does not matter
# to the player but is fixed by the notation (Pacru's reorientation cost). The session
# gathers the taps and plays them in order once all are chosen. Views register here.
GATHERS = {}


def squares_of(move_text):
    """(from, to) square names of a piece move, or None for other moves."""
    m = _FROM_TO.match(move_text)
    return (m.group(1), m.group(2)) if m else None


def square_of(move_text):
    """The square a one-square decision names (+b4, -a1, c3), or None."""
    m = _ON_SQUARE.match(move_text)
    return m.group(1) if m else None


def turned(move_text):
    """(square, facing) of a turning decision, or None."""
    m = _TURN.match(move_text)
    return (m.group(1), m.group(2)) if m else None


class Session:
    def __init__(self, line, cursor=None, save_id=None):
        self.line = line                       # every move made, redo ones included
        self.cursor = len(line) if cursor is None else cursor
        self.save_id = save_id
        self.selected = None                   # square name of the picked piece
        self.focus = None                      # square name with the keyboard focus
        self.message = None                    # (kind, text): "error" or "info"
        self.choice = ()                       # moves with the tapped destination, to pick from
        self.announcement = ""                 # for the screen reader's live region
        self.gathered = ()                     # squares chosen toward a gathered set (GATHERS)
        self.turn_board = False                # setting: the player to move sits at the bottom

    @classmethod
    def new(cls, game_id, save_id=None, **options):
        return cls(Record.new(game_id, **options), save_id=save_id)

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
    def last_move(self):
        return self.line.moves[self.cursor - 1] if self.cursor else None

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
        picked = self.picked
        if picked is None:
            return {}
        found = {}
        for move in self.state.legal_moves():
            sq = squares_of(move.text)
            if sq and sq[0] == picked:
                found.setdefault(sq[1], []).append(move)
        return found

    def targets(self):
        """Destination square -> move text (the first, where several share it)."""
        return {sq: moves[0].text for sq, moves in self.target_moves().items()}

    def movable(self):
        """Squares holding a piece that has a legal move (or may turn)."""
        texts = [m.text for m in self.state.legal_moves()]
        return {sq[0] for sq in map(squares_of, texts) if sq} | \
            {t[0] for t in map(turned, texts) if t}

    def square_moves(self):
        """Square -> the decisions made by tapping it (claims, returns, placements)."""
        found = {}
        for move in self.state.legal_moves():
            sq = square_of(move.text)
            if sq:
                found.setdefault(sq, []).append(move.text)
        return found

    def turns(self):
        """The picked piece's turning decisions (facing -> text)."""
        picked = self.picked
        return {t[1]: m.text for m in self.state.legal_moves()
                if (t := turned(m.text)) and t[0] == picked}

    def gathering(self):
        """(squares, how many) still to choose by taps in any order, or None."""
        found = GATHERS.get(self.game.id)
        return found(self.state) if found else None

    def board_turns(self):
        """Quarter turns of the board on screen: with ``turn_board`` set, the side the
        player to move sits at is at the bottom (games whose states have ``sides``)."""
        state = self.state
        sides = getattr(state, "sides", None)
        if not self.turn_board or not sides or state.to_move is None:
            return 0
        return SIDE_TURNS.get(sides[state.to_move], 0)

    def other_moves(self):
        """Decisions made with a button: a forced pass, a choice between two
        benefits, declining a claim."""
        return [m.text for m in self.state.legal_moves()
                if not (squares_of(m.text) or square_of(m.text) or turned(m.text))]

    # -- input -----------------------------------------------------------
    def tap(self, square):
        """A tap or click (or Enter) on a square, or on the off-board zone."""
        self.message = None
        self.choice = ()
        self.focus = square if square != OFF else self.focus
        plan = self.gathering()
        if plan and square in plan[0]:
            return self._gather(square, *plan)
        on_square = self.square_moves().get(square, ())
        if len(on_square) == 1:
            return self.play(on_square[0])
        if on_square:
            self.choice = tuple(on_square)
            return False
        targets = self.target_moves()
        if len(targets.get(square, ())) > 1:
            self.choice = tuple(m.text for m in targets[square])
            return False
        if square in targets:
            return self.play(targets[square][0].text)
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
            self.message = ("info", f"The game is over: {state.outcome.reason}.")
        elif self.other_moves() and not self.movable():
            self.message = ("info", status_text(state) + " Press Pass.")
        else:
            who = seat_name(state, state.to_move)
            self.message = ("info", f"Pick one of {who}'s pieces that can move "
                                    "(they are outlined).")

    def play(self, text):
        """Play a move at the shown position; a later line of play is replaced."""
        try:
            move = self.state.parse(text)
        except IllegalMoveError as e:
            # "g6-h8: you cannot land on ..." -> the reason, which names the squares itself.
            head, sep, reason = str(e).partition(": ")
            self.message = ("error", _sentence(reason if sep and " " not in head else str(e)))
            return False
        mover = self.state.to_move
        self.line = self.line.upto(self.cursor).play(move)
        self.cursor = len(self.line)
        self.selected = None
        self.choice = ()
        self.gathered = ()
        self._announce(mover, move.text)
        return True

    def _announce(self, mover, text):
        state = self.state
        who = seat_name(state, mover)
        sq = squares_of(text)
        did = (f"{who} {sq[0]} to {sq[1]}" if sq and sq[1] != OFF else
               f"{who} bears off from {sq[0]}" if sq else
               f"{who} passes" if text == "pass" else f"{who} plays {text}")
        self.announcement = f"{did}. {status_text(state)}"

    def undo(self):
        return self.goto(self.cursor - 1)

    def redo(self):
        return self.goto(self.cursor + 1)

    def goto(self, n):
        if not 0 <= n <= len(self.line) or n == self.cursor:
            return False
        self.cursor = n
        self.selected = None
        self.choice = ()
        self.gathered = ()
        self.message = None
        self.announcement = f"Move {n} of {len(self.line)}. {status_text(self.state)}"
        return True

    def move_focus(self, dx, dy):
        """Arrow keys: move the keyboard focus one square, staying on the board."""
        grid = self.game.grid
        for _ in range(self.board_turns()):   # arrows follow the board as drawn
            dx, dy = -dy, dx
        x, y = grid.xy(grid.parse(self.focus)) if self.focus else (0, 0)
        x = min(max(x + dx, 0), grid.width - 1)
        y = min(max(y + dy, 0), grid.height - 1)
        self.focus = grid.name(grid.index(x, y))


def seat_name(state, seat):
    """A seat's name: the state's own where it has one (Pacru: South, ...)."""
    named = getattr(state, "seat_name", None)
    return named(seat) if named else state.game.seat_name(seat)


def status_text(state):
    if state.outcome is not None:
        return state.outcome.reason + "."
    if state.players == 1:
        return "Your move."
    who = seat_name(state, state.to_move)
    if any(m.text == "pass" for m in state.legal_moves()):
        return f"{who} is blocked and must pass."
    return f"{who} to move."


def _sentence(text):
    text = text.strip()
    return text[:1].upper() + text[1:] + ("" if text.endswith((".", "!", "?")) else ".")
