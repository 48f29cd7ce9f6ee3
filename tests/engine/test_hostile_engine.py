"""Hostile links and saves, the engine's half (issue 17): option names that are
Python parameter names, long records, huge values in messages, values of the
wrong type. Every entry point answers with a typed error (a PiecepadError) and a
short message, or a result."""

import pytest

from piecepad import games
from piecepad.errors import (IllegalMoveError, OptionError, PiecepadError, PositionError,
                             RecordError)
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


# -- 2. replaying a long record is linear ----------------------------------------

SIDEWAYS = ["a5-a6", "f2-f1", "a6-a5", "f1-f2"]      # Dodg'em: never a forward step


def solitaire_moves(n, size=3):
    """n legal Tracross solitaire moves that never fill a1, so never solve it."""
    squares = [f"{f}{r}" for f in "abcdefghi"[:size] for r in range(1, size + 1)][1:]
    tiles, moves = {}, []
    for k in range(n):
        sq = squares[k % len(squares)]
        tiles[sq] = (tiles.get(sq, 0) + 1) % 4
        moves.append(f"{sq}:{tiles[sq]}")
    return moves


def count_calls(monkeypatch, owner, name):
    calls = []
    original = getattr(owner, name)

    def counted(*args, **kwargs):
        calls.append(args)
        return original(*args, **kwargs)
    monkeypatch.setattr(owner, name, counted)
    return calls


def test_replay_appends_in_place(monkeypatch):
    """Every record made while replaying shares one line: no move list or state
    list is copied, so n moves cost O(n)."""
    from piecepad import record as rec
    copies = count_calls(monkeypatch, rec.Line, "copy")
    moves = solitaire_moves(3000)
    text = "pp1/tracross-solitaire/1.0/size=3/" + ".".join(moves)
    record = Record.from_text(text)
    assert len(record) == 3000 and copies == []
    assert record.moves == tuple(moves) and record.to_text() == text


def test_dodgem_sideways_run_is_not_copied_each_move(monkeypatch):
    """Dodg'em's repetition history (the positions since the last forward step)
    is shared along the line, not copied each move."""
    from piecepad.games.dodgem import engine as dodgem
    made = count_calls(monkeypatch, dodgem.Run, "__init__")
    text = "pp1/dodgem/1.0/draw_rule=none/" + ".".join(SIDEWAYS * 1000)
    record = Record.from_text(text)
    assert len(record) == 4000 and len(made) == 1          # the opening's run only
    assert record.state.history is record.states[0].history


def test_repetitions_count_along_each_branch_only():
    game = games.get("dodgem")
    start = game.start()
    line = [start]
    for move in SIDEWAYS * 2:
        line.append(line[-1].play(move))
    assert line[-1].outcome is not None and "third time" in line[-1].outcome.reason
    assert line[4].outcome is None and line[4]._repeats == 2
    # From the middle of that line, other moves: the first line's positions do not count.
    branch = line[2].play("a6-b6").play("f1-f2")
    assert branch.outcome is None and branch._repeats == 1
    again = line[4]
    for move in SIDEWAYS:
        again = again.play(move)
    assert again == line[-1] and again.outcome == line[-1].outcome
    # Starting over from the opening state: the same counts as the first time.
    assert start.play(SIDEWAYS[0])._repeats == line[1]._repeats == 1


