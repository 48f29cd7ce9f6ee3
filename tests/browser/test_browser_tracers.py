"""Tracers in the browser: whole games by clicks, checked square by square against the
engine; the path preview, the path choice (knight_path=either_L), the scored-line coins,
an illegal tap, the three ways a game ends, and a reload mid-game.

Every game is computed here by the engine (a seeded search, so the same line each run
for a given engine); the page is driven by clicks only. All tests share the one booted
page of the `app` fixture (a fresh context costs a cold boot).
"""

import random
import re

import pytest
from playwright.sync_api import expect

from piecepad.record import Record

NAMES = ("Light", "Dark")
MARK_WORDS = {0: "", 1: "marked Light", 2: "marked Dark", 3: "marked by both"}
MARK_TAGS = {0: "", 1: "L", 2: "D", 3: "LD"}
# Words the board adds after what stands on a square (board.py's _FLAGS).
FLAG_WORDS = {"selected", "capture", "legal move", "will be marked", "last move"}
CURRENT = re.compile(r"\bcurrent\b")
OVER = re.compile(r"\bover\b")


# -- games, found by the engine -------------------------------------------------
def _seeded_game(seed, options, greedy):
    """A whole game: each move drawn by random.Random(seed); greedy: among the moves
    that score the most lines for the mover (so lines do get completed)."""
    rng = random.Random(seed)
    record = Record.new("tracers", **options)
    while record.state.outcome is None:
        state = record.state
        moves = state.legal_moves()
        if greedy:
            best = max(state.play(m).scores[state.to_move] for m in moves)
            moves = [m for m in moves if state.play(m).scores[state.to_move] == best]
        record = record.play(rng.choice(moves))
    return record


def _find(options, wanted, greedy=False, seeds=3000):
    for seed in range(seeds):
        record = _seeded_game(seed, options, greedy)
        if wanted(record):
            return record
    raise AssertionError(f"no seed below {seeds} gives the game wanted ({options})")


def _own_mark_tap(record):
    """(ply index, square): the first position where the mover's pawn could reach, by a
    knight move, a square carrying only its own mark (a tap there is refused)."""
    for i, state in enumerate(record.states[:-1]):
        grid, me = state.game.grid, state.to_move
        x, y = grid.xy(state.pawns[me])
        for dx, dy in ((1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)):
            if grid.contains(x + dx, y + dy):
                sq = grid.index(x + dx, y + dy)
                if state.marks.at(sq) == 1 << me and sq != state.pawns[me ^ 1]:
                    return i, grid.name(sq)
    return None


def _lines_scored(state):
    return sum(s >= 0 for s in state.scored)


def _wants_line_game(r):
    """Default options, won by a fifth line, both players scoring, a square marked by
    both, a move that scores two lines at once, and a refusable own-mark tap."""
    s = r.state
    return ("fifth line" in s.outcome.reason and min(s.scores) >= 1 and 3 in s.marks.cells
            and len(r) <= 34 and _own_mark_tap(r) is not None
            and any(_lines_scored(b) - _lines_scored(a) >= 2
                    for a, b in zip(r.states, r.states[1:])))


LINE_GAME = _find({}, _wants_line_game, greedy=True)
# knight_path=either_L, Dark captures or Light captures; both kinds of path are taken.
CAPTURE_GAME = _find({"knight_path": "either_L"}, lambda r: (
    "captures" in r.state.outcome.reason and 8 <= len(r) <= 16
    and 2 <= sum(" via " in m for m in r.moves) <= len(r) - 3))
TRAP_GAME = _find({}, lambda r: "trapped" in r.state.outcome.reason and len(r) >= 10
                  and any(s >= 0 for s in r.state.scored))


# -- reading the page ---------------------------------------------------------------
def start_by_dialog(page, ui, **options):
    """Home -> New game on the Tracers card -> the dialog's selects -> Start."""
    ui.go(page, "#/")
    page.locator('.game-card[data-game="tracers"] button[data-action="new-game"]').click()
    dialog = page.locator("dialog#dialog")
    expect(dialog).to_be_visible()
    expect(dialog.locator("h2")).to_have_text("New game: Tracers")
    for name, value in options.items():
        dialog.locator(f'select[name="{name}"]').select_option(value)
    dialog.locator("#start-game").click()
    expect(dialog).to_be_hidden()


