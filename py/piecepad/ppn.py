"""Portable Piecepack Notation (PPN) for Dodg'em and Tracers: a whole game record as a
``.ppn`` text that piecepackr's ``read_ppn`` (R package ``ppn``) can read, and back.

    text = to_ppn(record)        # a Record of Dodg'em or Tracers -> PPN text
    record = from_ppn(text)      # PPN text -> Record (RecordError saying what is wrong)

What is written (docs/notation.md, "Portable Piecepack Notation"): a YAML header
naming the set-up piecepackr makes (``GameType``) and holding our own record text
(``Piecepad``), then the movetext: a move number before every ply (``1.`` for the
first ply of a pair, ``1...`` for the second, numbered by ``movenumbers`` like the
move list) and each ply in PPN's piece-moving notation, which names squares only:
``a1-b1`` moves the piece on a1 to b1, ``*f3`` takes the piece on f3 off the board,
``d4:d5`` moves onto d5 taking the piece there. Anything PPN cannot say goes in a
comment, ``{...}``, which PPN readers skip.
"""

import importlib
import re

from . import agreed, catalogue, games, movenumbers
from .errors import IllegalMoveError, PiecepadError, RecordError, as_text, excerpt
from .game import OFF
from .i18n import T
from .record import MAX_MOVES, Record

MAX_CHARS = 300_000      # three times the longest PPN we write (5,000 Dodg'em moves: 93 kB)
MAX_NESTING = 8          # {…} inside {…}: a GameType is one deep; read one level at a time
MAX_ITEMS = 8 * MAX_MOVES   # movetext words: a ply is a number, a move and a comment or two


class Mapping:
    """How one game's moves read and write in PPN: its ``MAPPING`` (the ``ppn`` part of
    its catalogue row). The defaults read ``a1-b1`` as a step; a game overrides what
    differs."""

    name = ""               # the GameType Name that names it
    title = ""              # the game as our messages name it (its title by default)
    variant = None          # the GameType Variant it is written with
    allowed = "a1-b1"       # the move forms it reads, for a refusal

    def check_type(self, extra):
        """Refuse a GameType whose extra fields (normalised names -> values; take what
        you read) set up a game we do not play."""

    def guess_options(self, groups):
        """Start options implied by a text without the Piecepad field."""
        return {}

    def extension(self, items, k):
        """Text to add to the k-th movetext item, read from the items after it."""
        return ""

    def ours(self, token):
        """Our move text for a PPN move token, or None."""
        step = STEP.match(token)
        if step and step.group(2) == "-":
            return f"{step.group(1)}-{step.group(3)}"
        return None


def supported():
    """The ids of the games with a PPN mapping."""
    return tuple(i for i in games.ids() if catalogue.entry(i).ppn)


def mapping(game_id):
    return importlib.import_module(catalogue.entry(game_id).ppn).MAPPING


def titles(joiner=" and "):
    """The games PPN is read for, as a message names them: "Dodg'em and Tracers"."""
    return joiner.join(mapping(i).title or games.get(i).title for i in supported())


def title_list(word="and"):
    """The same as a Message, in the reader's language: ``title_list("or")`` is
    "Dodg'em or Tracers" (what ``titles(" or ")`` says in English)."""
    names = [T(mapping(i).title or games.get(i).title) for i in supported()]
    if len(names) < 2:
        return names[0] if names else ""
    head = ", ".join(str(n) for n in names[:-1]) if len(names) > 2 else names[0]
    if word == "or":
        return T("{games} or {last}", games=head, last=names[-1])
    return T("{games} and {last}", games=head, last=names[-1])


_SQUARE = r"[a-z]+[0-9]+"
STEP = re.compile(rf"^({_SQUARE})([-:])({_SQUARE})$")
REMOVE = re.compile(rf"^\*({_SQUARE})$")
_NUMBER = re.compile(r"^[A-Za-z0-9_]*\.+$")
EXTENSION = re.compile(r"^(via [a-h][1-8],[a-h][1-8])?( ?nomark)?$")
# Patterns on pasted text are linear: no two quantifiers that can take the same
# characters one after another (a field's name and value are cut with str methods).
_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_ ]*")
_COMMENT = re.compile(r"\s#")


