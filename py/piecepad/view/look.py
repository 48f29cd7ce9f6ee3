"""The look of a position: what stands on each square, as plain data.

Each game says once how a position looks: ``look(position)`` in its view, made from a
``State`` in play or from the set-up editor's ``SetUp`` (its draft's tokens), so a
position looks the same on the play board and in the editor. The board
(``view/board.py``, ``render_board``) writes a Look as its grid of squares and adds
what every game shares (selection, targets, hint, last move, focus, the accessible
name's flags). docs/drawing.md says more.

No game is named here.
"""

from dataclasses import dataclass


@dataclass(frozen=True)
class Square:
    """One square: ``html``, what stands on it (markup inside the square's cell);
    ``words``, how a screen reader says it ("" for empty: the board says "empty");
    ``classes``, extra CSS classes of the cell (a mark, a tile's colour, an edge)."""

    html: str = ""
    words: str = ""
    classes: str = ""


EMPTY = Square()


@dataclass(frozen=True)
class Look:
    """A position's look: ``squares``, one Square per square index; ``ranks`` and
    ``files``, markup shown beside a rank's or a file's coordinate (a scored line's
    coin), by rank or file index (empty: nothing)."""

    squares: tuple
    ranks: tuple = ()
    files: tuple = ()

    def square(self, sq):
        return self.squares[sq]

    def words(self, sq):
        """What stands on square ``sq``, in the board's own words ("" when empty)."""
        return self.squares[sq].words


def of(size, square, tolerant=False):
    """The Look of a board of ``size`` squares, ``square(sq)`` drawing each.
    ``tolerant``: a square ``square`` cannot read (a token of a half-typed set-up
    link) is drawn empty rather than failing the page."""
    if not tolerant:
        return Look(tuple(square(sq) for sq in range(size)))
    return Look(tuple(_tolerant(square, sq) for sq in range(size)))


def _tolerant(square, sq):
    try:
        return square(sq)
    except (KeyError, ValueError, IndexError):
        return EMPTY


def is_setup(position):
    """A set-up editor's value (its ``draft`` holds the tokens) rather than a State."""
    return hasattr(position, "draft")
