#!/usr/bin/env node
// Run the pure test suites (tests/engine, tests/view) inside real Pyodide under Node, to catch
// what CPython 3.11 cannot: Python 3.14 and wasm differences. No browser, no network.
//
//   node tools/pyodide_pytest.mjs [pytest args...]    (default: tests/engine tests/view)
//
// Needs `npm ci` (node_modules/pyodide) and the wheels of requirements-pyodide.txt in
// .cache/wheels/ (`make deps` downloads them from PyPI).
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const repo = join(dirname(fileURLToPath(import.meta.url)), "..");
const wheelDir = join(repo, ".cache", "wheels");

// Only the wheels pinned in requirements-pyodide.txt, so a stale wheel left in the cache is ignored.
const norm = (name) => name.toLowerCase().replace(/[-_.]+/g, "_");
const wheels = [];
for (const [, name, version] of readFileSync(join(repo, "requirements-pyodide.txt"), "utf8")
  .matchAll(/^([A-Za-z0-9][A-Za-z0-9._-]*)==([^\s;\\]+)/gm)) {
  const found = existsSync(wheelDir) && readdirSync(wheelDir).find((f) => {
    const [dist, ver] = f.split("-");
    return f.endsWith(".whl") && norm(dist) === norm(name) && ver === version;
  });
  if (!found) {
    console.error(`pyodide_pytest: no ${name}-${version} wheel in .cache/wheels/: run \`make deps\``);
    process.exit(2);
  }
  wheels.push(`/repo/.cache/wheels/${found}`);
}

let args = process.argv.slice(2);
if (args.length === 0) {
  args = ["tests/engine", "tests/view"].filter((d) => existsSync(join(repo, d)));
  if (args.length === 0) {
    console.error("pyodide_pytest: neither tests/engine nor tests/view exists");
    process.exit(2);
  }
}
// The browser tests need Playwright and a server: never in Pyodide. No cache dir on the mount.
args = ["-p", "no:cacheprovider", "--ignore=tests/browser", ...args];

const t0 = performance.now();
const pyodide = await loadPyodide();
// Mount the repo as it is on disk; tests read and import from it directly.
pyodide.FS.mkdirTree("/repo");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: repo }, "/repo");
pyodide.globals.set("wheels", pyodide.toPy(wheels));
pyodide.globals.set("args", pyodide.toPy(args));
pyodide.globals.set("startup", (performance.now() - t0) / 1000);
const rc = await pyodide.runPythonAsync(`
import os, sys, sysconfig, zipfile
sys.dont_write_bytecode = True  # no cpython-314 .pyc files in the repo (this is a live mount)
site = sysconfig.get_paths()["purelib"]
for whl in wheels:  # pure-Python wheels: unpacking is installing
    zipfile.ZipFile(whl).extractall(site)
os.chdir("/repo")
sys.path.insert(0, "/repo/py")
import pytest
print(f"pyodide_pytest: Python {sys.version.split()[0]} on {sys.platform}, pytest {pytest.__version__},"
      f" ready after {startup:.1f} s; running pytest {' '.join(args)}", flush=True)
int(pytest.main(list(args)))
`);
// pytest's own summary stays the last line of output (CI reads it).
process.exit(rc);
