"""Piecepad: pure-Python rules engines for small abstract board games.

Nothing in this package touches the browser, so the same code runs under
CPython (tests, tools) and under Pyodide in the page.
"""

from .errors import (IllegalMoveError, OptionError, PiecepadError,
                     PositionError, RecordError)
from .game import Game, Move, Outcome, State

__all__ = ["Game", "State", "Move", "Outcome", "PiecepadError", "OptionError",
           "IllegalMoveError", "RecordError", "PositionError"]
