"""PPN in a real browser (issue 35): the Share dialog of Dodg'em and Tracers shows the
game as PPN, copies it and downloads a .ppn file (under the site's CSP) whose text
imports back to the same game; "Open a game" on the home page opens a pasted PPN with
its moves, and refuses a real PPN file of another game in one message, keeping the text."""

from pathlib import Path

import pytest
from playwright.sync_api import expect

from piecepad import ppn
from piecepad.app import routes
from piecepad.record import Record

from tests.browser.test_browser_a11y import axe

SAMPLES = Path(__file__).resolve().parents[1] / "engine" / "ppn_samples"
PHONE = {"width": 390, "height": 844}
GAMES = {"dodgem": "pp1/dodgem/1.0//a5-a6.f2-e2.a6-b6.e2-e3",
         "tracers": "pp1/tracers/1.1//h8-f7.a1-c2.f7-d6"}


@pytest.fixture
def page(new_context, server, ui):
    context = new_context(accept_downloads=True)
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=server)
    page = ui.watch(context.new_page())
    ui.boot(page, server + "/#/")
    return page


def test_share_offers_ppn_and_the_download_imports_back(page, ui, tmp_path):
    for game_id, text in GAMES.items():
        record = Record.from_text(text)
        ui.go(page, routes.play_hash(record, at=2))
        page.locator("#share").click()
        dialog = page.locator("dialog#dialog")
        field = dialog.locator("#share-ppn")
        expect(field).to_be_visible()
        assert ppn.from_ppn(field.input_value()).to_text() == text    # the whole game
        if game_id == "dodgem":
            axe(page, "the Share dialog with PPN")

        dialog.locator('button[data-copy="share-ppn"]').click()
        expect(dialog.locator("#copy-status")).to_have_text("PPN copied.")
        assert page.evaluate("navigator.clipboard.readText()") == field.input_value()

        with page.expect_download() as info:
            dialog.locator("#download-ppn").click()
        download = info.value
        assert download.suggested_filename == f"piecepad-{game_id}-game.ppn"
        path = tmp_path / download.suggested_filename
        download.save_as(path)
        assert ppn.from_ppn(path.read_text(encoding="utf-8")).to_text() == text
        expect(dialog.locator("#copy-status")).to_have_text(f"Saved {download.suggested_filename}.")
        if game_id == "tracers":
            dialog.locator("#share-ppn").scroll_into_view_if_needed()
            ui.shot(page, "share-ppn-1024")
            page.set_viewport_size(PHONE)
            dialog.locator("#download-ppn").scroll_into_view_if_needed()
            ui.shot(page, "share-ppn-390")
            page.set_viewport_size({"width": 1024, "height": 768})
        dialog.locator('button[data-action="close-dialog"]').last.click()   # Close at the end
        expect(dialog).to_be_hidden()
    assert ui.problems(page) == []


def test_open_a_game_opens_a_pasted_ppn_and_refuses_another_game(page, ui):
    dialog = page.locator("dialog#dialog")
    # Another game's real file: one message, the text kept, still on the home page.
    japan = (SAMPLES / "japan.ppn").read_text(encoding="utf-8")
    page.locator("#open-game").click()
    expect(dialog.locator("#open-text")).to_be_focused()
    dialog.locator("#open-text").fill(japan)
    dialog.locator("#open-submit").click()
    expect(dialog.locator("#dialog-error")).to_have_text(
        "This PPN is a game of Japan, which Piecepad does not play (it reads PPN of "
        "Dodg'em and Tracers).")
    expect(dialog.locator("#open-text")).to_be_focused()
    assert dialog.locator("#open-text").input_value() == japan
    assert page.evaluate("location.hash") in ("", "#/")
    axe(page, "the Open a game dialog with its message")
    ui.shot(page, "open-a-game-refused-1024")
    page.set_viewport_size(PHONE)
    ui.shot(page, "open-a-game-refused-390")
    page.set_viewport_size({"width": 1024, "height": 768})

    # A Tracers PPN: the game opens with its moves, as its link would.
    text = GAMES["tracers"]
    dialog.locator("#open-text").fill(ppn.to_ppn(Record.from_text(text)))
    dialog.locator("#open-submit").click()
    expect(dialog).to_be_hidden()
    page.wait_for_function("h => location.hash === h", arg="#/play/" + text)
    expect(ui.ply(page, 3)).to_be_visible()
    assert ui.record_of(page) == text
    page.go_back()                          # a new page in history, as a link
    page.wait_for_function("() => location.hash === '' || location.hash === '#/'")

    # The Saved page offers it too, and the opened game is saved there.
    ui.go(page, "#/saved")
    expect(page.locator("#app .saves li")).to_have_count(1)
    page.locator("#open-game").click()
    expect(dialog.locator("#open-text")).to_be_visible()
    ui.shot(page, "open-a-game-dialog-1024")
    assert ui.problems(page) == []


@pytest.mark.parametrize("size", [50_000, 400_000])
def test_a_long_refused_paste_stays_in_the_field_and_is_not_written_into_the_page(
        page, ui, size):
    """Issue 45, item 5: a refused paste of tens or hundreds of kB (under and over the
    longest text Piecepad reads) is said by its size and first words; the field keeps
    it as typed, and the dialog's HTML does not carry it again. A good paste then
    opens as usual. A header nested a thousand deep is refused in words, not a crash."""
    dialog = page.locator("dialog#dialog")
    pasted = "GameType: Dodg'em\n" + "1. " + "9" * (size - 22) + "\n"
    page.locator("#open-game").click()
    dialog.locator("#open-text").fill(pasted)
    dialog.locator("#open-submit").click()
    expect(dialog.locator("#dialog-error")).to_be_visible()
    expect(dialog.locator("#open-kept")).to_contain_text(f"{size:,} characters")
    expect(dialog.locator("#open-kept")).to_contain_text("GameType: Dodg")
    assert dialog.locator("#open-text").input_value() == pasted
    assert len(dialog.evaluate("d => d.innerHTML")) < 20_000
    expect(dialog.locator("#open-text")).to_be_focused()
    nested = "---\nGameType: " + "{a: " * 1000 + "}" * 1000 + "\n...\n1. a1-b1\n"
    dialog.locator("#open-text").fill(nested)
    dialog.locator("#open-submit").click()
    expect(dialog.locator("#dialog-error")).to_contain_text("nests")
    assert dialog.locator("#open-text").input_value() == nested
    text = GAMES["dodgem"]
    dialog.locator("#open-text").fill(ppn.to_ppn(Record.from_text(text)))
    dialog.locator("#open-submit").click()
    expect(dialog).to_be_hidden()
    page.wait_for_function("h => location.hash === h", arg="#/play/" + text)
    assert ui.problems(page) == []
