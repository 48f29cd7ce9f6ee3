"""Tracers (Marty Hale-Evans, 2021, v1.1): knight moves that leave a trail of marks.

Rules: the rules page py/piecepad/games/tracers/rules_page.py; notation and
rulings T1-T9: docs/notation.md. Seat 0 is Light (starts on a1), seat 1 is Dark
(starts on h8); by default Dark moves first (option first_player).

A pawn makes a knight move, marking the start square and the squares it passes
through (never the square it lands on), or captures the other pawn by a single
step: Light orthogonally, Dark diagonally. A pawn never lands on its own mark
(a square marked by both counts as its own), nor on the other pawn. Filling the
last empty square of a rank or file scores that line for the mover. The game
ends at a capture, at a player's fifth line, or when the player to move is
trapped (no legal move), who then loses.

Every knight path and every move object is computed once, at import; a state
is a few ints, a tuple and a bytes object (the Marks), so random playouts are
cheap also in Pyodide. Position text and the notation extensions (``via``,
``nomark``) are documented in docs/notation.md (Tracers).
"""

import re

from ...errors import PositionError, as_text, excerpt
from ...game import Game, Move, Outcome, State, Settings, normalize_text, memo
from ...grid import Grid
from ...marks import BOTH, Marks
from ...options import Option, resolve

GRID = Grid(8, 8)
LIGHT, DARK = 0, 1
WIN_LINES = 5
SYMBOLS = ".ldb"          # mark text: none, Light, Dark, both
SIDES = "ld"              # side-to-move text: Light, Dark
LONG, EITHER = "long_leg_first", "either_L"

LINES = GRID.lines()      # 8 ranks (1..8) then 8 files (a..h)
LINE_NAMES = tuple([str(y + 1) for y in range(GRID.height)]
                   + [GRID.names[x][0] for x in range(GRID.width)])
