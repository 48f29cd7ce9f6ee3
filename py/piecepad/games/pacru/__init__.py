"""Pacru (Mike Wellman; rules as of 2011): chevrons that claim tiles across nine borderlands.

The rules are described in this repository by the rules page
(py/piecepad/games/pacru/rules_page.py: rules R1-R16 of the original guide and the
rulings this engine makes) and by docs/notation.md (decisions, their order, position
text and the state attributes the view reads). ``GAME`` is the game.

The modules import downward only, with no cycles:

- ``geometry``: board tables, openings and every Move object, built at import;
- ``rules``: options, ``Config`` and the rules as functions of plain values
  (power of movement, moves, claims, returns);
- ``errors`` (why a decision is refused) and ``position`` (position text: ``encode``
  reads a state, ``decode`` returns the text's parts), both above ``rules``;
- ``state``: ``PacruGame`` and ``PacruState``, which use all of the above.
"""

from .state import GAME

__all__ = ["GAME"]
