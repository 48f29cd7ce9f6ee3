"""The set-up editor's page, from a ``piecepad.setup.SetUp`` value.

The board is drawn with ``board.render_board`` from the game's own ``look`` of
the set-up (view/look.py: the same look that draws its positions in play), so a
position looks here as it does in play. Squares are buttons
with ``data-sq`` (the glue sends taps to the app); the palette, the choices and
the commands are buttons with ``data-action`` whose value rides in
``data-move`` (the one value key the glue passes that fits).
"""

from types import SimpleNamespace

from .. import games
from ..i18n import N_, say, tr
from ..grid import Grid
from ..options import format_value
from .board import Highlights, render_board
from .look import EMPTY, Square, of
from .html import button, classes, esc, tag, void
from . import registry
from .pages import _seat_fields

PLAY_HINT = N_("Play from here starts a game from this position, against a person or the computer.")


# -- the page ---------------------------------------------------------------------
def page(setup, reason, focus=None, note=None):
    """``reason``: why the position cannot be played (None when it can);
    ``focus``: the square with the keyboard focus; ``note``: a one-off message
    (a set-up link that could not be read)."""
    game = games.get(setup.game_id)
    board_html = tag("div", _board(setup, focus), class_=_area_classes(setup))
    panel = "".join((
        tag("h1", esc(tr("Set up: {game}", game=tr(game.title))), class_="game-title"),
        tag("p", esc(note), class_="msg error", role="alert", id="page-note") if note else "",
        _palette(setup),
        _fields(setup),
        _verdict(reason),
        _commands(setup, reason),
        _position_text(setup),
    ))
    return tag("div", tag("div", board_html, class_="board-wrap")
               + tag("aside", panel, class_="panel setup-panel"),
               class_=f"game-page setup-page {setup.game_id}-page")


def _palette(setup):
    """The brushes, grouped, the selected one pressed."""
    groups = {}
    for brush in setup.brushes():
        groups.setdefault(brush.group, []).append(brush)
    chosen = setup.selected().id
    parts = []
    for name, brushes in groups.items():
        buttons = "".join(
            button(tr(b.label), "setup-brush", data_move=b.id, id=f"brush-{b.id}",
                   aria_pressed="true" if b.id == chosen else "false",
                   class_=classes("brush", b.id == chosen and "on"))
            for b in brushes)
        parts.append(tag("div", tag("span", esc(tr(name)), class_="group-name") + buttons,
                         class_="brush-group", role="group", aria_label=tr(name)))
    return tag("section", tag("h2", tr("Tap a square to put")) + "".join(parts),
               class_="palette", aria_label=tr("What a tap puts on a square"))


def _fields(setup):
    rows = []
    for field in setup.fields():
        value = setup.draft.field(field.name)
        buttons = "".join(
            button(tr(words), "setup-choose", data_move=f"{field.name}={v}",
                   aria_pressed="true" if v == value else "false",
                   class_=classes("choice", v == value and "on"))
            for v, words in field.choices)
        rows.append(tag("div", tag("span", esc(tr(field.label)), class_="group-name") + buttons,
                        class_="choice-group", role="group", aria_label=tr(field.label),
                        data_field=field.name))
    return tag("section", "".join(rows), class_="setup-fields") if rows else ""


def _verdict(reason):
    """The engine's word on the position, read out when it changes."""
    if reason:
        text = tr("<strong>Not a position to play from: </strong>{reason}",
                  reason=esc(say(reason)))
        return tag("p", text, id="setup-check", class_="msg error", role="status")
    return tag("p", tr("A legal position: ready to play."), id="setup-check", class_="msg ok",
               role="status")


def _commands(setup, reason):
    return (tag("div", button(tr("Play from here"), "setup-play", id="setup-play",
                              class_="primary", disabled=bool(reason),
                              aria_describedby="setup-check")
                + button(tr("Clear the board"), "setup-clear", id="setup-clear")
                + button(tr("Opening position"), "setup-reset", id="setup-reset"),
                class_="controls")
            + tag("p", esc(tr(PLAY_HINT)), class_="hint")
            + tag("div", button(tr("Copy link to this set-up"), "setup-link", id="setup-link")
                  + tag("a", tr("Rules"), href=f"#/rules/{setup.game_id}", class_="rules-link"),
                  class_="controls"))


def _position_text(setup):
    text = setup.position_text()
    return tag("details", tag("summary", tr("Position text"))
               + tag("code", esc(text), id="setup-text", class_="position-text"),
               class_="setup-text")


# -- starting a game from it ---------------------------------------------------------
def play_dialog(setup, state, values=None, error=None):
    """Who plays each seat, then Start: the new-game form (``form.new-game``, so
    the glue submits it as it does the new-game dialog) with the position and its
    options as hidden fields."""
    values = values or {}
    game = games.get(setup.game_id)
    seated = SimpleNamespace(min_players=state.players, max_players=state.players,
                             seat_names=tuple(state.seat_name(s) for s in range(state.players)))
    hidden = "".join(void("input", type="hidden", name=k, value=format_value(v))
                     for k, v in setup.start_form().items())
    err = tag("p", esc(say(error)), class_="msg error", role="alert", id="dialog-error") if error else ""
    return tag("form",
               tag("h2", esc(tr("Play from this position: {game}", game=tr(game.title))))
               + tag("p", esc(tr("{who} to move.", who=tr(state.seat_name(state.to_move)))))
               + _seat_fields(seated, values) + hidden + err
               + tag("div", button(tr("Cancel"), "close-dialog")
                     + tag("button", tr("Start"), type="submit", class_="primary",
                           id="start-game"),
                     class_="controls"),
               class_="dialog-body new-game setup-start", data_game=setup.game_id)


# -- the board, drawn with each game's pieces ---------------------------------------------
def _board(setup, focus):
    draft = setup.draft
    grid = Grid(draft.width, draft.height)
    look = (registry.view(setup.game_id).look or _letters)(setup, svg=False)
    game = games.get(setup.game_id)
    return render_board(grid, look, Highlights(focus=focus), True,
                        label=tr("{game} board being set up", game=tr(game.title)))


def _area_classes(setup):
    own = registry.view(setup.game_id).draft_classes
    return f"play-area setup-area {own(setup) if own else ''}"


def _letters(setup, svg=True):
    """A game without a look: the tokens as letters."""
    def square(sq):
        token = setup.draft.cells[sq]
        return Square(esc(token), token) if token != "." else EMPTY
    return of(len(setup.draft.cells), square)
