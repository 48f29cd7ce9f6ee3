"""The "How to write a move" section every rules page ends with (id ``notation``).

A refusal stays short (under 200 characters, tests/engine/test_message_length.py) and
links here for the whole list of move forms (view/pages.py and view/learn.py)."""

from ..html import esc, tag

ANCHOR = "notation"
HREF = "#/rules/{game}/" + ANCHOR
LINK_TEXT = "How to write a move"

FORMS = {
    "dodgem": (("a1-b1", "a coin steps from a1 to b1"),
               ("f3-off", "a coin on the far edge leaves the board"),
               ("pass", "only when none of your coins can move")),
    "tracers": (("a1-b3", "a knight's leap from a1 to b3"),
                ("d4xd5", "a capture step onto the other pawn"),
                ("a1-b3 via b1,b2", "with the option to choose the path: the other path"),
                ("a1-b3 nomark", "with the option: leave the other pawn's square unmarked")),
    "quet": (("a1-b1", "from a square to a square: your pawn's move"),),
    "tracross": (("c3", "lay your piece on c3"),),
    "tracross-solitaire": (("c3:2", "lay piece 2 on c3 (1, 2 or 3; it replaces what is there)"),
                           ("c3:0", "take the piece off c3")),
    "pacru": (("a3-b4", "move a piece"), ("e3xe4", "a pincer capture"),
              ("e6>s", "turn the piece on e6 to face south"),
              ("c", "take the connection change"),
              ("+b4", "claim the tile on b4 in a borderland"),
              ("*i9", "a meeting claim"),
              ("-a1", "give back the tile on a1 after turning")),
}


def section(game_id):
    forms = FORMS.get(game_id)
    if not forms:
        return ""
    rows = "".join(tag("li", tag("code", esc(text)) + ": " + esc(meaning))
                   for text, meaning in forms)
    return tag("section", tag("h2", LINK_TEXT, id=ANCHOR, tabindex="-1")
               + tag("p", "Moves can be typed, and game links and records carry them as "
                          "text, written like this:")
               + tag("ul", rows), class_="notation")


def link(game_id):
    return tag("a", LINK_TEXT, href=HREF.format(game=game_id), class_="how-to-write")
