// Boot: show start-up progress, make storage-less iframes work, then start PyScript.
// (first-paint.js has already put the page on screen.) An inline module at the end of
// index.html's body (tools/build.py): a file would be requested by the parser ahead of
// the first frame, and fetched after it, later than PyScript is wanted. Inline, its
// imports are relative to the page, not to assets/.
const root = document.documentElement;

const bar = document.getElementById("boot-progress");
const stage = document.getElementById("boot-stage");
const started = performance.now();
// The page's language (assets/lang.js): the words below are its ids.
const t = (id, args) => window.piecepadLang ? window.piecepadLang.t(id, args)
  : id.replace(/\{(\w+)\}/g, (whole, name) => (args && name in args ? String(args[name]) : whole));
// PyScript reports these stages as py:progress events.
const STAGES = {
  "Loading Pyodide": [15, t("Downloading and compiling Python…")],
  "Loaded Pyodide": [70, t("Python is running.")],
  "Loading files": [75, t("Loading the games…")],
  "Loaded files": [85, t("Games loaded.")],
  "Loaded interpreter": [90, t("Setting up the board…")],
};

let failed = false;     // a failure stays on screen: later progress events do not hide it

function setStage(percent, text) {
  if (failed) return;
  if (bar && percent > bar.value) bar.value = percent;
  if (stage && text) stage.textContent = text;
}

addEventListener("py:progress", (event) => {
  const known = STAGES[event.detail];
  if (known) setStage(...known);
});

// Creep forward while the wasm compiles, so a slow start never looks frozen.
const creep = setInterval(() => {
  if (!bar || failed || root.hasAttribute("data-py-ready")) return clearInterval(creep);
  if (bar.value < 65) bar.value += 1;
  const seconds = Math.round((performance.now() - started) / 1000);
  if (seconds >= 20 && stage) stage.textContent = t("Still loading ({seconds} s)…", { seconds });
}, 400);

function showFailure(message) {
  setStage(0, "");
  failed = true;
  if (stage) {
    stage.textContent = t("Piecepad could not start: {message}. Reload the page to try again.",
                          { message });
    stage.classList.add("msg", "error");
  }
}
addEventListener("error", (event) => {
  if (!root.hasAttribute("data-py-ready")) showFailure(event.message || t("a script failed"));
});
if (root.dataset.bootFailure) showFailure(root.dataset.bootFailure);

function storageWorks() {
  try {
    localStorage.getItem("piecepad:probe");
    return true;
  } catch {
    return false;
  }
}

const storage = storageWorks();
root.dataset.storage = storage ? "ok" : "blocked";
try {
  // PyScript opens IndexedDB unconditionally; where storage is blocked (a cross-site
  // iframe) that throws and it never starts, so give it an in-memory one first.
  // Not before the first frame is on screen (early.js says why), when early.js starts
  // Python (it imports runtime.mjs, PyScript's interpreter); importing it here as well
  // only finds the same module.
  await window.piecepadPainted;
  import("./assets/runtime.mjs").catch(() => {});
  if (!storage) await import("./{{FAKEIDB_DIR}}/auto/index.mjs");
  await import("./{{PYSCRIPT_DIR}}/core.js");
} catch (error) {
  showFailure(String(error && error.message || error));
}

// Register the offline worker only once Python is up, so the first visit does not
// download the runtime twice.
addEventListener("py:all-done", () => {
  if (!storage || !("serviceWorker" in navigator)) return;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    // The frame's modules run on the page's thread: when the player leaves it a moment.
    if (window.requestIdleCallback) requestIdleCallback(warmCodeCache, { timeout: 5000 });
    else setTimeout(warmCodeCache, 500);
  }, { once: true });
  navigator.serviceWorker.register("./sw.js").catch(() => {});
});

// A worker takes this page over once its new offline cache is complete (the first visit,
// or a new deploy): run the runtime's modules once from that cache, in a hidden frame,
// so the next visit finds them compiled (assets/code-cache.mjs says why). The frame goes
// once they ran; data-code-cache="warm" says so (the start-up benchmark waits for it).
function warmCodeCache() {
  const frame = document.createElement("iframe");
  frame.hidden = true;
  frame.title = t("Preparing the next visit");
  frame.tabIndex = -1;
  const done = (how) => {
    clearTimeout(never);
    removeEventListener("message", ran);
    frame.remove();
    root.dataset.codeCache = how;
  };
  // The browser stores the compiled code a moment after the modules ran (in a trace,
  // within 0.1 s; two seconds leave room for a busy device).
  const ran = (event) => {
    if (event.source === frame.contentWindow && event.data === "piecepad:code-cache") {
      removeEventListener("message", ran);
      setTimeout(() => done("warm"), 2000);
    }
  };
  addEventListener("message", ran);
  const never = setTimeout(() => done("not reported"), 30000);    // the frame still goes
  frame.src = "./assets/code-cache.html";
  document.body.append(frame);
}