def read_board(page):
    return page.evaluate("""() => [...document.querySelectorAll('#app .board [data-sq]')]
        .map(el => ({sq: el.dataset.sq, label: el.getAttribute('aria-label'),
                     cls: [...el.classList], path: el.dataset.path ?? null,
                     tag: el.querySelector('.mark-tag')?.dataset.tag ?? '',
                     pawns: [...el.querySelectorAll('.pawn')].map(p => p.className)}))""")


def expected_words(state, sq):
    """What stands on a square, in the board's words, from the engine's state."""
    pawns = " and ".join(f"{NAMES[s]} pawn" for s in (0, 1) if state.pawns[s] == sq)
    return ", ".join(filter(None, [pawns, MARK_WORDS[state.marks.at(sq)]])) or "empty"


def check_board(page, state, where=""):
    """Every square's accessible name, mark class, mark letters and pawns are the
    engine's; the legal destinations (class target / capture) and their data-path too."""
    grid = state.game.grid
    cells = read_board(page)
    assert len(cells) == 64, where
    dests = {}
    for move in state.legal_moves():
        kind, _, to, marked = move.data
        dests.setdefault(grid.name(to), (kind, [grid.name(s) for s in marked]))
    wrong = []
    for cell in cells:
        sq = grid.parse(cell["sq"])
        value = state.marks.at(sq)
        head = f"{cell['sq']}, {expected_words(state, sq)}"
        rest = cell["label"][len(head):]
        flags = rest.split(", ")[1:] if rest else []
        if not cell["label"].startswith(head) or (rest and not rest.startswith(", ")) \
                or not set(flags) <= FLAG_WORDS:
            wrong.append((cell["sq"], cell["label"], "expected " + head))
        if (f"mark-{value}" in cell["cls"]) != bool(value) or cell["tag"] != MARK_TAGS[value]:
            wrong.append((cell["sq"], cell["cls"], cell["tag"], f"mark {value}"))
        seats = sorted(s for s in (0, 1) if state.pawns[s] == sq)
        if sorted(int(p.split("seat-")[1][0]) for p in cell["pawns"]) != seats:
            wrong.append((cell["sq"], cell["pawns"], f"pawns {seats}"))
        if ("shared" in cell["cls"]) != (len(seats) == 2):
            wrong.append((cell["sq"], cell["cls"], "shared" if len(seats) == 2 else "alone"))
        kind, path = dests.get(cell["sq"], (None, None))
        if ("target" in cell["cls"]) != (kind == "knight") or \
                ("capture" in cell["cls"]) != (kind == "capture"):
            wrong.append((cell["sq"], cell["cls"], f"destination {kind}"))
        want_path = " ".join(path) if kind == "knight" else None
        if cell["path"] != want_path:
            wrong.append((cell["sq"], f"data-path {cell['path']!r}", f"expected {want_path!r}"))
    assert not wrong, f"{where}: board differs from the engine: {wrong}"


def read_coins(page):
    """Each scored-line coin: the coordinate beside it (rank or file) and its seat."""
    return page.evaluate("""() => [...document.querySelectorAll('#app .line-coin')].map(c => {
        const coord = c.closest('.coord');
        return {line: (coord.classList.contains('rank') ? 'rank ' : 'file ')
                      + coord.textContent.trim(),
                seat: c.classList.contains('seat-0') ? 0 : c.classList.contains('seat-1') ? 1 : -1,
                title: c.getAttribute('title')};
    })""")


def expected_coins(state):
    lines = [f"rank {i + 1}" for i in range(8)] + [f"file {'abcdefgh'[i]}" for i in range(8)]
    return sorted(({"line": lines[i], "seat": s, "title": f"scored by {NAMES[s]}"}
                   for i, s in enumerate(state.scored) if s >= 0), key=lambda c: c["line"])


def check_lines(page, state, where=""):
    got = sorted(read_coins(page), key=lambda c: c["line"])
    assert got == expected_coins(state), where
    a, b = state.scores
    plural = lambda k: "line" if k == 1 else "lines"
    expect(page.locator("#app .summary")).to_contain_text(
        f"Light {a} {plural(a)} · Dark {b} {plural(b)} (first to 5 wins)")


def previewed(page):
    return sorted(page.locator("#app .board .previewing").evaluate_all(
        "els => els.map(e => e.dataset.sq)"))


