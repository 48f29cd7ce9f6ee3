"""A rectangular board as an HTML grid of buttons, with coordinates.

Games supply what stands on each square (a ``Look``: view/look.py); the board
adds what every game shares: selection, legal destinations, the last move, a
preview of what a move would change, keyboard focus and an accessible name for
every square.
"""

from ..i18n import N_, tr
from .html import attrs, classes, esc, tag


class Highlights:
    """What the session wants highlighted (all square names)."""

    def __init__(self, selected=None, targets=(), movable=(), last=(), focus=None,
                 preview=(), notes=None, capture=(), paths=None, hint=(), line=None,
                 values=None, fresh=()):
        self.selected = selected
        self.targets = set(targets)
        self.movable = set(movable)
        self.last = tuple(last)
        self.focus = focus
        self.preview = set(preview)     # squares a hovered move would change
        self.notes = notes or {}        # square -> short text shown on a target (+1)
        self.capture = set(capture)     # targets reached by a capture
        self.paths = paths or {}        # target -> squares its move marks, previewed on hover
        self.hint = tuple(hint)         # the hinted move's squares (a tap on one plays it)
        self.line = line or {}          # square -> "1" (or "1,3"): an analysis's best line
        self.values = values or {}      # square -> "54": the analysis's value of a tap there
        self.fresh = tuple(fresh)       # squares of the new moves a friend's link brought


def render_board(grid, look, marks=None, interactive=True, label=None, turns=0):
    """The board of ``look`` (a Look: what stands on each square, and what stands
    beside a coordinate, e.g. a scored line's coin). ``turns``: quarter turns clockwise
    of the picture (0: rank 1 at the bottom; 1: file i at the bottom; 2: rank 9;
    3: file a), so a player sitting at any side can have it at the bottom."""
    marks = marks or Highlights()
    label = tr("Board") if label is None else label
    turns %= 4
    focus = marks.focus or marks.selected or next(iter(sorted(marks.movable)), None) \
        or grid.name(0)
    wide, high = (grid.width, grid.height) if turns % 2 == 0 else (grid.height, grid.width)

    def rank_label(y):
        return str(y + 1) + (look.ranks[y] if look.ranks else "")

    def file_label(x):
        return esc(grid.name(x)[0]) + (look.files[x] if look.files else "")

    rows = []
    for r in range(high - 1, -1, -1):
        squares = [grid.index(*on_board(grid, turns, c, r)) for c in range(wide)]
        x, y = on_board(grid, turns, 0, r)
        head = rank_label(y) if turns % 2 == 0 else file_label(x)
        cells = "".join(_cell(grid, sq, look.squares[sq], marks, focus, interactive) for sq in squares)
        rows.append(tag("div", tag("span", head, class_="coord rank", aria_hidden="true")
                        + cells, class_="row", role="row" if interactive else None))
    foot = []
    for c in range(wide):
        x, y = on_board(grid, turns, c, 0)
        foot.append(tag("span", file_label(x) if turns % 2 == 0 else rank_label(y),
                        class_="coord file"))
    rows.append(tag("div", tag("span", "", class_="coord corner") + "".join(foot),
                    class_="row files", aria_hidden="true"))
    board_classes = classes("board", f"size-{grid.width}x{grid.height}",
                            turns and f"turned-{turns}")
    if not interactive:
        return tag("div", "".join(rows), class_=board_classes, role="group", aria_label=label)
    # The WAI-ARIA grid pattern: rows of cells, one tab stop, arrows between cells; the
    # sentence after it says how the keys work (a screen reader reads it on entering).
    return (tag("div", "".join(rows), class_=board_classes, role="grid", aria_label=label,
                aria_describedby="board-keys")
            + tag("p", tr(KEYS_HELP), id="board-keys", class_="sr-only"))


KEYS_HELP = N_("Arrow keys move between squares; Enter or Space picks a piece, then its "
             "destination. Past the board's edge the arrows go on to the bear-off tray and "
             "the buttons for moves not made on the board, when there are any, and then "
             "back to the board.")


def on_board(grid, turns, c, r):
    """Board (x, y) drawn at screen column ``c`` (from the left) and row ``r`` (from
    the bottom) when the picture is turned ``turns`` quarter turns clockwise."""
    w, h = grid.width, grid.height
    return ((c, r), (w - 1 - r, c), (w - 1 - c, h - 1 - r), (r, h - 1 - c))[turns % 4]


def on_screen(grid, turns, x, y):
    """Screen (column from the left, row from the bottom) of board square (x, y)."""
    w, h = grid.width, grid.height
    return ((x, y), (y, w - 1 - x), (w - 1 - x, h - 1 - y), (h - 1 - y, x))[turns % 4]


_FLAGS = (  # (test, css class, words for the accessible name)
    (lambda m, n: n == m.selected, "selected", N_("selected")),
    (lambda m, n: n in m.capture, "capture", N_("capture")),
    (lambda m, n: n in m.targets and n not in m.capture, "target", N_("legal move")),
    (lambda m, n: n in m.movable, "movable", None),
    (lambda m, n: n in m.preview, "preview", N_("will be marked")),
    (lambda m, n: n in m.last, "last", N_("last move")),
    (lambda m, n: n in m.fresh, "fresh", N_("new move")),
    (lambda m, n: n in m.hint, "hint", N_("hint")),
    (lambda m, n: n in m.line, "in-line", None),
)


def _cell(grid, sq, square, marks, focus, interactive):
    name = grid.name(sq)
    x, y = grid.xy(sq)
    words = [name, square.words or tr("empty")]
    cls = ["cell", "dark" if (x + y) % 2 == 0 else "light", square.classes]
    for test, css, word in _FLAGS:
        if test(marks, name):
            cls.append(css)
            if word:
                words.append(tr(word))
    inner = square.html
    note = marks.notes.get(name)
    if note is not None:
        inner += tag("span", esc(note), class_="note")
        words.append(tr("scores {n}", n=note))
    step = marks.line.get(name)
    if step is not None:
        # Drawn by CSS from the attribute: the cell's name says it in words, and two
        # badges' digits run together ("163") match no name.
        inner += tag("span", "", class_="line-step", data_step=step)
        words.append(tr("best line, move {n}", n=step))
    value = marks.values.get(name)
    if value is not None:
        inner += tag("span", "", class_="eval", data_value=value)
        words.append(tr("worth {n} %", n=value))
    label = ", ".join(words)
    if not interactive:
        return tag("span", inner, class_=classes(*cls), data_sq=name, aria_label=label,
                   role="img")
    path = " ".join(marks.paths.get(name, ())) or None
    return (f"<button{attrs(type='button', role='gridcell', class_=classes(*cls), data_sq=name, data_x=x, data_y=y, data_path=path, tabindex=0 if name == focus else -1, aria_label=label)}>"
            f"{inner}</button>")
