"""Who plays a seat: a person, or the computer at a level. Plain names, shared by
the saves (which remember them), the pages (which offer them) and the app."""

from __future__ import annotations

from collections.abc import Sequence

HUMAN = "human"
LEVELS = ("easy", "medium", "hard")
SEAT_KINDS = (HUMAN,) + LEVELS
# The levels as a player reads them ("computer (easy)"): the view shows ``tr(level)``.
MESSAGE_IDS = ("easy", "medium", "hard")


def kind_of(seats: Sequence[str], seat: int | None) -> str:
    """The kind playing ``seat`` given a tuple of seat kinds (missing: a person)."""
    return seats[seat] if seat is not None and seat < len(seats) else HUMAN
