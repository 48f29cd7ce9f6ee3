"""Tracross solitaire in the set-up editor: two fillings of one board, the
puzzle's original (every square holds a piece) and the player's board (pieces
or empty). A square's token is the original's piece then the player's, like
``2.`` or ``13``. There is no one else to move."""

from dataclasses import replace

from ...setup import Adapter, Brush, Draft
from ...setup.ranks import parts, read_chars
from ...i18n import N_, T

EXAMPLE = "112/212/212 .../.../..."
LETTERS = str.maketrans("abxABX", "123123")


class SolitaireAdapter(Adapter):
    # The position holds the original filling and so its size.
    fixed_options = ("size", "original")

    def read(self, text):
        original, board = parts(text.translate(LETTERS), 2, EXAMPLE)
        w, h, first = read_chars(original, "123", T("the original"))
        w2, h2, second = read_chars(board, ".123", T("the player's board"))
        if (w, h) != (w2, h2):
            second = ("." * (w * h))     # boards of two sizes: the player's starts empty
        return Draft(w, h, tuple(a + b for a, b in zip(first, second)))

    def write(self, draft):
        rows = draft.rows_top_down()
        original = "/".join("".join(draft.cells[sq][0] for sq in row) for row in rows)
        board = "/".join("".join(draft.cells[sq][1] for sq in row) for row in rows)
        return f"{original} {board}"

    def brushes(self, draft):
        board, puzzle = N_("The player's board"), N_("The puzzle")
        return tuple(Brush(f"piece-{p}", words, p, group=board) for p, words in (
            ("1", N_("Piece 1")), ("2", N_("Piece 2")), ("3", N_("Piece 3")))) + (
            Brush("empty", N_("Empty square"), ".", group=board),) + tuple(
            Brush(f"original-{p}", words, "o" + p, group=puzzle) for p, words in (
                ("1", N_("Original piece 1")), ("2", N_("Original piece 2")),
                ("3", N_("Original piece 3"))))

    def paint(self, draft, sq, brush):
        old = draft.cells[sq]
        token = old[0] + brush.token if len(brush.token) == 1 else brush.token[1] + old[1]
        return draft.with_cell(sq, token)

    def clear(self, draft):
        """The player's board emptied; the puzzle stays."""
        return replace(draft, cells=tuple(c[0] + "." for c in draft.cells))


ADAPTER = SolitaireAdapter()
