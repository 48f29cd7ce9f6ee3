"""The app as the glue drives it: hashes in, pages and hashes out."""

import re

from piecepad.app.saves import PREFIX, MemoryStore
from piecepad.record import Record

from view_helpers import make_app as app


def test_home_lists_all_five_games_and_says_which_are_not_ready():
    a = app()
    a.open("")
    for gid in ("dodgem", "tracers", "tracross", "pacru", "quet"):
        assert f'data-game="{gid}"' in a.page_html
    from piecepad.view import pages
    assert "Not playable yet" not in a.page_html
    assert pages.playable("dodgem")


def test_new_game_moves_autosave_and_hash(store):
    a = app(store)
    a.open("#/")
    a.action("new-game", game="dodgem")
    assert "New game" in a.dialog_html and 'name="axis"' in a.dialog_html
    a.start_game("dodgem", {"axis": "V", "draw_rule": "repetition3", "classic_end": "off"})
    # A game has its id from the start: the address bar joins a friend's save too.
    gid = a.session.line.gid
    assert a.dialog_html is None and a.hash == f"#/play/pp2/dodgem/1.0/axis=V;gid={gid}/"
    a.tap("a5")
    a.tap("a6")
    assert a.hash == f"#/play/pp2/dodgem/1.0/axis=V;gid={gid}/a5-a6"
    saved = [v for k, v in store.items.items() if k.startswith(PREFIX)]
    assert len(saved) == 1 and "a5-a6" in saved[0]
    assert a.announcement.startswith("Red a5 to a6")


def test_bad_option_in_dialog_shows_the_engine_reason():
    a = app()
    a.start_game("dodgem", {"axis": "Q"})
    assert "axis" in a.dialog_html and "H, V" in a.dialog_html


def test_reload_resumes_the_save_with_its_redo_line(store):
    a = app(store)
    a.open("#/play/pp1/dodgem/1.0//a5-a6.f2-e2")
    a.action("undo")
    assert a.hash == "#/play/pp1/dodgem/1.0//a5-a6"
    b = app(store)                 # a reload: same storage, same hash
    b.open(a.hash)
    assert b.session.cursor == 1 and len(b.session.line) == 2
    assert b.session.save_id == a.session.save_id


def test_broken_link_names_the_problem_and_keeps_saves(store):
    a = app(store)
    a.open("#/play/pp1/dodgem/1.0//a5-a6")
    before = dict(store.items)
    for bad, words in (("#/play/pp1/dodgem/1.0//a5-a6.zz9-a1", "move 2"),
                       ("#/play/pp1/dodgem/0.3//", "version 0.3"),
                       ("#/play/pp1/chess/1//", "unknown game"),
                       ("#/play/pp1/dodgem/1.0/axis=%3Cb%3E/", "option axis")):
        a.open(bad)
        assert "broken" in a.page_html and words in a.page_html
        assert store.items == before
    a.open("#/play/pp1/dodgem/1.0/axis=%3Cimg%20src=x%20onerror=alert(1)%3E/")
    assert "<img src=x" not in a.page_html and "&lt;img src=x" in a.page_html


def test_unknown_page_and_rules_page():
    a = app()
    a.open("#/nowhere")
    assert "no page" in a.page_html
    a.open("#/rules/dodgem")
    assert "how to play" in a.page_html and 'class="diagram"' in a.page_html


def test_embed_never_writes_storage_and_links_out(store):
    a = app(store, embed=True)
    a.open("#/play/pp1/dodgem/1.0//a5-a6")
    a.tap("f2")
    a.tap("e2")
    assert store.items == {}
    assert 'id="open-in-piecepad"' in a.page_html
    assert 'href="https://pp.test/#/play/pp1/dodgem/1.0//a5-a6.f2-e2"' in a.page_html
    assert a.embed_url() == "https://pp.test/?embed#/play/pp1/dodgem/1.0//a5-a6.f2-e2"


