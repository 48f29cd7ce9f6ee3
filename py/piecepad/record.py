"""Records: a game's start options plus its moves, and their text form.

Undo, redo, replay, links and autosave are all made from a record. The text
form is URL-safe and readable, five fields separated by '/':

    pp1/dodgem/1.0/axis=V;draw_rule=none/a5-a6.f2-e2.a1-b1

format tag, game id, rules version, non-default options (name=value joined by
';'), moves (canonical texts joined by '.'; a space inside a move is written
'_', and any other character outside [a-z0-9-+*:,=@!] is %-escaped).

A record may start from a set-up position instead of the game's opening: the
options field then ends with ``from=<position text>``, %-escaped like any
option value (``/`` is ``%2F``, a space ``%20``), and the start state is
``game.decode(position, **options)``.
"""

from __future__ import annotations

import operator
from collections.abc import Iterable, Sequence
from itertools import islice
import gc
from typing import TYPE_CHECKING, Any

from . import agreed, games
from .errors import IllegalMoveError, OptionError, RecordError, as_text, excerpt, message_of
from .i18n import T
from .game import play_turn
from .options import format_value
from .percent import quote, unquote

if TYPE_CHECKING:
    from .game import Game, Move

FORMAT = "pp1"
FORMAT2 = "pp2"                      # pp1 plus players' names and actions (resign, draw)
NAME = "name"                        # name1=Sam: the names, by seat counted from 1
GID = "gid"                          # gid=k3x9q2mt: one game played by link, on every device
GID_CHARS = "abcdefghijkmnpqrstuvwxyz23456789"   # no 0/o, 1/l: read aloud, typed by hand
_SAFE = "-+*:,=@!"
START_ARGS = ("players", "seed")     # start() arguments that are not declared options
FROM = "from"                        # the start position, when not the game's opening
MAX_POSITION = 4000                  # characters: every game's position text is far shorter
MAX_MOVES = 5000                     # moves in a record: docs/notation.md says why
# Characters in a record text, a bound on time rather than a rule of the format: the
# longest Piecepad writes (5,000 of Tracers' "c4-e5_via_c5,d5_nomark", a %-escaped start
# position, names) is some 130,000, and up to this size each part is read in linear
# time and named when it is wrong; a longer text is refused before any part is read.
MAX_TEXT = 4_000_000
EVERY = 32                           # a Line keeps the state after every EVERY-th move


_state_of = operator.attrgetter("state")     # a Record -> its State (play_turn)


