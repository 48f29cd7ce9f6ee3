"""Quet in a picture: its colours, and which squares the last move marks
(piecepad.view.diagram draws the picture from the look, view.py)."""

from .view import new_round

# Its colours in each theme (the dark theme: what differs): the site's palette
# (view/palette.py) reads them; the build writes them into the stylesheet.
PALETTE = {"light": {"--quet-blue": "#1f5fbf", "--quet-blue-ink": "#fff", "--quet-orange": "#b35900", "--quet-orange-ink": "#fff"},
           "dark": {"--quet-blue": "#6aa7ff", "--quet-blue-ink": "#111", "--quet-orange": "#f59b2a", "--quet-orange-ink": "#111"}}


def last_squares(states, move_at, count):
    """The squares of the last of the first ``count`` moves: none on a fresh round's
    board (the move was made on the board before)."""
    if new_round(states[count]):
        return ()
    move = move_at(count - 1)
    return tuple(sq for sq in (move.origin, move.target, move.square) if sq)
