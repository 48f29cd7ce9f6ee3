"""The home page shows each game: a picture of it in play on every card."""

import pytest
from playwright.sync_api import expect

from piecepad import games


@pytest.mark.parametrize("size", [(1280, 800), (820, 1180), (390, 844)])
def test_every_card_has_its_picture_drawn(new_context, server, ui, size):
    width, height = size
    page = ui.watch(new_context(viewport={"width": width, "height": height}).new_page())
    ui.boot(page, server + "/#/")
    pictures = page.locator(".game-card img.card-picture")
    expect(pictures).to_have_count(len(games.ids()))
    drawn = pictures.evaluate_all(
        "imgs => Promise.all(imgs.map(i => i.decode().then(() => i.naturalWidth, () => 0)))")
    assert all(w > 50 for w in drawn), drawn
    ui.shot(page, f"home-{width}x{height}", full_page=True)
    assert ui.problems(page) == []
