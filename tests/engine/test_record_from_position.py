"""Records that start from a set-up position (``from=`` in the options field)."""

import random

import pytest

from piecepad import games
from piecepad.app.saves import MemoryStore, Save, Saves
from piecepad.errors import RecordError
from piecepad.record import FROM, Record

GAME_IDS = ("dodgem", "pacru", "quet", "tracers", "tracross", "tracross-solitaire")


def _opening(game_id, rng, **options):
    game = games.get(game_id)
    if game.uses_seed:
        options["seed"] = rng.randrange(1000)
    return Record.new(game_id, **options)


def _play(record, rng, plies):
    for _ in range(plies):
        moves = record.state.legal_moves()
        if not moves:
            break
        record = record.play(rng.choice(moves))
    return record


def _mid_game(game_id, rng, **options):
    """A position reached by random play that is not over, and its record."""
    for _ in range(50):
        record = _play(_opening(game_id, rng, **options), rng, rng.randrange(1, 12))
        if record.state.outcome is None:
            return record
    raise AssertionError(f"{game_id}: no unfinished position found")


def _options(record):
    """The record's options for decoding its position: the seed went into it."""
    return {k: v for k, v in record.start_args if k not in ("seed", FROM)}


CASES = [(g, o) for g in GAME_IDS for o in ({},)] + [
    ("pacru", {"players": 3}), ("pacru", {"players": 4}), ("quet", {"n": 4, "target": 2}),
    ("dodgem", {"axis": "V"}), ("tracers", {"knight_path": "either_L"}),
    ("tracross", {"roll_each_turn": True}), ("tracross", {"size": 4, "first_player": 2}),
]


@pytest.mark.parametrize("game_id,options", CASES)
def test_round_trip_from_a_mid_game_position(game_id, options):
    rng = random.Random(f"{game_id}{sorted(options.items())}")
    game = games.get(game_id)
    for _ in range(4):
        before = _mid_game(game_id, rng, **options)
        position = game.encode(before.state)
        record = Record.new(game_id, **_options(before), **{FROM: position})
        assert record.state == before.state
        assert record.start_position == position
        assert len(record) == 0
        record = _play(record, rng, rng.randrange(0, 15))
        text = record.to_text()
        assert text.count("/") == 4          # the position's '/' are escaped
        again = Record.from_text(text)
        assert again == record and hash(again) == hash(record)
        assert again.to_text() == text
        assert again.states == record.states
        # Saves keep it by its text: written, listed and loaded back.
        store = MemoryStore()
        Saves(store).write(Save("g1", record, len(record), 5))
        fresh = Saves(MemoryStore(store.items))
        loaded = fresh.load("g1")
        assert loaded.record == record and loaded.cursor == len(record)
        assert fresh.find(record).id == "g1"


def test_start_is_part_of_equality():
    opening = Record.new("dodgem")
    same_position = Record.new("dodgem", **{FROM: games.get("dodgem").encode(opening.state)})
    assert same_position.state == opening.state
    assert same_position != opening and same_position.to_text() != opening.to_text()
    # The position is kept canonical: case and spacing do not make another record.
    loose = Record.new("dodgem", **{FROM: "  5g/r4g/R4G/R4G/R4G/R5   R "})
    assert loose == same_position and hash(loose) == hash(same_position)


def test_from_position_equals_new_with_from():
    pos = "6/6/6/5R/6/G5 r"
    assert Record.from_position("dodgem", pos) == Record.new("dodgem", **{FROM: pos})
    assert Record.from_text(Record.from_position("dodgem", pos).to_text()).state == \
        games.get("dodgem").decode(pos)


def test_undo_and_branching_keep_the_start():
    record = Record.from_position("dodgem", "6/6/6/5R/6/G5 r")
    played = record.play(record.state.legal_moves()[0])
    assert played.upto(0) == record
    assert played.upto(0).start_position == record.start_position


BAD = [
    ("dodgem", "garbage", "is not a Piecepack Dodg'em position"),
    ("dodgem", "6/6/6/6/6/6 r", "both players have borne off"),
    ("dodgem", "RRRRRR/6/6/6/6/G5 r", "Red has 6 coins"),
    ("tracers", "5G/R4G/R4G/R4G/R4G/R5 r", "is not a Tracers position"),     # wrong game
    ("tracers", "......../......../......../......../......../......../......../........ d4 d4 l -",
     "is a finished game"),
    ("quet", "x" * 5000, "5,000 characters long"),
    ("pacru", "SN 4.(Ns)4/9/9/9/.(Sw)8/9/9/9/9 S - 0", "is a finished game"),
    ("pacru", "SN 9/9/9/9/9/9/9/9/9 S - 0", "fewer than two players have pieces"),
    ("tracross", "..../..../..../.... 2 2,1 -,-", "the player to move is 1"),
    ("tracross-solitaire", "112/212/212 .../...", "is not a Tracross solitaire position"),
]


@pytest.mark.parametrize("game_id,position,reason", BAD)
def test_bad_start_positions_are_refused_with_the_reason(game_id, position, reason):
    with pytest.raises(RecordError) as info:
        Record.new(game_id, **{FROM: position})
    message = str(info.value)
    assert reason in message and "start position" in message
    assert len(message) < 400                    # quotes only an excerpt
    # The same from a link.
    from urllib.parse import quote
    game = games.get(game_id)
    text = f"pp1/{game_id}/{game.rules_version}/from={quote(position, safe='')}/"
    with pytest.raises(RecordError, match="start position"):
        Record.from_text(text)


@pytest.mark.parametrize("junk", [7, b"5G", ["a"], "\x00" * 10, "%" * 30, "/" * 9])
def test_junk_start_positions(junk):
    with pytest.raises(RecordError):
        Record.new("dodgem", **{FROM: junk})


def test_a_start_position_takes_no_seed():
    with pytest.raises(RecordError, match="no seed"):
        Record.new("tracross", seed=3, **{FROM: "..../..../..../.... 1 2,1 -,-"})


def test_options_must_agree_with_the_position():
    with pytest.raises(RecordError, match="size"):
        Record.new("tracross", size=5, **{FROM: "..../..../..../.... 1 2,1 -,-"})
    with pytest.raises(RecordError, match="option"):
        Record.new("dodgem", colour="blue", **{FROM: "6/6/6/5R/6/G5 r"})


def test_moves_after_the_start_are_checked_against_it():
    record = Record.from_position("dodgem", "6/6/6/5R/6/G5 r")
    text = record.to_text() + "a1-a2"         # Green's coin: not Red's move
    with pytest.raises(RecordError, match="move 1 does not replay"):
        Record.from_text(text)


def test_ppn_refuses_a_set_up_start():
    from piecepad import ppn
    with pytest.raises(RecordError, match="set-up"):
        ppn.to_ppn(Record.from_position("dodgem", "6/6/6/5R/6/G5 r"))


def test_hostile_random_positions_never_crash():
    rng = random.Random(13)
    alphabet = "RGrg0123456789/ .lbdo+-,:;()SWNEnesw"
    for game_id in GAME_IDS:
        for _ in range(300):
            text = "".join(rng.choice(alphabet) for _ in range(rng.randrange(0, 80)))
            try:
                Record.new(game_id, **{FROM: text})
            except RecordError:
                pass
