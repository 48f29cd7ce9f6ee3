"""Playing a friend by link (issue 31): one game, one save; what changed since you
last looked; the title; Send."""

import json
import re

import pytest

from piecepad import games
from piecepad.app import routes
from piecepad.app.saves import (BEHIND, CURRENT, DIVERGES, EQUAL, EXTENDS, PREFIX, MemoryStore,
                                Save, Saves)
from piecepad.record import Record
from piecepad.view import status

from view_helpers import make_app as app, new_record


GID = "k3x9q2mtaa"


def line(game_id, plies, other_at=None, gid=GID):
    """A line of ``plies`` moves (fewer if the game ends) of a game played by link
    (game id ``gid``), always the first legal move except at ply ``other_at``, where
    it is the last (another move)."""
    r = new_record(game_id, 7).with_gid(gid)
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
    assert saves.match(line(game_id, 6, gid="otherid22")) is None   # another game by link
    assert saves.match(line(game_id, 6, gid="")) is None            # not by link: no save
    found = saves.match(line(game_id, 0))                           # its start, by link
    assert (found.save.id, found.how, found.common) == ("s", BEHIND, 0)


@pytest.mark.parametrize("game_id", games.ids())
def test_games_that_open_alike_are_never_joined(game_id):
    """Only the game id joins a link to a save: a link without one matches a save
    with the very same moves, or is behind the current game (a reload); it never
    extends or forks a save, however alike their moves."""
    full = line(game_id, 6, gid="")
    saves = Saves(MemoryStore())
    saves.write(Save("old", full.upto(4), 4, 1))
    saves.write(Save("cur", line(game_id, 1, other_at=0, gid=""), 1, 2))
    assert saves.match(full) is None                                 # would extend "old"
    assert saves.match(full.upto(2)) is None                         # behind, not current
    assert saves.match(full.upto(4)).how == EQUAL                    # the same game exactly
    saves.write(Save("old", full.upto(4), 4, 3))                     # now the current game
    assert (saves.match(full.upto(2)).save.id, saves.match(full.upto(2)).how) == ("old", BEHIND)
    assert saves.match(full) is None
    by_link = line(game_id, 6)
    assert saves.match(by_link) is None                              # an id: only its saves


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
    saves.write(Save("other", line("tracers", 8, other_at=0, gid="othergame"), 8, 40))
    assert saves.match(full).save.id == "long"
    saves.write(Save("long-too", full.upto(5), 5, 20))
    assert saves.match(full).save.id == "long-too"        # played later
    saves.write(Save("long", full.upto(5), 5, 10))        # now the current game
    assert saves.match(full).save.id == "long"


def test_an_empty_link_is_a_new_game_but_a_reload_at_move_0_keeps_the_redo_moves():
    full = line("tracers", 4, gid="")
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
    full = line(game_id, 12, gid="")
    a.open(routes.play_hash(full.upto(0)))
    for i, move in enumerate(full.moves):
        mover, other = (a, b) if i % 2 == 0 else (b, a)
        mover.screen._play(move)
        send(mover, other)                 # the first Send gives the game its id
        assert len(saves_in(other.saves.store)) == 1
        # The first link makes the save: its move named, marked only as the last move.
        assert other.session.cursor == i + 1 and other.session.fresh[0] == (i if i else 1)
        words = status.move_words(full.states[i], full.states[i].parse(move))
        assert f"New move: {words}." in other.announcement
        assert f'id="news"' in other.page_html and words in other.page_html
        if i >= 2:                         # each device knows its side from its first move
            assert other.session.mine == (full.states[i + 1].to_move,)
            assert other.title == f"Your move · {full.game.title}"
            assert "Your move (" in other.page_html
    gid = a.session.line.gid
    assert gid and b.session.line.gid == gid
    for device in (a, b):
        (only,) = saves_in(device.saves.store).values()
        assert only["record"] == full.with_gid(gid).to_text() and only["cursor"] == len(full)
    assert {tuple(saves_in(d.saves.store).popitem()[1]["mine"]) for d in (a, b)} == {(0,), (1,)}


