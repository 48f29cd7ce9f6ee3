"""Tracers: bad options, moves, records and position text raise the right typed
error (all ValueErrors) with a message a player understands."""

import re
import time
from pathlib import Path

import pytest

from piecepad import IllegalMoveError, OptionError, PositionError, RecordError, games
from piecepad.game import Move
from piecepad.record import Record

from engine_helpers import error_message
from tracers_ref import setup

GAME = games.get("tracers")
EMPTY = "/".join(["........"] * 8)
OPENING_TEXT = EMPTY + " a1 h8 d -"
RECORD = "pp1/tracers/1.1/"          # + options + "/" + moves
DOC = Path(__file__).resolve().parents[2] / "docs" / "notation.md"


# -- options ---------------------------------------------------------------------

@pytest.mark.parametrize("make", [
    lambda **o: GAME.start(**o),
    lambda **o: GAME.decode(OPENING_TEXT, **o),
    lambda **o: Record.new("tracers", **o),
], ids=["start", "decode", "Record.new"])
@pytest.mark.parametrize("options, words", [
    ({"knight": "either_L"}, ["knight", "knight_path", "first_player", "both_trapped"]),
    ({"knight_path": "either"}, ["knight_path", "either", "long_leg_first, either_L"]),
    ({"knight_path": "EITHER_L"}, ["knight_path", "long_leg_first, either_L"]),
    ({"first_player": "white"}, ["first_player", "white", "dark, light"]),
    ({"first_player": 1}, ["first_player", "dark, light"]),
    ({"both_trapped": "lose"}, ["both_trapped", "player_to_move_loses, draw"]),
    ({"optional_mark_occupied": "maybe"}, ["optional_mark_occupied", "true", "false"]),
    ({"capture_ignores_own_mark": 2}, ["capture_ignores_own_mark", "true", "false"]),
    ({"capture_ignores_own_mark": None}, ["capture_ignores_own_mark"]),
])
def test_every_entry_point_refuses_bad_options(make, options, words):
    error_message(OptionError, lambda: make(**options), *words)


@pytest.mark.parametrize("text, value", [("true", True), ("on", True), ("yes", True),
                                         ("false", False), ("off", False), ("0", False)])
def test_bool_options_read_text(text, value):
    state = GAME.start(optional_mark_occupied=text, capture_ignores_own_mark=text)
    assert state.options["optional_mark_occupied"] is value
    assert state.options["capture_ignores_own_mark"] is value


def test_wrong_player_count():
    error_message(OptionError, lambda: GAME.start(players=3), "2 players", "3")


# -- move text -------------------------------------------------------------------------

LIGHT_D4 = ("d4", "d5", "l", {"L": ["f5"], "LD": ["c6"]})     # Light d4, Dark d5


