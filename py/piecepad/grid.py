"""Rectangular boards: square names, coordinates and steps.

Squares are small ints (``y * width + x``) inside engines because they are
cheap to hash and compare; names are chess-like (``a1`` bottom left).
"""

from __future__ import annotations

import re

from .errors import excerpt
from .i18n import T

FILES = "abcdefghijklmnopqrstuvwxyz"
_SQUARE = re.compile(r"^([a-z])([1-9][0-9]?)$")

# Compass directions as (dx, dy): N is +rank, E is +file.
DIRECTIONS = {
    "n": (0, 1), "ne": (1, 1), "e": (1, 0), "se": (1, -1),
    "s": (0, -1), "sw": (-1, -1), "w": (-1, 0), "nw": (-1, 1),
}


def square_name(x: int, y: int) -> str:
    return f"{FILES[x]}{y + 1}"


class Grid:
    """The geometry of a width x height board. Immutable and shared."""

    def __init__(self, width: int, height: int) -> None:
        self.width = width
        self.height = height
        self.size = width * height
        self.names = tuple(square_name(i % width, i // width) for i in range(self.size))
        self._by_name = {n: i for i, n in enumerate(self.names)}

    def __repr__(self) -> str:
        return f"Grid({self.width}, {self.height})"

    def index(self, x: int, y: int) -> int:
        return y * self.width + x

    def xy(self, sq: int) -> tuple[int, int]:
        return sq % self.width, sq // self.width

    def name(self, sq: int) -> str:
        return self.names[sq]

    def contains(self, x: int, y: int) -> bool:
        return 0 <= x < self.width and 0 <= y < self.height

    def step(self, sq: int, dx: int, dy: int) -> int | None:
        """The square (dx, dy) away from ``sq``, or None off the board."""
        x, y = sq % self.width + dx, sq // self.width + dy
        return y * self.width + x if self.contains(x, y) else None

    def parse(self, text: str) -> int:
        """Square name -> index. Raises ValueError with a player's reason."""
        text = text.strip().lower()
        sq = self._by_name.get(text)
        if sq is not None:
            return sq
        if _SQUARE.match(text):
            raise ValueError(T("{square} is not on the {width}x{height} board", square=text,
                               width=self.width, height=self.height))
        raise ValueError(T("'{text}' is not a square name (like a1)", text=excerpt(text)))


    def is_square(self, text: str) -> bool:
        return text in self._by_name

    def lines(self) -> tuple[tuple[int, ...], ...]:
        """Every rank (bottom to top) then every file (left to right), as square tuples."""
        ranks = [tuple(self.index(x, y) for x in range(self.width)) for y in range(self.height)]
        files = [tuple(self.index(x, y) for y in range(self.height)) for x in range(self.width)]
        return tuple(ranks + files)

    def line_slices(self) -> tuple[slice, ...]:
        """The same lines as slices of a per-square sequence (ranks are runs,
        files are strides), for fast checks such as ``0 not in cells[sl]``."""
        return tuple([slice(y * self.width, (y + 1) * self.width) for y in range(self.height)]
                     + [slice(x, self.size, self.width) for x in range(self.width)])

    def rows_top_down(self) -> list[list[int]]:
        """Square indices rank by rank from the top, as a board is drawn."""
        return [[self.index(x, y) for x in range(self.width)]
                for y in range(self.height - 1, -1, -1)]
