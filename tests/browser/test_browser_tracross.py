"""Tracross and its solitaire in the browser, driven by clicks and checked against the
engines run here in CPython.

* A two-player game started from the home page's dialog (fresh dice: the seed is read
  back from the URL hash), played to a win by taps; after every placement each square's
  SVG piece (its tracks' end points, not just a class), the preview of the next piece,
  the last move, the sides' colours and the panel's next pieces and rolls are the
  engine's; at the end the lit paths are exactly the engine's winning track.
* The solitaire opened by a link to the source's 3x3 example, with its labels as the
  source prints them, solved by "Which piece?" choices with a solution from the solver;
  labels turn joined as tracks close (and broken when a wrong piece goes down); the Hint
  names the solver's move without playing it.
* A reload mid-game resumes the same game at the move shown.
* Tracks meet from square to square, along the board's edges as in its middle.

All tests share the one booted page of the `app` fixture (a fresh context costs a cold
boot). No sleeps: every wait is on something the page shows.
"""

import random
import re

import pytest
from playwright.sync_api import expect

from piecepad.games.tracross_solitaire import solver as tracross_solver
from piecepad.record import Record
from piecepad.tracks import PATHS, SIDES
from piecepad.view.tracks import NAMES as TILE_NAMES

NAMES = ("Player 1", "Player 2")
SIDE_WORDS = {"NS": "north and south", "WE": "west and east"}
CURRENT = re.compile(r"\bcurrent\b")
OVER = re.compile(r"\bover\b")
# An SVG tile is drawn in a 100x100 box with N at the top: a track's two end points are
# the midpoints of the sides it joins.
SIDE_AT = {(50.0, 0.0): "N", (100.0, 50.0): "E", (50.0, 100.0): "S", (0.0, 50.0): "W"}
PIECE_WORDS = {0: "Empty the square", 1: "Piece 1 ╯╭", 2: "Piece 2 ╮╰", 3: "Piece 3 ┼"}
# Source text 001's label example (docs/notation.md, "Labelling order"), as strips are
# drawn: N and S from file a rightwards, W and E from the top rank down.
EXAMPLE = "112/212/212"
EXAMPLE_STRIPS = {"N": "AEF", "W": "ABC", "E": "FEB", "S": "CDD"}


# -- games, found by the engine --------------------------------------------------------
def winning_line(record, seeds=5000):
    """A whole game from ``record`` (its dice fixed by its seed), each placement drawn by
    random.Random(k): the first k whose game is won (not drawn) by a single track that
    passes over a crossing (so one of its two paths is lit, not the other) after 7 or
    more placements; failing that, any won game; failing that, any game."""
    won = ended = None
    for k in range(seeds):
        rng = random.Random(k)
        r = record
        while r.state.outcome is None:
            r = r.play(rng.choice(r.state.legal_moves()))
        state = r.state
        ended = ended or r
        if not state.outcome.winners:
            continue
        won = won or r
        crossing = any(state.tiles[sq] == 3 for sq, _, _ in state.winning_track)
        if crossing and len(state.winning_tracks) == 1 and len(r) >= 7:
            return r
    return won or ended


def open_line(record, plies, seed=0):
    """``plies`` placements drawn by random.Random(seed) that do not end the game."""
    rng = random.Random(seed)
    while True:
        r = record
        while len(r) < plies and r.state.outcome is None:
            r = r.play(rng.choice(r.state.legal_moves()))
        if r.state.outcome is None:
            return r


# -- reading the page -------------------------------------------------------------------
def read_board(page):
    return page.evaluate("""() => [...document.querySelectorAll('#app .board [data-sq]')]
        .map(el => ({sq: el.dataset.sq, label: el.getAttribute('aria-label'),
                     cls: [...el.classList],
                     tint: getComputedStyle(el).backgroundImage !== 'none',
                     svgs: [...el.querySelectorAll('svg')].map(s => ({
                         cls: [...s.classList],
                         paths: [...s.querySelectorAll('path')].map(p => ({
                             cls: [...p.classList], d: p.getAttribute('d')}))}))}))""")


def sides_of(d):
    """The two sides an SVG track path joins, from its first and last points."""
    nums = [float(v) for v in re.findall(r"-?\d+(?:\.\d+)?", d)]
    ends = ((nums[0], nums[1]), (nums[-2], nums[-1]))
    assert all(e in SIDE_AT for e in ends), f"a track that does not end at a side: {d}"
    return frozenset(SIDE_AT[e] for e in ends)


