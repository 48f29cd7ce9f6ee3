"""Small shared pieces: rewards of a state, who won, the win value."""

import math

WIN = 1_000_000.0      # alpha-beta value of a won position (minus the plies to get there)
WON = WIN - 10_000     # any value beyond this is a proven result


def won_by(state, seat):
    """Did ``seat`` win (alone) in this finished state?"""
    o = state.outcome
    return o is not None and o.winners == (seat,)


def terminal_rewards(state):
    """One reward per seat for a finished game: winners share 1, a draw splits it."""
    n = state.players
    winners = state.outcome.winners
    if not winners:
        return (1.0 / n,) * n
    share = 1.0 / len(winners)
    return tuple(share if s in winners else 0.0 for s in range(n))


def rewards(profile, state, evaluate=None):
    """One reward in [0, 1] per seat: the result of a finished game, else the
    evaluation (``evaluate``, by default the profile's) squashed by the profile's
    scale (logistic for two, softmax for more)."""
    if state.outcome is not None:
        return terminal_rewards(state)
    e = (evaluate or profile.evaluate)(state)
    scale = profile.scale
    if len(e) == 2:
        d = (e[0] - e[1]) / scale
        if d > 40:
            return (1.0, 0.0)
        if d < -40:
            return (0.0, 1.0)
        r = 1.0 / (1.0 + math.exp(-d))
        return (r, 1.0 - r)
    top = max(e)
    w = [math.exp(max(-40.0, (x - top) / scale)) for x in e]
    total = sum(w)
    return tuple(x / total for x in w)


def value_for(profile, state, seat):
    """Alpha-beta value of a state for ``seat`` (two players): the evaluation
    difference, or +-WIN at a finished game (0 for a draw)."""
    o = state.outcome
    if o is not None:
        if not o.winners:
            return 0.0
        return WIN if seat in o.winners else -WIN
    e = profile.evaluate(state)
    return e[seat] - e[1 - seat]


def pick_softmax(choices, t, rng):
    """One of ``choices`` ((item, value) pairs), with weight exp((value - best) / t)."""
    if len(choices) == 1 or t <= 0:
        return max(choices, key=lambda c: c[1])[0]
    top = max(v for _c, v in choices)
    weights = [(c, math.exp(max(-50.0, (v - top) / t))) for c, v in choices]
    x = rng.random() * sum(w for _c, w in weights)
    for item, w in weights:
        x -= w
        if x <= 0:
            return item
    return weights[-1][0]
