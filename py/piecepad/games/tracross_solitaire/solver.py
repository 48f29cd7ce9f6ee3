"""Solver for the Tracross solitaire puzzle: fillings that pair the labelled
edge units exactly as the original does.

Not brute force (a 7x7 board has 3**49 fillings). The squares are filled in
reading order (top rank first, left to right) and the search keeps only the
frontier between filled and empty squares: one track end per column (the end
that will enter the next square of that column from above) and one for the
square to the left. Each end is either

* an edge unit u (the track that starts at u, followed through the filled
  squares, ends here), or
* a link to another frontier end (a track with both ends still on the frontier).

Placing a tile joins, passes on or swaps the two ends it touches (an X changes
nothing; an A joins the top and left ends and opens a new linked pair; a B
swaps them). A placement is refused at once when a track closes on the wrong
edge unit: two ends carrying edge units u and v meet with v not u's twin, or an
end carrying u leaves the board at a unit other than u's twin. Closed loops
that touch no edge are allowed (they change no label).

Before a frontier is expanded, a cut check (``_Frontier.feasible``) drops it
when some line through the empty squares would have to be crossed by more
tracks than it has square sides; this catches most wrong turns long before the
tracks reach the edge.

The search is a depth-first search over (square index, frontier) with a
failure memo: a frontier known to fail when it still needs k changed squares
fails for every k' >= k, so each frontier is expanded a bounded number of
times and the search also proves that no filling exists. ``count_solutions``
runs the same transitions forward, counting the fillings per frontier.

Public API: ``Puzzle``, ``solve(puzzle, min_changed=None)``,
``count_solutions(puzzle, min_changed=0)``, ``hint(state)``.
"""

from ...tracks import geometry, label_name, label_units, pairing, piece_from_char

A, X = 1, 3          # piece 2 (B) is the case left over


