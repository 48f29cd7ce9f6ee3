"""Rules pages in our own words, one module per game, with diagrams drawn by
the same renderer as the game. RULES maps a game id to its page function."""

from . import dodgem, quet, tracers

RULES = {"dodgem": dodgem.page, "quet": quet.page, "tracers": tracers.page}
