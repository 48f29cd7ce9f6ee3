"""Pacru's game and states: the top of the package (see its docstring for the layers).

A turn is a sequence of decisions: a move (``a3-b4``) or pincer (``e3xe4``), then, as
the move needs them, the connection-or-crossing choice (``c`` or a ``+sq``), the
borderland claim (``+sq``) and the meeting claim (``*sq``); or a reorientation
(``e6>s``) followed by its cost tiles one at a time in increasing square order
(``-a1`` ...). The state between decisions is a real state with ``pending`` True.
Seat 0 moves first; each seat sits at a side of the board (S, W, N or E), see
``state.sides``.

A state is small: ``tiles`` (bytes, 81 squares, 0 = neutral, seat + 1 = that seat's
colour), ``board`` (bytes, 0 = empty, 1 + seat * 8 + facing = a piece), ``piece_list``
(sorted (square, seat, facing) triples), the seat to move, the pending decision and the
turn count. docs/notation.md documents the notation, the position text and the
attributes the view reads.
"""

import re

from ...game import Game, Outcome, State, normalize_text
from ...i18n import N_, T
from . import position
from .errors import why_illegal
from .geometry import (
    ADJACENT, BORDERLAND, CLAIM, CONNECT, FACING_INDEX, FACINGS, GRID, LINE, MEET, NAMES,
    NO_MEETING, RETURN, SHADE, SIZE)
from .rules import (
    OPTIONS, canonical_settings, config, crossing_claims, last_with_pieces, meeting_claims,
    opening, piece_moves, power, return_choices, rotations, seats_with_pieces,
    target_reached, threshold_met, turn_limit)

# Quarter turns clockwise from the South side of the board to each side.
SIDE_TURNS = {"S": 0, "E": 1, "N": 2, "W": 3}

# -- the game -----------------------------------------------------------------------

class PacruGame(Game):
    id = "pacru"
    rules_version = "2011"
    min_players = 2
    max_players = 4
    options = OPTIONS
    seat_names = (N_("Player 1"), N_("Player 2"), N_("Player 3"), N_("Player 4"))
    grid = GRID

    def _start(self, settings, players, seed):
        cfg = config(canonical_settings(settings, players), players)
        board, pcs = opening(cfg)
        return enter_turn(cfg, bytes(SIZE), board, pcs, 0, 0)

    def encode(self, state):
        """Position text (docs/notation.md)."""
        return position.encode(state)

    def decode(self, text, /, players=None, **options):
        """Position text -> state; ``players`` and the options must agree with it.
        A running position without a pending decision starts its turn as a new turn
        does (a seat without pieces is skipped, a blocked one goes out)."""
        p = position.decode(text, players, options)
        if p.end is not None:
            return finished(p.cfg, p.tiles, p.board, p.pieces, p.turns, *p.end)
        if p.pending is None:
            return enter_turn(p.cfg, p.tiles, p.board, p.pieces, p.to_move, p.turns)
        return PacruState(p.cfg, p.tiles, p.board, p.pieces, p.to_move, p.pending, p.turns)


def finished(cfg, tiles, board, pcs, ply, winners, reason, out_now=()):
    """The state of a game that is over. ``reason`` is a Message (``Outcome.of``)."""
    return PacruState(cfg, tiles, board, pcs, None, None, ply, Outcome.of(winners, reason),
                      (), out_now)


def enter_turn(cfg, tiles, board, pcs, first, ply):
    """Give the turn to ``first`` or the next seat that can play: a seat without pieces
    is skipped, a blocked seat goes out (R15: judged when its turn comes)."""
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
            gone = T(cfg.names[out_now[-1]])
            for s in reversed(out_now[:-1]):
                gone = T("{first}, {rest}", first=T(cfg.names[s]), rest=gone)
            return finished(cfg, tiles, board, pcs, ply, (winner,),
                            T(("{seats} cannot move (blocked) and is out; {reason}",
                               "{seats} cannot move (blocked) and are out; {reason}"),
                              seats=gone, n=len(out_now),
                              reason=last_with_pieces(cfg, winner)), tuple(out_now))
    raise ValueError("no player has a piece that can move")   # callers rule this out


