"""Why a Pacru decision is refused, in a player's words, naming the rule (R1-R16 of the
original guide, as on the rules page py/piecepad/games/pacru/rules_page.py). Only called
for text that is not a legal decision, so it may be slow.

Above ``geometry`` and ``rules``: it reads a state's documented attributes but imports
no state module.
"""

import re

from .geometry import (
    BORDERLAND, BORDERLAND_SQUARES, FACINGS, FACING_INDEX, GRID, LINE, NAMES, ORDER_KEY, SIZE)
from .rules import free_own, piece_moves
from ...errors import message_of
from ...i18n import T

_MOVE = re.compile(r"^([a-z][0-9]+)([-x])([a-z][0-9]+)$")
_ROTATE = re.compile(r"^([a-z][0-9]+)>([a-z]+)$")
_SIGNED = re.compile(r"^([-+*])([a-z][0-9]+|none)$")
# Short: the rules page's "How to write a move" (games/pacru/rules_page.py) explains each.
HOW = T("a Pacru decision is written like a3-b4, e3xe4, e6>s, c, +b4, *i9 or -a1")
OCCUPIED_TILE = T("R7: you may not change a tile that is occupied by a piece")
R7_OCCUPIED = T("R7: a piece cannot move onto a square occupied by another piece")


def _area(sq):
    squares = BORDERLAND_SQUARES[BORDERLAND[sq]]
    return f"{NAMES[squares[0]]}-{NAMES[squares[-1]]}"


def _listing(moves):
    texts = [m.text for m in moves]
    return ", ".join(texts[:8]) + (", ..." if len(texts) > 8 else "")


def _seat(state, seat):
    """A seat's name as a Message (shown in the reader's language)."""
    return T(state.seat_name(seat))


def why_illegal(state, text):
    if not (text == "c" or _MOVE.match(text) or _ROTATE.match(text) or _SIGNED.match(text)):
        return HOW
    kind = state.pending_kind
    if kind != "move":
        return _why_pending(state, text, kind)
    if text == "c":
        return T("R8: c chooses the connection change over the crossing benefit, and no "
                 "move waits for that choice now")
    m = _SIGNED.match(text)
    if m:
        return {"+": T("R4: a tile is claimed only after a move that crosses a border"),
                "*": T("R12: a meeting claim comes only after a move that makes a meeting"),
                "-": T("R14: tiles are returned only after reorienting a piece (like e6>s)")}[
                    m.group(1)]
    m = _ROTATE.match(text)
    if m:
        return _why_rotate(state, m.group(1), m.group(2))
    m = _MOVE.match(text)
    return _why_move(state, m.group(1), m.group(2) == "x", m.group(3))


def _square(name):
    try:
        return GRID.parse(name), None
    except ValueError as e:
        return None, message_of(e)


def _own_piece(state, name):
    """(square, facing) of the mover's piece on ``name``, or (None, reason)."""
    sq, err = _square(name)
    if err:
        return None, err
    v = state.board[sq]
    me = state.to_move
    if not v:
        return None, T("there is no piece on {square}", square=name)
    if (v - 1) >> 3 != me:
        return None, T("R2: the piece on {square} is {owner}'s; it is {seat}'s turn",
                       square=name, owner=_seat(state, (v - 1) >> 3), seat=_seat(state, me))
    return (sq, (v - 1) & 7), None


def _why_rotate(state, name, facing):
    found, err = _own_piece(state, name)
    if err:
        return err
    sq, f = found
    if facing not in FACING_INDEX:
        return T("R14: a facing is one of {facings}, not '{facing}'",
                 facings=", ".join(FACINGS), facing=facing)
    g = FACING_INDEX[facing]
    turn = min((g - f) & 7, (f - g) & 7)
    if turn == 0:
        return T("R14: the piece on {square} already faces {facing}", square=name,
                 facing=facing)
    if turn > 2:
        return T("R14: a piece turns 45 or 90 degrees in one turn, and {now} to "
                 "{facing} is {degrees} degrees", now=FACINGS[f], facing=facing,
                 degrees=turn * 45)
    cost = 2 if turn == 1 else 4
    have = free_own(state.tiles, state.piece_list, state.to_move)
    return T("R14: turning {degrees} degrees returns {cost} of your tiles to neutral, and "
             "you have {have} without a piece on them", degrees=turn * 45, cost=cost,
             have=have)


