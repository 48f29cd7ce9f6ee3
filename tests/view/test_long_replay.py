"""A long game in the app (issue 35, item 11): stepping through 2,000 moves shows
every position right and replays each move about once; an over-long link is
refused with a short message, and the game on screen and the saves survive."""

import re

from piecepad.app.controller import App
from piecepad.app.saves import PREFIX, MemoryStore
from piecepad.record import Record


def app(store):
    ticks = iter(range(1000, 10 ** 7, 7))
    return App(store, clock=lambda: next(ticks), base_url="https://pp.test/")


def dodgem_text(n):
    cycle = ["a5-a6", "f2-f1", "a6-a5", "f1-f2"]
    return "pp1/dodgem/1.0/draw_rule=none/" + ".".join((cycle * (n // 4 + 1))[:n])


def test_stepping_through_2000_plies_shows_each_position_replaying_little(monkeypatch):
    text = dodgem_text(2000)
    a = app(MemoryStore())
    a.open("#/play/" + text)
    expected = list(Record.from_text(text).states)      # another record: its own states
    state_class = type(expected[0])
    plays = []
    real_play = state_class.play
    monkeypatch.setattr(state_class, "play", lambda s, m: plays.append(1) or real_play(s, m))
    a.action("first")
    for ply in range(1, 2001):
        a.action("next")
        assert a.session.cursor == ply and a.session.state == expected[ply]
    for ply in range(1999, -1, -1):
        a.action("prev")
        assert a.session.cursor == ply and a.session.state == expected[ply]
    assert len(plays) <= 3 * 2 * 2000          # each step replays a move or so, not a game
    assert len(re.findall(r'data-ply="\d+"', a.page_html)) == 2001   # every move listed


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
