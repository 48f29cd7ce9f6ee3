"""Lessons and puzzles in CPython: the format, the shipped files, the app's pages,
the puzzle of the day and the lesson writer. The browser tests
(tests/browser/test_browser_learn.py) do the same by clicks."""

import datetime

import pytest

from piecepad import games
from piecepad.app import learn as learn_app
from piecepad.app.controller import App
from piecepad.app.saves import MemoryStore
from piecepad.learn import puzzles
from piecepad.games.tracross_solitaire import daily
from piecepad.learn.lesson import (ANY, ANY_WIN, MAX_LINK, Lesson, LessonError, from_link,
                                   to_link)
from piecepad.learn.prove import Solver, turns, won

DAY = datetime.datetime(2025, 6, 3, 12, tzinfo=datetime.timezone.utc).timestamp() * 1000



def learning(app):
    """The lesson, puzzle, list or writer on the Learn screen, or None."""
    return getattr(app.screen, "thing", None)


def new_app(embed=False, store=None):
    return App(store if store is not None else MemoryStore(), embed=embed,
               clock=lambda: DAY, base_url="https://pp.test/")


def winning_turn(state):
    """A turn that keeps a forced win (the shortest), for the steps played out."""
    solver = Solver()
    seat = state.to_move
    for n in range(1, 8):
        if solver.win_in(state, n):
            for path, after in turns(state):
                if won(after, seat) or (n > 1 and solver.holds(after, seat, n - 1)):
                    return path
    raise AssertionError("no forced win from " + state.game.encode(state))


def finish_step(app):
    """Play the current step's expected answers (a winning game for a step played
    out against the computer, which answers through the app's own hooks)."""
    t = learning(app)
    step = t.step
    if step.play == "solve":
        from piecepad.games.tracross_solitaire import solver as tracross_solver
        filling = tracross_solver.solve(t.session.state)
        n = t.session.state.size
        for sq, piece in enumerate(filling):
            name = t.session.state.grid.name(sq)
            if not t.done:
                app.action("play", move=f"{name}:{piece}")
        assert t.done
        return
    guard = 0
    while not t.done:
        guard += 1
        assert guard < 40, "the step does not end"
        if step.play:
            token = app.position_token()
            if app.computer_level() is not None:
                search = app.search(token)
                app.computer_play(token, search.run().text)
                continue
            assert t.session.state.outcome is None, t.session.message
            path = winning_turn(t.session.state)
        else:
            alt = step.line[t.turn][0]
            if alt in (ANY, ANY_WIN):
                seat = t.session.state.to_move
                path = next(p for p, after in turns(t.session.state)
                            if alt == ANY or won(after, seat))
            else:
                path = alt
        for text in path:
            app.action("play", move=text)
        assert t.session.message is None or t.session.message[0] != "error", \
            t.session.message


@pytest.mark.parametrize("game_id", games.ids())
def test_every_game_has_a_lesson_ending_in_a_game(game_id):
    lesson = puzzles.lesson(game_id)
    assert lesson is not None and lesson.game_id == game_id
    assert 5 <= len(lesson.steps) <= 10
    assert lesson.steps[-1].play in ("easy", "solve")
    assert all(s.say for s in lesson.steps)


@pytest.mark.parametrize("game_id", games.ids())
def test_a_lesson_is_completed_by_its_answers_and_saved(game_id):
    app = new_app()
    app.open(f"#/learn/{game_id}")
    count = len(learning(app).lesson.steps)
    for i in range(count):
        assert learning(app).index == i
        assert f'data-step="{i + 1}"' in app.page_html
        finish_step(app)
        assert 'id="learn-next"' in app.page_html or i == count - 1
        if i + 1 < count:
            app.action("learn-next")
            assert app.hash == f"#/learn/{game_id}/{i + 2}"
    assert sorted(app.saves.settings()[f"learn:{game_id}"]) == list(range(1, count + 1))
    assert 'id="learn-finished"' in app.page_html


