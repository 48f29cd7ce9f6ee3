"""Pacru in a picture (piecepad.diagram draws the rest)."""

from ...diagram import Painter, num, paint
from .geometry import FACINGS
from .view import chevron_shapes, squares_of_turn

# Its colours in each theme (the dark theme: what differs): the site's palette
# (view/palette.py) reads them; the build writes them into the stylesheet.
PALETTE = {"light": {"--pc0": "#d55e00", "--pc0-ink": "#111", "--pc0-letter": "rgba(255, 255, 255, .3)", "--pc0-pattern": "rgba(255, 255, 255, .28)", "--pc1": "#0072b2", "--pc1-ink": "#fff", "--pc1-letter": "rgba(0, 0, 0, .25)", "--pc1-pattern": "rgba(255, 255, 255, .38)", "--pc2": "#f0e442", "--pc2-ink": "#2a2600", "--pc2-letter": "rgba(255, 255, 255, .55)", "--pc2-pattern": "rgba(0, 0, 0, .2)", "--pc3": "#2b2b2b", "--pc3-ink": "#fff", "--pc3-letter": "rgba(255, 255, 255, .15)", "--pc3-pattern": "rgba(255, 255, 255, .2)", "--pc-neutral-0": "#fbfaf6", "--pc-neutral-1": "#c9c6bd", "--pc-cell-line": "#8d8a80", "--pc-border": "#1c1c1c", "--pc-mark": "#111", "--pc-halo": "#fff"},
           "dark": {"--pc-neutral-0": "#d3cfc5", "--pc-neutral-1": "#a6a298", "--pc-cell-line": "#6f6c63", "--pc-border": "#0b0b0b"}}


class PacruPainter(Painter):
    """Neutral tiles in two shades, tiles of a seat's colour with its pattern and side
    letter, the nine borderlands drawn by heavy lines, pieces as chevrons turned to
    their facing (games/pacru/view.py)."""

    @staticmethod
    def last_squares(states, move_at, count):
        return squares_of_turn(move_at, count)     # a whole turn, not its last decision

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
            body = (f'<pattern id="{key}" width="{num(12 * k)}" height="{num(12 * k)}" '
                    f'patternUnits="userSpaceOnUse" patternTransform="rotate(45)">'
                    f'<rect width="{num(4 * k)}" height="{num(12 * k)}" {ink}/></pattern>')
        elif seat == 1:
            body = (f'<pattern id="{key}" width="{num(12 * k)}" height="{num(12 * k)}" '
                    f'patternUnits="userSpaceOnUse"><circle cx="{num(6 * k)}" cy="{num(6 * k)}" '
                    f'r="{num(2.3 * k)}" {ink}/></pattern>')
        elif seat == 2:
            body = (f'<pattern id="{key}" width="{num(11 * k)}" height="{num(11 * k)}" '
                    f'patternUnits="userSpaceOnUse" patternTransform="rotate(-45)">'
                    f'<rect width="{num(3 * k)}" height="{num(11 * k)}" {ink}/></pattern>')
        else:
            body = (f'<pattern id="{key}" width="{num(9 * k)}" height="{num(9 * k)}" '
                    f'patternUnits="userSpaceOnUse"><path d="M0,{num(k)}H{num(9 * k)}'
                    f'M{num(k)},0V{num(9 * k)}" {ink} '
                    f'stroke-width="{num(2 * k)}"/></pattern>')
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
                            f'<rect x="3" y="2" width="{num(fs * 0.75 + 6)}" height="{num(fs + 2)}" '
                            f'rx="3" {paint(css[f"--pc{owner}-letter"])}/><text x="6" '
                            f'y="{num(3 + fs * 0.85)}" font-size="{num(fs)}" font-weight="800" '
                            f'fill="{css[f"--pc{owner}-ink"]}">{state.sides[owner]}</text></g>')
        return key

    def front(self, pic, state, last):
        s, out = pic.s, []
        for sq in range(pic.grid.size):
            owner = state.owner(sq)
            if owner is not None:
                x, y = pic.at(sq)
                out.append(f'<use href="#{self._tile(pic, state, owner)}" x="{num(x)}" '
                           f'y="{num(y)}"/>')
        out.append(pic.outline(last))
        out.append(self._borderlands(pic))
        pic.define("chev", f'<g id="chev" transform="translate(-50,-50)">{chevron_shapes()}</g>')
        pic.define("pacru", f'<style>.halo{{fill:none;stroke:{pic.css["--pc-halo"]};stroke-width:14;'
                            f'stroke-linejoin:round}}.body{{stroke:{pic.css["--pc-mark"]};stroke-width:5;'
                            'stroke-linejoin:round}</style>')
        scale = num(s * 0.76 / 100)
        for sq in sorted(state.pieces):
            seat, facing = state.pieces[sq]
            x, y = pic.at(sq)
            cx, cy = num(x + s / 2), num(y + s / 2)
            angle = FACINGS.index(facing) * 45
            out.append(f'<g class="pc"><use href="#chev" fill="{pic.css[f"--pc{seat}"]}" '
                       f'transform="translate({cx},{cy}) rotate({angle}) scale({scale})"/>'
                       f'<text x="{cx}" y="{cy}" font-size="{num(round(s * 0.24, 1))}" '
                       f'font-weight="800" fill="{pic.css[f"--pc{seat}-ink"]}" text-anchor="middle" '
                       f'dominant-baseline="central">{state.sides[seat]}</text></g>')
        return "".join(out)

    def _borderlands(self, pic):
        s = pic.s
        w, h = pic.grid.width * s, pic.grid.height * s
        d = "".join(f"M{num(pic.ox + i * s)},{num(pic.oy)}v{num(h)}"
                    for i in range(0, pic.grid.width + 1, 3))
        d += "".join(f"M{num(pic.ox)},{num(pic.oy + j * s)}h{num(w)}"
                     for j in range(0, pic.grid.height + 1, 3))
        return (f'<path d="{d}" stroke="{pic.css["--pc-border"]}" stroke-width="3" '
                f'stroke-linecap="square"/>')


PAINTER = PacruPainter
