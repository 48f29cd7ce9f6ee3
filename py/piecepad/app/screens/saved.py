"""Saved games: the list, its order, and a deletion offered back (Undo) while the
list is on show."""

from ...i18n import tr
from ...view import pages
from . import Screen


class Saved(Screen):
    deleted = None          # the save last deleted, offered back (Undo)
    kept_note = None        # said while the sort order chosen cannot be stored

    def open(self, route):
        self.app.hash = "#/saved"
        self.app.render()

    def action(self, name, data):
        handler = {"delete": self._delete, "undo-delete": self._undo_delete,
                   "sort-saves": self._sort}.get(name)
        if handler is None:
            return False
        handler(**data)
        return True

    def _delete(self, save="", **_):
        """Delete a save at once, offering it back (Undo) until the next deletion."""
        saves = self.services.saves
        gone = saves.load(save)
        saves.delete(save)
        if gone is not None:
            self.deleted = gone
            self.app.announcement = tr("Deleted {title}. Undo puts it back.", title=tr(gone.title))
        self.app.render()

    def _undo_delete(self, **_):
        if self.deleted is not None:
            self.services.saves.restore(self.deleted)
            self.app.announcement = tr("{title} is back in Saved games.",
                                       title=tr(self.deleted.title))
            self.deleted = None
        self.app.render()

    def _sort(self, value="", **_):
        saves = self.services.saves
        if value in pages.SORTS:
            saves.set_setting("saves_sort", value)
            # Saves in memory only (storage full or blocked): the order is used, but a
            # reload forgets it, and a choice must not be lost without a word.
            self.kept_note = None if not saves.memory_only else tr(
                "Your sort order cannot be kept: this browser's storage is full or "
                "blocked, so it lasts until this page is closed or reloaded.")
            self.app.announcement = self.kept_note or ""
        self.app.render()

    def render(self):
        saves = self.services.saves
        listed = saves.list()
        self.app.your_moves = pages.your_move_count(listed)
        sort = saves.setting("saves_sort")
        note = " ".join(filter(None, [self.app.note] + saves.take_notes())) or None
        self.app.note = None
        return pages.saved(listed, note, int(self.services.clock()), sort, self.deleted,
                           self.kept_note)
