#!/usr/bin/env node
// Compile Python sources to bytecode with the Python of the pinned Pyodide (the
// browser's own), so the app does not compile its modules on every start.
//   node tools/pyodide_compile.mjs <dir> [--checked]
//   -> stdout: {"a/__pycache__/b.cpython-314.pyc": "<base64>", ...}, for every a/b.py
// Paths are where that Python's import looks for a module's cached bytecode; the files
// are "unchecked-hash", so they are used whatever the sources' timestamps are, or with
// --checked "checked-hash": used only while the source beside them is the one compiled
// (for sources we do not write ourselves).
import { resolve } from "node:path";
import { loadPyodide } from "pyodide";

const dir = process.argv[2];
const mode = process.argv[3] === "--checked" ? "CHECKED_HASH" : "UNCHECKED_HASH";
if (!dir) {
  console.error("usage: node tools/pyodide_compile.mjs <dir>");
  process.exit(2);
}
const pyodide = await loadPyodide();
pyodide.FS.mkdirTree("/src");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: resolve(dir) }, "/src");
pyodide.globals.set("mode", mode);
const out = pyodide.runPython(`
import base64, importlib.util, json, os, py_compile, sys
sys.dont_write_bytecode = True
found = {}
for base, dirs, files in os.walk("/src"):
    dirs[:] = sorted(d for d in dirs if d != "__pycache__")
    for name in sorted(files):
        if name.endswith(".py"):
            path = os.path.join(base, name)
            rel = os.path.relpath(path, "/src")
            cfile = "/tmp/out.pyc"
            cached = os.path.relpath(importlib.util.cache_from_source(path), "/src")
            py_compile.compile(path, cfile=cfile, dfile=rel, doraise=True,
                               invalidation_mode=getattr(py_compile.PycInvalidationMode, mode))
            with open(cfile, "rb") as f:
                found[cached] = base64.b64encode(f.read()).decode()
json.dumps(found)
`);
process.stdout.write(out);
