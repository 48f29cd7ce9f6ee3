"""A rectangular board as an HTML grid of buttons, with coordinates.

Games supply what stands on each square (a painter: square -> Paint); the board
adds what every game shares: selection, legal destinations, the last move, a
preview of what a move would change, keyboard focus and an accessible name for
every square.
"""

from collections import namedtuple

from .html import attrs, classes, esc, tag

# html: what stands on the square; words: how a screen reader says it; css: extra classes.
Paint = namedtuple("Paint", "html words css", defaults=("", "", ""))


class Highlights:
    """What the session wants highlighted (all square names)."""

    def __init__(self, selected=None, targets=(), movable=(), last=(), focus=None,
                 preview=(), notes=None, capture=(), paths=None):
        self.selected = selected
        self.targets = set(targets)
        self.movable = set(movable)
        self.last = tuple(last)
        self.focus = focus
        self.preview = set(preview)     # squares a hovered move would change
        self.notes = notes or {}        # square -> short text shown on a target (+1)
        self.capture = set(capture)     # targets reached by a capture
        self.paths = paths or {}        # target -> squares its move marks, previewed on hover


def render_board(grid, painter, marks=None, interactive=True, label="Board",
                 rank_extra=None, file_extra=None):
    """``rank_extra(y)`` / ``file_extra(x)`` add html beside a coordinate
    (Tracers shows a scored line's coin there)."""
    marks = marks or Highlights()
    focus = marks.focus or marks.selected or next(iter(sorted(marks.movable)), None) \
        or grid.name(0)
    rows = []
    for row in grid.rows_top_down():
        y = grid.xy(row[0])[1]
        extra = rank_extra(y) if rank_extra else ""
        cells = "".join(_cell(grid, sq, painter, marks, focus, interactive) for sq in row)
        rows.append(tag("div", tag("span", str(y + 1) + extra, class_="coord rank",
                                    aria_hidden="true")
                        + cells, class_="row"))
    files = "".join(tag("span", esc(grid.name(x)[0]) + (file_extra(x) if file_extra else ""),
                        class_="coord file") for x in range(grid.width))
    rows.append(tag("div", tag("span", "", class_="coord corner") + files, class_="row files",
                    aria_hidden="true"))
    return tag("div", "".join(rows), class_=f"board size-{grid.width}x{grid.height}",
               role="group", aria_label=label)


_FLAGS = (  # (test, css class, words for the accessible name)
    (lambda m, n: n == m.selected, "selected", "selected"),
    (lambda m, n: n in m.capture, "capture", "capture"),
    (lambda m, n: n in m.targets and n not in m.capture, "target", "legal move"),
    (lambda m, n: n in m.movable, "movable", None),
    (lambda m, n: n in m.preview, "preview", "will be marked"),
    (lambda m, n: n in m.last, "last", "last move"),
)


def _cell(grid, sq, painter, marks, focus, interactive):
    name = grid.name(sq)
    x, y = grid.xy(sq)
    paint = painter(sq)
    words = [name, paint.words or "empty"]
    cls = ["cell", "dark" if (x + y) % 2 == 0 else "light", paint.css]
    for test, css, word in _FLAGS:
        if test(marks, name):
            cls.append(css)
            if word:
                words.append(word)
    inner = paint.html
    note = marks.notes.get(name)
    if note is not None:
        inner += tag("span", esc(note), class_="note")
        words.append(f"scores {note}")
    label = ", ".join(words)
    if not interactive:
        return tag("span", inner, class_=classes(*cls), data_sq=name, aria_label=label,
                   role="img")
    path = " ".join(marks.paths.get(name, ())) or None
    return (f"<button{attrs(type='button', class_=classes(*cls), data_sq=name, data_x=x, data_y=y, data_path=path, tabindex=0 if name == focus else -1, aria_label=label)}>"
            f"{inner}</button>")