def test_a_link_that_extends_a_save_keeps_its_id_and_seats_and_names_every_new_move(store):
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
    b.screen._play(b.session.state.legal_moves()[0].text)    # a move played here: news gone
    assert 'id="news"' not in b.page_html and " fresh" not in b.page_html


def test_many_new_moves_are_counted_and_the_last_ones_named():
    full = line("dodgem", 10)
    text = status.news_text(full, 1)
    assert text.startswith("9 new moves, the last 6: ") and text.count(",") == 5 + 1


def test_an_old_link_opens_the_save_at_its_move_and_a_move_there_asks_first(store):
    full = line("tracers", 6)
    Saves(store).write(Save("mine", full, 6, 1))
    b = app(store)
    b.open(routes.play_hash(full.upto(3)))
    assert b.session.save_id == "mine" and b.session.cursor == 3 and len(b.session.line) == 6
    assert b.session.fresh is None and len(saves_in(store)) == 1
    b.screen._play(full.states[3].legal_moves()[-1].text)
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
    assert b.session.save_id == "mine" and b.session.line == mine and b.screen.fork is None
    assert [s["record"] for s in saves_in(store).values()] == [mine.to_text()]
    assert 'id="fork"' not in b.page_html


def test_take_theirs_follows_the_link_and_keeps_my_line_as_another_game():
    b, store, mine, theirs = diverged()
    b.action("fork-take-theirs")
    assert b.screen.fork is None
    saved = saves_in(store)
    assert saved["mine"]["record"] == theirs.to_text() and saved["mine"]["seats"] == [
        "human", "easy"]
    assert sorted(s["record"] for s in saved.values()) == sorted([mine.to_text(),
                                                                  theirs.to_text()])
    assert b.session.save_id == "mine" and b.session.line == theirs
    assert store.get(CURRENT) == "mine"
    b.screen._play(b.session.state.legal_moves()[0].text)       # and play goes on, saved
    assert saves_in(store)["mine"]["cursor"] == len(theirs) + 1


def test_keep_both_makes_the_link_a_new_game():
    b, store, mine, theirs = diverged()
    assert 'id="fork"' in b.page_html and len(saves_in(store)) == 1
    b.action("fork-keep-both")
    saved = saves_in(store)
    assert saved["mine"]["record"] == mine.to_text() and len(saved) == 2
    assert b.session.save_id != "mine" and saved[b.session.save_id]["record"] == theirs.to_text()


def test_reload_at_move_0_after_undo_keeps_the_redo_moves(store):
    a = app(store)
    full = line("dodgem", 2, gid="")
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
    a.open(routes.play_hash(line("tracers", 1, gid="")))
    assert a.title == "Light to move · Tracers"       # Dark moves first
    assert status.title_text(line("tracers", 2).state, "Tracers") == "Dark to move · Tracers"
    a.open("#/saved")
    assert a.title == "Piecepad"
    a.open("#/rules/tracers")
    assert a.title == "Piecepad"


def test_send_gives_the_words_and_the_link_and_the_page_has_one_send_button():
    a = app()
    full = line("tracers", 3, gid="")
    a.open(routes.play_hash(full))
    assert a.page_html.count('data-action="send"') == 1
    title, text, url = a.send_data()
    assert (title, text) == ("Piecepad: Tracers", "Your move in Tracers")
    gid = a.session.line.gid                          # sent once: a game by link now
    assert gid and url == "https://pp.test/" + routes.play_hash(full.with_gid(gid))
    assert saves_in(a.saves.store)[a.session.save_id]["record"] == full.with_gid(gid).to_text()
    assert a.send_data()[2] == url                    # the same id every time


def test_a_link_with_the_players_named_and_a_resignation_is_the_same_game(store):
    """Names (pp2) travel in the link: naming the players or resigning does not make
    another game of it, and the notice says the resignation in words."""
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


