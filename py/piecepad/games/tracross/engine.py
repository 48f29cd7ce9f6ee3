"""Tracross (Merle D. Zimmermann, 1993): lay track tiles to join your two sides.

Rules: the rules page py/piecepad/games/tracross/rules_page.py; notation,
options and rulings X1-X7: docs/notation.md. Seat 0 is Player 1, who owns
``p1_sides`` (N-S by default) and places first by default; seat 1 is Player 2
with the other pair of sides.

Each player places the piece the rules hand them on any empty square: the
first piece comes from a die roll (or the ``first_pieces`` option), then each
player's pieces cycle 1 -> 2 -> 3 -> 1 (or, with ``roll_each_turn``, every
piece is rolled). After every placement the tracks through the new tile are
followed (``piecepad.tracks``): a track joining N to S wins for the N-S
player, W to E for the W-E player, whoever placed the tile. One tile may join
both pairs at once (``simultaneous``: the placer wins, or a draw). A full board
with no such track is a draw.

Dice. ``start(seed=...)`` fixes every roll: the k-th roll of a game (k = 0, 1,
...) is ``die(seed, k)``, the k-th output of SplitMix64 seeded with ``seed``,
scaled to 1..6 (``piecepad.tracks.die``, shared with the solitaire). The state
keeps ``seed`` and ``draws`` (rolls used so far), so a state stays a small
hashable value and a record replays to the same rolls. Rolls are drawn in
this order: Player 1's first piece, Player 2's first piece (both skipped under
``first_pieces``), then, under ``roll_each_turn``, one roll right after each
placement for the placer's next piece. No seed means seed 0. Position text:
docs/notation.md.
"""

import re
from dataclasses import dataclass

from ...errors import OptionError, PositionError, as_text, excerpt, message_of
from ...game import Game, Move, Outcome, Settings, State, normalize_text, memo
from ...grid import Grid
from ...i18n import N_, T
from ...options import Option, resolve
from ... import tracks
from ...tracks import (
    MAX_SIZE, SEED_LIMIT, SIDES, check_seed, decode_board, die, encode_board,
    geometry, piece_from_char)

# -- dice -------------------------------------------------------------------------

CAPTIONS, FORTH = "captions", "forth"


def piece_of_roll(roll, mapping):
    """Die face -> piece (ruling X1): captions 1/4 -> 1, 2/5 -> 2,
    3/6 -> 3; forth (d mod 3) + 1."""
    return (roll - 1) % 3 + 1 if mapping == CAPTIONS else roll % 3 + 1


# -- options ------------------------------------------------------------------------

def _is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


# The new-game form's hint says "none" itself, then the rest (view/pages.py).
MESSAGE_IDS = ("two pieces 1-3 for Player 1 and Player 2, like 2,3",)


@dataclass(frozen=True)
class AliasOption(Option):
    """An option whose values may also be written in other ways (any case):
    ``aliases`` is ((text, canonical value), ...)."""
    aliases: tuple = ()

    def _canonical(self, value):
        if isinstance(value, str):
            key = value.strip().lower().replace("-", "").replace(" ", "").replace("_", "")
            for text, canon in self.aliases:
                if key == text:
                    return canon
        return value

    def validate(self, value):
        return super().validate(self._canonical(value))

    def parse(self, text):
        value = self._canonical(text)
        return value if value is not text else super().parse(text)


