"""Pacru (Mike Wellman; rules as of 2011), in our own words.

Each rule has an anchor named after the guide's rule number (``id="r7"``), so an
error message that names R7 can link to ``#r7``. The diagrams are positions set up
from position text (docs/notation.md) and drawn by the game's own renderer.
"""

from ... import catalogue
from .. import get
from . import view
from ...view.board import Highlights
from ...i18n import N_, tr
from ...view.html import esc, tag
from ...view.rules_pages.figures import after, figure, rulings, try_it

GAME = get("pacru")
RULE_TITLES = {
    1: N_("Setting up"), 2: N_("Taking turns"), 3: N_("Moving"), 4: N_("Crossing a border"),
    5: N_("Power of movement"), 6: N_("Long moves"), 7: N_("What you may not do"),
    8: N_("Connection change"), 9: N_("Connection jump"), 10: N_("Borderland transformation"),
    11: N_("Pincer"), 12: N_("Meeting"), 13: N_("Several benefits in one move"),
    14: N_("Turning a piece"), 15: N_("Going out"), 16: N_("Winning"),
}


def position(pieces, tiles=(), seats="SN", to=None, pending="-", turns=0):
    """Position text from squares: ``pieces`` {"e4": "Sn"} (side, facing) and
    ``tiles`` {"e4": "S"} (a side's colour; the rest neutral)."""
    tiles = dict(tiles)
    ranks = []
    for y in range(9, 0, -1):
        out, run = "", 0
        for x in "abcdefghi":
            sq = f"{x}{y}"
            tile, piece = tiles.get(sq, "."), pieces.get(sq)
            if tile == "." and not piece:
                run += 1
                continue
            if run:
                out, run = out + str(run), 0
            out += tile + (f"({piece})" if piece else "")
        ranks.append(out + (str(run) if run else ""))
    return f"{seats} {'/'.join(ranks)} {to or seats[0]} {pending} {turns}"


def setup(pieces, tiles=(), seats="SN", play=(), **options):
    state = GAME.decode(position(pieces, tiles, seats), **options)
    for text in play:
        state = state.play(text)
    return state


def diagram(state, caption, picked=None, preview=()):
    """The board of ``state``; with ``picked``, that piece's destinations (pincers
    ringed) and the tiles a connection would colour."""
    marks = None
    if picked:
        moves = [m for m in state.legal_moves()
                 if m.kind in ("move", "pincer") and m.origin == picked]
        targets = [m.target for m in moves]
        capture = [m.target for m in moves if m.kind == "pincer"]
        marks = Highlights(selected=picked, targets=targets, capture=capture,
                           preview=preview)
    live = ""
    if picked and not state.pending:
        live = try_it(state, caption, [t for t in _turns_of(state, picked)] or ("*any",))
    return figure(view.board(state, marks, interactive=False), caption, "pacru", live=live)


def _turns_of(state, picked):
    """Every whole turn (decisions joined by spaces) of the piece on ``picked``."""
    from ...learn.prove import turns
    return [" ".join(path) for path, _ in turns(state)
            if path[0].split("-")[0].split("x")[0] == picked]


def rule(number, *body):
    head = tag("h2", tag("span", f"R{number}", class_="rule-no") + tr(RULE_TITLES[number]),
               id=f"r{number}", tabindex="-1")
    return tag("section", head + "".join(body), class_="rule")


def p(text):
    return tag("p", text)


PATTERNS = (N_("stripes"), N_("dots"), N_("stripes the other way"), N_("a grid"))


def legend():
    """The four colours, in order of play, each with its pattern. A colour is a place
    in the order of play, not a side of the table."""
    items = []
    for seat, colour in enumerate(view.COLOURS):
        items.append(tag("span", tag("span", "", class_=f"swatch tile-{seat}",
                                     aria_hidden="true")
                         + tr("{colour} with {pattern}: player {n}", colour=tr(colour),
                              pattern=tr(PATTERNS[seat]), n=seat + 1),
                         class_="legend-item"))
    return (tag("p", "".join(items), class_="legend-row")
            + p(tr("The colours go by the order of play, not by side: whoever plays first is "
                   "orange, whichever side that is.")))


def seats_caption(state, lead):
    """Each side with its colour, from the position itself: colours go by the order
    of play, so North is orange with three players and blue with two."""
    names = [tr("{seat} ({colour})", seat=tr(state.seat_name(seat)),
                colour=tr(view.COLOURS[seat])) for seat in range(state.players)]
    return tr("{lead}: {seats} and {last}; {first} starts.", lead=lead,
              seats=", ".join(names[:-1]), last=names[-1], first=tr(state.seat_name(0)))


NINE_NORTH = {sq: "N" for sq in ("a9", "b9", "c9", "d9", "f9", "g9", "h9", "i9", "e8")}


