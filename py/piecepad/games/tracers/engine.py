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

from ...errors import PositionError, as_text, excerpt, message_of
from ...game import Game, Move, Outcome, State, Settings, normalize_text, memo
from ...i18n import N_, T
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
           help=N_("Knight path"),
           labels=(N_("Two squares first, then one (the usual path)"),
                   N_("Either way round (the mover picks the path)"))),
    Option("optional_mark_occupied", False, (False, True),
           help=N_("Passing the other pawn"),
           labels=(N_("Its square is always marked"),
                   N_("The mover may leave its square unmarked"))),
    Option("first_player", "dark", ("dark", "light"),
           help=N_("Who moves first"),
           labels=(N_("Dark"), N_("Light"))),
    Option("capture_ignores_own_mark", False, (False, True),
           help=N_("Capturing onto your own mark"),
           labels=(N_("Not allowed (no pawn lands on its own mark)"),
                   N_("Allowed"))),
    Option("both_trapped", "player_to_move_loses", ("player_to_move_loses", "draw"),
           help=N_("When both pawns are trapped"),
           labels=(N_("The player to move loses"), N_("The game is a draw"))),
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
    seat_names = (N_("Light"), N_("Dark"))
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
            raise PositionError(T("position text is far too long (a Tracers position is "
                                  "under 100 characters)"))
        parts = text.lower().split()
        if len(parts) != 5:
            raise PositionError(T(
                ("position text is five parts separated by spaces: the marks, Light's pawn, "
                 "Dark's pawn, l or d to move, and the scored lines (- for none); got {n} part",
                 "position text is five parts separated by spaces: the marks, Light's pawn, "
                 "Dark's pawn, l or d to move, and the scored lines (- for none); got {n} parts"),
                n=len(parts)))
        marks = Marks.decode(parts[0], GRID, SYMBOLS)
        pawns = (_decode_pawn(parts[1], LIGHT), _decode_pawn(parts[2], DARK))
        if parts[3] not in ("l", "d"):
            raise PositionError(T("the player to move is l (Light) or d (Dark), not '{text}'",
                                  text=excerpt(parts[3])))
        side = SIDES.index(parts[3])
        scored = _decode_scored(parts[4], marks)
        _check_position(settings, marks, pawns, side, scored)
        return TracersState(settings, pawns, marks, side, scored)


PAWN_PROBLEM = (N_("Light's pawn: {reason}"), N_("Dark's pawn: {reason}"))


def _decode_pawn(text, seat):
    try:
        return GRID.parse(text)
    except ValueError as e:
        reason = message_of(e)
        raise PositionError(T(PAWN_PROBLEM[seat], reason=reason)) from None


def _line_word(index):
    """A rank or file by name (a Message): "rank 3", "file e"."""
    if index < GRID.height:
        return T("rank {rank}", rank=LINE_NAMES[index])
    return T("file {file}", file=LINE_NAMES[index])


def _decode_scored(text, marks):
    scored = list(NO_LINES)
    if text != "-":
        for item in text.split(","):
            line, colon, who = item.partition(":")
            if line not in LINE_NAMES or not colon or who not in ("l", "d"):
                raise PositionError(T("scored line '{item}' should be a rank (1-8) or a file "
                                      "(a-h), a colon and its scorer l or d, like 3:l or e:d",
                                      item=item))
            index = LINE_NAMES.index(line)
            if scored[index] >= 0:
                raise PositionError(T("{line} is listed as scored twice", line=_line_word(index)))
            if not marks.complete(LINES[index]):
                raise PositionError(T("{line} is listed as scored, but not all of its squares "
                                      "are marked", line=_line_word(index)))
            scored[index] = SIDES.index(who)
    for index, line in enumerate(LINES):
        if scored[index] < 0 and marks.complete(line):
            raise PositionError(T("every square of {line} is marked, so it was scored: list it "
                                  "with its scorer, as {name}:l or {name}:d",
                                  line=_line_word(index), name=LINE_NAMES[index]))
    return tuple(scored)


