"""Bad Quet input of every kind (options, moves, records, position text)
raises the right typed error with a message that says what is wrong."""

import pytest

from piecepad import IllegalMoveError, OptionError, PositionError, RecordError, games
from piecepad.game import Move
from piecepad.record import Record

import quet_ref as ref
from engine_helpers import error_message

QUET = games.get("quet")
OPENING = ".....o/....../....../....../....../b..... a1,f6 0,0 0,0 b"
RECORD = "pp1/quet/2008-09-21/"          # + options + "/" + moves


# -- options --------------------------------------------------------------------

@pytest.mark.parametrize("make", [
    lambda **o: QUET.start(**o),
    lambda **o: QUET.decode(OPENING, **o),
    lambda **o: Record.new("quet", **o),
], ids=["start", "decode", "Record.new"])
@pytest.mark.parametrize("options, words", [
    ({"size": 6}, ["size", "n, mark_on, target, round_ply_cap, rounds"]),
    ({"n": 3}, ["option n", "3", "4 to 12"]),
    ({"n": 13}, ["option n", "13", "4 to 12"]),
    ({"n": "x"}, ["option n", "'x'", "4 to 12"]),
    ({"n": 6.0}, ["option n", "6.0"]),
    ({"n": True}, ["option n", "True"]),
    ({"n": None}, ["option n", "None"]),
    ({"mark_on": "both"}, ["mark_on", "both", "arrival, departure"]),
    ({"mark_on": None}, ["mark_on", "arrival, departure"]),
    ({"target": 0}, ["target", "0", "1 or more"]),
    ({"target": "-2"}, ["target", "-2", "1 or more"]),
    ({"target": "five"}, ["target", "five"]),
    ({"round_ply_cap": 0}, ["round_ply_cap", "0", "none", "1 or more"]),
    ({"round_ply_cap": "-5"}, ["round_ply_cap", "-5"]),
    ({"round_ply_cap": False}, ["round_ply_cap", "False"]),
    ({"rounds": 3}, ["rounds", "3", "even"]),
    ({"rounds": 0}, ["rounds", "0", "even"]),
    ({"rounds": "1"}, ["rounds", "1", "even"]),
    ({"rounds": 2.0}, ["rounds", "2.0", "even"]),
])
def test_every_entry_point_refuses_bad_options(make, options, words):
    error_message(OptionError, lambda: make(**options), *words)


def test_python_none_as_an_option_value_gets_a_clear_message():
    message = error_message(OptionError, lambda: QUET.start(target=None), "target")
    assert "none is not allowed" not in message
    assert QUET.start(round_ply_cap=None).round_cap == 72       # None is the default there


def test_wrong_player_count():
    error_message(OptionError, lambda: QUET.start(players=3), "2 players", "3")


# -- moves ----------------------------------------------------------------------

def after(moves):
    state = QUET.start()
    for move in moves.split():
        state = state.play(move)
    return state


