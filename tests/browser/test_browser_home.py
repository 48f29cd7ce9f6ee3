"""The home page shows each game: a picture of it in play on every card."""

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
