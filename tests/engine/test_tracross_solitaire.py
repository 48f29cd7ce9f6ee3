"""Tracross solitaire: puzzles from the dice (size, reading-order fill),
from the ``original`` option, labels (rules order), moves, label status,
solving (X8 min_changed_cells), position text, equality and records."""

import random
import re
from pathlib import Path

import pytest

from piecepad import games
from piecepad.games.tracross_solitaire.engine import roll_original
from piecepad.record import Record
from piecepad.tracks import die

import tracross_ref as ref

GAME = games.get("tracross-solitaire")
DOC = Path(__file__).resolve().parents[2] / "docs" / "notation.md"
SOURCE_LABELS = {("W", 2): "A", ("N", 0): "A", ("W", 1): "B", ("E", 0): "B",
                 ("W", 0): "C", ("S", 0): "C", ("S", 1): "D", ("S", 2): "D",
                 ("E", 1): "E", ("N", 1): "E", ("E", 2): "F", ("N", 2): "F"}


def play(state, *moves):
    for m in moves:
        state = state.play(m)
    return state


def fill(state, tiles):
    """Play the moves that put ``tiles`` (by square) on the player's board."""
    for sq, t in enumerate(tiles):
        if state.tiles[sq] != t:
            state = state.play(f"{state.grid.name(sq)}:{t}")
    return state


def rows_of(n, tiles):
    return "/".join("".join(".123"[tiles[y * n + x]] for x in range(n))
                    for y in range(n - 1, -1, -1))


# -- identity and options ------------------------------------------------------------

def test_identity():
    assert games.get("tracross-solitaire") is GAME
    assert (GAME.id, GAME.title, GAME.rules_version) == ("tracross-solitaire",
                                                        "Tracross solitaire", "1.0")
    assert (GAME.min_players, GAME.max_players) == (1, 1)
    assert [o.name for o in GAME.options] == ["size", "original", "min_changed_cells"]
    s = GAME.start()
    assert s.players == 1 and s.to_move == 0 and s.scores == () and s.outcome is None
    assert s.options == {"size": None, "original": None, "min_changed_cells": 1}


# -- generation (rules 2.4 steps 1-3) ---------------------------------------------------

@pytest.mark.parametrize("seed", [0, 1, 2, 3, 42, 1000, 2 ** 63])
def test_puzzle_from_the_dice(seed):
    rolls = ref.rolls(seed, 60)
    n = rolls[0] + 1
    s = GAME.start(seed=seed)
    assert s.size == n and s.grid.width == n and 2 <= n <= 7
    # Reading order: the top rank first, left to right; 1-2 -> 1, 3-4 -> 2, 5-6 -> 3.
    expected = {}
    k = 1
    for y in range(n - 1, -1, -1):
        for x in range(n):
            expected[y * n + x] = {1: 1, 2: 1, 3: 2, 4: 2, 5: 3, 6: 3}[rolls[k]]
            k += 1
    assert s.original == tuple(expected[sq] for sq in range(n * n))
    assert s.tiles == (0,) * (n * n) and s.seed == seed


def test_every_size_two_to_seven_comes_up():
    sizes = {GAME.start(seed=seed).size for seed in range(200)}
    assert sizes == {2, 3, 4, 5, 6, 7}


