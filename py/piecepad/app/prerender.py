"""The pages a visitor sees before Python has started, made at build time.

tools/build.py calls first_paint() in CPython and writes the result into index.html:
the home page in place, every other page in a <template> that assets/first-paint.js
puts on screen when the address asks for it. They are the app's own renderings
(App.open on a fresh, empty store), so when Python takes over and paints the same
page, nothing moves.
"""

from .. import catalogue, games
from ..record import Record
from ..view import pages, registry
from .controller import App
from .routes import play_hash
from .saves import MemoryStore


def _page(hash_text, embed=False):
    app = App(MemoryStore(), embed=embed)
    app.open(hash_text)
    return app.page_html


def _start(game_id):
    """A game link's stand-in: the opening position with the default options (the
    board has the right size for most links; Python draws the real position)."""
    game = games.get(game_id)
    options = {"seed": 1} if game.uses_seed else {}
    return play_hash(Record.new(game_id, **options))


class _StandIn:
    """A saved game whose fields are {placeholders}: first-paint.js fills them from the
    save's stored summary, so a returning player's home page has its real shape."""
    id, title, cursor, status = "{id}", "{title}", "{cursor}", "{status}"


def _home_with_saves(current):
    saves = [_StandIn()]
    html = pages.home(saves, saves[0] if current else None)
    return html.replace(f"({len(saves)})", "({count})")


def first_paint():
    """{template id: page HTML}: "home", "home-resume" and "home-saves" (a returning
    player's home, with and without a current game), "rules-<id>", "play-<id>",
    "embed-<id>"."""
    out = {"home": _page("#/"), "home-resume": _home_with_saves(True),
           "home-saves": _home_with_saves(False)}
    for entry in catalogue.entries():
        if registry.has_rules(entry.id):
            out[f"rules-{entry.id}"] = _page(f"#/rules/{entry.id}")
        if registry.playable(entry.id):
            out[f"play-{entry.id}"] = _page(_start(entry.id))
            out[f"embed-{entry.id}"] = _page(_start(entry.id), embed=True)
    return out
