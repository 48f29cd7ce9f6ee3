"""Colour contrast of both themes, read from the stylesheets (issue 15, item 3).

Every colour of the site is a custom property written once in Python
(py/piecepad/view/palette.py and each game's PALETTE), from which tools/build.py writes
the theme blocks into assets/app.css: once for the light theme (``:root``) and again for
the dark one (``:root[data-theme=dark]``, repeated inside ``@media
(prefers-color-scheme: dark)`` for Auto). This test parses those blocks as the build
writes them (``palette.stylesheet()``) and checks, in both themes:

- text against what it is drawn on: WCAG AA, 4.5:1 (translucent backgrounds are
  composited over what is under them);
- pieces and marks against the squares they sit on: 3:1 (WCAG 1.4.11), for every seat
  colour of every game. A piece drawn with an outline or a halo passes when one of its
  layers reaches 3:1 against the square (that edge is what the eye finds);
- the focus ring, a picked piece's ring and the destination dots against the squares:
  3:1;
- each game's seat colours told apart from each other under protanopia, deuteranopia
  and tritanopia (Machado et al. 2009 simulation, CIEDE2000 distance >= 20).

docs/themes.md says how to add a colour. The negative controls at the end prove each
check can fail.
"""

from __future__ import annotations

import itertools
import math
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
# The hand-written stylesheets (no colour in them): the page's, and each game's own in its
# folder, which tools/build.py writes into the page's styles.
CSS_FILES = ("assets/app.css",) + tuple(sorted(
    p.relative_to(ROOT).as_posix() for p in (ROOT / "py" / "piecepad" / "games").glob("*/style.css")))
GENERATED = "the generated theme blocks"
THEMES = ("light", "dark")
TEXT, GRAPHIC, SEATS_APART = 4.5, 3.0, 20.0

LIGHT_BLOCK = re.compile(r"^:root \{\n(.*?)\n\}", re.S | re.M)
DARK_BLOCK = re.compile(r"^:root\[data-theme=dark\] \{\n(.*?)\n\}", re.S | re.M)
AUTO_BLOCK = re.compile(r"^@media \(prefers-color-scheme: dark\) \{\n  :root:not\(\[data-theme=light\]\) "
                        r"\{\n(.*?)\n  \}\n\}", re.S | re.M)
DECL = re.compile(r"(--[\w-]+)\s*:\s*([^;]+);")
COLOUR_LITERAL = re.compile(r"#[0-9a-fA-F]{3,8}\b|\brgba?\(|\bhsla?\(|(?<![-.\w])(?:white|black|red|green|"
                            r"blue|yellow|orange|grey|gray|purple)(?![-\w])")


# -- reading the stylesheets -------------------------------------------------------------
def read(path):
    if path == GENERATED:
        from piecepad.view.palette import stylesheet
        return stylesheet()
    return (ROOT / path).read_text(encoding="utf-8")


def declarations(block):
    return dict(DECL.findall(block))


def theme_blocks(text):
    """(light, dark, auto) declarations of one stylesheet."""
    found = []
    for pattern in (LIGHT_BLOCK, DARK_BLOCK, AUTO_BLOCK):
        blocks = pattern.findall(text)
        assert len(blocks) == 1, f"expected one {pattern.pattern[:40]!r} block, found {len(blocks)}"
        found.append(declarations(blocks[0]))
    return found


def palettes(texts=None):
    """{"light": {name: value}, "dark": {...}}: the variables of every stylesheet, the
    dark theme being the light one with the dark block's overrides."""
    texts = texts if texts is not None else [read(GENERATED)]
    light, dark = {}, {}
    for text in texts:
        lt, dk, _ = theme_blocks(text)
        light.update(lt)
        dark.update(dk)
    return {"light": light, "dark": {**light, **dark}}


