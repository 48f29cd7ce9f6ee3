"""Piecepack Dodg'em (Michael Schoessow, 2004): race five coins across a 6x6 board.

Rules: the rules page py/piecepad/games/dodgem/rules_page.py; notation:
docs/notation.md. Seat 0 is Red (moves first), seat 1 is Green. A coin steps
one square forward or sideways onto an empty square; from the last line it may
step forward off the board. A blocked player passes.
"""

import re

from ...errors import PositionError, as_text, excerpt
from ...game import OFF as MOVE_OFF
from ...game import Game, Move, Outcome, State, memo
from ...grid import Grid
from ...i18n import N_, T
from ...options import Option

GRID = Grid(6, 6)
RED, GREEN = 0, 1
COINS = 5
OFF = -1                      # destination of a bearing-off move
PASS = Move("pass", (None, None), kind="pass")

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
           help=N_("Direction of travel"),
           labels=(N_("Head-on (east / west)"), N_("Vertical (north / south)"))),
    Option("draw_rule", "repetition3", ("repetition3", "none"),
           help=N_("Draws"),
           allowed=N_("repetition3, none, ply_cap:N (N a positive whole number)"),
           check=_is_ply_cap, presets=("ply_cap:100", "ply_cap:200"),
           labels=(N_("Third repetition is a draw"), N_("Never a draw"),
                   N_("Draw after 100 moves"), N_("Draw after 200 moves"))),
    Option("classic_end", "off", ("off", "on"),
           help=N_("Classic Dodgem ending (a player who cannot move wins)"),
           labels=(N_("Off (Schoessow's rules)"), N_("On (classic Dodgem)"))),
)


class DodgemGame(Game):
    id = "dodgem"
    rules_version = "1.0"
    options = OPTIONS
    seat_names = (N_("Red"), N_("Green"))
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
            raise PositionError(T("position text is the board then r or g for the player to "
                                  "move, like '5G/R4G/R4G/R4G/R4G/R5 r'; got '{text}'",
                                  text=excerpt(text)))
        coins = _decode_board(parts[0])
        seat = "rg".index(parts[1].lower())
        return DodgemState(settings, coins, seat, last_mover=seat ^ 1)


def _decode_board(text):
    rows = text.split("/")
    if len(rows) != GRID.height:
        raise PositionError(T("the board needs {ranks} ranks separated by '/', got {n}",
                              ranks=GRID.height, n=len(rows)))
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
                raise PositionError(T("rank {rank}: '{ch}' is not R, G or a digit, "
                                      "or the rank is too long", rank=y + 1, ch=ch))
        if x != GRID.width:
            raise PositionError(T("rank {rank} covers {n} squares, not {width}",
                                  rank=y + 1, n=x, width=GRID.width))
    for too_many, coins in ((N_("Red has {n} coins on the board; there are only {total}"), red),
                            (N_("Green has {n} coins on the board; there are only {total}"), green)):
        if len(coins) > COINS:
            raise PositionError(T(too_many, n=len(coins), total=COINS))
    if not red and not green:
        # The last coin off ends the game at once (under the classic end too).
        raise PositionError(T("both players have borne off every coin; only one can"))
    return frozenset(red), frozenset(green)


