"""Pages for learning: a lesson or puzzle step on its board, the lists of
lessons and puzzles, the puzzle of the day, and the lesson writer.

Pure functions of the values the app hands over (``piecepad.app.learn``)."""

import re

from .. import catalogue
from ..i18n import tr
from ..learn.puzzles import GRADES
from . import registry
from .html import button, classes, esc, tag, void
from .rules_pages import notation
from .status import status_text


def _rule_links(html, game_id):
    if not registry.has_rules(game_id):
        return html
    return re.sub(r"\bR(\d{1,2})\b",
                  lambda m: tag("a", m.group(0), href=f"#/rules/{game_id}/r{m.group(1)}"),
                  html)


def message(msg, game_id, said=0):
    """The message line (pages._message: ``said`` makes a repeated one read again)."""
    if not msg:
        return tag("p", "", id="message", class_="msg", role="alert")
    kind, text = msg
    html = _rule_links(esc(text), game_id)
    if kind == "error" and registry.has_rules(game_id):
        html += " " + notation.link(game_id)
    return tag("p", html, id="message", class_=f"msg {kind}", role="alert", data_said=said)


def note(text):
    return tag("p", esc(text), class_="msg error", role="alert", id="page-note") if text else ""


# -- a step on its board --------------------------------------------------------------
def step_page(t, embed=False, back=""):
    """``t``: the app's Tutor (lesson, step, session, state of play)."""
    frame, step, lesson = t.session.frame(), t.step, t.lesson    # what this paint shows
    view = frame.view
    game = lesson.game
    reader_to_move = t.readers_turn()
    head = tag("p", esc(t.heading()), class_="learn-kicker")
    title = tag("h1", esc(t.step_title()), class_="game-title learn-title")
    progress = _progress(t)
    # The whole say: line is one message (its id the line's text), translated, then split.
    say = tag("div", "".join(tag("p", esc(p)) for p in _paras(tr(step.say))),
              class_="learn-say") \
        if step.say else ""
    task = tag("p", esc(t.task_text()), class_=classes("learn-task", t.done and "done"),
               id="learn-task")
    status = tag("p", esc(t.status_text()), id="status",
                 class_=classes("status", frame.state.to_move is not None
                                and f"seat-{frame.state.to_move}",
                                frame.state.outcome and "over"))
    summary = tag("div", view.describe(frame) + (view.prompt(frame) if reader_to_move
                                                     else ""), class_="summary")
    controls = _controls(t, frame, view, reader_to_move)
    from .pages import type_move_form
    typed = type_move_form(frame)
    nav = _nav(t, embed, back)
    panel = tag("aside", head + title + progress + say + task + status
                + message(frame.message, game.id, frame.said) + controls + typed + summary + nav,
                class_="panel learn-panel")
    board = tag("div", view.play_area(frame, interactive=not t.done or t.free_after),
                class_=classes("board-wrap", t.computer_to_move() and "computer-turn"))
    return tag("div", board + panel,
               class_=classes("game-page learn-page", f"{game.id}-page", embed and "embed-page",
                              t.done and "step-done"),
               data_step=t.index + 1, data_kind=t.kind,
               data_position=game.encode(frame.state))


def _paras(text):
    return [p.strip() for p in text.split(" // ") if p.strip()]


def _progress(t):
    count = len(t.lesson.steps)
    if t.kind != "lesson" or count < 2:
        return ""
    dots = "".join(tag("li", str(i + 1),
                       class_=classes("dot", i < t.index and "passed", i == t.index and "here",
                                      i + 1 in t.completed and "completed"),
                       aria_current="step" if i == t.index else None)
                   for i in range(count))
    return tag("ol", dots, class_="learn-progress",
               aria_label=tr("Step {n} of {count}", n=t.index + 1, count=count))