@pytest.mark.parametrize("moves, text, words", [
    ("", "garbage", ["garbage", "written from-to", "a1-b1"]),
    ("", "a1b1", ["written from-to"]),
    ("", "a1-", ["written from-to"]),
    ("", "a1-b1-c1", ["written from-to"]),
    ("", "a01-a2", ["written from-to"]),
    ("", "pass", ["no passing", "compulsory"]),
    ("", "a1-a0", ["a0 is off the board", "6x6"]),
    ("", "a1-m1", ["m1 is off the board"]),
    ("", "c7-c6", ["c7 is off the board"]),
    ("", "a1-a1", ["must move", "a1"]),
    ("", "f6-f5", ["f6", "Orange's", "Blue's turn"]),
    ("", "c3-c4", ["Blue's pawn is on a1", "not c3"]),
    ("", "a1-a3", ["this move must be 1 square in a straight line", "1st move"]),
    ("", "a1-b2", ["Blue", "Player 1", "never diagonally"]),
    ("a1-b1", "f6-e5", ["Orange moves straight", "1st move"]),
    ("a1-b1", "f6-f4", ["Orange", "Player 2", "1 square at a time"]),
    ("a1-b1", "f6-g6", ["g6 is off the board"]),
    ("a1-b1", "b1-b2", ["b1", "Blue's", "Orange's turn"]),
    ("a1-b1 f6-f5", "b1-b2", ["this move must be 2 squares in a straight line", "2nd move"]),
    ("a1-b1 f6-f5", "b1-b4", ["this move must be 2 squares in a straight line"]),
    ("a1-b1 f6-f5", "b1-d3", ["never diagonally"]),
    ("a1-b1 f6-f5 b1-b3", "f5-f4", ["Orange moves diagonally on this move", "2nd move"]),
    ("a1-b1 f6-f5 b1-b3", "f5-d3", ["1 square at a time"]),
])
def test_bad_move_text_is_refused_with_the_reason(moves, text, words):
    state = after(moves)
    message = error_message(IllegalMoveError, lambda: state.parse(text), *words)
    assert message.startswith(text.lower() + ":")
    error_message(IllegalMoveError, lambda: state.play(text), *words)
    assert state == after(moves)


def test_round_two_reasons_name_the_swapped_roles():
    state = QUET.decode(ref.text(points="5,0t;0,0", pawns=("f6", "a1"), moves=(0, 1)))
    assert state.to_move == 0 and state.player1 == 1
    error_message(IllegalMoveError, lambda: state.parse("f6-f4"), "Blue", "Player 2")
    state = QUET.decode(ref.text(points="5,0t;0,0", pawns=("f6", "a1"), moves=(0, 0)))
    error_message(IllegalMoveError, lambda: state.parse("a1-b2"), "Orange", "Player 1",
                  "never diagonally")


@pytest.mark.parametrize("text", ["", "   ", "\n"])
def test_empty_move_text(text):
    error_message(IllegalMoveError, lambda: QUET.start().parse(text), "no move given")


def test_illegal_move_object_is_refused():
    error_message(IllegalMoveError, lambda: QUET.start().play(Move("a1-a3")), "1 square")


def test_moves_after_the_end_are_refused():
    end = QUET.start(n=4, round_ply_cap=1).play("a1-b1").play("a1-b1")
    assert end.outcome is not None
    error_message(IllegalMoveError, lambda: end.play("b1-b2"), "game is over", "Draw")


# -- record text ----------------------------------------------------------------

@pytest.mark.parametrize("text, words", [
    ("pp1/quet/2008-09-20//a1-b1", ["rules version 2008-09-20", "2008-09-21", "not replayed"]),
    ("pp1/quet/1.0//", ["rules version 1.0"]),
    (RECORD + "n=3/", ["options", "option n", "4 to 12"]),
    (RECORD + "n=six/", ["options", "option n", "six"]),
    (RECORD + "rounds=3/", ["options", "rounds", "even"]),
    (RECORD + "mark_on=both/", ["options", "mark_on", "arrival, departure"]),
    (RECORD + "target=0/", ["options", "target"]),
    (RECORD + "round_ply_cap=0/", ["options", "round_ply_cap"]),
    (RECORD + "colour=red/", ["options", "colour"]),
    (RECORD + "/a1-a3", ["move 1", "a1-a3", "1 square in a straight line"]),
    (RECORD + "/a1-b1.f6-e5", ["move 2", "Orange moves straight"]),
    (RECORD + "/a1-b1.f6-f5.b1-b2", ["move 3", "2 squares in a straight line"]),
    (RECORD + "/a1-b1.a1-b1", ["move 2", "Orange's pawn is on f6"]),
    (RECORD + "/a1-b1.", ["move 2", "no move given"]),
    (RECORD + "/a1-b1..f6-f5", ["move 2"]),
    (RECORD + "n=4/a1-b1.f6-f5", ["move 2", "f6 is off the board", "4x4"]),
    (RECORD + "/%zz", ["move 1", "%zz"]),
    (RECORD + "round_ply_cap=1;n=4/a1-b1.a1-b1.b1-b2", ["move 3", "game is over"]),
])
def test_bad_record_text_says_which_part_is_wrong(text, words):
    error_message(RecordError, lambda: Record.from_text(text), *words)