# Refusals that name a seat: one whole sentence per seat (indexed by seat).
ENDED_BY_LINES = (N_("Light has {n} lines, which ended the game on Light's move: the player "
                     "to move must be d"),
                  N_("Dark has {n} lines, which ended the game on Dark's move: the player "
                     "to move must be l"))
CAPTURED_AFTER_END = (N_("both pawns stand on {square} (a capture), but the game had already "
                         "ended at Light's 5th line"),
                      N_("both pawns stand on {square} (a capture), but the game had already "
                         "ended at Dark's 5th line"))
ON_OWN_MARK = (N_("Light's pawn stands on {square}, which carries Light's mark; a pawn never "
                  "lands on its own mark"),
               N_("Dark's pawn stands on {square}, which carries Dark's mark; a pawn never "
                  "lands on its own mark"))


def _check_position(settings, marks, pawns, side, scored):
    """Refuse positions that no game can reach (beyond what the parts check)."""
    counts = (scored.count(LIGHT), scored.count(DARK))
    winners = [s for s in (LIGHT, DARK) if counts[s] >= WIN_LINES]
    if len(winners) == 2:
        raise PositionError(T("both players have 5 or more lines; the game ends at the "
                              "first player's 5th"))
    if winners and side != winners[0] ^ 1:
        w = winners[0]
        raise PositionError(T(ENDED_BY_LINES[w], n=counts[w]))
    captured = pawns[LIGHT] == pawns[DARK]
    if captured and winners:
        raise PositionError(T(CAPTURED_AFTER_END[winners[0]], square=_name(pawns[LIGHT])))
    for seat in (LIGHT, DARK):
        sq = pawns[seat]
        if not marks.has(sq, seat):
            continue
        if captured and seat == side ^ 1 and settings["capture_ignores_own_mark"]:
            continue            # the capturer stepped onto its own mark, as the option allows
        raise PositionError(T(ON_OWN_MARK[seat], square=_name(sq)))


# -- states ---------------------------------------------------------------------

# The outcomes. Their reasons are plain English text (the core adds to them); each
# is an id, so it can be shown in the reader's language. Indexed by the winner, or
# for TRAPPED by the loser.
CAPTURED = (Outcome((LIGHT,), N_("Light captures Dark's pawn and wins")),
            Outcome((DARK,), N_("Dark captures Light's pawn and wins")))
FIFTH_LINE = (Outcome((LIGHT,), N_("Light completes a fifth line and wins")),
              Outcome((DARK,), N_("Dark completes a fifth line and wins")))
BOTH_TRAPPED = Outcome((), N_("Draw: both pawns are trapped (neither Light nor Dark has a "
                              "legal move)"))
