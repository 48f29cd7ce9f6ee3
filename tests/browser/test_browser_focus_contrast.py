"""The keyboard's focus ring at 3:1 or more against every square it can be on (issue 44,
items 7 and 10; WCAG 2.4.13's contrast, 1.4.11): in every game, in both themes, each
square of a position with a last move, marks, a picked piece and its destinations is
focused as the keyboard focuses it, and the ring's computed colour is compared with
what it is drawn on: the square's colour, with a last move's tint over it, composited
as the browser paints them."""

import random
import re

from playwright.sync_api import expect

from piecepad import games
from piecepad.record import Record

MIN = 3.0
# Each game a few random moves in: a last move, marks, claimed tiles (Pacru with four).
GAMES = {"dodgem": ({}, 6), "tracers": ({}, 8), "quet": ({}, 10), "tracross": ({}, 6),
         "tracross-solitaire": ({}, 3), "pacru": ({"players": 4}, 40)}

# Every square as the keyboard focuses it: its ring and what lies under the ring (the
# square's colour, up the tree while it is see-through, and its background image).
RINGS = """() => [...document.querySelectorAll('#app .board .cell[data-sq]')].map(cell => {
    cell.focus({focusVisible: true});
    const grounds = [];
    for (let el = cell; el; el = el.parentElement) {
        const s = getComputedStyle(el);
        grounds.push([s.backgroundColor, s.backgroundImage]);
        if (!/rgba\\(.*,\\s*0\\)|transparent/.test(s.backgroundColor)
            && !s.backgroundColor.startsWith('rgba')) break;
    }
    const s = getComputedStyle(cell);
    return {sq: cell.dataset.sq, classes: cell.className, visible: cell.matches(':focus-visible'),
            ring: s.outlineColor, style: s.outlineStyle, width: parseFloat(s.outlineWidth), grounds};
})"""
COLOUR = re.compile(r"rgba?\(([^)]*)\)")


def record_of(game_id):
    options, plies = GAMES[game_id]
    if games.get(game_id).uses_seed:
        options = {**options, "seed": 1}
    record, rng = Record.new(game_id, **options), random.Random(1)
    for _ in range(plies):
        if record.state.outcome is not None:
            break
        record = record.play(rng.choice(record.state.legal_moves()).text)
    return record


def rgba(text):
    parts = [float(p) for p in re.split(r"[,\s/]+", text.strip()) if p]
    return tuple(parts[:3]) + ((parts[3],) if len(parts) > 3 else (1.0,))


def over(top, under):
    a = top[3]
    return tuple(top[i] * a + under[i] * (1 - a) for i in range(3)) + (1.0,)


def luminance(c):
    def lin(v):
        v /= 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
    return 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2])


def contrast(a, b):
    la, lb = sorted((luminance(a), luminance(b)))
    return (lb + 0.05) / (la + 0.05)


def under_ring(grounds):
    """The colour the ring is drawn on: the square's colour (see-through ones laid over
    what is under them), under a flat tint when it has one (the last move's). A
    pattern's stripes (marks, Pacru's tiles) are left out: the square shows between
    them, all along the ring."""
    base = (255.0, 255.0, 255.0, 1.0)
    for colour, _ in reversed(grounds):
        found = COLOUR.search(colour)
        base = over(rgba(found.group(1)), base) if found else base
    image = grounds[0][1]
    tints = COLOUR.findall(image) if image.startswith("linear-gradient(") else []
    if len(tints) == 2 and tints[0] == tints[1]:
        base = over(rgba(tints[0]), base)
    return base


def test_the_focus_ring_stands_out_on_every_square_in_every_game_and_theme(app, ui):
    low, seen = [], set()
    try:
        for game_id in GAMES:
            ui.go(app, "#/play/" + record_of(game_id).to_text())
            expect(app.locator("#app .board .cell").first).to_be_visible()
            if app.locator("#app .cell.selected").count() == 0 and \
                    app.locator("#app .cell.movable").count():
                app.locator("#app .cell.movable").first.click()      # a picked piece, its targets
            for theme in ("light", "dark"):
                app.evaluate("t => document.documentElement.setAttribute('data-theme', t)", theme)
                for cell in app.evaluate(RINGS):
                    assert cell["visible"] and cell["style"] == "solid" and cell["width"] >= 3, cell
                    ring = rgba(COLOUR.search(cell["ring"]).group(1))
                    seen.update(f"{game_id}:{c}" for c in cell["classes"].split())
                    ground = under_ring(cell["grounds"])
                    ratio = contrast(ring, ground)
                    if ratio < MIN:
                        low.append(f"{game_id} {theme} {cell['sq']} ({cell['classes']}): "
                                   f"ring {cell['ring']} on {ground[:3]} is {ratio:.2f}:1")
    finally:
        app.evaluate("() => document.documentElement.removeAttribute('data-theme')")
    # The states the positions were chosen to show are there (else the test proves less).
    for state in ("dodgem:last", "dodgem:selected", "dodgem:target", "tracers:mark-1",
                  "tracers:target", "quet:mark-2", "tracross:last", "pacru:tile-3",
                  "pacru:neutral", "pacru:selected"):
        assert state in seen, state
    assert not low, "\n".join(low[:40]) + f"\n({len(low)} in all)"
