"""The protocol every game follows: Game (rules + options), State (a value), Move, Outcome.

A game module subclasses Game and State and fills in the few methods marked
"per game". Everything a caller needs (parse, play, equality) lives here once.

The contract is also written as typed protocols (``piecepad.protocols``), checked
by mypy (``make test``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar

from . import catalogue
from .errors import IllegalMoveError, as_text, excerpt
from .i18n import N_, Message, T
from .options import resolve

if TYPE_CHECKING:
    from .grid import Grid
    from .options import Option

X = TypeVar("X")


@dataclass(frozen=True)
class Move:
    """A move (a decision) with its canonical text.

    Two moves are equal when their text is: within one position, the canonical
    text names exactly one move. ``data`` is the engine's own decoded form.

    The squares a board needs to show the move are filled in by the engine that
    made it, as square names, so no caller reads them back out of the text:

    - ``origin``: the square a piece leaves (a step, a jump, a capture, a turn);
    - ``target``: the square it reaches, or ``OFF`` when it leaves the board;
    - ``square``: the one square a decision is made on (a tile placed, claimed
      or given back), for decisions that move no piece;
    - ``facing``: the new facing of a piece turned where it stands.

    A decision with none of these (a pass, a choice between benefits) is made
    with a button. Two more fields describe it without reading ``data``:

    - ``kind``: the engine's word for the sort of decision ("step", "pass",
      "pincer", "claim", "capture", "place", ...; an agreed action's "resign" ...);
    - ``path``: the squares the move marks on its way, in order (Tracers: the
      knight's origin and the squares it passes), as square names; else ().

    ``data`` stays the engine's private decoded form (square indices and the like).
    None of these fields takes part in equality, hashing or the text.
    """
    text: str
    data: tuple[Any, ...] = field(default=(), compare=False, repr=False)
    origin: str | None = field(default=None, compare=False, repr=False)
    target: str | None = field(default=None, compare=False, repr=False)
    square: str | None = field(default=None, compare=False, repr=False)
    facing: str | None = field(default=None, compare=False, repr=False)
    kind: str = field(default="", compare=False, repr=False)
    path: tuple[str, ...] = field(default=(), compare=False, repr=False)

    def __str__(self) -> str:
        return self.text

    @property
    def is_step(self) -> bool:
        """A piece moving from one square to another (or off the board)."""
        return self.origin is not None and self.target is not None

    @property
    def is_turn(self) -> bool:
        return self.origin is not None and self.facing is not None

    @property
    def on_board(self) -> bool:
        """Made by a tap on the board (a piece or a square), not with a button."""
        return self.origin is not None or self.square is not None


OFF = "off"       # Move.target of a piece that leaves the board


@dataclass(frozen=True)
class Outcome:
    """How a game ended. ``reason`` is the English sentence (records, logs and tests
    read it); ``message``, when the game gives one, is the same words as a Message, so
    the view can say them in the reader's language (``said``)."""
    winners: tuple[int, ...]        # seats; () is a draw
    reason: str
    message: Message | None = field(default=None, compare=False, repr=False)

    @classmethod
    def of(cls, winners: tuple[int, ...], message: Message) -> Outcome:
        return cls(winners, str(message), message)

    @property
    def said(self) -> Message:
        return reason_of(self)

    @property
    def is_draw(self) -> bool:
        return not self.winners


def reason_of(outcome: Any) -> Message:
    """An outcome's reason as a Message: the one it carries, else its English as an id
    (a game marks its fixed reasons with ``N_``). Any object with a ``reason`` will do."""
    message = getattr(outcome, "message", None)
    return message if isinstance(message, Message) else T(outcome.reason)


class Settings:
    """Resolved option values: read like a dict, hashable like a tuple."""

    __slots__ = ("pairs", "_map")

    def __init__(self, pairs: Iterable[tuple[str, Any]]) -> None:
        self.pairs = tuple(pairs)
        self._map = dict(self.pairs)

    def __getitem__(self, name: str) -> Any:
        return self._map[name]

    def as_dict(self) -> dict[str, Any]:
        return dict(self._map)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Settings) and self.pairs == other.pairs

    def __hash__(self) -> int:
        return hash(self.pairs)

    def __repr__(self) -> str:
        return f"Settings({self._map})"


