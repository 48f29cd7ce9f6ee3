"""Lessons, puzzles, the puzzle of the day and the lesson writer, in the app.

The App hands this module its learning routes, taps, arrow keys, ``learn-*``
actions and the computer's turn in a step played out against it (a few hooks in
controller.py, as for the set-up editor). Everything a reader does on a step's
board goes through ``LessonSession``, a game Session whose moves are first
judged against the step: an illegal move gets the engine's reason, a legal one
that is not the answer a nudge, the answer moves the step on.

    #/learn                     every lesson and puzzle set
    #/learn/<game>[/<step>]     a game's lesson (at a step, 1-based)
    #/puzzles/<game>            a game's puzzles by grade
    #/puzzle/<game>/<n>         one puzzle
    #/lesson/<packed text>      a lesson written by anyone, in its link
    #/daily[/<YYYY-MM-DD>]      the Tracross puzzle of the day (or of a past day)
    #/daily/past                every past day
    #/write/<game>[/<packed>]   the lesson writer (the steps so far in its address)
"""

import datetime

from .. import catalogue, games
from ..errors import IllegalMoveError, PiecepadError, excerpt
from ..learn import puzzles as shipped
from ..learn.lesson import (ANY, ANY_WIN, LEVELS, LINK_PREFIX, Lesson, LessonError, Step,
                            from_link, to_link)
from ..learn.prove import won
from ..view import learn as learn_view
from ..view import share
from . import settings
from .session import Session

from .routes import LEARN as PAGES  # noqa: E402
PAST_DAYS = 60


class LessonSession(Session):
    """A game Session whose moves the tutor judges before they are played."""

    def __init__(self, line, tutor):
        super().__init__(line)
        self.tutor = tutor

    def play(self, text, judged=True):
        if judged and self.tutor is not None:
            try:
                move = self.state.parse(text)
            except IllegalMoveError:
                return super().play(text)          # the engine's reason, as in a game
            refusal = self.tutor.judge(move)
            if refusal:
                self.message = refusal
                self.selected = None
                self.choice, self.choice_at, self.gathered = (), None, ()
                return False
        return super().play(text)


