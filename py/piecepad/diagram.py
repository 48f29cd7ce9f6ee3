"""Pictures of a position as standalone SVG, for sharing: ``svg(state)`` and, for a
whole game, ``animated_svg(record)``.

Design, in short:

- **SVG text, made by pure functions.** No image library exists in the page (Pyodide)
  and none is needed: an SVG is a string, small, sharp at any size, and opens in any
  browser, in an ``<img>``, in chat apps that show images, in Inkscape. It is made the
  same way in CPython and in Pyodide.
- **The same picture as the board.** Every game is drawn from the documented state
  attributes with the board's own colours (``assets/app.css``, ``assets/pacru.css``;
  ``tests/view/test_diagram.py`` checks the values agree) and the views' own drawings:
  track pieces from ``view/tracks.py``, the Pacru chevron from ``view/pacru.py``, mark
  initials from ``view/marks.py``, coin directions from ``view/dodgem.py``. Move
  numbers come from ``movenumbers`` (as in the move list), the words for who is to move
  or who won from ``view/status.py``. So this is a view-layer module.
- **Standalone.** One ``<svg>`` element with ``xmlns``, ``viewBox``, ``width`` and
  ``height``; its styles in its own ``<style>``; no external reference, no script, no
  web font (text uses the generic ``sans-serif`` family).
- **Animation without script.** An SVG shown through ``<img>`` runs no script, so
  ``animated_svg`` stacks one group per position and shows each in turn with SMIL
  ``<animate>`` on ``visibility`` (discrete steps, looping forever), which browsers
  play inside ``<img>``. A viewer without SMIL shows the final position, the only
  frame not hidden by default. A GIF would need an image encoder (and bitmap
  drawing) that we do not have and would be larger and blurry; SVG needs neither.

Both functions take a ``State`` or a ``Record``. With a record the caption carries the
move number and the last move is highlighted; a bare state has no history, so pass
``move_number=`` and ``last_move=`` to show them.
"""

import re
from html import escape

from . import agreed, movenumbers
from .game import OFF
from .record import Record
from .view.status import players_text, status_text

THEMES = ("light", "dark")
# The colours of the pictures: the custom properties of assets/app.css and
# assets/pacru.css in each theme (name -> value), the board's own, so a picture in the
# dark theme is the board as the dark page shows it. tests/view/test_diagram.py checks
# every value against the stylesheets.
_LIGHT = {
    "--paper": "#f6f3ec", "--ink": "#1d2433", "--coord": "#6b6250", "--line": "#c9c1b0",
    "--cell-line": "#b9a98a", "--sq-light": "#f2e9d6", "--sq-dark": "#e3d4b5",
    "--last": "#f2b84b", "--last-tint": "rgba(242, 184, 75, .55)",
    "--tray-bg": "rgba(255, 255, 255, .4)", "--dodgem-red": "#c21a10",
    "--dodgem-red-ink": "#fff", "--dodgem-green": "#14766a", "--dodgem-green-ink": "#fff",
    "--coin-ring": "rgba(255, 255, 255, .35)", "--mark-sq-light": "#eeeae0",
    "--mark-sq-dark": "#e4dfd3", "--tag-bg": "rgba(255, 255, 255, .88)",
    "--tag-ink": "#1a1a1a", "--piece-edge": "#1a1a1a", "--tracers-light": "#a86400",
    "--tracers-light-ink": "#fff", "--tracers-dark": "#2f3d99",
    "--tracers-dark-ink": "#fff", "--quet-blue": "#1f5fbf", "--quet-blue-ink": "#fff",
    "--quet-orange": "#b35900", "--quet-orange-ink": "#fff", "--track-paper": "#f7f3ea",
    "--track": "#3b3f4a", "--track-lit": "#9a6700", "--tracross-0": "#c0390b",
    "--tracross-1": "#1f5fbf", "--ok-bg": "#e7f6ec", "--ok-ink": "#145a2a",
    "--bad-bg": "#fbe0dc", "--bad-ink": "#8a1c10", "--pc0": "#d55e00", "--pc0-ink": "#111",
    "--pc0-letter": "rgba(255, 255, 255, .3)", "--pc0-pattern": "rgba(255, 255, 255, .28)",
    "--pc1": "#0072b2", "--pc1-ink": "#fff", "--pc1-letter": "rgba(0, 0, 0, .25)",
    "--pc1-pattern": "rgba(255, 255, 255, .38)", "--pc2": "#f0e442", "--pc2-ink": "#2a2600",
    "--pc2-letter": "rgba(255, 255, 255, .55)", "--pc2-pattern": "rgba(0, 0, 0, .2)",
    "--pc3": "#2b2b2b", "--pc3-ink": "#fff", "--pc3-letter": "rgba(255, 255, 255, .15)",
    "--pc3-pattern": "rgba(255, 255, 255, .2)", "--pc-neutral-0": "#fbfaf6",
    "--pc-neutral-1": "#c9c6bd", "--pc-cell-line": "#8d8a80", "--pc-border": "#1c1c1c",
    "--pc-mark": "#111", "--pc-halo": "#fff",
}
# The dark theme: what differs from the light one.
_DARK = {
    "--paper": "#15181f", "--ink": "#e8e6e1", "--coord": "#aaa392", "--line": "#3f4556",
    "--cell-line": "#4b5162", "--sq-light": "#363b47", "--sq-dark": "#2c303a",
    "--last-tint": "rgba(242, 184, 75, .18)", "--tray-bg": "rgba(255, 255, 255, .05)",
    "--dodgem-red": "#ff7a5c", "--dodgem-red-ink": "#111", "--dodgem-green": "#4ad6c0",
    "--dodgem-green-ink": "#111", "--coin-ring": "rgba(255, 255, 255, .3)",
    "--mark-sq-light": "#30343e", "--mark-sq-dark": "#282c35",
    "--tag-bg": "rgba(18, 20, 26, .85)", "--tag-ink": "#f0eee8", "--piece-edge": "#0d0f14",
    "--tracers-light": "#f0c43c", "--tracers-light-ink": "#111",
    "--tracers-dark": "#8c9fff", "--tracers-dark-ink": "#111", "--quet-blue": "#6aa7ff",
    "--quet-blue-ink": "#111", "--quet-orange": "#f59b2a", "--quet-orange-ink": "#111",
    "--track-paper": "#262a33", "--track": "#c8ccd6", "--track-lit": "#f2b400",
    "--tracross-0": "#ff6a4d", "--tracross-1": "#6fa8ff", "--ok-bg": "#16301f",
    "--ok-ink": "#9be0b4", "--bad-bg": "#3d1f1b", "--bad-ink": "#ffb4a8",
    "--pc-neutral-0": "#d3cfc5", "--pc-neutral-1": "#a6a298", "--pc-cell-line": "#6f6c63",
    "--pc-border": "#0b0b0b",
}
PALETTES = {"light": _LIGHT, "dark": {**_LIGHT, **_DARK}}
CSS = _LIGHT        # the light theme's, by the name the board's stylesheets give them
# Each game's seat colours and the ink drawn on them, by variable name.
SEAT_COLOURS = {
    "dodgem": (("--dodgem-red", "--dodgem-red-ink"), ("--dodgem-green", "--dodgem-green-ink")),
    "tracers": (("--tracers-light", "--tracers-light-ink"), ("--tracers-dark", "--tracers-dark-ink")),
    "quet": (("--quet-blue", "--quet-blue-ink"), ("--quet-orange", "--quet-orange-ink")),
    "tracross": (("--tracross-0", None), ("--tracross-1", None)),
}
FONT = "sans-serif"


