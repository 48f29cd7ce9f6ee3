"""What players agree off the board, for every game at once: a resignation, a
draw offer and its answer, and the players' names.

These travel in a record like moves (``!resign:1``, ``!offer:1``, ``!accept:2``,
``!decline:2``: the action and the seat, counted from 1), so a link carries
them and Undo takes them back. They are not legal moves (``legal_moves`` never
lists them, so the computer never resigns); they are made by ``act``. The
state after one is the game's own state wrapped in ``Agreed``, which reads
like it (every attribute is the game state's) but for the agreement: a
finished game (``outcome``, ``to_move`` None, no legal moves) or a standing
draw offer (``offer``: the seat that made it).

Only two-player games have them: in Pacru with 3 or 4 players a resignation
would leave the others playing a game the rules do not describe.
"""

import re

from .errors import IllegalMoveError, PiecepadError, excerpt
from .game import Move, Outcome, said
from .i18n import N_, T, tr

MARK = "!"                          # every action's text starts with it; no move's does
KINDS = ("resign", "offer", "accept", "decline")
NAME_MAX = 20                       # characters in a player's name
_ACTION = re.compile(r"^!(resign|offer|accept|decline):([0-9]{1,2})$")
_KEPT_FORMAT = {"\u200d", "\u200c"}  # joiners: part of emoji and some scripts' words


class WrongSideError(IllegalMoveError):
    """An action for a seat that may not make it now (resigning when it is not
    your turn, answering your own draw offer), or that is not a seat."""


class PlayerNameError(PiecepadError):
    """A player's name that is too long or holds characters a name cannot."""


class Agreed:
    """A game state with a standing draw offer or a result agreed off the board."""

    __slots__ = ("inner", "offer", "agreed")

    def __init__(self, inner, offer=None, agreed=None):
        self.inner = inner          # the game's own state (never an Agreed)
        self.offer = offer          # the seat whose draw offer stands, or None
        self.agreed = agreed        # the Outcome agreed, or None

    def __getattr__(self, name):
        return getattr(self.inner, name)

    @property
    def outcome(self):
        return self.agreed or self.inner.outcome

    @property
    def to_move(self):
        return None if self.agreed else self.inner.to_move

    def legal_moves(self):
        return () if self.agreed else self.inner.legal_moves()

    def parse(self, text):
        if self.agreed:
            raise IllegalMoveError(T("the game is over: {reason}", reason=self.agreed.said))
        return self.inner.parse(text)

    def play(self, move):
        """A move on the board. A draw offer stands through its maker's own move;
        the other side's move declines it."""
        move = self.parse(move) if not isinstance(move, Move) else move
        mover = self.inner.to_move
        after = self.inner.play(move)
        if self.offer is not None and mover == self.offer and after.outcome is None:
            return Agreed(after, self.offer)
        return after

    def __eq__(self, other):
        return isinstance(other, Agreed) and (self.inner, self.offer, self.agreed) == \
            (other.inner, other.offer, other.agreed)

    def __hash__(self):
        return hash((self.inner, self.offer, self.agreed))

    def __repr__(self):
        return f"Agreed({self.inner!r}, offer={self.offer!r}, agreed={self.agreed!r})"


def base(state):
    """The game's own state (what the computer searches and pictures draw)."""
    return state.inner if isinstance(state, Agreed) else state


def offer_of(state):
    """The seat whose draw offer stands, or None."""
    return state.offer if isinstance(state, Agreed) and not state.agreed else None


def text(kind, seat):
    return f"{MARK}{kind}:{seat + 1}"


def is_action(move):
    text = move.text if isinstance(move, Move) else move
    return isinstance(text, str) and text.startswith(MARK)


def parse(state, move):
    """``move`` (text or Move) as a Move: an action's Move (text only, squares
    none) after checking it may be made now, else the game's ``parse``."""
    if isinstance(move, Move):
        if not is_action(move):
            return state.parse(move)
        raw = move.text
    elif isinstance(move, str) and move.strip().startswith(MARK):
        raw = move.strip()
    else:
        return state.parse(move)        # junk too: the game says what a move looks like
    kind, seat = _read(raw)
    check(state, kind, seat)
    return Move(text(kind, seat), data=(kind, seat), kind=kind)


def seat_of(state, move):
    """The seat that makes ``move`` (a Move from ``parse``) at ``state``: an
    action's own seat (an answer to an offer is the other side's), else the side
    to move."""
    return move.data[1] if is_action(move) else state.to_move