def test_saved_page_continue_and_delete(store):
    a = app(store)
    a.open("#/play/pp1/dodgem/1.0//a5-a6")
    save_id = a.session.save_id
    a.open("#/saved")
    assert f'data-save="{save_id}"' in a.page_html
    a.action("continue", save=save_id)
    assert a.session.line.moves == ("a5-a6",)
    a.open("#/saved")
    a.action("delete", save=save_id)
    assert "No saved games" in a.page_html


def test_the_share_dialog_holds_escaped_links_and_snippets():
    a = app()
    a.open("#/play/pp1/dodgem/1.0//a5-a6.f2-e2&at=1")
    a.action("share")
    html = a.dialog_html
    assert 'value="https://pp.test/#/play/pp1/dodgem/1.0//a5-a6.f2-e2&amp;at=1"' in html
    assert "&lt;iframe src=&quot;https://pp.test/?embed#/play/" in html
    assert "?embed&amp;amp;view#/play/" in html or "?embed&amp;view#/play/" in html
    assert "data:image/svg+xml;base64," in html and "<script" not in html
    assert a.session.line.moves == ("a5-a6", "f2-e2")      # sharing changes nothing


def test_a_game_for_more_players_asks_how_many():
    a = app()
    a.action("new-game", game="pacru")
    assert 'name="players"' in a.dialog_html and "4 players" in a.dialog_html
    a.start_game("pacru", {"players": "3"})
    from piecepad.view import pages
    if pages.playable("pacru"):
        assert a.session.state.players == 3
        assert a.hash.startswith("#/play/pp2/pacru/2011/players=3;gid=")
    else:
        assert a.session is None and "not playable" in a.dialog_html
    a.action("new-game", game="dodgem")
    assert 'name="players"' not in a.dialog_html


def test_seats_for_the_computer_are_chosen_saved_and_shown(store):
    a = app(store)
    a.action("new-game", game="dodgem")
    assert 'name="seat0"' in a.dialog_html and 'name="seat1"' in a.dialog_html
    a.start_game("dodgem", {"seat1": "hard", "axis": "H"})
    assert a.seats == ("human", "hard") and a.computer_level() is None
    assert 'id="hint"' in a.page_html
    a.tap("a5")
    a.tap("a6")
    assert a.computer_level() == "hard"
    assert "Green (computer, hard) to move." in a.page_html and 'id="hint"' not in a.page_html
    saved = [v for k, v in store.items.items() if k.startswith(PREFIX)][0]
    assert '"seats": ["human", "hard"]' in saved
    b = app(store)                       # a reload keeps who plays
    b.open(a.hash)
    assert b.seats == ("human", "hard") and b.computer_level() == "hard"


def test_the_computer_plays_only_at_the_latest_position_and_its_move_is_checked():
    a = app()
    a.start_game("dodgem", {"seat1": "easy"})
    a.tap("a5")
    a.tap("a6")
    token = a.position_token()
    a.action("goto", ply="0")                     # looking back: the computer waits
    assert a.computer_level() is None
    a.computer_play(token, "f2-e2")               # a search for another position: ignored
    assert a.session.line.moves == ("a5-a6",)
    a.action("goto", ply="1")
    a.computer_play(a.position_token(), "f2-e2")
    assert a.session.line.moves == ("a5-a6", "f2-e2")


def test_undo_against_the_computer_takes_back_both_moves():
    a = app()
    a.start_game("dodgem", {"seat1": "medium"})
    a.tap("a5")
    a.tap("a6")
    a.computer_play(a.position_token(), "f2-e2")
    a.action("undo")
    assert a.session.cursor == 0 and a.computer_level() is None
    # Said as a take-back, not as looking through the game; a reload says the same.
    assert "Back at move 0 of 2: the later moves are taken back." in a.page_html
    assert "Viewing move" not in a.page_html
    a.tap("a5"), a.tap("a6")
    a.computer_play(a.position_token(), "f2-e2")
    a.tap("a4"), a.tap("b4")
    a.computer_play(a.position_token(), "f3-e3")
    a.action("undo")
    assert "Back at move 2 of 4" in a.page_html
    again = app(a.saves.store, clock=lambda: 5000)
    again.open(a.hash)                                            # a reload
    assert "Back at move 2 of 4: the later moves are taken back." in again.page_html
    again.tap("a3"), again.tap("b3")
    assert again.session.pending is None
    assert again.session.line.moves == ("a5-a6", "f2-e2", "a3-b3")


