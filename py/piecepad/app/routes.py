"""The URL hash: which page is shown, and the game record a link carries.

    #/                     home
    #/saved                saved games
    #/rules/<game>         rules of a game (#/rules/<game>/r7: at rule R7)
    #/play/<record text>   a game (the whole record: game, rules version, options, moves)
    #/play/<record>&at=12  the same game, shown at move 12 (the position after 12 plies)
    #/setup/<game>[/<position>[/<options>]]   the set-up editor (app/setup.py)
    #/learn, #/puzzle/..., #/lesson/..., #/daily, #/write/...   lessons (app/learn.py)
"""

import re
from dataclasses import dataclass

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
        at = next((v for k, _, v in (p.partition("=") for p in params) if k == "at"), "")
        return Route("play", record, at=at[:12])
    if head == "setup" and rest:
        return Route("setup", rest)     # read by app/setup.py
    if head in LEARN and (rest or head in ("learn", "daily")):
        return Route(head, rest)        # read by app/learn.py
    return Route("unknown", unquote(text)[:80])


def play_hash(record, at=None):
    """The hash of a game; with ``at`` (a ply before its end), shown at that move."""
    text = PLAY + record.to_text()
    return text if at is None or at >= len(record) else f"{text}&at={at}"

