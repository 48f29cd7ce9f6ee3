"""netlify.toml's headers and the build's _headers (the CSP), read the way Netlify reads a
`for` path (tools/serve.py, which serves them locally and in the browser tests): every
file of the built site gets the security headers once and exactly one caching rule, and
the CSP allows index.html's inline blocks, by their hashes, and nothing else inline."""

import base64
import hashlib
import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
from serve import for_pattern, headers_for, load_headers_file, load_rules  # noqa: E402


@pytest.mark.parametrize("rule, path, matches", [
    ("/*", "/", True), ("/*", "/vendor/pyodide-0/pyodide.mjs", True),
    ("/", "/", True), ("/", "/index.html", False),
    ("/vendor/*", "/vendor/pyscript-1/core.js", True),
    ("/py/*", "/py.zip", True),               # Netlify's slash before a lone * is optional
    ("/*.wasm", "/vendor/pyodide-0/pyodide.asm.wasm", True), ("/*.wasm", "/a.wasm.js", False),
    ("/sw.js", "/SW.JS", True), ("/sw.js", "/sw.js/", True), ("/sw.js", "/sw.json", False),
    ("/py/*", "/py/piecepad/game.py", True), ("/:seg/x", "/a/x", True), ("/:seg/x", "/a/b/x", False),
])
def test_a_for_path_matches_as_on_netlify(rule, path, matches):
    assert bool(for_pattern(rule).match(path)) is matches


def test_every_file_of_the_site_gets_one_caching_rule_and_the_security_headers(site_dir):
    rules = load_rules() + load_headers_file(site_dir / "_headers")
    files = [p for p in site_dir.rglob("*") if p.is_file() and p.name != "_headers"]
    assert len(files) > 20
    for path in ["/"] + ["/" + p.relative_to(site_dir).as_posix() for p in files]:
        headers = {k.lower(): v for k, v in headers_for(rules, path).items()}
        assert "frame-ancestors *" in headers["content-security-policy"], path
        assert headers["x-content-type-options"] == "nosniff", path
        cache = headers.get("cache-control", "")
        if path.startswith(("/vendor/", "/runtime/")):   # named by version or by content
            assert cache == "public, max-age=31536000, immutable", path
        else:
            assert cache == "no-cache", path          # one rule, never two joined
        if path.endswith(".wasm"):
            assert headers["content-type"] == "application/wasm", path


def test_the_csp_allows_exactly_the_inline_blocks_the_build_wrote(site_dir):
    policy = headers_for(load_headers_file(site_dir / "_headers"), "/")["Content-Security-Policy"]
    sources = {d.split()[0]: d.split()[1:] for d in policy.split("; ")}
    assert "'unsafe-inline'" not in policy
    html = (site_dir / "index.html").read_text(encoding="utf-8")
    assert not re.search(r"\sdata-inline[\s>]", html)
    for kind in ("script", "style"):
        # Inline blocks that run: not the packed first-paint pages nor PyScript's.
        blocks = re.findall(rf'<{kind}(?: type="module")?>(.*?)</{kind}>', html, re.S)
        hashes = ["'sha256-%s'" % base64.b64encode(hashlib.sha256(b.encode()).digest()).decode()
                  for b in blocks]
        assert blocks, kind
        for tag in re.findall(rf"<{kind}\b[^>]*>", html):   # the rest: files, or not run
            runs_inline = tag in (f"<{kind}>", '<script type="module">')
            assert runs_inline or "src=" in tag or 'type="application/x-piecepad-page"' in tag, tag
        allowed = [s for s in sources[f"{kind}-src"] if s.startswith("'sha256-")]
        assert sorted(allowed) == sorted(hashes), kind