def test_undo_to_the_start_where_the_computer_moves_first_lets_it_play_again():
    """Issue 45, item 9: the computer waits while there are moves to redo, so an undo
    that stops at the start, its turn, drops them; it never stops at its turn later."""
    a = app()
    a.start_game("tracers", {"seat1": "easy"})            # Dark, who moves first
    first = lambda: a.session.state.legal_moves()[0].text  # noqa: E731
    assert a.computer_level() == "easy"
    a.computer_play(a.position_token(), first())
    a.session.play(first())                                   # you reply
    a.computer_play(a.position_token(), first())
    a.action("undo")                                          # your reply and its answer
    assert a.session.cursor == 1 and a.computer_level() is None
    assert len(a.session.line) == 3                           # redo still possible
    a.action("undo")
    assert a.session.cursor == 0 and a.session.line.moves == ()
    assert a.computer_level() == "easy"                       # it plays its move again
    assert a.announcement == "Back at the start: the later moves are taken back. Dark to move."
    a.computer_play(a.position_token(), first())
    assert a.session.cursor == 1 and a.computer_level() is None


def test_hint_shows_a_move_without_playing_it():
    a = app()
    a.start_game("dodgem", {})
    token = a.position_token()
    a.show_hint(token, "a5-a6")
    assert a.session.line.moves == () and a.session.selected == "a5"
    assert "Hint: a5-a6" in a.page_html and a.focus_selector == '[data-sq="a6"]'


def test_rule_numbers_in_messages_link_to_the_rule():
    from piecepad.app import routes
    assert routes.parse("#/rules/pacru/r7") == routes.Route("rules", "pacru", "r7")
    a = app()
    a.open("#/play/pp1/pacru/2011/players=3/")
    a.session.message = ("error", "R7: a piece cannot move onto a square occupied")
    a.render()
    assert '<a href="#/rules/pacru/r7">R7</a>: a piece' in a.page_html
    a.open("#/rules/pacru/r7")
    assert a.focus_selector == '[id="r7"]' and 'id="r7"' in a.page_html


def test_turning_the_board_is_a_device_setting(store):
    a = app(store)
    a.open("#/play/pp1/pacru/2011/players=3/")
    assert 'id="turn-board"' in a.page_html and not a.session.turn_board
    a.action("turn-board")
    assert a.session.turn_board and 'aria-pressed="true"' in a.page_html
    b = app(store)
    b.open("#/play/pp1/pacru/2011/players=3/")
    assert b.session.turn_board
    b.open("#/play/pp1/dodgem/1.0//")      # a setting of its own in every game
    assert not b.session.turn_board and 'id="turn-board"' in b.page_html


def test_move_list_rows_are_turns_where_a_turn_is_several_decisions():
    from piecepad.record import Record
    from piecepad.view.pages import _rows
    r = Record.new("pacru", players=3)
    while len(r) < 12:
        r = r.play(r.state.legal_moves()[0])
    rows = _rows(r)
    assert sum(len(x) for x in rows) == 12
    assert all(not r.states[x[0]].pending for x in rows)
    assert _rows(Record.from_text("pp1/dodgem/1.0//a5-a6.f2-e2.a1-b1")) == [[0, 1], [2]]


def test_solitaire_hint_comes_from_its_solver_at_once():
    a = app()
    a.open("#/play/pp1/tracross-solitaire/1.0/original=112%2F212%2F212/")
    search = a.hint_search(a.position_token())
    while not search.step(50):      # the computer's search, which asks the solver
        pass
    move = search.best()
    assert move in a.session.state.legal_moves()
    a.show_hint(a.position_token(), move.text)
    square, piece = move.text.split(":")      # named as its chooser's button names it
    assert f"Hint: Piece {piece} " in a.page_html and f" on {square}</p>" in a.page_html
    assert 'name="seat0"' not in __import__("piecepad.view.pages", fromlist=["x"]).new_game_dialog(
        "tracross-solitaire")


