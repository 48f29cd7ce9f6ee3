"""Accessibility and themes in the browser (issue 15, item 3).

axe-core (a pinned dev dependency, injected by the test and never part of the site) runs
on the home page, every rules page and every game's page, in the light and the dark
theme, and must find nothing serious or critical. The theme switch in the header works
before Python starts, is kept across visits, applies before the first paint, and falls
back to the system's setting where storage is blocked. Screenshots of every game in both
themes at a desktop and a phone size go to test-results/screenshots/theme-*.png.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from piecepad import games
from piecepad.record import Record

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
THEMES = ("light", "dark")
# axe runs in forced colours too (Windows high contrast), over the light system scheme.
AXE_THEMES = THEMES + ("forced",)
PHONE = {"width": 390, "height": 844}
KEY = "piecepad:theme"


def game_link(game_id, plies=6):
    """A game a few moves in: pieces moved, marks made, a last move to highlight.
    The moves are the engine's own, picked by a fixed rule, so the link is stable."""
    game = games.get(game_id)
    record = Record.new(game_id, seed=3) if game.uses_seed else Record.new(game_id)
    for i in range(plies):
        state = record.state
        if state.outcome is not None:
            break
        moves = sorted(state.legal_moves(), key=lambda m: m.text)
        record = record.play(moves[(i * 7 + 3) % len(moves)])
    return "#/play/" + record.to_text()


def axe(page, what):
    """Run axe on the page as it stands; fail listing every serious or critical
    violation (rule, impact, help, and each offending node with axe's summary)."""
    if not AXE.is_file():
        pytest.fail(f"{AXE} is missing: run `npm ci` (axe-core is a pinned dev dependency)",
                    pytrace=False)
    if not page.evaluate("typeof window.axe === 'object'"):
        # Evaluated rather than added as a <script>: the site's CSP (served in the tests
        # as on Netlify) refuses inline scripts, and the checker is not a site file.
        page.evaluate(AXE.read_text(encoding="utf-8"))
    result = page.evaluate("""() => axe.run(document, {resultTypes: ['violations']})
        .then(r => r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
            nodes: v.nodes.map(n => ({target: n.target.join(' '), summary: n.failureSummary,
                                      html: n.html.slice(0, 160)}))})))""")
    bad = [v for v in result if v["impact"] in ("serious", "critical")]
    for v in result:
        if v not in bad:
            print(f"axe ({what}), {v['impact']}: {v['id']} on {len(v['nodes'])} node(s)")
    if bad:
        lines = [f"axe found {len(bad)} serious or critical violation(s) on {what}:"]
        for v in bad:
            lines.append(f"- {v['id']} ({v['impact']}): {v['help']}")
            for n in v["nodes"][:8]:
                summary = " / ".join(s.strip() for s in (n["summary"] or "").splitlines()[1:3])
                lines.append(f"    {n['target']}: {summary}\n      {n['html']}")
            if len(v["nodes"]) > 8:
                lines.append(f"    ... and {len(v['nodes']) - 8} more")
        pytest.fail("\n".join(lines), pytrace=False)


def use_theme(page, theme):
    """The system's scheme (the switch left on Auto); "forced": forced colours on."""
    page.evaluate(f"localStorage.removeItem('{KEY}')")
    forced = theme == "forced"
    page.emulate_media(color_scheme="light" if forced else theme,
                       forced_colors="active" if forced else "none")
    expect(page.locator("html")).not_to_have_attribute("data-theme", re.compile("."))


def page_colours(page):
    return page.evaluate("""() => [getComputedStyle(document.documentElement).backgroundColor,
                                   getComputedStyle(document.body).color]""")


DARK_BG = "rgb(21, 24, 31)"          # --paper in the dark theme
LIGHT_BG = "rgb(246, 243, 236)"


@pytest.mark.parametrize("theme", AXE_THEMES)
def test_home_and_rules_pages_pass_axe(app, ui, theme):
    use_theme(app, theme)
    ui.go(app, "#/")
    if theme != "forced":
        assert page_colours(app)[0] == (DARK_BG if theme == "dark" else LIGHT_BG)
    axe(app, f"the home page ({theme})")
    if theme == "dark":
        ui.shot(app, "theme-home-dark")
    app.locator('.game-card[data-game="pacru"] button[data-action="new-game"]').click()
    expect(app.locator("dialog#dialog")).to_be_visible()
    axe(app, f"the new-game dialog ({theme})")
    ui.shot(app, f"theme-dialog-{theme}")
    app.locator('dialog button[data-action="close-dialog"]').click()
    for game_id in games.ids():
        ui.go(app, f"#/rules/{game_id}")
        expect(app.locator("#app h1")).to_be_visible()
        axe(app, f"the rules of {game_id} ({theme})")
    ui.shot(app, f"theme-rules-{theme}", full_page=False)
    assert ui.problems(app) == []
    use_theme(app, "light")


