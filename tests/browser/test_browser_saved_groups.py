"""Saved games as a correspondence list (docs/friend.md, "Saved games"): with games by
link in storage, the home page says "Your move in N games" and the Saved page groups
them by whose move it is, each row naming the opponent (names stay text)."""

import json
import re
import time

import pytest
from playwright.sync_api import expect

from piecepad.app.saves import MemoryStore, Save, Saves
from piecepad.record import Record

# Run in both boot modes (docs/testing.md): saves in storage, read by a fresh start.
pytestmark = pytest.mark.boot

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1024, "height": 768}
HOUR = 3_600_000
# Save ids as the app makes them ("g" + the start time in ms): started some days ago.
ID = {f"g{k}": f"g{int(time.time() * 1000) - (k + 2) * 24 * HOUR}-{k}" for k in range(1, 6)}


def played(record, plies):
    for _ in range(plies):
        record = record.play(record.state.legal_moves()[0])
    return record


def entries():
    """Storage entries as the app writes them: two games by link where it is this
    device's move, one waiting for the friend, a hot-seat game and a finished one."""
    mine_a = played(Record.new("tracers").with_gid("k3x9q2mt").with_names(("", "<b>Sam</b>")), 3)
    mine_b = played(Record.new("dodgem").with_gid("q2mtk3x9").with_names(("", "Alex")), 4)
    theirs = played(Record.new("tracers").with_gid("mtk3x9q2").with_names(("", "Jo")), 4)
    over = played(Record.new("dodgem"), 2)
    while over.state.outcome is None:
        over = over.play(over.state.legal_moves()[0])
    hot = played(Record.new("quet"), 2)
    now = int(time.time() * 1000)
    saves = Saves(MemoryStore())
    for save in (Save(ID["g1"], mine_a, 3, now - 3 * HOUR, (), (mine_a.state.to_move,)),
                 Save(ID["g2"], mine_b, 4, now - 5 * 60_000, (), (mine_b.state.to_move,)),
                 Save(ID["g3"], theirs, 4, now - 26 * HOUR, (), (1 - theirs.state.to_move,)),
                 Save(ID["g4"], hot, 2, now - 2 * HOUR),
                 Save(ID["g5"], over, len(over), now - 50 * HOUR)):
        assert saves.write(save)
    return saves.store.items


def test_home_says_your_move_and_saved_groups_the_games(new_context, server, ui):
    page = ui.watch(new_context().new_page())
    ui.boot(page, server + "/#/")
    page.evaluate("entries => { localStorage.clear();"
                  " for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v); }",
                  entries())
    ui.boot(page, server + "/#/")           # a new visit that reads them

    line = page.locator("#app .your-move-line a")
    expect(line).to_have_text("Your move in 2 games")
    expect(page.locator("#app .resume .saved-game")).to_have_count(1)    # Continue still there
    ui.shot(page, "saved-groups-01-home-1024")
    page.set_viewport_size(PHONE)
    expect(line).to_be_visible()
    ui.shot(page, "saved-groups-02-home-390")
    page.set_viewport_size(DESKTOP)

    line.click()
    expect(page).to_have_url(server + "/#/saved")
    headings = page.locator("#app .save-group h2")
    expect(headings).to_have_text(["Your move (2)", "Their move (1)", "On this device (1)",
                                   "Finished (1)"])
    group = page.locator("#app .save-group.your-move")
    expect(group.locator(".saved-game")).to_have_count(2)
    sam = page.locator(f'#app .saved-game[data-save="{ID["g1"]}"]')
    expect(sam.locator(".save-against")).to_have_text(" against <b>Sam</b>")   # text, not bold
    assert page.locator("#app b").count() == 0
    expect(sam.locator(".save-last")).to_have_text(re.compile(r"^Last move: .+ · 3 h ago$"))
    expect(page.locator(f'#app .saved-game[data-save="{ID["g3"]}"] .save-against')).to_have_text(
        " against Jo")
    ui.shot(page, "saved-groups-03-saved-1024", full_page=True)
    page.set_viewport_size(PHONE)
    ui.shot(page, "saved-groups-04-saved-390", full_page=True)

    # The sort keeps working inside the groups.
    page.select_option("#sort-saves", "game")
    expect(headings).to_have_count(4)
    expect(page.locator("#app .save-group.your-move .save-title").first).to_contain_text("Dodg")
    assert json.loads(ui.storage(page)["piecepad:settings"])["saves_sort"] == "game"
    assert ui.problems(page) == []
