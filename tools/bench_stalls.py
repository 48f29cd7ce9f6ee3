#!/usr/bin/env python3
"""Main-thread stalls while the computer thinks, in a real browser.

    python3 tools/bench_stalls.py --dist /tmp/dist-ai
    python3 tools/bench_stalls.py --dist /tmp/dist-ai --games dodgem,pacru --levels hard

For every game and level: a fresh browser context opens the app as an embed whose seats
are all computers of that level (``/?embed&seats=hard,hard#/play/<new record>``), so the
game plays itself from the first move; the benchmark watches it for ``--decisions``
decisions (or until the game ends, or ``--seconds``) and prints, for the time after the
app was ready (the boot itself is not counted):

- long tasks: the Long Tasks API (PerformanceObserver 'longtask': every main-thread task
  of 50 ms or more): how many, the longest;
- frame gaps: the time between two requestAnimationFrame callbacks (16.7 ms at 60 Hz
  when nothing blocks), the longest and the 99th percentile;
- tasks: every task of the page's main thread in a Chrome trace (category toplevel),
  the longest and the 99th percentile, both wall-clock and in CPU time of the thread.
  On a machine busy with other work a task's wall-clock time includes the time the
  thread waited for a CPU; its CPU time does not: compare the two before blaming the code;
- timer gaps (JSON only): a setTimeout(5 ms) chain's lateness.

Playwright on the system Chromium (``--chromium``, /usr/bin/chromium by default), the
site served by tools/serve.py. Build it first:
``python3 tools/build.py --out /tmp/dist-ai --quiet``. Times are wall-clock on a machine
that may be shared: note the load (printed at the start and the end).
"""

import argparse
import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "py"))

from piecepad import games  # noqa: E402
from piecepad.record import Record  # noqa: E402
from tools.serve import start_server  # noqa: E402

CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--disable-default-apps", "--disable-domain-reliability", "--disable-quic",
    "--no-first-run", "--no-default-browser-check",
]
READY = "html[data-py-ready]"

# Installed before the page's own scripts: the probes start at once, and count only
# what happens once the app is ready (the attribute the boot sets last).
PROBES = """(() => {
  const s = window.__stalls = {ready: null, long: [], frames: [], timers: []};
  const isReady = () => document.documentElement &&
      document.documentElement.hasAttribute('data-py-ready');
  new PerformanceObserver(list => { for (const e of list.getEntries())
      s.long.push([e.startTime, e.duration]); }).observe({type: 'longtask', buffered: true});
  let lastFrame = null;
  const frame = now => {
    if (s.ready === null && isReady()) s.ready = performance.now();
    if (s.ready !== null && lastFrame !== null && lastFrame >= s.ready)
      s.frames.push(now - lastFrame);
    lastFrame = now;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  const PERIOD = 5;
  let due = performance.now() + PERIOD;
  const tick = () => {
    const now = performance.now();
    if (s.ready === null && isReady()) s.ready = now;
    if (s.ready !== null && due - PERIOD >= s.ready) s.timers.push(Math.max(0, now - due));
    due = now + PERIOD;
    setTimeout(tick, PERIOD);
  };
  setTimeout(tick, PERIOD);
})();"""

COLLECT = """() => { const s = window.__stalls;
  return {ready: s.ready, long: s.ready === null ? [] :
            s.long.filter(([t, d]) => t >= s.ready).map(([t, d]) => [t - s.ready, d]),
          frames: s.frames, timers: s.timers}; }"""


def percentile(values, p):
    if not values:
        return 0.0
    v = sorted(values)
    return v[min(len(v) - 1, int(round(p / 100.0 * (len(v) - 1))))]


TASKS = ("ThreadControllerImpl::RunTask", "RunTask")


READY_MARK = "piecepad:rendered"     # py/main.py marks it just before data-py-ready


