"""Pacru: MCTS (max^n for three and four players) with a tile-and-mobility evaluator.

A seat's value, in tiles: its tiles; 3 a piece (a seat out of the game is worth
almost nothing); the power of movement and mobility of its pieces (landing squares
within reach, more for those across a border, which claim a tile); a penalty for a
piece that cannot move (facing the board's edge, or hemmed in) and for each of its
three directions that leaves the board at once; and pieces under attack by two or
more pieces of one opponent (a pincer), which is dear when that opponent moves next.
A turn's pending decision counts what it will bring (a claim +1, a reorientation's
cost minus the tiles still to return).

Random rollouts play Pacru badly (pieces drift to the edges and get stuck), so the
rollouts here are short and weighted: pincers, crossings and connections first,
rarely a reorientation, never willingly into a dead end; then the evaluator.
Reorientations are searched only for pieces with at most one move, and the long
lists (meeting claims anywhere, reorientation returns) are cut to the best few.

The board's rays, borderlands and straight lines and the power of movement are the
engine's own (``piecepad.games.pacru``).
"""

from .geometry import BORDERLAND, LINE, RAYS, SIZE
from .rules import power
from ...ai.heuristics.base import Profile

PIECE = 3.0
OUT = 40.0
MOBILITY = 0.08
CROSSING = 0.35          # a piece with a move across a border (a tile next move)
POWER = 0.12
STUCK = 1.6              # a piece without a move
EDGE = 0.25              # each of a piece's three directions that leaves the board at once
PINCER_NEXT = PIECE + 1.5
PINCER_LATER = 1.0
MAX_GAIN = 11            # most tiles one turn can add (connection of 8 + pincer + meeting)


# dead end: facing f on sq, all three directions leave the board at once
DEAD = tuple(tuple(not (RAYS[sq][(f - 1) & 7] or RAYS[sq][f] or RAYS[sq][(f + 1) & 7])
                   for f in range(8)) for sq in range(SIZE))
EDGES = tuple(tuple(sum(1 for d in ((f - 1) & 7, f, (f + 1) & 7) if not RAYS[sq][d])
                    for f in range(8)) for sq in range(SIZE))


def survey(state):
    """Per seat: [pieces, moves, crossing pieces, power, stuck, edges] and the pincer
    threats {(target square, attacker seat): attackers}."""
    tiles, board = state.tiles, state.board
    per = [[0, 0, 0, 0, 0, 0] for _ in range(state.players)]
    attacks = {}
    for sq, seat, f in state.piece_list:
        mine = seat + 1
        pom = power(tiles, seat, sq)
        own_start = tiles[sq] == mine
        bl = BORDERLAND[sq]
        rays = RAYS[sq]
        moves = crossing = 0
        for d in ((f - 1) & 7, f, (f + 1) & 7):
            clear = True
            for t in rays[d][:pom]:
                v = board[t]
                if v:
                    if clear and (v - 1) >> 3 != seat:
                        key = (t, seat)
                        attacks[key] = attacks.get(key, 0) + 1
                    if not own_start:
                        break
                    clear = False
                    continue
                tt = tiles[t]
                if tt == mine or (clear and not tt):
                    moves += 1
                    if BORDERLAND[t] != bl:
                        crossing = 1
        p = per[seat]
        p[0] += 1
        p[1] += moves
        p[2] += crossing
        p[3] += pom
        if not moves:
            p[4] += 1
        p[5] += EDGES[sq][f]
    return per, attacks


