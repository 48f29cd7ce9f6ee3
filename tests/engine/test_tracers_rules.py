"""Tracers rules (the tracers rules (py/piecepad/games/tracers/rules_page.py)): TR-1..TR-5, rulings T1-T9, every option,
the order of the end checks, the contract's notation and state attributes.

Positions are set up with ``setup(light, dark, to, marks, scored, **options)``
(tracers_ref.py), which writes the documented position text and reads it with
GAME.decode. Marks are {"L": squares, "D": squares, "LD": squares}.
"""

import pytest

from piecepad import IllegalMoveError, games
from piecepad.game import Move
from piecepad.grid import Grid

import tracers_ref as ref
from engine_helpers import error_message, play_line
from tracers_ref import setup

GAME = games.get("tracers")
GRID = GAME.grid
NONE, L, D, B = 0, 1, 2, 3
EITHER = {"knight_path": "either_L"}
OPTIONAL = {"optional_mark_occupied": True}


def sq(name):
    return GRID.parse(name)


def sqs(*names):
    return tuple(sq(n) for n in names)


def mark(state, name):
    return state.marks.at(sq(name))


def marks_of(state, value):
    """The names of the squares carrying exactly ``value``, sorted."""
    return sorted(GRID.name(s) for s in range(64) if state.marks.at(s) == value)


def listed(state):
    return [str(m) for m in state.legal_moves()]


def move(state, text):
    return state.parse(text)


def assert_won(state, winner, *words):
    assert state.outcome is not None, GAME.encode(state)
    assert state.outcome.winners == (winner,)
    assert state.to_move is None and state.legal_moves() == ()
    for word in words:
        assert word in state.outcome.reason, state.outcome.reason
    error_message(IllegalMoveError, lambda: state.parse("a1-b3"), "game is over")


def assert_running(state, to_move):
    assert state.outcome is None and state.to_move == to_move and state.legal_moves()


def line_index(name):
    """Index into state.scored: ranks '1'..'8' then files 'a'..'h' (Grid.lines order)."""
    return int(name) - 1 if name.isdigit() else 8 + "abcdefgh".index(name)


# -- identity and the opening ---------------------------------------------------

def test_identity():
    assert (GAME.id, GAME.title, GAME.rules_version) == ("tracers", "Tracers", "1.1")
    assert GAME.seat_names == ("Light", "Dark")
    assert (GAME.min_players, GAME.max_players) == (2, 2)
    assert isinstance(GAME.grid, Grid) and (GRID.width, GRID.height) == (8, 8)
    assert "tracers" in games.ids()


def test_options_are_declared_as_the_rules_name_them():
    declared = {o.name: (o.default, o.choices) for o in GAME.options}
    assert declared == {
        "knight_path": ("long_leg_first", ("long_leg_first", "either_L")),
        "optional_mark_occupied": (False, (False, True)),
        "first_player": ("dark", ("dark", "light")),
        "capture_ignores_own_mark": (False, (False, True)),
        "both_trapped": ("player_to_move_loses", ("player_to_move_loses", "draw")),
    }
    for option in GAME.options:
        assert option.help and len(option.help) <= 40
        assert len(option.labels) == len(option.choices)
        assert len(set(option.labels)) == len(option.labels)
        assert all(option.label(v) == lab for v, lab in zip(option.choices, option.labels))
    assert type(GAME.start().options["optional_mark_occupied"]) is bool


def test_opening_dark_moves_first_by_default():
    state = GAME.start()
    assert state.to_move == 1 and state.players == 2 and not state.pending
    assert state.pawns == (sq("a1"), sq("h8"))
    assert state.marks.cells == bytes(64)
    assert state.scored == (-1,) * 16 and state.scores == (0, 0)
    assert state.outcome is None
    assert listed(state) == ["h8-f7", "h8-g6"]
    assert GAME.encode(state) == "/".join(["........"] * 8) + " a1 h8 d -"


def test_first_player_light_changes_who_moves_not_the_seats():
    """T3: seat 0 is always Light on a1; first_player only says who starts."""
    state = GAME.start(first_player="light")
    assert state.to_move == 0 and state.pawns == (sq("a1"), sq("h8"))
    assert listed(state) == ["a1-b3", "a1-c2"]
    assert GAME.start(first_player="dark") == GAME.start()
    assert GAME.start(first_player="light") != GAME.start()


