#!/usr/bin/env python3
"""Rewrite the "# browser" part of tools/stdlib_keep.txt: the standard-library modules
loaded in Chromium once the app has started and opened every page.

    python3 tools/trace_stdlib.py [--dist dist]

It serves a copy of the built site with one extra Python script that hands sys.modules
to the page, opens the home, every rules page and every game (the computer playing a
move in each), and keeps what the stock standard library holds. Run it after upgrading
Pyodide or PyScript, whose own Python imports things no scan of py/ can see
(docs/startup.md).
"""
from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import serve  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
KEEP = ROOT / "tools" / "stdlib_keep.txt"
MARK = "# browser\n"
HOOK = """import json, sys
from js import window
from pyodide.ffi import create_proxy
window.piecepadModules = create_proxy(lambda *_: json.dumps(sorted(sys.modules)))
"""
sys.path.insert(0, str(ROOT / "py"))
from piecepad import games  # noqa: E402
from piecepad.record import Record  # noqa: E402


def game_links():
    for game_id in games.ids():
        options = {"seed": 1} if games.get(game_id).uses_seed else {}
        yield game_id, "#/play/" + Record.new(game_id, **options).to_text()


def modules_in_browser(dist: Path) -> list[str]:
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory(prefix="trace-stdlib-") as tmp:
        site = Path(tmp) / "site"
        shutil.copytree(dist, site)
        (site / "trace.py").write_text(HOOK)
        index = site / "index.html"
        index.write_text(index.read_text().replace(
            "</body>", '<script type="py" src="./trace.py"></script></body>'))
        srv, url = serve.start_server(site)
        try:
            with sync_playwright() as pw:
                browser = pw.chromium.launch(executable_path="/usr/bin/chromium",
                                             args=["--no-sandbox", "--disable-gpu"])
                page = browser.new_page()
                page.goto(url + "/#/")
                page.wait_for_function("() => !!window.piecepadModules", timeout=90_000)
                for game, link in game_links():
                    for address in (f"#/rules/{game}", link):
                        page.evaluate("h => { location.hash = h; }", address)
                        page.wait_for_timeout(300)
                    page.locator("button[data-action='hint']").first.click(timeout=5_000)
                    page.wait_for_timeout(1500)
                found = json.loads(page.evaluate("window.piecepadModules()"))
                browser.close()
        finally:
            srv.shutdown()
    stock = zipfile.ZipFile(ROOT / "node_modules" / "pyodide" / "python_stdlib.zip").namelist()
    files = set(stock)
    return [m for m in found if m.replace(".", "/") + ".py" in files
            or m.replace(".", "/") + "/__init__.py" in files]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dist", type=Path, default=ROOT / "dist")
    args = ap.parse_args()
    modules = modules_in_browser(args.dist.resolve())
    text = KEEP.read_text()
    head = text[:text.index(MARK) + len(MARK)]
    left_out = tuple(line.split("#")[0].strip()[1:] for line in head.splitlines()
                     if line.startswith("-"))
    modules = [m for m in modules if not any(m == d or m.startswith(d + ".") for d in left_out)]
    KEEP.write_text(head + "".join(f"{m}\n" for m in modules))
    print(f"{KEEP.relative_to(ROOT)}: {len(modules)} modules seen in the browser")


if __name__ == "__main__":
    main()
