"""The first paint (piecepad.app.prerender): what index.html shows before Python starts
is the app's own rendering of the same page, for every game."""

import re

from piecepad import games
from piecepad.app.controller import App
from piecepad.app.prerender import first_paint
from piecepad.app.saves import MemoryStore
from piecepad.view import registry

from view_helpers import new_record


def test_every_game_has_a_game_page_an_embed_and_its_rules():
    pages = first_paint()
    for game_id in games.ids():
        assert f"play-{game_id}" in pages and f"embed-{game_id}" in pages
        assert "embed-page" in pages[f"embed-{game_id}"]
        assert games.get(game_id).title.replace("'", "&#x27;") in pages[f"play-{game_id}"]
        if registry.has_rules(game_id):
            assert pages[f"rules-{game_id}"].startswith("<article class=\"rules")


def test_the_home_page_is_exactly_what_python_paints_on_a_first_visit():
    app = App(MemoryStore())
    app.open("#/")
    assert first_paint()["home"] == app.page_html


def test_a_returning_players_home_differs_only_in_the_placeholders(store):
    app = App(store, clock=lambda: 5.0)
    app.open("#/play/pp1/dodgem/1.0//a5-a6")
    app.open("#/")
    [save] = app.saves.list()
    template = first_paint()["home-resume"]
    # first-paint.js removes the Continue slots it has no game for, then fills the rest.
    template = re.sub(r'<section class="also-playing".*?</section>', "", template)
    template = re.sub(r'<p class="your-move-line">.*?</p>', "", template)   # none waits
    filled = (template.replace("{id0}", save.id)
              .replace("{title0}", save.title.replace("'", "&#x27;"))
              .replace("{cursor0}", str(save.cursor)).replace("{status0}", save.status)
              .replace("{count}", "1"))
    assert filled == app.page_html


def test_a_game_link_stand_in_has_the_board_of_the_default_game():
    for game_id in games.ids():
        app = App(MemoryStore())
        app.open("#/play/" + new_record(game_id, seed=1).to_text())
        assert first_paint()[f"play-{game_id}"] == app.page_html


def test_every_home_card_shows_a_picture_the_build_draws():
    from piecepad.app.prerender import card_pictures, card_record
    from piecepad.view import pages
    pictures = card_pictures()
    home = pages.home([])
    for game_id in games.ids():
        path = pages.card_picture_path(game_id)
        assert path in pictures and f'href="{path}"' in home
        assert pictures[path].startswith("<svg") and "<script" not in pictures[path]
        record = card_record(game_id)
        assert len(record) >= 6 and record.state.outcome is None, "a game in play"
    assert card_pictures() == pictures            # the same at every build


def test_a_returning_players_home_has_the_your_move_line_when_friends_wait(store):
    """The line first-paint.js fills ("2 games") or removes, where Python draws it."""
    from piecepad.app.controller import App as Shown
    app = Shown(store, clock=lambda: 5.0)
    app.start_game("tracers", {"seat0": "friend", "seat1": "human"})   # Dark here, first
    app.open("#/")
    [save] = app.saves.list()
    assert '<p class="your-move-line"><a href="#/saved">Your move in 1 game</a></p>' \
        in app.page_html
    template = first_paint()["home-resume"]
    template = re.sub(r'<section class="also-playing".*?</section>', "", template)
    filled = (template.replace("{id0}", save.id).replace("{title0}", save.title)
              .replace("{cursor0}", str(save.cursor)).replace("{status0}", save.status)
              .replace("{count}", "1").replace("{yourmove}", "1 game"))
    assert filled == app.page_html
