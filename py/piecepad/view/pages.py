"""Whole pages and dialogs, from the app's values."""

import re

from .. import agreed, catalogue, games, movenumbers
from ..i18n import N_, tr
from ..game import reason_of
from ..i18n.formats import ago, number
from ..options import format_value
from ..seats import HUMAN, SEAT_KINDS, kind_of
from . import registry
from .html import button, classes, esc, tag, void
from .status import (end_text, move_words, status_text, thinking_text, turn_text,
                     versus, viewing_text)


def playable(game_id):
    return registry.playable(game_id)


# -- home -------------------------------------------------------------------
CONTINUE_ROWS = 3


def continuing(saves, current=None):
    """The games in progress the home page offers to continue: the current one, then
    the others last played most recently (assets/first-paint.js orders the same way
    from storage, so the first paint has this shape)."""
    rest = sorted((s for s in saves if not s.result and (current is None or s.id != current.id)),
                  key=lambda s: (-s.updated, _desc(s.id)))
    first = [current] if current is not None and not current.result else []
    return (first + rest)[:CONTINUE_ROWS]


def _desc(text):
    return [-ord(c) for c in text]


def home(saves, current=None, note=None):
    cards = "".join(_card(row) for row in catalogue.entries())
    resume = ""
    rows = continuing(saves, current)
    if rows:
        # The first game alone in .resume, the others beside it: one Continue button
        # in .resume, as there always was.
        resume = tag("section", tag("h2", tr("Continue")) + _save_row(rows[0], current=True),
                     class_="resume")
        if rows[1:]:
            resume += tag("section", tag("h2", tr("Also in progress"), class_="sr-only")
                          + "".join(_save_row(s, current=True) for s in rows[1:]),
                          class_="also-playing", aria_label=tr("Also in progress"))
    more = tag("p", tag("a", tr("All saved games ({n})", n=len(saves)), href="#/saved")) if saves else ""
    from . import open_game            # here: a game link's first render does without it
    more += open_game.entry()          # paste a PPN, a record or a link (view/open_game.py)
    return (_note(note) + tag("h1", tr("Pick a game"), class_="page-title") + _about()
            + _your_move_line(saves) + resume + tag("ul", cards, class_="cards") + more)


def _your_move_line(saves):
    """"Your move in 2 games", to the Saved page, when friends wait for this device."""
    n = your_move_count(saves)
    return your_move_line(tr(("{n} game", "{n} games"), n=n)) if n else ""


def your_move_count(saves):
    """How many games by link wait for this device's move."""
    return sum(1 for s in saves if save_group(s) == YOUR_MOVE)


def your_move_line(games_text):
    """The line itself; the first paint fills ``games_text`` from storage."""
    return tag("p", tag("a", tr("Your move in {games}", games=games_text), href="#/saved"),
               class_="your-move-line")


def _about():
    """What Piecepad is, and where a newcomer learns: one line under the title."""
    return tag("p", tr("Small abstract board games to play in your browser, with a friend or "
                       "against the computer, offline too, with nothing sent anywhere. New to "
                       "a game? {learn}, or try {daily}.",
                       learn=tag("a", tr("Learn it step by step"), href="#/learn"),
                       daily=tag("a", tr("the puzzle of the day"), href="#/daily")),
               class_="intro")


def card_picture_path(game_id):
    """Where the build puts a game's card picture (piecepad.app.prerender)."""
    return f"cards/{game_id}.svg"


def _card(row):
    # An SVG <image>, not an <img>: the page's own markup has no <img>, so a test can
    # tell at a glance that nothing from a link became one.
    title = tr(row.title)
    picture = tag("svg", void("image", href=card_picture_path(row.id), width="100%",
                              height="100%") + "</image>",
                  class_="card-picture", role="img", aria_label=tr("{title}: a game in play", title=title),
                  xmlns="http://www.w3.org/2000/svg") if registry.playable(row.id) else ""
    head = (picture + tag("h2", esc(title)) + tag("p", esc(tr(row.players)), class_="players")
            + tag("p", esc(tr(row.blurb))))
    actions = button(tr("New game"), "new-game", data_game=row.id, class_="primary")
    if not row.solo:
        actions += button(tr("Play the computer"), "play-computer", data_game=row.id,
                          aria_label=tr("Play the computer: {title}, easy level", title=title))
        actions += button(tr("Play a friend"), "play-friend", data_game=row.id,
                          aria_label=tr("Play a friend by link: {title}", title=title))
    if row.rules:
        actions += tag("a", tr("Rules"), href=f"#/rules/{row.id}", class_="rules-link")
    if row.setup:
        actions += tag("a", tr("Set up a position"), href=f"#/setup/{row.id}", class_="setup-link")
    actions += tag("a", tr("Learn"), href=f"#/learn/{row.id}", class_="learn-link")  # app/learn.py
    return tag("li", head + tag("div", actions, class_="actions"),
               class_="game-card", data_game=row.id)


# -- saved games ------------------------------------------------------------
SORTS = {"played": N_("Last played"), "started": N_("Started"), "game": N_("Game")}


YOUR_MOVE, THEIR_MOVE, ON_DEVICE, FINISHED = "your-move", "their-move", "on-device", "finished"
EARLIER = "earlier"
GROUPS = {YOUR_MOVE: N_("Your move"), THEIR_MOVE: N_("Their move"),
          ON_DEVICE: N_("On this device"), FINISHED: N_("Finished"),
          EARLIER: N_("Earlier versions (lines a friend's link replaced)")}


def friend_seats(save):
    """The seats this device plays in a game played by link with someone else (it
    plays some seats, not every one), or () for any other game."""
    mine = save.mine or ()
    seats = range(len(save.seat_names)) if mine else ()
    return mine if any(seat not in mine for seat in seats) else ()


