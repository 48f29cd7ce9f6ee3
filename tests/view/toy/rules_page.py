"""The toy game's rules page: a few paragraphs and a figure drawn by its own view."""

from piecepad.record import Record
from piecepad.view.html import tag

from .view import board_figure


def page():
    start = Record.new("toy").state
    return (tag("h1", "Toy noughts and crosses")
            + tag("p", "Two players take turns to mark an empty square, Crosses first. "
                       "Three of your marks in a row, column or diagonal win; a full grid "
                       "is a draw.")
            + tag("p", "With the option “three in a row loses”, the first to make a line "
                       "loses instead.")
            + board_figure(start, "The empty grid."))