class Record:
    """Immutable. Its states are worked out on demand from a few kept ones (a
    ``Line`` keeps one every ``EVERY`` moves, and the last), so a long record
    costs about its move texts in memory. At most ``MAX_MOVES`` moves.

    ``moves`` (canonical texts) and ``states`` (``len(moves) + 1`` of them) read
    like tuples. Records made from one another by ``play`` and ``upto`` share
    one append-only list of each (a ``Line``) and differ in how much of it is
    theirs: playing on from the end of the line appends in place, so replaying
    n moves takes O(n), not O(n**2); playing from the middle (after an undo)
    copies that record's part first.
    """

    __slots__ = ("game", "start_args", "names", "gid", "_line", "_n", "_hash")

    def __init__(self, game: Game, start_args: tuple[tuple[str, Any], ...],
                 moves: Iterable[str], states: Iterable[Any], names: tuple[str, ...] = ()) -> None:
        self.game = game
        self.start_args = start_args      # tuple of (name, value), non-default only
        self.names = names                # players' names by seat ("" for none), or ()
        self.gid = ""                     # the game's id when played by link (docs/friend.md)
        self._line = Line(moves, states)
        self._n = len(self._line.moves)   # this record's moves: the first _n of the line
        self._hash: int | None = None

    @classmethod
    def _on(cls, game, start_args, line, n, names=(), gid=""):
        record = cls.__new__(cls)
        record.game, record.start_args, record._line, record._n = game, start_args, line, n
        record.names, record.gid = names, gid
        record._hash = None
        return record

    def with_names(self, names: Sequence[str]) -> Record:
        """The same game with the players' names (one per seat, "" for none; ()
        for none at all). Raises PlayerNameError for a name too long or not a
        name (agreed.clean_name), or a seat's own name ("Dark" for Light)."""
        start = self.states[0]
        names = agreed.clean_names(names, start.players, agreed.seat_names(start))
        return Record._on(self.game, self.start_args, self._line, self._n, names, self.gid)

    def with_gid(self, gid: str) -> Record:
        """The same game under the id that ties its links and saves together ("" for
        none). Raises RecordError for an id Piecepad does not write (``check_gid``)."""
        return Record._on(self.game, self.start_args, self._line, self._n, self.names,
                          check_gid(gid))

    @classmethod
    def new(cls, game_id: str, /, **options: Any) -> Record:
        """A record of a new game: ``options`` as ``Game.start`` takes them (any
        name: ``cls`` and ``game_id`` are positional-only). Raises RecordError for
        an unknown game, OptionError for bad options."""
        game = _get_game(game_id, RecordError)
        if options.get(FROM) is not None:
            return cls.from_position(game.id, options.pop(FROM), **options)
        options.pop(FROM, None)
        state = game.start(**options)
        return cls(game, _non_default(game, state, options), (), (state,))

    @classmethod
    def from_position(cls, game_id: str, position: str, /, **options: Any) -> Record:
        """A record of a game that starts from ``position`` (the game's position
        text, as ``game.decode`` reads it, with ``options``) instead of the
        opening. ``Record.new(game_id, **{"from": position})`` is the same.
        Raises RecordError naming the position and the decoder's reason, for a
        finished position too (there is nothing to play from it)."""
        game = _get_game(game_id, RecordError)
        state = _decode_start(game, position, options)
        given = {k: v for k, v in options.items() if k == "players"}
        args = _non_default(game, state, given) + ((FROM, game.encode(state)),)
        return cls(game, args, (), (state,))

    @property
    def start_position(self) -> str | None:
        """The position text the record starts from, or None for the opening."""
        return dict(self.start_args).get(FROM)

    @property
    def moves(self) -> Prefix:
        """The canonical move texts, read like a tuple."""
        return Prefix(self._line.moves, self._n)

    @property
    def states(self) -> Prefix:
        """The states from the start to the last move (``len(moves) + 1``), read
        like a tuple."""
        return Prefix(self._line.states, self._n + 1)

    @property
    def glances(self) -> Prefix:
        """What a list of the moves needs of each state (``Glance``), kept for
        every state, so listing the moves replays nothing; like ``states``."""
        return Prefix(self._line.glances, self._n + 1)

    @property
    def state(self) -> Any:
        return self._line.states[self._n]

    @property
    def game_id(self) -> str:
        return self.game.id

    def __len__(self) -> int:
        return self._n

    def play(self, move: Move | str) -> Record:
        """Validate and append a move (a Move or text, a whole turn where turns
        have several decisions). Raises IllegalMoveError."""
        state = self.state
        if isinstance(move, str) and state.multi_decision:
            parts = state.split_turn(move)
            if len(parts) > 1:     # a whole turn's text: one decision per entry
                return play_turn(self, parts, Record.play, _state_of)
        m = agreed.parse(state, move)
        line, n = self._line, self._n
        if n >= MAX_MOVES:
            raise IllegalMoveError(T("this game has {most:,} moves, the most a game record "
                                     "holds; start a new game to play on", most=MAX_MOVES))
        if n < len(line.moves):
            if line.moves[n] == m.text:          # the line already goes on with this move
                return Record._on(self.game, self.start_args, line, n + 1, self.names,
                                  self.gid)
            line = line.copy(n)                  # a new branch
        line.push(m.text, agreed.play(state, m))
        return Record._on(self.game, self.start_args, line, n + 1, self.names, self.gid)

    def upto(self, n: int) -> Record:
        """The record of the first ``n`` moves (undo, and stepping through)."""
        n = max(0, min(n, self._n))
        return Record._on(self.game, self.start_args, self._line, n, self.names, self.gid)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Record):
            return False
        if self.game is not other.game or self._n != other._n \
                or self.start_args != other.start_args or self.names != other.names \
                or self.gid != other.gid:
            return False
        return self._line is other._line or self.moves == other.moves

    def __hash__(self) -> int:
        if self._hash is None:
            self._hash = hash((self.game.id, self.start_args, tuple(self.moves)))
        return self._hash

    def __repr__(self):
        return f"Record({self.to_text()!r})"

    # -- text -----------------------------------------------------------
    def to_text(self) -> str:
        """pp1 text, or pp2 when there are names or actions (resign, draw), so a
        record without them has the text it always had."""
        args = [(k, _escape(format_value(v))) for k, v in self.start_args if k != FROM]
        args += [(GID, self.gid)] if self.gid else []
        args += [(f"{NAME}{i}", _escape(n)) for i, n in enumerate(self.names, 1) if n]
        args += [(k, _escape(v)) for k, v in self.start_args if k == FROM]
        opts = ";".join(f"{k}={v}" for k, v in args)
        moves = ".".join(_escape(m.replace(" ", "_")) for m in self.moves)
        newer = self.names or self.gid or any(agreed.is_action(m) for m in self.moves)
        return "/".join((FORMAT2 if newer else FORMAT, self.game.id, self.game.rules_version,
                         opts, moves))

    @classmethod
    def from_text(cls, text: object) -> Record:
        """Read, replay and validate record text. Raises RecordError saying which
        part is wrong."""
        parts = as_text(text).strip().split("/")
        if len(parts) != 5 or parts[0] not in (FORMAT, FORMAT2):
            raise RecordError(T("this is not a Piecepad game record (it should look like "
                                "{format}/<game>/<version>/<options>/<moves>)", format=FORMAT))
        tag, game_id, version, opts, moves = parts
        count = moves.count(".") + 1 if moves else 0
        if count > MAX_MOVES:      # told before anything is replayed
            raise RecordError(T("it has {count:,} moves, and a game record holds at most "
                                "{most:,} (no real game is that long)", count=count,
                                most=MAX_MOVES))
        length = sum(map(len, parts)) + 4
        if length > MAX_TEXT:      # before any part is unescaped or read
            raise RecordError(T("it is {length:,} characters long, and a game record is at "
                                "most {most:,}", length=length, most=MAX_TEXT))
        game = _get_game(excerpt(unquote(game_id)), RecordError)
        if version != game.rules_version:
            raise RecordError(T("this record was made under {game} rules version "
                                "{version}, and this app plays version "
                                "{ours} only; it is not replayed under other rules",
                                game=T(game.title), version=excerpt(version),
                                ours=game.rules_version))
        if tag == FORMAT and (moves.startswith(agreed.MARK) or "." + agreed.MARK in moves):
            raise RecordError(T("this {format} record holds an action (resign or draw), "
                                "which only {newer} records carry", format=FORMAT,
                                newer=FORMAT2))
        try:
            options = _read_options(game, opts)
            names = _read_names(options, tag == FORMAT2)
            gid = _read_gid(options, tag == FORMAT2)
            record = cls.new(game.id, **options)
        except OptionError as e:
            raise RecordError(T("the record's options are wrong: {reason}",
                                reason=e.message)) from None
        if gid:
            record = record.with_gid(gid)
        if names:
            try:
                record = record.with_names(names)
            except agreed.PlayerNameError as e:
                raise RecordError(T("the players' names are wrong: {reason}",
                                    reason=e.message)) from None
        # Replaying makes a state a move, so the cycle collector's passes would run
        # again and again; states hold no cycles.
        collecting = gc.isenabled()
        gc.disable()
        try:
            for i, raw in enumerate(moves.split(".") if moves else (), start=1):
                move = _move_text(raw, i, tag)
                try:
                    record = record.play(move)
                except IllegalMoveError as e:
                    raise RecordError(T("move {number} does not replay: {reason}",
                                        number=i, reason=e.message)) from None
        finally:
            if collecting:
                gc.enable()
        return record


