"""Monte Carlo tree search (UCT) over the engine contract, as a generator.

Each node keeps one reward sum per seat, and at each node the child is chosen for
the reward of the player to move there (max^n: right for two players, and for the
three and four of Pacru). A turn of several decisions is just several nodes of the
same player. The game's profile supplies the expansion order (and may prune where a
decision has very many options), the rollout policy, the rollout length and the
evaluator that scores the position where a rollout is cut short.

Chance (``profile.stochastic_for(state)``): the tree is then open-loop: a node stands for the
sequence of decisions, and every visit replays it with the chance drawn afresh by
``profile.sample``, so the search never uses the dice the seed holds for later.
"""

import math

from .common import pick_softmax, rewards


class Node:
    __slots__ = ("move", "state", "mover", "untried", "children", "n", "w")

    def __init__(self, move, state, profile):
        self.move = move
        self.state = state
        self.mover = state.to_move
        self.children = []
        self.n = 0
        self.w = [0.0] * state.players
        if state.outcome is None:
            moves = profile.candidates(state, profile.order(state, state.legal_moves()))
            self.untried = list(reversed(moves))
        else:
            self.untried = []


class MCTS:
    algorithm = "mcts"

    def __init__(self, root, moves, profile, level, rng, iteration_limit=None):
        self.profile = profile
        self.stochastic = profile.stochastic_for(root)
        self.level = level
        self.rng = rng
        self.limit = iteration_limit
        self.iterations = 0
        self.c = profile.exploration * level.exploration
        self.rollout_plies = max(0, int(round(profile.rollout_plies * level.rollout_factor)))
        self.root = Node(None, root, profile)
        moves = list(moves)
        ordered = profile.order(root, moves)
        self.root.untried = list(reversed(ordered))
        self._first = ordered[0]

    def release(self):
        """Free the tree a few hundred nodes at a time, yielding between: freed at
        once, a tree of thousands of states is a pause of tens of milliseconds."""
        stack, self.root = [self.root], None
        freed = 0
        while stack:
            node = stack.pop()
            stack.extend(node.children)
            node.children = None         # the node itself goes when `node` moves on
            freed += 1
            if freed % 256 == 0:
                yield

    # -- results --------------------------------------------------------------
    def ranked(self):
        """Root children, most visited first (ties: better mean reward)."""
        me = self.root.mover
        return sorted(self.root.children,
                      key=lambda ch: (-ch.n, -(ch.w[me] / ch.n if ch.n else 0.0)))

    def best(self):
        kids = self.ranked()
        if not kids:
            return self._first
        if self.level.temperature > 0 and len(kids) > 1:
            return self._noisy(kids)
        return kids[0].move

    def value(self):
        kids = self.ranked()
        if not kids or not kids[0].n:
            return None
        return kids[0].w[self.root.mover] / kids[0].n

    def _noisy(self, kids):
        """Easy: a random pick among the root moves whose mean reward is within
        ``temperature * slip`` (in reward units) of the most visited one's."""
        me = self.root.mover
        margin = self.level.temperature * self.profile.slip / (4.0 * self.profile.scale)
        means = [(ch.move, ch.w[me] / ch.n) for ch in kids if ch.n]
        top = means[0][1]
        near = [(m, q) for m, q in means if q >= top - margin]
        return pick_softmax(near, margin / 2, self.rng)

    # -- search ---------------------------------------------------------------
    def run(self):
        while self.limit is None or self.iterations < self.limit:
            self._iterate()
            self.iterations += 1
            yield

    def _iterate(self):
        profile, rng = self.profile, self.rng
        stochastic = self.stochastic
        node = self.root
        state = node.state
        path = [node]
        c = self.c
        log = math.log
        sqrt = math.sqrt
        # selection
        while not node.untried and node.children and state.outcome is None:
            me = node.mover
            k = c * sqrt(log(node.n))
            best, best_u = None, -1.0
            for ch in node.children:
                u = ch.w[me] / ch.n + k / sqrt(ch.n)
                if u > best_u:
                    best, best_u = ch, u
            node = best
            path.append(node)
            if stochastic:
                state = profile.sample(state.play(node.move), rng)
            else:
                state = node.state
        # expansion (open-loop: this visit's chance may have ended the game here)
        if node.untried and state.outcome is None:
            move = node.untried.pop()
            child_state = state.play(move)
            if stochastic:
                child_state = profile.sample(child_state, rng)
            child = Node(move, child_state, profile)
            node.children.append(child)
            path.append(child)
            state = child_state
        # rollout, cut short by the evaluator
        plies = self.rollout_plies
        while state.outcome is None and plies > 0:
            moves = state.legal_moves()
            state = state.play(profile.rollout_move(state, moves, rng))
            if stochastic:
                state = profile.sample(state, rng)
            plies -= 1
        reward = rewards(profile, state)
        for n in path:
            n.n += 1
            w = n.w
            for i, r in enumerate(reward):
                w[i] += r
