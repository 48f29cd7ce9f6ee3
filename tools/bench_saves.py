#!/usr/bin/env python3
"""Saved games: the cost of listing and finding saves (every navigation does both)
with 20 saves of which one holds a 5,000-move record (the longest a record is), against 20 short saves, in
the same run, as a ratio. The summaries kept in each entry should make the ratio
close to 1; the last row is what every navigation cost when listing replayed
every record.

    python3 tools/bench_saves.py [--moves 5000] [--repeat 15]                         (CPython)
    node tools/pyodide_script.mjs tools/bench_saves.py [--moves 5000] [--repeat 15]   (Pyodide)

The long game is Tracross solitaire (one player, and its moves never end the
game): a1 filled with piece 1, then 2, then 1 again, and so on.

Then a correspondence list: 50 games played by link (names, game id, this device's
side) of every two-player game, each 20 to 60 plies of random legal moves, half of
them this device's move, some finished (resigned); the time to list them grouped as
the Saved page shows them (``Saves.list()`` and ``pages.saved``), and the groups.
"""

import argparse
import os
import platform
import random
import re
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "py"))

from piecepad import agreed, games  # noqa: E402
from piecepad.app.saves import MemoryStore, Save, Saves  # noqa: E402
from piecepad.record import GID_CHARS, MAX_MOVES, Record  # noqa: E402
from piecepad.view import pages  # noqa: E402

SAVES = 20
SHORT = ("a5-a6", "f2-e2", "a1-b1", "e2-d2")      # Dodg'em


def solitaire(moves):
    record = Record.new("tracross-solitaire")
    for i in range(moves):
        record = record.play("a1:1" if i % 2 == 0 else "a1:2")
    return record


def short(n):
    record = Record.new("dodgem")
    for move in SHORT[:n % len(SHORT) + 1]:
        record = record.play(move)
    return record


def store_with(last):
    """A store as a tab left it: SAVES - 1 short Dodg'em saves, and ``last``."""
    saves = Saves(MemoryStore())
    records = [short(i) for i in range(SAVES - 1)] + [last]
    for i, record in enumerate(records):
        saves.write(Save(f"g{i}", record, len(record), 1000 + i))
    return saves.store, records


def timed(fn, repeat):
    """Median wall time of ``fn()`` in ms."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def measure(last, repeat):
    store, records = store_with(last)
    saves = Saves(store)                 # a new tab on that storage
    saves.list()                         # as any first page does
    replay = max(1, repeat // 5)
    return {
        "list()": timed(saves.list, repeat),
        "find(the last save's line)": timed(lambda: saves.find(last), repeat),
        "find(a short save's line)": timed(lambda: saves.find(records[0]), repeat),
        "write(the last save), a move's autosave": timed(
            lambda: saves.write(Save(f"g{SAVES - 1}", last, len(last), 5000)), repeat),
        "replay every record (list() before summaries)": timed(
            lambda: [Record.from_text(r.to_text()) for r in records], replay),
    }


FRIEND_GAMES = 50
FINISHED = 10            # resigned; of the others, half are this device's move
NAMES = ("Sam", "Alex", "Jo", "Kim", "Ren", "Noor")
HOUR = 3_600_000


def random_game(game_id, plies, rng):
    """A fresh game after ``plies`` random legal moves that keep it going (fewer if
    none does)."""
    record = Record.new(game_id, **({"seed": rng.randrange(1, 10 ** 6)}
                                    if games.get(game_id).uses_seed else {}))
    while len(record) < plies:
        moves = list(record.state.legal_moves())
        rng.shuffle(moves)
        going = next((r for r in map(record.play, moves) if r.state.outcome is None), None)
        if going is None:
            break
        record = going
    return record


def correspondence_store(rng):
    """A store with FRIEND_GAMES games by link, as a device that plays one side of
    each keeps them."""
    two = [g for g in games.ids() if games.get(g).min_players <= 2 <= games.get(g).max_players]
    saves = Saves(MemoryStore())
    for i in range(FRIEND_GAMES):
        gid = "".join(rng.choice(GID_CHARS) for _ in range(8))
        record = random_game(two[i % len(two)], rng.randint(20, 60), rng)
        record = record.with_gid(gid).with_names((rng.choice(NAMES), rng.choice(NAMES)))
        to_move = record.state.to_move
        if i < FINISHED:
            mine = (to_move,)
            record = record.play(agreed.text("resign", to_move))
        else:
            mine = (to_move,) if i % 2 == 0 else (1 - to_move,)
        saves.write(Save(f"g{i}", record, len(record), 1000 + i * HOUR, (), mine))
    return saves.store


def measure_grouped(repeat):
    """Median ms to list the correspondence games grouped, and the page's groups."""
    store = correspondence_store(random.Random(31))
    saves = Saves(store)                 # a new tab on that storage
    now = 1000 + FRIEND_GAMES * HOUR
    first_start = time.perf_counter()
    html = pages.saved(saves.list(), now=now)       # the first page of the tab
    first = (time.perf_counter() - first_start) * 1000
    grouped = timed(lambda: pages.saved(saves.list(), now=now), repeat)
    home = timed(lambda: pages.home(saves.list()), repeat)
    found = re.findall(r'<section class="save-group[^"]*"><h2>([^<]*)</h2>', html)
    line = re.search(r'class="your-move-line"><a[^>]*>([^<]*)<', pages.home(saves.list()))
    return first, grouped, home, found, line and line.group(1)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=MAX_MOVES)   # the longest record there is
    parser.add_argument("--repeat", type=int, default=15)
    args = parser.parse_args()
    start = time.perf_counter()
    long_record = solitaire(args.moves)
    built = time.perf_counter() - start
    print(f"{platform.python_implementation()} {platform.python_version()} on "
          f"{platform.machine() or sys.platform}; {SAVES} saves; the long one: {args.moves:,} "
          f"moves, {len(long_record.to_text()):,} characters (built in {built:.1f} s)")
    shorts = measure(solitaire(20), args.repeat)
    longs = measure(long_record, args.repeat)
    width = max(map(len, shorts))
    print(f"{'median ms':<{width}}  {'all short':>10}  {'one long':>10}  {'ratio':>7}")
    for name in shorts:
        print(f"{name:<{width}}  {shorts[name]:>10.2f}  {longs[name]:>10.2f}  "
              f"{longs[name] / shorts[name]:>6.1f}x")
    first, grouped, home, found, line = measure_grouped(args.repeat)
    print(f"\n{FRIEND_GAMES} correspondence games (by link, named, 20-60 plies of "
          f"{', '.join(g for g in games.ids() if games.get(g).max_players > 1)}):")
    print(f"  Saved page, grouped (list() + pages.saved), median ms: {grouped:.2f} "
          f"(the tab's first: {first:.2f})")
    print(f"  home page (list() + pages.home), median ms:           {home:.2f}")
    print(f"  groups: {'; '.join(found)}; home: {line or 'no Your move line'}")


if __name__ == "__main__":
    main()
