"""Pacru in the browser: a 3-player game played by clicks from a record link, through a
pincer, a borderland claim and a reorientation (rotate button, then the tiles given back
by taps in any order), with Undo decision by decision; every square checked against the
engine; a blocked player's message; the rules page's anchors; screenshots at tablet size
(1024x768 and 768x1024).

The positions are found here by the engine (seeded random games, so the same each run for
a given engine); the page is driven by clicks only. All tests share the one booted page
of the `app` fixture (a fresh context costs a cold boot).
"""

import random
import re

from playwright.sync_api import expect

from piecepad.record import Record

FACING_WORDS = {"n": "north", "ne": "north-east", "e": "east", "se": "south-east",
                "s": "south", "sw": "south-west", "w": "west", "nw": "north-west"}
COLOURS = ("orange", "blue", "yellow", "black")
CURRENT = re.compile(r"\bcurrent\b")
TABLETS = {"1024x768": (1024, 768), "768x1024": (768, 1024)}


# -- positions, found by the engine -------------------------------------------------------
def random_game(players, seed, cap=600):
    """Random decisions (moves nine times in ten, else any decision), seeded."""
    rng = random.Random(seed)
    record = Record.new("pacru", players=players)
    while record.state.outcome is None and len(record) < cap:
        moves = record.state.legal_moves()
        steps = [m for m in moves if m.data[0] != "rotate"]
        record = record.play(rng.choice(steps if steps and rng.random() < 0.9 else moves))
    return record


def finish_turn(record):
    """Complete a pending turn with the engine's last offered claim each time."""
    while record.state.pending:
        record = record.play(record.state.legal_moves()[-1])
    return record


def _scenario():
    """(record link, pincer, crossing move, reorientation): three turns in a row of a
    3-player game, each player doing one of them. The crossing offers several claims; the
    90-degree turn's mover has more free tiles than the cost, so the choice is real."""
    for seed in range(300):
        game = random_game(3, seed)
        for i, state in enumerate(game.states):
            if state.outcome is not None or state.pending:
                continue
            pincers = [m for m in state.legal_moves() if m.data[0] == "pincer"]
            if not pincers:
                continue
            base = game.upto(i)
            a = finish_turn(base.play(pincers[0]))
            if a.state.outcome is not None:
                continue
            crossings = [m for m in a.state.legal_moves() if m.data[0] == "move"
                         and len(a.state.play(m).claims) >= 3
                         and a.state.play(m).pending_kind == "borderland"]
            if not crossings:
                continue
            b = finish_turn(a.play(crossings[0]))
            if b.state.outcome is not None:
                continue
            turns = [m for m in b.state.legal_moves() if m.data[0] == "rotate"
                     and m.data[3] == 4 and len(b.state.play(m).claims) >= 2]
            if turns:
                return base, pincers[0].text, crossings[0].text, turns[0].text
    raise AssertionError("no 3-player game with a pincer, a crossing and a turn in a row")


def _blocked():
    """A 3-player game record up to the state where a player is blocked and goes out."""
    for seed in range(200):
        game = random_game(3, seed)
        for i, state in enumerate(game.states):
            if state.eliminated_now and state.outcome is None:
                return game.upto(i)
    raise AssertionError("no blocked player in 200 seeded 3-player games")


BASE, PINCER, CROSSING, TURN = _scenario()
BLOCKED = _blocked()


# -- reading the page -------------------------------------------------------------------------
def expected_words(state, sq):
    """What a square says, from the engine's state: its piece, then its tile."""
    words = []
    if sq in state.pieces:
        seat, facing = state.pieces[sq]
        words.append(f"{state.seat_name(seat)}'s piece facing {FACING_WORDS[facing]}")
    owner = state.owner(sq)
    words.append(f"neutral {'white' if state.shade(sq) == 0 else 'grey'} tile" if owner is None
                 else f"{state.seat_name(owner)}'s {COLOURS[owner]} tile")
    return ", ".join(words)


def read_board(page):
    return page.evaluate("""() => [...document.querySelectorAll('#app .board [data-sq]')]
        .map(el => ({sq: el.dataset.sq, label: el.getAttribute('aria-label'),
                     cls: [...el.classList],
                     chevron: el.querySelector('.chevron')?.getAttribute('class') ?? null}))""")


