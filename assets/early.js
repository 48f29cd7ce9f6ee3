// First thing in <head>: look up the memory snapshot in the offline cache while the page
// is still loading (opening Cache Storage takes ~0.1 s), for assets/runtime.mjs to pick
// up. Only a lookup: what to do with it (or without it) is runtime.mjs's business.
(function () {
  "use strict";
  try {
    var cache = "piecepad-{{BUILD_ID}}";
    var key = new URL("runtime/snapshot-{{BUILD_ID}}.heap", document.baseURI).href;
    window.__piecepadHeap = caches.has(cache).then(function (has) {
      return has ? caches.open(cache).then(function (c) { return c.match(key); }) : undefined;
    });
    window.__piecepadHeap.catch(function () {});     // runtime.mjs reports a refusal
  } catch (e) {
    // no Cache Storage here (a private window, an old browser): runtime.mjs looks again
  }
})();
