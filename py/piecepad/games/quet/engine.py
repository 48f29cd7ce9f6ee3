"""Quet: Leroy Quet's untitled marking game of 21 September 2008.

Rules: the rules page py/piecepad/games/quet/rules_page.py; notation:
docs/notation.md. Two pawns walk an n x n grid, each marking the
squares it stands on with its colour (Marks). Entering a square that carries
only the opponent's colour scores +1, one that carries the mover's colour -1.
Player 1 steps 1 square straight on his odd moves and exactly 2 straight on
his even moves; Player 2 steps 1 square, straight on her odd moves and
diagonally on her even moves. A round ends when the mover reaches the target,
when every square carries both colours, or at the round's ply cap. The game is
an even number of rounds, the roles swapping each round; totals decide.

Seats are the two people: seat 0 is Blue, seat 1 is Orange. Seat 0 is Player 1
in rounds 1, 3, 5, ... and Player 2 in rounds 2, 4, .... The move that ends a
round returns the first position of the next round (fresh grid, roles swapped);
after the last round the state keeps the last round's board and is over.
Position text and round bookkeeping: docs/notation.md (Quet).
"""

import re

from ...errors import PositionError, as_text, message_of
from ...i18n import N_, T
from ...game import Game, Move, Outcome, State, memo
from ...grid import FILES, Grid
from ...marks import Marks
from ...options import Option

BLUE, ORANGE = 0, 1
SEAT_NAMES = (N_("Blue"), N_("Orange"))
MIN_N, MAX_N = 4, 12
SYMBOLS = ".bo+"              # marks in position text: none, Blue, Orange, both
BOTH = 3
# Round-end codes, in the order they are tested after a move.
TARGET, FULL, CAP = "t", "f", "c"
END_CODES = (TARGET, FULL, CAP)

STEP_RULES = {"orth1": N_("1 square, straight"), "orth2": N_("2 squares, straight"),
              "diag1": N_("1 square, diagonal")}
_BYTE = tuple(bytes((v,)) for v in range(4))
_MOVE = re.compile(r"^([a-z])(0|[1-9][0-9]{0,2})-([a-z])(0|[1-9][0-9]{0,2})$")


# -- options ----------------------------------------------------------------

def _is_int(value):
    return type(value) is int


OPTIONS = (
    Option("n", 6, help=N_("Board size"),
           allowed=N_("a whole number from 4 to 12"),        # MIN_N to MAX_N
           check=lambda v: _is_int(v) and MIN_N <= v <= MAX_N,
           presets=tuple(range(MIN_N, MAX_N + 1)),
           labels=tuple(N_("6 x 6 (as in the sample game)") if k == 6 else f"{k} x {k}"
                        for k in range(MIN_N, MAX_N + 1))),
    Option("mark_on", "arrival", ("arrival", "departure"),
           help=N_("The square a move marks"),
           labels=(N_("The square arrived at"), N_("The square left"))),
    Option("target", 5, help=N_("Points that end a round"),
           allowed=N_("a whole number, 1 or more"),
           check=lambda v: _is_int(v) and v >= 1,
           presets=(3, 5, 7, 10),
           labels=(N_("3 points"), N_("5 points"), N_("7 points"), N_("10 points"))),
    Option("round_ply_cap", None, (None,), help=N_("Move limit of a round"),
           allowed=N_("none (2·n² moves, n² each) or a whole number, 1 or more"),
           check=lambda v: _is_int(v) and v >= 1,
           presets=(50, 100, 200),
           labels=(N_("2·n² moves (n² each)"), N_("50 moves"), N_("100 moves"),
                   N_("200 moves"))),
    Option("rounds", 2, help=N_("Rounds (each player is Player 1 in half of them)"),
           allowed=N_("an even whole number, 2 or more"),
           check=lambda v: _is_int(v) and v >= 2 and v % 2 == 0,
           presets=(2, 4, 6, 8),
           labels=(N_("2 rounds"), N_("4 rounds"), N_("6 rounds"), N_("8 rounds"))),
)


