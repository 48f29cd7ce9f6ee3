"""Pacru in the set-up editor: each square's tile (neutral or a side's colour)
and the chevron on it (its side and facing), who sits where and in what order,
and whose turn it is.

A square's token is its tile (``.`` neutral, or ``S``, ``W``, ``N``, ``E``)
followed by the piece, if any, as the position text writes it without the
parentheses: ``.Ns`` (a North piece facing south on a neutral tile), ``SSne``.
A set-up position starts a turn: a decision left pending in the position read
is dropped. The count of completed turns is kept as it was read."""

from ...errors import PositionError, excerpt
from ...setup import TO_MOVE, Adapter, Brush, Draft, Field
from ...setup.ranks import parts

SIZE = 9
EXAMPLE = "SN 4.(Ns)3.(Ssw)/9/.(Ne)7.(Nw)/9/9/9/.(Se)7.(Sw)/9/.(Nne)3.(Sn)4 S - 0"
SIDE_NAMES = {"S": "South", "W": "West", "N": "North", "E": "East"}
FACINGS = ("n", "ne", "e", "se", "s", "sw", "w", "nw")
FACING_WORDS = ("north", "north-east", "east", "south-east", "south", "south-west", "west",
                "north-west")
SEATINGS = ("SN", "NS", "EW", "WE", "NEW", "SWNE")


class PacruAdapter(Adapter):
    # The seats in the position fix the players, their sides and the turn order.
    fixed_options = ("seats_2p", "turn_order")

    def read(self, text):
        seats, board, side, _pending, turns = parts(text, 5, EXAMPLE)
        seats = seats.upper()
        side = side.upper() if side != "-" else seats[:1]
        cells = _read_board(board)
        return Draft(SIZE, SIZE, cells, ((TO_MOVE, side), ("seats", seats), ("facing", "n"),
                                         ("turns", turns)))

    def write(self, draft):
        return " ".join((draft.field("seats"), _write_board(draft), draft.field(TO_MOVE), "-",
                         draft.field("turns")))

    def brushes(self, draft):
        tiles = (Brush("tile-neutral", "Neutral tile", ".", group="Tiles"),) + tuple(
            Brush(f"tile-{s.lower()}", f"{SIDE_NAMES[s]}'s tile", s, group="Tiles")
            for s in "SWNE")
        pieces = tuple(Brush(f"piece-{s.lower()}", f"{SIDE_NAMES[s]}'s chevron", "(" + s,
                             group="Chevrons (tap again to turn)") for s in "SWNE")
        return tiles + pieces + (Brush("no-piece", "Remove a chevron", "()",
                                       group="Chevrons (tap again to turn)"),)

    def fields(self, draft):
        seats = draft.field("seats")
        seatings = SEATINGS if seats in SEATINGS else SEATINGS + (seats,)
        return (Field(TO_MOVE, "To move", tuple((s, SIDE_NAMES.get(s, s)) for s in seats)),
                Field("seats", "Seats, in order of play",
                      tuple((s, " ".join(SIDE_NAMES.get(c, c) for c in s)) for s in seatings)),
                Field("facing", "New chevrons face", tuple(zip(FACINGS, FACING_WORDS))))

    def paint(self, draft, sq, brush):
        tile, piece = draft.cells[sq][:1], draft.cells[sq][1:]
        if brush.token == "()":
            piece = ""
        elif brush.token.startswith("("):
            side = brush.token[1]
            if piece[:1] == side:          # the side's own chevron: turn it clockwise
                piece = side + FACINGS[(FACINGS.index(piece[1:]) + 1) % 8]
            else:
                piece = side + draft.field("facing")
        else:
            tile = brush.token
        return draft.with_cell(sq, tile + piece)

    def settle(self, draft):
        seats = draft.field("seats")
        if seats and draft.field(TO_MOVE) not in seats:
            draft = draft.with_field(TO_MOVE, seats[0])
        return draft

    def clear(self, draft):
        return super().clear(draft).with_field("turns", "0")


def _read_board(text):
    rows = text.split("/")
    if len(rows) != SIZE:
        raise PositionError(f"the board needs {SIZE} ranks separated by '/', got {len(rows)}")
    ranks = [_read_rank(row, SIZE - i) for i, row in enumerate(rows)]
    return tuple(token for rank in reversed(ranks) for token in rank)


def _read_rank(row, number):
    rank, pos = [], 0
    while pos < len(row):
        ch = row[pos]
        if ch.isdigit():
            rank += ["."] * int(ch)
        elif ch.upper() in ".SWNE":
            rank.append(ch.upper())
        elif ch == "(" and rank and ")" in row[pos:]:
            end = row.index(")", pos)
            piece = row[pos + 1:end]
            if len(piece) < 2 or piece[0].upper() not in "SWNE" or piece[1:].lower() not in FACINGS:
                raise PositionError(f"rank {number}: '({excerpt(piece)})' is not a side and "
                                    "a facing, like (Ns)")
            rank[-1] += piece[0].upper() + piece[1:].lower()
            pos = end
        else:
            raise PositionError(f"rank {number}: '{excerpt(ch)}' is not a digit, '.', a side "
                                "or a piece in parentheses")
        pos += 1
    if len(rank) != SIZE:
        raise PositionError(f"rank {number} covers {len(rank)} squares, not {SIZE}")
    return rank


def _write_board(draft):
    out = []
    for row in draft.rows_top_down():
        text, run = "", 0
        for sq in row:
            token = draft.cells[sq]
            if token == ".":
                run += 1
                continue
            text += (str(run) if run else "") + token[0] + (f"({token[1:]})" if token[1:] else "")
            run = 0
        out.append(text + (str(run) if run else ""))
    return "/".join(out)


ADAPTER = PacruAdapter()
