"""Typed moves (issue 32, item 1): every game reads a move as a player types it
(any case, spaces around its separators), the field is on every game, lesson and
puzzle page, it plays through the engine, and the engine's reason is shown when it
refuses."""

import random
import re

import pytest

from piecepad import games
from piecepad.app.controller import App
from piecepad.app.saves import MemoryStore
from piecepad.record import Record

SEPARATORS = re.compile(r"([-x>:])")


def new_record(game_id, seed=0):
    game = games.get(game_id)
    return Record.new(game_id, seed=seed) if game.uses_seed else Record.new(game_id)


def positions(game_id, seed=1, plies=12):
    """The start and a few positions of a random game."""
    rng = random.Random(seed)
    record = new_record(game_id, seed)
    found = [record.state]
    for _ in range(plies):
        moves = record.state.legal_moves()
        if not moves:
            break
        record = record.play(rng.choice(moves))
        found.append(record.state)
    return found


def spaced(text):
    """A move as someone might type it: upper case, spaces around '-', 'x', '>', ':'
    between two squares (or a square and what follows), and around the whole."""
    out = re.sub(r"([a-z][0-9]+)([-x>:])", r"\1 \2 ", text)
    return "  " + out.upper() + " "


@pytest.mark.parametrize("game_id", games.ids())
def test_every_game_reads_a_typed_move_in_any_case_and_spacing(game_id):
    checked = 0
    for state in positions(game_id):
        for move in state.legal_moves()[:40]:
            typed = spaced(move.text)
            assert state.parse(typed).text == move.text, (game_id, typed)
            checked += 1
    assert checked


def app_at(record):
    a = App(MemoryStore(), clock=lambda: 1000, base_url="https://pp.test/")
    a.open("#/play/" + record.to_text())
    return a
