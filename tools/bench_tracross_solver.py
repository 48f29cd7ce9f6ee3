#!/usr/bin/env python3
"""Time the Tracross solitaire solver, per board size, under CPython or Pyodide.

    python3 tools/bench_tracross_solver.py [--puzzles 12] [--sizes 2-7] [--thresholds 1,n,half]
    node tools/pyodide_script.mjs tools/bench_tracross_solver.py [args...]   (Pyodide under Node)

Puzzles are the game's own: ``start(seed=s, size=n)`` for seeds 1..P, so runs
compare. For each size it prints the median and the maximum time of

* ``solve``: a solution for each threshold (min_changed_cells): by default 1
  (the game's default), n, and half the squares (rounded up); ``--thresholds``
  takes others, such as 90% of the squares; and how many puzzles have one (the
  rest are proofs that none exists);
* ``hint``: the solver's hint from three player boards per puzzle: the blank
  board; half the squares filled with a solution's pieces (the hint keeps
  them); and half the squares filled at random, usually with mistakes that
  break labels or that only a search can find.
"""

import argparse
import os
import platform
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "py"))

from piecepad import games  # noqa: E402
from piecepad.games.tracross_solitaire import solver as solver  # noqa: E402

GAME = games.get("tracross-solitaire")


def threshold(name, n):
    """A threshold's name -> min_changed_cells: a number, n, half (of the squares,
    rounded up) or a percentage of the squares (rounded up), like 90%."""
    if name.endswith("%"):
        return -(-int(name[:-1]) * n * n // 100)
    return {"n": n, "half": (n * n + 1) // 2}.get(name) or int(name)


def timed(call):
    began = time.perf_counter()
    result = call()
    return time.perf_counter() - began, result


def boards(state, rng):
    """Player boards to ask for a hint: blank, half of a solution, half random."""
    n = state.size
    yield state
    sol = solver.solve(state)
    squares = list(range(n * n))
    half = rng.sample(squares, (n * n) // 2)
    if sol is not None:
        s = state
        for sq in half:
            s = s.play(f"{s.grid.name(sq)}:{sol[sq]}")
        yield s
    s = state
    for sq in rng.sample(squares, (n * n) // 2):
        s = s.play(f"{s.grid.name(sq)}:{rng.choice((1, 2, 3))}")
    yield s


def fmt(times):
    if not times:
        return "       -        -"
    return f"{statistics.median(times) * 1000:8.1f} {max(times) * 1000:8.1f}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--puzzles", type=int, default=12, help="seeded puzzles per size")
    parser.add_argument("--sizes", default="2-7", help="sizes, like 2-7 or 3,5,7")
    parser.add_argument("--thresholds", default="1,n,half",
                        help="min_changed_cells values for solve: numbers, n, half, 90%%")
    args = parser.parse_args()
    if "-" in args.sizes:
        lo, hi = map(int, args.sizes.split("-"))
        sizes = range(lo, hi + 1)
    else:
        sizes = [int(s) for s in args.sizes.split(",")]
    names = args.thresholds.split(",")
    print(f"Tracross solitaire solver, {platform.python_implementation()} "
          f"{platform.python_version()} on {sys.platform}; {args.puzzles} puzzles per size "
          "(seeds 1..P); times in ms, median and max")
    head = "size " + "".join(f"| solve k={name:<5} median      max  found " for name in names)
    head += "| hint median      max  boards"
    print(head)
    worst = 0.0
    for n in sizes:
        row = f"{n}x{n}  "
        for name in names:
            times, found = [], 0
            for seed in range(1, args.puzzles + 1):
                state = GAME.start(seed=seed, size=n)
                took, sol = timed(lambda: solver.solve(state, min_changed=threshold(name, n)))
                times.append(took)
                found += sol is not None
            worst = max(worst, max(times))
            row += f"| {fmt(times)} {found:3d}/{args.puzzles:<3d}       "
        hints = []
        for seed in range(1, args.puzzles + 1):
            rng = random.Random(seed)
            for board in boards(GAME.start(seed=seed, size=n), rng):
                took, move = timed(lambda: solver.hint(board))
                hints.append(took)
                if move is not None:
                    assert move in board.legal_moves()
        worst = max(worst, max(hints))
        row += f"| {fmt(hints)}  {len(hints):5d}"
        print(row, flush=True)
    print(f"slowest single answer: {worst * 1000:.1f} ms")


if __name__ == "__main__":
    main()