class Puzzle:
    """A labelled n x n board: ``twin[u]`` for each edge unit u (numbered as
    ``tracks.Geometry`` does), and the original filling if known (a tuple by
    square, or None)."""

    __slots__ = ("n", "geo", "twin", "original")

    def __init__(self, n, twin, original=None):
        self.n = n
        self.geo = geometry(n)
        self.twin = tuple(twin)
        self.original = None if original is None else tuple(original)
        if len(self.twin) != 4 * n:
            raise ValueError(f"a {n}x{n} board has {4 * n} edge units, not {len(self.twin)}")
        for u, v in enumerate(self.twin):
            if not (0 <= v < 4 * n and v != u and self.twin[v] == u):
                raise ValueError("the labels must pair every edge unit with exactly one other")

    @classmethod
    def from_original(cls, n, tiles):
        """The puzzle made from a full original filling."""
        tiles = tuple(tiles)
        if len(tiles) != n * n or not all(t in (1, 2, 3) for t in tiles):
            raise ValueError(f"an original filling is {n * n} pieces 1-3")
        return cls(n, pairing(geometry(n), tiles), tiles)

    @classmethod
    def from_labels(cls, n, labels):
        """The puzzle from ``{edge unit id (side, index): label}``: each label
        on exactly two edge units."""
        geo = geometry(n)
        by_label = {}
        for uid, label in labels.items():
            try:
                u = geo.unit(uid)
            except (KeyError, TypeError, ValueError):
                raise ValueError(f"{uid!r} is not an edge unit of a {n}x{n} board") from None
            by_label.setdefault(label, []).append(u)
        twin = [-1] * (4 * n)
        for label, units in by_label.items():
            if len(units) != 2:
                raise ValueError(f"label {label} is on {len(units)} edge units, not 2")
            twin[units[0]], twin[units[1]] = units[1], units[0]
        if -1 in twin:
            raise ValueError("every edge unit needs a label")
        return cls(n, twin)

    @classmethod
    def of(cls, puzzle):
        """A Puzzle from a Puzzle, a Tracross solitaire state, an original
        filling as text (``"112/212/212"``, letters A/B/X too) or a labels dict
        {edge unit id: label}."""
        if isinstance(puzzle, Puzzle):
            return puzzle
        original = getattr(puzzle, "original", None)
        grid = getattr(puzzle, "grid", None)
        if original is not None and grid is not None:
            return cls.from_original(grid.width, original)
        if isinstance(puzzle, str):
            rows = puzzle.strip().split("/")
            n = len(rows)
            tiles = [0] * (n * n)
            for i, row in enumerate(rows):
                for x, ch in enumerate(row if len(row) == n else ""):
                    tiles[(n - 1 - i) * n + x] = piece_from_char(ch) or 0
            return cls.from_original(n, tiles)
        if isinstance(puzzle, dict) and puzzle and len(puzzle) % 4 == 0:
            return cls.from_labels(len(puzzle) // 4, puzzle)
        raise TypeError("a Puzzle, a Tracross solitaire state, an original filling like "
                        "'112/212/212' or a labels dict is needed")

    def labels(self):
        """{edge unit id: label} in the rules' labelling order."""
        return {self.geo.unit_ids[u]: label_name(k)
                for u, k in enumerate(label_units(self.geo, self.twin))}

    def matches(self, tiles):
        """Does a full filling pair the edge units exactly as the puzzle does?"""
        return all(tiles) and pairing(self.geo, tuple(tiles)) == self.twin

    def __repr__(self):
        return f"Puzzle({self.n}, {self.labels()})"


# -- the frontier ---------------------------------------------------------------------

class _Frontier:
    """Transition tables for one puzzle. A frontier is a tuple of n + 1 ints:
    slots 0..n-1 are the ends entering the next square of each column from
    above, slot n the end entering it from the left. A value below P = 4n is an
    edge unit; P + k links to the end in slot k."""

    def __init__(self, puzzle):
        n = self.n = puzzle.n
        self.P = 4 * n
        self.twin = puzzle.twin
        self.total = n * n
        # Reading order: index i -> square; the rank from the top is i // n.
        self.order = tuple((n - 1 - i // n) * n + i % n for i in range(n * n))
        self.w_unit = tuple(n - 1 - y for y in range(n))          # by rank y
        self.e_unit = tuple(2 * n + y for y in range(n))
        self.s_unit = tuple(n + x for x in range(n))
        n_units = tuple(3 * n + (n - 1 - x) for x in range(n))
        self.start = n_units + (self.w_unit[n - 1],)
        self.cuts = [None] * (n * n)          # filled in as the search needs them

    def _cuts(self, i):
        """The tables of the cut check before reading index i (see ``feasible``).

        Each terminal (frontier slot or future edge unit) lies on the side of a
        line where the square it enters lies. It is described by ``p``, the
        number of vertical lines (between files c and c + 1, c = 0..n-2) to its
        left, so the vertical lines between two terminals are c in
        [min p, max p), and by ``low``, whether it lies under the horizontal line
        between this rank and the next. Returns (slot p, slot low, {future unit:
        (p, low)}, the future-future pairs' horizontal count and vertical counts
        as differences, the horizontal and the vertical capacities)."""
        n, twin = self.n, self.twin
        x, y = i % n, n - 1 - i // n
        slot_p = tuple(range(n)) + (x,)
        slot_low = tuple(c < x for c in range(n)) + (False,)
        future = {}
        for r in range(y):
            future[self.w_unit[r]] = (0, True)
        for r in range(y + 1):
            future[self.e_unit[r]] = (n - 1, r < y)
        for c in range(x if y == 0 else 0, n):
            future[self.s_unit[c]] = (c, True)
        # Only the line between this rank and the next (through the empty squares
        # of this rank) and the vertical lines see the frontier. Under the bottom
        # rank there is no line (a capacity that is never reached).
        h_cap = n - x if y else 4 * n
        v_cap = tuple(y + (1 if c >= x else 0) for c in range(n - 1))
        h_base, v_diff = 0, [0] * n
        for u, (pu, lu) in future.items():
            t = twin[u]
            if t in future and u < t:
                pt, lt = future[t]
                h_base += lu != lt
                if pu != pt:
                    v_diff[min(pu, pt)] += 1
                    v_diff[max(pu, pt)] -= 1
        return slot_p, slot_low, future, h_base, tuple(v_diff), h_cap, v_cap

    def feasible(self, i, prof):
        """The cut check, a necessary condition for the frontier to be completed.

        Cut the empty squares in two by a line: the one between this rank and
        the next (through the empty squares of this rank) or one between two
        files. Each square side on the line carries exactly one track across.
        Every pair of twin edge units whose ends (a future edge unit, or the
        frontier end that carries a consumed unit) lie on different sides must
        cross the line, either by a track through the empty squares, using one
        of the line's sides, or through a frontier link whose two ends lie on
        different sides (each link serves one pair). So the pairs that cross,
        less the links that cross, are at most the sides on the line."""
        if i >= self.total:
            return True
        cuts = self.cuts[i]
        if cuts is None:
            cuts = self.cuts[i] = self._cuts(i)
        slot_p, slot_low, future, h, v_diff, h_cap, v_cap = cuts
        P, twin = self.P, self.twin
        diff = list(v_diff)
        at = {val: s for s, val in enumerate(prof) if 0 <= val < P}
        for s, val in enumerate(prof):
            if val < 0:
                continue                       # closed at the bottom edge
            if val >= P:                       # a link: a free crossing
                k = val - P
                if k < s:
                    continue
                d, pk, lk = -1, slot_p[k], slot_low[k]
            else:
                k = at.get(twin[val])
                if k is None:
                    pk, lk = future[twin[val]]
                elif k < s:
                    continue
                else:
                    pk, lk = slot_p[k], slot_low[k]
                d = 1
            if lk != slot_low[s]:
                h += d
            ps = slot_p[s]
            if ps != pk:
                if ps < pk:
                    diff[ps] += d
                    diff[pk] -= d
                else:
                    diff[pk] += d
                    diff[ps] -= d
        if h > h_cap:
            return False
        cnt = 0
        for c, cap in enumerate(v_cap):
            cnt += diff[c]
            if cnt > cap:
                return False
        return True

    def step(self, i, prof, tile):
        """The frontier after placing ``tile`` at reading index i, or None when
        a track closes on the wrong edge unit."""
        n, P, twin = self.n, self.P, self.twin
        x = i % n
        if tile == X:
            new = prof
        else:
            a, b = prof[x], prof[n]
            new = list(prof)
            if tile == A:                      # join N with W; S-E opens a linked pair
                if a < P:
                    if b < P:
                        if twin[a] != b:
                            return None
                    else:
                        new[b - P] = a
                else:
                    ka = a - P
                    if b < P:
                        new[ka] = b
                    elif ka != n:              # (ka == n: a closed loop)
                        kb = b - P
                        new[ka] = P + kb
                        new[kb] = P + ka
                new[x] = P + n
                new[n] = P + x
            else:                              # B: N goes on to E, W goes on to S
                if a >= P:
                    ka = a - P
                    if ka == n:                # a and b are linked: still linked
                        pass
                    else:
                        new[ka] = P + n
                        new[n] = a
                else:
                    new[n] = a
                if b >= P:
                    kb = b - P
                    if kb != x:
                        new[kb] = P + x
                        new[x] = b
                else:
                    new[x] = b
        y = n - 1 - i // n
        if y == 0:                             # the bottom rank: S leaves the board
            if tile == X:
                new = list(new)
            if not _close(new, x, self.s_unit[x], P, twin):
                return None
            new[x] = -1
        elif x != n - 1:
            return tuple(new) if tile != X else new
        if x == n - 1:                         # the end of a rank: W-E leaves by E
            if tile == X and y != 0:
                new = list(new)
            if not _close(new, n, self.e_unit[y], P, twin):
                return None
            if y == 0:
                return ()
            new[n] = self.w_unit[y - 1]
        return tuple(new)


_FRONTIERS = {}


def _frontier(puzzle):
    """The transition tables of a puzzle's pairing (shared by the puzzles with
    that pairing; a small cache)."""
    key = (puzzle.n, puzzle.twin)
    fr = _FRONTIERS.get(key)
    if fr is None:
        if len(_FRONTIERS) >= 256:
            _FRONTIERS.clear()
        fr = _FRONTIERS[key] = _Frontier(puzzle)
    return fr


def _close(new, slot, unit, P, twin):
    v = new[slot]
    if v < P:
        return twin[v] == unit
    new[v - P] = unit
    return True


# -- solving -------------------------------------------------------------------------

def _default_min_changed(puzzle, given):
    if given is not None:
        return given
    settings = getattr(puzzle, "settings", None)
    if settings is not None:
        return settings["min_changed_cells"]
    return 1 if Puzzle.of(puzzle).original is not None else 0


def solve(puzzle, min_changed=None, fixed=None, prefer=None):
    """A full filling (tuple of pieces by square) whose tracks pair the edge
    units as the puzzle's labels do and which differs from the original in at
    least ``min_changed`` squares; None when there is none (proved).

    ``puzzle``: a Puzzle or a solitaire state (then ``min_changed`` defaults to
    its ``min_changed_cells`` option; for a Puzzle to 1 when it has an original,
    else 0). ``fixed``: {square: piece} that must stay. ``prefer``: a tiles tuple
    whose pieces are tried first, square by square (so the filling found agrees
    with it as far as the reading order allows)."""
    k = _default_min_changed(puzzle, min_changed)
    puzzle = Puzzle.of(puzzle)
    return _search(puzzle, k, fixed or {}, prefer)


class _OutOfBudget(Exception):
    pass


def _search(puzzle, min_changed, fixed, prefer, budget=None):
    """The depth-first search (see the module's text). With ``budget`` (a number
    of frontiers to expand) it raises _OutOfBudget when the budget runs out."""
    fr = _frontier(puzzle)
    total, order, step, feasible = fr.total, fr.order, fr.step, fr.feasible
    original = puzzle.original or (0,) * total
    if min_changed > 0 and puzzle.original is None:
        raise ValueError("min_changed needs the puzzle's original filling")
    # Tile order per reading index: the preferred piece first; then, while changes
    # are still needed, the pieces that differ from the original first, else the
    # original's piece first.
    choices = []
    for i in range(total):
        sq = order[i]
        if sq in fixed:
            choices.append(((fixed[sq],), (fixed[sq],)))
            continue
        orig = original[sq]
        first = prefer[sq] if prefer is not None and prefer[sq] else None
        change_first = tuple(t for t in (1, 2, 3) if t != orig) + ((orig,) if orig else ())
        keep_first = ((orig,) if orig else ()) + tuple(t for t in (1, 2, 3) if t != orig)
        if first is not None:
            change_first = (first,) + tuple(t for t in change_first if t != first)
            keep_first = (first,) + tuple(t for t in keep_first if t != first)
        choices.append((change_first, keep_first))
    # Changes still possible from index i on (for the bound need <= possible).
    possible = [0] * (total + 1)
    for i in range(total - 1, -1, -1):
        sq = order[i]
        can = sq not in fixed or fixed[sq] != original[sq]
        possible[i] = possible[i + 1] + (1 if can else 0)
    failed = {}
    left = [budget if budget is not None else -1]

    def dfs(i, prof, need):
        if i == total:
            return [] if need <= 0 else None
        if need > possible[i]:
            return None
        key = (i, prof)
        known = failed.get(key)
        if known is not None and need >= known:
            return None
        if left[0] >= 0:
            if left[0] == 0:
                raise _OutOfBudget
            left[0] -= 1
        if known is None and not feasible(i, prof):
            failed[key] = 0
            return None
        orig = original[order[i]]
        for tile in choices[i][0 if need > 0 else 1]:
            nxt = step(i, prof, tile)
            if nxt is None:
                continue
            found = dfs(i + 1, nxt, need - 1 if tile != orig and need > 0 else need)
            if found is not None:
                found.append(tile)
                return found
        failed[key] = need if known is None else min(known, need)
        return None

    found = dfs(0, fr.start, max(0, min_changed))
    if found is None:
        return None
    filling = [0] * total
    for i, tile in enumerate(reversed(found)):
        filling[order[i]] = tile
    return tuple(filling)


def count_solutions(puzzle, min_changed=0):
    """How many full fillings pair the edge units as the puzzle does (and,
    with ``min_changed`` > 0, differ from the original in at least that many
    squares). Counts the original itself when ``min_changed`` is 0. Exact, by
    forward counting over the frontiers that pass the cut check; meant for
    small boards (in CPython a 5x5 board takes a few hundredths of a second,
    6x6 about a tenth, 7x7 a few seconds)."""
    puzzle = Puzzle.of(puzzle)
    fr = _frontier(puzzle)
    original = puzzle.original or (0,) * fr.total
    if min_changed > 0 and puzzle.original is None:
        raise ValueError("min_changed needs the puzzle's original filling")
    layer = {(fr.start, 0): 1}
    for i in range(fr.total):
        orig = original[fr.order[i]]
        nxt_layer = {}
        for (prof, changed), count in layer.items():
            for tile in (1, 2, 3):
                nxt = fr.step(i, prof, tile)
                if nxt is None:
                    continue
                key = (nxt, min(min_changed, changed + (tile != orig)))
                nxt_layer[key] = nxt_layer.get(key, 0) + count
        layer = {key: count for key, count in nxt_layer.items()
                 if fr.feasible(i + 1, key[0])}
    return sum(count for (prof, changed), count in layer.items() if changed >= min_changed)


HINT_BUDGET = 4000      # frontiers the hint may spend on keeping every piece placed


def hint(state):
    """A move that leads toward a solution from the player's board, or None
    (the puzzle is solved, or has no solution for its ``min_changed_cells``).

    1. If the player's pieces can all stay (a solution keeps every one; the
       search for it gives up after HINT_BUDGET frontiers), fill the first empty
       square in reading order with that solution's piece.
    2. Otherwise take the solution that agrees with the player's board as far
       as the reading order allows (each square tries the player's piece first)
       and correct the first filled square where they differ (``c3:p``), or,
       if every placed piece agrees, fill the first empty square."""
    if state.outcome is not None:
        return None
    puzzle = Puzzle.of(state)
    k = state.settings["min_changed_cells"]
    tiles = state.tiles
    fixed = {sq: t for sq, t in enumerate(tiles) if t}
    broken = "broken" in state.label_status.values()
    if len(fixed) < len(tiles) and not broken:
        try:
            found = _search(puzzle, k, fixed, None, HINT_BUDGET)
        except _OutOfBudget:
            found = None
        if found is not None:
            return _first_difference(state, found)
    found = _search(puzzle, k, {}, tiles)
    return None if found is None else _first_difference(state, found)


def _first_difference(state, found):
    """The move that corrects the first wrong piece, else fills the first empty
    square (reading order), toward ``found``."""
    tiles, n = state.tiles, state.grid.width
    reading = [(n - 1 - i // n) * n + i % n for i in range(n * n)]
    for sq in reading:
        if tiles[sq] and tiles[sq] != found[sq]:
            return _move(state, sq, found[sq])
    for sq in reading:
        if not tiles[sq]:
            return _move(state, sq, found[sq])
    return None


def _move(state, sq, piece):
    return state.parse(f"{state.grid.name(sq)}:{piece}")