def save_group(save):
    """Which group of the Saved page a save is in (GROUPS), from its summary."""
    if save.earlier:
        return EARLIER
    if save.result:
        return FINISHED
    mine = friend_seats(save)
    if not mine:
        return ON_DEVICE
    return YOUR_MOVE if save.turn in mine else THEIR_MOVE


def saved(saves, note=None, now=None, sort="played", deleted=None, sort_note=None):
    """Saved games in groups: games by link where it is this device's move, those
    waiting for the other device, the other games in progress, and finished games
    (empty groups left out); sorted as chosen inside each. Each row says when it was
    started and last played, who plays it, and where it stands; a game by link names
    the opponent and the last move. ``deleted``: a save just deleted, offered back
    (Undo). ``sort_note``: why the order chosen cannot be kept (the live region
    says it too, so it is not one here)."""
    keys = {"played": lambda s: -s.updated, "started": lambda s: -(s.started or 0),
            "game": lambda s: (s.title, -s.updated)}
    ordered = sorted(saves, key=keys.get(sort, keys["played"]))
    grouped = {key: [] for key in GROUPS}
    for save in ordered:
        grouped[save_group(save)].append(save)
    body = "".join(tag("section", tag("h2", esc(tr("{group} ({n})", group=tr(GROUPS[key]), n=len(rows))))
                       + tag("ul", "".join(tag("li", _saved_row(s, now)) for s in rows),
                             class_="saves"), class_=f"save-group {key}")
                   for key, rows in grouped.items() if rows)
    sorter = "" if not saves else tag("label", tr("Sort by {choices}", choices=tag(
        "select", "".join(tag("option", esc(tr(label)), value=key, selected=key == sort)
                          for key, label in SORTS.items()),
        id="sort-saves", data_action="sort-saves")), class_="sort-saves")
    if sort_note and saves:
        sorter += tag("p", esc(sort_note), class_="msg info", id="sort-note")
    undo = "" if deleted is None else tag(
        "div", tag("span", esc(tr("Deleted {title} · {status}", title=tr(deleted.title),
                                  status=tr(deleted.status))))
        + button(tr("Undo"), "undo-delete", id="undo-delete", class_="primary"),
        class_="msg info deleted", role="status")
    from . import open_game
    sorter += open_game.entry()        # paste a PPN, a record or a link (view/open_game.py)
    return (_note(note) + tag("h1", tr("Saved games"), class_="page-title") + undo + sorter
            + (body or tag("p", tr("No saved games yet."))))


def _saved_row(save, now):
    """A saved game in the list: its summary only (listing replays no record). A game
    by link names who it is against; every row its last move, and when."""
    title = tr(save.title)
    where = (tr(("{result} · {n} moves", "{result} · {n} moves"), result=tr(save.result),
                n=save.moves_count) if save.result else
             tr("move {cursor} of {count} · {status}", cursor=save.cursor,
                count=save.moves_count, status=tr(save.status)))
    mine = friend_seats(save)
    against = opponents_words(save, mine) if mine else ""
    who = "" if mine else seats_words(save)
    # A game by link: its last move and when ("3 h ago"); another game says when in
    # "last played", as it always did.
    dated = bool(mine and save.last and save.updated)
    last = save.last and " · ".join([tr("Last move: {move}", move=save.last)]
                                    + ([ago(save.updated, now)] if dated else []))
    when = " · ".join(filter(None, [
        save.started and tr("started {when}", when=ago(save.started, now)),
        save.updated and not dated and tr("last played {when}", when=ago(save.updated, now))]))
    info = (tag("span", esc(title) + (tag("span", esc(" " + against), class_="save-against")
                                           if against else ""), class_="save-title")
            + tag("span", esc(where), class_="save-where")
            + (tag("span", esc(last), class_="save-last") if last else "")
            + tag("span", esc(" · ".join(filter(None, [who, when]))), class_="save-when"))
    actions = (button(tr("Continue") if not save.result else tr("Review"), "continue",
                      data_save=save.id, class_="primary")
               + button(tr("Delete"), "delete", data_save=save.id,
                        aria_label=tr("Delete {title}, {where}", title=title, where=where)))
    return tag("div", tag("span", info, class_="save-info") + actions,
               class_="saved-game", data_save=save.id)


def opponents_words(save, mine):
    """Who this device plays against, by name, else by seat: "against Sam",
    "against Dark", "against Sam and East"."""
    names, seats = save.names, save.seat_names
    others = [_listed_name(names[i] if i < len(names) else "") or tr(seats[i])
              for i in range(len(seats)) if i not in mine]
    if not others:
        return ""
    return tr("against {names}", names=others[0] if len(others) == 1 else tr(
        "{list} and {last}", list=", ".join(others[:-1]), last=others[-1]))


def _listed_name(name):
    """A name read from a stored record text without replaying it: "" (its seat is
    said instead) for one a record could not hold (too long, invisible characters)."""
    try:
        return agreed.clean_name(name)
    except agreed.PlayerNameError:
        return ""


def seats_words(save):
    """Who plays, in words: "you against the computer (easy)", "two people"..."""
    computers = [k for k in save.seats if k != HUMAN]
    if not computers:
        return tr("people only")
    levels = sorted(set(computers), key=SEAT_KINDS.index)
    # Seats past the list's end are people (saves written before every seat was kept
    # list only up to the last computer); a game has at least its fewest players.
    seated = max(len(save.seats), games.get(save.game_id).min_players)
    words = ", ".join(tr(level) for level in levels)
    if len(computers) == seated:
        return tr("computer against computer ({levels})", levels=words)
    return tr("against the computer ({levels})", levels=words)


