// Runs the runtime's big modules once out of the new offline cache, in a hidden frame
// (assets/boot.js opens it), and starts nothing. Chromium keeps compiled code (V8's code
// cache) for a file the cache served only from the second time the file runs from it;
// the first visit ran them off the network, so without this the second visit would
// compile 1.5 MB of JavaScript again, on the same two cores as its first paint
// (docs/startup.md). Importing them starts nothing: Pyodide's modules only define
// loadPyodide, and PyScript sets itself up but finds no script here to run.
try {
  await Promise.all([
    import("../{{PYODIDE_DIR}}/pyodide.asm.mjs"),
    import("../{{PYODIDE_DIR}}/pyodide.mjs"),
    import("../{{PYSCRIPT_DIR}}/core.js"),
  ]);
} finally {
  parent.postMessage("piecepad:code-cache", location.origin);
}
