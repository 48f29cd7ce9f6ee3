// Puts a page's new HTML on screen by changing only what differs from the page shown.
// Python renders the whole page after every move; replacing all of it made the browser
// rebuild the style and layout of every element, the longest part of a repaint
// (docs/ai.md, Stalls). The result is the same DOM as `root.innerHTML = html`, except
// that unchanged elements are the same objects: their focus, scroll and running
// animations are kept. Nothing here knows a game.
"use strict";
window.piecepadMorph = (function () {
  // Their live value is not their attribute: replaced whenever met, as innerHTML did,
  // so what the page shows is what Python rendered.
  var FORM = { INPUT: 1, TEXTAREA: 1, SELECT: 1, OPTION: 1 };
  var HOLDS_FORM = "input, textarea, select";

  function syncAttributes(live, next) {
    var i, a;
    for (i = live.attributes.length - 1; i >= 0; i--) {
      a = live.attributes[i];
      if (!next.hasAttributeNS(a.namespaceURI, a.localName)) {
        live.removeAttributeNS(a.namespaceURI, a.localName);
      }
    }
    for (i = 0; i < next.attributes.length; i++) {
      a = next.attributes[i];
      if (live.getAttributeNS(a.namespaceURI, a.localName) !== a.value) {
        live.setAttributeNS(a.namespaceURI, a.name, a.value);
      }
    }
  }

  // An alert with a new data-said is a new message, though its text may be the same:
  // put in as a new node, which screen readers read out (a patch of equal text is not).
  function newAlert(live, next) {
    return live.nodeType === 1 && next.nodeType === 1 &&
      next.getAttribute("role") === "alert" && next.hasAttribute("data-said") &&
      live.getAttribute("data-said") !== next.getAttribute("data-said");
  }

  function patchable(live, next) {
    return live.nodeType === 1 && next.nodeType === 1 && live.namespaceURI === next.namespaceURI &&
      live.localName === next.localName && !FORM[live.tagName];
  }

  function patchChildren(live, next) {
    var wanted = Array.prototype.slice.call(next.childNodes);
    for (var i = 0; i < wanted.length; i++) {
      var n = wanted[i], l = live.childNodes[i];
      if (!l) {
        live.appendChild(n);
      } else if (FORM[l.tagName] || FORM[n.tagName] || newAlert(l, n)) {
        live.replaceChild(n, l);
      } else if (l.isEqualNode(n) && !(l.nodeType === 1 && l.querySelector(HOLDS_FORM))) {
        continue;
      } else if (patchable(l, n)) {
        syncAttributes(l, n);
        patchChildren(l, n);
      } else if (l.nodeType === 3 && n.nodeType === 3) {
        l.data = n.data;
      } else {
        live.replaceChild(n, l);
      }
    }
    while (live.childNodes.length > wanted.length) live.removeChild(live.lastChild);
  }

  return function morph(root, html) {
    var template = document.createElement("template");
    template.innerHTML = html;
    patchChildren(root, template.content);
  };
})();
