"""Around one tablet: every two-player game can turn its board to the player to move
(half a turn for the second player); the setting is kept per game."""

import random

import pytest
from playwright.sync_api import expect

from piecepad import games
from piecepad.app import routes
from piecepad.record import Record

TWO = [g for g in games.ids() if games.get(g).max_players == 2]


def second_to_move(game_id, seed=5):
    options = {"seed": seed} if games.get(game_id).uses_seed else {}
    record, rng = Record.new(game_id, **options), random.Random(seed)
    while record.state.to_move != 1 or len(record) < 3:
        record = record.play(rng.choice(record.state.legal_moves()))
    return record


def first_square(page):
    return page.locator("#app .board [data-sq]").first.get_attribute("data-sq")


@pytest.mark.parametrize("game_id", TWO)
def test_the_board_turns_for_the_second_player(app, ui, game_id):
    record = second_to_move(game_id)
    ui.go(app, routes.play_hash(record))
    grid = record.state.grid
    top_left = grid.name(grid.index(0, grid.height - 1))
    toggle = app.locator("#turn-board")
    if toggle.get_attribute("aria-pressed") == "true":      # kept from an earlier visit
        toggle.click()
    assert first_square(app) == top_left
    toggle.click()
    expect(app.locator("#turn-board")).to_have_attribute("aria-pressed", "true")
    # Half a turn: the far corner of the board is drawn top left.
    assert first_square(app) == grid.name(grid.index(grid.width - 1, 0))
    ui.shot(app, f"turned-{game_id}")
    app.locator("#turn-board").click()                      # back, for the next test
    expect(app.locator("#turn-board")).to_have_attribute("aria-pressed", "false")
    assert ui.problems(app) == []
