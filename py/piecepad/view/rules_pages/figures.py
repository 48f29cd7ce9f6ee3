"""Diagrams on the rules pages: a board drawn by the game's own renderer."""

from ..html import tag


def figure(board_html, caption, extra_class=""):
    return tag("figure", board_html + tag("figcaption", caption),
               class_=f"diagram {extra_class}".strip())
