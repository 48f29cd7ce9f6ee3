"""Pacru (Mike Wellman; rules as of 2011): chevrons that claim tiles across nine borderlands.

Rules: shared/rules/pacru.md (the evaluation order of a move in 4.6, rulings P1-P17,
engine conventions 4.10); rule numbers R1-R16 are those of the original guide. Seat 0
moves first; each seat sits at a side of the board (S, W, N or E), see ``state.sides``.

A turn is a sequence of decisions (engine-api.md): a move (``a3-b4``) or pincer
(``e3xe4``), then, as the move needs them, the connection-or-crossing choice (``c`` or a
``+sq``), the borderland claim (``+sq``) and the meeting claim (``*sq``); or a
reorientation (``e6>s``) followed by its cost tiles one at a time in increasing square
order (``-a1`` ...). The state between decisions is a real state with ``pending`` True.

A state is small: ``tiles`` (bytes, 81 squares, 0 = neutral, seat + 1 = that seat's
colour), ``board`` (bytes, 0 = empty, 1 + seat * 8 + facing = a piece), ``piece_list``
(sorted (square, seat, facing) triples), the seat to move, the pending decision and the
turn count. Geometry and every Move object are built at import (pacru_geometry). Position
text is in pacru_position and documented in docs/notation.md.
"""

import re

from ..errors import IllegalMoveError, OptionError
from ..game import Game, Move, Outcome, Settings, State, normalize_text, memo
from ..options import Option
from .pacru_geometry import (
    ADJACENT, BORDERLAND, BORDERLAND_SQUARES, CLAIM, CONNECT, DEFAULT_ORDER, FACING_INDEX,
    FACINGS, GRID, IN_ORDER, LINE, MEET, MEETING_THRESHOLD, NAMES, NO_MEETING, OPENING,
    ORDER_KEY, PAIRS, PINCER_MOVE, RAYS, RETURN, ROTATE, SHADE, SIDE_NAMES, SIDES, SIZE,
    STEP_MOVE, TARGETS, TURNS)
from . import pacru_position as _position

# -- options ------------------------------------------------------------------------


def read_order(value):
    """A turn_order value (text like "E,W" / "N E W" / "NEW", or a list of sides) ->
    the sides as a string like "NEW", or None if it is not an order of sides."""
    if isinstance(value, (list, tuple)):
        if not all(isinstance(v, str) for v in value):
            return None
        value = ",".join(value)
    if not isinstance(value, str):
        return None
    letters = re.sub(r"[\s,;/]+", "", value).upper()
    if not 2 <= len(letters) <= 4 or len(set(letters)) != len(letters):
        return None
    if any(ch not in SIDES for ch in letters):
        return None
    return letters


OPTIONS = (
    Option("seats_2p", "S/N", ("S/N", "W/E"),
           help="Sides used by two players",
           labels=("South and North (South moves first)", "West and East (East moves first)")),
    Option("turn_order", "default", ("default",),
           help="Order of play (the sides, first player first)",
           allowed="default, or the sides in order of play, like E,W or N,E,W or S,W,N,E",
           check=lambda v: read_order(v) is not None,
           presets=("E,W,N,S",),
           labels=("Default (2: S,N; 3: N,E,W; 4: S,W,N,E)", "E,W,N,S (as Abstract Play)")),
    Option("meeting_rule", "2011", ("2011", "original"),
           help="Meeting rule",
           check=lambda v: v == 2011 and not isinstance(v, bool),
           labels=("2011: a meeting claims a tile only once an opponent has 9 tiles",
                   "Original: every meeting claims a tile")),
    Option("meeting_threshold_timing", "after_effects", ("after_effects", "before_effects"),
           help="When the 9-tile threshold of a meeting is counted",
           labels=("After the move's other tile changes", "Before the move's tile changes")),
    Option("meeting_optional", False, (False, True),
           help="Meeting claim",
           labels=("Mandatory", "Optional (the player may decline it)")),
    Option("transform_after_pincer", True, (True, False),
           help="Borderland transformation after a pincer",
           labels=("Allowed", "Not allowed")),
    Option("max_plies", None, (None,),
           help="Turn limit (a draw when reached)",
           allowed="none (no limit) or a whole number of turns, 1 or more",
           check=lambda v: type(v) is int and v >= 1,
           presets=(200, 400),
           labels=("No limit", "200 turns", "400 turns")),
)


