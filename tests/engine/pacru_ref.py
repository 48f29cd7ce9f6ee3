"""An independent, slow, plain reference for Pacru, written from the pacru rules (py/piecepad/games/pacru/rules_page.py)
(4.4-4.8, 4.10) with coordinates and dicts, to check the engine's decisions against; plus
a builder of position text from square lists (docs/notation.md)."""

FILES = "abcdefghi"
DIRS = {"n": (0, 1), "ne": (1, 1), "e": (1, 0), "se": (1, -1),
        "s": (0, -1), "sw": (-1, -1), "w": (-1, 0), "nw": (-1, 1)}
ORDER = ("n", "ne", "e", "se", "s", "sw", "w", "nw")


def xy(name):
    return FILES.index(name[0]), int(name[1:]) - 1


def nm(x, y):
    return f"{FILES[x]}{y + 1}"


def position_text(seats, pieces, tiles=None, to=None, pending="-", ply=0):
    """seats: "SN"; pieces: {"a3": "Se", ...} (side + facing); tiles: {"S": ["a1"], ...}."""
    owner = {}
    for side, squares in (tiles or {}).items():
        for sq in squares:
            owner[sq] = side
    rows = []
    for y in range(8, -1, -1):
        row, run = "", 0
        for x in range(9):
            sq = nm(x, y)
            if sq not in owner and sq not in pieces:
                run += 1
                continue
            row += (str(run) if run else "") + owner.get(sq, ".")
            run = 0
            if sq in pieces:
                row += f"({pieces[sq][0]}{pieces[sq][1:]})"
        rows.append(row + (str(run) if run else ""))
    return f"{seats} {'/'.join(rows)} {to or seats[0]} {pending} {ply}"


class Pos:
    """A turn-start position: pieces {sq: (side, facing)}, tiles {sq: side}."""

    def __init__(self, state):
        sides = state.sides
        self.me = sides[state.to_move]
        self.pieces = {state.grid.name(sq): (sides[seat], f)
                       for sq, (seat, f) in state.pieces.items()}
        self.tiles = {state.grid.name(sq): sides[o] for sq, o in enumerate(state.owners)
                      if o is not None}

    def pom(self, sq):
        bx, by = xy(sq)[0] // 3, xy(sq)[1] // 3
        n = sum(1 for s, side in self.tiles.items()
                if side == self.me and xy(s)[0] // 3 == bx and xy(s)[1] // 3 == by)
        return max(1, n)

    def ray(self, sq, d, k):
        x, y = xy(sq)
        dx, dy = DIRS[d]
        out = []
        for i in range(1, k + 1):
            if not (0 <= x + i * dx < 9 and 0 <= y + i * dy < 9):
                break
            out.append(nm(x + i * dx, y + i * dy))
        return out

    def decisions(self):
        """The texts of every first decision of the turn (moves, pincers, rotations)."""
        me, found, attackers = self.me, set(), {}
        for sq, (side, f) in self.pieces.items():
            if side != me:
                continue
            i = ORDER.index(f)
            for d in (ORDER[i - 1], f, ORDER[(i + 1) % 8]):
                path = self.ray(sq, d, self.pom(sq))
                for k, dest in enumerate(path):
                    between = path[:k]
                    jumped = any(b in self.pieces for b in between)
                    if dest in self.pieces:
                        if not jumped and self.pieces[dest][0] != me:
                            attackers.setdefault(dest, []).append(sq)
                        continue
                    t = self.tiles.get(dest)
                    if not jumped and t in (None, me):
                        found.add(f"{sq}-{dest}")
                    elif jumped and t == me and self.tiles.get(sq) == me:
                        found.add(f"{sq}-{dest}")
        for dest, by in attackers.items():
            if len(by) >= 2:
                found.update(f"{a}x{dest}" for a in by)
        if not found:
            return found
        free = sum(1 for s, side in self.tiles.items() if side == me and s not in self.pieces)
        for sq, (side, f) in self.pieces.items():
            if side == me:
                i = ORDER.index(f)
                for turn, cost in ((-2, 4), (-1, 2), (1, 2), (2, 4)):
                    if free >= cost:
                        found.add(f"{sq}>{ORDER[(i + turn) % 8]}")
        return found
