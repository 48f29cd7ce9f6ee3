#!/usr/bin/env python3
"""Exercise the whole app on the standard library it ships with (run inside Pyodide):

    node tools/pyodide_script.mjs --stdlib dist/runtime/stdlib-<hash>.zip tools/check_runtime.py

Imports every module of py/piecepad (and the DOM glue, py/glue.py, as the memory
snapshot does: without a page), then for every game id plays a seeded game
(people and the computer at every level taking turns), round-trips its record and
position text, renders every page the app has for it (game, embed, rules, saved,
home, the build-time first paint) and saves and reloads it. Any module the trimmed
library left out fails here with ModuleNotFoundError naming it; add it to
tools/stdlib_keep.txt (docs/startup.md). Prints one line per game.
"""
import importlib
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PY = os.path.join(HERE, "..", "py")
sys.path.insert(0, PY)


def import_everything():
    count = 0
    for base, dirs, files in os.walk(os.path.join(PY, "piecepad")):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for name in sorted(files):
            if name.endswith(".py"):
                parts = os.path.relpath(os.path.join(base, name), PY)[:-3].split(os.sep)
                importlib.import_module(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
                count += 1
    return count


def play(game_id, rng):
    from piecepad import ai, games
    from piecepad.app.controller import App
    from piecepad.app.saves import MemoryStore
    from piecepad.record import Record
    from piecepad.seats import LEVELS

    game = games.get(game_id)
    record = Record.new(game_id, **({"seed": rng.randrange(10 ** 6)} if game.uses_seed else {}))
    levels = list(LEVELS)
    for ply in range(24):
        state = record.state
        if state.outcome is not None:
            break
        if ply % 3 == 2:      # now and then the computer, at each level in turn
            move = ai.choose(state, level=levels[ply % len(levels)], seed=ply, iterations=30)
        else:
            move = rng.choice(state.legal_moves())
        record = record.play(move)
    text = record.to_text()
    assert Record.from_text(text) == record, "record round trip"
    position = game.encode(record.state)
    assert game.encode(game.decode(position)) == position, "position round trip"
    app = App(MemoryStore(), clock=lambda: 1.0)
    app.open("#/play/" + text)
    assert "game-page" in app.page_html
    app.open("#/saved")
    assert "saved-game" in app.page_html, "the game was saved"
    App(MemoryStore(), embed=True).open("#/play/" + text)
    app.open(f"#/rules/{game_id}")
    return len(record), len(text)


def main():
    from piecepad import games
    from piecepad.app.prerender import first_paint

    print(f"{import_everything()} modules of piecepad imported")
    # The DOM glue as the build's snapshot imports it: no browser object touched (Node's
    # `js` has no document), or the snapshot could not hold it.
    import glue
    assert glue.page.document is None and glue.page.app is None
    print("glue imported without the page")
    rng = random.Random(7)
    for game_id in games.ids():
        plies, size = play(game_id, rng)
        print(f"{game_id:20} {plies:3} plies, record {size} chars: ok")
    print(f"first paint: {len(first_paint())} pages")
    print("runtime check passed")


if __name__ == "__main__":
    main()