def check_board(page, state, where=""):
    """Every square's accessible name, tile class and chevron are the engine's."""
    grid = state.grid
    cells = read_board(page)
    assert len(cells) == 81, where
    wrong = []
    for cell in cells:
        sq = grid.parse(cell["sq"])
        head = f"{cell['sq']}, {expected_words(state, sq)}"
        if not (cell["label"] == head or cell["label"].startswith(head + ", ")):
            wrong.append((cell["sq"], cell["label"], "expected " + head))
        owner = state.owner(sq)
        tile = f"tile-{owner}" if owner is not None else f"shade-{state.shade(sq)}"
        if tile not in cell["cls"]:
            wrong.append((cell["sq"], cell["cls"], tile))
        want = f"chevron facing-{state.pieces[sq][1]}" if sq in state.pieces else None
        if cell["chevron"] != want:
            wrong.append((cell["sq"], cell["chevron"], want))
    assert not wrong, f"{where}: board differs from the engine: {wrong}"


def squares_with(page, css):
    return sorted(page.locator(f"#app .board .{css}").evaluate_all(
        "els => els.map(e => e.dataset.sq)"))


def names(state, squares):
    return sorted(state.grid.name(s) for s in squares)


def board_fits(page):
    """All 81 squares are inside the viewport."""
    return page.evaluate("""() => {
        const rs = [...document.querySelectorAll('#app .board [data-sq]')]
            .map(e => e.getBoundingClientRect());
        return rs.length === 81 && rs.every(r => r.left >= 0 && r.top >= 0 &&
            r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5 && r.width >= 40);
    }""")


def finish_by_clicks(page, ui, record, where):
    """Complete a pending turn as finish_turn does, by tapping the claimed squares."""
    while record.state.pending:
        state = record.state
        text = state.legal_moves()[-1].text
        kind = state.pending_kind
        assert kind in ("borderland", "meeting", "choice"), (where, kind)
        assert squares_with(page, "claim") == names(state, state.claims), where
        if text == "c":
            page.locator('#app button[data-move="c"]').click()
        else:
            ui.tap(page, text[1:])
        record = record.play(text)
        ui.wait_ply(page, len(record), text)
    return record