def hover_preview(page, square, path):
    """Hover a destination: exactly the squares of its path are outlined."""
    page.locator(f'#app button[data-sq="{square}"]').hover()
    expect(page.locator("#app .board .previewing")).to_have_count(len(path))
    assert previewed(page) == sorted(path), f"hovering {square}"


def status_of(outcome):
    return outcome.reason + "."


# -- tests ------------------------------------------------------------------------------
def test_whole_game_to_a_fifth_line_by_clicks(app, ui):
    """Dialog -> Start -> every move by one tap on its destination, until a player
    completes a fifth line. Before each move: the destinations and their data-path are the
    engine's, and hovering the destination outlines exactly its path; after each move the
    64 squares and the scored-line coins are the engine's. Illegal taps explain why in a
    player's words."""
    game = LINE_GAME
    outcome = game.state.outcome
    winner = NAMES[outcome.winners[0]]
    assert outcome.reason == f"{winner} completes a fifth line and wins"
    refuse_at, refused_square = _own_mark_tap(game)

    start_by_dialog(app, ui, first_player="dark", knight_path="long_leg_first")
    assert ui.record_of(app) == "pp1/tracers/1.1//"
    expect(app.locator("#status")).to_have_text("Dark to move.")
    expect(app.locator("#live")).to_have_text("New game of Tracers. Dark to move.")
    expect(app.locator("#app .line-coin")).to_have_count(0)

    # A tap on a square that is not a destination: refused, with the reason.
    ui.tap(app, "h7")
    expect(app.locator("#message")).to_contain_text(
        "A pawn moves like a knight (two squares one way, one square the other) or "
        "captures by a single step.")
    expect(app.locator("#message")).to_have_class(re.compile(r"\berror\b"))
    expect(app.locator("#moves button[data-ply]")).to_have_count(1)  # just "Start"

    # Focus (keyboard) previews a path as hovering does; leaving the board clears it.
    first = game.states[0].parse(game.moves[0])
    path0 = [game.game.grid.name(s) for s in first.data[3]]
    app.locator(f'#app button[data-sq="{game.moves[0][3:5]}"]').focus()
    expect(app.locator("#app .board .previewing")).to_have_count(len(path0))
    assert previewed(app) == sorted(path0)
    app.locator("#status").hover()
    app.locator("#new-game").focus()
    expect(app.locator("#app .board .previewing")).to_have_count(0)

    grid = game.game.grid
    coin_shot = None
    for n, text in enumerate(game.moves, start=1):
        before, after = game.states[n - 1], game.states[n]
        where = f"before ply {n} ({text})"
        check_board(app, before, where)
        move = before.parse(text)
        kind, _, to, marked = move.data
        dest = grid.name(to)
        assert kind == "knight" or n == len(game.moves)
        hover_preview(app, dest, [grid.name(s) for s in marked])
        if n == len(game) // 2:
            ui.shot(app, "tracers-mid-game-preview-1024x768")
        if n - 1 == refuse_at:
            ui.tap(app, refused_square)
            mover = NAMES[before.to_move]
            expect(app.locator("#message")).to_contain_text(
                f"You cannot land on your own mark ({refused_square} is marked by {mover}).")
            expect(ui.ply(app, n - 1)).to_have_class(CURRENT)
            hover_preview(app, dest, [grid.name(s) for s in marked])
        ui.tap(app, dest)
        ui.wait_ply(app, n, text)
        expect(app.locator("#message")).to_have_text("")
        if n == 1:
            expect(app.locator("#live")).to_have_text(
                f"Dark {text[:2]} to {text[3:5]}. Light to move.")
        check_lines(app, after, f"after ply {n} ({text})")
        if coin_shot is None and _lines_scored(after):
            coin_shot = ui.shot(app, "tracers-first-line-coin-1024x768")

    state = game.state
    check_board(app, state, "at the end")
    status = app.locator("#status")
    expect(status).to_have_text(status_of(outcome))
    expect(status).to_have_class(OVER)
    expect(app.locator("#live")).to_contain_text(status_of(outcome))
    expect(app.locator("#app .board .target, #app .board .capture")).to_have_count(0)
    expect(app.locator("#rematch")).to_be_visible()
    assert ui.record_of(app) == game.to_text()
    line_names = [f"rank {i + 1}" if i < 8 else f"file {'abcdefgh'[i - 8]}"
                  for i in range(16)]
    expect(app.locator("#app .summary .lines")).to_have_text(
        "Scored: " + ", ".join(f"{line_names[i]} ({NAMES[s]})"
                               for i, s in enumerate(state.scored) if s >= 0))

    # Each coin sits at the board's edge, beside its own rank (left) or file (below).
    geometry = app.evaluate("""() => {
        const box = el => el.getBoundingClientRect();
        const cells = [...document.querySelectorAll('#app .board [data-sq]')].map(box);
        const left = Math.min(...cells.map(r => r.left));
        const bottom = Math.max(...cells.map(r => r.bottom));
        const sq = n => box(document.querySelector(`#app [data-sq="${n}"]`));
        return {left, bottom, vw: innerWidth, vh: innerHeight,
            coins: [...document.querySelectorAll('#app .line-coin')].map(c => {
                const r = box(c), coord = c.closest('.coord'), t = coord.textContent.trim();
                const ref = coord.classList.contains('rank') ? sq('a' + t) : sq(t + '1');
                return {rank: coord.classList.contains('rank'), r: r.toJSON(), ref: ref.toJSON()};
            })};
    }""")
    assert len(geometry["coins"]) == sum(state.scores)
    for coin in geometry["coins"]:
        r, ref = coin["r"], coin["ref"]
        assert r["width"] > 4 and r["height"] > 4, coin
        assert 0 <= r["left"] and r["right"] <= geometry["vw"] and r["bottom"] <= geometry["vh"]
        if coin["rank"]:
            assert r["right"] <= geometry["left"] + 0.5, coin          # left of the board
            assert ref["top"] <= (r["top"] + r["bottom"]) / 2 <= ref["bottom"], coin
        else:
            assert r["top"] >= geometry["bottom"] - 0.5, coin          # below the board
            assert ref["left"] <= (r["left"] + r["right"]) / 2 <= ref["right"], coin

    # After the end a tap only says that the game is over.
    ui.tap(app, "d4")
    expect(app.locator("#message")).to_have_text(f"The game is over: {outcome.reason}.")
    assert ui.problems(app) == []
    assert coin_shot is not None
    path = ui.shot(app, "tracers-fifth-line-won-1024x768")
    assert path.stat().st_size > 10_000