def engine_paths(piece):
    return sorted("".join(sorted(SIDES[a] + SIDES[b])) for a, b in PATHS[piece])


def expected_lit(state):
    """(square, {the two sides}) of every path of the winning track(s)."""
    return {(sq, frozenset((a, b))) for track in (getattr(state, "winning_tracks", None) or ())
            for sq, a, b in track}


def check_tiles(page, state, ghost=None, where=""):
    """Every square: its SVG piece is the engine's tile (the class and where each track
    path really goes), the crossing's N-S line drawn over its W-E one; the lit paths are
    exactly the winning track's; an empty square holds only the preview of ``ghost`` (the
    piece a tap would place) or nothing; the accessible name, the border classes and the
    last move agree."""
    grid, n = state.grid, state.size
    cells = read_board(page)
    assert len(cells) == n * n, where
    lit = expected_lit(state)
    wrong = []
    for cell in cells:
        name = cell["sq"]
        sq = grid.parse(name)
        x, y = grid.xy(sq)
        piece = state.tiles[sq]
        svgs = cell["svgs"]
        pieces = [c for s in svgs for c in s["cls"] if c.startswith("piece-")]
        if piece:
            if len(svgs) != 1 or "ghost" in svgs[0]["cls"] or pieces != [f"piece-{piece}"]:
                wrong.append((name, "svg", [s["cls"] for s in svgs], f"piece {piece}"))
                continue
            paths = svgs[0]["paths"]
            tracks = [p for p in paths if "track" in p["cls"]]
            drawn = sorted("".join(sorted(sides_of(p["d"]))) for p in tracks)
            if drawn != engine_paths(piece):
                wrong.append((name, "tracks", drawn, engine_paths(piece)))
            got_lit = {sides_of(p["d"]) for p in tracks if "lit" in p["cls"]}
            want_lit = {pair for s, pair in lit if s == sq}
            if got_lit != want_lit:
                wrong.append((name, "lit", sorted(map(sorted, got_lit)),
                              sorted(map(sorted, want_lit))))
            if piece == 3:
                casing = [sides_of(p["d"]) for p in paths if "casing" in p["cls"]]
                if casing != [frozenset("NS")] or sides_of(paths[-1]["d"]) != frozenset("NS"):
                    wrong.append((name, "the crossing's N-S line is not drawn over", paths))
            if not cell["label"].startswith(f"{name}, piece {piece} ("):
                wrong.append((name, cell["label"], f"piece {piece}"))
        else:
            want = [f"piece-{ghost}"] if ghost else []
            if pieces != want or any("ghost" not in s["cls"] for s in svgs):
                wrong.append((name, "empty square", [s["cls"] for s in svgs],
                              f"preview {ghost}"))
            if not (cell["label"] == f"{name}, empty"
                    or cell["label"].startswith(f"{name}, empty, ")):
                wrong.append((name, cell["label"], "empty"))
        edges = {c for c in cell["cls"] if c.startswith("edge-")}
        if ghost is not None or state.game.id == "tracross":
            want_edges = {f"edge-{s}" for s, on in (("N", y == n - 1), ("S", y == 0),
                                                     ("W", x == 0), ("E", x == n - 1)) if on}
            if edges != want_edges:
                wrong.append((name, sorted(edges), sorted(want_edges)))
        if ("last" in cell["cls"]) != (sq == state.last_square):
            wrong.append((name, cell["cls"], f"last move {state.last_square}"))
        if cell["tint"] != (sq == state.last_square):       # and it shows
            wrong.append((name, "tinted" if cell["tint"] else "not tinted",
                          f"last move {state.last_square}"))
    assert not wrong, f"{where}: the board differs from the engine: {wrong}"


def read_seats(page):
    return page.evaluate("""() => [...document.querySelectorAll('#app .tracross-seats li')]
        .map(li => ({cls: [...li.classList], text: li.textContent.trim(),
                     chip: [...(li.querySelector('.piece-chip svg')?.classList ?? [])]}))""")