def svg(position, *, coordinates=True, caption=True, size=40, theme="light",
        last_move=None, move_number=None):
    """A standalone SVG document (text) of ``position``, a State or a Record (its
    last position).

    ``coordinates``: file letters and rank numbers around the board. ``caption``: the
    game's title, the move number and who is to move, or the result. ``size``: pixels
    of one square. ``theme``: ``"light"`` or ``"dark"`` (the surround; the board keeps
    its colours). ``last_move``: the squares to highlight: a Move, square names, or
    False for none; by default a record's last move (a whole turn in Pacru).
    ``move_number``: the number in the caption; by default a record's (from
    ``movenumbers``), none for a bare state.
    """
    frame = _frames([position], last_move, move_number)[0]
    pic = _Picture(frame[0], size, coordinates, caption, theme)
    pic.names = position.names if isinstance(position, Record) else ()
    pic.fit([frame])
    background, foreground = pic.draw(*frame)
    return pic.document(background + foreground)


def themed_svg(position, **style):
    """``svg`` in both themes in one document, which shows the one its page is in: a
    picture shown by an ``<img>`` or an SVG ``<image>`` matches prefers-color-scheme to
    the page's colour scheme (Chromium, Firefox), which ``assets/app.css`` sets from the
    player's theme, Auto or chosen; elsewhere it follows the system's. ``style``: as for
    ``svg``, but no ``theme``."""
    light, dark = (_SVG.fullmatch(svg(position, theme=theme, **style)).groups()
                   for theme in ("light", "dark"))
    return (f'{light[0]}<style>.dk{{display:none}}@media (prefers-color-scheme: dark)'
            f'{{.lt{{display:none}}.dk{{display:inline}}}}</style>'
            f'<g class="lt">{light[1]}</g><g class="dk">{_prefixed_ids(dark[1], "dk-")}</g></svg>')


_SVG = re.compile(r"(<svg [^>]*>)(.*)</svg>", re.S)


def _prefixed_ids(body, prefix):
    """``body`` with every id, and every reference to one, prefixed: two drawings in one
    document define the same ids with different colours."""
    body = re.sub(r'\bid="', f'id="{prefix}', body)
    return re.sub(r'(href="#|url\(#)', rf"\g<1>{prefix}", body)