def test_every_dialog_is_named_by_its_heading(app, ui):
    """Issue 44, item 7: the shell's aria-label ("Dialog") named every dialog alike; a
    screen reader now hears the dialog's own heading, with or without an id of its own."""
    card = app.locator('.game-card[data-game="dodgem"]')
    card.locator('button[data-action="new-game"]').click()
    expect(app.get_by_role("dialog", name="New game: Piecepack Dodg'em")).to_be_visible()
    app.keyboard.press("Escape")
    expect(app.locator("dialog#dialog")).to_be_hidden()
    app.locator("#open-game").click()
    expect(app.get_by_role("dialog", name="Open a game")).to_be_visible()
    app.keyboard.press("Escape")
    expect(app.locator("dialog#dialog")).to_be_hidden()
    assert ui.problems(app) == []


@pytest.mark.parametrize("theme", AXE_THEMES)
def test_share_saved_setup_and_learning_pages_pass_axe(app, ui, theme):
    use_theme(app, theme)
    ui.go(app, game_link("tracers"))
    app.locator("#share").click()
    expect(app.locator("dialog#dialog #share-link")).to_be_visible()
    axe(app, f"the Share dialog ({theme})")
    ui.shot(app, f"theme-share-{theme}")
    app.locator('dialog button[data-action="close-dialog"]').last.click()   # Close at the end
    for page_hash, what in (("#/saved", "saved games"), ("#/setup/pacru", "the Pacru set-up"),
                            ("#/learn/dodgem", "the Dodg'em lesson"),
                            ("#/puzzles/tracers", "the Tracers puzzles"),
                            ("#/daily", "the puzzle of the day")):
        ui.go(app, page_hash)
        expect(app.locator("#app h1").first).to_be_visible()
        axe(app, f"{what} ({theme})")
    ui.shot(app, f"theme-daily-{theme}")
    assert ui.problems(app) == []
    use_theme(app, "light")


@pytest.mark.parametrize("theme", AXE_THEMES)
@pytest.mark.parametrize("game_id", games.ids())
def test_every_game_page_passes_axe_and_is_pictured(app, ui, game_id, theme):
    use_theme(app, theme)
    ui.go(app, game_link(game_id))
    expect(app.locator("#app .board")).to_be_visible()
    movable = app.locator("#app .cell.movable")
    if movable.count():                     # a piece picked: its destinations show
        movable.first.click()
        expect(app.locator("#app .cell.selected")).to_have_count(1)
    axe(app, f"the {game_id} page ({theme})")
    ui.shot(app, f"theme-{game_id}-{theme}-1024")
    app.set_viewport_size(PHONE)
    ui.shot(app, f"theme-{game_id}-{theme}-390", full_page=True)
    axe(app, f"the {game_id} page at 390x844 ({theme})")
    assert ui.problems(app) == []
    use_theme(app, "light")


def cell_pixels(page, squares):
    """Each square's picture (PNG bytes) as it is on screen now."""
    return {sq: page.locator(f'#app .board [data-sq="{sq}"]').screenshot() for sq in squares}


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("game_id", games.ids())
def test_the_pick_its_targets_and_the_last_move_show_in_forced_colours(app, ui, game_id, theme):
    """Forced colours drop backgrounds and shadows: the picked piece, each of its legal
    destinations and the last move must still change the pixels of their squares (they
    have outlines, borders and shapes in system colours), and the move on show in the
    list is in Highlight. Screenshots: test-results/screenshots/forced-<game>-<theme>.png."""
    use_theme(app, theme)
    ui.go(app, game_link(game_id))
    expect(app.locator("#app .board")).to_be_visible()
    app.emulate_media(color_scheme=theme, forced_colors="active")
    assert app.evaluate("matchMedia('(forced-colors: active)').matches")
    last = app.locator("#app .board .cell.last").evaluate_all(
        "els => els.map(e => [e.dataset.sq, getComputedStyle(e).outlineStyle])")
    assert last and all(style != "none" for _, style in last), last
    movable = app.locator("#app .board .cell.movable")
    if movable.count():                      # a game of pieces: pick one
        square = movable.first.get_attribute("data-sq")
        movable.first.click()
        expect(app.locator("#app .cell.selected")).to_have_count(1)
        targets = app.locator("#app .board .cell.target, #app .board .cell.capture").evaluate_all(
            "els => els.map(e => e.dataset.sq)")
        assert targets, f"{square} picked, but no destination is marked"
        app.evaluate("document.activeElement.blur()")   # the focus ring is not the mark
        app.mouse.move(0, 0)
        marked = cell_pixels(app, [square] + targets)
        ui.shot(app, f"forced-{game_id}-{theme}")
        # The same squares with the marks taken off (the next page drawn puts them back).
        app.evaluate("""() => document.querySelectorAll('#app .board .cell').forEach(el =>
            el.classList.remove('selected', 'target', 'capture', 'movable', 'last', 'hint'))""")
        bare = cell_pixels(app, [square] + targets)
        unchanged = [sq for sq in [square] + targets if marked[sq] == bare[sq]]
        assert unchanged == [], f"in forced colours nothing shows on {unchanged}"
    else:
        ui.shot(app, f"forced-{game_id}-{theme}")
    plies = app.evaluate("""() => ['.ply.current', '.ply:not(.current)'].map(sel => {
        const css = getComputedStyle(document.querySelector('#moves ' + sel));
        return [css.backgroundColor, css.outlineStyle]; })""")
    assert plies[0][0] != plies[1][0] and plies[0][1] != "none", plies
    assert ui.problems(app) == []
    use_theme(app, "light")


