"""Every shipped lesson step says what its answers do, and the engine agrees.

A step with answers declares a ``claim:`` (docs/lessons.md): ``any``, ``wins``,
``scores``, ``forces a pass``, ``stops a win`` or ``named`` (optionally ``from <square>``).
``Lesson.read`` derives, with the engine, the turns that do that, and refuses the step
unless its answers are exactly those. These tests make sure every shipped step declares
one, and that the squares and moves its text names are real.
"""

import re

import pytest

from piecepad import games
from piecepad.errors import IllegalMoveError
from piecepad.learn import puzzles
from piecepad.learn.lesson import ANY, ANY_WIN, Lesson, LessonError, claimed_turns
from piecepad.learn.prove import turns, won

GAMES = [g for g in games.ids() if puzzles.lesson_text(g)]
MOVE_RE = re.compile(r"(?<![A-Za-z0-9])([a-z][1-9][0-9]?(?:[-x][a-z][1-9][0-9]?|-off))"
                     r"(?![A-Za-z0-9])")
SQUARE_RE = re.compile(r"(?<![A-Za-z0-9])([a-z][1-9][0-9]?)(?![A-Za-z0-9])")


def _answer_steps(game_id):
    lesson = Lesson.read(puzzles.lesson_text(game_id))
    return [(lesson, s) for s in lesson.steps if not s.play]


def test_every_game_has_a_lesson():
    assert set(GAMES) == set(games.ids())


@pytest.mark.parametrize("game_id", GAMES)
def test_every_step_with_answers_declares_a_claim_that_holds(game_id):
    steps = _answer_steps(game_id)
    assert steps
    for _, step in steps:
        assert step.claim, f"{game_id} {step.name}: no 'claim:'"
        want = claimed_turns(step, step.state)
        have = set()
        for alt in step.line[0]:
            if alt == ANY:
                have |= {p for p, _ in turns(step.state)}
            elif alt == ANY_WIN:
                have |= {p for p, a in turns(step.state) if won(a, step.seat)}
            else:
                have.add(tuple(alt))
        assert have == want, f"{game_id} {step.name}"


@pytest.mark.parametrize("game_id", GAMES)
def test_squares_and_moves_named_in_a_step_are_real(game_id):
    """Every square a step's text names is on the board; every move it writes out (a1-b3,
    d4xd5, f4-off) is legal where the step starts; a step whose answers are not every
    legal turn has a nudge that names no move it then refuses."""
    for _, step in _answer_steps(game_id):
        text = step.say + " " + step.nudge
        state = step.state
        for square in SQUARE_RE.findall(text):
            assert state.grid.parse(square) is not None, f"{game_id} {step.name}: {square}"
        legal = {m.text for m in state.legal_moves()}
        for move in MOVE_RE.findall(text):
            assert move in legal, f"{game_id} {step.name}: '{move}' is named but not legal"


def test_tracers_own_colour_step_teaches_what_it_says():
    """The marks are where the knight's leaps land: exactly those leaps are refused, with
    the own-colour reason, and every other leap is an answer (d4-e6 included)."""
    lesson = Lesson.read(puzzles.lesson_text("tracers"))
    step = next(s for s in lesson.steps if s.title == "Never on your own colour")
    state = step.state
    d4 = ["b3", "b5", "c2", "c6", "e2", "e6", "f3", "f5"]
    answers = {alt[0] for alt in step.line[0]}
    refused = [sq for sq in d4 if f"d4-{sq}" not in answers]
    assert refused and set(refused) <= set(SQUARE_RE.findall(step.say))
    for sq in refused:
        with pytest.raises(IllegalMoveError) as e:
            state.play(f"d4-{sq}")
        assert "your own mark" in str(e.value)
    assert answers == {f"d4-{sq}" for sq in d4 if sq not in refused}
    assert "d4-e6" in answers


def test_solitaire_last_square_step_accepts_every_solving_piece():
    lesson = Lesson.read(puzzles.lesson_text("tracross-solitaire"))
    step = next(s for s in lesson.steps if s.title == "One square to go")
    wins = {p for p, a in turns(step.state) if won(a, step.seat)}
    assert wins == {("a3:1",), ("a3:2",), ("a3:3",)}
    assert step.line[0] == (ANY_WIN,)
    # The text says any piece does; it never asks for "the" right one.
    text = (step.say + " " + step.nudge).lower()
    assert "which piece" not in text and "any piece" in text and "three" in text


def test_a_claim_that_does_not_hold_is_refused():
    text = """game: tracers
rules: 1.1

step: Never on your own colour
from: ......../......../......../....l.../......../...l..../......../........ d4 h8 l -
say: Any leap.
answer: d4-c6 | d4-b5 | d4-b3 | d4-c2 | d4-e2 | d4-f3 | d4-f5
claim: any
"""
    with pytest.raises(LessonError) as e:
        Lesson.read(text)
    assert "leaves out d4-e6" in str(e.value) and len(str(e.value)) < 200
    with pytest.raises(LessonError, match="is one of"):
        Lesson.read(text.replace("claim: any", "claim: looks nice"))
