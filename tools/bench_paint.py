#!/usr/bin/env python3
"""The time to paint a move: a person's move played through the app and its page drawn,
as the glue does on a tap (``App.action("play")``, then the page's HTML), in CPython.

    python3 tools/bench_paint.py [--baseline DIR] [--rounds 5] [--moves 30]

Each game plays the same seeded random game ``--repeat`` times in one process; each
move counts its fastest time (the thread's CPU time: other work on a shared machine,
and the clock's steps, count less). With ``--baseline`` (another checkout of the
repository, e.g. a worktree of an older commit) both trees are measured in the same
run, alternating rounds in fresh processes. Prints per game the median ms per painted
move and, with a baseline, the median over rounds of each round's ratio (a round
measures both trees back to back, so a slow spell of the machine hits both).
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
moves_wanted, repeat = int(sys.argv[2]), int(sys.argv[3])


def play(game_id):
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
    return times


out = {}
for game_id in games.ids():
    plays = [play(game_id) for _ in range(repeat)]
    out[game_id] = [min(ts) for ts in zip(*plays)]
print(json.dumps(out))
"""


def measure(root, moves, repeat):
    # One hash seed: where the engine's move order follows a set's, a random seed
    # would play a different game in each process.
    env = dict(os.environ, PYTHONHASHSEED="0")
    done = subprocess.run([sys.executable, "-c", CHILD, str(root), str(moves), str(repeat)],
                          capture_output=True, text=True, check=True, env=env)
    return json.loads(done.stdout.strip().splitlines()[-1])


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--baseline", type=Path, help="another checkout to measure alongside")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--moves", type=int, default=30)
    ap.add_argument("--repeat", type=int, default=5, help="plays of each game per process")
    args = ap.parse_args()
    trees = {"this": ROOT}
    if args.baseline:
        trees["baseline"] = args.baseline.resolve()
    times = {name: {} for name in trees}
    ratios = {}
    for _ in range(args.rounds):
        medians = {}
        for name, root in trees.items():
            for game_id, ts in measure(root, args.moves, args.repeat).items():
                times[name].setdefault(game_id, []).extend(ts)
                medians[name, game_id] = statistics.median(ts)
        for (name, game_id), value in medians.items():
            if name == "this" and ("baseline", game_id) in medians:
                ratios.setdefault(game_id, []).append(value / medians["baseline", game_id])
    games = sorted(times["this"])
    head = f"{'game':<20}{'this ms':>10}" + (f"{'baseline ms':>14}{'ratio':>8}"
                                           if args.baseline else "")
    print(f"paint a move (CPU ms, median of {args.rounds} rounds x up to {args.moves} moves, "
          f"each the fastest of {args.repeat} plays)")
    print(head)
    for game_id in games:
        mine = statistics.median(times["this"][game_id]) * 1000
        line = f"{game_id:<20}{mine:>10.2f}"
        if args.baseline and game_id in times["baseline"]:
            base = statistics.median(times["baseline"][game_id]) * 1000
            line += f"{base:>14.2f}{statistics.median(ratios[game_id]):>8.2f}"
        print(line)


if __name__ == "__main__":
    main()