@pytest.mark.parametrize("position, options, text, words", [
    (LIGHT_D4, {}, "garbage", ["written like", "a1-b3", "d4xd5"]),
    (LIGHT_D4, {}, "d4e6", ["written like"]),
    (LIGHT_D4, {}, "d4-e6-f8", ["written like"]),
    (LIGHT_D4, {}, "d4-e6 via", ["written like"]),
    (LIGHT_D4, {}, "d4-e6 via d5", ["written like"]),
    (LIGHT_D4, {}, "d4-e6 nomark via d5,d6", ["written like"]),
    (LIGHT_D4, {"knight_path": "either_L"}, "x", ["a1-b3 via b1,b2"]),
    (LIGHT_D4, {"optional_mark_occupied": True}, "x", ["nomark"]),
    (LIGHT_D4, {}, "d4-i6", ["i6", "not on the 8x8 board"]),
    (LIGHT_D4, {}, "d4-e9", ["e9", "not on the 8x8 board"]),
    (LIGHT_D4, {}, "d0-e2", ["d0", "not a square name"]),
    (LIGHT_D4, {}, "d5-f6", ["d5", "Dark's", "Light's turn"]),
    (LIGHT_D4, {}, "c3-e4", ["no Light pawn on c3", "d4"]),
    (LIGHT_D4, {}, "d4-d6", ["moves like a knight (two squares one way, one square the "
                             "other) or captures by a single step"]),
    (LIGHT_D4, {}, "d4-g7", ["moves like a knight"]),
    (LIGHT_D4, {}, "d4-d5", ["capture is written with x", "d4xd5"]),
    (LIGHT_D4, {}, "d4-e4", ["moves like a knight"]),
    (LIGHT_D4, {}, "d4-f5", ["you cannot land on your own mark", "f5"]),
    (LIGHT_D4, {}, "d4-c6", ["c6 is marked by both players"]),
    (LIGHT_D4, {}, "d4xe5", ["no pawn to capture on e5"]),
    (LIGHT_D4, {}, "d4xd6", ["single step"]),
    (LIGHT_D4, {}, "d4xe6", ["knight move is written with -"]),
    (LIGHT_D4, {}, "d4xd5 nomark", ["capture step is written like d4xd5"]),
    (LIGHT_D4, {}, "d4-e6 via e4,e5", ["two-square leg first", "knight_path=either_L",
                                       "d4-e6"]),
    (LIGHT_D4, {"knight_path": "either_L"}, "d4-e6 via d5,d6", ["usual path", "write d4-e6"]),
    (LIGHT_D4, {"knight_path": "either_L"}, "d4-e6 via c4,c5", ["d5,d6", "e4,e5"]),
    (LIGHT_D4, {}, "d4-e6 nomark", ["optional_mark_occupied"]),
    (LIGHT_D4, {"optional_mark_occupied": True}, "d4-b5 nomark", ["does not pass through"]),
    (("d4", "e5", "l"), {}, "d4xe5", ["Light captures only orthogonally"]),
    (("d4", "d5", "d"), {}, "d5xd4", ["Dark captures only diagonally"]),
    (("d4", "e5", "d", {"D": ["d4"]}), {}, "e5xd4", ["you cannot land on your own mark"]),
    (("d4", "d5", "l", {"L": ["d5"]}), {"optional_mark_occupied": True}, "d4-e6 nomark",
     ["already carries Light's mark"]),
])
def test_bad_move_text_is_refused_with_the_reason(position, options, text, words):
    state = setup(*position, **options)
    message = error_message(IllegalMoveError, lambda: state.parse(text), *words)
    assert message.startswith(text.lower() + ":")
    error_message(IllegalMoveError, lambda: state.play(text), *words)
    assert state.to_move == "ld".index(position[2])


def test_opening_moves_of_the_wrong_side():
    state = GAME.start()
    error_message(IllegalMoveError, lambda: state.parse("a1-b3"), "a1", "Light's",
                  "Dark's turn")
    error_message(IllegalMoveError, lambda: Record.new("tracers").play("a1-c2"),
                  "Dark's turn")


@pytest.mark.parametrize("text", ["", "   ", "\n"])
def test_empty_move_text(text):
    error_message(IllegalMoveError, lambda: GAME.start().parse(text), "no move given")


def test_illegal_move_object_is_refused():
    error_message(IllegalMoveError, lambda: GAME.start().play(Move("h8-h6")),
                  "moves like a knight")


def test_moves_after_the_end_are_refused():
    end = setup("a1", "h8", "l", {"L": ["b3", "c2"]})
    error_message(IllegalMoveError, lambda: end.play("a1-b3"), "game is over",
                  "Light is trapped")


def test_very_long_move_text_gives_a_short_message():
    message = error_message(IllegalMoveError, lambda: GAME.start().parse("h8-" * 100000),
                            "written like")
    assert len(message) < 300


# -- record text --------------------------------------------------------------------------

@pytest.mark.parametrize("text, words", [
    ("pp1/tracers/1.0//h8-f7", ["rules version 1.0", "1.1", "not replayed"]),
    ("pp1/tracers//h8-f7/", ["rules version", "1.1"]),
    (RECORD + "knight_path=any/", ["options", "knight_path", "long_leg_first, either_L"]),
    (RECORD + "optional_mark_occupied=perhaps/", ["optional_mark_occupied", "true, false"]),
    (RECORD + "first_player/", ["first_player", "no value"]),
    (RECORD + "colour=dark/", ["unknown option", "colour"]),
    (RECORD + "/a1-b3", ["move 1", "Dark's turn"]),
    (RECORD + "/h8-f7.f7-d6", ["move 2", "Dark's", "Light's turn"]),
    (RECORD + "/h8-f7.a1-b3_via_b1,b2", ["move 2", "knight_path=either_L"]),
    (RECORD + "knight_path=either_L/h8-f7.a1-b3_via_a2,a3", ["move 2", "usual path"]),
    (RECORD + "/h8-f7.a1-b3.f7-h8", ["move 3", "own mark"]),
    (RECORD + "/h8-f7.", ["move 2", "no move given"]),
    (RECORD + "/h8-f7.%zz", ["move 2"]),
])
def test_bad_record_text_says_which_part_is_wrong(text, words):
    error_message(RecordError, lambda: Record.from_text(text), *words)


