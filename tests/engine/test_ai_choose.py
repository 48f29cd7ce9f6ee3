"""Computer opponents: ``choose`` and ``Search`` over every game and option set.

Fast by construction: every search here is given ``iterations`` (exact and
reproducible), never a time budget.
"""

import math
import random

import pytest

from piecepad import games
from piecepad.ai import LEVEL_NAMES, Search, choose
from piecepad.ai.baseline import greedy_move, random_move
from piecepad.ai.common import rewards
from piecepad.errors import OptionError

# Exhaustive: its outcome is the engine's alone; make test runs it in CPython only
# (docs/testing.md). The Pyodide phase runs the rules and conformance tests.
pytestmark = pytest.mark.exhaustive

GAMES = list(games.ids())
ITER = 30


def option_sets(game):
    """(players, options): the defaults for each player count, then each declared
    option's other values one at a time (player counts taking turns)."""
    counts = list(range(game.min_players, game.max_players + 1))
    sets = [(p, {}) for p in counts]
    k = 0
    for option in game.options:
        seen = {repr(option.default)}
        for value in tuple(option.choices) + tuple(option.presets):
            if repr(value) in seen:
                continue
            seen.add(repr(value))
            for i in range(len(counts)):
                players = counts[(k + i) % len(counts)]
                try:
                    game.start(players=players, **{option.name: value})
                except OptionError:
                    continue
                sets.append((players, {option.name: value}))
                k += 1
                break
    return sets


def random_states(game, players, options, rng, count):
    """Running states reached by random decisions (some mid-turn where turns have
    several decisions)."""
    found = []
    while len(found) < count:
        state = game.start(players=players, **options)
        for _ in range(rng.randrange(0, 90)):
            nxt = state.play(random_move(state, rng))
            if nxt.outcome is not None:
                break
            state = nxt
        if rng.random() < 0.5:
            for _ in range(40):
                if state.pending:
                    break
                nxt = state.play(random_move(state, rng))
                if nxt.outcome is not None:
                    break
                state = nxt
        found.append(state)
    return found


def cases(game_id, per_set=3, seed=0):
    game = games.get(game_id)
    rng = random.Random(f"{game_id}:{seed}")
    for players, options in option_sets(game):
        for state in random_states(game, players, options, rng, per_set):
            yield players, options, state


@pytest.mark.parametrize("game_id", GAMES)
def test_choose_is_legal_from_random_positions_of_every_option_set(game_id):
    count = pending = 0
    for i, (players, options, state) in enumerate(cases(game_id)):
        level = LEVEL_NAMES[i % len(LEVEL_NAMES)]
        move = choose(state, level=level, iterations=ITER, seed=i)
        assert move in state.legal_moves(), (game_id, players, options, repr(state), move)
        state.play(move)                      # and the engine takes it
        count += 1
        pending += bool(state.pending)
    assert count >= 4
    if game_id == "pacru":
        assert pending >= 3                   # pending decisions were among them


def test_pacru_three_and_four_players_and_pending_decisions():
    game = games.get("pacru")
    rng = random.Random(3)
    kinds = set()
    for players in (2, 3, 4):
        for state in random_states(game, players, {}, rng, 6):
            move = choose(state, level="medium", iterations=ITER, seed=players)
            assert move in state.legal_moves()
            kinds.add(state.pending_kind)
    assert "move" in kinds and len(kinds) >= 2
    # a reorientation's cost and a claim, chosen decision by decision
    state = game.decode("SN 4.(Ns)4/9/9/3NN4/4.(Ns)4/9/9/9/.(Sn)8 N - 0")
    rotate = next(m for m in state.legal_moves() if m.data[0] == "rotate")
    cost = state.play(rotate)
    assert cost.pending_kind == "reorient-cost"
    for level in LEVEL_NAMES:
        done = cost
        while done.pending:
            done = done.play(choose(done, level=level, iterations=ITER))
        assert done.to_move != cost.to_move and done.scores[1] == 0
    claim = game.start().play("a3-b4")
    assert claim.pending_kind == "borderland"
    assert choose(claim, level="easy", iterations=ITER) in claim.legal_moves()


@pytest.mark.parametrize("game_id", GAMES)
def test_the_same_seed_gives_the_same_choice_and_slices_change_nothing(game_id):
    game = games.get(game_id)
    rng = random.Random(11)
    players = [game.min_players, game.max_players]
    for k, state in enumerate(random_states(game, players[0], {}, rng, 2)
                              + random_states(game, players[-1], {}, rng, 1)):
        for level in LEVEL_NAMES:
            a = choose(state, level=level, iterations=40, seed=k)
            b = choose(state, level=level, iterations=40, seed=k)
            assert a == b, (game_id, level, repr(state))
            sliced = Search(state, level=level, seed=k, iterations=40)
            steps = 0
            while not sliced.step(0.05):       # many tiny slices
                steps += 1
            assert sliced.best() == a, (game_id, level, repr(state))


