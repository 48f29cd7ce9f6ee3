"""The runtime files the build writes (docs/startup.md): the trimmed standard library
runs the whole app on its own, and the snapshot names its build. No browser needed,
but the built site is (the site_dir fixture)."""

import gzip
import re
import sys
import struct
import shutil
import subprocess
import zipfile
from pathlib import Path

import pytest

pytestmark = pytest.mark.startup
ROOT = Path(__file__).resolve().parents[2]


def stdlib_of(site):
    [path] = (site / "runtime").glob("stdlib-*.zip")
    return path


def check_runtime(stdlib):
    return subprocess.run(["node", "tools/pyodide_script.mjs", "--stdlib", str(stdlib),
                           "tools/check_runtime.py"], cwd=ROOT, capture_output=True, text=True,
                          timeout=300)


def test_the_app_runs_on_the_trimmed_standard_library_alone(site_dir):
    done = check_runtime(stdlib_of(site_dir))
    assert done.returncode == 0, done.stderr[-1500:]
    assert "runtime check passed" in done.stdout
    for game_id in ("dodgem", "tracers", "quet", "tracross", "tracross-solitaire", "pacru"):
        assert f"{game_id} " in done.stdout


def test_the_check_fails_naming_a_module_the_trim_left_out(site_dir, tmp_path):
    """The control: the same check on a library without `html` (the views escape text with
    it) fails, and says so."""
    lacking = tmp_path / "stdlib.zip"
    with zipfile.ZipFile(stdlib_of(site_dir)) as src, zipfile.ZipFile(lacking, "w") as dst:
        for item in src.infolist():
            if not item.filename.startswith("html/"):
                dst.writestr(item, src.read(item))
    done = check_runtime(lacking)
    assert done.returncode != 0
    assert "No module named 'html'" in done.stderr


def test_what_the_keep_list_leaves_out_is_not_shipped(site_dir):
    """shutil's optional compressors ("-name" lines) and the codecs nobody asks for stay
    out of the zip: each was time a first visit spent at Python's start."""
    keep = (ROOT / "tools" / "stdlib_keep.txt").read_text().split("\n# browser\n")[0]
    left_out = [line[1:].strip() for line in keep.splitlines() if line.startswith("-")]
    assert {"bz2", "lzma", "compression"} <= set(left_out)
    with zipfile.ZipFile(stdlib_of(site_dir)) as zf:
        names = zf.namelist()
    for module in left_out:
        path = module.replace(".", "/")
        assert not [n for n in names if n == path + ".pyc" or n.startswith(path + "/")], module
    codecs = {n for n in names if n.startswith("encodings/")}
    assert "encodings/utf_8.pyc" in codecs and "encodings/latin_1.pyc" in codecs
    assert "encodings/cp1252.pyc" not in codecs and len(codecs) < 25


def test_the_library_is_bytecode_the_pinned_python_loads_unchecked(site_dir):
    with zipfile.ZipFile(stdlib_of(site_dir)) as zf:
        names = zf.namelist()
        assert names and all(n.endswith(".pyc") for n in names)
        for name in ("json/__init__.pyc", "random.pyc", "encodings/utf_8.pyc", "pyodide/ffi/__init__.pyc"):
            header = zf.read(name)[:8]
            assert header[4:8] == b"\x01\x00\x00\x00", f"{name}: not unchecked-hash"   # flags
    stock = ROOT / "node_modules" / "pyodide" / "python_stdlib.zip"
    with zipfile.ZipFile(stock) as zf:
        assert len(names) < sum(n.endswith(".py") for n in zf.namelist())


def test_the_snapshot_names_its_build_and_is_precached(site_dir):
    sw = (site_dir / "sw.js").read_text()
    build = sw.split('"piecepad-')[1].split('"')[0]
    [snapshot] = (site_dir / "runtime").glob("snapshot-*.bin")
    assert snapshot.name == f"snapshot-{build}.bin"
    with gzip.open(snapshot) as f:
        stored = f.read()
    magic, build_named, length = stored[:64].decode().split()
    assert (magic, build_named) == ("piecepad-snapshot", build)
    page_size, pages = struct.unpack("<II", stored[64:72])
    assert pages == -(-int(length) // page_size)
    flags = stored[72:72 + pages]                     # the sparse form: only non-zero pages
    sizes = [min(page_size, int(length) - i * page_size) for i in range(pages)]
    body = sum(size for size, keep in zip(sizes, flags) if keep)
    assert len(stored) == 64 + 8 + -(-pages // 4) * 4 + body
    assert 0 < sum(flags) < pages
    assert f'"./runtime/{snapshot.name}"' in sw                # inflated by the worker
    assert "python_stdlib.zip" not in sw and "py-editor" not in sw    # never loaded: not cached
    runtime = (site_dir / "assets" / "runtime.mjs").read_text()
    assert f'const BUILD = "{build}"' in runtime


def test_pyscripts_own_python_ships_precompiled(site_dir):
    """PyScript's package, read out of its bundle and compiled checked-hash at build time
    (assets/runtime.mjs puts it in __pycache__ before PyScript imports it)."""
    sys.path.insert(0, str(ROOT / "tools"))
    import build
    sources = build.pyscript_python(ROOT)
    assert "pyscript/__init__.py" in sources and len(sources) >= 10
    with zipfile.ZipFile(stdlib_of(site_dir)) as zf:
        names = set(zf.namelist())
        for rel in sources:
            folder, _, name = rel.rpartition("/")
            pyc = f"pyscript-bytecode/{folder}/__pycache__/{name[:-3]}.cpython-314.pyc"
            assert pyc in names, rel
            assert zf.read(pyc)[4:8] == b"\x03\x00\x00\x00", f"{rel}: not checked-hash"


def test_the_rules_pages_are_files_of_their_own(site_dir):
    """Most of the site's text, kept out of every other page's way: not in index.html."""
    html = (site_dir / "index.html").read_text()
    assert 'id="pre-rules-' not in html
    assert '<article class="rules' in (site_dir / "pages" / "rules-tracers.html").read_text()
