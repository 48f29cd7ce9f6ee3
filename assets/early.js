// Python's start, inline in the body (tools/build.py) right after first-paint.js, so it
// runs once the page the address asks for is in place (from <head>, its work delayed
// that page: docs/startup.md). A module script (boot.js) would only run once the whole page is parsed, an async script
// once the browser gets round to it. It imports assets/runtime.mjs, which starts the
// interpreter at once. Before that, it looks up the memory snapshot in the offline cache
// (asking Cache Storage takes a while), for runtime.mjs to pick up: what to do with it
// (or without it) is runtime.mjs's business.
(function () {
  "use strict";
  try {
    var cache = "piecepad-{{BUILD_ID}}";
    var key = new URL("runtime/snapshot-{{BUILD_ID}}.heap", document.baseURI).href;
    // {bytes: a promise} once the heap is found (reading its 17 MB starts at once, while
    // the runtime's modules load), or undefined.
    window.__piecepadHeap = window.__piecepadBoot === "plain" ? undefined :
      caches.match(key, { cacheName: cache }).then(function (heap) {
        if (!heap) return undefined;
        var bytes = heap.arrayBuffer();
        bytes.catch(function () {});     // runtime.mjs reports it, where it awaits them
        return { bytes: bytes };
      });
    if (window.__piecepadHeap) window.__piecepadHeap.catch(function () {});  // likewise
  } catch (e) {
    // no Cache Storage here (a private window, an old browser): runtime.mjs looks again
  }
  // A failure to start is runtime.mjs's to report (boot.js shows it).
  // Inline, so relative to the page, not to assets/.
  import("./assets/runtime.mjs").catch(function () {});
})();
