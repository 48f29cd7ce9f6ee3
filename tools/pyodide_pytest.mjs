#!/usr/bin/env node
// Run the pure test suites (tests/engine, tests/view) inside real Pyodide under Node, to catch
// what CPython 3.11 cannot: Python 3.14 and wasm differences. No browser, no network.
//
//   node tools/pyodide_pytest.mjs [pytest args...]    (default: tests/engine tests/view)
//
// PIECEPAD_SHARD=K/N runs every N-th collected test from the K-th on (1-based), so N
// processes side by side run the whole suite once: Pyodide runs on one core, and
// tools/run_tests.py starts two shards to use both.
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
pyodide.globals.set("shard", process.env.PIECEPAD_SHARD || "");
const rc = await pyodide.runPythonAsync(`
import glob, os, sys, sysconfig, zipfile
sys.dont_write_bytecode = True  # no cpython-314 .pyc files in the repo (this is a live mount)

# Import tracing: every module first loaded while the app's code (py/) is on the stack.
# After the run they must all be in the trimmed standard library the site ships
# (dist/runtime/stdlib-*.zip), or the app would fail in the browser where the tests pass.
APP = "/repo/py/"
traced = set()
def trace(event, event_args):
    if event == "import":
        frame = sys._getframe(1)
        while frame is not None:
            if frame.f_code.co_filename.startswith(APP):
                traced.add(event_args[0])
                break
            frame = frame.f_back
sys.addaudithook(trace)
site = sysconfig.get_paths()["purelib"]
for whl in wheels:  # pure-Python wheels: unpacking is installing
    zipfile.ZipFile(whl).extractall(site)
os.chdir("/repo")
sys.path.insert(0, "/repo/py")
import pytest
print(f"pyodide_pytest: Python {sys.version.split()[0]} on {sys.platform}, pytest {pytest.__version__},"
      f" ready after {startup:.1f} s; running pytest {' '.join(args)}", flush=True)

class Shard:
    """Keeps every N-th test from the K-th (round-robin in collection order, so the
    slow parametrized groups split evenly between the shards)."""
    def __init__(self, spec):
        k, n = (int(x) for x in spec.split("/"))
        if not 1 <= k <= n:
            raise SystemExit(f"pyodide_pytest: PIECEPAD_SHARD={spec}: want K/N with 1 <= K <= N")
        self.k, self.n = k, n

    def pytest_collection_modifyitems(self, config, items):
        kept = [t for i, t in enumerate(items) if i % self.n == self.k - 1]
        config.hook.pytest_deselected(items=[t for i, t in enumerate(items) if i % self.n != self.k - 1])
        items[:] = kept

plugins = [Shard(shard)] if shard else []
if shard:
    print(f"pyodide_pytest: shard {shard}", flush=True)
rc = int(pytest.main(list(args), plugins=plugins))

def stdlib_gaps():
    zips = glob.glob("/repo/dist/runtime/stdlib-*.zip")
    if not zips:
        print("pyodide_pytest: no dist/runtime/stdlib-*.zip (run make build): import trace not checked")
        return []
    kept = {n[:-4].replace("/", ".").removesuffix(".__init__") for n in zipfile.ZipFile(zips[0]).namelist()}
    stock = "/lib/python%d%d.zip/" % sys.version_info[:2]
    return sorted(name for name in traced
                  if (getattr(sys.modules.get(name), "__file__", None) or "").startswith(stock)
                  and name not in kept)
gaps = stdlib_gaps()
if gaps:
    print(f"pyodide_pytest: the app imported {', '.join(gaps)}, which the site's trimmed standard"
          " library leaves out: add them to tools/stdlib_keep.txt (docs/startup.md)")
    rc = rc or 1
else:
    print(f"pyodide_pytest: import trace: {len(traced)} modules loaded from the app's code, all shipped")
rc
`);
// pytest's own summary stays the last line of output (CI reads it).
process.exit(rc);
