"""How a two-player Tracross position looks: track pieces drawn as tracks, each
player's two sides in their colour, the next piece of each player with the die
roll that chose it, and on a win the winning track lit from edge to edge."""

from functools import lru_cache

from ...view.board import Highlights, render_board
from ...view.look import Square, is_setup, of, setup_option
from ...view.contract import GameView
from ...view.html import esc, tag
from ...i18n import N_, tr
from ...view.tracks import NAMES, STYLE, pair_key, piece_chip, tile_paths, tile_svg

# Each player's line in the panel, by the sides they join.
JOINS = {"NS": N_("{name} joins north and south."), "WE": N_("{name} joins west and east.")}


HALF_TURN = {"N": "S", "S": "N", "W": "E", "E": "W"}


def _drawn(turns):
    """A board side -> the side of the screen it is drawn on. Half a turn swaps them;
    the pieces look the same half turned, so only sides and lit tracks change."""
    return HALF_TURN if turns % 4 == 2 else {s: s for s in HALF_TURN}


@lru_cache(maxsize=None)
def _edge_classes(n, north_drawn):
    """Each square's classes naming the board edges it lies on, as drawn (the north
    side drawn on ``north_drawn``'s side of the screen), for a board of n x n."""
    side = _drawn(0 if north_drawn == "N" else 2)
    out = []
    for sq in range(n * n):
        x, y = sq % n, sq // n
        out.append(" ".join(f"edge-{side[s]}" for s, on in (
            ("N", y == n - 1), ("S", y == 0), ("W", x == 0), ("E", x == n - 1)) if on))
    return tuple(out)


def lit_squares(state, turns=0):
    """Square -> the track keys of the winning track(s) through it, as drawn."""
    lit, side = {}, _drawn(turns)
    for track in state.winning_tracks:
        for sq, entry, exit_ in track:
            lit.setdefault(sq, set()).add(pair_key(side[entry], side[exit_]))
    return lit


def look(position, ghost=None, turns=0, svg=True):
    """A position's look (view/look.py): a State, or the set-up editor's draft (a piece
    by token, 1 to 3). ``ghost``: the piece a tap would place, previewed in empty squares
    under the pointer or the keyboard focus (CSS shows it on hover and focus). ``svg``:
    False leaves out what only the pictures draw."""
    if is_setup(position):
        n, lit, side = position.draft.width, {}, _drawn(0)
        pieces = [int(t) if t in "123" and t else 0 for t in position.draft.cells]
    else:
        n, lit, side = position.size, lit_squares(position, turns), _drawn(turns)
        pieces = position.tiles

    edge_classes = _edge_classes(n, side["N"])

    def square(sq):
        edges = edge_classes[sq]
        piece = pieces[sq]
        if piece:
            here = lit.get(sq, ())
            if not svg:
                return Square(tile_svg(piece, here), tr(NAMES[piece]), edges)
            return Square(tile_svg(piece, here), tr(NAMES[piece]), edges,
                          pieces=(tile_paths(piece, here),), fill="--track-paper")
        return Square(tile_svg(ghost, extra="ghost") if ghost else "", "", edges,
                      fill="--track-paper" if svg else "")
    found = of(n * n, square, tolerant=is_setup(position))
    if not svg:
        return found
    sides = _sides_svg(n, position.sides if not is_setup(position) else ())
    return found.replace(style=STYLE, lines=sides)


# The pictures' colour of each seat's sides (its PALETTE's, picture.py).
SEAT_COLOURS = ("--tracross-0", "--tracross-1")


def _sides_svg(n, sides):
    """Each player's two sides of the board in their colour, solid for the first player
    and dashed for the second (in the pictures: 100 units a square)."""
    w = n * 100
    ends = {"N": (0, 7.5, w, 7.5), "S": (0, w - 7.5, w, w - 7.5),
            "W": (7.5, 0, 7.5, w), "E": (w - 7.5, 0, w - 7.5, w)}
    out = []
    for seat, pair in enumerate(sides):
        dash = ' stroke-dasharray="25 12.5"' if seat else ""
        for side in pair:
            a, b, c, d = ends[side]
            out.append(f'<line x1="{a}" y1="{b}" x2="{c}" y2="{d}" '
                       f'stroke="var({SEAT_COLOURS[seat]})" stroke-width="15"{dash}/>')
    return "".join(out)


def _owners(state, turns=0):
    """CSS classes telling which seat owns each side of the board, as drawn."""
    drawn = _drawn(turns)
    return " ".join(f"own-{drawn[side]}-{seat}" for seat, pair in enumerate(state.sides)
                    for side in pair)


def board(state, marks=None, interactive=True, turns=0):
    ghost = state.next_piece[state.to_move] if state.to_move is not None else None
    return render_board(state.grid, look(state, ghost if interactive else None, turns, svg=False),
                        marks, interactive,
                        label=tr("Tracross board, {n} by {n}", n=state.size), turns=turns)


def play_area(frame, interactive=True):
    state = frame.state
    # Every empty square takes the piece: no dots, the piece itself is previewed
    # under the pointer or the keyboard focus.
    last = frame.last_squares
    marks = Highlights(selected=frame.choice_at, last=last,
                       focus=frame.focus or next(iter(last), None),
                       **frame.overlays)
    turns = frame.board_turns
    return tag("div", board(state, marks, interactive, turns),
               class_=f"play-area tracross size-{state.size} {_owners(state, turns)}")


def describe(frame):
    state = frame.state
    names = state.game.seat_names
    rows = []
    for seat in (0, 1):
        piece = state.next_piece[seat]
        roll = state.last_roll[seat]
        joins = tr(JOINS[state.sides[seat]], name=tr(names[seat]))
        nxt = tr("Next: piece {piece} (rolled {roll})", piece=piece, roll=roll) if roll else \
            tr("Next: piece {piece}", piece=piece)
        nxt = "" if state.outcome else esc(f" {nxt} ") + piece_chip(piece)
        rows.append(tag("li", tag("span", "", class_=f"side-swatch seat-{seat}")
                        + esc(joins) + nxt, class_=f"seat-{seat}"))
    return tag("ul", "".join(rows), class_="tracross-seats")


def square_words(state, sq):
    return look(state, svg=False).words(sq)


# -- the set-up editor's board (view/setup.py) ----------------------------------
def say_move(state, move, who):
    """The piece laid and where, with the roll that chose it when a die did (the
    first piece of each player, or every piece under roll_each_turn): "Player 2
    rolled 4 and lays piece 1 (curves ...) on a4"."""
    sq, piece = move.data
    roll = state.last_roll[state.to_move]
    words = tr(NAMES[piece])
    if roll is None:
        return tr("{who} lays {piece} on {square}", who=who, piece=words, square=move.square)
    return tr("{who} rolled {roll} and lays {piece} on {square}", who=who, roll=roll,
              piece=words, square=move.square)


def _draft_owners(setup):
    first = setup_option(setup, "p1_sides", "NS").upper()
    first = "WE" if first in ("WE", "EW", "W-E") else "NS"
    pairs = (first, "WE" if first == "NS" else "NS")
    return " ".join(f"own-{side}-{seat}" for seat, pair in enumerate(pairs) for side in pair)


def draft_classes(setup):
    return f"tracross size-{setup.draft.width} {_draft_owners(setup)}"


# The move forms the rules page lists under "How to write a move".
NOTATION = (
    ("c3", N_("lay your piece on c3")),
)


VIEW = GameView(play_area=play_area, describe=describe, square_words=square_words,
                say_move=say_move, embed_size=(420, 640),
                turnable=True,
                notation=NOTATION, look=look, draft_classes=draft_classes)