class Line:
    """The moves of one line of play, shared by the records on it, and its states
    on demand. Append-only: a record's part (its first n moves) never changes.

    Kept: every move text, the state after every ``EVERY``-th move and after the
    last, and a ``Glance`` of every state (a few shared small tuples). Any other
    state is replayed from the kept one before it; the last two runs replayed
    are kept, so stepping through the moves one by one replays each once."""

    __slots__ = ("moves", "marks", "last", "glances", "_runs", "states")

    def __init__(self, moves, states):
        states = list(states)
        self.moves = list(moves)
        self.marks = states[::EVERY]          # the state after move 0, EVERY, 2*EVERY...
        self.last = states[-1]
        self.glances = [glance(s) for s in states]
        self._runs = {}                       # k -> states from mark k on, replayed
        self.states = States(self)

    def push(self, text, state):
        self.moves.append(text)
        if len(self.moves) % EVERY == 0:
            self.marks.append(state)
        self.last = state
        self.glances.append(glance(state))

    def state(self, i):
        """The state after the first ``i`` moves (0 <= i <= len(moves))."""
        if i == len(self.moves):
            return self.last
        k, r = divmod(i, EVERY)
        if r == 0:
            return self.marks[k]
        run = self._runs.get(k)
        if run is None or r >= len(run):
            run = self._replay(k)
        return run[r]

    def _replay(self, k):
        state = self.marks[k]
        run = [state]
        stop = min((k + 1) * EVERY, len(self.moves) + 1)
        for text in self.moves[k * EVERY:stop - 1]:
            state = agreed.play(state, agreed.parse(state, text))
            run.append(state)
        self._runs.pop(k, None)
        self._runs[k] = run
        while len(self._runs) > 2:
            del self._runs[next(iter(self._runs))]
        return run

    def copy(self, n):
        """A new line holding the first ``n`` moves of this one."""
        line = Line.__new__(Line)
        line.moves = self.moves[:n]
        line.marks = self.marks[:n // EVERY + 1]
        line.last = self.state(n)
        line.glances = self.glances[:n + 1]
        line._runs = {}
        line.states = States(line)
        return line


class States(Sequence):
    """A line's states, read like a list (each worked out on demand)."""

    __slots__ = ("_line",)

    def __init__(self, line):
        self._line = line

    def __len__(self) -> int:
        return len(self._line.moves) + 1

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self._line.state(i) for i in range(*index.indices(len(self)))]
        i = operator.index(index)
        if i < 0:
            i += len(self)
        if not 0 <= i < len(self):
            raise IndexError("index out of range")
        return self._line.state(i)

    def __iter__(self):
        return (self._line.state(i) for i in range(len(self)))


