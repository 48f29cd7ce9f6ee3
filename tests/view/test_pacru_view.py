"""Pacru on screen: tiles, shades and borderlands; chevrons and their facings; the
picked piece's power and destinations (pincers ringed); claims, the connection-or-
crossing choice, meetings, reorientation costs; tile counts; who went out and who won;
the board turned to the player to move; the rules page."""

import random
import re
from html import unescape

import pytest

from piecepad.app.session import Session
from piecepad.games import get
from piecepad.record import Record
from piecepad.games.pacru import view
from piecepad.view import pages
from piecepad.view.board import Highlights
from piecepad.view import registry
from piecepad.games.pacru.rules_page import position

GAME = get("pacru")


# -- helpers --------------------------------------------------------------------------
def at(state):
    """A session whose line starts at ``state`` (a position set up from text)."""
    return Session(Record(GAME, (), (), (state,)))


def decode(pieces, tiles=(), seats="SN", to=None, **options):
    return GAME.decode(position(pieces, tiles, seats, to), **options)


def session(*moves, **options):
    record = Record.new("pacru", **options)
    for m in moves:
        record = record.play(m)
    return Session(record)


def cells(html):
    """Square -> (class, aria-label, inner html) of every board square."""
    found = {}
    for m in re.finditer(r'<(button|span) ([^>]*data-sq="([a-i][1-9])"[^>]*)>(.*?)</\1>'
                         r'(?=<(?:button|span) [^>]*data-sq=|</div>)', html):
        attrs, name, inner = m.group(2), m.group(3), m.group(4)
        cls = re.search(r'class="([^"]*)"', attrs).group(1).split()
        label = re.search(r'aria-label="([^"]*)"', attrs).group(1).replace("&#x27;", "'")
        found[name] = (cls, label, inner)
    return found


def board_of(s):
    return cells(view.play_area(s.frame()))


def labels(html):
    return {sq: label for sq, (_, label, _) in cells(html).items()}


# -- the board --------------------------------------------------------------------------
def test_every_square_says_its_tile_and_piece():
    s = session("a3-b4", "+b4", players=2)
    names = labels(view.play_area(s.frame()))
    assert len(names) == 81
    assert names["b4"].startswith("b4, South's piece facing north-east, South's orange tile")
    assert names["e9"].startswith("e9, North's piece facing south, neutral white tile")
    assert names["e5"] == "e5, neutral white tile"          # shade 0: (4 + 4) even
    assert names["e6"] == "e6, neutral grey tile"
    assert names["a1"].startswith("a1, North's piece facing north-east, neutral white tile")
    for sq in ("a9", "i1", "i9"):                           # all four corners share a shade
        assert "neutral white tile" in names[sq]


def test_neutral_shades_run_along_diagonals_and_tiles_carry_colour_pattern_and_letter():
    state = decode({"e9": "Ns", "e1": "Sn"}, {"c3": "S", "g7": "N"})
    html = view.board(state)
    board = cells(html)
    for sq, (cls, _, _) in board.items():
        x, y = ord(sq[0]) - 97, int(sq[1]) - 1
        if sq in ("c3", "g7"):
            continue
        assert f"shade-{(x + y) % 2}" in cls and "neutral" in cls
    assert "tile-0" in board["c3"][0] and '<span class="tile-letter" data-tag="S" aria-hidden="true">' \
        in board["c3"][2]
    assert "tile-1" in board["g7"][0] and 'data-tag="N"' in board["g7"][2]
    assert "North's blue tile" in board["g7"][1]


def test_borderlands_have_heavy_borders_every_three_squares():
    html = view.board(GAME.start())
    board = cells(html)
    for sq, (cls, _, _) in board.items():
        x, y = ord(sq[0]) - 97, int(sq[1]) - 1
        assert ("bl-l" in cls) == (x % 3 == 0) and ("bl-r" in cls) == (x % 3 == 2), sq
        assert ("bl-t" in cls) == (y % 3 == 2) and ("bl-b" in cls) == (y % 3 == 0), sq


