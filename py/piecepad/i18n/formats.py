"""Numbers, dates and "3 h ago" as each language writes them (no locale database:
three languages need a few short tables)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:               # a game link's start imports this module, not datetime
    import datetime

from . import DEFAULT, current, number, tr  # noqa: F401  (number: one place for every caller)

_DAYS = {
    "en": ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"),
    "de": ("Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"),
    "fr": ("lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"),
}
_MONTHS = {
    "en": ("January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December"),
    "de": ("Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August",
           "September", "Oktober", "November", "Dezember"),
    "fr": ("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
           "septembre", "octobre", "novembre", "décembre"),
}
_LONG_DATE = {"en": "{weekday} {day} {month} {year}", "de": "{weekday}, {day}. {month} {year}",
              "fr": "{weekday} {day} {month} {year}"}


def _lang(lang: str | None) -> str:
    lang = lang or current()
    return lang if lang in _DAYS else DEFAULT


def long_date(day: datetime.date, lang: str | None = None) -> str:
    """"Thursday 26 November 2026", "Donnerstag, 26. November 2026", "jeudi 26 novembre 2026"."""
    lang = _lang(lang)
    return _LONG_DATE[lang].format(weekday=_DAYS[lang][day.weekday()], day=day.day,
                                   month=_MONTHS[lang][day.month - 1], year=day.year)


_GROUP = {"en": ",", "de": ".", "fr": "\u202f"}


def grouped(n: int, lang: str | None = None) -> str:
    """A count with its thousands grouped: "12,345", "12.345", "12 345"."""
    return f"{n:,}".replace(",", _GROUP[_lang(lang)])


def ago(ms: int, now: int | None) -> str:
    """A time as players say it: "just now", "5 min ago", "3 h ago", "2 days ago"."""
    if now is None:
        return ""
    minutes = max(0, (now - ms) // 60_000)
    if minutes < 1:
        return tr("just now")
    if minutes < 60:
        return tr("{n} min ago", n=minutes)
    if minutes < 48 * 60:
        return tr("{n} h ago", n=minutes // 60)
    return tr(("{n} day ago", "{n} days ago"), n=minutes // (24 * 60))