# -- writing ------------------------------------------------------------------------------
def to_ppn(record):
    """The PPN text of a Dodg'em or Tracers record (every move, and the result as a
    closing comment). Raises RecordError for another game."""
    if not isinstance(record, Record):
        raise RecordError(T("PPN export needs a game record"))
    game_id = record.game.id
    if game_id not in supported():
        raise RecordError(T("PPN export is made for {games} only, not {game}",
                            games=title_list(), game=T(record.game.title)))
    if record.start_position is not None:
        # piecepackr replays PPN moves from its own set-up of the opening.
        raise RecordError(T("PPN export starts from the game's opening; this game starts "
                            "from a set-up position"))
    name, variant = mapping(game_id).name, mapping(game_id).variant
    head = ["---"]
    if variant:
        head += ["GameType:", f"  Name: {name}", f"  Variant: {variant}"]
    else:
        head.append(f"GameType: {name}")
    head += [f"Piecepad: '{record.to_text()}'", "..."]
    words = []
    states, moves = record.states, record.moves
    for number, plies in enumerate(movenumbers.rows(states, len(moves)), start=1):
        for k, j in enumerate(plies):
            words.append(f"{number}{'.' if k == 0 else '...'}")
            words.extend(_ply_words(agreed.parse(states[j], moves[j])))
    if record.state.outcome is not None:
        words.append("{" + _comment_text(record.state.outcome.reason) + "}")
    return "\n".join(head + _wrap(words)) + "\n"


def _ply_words(move):
    """A ply as PPN movetext elements (a move, and a comment where PPN has no word)."""
    if move.text == "pass":
        return ["{pass}"]
    if agreed.is_action(move):                  # resign, draw: a comment (PPN has no word)
        return ["{" + move.text + "}"]
    if move.target == OFF:
        return [f"*{move.origin}"]
    words = [f"{move.origin}{':' if move.kind == 'capture' else '-'}{move.target}"]
    extra = move.text.split(" ", 1)[1] if " " in move.text else ""
    if extra:                                   # words after the move: "via b1,b2"
        words.append("{" + extra + "}")
    return words


def _comment_text(text):
    return " ".join(text.replace("{", "(").replace("}", ")").split())


def _wrap(words, width=78):
    lines, line = [], ""
    for word in words:
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    if line:
        lines.append(line)
    return lines


# -- reading ------------------------------------------------------------------------------
def from_ppn(text):
    """The Record a PPN text of Dodg'em or Tracers describes, every move replayed.

    The game comes from ``GameType`` (or, without one, the ``Piecepad`` field); the
    start options from the ``Piecepad`` field, else the defaults (in Tracers, a first
    move from a1 means Light moved first). When the ``Piecepad`` field is present the
    movetext must agree with it move for move. Raises RecordError saying what is
    wrong: not text, not one game, a header Piecepad does not read, another game, a
    move PPN or the rules do not allow."""
    if isinstance(text, (bytes, bytearray, memoryview)):
        raise RecordError(T("this PPN came as bytes, not text: decode the file first "
                            "(PPN files are UTF-8)"))
    text = as_text(text)
    if len(text) > MAX_CHARS:
        raise RecordError(T("this PPN text is too long ({length} characters; Piecepad "
                            "reads up to {most})", length=len(text), most=MAX_CHARS))
    lines = text.lstrip("\ufeff").splitlines()
    header, movetext = _split(lines)
    fields = _header(header)
    saved = None
    if "Piecepad" in fields:
        value = fields["Piecepad"]
        if not isinstance(value, str):
            raise RecordError(T("the Piecepad field should hold a record text, pp1/…"))
        try:
            saved = Record.from_text(value)
        except PiecepadError as error:
            raise RecordError(T("the Piecepad field: {reason}", reason=error.message)) from None
    game_id = _game_of(fields.get("GameType"), saved, fields.get("Event"))
    if saved is not None and saved.game.id != game_id:
        raise RecordError(T("the Piecepad field is a {game} record, but the GameType is "
                            "{other}", game=T(saved.game.title),
                            other=T(games.get(game_id).title)))
    groups = _groups(movetext)
    if saved is not None:
        record = saved.upto(0)
    else:
        record = Record.new(game_id, **_guess_options(game_id, groups))
    record = _replay(record, groups)
    if saved is not None and tuple(record.moves) != tuple(saved.moves):
        n = next((i for i, (a, b) in enumerate(zip(record.moves, saved.moves)) if a != b),
                 min(len(record.moves), len(saved.moves)))
        if n < min(len(record.moves), len(saved.moves)):
            why = T("the movetext has {move} where the Piecepad field has {other}",
                    move=excerpt(record.moves[n]), other=excerpt(saved.moves[n]))
        else:
            why = T("the movetext has {count} moves and the Piecepad field {other}",
                    count=len(record.moves), other=len(saved.moves))
        raise RecordError(T("the movetext and the Piecepad field disagree at move {number}: "
                            "{reason}", number=n + 1, reason=why))
    return record