# -- tests --------------------------------------------------------------------------------------
def test_three_player_game_by_clicks_pincer_claim_and_reorientation(app, ui):
    record = BASE
    ui.go(app, "#/play/" + record.to_text())
    state = record.state
    expect(app.locator("#status")).to_have_text(f"{state.seat_name(state.to_move)} to move.")
    expect(app.locator("#app .pacru-seats .seat")).to_have_count(3)
    check_board(app, state, "at the link")
    for seat in range(3):
        expect(app.locator(f"#app .pacru-seats .seat-{seat} .count")).to_have_text(
            f"{state.scores[seat]} / 28 tiles")

    # 1. The pincer: the attacker shows its power, its destinations, the pincer ringed.
    frm, to = PINCER.split("x")
    ui.tap(app, frm)
    expect(app.locator(f'#app button[data-sq="{frm}"]')).to_have_class(re.compile(r"\bselected\b"))
    grid = state.grid
    mine = [m for m in state.legal_moves() if m.data[0] in ("move", "pincer")
            and grid.name(m.data[1]) == frm]
    assert squares_with(app, "capture") == sorted(grid.name(m.data[2]) for m in mine
                                                  if m.data[0] == "pincer")
    assert squares_with(app, "target") == sorted(grid.name(m.data[2]) for m in mine
                                                 if m.data[0] == "move")
    assert to in squares_with(app, "capture")
    pom = state.power(grid.parse(frm))
    expect(app.locator("#pacru-prompt")).to_contain_text(f"Power of movement {pom}")
    expect(app.locator(f'#app button[data-sq="{to}"]')).to_have_attribute(
        "aria-label", re.compile(r", capture$"))
    ui.shot(app, "pacru-1-pincer-targets-1024x768")
    ui.tap(app, to)
    record = record.play(PINCER)
    ui.wait_ply(app, len(record), PINCER)
    check_board(app, record.state, "after the pincer")
    record = finish_by_clicks(app, ui, record, "the pincer's claims")
    check_board(app, record.state, "after the pincer turn")

    # 2. A crossing: the claimable tiles of the arrival borderland are highlighted.
    state = record.state
    frm, to = CROSSING.split("-")
    expect(app.locator("#status")).to_have_text(f"{state.seat_name(state.to_move)} to move.")
    ui.tap(app, frm)
    ui.tap(app, to)
    record = record.play(CROSSING)
    ui.wait_ply(app, len(record), CROSSING)
    pending = record.state
    assert squares_with(app, "claim") == names(pending, pending.claims)
    expect(app.locator("#pacru-prompt")).to_contain_text(
        f"Tap one of the {len(pending.claims)} highlighted tiles")
    app.set_viewport_size({"width": 768, "height": 1024})
    assert board_fits(app)
    expect(app.locator("#pacru-prompt")).to_be_in_viewport()
    ui.shot(app, "pacru-2-borderland-claim-768x1024")
    app.set_viewport_size({"width": 1024, "height": 768})
    claim = pending.legal_moves()[-1].text
    ui.tap(app, claim[1:])
    record = record.play(claim)
    ui.wait_ply(app, len(record), claim)
    record = finish_by_clicks(app, ui, record, "after the claim")
    check_board(app, record.state, "after the crossing turn")
    mover = pending.to_move
    expect(app.locator(f"#app .pacru-seats .seat-{mover} .count")).to_have_text(
        f"{record.state.scores[mover]} / 28 tiles")

    # 3. A reorientation: rotate buttons on the picked piece, then four tiles given back.
    state = record.state
    sq, facing = TURN.split(">")
    ui.tap(app, sq)
    rotations = [m.text for m in state.legal_moves() if m.data[0] == "rotate"
                 and grid.name(m.data[1]) == sq]
    buttons = app.locator("#app .decisions button.turn")
    expect(buttons).to_have_count(len(rotations))
    assert [b.get_attribute("data-move") for b in buttons.all()] == rotations
    button = app.locator(f'#app button[data-move="{TURN}"]')
    expect(button).to_have_text(re.compile(rf"^[↺↻] 90° to {facing.upper()} · give back 4$"))
    button.click()
    record = record.play(TURN)
    ui.wait_ply(app, len(record), TURN)
    check_board(app, record.state, "after turning")
    me = state.to_move
    free = sorted((s for s in range(81) if state.owner(s) == me and s not in state.pieces),
                  key=lambda s: grid.xy(s))
    offered = [grid.name(s) for s in free]
    assert squares_with(app, "give-back") == sorted(offered)
    cost = app.locator("#pacru-prompt .cost")
    expect(cost).to_have_text("Still to give back: 4")
    chosen = list(reversed(offered))[:4]       # the highest first: any order is fine
    ui.tap(app, chosen[0])
    expect(cost).to_have_text("Still to give back: 3")
    ui.tap(app, chosen[1])
    expect(cost).to_have_text("Still to give back: 2")
    ui.tap(app, chosen[1])                        # changed my mind
    expect(cost).to_have_text("Still to give back: 3")
    ui.tap(app, chosen[1])
    ui.tap(app, chosen[2])
    expect(cost).to_have_text("Still to give back: 1")
    assert squares_with(app, "chosen") == sorted(chosen[:3])
    ui.shot(app, "pacru-3-reorientation-cost-1024x768")
    app.set_viewport_size({"width": 768, "height": 1024})
    assert board_fits(app)
    ui.shot(app, "pacru-3-reorientation-cost-768x1024")
    app.set_viewport_size({"width": 1024, "height": 768})
    ui.tap(app, chosen[3])
    returns = [f"-{n}" for n in offered if n in chosen]     # played in notation order
    for text in returns:
        record = record.play(text)
    ui.wait_ply(app, len(record), " ".join(returns))
    assert Record.from_text(ui.record_of(app)) == record
    check_board(app, record.state, "after the reorientation")
    expect(app.locator("#status")).to_have_text(
        f"{record.state.seat_name(record.state.to_move)} to move.")

    # Undo steps back one decision at a time: a returned tile, then the next.
    app.locator("#undo").click()
    expect(cost).to_have_text("Still to give back: 1")
    app.locator("#undo").click()
    expect(cost).to_have_text("Still to give back: 2")
    check_board(app, record.states[-3], "two decisions back")
    app.locator("#redo").click()
    app.locator("#redo").click()
    expect(ui.ply(app, len(record))).to_have_class(CURRENT)
    check_board(app, record.state, "redone")
    assert ui.problems(app) == []
    ui.shot(app, "pacru-4-after-three-turns-1024x768")


