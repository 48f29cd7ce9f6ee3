"""The shared engine machinery: registry, Grid, options, Move, State values, parsing."""

import pytest

import piecepad
from piecepad import IllegalMoveError, OptionError, PiecepadError, games
from piecepad.game import Move, Outcome
from piecepad.grid import Grid
from piecepad.options import Option, format_value

from engine_helpers import DODGEM, error_message, setup, texts

# docs/engine.md, "Games": every game the app knows of.
CONTRACT_IDS = {"dodgem", "pacru", "quet", "tracers", "tracross", "tracross-solitaire"}


# -- registry -------------------------------------------------------------

def test_ids_is_a_sorted_tuple_of_gettable_games():
    ids = games.ids()
    assert isinstance(ids, tuple)
    assert list(ids) == sorted(ids)
    assert "dodgem" in ids
    for game_id in ids:
        assert games.get(game_id).id == game_id


def test_the_catalogue_is_the_contract_list():
    assert set(games.ids()) == CONTRACT_IDS


def test_unknown_game_id_names_it_and_lists_known_ids():
    message = error_message(KeyError, lambda: games.get("chess"), "chess")
    for game_id in games.ids():
        assert game_id in message


def test_dodgem_identity():
    game = games.get("dodgem")
    assert (game.id, game.rules_version) == ("dodgem", "1.0")
    assert "Dodg" in game.title
    assert (game.min_players, game.max_players) == (2, 2)
    declared = {o.name: o.default for o in game.options}
    assert declared == {"axis": "H", "draw_rule": "repetition3", "classic_end": "off"}
    assert all(o.help for o in game.options)


# -- Grid -----------------------------------------------------------------

GRID = Grid(6, 6)


def test_grid_names_a1_bottom_left_files_then_ranks():
    assert len(GRID.names) == 36 == len(set(GRID.names))
    assert (GRID.names[0], GRID.names[5], GRID.names[6], GRID.names[35]) == ("a1", "f1", "a2", "f6")
    assert GRID.xy(GRID.parse("c5")) == (2, 4)
    assert GRID.rows_top_down()[0][0] == GRID.parse("a6")


@pytest.mark.parametrize("name", GRID.names)
def test_grid_parse_round_trips_every_square(name):
    sq = GRID.parse(name)
    assert GRID.name(sq) == name
    assert GRID.parse(f"  {name.upper()} ") == sq
    assert GRID.index(*GRID.xy(sq)) == sq


@pytest.mark.parametrize("text, words", [
    ("g1", ["g1", "not on the 6x6 board"]),
    ("a7", ["a7", "not on the 6x6 board"]),
    ("a0", ["a0", "not a square name"]),
    ("", ["not a square name"]),
    ("11", ["11", "not a square name"]),
    ("b", ["not a square name"]),
    ("a-1", ["not a square name"]),
])
def test_grid_refuses_bad_square_names(text, words):
    error_message(ValueError, lambda: GRID.parse(text), *words)


@pytest.mark.parametrize("square, dx, dy", [
    ("a1", -1, 0), ("a1", 0, -1), ("f6", 1, 0), ("f6", 0, 1),
    ("f1", 1, 0),      # would wrap to a2 if steps were plain index arithmetic
    ("a2", -1, 0),     # would wrap to f1
    ("c6", 0, 1), ("c1", 0, -1),
])
def test_grid_step_off_the_board_is_none(square, dx, dy):
    assert GRID.step(GRID.parse(square), dx, dy) is None


def test_grid_step_on_the_board():
    assert GRID.name(GRID.step(GRID.parse("c3"), 1, 0)) == "d3"
    assert GRID.name(GRID.step(GRID.parse("c3"), 0, -1)) == "c2"
    assert GRID.name(GRID.step(GRID.parse("f1"), 0, 1)) == "f2"


# -- options --------------------------------------------------------------

def test_unknown_option_names_it_and_the_game_options():
    error_message(OptionError, lambda: DODGEM.start(colour="red"),
                  "colour", "axis", "draw_rule", "classic_end")


@pytest.mark.parametrize("name, value, allowed", [
    ("axis", "X", ["H", "V"]),
    ("axis", "", ["H", "V"]),
    ("classic_end", "yes", ["off", "on"]),
    ("classic_end", True, ["off", "on"]),
    ("draw_rule", "ply_cap:0", ["repetition3", "none", "ply_cap:N"]),
    ("draw_rule", "ply_cap:x", ["repetition3", "none", "ply_cap:N"]),
    ("draw_rule", "ply_cap:", ["ply_cap:N"]),
    ("draw_rule", "ply_cap:-3", ["ply_cap:N"]),
    ("draw_rule", "ply_cap:1.5", ["ply_cap:N"]),
    ("draw_rule", "repetition2", ["repetition3"]),
])
def test_bad_option_value_names_option_and_allowed_values(name, value, allowed):
    error_message(OptionError, lambda: DODGEM.start(**{name: value}), name, *allowed)


@pytest.mark.parametrize("cap", ["ply_cap:1", "ply_cap:7", "ply_cap:200", "ply_cap:100000"])
def test_ply_cap_n_is_accepted(cap):
    assert DODGEM.start(draw_rule=cap).options["draw_rule"] == cap


def test_wrong_player_count_is_an_option_error():
    error_message(OptionError, lambda: DODGEM.start(players=3), "2 players", "3")
    assert DODGEM.start(players=2).players == 2


