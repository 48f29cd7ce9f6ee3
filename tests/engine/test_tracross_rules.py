"""Two-player Tracross: worked examples TX-3..TX-5, rulings X1-X7, dice from
the seed, the state's attributes, position text and equality."""

import re
from pathlib import Path

import pytest

from piecepad import games
from piecepad.games.tracross import engine as tracross
from piecepad.games.tracross.engine import piece_of_roll
from piecepad.record import Record
from piecepad.tracks import die, splitmix64

import tracross_ref as ref

GAME = games.get("tracross")
DOC = Path(__file__).resolve().parents[2] / "docs" / "notation.md"


def first_seed(pred, limit=10000):
    """The smallest seed whose dice satisfy ``pred(seed)``."""
    return next(s for s in range(limit) if pred(s))


def play(state, *moves):
    for m in moves:
        state = state.play(m)
    return state


# -- identity -------------------------------------------------------------------------

def test_identity_and_registry():
    assert games.get("tracross") is GAME and "tracross" in games.ids()
    assert (GAME.id, GAME.title, GAME.rules_version) == ("tracross", "Tracross", "1.0")
    assert (GAME.min_players, GAME.max_players) == (2, 2)
    assert [o.name for o in GAME.options] == ["size", "die_mapping", "roll_each_turn",
                                              "simultaneous", "p1_sides", "first_player",
                                              "first_pieces"]


def test_defaults():
    s = GAME.start()
    assert s.options == {"size": 6, "die_mapping": "captions", "roll_each_turn": False,
                         "simultaneous": "placer_wins", "p1_sides": "NS", "first_player": 1,
                         "first_pieces": None}
    assert s.size == 6 and s.grid.width == 6 and s.tiles == (0,) * 36
    assert s.players == 2 and s.to_move == 0 and s.sides == ("NS", "WE")
    assert s.scores == () and s.outcome is None and s.winning_track is None
    assert len(s.legal_moves()) == 36 and str(s.legal_moves()[0]) == "a1"
    assert s.seed == 0 and s == GAME.start(seed=0)


# -- dice ---------------------------------------------------------------------------------

def test_splitmix64_known_value_and_the_reference_generator():
    assert splitmix64(0, 0) == 0xE220A8397B1DCDAF
    for seed in (0, 1, 42, 2 ** 63 + 5, 2 ** 64 - 1):
        assert [die(seed, k) for k in range(50)] == ref.rolls(seed, 50)


def test_rolls_are_fair_enough():
    counts = [0] * 7
    for k in range(6000):
        counts[die(12345, k)] += 1
    assert counts[0] == 0 and all(900 < c < 1100 for c in counts[1:])


@pytest.mark.parametrize("mapping, table", [
    ("captions", {1: 1, 2: 2, 3: 3, 4: 1, 5: 2, 6: 3}),
    ("forth", {1: 2, 2: 3, 3: 1, 4: 2, 5: 3, 6: 1}),
])
def test_x1_die_mapping(mapping, table):
    assert {d: piece_of_roll(d, mapping) for d in range(1, 7)} == table


@pytest.mark.parametrize("seed", [0, 1, 7, 42, 99999])
def test_first_pieces_come_from_the_seed(seed):
    for mapping in ("captions", "forth"):
        s = GAME.start(seed=seed, die_mapping=mapping)
        rolls = ref.rolls(seed, 2)
        assert s.last_roll == tuple(rolls)
        assert s.next_piece == tuple(piece_of_roll(r, mapping) for r in rolls)
        assert s.draws == 2


def test_same_seed_same_game_other_seed_other_dice():
    a = [GAME.start(seed=s).last_roll for s in range(40)]
    assert a == [GAME.start(seed=s).last_roll for s in range(40)]
    assert len(set(a)) > 10


def test_tx4_piece_cycle_captions_and_forth():
    # A player whose first roll is 2 places 2, 3, 1, 2, 3 (captions) or 3, 1, 2 (forth).
    seed = first_seed(lambda s: die(s, 0) == 2)
    for mapping, expected in (("captions", [2, 3, 1, 2, 3]), ("forth", [3, 1, 2, 3, 1])):
        s = GAME.start(seed=seed, die_mapping=mapping, size=10)
        placed = []
        for _ in range(5):
            for _ in range(2):          # Player 1 then Player 2
                move = s.legal_moves()[0]
                if s.to_move == 0:
                    placed.append(move.data[1])
                s = s.play(move)
                if s.outcome is not None:
                    break
        assert placed == expected
        assert s.last_roll[0] is None          # later pieces come from the cycle


