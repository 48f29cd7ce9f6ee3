// Inline in <head>, right after theme.js, so it runs before the first paint: the page's
// language goes on <html lang> (Python reads it there at its start), chosen as the reader
// chose it in the header (kept in localStorage), else from the browser's languages, else
// English. A link never carries it: each reader sees their own. Storage may be blocked
// (a cross-site embed): then the browser's languages decide, and a choice lasts as long
// as the page. docs/languages.md.
//
// The page's own words outside Python's pages (the header, the start-up line) are
// translated here from WORDS, which the build writes from the catalogues: an element's
// data-t holds its English text (its id), data-t-label its aria-label's.
(function () {
  "use strict";
  var KEY = "piecepad:lang";
  var LANGS = { en: true, de: true, fr: true };
  var WORDS = {/* {{SHELL_WORDS}} */};
  var PLURAL = { fr: function (n) { return n < 2 ? 0 : 1; } };
  var root = document.documentElement;
  var lang = stored() || browser();
  root.setAttribute("lang", lang);

  function stored() {
    try {
      var value = localStorage.getItem(KEY);
      return LANGS[value] === true ? value : null;
    } catch (e) {
      return null;
    }
  }

  function browser() {
    var list = navigator.languages && navigator.languages.length ? navigator.languages
      : [navigator.language || "en"];
    for (var i = 0; i < list.length; i++) {
      var code = String(list[i]).toLowerCase().split("-")[0];
      if (LANGS[code] === true) return code;
    }
    return "en";
  }

  function fill(text, args) {
    return !args ? text : text.replace(/\{(\w+)\}/g, function (whole, name) {
      return args[name] == null ? whole : String(args[name]);
    });
  }

  // The words of id in the page's language, blanks filled from args.
  function t(id, args) {
    var table = WORDS[lang];
    return fill(table && typeof table[id] === "string" ? table[id] : id, args);
  }

  // A count's words: the two English forms are the id.
  function tn(n, one, other, args) {
    var table = WORDS[lang];
    var forms = table && table[one + "|" + other];
    var rule = PLURAL[lang] || function (k) { return k === 1 ? 0 : 1; };
    var text = forms ? forms[Math.min(rule(n), forms.length - 1)] : n === 1 ? one : other;
    var all = { n: n };
    for (var key in args || {}) all[key] = args[key];
    return fill(text, all);
  }

  function translate(scope) {
    if (lang === "en") return;
    var nodes = scope.querySelectorAll("[data-t], [data-t-label]");
    for (var i = 0; i < nodes.length; i++) {
      var node = nodes[i];
      if (node.hasAttribute("data-t")) node.textContent = t(node.getAttribute("data-t"));
      if (node.hasAttribute("data-t-label")) {
        node.setAttribute("aria-label", t(node.getAttribute("data-t-label")));
      }
    }
    var title = document.querySelector("title[data-t]");
    if (title) document.title = t(title.getAttribute("data-t"));
    var about = document.querySelector("meta[name=description][data-t]");
    if (about) about.setAttribute("content", t(about.getAttribute("data-t")));
    var manifest = document.querySelector("link[rel=manifest]");
    if (manifest) manifest.setAttribute("href", "./assets/manifest." + lang + ".webmanifest");
  }

  // True once stored; false when storage is full or blocked.
  function save(value) {
    try {
      localStorage.setItem(KEY, value);
      return true;
    } catch (e) {
      return false;
    }
  }

  // Say text in the note below the header (index.html #switch-note, a polite live
  // region): a choice that cannot be stored must not be lost without a word.
  function tell(text) {
    var note = document.getElementById("switch-note");
    if (note) note.textContent = text;
  }

  // The header's switch: called by assets/first-paint.js as soon as the header exists
  // (before the first paint); wiring twice is harmless. A new choice reloads the page,
  // which then starts, first paint and all, in that language (the address is kept).
  function wire() {
    translate(document);
    var select = document.getElementById("lang");
    if (!select) return;
    if (select.value !== lang) select.value = lang;
    if (select.getAttribute("data-wired")) return;
    select.setAttribute("data-wired", "1");
    select.addEventListener("change", function () {
      if (LANGS[select.value] !== true || select.value === lang) return;
      if (!save(select.value)) {
        // The reload that brings a new language would forget it: nothing changes.
        select.value = lang;
        tell(t("The language cannot be changed: this browser's storage is full or blocked, and a new language needs it to reload the page."));
        return;
      }
      lang = select.value;
      root.setAttribute("lang", lang);
      location.reload();
    });
  }

  window.piecepadLang = { lang: lang, t: t, tn: tn, wire: wire, tell: tell };
})();
