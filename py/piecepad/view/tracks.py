"""Track pieces drawn as real tracks (Tracross): two quarter-circle arcs, or a
crossing where one line passes over the other. Inline SVG with classes only
(the CSP allows no style attributes)."""

from ..i18n import N_, tr
from .html import tag

# Each piece joins the midpoints of its edges in two pairs (rules file §2.2).
PAIRS = {
    1: ("SE", "NW"),
    2: ("SW", "NE"),
    3: ("NS", "WE"),
}
# SVG paths in a 100x100 box, N at the top.
PATHS = {
    "SE": "M50,100 A50,50 0 0,1 100,50",
    "NW": "M50,0 A50,50 0 0,1 0,50",
    "SW": "M50,100 A50,50 0 0,0 0,50",
    "NE": "M50,0 A50,50 0 0,0 100,50",
    "NS": "M50,0 L50,100",
    "WE": "M0,50 L100,50",
}
# Shown with tr(NAMES[piece]) by whoever draws them.
NAMES = {1: N_("piece 1 (curves south to east and north to west)"),
         2: N_("piece 2 (curves south to west and north to east)"),
         3: N_("piece 3 (a crossing: north to south over west to east)")}


def pair_key(a, b):
    """The PATHS key of the track joining sides a and b, whichever order."""
    for key in ("SE", "NW", "SW", "NE", "NS", "WE"):
        if {a, b} == set(key):
            return key
    raise ValueError(f"no track joins {a} and {b}")


def tile_paths(piece, lit=()):
    """The paths of one piece in a 100x100 box (N at the top), styled by classes:
    ``track`` (``lit`` on a winning track) and ``casing``. The board's inline SVG and
    the standalone pictures (``piecepad/view/diagram.py``) both draw a piece with this."""
    if not piece:
        return ""
    first, second = PAIRS[piece]
    parts = []
    # Draw the lower line first; for the crossing, the upper line gets a paper-coloured
    # casing, so it visibly passes over the other without joining it.
    for key in (second, first):
        cls = "track" + (" lit" if key in lit else "")
        if piece == 3 and key == first:
            parts.append(f'<path class="casing" d="{PATHS[key]}"/>')
        parts.append(f'<path class="{cls}" d="{PATHS[key]}"/>')
    return "".join(parts)


def tile_svg(piece, lit=(), extra=""):
    """One piece; ``lit`` holds PATHS keys drawn highlighted (a winning track)."""
    if not piece:
        return ""
    return (f'<svg class="tile piece-{piece} {extra}" viewBox="0 0 100 100" '
            f'aria-hidden="true" focusable="false">{tile_paths(piece, lit)}</svg>')


def piece_chip(piece, label=""):
    """A small picture of a piece for the panel (the next piece to place)."""
    return tag("span", tile_svg(piece), class_="piece-chip", title=label or tr(NAMES.get(piece, "")))


# The pictures' stylesheet for tile_paths (view/look.py: colours by property name).
STYLE = (".track{fill:none;stroke:var(--track);stroke-width:12}"
         ".casing{fill:none;stroke:var(--track-paper);stroke-width:26}"
         ".track.lit{stroke:var(--track-lit);stroke-width:16}")
