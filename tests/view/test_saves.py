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
    assert saves.find(record("a5-a6", "f2-e2")).id == "g1"   # Back after Undo, then Redo
    assert saves.find(record("a4-b4")) is None
    assert saves.find(record("a5-a6", "f2-e2", "a1-b1", "f3-e3")) is None   # longer: new
    # A game played by link (a game id): its friend's reply goes on from the save.
    saves.write(Save("g2", record("a5-a6", "f2-e2").with_gid("k3x9q2mtaa"), 2, 2))
    assert saves.find(record("a5-a6", "f2-e2", "a1-b1").with_gid("k3x9q2mtaa")).id == "g2"


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


# -- summaries: listing and finding replay nothing ----------------------------------

@pytest.fixture
def replays(monkeypatch):
    """Counts record replays (Record.from_text calls)."""
    calls = []
    real = Record.from_text.__func__

    def counted(cls, text):
        calls.append(text)
        return real(cls, text)
    monkeypatch.setattr(Record, "from_text", classmethod(counted))
    return calls


def test_an_entry_holds_a_summary_and_listing_replays_nothing(replays, store):
    Saves(store).write(Save("g1", record("a5-a6", "f2-e2"), 1, 10, ("human", "hard")))
    data = json.loads(store.get(PREFIX + "g1"))
    assert data == {"rev": 1, "game": "dodgem", "title": "Piecepack Dodg'em", "moves": 2,
                    "cursor": 1, "status": "Green to move.", "updated": 10,
                    "turn": 0, "last": "Green f2 to e2",
                    "seats": ["human", "hard"], "record": "pp1/dodgem/1.0//a5-a6.f2-e2"}
    saves = Saves(store)                                  # another tab, or a reload
    [listed] = saves.list()
    assert (listed.id, listed.game_id, listed.title, listed.moves_count, listed.cursor,
            listed.status, listed.updated, listed.seats, listed.rev) == \
        ("g1", "dodgem", "Piecepack Dodg'em", 2, 1, "Green to move.", 10, ("human", "hard"), 1)
    assert saves.find(record("a5-a6", "f2-e2")).id == "g1"
    assert replays == []
    assert listed.record.moves == ("a5-a6", "f2-e2") and len(replays) == 1   # when asked


def test_an_entry_from_before_summaries_is_read_and_rewritten_once(replays):
    old = json.dumps({"record": "pp1/dodgem/1.0//a5-a6.f2-e2", "cursor": 2, "updated": 7})
    store = MemoryStore({PREFIX + "g1": old})
    [listed] = Saves(store).list()
    assert listed.moves_count == 2 and listed.status == "Red to move." and len(replays) == 1
    data = json.loads(store.get(PREFIX + "g1"))
    assert data["status"] == "Red to move." and data["record"] == "pp1/dodgem/1.0//a5-a6.f2-e2"
    assert data["rev"] == 0                               # the same content: the same rev
    Saves(store).list()
    assert len(replays) == 1


def test_a_summary_that_does_not_match_its_record_is_made_again(store):
    Saves(store).write(Save("g1", record("a5-a6"), 1, 1))
    data = json.loads(store.get(PREFIX + "g1"))
    data.update(moves=5, status="<b>\\ud800")
    store.set(PREFIX + "g1", json.dumps(data))
    [listed] = Saves(store).list()
    assert listed.moves_count == 1 and listed.status == "Green to move."


def test_load_replays_and_a_record_that_no_longer_replays_is_set_aside(store):
    Saves(store).write(Save("g1", record("a5-a6"), 1, 1))
    data = json.loads(store.get(PREFIX + "g1"))
    data["record"] = "pp1/dodgem/1.0//a5-a7"              # the summary still looks right
    store.set(PREFIX + "g1", json.dumps(data))
    saves = Saves(store)
    assert [s.id for s in saves.list()] == ["g1"]
    assert saves.load("g1") is None and store.get(ASIDE + "g1") == json.dumps(data)
    assert "move 1" in saves.take_notes()[0]


