"""Saved games on top of a small key-value store (localStorage in the page).

Every game is one entry holding its record text, so a save is as portable as a
link. A store that throws (blocked in a cross-site iframe, or full) turns the
saves into memory-only for this tab, and the player is told once. An entry
that cannot be read is moved aside under another key, never deleted.
"""

import json

from ..errors import PiecepadError
from ..record import Record

PREFIX = "piecepad:save:"
ASIDE = "piecepad:aside:"
CURRENT = "piecepad:current"
SETTINGS = "piecepad:settings"

BLOCKED_NOTE = ("Saving is not available here (storage is blocked or full), so this game "
                "lives in this tab only. Copy a link to keep it.")


class StoreError(Exception):
    """Raised by a store whose backing storage refuses to work."""


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


HUMAN = "human"
SEAT_KINDS = (HUMAN, "easy", "medium", "hard")   # a person, or the computer at a level


class Save:
    __slots__ = ("id", "record", "cursor", "updated", "seats")

    def __init__(self, save_id, record, cursor, updated, seats=()):
        self.id = save_id
        self.record = record       # the whole line of play, redo moves included
        self.cursor = cursor       # how many of its moves are on the board
        self.updated = updated     # ms since the epoch, for ordering
        self.seats = seats         # who plays each seat (SEAT_KINDS); () = all people

    def to_json(self):
        data = {"record": self.record.to_text(), "cursor": self.cursor, "updated": self.updated}
        if any(k != HUMAN for k in self.seats):
            data["seats"] = list(self.seats)
        return json.dumps(data)


class Saves:
    def __init__(self, store):
        self.store = store
        self.memory_only = False
        self.notes = []            # messages for the player, each shown once

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

    # -- saves ------------------------------------------------------------
    def list(self):
        """Every readable save, newest first. Unreadable ones are set aside."""
        saves = []
        for key in sorted(self._call("keys")):
            if key.startswith(PREFIX):
                save = self.load(key[len(PREFIX):])
                if save is not None:
                    saves.append(save)
        return sorted(saves, key=lambda s: -s.updated)

    def load(self, save_id):
        raw = self._call("get", PREFIX + save_id)
        if raw is None:
            return None
        try:
            data = json.loads(raw)
            record = Record.from_text(data["record"])
            cursor = int(data.get("cursor", len(record)))
            updated = int(data.get("updated", 0))
            seats = tuple(k if k in SEAT_KINDS else HUMAN for k in data.get("seats", ()))
        except (ValueError, KeyError, TypeError, PiecepadError) as e:
            self._set_aside(save_id, raw, e)
            return None
        return Save(save_id, record, max(0, min(cursor, len(record))), updated, seats)

    def _set_aside(self, save_id, raw, error):
        key, n = ASIDE + save_id, 1
        while self._call("get", key) not in (None, raw):   # never overwrite an earlier one
            n += 1
            key = f"{ASIDE}{save_id}.{n}"
        self._call("set", key, raw)
        self._call("remove", PREFIX + save_id)
        self.notes.append(f"A saved game could not be read ({_short(error)}). It was set "
                          f"aside, not deleted (storage key {key}).")

    def write(self, save):
        self._call("set", PREFIX + save.id, save.to_json())
        self._call("set", CURRENT, save.id)

    def delete(self, save_id):
        self._call("remove", PREFIX + save_id)
        if self._call("get", CURRENT) == save_id:
            self._call("remove", CURRENT)

    def current_id(self):
        return self._call("get", CURRENT)

    def find(self, record):
        """The save a link belongs to: the current game shown at exactly that move
        (a reload keeps its redo moves), else a save of exactly that game. A link
        never takes over another game, so playing on from it loses nothing."""
        current = self.current_id()
        for save in self.list():
            if save.record.game is not record.game or save.record.start_args != record.start_args:
                continue
            if save.id == current and save.cursor == len(record) and \
                    save.record.moves[:len(record)] == record.moves:
                return save
            if save.record.moves == record.moves:
                return save
        return None

    def settings(self):
        """This device's settings (a dict); unreadable settings read as none set."""
        try:
            data = json.loads(self._call("get", SETTINGS) or "{}")
        except ValueError:
            data = {}
        return data if isinstance(data, dict) else {}

    def set_setting(self, name, value):
        data = self.settings()
        data[name] = value
        self._call("set", SETTINGS, json.dumps(data))

    def take_notes(self):
        notes, self.notes = self.notes, []
        return notes


def _short(error):
    text = str(error) or type(error).__name__
    return text if len(text) < 120 else text[:117] + "..."
