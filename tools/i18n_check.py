"""Which message ids are missing from a language's catalogue, which are there but no
longer used, and which translations' {placeholders} differ from the English ones.

    python3 tools/i18n_check.py            # every language; exit 1 if anything is missing
    python3 tools/i18n_check.py de --ids   # also list the missing ids themselves
    python3 tools/i18n_check.py --ids --under py/piecepad/games/quet   # ids used there

An id is the English template (docs/languages.md). They are found in the source:
the first argument of every ``T(...)``, ``tr(...)`` and ``N_(...)`` call written as a
literal (a text, or a pair of plural forms); the catalogue's titles, players and
blurbs; the lessons' and puzzle files' words (``title:``, ``step:``, ``say:``,
``nudge:``); and each module's ``MESSAGE_IDS`` (a tuple of ids made at run time).
"""

from __future__ import annotations

import ast
import re
import string
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PY = ROOT / "py"
CALLS = {"T", "tr", "N_"}
TEXT_KEYS = ("title:", "step:", "say:", "nudge:")
# The page's own words outside Python (assets/lang.js translates them): index.html's
# data-t and data-t-label attributes, and t("...") and tn(n, "...", "...") in assets/*.js.
SHELL_ATTR = re.compile(r'data-t(?:-label)?="([^"]+)"')
SHELL_CALL = re.compile(r'\bt\("([^"\\]+)"')
SHELL_PLURAL = re.compile(r'\btn\([^,()]+,\s*"([^"\\]+)",\s*"([^"\\]+)"')


def _literal(node):
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Tuple) and node.elts and all(
            isinstance(e, ast.Constant) and isinstance(e.value, str) for e in node.elts):
        return tuple(e.value for e in node.elts)
    return None


def _called(node):
    f = node.func
    return f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else None


def python_ids(path: Path) -> dict:
    """{id: "file:line"} of the literal ids in one module."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    found = {}
    where = lambda node: f"{path.relative_to(ROOT)}:{node.lineno}"   # noqa: E731
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and _called(node) in CALLS and node.args:
            text = _literal(node.args[0])
            if text is not None:
                found.setdefault(text, where(node))
        elif (isinstance(node, ast.Assign) and len(node.targets) == 1
              and isinstance(node.targets[0], ast.Name) and node.targets[0].id == "MESSAGE_IDS"
              and isinstance(node.value, (ast.Tuple, ast.List))):
            for item in node.value.elts:
                text = _literal(item)
                if text is not None:
                    found.setdefault(text, where(item))
    return found


def text_ids(path: Path) -> dict:
    found = {}
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        for key in TEXT_KEYS:
            if line.startswith(key):
                found.setdefault(line[len(key):].strip(), f"{path.relative_to(ROOT)}:{n}")
    return found


def shell_ids(root: Path = ROOT) -> dict:
    """{id: where}: the words assets/lang.js translates (ids of plurals are pairs)."""
    found = {}
    html = root / "index.html"
    for text in SHELL_ATTR.findall(html.read_text(encoding="utf-8")):
        found.setdefault(text.replace("&amp;", "&"), "index.html")
    for path in sorted((root / "assets").glob("*.js")):
        source = path.read_text(encoding="utf-8")
        where = str(path.relative_to(root))
        for text in SHELL_CALL.findall(source):
            found.setdefault(text, where)
        for pair in SHELL_PLURAL.findall(source):
            found.setdefault(tuple(pair), where)
    return found


def catalogue_ids() -> dict:
    sys.path.insert(0, str(PY))
    from piecepad import catalogue
    found = {}
    for entry in catalogue.entries():
        for text in (entry.title, entry.players, entry.blurb):
            found.setdefault(text, f"catalogue:{entry.id}")
    return found


def is_catalogue(path: Path) -> bool:
    """A language's catalogue module (its keys are ids, not uses of them)."""
    from piecepad import i18n
    stem = path.stem.split("_")[0]
    return stem in i18n.LANGS and stem != i18n.DEFAULT


def all_ids() -> dict:
    """{id: where it is first used}, over the whole app."""
    found = catalogue_ids()
    for text, where in shell_ids().items():
        found.setdefault(text, where)
    for path in sorted((PY / "piecepad").rglob("*.py")) + [PY / "glue.py"]:
        if "__pycache__" in path.parts or is_catalogue(path):
            continue
        for text, where in python_ids(path).items():
            found.setdefault(text, where)
    for path in sorted((PY / "piecepad" / "games").rglob("*.txt")):
        for text, where in text_ids(path).items():
            found.setdefault(text, where)
    return found


def fields(template) -> set:
    forms = template if isinstance(template, tuple) else (template,)
    return {name for form in forms for _, name, _, _ in string.Formatter().parse(form)
            if name is not None}


def problems(lang: str, ids: dict | None = None) -> dict:
    """{"missing": [...], "unused": [...], "placeholders": [...], "forms": [...]}."""
    from piecepad import i18n
    ids = all_ids() if ids is None else ids
    table: dict = {}
    for part in i18n.parts(lang).values():
        table.update(part)
    out = {"missing": sorted((i for i in ids if i not in table), key=str),
           "unused": sorted((i for i in table if i not in ids), key=str),
           "placeholders": [], "forms": [], "conflicts": []}
    seen: dict = {}
    for part in i18n.parts(lang).values():
        for key, value in part.items():
            if seen.setdefault(key, value) != value:
                out["conflicts"].append(key)
    for key, value in table.items():
        if isinstance(key, tuple) != isinstance(value, tuple):
            out["forms"].append(key)
        elif fields(key) != fields(value):
            out["placeholders"].append(key)
    return out


def main(argv: list[str]) -> int:
    sys.path.insert(0, str(PY))
    from piecepad import i18n
    under = argv[argv.index("--under") + 1].rstrip("/") if "--under" in argv else None
    langs = [a for a in argv if not a.startswith("-") and a.rstrip("/") != under] or [
        lang for lang in i18n.LANGS if lang != i18n.DEFAULT]
    show = "--ids" in argv
    ids = all_ids()
    if under:
        ids = {k: v for k, v in ids.items() if v.startswith(under + "/") or v.startswith(under + ":")
               or v == f"catalogue:{under}"}
    bad = False
    print(f"{len(ids)} ids in use")
    for lang in langs:
        found = problems(lang, ids)
        print(f"{lang}: " + ", ".join(f"{len(v)} {k}" for k, v in found.items()))
        for kind, keys in found.items():
            if kind != "unused":
                bad = bad or bool(keys)
            if show or kind != "missing":
                for key in keys[:400]:
                    print(f"  {kind}: {key!r}" + (f"  ({ids[key]})" if key in ids else ""))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