def test_tracross_dice_are_never_read_from_the_seed():
    """Under roll_each_turn the state holds the seed of every later roll. Two states
    that differ only in that seed must get the same decision (same search seed)."""
    game = games.get("tracross")
    rng = random.Random(8)
    for k in range(3):
        state = game.start(seed=rng.randrange(1000), roll_each_turn=True, size=5)
        for _ in range(rng.randrange(0, 8)):
            state = state.play(random_move(state, rng))
        text = game.encode(state)
        seed, draws = text.split()[-1].split(":")
        twin = game.decode(text.replace(f"{seed}:{draws}", f"{int(seed) + 7919}:{draws}"),
                           roll_each_turn=True)
        assert twin != state and twin.legal_moves() == state.legal_moves()
        for level in LEVEL_NAMES:
            assert choose(state, level=level, iterations=60, seed=k) == \
                choose(twin, level=level, iterations=60, seed=k)
    # what the search does instead: the placer's next piece is rolled afresh
    from piecepad.ai.heuristics import profile_for
    state = game.start(seed=1, roll_each_turn=True).play("c3")
    sampled = {profile_for(state).sample(state, random.Random(i)).next_piece for i in range(30)}
    assert {p[1] for p in sampled} == {state.next_piece[1]}        # the other seat's: known
    assert {p[0] for p in sampled} == {1, 2, 3}


def test_tracross_with_rolled_pieces_values_squares_to_choose_from_and_greedy_does_not():
    """Under roll_each_turn the search's evaluation adds a player's choice of squares
    on a cheapest connection; the greedy yardstick keeps connection distances alone
    (with the pieces cycling, the two are the same)."""
    from piecepad.ai.heuristics import profile_for
    from piecepad.games.tracross.profile import distance, on_shortest_paths
    game = games.get("tracross")
    rolled = game.start(seed=4, roll_each_turn=True)
    cycled = game.start(seed=4)
    profile = profile_for(rolled)
    assert profile.evaluate(rolled) != profile.yardstick(rolled)
    assert profile.evaluate(cycled) == profile.yardstick(cycled)
    n, tiles, pair = rolled.size, rolled.tiles, rolled.sides[0]
    d, k = distance(n, tiles, pair), len(on_shortest_paths(n, tiles, pair))
    assert d == n and k == n * n          # an empty board: every square is on one
    gain = profile.evaluate(rolled)[0] - profile.yardstick(rolled)[0]
    assert abs(gain - math.log(1 + k / d)) < 1e-9
    rng = random.Random(3)
    seen = set()
    for _ in range(20):                   # greedy's choice follows the yardstick
        move = greedy_move(rolled, rng)
        value = rewards(profile, rolled.play(move), profile.yardstick)[0]
        best = max(rewards(profile, rolled.play(m), profile.yardstick)[0]
                   for m in rolled.legal_moves())
        assert value == best
        seen.add(move)
    assert seen


def test_open_loop_mcts_with_rerolled_dice_plays_legal_moves_to_the_end():
    """The generic MCTS on Tracross under roll_each_turn: a re-rolled piece can end
    the game at a node that other visits continued from."""
    from piecepad.ai import levels
    from piecepad.ai.heuristics import profile_for
    from piecepad.ai.mcts import MCTS
    game = games.get("tracross")
    rng = random.Random(2)
    for k in range(4):
        state = game.start(size=3, seed=k, roll_each_turn=True)
        while state.outcome is None:
            profile = profile_for(state)
            engine = MCTS(state, state.legal_moves(), profile, levels.get("medium"),
                          random.Random(k), 150)
            for _ in engine.run():
                pass
            move = engine.best()
            assert move in state.legal_moves()
            state = state.play(move if rng.random() < 0.5 else random_move(state, rng))


def test_tracross_solitaire_hint_comes_from_its_solver():
    game = games.get("tracross-solitaire")
    state = game.start(original="112/212/212")
    search = Search(state, iterations=5)
    search.run()
    assert search.info()["reason"] == "solver"
    assert search.best() == state.hint()


def test_search_in_slices_reports_and_always_has_a_legal_answer():
    state = games.get("tracers").start()
    search = Search(state, level="hard", seed=1, iterations=300)
    assert search.best() in state.legal_moves()          # before any work
    slices = 0
    while not search.step(1):
        slices += 1
        assert search.best() in state.legal_moves()      # at any moment
    info = search.info()
    assert info["done"] and info["algorithm"] == "alphabeta" and info["nodes"] > 0
    assert info["best"] == str(search.best())
    assert slices > 1
    pacru = Search(games.get("pacru").start(players=3), seed=2, iterations=30)
    pacru.run()
    assert pacru.info()["algorithm"] == "mcts" and pacru.info()["iterations"] == 30


def test_time_budget_is_respected_roughly():
    import time
    state = games.get("dodgem").start()
    began = time.perf_counter()
    move = choose(state, level="easy", budget_ms=40)     # easy: a quarter of 40 ms
    assert move in state.legal_moves()
    assert time.perf_counter() - began < 2.0


