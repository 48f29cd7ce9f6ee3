"""Two yardstick players for benchmarks and tests (not levels of play).

``random_move``: a uniformly random legal decision.
``greedy_move``: one ply deep: a decision that wins at once if there is one, else
the one whose resulting position the game's yardstick evaluation likes best for the
mover (ties broken at random). The yardstick is the profile's plain measure, fixed
while the search's own evaluation may grow finer. In Pacru that is decision by decision, with the pending
claim counted by the evaluator.
"""

from .common import rewards
from .heuristics import profile_for


def random_move(state, rng):
    moves = state.legal_moves()
    return moves[rng.randrange(len(moves))]


def greedy_move(state, rng):
    profile = profile_for(state)
    me = state.to_move
    best, best_value = [], -1.0
    for move in state.legal_moves():
        value = rewards(profile, state.play(move), profile.yardstick)[me]
        if value > best_value + 1e-12:
            best, best_value = [move], value
        elif value >= best_value - 1e-12:
            best.append(move)
    return best[rng.randrange(len(best))]
