"""PPN export and import (py/piecepad/ppn.py) for Dodg'em and Tracers: seeded random
games round-trip under several option sets, the text keeps to the PPN grammar
piecepackr reads, bad input raises RecordError with a reason, and a small golden
file per game stays as written (tests/engine/golden/)."""

import random
import re
from pathlib import Path

import pytest

from piecepad import ppn
from piecepad.errors import PiecepadError, RecordError
from piecepad.record import Record

GOLDEN = Path(__file__).resolve().parent / "golden"
OPTION_SETS = {
    "dodgem": ({}, {"axis": "V"}, {"draw_rule": "none", "classic_end": "on"}),
    "tracers": ({}, {"first_player": "light"},
                {"knight_path": "either_L", "optional_mark_occupied": True},
                {"both_trapped": "draw", "capture_ignores_own_mark": True}),
}
SEEDS = range(50)
PLY_LIMIT = 400


def playout(game_id, seed):
    """A seeded random game (the option set chosen by the seed too), as a Record."""
    rng = random.Random(seed)
    options = OPTION_SETS[game_id][seed % len(OPTION_SETS[game_id])]
    record = Record.new(game_id, **options)
    while record.state.outcome is None and len(record.moves) < PLY_LIMIT:
        record = record.play(rng.choice(record.state.legal_moves()))
    return record


# -- the grammar: what the PPN spec (and piecepackr's reader) allows -----------------------
SQUARE = r"[a-z]+[0-9]+"
MOVE = re.compile(rf"^(?:{SQUARE}[-:]{SQUARE}|\*{SQUARE})$")
NUMBER = re.compile(r"^[A-Za-z0-9_]+\.+$")


def check_grammar(text):
    """The PPN layout: a '---' line, a YAML mapping, a '...' line, then movetext of
    move numbers, moves and {comments}, each separated by whitespace, no line starting
    with '---' or '...'. Returns the movetext elements."""
    lines = text.splitlines()
    assert lines[0] == "---"
    end = lines.index("...")
    for line in lines[1:end]:
        assert re.match(r"^(?:[A-Z][A-Za-z]*: \S.*|[A-Z][A-Za-z]*:|  [A-Z][A-Za-z]*: \S.*)$",
                        line), line
    movetext = lines[end + 1:]
    assert not any(line.startswith(("---", "...")) for line in movetext)
    elements = re.findall(r"\{[^{}]*\}|[^\s{}]+", " ".join(movetext))
    assert "".join(elements).replace(" ", "") == "".join(movetext).replace(" ", "")
    for element in elements:
        assert (element.startswith("{") or NUMBER.match(element) or MOVE.match(element)), element
    return elements


def check_header_is_yaml(text, record):
    yaml = pytest.importorskip("yaml")
    header = text.split("\n...\n")[0]
    fields = yaml.safe_load(header.lstrip("-\n"))
    assert fields["Piecepad"] == record.to_text()
    if record.game.id == "dodgem":
        assert fields["GameType"] == {"Name": "Dodgem", "Variant": "schoessow"}
    else:
        assert fields["GameType"] == "Tracers"


@pytest.mark.parametrize("game_id", ("dodgem", "tracers"))
@pytest.mark.parametrize("seed", SEEDS)
def test_random_games_round_trip(game_id, seed):
    record = playout(game_id, seed)
    text = ppn.to_ppn(record)
    elements = check_grammar(text)
    plies = [e for e in elements if MOVE.match(e)] + [e for e in elements if e == "{pass}"]
    assert len(plies) == len(record.moves)
    numbers = [e for e in elements if NUMBER.match(e)]
    assert len(numbers) == len(record.moves)
    assert numbers[:2] == ["1.", "1..."][:len(numbers[:2])]
    check_header_is_yaml(text, record)
    assert ppn.from_ppn(text) == record
    # The movetext alone replays too where it says everything: default options (and
    # Tracers with Light first, guessed from the first move).
    options = dict(record.start_args)
    if not options or options == {"first_player": "light"}:
        bare = "\n".join(line for line in text.splitlines() if not line.startswith("Piecepad:"))
        assert ppn.from_ppn(bare) == record