# Words only known at run time: the computer's levels (seats.SEAT_KINDS), the list's
# word for a one-player game's mover (record.Glance.mover).
MESSAGE_IDS = ("easy", "medium", "hard", "yours")


def _save_row(save, current=False):
    # The save's summary: listing saves never replays a record.
    info = tr("{title} · move {cursor} · {status}", title=tr(save.title), cursor=save.cursor,
              status=tr(save.status))
    actions = (button(tr("Continue"), "continue", data_save=save.id, class_="primary")
               + ("" if current else button(tr("Delete"), "delete", data_save=save.id)))
    return tag("div", tag("span", esc(info), class_="save-info") + actions,
               class_="saved-game", data_save=save.id)


# -- a game -----------------------------------------------------------------
def game_page(frame, memory_only=False, seats=(), thinking=False, stale=False, replay=None,
              analysis="", fork=""):
    """``analysis``: the analysis section (app/analysing.panel_html), "" when off;
    ``fork``: the question a link that differs from a save asks (``fork_question``)."""
    view = frame.view
    computer = frame.state.outcome is None and \
        kind_of(seats, frame.state.to_move) != HUMAN
    return tag("div", tag("div", view.play_area(frame),
                          class_=classes("board-wrap", computer and "computer-turn"))
               + _panel(frame, view, memory_only, seats, thinking, stale, replay, analysis,
                        fork),
               class_=f"game-page {frame.game.id}-page")


def _turn_board_toggle(frame, view):
    """Around one tablet: turn the board so the player to move sits at the bottom
    (games whose view says the players sit at different sides of the board)."""
    if not view.turnable or frame.mine and len(frame.mine) == 1:
        return ""                  # a game by link is seen from this device's side
    on = frame.turn_board
    return tag("div", button(tr("Turn the board to the player to move"), "turn-board",
                             id="turn-board", aria_pressed="true" if on else "false",
                             class_=classes("toggle", on and "on")), class_="controls")


def human_to_move(state, seats, mine=None):
    """A person at this device is to move (``mine``: the seats it plays by link)."""
    return state.outcome is None and kind_of(seats, state.to_move) == HUMAN and \
        (not mine or state.to_move in mine)


_human_to_move = human_to_move


def _status(frame, seats, thinking):
    state = frame.state
    kind = kind_of(seats, state.to_move)
    names = frame.line.names
    if state.outcome is None and kind != HUMAN:
        name = agreed.who(state, state.to_move, names)
        text = (thinking_text(state, kind, names) if thinking else
                tr("{name} (computer, {level}) to move.", name=name, level=tr(kind)))
        return tag("p", esc(text), id="status", aria_busy="true" if thinking else None,
                   class_=classes("status", f"seat-{state.to_move}", thinking and "thinking"))
    seat_css = "" if state.to_move is None else f"seat-{state.to_move}"
    text = _game_status(frame, names)
    return tag("p", esc(text), id="status",
               class_=classes("status", seat_css, state.outcome and "over"))


def _game_status(frame, names):
    """The status line. In a game by link it tells where the game stands, not the
    move looked at: "Viewing move 5 of 8. Waiting for Ben (Dark)."."""
    mine, line = frame.mine, frame.line
    by_link = mine and len(set(mine)) < line.states[0].players
    if not by_link:
        return turn_text(frame.state, names, mine) or status_text(frame.state, names)
    final = line.states[-1]
    now = turn_text(final, names, mine) or end_text(final, names, mine)
    if frame.cursor < len(line):
        return f"{viewing_text(frame.cursor, len(line))} {now}"
    return now


def _agreement(frame, seats, embed=False):
    """Resign (asking first) and Offer a draw for the person to move; Accept and
    Decline for the side a standing offer is made to (piecepad.agreed). Two-player
    games only; the engine decides what is allowed (``frame.can``)."""
    state = frame.state
    if frame.asking == "resign":
        who = agreed.who(state, state.to_move, frame.line.names)
        return tag("div", tag("p", esc(tr("Resign this game for {who}? The game ends and "
                                           "the other side wins.", who=who)))
                   + button(tr("Yes, resign"), "confirm-resign", id="confirm-resign",
                            class_="primary")
                   + button(tr("Cancel"), "cancel-resign", id="cancel-resign"),
                   class_="msg info ask", role="alert", id="ask-resign")
    offer = agreed.offer_of(state)
    parts = ""
    if offer is not None and frame.can("accept") and kind_of(seats, 1 - offer) == HUMAN \
            and (not frame.mine or 1 - offer in frame.mine):
        who = agreed.who(state, offer, frame.line.names)
        to = agreed.who(state, 1 - offer, frame.line.names)
        parts += tag("div", tag("p", esc(tr("{who} offers a draw. {to}: accept, or decline "
                                             "and play on (a move declines too).",
                                             who=who, to=to)))
                     + button(tr("Accept the draw"), "accept-draw", id="accept-draw",
                              class_="primary")
                     + button(tr("Decline"), "decline-draw", id="decline-draw"),
                     class_="msg info offer", role="group", id="draw-offer",
                     aria_label=tr("Draw offer"))
    if not _human_to_move(state, seats, frame.mine):
        return parts
    buttons = ((button(tr("Offer a draw"), "offer-draw", id="offer-draw")
                if frame.can("offer") else "")
               + (button(tr("Resign"), "resign", id="resign") if frame.can("resign") else ""))
    return parts + (tag("div", buttons, class_="controls agreement") if buttons else "")


def _players(frame):
    """Who plays, when the players are named: "Sam (Light) v Alex (Dark)"."""
    names = frame.line.names
    if not names:
        return ""
    state = frame.line.states[0]
    return tag("p", esc(versus(agreed.who(state, i, names) for i in range(len(names)))),
               class_="players", id="players")


