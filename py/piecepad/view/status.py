"""The words for where a game stands, shared by the pages, the app's
announcements and the saved-games list."""


def status_text(state):
    if state.outcome is not None:
        return state.outcome.reason + "."
    if state.players == 1:
        return "Your move."
    who = state.seat_name(state.to_move)
    if any(m.text == "pass" for m in state.legal_moves()):
        return f"{who} is blocked and must pass."
    return f"{who} to move."


def sentence(text):
    """A message as a sentence: a capital first, a full stop last."""
    text = text.strip()
    return text[:1].upper() + text[1:] + ("" if text.endswith((".", "!", "?")) else ".")
