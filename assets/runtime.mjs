// The Python runtime as PyScript loads it (pyscript.toml names this module as its
// `interpreter`): the pinned Pyodide, started on our precompiled standard library, and
// restored from a memory snapshot of the started app when one is at hand.
//
// A snapshot is used only when the offline cache already holds it (a repeat visit), so a
// first visit downloads nothing extra. Anything wrong with it (missing, unreadable,
// made by another build, storage refused, a failed restore) means a normal start,
// silently: the snapshot only ever saves time. Details in docs/startup.md.
import { loadPyodide as loadStock, version } from "../{{PYODIDE_DIR}}/pyodide.mjs";

export { version };

const BUILD = "{{BUILD_ID}}";
const INDEX_URL = new URL("../{{PYODIDE_DIR}}/", import.meta.url).href;
const STDLIB_URL = new URL("../{{STDLIB_ZIP}}", import.meta.url).href;
const SNAPSHOT_URL = new URL(`../runtime/snapshot-${BUILD}.bin`, import.meta.url).href;
// 64 bytes, as tools/build.py writes them: the snapshot after them stays 4-byte aligned.
const HEADER = new TextEncoder().encode(`piecepad-snapshot ${BUILD}`.padEnd(63) + "\n");
const root = document.documentElement;

// Tests set globalThis.__piecepadBoot: "snapshot" fetches the snapshot even when it is
// not cached yet (so every browser test can run on a restored interpreter), "plain"
// never uses one.
const mode = globalThis.__piecepadBoot || "auto";

async function cachedSnapshot() {
  if (mode === "plain") return null;
  // Throws where storage is blocked (a cross-site embed); undefined in some private modes.
  let response = globalThis.caches ? await caches.match(SNAPSHOT_URL) : undefined;
  if (!response && mode === "snapshot") response = await fetch(SNAPSHOT_URL);
  if (!response || !response.ok) return null;
  // gzip's own length and CRC checks catch a truncated or damaged copy here.
  const inflated = response.body.pipeThrough(new DecompressionStream("gzip"));
  const bytes = new Uint8Array(await new Response(inflated).arrayBuffer());
  if (!HEADER.every((byte, i) => bytes[i] === byte)) {
    throw new Error("the snapshot was made by another build");
  }
  return bytes.subarray(HEADER.length);
}

// After a failed restore, fetch a good copy for next time (only where the offline cache
// for this build exists: the service worker owns the cache, we only mend it).
function mend() {
  const name = `piecepad-${BUILD}`;
  // "reload": past the service worker's cache (which holds the bad copy) to the network.
  const later = () => caches.has(name).then((has) => has && caches.open(name)
    .then((cache) => cache.add(new Request(SNAPSHOT_URL, { cache: "reload" }))));
  addEventListener("py:all-done", () => setTimeout(() => later().catch(() => {}), 1000),
                   { once: true });
}

export async function loadPyodide(options = {}) {
  root.dataset.build = BUILD;
  performance.mark("piecepad:runtime");       // phase marks: tools/bench_startup.py reads them
  const config = { ...options, indexURL: INDEX_URL, stdLibURL: STDLIB_URL };
  let snapshot = null;
  try {
    snapshot = await cachedSnapshot();
  } catch (error) {
    root.dataset.bootFallback = String(error && error.message || error);
  }
  performance.mark("piecepad:snapshot-read");
  if (snapshot) {
    try {
      const pyodide = await loadStock({ ...config, _loadSnapshot: snapshot });
      pyodide.runPython("import piecepad.catalogue");   // fails fast on a broken heap
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
  const pyodide = await loadStock(config);
  performance.mark("piecepad:python");
  return pyodide;
}