def _names_form(frame):
    """Name the players of a two-or-more-player game; the names travel in the link."""
    state = frame.line.states[0]
    if state.players < 2:
        return ""
    names = frame.line.names
    fields = "".join(
        tag("label", tag("span", esc(tr(state.seat_name(i))), class_="seat-name")
            + void("input", type="text", name=f"name{i}", value=names[i] if i < len(names)
                   else "", maxlength=agreed.NAME_MAX, autocomplete="off",
                   placeholder=tr("Name (optional)")), class_="seat")
        for i in range(state.players))
    return tag("details", tag("summary", tr("Players' names"))
               + tag("form", fields + tag("button", tr("Save names"), type="submit",
                                          id="save-names"),
                     class_="action-form names-form", data_submit="set-names"),
               class_="names")


def _stale_note(own_moves=True):
    """The same game was written in another tab: say so. Until answered, this tab
    plays and sends nothing; it offers to keep its own moves only when it made some
    that are saved nowhere (``own_moves``)."""
    if not own_moves:
        return tag("div", tag("p", tr("This game moved on in another tab. Show the latest "
                                      "to go on playing here."))
                   + button(tr("Show the latest"), "take-theirs", id="take-theirs",
                            class_="primary"),
                   class_="msg info stale", role="alert", id="stale")
    return tag("div", tag("p", tr("This game was changed in another tab. Show that tab's "
                                  "version, or keep the moves made here as a separate game?"))
               + button(tr("Show the latest"), "take-theirs", id="take-theirs",
                        class_="primary")
               + button(tr("Keep mine as a separate game"), "keep-mine", id="keep-mine"),
               class_="msg info stale", role="alert", id="stale")


def _news(frame):
    """The moves a friend's link brought, named (status.news_text), until a move is
    played here."""
    if frame.fresh is None:
        return ""
    news = tag("p", esc(frame.fresh[1]))
    if frame.forged is None:
        return tag("div", news, class_="msg info news", id="news")
    return tag("div", news + button(tr("Keep it"), "keep-forged", id="keep-forged")
               + button(tr("Take it back"), "take-back-forged", id="take-back-forged",
                        class_="primary")
               + tag("p", tr("Taking it back leaves the game before that move, for you to "
                             "play your own and send it."), class_="fork-note"),
               class_="msg info news forged", id="news", role="alert")


def _notes(frame):
    """The notes sent with this game's moves, both ways, kept with it (plain text)."""
    if not frame.notes:
        return ""
    items = "".join(tag("li", esc(tr("Move {n}, from you: \u201c{note}\u201d", n=ply, note=text)
                                  if sent else
                                  tr("Move {n}: \u201c{note}\u201d", n=ply, note=text)))
                    for ply, text, sent in frame.notes)
    return tag("details", tag("summary", esc(tr("Notes ({n})", n=len(frame.notes))))
               + tag("ul", items), class_="notes", id="notes")


def fork_words(mine, theirs, common, finished=False):
    """What a link that differs from a saved game says: from which move, and the
    two moves played there. ``finished``: my game is over (it stays as it is)."""
    def words(line):
        if common >= len(line):
            return tr("stops there")
        state = line.states[common]
        return tr("went on with {move}", move=move_words(
            state, agreed.parse(state, line.moves[common]), line.names))

    args = dict(game=tr(theirs.game.title), common=common, at=common + 1, mine=words(mine),
                theirs=words(theirs))
    if finished:
        return tr("This link and your saved game of {game} are the same up to move {common}, "
                  "then differ at move {at}: yours {mine}, the link's {theirs}. Your game is "
                  "over ({reason}) and stays as it is: keep the link's game as a new one, or "
                  "leave it?", reason=reason_of(mine.states[-1].outcome), **args)
    return tr("This link and your saved game of {game} are the same up to move {common}, "
              "then differ at move {at}: yours {mine}, the link's {theirs}. Keep yours, take "
              "the link's, or keep both?", **args)


def fork_question(mine, theirs, common, finished=False):
    """The three choices, each losing nothing: keep mine (the link is not saved),
    take theirs (mine kept as a separate game), keep both. ``finished``: my game is
    over, and a finished game is never changed: keep mine or keep both."""
    words = fork_words(mine, theirs, common, finished)
    take = "" if finished else button(tr("Take the link's"), "fork-take-theirs",
                                       id="fork-take-theirs", class_="primary")
    note = (tr("Nothing is lost: taking the link's keeps your moves as a separate game.")
            if not finished else tr("Your finished game is not changed either way."))
    return tag("div", tag("p", esc(words))
               + button(tr("Keep mine"), "fork-keep-mine", id="fork-keep-mine")
               + take
               + button(tr("Keep both"), "fork-keep-both", id="fork-keep-both")
               + tag("p", note, class_="fork-note"),
               class_="msg info fork", role="alert", id="fork")


def _side_question(frame):
    """The side this device plays in a game by link, said when it was just learnt
    (an invitation, a first move here), with the way back for two people sharing
    the device; and, once they said so, the way back to playing one side."""
    state = frame.line.states[0]
    if frame.both_from:
        side = ", ".join(tr(state.seat_name(i)) for i in frame.both_from)
        return tag("div", tag("p", esc(tr("Both sides are played on this device.")))
                   + button(tr("Play {side} only again", side=side), "play-mine-again",
                            id="play-mine-again"),
                   class_="msg info side", role="status", id="side")
    if not frame.asked_side or not frame.mine:
        return ""
    me = ", ".join(agreed.who(state, i, frame.line.names) for i in frame.mine)
    return tag("div", tag("p", esc(tr("You play {me} in this game: this device will not "
                                      "move for the other side. Send your move with Send.",
                                      me=me)))
               + button(tr("Right"), "keep-side", id="keep-side")
               + button(tr("We both play on this device"), "play-both", id="play-both"),
               class_="msg info side", role="status", id="side")