def animated_svg(states, seconds_per_move=1.0, **style):
    """One SVG that plays the positions in turn, looping: in an ``<img>`` it animates
    (SMIL, no script). ``states``: a Record (every position from the start, numbered,
    each move highlighted) or a sequence of States. The last position is held three
    times as long, and is what a viewer without animation shows. ``style``: as for
    ``svg``: ``coordinates``, ``caption``, ``size``, ``theme``."""
    seconds = float(seconds_per_move)
    if not seconds > 0:
        raise ValueError("seconds_per_move must be a positive number")
    unknown = set(style) - {"coordinates", "caption", "size", "theme"}
    if unknown:
        raise TypeError(f"animated_svg() got unexpected style {', '.join(sorted(unknown))}")
    frames = _frames_of(states)
    if not frames:
        raise ValueError("animated_svg needs at least one position")
    pic = _Picture(frames[0][0], style.get("size", 40), style.get("coordinates", True),
                   style.get("caption", True), style.get("theme", "light"))
    pic.names = states.names if isinstance(states, Record) else ()
    pic.fit(frames)
    drawn = [pic.draw(*f) for f in frames]
    shared = drawn[0][0] if all(d[0] == drawn[0][0] for d in drawn) else None
    n = len(drawn)
    weights = [1.0] * (n - 1) + [3.0 if n > 1 else 1.0]
    total = sum(weights) * seconds
    bounds, t = [0.0], 0.0
    for w in weights:
        t += w
        bounds.append(t / sum(weights))
    parts = [shared] if shared is not None else []
    for i, (background, foreground) in enumerate(drawn):
        body = foreground if shared is not None else background + foreground
        if n == 1:
            parts.append(f"<g>{body}</g>")
            continue
        start, end = bounds[i], bounds[i + 1]
        if i == 0:
            values, times = "visible;hidden", f"0;{end:.4f}"
        elif i == n - 1:
            values, times = "hidden;visible", f"0;{start:.4f}"
        else:
            values, times = "hidden;visible;hidden", f"0;{start:.4f};{end:.4f}"
        shown = "visible" if i == n - 1 else "hidden"
        parts.append(f'<g class="frame" visibility="{shown}"><animate attributeName="visibility" '
                     f'calcMode="discrete" values="{values}" keyTimes="{times}" '
                     f'dur="{total:g}s" repeatCount="indefinite"/>{body}</g>')
    return pic.document("".join(parts))


# -- frames: (state, squares to highlight, move number, the state before or None) --------
def _frames(positions, last_move, move_number):
    out = []
    for position in positions:
        if isinstance(position, Record):
            record = position
            state = record.state
            number = move_number if move_number is not None else _record_number(record)
            if last_move is None:
                squares = _record_last(record, len(record.moves))
            else:
                squares = _squares_of(last_move)
            out.append((state, squares, number))
        else:
            _check_state(position)
            out.append((position, _squares_of(last_move) if last_move is not None else (),
                        move_number))
    return out


def _frames_of(states):
    if isinstance(states, Record):
        record = states
        return [(record.states[i], _record_last(record, i), _record_number(record.upto(i)))
                for i in range(len(record.moves) + 1)]
    out = []
    for state in states:
        _check_state(state)
        out.append((state, (), None))
    return out


def _check_state(state):
    if not hasattr(state, "grid") or not hasattr(state, "game"):
        raise TypeError(f"a picture needs a game State or a Record, not {type(state).__name__}")


def _record_number(record):
    n = len(record.moves)
    if record.state.outcome is not None:
        return movenumbers.number(record.states, n - 1) if n else None
    return movenumbers.number(record.states, n)


def _record_last(record, count):
    """The squares of the last move (a whole turn where turns are several decisions)
    of the first ``count`` moves."""
    if not count:
        return ()
    states, moves = record.states, record.moves

    def move_at(i):
        return agreed.parse(states[i], moves[i])
    if states[0].multi_decision:
        from .view.pacru import squares_of_turn
        return squares_of_turn(move_at, count)
    move = move_at(count - 1)
    if record.game.id == "quet":
        from .view.quet import _new_round
        if _new_round(states[count]):       # a fresh board: nothing to point at
            return ()
    return _squares_of(move)


def _squares_of(last_move):
    if last_move is False or last_move is None:
        return ()
    if hasattr(last_move, "origin"):
        return tuple(sq for sq in (last_move.origin, last_move.target, last_move.square) if sq)
    if isinstance(last_move, str):
        return (last_move,)
    return tuple(last_move)


# -- the picture ------------------------------------------------------------------------
def paint(value, attribute="fill"):
    """A colour as SVG attributes: ``fill="#rrggbb"``, with ``fill-opacity`` for an
    rgba() (which not every SVG viewer reads inside ``fill``)."""
    m = re.fullmatch(r"rgba\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*,\s*([\d.]+)\s*\)", value)
    if not m:
        return f'{attribute}="{value}"'
    r, g, b, a = m.groups()
    return (f'{attribute}="#{int(r):02x}{int(g):02x}{int(b):02x}" '
            f'{attribute}-opacity="{_n(float(a))}"')


def _esc(text):
    return escape(str(text), quote=True)


def _n(value):
    """A number for an attribute, short."""
    return f"{value:.2f}".rstrip("0").rstrip(".") if isinstance(value, float) else str(value)


