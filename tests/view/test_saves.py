"""Saved games: round trip, corrupted entries set aside, blocked or full storage."""

import json

import pytest

from piecepad.app.saves import ASIDE, CURRENT, PREFIX, MemoryStore, Save, Saves, StoreError
from piecepad.record import Record


def record(*moves):
    r = Record.new("dodgem")
    for m in moves:
        r = r.play(m)
    return r


class FlakyStore(MemoryStore):
    """Reads work; writes fail once ``full`` is set (a full quota)."""

    full = False

    def set(self, key, value):
        if self.full:
            raise StoreError("QuotaExceededError")
        super().set(key, value)


class BlockedStore:
    def _fail(self, *a):
        raise StoreError("SecurityError")

    get = set = remove = keys = _fail


def test_write_list_load_round_trip():
    saves = Saves(MemoryStore())
    saves.write(Save("g1", record("a5-a6", "f2-e2"), 1, 10))
    saves.write(Save("g2", record(), 0, 20))
    listed = saves.list()
    assert [s.id for s in listed] == ["g2", "g1"]      # newest first
    g1 = saves.load("g1")
    assert g1.record.moves == ("a5-a6", "f2-e2") and g1.cursor == 1
    assert saves.current_id() == "g2"


@pytest.mark.parametrize("raw", ["{not json", json.dumps({"record": "pp1/dodgem/1.0//a1-a3"}),
                                 json.dumps({"cursor": 2}), json.dumps([1, 2])])
def test_corrupted_entry_is_set_aside_not_deleted(raw):
    store = MemoryStore({PREFIX + "bad": raw})
    saves = Saves(store)
    saves.write(Save("ok", record("a5-a6"), 1, 5))
    assert [s.id for s in saves.list()] == ["ok"]
    assert store.get(ASIDE + "bad") == raw and store.get(PREFIX + "bad") is None
    notes = saves.take_notes()
    assert len(notes) == 1 and "set aside" in notes[0]
    assert saves.take_notes() == []                    # told once


def test_blocked_storage_works_from_memory_and_says_so_once():
    saves = Saves(BlockedStore())
    saves.write(Save("g1", record("a5-a6"), 1, 1))
    saves.write(Save("g1", record("a5-a6", "f2-e2"), 2, 2))
    assert saves.memory_only
    assert saves.load("g1").record.moves == ("a5-a6", "f2-e2")
    assert len(saves.take_notes()) == 1


def test_full_storage_keeps_existing_saves_and_goes_on_in_memory():
    store = FlakyStore()
    saves = Saves(store)
    saves.write(Save("old", record("a5-a6"), 1, 1))
    store.full = True
    saves.write(Save("new", record(), 0, 2))
    assert saves.memory_only
    assert {s.id for s in saves.list()} == {"old", "new"}
    assert store.get(PREFIX + "old") is not None       # the real store lost nothing


def test_delete_and_current():
    saves = Saves(MemoryStore())
    saves.write(Save("g1", record(), 0, 1))
    saves.delete("g1")
    assert saves.load("g1") is None and saves.store.get(CURRENT) is None


def test_find_a_save_through_which_a_link_passes():
    saves = Saves(MemoryStore())
    saves.write(Save("g1", record("a5-a6", "f2-e2", "a1-b1"), 1, 1))
    assert saves.find(record("a5-a6")).id == "g1"       # a reload after stepping back
    assert saves.find(record("a5-a6", "f2-e2")) is None  # not where it was left
    assert saves.find(record("a4-b4")) is None


def test_a_link_never_takes_over_another_save():
    saves = Saves(MemoryStore())
    saves.write(Save("old", record("a5-a6", "f2-e2"), 2, 1))
    saves.write(Save("new", record("a4-b4"), 1, 2))         # now the current game
    assert saves.find(record()) is None                    # a fresh game is a new game
    assert saves.find(record("a5-a6")) is None
    assert saves.find(record("a5-a6", "f2-e2")).id == "old"   # exactly that game


def test_a_second_broken_save_with_the_same_id_keeps_the_first_aside():
    store = MemoryStore({PREFIX + "x": "{one", ASIDE + "x": "{zero"})
    Saves(store).list()
    assert store.get(ASIDE + "x") == "{zero" and store.get(ASIDE + "x.2") == "{one"
