"""Tracross and its solitaire: bad options, moves, records and position text
raise the right typed error (all ValueErrors) with a message a player
understands."""

import pytest

from piecepad import IllegalMoveError, OptionError, PositionError, RecordError, games
from piecepad.record import Record

from engine_helpers import error_message

TX = games.get("tracross")
SOL = games.get("tracross-solitaire")


# -- options ---------------------------------------------------------------------------

@pytest.mark.parametrize("make", [
    lambda **o: TX.start(**o),
    lambda **o: TX.decode("../.. 1 1,1 -,-", **o),
    lambda **o: Record.new("tracross", **o),
], ids=["start", "decode", "Record.new"])
@pytest.mark.parametrize("options, words", [
    ({"colour": "red"}, ["unknown option 'colour'", "size", "first_pieces"]),
    ({"die_mapping": "caption"}, ["die_mapping", "captions, forth"]),
    ({"roll_each_turn": "maybe"}, ["roll_each_turn", "true", "false"]),
    ({"simultaneous": "both"}, ["simultaneous", "placer_wins, draw"]),
    ({"p1_sides": "NE"}, ["p1_sides", "NS, WE"]),
    ({"first_player": 3}, ["first_player", "1, 2"]),
    ({"first_player": "p3"}, ["first_player", "1, 2"]),
    ({"first_pieces": (1, 4)}, ["first_pieces", "two pieces 1-3"]),
    ({"first_pieces": "1"}, ["first_pieces", "like 2,3"]),
    ({"first_pieces": [1, 2, 3]}, ["first_pieces"]),
    ({"first_pieces": 12}, ["first_pieces"]),
])
def test_two_player_options_are_checked_everywhere(make, options, words):
    error_message(OptionError, lambda: make(**options), *words)


@pytest.mark.parametrize("options, words", [
    ({"size": 0}, ["size", "1 to 26"]),
    ({"size": 27}, ["size", "1 to 26"]),
    ({"size": "six"}, ["size"]),
    ({"size": True}, ["size"]),
    ({"seed": -1}, ["seed", "whole number"]),
    ({"seed": 2 ** 64}, ["seed"]),
    ({"seed": "7"}, ["seed"]),
    ({"seed": 1.5}, ["seed"]),
    ({"players": 3}, ["2 players", "3"]),
])
def test_two_player_start_arguments(options, words):
    error_message(OptionError, lambda: TX.start(**options), *words)


def test_option_text_forms_are_read():
    assert TX.start(first_pieces="B, X").next_piece == (2, 3)
    assert TX.start(first_pieces=["1", 3]).next_piece == (1, 3)
    assert TX.start(first_pieces="none").options["first_pieces"] is None
    assert TX.start(first_pieces="").options["first_pieces"] is None        # a blank form field
    assert SOL.start(original="", seed=3) == SOL.start(seed=3)
    assert TX.start(size="4").size == 4
    assert TX.start(roll_each_turn="on").options["roll_each_turn"] is True
    assert TX.start(p1_sides="ew").sides == ("WE", "NS")


@pytest.mark.parametrize("options, words", [
    ({"size": 0}, ["size", "none", "1 to 9"]),
    ({"size": 10}, ["size", "1 to 9"]),
    ({"original": "12/3"}, ["original", "square", "rank 1 has 1 square"]),
    ({"original": "1./22"}, ["original", "rank 2", "'.'"]),
    ({"original": "123/123/12q"}, ["original", "rank 1", "'q'"]),
    ({"original": 123}, ["original", "like 112/212/212"]),
    ({"original": "/".join(["1" * 10] * 10)}, ["original", "10x10", "9x9"]),
    ({"original": "12/12", "size": 3}, ["original", "2x2", "size is 3"]),
    ({"min_changed_cells": -1}, ["min_changed_cells", "0 or more"]),
    ({"min_changed_cells": "many"}, ["min_changed_cells"]),
    ({"level": 2}, ["unknown option 'level'", "original"]),
    ({"players": 2}, ["1 player", "2"]),
    ({"seed": -5}, ["seed"]),
])
def test_solitaire_options(options, words):
    error_message(OptionError, lambda: SOL.start(**options), *words)
    if "players" not in options and "seed" not in options:
        with pytest.raises(OptionError):
            Record.new("tracross-solitaire", **options)


