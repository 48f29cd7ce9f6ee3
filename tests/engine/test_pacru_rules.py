"""Pacru rules: the worked examples PA-1..PA-7 and every FAQ answer of
the pacru rules (py/piecepad/games/pacru/rules_page.py), as scenarios set up from position text (docs/notation.md)."""

import pytest

from piecepad import IllegalMoveError, games

from engine_helpers import error_message
from pacru_helpers import NINE, PACRU, from_square, names, owner_of, setup, sq, texts

S, N = 0, 1


# -- identity and openings (R1, 4.3) -----------------------------------------------

def test_identity():
    assert games.get("pacru") is PACRU and "pacru" in games.ids()
    assert (PACRU.id, PACRU.title, PACRU.rules_version) == ("pacru", "Pacru", "2011")
    assert (PACRU.min_players, PACRU.max_players) == (2, 4)
    assert {o.name: o.default for o in PACRU.options} == {
        "seats_2p": "S/N", "turn_order": "default", "meeting_rule": "2011",
        "meeting_threshold_timing": "after_effects", "meeting_optional": False,
        "transform_after_pincer": True, "max_plies": None}
    assert all(o.help for o in PACRU.options)


def _layout(state):
    return {PACRU.grid.name(s): (state.sides[seat], f) for s, (seat, f) in state.pieces.items()}


def test_two_player_opening():
    state = PACRU.start()
    assert state.sides == ("S", "N") and state.to_move == 0 and not state.pending
    assert _layout(state) == {
        "e1": ("S", "n"), "a3": ("S", "e"), "i3": ("S", "w"), "i9": ("S", "sw"),
        "e9": ("N", "s"), "i7": ("N", "w"), "a7": ("N", "e"), "a1": ("N", "ne")}
    assert state.scores == (0, 0) and state.target == 42 and state.targets == (42, 42)
    assert state.owners == (None,) * 81 and state.eliminated == ()


def test_two_player_opening_west_east_plays_east_first():
    state = PACRU.start(seats_2p="W/E")
    assert state.sides == ("E", "W")
    assert _layout(state) == {
        "i5": ("E", "w"), "g1": ("E", "n"), "g9": ("E", "s"), "a9": ("E", "se"),
        "a5": ("W", "e"), "c9": ("W", "s"), "c1": ("W", "n"), "i1": ("W", "nw")}


def test_three_and_four_player_openings():
    three = PACRU.start(players=3)
    assert three.sides == ("N", "E", "W") and three.target == 28
    assert _layout(three) == {
        "e9": ("N", "s"), "i7": ("N", "w"), "a7": ("N", "e"),
        "i5": ("E", "w"), "g1": ("E", "n"), "g9": ("E", "s"),
        "a5": ("W", "e"), "c9": ("W", "s"), "c1": ("W", "n")}
    four = PACRU.start(players=4)
    assert four.sides == ("S", "W", "N", "E") and four.target == 24
    assert len(four.pieces) == 12 and four.scores == (0, 0, 0, 0)


def test_turn_order_option_sets_seats():
    assert PACRU.start(players=4, turn_order="E,W,N,S").sides == ("E", "W", "N", "S")
    assert PACRU.start(players=3, turn_order="S W N").sides == ("S", "W", "N")
    assert PACRU.start(turn_order=["N", "S"]).sides == ("N", "S")
    # the default order written out is the default
    assert PACRU.start(players=4, turn_order="S,W,N,E") == PACRU.start(players=4)


def test_geometry_attributes():
    state = PACRU.start()
    assert state.borderland(sq("a1")) == 0 and state.borderland(sq("e5")) == 4
    assert state.borderland(sq("i9")) == 8 and state.borderland(sq("d3")) == 1
    assert [state.borderlands[sq(n)] for n in ("c3", "c4", "g7")] == [0, 3, 8]
    # R1: two neutral shades along diagonals; all four corners share one
    assert {state.shade(sq(n)) for n in ("a1", "i1", "a9", "i9", "b2", "e5")} == {0}
    assert state.shade(sq("a2")) == state.shade(sq("b1")) == 1


# -- PA-1 .. PA-7 ----------------------------------------------------------------

