"""One contract, every game: each test here runs over ``games.ids()`` and over a toy
game that exists only in the tests (its folder tests/view/toy/), registered by a
catalogue row alone. A behaviour one game has, every game has."""

import random
import re
import sys
from pathlib import Path

import pytest

from piecepad import catalogue, games
from piecepad.ai import choose
from piecepad.app.session import Session
from piecepad.game import OFF, Move
from piecepad.grid import Grid
from piecepad.record import Record
from piecepad.view import pages, registry
from piecepad.view.contract import GameView

# The toy game's folder (tests/view/toy/) is a top-level package, also when the browser
# tests import this module as tests.view.test_contract.
_HERE = str(Path(__file__).resolve().parent)
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)
from toy import ROW as TOY  # noqa: E402  (the worked example of docs/adding-a-game.md)
from view_helpers import make_app, new_record  # noqa: E402
IDS = games.ids() + ("toy",)
ARROWS = ((1, 0), (-1, 0), (0, 1), (0, -1))


@pytest.fixture(autouse=True, scope="module")
def toy_registered():
    catalogue.register(TOY)
    yield
    catalogue.unregister(TOY.id)


def playout(game_id, seed, cap=80):
    """A random game: the record after each move (the first is the start)."""
    rng = random.Random(seed)
    records = [new_record(game_id, seed)]
    while len(records) <= cap and records[-1].state.outcome is None:
        records.append(records[-1].play(rng.choice(records[-1].state.legal_moves())))
    return records


def decode_args(state):
    args = dict(state.options)
    if state.game.min_players != state.game.max_players:
        args["players"] = state.players
    return args


def app_at(record):
    a = make_app(clock=lambda: 1000)
    a.open("#/play/" + record.to_text())
    return a


@pytest.mark.parametrize("game_id", IDS)
def test_catalogue_row_view_and_game_agree(game_id):
    row, game = catalogue.entry(game_id), games.get(game_id)
    assert game.id == game_id and game.title == row.title
    assert row.title and row.players and row.blurb
    assert isinstance(registry.view(game_id), GameView)
    assert f'data-game="{game_id}"' in pages.home([])


@pytest.mark.parametrize("game_id", IDS)
@pytest.mark.parametrize("seed", range(3))
def test_playouts_round_trip_records_and_positions(game_id, seed):
    records = playout(game_id, seed)
    game = games.get(game_id)
    for record in records:
        state = record.state
        assert isinstance(state.grid, Grid)
        if state.outcome is not None:
            assert state.to_move is None and state.legal_moves() == ()
        assert game.decode(game.encode(state), **decode_args(state)) == state
    last = records[-1]
    again = Record.from_text(last.to_text())
    assert again == last and again.state == last.state


@pytest.mark.parametrize("game_id", IDS)
def test_moves_carry_their_squares(game_id):
    for record in playout(game_id, 7, cap=40):
        state = record.state
        grid = state.grid
        for move in state.legal_moves():
            assert isinstance(move, Move) and str(move) == move.text
            assert state.parse(move.text) == move
            for sq in (move.origin, move.square):
                assert sq is None or grid.is_square(sq), (move, sq)
            assert move.target is None or move.target == OFF or grid.is_square(move.target)
            assert move.target is None or move.origin is not None
            assert move.facing is None or move.origin is not None
            assert not (move.origin is not None and move.square is not None)


@pytest.mark.parametrize("game_id", IDS)
def test_computer_chooses_a_legal_move(game_id):
    for record in playout(game_id, 3, cap=12)[::6]:
        state = record.state
        if state.outcome is None:
            move = choose(state, level="easy", iterations=20, seed=1)
            assert move in state.legal_moves()


@pytest.mark.parametrize("game_id", IDS)
def test_game_and_embed_pages_draw_every_square(game_id):
    for record in playout(game_id, 5, cap=30)[::10]:
        s = Session(record)
        for html in (pages.game_page(s.frame()), pages.embed_page(s.frame(), "https://pp.test/")):
            for name in record.state.grid.names:
                assert f'data-sq="{name}"' in html


@pytest.mark.parametrize("game_id", IDS)
def test_a_tap_on_every_square(game_id):
    for record in playout(game_id, 11, cap=20)[::10]:
        for name in record.state.grid.names:
            a = app_at(record)
            a.tap(name)
            a.tap(name)
            assert a.session is not None and "Something went wrong" not in a.page_html
            line = a.session.line
            assert line.moves[:len(record)] == record.moves and len(line) <= len(record) + 2