def test_record_branches_and_steps_like_tuples():
    record = Record.from_text("pp1/dodgem/1.0/draw_rule=none/" + ".".join(SIDEWAYS * 3))
    early = record.upto(5)
    assert len(early) == 5 and early.moves == tuple(SIDEWAYS * 3)[:5]
    assert early.state == record.states[5] and early.states == record.states[:6]
    # Playing on from the middle gives a new branch and leaves the longer record alone.
    other = early.play("f3-e3")
    assert other.moves == tuple(SIDEWAYS * 3)[:5] + ("f3-e3",)
    assert len(record) == 12 and record.moves[5] == SIDEWAYS[1]
    assert record.moves[:5] == other.moves[:5] and record != other
    # Playing the move the line already holds is the same record again.
    same = early.play(SIDEWAYS[1])
    assert same == record.upto(6) and hash(same) == hash(record.upto(6))
    assert same.state is record.states[6]
    # Equality and hashing do not depend on how a record was made.
    fresh = Record.new("dodgem", draw_rule="none")
    for move in SIDEWAYS * 3:
        fresh = fresh.play(move)
    assert fresh == record and hash(fresh) == hash(record)
    assert hash(record) == hash((record.game.id, record.start_args, tuple(SIDEWAYS * 3)))
    assert Record(record.game, record.start_args, record.moves, record.states) == record
    assert record.upto(99) == record and record.upto(-3) == record.upto(0)


def test_moves_and_states_read_like_tuples():
    record = Record.from_text("pp1/dodgem/1.0//a5-a6.f2-e2.a1-b1")
    moves = record.moves
    assert moves == ("a5-a6", "f2-e2", "a1-b1") and ("a5-a6", "f2-e2", "a1-b1") == moves
    assert moves != ["a5-a6", "f2-e2", "a1-b1"] and moves != ("a5-a6",)
    assert len(moves) == 3 and moves[0] == "a5-a6" and moves[-1] == "a1-b1"
    assert moves[1:] == ("f2-e2", "a1-b1") and moves[::-1] == ("a1-b1", "f2-e2", "a5-a6")
    assert moves[::-2] == ("a1-b1", "a5-a6") and moves[5:] == () and moves[-9:1] == ("a5-a6",)
    assert list(moves) == ["a5-a6", "f2-e2", "a1-b1"] and "f2-e2" in moves
    assert moves.index("a1-b1") == 2 and moves.count("a5-a6") == 1
    assert moves + ("x",) == ("a5-a6", "f2-e2", "a1-b1", "x")
    assert ("x",) + moves == ("x", "a5-a6", "f2-e2", "a1-b1")
    assert hash(moves) == hash(("a5-a6", "f2-e2", "a1-b1"))
    assert repr(moves) == repr(("a5-a6", "f2-e2", "a1-b1"))
    assert tuple(reversed(moves)) == moves[::-1]
    with pytest.raises(IndexError):
        moves[3]
    with pytest.raises(IndexError):
        moves[-4]
    longer = record.play("f6-e6")          # shares the line: the shorter record is unchanged
    assert len(record.moves) == 3 and len(record.states) == 4 and record.states[-1] == record.state
    assert len(longer.states) == 5 and longer.moves[:3] == record.moves


# -- 3. messages quote at most a short excerpt of the input ------------------------

MB = 1_000_000
SHORT = 300          # any message about bad input, however long the input


def short_message(error, call, *words):
    message = error_message(error, call, *words)
    assert len(message) < SHORT, message[:500]
    return message


def test_excerpt_is_short_and_one_line():
    from piecepad.errors import excerpt
    assert excerpt("a1-b2") == "a1-b2" and excerpt("x" * 40) == "x" * 40
    assert excerpt("x" * 41) == "x" * 37 + "..." and len(excerpt("x" * MB)) == 40
    assert excerpt("x" * 100, limit=10) == "x" * 7 + "..."
    assert excerpt("a\nb\x00c\ud800") == "a\\nb\\x00c\\ud800"
    assert excerpt(None) == "None" and excerpt(12) == "12" and excerpt([1, 2]) == "[1, 2]"
    for junk in ([1] * MB, 10 ** 5000, {"k": [[[[[]]]]]}, b"\x00" * MB):
        assert len(excerpt(junk)) <= 40

    class Broken:
        def __repr__(self):
            raise RuntimeError("no repr")
    assert "Broken" in excerpt(Broken())
    nested = []
    for _ in range(2_000):          # deeper than repr() goes (Pyodide cannot free 10,000)
        nested = [nested]
    assert len(excerpt(nested)) <= 40


