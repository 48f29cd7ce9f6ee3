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
NOTE_MAX = 200         # a note sent with a move (app/routes.py): a line or two, never a letter
_ACTION = re.compile(r"^!(resign|offer|accept|decline):([0-9]{1,2})$")
JOINERS = frozenset("\u200c\u200d")   # format characters kept: part of emoji and of words
# Letters and marks that draw nothing, though not controls (category C, refused with
# them): Hangul fillers, the Braille blank, the combining grapheme joiner, Khmer's
# inherent vowels. A name of them alone would show as nothing at all.
_BLANK = frozenset("\u115f\u1160\u3164\uffa0\u2800\u034f\u17b4\u17b5")


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
        if offer is not None:          # the offer that stands, whoever tries another
            raise IllegalMoveError(T("{who} has offered a draw already",
                                     who=T(state.seat_name(offer))))
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
    other invisible characters (a line break, a direction override, a Hangul
    filler), or a joiner or variation selector that joins nothing visible."""
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
    for i, ch in enumerate(name):
        if not _fits(name, i, unicodedata.category(ch)):
            raise PlayerNameError(T("the name '{name}' holds a character a name cannot have "
                                    "(a control or invisible character)",
                                    name=_shown(name)))
    return name


def _fits(name, i, kind):
    """May ``name[i]`` (of Unicode category ``kind``) stand where it is? Joiners go
    between two characters that draw (the second not a selector: man, U+200D, woman),
    a variation selector right after one (a heart, U+FE0F); neither means anything
    alone."""
    ch = name[i]
    if ch in JOINERS:
        return 0 < i < len(name) - 1 and _draws_before(name[i - 1]) and _draws(name[i + 1])
    if _selector(ch):
        return i > 0 and _draws(name[i - 1])
    return not (kind[0] == "C" or kind in ("Zl", "Zp") or ch in _BLANK)


def _selector(ch):
    """A variation selector (emoji or text style, a CJK variant): U+FE00-FE0F,
    U+E0100-E01EF, and Mongolian's U+180B-180D, U+180F."""
    code = ord(ch)
    return 0xFE00 <= code <= 0xFE0F or 0xE0100 <= code <= 0xE01EF or \
        code in (0x180B, 0x180C, 0x180D, 0x180F)


def _draws(ch):
    """A character that is visible by itself (what a joiner or selector may attach to)."""
    return not (ch.isspace() or ch in JOINERS or ch in _BLANK or _selector(ch))


def _draws_before(ch):
    """What may stand before a joiner: a visible character, or a selector that ends
    one (the rainbow flag is a white flag, U+FE0F, U+200D, a rainbow)."""
    return _draws(ch) or _selector(ch)


def _shown(name):
    """The name as a message quotes it: what draws nothing is written as its code
    (a backslash, u and four hex digits), so the reader sees what was refused."""
    return excerpt("".join(ch if ch.isprintable() and ch not in _BLANK and not _selector(ch)
                           and ch not in JOINERS else f"\\u{ord(ch):04x}" for ch in name), 24)


def seat_names(state):
    """The names of ``state``'s seats ("Light", "Dark"; Pacru's by its players), which
    a player's name may not be: the status line would read "Dark (Light)"."""
    named = getattr(state, "seat_name", None) or state.game.seat_name   # Pacru's South...
    return tuple(named(seat) for seat in range(state.players)) if state.players > 1 else ()


def _folded(text):
    import unicodedata
    return unicodedata.normalize("NFKC", text).casefold()


def clean_names(names, players, seats=()):
    """A tuple of names, one per seat ("" for none), or () when none is given.
    ``seats``: the seats' own names (``seat_names``), refused as a player's name in
    any case. They are the record's words, English: a record reads the same in
    every language, and checking each language's would read every catalogue."""
    names = tuple(clean_name(n) for n in (names or ()))
    if len(names) > players:
        if any(names[players:]):
            raise PlayerNameError(T("this game has {players} players, and names were given "
                                    "for {count}", players=players, count=len(names)))
        names = names[:players]
    folded = {_folded(seat): seat for seat in seats}
    for name in names:
        seat = folded.get(_folded(name)) if name else None
        if seat is not None:
            raise PlayerNameError(T("the name '{name}' is the name of a side ({side}); choose "
                                    "another name", name=excerpt(name, 24), side=T(seat)))
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