class _Picture:
    """Layout and drawing of one game's pictures: the board's top-left corner, the
    space around it (coordinates, trays, labels) and the caption above."""

    def __init__(self, state, size, coordinates, caption, theme):
        if theme not in THEMES:
            raise ValueError(f"theme must be one of {', '.join(THEMES)}, not {theme!r}")
        if not isinstance(size, (int, float)) or isinstance(size, bool) or not 8 <= size <= 400:
            raise ValueError("size must be a number of pixels from 8 to 400")
        self.game_id = state.game.id
        self.painter = PAINTERS.get(self.game_id, _Plain)(state)
        self.grid = state.grid
        self.s = size
        self.coordinates = coordinates
        self.caption = caption
        self.css = PALETTES[theme]
        self.defs = {}
        self.names = ()                  # the players' names, a record's

    def fit(self, frames):
        """Size the picture for these frames: (state, squares, number) each."""
        s = self.s
        left, top, right, bottom = self.painter.margins(s, self.coordinates)
        self.font = max(11.0, round(s * 0.34, 1))
        cap_h = (self.font * 2 + 12) if self.caption else 0
        board_w = self.grid.width * s + left + right
        board_h = self.grid.height * s + top + bottom
        texts = [self._caption_lines(*f) for f in frames] if self.caption else []
        widest = max((len(t) * self.font * 0.58 for lines in texts for t in lines), default=0)
        self.width = int(max(board_w, widest + 8) + 8)
        self.height = int(board_h + cap_h + 8)
        self.ox = (self.width - board_w) / 2 + left
        self.oy = cap_h + 4 + top

    # coordinates of a square's top-left corner
    def at(self, sq):
        x, y = self.grid.xy(sq)
        return self.ox + x * self.s, self.oy + (self.grid.height - 1 - y) * self.s

    def draw(self, state, squares, number):
        """(background, foreground): what every position of the game shares, and the
        rest."""
        back = self.painter.squares(self)
        if self.coordinates and self.painter.coordinates:
            back += self._coordinates()
        front = self.painter.front(self, state, set(squares))
        if self.caption:
            front += self._caption(state, squares, number)
        return back, front

    def _coordinates(self):
        s, out = self.s, []
        fs = _n(round(s * 0.26, 1))
        lx = self.ox - s * 0.34
        for y in range(self.grid.height):
            cy = self.oy + (self.grid.height - 1 - y) * s + s / 2
            out.append(f'<text x="{_n(lx)}" y="{_n(cy)}">{y + 1}</text>')
        by = self.oy + self.grid.height * s + s * 0.3
        for x in range(self.grid.width):
            cx = self.ox + x * s + s / 2
            out.append(f'<text x="{_n(cx)}" y="{_n(by)}">{_esc(self.grid.name(x)[0])}</text>')
        return (f'<g class="coord" font-size="{fs}" fill="{self.css["--coord"]}" '
                f'text-anchor="middle" dominant-baseline="central">{"".join(out)}</g>')

    def _caption_lines(self, state, squares, number):
        title = state.game.title
        players = players_text(state, self.names)
        if players:
            title = f"{title}: {players}"
        status = "Unsolved." if state.players == 1 and state.outcome is None \
            else status_text(state, self.names)
        if number is not None:
            status = (f"After move {number}: " if state.outcome is not None
                      else f"Move {number}: ") + status
        return title, status

    def _caption(self, state, squares, number):
        title, status = self._caption_lines(state, squares, number)
        f = self.font
        cx = _n(self.width / 2)
        return (f'<g class="caption" fill="{self.css["--ink"]}" text-anchor="middle">'
                f'<text x="{cx}" y="{_n(f + 2)}" font-weight="700" font-size="{_n(f)}">'
                f'{_esc(title)}</text><text x="{cx}" y="{_n(2 * f + 7)}" font-size="{_n(f * 0.9)}">'
                f'{_esc(status)}</text></g>')

    def document(self, body):
        defs = "".join(self.defs.values())
        return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{self.width}" '
                f'height="{self.height}" viewBox="0 0 {self.width} {self.height}" '
                f'font-family="{FONT}">'
                f'<rect width="100%" height="100%" fill="{self.css["--paper"]}"/>'
                + (f"<defs>{defs}</defs>" if defs else "") + body + "</svg>")

    # shared pieces of drawing
    def cell_rects(self, fill_of, stroke=None):
        s, out = self.s, []
        for sq in range(self.grid.size):
            x, y = self.at(sq)
            out.append(f'<rect x="{_n(x)}" y="{_n(y)}" width="{s}" height="{s}" '
                       f'fill="{fill_of(sq)}"/>')
        return (f'<g class="squares" stroke="{stroke or self.css["--cell-line"]}">{"".join(out)}</g>')

    def tint(self, squares):
        """The default last-move highlight: a translucent amber over the square."""
        out = []
        for name in squares:
            sq = self.square(name)
            if sq is not None:
                x, y = self.at(sq)
                out.append(f'<rect class="last" x="{_n(x)}" y="{_n(y)}" width="{self.s}" '
                           f'height="{self.s}" {paint(self.css["--last-tint"])}/>')
        return "".join(out)

    def outline(self, squares):
        """The marking games' and Pacru's last-move highlight: a 4px inner outline."""
        out = []
        for name in squares:
            sq = self.square(name)
            if sq is not None:
                x, y = self.at(sq)
                out.append(f'<rect class="last" x="{_n(x + 2)}" y="{_n(y + 2)}" '
                           f'width="{self.s - 4}" height="{self.s - 4}" fill="none" '
                           f'stroke="{self.css["--last"]}" stroke-width="4"/>')
        return "".join(out)

    def square(self, name):
        try:
            return self.grid.parse(name)
        except Exception:               # "off", or a name from another board
            return None

    def define(self, key, markup):
        self.defs.setdefault(key, markup)


