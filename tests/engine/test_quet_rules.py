"""Quet rules (the quet rules (py/piecepad/games/quet/rules_page.py)): identity, options, the sample game of
source 004, movement, scoring and marking, rulings Q1-Q9, rounds and the end
of the game, position text. Scenarios are set up through the documented
position text (docs/notation.md)."""

import pytest

from piecepad import IllegalMoveError, games
from piecepad.marks import Marks
from piecepad.options import format_value
from piecepad.record import Record

import quet_ref as ref
from engine_helpers import error_message

QUET = games.get("quet")
BLUE, ORANGE = 0, 1


def setup(n=6, **options):
    """A position from quet_ref.text(...) keywords plus game options."""
    keys = ("blue", "orange", "both", "pawns", "moves", "points", "side")
    text = ref.text(n=n, **{k: options.pop(k) for k in keys if k in options})
    return QUET.decode(text, n=n, **options)


def texts(state):
    return {str(m) for m in state.legal_moves()}


def dests(state):
    return {str(m).split("-")[1] for m in state.legal_moves()}


def points_of(state):
    return {str(m): m.data[2] for m in state.legal_moves()}


def mark_at(state, square):
    return state.marks.at(state.grid.parse(square))


def name(state, sq):
    return state.grid.name(sq)


def play_line(state, moves):
    for move in moves.split():
        state = state.play(move)
    return state


# -- identity and options (Q9) ------------------------------------------------

def test_identity_q9():
    assert games.get("quet") is QUET and "quet" in games.ids()
    assert (QUET.id, QUET.title, QUET.rules_version) == ("quet", "Quet", "2008-09-21")
    assert (QUET.min_players, QUET.max_players) == (2, 2)
    assert QUET.seat_names == ("Blue", "Orange")
    assert [QUET.seat_name(s) for s in (0, 1)] == ["Blue", "Orange"]


def test_declared_options_and_defaults():
    declared = {o.name: o.default for o in QUET.options}
    assert declared == {"n": 6, "mark_on": "arrival", "target": 5, "round_ply_cap": None,
                        "rounds": 2}
    assert QUET.start().options == declared
    for option in QUET.options:
        assert option.help
        offered = option.choices + option.presets
        assert option.default in offered            # the form shows the default selected
        assert len(option.labels) == len(offered)
        for value in offered:
            assert option.validate(value) == value
            assert option.parse(format_value(value)) == value
            assert option.label(value)


@pytest.mark.parametrize("name, text, value", [
    ("n", "4", 4), ("n", "12", 12), ("n", " 7 ", 7),
    ("mark_on", "departure", "departure"),
    ("target", "1", 1), ("target", "1000", 1000),
    ("round_ply_cap", "none", None), ("round_ply_cap", "1", 1), ("round_ply_cap", "500", 500),
    ("rounds", "4", 4), ("rounds", "10", 10),
])
def test_option_values_from_text(name, text, value):
    state = QUET.start(**{name: text})
    assert state.options[name] == value and type(state.options[name]) is type(value)


def test_n_sets_the_board_and_the_corners():
    for n in (4, 5, 9, 12):
        state = QUET.start(n=n)
        assert (state.grid.width, state.grid.height) == (n, n)
        top = f"{'abcdefghijkl'[n - 1]}{n}"
        assert [name(state, sq) for sq in state.pawns] == ["a1", top]
        assert mark_at(state, "a1") == 1 and mark_at(state, top) == 2
        assert sum(1 for c in state.marks.cells if c) == 2
        assert state.round_cap == 2 * n * n


def test_round_ply_cap_none_means_two_n_squared():
    assert QUET.start().round_cap == 72
    assert QUET.start(n=4).round_cap == 32
    assert QUET.start(round_ply_cap=9).round_cap == 9
    assert QUET.start(n=10, round_ply_cap="none").round_cap == 200


# -- the sample partial game of source 004 ---------------------------------------

# The diagram as posted (left: marks; right: each player's positions numbered,
# the start corner being 1). Copied verbatim from the original rules text of Quet.
SAMPLE_DIAGRAM = """\
*..*..x..xo.o..o....*. *. 7. 84 3. 1
*..o..o..*..*..o....*. 6. 5. *. *. 2
o..*..x..*..*..*....7. *. 6. *. *. *
x..x..x..*..*..*....4. 3. 5. *. *. *
*..*..*..*..*..*....*. *. *. *. *. *
x..x..*..*..*..*....1. 2. *. *. *. *"""

