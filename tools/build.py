#!/usr/bin/env python3
"""Build the publishable site into dist/ (stdlib only).

    python3 tools/build.py [--root DIR] [--out DIR]

- copies index.html (pyscript.toml goes into it as inline JSON), assets/** and py/main.py,
  and zips py/ into py.zip
  with its bytecode, compiled by the pinned Pyodide under Node;
- writes runtime/: the trimmed standard library as bytecode and a memory snapshot of the
  started app (docs/startup.md);
- vendors the runtime files the page loads from node_modules into vendor/<pkg>-<version>/;
- replaces {{PYODIDE_DIR}}, {{PYSCRIPT_DIR}}, {{FAKEIDB_DIR}} and {{BUILD_ID}} in our own text files,
  writes the colours (piecepad.view.palette) into assets/app.css at {{PALETTE}}, and each
  game's own styles (games/<pkg>/style.css, in catalogue order) at {{GAME_STYLES}};
- inlines index.html's data-inline scripts and stylesheets, and writes _headers: the
  site's Content-Security-Policy, which allows those inline blocks by their hashes;
- writes sw.js, a service worker that precaches every other file of dist/;
- prints what the app adds on top of the vendored runtime (raw and gzip bytes).
"""
from __future__ import annotations

import argparse
import base64
import gzip
import hashlib
import io
import json
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import tomllib
import zipfile
import zlib
from html import escape as html_escape
from pathlib import Path, PurePosixPath

ROOT = Path(__file__).resolve().parent.parent
TEXT_EXTS = {".html", ".toml", ".js", ".css", ".mjs"}
PYODIDE_FILES = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm",
                 "python_stdlib.zip", "pyodide-lock.json"]
# The module a page imports to install an in-memory indexedDB on globalThis.
FAKEIDB_ENTRY = "auto/index.mjs"
SKIP_DIRS = {"__pycache__"}
SKIP_EXTS = {".pyc", ".pyo"}


def fail(msg: str) -> None:
    sys.exit(f"build.py: error: {msg}")


def pinned_versions(root: Path) -> dict[str, str]:
    """{npm package: version}; node_modules must hold exactly the pins of package.json."""
    pins = json.loads((root / "package.json").read_text())["dependencies"]
    out = {}
    for pkg in ("pyodide", "@pyscript/core", "fake-indexeddb"):
        pin = pins.get(pkg)
        if not pin or not re.fullmatch(r"\d+(\.\d+)*", pin):
            fail(f"package.json must pin {pkg} to an exact version (found {pin!r})")
        meta = root / "node_modules" / pkg / "package.json"
        if not meta.is_file():
            fail(f"{meta} is missing: run `npm ci`")
        have = json.loads(meta.read_text())["version"]
        if have != pin:
            fail(f"node_modules has {pkg} {have} but package.json pins {pin}: run `npm ci`")
        out[pkg] = pin
    return out


def tree(base: Path):
    """(path, posix relative path) of the files under base, sorted."""
    for p in sorted(base.rglob("*")):
        rel = p.relative_to(base)
        # No caches, bytecode or dotfiles (editor swap files would otherwise ship and be precached).
        if (p.is_file() and not SKIP_DIRS & set(rel.parts) and p.suffix not in SKIP_EXTS
                and not any(part.startswith(".") for part in rel.parts)):
            yield p, rel.as_posix()


IMPORT_RE = re.compile(r"""(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']""")


def esm_graph(pkg_dir: Path, entry: str) -> list[str]:
    """Relative paths of entry and every module it statically imports (relative imports only)."""
    seen, todo = set(), [entry]
    while todo:
        rel = todo.pop()
        if rel in seen:
            continue
        seen.add(rel)
        src = (pkg_dir / rel).read_text(encoding="utf-8")
        for spec in IMPORT_RE.findall(src):
            if not spec.startswith("."):
                fail(f"{pkg_dir.name}/{rel} imports bare specifier {spec!r}; a browser can't resolve it")
            dep = PurePosixPath(rel).parent / spec
            parts = []  # normalise a/b/../c without touching the disk
            for part in dep.parts:
                if part == "..":
                    parts.pop()
                elif part != ".":
                    parts.append(part)
            todo.append("/".join(parts))
    return sorted(seen)