@pytest.mark.boot  # the theme kept in storage, read at the start
def test_the_switch_is_kept_and_applies_before_the_first_paint(new_context, server, ui):
    """Dark chosen on a light system: kept in storage, on <html> before the first frame
    (no flash of the light page), the switch showing it, before and after Python."""
    ctx = new_context(color_scheme="light")
    # What the first frame would show: recorded before any of the page's own scripts.
    ctx.add_init_script("""requestAnimationFrame(() => {
        window.__firstFrame = {theme: document.documentElement.getAttribute('data-theme'),
                               bg: getComputedStyle(document.documentElement).backgroundColor};
    });""")
    page = ui.watch(ctx.new_page())
    ui.boot(page, server + "/#/")
    assert page.evaluate("window.__firstFrame.theme") is None
    switch = page.locator("header.top select#theme")
    expect(switch).to_have_value("auto")
    switch.select_option("dark")
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")
    assert page_colours(page)[0] == DARK_BG
    assert ui.storage(page)[KEY] == "dark"

    # A new visit, to a game link: dark from the first frame, the switch says so while
    # Python is still starting, and Python's repaint keeps it.
    page.goto("about:blank")
    page.goto(server + "/" + game_link("dodgem"))
    first = page.evaluate("() => new Promise(r => requestAnimationFrame(() => r(window.__firstFrame)))")
    assert first == {"theme": "dark", "bg": DARK_BG}, first
    expect(page.locator("select#theme")).to_have_value("dark")
    page.wait_for_selector(ui.READY, state="attached", timeout=ui.BOOT_TIMEOUT)
    expect(page.locator("html")).to_have_attribute("data-theme", "dark")

    # Back to Auto: storage forgets it, the system's light applies again.
    page.locator("select#theme").select_option("auto")
    expect(page.locator("html")).not_to_have_attribute("data-theme", re.compile("."))
    assert KEY not in ui.storage(page)
    assert page_colours(page)[0] == LIGHT_BG
    assert ui.problems(page) == []


@pytest.mark.boot  # the page before Python has started
def test_the_switch_works_before_python_starts(new_context, server, ui):
    """The header is plain HTML wired by assets/theme.js: no Python needed."""
    ctx = new_context(color_scheme="dark")
    ctx.route(re.compile(r".*/py/main\.py$"), lambda route: route.abort())
    page = ctx.new_page()
    page.goto(server + "/#/rules/dodgem")
    expect(page.locator("#app h1")).to_be_visible()
    assert page.locator(ui.READY).count() == 0
    assert page_colours(page)[0] == DARK_BG              # Auto, on a dark system
    page.locator("select#theme").select_option("light")
    expect(page.locator("html")).to_have_attribute("data-theme", "light")
    assert page_colours(page)[0] == LIGHT_BG
    assert ui.storage(page)[KEY] == "light"


@pytest.mark.boot  # storage blocked in a cross-site frame
def test_blocked_storage_follows_the_system(two_origins, new_context, ui):
    """In a cross-site frame localStorage throws: the theme is the system's, the page
    starts, and choosing one still works for the page."""
    src = f"{two_origins.app_url}/?embed#/play/pp1/dodgem/1.0//a5-a6"
    page = ui.watch(new_context(color_scheme="dark").new_page())
    page.goto(two_origins.blog_page(src, name="theme.html"))
    outer = page.frame_locator("iframe#game")
    outer.locator(ui.READY).wait_for(state="attached", timeout=ui.BOOT_TIMEOUT)
    frame = page.frame(url=re.compile(r"^http://127\.0\.0\.1:\d+/\?embed"))
    assert frame.evaluate("document.documentElement.dataset.storage") == "blocked"
    assert frame.evaluate("document.documentElement.getAttribute('data-theme')") is None
    assert page_colours(frame)[0] == DARK_BG
    # The header (and its switch) is hidden in an embed; the switch still answers.
    frame.evaluate("""() => { const s = document.getElementById('theme');
                              s.value = 'light'; s.dispatchEvent(new Event('change')); }""")
    assert frame.evaluate("document.documentElement.getAttribute('data-theme')") == "light"
    assert page_colours(frame)[0] == LIGHT_BG
    ui.shot(page, "theme-embed-blocked-storage")
    assert ui.problems(page) == []


def test_axe_is_not_part_of_the_site(site_dir):
    """The checker is the tests' own: nothing of it is built into the site."""
    built = [p for p in Path(site_dir).rglob("*") if "axe" in p.name.lower()]
    assert built == []
    sw = (Path(site_dir) / "sw.js").read_text()
    assert "axe" not in json.dumps(re.findall(r'"[^"]*"', sw)).lower()
