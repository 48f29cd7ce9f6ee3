"""Replay, every game: looking through a game never changes it, a link opens at a
move, autoplay runs to the end, and a move played while looking back asks first."""

import random
import re

import pytest

from piecepad import games
from piecepad.app import routes
from piecepad.record import Record

from view_helpers import make_app as new_app, new_record

IDS = games.ids()


def game_record(game_id, seed=3, plies=12):
    record, rng = new_record(game_id, seed), random.Random(seed)
    while len(record) < plies and record.state.outcome is None:
        record = record.play(rng.choice(record.state.legal_moves()))
    assert len(record) >= 4, "a game long enough to look through"
    return record


def opened(record, at=None, **kw):
    a = new_app(**kw)
    a.open(routes.play_hash(record, at=at))
    return a


def test_the_hash_carries_the_move_shown_after_the_record():
    record = Record.from_text("pp1/dodgem/1.0//a5-a6.f2-e2")
    assert routes.play_hash(record, at=1) == "#/play/pp1/dodgem/1.0//a5-a6.f2-e2&at=1"
    assert routes.play_hash(record, at=2) == routes.play_hash(record)     # the end: no &at
    route = routes.parse("#/play/pp1/dodgem/1.0//a5-a6.f2-e2&zoom=2&at=1")
    assert (route.arg, route.at) == ("pp1/dodgem/1.0//a5-a6.f2-e2", "1")


@pytest.mark.parametrize("game_id", IDS)
def test_a_link_opens_at_its_move_with_the_whole_game(game_id):
    record = game_record(game_id)
    a = opened(record, at=2)
    assert a.session.cursor == 2 and a.session.line == record
    assert a.share_url().endswith(routes.play_hash(record, at=2))
    assert "Viewing move 2 of" in a.page_html


@pytest.mark.parametrize("game_id", IDS)
def test_buttons_step_through_without_changing_the_game(game_id):
    record = game_record(game_id)
    a = opened(record)
    for action, expected in (("first", 0), ("next", 1), ("next", 2), ("prev", 1),
                             ("last", len(record)), ("next", len(record)), ("first", 0),
                             ("prev", 0)):
        a.action(action)
        assert a.session.cursor == expected, action
        assert a.session.line == record
    for name in ("first", "prev", "next", "last"):      # at the start: back is off
        button = re.search(f'<button[^>]*id="replay-{name}"[^>]*>', a.page_html).group(0)
        assert (" disabled" in button) == (name in ("first", "prev")), button


@pytest.mark.parametrize("game_id", IDS)
def test_autoplay_runs_to_the_end_and_stops(game_id):
    record = game_record(game_id)
    a = opened(record)
    a.action("autoplay")                  # at the end: starts again from the first move
    assert a.session.cursor == 0 and a.autoplay == a.speed
    assert 'aria-pressed="true"' in a.page_html
    for _ in range(len(record)):
        a.autoplay_step()
    assert a.session.cursor == len(record) and a.autoplay is None
    assert a.session.line == record


def test_autoplay_stops_at_anything_else_and_keeps_its_speed(store):
    record = game_record("dodgem")
    a = new_app(store)
    a.open(routes.play_hash(record))
    a.action("speed", value="0.5")
    a.action("autoplay")
    assert a.autoplay == 0.5
    a.action("prev")
    assert a.autoplay is None
    a.action("speed", value="7")          # not offered: ignored
    assert a.speed == 0.5
    assert new_app(store).speed == 0.5    # kept on this device


@pytest.mark.parametrize("game_id", IDS)
def test_a_move_while_looking_back_asks_then_replaces_or_branches(game_id):
    record = game_record(game_id)
    a = opened(record, at=1)
    first_save = a.session.save_id
    state = a.session.state
    move = next(m for m in state.legal_moves() if m.text != record.moves[1])
    a.action("play", move=move.text)
    assert a.session.pending == move.text and a.session.line == record     # nothing changed
    assert 'id="ask"' in a.page_html and 'id="branch"' in a.page_html
    a.action("cancel-pending")
    assert a.session.pending is None and a.session.line == record

    a.action("play", move=move.text)
    a.action("branch")
    assert a.session.line.moves == record.moves[:1] + (move.text,)
    assert a.session.save_id != first_save
    kept = a.saves.load(first_save)
    assert kept.record == record                    # the game looked through is intact

    b = opened(record, at=1)
    b.action("play", move=move.text)
    b.action("replace-later")
    assert b.session.line.moves == record.moves[:1] + (move.text,)


@pytest.mark.parametrize("game_id", IDS)
def test_after_undo_a_move_replaces_without_asking(game_id):
    record = game_record(game_id)
    a = opened(record)
    a.action("undo")
    a.action("undo")
    cursor = a.session.cursor
    move = a.session.state.legal_moves()[0]
    a.action("play", move=move.text)
    assert a.session.pending is None
    assert a.session.line.moves == record.moves[:cursor] + (move.text,)


@pytest.mark.parametrize("at", ["x9", "999", "-1", "1e3"])
def test_a_bad_move_number_in_a_link_shows_the_end_and_says_so(at):
    record = game_record("tracers")
    a = new_app()
    a.open(routes.play_hash(record) + f"&at={at}")
    assert a.session.cursor == len(record) and a.session.line == record
    kind, text = a.session.message
    assert kind == "error" and "showing the last one" in text


@pytest.mark.parametrize("game_id", IDS)
def test_a_viewer_embed_steps_through_but_plays_nothing(game_id):
    record = game_record(game_id)
    a = new_app(embed=True, viewer=True, embed_seats="easy,easy")
    a.open(routes.play_hash(record, at=2))
    assert a.computer_level() is None
    a.action("last")
    assert a.computer_level() is None        # the computer never moves in a viewer
    a.action("prev")
    for square in a.session.last_squares() + ('a1', 'b2', 'c3'):
        a.tap(square)
    a.action("play", move=a.session.state.legal_moves()[0].text)
    a.action("undo")
    assert a.session.line == record and a.session.pending is None
    assert 'id="undo"' not in a.page_html and 'id="replay-next"' in a.page_html
    # The embed's address holds the whole game and the move shown: it has no saves.
    assert a.hash == routes.play_hash(record, at=len(record) - 1)


@pytest.mark.parametrize("game_id", IDS)
def test_playing_the_games_own_next_move_while_looking_back_just_follows_it(game_id):
    record = game_record(game_id)
    a = opened(record, at=2)
    a.action("play", move=record.moves[2])
    assert a.session.pending is None and a.session.cursor == 3
    assert a.session.line == record                   # the later moves are kept
