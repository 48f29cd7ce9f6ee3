"""Helpers shared by the Pacru engine tests."""

from piecepad import games

from pacru_ref import position_text

PACRU = games.get("pacru")
NINE = ["a9", "b9", "c9", "d9", "f9", "g9", "h9", "i9", "e8"]   # 9 North tiles: the 2011 threshold


def setup(pieces, tiles=None, seats="SN", to=None, pending="-", ply=0, **options):
    """A state from square lists, through the documented position text."""
    return PACRU.decode(position_text(seats, pieces, tiles, to, pending, ply), **options)


def texts(state):
    return {str(m) for m in state.legal_moves()}


def from_square(state, sq):
    return {t for t in texts(state) if t.startswith(sq) and t[len(sq)] in "-x"}


def sq(name):
    return PACRU.grid.parse(name)


def names(squares):
    return {PACRU.grid.name(s) for s in squares}


def owner_of(state, name):
    return state.owner(sq(name))
