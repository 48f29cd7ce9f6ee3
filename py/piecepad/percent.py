"""Percent-escapes in links: urllib.parse's ``quote`` and ``unquote``, imported only
when a text needs an escape. urllib.parse brings ipaddress with it, about 6 ms of a
first visit's start, and the text of a typical link needs no escape at all.
Each shortcut returns exactly what urllib.parse would (its own first test)."""

_ALWAYS_SAFE = ("ABCDEFGHIJKLMNOPQRSTUVWXYZ"
                "abcdefghijklmnopqrstuvwxyz"
                "0123456789_.-~")


def quote(text, safe="/"):
    if not text.rstrip(_ALWAYS_SAFE + safe):
        return text
    from urllib.parse import quote as escaped
    return escaped(text, safe=safe)


def unquote(text):
    if "%" not in text:
        return text
    from urllib.parse import unquote as unescaped
    return unescaped(text)
