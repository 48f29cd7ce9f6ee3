"""Storage full is told (issue 45, item 6): the Saved page's sort order that cannot be
stored is said, visibly and in the live region, in the reader's language; with room it
is stored and nothing is said. (The theme and language switches: test_browser_settings.)"""

from piecepad.app.saves import SETTINGS, MemoryStore, StoreError
from piecepad.i18n import using

from view_helpers import make_app


class FullStore(MemoryStore):
    """localStorage at its quota: every write refused."""

    def set(self, key, value):
        raise StoreError("QuotaExceededError")


def saved_page(store):
    app = make_app(store)
    app.open("#/play/pp1/dodgem/1.0//a5-a6")     # one save, so the sort switch is shown
    app.open("#/saved")
    return app


def test_a_sort_order_that_cannot_be_stored_is_said_and_still_used():
    store = MemoryStore()
    app = saved_page(store)
    store.__class__ = FullStore                 # the quota is reached after the save
    app.action("sort-saves", value="game")
    assert 'id="sort-note"' in app.page_html and "sort order cannot be kept" in app.page_html
    assert "sort order cannot be kept" in app.announcement
    assert '<option value="game" selected' in app.page_html
    assert SETTINGS not in store.items


def test_the_note_is_in_the_readers_language():
    store = MemoryStore()
    app = saved_page(store)
    store.__class__ = FullStore
    with using("de"):
        app.action("sort-saves", value="started")
        assert "Sortierung kann nicht gespeichert werden" in app.page_html
    with using("fr"):
        app.action("sort-saves", value="game")
        assert "ordre de tri ne peut pas être conservé" in app.page_html


def test_a_sort_order_stored_says_nothing():
    store = MemoryStore()
    app = saved_page(store)
    app.action("sort-saves", value="game")
    assert 'id="sort-note"' not in app.page_html and "cannot be kept" not in app.announcement
    assert '"saves_sort": "game"' in store.items[SETTINGS]
