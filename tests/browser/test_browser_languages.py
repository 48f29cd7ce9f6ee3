"""Piecepad in German and French (docs/languages.md): with the browser set to de-DE or
fr-FR, every page, dialog and message reads in that language, <html lang> matches, and
the header's switch goes back to English and is remembered."""

import re

import pytest
from playwright.sync_api import expect

from piecepad import catalogue, games
from piecepad.record import Record

# Words of English sentences that are no German or French word: one of them in a line
# means an English sentence (or a piece of one) was left.
ENGLISH = {
    "the", "and", "your", "you", "with", "this", "that", "is", "are", "of", "to", "for",
    "from", "move", "moves", "game", "games", "play", "player", "players", "new", "rules",
    "learn", "saved", "board", "step", "steps", "win", "wins", "turn", "back", "next",
    "undo", "share", "copy", "close", "pick", "how", "when", "what", "where", "which",
    "has", "have", "can", "cannot", "it", "its", "by", "or", "no", "not",
    "yes", "here", "there", "one", "two", "three", "only", "each", "every", "first",
    "last", "again", "try", "set", "up", "out", "friend", "won", "lost", "draw", "goal",
    "round", "legal", "illegal", "square", "squares",
}
WORD = re.compile(r"[^\W\d_]+")     # letters of any script: "leçon" is one word
LANGS = {"de": "de-DE", "fr": "fr-FR"}


def _link(game_id):
    options = {"seed": 1} if games.get(game_id).uses_seed else {}
    return "#/play/" + Record.new(game_id, **options).to_text()


def _under_way(game_id):
    """A game twelve moves in (the home card's), so pieces, marks and scores show."""
    from piecepad.app.prerender import card_record
    from piecepad.app.routes import play_hash
    return play_hash(card_record(game_id))


def _pages():
    out = ["#/", "#/saved", "#/learn", "#/daily"]
    for entry in catalogue.entries():
        out += [_link(entry.id), _under_way(entry.id), f"#/rules/{entry.id}",
                f"#/learn/{entry.id}"]
        if entry.setup:
            out.append(f"#/setup/{entry.id}")
        if entry.puzzles:
            out += [f"#/puzzles/{entry.id}", f"#/puzzle/{entry.id}/1"]
    return out


SHOWN = """() => {
  const parts = [document.title];
  for (const id of ['app', 'dialog', 'live']) {
    const el = document.getElementById(id);
    if (el) parts.push(el.innerText || el.textContent);
  }
  parts.push(document.querySelector('header').innerText);
  const named = '[aria-label], [title], [placeholder], [alt]';
  document.querySelectorAll(named).forEach((el) => {
    for (const a of ['aria-label', 'title', 'placeholder', 'alt']) {
      if (el.hasAttribute(a)) parts.push(el.getAttribute(a));
    }
  });
  return parts.join('\\n');
}"""


def english_left(page):
    """The lines on screen (and read out: labels, titles) with an English word."""
    lines = page.evaluate(SHOWN).splitlines()
    found = []
    for line in lines:
        words = set(WORD.findall(line.lower().replace("dodg'em", "")
                                 .replace("abstract play", "")))
        if words & ENGLISH and line.strip() not in ("English",):
            found.append((sorted(words & ENGLISH), line.strip()[:300]))
    return found


@pytest.fixture(scope="module", params=sorted(LANGS))
def reader(request, browser, server, ui):
    """A page whose browser speaks only German (or French), booted once."""
    ctx = ui.open_context(browser, locale=LANGS[request.param])
    page = ui.watch(ctx.new_page())
    ui.boot(page, server + "/#/")
    yield request.param, page
    ctx.close()


@pytest.mark.boot  # a language's catalogue read at the start
def test_the_page_starts_in_the_browsers_language(reader, ui):
    lang, page = reader
    assert page.evaluate("document.documentElement.lang") == lang
    assert english_left(page) == []
    ui.shot(page, f"lang-{lang}-home")


