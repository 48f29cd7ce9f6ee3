"""Typed moves and asking the board (issue 32, items 1 and 2), in the browser: a
whole game of each of the six games played by typed moves alone against the
computer (the solitaire: the puzzle alone), every command answered in the live
region and on screen in every game, and a refused move showing the engine's
reason. The moves typed are picked by the engine from the page's own record."""

import random
import re

import pytest
from playwright.sync_api import expect

from piecepad.record import Record

# Options that keep each game short; seat 1 is the computer (easy).
GAMES = {
    "dodgem": {"draw_rule": "ply_cap:100"},
    "tracers": {},
    "quet": {"n": "4", "target": "3", "rounds": "2", "round_ply_cap": "50"},
    "tracross": {"size": "4"},
    "pacru": {"max_plies": "200"},
    "tracross-solitaire": {},
}
SOLVABLE = "pp1/tracross-solitaire/1.0/size=3;seed=0/"   # a random 3x3 puzzle may have none
COMMANDS = ("help", "?", "mine", "theirs", "square {sq}", "{sq}?", "row 1", "rank 2",
            "column {file}", "file {file}", "last", "turn", "score", "moves {sq}", "moves")
FIELD = "#type-move"


def start(page, ui, game_id):
    """The game from its card's New game dialog: a person against the easy computer
    (the solitaire: the puzzle alone), with the short options above."""
    if game_id == "tracross-solitaire":      # a puzzle known to have a solution, by link
        ui.go(page, "#/")
        ui.go(page, f"#/play/{SOLVABLE}")
        expect(page.locator(FIELD)).to_be_visible()
        return
    ui.go(page, "#/")
    page.locator(f'.game-card[data-game="{game_id}"] button[data-action="new-game"]').click()
    dialog = page.locator("dialog#dialog")
    expect(dialog).to_be_visible()
    dialog.locator('select[name="seat1"]').select_option("easy")
    for name, value in GAMES[game_id].items():
        dialog.locator(f'[name="{name}"]').select_option(value)
    dialog.locator("#start-game").click()
    expect(dialog).to_be_hidden()
    expect(page.locator(FIELD)).to_be_visible()


def record(page, ui):
    return Record.from_text(ui.record_of(page))


def type_move(page, text):
    """Type into the field and press Enter, as a keyboard player does."""
    field = page.locator(FIELD)
    field.click()
    field.press_sequentially(text)
    field.press("Enter")


def wait_for_turn(page, ui, seat, timeout=30_000):
    """Until the game is over or ``seat`` is to move (the computer answers alone)."""
    while True:
        rec = record(page, ui)
        if rec.state.outcome is not None or rec.state.to_move == seat:
            return rec
        page.wait_for_function("h => location.hash !== h", arg=page.evaluate("location.hash"),
                               timeout=timeout)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_whole_game_by_typed_moves_alone(app, ui, game_id):
    start(app, ui, game_id)
    rng = random.Random(32)
    typed = 0
    for _ in range(400):
        rec = wait_for_turn(app, ui, 0)
        state = rec.state
        if state.outcome is not None:
            break
        suggested = app.eval_on_selector_all("#legal-moves option", "els => els.map(e => e.value)")
        assert suggested == [m.text for m in state.legal_moves()][:200]
        move = state.hint().text if game_id == "tracross-solitaire" else \
            rng.choice(state.legal_moves()).text
        type_move(app, move.upper() if typed % 2 else move)
        # At least the move typed (Start and each ply are buttons): the computer's reply
        # may already follow it by the time the list is read.
        app.wait_for_function(
            "n => document.querySelectorAll('#moves button[data-ply]').length >= n",
            arg=len(rec) + 2)
        assert record(app, ui).moves[len(rec)] == move
        # The field is empty and keeps the focus; the live region says the move.
        expect(app.locator(FIELD)).to_be_focused()
        expect(app.locator(FIELD)).to_have_value("")
        expect(app.locator("#live")).not_to_be_empty()
        typed += 1
    final = record(app, ui).state
    assert final.outcome is not None, f"{game_id}: no end after {typed} typed moves"
    expect(app.locator("#status")).to_have_text(final.outcome.reason + ".")
    assert typed >= 2
    # Typed only: no square of the board was ever clicked, and the focus is still there.
    expect(app.locator(FIELD)).to_be_focused()
    ui.shot(app, f"typed-{game_id}-end-1024x768")
    assert ui.problems(app) == []


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_command_answers_in_the_live_region_and_on_screen(app, ui, game_id):
    start(app, ui, game_id)
    rec = wait_for_turn(app, ui, 0)
    move = rec.state.legal_moves()[0]
    sq = move.origin or move.square
    for command in COMMANDS:
        text = command.format(sq=sq, file=sq[0])
        type_move(app, text)
        answer = app.locator("#answer")
        expect(answer).not_to_be_empty()
        said = answer.text_content()
        expect(app.locator("#live")).to_have_text(said)
        assert not said.startswith("Try:"), (text, said)
        expect(app.locator(FIELD)).to_be_focused()
        expect(app.locator(FIELD)).to_have_value("")
    assert len(record(app, ui)) == len(rec), "a question never plays a move"
    type_move(app, "square z99")
    expect(app.locator("#answer")).to_have_text(
        "Try: mine, theirs, e4?, row 3, column e, last, turn, moves e4, moves, undo, redo, "
        "hint, resign, draw, board e4, help.")
    assert ui.problems(app) == []


