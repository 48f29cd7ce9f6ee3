"""The three levels of play: how much of the budget each uses and how it searches.

``budget_ms`` (or ``iterations``) given to ``choose`` is the amount of search of the
*medium* level; easy uses a quarter of it and hard three times as much. On top of the
time, a level sets search settings: easy looks at most two plies ahead in the
alpha-beta games and then picks among the good moves at random (weighted by how good
they look), so it is weaker but never random; medium looks four plies ahead (or the
game's own cap, ``profile.depth_caps``) and picks among the moves within half a slip
of the best; hard searches without a cap, for three times medium's budget, and avoids
draws (contempt). Every level first takes a win in one and
refuses a move that hands the next player a win in one, when it has another move.
"""

from dataclasses import dataclass


@dataclass(frozen=True)
class Level:
    name: str
    time_factor: float        # share of budget_ms / iterations this level spends
    max_depth: object         # alpha-beta depth cap in plies, or None for no cap
    temperature: float        # 0: the best move; > 0: random among root moves within
                              # temperature x the game's slip of the best
    rollout_factor: float     # multiplies a game's MCTS rollout length
    exploration: float        # multiplies a game's UCT exploration constant
    contempt: float = 0.0     # alpha-beta: a draw is worth -contempt x slip to this level
    exact: bool = False       # alpha-beta: every root move gets its exact value (analysis)


LEVELS = {
    "easy": Level("easy", 0.25, 2, 1.0, 1.0, 1.0),
    # Medium looks a few plies ahead (a game's profile may set its own cap:
    # ``depth_caps``) and picks among the moves within half the game's slip of the best:
    # a sound opponent that hard, searching without a cap for three times as long,
    # beats. Without the cap medium and hard drew most games (Dodg'em, Quet).
    "medium": Level("medium", 1.0, 4, 0.5, 1.0, 1.0),
    # Hard searches as deep as its time allows and plays on rather than take a draw it
    # can avoid at a small cost (contempt: a draw is worth -2 slips to it).
    "hard": Level("hard", 3.0, None, 0.0, 1.0, 1.0, contempt=2.0),
}
NAMES = tuple(LEVELS)


def get(level):
    """Level name (or a Level) -> Level; a ValueError naming the levels otherwise."""
    if isinstance(level, Level):
        return level
    try:
        return LEVELS[level]
    except (KeyError, TypeError):
        raise ValueError(f"unknown level {level!r} (levels: {', '.join(NAMES)})") from None
