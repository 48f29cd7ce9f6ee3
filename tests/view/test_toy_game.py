"""The toy game reaches parity from its one folder (tests/view/toy/, issue 33): a rules
page, a lesson, a puzzle, a picture, a set-up and a computer profile, each found through
its catalogue row alone, so docs/adding-a-game.md is proved by a game nothing else knows."""

import re

import pytest

from piecepad import catalogue, games, setup
from piecepad.ai import choose
from piecepad.ai.heuristics import profile_for
from piecepad.learn import puzzles
from piecepad.learn.prove import prove
from piecepad.record import Record
from piecepad.view import diagram, pages, registry

from test_learn import finish_step, learning
from toy import ROW
from toy.profile import ToyProfile
from view_helpers import make_app


@pytest.fixture(autouse=True, scope="module")
def toy_registered():
    catalogue.register(ROW)
    yield
    catalogue.unregister(ROW.id)


def new_app():
    return make_app(clock=lambda: 1000)


def test_its_row_names_every_part_in_its_folder():
    for part in catalogue.PARTS:
        value = getattr(ROW, part)
        if part in ("ppn", "daily"):
            assert value == ""
        else:
            assert value.startswith("toy"), part


def test_the_rules_page_and_how_to_write_a_move():
    page = pages.rules_page("toy")
    assert "Toy noughts and crosses" in page and "three in a row loses" in page
    assert "<code>b2</code>" in page and "Toy board" in page


def test_the_lesson_is_played_to_its_end_and_saved():
    app = new_app()
    app.open("#/learn/toy")
    count = len(learning(app).lesson.steps)
    assert count == 3
    for i in range(count):
        finish_step(app)
        if i + 1 < count:
            app.action("learn-next")
    assert sorted(app.saves.settings()["learn:toy"]) == [1, 2, 3]
    assert "toy" in puzzles.lesson("toy").game_id


def test_the_puzzle_is_proved_and_solved_in_the_app():
    assert "toy" in puzzles.puzzle_games()
    one = puzzles.puzzle_set("toy").steps[0]
    proof = prove(one.state, 1)
    assert proof.line[0] == ("c3",)
    app = new_app()
    app.open("#/puzzle/toy/1")
    finish_step(app)
    assert app.saves.settings()["puzzles:toy"] == [1]


def test_a_picture_shows_every_mark():
    record = Record.new("toy").play("b2").play("a1").play("c3")
    text = diagram.svg(record)
    assert text.count('class="pc"') == 3
    assert re.search(r'class="last"', text)


def test_the_set_up_editor_reads_writes_and_starts_a_game():
    adapter = setup.adapter("toy")
    draft = adapter.read("x../.o./... x")
    assert adapter.write(draft) == "x../.o./... x"
    app = new_app()
    app.open("#/setup/toy")
    app.action("setup-brush", move="cross")
    app.tap("b2")
    assert "Cross" in app.page_html
    assert re.search(r'data-sq="b2"[^>]*aria-label="[^"]*cross', app.page_html, re.I)


def test_the_computer_uses_its_profile_and_takes_a_win():
    state = games.get("toy").decode("xx./oo./... x")
    assert isinstance(profile_for(state), ToyProfile)
    for level in ("easy", "medium", "hard"):
        assert choose(state, level=level, iterations=200, seed=1).text == "c3"


def test_without_its_row_nothing_knows_it():
    catalogue.unregister("toy")
    try:
        assert "toy" not in games.ids() and "toy" not in puzzles.puzzle_games()
        with pytest.raises(KeyError):
            registry.view("toy")
    finally:
        catalogue.register(ROW)
