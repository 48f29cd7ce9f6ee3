"""Lessons and puzzles in a real browser: every game's lesson completed by clicks,
wrong answers refused with the engine's reason, a puzzle and its embed, a lesson
written in the writer and opened from its link in a fresh profile, broken links,
and screenshots at desktop and phone sizes.

The expected answers come from the lesson files themselves (read here in CPython);
a step played out against the computer is won with the exact solver."""

import re

import pytest
from playwright.sync_api import expect

from piecepad import games
from piecepad.game import OFF
from piecepad.learn import puzzles
from piecepad.learn.lesson import ANY, ANY_WIN
from piecepad.learn.prove import turns, won

from tests.view.test_learn import winning_turn

PHONE = {"width": 390, "height": 844}


def position(page):
    return page.locator(".learn-page").get_attribute("data-position")


def state_of(page, game_id):
    return games.get(game_id).decode(position(page))


def click_decision(page, state, text):
    """Make one decision by the clicks a player would use."""
    move = state.parse(text)
    before = position(page)
    if move.origin is not None and move.target is not None:
        page.locator(f'#app [data-sq="{move.origin}"]').first.click()
        page.locator(f'#app [data-sq="{move.target}"]').first.click()
    elif move.square is not None:
        page.locator(f'#app button[data-sq="{move.square}"]').click()
    else:
        page.locator(f'#app button[data-action="play"][data-move="{text}"]').click()
    choice = page.locator(f'#app button[data-action="play"][data-move="{text}"]')
    if position(page) == before and choice.count():
        choice.first.click()
    expect(page.locator(".learn-page")).not_to_have_attribute("data-position", before)


def finish_step(page, game_id, step):
    """Play the step's answers (or win it) and wait for it to be done."""
    done = page.locator("#learn-next, #learn-finished")
    if step.play == "solve":
        from piecepad.games.tracross_solitaire import solver as tracross_solver
        state = state_of(page, game_id)
        for sq, piece in enumerate(tracross_solver.solve(state)):
            if done.count():
                break
            state = state_of(page, game_id)
            click_decision(page, state, f"{state.grid.name(sq)}:{piece}")
        expect(done).to_be_visible()
        return
    turn = 0
    for _ in range(30):
        if done.count():
            return
        shown = position(page)
        state = games.get(game_id).decode(shown)
        if step.play:
            if state.to_move != step.seat:      # the computer thinks, then moves
                expect(page.locator(".learn-page")).not_to_have_attribute(
                    "data-position", shown, timeout=30_000)
                continue
            path = winning_turn(state)
        else:
            alt = step.line[turn][0]
            if alt in (ANY, ANY_WIN):
                path = next(p for p, after in turns(state)
                            if alt == ANY or won(after, state.to_move))
            else:
                path = alt
            turn += 2
        for text in path:
            click_decision(page, state, text)
            state = state.play(text)
    expect(done).to_be_visible()


@pytest.mark.parametrize("game_id", games.ids())
def test_every_lesson_is_completed_by_clicks(app, ui, game_id):
    lesson = puzzles.lesson(game_id)
    ui.go(app, f"#/learn/{game_id}")
    for i, step in enumerate(lesson.steps):
        expect(app.locator(".learn-page")).to_have_attribute("data-step", str(i + 1))
        finish_step(app, game_id, step)
        expect(app.locator("#message")).not_to_have_class(re.compile(r"\berror\b"))
        if i + 1 < len(lesson.steps):
            app.locator("#learn-next").click()
    expect(app.locator("#learn-finished")).to_be_visible()
    saved = app.evaluate("() => JSON.parse(localStorage.getItem('piecepad:settings') || '{}')")
    assert sorted(saved.get(f"learn:{game_id}", [])) == list(range(1, len(lesson.steps) + 1))
    assert ui.problems(app) == []


