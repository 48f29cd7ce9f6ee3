"""Every path the code and the docs cite is in this repository, and nothing points
outside it (the repository must stand alone)."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CITED = re.compile(r"(?<![\w/.])((?:py|docs|tests|tools|assets)/[\w./-]*\w)")
OUTSIDE = re.compile(r"\.\./shared|\bshared/(rules|design|sources)\b")


def sources():
    for pattern in ("py/**/*.py", "tests/**/*.py", "tools/**/*.py", "tools/**/*.mjs",
                    "docs/*.md", "README.md", "Makefile"):
        yield from ROOT.glob(pattern)


def test_cited_paths_exist():
    missing = []
    for path in sources():
        for cited in CITED.findall(path.read_text(errors="replace")):
            cited = cited.rstrip(".")
            if "*" in cited or "<" in cited:
                continue
            if not (ROOT / cited).exists():
                missing.append(f"{path.relative_to(ROOT)}: {cited}")
    assert missing == []


def test_nothing_points_outside_the_repository():
    found = [str(p.relative_to(ROOT)) for p in sources()
             if p.name != "test_references.py" and OUTSIDE.search(p.read_text(errors="replace"))]
    assert found == []
