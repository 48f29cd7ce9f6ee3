"""A toy game that exists only in the tests, in one folder as every game is: the worked
example of docs/adding-a-game.md. ``ROW`` is its catalogue row; registering it is the
one line a game needs (``catalogue.register(toy.ROW)``)."""

from piecepad import catalogue

ROW = catalogue.folder_entry(
    "toy", "toy", "Toy noughts and crosses", "2 players", "Three in a row, for the tests.",
    has=("rules", "setup", "profile", "picture", "lesson", "puzzles"))
