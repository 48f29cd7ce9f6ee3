"""Tracers (Marty Hale-Evans, version 1.1, 2021), in our own words."""

from ... import catalogue
from . import view
from ...view.board import Highlights
from ...i18n import N_, tr
from ...view.html import esc, tag
from ...view.rules_pages.figures import after, figure, rulings, step_through, try_it


def diagram(moves, caption, show_paths=False, **options):
    """The position after ``moves``; optionally the mover's destinations, each
    with the squares its move would mark. ``caption``: an id (N_), shown in the
    reader's language; the live board's lesson gets the id, which it shows in the
    reader's language too."""
    state = after("tracers", moves, **options)
    marks = None
    if show_paths:
        targets = [m.target for m in state.legal_moves()]
        path = {s for m in state.legal_moves() for s in m.path}
        marks = Highlights(targets=targets, preview=path,
                           capture=[m.target for m in state.legal_moves()
                                    if m.kind == "capture"])
    return figure(view.board(state, marks, interactive=False), tr(caption),
                  "marking tracers-page",
                  live=try_it(state, caption) + step_through("tracers", moves, **options))


def page():
    return "".join((
        tag("h1", tr("{title}: how to play", title=esc(tr(catalogue.entry("tracers").title)))),
        tag("p", tr("A game for two by Marty Hale-Evans (version 1.1, 2021) on an eight-by-eight "
                 "board. Two pawns leap like chess knights, and every leap leaves a trail in "
                 "the mover's colour. Trails close off the board, fill rows and columns, and "
                 "can trap a pawn.")),
        tag("h2", tr("Setting up")),
        tag("p", tr("Light's pawn starts on a1 and Dark's on h8, in opposite corners. No square is "
                 "marked yet. Dark moves first.")),
        diagram([], N_("The opening position.")),
        tag("h2", tr("Moving and marking")),
        tag("p", tr("On your turn your pawn makes a knight's leap: two squares in a straight line, "
                 "then one square to the side. It leaves your mark on the square it left and "
                 "on the two squares of the long leg it crossed, but not on the square where it "
                 "lands. A mark of the other colour turns into a double mark; your own mark "
                 "stays as it is.")),
        diagram(["h8-g6"], N_("Light to move: the outlined squares are the ones Light's two "
                           "possible leaps would mark."), show_paths=True),
        tag("p", tr("You may never land on a square that carries your own colour (a double mark "
                 "counts), nor on the other pawn. Crossing any square is allowed, even the one "
                 "the other pawn stands on: that square gets marked too.")),
        tag("h2", tr("Capturing")),
        tag("p", tr("Instead of leaping, a pawn next to the other pawn may step onto it and win at "
                 "once: Light steps straight (orthogonally), Dark steps diagonally. The "
                 "landing rule still applies: you cannot capture a pawn standing on your own "
                 "colour.")),
        tag("h2", tr("Scoring lines")),
        tag("p", tr("A rank or file is complete when all eight of its squares carry a mark of any "
                 "colour. Whoever completes it scores it, even if most marks are the other "
                 "player's, and a coin in their colour appears at that edge of the board. One "
                 "move can complete several lines; each line is scored only once.")),
        tag("h2", tr("Winning")),
        # One sentence over three items: one id, the items' markup inside it.
        tag("ul", tr("<li>Capture the other pawn;</li><li>or score your fifth line;</li>"
                     "<li>or leave your opponent with no legal move when their turn comes: a "
                     "trapped player loses.</li>")),
        rulings((
            tr("Which squares a leap crosses: we take the long leg first (the rule says two "
            "squares, then one). With the option <em>either path</em> you choose the path as "
            "well, and a second way to the same square is written with <em>via</em>."),
            tr("Who starts: Dark. The corners are the same colour of square and every leap "
            "changes colour, so with Light first the pawns could never stand side by side in "
            "the right way and no capture could ever happen. <em>Light first</em> is an "
            "option."),
            tr("Marking the square the other pawn stands on is compulsory by default; an option "
            "lets you choose to leave it unmarked."),
            tr("A capture onto your own colour is not allowed by default (the landing rule has no "
            "exception); an option allows it."),
            tr("If both pawns are stuck, the player to move loses; an option makes that a draw."),
            tr("Scoring a line is automatic."),
        )),
    ))