@pytest.mark.parametrize("text, words", [
    ("pp1/dodgem/1.0/axis=" + "x" * MB + "/", ["axis", "xxx..."]),
    ("pp1/dodgem/1.0/" + "y" * MB + "=1/", ["unknown option", "yyy..."]),
    ("pp1/dodgem/1.0/" + "y" * MB + "/", ["has no value"]),
    ("pp1/dodgem/1.0/players=" + "x" * MB + "/", ["players", "not a number"]),
    ("pp1/dodgem/1.0/seed=" + "9" * 5000 + "/", ["seed", "not a number"]),
    ("pp1/tracross/1.0/seed=" + "9" * 4000 + "/", ["seed", "999..."]),
    ("pp1/quet/2008-09-21/target=" + "9" * 4000 + "/", ["target", "far too large"]),
    ("pp1/dodgem/" + "9" * MB + "//", ["rules version", "999..."]),
    ("pp1/" + "d" * MB + "/1.0//", ["unknown game"]),
    ("pp1/dodgem/1.0//a" + "9" * MB + "-a1", ["move 1", "not a square name"]),
    ("pp1/tracross-solitaire/1.0//a1:" + "x" * MB, ["move 1", "does not exist"]),
    ("pp1/tracross/1.0//c3:" + "x" * MB, ["move 1"]),
    ("pp1/pacru/2011//" + "x" * MB, ["move 1"]),
    ("pp1/tracers/1.1//" + "a1-b3_via_" + "b" * MB, ["move 1"]),
    ("pp1/quet/2008-09-21//" + "a1-" * MB, ["move 1"]),
])
def test_record_errors_quote_a_short_excerpt(text, words):
    short_message(RecordError, lambda: Record.from_text(text), *words)


def test_messages_show_control_characters_escaped():
    message = short_message(RecordError,
                            lambda: Record.from_text("pp1/dodgem/1.0/axis=%0Ax%00/"), "axis")
    assert "\n" not in message and "\x00" not in message and "\\n" in message


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_position_and_move_errors_quote_a_short_excerpt(game_id):
    game = games.get(game_id)
    with pytest.raises(PositionError) as info:
        game.decode("x" * MB)
    assert len(str(info.value)) < SHORT
    with pytest.raises(PositionError) as info:
        game.decode(game.encode(game.start()) + " " + "x" * MB)
    assert len(str(info.value)) < SHORT
    state = game.start()
    for text in ("x" * MB, "a" + "1" * MB, "a1-" + "b" * MB, "a1:" + "2" * MB, "-" * MB):
        with pytest.raises(IllegalMoveError) as info:
            state.play(text)
        assert len(str(info.value)) < SHORT


def test_option_errors_quote_a_short_excerpt():
    dodgem = games.get("dodgem")
    short_message(OptionError, lambda: dodgem.start(axis="x" * MB), "axis")
    short_message(OptionError, lambda: dodgem.start(axis=["x"] * MB), "axis")
    short_message(OptionError, lambda: dodgem.start(**{"z" * MB: 1}), "unknown option")
    short_message(OptionError, lambda: dodgem.start(players="x" * MB), "played by")
    short_message(OptionError, lambda: games.get("quet").start(n="9" * MB), "option n")
    short_message(OptionError, lambda: games.get("tracross").start(first_pieces="1" * MB),
                  "first_pieces")
    short_message(OptionError, lambda: games.get("tracross").start(first_pieces=[[1]] * MB),
                  "first_pieces")
    short_message(OptionError,
                  lambda: games.get("tracross-solitaire").start(original=[1] * MB), "original")


# -- 4. values of the wrong type get a typed error, not a TypeError ------------------

