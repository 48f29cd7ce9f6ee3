"""The URL hash: which page is shown, and the game record a link carries.

    #/                     home
    #/saved                saved games
    #/rules/<game>         rules of a game
    #/play/<record text>   a game (the whole record: game, rules version, options, moves)
"""

from dataclasses import dataclass
from urllib.parse import unquote

PLAY = "#/play/"


@dataclass(frozen=True)
class Route:
    page: str            # "home", "saved", "rules", "play", "unknown"
    arg: str = ""        # game id for rules, record text for play


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
        return Route("rules", unquote(rest))
    if head == "play" and rest:
        return Route("play", rest)
    return Route("unknown", unquote(text)[:80])


def play_hash(record):
    return PLAY + record.to_text()


def rules_hash(game_id):
    return f"#/rules/{game_id}"
