#!/usr/bin/env python3
"""Engine speed per game: plies per second of seeded random playouts through the
public API, through the plain reference model where the tests have one, and
through the search's own inner loop; under CPython or inside Pyodide.

    python3 tools/bench_engine.py [--seconds 1] [--only dodgem,quet]
    node tools/pyodide_script.mjs tools/bench_engine.py [--seconds 1]

Columns (every figure from the same run, so a ratio compares like with like):

- ``public``: plies/s of ``state.legal_moves()`` + ``state.play(move)``, a random
  legal move each ply, from the opening to the end (capped where a random game
  can be long);
- ``ref``: the same random playouts through the reference model of
  ``tests/engine/<game>_ref.py`` (a tiny adapter per model below), and
  ``ours/ref`` the ratio; ``-`` where no reference can play a game through
  (Pacru's lists a turn's first decisions only, the solitaire has none);
- ``core``: plies/s of what the computer player's search does per node: make and
  undo on the game's fast core (``profile.core(state)``) where it has one, else
  the public ``play`` (then equal in kind to ``public``);
- ``search``: the real search from the opening for ``--seconds`` of CPU:
  alpha-beta nodes/s, or MCTS playouts/s.

Each figure is the best of ``--rounds`` rounds (``--seconds`` split between them),
which damps the noise of a shared machine.
"""

import argparse
import os
import platform
import random
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "py"))
sys.path.insert(0, os.path.join(HERE, "..", "tests", "engine"))   # the *_ref.py models

from piecepad import games  # noqa: E402

CAPS = {"pacru": 400, "tracross-solitaire": 200}


# -- playouts through the public API ---------------------------------------------

def public_playout(game, rng, cap):
    state, plies = game.start(seed=rng.randrange(2 ** 32)) if game.uses_seed else game.start(), 0
    while state.outcome is None and plies < cap:
        state = state.play(rng.choice(state.legal_moves()))
        plies += 1
    return plies


# -- the references: each adapter plays one random game, returns its plies -----------

def ref_dodgem(rng, cap):
    import dodgem_ref as ref
    p, plies, seen = ref.opening(), 0, {}
    while plies < cap:
        if ref.is_over(p, "H", False):
            break
        seen[p] = seen.get(p, 0) + 1             # the default draw rule: a third repetition
        if seen[p] >= 3:
            break
        p = ref.play(p, rng.choice(ref.moves(p, "H")), "H")
        plies += 1
    return plies


def ref_quet(rng, cap):
    import quet_ref as ref
    r = ref.rules()
    p, plies = ref.opening(r), 0
    while not p.over and plies < cap:
        p = ref.play(p, rng.choice(ref.moves(p, r))[0], r)
        plies += 1
    return plies


def ref_tracers(rng, cap):
    import tracers_ref as ref
    options = ref.DEFAULTS
    p, plies = ref.opening(options), 0
    while plies < cap:
        texts = ref.moves(p, options)
        if not texts:
            break
        p = ref.play(p, rng.choice(texts), options)
        plies += 1
    return plies


def ref_tracross(rng, cap, n=6):
    """The default game (roll once, then cycle 1 -> 2 -> 3; a placement joining
    both pairs of sides wins for the placer), refereed by tracross_ref.connected
    the way tests/engine/test_tracross_playouts.py does."""
    import tracross_ref as ref
    dice = ref.SplitMix64(rng.randrange(2 ** 32))
    nxt = [(dice.roll() - 1) % 3 + 1, (dice.roll() - 1) % 3 + 1]
    board, me, plies = {}, 0, 0
    sides = ("NS", "WE")
    while plies < cap:
        empty = [(x, y) for y in range(n) for x in range(n) if (x, y) not in board]
        if not empty:
            break
        board[rng.choice(empty)] = nxt[me]
        nxt[me] = nxt[me] % 3 + 1
        plies += 1
        if any(ref.connected(n, board, sides[s]) for s in (0, 1)):
            break
        me = 1 - me
    return plies