@pytest.mark.parametrize("game_id", IDS)
def test_arrow_keys_from_every_square(game_id):
    record = playout(game_id, 2, cap=6)[-1]
    a = app_at(record)
    grid = record.state.grid
    for name in grid.names:
        x, y = grid.xy(grid.parse(name))
        for dx, dy in ARROWS:
            a.key(name, dx, dy)
            nx = min(max(x + dx, 0), grid.width - 1)
            ny = min(max(y + dy, 0), grid.height - 1)
            want = grid.name(grid.index(nx, ny))
            if (nx, ny) == (x, y) and a.screen.beyond():   # past the edge: the tray, the buttons
                assert a.focus_selector in [sel for _, sel in a.screen.beyond()]
                continue
            assert a.session.focus == want
            assert a.focus_selector == f'[data-sq="{want}"]'
            assert f'data-sq="{want}"' in a.page_html


@pytest.mark.parametrize("game_id", IDS)
def test_hint_shows_a_move(game_id):
    record = playout(game_id, 4, cap=4)[-1]
    if record.state.outcome is not None:
        record = new_record(game_id)
    a = app_at(record)
    token = a.position_token()
    search = a.hint_search(token)
    while not search.step(50):
        pass
    a.show_hint(token, search.best())
    kind, text = a.session.message
    assert kind == "info" and text.startswith(("Hint: ", "No hint"))
    assert a.session.line.moves == record.moves       # shown, not played


@pytest.mark.parametrize("game_id", IDS)
@pytest.mark.parametrize("seed", [1, 6])
def test_a_hint_is_drawn_on_the_board_and_a_tap_on_it_plays_it(game_id, seed):
    record = playout(game_id, seed, cap=5)[-1]
    if record.state.outcome is not None:
        record = new_record(game_id, seed)
    a = app_at(record)
    move = random.Random(seed).choice(record.state.legal_moves())
    a.show_hint(a.position_token(), move.text)
    squares = a.session.hint_squares()
    assert squares, move
    for sq in squares:
        cell = re.search(f'<[^>]*data-sq="{sq}"[^>]*>', a.page_html).group(0)
        assert re.search(r'class="[^"]*\bhint\b', cell), (sq, cell)
    if move.origin is not None and move.target is not None:
        a.tap(move.origin)                      # the hinted piece stays picked
        assert a.session.selected == move.origin and a.session.hint is not None
    a.tap(move.target if move.target not in (None, OFF) else move.square or move.origin)
    if a.session.choice:          # several moves share the square: the hint is marked
        assert re.search(f'class="primary hinted"[^>]*data-move="{re.escape(move.text)}"|'
                         f'data-move="{re.escape(move.text)}"[^>]*class="primary hinted"',
                         a.page_html), a.page_html
        a.action("play", move=move.text)
    assert a.session.line.moves == record.moves + (move.text,), a.session.message
    assert "hint" not in re.findall(r'class="([^"]*)"', a.page_html)


def play_by_hand(a, move):
    """Play ``move`` the way a person does: taps on the board, a button otherwise."""
    s = a.session
    if move.is_step:
        a.tap(move.origin)
        if len(s.line) == len(a.session.line) and a.session.selected == move.origin:
            a.tap(move.target)
    elif move.square is not None and not s.gathering():
        a.tap(move.square)
    if a.session.choice or len(a.session.line) == a.session.cursor and \
            a.session.line.moves[-1:] != (move.text,):
        a.action("play", move=move.text)


@pytest.mark.parametrize("game_id", IDS)
def test_every_kind_of_move_can_be_played_by_hand(game_id):
    rng = random.Random(5)
    record = new_record(game_id, 5)
    a = app_at(record)
    for _ in range(40):
        state = a.session.state
        if state.outcome is not None:
            break
        move = rng.choice(state.legal_moves())
        before = len(a.session.line)
        play_by_hand(a, move)
        assert a.session.line.moves[before:] == (move.text,), (move, a.session.message)
        record = record.play(move)
        assert a.session.record == record


def test_the_toy_game_is_known_by_its_catalogue_row_alone():
    assert "toy" in games.ids() and games.get("toy").title == TOY.title
    assert registry.view("toy").describe(Session(Record.new("toy")).frame()).startswith("<p>")
    assert registry.has_rules("toy")
    a = make_app(clock=lambda: 1000, base_url="")
    a.open("#/play/pp1/toy/1//b2.a1")
    assert a.session.state.to_move == 0 and "Toy board" in a.page_html


