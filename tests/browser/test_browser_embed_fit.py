"""Embeds that fit and stay light: at the size the Share dialog suggests, every
control of every game is inside the frame; a page of embeds starts no Python until
a reader presses Play; a viewer embed steps through a game and plays nothing."""

import random
import re

import pytest
from playwright.sync_api import expect

from piecepad import games
from piecepad.view import diagram
from piecepad.app import routes
from piecepad.record import Record
from piecepad.view.registry import view
from piecepad.view.share import embed_snippet

# Run in both boot modes (docs/testing.md): each game's embed; Python only on Play.
pytestmark = pytest.mark.boot

IDS = games.ids()
MIN_CELL = 36        # px: a square still comfortable to tap

OUTSIDE = """() => {
    const W = innerWidth, H = innerHeight, out = [];
    for (const el of document.querySelectorAll(
            '#app button, #app a, #app select, #app [data-sq], #app .move-list')) {
        const r = el.getBoundingClientRect();
        // Moves scrolled away inside the move list are reached by scrolling it.
        if (!r.width || el.closest('.moves')) continue;
        if (r.left < -1 || r.top < -1 || r.right > W + 1 || r.bottom > H + 1)
            out.push(`${el.id || el.dataset.sq || el.dataset.action || el.className}`
                     + ` at ${Math.round(r.right)},${Math.round(r.bottom)}`);
    }
    const cell = document.querySelector('#app .board [data-sq]').getBoundingClientRect();
    return {outside: out, cell: Math.min(cell.width, cell.height),
            scroll: document.scrollingElement.scrollHeight - H};
}"""


def playout(game_id, seed=2, cap=60):
    options = {"seed": seed} if games.get(game_id).uses_seed else {}
    record, rng = Record.new(game_id, **options), random.Random(seed)
    records = [record]
    while len(record) < cap and record.state.outcome is None:
        record = record.play(rng.choice(record.state.legal_moves()))
        records.append(record)
    return records


@pytest.mark.parametrize("game_id", IDS)
def test_every_control_fits_the_suggested_frame(new_context, server, ui, game_id):
    width, height = view(game_id).embed_size
    page = ui.watch(new_context(viewport={"width": width, "height": height}).new_page())
    records = playout(game_id)
    ui.boot(page, f"{server}/?embed{routes.play_hash(records[0])}")
    # Positions through a whole game: prompts, claims and choices come and go.
    for record in records[::3] + [records[-1]]:
        ui.go(page, routes.play_hash(record))
        fit = page.evaluate(OUTSIDE)
        assert fit["outside"] == [] and fit["scroll"] <= 1, (len(record), fit)
        assert fit["cell"] >= MIN_CELL, (len(record), fit)
    ui.shot(page, f"embed-fit-{game_id}")
    assert ui.problems(page) == []


def test_three_embeds_start_no_python_until_play(two_origins, new_context, ui):
    app_url = two_origins.app_url
    snippets = []
    for game_id in ("dodgem", "tracers", "pacru"):
        record = playout(game_id, cap=8)[-1]
        url = f"{app_url}/?embed{routes.play_hash(record)}"
        snippets.append(embed_snippet(url, f"Piecepad: {game_id}", view(game_id).embed_size,
                                      diagram.svg(record)))
    page = ui.watch(new_context().new_page())
    fetched = []
    page.on("request", lambda r: fetched.append(r.url))
    page.goto(two_origins.post("".join(snippets), name="three.html"))
    frames = page.frame_locator("iframe")
    for i in range(3):
        expect(frames.nth(i).locator("img")).to_be_visible()
        expect(frames.nth(i).locator("a", has_text="Play")).to_be_visible()
    page.wait_for_timeout(1_500)
    assert not [u for u in fetched if u.startswith(app_url)], "the facades fetch nothing"
    ui.shot(page, "embed-facades")

    frames.nth(1).locator("a", has_text="Play").click()
    frames.nth(1).locator(ui.READY).wait_for(state="attached", timeout=ui.BOOT_TIMEOUT)
    expect(frames.nth(1).locator("#app .board [data-sq]").first).to_be_visible()
    wasm = [u for u in fetched if u.endswith("pyodide.asm.wasm")]
    assert len(wasm) == 1, wasm
    expect(frames.nth(0).locator("a", has_text="Play")).to_be_visible()   # still a picture
    assert ui.problems(page) == []


def test_a_viewer_embed_steps_through_and_plays_nothing(new_context, server, ui):
    record = playout("dodgem", cap=12)[-1]
    width, height = view("dodgem").embed_size
    page = ui.watch(new_context(viewport={"width": width, "height": height}).new_page())
    ui.boot(page, f"{server}/?embed&view{routes.play_hash(record, at=4)}")
    expect(page.locator("#moves .ply.current")).to_have_attribute("data-ply", "4")
    expect(page.locator("#undo")).to_have_count(0)
    before = page.evaluate("location.hash")
    state = record.states[4]
    move = state.legal_moves()[0]
    ui.tap(page, move.origin)
    if move.target and move.target != "off":
        ui.tap(page, move.target)
    assert page.evaluate("location.hash") == before
    page.locator("#replay-next").click()
    expect(page.locator("#moves .ply.current")).to_have_attribute("data-ply", "5")
    assert re.search(r"&at=5$", page.evaluate("location.hash"))
    assert ui.problems(page) == []
