"""The words for where a game stands, shared by the pages, the app's
announcements and the saved-games list."""

from .. import agreed


def status_text(state, names=(), legal=True):
    """``names``: the players' names by seat (a record's), shown with the seat:
    "Sam (Light) to move." A standing draw offer is said first. ``legal=False``:
    a blocked player reads "to move" (telling takes the legal moves)."""
    if state.outcome is not None:
        return state.outcome.reason + "."
    if state.players == 1:
        return "Your move."
    who = agreed.who(state, state.to_move, names)
    offer = agreed.offer_of(state)
    said = f"{agreed.who(state, offer, names)} offers a draw. " if offer is not None else ""
    if legal and any(m.text == "pass" for m in state.legal_moves()):
        return f"{said}{who} is blocked and must pass."
    return f"{said}{who} to move."


def players_text(state, names=()):
    """The players by name, "Sam v Alex" ("Light" for a seat with none), or ""
    when no one is named."""
    if not names or not any(names):
        return ""
    return " v ".join(n or state.seat_name(i) for i, n in enumerate(names))


def sentence(text):
    """A message as a sentence: a capital first, a full stop last."""
    text = text.strip()
    return text[:1].upper() + text[1:] + ("" if text.endswith((".", "!", "?")) else ".")
