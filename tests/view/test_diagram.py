"""Pictures (py/piecepad/view/diagram.py), every game: standalone SVG that parses as XML,
has a viewBox and a caption with the title, shows one drawing per piece, stays small,
and carries no script; the animated SVG has one frame per position."""

import random
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from piecepad import games
from piecepad.view import diagram
from piecepad.record import Record

from view_helpers import new_record

ROOT = Path(__file__).resolve().parents[2]
SVG_NS = "{http://www.w3.org/2000/svg}"
MAX_BYTES = 40_000          # one position, default size
MAX_ANIMATED_BYTES = 400_000


def setups():
    """(game id, start options) for every game and every seat count."""
    out = []
    for game_id in games.ids():
        game = games.get(game_id)
        for players in range(game.min_players, game.max_players + 1):
            options = {"players": players} if game.min_players != game.max_players else {}
            out.append((game_id, options))
    return out


SETUPS = setups()
IDS = [f"{g}-{o.get('players', 'n')}" for g, o in SETUPS]


def playout(game_id, options, seed, cap=120):
    rng = random.Random(seed)
    record = new_record(game_id, 5, **options)     # the same dice; ``seed`` picks the moves
    while len(record.moves) < cap and record.state.outcome is None:
        record = record.play(rng.choice(record.state.legal_moves()))
    return record


def expected_pieces(state):
    """How many piece drawings (class "pc") the picture of ``state`` holds."""
    game_id = state.game.id
    if game_id == "dodgem":
        return len(state.coins[0]) + len(state.coins[1])
    if game_id in ("tracers", "quet"):
        return sum(1 for sq in state.pawns if sq is not None and sq >= 0)
    if game_id == "pacru":
        return len(state.pieces)
    return sum(1 for piece in state.tiles if piece)


def check_document(text, state):
    root = ET.fromstring(text)
    assert root.tag == SVG_NS + "svg"
    box = root.get("viewBox").split()
    assert box[:2] == ["0", "0"] and int(root.get("width")) == int(box[2]) > 0
    assert int(root.get("height")) == int(box[3]) > 0
    lowered = text.lower()
    assert "<script" not in lowered and "javascript:" not in lowered
    assert "http" not in text.replace('xmlns="http://www.w3.org/2000/svg"', "")
    assert "url(" not in text.replace("url(#", "")          # only references inside
    assert "@import" not in text and "@font-face" not in text
    fonts = set(re.findall(r'font-family="([^"]*)"', text))
    assert fonts <= {"sans-serif"}
    captions = [t for t in root.iter(SVG_NS + "text")]
    assert any(t.text == state.game.title for t in captions)
    return root


