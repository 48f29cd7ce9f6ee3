"""The protocol every game follows: Game (rules + options), State (a value), Move, Outcome.

A game module subclasses Game and State and fills in the few methods marked
"per game". Everything a caller needs (parse, play, equality) lives here once.
"""

import re
from dataclasses import dataclass, field

from . import catalogue
from .errors import IllegalMoveError, as_text, excerpt
from .options import resolve


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
    with a button.
    """
    text: str
    data: tuple = field(default=(), compare=False, repr=False)
    origin: str = field(default=None, compare=False, repr=False)
    target: str = field(default=None, compare=False, repr=False)
    square: str = field(default=None, compare=False, repr=False)
    facing: str = field(default=None, compare=False, repr=False)

    def __str__(self):
        return self.text

    @property
    def is_step(self):
        """A piece moving from one square to another (or off the board)."""
        return self.origin is not None and self.target is not None

    @property
    def is_turn(self):
        return self.origin is not None and self.facing is not None

    @property
    def on_board(self):
        """Made by a tap on the board (a piece or a square), not with a button."""
        return self.origin is not None or self.square is not None


OFF = "off"       # Move.target of a piece that leaves the board


@dataclass(frozen=True)
class Outcome:
    winners: tuple        # seats; () is a draw
    reason: str

    @property
    def is_draw(self):
        return not self.winners


class Settings:
    """Resolved option values: read like a dict, hashable like a tuple."""

    __slots__ = ("pairs", "_map")

    def __init__(self, pairs):
        self.pairs = tuple(pairs)
        self._map = dict(self.pairs)

    def __getitem__(self, name):
        return self._map[name]

    def as_dict(self):
        return dict(self._map)

    def __eq__(self, other):
        return isinstance(other, Settings) and self.pairs == other.pairs

    def __hash__(self):
        return hash(self.pairs)

    def __repr__(self):
        return f"Settings({self._map})"


def memo(factory):
    """``factory(*key)`` computed once per key: the tables a game derives from its
    options (Settings are hashable), shared by every state with those options."""
    cache = {}

    def get(*key):
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


def _join_pair(m):
    return m.group(1) + (m.group(2) or m.group(3)) + m.group(4)


def normalize_text(text):
    """Move text as players type it -> the form canonical texts use: lower case,
    single spaces, none around a separator between squares. Every game's parse
    reads text through this, so every game forgives the same typing."""
    return _SPACED_PAIR.sub(_join_pair, " ".join(as_text(text).lower().split()))


class Game:
    """Rules of one game. Subclasses set the class attributes and the per-game hooks."""

    id = ""
    rules_version = ""
    min_players = 2
    max_players = 2
    options = ()
    seat_names = ("Player 1", "Player 2")
    uses_seed = False      # dice drawn from start(seed=...): a new game gets a fresh seed
    has_solver = False     # states answer hint() themselves (a puzzle with a solver)

    @property
    def title(self):
        """The game's name, from its catalogue row (declared there once)."""
        return catalogue.entry(self.id).title

    def start(self, /, players=None, seed=None, **options):
        """The first state of a new game. ``options``: declared options by name
        (any name: ``self`` is positional-only, so no option can collide with
        it); ``players`` and ``seed`` are start arguments, not options. Raises
        OptionError."""
        from .errors import OptionError, excerpt
        if players is None:
            players = self.min_players
        if isinstance(players, bool) or not isinstance(players, int) \
                or not self.min_players <= players <= self.max_players:
            raise OptionError(f"{self.title} is played by {self._player_range()}, "
                              f"not {excerpt(players)}", option="players")
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)
                                 or seed.bit_length() > 64):
            raise OptionError(f"seed must be a whole number below 2**64, not {excerpt(seed)}",
                              option="seed")
        return self._start(Settings(resolve(self.options, options)), players, seed)

    def option(self, name):
        for o in self.options:
            if o.name == name:
                return o
        raise KeyError(name)

    def seat_name(self, seat):
        return self.seat_names[seat]

    def _player_range(self):
        lo, hi = self.min_players, self.max_players
        if lo == hi:
            return "1 player" if lo == 1 else f"{lo} players"
        return f"{lo} to {hi} players"

    def __repr__(self):
        return f"<Game {self.id} {self.rules_version}>"

    # -- per game -------------------------------------------------------
    def _start(self, settings, players, seed):
        raise NotImplementedError

    def decode(self, text, **options):
        """Position text -> State. Raises PositionError."""
        raise NotImplementedError

    def encode(self, state):
        """State -> position text."""
        raise NotImplementedError


