"""Hostile links and saves, the engine's half (issue 17): option names that are
Python parameter names, long records, huge values in messages, values of the
wrong type. Every entry point answers with a typed error (a PiecepadError) and a
short message, or a result."""

import pytest

from piecepad import games
from piecepad.errors import OptionError, PiecepadError, PositionError, RecordError
from piecepad.record import Record

from engine_helpers import error_message

GAME_IDS = games.ids()
# Names of the parameters options used to flow past as **kwargs, and a few more.
PARAMETER_NAMES = ("self", "cls", "game_id", "text", "options", "__class__", "__init__",
                   "move", "name", "value", "kwargs")


def start_text(game_id):
    game = games.get(game_id)
    return f"pp1/{game_id}/{game.rules_version}"


# -- 1. option names that collide with Python parameters -----------------------

@pytest.mark.parametrize("name", PARAMETER_NAMES)
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_record_text_option_named_like_a_parameter_is_an_unknown_option(game_id, name):
    text = f"{start_text(game_id)}/{name}=x/"
    error_message(RecordError, lambda: Record.from_text(text), "options", "unknown option", name)


@pytest.mark.parametrize("name", PARAMETER_NAMES)
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_start_and_record_new_take_any_option_name(game_id, name):
    game = games.get(game_id)
    error_message(OptionError, lambda: game.start(**{name: "x"}), "unknown option", name)
    error_message(OptionError, lambda: Record.new(game_id, **{name: "x"}), "unknown option", name)


@pytest.mark.parametrize("name", PARAMETER_NAMES + ("players",))
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_decode_takes_any_option_name(game_id, name):
    game = games.get(game_id)
    text = game.encode(game.start())
    with pytest.raises(PiecepadError):
        game.decode(text, **{name: "x"})


@pytest.mark.parametrize("name", ["self", "cls", "game_id"])
def test_a_link_with_such_an_option_names_it(name):
    from piecepad.app import routes
    route = routes.parse(f"#/play/pp1/dodgem/1.0/{name}=x/")
    assert route.page == "play"
    error_message(RecordError, lambda: Record.from_text(route.arg), f"unknown option '{name}'")


@pytest.mark.parametrize("players", [True, False, "2", 2.0, [2], None.__class__, -1, 10 ** 100])
def test_players_of_the_wrong_type_or_range_is_an_option_error(players):
    for game_id in GAME_IDS:
        error_message(OptionError, lambda: games.get(game_id).start(players=players), "played by")
        error_message(OptionError, lambda: Record.new(game_id, players=players), "played by")


@pytest.mark.parametrize("seed", [True, "7", 7.5, [1], {}])
def test_seed_of_the_wrong_type_is_an_option_error(seed):
    for game_id in GAME_IDS:
        error_message(OptionError, lambda: games.get(game_id).start(seed=seed), "seed")
        error_message(OptionError, lambda: Record.new(game_id, seed=seed), "seed")


def test_records_with_players_and_seed_still_read_and_hash():
    record = Record.from_text("pp1/pacru/2011/players=3/")
    assert record.state.players == 3 and hash(record) == hash(Record.new("pacru", players=3))
    record = Record.from_text("pp1/tracross-solitaire/1.0/seed=12/")
    assert ("seed", 12) in record.start_args
    assert Record.from_text(record.to_text()) == record