# -- worked examples --------------------------------------------------------------

def test_tr1_opening_moves_and_their_marks():
    for state in (setup("a1", "h8", "l"), GAME.start(first_player="light")):
        assert listed(state) == ["a1-b3", "a1-c2"]
        assert move(state, "a1-b3").data == ("knight", sq("a1"), sq("b3"), sqs("a1", "a2", "a3"))
        assert move(state, "a1-c2").data == ("knight", sq("a1"), sq("c2"), sqs("a1", "b1", "c1"))
        after = state.play("a1-b3")
        assert marks_of(after, L) == ["a1", "a2", "a3"] and mark(after, "b3") == NONE
        assert after.pawns == (sq("b3"), sq("h8")) and after.to_move == 1
        after = state.play("a1-c2")
        assert marks_of(after, L) == ["a1", "b1", "c1"] and mark(after, "c2") == NONE


def test_tr1_with_either_l():
    state = setup("a1", "h8", "l", **EITHER)
    assert listed(state) == ["a1-b3", "a1-b3 via b1,b2", "a1-c2", "a1-c2 via a2,b2"]
    assert move(state, "a1-b3 via b1,b2").data[3] == sqs("a1", "b1", "b2")
    assert move(state, "a1-c2 via a2,b2").data[3] == sqs("a1", "a2", "b2")
    assert marks_of(state.play("a1-b3 via b1,b2"), L) == ["a1", "b1", "b2"]
    assert marks_of(state.play("a1-c2 via a2,b2"), L) == ["a1", "a2", "b2"]
    assert marks_of(state.play("a1-b3"), L) == ["a1", "a2", "a3"]


def test_tr2_the_square_under_the_other_pawn_is_marked():
    after = setup("d4", "d5", "l").play("d4-e6")
    assert marks_of(after, L) == ["d4", "d5", "d6"]
    assert mark(after, "e6") == NONE
    assert after.pawns == (sq("e6"), sq("d5"))
    assert_running(after, 1)


def test_tr3_marking_an_opponent_mark_makes_it_both():
    state = setup("d4", "h8", "l", {"D": ["e4", "f4"]})
    assert move(state, "d4-f5").data[3] == sqs("d4", "e4", "f4")
    after = state.play("d4-f5")
    assert (mark(after, "d4"), mark(after, "e4"), mark(after, "f4"), mark(after, "f5")) \
        == (L, B, B, NONE)
    # Afterwards neither pawn may land on e4 or f4 (these very marks, other pawn squares).
    board = GAME.encode(after).split()[0]
    for light, dark, to, text, target in (("c3", "a8", "l", "c3-e4", "e4"),
                                          ("h5", "a8", "l", "h5-f4", "f4"),
                                          ("a1", "g6", "d", "g6-f4", "f4"),
                                          ("a1", "f6", "d", "f6-e4", "e4")):
        later = GAME.decode(f"{board} {light} {dark} {to} -")
        assert text not in listed(later)
        error_message(IllegalMoveError, lambda: later.parse(text),
                      f"{target} is marked by both players")


def test_tr4_trapped_light_loses():
    state = setup("a1", "h8", "l", {"L": ["b3", "c2"]})
    assert_won(state, 1, "Light is trapped (no legal move) and loses")


def test_tr5_the_player_who_marks_the_last_square_scores():
    state = setup("f1", "a8", "l", {"D": ["a3", "b3", "c3", "d3", "e3", "g3", "h3"]})
    assert "f1-g3" in listed(state)          # g3 is marked by Dark only: Light may land
    after = state.play("f1-g3")
    assert marks_of(after, L) == ["f1", "f2", "f3"]
    assert mark(after, "g3") == D            # the pawn stands on it; the mark stays
    assert after.scores == (1, 0)
    assert after.scored == tuple(0 if i == line_index("3") else -1 for i in range(16))
    assert_running(after, 1)


# -- T1: the path -----------------------------------------------------------------

