"""The set-up editor's model: a position being edited, as a value.

A ``SetUp`` holds a game, the options its position is read with and a ``Draft``:
the position as a grid of tokens (a short string per square, in the game's own
position alphabet) plus a few named fields (who is to move, a pawn's square, the
next pieces...). Brushes change a square; fields are chosen from short lists.
What the tokens mean is each game's ``Adapter`` (``piecepad/setup/<game>.py``,
named by the game's catalogue row): it reads position text into a Draft and
writes a Draft back as position text.

Whether a position is legal is never decided here: ``check`` asks the game's own
decoder (``game.decode``), so the editor refuses exactly what a record or a
link would, with the same reason. The editor may hold impossible positions
(that is how one gets from one legal position to another), but only a legal
one can be played from.

Pure: used by the app, drawn by ``piecepad.view.setup``, tested in CPython.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any, cast

from .. import catalogue, games
from ..errors import PositionError, excerpt
from ..i18n import N_, T, say, tr
from ..options import format_value
from ..record import FROM, START_ARGS


@dataclass(frozen=True)
class Draft:
    """An editable position: ``cells`` (a token per square, ``y * width + x``)
    and ``fields`` ((name, value) pairs, in the adapter's order)."""
    width: int
    height: int
    cells: tuple[str, ...]
    fields: tuple[tuple[str, Any], ...] = ()

    def field(self, name: str, default: Any = None) -> Any:
        return dict(self.fields).get(name, default)

    def with_cell(self, sq: int, token: str) -> Draft:
        cells = list(self.cells)
        cells[sq] = token
        return replace(self, cells=tuple(cells))

    def with_field(self, name: str, value: Any) -> Draft:
        """Set a field (added at the end when new)."""
        pairs = [(k, value if k == name else v) for k, v in self.fields]
        if name not in dict(self.fields):
            pairs.append((name, value))
        return replace(self, fields=tuple(pairs))

    def without_field(self, name: str) -> Draft:
        return replace(self, fields=tuple((k, v) for k, v in self.fields if k != name))

    def name(self, sq: int) -> str:
        return "abcdefghijklmnopqrstuvwxyz"[sq % self.width] + str(sq // self.width + 1)

    def index(self, name: object) -> int | None:
        """Square name -> index, or None when it is not on this board."""
        if not isinstance(name, str) or len(name) < 2 or not name[1:].isdigit():
            return None
        x, y = ord(name[0]) - ord("a"), int(name[1:]) - 1
        return y * self.width + x if 0 <= x < self.width and 0 <= y < self.height else None

    def rows_top_down(self) -> list[list[int]]:
        """The squares rank by rank from the top, as position texts list them."""
        w = self.width
        return [list(range(y * w, (y + 1) * w)) for y in range(self.height - 1, -1, -1)]


@dataclass(frozen=True)
class Brush:
    """What a tap on a square does: put ``token`` there, or (``field``) move the
    piece that field places (a pawn) to that square. ``id`` travels in the page
    (``[a-z0-9-]``); ``label`` is a player's words; ``group`` heads the palette
    section it belongs to."""
    id: str
    label: str
    token: str | None = None
    field: str | None = None
    group: str = N_("Pieces")


@dataclass(frozen=True)
class Field:
    """A choice beside the board. ``choices``: (value, words) pairs; a field with
    none is carried along but not shown (the turn count, the dice)."""
    name: str
    label: str
    choices: tuple[tuple[Any, str], ...] = ()


TO_MOVE = "to_move"      # every game's field for the side to move, where it has one


class Adapter:
    """Per game: position text <-> Draft, and what can be put on a square.

    ``read`` takes any text the game's grammar allows, legal or not (a linked
    editor may hold an impossible position); it raises PositionError only for
    text it cannot read at all. ``write`` gives the position text of a draft.
    """

    empty = "."              # the token of an empty square
    # Options the position text fixes itself: never passed to the decoder with it.
    fixed_options: tuple[str, ...] = ()

    def read(self, text: str) -> Draft:
        raise NotImplementedError

    def write(self, draft: Draft) -> str:
        raise NotImplementedError

    def brushes(self, draft: Draft) -> Sequence[Brush]:
        raise NotImplementedError

    def fields(self, draft: Draft) -> Sequence[Field]:
        return ()

    def paint(self, draft: Draft, sq: int, brush: Brush) -> Draft:
        """``draft`` after ``brush`` is used on square ``sq``."""
        if brush.field:
            return draft.with_field(brush.field, draft.name(sq))
        return draft.with_cell(sq, cast(str, brush.token))

    def choose(self, draft: Draft, name: str, value: Any) -> Draft:
        return draft.with_field(name, value)

    def settle(self, draft: Draft) -> Draft:
        """Fields that follow from the rest (Tracers: the scored lines), brought up
        to date after every change."""
        return draft

    def clear(self, draft: Draft) -> Draft:
        """Every square empty; the fields as they were."""
        return replace(draft, cells=(self.empty,) * len(draft.cells))


def supported(game_id: str) -> bool:
    """Does this game have a set-up editor (an adapter in its catalogue row)?"""
    try:
        return bool(catalogue.entry(game_id).setup)
    except KeyError:
        return False


_adapters: dict[str, Adapter] = {}


def adapter(game_id: str) -> Adapter:
    """The Adapter of ``game_id``; KeyError for a game without one."""
    row = catalogue.entry(game_id)
    if not row.setup:
        raise KeyError(f"{row.title} has no set-up editor")
    if row.setup not in _adapters:
        _adapters[row.setup] = importlib.import_module(row.setup).ADAPTER
    return _adapters[row.setup]


def editor_options(game_id, start_args):
    """The options a position is read with, from a record's start arguments:
    not the start arguments (the position holds its seats and dice) nor the
    options the position fixes. (name, text) pairs, as a link carries them."""
    skip = set(START_ARGS) | {FROM} | set(adapter(game_id).fixed_options)
    return tuple((k, format_value(v)) for k, v in start_args if k not in skip)


@dataclass(frozen=True)
class SetUp:
    """A position being set up. Operations return a new SetUp."""
    game_id: str
    options: tuple           # (name, text) pairs handed to the decoder
    draft: Draft
    brush: str = ""          # the selected brush's id

    # -- making one ----------------------------------------------------------
    @classmethod
    def from_text(cls, game_id, text, options=()):
        """From position text (PositionError if the grammar cannot be read)."""
        ad = adapter(game_id)
        draft = ad.settle(ad.read(text))
        return cls(game_id, tuple(options), draft, ad.brushes(draft)[0].id)

    @classmethod
    def from_state(cls, state, options=()):
        return cls.from_text(state.game.id, state.game.encode(state), options)

    @classmethod
    def from_record(cls, record):
        """The position a record is at, read with the record's options."""
        return cls.from_state(record.state, editor_options(record.game.id, record.start_args))

    @classmethod
    def new(cls, game_id, options=()):
        """The game's opening (the dice of seed 0 where there are dice)."""
        game = games.get(game_id)
        return cls.from_state(game.start(**_parsed(game, options)), options)

    # -- what it offers --------------------------------------------------------
    @property
    def game(self):
        return games.get(self.game_id)

    @property
    def adapter(self):
        return adapter(self.game_id)

    def brushes(self):
        return self.adapter.brushes(self.draft)

    def fields(self):
        return self.adapter.fields(self.draft)

    def selected(self):
        brushes = self.brushes()
        return next((b for b in brushes if b.id == self.brush), brushes[0])

    # -- editing ---------------------------------------------------------------
    def select(self, brush_id):
        if not any(b.id == brush_id for b in self.brushes()):
            raise PositionError(T("there is no brush '{brush}' here", brush=excerpt(brush_id)))
        return replace(self, brush=brush_id)

    def apply(self, square, brush_id=None):
        """Use the brush (the selected one by default) on ``square`` (a name)."""
        sq = self.draft.index(square)
        if sq is None:
            raise PositionError(T("'{square}' is not a square of this board",
                                  square=excerpt(square)))
        brush = self.select(brush_id).selected() if brush_id else self.selected()
        return self._with(self.adapter.paint(self.draft, sq, brush))

    def choose(self, name, value):
        """Set a shown field to one of its choices."""
        found = next((f for f in self.fields() if f.name == name and f.choices), None)
        if found is None:
            raise PositionError(T("there is no choice '{name}' here", name=excerpt(name)))
        if value not in dict(found.choices):
            raise PositionError(T("{field}: '{value}' is not one of the choices",
                                  field=T(found.label), value=excerpt(value)))
        return self._with(self.adapter.choose(self.draft, name, value))

    def set_to_move(self, seat):
        """The side to move, by seat number (the order of ``Field`` choices)."""
        field = next(f for f in self.fields() if f.name == TO_MOVE)
        return self.choose(TO_MOVE, field.choices[seat][0])

    def clear(self):
        return self._with(self.adapter.clear(self.draft))

    def _with(self, draft):
        return replace(self, draft=self.adapter.settle(draft))

    # -- the position ----------------------------------------------------------
    def position_text(self):
        return self.adapter.write(self.draft)

    def decode_options(self):
        return _parsed(self.game, self.options)

    def state(self):
        """The decoded state; PositionError (or OptionError) saying what is wrong."""
        return self.game.decode(self.position_text(), **self.decode_options())

    def check(self):
        """None when a game can be played from this position, else the reason (in
        the reader's language)."""
        try:
            state = self.state()
        except ValueError as e:
            return say(e)
        if state.outcome is not None:
            return tr("the game is over in this position ({reason})",
                      reason=state.outcome.said)
        return None


    def start_form(self):
        """The new-game form values that start a game from this position."""
        return dict(self.options, **{FROM: self.position_text()})


def _parsed(game, options):
    """(name, text) pairs -> option values (text is what links and forms carry)."""
    values = {}
    for name, text in options:
        try:
            values[name] = game.option(name).parse(text) if isinstance(text, str) else text
        except KeyError:
            values[name] = text          # the decoder names the unknown option
    return values
