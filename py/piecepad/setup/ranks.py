"""Reading and writing the board part of position texts: ranks from the top,
separated by '/', one character a square or digits for runs of empty squares.
Shared by the adapters; the games' decoders still judge the result."""

from ..errors import PositionError, excerpt


def read_chars(text, allowed, what="the board"):
    """One character per square -> (width, height, cells). The board must be a
    rectangle (the decoder says whether it is the right one)."""
    rows = text.split("/")
    width = len(rows[0])
    if not width or any(len(r) != width for r in rows):
        raise PositionError(f"{what}: every rank needs the same number of squares")
    cells = [None] * (width * len(rows))
    for i, row in enumerate(rows):
        y = len(rows) - 1 - i
        for x, ch in enumerate(row):
            if ch not in allowed:
                raise PositionError(f"{what}: '{excerpt(ch)}' is not one of {' '.join(allowed)}")
            cells[y * width + x] = ch
    return width, len(rows), tuple(cells)


def write_chars(draft):
    return "/".join("".join(draft.cells[sq] for sq in row) for row in draft.rows_top_down())


def read_runs(text, width, height, pieces, empty="."):
    """Digits for runs of empty squares, else one piece character a square."""
    rows = text.split("/")
    if len(rows) != height:
        raise PositionError(f"the board needs {height} ranks separated by '/', got {len(rows)}")
    cells = []
    for i, row in enumerate(rows):
        rank = []
        for ch in row:
            if ch.isdigit():
                rank += [empty] * int(ch)
            elif ch in pieces:
                rank.append(ch)
            else:
                raise PositionError(f"rank {height - i}: '{excerpt(ch)}' is not a digit or one "
                                    f"of {' '.join(pieces)}")
        if len(rank) != width:
            raise PositionError(f"rank {height - i} covers {len(rank)} squares, not {width}")
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
        raise PositionError(f"position text has {count if isinstance(count, int) else count[0]} "
                            f"parts separated by spaces, like '{example}'")
    return found
