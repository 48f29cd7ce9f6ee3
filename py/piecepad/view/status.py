"""The words for where a game stands, shared by the pages, the app's
announcements and the saved-games list."""

from ..game import OFF


def status_text(state):
    if state.outcome is not None:
        return state.outcome.reason + "."
    if state.players == 1:
        return "Your move."
    who = state.seat_name(state.to_move)
    if any(m.text == "pass" for m in state.legal_moves()):
        return f"{who} is blocked and must pass."
    return f"{who} to move."


def move_words(state, move):
    """A move in words, as the live region says it after the move: who, then what
    ("Light g5 to f3", "Dark passes"). ``state`` is the position it was played from."""
    who = state.seat_name(state.to_move)
    if move.target == OFF:
        return f"{who} bears off from {move.origin}"
    if move.is_step:
        return f"{who} {move.origin} to {move.target}"
    return f"{who} passes" if move.text == "pass" else f"{who} plays {move.text}"


MAX_NAMED = 6            # new moves named one by one in a notice; more are counted


def news_text(line, start):
    """What changed since a save was last seen: the moves of ``line`` from ply
    ``start`` on, in words, then where the game stands ("2 new moves: Dark e2 to
    e3, Light g5 to f3. Dark to move.")."""
    count = len(line) - start
    if count <= 0:
        return ""
    first = max(start, len(line) - MAX_NAMED)
    words = [move_words(line.states[i], line.states[i].parse(line.moves[i]))
             for i in range(first, len(line))]
    head = (f"{count} new moves" if first == start else
            f"{count} new moves, the last {len(words)}") if count > 1 else "New move"
    return f"{head}: {', '.join(words)}. {status_text(line.states[-1])}"


def title_text(state, game_title):
    """The document title of a game page: whose turn it is (or the result), then
    the game ("Dark to move · Tracers")."""
    return f"{status_text(state).rstrip('.')} · {game_title}"


def send_text(state, game_title):
    """The words sent with a game's link (the system share sheet)."""
    if state.outcome is not None:
        return f"Our game of {game_title}: {status_text(state)}"
    return f"Your move in {game_title}"


def sentence(text):
    """A message as a sentence: a capital first, a full stop last."""
    text = text.strip()
    return text[:1].upper() + text[1:] + ("" if text.endswith((".", "!", "?")) else ".")