def check_panel(page, state, where=""):
    """Each player's sides, next piece and the roll that chose it, and its picture."""
    want = []
    for seat in (0, 1):
        roll = state.last_roll[seat]
        why = f" (rolled {roll})" if roll else ""
        joins = f"{NAMES[seat]} joins {SIDE_WORDS[state.sides[seat]]}."
        if state.outcome is not None:      # no next pieces once the game is over
            want.append({"cls": [f"seat-{seat}"], "text": joins, "piece": None})
            continue
        want.append({"cls": [f"seat-{seat}"],
                     "text": f"{joins} Next: piece {state.next_piece[seat]}{why}",
                     "piece": f"piece-{state.next_piece[seat]}"})
    got = [{"cls": r["cls"], "text": r["text"],
            "piece": next((c for c in r["chip"] if c.startswith("piece-")), None)}
           for r in read_seats(page)]
    assert got == want, where


def owners(state):
    return {f"own-{side}-{seat}" for seat, pair in enumerate(state.sides) for side in pair}


def play_area_classes(page):
    return set(page.locator("#app .play-area").get_attribute("class").split())


def read_labels(page):
    return page.evaluate("""() => Object.fromEntries(['N', 'W', 'E', 'S'].map(side => [side,
        [...document.querySelectorAll(`#app .labels-${side} .label`)]
            .map(l => ({text: l.querySelector('[aria-hidden="true"]').textContent,
                        said: l.querySelector('.sr-only').textContent,
                        cls: [...l.classList], title: l.title}))]))""")


EDGE_WORDS = {"N": "north edge, column", "S": "south edge, column", "W": "west edge, row",
              "E": "east edge, row"}


def edge_said(side, i, name, status):
    """What a screen reader hears of one edge cell (issue 44, item 1)."""
    place = "abcdefghijklmnopqrstuvwxyz"[i] if side in "NS" else str(i + 1)
    return f"{EDGE_WORDS[side]} {place}: {name}, {status}"


def check_labels(page, state, where=""):
    """Each label beside its edge unit, with the engine's status (joined/broken/open)."""
    n = state.size
    strips = read_labels(page)
    wrong = []
    for side, items in strips.items():
        if len(items) != n:
            wrong.append((side, len(items)))
            continue
        for i, item in enumerate(items):
            uid = (side, i if side in "NS" else n - 1 - i)
            name = state.labels[uid]
            status = state.label_status[name]
            kinds = [c for c in item["cls"] if c in ("joined", "broken", "open")]
            if item["text"] != name or kinds != [status] or item["title"] != f"{name}: {status}" \
                    or item["said"] != edge_said(*uid, name, status):
                wrong.append((uid, item, name, status))
    assert not wrong, f"{where}: the labels differ from the engine: {wrong}"
    counts = {k: list(state.label_status.values()).count(k) for k in ("joined", "broken", "open")}
    expect(page.locator("#app .summary")).to_contain_text(
        f"Labels: {counts['joined']} joined, {counts['broken']} broken, "
        f"{counts['open']} still open.")
    laid = [(t, o) for t, o in zip(state.tiles, state.original) if t]
    expect(page.locator("#app .summary")).to_contain_text(
        f"Pieces laid: {len(laid)} of {n * n}; {sum(t != o for t, o in laid)} of them differ "
        f"from the original (at least {state.settings['min_changed_cells']} must).")
    return counts


def raw_record(page):
    """The record in the hash, as the page wrote it (option values stay %-escaped, so an
    original like 112%2F212%2F212 keeps its slashes out of the record's fields)."""
    h = page.evaluate("location.hash")
    assert h.startswith("#/play/"), h
    return Record.from_text(h[len("#/play/"):])


def tap(page, square):
    page.locator(f'#app button[data-sq="{square}"]').click()


def wait_ply(page, ui, n, move):
    try:
        expect(ui.ply(page, n)).to_have_class(CURRENT, timeout=5_000)
    except AssertionError:
        raise AssertionError(f"ply {n} ({move}) was not played; #message says "
                             f"{page.locator('#message').text_content()!r}") from None


def start_by_dialog(page, ui, game_id, title, **options):
    ui.go(page, "#/")
    page.locator(f'.game-card[data-game="{game_id}"] button[data-action="new-game"]').click()
    dialog = page.locator("dialog#dialog")
    expect(dialog).to_be_visible()
    expect(dialog.locator("h2")).to_have_text(f"New game: {title}")
    for name, value in options.items():
        dialog.locator(f'select[name="{name}"]').select_option(value)
    dialog.locator("#start-game").click()
    expect(dialog).to_be_hidden()


