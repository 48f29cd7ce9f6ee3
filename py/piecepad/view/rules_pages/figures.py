"""Diagrams on the rules pages: a board drawn by the game's own renderer, and a
link to try the move a diagram describes on a live board (one widget for every
game: the figure's position as a one-step lesson, piecepad.learn)."""

import re

from ...record import Record
from ...i18n import tr
from ..html import tag

# The one-step lesson's own title and step title (try_it), shown by the lesson's page.
MESSAGE_IDS = ("From the rules", "Try it")


def after(game_id, moves, **options):
    """The state a game reaches from its opening by ``moves`` (a diagram's position)."""
    record = Record.new(game_id, **options)
    for move in moves:
        record = record.play(move)
    return record.state


def rulings(items):
    """The closing list of a rules page: our rulings and the options."""
    return tag("h2", tr("Our rulings and options")) + tag("ul", "".join(tag("li", t) for t in items))


def figure(board_html, caption, extra_class="", live=""):
    """``live``: the figure's "Try it" link (``try_it``), or ""."""
    return tag("figure", board_html + tag("figcaption", caption + live),
               class_=f"diagram {extra_class}".strip())


def step_through(game_id, moves, **options):
    """A link that opens the moves leading to a figure in the game viewer (replay,
    no moves of the reader's own: ``?embed&view``), at the start, to step through
    one by one; "" for a figure of an opening position."""
    if not moves:
        return ""
    record = Record.new(game_id, **options)
    for move in moves:
        record = record.play(move)
    # The address app/routes.py reads (a view does not import the app layer).
    href = f"?embed&view#/play/{record.to_text()}&at=0"
    return " " + tag("a", tr(("Step through the {n} move", "Step through the {n} moves"),
                             n=len(moves)),
                     href=href, class_="step-through")


def try_it(state, caption, answers=("*any",)):
    """A link that opens the figure's position on a live board, as a one-step lesson:
    the reader makes the move the text describes; any other try gets the engine's
    reason, which names the rule where the game's messages do. ``answers``: the
    accepted move texts (``*any``: any legal move). "" when the position cannot be
    played from (a finished game)."""
    from ...learn.lesson import Lesson, LessonError, to_link
    game = state.game
    say = " ".join(re.sub(r"<[^>]+>", "", caption).split())
    text = (f"title: From the rules\ngame: {game.id}\nrules: {game.rules_version}\n"
            f"about: rules\n\nstep: Try it\nfrom: {game.encode(state)}\nsay: {say}\n"
            f"answer: {' | '.join(answers)}\n")
    try:
        Lesson.read(text)
        link = to_link(text)
    except (LessonError, ValueError):
        return ""
    return " " + tag("a", tr("Try it on the board"), href=link, class_="try-it")