LINES_OF = tuple((sq // GRID.width, GRID.height + sq % GRID.width) for sq in range(GRID.size))
NO_LINES = (-1,) * len(LINES)
LINE_SLICES = GRID.line_slices()   # the same lines, for a fast completeness check

OPTIONS = (
    Option("knight_path", LONG, (LONG, EITHER),
           help="Knight path",
           labels=("Two squares first, then one (the usual path)",
                   "Either way round (the mover picks the path)")),
    Option("optional_mark_occupied", False, (False, True),
           help="Passing the other pawn",
           labels=("Its square is always marked",
                   "The mover may leave its square unmarked")),
    Option("first_player", "dark", ("dark", "light"),
           help="Who moves first",
           labels=("Dark", "Light")),
    Option("capture_ignores_own_mark", False, (False, True),
           help="Capturing onto your own mark",
           labels=("Not allowed (no pawn lands on its own mark)",
                   "Allowed")),
    Option("both_trapped", "player_to_move_loses", ("player_to_move_loses", "draw"),
           help="When both pawns are trapped",
           labels=("The player to move loses", "The game is a draw")),
)


# -- precomputed moves ----------------------------------------------------------

def _name(sq):
    return GRID.names[sq]


def _names(squares):
    return tuple(GRID.names[sq] for sq in squares)


def _knight_entries(sq, either):
    """(destination, Move, {passed square: the Move without marking it}) of every
    knight move from ``sq``, in the listed order: by destination (file, then
    rank), the long-leg-first path before the other one."""
    x, y = GRID.xy(sq)
    found = []
    for ux, uy in ((1, 0), (-1, 0), (0, 1), (0, -1)):          # the long leg's unit step
        for s in (1, -1):
            vx, vy = (0, s) if ux else (s, 0)                   # the short leg's unit step
            tx, ty = x + 2 * ux + vx, y + 2 * uy + vy
            if not GRID.contains(tx, ty):
                continue
            dest = GRID.index(tx, ty)
            base = f"{_name(sq)}-{_name(dest)}"
            paths = [(0, (GRID.index(x + ux, y + uy), GRID.index(x + 2 * ux, y + 2 * uy)), "")]
            if either:
                a, b = GRID.index(x + vx, y + vy), GRID.index(x + vx + ux, y + vy + uy)
                paths.append((1, (a, b), f" via {_name(a)},{_name(b)}"))
            for order, passed, via in paths:
                text = base + via
                marked = (sq,) + passed
                ends = {"origin": _name(sq), "target": _name(dest)}
                nomark = {}
                for p in passed:
                    kept = tuple(m for m in marked if m != p)
                    nomark[p] = Move(text + " nomark", ("knight", sq, dest, kept),
                                     kind="knight", path=_names(kept), **ends)
                found.append(((tx, ty, order),
                              (dest, Move(text, ("knight", sq, dest, marked), kind="knight",
                                          path=_names(marked), **ends), nomark)))
    found.sort(key=lambda item: item[0])
    return tuple(entry for _, entry in found)


def _capture_moves(seat, sq):
    steps = ((1, 0), (-1, 0), (0, 1), (0, -1)) if seat == LIGHT else \
        ((1, 1), (1, -1), (-1, 1), (-1, -1))
    found = {}
    for dx, dy in steps:
        to = GRID.step(sq, dx, dy)
        if to is not None:
            found[to] = Move(f"{_name(sq)}x{_name(to)}", ("capture", sq, to, ()),
                             origin=_name(sq), target=_name(to), kind="capture")
    return found


KNIGHT = {LONG: tuple(_knight_entries(sq, False) for sq in range(GRID.size)),
          EITHER: tuple(_knight_entries(sq, True) for sq in range(GRID.size))}
CAPTURES = tuple(tuple(_capture_moves(seat, sq) for sq in range(GRID.size)) for seat in (0, 1))


class _Config:
    """The option values the move generator needs, read once per Settings."""

    __slots__ = ("table", "optional", "ignore_own", "draw_if_both")

    def __init__(self, settings):
        self.table = KNIGHT[settings["knight_path"]]
        self.optional = settings["optional_mark_occupied"]
        self.ignore_own = settings["capture_ignores_own_mark"]
        self.draw_if_both = settings["both_trapped"] == "draw"


_config = memo(_Config)   # one _Config per option set


# -- the game -------------------------------------------------------------------

class TracersGame(Game):
    id = "tracers"
    rules_version = "1.1"
    options = OPTIONS
    seat_names = ("Light", "Dark")
    grid = GRID

    def _start(self, settings, players, seed):
        first = LIGHT if settings["first_player"] == "light" else DARK
        return TracersState(settings, (GRID.parse("a1"), GRID.parse("h8")),
                            Marks.empty(GRID.size), first, NO_LINES)

    def encode(self, state):
        """Marks (ranks from the top, '/' between, ``.ldb``), Light's pawn,
        Dark's pawn, the side to move (l or d), the scored lines (``-`` or
        ``3:l,e:d``). The opening, Dark to move::

            ......../......../......../......../......../......../......../........ a1 h8 d -
        """
        scored = ",".join(f"{LINE_NAMES[i]}:{SIDES[s]}" for i, s in enumerate(state.scored)
                          if s >= 0) or "-"
        return " ".join((state.marks.encode(GRID, SYMBOLS), _name(state.pawns[LIGHT]),
                         _name(state.pawns[DARK]), SIDES[state.side], scored))

    def decode(self, text, /, **options):
        settings = Settings(resolve(self.options, options))
        text = as_text(text)
        if len(text) > 1000:
            raise PositionError("position text is far too long (a Tracers position is "
                                "under 100 characters)")
        parts = text.lower().split()
        if len(parts) != 5:
            raise PositionError(
                "position text is five parts separated by spaces: the marks, Light's pawn, "
                "Dark's pawn, l or d to move, and the scored lines (- for none); got "
                f"{len(parts)} part{'' if len(parts) == 1 else 's'}")
        marks = Marks.decode(parts[0], GRID, SYMBOLS)
        pawns = (_decode_pawn(parts[1], LIGHT), _decode_pawn(parts[2], DARK))
        if parts[3] not in ("l", "d"):
            raise PositionError("the player to move is l (Light) or d (Dark), "
                                f"not '{excerpt(parts[3])}'")
        side = SIDES.index(parts[3])
        scored = _decode_scored(parts[4], marks)
        _check_position(settings, marks, pawns, side, scored)
        return TracersState(settings, pawns, marks, side, scored)


def _decode_pawn(text, seat):
    who = TracersGame.seat_names[seat]
    try:
        return GRID.parse(text)
    except ValueError as e:
        raise PositionError(f"{who}'s pawn: {e}") from None


def _line_word(index):
    return f"rank {LINE_NAMES[index]}" if index < GRID.height else f"file {LINE_NAMES[index]}"


def _decode_scored(text, marks):
    scored = list(NO_LINES)
    if text != "-":
        for item in text.split(","):
            line, colon, who = item.partition(":")
            if line not in LINE_NAMES or not colon or who not in ("l", "d"):
                raise PositionError(f"scored line '{item}' should be a rank (1-8) or a file "
                                    "(a-h), a colon and its scorer l or d, like 3:l or e:d")
            index = LINE_NAMES.index(line)
            if scored[index] >= 0:
                raise PositionError(f"{_line_word(index)} is listed as scored twice")
            if not marks.complete(LINES[index]):
                raise PositionError(f"{_line_word(index)} is listed as scored, but not all of "
                                    "its squares are marked")
            scored[index] = SIDES.index(who)
    for index, line in enumerate(LINES):
        if scored[index] < 0 and marks.complete(line):
            raise PositionError(f"every square of {_line_word(index)} is marked, so it was "
                                f"scored: list it with its scorer, as {LINE_NAMES[index]}:l "
                                f"or {LINE_NAMES[index]}:d")
    return tuple(scored)


def _check_position(settings, marks, pawns, side, scored):
    """Refuse positions that no game can reach (beyond what the parts check)."""
    names = TracersGame.seat_names
    counts = (scored.count(LIGHT), scored.count(DARK))
    winners = [s for s in (LIGHT, DARK) if counts[s] >= WIN_LINES]
    if len(winners) == 2:
        raise PositionError(f"both players have {WIN_LINES} or more lines; the game ends at "
                            f"the first player's {WIN_LINES}th")
    if winners and side != winners[0] ^ 1:
        w = winners[0]
        raise PositionError(f"{names[w]} has {counts[w]} lines, which ended the game on "
                            f"{names[w]}'s move: the player to move must be {SIDES[w ^ 1]}")
    captured = pawns[LIGHT] == pawns[DARK]
    if captured and winners:
        raise PositionError(f"both pawns stand on {_name(pawns[LIGHT])} (a capture), but the "
                            f"game had already ended at {names[winners[0]]}'s "
                            f"{WIN_LINES}th line")
    for seat in (LIGHT, DARK):
        sq = pawns[seat]
        if not marks.has(sq, seat):
            continue
        if captured and seat == side ^ 1 and settings["capture_ignores_own_mark"]:
            continue            # the capturer stepped onto its own mark, as the option allows
        raise PositionError(f"{names[seat]}'s pawn stands on {_name(sq)}, which carries "
                            f"{names[seat]}'s mark; a pawn never lands on its own mark")


# -- states ---------------------------------------------------------------------

class TracersState(State):
    """``pawns``: the square of each seat's pawn (after a capture both stand on
    the capture square). ``marks``: a Marks. ``scored``: 16 entries in
    ``Grid.lines()`` order, -1 or the seat that scored the line. ``side``: the
    seat whose turn it is, or would be once the game is over."""

    game = TracersGame()
    grid = GRID

    def __init__(self, settings, pawns, marks, side, scored, cfg=None):
        super().__init__(settings, 2, side, None)
        self.pawns = pawns
        self.marks = marks
        self.side = side
        self.scored = scored
        self._scores = (scored.count(LIGHT), scored.count(DARK))
        self._cfg = cfg or _config(settings)
        self.outcome = self._judge()
        if self.outcome is not None:
            self.to_move = None

    @property
    def scores(self):
        return self._scores

    def _key(self):
        return (self.settings, self.pawns, self.marks.cells, self.side, self.scored)

    # -- end of game --------------------------------------------------------
    def _judge(self):
        """The end checks in the rules' order (1.5): capture, fifth line, trap."""
        names = self.game.seat_names
        side, last = self.side, self.side ^ 1
        if self.pawns[LIGHT] == self.pawns[DARK]:
            return Outcome((last,), f"{names[last]} captures {names[side]}'s pawn and wins")
        if self._scores[last] >= WIN_LINES:
            return Outcome((last,), f"{names[last]} completes a fifth line and wins")
        moves = self._moves(side)
        if moves:
            self._legal = moves
            return None
        if self._cfg.draw_if_both and not self._moves(last):
            return Outcome((), "Draw: both pawns are trapped (neither Light nor Dark has a "
                               "legal move)")
        return Outcome((last,), f"{names[side]} is trapped (no legal move) and loses")

    # -- moves --------------------------------------------------------------
    def _moves(self, seat):
        """Every legal move of ``seat``'s pawn in this position, in listed order."""
        cfg = self._cfg
        here, other = self.pawns[seat], self.pawns[seat ^ 1]
        cells = self.marks.cells
        own = 1 << seat
        moves = []
        offer_nomark = cfg.optional and not cells[other] & own
        for dest, move, nomark in cfg.table[here]:
            if dest == other or cells[dest] & own:
                continue
            moves.append(move)
            if offer_nomark and other in nomark:
                moves.append(nomark[other])
        capture = CAPTURES[seat][here].get(other)
        if capture is not None and (cfg.ignore_own or not cells[other] & own):
            moves.append(capture)
        return tuple(moves)

    def _generate(self):
        return self._moves(self.side)

    def tidy(self, text):
        return _tidy(text)

    def _apply(self, move):
        _kind, frm, to, marked = move.data          # marked: Move.path as square indices
        kind = move.kind
        me = self.side
        pawns = (to, self.pawns[DARK]) if me == LIGHT else (self.pawns[LIGHT], to)
        if kind == "capture":
            return TracersState(self.settings, pawns, self.marks, me ^ 1, self.scored,
                                self._cfg)
        cells = self.marks.cells
        newly = [sq for sq in marked if not cells[sq]]
        marks = self.marks.add(marked, me)
        scored = self.scored
        if newly:
            # Only a line holding a newly marked square can have been completed.
            lines = {line for sq in newly for line in LINES_OF[sq]}
            done = [line for line in lines
                    if scored[line] < 0 and marks.complete(LINE_SLICES[line])]
            if done:
                scored = list(scored)
                for line in done:
                    scored[line] = me
                scored = tuple(scored)
        return TracersState(self.settings, pawns, marks, me ^ 1, scored, self._cfg)

    # -- why a move is refused ----------------------------------------------
    def _why_illegal(self, text):
        m = _MOVE.match(text)
        if not m:
            return _how_written(self.settings)
        names, me = self.game.seat_names, self.side
        try:
            frm, to = GRID.parse(m.group(1)), GRID.parse(m.group(3))
            via = (GRID.parse(m.group(4)), GRID.parse(m.group(5))) if m.group(4) else None
        except ValueError as e:
            return str(e)
        here, other = self.pawns[me], self.pawns[me ^ 1]
        if frm == other:
            return f"the pawn on {_name(frm)} is {names[me ^ 1]}'s; it is {names[me]}'s turn"
        if frm != here:
            return (f"there is no {names[me]} pawn on {_name(frm)} ({names[me]}'s pawn is on "
                    f"{_name(here)})")
        (fx, fy), (tx, ty) = GRID.xy(frm), GRID.xy(to)
        dx, dy = abs(tx - fx), abs(ty - fy)
        knight, step = {dx, dy} == {1, 2}, max(dx, dy) == 1
        if m.group(2) == "x":
            return self._why_capture(to, via, m.group(6), knight, step, dx and dy)
        if not knight:
            if step and to == other:
                return (f"a capture is written with x, like {_name(frm)}x{_name(to)}, and "
                        "Light captures orthogonally, Dark diagonally")
            return ("a pawn moves like a knight (two squares one way, one square the other) "
                    "or captures by a single step")
        if to == other:
            return f"the other pawn stands on {_name(to)}"
        landing = self._landing_ban(to)
        if landing:
            return landing
        base = f"{_name(frm)}-{_name(to)}"
        usual, other_path = _paths(frm, to)
        if via is not None:
            if self.settings["knight_path"] != EITHER:
                return ("the pawn always moves the two-square leg first in this game (the "
                        f"path can be chosen only with knight_path=either_L): write {base}")
            if via == usual:
                return f"via {_name(via[0])},{_name(via[1])} is the usual path: write {base}"
            if via != other_path:
                return (f"the pawn passes either {_name(usual[0])},{_name(usual[1])} (written "
                        f"{base}) or {_name(other_path[0])},{_name(other_path[1])} (written "
                        f"{base} via {_name(other_path[0])},{_name(other_path[1])})")
        if m.group(6):
            passed = via or usual
            if not self.settings["optional_mark_occupied"]:
                return ("every square the pawn passes through is marked (nomark needs the "
                        "option optional_mark_occupied)")
            if other not in passed:
                return ("nomark leaves the other pawn's square unmarked, and this path does "
                        "not pass through it")
            if self.marks.has(other, me):
                return (f"{_name(other)} already carries {names[me]}'s mark, so nomark would "
                        "change nothing: leave it out")
        return "not a legal move here"

    def _why_capture(self, to, via, nomark, knight, step, diagonal):
        names, me = self.game.seat_names, self.side
        if via is not None or nomark:
            return "a capture step is written like d4xd5, with nothing after it"
        if not step:
            if knight:
                return "a knight move is written with -, like a1-b3"
            return "a capture is a single step onto the other pawn's square"
        if to != self.pawns[me ^ 1]:
            return f"there is no pawn to capture on {_name(to)}"
        if me == LIGHT and diagonal:
            return "Light captures only orthogonally"
        if me == DARK and not diagonal:
            return "Dark captures only diagonally"
        return self._landing_ban(to) or "not a legal move here"

    def _landing_ban(self, sq):
        if self.marks.has(sq, self.side):
            if self.marks.at(sq) == BOTH:
                return f"{_name(sq)} is marked by both players, so neither pawn may land there"
            return (f"you cannot land on your own mark ({_name(sq)} is marked by "
                    f"{self.game.seat_names[self.side]})")
        return ""


_MOVE = re.compile(r"^([a-z][0-9]+)([-x])([a-z][0-9]+)"
                   r"(?: via ([a-z][0-9]+),([a-z][0-9]+))?( nomark)?$")
_SPACED = re.compile(r"\s*([-,])\s*")


def _tidy(text):
    """Typed move text -> canonical spacing: no spaces around '-', ',' or a
    capture's 'x' (``A1 - B3 via B1, B2`` reads as ``a1-b3 via b1,b2``)."""
    text = normalize_text(text)
    return _SPACED.sub(r"\1", text)      # a capture's spaced 'x': normalize_text


def _paths(frm, to):
    """The squares passed through by the long-leg-first path and by the other path."""
    (fx, fy), (tx, ty) = GRID.xy(frm), GRID.xy(to)
    dx, dy = tx - fx, ty - fy
    if abs(dx) == 2:
        u, v = (dx // 2, 0), (0, dy)
    else:
        u, v = (0, dy // 2), (dx, 0)
    usual = (GRID.index(fx + u[0], fy + u[1]), GRID.index(fx + 2 * u[0], fy + 2 * u[1]))
    other = (GRID.index(fx + v[0], fy + v[1]), GRID.index(fx + v[0] + u[0], fy + v[1] + u[1]))
    return usual, other


def _how_written(settings):
    """Short: the rules page's "How to write a move" explains each form."""
    forms = ["a1-b3", "d4xd5"]
    if settings["knight_path"] == EITHER:
        forms.append("a1-b3 via b1,b2")
    if settings["optional_mark_occupied"]:
        forms.append("a1-b3 nomark")
    return "a move is written like " + ", ".join(forms[:-1]) + " or " + forms[-1]


GAME = TracersState.game
