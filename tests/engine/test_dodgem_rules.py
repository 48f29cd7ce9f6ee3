"""Piecepack Dodg'em rules (the dodgem rules (py/piecepad/games/dodgem/rules_page.py)): DG-1..DG-3 and rulings G1-G7.

Positions are set up with ``setup(red squares, green squares, side to move,
**options)`` which goes through the documented position text and game.decode.
Axis H unless a test says otherwise.
"""

import pytest

from piecepad import IllegalMoveError, PositionError
from piecepad.game import Move

import dodgem_ref as ref
from engine_helpers import (AXES, DODGEM, error_message, moves_from, play_line,
                            setup, texts)

CLASSIC = {"classic_end": "on"}
SHUFFLE = ["a5-a6", "f2-f1", "a6-a5", "f1-f2"]     # from the opening and back again
PASS_SHUFFLE = ["c4-c5", "pass", "c5-c4", "pass"]  # Red shuffles, blocked Green passes


def assert_finished(state, winners):
    assert state.outcome is not None and state.outcome.winners == winners
    assert state.to_move is None
    assert state.legal_moves() == ()
    error_message(IllegalMoveError, lambda: state.parse("a1-b1"), "game is over")


def assert_running(state):
    assert state.outcome is None and state.to_move in (0, 1) and state.legal_moves()


def states_after(start, line):
    return play_line(start, line)[1:]


# -- worked examples ------------------------------------------------------

@pytest.mark.parametrize("axis", AXES)
def test_dg1_opening_moves_under_both_axes(axis):
    state = DODGEM.start(axis=axis)
    assert texts(state) == {"a1-b1", "a2-b2", "a3-b3", "a4-b4", "a5-b5", "a5-a6"}
    assert len(state.legal_moves()) == 6
    error_message(IllegalMoveError, lambda: state.parse("a1-a2"), "a2 is occupied")


@pytest.mark.parametrize("axis", AXES)
def test_dg2_green_replies_after_a5_a6_under_both_axes(axis):
    state = DODGEM.start(axis=axis).play("a5-a6")
    assert state.to_move == 1
    assert texts(state) == {"f2-e2", "f3-e3", "f4-e4", "f5-e5", "f6-e6", "f2-f1"}


def test_dg3_coin_on_far_file_exits_or_slides_never_back():
    state = setup(["f3", "a1"], ["c5", "d2"])
    assert moves_from(state, "f3") == {"f3-off", "f3-f2", "f3-f4"}
    error_message(IllegalMoveError, lambda: state.parse("f3-e3"), "f3-e3", "backward")
    for move in ("f3-off", "f3-f2", "f3-f4"):
        assert state.play(move).to_move == 1


# -- G2: directions of travel ---------------------------------------------

@pytest.mark.parametrize("axis, to, expected", [
    ("H", "r", {"d4-e4", "d4-d5", "d4-d3"}),     # Red forward E
    ("H", "g", {"d4-c4", "d4-d5", "d4-d3"}),     # Green forward W
    ("V", "r", {"d4-d5", "d4-c4", "d4-e4"}),     # Red forward N
    ("V", "g", {"d4-d3", "d4-c4", "d4-e4"}),     # Green forward S
])
def test_a_lone_coin_moves_forward_or_sideways(axis, to, expected):
    mine, theirs = ["d4"], ["a6"]
    red, green = (mine, theirs) if to == "r" else (theirs, mine)
    assert texts(setup(red, green, to, axis=axis)) == expected


@pytest.mark.parametrize("axis, to, text, words", [
    ("H", "r", "d4-c4", ["backward"]),
    ("H", "g", "d4-e4", ["backward"]),
    ("V", "r", "d4-d3", ["backward"]),
    ("V", "g", "d4-d5", ["backward"]),
    ("H", "r", "d4-e5", ["diagonal"]),
    ("V", "g", "d4-c3", ["diagonal"]),
    ("H", "r", "d4-f4", ["one square"]),
    ("V", "r", "d4-d6", ["one square"]),
])
def test_backward_diagonal_and_long_moves_are_refused(axis, to, text, words):
    mine, theirs = ["d4"], ["a6"]
    red, green = (mine, theirs) if to == "r" else (theirs, mine)
    state = setup(red, green, to, axis=axis)
    error_message(IllegalMoveError, lambda: state.parse(text), text, *words)