# From d4 on an empty board: destination -> (long-leg-first passed squares, other path).
PATHS_FROM_D4 = {
    "b3": (("c4", "b4"), ("d3", "c3")),
    "b5": (("c4", "b4"), ("d5", "c5")),
    "c2": (("d3", "d2"), ("c4", "c3")),
    "c6": (("d5", "d6"), ("c4", "c5")),
    "e2": (("d3", "d2"), ("e4", "e3")),
    "e6": (("d5", "d6"), ("e4", "e5")),
    "f3": (("e4", "f4"), ("d3", "e3")),
    "f5": (("e4", "f4"), ("d5", "e5")),
}


def test_t1_long_leg_first_marks_the_start_and_the_two_square_leg():
    state = setup("d4", "h8", "l")
    assert listed(state) == [f"d4-{d}" for d in sorted(PATHS_FROM_D4)]
    for dest, (usual, _) in PATHS_FROM_D4.items():
        m = move(state, f"d4-{dest}")
        assert m.data == ("knight", sq("d4"), sq(dest), sqs("d4", *usual))
        after = state.play(m)
        assert marks_of(after, L) == sorted(("d4",) + usual)
        assert mark(after, dest) == NONE


def test_t1_either_l_offers_both_paths_to_every_destination():
    state = setup("d4", "h8", "l", **EITHER)
    expected = []
    for dest, (usual, other) in sorted(PATHS_FROM_D4.items()):
        expected += [f"d4-{dest}", f"d4-{dest} via {other[0]},{other[1]}"]
    assert listed(state) == expected and len(expected) == 16
    for dest, (usual, other) in PATHS_FROM_D4.items():
        m = move(state, f"d4-{dest} via {other[0]},{other[1]}")
        assert m.data == ("knight", sq("d4"), sq(dest), sqs("d4", *other))
        assert marks_of(state.play(m), L) == sorted(("d4",) + other)
        assert marks_of(state.play(f"d4-{dest}"), L) == sorted(("d4",) + usual)


@pytest.mark.parametrize("light, count_long, count_either", [
    ("a1", 2, 4), ("b1", 3, 6), ("a2", 3, 6), ("b2", 4, 8), ("c3", 8, 16), ("h8", 2, 4),
])
def test_t1_move_counts_on_an_empty_board(light, count_long, count_either):
    dark = "e5" if light != "c3" else "h1"
    assert len(setup(light, dark, "l").legal_moves()) == count_long
    assert len(setup(light, dark, "l", **EITHER).legal_moves()) == count_either


def test_passing_over_any_square_is_allowed():
    """Own marks, marks of both and the other pawn never block a path."""
    for path in ("LD", "L"):
        state = setup("d4", "d5", "l", {path: ["d6"], "D": ["c4"]})
        assert "d4-e6" in listed(state)             # over d5 (Dark's pawn) and d6
        assert "d4-b5" in listed(state)             # over c4 (Dark's mark) and b4
        after = state.play("d4-e6")
        assert mark(after, "d6") == (B if path == "LD" else L)


def test_marking_none_own_opponent_both():
    """none -> mover, opponent -> both, own and both unchanged (Dark moving here)."""
    state = setup("a1", "d4", "d", {"L": ["d5"], "LD": ["d6"]})
    after = state.play("d4-e6")
    assert (mark(after, "d4"), mark(after, "d5"), mark(after, "d6")) == (D, B, B)
    state = setup("a1", "d4", "d", {"D": ["d5"]})
    assert mark(state.play("d4-e6"), "d5") == D


def test_landing_on_an_opponent_mark_keeps_it():
    after = setup("d4", "h8", "l", {"D": ["e6"]}).play("d4-e6")
    assert mark(after, "e6") == D and after.pawns[0] == sq("e6")


def test_cannot_land_on_own_mark_both_or_the_other_pawn():
    state = setup("d4", "e6", "l", {"L": ["f5"], "LD": ["c6"], "D": ["b5"]})
    assert set(listed(state)) == {"d4-b3", "d4-b5", "d4-c2", "d4-e2", "d4-f3"}
    error_message(IllegalMoveError, lambda: state.parse("d4-f5"),
                  "you cannot land on your own mark")
    error_message(IllegalMoveError, lambda: state.parse("d4-c6"), "c6 is marked by both players")
    error_message(IllegalMoveError, lambda: state.parse("d4-e6"), "the other pawn stands on e6")


# -- T2: optional_mark_occupied -----------------------------------------------------

