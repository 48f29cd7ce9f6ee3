"""The solitaire in a picture (piecepad.diagram draws the tracks)."""

from ...diagram import TracksPainter, attr_text, num

PALETTE = {}


class SolitairePainter(TracksPainter):
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
                out.append(f'<rect x="{num(x + 1)}" y="{num(y + 1)}" width="{num(w - 2)}" '
                           f'height="{num(h - 2)}" rx="4" fill="{bg}"/>')
            text = attr_text(name) + ("✓" if kind == "joined" else "")
            deco = ' text-decoration="line-through"' if kind == "broken" else ""
            out.append(f'<text class="label {kind}" x="{num(x + w / 2)}" y="{num(y + h / 2)}" '
                       f'fill="{ink}"{deco}>{text}</text>')
        return (f'<g font-size="{num(round(s * 0.3, 1))}" font-weight="700" text-anchor="middle" '
                f'dominant-baseline="central">{"".join(out)}</g>')


PAINTER = SolitairePainter
