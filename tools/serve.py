#!/usr/bin/env python3
"""Serve a built site on localhost with the [[headers]] rules of netlify.toml and the
build's own _headers file (the CSP), as Netlify does (stdlib only).

    python3 tools/serve.py [--dir dist] [--port 8000] [--host 127.0.0.1] [--verbose]

From tests:  server, base_url = start_server("dist")  ...  server.shutdown()
"""
from __future__ import annotations

import argparse
import functools
import re
import sys
import threading
import tomllib
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import unquote, urlsplit

ROOT = Path(__file__).resolve().parent.parent
NETLIFY_TOML = ROOT / "netlify.toml"

# Fixed types, so serving does not depend on the machine's /etc/mime.types.
MIME = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".css": "text/css",
    ".json": "application/json",
    ".toml": "text/plain; charset=utf-8",
    ".py": "text/plain; charset=utf-8",
    ".txt": "text/plain; charset=utf-8",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".woff2": "font/woff2",
    ".webmanifest": "application/manifest+json",
    "": "application/octet-stream",
}


def for_pattern(for_path: str) -> re.Pattern:
    """A `for` path read the way Netlify reads it (its headers parser, getForRegExp), segment
    by segment: `:name` is one segment, a lone `*` anything (even nothing, slashes
    included), a `*` inside a segment anything too, the rest literally (and, as there,
    unescaped); a trailing slash is optional and case is ignored."""
    def part(segment):
        if segment.startswith(":"):
            return "([^/]+)"
        if segment == "*":
            return "?(.*)"
        if "*" in segment:
            return segment.replace("*", "(.*)")
        return re.escape(segment)
    segments = [p.rstrip() for p in for_path.split("/") if p.rstrip()]
    return re.compile("^/" + "/".join(part(p) for p in segments) + "/?$", re.IGNORECASE)


def load_rules(path: Path = NETLIFY_TOML) -> list[tuple[re.Pattern, dict[str, str]]]:
    """[(compiled `for` pattern, headers)] from netlify.toml."""
    if not path.is_file():
        return []
    with path.open("rb") as f:
        conf = tomllib.load(f)
    return [(for_pattern(rule["for"]), {k: str(v) for k, v in rule.get("values", {}).items()})
            for rule in conf.get("headers", [])]


def load_headers_file(path: Path) -> list[tuple[re.Pattern, dict[str, str]]]:
    """[(compiled path pattern, headers)] from a _headers file (Netlify's format: a path on
    its own line, then its headers indented, "Name: value"); none if there is no file."""
    rules: list[tuple[re.Pattern, dict[str, str]]] = []
    if not path.is_file():
        return rules
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if not line[0].isspace():
            rules.append((for_pattern(line.strip()), {}))
        elif rules:
            name, _, value = line.strip().partition(":")
            rules[-1][1][name.strip()] = value.strip()
    return rules


def headers_for(rules, url_path: str) -> dict[str, str]:
    """Headers of every matching rule; like Netlify, a header set by several rules is joined."""
    out: dict[str, str] = {}
    for pattern, values in rules:
        if pattern.match(url_path):
            for k, v in values.items():
                key = next((h for h in out if h.lower() == k.lower()), k)
                out[key] = f"{out[key]}, {v}" if key in out else v
    return out


class Handler(SimpleHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive, as a real host does
    extensions_map = MIME
    rules: list = []
    verbose = False

    def send_head(self):
        path = unquote(urlsplit(self.path).path)
        if path == "/_headers":                 # Netlify reads it; it never serves it
            self.send_error(404)
            return None
        # _headers is read at every request: a test deploys another build into the same
        # folder while serving it, and the CSP must match the index.html being served.
        rules = self.rules + load_headers_file(Path(self.directory) / "_headers")
        self._extra = headers_for(rules, path)
        return super().send_head()

    def send_header(self, keyword, value):
        # A rule's header (e.g. Content-Type) replaces the one http.server would send.
        if keyword.lower() not in {k.lower() for k in getattr(self, "_extra", {})}:
            super().send_header(keyword, value)

    def end_headers(self):
        for k, v in getattr(self, "_extra", {}).items():
            super().send_header(k, v)
        self._extra = {}
        super().end_headers()

    def send_error(self, code, message=None, explain=None):
        # An error page is HTML whatever the path: drop a rule's Content-Type.
        self._extra = {k: v for k, v in getattr(self, "_extra", {}).items()
                       if k.lower() != "content-type"}
        super().send_error(code, message, explain)

    def copyfile(self, source, outputfile):
        # The kernel copies the file (socket.sendfile), not a Python loop holding the GIL, so
        # one big download (the 9.6 MB wasm) does not hold up every other response; a real
        # host does not serialise them either.
        self.connection.sendfile(source)

    def log_message(self, format, *args):
        if self.verbose:
            super().log_message(format, *args)


class Server(ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        # A browser that goes away mid-download (a reload during the 9.6 MB wasm, a test
        # closing its page) is not an error of ours: no traceback for it.
        if isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            return
        super().handle_error(request, client_address)


def make_server(directory, port=0, host="127.0.0.1", rules_file=NETLIFY_TOML, verbose=False):
    handler = type("BoundHandler", (Handler,), {"rules": load_rules(Path(rules_file)),
                                                "verbose": verbose})
    server = Server((host, port),
                                 functools.partial(handler, directory=str(directory)))
    server.daemon_threads = True
    shown = "localhost" if host in ("", "0.0.0.0") else host
    return server, f"http://{shown}:{server.server_address[1]}"


def start_server(directory, port=0, host="127.0.0.1", rules_file=NETLIFY_TOML, verbose=False):
    """Serve directory in a daemon thread; returns (server, base_url). Stop with server.shutdown()."""
    server, base_url = make_server(directory, port, host, rules_file, verbose)
    threading.Thread(target=server.serve_forever, daemon=True, name="serve.py").start()
    return server, base_url


def main() -> None:
    ap = argparse.ArgumentParser(description="Serve a built Piecepad site with netlify.toml headers.")
    ap.add_argument("--dir", default=str(ROOT / "dist"))
    ap.add_argument("--port", type=int, default=8000)
    ap.add_argument("--host", default="127.0.0.1")
    ap.add_argument("--verbose", action="store_true", help="log every request")
    args = ap.parse_args()
    if not (Path(args.dir) / "index.html").is_file():
        sys.exit(f"serve.py: {args.dir}/index.html not found: run `make build` first")
    server, url = make_server(args.dir, args.port, args.host, verbose=args.verbose)
    if args.host in ("127.0.0.1", "::1"):
        url = f"http://localhost:{server.server_address[1]}"
    print(f"Serving {args.dir} at {url}/  (Ctrl-C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
