"""The toy game's view: its board, and one line of summary."""

from piecepad.view.board import Highlights, Paint, render_board
from piecepad.view.contract import GameView
from piecepad.view.html import esc, tag

WORDS = ("cross", "nought")


def play_area(session, interactive=True):
    state = session.state

    def paint(sq):
        seat = state.cells[sq]
        return Paint(esc("xo"[seat]), WORDS[seat]) if seat is not None else Paint()
    marks = Highlights(last=session.last_squares(), focus=session.focus,
                       hint=session.hint_squares())
    return tag("div", render_board(state.grid, paint, marks, interactive, label="Toy board"),
               class_="play-area toy")


def describe(session):
    return tag("p", "Three in a row " + ("loses." if session.state.settings["misere"]
                                         else "wins."))


VIEW = GameView(play_area=play_area, describe=describe)
