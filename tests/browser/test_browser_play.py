"""Playing in the browser: a whole game by clicks, reload, keyboard, layout.

These share one booted page (the `app` fixture): a fresh context costs a cold boot.
"""

import re

import pytest
from playwright.sync_api import expect

OVER = re.compile(r"\bover\b")


def test_whole_hot_seat_game_to_a_win_by_clicks(app, ui):
    """New game -> Start -> every move by tapping a coin then its destination, bearing
    off through the tray and passing with #pass, until Red has won."""
    game = ui.RED_WINS_H
    assert game.state.outcome.winners == (0,) and "pass" in game.moves

    ui.start_new_game(app)  # default options: axis=H
    assert ui.record_of(app) == "pp1/dodgem/1.0//" and ui.gid_of(app)   # its id from the start
    expect(app.locator("#live")).to_have_text("New game of Piecepack Dodg'em. Red to move.")

    # The first tap selects a coin and marks exactly its legal destinations.
    app.locator('button[data-sq="a3"]').click()
    expect(app.locator('button[data-sq="a3"]')).to_have_class(re.compile(r"\bselected\b"))
    targets = app.locator("#app .target").evaluate_all("els => els.map(e => e.dataset.sq)")
    assert sorted(targets) == ["b3"], targets
    app.locator('button[data-sq="a3"]').click()  # tap again: deselect
    expect(app.locator("#app .selected")).to_have_count(0)

    for n, move in enumerate(game.moves, start=1):
        state = game.states[n - 1]
        if move == "pass":
            who = "Red" if state.to_move == 0 else "Green"
            expect(app.locator("#status")).to_have_text(f"{who} is blocked and must pass.")
            expect(app.locator("#pass")).to_be_visible()
        elif move.endswith("-off") and len({m.text[:2] for m in state.legal_moves()}) > 1:
            # The tray becomes a button once a coin on the far line is picked (where
            # only one coin can move, the app picks it by itself).
            expect(app.locator('button[data-sq="off"]'), f"ply {n}").to_have_count(0)
        ui.click_move(app, move, n)
        if move.endswith("-off"):
            scores = game.states[n].scores
            expect(app.locator(".tray.red")).to_have_attribute(
                "aria-label", f"Red's borne-off coins: {scores[0]} of 5")

    status = app.locator("#status")
    expect(status).to_have_text("Red wins, with all 5 coins borne off.")
    expect(status).to_have_class(OVER)
    expect(app.locator(".tray.red .coin.off")).to_have_count(5)
    expect(app.locator("#app .coin.red")).to_have_count(5)  # the five in the tray only
    expect(app.locator("#pass")).to_have_count(0)
    expect(app.locator("#live")).to_have_text("Red bears off from f2. Red wins, with all 5 "
                                              "coins borne off.")
    assert ui.record_of(app) == game.to_text()
    assert len(ui.board_snapshot(app)["moves"]) == len(game.moves) + 1  # + "Start"

    # After the end, a tap only explains that the game is over.
    app.locator('button[data-sq="c3"]').click()
    expect(app.locator("#message")).to_have_text(
        "The game is over: Red wins, with all 5 coins borne off.")
    assert ui.problems(app) == []
    path = ui.shot(app, "01-game-won-1024x768")
    assert path.stat().st_size > 10_000


@pytest.mark.boot  # a reload starts Python again
def test_reload_resumes_the_game(app, ui):
    """Moves, the move shown (after Undo) and the moves that can be redone all survive
    a reload, from localStorage and the URL."""
    ui.start_new_game(app, axis="V")
    moves = ui.RED_WINS_V.moves[:7]
    ui.play_moves(app, moves)
    app.locator("#undo").click()
    app.locator("#undo").click()
    expect(ui.ply(app, 5)).to_have_class(re.compile(r"\bcurrent\b"))
    expect(app.locator("#redo")).to_be_enabled()
    before, url = ui.board_snapshot(app), app.url
    assert before["current"] == "5" and len(before["moves"]) == 8
    assert ui.record_of(app) == ui.RED_WINS_V.upto(5).to_text()

    ui.reload(app)
    assert app.url == url
    assert ui.board_snapshot(app) == before
    expect(app.locator(".viewing")).to_have_text(re.compile(r"Back at move 5 of 7"))
    app.locator("#redo").click()
    expect(ui.ply(app, 6)).to_have_class(re.compile(r"\bcurrent\b"))
    assert ui.record_of(app) == ui.RED_WINS_V.upto(6).to_text()
    assert ui.problems(app) == []


