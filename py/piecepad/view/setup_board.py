"""What the games' set-up boards share: an option of the draft, and the marking games'
painter read from draft tokens (each game's view draws its own set-up board:
``GameView.draft_painter`` and ``draft_classes``)."""

from .. import games


def option(setup, name, default):
    """The value of a start option in the editor, as typed (text)."""
    return dict(setup.options).get(name, default)


class _Marks:
    """Tokens read as the ``Marks`` the marking games' painter draws."""

    def __init__(self, cells, symbols):
        self.values = [max(symbols.find(t), 0) for t in cells]

    def at(self, sq):
        return self.values[sq]


def marks_painter(symbols, pawn_fields):
    """A draft painter for a marking game: ``symbols`` are the mark tokens by value,
    ``pawn_fields`` the draft fields holding each seat's pawn square."""
    def draft_painter(setup):
        from .marks import painter
        draft = setup.draft
        pawns = tuple(draft.index(draft.field(f)) for f in pawn_fields)
        names = games.get(setup.game_id).seat_names
        return painter(_Marks(draft.cells, symbols), pawns, names)
    return draft_painter
