"""Tracross (two players): the shortest-path distance of each player's connection.

A seat's value is minus the number of placements its best track still needs (plus
2 / that number, so the last few count for more). Placed tiles carry a track on
for free and any piece joins any two sides of an empty square, so the distance is
a breadth-first search over the empty squares (``Board``), each joined to the empty
squares or board sides its four sides lead to over tiles. Tiles belong to no one,
so the same board serves both players; the player to move gets a small bonus.
Squares on a cheapest connection of either player are searched first.

The search is alpha-beta. Pieces cycle 1 -> 2 -> 3 by default, so there is no chance
after the first rolls. Under ``roll_each_turn`` every piece after a placement is a
new die roll, which the state's seed already holds: the search never reads it.
Alpha-beta then looks three plies ahead: my placement, the reply, whose piece is
known, and my next placement, whose piece is not rolled yet: ``determinize`` marks
it unknown and the search averages over the three pieces (``outcomes``). MCTS, if
asked, re-rolls it at every simulated placement (``sample``).
"""

import math

from ...tracks import E, N, OPPOSITE, PATHS, S, W, geometry
from ...ai.heuristics.base import Profile

TEMPO = 0.4
NEAR = 2.0           # -d + NEAR / d: the last few placements count for more
FLEX = 1.0           # roll_each_turn: the worth of having squares to choose from
DEAD = 2             # roll_each_turn: a connection no longer possible counts as n + DEAD away
_TABLES = {}


