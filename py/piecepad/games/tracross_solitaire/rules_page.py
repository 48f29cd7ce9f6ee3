"""The Tracross solitaire puzzle, in our own words."""

from ... import catalogue
from . import view
from ...i18n import tr
from ...view.html import esc, tag
from ...view.rules_pages.figures import after, rulings


def page():
    state = after("tracross-solitaire", [], original="112/212/212")
    return "".join((
        tag("h1", esc(tr("{title}: how to play",
                         title=tr(catalogue.entry("tracross-solitaire").title)))),
        tag("p", tr("A puzzle made with the same three track pieces as the two-player game.")),
        tag("h2", tr("Making a puzzle")),
        tag("p", tr("A die roll sets the size: one more than the roll, so from 2 by 2 to 7 by "
                    "7. The board is then filled square by square, row by row from the top "
                    "left, each piece chosen by a die: 1 or 2 for piece 1, 3 or 4 for piece 2, "
                    "5 or 6 for piece 3. Every track now runs from one edge to another. Give the "
                    "two ends of each track the same letter, working round the edge "
                    "anticlockwise from the top of the left side. Then the pieces are taken "
                    "away: only the letters stay.")),
        view.solution_figure(state, state.original, tr("A 3 by 3 puzzle and the filling that "
                                                       "made its letters.")),
        tag("h2", tr("Solving it")),
        tag("p", tr("Fill the empty board with pieces of your choice, so that every letter is "
                    "joined by a track to its twin, and nothing else. Your filling must also be "
                    "different from the one that made the puzzle. As you fill, letters turn "
                    "green when they are joined correctly and are struck out when a track joins "
                    "them to the wrong place.")),
        tag("p", tr("Tap a square and choose its piece; choosing again replaces it, and "
                    "<em>Empty the square</em> takes it away. <em>Hint</em> fills or corrects "
                    "one square toward a solution.")),
        rulings((
            tr("How different is different enough: by default one square must differ from the "
               "original filling. The option sets a higher number."),
            tr("A puzzle can also start from a given original filling, so a puzzle can be "
               "shared as a link."),
        )),
    ))
