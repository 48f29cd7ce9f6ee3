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

_MOVE = re.compile(r"^([a-z][0-9]+)([-x])([a-z][0-9]+)$")
_ROTATE = re.compile(r"^([a-z][0-9]+)>([a-z]+)$")
_SIGNED = re.compile(r"^([-+*])([a-z][0-9]+|none)$")
# Short: the rules page's "How to write a move" (games/pacru/rules_page.py) explains each.
HOW = "a Pacru decision is written like a3-b4, e3xe4, e6>s, c, +b4, *i9 or -a1"
R7_OCCUPIED = "R7: a piece cannot move onto a square occupied by another piece"


def _area(sq):
    squares = BORDERLAND_SQUARES[BORDERLAND[sq]]
    return f"{NAMES[squares[0]]}-{NAMES[squares[-1]]}"


def _listing(moves):
    texts = [m.text for m in moves]
    return ", ".join(texts[:8]) + (", ..." if len(texts) > 8 else "")


def why_illegal(state, text):
    if not (text == "c" or _MOVE.match(text) or _ROTATE.match(text) or _SIGNED.match(text)):
        return HOW
    kind = state.pending_kind
    if kind != "move":
        return _why_pending(state, text, kind)
    if text == "c":
        return ("R8: c chooses the connection change over the crossing benefit, and no move "
                "waits for that choice now")
    m = _SIGNED.match(text)
    if m:
        return {"+": "R4: a tile is claimed only after a move that crosses a border",
                "*": "R12: a meeting claim comes only after a move that makes a meeting",
                "-": "R14: tiles are returned only after reorienting a piece (like e6>s)"}[
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
        return None, str(e)


def _own_piece(state, name):
    """(square, facing) of the mover's piece on ``name``, or (None, reason)."""
    sq, err = _square(name)
    if err:
        return None, err
    v = state.board[sq]
    me = state.to_move
    if not v:
        return None, f"there is no piece on {name}"
    if (v - 1) >> 3 != me:
        return None, (f"R2: the piece on {name} is {state.seat_name((v - 1) >> 3)}'s; it is "
                      f"{state.seat_name(me)}'s turn")
    return (sq, (v - 1) & 7), None


def _why_rotate(state, name, facing):
    found, err = _own_piece(state, name)
    if err:
        return err
    sq, f = found
    if facing not in FACING_INDEX:
        return f"R14: a facing is one of {', '.join(FACINGS)}, not '{facing}'"
    g = FACING_INDEX[facing]
    turn = min((g - f) & 7, (f - g) & 7)
    if turn == 0:
        return f"R14: the piece on {name} already faces {facing}"
    if turn > 2:
        return (f"R14: a piece turns 45 or 90 degrees in one turn, and {FACINGS[f]} to "
                f"{facing} is {turn * 45} degrees")
    cost = 2 if turn == 1 else 4
    have = free_own(state.tiles, state.piece_list, state.to_move)
    return (f"R14: turning {turn * 45} degrees returns {cost} of your tiles to neutral, and "
            f"you have {have} without a piece on them")


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
        return "R3: a piece moves in a straight line, forwards or 45 degrees to either side"
    d, k, between = line
    allowed = ((f - 1) & 7, f, (f + 1) & 7)
    if d not in allowed:
        return (f"R3: the piece on {a_name} faces {FACINGS[f]}, so it moves only "
                f"{', '.join(FACINGS[x] for x in allowed)}")
    pom = state.power(a)
    if k > pom:
        return (f"R5: the piece on {a_name} has a power of movement of {pom} ("
                f"{_count_own(state, a)} of your tiles in its borderland {_area(a)}), so it "
                f"moves at most {pom} square{'s' if pom > 1 else ''}")
    target = state.board[d_sq]
    blocked = [s for s in between if state.board[s]]
    if pincer:
        if not target:
            return f"R11: a pincer lands on an opponent's piece, and {d_name} is empty"
        if (target - 1) >> 3 == me:
            return f"R11: a pincer takes an opponent's piece; the piece on {d_name} is yours"
        if blocked:
            return (f"R11: the piece on {a_name} does not attack {d_name}: {NAMES[blocked[0]]} "
                    "is in the way (no piece can jump into a pincer)")
        attackers = [m for m in piece_moves(state.tiles, state.board, state.piece_list, me)
                     if m.kind == "pincer" and m.data[2] == d_sq]
        return (f"R11: a pincer needs two or more of your pieces attacking the piece on "
                f"{d_name} at the start of your turn; only the piece on {a_name} does"
                if not attackers else "R11: not a legal pincer here")
    if target:
        if (target - 1) >> 3 != me:
            return R7_OCCUPIED + (f" (to take it, a pincer is written {a_name}x{d_name})")
        return R7_OCCUPIED
    tile = state.tiles[d_sq]
    if blocked:
        if not (state.tiles[a] == mine and tile == mine):
            return (f"R7: a piece cannot jump over another piece ({NAMES[blocked[0]]}), except "
                    "in a connection jump from a tile of your colour to a tile of your colour "
                    "(R9)")
    if tile and tile != mine:
        return ("R7: a piece cannot move onto a tile of another player's colour "
                f"({d_name} is {state.seat_name(tile - 1)}'s)")
    return "not a legal move here"


def _count_own(state, sq):
    mine = state.to_move + 1
    return sum(1 for s in BORDERLAND_SQUARES[BORDERLAND[sq]] if state.tiles[s] == mine)


def _why_pending(state, text, kind):
    if kind is None:
        return "the game is over"
    legal = state.legal_moves()
    expected = {
        "choice": ("R8/R13: this move is both a connection and a border crossing: choose c "
                   "(the connection change) or one crossing claim"),
        "borderland": "R4: claim a tile of the borderland you crossed into first",
        "meeting": "R12: the meeting earns a tile: claim it first",
        "reorient-cost": "R14: return the reorientation's tiles to neutral first",
    }[kind]
    m = _SIGNED.match(text)
    wanted = {"choice": "+", "borderland": "+", "meeting": "*", "reorient-cost": "-"}[kind]
    if text == "c" or not m or m.group(1) != wanted:
        return f"{expected} ({_listing(legal)})"
    if m.group(2) == "none":
        if kind == "meeting":
            return "R12: the meeting claim is mandatory (the option meeting_optional is off)"
        return f"{expected} ({_listing(legal)})"
    sq, err = _square(m.group(2))
    if err:
        return err
    me = state.to_move
    mine = me + 1
    tile, occupied = state.tiles[sq], state.board[sq]
    if kind in ("choice", "borderland"):
        d_sq = state.pending_square
        if BORDERLAND[sq] != BORDERLAND[d_sq]:
            return (f"R4: the tile claimed must be in the borderland the piece landed in, "
                    f"{_area(d_sq)}")
        if occupied and sq != d_sq:
            return "R7: you may not change a tile that is occupied by a piece"
        if tile == mine:
            return f"R4: {m.group(2)} is already your colour"
        if any(not state.tiles[s] for s in BORDERLAND_SQUARES[BORDERLAND[d_sq]]):
            return (f"R4: a borderland change claims a neutral tile while the borderland has "
                    f"one; {m.group(2)} is {state.seat_name(tile - 1)}'s (R10 applies only "
                    "when no neutral tile is left)")
        return "R4: not a tile this crossing can claim"
    if kind == "meeting":
        if occupied:
            return "R7: you may not change a tile that is occupied by a piece"
        if tile == mine:
            return f"R12: {m.group(2)} is already your colour"
        return "R12: not a tile this meeting can claim"
    # reorient-cost
    if tile != mine:
        return f"R14: only tiles of your own colour are returned, and {m.group(2)} is not yours"
    if occupied:
        return "R7: you may not change a tile that is occupied by a piece"
    last = state.pend[3]
    if last >= 0 and ORDER_KEY[sq] <= ORDER_KEY[last]:
        return (f"R14: the returned tiles are named one by one in increasing square order "
                f"(a1, a2, ... a9, b1, ...), and {m.group(2)} comes before {NAMES[last]}")
    return (f"R14: after {m.group(2)} too few of your unoccupied tiles come later in square "
            f"order to finish the cost ({state.pend[2]} still to return): choose an earlier "
            "tile")