def memo(factory: Callable[..., X]) -> Callable[..., X]:
    """``factory(*key)`` computed once per key: the tables a game derives from its
    options (Settings are hashable), shared by every state with those options."""
    cache: dict[tuple[Hashable, ...], X] = {}

    def get(*key: Hashable) -> X:
        value = cache.get(key)
        if value is None:
            value = cache[key] = factory(*key)
        return value
    return get


# A separator typed with spaces round it, between a square and what follows it:
# "A1 - B1" -> "a1-b1", "d4 x d5", "e6 > s", "c3 : 2". A separator with a space
# before it only ("b4 -a1") starts the next decision of a whole turn (Pacru's
# give-backs), so it stays apart.
_SPACED_PAIR = re.compile(r"([a-z][0-9]+)(?:\s+([-x>:])\s+|([-x>:])\s+)([a-z0-9])")


def _join_pair(m: re.Match[str]) -> str:
    return m.group(1) + (m.group(2) or m.group(3)) + m.group(4)


def normalize_text(text: object) -> str:
    """Move text as players type it -> the form canonical texts use: lower case,
    single spaces, none around a separator between squares. Every game's parse
    reads text through this, so every game forgives the same typing."""
    return _SPACED_PAIR.sub(_join_pair, " ".join(as_text(text).lower().split()))


class Game:
    """Rules of one game. Subclasses set the class attributes and the per-game hooks."""

    id: str = ""
    rules_version: str = ""
    min_players: int = 2
    max_players: int = 2
    options: Sequence[Option] = ()
    seat_names: Sequence[str] = (N_("Player 1"), N_("Player 2"))
    uses_seed = False      # dice drawn from start(seed=...): a new game gets a fresh seed
    has_solver = False     # states answer hint() themselves (a puzzle with a solver)

    @property
    def title(self) -> str:
        """The game's name, from its catalogue row (declared there once)."""
        return catalogue.entry(self.id).title

    def start(self, /, players: int | None = None, seed: int | None = None,
              **options: Any) -> State:
        """The first state of a new game. ``options``: declared options by name
        (any name: ``self`` is positional-only, so no option can collide with
        it); ``players`` and ``seed`` are start arguments, not options. Raises
        OptionError."""
        from .errors import OptionError, excerpt
        if players is None:
            players = self.min_players
        if isinstance(players, bool) or not isinstance(players, int) \
                or not self.min_players <= players <= self.max_players:
            raise OptionError(T("{game} is played by {range}, not {value}", game=T(self.title),
                                range=self._player_range(), value=excerpt(players)),
                              option="players")
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)
                                 or seed.bit_length() > 64):
            raise OptionError(T("seed must be a whole number below 2**64, not {value}",
                                value=excerpt(seed)), option="seed")
        return self._start(Settings(resolve(self.options, options)), players, seed)

    def option(self, name: str) -> Option:
        for o in self.options:
            if o.name == name:
                return o
        raise KeyError(name)

    def seat_name(self, seat: int) -> str:
        return self.seat_names[seat]

    def _player_range(self) -> Message:
        """"1 player", "2 to 4 players" (a Message: ``str()`` is the English)."""
        lo, hi = self.min_players, self.max_players
        if lo == hi:
            return T(("{n} player", "{n} players"), n=lo)
        return T("{low} to {high} players", low=lo, high=hi)

    def __repr__(self) -> str:
        return f"<Game {self.id} {self.rules_version}>"

    # -- per game -------------------------------------------------------
    def _start(self, settings: Settings, players: int, seed: int | None) -> State:
        raise NotImplementedError

    def decode(self, text: str, **options: Any) -> State:
        """Position text -> State. Raises PositionError."""
        raise NotImplementedError

    def encode(self, state: Any) -> str:
        """State -> position text."""
        raise NotImplementedError