class State:
    """One position of one game. Immutable: ``play`` returns a new state."""

    game = None            # the Game instance, set by each game's State subclass
    grid = None            # per game: the Grid of this position's board (every state has one)
    _parsed = None         # the Move parse last returned: play() need not look it up again
    pending = False        # True while a turn of several decisions is unfinished
    multi_decision = False  # may one text hold several decisions, space-separated?

    def __init__(self, settings, players, to_move, outcome):
        self.settings = settings
        self.players = players
        self.to_move = to_move
        self.outcome = outcome
        self._legal = None

    @property
    def options(self):
        return self.settings.as_dict()

    def seat_name(self, seat):
        """A seat's name in this position (Pacru names seats by the side they sit at)."""
        return self.game.seat_name(seat)

    def gathering(self):
        """(square names, how many) when the next decisions are that many taps among
        these squares, chosen in any order and played in notation order; else None."""
        return None

    def seat_turns(self, seat):
        """Quarter turns clockwise from the first seat's side of the board to the side
        ``seat`` sits at (0 for no seat): by default two players sit across it."""
        return 2 if seat == 1 else 0

    def hint(self):
        """Games with ``has_solver``: the move the solver suggests, or None when the
        position has no solution. Other games are hinted by the computer player."""
        raise NotImplementedError(f"{self.game.id} has no solver of its own")

    def legal_moves(self):
        if self.outcome is not None:
            return ()
        if self._legal is None:
            self._legal = tuple(self._generate())
        return self._legal

    def parse(self, text):
        """Text -> the legal Move it names, or IllegalMoveError saying why not."""
        if isinstance(text, Move):
            if text is self._parsed:
                return text
            for move in self.legal_moves():
                if move is text:           # one of our own moves: no text to read
                    return move
            text = text.text
        norm = normalize_text(text)
        # Listed already: the listed object. Else the game may find it without listing.
        move = self._lookup(norm) if self.outcome is None and self._legal is None else None
        if move is None:
            move = next((m for m in self.legal_moves() if m.text == norm), None)
        if move is not None:
            self._parsed = move
            return move
        if not norm:
            raise IllegalMoveError("no move given")
        shown = excerpt(norm, 24)       # a move text is short: more is junk, and long
        if self.outcome is not None:
            raise IllegalMoveError(f"{shown}: the game is over ({self.outcome.reason})")
        raise IllegalMoveError(f"{shown}: {self._why_illegal(norm)}")

    def play(self, move):
        """Apply a move (a Move or its text; a whole turn's text where turns have
        several decisions) and return the new state."""
        if isinstance(move, Move) or not self.multi_decision:
            return self._apply(self.parse(move))
        state = self
        for part in normalize_text(move).split(" "):
            state = state._apply(state.parse(part))
        return state

    def __eq__(self, other):
        return type(self) is type(other) and self._key() == other._key()

    def __hash__(self):
        return hash((type(self), self._key()))

    def __repr__(self):
        return f"<{self.game.id} {self.game.encode(self)}>"

    # -- per game -------------------------------------------------------
    @property
    def scores(self):
        return ()

    def _generate(self):
        raise NotImplementedError

    def _apply(self, move):
        raise NotImplementedError

    def _why_illegal(self, text):
        return "not a legal move here"

    def _lookup(self, text):
        """Optional, per game: the legal Move named by canonical ``text``, found
        without listing every legal move (replaying a long record checks each move),
        or None to let ``parse`` look through ``legal_moves()``. It must never
        return a move that is not in ``legal_moves()``."""
        return None

    def _key(self):
        raise NotImplementedError
