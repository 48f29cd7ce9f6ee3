"""The solitaire in a picture: no colours of its own (piecepad.view.diagram draws the
picture from the look, view.py: the tracks, and the labels where coordinates would
stand)."""

PALETTE = {}
