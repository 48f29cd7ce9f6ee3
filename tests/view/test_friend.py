"""Playing a friend by link (issue 31): one game, one save; what changed since you
last looked; the title; Send."""

import json
import re

import pytest

from piecepad import games
from piecepad.app import routes
from piecepad.app.controller import App
from piecepad.app.saves import (BEHIND, CURRENT, DIVERGES, EQUAL, EXTENDS, PREFIX, MemoryStore,
                                Save, Saves)
from piecepad.record import Record
from piecepad.view import status


def app(store=None, **kw):
    ticks = iter(range(1000, 10 ** 6, 7))
    return App(store or MemoryStore(), clock=lambda: next(ticks), base_url="https://pp.test/", **kw)


def line(game_id, plies, other_at=None):
    """A line of ``plies`` moves (fewer if the game ends), always the first legal
    move except at ply ``other_at``, where it is the last (another move)."""
    r = Record.new(game_id, **({"seed": 7} if games.get(game_id).uses_seed else {}))
    for i in range(plies):
        moves = r.states[-1].legal_moves()
        if r.states[-1].outcome is not None or not moves:
            break
        r = r.play(moves[-1 if i == other_at else 0].text)
    return r


def saves_in(store):
    return {k[len(PREFIX):]: json.loads(v) for k, v in store.items.items() if k.startswith(PREFIX)}


def forkable(game_id):
    """A game whose fixed start offers two first moves at ply 2 (every game here)."""
    full, other = line(game_id, 6), line(game_id, 6, other_at=2)
    return full.moves[:3] != other.moves[:3]


# -- Saves.match, over every game ------------------------------------------------
@pytest.mark.parametrize("game_id", games.ids())
def test_a_link_matches_its_save_by_how_their_moves_stand(game_id):
    full = line(game_id, 6)
    assert len(full) == 6, "every game plays six moves from its start"
    saves = Saves(MemoryStore())
    saves.write(Save("s", full.upto(4), 4, 1))
    found = saves.match(full)                                       # the friend's reply
    assert (found.save.id, found.how, found.common) == ("s", EXTENDS, 4)
    found = saves.match(full.upto(2))                               # an old link
    assert (found.save.id, found.how, found.common) == ("s", BEHIND, 2)
    found = saves.match(full.upto(4))                               # the same link again
    assert (found.save.id, found.how, found.common) == ("s", EQUAL, 4)
    if forkable(game_id):
        other = line(game_id, 6, other_at=2)                        # differs at move 3
        found = saves.match(other)
        assert (found.save.id, found.how, found.common) == ("s", DIVERGES, 2)
    assert saves.match(Record.new(game_id, **({"seed": 7} if games.get(game_id).uses_seed
                                               else {}))) is None   # a fresh game: a new one


@pytest.mark.parametrize("game_id", games.ids())
def test_a_link_never_touches_another_game(game_id):
    saves = Saves(MemoryStore())
    for other in games.ids():
        if other != game_id:
            saves.write(Save(other, line(other, 4), 4, 1))
    assert saves.match(line(game_id, 6)) is None


def test_other_options_or_another_start_are_another_game():
    saves = Saves(MemoryStore())
    saves.write(Save("h", Record.new("dodgem").play("a5-a6"), 1, 1))
    vertical = Record.new("dodgem", axis="V")
    vertical = vertical.play(vertical.state.legal_moves()[0].text)
    assert saves.match(vertical) is None
    assert saves.match(Record.new("pacru", seed=1).play(
        Record.new("pacru", seed=1).state.legal_moves()[0].text)) is None


def test_of_several_saves_the_longest_common_line_wins_then_the_last_played():
    full = line("tracers", 8)
    saves = Saves(MemoryStore())
    saves.write(Save("short", full.upto(2), 2, 30))
    saves.write(Save("long", full.upto(5), 5, 10))
    saves.write(Save("other", line("tracers", 8, other_at=0), 8, 40))   # nothing shared
    assert saves.match(full).save.id == "long"
    saves.write(Save("long-too", full.upto(5), 5, 20))
    assert saves.match(full).save.id == "long-too"        # played later
    saves.write(Save("long", full.upto(5), 5, 10))        # now the current game
    assert saves.match(full).save.id == "long"


def test_an_empty_link_is_a_new_game_but_a_reload_at_move_0_keeps_the_redo_moves():
    full = line("tracers", 4)
    saves = Saves(MemoryStore())
    saves.write(Save("old", full, 4, 1))
    saves.write(Save("fresh", full.upto(0), 0, 2))
    saves.write(Save("g", full, 4, 3))                   # the current game, at its end
    assert saves.match(full.upto(0)) is None
    saves.write(Save("g", full, 0, 4))                   # Undo back to the start
    found = saves.match(full.upto(0))
    assert (found.save.id, found.how) == ("g", BEHIND)


