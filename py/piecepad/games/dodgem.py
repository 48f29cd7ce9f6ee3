"""Piecepack Dodg'em (Michael Schoessow, 2004): race five coins across a 6x6 board.

Rules: the rules page py/piecepad/view/rules_pages/dodgem.py; notation:
docs/notation.md. Seat 0 is Red (moves first), seat 1 is Green. A coin steps
one square forward or sideways onto an empty square; from the last line it may
step forward off the board. A blocked player passes.
"""

import re

from ..errors import PositionError, as_text, excerpt
from ..game import OFF as MOVE_OFF
from ..game import Game, Move, Outcome, State
from ..grid import Grid
from ..options import Option

GRID = Grid(6, 6)
RED, GREEN = 0, 1
COINS = 5
OFF = -1                      # destination of a bearing-off move
PASS = Move("pass", (None, None))

# Forward (dx, dy) per axis and seat. Sideways is the perpendicular pair.
FORWARD = {"H": ((1, 0), (-1, 0)), "V": ((0, 1), (0, -1))}
START = (tuple(GRID.parse(s) for s in ("a1", "a2", "a3", "a4", "a5")),
         tuple(GRID.parse(s) for s in ("f2", "f3", "f4", "f5", "f6")))
_PLY_CAP = re.compile(r"^ply_cap:([1-9][0-9]*)$")
_MOVE = re.compile(r"^([a-z][0-9]+)-([a-z][0-9]+|off)$")


def _is_ply_cap(value):
    return isinstance(value, str) and bool(_PLY_CAP.match(value))


OPTIONS = (
    Option("axis", "H", ("H", "V"),
           help="Direction of travel",
           labels=("Head-on (east / west)", "Vertical (north / south)")),
    Option("draw_rule", "repetition3", ("repetition3", "none"),
           help="Draws",
           allowed="repetition3, none, ply_cap:N (N a positive whole number)",
           check=_is_ply_cap, presets=("ply_cap:100", "ply_cap:200"),
           labels=("Third repetition is a draw", "Never a draw",
                   "Draw after 100 moves", "Draw after 200 moves")),
    Option("classic_end", "off", ("off", "on"),
           help="Classic Dodgem ending (a player who cannot move wins)",
           labels=("Off (Schoessow's rules)", "On (classic Dodgem)")),
)


class DodgemGame(Game):
    id = "dodgem"
    rules_version = "1.0"
    options = OPTIONS
    seat_names = ("Red", "Green")
    grid = GRID

    def _start(self, settings, players, seed):
        return DodgemState(settings, (frozenset(START[RED]), frozenset(START[GREEN])), RED)

    def encode(self, state):
        """Ranks top to bottom, R/G for coins and digits for runs of empty
        squares, then the player to move: ``5G/R4G/R4G/R4G/R4G/R5 r``."""
        rows = []
        for row in GRID.rows_top_down():
            text, run = "", 0
            for sq in row:
                mark = "R" if sq in state.coins[RED] else "G" if sq in state.coins[GREEN] else ""
                if mark:
                    text += (str(run) if run else "") + mark
                    run = 0
                else:
                    run += 1
            rows.append(text + (str(run) if run else ""))
        seat = state.to_move if state.to_move is not None else state.last_mover ^ 1
        return "/".join(rows) + " " + "rg"[seat]

    def decode(self, text, /, **options):
        settings = self.start(**options).settings
        parts = as_text(text).split()
        if len(parts) != 2 or parts[1].lower() not in ("r", "g"):
            raise PositionError("position text is the board then r or g for the player to "
                                f"move, like '5G/R4G/R4G/R4G/R4G/R5 r'; got '{excerpt(text)}'")
        coins = _decode_board(parts[0], classic=settings["classic_end"] == "on")
        seat = "rg".index(parts[1].lower())
        return DodgemState(settings, coins, seat, last_mover=seat ^ 1)