def test_options_resolve_in_declared_order_whatever_the_call_order():
    a = DODGEM.start(classic_end="on", axis="V")
    b = DODGEM.start(axis="V", classic_end="on")
    assert a.settings == b.settings and hash(a.settings) == hash(b.settings)
    assert a == b
    assert list(a.options) == ["axis", "draw_rule", "classic_end"]
    assert a.options == {"axis": "V", "draw_rule": "repetition3", "classic_end": "on"}


FLAG = Option("flag", False)
SIZE = Option("size", 4, (3, 4, 5))
CAP = Option("cap", None, (None, 10, 20))


@pytest.mark.parametrize("text, value", [
    ("true", True), ("on", True), ("yes", True), ("1", True), ("TRUE", True),
    ("false", False), ("off", False), ("no", False), ("0", False), ("Off", False),
    (True, True), (False, False),
])
def test_bool_option_parsing(text, value):
    assert FLAG.validate(text) is value


@pytest.mark.parametrize("bad", ["maybe", "", 2, None])
def test_bool_option_refuses_other_values(bad):
    error_message(OptionError, lambda: FLAG.validate(bad), "flag", "true", "false")


def test_int_option_parsing():
    assert SIZE.validate("5") == 5 and SIZE.validate(3) == 3
    error_message(OptionError, lambda: SIZE.validate("x"), "size", "3, 4, 5")
    error_message(OptionError, lambda: SIZE.validate(6), "size", "6", "3, 4, 5")


def test_none_valued_option_parsing():
    assert CAP.validate("none") is None
    assert CAP.validate("10") == 10
    error_message(OptionError, lambda: CAP.validate("15"), "cap", "none, 10, 20")


@pytest.mark.parametrize("option", [FLAG, SIZE, CAP] + list(DODGEM.options))
def test_option_values_round_trip_through_text(option):
    for value in option.choices or (True, False):
        assert option.parse(format_value(value)) == value


# -- Move, Outcome --------------------------------------------------------

def test_moves_are_equal_by_text_only():
    a, b = Move("a1-b1", (0, 1)), Move("a1-b1", ("other", "data"))
    assert a == b and hash(a) == hash(b) and str(a) == "a1-b1"
    assert Move("a1-b1") != Move("a1-a2")
    state = DODGEM.start()
    assert state.parse("a1-b1") == Move("a1-b1")
    assert state.play(Move("a1-b1")) == state.play("a1-b1")


def test_outcome_draw_flag():
    assert Outcome((), "x").is_draw
    assert not Outcome((0,), "x").is_draw


def test_every_error_is_a_value_error():
    assert issubclass(PiecepadError, ValueError)
    for name in ("OptionError", "IllegalMoveError", "RecordError", "PositionError"):
        assert issubclass(getattr(piecepad, name), PiecepadError)


# -- State values ---------------------------------------------------------

def test_transposed_move_orders_give_equal_states():
    start = DODGEM.start()
    a = start.play("a1-b1").play("f2-e2").play("a2-b2").play("f3-e3")
    b = start.play("a2-b2").play("f3-e3").play("a1-b1").play("f2-e2")
    assert a is not b
    assert a == b and hash(a) == hash(b)
    assert len({a, b}) == 1 and {a: 1}[b] == 1
    assert a.legal_moves() == b.legal_moves()        # same deterministic order


def test_states_differ_by_position_side_and_options():
    red, green = ["a1", "c3"], ["f2", "d4"]
    base = setup(red, green, "r")
    assert base != setup(red, green, "g")
    assert base != setup(["a1", "c4"], green, "r")
    assert base != setup(red, green, "r", axis="V")
    assert base == setup(red, green, "r")
    assert DODGEM.start() != DODGEM.start().play("a1-b1")


def test_play_returns_a_new_state_and_leaves_the_old_one_alone():
    state = DODGEM.start()
    before = (DODGEM.encode(state), state.to_move, state.outcome, texts(state),
              state.scores, hash(state))
    after = state.play("a5-a6")
    assert after is not state and after != state
    assert (DODGEM.encode(state), state.to_move, state.outcome, texts(state),
            state.scores, hash(state)) == before
    assert after.to_move == 1


def test_start_is_the_documented_opening_position():
    state = DODGEM.start()
    assert DODGEM.encode(state) == "5G/R4G/R4G/R4G/R4G/R5 r"
    assert DODGEM.decode("5G/R4G/R4G/R4G/R4G/R5 r") == state
    assert (state.players, state.to_move, state.outcome, state.pending) == (2, 0, None, False)
    assert state.scores == (0, 0)


# -- parse normalisation --------------------------------------------------

@pytest.mark.parametrize("typed", ["A1-B1", "a1-B1", "  a1-b1", "a1-b1  ", "\ta1-b1\n", " A1-b1 "])
def test_parse_accepts_upper_case_and_surrounding_spaces(typed):
    state = DODGEM.start()
    move = state.parse(typed)
    assert move == Move("a1-b1") and move in state.legal_moves()
    assert state.play(typed) == state.play("a1-b1")


def test_parse_normalises_off_and_pass():
    assert str(setup(["f3"], ["a6"]).parse(" F3-OFF ")) == "f3-off"
    blocked = setup(["a1", "b2"], ["b1"], "g")      # Green on b1 fenced in (axis H)
    assert str(blocked.parse("PASS")) == "pass"


def test_parse_of_a_move_object_returns_the_legal_move():
    state = DODGEM.start()
    for move in state.legal_moves():
        assert state.parse(Move(move.text)) is move
    with pytest.raises(IllegalMoveError):
        state.parse(Move("a1-c1"))