@pytest.mark.parametrize("game_id", games.ids())
def test_a_wrong_answer_is_refused_with_a_reason(game_id):
    app = new_app()
    app.open(f"#/learn/{game_id}")
    t = learning(app)
    step = next(s for s in t.lesson.steps if s.line and s.line[0][0] not in (ANY, ANY_WIN))
    app.open(f"#/learn/{game_id}/{step.number}")
    t = learning(app)
    before = t.session.state
    # Legal but not the answer: a nudge, and nothing is played.
    accepted = {a[0] for a in t.step.line[0]}
    other = next((m for m in before.legal_moves() if m.text not in accepted), None)
    if other is not None:
        app.action("play", move=other.text)
        assert t.session.state == before and t.session.message[0] == "info"
    # Illegal: the engine's own reason.
    app.action("play", move="a1-a1")
    assert t.session.state == before
    kind, text = t.session.message
    assert kind == "error" and text
    assert 'id="message"' in app.page_html


@pytest.mark.parametrize("game_id", puzzles.puzzle_games())
def test_puzzles_open_play_and_record_progress(game_id):
    app = new_app()
    app.open(f"#/puzzles/{game_id}")
    assert app.page_html.count('class="puzzle-link') >= 30
    for grade in puzzles.GRADES:
        assert f"grade-{grade}" in app.page_html
    app.open(f"#/puzzle/{game_id}/1")
    assert app.hash == f"#/puzzle/{game_id}/1"
    finish_step(app)
    assert app.saves.settings()[f"puzzles:{game_id}"] == [1]
    app.action("learn-next")
    assert app.hash == f"#/puzzle/{game_id}/2"
    app.action("learn-link")
    assert f"https://pp.test/#/puzzle/{game_id}/2" in app.dialog_html


def test_a_puzzle_in_an_embed_plays_and_writes_nothing(store):
    app = new_app(embed=True, store=store)
    app.open("#/puzzle/dodgem/3")
    assert "embed-page" in app.page_html and 'id="open-in-piecepad"' in app.page_html
    finish_step(app)
    assert store.keys() == []


def test_a_missing_lesson_or_puzzle_goes_home_with_a_note():
    app = new_app()
    for bad in ("#/learn/chess", "#/puzzle/dodgem/999", "#/puzzles/tracross-solitaire",
                "#/puzzle/nothing/1"):
        app.open(bad)
        assert learning(app) is None and 'id="page-note"' in app.page_html


# -- the format -------------------------------------------------------------------------
GOOD = """title: A test
game: dodgem
rules: 1.0

step: One
from: 6/6/2RG2/6/6/6 r
say: Sideways.
answer: c4-c5 | c4-c3
"""


@pytest.mark.parametrize("text, words", [
    (GOOD.replace("rules: 1.0", "rules: 0.9"), "rules 0.9"),
    (GOOD.replace("game: dodgem", "game: chess"), "no game 'chess'"),
    (GOOD.replace("c4-c5 |", "c4-d4 |"), "Step 1 (One): the answer 'c4-d4' is not legal"),
    (GOOD.replace("6/6/2RG2/6/6/6 r", "6/6/2RG2/6/6 r"), "Step 1 (One)"),
    (GOOD.replace("answer:", "answr:"), "'answr' is not a field"),
    (GOOD + "\nstep: Two\nfrom: opening\nsay: x\nplay: grandmaster\n", "Step 2 (Two): 'play:' takes a level"),
    (GOOD + "\nstep: Two\nfrom: opening\nsay: nothing to do\n", "Step 2 (Two): the step has no task"),
    (GOOD.replace("step: One", "").replace("from:", "x:"), "'x' is not a field"),
    ("game: dodgem\nrules: 1.0\n", "there are no steps"),
    (GOOD.replace("answer: c4-c5 | c4-c3", "line: c4-c5 / f4-e4"), "Step 1 (One): the reply"),
])
def test_bad_lessons_are_refused_naming_the_step(text, words):
    with pytest.raises(LessonError) as e:
        Lesson.read(text)
    assert words in str(e.value)


def test_puzzle_goal_is_checked():
    text = GOOD.replace("answer: c4-c5 | c4-c3", "goal: win in 2\nline: c4-c5")
    with pytest.raises(LessonError, match="win in 2"):
        Lesson.read(text)


