"""Hostile input, round 2 (issue 45), the engine's half: a PPN header nested a
hundred thousand deep, PPN with names and actions read back, names that render as
nothing or as a seat's name, and record texts that hide an action behind an escape,
give a game id twice or blame the wrong side. Every refusal is a typed error with a
short reason."""

import random

import pytest

from piecepad import agreed, games, ppn
from piecepad.errors import PiecepadError, RecordError
from piecepad.percent import quote
from piecepad.record import Record

from engine_helpers import error_message


# -- 1. a deeply nested PPN header ---------------------------------------------------
def nested(depth, key="GameType"):
    return f"---\n{key}: {'{a: ' * depth}x{'}' * depth}\n...\n1. a1-b1\n"


@pytest.mark.parametrize("depth", [40, 1_000, 50_000])
@pytest.mark.parametrize("key", ["GameType", "Piecepad", "Event", "Other"])
def test_a_deeply_nested_header_is_refused_saying_so(depth, key):
    """Was a RecursionError ("Something went wrong", the paste lost); 100,000 levels
    cost a gigabyte. Skipped fields are not read at all, whatever they hold."""
    text = nested(depth, key)
    if key == "Other":
        error_message(RecordError, lambda: ppn.from_ppn(text), "no GameType")
        return
    message = error_message(RecordError, lambda: ppn.from_ppn(text), key, "nest")
    assert len(message) < 200


def test_the_issues_hundred_thousand_levels_are_refused_by_size_before_any_parsing():
    error_message(RecordError, lambda: ppn.from_ppn(nested(100_000)), "too long")


def test_a_deeply_nested_block_field_is_refused_too():
    text = "---\nGameType:\n  Name: " + "{a: " * 5_000 + "}" * 5_000 + "\n...\n"
    error_message(RecordError, lambda: ppn.from_ppn(text), "GameType", "nest")


def test_the_mappings_ppn_files_use_still_read():
    for text in ("GameType: {Name: Tracers}", "GameType: {Name: {a: b}}"):
        try:
            ppn.from_ppn(f"---\n{text}\n...\n1. h8-g6\n")
        except RecordError as error:          # a name that is a mapping: said, not crashed
            assert "names no game" in str(error)


# -- 3. PPN with names and actions reads back ----------------------------------------
def played(game_id, rng, actions=True, names=("",)):
    """A game of ``game_id`` with random moves, and (two players) draw offers, their
    answers and maybe a resignation or an agreed draw at the end."""
    game = games.get(game_id)
    record = Record.new(game_id, seed=7) if game.uses_seed else Record.new(game_id)
    record = record.with_names(list(names)[:record.state.players])
    for _ in range(rng.randrange(0, 24)):
        state = record.state
        if state.outcome is not None:
            break
        seat = state.to_move
        if actions and state.players == 2 and rng.random() < 0.2:
            kinds = [k for k in ("offer", "accept", "decline")
                     if agreed.allowed(state, k, seat if k == "offer" else 1 - seat)]
            if kinds:
                kind = rng.choice(kinds)
                record = record.play(agreed.text(kind, seat if kind == "offer" else 1 - seat))
                continue
        record = record.play(rng.choice(state.legal_moves()))
    state = record.state
    if actions and state.outcome is None and state.players == 2 and rng.random() < 0.3:
        record = record.play(agreed.text("resign", state.to_move))
    return record


NAMES = [("", ""), ("Sam", "Alex B"), ("", "Zoë ❤\ufe0f"), ("Ana", ""), ("a;b/c%d", "{x}")]


@pytest.mark.parametrize("game_id", games.ids())
def test_every_game_with_names_and_actions_exports_ppn_that_reads_back(game_id):
    """Export then import gives the same record (names, id and actions too) for every
    game PPN is made for; the others refuse the export with a reason."""
    rng = random.Random(game_id)
    for k in range(40):
        record = played(game_id, rng, names=NAMES[k % len(NAMES)])
        if k % 3 == 0:
            record = record.with_gid("k3x9q2mtaa")
        if game_id not in ppn.supported():
            error_message(RecordError, lambda: ppn.to_ppn(record), "PPN")
            return
        text = ppn.to_ppn(record)
        back = ppn.from_ppn(text)
        assert back == record and back.to_text() == record.to_text(), text


