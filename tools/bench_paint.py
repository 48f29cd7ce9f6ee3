#!/usr/bin/env python3
"""The time to paint a move: a person's move played through the app and its page drawn,
as the glue does on a tap (``App.action("play")``, then the page's HTML), in CPython.

    python3 tools/bench_paint.py [--baseline DIR] [--rounds 5] [--moves 30]

Each game plays the same seeded random game; every move is timed (the thread's CPU
time, so other work on a shared machine counts less). With ``--baseline`` (another
checkout of the repository, e.g. a worktree of an older commit) both trees are measured
in the same run, alternating rounds in fresh processes, and the figures print side by
side with their ratio. Prints per game the median ms per painted move.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CHILD = r"""
import json, random, sys, time
sys.path.insert(0, sys.argv[1] + "/py")
from piecepad import games
from piecepad.app.controller import App
from piecepad.app.saves import MemoryStore
from piecepad.record import Record
moves_wanted = int(sys.argv[2])
out = {}
for game_id in games.ids():
    rng = random.Random(7)
    game = games.get(game_id)
    record = Record.new(game_id, seed=1) if game.uses_seed else Record.new(game_id)
    app = App(MemoryStore(), clock=lambda: 1000, base_url="https://pp.test/")
    app.open("#/play/" + record.to_text())
    app.page_html
    times = []
    for _ in range(moves_wanted):
        state = app.session.state
        if state.outcome is not None:
            break
        move = rng.choice(state.legal_moves())
        t0 = time.thread_time()
        app.action("play", move=move.text)
        app.page_html
        times.append(time.thread_time() - t0)
    out[game_id] = times
print(json.dumps(out))
"""


def measure(root, moves):
    done = subprocess.run([sys.executable, "-c", CHILD, str(root), str(moves)],
                          capture_output=True, text=True, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--baseline", type=Path, help="another checkout to measure alongside")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--moves", type=int, default=30)
    args = ap.parse_args()
    trees = {"this": ROOT}
    if args.baseline:
        trees["baseline"] = args.baseline.resolve()
    times = {name: {} for name in trees}
    for _ in range(args.rounds):
        for name, root in trees.items():
            for game_id, ts in measure(root, args.moves).items():
                times[name].setdefault(game_id, []).extend(ts)
    games = sorted(times["this"])
    head = f"{'game':<20}{'this ms':>10}" + (f"{'baseline ms':>14}{'ratio':>8}"
                                           if args.baseline else "")
    print(f"paint a move (CPU ms, median of {args.rounds} rounds x up to {args.moves} moves)")
    print(head)
    for game_id in games:
        mine = statistics.median(times["this"][game_id]) * 1000
        line = f"{game_id:<20}{mine:>10.2f}"
        if args.baseline and game_id in times["baseline"]:
            base = statistics.median(times["baseline"][game_id]) * 1000
            line += f"{base:>14.2f}{mine / base:>8.2f}"
        print(line)


if __name__ == "__main__":
    main()
