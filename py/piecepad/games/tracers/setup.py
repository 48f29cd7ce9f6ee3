"""Tracers in the set-up editor: each square's marks (Light, Dark, both, none),
the two pawns, who is to move, and who scored each completed line.

A line is scored when all its squares are marked, so the scored lines follow
the marks: a line that is completed gets a scorer (the player with more marks
on it, which can be changed), and one no longer complete loses it."""

from ...errors import PositionError
from ...i18n import N_, T, tr
from .engine import GRID, LINE_NAMES, LINES
from ...setup import TO_MOVE, Adapter, Brush, Draft, Field
from ...setup.ranks import parts, read_chars, write_chars

EXAMPLE = "......../......../......../......../......../......../......../........ a1 h8 d -"
SIDES = (("l", N_("Light")), ("d", N_("Dark")))
PAWNS = ("light", "dark")


def line_field(index):
    return f"line-{LINE_NAMES[index]}"


def line_words(index):
    """The field's label for a scored line, in the reader's language (made when the
    editor is drawn)."""
    if index < GRID.height:
        return tr("Who scored rank {rank}", rank=LINE_NAMES[index])
    return tr("Who scored file {file}", file=LINE_NAMES[index])


class TracersAdapter(Adapter):
    def read(self, text):
        marks, light, dark, side, scored = parts(text.lower(), 5, EXAMPLE)
        width, height, cells = read_chars(marks, ".ldb", "the marks")
        fields = [("light", light), ("dark", dark), (TO_MOVE, side)]
        if scored != "-":
            for item in scored.split(","):
                line, _, who = item.partition(":")
                if line not in LINE_NAMES or who not in ("l", "d"):
                    raise PositionError(T("scored line '{item}' should be like 3:l or e:d",
                                          item=item))
                fields.append((f"line-{line}", who))
        return Draft(width, height, cells, tuple(fields))

    def write(self, draft):
        scored = ",".join(f"{LINE_NAMES[i]}:{draft.field(line_field(i))}"
                          for i in range(len(LINES)) if draft.field(line_field(i)))
        return " ".join((write_chars(draft), draft.field("light"), draft.field("dark"),
                         draft.field(TO_MOVE), scored or "-"))

    def brushes(self, draft):
        return (Brush("light-mark", N_("Light's mark"), "l", group=N_("Marks")),
                Brush("dark-mark", N_("Dark's mark"), "d", group=N_("Marks")),
                Brush("both-marks", N_("Both marks"), "b", group=N_("Marks")),
                Brush("no-mark", N_("No mark"), ".", group=N_("Marks")),
                Brush("light-pawn", N_("Light's pawn"), field="light"),
                Brush("dark-pawn", N_("Dark's pawn"), field="dark"))

    def fields(self, draft):
        lines = tuple(Field(line_field(i), line_words(i), SIDES)
                      for i in range(len(LINES)) if draft.field(line_field(i)))
        return (Field(TO_MOVE, N_("To move"), SIDES),) + lines

    def settle(self, draft):
        """Give each complete line a scorer, and take it from an incomplete one."""
        if draft.width != GRID.width or draft.height != GRID.height:
            return draft               # the decoder says what is wrong with the size
        for i, line in enumerate(LINES):
            name = line_field(i)
            complete = all(draft.cells[sq] != "." for sq in line)
            if complete and not draft.field(name):
                draft = draft.with_field(name, _majority(draft, line))
            elif not complete and draft.field(name):
                draft = draft.without_field(name)
        return draft


def _majority(draft, line):
    light = sum(draft.cells[sq] in "lb" for sq in line)
    dark = sum(draft.cells[sq] in "db" for sq in line)
    return "d" if dark > light else "l"


ADAPTER = TracersAdapter()
