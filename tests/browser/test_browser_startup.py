"""Start-up (docs/startup.md): the first paint before Python, and the memory snapshot a
repeat visit restores, with every way it can fail falling back to a normal start.

These tests choose the boot mode themselves ("auto", as a visitor gets it), so `make
test`'s second browser pass (PIECEPAD_BOOT=snapshot) leaves them out (marker
`startup`)."""

import gzip
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.startup

ROOT = Path(__file__).resolve().parents[2]
GAME = "#/play/pp1/dodgem/1.0//a5-a6.f2-e2"
FINISHED = "#/play/pp1/tracers/1.1//h8-f7.a1-b3.f7-e5.b3-d4.e5xd4"   # Dark captures: over

# The key the service worker keeps the inflated snapshot under (assets/runtime.mjs).
SNAPSHOT_URL = ("() => new URL(`runtime/snapshot-${document.documentElement.dataset.build}.heap`,"
                " location.href).href")
CACHED = """async (t) => {     // resolves once the offline cache holds this build's snapshot
    const url = (%s)();
    for (const end = Date.now() + t; Date.now() < end; await new Promise(r => setTimeout(r, 200)))
        if (await caches.match(url)) return url;
    throw new Error(`the snapshot was not cached within ${t} ms`);
}""" % SNAPSHOT_URL
# Replace this build's cached snapshot with bytes made from the good one by `change`.
REPLACE = """async (change) => {
    const url = (%s)();
    const cache = await caches.open(`piecepad-${document.documentElement.dataset.build}`);
    const good = new Uint8Array(await (await cache.match(url)).arrayBuffer());
    let bad;
    if (change === "truncate") bad = good.slice(0, good.length >> 1);
    if (change === "garbage") {
        bad = good.slice();
        for (let i = 64; i < bad.length; i += 4096) bad[i] ^= 0xff;      // a damaged heap
    }
    if (change === "other-build") {
        bad = good.slice();
        bad.set(new TextEncoder().encode("piecepad-snapshot 000000000000"));
    }
    await cache.put(url, new Response(bad));
    return good[64];
}""" % SNAPSHOT_URL


def visitor(new_context, **options):
    """A context that starts the way a visitor's browser does, whatever PIECEPAD_BOOT says."""
    ctx = new_context(**options)
    ctx.add_init_script("window.__piecepadBoot = 'auto';")
    return ctx


def booted(page):
    return page.evaluate("""() => { const d = document.documentElement.dataset;
        return [d.boot, d.bootFallback || null, d.build]; }""")


def first_visit_then_cached(ui, page, url):
    ui.boot(page, url)
    assert booted(page)[:2] == ["plain", None], "a first visit starts normally, quietly"
    ui.sw_ready(page)
    page.evaluate(CACHED, 30_000)


def plays(ui, page):
    """The app works: a move is played by the engine and shows in the list."""
    ui.go(page, "#/play/pp1/dodgem/1.0//")
    ui.click_move(page, "a5-a6", 1)
    assert ui.record_of(page) == "pp1/dodgem/1.0//a5-a6"


# -- first paint ----------------------------------------------------------------
def test_every_page_has_real_content_before_python_starts(new_context, server, ui):
    ctx = visitor(new_context)
    ctx.route("**/pyodide.asm.wasm", lambda route: route.abort())   # Python never starts
    page = ctx.new_page()
    page.goto(server + "/#/", wait_until="domcontentloaded")
    expect(page.locator("#app h1")).to_have_text("Pick a game")
    expect(page.locator("#app .game-card")).to_have_count(6)
    expect(page.locator("#boot")).to_be_visible()
    ui.shot(page, "startup-01-home-before-python")

    page.goto(server + "/#/rules/quet/about", wait_until="domcontentloaded")
    page.reload(wait_until="domcontentloaded")       # only the hash changed: load it afresh
    expect(page.locator("#app article.rules h1")).to_contain_text("Quet")

    page.goto("about:blank")
    page.goto(server + "/" + GAME.replace("dodgem", "pacru").split("//")[0] + "//",
              wait_until="domcontentloaded")
    expect(page.locator("#app .game-title")).to_contain_text("Pacru")
    expect(page.locator("#app")).to_have_class("skeleton")
    expect(page.locator("#app .board .cell")).to_have_count(81)    # the right size: 9 x 9
    assert page.locator("#app .board .piece").first.is_hidden()    # no position yet
    ui.shot(page, "startup-02-game-link-before-python")

    page.goto("about:blank")
    page.goto(server + "/?embed#/play/pp1/quet/1.0//", wait_until="domcontentloaded")
    expect(page.locator("#app .embed-page")).to_have_count(1)


