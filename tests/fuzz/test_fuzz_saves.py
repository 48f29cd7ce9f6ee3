"""Saves written by strangers (an older build, another tab, a hand in the
devtools): for every game, a store holding a mutated entry beside a good one.
Listing and loading never raise; the bad entry is set aside or read; the good
one always opens; notes are short."""

import json

import pytest
from hypothesis import given, strategies as st

from piecepad.app.saves import ASIDE, PREFIX, MemoryStore, Save, Saves
from piecepad.record import Record

from fuzz_helpers import GAME_IDS, MAX_MESSAGE, mutated, texts, tried

by_game = pytest.mark.parametrize("game_id", GAME_IDS)
GOOD = "pp1/dodgem/1.0//a5-a6.f2-e2"
FIELDS = ("record", "cursor", "updated", "seats", "rev", "game", "title", "moves", "status")


# Any value JSON can hold, with the numbers that break naive code (inf, nan, huge).
JSONISH = st.recursive(
    st.none() | st.booleans() | st.text(max_size=30)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.integers(min_value=-2 ** 70, max_value=2 ** 70),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner,
                                                                  max_size=3),
    max_leaves=8)


def entry(data, game_id):
    """A real save's JSON with one field replaced, or its text mutated."""
    record = data.draw(st.sampled_from(texts(game_id)))
    fields = {"record": record, "cursor": 0, "updated": 1}
    if data.draw(st.booleans()):
        value = data.draw(JSONISH)
        fields[data.draw(st.sampled_from(FIELDS))] = value
        return json.dumps(fields)
    return data.draw(mutated(json.dumps(fields)))


@by_game
@given(data=st.data())
def test_a_strange_save_never_stops_the_others(game_id, data):
    tried()
    good = Save("good", Record.from_text(GOOD), 2, 5)
    store = MemoryStore()
    Saves(store).write(good)
    store.set(PREFIX + "odd", entry(data, game_id))
    saves = Saves(store)
    listed = saves.list()
    assert "good" in [s.id for s in listed]
    odd = saves.load("odd")
    assert odd is None or (0 <= odd.cursor <= len(odd.record))
    if odd is None:                        # set aside, never deleted
        assert store.get(PREFIX + "odd") is None and store.get(ASIDE + "odd") is not None
    assert tuple(saves.load("good").record.moves) == ("a5-a6", "f2-e2")
    assert all(len(note) < MAX_MESSAGE for note in saves.take_notes())
