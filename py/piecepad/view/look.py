"""The look of a position: what stands on each square, as plain data.

Each game says once how a position looks: ``look(position)`` in its view, made from a
``State`` in play or from the set-up editor's ``SetUp`` (its draft's tokens), so a
position looks the same on the play board and in the editor. The board
(``view/board.py``, ``render_board``) writes a Look as its grid of squares and adds
what every game shares (selection, targets, hint, last move, focus, the accessible
name's flags). docs/drawing.md says more.

No game is named here.
"""


# Plain classes, not dataclasses or NamedTuples: a game link's first paint makes these
# classes, and each of those costs a cold start a millisecond or more to make (a plain
# class, a few hundredths); a Square, made per square at every paint, is made in under
# a third of a frozen dataclass's time.
class _Value:
    """Compared and shown by its fields (``__slots__``)."""

    __slots__ = ()

    def _fields(self):
        return tuple(getattr(self, name) for name in self.__slots__)

    def __eq__(self, other):
        return type(other) is type(self) and other._fields() == self._fields()

    def __hash__(self):
        return hash(self._fields())

    def __repr__(self):
        args = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__slots__)
        return f"{type(self).__name__}({args})"


class Square(_Value):
    """One square: ``html``, what stands on it (markup inside the square's cell);
    ``words``, how a screen reader says it ("" for empty: the board says "empty");
    ``classes``, extra CSS classes of the cell (a mark, a tile's colour, an edge).

    For the SVG pictures (``piecepad/view/diagram.py``), in a 100x100 box (the square, y
    down), colours written ``var(--name)`` (the palette's names, which the picture
    replaces by their values): ``pieces``, one fragment per piece on the square;
    ``ground``, what lies under the last move's mark and the pieces (a mark, an owned
    tile); ``fill``, the custom property painting the square ("" for the board's
    checker); ``tag``, a Tag in the square's top-left corner, drawn over the ground
    in pixels (not scaled with the square) so that it stays readable when small."""

    __slots__ = ("html", "words", "classes", "pieces", "ground", "fill", "tag")

    def __init__(self, html="", words="", classes="", pieces=(), ground="", fill="", tag=None):
        self.html, self.words, self.classes, self.pieces = html, words, classes, pieces
        self.ground, self.fill, self.tag = ground, fill, tag


class Tag(_Value):
    """A square's corner label in the pictures (a mark's initials, a tile's side
    letter): ``text`` in ``ink`` on a rounded box of ``bg`` (custom properties),
    ``weight`` its font weight. Drawn at a readable size whatever the square's."""

    __slots__ = ("text", "bg", "ink", "weight")

    def __init__(self, text, bg, ink, weight=700):
        self.text, self.bg, self.ink, self.weight = text, bg, ink, weight


EMPTY = Square()


class Strip:
    """Something drawn beside the board in a picture (a tray, a row of labels): on
    ``side`` ("n", "e", "s" or "w"; beyond the coordinates on the west and south),
    ``depth`` squares deep. ``svg`` is drawn in its box, 100 units a square, the box's
    top-left corner at 0,0; ``lit`` instead of it when the last move left the board
    ("off") from one of the squares ``exits``."""

    __slots__ = ("side", "depth", "svg", "lit", "exits")

    def __init__(self, side, depth, svg, lit="", exits=()):
        self.side, self.depth, self.svg, self.lit, self.exits = side, depth, svg, lit, exits


class Look:
    """A position's look: ``squares``, one Square per square index; ``ranks`` and
    ``files``, markup shown beside a rank's or a file's coordinate (a scored line's
    coin), by rank or file index (empty: nothing).

    What only the SVG pictures read (docs/drawing.md), 100 units a square:
    ``rank_svg`` and ``file_svg``, the same marks beside the coordinates (a rank's box:
    0,0 at the board's left edge, its top at the rank's; a file's: 0,0 at the board's
    bottom edge, its left at the file's); ``defs``, (id, markup) pairs the fragments
    refer to (patterns); ``style``, a stylesheet for the fragments' classes; ``lines``,
    drawn over the board, 0,0 at its top-left corner; ``strips`` (Strip); ``cell_line``,
    the property of the squares' outlines; ``coordinates``, False where the strips stand
    in their place; ``last``, how the last move is marked: "tint" or "outline"."""

    __slots__ = ("squares", "ranks", "files", "rank_svg", "file_svg", "defs", "style", "lines",
                 "strips", "cell_line", "coordinates", "last")

    def __init__(self, squares, ranks=(), files=(), rank_svg=(), file_svg=(), defs=(), style="",
                 lines="", strips=(), cell_line="--cell-line", coordinates=True, last="tint"):
        self.squares, self.ranks, self.files = squares, ranks, files
        self.rank_svg, self.file_svg, self.defs = rank_svg, file_svg, defs
        self.style, self.lines, self.strips = style, lines, strips
        self.cell_line, self.coordinates, self.last = cell_line, coordinates, last

    def replace(self, **changes):
        """A copy with ``changes`` (field -> value)."""
        fields = {name: getattr(self, name) for name in self.__slots__}
        fields.update(changes)
        return Look(**fields)

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
        return Look(tuple(map(square, range(size))))
    return Look(tuple(_tolerant(square, sq) for sq in range(size)))


def _tolerant(square, sq):
    try:
        return square(sq)
    except (KeyError, ValueError, IndexError):
        return EMPTY


def is_setup(position):
    """A set-up editor's value (its ``draft`` holds the tokens) rather than a State."""
    return hasattr(position, "draft")


def setup_option(setup, name, default):
    """A start option's value in the set-up editor, as typed (text)."""
    return dict(setup.options).get(name, default)


def num(value):
    """A number for an SVG attribute, short."""
    return f"{value:.2f}".rstrip("0").rstrip(".") if isinstance(value, float) else str(value)