# -- the app ---------------------------------------------------------------------------
def two_devices():
    return app(MemoryStore()), app(MemoryStore())


def send(a, b):
    """Device ``a``'s link (as Send and Copy give it), opened on device ``b``."""
    url = a.send_data()[2]
    b.open(url[url.index("#"):])


@pytest.mark.parametrize("game_id", ["tracers", "dodgem"])
def test_played_by_link_back_and_forth_each_device_keeps_one_save(game_id):
    a, b = two_devices()
    full = line(game_id, 12)
    a.open(routes.play_hash(full.upto(0)))
    for i, move in enumerate(full.moves):
        mover, other = (a, b) if i % 2 == 0 else (b, a)
        mover._play(move)
        send(mover, other)
        assert len(saves_in(other.saves.store)) == 1
        # The first link makes the save: its move named, marked only as the last move.
        assert other.session.cursor == i + 1 and other.session.fresh[0] == (i if i else 1)
        words = status.move_words(full.states[i], full.states[i].parse(move))
        assert other.announcement.startswith(f"New move: {words}.")
        assert f'id="news"' in other.page_html and words in other.page_html
        assert other.title == status.title_text(full.states[i + 1], full.game.title)
    for device in (a, b):
        (only,) = saves_in(device.saves.store).values()
        assert only["record"] == full.to_text() and only["cursor"] == len(full)


def test_a_link_that_extends_a_save_keeps_its_id_and_seats_and_names_every_new_move():
    store = MemoryStore()
    full = line("tracers", 5)
    Saves(store).write(Save("mine", full.upto(2), 2, 1, ("human", "easy")))
    b = app(store)
    b.open(routes.play_hash(full))
    (only,) = saves_in(store).items()
    assert only[0] == "mine" and only[1]["seats"] == ["human", "easy"]
    assert only[1]["record"] == full.to_text() and only[1]["cursor"] == 5
    words = [status.move_words(full.states[i], full.states[i].parse(full.moves[i]))
             for i in (2, 3, 4)]
    assert b.announcement == (f"3 new moves: {', '.join(words)}. "
                              f"{status.status_text(full.states[-1])}")
    marked = set(re.findall(r'class="[^"]*\bfresh\b[^"]*" data-sq="(\w+)"', b.page_html))
    squares = set()
    for i in (2, 3, 4):
        m = full.states[i].parse(full.moves[i])
        squares |= {sq for sq in (m.origin, m.target, m.square) if sq and sq != "off"}
    assert marked == squares and marked
    b._play(b.session.state.legal_moves()[0].text)    # a move played here: news gone
    assert 'id="news"' not in b.page_html and " fresh" not in b.page_html


def test_many_new_moves_are_counted_and_the_last_ones_named():
    full = line("dodgem", 10)
    text = status.news_text(full, 1)
    assert text.startswith("9 new moves, the last 6: ") and text.count(",") == 5 + 1


def test_an_old_link_opens_the_save_at_its_move_and_a_move_there_asks_first():
    store = MemoryStore()
    full = line("tracers", 6)
    Saves(store).write(Save("mine", full, 6, 1))
    b = app(store)
    b.open(routes.play_hash(full.upto(3)))
    assert b.session.save_id == "mine" and b.session.cursor == 3 and len(b.session.line) == 6
    assert b.session.fresh is None and len(saves_in(store)) == 1
    b._play(full.states[3].legal_moves()[-1].text)
    assert b.session.pending and 'id="replace-later"' in b.page_html


def test_the_same_link_again_makes_nothing_new():
    a = app()
    full = line("tracers", 4)
    a.open(routes.play_hash(full))
    store_before = dict(a.saves.store.items)
    b = app(a.saves.store)
    b.open(routes.play_hash(full))
    assert len(saves_in(b.saves.store)) == 1 and b.session.fresh is None
    assert saves_in(b.saves.store).keys() == {k[len(PREFIX):] for k in store_before
                                                if k.startswith(PREFIX)}


def diverged():
    """A device whose save went one way from move 3, and a link that went another."""
    store = MemoryStore()
    mine, theirs = line("tracers", 6), line("tracers", 5, other_at=2)
    Saves(store).write(Save("mine", mine, 6, 1, ("human", "easy")))
    b = app(store)
    b.open(routes.play_hash(theirs))
    return b, store, mine, theirs


