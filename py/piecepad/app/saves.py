"""Saved games on top of a small key-value store (localStorage in the page).

Every game is one entry, a JSON object under ``PREFIX + id``::

    {"rev": 3, "game": "dodgem", "title": "Piecepack Dodg'em", "moves": 3,
     "cursor": 1, "status": "Green to move.", "updated": 1718000000000,
     "seats": ["human", "hard"], "record": "pp1/dodgem/1.0//a5-a6.f2-e2.a1-b1"}

``record`` is the record text, so a save is as portable as a link; ``cursor``
is how many of its moves are on the board; ``seats`` is left out when every
seat is a person. ``game``, ``title``, ``moves`` (how many in ``record``) and
``status`` (where the game stands at ``cursor``, see ``status_of``) are a
summary, so that listing the saves and finding a link's save never replay a
record: a long record takes seconds to replay, and every page lists the saves.
An entry written before the summary existed is replayed once and rewritten; so is
one whose summary is in another language than the reader's (``lang``, "en" when
left out): its words are shown as they were made.

A ``Save`` has ``id``, ``record``, ``cursor``, ``updated`` (ms since the
epoch), ``seats`` and ``rev``, and the summary as ``game_id``, ``title``,
``moves_count``, ``status`` and ``text`` (the record text). A Save that
``list()`` or ``find()`` returns replays its ``record`` on first use only (and
raises RecordError then if the stored text no longer replays; ``load()``
replays at once, so a broken one is set aside there instead).

A link and the saves. ``match`` finds the save a link belongs to, and how their
moves stand (equal, behind, extends, diverges): docs/friend.md.

Two tabs. ``rev`` counts the writes of an entry. This object remembers the rev
it last read (``load``, ``find``) or wrote for each id, and ``write`` returns
False, writing nothing, when the stored rev is another one: someone else
(another tab) wrote that game meanwhile, and writing would lose their move.
Then keep this tab's line with ``write_as_new``, or take theirs with ``load``.
(A flag, not an exception, so that a caller that does not look yet loses no
more than before and never stops.) ``changed_elsewhere`` reads the page's
``storage`` event.

Nothing stored stops the app: an entry that cannot be read for any reason (not
JSON, too big, too deeply nested, a field of the wrong kind, a record that does
not replay) is moved aside under ``ASIDE``, never deleted, and the player is
told once, quoting no more than a short excerpt. A store that throws (blocked
in a cross-site iframe, or full) turns the saves into memory-only for this
tab, and the player is told once.
"""

import functools
import json
import re
from itertools import accumulate

from ..errors import RecordError, excerpt
from .. import i18n
from ..i18n import DEFAULT, Message, N_, T, say, tr
from ..game import reason_of
from .. import agreed
from ..record import FORMAT, FORMAT2, GID, NAME, Record
from ..seats import HUMAN, SEAT_KINDS
from ..view.status import move_words, status_text
from . import settings

PREFIX = "piecepad:save:"
ASIDE = "piecepad:aside:"
CURRENT = "piecepad:current"
SETTINGS = "piecepad:settings"

BLOCKED_NOTE = N_("Saving is not available here (storage is blocked or full), so this game "
                  "lives in this tab only. Copy a link to keep it.")

MAX_CHARS = 5_000_000     # more than localStorage holds in all: anything longer is junk
MAX_DEPTH = 64            # our entries nest 2 deep; json.loads recurses once per level
MAX_COUNT = 2 ** 53       # revs, cursors and times stay exact as JavaScript numbers
MAX_SEATS = 8
MAX_SHOWN = 300           # the longest title or status text a summary holds
MAX_NOTES = 50            # notes kept with one game (the latest)
KEEP_RECORDS = 4          # replayed records kept, so Continue after Home replays nothing


class StoreError(Exception):
    """Raised by a store whose backing storage refuses to work."""


class _Unreadable(Exception):
    """A stored text that is not an entry we wrote; the message says why, briefly."""


class MemoryStore:
    """The same interface as the page's localStorage wrapper, in a dict."""

    def __init__(self, items=None):
        self.items = dict(items or {})

    def get(self, key):
        return self.items.get(key)

    def set(self, key, value):
        self.items[key] = value

    def remove(self, key):
        self.items.pop(key, None)

    def keys(self):
        return list(self.items)


