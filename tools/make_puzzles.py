"""Make the shipped puzzles: py/piecepad/games/<game>/puzzles.txt.

Candidates come from games the computer plays against itself (the easy level, with
some random moves for variety, every game seeded so a run is repeatable). Every
position of those games is tried as "the side to move wins in N" for N = 1, 2, ...
up to the game's deepest; a candidate is kept only when ``piecepad.learn.prove``
proves it exactly (one winning first turn, no shorter win, and one winning turn at
each of the reader's turns along the longest defence). Pacru's self-play games
rarely end, so its candidates are its self-play positions with all but one of the
defender's pieces taken off: the puzzle is to capture or block that last piece.

The kept puzzles are graded by the proof's work (positions played): the easiest
third easy, the next medium, the rest hard; the thresholds go in the file's
header, and tests/engine/test_puzzles.py proves every puzzle again from the file.

    python3 tools/make_puzzles.py [game ...] [--count 36] [--games 400]
"""

import argparse
import random
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py"))

from piecepad import catalogue, games  # noqa: E402
from piecepad.ai import choose  # noqa: E402
from piecepad.learn import puzzles  # noqa: E402
from piecepad.learn.prove import NotAPuzzle, TooHard, prove  # noqa: E402

DEEPEST = {"dodgem": 5, "tracers": 3, "tracross": 2, "quet": 4, "pacru": 2}
LIMIT = {"dodgem": 60_000, "tracers": 60_000, "tracross": 40_000, "quet": 60_000,
         "pacru": 40_000}
GAME_IDS = tuple(DEEPEST)


def self_play(game, seed, cap=400):
    """The positions of one game of the computer against itself."""
    rng = random.Random(seed)
    state = game.start(seed=seed) if game.uses_seed else game.start()
    seen = []
    while state.outcome is None and len(seen) < cap:
        seen.append(state)
        if rng.random() < 0.35:
            move = rng.choice(state.legal_moves())
        else:
            move = choose(state, level="easy", iterations=12, seed=seed * 1000 + len(seen))
        state = state.play(move)
    return seen


def pacru_reduced(game, state, rng):
    """The position with all but one of the defender's pieces taken off."""
    if state.pending or state.players != 2:
        return None
    text = game.encode(state)
    seats, board, rest = text.split(" ", 2)
    defender = seats[1 - state.to_move]
    pieces = re.findall(r"\((" + defender + r")[a-z]+\)", board)
    if len(pieces) < 2:
        return None
    keep = rng.randrange(len(pieces))
    count = {"i": -1}

    def strip(m):
        count["i"] += 1
        return m.group(0) if count["i"] == keep else ""
    board = re.sub(r"\(" + defender + r"[a-z]+\)", strip, board)
    try:
        reduced = game.decode(f"{seats} {board} {rest}")
    except ValueError:
        return None
    return reduced if reduced.outcome is None else None


def candidates(game, count_games):
    rng = random.Random(7)
    for seed in range(count_games):
        for state in self_play(game, seed):
            if state.pending:
                continue
            if game.id == "pacru":
                state = pacru_reduced(game, state, rng)
                if state is None:
                    continue
            yield state


def find(game_id, want, count_games, log=print):
    game = games.get(game_id)
    found, seen, last = {}, set(), 0
    started = time.monotonic()
    for state in candidates(game, count_games):
        key = game.encode(state)
        if key in seen:
            continue
        seen.add(key)
        for n in range(1, DEEPEST[game_id] + 1):
            try:
                proof = prove(state, n, limit=LIMIT[game_id])
            except TooHard:
                break
            except NotAPuzzle as e:
                if "fewer" in str(e) or "winning turns at turn 1" in str(e):
                    break          # a shorter win, or two keys: deeper n cannot help
                continue
            found.setdefault(n, []).append((key, n, proof))
            break
        total = sum(len(v) for v in found.values())
        if total and total % 20 == 0 and total != last:
            last = total
            log(f"  {game_id}: {total} proved ({ {k: len(v) for k, v in found.items()} }), "
                f"{len(seen)} positions, {time.monotonic() - started:.0f} s")
        if _enough(found, want):
            break
    return _pick(found, want)


def _enough(found, want):
    deep = sum(len(v) for n, v in found.items() if n > 1)
    total = sum(len(v) for v in found.values())
    return (deep >= want * 2 // 3 and total >= want * 2) or total >= want * 3


def _pick(found, want):
    """Deeper puzzles first, a few wins in one, ``want`` in all."""
    deep = [p for n in sorted(found, reverse=True) if n > 1 for p in found[n]]
    ones = found.get(1, [])[: max(6, want - len(deep))]
    chosen = (deep[: want - min(6, len(ones))] + ones)[:want]
    chosen.sort(key=lambda p: p[2].nodes)
    return chosen


def write(game_id, chosen, path):
    game = games.get(game_id)
    nodes = sorted(p[2].nodes for p in chosen)
    easy_max = nodes[len(nodes) // 3]
    medium_max = nodes[2 * len(nodes) // 3]
    lines = [f"# {game.title} puzzles, made by tools/make_puzzles.py from games of the",
             "# computer against itself; each one proved by piecepad.learn.prove. Do not edit",
             "# by hand without proving again (tests/engine/test_puzzles.py).",
             f"title: {game.title} puzzles", f"game: {game_id}", f"rules: {game.rules_version}",
             f"grades: easy<={easy_max} medium<={medium_max}", ""]
    for i, (position, n, proof) in enumerate(chosen, start=1):
        grade = puzzles.grade_of(proof.nodes, easy_max, medium_max)
        lines += [f"puzzle: {i}", f"from: {position}", f"goal: win in {n}",
                  "line: " + " / ".join(" ".join(turn) for turn in proof.line),
                  f"nodes: {proof.nodes}", f"grade: {grade}", ""]
    path.write_text("\n".join(lines), encoding="utf-8")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("games", nargs="*", default=list(GAME_IDS))
    ap.add_argument("--count", type=int, default=36)
    ap.add_argument("--games", type=int, default=400, dest="count_games")
    args = ap.parse_args(argv)
    for game_id in args.games:
        chosen = find(game_id, args.count, args.count_games)
        folder = catalogue.entry(game_id).folder.replace(".", "/")
        write(game_id, chosen, ROOT / "py" / folder / "puzzles.txt")
        print(f"{game_id}: {len(chosen)} puzzles, depths "
              f"{sorted({n for _, n, _ in chosen})}")


if __name__ == "__main__":
    main()
