"""The URL hash: which page is shown, and the game record a link carries.

    #/                     home
    #/saved                saved games
    #/rules/<game>         rules of a game (#/rules/<game>/r7: at rule R7)
    #/play/<record text>   a game (the whole record: game, rules version, options, moves)
    #/play/<record>&at=12  the same game, shown at move 12 (the position after 12 plies)
    #/play/<record>&by=1   sent by the device that plays seat 1 (counted from 1; "1.3" for
                           two seats): the device opening it plays the others
    #/play/<record>&note=  a short note sent with the move (%-escaped plain text)
    #/setup/<game>[/<position>[/<options>]]   the set-up editor (app/setup.py)
    #/learn, #/puzzle/..., #/lesson/..., #/daily, #/write/...   lessons (app/learn.py)
"""

import re
from dataclasses import dataclass

from .. import agreed
from ..percent import unquote

PLAY = "#/play/"
LEARN = ("learn", "puzzles", "puzzle", "lesson", "daily", "write")   # read by app/learn.py
_ANCHOR = re.compile(r"^[a-z][a-z0-9-]{0,30}$")    # r7, how-to-play: an id we wrote


@dataclass(frozen=True)
class Route:
    page: str            # "home", "saved", "rules", "play", "setup", "unknown"
    arg: str = ""        # game id for rules, record text for play
    anchor: str = ""     # a place in a rules page (r7)
    at: str = ""         # a game link's "&at=": the ply to show, as written (checked later)
    by: str = ""         # "&by=": the seats the sender plays, as written (``link_seats``)
    note: str = ""       # "&note=": the sender's note, unescaped, at most NOTE_MAX characters


def parse(hash_text):
    text = hash_text or ""
    if text.startswith("#"):
        text = text[1:]
    # Browsers may hand the hash back %-escaped or not; the record is read unescaped.
    text = text.lstrip("/")
    head, _, rest = text.partition("/")
    if head == "":
        return Route("home")
    if head == "saved" and not rest:
        return Route("saved")
    if head == "rules" and rest:
        game_id, _, anchor = unquote(rest).partition("/")
        # An anchor that cannot be one of our ids is ignored: the page still opens.
        return Route("rules", game_id[:40], anchor if _ANCHOR.match(anchor) else "")
    if head == "play" and rest:
        # "&" never occurs in record text (it is %-escaped there): what follows it are
        # the link's parameters. Unknown ones are ignored, so older pages read newer links.
        record, *params = rest.split("&")
        found = {}
        for k, _, v in (p.partition("=") for p in params):
            found.setdefault(k, v)
        note = _note(found.get("note", ""))
        return Route("play", record, at=found.get("at", "")[:12], by=found.get("by", "")[:24],
                     note=note)
    if head == "setup" and rest:
        return Route("setup", rest)     # read by app/setup.py
    if head in LEARN and (rest or head in ("learn", "daily")):
        return Route(head, rest)        # read by app/learn.py
    return Route("unknown", unquote(text)[:80])


NOTE_MAX = agreed.NOTE_MAX


def _note(text):
    """A link's note as plain text (``clean_note``), unescaped first."""
    return clean_note(unquote(text[:NOTE_MAX * 12]))


def clean_note(text):
    """A note as plain text: control characters dropped, capped. It is only ever
    put on a page escaped (view/html.py)."""
    return "".join(c for c in str(text) if c.isprintable())[:NOTE_MAX].strip()


def link_seats(by, players):
    """The seats (from 0) a link's ``&by=`` says its sender plays, or () when it says
    nothing usable: not seats of this game, or every seat (then nobody is left)."""
    parts = by.split(".") if by else []
    if not parts or not all(p.isdigit() and len(p) == 1 for p in parts):
        return ()
    seats = tuple(sorted({int(p) - 1 for p in parts}))
    if seats[0] < 0 or seats[-1] >= players or len(seats) >= players:
        return ()
    return seats


def play_hash(record, at=None, by=(), note=""):
    """The hash of a game; with ``at`` (a ply before its end), shown at that move;
    ``by``: the seats the sending device plays; ``note``: a note sent with it."""
    text = PLAY + record.to_text()
    if at is not None and at < len(record):
        text += f"&at={at}"
    if by:
        text += "&by=" + ".".join(str(seat + 1) for seat in by)
    if note:
        text += "&note=" + quote_note(note[:NOTE_MAX])
    return text


def quote_note(text):
    """A note %-escaped for a link: "&", "#" and "%" never appear raw in it."""
    from urllib.parse import quote
    return quote(text, safe="")

