"""The home page (and a game's rules page, and the home page saying an address is
unknown)."""

from ...i18n import tr
from ...view import pages
from .. import routes
from . import Screen


class Home(Screen):
    route = routes.Route("home")
    your_moves = 0          # games by link waiting for this device, counted when listed

    def open(self, route):
        app = self.app
        if route.page == "unknown":
            return app.go_home(tr("There is no page '{page}' here.", page=route.arg))
        self.route = route
        app.hash = "#/" + ("" if route.page == "home" else f"rules/{route.arg}")
        if route.anchor:
            app.hash += f"/{route.anchor}"
            # The rule's heading takes focus. An attribute selector, quoted: an id
            # like "1" is not a valid "#1" selector (the anchor is checked in routes).
            app.focus_selector = f'[id="{route.anchor}"]'
        app.render()

    def render(self):
        if self.route.page == "rules":
            self.services.saves.take_notes()      # as every page but a game's
            self.app.note = None
            return pages.rules_page(self.route.arg)
        saves = self.services.saves
        # Listing the saves is what finds (and sets aside) broken ones: list, then tell.
        listed = saves.list()
        note = " ".join(filter(None, [self.app.note] + saves.take_notes())) or None
        self.app.note = None
        current_id = saves.current_id()
        current = next((s for s in listed if s.id == current_id), None)
        self.your_moves = self.app.your_moves = pages.your_move_count(listed)
        return pages.home(listed, current, note)

    def title(self):
        """"(2) Piecepad" while two games by link wait for this device's move."""
        if self.route.page == "home" and self.your_moves:
            return f"({self.your_moves}) Piecepad"
        return "Piecepad"
