"""The set-up editor in the app: its route, taps, actions, the page, and the
game it starts (saved, reloaded, linked)."""

import html
import re

import pytest

from piecepad import games, setup
from piecepad.app import setup as editor
from piecepad.app.saves import PREFIX, MemoryStore
from piecepad.record import Record

from view_helpers import make_app as app

GAME_IDS = ("dodgem", "pacru", "quet", "tracers", "tracross", "tracross-solitaire")



def editing(app):
    """The set-up editor on screen, or None."""
    from piecepad.app.screens.editor import Editor
    return app.screen if isinstance(app.screen, Editor) else None


def hidden_form(dialog):
    """The form values the glue would submit: hidden inputs and each select's choice."""
    values = {m[0]: html.unescape(m[1]) for m in
              re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)"', dialog)}
    for name in re.findall(r'<select name="([^"]+)"', dialog):
        values[name] = "human"
    return values


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_opens_in_the_editor(game_id):
    a = app()
    a.open(f"#/setup/{game_id}")
    assert editing(a) is not None and a.session is None
    page = a.page_html
    assert 'class="game-page setup-page' in page
    assert 'data-action="setup-brush"' in page and 'aria-pressed="true"' in page
    assert 'data-sq="a1"' in page and 'id="setup-play"' in page
    assert "A legal position" in page
    assert a.hash.startswith(f"#/setup/{game_id}/")
    # The hash is the editor's state: opening it again shows the same page.
    b = app()
    b.open(a.hash)
    assert b.page_html == page


def test_dodgem_edit_refuse_fix_and_play(store):
    a = app(store)
    a.open("#/setup/dodgem")
    a.action("setup-brush", move="red")
    a.tap("c3")
    assert "Red has 6 coins on the board" in a.page_html
    assert re.search(r'<button[^>]*id="setup-play"[^>]*disabled', a.page_html)
    assert "Not a position to play from" in a.announcement
    a.action("setup-play")                       # refused: no dialog
    assert a.dialog_html is None
    a.action("setup-brush", move="empty")
    a.tap("a1")
    a.action("setup-choose", move="to_move=g")
    assert "A legal position" in a.page_html
    assert not re.search(r'<button[^>]*id="setup-play"[^>]*disabled', a.page_html)
    a.action("setup-play")
    assert "Play from this position" in a.dialog_html and 'name="seat1"' in a.dialog_html
    form = hidden_form(a.dialog_html)
    assert form["from"] == "5G/R4G/R4G/1R2G1/R4G/5G g" or form["from"].endswith(" g")
    form["seat0"] = "easy"
    a.start_game("dodgem", form)
    assert editing(a) is None and a.session is not None and a.dialog_html is None
    record = a.session.record
    assert record.start_position == form["from"]
    assert a.seats == ("easy", "human")
    assert a.hash == "#/play/" + record.to_text()
    a.tap("f2")
    a.tap("e2")
    assert len(a.session.line) == 1
    # Saved like any game, and a reload (the same hash, a fresh app) restores it.
    saved = [v for k, v in store.items.items() if k.startswith(PREFIX)]
    assert len(saved) == 1 and "from=" in saved[0]
    b = app(MemoryStore(store.items))
    b.open(a.hash)
    assert b.session.record == a.session.record and b.seats == ("easy", "human")
    # The link in a place with no saves: the same position.
    c = app()
    c.open(a.hash)
    assert c.session.state == a.session.state


def test_set_up_from_a_game_page():
    a = app()
    a.open("#/play/pp1/tracers/1.1//h8-f7.a1-b3")
    assert 'id="setup-from-game"' in a.page_html
    state = a.session.state
    a.action("setup-from-game")
    assert editing(a) is not None and a.push
    assert editing(a).value.state() == state
    assert a.hash == editor.setup_hash(editing(a).value)