def main_thread_tasks(trace, explain=0):
    """[(wall ms, CPU ms)] of every task the page's main thread ran once the app was
    ready (from the task after the one holding READY_MARK), from a Chrome trace
    (category toplevel: each task's duration and its thread's CPU time over it); with
    ``explain``, also the ``explain`` longest by CPU, each with the events inside it
    (devtools.timeline: script, style, layout, ...), as text."""
    events = json.loads(trace)
    events = events.get("traceEvents", events) if isinstance(events, dict) else events
    main = {(e["pid"], e["tid"]) for e in events
            if e.get("ph") == "M" and e.get("name") == "thread_name"
            and e.get("args", {}).get("name") == "CrRendererMain"}
    marks = [e["ts"] for e in events if e.get("name") == READY_MARK]
    ready = max(marks) if marks else 0
    mine = [e for e in events if e.get("ph") == "X" and (e.get("pid"), e.get("tid")) in main]
    tasks = [e for e in mine if e.get("name") in TASKS and e["ts"] >= ready]
    out = [(e.get("dur", 0) / 1000.0, e.get("tdur", e.get("dur", 0)) / 1000.0) for e in tasks]
    if not explain:
        return out
    notes = []
    for t in sorted(tasks, key=lambda e: -e.get("tdur", e.get("dur", 0)))[:explain]:
        start, end = t["ts"], t["ts"] + t.get("dur", 0)
        inner = {}
        for e in mine:
            if e is not t and e.get("name") not in TASKS and start <= e["ts"] < end:
                inner[e["name"]] = inner.get(e["name"], 0) + e.get("dur", 0) / 1000.0
        top = sorted(inner.items(), key=lambda kv: -kv[1])[:6]
        notes.append(f"{t.get('tdur', 0) / 1000:.1f} ms CPU ({t.get('dur', 0) / 1000:.1f} wall): "
                     + ", ".join(f"{k} {v:.1f}" for k, v in top))
    return out, notes


