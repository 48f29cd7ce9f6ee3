"""Ask the board: commands typed in the "Type a move" field, answered in words.

Pure: ``answer(frame, text)`` reads the game on show and returns what to say,
or None when the text is not a command (then it is a move, for the engine). Every
game answers with the same commands, in its own terms: what stands on a square is
said in the words of the board's own accessible names (``GameView.square_words``),
so Pacru's facings and tiles, Tracross's track pieces and the marks of Tracers and
Quet come out as the board names them. The commands are listed in docs/keyboard.md.
"""

import re

from .. import agreed
from ..game import OFF, reason_of
from ..i18n import N_, tr
from .status import move_words, pending_text, side_text, status_text, turn_text

MAX_MOVES = 60            # moves listed by "moves"; more are counted

HELP = N_("Questions: mine (or mine pieces, mine marks, mine tiles); theirs (the same "
          "kinds); e4? (or square e4); row 3; column e; last; turn (or score); moves e4; "
          "moves; help. Commands: undo; redo; hint; resign; draw (offer, or accept an "
          "offer); board e4 (or board: the last move's square; Escape on the board comes "
          "back here). Anything else is played as a move, like {example}.")
SHORT_HELP = N_("Try: mine, theirs, e4?, row 3, column e, last, turn, moves e4, moves, "
                "undo, redo, hint, resign, draw, board e4, help.")   # shown with tr(SHORT_HELP)

_WORDS = {
    "help": "help", "?": "help", "h": "help", "commands": "help",
    "mine": "mine", "my": "mine", "me": "mine",
    "theirs": "theirs", "their": "theirs",
    "opponent": "theirs", "others": "theirs",
    "square": "square", "sq": "square", "what is on": "square", "what's on": "square",
    "row": "row", "rank": "row",
    "column": "column", "col": "column", "file": "column",
    "last": "last", "last move": "last",
    "turn": "turn", "score": "turn", "scores": "turn", "status": "turn",
    "whose turn": "turn",
    "moves": "moves", "legal": "moves", "legal moves": "moves",
}
# Commands act rather than answer: each runs what its button runs (the screen's
# ``command``), so the engine, not the field, decides what is allowed.
COMMANDS = {"undo": "undo", "takeback": "undo", "take back": "undo", "redo": "redo",
            "hint": "hint", "resign": "resign", "yes": "resign-yes", "no": "cancel",
            "cancel": "cancel", "draw": "draw", "offer draw": "draw",
            "accept draw": "draw", "board": "board"}
_WORDS.update(COMMANDS)
_LONGEST_FIRST = sorted(_WORDS, key=len, reverse=True)
# The kinds ``mine`` and ``theirs`` may be narrowed to (GameView.owned's keys).
KINDS = {"pieces": "pieces", "piece": "pieces", "coins": "pieces", "pawns": "pieces",
         "marks": "marks", "mark": "marks", "tiles": "tiles", "tile": "tiles"}
NO_KIND = {"pieces": N_("No side owns pieces in this game."),
           "marks": N_("This game has no marks."),
           "tiles": N_("This game has no tiles.")}
KIND_NAMES = {"pieces": N_("pieces"), "marks": N_("marks"), "tiles": N_("tiles")}


def is_command(text):
    """Whether ``text`` asks the board (rather than names a move)."""
    return _split(text) is not None


def _split(text):
    """(command, argument) of a typed text, or None when it is no command."""
    text = " ".join(str(text).lower().split())
    if not text:
        return None
    if text.endswith("?") and text != "?":
        head = text[:-1].strip()
        if re.fullmatch(r"[a-z][0-9]+", head):
            return "square", head                       # e4?
        found = _split(head)
        return found if found is not None else ("bad", head)
    for word in _LONGEST_FIRST:
        if text == word or text.startswith(word + " "):
            return _WORDS[word], text[len(word):].strip()
    return None


def command(text):
    """(command, argument) when ``text`` is a command that acts (undo, board e4...),
    else None: the screen runs it (``Screen.command``)."""
    found = _split(text)
    return found if found is not None and found[0] in COMMANDS.values() else None


def answer(frame, text, seats=()):
    """What the board says to ``text``, or None when it is not a question.
    ``seats``: who plays each seat (the computer's levels), for ``turn``."""
    own = frame.view.ask(agreed.base(frame.state), " ".join(str(text).lower().split()))
    if own is not None:
        return own
    found = _split(text)
    if found is None or found[0] in COMMANDS.values():
        return None
    command, arg = found
    if command == "turn":
        return _turn(frame, arg, seats)
    try:
        return _ANSWERS.get(command, _bad)(frame, arg)
    except ValueError:
        return tr(SHORT_HELP)