SAMPLE_MOVES = ("a1-b1 f6-f5 b1-b3 f5-e6 b3-a3 e6-d6 a3-c3 d6-c5 "
                "c3-c4 c5-b5 c4-c6 b5-a4 c6-d6")


def read_diagram():
    """(marks by square, path of x, path of o) from the diagram text."""
    marks, numbered = {}, {"x": {}, "o": {}}
    for row, line in enumerate(SAMPLE_DIAGRAM.splitlines()):
        rank = 6 - row
        left, right = line[:18], line[20:]
        for col in range(6):
            square = f"{'abcdef'[col]}{rank}"
            who = left[3 * col:3 * col + 3].strip(".*")
            numbers = right[3 * col:3 * col + 3].strip(". *")
            marks[square] = who
            assert len(who) == len(numbers)
            for player, number in zip(who, numbers):
                numbered[player][int(number)] = square
    paths = {p: [sq for _, sq in sorted(numbered[p].items())] for p in "xo"}
    return marks, paths["x"], paths["o"]


def test_the_sample_move_sequence_is_read_from_the_diagram():
    _, x_path, o_path = read_diagram()
    assert len(x_path) == 8 and len(o_path) == 7      # x made 7 moves, o 6; x just moved
    x_moves = [f"{a}-{b}" for a, b in zip(x_path, x_path[1:])]
    o_moves = [f"{a}-{b}" for a, b in zip(o_path, o_path[1:])]
    interleaved = [m for pair in zip(x_moves, o_moves + [None]) for m in pair if m]
    assert " ".join(interleaved) == SAMPLE_MOVES


@pytest.fixture(scope="module")
def sample_states():
    states = [QUET.start()]
    for move in SAMPLE_MOVES.split():
        states.append(states[-1].play(move))
    return states


def test_the_sample_game_reproduces_the_diagram_exactly(sample_states):
    marks, x_path, o_path = read_diagram()
    end = sample_states[-1]
    shown = {"": 0, "x": 1, "o": 2, "xo": 3}
    for square, who in marks.items():
        assert mark_at(end, square) == shown[who], square
    assert [name(end, sq) for sq in end.pawns] == [x_path[-1], o_path[-1]]
    assert end.moves_made == (7, 6) and end.to_move == ORANGE
    assert end.round == 1 and end.outcome is None


def test_the_sample_games_last_move_scores_a_point_for_x(sample_states):
    before, end = sample_states[-2], sample_states[-1]
    move = before.parse("c6-d6")
    assert move.data == (before.grid.parse("c6"), before.grid.parse("d6"), 1)
    assert points_of(before) == {"c6-b6": 0, "c6-c5": 1, "c6-d6": 1}
    assert mark_at(before, "d6") == 2 and mark_at(end, "d6") == 3     # o, then xo
    assert all(s.scores == (0, 0) for s in sample_states[:-1])
    assert end.scores == (1, 0) and end.points == (1, 0)


def test_the_sample_position_text(sample_states):
    end = sample_states[-1]
    text = "..b+oo/.oo..o/o.b.../bbb.../....../bb.... d6,a4 7,6 1,0 o"
    assert QUET.encode(end) == text
    assert QUET.decode(text) == end


def test_lq1_the_sample_under_departure_differs_only_at_d6_and_a4(sample_states):
    marks, _, _ = read_diagram()
    end = play_line(QUET.start(mark_on="departure"), SAMPLE_MOVES)
    shown = {"": 0, "x": 1, "o": 2, "xo": 3}
    for square, who in marks.items():
        expected = {"d6": 2, "a4": 0}.get(square, shown[who])
        assert mark_at(end, square) == expected, square
    assert end.scores == (1, 0)                  # d6 carried o only: +1 as well
    assert end.pawns == sample_states[-1].pawns


def test_the_sample_record_text():
    record = Record.new("quet")
    for move in SAMPLE_MOVES.split():
        record = record.play(move)
    text = "pp1/quet/2008-09-21//" + SAMPLE_MOVES.replace(" ", ".")
    assert record.to_text() == text
    assert Record.from_text(text).state == record.state


