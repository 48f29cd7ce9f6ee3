"""The little HTML toolkit the view needs. Every text is escaped on the way in,
so nothing from a link or a save can become markup."""

import re
from html import escape

# A page is thousands of these calls, repainted after every move: the common cases
# (a number, a text with nothing to escape, a name seen before) take the short way.
_SPECIAL = re.compile(r"[&<>\"']")
_NAMES = {}


def esc(text):
    if type(text) is int:
        return str(text)
    text = str(text)
    return escape(text, quote=True) if _SPECIAL.search(text) else text


def _attr_name(name):
    out = _NAMES.get(name)
    if out is None:
        out = _NAMES[name] = name.rstrip("_").replace("_", "-")
    return out


def attrs(**values):
    """Attribute text; True -> bare attribute, None/False -> left out.
    A trailing underscore is dropped and other underscores become dashes."""
    out = []
    for name, value in values.items():
        if value is None or value is False:
            continue
        name = _attr_name(name)
        out.append(f" {name}" if value is True else f' {name}="{esc(value)}"')
    return "".join(out)


def tag(tag_name, inner="", **values):
    return f"<{tag_name}{attrs(**values)}>{inner}</{tag_name}>"


def void(tag_name, **values):
    """An element without content or end tag (input, img)."""
    return f"<{tag_name}{attrs(**values)}>"


def button(label, action=None, **values):
    """A button routed by the DOM glue through its data-action."""
    return tag("button", esc(label), type="button", data_action=action, **values)


def classes(*names):
    return " ".join(n for n in names if n)