def test_a_wrong_answer_is_refused_with_the_engines_reason(app, ui):
    ui.go(app, "#/learn/dodgem/2")
    before = position(app)
    ui.tap(app, "c4")
    ui.tap(app, "d4")                        # occupied: illegal
    expect(app.locator("#message.error")).to_contain_text("occupied")
    assert position(app) == before
    # The whole notation is one tap away from a refusal.
    how = app.locator("#message.error a.how-to-write")
    expect(how).to_have_attribute("href", "#/rules/dodgem/notation")
    how.click()
    expect(app.locator("#notation")).to_be_focused()
    expect(app.locator("section.notation")).to_contain_text("f3-off")
    ui.go(app, "#/learn/dodgem")
    before = position(app)
    ui.tap(app, "a1")
    ui.tap(app, "b1")                        # legal, but the step asks for a3
    expect(app.locator("#message.info")).to_contain_text("a3")
    assert position(app) == before
    expect(app.locator("#learn-next")).to_have_count(0)
    # A Pacru move refused by a rule links that rule.
    ui.go(app, "#/learn/pacru/4")
    ui.tap(app, "d4")
    ui.tap(app, "d6")
    expect(app.locator("#message.error")).not_to_be_empty()


@pytest.mark.boot  # a puzzle's embed starts its own Python
def test_a_puzzle_plays_with_the_computers_defence_and_its_embed(app, ui, new_context,
                                                                   server):
    found = puzzles.puzzle_set("dodgem", check=False)
    step = next(s for s in found.steps if s.depth >= 3)
    ui.go(app, f"#/puzzle/dodgem/{step.number}")
    expect(app.locator(".learn-task")).to_contain_text("win in")
    page_step = puzzles.puzzle("dodgem", step.number).steps[0]
    finish_step(app, "dodgem", page_step)
    expect(app.locator("#message")).to_contain_text("Right")
    # The same puzzle in an embed: plays, and never touches storage.
    ctx = new_context()
    page = ui.watch(ctx.new_page())
    ui.boot(page, f"{server}/?embed#/puzzle/dodgem/{step.number}")
    expect(page.locator(".learn-page.embed-page")).to_be_visible()
    finish_step(page, "dodgem", page_step)
    assert ui.storage(page) == {}
    assert ui.problems(page) == []


@pytest.mark.boot  # a lesson link opened fresh
def test_a_written_lesson_travels_in_its_link(new_context, ui, server):
    ctx = new_context()
    page = ui.watch(ctx.new_page())
    ui.boot(page, f"{server}/#/write/dodgem")
    # Typed first, then the answer played: the board's moves keep what was typed.
    page.locator("#write-title").fill("Two first moves")
    page.locator("#write-step-title").fill("Opening")
    page.locator("#write-say").fill("Step the middle coin forward.")
    click_writer(page, "a3", "b3")
    click_writer(page, "f3", "e3")
    expect(page.locator("#write-title")).to_have_value("Two first moves")
    expect(page.locator("#write-step-title")).to_have_value("Opening")
    expect(page.locator("#write-say")).to_have_value("Step the middle coin forward.")
    page.locator("#write-add").click()
    expect(page.locator("#write-say")).to_have_value("")           # ready for the next step
    expect(page.locator("#write-title")).to_have_value("Two first moves")
    expect(page.locator(".write-steps li")).to_have_count(1)
    click_writer(page, "a2", "b2")
    page.locator("#write-say").fill("Another coin forward.")
    page.locator("#write-add").click()
    expect(page.locator(".write-steps li")).to_have_count(2)
    page.locator("#write-link").click()
    link = page.locator("dialog #share-link").input_value()
    assert "#/lesson/" in link
    # A fresh profile: the lesson comes from the link alone.
    reader = ui.watch(new_context().new_page())
    ui.boot(reader, link)
    expect(reader.locator(".learn-kicker")).to_have_text("Two first moves · step 1 of 2")
    expect(reader.locator(".learn-say")).to_contain_text("Step the middle coin forward.")
    ui.tap(reader, "a1")
    ui.tap(reader, "b1")
    expect(reader.locator("#message.info")).to_be_visible()   # not the answer: a nudge
    ui.tap(reader, "a3")
    ui.tap(reader, "b3")
    expect(reader.locator("#learn-next")).to_be_visible()
    reader.locator("#learn-next").click()
    expect(reader.locator(".learn-say")).to_contain_text("Another coin forward.")
    ui.tap(reader, "a2")
    ui.tap(reader, "b2")
    expect(reader.locator("#learn-finished")).to_be_visible()
    assert ui.problems(reader) == []


