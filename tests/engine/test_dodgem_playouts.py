"""Seeded random playouts under every option combination, refereed move by move
by the independent reference (dodgem_ref.py) and an independent repetition
count kept here from the start of the game, passes included.

Each playout is driven through a Record, so the same games then check record
text round trips and Record.upto.
"""

import functools
import random
from collections import Counter

import pytest

from piecepad.record import Record

import dodgem_ref as ref
from engine_helpers import AXES, DODGEM

# Exhaustive: its outcome is the engine's alone; make test runs it in CPython only
# (docs/testing.md). The Pyodide phase runs the rules and conformance tests.
pytestmark = pytest.mark.exhaustive

DRAW_RULES = ("repetition3", "ply_cap:200", "none")
COMBOS = [(axis, rule, classic) for axis in AXES for rule in DRAW_RULES
          for classic in ("off", "on")]
# (seed, chance to step straight back, chance to prefer a sideways move).
# Plain random play races to a win in about 100 plies; play that prefers
# sideways moves and steps back where it came from reaches the draw rules
# (and, with draw_rule=none, the test's own ply limit).
GAMES = ((1, 0.0, 0.0), (2, 0.6, 0.95), (3, 0.3, 0.8))
PLY_LIMIT = 300
DEFAULT_GAME_BOUND = 5000


def options_of(combo):
    axis, rule, classic = combo
    return {"axis": axis, "draw_rule": rule, "classic_end": classic}


def combo_id(combo):
    return "-".join(combo)


# -- the referee ------------------------------------------------------------

def outcome_key(outcome):
    if outcome is None:
        return None
    return ("win", outcome.winners[0]) if outcome.winners else ("draw",)


def allowed_outcomes(p, ply, occurrences, options):
    """What the rules allow the engine to say about position ``p`` reached
    after ``ply`` plies, seen ``occurrences`` times so far.

    Bearing off the last coin wins at once (rules 3.5), under the classic end
    too, before any draw rule. When a draw rule and the classic no-move win both
    apply the rules are silent: either is taken.
    """
    axis, rule = options["axis"], options["draw_rule"]
    if ref.bore_off_winner(p) is not None:
        return {("win", ref.bore_off_winner(p))}
    allowed = set()
    if rule == "repetition3" and occurrences >= 3:
        allowed.add(("draw",))
    if rule.startswith("ply_cap:") and ply >= int(rule.split(":")[1]):
        allowed.add(("draw",))
    if options["classic_end"] == "on" and ref.classic_winner(p, axis) is not None:
        allowed.add(("win", p.to_move))
    return allowed or {None}


def check_every_move(state, p, axis):
    """The move list is the reference's; every move round-trips through its
    text and applies, handing the turn over (or ending the game)."""
    moves = state.legal_moves()
    assert sorted(str(m) for m in moves) == ref.moves(p, axis)
    for move in moves:
        assert state.parse(str(move)) == move
        after = state.play(move)
        assert after.to_move in (1 - state.to_move, None)


def check_position_text(state, options):
    """decode(encode(state)) is the same position with the same side to move.
    Not for draws: a fresh position has no history and no ply count."""
    if state.outcome is not None and state.outcome.is_draw:
        return
    back = DODGEM.decode(DODGEM.encode(state), **options)
    assert back == state and back.to_move == state.to_move


def check_state(state, p, ply, occurrences, options):
    assert outcome_key(state.outcome) in allowed_outcomes(p, ply, occurrences, options), \
        (ref.position_text(p), ply, state.outcome)
    assert state.scores == (5 - len(p.red), 5 - len(p.green))
    check_position_text(state, options)
    if state.outcome is None:
        assert state.to_move == p.to_move
        assert DODGEM.encode(state) == ref.position_text(p)
        check_every_move(state, p, options["axis"])
    else:
        assert state.to_move is None and state.legal_moves() == ()


def choose(rng, state, p, axis, step_back, sideways, previous):
    """A random legal move; ``previous`` is this player's last move text.
    Drawn from the moves sorted by text, so the games do not depend on the
    engine's move order."""
    moves = sorted(state.legal_moves(), key=str)
    if previous and "-" in previous and rng.random() < step_back:
        back = "-".join(reversed(previous.split("-")))
        if any(str(m) == back for m in moves):
            return state.parse(back)
    if rng.random() < sideways:
        moves = [m for m in moves if not ref.is_forward(p, str(m), axis)] or moves
    return rng.choice(moves)


def referee(state, p, options, game, limit=PLY_LIMIT):
    """Play one seeded random game from ``state`` (reference position ``p``),
    checking every state. Returns the states and the move texts as typed."""
    seed, step_back, sideways = game
    rng, axis = random.Random(seed), options["axis"]
    states, typed = [state], []
    seen, last = Counter([p]), {0: None, 1: None}
    while True:
        check_state(state, p, len(typed), seen[p], options)
        if state.outcome is not None or len(typed) >= limit:
            return states, typed
        if last[1 - p.to_move] == "pass":
            assert ref.moves(p, axis) != ["pass"]      # G5: never both blocked
        move = choose(rng, state, p, axis, step_back, sideways, last[p.to_move])
        typed.append(str(move) if rng.random() < 0.5 else f" {str(move).upper()} ")
        state, last[p.to_move] = state.play(typed[-1]), str(move)
        states.append(state)
        p = ref.play(p, str(move), axis)
        seen[p] += 1


