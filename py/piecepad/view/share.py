"""The Share dialog and the snippets it offers, from the game on show.

Four ways to share, each with a Copy button: the link (the whole game, opened at the
move on show), pictures (SVG, PNG, an animated SVG of the game; the glue saves them),
a diagram snippet for a blog post (the picture inline as a data URI, linked to the
game: no hosting, no script) and the interactive embed (an iframe that shows the
picture and a Play button until the reader asks to play, so a page with several
embeds starts no Python on load). Games with Portable Piecepack Notation (ppn.py)
have a fifth: the whole game as PPN text, to copy or to save as a ``.ppn`` file.
"""

import base64

from .. import movenumbers, ppn
from . import diagram
from ..errors import PiecepadError
from ..i18n import N_, tr
from .html import button, esc, tag, void
from .status import players_text, status_text

PNG_SCALE = 2          # a PNG is drawn at twice the SVG's size: crisp on a tablet
SNIPPET_SQUARE = 32    # pixels a square in a diagram snippet (small in a post)


# -- what the pictures show ----------------------------------------------------------
def position_svg(session, size=40):
    return diagram.svg(session.line.upto(session.cursor), size=size)


def game_svg(session, seconds_per_move=1.0, size=40):
    """The whole game, playing in a loop: an animated SVG runs in a plain <img>."""
    return diagram.animated_svg(session.line, seconds_per_move, size=size)


def data_uri(svg_text):
    return "data:image/svg+xml;base64," + base64.b64encode(svg_text.encode()).decode()


def alt_text(session):
    """The picture's words for a reader who cannot see it."""
    ply = session.cursor
    # Numbered as everywhere: one number a decision (movenumbers).
    names = session.line.names
    players = players_text(session.state, names)
    game = tr(session.game.title)
    title = tr("{game} ({players})", game=game, players=players) if players else game
    status = status_text(session.state, names)
    if ply == 0:
        return tr("{title}, the start: {status}", title=title, status=status)
    return tr("{title}, after move {n}: {status}", title=title, status=status,
              n=movenumbers.number(session.line.states, ply - 1))


def ppn_text(session):
    """The whole game (every move on the list) as PPN, or None where the game has no
    PPN: another game, or one started from a set-up position."""
    if session.game.id not in ppn.supported():
        return None
    try:
        return ppn.to_ppn(session.line)
    except PiecepadError:
        return None


def file_name(session, kind):
    at = "start" if session.cursor == 0 else f"move-{session.cursor}"
    whole = kind in ("animated", "ppn")
    stem = f"piecepad-{session.game.id}-" + ("game" if whole else at)
    return stem + {"png": ".png", "ppn": ".ppn"}.get(kind, ".svg")


def _size_of(svg_text):
    """The width and height an SVG document declares."""
    head = svg_text[:400]
    return tuple(int(float(head.split(f'{name}="', 1)[1].split('"', 1)[0]))
                 for name in ("width", "height"))


# -- snippets ------------------------------------------------------------------------
def diagram_html(session, url):
    svg_text = position_svg(session, SNIPPET_SQUARE)
    width, height = _size_of(svg_text)
    img = void("img", src=data_uri(svg_text), alt=alt_text(session), width=width, height=height)
    return tag("a", img, href=url)


def diagram_markdown(session, url):
    alt = alt_text(session).replace("[", "(").replace("]", ")")
    return f"[![{alt}]({data_uri(position_svg(session, SNIPPET_SQUARE))})]({url})"


def embed_snippet(embed_url, title, size=(420, 640), picture=None):
    """The iframe. With ``picture`` (SVG text), the frame first shows a facade, written
    into the snippet itself (``srcdoc``): the picture and a Play link that loads the
    real board into the frame. A site that strips ``srcdoc`` gets the board at once."""
    width, height = size
    facade = "" if picture is None else _facade(embed_url, title, picture)
    return (f'<iframe src="{esc(embed_url)}" title="{esc(title)}" width="{width}" '
            f'height="{height}" style="border:0;max-width:100%" loading="lazy"'
            + (f' srcdoc="{esc(facade)}"' if facade else "") + "></iframe>")


FACADE_STYLE = (
    "html,body{margin:0;height:100%;font-family:system-ui,sans-serif;background:#f6f3ec}"
    "a{display:flex;flex-direction:column;align-items:center;justify-content:center;"
    "gap:12px;height:100%;color:#1d2433;text-decoration:none}"
    "img{max-width:96%;max-height:calc(100% - 70px);height:auto}"
    "span{background:#2b3a55;color:#fff;border-radius:8px;padding:10px 22px;font-size:18px}"
    "a:focus-visible span,a:hover span{outline:3px solid #1565c0;outline-offset:2px}")


def _facade(embed_url, title, picture):
    return ("<!doctype html><html lang=\"en\"><meta charset=\"utf-8\">"
            f"<title>{esc(title)}</title><style>{FACADE_STYLE}</style>"
            f"<a href=\"{esc(embed_url)}\"><img src=\"{data_uri(picture)}\" alt=\"{esc(title)}\">"
            f"<span>&#9654; {esc(tr('Play'))}</span></a></html>")