# -- moves -----------------------------------------------------------------------------

def test_two_player_move_reasons():
    s = TX.start(first_pieces=(1, 1)).play("c3")      # Player 1 next places 2
    cases = [
        ("c3", ["c3 is already filled"]),
        ("C3", ["c3 is already filled"]),
        ("c3:1", ["c3 is already filled"]),
        ("a1:2", ["piece 2 is Player 1's next piece", "it is Player 2's turn",
                  "Player 2 places piece 1"]),
        ("a1:3", ["Player 2 places piece 1 this turn, not piece 3"]),
        ("a1:4", ["piece 4 does not exist: pieces are 1, 2 and 3"]),
        ("a1:q", ["piece q does not exist"]),
        ("g1", ["g1 is not on the 6x6 board"]),
        ("a0", ["not a square name"]),
        ("hello", ["the square where you place your piece, like c3"]),
        ("a1-b2", ["like c3"]),
    ]
    for text, words in cases:
        message = error_message(IllegalMoveError, lambda: s.parse(text), *words)
        assert message.startswith(text.lower().split(":")[0])
        error_message(IllegalMoveError, lambda: s.play(text), *words)
    error_message(IllegalMoveError, lambda: s.parse(""), "no move given")
    assert s.to_move == 1 and s.tiles.count(0) == 35


def test_two_player_moves_after_the_end():
    s = TX.start(size=1, first_pieces=(3, 3)).play("a1")
    error_message(IllegalMoveError, lambda: s.parse("a1"), "the game is over",
                  "Player 1 joins")
    error_message(IllegalMoveError, lambda: s.parse("b1"), "the game is over")


def test_solitaire_move_reasons():
    s = SOL.start(original="112/212/212").play("b2:2")
    cases = [
        ("b2", ["say which piece goes on b2", "b2:1", "b2:0 empties it"]),
        ("b2:2", ["b2 already holds piece 2"]),
        ("b2:b", ["b2 already holds piece 2"]),
        ("a1:0", ["a1 is already empty"]),
        ("a1:4", ["piece 4 does not exist: pieces are 1, 2 and 3"]),
        ("a1:12", ["piece 12 does not exist"]),
        ("d1:1", ["d1 is not on the 3x3 board"]),
        ("junk", ["the square, a colon and the piece, like c3:2"]),
        ("1:a1", ["like c3:2"]),
    ]
    for text, words in cases:
        error_message(IllegalMoveError, lambda: s.parse(text), *words)
        error_message(IllegalMoveError, lambda: s.play(text), *words)


def test_solitaire_moves_after_solving():
    s = SOL.start(original="3", min_changed_cells=0).play("a1:3")
    assert s.outcome is not None
    error_message(IllegalMoveError, lambda: s.parse("a1:1"), "the game is over", "Solved")


# -- records -----------------------------------------------------------------------------

@pytest.mark.parametrize("text, words", [
    ("pp1/tracross/1.0/seed=x/", ["seed", "not a number"]),
    ("pp1/tracross/1.0/size=4/a1.a1", ["move 2 does not replay", "a1 is already filled"]),
    ("pp1/tracross/1.0/size=4/a1.e5", ["move 2", "e5 is not on the 4x4 board"]),
    ("pp1/tracross/1.0/first_pieces=9,9/", ["options are wrong", "first_pieces"]),
    ("pp1/tracross/1.0/size=0/", ["options are wrong", "size"]),
    ("pp1/tracross/1.0/seed=-3/", ["options are wrong", "seed"]),
    ("pp1/tracross/0.9//", ["rules version 0.9", "1.0"]),
    ("pp1/tracross-solitaire/1.0/original=12/", ["options are wrong", "original"]),
    ("pp1/tracross-solitaire/1.0/seed=1/a1:7", ["move 1 does not replay",
                                               "piece 7 does not exist"]),
    ("pp1/tracross-solitaire/1.0/seed=1/a1:0", ["move 1", "a1 is already empty"]),
    ("pp1/tracross-solitaire/1.0/min_changed_cells=x/", ["options are wrong",
                                                        "min_changed_cells"]),
])
def test_bad_records(text, words):
    error_message(RecordError, lambda: Record.from_text(text), *words)


