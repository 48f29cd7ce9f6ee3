"""Pacru's options and rules as functions of plain values (bytes, tuples, ints).

Above ``geometry``, below everything else in the package: nothing here builds a state.
``tiles`` is bytes of 81 (0 = neutral, seat + 1 = that seat's colour), ``board`` bytes
of 81 (0 = empty, 1 + seat * 8 + facing = a piece), ``pcs`` the sorted
(square, seat, facing) triples of the pieces. Rule numbers R1-R16 are those of the
original guide, as on the rules page (py/piecepad/games/pacru/rules_page.py).
"""

import re

from ...errors import OptionError
from ...i18n import N_, T
from ...game import Settings, memo
from ...options import Option
from .geometry import (
    BORDERLAND, BORDERLAND_SQUARES, DEFAULT_ORDER, IN_ORDER, MEETING_THRESHOLD, OPENING,
    ORDER_KEY, PAIRS, PIECES, PINCER_MOVE, RAYS, ROTATE, SIDE_NAMES, SIDES, SIZE, STEP_MOVE,
    TARGETS, TURNS)

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
           help=N_("Sides used by two players"),
           labels=(N_("South and North (South moves first)"),
                   N_("West and East (East moves first)"))),
    Option("turn_order", "default", ("default",),
           help=N_("Order of play (the sides, first player first)"),
           allowed=N_("default, or the sides in order of play, like E,W or N,E,W or S,W,N,E"),
           check=lambda v: read_order(v) is not None,
           presets=("E,W,N,S",),
           labels=(N_("Default (2: S,N; 3: N,E,W; 4: S,W,N,E)"),
                   N_("E,W,N,S (as Abstract Play)"))),
    Option("meeting_rule", "2011", ("2011", "original"),
           help=N_("Meeting rule"),
           check=lambda v: v == 2011 and not isinstance(v, bool),
           labels=(N_("2011: a meeting claims a tile only once an opponent has 9 tiles"),
                   N_("Original: every meeting claims a tile"))),
    Option("meeting_threshold_timing", "after_effects", ("after_effects", "before_effects"),
           help=N_("When the 9-tile threshold of a meeting is counted"),
           labels=(N_("After the move's other tile changes"),
                   N_("Before the move's tile changes"))),
    Option("meeting_optional", False, (False, True),
           help=N_("Meeting claim"),
           labels=(N_("Mandatory"), N_("Optional (the player may decline it)"))),
    Option("transform_after_pincer", True, (True, False),
           help=N_("Borderland transformation after a pincer"),
           labels=(N_("Allowed"), N_("Not allowed"))),
    Option("max_plies", None, (None,),
           help=N_("Turn limit (a draw when reached)"),
           allowed=N_("none (no limit) or a whole number of turns, 1 or more"),
           check=lambda v: type(v) is int and v >= 1,
           presets=(200, 400),
           labels=(N_("No limit"), N_("200 turns"), N_("400 turns"))),
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
        self.pieces = PIECES[players]


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
                raise OptionError(T(
                    "option turn_order: with 2 players on seats_2p={seats} the "
                    "order is {one} or {other}, not {given}", seats=values['seats_2p'],
                    one=f"{pair[0]},{pair[1]}", other=f"{pair[1]},{pair[0]}",
                    given=",".join(sides)))
        elif len(sides) != players:
            if players == 3:
                raise OptionError(T("option turn_order: {players} players need any three "
                                    "sides in order of play, not {given}", players=players,
                                    given=",".join(sides)))
            raise OptionError(T("option turn_order: {players} players need all four sides S, "
                                "W, N, E in order of play, not {given}", players=players,
                                given=",".join(sides)))
        default = DEFAULT_ORDER[(values["seats_2p"], 2) if players == 2 else players]
        values["turn_order"] = "default" if sides == default else ",".join(sides)
    return Settings((o.name, values[o.name]) for o in OPTIONS)


config = memo(Config)   # one Config per (option set, number of players)


def opening(cfg):
    """The board and pieces of a new game (R1): (board bytes, sorted piece triples)."""
    board = bytearray(SIZE)
    pcs = []
    for seat, side in enumerate(cfg.sides):
        for sq, f in OPENING[side][:cfg.pieces]:
            board[sq] = 1 + seat * 8 + f
            pcs.append((sq, seat, f))
    return bytes(board), tuple(sorted(pcs))


# -- the rules ------------------------------------------------------------------------

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
    """Every reorientation of seat ``me`` it can pay for (R14), piece by piece."""
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
    """Squares a meeting may claim (R12): any not ``me``'s colour without a piece."""
    mine = me + 1
    return tuple(s for s in IN_ORDER if tiles[s] != mine and not board[s])


def threshold_met(cfg, tiles, me):
    """2011 meeting rule: some other seat (out or not) has at least 9 tiles."""
    return any(tiles.count(s + 1) >= MEETING_THRESHOLD for s in range(cfg.players) if s != me)


def return_choices(tiles, board, me, remaining, last):
    """Own unoccupied squares after ``last`` from which ``remaining`` returns can still
    be completed in increasing square order (R14; the order is docs/notation.md's)."""
    mine = me + 1
    start = ORDER_KEY[last] + 1 if last >= 0 else 0
    free = [s for s in IN_ORDER[start:] if tiles[s] == mine and not board[s]]
    return tuple(free[:len(free) - remaining + 1]) if len(free) >= remaining else ()


def seats_with_pieces(pcs):
    return {seat for _sq, seat, _f in pcs}


# -- how a game ends (R16, and the optional turn limit) ---------------------------------

def target_reached(cfg, seat):
    return T("{seat} reaches {target} tiles and wins", seat=T(cfg.names[seat]),
             target=cfg.target)


def last_with_pieces(cfg, seat):
    return T("{seat} is the only player with pieces and wins", seat=T(cfg.names[seat]))


def turn_limit(cfg):
    return T("Draw: the {cap}-turn limit was reached", cap=cfg.cap)