def test_pa1_opening_moves_and_crossings():
    state = PACRU.start()
    assert texts(state) == {"a3-b4", "a3-b3", "a3-b2", "e1-d2", "e1-e2", "e1-f2",
                            "i3-h2", "i3-h3", "i3-h4", "i9-i8", "i9-h8", "i9-h9"}
    for move in texts(state):
        after = state.play(move)
        if move in ("a3-b4", "i3-h4"):
            assert after.pending and after.pending_kind == "borderland"
            assert len(after.legal_moves()) == 9 and after.to_move == S
        else:
            assert not after.pending and after.to_move == N


def test_pa2_claim_the_landing_square():
    after = PACRU.start().play("a3-b4")
    assert names(after.claims) == {"a4", "b4", "c4", "a5", "b5", "c5", "a6", "b6", "c6"}
    assert after.pending_square == sq("b4")
    done = after.play("+b4")
    assert owner_of(done, "b4") == S and done.pieces[sq("b4")] == (S, "ne")
    assert done.scores == (1, 0) and not done.pending and done.to_move == N
    assert PACRU.start().play("a3-b4 +b4") == done


def test_pa3_edge_facing_only_piece_is_blocked_and_out():
    state = setup({"a5": "Sw", "e9": "Ns"}, tiles={"S": ["b1"]})
    assert state.outcome is not None and state.outcome.winners == (N,)
    assert state.to_move is None and state.legal_moves() == ()
    assert state.eliminated == (S,) and state.eliminated_now == (S,)
    assert sq("a5") not in state.pieces and owner_of(state, "b1") == S   # tiles stay
    assert "blocked" in state.outcome.reason


def test_pa4_one_tile_is_power_one():
    state = setup({"b2": "Sn", "e9": "Ns"}, tiles={"S": ["a1"]})
    assert state.power(sq("b2")) == 1
    assert from_square(state, "b2") == {"b2-a3", "b2-b3", "b2-c3"}


def test_pa5_no_connection_when_ending_on_neutral():
    state = setup({"d4": "Se", "e9": "Ns"}, tiles={"S": ["d4", "f4", "d5"]})
    assert state.power(sq("d4")) == 3
    long = state.play("d4-g4")
    assert long.pending_kind == "borderland" and owner_of(long, "e4") is None
    assert names(long.claims) == {"g4", "h4", "i4", "g5", "h5", "i5", "g6", "h6", "i6"}
    short = state.play("d4-f4")
    assert not short.pending and owner_of(short, "e4") == S and short.scores[S] == 4


def test_pa6_connection_jump_over_two_pieces():
    state = setup({"d4": "Sn", "d5": "Ne", "d6": "Nw", "a9": "Ns"},
                  tiles={"S": ["d4", "e5", "f6", "d7"]})
    after = state.play("d4-d7")
    assert after.pending_kind == "borderland"          # a jump is not a connection: no choice
    assert owner_of(after, "d5") is None and owner_of(after, "d6") is None
    assert names(after.claims) == {"e7", "f7", "d8", "e8", "f8", "d9", "e9", "f9"}


def test_pa7_crossing_with_only_occupied_neutral_gains_nothing():
    n_tiles = ["h4", "i4", "g5", "i5", "g6", "h6", "i6"]
    state = setup({"f4": "Se", "h5": "Nn", "a9": "Ns"}, tiles={"S": ["g4"], "N": n_tiles})
    after = state.play("f4-g4")
    assert not after.pending and after.to_move == N
    assert after.tiles == state.tiles


# -- R3 / R4 moving and the borderland change ---------------------------------------

def test_faq_r3_one_move_may_cross_several_borders_claim_only_at_the_end():
    state = setup({"b2": "Sne", "i1": "Nn"}, tiles={"S": ["a1", "a2", "a3", "b1", "c1"]})
    assert state.power(sq("b2")) == 5
    after = state.play("b2-g7")
    assert names(after.claims) == {"g7", "h7", "i7", "g8", "h8", "i8", "g9", "h9", "i9"}


def test_faq_r3_piece_facing_off_the_edge_cannot_move_but_may_be_reoriented():
    state = setup({"a5": "Sw", "e4": "Sn", "e9": "Ns"}, tiles={"S": ["b1", "b2"]})
    assert from_square(state, "a5") == set()
    assert {"a5>nw", "a5>sw"} <= texts(state)
    error_message(IllegalMoveError, lambda: state.play("a5-a6"), "R3", "faces w")


