"""How marks and pawns look in the marking games (Tracers, Quet), drawn once.

Their letters are drawn by CSS from ``data-tag`` (assets/app.css): glyphs on a square, not
text, so the square's accessible name (its aria-label, which says the same) is all a
screen reader reads and all a speech user needs to say.

A mark is told apart by pattern and by letter as well as by colour: seat 0's
stripes lean one way, seat 1's the other, a square marked by both is
cross-hatched, and each carries the seats' initials.
"""

from ..marks import BOTH
from .board import Paint
from .html import classes, esc, tag


def mark_tag(value, names):
    """The corner label of a marked square: initials of who marked it."""
    if not value:
        return ""
    return tag("span", "", class_="mark-tag", data_tag=initials(value, names), aria_hidden="true")


def initials(value, names):
    """The letters a mark carries: the initial of each seat that made it."""
    return "".join(names[s][0] for s in (0, 1) if value & (1 << s))


def mark_words(value, names):
    if value == BOTH:
        return "marked by both"
    for seat in (0, 1):
        if value == 1 << seat:
            return f"marked {names[seat]}"
    return ""


def pawn(seat, names, extra=""):
    return tag("span", "", class_=classes("pawn", f"seat-{seat}", extra), data_tag=names[seat][0],
               aria_hidden="true")


def painter(marks, pawns, names):
    """Square -> Paint for a board of marks with one pawn per seat."""
    def paint(sq):
        value = marks.at(sq)
        here = [s for s in (0, 1) if pawns[s] == sq]
        html = mark_tag(value, names) + "".join(pawn(s, names) for s in here)
        words = ", ".join(filter(None, [" and ".join(f"{names[s]} pawn" for s in here),
                                        mark_words(value, names)]))
        css = classes(f"mark-{value}" if value else "", len(here) == 2 and "shared")
        return Paint(html, words, css)
    return paint


def square_words(state, sq):
    """A square of a marking game (its pawns and mark) in the board's own words."""
    return painter(state.marks, state.pawns, state.game.seat_names)(sq).words


def legend(names):
    """A key to the marks, for the panel and the rules pages."""
    items = [(1, f"{names[0]}'s mark"), (2, f"{names[1]}'s mark"), (BOTH, "both")]
    return tag("ul", "".join(tag("li", tag("span", mark_tag(v, names), class_=f"swatch mark-{v}")
                                       + esc(text)) for v, text in items),
               class_="mark-legend", aria_label="Marks")
