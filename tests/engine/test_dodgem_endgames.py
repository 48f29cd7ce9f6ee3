"""tools/solve_dodgem_endgame.py (retrograde analysis of the endgames) agrees with the
alpha-beta search: where the table says the player to move wins or loses within a few
plies, the search proves the same."""

import importlib.util
import random
from pathlib import Path

from piecepad import games
from piecepad.ai import Search
from piecepad.ai.common import WON
from piecepad.games.dodgem.engine import DodgemState, squares_of

TOOL = Path(__file__).resolve().parents[2] / "tools" / "solve_dodgem_endgame.py"


def load_solver():
    spec = importlib.util.spec_from_file_location("solve_dodgem_endgame", TOOL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_endgame_table_agrees_with_the_search():
    solver = load_solver()
    positions, index, value, plies = solver.solve(1)
    assert len(positions) == 36 * 35 * 2
    assert {solver.WIN, solver.LOSS, solver.DRAW} == set(value)
    settings = games.get("dodgem").start().settings
    rng = random.Random(7)
    seen = {solver.WIN: 0, solver.LOSS: 0}
    for i in rng.sample(range(len(positions)), len(positions)):
        if value[i] == solver.DRAW or plies[i] > 9 or seen[value[i]] >= 12:
            continue
        red, green, seat = positions[i]
        state = DodgemState(settings, (squares_of(red), squares_of(green)), seat)
        search = Search(state, level="hard", seed=1, iterations=3000)
        search.run()
        info = search.info()
        if info["reason"] == "win in one":
            assert value[i] == solver.WIN
        elif info["reason"] == "search":
            proved = info["value"]
            assert (proved >= WON) if value[i] == solver.WIN else (proved <= -WON), \
                (positions[i], value[i], plies[i], info)
        else:
            continue
        seen[value[i]] += 1
    assert seen == {solver.WIN: 12, solver.LOSS: 12}
