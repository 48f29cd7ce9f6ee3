"""Marks that pawns leave on squares (Tracers, Quet).

A square carries no mark, the mark of seat 0, of seat 1, or both. Marks are an
immutable value: a bytes object of per-square bit sets (bit ``1 << seat``), so
they hash, compare and copy cheaply inside a State.
"""

from .errors import PositionError
from .i18n import T

NONE, BOTH = 0, 3


class Marks:
    __slots__ = ("cells",)

    def __init__(self, cells):
        self.cells = bytes(cells)

    @classmethod
    def empty(cls, size):
        return cls(bytes(size))

    def __eq__(self, other):
        return isinstance(other, Marks) and self.cells == other.cells

    def __hash__(self):
        return hash(self.cells)

    def __repr__(self):
        return f"Marks({self.cells!r})"

    def at(self, sq):
        return self.cells[sq]

    def has(self, sq, seat):
        return bool(self.cells[sq] & (1 << seat))

    def marked(self, sq):
        return self.cells[sq] != NONE

    def add(self, squares, seat):
        """A copy with ``seat``'s mark added to each square (a mark is never doubled)."""
        cells = bytearray(self.cells)
        for sq in squares:
            cells[sq] |= 1 << seat
        return Marks(cells)

    def count(self, seat):
        b = 1 << seat
        return sum(1 for c in self.cells if c & b)

    def complete(self, line):
        """Does every square of ``line`` (squares, or a slice from Grid.line_slices)
        carry some mark?"""
        if isinstance(line, slice):
            return 0 not in self.cells[line]
        return all(self.cells[sq] for sq in line)

    # -- text -------------------------------------------------------------
    def encode(self, grid, symbols):
        """Ranks from the top, separated by '/'; ``symbols`` gives the character
        for none, seat 0, seat 1 and both, e.g. ".ldb"."""
        return "/".join("".join(symbols[self.cells[sq]] for sq in row)
                        for row in grid.rows_top_down())

    @classmethod
    def decode(cls, text, grid, symbols):
        rows = text.split("/")
        if len(rows) != grid.height:
            raise PositionError(T("the marks need {ranks} ranks separated by '/', got {count}",
                                  ranks=grid.height, count=len(rows)))
        cells = bytearray(grid.size)
        for row, squares in zip(rows, grid.rows_top_down()):
            rank = grid.xy(squares[0])[1] + 1
            if len(row) != grid.width:
                raise PositionError(T("marks of rank {rank} have {count} squares, not {width}",
                                      rank=rank, count=len(row), width=grid.width))
            for ch, sq in zip(row, squares):
                value = symbols.find(ch)
                if value < 0:
                    raise PositionError(T("rank {rank}: '{char}' is not a mark (use one of "
                                          "{marks})", rank=rank, char=ch,
                                          marks=" ".join(symbols)))

                cells[sq] = value
        return cls(cells)