def choose_piece(page, square, move, offered, before_click=None):
    """Tap ``square``, check the "Which piece?" buttons (``offered``: their moves, in
    order), then (after ``before_click()``, if given) click ``move``."""
    tap(page, square)
    choice = page.locator('#app .choice[role="group"]')
    expect(choice).to_be_visible()
    expect(choice.locator("p")).to_have_text("Which piece?")
    expect(page.locator(f'#app button[data-sq="{square}"]')).to_have_class(
        re.compile(r"\bselected\b"))
    buttons = choice.locator('button[data-action="play"]')
    expect(buttons).to_have_count(len(offered))
    got = buttons.evaluate_all("els => els.map(e => [e.dataset.move, e.textContent])")
    assert got == [[m, PIECE_WORDS[int(m.split(":")[1])]] for m in offered], square
    if before_click:
        before_click()
    choice.locator(f'button[data-move="{move}"]').click()


# -- tests ------------------------------------------------------------------------------
def test_two_player_game_from_the_dialog_to_a_win(app, ui):
    """Dialog (4x4, a die every turn, Forth mapping, Player 1 on west-east, Player 2
    first) -> Start; the hash carries a fresh seed; then every placement by one tap on an
    empty square until a track joins two opposite sides. After each placement every
    square's SVG piece, the previews, the last move and the panel's next pieces and rolls
    are the engine's (so Pyodide rolled the same dice as CPython); at the end the status
    names the winner and the lit paths are exactly the engine's winning track."""
    start_by_dialog(app, ui, "tracross", "Tracross", size="4", roll_each_turn="true",
                    die_mapping="forth", p1_sides="WE", first_player="2")
    record = raw_record(app)
    args = dict(record.start_args)
    assert set(args) == {"size", "roll_each_turn", "die_mapping", "p1_sides", "first_player",
                         "seed"}, args
    assert (args["size"], args["roll_each_turn"], args["die_mapping"], args["p1_sides"],
            args["first_player"]) == (4, True, "forth", "WE", 2)
    assert len(record) == 0 and isinstance(args["seed"], int)
    state = record.state
    expect(app.locator("#status")).to_have_text("Player 2 to move.")
    expect(app.locator("#live")).to_have_text("New game of Tracross. Player 2 to move.")
    assert owners(state) == {"own-W-0", "own-E-0", "own-N-1", "own-S-1"}
    assert owners(state) <= play_area_classes(app)
    expect(app.locator("#app .board [data-sq]")).to_have_count(16)

    # The piece a tap would place shows, faintly, only under the pointer.
    app.locator('#app button[data-sq="a1"]').hover()
    ghost = f"svg.tile.ghost.piece-{state.next_piece[state.to_move]}"
    expect(app.locator(f'#app button[data-sq="a1"] {ghost}')).to_have_css("opacity", "0.4")
    expect(app.locator(f'#app button[data-sq="b2"] {ghost}')).to_have_css("opacity", "0")

    game = winning_line(record)
    outcome = game.state.outcome
    for n, text in enumerate(game.moves, start=1):
        before, after = game.states[n - 1], game.states[n]
        check_tiles(app, before, before.next_piece[before.to_move], f"before ply {n} ({text})")
        check_panel(app, before, f"before ply {n}")
        expect(app.locator("#status")).to_have_text(f"{NAMES[before.to_move]} to move.")
        tap(app, text)
        wait_ply(app, ui, n, text)
        expect(app.locator("#message")).to_have_text("")
        if n == 1:
            roll = before.last_roll[before.to_move]
            piece = before.next_piece[before.to_move]
            rolled = f"rolled {roll} and lays" if roll is not None else "lays"
            expect(app.locator("#live")).to_have_text(
                f"{NAMES[before.to_move]} {rolled} {TILE_NAMES[piece]} on {text}. "
                + (f"{NAMES[after.to_move]} to move." if after.to_move is not None
                   else outcome.reason + "."))
    state = game.state
    check_tiles(app, state, None, "at the end")
    check_panel(app, state, "at the end")
    assert owners(state) <= play_area_classes(app)
    assert ui.record_of(app) == game.with_gid("").to_text()

    status = app.locator("#status")
    expect(status).to_have_text(outcome.reason + ".")
    expect(status).to_have_class(OVER)
    if outcome.winners:
        winner = NAMES[outcome.winners[0]]
        # "<winner> joins ...", or "<other>'s tile joins ..., so <winner> wins"
        assert re.search(rf"^{winner} joins |, so {winner} wins$", outcome.reason), outcome.reason
        lit_squares = set(app.locator("#app .board [data-sq]:has(path.track.lit)")
                          .evaluate_all("els => els.map(e => e.dataset.sq)"))
        assert lit_squares == {state.grid.name(sq) for sq, _, _ in state.winning_track}
        assert app.locator("#app .board path.track.lit").count() == len(expected_lit(state))
    else:
        assert outcome.reason.startswith("Draw")
        expect(app.locator("#app .board path.lit")).to_have_count(0)
    expect(app.locator("#hint")).to_have_count(0)
    expect(app.locator("#rematch")).to_be_visible()
    assert ui.problems(app) == []
    path = ui.shot(app, "tracross-won-1024x768")
    assert path.stat().st_size > 10_000

    # After the end a tap on a square left empty only says that the game is over.
    empty = [state.grid.name(sq) for sq, t in enumerate(state.tiles) if not t]
    if empty:
        tap(app, empty[0])
        expect(app.locator("#message")).to_have_text(f"The game is over: {outcome.reason}.")
        expect(app.locator("#moves button[data-ply]")).to_have_count(len(game) + 1)
    assert ui.problems(app) == []


