"""Tracross solitaire (Merle D. Zimmermann, 1993): refill a labelled board.

Rules: the rules page py/piecepad/games/tracross_solitaire/rules_page.py;
notation, options and rulings X8-X10: docs/notation.md. The puzzle is an n x n
original filling made by dice (or given by the ``original`` option). Its edge
units are labelled by following its tracks (``piecepad.tracks``, in the
rules' order: counter-clockwise from the top of the left side). The player
fills a blank board of the same size; the puzzle is solved when the board is
full, every label's two edge units are joined by one track (exactly the
original's pairing), and at least ``min_changed_cells`` squares differ from the
original.

Dice, as in the two-player game (``piecepad.tracks.die``): the k-th roll is
``die(seed, k)``. Unless ``size`` or ``original`` fixes it, roll 0 gives the
side, n = roll + 1 (2 to 7); the next n*n rolls fill the squares in reading
order (top rank first, left to right): 1-2 -> piece 1 (A), 3-4 -> 2 (B), 5-6 ->
3 (X). No seed means seed 0. With ``original`` no dice are rolled.

Moves: ``c3:p`` puts piece p on c3 (replacing what is there), ``c3:0`` empties
c3. The solver (hint, a solution, counting) is in ``tracross_solver``.
Position text: docs/notation.md.
"""

import re
from dataclasses import dataclass

from ...errors import OptionError, PositionError, as_text, excerpt, message_of
from ...game import Game, Move, Outcome, Settings, State, normalize_text
from ...grid import Grid
from ...i18n import N_, T
from ...options import Option, resolve
from ...tracks import (
    check_seed, decode_board, die, encode_board, geometry, label_name, label_units, pairing,
    piece_from_char)

MAX_SIZE = 9


def _is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


# The new-game form's hint says "none" itself, then the rest (view/pages.py).
MESSAGE_IDS = ("a square board of 1x1 to 9x9 pieces, ranks from the top separated by '/', "
               "each square 1, 2 or 3 (or A, B, X), like 112/212/212",)


@dataclass(frozen=True)
class OriginalOption(Option):
    """``original``: None, or the original filling as text, ranks from the top
    separated by '/', one piece per square: ``112/212/212`` (letters A/B/X
    accepted; the value is kept in digits)."""

    def describe_allowed(self):
        return N_("none, or a square board of 1x1 to 9x9 pieces, ranks from the top "
                  "separated by '/', each square 1, 2 or 3 (or A, B, X), like 112/212/212")

    def validate(self, value):
        if value is None:
            return None
        if not isinstance(value, str):
            raise OptionError(T("option {name}: {value} is not allowed (allowed: {allowed})",
                                name=self.name, value=excerpt(value),
                                allowed=T(self.describe_allowed())))
        return self.parse(value)

    def parse(self, text):
        text = self.expect_text(text).strip()
        if text.lower() in ("none", ""):
            return None
        try:
            n, tiles = decode_board(text, empty_ok=False, what=T("the original"))
        except PositionError as e:
            raise OptionError(T("option {name}: {reason}", name=self.name,
                                reason=e.message)) from None
        if not 1 <= n <= MAX_SIZE:
            raise OptionError(T("option {name}: the board is {n}x{n}; it must be 1x1 to "
                                "{max}x{max}", name=self.name, n=n, max=MAX_SIZE))
        return encode_board(Grid(n, n), tiles)


assert MAX_SIZE == 9, "the words of the size and original options below name MAX_SIZE"
OPTIONS = (
    Option("size", None, (None,), help=N_("Board size"),
           allowed=N_("none (roll a die: 2 to 7) or a whole number from 1 to 9"),
           check=lambda v: _is_int(v) and 1 <= v <= MAX_SIZE,
           presets=tuple(range(2, 8)),
           labels=(N_("Roll a die (2 x 2 to 7 x 7)"),) + tuple(f"{k} x {k}" for k in range(2, 8))),
    OriginalOption("original", None, (None,), help=N_("Original filling (instead of rolling)")),
    Option("min_changed_cells", 1, help=N_("Squares that must differ from the original"),
           allowed=N_("a whole number, 0 or more"),
           check=lambda v: _is_int(v) and v >= 0,
           presets=(0, 1, 4, 9),
           labels=(N_("0 (the original itself will do)"), N_("1 (not identical)"), "4", "9")),
)


# -- per-puzzle tables ------------------------------------------------------------------