def test_keyboard_only_move(app, ui):
    """Tab reaches the board, arrows move the focus (roving tabindex), Enter picks a coin,
    Space moves it; the focus ring shows and the live region announces the move."""
    ui.start_new_game(app)  # axis=H: Red's a5 may step north to a6
    assert app.evaluate("() => document.activeElement.dataset.sq") == "a1"  # Start: on the board
    kb = app.keyboard
    app.locator("header.top .brand").focus()        # from the top of the page
    for presses in range(1, 10):
        kb.press("Tab")
        if app.evaluate("() => !!document.activeElement.closest('#app .board [data-sq]')"):
            break
    focused = lambda: app.evaluate("() => document.activeElement.dataset.sq || null")
    assert focused() == "a1", "Tab should land on the board's tab stop (first movable coin)"
    assert app.locator('#app .board [tabindex="0"]').count() == 1  # one tab stop

    for expected in ("a2", "a3", "a4", "a5"):
        kb.press("ArrowUp")
        assert focused() == expected
    kb.press("ArrowRight")
    assert focused() == "b5"
    kb.press("ArrowLeft")
    assert focused() == "a5"
    assert app.locator('#app .board [tabindex="0"]').get_attribute("data-sq") == "a5"

    kb.press("Enter")  # pick the coin
    expect(app.locator('button[data-sq="a5"]')).to_have_class(re.compile(r"\bselected\b"))
    assert focused() == "a5"
    targets = app.locator("#app .target").evaluate_all("els => els.map(e => e.dataset.sq)")
    assert sorted(targets) == ["a6", "b5"]
    kb.press("ArrowUp")
    assert focused() == "a6"
    ring = app.evaluate("""() => {
        const el = document.activeElement, css = getComputedStyle(el);
        return {visible: el.matches(':focus-visible'), style: css.outlineStyle,
                width: parseFloat(css.outlineWidth)};
    }""")
    assert ring["visible"] and ring["style"] == "solid" and ring["width"] >= 2, ring
    ui.shot(app, "08-keyboard-focus-ring")

    kb.press("Space")  # move a5-a6
    expect(ui.ply(app, 1)).to_have_text("a5-a6")
    expect(app.locator("#live")).to_have_text("Red a5 to a6. Green to move.")
    expect(app.locator('button[data-sq="a6"]')).to_have_attribute("aria-label",
                                                                   re.compile("Red coin"))
    assert focused() == "a6"  # focus stays where the move went
    assert app.evaluate("() => document.activeElement.matches(':focus-visible')")
    ui.shot(app, "08-keyboard-after-move")
    assert ui.problems(app) == []


def test_arrow_keys_start_from_the_focused_square(app, ui):
    """Tab into a board whose tab stop is not a1 (Green to move, after a link was opened);
    the first arrow must move from the square that has the focus."""
    ui.go(app, "#/play/pp1/dodgem/1.0//a5-a6")
    kb = app.keyboard
    app.evaluate("() => document.activeElement && document.activeElement.blur()")
    for _ in range(10):
        kb.press("Tab")
        if app.evaluate("() => !!document.activeElement.closest('#app .board [data-sq]')"):
            break
    sq = lambda: app.evaluate("() => document.activeElement.dataset.sq || null")
    assert sq() == "f2"  # Green's first movable coin is the tab stop
    kb.press("ArrowUp")
    assert sq() == "f3", f"ArrowUp from f2 went to {sq()}"


def test_clicks_and_hovers_raise_no_python_error(app, ui):
    """Clicks and hovers on things that are not controls do nothing, without a Python
    traceback (PyScript would show it in a red box). Regression: Pyodide 314 hands JS
    null over as a falsy JsNull, not None."""
    app.locator("h1.page-title").click()
    ui.start_new_game(app)  # its Start button has no data-action
    app.locator("#status").click()
    app.locator("#status").hover()
    errors = [p for p in app.problems if "Traceback" in p]
    assert errors == []
    expect(app.locator("text=Uncaught PythonError")).to_have_count(0)


def test_arrow_keys_off_the_board_are_left_alone(app, ui):
    """Arrow keys on a panel button keep their default (scrolling) and the focus stays."""
    ui.start_new_game(app)
    ui.play_moves(app, ["a5-a6"])
    app.evaluate("""() => { window.__prevented = [];
        document.addEventListener('keydown', e => __prevented.push(e.defaultPrevented)); }""")
    app.locator("#undo").focus()
    app.keyboard.press("ArrowDown")
    assert app.evaluate("() => document.activeElement.id") == "undo"
    assert app.evaluate("() => window.__prevented") == [False]


VIEWPORTS = {"1024x768": (1024, 768), "768x1024": (768, 1024), "390x844": (390, 844)}


@pytest.mark.parametrize("axis", ["H", "V"])
@pytest.mark.parametrize("size", list(VIEWPORTS))
def test_whole_board_fits_the_viewport(app, ui, size, axis):
    """The board, its 36 squares and both trays are on screen without scrolling."""
    width, height = VIEWPORTS[size]
    # Red to move with 3 coins off and one on its far line.
    game = ui.RED_WINS_H.upto(52) if axis == "H" else ui.RED_WINS_V.upto(28)
    assert game.state.scores[0] >= 3  # coins in a tray, so the trays are not empty
    app.set_viewport_size({"width": width, "height": height})
    ui.go(app, "#/play/" + game.to_text())
    expect(app.locator("#app .board button[data-sq]")).to_have_count(36)
    expect(app.locator("#app .tray")).to_have_count(2)
    # Pick a coin on the far line: its tray turns into the bear-off button.
    far = next(m for m in game.state.legal_moves() if m.text.endswith("-off")).text[:2]
    app.locator(f'button[data-sq="{far}"]').click()
    expect(app.locator('button[data-sq="off"]')).to_be_visible()

    layout = app.evaluate("""() => {
        const boxes = [...document.querySelectorAll('#app [data-sq], #app .tray')].map(el => {
            const r = el.getBoundingClientRect();
            return {name: el.dataset.sq || el.className, left: r.left, top: r.top,
                    right: r.right, bottom: r.bottom};
        });
        const doc = document.scrollingElement;
        return {boxes, scrollX: scrollX, scrollY: scrollY, vw: innerWidth, vh: innerHeight,
                scrollWidth: doc.scrollWidth, clientWidth: doc.clientWidth};
    }""")
    assert (layout["vw"], layout["vh"]) == (width, height)
    assert layout["scrollX"] == 0 and layout["scrollY"] == 0
    outside = [b for b in layout["boxes"] if b["left"] < 0 or b["top"] < 0
               or b["right"] > layout["vw"] + 0.5 or b["bottom"] > layout["vh"] + 0.5]
    assert len(layout["boxes"]) == 36 + 2
    assert not outside, f"outside the {size} viewport: {outside}"
    assert layout["scrollWidth"] <= layout["clientWidth"], "the page scrolls sideways"
    ui.shot(app, f"09-layout-{axis}-{size}")
    assert ui.problems(app) == []
