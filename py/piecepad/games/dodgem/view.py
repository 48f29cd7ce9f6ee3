"""How a Dodg'em position looks: coins with an arrow for their direction of
travel (so Red and Green differ by shape too), and a tray on each exit side
holding the coins borne off."""

from functools import lru_cache

from ...game import OFF
from ...i18n import N_, tr
from .engine import COINS, FORWARD, GAME, GRID
from ...view.board import Highlights, render_board
from ...view.look import EMPTY, Square, Strip, is_setup, num, of, setup_option
from ...view.contract import GameView
from ...view.html import attrs, classes, esc, tag

ARROWS = {(1, 0): "→", (-1, 0): "←", (0, 1): "↑", (0, -1): "↓"}
EXIT_SIDE = {(1, 0): "e", (-1, 0): "w", (0, 1): "n", (0, -1): "s"}
SEAT_CSS = ("red", "green")
# A seat's words, one whole phrase per seat (indexed by seat).
COIN_WORDS = (N_("Red coin"), N_("Green coin"))
TRAY_WORDS = (N_("Red's borne-off coins: {n} of {total}"),
              N_("Green's borne-off coins: {n} of {total}"))
BOARD_WORDS = {"left": N_("Dodg'em board, Red plays from the left"),
               "right": N_("Dodg'em board, Red plays from the right"),
               "bottom": N_("Dodg'em board, Red plays from the bottom"),
               "top": N_("Dodg'em board, Red plays from the top")}


def heading(seat, axis, turns=0):
    """A seat's direction of travel as drawn: half a turn of the board reverses it."""
    dx, dy = FORWARD[axis][seat]
    return (-dx, -dy) if turns % 4 == 2 else (dx, dy)


def coin(seat, axis, extra="", turns=0):
    arrow = ARROWS[heading(seat, axis, turns)]
    return tag("span", arrow, class_=classes("coin", SEAT_CSS[seat], extra), aria_hidden="true")


def look(position, turns=0, svg=True):
    """A position's look (view/look.py): a State, or the set-up editor's draft (a coin
    by token, R or G; the axis an option). ``svg``: False leaves out what only the
    pictures draw."""
    if is_setup(position):
        axis, cells = setup_option(position, "axis", "H"), position.draft.cells

        def seat_at(sq):
            token = cells[sq]
            return "RG".index(token) if token in "RG" and token else None
    else:
        axis, coins = position.settings["axis"], position.coins

        def seat_at(sq):
            return next((seat for seat in (0, 1) if sq in coins[seat]), None)

    def square(sq):
        seat = seat_at(sq)
        if seat is None:
            return EMPTY
        words = tr(COIN_WORDS[seat])
        if not svg:
            return Square(coin(seat, axis, turns=turns), words)
        return Square(coin(seat, axis, turns=turns), words,
                      pieces=(f'<g transform="translate(50,50)">{coin_svg(seat, axis, 37)}</g>',))
    if is_setup(position):
        return of(len(position.draft.cells), square, tolerant=True)
    if not svg:
        return of(GRID.size, square)
    return of(GRID.size, square).replace(strips=tuple(tray_strip(position, s) for s in (0, 1)))


# -- in the pictures (view/look.py: 100 units a square) -------------------------------
# Each seat's (colour, ink): its PALETTE's (picture.py).
SEAT_COLOURS = (("--dodgem-red", "--dodgem-red-ink"), ("--dodgem-green", "--dodgem-green-ink"))


@lru_cache(maxsize=None)
def coin_svg(seat, axis, r):
    """A coin of radius ``r`` centred on 0,0: round for Red, squarish for Green, with
    a ring and an arrow for its direction of travel."""
    colour, ink = SEAT_COLOURS[seat]
    body = (f'<circle r="{r}" fill="var({colour})"/>' if seat == 0 else
            f'<rect x="{-r}" y="{-r}" width="{2 * r}" height="{2 * r}" '
            f'rx="{num(r * 0.44)}" fill="var({colour})"/>')
    ring = (f'<circle r="{num(r - 3.75)}"' if seat == 0 else
            f'<rect x="{num(-r + 3.75)}" y="{num(-r + 3.75)}" width="{num(2 * r - 7.5)}" '
            f'height="{num(2 * r - 7.5)}" rx="{num(r * 0.4)}"')
    angle = {(1, 0): 0, (0, -1): 90, (-1, 0): 180, (0, 1): 270}[FORWARD[axis][seat]]
    a = r * 0.55
    arrow = (f'<path d="M{num(-a)},0H{num(a * 0.35)}M{num(a * 0.05)},{num(-a * 0.55)}'
             f'L{num(a * 0.65)},0L{num(a * 0.05)},{num(a * 0.55)}" fill="none" stroke="var({ink})" '
             f'stroke-width="{num(max(3.75, r * 0.16))}" stroke-linecap="round" '
             f'stroke-linejoin="round" transform="rotate({angle})"/>')
    return f'{body}{ring} fill="none" stroke="var(--coin-ring)" stroke-width="7.5"/>{arrow}'