def test_record_options_are_written_and_read_back():
    record = Record.new("quet", n=4, mark_on="departure", target="3", round_ply_cap=9,
                        rounds=4)
    text = record.play("a1-b1").to_text()
    assert text == ("pp1/quet/2008-09-21/n=4;mark_on=departure;target=3;round_ply_cap=9;"
                    "rounds=4/a1-b1")
    again = Record.from_text(text)
    assert again.state.options == {"n": 4, "mark_on": "departure", "target": 3,
                                   "round_ply_cap": 9, "rounds": 4}
    assert Record.new("quet", n=6, round_ply_cap=None).to_text() == "pp1/quet/2008-09-21//"


# -- position text --------------------------------------------------------------

def opening_with(**changes):
    parts = dict(zip(("marks", "pawns", "moves", "points", "side"), OPENING.split()))
    parts.update(changes)
    return " ".join(parts[k] for k in ("marks", "pawns", "moves", "points", "side"))


@pytest.mark.parametrize("text, options, words", [
    ("", {}, ["five parts", "got 0 parts"]),
    (".....o/....../....../....../....../b..... a1,f6 0,0 0,0", {}, ["five parts", "got 4"]),
    (OPENING + " x", {}, ["five parts", "got 6"]),
    (opening_with(marks=".....o/....../....../....../b....."), {}, ["6 ranks", "got 5"]),
    (opening_with(marks=".....o/....../....../....../....../b...."), {},
     ["rank 1", "5 squares"]),
    (opening_with(marks=".....o/....../....../....../....../b....x"), {}, ["rank 1", "'x'"]),
    (OPENING, {"n": 4}, ["4 ranks", "got 6"]),
    (opening_with(pawns="a1"), {}, ["pawns", "Blue's square then Orange's", "a1,f6"]),
    (opening_with(pawns="a1,f6,c3"), {}, ["pawns", "Blue's square then Orange's"]),
    (opening_with(pawns="a1,g6"), {}, ["pawns", "g6", "not on the 6x6 board"]),
    (opening_with(pawns="a1,6f"), {}, ["pawns", "6f", "not a square name"]),
    (opening_with(moves="0"), {}, ["moves made", "like 3,2"]),
    (opening_with(moves="-1,0"), {}, ["moves made", "-1,0"]),
    (opening_with(moves="0,x"), {}, ["moves made"]),
    (opening_with(moves="0,2", side="o"), {}, ["Blue is Player 1 in round 1", "moves first"]),
    (opening_with(moves="2,0"), {}, ["Blue is Player 1", "got 2,0"]),
    (opening_with(moves="1,0"), {}, ["Orange's turn", "not Blue's"]),
    (opening_with(side="o"), {}, ["Blue's turn", "not Orange's"]),
    (opening_with(side="x"), {}, ["side to move", "b (Blue) or o (Orange)"]),
    (opening_with(side="-"), {}, ["round 1 is not finished", "b (Blue) or o (Orange)"]),
    (opening_with(points="0"), {}, ["points of round 1", "like 2,-1"]),
    (opening_with(points="0,0x"), {}, ["points of round 1", "t: target"]),
    (opening_with(points="1,a"), {}, ["points of round 1"]),
    (opening_with(points="0,0;0,0"), {}, ["round 1", "how it ended"]),
    (opening_with(points="5,0t;0,0;0,0"), {}, ["3 rounds", "has 2"]),
    (opening_with(points="5,0t;0,0;0,0"), {"rounds": 4}, ["round 2", "how it ended"]),
    (opening_with(points="5,0"), {}, ["Blue has 5 points", "target of 5"]),
    (opening_with(points="0,7"), {}, ["Orange has 7 points"]),
    (opening_with(points="2,2"), {"target": 2}, ["target of 2"]),
    (opening_with(points="4,0t;0,0"), {}, ["round 1", "exactly one player", "5 points"]),
    (opening_with(points="5,5t;0,0"), {}, ["round 1", "exactly one player"]),
    (opening_with(points="5,0c;0,0"), {}, ["round 1", "Blue has 5 points", "not 'c'"]),
    (opening_with(points="5,0t", side="-"), {}, ["round 1 is finished", "round 2 should"]),
    (opening_with(points="5,0t"), {"rounds": 4}, ["round 2 should have begun"]),
    (opening_with(points="5,0t;0,0", side="b"), {}, ["Orange's turn"]),
    (opening_with(moves="36,36"), {}, ["72 moves", "move limit of 72"]),
    (opening_with(moves="3,2", side="o"), {"round_ply_cap": 5}, ["move limit of 5"]),
    (opening_with(marks="/".join(["++++++"] * 6)), {}, ["every square", "both colours"]),
])
def test_bad_position_text_says_what_is_wrong(text, options, words):
    error_message(PositionError, lambda: QUET.decode(text, **options), *words)


