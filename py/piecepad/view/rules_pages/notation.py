"""The "How to write a move" section every rules page ends with (id ``notation``): the
forms each game's view lists (``GameView.notation``).

A refusal stays short (under 200 characters, tests/engine/test_message_length.py) and
links here for the whole list of move forms (view/pages.py and view/learn.py)."""

from ...i18n import N_, tr
from ..html import esc, tag

ANCHOR = "notation"
HREF = "#/rules/{game}/" + ANCHOR
LINK_TEXT = N_("How to write a move")

def section(game_id):
    from .. import registry
    forms = registry.view(game_id).notation
    if not forms:
        return ""
    rows = "".join(tag("li", tag("code", esc(text)) + ": " + esc(tr(meaning)))
                   for text, meaning in forms)
    return tag("section", tag("h2", tr(LINK_TEXT), id=ANCHOR, tabindex="-1")
               + tag("p", tr("Moves can be typed, and game links and records carry them as "
                             "text, written like this:"))
               + tag("ul", rows), class_="notation")


def link(game_id):
    return tag("a", tr(LINK_TEXT), href=HREF.format(game=game_id), class_="how-to-write")