@pytest.mark.parametrize("facing", ["n", "ne", "e", "se", "s", "sw", "w", "nw"])
def test_chevrons_point_in_eight_directions(facing):
    state = decode({"e5": "S" + facing, "a9": "Ns"})
    cls, label, inner = cells(view.board(state))["e5"]
    assert f'class="chevron facing-{facing}"' in inner
    assert f'data-facing="{facing}"' in inner and 'class="piece seat-0"' in inner
    assert "<svg" in inner and "style=" not in inner      # the CSP forbids style attributes
    assert label.startswith(f"e5, South's piece facing {view.FACING_WORDS[facing]}")
    # Turned half round, a piece pointing north points down the screen.
    turned = cells(view.board(state, turns=2))["e5"][2]
    shown = view.FACINGS[(view.FACINGS.index(facing) + 4) % 8]
    assert f'class="chevron facing-{shown}"' in turned


def test_four_players_have_four_colours_and_letters():
    s = session(players=4)
    board = board_of(s)
    seen = {}
    for sq, (_, label, inner) in board.items():
        m = re.search(r'class="piece seat-(\d)".*?class="piece-letter" data-tag="(\w)"', inner)
        if m:
            seen[int(m.group(1))] = m.group(2)
    assert seen == {0: "S", 1: "W", 2: "N", 3: "E"}
    assert view.COLOURS == ("orange", "blue", "yellow", "black")


# -- picking a piece ----------------------------------------------------------------------
def test_picking_a_piece_shows_its_power_and_destinations():
    state = decode({"d4": "Se", "e9": "Ns"}, {"d4": "S", "f4": "S", "d5": "S"})
    s = at(state)
    s.tap("d4")
    board = board_of(s)
    targets = {sq for sq, (cls, _, _) in board.items() if "target" in cls}
    assert targets == {"e5", "f6", "g7", "e4", "f4", "g4", "e3", "f2", "g1"}  # power 3
    cls, label, inner = board["d4"]
    assert "selected" in cls and "power of movement 3" in label and '<span class="pom"' in inner
    assert "legal move" in board["g4"][1]
    html = pages.game_page(s.frame())
    assert "Power of movement 3" in html and "3 of your tiles in its borderland d4-f6" in html
    # A connection (d4 to f4, both South) previews the tile it would colour.
    assert 'data-path="e4"' in re.search(r'<button [^>]*data-sq="f4"[^>]*>', html).group(0)


def test_pincer_targets_are_marked_differently():
    state = decode({"d4": "Sn", "f4": "Sn", "e5": "Ns", "a9": "Ns"})
    s = at(state)
    s.tap("d4")
    board = board_of(s)
    cls, label, _ = board["e5"]
    assert "capture" in cls and "target" not in cls and "capture" in label
    assert "target" in board["d5"][0] and "capture" not in board["d5"][0]
    assert "1 of them by pincer (ringed)" in pages.game_page(s.frame())
    assert view.choice_label(s.state.parse("d4xe5")) == "Pincer: d4 takes e5"
    assert s.tap("e5") and s.line.moves == ("d4xe5",)


def test_rotate_buttons_on_the_picked_piece_say_angle_direction_and_cost():
    state = decode({"e5": "Sn", "a9": "Ns"}, {"e5": "S", "a1": "S", "b1": "S", "c1": "S",
                                              "d1": "S"})
    s = at(state)
    s.tap("e5")
    html = pages.game_page(s.frame())
    buttons = re.findall(r'<button type="button" data-action="play" data-move="(e5&gt;\w+)" '
                         r'class="turn"[^>]*>([^<]*)</button>', html)
    assert buttons == [("e5&gt;w", "↺ 90° to W · give back 4"),
                       ("e5&gt;nw", "↺ 45° to NW · give back 2"),
                       ("e5&gt;ne", "↻ 45° to NE · give back 2"),
                       ("e5&gt;e", "↻ 90° to E · give back 4")]
    assert "45° gives back 2 of your tiles, 90° gives back 4" in html