# Round 2 (Orange is Player 1): Blue made 2 moves, Orange 3, so Orange moved last.
FINAL = ".....+/....../....../....../....../b..... a1,f6 2,3 {} -"


@pytest.mark.parametrize("points, options, words", [
    ("5,0t;0,4t", {}, ["round 2", "exactly one player", "5 points"]),
    ("5,0t;5,4t", {}, ["round 2", "last mover", "Orange", "reached 5"]),
    ("5,0t;1,4f", {}, ["round 2", "every square", "marks do not show"]),
    ("5,0t;1,4c", {}, ["round 2", "move limit of 72", "5 moves"]),
    ("5,0t;1,4c", {"round_ply_cap": 6}, ["move limit of 6", "5 moves"]),
])
def test_bad_final_positions(points, options, words):
    error_message(PositionError, lambda: QUET.decode(FINAL.format(points), **options), *words)


def test_good_final_positions_decode():
    state = QUET.decode(FINAL.format("5,0t;4,5t"))
    assert state.outcome.reason == "Blue wins 9 to 5 over 2 rounds"
    assert state.to_move is None and state.legal_moves() == ()
    assert state.last_round_end == (2, (4, 5), "Orange reached 5 points")
    capped = QUET.decode(FINAL.format("5,0t;1,4c"), round_ply_cap=5)
    assert capped.outcome.winners == (0,)
    assert capped.last_round_end[2] == "the round's move limit of 5 was reached"
    full = QUET.decode(FINAL.format("5,0t;1,4f").replace(".....+/....../....../....../"
                                                         "....../b.....", "/".join(["++++++"] * 6)))
    assert full.last_round_end[2] == "every square carries both colours"


def test_final_position_side_to_move():
    text = FINAL.format("5,0t;4,5t")
    error_message(PositionError, lambda: QUET.decode(text[:-1] + "o"), "game is over", "'-'",
                  "'o'")
    unfinished = FINAL.format("5,0t;4,4")
    error_message(PositionError, lambda: QUET.decode(unfinished), "round 2 is not finished")
    assert QUET.decode(unfinished[:-1] + "b").to_move == 0


def test_very_long_position_text_is_refused_quickly_with_a_short_message():
    for text in (OPENING + "x" * 1_000_000, "x" * 1_000_000,
                 opening_with(points=";".join(["0,0c"] * 100_000)),
                 opening_with(moves="9" * 100_000 + ",0")):
        with pytest.raises(PositionError) as info:
            QUET.decode(text)
        assert len(str(info.value)) < 400


def test_position_text_that_is_not_a_string():
    error_message(PositionError, lambda: QUET.decode(None), "five parts")
    error_message(PositionError, lambda: QUET.decode(42), "five parts")