def _panel(frame, view, memory_only, seats=(), thinking=False, stale=False, replay=None,
           analysis="", fork=""):
    state, game = frame.state, frame.game
    human_to_move = _human_to_move(state, seats, frame.mine)
    parts = [
        tag("h1", esc(tr(game.title)) + " " + tag("a", tr("Rules"), href=f"#/rules/{game.id}",
                                                class_="rules-link"), class_="game-title"),
        _players(frame),
        _status(frame, seats, thinking),
        _send_box(frame) if frame.waiting else "",
        _stale_note(stale == "forked") if stale else "",
        fork,
        _news(frame),
        _notes(frame),
        _side_question(frame),
        _summary(frame, view, human_to_move),
        _message(frame.message, game.id, frame.said),
        _pending(frame),
        _human_controls(frame, view, human_to_move),
        type_move_form(frame),
        _agreement(frame, seats),
        _game_over(frame),
        _history_note(frame),
        _move_list(frame),
        _replay_bar(frame, replay),
        tag("div", button(tr("Undo"), "undo", id="undo", disabled=frame.cursor == 0)
            + button(tr("Redo"), "redo", id="redo", disabled=frame.cursor == len(frame.line))
            + (button(tr("Hint"), "hint", id="hint") if human_to_move else "")
            + button(tr("Analyse"), "analyse", id="analyse", aria_pressed="true" if analysis else "false",
                     class_=classes("toggle", analysis and "on")),
            class_="controls"),
        analysis,
        _turn_board_toggle(frame, view),
        tag("div", button(tr("New game"), "new-game", data_game=game.id, id="new-game")
            + button(tr("Share"), "share", id="share")
            + ("" if frame.waiting else _send_controls()),
            class_="controls"),
        _names_form(frame),
        tag("div", button(tr("Set up a position"), "setup-from-game", id="setup-from-game"),
            class_="controls") if catalogue.entry(game.id).setup else "",
        tag("p", tr("Not saved on this device: storage is unavailable."), class_="memory-note")
        if memory_only else "",
    ]
    return tag("aside", "".join(parts), class_="panel")


def _send_controls():
    return (button(tr("Send"), "send", id="send", title=tr("Send the link to your friend"))
            + tag("span", "", id="send-status", class_="send-status", role="status"))


def _send_box(frame):
    """Once it is the friend's turn, Send sits under the status, where a phone shows
    it without scrolling, with an optional note for the friend (plain text)."""
    note = tag("label", tag("span", tr("Note for your friend (optional)"), class_="note-label")
               + void("input", type="text", id="send-note", name="note", maxlength=agreed.NOTE_MAX,
                      autocomplete="off"), class_="send-note")
    return tag("div", note + tag("div", _send_controls(), class_="controls"),
               class_="send-box", id="send-box")


def _summary(frame, view, human_to_move):
    """The game's own summary, and its prompt (what to tap) when a person is to move:
    on the computer's turn the status line says it is thinking instead."""
    text = view.describe(frame) + (view.prompt(frame) if human_to_move else "")
    return tag("div", text, class_="summary")


MAX_SUGGESTIONS = 200     # legal moves offered in the field's list


def type_move_form(frame):
    """The "Type a move" field: a move in the game's notation, or a question for the
    board (view/ask.py), posted as the ``type-move`` action; its suggestions are the
    legal moves of the position shown; the board's answer to a question is shown
    under it (``frame.answer``) as well as said in the live region."""
    state = frame.state
    moves = state.legal_moves()[:MAX_SUGGESTIONS] if state.outcome is None else ()
    example = moves[0].text if moves else ""
    options = "".join(void("option", value=m.text) for m in moves)
    answer = frame.answer
    return tag("form",
               tag("label", tr("Type a move"), for_="type-move", class_="type-move-label")
               + tag("div", void("input", type="text", id="type-move", name="text",
                                 list="legal-moves", autocomplete="off",
                                 autocapitalize="none", spellcheck="false",
                                 enterkeyhint="go", aria_describedby="type-move-help")
                     + tag("button", tr("Play"), type="submit", id="type-move-go"),
                     class_="type-move-row")
               + tag("datalist", options, id="legal-moves")
               + tag("p", esc(tr("A move like {example}, or a question: type help for "
                                 "the list.", example=example) if moves else
                              tr("No move to play here: ask the board, like last or "
                                 "turn, or type help.")),
                     id="type-move-help", class_="type-move-help")
               + (tag("p", esc(answer), id="answer", class_="answer") if answer else ""),
               class_="action-form type-move", data_submit="type-move")


def _human_controls(frame, view, human_to_move):
    """The off-board choices are a person's only: the computer makes its own."""
    if not human_to_move:
        return ""
    return _choice(frame, view) + _decisions(frame, view)


def _decisions(frame, view):
    """Buttons for the decisions that are not made on the board: a forced pass, a
    choice between benefits, declining a claim, turning the picked piece."""
    state = frame.state
    # data-keys: the arrow keys reach these from the board's edge (App.beyond).
    buttons = [button(decision_words(view, state, m), "play",
                      data_move=m.text, id="pass" if m.text == "pass" else None,
                      **_hinted(frame, m, "primary"), data_keys="")
               for m in frame.other_moves]
    buttons += [button(decision_words(view, state, m), "play", data_move=m.text,
                       **_hinted(frame, m, "turn"), data_keys="")
                for m in frame.turns.values()]
    return tag("div", "".join(buttons), class_="controls decisions") if buttons else ""


def decision_words(view, state, move):
    """The words on a decision's button (a hint names it by them too)."""
    return tr("Pass") if move.text == "pass" else view.decision_label(state, move)