class Save:
    """One saved game: made by the app from a Record, or read from storage with
    its summary only (then ``record`` is replayed on first use). Read-only once
    made: the summary is of the cursor it was made with."""

    __slots__ = ("id", "cursor", "updated", "seats", "mine", "rev", "earlier", "nicknamed",
                 "notes", "_record", "_text", "_summary", "_replay")

    def __init__(self, save_id, record, cursor, updated, seats=(), mine=None, earlier=False):
        self.id = save_id
        self.cursor = cursor       # how many of its moves are on the board
        self.updated = updated     # ms since the epoch, for ordering
        self.seats = seats         # who plays each seat (SEAT_KINDS); () = all people
        self.mine = mine           # seats this device plays by link; None: not known
        self.rev = 0               # the entry's write count it was read or written at
        # A line a game by link left behind (the link's moves were taken instead): kept,
        # never lost, but listed apart and never matched to a link again.
        self.earlier = earlier
        # The friend's seats this device renamed for itself (a nickname): a link from
        # the friend leaves those names as they are. None: as stored (``write`` keeps it).
        self.nicknamed = None
        # Notes sent with moves, both ways: (ply, text, sent from here). None: as stored.
        self.notes = None
        self._record = record      # the whole line of play, redo moves included
        self._text = None          # the record's text
        self._summary = None       # {"game", "title", "moves", "status"}
        self._replay = Record.from_text

    @property
    def record(self):
        if self._record is None:
            self._record = self._replay(self._text)
        return self._record

    @property
    def text(self):
        if self._text is None:
            self._text = self._record.to_text()
        return self._text

    @property
    def summary(self):
        if self._summary is None:
            self._summary = summarize(self.record, self.cursor)
        return self._summary

    @property
    def started(self):
        """When the game was started (ms since the epoch): its id is made from the
        clock then (``App._new_id``); None for an id that is not."""
        digits = self.id[1:].split("-")[0]
        return int(digits) if self.id.startswith("g") and digits.isdigit() and \
            len(digits) <= 16 else None

    @property
    def result(self):
        """The result of a finished game (however far back it is shown), else None."""
        return self.summary.get("result")

    @property
    def gid(self):
        """The id that ties a game played by link to its links ("" for none)."""
        return _split(self.text)[1]

    @property
    def names(self):
        """The players' names by seat, read from the record text (no replay)."""
        return _names(self.text)

    @property
    def turn(self):
        """The seat to move at the end of the record (None once the game is over)."""
        return self.summary.get("turn")

    @property
    def last(self):
        """The last move in words ("Sam (Light) g5 to f3"; "" before any move)."""
        return self.summary.get("last") or ""

    @property
    def seat_names(self):
        """The game's seats by name ("Light", "Dark"; Pacru's by its player count),
        from its start position, not a replay; () if that cannot be read."""
        return _seat_names(_split(self.text)[0])

    game_id = property(lambda self: self.summary["game"])
    title = property(lambda self: self.summary["title"])
    moves_count = property(lambda self: self.summary["moves"])
    status = property(lambda self: self.summary["status"])

    def to_json(self):
        # "result" only for a finished game, "turn" only while one is to move; an entry
        # written before "turn" and "last" existed lacks them, and is not replayed for them.
        summary = {k: v for k, v in self.summary.items() if v is not None}
        data = {"rev": self.rev, **summary, "cursor": self.cursor, "updated": self.updated}
        if any(k != HUMAN for k in self.seats):
            data["seats"] = list(self.seats)
        if self.mine is not None:
            data["mine"] = list(self.mine)
        if self.earlier:
            data["earlier"] = True
        if self.nicknamed:
            data["nicknamed"] = list(self.nicknamed)
        if self.notes:
            data["notes"] = [list(n) for n in self.notes[-MAX_NOTES:]]
        data["record"] = self.text
        return json.dumps(data)      # ASCII only: even a stray surrogate is stored escaped


# How a link's moves stand to a save's (``Saves.match``).
EQUAL = "equal"          # the same moves: open the save, make nothing new
BEHIND = "behind"        # the link's moves are the save's first ones: the save, at that move
EXTENDS = "extends"      # the save's moves are the link's first ones: the save takes them
DIVERGES = "diverges"    # they share ``common`` first moves, then differ: the player chooses


class Match:
    """A save a link belongs to: ``save``, ``how`` (one of the four above) and
    ``common``, how many first moves (plies) the two share."""

    __slots__ = ("save", "how", "common")

    def __init__(self, save, how, common):
        self.save, self.how, self.common = save, how, common


