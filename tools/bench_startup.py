#!/usr/bin/env python3
"""Start-up benchmark: a game link, interactive, against a bare Pyodide "floor" page.

    python3 tools/bench_startup.py [--runs 7] [--baseline DIST] [--only app|floor|baseline]
                                   [--locale de-DE] [--also-locale de-DE]

Each run launches Chromium with a fresh persistent profile (a tablet's disk cache), lets
the browser finish starting (SETTLE seconds: a freshly launched Chromium spends about a
second of both cores loading its own omnibox pop-up, some 200 chrome:// files, which
lands in a first visit's measurement; a visitor's browser is already running; --no-settle
measures it anyway), loads the page (cold), waits until the offline cache holds
everything (the service worker and, for the app, its memory snapshot and the compiled
modules: html[data-code-cache]), then reloads it in the same profile (warm). Targets
alternate within a run, each run starting with the next one, so drift hits them alike;
figures are medians with the spread.

Per load, measured in the page (navigation start = 0):
  ready     html[data-py-ready]: the game is interactive
  content   the game's name on screen (max of first contentful paint and the moment
            #app .game-title exists): real text, not a loading screen
  bytes     transferred over the network until ready (0 for what the cache served)
  phases    the marks assets/runtime.mjs and py/main.py set (docs/startup.md)

The "frame" target is the bound on the first paint: the floor page carrying a copy of the
app's own first frame for that address (its inline styles, header and the game's skeleton,
taken from the app page with Python's start blocked), as static HTML: no script of ours,
no worker, nothing else to read. Its "name on screen" is what the browser needs to show
that page at all, from a plain file.

--baseline DIST serves another build (e.g. today's, built from an older commit) the same
way, so "before" and "after" come from one run. The floor page only imports the same
vendored pyodide.mjs, calls loadPyodide() and sets data-py-ready; it is written to a temp
dir beside a symlink to the build's vendor/ and served with the same headers.
"""
from __future__ import annotations

import argparse
import gzip
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
FLAGS = ("--no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking "
         "--disable-component-update --disable-sync --disable-default-apps "
         "--disable-domain-reliability --disable-quic --no-first-run --no-default-browser-check").split()

# Injected over CDP (so the page's CSP doesn't apply): when Python marks the page ready,
# and when the game's name first exists in #app. window.__ready lets the harness wait in
# the page's own world: Playwright's wait_for_selector would first inject its selector
# engine (a 330 kB script, about 15 ms of the page's thread) right in the first paint.
RECORD = """
window.__contentAt = null;
window.__ready = new Promise(ok => {
  new MutationObserver((_, obs) => {
    if (window.__contentAt === null && document.querySelector("#app .game-title"))
      window.__contentAt = performance.now();
    if (document.documentElement && document.documentElement.hasAttribute("data-py-ready")) {
      window.__readyAt = performance.now(); obs.disconnect(); ok();
    }
  }).observe(document, {subtree: true, childList: true, attributes: true,
                        attributeFilter: ["data-py-ready"]});
});
"""
WAIT = """() => Promise.race([window.__ready,
  new Promise((_, fail) => setTimeout(() => fail(new Error("not ready in 90 s")), 90000))])"""
MEASURE = """() => {
  const paint = performance.getEntriesByName("first-contentful-paint")[0];
  const fcp = paint ? paint.startTime : null;
  const nav = performance.getEntriesByType("navigation")[0];
  const ready = window.__readyAt ?? performance.now();
  let bytes = nav ? nav.transferSize : 0;
  const urls = [location.href.split("#")[0]];
  for (const r of performance.getEntriesByType("resource"))
    if (r.responseEnd <= ready) { bytes += r.transferSize; if (r.transferSize) urls.push(r.name); }
  const marks = {};
  for (const m of performance.getEntriesByType("mark"))
    if (m.name.startsWith("piecepad:")) marks[m.name.slice(9)] = m.startTime;
  const wasm = performance.getEntriesByType("resource").find(r => r.name.endsWith(".wasm"));
  if (wasm) marks["wasm-fetched"] = wasm.responseEnd;
  const content = window.__contentAt === null ? null : Math.max(window.__contentAt, fcp ?? 0);
  return {ready, fcp, content, bytes, urls, marks, boot: document.documentElement.dataset.boot || ""};
}"""
# Wait until the offline cache is complete: the worker active and, where the page has
# one, its snapshot cached (else the warm load would measure the fallback).
SETTLED = """async () => {
  if (!navigator.serviceWorker) return "no worker";
  const reg = await Promise.race([navigator.serviceWorker.getRegistration(),
                                  new Promise(ok => setTimeout(ok, 3000))]);
  if (!reg) return "no worker";
  await Promise.race([navigator.serviceWorker.ready, new Promise(ok => setTimeout(ok, 60000))]);
  const build = document.documentElement.dataset.build;
  if (!build) return "worker";
  const url = new URL(`runtime/snapshot-${build}.heap`, location.href).href;
  let got = "worker, no snapshot";
  for (const end = Date.now() + 60000; Date.now() < end; await new Promise(r => setTimeout(r, 200)))
    if (await caches.match(url)) { got = "worker + snapshot"; break; }
  // The compiled modules (assets/boot.js warms V8's code cache from the new offline cache;
  // a build without that step just waits the 10 s out).
  const root = document.documentElement;
  for (const end = Date.now() + 10000; Date.now() < end && !root.dataset.codeCache; )
    await new Promise(r => setTimeout(r, 100));
  return root.dataset.codeCache ? `${got} + code cache` : got;
}"""
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


