"""PPN export and import with names and actions, in every game (issue 45): a game
played at random, with draw offers, their answers and a resignation or an agreed draw,
its players named at random and maybe given a game id, exports PPN that reads back as
the same record; the games PPN is not made for refuse the export with a reason. And
the exported text, mutated, reads or is refused with a RecordError in time. See
conftest.py for the run's size."""

import pytest
from hypothesis import given, strategies as st

from piecepad import agreed, games, ppn
from piecepad.errors import RecordError
from piecepad.record import Record

from fuzz_helpers import GAME_IDS, check, mutated, size_of, tried

by_game = pytest.mark.parametrize("game_id", GAME_IDS)

# Names as players type them: letters of any script, emoji with their joiners and
# selectors, spaces and punctuation that record text and the PPN header escape.
NAME_PARTS = ("Sam", "Alex B", "Zoë", "李雷", "می\u200cخواهم", "❤\ufe0f",
              "👨\u200d👩\u200d👧", "'", "''", "{", "}", "#", " # ", ":", ";", "/", "%",
              "%41", "a=b", "\\", '"', "…", "x")


def names():
    """A name Piecepad keeps (agreed.clean_name takes it), or "" for none."""
    return st.lists(st.sampled_from(NAME_PARTS), max_size=3).map("".join).filter(_kept)


def _kept(name):
    try:
        return agreed.clean_name(name) == name and len(name) <= agreed.NAME_MAX
    except agreed.PlayerNameError:
        return False


@st.composite
def games_with_actions(draw, game_id):
    """A record of ``game_id``: random moves, and where two play, draw offers, their
    answers and maybe a resignation; named, and maybe with a game id."""
    game = games.get(game_id)
    record = Record.new(game_id, seed=draw(st.integers(0, 99))) if game.uses_seed \
        else Record.new(game_id)
    for _ in range(draw(st.integers(0, 30))):
        state = record.state
        if state.outcome is not None or not state.legal_moves():
            break
        choices = list(state.legal_moves())
        if state.players == 2:
            choices += [agreed.text(kind, seat) for kind in agreed.KINDS for seat in (0, 1)
                        if kind != "resign" and agreed.allowed(state, kind, seat)]
        record = record.play(draw(st.sampled_from(choices)))
    state = record.state
    if state.outcome is None and state.players == 2 and draw(st.booleans()):
        record = record.play(agreed.text("resign", state.to_move))
    seats = record.states[0].players
    named = draw(st.lists(names(), min_size=seats, max_size=seats))
    try:
        record = record.with_names(named)
    except agreed.PlayerNameError:         # a seat's own name ("Dark"): none then
        pass
    if draw(st.booleans()):
        record = record.with_gid(draw(st.sampled_from(["k3x9q2mtaa", "abcdef", "a2" * 8])))
    return record


@by_game
@given(data=st.data())
def test_ppn_export_then_import_gives_the_same_record(game_id, data):
    tried()
    record = data.draw(games_with_actions(game_id))
    if game_id not in ppn.supported():
        with pytest.raises(RecordError):
            ppn.to_ppn(record)
        return
    text = ppn.to_ppn(record)
    back = ppn.from_ppn(text)
    assert back == record and back.to_text() == record.to_text(), text


@pytest.mark.parametrize("game_id", ppn.supported())
@given(data=st.data())
def test_mutated_ppn_with_actions_reads_or_is_refused_in_time(game_id, data):
    tried()
    text = ppn.to_ppn(data.draw(games_with_actions(game_id)))
    hostile = data.draw(mutated(text))
    record, _ = check(lambda: ppn.from_ppn(hostile), RecordError, size_of(hostile))
    if record is not None and record.start_position is None:    # PPN starts at the opening
        assert ppn.from_ppn(ppn.to_ppn(record)) == record
