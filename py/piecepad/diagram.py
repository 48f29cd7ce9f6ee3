"""Pictures of a position as standalone SVG, for sharing: ``svg(state)`` and, for a
whole game, ``animated_svg(record)``.

Design, in short:

- **SVG text, made by pure functions.** No image library exists in the page (Pyodide)
  and none is needed: an SVG is a string, small, sharp at any size, and opens in any
  browser, in an ``<img>``, in chat apps that show images, in Inkscape. It is made the
  same way in CPython and in Pyodide.
- **The same picture as the board.** Every game is drawn from the documented state
  attributes with the board's own colours (``view/palette.py``, the one table the build
  writes the stylesheet's colours from) and the views' own drawings:
  track pieces from ``view/tracks.py``, the Pacru chevron from ``games/pacru/view.py``, mark
  initials from ``view/marks.py``, coin directions from ``games/dodgem/view.py``. Move
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

import importlib
import re
from html import escape

from . import agreed, catalogue, movenumbers
from .game import OFF
from .record import Record
from .view import palette as palette_table
from .view.status import players_text, status_text

THEMES = palette_table.THEMES
# The colours of the pictures: the site's one table (view/palette.py, from which the
# build writes the stylesheet's custom properties), so a picture in the dark theme is
# the board as the dark page shows it.
PALETTES = {theme: palette_table.colours(theme) for theme in THEMES}
CSS = PALETTES["light"]     # the light theme's, by the name the board's stylesheets give them
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
    return _painter(record.game.id).last_squares(states, move_at, count)


def _picture_module(game_id):
    """The game's ``picture`` module (PAINTER, PALETTE), or None."""
    name = catalogue.entry(game_id).picture
    return importlib.import_module(name) if name else None


def _painter(game_id):
    module = _picture_module(game_id)
    return module.PAINTER if module else Painter


def palette(game_id, theme):
    """The picture's colours: the board's own, then the game's."""
    return palette_table.colours(theme, game_id)


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
            f'{attribute}-opacity="{num(float(a))}"')


def attr_text(text):
    return escape(str(text), quote=True)