def test_each_player_has_an_independent_cycle():
    s = GAME.start(first_pieces=(3, 1))
    assert s.next_piece == (3, 1) and s.last_roll == (None, None) and s.draws == 0
    s = s.play("a1")
    assert s.next_piece == (1, 1) and s.to_move == 1
    s = s.play("b1")
    assert s.next_piece == (1, 2)
    assert s.tiles[0] == 3 and s.tiles[1] == 1


def test_roll_each_turn_rolls_after_every_placement():
    s = GAME.start(seed=42, size=4, roll_each_turn=True)
    rolls = ref.rolls(42, 10)
    assert s.last_roll == (rolls[0], rolls[1])
    s = s.play("a1")
    assert s.last_roll == (rolls[2], rolls[1]) and s.next_piece[0] == piece_of_roll(rolls[2],
                                                                                    "captions")
    s = s.play("b1")
    assert s.last_roll == (rolls[2], rolls[3]) and s.draws == 4
    s = s.play("c1")
    assert s.tiles[2] == piece_of_roll(rolls[2], "captions")


def test_roll_each_turn_with_first_pieces_rolls_from_the_first_placement():
    s = GAME.start(seed=5, first_pieces=(1, 2), roll_each_turn=True)
    assert s.draws == 0 and s.last_roll == (None, None)
    s = s.play("a1")
    assert s.last_roll[0] == die(5, 0) and s.draws == 1


# -- X3: any empty square, X4: sides and first player -----------------------------------

def test_x3_any_empty_square_no_adjacency():
    s = GAME.start(seed=3).play("f6")
    assert {str(m) for m in s.legal_moves()} == {n for n in s.grid.names if n != "f6"}


def test_x4_sides_and_first_player_options():
    s = GAME.start(p1_sides="WE", first_player=2)
    assert s.sides == ("WE", "NS") and s.to_move == 1
    assert GAME.start(p1_sides="w-e").sides == ("WE", "NS")
    assert GAME.start(first_player="p2").to_move == 1
    assert GAME.start(first_player="Player 2").options["first_player"] == 2


def test_tx5_win_on_the_placers_own_move():
    before = GAME.decode("3./.1 1 3,2 -,-")
    assert before.outcome is None and before.to_move == 0
    after = before.play("a1")
    assert after.outcome.winners == (0,)
    assert after.outcome.reason == "Player 1 joins north to south and wins"
    assert after.to_move is None and after.legal_moves() == ()
    assert after.winning_track == ((2, "N", "S"), (0, "N", "S"))
    assert GAME.encode(after) == "3./31 2 1,2 -,-"


def test_tx5_with_sides_swapped_the_other_player_wins():
    after = GAME.decode("3./.1 1 3,2 -,-", p1_sides="WE").play("a1")
    assert after.outcome.winners == (1,)
    assert after.outcome.reason == "Player 1's tile joins north to south, so Player 2 wins"


def test_tx3_x_on_a_1x1_board_placer_wins_or_draw():
    for first, winner in ((1, 0), (2, 1)):
        s = GAME.start(size=1, first_pieces=(3, 3), first_player=first).play("a1")
        assert s.outcome.winners == (winner,)
        assert "at once" in s.outcome.reason and "placed the tile wins" in s.outcome.reason
        expected = ((0, "N", "S"),) if winner == 0 else ((0, "W", "E"),)
        assert s.winning_track == expected
    s = GAME.start(size=1, first_pieces=(3, 3), simultaneous="draw").play("a1")
    assert s.outcome.winners == () and s.outcome.is_draw
    assert s.outcome.reason == "Draw: one tile joins north to south and west to east at once"
    assert s.winning_track is None


@pytest.mark.parametrize("piece", [1, 2])
def test_curves_on_a_1x1_board_fill_it_without_a_winner(piece):
    s = GAME.start(size=1, first_pieces=(piece, 1)).play("a1")
    assert s.outcome.winners == ()
    assert s.outcome.reason == "Draw: the board is full and no track joins opposite sides"


def test_x6_full_board_of_piece_one_is_a_draw():
    s = GAME.decode("11/1. 2 1,1 -,-")
    assert s.outcome is None and s.to_move == 1
    s = s.play("b1")
    assert s.tiles == (1, 1, 1, 1) and s.outcome.is_draw
    assert "board is full" in s.outcome.reason


