"""Tracers and Quet on screen: marks, previews, points, lines and rounds."""

import re

from piecepad.app.session import Session
from piecepad.games.quet import engine as quet
from piecepad.games.tracers import engine as tracers
from piecepad.record import Record
from piecepad.view import pages


def session(game_id, *moves, **options):
    record = Record.new(game_id, **options)
    for m in moves:
        record = record.play(m)
    return Session(record)


def cell(html, name):
    m = re.search(rf'<(?:button|span)[^>]*data-sq="{name}"[^>]*>', html)
    return m.group(0)


def test_tracers_single_pawn_is_picked_and_destinations_preview_their_path():
    s = session("tracers", "h8-g6")
    html = pages.game_page(s.frame())
    assert s.picked == "a1"
    b3 = cell(html, "b3")
    assert 'class="cell' in b3 and "target" in b3 and 'data-path="a1 a2 a3"' in b3
    assert 'data-path="a1 b1 c1"' in cell(html, "c2")
    assert "marked Dark" in cell(html, "h7")


def test_tracers_capture_looks_different_from_a_knight_move():
    from piecepad.games.tracers import view as tv
    text = tracers.GAME.encode(tracers.GAME.start())
    state = tracers.GAME.decode(text.replace(" a1 h8 d ", " d4 e5 d "))
    captures = [m.text for m in state.legal_moves() if m.data[0] == "capture"]
    assert captures == ["e5xd4"]
    s = Session(Record.new("tracers"))
    s.line = _record_at(state)
    html = tv.play_area(s.frame())
    assert "capture" in cell(html, "d4") and "legal move" not in cell(html, "d4")
    knight = next(m for m in state.legal_moves() if m.data[0] == "knight")
    assert "legal move" in cell(html, tracers.GAME.grid.name(knight.data[2]))


def _record_at(state):
    """A stand-in record whose only state is ``state`` (the session reads states)."""
    class At:
        states = (state,)
        moves = ()
        game = state.game

        def __len__(self):
            return 0

        def upto(self, n):
            return self
    return At()


def test_tracers_scored_line_shows_the_scorers_coin_at_the_edge():
    # TR-5: Light completes rank 3 with f1-g3.
    marks = ["........"] * 5 + ["ddddd.dd", "........", "........"]
    state = tracers.GAME.decode("/".join(marks) + " f1 a8 l -", first_player="light")
    after = state.play("f1-g3")
    html = tracers_view_board(after)
    assert after.scores == (1, 0)
    assert 'class="line-coin seat-0" title="scored by Light"' in html


def tracers_view_board(state):
    from piecepad.games.tracers import view as tv
    return tv.board(state)


def test_tracers_two_paths_to_one_square_ask_which_way():
    s = session("tracers", "h8-g6", knight_path="either_L")
    s.tap("b3")
    assert tuple(m.text for m in s.choice) == ("a1-b3", "a1-b3 via b1,b2")
    html = pages.game_page(s.frame())
    assert "Which way?" in html and 'data-path="a1 b1 b2"' in html
    assert s.play("a1-b3 via b1,b2")


def test_quet_destinations_show_the_points_they_would_score():
    s = session("quet", "a1-b1", "f6-f5", "b1-b3", "f5-e6", "b3-a3", "e6-d6", "a3-c3",
                "d6-c5", "c3-c4", "c5-b5", "c4-c6", "b5-a4")
    notes = {m.text.split("-")[1]: m.data[2] for m in s.state.legal_moves()}
    html = pages.game_page(s.frame())
    for square, points in notes.items():
        shown = "+1" if points > 0 else "−1" if points < 0 else "0"
        assert f'<span class="note">{shown}</span>' in html.split(f'data-sq="{square}"')[1][:400]
    assert "Blue (Player 1): next, 1 square, straight" in html


def test_quet_round_end_summary_and_totals():
    s = session("quet", "a1-b1", "d4-c4", "b1-b3", "c4-b3", n=4, target=1)
    html = pages.game_page(s.frame())
    assert "Round 1 is over: Orange reached 1 point" in html
    assert "Round 2 of 2" in html and "Orange (Player 1)" in html
    assert re.search(r"<td>1</td><td>0</td><td>1</td>", html)


def test_marks_are_told_apart_by_letters_too():
    s = session("quet", "a1-b1", "f6-f5")
    html = pages.game_page(s.frame())
    assert '<span class="mark-tag" data-tag="B" aria-hidden="true"></span>' in cell(html, "b1") + \
        html.split('data-sq="b1"')[1][:300]
    assert "mark-legend" in html


def test_quet_new_round_board_has_no_last_move_and_the_round_end_is_announced():
    from piecepad.app.controller import App
    a = App()
    a.open("#/play/pp1/quet/2008-09-21/n=4;target=1/a1-b1.d4-c4.b1-b3")
    a.tap("b3")          # Orange's pawn is on c4: c4-b3 lands on Blue's mark, +1
    assert a.session.state.round == 2
    assert "last move" not in a.page_html
    assert "Round 1 is over: Orange reached 1 point" in a.announcement
