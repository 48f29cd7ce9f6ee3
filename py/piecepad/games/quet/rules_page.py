"""Quet (Leroy Quet, 21 September 2008), in our own words."""

from ... import catalogue
from . import view
from ...view.board import Highlights
from ...i18n import tr
from ...view.html import esc, tag
from ...view.rules_pages.figures import after, figure, rulings, step_through, try_it


def diagram(moves, caption, picked=None, **options):
    """The position after ``moves`` (from the opening), with the picked pawn's
    destinations and their points."""
    state = after("quet", moves, **options)
    marks = None
    if picked:
        notes = {}
        for move in state.legal_moves():
            frm, to, points = move.data
            notes[state.grid.name(to)] = view.points_text(points)
        marks = Highlights(selected=picked, targets=notes, notes=notes)
    live = try_it(state, caption, tuple(m.text for m in state.legal_moves()
                                         if picked is None or m.origin == picked))
    return figure(view.board(state, marks, interactive=False), caption, "marking quet-page",
                  live=live + step_through("quet", moves, **options))


def page():
    return "".join((
        tag("h1", esc(tr("{title}: how to play", title=tr(catalogue.entry("quet").title)))),
        tag("p", tr("A pencil-and-paper game for two, posted by Leroy Quet on his blog on 21 "
                 "September 2008 without a name; we call it Quet. Each player has a pawn and "
                 "a colour. Pawns leave their colour on the squares they visit, and you score "
                 "by landing where only your opponent has been.")),
        tag("h2", tr("Setting up")),
        tag("p", tr("Play on a square grid: six by six unless you choose another size. Player 1 "
                 "starts in the bottom-left corner and Player 2 in the top-right one; each "
                 "corner already carries its owner's colour. Player 1 moves first.")),
        diagram([], tr("The opening on a 6 by 6 grid: Blue is Player 1 this round.")),
        tag("h2", tr("How the pawns move")),
        tag("p", tr("The two players move differently, and each alternates between two kinds of "
                 "step, counting their own moves from one:")),
        tag("ul", tag("li", tr("Player 1 always moves straight (up, down, left or right): one "
                            "square on his first, third, fifth… move, and exactly two squares "
                            "on his second, fourth… move, jumping over the square between."))
            + tag("li", tr("Player 2 always moves one square: straight on her first, third… "
                        "move, and diagonally on her second, fourth… move."))),
        tag("p", tr("You must move; a pawn never leaves the grid. Pawns may enter any square, "
                 "even one already visited, and may even share a square.")),
        diagram(["a1-b1", "f6-f5"], tr("Blue's second move is a two-square jump: from b1 to b3 "
                                    "or d1. The numbers show what each would score."),
                picked="b1"),
        tag("h2", tr("Marks and points")),
        tag("p", tr("When your pawn arrives on a square, look at its marks before adding yours:")),
        tag("ul", tag("li", tr("only your opponent's colour: you gain a point;"))
            + tag("li", tr("your own colour (alone or with the other): you lose a point;"))
            + tag("li", tr("no mark: nothing."))),
        tag("p", tr("Then the square takes your colour, if it does not have it yet. A square can "
                 "carry both colours. Scores can go below zero. While you choose a move, each "
                 "destination shows what it would score.")),
        tag("h2", tr("Rounds and winning")),
        tag("p", tr("A round ends as soon as a player's points reach the target (5 unless you "
                 "choose another). The players then swap roles on a fresh grid, so each is "
                 "Player 1 in half of the rounds. After the last round the points of all "
                 "rounds are added up, and the higher total wins.")),
        rulings((
            tr("Which square is marked: the text can be read as the square left or the square "
            "reached. The sample game in the post only works out with the square reached "
            "(and the corners marked at the start), so that is the default; "
            "<em>Mark on departure</em> is an option."),
            tr("The target is not given in the post; we use 5 points. You can change it."),
            tr("A round that never reaches the target ends when every square carries both "
            "colours (no more points can be won), or after a move limit: by default 2·n² "
            "moves in all, n² each. The points stand as they are."),
            tr("The number of rounds must be even; we play 2 by default. Equal totals are a draw."),
            tr("Pawns may share a square, and Player 1's jump may pass over the other pawn."),
        )),
    ))