def _split(lines):
    """(header lines, movetext lines) of one game, as PPN readers split them."""
    starts = [i for i, line in enumerate(lines) if line.startswith("---")]
    if len(starts) > 1 or (starts and any(line.strip() for line in lines[:starts[0]])):
        raise RecordError(T("this PPN file holds more than one game; Piecepad reads one at a "
                            "time"))
    body = lines[starts[0] + 1:] if starts else lines
    end = next((i for i, line in enumerate(body) if line.startswith("...")), None)
    if end is None:
        end = next((i for i, line in enumerate(body) if not line.strip() or line[0] in " \t"),
                   None)
        if end is None:
            return [], body
        if not any(line.strip() for line in body[:end]):       # no header at all
            return [], body[end:]
    return body[:end], body[end + 1:]


def _header(lines):
    """The header's top-level fields Piecepad uses (GameType, Piecepad, and Event to
    name a game it does not play), read from the plain YAML mappings PPN files use;
    other fields are skipped, whatever they hold. As in YAML, the whole mapping may be
    indented (japan.ppn): its first field sets the indentation of the others."""
    fields = {}
    lines = _dedent(lines)
    i = 0
    while i < len(lines):
        line = lines[i]
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            i += 1
            continue
        found = _field(line)
        if not found:
            raise RecordError(T("line {line} of the PPN header is not a 'Name: value' field: "
                                "{text}", line=i + 2, text=excerpt(stripped)))
        key, value = found[0], found[1] or ""
        block = []
        i += 1
        while i < len(lines) and (not lines[i].strip() or lines[i][0] in " \t"):
            if lines[i].strip():
                block.append((i, lines[i]))
            i += 1
        if key not in ("GameType", "Piecepad", "Event"):
            continue
        if key in fields and key != "Event":
            raise RecordError(T("the PPN header has two {key} fields", key=key))
        if value:
            if block:
                raise RecordError(T("the {key} field has a value and indented lines too",
                                    key=key))
            fields[key] = _value(value, key)
        else:
            mapping = {}
            for n, sub in block:
                pair = _field(sub.strip())
                if not pair or pair[1] is None:
                    raise RecordError(T("line {line} of the PPN header is not a 'Name: value' "
                                        "field of {key}: {text}", line=n + 2, key=key,
                                        text=excerpt(sub.strip())))
                mapping[pair[0]] = _value(pair[1], key)
            fields[key] = mapping if mapping else None
    return fields


def _field(line):
    """(name, value) of a header line ``Name: value``: the value None when nothing
    follows the colon, "" when only spaces do; None for a line that is not a field.
    Cut at the first colon with str methods, so a long line costs its length once."""
    head, colon, rest = line.partition(":")
    name = head.rstrip()
    if not colon or not _NAME.fullmatch(name):
        return None
    if not rest:
        return name, None
    if not rest[0].isspace():               # "Name:value" is not YAML's mapping
        return None
    return name, rest.strip()


def _dedent(lines):
    """The header's lines without the indentation of its first field (YAML allows a
    whole mapping indented); a later line less indented than that is refused."""
    first = next((line for line in lines if line.strip() and not line.strip().startswith("#")),
                 "")
    indent = len(first) - len(first.lstrip(" \t"))
    if not indent:
        return lines
    out = []
    for n, line in enumerate(lines):
        if line.strip() and line[:indent].strip():
            raise RecordError(T("line {line} of the PPN header is less indented than its "
                                "first field: {text}", line=n + 2, text=excerpt(line.strip())))
        out.append(line[indent:])
    return out


def _value(text, key, depth=0):
    """A YAML scalar or one-line flow mapping ({Name: Dodgem, Variant: schoessow}),
    nested at most MAX_NESTING deep: each level splits the text again, so depth is
    both stack and time."""
    text = text.strip()
    if text.startswith("{"):
        if depth >= MAX_NESTING:
            raise RecordError(T("the {key} field nests {{ … }} mappings more than {most} "
                                "deep", key=key, most=MAX_NESTING))
        if not text.endswith("}"):
            raise RecordError(T("the {key} field opens a {{ … }} mapping it does not close",
                                key=key))
        mapping = {}
        for part in filter(None, (p.strip() for p in text[1:-1].split(","))):
            name, sep, value = part.partition(":")
            if not sep or not name.strip():
                raise RecordError(T("the {key} field holds {text}, not 'Name: value'", key=key,
                                    text=excerpt(part)))
            mapping[name.strip()] = _value(value, key, depth + 1)
        return mapping
    if text.startswith("'"):
        if len(text) < 2 or not text.endswith("'"):
            raise RecordError(T("the {key} field opens a quote it does not close", key=key))
        return text[1:-1].replace("''", "'")
    if text.startswith('"'):
        if len(text) < 2 or not text.endswith('"'):
            raise RecordError(T("the {key} field opens a quote it does not close", key=key))
        return re.sub(r'\\(["\\/])', r"\1", text[1:-1])
    comment = _COMMENT.search(text)         # " # a comment" ends a plain value
    return text[:comment.start()].rstrip() if comment else text


