"""The Tracross solitaire: the player's board with the puzzle's labels around
it, each label shown joined, broken or still open, and the original filling on
request."""

from ...view.board import Highlights, render_board

from ...view.look import EMPTY, Square, Strip, is_setup, num, of
from ...view.contract import GameView
from ...view.html import esc, tag
from ...i18n import N_, tr
from ...view.tracks import NAMES, STYLE, piece_chip, tile_paths, tile_svg

PIECE_WORDS = {0: N_("Empty the square"), 1: N_("Piece 1 ╯╭"), 2: N_("Piece 2 ╮╰"),
               3: N_("Piece 3 ┼")}
# A label's tooltip by its status.
LABEL_TITLES = {"joined": N_("{label}: joined"), "broken": N_("{label}: broken"),
                "open": N_("{label}: open")}
# An edge cell by its side; ``line`` is its column letter or row number.
EDGE_NAMES = {"N": N_("north edge, column {line}"), "S": N_("south edge, column {line}"),
              "W": N_("west edge, row {line}"), "E": N_("east edge, row {line}")}
STATUS_WORDS = {"joined": N_("joined"), "broken": N_("broken"), "open": N_("open")}
# One side's labels in order, as the "north?" question answers.
SIDE_WORDS = {"N": N_("North edge, from column a: {labels}."),
              "S": N_("South edge, from column a: {labels}."),
              "W": N_("West edge, from row 1: {labels}."),
              "E": N_("East edge, from row 1: {labels}.")}
SIDE_QUESTIONS = {"north": "N", "south": "S", "west": "W", "east": "E"}


def look(position, tiles=None, svg=True):
    """A position's look (view/look.py): a State (or another filling of its board,
    ``tiles``), or the set-up editor's draft, whose squares also show the original
    piece in a corner. ``svg``: False leaves out what only the pictures draw."""
    if is_setup(position):
        return of(len(position.draft.cells),
                  lambda sq: _draft_square(position.draft.cells[sq]), tolerant=True)
    tiles = tiles or position.tiles

    def square(sq):
        piece = tiles[sq]
        if not piece:
            return PAPER if svg else EMPTY
        if not svg:
            return Square(tile_svg(piece), tr(NAMES[piece]))
        return Square(tile_svg(piece), tr(NAMES[piece]), pieces=(tile_paths(piece),),
                      fill="--track-paper")
    if not svg:
        return of(len(tiles), square)
    return of(len(tiles), square).replace(style=STYLE, coordinates=False,
                   strips=_label_strips(position))


PAPER = Square(fill="--track-paper")
# In the pictures, a label's colours by its status (open: plain ink).
LABEL_COLOURS = {"joined": ("--ok-bg", "--ok-ink"), "broken": ("--bad-bg", "--bad-ink")}


def _label_strips(state):
    """The puzzle's labels around the board in the pictures, where the coordinates
    would stand: a strip half a square deep on each side (view/look.py's Strip)."""
    n, status = state.size, state.label_status
    parts = {side: [] for side in "NESW"}
    for (side, i), name in state.labels.items():
        if side in "NS":
            x, y, w, h = i * 100, 0, 100, 50
        else:
            x, y, w, h = 0, (n - 1 - i) * 100, 50, 100
        kind = status.get(name, "open")
        bg, ink = LABEL_COLOURS.get(kind, (None, "--ink"))
        if bg:
            parts[side].append(f'<rect x="{num(x + 2.5)}" y="{num(y + 2.5)}" width="{w - 5}" '
                               f'height="{h - 5}" rx="10" fill="var({bg})"/>')
        text = esc(name) + ("✓" if kind == "joined" else "")
        deco = ' text-decoration="line-through"' if kind == "broken" else ""
        parts[side].append(f'<text class="label {kind}" x="{num(x + w / 2)}" y="{num(y + h / 2)}" '
                           f'fill="var({ink})"{deco}>{text}</text>')
    return tuple(Strip(side.lower(), 0.5,
                       f'<g font-size="30" font-weight="700" text-anchor="middle" '
                       f'dominant-baseline="central">{"".join(parts[side])}</g>')
                 for side in "NESW")