class Config:
    """What the rules need from the options and the player count, read once."""

    __slots__ = ("settings", "players", "sides", "names", "target", "original", "before",
                 "optional", "transform_pincer", "cap", "pieces")

    def __init__(self, settings, players):
        self.settings = settings
        self.players = players
        order = settings["turn_order"]
        if order == "default":
            order = DEFAULT_ORDER[(settings["seats_2p"], 2) if players == 2 else players]
        self.sides = tuple(read_order(order))
        self.names = tuple(SIDE_NAMES[s] for s in self.sides)
        self.target = TARGETS[players]
        self.original = settings["meeting_rule"] == "original"
        self.before = settings["meeting_threshold_timing"] == "before_effects"
        self.optional = settings["meeting_optional"]
        self.transform_pincer = settings["transform_after_pincer"]
        self.cap = settings["max_plies"]
        self.pieces = 4 if players == 2 else 3




def canonical_settings(settings, players):
    """Resolved options -> canonical Settings for this player count (turn_order written
    as "E,W" or "default", meeting_rule as text, seats_2p only where it matters).
    Raises OptionError for an order that does not fit the players."""
    values = settings.as_dict()
    if values["meeting_rule"] == 2011:
        values["meeting_rule"] = "2011"
    if players != 2:
        values["seats_2p"] = "S/N"
    order = values["turn_order"]
    if order != "default":
        sides = read_order(order)
        if players == 2:
            pair = PAIRS[values["seats_2p"]]
            if sorted(sides) != sorted(pair):
                raise OptionError(
                    f"option turn_order: with 2 players on seats_2p={values['seats_2p']} the "
                    f"order is {pair[0]},{pair[1]} or {pair[1]},{pair[0]}, not "
                    f"{','.join(sides)}")
        elif len(sides) != players:
            need = "any three sides" if players == 3 else "all four sides S, W, N, E"
            raise OptionError(f"option turn_order: {players} players need {need} in order "
                              f"of play, not {','.join(sides)}")
        default = DEFAULT_ORDER[(values["seats_2p"], 2) if players == 2 else players]
        values["turn_order"] = "default" if sides == default else ",".join(sides)
    return Settings((o.name, values[o.name]) for o in OPTIONS)


config = memo(Config)   # one Config per (option set, number of players)


# -- the rules as functions of plain values -------------------------------------------

def power(tiles, seat, sq):
    """Power of movement (R5) of a piece of ``seat`` starting on ``sq``."""
    mine = seat + 1
    n = 0
    for s in BORDERLAND_SQUARES[BORDERLAND[sq]]:
        if tiles[s] == mine:
            n += 1
    return n if n > 1 else 1


def piece_moves(tiles, board, pcs, me):
    """Every move and pincer of seat ``me`` at the start of its turn (R3-R11), in order:
    moves piece by piece (ascending square), then pincers."""
    mine = me + 1
    moves = []
    attacks = None
    for a, seat, f in pcs:
        if seat != me:
            continue
        pom = power(tiles, me, a)
        own_start = tiles[a] == mine
        rays = RAYS[a]
        base = a * SIZE
        for d in ((f - 1) & 7, f, (f + 1) & 7):
            clear = True
            for t in rays[d][:pom]:
                v = board[t]
                if v:
                    if clear and (v - 1) >> 3 != me:
                        if attacks is None:
                            attacks = {}
                        attacks.setdefault(t, []).append(a)
                    if not own_start:
                        break
                    clear = False
                    continue
                tt = tiles[t]
                if tt == mine or (clear and not tt):
                    moves.append(STEP_MOVE[base + t])
    if attacks:
        for t in sorted(attacks):
            by = attacks[t]
            if len(by) > 1:
                for a in by:
                    moves.append(PINCER_MOVE[a * SIZE + t])
    return moves


