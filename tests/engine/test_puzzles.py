"""Every shipped puzzle, proved again from its file alone.

The files hold a position, the goal, the main line, the proof's node count and a
grade. Nothing here trusts them: ``prove`` searches each position afresh and must
find exactly one winning first turn, no shorter win, the same main line (each
reader turn the only winning one against the longest defence), the same work, and
so the same grade under the file's thresholds."""

import pytest

from piecepad import games
from piecepad.learn import puzzles
from piecepad.learn.lesson import Lesson
from piecepad.learn.prove import prove

GAME_IDS = puzzles.puzzle_games()


@pytest.fixture(scope="module", params=GAME_IDS)
def puzzle_set(request):
    found = puzzles.puzzle_set(request.param)
    assert found is not None, f"no puzzles for {request.param}"
    return found


def test_at_least_thirty_and_every_grade(puzzle_set):
    assert len(puzzle_set.steps) >= 30
    assert {s.grade for s in puzzle_set.steps} == set(puzzles.GRADES)
    positions = [s.start for s in puzzle_set.steps]
    assert len(set(positions)) == len(positions), "a position is shipped twice"


def test_every_puzzle_is_proved_again(puzzle_set):
    game = games.get(puzzle_set.game_id)
    easy_max, medium_max = puzzles.thresholds(puzzle_set.grades)
    for step in puzzle_set.steps:
        n = int(step.goal.split()[-1])
        state = game.decode(step.start)
        proof = prove(state, n)                  # raises NotAPuzzle saying why not
        line = tuple(tuple(t[0]) for t in step.line)
        assert proof.line == line, f"puzzle {step.number}: the line is {proof.line}"
        assert proof.nodes == step.nodes, f"puzzle {step.number}"
        assert step.grade == puzzles.grade_of(proof.nodes, easy_max, medium_max)


def test_files_read_back_as_written(puzzle_set):
    again = Lesson.read(puzzle_set.to_text())
    assert [s.raw for s in again.steps] == [s.raw for s in puzzle_set.steps]