def test_solitaire_example_solved_by_clicks(app, ui):
    """The source's 3x3 example opened by a link: its labels are the source's. A solution
    from the solver (the one differing from the original in the most squares) is placed
    square by square through "Which piece?"; a wrong piece on the way breaks a label and
    is replaced. Labels turn joined as their tracks close, the Hint names the solver's
    next move without playing it, and the last piece solves the puzzle."""
    ui.go(app, "#/play/pp1/tracross-solitaire/1.0/original=112%2F212%2F212/")
    record = raw_record(app)
    assert record.to_text() == "pp1/tracross-solitaire/1.0/original=112%2F212%2F212/"
    state = record.state
    grid, n = state.grid, state.size
    assert n == 3
    strips = read_labels(app)
    assert {side: "".join(i["text"] for i in items) for side, items in strips.items()} \
        == EXAMPLE_STRIPS
    assert check_labels(app, state, "at the start") == {"joined": 0, "broken": 0, "open": 6}
    check_tiles(app, state, None, "at the start")
    expect(app.locator("#status")).to_have_text("Your move.")
    expect(app.locator("#hint")).to_be_visible()

    # The solution that differs from the original in as many squares as any does.
    best = next((k, found) for k in range(n * n, 0, -1)
                if (found := tracross_solver.solve(state, min_changed=k)) is not None)
    changed, solution = best
    assert solution != state.original and tracross_solver.Puzzle.of(state).matches(solution)
    reading = [grid.index(x, y) for y in range(n - 1, -1, -1) for x in range(n)]
    moves = [f"{grid.name(sq)}:{solution[sq]}" for sq in reading]

    # A detour: the first placement (in this order) where another piece breaks a label.
    detour = None
    for i, sq in enumerate(reading):
        now = record.upto(0)
        for m in moves[:i]:
            now = now.play(m)
        for p in (1, 2, 3):
            if p != solution[sq] and "broken" in now.state.play(
                    now.state.parse(f"{grid.name(sq)}:{p}")).label_status.values():
                detour = (i, f"{grid.name(sq)}:{p}")
                break
        if detour:
            break
    assert detour is not None

    line = record
    ply = 0
    joined_before_end = 0
    hinted = False
    for i, move in enumerate(moves):
        square = move.split(":")[0]
        if detour[0] == i:
            wrong = detour[1]
            choose_piece(app, square, wrong, [f"{square}:{p}" for p in (1, 2, 3)])
            ply += 1
            wait_ply(app, ui, ply, wrong)
            line = line.play(wrong)
            counts = check_labels(app, line.state, f"after the wrong piece {wrong}")
            assert counts["broken"] >= 1
            check_tiles(app, line.state, None, f"after the wrong piece {wrong}")
            # The piece there can be emptied or replaced: the choice offers the others.
            bad = int(wrong.split(":")[1])
            choose_piece(app, square, move, [f"{square}:{p}" for p in range(4) if p != bad],
                         lambda: ui.shot(app, "tracross-solitaire-mid-solve-1024x768"))
            ply += 1
            wait_ply(app, ui, ply, move)
            got = app.locator("#moves button[data-ply]").evaluate_all(
                "els => els.map(e => e.textContent)")
            assert got[-1] == move and got[-2] == wrong
        else:
            if not hinted and i >= len(moves) // 2 and \
                    "broken" not in line.state.label_status.values():
                # The Hint: the solver's next move, named, focused, not played.
                want = line.state.hint()
                hash_before = app.evaluate("location.hash")
                app.locator("#hint").click()
                message = app.locator("#message")
                expect(message).to_have_text(re.compile(r"^Hint: "))
                text = message.text_content()[len("Hint: "):]
                # Named as the piece chooser's button names it: "Piece 2 ╮╰ on c3".
                hinted_sq, piece = want.text.split(":")
                assert text.startswith(f"Piece {piece} ") and text.endswith(f" on {hinted_sq}"), \
                    (text, want.text)
                assert want.text in {m.text for m in line.state.legal_moves()}
                assert line.state.tiles[grid.parse(hinted_sq)] != int(piece)
                expect(ui.ply(app, ply)).to_have_class(CURRENT)
                expect(app.locator("#moves button[data-ply]")).to_have_count(ply + 1)
                assert app.evaluate("location.hash") == hash_before
                assert app.evaluate("document.activeElement?.dataset.sq") == hinted_sq
                check_tiles(app, line.state, None, "after the hint")
                hinted = True
            choose_piece(app, square, move, [f"{square}:{p}" for p in (1, 2, 3)])
            ply += 1
            wait_ply(app, ui, ply, move)
        line = line.play(move)
        check_tiles(app, line.state, None, f"after {move}")
        counts = check_labels(app, line.state, f"after {move}")
        assert counts["broken"] == 0, move
        if i < len(moves) - 1:
            joined_before_end = counts["joined"]
            expect(app.locator("#status")).to_have_text("Your move.")
    assert hinted
    assert 0 < joined_before_end < 6, "no label turned joined before the last piece"

    state = line.state
    assert state.tiles == solution and state.changed == changed
    outcome = state.outcome
    assert outcome is not None
    status = app.locator("#status")
    expect(status).to_have_text(
        f"Solved: every label joins its twin, and {changed} of the 9 squares differ from "
        "the original.")
    expect(status).to_have_class(OVER)
    assert check_labels(app, state, "solved") == {"joined": 6, "broken": 0, "open": 0}
    expect(app.locator("#hint")).to_have_count(0)
    assert raw_record(app) == line
    assert ui.problems(app) == []
    ui.shot(app, "tracross-solitaire-solved-1024x768")
    # Once solved, a tap changes nothing and says why.
    tap(app, "b2")
    expect(app.locator("#message")).to_have_text(f"The game is over: {outcome.reason}.")
    expect(app.locator("#app .choice")).to_have_count(0)
    expect(app.locator("#moves button[data-ply]")).to_have_count(ply + 1)


