#!/usr/bin/env python3
"""`make test`: every test, in phases that keep both cores busy, then the budget.

    python3 tools/run_tests.py [--built DIR] [PHASE ...]   (default: every phase, in order)

--built DIR: the browser phases serve a copy of the site already built in DIR (make test
passes dist/, which its `build` step has just made) instead of building it again.

Phases (docs/testing.md says what each holds and why):
  mypy       the typed contract (pyproject.toml [tool.mypy])
  cpython    tests/engine, tests/view and tests/fuzz in CPython, two xdist workers
  pyodide    tests/engine and tests/view (but `exhaustive`) inside Pyodide under Node, two
             shards side by side
  browser    tests/browser (but `startup`), two xdist workers (one Chromium each), every page
             restored from the memory snapshot, as a returning visitor's starts
  firstvisit the browser tests marked `boot` or `startup`, as a first visit starts

Every phase runs even when an earlier one failed, so one log shows them all; the exit
status is non-zero if any failed. At the end it prints each phase's time, the ten
slowest tests of the run and one closing line with the counts, read from the JUnit
files each phase writes to test-results/junit/.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
JUNIT = ROOT / "test-results" / "junit"
PY = sys.executable
WORKERS = os.environ.get("PIECEPAD_WORKERS", "2")
PYODIDE_SHARDS = int(os.environ.get("PIECEPAD_PYODIDE_SHARDS", "2"))


ABOUT = {
    "mypy": "the typed contract (pyproject.toml [tool.mypy])",
    "cpython": "tests/engine, tests/view and tests/fuzz in CPython (pytest-xdist)",
    "pyodide": "tests/engine and tests/view but the exhaustive ones, inside Pyodide "
               "(node tools/pyodide_pytest.mjs, shards side by side)",
    "browser": "tests/browser in Chromium, every page restored from the memory snapshot as "
               "a returning visitor's is; no service worker where the outcome cannot depend "
               "on it (PIECEPAD_BOOT=snapshot PIECEPAD_LEAN=1; pytest-xdist)",
    "firstvisit": "the browser tests marked `boot` or `startup` again, as a first visit "
                  "starts Python (pytest-xdist)",
}


def pytest(*args: str) -> list[str]:
    # (pytest-benchmark, where a machine has it, only warns that xdist disables it)
    return [PY, "-m", "pytest", "-p", "no:cacheprovider", "-p", "no:benchmark", *args]


def xdist(*args: str) -> list[str]:
    return pytest("-n", WORKERS, *args) if WORKERS not in ("0", "1") else pytest(*args)


def phases(site: Path) -> dict[str, list[tuple[list[str], dict[str, str]]]]:
    """Each phase: the commands it runs side by side, each with its extra environment."""
    browser_env = {"PIECEPAD_DIST": str(site)}
    return {
        "mypy": [([PY, "-m", "mypy"], {})],
        "cpython": [(xdist("tests/engine", "tests/view", "tests/fuzz",
                           f"--junitxml={JUNIT / 'cpython.xml'}"), {})],
        "pyodide": [(["node", "tools/pyodide_pytest.mjs", "tests/engine", "tests/view",
                      "-m", "not exhaustive",
                      f"--junitxml=/repo/{(JUNIT / f'pyodide-{k}.xml').relative_to(ROOT)}"],
                     {"PIECEPAD_SHARD": f"{k}/{PYODIDE_SHARDS}"})
                    for k in range(1, PYODIDE_SHARDS + 1)],
        "browser": [(xdist("tests/browser", "-m", "not startup",
                           f"--junitxml={JUNIT / 'browser.xml'}"),
                     {**browser_env, "PIECEPAD_BOOT": "snapshot", "PIECEPAD_LEAN": "1"})],
        "firstvisit": [(xdist("tests/browser", "-m", "boot or startup",
                              f"--junitxml={JUNIT / 'firstvisit.xml'}"), browser_env)],
    }


def run_side_by_side(commands: list[tuple[list[str], dict[str, str]]]) -> int:
    """Run the commands at once; with more than one, each output line gets a prefix."""
    if len(commands) == 1:
        argv, env = commands[0]
        return subprocess.run(argv, cwd=ROOT, env={**os.environ, **env}).returncode
    procs = []
    for i, (argv, env) in enumerate(commands, 1):
        proc = subprocess.Popen(argv, cwd=ROOT, env={**os.environ, **env}, text=True,
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, bufsize=1)
        pump = threading.Thread(target=_pump, args=(proc, f"[{i}/{len(commands)}] "))
        pump.start()
        procs.append((proc, pump))
    codes = []
    for proc, pump in procs:
        codes.append(proc.wait())
        pump.join()
    return max(codes, key=abs)


def _pump(proc: subprocess.Popen, prefix: str) -> None:
    assert proc.stdout is not None
    for line in proc.stdout:
        sys.stdout.write(prefix + line)
        sys.stdout.flush()


def build_site(out: Path, built: Path | None) -> int:
    """The site for both browser phases (tests/browser/conftest.py's PIECEPAD_DIST), in
    a private folder that a `make serve` cannot rebuild under us: a copy of `built`, or
    a build of its own."""
    if built is not None:
        if not (built / "sw.js").is_file():
            print(f"run_tests: {built} holds no built site (sw.js)")
            return 1
        shutil.copytree(built, out)
        return 0
    return subprocess.run([PY, "tools/build.py", "--out", str(out), "--quiet"], cwd=ROOT).returncode


def cases(path: Path, phase: str) -> list[tuple[float, str, str, str]]:
    """(seconds, phase, test id, outcome) of each test case in a JUnit file."""
    if not path.is_file():
        return []
    found = []
    for case in ET.parse(path).iter("testcase"):
        outcome = "passed"
        for child in case:
            if child.tag in ("failure", "error"):
                outcome = "failed"
            elif child.tag == "skipped" and outcome == "passed":
                outcome = "skipped"
        name = f"{case.get('classname', '')}::{case.get('name')}"
        found.append((float(case.get("time") or 0), phase, name, outcome))
    return found


def report(timings: list[tuple[str, float, int]], results: list[tuple[float, str, str, str]]) -> None:
    print("\n== make test: the budget (docs/testing.md)")
    print(f"  {'phase':<10} {'time':>8}  {'tests':>6}  result")
    for name, seconds, code in timings:
        count = sum(1 for r in results if r[1] == name)
        shown = f"{count:>6}" if count else f"{'':>6}"
        print(f"  {name:<10} {_clock(seconds):>8}  {shown}  {'ok' if code == 0 else 'FAILED'}")
    print(f"  {'total':<10} {_clock(sum(t for _, t, _ in timings)):>8}")
    print("\n== the ten slowest tests")
    for seconds, phase, name, _ in sorted(results, reverse=True)[:10]:
        print(f"  {seconds:7.1f} s  {phase:<9} {name}")
    counts = {k: sum(1 for r in results if r[3] == k) for k in ("passed", "failed", "skipped")}
    failed_phases = sum(1 for _, _, code in timings if code != 0)
    # pytest's closing line is per phase; this one counts the whole run, and a phase
    # that failed without a failing test (mypy, a crash) counts as a failure too.
    print(f"\ntotal: {counts['passed']} passed, {max(counts['failed'], failed_phases)} failed,"
          f" {counts['skipped']} skipped")


def _clock(seconds: float) -> str:
    return f"{int(seconds // 60)}:{int(seconds % 60):02d}"


def main(argv: list[str]) -> int:
    built = None
    if argv[:1] == ["--built"] and len(argv) > 1:
        built, argv = (ROOT / argv[1]).resolve(), argv[2:]
    with tempfile.TemporaryDirectory(prefix="piecepad-site-") as tmp:
        site = Path(tmp) / "dist"
        table = phases(site)
        chosen = argv or list(table)
        unknown = [p for p in chosen if p not in table]
        if unknown:
            print(f"run_tests: no phase {', '.join(unknown)}; the phases: {', '.join(table)}")
            return 2
        JUNIT.mkdir(parents=True, exist_ok=True)
        for stale in JUNIT.glob("*.xml"):
            stale.unlink()
        timings = []
        if {"browser", "firstvisit"} & set(chosen):
            print(f"== build: the site the browser tests serve ({built or 'tools/build.py'})",
                  flush=True)
            started = time.monotonic()
            code = build_site(site, built)
            timings.append(("build", time.monotonic() - started, code))
        for name in chosen:
            print(f"\n== {name}: {ABOUT[name]}", flush=True)
            started = time.monotonic()
            code = run_side_by_side(table[name])
            timings.append((name, time.monotonic() - started, code))
        results = [r for path in sorted(JUNIT.glob("*.xml"))
                   for r in cases(path, path.stem.split("-")[0])]
        report(timings, results)
        return 1 if any(code != 0 for _, _, code in timings) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