@pytest.mark.parametrize("text", [
    "pp2/tracers/1.1//h8-g6.a1-b3.!resign:2",
    "pp2/tracers/1.1/name1=Sam;name2=Alex%20B/h8-g6.!offer:1.a1-b3.!accept:2",
    "pp2/tracers/1.1//!offer:2.h8-g6.!decline:1.a1-b3",
    "pp2/dodgem/1.0//!resign:1",
    "pp2/dodgem/1.0//a5-a6.!offer:2.!accept:1",
])
def test_the_issues_games_read_back_from_their_ppn_with_or_without_the_piecepad_field(text):
    """Share wrote "2. {!resign:2}" and "Open a game" said "Move 2. has no move"."""
    record = Record.from_text(text)
    written = ppn.to_ppn(record)
    assert ppn.from_ppn(written) == record
    bare = "\n".join(line for line in written.splitlines() if not line.startswith("Piecepad"))
    assert tuple(ppn.from_ppn(bare).moves) == tuple(record.moves)      # names are the field's


def test_an_action_comment_is_checked_like_a_links_action():
    head = "---\nGameType: Tracers\n...\n"
    error_message(RecordError, lambda: ppn.from_ppn(head + "1. h8-g6 1... {!resign:2}"),
                  "1...", "Dark cannot resign now", "Light's turn")
    error_message(RecordError, lambda: ppn.from_ppn(head + "1. {!surrender:1}"),
                  "is not an action")
    record = ppn.from_ppn(head + "1. h8-g6 1... {!resign:1} {Light resigned}")
    assert record.state.outcome is not None and record.moves[-1] == "!resign:1"


# -- 11. names that render as nothing, or as a seat's name ----------------------------
INVISIBLE = ["\u3164", "\u115f", "\u1160", "\uffa0", "\u2800", "\u034f", "\u17b4", "\u17b5",
             "\ufe0f", "\u200d", "\u200c", "\u3164\u3164", "\u200d\u200c", "\u2800 \u2800"]


@pytest.mark.parametrize("name", INVISIBLE, ids=lambda n: "+".join(f"U{ord(c):04X}" for c in n))
def test_a_name_that_renders_as_nothing_is_refused(name):
    message = error_message(agreed.PlayerNameError, lambda: agreed.clean_name(name),
                            "character a name cannot have")
    assert len(message) < 200
    text = f"pp2/tracers/1.1/name1={quote(name)}/"
    error_message(RecordError, lambda: Record.from_text(text), "name")


@pytest.mark.parametrize("name", ["Sam\u3164", "\u2800Sam", "S\u034fam", "Sam\u17b4",
                                  "\u200dSam", "Sam\u200c", "\ufe0fSam"])
def test_invisible_characters_are_refused_inside_a_name_too(name):
    error_message(agreed.PlayerNameError, lambda: agreed.clean_name(name), "character")


@pytest.mark.parametrize("name", ["Zoë ❤\ufe0f", "👨\u200d👩\u200d👧", "می\u200cخواهم",
                                  "Ana María", "李雷", "Ōno", "e\u0301", "#1 fan"])
def test_names_that_use_joiners_and_selectors_as_meant_still_read(name):
    assert agreed.clean_name(name) == name


@pytest.mark.parametrize("game_id,seat_names", [
    ("tracers", ("Light", "Dark", "light", "DARK", " Dark ", "ｄａｒｋ")),
    ("dodgem", ("Red", "Green", "rED")),
    ("pacru", ("South", "north")),
])
def test_a_name_equal_to_a_seats_name_is_refused(game_id, seat_names):
    """ "Dark (Light)" names the wrong side. The seats' names are the record's own
    (English), in any case and width: a link reads the same in every language."""
    record = Record.new(game_id)
    for name in seat_names:
        for names in ([name, ""], ["", name]):
            error_message(agreed.PlayerNameError, lambda: record.with_names(names),
                          "name of a side", name.strip())
    text = f"pp2/{game_id}/{record.game.rules_version}/name2={quote(seat_names[0])}/"
    error_message(RecordError, lambda: Record.from_text(text), "names", "side")
    assert record.with_names(["Darkness", "Lighter"]).names == ("Darkness", "Lighter")


def test_a_seat_of_another_game_or_player_count_is_a_name_like_any():
    assert Record.new("pacru").with_names(["East", "West"]).names == ("East", "West")
    assert Record.new("tracers").with_names(["Red", "Green"]).names == ("Red", "Green")


