"""The words for where a game stands, shared by the pages, the app's
announcements and the saved-games list."""

from .. import agreed
from ..game import OFF


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


def turn_text(state, names=(), mine=()):
    """A game played by link, seen from the device that plays ``mine`` (seats):
    "Your move (Light)." or "Waiting for Sam (Dark)." (a standing draw offer said
    first); "" when this device plays every side, or the game is over."""
    if not mine or state.outcome is not None or len(set(mine)) >= state.players:
        return ""
    offer = agreed.offer_of(state)
    said = f"{agreed.who(state, offer, names)} offers a draw. " if offer is not None else ""
    if state.to_move in mine:
        return f"{said}Your move ({state.seat_name(state.to_move)})."
    return f"{said}Waiting for {agreed.who(state, state.to_move, names)}."


def players_text(state, names=()):
    """The players by name, "Sam v Alex" ("Light" for a seat with none), or ""
    when no one is named."""
    if not names or not any(names):
        return ""
    return " v ".join(n or state.seat_name(i) for i, n in enumerate(names))


ACTION_WORDS = {"resign": "{} resigns", "offer": "{} offers a draw",
                "accept": "{} accepts the draw", "decline": "{} declines the draw: play on"}


def move_words(state, move, names=()):
    """A move in words, as the live region says it after the move: who, then what
    ("Light g5 to f3", "Dark passes", "Sam resigns"). ``state`` is the position it
    was played from; ``names``: the players' names by seat (a record's)."""
    if agreed.is_action(move):
        kind, seat = move.data
        return ACTION_WORDS[kind].format(agreed.who(state, seat, names))
    who = agreed.who(state, state.to_move, names)
    if move.target == OFF:
        return f"{who} bears off from {move.origin}"
    if move.is_step:
        return f"{who} {move.origin} to {move.target}"
    return f"{who} passes" if move.text == "pass" else f"{who} plays {move.text}"


MAX_NAMED = 6            # new moves named one by one in a notice; more are counted


def news_text(line, start, mine=()):
    """What changed since a save was last seen: the moves of ``line`` from ply
    ``start`` on, in words, then where the game stands ("2 new moves: Dark e2 to
    e3, Light g5 to f3. Dark to move."). ``mine``: the seats this device plays;
    new moves made for them are flagged ("One was played for you: ...")."""
    count = len(line) - start
    if count <= 0:
        return ""
    first = max(start, len(line) - MAX_NAMED)
    names = line.names
    words = [move_words(line.states[i], agreed.parse(line.states[i], line.moves[i]), names)
             for i in range(first, len(line))]
    head = (f"{count} new moves" if first == start else
            f"{count} new moves, the last {len(words)}") if count > 1 else "New move"
    yours = [move_words(line.states[i], agreed.parse(line.states[i], line.moves[i]), names)
             for i in played_for(line, start, mine)]
    flag = ""
    if yours:
        flag = (f" One was played for you: {yours[0]}." if len(yours) == 1 else
                f" {len(yours)} were played for you, the first: {yours[0]}.")
    end = turn_text(line.states[-1], names, mine) or status_text(line.states[-1], names)
    return f"{head}: {', '.join(words)}.{flag} {end}"


def played_for(line, start, mine):
    """The plies from ``start`` on made by a seat in ``mine``: moves another device
    made for this one's side."""
    if not mine:
        return []
    return [i for i in range(start, len(line))
            if agreed.seat_of(line.states[i], agreed.parse(line.states[i], line.moves[i]))
            in mine]


def title_text(state, game_title, names=(), mine=()):
    """The document title of a game page: whose turn it is (or the result), then
    the game ("Dark to move · Tracers"; "Your move · Tracers" by link)."""
    turn = turn_text(state, names, mine)
    if turn:
        turn = "Your move" if state.to_move in mine else turn.rsplit(". ", 1)[-1]
    return f"{(turn or status_text(state)).rstrip('.')} · {game_title}"


def send_text(state, game_title):
    """The words sent with a game's link (the system share sheet)."""
    if state.outcome is not None:
        return f"Our game of {game_title}: {status_text(state)}"
    return f"Your move in {game_title}"


def sentence(text):
    """A message as a sentence: a capital first, a full stop last."""
    text = text.strip()
    return text[:1].upper() + text[1:] + ("" if text.endswith((".", "!", "?")) else ".")
