"""Tracross's computer player: its connection distance against a plain reference
search, and the expectation it takes over the pieces it has not rolled yet."""

import random
from collections import deque

import pytest

from piecepad import games
from piecepad.ai.alphabeta import AlphaBeta
from piecepad.ai.common import value_for
from piecepad.ai.heuristics import profile_for
from piecepad.games.tracross.profile import Board
from piecepad.ai.levels import Level
from piecepad.tracks import PARTNER

OPPOSITE = (2, 3, 0, 1)
STEPS = ((0, 1), (1, 0), (0, -1), (-1, 0))          # N, E, S, W as (dx, dy)


def reference(n, tiles, first, goal):
    """The placements still needed to join board side ``first`` to ``goal``, by a
    0-1 breadth-first search over (square, side entered): a tile carries the track
    on for free, an empty square costs one and may be left by any other side. Per
    square, the least cost of reaching it (empty squares: including it). The
    search the computer used before, kept here as the oracle."""
    big = 4 * n * n
    dist = {}
    dq = deque()
    for i in range(n):
        sq, entry = {0: ((n - 1) * n + i, 0), 2: (i, 2), 3: (i * n, 3),
                     1: (i * n + n - 1, 1)}[first]
        dist[(sq, entry)] = 0
        dq.append((0, sq, entry))
    best = big
    while dq:
        c, sq, entry = dq.popleft()
        if c > dist.get((sq, entry), big):
            continue
        t = tiles[sq]
        exits, cost = ((PARTNER[t][entry],), c) if t else ((0, 1, 2, 3), c + 1)
        for x in exits:
            if x == entry:
                continue
            a, b = sq % n + STEPS[x][0], sq // n + STEPS[x][1]
            if not (0 <= a < n and 0 <= b < n):
                if x == goal:
                    best = min(best, cost)
                continue
            key = (b * n + a, OPPOSITE[x])
            if cost < dist.get(key, big):
                dist[key] = cost
                (dq.appendleft if cost == c else dq.append)((cost, *key))
    reach = {}
    for (sq, _entry), c in dist.items():
        if not tiles[sq]:
            reach[sq] = min(reach.get(sq, big), c + 1)
    return best, reach


def random_tiles(rng, n):
    fill = rng.random()
    return tuple(rng.randint(1, 3) if rng.random() < fill else 0 for _ in range(n * n))


@pytest.mark.parametrize("seed", range(4))
def test_the_distance_over_empty_squares_agrees_with_a_search_over_square_sides(seed):
    rng = random.Random(seed)
    for _ in range(300):
        n = rng.randint(1, 7)
        tiles = random_tiles(rng, n)
        board = Board(n, tiles)
        for pair, (first, goal) in (("NS", (0, 2)), ("WE", (3, 1))):
            best, fwd = reference(n, tiles, first, goal)
            _b, bwd = reference(n, tiles, goal, first)
            assert board.distance(pair) == best, (n, tiles, pair)
            d, squares = board.cheapest(pair)
            if best >= 4 * n * n:
                assert not squares
                continue
            on_path = {sq for sq in fwd if sq in bwd and fwd[sq] + bwd[sq] - 1 <= best}
            assert (d, squares) == (best, on_path), (n, tiles, pair)


def expectimax(profile, state, depth, me_first):
    """Negamax with chance, written out plainly: a placement whose piece the search
    has not rolled yet is worth the average over the three pieces."""
    outs = profile.outcomes(state)
    if outs:
        return sum(p * expectimax(profile, s, depth, me_first) for p, s in outs)
    seat = state.to_move
    best = None
    for move in state.legal_moves():
        child = profile.determinize(state.play(move))
        assert child.outcome is None            # far from any win at these depths
        v = value_for(profile, child, seat) if depth <= 1 else \
            -expectimax(profile, child, depth - 1, me_first)
        best = v if best is None else max(best, v)
    return best


def test_alpha_beta_averages_over_the_pieces_not_yet_rolled():
    """Under roll_each_turn, three plies: my placement, the reply (its piece known),
    my next placement (its piece not rolled: the average over the three). Every root
    value of the search equals a plain expectimax."""
    state = games.get("tracross").start(size=4, seed=3, roll_each_turn=True).play("b2")
    profile = profile_for(state)
    exact = Level("exact", 1.0, 3, 1.0, 1.0, 1.0)    # temperature > 0: every root value
    search = AlphaBeta(state, state.legal_moves(), profile, exact, random.Random(0))
    for _ in search.run():
        pass
    assert search.depth == 3
    for move, value in search.values.items():
        child = profile.determinize(state.play(move))
        assert profile.outcomes(child) is None       # the reply's piece is known
        want = -expectimax(profile, child, 2, True)
        assert value == pytest.approx(want), move.text


def test_outcomes_are_the_three_pieces_and_never_the_seeds_roll():
    game = games.get("tracross")
    state = game.start(seed=11, roll_each_turn=True)
    profile = profile_for(state)
    assert profile.outcomes(state) is None           # both pieces rolled before the game
    after = profile.determinize(state.play("c3"))
    assert profile.outcomes(after) is None           # the opponent's piece is known
    again = profile.determinize(after.play(after.legal_moves()[0]))
    outs = profile.outcomes(again)
    assert [round(p, 9) for p, _s in outs] == [round(1 / 3, 9)] * 3
    assert sorted(s.next_piece[0] for _p, s in outs) == [1, 2, 3]
    for _p, s in outs:
        assert s.tiles == again.tiles and profile.outcomes(s) is None
    # the same placements from states whose seeds roll differently: the same outcomes
    other = game.start(seed=12, roll_each_turn=True)
    other = type(other)(other.settings, other.tiles, other.side, state.next_piece,
                        state.last_roll, other.seed, other.draws)
    twin = profile.determinize(profile.determinize(other.play("c3")).play(
        after.legal_moves()[0]))
    assert [s.next_piece for _p, s in profile.outcomes(twin)] == \
        [s.next_piece for _p, s in outs]


def test_a_player_who_can_no_longer_connect_counts_as_far_not_as_beaten():
    """Under roll_each_turn the search's evaluation puts a cut-off connection at
    n + DEAD placements; the greedy yardstick keeps it as lost."""
    from piecepad.games.tracross import profile as tracross
    game = games.get("tracross")
    start = game.start(size=4, seed=5, roll_each_turn=True)
    profile = profile_for(start)
    rng = random.Random(8)
    for _ in range(5000):
        tiles = tuple(rng.choice((0, 1, 2, 3)) for _ in range(16))
        b = Board(4, tiles)
        if 0 in tiles and b.distance("NS") >= 64 and 0 < b.distance("WE") < 64:
            break
    else:
        pytest.fail("no position found where only north-south is cut off")
    state = type(start)(start.settings, tiles, 0, start.next_piece, start.last_roll,
                        start.seed, start.draws)
    assert state.outcome is None and state.sides[0] == "NS"
    dead = 4 + tracross.DEAD
    assert profile.evaluate(state)[0] == pytest.approx(
        -dead + tracross.NEAR / dead + tracross.TEMPO)
    assert profile.yardstick(state)[0] < -60