# -- your side (item 3) ------------------------------------------------------------------
def friend_start(game_id="tracers", me=0, **form):
    """A game started with "Play a friend": this device plays seat ``me``."""
    a = app()
    other = 1 - me
    a.start_game(game_id, {f"seat{me}": "human", f"seat{other}": "friend", **form})
    return a


def test_play_a_friend_gives_the_game_an_id_and_this_device_its_side():
    a = friend_start("tracers", me=0, name0="Sam", name1="<i>Alex</i>")
    s = a.session
    assert s.line.gid and s.mine == (0,) and a.seats == ()
    assert saves_in(a.saves.store)[s.save_id]["mine"] == [0]
    # Dark (the friend) moves first: this device waits, and says for whom, as text.
    assert "Waiting for &lt;i&gt;Alex&lt;/i&gt; (Dark)." in a.page_html
    assert a.title == "Waiting for <i>Alex</i> (Dark) · Tracers"
    assert 'id="hint"' not in a.page_html and 'id="resign"' not in a.page_html
    before = s.line
    a.tap("h8")                                      # Dark's pawn: not this device's
    assert s.line == before and "made on their device" in a.page_html
    a.screen._do_play(move="h8-f7")
    assert a.session.line == before and a.session.message[0] == "info"


@pytest.mark.parametrize("game_id", [g for g in games.ids()
                                     if games.get(g).min_players == 2])
def test_a_device_never_moves_for_the_other_side(game_id):
    """Every two-player game: the side this device does not play is refused, with
    the reason, and nothing is written; its own side plays."""
    a = friend_start(game_id, me=0, **({"players": "2"} if game_id == "pacru" else {}))
    s = a.session
    state = s.state
    move = state.legal_moves()[0].text
    saved = dict(a.saves.store.items)
    a.screen._do_play(move=move)
    if state.to_move == 0:
        assert len(a.session.line) == 1
    else:
        assert len(a.session.line) == 0 and a.saves.store.items == saved
        assert "made on their device" in a.session.message[1]


def test_the_board_turns_to_this_devices_side():
    a = friend_start("tracers", me=1)                # Dark: seen from h8
    assert a.session.board_turns() == 2
    b = friend_start("tracers", me=0)
    assert b.session.board_turns() == 0


def test_a_friend_game_has_no_computer_and_someone_here():
    a = app()
    a.start_game("tracers", {"seat0": "easy", "seat1": "friend"})
    assert a.session is None and "people only" in a.dialog_html
    a.start_game("tracers", {"seat0": "friend", "seat1": "friend"})
    assert a.session is None and "someone on this device" in a.dialog_html.lower()


def test_the_side_is_inferred_at_the_first_move_here_and_can_be_given_back():
    full = line("tracers", 1)                        # Dark moved, by link; Light to move
    b = app()
    b.open(routes.play_hash(full))
    assert b.session.mine is None and "Light to move" in b.page_html
    b.screen._play(b.session.state.legal_moves()[0].text)
    assert b.session.mine == (0,) and 'id="side"' in b.page_html
    assert "You play Light in this game" in b.page_html and "You play Light" in b.announcement
    assert saves_in(b.saves.store)[b.session.save_id]["mine"] == [0]
    b.action("play-both")                            # two people share this device
    assert b.session.mine == () and 'id="keep-side"' not in b.page_html
    assert 'id="play-mine-again"' in b.page_html     # and the way back is offered
    assert saves_in(b.saves.store)[b.session.save_id]["mine"] == []
    b.screen._play(b.session.state.legal_moves()[0].text)   # Dark, from here too
    assert len(b.session.line) == 3
    b.action("play-mine-again")                      # undone: Light only, again
    assert b.session.mine == (0,) and 'id="play-mine-again"' not in b.page_html
    assert saves_in(b.saves.store)[b.session.save_id]["mine"] == [0]
    assert "&by=1" in b.hash


