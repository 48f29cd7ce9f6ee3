"""The move list is one Tab stop (issue 44, item 6): a roving tabindex on the move
shown, which alone is aria-current; the arrow keys (App.step_moves) step within it
and the focus follows."""

import re

from view_helpers import make_app

GAME = "#/play/pp1/dodgem/1.0//a5-a6.f2-e2.a6-b6.f3-e3"


def ply_buttons(html):
    """(ply, tabindex, aria-current) of each button in the move list."""
    moves = re.search(r'<ol id="moves".*?</ol>', html, re.S).group(0)
    return [(int(re.search(r'data-ply="(\d+)"', b).group(1)),
             re.search(r'tabindex="(-?\d+)"', b).group(1),
             re.search(r'aria-current="(\w+)"', b) is not None)
            for b in re.findall(r"<button[^>]*>", moves)]


def stops(html):
    return [(ply, current) for ply, index, current in ply_buttons(html) if index == "0"]


def test_only_the_move_shown_is_a_tab_stop_and_current():
    a = make_app()
    a.open(GAME)
    buttons = ply_buttons(a.page_html)
    assert len(buttons) == 5 and stops(a.page_html) == [(4, True)]
    assert sum(current for _, _, current in buttons) == 1
    a.action("goto", ply="0")
    assert stops(a.page_html) == [(0, True)]


def test_the_arrow_keys_step_within_the_list_and_the_focus_follows():
    a = make_app()
    a.open(GAME)
    a.step_moves("prev")
    assert a.session.cursor == 3 and stops(a.page_html) == [(3, True)]
    assert a.focus_selector == "#moves [aria-current]"
    a.step_moves("first")
    assert a.session.cursor == 0 and stops(a.page_html) == [(0, True)]
    a.step_moves("prev")                               # at the start: it stays
    assert a.session.cursor == 0 and a.focus_selector == "#moves [aria-current]"
    a.step_moves("last")
    assert stops(a.page_html) == [(4, True)]
