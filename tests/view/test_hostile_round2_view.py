"""Hostile input, round 2 (issue 45), the app's half: "Open a game…" given a header
nested a thousand deep, a line of digits or a sea of blank lines, a game's own PPN
with a resignation, and megabytes; settings that cannot be read; a save that says
this device plays seat 5 of two. Each answers calmly, keeps what the player typed,
and costs time in proportion to the input."""

import html as htmllib
import json
import re
import sys

import pytest

from piecepad import ppn
from piecepad.app import open_game, routes, saves as saves_module
from piecepad.app.saves import PREFIX, SETTINGS, MemoryStore, Save, Saves
from piecepad.errors import PiecepadError
from piecepad.record import Record
from piecepad.view import open_game as open_view

from hostile_timing import curve, linear
from view_helpers import make_app


def field(html):
    found = re.search(r'<textarea[^>]*id="open-text"[^>]*>(.*?)</textarea>', html, re.S)
    return None if found is None else htmllib.unescape(found.group(1))


def error_of(html):
    found = re.search(r'id="dialog-error">(.*?)</p>', html, re.S)
    return None if found is None else htmllib.unescape(found.group(1))


def pasted(text):
    """An app after pasting ``text`` into "Open a game…" and pressing Open."""
    a = make_app()
    a.open("#/")
    a.action("open-game")
    a.action("open-game-text", text=text)
    return a


# -- 1. deep nesting ---------------------------------------------------------------------
@pytest.mark.parametrize("depth", [1_000, 20_000])
def test_a_deeply_nested_paste_is_refused_in_the_dialog_and_kept(depth):
    """Was an uncaught RecursionError: "Something went wrong", the dialog closed and the
    paste was gone."""
    text = "---\nGameType: " + "{a: " * depth + "}" * depth + "\n...\n1. a1-b1\n"
    a = pasted(text)
    message = error_of(a.dialog_html)
    assert message and "nests" in message and len(message) < 200
    assert a.screen.__class__.__name__ == "Home" and a.hash == "#/"
    shown = field(a.dialog_html)
    assert shown == text or 'data-keep="true"' in a.dialog_html