# -- per-size tables ----------------------------------------------------------

class _Board:
    """Everything that depends on n only: the grid, the step tables with their
    ready-made Moves, and each round's opening marks."""

    def __init__(self, n):
        self.n = n
        self.grid = grid = Grid(n, n)
        self.size = size = n * n
        self.full = bytes((BOTH,)) * size
        self.corners = (0, size - 1)          # Player 1's start, Player 2's start
        names = grid.names
        moves = {}

        def table(deltas):
            out = []
            for frm in range(size):
                x, y = frm % n, frm // n
                dests = sorted((x + dx, y + dy) for dx, dy in deltas
                               if 0 <= x + dx < n and 0 <= y + dy < n)
                row = []
                for tx, ty in dests:
                    to = ty * n + tx
                    if (frm, to) not in moves:
                        text = f"{names[frm]}-{names[to]}"
                        # indexed by points + 1: -1, 0, +1
                        moves[frm, to] = tuple(Move(text, (frm, to, p), origin=names[frm],
                                                     target=names[to], kind="step")
                                                for p in (-1, 0, 1))
                    row.append((to, moves[frm, to]))
                out.append(tuple(row))
            return tuple(out)

        self.orth1 = table(((0, 1), (1, 0), (0, -1), (-1, 0)))
        self.orth2 = table(((0, 2), (2, 0), (0, -2), (-2, 0)))
        self.diag1 = table(((1, 1), (1, -1), (-1, 1), (-1, -1)))
        # start_marks[p1]: the fresh grid of a round whose Player 1 is seat p1.
        self.start_marks = tuple(self.opening_marks(p1) for p1 in (0, 1))

    def opening_marks(self, p1):
        cells = bytearray(self.size)
        cells[self.corners[0]] |= 1 << p1
        cells[self.corners[1]] |= 1 << (p1 ^ 1)
        return Marks(cells)

    def start_pawns(self, p1):
        a, b = self.corners
        return (a, b) if p1 == 0 else (b, a)


_board = memo(_Board)   # one per board size, shared by every state


class _Config:
    """The resolved options of a game, shared by all its states."""

    __slots__ = ("board", "arrival", "target", "cap", "rounds")

    def __init__(self, settings):
        n = settings["n"]
        self.board = _board(n)
        self.arrival = settings["mark_on"] == "arrival"
        self.target = settings["target"]
        cap = settings["round_ply_cap"]
        self.cap = 2 * n * n if cap is None else cap
        self.rounds = settings["rounds"]


_config = memo(_Config)   # one _Config per option set


def _seat(seat):
    """A seat's name as a Message (shown in the reader's language)."""
    return T(SEAT_NAMES[seat])


def _ordinal(k):
    if k == 1:
        return T("1st")
    if 10 <= k % 100 <= 20:
        return T("{n}th", n=k)
    return {1: T("{n}st", n=k), 2: T("{n}nd", n=k), 3: T("{n}rd", n=k)}.get(k % 10) \
        or T("{n}th", n=k)


# -- the game -----------------------------------------------------------------

class QuetGame(Game):
    id = "quet"
    rules_version = "2008-09-21"
    options = OPTIONS
    seat_names = SEAT_NAMES

    def _start(self, settings, players, seed):
        config = _config(settings)
        board = config.board
        return QuetState._make(settings, config, 1, board.start_marks[0], board.start_pawns(0),
                               (0, 0), (0, 0), (), (), 0, None)

    def encode(self, state):
        """Marks (ranks from the top, '/'), the pawns (Blue,Orange), the moves
        made this round (Blue,Orange), the points of every round so far
        (';'-separated Blue,Orange pairs, a finished round's pair followed by
        how it ended: t, f or c), and the side to move (b, o, or - when over):
        ``.....o/....../....../....../....../b..... a1,f6 0,0 0,0 b``."""
        grid = state.grid
        rounds = [f"{a},{b}{e}" for (a, b), e in zip(state.round_points, state.round_ends)]
        if state.outcome is None:
            rounds.append(f"{state.points[0]},{state.points[1]}")
        side = "-" if state.to_move is None else "bo"[state.to_move]
        p0, p1 = state.pawns
        return " ".join((state.marks.encode(grid, SYMBOLS),
                         f"{grid.names[p0]},{grid.names[p1]}",
                         f"{state.moves_made[0]},{state.moves_made[1]}",
                         ";".join(rounds), side))

    def decode(self, text, /, **options):
        settings = self.start(**options).settings
        return _decode(settings, _config(settings), as_text(text))


