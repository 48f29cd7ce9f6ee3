"""Browser test fixtures: build the site, serve it, drive Chromium with Playwright.

Everything here is plain Playwright (sync API) on the Debian Chromium; no
pytest-playwright and never `playwright install`.

Fixtures
  site_dir      the site, built once per run by tools/build.py into a private
                folder (so a rebuild of dist/ by someone else mid-run cannot break
                us), shared by pytest-xdist's workers; set PIECEPAD_DIST=<dir> to
                test an already built site instead
  server        base URL of the session server (tools/serve.py: netlify.toml
                headers, CSP included) on 127.0.0.1
  private_server  factory for extra servers a test may stop (offline test)
  two_origins   a blog on localhost:<P1> that embeds the app from 127.0.0.1:<P2>
  browser       one Chromium per session (per xdist worker), launched with the flags the browser needs as root
  new_context   factory for fresh contexts (closed after the test)
  open_context  a context as the run's boot mode wants it (PIECEPAD_BOOT, PIECEPAD_LEAN)
  app_page      ONE page shared by the tests that do not need a fresh context:
                every fresh context pays a 4-7 s cold boot, so reuse it
  app           app_page reset to 1024x768 on the home page

PIECEPAD_BOOT=snapshot|plain forces how Python starts in every page, PIECEPAD_LEAN=1 leaves
the service worker out where the outcome cannot depend on it (see open_context).

Helpers: boot(), go(), play_moves(), board_snapshot(), storage(), shot(), ...
"""

from __future__ import annotations

import fcntl
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import expect, sync_playwright

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # tools.serve

if str(ROOT / "py") not in sys.path:
    sys.path.insert(0, str(ROOT / "py"))  # piecepad (pyproject's pythonpath does it too)

from piecepad.record import Record  # noqa: E402
from tools.serve import start_server  # noqa: E402

SHOTS = ROOT / "test-results" / "screenshots"
CHROMIUM = os.environ.get("PIECEPAD_CHROMIUM", "/usr/bin/chromium")
# Chromium's own log (--enable-logging=stderr below), passed on by Playwright's driver, so
# pytest shows it beside a failing test: a renderer that dies ("Target crashed", seen
# rarely at a first start) then says why. Read when the driver starts, so set here.
os.environ.setdefault("DEBUG", "pw:browser")
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--disable-default-apps", "--disable-domain-reliability", "--disable-quic",
    "--no-first-run", "--no-default-browser-check", "--enable-logging=stderr",
]
BOOT_TIMEOUT = 60_000          # ms; a cold boot takes 3-7 s on 2 cores
ACTION_TIMEOUT = 10_000
DESKTOP = {"width": 1024, "height": 768}
READY = "html[data-py-ready]"

expect.set_options(timeout=ACTION_TIMEOUT)


# -- scripted games -----------------------------------------------------------
# Whole games where Red wins, found once by a seeded search (Red mostly steps forward
# and bears off at once, Green shuffles sideways and never bears off) and chosen
# because each holds a forced pass. The engine replays them at import, so a rules
# change fails here with the engine's own words rather than mid-click.
RED_WINS_H = Record.from_text(  # default options (axis=H): 61 plies, Red passes at ply 57
    "pp1/dodgem/1.0//a3-b3.f2-f1.b3-c3.f1-f2.a1-b1.f5-e5.c3-d3.f3-e3.a2-b2.f4-f3.a4-b4."
    "f3-f4.b4-c4.e5-e4.c4-d4.e3-e2.b2-c2.f2-f1.a5-b5.e2-e1.d3-e3.f6-f5.b1-c1.e1-e2.c1-d1."
    "f1-f2.b5-c5.e2-e1.e3-f3.e1-e2.f3-off.e4-e5.d1-e1.f5-f6.d4-e4.f4-f3.e1-f1.e2-e1.f1-off."
    "f6-f5.e4-f4.f2-f1.f4-off.f1-f2.c2-d2.f2-e2.c5-d5.e5-e6.d5-e5.f5-f6.e5-f5.e2-e3.f5-off."
    "f3-f2.d2-e2.f6-f5.pass.f2-f3.e2-f2.e3-e4.f2-off")
