"""Bad input of every kind raises the right typed error (all ValueErrors) with a
message that says what is wrong."""

import time

import pytest

from piecepad import IllegalMoveError, OptionError, PositionError, RecordError
from piecepad.game import Move
from piecepad.record import Record

from engine_helpers import DODGEM, error_message

OPENING_TEXT = "5G/R4G/R4G/R4G/R4G/R5 r"
RECORD = "pp1/dodgem/1.0/"          # + options + "/" + moves
NOT_A_RECORD = "not a Piecepad game record"


# -- options ----------------------------------------------------------------

@pytest.mark.parametrize("make", [
    lambda **o: DODGEM.start(**o),
    lambda **o: DODGEM.decode(OPENING_TEXT, **o),
    lambda **o: Record.new("dodgem", **o),
], ids=["start", "decode", "Record.new"])
@pytest.mark.parametrize("options, words", [
    ({"axes": "H"}, ["axes", "axis"]),
    ({"axis": "north"}, ["axis", "north", "H, V"]),
    ({"draw_rule": "ply_cap:0"}, ["draw_rule", "ply_cap:N"]),
    ({"classic_end": "1"}, ["classic_end", "off, on"]),
])
def test_every_entry_point_refuses_bad_options(make, options, words):
    error_message(OptionError, lambda: make(**options), *words)


def test_python_none_as_an_option_value_gets_a_clear_message():
    message = error_message(OptionError, lambda: DODGEM.start(draw_rule=None), "draw_rule")
    assert "none is not allowed" not in message


# -- move text ----------------------------------------------------------------

@pytest.mark.parametrize("text, words", [
    ("garbage", ["garbage", "written like", "pass"]),
    ("a1b1", ["a1b1", "written like"]),
    ("a1-b1-c1", ["written like"]),
    ("a1 b1", ["written like"]),
    ("a1-g1", ["g1", "not on the 6x6 board"]),
    ("a9-a8", ["a9", "not on the 6x6 board"]),
    ("a1-a0", ["a0", "not a square name"]),
    ("f2-e2", ["f2", "Green's", "Red's turn"]),
    ("c3-c4", ["c3", "no Red coin"]),
    ("a1-a2", ["a1-a2", "a2 is occupied"]),
    ("a1-c1", ["one square"]),
    ("a5-b6", ["diagonal"]),
    ("a1-off", ["bears off", "file f"]),
    ("pass", ["pass", "none of your coins can move"]),
])
def test_bad_move_text_is_refused_with_the_reason(text, words):
    state = DODGEM.start()
    message = error_message(IllegalMoveError, lambda: state.parse(text), *words)
    assert message.startswith(text.lower() + ":")
    error_message(IllegalMoveError, lambda: state.play(text), *words)
    error_message(IllegalMoveError, lambda: Record.new("dodgem").play(text), *words)
    assert state == DODGEM.start() and state.to_move == 0


@pytest.mark.parametrize("text", ["", "   ", "\n"])
def test_empty_move_text(text):
    error_message(IllegalMoveError, lambda: DODGEM.start().parse(text), "no move given")


def test_illegal_move_object_is_refused():
    error_message(IllegalMoveError, lambda: DODGEM.start().play(Move("a1-c1")), "one square")


def test_moves_after_the_end_are_refused():
    end = DODGEM.start(draw_rule="ply_cap:1").play("a5-a6")
    error_message(IllegalMoveError, lambda: end.play("f2-e2"), "game is over")


# -- record text ----------------------------------------------------------------

@pytest.mark.parametrize("text, words", [
    ("", [NOT_A_RECORD]),
    ("hello", [NOT_A_RECORD]),
    ("pp3/dodgem/1.0//", [NOT_A_RECORD]),
    ("pp1", [NOT_A_RECORD]),
    ("pp1/dodgem/1.0", [NOT_A_RECORD]),
    ("pp1/dodgem/1.0/", [NOT_A_RECORD]),
    ("pp1/dodgem/1.0//a5-a6/f2-e2", [NOT_A_RECORD]),
    ("pp1/chess/1.0//", ["chess", "dodgem"]),
    ("pp1/tracers/1.0//", ["Tracers", "rules version 1.0"]),
    ("pp1/dodgem/0.9//a5-a6", ["rules version 0.9", "1.0", "not replayed"]),
    ("pp1/dodgem/1.1//", ["rules version 1.1"]),
    ("pp1/dodgem//a5-a6/", ["rules version", "1.0"]),
    (RECORD + "axis=X/", ["options", "axis", "H, V"]),
    (RECORD + "colour=red/", ["options", "colour"]),
    (RECORD + "axis/", ["axis", "no value"]),
    (RECORD + "draw_rule=ply_cap:0/", ["draw_rule", "ply_cap:N"]),
    (RECORD + "players=x/", ["players", "not a number"]),
    (RECORD + "players=3/", ["options", "3"]),
    (RECORD + "/a5-a6.a1-b1", ["move 2", "a1-b1", "Red's", "Green's turn"]),
    (RECORD + "/a5-a6.c3-c4", ["move 2", "no Green coin on c3"]),
    (RECORD + "/a1-a2", ["move 1", "a2 is occupied"]),
    (RECORD + "/a5-a", ["move 1", "a5-a"]),
    (RECORD + "/a5-a6.", ["move 2", "no move given"]),
    (RECORD + "/a5-a6..f2-e2", ["move 2"]),
    (RECORD + "draw_rule=ply_cap:1/a5-a6.f2-e2", ["move 2", "game is over"]),
    (RECORD + "/%zz", ["move 1", "%zz"]),
    (RECORD + "/a5-a6.%", ["move 2", "%"]),
    (RECORD + "/%00", ["move 1"]),
    (RECORD + "/a5-a6%2Ff2-e2", ["move 1"]),
    (RECORD + "%ff%fe/", ["no value"]),
    (RECORD + "axis=%ZZ/", ["axis", "%ZZ"]),
    (RECORD + "%61xis=V/", ["%61xis"]),
])
def test_bad_record_text_says_which_part_is_wrong(text, words):
    error_message(RecordError, lambda: Record.from_text(text), *words)


