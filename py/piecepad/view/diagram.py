"""Pictures of a position as standalone SVG, for sharing: ``svg(state)`` and, for a
whole game, ``animated_svg(record)``.

Design, in short:

- **SVG text, made by pure functions.** No image library exists in the page (Pyodide)
  and none is needed: an SVG is a string, small, sharp at any size, and opens in any
  browser, in an ``<img>``, in chat apps that show images, in Inkscape. It is made the
  same way in CPython and in Pyodide.
- **The same picture as the board.** Every game is drawn from its view's look
  (``look(state)``, view/look.py: per square its pieces, ground and fill as SVG in a
  100x100 box, plus lines, strips and marks beside the coordinates), the data the HTML
  board draws from, with the board's own colours (``view/palette.py``, the one table
  the build writes the stylesheet's colours from). No game is drawn here. Move
  numbers come from ``movenumbers`` (as in the move list), the words for who is to
  move or who won from ``view/status.py``. So this is a view-layer module.
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

from .. import agreed, catalogue, movenumbers
from ..game import OFF
from ..i18n import tr
from ..record import Record
from . import palette as palette_table
from .look import num
from .status import players_text, status_text

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
    of the first ``count`` moves: the game's ``last_squares`` hook in its picture
    module, if it has one, else the move's squares."""
    if not count:
        return ()
    states, moves = record.states, record.moves

    def move_at(i):
        return agreed.parse(states[i], moves[i])
    hook = getattr(_picture_module(record.game.id), "last_squares", None)
    if hook is not None:
        return hook(states, move_at, count)
    return _squares_of(move_at(count - 1))


def _picture_module(game_id):
    """The game's ``picture`` module (PALETTE, hooks), or None."""
    name = catalogue.entry(game_id).picture
    return importlib.import_module(name) if name else None


def _look(state):
    """The game's look of ``state`` (its view's ``look``, view/look.py)."""
    from .registry import view
    from .look import EMPTY, of
    look = view(state.game.id).look
    return look(state) if look else of(state.grid.size, lambda sq: EMPTY)


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




_VAR_ATTR = re.compile(r'([a-z-]+)="var\((--[\w-]+)\)"')
_VAR = re.compile(r"var\((--[\w-]+)\)")
_REFS = re.compile(r'(?:href="#|url\(#)([\w-]+)')


