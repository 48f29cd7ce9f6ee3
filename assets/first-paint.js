// Before Python starts (it takes a second or more): show the page the address asks for,
// from the pages tools/build.py rendered into index.html with the app's own views. The
// home page is already in place; Python later paints the same HTML over it.
(function () {
  "use strict";
  var root = document.documentElement;
  var app = document.getElementById("app");
  var embed = new URLSearchParams(location.search).has("embed");
  if (embed) root.classList.add("embed");
  // The header's theme switch shows the player's choice from the first frame.
  if (window.piecepadTheme) window.piecepadTheme.wire();

  function template(id) {
    var t = document.getElementById("pre-" + id);
    return t ? t.content.cloneNode(true) : null;
  }

  function show(content) {
    app.replaceChildren(content || document.createTextNode(""));
  }

  // A returning player's home: the same shape as Python's (their game, the saves link),
  // filled from the summary each save keeps in storage. Storage may be blocked: then the
  // plain home stays.
  function homeWithSaves() {
    var count = 0, current = null;
    try {
      for (var i = 0; i < localStorage.length; i++) {
        if (String(localStorage.key(i)).indexOf("piecepad:save:") === 0) count++;
      }
      var id = localStorage.getItem("piecepad:current");
      var entry = id && JSON.parse(localStorage.getItem("piecepad:save:" + id));
      if (entry && typeof entry === "object") current = { id: id, entry: entry };
    } catch (e) {
      return;
    }
    if (!count) return;
    var page = template(current ? "home-resume" : "home-saves");
    if (!page) return;
    var fields = { count: count };
    if (current) {
      fields.id = current.id;
      fields.title = current.entry.title;
      fields.cursor = current.entry.cursor;
      fields.status = current.entry.status;
    }
    var fill = function (text) {
      return text.replace(/\{(id|title|cursor|status|count)\}/g, function (_, key) {
        return fields[key] == null ? "" : String(fields[key]);
      });
    };
    // Text and attributes only, never HTML: the summary comes from storage.
    var walker = document.createTreeWalker(page, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) walker.currentNode.nodeValue = fill(walker.currentNode.nodeValue);
    page.querySelectorAll("[data-save]").forEach(function (el) {
      el.setAttribute("data-save", fill(el.getAttribute("data-save")));
    });
    show(page);
  }

  var hash = location.hash;
  var m;
  if ((m = /^#\/rules\/([a-z-]+)(?:\/([a-z][a-z0-9-]*))?/.exec(hash))) {
    show(template("rules-" + m[1]));
    var target = m[2] && document.getElementById(m[2]);
    if (target) target.scrollIntoView();
  } else if ((m = /^#\/play\/pp1\/([a-z-]+)\//.exec(hash))) {
    // The board of the right size and the game's name; the position itself waits for
    // Python (the link's moves are read by the engine, not here).
    show(template((embed ? "embed-" : "play-") + m[1]));
    app.classList.add("skeleton");
  } else if (!hash || hash === "#" || hash === "#/") {
    if (embed) show(null);
    else homeWithSaves();
  } else {
    show(null);   // saved games, an unknown page: Python says what is there
  }
})();
