"""Dialogs on a 320x640 phone (issue 44, item 12): the New game dialog, taller than
the screen, shows Start and Cancel without scrolling (its body scrolls, its buttons
stay at its bottom); the Share dialog has a Close at its top and at its end, both in
view, and Copy buttons named for what they copy; a tap on the backdrop closes
either, a tap inside does not. Screenshot: test-results/screenshots/phone-dialog-*.png.
"""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.test_browser_a11y import game_link

WIDTH, HEIGHT = 320, 640


def visible_at_its_centre(page, selector):
    """The element is inside the viewport and nothing covers its centre (a sticky row
    scrolled under the dialog's edge, or text over it, would)."""
    return page.evaluate("""sel => { const e = document.querySelector(sel);
        const r = e.getBoundingClientRect();
        if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) return false;
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return !!hit && (hit === e || e.contains(hit)); }""", selector)


def sideways(page):
    """The open dialog is wider inside than its box (something sticks out right)."""
    return page.evaluate("() => { const d = document.getElementById('dialog');"
                         " return d.scrollWidth > d.clientWidth + 1; }")


def overflows(page):
    """The open dialog is taller than the room it has, so it scrolls inside."""
    return page.evaluate("() => { const d = document.getElementById('dialog');"
                         " return d.scrollHeight > d.clientHeight + 1; }")


def tap_outside(page):
    """A tap on the backdrop, in the corner above and left of the dialog."""
    box = page.locator("dialog#dialog").bounding_box()
    assert box["x"] > 2 and box["y"] > 2, box      # there is backdrop to tap
    page.mouse.click(box["x"] / 2, box["y"] / 2)


def test_dialogs_fit_a_320px_phone_and_close_on_a_tap_outside(app, ui):
    app.set_viewport_size({"width": WIDTH, "height": HEIGHT})
    ui.go(app, game_link("pacru"))            # the longest New game dialog
    dialog = app.locator("dialog#dialog")

    app.locator("#new-game").click()
    expect(dialog).to_be_visible()
    assert overflows(app), "the dialog fits: this test would not see its buttons cut off"
    assert not sideways(app), "the dialog's fields stick out at its right edge"
    assert visible_at_its_centre(app, "#start-game"), "Start is cut off"
    assert visible_at_its_centre(app, 'dialog .controls [data-action="close-dialog"]'), \
        "Cancel is cut off"
    ui.shot(app, f"phone-dialog-new-game-{WIDTH}")
    dialog.locator("h2").click()              # a tap inside keeps it open
    expect(dialog).to_be_visible()
    tap_outside(app)
    expect(dialog).to_be_hidden()
    assert app.locator(".board").count() == 1   # the game on show, no new one started

    app.locator("#share").click()
    expect(dialog).to_be_visible()
    assert overflows(app)
    assert visible_at_its_centre(app, "#share-close-top"), "no Close at the top"
    assert visible_at_its_centre(app, "dialog .dialog-body > .controls:last-child button"), \
        "the Close at the end is cut off"
    names = dialog.locator('[data-action="copy"]').evaluate_all(
        "els => els.map(e => e.getAttribute('aria-label'))")
    assert len(names) >= 5 and len(set(names)) == len(names), names
    assert all(n.startswith("Copy ") and n != "Copy " for n in names), names
    expect(dialog.get_by_role("button", name="Copy the link", exact=True)).to_have_count(1)
    ui.shot(app, f"phone-dialog-share-{WIDTH}")
    tap_outside(app)
    expect(dialog).to_be_hidden()
    app.locator("#share").click()
    expect(dialog).to_be_visible()
    app.locator("#share-close-top").click()
    expect(dialog).to_be_hidden()
    assert ui.problems(app) == []