# -- the games --------------------------------------------------------------------------
class _Plain:
    """Any game without a painter of its own: the squares (a new game still gets a
    picture; give it a painter to show its pieces)."""

    coordinates = True      # file letters and rank numbers around the board

    def __init__(self, state):
        pass

    def margins(self, s, coordinates):
        return (s * 0.6, 0, 0, s * 0.6) if coordinates else (0, 0, 0, 0)

    def squares(self, pic):
        def fill(sq):
            x, y = pic.grid.xy(sq)
            return pic.css["--sq-dark"] if (x + y) % 2 == 0 else pic.css["--sq-light"]
        return pic.cell_rects(fill)

    def front(self, pic, state, last):
        return pic.tint(last)


class _Dodgem(_Plain):
    """Coins (a round Red and a squarish Green, each with an arrow for its direction of
    travel) and a tray beyond each seat's far line holding its borne-off coins."""

    def __init__(self, state):
        from .view import dodgem as view
        self.view = view
        self.axis = state.settings["axis"]

    def margins(self, s, coordinates):
        c = s * 0.6 if coordinates else 0
        t = s * 0.8 + 4
        return (c + t, 0, t, c) if self.axis == "H" else (c, t, 0, c + t)

    def _coin(self, pic, seat, r):
        """A coin of radius ``r`` centred on 0,0 (drawn once, used by reference)."""
        key = f"coin{seat}-{_n(r)}"
        colour, ink = (pic.css[name] for name in SEAT_COLOURS["dodgem"][seat])
        body = (f'<circle r="{_n(r)}" fill="{colour}"/>' if seat == 0 else
                f'<rect x="{_n(-r)}" y="{_n(-r)}" width="{_n(2 * r)}" height="{_n(2 * r)}" '
                f'rx="{_n(r * 0.44)}" fill="{colour}"/>')
        ring = (f'<circle r="{_n(r - 1.5)}"' if seat == 0 else
                f'<rect x="{_n(-r + 1.5)}" y="{_n(-r + 1.5)}" width="{_n(2 * r - 3)}" '
                f'height="{_n(2 * r - 3)}" rx="{_n(r * 0.4)}"')
        dx, dy = self.view.FORWARD[self.axis][seat]
        angle = {(1, 0): 0, (0, -1): 90, (-1, 0): 180, (0, 1): 270}[(dx, dy)]
        a = r * 0.55
        arrow = (f'<path d="M{_n(-a)},0H{_n(a * 0.35)}M{_n(a * 0.05)},{_n(-a * 0.55)}'
                 f'L{_n(a * 0.65)},0L{_n(a * 0.05)},{_n(a * 0.55)}" fill="none" stroke="{ink}" '
                 f'stroke-width="{_n(max(1.5, r * 0.16))}" stroke-linecap="round" '
                 f'stroke-linejoin="round" transform="rotate({angle})"/>')
        pic.define(key, f'<g id="{key}">{body}{ring} fill="none" '
                        f'{paint(pic.css["--coin-ring"], "stroke")} stroke-width="3"/>{arrow}</g>')
        return key

    def front(self, pic, state, last):
        s = pic.s
        out = [pic.tint(last)]
        for seat in (0, 1):
            key = self._coin(pic, seat, s * 0.37)
            for sq in sorted(state.coins[seat]):
                x, y = pic.at(sq)
                out.append(f'<use class="pc" href="#{key}" x="{_n(x + s / 2)}" '
                           f'y="{_n(y + s / 2)}"/>')
        off_last = None
        if OFF in last:
            off_last = self._exiting_seat(pic, last)
        for seat in (0, 1):
            out.append(self._tray(pic, state, seat, off_last == seat))
        return "".join(out)

    def _exiting_seat(self, pic, last):
        for name in last:
            sq = pic.square(name)
            if sq is None:
                continue
            x, y = pic.grid.xy(sq)
            for seat in (0, 1):
                dx, dy = self.view.FORWARD[self.axis][seat]
                if not pic.grid.contains(x + dx, y + dy):
                    return seat
        return None

    def _tray(self, pic, state, seat, was_last):
        s, css = pic.s, pic.css
        w, h = pic.grid.width * s, pic.grid.height * s
        side = self.view.EXIT_SIDE[self.view.FORWARD[self.axis][seat]]
        d = s * 0.8
        box = {"e": (pic.ox + w + 4, pic.oy, d, h), "w": (pic.ox - d - 4 - self._coord(pic),
                                                          pic.oy, d, h),
               "n": (pic.ox, pic.oy - d - 4, w, d),
               "s": (pic.ox, pic.oy + h + 4 + self._coord(pic), w, d)}[side]
        x, y, bw, bh = box
        stroke = css["--last"] if was_last else css["--line"]
        out = [f'<rect class="tray" x="{_n(x)}" y="{_n(y)}" width="{_n(bw)}" height="{_n(bh)}" '
               f'rx="8" {paint(css["--tray-bg"])} stroke="{stroke}" stroke-width="2" '
               f'stroke-dasharray="{"none" if was_last else "6 4"}"/>']
        off = state.scores[seat]
        key = self._coin(pic, seat, s * 0.21)
        for i in range(off):
            along = s * 0.35 + i * s * 0.5
            cx, cy = (x + bw / 2, y + along) if side in "ew" else (x + along, y + bh / 2)
            out.append(f'<use class="off" href="#{key}" x="{_n(cx)}" y="{_n(cy)}"/>')
        count = f"{off}/{self.view.COINS}"
        fs = _n(round(s * 0.22, 1))
        tx, ty = (x + bw / 2, y + bh - s * 0.3) if side in "ew" else (x + bw - s * 0.4, y + bh / 2)
        out.append(f'<text x="{_n(tx)}" y="{_n(ty)}" font-size="{fs}" fill="{css["--coord"]}" '
                   f'text-anchor="middle" dominant-baseline="central">{count}</text>')
        return "".join(out)

    def _coord(self, pic):
        return pic.s * 0.6 if pic.coordinates else 0