class State:
    """One position of one game. Immutable: ``play`` returns a new state."""

    # The Game instance and the Grid of this position's board, set by each game's
    # State subclass (every state has both).
    game: Game = None      # type: ignore[assignment]
    grid: Grid = None      # type: ignore[assignment]
    _parsed: Move | None = None   # the Move parse last returned: play() need not look it up
    pending = False        # True while a turn of several decisions is unfinished
    multi_decision = False  # may one text hold several decisions, space-separated?
    settings: Settings
    players: int
    to_move: int | None
    outcome: Outcome | None
    _legal: tuple[Move, ...] | None

    def __init__(self, settings: Settings, players: int, to_move: int | None,
                 outcome: Outcome | None) -> None:
        self.settings = settings
        self.players = players
        self.to_move = to_move
        self.outcome = outcome
        self._legal = None

    @property
    def options(self) -> dict[str, Any]:
        return self.settings.as_dict()

    def seat_name(self, seat: int) -> str:
        """A seat's name in this position (Pacru names seats by the side they sit at)."""
        return self.game.seat_name(seat)

    def gathering(self) -> tuple[tuple[str, ...], int] | None:
        """(square names, how many) when the next decisions are that many taps among
        these squares, chosen in any order and played in notation order; else None."""
        return None

    def seat_turns(self, seat: int | None) -> int:
        """Quarter turns clockwise from the first seat's side of the board to the side
        ``seat`` sits at (0 for no seat): by default two players sit across it."""
        return 2 if seat == 1 else 0

    def hint(self) -> Move | None:
        """Games with ``has_solver``: the move the solver suggests, or None when the
        position has no solution. Other games are hinted by the computer player."""
        raise NotImplementedError(f"{self.game.id} has no solver of its own")

    def legal_moves(self) -> tuple[Move, ...]:
        if self.outcome is not None:
            return ()
        if self._legal is None:
            self._legal = tuple(self._generate())
        return self._legal

    def parse(self, text: Any) -> Move:
        """Text -> the legal Move it names, or IllegalMoveError saying why not."""
        if isinstance(text, Move):
            if text is self._parsed:
                return text
            for move in self.legal_moves():
                if move is text:           # one of our own moves: no text to read
                    return move
            text = text.text
        norm = normalize_text(self.tidy(text))
        # Listed already: the listed object. Else the game may find it without listing.
        found = self._lookup(norm) if self.outcome is None and self._legal is None else None
        if found is None:
            found = next((m for m in self.legal_moves() if m.text == norm), None)
        if found is not None:
            self._parsed = found
            return found
        if not norm:
            raise IllegalMoveError(T("no move given"))
        shown = excerpt(norm, 24)       # a move text is short: more is junk, and long
        if self.outcome is not None:
            raise IllegalMoveError(T("{move}: the game is over ({reason})", move=shown,
                                     reason=said(self.outcome.reason)))
        raise IllegalMoveError(T("{move}: {reason}", move=shown,
                                 reason=said(self._why_illegal(norm))))

    def play(self, move: Move | str) -> State:
        """Apply a move (a Move or its text; a whole turn's text where turns have
        several decisions) and return the new state."""
        if isinstance(move, Move) or not self.multi_decision:
            return self._apply(self.parse(move))
        return play_turn(self, self.split_turn(move), _play_one)

    # -- turns of several decisions --------------------------------------------
    @property
    def mid_turn(self) -> bool:
        """True when the seat that just decided decides again: its turn goes on."""
        return self.pending and self.outcome is None

    def split_turn(self, text: str) -> tuple[str, ...]:
        """One turn's text -> its decisions' texts, tidied as ``parse`` reads them,
        not yet checked: the whole text where a turn is one decision (Tracers'
        ``a1-b3 via b1,b2`` has spaces), else (``multi_decision``, Pacru's
        ``a3-b4 +b4``) the space-separated parts. ``join_turn`` is its inverse."""
        norm = normalize_text(self.tidy(text))
        return tuple(norm.split(" ")) if self.multi_decision else (norm,)

    def read_turn(self, text: str) -> tuple[str, ...]:
        """One turn's text -> the canonical texts of its decisions, each checked in
        the position it is made in. Raises IllegalMoveError with the engine's
        reason (also for decisions after the turn is complete)."""
        done: list[str] = []

        def step(state: State, part: str) -> State:
            move = state.parse(part)
            done.append(move.text)
            return state._apply(move)
        play_turn(self, self.split_turn(text), step)
        return tuple(done)

    def __eq__(self, other: object) -> bool:
        return type(self) is type(other) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash((type(self), self._key()))

    def __repr__(self) -> str:
        return f"<{self.game.id} {self.game.encode(self)}>"

    # -- per game -------------------------------------------------------
    @property
    def scores(self) -> tuple[Any, ...]:
        return ()

    def _generate(self) -> Iterable[Move]:
        raise NotImplementedError

    def _apply(self, move: Move) -> State:
        raise NotImplementedError

    def _why_illegal(self, text: str) -> str | Message:
        return T("not a legal move here")

    def tidy(self, text: str) -> str:
        """Optional, per game: typed text made closer to canonical (spacing the game
        forgives) before ``normalize_text``, which every game's text goes through."""
        return text

    def _lookup(self, text: str) -> Move | None:
        """Optional, per game: the legal Move named by canonical ``text``, found
        without listing every legal move (replaying a long record checks each move),
        or None to let ``parse`` look through ``legal_moves()``. It must never
        return a move that is not in ``legal_moves()``."""
        return None

    def _key(self) -> Hashable:
        raise NotImplementedError