# -- the answers ----------------------------------------------------------------------
def _help(frame, arg):
    moves = frame.state.legal_moves()
    return tr(HELP, example=moves[0].text if moves else "a1-b1")


def _bad(frame, arg):
    return tr(SHORT_HELP)


def _words(frame, sq):
    """What stands on square index ``sq``, as the board names it."""
    return frame.view.square_words(agreed.base(frame.state), sq) or tr("empty")


def _square_index(frame, name):
    grid = frame.state.grid
    if not grid.is_square(name):
        raise ValueError(name)
    return grid.parse(name)


def _square(frame, arg):
    if not arg:
        raise ValueError(arg)
    sq = _square_index(frame, arg.replace(" ", ""))
    name = frame.state.grid.name(sq)
    return tr("{square}: {words}.", square=name, words=_words(frame, sq))


def _listing(frame, squares, head):
    grid = frame.state.grid
    return tr("{head}: {squares}.", head=head, squares="; ".join(
        f"{grid.name(sq)} {_words(frame, sq)}" for sq in squares))


def _row(frame, arg):
    grid = frame.state.grid
    if not arg.isdigit() or not 1 <= int(arg) <= grid.height:
        raise ValueError(arg)
    y = int(arg) - 1
    return _listing(frame, [grid.index(x, y) for x in range(grid.width)], tr("Row {n}", n=arg))


def _column(frame, arg):
    grid = frame.state.grid
    files = [grid.name(grid.index(x, 0))[0] for x in range(grid.width)]
    if arg not in files:
        raise ValueError(arg)
    x = files.index(arg)
    return _listing(frame, [grid.index(x, y) for y in range(grid.height)], tr("Column {file}", file=arg))


def _seat_words(state, seat):
    # The board's words name a seat as shown ("marked Light"), and a square marked by
    # both seats belongs to each (marks.mark_words).
    return re.compile(rf"(?<![A-Za-z]){re.escape(tr(state.seat_name(seat)))}(?![A-Za-z])|"
                      + re.escape(tr("marked by both")))


def _whose(frame, seats):
    """The squares holding a piece or mark of ``seats``, as the board names them."""
    state = agreed.base(frame.state)
    grid = state.grid
    parts, found = [], False
    for seat in seats:
        name = agreed.who(frame.state, seat, frame.line.names)
        if state.players == 1:          # a puzzle: every piece laid is the player's
            squares = [sq for sq in range(grid.size) if frame.view.square_words(state, sq)]
        else:
            pattern = _seat_words(state, seat)
            squares = [sq for sq in range(grid.size)
                       if pattern.search(frame.view.square_words(state, sq))]
        found = found or bool(squares)
        parts.append(_whose_words(frame, squares, name, state.players == 1))
    if not found:
        parts.append(_summary(frame))
    return " ".join(parts)


def _whose_words(frame, squares, name, alone):
    """One side's squares listed; a puzzle for one says them to its player ("you")."""
    if squares:
        head = tr(("Yours, {n} square", "Yours, {n} squares"), n=len(squares)) if alone \
            else tr(("For {who}, {n} square", "For {who}, {n} squares"), who=name,
                    n=len(squares))
        return _listing(frame, squares, head)
    if alone:
        return tr("You have laid no piece yet.")
    return tr("For {who}: no piece or mark on the board is {who}'s alone.", who=name)


def _my_seat(frame):
    """This device's side in a game by link; else the side to move (the last mover's
    once the game is over)."""
    state = frame.state
    if frame.mine and len(frame.mine) == 1:
        return frame.mine[0]
    if state.to_move is not None:
        return state.to_move
    if frame.cursor:
        return frame.line.states[frame.cursor - 1].to_move or 0
    return 0


def _mine(frame, arg):
    return _narrowed(frame, [_my_seat(frame)], arg)


def _theirs(frame, arg):
    state = frame.state
    me = _my_seat(frame)
    others = [s for s in range(state.players) if s != me]
    if not others:
        return tr("This is a puzzle for one: there is no other side. {mine}",
                  mine=_mine(frame, arg))
    return _narrowed(frame, others, arg)


