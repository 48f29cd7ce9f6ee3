"""How a Tracers position looks: marks, two pawns, scored lines at the edge."""

from ...i18n import N_, tr
from ...view.board import Highlights, render_board
from ...view.contract import GameView, plain_move_words
from ...view.html import esc, tag
from ...view.look import is_setup
from ...view.marks import draft_look, legend, line_coin_svg, owned, square_words, state_look

WIN_LINES = 5
# Each seat's (colour, ink) in the pictures: its PALETTE's (picture.py).
COLOURS = (("--tracers-light", "--tracers-light-ink"), ("--tracers-dark", "--tracers-dark-ink"))
SCORED_BY = (N_("scored by Light"), N_("scored by Dark"))          # a line's coin, by seat


def highlights(frame):
    moves = frame.target_moves
    capture = [sq for sq, ms in moves.items() if ms[0].kind == "capture"]
    paths = {sq: list(ms[0].path) for sq, ms in moves.items()}
    return Highlights(selected=frame.selected or frame.picked, targets=moves,
                      movable=frame.movable, last=frame.last_squares,
                      focus=frame.focus, capture=capture, paths=paths,
                      **frame.overlays)


def look(position, svg=True):
    """A position's look (view/look.py): a State (marks, pawns, and a coin beside each
    scored line's coordinate), or the set-up editor's draft. ``svg``: False leaves out
    what only the pictures draw."""
    if is_setup(position):
        return draft_look(position, ".ldb", ("light", "dark"), COLOURS if svg else ())
    grid = position.grid

    def badge(index):
        seat = position.scored[index]
        if seat < 0:
            return ""
        return tag("span", "", class_=f"line-coin seat-{seat}", title=tr(SCORED_BY[seat]))
    def coin(index, beside):
        seat = position.scored[index]
        return line_coin_svg(seat, COLOURS, beside) if seat >= 0 else ""
    ranks = tuple(badge(y) for y in range(grid.height))
    half = len(grid.lines()) // 2
    files = tuple(badge(half + x) for x in range(grid.width))
    if not svg:
        return state_look(position, ranks, files)
    return state_look(position, ranks, files, COLOURS,
                      tuple(coin(y, "rank") for y in range(grid.height)),
                      tuple(coin(half + x, "file") for x in range(grid.width)))


def board(state, marks=None, interactive=True, turns=0):
    return render_board(state.grid, look(state, svg=False), marks, interactive,
                        label=tr("Tracers board"), turns=turns)


def play_area(frame, interactive=True):
    return tag("div", board(frame.state, highlights(frame), interactive,
                            frame.board_turns),
               class_="play-area marking tracers")


def describe(frame):
    state = frame.state
    names, grid = state.game.seat_names, state.grid
    scored = [tr(SCORED_LINE[i < grid.height], seat=tr(names[s]),
                 line=str(i + 1) if i < grid.height else 'abcdefgh'[i - grid.height])
              for i, s in enumerate(state.scored) if s >= 0]
    head = tr("{scores} (first to {n} wins)", n=WIN_LINES,
              scores=" · ".join(tr(("{seat} {n} line", "{seat} {n} lines"), seat=tr(names[s]),
                                   n=state.scores[s]) for s in (0, 1)))
    detail = tag("p", esc(tr("Scored: {lines}", lines=", ".join(scored))),
                 class_="lines") if scored else ""
    return esc(head) + detail + legend(names)


# A scored line in the panel, by whether it is a rank (True) or a file.
SCORED_LINE = {True: N_("rank {line} ({seat})"), False: N_("file {line} ({seat})")}


def move_path(state, move):
    """Names of the squares a legal move marks (shown while choosing it)."""
    return list(move.path)


def choice_label(move):
    """The two paths to one square, or not marking the pawn's square: the move's
    marked squares (its data) tell them apart."""
    if move.text.endswith(" nomark"):
        return tr("Leave the pawn's square unmarked")
    if " via " in move.text:
        return tr("Path via {squares}", squares=", ".join(move.path[1:]))
    return tr("Long leg first")


# -- moves in words (the live region, news) --------------------------------------
def say_move(state, move, who):
    """A capture takes the other pawn; a move that completes a rank or file says so,
    with the mover's lines now ("Dark h8 to g6; Dark completes rank 3: Dark 1 line")."""
    if move.kind == "capture":
        return tr("{who} takes the pawn on {target} from {origin}", who=who,
                  target=move.target, origin=move.origin)
    said = plain_move_words(state, move, who)
    after, me = state.play(move), state.to_move
    done = [i for i, (a, b) in enumerate(zip(state.scored, after.scored)) if a != b]
    if not done:
        return said
    lines = [_line_words(state.grid, i) for i in done]
    listed = lines[0] if len(lines) == 1 else tr(
        "{lines} and {last}", lines=", ".join(lines[:-1]), last=lines[-1])
    score = tr(("{seat} {n} line", "{seat} {n} lines"), seat=tr(state.seat_name(me)),
               n=after.scores[me])
    return tr("{move}; {who} completes {lines}: {score}", move=said, who=who,
              lines=listed, score=score)


def _line_words(grid, index):
    """A line of ``Grid.lines()`` by name: "rank 3", "file e"."""
    if index < grid.height:
        return tr("rank {rank}", rank=index + 1)
    return tr("file {file}", file="abcdefgh"[index - grid.height])


# -- the set-up editor's board (view/setup.py) ----------------------------------


def draft_classes(setup):
    return f"marking tracers"


# The move forms the rules page lists under "How to write a move".
NOTATION = (
    ("a1-b3", N_("a knight's leap from a1 to b3")),
    ("d4xd5", N_("a capture step onto the other pawn")),
    ("a1-b3 via b1,b2", N_("with the option to choose the path: the other path")),
    ("a1-b3 nomark", N_("with the option: leave the other pawn's square unmarked")),
)


VIEW = GameView(play_area=play_area, describe=describe, choice_label=choice_label,
                say_move=say_move,
                move_path=move_path, square_words=square_words, owned=owned,
                embed_size=(420, 680),
                turnable=True,
                notation=NOTATION, look=look, draft_classes=draft_classes)