class _Marking(_Plain):
    """Tracers and Quet: marks told apart by stripe direction and initials as well as
    by colour, and the two pawns (view/marks.py)."""

    def __init__(self, state):
        self.seat_vars = SEAT_COLOURS[state.game.id]
        self.names = state.game.seat_names

    def colours(self, pic):
        """((colour, ink) of seat 0, of seat 1) in the picture's theme."""
        return tuple((pic.css[c], pic.css[i]) for c, i in self.seat_vars)

    def squares(self, pic):
        def fill(sq):
            x, y = pic.grid.xy(sq)
            return pic.css["--mark-sq-dark" if (x + y) % 2 == 0 else "--mark-sq-light"]
        return pic.cell_rects(fill)

    def _patterns(self, pic):
        (c0, _), (c1, _) = self.colours(pic)
        k = pic.s / 40
        p, w = _n(11 * k), _n(5 * k)
        pic.define("m1", f'<pattern id="m1" width="{p}" height="{p}" patternUnits="userSpaceOnUse" '
                         f'patternTransform="rotate(45)"><rect width="{w}" height="{p}" '
                         f'fill="{c0}"/></pattern>')
        pic.define("m2", f'<pattern id="m2" width="{p}" height="{p}" patternUnits="userSpaceOnUse" '
                         f'patternTransform="rotate(-45)"><rect width="{w}" height="{p}" '
                         f'fill="{c1}"/></pattern>')

    def _mark(self, pic, value):
        """A marked square at 0,0: its stripes and its initials, drawn once per value."""
        from .view.marks import initials
        key = f"k{value}"
        if key not in pic.defs:
            self._patterns(pic)
            s = pic.s
            fs = max(9.0, round(s * 0.2, 1))
            text = initials(value, self.names)
            stripes = "".join(f'<rect width="{s}" height="{s}" fill="url(#m{seat + 1})"/>'
                              for seat in (0, 1) if value & (1 << seat))
            pic.define(key, f'<g id="{key}">{stripes}<rect x="1" y="1" '
                            f'width="{_n(len(text) * fs * 0.7 + 4)}" height="{_n(fs * 1.2)}" '
                            f'rx="3" {paint(pic.css["--tag-bg"])}/><text x="3" '
                            f'y="{_n(1 + fs * 0.95)}" font-size="{_n(fs)}" font-weight="700" '
                            f'fill="{pic.css["--tag-ink"]}">{_esc(text)}</text></g>')
        return key

    def front(self, pic, state, last):
        out = []
        for sq in range(pic.grid.size):
            value = state.marks.at(sq)
            if value:
                x, y = pic.at(sq)
                out.append(f'<use href="#{self._mark(pic, value)}" x="{_n(x)}" y="{_n(y)}"/>')
        out.append(pic.outline(last))
        out.append(self._pawns(pic, state))
        out.append(self._line_coins(pic, state))
        return "".join(out)

    def _pawns(self, pic, state):
        s, out = pic.s, []
        pawns = state.pawns
        for seat in (0, 1):
            sq = pawns[seat]
            if sq is None or sq < 0:
                continue
            shared = pawns[0] == pawns[1]
            x, y = pic.at(sq)
            r = s * (0.22 if shared else 0.32)
            cx = x + s / 2 + ((-0.18 if seat == 0 else 0.18) * s if shared else 0)
            cy = y + s / 2 + ((0.12 if seat == 0 else -0.12) * s if shared else 0)
            fill, ink = self.colours(pic)[seat]
            out.append(f'<g class="pc"><rect x="{_n(cx - r)}" y="{_n(cy - r)}" width="{_n(2 * r)}" '
                       f'height="{_n(2 * r)}" rx="{_n(r)}" ry="{_n(r * 0.9)}" fill="{fill}" '
                       f'stroke="{pic.css["--piece-edge"]}" stroke-width="2"/><text x="{_n(cx)}" y="{_n(cy)}" '
                       f'fill="{ink}" font-size="{_n(round(r * 1.06, 1))}" font-weight="800" '
                       f'text-anchor="middle" dominant-baseline="central">'
                       f'{_esc(self.names[seat][0])}</text></g>')
        return "".join(out)

    def _line_coins(self, pic, state):
        """Tracers: a coin in the scorer's colour beside each scored line's coordinate."""
        scored = getattr(state, "scored", None)
        if not scored or not pic.coordinates:
            return ""
        s, h, out = pic.s, pic.grid.height, []
        for index, seat in enumerate(scored):
            if seat < 0:
                continue
            if index < h:
                cx, cy = pic.ox - s * 0.13, pic.oy + (h - 1 - index) * s + s / 2
            else:
                cx, cy = pic.ox + (index - h) * s + s * 0.8, pic.oy + h * s + s * 0.3
            out.append(f'<circle cx="{_n(cx)}" cy="{_n(cy)}" r="{_n(s * 0.09)}" '
                       f'fill="{self.colours(pic)[seat][0]}" stroke="{pic.css["--piece-edge"]}" class="line-coin"/>')
        return "".join(out)


