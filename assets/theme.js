// First in <head>, inline (tools/build.py), so it runs before the first paint: the theme
// the player chose (Auto, Light or Dark; kept in localStorage) goes on <html data-theme>,
// and the stylesheets do the rest (assets/app.css: Auto, no attribute, follows the system's
// prefers-color-scheme). Storage may be blocked (a cross-site embed, a strict privacy
// setting): then it is Auto, and a choice lasts as long as the page. The switch in the
// site header is wired here too, so it works before Python has started, on every page.
// docs/themes.md.
(function () {
  "use strict";
  var KEY = "piecepad:theme";
  var CHOICES = { auto: true, light: true, dark: true };
  var root = document.documentElement;
  var choice = read();

  function read() {
    try {
      var value = localStorage.getItem(KEY);
      return CHOICES[value] === true ? value : "auto";
    } catch (e) {
      return "auto";
    }
  }

  // True once stored; false when storage is full or blocked (the choice then holds
  // for this page only).
  function save(value) {
    try {
      if (value === "auto") localStorage.removeItem(KEY);
      else localStorage.setItem(KEY, value);
      return true;
    } catch (e) {
      return false;
    }
  }

  // Words in the page's language: assets/lang.js runs after this file, but before any
  // choice is made.
  function t(id) {
    var words = window.piecepadLang;
    return words ? words.t(id) : id;
  }

  // A choice that could not be stored is said (lang.js tell: #switch-note, polite).
  function tell(text) {
    var words = window.piecepadLang;
    if (words && words.tell) words.tell(text);
  }

  function apply() {
    if (choice === "auto") root.removeAttribute("data-theme");
    else root.setAttribute("data-theme", choice);
    // The browser's own colour for the window (index.html has one per scheme).
    var metas = document.querySelectorAll("meta[name=theme-color][data-scheme]");
    for (var i = 0; i < metas.length; i++) {
      var scheme = metas[i].getAttribute("data-scheme");
      metas[i].setAttribute("media", choice === "auto" ? "(prefers-color-scheme: " + scheme + ")"
                                   : choice === scheme ? "all" : "not all");
    }
    var select = document.getElementById("theme");
    if (select && select.value !== choice) select.value = choice;
  }

  // The header's switch: called as soon as it exists (assets/first-paint.js, still before
  // the first paint) and again once the document is parsed; wiring twice is harmless.
  function wire() {
    apply();
    var select = document.getElementById("theme");
    if (!select || select.getAttribute("data-wired")) return;
    select.setAttribute("data-wired", "1");
    select.addEventListener("change", function () {
      choice = CHOICES[select.value] === true ? select.value : "auto";
      apply();
      var kept = save(choice);
      tell(kept ? "" : t("Your theme cannot be kept: this browser's storage is full or blocked, so it lasts until this page is closed or reloaded."));
    });
  }

  apply();
  window.piecepadTheme = { wire: wire };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", wire);
  else wire();
  // Another tab changed it: follow.
  window.addEventListener("storage", function (event) {
    if (event.key === KEY || event.key === null) {
      choice = read();
      apply();
    }
  });
})();
