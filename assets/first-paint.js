// Before Python starts (it takes a second or more): show the page the address asks for,
// from the pages tools/build.py rendered into index.html with the app's own views.
// Python later paints the same HTML over it.
(function () {
  "use strict";
  var root = document.documentElement;
  var app = document.getElementById("app");
  var embed = new URLSearchParams(location.search).has("embed");
  if (embed) root.classList.add("embed");
  // The header's theme and language switches show the player's choice from the first
  // frame (and the header's words are in the page's language, assets/lang.js).
  if (window.piecepadTheme) window.piecepadTheme.wire();
  var lang = window.piecepadLang ? window.piecepadLang.lang : "en";
  if (window.piecepadLang) window.piecepadLang.wire();
  // English pages are in index.html; another language's are one file,
  // pages/first-paint-<lang>.json ({id: packed page}), fetched first (tools/build.py).
  var packs = null;

  // Each page is the packed text of a non-running script (tools/build.py says why),
  // unpacked by assets/inflate.js. A damaged one shows nothing: Python paints the page.
  function template(id) {
    var source = packs ? packs[id] : document.getElementById("pre-" + id);
    if (!source) return null;
    try {
      return parse(window.piecepadUnpack(packs ? String(source) : source.textContent));
    } catch (e) {
      return null;
    }
  }

  function parse(html) {
    var t = document.createElement("template");
    t.innerHTML = html;
    return t.content;
  }

  function show(content) {
    app.replaceChildren(content || document.createTextNode(""));
  }

  // A returning player's home: the same shape as Python's (the games to continue, the
  // saves link), filled from the summary each save keeps in storage. Storage may be
  // blocked: then the plain home. The order is Python's (view/pages.continuing):
  // the current game, then the others last played most recently, three at most.
  var ROWS = 3;
  function home() {
    var shown = false;
    try {
      shown = homeWithSaves();
    } catch (e) {
      shown = false;     // whatever storage holds, the plain home is painted
    }
    if (!shown) show(template("home"));
  }

  // A summary's fields as the page uses them: text, a count or nothing. Storage may
  // hold any JSON (an object whose toString is not a function throws when shown).
  function text(value) {
    return typeof value === "string" ? value : null;
  }
  function count(value) {
    return typeof value === "number" && isFinite(value) ? value : 0;
  }

  function homeWithSaves() {
    var saves = [], current;
    try {
      current = localStorage.getItem("piecepad:current");
      for (var i = 0; i < localStorage.length; i++) {
        var key = String(localStorage.key(i));
        if (key.indexOf("piecepad:save:") !== 0) continue;
        var entry = null;
        try { entry = JSON.parse(localStorage.getItem(key)); } catch (e) { /* set aside later */ }
        saves.push({ id: key.slice("piecepad:save:".length), entry: entry });
      }
    } catch (e) {
      return false;
    }
    if (!saves.length) return false;
    // Only entries whose summary is text: Python sets the others aside or rewrites them.
    var going = saves.filter(function (s) {
      var e = s.entry;
      return e !== null && typeof e === "object" && !Array.isArray(e) && e.result == null &&
        text(e.title) !== null && text(e.status) !== null;
    });
    going.sort(function (a, b) {
      if ((a.id === current) !== (b.id === current)) return a.id === current ? -1 : 1;
      var by = count(b.entry.updated) - count(a.entry.updated);
      return by || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
    });
    going = going.slice(0, ROWS);
    var page = template(going.length ? "home-resume" : "home-saves");
    if (!page) return false;
    // Games by link where this device is to move (pages.save_group, from the summary):
    // "mine" lists the seats played here ([] = every seat), "turn" the seat to move.
    var yours = saves.filter(function (s) {
      var e = s.entry;
      return e !== null && typeof e === "object" && e.result == null && e.earlier !== true &&
        Array.isArray(e.mine) && e.mine.length > 0 && typeof e.turn === "number" &&
        e.mine.indexOf(e.turn) >= 0;
    }).length;
    var line = page.querySelector(".your-move-line");
    if (line && !yours) line.remove();
    if (yours) document.title = "(" + yours + ") Piecepad";   // as Home.title() says it
    var fields = { count: saves.length,
      yourmove: window.piecepadLang ? window.piecepadLang.tn(yours, "{n} game", "{n} games")
        : yours + (yours === 1 ? " game" : " games") };
    going.forEach(function (s, k) {
      fields["id" + k] = s.id;
      fields["title" + k] = text(s.entry.title);
      fields["cursor" + k] = count(s.entry.cursor);
      fields["status" + k] = text(s.entry.status);
    });
    for (var k = going.length; k < ROWS; k++) {     // slots without a game go
      var slot = page.querySelector('.saved-game[data-save="{id' + k + '}"]');
      if (slot) slot.remove();
    }
    if (going.length < 2) {
      var also = page.querySelector(".also-playing");
      if (also) also.remove();
    }
    var fill = function (text) {
      return text.replace(/\{(id\d|title\d|cursor\d|status\d|count|yourmove)\}/g, function (_, key) {
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
    return true;
  }

  // Python may have painted before another language's pages arrive: then they are not shown.
  function late() {
    return !!app.firstChild || root.hasAttribute("data-py-ready");
  }

  var hash = location.hash;
  var m;
  if (lang !== "en" && !/^#\/rules\//.test(hash)) {
    fetch("./pages/first-paint-" + lang + ".json")
      .then(function (response) { return response.ok ? response.json() : null; })
      .then(function (found) {
        if (!found || late()) return;
        packs = found;
        choose();
      })
      .catch(function () { /* offline without the file: Python paints the page */ });
  } else {
    choose();
  }

  function choose() {
    if ((m = /^#\/rules\/([a-z-]+)(?:\/([a-z][a-z0-9-]*))?/.exec(hash))) {
      // A rules page is a file of its own (most of the site's text, kept out of every
      // other page's way). Python may have painted first (on a slow read), or the game
      // may not exist: then Python says what is there.
      var rules = m;
      var folder = lang === "en" ? "./pages/" : "./pages/" + lang + "/";
      fetch(folder + "rules-" + rules[1] + ".html")
        .then(function (response) { return response.ok ? response.text() : null; })
        .then(function (html) {
          if (html === null || app.firstChild || root.hasAttribute("data-py-ready")) return;
          show(parse(html));
          var target = rules[2] && document.getElementById(rules[2]);
          if (target) target.scrollIntoView();
        })
        .catch(function () { /* offline without the file: Python paints the page */ });
    } else if ((m = /^#\/play\/pp[12]\/([a-z-]+)\//.exec(hash))) {
      // The board of the right size and the game's name; the position itself waits for
      // Python (the link's moves are read by the engine, not here).
      show(template((embed ? "embed-" : "play-") + m[1]));
      app.classList.add("skeleton");
    } else if (!hash || hash === "#" || hash === "#/") {
      if (embed) show(null);
      else home();
    } else {
      show(null);   // saved games, an unknown page: Python says what is there
    }
  }
})();