def test_t2_marking_the_occupied_square_is_mandatory_by_default():
    state = setup("d4", "d5", "l")
    assert "d4-e6 nomark" not in listed(state)
    error_message(IllegalMoveError, lambda: state.parse("d4-e6 nomark"),
                  "optional_mark_occupied")


def test_t2_option_offers_the_unmarked_variant_only_through_the_pawn():
    state = setup("d4", "d5", "l", **OPTIONAL)
    assert listed(state) == ["d4-b3", "d4-b5", "d4-c2", "d4-c6", "d4-c6 nomark", "d4-e2",
                             "d4-e6", "d4-e6 nomark", "d4-f3", "d4-f5", "d4xd5"]
    m = move(state, "d4-e6 nomark")
    assert m.data == ("knight", sq("d4"), sq("e6"), sqs("d4", "d6"))
    after = state.play(m)
    assert marks_of(after, L) == ["d4", "d6"] and mark(after, "d5") == NONE
    assert marks_of(state.play("d4-e6"), L) == ["d4", "d5", "d6"]
    error_message(IllegalMoveError, lambda: state.parse("d4-f5 nomark"),
                  "does not pass through")


def test_t2_unmarked_variant_not_listed_where_marking_changes_nothing():
    state = setup("d4", "d5", "l", {"L": ["d5"]}, **OPTIONAL)
    assert not any(t.endswith("nomark") for t in listed(state))
    error_message(IllegalMoveError, lambda: state.parse("d4-e6 nomark"),
                  "already carries Light's mark")
    # Dark passing Light's pawn on an unmarked square does get the choice.
    state = setup("d5", "d4", "d", **OPTIONAL)
    assert "d4-e6 nomark" in listed(state)


def test_t2_with_either_l_both_paths_get_their_variant():
    state = setup("c4", "d5", "l", knight_path="either_L", optional_mark_occupied=True)
    assert listed(state) == [
        "c4-a3", "c4-a3 via c3,b3", "c4-a5", "c4-a5 via c5,b5", "c4-b2", "c4-b2 via b4,b3",
        "c4-b6", "c4-b6 via b4,b5", "c4-d2", "c4-d2 via d4,d3", "c4-d6", "c4-d6 via d4,d5",
        "c4-d6 via d4,d5 nomark", "c4-e3", "c4-e3 via c3,d3", "c4-e5", "c4-e5 via c5,d5",
        "c4-e5 via c5,d5 nomark"]
    after = state.play("c4-e5 via c5,d5 nomark")
    assert marks_of(after, L) == ["c4", "c5"]


def test_t2_unmarked_square_does_not_complete_its_line():
    """Rank 5 is marked except d5, where Dark stands: marking it scores, nomark not."""
    rank5 = [f"{f}5" for f in "abcefgh"]
    state = setup("d4", "d5", "l", {"D": rank5}, **OPTIONAL)
    assert state.play("d4-e6").scores == (1, 0)
    assert state.play("d4-e6").scored[line_index("5")] == 0
    assert state.play("d4-e6 nomark").scores == (0, 0)


# -- T3: who starts (capture parity) -----------------------------------------------

def test_t3_dark_first_lets_captures_happen():
    # Dark first: at Dark's turns both pawns stand on one square colour.
    state = GAME.start().play("h8-g6").play("a1-c2").play("g6-e5").play("c2-d4")
    assert_running(state, 1)
    assert "e5xd4" in listed(state)
    assert_won(state.play("e5xd4"), 1, "Dark captures Light's pawn and wins")


# -- T4: capture onto the capturer's own mark ------------------------------------------

def test_capture_steps():
    light = setup("d4", "d5", "l")
    assert listed(light)[-1] == "d4xd5"
    assert move(light, "d4xd5").data == ("capture", sq("d4"), sq("d5"), ())
    dark = setup("d4", "e5", "d")
    assert listed(dark)[-1] == "e5xd4"
    error_message(IllegalMoveError, lambda: setup("d4", "e5", "l").parse("d4xe5"),
                  "Light captures only orthogonally")
    error_message(IllegalMoveError, lambda: setup("d4", "d5", "d").parse("d5xd4"),
                  "Dark captures only diagonally")
    assert not any("x" in t for t in listed(setup("d4", "e5", "l")))
    assert not any("x" in t for t in listed(setup("d4", "d5", "d")))


