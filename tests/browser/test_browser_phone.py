"""Phones from 320 px (issue 32, item 5).

At 320 and 360 px wide: no page scrolls sideways; the header's links and theme switch,
the game cards' links and buttons and the game panel's controls are 44 px tall (WCAG 2.2
target size asks 24 px with spacing; a thumb wants 44); the solitaire's "Which piece?"
chooser and the dialogs open in view; Pacru's rules figures keep column i on screen and
Pacru's squares use the width there is. Screenshots at 320x640 and 360x740:
test-results/screenshots/phone-*.png.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from piecepad import games
from tests.browser.test_browser_a11y import game_link
from tests.view.test_contract import chooser_case

SIZES = {320: 640, 360: 740}
TARGET = 44
PAGES = (["#/", "#/saved", "#/learn", "#/daily", "#/learn/dodgem", "#/puzzles/tracers",
          "#/setup/pacru"] + [f"#/rules/{g}" for g in games.ids()]
         + [game_link(g) for g in games.ids()])
# What a thumb taps: the header, the cards, the game panel's controls, the rules' links
# to lessons. (Links inside a sentence are exempt, as WCAG's target size allows.)
CONTROLS = ("header.top a, header.top select, .game-card .actions > *, "
            ".panel button, .panel select, .learn-links a")


def measure(page):
    return page.evaluate("""sel => ({
        scroll: document.documentElement.scrollWidth, width: innerWidth,
        wide: [...document.querySelectorAll('body *')].filter(e => {
                  const r = e.getBoundingClientRect();
                  return r.width && r.right > innerWidth + 0.5 && !e.closest('dialog'); })
              .slice(0, 3).map(e => e.tagName + '.' + e.getAttribute('class')),
        small: [...document.querySelectorAll(sel)].filter(e => e.offsetParent)
              .map(e => [(e.getAttribute('aria-label') || e.textContent || e.id).trim().slice(0, 30),
                         Math.round(e.getBoundingClientRect().height * 10) / 10])
              .filter(([, h]) => h < %d),
    })""" % TARGET, CONTROLS)


def in_view(page, selector):
    return page.evaluate("""sel => { const r = document.querySelector(sel).getBoundingClientRect();
        return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth; }""",
                         selector)


@pytest.mark.parametrize("width", list(SIZES))
def test_no_page_scrolls_sideways_and_targets_are_44px(app, ui, width):
    app.set_viewport_size({"width": width, "height": SIZES[width]})
    problems = []
    for page_hash in PAGES:
        ui.go(app, page_hash)
        expect(app.locator("#app h1").first).to_be_visible()
        m = measure(app)
        if m["scroll"] > m["width"]:
            problems.append(f"{page_hash}: scrolls sideways ({m['scroll']} > {m['width']}): "
                            f"{m['wide']}")
        if m["small"]:
            problems.append(f"{page_hash}: targets under {TARGET} px: {m['small'][:6]}")
    ui.go(app, "#/")
    ui.shot(app, f"phone-home-{width}")
    assert problems == [], "\n".join(problems)
    assert ui.problems(app) == []


@pytest.mark.parametrize("width", list(SIZES))
def test_pacru_fits_its_figures_and_its_squares_use_the_width(app, ui, width):
    app.set_viewport_size({"width": width, "height": SIZES[width]})
    ui.go(app, "#/rules/pacru")
    figures = app.locator("#app .rules .diagram .board")
    assert figures.count() >= 3
    for i in range(figures.count()):
        right = figures.nth(i).locator('[data-sq^="i"]').first.evaluate(
            "e => e.getBoundingClientRect().right")
        assert right <= width, f"figure {i}: column i ends at {right} px of {width}"
    ui.shot(app, f"phone-pacru-rules-{width}")
    ui.go(app, game_link("pacru"))
    cell = app.locator("#app .board .cell").first.evaluate("e => e.getBoundingClientRect().width")
    board = app.locator("#app .board").evaluate("e => e.getBoundingClientRect().width")
    # Nine squares and the coordinates take nearly the whole width: no square smaller
    # than it must be.
    assert board >= width - 24 and board <= width, (board, width)
    assert cell >= (width - 24) / 9.6, cell
    ui.shot(app, f"phone-pacru-{width}")
    assert ui.problems(app) == []


@pytest.mark.parametrize("width", list(SIZES))
def test_the_chooser_and_the_dialogs_open_in_view(app, ui, width):
    app.set_viewport_size({"width": width, "height": SIZES[width]})
    record, move = chooser_case()
    ui.go(app, "#/")
    app.evaluate("localStorage.clear()")
    ui.go(app, "#/play/" + record.to_text())
    app.evaluate("window.scrollTo(0, 0)")
    app.locator(f'#app button[data-sq="{move.square}"]').click()
    choice = app.locator("#app .choice")
    expect(choice).to_be_visible()
    expect(app.locator("#app .choice button[data-move]").first).to_be_focused()
    assert in_view(app, "#app .choice button[data-move]"), "the chooser opened out of view"
    ui.shot(app, f"phone-chooser-{width}")
    for opener in ("#share", "#new-game"):
        app.locator(opener).click()
        expect(app.locator("dialog#dialog")).to_be_visible()
        assert in_view(app, "dialog#dialog h2"), f"{opener}'s dialog opened out of view"
        ui.shot(app, f"phone-dialog-{opener[1:]}-{width}")
        app.keyboard.press("Escape")
        expect(app.locator("dialog#dialog")).to_be_hidden()
    assert ui.problems(app) == []
