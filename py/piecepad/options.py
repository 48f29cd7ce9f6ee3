"""Declared game options: a name, a default, the allowed values, one line of help.

Values travel as text (record text, URL hash, the new-game form), so each
option also knows how to read and write its values as text.
"""

from dataclasses import dataclass, field

from .errors import OptionError


@dataclass(frozen=True)
class Option:
    name: str
    default: object
    choices: tuple = ()          # the allowed values, when they can be listed
    help: str = ""
    allowed: str = ""            # how to describe the allowed values, when not listed
    check: object = field(default=None, compare=False)   # value -> bool, beyond choices
    presets: tuple = ()          # further values a form offers (allowed by check)
    labels: tuple = ()           # a player's words for each choice then each preset

    def describe_allowed(self):
        if self.allowed:
            return self.allowed
        return ", ".join(format_value(c) for c in self.choices)

    def validate(self, value):
        """Return the value in canonical form, or raise OptionError."""
        if isinstance(value, str) and not isinstance(self.default, str):
            value = self.parse(value)
        elif isinstance(self.default, bool):
            value = _as_bool(value, self)
        listed = value in self.choices
        checked = self.check is not None and self.check(value)
        unrestricted = not self.choices and self.check is None
        if not (listed or checked or unrestricted):
            shown = value if isinstance(value, str) else repr(value)
            raise OptionError(f"option {self.name}: {shown} is not allowed "
                              f"(allowed: {self.describe_allowed()})")
        return value

    def parse(self, text):
        """Option value from its text form (as written by ``format_value``)."""
        if isinstance(self.default, bool):
            return _as_bool(text, self)
        if text == "none" and (self.default is None or None in self.choices):
            return None
        if isinstance(self.default, str):
            return text
        try:
            return int(text)
        except ValueError:
            raise OptionError(f"option {self.name}: '{text}' is not allowed "
                              f"(allowed: {self.describe_allowed()})") from None

    def label(self, value):
        offered = self.choices + self.presets
        if value in offered and len(self.labels) > offered.index(value):
            return self.labels[offered.index(value)]
        return format_value(value)


def _as_bool(value, option):
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.lower() in ("true", "on", "yes", "1"):
        return True
    if isinstance(value, str) and value.lower() in ("false", "off", "no", "0"):
        return False
    raise OptionError(f"option {option.name}: {value!r} is not allowed (allowed: true, false)")


def format_value(value):
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "none"
    if isinstance(value, tuple):
        return ",".join(format_value(v) for v in value)
    return str(value)


def resolve(declared, given):
    """Check ``given`` (name -> value) against the declared options.

    Returns a tuple of (name, value) for every declared option, in declared
    order, so resolved options are hashable and compare equal.
    """
    by_name = {o.name: o for o in declared}
    for name in given:
        if name not in by_name:
            known = ", ".join(by_name) or "none"
            raise OptionError(f"unknown option '{name}' (this game's options: {known})")
    return tuple((o.name, o.validate(given[o.name]) if o.name in given else o.default)
                 for o in declared)
