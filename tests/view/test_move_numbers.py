"""One numbering of moves everywhere (issue 15): a move is one decision, numbered
from 1, the same in the move list, the status when looking back, a link's &at=,
a picture's words, saved games and a record's error messages; rows only lay the
list out (pairs, Pacru's turns, one a row in the solitaire, Quet's rounds headed)."""

import random
import re

import pytest

from piecepad import games
from piecepad.app import routes
from piecepad.record import Record
from piecepad.view import share

from tests.view.test_replay import game_record, opened

IDS = games.ids()


def listed(html):
    """(number shown, data-ply, accessible name) of every move in the move list."""
    return re.findall(r'<span class="num" aria-hidden="true">(\d+)</span>'
                      r'<button[^>]*data-ply="(\d+)"[^>]*aria-label="Move (\d+),', html)


@pytest.mark.parametrize("game_id", IDS)
def test_the_list_the_status_the_link_the_picture_and_the_save_agree(game_id):
    record = game_record(game_id, plies=10)
    n, k = len(record), 3
    app = opened(record, at=k)
    html = app.page_html
    rows = listed(html)
    assert [int(a) for a, _b, _c in rows] == list(range(1, n + 1))
    assert all(a == b == c for a, b, c in rows)
    current = re.search(r'<span class="num" aria-hidden="true">(\d+)</span><button[^>]*'
                        r'class="ply current"', html)
    assert current and current.group(1) == str(k)
    assert f"Viewing move {k} of {n}." in html
    assert app.share_url().endswith(f"&at={k}")                 # the link to this move
    assert len(Record.from_text(routes.parse(app.hash).arg)) == k   # the address: k moves
    assert share.alt_text(app.session).split(",")[1].strip().startswith(f"after move {k}:")
    app.open("#/saved")
    done = record.state.outcome is not None        # a finished game is listed by its length
    assert (f"{n} moves" if done else f"move {k} of {n}") in app.page_html     # the save


def test_the_solitaire_has_one_move_a_row():
    record = game_record("tracross-solitaire", plies=6)
    html = opened(record).page_html
    moves = re.search(r'<ol id="moves".*?</ol>', html).group(0)
    rows = re.findall(r"<li>(.*?)</li>", moves)
    assert len(rows) == len(record) and all(r.count('class="num"') == 1 for r in rows)


def test_quet_heads_each_round():
    record, rng = Record.new("quet"), random.Random(1)
    while record.state.outcome is None and record.state.round == 1:
        record = record.play(rng.choice(record.state.legal_moves()))
    assert record.state.round == 2
    first = len(record)                       # the first move of round 2 is move first + 1
    record = record.play(record.state.legal_moves()[0])
    html = opened(record).page_html
    heads = re.findall(r'<li class="round-head">Round (\d)</li>', html)
    assert heads == ["1", "2"]
    after = html.split("Round 2</li>")[1]
    assert re.search(r'<span class="num" aria-hidden="true">(\d+)</span>', after).group(1) \
        == str(first + 1)
