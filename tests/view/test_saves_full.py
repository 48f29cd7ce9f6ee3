"""An unreadable save in a store that is nearly full (issue 35, item 10): setting it
aside needs no room for a copy, saving stays on, and Continue tells the truth."""

import json

from piecepad.app.saves import ASIDE, PREFIX, MemoryStore, Saves, StoreError

from view_helpers import make_app as app

QUOTA = 5_200_000          # characters, keys and values, about what Chromium gives


class FullStore(MemoryStore):
    """A store that refuses a write past its quota, as localStorage does."""

    def set(self, key, value):
        used = sum(len(k) + len(v) for k, v in self.items.items() if k != key)
        if used + len(key) + len(value) > QUOTA:
            raise StoreError("QuotaExceededError")
        super().set(key, value)


def summary_entry(record, size):
    """A save whose summary reads well (so it is listed) but whose record does
    not replay, padded to ``size`` characters."""
    data = {"rev": 1, "game": "dodgem", "title": "Piecepack Dodg'em", "moves": 1,
            "cursor": 1, "status": "Green to move.", "updated": 5, "record": record}
    text = json.dumps(data)
    return text[:-1] + ', "pad": "' + "x" * (size - len(text) - 12) + '"}'


def test_one_unreadable_save_of_4mb_is_set_aside_and_saving_stays_on():
    raw = "{" + "x" * 4_000_000            # not JSON
    store = FullStore({PREFIX + "g1": raw})
    saves = Saves(store)
    assert saves.list() == []
    assert not saves.memory_only
    assert store.items[ASIDE + "g1"] == raw and PREFIX + "g1" not in store.items
    notes = saves.take_notes()
    assert len(notes) == 1 and "set aside" in notes[0] and "blocked" not in notes[0]


def test_two_unreadable_saves_of_2mb_and_a_new_game_still_saves():
    store = FullStore({PREFIX + "g1": "[" + "1" * 2_000_000, PREFIX + "g2": "[" + "2" * 2_000_000})
    a = app(store)
    a.open("#/")
    assert not a.saves.memory_only and "set aside" in a.page_html
    assert "blocked" not in a.page_html
    a.open("#/play/pp1/dodgem/1.0//a5-a6")
    assert not a.saves.memory_only
    assert any(k.startswith(PREFIX) and "a5-a6" in v for k, v in store.items.items())
    assert {ASIDE + "g1", ASIDE + "g2"} <= set(store.items)


def test_continue_on_a_save_that_does_not_replay_says_it_was_set_aside():
    raw = summary_entry("pp1/dodgem/1.0//a5-a9", 4_000_000)
    store = FullStore({PREFIX + "g1": raw})
    a = app(store)
    a.open("#/")
    assert 'data-save="g1"' in a.page_html          # listed from its summary
    a.action("continue", save="g1")
    assert "no longer there" not in a.page_html
    assert "set aside" in a.page_html and "blocked" not in a.page_html
    assert store.items[ASIDE + "g1"] == raw and not a.saves.memory_only


def test_what_does_not_fit_even_alone_is_kept_in_part_and_said():
    raw = "{" + "x" * 5_199_983     # fills the store: the aside key is one longer
    store = FullStore({PREFIX + "g1": raw})
    saves = Saves(store)
    assert saves.list() == [] and not saves.memory_only
    kept = store.items[ASIDE + "g1"]
    assert raw.startswith(kept) and len(kept) > 1_000_000
    note, = saves.take_notes()
    assert "first" in note and "characters" in note and len(note) < 300