def test_numbering_is_the_move_lists():
    record = Record.from_text("pp1/tracers/1.1//h8-f7.a1-b3.f7-e5")
    text = ppn.to_ppn(record)
    assert text.endswith("...\n1. h8-f7 1... a1-b3 2. f7-e5\n")


def test_a_pass_is_an_empty_numbered_move():
    rng = random.Random(77)                 # this game has Red pass at ply 83
    record = Record.new("dodgem", draw_rule="none")
    while "pass" not in record.moves:
        record = record.play(rng.choice(record.state.legal_moves()))
    record = record.play(rng.choice(record.state.legal_moves()))
    text = ppn.to_ppn(record)
    assert "{pass}" in text
    assert ppn.from_ppn(text) == record
    # Without the Piecepad field (so under the default draw rule) the moves replay the
    # same, and a file that leaves the forced pass out too.
    bare = "\n".join(line for line in text.splitlines() if not line.startswith("Piecepad:"))
    assert tuple(ppn.from_ppn(bare).moves) == tuple(record.moves)
    quiet = bare.replace(" {pass}", "")
    assert tuple(ppn.from_ppn(quiet).moves) == tuple(record.moves)


@pytest.mark.parametrize("name", ("dodgem", "tracers"))
def test_golden_files(name):
    text = (GOLDEN / f"{name}.ppn").read_text()
    record = ppn.from_ppn(text)
    assert ppn.to_ppn(record) == text
    check_grammar(text)


def test_piecepackr_style_files_read():
    """Written by hand the way the PPN examples are: flow-style GameType, other fields,
    no '---', comments, several lines, no Piecepad field."""
    text = ("GameType: {Name: Dodgem, Variant: Schoessow}\nEvent: \"Club night\"\n"
            "Players: [Ann, Bob]\n\n1. a5-a6 {Red opens} 1... f2-e2\n2. a1-b1\n")
    record = ppn.from_ppn(text)
    assert record.to_text() == "pp1/dodgem/1.0//a5-a6.f2-e2.a1-b1"
    text = "---\nGameType: Tracers\n...\n1. a1-b3 1... h8-f7 2. b3-d4 {via b2,b3}\n"
    with pytest.raises(RecordError, match="via"):
        ppn.from_ppn(text)
    assert ppn.from_ppn(text.replace(" {via b2,b3}", "")).to_text() == \
        "pp1/tracers/1.1/first_player=light/a1-b3.h8-f7.b3-d4"


BAD = [
    (None, "no GameType"),
    (12, "GameType"),
    ("", "no GameType"),
    ("---\nGameType: Chess\n...\n1. e2-e4\n", "Dodg'em and Tracers"),
    ("---\nGameType: Dodgem\n...\n1. a1-b1\n", "vout"),
    ("---\nGameType:\n  Name: Dodgem\n  Variant: schoessow\n  NRows: 8\n...\n", "6 by 6"),
    ("---\nGameType: Tracers\nPiecepad: 'pp1/dodgem/1.0//'\n...\n", "Dodg'em record"),
    ("---\nGameType: Tracers\nPiecepad: 'pp9/x'\n...\n", "Piecepad field"),
    ("---\nGameType: Tracers\nPiecepad: 'pp1/tracers/1.1//h8-f7'\n...\n1. h8-g6\n",
     "disagree at move 1"),
    ("---\nGameType: Tracers\nPiecepad: 'pp1/tracers/1.1//h8-f7'\n...\n", "disagree"),
    ("---\nGameType: Tracers\n...\n1. h8-h7\n", "move 1. h8-h7 does not replay"),
    ("---\nGameType: Tracers\n...\n1. h8@f7\n", "not a move Piecepad reads"),
    ("---\nGameType: Tracers\n...\n1. *h8\n", "not a move Piecepad reads"),
    ("---\nGameType: {Name: Dodgem, Variant: schoessow}\n...\n1. a1-b1 {oops\n", "unmatched"),
    ("---\nGameType: {Name: Dodgem, Variant: schoessow}\n...\n1. a1-b1 1...\n", "not blocked"),
    ("---\nGameType: Tracers\n...\n1. h8-f7\n---\nGameType: Tracers\n...\n", "more than one"),
    ("---\nGameType 'Tracers'\n...\n", "not a 'Name: value' field"),
    ("---\nGameType: 'Tracers\n...\n", "quote"),
    ("---\nGameType: {Name: Dodgem, Variant: schoessow\n...\n", "does not close"),
    ("---\nGameType: Tracers\nGameType: Tracers\n...\n", "two GameType"),
    ("---\nGameType: {Name: Tracers, Seed: 3}\n...\n", "seed"),
    ("---\n  GameType: Tracers\n  Piecepad: 1\nEvent: x\n...\n", "less indented"),
    ("x" * (ppn.MAX_CHARS + 1), "too long"),
]


