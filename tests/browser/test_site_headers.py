"""netlify.toml's headers, read the way Netlify reads a `for` path (tools/serve.py, which
serves them locally and in the browser tests): every file of the built site gets the
security headers once and exactly one caching rule."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
from serve import for_pattern, headers_for, load_rules  # noqa: E402


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
    rules = load_rules()
    files = [p for p in site_dir.rglob("*") if p.is_file()]
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