def test_a_link_that_differs_says_where_and_asks_before_anything_is_written():
    b, store, mine, theirs = diverged()
    before = dict(store.items)
    assert 'id="fork"' in b.page_html and "differ at move 3" in b.page_html
    for word in ("Keep mine", "Take the link", "Keep both"):
        assert word in b.page_html
    assert b.announcement.startswith("This link and your saved game of Tracers")
    assert b.session.line == theirs and b.computer_level() is None
    b.tap(b.session.state.legal_moves()[0].origin or "a1")
    assert "First choose" in b.page_html and b.session.line == theirs
    assert store.items == before


def test_keep_mine_opens_my_save_and_drops_the_link():
    b, store, mine, theirs = diverged()
    b.action("fork-keep-mine")
    assert b.session.save_id == "mine" and b.session.line == mine and b.fork is None
    assert [s["record"] for s in saves_in(store).values()] == [mine.to_text()]
    assert 'id="fork"' not in b.page_html


def test_take_theirs_follows_the_link_and_keeps_my_line_as_another_game():
    b, store, mine, theirs = diverged()
    b.action("fork-take-theirs")
    saved = saves_in(store)
    assert saved["mine"]["record"] == theirs.to_text() and saved["mine"]["seats"] == [
        "human", "easy"]
    assert sorted(s["record"] for s in saved.values()) == sorted([mine.to_text(),
                                                                  theirs.to_text()])
    assert b.session.save_id == "mine" and b.session.line == theirs
    assert store.get(CURRENT) == "mine"
    b._play(b.session.state.legal_moves()[0].text)       # and play goes on, saved
    assert saves_in(store)["mine"]["cursor"] == len(theirs) + 1


def test_keep_both_makes_the_link_a_new_game():
    b, store, mine, theirs = diverged()
    assert 'id="fork"' in b.page_html and len(saves_in(store)) == 1
    b.action("fork-keep-both")
    saved = saves_in(store)
    assert saved["mine"]["record"] == mine.to_text() and len(saved) == 2
    assert b.session.save_id != "mine" and saved[b.session.save_id]["record"] == theirs.to_text()


def test_reload_at_move_0_after_undo_keeps_the_redo_moves():
    store = MemoryStore()
    a = app(store)
    full = line("dodgem", 2)
    a.open(routes.play_hash(full))
    a.action("undo")
    a.action("undo")
    b = app(store)                 # a reload: same storage, same hash
    b.open(a.hash)
    assert b.session.save_id == a.session.save_id and b.session.line == full
    assert b.session.cursor == 0 and len(saves_in(store)) == 1


# -- the title and Send ------------------------------------------------------------------
def test_the_title_says_whose_turn_on_a_game_page_and_piecepad_elsewhere():
    a = app()
    a.open("#/")
    assert a.title == "Piecepad"
    a.open(routes.play_hash(line("tracers", 1)))
    assert a.title == "Light to move · Tracers"       # Dark moves first
    assert status.title_text(line("tracers", 2).state, "Tracers") == "Dark to move · Tracers"
    a.open("#/saved")
    assert a.title == "Piecepad"
    a.open("#/rules/tracers")
    assert a.title == "Piecepad"


def test_send_gives_the_words_and_the_link_and_the_page_has_one_send_button():
    a = app()
    full = line("tracers", 3)
    a.open(routes.play_hash(full))
    title, text, url = a.send_data()
    assert (title, text) == ("Piecepad: Tracers", "Your move in Tracers")
    assert url == "https://pp.test/" + routes.play_hash(full)
    assert a.page_html.count('data-action="send"') == 1


def test_a_link_with_the_players_named_and_a_resignation_is_the_same_game():
    """Names (pp2) travel in the link: naming the players or resigning does not make
    another game of it, and the notice says the resignation in words."""
    store = MemoryStore()
    mine = app(store)
    base = line("tracers", 4)
    mine.open(routes.play_hash(base.upto(2)))
    theirs = base.with_names(("<b>Sam</b>", "Alex"))
    theirs = theirs.play("!resign:1") if theirs.state.to_move == 0 else theirs.play("!resign:2")
    mine.open(routes.play_hash(theirs))
    assert len(saves_in(store)) == 1
    assert mine.session.line.names == ("<b>Sam</b>", "Alex")
    assert "resigns" in mine.announcement or "resigns" in mine.page_html
    assert "<b>Sam</b>" not in mine.page_html and "&lt;b&gt;Sam&lt;/b&gt;" in mine.page_html