def normal(name):
    """A game name as PPN readers compare them: lower case, no apostrophes or hyphens,
    spaces as underscores."""
    return re.sub(r"\s+", "_", re.sub(r"['’-]", "", str(name).lower()).strip())


def _game_of(game_type, saved, event=None):
    if game_type is None:
        if saved is None:
            if isinstance(event, str) and event:
                raise RecordError(T("this PPN text ({event}) has no GameType, so it does not "
                                    "say which game it is; Piecepad reads PPN of {games}",
                                    event=excerpt(event), games=title_list()))
            raise RecordError(T("this PPN text has no GameType, so it does not say which "
                                "game it is; Piecepad reads PPN of {games}",
                                games=title_list()))
        if saved.game.id not in supported():
            raise RecordError(T("Piecepad reads PPN for {games}, not {game}",
                                games=title_list(), game=T(saved.game.title)))
        return saved.game.id
    if isinstance(game_type, dict):
        name = game_type.get("Name", game_type.get("name"))
        extra = {normal(k): v for k, v in game_type.items() if normal(k) != "name"}
    else:
        name, extra = game_type, {}
    if not isinstance(name, str) or not name:
        raise RecordError(T("the GameType field names no game"))
    found = next((i for i in supported() if normal(mapping(i).name) == normal(name)), None)
    if found is None:
        raise RecordError(T("this PPN is a game of {name}, which Piecepad does not "
                            "play (it reads PPN of {games})", name=excerpt(name),
                            games=title_list()))
    mapping(found).check_type(extra)
    if extra:
        raise RecordError(T("the GameType field sets {fields}, which Piecepad does not play",
                            fields=", ".join(sorted(extra))))
    return found


def _groups(lines):
    """The movetext as (move number or None, [elements]) in order; an element is
    ("move", text) or ("comment", text)."""
    text = " ".join(lines)
    groups = [(None, [])]
    for count, found in enumerate(re.finditer(r"\{[^{}]*\}|\{|\}|[^\s{}]+", text)):
        if count == MAX_ITEMS:          # said before the rest is read or any move replayed
            raise RecordError(T("the movetext holds more than {most:,} moves, move numbers "
                                "and comments, and a game record holds at most {moves:,} "
                                "moves", most=MAX_ITEMS, moves=MAX_MOVES))
        token = found.group(0)
        if token in ("{", "}"):
            raise RecordError(T("the movetext has an unmatched {token} (comments are "
                                "{{ … }} without braces inside)", token=token))
        if token.startswith("{"):
            groups[-1][1].append(("comment", " ".join(token[1:-1].split())))
        elif _NUMBER.match(token):
            groups.append((token, []))
        else:
            groups[-1][1].append(("move", token))
    return groups


def _guess_options(game_id, groups):
    """Start options a PPN text without the Piecepad field implies (the game's mapping
    reads them)."""
    return mapping(game_id).guess_options(groups)


def _replay(record, groups):
    game_id = record.game.id
    for label, items in groups:
        where = T("move {label}", label=label) if label else T("the movetext")
        plies = []
        for k, (kind, token) in enumerate(items):
            if kind == "comment" and agreed.is_action(token):
                plies.append(("{" + token + "}", token))       # what to_ppn writes for one
            elif kind == "move":
                extension = mapping(game_id).extension(items, k)
                plies.append((token, _ours(game_id, token, where) + extension))
        if label is not None and not plies:
            comments = [t for kind, t in items if kind == "comment"]
            if "pass" in comments or _only_pass(record.state):
                plies.append(("{pass}", "pass"))
            elif record.state.outcome is None:
                seat = record.state.seat_name(record.state.to_move)
                if label:
                    raise RecordError(T("move {label} has no move, and {seat} is not blocked",
                                        label=label, seat=T(seat)))
                raise RecordError(T("the movetext has no move, and {seat} is not blocked",
                                    seat=T(seat)))
        for token, ours in plies:
            if ours != "pass" and not agreed.is_action(ours) and _only_pass(record.state):
                record = record.play("pass")          # a blocked player's pass, unwritten
            try:
                record = record.play(ours)
            except IllegalMoveError as error:
                raise RecordError(T("{where} {move} does not replay: {reason}", where=where,
                                    move=excerpt(token), reason=error.message)) from None
    return record


def _only_pass(state):
    moves = state.legal_moves()
    return len(moves) == 1 and moves[0].text == "pass"


def _ours(game_id, token, where):
    """A PPN move as our move text."""
    found = mapping(game_id).ours(token)
    if found is not None:
        return found
    raise RecordError(T("{where}: {move} is not a move Piecepad reads in {game} PPN, "
                        "which writes {allowed}", where=where, move=excerpt(token),
                        game=T(games.get(game_id).title), allowed=T(mapping(game_id).allowed)))