def pyodide_bytecode(py_dir: Path) -> dict[str, bytes]:
    """{zip path: .pyc} for every module of py/, compiled by the pinned Pyodide's own
    Python, so the browser imports them without compiling (about 0.15 s a start)."""
    out = node_tool("pyodide_compile.mjs", str(py_dir), what="compiling py/ in Pyodide")
    return {rel: base64.b64decode(data) for rel, data in json.loads(out).items()}


def node_tool(script: str, *args: str, what: str) -> str:
    """Run one of our Node tools on the pinned Pyodide; its stdout, or a clear failure."""
    proc = subprocess.run(["node", str(ROOT / "tools" / script), *args],
                          cwd=ROOT, capture_output=True, text=True)
    if proc.returncode != 0:
        # Pyodide's errors print its whole minified source first: keep the end.
        fail(f"{what} failed:\n{proc.stderr[-2000:]}")
    return proc.stdout


PYSCRIPT_BYTECODE = "pyscript-bytecode/"    # assets/runtime.mjs copies these out of the zip
PYSCRIPT_FILES = re.compile(r'\(\s*"\.",\s*(\{pyscript:\{"__init__\.py":)')


def pyscript_python(root: Path) -> dict[str, str]:
    """{path: source} of the Python package PyScript writes at start, read out of its
    bundle (the JS object literal it writes them from; the npm package's src/ copy is not
    byte-identical). Empty, with a note, if a new PyScript bundles them another way: the
    page then compiles them as it always did."""
    for path in sorted((root / "node_modules" / "@pyscript" / "core" / "dist").glob("core-*.js")):
        text = path.read_text(encoding="utf-8")
        found = PYSCRIPT_FILES.search(text)
        if found:
            tree, _ = js_object(text, found.start(1))
            out, todo = {}, [("", tree)]
            while todo:
                prefix, node = todo.pop()
                for key, value in node.items():
                    if isinstance(value, dict):
                        todo.append((prefix + key + "/", value))
                    else:
                        out[prefix + key] = value
            return out
    print("build.py: note: PyScript's Python sources not found in its bundle; not precompiled")
    return {}


def js_object(text: str, i: int):
    """A JS object literal of string values (keys bare or quoted) at text[i]: (dict, end)."""
    decode = json.JSONDecoder().raw_decode
    out, i = {}, i + 1
    while text[i] != "}":
        if text[i] == '"':
            key, i = decode(text, i)
        else:
            key = re.compile(r"[A-Za-z_$][\w$]*").match(text, i).group()
            i += len(key)
        i += 1                                          # the colon
        value, i = js_object(text, i) if text[i] == "{" else decode(text, i)
        out[key] = value
        i += text[i] == ","
    return out, i + 1


def runtime_stdlib(root: Path) -> bytes:
    """The trimmed standard library as unchecked-hash bytecode (tools/pyodide_stdlib.mjs),
    plus, under PYSCRIPT_BYTECODE, PyScript's own Python package compiled checked-hash:
    PyScript writes its sources anew on every start and would compile them each time."""
    with tempfile.TemporaryDirectory(prefix="piecepad-stdlib-") as tmp:
        out = Path(tmp) / "stdlib.zip"
        node_tool("pyodide_stdlib.mjs", str(root / "py"), str(root / "tools" / "stdlib_keep.txt"),
                  str(out), what="building the standard library")
        pyscript_src = Path(tmp) / "pyscript-src"
        for rel, text in pyscript_python(root).items():
            (pyscript_src / rel).parent.mkdir(parents=True, exist_ok=True)
            (pyscript_src / rel).write_text(text, encoding="utf-8")
        compiled = json.loads(node_tool("pyodide_compile.mjs", str(pyscript_src), "--checked",
                                        what="compiling PyScript's Python")) if pyscript_src.exists() else {}
        with zipfile.ZipFile(out, "a", zipfile.ZIP_DEFLATED) as zf:
            for rel, data in sorted(compiled.items()):
                info = zipfile.ZipInfo(PYSCRIPT_BYTECODE + rel, date_time=(1980, 1, 1, 0, 0, 0))
                info.compress_type = zipfile.ZIP_DEFLATED
                info.external_attr = 0o644 << 16
                zf.writestr(info, base64.b64decode(data))
        return out.read_bytes()