# -- G3: leaving the board ------------------------------------------------

@pytest.mark.parametrize("axis, to, square, expected", [
    ("H", "r", "f3", {"f3-off", "f3-f2", "f3-f4"}),
    ("H", "r", "f6", {"f6-off", "f6-f5"}),
    ("H", "g", "a3", {"a3-off", "a3-a2", "a3-a4"}),
    ("H", "g", "a1", {"a1-off", "a1-a2"}),
    ("V", "r", "c6", {"c6-off", "c6-b6", "c6-d6"}),
    ("V", "r", "a6", {"a6-off", "a6-b6"}),
    ("V", "g", "c1", {"c1-off", "c1-b1", "c1-d1"}),
    ("V", "g", "f1", {"f1-off", "f1-e1"}),
])
def test_a_coin_on_the_far_line_may_exit_forward(axis, to, square, expected):
    red, green = ([square], ["c4"]) if to == "r" else (["c4"], [square])
    assert moves_from(setup(red, green, to, axis=axis), square) == expected


@pytest.mark.parametrize("axis, to, square, expected, far", [
    ("H", "r", "a6", {"a6-b6", "a6-a5"}, "file f"),
    ("H", "r", "a1", {"a1-b1", "a1-a2"}, "file f"),
    ("H", "g", "f1", {"f1-e1", "f1-f2"}, "file a"),
    ("H", "r", "e3", {"e3-f3", "e3-e2", "e3-e4"}, "file f"),
    ("V", "r", "a3", {"a3-a4", "a3-b3"}, "rank 6"),
    ("V", "r", "f5", {"f5-f6", "f5-e5"}, "rank 6"),
    ("V", "g", "f4", {"f4-f3", "f4-e4"}, "rank 1"),
    ("V", "g", "a6", {"a6-a5", "a6-b6"}, "rank 1"),
])
def test_no_exit_sideways_or_from_another_line(axis, to, square, expected, far):
    red, green = ([square], ["c4"]) if to == "r" else (["c4"], [square])
    state = setup(red, green, to, axis=axis)
    assert moves_from(state, square) == expected
    error_message(IllegalMoveError, lambda: state.parse(f"{square}-off"), "bears off", far)


def test_exit_is_possible_even_when_both_sideways_squares_are_taken():
    state = setup(["f3"], ["f2", "f4"])
    assert texts(state) == {"f3-off"}


def test_exit_is_optional_and_removes_the_coin():
    state = setup(["f3", "a1"], ["c4"])
    assert state.scores == (3, 4)
    stayed = state.play("f3-f4")
    assert stayed == setup(["f4", "a1"], ["c4"], "g")
    left = state.play("f3-off")
    assert left == setup(["a1"], ["c4"], "g")
    assert left.scores == (4, 4)
    assert_running(left)


# -- G4/G5: a blocked player passes -----------------------------------------

BLOCKED_GREEN = (["a1", "b2", "c4"], ["b1"])     # H: b1 fenced by a1 (W), b2 (N), board (S)
BLOCKED_RED_V = (["a1"], ["a2", "b1", "e5"])     # V: a1 fenced by a2 (N), b1 (E), board (W)


@pytest.mark.parametrize("axis, red, green, to, coin", [
    ("H", *BLOCKED_GREEN, "g", "b1-c1"),
    ("V", *BLOCKED_RED_V, "r", "a1-a2"),
])
def test_blocked_player_must_pass(axis, red, green, to, coin):
    state = setup(red, green, to, axis=axis)
    assert state.legal_moves() == (Move("pass"),)
    error_message(IllegalMoveError, lambda: state.parse(coin), "blocked", "must pass")
    after = state.play("pass")
    assert after == setup(red, green, "rg"["gr".index(to)], axis=axis)
    assert_running(after)
    assert "pass" not in texts(after)        # G5: the other player is never blocked too


def test_pass_is_refused_while_a_move_exists():
    error_message(IllegalMoveError, lambda: DODGEM.start().parse("pass"),
                  "pass", "only when none of your coins can move")


