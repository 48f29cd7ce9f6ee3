"""Move numbers, worked out in one place for everything that shows them: the move
list (``view/pages.py``), pictures (``diagram.py``) and PPN export (``ppn.py``).

A numbered row is two plies (the first mover's and the reply) in games where a turn
is one decision, and one whole turn in games whose turns are several decisions
(``State.multi_decision``, Pacru), so "move 12" means the same thing everywhere.
``states`` is a record's ``states``: ``states[j]`` is the position before move ``j``.
"""


def rows(states, count):
    """Index lists of moves ``0 .. count - 1``, one list per numbered row."""
    if count <= 0:
        return []
    if not states[0].multi_decision:
        return [list(range(i, min(i + 2, count))) for i in range(0, count, 2)]
    found = []
    for j in range(count):
        if not found or not states[j].pending:      # a turn starts here
            found.append([])
        found[-1].append(j)
    return found


def number(states, ply):
    """The number of the row holding move ``ply`` (0-based). ``ply`` may be the move
    still to come (``len(moves)``, reading ``states[ply]``): the number a caption
    shows for the position ``states[ply]``."""
    if ply < 0:
        return 0
    if not states[0].multi_decision:
        return ply // 2 + 1
    return max(1, sum(1 for j in range(ply + 1) if not states[j].pending))