@pytest.mark.parametrize("address", _pages())
def test_every_page_reads_in_the_readers_language(reader, ui, address):
    lang, page = reader
    ui.go(page, address)
    page.wait_for_timeout(50)
    assert page.evaluate("document.documentElement.lang") == lang
    assert english_left(page) == [], address
    assert ui.problems(page) == []


def test_dialogs_and_an_illegal_move_read_in_the_readers_language(reader, ui):
    lang, page = reader
    ui.go(page, "#/")
    page.locator('.game-card[data-game="dodgem"] button[data-action="new-game"]').click()
    expect(page.locator("#dialog")).to_be_visible()
    assert english_left(page) == []
    page.keyboard.press("Escape")
    ui.go(page, _link("dodgem"))
    page.fill("#type-move", "a1-a5")
    page.keyboard.press("Enter")
    expect(page.locator("#app .msg.error, #app [role=alert]").first).to_be_visible()
    assert english_left(page) == []
    ui.shot(page, f"lang-{lang}-illegal")


@pytest.mark.boot  # the language kept in storage
def test_the_header_switches_to_english_and_remembers_it(new_context, server, ui):
    page = ui.watch(new_context(locale="fr-FR").new_page())
    ui.boot(page, server + "/#/")
    assert page.evaluate("document.documentElement.lang") == "fr"
    with page.expect_navigation():
        page.select_option("#lang", "en")
    page.wait_for_selector("html[data-py-ready]", state="attached")
    assert page.evaluate("document.documentElement.lang") == "en"
    expect(page.locator("h1")).to_have_text("Pick a game")
    ui.reload(page)
    assert page.evaluate("document.documentElement.lang") == "en"
    assert page.evaluate("localStorage.getItem('piecepad:lang')") == "en"
    expect(page.locator("#lang")).to_have_value("en")


@pytest.mark.boot  # a link opened fresh
def test_a_link_opens_in_the_readers_language_not_the_senders(new_context, server, ui):
    """The sender chose German; the link carries the game only."""
    sender = ui.watch(new_context(locale="de-DE").new_page())
    ui.boot(sender, server + "/" + _link("quet"))
    link = sender.evaluate("location.href")
    reader = ui.watch(new_context(locale="fr-FR").new_page())
    ui.boot(reader, link)
    assert reader.evaluate("document.documentElement.lang") == "fr"
    assert english_left(reader) == []


@pytest.mark.boot  # English from the start
def test_an_english_browser_sees_english(new_context, server, ui):
    page = ui.watch(new_context(locale="en-GB").new_page())
    ui.boot(page, server + "/#/")
    assert page.evaluate("document.documentElement.lang") == "en"
    expect(page.locator("h1")).to_have_text("Pick a game")


@pytest.mark.boot  # the page before and as Python starts
@pytest.mark.parametrize("lang", sorted(LANGS))
def test_the_first_paint_is_in_the_readers_language_before_python_starts(
        new_context, server, ui, lang):
    """The build's pre-rendered pages in that language (pages/first-paint-<lang>.json,
    pages/<lang>/rules-*.html) are on screen with Python blocked."""
    ctx = new_context(locale=LANGS[lang])
    ctx.route("**/pyodide.asm.wasm", lambda route: route.abort())   # Python never starts
    page = ui.watch(ctx.new_page())
    for address, ready in (("#/", ".game-card"), (_link("tracers"), ".game-title"),
                           ("#/rules/quet", "h1")):
        page.goto("about:blank")              # a full load: first-paint.js runs again
        page.goto(server + "/" + address)
        page.wait_for_selector("#app " + ready, state="attached")
        assert page.evaluate("document.documentElement.lang") == lang
        assert not page.locator("html[data-py-ready]").count()
        assert english_left(page) == [], address
    ui.shot(page, f"lang-{lang}-first-paint-rules")