RED_WINS_V = Record.from_text(  # axis=V: 43 plies, Red passes at ply 37
    "pp1/dodgem/1.0/axis=V/a5-a6.f3-e3.a6-off.e3-e2.a4-a5.e2-e1.a3-a4.f6-e6.a2-a3.f5-e5."
    "a5-a6.e5-f5.a6-off.f5-e5.a1-a2.e6-d6.a4-a5.f2-f1.a5-a6.d6-c6.a6-off.c6-d6.a3-a4.f4-e4."
    "a4-a5.d6-c6.a5-a6.e5-d5.a6-off.d5-c5.a2-a3.c6-b6.a3-a4.b6-a6.a4-a5.c5-b5.pass.b5-c5."
    "a5-b5.e4-f4.b5-b6.e1-d1.b6-off")


# -- the site ------------------------------------------------------------------
@pytest.fixture(scope="session")
def site_dir(tmp_path_factory, worker_id):
    """A freshly built site (tools/build.py once per run), or PIECEPAD_DIST.
    Under pytest-xdist the workers share one build: the first to take the lock builds
    into the run's common temporary folder, the others wait for it and reuse it."""
    given = os.environ.get("PIECEPAD_DIST")
    if given:
        path = Path(given).resolve()
        if not (path / "index.html").is_file() or not (path / "sw.js").is_file():
            pytest.fail(f"PIECEPAD_DIST={given} holds no built site (index.html, sw.js)")
        return path
    if worker_id == "master":                   # no xdist: a private folder
        return _build_site(tmp_path_factory.mktemp("dist"))
    shared = tmp_path_factory.getbasetemp().parent / "dist"
    with open(str(shared) + ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)        # released when the file closes
        if not (shared / "sw.js").is_file():
            _build_site(shared)
    return shared


def _build_site(out):
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "build.py"), "--out", str(out),
                           "--quiet"], cwd=ROOT, capture_output=True, text=True)
    if done.returncode != 0:
        pytest.fail("tools/build.py failed (did you run `npm ci`?):\n"
                    + done.stdout + done.stderr, pytrace=False)
    return out


class Servers:
    """Servers started by a test or a session, all stopped at teardown."""

    def __init__(self, directory):
        self.directory = directory
        self.running = []

    def start(self, directory=None, host="127.0.0.1", rules_file=None):
        kwargs = {} if rules_file is None else {"rules_file": rules_file}
        srv, url = start_server(directory or self.directory, host=host, **kwargs)
        self.running.append(srv)
        return srv, url

    @staticmethod
    def stop(srv):
        """Stop serving and close the listening socket (a refused connection, not a hang)."""
        srv.shutdown()
        srv.server_close()

    def stop_all(self):
        for srv in self.running:
            try:
                self.stop(srv)
            except Exception:
                pass
        self.running = []


@pytest.fixture(scope="session")
def _session_servers(site_dir):
    servers = Servers(site_dir)
    yield servers
    servers.stop_all()


@pytest.fixture(scope="session")
def server(_session_servers):
    """Base URL (no trailing slash) of the app on 127.0.0.1:<port>."""
    _, url = _session_servers.start()
    return url


@pytest.fixture
def private_server(site_dir):
    """Factory: start_server on the built site; the test may stop it with .stop(srv)."""
    servers = Servers(site_dir)
    yield servers
    servers.stop_all()