class PacruProfile(Profile):
    algorithm = "mcts"
    scale = 3.0
    slip = 1.0
    rollout_plies = 6
    exploration = 0.6

    def evaluate(self, state):
        tiles = state.tiles
        n = state.players
        per, attacks = survey(state)
        mover = state.to_move
        e = [0.0] * n
        for s in range(n):
            t = tiles.count(s + 1)
            pieces, moves, crossing, pom, stuck, edges = per[s]
            if not pieces:
                e[s] = 0.3 * t - OUT
                continue
            e[s] = (t + PIECE * pieces + MOBILITY * moves + CROSSING * crossing
                    + POWER * pom - STUCK * stuck - EDGE * edges)
        if attacks:
            board = state.board
            for (sq, attacker), count in attacks.items():
                if count < 2:
                    continue
                victim = (board[sq] - 1) >> 3
                if attacker == mover or (mover is not None and mover != victim
                                         and (mover + 1) % n == attacker):
                    e[victim] -= PINCER_NEXT
                    e[attacker] += 1.0
                else:
                    e[victim] -= PINCER_LATER
        if state.pending and mover is not None:
            kind = state.pending_kind
            if kind == "reorient-cost":
                e[mover] -= state.pend[2]
            else:
                e[mover] += 1.0
        return tuple(e)

    def budget_share(self, state):
        """A turn's follow-up decisions (claims, returns) are small: half the budget."""
        return 0.5 if state.pending else 1.0

    # -- decisions ---------------------------------------------------------------
    def _score(self, state, m):
        data, kind = m.data, m.kind
        me = state.to_move
        mine = me + 1
        tiles = state.tiles
        if kind == "move":
            a, d = data[1], data[2]
            s = 0.0
            if BORDERLAND[a] != BORDERLAND[d]:
                s += 10.0
            if tiles[a] == mine and tiles[d] == mine:
                s += 4.0
            f = LINE[a * SIZE + d][0]          # the facing the move gives the piece
            if DEAD[d][f]:
                s -= 8.0
            s -= EDGES[d][f]
            return s
        if kind == "pincer":
            return 50.0
        if kind == "rotate":
            return -6.0
        if kind == "claim":
            sq = data[1]
            return 1.0 if sq == state.pending_square else 0.0
        if kind == "connect":
            return 0.5
        if kind == "meeting":
            sq = data[1]
            if sq is None:
                return -10.0
            return 2.0 if tiles[sq] else 0.5 * (BORDERLAND[sq] in self._my_borderlands(state))
        return 0.0      # return (reorientation cost): keep the listed order

    def _my_borderlands(self, state):
        me = state.to_move
        return {BORDERLAND[sq] for sq, seat, _f in state.piece_list if seat == me}

    def order(self, state, moves):
        if len(moves) < 2:
            return list(moves)
        return sorted(moves, key=lambda m: -self._score(state, m))

    def candidates(self, state, moves):
        kind = state.pending_kind
        if kind == "move":
            stuck = self._stuck_pieces(state)
            kept = [m for m in moves if m.kind != "rotate" or m.data[1] in stuck]
            return kept or moves
        if kind == "meeting":
            return moves[:8]
        if kind == "reorient-cost":
            return moves[:3]
        return moves

    def _stuck_pieces(self, state):
        """Own pieces with at most one move."""
        me = state.to_move
        count = {}
        for m in state.legal_moves():
            if m.kind == "move":
                count[m.data[1]] = count.get(m.data[1], 0) + 1
        return {sq for sq, seat, _f in state.piece_list if seat == me and count.get(sq, 0) <= 1}

    def rollout_move(self, state, moves, rng):
        if len(moves) == 1:
            return moves[0]
        kind = moves[0].kind
        if kind in ("move", "pincer", "rotate"):
            weights = []
            total = 0.0
            for m in moves:
                k = m.kind
                if k == "pincer":
                    w = 40.0
                elif k == "rotate":
                    w = 0.05
                else:
                    w = 2.0 ** max(-4.0, min(4.0, self._score(state, m) / 3.0))
                total += w
                weights.append(w)
            x = rng.random() * total
            for m, w in zip(moves, weights):
                x -= w
                if x <= 0:
                    return m
            return moves[-1]
        if kind == "meeting":
            theirs = [m for m in moves if m.data[1] is not None and state.tiles[m.data[1]]]
            if theirs:
                return theirs[rng.randrange(len(theirs))]
        return moves[rng.randrange(len(moves))]

    # -- tactics -----------------------------------------------------------------
    def may_win(self, state):
        me = state.to_move
        if me is None:
            return False
        if state.tiles.count(me + 1) + MAX_GAIN >= state.target:
            return True
        per, _attacks = survey(state)
        for s in range(state.players):
            if s != me and per[s][0]:
                pieces, moves = per[s][0], per[s][1]
                if pieces > 1 and moves > 4:
                    return False       # this seat can be neither pinced out nor blocked
        return True

    def tactical_moves(self, state):
        kind = state.pending_kind
        if kind == "reorient-cost":
            return ()
        if kind == "move":
            return tuple(m for m in state.legal_moves() if m.kind != "rotate")
        return state.legal_moves()

    def complete_turn(self, state):
        while state.outcome is None and state.pending:
            state = state.play(self.order(state, state.legal_moves())[0])
        return state


PROFILE = PacruProfile()
