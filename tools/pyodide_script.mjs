#!/usr/bin/env node
// Run one of our Python scripts inside Pyodide under Node, with the repo mounted at /repo:
//   node tools/pyodide_script.mjs [--stdlib <zip>] tools/bench_playouts.py [args...]
// --stdlib starts Pyodide on that standard library instead of the stock one (the app's
// trimmed runtime/stdlib-*.zip, to prove the app runs on it alone).
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const repo = join(dirname(fileURLToPath(import.meta.url)), "..");
let argv = process.argv.slice(2);
let stdLibURL;
if (argv[0] === "--stdlib") {
  stdLibURL = resolve(argv[1]);
  argv = argv.slice(2);
}
const [script, ...args] = argv;
if (!script) {
  console.error("usage: node tools/pyodide_script.mjs [--stdlib <zip>] <script.py> [args...]");
  process.exit(2);
}
// An uncaught error would print Pyodide's whole minified source: print its message only.
process.on("uncaughtException", (error) => {
  console.error(String(error && error.message || error));
  process.exit(1);
});
process.on("unhandledRejection", (error) => {
  console.error(String(error && error.message || error));
  process.exit(1);
});
const pyodide = await loadPyodide(stdLibURL ? { stdLibURL } : {});
pyodide.FS.mkdirTree("/repo");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: repo }, "/repo");
pyodide.globals.set("script", `/repo/${script}`);
pyodide.globals.set("args", pyodide.toPy(args));
// exec, not runpy: a trimmed standard library need not hold runpy.
await pyodide.runPythonAsync(`
import os, sys
sys.dont_write_bytecode = True   # a live mount: leave no cpython-314 .pyc files behind
os.chdir("/repo")
sys.argv = [script, *args]
with open(script) as f:
    exec(compile(f.read(), script, "exec"), {"__name__": "__main__", "__file__": script})
`);
