"""The set-up editor in the app: the App's hooks hand it the editor's route,
taps, arrow keys and ``setup-*`` actions, and it draws the editor page.

The editor's state lives in its address, ``#/setup/<game>/<position>/<options>``
(the position %-escaped, the options as in a record), rewritten after every
change: a reload, Back and a shared link all come back to the same set-up.
"""

from .. import games, setup
from ..errors import PiecepadError, excerpt
from ..options import format_value
from ..percent import quote, unquote
from ..view import share
from ..view import setup as setup_view

PREFIX = "#/setup/"
SAFE = "-+*:,=@!"        # as in record text: everything else %-escaped


class Editor:
    """The set-up on screen: the value, the square with the keyboard focus, a
    one-off note, and who played each seat of the game it was opened from."""

    def __init__(self, value, focus=None, note=None, seats=()):
        self.value = value
        self.focus = focus
        self.note = note
        self.seats = seats


# -- addresses ------------------------------------------------------------------------
def setup_hash(value):
    opts = ";".join(f"{k}={quote(format_value(v), safe=SAFE)}" for k, v in value.options)
    text = PREFIX + value.game_id + "/" + quote(value.position_text(), safe=SAFE)
    return text + (f"/{opts}" if opts else "")


def _read_hash(arg):
    """``<game>[/<position>[/<options>]]`` -> (game id, position or None, options)."""
    game_id, _, rest = arg.partition("/")
    position, _, opts = rest.partition("/")
    options = tuple((k, unquote(v)) for k, _, v in
                    (item.partition("=") for item in opts.split(";") if item))
    return unquote(game_id)[:40], unquote(position) if position else None, options


def open_route(app, arg):
    """Show the editor a ``#/setup/...`` address asks for."""
    game_id, position, options = _read_hash(arg)
    if not setup.supported(game_id):
        return app._home(f"There is no set-up editor for '{excerpt(game_id)}' here.")
    note = None
    try:
        value = (setup.SetUp.from_text(game_id, position, options) if position
                 else setup.SetUp.new(game_id, options))
    except PiecepadError as e:
        note = f"This set-up link could not be read ({e}); here is the opening instead."
        value = setup.SetUp.new(game_id)
    show(app, Editor(value, note=note))


def from_game(app):
    """The position on screen in a game, opened in the editor."""
    if app.session is None:
        return
    value = setup.SetUp.from_record(app.session.record)
    app.push = True
    show(app, Editor(value, seats=app.seats))


def show(app, editor):
    app.session = None
    app.setup = editor
    app.hash = setup_hash(editor.value)
    app.render()


# -- input ------------------------------------------------------------------------------
def tap(app, square):
    editor = app.setup
    try:
        editor.value = editor.value.apply(square)
    except PiecepadError:
        return app.render()
    editor.focus = square
    app.focus_selector = f'[data-sq="{square}"]'
    app.announcement = _said(editor.value, square)
    _changed(app)


def key(app, square, dx, dy):
    draft = app.setup.value.draft
    sq = draft.index(square)
    if sq is None:
        return
    x, y = sq % draft.width + dx, sq // draft.width + dy
    if 0 <= x < draft.width and 0 <= y < draft.height:
        square = draft.name(y * draft.width + x)
    app.setup.focus = square
    app.focus_selector = f'[data-sq="{square}"]'
    app.render()


def action(app, name, move="", **_):
    """``setup-<what>``; ``move`` carries the value (a brush id, ``field=value``)."""
    if name == "setup-from-game":
        return from_game(app)
    if app.setup is None:
        return
    handler = ACTIONS.get(name)
    if handler is not None:
        handler(app, app.setup, move)


def _brush(app, editor, brush_id):
    try:
        editor.value = editor.value.select(brush_id)
    except PiecepadError:
        pass
    app.focus_selector = f'[data-move="{brush_id}"]' if brush_id.replace("-", "").isalnum() else None
    app.render()


def _choose(app, editor, text):
    name, _, value = text.partition("=")
    try:
        editor.value = editor.value.choose(name, value)
    except PiecepadError:
        return app.render()
    _changed(app)


def _clear(app, editor, _):
    editor.value = editor.value.clear()
    _changed(app)


def _reset(app, editor, _):
    editor.value = setup.SetUp.new(editor.value.game_id, editor.value.options)
    _changed(app)


def _link(app, editor, _):
    app.dialog_html = share.link_dialog(
        "Link to this set-up", app.base_url + setup_hash(editor.value),
        "Copy this link to open the editor with this position.")


def _play(app, editor, _):
    """Who plays, then a game whose record starts here. A puzzle has one player:
    it starts at once."""
    value = editor.value
    if value.check() is not None:
        return app.render()
    if games.get(value.game_id).max_players == 1:
        return app.start_game(value.game_id, value.start_form())
    # Opened from a game against the computer, Play from here offers the same players.
    seats = {f"seat{i}": k for i, k in enumerate(editor.seats)}
    app.dialog_html = setup_view.play_dialog(value, value.state(), seats)


ACTIONS = {"setup-brush": _brush, "setup-choose": _choose, "setup-clear": _clear,
           "setup-reset": _reset, "setup-link": _link, "setup-play": _play}


def _changed(app):
    editor = app.setup
    reason = editor.value.check()
    editor.note = None
    app.hash = setup_hash(editor.value)
    if reason:
        app.announcement = " ".join(filter(None, [app.announcement,
                                                  f"Not a position to play from: {reason}"]))
    app.render()


def _said(value, square):
    return f"{value.selected().label} on {square}."


# -- a game started from the editor ---------------------------------------------------------
def start_failed(app, game_id, form, error):
    """The new-game form of a set-up was refused (the position changed meanwhile,
    or an option): the same dialog again, with the reason."""
    if app.setup is None:
        return False
    value = app.setup.value
    try:
        state = value.state()
    except PiecepadError:
        app.dialog_html = None
        return app.render() or True
    seats = {k: v for k, v in form.items() if k.startswith("seat")}
    app.dialog_html = setup_view.play_dialog(value, state, seats, str(error))
    return True


def render(app):
    editor = app.setup
    value = editor.value
    app.page_html = setup_view.page(value, value.check(), editor.focus, editor.note)