@dataclass(frozen=True)
class PiecePairOption(Option):
    """``first_pieces``: None, or (Player 1's piece, Player 2's piece), each
    1-3; text ``2,3`` (letters A/B/X accepted)."""

    def describe_allowed(self):
        return N_("none, or two pieces 1-3 for Player 1 and Player 2, like 2,3")

    def validate(self, value):
        if value is None:
            return None
        if isinstance(value, str):
            return self.parse(value)
        if isinstance(value, (tuple, list)) and len(value) == 2:
            pieces = tuple(_piece_value(v) for v in value)
            if None not in pieces:
                return pieces
        raise OptionError(T("option {name}: {value} is not allowed (allowed: {allowed})",
                            name=self.name, value=excerpt(value),
                            allowed=T(self.describe_allowed())))

    def parse(self, text):
        text = self.expect_text(text).strip()
        if text.lower() in ("none", ""):
            return None
        parts = [p for p in re.split(r"[\s,]+", text) if p]
        pieces = tuple(piece_from_char(p) if len(p) == 1 else None for p in parts)
        if len(pieces) != 2 or None in pieces or 0 in pieces:
            raise OptionError(T("option {name}: '{value}' is not allowed (allowed: {allowed})",
                                name=self.name, value=excerpt(text),
                                allowed=T(self.describe_allowed())))
        return pieces


def _piece_value(v):
    if _is_int(v) and 1 <= v <= 3:
        return v
    if isinstance(v, str) and len(v.strip()) == 1 and piece_from_char(v.strip()):
        return piece_from_char(v.strip())
    return None


assert MAX_SIZE == 26, "the size option's allowed words below name MAX_SIZE"
OPTIONS = (
    Option("size", 6, help=N_("Board size"),
           allowed=N_("a whole number from 1 to 26"),
           check=lambda v: _is_int(v) and 1 <= v <= MAX_SIZE,
           presets=tuple(range(3, 11)),
           labels=tuple(N_("6 x 6 (the author's choice)") if k == 6 else f"{k} x {k}"
                        for k in range(3, 11))),
    Option("die_mapping", CAPTIONS, (CAPTIONS, FORTH),
           help=N_("Die face to piece"),
           labels=(N_("1/4 -> 1, 2/5 -> 2, 3/6 -> 3 (the pictures' captions)"),
                   N_("(face mod 3) + 1 (the Forth formula)"))),
    Option("roll_each_turn", False, (False, True),
           help=N_("Pieces"),
           labels=(N_("Roll once, then cycle 1 -> 2 -> 3"), N_("Roll a die every turn"))),
    Option("simultaneous", "placer_wins", ("placer_wins", "draw"),
           help=N_("One tile joins both pairs of sides"),
           labels=(N_("The player who placed it wins"), N_("Draw"))),
    AliasOption("p1_sides", "NS", ("NS", "WE"),
                help=N_("Player 1's sides"),
                labels=(N_("North and south"), N_("West and east")),
                aliases=(("ns", "NS"), ("sn", "NS"), ("we", "WE"), ("ew", "WE"))),
    AliasOption("first_player", 1, (1, 2),
                help=N_("Who places first"),
                labels=(N_("Player 1"), N_("Player 2")),
                aliases=(("p1", 1), ("player1", 1), ("1", 1),
                         ("p2", 2), ("player2", 2), ("2", 2))),
    PiecePairOption("first_pieces", None, (None,),
                    help=N_("First pieces (instead of rolling)")),
)
SEAT_NAMES = (N_("Player 1"), N_("Player 2"))


def said(winners, message):
    """An Outcome whose ``reason`` is the English text (records, logs and tests read
    it as before), carrying its Message as ``message`` so a view can say it in the
    reader's language: ``tr(outcome.message)``."""
    return Outcome.of(winners, message)


# -- per-size tables --------------------------------------------------------------

class _Board:
    """Everything fixed by the board size: grid, tracks geometry, move objects."""

    def __init__(self, n):
        self.n = n
        self.grid = Grid(n, n)
        self.geo = geometry(n)
        names = self.grid.names
        self.moves = (None,) + tuple(tuple(Move(names[sq], (sq, piece), square=names[sq], kind="place")
                                           for sq in range(n * n))
                                     for piece in (1, 2, 3))


board = memo(_Board)   # one per board size, shared by every state


# -- the game ----------------------------------------------------------------------