@functools.lru_cache(maxsize=None)
def refereed_game(combo, game):
    """A refereed game from the opening, and the same moves made into a Record."""
    options = options_of(combo)
    seed = game[0] * 100 + COMBOS.index(combo)
    states, typed = referee(DODGEM.start(**options), ref.opening(), options, (seed,) + game[1:])
    record = Record.new("dodgem", **options)
    for text in typed:
        record = record.play(text)
    return record, tuple(states)


def all_games(combo):
    return [refereed_game(combo, game)[0] for game in GAMES]


# -- the tests ----------------------------------------------------------------

@pytest.mark.parametrize("combo", COMBOS, ids=combo_id)
def test_refereed_playouts(combo):
    rule = combo[1]
    for record in all_games(combo):
        end = record.state.outcome
        if rule == "none":
            assert end is None or end.winners
        elif rule == "ply_cap:200":
            assert len(record) <= 200 and end is not None
        else:
            assert end is not None


@pytest.mark.parametrize("combo", COMBOS, ids=combo_id)
def test_record_play_gives_the_states_of_direct_play(combo):
    for game in GAMES:
        record, states = refereed_game(combo, game)
        assert record.states == states
        assert len(record) == len(states) - 1


# Positions with a blocked player (Green on b1 under H, Red on a1 under V), so
# that the refereed games also pass, and count passes for repetition. Only
# with classic_end=off: under classic such a start is already a finished game.
BLOCKED_STARTS = (("H", ["a1", "b2", "c4", "d5"], ["b1"], 1),
                  ("V", ["a1"], ["a2", "b1", "c6", "d6"], 0))


@pytest.mark.parametrize("rule", DRAW_RULES)
@pytest.mark.parametrize("axis, red, green, to_move", BLOCKED_STARTS)
def test_refereed_playouts_from_blocked_positions(axis, red, green, to_move, rule):
    options = {"axis": axis, "draw_rule": rule, "classic_end": "off"}
    p = ref.pos(red, green, to_move)
    passes = 0
    for seed in range(6):
        state = DODGEM.decode(ref.position_text(p), **options)
        _, typed = referee(state, p, options, (seed, 0.6, 0.95), limit=120)
        passes += sum(t.strip().lower() == "pass" for t in typed)
    assert passes >= 6


@pytest.mark.parametrize("rule, draw_words", [("repetition3", "third"), ("ply_cap:200", "200")])
def test_shuffling_playouts_do_reach_the_draw_rule(rule, draw_words):
    """The draw rules are really exercised by the refereed games above."""
    drawn = [refereed_game(combo, game)[0].state.outcome for combo in COMBOS if combo[1] == rule
             for game in GAMES]
    draws = [o for o in drawn if o is not None and o.is_draw]
    assert len(draws) >= 2
    assert all(draw_words in o.reason for o in draws)


@pytest.mark.parametrize("classic", ["off", "on"])
def test_default_draw_rule_games_always_end(classic):
    rng = random.Random(99)
    for _ in range(25):
        state = DODGEM.start(classic_end=classic)
        for _ in range(DEFAULT_GAME_BOUND):
            if state.outcome is not None:
                break
            state = state.play(rng.choice(state.legal_moves()))
        assert state.outcome is not None


@pytest.mark.parametrize("combo", COMBOS, ids=combo_id)
def test_records_round_trip_through_text(combo):
    for record in all_games(combo):
        text = record.to_text()
        back = Record.from_text(text)
        assert back == record and back.to_text() == text
        assert back.moves == record.moves
        assert back.states == record.states
        assert back.state.outcome == record.state.outcome
        assert text.split("/")[:3] == ["pp1", "dodgem", "1.0"]
        for name, value in options_of(combo).items():
            default = DODGEM.option(name).default
            assert (f"{name}={value}" in text) == (value != default)


@pytest.mark.parametrize("combo", COMBOS[::3], ids=combo_id)
def test_record_upto_steps_back_and_forward(combo):
    record = refereed_game(combo, GAMES[1])[0]
    n = len(record)
    assert record.upto(n) == record and record.upto(n + 5) == record
    assert record.upto(-3) == record.upto(0) == Record.new("dodgem", **options_of(combo))
    for k in sorted({0, 1, n // 3, n // 2, n - 1}):
        earlier = record.upto(k)
        assert len(earlier) == k and earlier.moves == record.moves[:k]
        assert earlier.state == record.states[k]
        assert Record.from_text(earlier.to_text()) == earlier
        assert earlier.play(record.moves[k]) == record.upto(k + 1)
        assert earlier.play(record.moves[k]).state == record.states[k + 1]