def test_either_path_game_to_a_capture_by_clicks(app, ui):
    """knight_path=either_L from the dialog: a knight tap asks "Which way?" with one
    button per path (its data-path is the engine's, hovering it outlines that path);
    clicking the scripted path plays exactly that move, until a capture ends the game."""
    game = CAPTURE_GAME
    outcome = game.state.outcome
    start_by_dialog(app, ui, knight_path="either_L")
    assert ui.record_of(app) == "pp1/tracers/1.1/knight_path=either_L/"
    grid = game.game.grid
    shot_taken = False
    for n, text in enumerate(game.moves, start=1):
        before = game.states[n - 1]
        check_board(app, before, f"before ply {n} ({text})")
        move = before.parse(text)
        kind, _, to, _ = move.data
        dest = grid.name(to)
        ui.tap(app, dest)
        if kind == "capture":
            ui.wait_ply(app, n, text)
            continue
        same = [m for m in before.legal_moves() if m.data[2] == to]
        assert len(same) == 2
        choice = app.locator('#app .choice[role="group"]')
        expect(choice).to_be_visible()
        expect(choice.locator("p")).to_have_text("Which way?")
        buttons = choice.locator('button[data-action="play"]')
        expect(buttons).to_have_count(2)
        got = buttons.evaluate_all("els => els.map(e => [e.dataset.move, e.dataset.path, "
                                   "e.textContent])")
        want = []
        for m in same:
            label = ("Path via " + m.text.split(" via ")[1].replace(",", ", ")
                     if " via " in m.text else "Long leg first")
            want.append([m.text, " ".join(grid.name(s) for s in m.data[3]), label])
        assert got == want, f"ply {n}"
        expect(ui.ply(app, n - 1)).to_have_class(CURRENT)  # nothing played yet
        pick = choice.locator(f'button[data-move="{text}"]')
        pick.hover()
        path = [grid.name(s) for s in move.data[3]]
        expect(app.locator("#app .board .previewing")).to_have_count(len(path))
        assert previewed(app) == sorted(path), f"hovering the choice {text!r}"
        if " via " in text and not shot_taken:
            shot_taken = ui.shot(app, "tracers-which-way-1024x768")
        pick.click()
        ui.wait_ply(app, n, text)
        expect(app.locator("#app .choice")).to_have_count(0)

    check_board(app, game.state, "at the end")
    capturer = NAMES[outcome.winners[0]]
    assert outcome.reason == f"{capturer} captures {NAMES[1 - outcome.winners[0]]}'s pawn and wins"
    expect(app.locator("#status")).to_have_text(status_of(outcome))
    expect(app.locator("#status")).to_have_class(OVER)
    square = grid.name(game.state.pawns[0])
    expect(app.locator(f'#app button[data-sq="{square}"] .pawn')).to_have_count(2)
    assert ui.record_of(app) == game.to_text()
    assert ui.problems(app) == []
    ui.shot(app, "tracers-capture-won-1024x768")