@pytest.mark.parametrize("game_id", IDS)
def test_a_move_found_without_the_listing_is_the_listed_move(game_id):
    """``State._lookup`` (a game's shortcut for replaying long records) finds only
    legal moves, each the same as the listed one."""
    records = playout(game_id, 9, cap=40)
    texts = {m.text for r in records for m in r.state.legal_moves()} | {"a1", "a1-a2", "pass"}
    for record in records[::4]:
        state = record.state
        listed = {m.text: m for m in state.legal_moves()}
        for text in texts:
            found = state._lookup(text) if state.outcome is None else None
            if found is not None:
                want = listed.get(text)
                assert want is not None, f"{text} is not legal in {state!r}"
                assert (found.data, found.origin, found.target, found.square, found.facing) == \
                    (want.data, want.origin, want.target, want.square, want.facing)


@pytest.mark.parametrize("game_id", [g for g in games.ids() if registry.view(g).turnable])
def test_a_turnable_board_turns_to_the_player_to_move(game_id):
    from piecepad.view.board import on_board
    record = next(r for r in playout(game_id, 2, cap=12)[1:] if r.state.to_move not in (None, 0))
    a = app_at(record)
    a.session.turn_board = True
    a.render()
    turns = a.session.board_turns()
    assert turns, "the second player's board is turned"
    grid = record.state.grid
    high = grid.height if turns % 2 == 0 else grid.width
    top_left = grid.name(grid.index(*on_board(grid, turns, 0, high - 1)))
    first = re.search(r'<button[^>]*data-sq="([a-z]+\d+)"', a.page_html).group(1)
    assert first == top_left
    # The arrows follow the board as drawn: "up" on screen is toward the top row.
    a.key(top_left, 0, 1)
    assert a.session.focus == top_left


# Positions where a decision made with a button is legal, which random games seldom
# reach: Dodg'em's forced pass, Pacru's connection change and declining a meeting claim.
BUTTON_DECISIONS = {
    "dodgem": ["pp1/dodgem/1.0/axis=V/a5-a6.f3-e3.a6-off.e3-e2.a4-a5.e2-e1.a3-a4.f6-e6."
               "a2-a3.f5-e5.a5-a6.e5-f5.a6-off.f5-e5.a1-a2.e6-d6.a4-a5.f2-f1.a5-a6.d6-c6."
               "a6-off.c6-d6.a3-a4.f4-e4.a4-a5.d6-c6.a5-a6.e5-d5.a6-off.d5-c5.a2-a3.c6-b6."
               "a3-a4.b6-a6.a4-a5.c5-b5"],
    "pacru": ["pp1/pacru/2011/from=SN%204.%28Ns%294%2F9%2F9%2F9%2F3S1S3%2F3S%28Se%292S2%2F9"
              "%2F9%2F9%20S%20-%200/d4-g4",
              "pp1/pacru/2011/meeting_optional=true;from=SN%20NNNN1NNNN%2F4N4%2F9%2F4S%28Ss"
              "%294%2F4S4%2F4S%28Sn%294%2F9%2F9%2F.%28Nn%298%20S%20-%200/e4-e5"],
}


def hint_cases(game_id, seeds=(0, 1, 2), cap=40):
    """(record, move): one of each kind of move met in a few random games and the
    positions above (a step, a step off the board, a square, a turn, each button
    decision by its text)."""
    found = {}
    extra = [Record.from_text(text) for text in BUTTON_DECISIONS.get(game_id, ())]
    for records in [extra] + [playout(game_id, seed, cap=cap) for seed in seeds]:
        for record in records:
            for move in record.state.legal_moves():
                kind = (move.is_step, move.target == OFF, move.square is not None, move.is_turn,
                        "" if move.on_board else move.text)
                found.setdefault(kind, (record, move))
    return list(found.values())


def shown_text(html):
    """What a reader sees of some HTML: tags dropped, entities read."""
    from html import unescape
    return unescape(re.sub(r"<[^>]*>", "", html)).strip()