def test_opponent_tile_can_make_you_win():
    s = GAME.decode("3./.. 2 1,3 -,-")
    s = s.play("a1")          # Player 2 places X on a1: joins a's top to a's bottom
    assert s.outcome.winners == (0,)
    assert s.outcome.reason == "Player 2's tile joins north to south, so Player 1 wins"


def test_simultaneous_from_two_different_tracks():
    # One X tile completes a N-S track and a W-E track that are different tracks.
    # 3x3: b3 = X, b1 = X, a2 = X, c2 = X; X on b2 joins both.
    s = GAME.decode(".3./3.3/.3. 1 3,3 -,-")
    assert s.outcome is None
    done = s.play("b2")
    assert done.outcome.winners == (0,) and "at once" in done.outcome.reason
    assert done.winning_track == ((7, "N", "S"), (4, "N", "S"), (1, "N", "S"))
    drawn = GAME.decode(".3./3.3/.3. 1 3,3 -,-", simultaneous="draw").play("b2")
    assert drawn.outcome.winners == ()
    # Placed by Player 2 instead: Player 2 wins.
    s2 = GAME.decode(".3./3.3/.3. 2 3,3 -,-", first_player=2)
    assert s2.play("b2").outcome.winners == (1,)


def test_one_tile_can_complete_two_winning_tracks():
    # b3, c3, a1, b1 = X and a2, c2 = A: an X on b2 completes file b (its N-S
    # path) and, through its W-E path, the track c3-c2-b2-a2-a1 (top to bottom).
    s = GAME.decode(".33/1.1/33. 1 3,3 -,-")
    assert s.outcome is None
    done = s.play("b2")
    assert done.outcome.winners == (0,)
    assert done.outcome.reason == "Player 1 joins north to south and wins"
    assert done.winning_tracks == (
        ((7, "N", "S"), (4, "N", "S"), (1, "N", "S")),
        ((8, "N", "S"), (5, "N", "W"), (4, "E", "W"), (3, "E", "S"), (0, "N", "S")))
    assert done.winning_track == done.winning_tracks[0]


def test_winning_track_runs_from_the_west_end_for_a_west_east_win():
    s = GAME.decode("..../3333/..../.... 1 1,3 -,-", p1_sides="WE")
    # The board already joins W to E: the game is over (Player 2 placed last).
    assert s.outcome.winners == (0,)
    assert s.winning_track == ((8, "W", "E"), (9, "W", "E"), (10, "W", "E"), (11, "W", "E"))


