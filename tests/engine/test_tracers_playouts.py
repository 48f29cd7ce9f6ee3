"""Seeded random Tracers games under every option combination.

Refereed games: every position is checked against the independent reference
(tracers_ref.py): the move list, the outcome, the scores, the position text;
every move text round-trips through parse, every state through encode/decode,
and the games made into Records round-trip through their text.

Bulk games (engine only, many more): always end within 64 moves per player
(rules 1.5: each knight move adds a square to the mover's own marks), never
raise, and keep the same round trips.
"""

import functools
import itertools
import random

import pytest

from piecepad.record import Record
from piecepad import games

import tracers_ref as ref

# Exhaustive: its outcome is the engine's alone; make test runs it in CPython only
# (docs/testing.md). The Pyodide phase runs the rules and conformance tests.
pytestmark = pytest.mark.exhaustive

GAME = games.get("tracers")
COMBOS = [dict(zip(("knight_path", "optional_mark_occupied", "first_player",
                    "capture_ignores_own_mark", "both_trapped"), values))
          for values in itertools.product(("long_leg_first", "either_L"), (False, True),
                                          ("dark", "light"), (False, True),
                                          ("player_to_move_loses", "draw"))]
REFEREED_GAMES = 6
BULK_GAMES = 40


def combo_id(options):
    return "-".join(str(v) for v in options.values())


def outcome_key(outcome):
    """Engine outcome -> (winners, kind) as the reference says it."""
    if outcome is None:
        return None
    reason = outcome.reason
    kind = ("capture" if "captures" in reason else "lines" if "fifth line" in reason
            else "both trapped" if outcome.is_draw else "trapped")
    return (outcome.winners, kind)


def check_round_trips(state, options):
    back = GAME.decode(GAME.encode(state), **options)
    assert back == state and hash(back) == hash(state)
    assert back.outcome == state.outcome and back.to_move == state.to_move
    for move in state.legal_moves():
        assert state.parse(str(move)) is move


def check_own_marks_grow(before, after):
    """The termination argument: a knight move adds the mover's mark to its start."""
    seat = before.to_move
    if after.pawns[0] != after.pawns[1]:            # not a capture
        assert after.marks.count(seat) > before.marks.count(seat)
        assert after.marks.count(1 - seat) == before.marks.count(1 - seat)


def choose(rng, p, texts, options, careful):
    """A random move, or (careful play, for longer games) one of the moves that
    keep the mover's pawn most mobile without offering a capture."""
    if not careful or rng.random() < 0.1:
        return rng.choice(texts)
    best, best_score = [], None
    for text in texts:
        q = ref.play(p, text, options)
        replies = ref.moves_of(q, q.to_move, options)
        score = len(ref.moves_of(q, p.to_move, options)) - 50 * any("x" in r for r in replies)
        if best_score is None or score > best_score:
            best, best_score = [text], score
        elif score == best_score:
            best.append(text)
    return rng.choice(best)


def referee(options, seed):
    rng = random.Random(seed)
    state, p = GAME.start(**options), ref.opening(options)
    states, typed = [state], []
    while True:
        texts = ref.moves(p, options)
        assert sorted(str(m) for m in state.legal_moves()) == texts, ref.position_text(p)
        assert outcome_key(state.outcome) == ref.outcome(p, options)
        assert state.scores == ref.scores(p)
        assert sum(1 for s in state.scored if s >= 0) == len(p.scored)
        assert GAME.encode(state) == ref.position_text(p)
        check_round_trips(state, options)
        if state.outcome is not None:
            assert state.to_move is None and not texts
            return states, typed
        assert state.to_move == p.to_move
        text = choose(rng, p, texts, options, careful=seed % 2 == 1)
        # Half the moves typed as a player might: upper case, extra spaces.
        typed.append(text if rng.random() < 0.5 else "  " + text.upper().replace(",", ", "))
        after = state.play(typed[-1])
        check_own_marks_grow(state, after)
        state, p = after, ref.play(p, text, options)
        states.append(state)
        assert len(typed) <= 128