class TracrossGame(Game):
    id = "tracross"
    rules_version = "1.0"
    options = OPTIONS
    uses_seed = True          # dice: the app gives each new game a fresh seed
    seat_names = SEAT_NAMES

    def _start(self, settings, players, seed):
        seed = check_seed(seed)
        first = settings["first_pieces"]
        if first is not None:
            next_piece, rolls, draws = tuple(first), (None, None), 0
        else:
            rolls = (die(seed, 0), die(seed, 1))
            next_piece = tuple(piece_of_roll(r, settings["die_mapping"]) for r in rolls)
            draws = 2
        n = settings["size"]
        return TracrossState(settings, (0,) * (n * n), settings["first_player"] - 1,
                             next_piece, rolls, seed, draws)

    def encode(self, state):
        """Board (ranks from the top, '/' between; '.' empty, 1-3 a piece), the
        player to move (1 or 2), the next pieces, the rolls that chose them
        ('-' for none), and under roll_each_turn the dice as seed:draws::

            ....../....../....../....../....../...... 1 2,3 5,3
        """
        parts = [encode_board(state.grid, state.tiles), str(state.side + 1),
                 ",".join(map(str, state.next_piece)),
                 ",".join("-" if r is None else str(r) for r in state.last_roll)]
        if state.settings["roll_each_turn"]:
            parts.append(f"{state.seed}:{state.draws}")
        return " ".join(parts)

    def decode(self, text, /, **options):
        text = as_text(text)
        if len(text) > 2000:
            raise PositionError(T("position text is far too long"))
        parts = text.split()
        example = "'..../..../..../.... 1 2,3 5,3'"
        if len(parts) not in (4, 5):
            raise PositionError(T(
                ("position text is the board, the player to move, the next pieces and their "
                 "rolls, like {example}; got {n} part",
                 "position text is the board, the player to move, the next pieces and their "
                 "rolls, like {example}; got {n} parts"), example=example, n=len(parts)))
        n, tiles = decode_board(parts[0])
        if "size" in options:
            size = OPTIONS[0].validate(options["size"])
            if size != n:
                raise PositionError(T("the board is {n}x{n} but the option size is {size}",
                                      n=n, size=size))
        options = dict(options, size=n)
        settings = Settings(resolve(self.options, options))
        if parts[1] not in ("1", "2"):
            raise PositionError(T("the player to move is 1 or 2, not '{text}'",
                                  text=parts[1]))
        side = int(parts[1]) - 1
        placed = sum(1 for t in tiles if t)
        first = settings["first_player"] - 1
        expected = first ^ (placed & 1)
        if side != expected:
            raise PositionError(T(
                ("with {n} tile on the board and Player {first} placing first, the player "
                 "to move is {expected}, not {side}",
                 "with {n} tiles on the board and Player {first} placing first, the player "
                 "to move is {expected}, not {side}"),
                n=placed, first=first + 1, expected=expected + 1, side=side + 1))
        next_piece = _decode_pieces(parts[2])
        rolls = _decode_rolls(parts[3], next_piece, settings["die_mapping"])
        seed, draws = 0, 0
        if settings["roll_each_turn"]:
            if len(parts) != 5:
                raise PositionError(T("under roll_each_turn the position ends with the "
                                      "dice, seed:draws (like 42:7)"))
            seed, draws = _decode_dice(parts[4])
        elif len(parts) == 5:
            raise PositionError(T("'{text}': the dice (seed:draws) are part of the "
                                  "position only under roll_each_turn", text=parts[4]))
        _check_reachable(n, tiles)
        return TracrossState(settings, tiles, side, next_piece, rolls, seed, draws)


def _check_reachable(n, tiles):
    """A board with tracks joining opposite sides: the game ended at the tile
    that made them, so every such track passes through one common square."""
    geo = geometry(n)
    common = None
    for u, _ in tracks.connections(geo, tiles):
        squares = {sq for sq, _, _ in tracks.trace_unit(geo, tiles, u)[0]}
        common = squares if common is None else common & squares
    if common is not None and not common:
        raise PositionError(T("tracks join opposite sides in separate places, so the game "
                              "would have ended earlier: no game reaches this board"))