@pytest.mark.parametrize("game_id", IDS)
def test_every_kind_of_hint_names_a_thing_on_screen_and_marks_it(game_id):
    """A hint says in words what to do, and what it names is marked: a move made with
    a button names that button's words, the button is outlined and points the screen
    reader at the hint; a move on the board names its squares, which are marked. The
    live region says which of the two it is. Never a bare "Hint: c"."""
    from html import escape
    cases = hint_cases(game_id)
    assert cases
    buttons = {m.text for _, m in cases if not m.on_board}
    assert buttons >= {"dodgem": {"pass"}, "pacru": {"c", "*none"}}.get(game_id, set()), buttons
    for record, move in cases:
        a = app_at(record)
        a.show_hint(a.position_token(), move.text)
        kind, text = a.session.message
        said = a.announcement
        assert kind == "info" and text.startswith("Hint: "), (move, text)
        named = text[len("Hint: "):]
        if not move.on_board or move.is_turn:         # made with a button
            found = re.search(f'<button([^>]*data-move="{re.escape(escape(move.text))}"[^>]*)>'
                              r"(.*?)</button>", a.page_html)
            assert found, (move, a.page_html)
            assert re.search(r'class="[^"]*\bhinted\b', found.group(1)), found.group(0)
            assert 'aria-describedby="message"' in found.group(1), found.group(0)
            assert shown_text(found.group(2)) in named, (move, text, found.group(0))
            assert "button is marked" in said and "on the board" not in said, said
        else:
            squares = a.session.hint_squares()
            assert squares, move
            for sq in squares:
                cell = re.search(f'<[^>]*data-sq="{sq}"[^>]*>', a.page_html).group(0)
                assert re.search(r'class="[^"]*\bhint\b', cell), (sq, cell)
                assert re.search(rf"\b{re.escape(sq)}\b", named), (move, text)
            label = str(a.session.view.choice_label(move))
            if move.square is not None:      # the view's words for it, not its notation
                assert label in named, (move, text, label)
            assert "marked on the board" in said, said
        assert named.strip(" .") != move.text or re.fullmatch(r"[a-z]+\d+", move.text), text


# -- the keyboard focus stays on the board (issue 32, item 3) --------------------------
TAB_STOP = '.board [data-sq][tabindex="0"]'


def play_by_hand(a, move):
    """Make ``move`` as a person does: taps on the board (the piece, then where it
    goes, or the tray to bear off), the chooser's button when several moves share a
    square, else the move's own button. True once it is played."""
    before = len(a.session.line)
    if move.is_step:
        a.tap(move.origin)
        a.tap(move.target)
    elif move.square is not None:
        a.tap(move.square)
    elif move.is_turn:
        a.tap(move.origin)
    if len(a.session.line) == before:
        a.action("play", move=move.text)     # a chooser's, a turn's or a decision's button
    return len(a.session.line) == before + 1


def assert_focus_on_board(a, what):
    """The app asks the glue to focus a square of the board that is on the page."""
    selector = a.focus_selector
    assert selector, f"{what}: no focus asked for (it would fall to the page's body)"
    square = re.fullmatch(r'\.board \[data-sq="([^"]+)"\]', selector)
    if square:
        assert re.search(f'<button[^>]*data-sq="{re.escape(square.group(1))}"', a.page_html), \
            (what, selector)
    else:
        assert selector == TAB_STOP, (what, selector)
        assert len(re.findall(r'<button[^>]*role="gridcell"[^>]*tabindex="0"', a.page_html)) == 1


@pytest.mark.parametrize("game_id", IDS)
def test_after_every_kind_of_move_the_focus_is_on_the_board(game_id):
    """A step, a bear-off by the tray, a decision's button (a pass, Pacru's choices),
    a chooser's button, a turn: the focus goes to the square the move arrived on, or
    the board's tab stop, never to the page's body."""
    for record, move in hint_cases(game_id):
        a = app_at(record)
        assert play_by_hand(a, move), (move.text, a.session.message)
        assert_focus_on_board(a, f"{game_id} {move.text}")
        landed = move.target if move.target not in (None, OFF) else move.square
        if landed is not None and a.session.line.moves[len(record)] == move.text:
            assert a.focus_selector == f'.board [data-sq="{landed}"]', (move.text, a.focus_selector)


