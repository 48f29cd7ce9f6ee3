"""How the readers of hostile input grow with its size, in CPython (issue 45).

    python3 tools/bench_hostile.py [--sizes 1000,10000,100000,1000000,10000000]
                                   [--only settings]

For "Open a game…" (the app's open-game text path), the link reader
(``Record.from_text`` and the app opening a ``#/play/`` hash) and the settings
reader, each fed junk of every size (the inputs of tests/view/test_hostile_sizes.py,
from tests/view/hostile_timing.py), prints the CPU time of one answer and its
growth against the smallest size: linear reading gives at most the size ratio
(less while a fixed cost dominates), quadratic its square. A reader refuses any
text over its limit before reading it (300,000 characters for a paste, 4,000,000
for a record text, 5,000,000 for stored settings), so the curve goes flat there.
The test checks the growth with a margin; this prints it.
"""

import argparse
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "py"))
sys.path.insert(0, os.path.join(HERE, "..", "tests", "view"))

import hostile_timing as timing  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="1000,10000,100000,1000000,10000000",
                        help="input sizes in characters, comma-separated")
    parser.add_argument("--only", default="",
                        help="only the readers whose name holds this word")
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    print(f"{'reader':<22} {'input':<18} " + " ".join(f"{_size(n):>14}" for n in sizes))
    worst = 0.0
    for reader, name, make, call in timing.readers():
        if args.only.lower() not in reader.lower():
            continue
        call(make(sizes[0]))                       # imports and caches first
        times = [timing.cpu(call, make(n)) for n in sizes]
        worst = max(worst, times[-1])
        cells = [f"{t * 1000:8.2f} ms" + (f" {t / times[0]:>4.0f}x" if k else "      ")
                 for k, t in enumerate(times)]
        print(f"{reader:<22} {name:<18} " + " ".join(f"{c:>14}" for c in cells), flush=True)
    print(f"slowest answer at {_size(sizes[-1])}: {worst * 1000:.1f} ms of CPU")


def _size(n):
    return f"{n // 1_000_000} MB" if n >= 1_000_000 else f"{n // 1000} kB"


if __name__ == "__main__":
    main()