class Tutor:
    """A lesson (or a puzzle, a day's puzzle, a lesson from a link) on screen."""

    def __init__(self, app, lesson, kind, index=0, key=None, open_url=""):
        self.app, self.lesson, self.kind = app, lesson, kind
        self.key = key                     # the settings entry its progress goes in
        self.open_url = open_url
        self.completed = set(self._stored())
        self.free_after = False
        self.start(index)

    # -- the step ----------------------------------------------------------------------
    @property
    def step(self):
        return self.lesson.steps[self.index]

    def start(self, index):
        self.index = max(0, min(index, len(self.lesson.steps) - 1))
        step = self.step
        record = self.lesson.record_for(self.lesson.game.encode(step.state))
        self.session = LessonSession(record, self)
        self.turn, self.partial, self.done, self.lost = 0, (), False, False
        self.session.message = None

    def readers_turn(self):
        state = self.session.state
        return state.outcome is None and state.to_move == self.step.seat and not self.done

    def computer_to_move(self):
        return self.computer_level() is not None

    def computer_level(self):
        state, step = self.session.state, self.step
        if step.play not in LEVELS or self.done or state.outcome is not None:
            return None
        return None if state.to_move == step.seat else step.play

    # -- judging -------------------------------------------------------------------------
    def judge(self, move):
        """None to let ``move`` be played; else the (kind, text) message."""
        step, state = self.step, self.session.state
        if self.done:
            return ("info", "This step is done." + (" Press Next." if self.has_next() else ""))
        if state.to_move != step.seat:
            return ("info", "Wait for the other side's move.")
        if step.play:
            return None
        made = self.partial + (move.text,)
        for alt in step.line[self.turn]:
            if alt in (ANY, ANY_WIN) or alt[:len(made)] == made:
                return None
        return ("info", step.nudge or self._nudge(move))

    def _nudge(self, move):
        if self.kind in ("puzzle",):
            return (f"{move.text} is legal, but it does not force the win: look for a move "
                    "that leaves no defence.")
        return f"{move.text} is legal, but it is not what this step asks. Read the task again."

    def after_move(self):
        """The reader (or the computer) just played: move the step on."""
        s, step = self.session, self.step
        state = s.state
        if step.play:
            if state.outcome is not None:
                if step.seat in state.outcome.winners and len(state.outcome.winners) == 1:
                    self._finish("You won! " + state.outcome.reason + ".")
                else:
                    self.lost = True
                    s.message = ("info", state.outcome.reason + ". Start the step again to "
                                 "have another go.")
            return
        self.partial += (s.line.moves[s.cursor - 1],)
        if state.pending and state.outcome is None:
            return                                   # the rest of the turn is to come
        made, self.partial = self.partial, ()
        alts = step.line[self.turn]
        if ANY in alts and made not in alts:
            return self._finish("Good. " + " ".join(self._ending()))
        if ANY_WIN in alts and made not in alts:
            if won(state, step.seat):
                return self._finish("Right: that wins. " + state.outcome.reason + ".")
            s.goto(s.cursor - len(made))
            s.line = s.line.upto(s.cursor)
            s.message = ("info", "That does not win yet: look for a turn that wins at once.")
            return
        self.turn += 1
        said = []
        if self.turn < len(step.line):
            reply = step.line[self.turn][0]
            mover = state.seat_name(state.to_move)
            for text in reply:
                s.play(text, judged=False)
            said.append(f"{mover} answers {' '.join(reply)}.")
            self.turn += 1
        if self.turn >= len(step.line):
            return self._finish(" ".join(["Right!"] + said + self._ending()))
        s.message = ("info", " ".join(["Right."] + said + ["Your move again."]))
        self.app.announcement = s.message[1]

    def _ending(self):
        state = self.session.state
        return [state.outcome.reason + "."] if state.outcome is not None else []

    def _finish(self, text):
        self.done = True
        self.completed.add(self.index + 1)
        self._store()
        self.session.message = ("ok", text)
        self.app.announcement = text

    # -- words ---------------------------------------------------------------------------
    def heading(self):
        if self.kind == "lesson":
            return f"Lesson · step {self.index + 1} of {len(self.lesson.steps)}"
        if self.kind == "puzzle":
            return f"Puzzle {self.step.number} · {self.step.grade or 'puzzle'}"
        if self.kind == "daily":
            return "Puzzle of the day"
        if self.lesson.about == "rules":
            return "From the rules: try it"
        name = self.lesson.title or "A lesson from a link"
        return f"{name} · step {self.index + 1} of {len(self.lesson.steps)}"

    def step_title(self):
        if self.kind == "puzzle":
            return self.lesson.game.title
        return self.step.title or self.lesson.title or self.lesson.game.title

    def task_text(self):
        step, state = self.step, self.step.state
        if self.done:
            return "Done."
        if step.goal:
            return shipped.goal_text(state, step.goal)
        if step.play in LEVELS:
            return (f"Play it out against the computer ({step.play}) as "
                    f"{state.seat_name(step.seat)}, and win.")
        if step.play:
            return "Solve it: every letter must meet its twin."
        if state.players == 1:
            return "Your task: play the right move on the board."
        who = state.seat_name(step.seat)
        if step.depth > 1:
            return f"Your task: {who}'s moves, one after another; the other side answers."
        return f"Your task: make {who}'s move on the board."

    def status_text(self):
        state = self.session.state
        if state.outcome is not None:
            return state.outcome.reason + "."
        if self.computer_to_move():
            name = state.seat_name(state.to_move)
            return f"{name} (computer, {self.step.play}) " + \
                ("is thinking…" if self.app.thinking else "to move.")
        if state.players == 1:
            return "Your move."
        return f"{state.seat_name(state.to_move)} to move."

    def has_next(self):
        if self.kind == "puzzle":
            found = shipped.puzzle_set(self.lesson.game_id, check=False)
            return found is not None and self.step.number < len(found.steps)
        return self.index + 1 < len(self.lesson.steps)

    def next_label(self):
        return "Next puzzle" if self.kind == "puzzle" else "Next step"

    def finished_text(self):
        if self.kind == "lesson":
            return "That is the whole lesson. Start a game from the home page, or try the puzzles."
        if self.kind == "daily":
            return "Solved. Come back tomorrow for the next one."
        if self.kind == "puzzle":
            return "That was the last puzzle of this set."
        return "That is the end of this lesson."

    def can_show(self):
        return bool(self.step.line) and self.readers_turn()

    def show(self):
        alts = self.step.line[self.turn] if self.turn < len(self.step.line) else ()
        shown = [" ".join(a) for a in alts if a not in (ANY_WIN, ANY)]
        text = ("The answer: " + " or ".join(shown) + ".") if shown else \
            "Any turn that wins at once is right here."
        self.session.message = ("info", text)
        self.app.announcement = text

    # -- progress --------------------------------------------------------------------------
    def _stored(self):
        if self.key is None or self.app.embed:
            return []
        return self.app.saves.setting(self.key)

    def _store(self):
        if self.key is None or self.app.embed:
            return
        value = self.step.number if self.kind == "puzzle" else \
            self.lesson.steps[0].title if self.kind == "daily" else self.index + 1
        stored = self._stored()
        if value not in stored:
            self.app.saves.set_setting(self.key, (stored + [value])[-400:])