def snapshot_header(build_id: str, length: int) -> bytes:
    """64 bytes naming the build and the heap's length (a multiple of 4, so the heap after
    it stays aligned for Pyodide's typed-array views); assets/runtime.mjs checks both
    before restoring."""
    return (f"piecepad-snapshot {build_id} {length}".ljust(63) + "\n").encode()


def runtime_snapshot(files: dict[str, bytes], stdlib_rel: str, build_id: str) -> bytes:
    """A memory snapshot of Pyodide with the app imported (tools/pyodide_snapshot.mjs),
    gzipped behind a header naming the build, so no other build ever restores it."""
    with tempfile.TemporaryDirectory(prefix="piecepad-snapshot-") as tmp:
        stdlib, pyzip, raw = (Path(tmp) / n for n in ("stdlib.zip", "py.zip", "snapshot.bin"))
        stdlib.write_bytes(files[stdlib_rel])
        pyzip.write_bytes(files["py.zip"])
        node_tool("pyodide_snapshot.mjs", str(stdlib), str(pyzip),
                  str(ROOT / "tools" / "stdlib_keep.txt"), str(raw), what="making the snapshot")
        heap = raw.read_bytes()
        return gzip.compress(snapshot_header(build_id, len(heap)) + sparse(heap), 6, mtime=0)


PAGE = 65536     # wasm's page size


def sparse(heap: bytes) -> bytes:
    """The heap without its all-zero pages (about 44 % of them), which a restore gets for
    free: a fresh wasm memory is zeros. Page size and count (u32, little-endian; the last
    page may be short), one byte a page (1: stored), padded to 4, then the stored pages. assets/runtime.mjs
    expands it; the cache then holds about 17 MB rather than 31."""
    pages = [heap[i:i + PAGE] for i in range(0, len(heap), PAGE)]     # the last may be short
    stored = [bool(page.strip(b"\0")) for page in pages]
    head = struct.pack("<II", PAGE, len(pages)) + bytes(stored)
    head += bytes(-len(head) % 4)
    return head + b"".join(page for page, keep in zip(pages, stored) if keep)


def first_paint(root: Path) -> tuple[str, dict[str, bytes]]:
    """The pages a visitor sees before Python starts, rendered now by the app's own views
    in this CPython (piecepad.app.prerender): (the text for index.html's
    {{FIRST_PAINT_PAGES}}, {path: bytes} of the other files). The rules pages are most
    of the bytes, and a repeat visit's first paint waited on reading them in index.html
    (docs/startup.md): each is a file of its own, pages/rules-<game>.html, which
    first-paint.js fetches only on a rules page's address. index.html holds the English
    pages; each other language's are one file, pages/first-paint-<lang>.json, and its rules
    pages pages/<lang>/rules-<game>.html (docs/languages.md): an English start reads no
    more than before."""
    sys.path.insert(0, str(root / "py"))
    try:
        from piecepad import i18n
        from piecepad.app.prerender import first_paint as render
        by_lang = {lang: render(lang) for lang in i18n.LANGS}
    finally:
        sys.path.remove(str(root / "py"))
    rules = lambda key: key.startswith("rules-")    # noqa: E731
    english = by_lang.pop(i18n.DEFAULT)
    inline = "".join(f'<script type="{PACKED_PAGE}" id="pre-{key}">{packed(html)}</script>\n'
                     for key, html in english.items() if not rules(key))
    files = {f"pages/{key}.html": html.encode("utf-8")
             for key, html in english.items() if rules(key)}
    for lang, pages in by_lang.items():
        files[f"pages/first-paint-{lang}.json"] = json.dumps(
            {key: packed(html) for key, html in pages.items() if not rules(key)},
            sort_keys=True).encode("utf-8")
        files.update({f"pages/{lang}/{key}.html": html.encode("utf-8")
                      for key, html in pages.items() if rules(key)})
    return inline, files


SHELL_TOKEN = "/* {{SHELL_WORDS}} */"


def shell_words(root: Path) -> str:
    """What assets/lang.js translates outside Python's pages (the header, the start-up
    line), in every language but English, from the catalogues: the inside of its WORDS
    object, {lang: {id: text}}; a plural's id is its two English forms joined by "|"."""
    sys.path.insert(0, str(root / "py"))
    sys.path.insert(0, str(root / "tools"))
    try:
        from i18n_check import shell_ids
        from piecepad import i18n
        ids = shell_ids(root)
        words = {}
        for lang in i18n.LANGS:
            if lang == i18n.DEFAULT:
                continue
            table = {key: i18n.lookup(lang, key) for key in ids}
            words[lang] = {("|".join(key) if isinstance(key, tuple) else key): table[key]
                           for key in ids if table[key] is not None}
    finally:
        sys.path.remove(str(root / "tools"))
        sys.path.remove(str(root / "py"))
    text = json.dumps(words, ensure_ascii=False, sort_keys=True)[1:-1]
    return text.replace("</", "<\\/")