TRAPPED = (Outcome((DARK,), N_("Light is trapped (no legal move) and loses")),
           Outcome((LIGHT,), N_("Dark is trapped (no legal move) and loses")))


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
        side, last = self.side, self.side ^ 1
        if self.pawns[LIGHT] == self.pawns[DARK]:
            return CAPTURED[last]
        if self._scores[last] >= WIN_LINES:
            return FIFTH_LINE[last]
        moves = self._moves(side)
        if moves:
            self._legal = moves
            return None
        if self._cfg.draw_if_both and not self._moves(last):
            return BOTH_TRAPPED
        return TRAPPED[side]

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
        me = self.side
        try:
            frm, to = GRID.parse(m.group(1)), GRID.parse(m.group(3))
            via = (GRID.parse(m.group(4)), GRID.parse(m.group(5))) if m.group(4) else None
        except ValueError as e:
            return str(e)
        here, other = self.pawns[me], self.pawns[me ^ 1]
        if frm == other:
            return T(OTHERS_PAWN[me], square=_name(frm))
        if frm != here:
            return T(NO_PAWN[me], square=_name(frm), here=_name(here))
        (fx, fy), (tx, ty) = GRID.xy(frm), GRID.xy(to)
        dx, dy = abs(tx - fx), abs(ty - fy)
        knight, step = {dx, dy} == {1, 2}, max(dx, dy) == 1
        if m.group(2) == "x":
            return self._why_capture(to, via, m.group(6), knight, step, dx and dy)
        if not knight:
            if step and to == other:
                return T("a capture is written with x, like {frm}x{to}, and Light captures "
                         "orthogonally, Dark diagonally", frm=_name(frm), to=_name(to))
            return T("a pawn moves like a knight (two squares one way, one square the other) "
                     "or captures by a single step")
        if to == other:
            return T("the other pawn stands on {square}", square=_name(to))
        landing = self._landing_ban(to)
        if landing:
            return landing
        base = f"{_name(frm)}-{_name(to)}"
        usual, other_path = _paths(frm, to)
        if via is not None:
            if self.settings["knight_path"] != EITHER:
                return T("the pawn always moves the two-square leg first in this game (the "
                         "path can be chosen only with knight_path=either_L): write {move}",
                         move=base)
            if via == usual:
                return T("via {a},{b} is the usual path: write {move}", a=_name(via[0]),
                         b=_name(via[1]), move=base)
            if via != other_path:
                return T("the pawn passes either {a},{b} (written {move}) or {c},{d} (written "
                         "{move} via {c},{d})", a=_name(usual[0]), b=_name(usual[1]),
                         c=_name(other_path[0]), d=_name(other_path[1]), move=base)
        if m.group(6):
            passed = via or usual
            if not self.settings["optional_mark_occupied"]:
                return T("every square the pawn passes through is marked (nomark needs the "
                         "option optional_mark_occupied)")
            if other not in passed:
                return T("nomark leaves the other pawn's square unmarked, and this path does "
                         "not pass through it")
            if self.marks.has(other, me):
                return T(NOMARK_OWN[me], square=_name(other))
        return T("not a legal move here")

    def _why_capture(self, to, via, nomark, knight, step, diagonal):
        me = self.side
        if via is not None or nomark:
            return T("a capture step is written like d4xd5, with nothing after it")
        if not step:
            if knight:
                return T("a knight move is written with -, like a1-b3")
            return T("a capture is a single step onto the other pawn's square")
        if to != self.pawns[me ^ 1]:
            return T("there is no pawn to capture on {square}", square=_name(to))
        if me == LIGHT and diagonal:
            return T("Light captures only orthogonally")
        if me == DARK and not diagonal:
            return T("Dark captures only diagonally")
        return self._landing_ban(to) or T("not a legal move here")

    def _landing_ban(self, sq):
        if self.marks.has(sq, self.side):
            if self.marks.at(sq) == BOTH:
                return T("{square} is marked by both players, so neither pawn may land there",
                         square=_name(sq))
            return T(OWN_MARK[self.side], square=_name(sq))
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
    return T("a move is written like {forms} or {last}", forms=", ".join(forms[:-1]),
             last=forms[-1])


# Refusals that name the mover: one whole sentence per seat (indexed by the mover).
OTHERS_PAWN = (N_("the pawn on {square} is Dark's; it is Light's turn"),
               N_("the pawn on {square} is Light's; it is Dark's turn"))
NO_PAWN = (N_("there is no Light pawn on {square} (Light's pawn is on {here})"),
           N_("there is no Dark pawn on {square} (Dark's pawn is on {here})"))
NOMARK_OWN = (N_("{square} already carries Light's mark, so nomark would change nothing: "
                 "leave it out"),
              N_("{square} already carries Dark's mark, so nomark would change nothing: "
                 "leave it out"))
OWN_MARK = (N_("you cannot land on your own mark ({square} is marked by Light)"),
            N_("you cannot land on your own mark ({square} is marked by Dark)"))


GAME = TracersState.game