def test_one_blocked_coin_is_not_a_blocked_player():
    state = setup(BLOCKED_GREEN[0], ["b1", "d5"], "g")
    assert "pass" not in texts(state)
    assert not moves_from(state, "b1")


# -- G1 / 3.5: the win ----------------------------------------------------

@pytest.mark.parametrize("axis, red, green, to, move, winner, scores", [
    ("H", ["f3"], ["a6", "c2"], "r", "f3-off", 0, (5, 3)),
    ("H", ["c3", "c4"], ["a2"], "g", "a2-off", 1, (3, 5)),
    ("V", ["c6"], ["a6", "c2"], "r", "c6-off", 0, (5, 3)),
    ("V", ["c3", "c4"], ["e1"], "g", "e1-off", 1, (3, 5)),
])
def test_the_last_coin_leaving_wins_at_once(axis, red, green, to, move, winner, scores):
    end = setup(red, green, to, axis=axis).play(move)
    assert_finished(end, (winner,))
    assert ("Red", "Green")[winner] in end.outcome.reason
    assert end.scores == scores


def test_a_coin_leaving_is_not_a_win_while_others_remain():
    after = setup(["f3", "a1"], ["a6"]).play("f3-off")
    assert_running(after)
    assert after.to_move == 1


def test_scores_count_coins_borne_off():
    assert DODGEM.start().scores == (0, 0)
    assert setup(["a1"], ["b2", "c3"]).scores == (4, 3)


# -- G6: draws ----------------------------------------------------------------

@pytest.mark.parametrize("options", [{}, {"draw_rule": "repetition3"}])
def test_third_occurrence_from_the_start_is_a_draw(options):
    """The opening recurs after 4 and 8 plies: its 3rd occurrence (the start
    counts as the first) is the draw, and not one ply earlier."""
    states = states_after(DODGEM.start(**options), SHUFFLE * 2)
    assert states[3] == DODGEM.start(**options)
    for state in states[:7]:
        assert_running(state)
    assert_finished(states[7], ())
    assert "third" in states[7].outcome.reason


def test_repetition_counts_passes_and_the_side_to_move():
    """Green is blocked, so every other ply is a pass. The position with Red
    to move recurs at plies 4 and 8: draw at ply 8. (The coin set alone is
    back already at plies 3 and 4, with different sides to move; leaving out
    passes would never reach three occurrences.)"""
    start = setup(*BLOCKED_GREEN, "r")
    states = states_after(start, PASS_SHUFFLE * 2)
    for state in states[:7]:
        assert_running(state)
    assert_finished(states[7], ())


def test_repetition_is_counted_from_a_decoded_position_too():
    states = states_after(setup(ref.OPENING_RED, ref.OPENING_GREEN), SHUFFLE * 2)
    assert states[6].outcome is None and states[7].outcome.winners == ()


@pytest.mark.parametrize("start, line", [
    (lambda: DODGEM.start(draw_rule="none"), SHUFFLE),
    (lambda: setup(*BLOCKED_GREEN, "r", draw_rule="none"), PASS_SHUFFLE),
])
def test_draw_rule_none_never_draws(start, line):
    for state in states_after(start(), line * 15):
        assert_running(state)


@pytest.mark.parametrize("cap", [1, 2, 5, 9])
def test_ply_cap_draws_at_exactly_n_plies(cap):
    states = states_after(DODGEM.start(draw_rule=f"ply_cap:{cap}"), (SHUFFLE * 3)[:cap])
    for state in states[:-1]:
        assert_running(state)
    assert_finished(states[-1], ())
    assert str(cap) in states[-1].outcome.reason


def test_ply_cap_replaces_repetition_and_counts_passes():
    capped = states_after(DODGEM.start(draw_rule="ply_cap:100"), SHUFFLE * 2)
    assert_running(capped[-1])                  # third occurrence: no draw under ply_cap
    passing = states_after(setup(*BLOCKED_GREEN, "r", draw_rule="ply_cap:2"), PASS_SHUFFLE[:2])
    assert_finished(passing[-1], ())


