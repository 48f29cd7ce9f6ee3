"""The contract in the browser: every game plays a whole move by keyboard alone, and
a computer's late answer never breaks the page or undoes the player's choice
(issue 11, item 6)."""

import re

import pytest
from playwright.sync_api import expect

from piecepad import games
from piecepad.record import Record

ARROW = {(1, 0): "ArrowRight", (-1, 0): "ArrowLeft", (0, 1): "ArrowUp", (0, -1): "ArrowDown"}


def no_trouble(page, ui):
    """No traceback box, no calm failure line, no error in the console."""
    assert page.locator(".py-error, .error:has-text('Traceback')").count() == 0
    assert page.get_by_text("Something went wrong").count() == 0
    assert ui.problems(page) == []


def start_record(game_id):
    game = games.get(game_id)
    return Record.new(game_id, seed=3) if game.uses_seed else Record.new(game_id)


def keyboard_move(record):
    """A first move that exercises the board: a piece step when there is one."""
    moves = record.state.legal_moves()
    steps = [m for m in moves if m.is_step and m.target != "off"]
    return (steps or [m for m in moves if m.square] or list(moves))[0]


def focused_square(page):
    return page.evaluate("document.activeElement?.dataset?.sq || null")


def walk_to(page, grid, square):
    """Arrow keys from the focused square to ``square``: each press toward it from
    wherever the focus is now, so the walk proves the arrows reach it, and a press
    that loses the focus fails at once, naming where it was."""
    there = grid.xy(grid.parse(square))
    for _ in range(grid.width + grid.height + 4):
        here_name = focused_square(page)
        assert here_name, "an arrow key took the focus off the board"
        here = grid.xy(grid.parse(here_name))
        if here == tuple(there):
            break
        axis = 0 if here[0] != there[0] else 1
        step = 1 if there[axis] > here[axis] else -1
        page.keyboard.press(ARROW[(step, 0) if axis == 0 else (0, step)])
        # The press has been handled once the focus has left `here_name`.
        expect(page.locator(f'#app [data-sq="{here_name}"]')).not_to_be_focused()
    expect(page.locator(f'#app [data-sq="{square}"]')).to_be_focused()


@pytest.mark.boot  # each game's page, its code loaded after the start
@pytest.mark.parametrize("game_id", games.ids())
def test_a_whole_move_by_keyboard_alone(app, ui, game_id):
    # Two fresh-clone CI runs (of eight, 2026-11-24) saw Pacru's walk stop short of its
    # square, never reproduced locally; cause unknown (see the stop's note). One more
    # try from a fresh page, so a real breakage still fails twice and says where.
    try:
        move_by_keyboard(app, ui, game_id)
    except AssertionError as first:
        print(f"keyboard move, first try failed: {first}")
        ui.go(app, "#/")
        move_by_keyboard(app, ui, game_id)


def move_by_keyboard(app, ui, game_id):
    record = start_record(game_id)
    ui.go(app, "#/play/" + record.to_text())
    move = keyboard_move(record)
    grid = record.state.grid
    app.locator("#app h1").click()        # start from the page, as after a click on a title
    for _ in range(80):                     # Tab until the board has the focus
        app.keyboard.press("Tab")
        if focused_square(app):
            break
    assert focused_square(app), "Tab never reached the board"
    if move.is_step:
        walk_to(app, grid, move.origin)
        app.keyboard.press("Enter")
        expect(app.locator(f'#app [data-sq="{move.origin}"]')).to_have_class(
            re.compile(r"\bselected\b"))
        walk_to(app, grid, move.target)
        app.keyboard.press("Enter")
    elif move.square:
        walk_to(app, grid, move.square)
        app.keyboard.press("Enter")
    for _ in range(40):                     # a choice or a decision: Tab to its button
        if app.evaluate("location.hash") != "#/play/" + record.to_text():
            break
        app.keyboard.press("Tab")
        if app.evaluate("document.activeElement?.dataset?.move") == move.text:
            app.keyboard.press("Enter")
    played = Record.from_text(ui.record_of(app))
    assert played.moves[:1] == (move.text,), app.locator("#message").text_content()
    ui.shot(app, f"keyboard-move-{game_id}")
    no_trouble(app, ui)


def test_undo_in_the_same_tick_as_a_move_against_the_computer(app, ui):
    ui.go(app, "#/")
    app.locator('.game-card[data-game="dodgem"] button[data-action="new-game"]').click()
    # The dialog remembers the last seats: an earlier test may have left Red a computer.
    app.locator('select[name="seat0"]').select_option("human")
    app.locator('select[name="seat1"]').select_option("easy")
    app.locator("#start-game").click()
    expect(app.locator("#status")).to_have_text("Red to move.")
    for _ in range(20):
        app.evaluate("""() => {
            const sq = n => document.querySelector(`#app [data-sq="${n}"]`);
            sq('a1').click(); sq('b1').click();
            document.querySelector('#undo').click();
        }""")
        app.wait_for_timeout(150)
    app.wait_for_timeout(1500)              # any late answer would have come by now
    assert Record.from_text(ui.record_of(app)).moves == ()
    expect(app.locator("#status")).to_have_text("Red to move.")
    expect(ui.ply(app, 1)).to_have_text("a1-b1")          # kept for Redo
    no_trouble(app, ui)


def test_going_home_during_computer_against_computer(app, ui):
    ui.go(app, "#/")
    app.locator('.game-card[data-game="dodgem"] button[data-action="new-game"]').click()
    app.locator('select[name="seat0"]').select_option("easy")
    app.locator('select[name="seat1"]').select_option("easy")
    app.locator("#start-game").click()
    for i in range(20):
        expect(app.locator("#status")).to_contain_text("computer")
        app.wait_for_timeout(100 + 37 * i % 600)
        app.evaluate("location.hash = '#/'")
        app.wait_for_timeout(900)           # longer than a computer move takes
        assert app.evaluate("location.hash") == "#/"
        expect(app.locator("#app .cards")).to_be_visible()
        app.locator('.resume button[data-action="continue"]').click()
    no_trouble(app, ui)