def free_own(tiles, pcs, me):
    """Own tiles without a piece on them (what a reorientation can return)."""
    mine = me + 1
    n = tiles.count(mine)
    for sq, _seat, _f in pcs:
        if tiles[sq] == mine:
            n -= 1
    return n


def rotations(tiles, pcs, me):
    n = free_own(tiles, pcs, me)
    if n < 2:
        return []
    out = []
    for sq, seat, f in pcs:
        if seat == me:
            for g, cost in TURNS[f]:
                if cost <= n:
                    out.append(ROTATE[sq][g][cost])
    return out


def crossing_claims(cfg, tiles, board, d_sq, pincer, me):
    """Squares the crossing benefit may claim after landing on ``d_sq`` (R4, R10)."""
    squares = BORDERLAND_SQUARES[BORDERLAND[d_sq]]
    if 0 in [tiles[s] for s in squares]:
        return tuple(s for s in squares if not tiles[s] and (not board[s] or s == d_sq))
    if pincer and not cfg.transform_pincer:
        return ()
    mine = me + 1
    return tuple(s for s in squares if not board[s] and tiles[s] != mine)


def meeting_claims(tiles, board, me):
    mine = me + 1
    return tuple(s for s in IN_ORDER if tiles[s] != mine and not board[s])


def threshold_met(cfg, tiles, me):
    """2011 meeting rule: some other seat (out or not) has at least 9 tiles."""
    return any(tiles.count(s + 1) >= MEETING_THRESHOLD for s in range(cfg.players) if s != me)


def return_choices(tiles, board, me, remaining, last):
    """Own unoccupied squares after ``last`` from which ``remaining`` returns can still
    be completed in increasing order (4.10, rule 9)."""
    mine = me + 1
    start = ORDER_KEY[last] + 1 if last >= 0 else 0
    free = [s for s in IN_ORDER[start:] if tiles[s] == mine and not board[s]]
    return tuple(free[:len(free) - remaining + 1]) if len(free) >= remaining else ()


def seats_with_pieces(pcs):
    return {seat for _sq, seat, _f in pcs}


# -- the game -----------------------------------------------------------------------

class PacruGame(Game):
    id = "pacru"
    title = "Pacru"
    rules_version = "2011"
    min_players = 2
    max_players = 4
    options = OPTIONS
    seat_names = ("Player 1", "Player 2", "Player 3", "Player 4")
    grid = GRID

    def _start(self, settings, players, seed):
        cfg = config(canonical_settings(settings, players), players)
        board = bytearray(SIZE)
        pcs = []
        for seat, side in enumerate(cfg.sides):
            for sq, f in OPENING[side][:cfg.pieces]:
                board[sq] = 1 + seat * 8 + f
                pcs.append((sq, seat, f))
        return enter_turn(cfg, bytes(SIZE), bytes(board), tuple(sorted(pcs)), 0, 0)

    def encode(self, state):
        """Position text (docs/notation.md)."""
        return _position.encode(state)

    def decode(self, text, /, players=None, **options):
        """Position text -> state; ``players`` and the options must agree with it."""
        return _position.decode(self, text, players, options)


def finished(cfg, tiles, board, pcs, ply, winners, reason, out_now=()):
    return PacruState(cfg, tiles, board, pcs, None, None, ply, Outcome(winners, reason), (),
                      out_now)