# What was requested by the time of the first contentful paint (resource timing).
STARTED_AFTER_PAINT = """() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0];
    const asked = (end) => performance.getEntriesByType("resource")
        .filter(r => r.name.split("?")[0].endsWith(end)).map(r => r.startTime);
    return {paint: paint ? paint.startTime : null, runtime: asked("/assets/runtime.mjs"),
            wasm: asked("/pyodide.asm.wasm"), core: asked("/core.js"),
            boot: asked("/assets/boot.js"), morph: asked("/assets/morph.js"),
            share: asked("/assets/share.js")};
}"""


def test_python_starts_once_the_first_frame_is_on_screen(new_context, server, ui):
    """Started beside the first frame, Python's start held the game's name back by
    20-60 ms (docs/startup.md, "Python after the first frame on screen"): nothing of the
    runtime is requested before the first contentful paint, and everything after it. Nor
    are the page's script files: the parser fetched them ahead of the frame."""
    page = visitor(new_context).new_page()
    ui.boot(page, server + "/" + GAME)
    got = page.evaluate(STARTED_AFTER_PAINT)
    assert got["paint"] is not None, got
    assert not got["boot"], "boot.js is inline: the page has no such file to request"
    for what in ("runtime", "wasm", "core", "morph", "share"):
        assert got[what], f"{what} was never requested: {got}"
        assert min(got[what]) >= got["paint"], f"{what} requested before the first paint: {got}"
    # The preloads went into <head> with the start, all of them at once.
    assert page.locator("head link[rel=modulepreload][href$='pyodide.asm.mjs']").count() == 1
    assert page.locator("head link[rel=preload][href$='pyodide.asm.wasm']").count() == 1


def test_a_board_that_is_never_drawn_still_starts(new_context, two_origins):
    """A page the browser never paints (an embed hidden in its blog post, like one
    scrolled far out of view) reports no first paint: Python starts anyway, soon."""
    src = two_origins.app_url + "/?embed" + GAME
    page = new_context().new_page()
    page.goto(two_origins.post(f'<iframe id="game" src="{src}" title="Piecepad" '
                               'style="display:none"></iframe>', name="hidden.html"))
    frame = page.frame_locator("#game")
    expect(frame.locator("html[data-py-ready]")).to_have_count(1, timeout=90_000)
    expect(frame.locator("#moves .ply")).to_have_count(3)    # Start, a5-a6, f2-e2
    fcp = page.frames[1].evaluate(
        "performance.getEntriesByName('first-contentful-paint').length")
    assert fcp == 0, "the frame was painted after all: this test proves nothing"


@pytest.mark.parametrize("missing", ["pyodide.asm.mjs", "pyodide.asm.wasm"])
def test_a_start_that_fails_says_so_and_keeps_saying_it(new_context, server, ui, missing):
    """Python may start before boot.js listens: a failure then is still shown,
    and PyScript's later progress never paints over it. The wasm's failure too, which
    Pyodide itself only warns about (its start would never end)."""
    ctx = visitor(new_context)
    ctx.route("**/" + missing, lambda route: route.abort())
    page = ctx.new_page()
    page.goto(server + "/" + GAME, wait_until="domcontentloaded")
    stage = page.locator("#boot-stage")
    expect(stage).to_contain_text("could not start: Python did not start")
    page.wait_for_timeout(1500)
    expect(stage).to_contain_text("could not start")
    expect(page.locator("#app .game-title")).to_contain_text("Dodg")    # the page stays
    ui.shot(page, f"startup-03-no-{missing.replace('.', '-')}")


def test_python_takes_over_the_same_page_without_a_jump(new_context, server, ui):
    page = ui.watch(visitor(new_context).new_page())
    for address in ("/#/", "/#/rules/dodgem"):
        page.goto("about:blank")
        page.goto(server + address, wait_until="domcontentloaded")
        page.wait_for_selector("#app h1")       # a rules page is fetched first
        before = page.evaluate("() => [document.getElementById('app').innerHTML,"
                               " document.querySelector('#app h1').getBoundingClientRect().y,"
                               " document.body.scrollHeight]")
        page.wait_for_selector(ui.READY, state="attached", timeout=ui.BOOT_TIMEOUT)
        after = page.evaluate("() => [document.getElementById('app').innerHTML,"
                              " document.querySelector('#app h1').getBoundingClientRect().y,"
                              " document.body.scrollHeight]")
        assert after == before, f"{address}: Python painted something else"
    expect(page.locator("#boot")).to_be_hidden()
    assert ui.problems(page) == []


