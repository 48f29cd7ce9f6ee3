"""How marks and pawns look in the marking games (Tracers, Quet), drawn once.

Their letters are drawn by CSS from ``data-tag`` (assets/app.css): glyphs on a square, not
text, so the square's accessible name (its aria-label, which says the same) is all a
screen reader reads and all a speech user needs to say.

A mark is told apart by pattern and by letter as well as by colour: seat 0's
stripes lean one way, seat 1's the other, a square marked by both is
cross-hatched, and each carries the seats' initials.
"""

from functools import lru_cache

from ..i18n import tr
from ..marks import BOTH
from .html import classes, esc, tag
from .look import Square, Tag, num, of


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
        return tr("marked by both")
    for seat in (0, 1):
        if value == 1 << seat:
            return tr("marked {seat}", seat=names[seat])
    return ""


def _shown(names):
    """The seats' names as the reader reads them (their initials mark the squares)."""
    return tuple(tr(name) for name in names)


def pawn(seat, names, extra=""):
    return tag("span", "", class_=classes("pawn", f"seat-{seat}", extra), data_tag=names[seat][0],
               aria_hidden="true")


def look(values, pawns, names, ranks=(), files=(), tolerant=False, width=0, colours=(),
         rank_svg=(), file_svg=()):
    """The Look of a board of marks (``values``: the mark of each square) with one pawn
    per seat (``pawns``: each seat's square, or None). For the pictures: ``width``, the
    board's (its squares' checker), ``colours``, each seat's (colour, ink) properties."""
    names = _shown(names)

    def square(sq):
        value = values[sq]
        here = [s for s in (0, 1) if pawns[s] == sq]
        html = mark_tag(value, names) + "".join(pawn(s, names) for s in here)
        pawns_here = [tr("{seat} pawn", seat=names[s]) for s in here]
        words = ", ".join(filter(None, [
            tr("{first} and {second}", first=pawns_here[0], second=pawns_here[1])
            if len(pawns_here) == 2 else "".join(pawns_here), mark_words(value, names)]))
        css = classes(f"mark-{value}" if value else "", len(here) == 2 and "shared")
        if not colours:
            return Square(html, words, css)
        x, y = sq % width, sq // width
        return Square(html, words, css,
                      pieces=tuple(pawn_svg(s, names, colours, len(here) == 2) for s in here),
                      ground=mark_svg(value), tag=mark_corner(value, names),
                      fill="--mark-sq-dark" if (x + y) % 2 == 0 else "--mark-sq-light")
    found = of(len(values), square, tolerant)
    if not colours:
        return found.replace(ranks=ranks, files=files)
    return found.replace(ranks=ranks, files=files, rank_svg=rank_svg, file_svg=file_svg,
                   defs=stripes(colours), last="outline")


# -- in the pictures (view/look.py: a 100x100 box a square) ---------------------------
def stripes(colours):
    """The two seats' stripes, leaning apart: patterns m1 and m2."""
    return tuple((f"m{seat + 1}", f'<pattern id="m{seat + 1}" width="27.5" height="27.5" '
                                  f'patternUnits="userSpaceOnUse" patternTransform="rotate({angle})">'
                                  f'<rect width="12.5" height="27.5" fill="var({colours[seat][0]})"/>'
                                  f'</pattern>')
                 for seat, angle in ((0, 45), (1, -45)))


@lru_cache(maxsize=None)
def mark_svg(value):
    """A marked square's stripes (its initials are its Tag, ``mark_corner``)."""
    return "".join(f'<rect width="100" height="100" fill="url(#m{seat + 1})"/>'
                   for seat in (0, 1) if value & (1 << seat))


def mark_corner(value, names):
    """A marked square's corner tag: the initials of who marked it."""
    return Tag(initials(value, names), "--tag-bg", "--tag-ink") if value else None


@lru_cache(maxsize=None)
def pawn_svg(seat, names, colours, shared):
    """A pawn: a rounded square in its seat's colour with its initial; two sharing a
    square stand smaller, apart."""
    r = 22 if shared else 32
    cx = 50 + ((-18 if seat == 0 else 18) if shared else 0)
    cy = 50 + ((12 if seat == 0 else -12) if shared else 0)
    fill, ink = colours[seat]
    return (f'<rect x="{cx - r}" y="{cy - r}" width="{2 * r}" height="{2 * r}" rx="{r}" '
            f'ry="{num(r * 0.9)}" fill="var({fill})" stroke="var(--piece-edge)" '
            f'stroke-width="5"/><text x="{cx}" y="{cy}" fill="var({ink})" '
            f'font-size="{num(round(r * 1.06, 1))}" font-weight="800" text-anchor="middle" '
            f'dominant-baseline="central">{esc(names[seat][0])}</text>')


def line_coin_svg(seat, colours, beside):
    """A scored line's coin in its scorer's colour, beside a rank's ("rank") or a
    file's ("file") coordinate."""
    cx, cy = (-13, 50) if beside == "rank" else (80, 30)
    return (f'<circle cx="{cx}" cy="{cy}" r="9" fill="var({colours[seat][0]})" '
            f'stroke="var(--piece-edge)" stroke-width="2.5" class="line-coin"/>')


def state_look(state, ranks=(), files=(), colours=(), rank_svg=(), file_svg=()):
    """A marking game's position in play."""
    marks = state.marks
    return look([marks.at(sq) for sq in range(state.grid.size)], state.pawns,
                state.game.seat_names, ranks, files, width=state.grid.width,
                colours=colours, rank_svg=rank_svg, file_svg=file_svg)


def draft_look(setup, symbols, pawn_fields, colours=()):
    """A marking game's position being set up: ``symbols`` are the mark tokens by value
    ("." unmarked), ``pawn_fields`` the draft fields holding each seat's pawn square."""
    from .. import games
    draft = setup.draft
    values = [max(symbols.find(t), 0) for t in draft.cells]
    pawns = tuple(draft.index(draft.field(f)) for f in pawn_fields)
    return look(values, pawns, games.get(setup.game_id).seat_names, tolerant=True,
                width=draft.width, colours=colours)


def square_words(state, sq):
    """A square of a marking game (its pawns and mark) in the board's own words."""
    return state_look(state).words(sq)


def owned(state):
    """Each side's pawn and marked squares, for ``mine marks`` (view/ask.py); a
    square marked by both is each side's."""
    size = state.grid.size
    return {"pieces": tuple((p,) if p is not None and p >= 0 else () for p in state.pawns),
            "marks": tuple(tuple(sq for sq in range(size) if state.marks.has(sq, seat))
                           for seat in range(2))}


def legend(names):
    """A key to the marks, for the panel and the rules pages."""
    names = _shown(names)
    items = [(1, tr("{seat}'s mark", seat=names[0])), (2, tr("{seat}'s mark", seat=names[1])),
             (BOTH, tr("both"))]
    return tag("ul", "".join(tag("li", tag("span", mark_tag(v, names), class_=f"swatch mark-{v}")
                                       + esc(text)) for v, text in items),
               class_="mark-legend", aria_label=tr("Marks"))