def manifests(root: Path, manifest: bytes) -> dict[str, bytes]:
    """manifest.<lang>.webmanifest in assets/: the app's name and description in each
    language (assets/lang.js points the page's manifest link at its language's)."""
    sys.path.insert(0, str(root / "py"))
    try:
        from piecepad import i18n
        out = {}
        for lang in i18n.LANGS:
            if lang == i18n.DEFAULT:
                continue             # manifest.webmanifest is the English one
            data = json.loads(manifest)
            data["lang"] = lang
            with i18n.using(lang):
                data["name"], data["description"] = i18n.tr(data["name"]), i18n.tr(data["description"])
            out["assets/" + f"manifest.{lang}.webmanifest"] = json.dumps(
                data, ensure_ascii=False, indent=2).encode("utf-8")
        return out
    finally:
        sys.path.remove(str(root / "py"))


# Not a script type the browser runs: the parser only scans the block's text.
PACKED_PAGE = "application/x-piecepad-page"


def packed(html: str) -> str:
    """A first-paint page as index.html carries it: raw DEFLATE, then base64 (164 kB of
    pages become about 32 kB; every load of index.html reads them all). assets/inflate.js
    unpacks the one page an address asks for. Base64 cannot end the script early,
    whatever the page holds."""
    deflate = zlib.compressobj(9, zlib.DEFLATED, -15)
    return base64.b64encode(deflate.compress(html.encode("utf-8")) + deflate.flush()).decode()


def card_pictures(root: Path) -> dict[str, bytes]:
    """The home cards' pictures of each game in play, drawn now by the app's own
    diagram view in this CPython (piecepad.app.prerender): no cost at run time."""
    sys.path.insert(0, str(root / "py"))
    try:
        from piecepad.app.prerender import card_pictures as draw
        return {path: svg.encode("utf-8") for path, svg in draw().items()}
    finally:
        sys.path.remove(str(root / "py"))


PALETTE_TOKEN = "/* {{PALETTE}} */"


def palette_css(root: Path) -> str:
    """The theme blocks of assets/app.css (every colour of the site, in each theme),
    written from the one table of colours (piecepad.view.palette: the core's and each
    game's own) where app.css holds PALETTE_TOKEN."""
    if PALETTE_TOKEN not in (root / "assets" / "app.css").read_text(encoding="utf-8"):
        fail(f"assets/app.css must hold {PALETTE_TOKEN} (where the colours go)")
    sys.path.insert(0, str(root / "py"))
    try:
        from piecepad.view.palette import stylesheet
        return stylesheet()
    finally:
        sys.path.remove(str(root / "py"))


GAME_STYLES_TOKEN = "/* {{GAME_STYLES}} */"
STYLE_FILE = "style.css"       # a game's own styles, in its folder


def game_styles(root: Path) -> str:
    """Every game's own styles (``style.css`` in its folder, for the games that have one),
    in catalogue order, for assets/app.css where it holds GAME_STYLES_TOKEN. The folders
    are the catalogue's rows; a style.css in a folder no row names is an error."""
    if GAME_STYLES_TOKEN not in (root / "assets" / "app.css").read_text(encoding="utf-8"):
        fail(f"assets/app.css must hold {GAME_STYLES_TOKEN} (where the games' styles go)")
    sys.path.insert(0, str(root / "py"))
    try:
        from piecepad import catalogue
        folders = [root / "py" / Path(*row.folder.split(".")) for row in catalogue.entries()]
    finally:
        sys.path.remove(str(root / "py"))
    sheets = [folder / STYLE_FILE for folder in dict.fromkeys(folders)]
    stray = set((root / "py" / "piecepad" / "games").glob(f"*/{STYLE_FILE}")) - set(sheets)
    if stray:
        fail(f"{', '.join(sorted(str(s.relative_to(root)) for s in stray))}: no game of the "
             "catalogue has this folder")
    return "\n".join(sheet.read_text(encoding="utf-8").strip() for sheet in sheets
                     if sheet.is_file())


