"""The set-up editor in the browser, for every game: open it, change the position
by brushes and taps, see an impossible position refused with the engine's reason
(and Play disabled), fix it, play from it (against a person or the computer),
make a move, reload and find the game, open its link in a fresh context and see
the same position. Screenshots of each editor at 1024x768 and 390x844."""

import re
from urllib.parse import quote

import pytest
from playwright.sync_api import expect

from piecepad import games
from piecepad.games.tracross_solitaire.solver import solve
from piecepad.record import Record

PHONE = {"width": 390, "height": 844}
PLAY = "#setup-play"


def brush(page, brush_id):
    page.locator(f'#app button[data-action="setup-brush"][data-move="{brush_id}"]').click()
    expect(page.locator(f"#brush-{brush_id}")).to_have_attribute("aria-pressed", "true")


def paint(page, ui, brush_id, *squares):
    brush(page, brush_id)
    for sq in squares:
        ui.tap(page, sq)


def choose(page, name, value):
    button = page.locator(f'#app button[data-action="setup-choose"][data-move="{name}={value}"]')
    button.click()
    expect(button).to_have_attribute("aria-pressed", "true")


def refused(page, words):
    expect(page.locator("#setup-check")).to_contain_text(words)
    expect(page.locator("#setup-check")).to_contain_text("Not a position to play from")
    expect(page.locator(PLAY)).to_be_disabled()


def accepted(page):
    expect(page.locator("#setup-check")).to_have_text("A legal position: ready to play.")
    expect(page.locator(PLAY)).to_be_enabled()


# -- per game: a change, an impossible position and its fix -----------------------------
def dodgem(page, ui):
    paint(page, ui, "red", "c3")
    refused(page, "Red has 6 coins on the board; there are only 5")
    paint(page, ui, "empty", "a1")
    return {"seat1": "easy"}                 # Green is the computer


def tracers(page, ui):
    paint(page, ui, "dark-mark", "e4", "e5")
    paint(page, ui, "light-mark", "a1")       # under Light's own pawn
    refused(page, "a pawn never lands on its own mark")
    paint(page, ui, "no-mark", "a1")
    return {}


QUET_START = "...o/..../..../b... a1,d4 0,0 0,0 b"


def quet(page, ui):
    paint(page, ui, "both-marks", *[f"{x}{y}" for x in "abcd" for y in "1234"])
    refused(page, "every square carries both colours")
    paint(page, ui, "no-mark", "b2", "c3")
    choose(page, "to_move", "o")
    return {}


def tracross(page, ui):
    paint(page, ui, "piece-2", "b2")
    refused(page, "the player to move is 2")
    choose(page, "to_move", "2")
    choose(page, "next2", "3")
    return {}


SOLITAIRE = "112/212/212"


def solitaire(page, ui):
    state = games.get("tracross-solitaire").start(original=SOLITAIRE)
    tiles = solve(state)
    for piece in (1, 2, 3):
        squares = [state.grid.name(sq) for sq, p in enumerate(tiles) if p == piece]
        paint(page, ui, f"piece-{piece}", *squares)
    refused(page, "the game is over in this position (Solved")
    paint(page, ui, "empty", "b2")
    return {}


def pacru(page, ui):
    choose(page, "facing", "se")
    paint(page, ui, "piece-n", "e5")           # a fifth North chevron
    refused(page, "North has 5 pieces")
    paint(page, ui, "piece-n", "e5")           # tapped again: it turns
    expect(page.locator('#app button[data-sq="e5"] .piece')).to_have_attribute(
        "data-facing", "s")
    paint(page, ui, "no-piece", "e5")
    paint(page, ui, "tile-s", "e4", "f4")
    return {}


CASES = {  # game id -> (editor address, script)
    "dodgem": ("#/setup/dodgem", dodgem),
    "tracers": ("#/setup/tracers", tracers),
    "quet": (f"#/setup/quet/{quote(QUET_START, safe='')}/n=4", quet),
    "tracross": ("#/setup/tracross/" + quote("..../..../..../.... 1 2,1 -,-", safe=""), tracross),
    "tracross-solitaire": ("#/setup/tracross-solitaire/"
                           + quote(f"{SOLITAIRE} .../.../...", safe=""), solitaire),
    "pacru": ("#/setup/pacru", pacru),
}


