"""Pacru position text (docs/notation.md): five fields separated by spaces,

    <seats> <board> <to move> <pending> <turns>

``seats``: the sides in order of play (``SN``, ``NEW``, ``SWNE``). ``board``: ranks 9 down
to 1, separated by ``/``; in a rank a digit is a run of neutral squares without pieces,
``.`` one neutral square, a side letter a tile of that side's colour, and a tile may be
followed by its piece in parentheses, the owner's side then the facing (``.(Ns)``,
``S(Sne)``). ``to move``: a side, or ``-`` once the game is over. ``pending``: ``-`` or
the decision the turn waits for. ``turns``: completed turns.

Above ``geometry`` and ``rules``; no state module is imported. ``encode`` reads a state's
attributes; ``decode`` checks the text and returns its parts (``Decoded``), from which
the state module builds the state.
"""

import re
from collections import namedtuple

from ...errors import PositionError, as_text, excerpt, message_of
from ...game import Settings
from ...i18n import T
from ...options import resolve
from .geometry import (
    BORDERLAND, DEFAULT_ORDER, FACINGS, FACING_INDEX, GRID, LINE, NAMES, SIDES, SIZE)
from .rules import (
    OPTIONS, canonical_settings, config, crossing_claims, last_with_pieces, meeting_claims,
    opening, read_order, return_choices, seats_with_pieces, target_reached, turn_limit)

_PIECE = re.compile(r"\(([swne])(n|ne|e|se|s|sw|w|nw)\)")
_PENDING = re.compile(r"^(choice|borderland|meeting|reorient-cost):(.*)$")


# What decode finds in a position text. ``to_move`` is None and ``end`` is
# (winners, reason) once the game is over; ``pending`` is the state's ``pend`` tuple
# (PacruState's docstring) or None at a turn's first decision.
Decoded = namedtuple("Decoded", "cfg tiles board pieces to_move pending turns end")


def encode(state):
    """A state's position text."""
    return encode_parts(state.cfg, state.tiles, state.board, state.to_move, state.pend,
                        state.ply)


def encode_parts(cfg, tiles, board, to_move, pend, ply):
    sides = cfg.sides
    rows = []
    for row in GRID.rows_top_down():
        text, run = "", 0
        for sq in row:
            tile, piece = tiles[sq], board[sq]
            if not tile and not piece:
                run += 1
                continue
            if run:
                text += str(run)
                run = 0
            text += sides[tile - 1] if tile else "."
            if piece:
                text += f"({sides[(piece - 1) >> 3]}{FACINGS[(piece - 1) & 7]})"
        rows.append(text + (str(run) if run else ""))
    to_move = "-" if to_move is None else sides[to_move]
    return " ".join(("".join(sides), "/".join(rows), to_move, _encode_pending(pend),
                     str(ply)))


def _encode_pending(p):
    if p is None:
        return "-"
    kind = p[0]
    if kind == "choice":
        return f"choice:{NAMES[p[1]]}-{NAMES[p[2]]}" + (":met" if p[3] else "")
    if kind == "borderland":
        return f"borderland:{NAMES[p[1]]}" + (":met" if p[2] else "")
    if kind == "meeting":
        return f"meeting:{NAMES[p[1]]}"
    return f"reorient-cost:{NAMES[p[1]]}:{p[2]}" + (f":{NAMES[p[3]]}" if p[3] >= 0 else "")


