"""Typed errors. Every message is meant to be shown to a player as it is.

An error is raised with a Message (``piecepad.i18n.T``): its ``str()`` is the English
text, as it always was; the view shows ``message`` in the reader's language."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import reprlib


class PiecepadError(ValueError):
    """Base of every error the engine raises for bad input."""

    @property
    def message(self):
        """The Message raised (its template and arguments), or the plain text."""
        return message_of(self)


def message_of(error: BaseException):
    """What ``error`` says, to pass on inside another message: the Message it was raised
    with (said later in the reader's language), else its text (a ValueError's)."""
    from .i18n import Message
    args = error.args
    return args[0] if len(args) == 1 and isinstance(args[0], Message) else str(error)


class OptionError(PiecepadError):
    """An unknown option, or a value the option does not allow. ``option``: the
    option at fault (so a form can point at its field), by default the one the
    message starts with ("option size: ...")."""

    def __init__(self, message, option: str | None = None) -> None:
        super().__init__(message)
        text = str(message)
        if option is None and text.startswith("option "):
            option = text[7:].split(":")[0].split()[0]
        self.option = option


class IllegalMoveError(PiecepadError):
    """A move that is not legal in this position, or text that is not a move."""


class RecordError(PiecepadError):
    """Record text that cannot be read or does not replay."""


class PositionError(PiecepadError):
    """Position text that does not describe a legal position."""


class UnknownGameError(PiecepadError, KeyError):
    """A game id the registry does not know. Also a KeyError, which ``games.get``
    has always raised; its message reads as written (a KeyError's is quoted)."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""


_SHORT: reprlib.Repr | None = None


def as_text(value: object) -> str:
    """``value`` if it is text, else a short repr of it. An entry point that reads
    text reads junk (None, a number, bytes, a list) as what it looks like, so its
    own typed error says what the text should look like: never a TypeError, and
    never a huge or failing ``str()`` (a 5000-digit int, a nested list)."""
    return value if isinstance(value, str) else excerpt(value)


def excerpt(value: object, limit: int = 40) -> str:
    """``value`` as an error message may quote it: at most ``limit`` characters.

    Text is cut (ending in "...") and its control and other unprintable
    characters are written as escapes (``\\n``, ``\\x00``, ``\\ud800``), so a
    message stays one short line however long or odd the input. Anything else
    is shown by a bounded ``repr`` (never a huge or endlessly nested one). Costs
    O(limit), not O(len(value)).
    """
    if isinstance(value, str):
        head = value[:limit + 1]
        shown = "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in head)
        if len(value) <= limit and len(shown) <= limit:
            return shown
        return shown[:max(limit - 3, 1)] + "..."
    global _SHORT
    if _SHORT is None:
        import reprlib
        _SHORT = reprlib.Repr()
        _SHORT.maxlevel, _SHORT.maxstring, _SHORT.maxother = 2, limit, limit
        _SHORT.maxlist = _SHORT.maxtuple = _SHORT.maxdict = _SHORT.maxset = 4
    try:
        shown = _SHORT.repr(value)
    except Exception:                       # a __repr__ that fails: say what it is
        shown = f"<{type(value).__name__}>"
    return excerpt(shown, limit)