def test_link_round_trip_tamper_and_size():
    link = to_link(GOOD)
    assert link.startswith("#/lesson/") and len(link) < 2 * len(GOOD)
    assert from_link(link[len("#/lesson/"):]) == GOOD
    payload = link[len("#/lesson/"):]
    for bad in (payload[:-6], payload[:10] + "!" + payload[11:], "AAAA" + payload):
        with pytest.raises(LessonError, match="damaged"):
            from_link(bad)
    with pytest.raises(LessonError, match="too long"):
        from_link("A" * (MAX_LINK + 1))
    import random
    rng = random.Random(1)
    noise = "".join(rng.choice("abcdefghij klmnop") for _ in range(19_000))
    with pytest.raises(LessonError, match="too long"):
        to_link(GOOD + "say: " + noise + "\n")


def test_a_lesson_link_opens_and_a_broken_one_changes_nothing(store):
    app = new_app(store=store)
    app.open("#/play/pp1/dodgem/1.0//a3-b3")            # a saved game
    saved = dict((k, store.get(k)) for k in store.keys())
    app.open(to_link(GOOD))
    assert learning(app) is not None and learning(app).kind == "custom"
    finish_step(app)
    app.open("#/lesson/" + to_link(GOOD)[len("#/lesson/"):][:-5])
    assert learning(app) is None and "damaged" in app.page_html
    app.open("#/lesson/" + "A" * (MAX_LINK + 10))
    assert "too long" in app.page_html
    assert dict((k, store.get(k)) for k in store.keys()) == saved


# -- the puzzle of the day -------------------------------------------------------------------
def test_the_daily_puzzle_is_the_same_for_a_date_and_keeps_a_streak():
    day = datetime.date(2025, 6, 3)
    one, two = daily.puzzle_of(day), daily.puzzle_of(day)
    assert one.seed == two.seed and one.state == two.state and one.state.solution()
    assert daily.puzzle_of(day - datetime.timedelta(days=1)).state != one.state
    assert one.grade in puzzles.GRADES
    app = new_app()
    app.saves.set_setting("daily", ["2025-06-01", "2025-06-02"])
    app.open("#/daily")
    assert app.hash == "#/daily" and "Your streak: 2 days" in app.page_html
    finish_step(app)
    assert "2025-06-03" in app.saves.settings()["daily"]
    assert daily.streak(app.saves.settings()["daily"], day) == 3
    app.open("#/daily/2025-05-20")
    assert app.hash == "#/daily/2025-05-20" and learning(app).kind == "daily"
    app.open("#/daily/2025-06-04")                        # tomorrow: not out yet
    assert learning(app) is None and 'id="page-note"' in app.page_html
    app.open("#/daily/past")
    assert 'href="#/daily/2025-06-02"' in app.page_html and "Streak: 3 days" in app.page_html


# -- the writer ---------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", ["dodgem", "pacru"])
def test_a_lesson_written_in_the_editor_plays_the_same(game_id):
    app = new_app()
    app.open(f"#/write/{game_id}")
    w = learning(app)
    first = w.session.state
    path, _ = turns(first)[0]
    for text in path:
        app.action("play", move=text)
    reply, _ = turns(w.session.state)[0]
    for text in reply:
        app.action("play", move=text)
    app.action("learn-write-step", title="My lesson", step="Opening", say="Move first.")
    assert len(w.steps) == 1 and app.hash.startswith(f"#/write/{game_id}/")
    second, _ = turns(w.session.state)[0]
    for text in second:
        app.action("play", move=text)
    app.action("learn-write-step", title="My lesson", step="", say="And again.")
    assert len(w.steps) == 2
    # The draft survives a reload: its address holds it.
    again = new_app()
    again.open(app.hash)
    assert len(learning(again).steps) == 2
    app.action("learn-write-link")
    assert "https://pp.test/#/lesson/" in app.dialog_html
    link = w.link_hash()
    reader = new_app()
    reader.open(link)
    t = learning(reader)
    assert t.kind == "custom" and len(t.lesson.steps) == 2
    assert t.step.say == "Move first."
    finish_step(reader)
    reader.action("learn-next")
    finish_step(reader)