def pyscript_tokens(root: Path, pyscript_dir: str) -> dict[str, str]:
    """pyscript.toml written into index.html as inline JSON (PyScript then fetches no
    config and loads no TOML parser), MicroPython's config with the same plugin list, and
    modulepreload links for PyScript's own modules (its start is what the page waits for)."""
    with (root / "pyscript.toml").open("rb") as f:
        config = tomllib.load(f)
    mpy = {"plugins": config.get("plugins", [])}
    dist = root / "node_modules" / "@pyscript" / "core" / "dist"
    # core.js only re-exports its bundle; the error plugin is imported on every start.
    entry = (dist / "core.js").read_text(encoding="utf-8")
    chunks = ["core.js", *re.findall(r'from"\./([\w.-]+\.js)"', entry),
              *sorted(p.name for p in dist.glob("error-*.js"))]
    links = "".join(f'  <link rel="modulepreload" href="./{pyscript_dir}/{name}">\n' for name in chunks)
    return {"{{PYSCRIPT_CONFIG}}": html_escape(json.dumps(config, separators=(",", ":"))),
            "{{MPY_CONFIG}}": html_escape(json.dumps(mpy, separators=(",", ":")), quote=False),
            "{{PYSCRIPT_MODULES}}": links.strip()}


def py_zip_bytes(py_dir: Path, bytecode: dict[str, bytes] | None = None) -> bytes:
    """py/ contents as a zip (piecepad/__init__.py at the root) with each module's bytecode
    beside its source (a/b.pyc by a/b.py: where zipimport looks, for the page imports
    straight from the zip); byte-for-byte reproducible."""
    entries = [(rel, path.read_bytes()) for path, rel in tree(py_dir)
               if "__pycache__" not in rel and not rel.endswith("/" + STYLE_FILE)]
    for rel, data in sorted((bytecode or {}).items()):     # a/__pycache__/b.cpython-314.pyc
        folder, _, name = rel.rpartition("__pycache__/")
        entries.append((folder + name.split(".")[0] + ".pyc", data))
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        for rel, data in entries:
            info = zipfile.ZipInfo(rel, date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, data)
    return buf.getvalue()


def collect(root: Path, versions: dict[str, str], bytecode: bool = True) -> dict[str, bytes]:
    """All of dist/ except sw.js as {relative path: bytes}, {{BUILD_ID}} not yet replaced."""
    nm = root / "node_modules"
    names = {"pyodide": "pyodide", "@pyscript/core": "pyscript", "fake-indexeddb": "fake-indexeddb"}
    vdir = {pkg: f"vendor/{names[pkg]}-{v}" for pkg, v in versions.items()}
    tokens = {"{{PYODIDE_DIR}}": vdir["pyodide"],
              "{{PYSCRIPT_DIR}}": vdir["@pyscript/core"],
              "{{FAKEIDB_DIR}}": vdir["fake-indexeddb"]}
    files: dict[str, bytes] = {}
    stdlib = runtime_stdlib(root)
    stdlib_rel = f"runtime/stdlib-{hashlib.sha256(stdlib).hexdigest()[:12]}.zip"
    files[stdlib_rel] = stdlib
    tokens["{{STDLIB_ZIP}}"] = stdlib_rel
    tokens.update(pyscript_tokens(root, vdir["@pyscript/core"]))
    tokens[PALETTE_TOKEN] = palette_css(root)
    tokens[GAME_STYLES_TOKEN] = game_styles(root)
    tokens[SHELL_TOKEN] = shell_words(root)

    for name in ("index.html", "pyscript.toml"):
        if not (root / name).is_file():
            fail(f"{root / name} is missing")
    files["index.html"] = (root / "index.html").read_bytes()
    for path, rel in tree(root / "assets"):
        files[f"assets/{rel}"] = path.read_bytes()
    # The page loads its entry script by src; the package itself ships in py.zip, so
    # nothing else of py/ is served (or precached) twice.
    files["py/main.py"] = (root / "py" / "main.py").read_bytes()
    files.update(manifests(root, files["assets/manifest.webmanifest"]))
    files.update(card_pictures(root))
    pages, rules_pages = first_paint(root)
    files.update(rules_pages)
    html = files["index.html"].decode("utf-8")
    html = html.replace("{{FIRST_PAINT_PAGES}}", pages)
    files["index.html"] = html.encode("utf-8")
    for rel in list(files):
        if PurePosixPath(rel).suffix in TEXT_EXTS:
            text = files[rel].decode("utf-8")
            for tok, val in tokens.items():
                text = text.replace(tok, val)
            files[rel] = text.encode("utf-8")
    files["py.zip"] = py_zip_bytes(root / "py", pyodide_bytecode(root / "py") if bytecode else None)

    # Vendored runtime: only what the page loads.
    for name in PYODIDE_FILES:
        files[f"{vdir['pyodide']}/{name}"] = (nm / "pyodide" / name).read_bytes()
    ps = nm / "@pyscript/core/dist"
    for path in sorted(ps.iterdir()):
        if path.suffix in (".js", ".css"):  # PyScript lazily imports chunks by name: take them all
            files[f"{vdir['@pyscript/core']}/{path.name}"] = path.read_bytes()
    fi = nm / "fake-indexeddb"
    for rel in esm_graph(fi, FAKEIDB_ENTRY):
        files[f"{vdir['fake-indexeddb']}/{rel}"] = (fi / rel).read_bytes()
    return files