# -- movement (5.3) -------------------------------------------------------------

@pytest.mark.parametrize("moves, expected", [
    ((0, 0), {"b3", "c2", "c4", "d3"}),        # Blue's 1st move: 1 square straight
    ((1, 1), {"a3", "c1", "c5", "e3"}),        # 2nd: exactly 2 squares straight
    ((2, 2), {"b3", "c2", "c4", "d3"}),        # 3rd
    ((3, 3), {"a3", "c1", "c5", "e3"}),        # 4th
])
def test_player1_alternates_one_and_two_squares_straight(moves, expected):
    state = setup(pawns=("c3", "f6"), moves=moves)
    assert state.to_move == BLUE and state.player1 == BLUE
    assert dests(state) == expected


@pytest.mark.parametrize("moves, expected", [
    ((1, 0), {"c4", "d3", "d5", "e4"}),        # Orange's 1st move: 1 square straight
    ((2, 1), {"c3", "c5", "e3", "e5"}),        # 2nd: 1 square diagonal
    ((3, 2), {"c4", "d3", "d5", "e4"}),
    ((4, 3), {"c3", "c5", "e3", "e5"}),
])
def test_player2_alternates_straight_and_diagonal_steps(moves, expected):
    state = setup(pawns=("a1", "d4"), moves=moves)
    assert state.to_move == ORANGE
    assert dests(state) == expected


@pytest.mark.parametrize("pawns, moves, expected", [
    (("a1", "f6"), (0, 0), {"a1-a2", "a1-b1"}),
    (("a1", "f6"), (1, 1), {"a1-a3", "a1-c1"}),
    (("b2", "f6"), (1, 1), {"b2-b4", "b2-d2"}),           # 2 squares or nothing
    (("f6", "a1"), (1, 0), {"a1-a2", "a1-b1"}),           # Orange's 1st move
    (("f6", "a1"), (2, 1), {"a1-b2"}),                    # Orange's 2nd move: diagonal only
    (("a1", "f6"), (2, 1), {"f6-e5"}),
    (("a1", "f3"), (2, 1), {"f3-e2", "f3-e4"}),
])
def test_no_move_leaves_the_board(pawns, moves, expected):
    assert texts(setup(pawns=pawns, moves=moves)) == expected


def test_roles_swap_in_round_two_orange_moves_like_player1():
    base = dict(points="5,0t;0,0", pawns=("d4", "c3"))
    first = setup(moves=(0, 0), **base)
    assert first.round == 2 and first.player1 == ORANGE and first.to_move == ORANGE
    assert dests(first) == {"b3", "c2", "c4", "d3"}
    second = setup(moves=(1, 1), **base)
    assert second.to_move == ORANGE and dests(second) == {"a3", "c1", "c5", "e3"}
    blue_even = setup(moves=(1, 2), **base)
    assert blue_even.to_move == BLUE and dests(blue_even) == {"c3", "c5", "e3", "e5"}
    blue_odd = setup(moves=(0, 1), **base)
    assert blue_odd.to_move == BLUE and dests(blue_odd) == {"c4", "d3", "d5", "e4"}


@pytest.mark.parametrize("moves, blue, orange", [
    ((0, 0), "1 square, straight", "1 square, straight"),
    ((1, 0), "2 squares, straight", "1 square, straight"),
    ((1, 1), "2 squares, straight", "1 square, diagonal"),
    ((2, 1), "1 square, straight", "1 square, diagonal"),
    ((2, 2), "1 square, straight", "1 square, straight"),
])
def test_step_rule_describes_each_seats_next_move(moves, blue, orange):
    state = setup(pawns=("c3", "d4"), moves=moves)
    assert (state.step_rule(BLUE), state.step_rule(ORANGE)) == (blue, orange)
    mover = state.to_move
    words = {"2 squares, straight": {2}, "1 square, straight": {1}, "1 square, diagonal": {2}}
    grid = state.grid
    for move in state.legal_moves():
        (fx, fy), (tx, ty) = grid.xy(move.data[0]), grid.xy(move.data[1])
        assert abs(fx - tx) + abs(fy - ty) in words[state.step_rule(mover)]


