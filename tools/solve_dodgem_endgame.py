#!/usr/bin/env python3
"""Solve Dodg'em's endgames: every position with at most N coins a side on the board.

    python3 tools/solve_dodgem_endgame.py                 # at most 2 coins a side
    python3 tools/solve_dodgem_endgame.py --coins 1
    python3 tools/solve_dodgem_endgame.py --show "5R/6/6/6/G4R/2RG2 r"

Schoessow's rules as the engine plays them (``games.dodgem``, default options: head-on
axis, a blocked player passes, the first to bear off every coin wins, the third
repetition of a position is a draw). With the repetition rule a position is won for
the player to move if they can force a win, lost if the other can, and otherwise drawn:
neither can force a win, so best play goes round in circles until a position comes up a
third time. The solver works backwards from the positions where a move bears off the
last coin (retrograde analysis over every position with 1..N coins a side and either
player to move), then prints how many positions are won, lost and drawn for the player
to move, the longest forced win, and the value of any ``--show`` positions (the
engine's notation, e.g. from a record's state: ``games.get("dodgem").encode(state)``).

Pure Python: N = 2 is some 900 000 positions, a few minutes of CPU.
"""

import argparse
import os
import sys
import time
from collections import deque
from itertools import combinations

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "py"))

from piecepad import games  # noqa: E402
from piecepad.games.dodgem.engine import GREEN, GRID, RED, SIDES  # noqa: E402

WIN, LOSS, DRAW = 1, -1, 0


def masks(n_max):
    bits = [1 << p for p in range(GRID.size)]
    out = []
    for n in range(1, n_max + 1):
        for combo in combinations(bits, n):
            out.append(sum(combo))
    return out


def solve(n_max, axis="H"):
    sides = SIDES[axis]
    steps = {seat: {m_id: (frm, to) for m_id, (frm, to, _fwd) in sides[seat].info.items()}
             for seat in (RED, GREEN)}
    all_masks = masks(n_max)
    index = {}
    positions = []
    for red in all_masks:
        for green in all_masks:
            if red & green:
                continue
            for seat in (RED, GREEN):
                index[(red, green, seat)] = len(positions)
                positions.append((red, green, seat))
    n = len(positions)
    value = [None] * n
    plies = [0] * n
    count = [0] * n                      # successors not yet known to be won for the opponent
    preds = [[] for _ in range(n)]
    queue = deque()
    for i, (red, green, seat) in enumerate(positions):
        mine, theirs = (red, green) if seat == RED else (green, red)
        moves = sides[seat].moves(mine, red | green)
        if not moves:                    # blocked: a pass
            succ = [index[(red, green, seat ^ 1)]]
        else:
            succ = []
            for m in moves:
                frm, to = steps[seat][id(m)]
                after = mine ^ frm | to
                if not after:            # the last coin borne off: a win
                    succ = None
                    break
                r, g = (after, theirs) if seat == RED else (theirs, after)
                succ.append(index[(r, g, seat ^ 1)])
        if succ is None:
            value[i], plies[i] = WIN, 1
            queue.append(i)
            continue
        succ = set(succ)
        count[i] = len(succ)
        for j in succ:
            preds[j].append(i)
    # Backwards: a position with a successor lost for the opponent is won; one whose
    # every successor is won for the opponent is lost. In the order found, so ``plies``
    # is the length of the quickest win (or the slowest loss) under best play.
    while queue:
        j = queue.popleft()
        for i in preds[j]:
            if value[i] is not None:
                continue
            if value[j] == LOSS:
                value[i], plies[i] = WIN, plies[j] + 1
                queue.append(i)
            else:
                count[i] -= 1
                if count[i] == 0:
                    value[i], plies[i] = LOSS, plies[j] + 1
                    queue.append(i)
    return positions, index, [DRAW if v is None else v for v in value], plies


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--coins", type=int, default=2, help="at most this many coins a side")
    ap.add_argument("--axis", default="H", choices=("H", "V"))
    ap.add_argument("--show", action="append", default=[],
                    help="a position in the engine's notation (repeatable)")
    args = ap.parse_args()
    began = time.process_time()
    positions, index, value, plies = solve(args.coins, args.axis)
    took = time.process_time() - began
    won = value.count(WIN)
    lost = value.count(LOSS)
    drawn = value.count(DRAW)
    total = len(positions)
    print(f"Dodg'em endgames, axis {args.axis}, 1 to {args.coins} coins a side: {total} "
          f"positions (either player to move), solved in {took:.0f} s of CPU")
    print(f"  won for the player to move   {won:>8} ({100 * won / total:.1f} %)")
    print(f"  lost for the player to move  {lost:>8} ({100 * lost / total:.1f} %)")
    print(f"  drawn (neither can force it) {drawn:>8} ({100 * drawn / total:.1f} %)")
    print(f"  longest forced win: {max(plies)} plies")
    by_count = {}
    for (red, green, _seat), v in zip(positions, value):
        key = (red.bit_count(), green.bit_count())
        by_count.setdefault(key, [0, 0, 0])[{WIN: 0, DRAW: 1, LOSS: 2}[v]] += 1
    for (r, g), (w, d, l) in sorted(by_count.items()):
        print(f"  Red {r}, Green {g} coins: won {w}, drawn {d}, lost {l} (for the player to move)")
    game = games.get("dodgem")
    for text in args.show:
        state = game.decode(text, axis=args.axis)
        key = (state.red, state.green, state.to_move)
        if key not in index:
            print(f"{text}: not in the table (more than {args.coins} coins a side?)")
            continue
        i = index[key]
        v = {WIN: "won", LOSS: "lost", DRAW: "drawn"}[value[i]]
        extra = f" in {plies[i]} plies" if value[i] != DRAW else ""
        print(f"{text}: {v} for {game.seat_names[state.to_move]} (to move){extra}")


if __name__ == "__main__":
    main()