def test_reload_mid_game_resumes(app, ui):
    """A link to a 5x5 game with its seed; four placements by taps, Undo; a reload shows
    the same squares, panel, move list and the move shown; Redo and a further tap go on
    from there, with the engine's pieces."""
    game = open_line(Record.new("tracross", size=5, seed=20240601), 6, seed=3)
    start = game.upto(0)
    ui.go(app, "#/play/" + start.to_text())
    check_tiles(app, start.state, start.state.next_piece[0], "from the link")
    k = 4
    for n in range(1, k + 1):
        tap(app, game.moves[n - 1])
        wait_ply(app, ui, n, game.moves[n - 1])
    app.locator("#undo").click()
    expect(ui.ply(app, k - 1)).to_have_class(CURRENT)
    expect(app.locator("#redo")).to_be_enabled()
    shown = game.states[k - 1]
    check_tiles(app, shown, shown.next_piece[shown.to_move], "after Undo")

    def snap():
        return {**ui.board_snapshot(app), "board": read_board(app), "seats": read_seats(app),
                "area": sorted(play_area_classes(app)),
                "viewing": app.evaluate(
                    "document.querySelector('#app .viewing')?.textContent ?? null")}
    before, url = snap(), app.url
    assert ui.record_of(app) == game.upto(k - 1).to_text()
    assert before["viewing"].startswith(f"Back at move {k - 1} of {k}")

    ui.reload(app)
    assert app.url == url
    assert snap() == before
    check_tiles(app, shown, shown.next_piece[shown.to_move], "after the reload")
    check_panel(app, shown, "after the reload")
    app.locator("#redo").click()
    expect(ui.ply(app, k)).to_have_class(CURRENT)
    text = game.moves[k]
    tap(app, text)
    wait_ply(app, ui, k + 1, text)
    assert ui.record_of(app) == game.upto(k + 1).to_text()
    after = game.states[k + 1]
    check_tiles(app, after, after.next_piece[after.to_move], "after the reload and two moves")
    check_panel(app, after, "after the reload and two moves")
    assert ui.problems(app) == []