def test_faq_r4_claim_is_mandatory_and_only_in_the_arrival_borderland():
    after = PACRU.start().play("a3-b4")
    assert all(m.data[0] == "claim" for m in after.legal_moves())
    error_message(IllegalMoveError, lambda: after.play("e1-e2"), "R4", "claim")
    error_message(IllegalMoveError, lambda: after.play("+d4"), "R4", "a4-c6")


def test_faq_r4_own_piece_on_the_only_neutral_square_blocks_the_change():
    # borderland g4-i6: h5 is the only neutral tile, and South's own piece stands on it
    n_tiles = ["h4", "i4", "g5", "i5", "g6", "h6", "i6"]
    state = setup({"f4": "Se", "h5": "Sn", "a9": "Ns"}, tiles={"S": ["g4"], "N": n_tiles})
    after = state.play("f4-g4")
    assert not after.pending and after.tiles == state.tiles


def test_faq_r4_general_transformation_when_no_neutral_tile_is_left():
    n_tiles = ["h4", "i4", "g5", "h5", "i5", "g6", "h6"]
    state = setup({"f4": "Se", "h5": "Nn", "a9": "Ns"},
                  tiles={"S": ["g4", "i6"], "N": n_tiles})
    after = state.play("f4-g4")
    assert after.pending_kind == "borderland"
    assert names(after.claims) == {"h4", "i4", "g5", "i5", "g6", "h6"}   # unoccupied, not S
    error_message(IllegalMoveError, lambda: after.play("+h5"), "R7", "occupied")
    error_message(IllegalMoveError, lambda: after.play("+i6"), "already your colour")
    assert owner_of(after.play("+g6"), "g6") == S


# -- R5 power of movement ------------------------------------------------------------

def test_faq_r5_power_counts_tiles_of_the_start_borderland_not_pieces():
    state = setup({"d4": "Sn", "e4": "Sn", "f4": "Sn", "a9": "Ns"}, tiles={"S": ["a1", "b1"]})
    assert [state.power(sq(n)) for n in ("d4", "e4", "f4")] == [1, 1, 1]
    assert state.power(sq("a9")) == 1 and state.power(sq("c2"), seat=S) == 2
    moves = from_square(state, "d4")
    assert moves == {"d4-c5", "d4-d5", "d4-e5"}


def test_faq_r5_any_distance_up_to_power_in_a_straight_line():
    state = setup({"d4": "Sn", "a9": "Ns"}, tiles={"S": ["d4", "e4", "f4"]})
    assert state.power(sq("d4")) == 3
    assert from_square(state, "d4") == {"d4-c5", "d4-b6", "d4-a7", "d4-d5", "d4-d6",
                                        "d4-d7", "d4-e5", "d4-f6", "d4-g7"}
    error_message(IllegalMoveError, lambda: state.play("d4-d8"), "R5", "power of movement of 3")
    error_message(IllegalMoveError, lambda: state.play("d4-e6"), "R3", "straight line")


def test_faq_r5_power_from_where_the_move_starts():
    state = setup({"c3": "Sne", "a9": "Ns"}, tiles={"S": ["a1", "b1", "c1", "d4"]})
    assert state.power(sq("c3")) == 3
    after = state.play("c3-f6 +f6")          # f6 lies in d4-f6, where South has 2 tiles
    assert after.power(sq("f6"), seat=S) == 2


# -- R6 / R7 what is forbidden -----------------------------------------------------

def test_faq_r6_may_cross_but_not_land_on_another_colour():
    state = setup({"d4": "Se", "a9": "Ns"}, tiles={"S": ["d4", "d5", "d6"], "N": ["e4", "g4"]})
    assert {"d4-f4"} <= from_square(state, "d4")
    assert "d4-e4" not in texts(state) and "d4-g4" not in texts(state)
    error_message(IllegalMoveError, lambda: state.play("d4-e4"), "R7", "another player's colour")


def test_r7_no_landing_on_a_piece_and_no_jumping_without_connection():
    state = setup({"d4": "Se", "e4": "Sn", "f5": "Nn", "a9": "Ns"},
                  tiles={"S": ["d5", "d6", "e5"]})
    message = error_message(IllegalMoveError, lambda: state.play("d4-e4"), "R7")
    assert "R7: a piece cannot move onto a square occupied by another piece" in message
    error_message(IllegalMoveError, lambda: state.play("d4-f4"), "R7", "jump", "R9")


# -- R8 / R9 connections ------------------------------------------------------------