def test_play_from_here_keeps_the_computer_seat_of_the_game_it_came_from():
    a = app()
    a.start_game("tracers", {"seat0": "medium"})
    a.action("setup-from-game")
    a.action("setup-play")
    assert re.search(r'<select name="seat0">.*?<option value="medium" selected>', a.dialog_html)
    assert not re.search(r'<select name="seat1">.*?<option value="(easy|medium|hard)" selected>',
                         a.dialog_html)
    a.open("#/setup/tracers")                     # not from a game: people, as before
    a.action("setup-play")
    assert not re.search(r'<option value="(easy|medium|hard)" selected>', a.dialog_html)


def test_home_cards_link_to_the_editor():
    a = app()
    a.open("#/")
    for game_id in GAME_IDS:
        assert f'href="#/setup/{game_id}"' in a.page_html


def test_options_travel_in_the_editor_link():
    a = app()
    a.open("#/setup/quet")
    a.open("#/play/" + Record.new("quet", n=4, target=2).to_text())
    a.action("setup-from-game")
    assert a.hash.endswith("/n=4;target=2")
    b = app()
    b.open(a.hash)
    assert editing(b).value.draft.width == 4
    assert editing(b).value.decode_options() == {"n": 4, "target": 2}


def test_solitaire_plays_at_once():
    a = app()
    a.open("#/setup/tracross-solitaire")
    a.action("setup-brush", move="piece-2")
    a.tap("a1")
    a.action("setup-play")
    assert a.session is not None and a.session.record.start_position is not None
    assert a.session.state.tiles[0] == 2


def test_a_seed_is_not_added_to_a_set_up_game():
    a = app()
    a.open("#/setup/tracross")
    a.action("setup-play")
    a.start_game("tracross", hidden_form(a.dialog_html))
    assert a.session is not None
    assert "seed" not in dict(a.session.record.start_args)


def test_pacru_three_players_seats_in_the_dialog():
    a = app()
    a.open("#/play/" + Record.new("pacru", players=3).to_text())
    a.action("setup-from-game")
    a.action("setup-play")
    dialog = a.dialog_html
    assert 'name="seat2"' in dialog and 'name="seat3"' not in dialog
    assert "North" in dialog
    a.start_game("pacru", hidden_form(dialog))
    assert a.session.state.players == 3


def test_a_refused_start_shows_the_set_up_dialog_again():
    a = app()
    a.open("#/setup/dodgem")
    a.action("setup-play")
    form = hidden_form(a.dialog_html)
    form["axis"] = "sideways"
    a.start_game("dodgem", form)
    assert a.session is None and "Play from this position" in a.dialog_html
    assert "axis" in a.dialog_html


@pytest.mark.parametrize("hash_text", [
    "#/setup/nope", "#/setup/dodgem/garbage", "#/setup/dodgem/" + "9" * 3000,
    "#/setup/tracers/x%2Fy/knight_path=zzz", "#/setup/pacru/%28%28%28", "#/setup/quet//",
    "#/setup/dodgem/5G%2FR4G%2FR4G%2FR4G%2FR4G%2FR5%20r/axis=Q",
])
def test_hostile_editor_links_never_break_the_app(hash_text):
    a = app()
    a.open(hash_text)
    assert a.page_html
    if editing(a) is not None:
        a.tap("a1")
        a.action("setup-choose", move="to_move=zz")
        a.action("setup-brush", move="<script>")
        a.action("setup-play")
        assert "<script>" not in a.page_html


def test_keys_move_the_focus_in_the_editor():
    a = app()
    a.open("#/setup/dodgem")
    a.key("a1", 1, 0)
    assert a.focus_selector == '[data-sq="b1"]'
    a.key("f1", 1, 0)
    assert a.focus_selector == '[data-sq="f1"]'


def test_leaving_the_editor():
    a = app()
    a.open("#/setup/dodgem")
    a.open("#/")
    assert editing(a) is None and "Pick a game" in a.page_html
    assert setup.supported("dodgem") and games.get("dodgem")


def test_the_editor_link_opens_a_dialog_to_copy_it():
    a = app(clock=lambda: 1000)
    a.open("#/setup/dodgem")
    a.action("setup-link")
    assert 'id="share-link"' in a.dialog_html and "https://pp.test/#/setup/dodgem/" in a.dialog_html
    assert 'data-copy="share-link"' in a.dialog_html and 'role="status"' in a.dialog_html