def _decode_pieces(text):
    items = text.split(",")
    pieces = tuple(piece_from_char(p) if len(p) == 1 else None for p in items)
    if len(items) != 2 or None in pieces or 0 in pieces:
        raise PositionError(T("the next pieces are two pieces 1-3, Player 1's then Player "
                              "2's, like 2,3; got '{text}'", text=excerpt(text)))
    return pieces


def _decode_rolls(text, next_piece, mapping):
    items = text.split(",")
    if len(items) != 2 or any(r != "-" and r not in "123456" or len(r) != 1 for r in items):
        raise PositionError(T("the rolls are two die faces 1-6 or '-' (no roll), Player "
                              "1's then Player 2's, like 5,-; got '{text}'",
                              text=excerpt(text)))
    rolls = tuple(None if r == "-" else int(r) for r in items)
    for seat, roll in enumerate(rolls):
        if roll is not None and piece_of_roll(roll, mapping) != next_piece[seat]:
            raise PositionError(T("{name}'s roll {roll} gives piece {piece} "
                                  "(die_mapping={mapping}), not {next}",
                                  name=T(SEAT_NAMES[seat]), roll=roll,
                                  piece=piece_of_roll(roll, mapping), mapping=mapping,
                                  next=next_piece[seat]))
    return rolls


def _decode_dice(text):
    seed, colon, draws = text.partition(":")
    if not colon or not seed.isdigit() or not draws.isdigit() or int(seed) >= SEED_LIMIT:
        raise PositionError(T("the dice are seed:draws, two whole numbers like 42:7 (seed "
                              "below 2**64); got '{text}'", text=excerpt(text)))
    return int(seed), int(draws)


# -- states --------------------------------------------------------------------------