def _narrowed(frame, seats, arg):
    """``mine``/``theirs``, or only one kind of thing (``mine marks``): the kinds are
    the game's own (``GameView.owned``); a game whose pieces are no one's, or a
    puzzle for one, answers as unnarrowed."""
    if not arg:
        return _whose(frame, seats)
    kind = KINDS.get(arg)
    if kind is None:
        raise ValueError(arg)
    state = agreed.base(frame.state)
    owned = frame.view.owned(state)
    if not owned or state.players == 1:
        return _whose(frame, seats)
    if kind not in owned:
        return tr(NO_KIND[kind]) + " " + tr("Ask for: {kinds}.", kinds=", ".join(
            tr(KIND_NAMES[k]) for k in owned))
    parts = []
    for seat in seats:
        who = agreed.who(frame.state, seat, frame.line.names)
        squares = sorted(owned[kind][seat])
        head = tr(("For {who}, {n} square", "For {who}, {n} squares"), who=who, n=len(squares))
        parts.append(_listing(frame, squares, head) if squares else
                     tr("For {who}: none on the board.", who=who))
    return " ".join(parts)


def _last(frame, arg):
    move = frame.last_move
    if move is None:
        return tr("No move has been played yet.")
    before = frame.line.states[frame.cursor - 1]
    said = move_words(before, move, frame.line.names)
    where = move.target if move.target not in (None, OFF) else move.square
    grid = frame.state.grid
    if where and grid.is_square(where):
        return tr("{move}; {square} now: {words}.", move=said, square=where,
                  words=_words(frame, grid.parse(where)))
    return tr("{move}.", move=said)


_TOKEN = re.compile(r"<(/?)([a-zA-Z0-9]+)([^>]*)>|([^<]+)")
_SKIP = re.compile(r'aria-hidden="true"|class="[^"]*\b(mark-legend|piece-key|how)\b')
_SKIP_TAGS = {"table", "svg", "progress"}     # a table of rounds, pictures: said elsewhere
_VOID = {"input", "img", "br", "hr"}


def _summary(frame):
    """The game's own summary in the side panel, as the plain words it shows (what
    is hidden from screen readers, pictures and tables left out), one sentence per
    item."""
    out, stack = [], []
    for m in _TOKEN.finditer(frame.view.describe(frame)):
        closing, name, attrs, text = m.groups()
        if text is not None:
            if not any(stack):
                out.append(text)
            continue
        out.append(" ")                     # side by side on screen: apart in words
        if closing:
            if stack:
                stack.pop()
            if name in ("li", "p") and not any(stack):
                out.append(". ")
        elif name not in _VOID and not attrs.rstrip().endswith("/"):
            stack.append(bool(name in _SKIP_TAGS or _SKIP.search(attrs)))
    from html import unescape
    words = " ".join(unescape("".join(out)).split())
    return re.sub(r"\s*\.(\s*\.)+", ".", re.sub(r"([.:!?])\s*\.", r"\1", re.sub(r" ([.,;:])", r"\1", words))).strip()


def _turn(frame, arg, seats=()):
    state, names = frame.state, frame.line.names
    said = turn_text(state, names, frame.mine) or status_text(state, names)
    side = side_text(frame.line.states[0], seats, names)
    if side:
        said = f"{side} {said}"
    pending = pending_text(state)
    if pending:
        said = f"{said} {pending}"
    scores = ""
    if state.scores:
        scores = " " + tr("Score: {scores}.", scores=", ".join(
            f"{agreed.who(state, s, names)} {v}" for s, v in enumerate(state.scores)))
    summary = _summary(frame)
    if summary and not summary.endswith((".", ")", "!", "?")):
        summary += "."
    return f"{said}{scores} {summary}".strip()


def _moves(frame, arg):
    state = frame.state
    moves = state.legal_moves()
    sq = _square_index(frame, arg.replace(" ", "")) if arg else None
    if state.outcome is not None:
        return tr("The game is over: {reason}.", reason=reason_of(state.outcome))
    if arg:
        name = state.grid.name(sq)
        moves = [m for m in moves if name in (m.origin, m.square)]
        if not moves:
            return tr("No legal move from {square}.", square=name)
        head = tr("From {square}", square=name)
    else:
        head = tr("Legal moves")
    texts = [m.text for m in moves]
    listed = ", ".join(texts[:MAX_MOVES])
    if len(texts) > MAX_MOVES:
        return tr("{head}, {n}: {moves}, and {more} more.", head=head, n=len(texts),
                  moves=listed, more=len(texts) - MAX_MOVES)
    return tr("{head}, {n}: {moves}.", head=head, n=len(texts), moves=listed)


def square_said(frame, name):
    """What the ``board e4`` command says as the focus goes there: the square, what
    stands on it, and the way back to the field."""
    sq = _square_index(frame, name.replace(" ", ""))
    return tr("On the board at {square}: {words}. Escape comes back to the move field.",
              square=frame.state.grid.name(sq), words=_words(frame, sq))


_ANSWERS = {"help": _help, "square": _square, "row": _row, "column": _column,
            "mine": _mine, "theirs": _theirs, "last": _last, "turn": _turn,
            "moves": _moves}