def _hinted(frame, move, css):
    """A move's button attributes: marked as the hint (outlined, and described by the
    message line that says "Hint: ...") when it is the hinted move."""
    if frame.hint is None or frame.hint.text != move.text:
        return {"class_": css}
    return {"class_": classes(css, "hinted"), "aria_describedby": "message"}


def _choice(frame, view):
    """Several moves share the tapped destination (another path, not marking)."""
    if not frame.choice:
        return ""
    buttons = "".join(tag("button", view.choice_html(m) or esc(view.choice_label(m)),
                          type="button", data_action="play", data_move=m.text,
                          **_hinted(frame, m, "primary"), data_keys="",
                          data_path=" ".join(view.move_path(frame.state, m)) or None)
                      for m in frame.choice)
    return tag("div", tag("p", esc(tr(view.choice_prompt))) + buttons, class_="controls choice",
               role="group", aria_label=tr("Choose the move"))


def _message(message, game_id=None, said=0):
    """The message line, an alert. ``said`` counts the messages set: a new one (even
    with the same text) gets a new data-said, so assets/morph.js puts in a new node,
    which is read out again; the same text patched in place would be silent."""
    if not message:
        return tag("p", "", id="message", class_="msg", role="alert")
    kind, text = message
    html = esc(text)
    if registry.has_rules(game_id):
        # "R7: ..." names a rule: link it to that rule on the rules page.
        html = re.sub(r"\bR(\d{1,2})\b",
                      lambda m: tag("a", m.group(0), href=f"#/rules/{game_id}/r{m.group(1)}"),
                      html)
        if kind == "error":
            from .rules_pages import notation     # only once a move is refused
            html += " " + notation.link(game_id)
    return tag("p", html, id="message", class_=f"msg {kind}", role="alert", data_said=said)


def _game_over(frame):
    """At the end of a finished game: the result, Rematch and Review."""
    state = frame.state
    if state.outcome is None or frame.cursor != len(frame.line):
        return ""
    rematch = tr("Rematch") if state.players == 1 else (
        tr("Rematch (sides swapped)") if state.players == 2 else
        tr("Rematch (seats moved round)"))
    return tag("div", tag("p", esc(status_text(state, frame.line.names)), class_="result")
               + tag("div", button(rematch, "rematch", class_="primary", id="rematch")
                     + button(tr("Review the game"), "review", id="review"), class_="controls"),
               class_="game-over", role="status", id="game-over")


def _history_note(frame):
    if frame.cursor == len(frame.line) or frame.pending:
        return ""
    # Looking back (replay, a link to a move), a move played here asks first; after
    # Undo (and a reload of it) the later moves are taken back and a move replaces them.
    where = dict(cursor=frame.cursor, count=len(frame.line))
    text = (tr("Viewing move {cursor} of {count}. A move played here asks before it "
               "replaces the later ones.", **where) if frame.reviewing else
            tr("Back at move {cursor} of {count}: the later moves are taken back. Your next "
               "move replaces them; Redo brings them back.", **where))
    return tag("p", esc(text), class_="msg info viewing")


def _pending(frame, branch=True):
    """A move played while looking back: replace the later moves, or start a new game
    from here (never silently: the game looked through would lose its ending)."""
    if not frame.pending:
        return ""
    later = len(frame.line) - frame.cursor
    text = tr(("Play {move} here? The game has {n} later move after this one.",
               "Play {move} here? The game has {n} later moves after this one."),
              move=frame.pending, n=later)
    return tag("div", tag("p", esc(text))
               + button(tr("Replace the later moves"), "replace-later", id="replace-later",
                        class_="primary")
               + (button(tr("Play it as a new game"), "branch", id="branch") if branch else "")
               + button(tr("Cancel"), "cancel-pending", id="cancel-pending"),
               class_="msg info ask", id="ask")     # said in the live region (Play)


# Small drawn icons: the glyphs (⏮ ⏭) are missing from many tablet fonts.
_ICONS = {
    "first": "M5 4h2v16H5zM19 4v16L8 12z",
    "prev": "M18 4v16L6 12z",
    "next": "M6 4v16l12-8z",
    "last": "M17 4h2v16h-2zM5 4v16l11-8z",
    "play": "M7 4v16l13-8z",
    "pause": "M6 4h4v16H6zM14 4h4v16h-4z",
}


def _icon_button(icon, action, label, text="", **attrs):
    svg = (f'<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" '
           f'focusable="false"><path d="{_ICONS[icon]}"/></svg>')
    return tag("button", svg + esc(text), type="button", data_action=action, aria_label=label,
               title=label, class_=classes("icon", text and "auto"), **attrs)


def _replay_bar(frame, replay=None):
    """First, previous, autoplay, next, last, and the autoplay speed. The arrow keys
    do the same when the board does not have the focus (the glue routes them)."""
    autoplay, speed = replay or (None, 1.0)
    at_start, at_end = frame.cursor == 0, frame.cursor == len(frame.line)
    playing = bool(autoplay)
    speeds = "".join(tag("option", tr("{seconds} s", seconds=number(v)), value=f"{v:g}",
                         selected=v == speed)
                     for v in (0.5, 1.0, 2.0))
    return tag("div",
               _icon_button("first", "first", tr("First move"), id="replay-first",
                            disabled=at_start)
               + _icon_button("prev", "prev", tr("Previous move"), id="replay-prev",
                              disabled=at_start)
               + _icon_button("pause" if playing else "play", "autoplay",
                              tr("Stop autoplay") if playing else tr("Auto play"),
                              tr("Stop") if playing else tr("Auto"), id="replay-auto",
                              aria_pressed="true" if playing else "false",
                              disabled=not frame.line.moves)
               + _icon_button("next", "next", tr("Next move"), id="replay-next",
                              disabled=at_end)
               + _icon_button("last", "last", tr("Last move"), id="replay-last",
                              disabled=at_end)
               + tag("select", speeds, id="replay-speed", data_action="speed",
                     aria_label=tr("Autoplay speed")),
               class_="controls replay", role="group", aria_label=tr("Replay"))


