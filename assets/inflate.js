// The first-paint pages travel in index.html packed (raw DEFLATE, then base64: 164 kB
// of HTML becomes about 32 kB, and the document 231 kB 105 kB; docs/startup.md). The
// one page an address asks for is unpacked here, before the first paint, so it must be
// synchronous: the platform's DecompressionStream answers through promises, which may
// land after that frame. Small rather than fast: a page is a few kB and takes well under
// a millisecond. Inline (tools/build.py), ahead of first-paint.js;
// tests/browser/test_packed_pages.py checks it against Python's zlib.
(function (scope) {
  "use strict";

  // base64 of raw DEFLATE -> the UTF-8 text it packs. Throws on a damaged input.
  function unpack(text) {
    var binary = atob(text), bytes = new Uint8Array(binary.length);
    for (var i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return new TextDecoder("utf-8", { fatal: true }).decode(inflate(bytes));
  }

  // RFC 1951, after zlib's puff.c: canonical Huffman codes decoded a bit at a time.
  function inflate(src) {
    var out = new Uint8Array(src.length * 8 + 1024), len = 0, pos = 0, buf = 0, bits = 0;
    function get(n) {
      while (bits < n) {
        if (pos >= src.length) throw new Error("inflate: input ends early");
        buf |= src[pos++] << bits; bits += 8;
      }
      var v = buf & ((1 << n) - 1);
      buf >>>= n; bits -= n;
      return v;
    }
    function put(b) {
      if (len === out.length) { var grown = new Uint8Array(len * 2); grown.set(out); out = grown; }
      out[len++] = b;
    }
    // Canonical Huffman codes from code lengths: counts per length and symbols by code.
    function table(lengths) {
      var count = new Uint16Array(16), offs = new Uint16Array(16), sym = new Uint16Array(lengths.length), i;
      for (i = 0; i < lengths.length; i++) count[lengths[i]]++;
      count[0] = 0;
      for (i = 1; i < 16; i++) offs[i] = offs[i - 1] + count[i - 1];
      for (i = 0; i < lengths.length; i++) if (lengths[i]) sym[offs[lengths[i]]++] = i;
      return { count: count, sym: sym };
    }
    function decode(t) {
      var code = 0, first = 0, index = 0;
      for (var l = 1; l < 16; l++) {
        code |= get(1);
        var c = t.count[l];
        if (code - c < first) return t.sym[index + code - first];
        index += c; first = (first + c) << 1; code <<= 1;
      }
      throw new Error("inflate: bad code");
    }
    var LBASE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258];
    var LEXT = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
    var DBASE = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577];
    var DEXT = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13];
    var ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];
    var last, type, lit, dist, i, n;
    do {
      last = get(1); type = get(2);
      if (type === 0) {                       // stored: byte-aligned, length and its complement
        buf = 0; bits = 0;
        n = src[pos] | (src[pos + 1] << 8); pos += 4;
        if (pos + n > src.length) throw new Error("inflate: input ends early");
        for (i = 0; i < n; i++) put(src[pos++]);
        continue;
      }
      var lengths;
      if (type === 1) {                       // the fixed codes
        lengths = new Uint8Array(320);
        for (i = 0; i < 288; i++) lengths[i] = i < 144 ? 8 : i < 256 ? 9 : i < 280 ? 7 : 8;
        for (; i < 320; i++) lengths[i] = 5;
        n = 288;
      } else if (type === 2) {                // codes sent with the block
        n = get(5) + 257;
        var nd = get(5) + 1, nc = get(4) + 4, cl = new Uint8Array(19);
        for (i = 0; i < nc; i++) cl[ORDER[i]] = get(3);
        var clt = table(cl);
        lengths = new Uint8Array(n + nd);
        for (i = 0; i < n + nd;) {
          var s = decode(clt), rep = 0, val = 0;
          if (s < 16) { lengths[i++] = s; continue; }
          if (s === 16) { if (!i) throw new Error("inflate: bad lengths"); val = lengths[i - 1]; rep = 3 + get(2); }
          else if (s === 17) rep = 3 + get(3);
          else rep = 11 + get(7);
          if (i + rep > n + nd) throw new Error("inflate: bad lengths");
          while (rep--) lengths[i++] = val;
        }
      } else {
        throw new Error("inflate: bad block type");
      }
      lit = table(lengths.subarray(0, n));
      dist = table(lengths.subarray(n));
      for (;;) {
        var sym = decode(lit);
        if (sym < 256) { put(sym); continue; }
        if (sym === 256) break;
        sym -= 257;
        if (sym >= 29) throw new Error("inflate: bad length");
        var size = LBASE[sym] + get(LEXT[sym]);
        var d = decode(dist);
        if (d >= 30) throw new Error("inflate: bad distance");
        var back = DBASE[d] + get(DEXT[d]);
        if (back > len) throw new Error("inflate: distance too far back");
        while (size--) put(out[len - back]);
      }
    } while (!last);
    return out.subarray(0, len);
  }

  scope.piecepadUnpack = unpack;
  if (typeof module !== "undefined") module.exports = { unpack: unpack, inflate: inflate };
})(typeof window !== "undefined" ? window : globalThis);