def enter_turn(cfg, tiles, board, pcs, first, ply):
    """Give the turn to ``first`` or the next seat that can play: a seat without pieces
    is skipped, a blocked seat goes out (R15, 4.10 rule 14)."""
    out_now = []
    players = cfg.players
    alive = seats_with_pieces(pcs)
    for i in range(players):
        seat = (first + i) % players
        if seat not in alive:
            continue
        moves = piece_moves(tiles, board, pcs, seat)
        if moves:
            legal = tuple(moves + rotations(tiles, pcs, seat))
            return PacruState(cfg, tiles, board, pcs, seat, None, ply, None, legal,
                              tuple(out_now))
        # Blocked: every piece of the seat leaves the board; its tiles stay.
        out_now.append(seat)
        cleared = bytearray(board)
        for sq, s, _f in pcs:
            if s == seat:
                cleared[sq] = 0
        board = bytes(cleared)
        pcs = tuple(p for p in pcs if p[1] != seat)
        alive.discard(seat)
        if len(alive) == 1:
            (winner,) = alive
            gone = ", ".join(cfg.names[s] for s in out_now)
            return finished(cfg, tiles, board, pcs, ply, (winner,),
                            f"{gone} cannot move (blocked) and "
                            f"{'is' if len(out_now) == 1 else 'are'} out; "
                            f"{cfg.names[winner]} is the only player with pieces and wins",
                            tuple(out_now))
    raise ValueError("no player has a piece that can move")   # callers rule this out


def end_turn(cfg, tiles, board, pcs, mover, ply):
    """The end checks of a turn (4.10 rule 15): target, last player, turn cap."""
    ply += 1
    if tiles.count(mover + 1) >= cfg.target:
        return finished(cfg, tiles, board, pcs, ply, (mover,),
                        f"{cfg.names[mover]} reaches {cfg.target} tiles and wins")
    alive = seats_with_pieces(pcs)
    if len(alive) == 1:
        return finished(cfg, tiles, board, pcs, ply, (mover,),
                        f"{cfg.names[mover]} is the only player with pieces and wins")
    if cfg.cap is not None and ply >= cfg.cap:
        return finished(cfg, tiles, board, pcs, ply, (),
                        f"Draw: the {cfg.cap}-turn limit was reached")
    return enter_turn(cfg, tiles, board, pcs, (mover + 1) % cfg.players, ply)


# -- states -------------------------------------------------------------------------

PENDING_KINDS = ("choice", "borderland", "meeting", "reorient-cost")


