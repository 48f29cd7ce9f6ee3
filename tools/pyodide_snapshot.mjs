#!/usr/bin/env node
// Make the memory snapshot a repeat visit restores instead of starting Python:
//   node tools/pyodide_snapshot.mjs <stdlib.zip> <py.zip> <keep list> <out.bin>
// The interpreter is the pinned Pyodide's, started on the same trimmed standard library
// the page uses (a snapshot only holds the wasm heap: the page must mount byte-identical
// files at the same paths before restoring). py.zip goes where PyScript unpacks it (the
// home directory), and every module of the app is imported, so a restored page finds the
// whole app already loaded. Nothing here may touch `js`: a snapshot cannot hold
// references to JavaScript objects of the build machine.
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { loadPyodide } from "pyodide";

const [stdlib, pyZip, keepList, out] = process.argv.slice(2);
if (!out) {
  console.error("usage: node tools/pyodide_snapshot.mjs <stdlib.zip> <py.zip> <keep list> <out.bin>");
  process.exit(2);
}
const pyodide = await loadPyodide({ _makeSnapshot: true, stdLibURL: resolve(stdlib) });
pyodide.FS.writeFile("/tmp/py.zip", new Uint8Array(readFileSync(pyZip)));
const keep = readFileSync(keepList, "utf-8").split("\n")
  .map((line) => line.split("#")[0].trim())
  .filter((name) => name && !name.endsWith(".*") && !name.startsWith("-"));
const scope = pyodide.toPy({ keep });
const count = pyodide.runPython(`
import importlib, os, sys, zipfile
os.chdir("/home/pyodide")
with zipfile.ZipFile("/tmp/py.zip") as archive:
    archive.extractall(".")
os.remove("/tmp/py.zip")
loaded = 0
for base, dirs, files in os.walk("piecepad"):
    dirs[:] = sorted(d for d in dirs if d != "__pycache__")
    for f in sorted(files):
        if f.endswith(".py"):
            parts = os.path.join(base, f)[:-3].split("/")
            importlib.import_module(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
            loaded += 1
# The DOM glue too: it touches no browser object until the page calls start(). And the
# module assets/runtime.mjs calls before PyScript's set-up.
for name in ("glue", "pyscript_bytecode"):
    importlib.import_module(name)
    loaded += 1
# PyScript's bytecode (tools/build.py puts it in the standard library's zip), kept in the
# heap: a restored page writes it out without reading the zip (assets/runtime.mjs).
import types
stash = types.ModuleType("_piecepad_pyscript_bytecode")
with zipfile.ZipFile("/lib/python%d%d.zip" % sys.version_info[:2]) as stdlib:
    stash.files = {n: stdlib.read(n) for n in stdlib.namelist() if n.startswith("pyscript-bytecode/")}
sys.modules[stash.__name__] = stash
for name in keep:
    try:
        importlib.import_module(name)
    except ImportError:
        pass
loaded
`, { globals: scope });
scope.destroy();
const snapshot = pyodide.makeMemorySnapshot();
writeFileSync(out, snapshot);
process.stdout.write(JSON.stringify({ modules: count, bytes: snapshot.length }));