def test_step_rule_in_round_two_follows_the_roles():
    state = setup(points="0,5t;0,0", pawns=("f6", "a1"), moves=(1, 1))
    assert state.step_rule(ORANGE) == "2 squares, straight"
    assert state.step_rule(BLUE) == "1 square, diagonal"


def test_moves_are_compulsory_and_listed_in_a_fixed_order():
    state = QUET.start()
    assert [str(m) for m in state.legal_moves()] == ["a1-a2", "a1-b1"]
    assert [str(m) for m in setup(pawns=("c3", "f6")).legal_moves()] == \
        ["c3-b3", "c3-c2", "c3-c4", "c3-d3"]      # by destination: file, then rank
    error_message(IllegalMoveError, lambda: state.parse("pass"), "no passing")


# -- scoring and marking (5.5) ------------------------------------------------------

def test_move_data_carries_the_points_of_each_move_before_it_is_played():
    state = setup(pawns=("c3", "f6"), blue=["b3"], orange=["c4"], both=["d3"])
    assert points_of(state) == {"c3-b3": -1, "c3-c4": 1, "c3-d3": -1, "c3-c2": 0}
    for move in state.legal_moves():
        after = state.play(move)
        assert after.scores[BLUE] == move.data[2]
        assert after.points == (move.data[2], 0)


def test_mover_scores_and_the_opponent_does_not():
    state = setup(pawns=("c3", "d4"), moves=(1, 0), orange=["c4"], blue=["d5"], points="2,3")
    assert state.to_move == ORANGE
    assert points_of(state) == {"d4-c4": -1, "d4-d5": 1, "d4-e4": 0, "d4-d3": 0}
    assert state.play("d4-d5").points == (2, 4)
    assert state.play("d4-c4").points == (2, 2)


def test_arrival_marks_the_square_entered_once():
    state = setup(pawns=("c3", "f6"), orange=["c4"], blue=["b3"])
    after = state.play("c3-c4")
    assert mark_at(after, "c4") == 3 and mark_at(after, "c3") == 0
    again = state.play("c3-b3")
    assert mark_at(again, "b3") == 1 and again.marks == state.marks   # a mark is never doubled


def test_departure_marks_the_square_left():
    state = setup(pawns=("c3", "f6"), orange=["c4"], mark_on="departure")
    after = state.play("c3-c4")
    assert mark_at(after, "c3") == 1 and mark_at(after, "c4") == 2
    assert after.scores == (1, 0)


def test_scores_may_go_negative():
    state = setup(pawns=("c3", "f6"), blue=["c4"], points="-2,0")
    assert state.scores == (-2, 0)
    after = state.play("c3-c4")
    assert after.scores == (-3, 0) and after.outcome is None


def test_the_two_step_skips_the_middle_square_q6():
    """Q6: Player 1's 2-step jumps the middle square, its marks and even the
    opponent's pawn, and leaves that square alone."""
    state = setup(pawns=("c3", "c4"), moves=(1, 1), orange=["c4"], blue=["d3"])
    assert "c3-c5" in texts(state) and "c3-e3" in texts(state)
    after = state.play("c3-c5")
    assert mark_at(after, "c4") == 2 and mark_at(after, "c5") == 1
    assert after.scores == (0, 0)
    assert mark_at(state.play("c3-e3"), "d3") == 1


# -- rulings -------------------------------------------------------------------

def test_q1_arrival_is_the_default_marking_rule():
    a = QUET.start().play("a1-b1")
    assert mark_at(a, "b1") == 1
    d = QUET.start(mark_on="departure").play("a1-b1")
    assert mark_at(d, "b1") == 0 and mark_at(d, "a1") == 1


