"""Declared game options: a name, a default, the allowed values, one line of help.

Values travel as text (record text, URL hash, the new-game form), so each
option also knows how to read and write its values as text.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .errors import OptionError, excerpt
from .i18n import T


MAX_INT_BITS = 64       # option values that are whole numbers stay below 2**64


@dataclass(frozen=True)
class Option:
    name: str
    default: Any
    choices: tuple[Any, ...] = ()          # the allowed values, when they can be listed
    help: str = ""
    allowed: str = ""            # how to describe the allowed values, when not listed
    check: Callable[[Any], bool] | None = field(default=None, compare=False)  # beyond choices
    presets: tuple[Any, ...] = ()    # further values a form offers (allowed by check)
    labels: tuple[str, ...] = ()           # a player's words for each choice then each preset

    def describe_allowed(self) -> str:
        if self.allowed:
            return self.allowed
        return ", ".join(format_value(c) for c in self.choices)

    def allowed_words(self):
        """``describe_allowed`` for a message: a game's own words in the reader's
        language, or the values as they are written."""
        return T(self.allowed) if self.allowed else self.describe_allowed()

    def validate(self, value: Any) -> Any:
        """Return the value in canonical form, or raise OptionError."""
        if isinstance(value, str) and not isinstance(self.default, str):
            value = self.parse(value)
        elif isinstance(self.default, bool):
            value = _as_bool(value, self)
        if isinstance(value, int) and value.bit_length() > MAX_INT_BITS:
            # Values travel as text; an int of thousands of digits cannot be written.
            raise OptionError(T("option {name}: {value} is far too large (allowed: {allowed})",
                                name=self.name, value=_shown(value), allowed=self.allowed_words()))
        # Listed: equal to a choice and of its type (True == 1 and 1.0 == 1, but
        # neither would be written and read back as the choice 1).
        listed = any(type(value) is type(c) and value == c for c in self.choices)
        checked = self.check is not None and self.check(value)
        unrestricted = not self.choices and self.check is None and _is_hashable(value) and (
            self.default is None or type(value) is type(self.default))
        if not (listed or checked or unrestricted):
            raise OptionError(T("option {name}: {value} is not allowed (allowed: {allowed})",
                                name=self.name, value=_shown(value), allowed=self.allowed_words()))
        return value

    def parse(self, text: Any) -> Any:
        """Option value from its text form (as written by ``format_value``)."""
        text = self.expect_text(text)
        if isinstance(self.default, bool):
            return _as_bool(text, self)
        if text == "none" and (self.default is None or None in self.choices):
            return None
        if isinstance(self.default, str):
            return text
        try:
            return int(text)
        except ValueError:
            raise OptionError(T("option {name}: {value} is not allowed (allowed: {allowed})",
                                name=self.name, value=f"'{excerpt(text)}'",
                                allowed=self.allowed_words())) from None

    def expect_text(self, value: Any) -> str:
        """``value`` if it is text, else OptionError: what ``parse`` reads is text
        (None, numbers, lists... go to ``validate``)."""
        if not isinstance(value, str):
            raise OptionError(T("option {name}: {value} is not text (allowed: {allowed})",
                                name=self.name, value=_shown(value), allowed=self.allowed_words()))
        return value

    def label(self, value: Any) -> str:
        offered = self.choices + self.presets
        if value in offered and len(self.labels) > offered.index(value):
            return self.labels[offered.index(value)]
        return format_value(value)


def _as_bool(value: Any, option: Option) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.lower() in ("true", "on", "yes", "1"):
        return True
    if isinstance(value, str) and value.lower() in ("false", "off", "no", "0"):
        return False
    raise OptionError(T("option {name}: {value} is not allowed (allowed: {allowed})",
                        name=option.name, value=_shown(value, quote=True),
                        allowed="true, false"))


def _shown(value: Any, quote: bool = False) -> str:
    """A value as a message quotes it: text as typed (in quotes with ``quote``),
    anything else by its repr, cut short either way."""
    if isinstance(value, str):
        return f"'{excerpt(value)}'" if quote else excerpt(value)
    return excerpt(value)


def _is_hashable(value: Any) -> bool:
    try:
        hash(value)
    except TypeError:
        return False
    return True


def format_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "none"
    if isinstance(value, tuple):
        return ",".join(format_value(v) for v in value)
    return str(value)


def resolve(declared: Iterable[Option], given: Mapping[str, Any]) -> tuple[tuple[str, Any], ...]:
    """Check ``given`` (name -> value) against the declared options.

    Returns a tuple of (name, value) for every declared option, in declared
    order, so resolved options are hashable and compare equal.
    """
    by_name = {o.name: o for o in declared}
    for name in given:
        if name not in by_name:
            if not by_name:
                raise OptionError(T("unknown option '{name}' (this game's options: none)",
                                    name=excerpt(name)))
            raise OptionError(T("unknown option '{name}' (this game's options: {known})",
                                name=excerpt(name), known=", ".join(by_name)))

    return tuple((o.name, o.validate(given[o.name]) if o.name in given else o.default)
                 for o in declared)