# -- colour arithmetic ----------------------------------------------------------------
def parse(value):
    """(r, g, b, alpha) of a hex or rgb()/rgba() colour (0-255, alpha 0-1)."""
    value = value.strip()
    m = re.fullmatch(r"#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})", value)
    if m:
        h = m.group(1)
        if len(h) == 3:
            h = "".join(ch * 2 for ch in h)
        alpha = int(h[6:8], 16) / 255 if len(h) == 8 else 1.0
        return int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16), alpha
    m = re.fullmatch(r"rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)", value)
    if m:
        alpha = 1.0 if m.group(4) is None else float(m.group(4))
        return float(m.group(1)), float(m.group(2)), float(m.group(3)), alpha
    raise ValueError(f"not a colour this test reads: {value!r}")


def resolve(palette, name, seen=()):
    """A variable's colour, following var(--other)."""
    value = palette[name].strip()
    m = re.fullmatch(r"var\((--[\w-]+)\)", value)
    if m:
        assert m.group(1) not in seen, f"{name} refers to itself"
        return resolve(palette, m.group(1), seen + (name,))
    return parse(value)


def over(top, under):
    """top composited over under (an opaque colour)."""
    r, g, b, a = top
    return (r * a + under[0] * (1 - a), g * a + under[1] * (1 - a),
            b * a + under[2] * (1 - a), 1.0)


def colour(palette, stack):
    """A name, a literal, or a list of them from the top down to an opaque bottom."""
    layers = [stack] if isinstance(stack, str) else list(stack)
    layers = [resolve(palette, c) if c.startswith("--") else parse(c) for c in layers]
    out = layers[-1]
    assert out[3] == 1.0, f"the bottom of {stack} is translucent"
    for top in reversed(layers[:-1]):
        out = over(top, out)
    return out


def _linear(v):
    v /= 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def luminance(c):
    return 0.2126 * _linear(c[0]) + 0.7152 * _linear(c[1]) + 0.0722 * _linear(c[2])


def contrast(a, b):
    la, lb = sorted((luminance(a), luminance(b)))
    return (lb + 0.05) / (la + 0.05)


# Colour-vision deficiency, simulated on linear RGB (Machado, Oliveira and Fernandes
# 2009, severity 1), then compared in CIELAB with CIEDE2000.
MACHADO = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}


def _lab(rgb_linear):
    m = ((0.4124, 0.3576, 0.1805), (0.2126, 0.7152, 0.0722), (0.0193, 0.1192, 0.9505))
    x, y, z = (sum(m[i][j] * rgb_linear[j] for j in range(3)) for i in range(3))

    def f(t):
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29
    fx, fy, fz = f(x / 0.95047), f(y), f(z / 1.08883)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def ciede2000(lab1, lab2):
    (l1, a1, b1), (l2, a2, b2) = lab1, lab2
    cbar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(cbar ** 7 / (cbar ** 7 + 25 ** 7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360
    h2p = math.degrees(math.atan2(b2, a2p)) % 360
    dlp, dcp = l2 - l1, c2p - c1p
    dhp = 0.0
    if c1p * c2p:
        dhp = h2p - h1p
        dhp -= 360 if dhp > 180 else (-360 if dhp < -180 else 0)
    dhp_big = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dhp / 2))
    lbp, cbp = (l1 + l2) / 2, (c1p + c2p) / 2
    if not c1p * c2p:
        hbp = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        hbp = (h1p + h2p) / 2
    else:
        hbp = (h1p + h2p + 360) / 2 if h1p + h2p < 360 else (h1p + h2p - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(hbp - 30)) + 0.24 * math.cos(math.radians(2 * hbp))
         + 0.32 * math.cos(math.radians(3 * hbp + 6)) - 0.20 * math.cos(math.radians(4 * hbp - 63)))
    dtheta = 30 * math.exp(-(((hbp - 275) / 25) ** 2))
    rc = 2 * math.sqrt(cbp ** 7 / (cbp ** 7 + 25 ** 7))
    sl = 1 + 0.015 * (lbp - 50) ** 2 / math.sqrt(20 + (lbp - 50) ** 2)
    sc, sh = 1 + 0.045 * cbp, 1 + 0.015 * cbp * t
    rt = -math.sin(math.radians(2 * dtheta)) * rc
    return math.sqrt((dlp / sl) ** 2 + (dcp / sc) ** 2 + (dhp_big / sh) ** 2
                     + rt * (dcp / sc) * (dhp_big / sh))