@pytest.mark.parametrize("text,words", BAD, ids=[str(i) for i in range(len(BAD))])
def test_bad_input_raises_record_error_with_a_reason(text, words):
    with pytest.raises(RecordError) as info:
        ppn.from_ppn(text)
    message = str(info.value)
    assert re.search(words, message, re.I), message
    assert len(message) < 300


def test_export_is_for_dodgem_and_tracers():
    with pytest.raises(RecordError, match="Dodg'em and Tracers"):
        ppn.to_ppn(Record.new("quet"))
    with pytest.raises(PiecepadError):
        ppn.to_ppn("pp1/dodgem/1.0//")


# -- real PPN files of other games (tests/engine/ppn_samples/, origin in its README) -------
SAMPLES = Path(__file__).resolve().parent / "ppn_samples"
# Each file and the words its refusal must hold: the game it is, which Piecepad does not
# play (or, without a GameType, that the file does not say).
SAMPLE_REASONS = {
    "alien-city": "Alien City", "american-checkers": "American Checkers",
    "desfases": "Desfases", "four-field-kono": "Four Field Kono", "fujisan": "Fujisan",
    "ice-floe": "Ice Floe", "international-chess": "International Chess", "japan": "Japan",
    "plans-of-action": "Plans of Action", "relativity": "Relativity",
    "relativity-2021": "Relativity", "spaiji": "Spaiji", "spoff": "Spoff",
    "tablut": "Tablut", "tic-tac-toe": "Tic-Tac-Toe.*no GameType", "ultima-rhe": "Ultima",
    "xiangqi": "Xiangqi",
}


def test_every_sample_file_is_listed():
    assert sorted(p.stem for p in SAMPLES.glob("*.ppn")) == sorted(SAMPLE_REASONS)


@pytest.mark.parametrize("name", sorted(SAMPLE_REASONS))
def test_a_real_file_of_another_game_is_refused_naming_it(name):
    text = (SAMPLES / f"{name}.ppn").read_text(encoding="utf-8")
    with pytest.raises(RecordError) as info:
        ppn.from_ppn(text)
    message = str(info.value)
    assert re.search(SAMPLE_REASONS[name], message), message
    if name != "tic-tac-toe":
        assert "does not play" in message, message
    assert len(message) < 200


def test_an_indented_header_is_read():
    """YAML allows the whole header indented (japan.ppn): its fields are read as fields."""
    assert ppn.from_ppn("---\n  GameType: Tracers\n...\n1. h8-f7\n").to_text() == \
        "pp1/tracers/1.1//h8-f7"
    text = ("---\n    GameType:\n      Name: Dodgem\n      Variant: schoessow\n"
            "    Event: club\n...\n1. a5-a6\n")
    assert ppn.from_ppn(text).to_text() == "pp1/dodgem/1.0//a5-a6"
    with pytest.raises(RecordError, match="line 3 .* less indented"):
        ppn.from_ppn("---\n  GameType: Tracers\nPiecepad: 'pp1/tracers/1.1//'\n...\n")


@pytest.mark.parametrize("data", (b"---\nGameType: Tracers\n...\n", bytearray(b"1. a1-b3")))
def test_bytes_are_refused_as_bytes(data):
    with pytest.raises(RecordError, match="bytes") as info:
        ppn.from_ppn(data)
    assert "GameType" not in str(info.value)
