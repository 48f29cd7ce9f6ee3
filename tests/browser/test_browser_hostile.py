"""Hostile links and saves (issue 17): each case leaves a working app with a clear
message, and every good save still opens. Each test fails on the build before the fix."""

import json
import re

import pytest
from playwright.sync_api import expect

from piecepad.record import Record

# Run in both boot modes (docs/testing.md): hostile links and saves are met by a fresh start.
pytestmark = pytest.mark.boot

GOOD = "pp1/dodgem/1.0//a5-a6.f2-e2"


def save_entry(record_text, cursor=None, updated=1):
    return json.dumps({"record": record_text, "cursor": cursor if cursor is not None else
                       len(Record.from_text(record_text)), "updated": updated})


def fresh(new_context, server, ui, url="/#/"):
    page = ui.watch(new_context().new_page())
    ui.boot(page, server + url)
    return page


def seed_storage(page, ui, items):
    """Put entries in localStorage, then reload so the app starts on them."""
    page.evaluate("items => { for (const [k, v] of Object.entries(items)) "
                  "localStorage.setItem(k, v); }", items)
    ui.reload(page)


def calm(page, ui):
    assert page.locator(".py-error").count() == 0
    assert page.get_by_text("Something went wrong").count() == 0
    assert page.get_by_text("Traceback").count() == 0


def test_an_option_named_like_a_parameter_is_a_broken_link(new_context, server, ui):
    page = fresh(new_context, server, ui, "/#/play/pp1/dodgem/1.0/self=x/")
    expect(page.locator("#page-note")).to_contain_text("This game link is broken")
    expect(page.locator("#page-note")).to_contain_text("self")
    calm(page, ui)


def test_corrupt_saves_are_set_aside_and_the_good_one_opens(new_context, server, ui):
    page = fresh(new_context, server, ui)
    deep = "[" * 100_000 + "]" * 100_000
    seed_storage(page, ui, {
        "piecepad:save:good": save_entry(GOOD, updated=5),
        "piecepad:save:inf": '{"record": "%s", "cursor": 1e400, "updated": 1}' % GOOD,
        "piecepad:save:nan": '{"record": "%s", "cursor": 1, "updated": Infinity}' % GOOD,
        "piecepad:save:deep": '{"record": %s}' % deep,
        "piecepad:settings": deep,
    })
    expect(page.locator("#page-note")).to_contain_text("could not be read")
    keys = ui.storage(page)
    assert {"piecepad:aside:inf", "piecepad:aside:nan", "piecepad:aside:deep"} <= set(keys)
    ui.go(page, "#/saved")
    page.locator('.saved-game[data-save="good"] button[data-action="continue"]').click()
    expect(page.locator("#status")).to_have_text("Red to move.")
    ui.tap(page, "a1")                     # settings junk breaks no game page
    expect(page.locator('#app [data-sq="a1"]')).to_have_class(re.compile(r"\bselected\b"))
    calm(page, ui)


def test_a_rules_anchor_that_is_no_css_id_breaks_nothing(app, ui):
    ui.go(app, "#/rules/dodgem/1")
    expect(app.locator("article.rules")).to_be_visible()
    ui.go(app, "#/")
    app.locator('.game-card[data-game="dodgem"] button[data-action="new-game"]').click()
    app.locator('select[name="seat0"]').select_option("easy")
    app.locator("#start-game").click()
    expect(ui.ply(app, 1)).to_be_visible(timeout=20_000)        # the computer moved
    calm(app, ui)
    assert ui.problems(app) == []


def test_a_5000_move_save_does_not_slow_navigation(new_context, server, ui):
    moves = ".".join(f"a1:{1 + i % 2}" for i in range(5_000))     # the most a record holds
    long_text = f"pp1/tracross-solitaire/1.0/original=12%2F21/{moves}"
    page = fresh(new_context, server, ui)
    seed_storage(page, ui, {"piecepad:save:long": save_entry(long_text, 5_000),
                            "piecepad:save:good": save_entry(GOOD, updated=9)})
    for target in ("#/saved", "#/", "#/play/" + GOOD, "#/", "#/saved"):
        ui.go(page, target)                 # each within the action timeout (10 s)
        expect(page.locator("#app")).not_to_be_empty()
    expect(page.locator('.saved-game[data-save="long"]')).to_have_count(1)
    page.locator('.saved-game[data-save="long"] button[data-action="continue"]').click()
    expect(ui.ply(page, 5_000)).to_have_class(re.compile(r"\bcurrent\b"))
    calm(page, ui)


def test_the_same_game_in_two_tabs_loses_no_move(new_context, server, ui):
    ctx = new_context()
    first, second = ui.watch(ctx.new_page()), ui.watch(ctx.new_page())
    ui.boot(first, server + "/#/play/" + GOOD)
    ui.boot(second, server + "/#/play/" + GOOD)
    ui.click_move(first, "a1-b1", 3)
    expect(second.locator("#stale")).to_be_visible()         # the storage event
    second.set_viewport_size({"width": 768, "height": 1024})
    ui.shot(second, "two-tabs-stale-768x1024")
    # Behind, with no moves of its own: it plays nothing until it shows the latest.
    expect(second.locator("#keep-mine")).to_have_count(0)
    ui.tap(second, "f3")
    expect(second.locator("#message")).to_contain_text("show the latest first")
    second.locator("#take-theirs").click()
    expect(second.locator("#stale")).to_have_count(0)
    ui.click_move(second, "f3-e3", 4)
    saves = [json.loads(v)["record"] for k, v in ui.storage(second).items()
             if k.startswith("piecepad:save:")]
    assert saves == [GOOD + ".a1-b1.f3-e3"]
    calm(second, ui)


def test_a_same_site_embed_never_touches_storage(new_context, server, ui):
    page = fresh(new_context, server, ui, "/#/play/" + GOOD)        # the site's own save
    before = ui.storage(page)
    embed = ui.watch(page.context.new_page())
    ui.boot(embed, server + "/?embed#/play/" + GOOD)
    ui.click_move(embed, "a1-b1", 3)
    ui.go(embed, "#/saved")
    expect(embed.locator("#app")).to_contain_text("No saved games yet.")
    assert ui.storage(embed) == before


def test_a_huge_option_value_gives_a_short_message(app, ui):
    app.evaluate("location.hash = '#/play/pp1/dodgem/1.0/axis=' + 'X'.repeat(1000000) + '/'")
    note = app.locator("#page-note")
    expect(note).to_contain_text("broken")
    assert len(note.text_content()) < 400
    calm(app, ui)


def test_back_after_undo_keeps_one_save_and_its_redo(new_context, server, ui):
    page = fresh(new_context, server, ui)
    ui.start_new_game(page)
    ui.play_moves(page, ["a1-b1"])           # this page's history entry: one move
    ui.go(page, "#/")
    page.locator('.resume button[data-action="continue"]').click()
    ui.play_moves(page, ["f2-e2"], first_ply=2)
    page.locator("#undo").click()
    page.locator("#undo").click()
    expect(ui.ply(page, 0)).to_have_class(re.compile(r"\bcurrent\b"))
    page.go_back()                           # home
    page.go_back()                           # the one-move entry
    expect(ui.ply(page, 1)).to_have_class(re.compile(r"\bcurrent\b"))
    expect(page.locator("#redo")).to_be_enabled()             # f2-e2 is still there
    page.locator("#redo").click()
    expect(ui.ply(page, 2)).to_have_class(re.compile(r"\bcurrent\b"))
    saves = [k for k in ui.storage(page) if k.startswith("piecepad:save:")]
    assert len(saves) == 1, saves
    calm(page, ui)