def seen_apart(a, b):
    """{vision: CIEDE2000 distance between a and b}, for normal vision and the three
    dichromacies."""
    la, lb = [_linear(v) for v in a[:3]], [_linear(v) for v in b[:3]]
    out = {"normal": ciede2000(_lab(la), _lab(lb))}
    for kind, m in MACHADO.items():
        sa = [min(1, max(0, sum(m[i][j] * la[j] for j in range(3)))) for i in range(3)]
        sb = [min(1, max(0, sum(m[i][j] * lb[j] for j in range(3)))) for i in range(3)]
        out[kind] = ciede2000(_lab(sa), _lab(sb))
    return out


# -- what the pages draw on what --------------------------------------------------------
PAGE_GROUNDS = ("--paper", "--panel", "--button-bg", "--field-bg")
MESSAGE_GROUNDS = ("--error-bg", "--info-bg", "--ok-bg", "--warn-bg", "--prompt-bg",
                   "--target-bg")
SQUARES = {   # the squares of each board, and the same with the last move's tint on them
    "plain": ("--sq-light", "--sq-dark", ("--last-tint", "--sq-light"), ("--last-tint", "--sq-dark")),
    "marking": ("--mark-sq-light", "--mark-sq-dark", ("--last-tint", "--mark-sq-light")),
    "tracross": ("--track-paper", ("--last-tint", "--track-paper")),
    "pacru": ("--pc-neutral-0", "--pc-neutral-1", "--pc0", "--pc1", "--pc2", "--pc3"),
}
# Each game's seats: (colour, ink on it, the squares it stands on, extra layers that
# outline its pieces, marks: True when the colour is also drawn as a mark on a square).
SEATS = {
    "dodgem": [("--dodgem-red", "--dodgem-red-ink"), ("--dodgem-green", "--dodgem-green-ink")],
    "tracers": [("--tracers-light", "--tracers-light-ink"), ("--tracers-dark", "--tracers-dark-ink")],
    "quet": [("--quet-blue", "--quet-blue-ink"), ("--quet-orange", "--quet-orange-ink")],
    "tracross": [("--tracross-0", None), ("--tracross-1", None)],
    "pacru": [("--pc0", "--pc0-ink"), ("--pc1", "--pc1-ink"), ("--pc2", "--pc2-ink"),
              ("--pc3", "--pc3-ink")],
}
BOARD = {"dodgem": "plain", "tracers": "marking", "quet": "marking", "tracross": "tracross",
         "pacru": "pacru"}
# The layers drawn round a piece (besides its fill): a pawn's edge and halo, the Pacru
# chevron's black outline and white halo. Dodg'em's coins and Tracross's edges have none.
OUTLINE = {"dodgem": (), "tracross": (), "tracers": ("--piece-edge", "--piece-halo"),
           "quet": ("--piece-edge", "--piece-halo"), "pacru": ("--pc-mark", "--pc-halo")}


