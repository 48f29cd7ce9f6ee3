"""Pacru in the set-up editor: each square's tile (neutral or a side's colour)
and the chevron on it (its side and facing), who sits where and in what order,
and whose turn it is.

A square's token is its tile (``.`` neutral, or ``S``, ``W``, ``N``, ``E``)
followed by the piece, if any, as the position text writes it without the
parentheses: ``.Ns`` (a North piece facing south on a neutral tile), ``SSne``.
A set-up position starts a turn: a decision left pending in the position read
is dropped. The count of completed turns is kept as it was read."""

from ...errors import PositionError, excerpt
from ...i18n import N_, T
from ...setup import TO_MOVE, Adapter, Brush, Draft, Field
from ...setup.ranks import parts

SIZE = 9
EXAMPLE = "SN 4.(Ns)3.(Ssw)/9/.(Ne)7.(Nw)/9/9/9/.(Se)7.(Sw)/9/.(Nne)3.(Sn)4 S - 0"
SIDE_NAMES = {"S": N_("South"), "W": N_("West"), "N": N_("North"), "E": N_("East")}
FACINGS = ("n", "ne", "e", "se", "s", "sw", "w", "nw")
FACING_WORDS = (N_("north"), N_("north-east"), N_("east"), N_("south-east"), N_("south"),
                N_("south-west"), N_("west"), N_("north-west"))
# The brushes' words, by side (ids literal for the catalogue).
TILE_WORDS = {"S": N_("South's tile"), "W": N_("West's tile"), "N": N_("North's tile"),
              "E": N_("East's tile")}
CHEVRON_WORDS = {"S": N_("South's chevron"), "W": N_("West's chevron"),
                 "N": N_("North's chevron"), "E": N_("East's chevron")}
# A seating's words: its sides' names, in order of play.
SEATING_WORDS = {"SN": N_("South North"), "NS": N_("North South"), "EW": N_("East West"),
                 "WE": N_("West East"), "NEW": N_("North East West"),
                 "SWNE": N_("South West North East")}
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
        group = N_("Tiles")
        tiles = (Brush("tile-neutral", N_("Neutral tile"), ".", group=group),) + tuple(
            Brush(f"tile-{s.lower()}", TILE_WORDS[s], s, group=group) for s in "SWNE")
        group = N_("Chevrons (tap again to turn)")
        pieces = tuple(Brush(f"piece-{s.lower()}", CHEVRON_WORDS[s], "(" + s, group=group)
                       for s in "SWNE")
        return tiles + pieces + (Brush("no-piece", N_("Remove a chevron"), "()", group=group),)

    def fields(self, draft):
        seats = draft.field("seats")
        seatings = SEATINGS if seats in SEATINGS else SEATINGS + (seats,)
        return (Field(TO_MOVE, N_("To move"), tuple((s, SIDE_NAMES.get(s, s)) for s in seats)),
                Field("seats", N_("Seats, in order of play"),
                      tuple((s, SEATING_WORDS.get(s) or " ".join(SIDE_NAMES.get(c, c)
                                                                 for c in s))
                            for s in seatings)),
                Field("facing", N_("New chevrons face"), tuple(zip(FACINGS, FACING_WORDS))))

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
        raise PositionError(T("the board needs {size} ranks separated by '/', got {count}",
                              size=SIZE, count=len(rows)))
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
                raise PositionError(T("rank {rank}: '({piece})' is not a side and a facing, "
                                      "like (Ns)", rank=number, piece=excerpt(piece)))
            rank[-1] += piece[0].upper() + piece[1:].lower()
            pos = end
        else:
            raise PositionError(T("rank {rank}: '{char}' is not a digit, '.', a side "
                                  "or a piece in parentheses", rank=number, char=excerpt(ch)))
        pos += 1
    if len(rank) != SIZE:
        raise PositionError(T("rank {rank} covers {count} squares, not {size}", rank=number,
                              count=len(rank), size=SIZE))
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