_EXAMPLE = ".....o/....../....../....../....../b..... a1,f6 0,0 0,0 b"
_PAIR = re.compile(r"^([0-9]{1,6}),([0-9]{1,6})$")
_ROUND = re.compile(r"^(-?[0-9]{1,6}),(-?[0-9]{1,6})([a-z]?)$")


def _short(text):
    return text if len(text) <= 24 else text[:21] + "..."


def _decode(settings, config, text):
    board = config.board
    grid, n = board.grid, board.n
    parts = text.lower().split()
    if len(parts) != 5:
        raise PositionError(T(("Quet position text has five parts separated by spaces: marks, "
                               "pawns, moves made, points by round, side to move, like "
                               "'{example}'; got {n} part",
                               "Quet position text has five parts separated by spaces: marks, "
                               "pawns, moves made, points by round, side to move, like "
                               "'{example}'; got {n} parts"), example=_EXAMPLE, n=len(parts)))
    marks_text, pawns_text, moves_text, points_text, side = parts
    marks = Marks.decode(marks_text, grid, SYMBOLS)

    squares = pawns_text.split(",")
    if len(squares) != 2:
        raise PositionError(T("the pawns are Blue's square then Orange's, like a1,f6; "
                              "got '{text}'", text=_short(pawns_text)))
    try:
        pawns = tuple(grid.parse(s) for s in squares)
    except ValueError as e:
        raise PositionError(T("pawns: {reason}", reason=message_of(e))) \
            from None

    m = _PAIR.match(moves_text)
    if not m:
        raise PositionError(T("the moves made this round are Blue's count then Orange's, "
                              "like 3,2; got '{text}'", text=_short(moves_text)))
    moves = (int(m.group(1)), int(m.group(2)))

    entries = points_text.split(";")
    if len(entries) > config.rounds:
        raise PositionError(T("the points name {count} rounds; this game has "
                              "{rounds} (option rounds)", count=len(entries),
                              rounds=config.rounds))
    round_points, ends = [], []
    for i, entry in enumerate(entries, start=1):
        m = _ROUND.match(entry)
        if not m or (m.group(3) and m.group(3) not in END_CODES):
            raise PositionError(T("the points of round {i} are Blue's then Orange's, like "
                                  "2,-1, followed for a finished round by how it ended (t: "
                                  "target reached, f: board full, c: move limit); got '{text}'",
                                  i=i, text=_short(entry)))
        pair, end = (int(m.group(1)), int(m.group(2))), m.group(3)
        if not end and i < len(entries):
            raise PositionError(T("round {i} is not the last round listed, so it is "
                                  "finished: add how it ended (t, f or c) after its points",
                                  i=i))
        _check_round_points(config, i, pair, end)
        round_points.append(pair)
        if end:
            ends.append(end)
    rnd = len(entries)
    over = bool(ends) and len(ends) == rnd
    if over and rnd < config.rounds:
        raise PositionError(T("round {rnd} is finished and the game has {rounds} rounds, "
                              "so round {next} should have begun: add its points, like ;0,0",
                              rnd=rnd, rounds=config.rounds, next=rnd + 1))
    points = round_points[-1]
    if not over:
        round_points.pop()

    p1 = (rnd - 1) & 1
    ahead = moves[p1] - moves[p1 ^ 1]
    names = (_seat(0), _seat(1))
    if ahead not in (0, 1):
        raise PositionError(T("{p1} is Player 1 in round {rnd} and moves first, so "
                              "has made as many moves as {p2} or one more; got {a},{b}",
                              p1=names[p1], rnd=rnd, p2=names[p1 ^ 1], a=moves[0],
                              b=moves[1]))
    plies = moves[0] + moves[1]
    if over:
        if side != "-":
            raise PositionError(T("all {rnd} rounds are finished, so the game is over and "
                                  "the side to move is '-', not '{side}'", rnd=rnd,
                                  side=_short(side)))
        end = ends[-1]
        last_mover = p1 if ahead == 1 else p1 ^ 1
        if end == TARGET and points[last_mover] < config.target:
            raise PositionError(T("round {rnd} ended at the target, so its last mover, "
                                  "{seat}, reached {target}", rnd=rnd, seat=names[last_mover],
                                  target=config.target))
        if end == FULL and marks.cells != board.full:
            raise PositionError(T("round {rnd} ended with every square carrying both "
                                  "colours, but the marks do not show that", rnd=rnd))
        if end == CAP and plies != config.cap:
            raise PositionError(T("round {rnd} ended at its move limit of {cap}, but "
                                  "{plies} moves were made", rnd=rnd, cap=config.cap,
                                  plies=plies))
        to_move = None
    else:
        if side not in ("b", "o"):
            raise PositionError(T("round {rnd} is not finished, so the side to move is b "
                                  "(Blue) or o (Orange); got '{side}'", rnd=rnd,
                                  side=_short(side)))
        to_move = p1 if ahead == 0 else p1 ^ 1
        if "bo".index(side) != to_move:
            raise PositionError(T("with {a},{b} moves made in round {rnd}, it is "
                                  "{seat}'s turn, not {other}'s", a=moves[0], b=moves[1],
                                  rnd=rnd, seat=names[to_move], other=names[to_move ^ 1]))
        for seat in (0, 1):
            if points[seat] >= config.target:
                raise PositionError(T("{seat} has {points} points in round {rnd}; "
                                      "reaching the target of {target} ends the round",
                                      seat=names[seat], points=points[seat], rnd=rnd,
                                      target=config.target))
        if marks.cells == board.full:
            raise PositionError(T("every square carries both colours, which ends the round"))
        if plies >= config.cap:
            raise PositionError(T("{plies} moves made in round {rnd}: its move limit of "
                                  "{cap} ends the round", plies=plies, rnd=rnd, cap=config.cap))
    state = QuetState._make(settings, config, rnd, marks, pawns, moves, points,
                            tuple(round_points), tuple(ends), to_move, None)
    return state


