"""piecepad.percent gives exactly what urllib.parse gives, and a game link's first
page is painted without importing urllib.parse (the reason the module exists)."""

import random
import subprocess
import sys
from pathlib import Path
from urllib.parse import quote as stock_quote
from urllib.parse import unquote as stock_unquote

import pytest

from piecepad.percent import quote, unquote

PY = Path(__file__).resolve().parents[2] / "py"
ALPHABET = "aZ09_.-~/%+*:,=@!; #?&é→\u00a0" + "%41%zz%e2%86%92"
SAFE_SETS = ("/", "", "-+*:,=@!", "-+*:,=@!/")


def texts(count=3000, seed=12):
    rnd = random.Random(seed)
    yield ""
    for _ in range(count):
        yield "".join(rnd.choice(ALPHABET) for _ in range(rnd.randrange(0, 12)))


def test_quote_matches_urllib_for_every_safe_set_the_app_uses():
    for text in texts():
        for safe in SAFE_SETS:
            assert quote(text, safe=safe) == stock_quote(text, safe=safe), (text, safe)


def test_unquote_matches_urllib():
    for text in texts():
        assert unquote(text) == stock_unquote(text), text


@pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocess inside Pyodide")
def test_a_game_link_paints_without_urllib_parse():
    # -S: no site, whose .pth files may import urllib.parse before the app does.
    script = f"""
import sys
assert "urllib.parse" not in sys.modules
sys.path.insert(0, {str(PY)!r})
from piecepad.app.controller import App
from piecepad.app.saves import MemoryStore
app = App(MemoryStore(), clock=lambda: 1000, base_url="https://pp.test/")
app.open("#/play/pp1/dodgem/1.0//a5-a6.f2-e2")
assert "a5" in app.page_html, app.page_html[:300]
print("urllib.parse" in sys.modules)
"""
    out = subprocess.run([sys.executable, "-S", "-c", script], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