# -- the dialog ------------------------------------------------------------------------
# Each Copy button's accessible name says what it copies (five or six buttons all
# named "Copy" cannot be told apart in a screen reader's list); it keeps the visible
# word "Copy" in it (WCAG 2.5.3, label in name).
COPY_NAMES = {"share-link": N_("Copy the link"), "share-html": N_("Copy the diagram as HTML"),
              "share-md": N_("Copy the diagram as Markdown"),
              "share-embed": N_("Copy the embed code to play"),
              "share-viewer": N_("Copy the embed code to look through"),
              "share-ppn": N_("Copy the game as PPN")}


def _copy_field(field_id, label, text, rows=1):
    box = (void("input", type="text", readonly=True, value=text, id=field_id,
                class_="share-text", aria_label=label) if rows == 1 else
           tag("textarea", esc(text), readonly=True, rows=rows, id=field_id,
               class_="share-text", aria_label=label))
    return tag("div", box + button(tr("Copy"), "copy", data_copy=field_id,
                                   aria_label=tr(COPY_NAMES[field_id]),
                                   aria_describedby="copy-status"), class_="copy-row")


def dialog(session, link, embed_url, viewer_url, embed_size):
    """The Share dialog for the position on show (``link``: the game at this move)."""
    title = tr("Piecepad: {game}", game=tr(session.game.title))
    picture = position_svg(session)
    width, height = _size_of(picture)
    shown = min(width, 260)
    preview = void("img", src=data_uri(picture), alt=alt_text(session), width=shown,
                   height=round(height * shown / width), class_="share-preview")
    downloads = (button("SVG", "download", data_kind="svg", id="download-svg")
                 + button("PNG", "download", data_kind="png", id="download-png")
                 + (button(tr("Animated (whole game)"), "download", data_kind="animated",
                           id="download-animated") if session.line.moves else ""))
    sections = [
        _section(tr("Link"), tr("The whole game, opened at this move."),
                 _copy_field("share-link", tr("Link to this game"), link)),
        _section(tr("Picture"), tr("Download this position, or the game as a moving picture."),
                 preview + tag("div", downloads, class_="controls")),
        _section(tr("Diagram for a post"), tr("The picture itself, linked to the game: paste "
                 "it into a page or a post; it needs no hosting and no script."),
                 tag("h4", "HTML") + _copy_field("share-html", tr("Diagram as HTML"),
                                                 diagram_html(session, link), rows=3)
                 + tag("h4", "Markdown") + _copy_field("share-md", tr("Diagram as Markdown"),
                                                       diagram_markdown(session, link), rows=3)),
        _section(tr("Interactive board"), tr("A board readers can play on from this move, or "
                 "only look through. It shows the picture until they press Play."),
                 tag("h4", tr("To play")) + _copy_field(
                     "share-embed", tr("Embed to play"),
                     embed_snippet(embed_url, title, embed_size, picture), rows=3)
                 + tag("h4", tr("To look through")) + _copy_field(
                     "share-viewer", tr("Embed to look through"),
                     embed_snippet(viewer_url, title, embed_size, picture), rows=3)),
    ]
    text = ppn_text(session)
    if text is not None:
        sections.append(_section(
            tr("PPN file"), tr("The whole game in Portable Piecepack Notation, which "
                               "piecepackr reads, and Piecepad too (Open a game)."),
            _copy_field("share-ppn", tr("The game as PPN"), text, rows=5)
            + tag("div", button(tr("Download .ppn"), "download", data_kind="ppn",
                                id="download-ppn"), class_="controls")))
    # A Close at the top as well as the end: the dialog is long on a phone.
    top = tag("div", tag("h2", tr("Share this game"), id="share-title")
              + button(tr("Close"), "close-dialog", id="share-close-top"), class_="dialog-top")
    return tag("form",
               top
               + "".join(sections)
               + tag("p", "", id="copy-status", class_="copy-status", role="status",
                     aria_live="polite")
               + tag("div", button(tr("Close"), "close-dialog", class_="primary"),
                     class_="controls"),
               method="dialog", class_="dialog-body share", aria_labelledby="share-title")


def link_dialog(title, url, note):
    """A dialog with one link to copy (a set-up, a lesson): the same Copy button and
    spoken feedback as the Share dialog."""
    return tag("form",
               tag("h2", esc(title), id="link-title") + tag("p", esc(note), class_="help")
               + _copy_field("share-link", title, url)
               + tag("p", "", id="copy-status", class_="copy-status", role="status",
                     aria_live="polite")
               + tag("div", button(tr("Close"), "close-dialog", class_="primary"),
                     class_="controls"),
               method="dialog", class_="dialog-body share", aria_labelledby="link-title")


def _section(heading, note, body):
    return tag("section", tag("h3", esc(heading)) + tag("p", esc(note), class_="help") + body)
