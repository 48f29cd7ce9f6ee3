"""The pages a visitor sees before Python has started, made at build time.

tools/build.py calls first_paint() in CPython and writes the result into index.html:
the home page in place, every other page as the text of a <script type="text/html">
(quicker to load than a <template>) that assets/first-paint.js
puts on screen when the address asks for it. They are the app's own renderings
(App.open on a fresh, empty store), so when Python takes over and paints the same
page, nothing moves.
"""

import random

from .. import catalogue, games, i18n
from ..view import diagram
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
    """A saved game in progress whose fields are {placeholders}: first-paint.js fills
    them from the save's stored summary (slot ``k`` of the Continue rows, and removes
    the slots it has no game for), so a returning player's home has its real shape."""
    result = None
    mine = None                               # not a game played by link
    earlier = False

    def __init__(self, k):
        self.id, self.title = f"{{id{k}}}", f"{{title{k}}}"
        self.cursor, self.status = f"{{cursor{k}}}", f"{{status{k}}}"
        self.updated = -k                     # the slots in order


def _home_with_saves(resume):
    saves = [_StandIn(k) for k in range(pages.CONTINUE_ROWS)] if resume else [_StandIn(0)]
    html = pages.home(saves, saves[0] if resume else None)
    if not resume:                            # no game in progress: no Continue rows
        html = pages.home([_Finished()])
    # "Your move in N games" where friends wait (first-paint.js fills or removes it).
    before = '<section class="resume">' if resume else '<ul class="cards">'
    assert html.count(before) == 1
    html = html.replace(before, pages.your_move_line("{yourmove}") + before)
    return html.replace(f"({len(saves)})", "({count})")


class _Finished(_StandIn):
    result = "{result}"

    def __init__(self):
        super().__init__(0)


def first_paint(lang=i18n.DEFAULT):
    """{template id: page HTML} in ``lang``: "home", "home-resume" and "home-saves" (a
    returning player's home, with and without a current game), "rules-<id>",
    "play-<id>", "embed-<id>"."""
    with i18n.using(lang):
        return _first_paint()


def _first_paint():
    out = {"home": _page("#/"), "home-resume": _home_with_saves(True),
           "home-saves": _home_with_saves(False)}
    for entry in catalogue.entries():
        if registry.has_rules(entry.id):
            out[f"rules-{entry.id}"] = _page(f"#/rules/{entry.id}")
        if registry.playable(entry.id):
            out[f"play-{entry.id}"] = _page(_start(entry.id))
            out[f"embed-{entry.id}"] = _page(_start(entry.id), embed=True)
    return out


CARD_PLIES = 12          # a game well under way, but far from over
CARD_SQUARE = 22         # pixels a square: the picture fills a card's width


def card_record(game_id):
    """The game a home card shows: the same random opening at every build (seeded), so
    a rebuild changes no picture."""
    game = games.get(game_id)
    record = Record.new(game_id, **({"seed": 7} if game.uses_seed else {}))
    rng = random.Random(f"card-{game_id}")
    while len(record) < CARD_PLIES and record.state.outcome is None:
        # Moves that keep the game going: the picture is of a game in play.
        going = [r for r in map(record.play, record.state.legal_moves())
                 if r.state.outcome is None]
        if not going:
            break
        record = rng.choice(going)
    return record


def card_pictures():
    """{site path: SVG text}: a picture of each game in play for its home card (the
    card names its file, so the page never draws it at run time), in the page's theme."""
    return {pages.card_picture_path(entry.id): diagram.themed_svg(card_record(entry.id),
                                                                  coordinates=False,
                                                                  caption=False,
                                                                  size=CARD_SQUARE)
            for entry in catalogue.entries() if registry.playable(entry.id)}
