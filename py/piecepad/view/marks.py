"""How marks and pawns look in the marking games (Tracers, Quet), drawn once.

Their letters are drawn by CSS from ``data-tag`` (assets/app.css): glyphs on a square, not
text, so the square's accessible name (its aria-label, which says the same) is all a
screen reader reads and all a speech user needs to say.

A mark is told apart by pattern and by letter as well as by colour: seat 0's
stripes lean one way, seat 1's the other, a square marked by both is
cross-hatched, and each carries the seats' initials.
"""

from dataclasses import replace

from ..marks import BOTH
from .html import classes, esc, tag
from .look import Square, of


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


def look(values, pawns, names, ranks=(), files=(), tolerant=False):
    """The Look of a board of marks (``values``: the mark of each square) with one pawn
    per seat (``pawns``: each seat's square, or None)."""
    def square(sq):
        value = values[sq]
        here = [s for s in (0, 1) if pawns[s] == sq]
        html = mark_tag(value, names) + "".join(pawn(s, names) for s in here)
        words = ", ".join(filter(None, [" and ".join(f"{names[s]} pawn" for s in here),
                                        mark_words(value, names)]))
        css = classes(f"mark-{value}" if value else "", len(here) == 2 and "shared")
        return Square(html, words, css)
    return replace(of(len(values), square, tolerant), ranks=ranks, files=files)


def state_look(state, ranks=(), files=()):
    """A marking game's position in play."""
    marks = state.marks
    return look([marks.at(sq) for sq in range(state.grid.size)], state.pawns,
                state.game.seat_names, ranks, files)


def draft_look(setup, symbols, pawn_fields):
    """A marking game's position being set up: ``symbols`` are the mark tokens by value
    ("." unmarked), ``pawn_fields`` the draft fields holding each seat's pawn square."""
    from .. import games
    draft = setup.draft
    values = [max(symbols.find(t), 0) for t in draft.cells]
    pawns = tuple(draft.index(draft.field(f)) for f in pawn_fields)
    return look(values, pawns, games.get(setup.game_id).seat_names, tolerant=True)


def square_words(state, sq):
    """A square of a marking game (its pawns and mark) in the board's own words."""
    return state_look(state).words(sq)


def legend(names):
    """A key to the marks, for the panel and the rules pages."""
    items = [(1, f"{names[0]}'s mark"), (2, f"{names[1]}'s mark"), (BOTH, "both")]
    return tag("ul", "".join(tag("li", tag("span", mark_tag(v, names), class_=f"swatch mark-{v}")
                                       + esc(text)) for v, text in items),
               class_="mark-legend", aria_label="Marks")