def test_trap_ends_the_game_from_a_link(app, ui):
    """A link one move before a trap: the move by a tap, then the trapped player loses."""
    game = TRAP_GAME
    outcome = game.state.outcome
    loser = NAMES[game.state.side]
    assert outcome.reason == f"{loser} is trapped (no legal move) and loses"
    ui.go(app, "#/play/" + game.upto(len(game) - 1).to_text())
    expect(app.locator("#status")).to_have_text(f"{NAMES[1 - game.state.side]} to move.")
    check_lines(app, game.states[-2], "from the link")
    text = game.moves[-1]
    ui.tap(app, text[3:5])
    ui.wait_ply(app, len(game), text)
    check_board(app, game.state, "trapped")
    expect(app.locator("#status")).to_have_text(status_of(outcome))
    expect(app.locator("#app .board .target, #app .board .capture")).to_have_count(0)
    ui.tap(app, game.game.grid.name(game.state.pawns[game.state.side]))  # the trapped pawn
    expect(app.locator("#message")).to_have_text(f"The game is over: {outcome.reason}.")
    assert ui.problems(app) == []


def test_reload_mid_game_resumes(app, ui):
    """From a link one move before a line is scored: the scoring tap shows the coin; one
    more move, Undo; a reload shows the same squares, coins, move list and the move shown,
    and Redo and further taps go on from there."""
    game = LINE_GAME
    k = next(n for n in range(1, len(game)) if _lines_scored(game.states[n]))
    assert k + 2 < len(game)
    ui.go(app, "#/play/" + game.upto(k - 1).to_text())
    check_lines(app, game.states[k - 1], "from the link")
    expect(app.locator("#app .line-coin")).to_have_count(0)
    for n in (k, k + 1):
        ui.tap(app, game.moves[n - 1][3:5])
        ui.wait_ply(app, n, game.moves[n - 1])
    expect(app.locator("#app .line-coin")).to_have_count(_lines_scored(game.states[k + 1]))
    app.locator("#undo").click()
    expect(ui.ply(app, k)).to_have_class(CURRENT)
    expect(app.locator("#redo")).to_be_enabled()
    snap = lambda: {**ui.board_snapshot(app), "coins": read_coins(app),
                    "summary": app.locator("#app .summary").text_content(),
                    "viewing": app.locator("#app .viewing").text_content()}
    before, url = snap(), app.url
    assert ui.record_of(app) == game.upto(k).to_text()
    assert before["coins"] and before["viewing"].startswith(f"Back at move {k} of {k + 1}")

    ui.reload(app)
    assert app.url == url
    assert snap() == before
    check_board(app, game.states[k], "after the reload")
    check_lines(app, game.states[k], "after the reload")
    app.locator("#redo").click()
    expect(ui.ply(app, k + 1)).to_have_class(CURRENT)
    text = game.moves[k + 1]
    ui.tap(app, text[3:5])
    ui.wait_ply(app, k + 2, text)
    assert ui.record_of(app) == game.upto(k + 2).to_text()
    check_board(app, game.states[k + 2], "after the reload and two more moves")
    assert ui.problems(app) == []


@pytest.mark.parametrize("name, game", [("line", LINE_GAME), ("capture", CAPTURE_GAME),
                                        ("trap", TRAP_GAME)], ids=["line", "capture", "trap"])
def test_scripted_games_end_as_intended(name, game):
    """The engine's side of the scripts (no browser): each ends the way its test needs."""
    words = {"line": "completes a fifth line", "capture": "captures", "trap": "is trapped"}
    assert words[name] in game.state.outcome.reason
    assert Record.from_text(game.to_text()) == game