def _controls(t, frame, view, reader_to_move):
    parts = []
    if reader_to_move and not t.done:
        # The off-board decisions (a pass, a benefit, declining, turning): as in a game.
        state = frame.state
        moves = [m for m in frame.other_moves]
        parts += [button(tr("Pass") if m.text == "pass" else view.decision_label(state, m), "play",
                         data_move=m.text, class_="primary") for m in moves]
        parts += [button(view.decision_label(state, m), "play", data_move=m.text, class_="turn")
                  for m in frame.turns.values()]
        if frame.choice:
            parts += [button(view.choice_label(m), "play", data_move=m.text, class_="primary")
                      for m in frame.choice]
    decisions = tag("div", "".join(parts), class_="controls decisions") if parts else ""
    again = button(tr("Start this step again"), "learn-restart", id="learn-restart") \
        if frame.cursor > 0 or t.done else ""
    nxt = ""
    if t.done and t.has_next():
        nxt = button(t.next_label(), "learn-next", id="learn-next", class_="primary")
    elif t.done:
        nxt = tag("p", esc(t.finished_text()), class_="learn-finished", id="learn-finished")
    show = button(tr("Show me"), "learn-show", id="learn-show") \
        if t.can_show() and not t.done else ""
    return decisions + tag("div", nxt + again + show, class_="controls learn-controls")


def _nav(t, embed, back):
    game_id = t.lesson.game_id
    links = []
    if t.kind == "lesson" and t.index > 0:
        links.append(button(tr("Previous step"), "learn-prev", id="learn-prev"))
    if t.kind == "lesson" and t.index + 1 < len(t.lesson.steps) and \
            t.index + 1 in t.completed | {t.index}:
        links.append(button(tr("Skip ahead"), "learn-next", id="learn-skip"))
    if embed:
        links.append(tag("a", tr("Open ↗"), href=t.open_url, target="_blank", rel="noopener",
                         class_="button primary", id="open-in-piecepad"))
    else:
        if t.kind == "puzzle":
            links.append(tag("a", tr("All puzzles"), href=f"#/puzzles/{game_id}"))
            links.append(button(tr("Link to this puzzle"), "learn-link", id="learn-link"))
        if t.kind in ("lesson", "custom"):
            links.append(tag("a", tr("Rules"), href=f"#/rules/{game_id}"))
        if t.kind == "daily":
            links.append(tag("a", tr("Past days"), href="#/daily/past"))
        links.append(tag("a", tr("Learn"), href="#/learn"))
    return tag("nav", "".join(links), class_="controls learn-nav", aria_label=tr("Lesson"))


# -- lists ------------------------------------------------------------------------------
def hub(lessons, puzzle_sets, progress, daily_line, every_day):
    """``#/learn``: every game's lesson and puzzles, the puzzle of the day (``every_day``
    names it), the writer."""
    rows = []
    for row in catalogue.entries():
        if row.id not in lessons:
            continue
        done, total = progress.get(row.id, (0, lessons[row.id]))
        links = tag("a", tr("Lesson ({done}/{total} steps)", done=done, total=total)
                    if done else tr("Lesson"),
                    href=f"#/learn/{row.id}", class_="button primary")
        if row.id in puzzle_sets:
            solved, count = puzzle_sets[row.id]
            links += tag("a", tr("Puzzles ({solved}/{count} solved)", solved=solved, count=count), href=f"#/puzzles/{row.id}",
                         class_="button")
        if row.daily:
            links += tag("a", tr("Puzzle of the day"), href="#/daily", class_="button")
        links += tag("a", tr("Write a lesson"), href=f"#/write/{row.id}", class_="button")
        rows.append(tag("li", tag("h2", esc(tr(row.title))) + tag("div", links, class_="actions"),
                        class_="learn-card", data_game=row.id))
    return (tag("h1", tr("Learn to play"), class_="page-title")
            + tag("p", tr("Short lessons that you play on the board, puzzles proved by the "
                          "computer, and {daily}.", daily=esc(every_day)) + " " + esc(daily_line),
                  class_="learn-intro")
            + tag("ul", "".join(rows), class_="learn-cards"))


def puzzle_list(game_id, title, puzzles, solved):
    """``puzzles``: [(number, goal text, grade)]."""
    groups = []
    for grade in GRADES:
        items = "".join(
            # The name is the visible text itself (axe: label-content-name-mismatch),
            # with the words a screen reader needs around it, hidden from view.
            tag("li", tag("a", tr("<span class=\"sr-only\">Puzzle </span>{n}"
                                  "<span class=\"sr-only\">: </span>{goal}",
                                  n=tag("span", str(n), class_="num"), goal=esc(goal))
                          + (tag("span", " " + tr("(solved)"), class_="sr-only")
                             if n in solved else ""),
                          href=f"#/puzzle/{game_id}/{n}",
                          class_=classes("puzzle-link", n in solved and "solved")))
            for n, goal, g in puzzles if g == grade)
        if items:
            groups.append(tag("section", tag("h2", tr(grade).capitalize())
                              + tag("ol", items, class_="puzzle-list"), class_=f"grade-{grade}"))
    return (tag("h1", esc(title), class_="page-title")
            + tag("p", tr("{solved} of {count} solved. Each puzzle has one winning first "
                          "move, proved by the computer; it answers with the best defence.",
                          solved=len(solved), count=len(puzzles)),
                  class_="learn-intro")
            + "".join(groups) + tag("p", tag("a", tr("All lessons and puzzles"), href="#/learn")))


