"""Quet in the set-up editor: each square's marks (Blue, Orange, both, none),
the two pawns and who is to move.

Who is to move follows from the moves each player made this round (Player 1
moves first), so choosing it sets Player 1's count next to Player 2's. The
round and its points are kept as they were read."""

from ...setup import TO_MOVE, Adapter, Brush, Draft, Field
from ...i18n import N_
from ...setup.ranks import parts, read_chars, write_chars

EXAMPLE = ".....o/....../....../....../....../b..... a1,f6 0,0 0,0 b"
SIDES = (("b", N_("Blue")), ("o", N_("Orange")))


class QuetAdapter(Adapter):
    def read(self, text):
        marks, pawns, moves, points, side = parts(text.lower(), 5, EXAMPLE)
        width, height, cells = read_chars(marks, ".bo+", N_("the marks"))
        blue, _, orange = pawns.partition(",")
        if side == "-":                 # a finished game: set up its round again
            side = "b"
        return Draft(width, height, cells, (("blue", blue), ("orange", orange),
                                            (TO_MOVE, side), ("moves", moves),
                                            ("points", points)))

    def write(self, draft):
        return " ".join((write_chars(draft), f"{draft.field('blue')},{draft.field('orange')}",
                         _moves(draft), _points(draft), draft.field(TO_MOVE)))

    def brushes(self, draft):
        marks = N_("Marks")
        return (Brush("blue-mark", N_("Blue's mark"), "b", group=marks),
                Brush("orange-mark", N_("Orange's mark"), "o", group=marks),
                Brush("both-marks", N_("Both marks"), "+", group=marks),
                Brush("no-mark", N_("No mark"), ".", group=marks),
                Brush("blue-pawn", N_("Blue's pawn"), field="blue"),
                Brush("orange-pawn", N_("Orange's pawn"), field="orange"))

    def fields(self, draft):
        return (Field(TO_MOVE, N_("To move"), SIDES),)



def _rounds(draft):
    return draft.field("points").split(";")


def _points(draft):
    """The points by round; a round marked finished last is the one in progress
    again (the editor sets up a round being played)."""
    rounds = _rounds(draft)
    rounds[-1] = rounds[-1].rstrip("tfc")
    return ";".join(rounds)


def _moves(draft):
    """Moves made (Blue's, Orange's) that put the chosen side to move: Player 1
    (Blue in odd rounds) has made as many moves as Player 2, or one more."""
    try:
        counts = [int(c) for c in draft.field("moves").split(",")]
    except ValueError:
        return draft.field("moves")      # the decoder says what is wrong
    if len(counts) != 2:
        return draft.field("moves")
    p1 = (len(_rounds(draft)) - 1) & 1
    to_move = "bo".find(draft.field(TO_MOVE))
    counts[p1] = counts[p1 ^ 1] + (0 if to_move == p1 else 1)
    return f"{counts[0]},{counts[1]}"


ADAPTER = QuetAdapter()