def test_a_returning_players_home_has_its_real_shape_at_once(new_context, server, ui):
    ctx = visitor(new_context)
    page = ui.watch(ctx.new_page())
    ui.boot(page, server + "/" + GAME)           # opening a link saves the game
    # More games: in progress (the Continue rows hold three) and one finished.
    for link in ("#/play/pp1/tracers/1.1//h8-f7", "#/play/pp1/quet/2008-09-21//",
                 "#/play/pp1/tracross/1.0//", FINISHED, GAME):
        ui.go(page, link)
        expect(page.locator("#app .board")).to_be_visible()
    ui.go(page, "#/")
    expect(page.locator("#app .resume")).to_have_count(1)
    expect(page.locator("#app .resume .saved-game")).to_have_count(1)
    expect(page.locator("#app .also-playing .saved-game")).to_have_count(2)
    python_home = page.locator("#app").inner_html()
    ctx.route("**/pyodide.asm.wasm", lambda route: route.abort())
    page.reload(wait_until="domcontentloaded")
    assert page.locator("#app").inner_html() == python_home
    assert page.locator(ui.READY).count() == 0     # that was first-paint.js, not Python


def test_a_returning_players_home_says_your_move_at_once(new_context, server, ui):
    """A friend's game waiting for this device: "Your move in 1 game" is in the first
    paint already, where Python puts it (nothing jumps when Python takes over)."""
    ctx = visitor(new_context)
    page = ui.watch(ctx.new_page())
    ui.boot(page, server + "/#/")
    page.locator('.game-card[data-game="tracers"] [data-action="play-friend"]').click()
    dialog = page.locator("dialog#dialog")
    dialog.locator('select[name="seat0"]').select_option("friend")
    dialog.locator('select[name="seat1"]').select_option("human")
    dialog.locator("#start-game").click()
    expect(page.locator("#status")).to_have_text("Your move (Dark).")
    ui.go(page, "#/")
    expect(page.locator("#app .your-move-line")).to_have_text("Your move in 1 game")
    python_home = page.locator("#app").inner_html()
    ctx.route("**/pyodide.asm.wasm", lambda route: route.abort())
    page.reload(wait_until="domcontentloaded")
    assert page.locator("#app").inner_html() == python_home
    assert page.locator(ui.READY).count() == 0     # that was first-paint.js, not Python


# -- the snapshot -------------------------------------------------------------------
def test_a_repeat_visit_restores_the_snapshot_and_plays(new_context, server, ui):
    page = ui.watch(visitor(new_context).new_page())
    first_visit_then_cached(ui, page, server + "/#/")
    ui.reload(page)
    assert booted(page)[:2] == ["snapshot", None]
    plays(ui, page)
    assert ui.problems(page) == []


@pytest.mark.parametrize("damage", ["truncate", "garbage", "other-build"])
def test_a_bad_snapshot_falls_back_to_a_normal_start(new_context, server, ui, damage):
    page = ui.watch(visitor(new_context).new_page())
    first_visit_then_cached(ui, page, server + "/#/")
    first_heap_byte = page.evaluate(REPLACE, damage)
    ui.reload(page)
    boot, why, _ = booted(page)
    assert boot == "plain" and why, f"{damage}: {boot}, {why}"
    if damage == "other-build":
        assert "another build" in why
    if damage == "truncate":
        assert "incomplete" in why
    plays(ui, page)
    if damage == "garbage":
        # A failed restore fetches a good copy for next time.
        page.evaluate("""async ([url, byte]) => {
            for (const end = Date.now() + 30000; Date.now() < end;
                 await new Promise(r => setTimeout(r, 200))) {
                const r = await caches.match(url);
                if (r && new Uint8Array(await r.arrayBuffer())[64] === byte) return;
            }
            throw new Error("the bad snapshot was not replaced within 30 s");
        }""", [page.evaluate(SNAPSHOT_URL), first_heap_byte])
        ui.reload(page)
        assert booted(page)[:2] == ["snapshot", None]
    page.problems[:] = [p for p in page.problems if "snapshot" not in p]
    assert ui.problems(page) == []


