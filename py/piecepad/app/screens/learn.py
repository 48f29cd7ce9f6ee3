"""Lessons, puzzles, the puzzle of the day and the lesson writer: the Learn screen.

Everything a reader does on a step's board goes through app/learn.py's
``LessonSession`` (a game Session whose moves are first judged against the step)
and its ``Tutor``; the writer's board is app/learn.py's ``Writer``.

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

from ... import catalogue, games
from ...errors import PiecepadError, excerpt
from ...i18n import DEFAULT, Message, T, formats, say, tr
from ...learn import puzzles as shipped
from ...learn.lesson import LINK_PREFIX, Lesson, LessonError, Step, from_link, to_link
from ...view import learn as learn_view
from ...view import share
from ..learn import Tutor, Writer
from . import Screen

PAST_DAYS = 60


# -- routes ----------------------------------------------------------------------------------
class Page:
    """A page with no board (a list), drawn when shown: ``draw()`` gives its HTML
    in the reader's language at the time."""

    def __init__(self, draw):
        self.draw = draw

    @property
    def html(self):
        return self.draw()


class _Day(Message):
    """A day as the reader's language writes it in full ("Friday 27 November 2026"):
    a Message argument, said in the language the message is said in."""

    __slots__ = ()

    def __init__(self, day):
        super().__init__("{day}", {"day": day})

    def text(self, lang=None):
        return formats.long_date(self.args["day"], lang)

    def __str__(self):
        return self.text(DEFAULT)


def _lesson_hash(t):
    if t.kind == "lesson":
        return f"#/learn/{t.lesson.game_id}" + (f"/{t.index + 1}" if t.index else "")
    if t.kind == "puzzle":
        return f"#/puzzle/{t.lesson.game_id}/{t.step.number}"
    return t.hash


def _first_word_seat(game, position):
    try:
        state = game.decode(position)
        return tr(state.seat_name(state.to_move))
    except (PiecepadError, ValueError):
        return "?"


def _dailies():
    """The puzzle-of-the-day module: the ``daily`` part of the one game that has one."""
    import importlib
    return importlib.import_module(next(row.daily for row in catalogue.entries() if row.daily))


def _daily_record(puzzle):
    from ...record import Record
    return Record.new(_dailies().GAME_ID, seed=puzzle.seed, size=puzzle.size)


# -- input ---------------------------------------------------------------------------------------
# -- the computer, in a step played out against it -------------------------------------------