def _relation(common, link, line):
    if common == link:
        return EQUAL if link == line else BEHIND
    return EXTENDS if common == line else DIVERGES


def summarize(record, cursor):
    """What a list of saves shows, kept in the entry so listing replays nothing:
    also whose turn it is at the end (``turn``, a seat or None once over) and the
    last move in words (``last``, "" before the first)."""
    final = record.states[-1]
    last = ""
    if len(record):
        before = record.states[-2]
        last = move_words(before, agreed.parse(before, record.moves[-1]), record.names)
    summary = {"game": record.game.id, "title": tr(record.game.title)[:MAX_SHOWN],
               "moves": len(record),
               "status": status_of(record.states[cursor], record.names)[:MAX_SHOWN],
               "result": status_of(final)[:MAX_SHOWN] if final.outcome is not None else None,
               "turn": final.to_move, "last": last[:MAX_SHOWN]}
    if i18n.current() != DEFAULT:
        # The words are the reader's: a summary in another language is made again.
        summary["lang"] = i18n.current()
    return summary


def status_of(state, names=()):
    """Where a game stands, for the list of saves: the outcome when it is over,
    else who is to move. (A blocked player reads "to move": telling would take
    the legal moves, and this runs at every save.)"""
    if state.outcome is not None:
        return tr(reason_of(state.outcome)) + "."
    if state.players == 1:
        return tr("Your move.")
    return status_text(state, names, legal=False)


