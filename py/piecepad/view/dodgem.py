"""How a Dodg'em position looks: coins with an arrow for their direction of
travel (so Red and Green differ by shape too), and a tray on each exit side
holding the coins borne off."""

from ..game import OFF
from ..games.dodgem import COINS, FORWARD, GRID
from .board import Highlights, Paint, render_board
from .contract import GameView
from .html import attrs, classes, esc, tag

ARROWS = {(1, 0): "→", (-1, 0): "←", (0, 1): "↑", (0, -1): "↓"}
EXIT_SIDE = {(1, 0): "e", (-1, 0): "w", (0, 1): "n", (0, -1): "s"}
SEAT_CSS = ("red", "green")


def coin(seat, axis, extra=""):
    arrow = ARROWS[FORWARD[axis][seat]]
    return tag("span", arrow, class_=classes("coin", SEAT_CSS[seat], extra), aria_hidden="true")


def painter(state):
    axis = state.settings["axis"]
    names = state.game.seat_names

    def paint(sq):
        for seat in (0, 1):
            if sq in state.coins[seat]:
                return Paint(coin(seat, axis), f"{names[seat]} coin")
        return Paint()
    return paint


def board(state, marks=None, interactive=True):
    axis = state.settings["axis"]
    return render_board(GRID, painter(state), marks, interactive,
                        label=f"Dodg'em board, {state.game.seat_names[0]} plays from the "
                              f"{'left' if axis == 'H' else 'bottom'}")


def play_area(session, interactive=True):
    state = session.state
    axis = state.settings["axis"]
    targets = session.targets()
    last = session.last_squares()
    borne_off = session.last_move is not None and session.last_move.target == OFF
    marks = Highlights(selected=session.selected, targets=targets, movable=session.movable(),
                  last=last, focus=session.focus, hint=session.hint_squares())
    board_html = board(state, marks, interactive)
    trays = [tray(state, seat, OFF in targets and state.to_move == seat,
                  interactive, borne_off and session.line.states[session.cursor - 1].to_move == seat)
             for seat in (0, 1)]
    # The west or north tray comes first in the grid, whoever owns it.
    first = 0 if EXIT_SIDE[FORWARD[axis][0]] in "wn" else 1
    return tag("div", trays[first] + board_html + trays[1 - first],
               class_=f"play-area dodgem axis-{axis}")


def tray(state, seat, is_target, interactive, was_last):
    """The strip beyond a seat's far line: its borne-off coins, and the place to
    tap to bear off."""
    axis = state.settings["axis"]
    side = EXIT_SIDE[FORWARD[axis][seat]]
    name = state.game.seat_names[seat]
    off = state.scores[seat]
    coins = "".join(coin(seat, axis, "off") for _ in range(off))
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


def describe(session):
    return esc(summary(session.state))


VIEW = GameView(play_area=play_area, describe=describe, embed_size=(420, 600))