class Glance(tuple):
    """What the list of moves shows of a state: who is to move (``mover``, the
    seat's name or "yours" for one player), and what lays the moves out in rows
    (``movenumbers``): ``players``, ``multi_decision``, ``pending``, ``round``."""

    __slots__ = ()
    to_move = property(operator.itemgetter(0))
    players = property(operator.itemgetter(1))
    multi_decision = property(operator.itemgetter(2))
    pending = property(operator.itemgetter(3))
    round = property(operator.itemgetter(4))
    mover = property(operator.itemgetter(5))


_GLANCES: dict[Glance, Glance] = {}       # every Glance made, so equal ones are one object (a pointer a move)


def glance(state):
    players = state.players
    if state.outcome is not None or state.to_move is None:
        mover = None
    else:
        mover = "yours" if players == 1 else state.seat_name(state.to_move)
    g = Glance((state.to_move, players, bool(state.multi_decision),
                bool(getattr(state, "pending", False)), getattr(state, "round", None), mover))
    if len(_GLANCES) > 10_000:
        return g
    return _GLANCES.setdefault(g, g)


class Prefix(Sequence):
    """The first ``n`` items of a list that only ever grows at its end, read like
    a tuple (and equal to the tuple of the same items). Slicing gives a tuple."""

    __slots__ = ("_items", "_n")

    def __init__(self, items, n):
        self._items = items
        self._n = n

    def __len__(self) -> int:
        return self._n

    def __getitem__(self, index):
        if isinstance(index, slice):
            start, stop, step = index.indices(self._n)
            if step == 1:
                return tuple(self._items[start:stop])
            return tuple(self._items[i] for i in range(start, stop, step))
        i = operator.index(index)
        if i < 0:
            i += self._n
        if not 0 <= i < self._n:
            raise IndexError("index out of range")
        return self._items[i]

    def __iter__(self):
        return islice(self._items, self._n)

    def _tuple(self):
        return tuple(islice(self._items, self._n))

    def __eq__(self, other):
        if isinstance(other, Prefix):
            if self._n != other._n:
                return False
            if self._items is other._items:
                return True
            return self._items[:self._n] == other._items[:other._n]
        if isinstance(other, tuple):
            return self._n == len(other) and self._tuple() == other
        return NotImplemented

    def __hash__(self):
        return hash(self._tuple())

    def __add__(self, other):
        if isinstance(other, (tuple, Prefix)):
            return self._tuple() + tuple(other)
        return NotImplemented

    def __radd__(self, other):
        if isinstance(other, tuple):
            return other + self._tuple()
        return NotImplemented

    def __repr__(self):
        return repr(self._tuple())


