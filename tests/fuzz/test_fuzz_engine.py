"""Every engine entry point, for every game, given hostile input: it returns a
valid result or raises a PiecepadError with a short message (never TypeError,
KeyError, AttributeError, RecursionError, OverflowError, ...), in time
proportional to the input's size. See conftest.py for the run's size."""

import pytest
from hypothesis import given, strategies as st

from piecepad import games
from piecepad.errors import (IllegalMoveError, OptionError, PiecepadError, PositionError,
                             RecordError)
from piecepad.game import Move
from piecepad.record import Record

from fuzz_helpers import (GAME_IDS, HOSTILE_NAMES, check, junk_values, mutated,
                          option_names, option_values, pool, size_of, texts, tokens, tried)

by_game = pytest.mark.parametrize("game_id", GAME_IDS)


# -- record text -------------------------------------------------------------------

@by_game
@given(data=st.data())
def test_record_text(game_id, data):
    """Mutations of real records: Record.from_text reads them or says which part
    is wrong; what it reads writes back to text that reads the same."""
    tried()
    others = [t for gid in GAME_IDS for t in texts(gid)[:2]]
    base = data.draw(st.sampled_from(texts(game_id)))
    text = data.draw(mutated(base, others))
    record, _ = check(lambda: Record.from_text(text), RecordError, size_of(text))
    if record is not None:
        again, _ = check(lambda: Record.from_text(record.to_text()), (),
                         size_of(record.to_text()))
        assert again == record and hash(again) == hash(record)


@by_game
@given(data=st.data())
def test_record_options_field(game_id, data):
    """name=value pairs with hostile names and values in the options field."""
    tried()
    game = games.get(game_id)
    base = data.draw(st.sampled_from(texts(game_id)))
    head, _, moves = base.rpartition("/")
    head = head.rpartition("/")[0]
    pairs = data.draw(st.lists(st.tuples(option_names(game), st.one_of(
        tokens(), st.sampled_from([str(v) for o in game.options for v in o.choices]))),
        max_size=4))
    opts = ";".join(f"{n}={v}" for n, v in pairs)
    text = f"{head}/{opts}/{moves if data.draw(st.booleans()) else ''}"
    record, _ = check(lambda: Record.from_text(text), RecordError, size_of(text))
    if record is not None:
        assert Record.from_text(record.to_text()) == record


FIVE_FIELDS = st.builds(lambda *fields: "/".join(fields),
                        st.sampled_from(["pp1", "PP1", "pp2", ""]),
                        st.one_of(st.sampled_from(GAME_IDS), tokens()),
                        tokens(), tokens(), tokens())


@given(text=st.one_of(st.text(), junk_values(), FIVE_FIELDS))
def test_record_text_of_any_kind(text):
    tried()
    check(lambda: Record.from_text(text), RecordError, size_of(text))


# -- moves ---------------------------------------------------------------------------

def _reachable(data, game_id):
    record = data.draw(st.sampled_from(pool(game_id)))
    return record.upto(data.draw(st.integers(0, len(record))))


def _move_input(data, state, others):
    legal = [m.text for m in state.legal_moves()]
    return data.draw(st.one_of(
        st.sampled_from(legal or ["pass"]),
        st.sampled_from(legal or ["pass"]).flatmap(lambda t: mutated(t, others)),
        tokens(), junk_values(),
        st.sampled_from(legal or ["x"]).map(lambda t: Move(t)),          # not our own object
        st.sampled_from(legal or ["x"]).map(lambda t: " ".join([t] * 3)),
        st.just(Move("a1", ("junk",))), st.just(Move(None))))


@by_game
@given(data=st.data())
def test_move_text_against_reachable_states(game_id, data):
    tried()
    record = _reachable(data, game_id)
    state = record.state
    others = [m.text for r in pool(game_id)[:3] for m in r.state.legal_moves()[:5]]
    move = _move_input(data, state, others)
    size = size_of(move) + (len(move.text) if isinstance(move, Move) and
                            isinstance(move.text, str) else 0)
    parsed, _ = check(lambda: state.parse(move), IllegalMoveError, size)
    if parsed is not None:
        assert parsed in state.legal_moves()
    after, _ = check(lambda: state.play(move), IllegalMoveError, size)
    if after is not None:
        assert after.game is state.game
        games.get(game_id).encode(after)
    longer, _ = check(lambda: record.play(move), IllegalMoveError, size)
    if longer is not None:
        assert longer.moves[:len(record)] == record.moves
        assert after is None or longer.state == after
        assert Record.from_text(longer.to_text()) == longer


# -- options ---------------------------------------------------------------------------

@by_game
@given(data=st.data())
def test_start_options(game_id, data):
    """game.start, Record.new and game.decode with name=value pairs of any kind."""
    tried()
    game = games.get(game_id)
    options = data.draw(st.dictionaries(option_names(game), option_values(game), max_size=4))
    if data.draw(st.booleans()):
        options["players"] = data.draw(st.one_of(
            st.integers(game.min_players - 1, game.max_players + 1), junk_values()))
    if data.draw(st.booleans()):
        options["seed"] = data.draw(st.one_of(st.integers(-1, 2 ** 65), junk_values()))
    size = size_of(options)
    state, _ = check(lambda: game.start(**options), OptionError, size)
    record, _ = check(lambda: Record.new(game_id, **options), OptionError, size)
    assert (state is None) == (record is None)
    if record is not None:
        assert record.state == state
        hash(record), hash(state)
        assert Record.from_text(record.to_text()) == record
    position = game.encode(data.draw(st.sampled_from(pool(game_id))).state)
    check(lambda: game.decode(position, **options), (OptionError, PositionError), size)


@by_game
@given(data=st.data())
def test_option_parse_and_validate(game_id, data):
    tried()
    game = games.get(game_id)
    option = data.draw(st.sampled_from(game.options))
    value = data.draw(option_values(game))
    parsed, _ = check(lambda: option.parse(value), OptionError, size_of(value))
    if parsed is not None:
        hash(parsed)
    valid, _ = check(lambda: option.validate(value), OptionError, size_of(value))
    if valid is not None and valid is not value:
        assert option.validate(valid) == valid


# -- position text ------------------------------------------------------------------------

@by_game
@given(data=st.data())
def test_position_text(game_id, data):
    """Mutations of real positions: game.decode builds a state or says what is wrong;
    what it builds encodes and decodes to the same state."""
    tried()
    game = games.get(game_id)
    positions = [game.encode(r.states[k]) for r in pool(game_id)
                 for k in (0, len(r) // 2, len(r))]
    text = data.draw(st.one_of(st.sampled_from(positions).flatmap(
        lambda t: mutated(t, positions)), junk_values()))
    state, _ = check(lambda: game.decode(text), PositionError, size_of(text))
    if state is not None:
        again = game.decode(game.encode(state))
        assert again == state and hash(again) == hash(state)
        state.legal_moves()


# -- the registry ---------------------------------------------------------------------------

@given(game_id=st.one_of(st.sampled_from(GAME_IDS + HOSTILE_NAMES), tokens(), junk_values()))
def test_games_get(game_id):
    tried()
    game, error = check(lambda: games.get(game_id), PiecepadError, size_of(game_id))
    assert (game is None) == (game_id not in GAME_IDS)
    if error is not None:
        assert isinstance(error, KeyError)       # games.get has always raised KeyError
