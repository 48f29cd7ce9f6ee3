"""Playing a friend by link the way people share (issue 43): the address bar, an
invitation that says whose move it is, old links and stale tabs, rematches, notes,
a double move taken back, Keep both, names and ends. Two Apps on two stores are
two devices."""

import json

from piecepad.app.saves import PREFIX, MemoryStore, Saves
from piecepad.view import pages

from view_helpers import make_app as app


def saves_in(store):
    return {k[len(PREFIX):]: json.loads(v) for k, v in store.items.items()
            if k.startswith(PREFIX)}


def address(device):
    """What a person copies from the address bar."""
    return device.hash


def live(store):
    return {k: v for k, v in saves_in(store).items() if not v.get("earlier")}


def first_move(device):
    device.screen._play(device.session.state.legal_moves()[0].text)


def friend_game(game_id="tracers", **names):
    """Device a starts "Play a friend" (a plays seat 0), sends; device b opens it."""
    a, b = app(), app()
    a.start_game(game_id, {"seat0": "human", "seat1": "friend", **names})
    url = a.send_data()[2]
    b.open(url[url.index("#"):])
    return a, b


def test_the_address_bar_joins_one_save_per_device_from_an_ordinary_new_game():
    a, b = app(), app()
    a.start_game("dodgem", {})                    # hot-seat New game: no Send, ever
    assert a.session.line.gid and "gid=" in address(a)
    for ply in range(10):
        mover, other = (a, b) if ply % 2 == 0 else (b, a)
        first_move(mover)
        other.open(address(mover))
        if ply >= 1:        # once each has moved, each knows its side: "Your move"
            assert other.session.mine is not None
            assert other.title.startswith("Your move") and "Your move" in other.page_html
    assert len(saves_in(a.saves.store)) == 1 and len(saves_in(b.saves.store)) == 1
    assert a.session.line.moves == b.session.line.moves and len(a.session.line) == 10
    assert a.session.mine == (0,) and b.session.mine == (1,)


def test_the_first_link_is_an_invitation_naming_the_sender_and_the_side():
    # Tracers: Dark (seat 1, the friend's) moves first.
    a, b = friend_game(name0="Ann")
    assert "&by=1" in a.send_data()[2]
    said = "Ann invites you to Tracers: you play Dark. Your move (Dark)."
    assert b.announcement == said and said in b.page_html
    assert b.session.mine == (1,) and b.title == "Your move · Tracers"
    assert pages.save_group(Saves(b.saves.store).list()[0]) == pages.YOUR_MOVE
    assert b.screen._by() == (1,)
    b.open("#/")
    assert b.title == "(1) Piecepad" and "Your move in 1 game" in b.page_html


def test_a_receiver_who_is_not_the_invited_player_can_say_so_and_undo_it():
    _, b = friend_game(name0="Ann")
    assert 'id="play-both"' in b.page_html
    b.action("play-both")
    assert b.session.mine == () and "&by=" not in b.hash
    b.action("play-mine-again")
    assert b.session.mine == (1,) and "&by=2" in b.hash


def test_an_old_link_says_where_the_game_stands_not_the_move_viewed():
    a, b = friend_game(name0="Ann", name1="Ben")
    first_move(b)                                   # Ben (Dark)
    a.open(address(b))
    old = address(a)
    first_move(a)                                   # Ann (Light): Ben's move now
    a.open(old)                                     # an old link: the save at move 1
    assert a.session.cursor == 1 and len(a.session.line) == 2
    assert "Viewing move 1 of 2. Waiting for Ben (Dark)." in a.page_html
    assert a.title == "Waiting for Ben (Dark) · Tracers"


def test_a_tab_behind_offers_only_the_latest_and_sends_nothing():
    store = MemoryStore()
    first, second = app(store), app(store)
    first.start_game("dodgem", {})
    second.open(address(first))
    first_move(first)
    second.storage_changed(PREFIX + first.session.save_id)
    assert second.title.startswith("Moved on in another tab")
    assert 'id="keep-mine"' not in second.page_html and second.send_data() is None
    second.action("play", move=second.session.state.legal_moves()[0].text)
    assert len(second.session.line) == 0
    second.action("take-theirs")
    assert len(second.session.line) == 1 and len(saves_in(store)) == 1


def test_both_pressing_rematch_make_the_same_game():
    a, b = friend_game("tracross", name0="Ann", name1="Ben")   # dice: the seed must agree
    for device in (a, b):
        device.session.line = device.session.line.play("!resign:1")
        device.screen.autosave()
    a.action("rematch")
    b.action("rematch")
    assert a.session.line.to_text() == b.session.line.to_text()
    assert a.session.line.names == ("Ben", "Ann")
    assert a.session.mine == (1,) and b.session.mine == (0,)
    rematch = a.session.save_id
    before = len(saves_in(a.saves.store))
    a.open("#/saved")
    a.action("continue", save=[k for k in saves_in(a.saves.store) if k != rematch][0])
    a.action("rematch")                  # pressed again: the same rematch, not another
    assert a.session.save_id == rematch and len(saves_in(a.saves.store)) == before


def test_a_note_travels_with_the_move_as_plain_text():
    a, b = friend_game(name0="Ann")
    first_move(b)
    url = b.send_data("Your turn <b>Ann</b>")[2]
    assert "&note=" in url and "<b>" not in url
    a.open(url[url.index("#"):])
    assert "\u201cYour turn <b>Ann</b>\u201d" in a.announcement
    assert "Your turn &lt;b&gt;Ann&lt;/b&gt;" in a.page_html and "<b>Ann" not in a.page_html
    assert a.session.line.moves == b.session.line.moves      # notes change no move


