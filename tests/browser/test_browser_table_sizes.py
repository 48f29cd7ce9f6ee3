"""At the table: what a player sees, at a laptop (1280x800), a tablet (820x1180, touch)
and a phone (390x844, touch), in the light and the dark theme (the system's choice,
with the theme switch left on Auto).

One test a combination walks one page through: the home page (a picture on every
card, a Continue row once a game was opened), a hint drawn on the board and played by
a tap, the Share dialog's copy feedback, move numbers and replay, the game-over banner,
turning the board, saved games (sort, Delete, Undo), the theme's colours, and no page
wider than the window. Screenshots of the home page and the game page go to
test-results/screenshots/table-<size>-<theme>-*.png."""

import re

import pytest
from playwright.sync_api import expect

from piecepad import games

SIZES = {
    "1280x800": dict(viewport={"width": 1280, "height": 800}, has_touch=False),
    "820x1180": dict(viewport={"width": 820, "height": 1180}, has_touch=True),
    "390x844": dict(viewport={"width": 390, "height": 844}, has_touch=True),
}
THEMES = ("light", "dark")

DODGEM = "#/play/pp1/dodgem/1.0//a5-a6.f2-e2"                       # Red to move
TRACERS_OVER = "#/play/pp1/tracers/1.1//h8-f7.a1-b3.f7-e5.b3-d4.e5xd4"  # finished
DODGEM_TITLE = games.get("dodgem").title                        # "Piecepack Dodg'em"
TRACERS_TITLE = games.get("tracers").title

# What the page paints behind everything: the body's background, or the root's when
# the body's is transparent (the stylesheet colours :root); its relative luminance.
BACKGROUND_LUMINANCE = """() => {
    const parse = c => (c.match(/[\\d.]+/g) || []).map(Number);
    let [r, g, b, a] = parse(getComputedStyle(document.body).backgroundColor);
    if (a === 0 || r === undefined)
        [r, g, b, a] = parse(getComputedStyle(document.documentElement).backgroundColor);
    const lin = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}"""

OVERFLOW = """() => ({scroll: document.documentElement.scrollWidth, inner: window.innerWidth,
                      out: [...document.querySelectorAll('#app *')]
                          .filter(el => el.getBoundingClientRect().right > innerWidth + 1)
                          .slice(0, 5).map(el => el.tagName + '.' + el.className)})"""


def overflow(page, ui, name, where):
    """What sticks out on the right, making the page scroll sideways at this size:
    [] when nothing does; else what it is, and a full-page screenshot showing it.
    (Collected and asserted at the end, so one overflow hides none of the other checks.)"""
    seen = page.evaluate(OVERFLOW)
    if seen["scroll"] <= seen["inner"] + 1:
        return []
    slug = re.sub(r"\W+", "-", where).strip("-")
    path = ui.shot(page, f"{name}-overflow-{slug}", full_page=True)
    return [f"{where}: {seen} (screenshot {path.name})"]


