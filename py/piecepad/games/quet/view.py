"""How a Quet position looks: marks, two pawns, the points each destination
would score, and the rounds so far."""

from ...view.board import Highlights, render_board
from ...view.contract import GameView, plain_move_words
from ...i18n import N_, tr
from ...view.html import esc, tag
from ...view.look import is_setup
from ...view.marks import draft_look, legend, owned, square_words, state_look

# Each seat's (colour, ink) in the pictures: its PALETTE's (picture.py).
COLOURS = (("--quet-blue", "--quet-blue-ink"), ("--quet-orange", "--quet-orange-ink"))


def points_text(points):
    return "+1" if points > 0 else "−1" if points < 0 else "0"


def new_round(state):
    """The first position of a round after the first: its board is fresh."""
    return state.last_round_end is not None and not state.outcome \
        and not any(state.moves_made)


def highlights(frame):
    moves = frame.target_moves
    notes = {sq: points_text(ms[0].data[2]) for sq, ms in moves.items()}
    # The last move was made on the previous round's board: nothing to point at here.
    last = () if new_round(frame.state) else frame.last_squares
    return Highlights(selected=frame.selected or frame.picked, targets=moves,
                      movable=frame.movable, last=last, focus=frame.focus, notes=notes,
                      **frame.overlays)


def announce(state):
    """What a screen reader hears after a move, beyond the move itself."""
    if new_round(state):
        number, points, _reason = state.last_round_end
        names = state.game.seat_names
        return tr("Round {number} is over: {reason}. {blue} {blue_points}, "
                  "{orange} {orange_points}. Round {round} begins.", number=number,
                  reason=state.end_message(number - 1), blue=tr(names[0]),
                  blue_points=points[0], orange=tr(names[1]), orange_points=points[1],
                  round=state.round)
    return ""


def say_move(state, move, who):
    """A step that scores says the point and the round's score after it ("Blue b1
    to b3 and scores a point: Blue 2, Orange 1")."""
    said = plain_move_words(state, move, who)
    points = move.data[2]
    if not points:
        return said
    me, names = state.to_move, state.game.seat_names
    now = list(state.points)
    now[me] += points
    template = (N_("{move} and scores a point: {blue} {blue_points}, {orange} {orange_points}")
                if points > 0 else
                N_("{move} and loses a point: {blue} {blue_points}, {orange} {orange_points}"))
    return tr(template, move=said, blue=tr(names[0]), blue_points=now[0],
              orange=tr(names[1]), orange_points=now[1])


def board(state, marks=None, interactive=True, turns=0):
    return render_board(state.grid, look(state, svg=False), marks,
                        interactive, label=tr("Quet board, {n} by {n}", n=state.grid.width),
                        turns=turns)


def play_area(frame, interactive=True):
    return tag("div", board(frame.state, highlights(frame), interactive,
                            frame.board_turns),
               class_=f"play-area marking quet size-{frame.state.grid.width}")


def describe(frame):
    state = frame.state
    names = state.game.seat_names
    rounds = state.settings["rounds"]
    rows = []
    for seat in (0, 1):
        role = tr("Player 1") if seat == state.player1 else tr("Player 2")
        if state.outcome:
            text = tr("{seat} ({role})", seat=tr(names[seat]), role=role)
        else:
            text = tr("{seat} ({role}): next, {step}", seat=tr(names[seat]), role=role,
                      step=tr(state.step_rule(seat)))
        rows.append(tag("li", esc(text), class_=f"seat-{seat}"))
    # Both English forms say "points" (as the page always has); other languages agree
    # the noun with the target.
    parts = [tag("p", esc(tr(("Round {round} of {rounds} · first to {n} points",
                              "Round {round} of {rounds} · first to {n} points"),
                             round=min(state.round, rounds), rounds=rounds,
                             n=state.settings['target'])), class_="round"),
             tag("ul", "".join(rows), class_="roles"),
             _table(state, names), legend(names)]
    if new_round(state):
        number, points, _reason = state.last_round_end
        parts.insert(0, tag("p", esc(tr("Round {number} is over: {reason}. {blue} "
                                        "{blue_points}, {orange} {orange_points}.",
                                        number=number, reason=state.end_message(number - 1),
                                        blue=tr(names[0]), blue_points=points[0],
                                        orange=tr(names[1]), orange_points=points[1])),
                            class_="msg info round-end"))
    return "".join(parts)


def _table(state, names):
    head = tag("tr", tag("th", esc(tr("Round"))) + "".join(tag("th", esc(tr(n)))
                                                         for n in names))
    rows = [tag("tr", tag("td", str(i + 1)) + "".join(tag("td", str(p)) for p in pts))
            for i, pts in enumerate(state.round_points)]
    if state.outcome is None:
        rows.append(tag("tr", tag("td", esc(tr("{round} (now)", round=state.round)))
                        + "".join(tag("td", str(p)) for p in state.points), class_="now"))
    total = tag("tr", tag("th", esc(tr("Total"))) + "".join(tag("th", str(v))
                                                           for v in state.scores),
                class_="total")
    return tag("table", head + "".join(rows) + total, class_="totals")


def look(position, svg=True):
    """A position's look (view/look.py): a State, or the set-up editor's draft (marks
    by token, each pawn's square a field). ``svg``: False leaves out what only the
    pictures draw."""
    if is_setup(position):
        return draft_look(position, ".bo+", ("blue", "orange"), COLOURS if svg else ())
    return state_look(position, colours=COLOURS if svg else ())


# -- the set-up editor's board (view/setup.py) ----------------------------------


def draft_classes(setup):
    return f"marking quet size-{setup.draft.width}"


# The move forms the rules page lists under "How to write a move".
NOTATION = (
    ("a1-b1", N_("from a square to a square: your pawn's move")),

)


VIEW = GameView(play_area=play_area, describe=describe, announce=announce,
                say_move=say_move,
                square_words=square_words, owned=owned,
                embed_size=(440, 720), turnable=True,
                notation=NOTATION, look=look, draft_classes=draft_classes)
