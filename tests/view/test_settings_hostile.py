"""Settings already corrupted in storage (issue 35, item 10): every one is read
through app/settings.py, falls back to its default, the app works and says so once."""

import json

import pytest

from piecepad.app import settings
from piecepad.app.saves import SETTINGS, MemoryStore, Saves

from view_helpers import make_app


def app(stored):
    ticks = iter(range(1000, 10 ** 6, 7))
    store = MemoryStore({SETTINGS: json.dumps(stored)})
    return make_app(store, clock=lambda: next(ticks) * 86_400_000), store


# The cases of the issue, and their kin.
HOSTILE = [
    {"new:dodgem": {"seat0": "hard", "players": "99999999999999999999"}},
    {"new:pacru": {"seat0": "hard", "players": "99999999999999999999"}},
    {"new:pacru": {"players": "-1", "seat9": "hard"}},
    {"new:dodgem": [1]},
    {"saves_sort": []},
    {"saves_sort": {}},
    {"saves_sort": "nonsense"},
    {"puzzles:dodgem": [[1]]},
    {"puzzles:dodgem": {"a": 1}},
    {"learn:dodgem": [[1], {}]},
    {"daily": [[1]]},
    {"daily": {"x": []}},
    {"replay_speed": [2]},
    {"replay_speed": True},
    {"turn_board:dodgem": {}},
    {"turn_board": "yes"},
]


@pytest.mark.parametrize("stored", HOSTILE, ids=lambda s: json.dumps(s)[:50])
def test_a_bad_setting_reads_as_its_default_and_is_told_once(stored):
    saves = Saves(MemoryStore({SETTINGS: json.dumps(stored)}))
    (key, _), = stored.items()
    value = saves.setting(key)
    used, fit = settings.check(key, value)
    assert fit and used == value                       # what is used is a fit value
    notes = saves.take_notes()
    assert len(notes) == 1 and "could not be read" in notes[0] and len(notes[0]) < 200
    assert saves.setting(key) == value and saves.take_notes() == []   # once
    assert key not in saves.settings() or saves.settings()[key] == value


def test_players_are_bounded_by_the_games_player_counts():
    saves = Saves(MemoryStore({SETTINGS: json.dumps(
        {"new:pacru": {"seat0": "hard", "players": "3"},
         "new:dodgem": {"seat0": "hard", "players": "99999999999999999999"}})}))
    assert saves.setting("new:pacru") == {"seat0": "hard", "players": "3"}
    assert saves.setting("new:dodgem") == {"seat0": "hard"}
    saves.set_setting("new:pacru", {"players": "9"})          # never stored
    assert saves.setting("new:pacru") == {"seat0": "hard", "players": "3"}


def test_good_settings_are_read_as_stored_without_a_note():
    stored = {"new:pacru": {"seat0": "easy", "players": "4"}, "saves_sort": "game",
              "puzzles:dodgem": [1, 2], "learn:quet": [1], "daily": ["2025-06-01"],
              "replay_speed": 2.0, "turn_board": True, "turn_board:dodgem": False,
              "someone else's": [[1]]}
    saves = Saves(MemoryStore({SETTINGS: json.dumps(stored)}))
    for key in stored:
        if settings.declared(key):
            assert saves.setting(key) == stored[key]
    assert saves.take_notes() == []


def test_new_game_with_junk_players_starts_a_game_at_once():
    a, _ = app(HOSTILE[0])
    a.open("#/")
    a.action("new-game", game="dodgem")          # froze the tab: int() then range()
    assert "New game" in a.dialog_html
    a.action("new-game-last", game="dodgem")
    a.start_game("dodgem", {"seat0": "hard"})
    assert a.session is not None and a.hash.startswith("#/play/pp2/dodgem/")


@pytest.mark.parametrize("stored", [{"saves_sort": []}, {"saves_sort": {}}])
def test_saved_page_opens_and_its_sort_can_be_changed(stored):
    a, _ = app(stored)
    a.open("#/play/pp1/dodgem/1.0//a5-a6")         # one save, so the sort is offered
    a.open("#/saved")
    assert 'id="sort-saves"' in a.page_html and "could not be read" in a.page_html
    a.action("sort-saves", value="game")
    assert a.saves.setting("saves_sort") == "game"


def test_puzzle_list_and_learn_open_with_bad_progress():
    a, _ = app({"puzzles:dodgem": [[1]], "daily": [[1]]})
    a.open("#/puzzles/dodgem")
    assert a.hash == "#/puzzles/dodgem" and "puzzle-link" in a.page_html
    assert "could not be read" in a.page_html
    a.open("#/learn")
    assert a.hash == "#/learn" and "learn-card" in a.page_html
    assert "could not be read" in a.page_html       # the second setting, told once too
    a.open("#/learn")
    assert "could not be read" not in a.page_html
