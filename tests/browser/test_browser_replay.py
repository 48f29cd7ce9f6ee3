"""Replay in a real browser, every game: buttons, keys, the move list, autoplay, a
link to a move, and the question asked when a move is played while looking back."""

import random
import re

import pytest
from playwright.sync_api import expect

from piecepad import games
from piecepad.app import routes
from piecepad.record import Record

IDS = games.ids()
CURRENT = re.compile(r"\bcurrent\b")


def game_record(game_id, seed=3, plies=10):
    options = {"seed": seed} if games.get(game_id).uses_seed else {}
    record, rng = Record.new(game_id, **options), random.Random(seed)
    while len(record) < plies and record.state.outcome is None:
        record = record.play(rng.choice(record.state.legal_moves()))
    return record


def shown(page):
    """The ply on show, as the move list marks it."""
    return int(page.locator("#moves .ply.current").get_attribute("data-ply"))


@pytest.mark.parametrize("game_id", IDS)
def test_replay_by_buttons_keys_list_and_autoplay(app, ui, game_id):
    record = game_record(game_id)
    n = len(record)
    ui.go(app, routes.play_hash(record, at=2))
    expect(app.locator("#moves .ply.current")).to_have_attribute("data-ply", "2")
    expect(app.locator(".viewing")).to_contain_text(f"Viewing move 2 of {n}")

    app.locator("#replay-next").click()
    expect(app.locator("#moves .ply.current")).to_have_attribute("data-ply", "3")
    app.locator("#replay-first").click()
    expect(app.locator("#moves .ply.current")).to_have_attribute("data-ply", "0")
    expect(app.locator("#replay-prev")).to_be_disabled()
    app.locator("#replay-last").click()
    expect(app.locator("#moves .ply.current")).to_have_attribute("data-ply", str(n))
    expect(app.locator("#replay-next")).to_be_disabled()
    app.locator("#replay-prev").click()
    assert shown(app) == n - 1

    # The arrow keys, with the focus on the page (not on the board: there they move
    # the keyboard focus from square to square).
    app.locator("#replay-prev").focus()
    app.keyboard.press("ArrowLeft")
    expect(app.locator("#moves .ply.current")).to_have_attribute("data-ply", str(n - 2))
    app.keyboard.press("Home")
    expect(app.locator("#moves .ply.current")).to_have_attribute("data-ply", "0")
    app.keyboard.press("ArrowRight")
    expect(app.locator("#moves .ply.current")).to_have_attribute("data-ply", "1")
    app.keyboard.press("End")
    expect(app.locator("#moves .ply.current")).to_have_attribute("data-ply", str(n))
    board_square = app.locator("#app .board [data-sq]").first
    board_square.focus()
    app.keyboard.press("ArrowLeft")          # on the board: the move shown stays
    assert shown(app) == n

    ui.ply(app, 1).click()                   # the move list
    expect(app.locator("#moves .ply.current")).to_have_attribute("data-ply", "1")

    app.locator("#replay-speed").select_option("0.5")
    app.locator("#replay-auto").click()
    expect(app.locator("#replay-auto")).to_have_attribute("aria-pressed", "true")
    expect(app.locator("#moves .ply.current")).to_have_attribute("data-ply", str(n),
                                                                  timeout=n * 500 + 8_000)
    expect(app.locator("#replay-auto")).to_have_attribute("aria-pressed", "false")
    assert ui.record_of(app) == record.to_text()    # looking changed nothing
    if game_id == "pacru":
        ui.shot(app, f"replay-{game_id}")
    assert ui.problems(app) == []


def test_autoplay_stops_when_the_player_steps(app, ui):
    record = game_record("tracers", plies=12)
    ui.go(app, routes.play_hash(record, at=0))
    app.locator("#replay-auto").click()
    expect(app.locator("#moves .ply.current")).to_have_attribute("data-ply", "1", timeout=5_000)
    app.locator("#replay-first").click()
    expect(app.locator("#replay-auto")).to_have_attribute("aria-pressed", "false")
    app.wait_for_timeout(2_500)
    assert shown(app) == 0


@pytest.mark.parametrize("choice", ["branch", "replace-later"])
def test_a_move_while_looking_back_asks_first(app, ui, choice):
    record = Record.from_text("pp1/dodgem/1.0//a5-a6.f2-e2.a1-b1.f5-e5")
    ui.go(app, routes.play_hash(record))
    app.locator("#replay-first").click()
    ui.tap(app, "a2")
    ui.tap(app, "b2")
    ask = app.locator("#ask")
    expect(ask).to_contain_text("Play a2-b2 here? The game has 4 later moves")
    assert ui.record_of(app) == "pp1/dodgem/1.0//"        # nothing played yet
    ui.shot(app, f"replay-ask-{choice}")
    app.locator(f"#{choice}").click()
    expect(app.locator("#moves button[data-ply]")).to_have_count(2)
    assert ui.record_of(app) == "pp1/dodgem/1.0//a2-b2"
    saves = [v for k, v in ui.storage(app).items() if k.startswith("piecepad:save:")]
    kept = any("a5-a6.f2-e2.a1-b1.f5-e5" in v for v in saves)
    assert kept == (choice == "branch")


@pytest.mark.boot  # a link opened fresh
def test_a_link_to_a_move_opens_there_in_a_fresh_profile(new_context, server, ui):
    record = game_record("quet", plies=14)
    page = ui.watch(new_context().new_page())
    ui.boot(page, server + "/" + routes.play_hash(record, at=5))
    expect(page.locator("#moves .ply.current")).to_have_attribute("data-ply", "5")
    page.locator("#replay-last").click()
    expect(page.locator("#moves .ply.current")).to_have_attribute("data-ply", str(len(record)))
    assert ui.problems(page) == []


SPY = """() => { window.__slides = [];
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (frames, options) {
        window.__slides.push([this.getAttribute('class'), options.duration,
                              this.closest('[data-sq]').dataset.sq]);
        return animate.call(this, frames, options);
    }; }"""


@pytest.mark.parametrize("motion", ["no-preference", "reduce"])
def test_a_moved_piece_slides_unless_less_motion_is_asked(new_context, server, ui, motion):
    page = ui.watch(new_context(reduced_motion=motion).new_page())
    ui.boot(page, server + "/#/play/pp1/tracers/1.1//")
    page.evaluate(SPY)
    ui.tap(page, "h8")
    ui.tap(page, "f7")
    ui.wait_ply(page, 1, "h8-f7")
    app_slides = page.evaluate("window.__slides")
    page.locator("#replay-first").click()
    page.locator("#replay-next").click()             # a replay step slides too
    expect(page.locator("#moves .ply.current")).to_have_attribute("data-ply", "1")
    slides = page.evaluate("window.__slides")
    if motion == "reduce":
        assert slides == []
    else:
        assert len(app_slides) == 1 and "pawn" in app_slides[0][0]
        assert app_slides[0][1:] == [180, "f7"]
        assert len(slides) == 2                       # not on the jump back to the start
    assert ui.problems(page) == []