def _decode_board(text, classic):
    rows = text.split("/")
    if len(rows) != GRID.height:
        raise PositionError(f"the board needs {GRID.height} ranks separated by '/', got {len(rows)}")
    red, green = set(), set()
    for i, row in enumerate(rows):
        y, x = GRID.height - 1 - i, 0
        for ch in row:
            if ch in "0123456789":
                x += int(ch)
            elif ch in "RGrg" and x < GRID.width:
                (red if ch in "Rr" else green).add(GRID.index(x, y))
                x += 1
            else:
                raise PositionError(f"rank {y + 1}: '{ch}' is not R, G or a digit, "
                                    "or the rank is too long")
        if x != GRID.width:
            raise PositionError(f"rank {y + 1} covers {x} squares, not {GRID.width}")
    for name, coins in (("Red", red), ("Green", green)):
        if len(coins) > COINS:
            raise PositionError(f"{name} has {len(coins)} coins on the board; there are only {COINS}")
    if not red and not green and not classic:
        # Only the classic ending, where the last coin off does not end the game at once,
        # can empty the board.
        raise PositionError("both players have borne off every coin; only one can")
    return frozenset(red), frozenset(green)


class Run:
    """The positions since the last forward step, shared by the states of one line
    of play: the latest state appends in place, a state that branches off copies
    its own part. Repetitions are counted as positions are appended, so a move
    costs O(1) however long the run (a tuple copied each move made a long record
    of sideways steps quadratic)."""

    __slots__ = ("positions", "counts")

    def __init__(self, positions):
        self.positions, self.counts = [], {}
        for position in positions:
            self._append(position)

    def _append(self, position):
        self.positions.append(position)
        self.counts[position] = count = self.counts.get(position, 0) + 1
        return count

    @classmethod
    def fresh(cls, position):
        """(run, positions seen, repetitions of ``position``) of a new run."""
        return cls((position,)), 1, 1

    def then(self, seen, position):
        """The run of the first ``seen`` positions here, then ``position``, as
        (run, seen + 1, repetitions of ``position`` in it)."""
        run = self if seen == len(self.positions) else Run(self.positions[:seen])
        return run, seen + 1, run._append(position)


