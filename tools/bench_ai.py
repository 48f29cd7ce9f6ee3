#!/usr/bin/env python3
"""Computer opponents: win rates and think times for every game and level.

    python3 tools/bench_ai.py                          # the full run: 100 games, 1 s (hours)
    python3 tools/bench_ai.py --games 20 --budget-ms 100 --jobs 2
    python3 tools/bench_ai.py --only quet,tracers --levels medium --vs random,greedy

For every game and level: N games against a uniformly random player and N against a
greedy one-ply player (piecepad.ai.baseline), the computer taking each side half the
time; then N games of each higher level against each lower one (hard-medium,
medium-easy, hard-easy), each pair of games from the same random opening of
``--opening-plies`` decisions, sides swapped. Pacru is played with 2 players; add
``--pacru-players 2,3,4`` for rows with one computer seat among 3 or 4 (the other
seats random or greedy, the computer's seat rotating). ``--variant
tracross:roll_each_turn=true`` adds rows for a game under other options. Games with
dice (Tracross) get a different dice seed each game. The solitaire is not benchmarked
(its moves come from its solver).

``--budget-ms`` is the medium level's budget (easy uses a quarter, hard three times
as much), counted in CPU time of the process by default (``--clock wall`` for
wall-clock, as the app does), so a machine busy with other work slows the run down
but does not weaken the computer. Think time is measured per decision of the level
named first in a row (single-move decisions included). Win % counts wins only; draws
(and games stopped at the ``--ply-cap`` safety cap) are shown apart.

``--log FILE`` appends each finished game to FILE (JSON lines) and skips the games
already there, so a run of hours can be stopped and resumed, or split over sessions;
``--report`` prints the table from the log alone, running nothing. ``--pairs
hard-medium,medium-easy`` chooses the level pairs; a row shows the games decided (won or
lost) and the share of them won by the row's level.
"""

import argparse
import concurrent.futures
import json
import os
import platform
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "py"))

from piecepad import games  # noqa: E402
from piecepad.ai import LEVEL_NAMES, Search  # noqa: E402
from piecepad.ai.baseline import greedy_move, random_move  # noqa: E402

BASELINES = {"random": random_move, "greedy": greedy_move}
CLOCKS = {"cpu": time.process_time, "wall": time.perf_counter}


def play_game(job):
    """One game. ``job``: (game id, players, options, seat kinds, budget, seed, opening
    plies, ply cap), seat kinds a level name or a baseline name per seat. Returns (winners or
    None at the cap, {level: [(think seconds, CPU seconds)]}, decisions)."""
    game_id, players, options, kinds, budget_ms, seed, opening, cap, clock_name = job
    clock = CLOCKS[clock_name]
    rng = random.Random(seed)
    game = games.get(game_id)
    if getattr(game, "uses_seed", False):
        options = dict(options, seed=seed)
    state = game.start(players=players, **options)
    plies = 0
    while state.outcome is None and plies < opening:
        state = state.play(random_move(state, rng))
        plies += 1
    if state.outcome is not None:                      # a rare opening that ends it
        return None, {}, plies
    times = {}
    while state.outcome is None and plies < cap:
        kind = kinds[state.to_move]
        if kind in BASELINES:
            move = BASELINES[kind](state, rng)
        else:
            search = Search(state, level=kind, budget_ms=budget_ms, seed=seed * 7919 + plies,
                            clock=clock)
            move = search.run()
            times.setdefault(kind, []).append((search.wall, search.cpu))
        state = state.play(move)
        plies += 1
    winners = state.outcome.winners if state.outcome is not None else None
    return winners, times, plies


