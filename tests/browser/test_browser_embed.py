"""Embedding: a blog on another site shows a playable board in an iframe."""

import re

import pytest
from playwright.sync_api import expect

# Run in both boot modes (docs/testing.md): an embed starts its own Python in a cross-site frame.
pytestmark = pytest.mark.boot


def test_embed_in_a_cross_site_iframe(two_origins, new_context, ui):
    app_url = two_origins.app_url
    game = ui.RED_WINS_H.upto(2)
    src = f"{app_url}/?embed#/play/{game.to_text()}"
    blog = two_origins.blog_page(src)

    page = ui.watch(new_context().new_page())
    page.goto(blog)
    assert page.url.startswith("http://localhost:")
    outer = page.frame_locator("iframe#game")
    outer.locator(ui.READY).wait_for(state="attached", timeout=ui.BOOT_TIMEOUT)
    frame = page.frame(url=re.compile(r"^http://127\.0\.0\.1:\d+/\?embed"))
    assert frame is not None and frame.evaluate("location.origin") == app_url

    # Third-party storage is blocked for the frame: localStorage throws there.
    error = frame.evaluate("""() => {
        try { localStorage.getItem('piecepad:current'); return null; }
        catch (e) { return e.name; }
    }""")
    assert error == "SecurityError"
    assert frame.evaluate("document.documentElement.dataset.storage") == "blocked"
    assert frame.evaluate("() => document.documentElement.classList.contains('embed')")
    # No memory snapshot where storage is refused: Python started normally, saying why
    # (docs/startup.md), whatever PIECEPAD_BOOT asks for.
    boot, why = frame.evaluate("() => [document.documentElement.dataset.boot,"
                               " document.documentElement.dataset.bootFallback]")
    assert boot == "plain" and why, (boot, why)

    # The board of the link's game, without the site's header.
    expect(outer.locator("#app .board button[data-sq]")).to_have_count(36)
    expect(outer.locator("header.top")).to_be_hidden()
    seen = ui.board_snapshot(frame)
    assert seen["moves"] == ["Start", *game.moves] and seen["status"] == "Red to move."

    # A move by clicks inside the frame.
    move = ui.RED_WINS_H.moves[2]
    ui.click_move(frame, move, 3)
    expect(outer.locator("#status")).to_have_text("Green to move.")
    after = ui.RED_WINS_H.upto(3).to_text()
    assert frame.evaluate("location.hash") == f"#/play/{after}"

    # "Open in Piecepad" carries the game out of the frame, to the full app.
    link = outer.locator("a#open-in-piecepad")
    expect(link).to_be_visible()
    assert link.get_attribute("href") == f"{app_url}/#/play/{after}"
    assert link.get_attribute("target") == "_blank"
    ui.shot(page, "06-embed-blog")
    assert ui.problems(page) == []


def test_the_computer_plays_inside_an_embedded_board(two_origins, new_context, ui):
    """An embed with ``seats=human,easy``: the reader plays Red, the computer answers
    Green inside the cross-site frame (no storage there), and Undo takes both back."""
    src = f"{two_origins.app_url}/?embed&seats=human,easy#/play/pp1/dodgem/1.0//"
    page = ui.watch(new_context().new_page())
    page.goto(two_origins.blog_page(src, name="computer.html"))
    outer = page.frame_locator("iframe#game")
    outer.locator(ui.READY).wait_for(state="attached", timeout=ui.BOOT_TIMEOUT)
    frame = page.frame(url=re.compile(r"^http://127\.0\.0\.1:\d+/\?embed"))
    assert frame.evaluate("document.documentElement.dataset.storage") == "blocked"
    ui.click_move(frame, "a5-a6", 1, answered=True)
    expect(ui.ply(frame, 2)).to_have_class(re.compile(r"\bcurrent\b"), timeout=20_000)
    expect(outer.locator("#status")).to_have_text("Red to move.")
    hash_text = frame.evaluate("location.hash")
    reply = hash_text.rsplit(".", 1)[-1]
    assert hash_text.startswith("#/play/pp1/dodgem/1.0//a5-a6.") and "-" in reply
    outer.locator("#undo").click()
    expect(ui.ply(frame, 0)).to_have_class(re.compile(r"\bcurrent\b"))
    ui.shot(page, "06-embed-computer")
    assert ui.problems(page) == []