def _connection_crossing():
    return setup({"d4": "Se", "a9": "Ns"},
                 tiles={"S": ["d4", "g4", "d5", "d6"], "N": ["e4"]})


def test_faq_r8_connection_or_crossing_is_a_choice():
    state = _connection_crossing()
    after = state.play("d4-g4")
    assert after.pending_kind == "choice"
    assert texts(after) == {"c", "+h4", "+i4", "+g5", "+h5", "+i5", "+g6", "+h6", "+i6"}
    connected = after.play("c")
    assert owner_of(connected, "e4") == S and owner_of(connected, "f4") == S
    assert not connected.pending and connected.scores == (6, 0)
    crossed = after.play("+h5")
    assert owner_of(crossed, "e4") == N and owner_of(crossed, "f4") is None
    assert owner_of(crossed, "h5") == S and crossed.scores == (5, 1)
    assert state.play("d4-g4 c") == connected
    error_message(IllegalMoveError, lambda: after.play("*h5"), "R8")


def test_faq_r8_connection_without_crossing_needs_no_decision():
    state = setup({"d4": "Se", "a9": "Ns"}, tiles={"S": ["d4", "f4"], "N": ["e4"]})
    after = state.play("d4-f4")
    assert not after.pending and owner_of(after, "e4") == S      # opponent's tile converted


def test_faq_r8_connection_over_own_tiles_gains_nothing():
    state = setup({"d4": "Se", "a9": "Ns"}, tiles={"S": ["d4", "e4", "f4"]})
    after = state.play("d4-f4")
    assert not after.pending and after.scores == (3, 0)


def test_faq_r8_choice_offered_even_when_connection_converts_nothing():
    state = setup({"d4": "Se", "a9": "Ns"}, tiles={"S": ["d4", "e4", "f4", "g4", "d5"]})
    after = state.play("d4-g4")
    assert after.pending_kind == "choice" and "c" in texts(after)


def test_connection_with_crossing_that_offers_nothing_applies_by_itself():
    n_tiles = ["h4", "i4", "g5", "i5", "g6", "h6", "i6"]
    state = setup({"d4": "Se", "h5": "Nn", "a9": "Ns"},
                  tiles={"S": ["d4", "g4", "d5", "d6"], "N": n_tiles + ["e4"]})
    after = state.play("d4-g4")
    assert not after.pending and owner_of(after, "e4") == S and owner_of(after, "f4") == S


def test_faq_r9_jump_any_number_of_pieces():
    tiles = {"S": ["a1", "b1", "c1", "a2", "c2", "a3", "b3"]}
    pieces = {"a1": "Sne", "b2": "Nn", "c3": "Nn", "d4": "Sn", "i9": "Ns"}
    state = setup(pieces, tiles=tiles)
    assert state.power(sq("a1")) == 7
    assert "a1-e5" not in texts(state)        # e5 neutral: no connection, so no jump
    state = setup(pieces, tiles={"S": tiles["S"] + ["e5", "f6"]})
    assert {"a1-e5", "a1-f6"} <= texts(state) and "a1-g7" not in texts(state)
    after = state.play("a1-f6")               # jumps b2, c3 and d4
    assert after.pending_kind == "borderland" and owner_of(after, "b2") is None
    assert owner_of(after, "e5") == S


# -- P10 transformation --------------------------------------------------------------

def test_faq_p10_opponent_borderland_closed_to_normal_moves_open_to_connection_and_meeting():
    n_all = ["g4", "h4", "i4", "g5", "h5", "i5", "g6", "h6", "i6"]
    state = setup({"f5": "Se", "e5": "Sw", "a9": "Ns"},
                  tiles={"S": ["f5", "e5", "d5"], "N": n_all})
    # every square of g4-i6 is North's: no landing there, though the path may cross it
    assert not {t for t in from_square(state, "f5") if state.borderland(sq(t[-2:])) == 5}
    assert {"f5-h3", "f5-h7"} <= from_square(state, "f5")


def test_faq_p10_connection_over_an_opponent_borderland():
    n_all = ["d4", "e4", "f4", "d5", "e5", "f5", "d6", "e6", "f6"]
    state = setup({"e3": "Sn", "a9": "Ns"},
                  tiles={"S": ["e3", "d1", "f1", "d2", "e7"], "N": n_all})
    assert state.power(sq("e3")) == 4
    after = state.play("e3-e7")
    assert after.pending_kind == "choice"
    done = after.play("c")
    assert [owner_of(done, n) for n in ("e4", "e5", "e6")] == [S, S, S]
    assert done.scores == (8, 6)