class _Puzzle:
    """Everything fixed by the original filling: grid, labels, move objects."""

    def __init__(self, n, original):
        self.n = n
        self.grid = Grid(n, n)
        self.geo = geometry(n)
        self.original = original
        self.twin = pairing(self.geo, original)
        index = label_units(self.geo, self.twin)
        self.label_of_unit = tuple(label_name(k) for k in index)
        self.labels = {self.geo.unit_ids[u]: name for u, name in enumerate(self.label_of_unit)}
        self.label_pairs = tuple((label_name(k), u, self.twin[u])
                                 for k, u in sorted((k, u) for u, k in enumerate(index)
                                                    if u < self.twin[u]))
        names = self.grid.names
        self.moves = tuple(tuple(Move(f"{names[sq]}:{p}", (sq, p), square=names[sq], kind="place")
                                 for p in range(4))
                           for sq in range(n * n))


_PUZZLES = {}


def puzzle_tables(n, original):
    key = (n, original)
    p = _PUZZLES.get(key)
    if p is None:
        if len(_PUZZLES) > 256:
            _PUZZLES.clear()
        p = _PUZZLES[key] = _Puzzle(n, original)
    return p


def roll_original(seed, size):
    """The original filling made by the dice of ``seed`` (see the module text):
    (n, tiles by square)."""
    k = 0
    if size is None:
        size = die(seed, 0) + 1
        k = 1
    n = size
    tiles = [0] * (n * n)
    for y in range(n - 1, -1, -1):
        for x in range(n):
            tiles[y * n + x] = (die(seed, k) + 1) // 2
            k += 1
    return n, tuple(tiles)


# -- the game -------------------------------------------------------------------------

class TracrossSolitaireGame(Game):
    id = "tracross-solitaire"
    rules_version = "1.0"
    min_players = 1
    max_players = 1
    options = OPTIONS
    uses_seed = True          # dice: the app gives each new game a fresh seed
    seat_names = (N_("Player"),)

    def _start(self, settings, players, seed):
        seed = check_seed(seed)
        size, text = settings["size"], settings["original"]
        if text is not None:
            n, original = decode_board(text, what=T("the original"))
            if size is not None and size != n:
                raise OptionError(T("option original is a {n}x{n} board but option size is "
                                    "{size}", n=n, size=size))
        else:
            n, original = roll_original(seed, size)
        tables = puzzle_tables(n, original)
        return TracrossSolitaireState(settings, tables, (0,) * (n * n), seed)

    def encode(self, state):
        """The original filling then the player's board, each as ranks from
        the top separated by '/' ('.' empty, 1-3 a piece)::

            112/212/212 .../.3./1..
        """
        return encode_board(state.grid, state.original) + " " + \
            encode_board(state.grid, state.tiles)

    def decode(self, text, /, **options):
        text = as_text(text)
        if len(text) > 500:
            raise PositionError(T("position text is far too long"))
        parts = text.split()
        if len(parts) != 2:
            raise PositionError(T(
                ("position text is the original filling and the player's board, separated by "
                 "a space, like '112/212/212 .../.3./1..'; got {n} part",
                 "position text is the original filling and the player's board, separated by "
                 "a space, like '112/212/212 .../.3./1..'; got {n} parts"), n=len(parts)))
        n, original = decode_board(parts[0], empty_ok=False, what=T("the original"))
        if n > MAX_SIZE:
            raise PositionError(T("the original is {n}x{n}; at most {max}x{max}",
                                  n=n, max=MAX_SIZE))
        m, tiles = decode_board(parts[1], what=T("the player's board"))
        if m != n:
            raise PositionError(T("the original is {n}x{n} but the player's board is {m}x{m}",
                                  n=n, m=m))
        canonical = encode_board(Grid(n, n), original)
        if options.get("original") is not None:
            given = OPTIONS[1].validate(options["original"])
            if given != canonical:
                raise PositionError(T("the position's original {canonical} is not the option "
                                      "original {given}", canonical=canonical, given=given))
        if options.get("size") is not None:
            size = OPTIONS[0].validate(options["size"])
            if size != n:
                raise PositionError(T("the board is {n}x{n} but the option size is {size}",
                                      n=n, size=size))
        settings = Settings(resolve(self.options, dict(options, original=canonical)))
        return TracrossSolitaireState(settings, puzzle_tables(n, original), tiles, None)


# -- states ------------------------------------------------------------------------