def read_track_ends(page):
    """Per square: each track path's d and its two end points on screen (px)."""
    return page.evaluate("""() => [...document.querySelectorAll('#app .board [data-sq]')]
        .map(el => ({sq: el.dataset.sq, paths: [...el.querySelectorAll(
            'svg.tile:not(.ghost) path.track')].map(p => {
                const m = p.getScreenCTM(), len = p.getTotalLength();
                return {d: p.getAttribute('d'), ends: [0, len].map(t => {
                    const q = p.getPointAtLength(t);
                    return [m.a * q.x + m.c * q.y + m.e, m.b * q.x + m.d * q.y + m.f]; })};
            })}))""")


def test_tracks_meet_from_square_to_square(app, ui):
    """On a finished 4x4 board every track that crosses from one square into the next
    meets its continuation: all joints are as narrow as the narrowest one (within 1 px),
    along the board's edges as in its middle."""
    game = winning_line(Record.new("tracross", size=4, seed=42))
    ui.go(app, "#/play/" + game.to_text())
    expect(app.locator("#status")).to_have_text(game.state.outcome.reason + ".")
    check_tiles(app, game.state, None, "from the link")
    grid = game.state.grid
    end_at = {}
    for cell in read_track_ends(app):
        for path in cell["paths"]:
            nums = [float(v) for v in re.findall(r"-?\d+(?:\.\d+)?", path["d"])]
            for point, xy in zip(path["ends"], ((nums[0], nums[1]), (nums[-2], nums[-1]))):
                end_at[(cell["sq"], SIDE_AT[xy])] = point
    joints = {}
    for (name, side), (x, y) in end_at.items():
        gx, gy = grid.xy(grid.parse(name))
        step = {"E": (1, 0, "W"), "N": (0, 1, "S")}.get(side)
        if step and grid.contains(gx + step[0], gy + step[1]):
            other = (grid.name(grid.index(gx + step[0], gy + step[1])), step[2])
            if other in end_at:
                ox, oy = end_at[other]
                joints[f"{name}{side}-{other[0]}{other[1]}"] = round(
                    ((x - ox) ** 2 + (y - oy) ** 2) ** 0.5, 1)
    assert len(joints) >= 8, joints
    ui.shot(app, "tracross-edge-joints-1024x768")
    narrowest = min(joints.values())
    wide = {k: v for k, v in joints.items() if v > narrowest + 1}
    assert not wide, f"joints wider than the narrowest ({narrowest} px): {wide}"


def test_a_puzzle_typed_into_the_dialog_and_a_typo_that_loses_nothing(app, ui):
    """The solitaire's original filling is typed in the new-game dialog (it cannot be
    listed); a malformed one is refused with the engine's reason and the text and
    choices stay as entered, ready to fix. At phone size."""
    app.set_viewport_size({"width": 390, "height": 844})
    ui.go(app, "#/")
    app.locator('.game-card[data-game="tracross-solitaire"] button[data-action="new-game"]').click()
    dialog = app.locator("dialog#dialog")
    box = dialog.locator('input[name="original"]')
    expect(box).to_be_visible()
    box.fill("112/212/21")
    dialog.locator('select[name="min_changed_cells"]').select_option("4")
    dialog.locator("#start-game").click()
    expect(dialog.locator('[role="alert"]')).to_contain_text("original")
    expect(dialog.locator('input[name="original"]')).to_be_focused()   # ready to fix
    expect(dialog.locator('input[name="original"]')).to_have_value("112/212/21")
    expect(dialog.locator('select[name="min_changed_cells"]')).to_have_value("4")
    ui.shot(app, "solitaire-dialog-typo-390x844")
    dialog.locator('input[name="original"]').fill("112/212/212")
    dialog.locator("#start-game").click()
    expect(dialog).to_be_hidden()
    record = raw_record(app)
    assert record.state.size == 3 and record.state.settings["min_changed_cells"] == 4
    assert "original=112%2F212%2F212" in record.to_text()
    expect(app.locator("#status")).to_have_text("Your move.")
    assert ui.problems(app) == []