# -- P11 pincers --------------------------------------------------------------------

def _pincer():
    n_all = ["g7", "h7", "i7", "g8", "i8", "g9", "h9", "i9"]
    return setup({"f8": "Se", "f7": "Sne", "h8": "Sw", "g8": "Nn", "a1": "Nn"},
                 tiles={"S": ["h8"], "N": n_all + ["a9", "b9", "c9"]})


def test_faq_p11_pincer_needs_two_attackers_and_may_come_from_any_of_them():
    state = _pincer()
    assert {t for t in texts(state) if "x" in t} == {"f7xg8", "f8xg8", "h8xg8"}
    single = setup({"f8": "Se", "g8": "Nn", "a1": "Nn"}, tiles={"N": ["g8"]})
    assert not {t for t in texts(single) if "x" in t}
    error_message(IllegalMoveError, lambda: single.play("f8xg8"), "R11", "two or more")
    error_message(IllegalMoveError, lambda: single.play("f8-g8"), "R7", "f8xg8")


def test_faq_p11_attack_from_a_distance_not_through_a_piece():
    tiles = {"S": ["a1", "b1", "c1", "a2"]}
    state = setup({"a1": "Sn", "d1": "Snw", "a4": "Nn", "i9": "Ns"}, tiles=tiles)
    # a1 (power 4) attacks a4 three squares up; d1 (power 1) is too far from it
    assert state.power(sq("a1")) == 4 and state.power(sq("d1")) == 1
    assert not {t for t in texts(state) if "x" in t}
    state = setup({"a1": "Sn", "d1": "Snw", "a4": "Nn", "i9": "Ns"},
                  tiles={"S": tiles["S"] + ["d1", "e1", "f1"]})
    assert {t for t in texts(state) if "x" in t} == {"a1xa4", "d1xa4"}
    blocked = setup({"a1": "Sne", "c3": "Sn", "b2": "Sn", "d4": "Ne", "i9": "Ns"},
                    tiles={"S": ["a1", "b1", "c1", "a2"]})
    # a1 would attack d4 along the diagonal, but b2 stands in the way: only c3 attacks
    assert not {t for t in texts(blocked) if "x" in t}
    error_message(IllegalMoveError, lambda: blocked.play("a1xd4"), "R11", "in the way")


def test_faq_p11_pincer_plus_crossing_plus_meeting_all_stack():
    state = _pincer()
    after = state.play("f8xg8")
    assert sq("g8") in after.pieces and after.pieces[sq("g8")] == (S, "e")
    assert owner_of(after, "g8") == S and after.scores[N] == 10
    assert after.pending_kind == "borderland"          # R10 transformation after a pincer
    assert names(after.claims) == {"g7", "h7", "i7", "i8", "g9", "h9", "i9"}
    after = after.play("+i9")
    assert after.pending_kind == "meeting"             # g8 faces h8, both on South tiles
    assert sq("a5") in after.claims and sq("a1") not in after.claims
    done = after.play("*a5")
    assert not done.pending and done.to_move == N and done.scores == (4, 9)
    assert state.play("f8xg8 +i9 *a5") == done


def test_transform_after_pincer_option():
    state = _pincer()
    no = PACRU.decode(PACRU.encode(state), transform_after_pincer=False)
    after = no.play("f8xg8")
    assert after.pending_kind == "meeting"             # no transformation, straight to meeting


def test_pincer_onto_neutral_square_gives_borderland_change():
    state = setup({"c4": "Se", "c6": "Sse", "d5": "Nn", "a9": "Ns"}, tiles={})
    after = state.play("c4xd5")
    assert owner_of(after, "d5") == S and after.pending_kind == "borderland"
    assert sq("d5") not in after.claims                 # already South's


# -- R12 meetings -------------------------------------------------------------------

def _meeting(**options):
    return setup({"d4": "Se", "f4": "Sw", "e9": "Ns"},
                 tiles={"S": ["d4", "e4", "f4"], "N": NINE}, **options)


