"""A rectangular board as an HTML grid of buttons, with coordinates.

Games supply what stands on each square (a Painter); the board adds what every
game shares: selection, legal destinations, the last move, keyboard focus and
an accessible name per square.
"""

from .html import attrs, classes, esc, tag


class Marks:
    """What the session wants highlighted (all square names)."""

    def __init__(self, selected=None, targets=(), movable=(), last=(), focus=None):
        self.selected = selected
        self.targets = set(targets)
        self.movable = set(movable)
        self.last = tuple(last)
        self.focus = focus


def render_board(grid, painter, marks=None, interactive=True, label="Board"):
    marks = marks or Marks()
    focus = marks.focus or marks.selected or next(iter(sorted(marks.movable)), None) \
        or grid.name(0)
    rows = []
    for row in grid.rows_top_down():
        rank = grid.xy(row[0])[1] + 1
        cells = "".join(_cell(grid, sq, painter, marks, focus, interactive) for sq in row)
        rows.append(tag("div", tag("span", str(rank), class_="coord rank", aria_hidden="true")
                        + cells, class_="row"))
    files = "".join(tag("span", esc(grid.name(i)[0]), class_="coord file")
                    for i in range(grid.width))
    rows.append(tag("div", tag("span", "", class_="coord corner") + files,
                    class_="row files", aria_hidden="true"))
    return tag("div", "".join(rows), class_="board", role="group", aria_label=label)


def _cell(grid, sq, painter, marks, focus, interactive):
    name = grid.name(sq)
    x, y = grid.xy(sq)
    piece_html, piece_words = painter(sq)
    words = [name, piece_words or "empty"]
    cls = ["cell", "dark" if (x + y) % 2 == 0 else "light"]
    for flag, css, word in ((name == marks.selected, "selected", "selected"),
                            (name in marks.targets, "target", "legal move"),
                            (name in marks.movable, "movable", None),
                            (name in marks.last, "last", "last move")):
        if flag:
            cls.append(css)
            if word:
                words.append(word)
    if not interactive:
        return tag("span", piece_html, class_=" ".join(cls), data_sq=name,
                   aria_label=", ".join(words), role="img")
    return (f"<button{attrs(type='button', class_=classes(*cls), data_sq=name, data_x=x, data_y=y, tabindex=0 if name == focus else -1, aria_label=', '.join(words))}>"
            f"{piece_html}</button>")
