"""The home page shows each game: a picture of it in play on every card."""

import base64

import pytest
from playwright.sync_api import expect

from piecepad import games


@pytest.mark.parametrize("size", [(1280, 800), (820, 1180), (390, 844)])
def test_every_card_has_its_picture_drawn(new_context, server, ui, size):
    width, height = size
    page = ui.watch(new_context(viewport={"width": width, "height": height}).new_page())
    ui.boot(page, server + "/#/")
    pictures = page.locator(".game-card svg.card-picture image")
    expect(pictures).to_have_count(len(games.ids()))
    # Each picture is drawn: the browser fetched it, and it draws a board in its box.
    urls = pictures.evaluate_all("els => els.map(e => new URL(e.getAttribute('href'),"
                                 " location.href).href)")
    page.wait_for_function("""urls => urls.every(u => performance.getEntriesByName(u)
                               .some(e => e.responseEnd > 0 && e.decodedBodySize > 1000))""",
                           arg=urls)
    box = page.locator(".game-card svg.card-picture").first.bounding_box()
    assert box["width"] > 150 and box["height"] > 100
    ui.shot(page, f"home-{width}x{height}", full_page=True)
    assert ui.problems(page) == []


@pytest.mark.parametrize("system,choice,shown", [
    ("light", "auto", "light"), ("dark", "auto", "dark"),
    ("light", "dark", "dark"), ("dark", "light", "light")])
def test_the_cards_pictures_are_in_the_pages_theme(new_context, server, ui, system, choice, shown):
    """Each picture holds both themes and shows the page's: Auto follows the system, and
    the player's choice in the header holds too (the page's colour scheme reaches the
    picture)."""
    page = ui.watch(new_context(color_scheme=system).new_page())
    ui.boot(page, server + "/#/")
    page.select_option("#theme", choice)
    picture = page.locator(".game-card svg.card-picture").first
    expect(picture).to_be_visible()
    page.wait_for_timeout(300)          # the pictures' own style, applied once drawn
    box = picture.bounding_box()
    # Near the picture's top edge, mid-way across: paper or board, light or dark.
    shot = page.screenshot(clip={"x": box["x"] + box["width"] / 2, "y": box["y"] + 2,
                                 "width": 1, "height": 1})
    colour = page.evaluate("""async (png) => {
        const img = new Image(); img.src = "data:image/png;base64," + png; await img.decode();
        const canvas = new OffscreenCanvas(1, 1), c = canvas.getContext("2d");
        c.drawImage(img, 0, 0);
        return Array.from(c.getImageData(0, 0, 1, 1).data.slice(0, 3));
    }""", base64.b64encode(shot).decode())
    brightness = sum(colour) / 3
    assert (brightness > 160) if shown == "light" else (brightness < 90), (colour, shown)
    if (system, choice) == ("light", "dark"):
        ui.shot(page, "home-cards-dark-theme")
    assert ui.problems(page) == []


@pytest.mark.boot  # the first page a newcomer opens
@pytest.mark.parametrize("size", [(1024, 768), (360, 740)])
def test_a_newcomer_finds_learning_and_plays_the_computer_from_home(new_context, server, ui, size):
    width, height = size
    page = ui.watch(new_context(viewport={"width": width, "height": height}).new_page())
    ui.boot(page, server + "/#/")
    expect(page.locator("main .intro")).to_contain_text("board games to play in your browser")
    ui.shot(page, f"home-intro-{width}x{height}")
    learn = page.locator('header.top nav a[href="#/learn"]')
    expect(learn).to_be_visible()
    box = learn.bounding_box()
    assert box["x"] + box["width"] <= width, "the header's Learn link is off screen"
    theme = page.locator("#theme").bounding_box()
    assert theme["x"] + theme["width"] <= width, "the theme switch is cut off"
    learn.click()
    expect(page).to_have_url(server + "/#/learn")
    page.locator("header.top .brand").click()
    page.locator('.game-card[data-game="tracers"] button[data-action="play-computer"]').click()
    expect(page.locator("#app .game-page")).to_be_visible()
    assert page.evaluate("location.hash").startswith("#/play/pp2/tracers/")
    expect(page.locator("#status")).not_to_contain_text("computer")   # the person moves first
    assert ui.problems(page) == []
