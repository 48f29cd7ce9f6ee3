"""The toy game's picture: its colours (none of its own). piecepad.diagram draws the
picture from the look (view.py)."""

PALETTE = {"light": {}, "dark": {}}