@pytest.mark.parametrize("game_id", IDS)
def test_a_new_game_and_a_closed_dialog_put_the_focus_on_the_board(game_id):
    a = make_app(clock=lambda: 1000)
    a.open("#/")
    a.action("new-game", game=game_id)
    a.start_game(game_id, {})
    assert a.dialog_html is None
    assert_focus_on_board(a, "Start")
    for opened in ("share", "new-game", "open-game"):
        a.focus_selector = None
        a.action(opened, game=game_id)
        assert a.dialog_html is not None
        a.action("close-dialog")
        assert a.dialog_html is None
        assert_focus_on_board(a, f"{opened} closed")
    a.focus_selector = None
    a.action("open-game", game=game_id)
    a.action("open-game-text", text="#/play/" + a.session.record.to_text())
    assert_focus_on_board(a, "Open a game")


def test_the_computers_move_leaves_the_focus_alone():
    a = app_at(new_record("dodgem"))
    a.seats = ("human", "easy")
    a.tap("a5")
    a.tap("a6")
    a.focus_selector = None
    a.computer_play(a.position_token(), a.session.state.legal_moves()[0].text)
    assert len(a.session.line) == 2 and a.focus_selector is None


def test_arrow_keys_reach_the_tray_and_the_buttons_and_come_back():
    """Past the board's edge the arrows go on to the bear-off tray, then the decision
    buttons, and back to the board; nothing else changes."""
    bear = Record.from_text(BUTTON_DECISIONS["dodgem"][0]).upto(2)    # a6 may bear off
    a = app_at(bear)
    a.tap("a6")
    assert OFF in a.session.targets()
    a.key("a6", 0, 1)                          # up, past the edge (axis V: off is north)
    assert a.focus_selector == '[data-sq="off"]'
    assert re.search(r'<button[^>]*data-sq="off"', a.page_html)
    a.key("off", 0, -1)                        # down: nothing after the tray, so the board
    assert a.focus_selector == '.board [data-sq="a6"]'
    a.key("a6", -1, 0)                         # left, past the edge: the last control
    assert a.focus_selector == '[data-sq="off"]'
    assert len(a.session.line) == len(bear) and a.session.selected == "a6"

    passing = app_at(Record.from_text(BUTTON_DECISIONS["dodgem"][0]))
    assert [n for n, _ in passing.screen.beyond()] == ["pass"]
    passing.key("a1", 0, -1)
    selector = passing.focus_selector
    assert selector == '[data-keys][data-move="pass"]'
    assert re.search(r'<button(?=[^>]*data-keys)(?=[^>]*data-move="pass")', passing.page_html)
    passing.key_beyond("pass", 1, 0)           # past the last button: back to the board
    assert passing.focus_selector.startswith(".board ")


@pytest.mark.parametrize("game_id", IDS)
def test_the_board_is_a_grid_of_named_cells(game_id):
    """The WAI-ARIA grid pattern: a grid of rows of gridcells, one tab stop, each
    cell named by its square and what stands on it, and a sentence on the keys."""
    a = app_at(playout(game_id, 1, cap=4)[-1])
    html = a.page_html
    grid = a.session.state.grid
    assert len(re.findall(r'role="grid"', html)) == 1
    assert 'aria-describedby="board-keys"' in html and 'id="board-keys"' in html
    assert len(re.findall(r'role="row"', html)) == grid.height or \
        len(re.findall(r'role="row"', html)) == grid.width
    cells = re.findall(r'<button[^>]*role="gridcell"[^>]*aria-label="([^"]*)"', html)
    assert len(cells) == len(grid.names)
    assert all(label.split(", ")[0] in grid.names for label in cells)


def chooser_case():
    """A solitaire position where one tap opens "Which piece?": (record, a move)."""
    for seed in range(6):
        for record in playout("tracross-solitaire", seed, cap=12):
            for moves in Session(record).square_moves().values():
                if len(moves) > 1:
                    return record, moves[-1]
    raise AssertionError("no solitaire position with a chooser in six games")



def test_a_chooser_that_opens_takes_the_focus():
    """"Which piece?" opens below the board (below the fold on a phone): its first
    button takes the focus, which brings it into view; the arrows go through its buttons."""
    record, move = chooser_case()
    a = app_at(record)
    a.tap(move.square)
    assert a.session.choice and a.focus_selector == ".choice button[data-move]"
    assert re.search(r'class="controls choice"[^>]*>.*?<button[^>]*data-move=', a.page_html)
    first, second = a.session.choice[:2]
    a.key_beyond(first.text, 1, 0)
    assert a.focus_selector == f'[data-keys][data-move="{second.text}"]'
