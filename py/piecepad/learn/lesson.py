"""Lessons and puzzles as plain text: reading, checking, writing, and links.

One format serves both (docs/lessons.md). A file is a header, then blocks, each
started by a ``step:`` (a lesson's step) or a ``puzzle:`` line::

    # a comment
    title: Dodg'em: your first race
    game: dodgem
    rules: 1.0
    options: axis=V

    step: Forward or sideways
    from: 5G/R4G/R4G/R4G/R4G/R5 r
    say: Red moves first. A coin steps one square forward or to the side.
    answer: a1-b1 | a2-b2
    reply: f6-e6

Reading checks everything against the engine (``Lesson.read`` raises
``LessonError`` naming the step), so a lesson on screen never meets a move its
game refuses.
"""

import base64
import zlib
from dataclasses import dataclass, field

from .. import games
from ..errors import IllegalMoveError, PiecepadError, excerpt
from ..i18n import T
from ..percent import quote
from ..record import Record
from .prove import won

LEVELS = ("easy", "medium", "hard")
MAX_TEXT = 20_000          # characters of lesson text
MAX_LINK = 6_000           # characters of a lesson link's hash payload
HEADER_KEYS = ("title", "game", "rules", "options", "players", "about", "grades")
STEP_KEYS = ("from", "moves", "say", "answer", "line", "reply", "nudge", "play", "goal",
             "nodes", "grade", "seat", "claim")
CLAIMS = ("any", "wins", "scores", "forces a pass", "stops a win", "named")
ANY_WIN = "*win"           # an answer: any turn that wins at once
ANY = "*any"               # an answer: any legal turn
DIVERGED = object()        # a step whose answers end in different places


class LessonError(PiecepadError):
    """A lesson or puzzle text that cannot be used; the message names the place."""


@dataclass
class Step:
    """One step: where it starts, what it says, and what the reader does.

    ``line`` is a list of turns alternating reader / other side, starting with the
    reader; each reader turn is a tuple of accepted alternatives (each a tuple of
    decision texts, or ``ANY_WIN``), each other turn a single tuple of decisions.
    ``play``: a level, for a step played out against the computer instead."""
    number: int
    title: str = ""
    kind: str = "step"            # "step" or "puzzle"
    start: str = ""               # position text ("" : where the previous step ended)
    moves: tuple = ()             # turns played before the step starts (shown)
    say: str = ""
    line: list = field(default_factory=list)
    nudge: str = ""
    play: str = ""
    goal: str = ""                # "win in 3" (puzzles)
    claim: str = ""               # what the answers do: CLAIMS, optionally "from <square>"
    nodes: int = 0
    grade: str = ""
    seat: int = None              # the reader's seat (the side to move at the start)
    state: object = None          # the start state, once checked
    raw: dict = field(default_factory=dict)

    @property
    def name(self):
        return str(self.label)

    @property
    def label(self):
        """The step as a message names it ("Step 2 (Forward)"), a Message."""
        title = excerpt(self.title, 30)
        if self.kind == "puzzle":
            if title:
                return T("Puzzle {number} ({title})", number=self.number, title=title)
            return T("Puzzle {number}", number=self.number)
        if title:
            return T("Step {number} ({title})", number=self.number, title=title)
        return T("Step {number}", number=self.number)

    def reader_turns(self):
        return self.line[0::2]

    def replies(self):
        return self.line[1::2]

    @property
    def depth(self):
        return len(self.reader_turns())


