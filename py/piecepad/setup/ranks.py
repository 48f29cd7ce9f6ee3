"""Reading and writing the board part of position texts: ranks from the top,
separated by '/', one character a square or digits for runs of empty squares.
Shared by the adapters; the games' decoders still judge the result."""

from ..errors import PositionError, excerpt
from ..i18n import N_, T


def read_chars(text, allowed, what=N_("the board")):
    """One character per square -> (width, height, cells). The board must be a
    rectangle (the decoder says whether it is the right one). ``what``: the board
    as a message names it (words a game marks with ``N_``)."""
    rows = text.split("/")
    width = len(rows[0])
    if not width or any(len(r) != width for r in rows):
        raise PositionError(T("{what}: every rank needs the same number of squares",
                              what=T(what)))
    cells = [None] * (width * len(rows))
    for i, row in enumerate(rows):
        y = len(rows) - 1 - i
        for x, ch in enumerate(row):
            if ch not in allowed:
                raise PositionError(T("{what}: '{char}' is not one of {allowed}", what=T(what),
                                      char=excerpt(ch), allowed=" ".join(allowed)))
            cells[y * width + x] = ch
    return width, len(rows), tuple(cells)


def write_chars(draft):
    return "/".join("".join(draft.cells[sq] for sq in row) for row in draft.rows_top_down())


def read_runs(text, width, height, pieces, empty="."):
    """Digits for runs of empty squares, else one piece character a square."""
    rows = text.split("/")
    if len(rows) != height:
        raise PositionError(T("the board needs {ranks} ranks separated by '/', got {count}",
                              ranks=height, count=len(rows)))
    cells = []
    for i, row in enumerate(rows):
        rank = []
        for ch in row:
            if ch.isdigit():
                rank += [empty] * int(ch)
            elif ch in pieces:
                rank.append(ch)
            else:
                raise PositionError(T("rank {rank}: '{char}' is not a digit or one of {pieces}",
                                      rank=height - i, char=excerpt(ch),
                                      pieces=" ".join(pieces)))
        if len(rank) != width:
            raise PositionError(T("rank {rank} covers {count} squares, not {width}",
                                  rank=height - i, count=len(rank), width=width))
        cells.append(rank)
    # Listed from the top: the draft's cells go from rank 1 up.
    return tuple(token for rank in reversed(cells) for token in rank)


def write_runs(draft, empty="."):
    out = []
    for row in draft.rows_top_down():
        text, run = "", 0
        for sq in row:
            token = draft.cells[sq]
            if token == empty:
                run += 1
                continue
            text += (str(run) if run else "") + token
            run = 0
        out.append(text + (str(run) if run else ""))
    return "/".join(out)


def parts(text, count, example):
    """The space-separated fields of a position text, or a reason."""
    found = str(text).split()
    if len(found) not in ((count,) if isinstance(count, int) else count):
        raise PositionError(T("position text has {count} parts separated by spaces, like "
                              "'{example}'", count=count if isinstance(count, int) else count[0],
                              example=example))

    return found
