"""How a Dodg'em position looks: coins with an arrow for their direction of
travel (so Red and Green differ by shape too), and a tray on each exit side
holding the coins borne off."""

from ...game import OFF
from .engine import COINS, FORWARD, GAME, GRID
from ...view.board import Highlights, render_board
from ...view.look import EMPTY, Square, is_setup, of
from ...view.contract import GameView
from ...view.html import attrs, classes, esc, tag
from ...view.setup_board import option

ARROWS = {(1, 0): "→", (-1, 0): "←", (0, 1): "↑", (0, -1): "↓"}
EXIT_SIDE = {(1, 0): "e", (-1, 0): "w", (0, 1): "n", (0, -1): "s"}
SEAT_CSS = ("red", "green")


def heading(seat, axis, turns=0):
    """A seat's direction of travel as drawn: half a turn of the board reverses it."""
    dx, dy = FORWARD[axis][seat]
    return (-dx, -dy) if turns % 4 == 2 else (dx, dy)


def coin(seat, axis, extra="", turns=0):
    arrow = ARROWS[heading(seat, axis, turns)]
    return tag("span", arrow, class_=classes("coin", SEAT_CSS[seat], extra), aria_hidden="true")


def look(position, turns=0):
    """A position's look (view/look.py): a State, or the set-up editor's draft (a coin
    by token, R or G; the axis an option)."""
    names = GAME.seat_names
    if is_setup(position):
        axis, cells = option(position, "axis", "H"), position.draft.cells

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
        return Square(coin(seat, axis, turns=turns), f"{names[seat]} coin")
    if is_setup(position):
        return of(len(position.draft.cells), square, tolerant=True)
    return of(GRID.size, square)


def board(state, marks=None, interactive=True, turns=0):
    axis = state.settings["axis"]
    start = ("left", "bottom") if turns % 4 != 2 else ("right", "top")
    return render_board(GRID, look(state, turns), marks, interactive,
                        label=f"Dodg'em board, {state.game.seat_names[0]} plays from the "
                              f"{start[0] if axis == 'H' else start[1]}", turns=turns)


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
    name = state.game.seat_names[seat]
    off = state.scores[seat]
    coins = "".join(coin(seat, axis, "off", turns) for _ in range(off))
    label = f"{name}'s borne-off coins: {off} of {COINS}"
    cls = classes("tray", f"tray-{side}", SEAT_CSS[seat], is_target and "target",
                  was_last and "last")
    if is_target and interactive:
        return (f"<button{attrs(type='button', class_=cls, data_sq=OFF, aria_label=f'Bear off. {label}')}>"
                f"{tag('span', 'Bear off', class_='tray-hint')}{coins}</button>")
    return tag("div", coins + tag("span", f"{off}/{COINS}", class_="tray-count"),
               class_=cls, aria_label=label, role="img")


def summary(state):
    names = state.game.seat_names
    return " · ".join(f"{names[s]} {state.scores[s]}/{COINS} off" for s in (0, 1))


def describe(frame):
    return esc(summary(frame.state))


def square_words(state, sq):
    return look(state).words(sq)


# -- the set-up editor's board (view/setup.py) ----------------------------------
def draft_classes(setup):
    return f"dodgem axis-{option(setup, 'axis', 'H')}"


# The move forms the rules page lists under "How to write a move".
NOTATION = (
    ("a1-b1", "a coin steps from a1 to b1"),
    ("f3-off", "a coin on the far edge leaves the board"),
    ("pass", "only when none of your coins can move"),
)


VIEW = GameView(play_area=play_area, describe=describe, square_words=square_words,
                embed_size=(420, 600),
                turnable=True,
                notation=NOTATION, look=look, draft_classes=draft_classes)