# -- routes ----------------------------------------------------------------------------------
def open_route(app, route):
    page, arg = route.page, route.arg
    app.session = app.setup = None
    app.learn = None
    try:
        if page == "learn" and not arg:
            return _hub(app)
        if page == "learn":
            game_id, _, step = arg.partition("/")
            return _lesson(app, game_id, int(step) - 1 if step.isdigit() and step != "0" else 0)
        if page == "puzzles":
            return _puzzle_list(app, arg)
        if page == "puzzle":
            game_id, _, number = arg.partition("/")
            return _puzzle(app, game_id, int(number) if number.isdigit() else 0)
        if page == "lesson":
            return _custom(app, arg)
        if page == "daily":
            return _daily(app, arg)
        if page == "write":
            return _writer(app, arg)
    except LessonError as e:
        return app._home(f"This lesson cannot be shown: {e}. Your saved games are untouched.",
                         keep_hash=app.hash)
    return app._home(f"There is no page '{excerpt(page)}' here.")


def _settings(app):
    """Reads a setting (checked: app/settings.py); an embed reads the defaults, since
    it never touches storage."""
    return settings.default if app.embed else app.saves.setting


def _show(app, thing, hash_text):
    app.learn = thing
    app.hash = hash_text
    app.render()


def _hub(app):
    lessons, sets, progress = {}, {}, {}
    setting = _settings(app)
    for game_id in games.ids():
        try:
            found = shipped.lesson(game_id)
        except LessonError:                  # a broken file hides its game, not the page
            found = None
        if found is None:
            continue
        lessons[game_id] = len(found.steps)
        progress[game_id] = (len(setting(f"learn:{game_id}")), len(found.steps))
        puzzles = shipped.puzzle_set(game_id, check=False)
        if puzzles is not None:
            sets[game_id] = (len(setting(f"puzzles:{game_id}")), len(puzzles.steps))
    streak = _dailies().streak(setting("daily"), _today(app))
    line = f"Your daily streak: {streak} day{'s' if streak != 1 else ''}." if streak else ""
    app.learn = Page(learn_view.hub(lessons, sets, progress, line, _dailies().EVERY_DAY))
    app.hash = "#/learn"
    app.render()


class Page:
    """A page with no board (a list)."""

    def __init__(self, html):
        self.html = html


def _lesson(app, game_id, index):
    lesson = shipped.lesson(game_id) if game_id in games.ids() else None
    if lesson is None:
        return app._home(f"There is no lesson for '{excerpt(game_id)}' here.")
    tutor = Tutor(app, lesson, "lesson", index, key=f"learn:{game_id}",
                  open_url=app.base_url + f"#/learn/{game_id}/{index + 1}")
    _show(app, tutor, _lesson_hash(tutor))


def _lesson_hash(t):
    if t.kind == "lesson":
        return f"#/learn/{t.lesson.game_id}" + (f"/{t.index + 1}" if t.index else "")
    if t.kind == "puzzle":
        return f"#/puzzle/{t.lesson.game_id}/{t.step.number}"
    return t.hash


def _puzzle_list(app, game_id):
    found = shipped.puzzle_set(game_id, check=False) if game_id in shipped.puzzle_games() else None
    if found is None:
        return app._home(f"There are no puzzles for '{excerpt(game_id)}' here.")
    solved = set(_settings(app)(f"puzzles:{game_id}"))
    game = games.get(game_id)
    rows = []
    for step in found.steps:
        who = _first_word_seat(game, step.start)
        rows.append((step.number, f"{who} to move, win in {step.goal.split()[-1]}", step.grade))
    app.learn = Page(learn_view.puzzle_list(game_id, f"{game.title}: puzzles", rows, solved))
    app.hash = f"#/puzzles/{game_id}"
    app.render()


