#!/usr/bin/env python3
"""Random playouts per second for every game, under CPython or inside Pyodide.

    python3 tools/bench_playouts.py [--seconds 2]     (CPython)
    node tools/pyodide_script.mjs tools/bench_playouts.py [--seconds 2]   (Pyodide under Node)

A playout is a whole game from the opening with uniformly random legal moves
(seeded, so runs compare). The figure of interest is the ratio of Pyodide to
CPython on the same machine, and the absolute rate a computer opponent can use.
"""

import argparse
import os
import platform
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "py"))

from piecepad import games  # noqa: E402

# Games where a random game can be long get a move cap, so one slow game does not
# dominate; the cap is printed with the figures.
CAPS = {"pacru": 400, "tracross-solitaire": 200}   # random filling almost never solves it


def playout(game, rng, cap):
    state, plies = game.start(), 0
    while state.outcome is None and plies < cap:
        state = state.play(rng.choice(state.legal_moves()))
        plies += 1
    return plies


def measure(game_id, seconds):
    game = games.get(game_id)
    rng = random.Random(1)
    cap = CAPS.get(game_id, 10 ** 6)
    count = plies = 0
    began = time.perf_counter()
    while time.perf_counter() - began < seconds:
        plies += playout(game, rng, cap)
        count += 1
    elapsed = time.perf_counter() - began
    return count / elapsed, plies / elapsed, plies / count


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="time per game")
    args = parser.parse_args()
    print(f"{platform.python_implementation()} {platform.python_version()} on {sys.platform}")
    print(f"{'game':<20} {'playouts/s':>11} {'moves/s':>10} {'moves/game':>11}")
    for game_id in games.ids():
        per_game, per_move, length = measure(game_id, args.seconds)
        cap = f"  (cap {CAPS[game_id]})" if game_id in CAPS else ""
        print(f"{game_id:<20} {per_game:>11.0f} {per_move:>10.0f} {length:>11.1f}{cap}")


if __name__ == "__main__":
    main()