def load():
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def run_one(browser, base, game_id, level, players, decisions, seconds, explain=0):
    options = {"players": players} if game_id == "pacru" and players != 2 else {}
    record = Record.new(game_id, **options)
    seats = ",".join([level] * record.state.players)
    url = f"{base}/?embed&seats={seats}#/play/{record.to_text()}"
    ctx = browser.new_context(viewport={"width": 1024, "height": 768})
    try:
        ctx.add_init_script(PROBES)
        page = ctx.new_page()
        errors = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.on("console", lambda m: m.type == "error" and errors.append(m.text))
        # Traced from the start, so the first moments after the app is ready are in it
        # too; the tasks before READY_MARK (the boot) are left out.
        browser.start_tracing(page=page, categories=["toplevel", "blink.user_timing"] + (
            ["devtools.timeline", "v8.execute"] if explain else []))
        page.goto(url)
        page.wait_for_selector(READY, state="attached", timeout=90_000)
        started = time.monotonic()
        plies, over = 0, False
        while time.monotonic() - started < seconds:
            time.sleep(0.5)
            h = page.evaluate("location.hash")
            rec = Record.from_text(h[len("#/play/"):])
            plies = len(rec)
            over = rec.state.outcome is not None
            if over or plies >= decisions:
                break
        data = page.evaluate(COLLECT)
        tasks = main_thread_tasks(browser.stop_tracing(), explain)
        notes = []
        if explain:
            tasks, notes = tasks
    finally:
        ctx.close()
    return {"game": game_id, "players": players, "level": level, "decisions": plies,
            "over": over, "seconds": round(time.monotonic() - started, 1),
            "long_tasks": len(data["long"]),
            "longest_task_ms": round(max((d for _t, d in data["long"]), default=0.0), 1),
            "tasks": [[round(t), round(d)] for t, d in data["long"]],
            "frame_max_ms": round(max(data["frames"], default=0.0), 1),
            "frame_p99_ms": round(percentile(data["frames"], 99), 1),
            "timer_max_ms": round(max(data["timers"], default=0.0), 1),
            "timer_p99_ms": round(percentile(data["timers"], 99), 1),
            "task_max_ms": round(max((w for w, _c in tasks), default=0.0), 1),
            "task_p99_ms": round(percentile([w for w, _c in tasks], 99), 1),
            "task_cpu_max_ms": round(max((c for _w, c in tasks), default=0.0), 1),
            "task_cpu_p99_ms": round(percentile([c for _w, c in tasks], 99), 1),
            "tasks_traced": len(tasks),
            "frames": len(data["frames"]), "errors": errors[:3], "notes": notes}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--dist", default=str(ROOT / "dist"), help="a built site")
    ap.add_argument("--chromium", default=os.environ.get("PIECEPAD_CHROMIUM",
                                                         "/usr/bin/chromium"))
    ap.add_argument("--games", default=",".join(games.ids()))
    ap.add_argument("--levels", default="easy,medium,hard")
    ap.add_argument("--pacru-players", default="2", help="e.g. 2,3")
    ap.add_argument("--decisions", type=int, default=16,
                    help="decisions watched per game and level (default 16)")
    ap.add_argument("--seconds", type=float, default=75.0,
                    help="at most this long per game and level (default 75)")
    ap.add_argument("--verbose", action="store_true",
                    help="list every long task (start after ready, duration)")
    ap.add_argument("--explain", type=int, default=0,
                    help="list the N longest tasks by CPU with what ran inside them")
    ap.add_argument("--json", help="append each result to this file (JSON lines)")
    args = ap.parse_args()
    if not (Path(args.dist) / "index.html").is_file():
        sys.exit(f"bench_stalls.py: {args.dist}/index.html not found: build the site first")
    from playwright.sync_api import sync_playwright

    server, base = start_server(args.dist)
    print(f"load {load()} (1, 5, 15 min); site {args.dist}; up to {args.decisions} decisions "
          f"or {args.seconds:g} s per row")
    header = (f"{'game':<20} {'level':<7} {'dec':>4} {'long':>5} {'longest':>8} "
              f"{'task max':>8} {'task p99':>8} {'cpu max':>8} {'cpu p99':>8} "
              f"{'frame max':>9} {'frame p99':>9}")
    print(header)
    print("-" * len(header))
    out = open(args.json, "a") if args.json else None
    worst = 0.0
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=args.chromium, args=CHROMIUM_ARGS,
                                         headless=True)
            for game_id in args.games.split(","):
                counts = ([int(p) for p in args.pacru_players.split(",")]
                          if game_id == "pacru" else [0])
                for players in counts:
                    for level in args.levels.split(","):
                        r = run_one(browser, base, game_id, level, players, args.decisions,
                                    args.seconds, args.explain)
                        r["load"] = load()
                        worst = max(worst, r["longest_task_ms"])
                        name = game_id + (f" {players}p" if players else "")
                        print(f"{name:<20} {level:<7} {r['decisions']:>4} {r['long_tasks']:>5} "
                              f"{r['longest_task_ms']:>8.1f} {r['task_max_ms']:>8.1f} "
                              f"{r['task_p99_ms']:>8.1f} {r['task_cpu_max_ms']:>8.1f} "
                              f"{r['task_cpu_p99_ms']:>8.1f} {r['frame_max_ms']:>9.1f} "
                              f"{r['frame_p99_ms']:>9.1f}"
                              + (f"  errors: {r['errors']}" if r["errors"] else "")
                              + (f"  tasks (ms after ready, ms): {r['tasks']}"
                                 if args.verbose else ""),
                              flush=True)
                        for note in r["notes"]:
                            print("    " + note)
                        if out:
                            out.write(json.dumps(r) + "\n")
                            out.flush()
            browser.close()
    finally:
        server.shutdown()
        if out:
            out.close()
    print(f"longest task over all rows: {worst:.1f} ms; load {load()}")
    print("(dec: decisions watched; long, longest: tasks of 50 ms or more (Long Tasks API); "
          "task: every main-thread task in a Chrome trace, wall-clock; cpu: the same tasks' "
          "CPU time (what a busy machine does not inflate); frame: gaps between animation "
          "frames; all ms. The JSON lines add a 5 ms timer's lateness)")


if __name__ == "__main__":
    main()
