"""A game is one folder: outside ``piecepad/games/<id>/``, no module names a game; only
the catalogue does (issue 33). Names in code count: string constants, identifiers,
attribute names and imported modules. Docstrings and comments may use a game as an
example; they are not read.

The same holds for the page's own files (index.html, assets/*.css, *.js, *.mjs, *.html):
a game's styles are its folder's style.css, which the build writes into the page."""

import ast
from pathlib import Path

from piecepad import catalogue

ROOT = Path(__file__).resolve().parents[2]
PY = ROOT / "py"
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


# -- the page's own files: styles, scripts, the shell ----------------------------------
WEB_COMMENTS = {".css": (r"/\*.*?\*/",), ".js": (r"/\*.*?\*/", r"(?<![:\\])//[^\n]*"),
                ".html": (r"<!--.*?-->",)}
WEB_COMMENTS[".mjs"] = WEB_COMMENTS[".js"]


def _web_files():
    yield ROOT / "index.html"
    for path in sorted((ROOT / "assets").iterdir()):
        if path.suffix in WEB_COMMENTS:
            yield path


def web_named_games(path):
    """(line, what) for each identifier of a stylesheet, script or page that names a game
    (a class, a custom property, a variable: ``.quet-page``, ``--dodgem-red``) by its id
    or its folder's name, whole or as a dash- or underscore-separated part. Comments are
    not read (blanked, so line numbers stay)."""
    import re
    text = path.read_text(encoding="utf-8")
    for pattern in WEB_COMMENTS[path.suffix]:          # block comments first
        text = re.sub(pattern, lambda m: re.sub(r"[^\n]", " ", m.group()), text, flags=re.S)
    names = {n.replace("_", "-") for n in _names() if re.fullmatch(r"[a-z_-]+", n)}
    out = []
    for lineno, line in enumerate(text.splitlines(), 1):
        for ident in re.findall(r"[A-Za-z_][\w-]*", line):
            parts = "-" + ident.lower().replace("_", "-").strip("-") + "-"
            hit = sorted(n for n in names if f"-{n}-" in parts)
            if hit:
                out.append((lineno, f"{hit[0]} in {ident[:60]!r}"))
    return out


def test_no_page_file_names_a_game():
    """Styles, scripts and the shell name no game: a game's styles live in its folder
    (games/<pkg>/style.css)."""
    found = [f"{path.relative_to(ROOT)}:{line}: {what}"
             for path in _web_files() for line, what in web_named_games(path)]
    assert found == []


def test_the_web_checker_finds_a_named_game(tmp_path):
    """The test above can fail: a stylesheet, script or page that names a game outside a
    comment is caught."""
    css = tmp_path / "bad.css"
    css.write_text("/* Pacru is fine here */\n.cell { color: var(--ink); }\n"
                   ".quet-page .cell { --seat0: var(--dodgem-red); }\n"
                   ".play-area.tracross_solitaire { --w-div: 5; }\n.tracersx { }\n")
    assert [line for line, _ in web_named_games(css)] == [3, 3, 4]
    js = tmp_path / "bad.js"
    js.write_text('// the pacru page\nconst url = "https://example.org/"; // quet\n'
                  'if (game === "tracross-solitaire") go();\n')
    assert [line for line, _ in web_named_games(js)] == [3]
    page = tmp_path / "bad.html"
    page.write_text('<!-- pacru -->\n<link rel="stylesheet" href="./assets/pacru.css">\n')
    assert [line for line, _ in web_named_games(page)] == [2]