@pytest.mark.parametrize("game_id,options", SETUPS, ids=IDS)
@pytest.mark.parametrize("seed", range(3))
def test_pictures_of_start_middle_and_end(game_id, options, seed):
    record = playout(game_id, options, seed)
    for n in sorted({0, len(record.moves) // 2, len(record.moves)}):
        part = record.upto(n)
        for kwargs in ({}, {"theme": "dark", "size": 24, "coordinates": False}):
            text = diagram.svg(part, **kwargs)
            root = check_document(text, part.state)
            assert len(text.encode()) < MAX_BYTES
            assert text.count('class="pc"') == expected_pieces(part.state)
            if game_id == "dodgem":
                assert text.count('class="off"') == sum(part.state.scores)
        # The bare state draws the same board (no record: no number, no highlight).
        bare = diagram.svg(part.state)
        check_document(bare, part.state)
        assert bare.count('class="pc"') == expected_pieces(part.state)
        assert 'class="last"' not in bare


@pytest.mark.parametrize("game_id,options", SETUPS, ids=IDS)
def test_caption_says_move_number_and_who_moves_or_the_result(game_id, options):
    record = playout(game_id, options, 7)
    start = ET.fromstring(diagram.svg(record.upto(0)))
    words = " ".join(t.text or "" for t in start.iter(SVG_NS + "text"))
    assert "Move 1:" in words
    end = diagram.svg(record)
    words = " ".join(t.text or "" for t in ET.fromstring(end).iter(SVG_NS + "text"))
    if record.state.outcome is not None:
        assert "After move" in words and record.state.outcome.reason in words
    plain = diagram.svg(record, caption=False)
    assert record.state.game.title not in plain


def test_last_move_highlight_and_its_choices():
    record = Record.from_text("pp1/dodgem/1.0//a5-a6.f2-e2")
    assert diagram.svg(record).count('class="last"') == 2
    assert 'class="last"' not in diagram.svg(record, last_move=False)
    state = record.state
    assert diagram.svg(state, last_move=["a1", "b1"]).count('class="last"') == 2
    move = state.parse("a1-b1")
    assert diagram.svg(state, last_move=move).count('class="last"') == 2
    numbered = diagram.svg(state, move_number=9)
    assert "Move 9:" in numbered


def test_bear_off_lights_the_tray():
    state = games.get("dodgem").decode("6/6/6/5R/6/G5 r")
    move = state.parse("f3-off")
    lit = f'stroke="{diagram.CSS["--last"]}"'
    trays = re.findall(r'<rect class="tray"[^>]*>', diagram.svg(state.play(move), last_move=move))
    assert sum(lit in t for t in trays) == 1
    trays = re.findall(r'<rect class="tray"[^>]*>', diagram.svg(state.play(move)))
    assert not any(lit in t for t in trays)


def test_style_errors_are_plain():
    state = games.get("tracers").start()
    with pytest.raises(ValueError, match="theme"):
        diagram.svg(state, theme="sepia")
    with pytest.raises(ValueError, match="size"):
        diagram.svg(state, size=0)
    with pytest.raises(TypeError):
        diagram.svg("pp1/tracers/1.1//")
    with pytest.raises(ValueError):
        diagram.animated_svg([], seconds_per_move=1)
    with pytest.raises(ValueError):
        diagram.animated_svg([state], seconds_per_move=0)


@pytest.mark.parametrize("game_id,options", SETUPS, ids=IDS)
def test_animated_svg_has_a_frame_per_position(game_id, options):
    record = playout(game_id, options, 11, cap=10)
    text = diagram.animated_svg(record, seconds_per_move=0.5)
    root = check_document(text, record.state)
    frames = [g for g in root.iter(SVG_NS + "g") if g.get("class") == "frame"]
    assert len(frames) == len(record.states)
    # Without animation only the final position shows; each frame animates its own
    # visibility, looping, with one cycle for the whole game.
    assert [f.get("visibility") for f in frames] == ["hidden"] * (len(frames) - 1) + ["visible"]
    for frame in frames:
        animate = frame.find(SVG_NS + "animate")
        assert animate.get("attributeName") == "visibility"
        assert animate.get("repeatCount") == "indefinite"
        assert animate.get("calcMode") == "discrete"
        assert len(animate.get("values").split(";")) == len(animate.get("keyTimes").split(";"))
    assert len({f.find(SVG_NS + "animate").get("dur") for f in frames}) == 1
    # Each frame's caption is the still picture's caption of that position.
    for i, frame in enumerate(frames):
        still = ET.fromstring(diagram.svg(record.upto(i)))
        assert [t.text for t in frame.iter(SVG_NS + "text") if t.text and "ove" in t.text] == \
            [t.text for t in still.iter(SVG_NS + "text") if t.text and "ove" in t.text]
    assert len(text.encode()) < MAX_ANIMATED_BYTES
    # Sequences of states work as well as records.
    plain = diagram.animated_svg(list(record.states))
    assert plain.count('class="frame"') == len(record.states)


def test_one_position_animates_to_a_still():
    state = games.get("quet").start()
    text = diagram.animated_svg([state])
    ET.fromstring(text)
    assert "<animate" not in text


def test_colours_are_the_stylesheets():
    """The picture's colours are the board's, in each theme: the custom properties of
    the generated theme blocks (read as tests/view/test_contrast.py reads them)."""
    from test_contrast import palettes
    sheets = palettes()
    for game_id in games.ids():
        for theme in diagram.THEMES:
            for name, value in diagram.palette(game_id, theme).items():
                assert sheets[theme].get(name, "").strip() == value, (game_id, theme, name)


def test_a_dark_picture_draws_the_dark_board():
    state = games.get("dodgem").start()
    light, dark = (diagram.svg(state, theme=t) for t in diagram.THEMES)
    assert diagram.PALETTES["dark"]["--sq-dark"] in dark
    assert diagram.PALETTES["dark"]["--sq-dark"] not in light
    assert diagram.palette("dodgem", "light")["--dodgem-red"] in light
    assert diagram.palette("dodgem", "dark")["--dodgem-red"] in dark


@pytest.mark.parametrize("game_id,options", SETUPS, ids=IDS)
def test_a_themed_picture_holds_both_drawings_apart(game_id, options):
    """diagram.themed_svg (the home cards): the light and the dark drawing in one
    document, each id once, every reference to an id of the same drawing, and a style
    that shows one drawing by the page's colour scheme."""
    part = playout(game_id, options, 1)
    text = diagram.themed_svg(part, coordinates=False, caption=True, size=24)
    root = check_document(text, part.state)
    light, dark = (g for g in root if g.tag == SVG_NS + "g")
    assert (light.get("class"), dark.get("class")) == ("lt", "dk")
    ids = re.findall(r'\bid="([^"]+)"', text)
    assert len(ids) == len(set(ids))
    for group, prefix in ((light, ""), (dark, "dk-")):
        body = ET.tostring(group, encoding="unicode")
        own = set(re.findall(r'\bid="([^"]+)"', body))
        assert all(i.startswith(prefix) for i in own) and (prefix or not
                                                           any(i.startswith("dk-") for i in own))
        assert set(re.findall(r'(?:href="#|url\(#)([^")]+)', body)) <= own
        assert body.count('class="pc"') == expected_pieces(part.state)
    assert diagram.PALETTES["dark"]["--paper"] in ET.tostring(dark, encoding="unicode")
    style = root.find(SVG_NS + "style").text
    assert "@media (prefers-color-scheme: dark)" in style and ".lt{display:none}" in style


def test_corner_tags_stay_readable_in_small_pictures():
    """Marks' initials and tiles' side letters are drawn in pixels, 9px at least."""
    import random
    from piecepad.record import Record
    for game in ("quet", "pacru"):
        r, rng = Record.new(game), random.Random(4)
        while len(r.moves) < 12:
            r = r.play(rng.choice(r.state.legal_moves()).text)
        small = diagram.svg(r, size=24)
        assert 'font-size="9" font-weight="' in small