def test_record_of_an_unknown_game_is_a_record_error():
    error_message(RecordError, lambda: Record.new("chess"), "chess")


def test_escaped_and_spaced_record_text_still_reads():
    """The reader is lenient where that is harmless: surrounding white space,
    %-escaped move letters."""
    record = Record.from_text("  pp1/dodgem/1.0//%61%35-a6.F2-E2 \n")
    assert record.moves == ("a5-a6", "f2-e2")


def timed(call):
    began = time.perf_counter()
    try:
        call()
    finally:
        elapsed = time.perf_counter() - began
    return elapsed


LONG_GARBAGE = RECORD + "/" + "x" * 1_000_000


@pytest.mark.parametrize("text, words", [
    (LONG_GARBAGE, ["move 1"]),
    ("/" * 1_000_000, [NOT_A_RECORD]),
    (RECORD + "/" + ".".join(["a5-a6", "a6-a5"] * 2_500), ["move 2", "a6-a5", "Red's"]),
    (RECORD + "/" + ".".join(["a5-a6", "a6-a5"] * 50_000), ["100,000 moves", "at most"]),
    (RECORD + "z=" + "y" * 1_000_000 + "/", ["unknown option"]),
])
def test_very_long_bad_record_text_is_refused_quickly(text, words):
    assert timed(lambda: error_message(RecordError, lambda: Record.from_text(text), *words)) < 2


def test_error_message_for_very_long_input_stays_short():
    with pytest.raises(RecordError) as info:
        Record.from_text(LONG_GARBAGE)
    assert len(str(info.value)) < 1000


def test_very_long_valid_record_replays():
    moves = ["a5-a6", "f2-f1", "a6-a5", "f1-f2"] * 250
    text = RECORD + "draw_rule=none/" + ".".join(moves)
    record = Record.from_text(text)
    assert len(record) == 1000 and record.state == DODGEM.start(draw_rule="none")
    assert record.to_text() == text


# -- position text ------------------------------------------------------------

@pytest.mark.parametrize("text, words", [
    ("5G/R4G/R4G r", ["6 ranks", "got 3"]),
    ("6/5G/R4G/R4G/R4G/R4G/R5 r", ["6 ranks", "got 7"]),
    ("5G/R4G/R4G/R4G/R4G/R5/ r", ["6 ranks", "got 7"]),
    ("5X/R4G/R4G/R4G/R4G/R5 r", ["rank 6", "'X'"]),
    ("5G/R4G/R4G/R4G/R4G/R4. r", ["rank 1", "'.'"]),
    ("5G/R4G/R-3G/R4G/R4G/R5 r", ["rank 4", "'-'"]),
    ("RRR3/RRR3/6/6/6/6 r", ["Red has 6 coins", "5"]),
    ("GGGGGG/6/6/6/6/R5 g", ["Green has 6 coins", "5"]),
    ("5G/R5G/R4G/R4G/R4G/R5 r", ["rank 5", "too long"]),
    ("5G/R4G/R4G/R4G/R4G/R6 r", ["rank 1", "covers 7 squares"]),
    ("5G/R4G/R3G/R4G/R4G/R5 r", ["rank 4", "covers 5 squares"]),
    ("5G//R4G/R4G/R4G/R4G r", ["rank 5", "covers 0 squares"]),
    ("5G/R4G/R4G/R4G/R4G/R5", ["r or g", "player to move"]),
    ("5G/R4G/R4G/R4G/R4G/R5 x", ["r or g"]),
    ("5G/R4G/R4G/R4G/R4G/R5 r g", ["r or g"]),
    ("", ["r or g"]),
    ("6/6/6/6/6/6 r", ["both", "borne off"]),
])
def test_bad_position_text_says_what_is_wrong(text, words):
    error_message(PositionError, lambda: DODGEM.decode(text), *words)


def test_unicode_digit_in_position_text_is_a_position_error():
    error_message(PositionError, lambda: DODGEM.decode("6/6/6/6/6/²R4 r"), "rank 1")


def test_a_record_of_an_unknown_game_says_so():
    error_message(RecordError, lambda: Record.from_text("pp1/chess/1//"), "unknown game",
                  "chess")