# The app's first frame, as first-paint.js leaves it before Python starts.
FIRST_FRAME = """() => ({
  styles: [...document.querySelectorAll("head style")].map(s => s.outerHTML).join("\\n"),
  body: document.querySelector("header.top").outerHTML + document.querySelector("#app").outerHTML,
})"""


def write_first_frame(browser, tmp: Path, dist: Path, app_url: str) -> None:
    """The floor page (write_floor) with the app's first frame for app_url as static HTML."""
    write_floor(tmp, dist)
    page = browser.new_page()
    try:
        # Python never starts, so the page stays as first-paint.js drew it.
        page.route("**/*.mjs", lambda route: route.abort())
        page.route("**/core.js", lambda route: route.abort())
        page.goto(app_url)
        page.wait_for_selector("#app .game-title", state="attached")
        frame = page.evaluate(FIRST_FRAME)
    finally:
        page.close()
    (tmp / "index.html").write_text(
        FLOOR_HTML.replace("</head>", frame["styles"] + "</head>")
                  .replace("<body>floor</body>", f"<body>{frame['body']}</body>"))


def load(page) -> dict:
    page.evaluate(WAIT)
    return page.evaluate(MEASURE)


SETTLE = 3.0


# label -> the browser's language for that target (--locale, --also-locale); others en-US.
LOCALES: dict[str, str] = {}


def run_once(pw, url: str, settle: float = SETTLE, locale: str = "en-US"
             ) -> tuple[dict, dict, list[str]]:
    """(cold figures, warm figures, URLs requested off this origin) in a fresh profile."""
    origin = url.split("/", 3)[:3]
    offsite: list[str] = []
    with tempfile.TemporaryDirectory(prefix="bench-profile-") as profile:
        ctx = pw.chromium.launch_persistent_context(
            profile, executable_path="/usr/bin/chromium", args=FLAGS, headless=True,
            locale=locale)
        try:
            # No ctx.route() guard here: routing would disable the HTTP cache. Just record.
            ctx.on("request", lambda r: offsite.append(r.url)
                   if r.url.split("/", 3)[:3] != origin and not r.url.startswith("data:") else None)
            ctx.add_init_script(RECORD)
            page = ctx.pages[0] if ctx.pages else ctx.new_page()
            time.sleep(settle)
            page.goto(url, wait_until="commit")
            cold = load(page)
            time.sleep(0.5)
            cold["settled"] = page.evaluate(SETTLED)
            page.reload(wait_until="commit")
            warm = load(page)
        finally:
            ctx.close()
    return cold, warm, offsite


def spread(values: list[float]) -> str:
    return f"{statistics.median(values) / 1000:5.2f} s ({min(values) / 1000:.2f}-{max(values) / 1000:.2f})"