def test_faq_r12_meeting_claims_any_unoccupied_tile_not_yours():
    state = _meeting()
    # d4-e4 would face f4 (facing w), both on South tiles: a meeting
    after = state.play("d4-e4")
    assert after.pending_kind == "meeting" and after.pending_square == sq("e4")
    assert sq("e9") not in after.claims and sq("d9") in after.claims   # North's tile is fine
    assert sq("f4") not in after.claims and len(after.claims) == 81 - 3 - 1
    done = after.play("*d9")
    assert owner_of(done, "d9") == S and done.scores == (4, 8)


def test_meeting_needs_an_opponent_with_nine_tiles_under_2011():
    state = setup({"d4": "Se", "f4": "Sw", "e9": "Ns"},
                  tiles={"S": ["d4", "e4", "f4"], "N": NINE[:8]})
    assert not state.play("d4-e4").pending
    original = PACRU.decode(PACRU.encode(state), meeting_rule="original")
    assert original.play("d4-e4").pending_kind == "meeting"


def test_faq_r12_reorienting_into_a_facing_position_is_no_meeting():
    state = setup({"e4": "Sn", "f4": "Sw", "e9": "Ns"},
                  tiles={"S": ["e4", "f4", "a1", "a2", "b1", "b2"], "N": NINE})
    after = state.play("e4>e").play("-a1")
    assert after.pending_kind == "reorient-cost"
    assert not after.play("-a2 -b1 -b2").pending
    after = state.play("e4>e -a1 -a2 -b1 -b2")
    assert after.to_move == N and after.pieces[sq("e4")] == (S, "e")


def test_faq_r12_meeting_after_claiming_the_landing_square():
    state = setup({"c4": "Se", "e4": "Sw", "a1": "Nn"},
                  tiles={"S": ["e4"], "N": NINE})
    after = state.play("c4-d4")
    assert after.pending_kind == "borderland"
    met = after.play("+d4")
    assert met.pending_kind == "meeting"
    assert not after.play("+f5").pending               # d4 still neutral: no meeting


def test_faq_r12_meeting_may_claim_in_a_borderland_the_opponent_owns():
    n_all = ["g7", "h7", "i7", "g8", "h8", "i8", "g9", "h9", "i9"]
    state = setup({"d4": "Se", "f4": "Sw", "a1": "Nn"},
                  tiles={"S": ["d4", "e4", "f4"], "N": n_all})
    after = state.play("d4-e4")
    assert sq("h8") in after.claims
    assert owner_of(after.play("*h8"), "h8") == S


def test_meeting_optional_offers_none():
    state = _meeting(meeting_optional=True)
    after = state.play("d4-e4")
    assert "*none" in texts(after)
    assert after.play("*none").tiles == after.tiles
    error_message(IllegalMoveError, lambda: _meeting().play("d4-e4").play("*none"),
                  "R12", "mandatory")


def test_meeting_threshold_timing():
    # North has exactly 9 tiles, one of them e4, which the connection d4-f4 converts.
    n_tiles = NINE[:8] + ["e4"]
    pieces = {"d4": "Se", "g4": "Sw", "e9": "Ns"}
    tiles = {"S": ["d4", "f4", "g4"], "N": n_tiles}
    after = setup(pieces, tiles).play("d4-f4")
    assert not after.pending and after.scores == (4, 8)
    before = setup(pieces, tiles, meeting_threshold_timing="before_effects").play("d4-f4")
    assert before.pending_kind == "meeting"


# -- R13 several actions ------------------------------------------------------------

def test_faq_r13_cannot_take_both_connection_and_crossing():
    after = _connection_crossing().play("d4-g4 c")
    assert not after.pending and owner_of(after, "h5") is None


# -- R14 reorientation --------------------------------------------------------------

def test_faq_r14_reorientation_costs_and_limits():
    state = setup({"e4": "Sn", "e9": "Ns"}, tiles={"S": ["a1", "a2", "b1", "b2", "c3"]})
    assert {t for t in texts(state) if ">" in t} == {"e4>nw", "e4>ne", "e4>w", "e4>e"}
    error_message(IllegalMoveError, lambda: state.play("e4>s"), "R14", "45 or 90")
    error_message(IllegalMoveError, lambda: state.play("e4>n"), "R14", "already faces")
    turned = state.play("e4>w")
    assert turned.pieces[sq("e4")] == (S, "w") and turned.pending_kind == "reorient-cost"
    assert texts(turned) == {"-a1", "-a2"}             # 5 tiles, cost 4: two lowest first
    error_message(IllegalMoveError, lambda: turned.play("-c3"), "R14", "too few")
    step = turned.play("-a2")
    assert texts(step) == {"-b1"}                       # b1, b2, c3 must all go now
    error_message(IllegalMoveError, lambda: step.play("-a1"), "R14", "increasing")
    done = state.play("e4>w -a1 -a2 -b1 -b2")
    assert done.scores == (1, 0) and done.to_move == N


