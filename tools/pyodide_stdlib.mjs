#!/usr/bin/env node
// Build the trimmed, precompiled standard library the app boots with, using the pinned
// Pyodide's own Python (so the bytecode matches the browser's interpreter exactly).
//   node tools/pyodide_stdlib.mjs <py dir> <keep list> <out.zip>
//   -> writes out.zip; stdout: {"modules": n, "bytes": n, "kept": [...]}
// Kept: what a fresh interpreter loads when it imports every module of py/ and every
// module named by an import statement there (function-level ones too), plus the names in
// the keep list (what PyScript and the page import by name at run time), less the
// list's "-name" lines (optional imports of Pyodide's start, never shipped).
// Each is stored as an unchecked-hash .pyc in the zip's legacy layout (json/__init__.pyc),
// which zipimport loads without the source and without compiling.
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { loadPyodide } from "pyodide";

const [pyDir, keepList, outZip] = process.argv.slice(2);
if (!outZip) {
  console.error("usage: node tools/pyodide_stdlib.mjs <py dir> <keep list> <out.zip>");
  process.exit(2);
}
const pyodide = await loadPyodide();
const FS = pyodide.FS;
for (const [dir, at] of [[resolve(pyDir), "/app"], [dirname(resolve(outZip)), "/out"]]) {
  FS.mkdirTree(at);
  FS.mount(FS.filesystems.NODEFS, { root: dir }, at);
}
pyodide.globals.set("keep_text", readFileSync(keepList, "utf-8"));
pyodide.globals.set("out_name", resolve(outZip).split("/").pop());
const out = pyodide.runPython(String.raw`
import ast, importlib, importlib._bootstrap_external as bx, importlib.util, json, os, sys, zipfile
sys.dont_write_bytecode = True
ZIP = "/lib/python%d%d.zip" % sys.version_info[:2]
with zipfile.ZipFile(ZIP) as src:
    names = src.namelist()
    sources = {n: src.read(n) for n in names if n.endswith(".py")}

def module_files(name):
    """Zip paths of the .py files of a module name, or of a whole package for 'pkg.*'."""
    if name.endswith(".*"):
        prefix = name[:-2].replace(".", "/") + "/"
        return [n for n in names if n.startswith(prefix) and n.endswith(".py")]
    base = name.replace(".", "/")
    return [n for n in (base + ".py", base + "/__init__.py") if n in names]

# Import every module of py/ and every module any of its import statements names
# (function-level ones too), in this fresh interpreter: what the app can load is then
# in sys.modules, with everything Pyodide's own start needed.
sys.path.insert(0, "/app")
named = set()
for base, dirs, files in os.walk("/app"):
    dirs[:] = sorted(d for d in dirs if d != "__pycache__")
    for f in sorted(files):
        if not f.endswith(".py"):
            continue
        path = os.path.join(base, f)
        rel = os.path.relpath(path, "/app")[:-3].split("/")
        if len(rel) > 1:
            named.add(".".join(rel[:-1] if rel[-1] == "__init__" else rel))
        for node in ast.walk(ast.parse(open(path, "rb").read())):
            if isinstance(node, ast.Import):
                named.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
                named.add(node.module)
keep_names = [line.split("#")[0].strip() for line in keep_text.splitlines()]
drop_names = [n[1:] for n in keep_names if n.startswith("-")]
keep_names = [n for n in keep_names if not n.startswith("-")]

def dropped(name):
    return any(name == d or name.startswith(d + ".") for d in drop_names)

needed = sorted(n for n in named if dropped(n))
for name in sorted(named) + [n for n in keep_names if n and not n.endswith(".*")]:
    try:
        importlib.import_module(name)
    except ImportError:
        pass   # js, pyscript: the page provides them
wanted = set()
for mod in list(sys.modules.values()):
    path = getattr(mod, "__file__", None) or ""
    if path.startswith(ZIP + "/"):
        wanted.add(path[len(ZIP) + 1:])
unknown = []
for name in keep_names:
    if not name:
        continue
    found = module_files(name)
    if not found:
        unknown.append(name)
    for rel in found:   # a package's parents must come too, or the import cannot start
        wanted.add(rel)
        parts = rel.split("/")[:-1]
        for i in range(1, len(parts) + 1):
            init = "/".join(parts[:i]) + "/__init__.py"
            if init in names:
                wanted.add(init)

# Left out on purpose (a "-name" line): whatever loaded them imports them in a try.
for rel in list(wanted):
    parts = rel[:-3].split("/")
    if dropped(".".join(parts[:-1] if parts[-1] == "__init__" else parts)):
        wanted.discard(rel)

size = 0
with zipfile.ZipFile("/out/" + out_name, "w", zipfile.ZIP_DEFLATED) as dst:
    for rel in sorted(wanted):
        source = sources[rel]
        code = compile(source, ZIP + "/" + rel, "exec", dont_inherit=True)
        pyc = bx._code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False)
        info = zipfile.ZipInfo(rel[:-3] + ".pyc", date_time=(1980, 1, 1, 0, 0, 0))
        info.compress_type = zipfile.ZIP_DEFLATED
        info.external_attr = 0o644 << 16
        dst.writestr(info, pyc)
        size += len(pyc)
json.dumps({"modules": len(wanted), "of": sum(n.endswith(".py") for n in names),
            "unknown": unknown, "needed": needed, "kept": sorted(wanted)})
`);
const summary = JSON.parse(out);
if (summary.unknown.length) {
  console.error(`pyodide_stdlib: not in the standard library: ${summary.unknown.join(", ")}`);
  process.exit(1);
}
if (summary.needed.length) {
  console.error(`pyodide_stdlib: py/ imports what the keep list leaves out: ${summary.needed.join(", ")}`);
  process.exit(1);
}
process.stdout.write(out);
