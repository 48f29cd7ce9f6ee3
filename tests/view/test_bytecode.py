"""The app's bytecode in dist/py.zip is what the browser's Python loads without
compiling: beside each source, where zipimport looks (the page imports straight from the
zip, docs/startup.md), with the magic number of the pinned Pyodide and no check of
source timestamps. Run inside Pyodide (tools/pyodide_pytest.mjs) it checks against that
very Python."""

import importlib.util
import sys
import zipfile
from pathlib import Path

import pytest

PY_ZIP = Path(__file__).resolve().parents[2] / "dist" / "py.zip"


def bytecode_of(name):
    with zipfile.ZipFile(PY_ZIP) as zf:
        names = zf.namelist()
        sources = [n for n in names if n.endswith(".py")]
        cached = {n for n in names if n.endswith(".pyc")}
        return sources, cached, zf.read(name) if name in names else None


@pytest.mark.skipif(not PY_ZIP.exists(), reason="no dist/ (make build)")
def test_every_module_ships_with_its_bytecode_where_import_looks():
    sources, cached, _ = bytecode_of("")
    assert sources and len(cached) == len(sources)
    for src in sources:
        assert src[:-3] + ".pyc" in cached, src          # zipimport's a/b.pyc beside a/b.py


@pytest.mark.skipif(sys.platform != "emscripten" or not PY_ZIP.exists(),
                    reason="the bytecode is for Pyodide's Python")
def test_the_bytecode_is_for_this_python_and_never_checks_timestamps():
    name = "piecepad/game.pyc"
    _, _, data = bytecode_of(name)
    assert data is not None, name
    assert data[:4] == importlib.util.MAGIC_NUMBER
    flags = int.from_bytes(data[4:8], "little")
    assert flags == 0b01          # hash-based, unchecked: used whatever the file times