def test_games_with_dice_start_from_a_fresh_seed():
    a = app()
    a.start_game("tracross", {"size": "4"})
    assert ";seed=" in a.hash or "/seed=" in a.hash


def test_the_embed_carries_who_plays_in_its_address(store):
    a = app()
    a.start_game("dodgem", {"seat1": "easy"})
    assert a.embed_url().startswith("https://pp.test/?embed&seats=human,easy#/play/")
    e = app(store, embed=True, embed_seats="human,easy")
    e.open("#/play/pp1/dodgem/1.0//a5-a6")
    assert e.computer_level() == "easy" and "(computer, easy)" in e.page_html
    assert store.items == {}


def test_on_the_computers_turn_its_decisions_are_not_offered_nor_taken():
    a = app()
    a.start_game("dodgem", {"seat0": "easy"})
    a.action("play", move="a5-a6")                # a stray button press: refused
    assert a.session.line.moves == ()
    assert "played by the computer: wait for its move" in a.page_html
    a.computer_play(a.position_token(), "a5-a6")   # the computer's own move goes in
    assert a.session.line.moves == ("a5-a6",)
    b = app()
    b.start_game("pacru", {"players": "3", "seat0": "medium"})
    assert 'id="pacru-prompt"' not in b.page_html   # no "tap one of your pieces" for it
    b.computer_play(b.position_token(), b.session.state.legal_moves()[0].text)
    assert b.computer_level() is None and 'id="pacru-prompt"' in b.page_html


def test_free_form_options_are_typed_and_a_mistake_keeps_what_was_entered():
    a = app()
    a.action("new-game", game="tracross-solitaire")
    assert '<input type="text" name="original"' in a.dialog_html
    assert "like 112/212/212" in a.dialog_html
    a.start_game("tracross-solitaire", {"original": "11/2", "min_changed_cells": "4"})
    assert "original" in a.dialog_html and 'role="alert"' in a.dialog_html
    assert 'value="11/2"' in a.dialog_html                       # the text typed survives
    assert '<option value="4" selected>' in a.dialog_html        # and so does the choice
    # the field at fault is marked (the page focuses it), and no other
    assert a.dialog_html.count('aria-invalid="true"') == 1
    assert re.search(r'<input [^>]*name="original"[^>]*aria-invalid="true"', a.dialog_html)
    a.start_game("tracross-solitaire", {"original": "112/212/212", "min_changed_cells": "1"})
    assert a.dialog_html is None and a.session.state.size == 3
    assert "original=112%2F212%2F212" in a.hash or "original=112/212/212" in a.hash
    b = app()
    b.start_game("tracross", {"first_pieces": "2,3", "seat1": "easy", "size": "oops"})
    assert 'role="alert"' in b.dialog_html                       # a bad size: all else kept
    assert 'value="2,3"' in b.dialog_html and '<option value="easy" selected>' in b.dialog_html
    assert re.search(r'<select name="size" aria-invalid="true"', b.dialog_html)
    c = app()
    c.start_game("pacru", {"players": "3", "turn_order": "S,W"})
    assert re.search(r'<select name="turn_order" aria-invalid="true"', c.dialog_html)
    b.start_game("tracross", {"first_pieces": "2,3", "seat1": "easy"})
    assert b.dialog_html is None and b.session.state.settings["first_pieces"] == (2, 3)
    assert b.seats == ("human", "easy")


# -- the same game in two tabs (one store, two apps) ------------------------------
def two_tabs(link="#/play/pp1/dodgem/1.0//a5-a6"):
    store = MemoryStore()
    first, second = app(store), app(store)
    first.open(link)
    second.open(link)
    assert first.session.save_id == second.session.save_id
    return store, first, second


def test_a_stale_tab_never_drops_the_other_tabs_move():
    from piecepad.app.saves import Saves
    store, first, second = two_tabs()
    first.tap("f2"), first.tap("e2")                  # saved
    second.tap("f3"), second.tap("e3")                # refused: first wrote meanwhile
    assert second.screen.stale and 'id="stale"' in second.page_html
    saved = Saves(store).load(first.session.save_id)
    assert saved.record.moves == ("a5-a6", "f2-e2")
    second.action("keep-mine")
    assert not second.screen.stale and second.session.save_id != first.session.save_id
    lines = sorted(tuple(s.record.moves) for s in Saves(store).list())
    assert lines == [("a5-a6", "f2-e2"), ("a5-a6", "f3-e3")]