class Saves:
    """The saves of one tab (one page load) on a shared store."""

    def __init__(self, store):
        self.store = store
        self.memory_only = False
        self.notes = []            # messages for the player, each shown once
        self._revs = {}            # save id -> the rev this object last read or wrote
        self._records = {}         # record text -> Record, the last few replayed or written
        self._told = set()         # settings keys the player was told about
        self._settings_text = None  # the settings text last read or written, and
        self._settings = {}         # what it holds (settings parses it once)
        self.aside = {}            # save id -> the key it was set aside under, this tab

    # -- the store, guarded ----------------------------------------------
    def _fallback(self):
        """Continue from a copy in memory of what the store held."""
        if self.memory_only:
            return
        copy = MemoryStore()
        try:
            for key in self.store.keys():
                value = self.store.get(key)
                if value is not None:
                    copy.set(key, value)
        except StoreError:
            pass
        self.store, self.memory_only = copy, True
        self.notes.append(BLOCKED_NOTE)

    def _call(self, method, *args):
        try:
            return getattr(self.store, method)(*args)
        except StoreError:
            self._fallback()
            return getattr(self.store, method)(*args)

    # -- reading -----------------------------------------------------------
    def list(self):
        """Every readable save, newest first, from the summaries: no record is
        replayed. Unreadable entries are set aside."""
        keys = [k for k in self._call("keys") if isinstance(k, str) and k.startswith(PREFIX)]
        saves = filter(None, (self._read(k[len(PREFIX):]) for k in sorted(keys)))
        return sorted(saves, key=lambda s: -s.updated)

    def load(self, save_id):
        """The save with its record replayed (a broken one is set aside here), or
        None. Its rev counts as read: the next ``write`` builds on it."""
        save = self._read(save_id, replay=True)
        if save is not None:
            self._revs[save_id] = save.rev
        return save

    def _read(self, save_id, replay=False):
        raw = self._call("get", PREFIX + save_id)
        if raw is None:
            return None
        try:
            save = _entry(save_id, raw)
            save._replay = self._replay
            old = save._summary is None
            if replay:
                save.record
            if old:
                save.summary          # replays the record to make the summary
        except Exception as e:    # hostile text can trip any code path: it is set aside
            self._set_aside(save_id, raw, e)
            return None
        if old:                   # written before summaries: once, and the same rev
            self._call("set", PREFIX + save_id, save.to_json())
        return save

    def _replay(self, text):
        record = self._records.get(text)
        if record is None:
            record = _stored_record(text)
        self._remember(text, record)
        return record

    def _remember(self, text, record):
        self._records.pop(text, None)
        self._records[text] = record
        while len(self._records) > KEEP_RECORDS:
            del self._records[next(iter(self._records))]

    def _set_aside(self, save_id, raw, error):
        """Move an unreadable entry to an aside key. Where the store has no room
        for a copy beside it, the entry is removed first and put back under the
        aside key in the room it leaves (it never turns saving off); should even
        that not fit, as much of its start as fits is kept, and the note says so."""
        key, n = ASIDE + save_id, 1
        while self._call("get", key) not in (None, raw):   # never overwrite an earlier one
            n += 1
            key = f"{ASIDE}{save_id}.{n}"
        size = len(raw) if isinstance(raw, str) else 0
        kept = size if self._put(key, raw) else None
        self._call("remove", PREFIX + save_id)
        if kept is None:
            kept = self._put_what_fits(key, raw) if size else 0
        self.aside[save_id] = key
        reason, shown = _reason(error), excerpt(key, 80)
        note = T("A saved game could not be read ({reason}). It was set aside, not deleted "
                 "(storage key {key}).", reason=reason, key=shown)
        if kept < size and kept:
            note = T("A saved game could not be read ({reason}). Storage is too full to keep "
                     "all of it: its first {kept} of {size} characters were set aside (storage "
                     "key {key}).", reason=reason, kept=Thousands(kept), size=Thousands(size),
                     key=shown)
        elif kept < size:
            note = T("A saved game could not be read ({reason}). Storage is too full to keep "
                     "all of it: it could not be kept.", reason=reason)
        self.notes.append(note)

    def _put(self, key, value):
        """Store ``value``; False (and nothing else changes) when there is no room."""
        try:
            self.store.set(key, value)
            return True
        except StoreError:
            return False

    def _put_what_fits(self, key, raw):
        """Store as much of the start of ``raw`` as fits (halving); how much."""
        size = len(raw)
        while size >= 1000:
            if self._put(key, raw[:size]):
                return size
            size //= 2
        return 0

    def match(self, record):
        """How a link stands to the saves, by record text (nothing is replayed): a
        ``Match`` of the save it belongs to, or None (a new game).

        A link with a game id (``gid``, a game played by link) belongs to the saves
        of the same game (id, rules version, options, start) with that id, however
        its moves stand to theirs; of several, the one sharing the most moves, then
        the current game, then the one played last. A link without one matches as
        links always did: a save with the very same moves, or the current game when
        the link's moves are its first ones (a reload, an older link of it). Games
        that merely open alike are never joined. The save found counts as read."""
        head, gid, moves = _split(record.to_text())
        link = moves.split(".") if moves else []
        current = self.current_id()
        best, best_key = None, None
        for save in self.list():
            if save.earlier:
                continue
            save_head, save_gid, save_moves = _split(save.text)
            if save_head != head or save_gid != gid:
                continue
            line = save_moves.split(".") if save_moves else []
            common = _common(link, line)
            how = _relation(common, len(link), len(line))
            if not gid and not (how == EQUAL and (link or save.id == current)
                                or how == BEHIND and save.id == current
                                and (link or save.cursor == 0)):
                continue     # (a fresh game's link: only a reload after undoing all)
            key = (common, save.id == current, save.updated)
            if best_key is None or key > best_key:
                best_key = key
                best = Match(save, how, common)
        if best is None:
            return None
        if best.how == EQUAL:
            best.save._record = record      # the same text: the same game, no replay
        self._revs[best.save.id] = best.save.rev
        return best

    def find(self, record):
        """The save a link belongs to (see ``match``), or None."""
        found = self.match(record)
        return found and found.save

    def holds(self, save_id):
        """Whether an entry is stored under ``save_id`` (readable or not)."""
        return self._call("get", PREFIX + save_id) is not None

    def notes_of(self, save_id):
        """The notes kept with a save, read without a replay (() for none)."""
        entry = self._stored(save_id)
        return entry.notes if entry is not None else ()

    def current_id(self):
        value = self._call("get", CURRENT)
        return value if isinstance(value, str) else None

    # -- writing -------------------------------------------------------------
    def write(self, save):
        """Store ``save`` as the current game, and return True. Return False,
        writing nothing, when its entry was written elsewhere since this object
        last read or wrote it. An entry deleted elsewhere is written again."""
        known = self._revs.get(save.id)
        entry = self._stored(save.id)
        stored = entry and entry.rev
        if entry is not None and stored != known:
            return False
        if save.nicknamed is None:
            save.nicknamed = entry.nicknamed if entry is not None else ()
        if save.notes is None:
            save.notes = entry.notes if entry is not None else ()
        save.rev = (known or 0) + 1
        self._call("set", PREFIX + save.id, save.to_json())
        self._call("set", CURRENT, save.id)
        self._revs[save.id] = save.rev
        if save._record is not None:
            self._remember(save.text, save._record)
        return True

    def write_as_new(self, save, new_id, earlier=False):
        """Keep ``save``'s line as a game of its own under ``new_id``, after a
        refused write: both tabs' moves are kept. Returns the new Save (None,
        writing nothing, if ``new_id`` is taken: it is never overwritten).
        ``earlier``: kept as an earlier version of a game by link (``Save.earlier``)."""
        copy = Save(new_id, save.record, save.cursor, save.updated, save.seats, save.mine,
                    earlier)
        return copy if self.write(copy) else None

    def _stored(self, save_id):
        """The stored entry (its summary only), or None when there is none. An
        unreadable one is set aside first, so writing over it loses nothing."""
        raw = self._call("get", PREFIX + save_id)
        if raw is None:
            return None
        try:
            return _entry(save_id, raw)
        except Exception as e:
            self._set_aside(save_id, raw, e)
            return None

    def changed_elsewhere(self, key):
        """For the page's ``storage`` event: the id of the save under a changed
        storage key, unless it holds what this object last read or wrote; else
        None (not a save's key)."""
        if not isinstance(key, str) or not key.startswith(PREFIX):
            return None
        save_id = key[len(PREFIX):]
        raw = self._call("get", key)
        try:
            unchanged = raw is not None and _entry(save_id, raw).rev == self._revs.get(save_id)
        except Exception:
            unchanged = False      # unreadable: listing the saves again sets it aside
        return None if unchanged else save_id

    def restore(self, save):
        """Put back a save just deleted (Undo), as it was."""
        self._call("set", PREFIX + save.id, save.to_json())
        self._revs[save.id] = save.rev

    def delete(self, save_id):
        self._call("remove", PREFIX + save_id)
        self._revs.pop(save_id, None)
        if self.current_id() == save_id:
            self._call("remove", CURRENT)

    # -- settings and notes ------------------------------------------------
    def settings(self):
        """The stored settings (a dict of the keys ``settings.py`` declares), values
        unchecked: read a setting with ``setting``. Parsed once per stored text (a
        page reads settings a dozen times); a text that cannot be read is replaced
        by the defaults (and the player told, once, never again), and keys no setting
        has are dropped from storage."""
        raw = self._call("get", SETTINGS)
        if raw != self._settings_text:      # None (nothing stored) reads as {} as it is
            self._read_settings(raw)
        return dict(self._settings)

    def _read_settings(self, raw):
        """Keep what the stored text ``raw`` holds; store it back healed when it is
        not settings at all or holds keys no setting has."""
        try:
            data = _json_object("{}" if raw is None else raw)   # size, depth checked first
        except _Unreadable as e:
            self._tell(SETTINGS, T("This device's settings could not be read ({reason}), so "
                                   "the usual ones are used. Your saved games are untouched.",
                                   reason=_reason(e)))
            data = None
        kept = {k: v for k, v in (data or {}).items() if settings.declared(k)}
        if data is None or len(kept) != len(data):
            self._write_settings(kept)      # the defaults stored: told once, never again
        else:
            self._settings_text, self._settings = raw, kept

    def setting(self, key):
        """One setting, checked (``settings.py``): a stored value that cannot be
        used reads as the default (or as what is fit of it), is stored so, and the
        player is told once."""
        data = self.settings()
        value, fit = settings.check(key, data.get(key))
        if not fit:
            self._tell(key, settings.note(key))
            if value == settings.default(key):
                data.pop(key, None)
            else:
                data[key] = value          # what could be used of it
            self._write_settings(data)
        return value

    def set_setting(self, key, value):
        """Store a setting; a value the setting cannot take is not stored."""
        if not settings.check(key, value)[1]:
            return
        data = self.settings()
        data[key] = value
        self._write_settings(data)

    def _write_settings(self, data):
        text = json.dumps(data)
        self._call("set", SETTINGS, text)
        # Kept as read back from the text, so no caller's list is shared with it.
        self._settings_text, self._settings = text, json.loads(text)

    def _tell(self, key, text):
        """Add a note for the player, once per key for this tab."""
        if key not in self._told:
            self._told.add(key)
            self.notes.append(text)

    def take_notes(self):
        """The notes not shown yet, as text in the reader's language."""
        notes, self.notes = self.notes, []
        return [say(note) for note in notes]


