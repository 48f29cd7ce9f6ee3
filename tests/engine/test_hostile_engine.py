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
    from piecepad.games import dodgem
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