def test_a_record_does_not_replay_under_another_seed():
    rec = Record.new("tracross", seed=3, size=3, roll_each_turn=True)
    rec = rec.play("a1").play("b1")
    other = Record.from_text(rec.to_text().replace("seed=3", "seed=4"))
    assert other.moves == rec.moves and other.state != rec.state


# -- position text ------------------------------------------------------------------------

@pytest.mark.parametrize("text, options, words", [
    ("", {}, ["got 0 parts", "player to move"]),
    ("../.. 1 1,1", {}, ["got 3 parts"]),
    ("../.. 1 1,1 -,-", {"size": 3}, ["2x2", "size is 3"]),
    (".../.. 1 1,1 -,-", {}, ["square", "rank 2 has 3 squares"]),
    ("../.q 1 1,1 -,-", {}, ["rank 1", "'q'"]),
    ("../.. 3 1,1 -,-", {}, ["player to move is 1 or 2", "'3'"]),
    ("../.1 1 1,1 -,-", {}, ["1 tile", "player to move is 2"]),
    ("../.. 2 1,1 -,-", {"first_player": 2, "p1_sides": "WE"}, []),   # fine: no error
    ("../.. 1 1,4 -,-", {}, ["next pieces", "like 2,3"]),
    ("../.. 1 1 -,-", {}, ["next pieces"]),
    ("../.. 1 1,1 5,-", {}, ["roll 5 gives piece 2", "not 1"]),
    ("../.. 1 1,1 7,-", {}, ["rolls are two die faces"]),
    ("../.. 1 1,1 -,- 4:2", {}, ["only under roll_each_turn"]),
    ("../.. 1 1,1 -,-", {"roll_each_turn": True}, ["seed:draws"]),
    ("../.. 1 1,1 -,- x:2", {"roll_each_turn": True}, ["seed:draws", "'x:2'"]),
    ("../.. 1 1,1 -,- 42", {"roll_each_turn": True}, ["seed:draws"]),
    ("3.3/3.3/3.3 1 1,1 -,-", {}, ["separate places", "ended earlier"]),
    ("../.. 1 1,1 -,-", {"first_player": 9}, ["first_player"]),
    ("x" * 3000, {}, ["too long"]),
])
def test_bad_two_player_position_text(text, options, words):
    if not words:
        assert TX.decode(text, **options).to_move == 1
        return
    error = OptionError if "first_player" in words else PositionError
    error_message(error, lambda: TX.decode(text, **options), *words)


@pytest.mark.parametrize("text, options, words", [
    ("12/31", {}, ["got 1 part", "original filling and the player's board"]),
    ("12/31 ../.. ..", {}, ["got 3 parts"]),
    ("12/3. ../..", {}, ["the original", "'.'"]),
    ("12/31 .../.../...", {}, ["2x2", "player's board is 3x3"]),
    ("12/31 ../.q", {}, ["player's board", "'q'"]),
    ("12/31 ../..", {"original": "11/11"}, ["12/31", "11/11"]),
    ("12/31 ../..", {"size": 3}, ["2x2", "size is 3"]),
    ("/".join(["1" * 10] * 10) + " x", {}, ["10x10", "9x9"]),
    ("12/31 ../..", {"min_changed_cells": -2}, ["min_changed_cells"]),
    ("1" * 600, {}, ["too long"]),
])
def test_bad_solitaire_position_text(text, options, words):
    error = OptionError if "min_changed_cells" in words else PositionError
    error_message(error, lambda: SOL.decode(text, **options), *words)


def test_errors_are_value_errors():
    for call in (lambda: TX.start(size=0), lambda: TX.start().parse("zz"),
                 lambda: TX.decode("?"), lambda: Record.from_text("pp1/tracross/9//"),
                 lambda: SOL.decode("?"), lambda: SOL.start(original="?")):
        with pytest.raises(ValueError):
            call()
