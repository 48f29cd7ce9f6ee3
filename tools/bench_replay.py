"""How long reading (replaying) and writing a long record takes, in CPython.

    python3 tools/bench_replay.py [--sizes 5000,20000,100000] [--repeat 3]

For each game that allows records that long, builds the record text of n legal
moves (without the Record class), then times ``Record.from_text`` (which replays
and checks every move) and ``Record.to_text``. The ratio is against the first
(smallest) size, measured in the same run: linear replay gives about n / 5000.
"engine" is the same moves played state by state (parse + play, no record), the
part of the time that is the game's own; "gc off" is from_text again with the
cyclic garbage collector paused (a record keeps every state, so each full
collection walks all of them). Best of --repeat runs. "kept" is the memory a
record holds once read, "peak" the most held while reading it (tracemalloc, in
a separate run). A text longer than a record may be is refused: its time is
the time to refuse it.

- Tracross solitaire: moves never end the game (a1 is left empty, so the board
  is never full and never solved).
- Dodg'em with draw_rule=none: sideways steps back and forth, never a forward
  step, so the repetition history grows with every move.
"""

import argparse
import gc
import os
import sys
import time
import tracemalloc

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "py"))

from piecepad.errors import RecordError  # noqa: E402
from piecepad.record import Record  # noqa: E402


def solitaire(n, size=7):
    squares = [f"{f}{r}" for f in "abcdefghi"[:size] for r in range(1, size + 1)][1:]
    tiles, moves = {}, []
    for k in range(n):
        sq = squares[k % len(squares)]
        tiles[sq] = (tiles.get(sq, 0) + 1) % 4
        moves.append(f"{sq}:{tiles[sq]}")
    return f"pp1/tracross-solitaire/1.0/size={size};seed=1/" + ".".join(moves)


def dodgem(n):
    cycle = ["a5-a6", "f2-f1", "a6-a5", "f1-f2"]
    return "pp1/dodgem/1.0/draw_rule=none/" + ".".join((cycle * (n // 4 + 1))[:n])


CASES = (("tracross-solitaire 7x7", solitaire), ("dodgem draw_rule=none", dodgem))


def best(call, repeat, collector=True):
    times, result = [], None
    for _ in range(repeat):
        result = None
        gc.collect()
        if not collector:
            gc.disable()
        try:
            began = time.perf_counter()
            result = call()
            times.append(time.perf_counter() - began)
        finally:
            gc.enable()
    return min(times), result


def engine_only(text):
    """The moves of ``text`` played on bare states: the games' own cost."""
    record = Record.from_text(text.rsplit("/", 1)[0] + "/")
    state = record.state
    for move in text.rsplit("/", 1)[1].split("."):
        state = state.play(move)
    return state


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="5000,20000,100000")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    print(f"CPython {sys.version.split()[0]}; best of {args.repeat}")
    for name, make in CASES:
        print(f"\n{name}")
        print(f"{'moves':>8} {'from_text':>10} {'ratio':>6} {'per move':>9} "
              f"{'engine':>8} {'gc off':>8} {'to_text':>8} {'text':>9} {'kept':>9} {'peak':>9}")
        base = None
        for n in sizes:
            text = make(n)
            try:
                replay, record = best(lambda: Record.from_text(text), args.repeat)
            except RecordError as e:
                began = time.perf_counter()
                try:
                    Record.from_text(text)
                except RecordError:
                    pass
                took = time.perf_counter() - began
                print(f"{n:>8} refused in {took * 1000:.1f} ms ({len(text) / 1e6:.2f}MB): {e}")
                continue
            assert len(record) == n and record.state.outcome is None
            written, out = best(record.to_text, args.repeat)
            assert out == text
            del record
            bare, _ = best(lambda: engine_only(text), args.repeat)
            paused, _ = best(lambda: Record.from_text(text), args.repeat, collector=False)
            kept, peak = memory(text)
            base = base or replay
            print(f"{n:>8} {replay:>9.3f}s {replay / base:>6.1f} {replay / n * 1e6:>7.1f}us "
                  f"{bare:>7.3f}s {paused:>7.3f}s {written:>7.3f}s {len(text) / 1e6:>7.2f}MB "
                  f"{kept / 1e6:>7.1f}MB {peak / 1e6:>7.1f}MB")


def memory(text):
    """(bytes a record read from ``text`` keeps, the most held while reading it)."""
    gc.collect()
    tracemalloc.start()
    try:
        record = Record.from_text(text)
        gc.collect()
        kept, peak = tracemalloc.get_traced_memory()
        del record
    finally:
        tracemalloc.stop()
    return kept, peak

if __name__ == "__main__":
    main()