def test_t8_capture_wins_at_once_without_marking_or_scoring():
    rank4 = [f"{f}4" for f in "abcefgh"]
    state = setup("d4", "d5", "l", {"D": rank4}, {})
    after = state.play("d4xd5")
    assert_won(after, 0, "Light captures Dark's pawn and wins")
    assert after.marks == state.marks and after.scores == (0, 0)
    assert after.pawns == (sq("d5"), sq("d5"))


def test_t4_capture_onto_own_mark_is_refused_by_default():
    state = setup("d4", "d5", "l", {"L": ["d5"]})
    assert "d4xd5" not in listed(state)
    error_message(IllegalMoveError, lambda: state.parse("d4xd5"),
                  "you cannot land on your own mark")
    dark = setup("d4", "e5", "d", {"D": ["d4"]})
    assert "e5xd4" not in listed(dark)


def test_t4_capture_ignores_own_mark_option():
    state = setup("d4", "d5", "l", {"L": ["d5"]}, capture_ignores_own_mark=True)
    assert listed(state)[-1] == "d4xd5"
    assert_won(state.play("d4xd5"), 0, "captures")
    dark = setup("d4", "e5", "d", {"D": ["d4"]}, capture_ignores_own_mark=True)
    assert_won(dark.play("e5xd4"), 1, "Dark captures Light's pawn")
    # The option is about the capture only: knight moves still never land on own marks.
    knight = setup("d4", "h8", "l", {"L": ["e6"]}, capture_ignores_own_mark=True)
    assert "d4-e6" not in listed(knight)


# -- T5, T6, T9: scoring ---------------------------------------------------------------

def full_except(lines, holes, colour="D"):
    """Squares of the named lines other than ``holes``, as a marks dict."""
    squares = set()
    for line in lines:
        squares |= {f"{f}{line}" for f in "abcdefgh"} if line.isdigit() else \
            {f"{line}{r}" for r in range(1, 9)}
    return {colour: sorted(squares - set(holes))}


def test_t5_one_move_scores_four_lines_default_path():
    marks = full_except(["d", "4", "5", "6"], ["d4", "d5", "d6"])
    after = setup("d4", "h1", "l", marks).play("d4-e6")
    assert after.scores == (4, 0)
    assert {i for i, s in enumerate(after.scored) if s == 0} == \
        {line_index(n) for n in ("d", "4", "5", "6")}
    assert_running(after, 1)


def test_t5_one_move_scores_four_lines_either_l():
    marks = full_except(["d", "e", "4", "5"], ["d4", "e4", "e5"])
    state = setup("d4", "h1", "l", marks, **EITHER)
    after = state.play("d4-e6 via e4,e5")
    assert after.scores == (4, 0)
    assert {i for i, s in enumerate(after.scored) if s == 0} == \
        {line_index(n) for n in ("d", "e", "4", "5")}
    # The usual path newly marks d4 only (d5, d6 carry Dark's marks): file d alone.
    usual = state.play("d4-e6")
    assert usual.scores == (1, 0) and usual.scored[line_index("d")] == 0


def test_t6_scoring_is_automatic_even_with_the_opponents_marks():
    marks = full_except(["3"], ["f3"], "D")
    after = setup("f1", "a8", "l", marks).play("f1-g3")
    assert after.scores == (1, 0)


def test_a_line_is_scored_only_once():
    marks = {"L": [f"{f}3" for f in "abcdefgh"]}
    state = setup("a8", "c4", "d", marks, {"3": 0})
    after = state.play("c4-d2")                      # marks c4, c3 (L -> both), c2
    assert mark(after, "c3") == B
    assert after.scores == (1, 0) and after.scored[line_index("3")] == 0


def test_t9_reaching_five_or_more_lines_wins_at_once():
    marks = full_except(["d", "4", "5", "6"], ["d4", "d5", "d6"])
    marks["L"] = [f"{f}{r}" for f in "abcdefgh" for r in (1, 8)]
    state = setup("d4", "h7", "l", marks, {"1": 0, "8": 1})
    assert state.scores == (1, 1)
    after = state.play("d4-e6")                  # four lines at once: 1 + 4 = 5
    assert after.scores == (5, 1)
    assert_won(after, 0, "Light completes a fifth line and wins")
    marks["L"] += [f"{f}2" for f in "abcdefgh"]
    state = setup("d4", "h7", "l", marks, {"1": 0, "2": 0, "8": 1})
    after = state.play("d4-e6")                  # 2 + 4 = 6: still one win, at once
    assert after.scores == (6, 1)
    assert_won(after, 0, "fifth line")


