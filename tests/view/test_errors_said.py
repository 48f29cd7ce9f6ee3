"""Errors said each time, and never stale (issue 44, items 4 and 5): a repeated refusal
is a new message (a new data-said, so assets/morph.js puts in a new alert node that is
read again), a good move clears it, and a move typed while looking back is asked about
as a tap there is: the question said in the live region, its first answer focused."""

import re

from view_helpers import make_app

GAME = "#/play/pp1/dodgem/1.0//a5-a6.f2-e2.a6-b6"


def message_line(html):
    return re.search(r'<p id="message"[^>]*>.*?</p>', html).group(0)


def said(html):
    found = re.search(r'data-said="(\d+)"', message_line(html))
    return found and found.group(1)


def test_a_repeated_refusal_is_a_new_message_each_time():
    a = make_app()
    a.open("#/play/pp1/dodgem/1.0//")
    a.action("type-move", text="a1-a3")
    first, text = said(a.page_html), message_line(a.page_html)
    a.action("type-move", text="a1-a3")
    assert 'class="msg error"' in text
    assert said(a.page_html) not in (None, first)
    assert re.sub(r'data-said="\d+"', "", message_line(a.page_html)) == \
        re.sub(r'data-said="\d+"', "", text)


def test_a_good_move_clears_a_stale_refusal():
    a = make_app()
    a.open("#/play/pp1/dodgem/1.0//")
    a.action("type-move", text="a1-a3")
    assert 'class="msg error"' in message_line(a.page_html)
    a.action("type-move", text="a5-a6")
    assert a.session.line.moves == ("a5-a6",)
    assert message_line(a.page_html) == '<p id="message" class="msg" role="alert"></p>'


def test_a_move_typed_while_looking_back_is_asked_about_and_said():
    a = make_app()
    a.open(GAME)
    a.action("goto", ply="1")
    a.action("type-move", text="f3-e3")
    assert a.session.pending == "f3-e3" and a.session.line.moves == ("a5-a6", "f2-e2", "a6-b6")
    assert a.announcement == "Play f3-e3 here? The game has 2 later moves."
    assert a.focus_selector == "#replace-later" and 'id="replace-later"' in a.page_html
    a.action("replace-later")
    assert a.session.line.moves == ("a5-a6", "f3-e3")


def test_a_tap_while_looking_back_says_its_question_too():
    a = make_app()
    a.open(GAME)
    a.action("goto", ply="1")
    a.tap("f3")
    a.tap("e3")
    assert a.session.pending == "f3-e3"
    assert a.announcement.startswith("Play f3-e3 here?")