class TwoOrigins:
    """A blog on http://localhost:<P1> embedding the app served at http://127.0.0.1:<P2>.
    localhost and 127.0.0.1 are different sites, so the frame is a cross-site one."""

    def __init__(self, blog_dir, blog_url, app_url):
        self.blog_dir = blog_dir
        self.blog_url = blog_url
        self.app_url = app_url

    def blog_page(self, frame_src, name="post.html"):
        """Write a blog post embedding frame_src; return its URL."""
        from html import escape
        (self.blog_dir / name).write_text(
            "<!doctype html><html lang=en><meta charset=utf-8><title>A game blog</title>"
            "<link rel=icon href=data:,>"
            "<h1>My favourite Dodg'em opening</h1><p>Try it below:</p>"
            f'<iframe id="game" src="{escape(frame_src)}" title="Piecepad: Dodg\'em" '
            'width="420" height="600" style="border:1px solid #999"></iframe>'
            "<p>Thanks for reading.</p></html>", encoding="utf-8")
        return f"{self.blog_url}/{name}"

    def post(self, body_html, name="snippet.html"):
        """Write a blog post whose body is body_html, pasted as is; return its URL."""
        (self.blog_dir / name).write_text(
            "<!doctype html><html lang=en><meta charset=utf-8><title>A game blog</title>"
            f"<link rel=icon href=data:,><h1>A position</h1>{body_html}<p>The end.</p></html>",
            encoding="utf-8")
        return f"{self.blog_url}/{name}"


@pytest.fixture(scope="session")
def two_origins(_session_servers, server, tmp_path_factory):
    blog_dir = tmp_path_factory.mktemp("blog")
    # No netlify rules for the blog: its own CSP would forbid framing 127.0.0.1.
    _, blog_url = _session_servers.start(blog_dir, host="localhost",
                                         rules_file=blog_dir / "no-rules.toml")
    assert blog_url.startswith("http://localhost:") and server.startswith("http://127.0.0.1:")
    return TwoOrigins(blog_dir, blog_url, server)


# -- the browser ----------------------------------------------------------------
@pytest.fixture(scope="session")
def _playwright():
    with sync_playwright() as pw:
        yield pw


@pytest.fixture(scope="session")
def browser(_playwright):
    if not Path(CHROMIUM).exists():
        # Never a silent skip: a run without the browser tests is not a passing run.
        pytest.fail(f"no Chromium at {CHROMIUM}: the browser tests need it "
                    "(apt-get install chromium; `make test` installs it when run as root)",
                    pytrace=False)
    b = _playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
    yield b
    b.close()


def watch(page):
    """Record page errors and console errors on page.problems (for diagnostics/asserts)."""
    page.problems = []
    page.on("pageerror", lambda e: page.problems.append(f"pageerror: {e}"))
    page.on("console", lambda m: m.type == "error" and page.problems.append(
        f"console.error: {m.text} @ {m.location.get('url', '')}"))
    return page


# How the page starts Python (assets/runtime.mjs): PIECEPAD_BOOT=snapshot restores the
# build's memory snapshot on every load (even the first), =plain never does; unset, the
# page decides as it would for a visitor (a snapshot only once the offline cache has it).
# `make test` runs every browser test from the snapshot, and those marked `boot` or
# `startup` again as a first visit starts (docs/testing.md).
BOOT_MODE = os.environ.get("PIECEPAD_BOOT", "")
# PIECEPAD_LEAN=1 (make test's `browser` phase): contexts start without the service
# worker, except the fresh contexts of a test marked `boot`. In every fresh context the
# worker precaches the whole site, a quarter of a cold start's CPU, and only the
# boot-marked tests can depend on it (measured: docs/testing.md, "The service worker").
LEAN = os.environ.get("PIECEPAD_LEAN") == "1"


def open_context(browser, lean=LEAN, **options):
    options.setdefault("viewport", dict(DESKTOP))
    if lean:
        options.setdefault("service_workers", "block")
    ctx = browser.new_context(**options)
    ctx.set_default_timeout(ACTION_TIMEOUT)
    if BOOT_MODE:
        ctx.add_init_script(f"window.__piecepadBoot = {BOOT_MODE!r};")
    return ctx


@pytest.fixture
def new_context(browser, request):
    """Factory for fresh contexts (each one a cold boot), closed after the test."""
    made = []
    lean = LEAN and request.node.get_closest_marker("boot") is None

    def make(**options):
        ctx = open_context(browser, lean=lean, **options)
        made.append(ctx)
        return ctx
    yield make
    for ctx in made:
        try:
            ctx.close()
        except PlaywrightError:
            pass


@pytest.fixture(scope="session")
def app_page(browser, server):
    """One booted page, shared by tests that do not need a fresh context."""
    ctx = open_context(browser)
    page = watch(ctx.new_page())
    boot(page, server + "/#/")
    yield page
    ctx.close()