class Learn(Screen):
    """A page of lessons (``thing``: a Page, a Tutor or a Writer)."""

    thing = None

    def open(self, route):
        page, arg = route.page, route.arg
        self.thing = None
        try:
            if page == "learn" and not arg:
                return self._hub()
            if page == "learn":
                game_id, _, step = arg.partition("/")
                return self._lesson(game_id, int(step) - 1 if step.isdigit() and step != "0" else 0)
            if page == "puzzles":
                return self._puzzle_list(arg)
            if page == "puzzle":
                game_id, _, number = arg.partition("/")
                return self._puzzle(game_id, int(number) if number.isdigit() else 0)
            if page == "lesson":
                return self._custom(arg)
            if page == "daily":
                return self._daily(arg)
            if page == "write":
                return self._writer(arg)
        except LessonError as e:
            return self.app.go_home(tr("This lesson cannot be shown: {reason}. Your saved games "
                                       "are untouched.", reason=say(e)), keep_hash=self.app.hash)
        return self.app.go_home(tr("There is no page '{page}' here.", page=excerpt(page)))

    def _show(self, thing, hash_text):
        self.thing = thing
        self.app.hash = hash_text
        self.app.render()

    def _hub(self):
        lessons, sets, progress = {}, {}, {}
        setting = self.services.setting
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
        streak = _dailies().streak(setting("daily"), self._today())

        def draw():
            line = tr(("Your daily streak: {n} day.", "Your daily streak: {n} days."),
                      n=streak) if streak else ""
            return learn_view.hub(lessons, sets, progress, line, tr(_dailies().EVERY_DAY))
        self.thing = Page(draw)
        self.app.hash = "#/learn"
        self.app.render()

    def _lesson(self, game_id, index):
        lesson = shipped.lesson(game_id) if game_id in games.ids() else None
        if lesson is None:
            return self.app.go_home(tr("There is no lesson for '{game}' here.",
                                       game=excerpt(game_id)))
        tutor = Tutor(self.app, self.services, lesson, "lesson", index, key=f"learn:{game_id}",
                      open_url=self.services.base_url + f"#/learn/{game_id}/{index + 1}")
        self._show(tutor, _lesson_hash(tutor))

    def _puzzle_list(self, game_id):
        found = (shipped.puzzle_set(game_id, check=False)
                 if game_id in shipped.puzzle_games() else None)
        if found is None:
            return self.app.go_home(tr("There are no puzzles for '{game}' here.",
                                       game=excerpt(game_id)))
        solved = set(self.services.setting(f"puzzles:{game_id}"))
        game = games.get(game_id)

        def draw():
            rows = []
            for step in found.steps:
                who = _first_word_seat(game, step.start)
                rows.append((step.number, tr("{who} to move, win in {n}", who=who,
                                             n=step.goal.split()[-1]), step.grade))
            return learn_view.puzzle_list(game_id, tr("{title}: puzzles", title=tr(game.title)),
                                          rows, solved)
        self.thing = Page(draw)
        self.app.hash = f"#/puzzles/{game_id}"
        self.app.render()

    def _puzzle(self, game_id, number):
        one = shipped.puzzle(game_id, number) if game_id in shipped.puzzle_games() else None
        if one is None:
            return self.app.go_home(tr("There is no puzzle {number} for '{game}' here.",
                                       number=number, game=excerpt(game_id)))
        tutor = Tutor(self.app, self.services, one, "puzzle", key=f"puzzles:{game_id}",
                      open_url=self.services.base_url + f"#/puzzle/{game_id}/{number}")
        self._show(tutor, _lesson_hash(tutor))

    def _custom(self, payload):
        text = from_link(payload)
        lesson = Lesson.read(text)
        tutor = Tutor(self.app, self.services, lesson, "custom",
                      open_url=self.services.base_url + LINK_PREFIX + payload)
        tutor.hash = LINK_PREFIX + payload
        self._show(tutor, tutor.hash)

    def _today(self):
        return _dailies().today(self.services.clock())

    def _daily(self, arg):
        today = self._today()
        days = self.services.setting("daily")
        if arg == "past":
            past = []
            for k in range(PAST_DAYS):
                day = today - datetime.timedelta(days=k)
                if day < _dailies().FIRST_DAY:
                    break
                size = _dailies().size_of(day)
                past.append((day.isoformat(), size, k))
            streak = _dailies().streak(days, today)
            self.thing = Page(lambda: learn_view.daily_past(
                [(day, size, "" if k else tr("today")) for day, size, k in past], set(days),
                streak, tr(_dailies().PAST_TITLE)))
            self.app.hash = "#/daily/past"
            return self.app.render()
        day = today if not arg else _dailies().parse_day(arg)
        if day is None or day > today:
            return self.app.go_home(tr("There is no puzzle for '{day}': a day is written "
                                       "YYYY-MM-DD, and only today's and past days' puzzles "
                                       "are out.", day=excerpt(arg)))
        puzzle = _dailies().puzzle_of(day)
        game = games.get(_dailies().GAME_ID)
        streak = _dailies().streak(days, today)
        step = Step(1, day.isoformat(), "step", start=game.encode(puzzle.state),
                    # A Message: the tutor says it in the reader's language when shown.
                    say=T(("The puzzle of {date}: a {size}×{size} board, graded {grade} (the "
                           "solver needed {effort} steps). Everyone gets the same puzzle "
                           "today. Your streak: {n} day.",
                           "The puzzle of {date}: a {size}×{size} board, graded {grade} (the "
                           "solver needed {effort} steps). Everyone gets the same puzzle "
                           "today. Your streak: {n} days."),
                          date=_Day(day), size=puzzle.size, grade=T(puzzle.grade),
                          effort=puzzle.effort, n=streak),
                    play="solve")
        step.state, step.seat = puzzle.state, 0
        lesson = Lesson(game.id, game.rules_version, _dailies().TITLE,
                        options=f"size={puzzle.size}", steps=[step])
        lesson.record_for = lambda position: _daily_record(puzzle)
        hash_text = "#/daily" if day == today and not arg else f"#/daily/{day.isoformat()}"
        tutor = Tutor(self.app, self.services, lesson, "daily", key="daily",
                      open_url=self.services.base_url + hash_text)
        tutor.hash = hash_text
        if day.isoformat() in days:
            tutor.session.message = ("info", tr("You solved this one already; play it again "
                                                "if you like."))
        self._show(tutor, hash_text)

    def _writer(self, arg):
        game_id, _, packed = arg.partition("/")
        if game_id not in games.ids():
            return self.app.go_home(tr("There is no game '{game}' here.",
                                       game=excerpt(game_id)))
        writer = Writer(game_id)
        note = None
        if packed:
            try:
                lesson = Lesson.read(from_link(packed))
                if lesson.game_id != game_id:
                    raise LessonError(T("it is a lesson for another game"))
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
                note = tr("The lesson in this address could not be read ({reason}); here is "
                          "a new one.", reason=say(e))
        writer.note = note
        self.thing = writer
        self.app.hash = writer.draft_hash() if writer.steps else f"#/write/{game_id}"
        self.app.render()

    def _write_draft(self, w, title="", say="", step="", **_):
        """The fields as typed (sent as the writer types; nothing to draw again)."""
        w.title, w.step_title, w.say = title[:80], step[:60], say[:600]

    def _write_step(self, w, title="", say="", step="", **_):
        self._write_draft(w, title, say, step)
        say = " ".join(say.split())[:600]
        line = w.step_moves_text()
        w.note = None
        if not line:
            w.note = tr("Play the step's answer on the board first.")
        elif not say:
            w.note = tr("Write what the step says (a sentence or two).")
        else:
            w.steps.append({"title": " ".join(step.split())[:60], "from": w.start_text,
                            "say": say, "line": line})
            try:
                Lesson.read(w.lesson_text())
                to_link(w.lesson_text())
            except LessonError as e:
                w.steps.pop()
                w.note = say(e)
            else:
                state = w.session.state
                game = games.get(w.game_id)
                if state.outcome is None:
                    w.__init__(w.game_id, w.title, w.steps, game.encode(state))
                else:
                    w.__init__(w.game_id, w.title, w.steps)
                self.app.announcement = tr("Step {n} added.", n=len(w.steps))
        self.app.hash = w.draft_hash() if w.steps else f"#/write/{w.game_id}"
        self.app.render()

    def _write_link(self, w, **_):
        try:
            url = self.services.base_url + w.link_hash()
        except LessonError as e:
            w.note = say(e)
            return self.app.render()
        self.app.dialog_html = share.link_dialog(
            tr("Your lesson's link"), url, tr("Anyone who opens this link plays your lesson; "
                                              "it holds the whole lesson, so nothing is stored "
                                              "anywhere."))
        self.app.render()

    def _write_drop(self, w, **_):
        if w.steps:
            dropped = w.steps.pop()
            w.__init__(w.game_id, w.title, w.steps, dropped["from"])
        self.app.hash = w.draft_hash() if w.steps else f"#/write/{w.game_id}"
        self.app.render()

    def tap(self, square):
        thing = self.thing
        if isinstance(thing, Writer):
            if thing.session.tap(square):
                self.app.announcement = thing.session.announcement
            self.app.focus_selector = f'[data-sq="{square}"]' if square != "off" else None
            return self.app.render()
        if not isinstance(thing, Tutor):
            return self.app.render()
        if thing.computer_to_move():
            thing.session.message = ("info", tr("Wait for the computer's move."))
            return self.app.render()
        if thing.session.tap(square):
            self.app.announcement = thing.session.announcement
            thing.after_move()
        self.app.focus_selector = f'[data-sq="{square}"]' if square != "off" else None
        self.app.render()

    def typing_session(self):
        """The page on show has the "Type a move" field for a lesson's or puzzle's
        step (view/learn.step_page)."""
        return self.thing.session if isinstance(self.thing, Tutor) else None

    def key(self, square, dx, dy):
        thing = self.thing
        session = getattr(thing, "session", None)
        if session is None:
            return
        session.focus = square
        session.move_focus(dx, dy)
        self.app.focus_selector = f'[data-sq="{session.focus}"]'
        self.app.render()

    def action(self, name, data):
        """``play`` (an off-board decision), ``undo`` (the writer) and ``learn-*``;
        anything else is the App's."""
        if not (name.startswith("learn-") or name in ("play", "undo")):
            return False
        self._act(name, **data)
        return True

    def play_typed(self, text):
        self._act("type-move", move=text)

    def _act(self, name, move="", **data):
        thing = self.thing
        if isinstance(thing, Writer):
            handler = {"learn-write-step": self._write_step, "learn-write-link": self._write_link,
                       "learn-write-drop": self._write_drop,
                       "learn-write-draft": self._write_draft}.get(name)
            if handler is not None:
                return handler(thing, **data)
            if name == "undo":
                thing.session.undo()
                thing.session.line = thing.session.line.upto(thing.session.cursor)
            elif name == "play" and move:
                thing.session.play(move)
            return self.app.render()
        if not isinstance(thing, Tutor):
            return self.app.render()
        if name in ("play", "type-move") and move:
            if thing.done and not thing.free_after:
                thing.session.message = (
                    "info", tr("This step is done: {finished}", finished=thing.finished_text())
                    if not thing.has_next()
                    else tr("This step is done: press \u201c{label}\u201d.",
                            label=thing.next_label()))
            elif thing.computer_to_move():
                thing.session.message = ("info", tr("Wait for the computer's move."))
            elif thing.session.play(move):
                self.app.announcement = thing.session.announcement
                thing.after_move()
        elif name == "learn-restart":
            thing.start(thing.index)
        elif name == "learn-show":
            thing.show()
        elif name == "learn-next" and thing.kind == "puzzle":
            return self._puzzle(thing.lesson.game_id, thing.step.number + 1) or self._pushed()
        elif name == "learn-next" and thing.index + 1 < len(thing.lesson.steps):
            thing.start(thing.index + 1)
            self.app.push = True
        elif name == "learn-prev" and thing.index > 0:
            thing.start(thing.index - 1)
            self.app.push = True
        elif name == "learn-link":
            self.app.dialog_html = share.link_dialog(
                tr("Link to this puzzle"), thing.open_url,
                tr("Anyone who opens it gets this puzzle. Put ?embed before the # to show it "
                   "inside another page."))
        if thing.kind in ("lesson", "puzzle"):
            self.app.hash = _lesson_hash(thing)
        self.app.render()

    def _pushed(self):
        self.app.push = True

    def computer_level(self):
        thing = self.thing
        return thing.computer_level() if isinstance(thing, Tutor) else None

    def position_token(self):
        thing = self.thing
        if not isinstance(thing, Tutor):
            return None
        s = thing.session
        return (self.app.hash, id(s), thing.index, s.cursor, len(s.line))

    def search(self, token):
        if token != self.position_token():
            return None
        level = self.computer_level()
        if level is None:
            return None
        from ...ai import Search
        s = self.thing.session
        return Search(s.state, level=level, seed=len(s.line))

    def computer_play(self, token, text):
        if token != self.position_token() or self.computer_level() is None:
            return
        self.app.thinking = False
        tutor = self.thing
        if tutor.session.play(text, judged=False):
            self.app.announcement = tutor.session.announcement
            tutor.after_move()
        self.app.render()

    def render(self):
        thing = self.thing
        if isinstance(thing, Page):
            # Reading the progress is what finds a setting that cannot be used: say so here.
            notes = [] if self.services.embed else self.services.saves.take_notes()
            return learn_view.note(" ".join(notes)) + thing.html
        if isinstance(thing, Writer):
            return learn_view.writer_page(thing, getattr(thing, "note", None))
        return learn_view.step_page(thing, self.services.embed)
