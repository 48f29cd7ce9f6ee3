"""Saved games that cannot be read: the app still starts, says so, and keeps the data."""

import json
import re

import pytest
from playwright.sync_api import expect

# Run in both boot modes (docs/testing.md): saves are read by the Python that just started.
pytestmark = pytest.mark.boot

BAD_JSON = '{"record": "pp1/dodgem/1.0//a5-a6", "cursor": 1,'        # cut short
NOT_REPLAYING = json.dumps({"record": "pp1/dodgem/1.0//a5-a6.f2-e2.b1-c1",  # no coin on b1
                            "cursor": 3, "updated": 1})


def plant(page, entries, current=None):
    """Write localStorage entries (raw strings) on the app's origin."""
    page.evaluate("""([entries, current]) => {
        for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
        if (current) localStorage.setItem('piecepad:current', current);
    }""", [entries, current])


def good_saves(ui, page):
    return {k: v for k, v in ui.storage(page).items() if k.startswith("piecepad:save:")}


@pytest.fixture
def a_good_save(app, ui):
    """At least one readable save besides the broken ones."""
    if not good_saves(ui, app):
        ui.start_new_game(app)
        ui.play_moves(app, ["a5-a6"])
    return good_saves(ui, app)


def test_corrupted_saves_are_set_aside_not_deleted(app, ui, server, a_good_save):
    plant(app, {"piecepad:save:x": BAD_JSON, "piecepad:save:y": NOT_REPLAYING}, current="x")
    ui.boot(app, server + "/#/")  # a full load that reads them

    # The app started and works: the home page, and the good saves are listed.
    expect(app.locator('.game-card[data-game="dodgem"]')).to_be_visible()
    ui.go(app, "#/saved")
    rows = app.locator(".saved-game")
    expect(rows).to_have_count(len(a_good_save))
    assert sorted(rows.evaluate_all("els => els.map(e => e.dataset.save)")) == \
        sorted(k.split(":")[-1] for k in a_good_save)

    after = ui.storage(app)
    assert after.get("piecepad:aside:x") == BAD_JSON       # moved, byte for byte
    assert after.get("piecepad:aside:y") == NOT_REPLAYING
    assert "piecepad:save:x" not in after and "piecepad:save:y" not in after
    assert good_saves(ui, app) == a_good_save               # the others untouched
    assert ui.problems(app) == []

    # Still usable: continue a good save.
    rows.first.locator('button[data-action="continue"]').click()
    expect(app.locator("#app .board")).to_be_visible()


def test_corrupted_save_is_reported_once_when_the_app_starts(app, ui, server):
    plant(app, {"piecepad:save:z": BAD_JSON})
    ui.boot(app, server + "/#/")
    assert "piecepad:aside:z" in ui.storage(app)  # it was read (and set aside) on load
    note = app.locator("#page-note")
    expect(note).to_be_visible(timeout=3_000)
    expect(note).to_contain_text("could not be read")
    expect(note).to_contain_text("piecepad:aside:z")
    ui.shot(app, "10-corrupted-save-note")
    # Once: not again on the next page, nor after a reload.
    ui.go(app, "#/saved")
    ui.go(app, "#/")
    expect(app.get_by_text(re.compile("could not be read"))).to_have_count(0)
    ui.reload(app)
    expect(app.get_by_text(re.compile("could not be read"))).to_have_count(0)