def _get_game(game_id, error):
    try:
        return games.get(game_id)
    except KeyError as e:
        raise error(e.args[0]) from None


def _non_default(game, state, given):
    """The start arguments that differ from the defaults, canonical and in order."""
    args = [(o.name, v) for (o, (_, v)) in zip(game.options, state.settings.pairs)
            if v != o.default]
    for name in START_ARGS:
        if given.get(name) is not None and not (name == "players" and given[name] == game.min_players):
            args.append((name, given[name]))
    return tuple(args)


def _decode_start(game, position, options):
    """The state a record starts from: ``position`` decoded, or RecordError
    quoting it with the decoder's reason."""
    if not isinstance(position, str):
        raise RecordError(T("the start position must be position text, not {value}",
                            value=excerpt(position)))
    shown = excerpt(position)
    if len(position) > MAX_POSITION:
        raise RecordError(T("the start position '{position}' is {length:,} characters long; "
                            "no {game} position is longer than {most:,}", position=shown,
                            length=len(position), game=T(game.title), most=MAX_POSITION))
    if options.get("seed") is not None:
        raise RecordError(T("a record that starts from a position takes no seed: the start "
                            "position '{position}' holds whatever its dice need",
                            position=shown))
    options = {k: v for k, v in options.items() if k != "seed"}
    try:
        state = game.decode(position, **options)
    except OptionError as e:
        raise RecordError(T("the record's options are wrong: {reason}",
                            reason=e.message)) from None
    except ValueError as e:          # PositionError, and any reason a decoder gives
        reason = message_of(e)
        raise RecordError(T("the start position '{position}' is not a {game} position: "
                            "{reason}", position=shown, game=T(game.title),
                            reason=reason)) from None
    if state.outcome is not None:
        raise RecordError(T("the start position '{position}' is a finished game ({reason}); "
                            "there is nothing to play from it", position=shown,
                            reason=state.outcome.said))
    return state