def test_reorientation_cost_is_shown_and_tiles_are_given_back_in_any_order():
    state = decode({"e5": "Sn", "a9": "Ns"}, {"e5": "S", "a1": "S", "b1": "S", "c1": "S",
                                              "d1": "S", "i1": "S"})
    s = at(state)
    assert s.play("e5>e")                       # 90 degrees: 4 of the 5 free tiles
    html = pages.game_page(s.frame())
    assert "Still to give back: 4" in html
    board = board_of(s)
    offered = {sq for sq, (cls, _, _) in board.items() if "give-back" in cls}
    assert offered == {"a1", "b1", "c1", "d1", "i1"}          # any four, not just the lowest
    assert "can be given back" in board["i1"][1]
    assert s.tap("i1") is False and s.tap("c1") is False
    board = board_of(s)
    assert "chosen" in board["i1"][0] and "chosen to give back" in board["i1"][1]
    assert "Still to give back: 2" in pages.game_page(s.frame())
    assert s.tap("c1") is False                  # unchosen again
    assert "Still to give back: 3" in pages.game_page(s.frame())
    assert s.tap("a1") is False and s.tap("d1") is False
    assert s.tap("b1") is True                   # the fourth: played in notation order
    assert s.line.moves == ("e5>e", "-a1", "-b1", "-d1", "-i1")
    assert s.state.pending_kind == "move" and s.state.to_move == 1
    # Undo steps back one decision at a time.
    assert s.undo() and s.state.pending_kind == "reorient-cost"
    assert "Still to give back: 1" in pages.game_page(s.frame())


def test_gathering_is_declared_by_pacru_only():
    from piecepad import games
    from piecepad.game import State
    assert type(GAME.start()).gathering is not State.gathering
    assert GAME.start().gathering() is None
    for game_id in games.ids():
        if game_id != "pacru":
            assert type(games.get(game_id).start()).gathering is State.gathering


# -- claims -----------------------------------------------------------------------------
def test_claimable_tiles_are_highlighted_after_a_crossing_and_taken_by_a_tap():
    s = session("a3-b4")
    board = board_of(s)
    claims = {sq for sq, (cls, _, _) in board.items() if "claim" in cls}
    assert claims == {"a4", "a5", "a6", "b4", "b5", "b6", "c4", "c5", "c6"}
    assert "can be claimed" in board["b4"][1]
    assert "last" in board["a3"][0] and "last" in board["b4"][0]
    html = pages.game_page(s.frame())
    assert "crossed into borderland a4-c6" in html and "9 highlighted tiles" in html
    assert s.tap("c6") and s.line.moves == ("a3-b4", "+c6")
    assert "tile-0" in board_of(s)["c6"][0]


def test_connection_or_crossing_choice_has_buttons_that_say_what_each_gives():
    state = decode({"d4": "Se", "e9": "Ns"}, {"d4": "S", "d5": "S", "f5": "S", "g4": "S"})
    s = at(state)
    assert s.play("d4-g4") and s.state.pending_kind == "choice"
    html = pages.game_page(s.frame())
    assert re.search(r'data-move="c"[^>]*>Connection change: e4 and f4 become yours \(\+2\)<',
                     html)
    crossing = re.search(r'<div class="controls crossing".*?</div>', html).group(0)
    assert re.findall(r'data-move="\+(\w+)"', crossing) == ["g5", "g6", "h4", "h5", "h6",
                                                             "i4", "i5", "i6"]
    assert "Crossing benefit (+1)" in crossing
    board = board_of(s)
    assert "connect" in board["e4"][0] and "the connection change colours it" in board["e4"][1]
    assert "claim" in board["h5"][0]
    assert s.play("c") and s.state.owner(GAME.grid.parse("e4")) == 0


def test_meeting_claim_and_declining_it():
    nine = {sq: "N" for sq in ("a9", "b9", "c9", "d9", "f9", "g9", "h9", "i9", "e8")}
    tiles = dict(nine, e4="S", e5="S", e6="S")
    state = decode({"e4": "Sn", "e6": "Ss", "a1": "Nn"}, tiles, meeting_optional=True)
    s = at(state)
    assert s.play("e4-e5") and s.state.pending_kind == "meeting"
    board = board_of(s)
    assert "meeting" in board["e5"][0] and "meeting" in board["e6"][0]
    assert "claim" in board["a9"][0] and "claim" in board["c4"][0]   # anywhere, any colour
    html = pages.game_page(s.frame())
    assert "meeting! The pieces on e5 and e6 face each other" in html
    assert re.search(r'data-move="\*none"[^>]*>Decline the meeting claim<', html)
    assert s.tap("a9") and s.state.owner(GAME.grid.parse("a9")) == 0


