"""The first-paint pages travel in index.html packed (tools/build.py packed(): raw
DEFLATE, then base64) and assets/inflate.js unpacks the one an address asks for, before
the first paint (docs/startup.md). The unpacker is checked against Python's zlib under
Node, on every page and on inputs built to reach each of its block types."""

import base64
import json
import random
import re
import subprocess
import sys
import zlib
from pathlib import Path

import pytest

pytestmark = pytest.mark.startup
ROOT = Path(__file__).resolve().parents[2]
PAGE_TAG = re.compile(r'<script type="application/x-piecepad-page" id="pre-([a-z-]+)">([^<]*)</script>')


def first_paint_pages():
    sys.path.insert(0, str(ROOT / "py"))
    from piecepad.app.prerender import first_paint
    return {key: html for key, html in first_paint().items() if not key.startswith("rules-")}


def deflate(data: bytes, level=9, strategy=zlib.Z_DEFAULT_STRATEGY) -> str:
    packer = zlib.compressobj(level, zlib.DEFLATED, -15, 9, strategy)
    return base64.b64encode(packer.compress(data) + packer.flush()).decode()


def unpack_in_node(cases: dict[str, str]) -> dict[str, str]:
    """{name: packed} -> {name: the text inflate.js gives, or "error: ..."}."""
    script = """
const { unpack } = require(process.argv[1]);
const cases = JSON.parse(require("fs").readFileSync(0, "utf8"));
const out = {};
for (const [name, packed] of Object.entries(cases)) {
  try { out[name] = unpack(packed); } catch (e) { out[name] = "error: " + e.message; }
}
process.stdout.write(JSON.stringify(out));
"""
    done = subprocess.run(["node", "-e", script, str(ROOT / "assets" / "inflate.js")],
                          input=json.dumps(cases), capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_index_html_carries_every_page_packed_and_each_unpacks_to_the_views_html(site_dir):
    html = (site_dir / "index.html").read_text(encoding="utf-8")
    carried = dict(PAGE_TAG.findall(html))
    pages = first_paint_pages()
    assert set(carried) == set(pages)
    assert {"home", "home-resume", "play-quet", "embed-pacru"} <= set(carried)
    for key, packed in carried.items():
        assert zlib.decompress(base64.b64decode(packed), -15).decode("utf-8") == pages[key], key
    # Why they are packed: the whole document, styles and all, is smaller than the pages
    # were alone (164 kB of HTML when carried as text).
    assert len(html.encode("utf-8")) < sum(len(p.encode("utf-8")) for p in pages.values())
    # No page is carried as a template (whose content the parser would build) or as text.
    assert not re.search(r'<template[^>]*\bid="pre-', html)
    assert 'type="text/html"' not in html


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_each_other_language_has_its_own_first_paint_pages(site_dir, lang):
    """English pages stay in index.html; another language's are one file beside it,
    and its rules pages a folder (docs/languages.md)."""
    from piecepad.app.prerender import first_paint
    pages = first_paint(lang)
    carried = json.loads((site_dir / "pages" / f"first-paint-{lang}.json").read_text("utf-8"))
    assert set(carried) == {key for key in pages if not key.startswith("rules-")}
    for key, packed in carried.items():
        assert zlib.decompress(base64.b64decode(packed), -15).decode("utf-8") == pages[key], key
    for key in (key for key in pages if key.startswith("rules-")):
        assert (site_dir / "pages" / lang / f"{key}.html").read_text("utf-8") == pages[key]
    assert pages["home"] != first_paint()["home"]


def test_inflate_js_unpacks_every_page_exactly_at_every_level():
    pages = first_paint_pages()
    cases = {f"{key}@{level}": deflate(html.encode("utf-8"), level)
             for key, html in pages.items() for level in (0, 1, 6, 9)}
    # Fixed Huffman codes (block type 1), which zlib only writes when asked.
    cases["play-pacru@fixed"] = deflate(pages["play-pacru"].encode("utf-8"), 9, zlib.Z_FIXED)
    got = unpack_in_node(cases)
    for name, packed in cases.items():
        assert got[name] == pages[name.split("@")[0]], name


def test_inflate_js_handles_text_of_every_shape():
    rng = random.Random(12)
    texts = {
        "empty": "",
        "non-ascii": "Dodg'em · Tracross — ◐ ☺ 𝔘 é" * 40,
        # Long runs and far-back copies: the longest lengths and distances.
        "runs": "a" * 70000 + "b" * 300 + "a" * 70000,
        "far": "".join(chr(rng.randrange(32, 127)) for _ in range(30000)) * 3,
        # Incompressible: zlib keeps it in stored blocks (type 0), several of them.
        "noise": "".join(chr(rng.randrange(0x20, 0x7f)) for _ in range(200000)),
    }
    cases = {name: deflate(text.encode("utf-8")) for name, text in texts.items()}
    cases.update({f"{name}@0": deflate(text.encode("utf-8"), 0) for name, text in texts.items()})
    got = unpack_in_node(cases)
    for name in cases:
        assert got[name] == texts[name.split("@")[0]], name


def test_inflate_js_refuses_a_damaged_page_rather_than_showing_half_of_it():
    page = first_paint_pages()["play-tracers"].encode("utf-8")
    whole = base64.b64decode(deflate(page))
    cases = {
        "cut short": base64.b64encode(whole[: len(whole) // 2]).decode(),
        "bad block type": base64.b64encode(bytes([0b111]) + whole[1:]).decode(),
        "not base64": "%%%",
    }
    got = unpack_in_node(cases)
    for name, text in got.items():
        assert text.startswith("error"), (name, text[:80])


def test_the_build_packs_any_text_safely():
    """Base64 cannot end its script early, whatever the page holds."""
    sys.path.insert(0, str(ROOT))
    from tools.build import packed
    text = packed("</script><!-- <script>")
    assert re.fullmatch(r"[A-Za-z0-9+/=]+", text)
    assert zlib.decompress(base64.b64decode(text), -15) == b"</script><!-- <script>"