@pytest.mark.parametrize("refusal", [
    "Object.defineProperty(window, 'caches', {value: undefined})",          # private mode
    "for (const name of ['match', 'has', 'open', 'keys'])"                   # storage blocked
    " CacheStorage.prototype[name] = () => Promise.reject("
    "new DOMException('The operation is insecure.', 'SecurityError'))",
])
def test_storage_that_refuses_means_a_normal_start(new_context, server, ui, refusal):
    ctx = visitor(new_context)
    page = ui.watch(ctx.new_page())
    first_visit_then_cached(ui, page, server + "/#/")
    ctx.add_init_script(refusal)
    ui.reload(page)
    assert booted(page)[0] == "plain"
    plays(ui, page)
    assert ui.problems(page) == []


def test_a_new_deploy_never_restores_the_old_snapshot(new_context, private_server, site_dir,
                                                      tmp_path, ui):
    other = build_variant(tmp_path)
    served = tmp_path / "served"
    shutil.copytree(site_dir, served)
    srv, url = private_server.start(served)
    page = ui.watch(visitor(new_context).new_page())
    first_visit_then_cached(ui, page, url + "/#/")
    old_build = booted(page)[2]
    ui.reload(page)
    assert booted(page) == ["snapshot", None, old_build]

    shutil.rmtree(served)                      # deploy the other build
    shutil.copytree(other, served)
    new_build = (other / "sw.js").read_text().split('"piecepad-')[1].split('"')[0]
    assert new_build != old_build
    ui.reload(page)                            # the old worker still serves the old build...
    assert booted(page)[2] in (old_build, new_build)
    page.evaluate("""async (name) => {             // ...until the new one has taken over
        for (const end = Date.now() + 60000; Date.now() < end;
             await new Promise(r => setTimeout(r, 250))) {
            const keys = await caches.keys();
            if (keys.length === 1 && keys[0] === name) return;
        }
        throw new Error(`${name} did not replace the old cache within 60 s`);
    }""", f"piecepad-{new_build}")
    ui.reload(page)
    assert booted(page) == ["snapshot", None, new_build]
    plays(ui, page)


def build_variant(tmp_path):
    """The site built from a copy of the repo with one stylesheet line added: another
    deploy, with its own build id and snapshot."""
    src = tmp_path / "src"
    skip = shutil.ignore_patterns("node_modules", "dist", ".git", ".cache", "test-results",
                                  "__pycache__")
    shutil.copytree(ROOT, src, ignore=skip)
    (src / "node_modules").symlink_to(ROOT / "node_modules", target_is_directory=True)
    with open(src / "assets" / "app.css", "a") as css:
        css.write("\n/* another deploy */\n")
    out = tmp_path / "other"
    done = subprocess.run([sys.executable, str(src / "tools" / "build.py"), "--root", str(src),
                           "--out", str(out), "--quiet"], capture_output=True, text=True,
                          env={**os.environ})
    assert done.returncode == 0, done.stderr[-2000:]
    return out


# -- installable -------------------------------------------------------------------------
def test_chromium_finds_the_site_installable(_playwright, server, tmp_path, ui):
    # A profile on disk: Chromium never offers to install from an incognito context.
    ctx = _playwright.chromium.launch_persistent_context(
        tmp_path / "profile", headless=True,
        executable_path=os.environ.get("PIECEPAD_CHROMIUM", "/usr/bin/chromium"),
        args=["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--enable-logging=stderr"])
    try:
        installable(ctx, server, ui)
    finally:
        ctx.close()


def installable(ctx, server, ui):
    ctx.add_init_script("window.__piecepadBoot = 'auto';")
    page = ui.watch(ctx.pages[0] if ctx.pages else ctx.new_page())
    first_visit_then_cached(ui, page, server + "/#/")
    ui.reload(page)                            # now under the service worker
    cdp = page.context.new_cdp_session(page)
    manifest = cdp.send("Page.getAppManifest")
    assert manifest["errors"] == [], manifest["errors"]
    assert '"short_name": "Piecepad"' in manifest["data"]
    assert cdp.send("Page.getInstallabilityErrors")["installabilityErrors"] == []
    for icon in ("icon-192.png", "icon-512.png", "maskable-512.png"):
        response = page.request.get(f"{server}/assets/icons/{icon}")
        assert response.ok and response.headers["content-type"] == "image/png"