def tray_strip(state, seat):
    """A seat's tray beyond its far line, holding its borne-off coins (a Strip), lit
    when the last move bore a coin off from that line."""
    axis = state.settings["axis"]
    forward = FORWARD[axis][seat]
    side = EXIT_SIDE[forward]
    across = side in "ew"
    long = (GRID.height if across else GRID.width) * 100
    # The tray, 80 deep, 10 from the board (its coordinates on the west and south).
    gap = 10 if side in "es" else 0
    x, y, w, h = (gap, 0, 80, long) if across else (0, gap, long, 80)
    off = state.scores[seat]
    coin = coin_svg(seat, axis, 21)
    coins = []
    for i in range(off):
        along = 35 + i * 50
        cx, cy = (x + 40, along) if across else (along, y + 40)
        coins.append(f'<g class="off" transform="translate({cx},{cy})">{coin}</g>')
    tx, ty = (x + 40, h - 30) if across else (w - 40, y + 40)
    rest = ("".join(coins) + f'<text x="{tx}" y="{ty}" font-size="22" fill="var(--coord)" '
            f'text-anchor="middle" dominant-baseline="central">{off}/{COINS}</text>')

    def tray(lit):
        return (f'<rect class="tray" x="{x}" y="{y}" width="{w}" height="{h}" rx="20" '
                f'fill="var(--tray-bg)" stroke="var({"--last" if lit else "--line"})" '
                f'stroke-width="5" stroke-dasharray="{"none" if lit else "15 10"}"/>' + rest)
    exits = tuple(sq for sq in range(GRID.size)
                  if not GRID.contains(GRID.xy(sq)[0] + forward[0], GRID.xy(sq)[1] + forward[1]))
    return Strip(side, 0.9, tray(False), tray(True), exits)


def board(state, marks=None, interactive=True, turns=0):
    axis = state.settings["axis"]
    start = ("left", "bottom") if turns % 4 != 2 else ("right", "top")
    return render_board(GRID, look(state, turns, svg=False), marks, interactive,
                        label=tr(BOARD_WORDS[start[0] if axis == 'H' else start[1]]),
                        turns=turns)


def play_area(frame, interactive=True):
    state = frame.state
    axis = state.settings["axis"]
    targets = frame.targets
    last = frame.last_squares
    borne_off = frame.last_move is not None and frame.last_move.target == OFF
    marks = Highlights(selected=frame.selected, targets=targets, movable=frame.movable,
                  last=last, focus=frame.focus, **frame.overlays)
    turns = frame.board_turns
    board_html = board(state, marks, interactive, turns)
    trays = [tray(state, seat, OFF in targets and state.to_move == seat,
                  interactive, borne_off and frame.line.states[frame.cursor - 1].to_move == seat,
                  turns)
             for seat in (0, 1)]
    # The west or north tray (as drawn) comes first in the grid, whoever owns it.
    first = 0 if EXIT_SIDE[heading(0, axis, turns)] in "wn" else 1
    return tag("div", trays[first] + board_html + trays[1 - first],
               class_=f"play-area dodgem axis-{axis}")


def tray(state, seat, is_target, interactive, was_last, turns=0):
    """The strip beyond a seat's far line: its borne-off coins, and the place to
    tap to bear off."""
    axis = state.settings["axis"]
    side = EXIT_SIDE[heading(seat, axis, turns)]
    off = state.scores[seat]
    coins = "".join(coin(seat, axis, "off", turns) for _ in range(off))
    label = tr(TRAY_WORDS[seat], n=off, total=COINS)
    cls = classes("tray", f"tray-{side}", SEAT_CSS[seat], is_target and "target",
                  was_last and "last")
    if is_target and interactive:
        return (f"<button{attrs(type='button', class_=cls, data_sq=OFF, aria_label=tr('Bear off. {tray}', tray=label))}>"
                f"{tag('span', tr('Bear off'), class_='tray-hint')}{coins}</button>")
    return tag("div", coins + tag("span", f"{off}/{COINS}", class_="tray-count"),
               class_=cls, aria_label=label, role="img")


def summary(state):
    names = state.game.seat_names
    return " · ".join(tr("{seat} {n}/{total} off", seat=tr(names[s]), n=state.scores[s],
                         total=COINS) for s in (0, 1))


def describe(frame):
    return esc(summary(frame.state))


def square_words(state, sq):
    return look(state, svg=False).words(sq)


def owned(state):
    """Each side's coins, for ``mine pieces`` (view/ask.py)."""
    return {"pieces": tuple(tuple(coins) for coins in state.coins)}


# -- the set-up editor's board (view/setup.py) ----------------------------------
def draft_classes(setup):
    return f"dodgem axis-{setup_option(setup, 'axis', 'H')}"


# The move forms the rules page lists under "How to write a move".
NOTATION = (
    ("a1-b1", N_("a coin steps from a1 to b1")),
    ("f3-off", N_("a coin on the far edge leaves the board")),
    ("pass", N_("only when none of your coins can move")),
)


VIEW = GameView(play_area=play_area, describe=describe, square_words=square_words,
                owned=owned,
                embed_size=(420, 600),
                turnable=True,
                notation=NOTATION, look=look, draft_classes=draft_classes)
