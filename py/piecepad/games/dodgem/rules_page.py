"""Piecepack Dodg'em, in our own words."""

from ... import catalogue
from .engine import GAME
from . import view
from ...view.board import Highlights
from ...i18n import N_, tr
from ...view.html import esc, tag
from ...view.rules_pages.figures import figure, rulings, try_it


def diagram(position, caption, marks=None, answers=None):
    """``caption``: an id (N_), shown in the reader's language; the live board's
    lesson gets the id, which it shows in the reader's language too. ``answers``:
    the moves the caption describes, tried on a live board (the position with a
    Green coin added far away, so the game is not over)."""
    live = try_it(GAME.decode("G5/" + position.split("/", 1)[1]), caption, answers) \
        if answers else ""
    return figure(view.board(GAME.decode(position), marks), tr(caption), live=live)


def page():
    red, green = view.coin(0, "H"), view.coin(1, "H")
    return "".join((
        tag("h1", tr("{title}: how to play", title=esc(tr(catalogue.entry("dodgem").title)))),
        tag("p", tr("A race for two on a six-by-six board, adapted for the piecepack by "
                 "Michael Schoessow in 2004 from the old game of Dodgem. Each player tries to "
                 "get all five of their coins across the board and off the far side first.")),
        tag("h2", tr("Setting up")),
        tag("p", tr("Red {red} starts with coins on a1 to a5, down the left edge. Green {green} "
                 "starts with coins on f2 to f6, down the right edge. The corners a6 and f1 "
                 "stay empty. Red moves first.", red=red, green=green)),
        diagram("5G/R4G/R4G/R4G/R4G/R5 r", N_("The opening position")),
        tag("h2", tr("Moving")),
        tag("p", tr("On your turn, move one of your coins one square, either straight ahead or "
                 "to the side, onto an empty square. Red's coins head right, towards Green's "
                 "side; Green's head left. A coin never moves backwards or diagonally, never "
                 "jumps, and never captures.")),
        diagram("6/6/2R3/6/6/6 r", N_("The Red coin on c4 may go to d4, c5 or c3."),
                Highlights(selected="c4", targets=("d4", "c5", "c3")),
                answers=("c4-d4", "c4-c5", "c4-c3")),
        tag("h2", tr("Leaving the board")),
        tag("p", tr("A coin that has reached the far edge (the f file for Red, the a file for "
                 "Green) may step off the board as its next move, from any square of that "
                 "edge. It does not have to: it may also slide along the edge. A coin that "
                 "has left is out of the game.")),
        diagram("6/6/5R/6/6/6 r", N_("The Red coin on f4 may leave the board, or go to f5 "
                                     "or f3."), Highlights(selected="f4", targets=("f5", "f3")),
                answers=("f4-off", "f4-f5", "f4-f3")),
        tag("h2", tr("Blocked")),
        tag("p", tr("You must move if you can. If none of your coins can move, you pass and "
                 "your opponent plays again. (Both players can never be blocked at once.)")),
        tag("h2", tr("Winning")),
        tag("p", tr("The first player to take all five coins off the board wins at once.")),
        rulings((
            tr("Direction: by default the coins travel head-on across the board (Red right, "
            "Green left). The rules text can also be read as Red travelling up and Green "
            "down; choose <em>Vertical</em> in the new-game options to play it that way."),
            tr("Draws: a game can go round in circles. By default, when the same position comes "
            "up for the third time with the same player to move, the game is drawn. You can "
            "switch draws off, or draw after a fixed number of moves instead."),
            tr("Classic ending: in the original Dodgem a player who cannot move on their turn "
            "wins. That is not this game's rule, but it is offered as an option to compare; "
            "with it on, taking your last coin off still wins at once."),
        )),
    ))

