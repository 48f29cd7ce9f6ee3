"""A toy game that exists only in the tests: noughts and crosses on a 3x3 grid.

Its folder (tests/view/toy/) holds every part a game has, named by its catalogue row
(``toy.ROW``), and nothing else in Piecepad knows it, so the contract suite shows what a
new game needs. Moves are a square name (``b2``); position text is the
three ranks top to bottom, ``x``/``o``/``.``, then the player to move: ``x../.o./... x``.
"""

from piecepad.errors import PositionError
from piecepad.game import Game, Move, Outcome, State
from piecepad.grid import Grid
from piecepad.options import Option

GRID = Grid(3, 3)
MARKS = "xo"
LINES = tuple(GRID.lines()) + ((0, 4, 8), (2, 4, 6))


class ToyGame(Game):
    id = "toy"
    rules_version = "1"
    seat_names = ("Crosses", "Noughts")
    options = (Option("misere", False, (False, True), help="Three in a row loses"),)

    def _start(self, settings, players, seed):
        return ToyState(settings, (None,) * 9, 0)

    def encode(self, state):
        rows = ["".join(MARKS[c] if c is not None else "." for c in
                        (state.cells[sq] for sq in row)) for row in GRID.rows_top_down()]
        seat = state.to_move if state.to_move is not None else state.last ^ 1
        return "/".join(rows) + " " + MARKS[seat]

    def decode(self, text, /, **options):
        settings = self.start(**options).settings
        parts = str(text).split()
        if len(parts) != 2 or parts[1] not in MARKS:
            raise PositionError("write three ranks like x../.o./... then x or o to move")
        rows = parts[0].split("/")
        if len(rows) != 3 or any(len(r) != 3 or set(r) - set("xo.") for r in rows):
            raise PositionError("each of the three ranks is three of x, o and .")
        cells = [None] * 9
        for row, text in zip(GRID.rows_top_down(), rows):
            for sq, ch in zip(row, text):
                cells[sq] = None if ch == "." else MARKS.index(ch)
        seat = MARKS.index(parts[1])
        return ToyState(settings, tuple(cells), seat, seat ^ 1)


class ToyState(State):
    game = ToyGame()
    grid = GRID

    def __init__(self, settings, cells, to_move, last=1):
        super().__init__(settings, 2, to_move, None)
        self.cells, self.last = cells, last      # last: the seat that moved last
        self.outcome = self._result()
        if self.outcome is not None:
            self.to_move = None

    def _result(self):
        for line in LINES:
            seat = self.cells[line[0]]
            if seat is not None and all(self.cells[sq] == seat for sq in line):
                winner = seat ^ 1 if self.settings["misere"] else seat
                return Outcome((winner,), f"{self.game.seat_names[seat]} made three in a row")
        if all(c is not None for c in self.cells):
            return Outcome((), "The grid is full: a draw")
        return None

    def _generate(self):
        return tuple(Move(GRID.name(sq), (sq,), square=GRID.name(sq))
                     for sq in range(9) if self.cells[sq] is None)

    def _apply(self, move):
        cells = list(self.cells)
        cells[move.data[0]] = self.to_move
        return ToyState(self.settings, tuple(cells), self.to_move ^ 1, self.to_move)

    def _why_illegal(self, text):
        return "that square is taken" if GRID.is_square(text) else "name an empty square"

    def _key(self):
        return (self.settings, self.cells, self.to_move)


GAME = ToyGame()
