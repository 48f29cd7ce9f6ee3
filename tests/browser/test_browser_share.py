"""The Share dialog in a real browser, every game: the link is copied (and says so),
the SVG, PNG and animated pictures download and open as images in Chromium, and the
diagram snippet shows in a page on another site with scripts off."""

import random
import re

import pytest
from playwright.sync_api import expect

from piecepad import games
from piecepad.app import routes
from piecepad.record import Record

IDS = games.ids()


def game_record(game_id, seed=4, plies=9):
    options = {"seed": seed} if games.get(game_id).uses_seed else {}
    record, rng = Record.new(game_id, **options), random.Random(seed)
    while len(record) < plies and record.state.outcome is None:
        record = record.play(rng.choice(record.state.legal_moves()))
    return record


def image_size(page, path, mime):
    """Open a downloaded file as an image in Chromium: its natural size (0 x 0 if
    the browser cannot draw it)."""
    data = path.read_bytes()
    viewer = page.context.new_page()          # about:blank: no site CSP in the way
    try:
        return viewer.evaluate("""async ([bytes, mime]) => {
        const blob = new Blob([new Uint8Array(bytes)], {type: mime});
        const img = new Image();
        img.src = URL.createObjectURL(blob);
        try { await img.decode(); } catch (e) { return [0, 0]; }
        return [img.naturalWidth, img.naturalHeight];
    }""", [list(data), mime])
    finally:
        viewer.close()


@pytest.fixture
def sharing(new_context, server, ui):
    context = new_context(accept_downloads=True)
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=server)
    page = ui.watch(context.new_page())
    ui.boot(page, server + "/#/")
    return page


@pytest.mark.parametrize("game_id", IDS)
def test_share_gives_a_link_and_three_pictures(sharing, ui, server, game_id, tmp_path):
    page = sharing
    record = game_record(game_id)
    ui.go(page, routes.play_hash(record, at=len(record) - 1))
    page.locator("#share").click()
    dialog = page.locator("dialog#dialog")
    expect(dialog).to_be_visible()
    link = server + "/" + routes.play_hash(record, at=len(record) - 1)
    expect(dialog.locator("#share-link")).to_have_value(link)

    dialog.locator('button[data-copy="share-link"]').click()
    expect(dialog.locator("#copy-status")).to_have_text("Link copied.")
    expect(dialog.locator('button[data-copy="share-link"]')).to_have_text("Copied ✓")
    assert dialog.locator("#copy-status").get_attribute("role") == "status"
    assert page.evaluate("navigator.clipboard.readText()") == link

    preview = dialog.locator("img.share-preview")
    assert preview.evaluate("img => img.decode().then(() => img.naturalWidth)") > 100

    sizes = {}
    for kind, mime, suffix in (("svg", "image/svg+xml", ".svg"), ("png", "image/png", ".png"),
                               ("animated", "image/svg+xml", ".svg")):
        with page.expect_download() as info:
            dialog.locator(f"#download-{kind}").click()
        download = info.value
        assert download.suggested_filename.startswith(f"piecepad-{game_id}-")
        assert download.suggested_filename.endswith(suffix)
        path = tmp_path / download.suggested_filename
        download.save_as(path)
        if kind == "png":
            assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
        else:
            assert path.read_text().startswith("<svg")
        sizes[kind] = image_size(page, path, mime)
        assert sizes[kind][0] > 100 and sizes[kind][1] > 100, (kind, sizes[kind])
    assert sizes["png"] == [2 * sizes["svg"][0], 2 * sizes["svg"][1]]
    assert "<animate" in (tmp_path / f"piecepad-{game_id}-game.svg").read_text()
    if game_id in ("pacru", "quet"):
        ui.shot(page, f"share-dialog-{game_id}")
    dialog.locator('button[data-action="close-dialog"]').last.click()   # Close at the end
    assert ui.record_of(page) == record.upto(len(record) - 1).to_text() or \
        page.evaluate("location.hash").startswith("#/play/")
    assert ui.problems(page) == []


def test_the_diagram_snippet_shows_on_another_site_with_scripts_off(
        sharing, ui, two_origins, new_context):
    record = game_record("tracers", plies=14)
    ui.go(sharing, routes.play_hash(record))
    sharing.locator("#share").click()
    snippet = sharing.locator("#share-html").input_value()
    assert snippet.startswith('<a href="') and "data:image/svg+xml;base64," in snippet
    assert "<script" not in snippet

    reader = new_context(java_script_enabled=False).new_page()
    reader.goto(two_origins.post(snippet, name="diagram.html"))
    img = reader.locator("a > img")
    expect(img).to_be_visible()
    box = img.bounding_box()
    assert box["width"] > 200 and box["height"] > 200
    # Drawn, not a broken-image icon: the picture's pixels differ across the board.
    shot = ui.shot(img, "share-diagram-in-a-post")
    assert shot.stat().st_size > 5_000
    # One number a move, as in the move list and links (movenumbers).
    assert img.get_attribute("alt").startswith(f"Tracers, after move {len(record)}: ")
    href = reader.locator("a").first.get_attribute("href")
    assert href.startswith(two_origins.app_url) and "#/play/pp1/tracers/" in href


def test_copy_refused_selects_the_text_to_copy_by_hand(new_context, server, ui):
    page = ui.watch(new_context().new_page())        # no clipboard permission
    ui.boot(page, server + "/#/play/pp1/dodgem/1.0//a5-a6")
    page.evaluate("() => { navigator.clipboard.writeText = () => Promise.reject("
                  "new Error('denied')); }")
    page.locator("#share").click()
    page.locator('button[data-copy="share-md"]').click()
    expect(page.locator("#copy-status")).to_contain_text("Markdown selected: press Ctrl+C")
    selected = page.evaluate("() => { const f = document.activeElement;"
                             " return f.value.slice(f.selectionStart, f.selectionEnd); }")
    assert selected.startswith("[![Piecepack Dodg'em") and re.search(r"\)\]\(http", selected)
