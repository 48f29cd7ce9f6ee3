"""Search: one computer decision, computed in slices.

    search = Search(state, level="medium", seed=0, budget_ms=1000)
    while not search.step(20):      # ~20 ms of work, then back to the caller
        ...                         # (the browser gets the main thread back here)
    move = search.best()

The work, in order: a single legal decision is returned at once; a win during this
turn is taken; decisions that hand the next player a win in one are dropped (when
another exists); then the game's search (alpha-beta or MCTS, see heuristics) runs
until the level's share of the budget is spent. ``best()`` is a legal decision at
any moment, even before the first step.
"""

import random
import time

from . import heuristics, levels, tactics
from .alphabeta import AlphaBeta
from .mcts import MCTS

NODES_PER_ITERATION = 8      # alpha-beta nodes counted as one "iteration"


class Search:
    def __init__(self, state, level="medium", seed=0, budget_ms=1000, iterations=None,
                 clock=time.perf_counter):
        if state.outcome is not None or state.to_move is None:
            raise ValueError("the game is over: there is no decision to make")
        self.state = state
        # The budget's clock: wall-clock for a player waiting; a benchmark sharing its
        # CPUs passes time.process_time so that load does not weaken the computer.
        self.clock = clock
        self.level = levels.get(level)
        self.profile = heuristics.profile_for(state)
        self.seed = seed
        self.rng = random.Random(f"piecepad-ai:{seed}:{self.level.name}")
        factor = self.level.time_factor * self.profile.budget_share(state)
        if iterations is not None:
            if iterations < 1:
                raise ValueError("iterations must be 1 or more")
            self.work = max(1, int(round(iterations * factor)))
            self.budget_s = None
        else:
            if budget_ms is None or budget_ms <= 0:
                raise ValueError("budget_ms must be more than 0 (or give iterations)")
            self.work = None
            self.budget_s = budget_ms * factor / 1000.0
        self.moves = state.legal_moves()
        self._best = self.moves[0]
        self.engine = None
        self.reason = "search"
        self.elapsed = 0.0          # budget spent, by self.clock
        self.wall = 0.0            # wall-clock time inside step()
        self.cpu = 0.0             # process CPU time inside step() (elapsed minus waiting)
        self.steps = 0
        self.done = False
        self._final = None
        self._releasing = None
        self._gen = self._run()

    # -- the caller's side ----------------------------------------------------
    def step(self, ms=20):
        """Work for about ``ms`` milliseconds (at least one unit of work); return
        True once the search is finished (then ``best()`` is the answer)."""
        if self.done:
            return True
        clock = self.clock
        start = clock()
        wall = time.perf_counter()
        cpu = time.process_time()
        deadline = start + ms / 1000.0
        if self.budget_s is not None:
            deadline = min(deadline, start + self.budget_s - self.elapsed)
        gen = self._gen
        try:
            while True:
                next(gen)
                if clock() >= deadline:
                    break
        except StopIteration:
            self.done = True
        self.steps += 1
        self.elapsed += clock() - start
        self.wall += time.perf_counter() - wall
        self.cpu += time.process_time() - cpu
        if self.budget_s is not None and self.elapsed >= self.budget_s:
            self.done = True
        return self.done

    def run(self):
        """Search to the end of the budget in one go; return the decision."""
        while not self.step(50):
            pass
        return self.best()

    def release(self, ms=20):
        """Free the search's memory for about ``ms`` milliseconds; return True once
        all of it is freed. Until then the page can be given the thread back: a big
        tree dropped at once is a long pause. The search is finished by this, and
        ``best()`` stays the answer it had."""
        if self._releasing is None:
            self._final = self.best()
            self.done = True
            self._gen.close()
            engine, self.engine = self.engine, None
            self._releasing = engine.release() if engine is not None else iter(())
        clock = self.clock
        deadline = clock() + ms / 1000.0
        for _ in self._releasing:
            if clock() >= deadline:
                return False
        return True

    def best(self):
        """The decision to play now: the search's choice so far. Once the search is
        done the answer is fixed, even where a level picks among good moves at random."""
        if self.done and self._final is not None:
            return self._final
        choice = self.engine.best() if self.engine is not None else self._best
        if self.done:
            self._final = choice
        return choice

    def info(self):
        """What the search did, for a status line or a benchmark."""
        eng = self.engine
        out = {"level": self.level.name, "reason": self.reason, "done": self.done,
               "elapsed_ms": round(self.elapsed * 1000.0, 1),
               "cpu_ms": round(self.cpu * 1000.0, 1), "steps": self.steps,
               "algorithm": eng.algorithm if eng is not None else None,
               "best": str(self.best())}
        if isinstance(eng, AlphaBeta):
            out.update(nodes=eng.nodes, depth=eng.depth, value=eng.value())
        elif isinstance(eng, MCTS):
            out.update(iterations=eng.iterations, value=eng.value())
        return out

    # -- the work ---------------------------------------------------------------
    def _run(self):
        state, profile = self.state, self.profile
        moves = self.moves
        if len(moves) == 1:
            self.reason = "only move"
            return
        algorithm = profile.algorithm_for(state)
        if algorithm == "solver":
            yield
            found = profile.solve(state)
            if found is not None:
                self._best, self.reason = found, "solver"
            else:
                self.reason = "no solution"
            return
        win = yield from tactics.find_win(state, profile)
        if win is not None:
            self._best, self.reason = win, "win in one"
            return
        safe = yield from tactics.safe_moves(state, profile, moves)
        self._best = profile.order(state, list(safe))[0]
        if len(safe) == 1:
            self.reason = "only safe move" if len(moves) > 1 else "only move"
            return
        if algorithm == "alphabeta" and state.players == 2:
            limit = None if self.work is None else self.work * NODES_PER_ITERATION
            self.engine = AlphaBeta(state, safe, profile, self.level, self.rng, limit)
        else:
            self.engine = MCTS(state, safe, profile, self.level, self.rng, self.work)
        yield from self.engine.run()