def press(locator, touch):
    """What the player does: a tap on a touch screen, a click otherwise."""
    if touch:
        locator.tap()
    else:
        locator.click()


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("size", list(SIZES))
def test_at_the_table(new_context, server, ui, size, theme):
    options = SIZES[size]
    touch = options["has_touch"]
    name = f"table-{size}-{theme}"
    context = new_context(**options)
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=server)
    page = ui.watch(context.new_page())
    page.emulate_media(color_scheme=theme)
    ui.boot(page, server + "/#/")
    wide = []       # pages wider than the window

    # -- the theme: the system's, the switch on Auto ---------------------------------
    expect(page.locator("#theme")).to_have_value("auto")
    assert page.evaluate("document.documentElement.dataset.theme") is None
    luminance = page.evaluate(BACKGROUND_LUMINANCE)
    said = f"{theme} theme, but the page background's luminance is {luminance:.3f}"
    assert luminance < 0.05 if theme == "dark" else luminance > 0.7, said

    # -- home: a picture on every card; nothing to continue yet ------------------------
    cards = page.locator(".game-card")
    expect(cards).to_have_count(len(games.ids()))
    pictures = page.locator(".game-card svg.card-picture")
    expect(pictures).to_have_count(len(games.ids()))
    for i in range(len(games.ids())):
        box = pictures.nth(i).bounding_box()
        assert box and box["width"] > 100 and box["height"] > 60, (i, box)
    expect(page.locator(".resume")).to_have_count(0)
    wide += overflow(page, ui, name, "the home page (fresh)")

    # -- a hint, drawn on the board and played by a tap ----------------------------------
    ui.go(page, DODGEM)
    expect(page.locator("#status")).to_have_text("Red to move.")
    plies = page.locator("#moves .ply")
    expect(plies).to_have_count(3)                       # Start, 1, 2
    press(page.locator("#hint"), touch)
    message = page.locator("#message")
    expect(message).to_have_text(re.compile(r"^Hint: "))
    hinted = page.locator("#app .board .cell.hint")
    expect(hinted.first).to_be_visible()
    assert hinted.count() >= 1
    found = re.search(r"from ([a-f][1-6]) to ([a-f][1-6])", message.text_content())
    assert found, message.text_content()
    origin, target = found.groups()
    expect(page.locator(f'#app .board [data-sq="{target}"]')).to_have_class(re.compile(r"\bhint\b"))
    wide += overflow(page, ui, name, "the game page with a hint")
    ui.shot(page, f"{name}-game-hint")
    press(page.locator(f'#app .board [data-sq="{target}"]'), touch)
    expect(plies).to_have_count(4)
    expect(page.locator("#moves .ply.current")).to_have_text(f"{origin}-{target}")
    expect(page.locator("#status")).to_have_text("Green to move.")
    expect(hinted).to_have_count(0)

    # -- turn the board: Green to move, so half a turn ------------------------------------
    toggle = page.locator("#turn-board")
    board = page.locator("#app .board")
    expect(toggle).to_have_attribute("aria-pressed", "false")
    expect(board).not_to_have_class(re.compile(r"\bturned-"))
    assert page.locator("#app .board [data-sq]").first.get_attribute("data-sq") == "a6"
    press(toggle, touch)
    expect(page.locator("#turn-board")).to_have_attribute("aria-pressed", "true")
    expect(board).to_have_class(re.compile(r"\bturned-2\b"))
    assert page.locator("#app .board [data-sq]").first.get_attribute("data-sq") == "f1"
    wide += overflow(page, ui, name, "the game page, board turned")
    ui.shot(page, f"{name}-game-turned")
    press(page.locator("#turn-board"), touch)
    expect(page.locator("#turn-board")).to_have_attribute("aria-pressed", "false")
    expect(board).not_to_have_class(re.compile(r"\bturned-"))

    # -- move numbers, and replay --------------------------------------------------------
    expect(page.locator("#moves .num")).to_have_text(["1", "2", "3"])
    press(page.locator("#replay-first"), touch)
    expect(page.locator("#moves .ply.current")).to_have_attribute("data-ply", "0")
    press(page.locator("#replay-next"), touch)
    expect(page.locator("#moves .ply.current")).to_have_attribute("data-ply", "1")
    expect(page.locator(".viewing")).to_contain_text("Viewing move 1 of 3")
    press(page.locator("#replay-last"), touch)
    expect(page.locator("#moves .ply.current")).to_have_attribute("data-ply", "3")
    expect(page.locator(".viewing")).to_have_count(0)

    # -- Share: Copy says so -------------------------------------------------------------
    press(page.locator("#share"), touch)
    dialog = page.locator("dialog#dialog")
    expect(dialog).to_be_visible()
    status = dialog.locator("#copy-status")
    expect(status).to_have_text("")
    press(dialog.locator('button[data-copy="share-link"]'), touch)
    expect(status).to_have_text(re.compile(r"^Link (copied\.|selected: press Ctrl\+C)"))
    expect(status).to_be_visible()
    wide += overflow(page, ui, name, "the Share dialog")
    ui.shot(page, f"{name}-share")
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()

    # -- a finished game: the banner, Rematch and Review -----------------------------------
    ui.go(page, TRACERS_OVER)
    banner = page.locator("#game-over")
    expect(banner).to_be_visible()
    expect(banner.locator(".result")).not_to_be_empty()
    expect(banner.locator("#rematch")).to_be_visible()
    expect(banner.locator("#rematch")).to_have_text(re.compile(r"^Rematch"))
    expect(banner.locator("#review")).to_be_visible()
    expect(banner.locator("#review")).to_have_text("Review the game")
    wide += overflow(page, ui, name, "the finished game page")
    ui.shot(page, f"{name}-game-over")

    # -- saved games: listed, sorted, Delete and Undo ---------------------------------------
    ui.go(page, "#/saved")
    rows = page.locator(".saved-game")
    expect(rows).to_have_count(2)
    expect(page.locator(".saved-game .save-title")).to_have_text(
        [DODGEM_TITLE, TRACERS_TITLE])                   # in progress, then finished
    sort = page.locator("#sort-saves")
    expect(sort).to_be_visible()
    sort.select_option("game")
    expect(page.locator("#sort-saves")).to_have_value("game")
    dodgem_row = page.locator(".saved-game", has_text=DODGEM_TITLE)
    expect(dodgem_row).to_have_count(1)
    press(dodgem_row.locator('button[data-action="delete"]'), touch)
    expect(rows).to_have_count(1)
    expect(page.locator(".deleted")).to_contain_text(f"Deleted {DODGEM_TITLE}")
    wide += overflow(page, ui, name, "saved games, one just deleted")
    press(page.locator('button[data-action="undo-delete"]'), touch)
    expect(rows).to_have_count(2)
    expect(page.locator(".saved-game", has_text=DODGEM_TITLE)).to_have_count(1)
    expect(page.locator(".deleted")).to_have_count(0)

    # -- home again: Continue the game opened ----------------------------------------------
    ui.go(page, "#/")
    resume = page.locator(".resume")
    expect(resume).to_be_visible()
    expect(resume.locator(".saved-game")).to_contain_text(DODGEM_TITLE)
    expect(resume.locator('button[data-action="continue"]')).to_be_visible()
    expect(page.locator(".game-card svg.card-picture")).to_have_count(len(games.ids()))
    wide += overflow(page, ui, name, "the home page")
    ui.shot(page, f"{name}-home", full_page=True)
    assert page.evaluate(BACKGROUND_LUMINANCE) == luminance      # the theme held
    assert wide == [], "pages wider than the window (they scroll sideways):\n" + "\n".join(wide)
    assert ui.problems(page) == []