def text_pairs():
    """(what, foreground, background stack)."""
    pairs = []
    for ground in PAGE_GROUNDS + MESSAGE_GROUNDS:
        pairs.append(("text", "--ink", ground))
    for ground in PAGE_GROUNDS:
        pairs.append(("secondary text", "--ink-soft", ground))
        pairs.append(("coordinates", "--coord", ground))
    for ground in ("--paper", "--panel", "--error-bg", "--info-bg"):
        pairs.append(("link", "--link", ground))
    pairs += [
        ("primary button, current move", "--accent-ink", "--accent"),
        ("header", "--header-ink", "--header-bg"),
        ("start-up error", "--boot-error", "--header-bg"),
        ("tray count", "--coord", ("--tray-bg", "--paper")),
        ("memory note", "--warn-ink", "--panel"),
        ("joined label", "--ok-ink", "--ok-bg"),
        ("broken label", "--bad-ink", "--bad-bg"),
        ("score note", "--target-ink", "--target"),
        ("bear-off hint", "--target", ("--target-bg")),
        ("Pacru seat status", "--panel", "--ink"),
        ("Pacru power of movement", "--pc-halo", "--pc-mark"),
    ]
    for sq in SQUARES["marking"][:2]:
        for seat in SEATS["tracers"] + SEATS["quet"] + [(sq, None)]:
            pairs.append(("mark initials", "--tag-ink", ("--tag-bg", seat[0])))
    for game, seats in SEATS.items():
        for i, (fill, ink) in enumerate(seats):
            if ink:
                pairs.append((f"{game} seat {i} letter", ink, fill))
            if game == "pacru":
                pairs.append((f"pacru tile {i} letter", ink, (f"--pc{i}-letter", fill)))
    return pairs


def graphic_pairs():
    """(what, layers of the thing drawn (one of them must reach 3:1), background stack)."""
    pairs = []
    for game, seats in SEATS.items():
        squares = SQUARES[BOARD[game]]
        for i, (fill, _) in enumerate(seats):
            for sq in squares:
                if game == "pacru":   # its tiles are the squares: a piece on any of them
                    pairs.append((f"pacru piece {i}", (fill,) + OUTLINE[game], sq))
                else:                 # the colour alone: marks, coins, sides
                    pairs.append((f"{game} seat {i} colour", (fill,), sq))
            if game in ("tracers", "quet"):   # a pawn on anyone's mark
                for mark, _ in seats:
                    pairs.append((f"{game} pawn {i} on a mark", (fill,) + OUTLINE[game], mark))
        if game == "dodgem":
            for i, (fill, _) in enumerate(seats):
                pairs.append((f"dodgem coin {i} in a tray", (fill,), ("--tray-bg", "--paper")))
    for sq in SQUARES["plain"] + SQUARES["marking"] + SQUARES["tracross"]:
        pairs.append(("focus ring", ("--focus",), sq))
        pairs.append(("picked piece", ("--selected",), sq))
    for sq in SQUARES["plain"] + SQUARES["tracross"]:
        pairs.append(("destination", ("--target",), sq))
    for sq in SQUARES["marking"]:
        pairs.append(("destination (marking games)", ("--target-marking",), sq))
    for sq in SQUARES["tracross"]:
        pairs.append(("track", ("--track",), sq))
        pairs.append(("winning track", ("--track-lit",), sq))
    for sq in SQUARES["pacru"]:
        pairs.append(("pacru marks of the turn", ("--pc-mark", "--pc-halo"), sq))
    for ground in PAGE_GROUNDS + ("--header-bg",):
        pairs.append(("focus ring", ("--focus", "--header-ink"), ground))
    return pairs


def failures(palette, text=None, graphic=None):
    """Every pair under its threshold, as readable lines."""
    out = []
    for what, fg, bg in text if text is not None else text_pairs():
        ratio = contrast(colour(palette, fg), colour(palette, bg))
        if ratio < TEXT:
            out.append(f"{what}: {fg} on {bg} is {ratio:.2f}:1, under {TEXT}:1")
    for what, layers, bg in graphic if graphic is not None else graphic_pairs():
        back = colour(palette, bg)
        # A translucent layer is seen over the square; a transparent one is not there.
        drawn = [over(resolve(palette, layer), back) for layer in layers
                 if resolve(palette, layer)[3] > 0]
        best = max(contrast(c, back) for c in drawn)
        if best < GRAPHIC:
            out.append(f"{what}: {' / '.join(layers)} on {bg} is at best {best:.2f}:1, "
                       f"under {GRAPHIC}:1")
    return out


