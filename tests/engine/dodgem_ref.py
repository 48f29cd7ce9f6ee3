"""A deliberately dumb, independent model of Piecepack Dodg'em.

Written from the dodgem rules (py/piecepad/games/dodgem/rules_page.py) (sections 3.2-3.5), not from the engine, so
the engine can be checked against it (perft, playouts). Squares are names
("c3"); a position is the set of Red squares, the set of Green squares and the
seat to move (0 = Red, 1 = Green), exactly the contract's notion of a position.
Nothing here is fast or clever on purpose.
"""

from typing import NamedTuple

FILES = "abcdef"
SIZE = 6
STEP = {"N": (0, 1), "S": (0, -1), "E": (1, 0), "W": (-1, 0)}

# Rules 3.3: (axis, seat) -> (forward, sideways, sideways).
#   H: Red forward E, Green forward W, sideways N/S.
#   V: Red forward N, Green forward S, sideways E/W.
DIRECTIONS = {
    ("H", 0): ("E", "N", "S"),
    ("H", 1): ("W", "N", "S"),
    ("V", 0): ("N", "E", "W"),
    ("V", 1): ("S", "E", "W"),
}

OPENING_RED = ("a1", "a2", "a3", "a4", "a5")
OPENING_GREEN = ("f2", "f3", "f4", "f5", "f6")


class Pos(NamedTuple):
    red: frozenset
    green: frozenset
    to_move: int

    def coins(self, seat):
        return self.red if seat == 0 else self.green


def pos(red=(), green=(), to_move=0):
    return Pos(frozenset(red), frozenset(green), to_move)


def opening():
    return pos(OPENING_RED, OPENING_GREEN, 0)


def neighbour(square, direction):
    """The square one step away, or None when that step leaves the board."""
    x = FILES.index(square[0]) + STEP[direction][0]
    y = int(square[1:]) + STEP[direction][1]
    if 0 <= x < SIZE and 1 <= y <= SIZE:
        return f"{FILES[x]}{y}"
    return None


def steps(p, axis, seat=None):
    """Every coin move of ``seat`` (default: the player to move), as move text."""
    seat = p.to_move if seat is None else seat
    forward, side1, side2 = DIRECTIONS[(axis, seat)]
    occupied = p.red | p.green
    found = []
    for square in p.coins(seat):
        ahead = neighbour(square, forward)
        if ahead is None:
            found.append(f"{square}-off")      # the far line: step forward off the board
        elif ahead not in occupied:
            found.append(f"{square}-{ahead}")
        for side in (side1, side2):
            to = neighbour(square, side)
            if to is not None and to not in occupied:   # never sideways off the board
                found.append(f"{square}-{to}")
    return found


def is_forward(p, text, axis):
    """Does this move of the player to move go forward (bearing off included)?"""
    if text == "pass":
        return False
    frm, to = text.split("-")
    return to == "off" or to == neighbour(frm, DIRECTIONS[(axis, p.to_move)][0])


def moves(p, axis):
    """The legal move texts, sorted; ``["pass"]`` for a blocked player."""
    return sorted(steps(p, axis)) or ["pass"]


def play(p, text, axis):
    """Apply a legal move text. No checking beyond what the tests need."""
    assert text in moves(p, axis), (text, p)
    nxt = 1 - p.to_move
    if text == "pass":
        return Pos(p.red, p.green, nxt)
    frm, to = text.split("-")
    mine = set(p.coins(p.to_move))
    mine.remove(frm)
    if to != "off":
        mine.add(to)
    mine = frozenset(mine)
    if p.to_move == 0:
        return Pos(mine, p.green, nxt)
    return Pos(p.red, mine, nxt)


def bore_off_winner(p):
    """Rules 3.5: the player whose last coin has left the board, or None."""
    for seat in (0, 1):
        if not p.coins(seat):
            return seat
    return None


def classic_winner(p, axis):
    """Classic end: the player to move wins if they have no legal coin move."""
    return p.to_move if not steps(p, axis) else None


def is_over(p, axis, classic):
    """Decisive ends only (draw rules need the history, see the playout tests)."""
    if bore_off_winner(p) is not None:      # at once, under the classic end too
        return True
    return classic and classic_winner(p, axis) is not None


def perft(p, axis, depth, classic=False):
    """Number of move sequences of exactly ``depth`` moves (a pass is a move;
    a finished game has no moves)."""
    if depth == 0:
        return 1
    if is_over(p, axis, classic):
        return 0
    return sum(perft(play(p, m, axis), axis, depth - 1, classic) for m in moves(p, axis))


def position_text(p):
    """The documented position text: ranks from 6 down to 1, R/G for coins,
    digits for runs of empty squares, then r or g for the player to move."""
    ranks = []
    for y in range(SIZE, 0, -1):
        text, run = "", 0
        for f in FILES:
            square = f"{f}{y}"
            mark = "R" if square in p.red else "G" if square in p.green else ""
            if mark:
                text += (str(run) if run else "") + mark
                run = 0
            else:
                run += 1
        ranks.append(text + (str(run) if run else ""))
    return "/".join(ranks) + " " + "rg"[p.to_move]