def _why_move(state, a_name, pincer, d_name):
    found, err = _own_piece(state, a_name)
    if err:
        return err
    a, f = found
    d_sq, err = _square(d_name)
    if err:
        return err
    me = state.to_move
    mine = me + 1
    line = LINE[a * SIZE + d_sq] if a != d_sq else None
    if line is None:
        return T("R3: a piece moves in a straight line, forwards or 45 degrees to either "
                 "side")
    d, k, between = line
    allowed = ((f - 1) & 7, f, (f + 1) & 7)
    if d not in allowed:
        return T("R3: the piece on {square} faces {facing}, so it moves only {ways}",
                 square=a_name, facing=FACINGS[f], ways=", ".join(FACINGS[x] for x in allowed))
    pom = state.power(a)
    if k > pom:
        return T(("R5: the piece on {square} has a power of movement of {n} ({own} of your "
                  "tiles in its borderland {area}), so it moves at most {n} square",
                  "R5: the piece on {square} has a power of movement of {n} ({own} of your "
                  "tiles in its borderland {area}), so it moves at most {n} squares"),
                 square=a_name, n=pom, own=_count_own(state, a), area=_area(a))
    target = state.board[d_sq]
    blocked = [s for s in between if state.board[s]]
    if pincer:
        if not target:
            return T("R11: a pincer lands on an opponent's piece, and {square} is empty",
                     square=d_name)
        if (target - 1) >> 3 == me:
            return T("R11: a pincer takes an opponent's piece; the piece on {square} is yours",
                     square=d_name)
        if blocked:
            return T("R11: the piece on {square} does not attack {target}: {between} "
                     "is in the way (no piece can jump into a pincer)", square=a_name,
                     target=d_name, between=NAMES[blocked[0]])
        attackers = [m for m in piece_moves(state.tiles, state.board, state.piece_list, me)
                     if m.kind == "pincer" and m.data[2] == d_sq]
        return (T("R11: a pincer needs two or more of your pieces attacking the piece on "
                  "{target} at the start of your turn; only the piece on {square} does",
                  target=d_name, square=a_name)
                if not attackers else T("R11: not a legal pincer here"))
    if target:
        if (target - 1) >> 3 != me:
            return T("R7: a piece cannot move onto a square occupied by another piece (to "
                     "take it, a pincer is written {pincer})", pincer=f"{a_name}x{d_name}")
        return R7_OCCUPIED
    tile = state.tiles[d_sq]
    if blocked:
        if not (state.tiles[a] == mine and tile == mine):
            return T("R7: a piece cannot jump over another piece ({between}), except "
                     "in a connection jump from a tile of your colour to a tile of your "
                     "colour (R9)", between=NAMES[blocked[0]])
    if tile and tile != mine:
        return T("R7: a piece cannot move onto a tile of another player's colour "
                 "({square} is {owner}'s)", square=d_name, owner=_seat(state, tile - 1))
    return T("not a legal move here")


def _count_own(state, sq):
    mine = state.to_move + 1
    return sum(1 for s in BORDERLAND_SQUARES[BORDERLAND[sq]] if state.tiles[s] == mine)


def _why_pending(state, text, kind):
    if kind is None:
        return T("the game is over")
    legal = state.legal_moves()
    expected = {
        "choice": T("R8/R13: this move is both a connection and a border crossing: choose "
                    "c (the connection change) or one crossing claim"),
        "borderland": T("R4: claim a tile of the borderland you crossed into first"),
        "meeting": T("R12: the meeting earns a tile: claim it first"),
        "reorient-cost": T("R14: return the reorientation's tiles to neutral first"),
    }[kind]
    m = _SIGNED.match(text)
    wanted = {"choice": "+", "borderland": "+", "meeting": "*", "reorient-cost": "-"}[kind]
    if text == "c" or not m or m.group(1) != wanted:
        return T("{reason} ({legal})", reason=expected, legal=_listing(legal))
    if m.group(2) == "none":
        if kind == "meeting":
            return T("R12: the meeting claim is mandatory (the option meeting_optional is "
                     "off)")
        return T("{reason} ({legal})", reason=expected, legal=_listing(legal))
    sq, err = _square(m.group(2))
    if err:
        return err
    me = state.to_move
    mine = me + 1
    tile, occupied = state.tiles[sq], state.board[sq]
    if kind in ("choice", "borderland"):
        d_sq = state.pending_square
        if BORDERLAND[sq] != BORDERLAND[d_sq]:
            return T("R4: the tile claimed must be in the borderland the piece landed in, "
                     "{area}", area=_area(d_sq))
        if occupied and sq != d_sq:
            return OCCUPIED_TILE
        if tile == mine:
            return T("R4: {square} is already your colour", square=m.group(2))
        if any(not state.tiles[s] for s in BORDERLAND_SQUARES[BORDERLAND[d_sq]]):
            return T("R4: a borderland change claims a neutral tile while the borderland has "
                     "one; {square} is {owner}'s (R10 applies only when no neutral tile is "
                     "left)", square=m.group(2), owner=_seat(state, tile - 1))
        return T("R4: not a tile this crossing can claim")
    if kind == "meeting":
        if occupied:
            return OCCUPIED_TILE
        if tile == mine:
            return T("R12: {square} is already your colour", square=m.group(2))
        return T("R12: not a tile this meeting can claim")
    # reorient-cost
    if tile != mine:
        return T("R14: only tiles of your own colour are returned, and {square} is not yours",
                 square=m.group(2))
    if occupied:
        return OCCUPIED_TILE
    last = state.pend[3]
    if last >= 0 and ORDER_KEY[sq] <= ORDER_KEY[last]:
        return T("R14: the returned tiles are named one by one in increasing square order "
                 "(a1, a2, ... a9, b1, ...), and {square} comes before {last}",
                 square=m.group(2), last=NAMES[last])
    return T("R14: after {square} too few of your unoccupied tiles come later in square "
             "order to finish the cost ({left} still to return): choose an earlier tile",
             square=m.group(2), left=state.pend[2])
