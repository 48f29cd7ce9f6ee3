"""Profile: what the search needs to know about one game, with generic defaults.

A game's heuristics module subclasses Profile and overrides what it can do better.
The defaults work for any game that follows the engine contract (so a game without
a module of its own, e.g. a newly added one, still gets a working MCTS player that
plays random rollouts to the end and counts ``state.scores`` at a cut-off).

Values. ``evaluate(state)`` gives one number per seat, in the game's own units
("a tile", "a line", ...); only differences between seats matter. ``scale`` is the
difference worth about a 73 % chance of winning: rewards for MCTS are a logistic of
the difference (two players) or a softmax (more), and easy's move noise is measured
in it. ``slip`` is the largest loss (in the same units) easy's random choice
among the root moves may make: small where every tempo counts.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from random import Random

    from ...game import Move, State
    from ...protocols import ProfileProtocol


class Profile:
    algorithm = "mcts"        # "mcts", "alphabeta" (two players) or "solver" (puzzles)
    scale = 1.0               # evaluate() difference worth about 73 % (see above)
    slip = 0.35               # easy picks among root moves this close to the best
    rollout_plies = 200       # MCTS: decisions played out before evaluating
    exploration = 0.9         # UCT constant
    stochastic = False        # True if play() draws chance the search must not peek at

    def algorithm_for(self, state: State) -> str:
        """The search for this position: "alphabeta", "mcts" or "solver"."""
        return self.algorithm

    def core(self, state: State) -> Any:
        """For alpha-beta: a mutable copy of the running ``state`` that the search
        changes in place instead of making a State per node, or None (the default:
        search the States). A core has ``key`` (a hashable position key), ``to_move``,
        ``result`` (None while the game goes on, else the winning seat, or -1 for a
        draw), ``moves()`` (as ``state.legal_moves()``), ``moves_ordered()`` (this
        profile's order), ``make(move)``, ``undo()``, ``over()`` and
        ``evaluation(seat)`` (``evaluate``'s value for ``seat`` minus the other's).
        Not used for games with hidden chance."""
        return None

    def max_depth_for(self, state: State) -> int | None:
        """A cap on alpha-beta's depth in plies for this position, or None."""
        return None

    # Alpha-beta depth caps by level name, where a game needs other ones than the
    # levels' own (levels.py): {"medium": 6}.
    depth_caps: dict[str, int] = {}

    def stochastic_for(self, state: State) -> bool:
        """Does play() from this position draw chance the search must not see?"""
        return self.stochastic

    def solve(self, state: State) -> Move | None:
        """"solver" games only: the decision a dedicated solver suggests, or None."""
        return None

    def evaluate(self, state: State) -> tuple[float, ...]:
        """Per-seat value of a running state (higher is better for that seat)."""
        scores = state.scores
        if len(scores) == state.players:
            return tuple(float(x) for x in scores)
        return (0.0,) * state.players

    def budget_share(self, state: State) -> float:
        """Share of the level's budget this decision gets (e.g. less for the small
        follow-up decisions of a turn)."""
        return 1.0

    def order(self, state: State, moves: Sequence[Move]) -> list[Move]:
        """Moves best-first, by a cheap static guess (alpha-beta ordering, MCTS
        expansion order). Must keep every move."""
        return list(moves)

    def candidates(self, state: State, moves: Sequence[Move]) -> Sequence[Move]:
        """The ordered moves the MCTS tree expands at this state (may drop some
        hopeless ones where there are very many; never returns an empty list)."""
        return moves

    def rollout_move(self, state: State, moves: Sequence[Move], rng: Random) -> Move:
        return moves[rng.randrange(len(moves))]

    def may_win(self, state: State) -> bool:
        """False only if the player to move surely cannot win during this turn (lets
        the win-in-one checks skip work)."""
        return True

    def tactical_moves(self, state: State) -> Sequence[Move]:
        """The decisions worth trying when looking for a win during this turn."""
        return state.legal_moves()

    def complete_turn(self, state: State) -> State:
        """Finish a turn of several decisions the quick way (used to judge a first
        decision); the default takes the first ordered decision each time."""
        while state.outcome is None and state.pending:
            state = state.play(self.order(state, state.legal_moves())[0])
        return state

    def yardstick(self, state: State) -> tuple[float, ...]:
        """The evaluation the greedy benchmark player uses (ai/baseline.py): the
        game's plain measure. It stays put when ``evaluate`` grows finer, so the
        benchmark keeps measuring against the same opponent."""
        return self.evaluate(state)

    def determinize(self, state: State) -> State:
        """For alpha-beta on a game with chance: a copy of ``state`` whose hidden
        chance is replaced by a fixed guess that does not read the seed."""
        return state

    def outcomes(self, state: State) -> Sequence[tuple[float, State]] | None:
        """For alpha-beta on a game with chance: None if the player to move in this
        (determinized) state knows what it plays with, else the possible chance
        results as (probability, state) pairs, which the search averages."""
        return None

    def sample(self, state: State, rng: Random) -> State:
        """A copy of ``state`` with its hidden chance (future dice) drawn afresh from
        ``rng``. Only called when ``stochastic`` is True."""
        return state


if TYPE_CHECKING:
    def _conforms(profile: Profile) -> ProfileProtocol:  # mypy: Profile keeps the protocol
        return profile
