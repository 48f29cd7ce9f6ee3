"""Records: a game's start options plus its moves, and their text form.

Undo, redo, replay, links and autosave are all made from a record. The text
form is URL-safe and readable, five fields separated by '/':

    pp1/dodgem/1.0/axis=V;draw_rule=none/a5-a6.f2-e2.a1-b1

format tag, game id, rules version, non-default options (name=value joined by
';'), moves (canonical texts joined by '.'; a space inside a move is written
'_', and any other character outside [a-z0-9-+*:,=@!] is %-escaped).
"""

from urllib.parse import quote, unquote

from . import games
from .errors import IllegalMoveError, OptionError, RecordError
from .options import format_value

FORMAT = "pp1"
_SAFE = "-+*:,=@!"
START_ARGS = ("players", "seed")     # start() arguments that are not declared options


class Record:
    """Immutable. Every state along the way is kept, so stepping back is free."""

    __slots__ = ("game", "start_args", "moves", "states")

    def __init__(self, game, start_args, moves, states):
        self.game = game
        self.start_args = start_args      # tuple of (name, value), non-default only
        self.moves = moves                # tuple of canonical move texts
        self.states = states              # len(moves) + 1 states

    @classmethod
    def new(cls, game_id, /, **options):
        """A record of a new game: ``options`` as ``Game.start`` takes them (any
        name: ``cls`` and ``game_id`` are positional-only). Raises RecordError for
        an unknown game, OptionError for bad options."""
        game = _get_game(game_id, RecordError)
        state = game.start(**options)
        return cls(game, _non_default(game, state, options), (), (state,))

    @property
    def state(self):
        return self.states[-1]

    @property
    def game_id(self):
        return self.game.id

    def __len__(self):
        return len(self.moves)

    def play(self, move):
        """Validate and append a move (a Move or text, a whole turn where turns
        have several decisions). Raises IllegalMoveError."""
        state = self.state
        if isinstance(move, str) and state.multi_decision and len(move.split()) > 1:
            record = self          # a whole turn's text: one decision per entry
            for part in move.split():
                record = record.play(part)
            return record
        m = state.parse(move)
        return Record(self.game, self.start_args, self.moves + (m.text,),
                      self.states + (state.play(m),))

    def upto(self, n):
        """The record of the first ``n`` moves (undo, and stepping through)."""
        n = max(0, min(n, len(self.moves)))
        return Record(self.game, self.start_args, self.moves[:n], self.states[:n + 1])

    def __eq__(self, other):
        return (isinstance(other, Record) and self.game is other.game
                and self.start_args == other.start_args and self.moves == other.moves)

    def __hash__(self):
        return hash((self.game.id, self.start_args, self.moves))

    def __repr__(self):
        return f"Record({self.to_text()!r})"

    # -- text -----------------------------------------------------------
    def to_text(self):
        opts = ";".join(f"{k}={_escape(format_value(v))}" for k, v in self.start_args)
        moves = ".".join(_escape(m.replace(" ", "_")) for m in self.moves)
        return "/".join((FORMAT, self.game.id, self.game.rules_version, opts, moves))

    @classmethod
    def from_text(cls, text):
        """Read, replay and validate record text. Raises RecordError saying which
        part is wrong."""
        parts = str(text).strip().split("/")
        if len(parts) != 5 or parts[0] != FORMAT:
            raise RecordError("this is not a Piecepad game record (it should look like "
                              f"{FORMAT}/dodgem/1.0/options/moves)")
        _, game_id, version, opts, moves = parts
        game = _get_game(unquote(game_id)[:40], RecordError)
        if version != game.rules_version:
            raise RecordError(f"this record was made under {game.title} rules version "
                              f"{version}, and this app plays version {game.rules_version} "
                              "only; it is not replayed under other rules")
        try:
            record = cls.new(game.id, **_read_options(game, opts))
        except OptionError as e:
            raise RecordError(f"the record's options are wrong: {e}") from None
        for i, move in enumerate(moves.split(".") if moves else (), start=1):
            move = unquote(move).replace("_", " ")
            try:
                record = record.play(move)
            except IllegalMoveError as e:
                raise RecordError(f"move {i} does not replay: {e}") from None
        return record


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


def _read_options(game, text):
    values = {}
    for item in filter(None, text.split(";")):
        name, eq, value = item.partition("=")
        if not eq:
            raise RecordError(f"the record's option '{unquote(item)}' has no value (name=value)")
        value = unquote(value)
        if name in START_ARGS:
            try:
                values[name] = int(value)
            except ValueError:
                raise RecordError(f"the record's {name} '{value}' is not a number") from None
        else:
            try:
                values[name] = game.option(name).parse(value)
            except KeyError:
                values[name] = value   # start() names the unknown option
    return values


def _escape(text):
    return quote(text, safe=_SAFE)
