"""Rules pages in our own words, one module per game, with diagrams drawn by
the same renderer as the game. RULES maps a game id to its page function."""

from ...games import Lazy

RULES = Lazy(__name__, lambda module: module.page)   # imported when first shown