class _Picture:
    """Layout and drawing of one game's pictures from its Look (view/look.py): the
    board's top-left corner, the space around it (coordinates, strips) and the caption
    above; each square's fill, ground and pieces, the last move, lines, strips."""

    def __init__(self, state, size, coordinates, caption, theme):
        if theme not in THEMES:
            raise ValueError(f"theme must be one of {', '.join(THEMES)}, not {theme!r}")
        if not isinstance(size, (int, float)) or isinstance(size, bool) or not 8 <= size <= 400:
            raise ValueError("size must be a number of pixels from 8 to 400")
        self.game_id = state.game.id
        self.grid = state.grid
        self.s = size
        self.scale = num(size / 100)
        self.coordinates = coordinates
        self.caption = caption
        self.css = palette(self.game_id, theme)
        self.defs = {}
        self.names = ()                  # the players' names, a record's
        self._looks = {}
        self._colours = {}               # a fragment -> with its colours
        self._uses = {}                  # a fragment -> the id of its definition
        self._look_defs = {}
        self._backs = {}                 # the squares' fills -> their drawing
        self._corners = None             # each square's top-left corner, as attributes

    def look(self, state):
        key = id(state)
        if key not in self._looks:
            self._looks[key] = (state, _look(state))
        return self._looks[key][1]

    def fit(self, frames):
        """Size the picture for these frames: (state, squares, number) each."""
        s = self.s
        look = self.look(frames[0][0])
        self.coord = s * 0.6 if self.coordinates and look.coordinates else 0
        depth = {side: sum(st.depth for st in look.strips if st.side == side) * s
                 for side in "nesw"}
        left, top = self.coord + depth["w"], depth["n"]
        right, bottom = depth["e"], self.coord + depth["s"]
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
        look = self.look(state)
        for key, markup in look.defs:
            self._look_defs.setdefault(key, markup)
        if look.style:
            self.define("style", f"<style>{self.colour(look.style)}</style>")
        back = self._squares(look)
        if self.coord:
            back += self._coordinates()
        last = set(squares)
        front = [self._placed(sq.ground for sq in look.squares), self._tags(look),
                 self._last(look, last),
                 self._placed(look.squares[i].pieces for i in range(len(look.squares)))]
        k = self.scale
        if look.lines:
            front.append(f'<g transform="translate({num(self.ox)},{num(self.oy)}) '
                         f'scale({k})">{self.colour(look.lines)}</g>')
        if self.coord:
            front.append(self._beside(look))
        front.append(self._strips(look, last))
        if self.caption:
            front.append(self._caption(state, squares, number))
        return back, "".join(front)

    # colours: var(--name) in a fragment -> the theme's value
    def colour(self, fragment):
        done = self._colours.get(fragment)
        if done is None:
            css = self.css
            done = _VAR_ATTR.sub(lambda m: paint(css[m.group(2)], m.group(1)), fragment)
            done = _VAR.sub(lambda m: css[m.group(1)], done)
            for ref in _REFS.findall(done):
                if ref in self._look_defs and ref not in self.defs:
                    self.define(ref, self.colour(self._look_defs[ref]))
            self._colours[fragment] = done
        return done

    def _use(self, fragment):
        """The id of a definition of ``fragment`` scaled to a square (drawn once)."""
        key = self._uses.get(fragment)
        if key is None:
            key = self._uses[fragment] = f"u{len(self._uses)}"
            self.define(key, f'<g id="{key}" transform="scale({self.scale})">'
                             f'{self.colour(fragment)}</g>')
        return key

    def _placed(self, fragments):
        """Each square's fragments (grounds: one string; pieces: a tuple), placed."""
        if self._corners is None:
            self._corners = [f'x="{num(x)}" y="{num(y)}"'
                             for x, y in map(self.at, range(self.grid.size))]
        out, corners = [], self._corners
        for sq, here in enumerate(fragments):
            if not here:
                continue
            if isinstance(here, str):
                out.append(f'<use href="#{self._use(here)}" {corners[sq]}/>')
            else:
                out.extend(f'<use class="pc" href="#{self._use(f)}" {corners[sq]}/>'
                           for f in here)
        return "".join(out)

    def _tags(self, look):
        """Each square's corner Tag, in pixels: a readable size (9px at least) whatever
        the square's, as the board's corner labels."""
        out = []
        for sq, square in enumerate(look.squares):
            if square.tag is not None:
                x, y = self.at(sq)
                out.append(f'<use href="#{self._tag(square.tag)}" x="{num(x)}" y="{num(y)}"/>')
        return "".join(out)

    def _tag(self, tag):
        key = self._uses.get(tag)
        if key is None:
            key = self._uses[tag] = f"u{len(self._uses)}"
            fs, css = max(9.0, round(self.s * 0.2, 1)), self.css
            self.define(key, f'<g id="{key}"><rect x="1" y="1" '
                             f'width="{num(len(tag.text) * fs * 0.7 + 4)}" height="{num(fs * 1.2)}" '
                             f'rx="3" {paint(css[tag.bg])}/><text x="3" y="{num(1 + fs * 0.95)}" '
                             f'font-size="{num(fs)}" font-weight="{tag.weight}" '
                             f'fill="{css[tag.ink]}">{attr_text(tag.text)}</text></g>')
        return key

    def _squares(self, look):
        key = (look.cell_line, tuple(sq.fill for sq in look.squares))
        if key not in self._backs:
            self._backs[key] = self._draw_squares(look)
        return self._backs[key]

    def _draw_squares(self, look):
        s, out, css = self.s, [], self.css
        for sq, square in enumerate(look.squares):
            x, y = self.at(sq)
            if square.fill:
                fill = css[square.fill]
            else:
                gx, gy = self.grid.xy(sq)
                fill = css["--sq-dark"] if (gx + gy) % 2 == 0 else css["--sq-light"]
            out.append(f'<rect x="{num(x)}" y="{num(y)}" width="{s}" height="{s}" '
                       f'fill="{fill}"/>')
        return f'<g class="squares" stroke="{css[look.cell_line]}">{"".join(out)}</g>'

    def _last(self, look, squares):
        """The last move: a translucent amber over each square ("tint") or a 4px inner
        outline ("outline")."""
        out = []
        for name in squares:
            sq = self.square(name)
            if sq is None:
                continue
            x, y = self.at(sq)
            if look.last == "outline":
                out.append(f'<rect class="last" x="{num(x + 2)}" y="{num(y + 2)}" '
                           f'width="{self.s - 4}" height="{self.s - 4}" fill="none" '
                           f'stroke="{self.css["--last"]}" stroke-width="4"/>')
            else:
                out.append(f'<rect class="last" x="{num(x)}" y="{num(y)}" width="{self.s}" '
                           f'height="{self.s}" {paint(self.css["--last-tint"])}/>')
        return "".join(out)

    def _beside(self, look):
        """The look's marks beside the coordinates (a scored line's coin)."""
        s, h, k, out = self.s, self.grid.height, self.scale, []
        for y, mark in enumerate(look.rank_svg):
            if mark:
                out.append(f'<g transform="translate({num(self.ox)},'
                           f'{num(self.oy + (h - 1 - y) * s)}) scale({k})">{self.colour(mark)}</g>')
        for x, mark in enumerate(look.file_svg):
            if mark:
                out.append(f'<g transform="translate({num(self.ox + x * s)},'
                           f'{num(self.oy + h * s)}) scale({k})">{self.colour(mark)}</g>')
        return "".join(out)

    def _strips(self, look, last):
        s, out = self.s, []
        w, h = self.grid.width * s, self.grid.height * s
        off = OFF in last
        before = {side: 0.0 for side in "nesw"}
        for strip in look.strips:
            d = strip.depth * s
            gone = before[strip.side]
            before[strip.side] += d
            x, y = {"e": (self.ox + w + gone, self.oy),
                    "w": (self.ox - self.coord - gone - d, self.oy),
                    "n": (self.ox, self.oy - gone - d),
                    "s": (self.ox, self.oy + h + self.coord + gone)}[strip.side]
            lit = off and strip.lit and any(self.square(n) in strip.exits for n in last)
            out.append(f'<g transform="translate({num(x)},{num(y)}) scale({self.scale})">'
                       f'{self.colour(strip.lit if lit else strip.svg)}</g>')
        return "".join(out)

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
        title = tr(state.game.title)
        players = players_text(state, self.names)
        if players:
            title = tr("{game}: {players}", game=title, players=players)
        status = tr("Unsolved.") if state.players == 1 and state.outcome is None \
            else status_text(state, self.names)
        if number is not None:
            status = (tr("After move {n}: {status}", n=number, status=status)
                      if state.outcome is not None else
                      tr("Move {n}: {status}", n=number, status=status))
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

    def square(self, name):
        try:
            return self.grid.parse(name)
        except Exception:               # "off", or a name from another board
            return None

    def define(self, key, markup):
        self.defs.setdefault(key, markup)
