"""The set-up editor's model (piecepad.setup): every game's adapter reads and
writes its position text, brushes change squares, and the game's own decoder
judges the result."""

import random

import pytest

from piecepad import games, setup
from piecepad.errors import PositionError
from piecepad.record import Record
from piecepad.setup import TO_MOVE, SetUp

GAME_IDS = ("dodgem", "pacru", "quet", "tracers", "tracross", "tracross-solitaire")


def _random_record(game_id, rng, plies, **options):
    game = games.get(game_id)
    if game.uses_seed:
        options["seed"] = rng.randrange(1000)
    record = Record.new(game_id, **options)
    for _ in range(plies):
        moves = record.state.legal_moves()
        if not moves:
            break
        record = record.play(rng.choice(moves))
    return record


def test_every_catalogued_game_has_an_editor():
    for game_id in GAME_IDS:
        assert setup.supported(game_id)
    assert not setup.supported("no-such-game")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_reading_a_position_writes_it_back(game_id):
    rng = random.Random(game_id)
    game = games.get(game_id)
    for _ in range(25):
        record = _random_record(game_id, rng, rng.randrange(0, 30))
        edit = SetUp.from_record(record)
        text = game.encode(record.state)
        if record.state.pending:          # Pacru mid-turn: the set-up starts the turn
            assert edit.position_text().split()[3] == "-"
            continue
        if record.state.outcome is not None:
            assert edit.check() is not None
            continue
        assert edit.position_text() == text
        assert edit.check() is None
        assert edit.state() == record.state


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_brush_on_every_square_is_judged_by_the_decoder(game_id):
    """Painting never crashes; check() is exactly the decoder's verdict."""
    rng = random.Random(7)
    edit = SetUp.new(game_id)
    game = games.get(game_id)
    for _ in range(120):
        brush = rng.choice(edit.brushes())
        square = edit.draft.name(rng.randrange(len(edit.draft.cells)))
        edit = edit.apply(square, brush.id)
        for field in edit.fields():
            if rng.random() < 0.1:
                edit = edit.choose(field.name, rng.choice(field.choices)[0])
        reason = edit.check()
        try:
            state = game.decode(edit.position_text(), **edit.decode_options())
        except PositionError as e:
            assert reason == str(e)
        else:
            assert (reason is None) == (state.outcome is None)
            if reason is None:     # a position the editor accepts starts a game
                record = Record.new(game_id, **edit.start_form())
                assert record.state == state


def test_dodgem_brushes_and_to_move():
    edit = SetUp.new("dodgem")
    assert edit.position_text() == "5G/R4G/R4G/R4G/R4G/R5 r"
    edit = edit.apply("c3", "red").set_to_move(1)
    assert edit.position_text() == "5G/R4G/R4G/R1R2G/R4G/R5 g"
    # A sixth Red coin: the decoder's reason, word for word.
    assert edit.check() == "Red has 6 coins on the board; there are only 5"
    fixed = edit.apply("a1", "empty")
    assert fixed.check() is None and fixed.state().to_move == 1
    assert edit.clear().check() == "both players have borne off every coin; only one can"


def test_selecting_a_brush_then_tapping():
    edit = SetUp.new("dodgem").select("green")
    assert edit.selected().id == "green"
    assert edit.apply("d4").draft.cells[edit.draft.index("d4")] == "G"


def test_tracers_pawns_and_scored_lines():
    edit = SetUp.new("tracers")
    edit = edit.apply("d4", "light-pawn").apply("e5", "dark-pawn")
    assert edit.position_text().split()[1:3] == ["d4", "e5"]
    for x in "abcdefgh":
        edit = edit.apply(f"{x}2", "dark-mark")
    # Rank 2 is complete, so it is scored, by Dark (who has its marks) until changed.
    assert edit.position_text().endswith(" 2:d")
    assert edit.check() is None
    edit = edit.choose("line-2", "l")
    assert edit.position_text().endswith(" 2:l")
    assert edit.apply("c2", "no-mark").position_text().endswith(" -")
    # A pawn on its own mark: refused with the decoder's reason.
    assert "never lands on its own mark" in edit.apply("d4", "light-mark").check()


def test_quet_to_move_sets_the_move_counts():
    edit = SetUp.new("quet")
    orange = edit.set_to_move(1)
    assert orange.position_text().split()[2:] == ["1,0", "0,0", "o"]
    assert orange.check() is None and orange.state().to_move == 1
    assert orange.set_to_move(0).position_text() == edit.position_text()


def test_tracross_next_piece_forgets_its_roll():
    edit = SetUp.from_state(games.get("tracross").start(seed=42, size=4))
    assert edit.position_text() == "..../..../..../.... 1 2,1 5,1"
    edit = edit.choose("next1", "3")
    assert edit.position_text() == "..../..../..../.... 1 3,1 -,1"
    assert edit.check() is None
    one = edit.apply("b2", "piece-2")
    assert "the player to move is 2" in one.check()
    assert one.set_to_move(1).check() is None


def test_solitaire_edits_the_puzzle_and_the_board():
    edit = SetUp.from_state(games.get("tracross-solitaire").start(original="112/212/212"))
    edit = edit.apply("a3", "piece-2").apply("c1", "original-3")
    assert edit.position_text() == "112/212/213 2../.../..."
    assert edit.check() is None
    assert edit.clear().position_text() == "112/212/213 .../.../..."
    record = Record.new("tracross-solitaire", **edit.start_form())
    assert record.state.original[edit.draft.index("c1")] == 3


def test_pacru_chevrons_turn_and_seats():
    edit = SetUp.new("pacru")
    assert edit.check() is None
    e6 = edit.apply("e6", "piece-n")            # facing the chosen direction (n)
    assert e6.draft.cells[e6.draft.index("e6")] == ".Nn"
    turned = e6.apply("e6", "piece-n")           # tapped again: turned clockwise
    assert turned.draft.cells[turned.draft.index("e6")] == ".Nne"
    assert "pieces" in turned.check()            # a fifth North chevron is too many
    under = e6.apply("e6", "tile-s")             # a tile under a chevron keeps it
    assert under.draft.cells[under.draft.index("e6")] == "SNn"
    assert "another" in under.check()            # a piece never stands on another colour
    assert e6.apply("e6", "no-piece").position_text() == edit.position_text()
    west_east = edit.choose("seats", "EW")
    assert west_east.draft.field(TO_MOVE) == "E"
    assert west_east.check() is not None         # the chevrons are South's and North's


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("junk", ["", "x", "/ / / / /", "9" * 50, "a b c d e f g", "()" * 40])
def test_unreadable_text_raises_position_error(game_id, junk):
    try:
        SetUp.from_text(game_id, junk)
    except PositionError:
        pass


def test_bad_squares_brushes_and_choices_are_refused():
    edit = SetUp.new("dodgem")
    for square in ("z9", "a7", "", "a", "a0"):
        with pytest.raises(PositionError):
            edit.apply(square)
    with pytest.raises(PositionError, match="no brush"):
        edit.select("pawn")
    with pytest.raises(PositionError, match="not one of"):
        edit.choose(TO_MOVE, "b")
    with pytest.raises(PositionError, match="no choice"):
        edit.choose("moves", "1,1")               # carried along, not shown
