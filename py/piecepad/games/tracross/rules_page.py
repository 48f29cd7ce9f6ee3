"""Tracross (Merle D. Zimmermann, 1993), two players, in our own words."""

from ... import catalogue
from . import view
from ...i18n import tr
from ...view.html import esc, tag
from ...view.tracks import piece_chip
from ...view.rules_pages.figures import after, figure, rulings, step_through, try_it


def diagram(moves, caption, **options):
    state = after("tracross", moves, **options)
    return figure(tag("div", view.board(state, interactive=False),
                      class_=f"play-area tracross size-{state.size} {view._owners(state)}"),
                  caption, "tracross-page",
                  live=try_it(state, caption) + step_through("tracross", moves, **options))


def page():
    return "".join((
        tag("h1", esc(tr("{title}: how to play",
                         title=tr(catalogue.entry("tracross").title)))),
        tag("p", tr("A connection game for two on a square grid, six by six unless you choose "
                    "otherwise. Players take turns laying track pieces; whoever first has a "
                    "single track running from one of their sides to the opposite one wins.")),
        tag("h2", tr("The three pieces")),
        tag("p", tr("{chip1} Piece 1 carries two curves: bottom to right and top to left. "
                    "{chip2} Piece 2 curves the other way: bottom to left and top to right. "
                    "{chip3} Piece 3 is a crossing: one track runs top to bottom over the "
                    "other, which runs left to right, and they do not meet. Pieces are never "
                    "turned.", chip1=piece_chip(1), chip2=piece_chip(2),
                    chip3=piece_chip(3))),
        tag("h2", tr("Sides and pieces")),
        tag("p", tr("Player 1 owns the top and bottom edges (solid), Player 2 the left and "
                    "right edges (dashed). Each player rolls a die once: 1 or 4 gives piece 1, "
                    "2 or 5 piece 2, 3 or 6 piece 3. After placing a piece you move on to the "
                    "next one in the cycle 1, 2, 3, 1, … so each player always knows their next "
                    "piece.")),
        tag("h2", tr("A turn")),
        tag("p", tr("Put your piece on any empty square. That is all: no square is off "
                    "limits.")),
        diagram(["a1", "b1", "a2"], tr("Three pieces laid on a 4 by 4 board."), size=4,
                first_pieces=(3, 1)),
        tag("h2", tr("Winning")),
        tag("p", tr("After each piece, follow the tracks. A track that runs from the top edge "
                    "to the bottom edge wins for Player 1; one from the left edge to the right "
                    "edge wins for Player 2, whoever laid the last piece. If the board fills up "
                    "without such a track, the game is drawn.")),
        rulings((
            tr("Which die faces give which piece: we follow the pictures' captions (1 and 4 "
               "give piece 1, and so on). The program listing in the original text is off by "
               "one; it is an option."),
            tr("Who has which sides and who starts: Player 1 takes top and bottom and starts; "
               "both are options."),
            tr("One piece can complete tracks for both players at once. Then the player who "
               "laid it wins; a draw is an option."),
            tr("Rolling the die every turn instead of following the cycle is an option, from "
               "the author's own notes."),
            tr("The dice of a game come from its seed, kept in its link, so a shared game "
               "replays with the same rolls."),
        )),
    ))
