"""No request leaves the origin: the runtime is self-hosted, nothing phones home."""

import pytest
from playwright.sync_api import Error as PlaywrightError

# Run in both boot modes (docs/testing.md): a snapshot start fetches other files than a plain one.
pytestmark = pytest.mark.boot

CSP_WATCH = """
window.__csp = [];
document.addEventListener('securitypolicyviolation',
    e => window.__csp.push(e.violatedDirective + ' ' + e.blockedURI));
"""


def test_no_request_leaves_the_origin(new_context, server, ui):
    ctx = new_context()
    leaked, requested = [], []

    def guard(route):
        url = route.request.url
        if ui.off_origin(url, server):
            leaked.append(url)
            route.abort()
        else:
            route.continue_()

    ctx.route("**/*", guard)
    ctx.on("request", lambda r: requested.append(r.url))
    # The CSP (connect-src 'self', ...) would block an off-origin fetch before any
    # route saw it; its violation reports catch those.
    ctx.add_init_script(CSP_WATCH)

    page = ui.watch(ctx.new_page())
    ui.boot(page, server + "/#/")
    ui.start_new_game(page)
    ui.play_moves(page, ["a3-b3", "f2-f1"])
    # Let the service worker finish precaching: its fetches count too.
    ui.sw_ready(page)

    assert leaked == []
    assert [u for u in requested if ui.off_origin(u, server)] == []
    assert page.evaluate("window.__csp") == []
    assert any(u.endswith("/pyodide.asm.wasm") for u in requested)  # the guard saw the boot
    assert ui.problems(page) == []

    # The guard is live: an off-origin navigation in this context is caught.
    with pytest.raises(PlaywrightError):
        ctx.new_page().goto("http://example.invalid/", timeout=5_000)
    assert leaked == ["http://example.invalid/"]