# -- 2. patterns on pasted text are linear ---------------------------------------------
@pytest.mark.skipif(sys.platform == "emscripten", reason="CPU times are CPython's")
@pytest.mark.parametrize("make", [
    lambda n: "1" * n,                                   # 20,000 digits: 3.2 s
    lambda n: "x" + "\n" * n + "x",                      # 20,000 blank lines: 17.6 s
    lambda n: "GameType: x" + " " * n + "y\n...\n",             # a value's spaces
    lambda n: "GameType: x" + " " * (n // 2) + "y" + " " * (n // 2) + "z\n...\n",
    lambda n: "a" + " " * n + "\n...\n",                 # a field's name
], ids=["digits", "blank lines", "value", "value and spaces", "name"])
def test_reading_a_refused_paste_grows_linearly(make):
    points = curve(make, _refused, sizes=(1_000, 10_000, 100_000), big=False)
    assert not linear(points), linear(points)


def _refused(text):
    with pytest.raises(PiecepadError):
        open_game.read(text)


# -- 3. a game's own PPN opens again -----------------------------------------------------
@pytest.mark.parametrize("text", [
    "pp2/tracers/1.1//h8-g6.a1-b3.!resign:2",
    "pp2/tracers/1.1/gid=k3x9q2mtaa;name1=Sam;name2=Alex%20B/h8-g6.!offer:1.a1-b3.!accept:2",
    "pp2/dodgem/1.0/name1=Ann/a5-a6.!offer:2.f2-e2.a6-b6",
])
def test_the_ppn_share_writes_opens_as_the_same_game(text):
    """Share wrote "2. {!resign:2}" and "Open a game…" said "Move 2. has no move"."""
    a = make_app()
    a.open(routes.play_hash(Record.from_text(text)))
    a.action("share")
    found = re.search(r'<textarea[^>]*id="share-ppn"[^>]*>(.*?)</textarea>', a.dialog_html,
                      re.S)
    written = htmllib.unescape(found.group(1))
    b = pasted(written)
    assert b.dialog_html is None, error_of(b.dialog_html)
    assert b.session.line.to_text() == text


# -- 5. megabytes in the dialog ----------------------------------------------------------
@pytest.mark.parametrize("size", [30_000, 200_000, 1_000_000, 10_000_000])
def test_a_long_refused_paste_is_not_written_into_the_page_again(size):
    """It was escaped back into a new field in full: 10 MB cost seconds and hundreds of
    MB. Now its size and first words are said, and the field is marked for the glue
    to keep as the player left it."""
    text = "Zz" + "0123456789" * (size // 10)
    a = pasted(text)
    assert error_of(a.dialog_html)
    assert len(a.dialog_html) < 5_000
    assert field(a.dialog_html) == ""
    assert 'data-keep="true"' in a.dialog_html and 'aria-invalid="true"' in a.dialog_html
    kept = re.search(r'id="open-kept">(.*?)</p>', a.dialog_html, re.S).group(1)
    assert f"{len(text):,}" in kept and "Zz0123456789" in kept
    assert "open-kept" in re.search(r'<textarea[^>]*>', a.dialog_html).group(0)


def test_a_short_refused_paste_is_kept_in_the_field_as_before():
    text = "not a game\n" * 100
    a = pasted(text)
    assert field(a.dialog_html) == text and "data-keep" not in a.dialog_html
    assert 'id="open-kept"' not in a.dialog_html


def test_a_paste_longer_than_any_game_is_refused_before_it_is_read(monkeypatch):
    monkeypatch.setattr(ppn, "from_ppn", lambda *_: pytest.fail("read"))
    monkeypatch.setattr(open_game.Record, "from_text", lambda *_: pytest.fail("read"))
    with pytest.raises(PiecepadError) as info:
        open_game.read("pp1/dodgem/1.0//" + "a5-a6." * 100_000)
    assert "characters long" in str(info.value) and len(str(info.value)) < 200


def test_the_dialog_says_the_size_in_the_readers_language():
    from piecepad import i18n
    with i18n.using("de"):
        html = open_view.dialog("x" * 123_456, "Fehler")
    assert "123.456 Zeichen" in html


# -- 7. settings heal ----------------------------------------------------------------------
UNREADABLE = ["[" * 1_000_000, "{" * 100, "not json", '{"a": 1', "[1, 2]", "x" * 300_000,
              '"text"', "{" + '"a": [' * 70 + "]" * 70 + "}"]


@pytest.mark.parametrize("raw", UNREADABLE, ids=lambda r: repr(r[:12]) + f"x{len(r)}")
def test_unreadable_settings_are_replaced_by_the_defaults_once(raw):
    """They were never replaced: the note came at every visit, and Learn re-scanned a
    megabyte at every one of its reads."""
    store = MemoryStore({SETTINGS: raw})
    first = Saves(store)
    assert first.setting("saves_sort") == "played"
    notes = first.take_notes()
    assert len(notes) == 1 and "could not be read" in notes[0] and len(notes[0]) < 200
    assert json.loads(store.get(SETTINGS)) == {}
    assert first.setting("replay_speed") == 1.0 and first.take_notes() == []
    later = Saves(store)                     # the next visit
    assert later.setting("saves_sort") == "played" and later.take_notes() == []
    later.set_setting("saves_sort", "game")
    assert Saves(store).setting("saves_sort") == "game"


def test_keys_no_setting_has_are_dropped_from_storage():
    big = "x" * 600_000
    store = MemoryStore({SETTINGS: json.dumps({"saves_sort": "game", "junk": big,
                                               "new:nosuchgame": {}, "learn:dodgem": [1]})})
    saves = Saves(store)
    assert saves.setting("saves_sort") == "game" and saves.take_notes() == []
    assert json.loads(store.get(SETTINGS)) == {"saves_sort": "game", "learn:dodgem": [1]}


def test_settings_are_parsed_once_per_stored_text(monkeypatch):
    """Learn read them 13 times, each a parse; another tab's write is still seen."""
    stored = json.dumps({"saves_sort": "game", "learn:dodgem": [1, 2], "daily": []})
    store = MemoryStore({SETTINGS: stored})
    parsed = []
    real = saves_module._json_object
    monkeypatch.setattr(saves_module, "_json_object",
                        lambda raw: (parsed.append(raw) if raw == store.get(SETTINGS) else None,
                                     real(raw))[1])
    a = make_app(store)
    for route in ("#/learn", "#/learn/dodgem", "#/puzzles/dodgem", "#/", "#/saved"):
        a.open(route)
    assert len(parsed) <= 1
    store.set(SETTINGS, json.dumps({"saves_sort": "started"}))      # another tab
    assert a.saves.setting("saves_sort") == "started"
    assert a.saves.setting("saves_sort") == "started" and len(parsed) <= 2


def test_a_value_handed_to_set_setting_is_not_shared_with_what_is_read():
    saves = Saves(MemoryStore())
    done = [1]
    saves.set_setting("learn:dodgem", done)
    done.append(99)
    assert saves.setting("learn:dodgem") == [1]


# -- 8. seats in saves bounded by the game ------------------------------------------------
def friend_save(store, mine):
    record = Record.new("tracers").with_gid("k3x9q2mtaa").play("h8-g6")
    Saves(store).write(Save("g1", record, 1, 1, mine=(0,)))
    key = PREFIX + "g1"
    data = json.loads(store.get(key))
    data["mine"] = mine
    store.set(key, json.dumps(data))
    return record


@pytest.mark.parametrize("mine", [[5], [2], [0, 7], [1, 2]])
def test_a_seat_the_game_does_not_have_reads_as_not_known_and_the_game_plays_on(mine):
    """"mine": [5] in a two-player save: this device waited for ever for seat 5."""
    store = MemoryStore()
    record = friend_save(store, mine)
    assert Saves(store).load("g1").mine is None
    assert [s.id for s in Saves(store).list()] == ["g1"]
    a = make_app(store)
    a.action("continue", save="g1")
    assert a.session.mine is None and not a.session.waiting()
    a.screen._play(record.state.legal_moves()[0].text)
    assert len(a.session.line) == 2


@pytest.mark.parametrize("mine", [[0], [1], [0, 1], []])
def test_seats_of_the_game_are_kept(mine):
    store = MemoryStore()
    friend_save(store, mine)
    assert Saves(store).load("g1").mine == tuple(mine)


# -- 11. names refused now, in saves written before ---------------------------------------
@pytest.mark.parametrize("names,kept", [("name1=Sam;name2=Dark", ("Sam", "")),
                                        ("name1=%E3%85%A4", ()),
                                        ("name1=Light;name2=%E2%80%8D", ())])
def test_a_save_whose_names_are_refused_now_is_read_without_them(names, kept):
    """A record with such a name is refused (a link with one changes nothing), but a
    save written before the rule keeps its game: only the name is left out."""
    store = MemoryStore()
    record = Record.new("tracers").play("h8-g6").play("a1-b3")
    Saves(store).write(Save("g1", record, 2, 1))
    key = PREFIX + "g1"
    data = json.loads(store.get(key))
    data["record"] = f"pp2/tracers/1.1/{names}/h8-g6.a1-b3"
    store.set(key, json.dumps(data))
    with pytest.raises(PiecepadError):
        Record.from_text(data["record"])
    saves = Saves(store)
    loaded = saves.load("g1")
    assert loaded is not None and loaded.record.names == kept
    assert tuple(loaded.record.moves) == ("h8-g6", "a1-b3") and not saves.aside


def test_a_save_broken_elsewhere_is_still_set_aside_whatever_its_names():
    store = MemoryStore()
    Saves(store).write(Save("g1", Record.new("tracers").play("h8-g6"), 1, 1))
    key = PREFIX + "g1"
    data = json.loads(store.get(key))
    data["record"] = "pp2/tracers/1.1/name1=Dark/h8-g6.h8-g6"
    store.set(key, json.dumps(data))
    saves = Saves(store)
    assert saves.load("g1") is None and "g1" in saves.aside
