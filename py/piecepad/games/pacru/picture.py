"""Pacru in a picture: its colours, and which squares the last move marks (a whole
turn). piecepad.view.diagram draws the picture from the look (view.py)."""

from .view import squares_of_turn

# Its colours in each theme (the dark theme: what differs): the site's palette
# (view/palette.py) reads them; the build writes them into the stylesheet.
PALETTE = {"light": {"--pc0": "#d55e00", "--pc0-ink": "#111", "--pc0-letter": "rgba(255, 255, 255, .3)", "--pc0-pattern": "rgba(255, 255, 255, .28)", "--pc1": "#0072b2", "--pc1-ink": "#fff", "--pc1-letter": "rgba(0, 0, 0, .25)", "--pc1-pattern": "rgba(255, 255, 255, .38)", "--pc2": "#f0e442", "--pc2-ink": "#2a2600", "--pc2-letter": "rgba(255, 255, 255, .55)", "--pc2-pattern": "rgba(0, 0, 0, .2)", "--pc3": "#2b2b2b", "--pc3-ink": "#fff", "--pc3-letter": "rgba(255, 255, 255, .15)", "--pc3-pattern": "rgba(255, 255, 255, .2)", "--pc-neutral-0": "#fbfaf6", "--pc-neutral-1": "#c9c6bd", "--pc-cell-line": "#8d8a80", "--pc-border": "#1c1c1c", "--pc-mark": "#111", "--pc-halo": "#fff"},
           "dark": {"--pc-neutral-0": "#d3cfc5", "--pc-neutral-1": "#a6a298", "--pc-cell-line": "#6f6c63", "--pc-border": "#0b0b0b"}}


def last_squares(states, move_at, count):
    """A whole turn, not its last decision."""
    return squares_of_turn(move_at, count)