def _first_word_seat(game, position):
    try:
        state = game.decode(position)
        return state.seat_name(state.to_move)
    except (PiecepadError, ValueError):
        return "?"


def _puzzle(app, game_id, number):
    one = shipped.puzzle(game_id, number) if game_id in shipped.puzzle_games() else None
    if one is None:
        return app._home(f"There is no puzzle {number} for '{excerpt(game_id)}' here.")
    tutor = Tutor(app, one, "puzzle", key=f"puzzles:{game_id}",
                  open_url=app.base_url + f"#/puzzle/{game_id}/{number}")
    _show(app, tutor, _lesson_hash(tutor))


def _custom(app, payload):
    text = from_link(payload)
    lesson = Lesson.read(text)
    tutor = Tutor(app, lesson, "custom", open_url=app.base_url + LINK_PREFIX + payload)
    tutor.hash = LINK_PREFIX + payload
    _show(app, tutor, tutor.hash)


def _today(app):
    return _dailies().today(app.clock())


def _daily(app, arg):
    today = _today(app)
    days = _settings(app)("daily")
    if arg == "past":
        past = []
        for k in range(PAST_DAYS):
            day = today - datetime.timedelta(days=k)
            if day < _dailies().FIRST_DAY:
                break
            size = _dailies().size_of(day)
            past.append((day.isoformat(), size, "" if k else "today"))
        app.learn = Page(learn_view.daily_past(past, set(days),
                                               _dailies().streak(days, today),
                                               _dailies().PAST_TITLE))
        app.hash = "#/daily/past"
        return app.render()
    day = today if not arg else _dailies().parse_day(arg)
    if day is None or day > today:
        return app._home(f"There is no puzzle for '{excerpt(arg)}': a day is written "
                         "YYYY-MM-DD, and only today's and past days' puzzles are out.")
    puzzle = _dailies().puzzle_of(day)
    game = games.get(_dailies().GAME_ID)
    streak = _dailies().streak(days, today)
    step = Step(1, day.isoformat(), "step", start=game.encode(puzzle.state),
                say=(f"The puzzle of {day.strftime('%A %d %B %Y').replace(' 0', ' ')}: a "
                     f"{puzzle.size}×{puzzle.size} board, graded {puzzle.grade} (the solver "
                     f"needed {puzzle.effort} steps). Everyone gets the same puzzle today. "
                     f"Your streak: {streak} day{'s' if streak != 1 else ''}."),
                play="solve")
    step.state, step.seat = puzzle.state, 0
    lesson = Lesson(game.id, game.rules_version, _dailies().TITLE,
                    options=f"size={puzzle.size}", steps=[step])
    lesson.record_for = lambda position: _daily_record(puzzle)
    hash_text = "#/daily" if day == today and not arg else f"#/daily/{day.isoformat()}"
    tutor = Tutor(app, lesson, "daily", key="daily", open_url=app.base_url + hash_text)
    tutor.hash = hash_text
    if day.isoformat() in days:
        tutor.session.message = ("info", "You solved this one already; play it again if you "
                                         "like.")
    _show(app, tutor, hash_text)


def _dailies():
    """The puzzle-of-the-day module: the ``daily`` part of the one game that has one."""
    import importlib
    return importlib.import_module(next(row.daily for row in catalogue.entries() if row.daily))


def _daily_record(puzzle):
    from ..record import Record
    return Record.new(_dailies().GAME_ID, seed=puzzle.seed, size=puzzle.size)