def test_faq_r14_last_piece_and_immobile_piece_may_be_reoriented():
    last = setup({"e4": "Sn", "e9": "Ns"}, tiles={"S": ["a1", "a2"]})
    assert "e4>ne" in texts(last)
    # a5 faces off the board, e4 can move: a5 may turn
    stuck = setup({"a5": "Sw", "e4": "Sn", "e9": "Ns"}, tiles={"S": ["a1", "a2"]})
    assert {"a5>nw", "a5>sw"} <= texts(stuck)


def test_faq_r14_same_piece_on_consecutive_turns():
    state = setup({"e4": "Sn", "a9": "Ns"}, tiles={"S": ["a1", "a2", "b1", "b2"],
                                                  "N": ["i1", "i2"]})
    state = state.play("e4>ne -a1 -a2").play("a9>se -i1 -i2")
    assert "e4>e" in texts(state)


def test_reorientation_cost_square_under_a_piece_is_never_returned():
    state = setup({"e4": "Sn", "a1": "Sn", "e9": "Ns"}, tiles={"S": ["a1", "e4", "b1"]})
    assert not {t for t in texts(state) if ">" in t}          # only b1 is free
    error_message(IllegalMoveError, lambda: state.play("e4>ne"), "R14", "2 of your tiles")


# -- R15 losing -------------------------------------------------------------------

def test_faq_r15_last_piece_taken_tiles_stay_and_game_goes_on():
    tiles = {"S": ["e5"], "W": ["a1", "a2"]}
    state = setup({"d4": "Se", "f4": "Sw", "e4": "Wn", "e9": "Ns"}, tiles=tiles,
                  seats="SWN", turn_order="S,W,N", players=3)
    assert state.sides == ("S", "W", "N")
    after = state.play("d4xe4")
    assert after.to_move == 2 and after.eliminated == (1,)        # West skipped: out
    assert owner_of(after, "a1") == 1 and after.scores[1] == 2
    assert after.target == 28


def test_faq_r15_blocked_is_judged_only_at_your_own_turn():
    # South can move only into a2, which North's reorientation frees
    state = setup({"a1": "Sn", "a9": "Ns", "e5": "Nn"},
                  tiles={"N": ["a2", "b2", "h1", "h2"]}, to="N")
    freed = state.play("e5>ne -a2 -h1")
    assert freed.to_move == S and "a1-a2" in texts(freed) and freed.eliminated == ()
    blocked = state.play("e5-e6")
    assert blocked.outcome is not None and blocked.outcome.winners == (N,)


# -- R16 winning ------------------------------------------------------------------

def _forty_one():
    files = [f"{f}{r}" for f in "abc" for r in "123456789"]                 # 27
    more = [f"{f}{r}" for f in "ghi" for r in "6789"] + ["d4", "f4"]        # 14
    return files + more


def test_faq_r16_target_ends_the_game_at_once_no_equalising_turn():
    state = setup({"d4": "Se", "e9": "Ns"}, tiles={"S": _forty_one()})
    assert state.scores[S] == 41
    done = state.play("d4-f4")            # the connection converts e4: 42
    assert done.outcome.winners == (S,) and done.to_move is None
    assert done.legal_moves() == () and "42" in done.outcome.reason
    error_message(IllegalMoveError, lambda: done.play("e9-e8"), "game is over")


def test_faq_r16_connection_may_go_beyond_the_target():
    tiles = [t for t in _forty_one() if t not in ("d4", "f4")] + ["g5", "h5"]
    state = setup({"c5": "Se", "e9": "Ns"}, tiles={"S": tiles})
    assert state.scores[S] == 41
    after = state.play("c5-g5")
    assert after.pending_kind == "choice"
    done = after.play("c")                # d5, e5, f5: 44 tiles
    assert done.scores[S] == 44 and done.outcome.winners == (S,)


def test_target_counts_the_players_who_started():
    state = setup({"a1": "Sn", "e9": "Ns"}, seats="SWN", turn_order="S,W,N", players=3)
    assert state.target == 28 and state.eliminated == (1,)