@functools.lru_cache(maxsize=None)
def refereed(index, game):
    options = COMBOS[index]
    states, typed = referee(options, 1000 * game + index)
    record = Record.new("tracers", **options)
    for text in typed:
        record = record.play(text)
    return record, tuple(states)


@pytest.mark.parametrize("index", range(len(COMBOS)), ids=[combo_id(c) for c in COMBOS])
def test_refereed_playouts_and_records(index):
    options = COMBOS[index]
    for game in range(REFEREED_GAMES):
        record, states = refereed(index, game)
        assert record.states == states and record.state.outcome is not None
        text = record.to_text()
        assert text.split("/")[:3] == ["pp1", "tracers", "1.1"]
        for name, value in options.items():
            shown = {True: "true", False: "false"}.get(value, value)
            assert (f"{name}={shown}" in text) == (value != GAME.option(name).default)
        back = Record.from_text(text)
        assert back == record and back.states == record.states and back.to_text() == text
        n = len(record)
        for k in sorted({0, n // 2, n - 1}):
            assert Record.from_text(record.upto(k).to_text()).state == states[k]


def test_refereed_games_see_every_kind_of_end_and_scoring():
    ends, scored = set(), 0
    for index in range(len(COMBOS)):
        for game in range(REFEREED_GAMES):
            record, states = refereed(index, game)
            ends.add(outcome_key(record.state.outcome)[1])
            scored += sum(record.state.scores)
    assert ends == {"capture", "lines", "trapped", "both trapped"}
    assert scored >= 50


def bulk_game(options, rng):
    state = GAME.start(**options)
    plies = 0
    while state.outcome is None:
        moves = state.legal_moves()
        assert moves and state.to_move in (0, 1)
        move = rng.choice(moves)
        assert state.parse(str(move)) is move
        after = state.play(move)
        check_own_marks_grow(state, after)
        state, plies = after, plies + 1
        assert plies <= 128                        # at most 64 moves per player
        back = GAME.decode(GAME.encode(state), **options)
        assert back == state and back.outcome == state.outcome
    assert state.to_move is None and state.legal_moves() == ()
    return state, plies


@pytest.mark.parametrize("options", COMBOS, ids=combo_id)
def test_bulk_playouts_always_end(options):
    rng = random.Random("bulk" + combo_id(options))
    kinds = set()
    for _ in range(BULK_GAMES):
        state, plies = bulk_game(options, rng)
        winners, kind = outcome_key(state.outcome)
        kinds.add(kind)
        if winners:
            # The reason starts with the winner's name, or the loser's for a trap.
            named = winners[0] if kind != "trapped" else 1 - winners[0]
            assert state.outcome.reason.startswith(GAME.seat_names[named] + " ")
    assert "trapped" in kinds


def test_light_first_never_offers_a_capture():
    """T3: with Light first the pawns' square colours never allow a capture."""
    rng = random.Random(3)
    for _ in range(300):
        state = GAME.start(first_player="light")
        while state.outcome is None:
            assert not any(m.data[0] == "capture" for m in state.legal_moves())
            state = state.play(rng.choice(state.legal_moves()))
        assert "captures" not in state.outcome.reason


def test_dark_first_games_end_in_every_way():
    """T3: with Dark first both captures occur, and so do fifth lines and traps."""
    rng = random.Random(4)
    reasons = set()
    for _ in range(600):
        state = GAME.start()
        while state.outcome is None:
            state = state.play(rng.choice(state.legal_moves()))
        reasons.add(state.outcome.reason)
    assert reasons == {"Light captures Dark's pawn and wins",
                       "Dark captures Light's pawn and wins",
                       "Light completes a fifth line and wins",
                       "Dark completes a fifth line and wins",
                       "Light is trapped (no legal move) and loses",
                       "Dark is trapped (no legal move) and loses"}


def test_both_trapped_draws_happen_in_play():
    rng = random.Random(5)
    draws = 0
    for _ in range(1500):
        state = GAME.start(both_trapped="draw")
        while state.outcome is None:
            state = state.play(rng.choice(state.legal_moves()))
        draws += state.outcome.is_draw
    assert draws >= 1
