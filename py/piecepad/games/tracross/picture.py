"""Tracross in a picture: track pieces, each player's two sides in their colour (solid
for the first player, dashed for the second), the winning track lit."""

from ...diagram import TracksPainter, num

# Its colours in each theme (the dark theme: what differs): the site's palette
# (view/palette.py) reads them; the build writes them into the stylesheet.
PALETTE = {"light": {"--tracross-0": "#c0390b", "--tracross-1": "#1f5fbf"},
           "dark": {"--tracross-0": "#ff6a4d", "--tracross-1": "#6fa8ff"}}
SEATS = ("--tracross-0", "--tracross-1")


class TracrossPainter(TracksPainter):
    def front(self, pic, state, last):
        from .view import lit_squares
        return pic.tint(last) + self.tiles(pic, state.tiles, lit_squares(state)) + self._edges(pic, state)

    def _edges(self, pic, state):
        s = pic.s
        w, h = pic.grid.width * s, pic.grid.height * s
        x0, y0 = pic.ox, pic.oy
        ends = {"N": (x0, y0 + 3, x0 + w, y0 + 3), "S": (x0, y0 + h - 3, x0 + w, y0 + h - 3),
                "W": (x0 + 3, y0, x0 + 3, y0 + h), "E": (x0 + w - 3, y0, x0 + w - 3, y0 + h)}
        out = []
        for seat, pair in enumerate(state.sides):
            colour = pic.css[SEATS[seat]]
            dash = ' stroke-dasharray="10 5"' if seat else ""
            for side in pair:
                a, b, c, d = ends[side]
                out.append(f'<line x1="{num(a)}" y1="{num(b)}" x2="{num(c)}" y2="{num(d)}" '
                           f'stroke="{colour}" stroke-width="6"{dash}/>')
        return "".join(out)


PAINTER = TracrossPainter
