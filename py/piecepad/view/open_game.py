""""Open a game": the button on the home and Saved pages, and its dialog (a field to
paste a PPN text, a record text or a Piecepad link into; app/open_game.py reads it)."""

from ..errors import excerpt
from ..i18n import tr
from .html import button, esc, tag

# The most of a refused paste written back into the dialog: megabytes escaped into the
# page cost seconds and hundreds of MB. Longer, the field is left empty and marked
# data-keep; the glue then puts back the field the player typed in, as it was.
SHOWN_MAX = 20_000


def entry():
    """The button that opens the dialog, with a word on what it takes."""
    return tag("p", button(tr("Open a game…"), "open-game", id="open-game")
               + tag("span", " " + tr("a PPN file's text, a record or a link"), class_="help"),
               class_="open-entry")


def dialog(text="", error=None):
    """The dialog; after a failed try, ``text`` as it was pasted and ``error`` under
    the field (which the glue then focuses). A paste over SHOWN_MAX characters is
    not written again: its size and first words are said, and the field is kept."""
    from .. import ppn                  # only once the dialog opens
    long = len(text) > SHOWN_MAX
    described = " ".join(filter(None, ("dialog-error" if error else "open-help",
                                       "open-kept" if long else "")))
    field = tag("textarea", "" if long else esc(text), id="open-text", name="text", rows=8,
                class_="share-text", spellcheck="false", autocomplete="off", autofocus=True,
                data_keep="true" if long else None,
                aria_invalid="true" if error else None, aria_describedby=described)
    err = tag("p", esc(error), class_="msg error", role="alert", id="dialog-error") \
        if error else ""
    if long:
        err += _kept(text)
    return tag("form",
               tag("h2", tr("Open a game"), id="open-title")
               + tag("p", tr("Paste the text of a PPN file ({kinds}), a record (pp1/…) or a "
                             "Piecepad link. The game opens as its link would.",
                             kinds=esc(ppn.titles(tr(" or ")))),
                     class_="help", id="open-help")
               + tag("label", tr("Game to open"), for_="open-text", class_="sr-only")
               + field + err
               + tag("div", button(tr("Cancel"), "close-dialog")
                     + tag("button", tr("Open"), type="submit", class_="primary",
                           id="open-submit"),
                     class_="controls"),
               class_="dialog-body open-game", aria_labelledby="open-title")


def _kept(text):
    """What the dialog says of a long paste it does not write out again."""
    from ..i18n.formats import grouped
    return tag("p", esc(tr("What you pasted ({size} characters) is kept in the field. It "
                           "begins: {start}", size=grouped(len(text)),
                           start=excerpt(text, 60))),
               class_="help", id="open-kept")