def test_a_refused_move_shows_the_engines_reason_and_the_answer_looks_right(app, ui):
    start(app, ui, "dodgem")
    state = record(app, ui).state
    with pytest.raises(Exception) as refused:
        state.parse("a1-a3")
    reason = str(refused.value).partition(": ")[2]
    type_move(app, "A1 - A3")
    expect(app.locator("#message")).to_contain_text(reason[:1].upper() + reason[1:])
    expect(app.locator(FIELD)).to_be_focused()
    assert len(record(app, ui)) == 0
    type_move(app, "mine")
    expect(app.locator("#answer")).to_contain_text("a1 Red coin")
    for width, height in ((1024, 768), (390, 844)):
        app.set_viewport_size({"width": width, "height": height})
        app.locator(".type-move").scroll_into_view_if_needed()
        ui.shot(app, f"typed-answer-{width}x{height}")
        box = app.locator(".type-move").bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= width + 1, box
    app.set_viewport_size(ui.DESKTOP)
    assert ui.problems(app) == []


def test_a_repeated_refusal_is_read_again_and_a_move_typed_looking_back_is_asked(app, ui):
    """Issue 44, item 4: the same refusal twice is a new alert node (morph.js would
    patch equal text in place, and it would not be read again); a good move clears it;
    a move typed while looking back asks, as a tap does, its question said and focused."""
    start(app, ui, "dodgem")
    message = app.locator("#message")
    type_move(app, "a1-a3")
    expect(message).to_have_class(re.compile(r"\berror\b"))
    app.evaluate("document.getElementById('message').dataset.seen = 'yes'")
    type_move(app, "a1-a3")
    expect(message).to_have_class(re.compile(r"\berror\b"))
    expect(message).not_to_have_attribute("data-seen", "yes")       # a new node
    type_move(app, "a5-a6")
    expect(message).to_have_text("")
    expect(ui.ply(app, 2)).to_have_class(re.compile(r"\bcurrent\b"), timeout=20_000)
    ui.ply(app, 0).click()
    type_move(app, "a4-b4")
    expect(app.locator("#live")).to_have_text("Play a4-b4 here? The game has 2 later moves.")
    expect(app.locator("#replace-later")).to_be_focused()
    app.locator("#cancel-pending").click()
    expect(ui.ply(app, 2)).to_be_attached()                          # the game is as it was
    expect(ui.ply(app, 1)).to_have_text(re.compile("a5-a6"))
    assert ui.problems(app) == []