def page():
    opening2 = after("pacru", [])
    opening3 = after("pacru", [], players=3)
    opening4 = after("pacru", [], players=4)
    three = setup({"e5": "Sn", "a9": "Ns"}, {"e5": "S"})
    pom = setup({"d4": "Se", "e9": "Ns"}, {"d4": "S", "f4": "S", "d5": "S"})
    crossing = after("pacru", ["a3-b4"])
    forbidden = setup({"d4": "Sn", "d5": "Ns", "e9": "Ns"},
                      {"d4": "S", "c5": "N", "e5": "N", "e4": "S"})
    connect = setup({"d4": "Se", "e9": "Ns"}, {"d4": "S", "f4": "S", "d5": "S"})
    jump = setup({"d4": "Sn", "d5": "Ns", "d6": "Ns"},
                 {"d4": "S", "e5": "S", "f6": "S", "d7": "S"})
    transform_tiles = {sq: "N" for sq in ("g4", "h4", "i4", "g6", "h6", "i6", "h5", "i5")}
    transform_tiles.update({"g5": "S"})
    transform = setup({"f5": "Se", "a9": "Ns"}, transform_tiles, play=["f5-g5"])
    pincer = setup({"d4": "Sn", "f4": "Sn", "e5": "Ns", "a9": "Ns"})
    meeting_tiles = dict(NINE_NORTH, e4="S", e5="S", e6="S")
    meeting = setup({"e4": "Sn", "e6": "Ss", "a1": "Nn"}, meeting_tiles, play=["e4-e5"])
    choice = setup({"d4": "Se", "e9": "Ns"}, {"d4": "S", "d5": "S", "f5": "S", "g4": "S"},
                   play=["d4-g4"])
    turning = setup({"e5": "Sw", "a9": "Ns"},
                    {"e5": "S", "a1": "S", "b2": "S", "c3": "S", "h8": "S", "i9": "S"},
                    play=["e5>n"])
    return "".join((
        tag("h1", esc(tr("{title}: how to play", title=tr(catalogue.entry("pacru").title)))),
        p(tr("A game of territory for two, three or four players by Mike Wellman. Each "
             "player moves a few chevron-shaped pieces around a nine-by-nine board and turns "
             "tiles to their own colour as the pieces travel. These are the rules as they "
             "stood after the 2011 change to meetings, retold in our own words; the headings "
             "carry the numbers of the rules in the original guide (R1 to R16).")),
        tag("h2", tr("The board and the pieces")),
        p(tr("The board is nine by nine squares, split by heavy lines into nine "
             "<em>borderlands</em> of three by three. Every square is a tile that is either "
             "neutral (the two shades, white and grey, only make diagonal stripes and mean the "
             "same) or in one player's colour. Colours also differ by pattern and carry the "
             "letter of the player's side of the table, so they can be told apart without "
             "colour vision:")),
        legend(),
        p(tr("A piece always points in one of eight directions: along a row or column, or "
             "diagonally.")),
        rule(1,
             p(tr("Each player sits at one side of the board: South, West, North or East. "
                  "With two players they sit opposite each other, South and North, and each "
                  "has four pieces. With three or four players each has three pieces; with "
                  "three, South stays empty and North plays first.")),
             p(tr("In the three rows nearest you, your pieces start with their backs to the "
                  "edge, pointing into the board: one in the middle of your side, and one at "
                  "each end of your third row. With two players your fourth piece stands in "
                  "the far right-hand corner, pointing at the centre. All tiles start "
                  "neutral.")),
             diagram(opening2, seats_caption(opening2, tr("Two players"))),
             diagram(opening3, seats_caption(opening3, tr("Three players"))),
             diagram(opening4, seats_caption(opening4, tr("Four players")))),
        rule(2,
             p(tr("Players take turns in order. On your turn you either move one of your "
                  "pieces or turn one of them (R14). You may not pass."))),
        rule(3,
             p(tr("A piece moves in a straight line: straight ahead, or 45 degrees to the "
                  "left or right of where it points. It never moves sideways or backwards. "
                  "After moving it points the way it travelled. A piece may cross any number "
                  "of borders in one move.")),
             diagram(three, tr("South's piece on e5 points north: it may go to d6, e6 or f6."),
                     picked="e5")),
        rule(4,
             p(tr("When a move ends in a different borderland from the one it started in, "
                  "you must turn one neutral tile of the borderland you arrived in to your "
                  "colour. The tile you landed on counts, but no other tile with a piece on "
                  "it. Only the arrival borderland counts, however many borders you crossed. "
                  "If every neutral tile there has a piece on it, you gain nothing.")),
             diagram(crossing, tr("South moved a3 to b4, into the borderland a4-c6: any of "
                                  "the marked tiles (+) may be claimed, b4 included."))),
        rule(5,
             p(tr("A piece's <em>power of movement</em> is the number of tiles of your colour "
                  "in the borderland where it starts its move, counting the one under it. "
                  "With none or one it is 1. A piece may move any distance from one square up "
                  "to its power. Pieces never add to the power; only tiles do.")),
             diagram(pom, tr("Three South tiles in d4-f6 give the piece on d4 a power of 3."),
                     picked="d4")),
        rule(6,
             p(tr("A move of more than one square is a long move. It follows the same "
                  "straight line the whole way and may pass over tiles of any colour, as long "
                  "as no piece is in the way."))),
        rule(7,
             p(tr("You may never end a move on a square with a piece on it (except by a "
                  "pincer, R11), nor on a tile of another player's colour. You may not pass "
                  "over a piece, except in a connection jump (R9). And no tile with a piece "
                  "on it ever changes colour, except where the rules say so: the landing "
                  "square of a crossing (R4) and the square taken by a pincer (R11).")),
             diagram(forbidden, tr("The South piece on d4 cannot go to c5 or e5 (North's "
                                   "colour), nor to d5 (a piece), nor over d5 to d6."),
                     picked="d4")),
        rule(8,
             p(tr("A move that starts and ends on tiles of your colour, with at least one "
                  "square between and no piece on the way, is a <em>connection</em>: every "
                  "tile it passes over turns to your colour, whatever colour it was.")),
             diagram(connect, tr("d4 to f4 joins two South tiles: e4 would turn South "
                                 "(outlined)."), picked="d4", preview=("e4",))),
        rule(9,
             p(tr("A connection may also jump: if pieces stand on the squares between two "
                  "tiles of your colour, the move may pass over any number of them. A jump "
                  "changes no tiles on the way.")),
             diagram(jump, tr("d4 to d7 jumps North's pieces on d5 and d6, from one South "
                              "tile to another."), picked="d4")),
        rule(10,
             p(tr("If you arrive in a borderland that has no neutral tile at all, you may "
                  "instead take one tile of another player's colour there, as long as no "
                  "piece stands on it.")),
             diagram(transform, tr("South crossed into g4-i6, which has no neutral tile left: "
                                   "any North tile there without a piece may be taken."))),
        rule(11,
             p(tr("A piece <em>attacks</em> an opponent's piece when it could reach it in one "
                  "move (within its power, in one of its three directions, with nothing in "
                  "between), if the square were free. When two or more of your pieces attack "
                  "the same piece, any one of them may move onto it: the piece attacked "
                  "leaves the board and its square turns to your colour, whatever it was. "
                  "This is a pincer, the only way to take a piece.")),
             diagram(pincer, tr("d4 and f4 both attack e5: either may take it (ringed)."),
                     picked="d4")),
        rule(12,
             p(tr("If your moved piece ends on your colour pointing straight at another of "
                  "your pieces next to it, which also stands on your colour and points back, "
                  "the two pieces <em>meet</em>. Since 2011 a meeting pays only once some "
                  "opponent has at least nine tiles on the board: then you turn any tile "
                  "without a piece that is not yet yours, anywhere on the board, to your "
                  "colour. Turning a piece to face another is never a meeting.")),
             diagram(meeting, tr("South's pieces on e5 and e6 meet; North has nine tiles, so "
                                 "South claims any marked tile."))),
        rule(13,
             p(tr("The benefits of one move add up: a pincer, a crossing and a meeting may "
                  "all come from the same move. The one exception: when a connection also "
                  "crosses a border, you take either the connection change or the crossing "
                  "benefit, not both.")),
             diagram(choice, tr("d4 to g4 is a connection that crosses into g4-i6: take e4 "
                                "and f4 (dashed), or one marked tile of g4-i6."))),
        rule(14,
             p(tr("Instead of moving, you may turn one of your pieces 45 degrees either way, "
                  "giving two of your tiles back to neutral, or 90 degrees, giving four back. "
                  "You choose which tiles, but not one with a piece on it. A piece never turns "
                  "more than 90 degrees in a turn, and you may only turn a piece while at "
                  "least one of your pieces could move.")),
             diagram(turning, tr("South turned e5 from west to north (90 degrees) and now "
                                 "gives back four of the marked tiles (−)."))),
        rule(15,
             p(tr("You are out when your last piece is taken, or when at the start of your "
                  "turn none of your pieces can move (you are blocked): then all your pieces "
                  "leave the board. Your tiles stay where they are. Whether you are blocked "
                  "is judged only when your turn comes, so another player's move may free "
                  "you."))),
        rule(16,
             p(tr("You win at once when, at the end of your turn, you have the target number "
                  "of tiles on the board: 42 with two players, 28 with three, 24 with four "
                  "(the number who started counts, even after someone is out). You also win "
                  "when you are the only player left with pieces."))),
        rulings((
            tr("Meetings follow the 2011 rule (an opponent needs nine tiles) by default; the "
               "option <em>Original</em> pays every meeting. The nine tiles are counted after "
               "the move's other changes; an option counts them before."),
            tr("A meeting claim is compulsory when there is a tile to take; an option lets "
               "you decline it."),
            tr("A crossing after a pincer may transform a borderland that has no neutral tile "
               "(an option forbids it)."),
            tr("Reorientation costs must be tiles without a piece on them."),
            tr("With three players South stays empty and North starts; the order of play is "
               "an option, and two players may sit West and East instead."),
            tr("There is no draw in the rules; an optional turn limit ends a game as a draw."),
            tr("The shades of the neutral tiles are only decoration."),
        )),
    ))
