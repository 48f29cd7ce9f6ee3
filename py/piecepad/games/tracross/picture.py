"""Tracross in a picture: its colours (piecepad.view.diagram draws the picture from the
look, view.py: track pieces, each player's two sides in their colour, solid for the
first player and dashed for the second, the winning track lit)."""

# Its colours in each theme (the dark theme: what differs): the site's palette
# (view/palette.py) reads them; the build writes them into the stylesheet.
PALETTE = {"light": {"--tracross-0": "#c0390b", "--tracross-1": "#1f5fbf"},
           "dark": {"--tracross-0": "#ff6a4d", "--tracross-1": "#6fa8ff"}}
