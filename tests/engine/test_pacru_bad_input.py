"""Pacru bad input: options, decisions, records and position text are refused with a
message that says what is wrong (and, for decisions, names the rule)."""

import pytest

from piecepad import IllegalMoveError, OptionError, PositionError, RecordError
from piecepad.record import Record

from engine_helpers import error_message
from pacru_helpers import PACRU, setup

START = PACRU.start()


@pytest.mark.parametrize("options, words", [
    ({"players": 5}, ["2 to 4 players", "5"]),
    ({"players": 1}, ["2 to 4 players"]),
    ({"seats_2p": "N/S"}, ["seats_2p", "S/N", "W/E"]),
    ({"turn_order": "S,X"}, ["turn_order", "E,W"]),
    ({"turn_order": "S,S"}, ["turn_order"]),
    ({"turn_order": "S,W"}, ["turn_order", "S,N or N,S"]),
    ({"turn_order": "E,W", "seats_2p": "S/N"}, ["turn_order"]),
    ({"turn_order": "N,E", "players": 3}, ["turn_order", "three sides"]),
    ({"turn_order": "N,E,W", "players": 4}, ["turn_order", "all four"]),
    ({"turn_order": 7}, ["turn_order"]),
    ({"meeting_rule": "2012"}, ["meeting_rule", "2011", "original"]),
    ({"meeting_threshold_timing": "never"}, ["meeting_threshold_timing", "after_effects"]),
    ({"meeting_optional": "maybe"}, ["meeting_optional", "true", "false"]),
    ({"transform_after_pincer": 2}, ["transform_after_pincer"]),
    ({"max_plies": 0}, ["max_plies", "1 or more"]),
    ({"max_plies": "x"}, ["max_plies"]),
    ({"colour": "red"}, ["colour", "seats_2p", "max_plies"]),
])
def test_bad_options(options, words):
    error_message(OptionError, lambda: PACRU.start(**options), *words)


def test_option_spellings_are_canonical():
    assert PACRU.start(meeting_rule=2011) == START
    assert PACRU.start(meeting_rule=2011).options["meeting_rule"] == "2011"
    assert PACRU.start(players=3, seats_2p="W/E") == PACRU.start(players=3)
    assert PACRU.start(turn_order="n s").options["turn_order"] == "N,S"
    assert PACRU.start(max_plies="20").options["max_plies"] == 20


@pytest.mark.parametrize("text, words", [
    ("", ["no move given"]),
    ("hello", ["written like"]),
    ("a3", ["written like"]),
    ("z3-b4", ["z3"]),
    ("a3-b10", ["b10"]),
    ("b4-b5", ["no piece on b4"]),
    ("e9-e8", ["R2", "North's", "South's turn"]),
    ("a3-c3", ["R5", "power of movement of 1"]),
    ("a3-a4", ["R3", "faces e", "ne, e, se"]),
    ("a3-c4", ["R3", "straight line"]),
    ("a3xb4", ["R11", "b4 is empty"]),
    ("a3>w", ["R14", "90 degrees"]),
    ("a3>se", ["R14", "2 of your tiles", "0"]),
    ("a3>up", ["R14", "facing"]),
    ("c", ["R8"]),
    ("+b4", ["R4", "crosses a border"]),
    ("*b4", ["R12"]),
    ("-b4", ["R14", "reorienting"]),
])
def test_bad_decisions_name_the_rule(text, words):
    error_message(IllegalMoveError, lambda: START.parse(text), *words)


def test_bad_pending_decisions():
    after = START.play("a3-b4")
    error_message(IllegalMoveError, lambda: after.play("e1-e2"), "R4", "+a4")
    error_message(IllegalMoveError, lambda: after.play("*b4"), "R4")
    error_message(IllegalMoveError, lambda: after.play("+e5"), "R4", "a4-c6")
    error_message(IllegalMoveError, lambda: after.play("+b4 +b5"), "turn is complete")
    error_message(IllegalMoveError, lambda: START.play("a3-b4 +b4 e9-e8"), "turn is complete")
    error_message(IllegalMoveError, lambda: START.play("e1-e2 e9-e8"), "turn is complete")


def test_partial_turn_text_gives_a_pending_state():
    assert START.play("a3-b4").pending and START.play("a3 - B4").pending
    assert START.play("A3-B4 + B4") == START.play("a3-b4 +b4")


