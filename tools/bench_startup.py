#!/usr/bin/env python3
"""Startup benchmark: time to interactive of the app vs a bare Pyodide "floor" page.

    python3 tools/bench_startup.py [--runs 5] [--only app|floor] [--dist dist]

Each run launches Chromium with a fresh user-data-dir, loads the page (cold), then reloads it
in the same profile (warm). The time is measured in the page, from navigation start until
html[data-py-ready] appears. The floor page only imports the same vendored pyodide.mjs, calls
loadPyodide() and sets that attribute; it is written to a temp dir (never into dist/, so it is
not precached) and served beside a symlink to dist/vendor, with the same netlify.toml headers.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import build  # noqa: E402
import serve  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
APP_PATH = "/#/play/pp1/dodgem/1.0//a5-a6.f2-e2"
READY = "html[data-py-ready]"
FLAGS = ("--no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking "
         "--disable-component-update --disable-sync --disable-default-apps "
         "--disable-domain-reliability --disable-quic --no-first-run --no-default-browser-check").split()

# Injected over CDP (so the page's CSP doesn't apply): note when Python marks the page ready.
RECORD_READY = """
new MutationObserver((_, obs) => {
  if (document.documentElement && document.documentElement.hasAttribute("data-py-ready")) {
    window.__readyAt = performance.now(); obs.disconnect();
  }
}).observe(document, {subtree: true, attributes: true, attributeFilter: ["data-py-ready"]});
"""
FLOOR_HTML = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Pyodide floor</title>
<script type="module" src="./bench-floor.mjs"></script></head><body>floor</body></html>
"""
FLOOR_MJS = """import { loadPyodide } from "./%s/pyodide.mjs";
const pyodide = await loadPyodide();
pyodide.runPython("import sys");
document.documentElement.setAttribute("data-py-ready", "");
"""


def write_floor(tmp: Path, dist: Path) -> None:
    pyodide_dirs = sorted((dist / "vendor").glob("pyodide-*"))
    if not pyodide_dirs:
        sys.exit(f"bench: no {dist}/vendor/pyodide-*: run `make build`")
    (tmp / "vendor").symlink_to(dist / "vendor", target_is_directory=True)
    (tmp / "index.html").write_text(FLOOR_HTML)
    (tmp / "bench-floor.mjs").write_text(FLOOR_MJS % f"vendor/{pyodide_dirs[-1].name}")


def ready_ms(page, timeout_s: float) -> float:
    page.wait_for_selector(READY, state="attached", timeout=timeout_s * 1000)
    return page.evaluate("window.__readyAt ?? performance.now()")


def run_once(pw, url: str, timeout_s: float) -> tuple[float, float, list[str]]:
    """(cold ms, warm ms, URLs requested off this origin) in a fresh profile."""
    origin = url.split("/", 3)[:3]
    offsite: list[str] = []
    with tempfile.TemporaryDirectory(prefix="bench-profile-") as profile:
        ctx = pw.chromium.launch_persistent_context(
            profile, executable_path="/usr/bin/chromium", args=FLAGS, headless=True)
        try:
            # No ctx.route() guard here: routing would disable the HTTP cache. Just record.
            ctx.on("request", lambda r: offsite.append(r.url)
                   if r.url.split("/", 3)[:3] != origin and not r.url.startswith("data:") else None)
            ctx.add_init_script(RECORD_READY)
            page = ctx.pages[0] if ctx.pages else ctx.new_page()
            page.goto(url, wait_until="commit")
            cold = ready_ms(page, timeout_s)
            # Let a service worker (registered after Python is ready) finish precaching, so the
            # warm load measures the steady state rather than competing with the install.
            time.sleep(1)
            page.evaluate("""() => navigator.serviceWorker.getRegistration().then(r =>
                r && Promise.race([navigator.serviceWorker.ready,
                                   new Promise(ok => setTimeout(ok, 60000))]))""")
            page.reload(wait_until="commit")
            warm = ready_ms(page, timeout_s)
        finally:
            ctx.close()
    return cold, warm, offsite


def bench(pw, targets: dict[str, str], runs: int, timeout_s: float):
    """{label: (median cold ms, median warm ms)}; targets alternate so drift hits both alike."""
    times = {label: ([], []) for label in targets}
    for i in range(runs):
        for label, url in targets.items():
            cold, warm, offsite = run_once(pw, url, timeout_s)
            times[label][0].append(cold)
            times[label][1].append(warm)
            extra = f"  OFF-ORIGIN REQUESTS: {offsite}" if offsite else ""
            print(f"  run {i + 1}/{runs} {label:5}: cold {cold / 1000:6.2f} s   "
                  f"warm {warm / 1000:6.2f} s{extra}", flush=True)
    return {label: (statistics.median(c), statistics.median(w)) for label, (c, w) in times.items()}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--only", choices=["app", "floor"])
    ap.add_argument("--dist", type=Path, default=ROOT / "dist")
    ap.add_argument("--path", default=APP_PATH, help=f"app URL path (default {APP_PATH})")
    ap.add_argument("--timeout", type=float, default=90, help="seconds to wait for ready")
    args = ap.parse_args()
    dist = args.dist.resolve()
    if not (dist / "index.html").is_file():
        sys.exit(f"bench: {dist}/index.html not found: run `make build`")

    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory(prefix="bench-floor-") as tmp, sync_playwright() as pw:
        write_floor(Path(tmp), dist)
        app_srv, app_url = serve.start_server(dist)
        floor_srv, floor_url = serve.start_server(tmp)
        targets = {label: url for label, url in
                   (("app", app_url + args.path), ("floor", floor_url + "/"))
                   if args.only in (None, label)}
        print(f"startup to {READY}, {args.runs} runs each (fresh profile per run; warm = reload)")
        for label, url in targets.items():
            print(f"  {label}: {url}")
        results = bench(pw, targets, args.runs, args.timeout)
        app_srv.shutdown()
        floor_srv.shutdown()

    print("\nmedians:")
    for label, (cold, warm) in results.items():
        print(f"  {label:5} cold {cold / 1000:6.2f} s   warm {warm / 1000:6.2f} s")
    if len(results) == 2:
        (ac, aw), (fc, fw) = results["app"], results["floor"]
        print(f"  app/floor: cold x{ac / fc:.2f} (+{(ac - fc) / 1000:.2f} s)   "
              f"warm x{aw / fw:.2f} (+{(aw - fw) / 1000:.2f} s)")
    print("\nbytes (dist/):")
    build.print_report(build.size_report(dist))


if __name__ == "__main__":
    main()