# -- 12. record reading ----------------------------------------------------------------
@pytest.mark.parametrize("moves", ["h8-g6.%21resign:1", "%21resign:2", "h8-g6.%21offer:1",
                                   "_!resign:2", "h8-g6.%20!resign:1", "%21RESIGN:2"])
@pytest.mark.parametrize("tag", ["pp1", "pp2"])
def test_an_escaped_action_is_refused(tag, moves):
    """%21 is "!": the pp1 check looked at the text before unescaping, so a pp1 link
    could resign for a player. Piecepad never escapes "!", so an escaped action is
    not one it wrote, in either format."""
    text = f"{tag}/tracers/1.1//{moves}"
    message = error_message(RecordError, lambda: Record.from_text(text), "action")
    assert len(message) < 200


def test_plain_actions_still_read_in_pp2_and_are_refused_in_pp1():
    assert Record.from_text("pp2/tracers/1.1//h8-g6.!resign:1").state.outcome is not None
    error_message(RecordError, lambda: Record.from_text("pp1/tracers/1.1//h8-g6.!resign:1"),
                  "pp2")


@pytest.mark.parametrize("opts", ["gid=k3x9q2mtaa;gid=k3x9q2mtab",
                                  "gid=k3x9q2mtaa;gid=k3x9q2mtaa",
                                  "gid=NOT!VALID;gid=k3x9q2mtaa",
                                  "gid=;gid=k3x9q2mtaa",
                                  "gid=k3x9q2mtaa;name1=Sam;gid=abcdefgh"])
def test_a_game_id_given_twice_is_refused(opts):
    """The last one won, even after an invalid one; a name given twice was refused."""
    error_message(RecordError, lambda: Record.from_text(f"pp2/tracers/1.1/{opts}/h8-g6"),
                  "gid", "twice")


@pytest.mark.parametrize("opts", ["axis=V;axis=H", "axis=V;axis=V", "from=x;from=y"])
def test_any_option_given_twice_is_refused(opts):
    error_message(RecordError, lambda: Record.from_text(f"pp1/dodgem/1.0/{opts}/"), "twice")


def test_a_second_draw_offer_names_the_side_whose_offer_stands():
    """Light's offer stands through Light's own move; Dark may answer it, not offer."""
    text = "pp2/tracers/1.1//h8-g6.!offer:1.a1-b3.!offer:2"
    message = error_message(RecordError, lambda: Record.from_text(text), "move 4",
                            "Light has offered a draw already")
    assert "Dark has offered" not in message
    error_message(RecordError, lambda: Record.from_text("pp2/tracers/1.1//h8-g6.!offer:1."
                                                        "!offer:1"),
                  "Light has offered a draw already")


def test_every_refusal_here_is_a_piecepad_error():
    for text in ("pp1/tracers/1.1//%21resign:1", "pp2/tracers/1.1/gid=abcdefg;gid=abcdefh/"):
        with pytest.raises(PiecepadError):
            Record.from_text(text)


# -- sizes checked before reading ---------------------------------------------------------
@pytest.mark.parametrize("text", ["pp1/dodgem/1.0//" + "%41" * 1_500_000,
                                  "pp1/dodgem/1.0/axis=" + "%41" * 1_500_000 + "/",
                                  "pp2/tracers/1.1/name1=" + "a" * 10_000_000 + "/"])
def test_a_record_text_longer_than_any_record_is_refused_before_it_is_unescaped(text,
                                                                                  monkeypatch):
    import piecepad.record as record_module
    monkeypatch.setattr(record_module, "unquote", lambda *_: pytest.fail("unescaped"))
    message = error_message(RecordError, lambda: Record.from_text(text), "characters long")
    assert len(message) < 200


def test_the_longest_records_piecepad_writes_fit_under_the_text_limit():
    from piecepad.record import MAX_MOVES, MAX_TEXT
    moves = ".".join(["c4-e5_via_c5,d5_nomark"] * MAX_MOVES)     # the longest move text
    assert len(f"pp2/tracers/1.1/name1={'%E3%85%A4' * 20}/{moves}") < MAX_TEXT


def test_a_ppn_text_longer_than_any_game_is_refused_before_it_is_read():
    error_message(RecordError, lambda: ppn.from_ppn("1. a1-b1 " * 40_000), "too long")
    # and the longest Piecepad writes (5,000 Dodg'em moves, 93 kB) reads
    assert ppn.MAX_CHARS >= 3 * 93_000
