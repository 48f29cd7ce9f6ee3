"""The set-up editor: its route, taps, arrow keys and ``setup-*`` actions, and the
editor page (the model is piecepad/setup/; the address is app/setup.py)."""

from ... import games, setup
from ...errors import PiecepadError, excerpt
from ...i18n import say, tr
from ...view import share
from ...view import setup as setup_view
from ..setup import read_hash, setup_hash
from . import Screen


class Editor(Screen):
    """The set-up on screen: the value, the square with the keyboard focus, a
    one-off note, and who played each seat of the game it was opened from."""

    value = None
    focus = note = None

    def open(self, route):
        """Show the editor a ``#/setup/...`` address asks for."""
        game_id, position, options = read_hash(route.arg)
        if not setup.supported(game_id):
            return self.app.go_home(tr("There is no set-up editor for '{game}' here.",
                                       game=excerpt(game_id)))
        note = None
        try:
            value = (setup.SetUp.from_text(game_id, position, options) if position
                     else setup.SetUp.new(game_id, options))
        except PiecepadError as e:
            note = tr("This set-up link could not be read ({reason}); here is the opening "
                      "instead.", reason=say(e))
            value = setup.SetUp.new(game_id)
        self._show(value, note=note)

    def _show(self, value, note=None, seats=()):
        self.value, self.focus, self.note, self.seats = value, None, note, seats
        self.app.show(self)
        self.app.hash = setup_hash(value)
        self.app.render()

    # -- input ------------------------------------------------------------------------------
    def tap(self, square):
        app = self.app
        try:
            self.value = self.value.apply(square)
        except PiecepadError:
            return app.render()
        self.focus = square
        app.focus_selector = f'[data-sq="{square}"]'
        app.announcement = tr("{piece} on {square}.", piece=tr(self.value.selected().label),
                              square=square)
        self._changed()

    def key(self, square, dx, dy):
        draft = self.value.draft
        sq = draft.index(square)
        if sq is None:
            return
        x, y = sq % draft.width + dx, sq // draft.width + dy
        if 0 <= x < draft.width and 0 <= y < draft.height:
            square = draft.name(y * draft.width + x)
        self.focus = square
        self.app.focus_selector = f'[data-sq="{square}"]'
        self.app.render()

    def action(self, name, data):
        """``setup-<what>``; ``move`` carries the value (a brush id, ``field=value``)."""
        if not name.startswith("setup-"):
            return False
        handler = ACTIONS.get(name)
        if handler is not None:
            handler(self, data.get("move", ""))
        return True

    def _brush(self, brush_id):
        try:
            self.value = self.value.select(brush_id)
        except PiecepadError:
            pass
        self.app.focus_selector = (f'[data-move="{brush_id}"]'
                                   if brush_id.replace("-", "").isalnum() else None)
        self.app.render()

    def _choose(self, text):
        name, _, value = text.partition("=")
        try:
            self.value = self.value.choose(name, value)
        except PiecepadError:
            return self.app.render()
        self._changed()

    def _clear(self, _):
        self.value = self.value.clear()
        self._changed()

    def _reset(self, _):
        self.value = setup.SetUp.new(self.value.game_id, self.value.options)
        self._changed()

    def _link(self, _):
        self.app.dialog_html = share.link_dialog(
            tr("Link to this set-up"), self.services.base_url + setup_hash(self.value),
            tr("Copy this link to open the editor with this position."))

    def _play(self, _):
        """Who plays, then a game whose record starts here. A puzzle has one player:
        it starts at once."""
        value = self.value
        if value.check() is not None:
            return self.app.render()
        if games.get(value.game_id).max_players == 1:
            return self.app.start_game(value.game_id, value.start_form())
        # Opened from a game against the computer, Play from here offers the same players.
        seats = {f"seat{i}": k for i, k in enumerate(self.seats)}
        self.app.dialog_html = setup_view.play_dialog(value, value.state(), seats)

    def _changed(self):
        app = self.app
        reason = self.value.check()
        self.note = None
        app.hash = setup_hash(self.value)
        if reason:
            app.announcement = " ".join(filter(None, [app.announcement,
                                                      tr("Not a position to play from: {reason}",
                                                         reason=say(reason))]))
        app.render()

    # -- a game started from the editor ---------------------------------------------------------
    def start_failed(self, game_id, form, error):
        """The new-game form of a set-up was refused (the position changed meanwhile,
        or an option): the same dialog again, with the reason."""
        try:
            state = self.value.state()
        except PiecepadError:
            self.app.dialog_html = None
            self.app.render()
            return True
        seats = {k: v for k, v in form.items() if k.startswith("seat")}
        self.app.dialog_html = setup_view.play_dialog(self.value, state, seats, say(error))
        return True

    def render(self):
        return setup_view.page(self.value, self.value.check(), self.focus, self.note)


ACTIONS = {"setup-brush": Editor._brush, "setup-choose": Editor._choose,
           "setup-clear": Editor._clear, "setup-reset": Editor._reset,
           "setup-link": Editor._link, "setup-play": Editor._play}


def from_game(app, services, session, seats):
    """The position on screen in a game, opened in the editor."""
    if session is None:
        return
    value = setup.SetUp.from_record(session.record)
    app.push = True
    Editor(app, services)._show(value, seats=seats)