def decode(text, players, options):
    """Position text -> ``Decoded``; ``players`` (or None) and the options must agree
    with it. Raises PositionError saying what is wrong."""
    text = as_text(text)
    if len(text) > 2000:
        raise PositionError(T("position text is far too long (a Pacru position is under "
                              "300 characters)"))
    parts = text.split()
    if len(parts) != 5:
        raise PositionError(T(
            ("position text is five fields separated by spaces: the seats in order of play, "
             "the board, the side to move, the pending decision and the turns played; got "
             "{n} field",
             "position text is five fields separated by spaces: the seats in order of play, "
             "the board, the side to move, the pending decision and the turns played; got "
             "{n} fields"), n=len(parts)))
    seats_text, board_text, move_text, pend_text, ply_text = parts
    sides = read_order(seats_text)
    if sides is None or not re.fullmatch(r"[SWNEswne]{2,4}", seats_text):
        raise PositionError(T("seats '{seats}': 2 to 4 different sides from S, W, "
                              "N, E in order of play, like SN or NEW", seats=excerpt(seats_text)))
    if players is not None and players != len(sides):
        raise PositionError(T("the position seats {count} players ({seats}), not {players}",
                              count=len(sides), seats=seats_text, players=excerpt(players)))
    players = len(sides)
    options = dict(options)
    if players == 2:
        pair = "".join(sorted(sides))
        if pair not in ("NS", "EW"):
            raise PositionError(T("seats '{seats}': two players sit at S and N or at W "
                                  "and E", seats=seats_text))
        options.setdefault("seats_2p", "S/N" if pair == "NS" else "W/E")
    if "turn_order" not in options:
        key = (OPTIONS[0].validate(options.get("seats_2p", "S/N")), 2) if players == 2 else players
        options["turn_order"] = "default" if DEFAULT_ORDER.get(key) == sides else ",".join(sides)
    settings = canonical_settings(Settings(resolve(OPTIONS, options)), players)
    cfg = config(settings, players)
    if "".join(cfg.sides) != sides:
        raise PositionError(T("seats '{seats}' do not match the options, which seat "
                              "{order} in that order", seats=seats_text,
                              order=",".join(cfg.sides)))
    tiles, board, pcs = _decode_board(board_text, cfg)
    ply = _decode_ply(ply_text)
    alive = seats_with_pieces(pcs)
    counts = [tiles.count(s + 1) for s in range(players)]
    if move_text == "-":
        if pend_text != "-":
            raise PositionError(T("a finished game has no pending decision (write -)"))
        return Decoded(cfg, tiles, board, pcs, None, None, ply,
                       _end(cfg, ply, counts, alive))
    side = move_text.upper()
    if side not in sides or len(side) != 1:
        raise PositionError(T("the side to move is one of {sides} or - (game over), "
                              "not '{side}'", sides=", ".join(sides), side=move_text))
    me = sides.index(side)
    for s in range(players):
        if counts[s] >= cfg.target and not (s == me and pend_text != "-"):
            raise PositionError(T("{seat} has {tiles} tiles, the target is "
                                  "{target}: the game would be over", seat=T(cfg.names[s]),
                                  tiles=counts[s], target=cfg.target))
    if len(alive) < 2:
        raise PositionError(T("fewer than two players have pieces: the game would be over "
                              "(write - as the side to move)"))
    if pend_text == "-":
        if cfg.cap is not None and ply >= cfg.cap:
            raise PositionError(T("{turns} turns reach the limit max_plies={cap}: the game "
                                  "would be over", turns=ply, cap=cfg.cap))
        return Decoded(cfg, tiles, board, pcs, me, None, ply, None)
    if me not in alive:
        raise PositionError(T("{seat} has no pieces, so cannot be in mid-turn",
                              seat=T(cfg.names[me])))
    pend = _decode_pending(pend_text, cfg, tiles, board, me)
    return Decoded(cfg, tiles, board, pcs, me, pend, ply, None)


def _decode_ply(text):
    if not re.fullmatch(r"[0-9]{1,9}", text):
        raise PositionError(T("completed turns '{text}' should be a whole number, 0 or "
                              "more", text=excerpt(text)))
    return int(text)


def _decode_board(text, cfg):
    rows = text.split("/")
    if len(rows) != 9:
        raise PositionError(T("the board needs {size} ranks separated by '/', got {count}",
                              size=9, count=len(rows)))
    tiles, board, pcs = bytearray(SIZE), bytearray(SIZE), []
    seat_of = {side: i for i, side in enumerate(cfg.sides)}

    def seat(letter, what, where):
        letter = letter.upper()
        if letter not in seat_of:
            raise PositionError(T(
                "{where}: {what} of side {letter}, which has no seat in this game (seats: "
                "{seats})", where=where, what=what, letter=letter, seats=", ".join(cfg.sides)))
        return seat_of[letter]

    for i, row in enumerate(rows):
        y, x, pos = 8 - i, 0, 0
        row_l = row.lower()
        while pos < len(row_l):
            ch = row_l[pos]
            rank = y + 1
            if x >= 9 and ch != "(":
                raise PositionError(T("rank {rank} covers more than 9 squares", rank=rank))
            if ch in "0123456789":
                x += int(ch)
                pos += 1
                if x > 9:
                    raise PositionError(T("rank {rank} covers more than 9 squares", rank=rank))
                continue
            if ch == "(":
                raise PositionError(T("rank {rank}: a piece in parentheses follows its "
                                      "square's tile (. for neutral, or a side letter), like "
                                      ".(Ns)", rank=rank))
            sq = y * 9 + x
            if ch != ".":
                if ch.upper() not in SIDES:
                    raise PositionError(T("rank {rank}: '{char}' is not a digit, '.', a side "
                                          "letter (S, W, N, E) or a piece like (Ne)",
                                          rank=rank, char=row[pos]))
                tiles[sq] = seat(ch, T("a tile"), NAMES[sq]) + 1
            pos += 1
            m = _PIECE.match(row_l, pos)
            if m:
                s = seat(m.group(1), T("a piece"), NAMES[sq])
                f = FACING_INDEX[m.group(2)]
                if tiles[sq] and tiles[sq] != s + 1:
                    raise PositionError(T("{square}: a piece never stands on another "
                                          "player's colour (R7)", square=NAMES[sq]))
                board[sq] = 1 + s * 8 + f
                pcs.append((sq, s, f))
                pos = m.end()
            elif pos < len(row_l) and row_l[pos] == "(":
                raise PositionError(T("{square}: a piece is written as its side and facing "
                                      "in parentheses, like (Ne) or (Ssw)", square=NAMES[sq]))
            x += 1
        if x != 9:
            raise PositionError(T("rank {rank} covers {count} squares, not {size}",
                                  rank=y + 1, count=x, size=9))
    for s in range(cfg.players):
        n = sum(1 for p in pcs if p[1] == s)
        if n > cfg.pieces:
            raise PositionError(T("{seat} has {n} pieces; with {players} players "
                                  "each has {pieces}", seat=T(cfg.names[s]), n=n,
                                  players=cfg.players, pieces=cfg.pieces))
    return bytes(tiles), bytes(board), tuple(sorted(pcs))


