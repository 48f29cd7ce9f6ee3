"""Storage full is told (issue 45, item 6): with every localStorage write refused, the
theme, sort and language switches say their choice cannot be kept, in the note below
the header (a polite live region) or the Saved page and the live region; the theme and
the order still apply to this page, the language stays (its reload would lose it)."""

from playwright.sync_api import expect

FULL = ("Storage.prototype.setItem = function () {"
        " throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); };")


def test_switches_say_a_choice_cannot_be_kept_when_storage_is_full(new_context, server, ui):
    ctx = new_context()
    ctx.add_init_script(FULL)
    page = ui.watch(ctx.new_page())
    ui.boot(page, server + "/#/play/pp1/dodgem/1.0//a5-a6")    # a save, in memory only
    note = page.locator("#switch-note")
    expect(note).to_have_attribute("role", "status")
    expect(note).to_have_text("")

    page.locator("#theme").select_option("dark")
    expect(note).to_contain_text("Your theme cannot be kept")
    expect(note).to_be_visible()
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")

    ui.go(page, "#/saved")
    page.locator("#sort-saves").select_option("game")
    expect(page.locator("#sort-note")).to_contain_text("Your sort order cannot be kept")
    expect(page.locator("#live")).to_contain_text("Your sort order cannot be kept")

    page.locator("#lang").select_option("de")
    expect(note).to_contain_text("The language cannot be changed")
    expect(page.locator("#lang")).to_have_value("en")
    assert page.evaluate("document.documentElement.lang") == "en"
    ui.shot(page, "storage-full-switches")
    assert not ui.problems(page), ui.problems(page)
