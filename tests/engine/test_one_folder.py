"""A game is one folder: outside ``piecepad/games/<id>/``, no module names a game; only
the catalogue does (issue 33). Names in code count: string constants, identifiers,
attribute names and imported modules. Docstrings and comments may use a game as an
example; they are not read."""

import ast
from pathlib import Path

from piecepad import catalogue

PY = Path(__file__).resolve().parents[2] / "py"
ALLOWED = {PY / "piecepad" / "catalogue.py"}


def _names():
    """Every way code could name a game: its id, its package name, its title's words."""
    out = set()
    for row in catalogue.entries():
        out |= {row.id, row.id.replace("-", "_"), row.folder.rpartition(".")[2]}
    return out | {"dodg'em", "dodgem", "tracers", "tracross", "pacru", "quet"}


def _docstrings(tree):
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def _words(text):
    import re
    return set(re.findall(r"[a-z][a-z_'-]*[a-z]", text.lower()))


def named_games(path):
    """(line, what) for each place the module names a game in code."""
    tree = ast.parse(path.read_text())
    docs, names, out = _docstrings(tree), _names(), []
    for node in ast.walk(tree):
        texts = []
        if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and id(node) not in docs:
            texts = [node.value]
        elif isinstance(node, ast.Name):
            texts = [node.id]
        elif isinstance(node, ast.Attribute):
            texts = [node.attr]
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            texts = [getattr(node, "module", None) or ""] + [a.name for a in node.names]
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            texts = [node.name]
        for text in texts:
            parts = _words(text) | set(str(text).lower().replace(".", " ").split())
            hit = sorted(n for n in names if n in parts
                         or any(p.startswith(n + "_") or p.endswith("_" + n) for p in parts))
            if hit:
                out.append((node.lineno, f"{hit[0]} in {str(text)[:60]!r}"))
    return out


def _outside_game_folders():
    games_dir = PY / "piecepad" / "games"
    for path in sorted(PY.rglob("*.py")):
        inside = games_dir in path.parents and path.parent != games_dir
        if not inside and path not in ALLOWED:
            yield path


def test_no_game_is_named_outside_its_folder_and_the_catalogue():
    found = [f"{path.relative_to(PY)}:{line}: {what}"
             for path in _outside_game_folders() for line, what in named_games(path)]
    assert found == []


def test_a_game_folder_names_no_other_game():
    games_dir = PY / "piecepad" / "games"
    found = []
    for row in catalogue.entries():
        folder = games_dir / row.folder.rpartition(".")[2]
        own = {row.id, row.id.replace("-", "_")}
        others = {r.id for r in catalogue.entries() if r.id != row.id}
        for path in sorted(folder.rglob("*.py")):
            for line, what in named_games(path):
                name = what.split(" ", 1)[0]
                if name.replace("_", "-") in others and name not in own \
                        and not row.id.startswith(name.replace("_", "-") + "-"):
                    found.append(f"{path.relative_to(PY)}:{line}: {what}")
    assert found == []


def test_the_checker_finds_a_named_game(tmp_path):
    """The test above can fail: a module that names a game in code is caught."""
    bad = tmp_path / "bad.py"
    bad.write_text('"""Pacru is fine here."""\n# and Quet here\nX = "dodgem"\n'
                   'from .games.tracers import view\nif game.id == "tracross-solitaire": pass\n')
    lines = [line for line, _ in named_games(bad)]
    assert 3 in lines and 4 in lines and 5 in lines and 1 not in lines and 2 not in lines
