"""Dodg'em in a picture (piecepad.diagram draws the rest)."""

from ...diagram import Painter, num, paint
from ...game import OFF

# Its colours in each theme (the dark theme: what differs): the site's palette
# (view/palette.py) reads them; the build writes them into the stylesheet.
PALETTE = {"light": {"--dodgem-red": "#c21a10", "--dodgem-red-ink": "#fff", "--dodgem-green": "#14766a", "--dodgem-green-ink": "#fff"},
           "dark": {"--dodgem-red": "#ff7a5c", "--dodgem-red-ink": "#111", "--dodgem-green": "#4ad6c0", "--dodgem-green-ink": "#111"}}
SEATS = (("--dodgem-red", "--dodgem-red-ink"), ("--dodgem-green", "--dodgem-green-ink"))


class DodgemPainter(Painter):
    """Coins (a round Red and a squarish Green, each with an arrow for its direction of
    travel) and a tray beyond each seat's far line holding its borne-off coins."""

    def __init__(self, state):
        from . import view
        self.view = view
        self.axis = state.settings["axis"]

    def margins(self, s, coordinates):
        c = s * 0.6 if coordinates else 0
        t = s * 0.8 + 4
        return (c + t, 0, t, c) if self.axis == "H" else (c, t, 0, c + t)

    def _coin(self, pic, seat, r):
        """A coin of radius ``r`` centred on 0,0 (drawn once, used by reference)."""
        key = f"coin{seat}-{num(r)}"
        colour, ink = (pic.css[name] for name in SEATS[seat])
        body = (f'<circle r="{num(r)}" fill="{colour}"/>' if seat == 0 else
                f'<rect x="{num(-r)}" y="{num(-r)}" width="{num(2 * r)}" height="{num(2 * r)}" '
                f'rx="{num(r * 0.44)}" fill="{colour}"/>')
        ring = (f'<circle r="{num(r - 1.5)}"' if seat == 0 else
                f'<rect x="{num(-r + 1.5)}" y="{num(-r + 1.5)}" width="{num(2 * r - 3)}" '
                f'height="{num(2 * r - 3)}" rx="{num(r * 0.4)}"')
        dx, dy = self.view.FORWARD[self.axis][seat]
        angle = {(1, 0): 0, (0, -1): 90, (-1, 0): 180, (0, 1): 270}[(dx, dy)]
        a = r * 0.55
        arrow = (f'<path d="M{num(-a)},0H{num(a * 0.35)}M{num(a * 0.05)},{num(-a * 0.55)}'
                 f'L{num(a * 0.65)},0L{num(a * 0.05)},{num(a * 0.55)}" fill="none" stroke="{ink}" '
                 f'stroke-width="{num(max(1.5, r * 0.16))}" stroke-linecap="round" '
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
                out.append(f'<use class="pc" href="#{key}" x="{num(x + s / 2)}" '
                           f'y="{num(y + s / 2)}"/>')
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
        out = [f'<rect class="tray" x="{num(x)}" y="{num(y)}" width="{num(bw)}" height="{num(bh)}" '
               f'rx="8" {paint(css["--tray-bg"])} stroke="{stroke}" stroke-width="2" '
               f'stroke-dasharray="{"none" if was_last else "6 4"}"/>']
        off = state.scores[seat]
        key = self._coin(pic, seat, s * 0.21)
        for i in range(off):
            along = s * 0.35 + i * s * 0.5
            cx, cy = (x + bw / 2, y + along) if side in "ew" else (x + along, y + bh / 2)
            out.append(f'<use class="off" href="#{key}" x="{num(cx)}" y="{num(cy)}"/>')
        count = f"{off}/{self.view.COINS}"
        fs = num(round(s * 0.22, 1))
        tx, ty = (x + bw / 2, y + bh - s * 0.3) if side in "ew" else (x + bw - s * 0.4, y + bh / 2)
        out.append(f'<text x="{num(tx)}" y="{num(ty)}" font-size="{fs}" fill="{css["--coord"]}" '
                   f'text-anchor="middle" dominant-baseline="central">{count}</text>')
        return "".join(out)

    def _coord(self, pic):
        return pic.s * 0.6 if pic.coordinates else 0


PAINTER = DodgemPainter