# -- around the table ---------------------------------------------------------------------
def test_tile_counts_against_the_target_and_who_is_to_move():
    s = session("e9-e8", "g1-f2", "+f2", players=3)
    html = pages.game_page(s.frame())
    seats = re.findall(r'<li class="seat seat-(\d)([^"]*)"[^>]*>.*?<span class="count">([^<]*)<',
                       html)
    assert seats == [("0", "", "0 / 28 tiles"), ("1", "", "1 / 28 tiles"),
                     ("2", " to-move", "0 / 28 tiles")]
    assert '<progress value="1" max="28" aria-label="East: 1 of 28 tiles">' in html
    assert 'id="status" class="status seat-2">West to move.<' in html
    assert re.search(r'<li class="seat seat-2 to-move" aria-current="true">', html)


def _random_game(players, seed):
    rng = random.Random(seed)
    record = Record.new("pacru", players=players)
    while record.state.outcome is None and len(record) < 600:
        moves = record.state.legal_moves()
        steps = [m for m in moves if m.data[0] != "rotate"]
        record = record.play(rng.choice(steps if steps and rng.random() < 0.9 else moves))
    return record


def _blocked_game():
    """A 3-player game where a player is blocked and goes out, and the game goes on."""
    for seed in range(200):
        record = _random_game(3, seed)
        for i, state in enumerate(record.states):
            if state.eliminated_now and state.outcome is None:
                return record, i
    raise AssertionError("no 3-player game with a blocked player in 200 seeds")


def test_blocked_player_goes_out_with_a_clear_message():
    record, i = _blocked_game()
    s = Session(record, cursor=i)
    (gone,) = s.state.eliminated_now
    name = s.state.seat_name(gone)
    html = unescape(pages.game_page(s.frame()))
    assert f"{name} is blocked: none of {name}'s pieces can move, so {name} is out." in html
    assert re.search(rf'<li class="seat seat-{gone} out">.*?<span class="seat-status">out<', html)
    assert "Their pieces leave the board; their tiles stay." in html


def test_pincer_taking_the_last_piece_and_the_winner_are_announced():
    state = decode({"d4": "Sn", "f4": "Sn", "e5": "Ns"})
    s = at(state)
    assert s.tap("d4") is False and s.tap("e5")
    html = pages.game_page(s.frame())
    assert "North lost their last piece to a pincer and is out." in html
    assert re.search(r'class="msg win"[^>]*>South wins! South is the only player with pieces '
                     r'and wins\.<', html)
    assert "winner" in html


def test_a_game_won_on_tiles_says_so():
    # 27 West tiles with 3 players (target 28): the crossing claim wins.
    squares = [f"{f}{r}" for f in "abcdefghi" for r in (1, 2, 3)]
    tiles = {sq: "W" for sq in squares[:27]}
    state = GAME.decode(position({"c3": "Wn", "e9": "Ns", "i5": "Ew"}, tiles, seats="NEW",
                                 to="W"))
    s = at(state)
    assert s.play("c3-c4") and s.play("+c4")
    html = pages.game_page(s.frame())
    assert "West wins! West reaches 28 tiles and wins." in html
    assert "28 / 28 tiles" in html


# -- the board turned to the player to move --------------------------------------------------
def test_board_can_turn_so_the_player_to_move_sits_at_the_bottom():
    s = session(players=3)                     # North moves first
    html = view.play_area(s.frame())
    assert "South side at the bottom" in html
    first_row = re.search(r'<div class="row"[^>]*>(.*?)</div>', html).group(1)
    assert re.findall(r'data-sq="(\w+)"', first_row)[0] == "a9"
    s.turn_board = True
    assert s.board_turns() == 2 and s.state.seat_turns(s.state.to_move) == 2
    html = view.play_area(s.frame())
    assert "North side at the bottom" in html and "turned-2" in html
    rows = re.findall(r'<div class="row"[^>]*>(.*?)</div>', html)
    assert re.findall(r'data-sq="(\w+)"', rows[0])[:2] == ["i1", "h1"]
    assert re.findall(r'data-sq="(\w+)"', rows[-1])[-1] == "a9"
    # North's e9 piece faces south: drawn pointing up the screen for North.
    assert 'class="chevron facing-n"' in cells(html)["e9"][2]
    # Arrow keys follow the board as drawn: up the screen is south for North.
    s.focus = "e5"
    s.move_focus(0, 1)
    assert s.focus == "e4"
    s.play("e9-e8")                            # East next: East side at the bottom
    assert s.board_turns() == 1 and "East side at the bottom" in view.play_area(s.frame())
    s.turn_board = False
    assert s.board_turns() == 0