def test_four_lines_do_not_win():
    marks = {"L": [f"{f}{r}" for f in "abcdefgh" for r in (1, 2, 3, 4)]}
    state = setup("b6", "h8", "l", marks, {"1": 0, "2": 0, "3": 0, "4": 0})
    assert state.scores == (4, 0)
    assert_running(state, 0)


# -- T7 and the end checks --------------------------------------------------------------

BOTH_STUCK = {"L": ["b3", "c2"], "D": ["g6", "f7"]}


def test_t7_both_trapped_default_player_to_move_loses():
    assert_won(setup("a1", "h8", "l", BOTH_STUCK), 1, "Light is trapped")
    assert_won(setup("a1", "h8", "d", BOTH_STUCK), 0, "Dark is trapped (no legal move) and loses")


def test_t7_both_trapped_draw_option():
    for to in "ld":
        state = setup("a1", "h8", to, BOTH_STUCK, both_trapped="draw")
        assert state.outcome is not None and state.outcome.winners == ()
        assert state.outcome.is_draw and "both pawns are trapped" in state.outcome.reason
        assert state.to_move is None and state.legal_moves() == ()
    # Only the player to move trapped: that player still loses under the draw option.
    state = setup("a1", "h8", "l", {"L": ["b3", "c2"]}, both_trapped="draw")
    assert_won(state, 1, "Light is trapped")


def test_trap_is_checked_at_the_start_of_the_turn_not_after_the_opponent_move():
    # Light on a1 has no move while Dark stands on c2 (b3 is Light's own mark), but it
    # is Dark's turn: nothing is checked for Light yet, and Dark's move frees c2.
    state = setup("a1", "c2", "d", {"L": ["b3"]})
    assert_running(state, 1)
    after = state.play("c2-e3")
    assert_running(after, 0)
    assert listed(after) == ["a1-c2"]


def test_a_move_that_brings_the_pawns_adjacent_frees_a_trapped_pawn():
    state = setup("a1", "c3", "d", {"L": ["b3", "c2"]})
    assert_running(state, 1)                           # Light would be stuck, not checked
    after = state.play("c3-a2")
    assert listed(after) == ["a1xa2"]
    assert_won(after.play("a1xa2"), 0, "Light captures Dark's pawn and wins")


def test_trap_reached_by_play_ends_the_game_at_the_start_of_the_turn():
    state = setup("a1", "d4", "d", {"L": ["b3"]})
    after = state.play("d4-c2")                        # Dark takes Light's last square
    assert_won(after, 1, "Light is trapped (no legal move) and loses")


def test_a_player_without_moves_who_is_not_to_move_plays_on():
    state = setup("a1", "h8", "d", {"L": ["b3", "c2"]})
    assert_running(state, 1)


def test_end_check_order_capture_first():
    """A capture ends the game at once: the captured side, whose turn it would be,
    is not checked for a trap."""
    state = setup("a1", "a2", "l", {"L": ["b3", "c2", "a2"]}, capture_ignores_own_mark=True)
    assert listed(state) == ["a1xa2"]
    after = state.play("a1xa2")
    assert_won(after, 0, "Light captures Dark's pawn and wins")
    assert "trapped" not in after.outcome.reason


def test_end_check_order_fifth_line_before_trap():
    """Light's move b3-c5 scores a fifth line and also leaves Dark (a8: b6 and c7
    carry Dark's marks) without a move: the lines win, checked first."""
    marks = full_except(["b", "3", "4", "5"], ["b3", "b4", "b5"])
    marks["D"] = sorted(set(marks["D"]) - {"b1"}) + ["c7"]
    marks["L"] = [f"{f}1" for f in "abcdefgh"]
    assert "b6" in marks["D"]
    state = setup("b3", "a8", "l", marks, {"1": 0})
    assert state.scores == (1, 0)
    after = state.play("b3-c5")
    assert after.scores == (5, 0)
    assert_won(after, 0, "Light completes a fifth line and wins")
    # Had the lines not ended it, Dark would have been trapped at the start of its turn.
    p = ref.pos("c5", "a8", 1, {"D": marks["D"], "L": marks["L"] + ["b3", "b4", "b5"]})
    assert ref.moves_of(p, 1, ref.DEFAULTS) == []