def _draft_square(token):
    original, piece = token
    corner = tag("span", tile_svg(int(original)) + esc(original), class_="setup-original",
                 aria_hidden="true")
    if piece == ".":
        return Square(corner, tr("empty, original piece {original}", original=original))
    return Square(tile_svg(int(piece)) + corner,
                  tr("{piece}, original piece {original}", piece=tr(NAMES[int(piece)]),
                     original=original))


def board(state, marks=None, interactive=True, tiles=None):
    """The board framed by the labels: a strip of labels on each side."""
    n = state.size
    labels, status = state.labels, state.label_status

    def strip(side, order):
        cells = "".join(_label(labels.get((side, i), ""), status, edge_words(state, side, i))
                        for i in order)
        return tag("div", cells, class_=f"labels labels-{side}")
    inner = render_board(state.grid, look(state, tiles, svg=False), marks, interactive,
                         label=tr("Tracross puzzle, {n} by {n}", n=n))
    return tag("div", strip("N", range(n)) + tag("div", strip("W", range(n - 1, -1, -1))
                                                  + inner + strip("E", range(n - 1, -1, -1)),
                                                  class_="labels-middle")
               + strip("S", range(n)), class_="labelled")


def _label(name, status, words):
    """One edge cell: its letter on screen, its side, place and state in words for a
    screen reader ("north edge, column c: D, open")."""
    state = status.get(name, "open")
    return tag("span", tag("span", esc(name), aria_hidden="true")
               + tag("span", esc(words), class_="sr-only"),
               class_=f"label {state}", title=tr(LABEL_TITLES[state], label=name))


def edge_words(state, side, i):
    """An edge cell in words: its side, its column or row, its label and its state."""
    name = state.labels.get((side, i), "")
    return tr("{edge}: {label}, {status}", edge=_place(state, side, i),
              label=name, status=tr(STATUS_WORDS[state.label_status.get(name, "open")]))


def _place(state, side, i):
    """Edge cell ``i`` of ``side`` (counted like squares: columns on N and S, rows on
    W and E) by name: "north edge, column c"."""
    line = state.grid.name(state.grid.index(i, 0))[0] if side in "NS" else str(i + 1)
    return tr(EDGE_NAMES[side], line=line)


# -- moves and questions in words ---------------------------------------------------
def say_move(state, move, who):
    """The solitaire's moves said to its one player, with the labels the move joined
    or broke ("You lay piece 2 (...) on a3; now joined: D")."""
    sq, piece = move.data
    said = (tr("You lay {piece} on {square}", piece=tr(NAMES[piece]), square=move.square)
            if piece else tr("You take the piece off {square}", square=move.square))
    before, after = state.label_status, state.play(move).label_status
    for kind, template in (("joined", N_("{move}; now joined: {labels}")),
                           ("broken", N_("{move}; now broken: {labels}"))):
        changed = sorted(n for n, k in after.items() if k == kind and before.get(n) != kind)
        if changed:
            said = tr(template, move=said, labels=", ".join(changed))
    return said


def ask(state, text):
    """``labels`` (or ``edges``): each label with its two edge cells and its state;
    ``north?`` (or ``north``, ``labels north``): one side's labels in order."""
    text = text.rstrip("?").strip()
    words = text.split()
    if words[:1] in (["labels"], ["edges"], ["label"], ["edge"]) and len(words) > 1:
        text = words[-1]
    elif text in ("labels", "edges", "label", "edge"):
        return _all_labels(state)
    side = SIDE_QUESTIONS.get(text.removesuffix(" edge"))
    if side is None:
        return None
    n, status = state.size, state.label_status
    names = [state.labels.get((side, i), "") for i in range(n)]
    return tr(SIDE_WORDS[side], labels=", ".join(
        tr("{label} ({status})", label=name, status=tr(STATUS_WORDS[status.get(name, "open")]))
        for name in names))


