"""Analysis in a real browser, every game: Analyse shows who is ahead, the best line
numbered on the board and the values of a picked piece's moves; it follows the
position, can be stopped, never changes the game, and reads well at tablet and
phone sizes, in both themes (axe)."""

import random

import pytest
from playwright.sync_api import expect

from piecepad import games
from piecepad.app import routes
from piecepad.record import Record

from tests.browser.test_browser_a11y import axe, use_theme

IDS = games.ids()
DONE_MS = 60_000      # a whole analysis: about 4 s of search, slower in a busy browser


def going(game_id, plies=6):
    """A game of ``plies`` decisions still going on."""
    for seed in range(3, 40):
        options = {"seed": seed} if games.get(game_id).uses_seed else {}
        record, rng = Record.new(game_id, **options), random.Random(seed)
        while len(record) < plies and record.state.outcome is None:
            record = record.play(rng.choice(record.state.legal_moves()))
        if record.state.outcome is None:
            return record
    raise AssertionError(f"no {game_id} game still going after {plies} plies")


def finished(page):
    expect(page.locator("#analysis .analysis-note").last).to_contain_text("Done.",
                                                                          timeout=DONE_MS)


@pytest.mark.parametrize("game_id", IDS)
def test_analyse_every_game(app, ui, game_id):
    record = going(game_id)
    link = routes.play_hash(record)
    ui.go(app, link)
    app.locator("#analyse").click()
    expect(app.locator("#analyse")).to_have_attribute("aria-pressed", "true")
    finished(app)
    panel = app.locator("#analysis")
    expect(panel.locator(".analysis-verdict")).to_be_visible()
    if record.state.players > 1:
        expect(panel.locator("svg.eval-bar rect")).to_have_count(record.state.players)
    expect(app.locator(".board .line-step").first).to_be_visible()
    expect(app.locator('.board .line-step[data-step="1"], .board .line-step[data-step^="1,"]')
           ).to_have_count(1)
    # A picked piece shows the value of each of its moves on its targets.
    movable = app.locator(".board .cell.movable")
    if movable.count():
        movable.first.click()
        expect(app.locator(".board .cell.target .eval").first).to_be_visible()
    # Nothing about the game changed.
    assert app.evaluate("location.hash") == link
    expect(app.locator("#moves .ply")).to_have_count(len(record) + 1)
    ui.shot(app, f"analysis-{game_id}")
    app.locator("#analyse").click()
    expect(app.locator("#analysis")).to_have_count(0)
    assert ui.problems(app) == []


def test_it_follows_the_position_and_can_be_stopped(app, ui):
    record = going("dodgem", 8)
    ui.go(app, routes.play_hash(record))
    app.locator("#analyse").click()
    stop = app.locator("#stop-analysis")
    expect(stop).to_be_visible()
    stop.click()
    expect(app.locator("#resume-analysis")).to_be_visible()
    expect(app.locator("#analysis")).not_to_have_attribute("aria-busy", "true")
    app.locator("#resume-analysis").click()
    finished(app)
    line = app.locator("#analysis .best-line").inner_text()
    # Looking back a move: the analysis starts again there, with its own line.
    app.locator("#replay-prev").click()
    expect(app.locator("#analysis .best-line")).to_have_count(0)
    finished(app)
    assert app.locator("#analysis .best-line").inner_text() != line
    expect(app.locator("#moves .ply")).to_have_count(len(record) + 1)   # the game kept whole
    app.locator("#analyse").click()
    assert ui.problems(app) == []


@pytest.mark.parametrize("size", [(768, 1024), (390, 844)], ids=["tablet", "phone"])
@pytest.mark.parametrize("theme", ["light", "dark"])
def test_tablet_and_phone(new_context, server, ui, size, theme):
    ctx = new_context(viewport={"width": size[0], "height": size[1]}, has_touch=True)
    page = ui.watch(ctx.new_page())
    ui.boot(page, server + "/" + routes.play_hash(going("pacru", 4)))
    use_theme(page, theme)
    page.locator("#analyse").tap()
    finished(page)
    bar = page.locator("#analysis svg.eval-bar")
    bar.scroll_into_view_if_needed()
    box = bar.bounding_box()
    assert box["width"] >= 150 and box["x"] >= 0 and box["x"] + box["width"] <= size[0]
    ui.shot(page, f"analysis-pacru-{size[0]}x{size[1]}-{theme}", full_page=True)
    axe(page, f"the analysis panel at {size[0]}x{size[1]}, {theme}")
    assert ui.problems(page) == []


def test_the_keyboard_focus_stays_while_it_repaints(app, ui):
    """The analysis repaints twice a second: a keyboard player's square keeps the focus."""
    ui.go(app, routes.play_hash(going("dodgem", 4)))
    app.locator("#analyse").click()
    square = app.locator(".board .cell.movable").first
    name = square.get_attribute("data-sq")
    square.focus()
    expect(app.locator("#stop-analysis")).to_be_visible()      # repainting meanwhile
    finished(app)
    assert app.evaluate("document.activeElement.dataset.sq") == name
    app.keyboard.press("Enter")                                 # still playable by keys
    expect(app.locator(".board .cell.selected")).to_have_count(1)
    app.locator("#analyse").click()
    assert ui.problems(app) == []
