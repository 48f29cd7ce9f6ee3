// Python's start, inline in the body (tools/build.py) right after first-paint.js. It waits
// until the page first-paint.js chose is on screen: started at once, its work (the
// runtime's modules, the wasm, the cached heap) shared the two cores with the first
// frame's layout, raster and drawing, and held the game's name back by 20-60 ms, cold and
// warm alike (docs/startup.md, "Python after the first frame on screen"). Then it requests what
// the start needs (the preloads kept in <template id="runtime-preloads">), looks up the
// memory snapshot in the offline cache for runtime.mjs to pick up (what to do with it,
// or without it, is runtime.mjs's business) and imports assets/runtime.mjs, which starts
// the interpreter, and adds the script files the page uses later (morph.js, share.js).
(function () {
  "use strict";
  // Waits at most WAIT ms: a page may never be painted (an embed hidden in its page, or
  // scrolled far out of view) or paint nothing a browser calls contentful. A page that
  // does paints well within it (70-140 ms on a 2-core machine, docs/startup.md).
  var WAIT = 500;
  var SCRIPTS = ["./assets/morph.js", "./assets/share.js"];
  window.piecepadPainted = new Promise(function (go) {
    var gone = false;
    function once() { if (!gone) { gone = true; go(); } }
    // A hidden page (a background tab, a prerender) paints nothing until it is shown.
    if (document.visibilityState !== "visible") return once();
    try {
      new PerformanceObserver(function (list, observer) {
        if (!list.getEntriesByName("first-contentful-paint").length) return;
        observer.disconnect();
        once();
      }).observe({ type: "paint", buffered: true });
    } catch (e) {
      return once();      // no paint timing here: start at once
    }
    setTimeout(once, WAIT);
  });
  window.piecepadPainted.then(start);

  function start() {
    var preloads = document.getElementById("runtime-preloads");
    if (preloads) document.head.appendChild(preloads.content);
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
    // Requested only now: in <head>, the parser fetched them ahead of the first frame.
    // The glue uses morph.js (or repaints without it) and share.js (on a player's
    // Share, much later).
    SCRIPTS.forEach(function (src) {
      var script = document.createElement("script");
      script.src = src;
      document.head.appendChild(script);
    });
  }
})();