def test_q2_pawns_may_share_a_square_arrival_scores_the_opponents_new_mark():
    """5.4: the rules differ when a pawn lands on the opponent's square that the
    opponent has not marked before: +1 under arrival, 0 under departure."""
    blue_came = "c3-c4"
    arrival = setup(pawns=("c3", "c5"), orange=["c5"]).play(blue_came)
    assert arrival.to_move == ORANGE and mark_at(arrival, "c4") == 1
    assert points_of(arrival)["c5-c4"] == 1
    shared = arrival.play("c5-c4")
    assert shared.pawns[0] == shared.pawns[1] == shared.grid.parse("c4")
    assert shared.scores == (0, 1) and mark_at(shared, "c4") == 3
    assert "c4-c6" in texts(shared)             # Blue moves on from the shared square

    departure = setup(pawns=("c3", "c5"), mark_on="departure").play(blue_came)
    assert mark_at(departure, "c4") == 0 and mark_at(departure, "c3") == 1
    assert points_of(departure)["c5-c4"] == 0
    shared = departure.play("c5-c4")
    assert shared.pawns[0] == shared.pawns[1] and shared.scores == (0, 0)
    assert mark_at(shared, "c5") == 2 and mark_at(shared, "c4") == 0


def test_q3_the_round_ends_at_the_default_target_of_5():
    state = setup(pawns=("c3", "f6"), orange=["c4"], points="4,3")
    end = state.play("c3-c4")
    assert end.round == 2 and end.round_points == ((5, 3),)
    assert end.last_round_end == (1, (5, 3), "Blue reached 5 points")
    assert state.play("c3-c2").round == 1                # 0 points: play on


def test_q3_target_option():
    state = setup(pawns=("c3", "f6"), orange=["c4"], points="1,0", target=2)
    assert state.play("c3-c4").last_round_end == (1, (2, 0), "Blue reached 2 points")
    one = QUET.start(target=1, n=4)
    end = play_line(one, "a1-b1 d4-c4 b1-b3 c4-b3")
    assert end.last_round_end == (1, (0, 1), "Orange reached 1 point")


def test_q4_the_round_ends_when_every_square_carries_both_colours():
    everything = [f"{f}{r}" for f in "abcd" for r in range(1, 5)]
    state = setup(n=4, both=[s for s in everything if s != "b2"], blue=["b2"],
                  pawns=("a1", "b3"), moves=(1, 0))
    end = state.play("b3-b2")
    assert end.round == 2 and end.round_points == ((0, 1),)
    assert end.last_round_end == (1, (0, 1), "every square carries both colours")
    assert end.marks == Marks(bytes([2] + [0] * 14 + [1]))     # fresh: Orange a1, Blue d4
    assert end.to_move == ORANGE


def test_q4_full_board_under_departure_counts_the_square_left():
    everything = [f"{f}{r}" for f in "abcd" for r in range(1, 5)]
    state = setup(n=4, both=[s for s in everything if s != "b3"], blue=["b3"],
                  pawns=("a1", "b3"), moves=(1, 0), mark_on="departure")
    end = state.play("b3-b2")
    assert end.last_round_end == (1, (0, -1), "every square carries both colours")


def test_q4_the_target_is_named_before_a_full_board():
    everything = [f"{f}{r}" for f in "abcd" for r in range(1, 5)]
    state = setup(n=4, both=[s for s in everything if s != "b2"], blue=["b2"],
                  pawns=("a1", "b3"), moves=(1, 0), points="0,4")
    assert state.play("b3-b2").last_round_end == (1, (0, 5), "Orange reached 5 points")


def test_q4_the_round_ends_at_the_default_ply_cap_of_2_n_squared():
    state = setup(pawns=("c3", "d4"), moves=(36, 35), points="2,1")
    assert state.to_move == ORANGE and state.ply == 71
    end = state.play("d4-c3")                    # Orange's 36th move: diagonal
    assert end.round == 2 and end.round_points == ((2, 1),)
    assert end.last_round_end == (1, (2, 1), "the round's move limit of 72 was reached")
    one_before = setup(pawns=("c3", "d4"), moves=(35, 35))
    assert one_before.play("c3-c1").round == 1


@pytest.mark.parametrize("n, cap, moves", [(4, None, (16, 15)), (6, 10, (5, 4)),
                                           (6, 1, (0, 0)), (5, 7, (3, 3))])
def test_q4_round_ply_cap_option(n, cap, moves):
    pawns = ("a1", "c3")
    state = setup(n=n, pawns=pawns, moves=moves, round_ply_cap=cap)
    end = state.play(state.legal_moves()[0])
    limit = 2 * n * n if cap is None else cap
    assert end.round == 2, end
    assert end.last_round_end[2] == f"the round's move limit of {limit} was reached"