def test_the_storage_event_offers_the_other_tabs_game():
    from piecepad.app.saves import PREFIX
    store, first, second = two_tabs()
    first.tap("f2"), first.tap("e2")
    second.storage_changed(PREFIX + first.session.save_id)
    assert second.screen.stale and "moved on in another tab" in second.page_html
    # Behind, with no moves of its own: only "Show the latest"; no move, no Send.
    assert 'id="take-theirs"' in second.page_html and 'id="keep-mine"' not in second.page_html
    assert second.title.startswith("Moved on in another tab")
    second.tap("f3"), second.tap("e3")
    assert second.session.line.moves == ("a5-a6",) and second.send_data() is None
    second.action("take-theirs")
    assert not second.screen.stale and second.session.line.moves == ("a5-a6", "f2-e2")
    second.storage_changed("piecepad:settings")       # not a save: nothing to say
    assert not second.screen.stale


def test_an_embed_never_touches_storage(store):
    app(store).open("#/play/pp1/dodgem/1.0//a5-a6")       # the site's own save
    before = dict(store.items)
    a = app(store, embed=True)
    a.open("#/play/pp1/dodgem/1.0//a5-a6")
    a.tap("f2"), a.tap("e2")
    assert len(a.session.line) == 2 and store.items == before
    a.open("#/saved")
    assert "No saved games yet." in a.page_html and 'data-action="delete"' not in a.page_html


def test_rematch_swaps_sides_and_the_dialog_remembers_the_seats(store):
    a = app(store)
    a.start_game("dodgem", {"axis": "V", "seat1": "easy"})
    a.action("new-game", game="dodgem")
    # From the game against the computer: the same players again.
    assert re.search(r'<select name="seat1">.*?<option value="easy" selected>', a.dialog_html)
    a.open("#/")
    a.action("new-game", game="dodgem")
    # From home: a fresh game's choices, and last time's offered as one button.
    assert not re.search(r'<select name="seat1">.*?<option value="easy" selected>', a.dialog_html)
    assert 'id="last-seats"' in a.dialog_html and "Green: Computer, easy" in a.dialog_html
    a.action("new-game-last", game="dodgem")
    assert re.search(r'<select name="seat1">.*?<option value="easy" selected>', a.dialog_html)
    won = "pp1/dodgem/1.0/axis=V/a5-a6.f2-f1.a6-off"
    a.open("#/play/" + won)
    a.seats = ("human", "easy")
    while a.session.state.outcome is None:        # any finished game will do
        a.session.line = a.session.line.play(a.session.state.legal_moves()[0])
        a.session.cursor = len(a.session.line)
    a.render()
    assert 'id="game-over"' in a.page_html and "Rematch (sides swapped)" in a.page_html
    a.action("rematch")
    assert a.seats == ("easy", "human") and len(a.session.line) == 0   # Red is now the computer
    assert a.session.line.start_args == (("axis", "V"),)
    assert app(store)._last_choices("dodgem") == {"seat0": "easy", "seat1": "human"}
    a.open("#/saved")             # the person has the second seat: not "computer against computer"
    assert a.page_html.count("against the computer (easy)") == 2
    assert "computer against computer" not in a.page_html


def test_saved_names_who_plays_for_every_seat_order_and_for_old_saves(store):
    from piecepad.app.saves import Save
    from piecepad.view.pages import seats_words
    a = app(store)
    a.start_game("tracers", {"seat0": "hard"})                       # the person is second
    a.start_game("pacru", {"players": "3", "seat0": "easy", "seat1": "easy"})
    a.start_game("dodgem", {"seat0": "easy", "seat1": "medium"})
    a.open("#/saved")
    words = re.findall(r'class="save-when">([^<]*)<', a.page_html)
    assert sorted(w.split(" · ")[0] for w in words) == [
        "against the computer (easy)", "against the computer (hard)",
        "computer against computer (easy, medium)"]
    record = Record.from_text("pp1/dodgem/1.0//")
    old = Save("g1", record, 0, 1, ("easy",))                    # written before: trailing people cut
    assert seats_words(old) == "against the computer (easy)"


