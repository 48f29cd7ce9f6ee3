"""The toy game's view: its board, and one line of summary."""

from piecepad.view.board import Highlights, Paint, render_board
from piecepad.view.contract import GameView
from piecepad.view.html import esc, tag

WORDS = ("cross", "nought")


def _painter(cells):
    def paint(sq):
        seat = cells[sq]
        return Paint(esc("xo"[seat]), WORDS[seat]) if seat is not None else Paint()
    return paint


def play_area(frame, interactive=True):
    state = frame.state
    marks = Highlights(last=frame.last_squares, focus=frame.focus,
                       hint=frame.hint_squares)
    return tag("div", render_board(state.grid, _painter(state.cells), marks, interactive,
                                   label="Toy board"),
               class_="play-area toy")


def board_figure(state, caption):
    """A still board for the rules page."""
    board = render_board(state.grid, _painter(state.cells), Highlights(), False,
                         label="Toy board")
    return tag("figure", tag("div", board, class_="play-area toy") + tag("figcaption", caption))


def draft_painter(setup):
    """The set-up editor's board, from the draft's tokens (x, o, .)."""
    return _painter(["xo".index(t) if t in ("x", "o") else None for t in setup.draft.cells])


def describe(frame):
    return tag("p", "Three in a row " + ("loses." if frame.state.settings["misere"]
                                         else "wins."))


VIEW = GameView(play_area=play_area, describe=describe, draft_painter=draft_painter,
                notation=(("b2", "mark the middle square"),))
