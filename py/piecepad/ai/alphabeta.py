"""Iterative-deepening alpha-beta (negamax) for two-player games, as a generator.

``AlphaBeta(...).run()`` deepens one ply at a time and yields every few nodes, so
the caller decides how long it runs (a time budget, or slices of a cooperative
search). With a node limit it stops by itself at the same node every time, which
makes ``iterations`` exact. The best root move of the deepest completed iteration is
kept; a deeper iteration cut short still counts once it has proved a better move.

Per node: a transposition table (keyed by the state's hash: states are values),
the table's move first, two killer moves per ply, then the profile's static order.
A player who moves twice in a row (a pending decision) is handled (no negation).
Chance (``profile.stochastic_for(root)``): every position the search reaches is
passed through ``profile.determinize``, which hides the chance the state holds
(future dice), so the search never reads the seed's later rolls. Where the player
to move would need that hidden chance, ``profile.outcomes`` lists what it may be and
the node's value is their average (expectimax; each searched with a full window).
A position that comes back on the line being searched counts as a draw (shuffling
in a circle gains nothing; Dodg'em's repetition rule makes it one in the end).

A profile with a fast core (``profile.core(root)``, Dodg'em) is searched on it
instead: one mutable position, ``make`` and ``undo`` per node, its exact
position key for the table and the line, its own move order and evaluation
(``_root_core``, ``_search_core``: the same search, node for node).
"""

from .common import WIN, WON, pick_softmax, value_for

INF = float("inf")
EXACT, LOWER, UPPER = 0, 1, 2
YIELD_EVERY = 32
TT_MAX = 200_000
MAX_DEPTH = 64


class _Abort(Exception):
    pass


