"""Diagrams on the rules pages: a board drawn by the game's own renderer."""

from ...record import Record
from ..html import tag


def after(game_id, moves, **options):
    """The state a game reaches from its opening by ``moves`` (a diagram's position)."""
    record = Record.new(game_id, **options)
    for move in moves:
        record = record.play(move)
    return record.state


def rulings(items):
    """The closing list of a rules page: our rulings and the options."""
    return tag("h2", "Our rulings and options") + tag("ul", "".join(tag("li", t) for t in items))


def figure(board_html, caption, extra_class=""):
    return tag("figure", board_html + tag("figcaption", caption),
               class_=f"diagram {extra_class}".strip())
