"""A long game in the app (issue 35, item 11): stepping through a 2,000-move game, at
its start, middle and end, shows every position right and replays each move about
once; an over-long link is refused with a short message, and the game on screen and
the saves survive."""

import re

from piecepad.app.saves import PREFIX, MemoryStore
from piecepad.record import Record
from view_helpers import make_app as app


def dodgem_text(n):
    cycle = ["a5-a6", "f2-f1", "a6-a5", "f1-f2"]
    return "pp1/dodgem/1.0/draw_rule=none/" + ".".join((cycle * (n // 4 + 1))[:n])


# Where the steps are taken in a 2,000-ply game: its start, its middle and its end. A
# step at ply 1,990 that replayed the game from the start would cost ~2,000 plays, so
# a few steps in each window prove "a move or so per step" as well as stepping through
# all 2,000 plies did; every step renders the whole page (2,001 moves listed), so
# walking them all was quadratic (189 s in CPython, 749 s in Pyodide).
WINDOWS = ((0, 12), (994, 12), (1988, 12))


def test_stepping_through_2000_plies_shows_each_position_replaying_little(monkeypatch):
    text = dodgem_text(2000)
    a = app(MemoryStore())
    a.open("#/play/" + text)
    expected = list(Record.from_text(text).states)      # another record: its own states
    state_class = type(expected[0])
    plays = []
    real_play = state_class.play
    monkeypatch.setattr(state_class, "play", lambda s, m: plays.append(1) or real_play(s, m))
    steps, counted = 0, []
    for start, width in WINDOWS:
        a.action("goto", ply=str(start))
        assert a.session.cursor == start and a.session.state == expected[start]
        plays.clear()
        for ply in range(start + 1, start + width + 1):
            a.action("next")
            assert a.session.cursor == ply and a.session.state == expected[ply]
        for ply in range(start + width - 1, start - 1, -1):
            a.action("prev")
            assert a.session.cursor == ply and a.session.state == expected[ply]
        assert len(plays) <= 3 * 2 * width, (start, len(plays))  # a move a step, not a game
        steps, counted = steps + 2 * width, counted + [len(plays)]
    a.action("last")
    assert a.session.cursor == 2000 and a.session.state == expected[2000]
    assert len(re.findall(r'data-ply="\d+"', a.page_html)) == 2001   # every move listed
    assert steps == 72 and counted[0] > 0      # the counter does see the steps' plays


def test_an_over_long_link_is_refused_and_the_game_and_saves_survive():
    store = MemoryStore()
    a = app(store)
    a.open("#/play/pp1/dodgem/1.0//a5-a6")
    saved = dict(store.items)
    a.open("#/play/" + dodgem_text(300_000))
    note = re.search(r'id="page-note">([^<]*)<', a.page_html).group(1)
    assert "300,000 moves" in note and "untouched" in note and len(note) < 200
    assert store.items == saved
    a.open("#/play/pp1/dodgem/1.0//a5-a6")
    assert a.session.record.moves == ("a5-a6",)
    assert [k for k in store.items if k.startswith(PREFIX)] == \
        [k for k in saved if k.startswith(PREFIX)]