def test_blocked_player_is_told_out(app, ui):
    ui.go(app, "#/play/" + BLOCKED.to_text())
    state = BLOCKED.state
    (gone,) = state.eliminated_now
    name = state.seat_name(gone)
    expect(app.locator("#app .msg.out")).to_contain_text(
        f"{name} is blocked: none of {name}'s pieces can move, so {name} is out.")
    expect(app.locator(f"#app .pacru-seats .seat-{gone}")).to_have_class(re.compile(r"\bout\b"))
    check_board(app, state, "after the blocked turn")
    assert ui.problems(app) == []


def test_board_fits_and_prompt_shows_at_tablet_sizes(app, ui):
    ui.go(app, "#/play/" + BASE.to_text())
    for size, (width, height) in TABLETS.items():
        app.set_viewport_size({"width": width, "height": height})
        expect(app.locator("#app .board button[data-sq]")).to_have_count(81)
        assert board_fits(app), size
        expect(app.locator("#pacru-prompt")).to_be_in_viewport()
        ui.shot(app, f"pacru-0-link-{size}")


def test_rules_page_has_an_anchor_per_rule(app, ui):
    ui.go(app, "#/rules/pacru")
    expect(app.locator("article.rules h1")).to_have_text("Pacru: how to play")
    for n in range(1, 17):
        expect(app.locator(f"#r{n}")).to_have_count(1)
    assert app.locator("article.rules figure.diagram").count() >= 14
    assert app.locator("article.rules .chevron").count() > 50
    assert ui.problems(app) == []


# A position where South's move c5-g5 leaves the connection change or a crossing claim to
# decide, and the connection change wins at once (40 tiles, +3 of 42), so the hint is it.
CONNECTION_WINS = ("pp1/pacru/2011/from=SN%20SSS1.%28Ns%291SSS%2FSSS3SSS%2FSSS3SSS%2FSSS3SSS"
                   "%2FSSS%28Se%293SS1%2FSSS6%2FSSS6%2FSSS6%2F1SS6%20S%20-%200/c5-g5")


def test_a_hint_at_a_decision_names_its_button_and_marks_it(app, ui):
    """A hint that is a decision made with a button (here the connection change) says
    the button's words, outlines that button (also in forced colours), describes it by
    the hint for a screen reader, and tells the live region the button is marked."""
    record = Record.from_text(CONNECTION_WINS)
    assert "c" in {m.text for m in record.state.legal_moves()}
    for size in ((1024, 768), (390, 844)):
        app.set_viewport_size({"width": size[0], "height": size[1]})
        ui.go(app, "#/play/" + record.to_text())
        app.locator("#hint").click()
        message = app.locator("#message")
        button = app.locator('#app .decisions button[data-move="c"]')
        expect(message).to_have_text(re.compile(r"^Hint: press “Connection change: "))
        words = button.text_content()
        assert words.startswith("Connection change: ") and words in message.text_content()
        expect(button).to_have_class(re.compile(r"\bhinted\b"))
        expect(button).to_have_attribute("aria-describedby", "message")
        expect(button).to_be_focused()
        expect(app.locator("#live")).to_have_text(
            message.text_content() + ". Its button is marked: press it to play it.")
        for forced in ("none", "active"):
            app.emulate_media(forced_colors=forced)
            style = button.evaluate("b => getComputedStyle(b).outlineStyle + ' ' + "
                                    "getComputedStyle(b).outlineWidth")
            assert style.startswith("dashed ") and style != "dashed 0px", (forced, style)
            button.scroll_into_view_if_needed()
            ui.shot(app, f"pacru-decision-hint-{size[0]}x{size[1]}-forced-{forced}")
        app.emulate_media(forced_colors="none")
    button.click()                                         # the hinted decision wins
    expect(app.locator("#status")).to_have_text("South reaches 42 tiles and wins.")
    assert ui.problems(app) == []
