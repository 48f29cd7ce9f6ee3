"""The catalogue: every game Piecepad offers, declared once.

A row names the game (id, title, who plays it, a one-line pitch) and where its
parts live, as module names: the engine (exposing ``GAME``), the view (exposing
``VIEW``), the rules page (exposing ``page``, optional) and the set-up editor's
adapter (exposing ``ADAPTER``, optional; see ``piecepad.setup``). Nothing here imports
them: the engine registry (``piecepad.games``) and the view registry
(``piecepad.view.registry``) import each part when it is first used, so a link to
one game loads that game alone.

This module imports nothing from Piecepad: every layer may read it.
"""

from dataclasses import dataclass


@dataclass(frozen=True)
class Entry:
    id: str
    title: str
    players: str        # who plays it, in words: "2 players", "2, 3 or 4 players"
    blurb: str          # one line for the home page
    module: str         # the engine module (GAME)
    view: str           # the view module (VIEW)
    rules: str = ""     # the rules page module (page); "" when it has none
    setup: str = ""     # the set-up editor's adapter module (ADAPTER); "" when it has none
    solo: bool = False  # one player: no opponent for the computer to play


def _ours(game_id, module, title, players, blurb):
    return Entry(game_id, title, players, blurb, module=f"piecepad.games.{module}",
                 view=f"piecepad.view.{module}", rules=f"piecepad.view.rules_pages.{module}",
                 setup=f"piecepad.setup.{module}", solo=players == "1 player")


_ENTRIES = {e.id: e for e in (
    _ours("dodgem", "dodgem", "Piecepack Dodg'em", "2 players",
          "Race your five coins across the board and off the far side, dodging your "
          "opponent's."),
    _ours("tracers", "tracers", "Tracers", "2 players",
          "Knight moves that leave a trail of marks; complete rows and columns to score."),
    _ours("tracross", "tracross", "Tracross", "2 players",
          "Lay track pieces to join your two sides of the board before your opponent does."),
    _ours("tracross-solitaire", "tracross_solitaire", "Tracross solitaire", "1 player",
          "A puzzle: refill the board with track pieces so every lettered edge meets its "
          "twin."),
    _ours("pacru", "pacru", "Pacru", "2, 3 or 4 players",
          "Move chevrons that claim territory as they travel, across nine borderlands."),
    _ours("quet", "quet", "Quet", "2 players",
          "Leroy Quet's marking game: steps of changing length and direction, scored by "
          "marks."),
)}


def entries():
    """Every row, in the order the home page shows them."""
    return tuple(_ENTRIES.values())


def entry(game_id):
    """The row of ``game_id``; KeyError naming the known games if there is none."""
    try:
        return _ENTRIES[game_id]
    except (KeyError, TypeError):
        shown = str(game_id)[:40]
        raise KeyError(f"unknown game '{shown}' (known games: {', '.join(sorted(_ENTRIES))})"
                       ) from None


def register(row):
    """Add a game (a test's toy game, or a new one during development)."""
    _ENTRIES[row.id] = row


def unregister(game_id):
    _ENTRIES.pop(game_id, None)
