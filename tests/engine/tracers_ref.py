"""A deliberately plain, independent model of Tracers.

Written from the tracers rules (py/piecepad/games/tracers/rules_page.py) (sections 1.2-1.5 and rulings T1-T9) and
the notation in docs/notation.md, not from the engine, so the
engine can be checked against it (perft, refereed playouts). Squares are names
("c3"); colours are "L" and "D"; a position holds the marks, both pawns, the
seat to move (0 = Light, 1 = Dark), the scored lines and how the game ended.
Nothing here is fast or clever on purpose.

The bottom of the file also writes the documented position text
(docs/notation.md) and builds engine states from it, for the tests.
"""

from typing import NamedTuple

FILES = "abcdefgh"
SIZE = 8
COLOUR = ("L", "D")
NAME = ("Light", "Dark")
DEFAULTS = {"knight_path": "long_leg_first", "optional_mark_occupied": False,
            "first_player": "dark", "capture_ignores_own_mark": False,
            "both_trapped": "player_to_move_loses"}
# Every rank "1".."8" then every file "a".."h" (the order of Grid.lines()).
LINE_NAMES = [str(r) for r in range(1, SIZE + 1)] + list(FILES)


class Pos(NamedTuple):
    marks: dict          # square -> frozenset of colours ("L", "D"); unmarked squares absent
    pawns: tuple         # (Light's square, Dark's square)
    to_move: int         # whose turn it is (or would be, once the game is over)
    scored: dict         # line name -> seat that scored it
    captured: bool = False   # the last move was a capture


def pos(light, dark, to_move, marks=None, scored=None, captured=False):
    """``marks``: {"L": squares, "D": squares, "LD": squares}."""
    table = {}
    for colours, squares in (marks or {}).items():
        for sq in squares:
            table[sq] = frozenset(colours)
    return Pos(table, (light, dark), to_move, dict(scored or {}), captured)


def opening(options=DEFAULTS):
    return pos("a1", "h8", 1 if options["first_player"] == "dark" else 0)


def xy(square):
    return FILES.index(square[0]), int(square[1:]) - 1


def square(x, y):
    if 0 <= x < SIZE and 0 <= y < SIZE:
        return f"{FILES[x]}{y + 1}"
    return None


def line_squares(line):
    if line.isdigit():
        return [f"{f}{line}" for f in FILES]
    return [f"{line}{r}" for r in range(1, SIZE + 1)]


def colours_at(p, sq):
    return p.marks.get(sq, frozenset())


# -- rules 1.3: moves --------------------------------------------------------

def knight_moves(p, seat, options):
    """(text, destination, squares marked) of every legal knight move of ``seat``."""
    me, other = COLOUR[seat], p.pawns[1 - seat]
    start = p.pawns[seat]
    x, y = xy(start)
    found = []
    for dx, dy in ((1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)):
        dest = square(x + dx, y + dy)
        if dest is None or dest == other or me in colours_at(p, dest):
            continue
        # The long leg is the 2-square one: unit u along it, v the 1-square leg.
        if abs(dx) == 2:
            u, v = (dx // 2, 0), (0, dy)
        else:
            u, v = (0, dy // 2), (dx, 0)
        long_first = [square(x + u[0], y + u[1]), square(x + 2 * u[0], y + 2 * u[1])]
        paths = [(f"{start}-{dest}", long_first)]
        if options["knight_path"] == "either_L":
            short_first = [square(x + v[0], y + v[1]), square(x + v[0] + u[0], y + v[1] + u[1])]
            paths.append((f"{start}-{dest} via {short_first[0]},{short_first[1]}", short_first))
        for text, passed in paths:
            marked = [start] + passed
            found.append((text, dest, marked))
            if (options["optional_mark_occupied"] and other in passed
                    and me not in colours_at(p, other)):
                found.append((text + " nomark", dest, [s for s in marked if s != other]))
    return found


def capture_moves(p, seat, options):
    start, other = p.pawns[seat], p.pawns[1 - seat]
    (x, y), (ox, oy) = xy(start), xy(other)
    dx, dy = abs(ox - x), abs(oy - y)
    adjacent = (dx + dy == 1) if seat == 0 else (dx == 1 and dy == 1)
    if not adjacent:
        return []
    if COLOUR[seat] in colours_at(p, other) and not options["capture_ignores_own_mark"]:
        return []
    return [f"{start}x{other}"]


def moves_of(p, seat, options):
    return sorted([m[0] for m in knight_moves(p, seat, options)] + capture_moves(p, seat, options))


# -- rules 1.5: the end ------------------------------------------------------

def outcome(p, options):
    """None while the game goes on, else (winners, kind)."""
    last = 1 - p.to_move
    if p.captured:
        return ((last,), "capture")
    if sum(1 for s in p.scored.values() if s == last) >= 5:
        return ((last,), "lines")
    if not moves_of(p, p.to_move, options):
        if options["both_trapped"] == "draw" and not moves_of(p, last, options):
            return ((), "both trapped")
        return ((last,), "trapped")
    return None


def moves(p, options):
    """The legal move texts, sorted; none once the game is over."""
    if outcome(p, options) is not None:
        return []
    return moves_of(p, p.to_move, options)


def play(p, text, options):
    seat = p.to_move
    assert text in moves(p, options), (text, p)
    pawns = list(p.pawns)
    if "x" in text:
        pawns[seat] = text.split("x")[1]
        return Pos(p.marks, tuple(pawns), 1 - seat, p.scored, True)
    (_, dest, marked), = [m for m in knight_moves(p, seat, options) if m[0] == text]
    marks = dict(p.marks)
    for sq in marked:
        marks[sq] = colours_at(p, sq) | {COLOUR[seat]}
    scored = dict(p.scored)
    for line in LINE_NAMES:
        before = all(sq in p.marks for sq in line_squares(line))
        after = all(sq in marks for sq in line_squares(line))
        if after and not before:
            scored[line] = seat
    pawns[seat] = dest
    return Pos(marks, tuple(pawns), 1 - seat, scored)


def scores(p):
    return tuple(sum(1 for s in p.scored.values() if s == seat) for seat in (0, 1))


def perft(p, options, depth):
    if depth == 0:
        return 1
    return sum(perft(play(p, m, options), options, depth - 1) for m in moves(p, options))


# -- the documented position text ---------------------------------------------

def position_text(p):
    """Marks rank 8 down to rank 1 ('.', 'l', 'd', 'b'), Light's pawn, Dark's pawn,
    l or d to move, then the scored lines (rank digit or file letter, ':', l or d,
    ranks 1-8 then files a-h) or '-'."""
    symbol = {frozenset(): ".", frozenset("L"): "l", frozenset("D"): "d",
              frozenset("LD"): "b"}
    ranks = ["".join(symbol[colours_at(p, f"{f}{r}")] for f in FILES)
             for r in range(SIZE, 0, -1)]
    scored = ",".join(f"{line}:{'ld'[p.scored[line]]}" for line in LINE_NAMES
                      if line in p.scored) or "-"
    return f"{'/'.join(ranks)} {p.pawns[0]} {p.pawns[1]} {'ld'[p.to_move]} {scored}"


def setup(light, dark, to="l", marks=None, scored=None, **options):
    """An engine state through the documented position text and GAME.decode."""
    from piecepad import games
    p = pos(light, dark, "ld".index(to), marks, scored)
    return games.get("tracers").decode(position_text(p), **options)