def _check_round_points(config, i, pair, end):
    if not end:
        return
    reached = [seat for seat in (0, 1) if pair[seat] >= config.target]
    if end == TARGET and len(reached) != 1:
        raise PositionError(T("round {i} ended at the target ({end}), so exactly one player "
                              "has {target} points in it; got {a},{b}", i=i, end=end,
                              target=config.target, a=pair[0], b=pair[1]))
    if end != TARGET and reached:
        raise PositionError(T("round {i}: {seat} has {points} points, which ends a round at "
                              "the target (t), not '{end}'", i=i, seat=_seat(reached[0]),
                              points=pair[reached[0]], end=end))


class QuetState(State):
    game = QuetGame()

    @classmethod
    def _make(cls, settings, config, rnd, marks, pawns, moves, points, round_points, ends,
              to_move, outcome):
        self = object.__new__(cls)
        self.settings = settings
        self.players = 2
        self._legal = None
        self._c = config
        self.round = rnd
        self.marks = marks
        self.pawns = pawns
        self.moves_made = moves
        self.points = points
        self.round_points = round_points
        self.round_ends = ends
        self.to_move = to_move
        if outcome is None and to_move is None:
            winners, reason = _final_outcome(config, round_points)
            outcome = Outcome.of(winners, reason)
        self.outcome = outcome
        return self

    # -- what the view reads ------------------------------------------------
    @property
    def grid(self):
        return self._c.board.grid

    @property
    def player1(self):
        """The seat that is Player 1 in the round on the board."""
        return (self.round - 1) & 1

    @property
    def ply(self):
        """Moves made in the round on the board, both players together."""
        return self.moves_made[0] + self.moves_made[1]

    @property
    def round_cap(self):
        """The round's ply cap (round_ply_cap, or 2·n² when that is None)."""
        return self._c.cap

    @property
    def target(self):
        return self._c.target

    @property
    def rounds(self):
        return self._c.rounds

    @property
    def scores(self):
        """Grand totals per seat, counting the round in progress."""
        a = b = 0
        for x, y in self.round_points:
            a += x
            b += y
        if self.outcome is None:
            a += self.points[0]
            b += self.points[1]
        return (a, b)

    @property
    def round_reasons(self):
        """A sentence for how each finished round ended."""
        return tuple(str(self.end_message(i)) for i in range(len(self.round_ends)))

    @property
    def last_round_end(self):
        """(round number, (Blue, Orange) points, sentence) of the round that the
        move just played ended, else None: set on the first position of a new
        round and on the final position."""
        if self.outcome is None and not (self.round_points and self.moves_made == (0, 0)):
            return None
        k = len(self.round_points)
        return (k, self.round_points[-1], str(self.end_message(k - 1)))

    def end_message(self, i):
        """How finished round ``i`` (from 0) ended, as a Message."""
        points, end = self.round_points[i], self.round_ends[i]
        if end == TARGET:
            seat = 0 if points[0] >= self._c.target else 1
            return T(("{seat} reached {n} point", "{seat} reached {n} points"),
                     seat=_seat(seat), n=self._c.target)
        if end == FULL:
            return T("every square carries both colours")
        return T("the round's move limit of {cap} was reached", cap=self._c.cap)

    def step_kind(self, seat):
        """'orth1', 'orth2' or 'diag1': the step of ``seat``'s next move."""
        even = self.moves_made[seat] & 1       # the next move is even-numbered
        if not even:
            return "orth1"
        return "orth2" if seat == self.player1 else "diag1"

    def step_rule(self, seat):
        """A player's words for the step of ``seat``'s next move."""
        return STEP_RULES[self.step_kind(seat)]

    def _key(self):
        return (self.settings, self.round, self.marks.cells, self.pawns, self.moves_made,
                self.points, self.round_points, self.round_ends)

    # -- moves ----------------------------------------------------------------
    def _generate(self):
        s = self.to_move
        board = self._c.board
        frm = self.pawns[s]
        if self.moves_made[s] & 1:
            dests = board.orth2[frm] if s == (self.round - 1) & 1 else board.diag1[frm]
        else:
            dests = board.orth1[frm]
        cells = self.marks.cells
        b = 1 << s
        return [triple[0] if cells[to] & b else triple[2] if cells[to] else triple[1]
                for to, triple in dests]

    def _apply(self, move):
        frm, to, pts = move.data
        c = self._c
        s = self.to_move
        b = 1 << s
        marks = self.marks
        cells = marks.cells
        sq = to if c.arrival else frm
        v = cells[sq]
        full = False
        if not v & b:
            v |= b
            cells = cells[:sq] + _BYTE[v] + cells[sq + 1:]
            marks = Marks(cells)
            full = v == BOTH and cells == c.board.full
        (p0, p1), (m0, m1), (s0, s1) = self.pawns, self.moves_made, self.points
        if s:
            pawns, moves, points, score = (p0, to), (m0, m1 + 1), (s0, s1 + pts), s1 + pts
        else:
            pawns, moves, points, score = (to, p1), (m0 + 1, m1), (s0 + pts, s1), s0 + pts
        if score >= c.target:
            end = TARGET
        elif full:
            end = FULL
        elif m0 + m1 + 1 >= c.cap:
            end = CAP
        else:
            return QuetState._make(self.settings, c, self.round, marks, pawns, moves, points,
                                   self.round_points, self.round_ends, s ^ 1, None)
        round_points = self.round_points + (points,)
        ends = self.round_ends + (end,)
        if self.round >= c.rounds:
            return QuetState._make(self.settings, c, self.round, marks, pawns, moves, points,
                                   round_points, ends, None, None)
        nxt = self.round + 1
        first = (nxt - 1) & 1
        board = c.board
        return QuetState._make(self.settings, c, nxt, board.start_marks[first],
                               board.start_pawns(first), (0, 0), (0, 0), round_points, ends,
                               first, None)

    def _why_illegal(self, text):
        if text == "pass":
            return T("there is no passing in Quet: a move is compulsory")
        m = _MOVE.match(text)
        if not m:
            return T("a move is written from-to, like a1-b1")
        board = self._c.board
        n = board.n
        frm_name, to_name = text.split("-")
        coords = []
        for name, (fx, fy) in ((frm_name, m.group(1, 2)), (to_name, m.group(3, 4))):
            x, y = FILES.index(fx), int(fy) - 1
            if not (0 <= x < n and 0 <= y < n):
                return T("{square} is off the board (the board is {n}x{n})", square=name, n=n)
            coords.append((x, y))
        me = self.to_move
        names = (_seat(0), _seat(1))
        frm = board.grid.index(*coords[0])
        if frm != self.pawns[me]:
            if frm == self.pawns[me ^ 1]:
                return T("the pawn on {square} is {other}'s; it is {seat}'s turn",
                         square=frm_name, other=names[me ^ 1], seat=names[me])
            return T("{seat}'s pawn is on {square}, not {given}", seat=names[me],
                     square=board.grid.names[self.pawns[me]], given=frm_name)
        dx, dy = coords[1][0] - coords[0][0], coords[1][1] - coords[0][1]
        adx, ady = abs(dx), abs(dy)
        if adx == ady == 0:
            return T("a pawn must move; it cannot stay on {square}", square=frm_name)
        number = self.moves_made[me] + 1
        kind = self.step_kind(me)
        role = "Player 1" if me == self.player1 else "Player 2"
        which = T("it is {seat}'s {ordinal} move this round", seat=names[me],
                  ordinal=_ordinal(number))
        if role == "Player 1":
            if adx and ady:
                return T("{seat} is Player 1 this round and moves only straight "
                         "(up, down, left or right), never diagonally", seat=names[me])
            if kind == "orth2":
                return T("this move must be 2 squares in a straight line: {which}, and "
                         "Player 1 moves 2 squares on even-numbered moves", which=which)
            return T("this move must be 1 square in a straight line: {which}, and Player 1 "
                     "moves 2 squares only on even-numbered moves", which=which)
        if adx > 1 or ady > 1:
            return T("{seat} is Player 2 this round and moves 1 square at a time",
                     seat=names[me])
        if kind == "diag1":
            return T("{seat} moves diagonally on this move: {which}, and Player 2 moves "
                     "diagonally on even-numbered moves", seat=names[me], which=which)
        return T("{seat} moves straight (up, down, left or right) on this move: {which}, "
                 "and Player 2 moves diagonally only on even-numbered moves",
                 seat=names[me], which=which)


def _final_outcome(config, round_points):
    a = sum(p[0] for p in round_points)
    b = sum(p[1] for p in round_points)
    """(winners, reason) of a finished game; the reason is a Message, and the
    Outcome keeps both (``Outcome.of``)."""
    k = len(round_points)
    if a == b:
        return (), T(("Draw: {a} to {b} over {n} round", "Draw: {a} to {b} over {n} rounds"),
                     a=a, b=b, n=k)
    win = BLUE if a > b else ORANGE
    hi, lo = max(a, b), min(a, b)
    return (win,), T(("{seat} wins {hi} to {lo} over {n} round",
                      "{seat} wins {hi} to {lo} over {n} rounds"),
                     seat=_seat(win), hi=hi, lo=lo, n=k)



GAME = QuetState.game
