"""Lessons, puzzles, the puzzle of the day and the lesson writer: what the Learn
screen (app/screens/learn.py) shows. Everything a reader does on a step's board
goes through ``LessonSession``, a game Session whose moves are first judged
against the step: an illegal move gets the engine's reason, a legal one that is
not the answer a nudge, the answer moves the step on; the ``Tutor`` holds the
step, the ``Writer`` a lesson being written.
"""

import dataclasses

from .. import games, i18n
from ..errors import IllegalMoveError
from ..i18n import N_, tr
from ..game import reason_of
from ..learn import puzzles as shipped
from ..learn.lesson import ANY, ANY_WIN, LEVELS, LINK_PREFIX, to_link
from ..learn.prove import won
from .session import Session

from .routes import LEARN as PAGES  # noqa: E402,F401  (the Learn screen's pages)

# A puzzle's grade and a computer's level, as the lesson files write them.
GRADES = (N_("easy"), N_("medium"), N_("hard"), N_("puzzle"))


def goal_words(state, goal, who=None):
    """A puzzle's goal as the task says it: "Red to move and win in 3." """
    who = who or tr(state.seat_name(state.to_move))
    n = goal.split()[-1]
    if n == "1":
        return tr("{who} to move and win at once.", who=who)
    return tr("{who} to move and win in {n}.", who=who, n=n)


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

    def __init__(self, app, services, lesson, kind, index=0, key=None, open_url=""):
        self.app, self.services, self.lesson, self.kind = app, services, lesson, kind
        self.key = key                     # the settings entry its progress goes in
        self.open_url = open_url
        self.completed = set(self._stored())
        self.free_after = False
        self._shown = {}                   # (step, language) -> the step in its words
        self.start(index)

    # -- the step ----------------------------------------------------------------------
    @property
    def step(self):
        """The step on show, its words (title, text, nudge) in the reader's language:
        the lesson file's lines are the ids (a ``say:`` is translated whole, its
        `` // `` breaks and all, then split where it is shown)."""
        key = (self.index, i18n.current())
        shown = self._shown.get(key)
        if shown is None:
            raw = self.lesson.steps[self.index]
            shown = self._shown[key] = dataclasses.replace(
                raw, title=raw.title and tr(raw.title), say=raw.say and tr(raw.say),
                nudge=raw.nudge and tr(raw.nudge))
        return shown

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
            return ("info", tr("This step is done. Press Next.") if self.has_next()
                    else tr("This step is done."))
        if state.to_move != step.seat:
            return ("info", tr("Wait for the other side's move."))
        if step.play:
            return None
        made = self.partial + (move.text,)
        for alt in step.line[self.turn]:
            if alt in (ANY, ANY_WIN) or alt[:len(made)] == made:
                return None
        return ("info", step.nudge or self._nudge(move))

    def _nudge(self, move):
        if self.kind in ("puzzle",):
            return tr("{move} is legal, but it does not force the win: look for a move that "
                      "leaves no defence.", move=move.text)
        return tr("{move} is legal, but it is not what this step asks. Read the task again.",
                  move=move.text)

    def after_move(self):
        """The reader (or the computer) just played: move the step on."""
        s, step = self.session, self.step
        state = s.state
        if step.play:
            if state.outcome is not None:
                if step.seat in state.outcome.winners and len(state.outcome.winners) == 1:
                    self._finish(tr("You won! {reason}.", reason=tr(reason_of(state.outcome))))
                else:
                    self.lost = True
                    s.message = ("info", tr("{reason}. Start the step again to have another "
                                            "go.", reason=tr(reason_of(state.outcome))))
            return
        self.partial += (s.line.moves[s.cursor - 1],)
        if state.pending and state.outcome is None:
            return                                   # the rest of the turn is to come
        made, self.partial = self.partial, ()
        alts = step.line[self.turn]
        if ANY in alts and made not in alts:
            return self._finish(tr("Good.") + " " + " ".join(self._ending()))
        if ANY_WIN in alts and made not in alts:
            if won(state, step.seat):
                return self._finish(tr("Right: that wins. {reason}.",
                                       reason=tr(reason_of(state.outcome))))
            s.goto(s.cursor - len(made))
            s.line = s.line.upto(s.cursor)
            s.message = ("info", tr("That does not win yet: look for a turn that wins at once."))
            return
        self.turn += 1
        said = []
        if self.turn < len(step.line):
            reply = step.line[self.turn][0]
            mover = tr(state.seat_name(state.to_move))
            for text in reply:
                s.play(text, judged=False)
            said.append(tr("{side} answers {moves}.", side=mover, moves=" ".join(reply)))
            self.turn += 1
        if self.turn >= len(step.line):
            return self._finish(" ".join([tr("Right!")] + said + self._ending()))
        s.message = ("info", " ".join([tr("Right.")] + said + [tr("Your move again.")]))
        self.app.announcement = s.message[1]

    def _ending(self):
        state = self.session.state
        return [tr(reason_of(state.outcome)) + "."] if state.outcome is not None else []

    def _finish(self, text):
        self.done = True
        self.completed.add(self.index + 1)
        self._store()
        self.session.message = ("ok", text)
        self.app.announcement = text

    # -- words ---------------------------------------------------------------------------
    def heading(self):
        if self.kind == "lesson":
            return tr("Lesson · step {n} of {count}", n=self.index + 1,
                      count=len(self.lesson.steps))
        if self.kind == "puzzle":
            return tr("Puzzle {n} · {grade}", n=self.step.number,
                      grade=tr(self.step.grade or "puzzle"))
        if self.kind == "daily":
            return tr("Puzzle of the day")
        if self.lesson.about == "rules":
            return tr("From the rules: try it")
        name = tr(self.lesson.title) if self.lesson.title else tr("A lesson from a link")
        return tr("{name} · step {n} of {count}", name=name, n=self.index + 1,
                  count=len(self.lesson.steps))

    def step_title(self):
        if self.kind == "puzzle":
            return tr(self.lesson.game.title)
        return tr(self.step.title or self.lesson.title or self.lesson.game.title)

    def task_text(self):
        step, state = self.step, self.step.state
        if self.done:
            return tr("Done.")
        if step.goal:
            return goal_words(state, step.goal)
        if step.play in LEVELS:
            return tr("Play it out against the computer ({level}) as {side}, and win.",
                      level=tr(step.play), side=tr(state.seat_name(step.seat)))
        if step.play:
            return tr("Solve it: every letter must meet its twin.")
        if state.players == 1:
            return tr("Your task: play the right move on the board.")
        who = tr(state.seat_name(step.seat))
        if step.depth > 1:
            return tr("Your task: {who}'s moves, one after another; the other side answers.",
                      who=who)
        return tr("Your task: make {who}'s move on the board.", who=who)

    def status_text(self):
        state = self.session.state
        if state.outcome is not None:
            return tr(reason_of(state.outcome)) + "."
        if self.computer_to_move():
            name, level = tr(state.seat_name(state.to_move)), tr(self.step.play)
            if self.app.thinking:
                return tr("{side} (computer, {level}) is thinking…", side=name, level=level)
            return tr("{side} (computer, {level}) to move.", side=name, level=level)
        if state.players == 1:
            return tr("Your move.")
        return tr("{side} to move.", side=tr(state.seat_name(state.to_move)))

    def has_next(self):
        if self.kind == "puzzle":
            found = shipped.puzzle_set(self.lesson.game_id, check=False)
            return found is not None and self.step.number < len(found.steps)
        return self.index + 1 < len(self.lesson.steps)

    def next_label(self):
        return tr("Next puzzle") if self.kind == "puzzle" else tr("Next step")

    def finished_text(self):
        if self.kind == "lesson":
            return tr("That is the whole lesson. Start a game from the home page, or try the "
                      "puzzles.")
        if self.kind == "daily":
            return tr("Solved. Come back tomorrow for the next one.")
        if self.kind == "puzzle":
            return tr("That was the last puzzle of this set.")
        return tr("That is the end of this lesson.")

    def can_show(self):
        return bool(self.step.line) and self.readers_turn()

    def show(self):
        alts = self.step.line[self.turn] if self.turn < len(self.step.line) else ()
        shown = [" ".join(a) for a in alts if a not in (ANY_WIN, ANY)]
        text = _answers(shown) if shown else tr("Any turn that wins at once is right here.")
        self.session.message = ("info", text)
        self.app.announcement = text

    # -- progress --------------------------------------------------------------------------
    def _stored(self):
        if self.key is None or self.services.embed:
            return []
        return self.services.saves.setting(self.key)

    def _store(self):
        if self.key is None or self.services.embed:
            return
        value = self.step.number if self.kind == "puzzle" else \
            self.lesson.steps[0].title if self.kind == "daily" else self.index + 1
        stored = self._stored()
        if value not in stored:
            self.services.saves.set_setting(self.key, (stored + [value])[-400:])


def _answers(shown):
    """"The answer: a1-b2 or c3-d4." """
    either = shown[0]
    for text in shown[1:]:
        either = tr("{first} or {second}", first=either, second=text)
    return tr("The answer: {moves}.", moves=either)


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
        # (An untitled lesson is called "A lesson" in its file: shown through tr.)
        head = [f"title: {' '.join(self.title.split()) or N_('A lesson')}", f"game: {self.game_id}",
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