def first_move(state):
    """A legal move made by taps alone: a step whose target no other move from its
    origin shares, or a placement on a square."""
    moves = state.legal_moves()
    for m in moves:
        if m.is_step and m.target != "off" and sum(
                o.origin == m.origin and o.target == m.target for o in moves) == 1:
            return m
    return next(m for m in moves if m.square and not m.origin)


def make_move(page, ui, record):
    move = first_move(record.state)
    if move.origin:
        ui.tap(page, move.origin)
        ui.tap(page, move.target)
    else:
        ui.tap(page, move.square)
        choice = page.locator(f'#app .choice button[data-move="{move.text}"]')
        if choice.count():                       # the solitaire asks which piece
            choice.click()
    expect(page.locator('#moves button[data-ply="1"]')).to_be_visible()
    return move


@pytest.mark.parametrize("game_id", list(CASES))
def test_set_up_play_reload_and_share(app, ui, new_context, game_id):
    address, script = CASES[game_id]
    if game_id == "dodgem":                     # the way in from the home page
        app.locator('.game-card[data-game="dodgem"] a.setup-link').click()
    else:
        ui.go(app, address)
    expect(app.locator(".setup-page")).to_be_visible()
    accepted(app)
    ui.shot(app, f"setup-{game_id}-1024")
    seats = script(app, ui)
    accepted(app)
    editor_hash = app.evaluate("location.hash")
    position = app.locator("#setup-text").text_content()

    app.locator(PLAY).click()
    if games.get(game_id).max_players > 1:
        dialog = app.locator("dialog#dialog")
        expect(dialog).to_be_visible()
        for name, kind in seats.items():
            dialog.locator(f'select[name="{name}"]').select_option(kind)
        dialog.locator("#start-game").click()
        expect(dialog).to_be_hidden()
    expect(app.locator("#moves")).to_be_visible()
    record = Record.from_text(ui.record_of(app))
    assert record.start_position == games.get(game_id).encode(
        games.get(game_id).decode(position, **record.state.options)) or \
        record.start_position == position
    assert len(record) == 0

    move = make_move(app, ui, record)
    if seats:                                    # the computer answers
        expect(app.locator('#moves button[data-ply="2"]')).to_be_visible(timeout=20_000)
    played = Record.from_text(ui.record_of(app))
    assert played.moves[0] == move.text and played.start_position == record.start_position
    seen = ui.board_snapshot(app)

    ui.reload(app)                               # the autosave brings the game back
    expect(app.locator("#moves")).to_be_visible()
    assert ui.record_of(app) == played.to_text()
    assert ui.board_snapshot(app) == seen

    page = ui.watch(new_context().new_page())    # the link, elsewhere
    ui.boot(page, app.url)
    assert ui.board_snapshot(page)["squares"] == seen["squares"]
    assert ui.record_of(page) == played.to_text()
    assert ui.problems(page) == []

    # The editor's own link shows the same set-up, at phone size too.
    page.set_viewport_size(PHONE)
    ui.go(page, editor_hash)
    expect(page.locator("#setup-text")).to_have_text(position)
    ui.shot(page, f"setup-{game_id}-390")
    assert ui.problems(app) == []


def test_set_up_from_a_game_page(app, ui):
    ui.go(app, "#/play/pp1/tracers/1.1//h8-f7.a1-b3")
    app.locator("#setup-from-game").click()
    expect(app.locator(".setup-page")).to_be_visible()
    state = Record.from_text("pp1/tracers/1.1//h8-f7.a1-b3").state
    expect(app.locator("#setup-text")).to_have_text(games.get("tracers").encode(state))
    # Back returns to the game.
    app.go_back()
    expect(app.locator("#moves")).to_be_visible()
    assert re.search(r"h8-f7\.a1-b3$", ui.record_of(app))