def test_a_move_made_for_your_side_is_flagged_and_can_be_taken_back():
    a = friend_start("tracers", me=0)                # Light here; Dark moves first there
    gid = a.session.line.gid
    there = Record.new("tracers").with_gid(gid)
    there = there.play("h8-f7")                      # Dark's move
    there = there.play(there.state.legal_moves()[0].text)   # and one for Light, by mistake
    a.open(routes.play_hash(there))
    s = a.session
    assert len(s.line) == 2 and s.forged == 1
    assert "2 new moves" in a.announcement and "One was played for you: Light" in a.announcement
    assert 'id="take-back-forged"' in a.page_html and 'id="keep-forged"' in a.page_html
    a.action("take-back-forged")
    assert len(a.session.line) == 1 and a.session.line.moves == ("h8-f7",)
    assert saves_in(a.saves.store)[a.session.save_id]["record"] == there.upto(1).to_text()
    assert "Your move (Light)" in a.page_html and 'id="news"' not in a.page_html
    a.open(routes.play_hash(there))                  # the same link again: flagged again
    a.action("keep-forged")
    assert len(a.session.line) == 2 and a.session.forged is None


def test_a_link_that_forks_a_finished_game_never_changes_it(store):
    mine = line("tracers", 2)
    mine = mine.play("!resign:1" if mine.state.to_move == 0 else "!resign:2")
    Saves(store).write(Save("done", mine, len(mine), 1))
    theirs = line("tracers", 4, other_at=2)
    b = app(store)
    b.open(routes.play_hash(theirs))
    assert 'id="fork"' in b.page_html and 'id="fork-take-theirs"' not in b.page_html
    assert "resigned" in b.page_html and "stays as it is" in b.page_html
    b.action("fork-take-theirs")                     # not offered; refused all the same
    assert saves_in(store)["done"]["record"] == mine.to_text()
    b.open(routes.play_hash(theirs))
    b.action("fork-keep-both")
    saved = saves_in(store)
    assert saved["done"]["record"] == mine.to_text() and len(saved) == 2


@pytest.mark.parametrize("bad, words", [
    ("pp2/tracers/9.9/gid=k3x9q2mtaa/h8-f7", "rules version"),
    ("pp1/tracers/1.1/gid=k3x9q2mtaa/h8-f7", "only pp2"),
    ("pp2/tracers/1.1/gid=K3X%3Cb%3E/h8-f7", "game id"),
    ("pp2/tracers/1.1/gid=k3x9q2mtaa;name1=" + "x" * 40 + "/h8-f7", "name"),
    ("pp2/tracers/1.1/gid=k3x9q2mtaa/h8-f7.!resign:2", "cannot resign"),
])
def test_a_bad_friend_link_says_why_and_changes_no_save(bad, words, store):
    Saves(store).write(Save("mine", line("tracers", 1), 1, 1, (), (1,)))
    before = dict(store.items)
    a = app(store)
    a.open("#/play/" + bad)
    assert a.session is None and "This game link is broken" in a.page_html
    assert words in a.page_html and store.items == before


@pytest.mark.parametrize("game_id", [g for g in games.ids()
                                     if games.get(g).min_players == 2])
def test_while_waiting_the_board_offers_no_move(game_id):
    a = friend_start(game_id, me=1, **({"players": "2"} if game_id == "pacru" else {}))
    s = a.session
    if s.state.to_move == 1:
        s.line = s.line.play(s.state.legal_moves()[0].text)
        s.cursor = len(s.line)
    assert s.waiting() and s.movable() == set() and s.square_moves() == {}
    assert s.targets() == {} and 'id="turn-board"' not in a.page_html


def test_a_rematch_by_link_is_a_new_game_by_link_with_the_sides_swapped():
    a = friend_start("tracers", me=0, name0="Sam", name1="Alex")
    first = a.session.line.gid
    a.session.line = a.session.line.play("!resign:2")        # Dark resigns; Sam won
    a.session.cursor = len(a.session.line)
    a.action("rematch")
    s = a.session
    assert s.line.gid and s.line.gid != first and len(s.line) == 0
    assert s.mine == (1,) and s.line.names == ("Alex", "Sam")
