#!/usr/bin/env python3
"""Pictures for sharing: SVG bytes per game, and the time to make the SVG of a
position and the animated SVG of a 40-move game, under CPython or inside Pyodide.

    python3 tools/bench_pictures.py [--moves 40] [--repeat 5]       (CPython)
    node tools/pyodide_script.mjs tools/bench_pictures.py [--moves 40]   (Pyodide under Node)

Each game (and each seat count of Pacru) plays a seeded random game of up to
``--moves`` moves (fewer if it ends sooner: the count is printed). Times are the
median of ``--repeat`` runs; PPN export and import are timed for the games that have it.
"""

import argparse
import os
import platform
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "py"))

from piecepad import games, ppn  # noqa: E402
from piecepad.view import diagram  # noqa: E402
from piecepad.record import Record  # noqa: E402


def setups():
    for game_id in games.ids():
        game = games.get(game_id)
        for players in range(game.min_players, game.max_players + 1):
            options = {"seed": 1} if game.uses_seed else {}
            if game.min_players != game.max_players:
                options["players"] = players
            yield f"{game_id}" + (f" ({players})" if "players" in options else ""), game_id, options


def game_of(game_id, options, moves):
    rng = random.Random(1)
    record = Record.new(game_id, **options)
    while len(record.moves) < moves and record.state.outcome is None:
        record = record.play(rng.choice(record.state.legal_moves()))
    return record


def timed(call, repeat):
    times = []
    for _ in range(repeat):
        began = time.perf_counter()
        result = call()
        times.append(time.perf_counter() - began)
    return result, statistics.median(times) * 1000


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--moves", type=int, default=40, help="moves in the game")
    parser.add_argument("--repeat", type=int, default=5, help="runs per figure (median)")
    args = parser.parse_args()
    print(f"{platform.python_implementation()} {platform.python_version()} on {sys.platform}")
    print(f"{'game':<22} {'moves':>5} {'start B':>8} {'end B':>8} {'svg ms':>7} "
          f"{'anim B':>8} {'anim ms':>8} {'ppn ms':>7}")
    for label, game_id, options in setups():
        record = game_of(game_id, options, args.moves)
        start = diagram.svg(record.upto(0))
        end, svg_ms = timed(lambda: diagram.svg(record), args.repeat)
        anim, anim_ms = timed(lambda: diagram.animated_svg(record), args.repeat)
        ppn_ms = ""
        if game_id in ppn.supported():
            _, ms = timed(lambda: ppn.from_ppn(ppn.to_ppn(record)), args.repeat)
            ppn_ms = f"{ms:.1f}"
        print(f"{label:<22} {len(record.moves):>5} {len(start.encode()):>8} "
              f"{len(end.encode()):>8} {svg_ms:>7.1f} {len(anim.encode()):>8} "
              f"{anim_ms:>8.1f} {ppn_ms:>7}")


if __name__ == "__main__":
    main()
