"""State -> HTML: what each square says and shows."""

import re

from piecepad.app.session import Session
from piecepad.games.dodgem.engine import GAME
from piecepad.record import Record
from piecepad.view import pages
from piecepad.view.board import Highlights, render_board
from piecepad.games.dodgem.view import look


def cells(html):
    return dict(re.findall(r'data-sq="([a-f][1-6])"[^>]*aria-label="([^"]*)"', html))


def test_every_square_has_an_accessible_name():
    html = render_board(GAME.grid, look(GAME.start()))
    names = cells(html)
    assert len(names) == 36
    assert names["a1"] == "a1, Red coin" and names["f6"] == "f6, Green coin"
    assert names["c3"] == "c3, empty"


def test_one_square_in_the_tab_order():
    html = render_board(GAME.grid, look(GAME.start()), Highlights(focus="c3"))
    assert html.count('tabindex="0"') == 1
    assert re.search(r'data-sq="c3"[^>]*tabindex="0"', html)


def test_selection_targets_and_last_move_marked():
    s = Session(Record.new("dodgem").play("a5-a6").play("f2-e2"))
    s.tap("a4")
    html = pages.game_page(s.frame())
    names = cells(html)
    assert "selected" in names["a4"]
    assert names["b4"].endswith("legal move")
    assert "last move" in names["e2"] and "last move" in names["f2"]
    assert 'id="status"' in html and "Red to move" in html


def test_finished_game_status():
    r = Record.new("dodgem", draw_rule="ply_cap:2").play("a5-a6").play("f2-e2")
    html = pages.game_page(Session(r).frame())
    assert "Draw" in html and 'class="status over"' in html


def test_vertical_axis_has_arrows_pointing_up_and_down():
    s = Session(Record.new("dodgem", axis="V"))
    html = pages.game_page(s.frame())
    assert "↑" in html and "↓" in html and "→" not in html
