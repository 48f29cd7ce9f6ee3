""""Open a game": text a player pastes (a PPN text, a record text or a Piecepad link,
the whole URL or just its #/... hash) read into the link of the game it holds. The
controller then opens that link as any link is opened, so saves behave as for links.

    hash_text = read(text)     # "#/play/<record>[&at=n]", or PiecepadError (a message
                               # for the player, under 200 characters)
"""

import re

from .. import i18n, ppn
from ..errors import PiecepadError, excerpt
from ..i18n import Message, T, say
from ..record import Record
from . import routes

MAX_MESSAGE = 199
def ask():
    """What can be pasted (a Message)."""
    return T("Paste a PPN text ({games}), a record text (pp1/…) or a Piecepad link "
             "(…#/play/…).", games=_either(ppn.titles("\n").split("\n")))


def _either(names):
    """"A or B or C", one pair at a time, in the reader's language."""
    said = names[0]
    for name in names[1:]:
        said = T("{first} or {second}", first=said, second=name)
    return said
_RECORD = re.compile(r"^pp\d+/\S*$")
# What any PPN text has at the start of some line: a header or game marker, a GameType
# field, or a move number ("1.", "1...", "1S.", "setup."). Linear: no two quantifiers
# can take the same characters (the first digit ends the letters before it, and
# nothing crosses a line), so a line of 20,000 digits or 20,000 blank lines is one pass.
_PPN = re.compile(r"^(?:---|\.\.\.|[ \t]*GameType[ \t]*:|[ \t]*[A-Za-z_]*[0-9][A-Za-z0-9_]*\.)",
                  re.M)
MAX_CHARS = ppn.MAX_CHARS     # nothing longer is a game: refused before anything reads it


def read(text):
    """The hash of the game ``text`` holds, every move checked; PiecepadError saying,
    in one short message, why it cannot be opened."""
    text = text if isinstance(text, str) else ""
    if len(text) > MAX_CHARS:
        from .saves import Thousands
        raise PiecepadError(T("This text is {size} characters long, longer than any game "
                              "Piecepad opens (at most {most}).", size=Thousands(len(text)),
                              most=Thousands(MAX_CHARS)))
    pasted = text.strip()
    if not pasted:
        raise PiecepadError(T("There is nothing to open yet. {ask}", ask=ask()))
    one_line = "\n" not in pasted
    if one_line and "#/" in pasted:
        return _link(pasted[pasted.index("#/"):])
    if one_line and _RECORD.match(pasted):
        try:
            record = Record.from_text(pasted)
        except PiecepadError as error:
            raise PiecepadError(_said(T("This record text cannot be opened: {reason}."),
                                      error)) from None
        return routes.play_hash(record)
    try:
        record = ppn.from_ppn(pasted + "\n")   # as pasted, without spaces around it
    except PiecepadError as error:
        if not _PPN.search(pasted):
            raise PiecepadError(T("Piecepad cannot read {text}. {ask}",
                                  text=repr(excerpt(pasted, 30)), ask=ask())) from None
        raise PiecepadError(_said(T("{reason}."), error, capital=True)) from None
    return routes.play_hash(record)


def _link(hash_text):
    route = routes.parse(hash_text)
    if route.page != "play":
        raise PiecepadError(T("This link opens a page of Piecepad, not a game: a game's link "
                              "has #/play/ in it."))
    try:
        Record.from_text(route.arg)
    except PiecepadError as error:
        raise PiecepadError(_said(T("This link cannot be opened: {reason}."), error)) from None
    return routes.PLAY + route.arg + (f"&at={route.at}" if route.at else "")


def _said(lead, error, capital=False):
    """One sentence: ``lead`` (a Message with a {reason}) and the error's own words
    (capitalised when they open it: ``capital``), ending with a full stop, cut to fit
    under 200 characters, in whatever language it is said in."""
    return _Said(lead.template, {"reason": error.message, "capital": capital})


class _Said(Message):
    """``_said``'s sentence: its words are worked out in the language it is said in."""

    __slots__ = ()

    def text(self, lang=None):
        lang = lang or i18n.current()
        with i18n.using(lang):
            words = say(self.args["reason"]).strip().rstrip(".")
            if self.args["capital"]:
                words = words[:1].upper() + words[1:]
            message = Message(self.template, {"reason": words}).text(lang)
        return message if len(message) <= MAX_MESSAGE else message[:MAX_MESSAGE - 1] + "…"

    def __str__(self):
        return self.text(i18n.DEFAULT)
