"""Dodg'em in a picture: its colours (piecepad.view.diagram draws the picture from the
look, view.py: coins with their arrows, and the trays of borne-off coins)."""

# Its colours in each theme (the dark theme: what differs): the site's palette
# (view/palette.py) reads them; the build writes them into the stylesheet.
PALETTE = {"light": {"--dodgem-red": "#c21a10", "--dodgem-red-ink": "#fff", "--dodgem-green": "#14766a", "--dodgem-green-ink": "#fff"},
           "dark": {"--dodgem-red": "#ff7a5c", "--dodgem-red-ink": "#111", "--dodgem-green": "#4ad6c0", "--dodgem-green-ink": "#111"}}