def _all_labels(state):
    """Every label and the two edge cells it names, in label order."""
    cells = {}
    for (side, i), name in state.labels.items():
        cells.setdefault(name, []).append(_place(state, side, i))
    status = state.label_status
    pairs = "; ".join(tr("{label}, {status}: {first} and {second}", label=name,
                         status=tr(STATUS_WORDS[status.get(name, "open")]),
                         first=ends[0], second=ends[-1])
                      for name, ends in sorted(cells.items()))
    return tr(("{n} label, each on two edge cells: {pairs}.",
               "{n} labels, each on two edge cells: {pairs}."), n=len(cells), pairs=pairs)



def play_area(frame, interactive=True):
    state = frame.state
    marks = Highlights(selected=frame.choice_at, last=frame.last_squares,
                       focus=frame.focus, **frame.overlays)
    return tag("div", board(state, marks, interactive),
               class_=f"play-area tracross solitaire size-{state.size}")


def _changed_words(state, need):
    """Counted over laid pieces only: an empty square differs from the original too,
    but "36 different" on an empty board reads as if 36 were already done."""
    laid = sum(1 for t in state.tiles if t)
    differ = sum(1 for t, o in zip(state.tiles, state.original) if t and t != o)
    return tr("Pieces laid: {laid} of {total}; {differ} of them differ from the original "
              "(at least {need} must).", laid=laid, total=len(state.tiles), differ=differ,
              need=need)


def describe(frame):
    state = frame.state
    status = list(state.label_status.values())
    counts = {k: status.count(k) for k in ("joined", "broken", "open")}
    need = state.settings["min_changed_cells"]
    return (tag("p", esc(tr("Labels: {joined} joined, {broken} broken, {open} still open.",
                            **counts)))
            + tag("p", esc(_changed_words(state, need)))
            + tag("p", tr("Tap a square, then choose its piece. Join every label to its twin "
                          "with a filling different from the original."), class_="how")
            + tag("div", "".join(tag("span", piece_chip(p) + esc(" " + tr("piece {p}", p=p)),
                                     class_="chip")
                                 for p in (1, 2, 3)), class_="piece-key"))


def choice_label(move):
    return tr(PIECE_WORDS[move.data[1]])


def choice_html(move):
    """The piece drawn beside its words. The words' track glyphs stay in the text (a
    screen reader and a copy see the same words as before) but are not shown."""
    piece = move.data[1]
    words, _, glyphs = tr(PIECE_WORDS[piece]).rpartition(" ")
    if not piece:
        return esc(tr(PIECE_WORDS[piece]))
    return (tile_svg(piece, extra="choice-piece") + esc(words)
            + tag("span", " " + esc(glyphs), class_="glyphs", aria_hidden="true"))


def solution_figure(state, tiles, caption):
    """A filling drawn inside the labels (a solution, or the original)."""
    return tag("figure", board(state, interactive=False, tiles=tiles)
               + tag("figcaption", esc(caption)), class_="diagram solution")


def square_words(state, sq):
    return look(state, svg=False).words(sq)


# -- the set-up editor's board (view/setup.py) ----------------------------------
def draft_classes(setup):
    return f"tracross solitaire size-{setup.draft.width}"


# The move forms the rules page lists under "How to write a move".
NOTATION = (
    ("c3:2", N_("lay piece 2 on c3 (1, 2 or 3; it replaces what is there)")),
    ("c3:0", N_("take the piece off c3")),
)


VIEW = GameView(play_area=play_area, describe=describe, choice_label=choice_label,
                square_words=square_words, say_move=say_move, ask=ask,
                choice_html=choice_html,
                choice_prompt=N_("Which piece?"), embed_size=(420, 720),
                notation=NOTATION, look=look, draft_classes=draft_classes)
