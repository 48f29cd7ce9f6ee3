"""Links: a game's URL carries the game; a tampered one is refused clearly and safely."""

import pytest
from playwright.sync_api import expect

# Run in both boot modes (docs/testing.md): links opened fresh start Python on them.
pytestmark = pytest.mark.boot


def test_link_reproduces_the_game_in_a_fresh_context(app, ui, new_context):
    """The page's URL after some moves, opened in a new context (no shared storage),
    shows the same position, move list and status."""
    ui.start_new_game(app, axis="V")
    game = ui.RED_WINS_V.upto(13)  # Red has borne off twice; Green to move
    ui.play_moves(app, game.moves)
    link, seen = app.url, ui.board_snapshot(app)
    assert ui.record_of(app) == game.to_text()

    page = ui.watch(new_context().new_page())
    ui.boot(page, link)
    assert page.url == link
    got = ui.board_snapshot(page)
    assert got == seen
    # ... and that is the engine's position, not just the same wrong one twice.
    state = game.state
    for sq, label in got["squares"].items():
        who = ("Red coin" if sq in {game.game.grid.name(i) for i in state.coins[0]} else
               "Green coin" if sq in {game.game.grid.name(i) for i in state.coins[1]} else "empty")
        assert label.split(", ")[1] == who, (sq, label)
    assert got["status"] == "Green to move."
    assert got["moves"] == ["Start", *game.moves] and got["current"] == str(len(game))
    assert "Red's borne-off coins: 2 of 5" in got["trays"]
    # The link's game is saved in the new context too, and play goes on from it.
    saved = [k for k in ui.storage(page) if k.startswith("piecepad:save:")]
    assert len(saved) == 1  # a fresh context: only the link's game
    ui.click_move(page, ui.RED_WINS_V.moves[13], 14)
    assert ui.record_of(page) == ui.RED_WINS_V.upto(14).to_text()
    ui.shot(page, "03-link-in-fresh-context")
    assert ui.problems(page) == []


PAYLOAD = "<img src=x onerror=alert(1)>"  # no '.': that separates moves
TAMPERED = [
    # (id, hash after '#', words the page note must contain)
    ("illegal-move", "/play/pp1/dodgem/1.0//a5-a6.f2-e2.a1-a2",
     ["This game link is broken", "move 3", "a1-a2", "a2 is occupied",
      "Your saved games are untouched"]),
    ("unknown-game", "/play/pp1/chess/1.0//a5-a6",
     ["This game link is broken", "unknown game 'chess'"]),
    ("wrong-rules-version", "/play/pp1/dodgem/0.9//a5-a6",
     ["This game link is broken", "rules version 0.9", "plays version 1.0"]),
    ("bad-option", "/play/pp1/dodgem/1.0/axis=Q/a5-a6",
     ["This game link is broken", "axis", "Q is not allowed"]),
    ("html-in-a-move", "/play/pp1/dodgem/1.0//a5-a6." + PAYLOAD,
     # The move is quoted short (messages stay under 200 characters), as text.
     ["This game link is broken", "move 2", PAYLOAD[:20]]),
    ("html-as-a-page", "/" + PAYLOAD,
     ["There is no page '" + PAYLOAD + "' here"]),
]


@pytest.fixture
def with_saves(app, ui):
    """The shared page with at least two saved games in localStorage."""
    have = sum(k.startswith("piecepad:save:") for k in ui.storage(app))
    for axis in ("H", "V")[:max(0, 2 - have)]:
        ui.start_new_game(app, axis=axis)
        ui.play_moves(app, ["a5-a6", "f2-e2"] if axis == "V" else ["a3-b3"])
    before = ui.storage(app)
    assert sum(k.startswith("piecepad:save:") for k in before) >= 2
    return before


@pytest.mark.parametrize("case", TAMPERED, ids=[c[0] for c in TAMPERED])
def test_tampered_link_is_refused_clearly_and_safely(app, ui, server, with_saves, case,
                                                     request):
    _, hash_text, words = case
    before = with_saves
    dialogs = []

    def on_dialog(d):
        dialogs.append(d.message)
        d.dismiss()
    app.on("dialog", on_dialog)
    request.addfinalizer(lambda: app.remove_listener("dialog", on_dialog))

    def check(how):
        note = app.locator("#page-note")
        expect(note).to_be_visible()
        text = note.text_content()
        for w in words:
            assert w in text, f"{how}: {w!r} not in the note {text!r}"
        expect(app.locator('.game-card[data-game="dodgem"]')).to_be_visible()  # home shown
        # A broken game link stays in the address bar, to be read or copied.
        shown = app.evaluate("decodeURIComponent(location.hash)")
        assert shown == (app.evaluate(f"decodeURIComponent({'#' + hash_text!r})")
                         if hash_text.startswith("/play/") else "#/")
        # Nothing from the link became markup, nothing ran.
        assert app.locator("img").count() == 0
        assert app.locator("#page-note *").count() == 0
        assert dialogs == []
        assert ui.storage(app) == before, f"{how}: localStorage changed"
        assert ui.problems(app) == []

    # Opened as a link (a full page load) ...
    ui.boot(app, f"{server}/#{hash_text}")
    check("page load")
    ui.shot(app, f"04-tampered-{case[0]}")
    # ... and pasted into the address bar of a running app (hashchange).
    ui.go(app, "#/saved")
    app.evaluate("h => { location.hash = h; }", hash_text)
    expect(app.locator("#page-note")).to_be_visible()
    check("hashchange")
