"""Rules pages in our own words, one module per game, with diagrams drawn by
the same renderer as the game. RULES maps a game id to its page function."""

from ...games import modules_of

RULES = {gid: mod.page for gid, mod in modules_of(__name__).items()}