@pytest.fixture
def app(app_page, server):
    """The shared page at 1024x768 on the home page, with a clean problem list."""
    page = app_page
    page.set_viewport_size(dict(DESKTOP))
    if page.locator(READY).count() == 0 or not page.url.startswith(server):
        boot(page, server + "/#/")
    else:
        page.evaluate("() => { const d = document.getElementById('dialog');"
                      " if (d.open) d.close(); }")
        go(page, "#/")
    page.problems.clear()
    return page


# -- helpers ---------------------------------------------------------------------
def boot(page, url, timeout=BOOT_TIMEOUT):
    """A full document load of url (even if only its hash differs from the page's),
    then wait until Python has drawn the app."""
    if page.url.split("#")[0] == url.split("#")[0] and page.url != "about:blank":
        page.goto("about:blank")
    started = time.monotonic()
    page.goto(url)
    try:
        page.wait_for_selector(READY, state="attached", timeout=timeout)
    except PlaywrightError as e:
        raise AssertionError(f"{url} never became ready: {stuck_at(page)}") from e
    return time.monotonic() - started


def stuck_at(page):
    """What a start that never ended was showing, for the failure's message (and a
    screenshot, test-results/screenshots/boot-stuck.png): a start that hangs once in a
    while is otherwise a bare timeout."""
    try:
        shot(page, "boot-stuck")
        return page.evaluate("""() => ({stage: document.getElementById('boot-stage')?.textContent,
            ...document.documentElement.dataset, readyState: document.readyState})""")
    except PlaywrightError as e:           # the page itself is gone (a crashed renderer)
        return f"the page did not answer ({e})"


def go(page, hash_text):
    """Same-document navigation to a hash. Resolves once the app's own hashchange
    handler (registered at boot, so it runs first) has redrawn the page."""
    page.evaluate("""([h, t]) => new Promise((resolve, reject) => {
        if (location.hash === h) return resolve();
        addEventListener('hashchange', () => setTimeout(resolve, 0), {once: true});
        setTimeout(() => reject(new Error(`no hashchange to ${h} within ${t} ms`)), t);
        location.hash = h;
    })""", [hash_text, ACTION_TIMEOUT])


def ply(scope, n):
    return scope.locator(f'#moves button[data-ply="{n}"]')


def tap(page, square):
    """A tap on a board square."""
    page.locator(f'#app button[data-sq="{square}"]').click()


def wait_ply(page, n, move):
    """Wait until ply n (move) is the current one, or say what the message line says."""
    try:
        expect(ply(page, n)).to_have_class(re.compile(r"\bcurrent\b"), timeout=ACTION_TIMEOUT)
    except AssertionError:
        raise AssertionError(f"ply {n} ({move}) was not played; #message says "
                             f"{page.locator('#message').text_content()!r}") from None


def click_move(scope, move, n, answered=False):
    """Play move (canonical text) by clicks: coin, then destination; bear off via the
    tray ([data-sq=off]); a forced pass via #pass. n: the ply number it becomes.
    answered: a computer replies at once, so ply n may be current only for a moment:
    it is played once it is current or the reply (ply n + 1) follows it."""
    if move == "pass":
        scope.locator("#pass").click()
    else:
        frm, to = re.split(r"[-x]", move)      # a step, or a Tracers capture (d4xd5)
        scope.locator(f'button[data-sq="{frm}"]').click()
        expect(scope.locator(f'button[data-sq="{frm}"]')).to_have_class(re.compile(r"\bselected\b"))
        scope.locator(f'button[data-sq="{to}"]').click()
    played = ply(scope, n).and_(scope.locator(".current"))
    if answered:
        played = played.or_(ply(scope, n + 1))
    try:
        expect(played).to_be_attached(timeout=ACTION_TIMEOUT)
    except AssertionError:
        message = scope.locator("#message").text_content()
        raise AssertionError(f"ply {n} ({move}) was not played; #message says {message!r}")