def end_turn(cfg, tiles, board, pcs, mover, ply):
    """The end checks of a turn, in this order (R16): the target, the last player with
    pieces, the turn limit."""
    ply += 1
    if tiles.count(mover + 1) >= cfg.target:
        return finished(cfg, tiles, board, pcs, ply, (mover,), target_reached(cfg, mover))
    alive = seats_with_pieces(pcs)
    if len(alive) == 1:
        return finished(cfg, tiles, board, pcs, ply, (mover,), last_with_pieces(cfg, mover))
    if cfg.cap is not None and ply >= cfg.cap:
        return finished(cfg, tiles, board, pcs, ply, (), turn_limit(cfg))
    return enter_turn(cfg, tiles, board, pcs, (mover + 1) % cfg.players, ply)


# -- states -------------------------------------------------------------------------

class PacruState(State):
    """See the module docstring and docs/notation.md for the attributes.

    ``pend`` is None at a turn's first decision, else one of
    ("choice", from, to, met), ("borderland", to, met), ("meeting", to),
    ("reorient-cost", square, tiles still to return, last returned square or -1);
    ``met`` records the 9-tile threshold counted before the tile benefit (only under
    meeting_threshold_timing=before_effects; else 0)."""

    game = PacruGame()
    # A turn is several decisions: play() and Record.play take a whole turn's text
    # (State.split_turn splits it, with tidy() below forgiving spaced signs).
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
                raise ValueError(T("there is no piece on {square}", square=NAMES[sq]))
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
    def pending_move(self):
        """(from square, to square) of the move a pending "choice" decision (connection
        change or crossing claim) is about, or None at any other decision."""
        p = self.pend
        if p is None or p[0] != "choice":
            return None
        return p[1], p[2]

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

    def gathering(self):
        """(square names, how many) still to give back after a reorientation, in
        notation order: any that many of them may be chosen (played in order)."""
        if self.pending_kind != "reorient-cost" or not self.claims:
            return None
        me, offered = self.to_move, self.claims
        first = GRID.xy(offered[0])
        free = sorted((s for s in range(SIZE)
                       if self.owner(s) == me and s not in self.pieces
                       and GRID.xy(s) >= first), key=GRID.xy)
        return tuple(NAMES[s] for s in free), len(free) - len(offered) + 1

    def connection_squares(self, frm, to, seat):
        """Squares a connection change from ``frm`` to ``to`` would colour: those
        between them on a line that are not yet ``seat``'s."""
        found = LINE[frm * SIZE + to]
        return [s for s in (found[2] if found is not None else ()) if self.owner(s) != seat]

    def seat_turns(self, seat):
        """Quarter turns clockwise from the South side of the board to ``seat``'s."""
        return SIDE_TURNS[self.sides[seat]] if seat is not None else 0

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

    def tidy(self, text):
        return tidy(text)

    def _apply(self, move):
        data, kind = move.data, move.kind
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
        """A move or pincer up to the first decision it needs: the piece moves (a pincer
        claims the square it lands on, R11), then the connection change (R8) and the
        crossing benefit (R4, R10), with a choice when both apply (R13)."""
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
        """The meeting (R12), last: a claim if the moved piece meets another of the mover's."""
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
        return why_illegal(self, text)


_TIDY_SIGN = re.compile(r"(^|\s)([-+*])\s+")


def tidy(text):
    """Typed text -> canonical spacing: ``+ b4`` -> ``+b4`` (``A3 - B4`` -> ``a3-b4``
    is every game's, in ``normalize_text``)."""
    return _TIDY_SIGN.sub(r"\1\2", normalize_text(text))


GAME = PacruState.game