@pytest.mark.parametrize("game_id", games.ids())
def test_the_writer_keeps_typed_fields_through_moves_and_readers_see_the_title(game_id):
    app = new_app()
    app.open(f"#/write/{game_id}")
    app.action("learn-write-draft", title="Mine & yours", step="First", say="Look <here>.")
    path, _ = turns(learning(app).session.state)[0]
    for text in path:
        app.action("play", move=text)
    html = app.page_html
    assert 'value="Mine &amp; yours"' in html and 'value="First"' in html
    assert ">Look &lt;here&gt;.</textarea>" in html
    app.action("learn-write-step", title="Mine & yours", step="First", say="Look <here>.")
    assert 'value="First"' not in app.page_html and "></textarea>" in app.page_html
    reader = new_app()
    reader.open(learning(app).link_hash())
    assert "Mine &amp; yours · step 1 of 1" in reader.page_html


def test_the_writer_refuses_a_step_without_answer_or_text():
    app = new_app()
    app.open("#/write/dodgem")
    app.action("learn-write-step", title="", step="", say="Nothing played")
    assert learning(app).steps == [] and "Play the step" in app.page_html
    app.action("play", move="a3-b3")
    app.action("learn-write-step", title="", step="", say="  ")
    assert learning(app).steps == [] and "Write what the step says" in app.page_html


def test_the_hub_lists_every_game_and_the_home_and_rules_link_to_lessons():
    app = new_app()
    app.open("#/learn")
    for game_id in games.ids():
        assert f'href="#/learn/{game_id}"' in app.page_html
    for game_id in puzzles.puzzle_games():
        assert f'href="#/puzzles/{game_id}"' in app.page_html
    assert 'href="#/daily"' in app.page_html
    app.open("#/")
    assert all(f'href="#/learn/{g}"' in app.page_html for g in games.ids())
    app.open("#/rules/quet")
    assert 'href="#/learn/quet"' in app.page_html and 'href="#/puzzles/quet"' in app.page_html


def test_routes_and_pages_module_names():
    assert set(learn_app.PAGES) == {"learn", "puzzles", "puzzle", "lesson", "daily", "write"}


# -- live figures on the rules pages ---------------------------------------------------------
@pytest.mark.parametrize("game_id", ["dodgem", "tracers", "quet", "tracross", "pacru"])
def test_rules_figures_can_be_tried_on_a_live_board(game_id):
    import re
    app = new_app()
    app.open(f"#/rules/{game_id}")
    links = re.findall(r'class="try-it"|href="(#/lesson/[^"]+)" class="try-it"', app.page_html)
    links = [h for h in links if h]
    assert links, "no figure to try"
    for link in links:
        app.open(link)
        t = learning(app)
        assert t is not None and t.heading() == "From the rules: try it"
        before = t.session.state
        app.action("play", move="a1-i9")              # not a move of anything here
        assert t.session.state == before and t.session.message[0] == "error"
        finish_step(app)


def test_a_pacru_figure_try_cites_the_rule():
    app = new_app()
    app.open("#/rules/pacru")
    import re
    link = next(h for h in re.findall(r'href="(#/lesson/[^"]+)" class="try-it"', app.page_html)
                if "R7" in from_link(h[len("#/lesson/"):]) or "cannot go to c5"
                in from_link(h[len("#/lesson/"):]))
    app.open(link)
    app.action("play", move="d4-c5")
    kind, text = learning(app).session.message
    assert kind == "error" and re.search(r"\bR\d+\b", text), text
    assert 'href="#/rules/pacru/r' in app.page_html


def test_the_solitaire_speaks_to_its_one_player_and_counts_only_laid_pieces():
    app = new_app()
    app.open("#/learn/tracross-solitaire/3")             # a step answered by one piece
    assert "Player&#x27;s" not in app.page_html and "Player's" not in app.page_html
    assert "Your task: play the right move on the board." in app.page_html
    app.open("#/daily")
    if learning(app).lesson.game_id != "tracross-solitaire":
        app.open("#/play/pp1/tracross-solitaire/1.0/size=3;original=112%2F212%2F212/")
    html = app.page_html
    assert "Squares different from the original" not in html
    laid = sum(1 for t in learning(app).session.state.tiles if t) if learning(app) else \
        sum(1 for t in app.session.state.tiles if t)
    assert f"Pieces laid: {laid} of " in html