def bench(pw, targets: dict[str, str], runs: int, settle: float = SETTLE):
    """{label: {"cold": [figures...], "warm": [...]}}; targets alternate within each run,
    each run starting one further along."""
    got = {label: {"cold": [], "warm": []} for label in targets}
    labels = list(targets)
    for i in range(runs):
        # Each run starts with the next target: with a fixed order, the target measured
        # first in each run started cold 10-15 % slower, whichever build it was (two
        # builds swapped places between two runs and the gap followed the place).
        k = i % len(labels)
        for label in labels[k:] + labels[:k]:
            url = targets[label]
            try:
                cold, warm, offsite = run_once(pw, url, settle, LOCALES.get(label, "en-US"))
            except Exception as error:      # e.g. "Target crashed": said, then measured again
                if "crashed" not in str(error):
                    raise
                print(f"  run {i + 1}/{runs} {label:8}: THE PAGE CRASHED ({str(error).splitlines()[0]}); "
                      f"once more in a new browser", flush=True)
                cold, warm, offsite = run_once(pw, url, settle, LOCALES.get(label, "en-US"))
            got[label]["cold"].append(cold)
            got[label]["warm"].append(warm)
            extra = f"  OFF-ORIGIN REQUESTS: {offsite}" if offsite else ""
            print(f"  run {i + 1}/{runs} {label:8}: cold {cold['ready'] / 1000:5.2f} s "
                  f"({cold['boot'] or '-'}, {cold['bytes'] / 1e6:4.1f} MB)  warm "
                  f"{warm['ready'] / 1000:5.2f} s ({warm['boot'] or '-'}, "
                  f"{warm['bytes'] / 1e6:4.1f} MB)  [{cold['settled']}]{extra}", flush=True)
    return got


PHASES = [("runtime", "PyScript ready to start Python"), ("wasm-fetched", "wasm fetched"),
          ("snapshot-found", "snapshot found in the cache"), ("pyscript-calls", "PyScript asks for Python"), ("snapshot-read", "snapshot read"), ("python-started", "Python started (normal start)"),
          ("python", "Python started or restored, app ready"),
          ("main", "main.py starts"), ("imported", "app imported"), ("rendered", "first render")]


def gzip_bytes(urls: list[str], directory: Path) -> int:
    """What those files weigh gzipped (what a compressing host such as Netlify sends; our
    loopback server sends them raw)."""
    total = 0
    for url in urls:
        path = url.split("/", 3)[3].split("?")[0] if url.count("/") >= 3 else ""
        file = directory / (path or "index.html")
        if file.is_file():
            total += len(gzip.compress(file.read_bytes(), 6, mtime=0))
    return total


# Issue #12's targets, as shares of the floor's interactive time in the same run.
TARGETS = [("cold", "ready", 0.50, "interactive"), ("warm", "ready", 0.30, "interactive"),
           ("cold", "content", 0.05, "game's name on screen"),
           ("warm", "content", 0.05, "game's name on screen")]


def report_targets(got: dict) -> None:
    """Each target against each build: the median, and in how many runs it was met. The
    floor's own time moves by 10-20 % between runs, so a median within a few hundredths of
    a target says "on the line", and the count says how often."""
    floor = got["floor"]
    print("\ntargets (ratio to the floor; median, and the runs that met it):")
    for label, loads in got.items():
        if label in ("floor", "frame"):
            continue
        for kind, key, target, what in TARGETS:
            ratios = [a[key] / f["ready"] for a, f in zip(loads[kind], floor[kind])
                      if a[key] is not None]
            if not ratios:
                continue
            met = sum(r <= target for r in ratios)
            print(f"  {label:8} {kind} {what:22} <= {target:.2f}: x{statistics.median(ratios):.3f}, "
                  f"met in {met} of {len(ratios)} runs")