# -- reading a stored text, trusting nothing --------------------------------
def _entry(save_id, raw):
    """A Save from a stored entry, every field checked; the record is not
    replayed. The summary is kept only if it matches the record text."""
    data = _json_object(raw)
    text = data.get("record")
    if not isinstance(text, str) or text.count("/") != 4 or not text.startswith((FORMAT + "/", FORMAT2 + "/")):
        raise _Unreadable(T("it holds no game record"))
    _, game_id, _, _, moves = text.split("/")
    count = moves.count(".") + 1 if moves else 0
    save = Save(save_id, None, _count(data, "cursor", count, count),
                _count(data, "updated", 0, MAX_COUNT), _seats(data.get("seats", [])),
                _mine(data.get("mine"), text))
    save.rev = _count(data, "rev", 0, MAX_COUNT)
    save.earlier = data.get("earlier") is True
    save.nicknamed = _nicknamed(data.get("nicknamed"), save.mine)
    save.notes = _notes(data.get("notes"))
    save._text = text
    summary = {k: data.get(k) for k in ("game", "title", "moves", "status", "result", "turn",
                                        "last")}
    if "lang" in data:
        summary["lang"] = data["lang"]
    if summary["game"] == game_id and type(summary["moves"]) is int and \
            summary["moves"] == count and _shown(summary["title"]) and \
            _shown(summary["status"]) and (summary["result"] is None or _shown(summary["result"])) \
            and (summary["turn"] is None or type(summary["turn"]) is int) \
            and (summary["last"] in (None, "") or _shown(summary["last"])) \
            and (save.mine is None or "last" in data) \
            and data.get("lang", DEFAULT) == i18n.current():
        # (An entry from before "turn" and "last" is read as it is; one of a game by
        # link is grouped by whose turn it is, so it is replayed once for them.)
        save._summary = summary
    return save