def daily_past(days, solved, streak, title):
    """``days``: [(iso date, size, grade)] newest first."""
    items = "".join(tag("li", tag("a", f"{d} · {size}×{size} · {tr(grade)}",
                                  href=f"#/daily/{d}",
                                  class_=classes("puzzle-link", d in solved and "solved")))
                    for d, size, grade in days)
    return (tag("h1", esc(title), class_="page-title")
            + tag("p", tr(("Streak: {n} day in a row.", "Streak: {n} days in a row."), n=streak),
                  class_="learn-intro", id="daily-streak")
            + tag("ol", items, class_="puzzle-list daily-list")
            + tag("p", tag("a", tr("Today's puzzle"), href="#/daily")))


# -- the writer ---------------------------------------------------------------------------
def writer_page(w, note_text=None):
    """``w``: the app's Writer."""
    frame = w.session.frame()                                   # what this paint shows
    view = frame.view
    game = frame.game
    steps = "".join(tag("li", tag("strong", esc(s["title"] or tr("Step {n}", n=i + 1))) + " "
                         + esc(s["say"][:80]) + tag("span", " · " + esc(s["line"]),
                                                   class_="help"))
                    for i, s in enumerate(w.steps))
    moves = w.step_moves_text()
    form = tag("form",
               tag("label", tag("span", tr("Lesson title"), class_="help")
                   + void("input", type="text", name="title", value=w.title, maxlength=80,
                          id="write-title", autocomplete="off"), class_="field")
               + tag("label", tag("span", tr("Step title"), class_="help")
                     + void("input", type="text", name="step", value=w.step_title,
                            maxlength=60, id="write-step-title", autocomplete="off"),
                     class_="field")
               + tag("label", tag("span", tr("What the step says"), class_="help")
                     + tag("textarea", esc(w.say), name="say", rows=3, maxlength=600,
                           id="write-say"),
                     class_="field")
               + tag("p", tr("The answer: {answer}", answer=(
                   tag("strong", esc(moves), id="write-answer") if moves else
                   tag("em", tr("play it on the board (then the other side's reply, if you "
                                "like)")))),
                     class_="help")
               + tag("div", tag("button", tr("Add this step"), type="submit", class_="primary",
                                id="write-add", disabled=not moves)
                     + button(tr("Undo a move"), "undo", id="undo", disabled=not w.step_count()),
                     class_="controls"),
               class_="lesson-form", data_submit="learn-write-step")
    panel = tag("aside",
                tag("h1", esc(tr("Write a lesson: {game}", game=tr(game.title))),
                    class_="game-title")
                + tag("p", tr("Play the step's answer on the board, say what it teaches, and "
                              "add it. The next step starts where this one ends."),
                      class_="learn-intro")
                + note(note_text) + message(frame.message, game.id, frame.said)
                + tag("p", esc(status_text(frame.state)), id="status", class_="status")
                + form
                + (tag("h2", tr("Steps ({n})", n=len(w.steps))) + tag("ol", steps, class_="write-steps")
                   if steps else "")
                + tag("div", button(tr("Copy the lesson's link"), "learn-write-link",
                                    id="write-link", class_="primary", disabled=not w.steps)
                      + (tag("a", tr("Try it"), href=w.link_hash(), id="write-try",
                             class_="button") if w.steps else "")
                      + button(tr("Remove the last step"), "learn-write-drop", id="write-drop",
                               disabled=not w.steps),
                      class_="controls"),
                class_="panel learn-panel")
    return tag("div", tag("div", view.play_area(frame), class_="board-wrap") + panel,
               class_=f"game-page learn-page write-page {game.id}-page")
