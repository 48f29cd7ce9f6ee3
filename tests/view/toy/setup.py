"""The toy game in the set-up editor: marks on the squares and who is to move."""

from piecepad.setup import TO_MOVE, Adapter, Brush, Draft, Field
from piecepad.setup.ranks import parts, read_chars, write_chars

EXAMPLE = "x../.o./... x"


class ToyAdapter(Adapter):
    def read(self, text):
        found = parts(text, (2,), EXAMPLE)
        width, height, cells = read_chars(found[0], ".xo")
        return Draft(width, height, cells, ((TO_MOVE, found[1]),))

    def write(self, draft):
        return f"{write_chars(draft)} {draft.field(TO_MOVE)}"

    def brushes(self, draft):
        return (Brush("cross", "Cross", "x"), Brush("nought", "Nought", "o"),
                Brush("empty", "Empty square", "."))

    def fields(self, draft):
        return (Field(TO_MOVE, "To move", (("x", "Crosses"), ("o", "Noughts"))),)


ADAPTER = ToyAdapter()