# -- bitboards ------------------------------------------------------------------
# Bit x * 6 + y is the square on file x (0 = a), rank y (0 = rank 1): ascending bits
# go file by file, which is the order of the legal moves (by origin, then target).
SIZE = GRID.width
BIT = tuple(1 << (GRID.xy(sq)[0] * SIZE + GRID.xy(sq)[1]) for sq in range(GRID.size))
SQUARE_OF_POS = tuple(GRID.index(p // SIZE, p % SIZE) for p in range(GRID.size))
FULL = (1 << GRID.size) - 1


def mask_of(squares):
    """Grid squares -> bitboard."""
    m = 0
    for sq in squares:
        m |= BIT[sq]
    return m


def squares_of(mask):
    """Bitboard -> frozenset of grid squares."""
    out = []
    while mask:
        b = mask & -mask
        mask ^= b
        out.append(SQUARE_OF_POS[b.bit_length() - 1])
    return frozenset(out)


def position_key(red, green, to_move):
    """One int per position (both boards and the seat to move): what the repetition
    rule counts, and the search's table key."""
    return red | green << 36 | to_move << 72


class _Side:
    """One seat's moves under one axis, for every square and every way its (at most
    three) target squares can be occupied.

    ``near[p]``: the bits of the squares a coin on bit ``p`` may step to;
    ``legal[p][occupied & near[p]]``: its legal moves in the engine's order;
    ``split[p][...]``: the same as (forward move or None, sideways moves), the
    forward one bearing off when ``off[p]``; ``info[id(move)]``: (from bit, to bit
    (0 off the board), forward?) of every step this seat may ever make;
    ``dist[p]``: the forward steps a coin on ``p`` still needs (bearing off is one)."""

    def __init__(self, axis, seat):
        dx, dy = FORWARD[axis][seat]
        sideways = ((dy, dx), (-dy, -dx))
        self.near, self.legal, self.split, self.off, self.dist = [], [], [], [], []
        self.info = {}
        for p in range(GRID.size):
            sq = SQUARE_OF_POS[p]
            ahead = GRID.step(sq, dx, dy)
            targets = [OFF if ahead is None else ahead]
            targets += [t for t in (GRID.step(sq, x, y) for x, y in sideways) if t is not None]
            targets.sort(key=lambda t: (SIZE, 0) if t == OFF else GRID.xy(t))
            near = 0
            for t in targets:
                if t != OFF:
                    near |= BIT[t]
            legal, split = {}, {}
            sub = near
            while True:                          # every subset of near, as occupied
                moves = tuple(_step_move(sq, t) for t in targets
                              if t == OFF or not sub & BIT[t])
                legal[sub] = moves
                fwd = _step_move(sq, OFF if ahead is None else ahead)
                split[sub] = (fwd if fwd in moves else None,
                              tuple(m for m in moves if m is not fwd))
                if not sub:
                    break
                sub = (sub - 1) & near
            for t in targets:
                self.info[id(_step_move(sq, t))] = (
                    BIT[sq], 0 if t == OFF else BIT[t], t == OFF or t == ahead)
            d, a = 1, ahead
            while a is not None:
                d, a = d + 1, GRID.step(a, dx, dy)
            self.near.append(near)
            self.legal.append(legal)
            self.split.append(split)
            self.off.append(ahead is None)
            self.dist.append(d)

    def moves(self, mine, occupied):
        """The legal steps of the coins ``mine`` (a tuple, engine order)."""
        near, legal, out = self.near, self.legal, ()
        while mine:
            b = mine & -mine
            mine ^= b
            p = b.bit_length() - 1
            out += legal[p][occupied & near[p]]
        return out

    def distance(self, mine):
        """Forward steps the coins ``mine`` still need, all together."""
        dist, total = self.dist, 0
        while mine:
            b = mine & -mine
            mine ^= b
            total += dist[b.bit_length() - 1]
        return total


class _Rules:
    """What a state needs of its options, worked out once per Settings."""

    def __init__(self, settings):
        self.axis = settings["axis"]
        self.sides = SIDES[self.axis]
        self.classic = settings["classic_end"] == "on"
        rule = settings["draw_rule"]
        self.repetition = rule == "repetition3"
        self.cap = int(rule.split(":")[1]) if rule.startswith("ply_cap:") else None
        self.plain = not self.classic and self.cap is None    # judged by coins and repeats


_rules_of = memo(_Rules)
NAMES = ("Red", "Green")
# Outcome reasons are plain English text (the core adds to them); each fixed one is
# an id, so it can be shown in the reader's language.
BORNE_OFF = (Outcome((RED,), N_("Red wins, with all 5 coins borne off")),
             Outcome((GREEN,), N_("Green wins, with all 5 coins borne off")))
REPEATED = Outcome((), N_("Draw: the same position came up a third time"))
CLASSIC_WINS = {
    (RED, True): N_("Red wins: has no coins left, and under the classic rule a player "
                    "who cannot move wins"),
    (RED, False): N_("Red wins: is blocked, and under the classic rule a player who "
                     "cannot move wins"),
    (GREEN, True): N_("Green wins: has no coins left, and under the classic rule a player "
                      "who cannot move wins"),
    (GREEN, False): N_("Green wins: is blocked, and under the classic rule a player who "
                       "cannot move wins"),
}
PASS_ONLY = (PASS,)


def _capped(ply):
    return Outcome.of((), T("Draw: the {ply}-ply limit was reached", ply=ply))


def _classic_win(seat, empty):
    return Outcome((seat,), CLASSIC_WINS[seat, bool(empty)])


class Run:
    """The positions since the last forward step, shared by the states of one line
    of play: the latest state appends in place, a state that branches off copies
    its own part. Repetitions are counted as positions are appended, so a move
    costs O(1) however long the run (a tuple copied each move made a long record
    of sideways steps quadratic). Positions are ``position_key`` ints."""

    __slots__ = ("positions", "counts")

    def __init__(self, positions):
        self.positions = list(positions)
        self.counts = counts = {}
        for position in self.positions:
            counts[position] = counts.get(position, 0) + 1

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


_new = object.__new__


class DodgemState(State):
    game = DodgemGame()
    grid = GRID
    players = 2
    outcome = None
    _legal = None
    _coins = None
    _hash = None

    def __init__(self, settings, coins, to_move, last_mover=GREEN, ply=0, history=None):
        super().__init__(settings, 2, to_move, None)
        self._rules = _rules_of(settings)
        self.red, self.green = mask_of(coins[RED]), mask_of(coins[GREEN])
        self.last_mover = last_mover
        self.ply = ply
        # Positions since the last forward step, which no later position can
        # repeat (coins never step back): all the repetition rule needs. This
        # state's are the first _seen of the shared Run; _repeats: how often its
        # own position is among them.
        self.history, self._seen, self._repeats = history or Run.fresh(
            position_key(self.red, self.green, to_move))
        self._judge()

    def _after(self, red, green, forward):
        """The state after the player to move made a step (or passed)."""
        s = _new(DodgemState)
        s.settings = self.settings
        s._rules = self._rules
        s.red, s.green = red, green
        mover = self.to_move
        s.to_move = nxt = mover ^ 1
        s.last_mover = mover
        s.ply = self.ply + 1
        key = red | green << 36 | nxt << 72
        if forward:
            s.history, s._seen, s._repeats = Run((key,)), 1, 1
        else:
            run, seen = self.history, self._seen
            if seen != len(run.positions):
                run = Run(run.positions[:seen])
            run.positions.append(key)
            counts = run.counts
            s.history, s._seen = run, seen + 1
            s._repeats = counts[key] = counts.get(key, 0) + 1
        rules = self._rules
        if not (rules.plain and red and green and (s._repeats < 3 or not rules.repetition)):
            s._judge()
        return s

    @property
    def coins(self):
        """(Red's squares, Green's squares), frozensets of grid squares."""
        coins = self._coins
        if coins is None:
            coins = self._coins = (squares_of(self.red), squares_of(self.green))
        return coins

    @property
    def scores(self):
        return (COINS - self.red.bit_count(), COINS - self.green.bit_count())

    def _position(self):
        return position_key(self.red, self.green, self.to_move)

    def _key(self):
        return (self.settings, self.red, self.green, self.to_move, self.outcome)

    def __eq__(self, other):
        if type(other) is not DodgemState:
            return False
        return (self.red == other.red and self.green == other.green
                and self.to_move == other.to_move and self.settings == other.settings
                and self.outcome == other.outcome)

    def __hash__(self):
        h = self._hash
        if h is None:
            h = self._hash = hash((DodgemState, self._key()))
        return h

    # -- end of game ----------------------------------------------------
    def _judge(self):
        """Set outcome (and to_move None) if the game is over."""
        rules = self._rules
        # The last coin off wins at once, under the classic end too, before any draw rule.
        if not self.red or not self.green:
            mover = self.last_mover
            seat = mover if not (self.red, self.green)[mover] else mover ^ 1
            self.outcome, self.to_move = BORNE_OFF[seat], None
            return
        if rules.repetition:
            if self._repeats >= 3:
                self.outcome, self.to_move = REPEATED, None
                return
        elif rules.cap is not None and self.ply >= rules.cap:
            self.outcome, self.to_move = _capped(self.ply), None
            return
        if rules.classic:
            seat = self.to_move
            mine = self.red if seat == RED else self.green
            steps = rules.sides[seat].moves(mine, self.red | self.green)
            if not steps:
                self.outcome, self.to_move = _classic_win(seat, not mine), None
            else:
                self._legal = steps

    # -- moves ----------------------------------------------------------
    def legal_moves(self):
        if self.outcome is not None:
            return ()
        legal = self._legal
        if legal is None:
            seat = self.to_move
            legal = self._rules.sides[seat].moves(self.red if seat == RED else self.green,
                                                  self.red | self.green) or PASS_ONLY
            self._legal = legal
        return legal

    def _generate(self):
        return self.legal_moves()

    def _step_info(self, move):
        """(from bit, to bit, forward?) of ``move`` if it is a legal step here, else None."""
        seat = self.to_move
        info = self._rules.sides[seat].info.get(id(move))
        if info is not None and (self.red if seat == RED else self.green) & info[0] \
                and not (self.red | self.green) & info[1]:
            return info
        return None

    def play(self, move):
        # A step of this game's own (every listed move is one of the shared objects)
        # is checked and made without listing the moves; anything else is parsed.
        if self.outcome is None:
            seat = self.to_move
            info = self._rules.sides[seat].info.get(id(move))
            if info is not None:
                red, green = self.red, self.green
                fb, tb, forward = info
                if (red if seat == RED else green) & fb and not (red | green) & tb:
                    if seat == RED:
                        return self._after(red ^ (fb | tb), green, forward)
                    return self._after(red, green ^ (fb | tb), forward)
        return self._apply(self.parse(move))

    def _lookup(self, text):
        move = STEPS_BY_TEXT.get(text)
        return move if move is not None and self._step_info(move) is not None else None

    def _apply(self, move):
        if move is PASS or move.text == "pass":
            return self._after(self.red, self.green, False)
        fb, tb, forward = self._rules.sides[self.to_move].info[id(move)]
        if self.to_move == RED:
            return self._after(self.red ^ (fb | tb), self.green, forward)
        return self._after(self.red, self.green ^ (fb | tb), forward)

    def _why_illegal(self, text):
        if text == "pass":
            return T("you may pass only when none of your coins can move")
        m = _MOVE.match(text)
        if not m:
            return T("a move is written like a1-b1, f3-off, or pass")
        me = self.to_move
        try:
            frm = GRID.parse(m.group(1))
            to = OFF if m.group(2) == "off" else GRID.parse(m.group(2))
        except ValueError as e:
            return str(e)
        if frm in self.coins[me ^ 1]:
            return T(OTHERS_COIN[me], square=m.group(1))
        if frm not in self.coins[me]:
            return T(NO_COIN[me], square=m.group(1))
        if self.legal_moves() == (PASS,):
            return T(BLOCKED[me])
        axis = self.settings["axis"]
        if to == OFF:
            return T(FAR_LINE[axis, me])
        (fx, fy), (tx, ty) = GRID.xy(frm), GRID.xy(to)
        if abs(fx - tx) + abs(fy - ty) != 1:
            if abs(fx - tx) == abs(fy - ty) == 1:
                return T("coins never move diagonally")
            return T("a coin moves one square at a time")
        if to in self.coins[RED] | self.coins[GREEN]:
            return T("{square} is occupied", square=m.group(2))
        return T("coins never move backward")


def _ahead(axis, seat, sq):
    (dx, dy), (x, y) = FORWARD[axis][seat], GRID.xy(sq)
    return (x + dx, y + dy)


# The refusals that name a seat, one whole sentence per seat (indexed by the mover).
OTHERS_COIN = (N_("the coin on {square} is Green's; it is Red's turn"),
               N_("the coin on {square} is Red's; it is Green's turn"))
NO_COIN = (N_("there is no Red coin on {square}"), N_("there is no Green coin on {square}"))
BLOCKED = (N_("Red is blocked and must pass"), N_("Green is blocked and must pass"))
FAR_LINE = {("H", RED): N_("a coin bears off only from the far file, file f"),
            ("H", GREEN): N_("a coin bears off only from the far file, file a"),
            ("V", RED): N_("a coin bears off only from the far rank, rank 6"),
            ("V", GREEN): N_("a coin bears off only from the far rank, rank 1")}


def _step_move(frm, to):
    """The one Move object of each step, shared by every position."""
    move = _STEP_MOVES.get((frm, to))
    if move is None:
        origin, target = GRID.name(frm), MOVE_OFF if to == OFF else GRID.name(to)
        move = _STEP_MOVES[frm, to] = Move(f"{origin}-{target}", (frm, to), origin=origin,
                                             target=target, kind="step")
    return move


_STEP_MOVES = {}



class Board:
    """The rules on a mutable board, for searches: ``make`` a move and ``undo`` it
    in place, no State per node. Made from a running state (its repetition history
    included); moves are the states' own Move objects, so a move found here plays
    on a State and back.

    ``result`` is None while the game goes on, else the winning seat, or ``DRAW``.
    ``key`` is the position's ``position_key`` (exact, no hash collisions)."""

    __slots__ = ("red", "green", "to_move", "ply", "result", "key", "sides", "classic",
                 "repetition", "cap", "counts", "stack", "dist")

    def __init__(self, state):
        if state.outcome is not None:
            raise ValueError("the game is over")
        rules = state._rules
        self.red, self.green, self.to_move, self.ply = (state.red, state.green,
                                                        state.to_move, state.ply)
        self.sides = rules.sides
        self.classic, self.repetition, self.cap = rules.classic, rules.repetition, rules.cap
        self.result = None
        self.key = position_key(self.red, self.green, self.to_move)
        self.counts = {}
        for position in state.history.positions[:state._seen]:
            self.counts[position] = self.counts.get(position, 0) + 1
        self.stack = []
        # forward steps still to go per seat: -1 with every forward step, 0 sideways
        self.dist = [self.sides[RED].distance(self.red), self.sides[GREEN].distance(self.green)]

    def over(self):
        return self.result is not None

    def moves(self):
        """The legal moves, as State.legal_moves() lists them; () once over."""
        if self.result is not None:
            return ()
        seat = self.to_move
        return self.sides[seat].moves(self.red if seat == RED else self.green,
                                      self.red | self.green) or PASS_ONLY

    def moves_forward_first(self):
        """The legal moves, bearing off first, then forward steps, then sideways
        (each group in the listed order); () once over."""
        if self.result is not None:
            return ()
        seat = self.to_move
        side = self.sides[seat]
        mine = self.red if seat == RED else self.green
        occupied = self.red | self.green
        near, split, off = side.near, side.split, side.off
        offs, ahead, sideways = [], [], []
        while mine:
            b = mine & -mine
            mine ^= b
            p = b.bit_length() - 1
            fwd, side_steps = split[p][occupied & near[p]]
            if fwd is not None:
                (offs if off[p] else ahead).append(fwd)
            sideways += side_steps
        moves = offs + ahead + sideways
        return moves or [PASS]

    def make(self, move):
        seat = self.to_move
        red, green = self.red, self.green
        if move is PASS:
            forward = False
        else:
            fb, tb, forward = self.sides[seat].info[id(move)]
            if seat == RED:
                self.red = red = red ^ (fb | tb)
            else:
                self.green = green = green ^ (fb | tb)
            if forward:
                self.dist[seat] -= 1
        self.stack.append((self.key, self.result, forward))
        self.to_move = nxt = seat ^ 1
        self.ply += 1
        self.key = key = red | green << 36 | nxt << 72
        counts = self.counts
        n = counts[key] = counts.get(key, 0) + 1
        if not red or not green:
            self.result = seat if not (red if seat == RED else green) else nxt
        elif self.repetition and n >= 3:
            self.result = DRAW
        elif self.cap is not None and self.ply >= self.cap:
            self.result = DRAW
        elif self.classic and not self.sides[nxt].moves(red if nxt == RED else green,
                                                        red | green):
            self.result = nxt

    def undo(self):
        counts, key = self.counts, self.key
        n = counts[key] - 1
        if n:
            counts[key] = n
        else:
            del counts[key]
        key, self.result, forward = self.stack.pop()
        self.key = key
        self.to_move = seat = key >> 72
        self.red, self.green = key & FULL, (key >> 36) & FULL
        self.ply -= 1
        if forward:
            self.dist[seat] += 1


DRAW = -1


class _ByAxis(dict):
    """axis -> (Red's _Side, Green's _Side), made when a game on that axis first asks:
    a game link's first paint builds one axis's tables, not both (half the engine's
    import time on a cold start)."""

    def __missing__(self, axis):
        if axis not in FORWARD:
            raise KeyError(axis)
        sides = self[axis] = (_Side(axis, RED), _Side(axis, GREEN))
        STEPS_BY_TEXT.update((move.text, move) for move in _STEP_MOVES.values())
        return sides


SIDES = _ByAxis()
STEPS_BY_TEXT = {}     # text -> the step's one Move, for every axis built so far

GAME = DodgemState.game
