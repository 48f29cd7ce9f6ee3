"""The App routes between screens behind one interface (app/screens/), and offers
its searches to the glue as jobs (app/jobs.py) that one runner drives."""

import inspect

import pytest

from piecepad.app import routes
from piecepad.app.screens import SCREENS, Screen, screen_class
from piecepad.app.screens.editor import Editor
from piecepad.app.screens.home import Home
from piecepad.app.screens.learn import Learn
from piecepad.app.screens.play import Play
from piecepad.app.screens.saved import Saved
from piecepad.record import Record

from view_helpers import make_app as app

ALL = (Home, Saved, Play, Editor, Learn)


def drive(job):
    """What the glue's runner does with a job, without the pauses: the search in
    slices to its end, its answer, its memory back, then finish and end."""
    search = job.begin()
    if search is None:
        return job.end()
    while not search.step(50):
        assert job.wanted()
    answer = job.answer(search, True)
    while not search.release(50):
        pass
    job.finish(answer, True)
    return job.end()


@pytest.mark.parametrize("hash_text, kind", [
    ("#/", Home), ("#/rules/dodgem", Home), ("#/nowhere", Home), ("#/saved", Saved),
    ("#/play/" + Record.new("dodgem").to_text(), Play), ("#/setup/dodgem", Editor),
    ("#/learn", Learn), ("#/learn/dodgem", Learn), ("#/write/dodgem", Learn),
])
def test_every_route_opens_its_screen(hash_text, kind):
    a = app()
    a.open(hash_text)
    assert type(a.screen) is kind and a.page_html


def test_every_page_a_route_names_has_a_screen_with_the_one_interface():
    pages = set(SCREENS) | set(routes.LEARN)
    assert {screen_class(p) for p in pages} == set(ALL)
    names = {n for n, _ in inspect.getmembers(Screen, inspect.isfunction)}
    for kind in ALL:
        assert issubclass(kind, Screen)
        for name in names:       # a screen overrides a method with the same signature
            assert inspect.signature(getattr(kind, name)) == \
                inspect.signature(getattr(Screen, name)), (kind, name)


def test_the_app_holds_the_screen_not_mode_fields():
    a = app()
    a.open("#/setup/dodgem")
    assert not {"learn", "setup", "fork", "stale", "deleted", "analysis"} & set(vars(a))
    a.open("#/learn/dodgem")
    assert a.session is None and a.screen.thing.session is not None   # a lesson is no game
    a.start_game("dodgem", {})
    assert type(a.screen) is Play and a.session is a.screen.session


def test_the_same_screen_takes_a_new_route_of_its_own():
    a = app()
    a.start_game("dodgem", {})
    a.tap("a5"), a.tap("a6")
    play, record = a.screen, a.session.record
    a.open(routes.play_hash(record, at=0))          # the same game at move 0: same screen
    assert a.screen is play and a.session.cursor == 0
    a.open("#/saved")
    a.action("delete", save=a.saves.list()[0].id)
    saved = a.screen
    a.open("#/saved")
    assert a.screen is saved and "Undo" in a.page_html    # Undo lasts while the list shows
    a.open("#/")
    a.open("#/saved")
    assert "Undo" not in a.page_html


def test_the_computer_moves_through_a_job_started_once():
    a = app()
    a.start_game("dodgem", {"seat0": "easy"})
    job = a.computer_job()
    assert job is not None and a.thinking and "is thinking" in a.page_html
    assert a.computer_job() is None                   # never started twice for one position
    assert drive(job)
    assert len(a.session.line) == 1 and not a.thinking and a.computing is None
    assert a.computer_job() is None                   # the person's turn


def test_a_hint_and_an_analysis_are_jobs_too():
    a = app()
    assert a.hint_job() is None and a.analysis_job() is None     # the home page has none
    a.start_game("dodgem", {})
    hint = a.hint_job()
    assert drive(hint) and a.session.message[1].startswith("Hint: ")
    a.action("analyse")
    job = a.analysis_job()
    assert job is not None and a.analysis_job() is None      # claimed at once
    job.every = None
    assert drive(job)
    assert a.services.analysis.running is None and "analysis" in a.page_html
