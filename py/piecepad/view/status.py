"""The words for where a game stands, shared by the pages, the app's
announcements and the saved-games list."""

from .. import agreed
from ..game import reason_of
from ..i18n import N_, tr
from . import registry
from .contract import GameView


def status_text(state, names=(), legal=True):
    """``names``: the players' names by seat (a record's), shown with the seat:
    "Sam (Light) to move." A standing draw offer is said first. ``legal=False``:
    a blocked player reads "to move" (telling takes the legal moves)."""
    if state.outcome is not None:
        return end_text(state, names)
    if state.players == 1:
        return tr("Your move.")
    who = agreed.who(state, state.to_move, names)
    offer = agreed.offer_of(state)
    blocked = legal and any(m.text == "pass" for m in state.legal_moves())
    if offer is not None:
        offerer = agreed.who(state, offer, names)
        if blocked:
            return tr("{offerer} offers a draw. {who} is blocked and must pass.",
                      offerer=offerer, who=who)
        return tr("{offerer} offers a draw. {who} to move.", offerer=offerer, who=who)
    if blocked:
        return tr("{who} is blocked and must pass.", who=who)
    return tr("{who} to move.", who=who)


def end_text(state, names=(), mine=()):
    """How a finished game ended, naming the winner as the players know them:
    "You won. Dark captures Light's pawn and wins." (``mine``: this device's seats,
    in a game by link), "Ben wins. …" when the winner is named, else the reason."""
    reason = tr("{reason}.", reason=reason_of(state.outcome))
    winner = winner_words(state, names, mine)
    return tr("{winner}. {reason}", winner=winner, reason=reason) if winner else reason


def winner_words(state, names=(), mine=()):
    """"You won" or "Ben wins" for a finished game with one winner this device
    knows as "you" or by name, else ""."""
    winners = set(state.outcome.winners)
    if len(winners) != 1 or state.players < 2:
        return ""
    if mine and len(set(mine)) < state.players and winners <= set(mine):
        return tr("You won")
    seat = next(iter(winners))
    name = names[seat] if seat < len(names) else ""
    return tr("{name} wins", name=name) if name else ""


def invite_text(line, mine, game_title):
    """A friend's first link, read on the device that plays ``mine``: who invites
    whom to what, the move that came with it, and whose move it is ("Ann invites
    you to Tracers: you play Dark. Your move (Dark).")."""
    start, names = line.states[0], line.names
    senders = [names[i] for i in range(start.players)
               if i not in mine and i < len(names) and names[i]]
    side = ", ".join(tr(start.seat_name(i)) for i in mine)
    said = (tr("{who} invites you to {game}: you play {side}.", who=" & ".join(senders),
               game=tr(game_title), side=side) if senders else
            tr("An invitation to {game}: you play {side}.", game=tr(game_title), side=side))
    if len(line):
        return f"{said} {news_text(line, len(line) - 1, mine)}"
    final = line.states[-1]
    return f"{said} {turn_text(final, names, mine) or status_text(final, names)}"


def side_text(state, seats, names=()):
    """In a game against the computer, the side played here, said at the start, on a
    rematch and by ``turn``: "You play Light against the computer, medium." ("" when
    no computer plays, or no person does)."""
    from ..seats import HUMAN, kind_of
    people = [i for i in range(state.players) if kind_of(seats, i) == HUMAN]
    computers = [i for i in range(state.players) if kind_of(seats, i) != HUMAN]
    if not people or not computers:
        return ""
    side = ", ".join(agreed.who(state, i, names) for i in people)
    if len(computers) == 1:
        return tr("You play {side} against the computer, {level}.", side=side,
                  level=tr(seats[computers[0]]))
    others = ", ".join(tr("{name} ({seat})", name=agreed.who(state, i, names),
                          seat=tr(seats[i])) for i in computers)
    return tr("You play {side}; the computer plays {others}.", side=side, others=others)


def thinking_text(state, level, names=()):
    """The computer to move, searching: the status line, and said once per move."""
    return tr("{name} (computer, {level}) is thinking…",
              name=agreed.who(state, state.to_move, names), level=tr(level))


def viewing_text(cursor, count):
    """A game by link looked at before its end: which move is shown."""
    return tr("Viewing move {n} of {count}.", n=cursor, count=count)


def turn_text(state, names=(), mine=()):
    """A game played by link, seen from the device that plays ``mine`` (seats):
    "Your move (Light)." or "Waiting for Sam (Dark)." (a standing draw offer said
    first); "" when this device plays every side, or the game is over."""
    if not mine or state.outcome is not None or len(set(mine)) >= state.players:
        return ""
    offer = agreed.offer_of(state)
    offerer = agreed.who(state, offer, names) if offer is not None else None
    if state.to_move in mine:
        seat = tr(state.seat_name(state.to_move))
        if offerer is not None:
            return tr("{offerer} offers a draw. Your move ({seat}).", offerer=offerer,
                      seat=seat)
        return tr("Your move ({seat}).", seat=seat)
    who = agreed.who(state, state.to_move, names)
    if offerer is not None:
        return tr("{offerer} offers a draw. Waiting for {who}.", offerer=offerer, who=who)
    return tr("Waiting for {who}.", who=who)