def matches(args):
    """(row label, game id, players, [(job, seat of the row's first player)])."""
    rows = []
    levels = [lv for lv in LEVEL_NAMES if lv in args.levels]
    ids = [(g, {}, g) for g in args.only if g in games.ids() and g != "tracross-solitaire"]
    for variant in args.variant:
        game_id, _colon, pairs = variant.partition(":")
        options = {}
        for pair in filter(None, pairs.split(",")):
            key, _eq, value = pair.partition("=")
            options[key] = games.get(game_id).option(key).parse(value)
        ids.append((game_id, options, game_id + "+" + "+".join(options)))
    seed = args.seed
    for game_id, options, label in ids:
        player_counts = args.pacru_players if game_id == "pacru" else [2]
        for players in player_counts:
            name = label if players == 2 else f"{label}-{players}p"
            for level in levels:
                for opp in args.vs:
                    jobs = []
                    for i in range(args.games):
                        seat = i % players
                        kinds = [opp] * players
                        kinds[seat] = level
                        seed += 1
                        jobs.append(((game_id, players, options, tuple(kinds), args.budget_ms,
                                      seed, 0, args.ply_cap, args.clock), seat))
                    rows.append((name, level, opp, jobs))
            if players != 2:
                continue
            for hi, lo in args.pair_list:
                if hi not in levels or lo not in levels or not args.pairs:
                    continue
                jobs = []
                for i in range(args.games):
                    if i % 2 == 0:
                        seed += 1
                    seat = i % 2
                    kinds = [lo, lo]
                    kinds[seat] = hi
                    jobs.append(((game_id, 2, options, tuple(kinds), args.budget_ms, seed,
                                  args.opening_plies, args.ply_cap, args.clock), seat))
                rows.append((name, hi, lo, jobs))
    return rows


def job_key(job):
    """A game's identity in the log: everything that decides how it is played."""
    return json.dumps(job, sort_keys=True, default=sorted)


def summary(times):
    """{level: [decisions, wall s, CPU s, max wall s, max CPU s]} from a game's
    {level: [(wall, CPU) per decision]} (a summary passes through unchanged)."""
    out = {}
    for level, t in times.items():
        if t and isinstance(t[0], (list, tuple)):
            t = [len(t), sum(w for w, _c in t), sum(c for _w, c in t),
                 max(w for w, _c in t), max(c for _w, c in t)]
        out[level] = t
    return out


def load_log(path):
    done = {}
    if path and os.path.exists(path):
        with open(path) as f:
            for line in f:
                if line.strip():
                    entry = json.loads(line)
                    done[entry["key"]] = (entry["winners"], summary(entry["times"]),
                                          entry["plies"])
    return done


def run_games(rows, args, done):
    """Play every game of every row not yet in ``done``, logging each as it ends."""
    todo = [job for _n, _l, _o, jobs in rows for job, _seat in jobs if job_key(job) not in done]
    log = open(args.log, "a") if args.log else None
    pool = concurrent.futures.ProcessPoolExecutor(args.jobs) if args.jobs > 1 else None
    try:
        results = (pool.map(play_game, todo) if pool else map(play_game, todo))
        for job, (winners, times, plies) in zip(todo, results):
            key = job_key(job)
            times = summary(times)
            done[key] = (winners, times, plies)
            if log:
                log.write(json.dumps({"key": key, "winners": winners, "times": times,
                                      "plies": plies}) + "\n")
                log.flush()
            yield key
    finally:
        if pool:
            pool.shutdown(cancel_futures=True)
        if log:
            log.close()


