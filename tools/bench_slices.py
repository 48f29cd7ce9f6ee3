#!/usr/bin/env python3
"""How long the computer's search holds the thread at a time, without a browser.

    python3 tools/bench_slices.py                      # CPython
    node tools/pyodide_script.mjs tools/bench_slices.py --decisions 8   # Pyodide

Plays each game computer against computer at each level, driving every search the way
the app's glue does (``Search`` built, ``step(slice)`` until done, ``release(slice)``
until free, with the cycle collector off meanwhile) and times each piece of work the
page would run as one task: the first import of the computer player and of the game's
heuristics, the construction of each search, every step, every release step, and the
collection once the collector is back on. Prints the longest of each and the 99th
percentile of the steps, in ms of the thread's CPU time by default (``--clock cpu``,
which also times the slices, so other work on a shared machine does not count; Pyodide
takes about twice CPython's time). The browser benchmark (tools/bench_stalls.py)
measures the page itself.
"""

import argparse
import gc
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "py"))


def percentile(values, p):
    v = sorted(values)
    return v[min(len(v) - 1, int(round(p / 100.0 * (len(v) - 1))))] if v else 0.0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", default="dodgem,pacru,quet,tracers,tracross,tracross-solitaire")
    ap.add_argument("--levels", default="easy,medium,hard")
    ap.add_argument("--decisions", type=int, default=12)
    ap.add_argument("--budget-ms", type=float, default=1000.0)
    ap.add_argument("--slice-ms", type=float, default=12.0)
    ap.add_argument("--pacru-players", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--clock", choices=("cpu", "wall"), default="cpu",
                    help="what is timed, slices included (default cpu: this thread's CPU "
                         "time, so other work on the machine does not count)")
    args = ap.parse_args()
    clock = time.thread_time if args.clock == "cpu" else time.perf_counter
    t = clock()
    from piecepad import games
    from piecepad.record import Record
    t_games = (clock() - t) * 1000
    t = clock()
    import piecepad.ai  # noqa: F401
    from piecepad.ai import Search
    t_ai = (clock() - t) * 1000
    print(f"load {' '.join(f'{x:.2f}' for x in os.getloadavg()) if hasattr(os, 'getloadavg') else '?'}"
          f"; import piecepad.games {t_games:.1f} ms, piecepad.ai {t_ai:.1f} ms; "
          f"slice {args.slice_ms:g} ms, budget {args.budget_ms:g} ms; {args.clock} time")
    header = (f"{'game':<20} {'level':<7} {'dec':>4} {'first':>7} {'build':>7} {'step max':>8} "
              f"{'step p99':>8} {'release':>8} {'gc':>6}")
    print(header)
    print("-" * len(header))
    ms = args.slice_ms
    for game_id in args.games.split(","):
        first = None
        for level in args.levels.split(","):
            options = {"players": args.pacru_players} if game_id == "pacru" else {}
            state = Record.new(game_id, **options).state
            rng = random.Random(args.seed)
            steps, builds, releases, collects = [], [], [], []
            n = 0
            while state.outcome is None and n < args.decisions:
                gc.disable()
                t = clock()
                search = Search(state, level=level, seed=n, budget_ms=args.budget_ms,
                                clock=clock)
                d = (clock() - t) * 1000
                if first is None:
                    first = d               # includes importing the game's heuristics
                else:
                    builds.append(d)
                while True:
                    t = clock()
                    done = search.step(ms)
                    steps.append((clock() - t) * 1000)
                    if done:
                        break
                move = search.best()
                while True:
                    t = clock()
                    free = search.release(ms)
                    releases.append((clock() - t) * 1000)
                    if free:
                        break
                del search
                gc.enable()
                t = clock()
                gc.collect(0)
                collects.append((clock() - t) * 1000)
                state = state.play(move)
                n += 1
            name = game_id + (f" {args.pacru_players}p" if game_id == "pacru" else "")
            print(f"{name:<20} {level:<7} {n:>4} {first or 0:>7.1f} {max(builds, default=0):>7.1f} "
                  f"{max(steps, default=0):>8.1f} {percentile(steps, 99):>8.1f} "
                  f"{max(releases, default=0):>8.1f} {max(collects, default=0):>6.1f}",
                  flush=True)
            first = 0.0
    del rng
    print("(first: building the game's first search, its heuristics' import included; build: "
          "the longest later one; step: one slice of search; release: one slice of freeing; "
          "gc: a young-generation collection after; ms of --clock time)")


if __name__ == "__main__":
    main()
