"""Tracers in a picture: its colours (piecepad.view.diagram draws the picture from the
look, view.py)."""

# Its colours in each theme (the dark theme: what differs): the site's palette
# (view/palette.py) reads them; the build writes them into the stylesheet.
PALETTE = {"light": {"--tracers-light": "#a86400", "--tracers-light-ink": "#fff", "--tracers-dark": "#2f3d99", "--tracers-dark-ink": "#fff"},
           "dark": {"--tracers-light": "#f0c43c", "--tracers-light-ink": "#111", "--tracers-dark": "#8c9fff", "--tracers-dark-ink": "#111"}}
