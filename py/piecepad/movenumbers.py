"""Move numbers and rows, worked out in one place for everything that shows them:
the move list (``view/pages.py``), pictures (``diagram.py``, ``view/share.py``) and
PPN export (``ppn.py``).

One numbering everywhere: **a move is one decision**, numbered from 1 in the order
played, as a record's error messages ("move 2: ...") and a link's ``&at=N`` count
them, and as the status ("Viewing move 10 of 80") and saved games show them. So
"move 12" names the same position in a list, a link, a picture and a save.

Rows only lay the moves out: a pair (the first mover's and the reply) in
two-player games, a whole turn where turns are several decisions
(``State.multi_decision``, Pacru), one move a row for one player (the solitaire),
and a new row where a new round begins (``State.round``, Quet). PPN numbers its
rows as PPN does (``1.`` a pair).
``states`` is a record's ``states``: ``states[j]`` is the position before move ``j``.
"""


def rows(states, count):
    """Index lists of moves ``0 .. count - 1``, one list per row."""
    if count <= 0:
        return []
    found = []
    for j in range(count):
        if not found or _starts_row(states, j, found[-1]):
            found.append([])
        found[-1].append(j)
    return found


def _starts_row(states, j, row):
    state = states[j]
    if getattr(state, "round", None) != getattr(states[row[0]], "round", None):
        return True                                  # a new round
    if state.players == 1:
        return True
    if state.multi_decision:
        return not state.pending                     # a turn starts here
    return len(row) == 2


def round_of(state):
    """The round a position is in (games played in rounds, Quet), else None."""
    return getattr(state, "round", None)


def number(states, ply):
    """The number of move ``ply`` (0-based; ``len(moves)`` is the move still to come,
    the number a caption shows for the position ``states[ply]``)."""
    return max(0, ply + 1)
