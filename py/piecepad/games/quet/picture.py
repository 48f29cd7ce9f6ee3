"""Quet in a picture: marks and pawns in its colours (piecepad.diagram)."""

from ...diagram import MarkingPainter
from .view import new_round

# Its colours in each theme (the dark theme: what differs): the site's palette
# (view/palette.py) reads them; the build writes them into the stylesheet.
PALETTE = {"light": {"--quet-blue": "#1f5fbf", "--quet-blue-ink": "#fff", "--quet-orange": "#b35900", "--quet-orange-ink": "#fff"},
           "dark": {"--quet-blue": "#6aa7ff", "--quet-blue-ink": "#111", "--quet-orange": "#f59b2a", "--quet-orange-ink": "#111"}}


class Painter(MarkingPainter):
    @staticmethod
    def last_squares(states, move_at, count):
        if new_round(states[count]):       # a fresh board: nothing to point at
            return ()
        return MarkingPainter.last_squares(states, move_at, count)

    seat_vars = (("--quet-blue", "--quet-blue-ink"), ("--quet-orange", "--quet-orange-ink"))


PAINTER = Painter