class PacruState(State):
    """See the module doc and docs/notation.md for the attributes.

    ``pend`` is None at a turn's first decision, else one of
    ("choice", from, to, met), ("borderland", to, met), ("meeting", to),
    ("reorient-cost", square, tiles still to return, last returned square or -1);
    ``met`` records the 9-tile threshold counted before the tile benefit (only under
    meeting_threshold_timing=before_effects; else 0)."""

    game = PacruGame()
    # A turn is several decisions; play() below (and Record.play) take a whole turn's text.
    multi_decision = True

    def __init__(self, cfg, tiles, board, pcs, to_move, pend, ply, outcome=None,
                 legal=None, out_now=()):
        self.cfg = cfg
        self.settings = cfg.settings
        self.players = cfg.players
        self.to_move = to_move
        self.outcome = outcome
        self._legal = legal
        self.tiles = tiles
        self.board = board
        self.piece_list = pcs
        self.pend = pend
        self.pending = pend is not None
        self.ply = ply
        self.eliminated_now = out_now      # seats put out as the turn passed here
        self._pieces = None

    # -- what the view reads ------------------------------------------------------
    grid = GRID
    borderlands = BORDERLAND
    shades = SHADE

    @property
    def sides(self):
        return self.cfg.sides

    def seat_name(self, seat):
        return self.cfg.names[seat]

    @property
    def target(self):
        return self.cfg.target

    @property
    def targets(self):
        return (self.cfg.target,) * self.cfg.players

    @property
    def scores(self):
        return tuple(self.tiles.count(s + 1) for s in range(self.cfg.players))

    @property
    def owners(self):
        return tuple(v - 1 if v else None for v in self.tiles)

    def owner(self, sq):
        v = self.tiles[sq]
        return v - 1 if v else None

    def shade(self, sq):
        return SHADE[sq]

    def borderland(self, sq):
        return BORDERLAND[sq]

    @property
    def pieces(self):
        if self._pieces is None:
            self._pieces = {sq: (seat, FACINGS[f]) for sq, seat, f in self.piece_list}
        return self._pieces

    def power(self, sq, seat=None):
        """Power of movement of a piece on ``sq`` (its owner's, or ``seat``'s)."""
        if seat is None:
            v = self.board[sq]
            if not v:
                raise ValueError(f"there is no piece on {NAMES[sq]}")
            seat = (v - 1) >> 3
        return power(self.tiles, seat, sq)

    @property
    def eliminated(self):
        alive = seats_with_pieces(self.piece_list)
        return tuple(s for s in range(self.cfg.players) if s not in alive)

    @property
    def pending_kind(self):
        if self.outcome is not None:
            return None
        return self.pend[0] if self.pend is not None else "move"

    @property
    def pending_square(self):
        """The piece the pending decisions are about (moved or reoriented), or None."""
        p = self.pend
        if p is None:
            return None
        return p[2] if p[0] == "choice" else p[1]

    @property
    def claims(self):
        """The squares the pending decision can claim (or return), in order."""
        p = self.pend
        if p is None or self.outcome is not None:
            return ()
        me = self.to_move
        kind = p[0]
        if kind == "choice":
            return crossing_claims(self.cfg, self.tiles, self.board, p[2], False, me)
        if kind == "borderland":
            return crossing_claims(self.cfg, self.tiles, self.board, p[1], False, me)
        if kind == "meeting":
            return meeting_claims(self.tiles, self.board, me)
        return return_choices(self.tiles, self.board, me, p[2], p[3])

    def _key(self):
        return (self.cfg.settings, self.cfg.players, self.tiles, self.piece_list,
                self.to_move, self.pend, self.ply if self.cfg.cap is not None else 0,
                self.outcome.winners if self.outcome is not None else None)

    # -- decisions ----------------------------------------------------------------
    def _generate(self):
        p = self.pend
        me = self.to_move
        if p is None:
            return tuple(piece_moves(self.tiles, self.board, self.piece_list, me)
                         + rotations(self.tiles, self.piece_list, me))
        kind = p[0]
        if kind == "choice":
            return (CONNECT,) + tuple(CLAIM[s] for s in self.claims)
        if kind == "borderland":
            return tuple(CLAIM[s] for s in self.claims)
        if kind == "meeting":
            found = tuple(MEET[s] for s in self.claims)
            return found + (NO_MEETING,) if self.cfg.optional and found else found
        return tuple(RETURN[s] for s in self.claims)

    def parse(self, text):
        return super().parse(text if isinstance(text, Move) else tidy(text))

    def play(self, move):
        """Apply one decision, or a whole turn's text (at most one turn)."""
        if isinstance(move, Move):
            return self._apply(self.parse(move))
        parts = tidy(move).split(" ")
        state = self
        for i, part in enumerate(parts):
            if i and not state.pending:
                raise IllegalMoveError(
                    f"{part}: the turn is complete after {parts[i - 1]}; play one turn at "
                    "a time")
            state = state._apply(state.parse(part))
        return state

    def _apply(self, move):
        data = move.data
        kind = data[0]
        if kind == "move" or kind == "pincer":
            return self._moved(data[1], data[2], kind == "pincer")
        cfg, me, p = self.cfg, self.to_move, self.pend
        if kind == "rotate":
            sq, f, cost = data[1], FACING_INDEX[data[2]], data[3]
            board = bytearray(self.board)
            board[sq] = 1 + me * 8 + f
            pcs = tuple((s, seat, f if s == sq else g) for s, seat, g in self.piece_list)
            return PacruState(cfg, self.tiles, bytes(board), pcs, me,
                              ("reorient-cost", sq, cost, -1), self.ply)
        tiles = bytearray(self.tiles)
        if kind == "return":
            tiles[data[1]] = 0
            remaining = p[2] - 1
            if remaining:
                return PacruState(cfg, bytes(tiles), self.board, self.piece_list, me,
                                  ("reorient-cost", p[1], remaining, data[1]), self.ply)
            return end_turn(cfg, bytes(tiles), self.board, self.piece_list, me, self.ply)
        if kind == "meeting":
            if data[1] is not None:
                tiles[data[1]] = me + 1
            return end_turn(cfg, bytes(tiles), self.board, self.piece_list, me, self.ply)
        if kind == "connect":
            for s in LINE[p[1] * SIZE + p[2]][2]:
                tiles[s] = me + 1
            return self._meeting_stage(tiles, self.board, self.piece_list, p[2], p[3])
        # a crossing claim, after the choice or as the borderland decision
        tiles[data[1]] = me + 1
        d_sq, met = (p[2], p[3]) if p[0] == "choice" else (p[1], p[2])
        return self._meeting_stage(tiles, self.board, self.piece_list, d_sq, met)

    def _moved(self, a, d_sq, pincer):
        """Steps 1-4 of a move (rules file 4.6), up to the first decision it needs."""
        cfg, me = self.cfg, self.to_move
        mine = me + 1
        d, k, between = LINE[a * SIZE + d_sq]
        tiles = bytearray(self.tiles)
        board = bytearray(self.board)
        if pincer:
            tiles[d_sq] = mine
            pcs = [x for x in self.piece_list if x[0] != d_sq and x[0] != a]
        else:
            pcs = [x for x in self.piece_list if x[0] != a]
        pcs.append((d_sq, me, d))
        pcs.sort()
        pcs = tuple(pcs)
        board[a] = 0
        board[d_sq] = 1 + me * 8 + d
        old = self.board
        connection = (not pincer and k > 1 and tiles[a] == mine and tiles[d_sq] == mine
                      and not any(old[s] for s in between))
        met = 1 if cfg.before and not cfg.original and threshold_met(cfg, tiles, me) else 0
        claims = (crossing_claims(cfg, tiles, board, d_sq, pincer, me)
                  if BORDERLAND[a] != BORDERLAND[d_sq] else ())
        if connection and claims:
            return PacruState(cfg, bytes(tiles), bytes(board), pcs, me,
                              ("choice", a, d_sq, met), self.ply)
        if connection:
            for s in between:
                tiles[s] = mine
        elif claims:
            return PacruState(cfg, bytes(tiles), bytes(board), pcs, me,
                              ("borderland", d_sq, met), self.ply)
        return self._meeting_stage(tiles, bytes(board), pcs, d_sq, met)

    def _meeting_stage(self, tiles, board, pcs, d_sq, met):
        """Step 5 (R12): a meeting claim if the moved piece meets another of the mover's."""
        cfg, me = self.cfg, self.to_move
        mine = me + 1
        tiles = bytes(tiles)
        if tiles[d_sq] == mine:
            d = (board[d_sq] - 1) & 7
            adj = ADJACENT[d_sq][d]
            if adj >= 0:
                q = board[adj]
                if (q and (q - 1) >> 3 == me and tiles[adj] == mine
                        and (q - 1) & 7 == (d + 4) & 7
                        and (cfg.original or (met if cfg.before
                                              else threshold_met(cfg, tiles, me)))
                        and meeting_claims(tiles, board, me)):
                    return PacruState(cfg, tiles, board, pcs, me, ("meeting", d_sq), self.ply)
        return end_turn(cfg, tiles, board, pcs, me, self.ply)

    def _why_illegal(self, text):
        from .pacru_errors import why_illegal
        return why_illegal(self, text)


_TIDY_PAIR = re.compile(r"([a-z][0-9]+)(?:\s+([-x>])\s+|([-x>])\s*)([a-z])")
_TIDY_SIGN = re.compile(r"(^|\s)([-+*])\s+")


def tidy(text):
    """Typed text -> canonical spacing: ``A3 - B4`` -> ``a3-b4``, ``+ b4`` -> ``+b4``."""
    text = normalize_text(text)
    return _TIDY_SIGN.sub(r"\1\2", _TIDY_PAIR.sub(_join, text))


def _join(m):
    return m.group(1) + (m.group(2) or m.group(3)) + m.group(4)


GAME = PacruState.game