def play_moves(scope, moves, first_ply=1):
    for i, move in enumerate(moves):
        click_move(scope, move, first_ply + i)


def start_new_game(page, **options):
    """Home page -> New game on the Dodg'em card -> choose options -> Start."""
    go(page, "#/")
    page.locator('.game-card[data-game="dodgem"] button[data-action="new-game"]').click()
    dialog = page.locator("dialog#dialog")
    expect(dialog).to_be_visible()
    for name, value in options.items():
        dialog.locator(f'select[name="{name}"]').select_option(value)
    dialog.locator("#start-game").click()
    expect(dialog).to_be_hidden()
    expect(page.locator("#status")).to_have_text("Red to move.")
    expect(page.locator("#moves button[data-ply]")).to_have_count(1)  # just "Start"


def board_snapshot(scope):
    """Everything a player sees of the game: squares, trays, status, move list."""
    return scope.evaluate("""() => ({
        squares: Object.fromEntries([...document.querySelectorAll('#app .board [data-sq]')]
                   .map(el => [el.dataset.sq, el.getAttribute('aria-label')])),
        trays: [...document.querySelectorAll('#app .tray')]
                   .map(el => el.getAttribute('aria-label')),
        status: document.querySelector('#status')?.textContent,
        moves: [...document.querySelectorAll('#moves button[data-ply]')]
                   .map(el => el.textContent),
        current: document.querySelector('#moves .current')?.dataset.ply,
    })""")


def storage(scope):
    """localStorage as a dict."""
    return scope.evaluate("() => Object.fromEntries(Object.entries(localStorage))")


def record_of(page):
    """The record text in the page's URL hash, as the app wrote it, without the game
    id (every game started here has one: docs/friend.md; ``gid_of``) and the link's
    parameters: Record.from_text decodes each part itself (unquoting it all would
    break a %2F inside an option)."""
    h = page.evaluate("location.hash")
    assert h.startswith("#/play/"), h
    text = h[len("#/play/"):].split("&")[0]
    return Record.from_text(text).with_gid("").to_text() if "gid=" in text else text


def gid_of(page):
    """The game id in the page's URL hash ("" for none)."""
    found = re.search(r"[/;]gid=([a-z0-9]+)", page.evaluate("location.hash"))
    return found.group(1) if found else ""


def shot(scope, name, **kwargs):
    """Save a screenshot under test-results/screenshots/ and return its path."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / f"{name}.png"
    scope.screenshot(path=str(path), **kwargs)
    return path


def problems(page):
    """Page errors and console errors seen since the list was last cleared."""
    return list(page.problems)


def off_origin(url, *origins):
    return not url.startswith(("data:", "blob:", "about:")) and \
        not any(url == o or url.startswith(o + "/") for o in origins)


def sw_ready(page, timeout=30_000):
    """navigator.serviceWorker.ready (an active worker), or an error after timeout ms
    (ready alone never settles when no worker registers)."""
    return page.evaluate("""t => Promise.race([
        navigator.serviceWorker.ready.then(r => r.scope),
        new Promise((_, no) => setTimeout(
            () => no(new Error(`no service worker became active within ${t} ms`)), t)),
    ])""", timeout)


def reload(page, timeout=BOOT_TIMEOUT):
    """page.reload(), then wait until Python is ready again."""
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=timeout)


@pytest.fixture(scope="session")
def ui():
    """The helpers above, for test modules (importing from a conftest is fragile when
    several test folders have one)."""
    from types import SimpleNamespace
    return SimpleNamespace(
        boot=boot, reload=reload, go=go, sw_ready=sw_ready, open_context=open_context,
        ply=ply, click_move=click_move,
        tap=tap, wait_ply=wait_ply,
        play_moves=play_moves, start_new_game=start_new_game, board_snapshot=board_snapshot,
        storage=storage, record_of=record_of, shot=shot, watch=watch, problems=problems,
        off_origin=off_origin, gid_of=gid_of, RED_WINS_H=RED_WINS_H, RED_WINS_V=RED_WINS_V, READY=READY,
        DESKTOP=DESKTOP, BOOT_TIMEOUT=BOOT_TIMEOUT)
