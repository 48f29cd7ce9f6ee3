"""Tracross in the set-up editor: track pieces 1-3 on the squares, who is to
place, and each player's next piece. Pieces chosen here were not rolled, so a
changed next piece forgets the die roll that chose the old one; the dice of
``roll_each_turn`` are kept as they were read."""

from ...setup import TO_MOVE, Adapter, Brush, Draft, Field
from ...setup.ranks import parts, read_chars, write_chars
from ...i18n import N_

EXAMPLE = "..../..../..../.... 1 2,1 5,1"
PIECES = (("1", N_("Piece 1")), ("2", N_("Piece 2")), ("3", N_("Piece 3")))
LETTERS = str.maketrans("abxABX", "123123")


class TracrossAdapter(Adapter):
    fixed_options = ("size",)            # the board's size is the position's

    def read(self, text):
        found = parts(text, (4, 5), EXAMPLE)
        width, height, cells = read_chars(found[0].translate(LETTERS), ".123")
        nexts = found[2].translate(LETTERS).split(",") + ["", ""]
        rolls = found[3].split(",") + ["", ""]
        fields = [(TO_MOVE, found[1]), ("next1", nexts[0]), ("next2", nexts[1]),
                  ("roll1", rolls[0]), ("roll2", rolls[1])]
        if len(found) == 5:
            fields.append(("dice", found[4]))
        return Draft(width, height, cells, tuple(fields))

    def write(self, draft):
        f = draft.field
        text = (f"{write_chars(draft)} {f(TO_MOVE)} {f('next1')},{f('next2')} "
                f"{f('roll1')},{f('roll2')}")
        return text + (f" {f('dice')}" if f("dice") else "")

    def brushes(self, draft):
        return tuple(Brush(f"piece-{p}", words, p) for p, words in PIECES) + (
            Brush("empty", N_("Empty square"), "."),)

    def fields(self, draft):
        return (Field(TO_MOVE, N_("To place"), (("1", N_("Player 1")), ("2", N_("Player 2")))),
                Field("next1", N_("Player 1's next piece"), PIECES),
                Field("next2", N_("Player 2's next piece"), PIECES))

    def choose(self, draft, name, value):
        if name in ("next1", "next2") and draft.field(name) != value:
            draft = draft.with_field("roll" + name[-1], "-")
        return draft.with_field(name, value)


ADAPTER = TracrossAdapter()
