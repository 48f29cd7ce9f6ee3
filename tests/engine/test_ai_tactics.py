"""Computer opponents: a win in one is always taken; easy stops a win in one.

Positions come from each game's documented position text (docs/notation.md,
docs/notation.md). Every level and several seeds must get them right.
"""

import random

import pytest

from piecepad import games
from piecepad.ai import LEVEL_NAMES, choose
from piecepad.ai.baseline import random_move

# Exhaustive: its outcome is the engine's alone; make test runs it in CPython only
# (docs/testing.md). The Pyodide phase runs the rules and conformance tests.
pytestmark = pytest.mark.exhaustive

SEEDS = range(3)
# 1: hardly any search (the tactical checks must do it); 30: a small search
WORK = (1, 30)

# (game, position text, options, what the winning decisions have in common)
WINS = [
    # Red's last coin is on file f: bearing it off wins (listed last of three).
    ("dodgem", "6/1G4/6/5R/2G3/6 r", {}),
    ("dodgem", "2R3/6/6/6/G5/6 r", {"axis": "V"}),
    ("dodgem", "6/1G4/6/5R/2G3/6 r", {"draw_rule": "none"}),
    # Dark (to move, e5) captures Light on d4 diagonally; the capture is listed last.
    ("tracers", "......../......../......../......../......../......../......../........ "
                "d4 e5 d -", {}),
    # Light has four lines; e3-d5 or e3-f5 marks e5, the last empty square of rank 5.
    ("tracers", "......../......../......../dddd.ddd/dddddddd/dddddddd/dddddddd/dddddddd "
                "e3 h8 l 1:l,2:l,3:l,4:l", {}),
    # Last round: Orange has 4 points and c4 (Blue's only) gives the fifth: the round
    # and the game end, Orange ahead 7 to 5.
    ("quet", "....../....b./..b.../.oo.../..+.../o..... e5,c3 6,6 5,2t;0,4 o", {}),
    # Pacru, two players: North's only piece on e5 is attacked by d4 and e4: a pincer.
    ("pacru", "SN 9/9/9/9/4.(Ns)4/3.(Sne).(Sn)4/9/9/9 S - 0", {}),
    # South has 41 tiles: a move across a border and its claim make 42.
    ("pacru", "SN 4.(Ns)4/9/9/9/SSSSS(Se)4/SSSSSSSSS/SSSSSSSSS/SSSSSSSSS/SSSSSSSSS S - 0", {}),
    # Three players: North has 27 tiles; e3-e4 (and others) cross a border and claim the 28th.
    ("pacru", "NEW 9/9/.(We)7.(Ew)/9/9/9/NNNNN(Nn)NNNN/NNNNNNNNN/NNNNNNNNN N - 0", {}),
    # Tracross TX-5: Player 1's X on a1 joins north to south; on b2 it would join west
    # to east for Player 2.
    ("tracross", "3./.1 1 3,2 -,-", {}),
]


def won_by(state, seat):
    return state.outcome is not None and state.outcome.winners == (seat,)


@pytest.mark.parametrize("game_id,text,options", WINS)
def test_a_win_in_one_is_always_taken(game_id, text, options):
    state = games.get(game_id).decode(text, **options)
    me = state.to_move
    losing = [m for m in state.legal_moves() if not _can_win(state.play(m), me)]
    assert losing, "the position must also offer moves that do not win"
    for level in LEVEL_NAMES:
        for seed in SEEDS:
            for work in WORK:
                s = state
                while s.outcome is None and s.to_move == me:     # the whole turn
                    s = s.play(choose(s, level=level, iterations=work, seed=seed))
                    if not s.pending:
                        break
                assert won_by(s, me), (game_id, level, seed, work, repr(s))


def _can_win(state, seat):
    """Brute force: can ``seat`` still win during the turn it is playing?"""
    if state.outcome is not None:
        return won_by(state, seat)
    if not state.pending or state.to_move != seat:
        return False
    return any(_can_win(state.play(m), seat) for m in state.legal_moves())


