"""Storage already corrupted (issue 35, item 10): each case from the issue, seeded
into localStorage, leaves a working app with a calm note. Each fails on the build
before the fix (a frozen tab, a page that throws, saving turned off, a blank paint)."""

import json

import pytest
from playwright.sync_api import expect

# Run in both boot modes (docs/testing.md): settings are read by the Python that just started.
pytestmark = pytest.mark.boot

GOOD = "pp1/dodgem/1.0//a5-a6.f2-e2"


def good_save(title="Piecepack Dodg'em", status="Red to move.", updated=5):
    return json.dumps({"rev": 1, "game": "dodgem", "title": title, "moves": 2, "cursor": 2,
                       "status": status, "updated": updated, "record": GOOD})


def seeded(new_context, server, ui, items, url="/#/"):
    page = ui.watch(new_context().new_page())
    ui.boot(page, server + "/#/")
    page.evaluate("items => { localStorage.clear(); for (const [k, v] of Object.entries(items))"
                  " localStorage.setItem(k, v); }", items)
    ui.boot(page, server + url)
    return page


def calm(page):
    assert page.locator(".py-error").count() == 0
    assert page.get_by_text("Something went wrong").count() == 0


def test_junk_players_in_a_new_game_setting_still_start_a_game(new_context, server, ui):
    page = seeded(new_context, server, ui, {"piecepad:settings": json.dumps(
        {"new:dodgem": {"seat0": "hard", "players": "99999999999999999999"}})})
    page.locator('.game-card[data-game="dodgem"] button[data-action="new-game"]').click()
    page.locator("#start-game").click()
    expect(page.locator("#status")).to_be_visible()
    expect(page.locator("#message")).to_contain_text("could not be read")
    assert "/play/pp2/dodgem/" in page.url
    ui.shot(page, "settings-bad-new-game-1024x768")
    calm(page)


def test_bad_sort_opens_saved_and_can_be_changed(new_context, server, ui):
    page = seeded(new_context, server, ui, {"piecepad:settings": '{"saves_sort": []}',
                                            "piecepad:save:g1": good_save()}, "/#/saved")
    expect(page.locator("#page-note")).to_contain_text("could not be read")
    page.locator("#sort-saves").select_option("game")
    expect(page.locator('.saved-game[data-save="g1"]')).to_be_visible()
    assert json.loads(ui.storage(page)["piecepad:settings"])["saves_sort"] == "game"
    page.set_viewport_size({"width": 390, "height": 844})
    ui.shot(page, "settings-bad-sort-390x844")
    calm(page)


def test_bad_progress_opens_puzzles_and_learn(new_context, server, ui):
    page = seeded(new_context, server, ui, {"piecepad:settings": json.dumps(
        {"puzzles:dodgem": [[1]], "daily": [[1]]})}, "/#/puzzles/dodgem")
    expect(page.locator(".puzzle-link").first).to_be_visible()
    expect(page.locator("#page-note")).to_contain_text("could not be read")
    ui.go(page, "#/learn")
    expect(page.locator(".learn-card").first).to_be_visible()
    expect(page.locator("#page-note")).to_contain_text("could not be read")
    ui.shot(page, "settings-bad-learn-1024x768")
    calm(page)


def test_a_4mb_unreadable_save_is_set_aside_and_saving_stays_on(new_context, server, ui):
    page = ui.watch(new_context().new_page())
    ui.boot(page, server + "/#/")
    page.evaluate("""() => { localStorage.clear();
        const e = {rev: 1, game: "dodgem", title: "Piecepack Dodg'em", moves: 1, cursor: 1,
                   status: "Green to move.", updated: 5, record: "pp1/dodgem/1.0//a5-a9",
                   pad: "x".repeat(4000000)};
        localStorage.setItem("piecepad:save:big", JSON.stringify(e)); }""")
    ui.boot(page, server + "/#/")
    page.locator('.saved-game[data-save="big"] button[data-action="continue"]').click()
    expect(page.locator("#page-note")).to_contain_text("set aside")
    assert "no longer there" not in page.locator("#page-note").text_content()
    keys = ui.storage(page)
    assert "piecepad:aside:big" in keys and "piecepad:save:big" not in keys
    page.locator('.game-card[data-game="dodgem"] button[data-action="new-game"]').click()
    page.locator("#start-game").click()
    ui.click_move(page, "a5-a6", 1)
    assert any(k.startswith("piecepad:save:") for k in ui.storage(page))
    assert page.get_by_text("storage is blocked or full").count() == 0
    calm(page)


def test_first_paint_survives_any_json_in_saves(new_context, server, ui):
    page = ui.watch(new_context().new_page())
    ui.boot(page, server + "/#/")
    page.evaluate("""items => { localStorage.clear();
        for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }""", {
        "piecepad:save:a": good_save(updated={"toString": 1}),
        "piecepad:save:b": good_save(title={"toString": 1}, status=[{"toString": 1}],
                                     updated=9),
        "piecepad:save:c": good_save(status={"valueOf": 1, "toString": 1}, updated=7),
        "piecepad:save:d": good_save(updated=3),
    })
    page.problems.clear()
    page.goto("about:blank")
    page.goto(server + "/#/", wait_until="domcontentloaded")   # before Python paints
    assert page.evaluate("() => document.getElementById('app').childElementCount") > 0
    assert not [p for p in page.problems if "pageerror" in p]
    ui.shot(page, "first-paint-odd-saves-1024x768")
