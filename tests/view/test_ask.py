"""Ask the board (issue 32, item 2): one command set for every game, answered from
the state in the board's own words, at the start and mid-game; a bad command gets
a short help; no command is ever a move."""

import random

import pytest

from piecepad import games
from piecepad.app.session import Session
from piecepad.record import Record
from piecepad.view import ask

from view_helpers import new_record

COMMANDS = ("help", "?", "mine", "my pieces", "theirs", "square {sq}", "{sq}?", "row 1",
            "rank 2", "column {file}", "file {file}", "last", "turn", "score", "moves {sq}",
            "moves", "what is on {sq}")


def sessions(game_id, plies=10, seed=3):
    """The game at its start and after some random moves."""
    rng = random.Random(seed)
    record = new_record(game_id, seed)
    start = Session(record)
    for _ in range(plies):
        moves = record.state.legal_moves()
        if not moves:
            break
        record = record.play(rng.choice(moves))
    return start, Session(record)


def a_square(session):
    """A square where something stands, with a legal move from it when there is one."""
    state = session.state
    for move in state.legal_moves():
        if move.origin or move.square:
            return move.origin or move.square
    return state.grid.name(0)


@pytest.mark.parametrize("game_id", games.ids())
def test_every_command_answers_in_every_game_at_the_start_and_mid_game(game_id):
    for session in sessions(game_id):
        sq = a_square(session)
        for command in COMMANDS:
            text = command.format(sq=sq, file=sq[0])
            said = ask.answer(session.frame(), text)
            assert said and said.strip(), (game_id, text)
            assert said != ask.SHORT_HELP, (game_id, text, said)
            assert "<" not in said and ">" not in said.replace("e6>", ""), said


@pytest.mark.parametrize("game_id", games.ids())
def test_a_bad_command_gets_a_short_help(game_id):
    session = sessions(game_id)[1]
    for text in ("square z99", "z99?", "row 0", "row 42", "column q", "moves z1", "square",
                 "hello?"):
        said = ask.answer(session.frame(), text)
        assert said == ask.SHORT_HELP and len(said) < 200, (text, said)


@pytest.mark.parametrize("game_id", games.ids())
def test_no_move_of_any_game_is_taken_for_a_command(game_id):
    for session in sessions(game_id, plies=30):
        for move in session.state.legal_moves():
            assert not ask.is_command(move.text), move.text
    assert ask.answer(sessions(game_id)[0].frame(), "a1-b2") is None


def test_answers_in_each_games_own_terms():
    """The board's own names come out: Dodg'em's coins, Tracers' pawns and marks,
    Pacru's facings and tiles, Tracross's track pieces, and the squares of a row."""
    s = Session(Record.new("dodgem"))
    assert "a1 Red coin" in ask.answer(s.frame(), "mine")
    assert "f2 Green coin" in ask.answer(s.frame(), "theirs")
    assert ask.answer(s.frame(), "a1?") == "a1: Red coin."
    assert ask.answer(s.frame(), "b1?") == "b1: empty."
    assert ask.answer(s.frame(), "row 1").startswith("Row 1: a1 Red coin; b1 empty")
    said = ask.answer(s.frame(), "moves a1")
    assert "a1-b1" in said and "a2-b2" not in said
    assert ask.answer(s.frame(), "last") == "No move has been played yet."
    s = Session(Record.from_text("pp1/dodgem/1.0//a1-b1"))
    assert ask.answer(s.frame(), "last") == "Red a1 to b1; b1 now: Red coin."
    assert ask.answer(s.frame(), "turn").startswith("Green to move.")

    s = Session(Record.from_text("pp1/tracers/1.1//h8-g6"))
    said = ask.answer(s.frame(), "theirs")
    assert "marked Dark" in said or "Dark pawn" in said
    assert "Light pawn" in ask.answer(s.frame(), "mine")

    s = Session(Record.new("pacru"))
    mine = ask.answer(s.frame(), "mine")
    assert "facing" in mine and "tile" in mine, mine

    s = Session(Record.new("tracross", seed=1))
    first = s.state.legal_moves()[0].text
    s = Session(s.line.play(first))
    assert "piece" in ask.answer(s.frame(), f"{first}?"), ask.answer(s.frame(), f"{first}?")
    assert "joins" in ask.answer(s.frame(), "mine")          # no piece is anyone's: the sides


def test_help_lists_the_commands_and_names_a_move_of_the_game():
    s = Session(Record.new("dodgem"))
    said = ask.answer(s.frame(), "help")
    for word in ("mine", "theirs", "row", "column", "last", "turn", "moves"):
        assert word in said
    assert "a1-b1" in said