def apart_failures(palette, seats=SEATS):
    out = []
    for game, pairs in seats.items():
        for (a, _), (b, _) in itertools.combinations(pairs, 2):
            d = seen_apart(colour(palette, a), colour(palette, b))
            for vision, dist in d.items():
                if dist < SEATS_APART:
                    out.append(f"{game}: {a} and {b} are {dist:.1f} apart with {vision}, "
                               f"under {SEATS_APART}")
    return out


# -- the tests ------------------------------------------------------------------------------
def test_auto_dark_is_the_chosen_dark():
    """The media query's block (Auto on a dark system) repeats the dark block exactly."""
    path = GENERATED
    _, dark, auto = theme_blocks(read(path))
    assert dark, f"{path}: no dark values"
    assert auto == dark, (f"{path}: the prefers-color-scheme block differs from "
                          f":root[data-theme=dark]: {set(auto.items()) ^ set(dark.items())}")


def test_dark_overrides_only_colours_the_light_theme_defines():
    light = palettes()["light"]
    _, dark, _ = theme_blocks(read(GENERATED))
    assert set(dark) <= set(light), f"{set(dark) - set(light)} only in dark"


@pytest.mark.parametrize("path", CSS_FILES)
def test_every_colour_is_a_theme_variable(path):
    """No colour is written out in the stylesheets: each is a variable of the palette
    (view/palette.py), so the dark theme cannot miss one."""
    text = read(path)
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    stray = [line.strip() for line in text.splitlines() if COLOUR_LITERAL.search(line)]
    assert stray == [], f"{path}: colours written out, not from the palette: {stray}"


def test_every_variable_used_is_defined():
    texts = [read(p) for p in CSS_FILES + (GENERATED,)]
    defined = {name for t in texts for name in re.findall(r"(--[\w-]+)\s*:", t)}
    used = {name for t in texts for name in re.findall(r"var\((--[\w-]+)", t)}
    assert used - defined == set()


@pytest.mark.parametrize("theme", THEMES)
def test_text_and_pieces_have_contrast(theme):
    bad = failures(palettes()[theme])
    assert bad == [], f"{theme} theme:\n" + "\n".join(bad)


@pytest.mark.parametrize("theme", THEMES)
def test_seat_colours_are_told_apart_with_any_colour_vision(theme):
    bad = apart_failures(palettes()[theme])
    assert bad == [], f"{theme} theme:\n" + "\n".join(bad)


# -- negative controls: each check can fail ----------------------------------------------------
def test_a_bad_text_pair_fails():
    palette = {**palettes()["light"], "--ink-soft": "#999"}      # grey on white: 2.8:1
    bad = failures(palette)
    assert any(line.startswith("secondary text: --ink-soft on --panel") for line in bad), bad


def test_a_bad_piece_colour_fails():
    palette = {**palettes()["dark"], "--quet-blue": "#1f3a66"}   # navy on dark squares
    bad = failures(palette)
    assert any(line.startswith("quet seat 0 colour: --quet-blue on --mark-sq-dark") for line in bad), bad


def test_red_and_green_of_old_fail_for_colour_blind_players():
    """The Dodg'em red and green before this palette (#c8372d, #1f7a4f) are too close
    with protanopia: the check sees it."""
    old = {"--r": "#c8372d", "--g": "#1f7a4f"}
    bad = apart_failures(old, {"dodgem": [("--r", None), ("--g", None)]})
    assert any("protanopia" in line for line in bad), bad


def test_a_translucent_layer_is_composited():
    palette = {"--top": "rgba(0, 0, 0, .5)", "--white": "#fff"}
    assert colour(palette, ("--top", "--white"))[:3] == (127.5, 127.5, 127.5)
    assert round(contrast(parse("#777"), parse("#fff")), 2) == 4.48