def players_text(state, names=()):
    """The players by name, "Sam v Alex" ("Light" for a seat with none), or ""
    when no one is named."""
    if not names or not any(names):
        return ""
    return versus(n or tr(state.seat_name(i)) for i, n in enumerate(names))


def versus(names):
    """Players side by side: "Sam v Alex"."""
    names = list(names)
    text = names[0] if names else ""
    for name in names[1:]:
        text = tr("{first} v {second}", first=text, second=name)
    return text


ACTION_WORDS = {"resign": N_("{who} resigns"), "offer": N_("{who} offers a draw"),
                "accept": N_("{who} accepts the draw"),
                "decline": N_("{who} declines the draw: play on")}


def move_words(state, move, names=()):
    """A move in words, as the live region says it after the move: who, then what,
    in the game's own words (``GameView.say_move``: "Light g5 to f3", "North claims
    b4", "Sam resigns"). ``state`` is the position it was played from; ``names``: the
    players' names by seat (a record's)."""
    if agreed.is_action(move):
        kind, seat = move.data
        return tr(ACTION_WORDS[kind], who=agreed.who(state, seat, names))
    who = agreed.who(state, state.to_move, names)
    return view_of(state).say_move(agreed.base(state), move, who)


def pending_text(state):
    """The decision the player to move still owes, as an instruction, or ""."""
    if state.outcome is not None:
        return ""
    return view_of(state).say_pending(agreed.base(state))


def view_of(state):
    """The view of ``state``'s game; the core's words for a game without one (a game
    made up in a test)."""
    try:
        return registry.view(state.game.id)
    except KeyError:
        return PLAIN


PLAIN = GameView(play_area=str, describe=str)


MAX_NAMED = 6            # new moves named one by one in a notice; more are counted


def news_text(line, start, mine=()):
    """What changed since a save was last seen: the moves of ``line`` from ply
    ``start`` on, in words, then where the game stands ("2 new moves: Dark e2 to
    e3, Light g5 to f3. Dark to move."). ``mine``: the seats this device plays;
    new moves made for them are flagged ("One was played for you: ...")."""
    if len(line) - start <= 0:
        return ""
    names = line.names
    plies = [i for i in range(start, len(line)) if not agreed.is_action(line.moves[i])]
    count = len(plies)
    shown = plies[-MAX_NAMED:]
    words = [move_words(line.states[i], agreed.parse(line.states[i], line.moves[i]), names)
             for i in shown]
    moves = ", ".join(words)
    if count == 0:
        said = ""
    elif count == 1:
        said = tr("New move: {moves}.", moves=moves)
    elif len(shown) == count:
        said = tr("{n} new moves: {moves}.", n=count, moves=moves)
    else:
        said = tr("{n} new moves, the last {shown}: {moves}.", n=count, shown=len(words),
                  moves=moves)
    # Offers, answers and resignations are said as what they are, not counted as moves.
    acts = [sentence(move_words(line.states[i], agreed.parse(line.states[i], line.moves[i]),
                                names))
            for i in range(start, len(line)) if agreed.is_action(line.moves[i])]
    said = " ".join(filter(None, [said, *acts[-MAX_NAMED:]]))
    yours = [move_words(line.states[i], agreed.parse(line.states[i], line.moves[i]), names)
             for i in played_for(line, start, mine)]
    if yours:
        said += " " + (tr("One was played for you: {move}.", move=yours[0]) if len(yours) == 1
                       else tr("{n} were played for you, the first: {move}.", n=len(yours),
                               move=yours[0]))
    final = line.states[-1]
    end = turn_text(final, names, mine) or (end_text(final, names, mine) if final.outcome
                                            else status_text(final, names))
    return f"{said} {end}"


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
    if turn_text(state, names, mine):
        turn = tr("Your move") if state.to_move in mine else \
            tr("Waiting for {who}", who=agreed.who(state, state.to_move, names))
    elif state.outcome is not None and mine and len(set(mine)) < state.players:
        turn = winner_words(state, names, mine) or status_text(state).rstrip(".")
    else:
        turn = status_text(state).rstrip(".")
    return tr("{status} · {game}", status=turn, game=tr(game_title))


def send_text(state, game_title):
    """The words sent with a game's link (the system share sheet)."""
    if state.outcome is not None:
        return tr("Our game of {game}: {status}", game=tr(game_title), status=status_text(state))
    return tr("Your move in {game}", game=tr(game_title))


def sentence(text):
    """A message as a sentence: a capital first, a full stop last."""
    text = text.strip()
    return text[:1].upper() + text[1:] + ("" if text.endswith((".", "!", "?")) else ".")
