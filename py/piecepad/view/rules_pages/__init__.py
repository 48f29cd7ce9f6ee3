"""Rules pages in our own words, one module per game (the catalogue names each),
with diagrams drawn by the same renderer as the game."""