# -- notation and parsing ------------------------------------------------------------

def test_every_move_text_round_trips_and_data_is_as_the_contract_says():
    state = setup("c4", "d5", "l", knight_path="either_L", optional_mark_occupied=True)
    for m in state.legal_moves():
        assert state.parse(str(m)) is m
        kind, frm, to, marked = m.data
        assert kind == "knight" and frm == sq("c4") and isinstance(to, int)
        assert isinstance(marked, tuple) and marked[0] == frm and to not in marked
        assert all(isinstance(s, int) for s in marked)
        assert len(marked) == (2 if str(m).endswith("nomark") else 3)


@pytest.mark.parametrize("typed, canonical", [
    ("A1-B3", "a1-b3"), ("  a1-b3 ", "a1-b3"), ("a1 - b3", "a1-b3"),
    ("A1-B3 VIA B1,B2", "a1-b3 via b1,b2"), ("a1-b3  via  b1 , b2", "a1-b3 via b1,b2"),
    ("a1-b3 via b1, b2", "a1-b3 via b1,b2"),
])
def test_parse_accepts_upper_case_and_extra_spaces(typed, canonical):
    state = setup("a1", "h8", "l", **EITHER)
    assert str(state.parse(typed)) == canonical
    assert state.play(typed) == state.play(canonical)


def test_parse_capture_and_nomark_spacing():
    assert str(setup("d4", "d5", "l").parse(" D4 X D5 ")) == "d4xd5"
    state = setup("d4", "d5", "l", **OPTIONAL)
    assert str(state.parse("D4-E6   NOMARK")) == "d4-e6 nomark"


def test_parse_of_move_objects():
    state = setup("a1", "h8", "l", **EITHER)
    assert state.parse(Move("a1-b3 via b1,b2")).data[3] == sqs("a1", "b1", "b2")
    with pytest.raises(IllegalMoveError):
        setup("a1", "h8", "l").parse(Move("a1-b3 via b1,b2"))


def test_play_leaves_the_old_state_alone():
    state = GAME.start()
    before = (GAME.encode(state), state.to_move, listed(state), hash(state))
    after = state.play("h8-f7")
    assert after != state
    assert (GAME.encode(state), state.to_move, listed(state), hash(state)) == before


def test_equal_positions_are_equal_and_hash_equal():
    a = GAME.start().play("h8-f7").play("a1-b3")
    b = GAME.decode(GAME.encode(a))
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    assert a.legal_moves() == b.legal_moves()
    assert a != GAME.decode(GAME.encode(a), knight_path="either_L")
    text = GAME.encode(a)
    assert a != GAME.decode(text.replace(" d -", " l -"))
    assert setup("d4", "h8", "l") != setup("d4", "h8", "d")
    assert setup("d4", "h8", "l") != setup("d4", "h8", "l", {"D": ["a8"]})


def test_transposed_move_orders_give_equal_states():
    """Marks are sets: two paths that leave the same marks with the pawns on the same
    squares give one position (here Dark's two f7-h6 paths: the squares of the one
    not taken are marked anyway, by h8-f7 via h7,g7 and by h6-f5)."""
    start = GAME.start(knight_path="either_L")
    a = play_line(start, ["h8-f7 via h7,g7", "a1-b3", "f7-h6", "b3-a5", "h6-f5"])[-1]
    b = play_line(start, ["h8-f7 via h7,g7", "a1-b3", "f7-h6 via f6,g6", "b3-a5", "h6-f5"])[-1]
    assert a is not b and a == b and hash(a) == hash(b)
    assert a.legal_moves() == b.legal_moves()
    assert play_line(start, ["h8-f7 via h7,g7", "a1-b3", "f7-h6"])[-1] != \
        play_line(start, ["h8-f7 via h7,g7", "a1-b3", "f7-h6 via f6,g6"])[-1]