class _Tracross(_Plain):
    """Track pieces drawn as tracks (view/tracks.py), each player's two sides in their
    colour (solid for the first player, dashed for the second), the winning track lit."""

    def squares(self, pic):
        return pic.cell_rects(lambda sq: pic.css["--track-paper"])

    def _style(self, pic):
        css = pic.css
        pic.define("tracks", f'<style>.track{{fill:none;stroke:{css["--track"]};stroke-width:12}}'
                             f'.casing{{fill:none;stroke:{css["--track-paper"]};stroke-width:26}}'
                             f'.track.lit{{stroke:{css["--track-lit"]};stroke-width:16}}</style>')

    def tiles(self, pic, tiles, lit):
        from .view.tracks import tile_paths
        self._style(pic)
        s, out = pic.s, []
        scale = _n(s / 100)
        for sq, piece in enumerate(tiles):
            if not piece:
                continue
            x, y = pic.at(sq)
            here = lit.get(sq, ())
            if here:
                body = tile_paths(piece, here)
                out.append(f'<g class="pc" transform="translate({_n(x)},{_n(y)}) scale({scale})">'
                           f'{body}</g>')
            else:
                key = f"t{piece}"
                pic.define(key, f'<g id="{key}" transform="scale({scale})">{tile_paths(piece)}</g>')
                out.append(f'<use class="pc" href="#{key}" x="{_n(x)}" y="{_n(y)}"/>')
        return "".join(out)

    def front(self, pic, state, last):
        from .view.tracross import _lit
        return pic.tint(last) + self.tiles(pic, state.tiles, _lit(state)) + self._edges(pic, state)

    def _edges(self, pic, state):
        s = pic.s
        w, h = pic.grid.width * s, pic.grid.height * s
        x0, y0 = pic.ox, pic.oy
        ends = {"N": (x0, y0 + 3, x0 + w, y0 + 3), "S": (x0, y0 + h - 3, x0 + w, y0 + h - 3),
                "W": (x0 + 3, y0, x0 + 3, y0 + h), "E": (x0 + w - 3, y0, x0 + w - 3, y0 + h)}
        out = []
        for seat, pair in enumerate(state.sides):
            colour = pic.css[SEAT_COLOURS["tracross"][seat][0]]
            dash = ' stroke-dasharray="10 5"' if seat else ""
            for side in pair:
                a, b, c, d = ends[side]
                out.append(f'<line x1="{_n(a)}" y1="{_n(b)}" x2="{_n(c)}" y2="{_n(d)}" '
                           f'stroke="{colour}" stroke-width="6"{dash}/>')
        return "".join(out)


class _Solitaire(_Tracross):
    """The puzzle's labels stand around the board where coordinates would, each shown
    joined, broken or still open."""

    STATUS = {"joined": ("--ok-bg", "--ok-ink"), "broken": ("--bad-bg", "--bad-ink")}

    def margins(self, s, coordinates):
        return (s * 0.5,) * 4

    coordinates = False     # the labels stand where the coordinates would

    def front(self, pic, state, last):
        return pic.tint(last) + self.tiles(pic, state.tiles, {}) + self._labels(pic, state)

    def _labels(self, pic, state):
        s, n = pic.s, state.size
        d = s * 0.5
        status = state.label_status
        out = []
        for (side, i), name in state.labels.items():
            if side in "NS":
                x = pic.ox + i * s
                y = pic.oy - d if side == "N" else pic.oy + n * s
                w, h = s, d
            else:
                y = pic.oy + (n - 1 - i) * s
                x = pic.ox - d if side == "W" else pic.ox + n * s
                w, h = d, s
            kind = status.get(name, "open")
            bg, ink = (pic.css[v] for v in self.STATUS.get(kind, ("--ink", "--ink")))
            bg = None if kind not in self.STATUS else bg
            if bg:
                out.append(f'<rect x="{_n(x + 1)}" y="{_n(y + 1)}" width="{_n(w - 2)}" '
                           f'height="{_n(h - 2)}" rx="4" fill="{bg}"/>')
            text = _esc(name) + ("✓" if kind == "joined" else "")
            deco = ' text-decoration="line-through"' if kind == "broken" else ""
            out.append(f'<text class="label {kind}" x="{_n(x + w / 2)}" y="{_n(y + h / 2)}" '
                       f'fill="{ink}"{deco}>{text}</text>')
        return (f'<g font-size="{_n(round(s * 0.3, 1))}" font-weight="700" text-anchor="middle" '
                f'dominant-baseline="central">{"".join(out)}</g>')


