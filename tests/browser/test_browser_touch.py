"""On a phone (390 px wide, touch), every control is at least 44 px on its short side.
Pacru's board is the one exception: nine squares and their coordinates cannot be 44 px
wide each in 390 px, so its squares are as large as the width allows (38 px or more)."""

import pytest

from piecepad import games
from piecepad.app import routes
from piecepad.record import Record

SMALL = """() => { const out = [];
    for (const el of document.querySelectorAll('#app button, #app a, #app select')) {
        const r = el.getBoundingClientRect();
        if (!r.width || el.closest('.moves') && !el.matches('.ply')) continue;
        const side = Math.min(r.width, r.height);
        if (side < 44) out.push([el.dataset.sq ? 'square' : (el.id || el.className || el.tagName),
                                 Math.floor(side)]);
    }
    return out; }"""


@pytest.mark.parametrize("game_id", games.ids())
def test_every_control_is_a_thumb_wide_on_a_phone(new_context, server, ui, game_id):
    context = new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = ui.watch(context.new_page())
    options = {"seed": 1} if games.get(game_id).uses_seed else {}
    ui.boot(page, server + "/" + routes.play_hash(Record.new(game_id, **options)))
    small = page.evaluate(SMALL)
    if game_id == "pacru":
        assert all(kind == "square" and side >= 38 for kind, side in small), small
    else:
        assert small == [], small
    assert ui.problems(page) == []
