"""Every refusal a player can meet is under 200 characters (issue 35, item 8): bad moves
in every game (under its option sets), bad records, bad game links, bad PPN and random
junk over many seeds. The full notation help is on each rules page ("How to write a
move"), one tap from a refusal (tests/view/test_controller.py)."""

import html
import random
import re

import pytest

from piecepad import games, ppn
from piecepad.errors import PiecepadError
from piecepad.record import Record

LIMIT = 200
OPTIONS = {"tracers": ({}, {"knight_path": "either_L", "optional_mark_occupied": True}),
           "dodgem": ({}, {"classic_end": "on", "draw_rule": "ply_cap:50"}),
           "pacru": ({}, {"players": 4})}
FIXED = ["", " ", "x", "a1", "zz-9", "a1-b1-c1", "a99-b99", "!!", "a1 b2 c3", "pass", "+z9",
         "e6>q", "a3:9", "a1-off", "1", "d4xd5 via", "a1-b3 via z1,z2", "a3-b4 +q", "-a1",
         "...", "a1-a1", "c", "*i9", "a1-b3 nomark", "x" * 500, "a1-" + "b" * 300]
CHARS = "abcdefghijz0123456789-x+:>/*., _%\u00e9\x00"


def junk(rng):
    return "".join(rng.choice(CHARS) for _ in range(rng.randrange(1, 60)))


def states(game_id, seed):
    rng = random.Random(seed)
    options = OPTIONS.get(game_id, ({},))[seed % len(OPTIONS.get(game_id, ({},)))]
    game = games.get(game_id)
    state = game.start(seed=seed, **options)
    out = [state]
    for _ in range(rng.randrange(0, 40)):
        if state.outcome is not None:
            break
        state = state.play(rng.choice(state.legal_moves()))
        out.append(state)
    return options, out


def refusals(game_id, seed):
    """(what, message) for many refusals in one seeded game."""
    rng = random.Random(f"{game_id}{seed}")
    options, line = states(game_id, seed)
    game = games.get(game_id)
    state = line[-1]
    texts = FIXED + [junk(rng) for _ in range(30)]
    if state.outcome is None:
        # Legal-looking moves from the wrong squares, to the wrong squares.
        names = [state.grid.name(i) for i in range(state.grid.width * state.grid.height)]
        texts += [f"{rng.choice(names)}-{rng.choice(names)}" for _ in range(20)]
        texts += [f"{rng.choice(names)}x{rng.choice(names)}" for _ in range(5)]
    for text in texts:
        try:
            state.play(text)
        except PiecepadError as e:
            yield f"move {text!r}", str(e)
    record = Record.new(game_id, **options)
    base = record.to_text() if hasattr(record, "to_text") else str(record)
    for text in texts[:25]:
        for bad in (base + text.replace("/", "") if base.endswith("/") else base + "." + text,
                    text, base.replace(game.rules_version, text[:60] or "x"),
                    base.replace(f"/{game_id}/", f"/{text[:60]}/")):
            try:
                Record.from_text(bad)
            except PiecepadError as e:
                yield f"record {bad!r}", str(e)
    for text in texts[:10]:
        try:
            game.decode(text, **options)
        except PiecepadError as e:
            yield f"position {text!r}", str(e)
        try:
            game.start(**{rng.choice(["axis", "draw_rule", "players", "x" * 50]): text})
        except PiecepadError as e:
            yield f"option {text!r}", str(e)


@pytest.mark.parametrize("game_id", games.ids())
def test_every_refusal_is_under_200_characters(game_id):
    seen = 0
    for seed in range(12):
        for what, message in refusals(game_id, seed):
            seen += 1
            assert len(message) < LIMIT, f"{what}: {len(message)} characters: {message}"
    assert seen > 500


@pytest.mark.parametrize("game_id", ("dodgem", "tracers"))
def test_every_ppn_refusal_is_under_200_characters(game_id):
    rng = random.Random(game_id)
    header = f'{{\n  GameType: {{Name: {"Dodgem" if game_id == "dodgem" else "Tracers"}}}\n}}\n'
    for seed in range(200):
        body = " ".join(f"{i}. {junk(rng)}" for i in range(1, rng.randrange(2, 6)))
        for text in (header + body, body, junk(rng), header + "1. " + FIXED[seed % len(FIXED)],
                     f'{{Piecepad: "{junk(rng)}"}}\n' + body):
            try:
                ppn.from_ppn(text)
            except PiecepadError as e:
                assert len(str(e)) < LIMIT, f"{text!r}: {len(str(e))}: {e}"


def test_a_broken_game_link_says_so_in_under_200_characters():
    from piecepad.app.controller import App
    from piecepad.app.saves import MemoryStore
    rng = random.Random(7)
    for game_id in games.ids():
        version = games.get(game_id).rules_version
        for _ in range(40):
            text = f"pp1/{game_id}/{version}//" + ".".join(junk(rng).replace("/", "")
                                                          for _ in range(rng.randrange(1, 4)))
            app = App(MemoryStore(), clock=lambda: 1000, base_url="https://pp.test/")
            app.open("#/play/" + text)
            found = re.search(r'id="page-note">(.*?)</p>', app.page_html)
            if found:
                note = html.unescape(re.sub(r"<[^>]+>", "", found.group(1)))
                assert len(note) < LIMIT, note