def test_render_board_turns_keep_coordinates_beside_the_right_lines():
    from piecepad.view.board import render_board
    from piecepad.view.look import EMPTY, Look
    grid = GAME.grid
    html = render_board(grid, Look((EMPTY,) * grid.size), turns=1)    # East at the bottom
    rows = re.findall(r'<div class="row"[^>]*>(.*?)</div>', html)
    heads = [re.search(r'class="coord rank"[^>]*>([^<]*)<', r).group(1) for r in rows]
    assert heads == list("abcdefghi")                          # files down the left side
    assert re.findall(r'data-sq="(\w+)"', rows[0])[:3] == ["a1", "a2", "a3"]
    foot = re.search(r'<div class="row files".*</div>', html).group(0)
    assert re.findall(r'class="coord file">([^<]*)<', foot) == [str(n) for n in range(1, 10)]


# -- words --------------------------------------------------------------------------------------
def test_status_and_announcements_use_the_sides_names():
    s = session(players=3)
    assert s.tap("e9") is False and s.tap("e8") is True
    assert s.announcement == "North e9 to e8. East to move."
    s = session("a3-b4")
    assert s.tap("b4")
    assert s.announcement == "South claims b4. North to move."


def test_labels_of_decisions():
    from piecepad.game import Move
    state = GAME.start()
    assert view.decision_label(state, Move("*none", ("meeting", None))) == \
        "Decline the meeting claim"
    assert view.choice_label(Move("+b4", ("claim", 10), square="b4", kind="claim")) == "Claim b4"
    assert view.choice_label(Move("-a1", ("return", 0), square="a1", kind="return")) == "Give back a1"
    step = state.parse("a3-b4")
    assert view.choice_label(step) == "a3 to b4"
    assert view.move_path(state, step) == []


# -- rules page ----------------------------------------------------------------------------------
def test_rules_page_has_an_anchor_per_rule_and_diagrams_from_the_renderer():
    html = registry.rules_page("pacru")()
    assert re.findall(r'id="(r\d+)"', html) == [f"r{n}" for n in range(1, 17)]
    assert html.count('<figure class="diagram pacru">') >= 14
    assert 'class="chevron facing-' in html and "style=" not in html
    assert "give-back" in html and "claim" in html and "capture" in html and "connect" in html
    # Our own words: no sentence of the guide copied.
    for phrase in ("Tile changes are mandatory", "you must choose two of your own tiles",
                   "this is called a blocked turn", "Think of the arrival and tile change"):
        assert phrase not in html
    assert pages.rules_page("pacru").startswith('<article class="rules pacru-page">')


def test_the_rules_figures_name_each_sides_colour_as_drawn():
    """A colour is a place in the order of play: North is orange with three players and
    blue with two, and each figure's caption says so, matching the pieces drawn."""
    import re
    from piecepad.games.pacru import view as pacru_view
    from piecepad.games.pacru import rules_page as rules
    html = rules.page()
    figures = re.findall(r'<figure class="diagram pacru">(.*?)</figure>', html, re.S)
    openings = [f for f in figures if re.search(r"<figcaption>(Two|Three|Four) players:", f)]
    assert len(openings) == 3
    for fig in openings:
        caption = re.search(r"<figcaption>(.*?)</figcaption>", fig).group(1)
        named = dict(re.findall(r"(South|West|North|East) \((\w+)\)", caption))
        drawn = {side: pacru_view.COLOURS[int(seat)] for side, seat in re.findall(
            r"(South|West|North|East)&#x27;s piece[^\"]*\"[^>]*><span class=\"piece seat-(\d)", fig)}
        assert named and named == drawn, caption
    assert "North (orange)" in html and "North (blue)" in html