class DodgemState(State):
    game = DodgemGame()
    grid = GRID

    def __init__(self, settings, coins, to_move, last_mover=GREEN, ply=0, history=None):
        super().__init__(settings, 2, to_move, None)
        self.coins = coins
        self.last_mover = last_mover
        self.ply = ply
        # Positions since the last forward step, which no later position can
        # repeat (coins never step back): all the repetition rule needs. This
        # state's are the first _seen of the shared Run; _repeats: how often its
        # own position is among them.
        self.history, self._seen, self._repeats = history or Run.fresh(self._position())
        self.outcome = self._judge()
        if self.outcome is not None:
            self.to_move = None

    def _position(self):
        return (self.coins[RED], self.coins[GREEN], self.to_move)

    @property
    def scores(self):
        return (COINS - len(self.coins[RED]), COINS - len(self.coins[GREEN]))

    def _key(self):
        return (self.settings, self.coins, self.to_move, self.outcome)

    # -- end of game ----------------------------------------------------
    def _judge(self):
        names = self.game.seat_names
        mover = self.last_mover
        classic = self.settings["classic_end"] == "on"
        if not classic:
            for seat in (mover, mover ^ 1):
                if not self.coins[seat]:
                    return Outcome((seat,), f"{names[seat]} wins, with all {COINS} coins borne off")
        rule = self.settings["draw_rule"]
        if rule == "repetition3" and self._repeats >= 3:
            return Outcome((), "Draw: the same position came up a third time")
        if rule.startswith("ply_cap:") and self.ply >= int(rule.split(":")[1]):
            return Outcome((), f"Draw: the {self.ply}-ply limit was reached")
        if classic and not self._steps(self.to_move):
            why = "has no coins left" if not self.coins[self.to_move] else "is blocked"
            return Outcome((self.to_move,), f"{names[self.to_move]} wins: {why}, and under "
                                            "the classic rule a player who cannot move wins")
        return None

    # -- moves ----------------------------------------------------------
    def _steps(self, seat):
        """Every (from, to) step of ``seat``; to is OFF for bearing off."""
        fwd = FORWARD[self.settings["axis"]][seat]
        sideways = ((fwd[1], fwd[0]), (-fwd[1], -fwd[0]))
        occupied = self.coins[RED] | self.coins[GREEN]
        steps = [(sq, to) for sq in sorted(self.coins[seat])
                 for to in _coin_steps(sq, fwd, sideways, occupied)]
        return sorted(steps, key=_step_order)

    def _lookup(self, text):
        m = _MOVE.match(text)
        if m is None or not GRID.is_square(m.group(1)):
            return None
        frm, seat = GRID.parse(m.group(1)), self.to_move
        if frm not in self.coins[seat]:
            return None
        fwd = FORWARD[self.settings["axis"]][seat]
        sideways = ((fwd[1], fwd[0]), (-fwd[1], -fwd[0]))
        for to in _coin_steps(frm, fwd, sideways, self.coins[RED] | self.coins[GREEN]):
            if (to == OFF and m.group(2) == MOVE_OFF) or (to != OFF and GRID.name(to) == m.group(2)):
                return _step_move(frm, to)
        return None

    def _generate(self):
        steps = self._steps(self.to_move)
        if not steps:
            return (PASS,)
        return tuple(_step_move(f, t) for f, t in steps)

    def _apply(self, move):
        frm, to = move.data
        coins = list(self.coins)
        forward = True
        if frm is not None:
            seat_coins = set(coins[self.to_move])
            seat_coins.discard(frm)
            if to != OFF:
                seat_coins.add(to)
                forward = GRID.xy(to) == _ahead(self.settings["axis"], self.to_move, frm)
            coins[self.to_move] = frozenset(seat_coins)
        else:
            forward = False
        nxt = self.to_move ^ 1
        position = (coins[RED], coins[GREEN], nxt)
        history = Run.fresh(position) if forward else self.history.then(self._seen, position)
        return DodgemState(self.settings, tuple(coins), nxt, self.to_move, self.ply + 1, history)

    def _why_illegal(self, text):
        if text == "pass":
            return "you may pass only when none of your coins can move"
        m = _MOVE.match(text)
        if not m:
            return "a move is written like a1-b1, f3-off, or pass"
        names = self.game.seat_names
        me = self.to_move
        try:
            frm = GRID.parse(m.group(1))
            to = OFF if m.group(2) == "off" else GRID.parse(m.group(2))
        except ValueError as e:
            return str(e)
        if frm in self.coins[me ^ 1]:
            return f"the coin on {m.group(1)} is {names[me ^ 1]}'s; it is {names[me]}'s turn"
        if frm not in self.coins[me]:
            return f"there is no {names[me]} coin on {m.group(1)}"
        if self.legal_moves() == (PASS,):
            return f"{names[me]} is blocked and must pass"
        axis = self.settings["axis"]
        if to == OFF:
            return (f"a coin bears off only from the far {'file' if axis == 'H' else 'rank'}, "
                    f"{_far_line(axis, me)}")
        (fx, fy), (tx, ty) = GRID.xy(frm), GRID.xy(to)
        if abs(fx - tx) + abs(fy - ty) != 1:
            if abs(fx - tx) == abs(fy - ty) == 1:
                return "coins never move diagonally"
            return "a coin moves one square at a time"
        if to in self.coins[RED] | self.coins[GREEN]:
            return f"{m.group(2)} is occupied"
        return "coins never move backward"


def _coin_steps(sq, fwd, sideways, occupied):
    """Where the coin on ``sq`` may step: ahead (OFF from the far line), sideways."""
    ahead = GRID.step(sq, *fwd)
    if ahead is None:
        yield OFF
    elif ahead not in occupied:
        yield ahead
    for d in sideways:
        side = GRID.step(sq, *d)
        if side is not None and side not in occupied:
            yield side


def _ahead(axis, seat, sq):
    (dx, dy), (x, y) = FORWARD[axis][seat], GRID.xy(sq)
    return (x + dx, y + dy)


def _far_line(axis, seat):
    return {("H", RED): "file f", ("H", GREEN): "file a",
            ("V", RED): "rank 6", ("V", GREEN): "rank 1"}[(axis, seat)]


def _step_move(frm, to):
    """The one Move object of each step, shared by every position."""
    move = _STEP_MOVES.get((frm, to))
    if move is None:
        origin, target = GRID.name(frm), MOVE_OFF if to == OFF else GRID.name(to)
        move = _STEP_MOVES[frm, to] = Move(f"{origin}-{target}", (frm, to), origin=origin,
                                             target=target)
    return move


_STEP_MOVES = {}

def _step_order(step):
    frm, to = step
    return (GRID.xy(frm), (GRID.width, 0) if to == OFF else GRID.xy(to))


GAME = DodgemState.game