def num(value):
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
        self.painter = _painter(self.game_id)(state)
        self.grid = state.grid
        self.s = size
        self.coordinates = coordinates
        self.caption = caption
        self.css = palette(self.game_id, theme)
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
        fs = num(round(s * 0.26, 1))
        lx = self.ox - s * 0.34
        for y in range(self.grid.height):
            cy = self.oy + (self.grid.height - 1 - y) * s + s / 2
            out.append(f'<text x="{num(lx)}" y="{num(cy)}">{y + 1}</text>')
        by = self.oy + self.grid.height * s + s * 0.3
        for x in range(self.grid.width):
            cx = self.ox + x * s + s / 2
            out.append(f'<text x="{num(cx)}" y="{num(by)}">{attr_text(self.grid.name(x)[0])}</text>')
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
        cx = num(self.width / 2)
        return (f'<g class="caption" fill="{self.css["--ink"]}" text-anchor="middle">'
                f'<text x="{cx}" y="{num(f + 2)}" font-weight="700" font-size="{num(f)}">'
                f'{attr_text(title)}</text><text x="{cx}" y="{num(2 * f + 7)}" font-size="{num(f * 0.9)}">'
                f'{attr_text(status)}</text></g>')

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
            out.append(f'<rect x="{num(x)}" y="{num(y)}" width="{s}" height="{s}" '
                       f'fill="{fill_of(sq)}"/>')
        return (f'<g class="squares" stroke="{stroke or self.css["--cell-line"]}">{"".join(out)}</g>')

    def tint(self, squares):
        """The default last-move highlight: a translucent amber over the square."""
        out = []
        for name in squares:
            sq = self.square(name)
            if sq is not None:
                x, y = self.at(sq)
                out.append(f'<rect class="last" x="{num(x)}" y="{num(y)}" width="{self.s}" '
                           f'height="{self.s}" {paint(self.css["--last-tint"])}/>')
        return "".join(out)

    def outline(self, squares):
        """The marking games' and Pacru's last-move highlight: a 4px inner outline."""
        out = []
        for name in squares:
            sq = self.square(name)
            if sq is not None:
                x, y = self.at(sq)
                out.append(f'<rect class="last" x="{num(x + 2)}" y="{num(y + 2)}" '
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
class Painter:
    """A game's picture, drawn on a _Picture: the squares, the last move, and what a
    game's own painter (``PAINTER`` in its folder's ``picture.py``) adds. Any game
    without one gets this: the squares (give it a painter to show its pieces)."""

    coordinates = True      # file letters and rank numbers around the board

    def __init__(self, state):
        pass

    @staticmethod
    def last_squares(states, move_at, count):
        """The squares to mark for the last of the first ``count`` moves
        (``move_at(i)``: the i-th Move)."""
        return _squares_of(move_at(count - 1))

    def margins(self, s, coordinates):
        return (s * 0.6, 0, 0, s * 0.6) if coordinates else (0, 0, 0, 0)

    def squares(self, pic):
        def fill(sq):
            x, y = pic.grid.xy(sq)
            return pic.css["--sq-dark"] if (x + y) % 2 == 0 else pic.css["--sq-light"]
        return pic.cell_rects(fill)

    def front(self, pic, state, last):
        return pic.tint(last)


class MarkingPainter(Painter):
    """The marking games: marks told apart by stripe direction and initials as well as
    by colour, and the two pawns (view/marks.py)."""

    seat_vars = ()          # ((colour, ink) variable names) per seat: the game's

    def __init__(self, state):
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
        p, w = num(11 * k), num(5 * k)
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
                            f'width="{num(len(text) * fs * 0.7 + 4)}" height="{num(fs * 1.2)}" '
                            f'rx="3" {paint(pic.css["--tag-bg"])}/><text x="3" '
                            f'y="{num(1 + fs * 0.95)}" font-size="{num(fs)}" font-weight="700" '
                            f'fill="{pic.css["--tag-ink"]}">{attr_text(text)}</text></g>')
        return key

    def front(self, pic, state, last):
        out = []
        for sq in range(pic.grid.size):
            value = state.marks.at(sq)
            if value:
                x, y = pic.at(sq)
                out.append(f'<use href="#{self._mark(pic, value)}" x="{num(x)}" y="{num(y)}"/>')
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
            out.append(f'<g class="pc"><rect x="{num(cx - r)}" y="{num(cy - r)}" width="{num(2 * r)}" '
                       f'height="{num(2 * r)}" rx="{num(r)}" ry="{num(r * 0.9)}" fill="{fill}" '
                       f'stroke="{pic.css["--piece-edge"]}" stroke-width="2"/><text x="{num(cx)}" y="{num(cy)}" '
                       f'fill="{ink}" font-size="{num(round(r * 1.06, 1))}" font-weight="800" '
                       f'text-anchor="middle" dominant-baseline="central">'
                       f'{attr_text(self.names[seat][0])}</text></g>')
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
            out.append(f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(s * 0.09)}" '
                       f'fill="{self.colours(pic)[seat][0]}" stroke="{pic.css["--piece-edge"]}" class="line-coin"/>')
        return "".join(out)


class TracksPainter(Painter):
    """Track pieces drawn as tracks (view/tracks.py), lit where a track is complete;
    the games built on track tiles add their edges or labels."""

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
        scale = num(s / 100)
        for sq, piece in enumerate(tiles):
            if not piece:
                continue
            x, y = pic.at(sq)
            here = lit.get(sq, ())
            if here:
                body = tile_paths(piece, here)
                out.append(f'<g class="pc" transform="translate({num(x)},{num(y)}) scale({scale})">'
                           f'{body}</g>')
            else:
                key = f"t{piece}"
                pic.define(key, f'<g id="{key}" transform="scale({scale})">{tile_paths(piece)}</g>')
                out.append(f'<use class="pc" href="#{key}" x="{num(x)}" y="{num(y)}"/>')
        return "".join(out)