def _json_object(raw):
    """The dict a stored text holds, or _Unreadable. Size and depth are checked
    before parsing: in Pyodide, running out of stack can kill the page."""
    if not isinstance(raw, str):
        raise _Unreadable(T("it is not text but {kind}", kind=type(raw).__name__))
    if len(raw) > MAX_CHARS:
        raise _Unreadable(T("it is {size} characters long, more than any save",
                            size=Thousands(len(raw))))
    if _too_deep(raw):
        raise _Unreadable(T("it is nested more than {depth} levels deep", depth=MAX_DEPTH))
    try:
        data = json.loads(raw)
    except ValueError as e:       # bad JSON, and integers of thousands of digits
        raise _Unreadable(T("it is not JSON: {detail}", detail=excerpt(str(e), 60))) from None
    if not isinstance(data, dict):
        raise _Unreadable(T("it is not a JSON object"))
    return data


_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")


def _too_deep(text):
    """Brackets nested deeper than MAX_DEPTH, counted without parsing. Brackets
    inside strings count too: ours have none (record texts escape them)."""
    if text.count("[") + text.count("{") <= MAX_DEPTH:
        return False
    return max(accumulate(_STEP[c] for c in _NOT_BRACKET.sub("", text))) > MAX_DEPTH


def _count(data, name, default, top):
    value = data.get(name, default)
    if type(value) is not int or not 0 <= value <= top:   # bool, float inf/nan, str...
        raise _Unreadable(T("its {name} is {value} ({kind}), not a whole number from 0 to "
                            "{top}", name=name, value=excerpt(value, 20),
                            kind=type(value).__name__,
                            top=top if top < MAX_COUNT else "2**53"))
    return value


def _seats(value):
    if not isinstance(value, list):
        raise _Unreadable(T("its seats are not a list"))
    return tuple(k if k in SEAT_KINDS else HUMAN for k in value[:MAX_SEATS])


def _mine(value, text):
    """The seats this device plays, as stored: None (not known) or a few seats of
    the game ``text`` records. A seat the game does not have (seat 5 of two) reads
    as not known, so the app asks again, instead of waiting for ever for a move
    from a device that plays no seat of this game."""
    if value is None:
        return None
    if not isinstance(value, list) or len(value) > MAX_SEATS or \
            any(type(v) is not int or not 0 <= v < MAX_SEATS for v in value):
        raise _Unreadable(T("its sides are not a list of seats"))
    mine = tuple(sorted(set(value)))
    if mine and mine[-1] >= len(_seat_names(_split(text)[0])):    # () when it cannot tell
        return None
    return mine


