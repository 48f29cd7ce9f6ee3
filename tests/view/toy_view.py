"""The toy game's view: its board, and one line of summary."""

from piecepad.view.board import Highlights, render_board
from piecepad.view.contract import GameView
from piecepad.view.html import esc, tag
from piecepad.view.look import EMPTY, Square, of

WORDS = ("cross", "nought")


def look(state):
    """What stands on each square (view/look.py): a cross or a nought."""
    def square(sq):
        seat = state.cells[sq]
        return Square(esc("xo"[seat]), WORDS[seat]) if seat is not None else EMPTY
    return of(state.grid.size, square)


def play_area(session, interactive=True):
    state = session.state
    marks = Highlights(last=session.last_squares(), focus=session.focus,
                       hint=session.hint_squares())
    return tag("div", render_board(state.grid, look(state), marks, interactive,
                                   label="Toy board"),
               class_="play-area toy")


def describe(session):
    return tag("p", "Three in a row " + ("loses." if session.state.settings["misere"]
                                         else "wins."))


VIEW = GameView(play_area=play_area, describe=describe, look=look,
                square_words=lambda state, sq: look(state).words(sq))