def row_line(name, level, opp, jobs, done):
    """The row's figures over its games in ``done`` (all of them, unless partial)."""
    jobs = [(job, seat) for job, seat in jobs if job_key(job) in done]
    win = draw = loss = decisions = 0
    thinks, cpu, top, top_cpu = 0, 0.0, 0.0, 0.0
    for job, seat in jobs:
        winners, times, plies = done[job_key(job)]
        decisions += plies
        if times.get(level):
            n, _wall, c, w_max, c_max = times[level]
            thinks, cpu = thinks + n, cpu + c
            top, top_cpu = max(top, w_max), max(top_cpu, c_max)
        if not winners:
            draw += 1
        elif seat in winners:
            win += 1
        else:
            loss += 1
    n = len(jobs)
    mean = 1000 * cpu / thinks if thinks else 0.0
    top, top_cpu = 1000 * top, 1000 * top_cpu
    decided = win + loss
    share = f"{100 * win / decided:>5.1f}" if decided else "    -"
    return (f"{name:<14} {level:<7} {opp:<7} {n:>5} {100 * win / n:>6.1f} "
            f"{100 * draw / n:>6.1f} {100 * loss / n:>6.1f} {win:>4}/{draw}/{loss:<4} "
            f"{decided:>7} {share:>7} {mean:>8.1f} {top:>8.1f} "
            f"{top_cpu:>8.1f} {decisions / n:>9.1f}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=100, help="games per row (default 100)")
    parser.add_argument("--budget-ms", type=float, default=1000.0,
                        help="medium's think time per decision (default 1000)")
    parser.add_argument("--clock", choices=sorted(CLOCKS), default="cpu",
                        help="what the budget counts (default cpu: process CPU time)")
    parser.add_argument("--only", default=",".join(games.ids()),
                        help="comma-separated game ids, in the order to run (default: every game)")
    parser.add_argument("--levels", default=",".join(LEVEL_NAMES))
    parser.add_argument("--vs", default="random,greedy", help="baselines to play")
    parser.add_argument("--no-pairs", dest="pairs", action="store_false",
                        help="skip the level-against-level rows")
    parser.add_argument("--pairs", dest="pair_list", default="hard-medium,medium-easy,hard-easy",
                        help="level pairs to play, higher first (default all three)")
    parser.add_argument("--pacru-players", default="2", help="e.g. 2,3,4")
    parser.add_argument("--variant", action="append", default=[],
                        help="extra rows for a game under options, e.g. "
                             "tracross:roll_each_turn=true (repeatable)")
    parser.add_argument("--opening-plies", type=int, default=2,
                        help="random decisions before a level-against-level game")
    parser.add_argument("--ply-cap", type=int, default=1500,
                        help="safety cap on decisions per game (a draw)")
    parser.add_argument("--jobs", type=int, default=1, help="games run in parallel")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--log", help="JSON-lines file of finished games (resume from it)")
    parser.add_argument("--report", action="store_true",
                        help="print the rows complete in --log; play nothing")
    args = parser.parse_args()
    args.only = args.only.split(",")
    args.levels = args.levels.split(",")
    args.vs = [v for v in args.vs.split(",") if v]
    args.pacru_players = [int(p) for p in args.pacru_players.split(",")]
    args.pair_list = [tuple(p.split("-")) for p in args.pair_list.split(",") if p]
    for pair in args.pair_list:
        if len(pair) != 2 or not set(pair) <= set(LEVEL_NAMES):
            parser.error(f"--pairs: {'-'.join(pair)} is not two levels (e.g. hard-medium)")

    print(f"{platform.python_implementation()} {platform.python_version()}, "
          f"{os.cpu_count()} cpus, jobs {args.jobs}; games per row {args.games}, medium budget "
          f"{args.budget_ms:g} ms of {args.clock} time (easy x0.25, hard x3), opening plies "
          f"(level pairs) {args.opening_plies}, seed {args.seed}")
    header = (f"{'game':<14} {'level':<7} {'against':<7} {'games':>5} {'win%':>6} {'draw%':>6} "
              f"{'loss%':>6} {'W/D/L':<11} {'decided':>7} {'won of':>7} {'mean ms':>8} "
              f"{'max ms':>8} {'max cpu':>8} {'decisions':>9}")
    print(header)
    print("-" * len(header))
    began = time.time()
    rows = matches(args)
    done = load_log(args.log)
    finished = run_games(rows, args, done) if not args.report else iter(())
    for name, level, opp, jobs in rows:
        keys = {job_key(job) for job, _seat in jobs}
        missing = keys - set(done)
        for key in finished:
            missing.discard(key)
            if not missing:
                break
        if len(missing) == len(jobs):
            print(f"{name:<14} {level:<7} {opp:<7}     0 games yet", flush=True)
        elif missing:
            print(row_line(name, level, opp, jobs, done)
                  + f"   (partial: {len(jobs) - len(missing)} of {len(jobs)} games)", flush=True)
        else:
            print(row_line(name, level, opp, jobs, done), flush=True)
    print(f"({time.time() - began:.0f} s in all; mean ms: CPU time per decision; max ms: the "
          "longest wall-clock think; max cpu: the most CPU time one decision used; "
          "decisions: mean decisions per game, both sides; W/D/L: games won, drawn, lost by "
          "the row's level; decided: games won or lost; won of: % of the decided games won)")


if __name__ == "__main__":
    main()