def _end(cfg, ply, counts, alive):
    """(winners, reason) of a position written as over."""
    reached = [s for s in range(cfg.players) if counts[s] >= cfg.target]
    if len(reached) > 1:
        raise PositionError(T("two players have reached the target; the game ends at the "
                              "first"))
    if reached:
        return (reached[0],), target_reached(cfg, reached[0])
    if len(alive) == 1:
        (w,) = alive
        return (w,), last_with_pieces(cfg, w)
    if not alive:
        raise PositionError(T("no player has pieces; the game ends when one is left"))
    if cfg.cap is not None and ply >= cfg.cap:
        return (), turn_limit(cfg)
    raise PositionError(T("the game is marked over (-), but no one has reached the target, "
                          "more than one player has pieces and no turn limit is reached"))


def _decode_pending(text, cfg, tiles, board, me):
    m = _PENDING.match(text.lower())
    if not m:
        raise PositionError(T("pending '{text}' should be -, choice:a3-c5, borderland:b4, "
                              "meeting:b4 or reorient-cost:e6:4 (see docs/notation.md)",
                              text=excerpt(text)))
    kind, args = m.group(1), m.group(2).split(":")
    met = 0
    if kind in ("choice", "borderland") and len(args) == 2 and args[1] == "met":
        if not cfg.before or cfg.original:
            raise PositionError(T(":met records the meeting threshold counted before the "
                                  "tile benefit; it needs "
                                  "meeting_threshold_timing=before_effects"))
        met, args = 1, args[:1]
    try:
        if kind == "choice":
            if len(args) != 1 or args[0].count("-") != 1:
                raise ValueError(T("write choice:from-to, like choice:d4-f6"))
            a, d_sq = (GRID.parse(t) for t in args[0].split("-"))
            pend = ("choice", a, d_sq, met)
        elif kind == "reorient-cost":
            if len(args) not in (2, 3) or args[1] not in ("1", "2", "3", "4"):
                raise ValueError(T("write reorient-cost:square:tiles still to return (1-4), "
                                   "then :last returned square once one is returned"))
            last = GRID.parse(args[2]) if len(args) == 3 else -1
            pend = ("reorient-cost", GRID.parse(args[0]), int(args[1]), last)
        else:
            if len(args) != 1:
                raise ValueError(T("write {kind}:square (the moved piece's square)", kind=kind))
            pend = (kind, GRID.parse(args[0])) + ((met,) if kind == "borderland" else ())
    except ValueError as e:
        raise PositionError(T("pending '{text}': {reason}", text=excerpt(text),
                              reason=message_of(e))) from None
    piece_sq = pend[2] if kind == "choice" else pend[1]
    v = board[piece_sq]
    if not v or (v - 1) >> 3 != me:
        raise PositionError(T("pending '{text}': {square} should hold a piece of "
                              "{seat}, the side in mid-turn", text=text, square=NAMES[piece_sq],
                              seat=T(cfg.names[me])))
    mine = me + 1
    if kind == "choice":
        a, d_sq = pend[1], pend[2]
        line = LINE[a * SIZE + d_sq] if a != d_sq else None
        if (line is None or line[0] != (v - 1) & 7 or line[1] < 2 or board[a]
                or any(board[s] for s in line[2]) or tiles[a] != mine or tiles[d_sq] != mine
                or BORDERLAND[a] == BORDERLAND[d_sq]):
            raise PositionError(T("pending '{text}': not a connection that crosses a border "
                                  "(the piece on {square} must have come from an empty "
                                  "square of its colour in a straight line it now faces, over "
                                  "empty squares, into another borderland)", text=text,
                                  square=NAMES[d_sq]))
        if not crossing_claims(cfg, tiles, board, d_sq, False, me):
            raise PositionError(T("pending '{text}': the crossing offers no claim, so there "
                                  "is no choice to make", text=text))
    elif kind == "borderland":
        if not crossing_claims(cfg, tiles, board, pend[1], False, me):
            raise PositionError(T("pending '{text}': no tile of that borderland can be "
                                  "claimed", text=text))
    elif kind == "meeting":
        if not meeting_claims(tiles, board, me):
            raise PositionError(T("pending '{text}': no tile can be claimed", text=text))
    elif not return_choices(tiles, board, me, pend[2], pend[3]):
        raise PositionError(T("pending '{text}': too few of {seat}'s unoccupied tiles "
                              "come after the last returned one to finish the cost", text=text,
                              seat=T(cfg.names[me])))
    return pend
