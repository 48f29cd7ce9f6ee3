"""The analysis mode of a game page, every game: the button, the panel, the best
line and the values drawn on the board, a report never shown over another position,
Stop and Resume, and the game never changed by it."""

import re

import pytest

from piecepad import games
from piecepad.ai.analysis import Analysis
from piecepad.app import routes

from tests.engine.test_analysis import ticking
from tests.view.test_replay import game_record, opened

IDS = games.ids()


def going(game_id, plies=6):
    """A game of ``plies`` decisions still going on."""
    for seed in range(3, 40):
        record = game_record(game_id, seed=seed, plies=plies)
        if record.state.outcome is None:
            return record
    raise AssertionError(f"no {game_id} game still going after {plies} plies")


def analysed(app, token):
    """What the glue does: the app's search, in slices, reported to the app."""
    search = app.analysis_search(token)
    assert isinstance(search, Analysis)
    search.clock, search.budget_s, search.line_s = ticking(), 0.3, 0.04
    while not search.step(5):
        pass
    app.show_analysis(token, search.report(), running=False)
    return search.report()


@pytest.mark.parametrize("game_id", IDS)
def test_analyse_draws_the_line_and_never_changes_the_game(game_id):
    record = going(game_id)
    app = opened(record)
    saved = app.saves.list()[0]
    assert 'id="analyse"' in app.page_html and 'id="analysis"' not in app.page_html
    assert app.analysis_due() is None                      # off until asked
    app.action("analyse")
    assert 'aria-pressed="true"' in app.page_html and 'id="analysis"' in app.page_html
    token = app.analysis_due()
    assert token == app.position_token()
    report = analysed(app, token)
    assert app.analysis_due() is None                      # done: not started again
    html = app.page_html
    assert "analysis-verdict" in html
    steps = re.findall(r'<span class="line-step" data-step="([\d,]+)">', html)
    assert steps and "1" in ",".join(steps).split(",")
    if record.state.players > 1:
        assert 'class="eval-bar"' in html
    # The game and its save are as they were.
    assert app.session.line == record and app.hash == routes.play_hash(record)
    assert (app.saves.list()[0].record, app.saves.list()[0].cursor) == (saved.record, saved.cursor)
    # Another position: the old report is not drawn over it, and a new one is due.
    app.action("prev")
    assert "line-step" not in app.page_html and "Looking at the position" in app.page_html
    assert app.analysis_due() == app.position_token() != token
    assert report.line


def test_values_on_the_board_for_the_picked_piece():
    record = going("dodgem", 4)
    app = opened(record)
    app.action("analyse")
    analysed(app, app.analysis_due())
    s = app.session
    piece = sorted(s.movable())[0]
    app.tap(piece)
    values = dict(re.findall(r'data-sq="(\w+)"[^>]*aria-label="[^"]*worth (\d+) %', app.page_html))
    targets = set(s.target_moves())
    assert values and set(values) <= targets


def test_stop_and_resume():
    app = opened(going("quet", 4))
    app.action("analyse")
    token = app.analysis_due()
    search = app.analysis_search(token)
    search.clock = ticking()
    search.step(5)
    app.show_analysis(token, search.report())
    assert 'id="stop-analysis"' in app.page_html
    app.action("stop-analysis")
    assert not app.analysis_wanted(token)                  # the glue's loop ends
    assert app.analysis_due() is None and 'id="resume-analysis"' in app.page_html
    app.show_analysis(token, search.report(), running=False)   # what the glue does then
    assert "Stopped." in app.page_html and "Done." not in app.page_html
    app.action("resume-analysis")
    assert app.analysis_wanted(token)
    app.action("analyse")                                  # off: the panel goes
    assert 'id="analysis"' not in app.page_html and app.analysis_due() is None


def test_not_while_the_computer_is_to_move():
    app = opened(going("tracers", 4))
    app.seats = ("medium", "medium")
    app.action("analyse")
    assert app.analysis_due() is None


def test_a_finished_game_says_who_won():
    record = game_record("dodgem", plies=400)
    assert record.state.outcome is not None
    app = opened(record)
    app.action("analyse")
    analysed(app, app.analysis_due())
    winner = record.state.seat_name(record.state.outcome.winners[0])
    assert f"{winner} won." in app.page_html