def _move_text(raw, number, tag):
    """Move ``number`` of a record text as played: unescaped, ``_`` a space. An
    action is read only as Piecepad writes it, in a pp2 record and plainly
    (``!resign:1``): the pp1 check before replaying sees the text as written, so
    an escaped ``%21resign:1`` or ``_!resign:1`` would slip past it."""
    move = unquote(raw).replace("_", " ")
    if not agreed.is_action(move.strip()):
        return move
    if tag == FORMAT:
        raise RecordError(T("this {format} record holds an action (resign or draw), "
                            "which only {newer} records carry", format=FORMAT,
                            newer=FORMAT2))
    if move != raw:
        raise RecordError(T("move {number} is an action written with escapes ('{text}'); "
                            "an action is written plainly, like !resign:1", number=number,
                            text=excerpt(raw, 24)))
    return move


def _read_options(game, text):
    values = {}
    for item in filter(None, text.split(";")):
        name, eq, value = item.partition("=")
        if not eq:
            raise RecordError(T("the record's option '{item}' has no value (name=value)",
                                item=excerpt(unquote(item))))
        value = unquote(value)
        if name.startswith(NAME) and name[len(NAME):].isdigit() and name in values:
            raise RecordError(T("the record names a player twice ('{name}')",
                                name=excerpt(name)))
        if name in values:          # one value each: which one "wins" is not for a link to say
            raise RecordError(T("the record gives its option '{name}' twice",
                                name=excerpt(name)))
        if name == FROM:
            values[name] = value
        elif name in START_ARGS:
            try:
                values[name] = int(value)
            except ValueError:
                raise RecordError(T("the record's {name} '{value}' is not a number",
                                    name=name, value=excerpt(value))) from None
        else:
            try:
                values[name] = game.option(name).parse(value)
            except KeyError:
                values[name] = value   # start() names the unknown option
    return values


def _read_names(options, allowed):
    """Take the ``nameN`` entries out of ``options``: a list by seat ("" for
    none). RecordError for a name in a pp1 record, a seat that is not a number
    or twice named."""
    names = {}
    for key in [k for k in options if k.startswith(NAME) and k[len(NAME):].isdigit()]:
        value = options.pop(key)
        seat = key[len(NAME):]
        if not allowed:
            raise RecordError(T("this {format} record holds a player's name, which only "
                                "{newer} records carry", format=FORMAT, newer=FORMAT2))
        if not 1 <= int(seat) <= 4 or seat.startswith("0"):
            raise RecordError(T("the record's '{key}' is not a player's name "
                                "(name1=..., name2=...)", key=excerpt(key)))
        names[int(seat)] = value
    if not names:
        return []
    return [names.get(i, "") for i in range(1, max(names) + 1)]


def rematch_gid(gid: str) -> str:
    """The game id of the rematch of game ``gid``: made from it, so that both
    devices pressing Rematch make the same game (and its links join)."""
    import hashlib
    digest = hashlib.sha256(f"rematch:{gid}".encode()).digest()
    return "".join(GID_CHARS[b % len(GID_CHARS)] for b in digest[:10])


def rematch_seed(gid: str) -> int:
    """The dice seed of a rematch, made from its game id like the id itself."""
    import hashlib
    return int.from_bytes(hashlib.sha256(f"seed:{gid}".encode()).digest()[:6]) % 1_000_000_007


def check_gid(gid: str) -> str:
    """``gid`` if it is a game id Piecepad writes ("" for none), else RecordError."""
    if gid and not (6 <= len(gid) <= 16 and gid.isascii() and gid.isalnum()
                    and gid == gid.lower()):
        raise RecordError(T("the game id '{gid}' is not one Piecepad writes "
                            "(6 to 16 small letters and digits)", gid=excerpt(gid, 20)))
    return gid


def _read_gid(options, allowed):
    gid = options.pop(GID, "")
    if gid and not allowed:
        raise RecordError(T("this {format} record holds a game id, which only {newer} "
                            "records carry", format=FORMAT, newer=FORMAT2))

    return check_gid(gid)


def _escape(text):
    return quote(text, safe=_SAFE)