def test_record_text_of_the_notation_extensions():
    record = Record.new("tracers", knight_path="either_L", optional_mark_occupied=True)
    record = record.play("h8-f7").play("A1-B3 VIA B1, B2")
    text = record.to_text()
    assert text == ("pp1/tracers/1.1/knight_path=either_L;optional_mark_occupied=true/"
                    "h8-f7.a1-b3_via_b1,b2")
    assert Record.from_text(text) == record
    doc = "pp1/tracers/1.1/knight_path=either_L/h8-f7.a1-b3_via_b1,b2"
    assert Record.from_text(doc).moves == ("h8-f7", "a1-b3 via b1,b2")
    assert doc in DOC.read_text()
    nomark = Record.from_text(RECORD + "optional_mark_occupied=true/"
                              "h8-f7.a1-b3.f7-d6.b3-c5.d6-c4.c5-d3_nomark")
    assert nomark.moves[-1] == "c5-d3 nomark"
    assert nomark.state.marks.at(GAME.grid.parse("c4")) == 0     # Dark's square, unmarked
    assert Record.from_text(nomark.to_text()) == nomark


def test_a_game_to_its_end_replays_and_refuses_more():
    text = RECORD + "/h8-g6.a1-c2.g6-e5.c2-d4.e5xd4"
    record = Record.from_text(text)
    assert record.state.outcome.winners == (1,)
    assert record.to_text() == text
    error_message(RecordError, lambda: Record.from_text(text + ".d4-b3"), "move 6",
                  "game is over")


def test_very_long_bad_record_is_refused_quickly():
    text = RECORD + "/" + ".".join(["h8-f7", "f7-h8"] * 2_500)
    began = time.perf_counter()
    error_message(RecordError, lambda: Record.from_text(text), "move 2")
    longer = RECORD + "/" + ".".join(["h8-f7", "f7-h8"] * 50_000)
    error_message(RecordError, lambda: Record.from_text(longer), "100,000 moves", "at most")
    assert time.perf_counter() - began < 2


# -- position text ------------------------------------------------------------------------

@pytest.mark.parametrize("text, words", [
    ("", ["the marks, Light's pawn, Dark's pawn", "got 0 parts"]),
    (OPENING_TEXT + " extra", ["got 6 parts"]),
    (EMPTY + " a1 h8 d", ["scored lines", "got 4 parts"]),
    ("......../........ a1 h8 d -", ["8 ranks", "got 2"]),
    (EMPTY + "/........ a1 h8 d -", ["8 ranks", "got 9"]),
    (EMPTY.replace("........", ".......", 1) + " a1 h8 d -", ["rank 8", "7 squares"]),
    (EMPTY.replace("........", "...x....", 1) + " a1 h8 d -", ["rank 8", "'x'"]),
    (EMPTY.replace("........", "...2....", 1) + " a1 h8 d -", ["'2'"]),
    (EMPTY + " a9 h8 d -", ["Light's pawn", "a9", "not on the 8x8 board"]),
    (EMPTY + " a1 - d -", ["Dark's pawn", "not a square name"]),
    (EMPTY + " a1 h8 x -", ["l (Light) or d (Dark)", "'x'"]),
    (EMPTY + " a1 h8 light -", ["l (Light) or d (Dark)"]),
    (EMPTY + " a1 h8 d 3", ["'3'", "like 3:l or e:d"]),
    (EMPTY + " a1 h8 d 9:l", ["'9:l'"]),
    (EMPTY + " a1 h8 d 3:x", ["'3:x'"]),
    (EMPTY + " a1 h8 d 3:l", ["rank 3", "not all of its squares are marked"]),
    (EMPTY + " a1 h8 d e:d", ["file e", "not all"]),
    ("/".join(["........"] * 5 + ["dddddddd"] + ["........"] * 2) + " a1 h8 d 3:l,3:d",
     ["rank 3", "twice"]),
    ("/".join(["........"] * 5 + ["dddddddd"] + ["........"] * 2) + " a1 h8 d -",
     ["every square of rank 3 is marked", "3:l or 3:d"]),
    ("/".join(["l......."] * 8) + " b1 h8 d -", ["file a", "a:l or a:d"]),
    (EMPTY.replace("........", "l.......", 1) + " a8 h8 d -",
     ["Light's pawn stands on a8", "Light's mark"]),
    (EMPTY.replace("........", ".......b", 1) + " a1 h8 d -",
     ["Dark's pawn stands on h8", "Dark's mark"]),
])
def test_bad_position_text_says_what_is_wrong(text, words):
    error_message(PositionError, lambda: GAME.decode(text), *words)


