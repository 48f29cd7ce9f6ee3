"""A deliberately dumb, independent model of Quet.

Written from the quet rules (py/piecepad/games/quet/rules_page.py) (sections 5.2-5.6) and the position text of
docs/notation.md, not from the engine, so the engine can be checked
against it (perft, refereed playouts). Squares are names ("c3"); marks are a
dict of square name -> set of seats; every legal move is found by trying every
square of the board as a destination. Nothing here is fast on purpose.
"""

from typing import NamedTuple

FILES = "abcdefghijkl"
NAMES = ("Blue", "Orange")


class Rules(NamedTuple):
    n: int = 6
    mark_on: str = "arrival"
    target: int = 5
    cap: int = 72          # plies per round (already resolved: None means 2*n*n)
    rounds: int = 2


def rules(n=6, mark_on="arrival", target=5, round_ply_cap=None, rounds=2):
    return Rules(n, mark_on, target, 2 * n * n if round_ply_cap is None else round_ply_cap,
                 rounds)


class Pos(NamedTuple):
    marks: tuple           # sorted tuple of (square, seat) pairs
    pawns: tuple           # (Blue's square, Orange's square)
    moves: tuple           # moves made this round, per seat
    points: tuple          # points this round, per seat
    finished: tuple        # ((blue, orange), code) per finished round
    round: int
    over: bool


def squares(n):
    return [f"{FILES[x]}{y + 1}" for y in range(n) for x in range(n)]


def xy(square):
    return FILES.index(square[0]), int(square[1:]) - 1


def player1(p):
    """Player 1 is seat 0 in odd rounds and seat 1 in even rounds."""
    return 0 if p.round % 2 == 1 else 1


def to_move(p):
    if p.over:
        return None
    one = player1(p)
    return one if p.moves[one] == p.moves[1 - one] else 1 - one


def fresh_round(n, rnd, finished):
    one = 0 if rnd % 2 == 1 else 1
    corner1, corner2 = "a1", f"{FILES[n - 1]}{n}"
    pawns = [None, None]
    pawns[one], pawns[1 - one] = corner1, corner2
    marks = tuple(sorted({(corner1, one), (corner2, 1 - one)}))
    return Pos(marks, tuple(pawns), (0, 0), (0, 0), tuple(finished), rnd, False)


def opening(r):
    return fresh_round(r.n, 1, ())


def marked(p, square):
    return {seat for sq, seat in p.marks if sq == square}


def step_ok(p, seat, dx, dy):
    """Rules 5.3, checked from the displacement alone."""
    number = p.moves[seat] + 1                 # this move's number for this player
    odd = number % 2 == 1
    if seat == player1(p):
        if dx != 0 and dy != 0:
            return False
        return abs(dx) + abs(dy) == (1 if odd else 2)
    if odd:
        return abs(dx) + abs(dy) == 1
    return abs(dx) == 1 and abs(dy) == 1


def score(p, seat, square):
    """Rules 5.5, before the mover's mark is added."""
    on = marked(p, square)
    if seat in on:
        return -1
    if on:
        return 1
    return 0


def moves(p, r):
    """Every legal move as (text, points), sorted by text."""
    seat = to_move(p)
    if seat is None:
        return []
    frm = p.pawns[seat]
    fx, fy = xy(frm)
    found = []
    for to in squares(r.n):
        tx, ty = xy(to)
        if step_ok(p, seat, tx - fx, ty - fy):
            found.append((f"{frm}-{to}", score(p, seat, to)))
    return sorted(found)


def play(p, text, r):
    seat = to_move(p)
    legal = dict(moves(p, r))
    assert text in legal, (text, legal)
    frm, to = text.split("-")
    gained = legal[text]
    marks = set(p.marks)
    marks.add((to if r.mark_on == "arrival" else frm, seat))
    pawns, mv, pts = list(p.pawns), list(p.moves), list(p.points)
    pawns[seat] = to
    mv[seat] += 1
    pts[seat] += gained
    every_square_both = all(marked_in(marks, sq) == {0, 1} for sq in squares(r.n))
    if pts[seat] >= r.target:
        code = "t"
    elif every_square_both:
        code = "f"
    elif sum(mv) >= r.cap:
        code = "c"
    else:
        return Pos(tuple(sorted(marks)), tuple(pawns), tuple(mv), tuple(pts), p.finished,
                   p.round, False)
    finished = p.finished + ((tuple(pts), code),)
    if p.round == r.rounds:
        return Pos(tuple(sorted(marks)), tuple(pawns), tuple(mv), tuple(pts), finished,
                   p.round, True)
    return fresh_round(r.n, p.round + 1, finished)


def marked_in(marks, square):
    return {seat for sq, seat in marks if sq == square}


def totals(p):
    t = [0, 0]
    for (a, b), _ in p.finished:
        t[0] += a
        t[1] += b
    if not p.over:
        t[0] += p.points[0]
        t[1] += p.points[1]
    return tuple(t)


def winners(p):
    a, b = totals(p)
    return () if a == b else ((0,) if a > b else (1,))


def position_text(p, r):
    """The documented position text (docs/notation.md)."""
    rows = []
    for y in range(r.n - 1, -1, -1):
        row = ""
        for x in range(r.n):
            on = marked(p, f"{FILES[x]}{y + 1}")
            row += "+" if on == {0, 1} else "b" if on == {0} else "o" if on == {1} else "."
        rows.append(row)
    rounds = [f"{a},{b}{code}" for (a, b), code in p.finished]
    if not p.over:
        rounds.append(f"{p.points[0]},{p.points[1]}")
    side = "-" if p.over else "bo"[to_move(p)]
    return " ".join(["/".join(rows), ",".join(p.pawns), f"{p.moves[0]},{p.moves[1]}",
                     ";".join(rounds), side])


def perft(p, r, depth):
    if depth == 0:
        return 1
    return sum(perft(play(p, text, r), r, depth - 1) for text, _ in moves(p, r))


# -- position text for scenario tests (plain strings, no engine) ---------------

def marks_text(n=6, blue=(), orange=(), both=()):
    """The marks field: ranks from the top, '.' none, 'b' Blue, 'o' Orange, '+' both."""
    rows = []
    for y in range(n, 0, -1):
        row = ""
        for x in range(n):
            sq = f"{FILES[x]}{y}"
            row += "+" if sq in both else "b" if sq in blue else "o" if sq in orange else "."
        rows.append(row)
    return "/".join(rows)


def text(blue=(), orange=(), both=(), pawns=("a1", "f6"), moves=(0, 0), points="0,0",
         side=None, n=6):
    """A whole position text. ``points`` is the points field as written (rounds
    separated by ';'); ``side`` defaults to the player whose turn the move
    counts make it."""
    if side is None:
        entries = points.split(";")
        one = 0 if len(entries) % 2 == 1 else 1
        if entries[-1][-1] in "tfc":
            side = "-"
        else:
            side = "bo"[one if moves[one] == moves[1 - one] else 1 - one]
    return (f"{marks_text(n, blue, orange, both)} {pawns[0]},{pawns[1]} "
            f"{moves[0]},{moves[1]} {points} {side}")