# Not precached as they are: the stock standard library (runtime/ has ours) and the
# PyScript plugins that pyscript.toml turns off, with the chunks only they import (shipped
# for a floor page or a plugin that asks, never loaded by the app); and the snapshot,
# which the worker keeps inflated instead (SW_TEMPLATE's storeHeap).
UNUSED = re.compile(r"vendor/pyodide-[^/]+/python_stdlib\.zip$|vendor/pyscript-[^/]+/"
                    r"(py-editor|py-game|py-terminal|donkey|deprecations-manager|codemirror|xterm|mpy)[-_.]"
                    r"|runtime/snapshot-")


def never_loaded(rel: str) -> bool:
    return bool(UNUSED.match(rel))


def content_hash(files: dict[str, bytes]) -> str:
    h = hashlib.sha256()
    for rel in sorted(files):
        h.update(rel.encode() + b"\0" + hashlib.sha256(files[rel]).digest())
    return h.hexdigest()[:12]


SW_TEMPLATE = """\
// Generated by tools/build.py: do not edit.
const CACHE = "piecepad-%(build_id)s";
const PRECACHE = %(urls)s;

const SNAPSHOT = "./runtime/snapshot-%(build_id)s.bin";
const HEAP = "./runtime/snapshot-%(build_id)s.heap";

self.addEventListener("install", (event) => {
  // no-cache: revalidate with the server so a stale HTTP cache never lands in a new build's cache.
  event.waitUntil(
    caches.open(CACHE)
      .then((cache) => cache.addAll(PRECACHE.map((url) => new Request(url, { cache: "no-cache" })))
        .then(() => unredirect(cache))
        .then(() => storeHeap(cache)))
      .then(() => self.skipWaiting())
  );
  if (event.addRoutes) event.waitUntil(event.addRoutes(ROUTES).catch(() => {}));
});

// Where the browser supports it (Chromium), it reads this build's files from the cache
// itself, without running this worker for each request: a repeat visit's page arrives
// sooner (docs/startup.md). The snapshot's download, which runtime.mjs may ask to come
// fresh, and any address with a query (./?embed) still come through the fetch handler
// below; a file missing from the cache goes to the network. Elsewhere, the handler does
// all of it, the same way.
const SCOPE = self.registration.scope;
const ROUTES = typeof URLPattern === "undefined" ? [] : [
  { condition: { urlPattern: new URLPattern({ baseURL: SCOPE, pathname: "runtime/snapshot-*" }) },
    source: "fetch-event" },
  { condition: { requestMethod: "GET", urlPattern: new URLPattern({ baseURL: SCOPE, pathname: "*", search: "" }) },
    source: { cacheName: CACHE } },
];

// What the routes serve goes out as it was stored, so nothing stored may be a redirect.
async function unredirect(cache) {
  for (const req of await cache.keys()) {
    const res = await cache.match(req);
    if (res && res.redirected) await cache.put(req, clean(res));
  }
}

// The memory snapshot, kept inflated (assets/runtime.mjs restores it on later visits), so
// no visit pays for inflating 31 MB. Here, off the page's thread. Without it, visits just
// start Python normally: it never fails the install.
async function storeHeap(cache) {
  try {
    const response = await fetch(new Request(SNAPSHOT, { cache: "no-cache" }));
    if (!response.ok) return;
    const heap = response.body.pipeThrough(new DecompressionStream("gzip"));
    await cache.put(HEAP, new Response(await new Response(heap).arrayBuffer()));
  } catch (error) {
    // an incomplete download, or a full disk: no snapshot this time
  }
}

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((n) => n !== CACHE).map((n) => caches.delete(n))))
      .then(() => self.clients.claim())
  );
});

// Opened once, not for every request: the first paint waits on a few of them.
let opened;

self.addEventListener("fetch", (event) => {
  const req = event.request;
  // A page asking for a fresh copy ({cache: "reload"}: assets/runtime.mjs mending a bad
  // snapshot) goes to the network, past the cache.
  if (req.method !== "GET" || req.cache === "reload") return;
  const nav = req.mode === "navigate";
  event.respondWith((async () => {
    const cache = await (opened || (opened = caches.open(CACHE)));
    // Navigations ignore the query, so ./?embed hits the cached ./ (a #hash never reaches us).
    const hit = await cache.match(req, { ignoreSearch: nav });
    if (hit) return clean(hit);
    try {
      return await fetch(req);
    } catch (err) {
      if (nav) {
        const index = (await cache.match("./index.html")) || (await cache.match("./"));
        if (index) return clean(index);
      }
      throw err;
    }
  })());
});

// A host may have answered a precache request with a redirect (e.g. /index.html -> /); Chromium
// refuses such a response for a navigation, so serve a copy without the redirected flag.
function clean(res) {
  return res.redirected
    ? new Response(res.body, { status: res.status, statusText: res.statusText, headers: res.headers })
    : res;
}
"""