def play(state, move):
    """The state after ``move`` (a Move from ``parse``)."""
    if not is_action(move):
        return state.play(move)
    kind, seat = move.data if move.data else _read(move.text)
    inner = base(state)
    if kind == "resign":
        other = 1 - seat
        return Agreed(inner, None, Outcome.of((other,), T("{seat} resigned", seat=said(inner.seat_name(seat)))))
    if kind == "offer":
        return Agreed(inner, seat)
    if kind == "accept":
        return Agreed(inner, None, Outcome((), N_("Drawn by agreement")))
    return inner                                # declined: play on


def _read(raw):
    found = _ACTION.match(raw.lower())
    if not found:
        raise IllegalMoveError(T("'{text}' is not an action: they are !resign, !offer, !accept "
                                 "and !decline, with a seat (!resign:1)", text=excerpt(raw)))
    return found.group(1), int(found.group(2)) - 1


def check(state, kind, seat):
    """Raise WrongSideError (with a player's reason) unless ``seat`` may make
    the action ``kind`` in ``state``."""
    if kind not in KINDS:
        raise IllegalMoveError(T("'{text}' is not an action", text=excerpt(kind)))
    if state.players != 2:
        raise IllegalMoveError(T("resigning and draw offers are for two-player games"))
    if not 0 <= seat < 2:
        raise WrongSideError(T("this game has two players, and there is no player {number}",
                               number=seat + 1))
    if state.outcome is not None:
        raise IllegalMoveError(T("the game is over: {reason}", reason=state.outcome.said))
    who, turn = T(state.seat_name(seat)), state.to_move
    offer = offer_of(state)
    if kind == "resign" and seat != turn:
        raise WrongSideError(T("{who} cannot resign now: it is {other}'s turn", who=who,
                               other=T(state.seat_name(turn))))
    if kind == "offer":
        if seat != turn:
            raise WrongSideError(T("{who} cannot offer a draw now: it is {other}'s turn",
                                   who=who, other=T(state.seat_name(turn))))
        if offer is not None:
            raise IllegalMoveError(T("{who} has offered a draw already", who=who))
        if getattr(state, "pending", False):
            raise IllegalMoveError(T("{who} can offer a draw once this turn is finished",
                                     who=who))
    if kind in ("accept", "decline"):
        if offer is None:
            raise WrongSideError(T("there is no draw offer to answer"))
        if seat == offer:
            raise WrongSideError(T("{who} offered the draw, so {other} answers it", who=who,
                                   other=T(state.seat_name(1 - seat))))


def allowed(state, kind, seat):
    try:
        check(state, kind, seat)
    except IllegalMoveError:
        return False
    return True


def clean_name(name):
    """A player's name as kept: surrounding spaces dropped, "" for none. Raises
    PlayerNameError for one over NAME_MAX characters, or holding control or
    other invisible characters (a line break, a direction override)."""
    if name is None:
        return ""
    if not isinstance(name, str):
        raise PlayerNameError(T("a name is text, not {value}", value=excerpt(name)))
    name = name.strip()
    if len(name) > NAME_MAX:
        raise PlayerNameError(T("the name '{name}' is {length:,} characters long; a name has "
                                "at most {most}", name=excerpt(name, 24), length=len(name),
                                most=NAME_MAX))
    import unicodedata          # here: only a named game needs it, not every start
    for ch in name:
        kind = unicodedata.category(ch)
        if (kind[0] == "C" and ch not in _KEPT_FORMAT) or kind in ("Zl", "Zp"):
            raise PlayerNameError(T("the name '{name}' holds a character a name cannot have "
                                    "(a control or invisible character)",
                                    name=excerpt(name, 24)))
    return name


def clean_names(names, players):
    """A tuple of names, one per seat ("" for none), or () when none is given."""
    names = tuple(clean_name(n) for n in (names or ()))
    if len(names) > players:
        if any(names[players:]):
            raise PlayerNameError(T("this game has {players} players, and names were given "
                                    "for {count}", players=players, count=len(names)))
        names = names[:players]
    if not any(names):
        return ()
    return names + ("",) * (players - len(names))


def who(state, seat, names=()):
    """A seat as the status says it, in the reader's language: "Sam (Light)" when
    named, else "Light"."""
    named = getattr(state, "seat_name", None) or state.game.seat_name   # Pacru's South...
    seat_name = tr(named(seat) if state.players > 1 else N_("You"))
    name = names[seat] if seat is not None and seat < len(names) else ""
    return tr("{name} ({seat})", name=name, seat=seat_name) if name else seat_name
