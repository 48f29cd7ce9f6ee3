"""Saved games against whatever storage may hold: nothing stored stops the app.

Each bad entry is set aside whole (never deleted), said in one short note, and
the good saves still list and load.
"""

import json

import pytest

from piecepad.app.saves import ASIDE, PREFIX, SETTINGS, MemoryStore, Save, Saves
from piecepad.record import Record

GOOD = "pp1/dodgem/1.0//a5-a6"
DEEP = 100_000


def entry(**fields):
    data = {"record": GOOD, "cursor": 1, "updated": 5}
    data.update(fields)
    return json.dumps(data)


def raw_field(name, text):
    """An entry whose ``name`` is the raw JSON ``text`` (NaN, 1e400, ...)."""
    return entry(**{name: 0}).replace(f'"{name}": 0', f'"{name}": {text}')


BAD_NUMBERS = ["Infinity", "-Infinity", "NaN", "1e400", '"3"', "[1]", "null", "-1", "true",
               "1.5", "{}", "1" + "0" * 5000]
BAD_ENTRIES = {
    **{f"cursor {v[:12]}": raw_field("cursor", v) for v in BAD_NUMBERS},
    **{f"updated {v[:12]}": raw_field("updated", v) for v in BAD_NUMBERS},
    **{f"rev {v[:12]}": raw_field("rev", v) for v in BAD_NUMBERS},
    "cursor past the end": entry(cursor=2),
    "deep list": "[" * DEEP + "]" * DEEP,
    "deep object": '{"a":' * DEEP + "1" + "}" * DEEP,
    "deep inside an entry": raw_field("seats", "[" * DEEP + "]" * DEEP),
    "unclosed depth": "[" * DEEP,
    "record not a string": entry(record=12),
    "record a list": entry(record=[GOOD]),
    "record null": entry(record=None),
    "no record": json.dumps({"cursor": 1}),
    "seats not a list": entry(seats="hard"),
    "50 MB of junk": lambda: "x" * 50_000_000,          # made when used: memory
    "50 MB in a string": lambda: entry(record="pp1/dodgem/1.0//" + "a" * 50_000_000),
    "lone surrogate in the record": entry(record=GOOD + "\ud800"),
    "lone surrogate raw": '{"record": "\ud800\udfff\ud800"}',
    "escaped surrogate": '{"record": "pp1/\\ud800/1.0//", "cursor": 0}',
    "a long bad move": entry(record=GOOD + "." + "\ud800<b>" * 100_000),
    "unknown game": entry(record="pp1/" + "\ud800" * 1000 + "/1.0//", cursor=0),
    "not an object": "[1, 2]",
    "a number": "42",
    "empty": "",
    "not a string at all": 42,
    "bytes": b"\xff\xfe",
    "a list object": ["pp1"],
}


def printable(text):
    return text.isprintable() and text.encode("utf-8") is not None   # no lone surrogate


@pytest.mark.parametrize("name", list(BAD_ENTRIES))
@pytest.mark.parametrize("how", ["list", "load", "write", "find"])
def test_a_bad_entry_is_set_aside_and_the_rest_load(name, how):
    raw = BAD_ENTRIES[name]
    raw = raw() if callable(raw) else raw
    store = MemoryStore({PREFIX + "bad": raw})
    saves = Saves(store)
    good = Record.from_text(GOOD)
    saves.write(Save("ok", good, 1, 9))
    if how == "list":
        assert [s.id for s in saves.list()] == ["ok"]
    elif how == "load":
        assert saves.load("bad") is None and saves.load("ok").record == good
    elif how == "write":       # over it: set aside first, or (a record that does not
        if not saves.write(Save("bad", good, 0, 10)):   # replay) refused until read
            assert store.get(PREFIX + "bad") is raw and saves.load("bad") is None
            assert saves.write(Save("bad", good, 0, 10))
        assert saves.load("bad").cursor == 0
    else:
        assert saves.find(good).id == "ok"
    assert store.get(ASIDE + "bad") is raw
    notes = saves.take_notes()
    assert len(notes) == 1 and "set aside" in notes[0]
    assert len(notes[0]) < 400 and printable(notes[0])
    assert saves.take_notes() == []


@pytest.mark.parametrize("raw", ['{"turn_board": true}', "[" * DEEP + "]" * DEEP,
                                 '{"a":' * DEEP + "1" + "}" * DEEP, "[true]", "Infinity",
                                 "null", "{bad", "x" * 50_000_000, 42, "\ud800"])
def test_bad_settings_read_as_none_and_can_be_set_again(raw):
    store = MemoryStore({SETTINGS: raw})
    saves = Saves(store)
    expected = {"turn_board": True} if raw == '{"turn_board": true}' else {}
    assert saves.settings() == expected
    saves.set_setting("turn_board", False)
    assert saves.settings() == {"turn_board": False}


def test_a_stored_summary_never_puts_unprintable_text_on_a_page(store):
    Saves(store).write(Save("g1", Record.from_text(GOOD), 1, 1))
    data = json.loads(store.get(PREFIX + "g1"))
    for field, value in (("status", "\ud800"), ("title", "a\nb"), ("status", "x" * 10_000),
                         ("title", 5), ("status", ["Red wins."])):
        store.set(PREFIX + "g1", json.dumps({**data, field: value}))
        [listed] = Saves(store).list()
        assert listed.status == "Green to move." and listed.title == "Piecepack Dodg'em"


def test_a_key_that_is_not_a_string_is_passed_over():
    store = MemoryStore({7: "x", PREFIX + "ok": entry()})
    assert [s.id for s in Saves(store).list()] == ["ok"]