# -- the writer ---------------------------------------------------------------------------------
class Writer:
    """A lesson being written: its finished steps, and the board of the next one."""

    def __init__(self, game_id, title="", steps=(), start=None):
        self.game_id, self.title, self.steps = game_id, title, list(steps)
        # The next step's title and text as typed so far: the page is drawn again after
        # every move on the board, and it draws the fields from here.
        self.step_title = self.say = ""
        game = games.get(game_id)
        from ..record import Record
        record = Record.from_position(game_id, start) if start else Record.new(game_id)
        if game.uses_seed and not start:
            record = Record.from_position(game_id, game.encode(record.state))
        self.session = Session(record)
        self.start_text = game.encode(record.state)

    def step_count(self):
        return self.session.cursor

    def turns(self):
        """The moves of the step so far, grouped in turns (Pacru's decisions)."""
        s = self.session
        out, seat = [], None
        for i in range(s.cursor):
            state = s.line.states[i]
            if out and state.to_move == seat and s.line.states[i].pending:
                out[-1].append(s.line.moves[i])
            else:
                out.append([s.line.moves[i]])
            seat = state.to_move
        return [" ".join(t) for t in out]

    def step_moves_text(self):
        return " / ".join(self.turns())

    def lesson_text(self):
        game = games.get(self.game_id)
        head = [f"title: {' '.join(self.title.split()) or 'A lesson'}", f"game: {self.game_id}",
                f"rules: {game.rules_version}"]
        body = []
        for s in self.steps:
            body += ["", f"step: {s['title']}".rstrip(), f"from: {s['from']}",
                     f"say: {s['say']}", f"line: {s['line']}"]
        return "\n".join(head + body) + "\n"

    def link_hash(self):
        return to_link(self.lesson_text())

    def draft_hash(self):
        packed = to_link(self.lesson_text())[len(LINK_PREFIX):]
        return f"#/write/{self.game_id}/{packed}"


def _writer(app, arg):
    game_id, _, packed = arg.partition("/")
    if game_id not in games.ids():
        return app._home(f"There is no game '{excerpt(game_id)}' here.")
    writer = Writer(game_id)
    note = None
    if packed:
        try:
            lesson = Lesson.read(from_link(packed))
            if lesson.game_id != game_id:
                raise LessonError("it is a lesson for another game")
            steps = [{"title": s.title, "from": s.raw.get("from", ""), "say": s.say,
                      "line": s.raw.get("line", "")} for s in lesson.steps]
            last = lesson.steps[-1]
            end = last.state
            for i, turn in enumerate(last.line):
                for text in (turn[0] if isinstance(turn[0], tuple) else ()):
                    end = end.play(text)
            start = games.get(game_id).encode(end) if end.outcome is None else None
            writer = Writer(game_id, lesson.title, steps, start)
        except (LessonError, PiecepadError) as e:
            note = f"The lesson in this address could not be read ({e}); here is a new one."
    writer.note = note
    app.learn = writer
    app.hash = writer.draft_hash() if writer.steps else f"#/write/{game_id}"
    app.render()


def _write_draft(app, w, title="", say="", step="", **_):
    """The fields as typed (sent as the writer types; nothing to draw again)."""
    w.title, w.step_title, w.say = title[:80], step[:60], say[:600]


def _write_step(app, w, title="", say="", step="", **_):
    _write_draft(app, w, title, say, step)
    say = " ".join(say.split())[:600]
    line = w.step_moves_text()
    w.note = None
    if not line:
        w.note = "Play the step's answer on the board first."
    elif not say:
        w.note = "Write what the step says (a sentence or two)."
    else:
        w.steps.append({"title": " ".join(step.split())[:60], "from": w.start_text,
                        "say": say, "line": line})
        try:
            Lesson.read(w.lesson_text())
            to_link(w.lesson_text())
        except LessonError as e:
            w.steps.pop()
            w.note = str(e)
        else:
            state = w.session.state
            game = games.get(w.game_id)
            if state.outcome is None:
                w.__init__(w.game_id, w.title, w.steps, game.encode(state))
            else:
                w.__init__(w.game_id, w.title, w.steps)
            app.announcement = f"Step {len(w.steps)} added."
    app.hash = w.draft_hash() if w.steps else f"#/write/{w.game_id}"
    app.render()


def _write_link(app, w, **_):
    try:
        url = app.base_url + w.link_hash()
    except LessonError as e:
        w.note = str(e)
        return app.render()
    app.dialog_html = share.link_dialog(
        "Your lesson's link", url, "Anyone who opens this link plays your lesson; it holds "
        "the whole lesson, so nothing is stored anywhere.")
    app.render()


def _write_drop(app, w, **_):
    if w.steps:
        dropped = w.steps.pop()
        w.__init__(w.game_id, w.title, w.steps, dropped["from"])
    app.hash = w.draft_hash() if w.steps else f"#/write/{w.game_id}"
    app.render()


