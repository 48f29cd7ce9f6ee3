"""Rules figures reached by moves can be stepped through: a link opens the moves in
the game viewer (replay only) at the start, and the moves replay to the figure."""

import html
import re

import pytest

from piecepad.app import routes
from piecepad.record import Record
from piecepad.view import pages


@pytest.mark.parametrize("game_id", ["quet", "tracers", "tracross"])
def test_figures_with_moves_can_be_stepped_through(game_id):
    links = re.findall(r'<a href="([^"]+)" class="step-through">Step through the (\d+) moves?</a>',
                       pages.rules_page(game_id))
    assert links
    for href, count in links:
        href = html.unescape(href)
        assert href.startswith("?embed&view#/play/")
        route = routes.parse(href[href.index("#"):])
        record = Record.from_text(route.arg)
        assert record.game.id == game_id and len(record) == int(count) and route.at == "0"