def sizes(files: dict[str, bytes]) -> tuple[int, int]:
    return (sum(len(b) for b in files.values()),
            sum(len(gzip.compress(b, 6, mtime=0)) for b in files.values()))


def size_report(dist: Path) -> list[tuple[str, int, int]]:
    """[(group, raw bytes, gzip bytes)] for the vendored runtime and our own files in dist/."""
    groups: dict[str, dict[str, bytes]] = {}
    for path, rel in tree(dist):
        if rel.startswith("vendor/"):
            g = "runtime: " + rel.split("/")[1]
        elif rel.startswith("py/"):
            g = "app: py/main.py (the entry script)"
        elif rel == "py.zip":
            g = "app: py.zip"
        elif rel.startswith("runtime/snapshot-"):
            g = "app: runtime snapshot (repeat visits only)"
        elif rel.startswith("runtime/"):
            g = "app: runtime standard library (bytecode)"
        else:
            g = "app: shell (html, toml, assets, sw.js)"
        groups.setdefault(g, {})[rel] = path.read_bytes()
    return [(g, *sizes(fs)) for g, fs in sorted(groups.items())]


def print_report(rows: list[tuple[str, int, int]]) -> None:
    line = lambda label, raw, gz, note="": print(f"  {label:52} {raw / 1000:10,.1f} kB "
                                                 f"{gz / 1000:10,.1f} kB{note}")
    print(f"  {'':52} {'raw':>13} {'gzip':>13}")
    for row in rows:
        line(*row)
    total = lambda pred: [sum(r[i] for r in rows if pred(r[0])) for i in (1, 2)]
    # fake-indexeddb is only loaded inside a storage-less embed, so it is not part of the floor.
    floor = total(lambda g: g.startswith("runtime") and "fake-indexeddb" not in g)
    app = total(lambda g: g in ("app: py.zip", "app: shell (html, toml, assets, sw.js)"))
    line("= vendored runtime (pyodide + pyscript, as shipped)", *floor)
    line("= app on top of it (shell + py.zip)", *app, f"  (+{100 * app[1] / max(floor[1], 1):.1f}% gzip)")
    line("= every app file", *total(lambda g: g.startswith("app")))


# The site's Content-Security-Policy. The build writes it into _headers (Netlify reads
# that file from the published folder; tools/serve.py serves it the same way), because
# it names each inline block of index.html by its hash, which changes with the files.
# 'unsafe-eval': Pyodide needs it ('wasm-unsafe-eval' alone is not enough). No
# 'unsafe-inline': an inline script or style runs only if the build put it there.
# frame-ancestors *: the app is meant to be embedded.
CSP = ("default-src 'self'; script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'{scripts}; "
       "style-src 'self'{styles}; img-src 'self' data:; font-src 'self'; connect-src 'self'; "
       "worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; "
       "form-action 'self'; frame-ancestors *")
