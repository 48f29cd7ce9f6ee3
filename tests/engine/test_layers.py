"""The module graph: layers import downward only, and nothing imports in a circle.

    engine (piecepad core, piecepad.games, piecepad.record)  <  ai  <  view  <  app  <  glue

A game's
folder, piecepad/games/<id>/, holds parts of several layers, each known by its file
name (ROLES): its view, picture and rules page are views, its profile is the
computer's, the rest (engine, set-up adapter, PPN mapping, puzzle of the day) engine.

Every import counts, at module level or inside a function: a function-level import
is still a dependency, only a later one."""

import ast
from pathlib import Path

PY = Path(__file__).resolve().parents[2] / "py"
LAYERS = ("engine", "ai", "view", "app", "glue")


ROLES = {"view": "view", "picture": "view", "rules_page": "view", "profile": "ai"}


def layer(module):
    if module in ("main", "glue"):
        return "glue"
    parts = module.split(".")
    if parts[:2] == ["piecepad", "games"] and len(parts) == 4:
        return ROLES.get(parts[3], "engine")
    for name in ("ai", "view", "app"):
        if module == f"piecepad.{name}" or module.startswith(f"piecepad.{name}."):
            return name
    return "engine"


def modules():
    found = {"main": PY / "main.py", "glue": PY / "glue.py"}
    for path in (PY / "piecepad").rglob("*.py"):
        parts = path.relative_to(PY).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        found[name] = path
    return found


def imports(name, path, known):
    """The Piecepad modules ``name`` imports (resolved to modules where they exist)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join(up + ([base] if base else []))
            for alias in node.names:
                out.add(f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base)
    return {m for m in out if m in known and m != name}


def graph():
    known = modules()
    return {name: imports(name, path, known) for name, path in known.items()}


def test_layers_import_downward_only():
    upward = [(a, b) for a, deps in graph().items() for b in deps
              if LAYERS.index(layer(b)) > LAYERS.index(layer(a))]
    assert upward == []


def test_no_import_cycles():
    g = graph()
    state, cycles = {}, []

    def visit(node, path):
        state[node] = "open"
        for dep in sorted(g[node]):
            if state.get(dep) == "open":
                cycles.append(path[path.index(dep):] + [dep])
            elif dep not in state:
                visit(dep, path + [dep])
        state[node] = "done"
    for node in sorted(g):
        if node not in state:
            visit(node, [node])
    assert cycles == []


def test_the_engine_imports_no_browser_module():
    for name, path in modules().items():
        if name not in ("main", "glue"):
            tree = ast.parse(path.read_text())
            names = {a.name.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.Import)
                     for a in n.names}
            names |= {(n.module or "").split(".")[0] for n in ast.walk(tree)
                      if isinstance(n, ast.ImportFrom) and not n.level}
            assert not names & {"js", "pyodide", "pyscript"}, name


def test_each_part_of_a_game_folder_has_its_layer():
    """The roles above are what the catalogue names: a row's view, picture and rules
    page are views, its profile the computer's."""
    from piecepad import catalogue
    for row in catalogue.entries():
        assert layer(row.module) == "engine" and layer(row.view) == "view"
        for part, expected in (("rules", "view"), ("picture", "view"), ("profile", "ai"),
                               ("setup", "engine"), ("ppn", "engine"), ("daily", "engine")):
            if getattr(row, part):
                assert layer(getattr(row, part)) == expected, (row.id, part)