# -- input ---------------------------------------------------------------------------------------
def tap(app, square):
    thing = app.learn
    if isinstance(thing, Writer):
        if thing.session.tap(square):
            app.announcement = thing.session.announcement
        app.focus_selector = f'[data-sq="{square}"]' if square != "off" else None
        return app.render()
    if not isinstance(thing, Tutor):
        return app.render()
    if thing.computer_to_move():
        thing.session.message = ("info", "Wait for the computer's move.")
        return app.render()
    if thing.session.tap(square):
        app.announcement = thing.session.announcement
        thing.after_move()
    app.focus_selector = f'[data-sq="{square}"]' if square != "off" else None
    app.render()


def typed_moves(app):
    """Whether the page on show has the "Type a move" field: a lesson's or puzzle's
    step (view/learn.step_page)."""
    return isinstance(app.learn, Tutor)


def key(app, square, dx, dy):
    thing = app.learn
    session = getattr(thing, "session", None)
    if session is None:
        return
    session.focus = square
    session.move_focus(dx, dy)
    app.focus_selector = f'[data-sq="{session.focus}"]'
    app.render()


def action(app, name, move="", **data):
    """``play`` (an off-board decision), ``undo`` (the writer) and ``learn-*``."""
    thing = app.learn
    if isinstance(thing, Writer):
        handler = {"learn-write-step": _write_step, "learn-write-link": _write_link,
                   "learn-write-drop": _write_drop, "learn-write-draft": _write_draft}.get(name)
        if handler is not None:
            return handler(app, thing, **data)
        if name == "undo":
            thing.session.undo()
            thing.session.line = thing.session.line.upto(thing.session.cursor)
        elif name == "play" and move:
            thing.session.play(move)
        return app.render()
    if not isinstance(thing, Tutor):
        return app.render()
    if name in ("play", "type-move") and move:
        if thing.done and not thing.free_after:
            thing.session.message = ("info", "This step is done: " + thing.finished_text()
                                     if not thing.has_next() else
                                     f"This step is done: press \u201c{thing.next_label()}\u201d.")
        elif thing.computer_to_move():
            thing.session.message = ("info", "Wait for the computer's move.")
        elif thing.session.play(move):
            app.announcement = thing.session.announcement
            thing.after_move()
    elif name == "learn-restart":
        thing.start(thing.index)
    elif name == "learn-show":
        thing.show()
    elif name == "learn-next" and thing.kind == "puzzle":
        return _puzzle(app, thing.lesson.game_id, thing.step.number + 1) or _pushed(app)
    elif name == "learn-next" and thing.index + 1 < len(thing.lesson.steps):
        thing.start(thing.index + 1)
        app.push = True
    elif name == "learn-prev" and thing.index > 0:
        thing.start(thing.index - 1)
        app.push = True
    elif name == "learn-link":
        app.dialog_html = share.link_dialog(
            "Link to this puzzle", thing.open_url, "Anyone who opens it gets this puzzle. "
            "Put ?embed before the # to show it inside another page.")
    if thing.kind in ("lesson", "puzzle"):
        app.hash = _lesson_hash(thing)
    app.render()


def _pushed(app):
    app.push = True


# -- the computer, in a step played out against it -------------------------------------------
def computer_level(app):
    thing = app.learn
    return thing.computer_level() if isinstance(thing, Tutor) else None


def position_token(app):
    thing = app.learn
    if not isinstance(thing, Tutor):
        return None
    s = thing.session
    return (app.hash, id(s), thing.index, s.cursor, len(s.line))


def search(app, token):
    if token != position_token(app):
        return None
    level = computer_level(app)
    if level is None:
        return None
    from ..ai import Search
    s = app.learn.session
    return Search(s.state, level=level, seed=len(s.line))


def computer_play(app, token, text):
    if token != position_token(app) or computer_level(app) is None:
        return
    app.thinking = False
    tutor = app.learn
    if tutor.session.play(text, judged=False):
        app.announcement = tutor.session.announcement
        tutor.after_move()
    app.render()


def render(app):
    thing = app.learn
    if isinstance(thing, Page):
        # Reading the progress is what finds a setting that cannot be used: say so here.
        notes = [] if app.embed else app.saves.take_notes()
        app.page_html = learn_view.note(" ".join(notes)) + thing.html
    elif isinstance(thing, Writer):
        app.page_html = learn_view.writer_page(thing, getattr(thing, "note", None))
    else:
        app.page_html = learn_view.step_page(thing, app.embed)
