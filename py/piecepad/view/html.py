"""The little HTML toolkit the view needs. Every text is escaped on the way in,
so nothing from a link or a save can become markup."""

from html import escape


def esc(text):
    return escape(str(text), quote=True)


def attrs(**values):
    """Attribute text; True -> bare attribute, None/False -> left out.
    A trailing underscore is dropped and other underscores become dashes."""
    out = []
    for name, value in values.items():
        name = name.rstrip("_").replace("_", "-")
        if value is None or value is False:
            continue
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
