"""The toy game's view: its look, its board, and one line of summary."""

from piecepad.view.board import Highlights, render_board
from piecepad.view.contract import GameView
from piecepad.view.html import esc, tag
from piecepad.view.look import EMPTY, Square, is_setup, of

WORDS = ("cross", "nought")
# In the pictures (view/look.py): the letter, in a 100x100 box.
PIECES = tuple(f'<text x="50" y="50" text-anchor="middle" dominant-baseline="central" '
               f'font-size="60" fill="var(--ink)">{mark}</text>' for mark in "xo")


def look(position, svg=True):
    """What stands on each square (view/look.py): a cross or a nought, from a State or
    from the set-up editor's draft (tokens x, o and .)."""
    if is_setup(position):
        cells = ["xo".index(t) if t in ("x", "o") else None for t in position.draft.cells]
    else:
        cells = position.cells

    def square(sq):
        seat = cells[sq]
        if seat is None:
            return EMPTY
        return Square(esc("xo"[seat]), WORDS[seat], pieces=(PIECES[seat],))
    return of(len(cells), square)


def play_area(frame, interactive=True):
    state = frame.state
    marks = Highlights(last=frame.last_squares, focus=frame.focus,
                       hint=frame.hint_squares)
    return tag("div", render_board(state.grid, look(state), marks, interactive,
                                   label="Toy board"),
               class_="play-area toy")


def board_figure(state, caption):
    """A still board for the rules page."""
    board = render_board(state.grid, look(state), Highlights(), False, label="Toy board")
    return tag("figure", tag("div", board, class_="play-area toy") + tag("figcaption", caption))


def describe(frame):
    return tag("p", "Three in a row " + ("loses." if frame.state.settings["misere"]
                                         else "wins."))


VIEW = GameView(play_area=play_area, describe=describe, look=look,
                square_words=lambda state, sq: look(state).words(sq),
                notation=(("b2", "mark the middle square"),))