def test_q5_player1_moves_first_from_a1_player2_starts_top_right():
    state = QUET.start()
    assert (state.round, state.player1, state.to_move) == (1, BLUE, BLUE)
    assert [name(state, sq) for sq in state.pawns] == ["a1", "f6"]
    assert QUET.encode(state) == ".....o/....../....../....../....../b..... a1,f6 0,0 0,0 b"
    assert state.scores == (0, 0) and state.round_points == () and state.points == (0, 0)
    assert state.last_round_end is None and state.moves_made == (0, 0)


def test_q7_rounds_default_two_and_a_four_round_game_alternates_roles():
    state = QUET.start(n=4, target=1, rounds=4)
    seen = []
    while state.outcome is None:
        if state.moves_made == (0, 0):
            seen.append((state.round, state.player1, state.to_move,
                         [name(state, sq) for sq in state.pawns]))
        state = state.play(state.legal_moves()[0])
    assert [s[:3] for s in seen] == [(1, 0, 0), (2, 1, 1), (3, 0, 0), (4, 1, 1)]
    assert [s[3] for s in seen] == [["a1", "d4"], ["d4", "a1"], ["a1", "d4"], ["d4", "a1"]]
    assert len(state.round_points) == 4 and state.round == 4
    assert "over 4 rounds" in state.outcome.reason
    assert QUET.start().rounds == 2


def test_q8_equal_totals_are_a_draw():
    state = setup(points="2,5t;4,2", pawns=("c3", "d4"), moves=(3, 4), orange=["d4"])
    assert state.to_move == BLUE and state.round == 2 and state.player1 == ORANGE
    end = state.play("c3-d4")                    # Blue's 4th move: diagonal, onto Orange
    assert end.outcome.winners == () and end.outcome.is_draw
    assert end.outcome.reason == "Draw: 7 to 7 over 2 rounds"
    assert end.scores == (7, 7)


# -- rounds and the end of the game ------------------------------------------------

def test_the_move_that_ends_a_round_returns_the_next_rounds_opening():
    state = setup(pawns=("c3", "d4"), moves=(3, 3), points="4,2", orange=["c5", "d4"],
                  blue=["c3"])
    end = state.play("c3-c5")
    assert (end.round, end.player1, end.to_move) == (2, ORANGE, ORANGE)
    assert [name(end, sq) for sq in end.pawns] == ["f6", "a1"]
    assert end.marks == Marks(bytes([2] + [0] * 34 + [1]))      # Orange a1, Blue f6
    assert (end.moves_made, end.points, end.round_points) == ((0, 0), (0, 0), ((5, 2),))
    assert end.scores == (5, 2)
    assert end.last_round_end == (1, (5, 2), "Blue reached 5 points")
    assert end.round_reasons == ("Blue reached 5 points",)
    assert QUET.encode(end) == ".....b/....../....../....../....../o..... f6,a1 0,0 5,2t;0,0 o"
    assert texts(end) == {"a1-a2", "a1-b1"}
    nxt = end.play("a1-b1")
    assert nxt.last_round_end is None and nxt.scores == (5, 2) and nxt.to_move == BLUE


def test_scores_add_the_round_in_progress_to_the_finished_rounds():
    state = setup(points="3,5t;1,-2", pawns=("a1", "f6"), moves=(2, 2), n=6)
    assert state.round_points == ((3, 5),) and state.points == (1, -2)
    assert state.scores == (4, 3)


def test_after_the_last_round_the_game_is_over_on_the_last_board():
    state = setup(points="2,5t;4,3", pawns=("c3", "d4"), moves=(3, 4), orange=["d4"])
    end = state.play("c3-d4")
    assert end.outcome.winners == (ORANGE,)
    assert end.outcome.reason == "Orange wins 8 to 7 over 2 rounds"
    assert end.to_move is None and end.legal_moves() == ()
    assert end.round == 2 and end.moves_made == (4, 4) and end.points == (5, 3)
    assert end.pawns == (end.grid.parse("d4"),) * 2 and mark_at(end, "d4") == 3
    assert end.round_points == ((2, 5), (5, 3)) and end.scores == (7, 8)
    assert end.last_round_end == (2, (5, 3), "Blue reached 5 points")
    text = QUET.encode(end)
    assert text.endswith(" d4,d4 4,4 2,5t;5,3t -")
    assert QUET.decode(text) == end and QUET.decode(text).outcome == end.outcome
    error_message(IllegalMoveError, lambda: end.play("d4-d5"), "game is over", "Orange wins")


