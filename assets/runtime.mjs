// The Python runtime as PyScript loads it (pyscript.toml names this module as its
// `interpreter`): the pinned Pyodide, started on our precompiled standard library, and
// restored from a memory snapshot of the started app when one is at hand.
//
// It starts Python as soon as it is imported (assets/early.js imports it right after the
// first-paint page is in place), so Python starts while the page and PyScript load;
// PyScript's call to loadPyodide() gets the same interpreter. The app's own modules
// (py.zip) are put on sys.path here too, not unpacked by PyScript's [files]: a restored
// heap already holds them, so a repeat visit never fetches them.
//
// A snapshot is used only when the offline cache already holds it (a repeat visit), so a
// first visit downloads nothing extra. Anything wrong with it (missing, unreadable,
// made by another build, storage refused, a failed restore) means a normal start,
// silently: the snapshot only ever saves time. Details in docs/startup.md.
import { loadPyodide as loadStock, version } from "../{{PYODIDE_DIR}}/pyodide.mjs";

export { version };

// Pyodide switches stacks with JSPI wherever the browser has it (Chromium, since 137),
// so that Python may wait on a promise synchronously. The app never does, and Chromium's
// renderer has been seen to crash with it at Python's start ("Target crashed" in our
// tests, rare and not reproducible at will; docs/startup.md). Pyodide decides when it
// starts, by asking whether WebAssembly has the API: so this page does not.
for (const name of ["Suspending", "Suspender"]) {
  try { delete WebAssembly[name]; } catch { /* not configurable here: left as it is */ }
}

const BUILD = "{{BUILD_ID}}";
const INDEX_URL = new URL("../{{PYODIDE_DIR}}/", import.meta.url).href;
const STDLIB_URL = new URL("../{{STDLIB_ZIP}}", import.meta.url).href;
const APP_ZIP_URL = new URL("../py.zip", import.meta.url).href;
const APP_ZIP_PATH = "/lib/piecepad-app.zip";
// The file on the server (gzip), and the key under which the service worker keeps it
// inflated (the heap ready to restore: no 31 MB to inflate on every visit).
const SNAPSHOT_URL = new URL(`../runtime/snapshot-${BUILD}.bin`, import.meta.url).href;
const HEAP_KEY = new URL(`../runtime/snapshot-${BUILD}.heap`, import.meta.url).href;
const CACHE = `piecepad-${BUILD}`;
const root = document.documentElement;

// Tests set globalThis.__piecepadBoot: "snapshot" fetches the snapshot even when it is
// not cached yet (so every browser test can run on a restored interpreter), "plain"
// never uses one.
const mode = globalThis.__piecepadBoot || "auto";

// The 64-byte header tools/build.py writes before the heap: the build and the heap's
// length.
function checked(buffer) {
  const bytes = new Uint8Array(buffer);
  const [magic, build, length] = new TextDecoder().decode(bytes.subarray(0, 64)).trim().split(" ");
  if (magic !== "piecepad-snapshot" || build !== BUILD) {
    throw new Error("the snapshot was made by another build");
  }
  return expand(bytes.subarray(64), Number(length));
}

// The heap from its sparse form (tools/build.py's `sparse`): the stored pages in place,
// the others left as zeros.
function expand(bytes, length) {
  const incomplete = new Error("the snapshot is incomplete");
  if (bytes.length < 8) throw incomplete;
  const view = new DataView(bytes.buffer, bytes.byteOffset, 8);
  const pageSize = view.getUint32(0, true);
  const pages = view.getUint32(4, true);
  if (!pageSize || pages !== Math.ceil(length / pageSize)) throw incomplete;
  const heap = new Uint8Array(length);
  let at = 8 + Math.ceil(pages / 4) * 4;
  for (let page = 0; page < pages; page++) {
    if (!bytes[8 + page]) continue;
    const size = Math.min(pageSize, length - page * pageSize);     // the last may be short
    if (at + size > bytes.length) throw incomplete;
    heap.set(bytes.subarray(at, at + size), page * pageSize);
    at += size;
  }
  if (at !== bytes.length) throw incomplete;
  return heap;
}

// gzip's own length and CRC checks catch a damaged download here.
async function inflate(response) {
  const inflated = response.body.pipeThrough(new DecompressionStream("gzip"));
  return new Response(inflated).arrayBuffer();
}

// The heap to restore, as {bytes: a promise}, or null when there is none to try. Throws
// where storage is blocked (a cross-site embed); Cache Storage is missing altogether in
// some private modes. The bytes are read while Pyodide fetches and compiles the wasm.
async function findSnapshot() {
  if (mode === "plain" || !globalThis.caches) return null;
  // This build's cache only: quicker than searching them all, and never another build's.
  // assets/early.js started the lookup, and the reading, while the page was loading.
  const heap = await (globalThis.__piecepadHeap ||
    caches.match(HEAP_KEY, { cacheName: CACHE })
      .then((found) => found && { bytes: found.arrayBuffer() }));
  if (heap) return { bytes: heap.bytes.then(checked) };
  if (mode !== "snapshot") return null;
  const response = await fetch(SNAPSHOT_URL);
  return response.ok ? { bytes: inflate(response).then(checked) } : null;
}

