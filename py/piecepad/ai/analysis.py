"""Analysis: who is ahead, the best line, and what every legal decision is worth.

    analysis = Analysis(state)
    while not analysis.step(8):          # slices, like Search: the page stays live
        report = analysis.report()       # readable at any moment
    while not analysis.release(8): ...   # then hand the memory back in slices

Unlike ``Search`` (one decision for the computer, with a level's noise, shortcuts
and depth caps), an analysis searches every legal decision with an exact value at
the root, no noise and no contempt, then extends the best decision into a line of
``line_plies`` decisions with a short search at each. It only reads ``state``:
the game is never changed.

Values are shares of a win in [0, 1]: a proven win is 1, a proven loss 0, a draw
1/2 (split among the seats), and in between the search's value squashed by the
game's ``scale`` (ai/common.rewards). With more than two seats (Pacru) the shares
are the Monte Carlo tree search's mean rewards.
"""

import math
import time
import random
from dataclasses import dataclass, field

from . import heuristics
from .alphabeta import AlphaBeta
from .common import WIN, WON, terminal_rewards
from .levels import Level
from .mcts import MCTS

# No depth cap, no noise, no contempt; every root decision valued exactly.
ANALYSIS = Level("analysis", 1.0, None, 0.0, 1.0, 1.0, exact=True)
LINE_PLIES = 4


@dataclass(frozen=True)
class Report:
    """What an analysis has found so far; every value is a share of a win."""
    mover: object                 # the seat to move (None once the game is over)
    seats: tuple                  # one share per seat, summing to about 1
    values: dict = field(default_factory=dict)   # decision text -> share for the mover
    line: tuple = ()              # the best line, decision texts from the position
    depth: int = 0                # plies searched (alpha-beta), else 0
    work: int = 0                 # nodes or playouts searched at the root
    proven: object = None         # (winning seat, plies to the win) when proven, or None
    done: bool = False