def _hands_over_a_win(state, move):
    """Brute force (one decision a turn): after ``move`` the opponent wins at once,
    or the game is lost outright."""
    me = state.to_move
    after = state.play(move)
    if after.outcome is not None:
        return bool(after.outcome.winners) and me not in after.outcome.winners
    them = after.to_move
    return any(won_by(after.play(r), them) for r in after.legal_moves())


BLOCKS = [
    # Light (g5, four lines) will mark e5 and complete rank 5 unless Dark marks it
    # first: only c5-e6 does.
    ("tracers", "......../......../......../ddld.ddd/dddddddd/dddddddd/dddddddd/dddddddd "
                "g5 c5 d 1:l,2:l,3:l,4:l", {}),
    # Found in random games, where a search cut very short would slip without the
    # tactical check.
    ("tracers", ".d..lbbd/.dbbbb../ddllbb../d.lbbbll/dddddlll/lbbbbl../lbbd..../llld.... "
                "b5 f4 l 4:d", {}),
    ("quet", ".+bb/b+../.o../oo.. a3,b4 4,4 2,-1t;1,1 o", {"n": 4, "target": 2}),
    ("quet", "...b/oo+b/..+b/oo.. c3,c2 4,5 0,2t;1,1 b", {"n": 4, "target": 2}),
    ("quet", ".obb/b+../o++./oo.. c2,b1 6,6 -5,-8c;1,1 o", {"n": 4, "target": 2}),
    ("tracross", "232../...2./13.33/1...1/.1.2. 1 3,2 -,-", {}),
    ("tracross", ".31.3/232.1/1..21/3.321/3.1.. 1 2,2 -,-", {}),
]


@pytest.mark.parametrize("game_id,text,options", BLOCKS)
def test_easy_stops_a_win_in_one(game_id, text, options):
    state = games.get(game_id).decode(text, **options)
    safe = [m for m in state.legal_moves() if not _hands_over_a_win(state, m)]
    assert safe and len(safe) < len(state.legal_moves())
    for level in LEVEL_NAMES:
        for seed in range(6):
            for work in WORK:
                assert choose(state, level=level, iterations=work, seed=seed) in safe


def test_easy_keeps_its_last_pacru_piece_out_of_a_pincer():
    # North's only piece (e5) is attacked by South's d4 and e4. Moving it (f4, g3)
    # saves it; reorienting it in place loses it to the pincer.
    state = games.get("pacru").decode("SN 9/9/9/3NN4/4.(Ns)4/3.(Sne).(Sn)4/9/9/9 N - 0")
    kinds = {m.data[0] for m in state.legal_moves()}
    assert kinds == {"move", "rotate"}
    for level in LEVEL_NAMES:
        for seed in range(6):
            for work in WORK:
                s = state
                while s.to_move == 1:
                    s = s.play(choose(s, level=level, iterations=work, seed=seed))
                assert s.outcome is None, (level, seed)
                follow = [won_by(s.play(m), 0) for m in s.legal_moves()]
                assert not any(follow), (level, seed, work)


@pytest.mark.parametrize("game_id", ["dodgem", "tracers", "quet"])
def test_easy_stops_a_win_in_one_in_random_positions(game_id):
    """Random positions where some moves hand the opponent a win at once and
    others do not: easy always picks one of the others."""
    game = games.get(game_id)
    options = {"quet": {"n": 4, "target": 2}}.get(game_id, {})
    rng = random.Random(f"block:{game_id}")
    found = tries = 0
    while found < 6 and tries < 300:
        tries += 1
        state = game.start(**options)
        line = []
        while state.outcome is None:
            line.append(state)
            state = state.play(random_move(state, rng))
        for s in reversed(line[-6:]):
            moves = s.legal_moves()
            bad = [m for m in moves if _hands_over_a_win(s, m)]
            if bad and len(bad) < len(moves) and not any(
                    won_by(s.play(m), s.to_move) for m in moves):
                for seed in range(3):
                    for work in WORK:
                        move = choose(s, level="easy", iterations=work, seed=seed)
                        assert move not in bad, (game_id, repr(s), str(move))
                found += 1
                break
    assert found >= 1, f"no blockable position found in {tries} random games"
