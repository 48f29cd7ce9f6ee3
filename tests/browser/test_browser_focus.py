"""The keyboard focus stays on the board (issue 32, item 3).

After every kind of move in every game (a step, a Dodg'em bear-off by the tray, a pass,
Pacru's decision buttons and turns, the solitaire's "Which piece?" chooser), after Start
in the new-game dialog and after a dialog closes (Cancel, Close, Escape, Open a game), the
focused element is a square of the board, never the page's body. The arrow keys reach
the bear-off tray and the decision buttons past the board's edge, and come back.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from piecepad import games
from piecepad.game import OFF
from piecepad.record import Record
from tests.view.test_contract import BUTTON_DECISIONS, chooser_case, hint_cases

ON_BOARD = "#app .board [data-sq]:focus"


def cases(game_id):
    found = hint_cases(game_id)
    if game_id == "tracross-solitaire":
        found.append(chooser_case())
    return found


def focused(page):
    return page.evaluate("""() => { const el = document.activeElement;
        return el === document.body ? 'body' : (el.dataset.sq || el.id || el.tagName); }""")


def assert_on_board(page, what):
    try:
        expect(page.locator(ON_BOARD)).to_have_count(1, timeout=3_000)
    except AssertionError:
        raise AssertionError(f"after {what} the focus is on {focused(page)!r}, not the board; "
                             f"#message says {page.locator('#message').text_content()!r}") from None


def play_by_hand(page, move):
    """Make ``move`` as a person does, by clicks: the piece then where it goes (the tray
    to bear off), the square decided on, and the button of a chooser, a turn or a
    decision when the move is made with one."""
    before = page.evaluate("location.hash")
    if move.is_step:
        page.locator(f'#app button[data-sq="{move.origin}"]').click()
        page.locator(f'#app button[data-sq="{move.target}"]').click()
    elif move.square is not None:
        page.locator(f'#app button[data-sq="{move.square}"]').click()
    elif move.is_turn:
        page.locator(f'#app button[data-sq="{move.origin}"]').click()
    if page.evaluate("location.hash") == before:
        button = page.locator(f'#app [data-keys][data-move="{move.text}"]')
        expect(button).to_be_visible()
        button.click()
    expect(page).not_to_have_url(re.compile(re.escape(before) + "$"))


@pytest.mark.parametrize("game_id", games.ids())
def test_after_every_kind_of_move_the_focus_is_on_the_board(app, ui, game_id):
    for record, move in cases(game_id):
        # A fresh start for each: the save of the case before must not turn this link
        # into a look back through it.
        ui.go(app, "#/")
        app.evaluate("localStorage.clear()")
        ui.go(app, "#/play/" + record.to_text())
        expect(app.locator("#app .board")).to_be_visible()
        play_by_hand(app, move)
        kind = ("a bear-off" if move.target == OFF else "a step" if move.is_step else
                "a turn" if move.is_turn else "a square" if move.square else "a button")
        assert_on_board(app, f"{kind} in {game_id} ({move.text})")
        if move.target == OFF or not move.on_board:
            ui.shot(app, f"focus-{game_id}-{re.sub(r'[^a-z0-9]+', '_', move.text)}")
    assert ui.problems(app) == []


def test_after_start_and_every_dialog_the_focus_is_on_the_board(app, ui):
    dialog = app.locator("dialog#dialog")
    # Start in the new-game dialog (the card's button that opened it is gone).
    app.locator('.game-card[data-game="dodgem"] button[data-action="new-game"]').click()
    expect(dialog).to_be_visible()
    dialog.locator("#start-game").click()
    expect(dialog).to_be_hidden()
    assert_on_board(app, "Start in the new-game dialog")
    # Cancel, Close and Escape on a game page.
    for opener, close in (("#new-game", 'dialog button[data-action="close-dialog"]'),
                          ("#share", 'dialog button[data-action="close-dialog"]'),
                          ("#share", "Escape")):
        app.locator(opener).click()
        expect(dialog).to_be_visible()
        if close == "Escape":
            app.keyboard.press("Escape")
        else:
            app.locator(close).first.click()
        expect(dialog).to_be_hidden()
        assert_on_board(app, f"{opener} closed by {close}")
    # Open a game, from the home page.
    ui.go(app, "#/")
    app.locator('button[data-action="open-game"]').first.click()
    expect(dialog).to_be_visible()
    dialog.locator("textarea").fill("pp1/dodgem/1.0//a5-a6")
    dialog.locator('button[type="submit"]').click()
    expect(dialog).to_be_hidden()
    assert_on_board(app, "Open a game")
    assert ui.problems(app) == []


def test_arrow_keys_reach_the_tray_and_the_pass_button(app, ui):
    """Past the board's edge the arrows go on to the bear-off tray (Dodg'em, axis V:
    off the north side), then back; on a pass, to the Pass button, and Enter on it
    passes, the focus back on the board."""
    text = BUTTON_DECISIONS["dodgem"][0]
    ui.go(app, "#/play/" + Record.from_text(text).upto(2).to_text())
    kb = app.keyboard
    app.locator('#app button[data-sq="a6"]').click()
    app.locator('#app button[data-sq="a6"]').focus()
    kb.press("ArrowUp")
    assert focused(app) == "off"
    ui.shot(app, "focus-arrow-to-tray")
    kb.press("ArrowDown")
    assert focused(app) == "a6"
    kb.press("ArrowUp")
    kb.press("Enter")                          # bear off from the keyboard
    expect(ui.ply(app, 3)).to_have_text("a6-off")
    assert_on_board(app, "a bear-off by the keyboard")

    ui.go(app, "#/play/" + text)
    board = app.locator(ON_BOARD.replace(":focus", '[tabindex="0"]'))
    board.focus()
    start = focused(app)
    for _ in range(6):                         # down to the bottom row, then past it
        kb.press("ArrowDown")
        if focused(app) == "pass":
            break
    assert focused(app) == "pass", f"from {start} the arrows never reached Pass"
    kb.press("ArrowRight")                     # past the last button: back to the board
    assert_on_board(app, "an arrow past the last button")
    kb.press("ArrowLeft")                      # past the board's edge, backwards: the last
    if focused(app) != "pass":
        kb.press("ArrowLeft")
    assert focused(app) == "pass"
    kb.press("Enter")
    expect(app.locator("#moves .ply.current")).to_have_text("pass")
    assert_on_board(app, "a pass by the keyboard")
    assert ui.problems(app) == []


def test_the_move_list_is_one_tab_stop_stepped_by_the_arrows(app, ui):
    """Issue 44, item 6: Tab enters the list on the move shown (aria-current), the
    arrows and Home step through the game with the focus, and one Tab leaves it."""
    ui.go(app, "#/play/pp1/dodgem/1.0//a5-a6.f2-e2.a6-b6.f3-e3.b6-c6.f4-e4")
    last = ui.ply(app, 6)
    expect(last).to_have_attribute("aria-current", "true")
    expect(app.locator('#moves button[tabindex="0"]')).to_have_count(1)
    ui.ply(app, 5).focus()
    app.keyboard.press("Shift+Tab")
    app.keyboard.press("Tab")                      # back into the list: the move shown
    expect(last).to_be_focused()
    app.keyboard.press("ArrowUp")
    expect(ui.ply(app, 5)).to_be_focused()
    expect(ui.ply(app, 5)).to_have_attribute("aria-current", "true")
    expect(last).not_to_have_attribute("aria-current", "true")
    app.keyboard.press("Home")
    expect(ui.ply(app, 0)).to_be_focused()
    app.keyboard.press("ArrowRight")
    expect(ui.ply(app, 1)).to_be_focused()
    app.keyboard.press("Tab")                      # one Tab leaves the list
    left = app.evaluate("document.activeElement.closest('#moves') === null")
    assert left, app.evaluate("document.activeElement.outerHTML")
    assert ui.problems(app) == []