def _tables(n):
    """NEIGHBOUR[sq * 4 + side]: the square across that side, negative off the board
    (the core's geometry); EDGE[side]: the edge units along that side of the board
    (see ``Board``); RANK[sq]: how far from the centre."""
    t = _TABLES.get(n)
    if t is None:
        nb = geometry(n).neighbour
        cells = n * n * 4
        edge = {side: tuple(cells + sq * 4 + side for sq in range(n * n)
                            if nb[sq * 4 + side] < 0) for side in (N, E, S, W)}
        centre = (n - 1) / 2.0
        rank = {sq: abs(sq % n - centre) + abs(sq // n - centre) for sq in range(n * n)}
        t = _TABLES[n] = (nb, edge, rank)
    return t


class Board:
    """The connection distances of one position, for both players.

    Placed tiles carry a track on for free and some piece joins any two sides of an
    empty square, so only the open ends of tracks matter: the sides of empty
    squares and the units of the board's edge. ``link[end]`` is the open end at the
    other end of the track from ``end``: index ``sq * 4 + side`` for a side of an
    empty square, ``n * n * 4 + sq * 4 + side`` for the edge unit beside square
    ``sq`` (so ``end & 3`` is always the side). Placing a tile joins the ends its two
    paths meet (four list writes), so a position's links are the empty board's plus
    one step per tile.

    A connection's cost is the number of empty squares it passes (no shortest one
    passes a square twice): a breadth-first search over the empty squares."""

    __slots__ = ("n", "tiles", "link", "_runs")

    def __init__(self, n, tiles):
        self.n, self.tiles = n, tiles
        link = list(_empty_links(n))
        for sq, piece in enumerate(tiles):
            if piece:
                _place(link, sq, piece)
        self.link = link
        self._runs = {}

    def _run(self, first, goal):
        """Breadth-first search from board side ``first``: (the least number of
        empty squares joining it to ``goal``, per square the least number of empty
        squares on a track from ``first`` up to and including it)."""
        run = self._runs.get((first, goal))
        if run is not None:
            return run
        n, link = self.n, self.link
        cells = n * n * 4
        best = cells
        dist = {}
        layer = []
        for u in _tables(n)[1][first]:             # the edge units on that side
            e = link[u]
            if e >= cells:
                if e & 3 == goal:
                    best = 0
            elif e >> 2 not in dist:
                dist[e >> 2] = 1
                layer.append(e >> 2)
        c = 1
        while layer and c < best:
            nxt = []
            for sq in layer:
                for e in link[sq * 4:sq * 4 + 4]:
                    if e >= cells:
                        if e & 3 == goal:
                            best = c
                    elif e >> 2 not in dist:
                        dist[e >> 2] = c + 1
                        nxt.append(e >> 2)
            layer, c = nxt, c + 1
        run = self._runs[(first, goal)] = (best, dist)
        return run

    def distance(self, pair):
        """Placements still needed to join the pair's two sides ("NS" or "WE")."""
        first, goal = (N, S) if pair == "NS" else (W, E)
        return self._run(first, goal)[0]

    def cheapest(self, pair):
        """(placements still needed, the empty squares some cheapest connection of
        the pair passes through)."""
        first, goal = (N, S) if pair == "NS" else (W, E)
        best, fwd = self._run(first, goal)
        _b, bwd = self._run(goal, first)
        found = set()
        if best >= 4 * self.n * self.n:          # no connection is possible any more
            return best, found
        for sq, f in fwd.items():
            b = bwd.get(sq)
            if b is not None and f + b - 1 <= best:
                found.add(sq)
        return best, found


_EMPTY_LINKS = {}


def _empty_links(n):
    """The links of the empty board: each side of a square faces its neighbour's
    side, or the edge unit beside it."""
    link = _EMPTY_LINKS.get(n)
    if link is None:
        nb = _tables(n)[0]
        cells = n * n * 4
        link = [0] * (2 * cells)
        for sq in range(n * n):
            for x in (0, 1, 2, 3):
                to = nb[sq * 4 + x]
                if to < 0:
                    link[sq * 4 + x] = cells + sq * 4 + x
                    link[cells + sq * 4 + x] = sq * 4 + x
                else:
                    link[sq * 4 + x] = to * 4 + OPPOSITE[x]
        link = _EMPTY_LINKS[n] = tuple(link)
    return link


def _place(link, sq, piece):
    """Join the open ends that the piece's two paths connect (in place). The second
    path's ends are read after the first is joined: the first may loop back here."""
    base = sq * 4
    for a, b in PATHS[piece]:
        ea, eb = link[base + a], link[base + b]
        link[ea] = eb
        link[eb] = ea


_BOARDS = {}
_BOARDS_MAX = 512             # about 8 kB each; 2048 saved 3% of the time


def board_of(n, tiles):
    """The Board of a position, remembered: the search asks for the same tiles
    again (ordering a node's moves, then its chance outcomes, then at the next
    depth). The oldest is dropped one at a time: a whole cache freed at once was a
    pause of 100 ms and more."""
    key = (n, tiles)
    b = _BOARDS.get(key)
    if b is None:
        if len(_BOARDS) >= _BOARDS_MAX:
            del _BOARDS[next(iter(_BOARDS))]
        b = _BOARDS[key] = Board(n, tiles)
    return b


def distance(n, tiles, pair):
    """Placements still needed to join the pair's two sides ("NS" or "WE")."""
    return board_of(n, tiles).distance(pair)


def cheapest(n, tiles, pair):
    """(placements still needed, the empty squares some cheapest connection of the
    pair passes through)."""
    return board_of(n, tiles).cheapest(pair)


def on_shortest_paths(n, tiles, pair):
    """The empty squares some cheapest connection of the pair passes through."""
    return cheapest(n, tiles, pair)[1]


def _piece_of_face(face, mapping):
    return (face - 1) % 3 + 1 if mapping == "captions" else face % 3 + 1


class TracrossProfile(Profile):
    algorithm = "alphabeta"
    scale = 1.5
    slip = 0.5
    rollout_plies = 6
    exploration = 0.8

    def stochastic_for(self, state):
        return bool(state.settings["roll_each_turn"])

    def max_depth_for(self, state):
        """Under roll_each_turn, three plies: my placement, the reply (its piece is
        known) and my next one, averaged over the pieces it may be. Measured against
        greedy, 60 paired games: 2 plies won 67%, 3 plies (with one guessed piece)
        80%; see docs/ai.md for the average over the pieces."""
        return 3 if state.settings["roll_each_turn"] else None

    def yardstick(self, state):
        """Each player's connection distance alone (the greedy player's measure)."""
        return self._value(state, flexible=False)

    def evaluate(self, state):
        return self._value(state, flexible=state.settings["roll_each_turn"])

    def _value(self, state, flexible):
        """-d + NEAR / d for each player, d the placements still needed. Under
        roll_each_turn, plus FLEX * log(1 + k / d), k the empty squares on some
        cheapest connection: with a random piece each turn, a player with more
        squares to choose from is likelier to find one the piece fits (measured:
        medium against greedy, 200 paired games, 63.5% -> 74.5% wins). And a player
        who can no longer connect counts as n + DEAD placements away, not as beaten:
        such a player spends every turn blocking, and the game mostly ends drawn, so
        cutting off the opponent's last track is worth less than one's own progress
        (the same 100 games against greedy: 78 won -> 84, 3 lost -> 0)."""
        n, tiles = state.size, state.tiles
        e = []
        for s in (0, 1):
            pair = state.sides[s]
            d, squares = cheapest(n, tiles, pair) if flexible else (distance(n, tiles, pair), ())
            if not d:
                e.append(100.0)
                continue
            if flexible and d >= 4 * n * n:            # no track can join them any more
                d = n + DEAD
            v = -d + NEAR / d
            if flexible:
                v += FLEX * math.log(1 + len(squares) / d)
            e.append(v)
        if state.to_move is not None:
            e[state.to_move] += TEMPO
        return (e[0], e[1])

    def order(self, state, moves):
        """Squares on a cheapest connection of either player first (both players'
        first of all), then central squares."""
        if len(moves) < 2:
            return list(moves)
        n, tiles = state.size, state.tiles
        rank = _tables(n)[2]
        if len(moves) < 6:
            return sorted(moves, key=lambda m: rank[m.data[0]])
        hot = [on_shortest_paths(n, tiles, state.sides[s]) for s in (0, 1)]
        return sorted(moves, key=lambda m: (-(m.data[0] in hot[0]) - (m.data[0] in hot[1]),
                                            rank[m.data[0]]))

    def determinize(self, state):
        """Alpha-beta under roll_each_turn: the placer's next piece is not known yet.
        It stays the next of the cycle as a placeholder, marked by a roll of 0 (no
        die face), so ``outcomes`` averages over the three pieces when that player
        is to move."""
        if state.outcome is not None or state.last_square is None:
            return state
        placer = state.side ^ 1
        return self._with_piece(state, placer, state.tiles[state.last_square] % 3 + 1, 0)

    def outcomes(self, state):
        """The placer's next piece, when the search has not yet rolled it: each piece
        1-3 with probability 1/3 (two faces of the die each)."""
        me = state.to_move
        if me is None or state.last_roll[me] != 0:
            return None
        return [(1 / 3, self._with_piece(state, me, piece, None)) for piece in (1, 2, 3)]

    @staticmethod
    def _with_piece(state, seat, piece, roll):
        nxt, rolls = list(state.next_piece), list(state.last_roll)
        nxt[seat], rolls[seat] = piece, roll
        return type(state)(state.settings, state.tiles, state.side, tuple(nxt), tuple(rolls),
                           state.seed, state.draws, state.last_square)

    def sample(self, state, rng):
        """Roll the placer's next piece afresh (roll_each_turn): the search never
        reads the rolls the state's seed holds for later."""
        if state.outcome is not None or state.last_square is None:
            return state
        face = rng.randint(1, 6)
        piece = _piece_of_face(face, state.settings["die_mapping"])
        return self._with_piece(state, state.side ^ 1, piece, face)


PROFILE = TracrossProfile()