REFERENCES = {"dodgem": ref_dodgem, "quet": ref_quet, "tracers": ref_tracers,
              "tracross": ref_tracross}


# -- the search's inner loop ---------------------------------------------------

def core_playout_fn(game):
    """A playout function through the game's fast core, and its label; or the
    public API when the search has none."""
    from piecepad.ai.heuristics import profile_for
    start = game.start()
    make_core = getattr(profile_for(start), "core", None)
    if make_core is None or make_core(start) is None:
        return public_playout, "play"

    def playout(game, rng, cap):
        core = make_core(game.start())
        plies = 0
        choice = rng.choice
        while not core.over() and plies < cap:
            core.make(choice(core.moves()))
            plies += 1
        for _ in range(plies):                   # undo is part of the search's work
            core.undo()
        return plies
    return playout, "make/undo"


def search_rate(game, seconds):
    from piecepad.ai import Search
    search = Search(game.start(seed=1) if game.uses_seed else game.start(),
                    level="medium", budget_ms=seconds * 1000.0, clock=time.process_time)
    search.run()
    info = search.info()
    cpu = max(info["cpu_ms"], 1e-3) / 1000.0
    if "nodes" in info:
        return info["nodes"] / cpu, "nodes"
    if "iterations" in info:
        return info["iterations"] / cpu, "playouts"
    return None, info["reason"]


# -- measuring -------------------------------------------------------------------

def rate(fn, game, seconds, rounds, cap):
    """Best plies/s over ``rounds`` rounds of ``seconds / rounds`` each; the same
    seeded games every round."""
    best = 0.0
    for _ in range(rounds):
        rng = random.Random(1)
        plies = 0
        began = time.perf_counter()
        while True:
            plies += fn(game, rng, cap) if game is not None else fn(rng, cap)
            elapsed = time.perf_counter() - began
            if elapsed >= seconds / rounds:
                break
        best = max(best, plies / elapsed)
    return best


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=1.0,
                        help="time per figure (default 1)")
    parser.add_argument("--rounds", type=int, default=3, help="best of this many rounds")
    parser.add_argument("--only", default="", help="comma-separated game ids")
    parser.add_argument("--no-search", action="store_true", help="skip the search column")
    args = parser.parse_args()
    ids = [g for g in args.only.split(",") if g] or list(games.ids())
    print(f"{platform.python_implementation()} {platform.python_version()} on {sys.platform}; "
          f"plies/s, best of {args.rounds} x {args.seconds / args.rounds:.2f} s")
    print(f"{'game':<19} {'public':>8} {'ref':>7} {'ours/ref':>8} {'core':>8} "
          f"{'(core is)':<10} {'search':>8}")
    for game_id in ids:
        game = games.get(game_id)
        cap = CAPS.get(game_id, 10 ** 6)
        ours = rate(public_playout, game, args.seconds, args.rounds, cap)
        ref_fn = REFERENCES.get(game_id)
        if ref_fn is not None:
            theirs = rate(ref_fn, None, args.seconds, args.rounds, cap)
            ref_txt, ratio_txt = f"{theirs:7.0f}", f"{ours / theirs:7.1f}x"
        else:
            ref_txt, ratio_txt = f"{'-':>7}", f"{'-':>8}"
        core_fn, label = core_playout_fn(game)
        core = rate(core_fn, game, args.seconds, args.rounds, cap)
        if args.no_search:
            search_txt = ""
        else:
            value, unit = search_rate(game, args.seconds)
            search_txt = f"{value:8.0f} {unit}" if value is not None else f"{'-':>8} ({unit})"
        cap_txt = f"  (cap {cap})" if game_id in CAPS else ""
        print(f"{game_id:<19} {ours:8.0f} {ref_txt} {ratio_txt} {core:8.0f} {label:<10} "
              f"{search_txt}{cap_txt}")


if __name__ == "__main__":
    main()
