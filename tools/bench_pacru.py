#!/usr/bin/env python3
"""Pacru engine speed: decisions per second over random 2- and 4-player games, and the
time to list the legal moves of a crowded mid-game position.

    python3 tools/bench_pacru.py [--seconds 2]                          (CPython)
    node tools/pyodide_script.mjs tools/bench_pacru.py [--seconds 2]    (Pyodide under Node)

Random games are seeded, so runs compare; each game is capped at 400 turns.
"""

import argparse
import os
import platform
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "py"))

from piecepad import games  # noqa: E402

PACRU = games.get("pacru")
CAP = 400


def crowded_position(seed=180):
    """A seeded 4-player position, 12 pieces, about four fifths of the board coloured:
    long moves, jumps, pincers and reorientations for the player to move."""
    rng = random.Random(seed)
    sides = "SWNE"
    tiles = [rng.choice(".SSWNE") if rng.random() < 0.8 else "." for _ in range(81)]
    squares = rng.sample(range(81), 12)
    rows = []
    for y in range(8, -1, -1):
        row = ""
        for x in range(9):
            sq = y * 9 + x
            if sq in squares:
                side = sides[squares.index(sq) % 4]
                tiles[sq] = side if rng.random() < 0.7 else "."
                facing = rng.choice(("n", "ne", "e", "se", "s", "sw", "w", "nw"))
                row += tiles[sq] + f"({side}{facing})"
            else:
                row += tiles[sq]
        rows.append(row)
    return PACRU.decode("SWNE " + "/".join(rows) + " S - 60")


def random_games(players, seconds, seed=1):
    rng = random.Random(seed)
    decisions = games_done = 0
    began = time.perf_counter()
    while time.perf_counter() - began < seconds:
        state = PACRU.start(players=players)
        while state.outcome is None and state.ply < CAP:
            state = state.play(rng.choice(state.legal_moves()))
            decisions += 1
        games_done += 1
    elapsed = time.perf_counter() - began
    return decisions / elapsed, games_done / elapsed, decisions / games_done


def crowded_listing(repeat):
    state = crowded_position()
    text = PACRU.encode(state)
    count = len(state.legal_moves())
    began = time.perf_counter()
    for _ in range(repeat):
        PACRU.decode(text).legal_moves()     # a new state: nothing cached
    listing_and_decode = (time.perf_counter() - began) / repeat
    began = time.perf_counter()
    for _ in range(repeat):
        state._legal = None
        state.legal_moves()
    listing = (time.perf_counter() - began) / repeat
    return count, listing, listing_and_decode, text


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="time per player count")
    args = parser.parse_args()
    print(f"{platform.python_implementation()} {platform.python_version()} on {sys.platform}")
    print(f"{'players':<8} {'decisions/s':>12} {'games/s':>9} {'decisions/game':>15}")
    for players in (2, 4):
        per_decision, per_game, length = random_games(players, args.seconds)
        print(f"{players:<8} {per_decision:>12.0f} {per_game:>9.1f} {length:>15.1f}")
    count, listing, with_decode, text = crowded_listing(2000)
    print(f"crowded 4-player position: {count} legal decisions listed in "
          f"{listing * 1e6:.1f} us ({with_decode * 1e6:.1f} us with decoding the position)")
    print(f"  {text}")


if __name__ == "__main__":
    main()
