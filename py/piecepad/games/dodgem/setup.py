"""Dodg'em in the set-up editor: Red and Green coins on a 6x6 board, and who is
to move. Coins not on the board have been borne off."""

from .engine import GRID
from ...i18n import N_
from ...setup import TO_MOVE, Adapter, Brush, Draft, Field
from ...setup.ranks import parts, read_runs, write_runs

EXAMPLE = "5G/R4G/R4G/R4G/R4G/R5 r"


class DodgemAdapter(Adapter):
    def read(self, text):
        board, side = parts(text, 2, EXAMPLE)
        cells = read_runs(board.upper(), GRID.width, GRID.height, "RG")
        return Draft(GRID.width, GRID.height, cells, ((TO_MOVE, side.lower()),))

    def write(self, draft):
        return f"{write_runs(draft)} {draft.field(TO_MOVE)}"

    def brushes(self, draft):
        return (Brush("red", N_("Red coin"), "R"), Brush("green", N_("Green coin"), "G"),
                Brush("empty", N_("Empty square"), "."))

    def fields(self, draft):
        return (Field(TO_MOVE, N_("To move"), (("r", N_("Red")), ("g", N_("Green")))),)


ADAPTER = DodgemAdapter()
