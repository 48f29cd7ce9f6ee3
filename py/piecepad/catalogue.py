"""The catalogue: every game Piecepad offers, declared once.

A row names the game (id, title, who plays it, a one-line pitch) and each of its
parts, which all live in the game's one folder, ``piecepad/games/<id>/`` (dashes read
as underscores), or says it has none ("" for a module, None for a text):

- ``module``: the engine, exposing ``GAME`` (required);
- ``view``: the view contract, exposing ``VIEW`` (required);
- ``rules``: the rules page, exposing ``page``;
- ``setup``: the set-up editor's adapter, exposing ``ADAPTER`` (``piecepad.setup``);
- ``profile``: the computer's search profile, exposing ``PROFILE`` (without one the
  computer plays a generic Monte Carlo search);
- ``ppn``: the PPN mapping, exposing ``MAPPING`` (``piecepad.ppn``);
- ``daily``: a puzzle of the day (``piecepad.app.learn``);
- ``picture``: its colours, ``PALETTE``, and an optional ``last_squares`` hook for the
  pictures (``piecepad.view.diagram`` draws them from the view's look);
- ``lesson`` / ``puzzles``: the package whose folder holds ``lesson.txt`` /
  ``puzzles.txt``.

Nothing here imports them: each registry imports a part when it is first used, so a
link to one game loads that game alone. Outside its folder, no module names a game;
only this one does (tests/engine/test_layers.py checks it).

This module imports nothing from Piecepad: every layer may read it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any


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
    profile: str = ""   # the computer's search profile (PROFILE)
    ppn: str = ""       # the PPN mapping (MAPPING)
    daily: str = ""     # the puzzle of the day (puzzle_of(date))
    picture: str = ""   # its colours and picture hooks (PALETTE, last_squares)
    lesson: str = ""    # the package whose folder holds lesson.txt
    puzzles: str = ""   # the package whose folder holds puzzles.txt

    @property
    def folder(self) -> str:
        """The game's package: the part every other module of the row lives in."""
        return self.view.rpartition(".")[0]


PARTS = ("rules", "setup", "profile", "ppn", "daily", "picture", "lesson", "puzzles")
_MODULES = {"rules": "rules_page", "setup": "setup", "profile": "profile", "ppn": "ppn",
            "daily": "daily", "picture": "picture"}


def folder_entry(game_id: str, package: str, title: str, players: str, blurb: str, *,
                 engine: str = "engine", has: Iterable[str] = ()) -> Entry:
    """The row of a game whose parts sit in one folder, ``package``, by the standard
    names (engine.py, view.py, rules_page.py, setup.py, profile.py, ppn.py, daily.py,
    picture.py, lesson.txt, puzzles.txt). ``has`` lists the optional parts (PARTS) it has."""
    unknown = set(has) - set(PARTS)
    if unknown:
        raise ValueError(f"unknown parts {sorted(unknown)} (known: {', '.join(PARTS)})")
    parts = {p: (f"{package}.{_MODULES[p]}" if p in _MODULES else package)
             for p in has}
    return Entry(game_id, title, players, blurb,
                 module=f"{package}.{engine}" if engine else package,
                 view=f"{package}.view", solo=players == "1 player", **parts)


def _ours(game_id: str, title: str, players: str, blurb: str, **kw: Any) -> Entry:
    return folder_entry(game_id, f"piecepad.games.{game_id.replace('-', '_')}", title,
                        players, blurb, **kw)


_EVERY = ("rules", "setup", "profile", "picture", "lesson")


_ENTRIES = {e.id: e for e in (
    _ours("dodgem", "Piecepack Dodg'em", "2 players",
          "Race your five coins across the board and off the far side, dodging your "
          "opponent's.", has=_EVERY + ("puzzles", "ppn")),
    _ours("tracers", "Tracers", "2 players",
          "Knight moves that leave a trail of marks; complete rows and columns to score.",
          has=_EVERY + ("puzzles", "ppn")),
    _ours("tracross", "Tracross", "2 players",
          "Lay track pieces to join your two sides of the board before your opponent does.",
          has=_EVERY + ("puzzles",)),
    _ours("tracross-solitaire", "Tracross solitaire", "1 player",
          "A puzzle: refill the board with track pieces so every lettered edge meets its "
          "twin.", has=_EVERY + ("daily",)),
    _ours("pacru", "Pacru", "2, 3 or 4 players",
          "Move chevrons that claim territory as they travel, across nine borderlands.",
          engine="", has=_EVERY + ("puzzles",)),
    _ours("quet", "Quet", "2 players",
          "Leroy Quet's marking game: steps of changing length and direction, scored by "
          "marks.", has=_EVERY + ("puzzles",)),
)}


def entries() -> tuple[Entry, ...]:
    """Every row, in the order the home page shows them."""
    return tuple(_ENTRIES.values())


def entry(game_id: str) -> Entry:
    """The row of ``game_id``; KeyError naming the known games if there is none."""
    try:
        return _ENTRIES[game_id]
    except (KeyError, TypeError):
        shown = str(game_id)[:40]
        raise KeyError(f"unknown game '{shown}' (known games: {', '.join(sorted(_ENTRIES))})"
                       ) from None


def register(row: Entry) -> None:
    """Add a game (a test's toy game, or a new one during development)."""
    _ENTRIES[row.id] = row


def unregister(game_id: str) -> None:
    _ENTRIES.pop(game_id, None)
