"""Who plays a seat: a person, or the computer at a level. Plain names, shared by
the saves (which remember them), the pages (which offer them) and the app."""

HUMAN = "human"
LEVELS = ("easy", "medium", "hard")
SEAT_KINDS = (HUMAN,) + LEVELS


def kind_of(seats, seat):
    """The kind playing ``seat`` given a tuple of seat kinds (missing: a person)."""
    return seats[seat] if seat is not None and seat < len(seats) else HUMAN