def test_size_option_skips_the_size_roll():
    s = GAME.start(seed=9, size=3)
    assert s.size == 3
    assert s.original[6:9] == tuple((die(9, k) + 1) // 2 for k in range(3))   # rank 3
    assert roll_original(9, 3) == (3, s.original)


def test_original_option_digits_and_letters():
    a = GAME.start(original="112/212/212")
    b = GAME.start(original="aab/bab/bab")
    assert a == b and b.options["original"] == "112/212/212"
    # Ranks from the top: a3 b3 c3 = 1 1 2.
    assert a.original == (2, 1, 2, 2, 1, 2, 1, 1, 2)
    assert GAME.start(original="ABX/XXA/BBB").original[6:] == (1, 2, 3)


# -- labels ------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(12))
def test_labels_follow_the_reference(seed):
    s = GAME.start(seed=seed)
    n = s.size
    assert s.labels == ref.labels(n, ref.tiles_to_board(n, s.original))
    assert len(s.labels) == 4 * n and sorted(set(s.labels.values())) == \
        [chr(65 + k) for k in range(2 * n)]
    assert set(s.label_status) == set(s.labels.values())


def test_a_puzzle_with_the_source_example_labels():
    # Any filling with the source's pairing gives the source's labels.
    from piecepad.games.tracross_solitaire.solver import Puzzle, solve
    tiles = solve(Puzzle.from_labels(3, SOURCE_LABELS), min_changed=0)
    s = GAME.start(original=rows_of(3, tiles))
    assert s.labels == SOURCE_LABELS


# -- moves ---------------------------------------------------------------------------------

def test_moves_on_blank_and_filled_squares():
    s = GAME.start(original="12/31")
    texts = [str(m) for m in s.legal_moves()]
    assert texts == ["a1:1", "a1:2", "a1:3", "b1:1", "b1:2", "b1:3",
                     "a2:1", "a2:2", "a2:3", "b2:1", "b2:2", "b2:3"]
    s = s.play("b1:2")
    assert s.tiles == (0, 2, 0, 0) and s.last_square == 1
    assert [str(m) for m in s.legal_moves() if m.text.startswith("b1")] == \
        ["b1:0", "b1:1", "b1:3"]
    m = s.parse("b1:3")
    assert m.data == (1, 3) and s.parse("B1:X") is m and s.parse("b1 : 3") is m
    assert s.parse("b1:0").data == (1, 0)
    assert s.play("b1:0").tiles == (0, 0, 0, 0)
    assert s.play("b1:3").tiles == (0, 3, 0, 0)


# -- label status, changed -----------------------------------------------------------------

def test_label_status_open_joined_broken():
    # Original 3x3: ranks from the top 112 / 212 / 212.
    s = GAME.start(original="112/212/212")
    lab = s.labels
    assert set(s.label_status.values()) == {"open"}
    assert s.changed == 9
    assert lab == SOURCE_LABELS            # this original has the source's pairing
    # a3 = 1 (A: W-N) joins W of a3 to N of a3: both carry label A.
    t = s.play("a3:1")
    assert t.label_status == {"A": "joined", "B": "open", "C": "open", "D": "open",
                              "E": "open", "F": "open"}
    assert t.changed == 8
    # c1 = 1 (A: S-E) joins S of c1 (label D) to E of c1 (label B): both broken.
    b = t.play("c1:1")
    assert b.label_status == {"A": "joined", "B": "broken", "C": "open", "D": "broken",
                              "E": "open", "F": "open"}
    assert b.play("c1:0").label_status == t.label_status
    # X on a3 sends W of a3 east into b3 (empty) and N of a3 south: both open.
    u = s.play("a3:3")
    assert u.label_status[lab[("W", 2)]] == "open" and u.label_status[lab[("N", 0)]] == "open"


def test_label_status_against_the_reference_on_random_boards():
    rng = random.Random(5)
    for seed in range(15):
        s = GAME.start(seed=seed)
        n = s.size
        twin = ref.pairs(n, ref.tiles_to_board(n, s.original))
        tiles = tuple(rng.choice((0, 1, 2, 3)) for _ in range(n * n))
        t = fill(s, tiles)
        now = ref.pairs(n, ref.tiles_to_board(n, tiles))
        for uid, label in s.labels.items():
            other = twin[uid]
            if now.get(uid) == other:
                expected = "joined"
            elif uid in now or other in now:
                expected = "broken"
            else:
                expected = "open"
            assert t.label_status[label] == expected
        assert t.changed == ref.distance(tiles, s.original)


# -- solving ---------------------------------------------------------------------------------

def test_refilling_the_original_is_not_a_solution_by_default():
    s = GAME.start(original="112/212/212")
    t = fill(s, s.original)
    assert t.pairs_match and t.changed == 0 and t.outcome is None and t.to_move == 0
    assert t.legal_moves()


def test_min_changed_zero_accepts_the_original():
    s = GAME.start(original="112/212/212", min_changed_cells=0)
    t = fill(s, s.original)
    assert t.outcome.winners == (0,)
    assert t.outcome.reason == ("Solved: every label joins its twin, and 0 of the 9 squares "
                                "differ from the original")


def test_a_different_filling_with_the_same_pairing_solves():
    original = "112/212/212"
    s = GAME.start(original=original)
    # Every other filling with the original's pairing (enumerated with the
    # engine's pairing, each confirmed by the reference).
    from itertools import product
    from piecepad.tracks import geometry, pairing
    geo = geometry(3)
    twin = pairing(geo, s.original)
    others = [t for t in product((1, 2, 3), repeat=9)
              if pairing(geo, t) == twin and t != s.original]
    assert len(others) == 49
    assert all(ref.pairing_key(3, t) == ref.pairing_key(3, s.original) for t in others)
    best = max(others, key=lambda t: ref.distance(t, s.original))
    t = fill(s, best)
    d = ref.distance(best, s.original)
    assert t.outcome.winners == (0,) and t.to_move is None and t.legal_moves() == ()
    assert t.outcome.reason == (f"Solved: every label joins its twin, and {d} of the 9 "
                                "squares differ from the original")
    # With a threshold above that distance the same board is not solved.
    high = GAME.start(original=original, min_changed_cells=d + 1)
    assert fill(high, best).outcome is None


def test_a_full_board_with_the_wrong_pairing_stays_in_play():
    s = GAME.start(original="112/212/212")
    t = fill(s, (3,) * 9)
    assert t.outcome is None and not t.pairs_match and "broken" in t.label_status.values()


def test_solution_and_hint_methods():
    s = GAME.start(seed=4)
    sol = s.solution()
    assert sol is not None and ref.pairing_key(s.size, sol) == ref.pairing_key(s.size,
                                                                             s.original)
    move = s.hint()
    assert move in s.legal_moves()


# -- position text and equality ---------------------------------------------------------------

def test_position_text_round_trip_and_equality():
    s = GAME.start(seed=42)
    t = play(s, "a1:2", "c4:3")
    text = GAME.encode(t)
    back = GAME.decode(text)
    assert back == t and hash(back) == hash(t)
    assert back.options["original"] == text.split()[0] and back.seed is None
    assert back.labels == t.labels and back.label_status == t.label_status
    # The same puzzle given as original= equals the rolled one.
    same = play(GAME.start(original=text.split()[0]), "c4:3", "a1:2")
    assert same == t and hash(same) == hash(t)
    assert t != GAME.decode(text, min_changed_cells=2)
    assert t != play(s, "a1:3", "c4:3")


def test_documented_solitaire_positions():
    text = DOC.read_text()
    part = text.split("## Tracross solitaire", 1)[1].split("\n## ", 1)[0]
    texts = re.findall(r"^\| [^|]+ \| `([^`]+)` \|$", part, re.M)
    assert texts == ["112/212/212 .../.../...", "112/212/212 2../.3./...",
                     GAME.encode(GAME.start(seed=42))]
    s = GAME.start(original="112/212/212")
    assert GAME.encode(s) == texts[0] and GAME.encode(play(s, "a3:2", "b2:3")) == texts[1]
    assert GAME.start(seed=42).size == 6


def test_decode_reads_letters():
    s = GAME.decode("aab/bab/bab .x./.../a..")
    assert s.original == GAME.start(original="112/212/212").original
    assert GAME.encode(s) == "112/212/212 .3./.../1.."


# -- records ----------------------------------------------------------------------------------

def test_records_round_trip():
    rec = Record.new("tracross-solitaire", seed=7).play("a1:2").play("a1:0").play("b1:3")
    text = rec.to_text()
    assert text == "pp1/tracross-solitaire/1.0/seed=7/a1:2.a1:0.b1:3"
    back = Record.from_text(text)
    assert back == rec and back.state == rec.state and back.state.original == \
        GAME.start(seed=7).original
    rec = Record.new("tracross-solitaire", original="ABX/BBA/XXA", min_changed_cells=2)
    rec = rec.play("a1:2")
    assert rec.to_text() == \
        "pp1/tracross-solitaire/1.0/original=123%2F221%2F331;min_changed_cells=2/a1:2"
    assert Record.from_text(rec.to_text()).state == rec.state


def test_a_solved_record_replays_to_the_solved_state():
    s = GAME.start(seed=11)
    sol = s.solution()
    rec = Record.new("tracross-solitaire", seed=11)
    for sq, t in enumerate(sol):
        rec = rec.play(f"{s.grid.name(sq)}:{t}")
    assert rec.state.outcome is not None
    assert Record.from_text(rec.to_text()).state.outcome == rec.state.outcome


@pytest.mark.parametrize("seed", range(10))
def test_random_solitaire_play_never_raises(seed):
    rng = random.Random(seed)
    s = GAME.start(seed=seed)
    for _ in range(60):
        moves = s.legal_moves()
        move = rng.choice(moves)
        assert s.parse(str(move)) is move
        s = s.play(move)
        assert GAME.decode(GAME.encode(s)) == s
        if s.outcome is not None:
            break
