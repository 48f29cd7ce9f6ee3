"""Wins in one and moves that hand the next player a win in one.

Both are generators (they yield between root moves, so a cooperative search can
pause them) that return their answer: ``result = yield from find_win(...)``.
"Win in one" means within the current turn: in a game whose turns are several
decisions (Pacru), the rest of the turn is searched too, within a small cap.
"""

from .common import won_by

TURN_CAP = 60          # decisions tried to finish one turn when looking for a win


def _wins_turn(state, seat, profile, budget):
    """Can ``seat`` win by the end of the turn it is playing in ``state``?"""
    if state.outcome is not None:
        return won_by(state, seat)
    if state.to_move != seat or not state.pending:
        return False
    for move in profile.order(state, profile.tactical_moves(state)):
        if budget[0] <= 0:
            return False
        budget[0] -= 1
        if _wins_turn(state.play(move), seat, profile, budget):
            return True
    return False


def find_win(state, profile):
    """A decision of the player to move that wins during this turn, or None."""
    if state.outcome is not None or not profile.may_win(state):
        return None
    me = state.to_move
    for move in profile.tactical_moves(state):
        if _wins_turn(state.play(move), me, profile, [TURN_CAP]):
            return move
        yield
    return None


def loses_at_once(state, seat):
    o = state.outcome
    return o is not None and bool(o.winners) and seat not in o.winners


def safe_moves(state, profile, moves):
    """The moves after which the next player cannot win at once (nor is the game
    lost outright); all of ``moves`` if none is safe. A first decision of a turn of
    several is judged after finishing the turn the quick way (profile.complete_turn)."""
    me = state.to_move
    safe = []
    for move in moves:
        after = state.play(move)
        if after.outcome is None and after.to_move == me and after.pending:
            after = profile.complete_turn(after)
        if after.outcome is not None:
            ok = not loses_at_once(after, me)
        elif after.to_move == me:
            ok = True
        else:
            threat = yield from find_win(after, profile)
            ok = threat is None
        if ok:
            safe.append(move)
        yield
    return safe or list(moves)