def test_the_quet_writer_keeps_what_was_typed_when_the_answer_is_played(new_context, ui, server):
    page = ui.watch(new_context().new_page())
    ui.boot(page, f"{server}/#/write/quet")
    page.locator("#write-title").fill("Corners")
    page.locator("#write-step-title").fill("A first line")
    page.locator("#write-say").fill("Mark from the corner.")
    click_writer(page, "a1", "a2")
    for field, typed in (("#write-title", "Corners"), ("#write-step-title", "A first line"),
                         ("#write-say", "Mark from the corner.")):
        expect(page.locator(field)).to_have_value(typed)
    page.locator("#write-add").click()
    expect(page.locator(".write-steps li")).to_contain_text("A first line")
    assert ui.problems(page) == []


def click_writer(page, frm, to):
    count = page.locator("#write-answer").text_content() if page.locator(
        "#write-answer").count() else ""
    page.locator(f'#app button[data-sq="{frm}"]').click()
    page.locator(f'#app button[data-sq="{to}"]').click()
    expect(page.locator("#write-answer")).not_to_have_text(count or "-")


@pytest.mark.boot  # a bad link met by a fresh start
def test_a_tampered_or_oversized_lesson_link_changes_no_saved_game(new_context, ui, server):
    page = ui.watch(new_context().new_page())
    ui.boot(page, f"{server}/#/play/pp1/dodgem/1.0//a3-b3")
    before = ui.storage(page)
    assert any(k.startswith("piecepad:save:") for k in before)
    from piecepad.learn.lesson import to_link
    good = to_link(puzzles.lesson_text("dodgem"))
    ui.go(page, good[:-7] + "x!y")
    expect(page.locator("#page-note")).to_contain_text("damaged")
    ui.go(page, "#/lesson/" + "A" * 7000)
    expect(page.locator("#page-note")).to_contain_text("too long")
    assert ui.storage(page) == before
    assert ui.problems(page) == []


def test_puzzle_of_the_day_and_lists(app, ui):
    ui.go(app, "#/daily")
    expect(app.locator(".learn-kicker")).to_have_text("Puzzle of the day")
    ui.go(app, "#/daily/past")
    expect(app.locator(".daily-list li")).not_to_have_count(0)
    ui.go(app, "#/puzzles/tracross")
    expect(app.locator(".puzzle-link")).to_have_count(len(
        puzzles.puzzle_set("tracross", check=False).steps))
    ui.go(app, "#/learn")
    expect(app.locator(".learn-card")).to_have_count(len(games.ids()))


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_screenshots_of_a_lesson_step_and_a_puzzle(app, ui, size):
    app.set_viewport_size(ui.DESKTOP if size == "desktop" else PHONE)
    ui.go(app, "#/learn/tracers/2")
    expect(app.locator(".learn-say")).to_be_visible()
    ui.shot(app, f"learn-lesson-{size}")
    ui.go(app, "#/puzzle/dodgem/12")
    expect(app.locator(".learn-task")).to_be_visible()
    ui.tap(app, "a1")
    ui.shot(app, f"learn-puzzle-{size}")
    ui.go(app, "#/learn/pacru/2")
    ui.shot(app, f"learn-pacru-{size}")
    ui.go(app, "#/learn")
    ui.shot(app, f"learn-hub-{size}")
    box = app.locator("#app").bounding_box()
    assert box["width"] <= app.viewport_size["width"]
