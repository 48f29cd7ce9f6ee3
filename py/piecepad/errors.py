"""Typed errors. Every message is meant to be shown to a player as it is."""


class PiecepadError(ValueError):
    """Base of every error the engine raises for bad input."""


class OptionError(PiecepadError):
    """An unknown option, or a value the option does not allow. ``option``: the
    option at fault (so a form can point at its field), by default the one the
    message starts with ("option size: ...")."""

    def __init__(self, message, option=None):
        super().__init__(message)
        if option is None and message.startswith("option "):
            option = message[7:].split(":")[0].split()[0]
        self.option = option


class IllegalMoveError(PiecepadError):
    """A move that is not legal in this position, or text that is not a move."""


class RecordError(PiecepadError):
    """Record text that cannot be read or does not replay."""


class PositionError(PiecepadError):
    """Position text that does not describe a legal position."""