FULL = "/".join(["dddddddd"] * 5 + ["........"] * 3)     # ranks 8-4 complete


@pytest.mark.parametrize("text, outcome", [
    (FULL + " a1 b1 l 4:d,5:d,6:d,7:d,8:l", None),                      # 4 and 1 lines
    (FULL + " a1 b1 l 4:d,5:d,6:d,7:d,8:d", ((1,), "Dark completes a fifth line")),
    (EMPTY + " d5 d5 l -", ((1,), "Dark captures Light's pawn")),
    (EMPTY + " d5 d5 d -", ((0,), "Light captures Dark's pawn")),
])
def test_edge_positions_decode_with_their_outcome(text, outcome):
    state = GAME.decode(text)
    assert GAME.encode(state) == text
    if outcome is None:
        assert state.outcome is None and state.to_move == 0
    else:
        assert state.outcome.winners == outcome[0] and outcome[1] in state.outcome.reason
        assert state.to_move is None


@pytest.mark.parametrize("text, words", [
    (FULL + " a1 b1 d 4:d,5:d,6:d,7:d,8:d", ["Dark has 5 lines", "must be l"]),
    (FULL + " a1 a1 l 4:d,5:d,6:d,7:d,8:d", ["capture", "already ended"]),
])
def test_positions_no_game_reaches_are_refused(text, words):
    error_message(PositionError, lambda: GAME.decode(text), *words)


def test_both_sides_with_five_lines_are_refused():
    marks = "/".join(["dddddddd"] * 5 + ["llllllll"] * 3)     # every line complete
    text = f"{marks} a8 b1 l " + ",".join([f"{r}:l" for r in "123"] +
                                          [f"{r}:d" for r in "45678"] +
                                          [f"{f}:l" for f in "abcdefgh"])
    error_message(PositionError, lambda: GAME.decode(text), "both players")


def test_capture_on_own_mark_position_only_under_the_option():
    text = "/".join(["........"] * 3 + ["...l...."] + ["........"] * 4) + " d5 d5 d -"
    error_message(PositionError, lambda: GAME.decode(text), "Light's pawn stands on d5")
    state = GAME.decode(text, capture_ignores_own_mark=True)
    assert state.outcome.winners == (0,) and "Light captures" in state.outcome.reason


def test_position_text_is_case_insensitive_and_decode_takes_options():
    state = GAME.decode(OPENING_TEXT.upper().replace(" D ", " d "))
    assert state == GAME.start()
    either = GAME.decode(OPENING_TEXT, knight_path="either_L")
    assert either == GAME.start(knight_path="either_L") and len(either.legal_moves()) == 4


def test_very_long_position_text_is_refused_quickly():
    began = time.perf_counter()
    message = error_message(PositionError, lambda: GAME.decode("." * 1_000_000), "too long")
    assert time.perf_counter() - began < 1 and len(message) < 300


def test_documented_position_examples_decode_and_round_trip():
    """Every position text in docs/notation.md reads back to itself."""
    found = re.findall(r"`((?:[.ldb]{8}/){7}[.ldb]{8} [a-h][1-8] [a-h][1-8] [ld] [^`]+)`",
                       DOC.read_text())
    assert len(found) >= 7
    for text in found:
        assert GAME.encode(GAME.decode(text)) == text
    played = {
        "after `h8-f7`": GAME.start().play("h8-f7"),
        "TR-3 after": GAME.decode(found[2]).play("d4-f5"),
        "TR-5 after": GAME.decode(found[4]).play("f1-g3"),
    }
    for label, state in played.items():
        line = next(l for l in DOC.read_text().splitlines() if label in l)
        assert GAME.encode(state) in line, label