def _play_one(state: State, text: str) -> State:
    return state._apply(state.parse(text))


def play_turn(start: X, parts: Sequence[str], play: Callable[[X, str], X],
              state_of: Callable[[X], State] = lambda x: x) -> X:   # type: ignore[assignment,return-value]
    """Play a turn's decision texts (``split_turn``) one after another, where
    ``play(x, text)`` returns the next ``x`` (a State, or a Record) and
    ``state_of(x)`` is its State. Every caller that plays a turn's text goes through
    here. Raises IllegalMoveError for a decision after the turn is complete."""
    x = start
    for i, part in enumerate(parts):
        if i and not state_of(x).mid_turn:
            raise IllegalMoveError(T("{move}: the turn is complete after {last}; play one "
                                     "turn at a time", move=part, last=parts[i - 1]))
        x = play(x, part)
    return x


def said(words: str | Message) -> Message:
    """Words a game hands over (an outcome's reason, a refusal's) as a Message: a
    Message as it is; text as an id, so words a game marks with ``N_`` are shown in
    the reader's language (and any other text as it is)."""
    return words if isinstance(words, Message) else T(words)


def join_turn(parts: Iterable[str]) -> str:
    """A turn's decision texts -> the turn's text (``State.split_turn`` reversed)."""
    return " ".join(parts)


def group_turns(state: State, moves: Iterable[Move | str]) -> list[tuple[str, ...]]:
    """A line of decisions (Moves or texts) played from ``state``, grouped into
    turns: each turn a tuple of canonical decision texts; a decision after which the
    turn goes on (``State.mid_turn``) is grouped with the ones that follow it. A
    line that stops mid-turn ends with that unfinished turn."""
    turns: list[tuple[str, ...]] = []
    turn: list[str] = []
    for given in moves:
        move = state.parse(given)
        state = state._apply(move)
        turn.append(move.text)
        if not state.mid_turn:
            turns.append(tuple(turn))
            turn = []
    if turn:
        turns.append(tuple(turn))
    return turns
