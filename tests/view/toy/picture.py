"""The toy game's picture: its colours (none of its own). piecepad.view.diagram draws the
picture from the look (view.py)."""

PALETTE = {"light": {}, "dark": {}}
