"""Names, resigning and draw offers as the app shows them: the status, the Saved
rows, the share pictures' captions and alt text, the embed; markup stays text."""

import re

import pytest

from piecepad import agreed, games
from piecepad.view import diagram
from piecepad.app.session import Session
from piecepad.record import Record
from piecepad.view import pages, share

from view_helpers import make_app as app

EVIL = "<img src=x>"


def named_tracers():
    return Record.new("tracers").with_names(["Sam", EVIL]).play("h8-g6")


def test_status_saved_pictures_and_embed_name_the_players():
    record = named_tracers()
    a = app()
    a.open("#/play/" + record.to_text())
    assert "Sam (Light) to move." in a.page_html
    assert EVIL not in a.page_html and "&lt;img src=x&gt;" in a.page_html
    a.open("#/saved")
    assert "Sam (Light) to move." in a.page_html and EVIL not in a.page_html
    svg = diagram.svg(record)
    assert "Tracers: Sam v &lt;img src=x&gt;" in svg and "Sam (Light) to move." in svg
    assert EVIL not in svg
    session = Session(record)
    assert share.alt_text(session) == \
        f"Tracers ({'Sam v ' + EVIL}), after move 1: Sam (Light) to move."
    assert EVIL not in share.dialog(session, "https://x/", "https://x/?embed", "v", (420, 640))
    e = app(embed=True)
    e.open("#/play/" + record.to_text())
    assert "Sam (Light) to move." in e.page_html and EVIL not in e.page_html
    # A reader's board in a blog: it shows the result, but resigning or offering a
    # draw there would reach no one (and the frame has no room to spare).
    assert 'id="resign"' not in e.page_html and 'id="offer-draw"' not in e.page_html


def test_resign_asks_first_then_ends_the_game():
    a = app()
    a.open("#/play/" + named_tracers().to_text())
    assert 'id="resign"' in a.page_html and 'id="offer-draw"' in a.page_html
    a.action("resign")
    assert "Resign this game for Sam (Light)?" in a.page_html
    a.action("cancel-resign")
    assert a.session.state.outcome is None and 'id="ask-resign"' not in a.page_html
    a.action("resign")
    a.action("confirm-resign")
    assert a.session.state.outcome.reason == "Light resigned"
    assert "Light resigned." in a.page_html and 'id="resign"' not in a.page_html
    assert a.hash.endswith(".!resign:1") and a.hash.startswith("#/play/pp2/")
    assert a.announcement.startswith("Sam (Light) resigns. <img src=x> wins. Light resigned.")
    game = a.hash
    a.open("#/saved")
    assert "Light resigned." in a.page_html
    a.open(game)
    a.action("undo")
    assert a.session.state.outcome is None and 'id="resign"' in a.page_html


def test_draw_offer_is_answered_by_the_other_side():
    a = app()
    a.open("#/play/" + named_tracers().to_text())
    a.action("offer-draw")
    assert "Sam (Light) offers a draw. Sam (Light) to move." in a.page_html
    assert 'id="accept-draw"' in a.page_html and 'id="offer-draw"' not in a.page_html
    a.action("decline-draw")
    assert agreed.offer_of(a.session.state) is None
    assert "declines the draw" in a.announcement
    a.action("offer-draw")
    a.action("accept-draw")
    assert a.session.state.outcome.reason == "Drawn by agreement"
    assert "Drawn by agreement." in a.page_html
    picture = diagram.svg(a.session.record)
    assert "Drawn by agreement." in picture


def test_no_resign_or_draw_in_games_of_more_or_fewer_than_two():
    for game_id, options in (("pacru", {"players": 3}),
                             ("tracross-solitaire", {"original": "112/212/212"})):
        a = app()
        a.open("#/play/" + Record.new(game_id, **options).to_text())
        assert 'id="resign"' not in a.page_html and 'id="offer-draw"' not in a.page_html


def test_new_game_dialog_names_the_people_only():
    a = app()
    a.open("#/")
    a.action("new-game", game="tracers")
    assert 'name="name0"' in a.dialog_html and 'maxlength="20"' in a.dialog_html
    a.start_game("tracers", {"seat0": "human", "seat1": "easy", "name0": " Sam ",
                             "name1": "Bot"})
    assert a.session.line.names == ("Sam", "")
    assert re.search(r"/pp2/tracers/1\.1/gid=[a-z0-9]+;name1=Sam/", a.hash)


def test_a_name_too_long_is_refused_in_the_dialog_and_on_the_page():
    a = app()
    a.open("#/")
    a.action("new-game", game="dodgem")
    a.start_game("dodgem", {"name0": "x" * 10_000})
    assert "a name has at most 20" in a.dialog_html and a.session is None
    a.start_game("dodgem", {"name0": "Ann"})
    before = a.hash
    a.action("set-names", name0="Ann", name1="y\u202e" * 3)
    assert "invisible character" in a.page_html and a.hash == before
    a.action("set-names", name0="Ann", name1="Bo")
    assert "Bo (Green)" in a.page_html or "Ann (Red) to move." in a.page_html
    assert re.match(r"#/play/pp2/dodgem/1\.0/gid=[a-z0-9]+;name1=Ann;name2=Bo/", a.hash)


def test_a_link_with_a_bad_name_changes_nothing(store):
    a = app(store)
    a.open("#/play/" + named_tracers().to_text())
    kept = dict(store.items)
    a.open("#/play/pp2/tracers/1.1/name1=" + "x" * 10_000 + "/h8-g6")
    assert "a name has at most 20" in a.page_html
    assert store.items == kept


@pytest.mark.parametrize("game_id", [g for g in games.ids() if games.get(g).max_players >= 2])
def test_status_names_every_game(game_id):
    record = Record.new(game_id).with_names(["Ann", "Bo"])
    state = record.state
    who = agreed.who(state, state.to_move, record.names)
    assert who in pages.status_text(state, record.names)