class Analysis:
    def __init__(self, state, budget_ms=3000, line_plies=LINE_PLIES, line_ms=300,
                 clock=time.perf_counter):
        self.state = state
        self.clock = clock
        self.budget_s = budget_ms / 1000.0
        self.line_plies = line_plies
        self.line_s = line_ms / 1000.0
        self.elapsed = 0.0
        self.done = False
        self.engine = None
        self.profile = heuristics.profile_for(state) if state.outcome is None else None
        self.rng = random.Random("piecepad-analysis")
        self._values = {}
        self._line = ()
        self._report = None
        self._gen = self._run()

    # -- the caller's side (as Search) ------------------------------------------
    def step(self, ms=20):
        """Work for about ``ms`` milliseconds; True once the analysis is finished."""
        if self.done:
            return True
        start = self.clock()
        deadline = start + ms / 1000.0
        try:
            while True:
                next(self._gen)
                if self.clock() >= deadline:
                    break
        except StopIteration:
            self.done = True
        self.elapsed += self.clock() - start
        self._report = None
        return self.done

    def release(self, ms=20):
        """Drop the search's tables a slice at a time; True once all are freed."""
        self.report()                       # keep what was found
        self.done = True
        self._gen.close()
        engine, self.engine = self.engine, None
        if engine is not None:
            self._releasing = engine.release()
        releasing = getattr(self, "_releasing", iter(()))
        deadline = self.clock() + ms / 1000.0
        for _ in releasing:
            if self.clock() >= deadline:
                return False
        return True

    def report(self):
        if self._report is None or self._report.done != self.done:
            self._report = self._make_report()
        return self._report

    # -- the work -----------------------------------------------------------------
    def _run(self):
        state = self.state
        if state.outcome is not None:
            return
        algorithm = self.profile.algorithm_for(state)
        if algorithm == "solver":
            yield from self._solve()
            return
        self.engine = self._engine(state)
        run = self.engine.run()
        until = self.elapsed + self.budget_s
        for _ in run:
            yield
            if self.elapsed >= until:
                break
        self._values = self._root_values()
        first = self._first()
        self._line = (first.text,)
        yield from self._extend(state.play(first))

    def _engine(self, state, moves=None):
        moves = list(moves or state.legal_moves())
        if self.profile.algorithm_for(state) == "alphabeta" and state.players == 2:
            return AlphaBeta(state, moves, self.profile, ANALYSIS, self.rng)
        return MCTS(state, moves, self.profile, ANALYSIS, self.rng)

    def _extend(self, state):
        """The line after its first decision: a short search at each position."""
        while len(self._line) < self.line_plies and state.outcome is None:
            moves = state.legal_moves()
            if len(moves) == 1:
                move = moves[0]
            else:
                engine = self._engine(state, moves)
                until = self.elapsed + self.line_s
                for _ in engine.run():
                    yield
                    if self.elapsed >= until:
                        break
                move = engine.best()
            self._line += (move.text,)
            state = state.play(move)
            yield

    def _solve(self):
        """A puzzle with its own solver: a decision is worth 1 if the puzzle can
        still be solved after it, else 0; the line is the solver's."""
        state = self.state
        line, at = [], state
        while len(line) < self.line_plies and at.outcome is None:
            move = at.hint()
            yield
            if move is None:
                break
            line.append(move.text)
            at = at.play(move)
        self._line = tuple(line)
        for move in state.legal_moves():
            child = state.play(move)
            solved = child.outcome is not None and child.outcome.winners
            self._values[move.text] = 1.0 if solved or (
                child.outcome is None and child.hint() is not None) else 0.0
            yield

    def _first(self):
        """The line's first decision: the best valued one, so that the line and the
        values shown agree (alpha-beta's values are those of its last whole depth)."""
        engine = self.engine
        if isinstance(engine, AlphaBeta) and engine.values:
            return max(engine.moves, key=lambda m: engine.values.get(m, -math.inf))
        return engine.best()

    def _root_values(self):
        engine, me = self.engine, self.state.to_move
        if isinstance(engine, AlphaBeta):
            return {m.text: share(v, self.profile.scale) for m, v in engine.values.items()}
        return {kid.move.text: kid.w[me] / kid.n for kid in engine.root.children if kid.n}

    def _make_report(self):
        state = self.state
        if state.outcome is not None:
            winners = state.outcome.winners
            return Report(None, terminal_rewards(state), done=True,
                          proven=(winners[0], 0) if len(winners) == 1 else None)
        me, n = state.to_move, state.players
        values = dict(self._values) or self._live_values()
        engine = self.engine
        depth = work = 0
        proven = None
        if isinstance(engine, AlphaBeta):
            depth, work = engine.depth, engine.nodes
            v = engine.value()
            if v is not None and abs(v) >= WON:
                proven = (me if v > 0 else 1 - me, int(WIN - abs(v)) + 1)
        elif isinstance(engine, MCTS):
            work = engine.iterations
        line = self._line or (self._live_best(),)
        if not line[0]:
            line = ()
        seats = self._seats(me, n, values, line)
        return Report(me, seats, values, line, depth, work, proven, self.done)

    def _live_values(self):
        engine = self.engine
        if engine is None or self.profile.algorithm_for(self.state) == "solver":
            return {}
        if isinstance(engine, AlphaBeta) and not engine.values:
            return {}
        return self._root_values()

    def _live_best(self):
        return self.engine.best().text if self.engine is not None else None

    def _seats(self, me, n, values, line):
        if self.profile.algorithm_for(self.state) == "solver":
            if not (line or values):
                return (0.5,)                       # not known yet
            return (1.0 if line or any(values.values()) else 0.0,)
        if isinstance(self.engine, MCTS):
            kids = self.engine.ranked()
            if kids and kids[0].n:
                return tuple(w / kids[0].n for w in kids[0].w)
            return (1.0 / n,) * n
        top = values.get(line[0]) if line else None
        if top is None and values:
            top = max(values.values())
        if top is None:
            return (0.5, 0.5)
        return (top, 1.0 - top) if me == 0 else (1.0 - top, top)


def share(value, scale):
    """An alpha-beta value for the player to move -> their share of a win."""
    if value >= WON:
        return 1.0
    if value <= -WON:
        return 0.0
    d = max(-40.0, min(40.0, value / scale))
    return 1.0 / (1.0 + math.exp(-d))
