"""Offline: after one visit the service worker serves the whole app; without it, nothing."""

import re

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import expect

# Run in both boot modes (docs/testing.md): the service worker caches the snapshot.
pytestmark = pytest.mark.boot


def test_works_offline_after_one_visit(new_context, private_server, ui):
    srv, url = private_server.start()  # our own server, so we can stop it
    page = ui.watch(new_context().new_page())
    ui.boot(page, url + "/#/")
    # The worker registers once Python is up, precaches during install, then activates.
    scope = ui.sw_ready(page)
    assert scope == url + "/"
    ui.reload(page)  # the first load was not controlled; this one is
    assert page.evaluate("() => navigator.serviceWorker.controller?.state") == "activated"
    cached = page.evaluate("""async () => {
        const names = await caches.keys();
        const cache = await caches.open(names.find(n => n.startsWith('piecepad-')));
        return (await cache.keys()).map(r => new URL(r.url).pathname);
    }""")
    assert {"/", "/index.html", "/py.zip", "/assets/runtime.mjs"} <= set(cached)
    assert any(p.endswith("/pyodide.asm.wasm") for p in cached)

    private_server.stop(srv)
    page.context.set_offline(True)
    network = []
    page.on("response", lambda r: network.append((r.url, r.from_service_worker)))
    response = page.reload()
    page.wait_for_selector(ui.READY, state="attached", timeout=ui.BOOT_TIMEOUT)
    assert response is not None and response.from_service_worker
    not_from_sw = [u for u, sw in network if not sw and u.startswith("http")]
    assert not_from_sw == [], f"answered without the service worker: {not_from_sw}"

    ui.start_new_game(page)
    ui.play_moves(page, ["a5-a6", "f2-e2"])
    assert ui.record_of(page) == "pp1/dodgem/1.0//a5-a6.f2-e2"
    expect(page.locator("#status")).to_have_text("Red to move.")
    ui.shot(page, "05-offline-game")

    # The computer too: its search and heuristics load from the precache.
    ui.start_new_game(page, seat1="easy")
    ui.click_move(page, "a5-a6", 1, answered=True)
    expect(ui.ply(page, 2)).to_have_class(re.compile(r"\bcurrent\b"), timeout=20_000)
    expect(page.locator("#status")).to_have_text("Red to move.")
    assert not_from_sw == [] and all(sw for u, sw in network if u.startswith("http"))
    assert ui.problems(page) == []


def test_control_without_service_worker_fails_offline(new_context, private_server, ui):
    """The same visit with service workers blocked: offline, the app does not load,
    so the offline test above really measures the worker (not the HTTP cache)."""
    srv, url = private_server.start()
    page = new_context(service_workers="block").new_page()
    ui.boot(page, url + "/#/")
    assert page.evaluate("() => navigator.serviceWorker.controller") is None
    ui.reload(page)  # a second visit, so the HTTP cache is as warm as it gets
    private_server.stop(srv)
    page.context.set_offline(True)
    try:
        page.reload(timeout=15_000)
    except PlaywrightError as e:
        assert "ERR_INTERNET_DISCONNECTED" in str(e) or "net::" in str(e), str(e)
    else:
        # No navigation error: then the app itself must not have started.
        with pytest.raises(PlaywrightError):
            page.wait_for_selector(ui.READY, state="attached", timeout=10_000)


def v8_trace(page, action):
    """V8's trace events (Chromium's tracing, over CDP) while action() runs."""
    cdp = page.context.new_cdp_session(page)
    events, done = [], []
    cdp.on("Tracing.dataCollected", lambda e: events.extend(e["value"]))
    cdp.on("Tracing.tracingComplete", lambda e: done.append(True))
    cdp.send("Tracing.start", {"categories": "v8", "transferMode": "ReportEvents"})
    action()
    cdp.send("Tracing.end")
    while not done:
        page.wait_for_timeout(100)
    return events


def test_a_second_visit_finds_the_runtime_compiled(new_context, server, ui):
    """Once the first visit's offline cache is complete, boot.js runs the runtime's
    modules once from it in a hidden frame (assets/code-cache.mjs), so the second visit
    takes their compiled code from V8's code cache rather than compiling them again."""
    page = ui.watch(new_context().new_page())
    ui.boot(page, server + "/#/play/pp1/quet/2008-09-21//")
    page.wait_for_selector("html[data-code-cache=warm]", state="attached", timeout=60_000)
    assert page.frames == [page.main_frame]           # the hidden frame is gone again
    assert page.locator("iframe").count() == 0

    events = v8_trace(page, lambda: ui.reload(page))
    compiled = {}
    for e in events:
        data = (e.get("args") or {}).get("data") or {}
        if e["name"] == "v8.compileModule" and isinstance(data, dict) and data.get("url"):
            compiled[data["url"].rsplit("/", 1)[-1]] = data
    core = next(n for n in compiled if re.fullmatch(r"core-[\w-]+\.js", n))
    # (core.js itself only re-exports core-*.js: too small for the browser to cache.)
    for name in ("pyodide.asm.mjs", "pyodide.mjs", core):
        assert compiled[name].get("consumedCacheSize", 0) > 0, (name, compiled[name])
        assert not compiled[name].get("cacheRejected"), (name, compiled[name])
    assert ui.problems(page) == []


def test_a_repeat_visit_reads_the_cache_without_running_the_worker(new_context, server, ui):
    """Chromium serves this build's files from the cache by the worker's static routes
    (docs/startup.md); the snapshot's fresh download, an address with a query and a file
    the cache lacks still take their old ways."""
    page = ui.watch(new_context().new_page())
    ui.boot(page, server + "/#/play/pp1/quet/2008-09-21//")
    ui.sw_ready(page)
    cdp = page.context.new_cdp_session(page)
    cdp.send("Network.enable")
    routed = {}
    cdp.on("Network.responseReceived", lambda e: routed.__setitem__(
        e["response"]["url"].split("#")[0],
        (e["response"].get("serviceWorkerRouterInfo") or {}).get("actualSourceType")))
    ui.reload(page)
    wasm = next(u for u in routed if u.endswith("/pyodide.asm.wasm"))
    assert routed[server + "/"] == "cache" and routed[wasm] == "cache", routed

    status = page.evaluate("""async () => {
        const snapshot = `./runtime/snapshot-${document.documentElement.dataset.build}.bin`;
        return [(await fetch("./no-such-file.txt")).status,
                (await fetch(snapshot, {cache: "reload"})).status];
    }""")
    assert status == [404, 200]
    assert [u for u in routed if "/runtime/snapshot-" in u and routed[u] == "cache"] == []

    page.goto("about:blank")
    ui.boot(page, server + "/?embed#/play/pp1/quet/2008-09-21//")
    assert routed[server + "/?embed"] != "cache"      # the fetch handler, ignoring the query
    assert [p for p in ui.problems(page) if "no-such-file" not in p] == []