def test_a_win_on_the_capped_ply_is_still_a_win():
    end = setup(["f3"], ["a6"], draw_rule="ply_cap:1").play("f3-off")
    assert_finished(end, (0,))


# -- G7: classic_end ----------------------------------------------------------

def test_blocking_the_opponent_is_legal_and_only_makes_them_pass():
    end = setup(["a1", "b3", "c5"], ["b1"]).play("b3-b2")
    assert end.legal_moves() == (Move("pass"),)


def test_classic_blocked_player_wins_on_their_turn():
    state = setup(["a1", "b3", "c5"], ["b1"], **CLASSIC)
    assert_running(state)
    end = state.play("b3-b2")
    assert_finished(end, (1,))
    assert "blocked" in end.outcome.reason
    assert_finished(setup(*BLOCKED_RED_V, "r", axis="V", **CLASSIC), (0,))


def test_classic_blocked_opponent_wins_only_when_it_is_their_turn():
    state = setup(["a1", "b2", "c5"], ["b1"], "r", **CLASSIC)
    assert_running(state)
    assert_finished(state.play("c5-c6"), (1,))


def test_classic_last_coin_off_wins_at_once():
    """Rules 3.5: the last coin off wins at once; the classic option does not delay it
    (issue 35: it used to run one more ply, and a ply cap could draw it)."""
    end = setup(["f3"], ["a6", "c2"], **CLASSIC).play("f3-off")
    assert_finished(end, (0,))
    assert end.scores == (5, 3) and "borne off" in end.outcome.reason
    capped = setup(["f3"], ["a6", "c2"], draw_rule="ply_cap:1", **CLASSIC).play("f3-off")
    assert_finished(capped, (0,))


def test_classic_first_player_without_a_move_on_their_turn_wins():
    """A player who cannot move on their turn wins; the last coin off wins sooner."""
    assert_finished(setup(["f3"], ["a2"]).play("f3-off"), (0,))
    assert_finished(setup(["f3"], ["a2"], **CLASSIC).play("f3-off"), (0,))


def test_classic_empty_board_is_refused():
    with pytest.raises(PositionError):
        DODGEM.decode("6/6/6/6/6/6 r", **CLASSIC)


@pytest.mark.parametrize("axis", AXES)
def test_classic_opening_is_the_usual_game(axis):
    classic, usual = DODGEM.start(axis=axis, **CLASSIC), DODGEM.start(axis=axis)
    assert classic.legal_moves() == usual.legal_moves()
    assert_running(classic)


# -- position text --------------------------------------------------------

@pytest.mark.parametrize("red, green, to", [
    (ref.OPENING_RED, ref.OPENING_GREEN, "r"),
    (["a1", "f6", "c3"], ["b2", "e5"], "g"),
    ([], ["b2"], "r"),
    (["a6", "b6", "c6", "d6", "e6"], ["a1", "b1", "c1", "d1", "e1"], "g"),
])
def test_encode_writes_the_documented_text(red, green, to):
    p = ref.pos(red, green, "rg".index(to))
    assert DODGEM.encode(setup(red, green, to)) == ref.position_text(p)


@pytest.mark.parametrize("text, options", [
    ("6/6/6/6/6/5G r", {}),                      # Green has no coins: won
    ("6/6/6/6/1R4/RG4 r", CLASSIC),              # Red to move, not blocked
    ("6/4G1/6/6/G5/RG4 r", dict(CLASSIC, axis="V")),  # Red blocked: won (classic)
    ("6/6/6/6/1R4/RG4 g", CLASSIC),  # Green blocked: won under classic
])
def test_decode_encode_decode_gives_the_same_state(text, options):
    state = DODGEM.decode(text, **options)
    assert DODGEM.decode(DODGEM.encode(state), **options) == state


@pytest.mark.parametrize("text", [
    "5G/R4G/R4G/R4G/R4G/R5 r",
    "6/6/6/6/1R4/RG4 g",
    "6/6/6/6/6/5G r",
    "6/6/6/6/6/5G g",  # Red has no coins, Green to move
])
def test_encode_of_decode_gives_the_text_back(text):
    assert DODGEM.encode(DODGEM.decode(text)) == text