def test_a_double_move_taken_back_by_the_friend_resolves_without_a_fork():
    a, b = friend_game(name0="Ann", name1="Ben")
    first_move(b)                                   # Ben (Dark)
    a.open(address(b))
    first_move(a)                                   # Ann (Light)
    a.session.line = a.session.line.play(a.session.state.legal_moves()[0].text)  # for Ben
    a.session.cursor = len(a.session.line)
    a.screen.autosave()
    a.hash = a.screen.game_hash()
    b.open(address(a))
    assert b.session.forged == 2
    b.action("take-back-forged")
    b.screen._play(b.session.state.legal_moves()[-1].text)   # Ben's own move
    a.open(address(b))
    assert a.screen.fork is None and 'id="fork"' not in a.page_html
    assert a.session.line.moves == b.session.line.moves
    assert len(live(a.saves.store)) == 1 and len(saves_in(a.saves.store)) == 2
    assert "took back" in a.page_html


def test_keep_both_keeps_this_devices_side():
    a, b = friend_game(name0="Ann", name1="Ben")
    first_move(b)                                   # Ben (Dark)
    a.open(address(b))
    first_move(a)                                   # Ann (Light) plays one move...
    b.open(address(a))
    a.action("undo")
    a.screen._play(a.session.state.legal_moves()[-1].text)   # ...then changes her mind
    first_move(b)                                   # Ben answers the first one
    a.open(address(b))
    assert a.screen.fork is not None
    a.action("fork-keep-both")
    assert a.session.mine == (0,) and a.session.line.moves == b.session.line.moves
    assert len(saves_in(a.saves.store)) == 2


def test_a_link_renames_only_its_senders_seats():
    a, b = friend_game(name0="Ann", name1="Ben")
    b.action("set-names", name0="Mum", name1="Benny")   # Ben renames both on his device
    first_move(b)
    a.open(address(b))
    assert a.session.line.names == ("Ann", "Benny")      # Ann stays Ann on her device


def test_offers_are_named_not_counted_and_the_end_names_the_winner():
    a, b = friend_game(name0="Ann", name1="Ben")
    b.action("offer-draw")
    first_move(b)
    a.open(address(b))
    assert "New move: Ben (Dark)" in a.announcement and "Ben (Dark) offers a draw." \
        in a.announcement and "2 new moves" not in a.announcement
    a.action("resign"), a.action("confirm-resign")
    b.open(address(a))
    assert "You won." in b.page_html and b.title.startswith("You won")
    assert "Ben wins." in a.page_html


def test_a_resignation_made_for_you_by_link_is_not_written_until_kept():
    a, b = friend_game(name0="Ann", name1="Ben")
    first_move(b)
    line = b.session.line.play("!resign:1")          # Ben's device resigns for Ann
    b.session.line, b.session.cursor = line, len(line)
    b.screen.autosave()
    b.hash = b.screen.game_hash()
    a.open(address(b))
    assert a.session.forged == 1 and 'id="keep-forged"' in a.page_html
    (saved,) = saves_in(a.saves.store).values()
    assert "resign" not in saved["record"] and "result" not in saved
    again = app(a.saves.store)                        # a reload: the link asks again
    again.open(address(b))
    assert again.session.forged == 1 and 'id="keep-forged"' in again.page_html
    again.action("keep-forged")
    (saved,) = saves_in(a.saves.store).values()
    assert "!resign:1" in saved["record"] and saved.get("result")


def test_a_nickname_for_the_friend_stays_on_this_device():
    a, b = friend_game(name0="Ann", name1="Ben")
    a.action("set-names", name0="Ann", name1="Benji")   # Ann's own name for Ben
    first_move(b)
    a.open(address(b))
    assert a.session.line.names == ("Ann", "Benji")      # Ben's link leaves it
    first_move(a)
    b.open(address(a))
    assert b.session.line.names == ("Ann", "Ben")        # and it never reaches Ben
    a.action("set-names", name0="Ann", name1="")         # cleared: Ben's own comes back
    first_move(b)
    a.open(address(b))
    assert a.session.line.names == ("Ann", "Ben")


def test_notes_are_kept_with_the_game_both_ways():
    a, b = friend_game(name0="Ann")
    first_move(b)
    url = b.send_data("Over to you")[2]
    a.open(url[url.index("#"):])
    first_move(a)
    a.send_data("Thanks!")
    again = app(a.saves.store)                        # a reload: the notes are still there
    again.open(address(a))
    assert "Move 1: \u201cOver to you\u201d" in again.page_html
    assert "Move 2, from you: \u201cThanks!\u201d" in again.page_html
    (saved,) = saves_in(a.saves.store).values()
    assert saved["notes"] == [[1, "Over to you", False], [2, "Thanks!", True]]
    assert "Over to you" not in saved["record"]        # never in the moves


def test_a_double_move_made_by_a_device_playing_both_sides_is_taken_back_cleanly():
    a, b = friend_game(name0="Ann", name1="Ben")
    b.action("play-both")                             # Ben's device plays both sides...
    first_move(b)                                     # Ben (Dark)
    first_move(b)                                     # ... and Ann's move too
    a.open(address(b))
    assert a.session.forged == 1
    a.action("take-back-forged")
    a.screen._play(a.session.state.legal_moves()[-1].text)    # Ann's own move
    b = app(b.saves.store)          # a new tab; its clock gives an id that is taken
    b.open(address(a))
    assert b.screen.fork is None and b.session.line.moves == a.session.line.moves
    assert len(live(b.saves.store)) == 1 and len(saves_in(b.saves.store)) == 2
