"""Names and resigning by link: players named in the new-game dialog, a resignation
with its confirm, and the link opened on another device (a fresh context) shows the
names and the result; a name with markup stays text."""

import pytest
from playwright.sync_api import expect

# Run in both boot modes (docs/testing.md): a link opened fresh on another device.
pytestmark = pytest.mark.boot

EVIL = "<b>Sam</b>"


def test_named_game_resigned_and_opened_by_link(app, ui, new_context):
    app.set_viewport_size({"width": 1024, "height": 768})
    ui.go(app, "#/")
    app.locator('.game-card[data-game="tracers"] button[data-action="new-game"]').click()
    dialog = app.locator("dialog#dialog")
    expect(dialog).to_be_visible()
    dialog.locator('input[name="name0"]').fill(EVIL)
    dialog.locator('input[name="name1"]').fill("Alex")
    ui.shot(app, "agreed-01-new-game-names-1024")
    dialog.locator("#start-game").click()
    expect(app.locator("#status")).to_have_text("Alex (Dark) to move.")
    expect(app.locator("#players")).to_have_text(f"{EVIL} (Light) v Alex (Dark)")
    ui.click_move(app, "h8-g6", 1)
    expect(app.locator("#status")).to_have_text(f"{EVIL} (Light) to move.")
    assert app.locator("#players b").count() == 0          # markup stays text

    app.locator("#resign").click()
    expect(app.locator("#ask-resign")).to_contain_text(f"Resign this game for {EVIL} (Light)?")
    ui.shot(app, "agreed-02-resign-confirm-1024")
    app.locator("#cancel-resign").click()
    expect(app.locator("#ask-resign")).to_have_count(0)
    app.locator("#resign").click()
    app.locator("#confirm-resign").click()
    expect(app.locator("#status")).to_have_text("Alex wins. Light resigned.")
    expect(app.locator("#game-over")).to_contain_text("Light resigned.")
    link = app.url
    assert ".!resign:1" in link and "/play/pp2/tracers/" in link
    ui.shot(app, "agreed-03-resigned-1024")

    other = ui.watch(new_context(viewport={"width": 390, "height": 844}).new_page())
    ui.boot(other, link)
    expect(other.locator("#status")).to_have_text("Alex wins. Light resigned.")
    expect(other.locator("#players")).to_have_text(f"{EVIL} (Light) v Alex (Dark)")
    assert other.locator("#players b, #status b").count() == 0
    ui.shot(other, "agreed-04-link-opened-390", full_page=True)
    other.locator("#undo").click()                         # Undo takes the resignation back
    expect(other.locator("#status")).to_have_text(f"{EVIL} (Light) to move.")
    other.locator("#offer-draw").click()
    expect(other.locator("#draw-offer")).to_contain_text("offers a draw")
    ui.shot(other, "agreed-05-draw-offer-390", full_page=True)
    other.locator("#accept-draw").click()
    expect(other.locator("#status")).to_have_text("Drawn by agreement.")
    assert ui.problems(app) == [] and ui.problems(other) == []


def test_a_link_with_an_overlong_name_is_refused(app, ui):
    ui.go(app, "#/play/pp2/tracers/1.1/name1=" + "x" * 500 + "/h8-g6")
    expect(app.locator("#page-note")).to_contain_text("a name has at most 20")
    assert ui.problems(app) == []