@pytest.mark.parametrize("seed", range(8))
def test_winning_track_is_a_real_edge_to_edge_track(seed):
    import random
    rng = random.Random(seed)
    s = GAME.start(seed=seed, size=rng.choice((3, 4, 5)))
    while s.outcome is None:
        s = s.play(rng.choice(s.legal_moves()))
    if not s.outcome.winners:
        assert s.winning_track is None
        return
    n, w = s.size, s.outcome.winners[0]
    track = s.winning_track
    sides = s.sides[w]
    assert track[0][1] == sides[0] and track[-1][2] == sides[1]
    for (sq, inn, out) in track:
        assert s.tiles[sq] and tracks_partner(s.tiles[sq], inn) == out
    for (sq1, _, out), (sq2, inn, _) in zip(track, track[1:]):
        dx, dy = {"N": (0, 1), "S": (0, -1), "E": (1, 0), "W": (-1, 0)}[out]
        assert sq2 == sq1 + dy * n + dx and {out, inn} in ({"N", "S"}, {"E", "W"})
    squares = {sq for sq, _, _ in track}
    board = ref.tiles_to_board(n, s.tiles)
    assert {(sq % n, sq // n) for sq in squares} <= ref.winning_squares(n, board, sides)


def tracks_partner(piece, side):
    joins = ref.JOINS[piece]
    for a, b in joins:
        if side == a:
            return b
        if side == b:
            return a


# -- moves --------------------------------------------------------------------------

def test_move_data_and_text():
    s = GAME.start(first_pieces=(2, 1), size=3)
    m = s.legal_moves()[4]
    assert str(m) == "b2" and m.data == (4, 2)
    assert s.parse("B2") is m and s.parse(" b2 ") is m and s.parse(m) is m
    assert s.parse("b2:2") is m and s.parse("b2:B") is m and s.parse("b2 : 2") is m
    after = s.play("b2")
    assert after.tiles[4] == 2 and after.last_square == 4
    assert s.tiles[4] == 0         # the old state is unchanged


def test_every_state_on_a_game_round_trips():
    import random
    rng = random.Random(3)
    s = GAME.start(seed=11, size=5)
    while s.outcome is None:
        for move in s.legal_moves():
            assert s.parse(str(move)) is move
        assert GAME.decode(GAME.encode(s)) == s
        s = s.play(rng.choice(s.legal_moves()))
    back = GAME.decode(GAME.encode(s))
    assert back == s and hash(back) == hash(s) and back.outcome == s.outcome


# -- equality ------------------------------------------------------------------------------

def test_equal_positions_compare_and_hash_equal():
    a = play(GAME.start(first_pieces=(1, 2), size=3), "a1", "b1", "c1")
    b = GAME.decode(GAME.encode(a))          # no first_pieces: not part of the position
    assert a == b and hash(a) == hash(b) and b.options["first_pieces"] is None
    # A transposition: Player 2's piece 2 on c1 and Player 1's second piece (2) on b1.
    c = play(GAME.start(first_pieces=(1, 2), size=3), "a1", "c1", "b1")
    assert a == c and hash(a) == hash(c)
    assert a != play(GAME.start(first_pieces=(1, 2), size=3), "b1", "a1", "c1")
    assert a != GAME.decode(GAME.encode(a), p1_sides="WE")
    # The seed no longer matters once every piece is rolled ...
    x = GAME.start(seed=first_seed(lambda s: (die(s, 0), die(s, 1)) == (2, 3)))
    y = GAME.start(seed=first_seed(lambda s: (die(s, 0), die(s, 1)) == (2, 3) and s > x.seed))
    assert x.seed != y.seed and x == y and hash(x) == hash(y)
    # ... but it does under roll_each_turn.
    assert GAME.start(seed=x.seed, roll_each_turn=True) != \
        GAME.start(seed=y.seed, roll_each_turn=True)
    # A state decoded from its text equals it.
    assert GAME.decode(GAME.encode(a), size=3, first_pieces=(1, 2)) == a


# -- records ---------------------------------------------------------------------------------

def test_record_with_seed_replays_the_same_rolls():
    rec = Record.new("tracross", seed=42, size=4).play("b2").play("c3")
    text = rec.to_text()
    assert text == "pp1/tracross/1.0/size=4;seed=42/b2.c3"
    back = Record.from_text(text)
    assert back == rec and back.state == rec.state
    assert back.state.tiles == rec.state.tiles and back.state.last_roll == rec.state.last_roll


def test_record_with_options():
    rec = Record.new("tracross", first_pieces=(2, 3), p1_sides="WE").play("b2")
    assert rec.to_text() == "pp1/tracross/1.0/p1_sides=WE;first_pieces=2,3/b2"
    assert Record.from_text(rec.to_text()).state == rec.state


# -- the documentation's examples -----------------------------------------------------

def doc_positions(section):
    text = DOC.read_text()
    part = text.split(section, 1)[1].split("\n### ", 1)[0]
    return re.findall(r"^\| [^|]+ \| `([^`]+)` \|$", part, re.M)


def test_documented_two_player_positions():
    texts = doc_positions("## Two-player Tracross")
    assert len(texts) == 7
    start = GAME.start(seed=42, size=4)
    assert GAME.encode(start) == texts[0]
    assert GAME.encode(start.play("b2")) == texts[1]
    assert GAME.encode(play(start, "b2", "c3", "a1", "d4")) == texts[2]
    roll = GAME.start(seed=42, size=4, roll_each_turn=True)
    assert GAME.encode(roll) == texts[3] and GAME.encode(roll.play("b2")) == texts[4]
    assert GAME.decode(texts[3], roll_each_turn=True) == roll
    assert GAME.encode(GAME.decode(texts[5]).play("a1")) == texts[6]
    for t in texts:
        opts = {"roll_each_turn": True} if t.count(" ") == 4 else {}
        assert GAME.encode(GAME.decode(t, **opts)) == t
    assert GAME.decode(texts[0]) == start


def test_documented_reasons_are_the_engine_reasons():
    text = DOC.read_text()
    for reason in ("Player 1 joins north to south and wins",
                   "Player 1's tile joins west to east, so Player 2 wins",
                   "Draw: the board is full and no track joins opposite sides",
                   "Draw: one tile joins north to south and west to east at once"):
        assert reason in text
    s = GAME.decode("..../3333/..../.... 1 1,3 -,-")
    assert s.outcome.reason == "Player 2 joins west to east and wins"


def test_seat_names():
    assert GAME.seat_names == ("Player 1", "Player 2")
    assert tracross.SEAT_NAMES == GAME.seat_names