@pytest.mark.parametrize("text, words", [
    ("", ["five fields"]),
    ("SN 9/9/9/9/9/9/9/9/9 S -", ["five fields", "4 fields"]),
    ("SX 9/9/9/9/9/9/9/9/9 S - 0", ["seats"]),
    ("SW 9/9/9/9/9/9/9/9/9 S - 0", ["S and N or at W and E"]),
    ("SN 9/9/9/9/9/9/9/9 S - 0", ["9 ranks", "8"]),
    ("SN 9/9/9/9/9/9/9/9/8 S - 0", ["rank 1", "8 squares"]),
    ("SN 9/9/9/9/9/9/9/9/91 S - 0", ["rank 1", "more than 9"]),
    ("SN 9/9/9/9/9/9/9/9/W8 S - 0", ["side W", "no seat"]),
    ("SN 9/9/9/9/9/9/9/9/Q8 S - 0", ["'Q'"]),
    ("SN 9/9/9/9/9/9/9/9/.(Nq)8 S - 0", ["in parentheses"]),
    ("SN 9/9/9/9/9/9/9/9/S(Nn)8 S - 0", ["another player's colour"]),
    ("SN (Nn)9/9/9/9/9/9/9/9/9 S - 0", ["follows its square's tile"]),
    ("SN .(Nn).(Nn).(Nn).(Nn).(Nn)4/9/9/9/9/9/9/9/.(Sn)8 S - 0", ["North has 5 pieces"]),
    ("SN .(Nn)8/9/9/9/9/9/9/9/.(Sn)8 X - 0", ["side to move"]),
    ("SN .(Nn)8/9/9/9/9/9/9/9/.(Sn)8 S - x", ["completed turns"]),
    ("SN .(Nn)8/9/9/9/9/9/9/9/.(Sn)8 S - -1", ["completed turns"]),
    ("SN 9/9/9/9/9/9/9/9/.(Sn)8 S - 0", ["fewer than two"]),
    ("SN .(Nn)8/9/9/9/9/9/9/9/.(Sn)8 - - 0", ["marked over"]),
    ("SN .(Nn)8/9/9/9/9/9/9/9/.(Sn)8 S meeting 0", ["pending"]),
    ("SN .(Nn)8/9/9/9/9/9/9/9/.(Sn)8 S borderland:e5 0", ["should hold a piece"]),
    ("SN .(Nn)8/9/9/9/9/9/9/9/.(Sn)8 S reorient-cost:a1:2 0", ["too few"]),
    ("SN .(Nn)8/9/9/9/9/9/9/9/.(Sn)8 S borderland:a1:met 0", ["before_effects"]),
    ("SN .(Nn)8/9/9/9/9/9/9/9/.(Sn)8 S choice:a3-a1 0", ["not a connection"]),
    ("SN .(Nn)8/9/9/9/9/9/9/9/.(Sn)8 S - 0 extra", ["five fields"]),
    ("SN .(Nn)8/9/9/9/9/9/9/9/.(Sn)² S - 0", ["rank 1"]),
    ("SN .(Nn)8/9/9/9/9/9/9/9/.(Sn)8 S - ²", ["completed turns"]),
])
def test_bad_position_text(text, words):
    error_message(PositionError, lambda: PACRU.decode(text), *words)


def test_position_text_must_agree_with_players_and_options():
    text = PACRU.encode(START)
    error_message(PositionError, lambda: PACRU.decode(text, players=3), "2 players", "not 3")
    error_message(ValueError, lambda: PACRU.decode(text, seats_2p="W/E"), "seats_2p=W/E",
                  "S,N")
    error_message(PositionError, lambda: PACRU.decode(text, turn_order="N,S"), "seats",
                  "N,S")
    error_message(OptionError, lambda: PACRU.decode(text, colour="red"), "colour")
    error_message(PositionError, lambda: PACRU.decode("x" * 3000), "too long")
    assert PACRU.decode(text.lower()) == START


def test_target_reached_position_must_be_finished():
    tiles = {"S": [f"{f}{r}" for f in "abcde" for r in "123456789"]}
    error_message(PositionError, lambda: setup({"f1": "Sn", "i9": "Ns"}, tiles), "45 tiles",
                  "would be over")
    done = setup({"f1": "Sn", "i9": "Ns"}, tiles, to="-")
    assert done.outcome.winners == (0,)


@pytest.mark.parametrize("text, words", [
    ("pp1/pacru/2010//", ["rules version 2010", "2011"]),
    ("pp1/pacru/2011/players=5/", ["options", "5"]),
    ("pp1/pacru/2011/turn_order=S,W/", ["turn_order"]),
    ("pp1/pacru/2011//a3-b4.e9-e8", ["move 2", "R4"]),
    ("pp1/pacru/2011//a3-b4.+b4.e1-e2", ["move 3", "R2", "South's", "North's turn"]),
])
def test_bad_records(text, words):
    error_message(RecordError, lambda: Record.from_text(text), *words)


def test_record_of_decisions_round_trips():
    record = Record.new("pacru", players=3)
    for move in ("e9-e8", "i5-h4", "c1-d2", "+d2"):
        record = record.play(move)
    text = record.to_text()
    assert text.startswith("pp1/pacru/2011/players=3/")
    assert Record.from_text(text).state == record.state
    assert record.state == PACRU.start(players=3).play("e9-e8").play("i5-h4") \
        .play("c1-d2 +d2")


def test_a_whole_turn_in_one_record_entry_reads_as_its_decisions():
    record = Record.from_text("pp1/pacru/2011//a3-b4_+b4")
    assert record.moves == ("a3-b4", "+b4")
    assert record.to_text() == "pp1/pacru/2011//a3-b4.+b4"
