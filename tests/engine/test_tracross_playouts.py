"""Seeded random two-player Tracross games under every option combination.

Every position is refereed by the independent reference (tracross_ref.py): the
connections it finds decide the outcome the engine must report, and the pieces
each seat places follow the dice of the seed (rolled by the reference's own
SplitMix64) and the cycle. Every move's text round-trips through parse, every
state through encode/decode, and each game's record through its text. A game
places one tile per move on an n x n board, so it ends within n*n moves.
"""

import itertools
import random

import pytest

from piecepad import games
from piecepad.record import Record

import tracross_ref as ref

GAME = games.get("tracross")
NAMES = ("die_mapping", "roll_each_turn", "simultaneous", "p1_sides", "first_player",
         "first_pieces")
COMBOS = [dict(zip(NAMES, values)) for values in itertools.product(
    ("captions", "forth"), (False, True), ("placer_wins", "draw"), ("NS", "WE"), (1, 2),
    (None, (3, 1)))]
SIZES = (1, 2, 3, 4, 6)


def combo_id(options):
    return "-".join(str(v).replace(" ", "") for v in options.values())


def piece_of(roll, mapping):
    return (roll - 1) % 3 + 1 if mapping == "captions" else roll % 3 + 1


class Referee:
    """What the rules say, from the reference alone: the next pieces and the
    outcome after each placement."""

    def __init__(self, n, seed, options):
        self.n, self.options = n, options
        self.dice = ref.SplitMix64(seed)
        self.board = {}
        mapping = options["die_mapping"]
        if options["first_pieces"] is None:
            rolls = [self.dice.roll(), self.dice.roll()]
            self.next = [piece_of(r, mapping) for r in rolls]
            self.rolls = rolls
        else:
            self.next, self.rolls = list(options["first_pieces"]), [None, None]
        self.to_move = options["first_player"] - 1
        self.sides = ("NS", "WE") if options["p1_sides"] == "NS" else ("WE", "NS")
        self.result = None            # None, or the winners tuple

    def place(self, x, y):
        me = self.to_move
        self.board[(x, y)] = self.next[me]
        if self.options["roll_each_turn"]:
            self.rolls[me] = self.dice.roll()
            self.next[me] = piece_of(self.rolls[me], self.options["die_mapping"])
        else:
            self.rolls[me] = None
            self.next[me] = self.next[me] % 3 + 1
        joined = [s for s in (0, 1) if ref.connected(self.n, self.board, self.sides[s])]
        if len(joined) == 2:
            self.result = (me,) if self.options["simultaneous"] == "placer_wins" else ()
        elif joined:
            self.result = tuple(joined)
        elif len(self.board) == self.n * self.n:
            self.result = ()
        self.to_move = 1 - me


def check_state(state, referee, options):
    n = referee.n
    assert state.tiles == ref.board_to_tiles(n, referee.board)
    assert list(state.next_piece) == referee.next
    assert list(state.last_roll) == referee.rolls
    if referee.result is None:
        assert state.outcome is None and state.to_move == referee.to_move
        empty = {f"{'abcdefghijklmnopqrstuvwxyz'[x]}{y + 1}"
                 for x in range(n) for y in range(n) if (x, y) not in referee.board}
        assert {str(m) for m in state.legal_moves()} == empty
        for move in state.legal_moves():
            assert state.parse(str(move)) is move
            assert move.data == (state.grid.parse(str(move)), referee.next[referee.to_move])
    else:
        assert state.outcome is not None and state.outcome.winners == referee.result
        assert state.to_move is None and state.legal_moves() == ()
        assert (state.winning_track is not None) == bool(referee.result)
    back = GAME.decode(GAME.encode(state), **options)
    assert back == state and hash(back) == hash(state)
    assert back.outcome == state.outcome and back.to_move == state.to_move


@pytest.mark.parametrize("options", COMBOS, ids=combo_id)
def test_refereed_playouts(options):
    rng = random.Random(combo_id(options))
    for n in SIZES:
        seed = rng.randrange(2 ** 64)
        state = GAME.start(seed=seed, size=n, **options)
        referee = Referee(n, seed, options)
        record = Record.new("tracross", seed=seed, size=n, **options)
        check_state(state, referee, options)
        plies = 0
        while state.outcome is None:
            move = rng.choice(state.legal_moves())
            record = record.play(str(move))
            state = state.play(move)
            referee.place(*state.grid.xy(move.data[0]))
            check_state(state, referee, options)
            plies += 1
        assert plies <= n * n
        assert record.state == state
        back = Record.from_text(record.to_text())
        assert back == record and back.state == state and back.moves == record.moves


@pytest.mark.parametrize("seed", range(60))
def test_bulk_playouts_end_and_never_raise(seed):
    rng = random.Random(seed)
    options = dict(rng.choice(COMBOS), size=rng.choice((1, 2, 3, 4, 5, 6, 7, 8)))
    state = GAME.start(seed=seed, **options)
    plies = 0
    while state.outcome is None:
        state = state.play(rng.choice(state.legal_moves()))
        plies += 1
    assert plies <= options["size"] ** 2
    assert state.to_move is None and state.legal_moves() == ()
    assert GAME.decode(GAME.encode(state), **options) == state