def _move_list(frame):
    """Every move with its number (one a decision, as in links, the status and saved
    games: movenumbers), laid out in rows: a pair, a whole turn, or one move; a game
    played in rounds (Quet) heads each round."""
    line = frame.line
    glances = line.glances             # a glance of each state: the list replays nothing
    items = [tag("li", button(tr("Start"), "goto", data_ply=0, **_ply_marks(frame, 0)),
                 class_="start")]
    rounds = movenumbers.round_of(glances[0]) is not None
    shown_round = None
    for plies in _rows(line):
        state = glances[plies[0]]
        if rounds and movenumbers.round_of(state) != shown_round:
            shown_round = movenumbers.round_of(state)
            items.append(tag("li", tr("Round {n}", n=shown_round), class_="round-head"))
        cells = "".join(tag("span", str(j + 1), class_="num", aria_hidden="true")
                        + button(_ply_words(line.moves[j]), "goto", data_ply=j + 1,
                                 **_ply_marks(frame, j + 1),
                                 aria_label=tr("Move {n}, {who}: {move}", n=j + 1,
                                               who=tr(glances[j].mover),
                                               move=line.moves[j]))
                        for j in plies)
        items.append(tag("li", cells))
    return tag("nav", tag("ol", "".join(items), id="moves", class_="moves"),
               aria_label=tr("Moves"), class_="move-list")


def _ply_marks(frame, ply):
    """A move button's class and keyboard stop: the list is one Tab stop (roving
    tabindex), the move shown, which is also ``aria-current``; the arrow keys move
    within it (glue.on_page_key, App.step_moves)."""
    current = frame.cursor == ply
    return {"class_": classes("ply", current and "current"), "tabindex": 0 if current else -1,
            "aria_current": "true" if current else None}


_ACTION_WORDS = {"resign": N_("resigns"), "offer": N_("offers a draw"),
                 "accept": N_("accepts the draw"), "decline": N_("declines the draw")}


def _ply_words(text):
    """A move's text in the list; an action (``!resign:1``) in words."""
    if agreed.is_action(text):
        words = _ACTION_WORDS.get(text[1:].split(":")[0])
        return tr(words) if words else text
    return text


def _rows(line):
    """Index lists, one per row of the move list (``movenumbers.rows``)."""
    return movenumbers.rows(line.glances, len(line.moves))


# -- embed ------------------------------------------------------------------
def embed_page(frame, app_url, seats=(), thinking=False, replay=None, viewer=False):
    """``viewer``: a board to look through (``&view``): replay, no moves."""
    view = frame.view
    human = not viewer and _human_to_move(frame.state, seats)
    return tag("div",
               tag("div", view.play_area(frame), class_="board-wrap")
               + tag("div", _players(frame) + _status(frame, seats, thinking)
                     + _summary(frame, view, human)
                     + _message(frame.message, frame.game.id, frame.said)
                     + ("" if viewer else _pending(frame, branch=False))
                     + _human_controls(frame, view, human)
                     + _move_list(frame)
                     + tag("div", _replay_bar(frame, replay)
                           + ("" if viewer else
                              button(tr("Undo"), "undo", id="undo", disabled=frame.cursor == 0))
                           + tag("a", tr("Open ↗"), href=app_url, target="_blank",
                                 rel="noopener", id="open-in-piecepad", class_="button primary",
                                 title=tr("Open in Piecepad"), aria_label=tr("Open in Piecepad")),
                           class_="bottom-row"),
                     class_="panel"),
               class_=f"game-page embed-page {frame.game.id}-page")


# -- new game ---------------------------------------------------------------
def new_game_dialog(game_id, error=None, values=None, field=None, last=None):
    """``values``: the form as last submitted (option name -> text), kept after an
    error so that nothing typed or chosen is lost. ``field``: the name of the field
    the error is about, marked invalid (the page puts the keyboard focus there).
    ``last``: who played (and how many) when this game was last started here, offered
    as one button; the choices themselves start as a fresh game's."""
    game = games.get(game_id)
    values = values or {}
    bad = _invalid(field if error else None)
    fields = (_last_seats(game, last) + _players_field(game, values, bad("players"))
              + _seat_fields(game, values)
              + "".join(_option_field(o, values.get(o.name), bad(o.name))
                        for o in game.options))
    err = tag("p", esc(_in_dialog_words(game, error, field)), class_="msg error",
              role="alert", id="dialog-error") if error else ""
    return tag("form",
               tag("h2", esc(tr("New game: {title}", title=tr(game.title)))) + fields + err
               + tag("div", button(tr("Cancel"), "close-dialog")
                     + tag("button", tr("Start"), type="submit", class_="primary",
                           id="start-game"),
                     class_="controls"),
               class_="dialog-body new-game", data_game=game_id)


def _in_dialog_words(game, error, field):
    """An option's error as the dialog words it: its label, not its internal name
    ("option first_pieces: ..." -> "First pieces ...: ...")."""
    option = next((o for o in game.options if o.name == field), None)
    prefix = f"option {field}: "
    if option is None or not error.startswith(prefix):
        return error
    return tr("{option}: {error}", option=tr(option.help).rstrip(" :.\u00a0"),
              error=error[len(prefix):])


SEAT_LABELS = {HUMAN: N_("A person"), "easy": N_("Computer, easy"),
               "medium": N_("Computer, medium"), "hard": N_("Computer, hard")}