def test_saved_games_show_when_who_and_result_sort_and_delete_with_undo(store):
    a = app(store)
    a.open("#/play/pp1/dodgem/1.0//a5-a6")
    first = a.session.save_id
    a.start_game("tracers", {"seat1": "easy"})
    a.open("#/play/pp1/dodgem/1.0/axis=V/a5-a6.f3-e3.a6-off")
    a.open("#/saved")
    html = a.page_html
    assert "On this device (3)" in html and "Finished" not in html
    assert "against the computer (easy)" in html and "people only" in html
    assert re.search(r"started (just now|\d+ min ago)", html) and "last played" in html
    a.action("sort-saves", value="game")
    titles = re.findall(r'class="save-title">([^<]*)<', a.page_html)
    assert titles == sorted(titles)
    assert app(store).saves.settings()["saves_sort"] == "game"

    a.action("delete", save=first)
    assert f'data-save="{first}"' not in a.page_html and 'id="undo-delete"' in a.page_html
    a.action("undo-delete")
    assert f'data-save="{first}"' in a.page_html and 'id="undo-delete"' not in a.page_html
    assert a.saves.load(first).record.moves == ("a5-a6",)


def test_a_finished_game_is_listed_by_its_result_whatever_move_was_last_shown(store):
    a = app(store)
    record = Record.from_text("pp1/dodgem/1.0//a5-a6")
    while record.state.outcome is None:
        record = record.play(record.state.legal_moves()[0])
    a.open("#/play/" + record.to_text())
    a.action("first")
    a.open("#/saved")
    assert "Finished (1)" in a.page_html
    assert re.search(r'class="save-where">Draw: the same position came up', a.page_html)


def test_option_errors_use_the_words_the_dialog_shows():
    a = app()
    a.start_game("tracross", {"first_pieces": "7,x"})
    error = re.search(r'id="dialog-error">([^<]*)<', a.dialog_html).group(1)
    assert error.startswith("First pieces") and "first_pieces" not in error
    assert re.search(r"name=\"first_pieces\"[^>]*aria-invalid=\"true\"", a.dialog_html)


def test_home_says_what_piecepad_is_and_where_to_learn_and_starts_the_computer_at_once():
    from piecepad import catalogue
    a = app()
    a.open("#/")
    html = a.page_html
    assert "board games to play in your browser" in html
    assert 'href="#/learn"' in html and 'href="#/daily"' in html
    quick = re.findall(r'data-action="play-computer" data-game="([^"]+)"', html)
    assert quick == [e.id for e in catalogue.entries() if e.id != "tracross-solitaire"]
    for game_id in quick:
        a.open("#/")
        a.action("play-computer", game=game_id)
        assert a.dialog_html is None and a.session.game.id == game_id
        assert a.seats == ("human", "easy") and a.hash.startswith(f"#/play/pp2/{game_id}/")


def test_a_refusal_links_to_how_to_write_a_move_on_the_rules_page():
    """Issue 35 item 8: a refusal is short, and the whole notation is one tap away: a
    "How to write a move" link to that section of the game's rules page, in every game."""
    from piecepad import games
    for game_id in games.ids():
        a = app()
        version = games.get(game_id).rules_version
        a.open(f"#/play/pp1/{game_id}/{version}/" + ("players=2" if game_id == "pacru" else "")
               + "/")
        assert a.session is not None, game_id
        assert a.session.play("not-a-move!") is False
        a.render()
        message = re.search(r'<p id="message"[^>]*>(.*?)</p>', a.page_html).group(1)
        href = f"#/rules/{game_id}/notation"
        assert f'<a href="{href}" class="how-to-write">How to write a move</a>' in message
        assert len(re.sub(r"<[^>]+>", "", message)) < 200
        a.open(href)
        assert a.focus_selector == '[id="notation"]'
        assert 'id="notation"' in a.page_html and "How to write a move" in a.page_html