def test_blue_wins_reason_names_the_winner_first():
    state = setup(points="5,1t;0,3", pawns=("c3", "d4"), moves=(2, 2), round_ply_cap=5)
    end = state.play("d4-d5")                     # Orange, Player 1: the cap is reached
    assert end.outcome.winners == (BLUE,)
    assert end.outcome.reason == "Blue wins 5 to 4 over 2 rounds"
    assert end.last_round_end == (2, (0, 3), "the round's move limit of 5 was reached")


def test_a_whole_game_through_a_record():
    record = Record.new("quet", n=4, target=2)
    while record.state.outcome is None:
        record = record.play(record.state.legal_moves()[-1])
    ends = [i for i, s in enumerate(record.states) if s.last_round_end is not None]
    assert len(ends) == 2 and ends[-1] == len(record)
    middle = record.states[ends[0]]
    assert middle.round == 2 and middle.moves_made == (0, 0)
    again = Record.from_text(record.to_text())
    assert [s.last_round_end for s in again.states] == [s.last_round_end for s in record.states]
    assert again.state.outcome == record.state.outcome


# -- position text ---------------------------------------------------------------

DOC_EXAMPLES = [
    ({}, ".....o/....../....../....../....../b..... a1,f6 0,0 0,0 b"),
    ({}, "..b+oo/.oo..o/o.b.../bbb.../....../bb.... d6,a4 7,6 1,0 o"),
    ({}, ".....b/....../....../....../....../o..... f6,a1 0,0 5,2t;0,0 o"),
    ({"n": 4}, "...o/..../..../b... a1,d4 0,0 0,0 b"),
    ({"round_ply_cap": 6}, "....++/...o../....../....../....../bb.... b1,d5 3,3 2,5t;0,-1c -"),
]


@pytest.mark.parametrize("options, text", DOC_EXAMPLES)
def test_documented_position_texts_round_trip(options, text):
    state = QUET.decode(text, **options)
    assert QUET.encode(state) == text
    assert QUET.decode(QUET.encode(state), **options) == state


def test_decode_is_lenient_about_case_and_spaces():
    text = ".....o/....../....../....../....../b..... a1,f6 0,0 0,0 b"
    assert QUET.decode("  " + text.upper().replace(" ", "   ") + "\n") == QUET.start()


def test_equal_positions_compare_and_hash_equal():
    a = play_line(QUET.start(), "a1-b1 f6-f5 b1-b3 f5-e6")
    b = QUET.decode(QUET.encode(a))
    assert a is not b and a == b and hash(a) == hash(b) and len({a, b}) == 1
    assert a.legal_moves() == b.legal_moves()
    assert a != play_line(QUET.start(), "a1-a2 f6-f5 a2-c2 f5-e6")
    assert a != QUET.decode(QUET.encode(a), target=6)        # options are part of a state
    assert QUET.start() != QUET.start(mark_on="departure")


def test_play_leaves_the_state_alone():
    state = play_line(QUET.start(), "a1-b1 f6-f5")
    before = (QUET.encode(state), state.to_move, texts(state), state.scores, hash(state))
    after = state.play("b1-b3")
    assert after != state
    assert (QUET.encode(state), state.to_move, texts(state), state.scores, hash(state)) == before


def test_documented_record_example_ends_round_one():
    text = "pp1/quet/2008-09-21/n=4;target=1/a1-b1.d4-c4.b1-b3.c4-b3"
    record = Record.from_text(text)
    assert record.to_text() == text
    end = record.state
    assert end.last_round_end == (1, (0, 1), "Orange reached 1 point")
    assert (end.round, end.to_move) == (2, ORANGE)
    assert [name(end, sq) for sq in end.pawns] == ["d4", "a1"]
    assert all(s.last_round_end is None for s in record.states[:-1])