def test_the_budget_counts_on_the_clock_it_is_given():
    # A clock that leaps 10 s a reading spends a 1 s budget in one slice; on the real
    # clock a 5 ms slice of Quet's opening search would leave most of the budget.
    readings = iter(range(0, 10 ** 6, 10))
    state = games.get("quet").start()
    leaping = Search(state, budget_ms=1000, clock=lambda: next(readings))
    assert leaping.step(5) and leaping.best() in state.legal_moves()
    real = Search(state, level="hard", budget_ms=1000)   # medium: 4 plies, done at once
    assert not real.step(5)
    assert 0 < real.wall < 1.0


def test_a_search_hands_back_its_memory_in_slices_and_keeps_its_answer():
    for game_id, players in (("pacru", 3), ("quet", 2), ("dodgem", 2)):
        state = games.get(game_id).start(players=players)
        search = Search(state, level="hard", seed=3, iterations=600)
        answer = search.run()
        info = search.info()
        assert info["algorithm"] in ("mcts", "alphabeta")
        slices = 0
        while not search.release(0.01):     # a tiny slice: several are needed
            slices += 1
            assert search.best() == answer
        assert search.engine is None and search.best() == answer and search.done
        assert slices > 0, game_id
        assert search.release(5) and search.step(5)       # released: nothing left to do
    unfinished = Search(games.get("pacru").start(players=2), budget_ms=1000)
    unfinished.step(5)
    while not unfinished.release(5):
        pass
    assert unfinished.best() in games.get("pacru").start(players=2).legal_moves()


def test_bad_calls_are_refused_with_a_reason():
    state = games.get("dodgem").start()
    with pytest.raises(ValueError, match="levels: easy, medium, hard"):
        choose(state, level="grandmaster", iterations=5)
    with pytest.raises(ValueError, match="iterations"):
        choose(state, iterations=0)
    with pytest.raises(ValueError, match="budget_ms"):
        choose(state, budget_ms=0)
    over = games.get("tracers").decode(
        "......../......../......../......../......../......../......../........ d4 d4 l -")
    assert over.outcome is not None
    with pytest.raises(ValueError, match="game is over"):
        choose(over, iterations=5)


def test_a_single_legal_decision_is_returned_without_searching():
    state = games.get("dodgem").decode("6/6/6/6/G5/RG4 r")      # Red's a1 is fenced in
    assert [str(m) for m in state.legal_moves()] == ["pass"]
    search = Search(state, iterations=1000)
    assert search.step(1000)
    assert str(search.best()) == "pass" and search.info()["reason"] == "only move"


@pytest.mark.parametrize("game_id", GAMES)
def test_baselines_play_legal_decisions(game_id):
    game = games.get(game_id)
    rng = random.Random(5)
    for state in random_states(game, game.min_players, {}, rng, 3):
        assert greedy_move(state, rng) in state.legal_moves()
        assert random_move(state, rng) in state.legal_moves()


def test_a_computer_game_runs_to_its_end():
    """Medium against easy, a whole Tracers game and a whole Quet game on a small board."""
    for game_id, options in (("tracers", {}), ("quet", {"n": 4, "target": 3})):
        state = games.get(game_id).start(**options)
        plies = 0
        while state.outcome is None:
            level = "medium" if state.to_move == 0 else "easy"
            state = state.play(choose(state, level=level, iterations=20, seed=plies))
            plies += 1
            assert plies < 400


def test_a_finished_search_gives_the_same_answer_every_time():
    from piecepad import games
    from piecepad.ai import Search
    state = games.get("dodgem").start().play("a5-a6")
    search = Search(state, level="easy", seed=1, iterations=50)
    while not search.step(20):
        pass
    assert len({str(search.best()) for _ in range(20)}) == 1


def test_levels_differ_in_depth_and_hard_counts_a_draw_as_a_small_loss():
    # Medium looks a few plies ahead (the game's cap), hard as far as its work allows.
    quet = games.get("quet").start()
    dodgem = games.get("dodgem").start()
    for state, cap in ((quet, 4), (dodgem, 6)):
        medium = Search(state, level="medium", seed=1, iterations=5000)
        medium.run()
        hard = Search(state, level="hard", seed=1, iterations=5000)
        hard.run()
        assert medium.info()["depth"] == cap
        assert hard.info()["depth"] > cap
    # One ply before the ply cap every move ends the game drawn: worth 0 to medium,
    # -2 slips (Dodg'em: 0.6 steps) to hard, which would rather play on.
    state = games.get("dodgem").start(draw_rule="ply_cap:7")
    for _ in range(6):
        state = state.play(state.legal_moves()[0])
    assert state.outcome is None
    assert all(state.play(m).outcome.winners == () for m in state.legal_moves())
    values = {}
    for level in ("medium", "hard"):
        search = Search(state, level=level, seed=1, iterations=200)
        search.run()
        values[level] = search.info()["value"]
    assert values == {"medium": 0.0, "hard": pytest.approx(-0.6)}
