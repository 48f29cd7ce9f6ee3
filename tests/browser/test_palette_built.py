"""The build writes the site's colours from the one table (piecepad.view.palette) into
the stylesheet: the page's first paint has every theme block, and the hand-written
stylesheets hold none (tests/view/test_contrast.py)."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "py"))

from piecepad.view.palette import stylesheet  # noqa: E402


def test_the_page_carries_the_palette(site_dir):
    page = (site_dir / "index.html").read_text(encoding="utf-8")
    assert "{{PALETTE}}" not in page
    assert stylesheet() in page
    for name in ("--paper", "--dodgem-red", "--pc-neutral-0", "--tracross-1"):
        assert page.count(f"{name}:") == 3, name     # light, dark, and dark again for Auto