INLINE = re.compile(r'<script( type="module")? src="\./(assets/[\w.-]+\.js)" data-inline></script>'
                    r'|<link rel="stylesheet" href="\./(assets/[\w.-]+\.css)" data-inline>')


def inline(files: dict[str, bytes]) -> dict[str, list[str]]:
    """index.html with each data-inline script and stylesheet replaced by the file's text
    (the first paint then waits for no other file; docs/startup.md), the inlined files
    dropped from the site. Returns the CSP sources that allow them: {"script": [...],
    "style": [...]}."""
    allowed: dict[str, list[str]] = {"script": [], "style": []}

    def put(match):
        module, script, sheet = match.groups()
        rel = script or sheet
        kind = "script" if script else "style"
        if rel not in files:
            fail(f"index.html inlines {rel}, which is missing")
        text = files.pop(rel).decode("utf-8")
        if f"</{kind}" in text.lower():
            fail(f"{rel} holds '</{kind}': it would end its inline block early")
        digest = base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode()
        allowed[kind].append(f"'sha256-{digest}'")
        return f"<{kind}{module or ''}>{text}</{kind}>"

    files["index.html"] = INLINE.sub(put, files["index.html"].decode("utf-8")).encode("utf-8")
    if re.search(rb"\sdata-inline[\s>]", files["index.html"]):
        fail("index.html: a data-inline tag the build cannot inline")
    return allowed


def headers_file(allowed: dict[str, list[str]]) -> bytes:
    """_headers (Netlify's format): the site's CSP, for every path."""
    policy = CSP.format(scripts="".join(" " + s for s in allowed["script"]),
                        styles="".join(" " + s for s in allowed["style"]))
    return (f"# Generated by tools/build.py: do not edit.\n/*\n"
            f"  Content-Security-Policy: {policy}\n").encode("utf-8")


def build(root: Path, out: Path, bytecode: bool = True) -> str:
    versions = pinned_versions(root)
    files = collect(root, versions, bytecode)
    # One hash of all of dist (with {{BUILD_ID}} unexpanded, which is what makes it well defined)
    # names both the build and the service worker's cache.
    build_id = content_hash(files)
    for rel, data in files.items():
        if PurePosixPath(rel).suffix in TEXT_EXTS and not rel.startswith("vendor/"):
            files[rel] = data.replace(b"{{BUILD_ID}}", build_id.encode())
            left = re.search(rb"\{\{[A-Z_]+\}\}", files[rel])
            if left:
                fail(f"{rel}: unknown token {left.group().decode()}")
    files["_headers"] = headers_file(inline(files))
    stdlib_rel = next(rel for rel in files if rel.startswith("runtime/stdlib-"))
    files[f"runtime/snapshot-{build_id}.bin"] = runtime_snapshot(files, stdlib_rel, build_id)
    urls = ["./"] + [f"./{rel}" for rel in sorted(files)
                     if not never_loaded(rel) and rel != "_headers"]
    files["sw.js"] = (SW_TEMPLATE % {"build_id": build_id,
                                     "urls": json.dumps(urls, indent=2)}).encode()

    if out.exists():
        shutil.rmtree(out)
    for rel, data in files.items():
        dest = out / rel
        dest.parent.mkdir(parents=True, exist_ok=True)
        dest.write_bytes(data)
    return build_id


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--root", type=Path, default=ROOT, help="source tree (default: the repo)")
    ap.add_argument("--out", type=Path, help="output dir (default: ROOT/dist)")
    ap.add_argument("--quiet", action="store_true", help="skip the size report")
    ap.add_argument("--no-bytecode", dest="bytecode", action="store_false",
                    help="sources only in py.zip (to measure what the bytecode saves)")
    args = ap.parse_args()
    root = args.root.resolve()
    out = (args.out or root / "dist").resolve()
    build_id = build(root, out, args.bytecode)
    print(f"built {out} (build {build_id}, {sum(1 for _ in tree(out))} files)")
    if not args.quiet:
        print_report(size_report(out))


if __name__ == "__main__":
    main()