JUNK = (None, 123, 10 ** 5000, 1.5, float("nan"), b"a1", [1], [[]], {}, {"a": 1}, object(),
        (1, 2), {1}, True)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_junk_moves_are_illegal_move_errors(game_id):
    from piecepad.errors import IllegalMoveError
    state = games.get(game_id).start()
    record = Record.new(game_id)
    for junk in JUNK:
        short_message(IllegalMoveError, lambda: state.parse(junk))
        short_message(IllegalMoveError, lambda: state.play(junk))
        short_message(IllegalMoveError, lambda: record.play(junk))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_junk_positions_are_position_errors(game_id):
    game = games.get(game_id)
    for junk in JUNK:
        short_message(PositionError, lambda: game.decode(junk))


def test_junk_record_text_is_a_record_error():
    for junk in JUNK + (["pp1/dodgem/1.0//"], ("pp1", "dodgem")):
        short_message(RecordError, lambda: Record.from_text(junk), "not a Piecepad game record")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_junk_option_values_are_option_errors(game_id):
    game = games.get(game_id)
    for option in game.options:
        for junk in JUNK:
            if junk == 123 or junk == (1, 2):        # allowed by some options
                continue
            if junk is None and (option.default is None or None in option.choices):
                continue
            short_message(OptionError, lambda: option.parse(junk), option.name)
            if junk is not True or not isinstance(option.default, bool):
                short_message(OptionError, lambda: option.validate(junk))
                short_message(OptionError, lambda: game.start(**{option.name: junk}))
                short_message(OptionError, lambda: Record.new(game_id, **{option.name: junk}))


def test_option_parse_reads_text_only():
    from piecepad.options import Option
    count = Option("count", 1, help="a plain whole number")
    name = Option("name", "a")
    for option in (count, name, games.get("dodgem").option("axis")):
        error_message(OptionError, lambda: option.parse(None), option.name, "not text")
    error_message(OptionError, lambda: count.validate([1]), "count", "[1]")
    error_message(OptionError, lambda: count.validate("x"), "count", "'x'")
    error_message(OptionError, lambda: count.validate(1.0), "count")
    error_message(OptionError, lambda: count.validate(2 ** 64), "count", "far too large")
    # True == 1 and 1.0 == 1, but neither is the choice 1 (they would not read back).
    first = games.get("tracross").option("first_player")
    error_message(OptionError, lambda: first.validate(True), "first_player")
    error_message(OptionError, lambda: first.validate(1.0), "first_player")
    assert first.validate(2) == 2 and first.validate("2") == 2
    assert count.validate(7) == 7 and count.validate("7") == 7 and name.validate("b") == "b"


def test_unhashable_and_huge_values_never_reach_a_hash_or_str():
    pacru = games.get("pacru")
    opening = pacru.encode(pacru.start())
    error_message(OptionError, lambda: pacru.decode(opening, seats_2p=[[]]), "seats_2p")
    error_message(PositionError, lambda: pacru.decode(opening, players=10 ** 5000), "not")
    error_message(OptionError, lambda: Record.new("quet", target=10 ** 5000), "target")
    error_message(OptionError, lambda: Record.new("tracross", seed=10 ** 5000), "seed")
    error_message(OptionError, lambda: Record.new("dodgem", seed=2 ** 64), "seed")
    assert Record.new("dodgem", seed=2 ** 64 - 1).to_text().endswith(f"seed={2 ** 64 - 1}/")


def test_unknown_games_are_piecepad_errors_and_key_errors():
    from piecepad.errors import UnknownGameError
    for junk in JUNK + ("chess", "x" * MB, ""):
        with pytest.raises(UnknownGameError) as info:
            games.get(junk)
        assert isinstance(info.value, PiecepadError) and isinstance(info.value, KeyError)
        assert "dodgem" in str(info.value) and len(str(info.value)) < SHORT
        short_message(RecordError, lambda: Record.new(junk), "unknown game")