def report(got: dict, dirs: dict[str, Path]) -> None:
    print("\nmedians (spread):")
    for label, loads in got.items():
        for kind in ("cold", "warm"):
            rows = loads[kind]
            contents = [r["content"] for r in rows if r["content"] is not None]
            fcps = [r["fcp"] for r in rows if r["fcp"] is not None]
            print(f"  {label:8} {kind}: first paint {spread(fcps) if fcps else '   -'}")
            print(f"  {label:8} {kind}: ready {spread([r['ready'] for r in rows])}   content "
                  f"{spread(contents) if contents else '   -'}   "
                  f"bytes {statistics.median(r['bytes'] for r in rows) / 1e6:5.2f} MB   "
                  f"boot {','.join(sorted(set(r['boot'] or '-' for r in rows)))}")
    print("\na cold load's bytes until interactive (first run), raw and as a compressing host sends them:")
    for label, loads in got.items():
        if label == "frame":
            continue
        urls = loads["cold"][0]["urls"]
        print(f"  {label:8} {loads['cold'][0]['bytes'] / 1e6:5.2f} MB raw, "
              f"{gzip_bytes(urls, dirs[label]) / 1e6:5.2f} MB gzip, {len(urls)} requests")
    if "floor" in got:
        print("\nratios to the floor (median of the per-run ratios, interleaved runs):")
        floor = got["floor"]
        for label, loads in got.items():
            if label == "floor":
                continue
            for kind in ("cold", "warm"):
                ready = [a["ready"] / f["ready"] for a, f in zip(loads[kind], floor[kind])]
                content = [a["content"] / f["ready"] for a, f in zip(loads[kind], floor[kind])
                           if a["content"] is not None]
                line = (f"  {label:8} {kind}: interactive x{statistics.median(ready):.2f} "
                        f"({min(ready):.2f}-{max(ready):.2f})")
                if label == "frame":    # its start is the floor's: only its paint says anything
                    line = f"  {label:8} {kind}: (the static first frame, the bound)        "
                if content:
                    line += (f"   game's name on screen x{statistics.median(content):.3f} "
                             f"({min(content):.3f}-{max(content):.3f})")
                print(line)
        report_targets(got)
    for label, loads in got.items():
        if label in ("floor", "frame"):
            continue
        for kind in ("cold", "warm"):
            marks = [r["marks"] for r in loads[kind]]
            print(f"\n{label} {kind}: phases (median ms from navigation start)")
            for key, what in PHASES:
                values = [m[key] for m in marks if key in m]
                if values:
                    print(f"  {what:34} {statistics.median(values):7.0f}")
            print(f"  {'interactive':34} {statistics.median(r['ready'] for r in loads[kind]):7.0f}")
            # Our own phases as durations within each run (a difference of two medians
            # mixes runs, and Pyodide's start moves by far more than our phases last).
            spans = [("main", "imported", "main.py to app imported"),
                     ("imported", "rendered", "app imported to first render"),
                     ("main", "rendered", "main.py to first render")]
            print("  durations (median of each run's, ms):")
            for start, end, what in spans:
                values = [m[end] - m[start] for m in marks if start in m and end in m]
                if values:
                    print(f"    {what:32} {statistics.median(values):7.0f}  "
                          f"({min(values):.0f}-{max(values):.0f})")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--only", choices=["app", "floor", "frame", "baseline"])
    ap.add_argument("--no-frame", action="store_true", help="leave out the static first-frame target")
    ap.add_argument("--dist", type=Path, default=ROOT / "dist")
    ap.add_argument("--baseline", type=Path, help="another build to measure alongside")
    ap.add_argument("--path", default=APP_PATH, help=f"app URL path (default {APP_PATH})")
    ap.add_argument("--no-settle", action="store_true",
                    help="load the page at once after launching the browser (its own start-up included)")
    ap.add_argument("--locale", default="en-US", help="the browser's language for app and baseline")
    ap.add_argument("--also-locale", action="append", default=[], metavar="LOCALE",
                    help="also measure the app in this browser language (target app-LOCALE)")
    args = ap.parse_args()
    dist = args.dist.resolve()
    for d in filter(None, (dist, args.baseline)):
        if not (d / "index.html").is_file():
            sys.exit(f"bench: {d}/index.html not found: run `make build`")

    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory(prefix="bench-floor-") as tmp, \
            tempfile.TemporaryDirectory(prefix="bench-frame-") as frame, sync_playwright() as pw:
        write_floor(Path(tmp), dist)
        if not args.no_frame and args.only in (None, "frame"):
            srv, url = serve.start_server(dist)
            browser = pw.chromium.launch(executable_path="/usr/bin/chromium", args=FLAGS, headless=True)
            try:
                write_first_frame(browser, Path(frame), dist, url + args.path)
            finally:
                browser.close()
                srv.shutdown()
        servers, targets, dirs = [], {}, {}
        for label, directory, path in (("app", dist, args.path), ("floor", Path(tmp), "/"),
                                       ("frame", None if args.no_frame else Path(frame), "/"),
                                       ("baseline", args.baseline, args.path)):
            if directory is None or args.only not in (None, label):
                continue
            srv, url = serve.start_server(directory)
            servers.append(srv)
            targets[label] = url + path
            dirs[label] = directory
            if label in ("app", "baseline"):
                LOCALES[label] = args.locale
            for locale in args.also_locale if label == "app" else ():
                targets[f"app-{locale}"], dirs[f"app-{locale}"] = url + path, directory
                LOCALES[f"app-{locale}"] = locale
        settle = 0.0 if args.no_settle else SETTLE
        print(f"start-up of {args.path}, {args.runs} runs (fresh profile each, the browser "
              f"left {settle:g} s to start; warm = reload once the offline cache is complete)")
        got = bench(pw, targets, args.runs, settle)
        for srv in servers:
            srv.shutdown()
        report(got, {label: d.resolve() for label, d in dirs.items()})
    print("\nbytes (dist/):")
    build.print_report(build.size_report(dist))


if __name__ == "__main__":
    main()