@dataclass
class Lesson:
    game_id: str
    rules: str
    title: str = ""
    options: str = ""             # as in a record's options field
    about: str = ""
    steps: list = field(default_factory=list)
    grades: str = ""

    @property
    def game(self):
        return games.get(self.game_id)

    # -- reading ------------------------------------------------------------------
    @classmethod
    def read(cls, text, check=True):
        """Parse and (by default) check a lesson or puzzle text; LessonError says
        what is wrong and where."""
        if not isinstance(text, str):
            raise LessonError(T("a lesson is text"))
        if len(text) > MAX_TEXT:
            raise LessonError(T("the lesson is too long ({length:,} characters; the limit is "
                                "{most:,})", length=len(text), most=MAX_TEXT))
        head, blocks = {}, []
        for number, raw in enumerate(text.splitlines(), start=1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            key, sep, value = line.partition(":")
            key, value = key.strip().lower(), value.strip()
            if not sep or not key.replace("_", "").isalpha():
                raise LessonError(T("line {number}: expected 'name: value', got '{text}'",
                                    number=number, text=excerpt(line)))
            if key in ("step", "puzzle"):
                blocks.append((key, value, {}, number))
                continue
            target = blocks[-1][2] if blocks else head
            allowed = STEP_KEYS if blocks else HEADER_KEYS
            if key not in allowed:
                shown, known = excerpt(key, 20), ", ".join(allowed)
                if not blocks:
                    raise LessonError(T("line {number}: '{key}' is not a field of the header "
                                        "(known: {known})", number=number, key=shown,
                                        known=known))
                if blocks[-1][0] == "puzzle":
                    raise LessonError(T("line {number}: '{key}' is not a field of a puzzle "
                                        "(known: {known})", number=number, key=shown,
                                        known=known))
                raise LessonError(T("line {number}: '{key}' is not a field of a step "
                                    "(known: {known})", number=number, key=shown, known=known))
            if key in ("say", "nudge", "about") and key in target:
                target[key] += " " + value
            elif key in target:
                raise LessonError(T("line {number}: '{key}' is given twice", number=number,
                                    key=key))
            else:
                target[key] = value
        for need in ("game", "rules"):
            if not head.get(need):
                raise LessonError(T("the header needs '{field}:'", field=need))
        if head["game"] not in games.ids():
            raise LessonError(T("there is no game '{game}' (known: {known})",
                                game=excerpt(head["game"]), known=", ".join(games.ids())))
        lesson = cls(head["game"], head["rules"], head.get("title", ""),
                     head.get("options", ""), head.get("about", ""), grades=head.get("grades", ""))
        if head.get("players"):
            lesson.options = ";".join(filter(None, [lesson.options,
                                                    "players=" + head["players"]]))
        counts = {"step": 0, "puzzle": 0}
        for kind, title, fields, _ in blocks:
            counts[kind] += 1
            lesson.steps.append(_step(kind, counts[kind], title, fields))
        if not lesson.steps:
            raise LessonError(T("there are no steps (a block starts with 'step:' or 'puzzle:')"))
        if check:
            lesson.check()
        return lesson

    def check(self):
        """Replay every step against the engine. LessonError names the step."""
        game = self.game
        if self.rules != game.rules_version:
            raise LessonError(T("this lesson is for rules {rules} of {game}; this app plays "
                                "rules {ours}", rules=excerpt(self.rules, 12),
                                game=T(game.title), ours=game.rules_version))
        previous = None
        for step in self.steps:
            try:
                step.state = self._start(step, previous)
                previous = self._walk(step)
            except PiecepadError as e:
                raise LessonError(T("{step}: {reason}", step=step.label,
                                    reason=e.message)) from None
        return self

    def record_for(self, position):
        """A record starting at ``position`` (None: the opening) with the lesson's
        options (RecordError with the reason)."""
        opts = self.options
        if position:
            opts = ";".join(filter(None, [opts, "from=" + quote(position, safe="-+*:,=@!")]))
        return Record.from_text(f"pp1/{self.game_id}/{self.rules}/{opts}/")

    def _start(self, step, previous):
        if not step.start and previous is DIVERGED:
            raise LessonError(T("the step needs 'from:': the previous step's answers end in "
                                "different places"))
        if not step.start and previous is None and step.number > 1:
            raise LessonError(T("the step needs 'from:': the previous step ends the game"))
        if step.start == "opening":
            state = self.record_for(None).state
        elif step.start:
            state = self.record_for(step.start).state
        elif previous is not None:
            state = previous
        else:
            state = self.record_for(None).state
        for turn in step.moves:
            state = _play_turn(state, turn, T("a move before the step"))
        if state.outcome is not None:
            raise LessonError(T("the game is already over when the step starts"))
        if state.pending:
            raise LessonError(T("the step starts in the middle of a turn"))
        step.seat = state.to_move
        return state

    def _walk(self, step):
        """Check the step's line; the state where it ends (for the next step)."""
        state = step.state
        if step.play:
            solo = self.game.max_players == 1
            if solo and step.play != "solve":
                raise LessonError(T("in a one-player game the step to play out is "
                                    "'play: solve'"))
            if not solo and step.play not in LEVELS:
                raise LessonError(T("'play:' takes a level ({levels}), not '{value}'",
                                    levels=", ".join(LEVELS), value=excerpt(step.play, 12)))
            if step.line:
                raise LessonError(T("a step played out against the computer has no answer"))
            return state
        if not step.line:
            raise LessonError(T("the step has no task ('answer:', 'line:' or 'play:')"))
        checked, diverged = [], False
        for i, turn in enumerate(step.line):
            before, mine = state, i % 2 == 0
            if mine:
                alternatives = []
                for alt in turn:
                    if alt == ANY:
                        alternatives.append(ANY)
                        continue
                    if alt == ANY_WIN:
                        if not any(won(after, state.to_move) for after in _wins(state)):
                            raise LessonError(T("the answer is any winning turn, but no turn "
                                                "wins here"))
                        alternatives.append(ANY_WIN)
                        continue
                    alternatives.append(_decisions(state, alt, T("the answer")))
                checked.append(tuple(alternatives))
                if i == 0 and step.claim:
                    _check_claim(step, state, alternatives)
                first = alternatives[0]
                if first in (ANY_WIN, ANY):
                    if i + 1 < len(step.line):
                        raise LessonError(T("'{answer}' can only be the last turn of a line",
                                            answer=first))
                    return None
                state = _play_turn(state, first, T("the answer"))
                others = [alt for alt in alternatives[1:] if alt not in (ANY_WIN, ANY)]
                for alt in others:
                    there = _play_turn(before, alt, T("the answer"))
                    if there != state:
                        diverged = True
                        if i + 2 < len(step.line):
                            raise LessonError(T("the answers {first} and {other} lead to "
                                                "different positions, so the line cannot go "
                                                "on after the reply", first=" ".join(first),
                                                other=" ".join(alt)))
                        if i + 1 < len(step.line):
                            _decisions(there, step.line[i + 1][0],
                                       T("the reply after {turn}", turn=" ".join(alt)))
            else:
                if state.outcome is not None:
                    raise LessonError(T("the line goes on after the game is over"))
                decisions = _decisions(state, turn[0], T("the reply"))
                checked.append((decisions,))
                state = _play_turn(state, decisions, T("the reply"))
            if state.outcome is not None and i + 1 < len(step.line):
                raise LessonError(T("the line goes on after the game is over"))
        step.line = checked
        if step.goal:
            self._check_goal(step, state)
        return DIVERGED if diverged else state if state.outcome is None else None

    def _check_goal(self, step, end):
        words = step.goal.split()
        if len(words) != 3 or words[:2] != ["win", "in"] or not words[2].isdigit():
            raise LessonError(T("'goal:' is 'win in N', not '{value}'",
                                value=excerpt(step.goal, 20)))
        # A line may end with a defence that hands over the win (every reply loses).
        handed = len(step.line) % 2 == 0 and int(words[2]) == step.depth + 1
        if int(words[2]) != step.depth and not handed:
            raise LessonError(T("the goal says win in {goal}, but the line has {count} turns "
                                "of the reader's", goal=words[2], count=step.depth))
        if end is None or not won(end, step.seat):
            raise LessonError(T("the line does not end in the reader's win"))

    # -- writing ----------------------------------------------------------------------
    def to_text(self):
        out = []
        for key, value in (("title", self.title), ("game", self.game_id),
                           ("rules", self.rules), ("options", self.options),
                           ("about", self.about), ("grades", self.grades)):
            if value:
                out.append(f"{key}: {_one_line(value)}")
        for step in self.steps:
            out.append("")
            out.append(f"{step.kind}: {_one_line(step.title)}".rstrip())
            for key, value in step.raw.items():
                out.append(f"{key}: {_one_line(value)}")
        return "\n".join(out) + "\n"


def claimed_turns(step, state):
    """The turns (decision tuples) from ``state`` that do what ``step.claim`` says:

    - ``any``: every legal turn;
    - ``wins``: every turn that wins the game at once;
    - ``scores``: every turn that raises the reader's score (``State.scores``);
    - ``forces a pass``: every turn after which the other side's only move is a pass;
    - ``stops a win``: every turn after which the other side has no turn that wins;
    - ``named``: every turn whose squares are all named in the step's text (say, nudge).

    ``... from <square>`` keeps only the turns whose first decision moves the piece on
    that square. LessonError for a claim it does not know."""
    from .prove import turns
    words = step.claim.split()
    origin = None
    if len(words) >= 2 and words[-2] == "from":
        origin, words = words[-1], words[:-2]
    kind = " ".join(words)
    if kind not in CLAIMS:
        raise LessonError(T("'claim:' is one of {claims} (optionally followed by "
                            "'from <square>'), not '{value}'", claims=", ".join(CLAIMS),
                            value=excerpt(step.claim, 30)))
    seat = state.to_move
    named = set(_squares_in(step.say + " " + step.nudge))
    out = set()
    for path, after in turns(state):
        moves = _turn_moves(state, path)
        if origin is not None and moves[0].origin != origin:
            continue
        if kind == "wins":
            ok = won(after, seat)
        elif kind == "scores":
            ok = bool(state.scores) and after.scores[seat] > state.scores[seat]
        elif kind == "forces a pass":
            ok = (after.outcome is None and after.to_move != seat
                  and [m.text for m in after.legal_moves()] == ["pass"])
        elif kind == "stops a win":
            ok = after.outcome is None and not any(
                won(then, after.to_move) for _, then in turns(after))
        elif kind == "named":
            squares = {sq for m in moves for sq in (m.origin, m.target, m.square)
                       if sq is not None and sq != "off"}
            ok = bool(squares) and squares <= named
        else:
            ok = True
        if ok:
            out.add(path)
    return out


def _turn_moves(state, path):
    moves = []
    for text in path:
        move = state.parse(text)
        moves.append(move)
        state = state.play(move)
    return moves


def _squares_in(text):
    """Square names in a text (a1, f3, i9: a letter and a number, standing alone)."""
    import re
    return re.findall(r"(?<![A-Za-z0-9])([a-z][1-9][0-9]?)(?![A-Za-z0-9])", text)


def _check_claim(step, state, alternatives):
    """The reader's first turn: its answers are exactly the turns the claim names."""
    want = claimed_turns(step, state)
    if not want:
        raise LessonError(T("the step claims '{claim}', but no turn does that here",
                            claim=step.claim))
    seat = state.to_move
    have = set()
    for alt in alternatives:
        if alt == ANY:
            have |= {path for path, _ in _all_turns(state)}
        elif alt == ANY_WIN:
            have |= {path for path, after in _all_turns(state) if won(after, seat)}
        else:
            have.add(tuple(alt))
    missing = sorted(" ".join(t) for t in want - have)
    extra = sorted(" ".join(t) for t in have - want)
    if missing or extra:
        leaves = T("it leaves out {turns}", turns=", ".join(missing[:4]))
        accepts = T("it accepts {turns} that do not", turns=", ".join(extra[:4]))
        said = (T("{first}; {second}", first=leaves, second=accepts) if missing and extra
                else leaves if missing else accepts)
        message = T("the step claims '{claim}', but {reason}", claim=step.claim, reason=said)
        if len(str(message)) > 190:     # a sentence of many long turns: cut short
            message = T("{text}", text=excerpt(str(message), 190))
        raise LessonError(message)


def _all_turns(state):
    from .prove import turns
    return turns(state)


def _one_line(text):
    return " ".join(str(text).split())


def _step(kind, number, title, fields):
    step = Step(number, title, kind, raw=dict(fields))
    step.start = fields.get("from", "")
    step.moves = tuple(t.strip() for t in fields.get("moves", "").split("/") if t.strip())
    step.say = fields.get("say", "")
    step.nudge = fields.get("nudge", "")
    step.play = fields.get("play", "").lower()
    step.goal = fields.get("goal", "").lower()
    step.claim = " ".join(fields.get("claim", "").lower().split())
    step.grade = fields.get("grade", "")
    nodes = fields.get("nodes", "0")
    step.nodes = int(nodes) if nodes.isdigit() else 0
    if "answer" in fields and "line" in fields:
        raise LessonError(T("{step}: give 'answer:' or 'line:', not both", step=step.label))
    text = fields.get("line", fields.get("answer", ""))
    if fields.get("reply"):
        text += " / " + fields["reply"]
    turns = [t.strip() for t in text.split("/")] if text.strip() else []
    if any(not t for t in turns):
        raise LessonError(T("{step}: an empty turn in the line ('/ /')", step=step.label))
    step.line = [tuple(a.strip() for a in t.split("|")) if i % 2 == 0 else (t,)
                 for i, t in enumerate(turns)]
    if any(not a for t in step.line for a in t):
        raise LessonError(T("{step}: an empty answer ('| |')", step=step.label))
    return step


def _decisions(state, text, what):
    if isinstance(text, tuple):
        return text
    try:
        return state.read_turn(text)
    except IllegalMoveError as e:
        raise LessonError(T("{what} '{turn}' is not legal there: {reason}", what=what,
                            turn=excerpt(text, 30), reason=e.message)) from None


def _play_turn(state, turn, what):
    """Play a whole turn (text, or decision texts); the turn must be complete."""
    if isinstance(turn, str):
        turn = _decisions(state, turn, what)
    seat = state.to_move
    for text in turn:
        try:
            state = state.play(text)
        except IllegalMoveError as e:
            raise LessonError(T("{what} '{turn}' is not legal there: {reason}", what=what,
                                turn=excerpt(" ".join(turn), 30), reason=e.message)) from None
    if state.outcome is None and state.to_move == seat and state.pending:
        raise LessonError(T("{what} '{turn}' stops in the middle of a turn: give its "
                            "remaining decisions too", what=what,
                            turn=excerpt(" ".join(turn), 30)))
    return state


def _wins(state):
    from .prove import turns
    return [after for _, after in turns(state)]


# -- links --------------------------------------------------------------------------------
LINK_PREFIX = "#/lesson/"


def to_link(text):
    """The hash of a lesson: its text, deflated (zlib) and base64url, no padding."""
    packed = base64.urlsafe_b64encode(zlib.compress(text.encode("utf-8"), 9))
    payload = packed.decode("ascii").rstrip("=")
    if len(payload) > MAX_LINK:
        raise LessonError(T("this lesson is too long for a link ({length:,} characters once "
                            "packed; the limit is {most:,}): shorten its texts or steps",
                            length=len(payload), most=MAX_LINK))
    return LINK_PREFIX + payload


def from_link(payload):
    """The lesson text a link's payload holds; LessonError for anything else."""
    payload = payload.strip()
    if len(payload) > MAX_LINK:
        raise LessonError(T("this lesson link is too long ({length:,} characters; the limit "
                            "is {most:,})", length=len(payload), most=MAX_LINK))
    if not payload or any(c not in _B64 for c in payload):
        raise LessonError(T("this lesson link is damaged (it holds characters a lesson link "
                            "never has)"))
    try:
        data = base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4))
        inflater = zlib.decompressobj()
        raw = inflater.decompress(data, MAX_TEXT * 4 + 1)
        if len(raw) > MAX_TEXT * 4 or inflater.unconsumed_tail:
            raise LessonError(T("this lesson is too long (the limit is {most:,} characters)",
                                most=MAX_TEXT))
        if not inflater.eof:
            raise ValueError("truncated")
        return raw.decode("utf-8")
    except LessonError:
        raise
    except (ValueError, zlib.error, UnicodeDecodeError):
        raise LessonError(T("this lesson link is damaged: it does not unpack (was it cut "
                            "short or changed?)")) from None



_B64 = set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