class AlphaBeta:
    algorithm = "alphabeta"

    def __init__(self, root, moves, profile, level, rng, node_limit=None):
        self.root = root
        self.me = root.to_move
        self.profile = profile
        self.level = level
        self.rng = rng
        self.node_limit = node_limit
        self.det = profile.stochastic_for(root)
        moves = list(moves)
        rng.shuffle(moves)                       # the seed breaks ties between equals
        self.moves = profile.order(root, moves)
        self.children = {}
        self.tt = {}
        self.path = {hash(root)}
        self.killers = {}
        self.nodes = 0
        self.depth = 0                           # deepest completed iteration
        self.values = {}                         # root move -> value at that depth
        self._best = self.moves[0]
        self._best_value = None
        self._partial = None                     # (move, value) proved in a cut-short iteration
        cap = profile.depth_caps.get(level.name, level.max_depth)
        self.max_depth = min(cap or MAX_DEPTH, MAX_DEPTH,
                             profile.max_depth_for(root) or MAX_DEPTH)
        # Contempt: a draw (by the rules, or a position repeated on the line) is worth
        # -c to the player searching and +c to the other, so a level with contempt
        # plays on rather than accept a draw it could avoid at a small cost.
        c = getattr(level, "contempt", 0.0) * profile.slip
        self.draw = (-c, c) if self.me == 0 else (c, -c)
        self.core = None if self.det else profile.core(root)
        if self.core is not None:
            self.path = {self.core.key}

    def release(self):
        """Empty the tables a slice at a time, yielding between."""
        for table in (self.tt, self.children, self.values, self.killers):
            while table:
                for _ in range(min(2048, len(table))):
                    table.popitem()
                yield

    # -- results --------------------------------------------------------------
    def best(self):
        if self.level.temperature > 0 and self.values:
            return self._noisy()
        if self._partial is not None:
            return self._partial[0]
        return self._best

    def value(self):
        return self._partial[1] if self._partial is not None else self._best_value

    def _noisy(self):
        """Easy: a random pick among the root moves within ``temperature * slip`` of
        the best value (softmax-weighted), so its slips stay small."""
        margin = self.level.temperature * self.profile.slip
        top = max(self.values.values())
        if top >= WON:                           # a proven win: no noise
            return self._best
        near = [(m, self.values[m]) for m in self.moves
                if m in self.values and self.values[m] >= top - margin]
        return pick_softmax(near, margin / 2, self.rng)

    # -- search ---------------------------------------------------------------
    def run(self):
        root = self._root if self.core is None else self._root_core
        for depth in range(1, self.max_depth + 1):
            try:
                yield from root(depth)
            except _Abort:
                return
            self.depth = depth
            if abs(self._best_value) >= WON:
                return

    def _tick(self):
        self.nodes += 1
        if self.node_limit is not None and self.nodes > self.node_limit:
            raise _Abort
        return self.nodes % YIELD_EVERY == 0

    def _child(self, move):
        child = self.children.get(move)
        if child is None:
            child = self.root.play(move)
            if self.det:
                child = self.profile.determinize(child)
            self.children[move] = child
        return child

    def _root(self, depth):
        me = self.me
        full = self.level.temperature > 0 or self.level.exact   # easy, analysis: every root value
        alpha, beta = -INF, INF
        best, best_value = None, -INF
        values = {}
        order = self.moves
        if self.values:                          # last depth's best first, then by value
            order = sorted(order, key=lambda m: -self.values.get(m, -INF))
        for move in order:
            if self._tick():
                yield
            child = self._child(move)
            key = hash(child)
            if child.outcome is not None or depth == 1:
                v = value_for(self.profile, child, me)
                if child.outcome is not None:
                    v = v - 1 if v > 0 else v + 1 if v else self.draw[me]
            elif key in self.path:
                v = self.draw[me]
            else:
                low = alpha if not full else -INF
                self.path.add(key)
                try:
                    if child.to_move == me:
                        v = yield from self._search(child, key, depth - 1, low, beta, 1)
                    else:
                        v = -(yield from self._search(child, key, depth - 1, -beta, -low, 1))
                finally:
                    self.path.discard(key)
            values[move] = v
            if v > best_value:
                best, best_value = move, v
                if self.depth:                   # a deeper iteration proved something
                    self._partial = (best, best_value)
                if not full and v > alpha:
                    alpha = v
        # keep the values of moves not reached (only when cut short, which raises)
        self.values = values
        self._best, self._best_value = best, best_value
        self._partial = None
        self.moves = order

    def _average(self, outs, depth, ply):
        """A chance node: the probability-weighted value of its outcomes (the same
        player moves in each)."""
        total = 0.0
        for p, state in outs:
            v = yield from self._search(state, hash(state), depth, -INF, INF, ply, False)
            total += p * v
        return total

    # -- the transposition table and killer moves, shared by both searches -----------
    def _probe(self, key, depth, alpha, beta, ply):
        """(value, move) where the table settles this node at this depth and window, else
        (None, the move it found best before, or None). Mate scores are kept relative to
        the node, so they are moved by ``ply`` in and out."""
        entry = self.tt.get(key)
        if entry is None:
            return None, None
        e_depth, e_flag, v, tt_move = entry
        if e_depth >= depth:
            if v >= WON:
                v -= ply
            elif v <= -WON:
                v += ply
            if e_flag == EXACT or (e_flag == LOWER and v >= beta) or \
                    (e_flag == UPPER and v <= alpha):
                return v, tt_move
        return None, tt_move

    def _store(self, key, depth, best, alpha0, beta, ply, move):
        flag = UPPER if best <= alpha0 else LOWER if best >= beta else EXACT
        stored = best + ply if best >= WON else best - ply if best <= -WON else best
        if len(self.tt) >= TT_MAX:
            self.tt.clear()
        self.tt[key] = (depth, flag, stored, move)

    def _killer(self, ply, move):
        """Remember a move that cut off at this ply (the last two)."""
        k = self.killers.setdefault(ply, [])
        if move not in k:
            k.insert(0, move)
            del k[2:]

    def _search(self, state, key, depth, alpha, beta, ply, chance=True):
        """Negamax value of ``state`` (hash ``key``) for ``state.to_move`` (the game
        is running); ``chance``: ``state`` may still hide the chance its mover needs."""
        me = state.to_move
        profile = self.profile
        path = self.path
        if self.det and chance:
            outs = profile.outcomes(state)
            if outs:
                return (yield from self._average(outs, depth, ply))
        settled, tt_move = self._probe(key, depth, alpha, beta, ply)
        if settled is not None:
            return settled
        alpha0 = alpha
        moves = profile.order(state, state.legal_moves())
        killers = self.killers.get(ply)
        if tt_move is not None or killers:
            first = []
            for m in moves:
                if m.text == tt_move:
                    first.insert(0, m)
                elif killers and m.text in killers:
                    first.append(m)
            if first:
                moves = first + [m for m in moves if m not in first]
        best, best_move = -INF, None
        for move in moves:
            if self._tick():
                yield
            child = state.play(move)
            if self.det:
                child = profile.determinize(child)
            if child.outcome is not None or depth <= 1:
                v = value_for(profile, child, me)
                if child.outcome is not None:
                    v = v - ply - 1 if v > 0 else v + ply + 1 if v else self.draw[me]
            else:
                ck = hash(child)
                if ck in path:
                    v = self.draw[me]
                else:
                    path.add(ck)
                    if child.to_move == me:
                        v = yield from self._search(child, ck, depth - 1, alpha, beta, ply + 1)
                    else:
                        v = -(yield from self._search(child, ck, depth - 1, -beta, -alpha,
                                                      ply + 1))
                    path.discard(ck)
            if v > best:
                best, best_move = v, move
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        self._killer(ply, move.text)
                        break
        self._store(key, depth, best, alpha0, beta, ply,
                    best_move.text if best_move is not None else None)
        return best

    # -- the same search on the profile's fast core ----------------------------
    def _core_value(self, seat, ply):
        """Value for ``seat`` of the core's position (reached ``ply`` plies below
        the root's children): a result, a quicker win better; else the evaluation."""
        core = self.core
        r = core.result
        if r is None:
            return core.evaluation(seat)
        if r < 0:
            return self.draw[seat]
        return WIN - ply - 1 if r == seat else -WIN + ply + 1

    def _root_core(self, depth):
        me = self.me
        core = self.core
        full = self.level.temperature > 0 or self.level.exact
        alpha, beta = -INF, INF
        best, best_value = None, -INF
        values = {}
        order = self.moves
        if self.values:
            order = sorted(order, key=lambda m: -self.values.get(m, -INF))
        for move in order:
            if self._tick():
                yield
            core.make(move)
            try:
                key = core.key
                if core.result is not None or depth == 1:
                    v = self._core_value(me, 0)
                elif key in self.path:
                    v = self.draw[me]
                else:
                    low = alpha if not full else -INF
                    self.path.add(key)
                    try:
                        if core.to_move == me:
                            v = yield from self._search_core(depth - 1, low, beta, 1)
                        else:
                            v = -(yield from self._search_core(depth - 1, -beta, -low, 1))
                    finally:
                        self.path.discard(key)
            finally:
                core.undo()
            values[move] = v
            if v > best_value:
                best, best_value = move, v
                if self.depth:
                    self._partial = (best, best_value)
                if not full and v > alpha:
                    alpha = v
        self.values = values
        self._best, self._best_value = best, best_value
        self._partial = None
        self.moves = order

    def _search_core(self, depth, alpha, beta, ply):
        """``_search`` on the core: the negamax value of its position for the player
        to move there. Every move made is undone before returning (or raising)."""
        core = self.core
        me = core.to_move
        key = core.key
        path = self.path
        settled, tt_move = self._probe(key, depth, alpha, beta, ply)
        if settled is not None:
            return settled
        alpha0 = alpha
        moves = core.moves_ordered()
        killers = self.killers.get(ply)
        if tt_move is not None or killers:
            # a core's moves are shared objects: the same move is the same object
            k0 = killers[0] if killers else None
            k1 = killers[1] if killers and len(killers) > 1 else None
            first = []
            for m in moves:
                if m is tt_move:
                    first.insert(0, m)
                elif m is k0 or m is k1:
                    first.append(m)
            if first:
                moves = first + [m for m in moves
                                 if m is not tt_move and m is not k0 and m is not k1]
        best, best_move = -INF, None
        make, undo = core.make, core.undo
        draw = self.draw[me]
        for move in moves:
            if self._tick():
                yield
            make(move)
            try:
                r = core.result
                if r is not None:
                    v = draw if r < 0 else WIN - ply - 1 if r == me else -WIN + ply + 1
                elif depth <= 1:
                    v = core.evaluation(me)
                else:
                    ck = core.key
                    if ck in path:
                        v = draw
                    else:
                        path.add(ck)
                        try:
                            if core.to_move == me:
                                v = yield from self._search_core(depth - 1, alpha, beta,
                                                                 ply + 1)
                            else:
                                v = -(yield from self._search_core(depth - 1, -beta, -alpha,
                                                                   ply + 1))
                        finally:
                            path.discard(ck)
            finally:
                undo()
            if v > best:
                best, best_move = v, move
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        self._killer(ply, move)      # a core's moves: one object each
                        break
        self._store(key, depth, best, alpha0, beta, ply, best_move)
        return best
