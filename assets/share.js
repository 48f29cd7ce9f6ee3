// What the Share dialog needs from the browser and Python cannot do by itself: save a
// file, draw an SVG into a PNG, copy text. The pictures themselves come from Python
// (piecepad.diagram); nothing here knows a game.
"use strict";
window.piecepadShare = (function () {
  function save(name, blob) {
    var url = URL.createObjectURL(blob);
    var a = document.createElement("a");
    a.href = url;
    a.download = name;
    a.hidden = true;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(function () { URL.revokeObjectURL(url); }, 10000);
  }

  // The SVG drawn at its own size times `scale` into a canvas, saved as PNG. Resolves
  // with the PNG's size in bytes.
  function png(name, svgText, scale) {
    return new Promise(function (resolve, reject) {
      var img = new Image();
      // A data: URL, not a blob: one: the site's CSP lets images come from data: only.
      var url = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(svgText);
      img.onload = function () {
        var canvas = document.createElement("canvas");
        canvas.width = Math.round(img.naturalWidth * scale);
        canvas.height = Math.round(img.naturalHeight * scale);
        var ctx = canvas.getContext("2d");
        ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
        canvas.toBlob(function (blob) {
          if (!blob) return reject(new Error("the browser could not make a PNG"));
          save(name, blob);
          resolve(blob.size);
        }, "image/png");
      };
      img.onerror = function () {
        reject(new Error("the picture could not be drawn"));
      };
      img.src = url;
    });
  }

  function download(name, mime, text) {
    save(name, new Blob([text], {type: mime}));
  }

  // Copies the text of the field with id `fieldId`; resolves true when the clipboard
  // took it. If it refused (no permission, an old browser), the text is selected so
  // the reader can copy it with the keyboard, and it resolves false.
  function copy(fieldId) {
    var field = document.getElementById(fieldId);
    if (!field) return Promise.resolve(false);
    var text = field.value;
    function fallback() {
      field.focus();
      field.select();
      return false;
    }
    try {
      return navigator.clipboard.writeText(text).then(function () { return true; }, fallback);
    } catch (e) {
      return Promise.resolve(fallback());
    }
  }

  function copyText(text) {
    try {
      return navigator.clipboard.writeText(text).then(function () { return "copied"; },
                                                      function () { return "failed"; });
    } catch (e) {
      return Promise.resolve("failed");
    }
  }

  // Send a game's link: the system share sheet where there is one, else the clipboard.
  // Resolves "shared", "cancelled" (the reader closed the sheet), "copied" or "failed".
  function send(title, text, url) {
    if (navigator.share) {
      try {
        return navigator.share({title: title, text: text, url: url}).then(
          function () { return "shared"; },
          function (e) { return e && e.name === "AbortError" ? "cancelled" : copyText(url); });
      } catch (e) {
        return copyText(url);
      }
    }
    return copyText(url);
  }

  return {download: download, png: png, copy: copy, send: send};
})();
