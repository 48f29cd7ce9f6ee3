"""An exact solver for puzzles, over the public State API only.

A *turn* is everything one seat decides before another seat is to move: one move in
most games, several decisions in Pacru (a move, then its claims or returns). The
solver works in whole turns, so "win in 3" means three of the attacker's turns.

``win_in(state, n)``: can the side to move force a win within ``n`` of its own turns,
whatever the others do? Exact: every defence is tried, nothing is estimated. A
transposition table keeps each (position, depth) answer, and ``Counter.nodes``
counts the positions played, the measure of a puzzle's difficulty.

``prove(state, n)`` is what a puzzle needs: the winning first turns (there must be
exactly one), that no shorter win exists, and the main line: after each attacker
turn the defence that holds out longest, and the attacker's unique winning answer.
"""

class Counter:
    def __init__(self, limit=None):
        self.nodes = 0
        self.limit = limit

    def tick(self):
        self.nodes += 1
        if self.limit is not None and self.nodes > self.limit:
            raise TooHard(self.nodes)


class TooHard(Exception):
    """The search went past its node limit (the tool drops such candidates)."""


def turns(state, counter=None):
    """[(decision texts, state after the whole turn)] for the seat to move, every
    complete turn once. A decision that leaves the same seat deciding (Pacru's
    claims and returns: ``State.mid_turn``) is followed by the rest of the turn."""
    seat = state.to_move
    out = []

    def walk(s, done):
        for move in s.legal_moves():
            after = s.play(move)
            if counter is not None:
                counter.tick()
            path = done + (move.text,)
            if after.mid_turn:
                walk(after, path)
            else:
                out.append((path, after))
    if seat is not None:
        walk(state, ())
    return out


def won(state, seat):
    return state.outcome is not None and tuple(state.outcome.winners) == (seat,)


class Solver:
    def __init__(self, counter=None):
        self.counter = counter or Counter()
        self.table = {}
        self.turn_cache = {}

    def turns(self, state):
        found = self.turn_cache.get(state)
        if found is None:
            found = turns(state, self.counter)
            if len(self.turn_cache) < 200_000:
                self.turn_cache[state] = found
        return found

    def win_in(self, state, n):
        """The side to move forces a win within ``n`` of its turns."""
        if n <= 0 or state.outcome is not None:
            return False
        key = (state, n)
        hit = self.table.get(key)
        if hit is not None:
            return hit
        seat = state.to_move
        options = self.turns(state)
        result = any(won(after, seat) for _, after in options)
        if not result and n > 1:
            result = any(self.holds(after, seat, n - 1) for _, after in options
                         if after.outcome is None)
        self.table[key] = result
        return result

    def holds(self, state, seat, n):
        """``seat`` (not to move in ``state``) wins within ``n`` more of its turns
        against every defence."""
        if state.outcome is not None:
            return won(state, seat)
        if state.to_move == seat:
            return self.win_in(state, n)
        key = (state, n, seat)
        hit = self.table.get(key)
        if hit is not None:
            return hit
        result = True
        # Defences that leave no immediate win are tried first: they refute fastest.
        for _, after in self.turns(state):
            if not self.holds(after, seat, n):
                result = False
                break
        self.table[key] = result
        return result

    def depth(self, state, seat, most):
        """The fewest turns in which ``seat`` forces a win from ``state`` (any seat
        to move), or None beyond ``most``."""
        for n in range(1, most + 1):
            if self.holds(state, seat, n):
                return n
        return None

    def winning_turns(self, state, n):
        seat = state.to_move
        return [path for path, after in self.turns(state)
                if won(after, seat) or (n > 1 and after.outcome is None
                                        and self.holds(after, seat, n - 1))]


class Proof:
    """A proved puzzle: ``line`` is the main line as turns (each a tuple of decision
    texts), the attacker's first, alternating with the defence; ``nodes`` the work."""

    def __init__(self, line, nodes):
        self.line = line
        self.nodes = nodes


class NotAPuzzle(ValueError):
    pass


def prove(state, n, limit=None):
    """The proof that the side to move wins in exactly ``n`` turns with one key
    turn, and a main line along which every attacker turn is the only winning one.
    Raises NotAPuzzle saying why not (TooHard past ``limit`` nodes)."""
    solver = Solver(Counter(limit))
    seat = state.to_move
    if seat is None:
        raise NotAPuzzle("the game is over in this position")
    if n > 1 and solver.win_in(state, n - 1):
        raise NotAPuzzle(f"there is a win in fewer than {n}")
    line = []
    current, left = state, n
    while True:
        keys = solver.winning_turns(current, left)
        if not keys:
            raise NotAPuzzle(f"no win in {left} at turn {len(line) + 1} of the line")
        if len(keys) > 1:
            raise NotAPuzzle(f"{len(keys)} winning turns at turn {len(line) + 1} of the line: "
                             + ", ".join(" ".join(k) for k in keys[:4]))
        key = keys[0]
        line.append(key)
        current = _after(current, key)
        if won(current, seat):
            break
        left -= 1
        # The defence: the reply that holds out longest; among equals one that does
        # not end the game itself, then the first.
        best, best_rank = None, (0, False)
        for path, after in solver.turns(current):
            d = solver.depth(after, seat, left)
            if d is None:
                raise NotAPuzzle("a defence escapes")          # cannot be: proved above
            rank = (d, after.outcome is None)
            if rank > best_rank:
                best, best_rank = (path, after), rank
        line.append(best[0])
        current = best[1]
        if won(current, seat):      # the defence itself hands over the win
            break
    return Proof(tuple(line), solver.counter.nodes)


def _after(state, path):
    for text in path:
        state = state.play(text)
    return state


def best_gain(state, score):
    """For one-turn puzzles: [(gain, decision texts)] of every turn, best first,
    where ``score(before, after)`` measures a turn."""
    options = [(score(state, after), path) for path, after in turns(state)]
    options.sort(key=lambda o: -o[0])
    return options