// After a failed restore, put a good heap in the cache for next time (only where this
// build's offline cache exists: the service worker owns it, we only mend it). "reload"
// goes past the service worker to the network.
function mend() {
  const later = async () => {
    if (!(await caches.has(CACHE))) return;
    const response = await fetch(SNAPSHOT_URL, { cache: "reload" });
    if (!response.ok) return;
    const heap = await inflate(response);
    checked(heap);
    await (await caches.open(CACHE)).put(HEAP_KEY, new Response(heap));
  };
  addEventListener("py:all-done", () => setTimeout(() => later().catch(() => {}), 1000),
                   { once: true });
}

// The app for a normal start: py.zip goes on sys.path as it is (zipimport loads the
// bytecode in it: nothing to unpack, nothing to compile).
async function mountApp(pyodide, zip) {
  const response = await zip;
  if (!response.ok) throw new Error(`py.zip: HTTP ${response.status}`);
  pyodide.FS.writeFile(APP_ZIP_PATH, new Uint8Array(await response.arrayBuffer()));
  const sys = pyodide.pyimport("sys");
  const path = sys.path;
  try {
    path.insert(0, APP_ZIP_PATH);
  } finally {
    path.destroy();
    sys.destroy();
  }
  // Every module after this one is read from a zip once, not twice (py/zipload.py): the
  // app's, and the standard library's it imports.
  const zipload = pyodide.pyimport("zipload");
  try {
    zipload.install();
  } finally {
    zipload.destroy();
  }
}

// PyScript's bytecode, compiled at build time, in __pycache__ before PyScript writes its
// package and imports it (py/pyscript_bytecode.py). Called through imports, as every
// call here: Python source text run with runPython is parsed and compiled in the page.
function writePyscriptBytecode(pyodide) {
  const module = pyodide.pyimport("pyscript_bytecode");
  try {
    module.write();
  } finally {
    module.destroy();
  }
}

// Pyodide catches a failure to download or compile its wasm, only warns about it, and
// its start then never ends: the page would say "Downloading and compiling Python…"
// for ever. Its one call to WebAssembly.instantiateStreaming is watched instead, and a
// failure there ends the start with that error (boot.js shows it).
async function loadWatched(config) {
  const stock = WebAssembly.instantiateStreaming;
  if (!stock) return loadStock(config);
  let failed;
  const failure = new Promise((resolve, reject) => { failed = reject; });
  WebAssembly.instantiateStreaming = (...args) => {
    WebAssembly.instantiateStreaming = stock;
    const instantiated = stock.apply(WebAssembly, args);
    instantiated.catch(failed);
    return instantiated;
  };
  try {
    return await Promise.race([loadStock(config), failure]);
  } finally {
    WebAssembly.instantiateStreaming = stock;
  }
}

// PyScript hands its output handlers over only when it calls loadPyodide().
const sinks = { stdout: (text) => console.log(text), stderr: (text) => console.error(text) };

async function start() {
  root.dataset.build = BUILD;
  performance.mark("piecepad:runtime");       // phase marks: tools/bench_startup.py reads them
  const config = {
    indexURL: INDEX_URL, stdLibURL: STDLIB_URL,
    stdout: (text) => sinks.stdout(text), stderr: (text) => sinks.stderr(text),
  };
  let snapshot = null;
  try {
    snapshot = await findSnapshot();
  } catch (error) {
    root.dataset.bootFallback = String(error && error.message || error);
  }
  performance.mark("piecepad:snapshot-found");
  if (snapshot) {
    snapshot.bytes.catch(() => {});     // a rejection is handled where Pyodide awaits it
    try {
      const pyodide = await loadWatched({ ...config, _loadSnapshot: snapshot.bytes });
      pyodide.pyimport("piecepad.catalogue").destroy();   // fails fast on a broken heap
      writePyscriptBytecode(pyodide);
      root.dataset.boot = "snapshot";
      performance.mark("piecepad:python");
      return pyodide;
    } catch (error) {
      console.warn("Piecepad: the start-up snapshot could not be restored; starting normally.", error);
      root.dataset.bootFallback = String(error && error.message || error);
      mend();
    }
  }
  root.dataset.boot = "plain";
  const zip = fetch(APP_ZIP_URL);
  const pyodide = await loadWatched(config);
  performance.mark("piecepad:python-started");
  await mountApp(pyodide, zip);
  writePyscriptBytecode(pyodide);
  performance.mark("piecepad:python");
  return pyodide;
}

const started = start();
// Python could not start at all (the wasm did not load): boot.js's failure message, as an
// error event, and on <html> for a boot.js that is not listening yet (this module starts
// mid-page, boot.js once the page is parsed).
started.catch((error) => {
  const message = `Python did not start (${error && error.message || error})`;
  root.dataset.bootFailure = message;
  dispatchEvent(new ErrorEvent("error", { message }));
});

export async function loadPyodide(options = {}) {
  performance.mark("piecepad:pyscript-calls");
  if (options.stdout) sinks.stdout = options.stdout;
  if (options.stderr) sinks.stderr = options.stderr;
  return started;
}
