#!/usr/bin/env node
// Run one of our Python scripts inside Pyodide under Node, with the repo mounted at /repo:
//   node tools/pyodide_script.mjs tools/bench_playouts.py [args...]
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const repo = join(dirname(fileURLToPath(import.meta.url)), "..");
const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error("usage: node tools/pyodide_script.mjs <script.py> [args...]");
  process.exit(2);
}
const pyodide = await loadPyodide();
pyodide.FS.mkdirTree("/repo");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: repo }, "/repo");
pyodide.globals.set("script", `/repo/${script}`);
pyodide.globals.set("args", pyodide.toPy(args));
await pyodide.runPythonAsync(`
import os, runpy, sys
sys.dont_write_bytecode = True   # a live mount: leave no cpython-314 .pyc files behind
os.chdir("/repo")
sys.argv = [script, *args]
runpy.run_path(script, run_name="__main__")
`);
