"""The toy game in a picture (piecepad.diagram draws the squares and the caption)."""

from piecepad.diagram import Painter, num

PALETTE = {"light": {}, "dark": {}}


class ToyPainter(Painter):
    def front(self, pic, state, last):
        out = [pic.tint(last)]
        for sq, seat in enumerate(state.cells):
            if seat is not None:
                x, y = pic.at(sq)
                out.append(f'<text class="pc" x="{num(x + pic.s / 2)}" y="{num(y + pic.s / 2)}" '
                           f'text-anchor="middle" dominant-baseline="central" '
                           f'font-size="{num(pic.s * 0.6)}" fill="{pic.css["--ink"]}">'
                           f'{"xo"[seat]}</text>')
        return "".join(out)


PAINTER = ToyPainter