def test_status_of_names_the_seat_to_move_or_the_outcome():
    from types import SimpleNamespace as NS
    from piecepad.app.saves import status_of
    game = NS(seat_name=lambda seat: ("Red", "Green")[seat])
    assert status_of(NS(outcome=None, players=2, to_move=1, game=game)) == "Green to move."
    assert status_of(NS(outcome=NS(reason="Red wins"), players=2, to_move=0, game=game)) == \
        "Red wins."
    assert status_of(NS(outcome=None, players=1, to_move=0, game=game)) == "Your move."
    own = NS(outcome=None, players=3, to_move=2, game=game, seat_name=lambda s: "West")
    assert status_of(own) == "West to move."
    pacru = Record.new("pacru", players=3)
    assert status_of(pacru.state) == f"{pacru.state.seat_name(0)} to move."


def test_move_counts_from_the_text_match_the_records_for_turns_of_several_decisions(store):
    r = Record.new("pacru", players=3)
    while len(r) < 12:
        r = r.play(r.state.legal_moves()[0])
    Saves(store).write(Save("p", r, 12, 1))
    [listed] = Saves(store).list()
    assert listed.moves_count == 12 and listed._summary is not None   # matched, not redone


# -- two tabs -------------------------------------------------------------------------

def test_a_write_over_another_tabs_write_is_refused_and_can_be_kept_as_a_new_game(store):
    Saves(store).write(Save("g1", record("a5-a6"), 1, 1))
    tab_a, tab_b = Saves(store), Saves(store)
    a, b = tab_a.load("g1"), tab_b.load("g1")
    assert tab_a.write(Save("g1", a.record.play("f2-e2"), 2, 2))
    theirs = Save("g1", b.record.play("f3-e3"), 2, 3)
    before = dict(store.items)
    assert tab_b.write(theirs) is False and store.items == before    # nothing written
    kept = tab_b.write_as_new(theirs, "g2")
    assert kept.id == "g2" and tab_b.current_id() == "g2"
    assert tab_b.load("g1").record.moves == ("a5-a6", "f2-e2")       # tab A's move
    assert tab_b.load("g2").record.moves == ("a5-a6", "f3-e3")       # and tab B's
    assert tab_b.write(Save("g1", record("a5-a6", "f2-e2", "a1-b1"), 3, 4))   # after load
    assert tab_a.write(Save("g1", record("a5-a6", "f2-e2", "a4-b4"), 3, 5)) is False
    assert tab_a.write_as_new(theirs, "g2") is None                  # never overwritten


def test_find_counts_as_reading_so_a_reload_can_play_on(store):
    Saves(store).write(Save("g1", record("a5-a6"), 1, 1))
    reload = Saves(store)
    found = reload.find(record("a5-a6"))
    assert reload.write(Save(found.id, found.record.play("f2-e2"), 2, 2))


def test_a_game_deleted_elsewhere_is_written_again(store):
    tab_a, tab_b = Saves(store), Saves(store)
    tab_a.write(Save("g1", record("a5-a6"), 1, 1))
    tab_b.load("g1")
    tab_b.delete("g1")
    assert tab_a.write(Save("g1", record("a5-a6", "f2-e2"), 2, 2))
    assert Saves(store).load("g1").cursor == 2


def test_changed_elsewhere_names_the_save_another_tab_wrote(store):
    tab_a, tab_b = Saves(store), Saves(store)
    tab_a.write(Save("g1", record("a5-a6"), 1, 1))
    assert tab_a.changed_elsewhere(PREFIX + "g1") is None     # its own write
    assert tab_b.changed_elsewhere(PREFIX + "g1") == "g1"
    tab_b.load("g1")
    assert tab_b.changed_elsewhere(PREFIX + "g1") is None
    tab_a.write(Save("g1", record("a5-a6", "f2-e2"), 2, 2))
    assert tab_b.changed_elsewhere(PREFIX + "g1") == "g1"
    tab_a.delete("g1")
    assert tab_b.changed_elsewhere(PREFIX + "g1") == "g1"
    for key in (CURRENT, "piecepad:settings", ASIDE + "g1", "other", None):
        assert tab_b.changed_elsewhere(key) is None


def test_back_after_undo_finds_the_current_save_and_keeps_its_redo_moves():
    saves = Saves(MemoryStore())
    line = record("a5-a6", "f2-e2", "a1-b1", "f3-e3")
    saves.write(Save("g1", line, 4, 1))
    found = saves.find(record("a5-a6"))                   # a hash from before the redo
    assert found.id == "g1" and found.record == line
    assert saves.find(record()) is None                   # a fresh game's link starts one
