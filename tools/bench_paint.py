#!/usr/bin/env python3
"""The time to paint a move: a person's move played through the app and its page drawn,
as the glue does on a tap (``App.action("play")``, then the page's HTML), in CPython.

    python3 tools/bench_paint.py [--baseline DIR] [--rounds 5] [--moves 30]
    python3 tools/bench_paint.py --instructions [--baseline DIR] [--moves 30]

Each game plays the same seeded random game ``--repeat`` times in one process; each
move counts its fastest time (the thread's CPU time: other work on a shared machine,
and the clock's steps, count less). With ``--baseline`` (another checkout of the
repository, e.g. a worktree of an older commit) both trees are measured in the same
run, alternating rounds in fresh processes. Prints per game the median ms per painted
move and, with a baseline, the median over rounds of each round's ratio (a round
measures both trees back to back, so a slow spell of the machine hits both).

On a shared virtual machine even that drifts by several per cent from run to run.
``--instructions`` counts instead the machine instructions one painted move costs
(valgrind's callgrind, `apt-get install valgrind`; the same count every run): each game is replayed twice under
it, painting none and then all of its moves, and the difference is divided by the
moves painted.
"""

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))
from piecepad.games import ids as game_ids  # noqa: E402

GAME_IDS = game_ids()

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


COUNT_CHILD = r"""
import random, sys
sys.path.insert(0, sys.argv[1] + "/py")
from piecepad import games
from piecepad.app.controller import App
from piecepad.app.saves import MemoryStore
from piecepad.record import Record
game_id, moves_wanted, painted = sys.argv[2], int(sys.argv[3]), int(sys.argv[4])


def opened(record):
    app = App(MemoryStore(), clock=lambda: 1000, base_url="https://pp.test/")
    app.open("#/play/" + record.to_text())
    app.page_html
    return app


rng = random.Random(7)
game = games.get(game_id)
record = Record.new(game_id, seed=1) if game.uses_seed else Record.new(game_id)
app, texts = opened(record), []
for _ in range(moves_wanted):
    state = app.session.state
    if state.outcome is not None:
        break
    texts.append(rng.choice(state.legal_moves()).text)
    app.action("play", move=texts[-1])
app = opened(record)
for text in texts[:painted]:
    app.action("play", move=text)
    app.page_html
print(len(texts))
"""


def instructions(root, game_id, moves):
    """Machine instructions per painted move of ``game_id`` in the tree ``root``."""
    def count(painted):
        env = dict(os.environ, PYTHONHASHSEED="0")
        done = subprocess.run(
            ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable,
             "-c", COUNT_CHILD, str(root), game_id, str(moves), str(painted)],
            capture_output=True, text=True, check=True, env=env)
        found = re.search(r"Collected : (\d+)", done.stderr)
        return int(found.group(1)), int(done.stdout.split()[-1])
    (none, played), (every, _) = count(0), count(moves)
    return (every - none) / max(played, 1)


def main_instructions(args, trees):
    jobs = [(name, root, game_id) for game_id in GAME_IDS for name, root in trees.items()]
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        counts = list(pool.map(lambda job: instructions(job[1], job[2], args.moves), jobs))
    found = {(name, game_id): n for (name, _root, game_id), n in zip(jobs, counts)}
    print(f"paint a move (million instructions per painted move, {args.moves} moves, callgrind)")
    print(f"{'game':<20}{'this':>10}" + (f"{'baseline':>12}{'ratio':>8}" if args.baseline else ""))
    for game_id in GAME_IDS:
        mine = found["this", game_id]
        line = f"{game_id:<20}{mine / 1e6:>10.3f}"
        if args.baseline:
            base = found["baseline", game_id]
            line += f"{base / 1e6:>12.3f}{mine / base:>8.3f}"
        print(line)


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
    ap.add_argument("--instructions", action="store_true",
                    help="count instructions under valgrind instead of timing")
    args = ap.parse_args()
    trees = {"this": ROOT}
    if args.baseline:
        trees["baseline"] = args.baseline.resolve()
    if args.instructions:
        return main_instructions(args, trees)
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