class _Pacru(_Plain):
    """Neutral tiles in two shades, tiles of a seat's colour with its pattern and side
    letter, the nine borderlands drawn by heavy lines, pieces as chevrons turned to
    their facing (view/pacru.py)."""

    def __init__(self, state):
        self.shades = state.shades          # fixed by the board: the same in every position

    def squares(self, pic):
        return pic.cell_rects(lambda sq: pic.css[f"--pc-neutral-{self.shades[sq]}"],
                              stroke=pic.css["--pc-cell-line"])

    def _patterns(self, pic, seat):
        k = pic.s / 40
        key = f"p{seat}"
        ink = paint(pic.css[f"--pc{seat}-pattern"], "fill" if seat < 3 else "stroke")
        if seat == 0:
            body = (f'<pattern id="{key}" width="{_n(12 * k)}" height="{_n(12 * k)}" '
                    f'patternUnits="userSpaceOnUse" patternTransform="rotate(45)">'
                    f'<rect width="{_n(4 * k)}" height="{_n(12 * k)}" {ink}/></pattern>')
        elif seat == 1:
            body = (f'<pattern id="{key}" width="{_n(12 * k)}" height="{_n(12 * k)}" '
                    f'patternUnits="userSpaceOnUse"><circle cx="{_n(6 * k)}" cy="{_n(6 * k)}" '
                    f'r="{_n(2.3 * k)}" {ink}/></pattern>')
        elif seat == 2:
            body = (f'<pattern id="{key}" width="{_n(11 * k)}" height="{_n(11 * k)}" '
                    f'patternUnits="userSpaceOnUse" patternTransform="rotate(-45)">'
                    f'<rect width="{_n(3 * k)}" height="{_n(11 * k)}" {ink}/></pattern>')
        else:
            body = (f'<pattern id="{key}" width="{_n(9 * k)}" height="{_n(9 * k)}" '
                    f'patternUnits="userSpaceOnUse"><path d="M0,{_n(k)}H{_n(9 * k)}'
                    f'M{_n(k)},0V{_n(9 * k)}" {ink} '
                    f'stroke-width="{_n(2 * k)}"/></pattern>')
        pic.define(key, body)
        return key

    def _tile(self, pic, state, owner):
        """A tile of ``owner``'s colour at 0,0: colour, pattern and side letter, drawn
        once per seat."""
        key = f"o{owner}"
        if key not in pic.defs:
            s = pic.s
            fs = max(9.0, round(s * 0.2, 1))
            pattern = self._patterns(pic, owner)
            css = pic.css
            pic.define(key, f'<g id="{key}"><rect width="{s}" height="{s}" '
                            f'fill="{css[f"--pc{owner}"]}" stroke="{css["--pc-cell-line"]}"/>'
                            f'<rect width="{s}" height="{s}" fill="url(#{pattern})"/>'
                            f'<rect x="3" y="2" width="{_n(fs * 0.75 + 6)}" height="{_n(fs + 2)}" '
                            f'rx="3" {paint(css[f"--pc{owner}-letter"])}/><text x="6" '
                            f'y="{_n(3 + fs * 0.85)}" font-size="{_n(fs)}" font-weight="800" '
                            f'fill="{css[f"--pc{owner}-ink"]}">{state.sides[owner]}</text></g>')
        return key

    def front(self, pic, state, last):
        from .games.pacru.geometry import FACINGS
        from .view.pacru import chevron_shapes
        s, out = pic.s, []
        for sq in range(pic.grid.size):
            owner = state.owner(sq)
            if owner is not None:
                x, y = pic.at(sq)
                out.append(f'<use href="#{self._tile(pic, state, owner)}" x="{_n(x)}" '
                           f'y="{_n(y)}"/>')
        out.append(pic.outline(last))
        out.append(self._borderlands(pic))
        pic.define("chev", f'<g id="chev" transform="translate(-50,-50)">{chevron_shapes()}</g>')
        pic.define("pacru", f'<style>.halo{{fill:none;stroke:{pic.css["--pc-halo"]};stroke-width:14;'
                            f'stroke-linejoin:round}}.body{{stroke:{pic.css["--pc-mark"]};stroke-width:5;'
                            'stroke-linejoin:round}</style>')
        scale = _n(s * 0.76 / 100)
        for sq in sorted(state.pieces):
            seat, facing = state.pieces[sq]
            x, y = pic.at(sq)
            cx, cy = _n(x + s / 2), _n(y + s / 2)
            angle = FACINGS.index(facing) * 45
            out.append(f'<g class="pc"><use href="#chev" fill="{pic.css[f"--pc{seat}"]}" '
                       f'transform="translate({cx},{cy}) rotate({angle}) scale({scale})"/>'
                       f'<text x="{cx}" y="{cy}" font-size="{_n(round(s * 0.24, 1))}" '
                       f'font-weight="800" fill="{pic.css[f"--pc{seat}-ink"]}" text-anchor="middle" '
                       f'dominant-baseline="central">{state.sides[seat]}</text></g>')
        return "".join(out)

    def _borderlands(self, pic):
        s = pic.s
        w, h = pic.grid.width * s, pic.grid.height * s
        d = "".join(f"M{_n(pic.ox + i * s)},{_n(pic.oy)}v{_n(h)}"
                    for i in range(0, pic.grid.width + 1, 3))
        d += "".join(f"M{_n(pic.ox)},{_n(pic.oy + j * s)}h{_n(w)}"
                     for j in range(0, pic.grid.height + 1, 3))
        return (f'<path d="{d}" stroke="{pic.css["--pc-border"]}" stroke-width="3" '
                f'stroke-linecap="square"/>')


PAINTERS = {"dodgem": _Dodgem, "tracers": _Marking, "quet": _Marking,
            "tracross": _Tracross, "tracross-solitaire": _Solitaire, "pacru": _Pacru}