FRIEND = "friend"                  # app.controller.FRIEND: plays by link, on their device
FRIEND_LABEL = N_("A friend, by link")


def _last_seats(game, last):
    """"Same players as last time", when last time was not the fresh game's choice."""
    if not last or game.max_players == 1 or all(
            v == HUMAN for k, v in last.items() if k.startswith("seat")):
        return ""
    count = int(last.get("players", game.min_players))
    who = " · ".join(tr("{seat}: {player}", seat=_seat_name(game, i),
                        player=tr(SEAT_LABELS[last.get(f'seat{i}', HUMAN)]))
                     for i in range(count))
    return tag("p", button(tr("Same players as last time"), "new-game-last", data_game=game.id,
                           id="last-seats") + " " + tag("small", esc(who)), class_="last-seats")


def _seat_name(game, seat):
    return tr(game.seat_names[seat]) if seat < len(game.seat_names) else \
        tr("Player {n}", n=seat + 1)


def _seat_fields(game, values):
    """Who plays each seat: a person or the computer (at a level)."""
    if game.max_players == 1:
        return ""                            # a puzzle: the player plays it
    rows = []
    for seat in range(game.max_players):
        chosen = values.get(f"seat{seat}", HUMAN)
        opts = "".join(tag("option", esc(tr(SEAT_LABELS[k])), value=k, selected=k == chosen)
                       for k in SEAT_KINDS)
        opts += tag("option", esc(tr(FRIEND_LABEL)), value=FRIEND, selected=chosen == FRIEND)
        name = _seat_name(game, seat)
        shown = tr("{seat} (with 3 or 4 players)", seat=name) if seat >= game.min_players \
            else name
        rows.append(tag("label", tag("span", esc(shown), class_="seat-name")
                        + tag("select", opts, name=f"seat{seat}"), class_="seat")
                    + tag("label", tag("span", esc(tr("{seat}'s name (a person; optional)",
                                                      seat=name)),
                                       class_="sr-only")
                          + void("input", type="text", name=f"name{seat}",
                                 value=values.get(f"name{seat}", ""),
                                 maxlength=agreed.NAME_MAX, autocomplete="off",
                                 placeholder=tr("Name (optional)")),
                          class_="seat-player-name"))
    return tag("fieldset", tag("legend", tr("Who plays")) + "".join(rows), class_="seats")


def _invalid(field):
    """name -> the attributes of that form control: aria-invalid on the one at
    fault, pointing at the error message."""
    def attrs(name):
        if name != field:
            return {}
        return {"aria_invalid": "true", "aria_errormessage": "dialog-error"}
    return attrs


def _players_field(game, values, attrs):
    if game.min_players == game.max_players:
        return ""
    chosen = str(values.get("players", game.min_players))
    opts = "".join(tag("option", tr(("{n} player", "{n} players"), n=n), value=n,
                       selected=str(n) == chosen)
                   for n in range(game.min_players, game.max_players + 1))
    return tag("label", tag("span", tr("Players"), class_="help")
               + tag("select", opts, name="players", **attrs), class_="field")


# An option's value with no value: "none" (options.format_value).
MESSAGE_IDS = ("none",)


def _option_field(option, text=None, attrs=None):
    """A list to choose from; or, for an option whose values cannot be listed (a
    puzzle's original filling, the first pieces), a text box with the allowed form."""
    values = option.choices + option.presets
    attrs = attrs or {}
    label = tag("span", esc(tr(option.help)), class_="help")
    if len(values) <= 1:
        # "Empty for none; or ..." says "none" once: the rest of the allowed words is
        # an id of its own (a game lists it in MESSAGE_IDS).
        allowed = option.describe_allowed()
        hint = esc(tr("Empty for {default}; or {allowed}",
                      default=tr(option.label(option.default)),
                      allowed=tr(allowed.removeprefix("none, or "))))
        return tag("label", label + void("input", type="text", name=option.name,
                                        value=text or "",
                                        placeholder=tr(option.label(option.default)),
                                        autocomplete="off", spellcheck="false",
                                        aria_describedby=f"{option.name}-hint", **attrs)
                   + tag("small", hint, id=f"{option.name}-hint", class_="hint"),
                   class_="field")
    chosen = text if text is not None else format_value(option.default)
    opts = "".join(tag("option", esc(tr(option.label(v))), value=format_value(v),
                       selected=format_value(v) == chosen) for v in values)
    return tag("label", label + tag("select", opts, name=option.name, **attrs), class_="field")


# -- rules and errors ---------------------------------------------------------
def rules_page(game_id):
    if not registry.has_rules(game_id):
        return not_found(tr("There are no rules for '{game}' here yet.",
                            game=str(game_id)[:40]))
    learn = tag("p", tag("a", tr("Learn to play: a lesson on the board"),
                         href=f"#/learn/{game_id}")
                + (" · " + tag("a", tr("Puzzles"), href=f"#/puzzles/{game_id}")
                   if catalogue.entry(game_id).puzzles else "")
                + (" · " + tag("a", tr("Puzzle of the day"), href="#/daily")
                   if catalogue.entry(game_id).daily else ""), class_="learn-links")
    from .rules_pages import notation
    return tag("article", learn + registry.rules_page(game_id)() + notation.section(game_id),
               class_=f"rules {game_id}-page")


def failure(text):
    """The page shown when even drawing the page failed."""
    return (tag("p", esc(text), class_="msg error", role="alert", id="page-note")
            + tag("p", tag("a", tr("Back to the games"), href="#/")))


def not_found(text):
    return (tag("h1", tr("Not found"), class_="page-title") + tag("p", esc(text))
            + tag("p", tag("a", tr("Back to the games"), href="#/")))


def _note(note):
    return tag("p", esc(note), class_="msg error", role="alert", id="page-note") if note else ""