class TracrossSolitaireState(State):
    """``original``: the original filling, per square (``y * n + x``), 1-3.
    ``tiles``: the player's board, per square, 0 empty or 1-3. ``labels``:
    {edge unit id (side letter, index): label letter} (see ``piecepad.tracks``
    for the ids). ``label_status``: {label: "joined" | "broken" | "open"} for
    the player's board. ``changed``: the squares where ``tiles`` differs from
    ``original`` (an empty square differs). ``seed``: the dice's seed (None
    after decode)."""

    game = TracrossSolitaireGame()

    def __init__(self, settings, tables, tiles, seed, last_square=None, changed=None):
        super().__init__(settings, 1, 0, None)
        self._tables = tables
        self.grid = tables.grid
        self.size = tables.n
        self.original = tables.original
        self.labels = tables.labels
        self.tiles = tiles
        self.seed = seed
        self.last_square = last_square
        self.changed = changed if changed is not None else \
            sum(1 for a, b in zip(tiles, tables.original) if a != b)
        self._pairs = self._labels = None     # worked out when first read
        self.outcome = self._judge()
        if self.outcome is not None:
            self.to_move = None

    def _key(self):
        return (self._tables.n, self.original, self.tiles, self.settings["min_changed_cells"])

    @property
    def _now(self):
        """Where each edge unit's track leaves the board (tracks.pairing). Worked
        out on first use: replaying a long record never needs it for most states."""
        if self._pairs is None:
            self._pairs = pairing(self._tables.geo, self.tiles)
        return self._pairs

    @property
    def label_status(self):
        if self._labels is None:
            self._labels = self._status()
        return self._labels

    def _status(self):
        now, status = self._now, {}
        for name, u, v in self._tables.label_pairs:
            if now[u] == v:
                status[name] = "joined"
            elif now[u] >= 0 or now[v] >= 0:
                status[name] = "broken"
            else:
                status[name] = "open"
        return status

    def _judge(self):
        if not all(self.tiles) or self._now != self._tables.twin:
            return None
        need = self.settings["min_changed_cells"]
        if self.changed < need:
            return None
        total = len(self.tiles)
        message = T("Solved: every label joins its twin, and {changed} of the {total} squares "
                    "differ from the original", changed=self.changed, total=total)
        return Outcome.of((0,), message)

    @property
    def pairs_match(self):
        """Is the board full with exactly the original's pairing?"""
        return all(self.tiles) and self._now == self._tables.twin

    def solution(self):
        """A solution (tiles by square) for this puzzle and its
        min_changed_cells, or None when there is none."""
        from . import solver as tracross_solver
        return tracross_solver.solve(self)

    def hint(self):
        """A move toward a solution from this board, or None (see
        ``tracross_solver.hint``)."""
        from . import solver as tracross_solver
        return tracross_solver.hint(self)

    # -- moves -------------------------------------------------------------------
    def _generate(self):
        moves = self._tables.moves
        return tuple(moves[sq][p] for sq, t in enumerate(self.tiles)
                     for p in range(4) if p != t)

    def parse(self, text):
        if not isinstance(text, Move):
            norm = normalize_text(text)
            m = _MOVE.match(norm)
            if m and m.group(2) is not None and len(m.group(2)) == 1:
                piece = _piece(m.group(2))
                if piece is not None:
                    norm = f"{m.group(1)}:{piece}"
            text = norm
        return super().parse(text)

    def _lookup(self, text):
        m = _CANONICAL.match(text)
        if m is None or not self.grid.is_square(m.group(1)):
            return None
        sq, piece = self.grid.parse(m.group(1)), int(m.group(2))
        return self._tables.moves[sq][piece] if piece != self.tiles[sq] else None

    def _apply(self, move):
        sq, piece = move.data
        tiles = self.tiles[:sq] + (piece,) + self.tiles[sq + 1:]
        was = self.original[sq]     # one square changes: so may the count of changed ones
        changed = self.changed - (self.tiles[sq] != was) + (piece != was)
        return TracrossSolitaireState(self.settings, self._tables, tiles, self.seed, sq, changed)

    def _why_illegal(self, text):
        m = _MOVE.match(text)
        if not m:
            return T("a move is the square, a colon and the piece, like c3:2 (c3:0 empties "
                     "the square)")
        try:
            sq = self.grid.parse(m.group(1))
        except ValueError as e:
            return message_of(e)
        if m.group(2) is None:
            return T("say which piece goes on {square}: {square}:1, {square}:2 or {square}:3 "
                     "({square}:0 empties it)", square=m.group(1))
        piece = _piece(m.group(2)) if len(m.group(2)) == 1 else None
        if piece is None:
            return T("piece {piece} does not exist: pieces are 1, 2 and 3 (0 empties the "
                     "square)", piece=excerpt(m.group(2)))
        if piece == 0:
            return T("{square} is already empty", square=m.group(1))
        if self.tiles[sq] == piece:
            return T("{square} already holds piece {piece}", square=m.group(1), piece=piece)
        return T("not a legal move here")


_CANONICAL = re.compile(r"^([a-z][0-9]+):([0-3])$")     # c3:2, as str(move) writes it
_MOVE = re.compile(r"^([a-z][0-9]+)(?: ?: ?(\S+))?$")


def _piece(ch):
    """A move's piece character -> 0..3 ('0' empties; letters A/B/X), else None."""
    return 0 if ch == "0" else piece_from_char(ch)


GAME = TracrossSolitaireState.game
