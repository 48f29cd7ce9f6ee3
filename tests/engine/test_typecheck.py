"""The typed contract is checked (make test runs mypy over the files pyproject.toml
names); this proves the checker, as configured, would catch a wrong type."""

from pathlib import Path

import pytest

try:
    from mypy import api
except ImportError:                    # inside Pyodide: mypy is not installed there
    api = None

pytestmark = pytest.mark.skipif(api is None, reason="mypy is not installed (it is absent "
                                                    "in Pyodide; CPython's make test runs it)")

BAD = '''
from piecepad.game import Move, State
from piecepad.grid import Grid

def first_square(state: State) -> int:
    return state.legal_moves()[0].origin      # a square name (str | None), not an int

Grid(6, "6")                                  # a width and height are ints
Move("a1-b1", kind=3)                         # a kind is text
'''

GOOD = '''
from piecepad.game import Move, State
from piecepad.protocols import MoveProtocol, StateProtocol

def first(state: State) -> MoveProtocol:
    s: StateProtocol = state
    return s.legal_moves()[0]

Move("a1-b1", kind="step", path=("a1", "b1"))
'''


ROOT = Path(__file__).resolve().parents[2]


def check(tmp_path, source, monkeypatch):
    monkeypatch.chdir(ROOT)                     # the config's paths are the repo's
    path = tmp_path / "snippet.py"
    path.write_text(source)
    out, err, status = api.run([str(path), "--config-file", str(ROOT / "pyproject.toml"),
                                "--no-incremental", "--cache-dir", str(tmp_path / "cache")])
    return out, status


def test_mypy_catches_a_wrong_type(tmp_path, monkeypatch):
    out, status = check(tmp_path, BAD, monkeypatch)
    assert status == 1, out
    assert "snippet.py:6: error: Incompatible return value type" in out
    assert "snippet.py:8: error: Argument 2 to \"Grid\"" in out
    assert "snippet.py:9: error: Argument \"kind\" to \"Move\"" in out


def test_mypy_passes_code_that_keeps_the_contract(tmp_path, monkeypatch):
    out, status = check(tmp_path, GOOD, monkeypatch)
    assert status == 0, out