class TracrossState(State):
    """``tiles``: per square (``y * n + x``), 0 empty or a piece 1-3.
    ``side``: the seat whose turn it is or, once the game is over, would be.
    ``next_piece``: per seat, the piece that seat places next. ``last_roll``:
    per seat, the die face that chose that piece, or None (cycle or
    ``first_pieces``). ``sides``: per seat, "NS" or "WE". ``winning_track``
    on a win: ((square, entry side, exit side), ...) edge to edge, from the N
    end (N-S) or the W end (W-E); side letters "N", "E", "S", "W".
    ``winning_tracks``: every winning track (the first is ``winning_track``).
    ``last_square``: the square of the last placement (None at the start and
    after decode)."""

    game = TracrossGame()

    def __init__(self, settings, tiles, side, next_piece, last_roll, seed, draws,
                 last_square=None):
        super().__init__(settings, 2, side, None)
        b = board(settings["size"])
        self._board = b
        self.grid = b.grid
        self.size = b.n
        self.tiles = tiles
        self.side = side
        self.next_piece = next_piece
        self.last_roll = last_roll
        self.seed = seed
        self.draws = draws
        self.last_square = last_square
        self.sides = (("NS", "WE") if settings["p1_sides"] == "NS" else ("WE", "NS"))
        self.winning_track = None
        self.winning_tracks = ()
        self.outcome = self._judge(last_square)
        if self.outcome is not None:
            self.to_move = None

    def _key(self):
        s = self.settings
        roll_each = s["roll_each_turn"]
        return (self.size, s["p1_sides"], s["simultaneous"], roll_each,
                s["die_mapping"] if roll_each else None, self.tiles, self.side,
                self.next_piece, self.last_roll, (self.seed, self.draws) if roll_each else None)

    # -- end of game ----------------------------------------------------------
    def _judge(self, last_square):
        geo = self._board.geo
        if last_square is not None:
            conns = tracks.new_connections(geo, self.tiles, last_square)
        elif any(self.tiles):
            conns = tracks.connections(geo, self.tiles)
        else:
            conns = []
        names = self.game.seat_names
        placer = self.side ^ 1
        joined = [seat for seat in (0, 1)
                  if any(tracks.is_connection(geo, u, v, self.sides[seat]) for u, v in conns)]
        if len(joined) == 2:
            if self.settings["simultaneous"] == "draw":
                return said((), T("Draw: one tile joins north to south and west to east "
                                  "at once"))
            self._win(placer, conns)
            return said((placer,), T("{name} joins north to south and west to east at once, "
                                     "and the player who placed the tile wins",
                                     name=T(names[placer])))
        if joined:
            winner = joined[0]
            self._win(winner, conns)
            ns = self.sides[winner] == "NS"
            name, by = T(names[winner]), T(names[placer])
            if winner == placer:
                return said((winner,), T("{name} joins north to south and wins", name=name)
                            if ns else T("{name} joins west to east and wins", name=name))
            return said((winner,),
                        T("{name}'s tile joins north to south, so {winner} wins",
                          name=by, winner=name) if ns else
                        T("{name}'s tile joins west to east, so {winner} wins",
                          name=by, winner=name))
        if all(self.tiles):
            return said((), T("Draw: the board is full and no track joins opposite sides"))
        return None

    def _win(self, seat, conns):
        geo = self._board.geo
        start_side = SIDES.index(self.sides[seat][0])
        found = []
        for u, v in conns:
            if tracks.is_connection(geo, u, v, self.sides[seat]):
                start = u if geo.unit_side(u) == start_side else v
                found.append((geo.units[start][1], start))
        self.winning_tracks = tuple(tracks.oriented_track(geo, self.tiles, u)
                                    for _, u in sorted(found))
        self.winning_track = self.winning_tracks[0]

    # -- moves ---------------------------------------------------------------------
    def _generate(self):
        row = self._board.moves[self.next_piece[self.side]]
        return tuple(row[sq] for sq, t in enumerate(self.tiles) if not t)

    def parse(self, text):
        if not isinstance(text, Move):
            norm = normalize_text(text)
            m = _WITH_PIECE.match(norm)
            if m and piece_from_char(m.group(2)) == self.next_piece[self.side] \
                    and self.outcome is None:
                norm = m.group(1)
            text = norm
        return super().parse(text)

    def _apply(self, move):
        sq, piece = move.data
        me = self.side
        tiles = self.tiles[:sq] + (piece,) + self.tiles[sq + 1:]
        draws = self.draws
        if self.settings["roll_each_turn"]:
            roll = die(self.seed, draws)
            draws += 1
            nxt = piece_of_roll(roll, self.settings["die_mapping"])
        else:
            roll, nxt = None, piece % 3 + 1
        next_piece = (nxt, self.next_piece[1]) if me == 0 else (self.next_piece[0], nxt)
        last_roll = (roll, self.last_roll[1]) if me == 0 else (self.last_roll[0], roll)
        return TracrossState(self.settings, tiles, me ^ 1, next_piece, last_roll, self.seed,
                             draws, sq)

    def _why_illegal(self, text):
        m = _MOVE.match(text)
        if not m:
            return T("a move is the square where you place your piece, like c3")
        try:
            sq = self.grid.parse(m.group(1))
        except ValueError as e:
            return message_of(e)
        if self.tiles[sq]:
            return T("{square} is already filled", square=m.group(1))
        names, me = self.game.seat_names, self.side
        mine = self.next_piece[me]
        if m.group(2) is not None:
            p = piece_from_char(m.group(2)) if len(m.group(2)) == 1 else None
            if not p:
                return T("piece {piece} does not exist: pieces are 1, 2 and 3",
                         piece=excerpt(m.group(2)))
            if p != mine:
                if p == self.next_piece[me ^ 1]:
                    return T("piece {piece} is {other}'s next piece; it is {name}'s turn, and "
                             "{name} places piece {mine}", piece=p, other=T(names[me ^ 1]),
                             name=T(names[me]), mine=mine)
                return T("{name} places piece {mine} this turn, not piece {piece}",
                         name=T(names[me]), mine=mine, piece=p)
        return T("not a legal move here")


_MOVE = re.compile(r"^([a-z][0-9]+)(?: ?: ?(\S+))?$")
_WITH_PIECE = re.compile(r"^([a-z][0-9]+) ?: ?(\S)$")


GAME = TracrossState.game
