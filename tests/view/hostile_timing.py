"""CPU time of a reader against the size of its input, for the hostile-input tests
(issue 45) and tools/bench_hostile.py: what grows linearly passes, what grows
quadratically fails at its first step, without running long first."""

import gc
import time

KB = 1_000
SIZES = (KB, 10 * KB, 100 * KB, 1_000 * KB)
BIG = 10_000 * KB          # tried only when the 1 MB input took under FAST seconds
FAST = 0.05
# A step ten times the size may take at most STEP times ten times as long: linear
# reading takes ten (less, with a fixed cost), quadratic a hundred. Over the whole
# ladder the time may grow at most OVERALL times the size.
STEP = 5
OVERALL = 10


def cpu(call, arg, floor=0.01, rounds=3):
    """Seconds of CPU ``call(arg)`` takes: once for a slow call, else the fastest of
    ``rounds`` runs of repeated calls lasting ``floor`` seconds each (a short call
    is measured, not the clock's tick)."""
    gc.collect()
    start = time.process_time()
    call(arg)
    once = time.process_time() - start
    if once >= 5 * floor:
        return once
    best = once
    for _ in range(rounds):
        n, start = 0, time.process_time()
        while True:
            call(arg)
            n += 1
            spent = time.process_time() - start
            if spent >= floor:
                break
        best = min(best, spent / n)
    return max(best, 1e-7)


def curve(make, call, sizes=SIZES, big=True):
    """[(size, seconds)] of ``call(make(size))`` for growing sizes; it stops at the
    first step that grows faster than linear (``steep``), so a quadratic reader
    fails in seconds, not hours."""
    call(make(sizes[0]))            # imports and caches: not the reader's time
    points = []
    for size in sizes + ((BIG,) if big else ()):
        if size == BIG and points[-1][1] >= FAST:
            break
        points.append((size, cpu(call, make(size))))
        if steep(points):
            break
    return points


def steep(points):
    """Does the last step grow faster than linear, with a generous margin?"""
    if len(points) < 2:
        return False
    (n0, t0), (n1, t1) = points[-2], points[-1]
    return t1 > STEP * (n1 / n0) * t0


def linear(points):
    """Every step, and the whole ladder, within the margins: a message saying where
    not, or ""."""
    for k in range(1, len(points)):
        if steep(points[:k + 1]):
            (n0, t0), (n1, t1) = points[k - 1], points[k]
            return (f"{n0:,} -> {n1:,} characters took {t0 * 1000:.2f} -> {t1 * 1000:.2f} ms "
                    f"({t1 / t0:.0f} times for {n1 / n0:.0f} times the size)")
    (n0, t0), (n1, t1) = points[0], points[-1]
    if t1 > OVERALL * (n1 / n0) * t0:
        return f"{n0:,} -> {n1:,} characters took {t0 * 1000:.2f} -> {t1 * 1000:.2f} ms"
    return ""


# -- the inputs: three readers, each fed junk of every size ------------------------------
def _app():
    from view_helpers import make_app
    app = make_app()
    app.open("#/")
    return app


def open_game_inputs():
    """{name: make(size)} for "Open a game…"."""
    tracers = "---\nGameType: Tracers\n...\n"
    return {
        "digits on a line": lambda n: "1" * n,
        "blank lines": lambda n: "x" + "\n" * n + "x",
        "nested header": lambda n: "---\nGameType: " + "{a: " * (n // 5) + "}" * (n // 5)
        + "\n...\n",
        "spaces in a value": lambda n: "GameType: x" + " " * n + "y\n...\n",
        "header lines": lambda n: "---\n" + "a: b\n" * (n // 5) + "...\n",
        "move numbers": lambda n: tracers + "1. " * (n // 3),
        "comments": lambda n: tracers + "1. h8-g6 " + "{x} " * (n // 4),
        "record text": lambda n: "pp1/dodgem/1.0//" + "%41" * (n // 3),
        "link": lambda n: "https://pp.test/#/play/pp1/dodgem/1.0//" + "a" * n,
    }


def open_game_reader():
    """The app's open-game text path: the dialog's Open, as the glue sends it."""
    app = _app()
    return lambda text: app.action("open-game-text", text=text)


def link_inputs():
    """{name: make(size)} for a game link's record text."""
    return {
        "one long move": lambda n: "pp1/dodgem/1.0//" + "a" * n,
        "escapes": lambda n: "pp1/dodgem/1.0//" + "%41" * (n // 3),
        "an option's value": lambda n: "pp1/dodgem/1.0/axis=" + "%41" * (n // 3) + "/",
        "many moves": lambda n: "pp1/dodgem/1.0//" + "a5-a6." * (n // 6),
        "a Pacru turn": lambda n: "pp1/pacru/2011//" + "a3-b4_" * (n // 6),
        "a name": lambda n: "pp2/tracers/1.1/name1=" + "%E3%85%A4" * (n // 9) + "/",
        "options": lambda n: "pp2/tracers/1.1/" + "x=1;" * (n // 4) + "/",
    }


def link_readers():
    """Record.from_text, and the app opening the link's #/play/ hash."""
    from piecepad.errors import PiecepadError
    from piecepad.record import Record

    def from_text(text):
        try:
            Record.from_text(text)
        except PiecepadError:
            pass

    app = _app()
    return {"Record.from_text": from_text,
            "app.open(#/play/...)": lambda text: app.open("#/play/" + text)}


def settings_inputs():
    """{name: make(size)} for the stored settings text."""
    return {
        "brackets": lambda n: "[" * n,
        "an unknown key": lambda n: '{"x": "' + "a" * n + '"}',
        "days": lambda n: '{"daily": [' + '"2025-01-01",' * (n // 13) + '"x"]}',
        "nested objects": lambda n: '{"a":' * (n // 5) + "1" + "}" * (n // 5),
        "progress": lambda n: '{"learn:dodgem": [' + "1," * (n // 2) + "1]}",
    }


def settings_reader():
    """A page's first read of a setting, from a store holding the text."""
    from piecepad.app.saves import SETTINGS, MemoryStore, Saves
    return lambda text: Saves(MemoryStore({SETTINGS: text})).setting("saves_sort")


def readers():
    """[(reader, input name, make, call)] over the three readers."""
    cases = []
    call = open_game_reader()
    cases += [("Open a game", name, make, call) for name, make in open_game_inputs().items()]
    for reader, call in link_readers().items():
        cases += [(reader, name, make, call) for name, make in link_inputs().items()]
    call = settings_reader()
    cases += [("settings", name, make, call) for name, make in settings_inputs().items()]
    return cases