def _nicknamed(value, mine):
    """The seats renamed here, as stored: seats of the game not played here (the
    rest of a bad value is dropped, as it only keeps a name)."""
    if not isinstance(value, list) or not mine:
        return ()
    return tuple(sorted({v for v in value[:MAX_SEATS]
                         if type(v) is int and 0 <= v < MAX_SEATS and v not in mine}))


def _notes(value):
    """The notes kept with a game, as stored: (ply, text, sent from here); anything
    else in the list is dropped (a note only ever adds words)."""
    if not isinstance(value, list):
        return ()
    return tuple((n[0], n[1], n[2]) for n in value[-MAX_NOTES:]
                 if isinstance(n, list) and len(n) == 3 and type(n[0]) is int
                 and 0 <= n[0] < MAX_COUNT and isinstance(n[1], str)
                 and 0 < len(n[1]) <= agreed.NOTE_MAX and n[1].isprintable()
                 and type(n[2]) is bool)


def _shown(value):
    """Text fit to go on a page as it is."""
    return isinstance(value, str) and 0 < len(value) <= MAX_SHOWN and value.isprintable()


def _split(text):
    """A record text's game (id, rules version, options and start), its game id
    ("" for none) and its moves. The format's tag, the names and the id are left
    out of the first: a game whose players were named (pp2) is still the same game
    as its pp1 text."""
    head, moves = text.rsplit("/", 1)
    _tag, game, version, opts = head.split("/", 3)
    kept, gid = [], ""
    for o in opts.split(";"):
        if o.startswith(GID + "="):
            gid = o[len(GID) + 1:]
        elif not _NAMED.match(o):
            kept.append(o)
    return f"{game}/{version}/{';'.join(kept)}", gid, moves


@functools.lru_cache(maxsize=64)
def _seat_names(head):
    """The seat names of a game (``_split``'s head: game, rules version, options,
    start), from its start position; () when it does not start."""
    try:
        state = Record.from_text(f"{FORMAT}/{head}/").states[0]
        named = getattr(state, "seat_name", None) or state.game.seat_name
        return tuple(named(seat) for seat in range(state.players))
    except Exception:         # stored text: anything can be wrong with it
        return ()


def _stored_record(text):
    """Record.from_text, but a save whose names were written before a rule refused
    them (an invisible name, a seat's own name) is read with those names left
    out, not set aside: the game is good, only a name is not. Any other fault
    raises as it would."""
    try:
        return Record.from_text(text)
    except RecordError as error:
        parts = text.split("/", 4)
        if len(parts) != 5:             # not a record at all: no name to leave out
            raise
        tag, game, version, opts, moves = parts
        kept = ";".join(o for o in opts.split(";") if not _NAMED.match(o))
        if kept == opts:
            raise
        try:
            record = Record.from_text("/".join((tag, game, version, kept, moves)))
        except RecordError:
            raise error from None
    names = []
    for name in _names(text)[:record.state.players]:
        try:
            record.with_names(names + [name])
            names.append(name)
        except agreed.PlayerNameError:
            names.append("")
    return record.with_names(names)


def _names(text):
    """The players' names a record text holds, by seat ("" for none)."""
    from ..percent import unquote
    opts = text.split("/", 4)[3]
    found = {int(m.group(1)): unquote(m.group(2)) for m in _NAME_VALUE.finditer(opts)}
    return tuple(found.get(i, "") for i in range(1, max(found) + 1)) if found else ()


_NAMED = re.compile(NAME + r"\d+=")
_NAME_VALUE = re.compile(r"(?:^|;)" + NAME + r"(\d)=([^;]*)")


def _common(link, line):
    """How many first moves two lists of move texts share."""
    n = 0
    for a, b in zip(link, line):
        if a != b:
            break
        n += 1
    return n


def _reason(error):
    """Why a stored text could not be read, in the reader's words (short)."""
    message = error.args[0] if len(error.args) == 1 else None
    text = say(message) if isinstance(message, Message) else str(error) and tr(str(error))
    return excerpt(text or type(error).__name__, 120)


class Thousands(Message):
    """A count with its thousands grouped as the reader's language writes them
    ("12,345", "12.345", "12 345"): a Message argument, said in the language the
    message is said in."""

    __slots__ = ()

    def __init__(self, n):
        super().__init__("{n}", {"n": n})

    def text(self, lang=None):
        from ..i18n.formats import grouped
        return grouped(self.args["n"], lang)

    def __str__(self):
        return self.text(DEFAULT)
