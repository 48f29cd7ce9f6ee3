"""Every move said in the game's own words (issue 44, items 1-4): each game words its
moves through its view's ``say_move``, a decision still owed is said as an
instruction (``say_pending``), and the solitaire's edges are named and asked about.
What the live region says never holds a move's notation alone ("plays +b4")."""

import random
import re

import pytest

from piecepad import games, i18n
from piecepad.app.session import Session
from piecepad.record import Record
from piecepad.i18n import tr
from piecepad.view import ask, status
from piecepad.view.tracks import NAMES

from view_helpers import make_app, new_record

# Notation that is not a word: a square joined to another by -, x, : or >, a square
# after +, * or -, Pacru's "c" and "*none" (a bare square, "a4", is a word).
NOTATION = re.compile(r"\b[a-z]\d{1,2}[-x:>]\w|(?<![\w])[+*-][a-z]\d|\*none|\bplays c\b")


def playouts(game_id, games_played=6, plies=160, seed=1):
    """(position, move, words) of random games, the words as the live region says
    them."""
    rng = random.Random(seed)
    for g in range(games_played):
        record = new_record(game_id, seed=g)
        for _ in range(plies):
            state = record.state
            moves = state.legal_moves()
            if state.outcome is not None or not moves:
                break
            move = rng.choice(moves)
            yield state, move, status.move_words(state, move)
            record = record.play(move)


@pytest.mark.parametrize("game_id", games.ids())
def test_no_move_of_any_game_is_said_as_bare_notation(game_id):
    said = 0
    for state, move, words in playouts(game_id):
        assert words and not NOTATION.search(words), (game_id, move.text, words)
        if not re.fullmatch(r"[a-z]\d{1,2}", move.text):
            assert move.text not in words, (game_id, move.text, words)
        said += 1
    assert said > 20, game_id


def _expected(state, move):
    """What the words of ``move`` must hold, in each game's own terms (English)."""
    gid, kind = state.game.id, move.kind
    if gid == "pacru":
        return {"pincer": f"takes the piece on {move.target}",
                "claim": f"claims {move.square}", "return": f"gives back {move.square}",
                "rotate": f"turns the piece on {move.origin} to face",
                "meeting": "meeting", "connect": "connection change"}.get(kind)
    if gid == "tracers":
        if kind == "capture":
            return f"takes the pawn on {move.target}"
        return "completes" if state.play(move).scores != state.scores else None
    if gid == "quet":
        points = move.data[2]
        return "scores a point" if points > 0 else "loses a point" if points < 0 else None
    if gid == "tracross":
        roll, piece = state.last_roll[state.to_move], f"lays piece {move.data[1]} ("
        return piece if roll is None else f"rolled {roll} and {piece}"
    if gid == "tracross-solitaire":
        return "You lay piece" if move.data[1] else "You take the piece off"
    return None


KINDS = {"pacru": {"pincer", "claim", "return", "rotate"}, "tracers": {"capture", "completes"},
         "quet": {"scores a point"}, "tracross": {"rolled", "lays"},
         "tracross-solitaire": {"You lay piece"}}


@pytest.mark.parametrize("game_id", games.ids())
def test_captures_decisions_scores_rolls_and_pieces_are_said_in_words(game_id):
    seen = set()
    for state, move, words in playouts(game_id, games_played=10, plies=300):
        expected = _expected(state, move)
        if expected is None:
            continue
        assert expected in words, (move.text, words)
        seen.add(move.kind)
        seen.update(w for w in ("completes", "scores a point", "rolled", "lays",
                                "You lay piece") if w in expected)
    assert seen >= KINDS.get(game_id, set()), (game_id, seen)


def test_the_words_of_a_few_moves_exactly():
    state = Record.new("pacru").state
    assert status.move_words(state, state.parse("a3-b4")) == "South a3 to b4"
    pincer = next((s, m) for s, m, _ in playouts("pacru", 10, 300) if m.kind == "pincer")
    assert re.fullmatch(r"(South|North) takes the piece on [a-i]\d \((South|North)\) "
                        r"from [a-i]\d", status.move_words(*pincer)), status.move_words(*pincer)
    tracross = new_record("tracross", seed=1).state
    roll, piece = tracross.last_roll[0], tracross.next_piece[0]
    assert status.move_words(tracross, tracross.parse("a4")) == (
        f"Player 1 rolled {roll} and lays {tr(NAMES[piece])} on a4")
    cycled = tracross.play("a4").play("b4")
    assert status.move_words(cycled, cycled.parse("c4")) == (
        f"Player 1 lays {tr(NAMES[piece % 3 + 1])} on c4")


def test_a_pacru_decision_still_owed_is_said_in_the_live_region_and_by_turn():
    s = Session(Record.new("pacru"))
    assert s.play("a3-b4")
    said = s.announcement
    assert said.startswith("South a3 to b4. South to move. South must now claim one tile "
                           "in borderland a4-c6: "), said
    claims = [m.square for m in s.state.legal_moves()]
    assert all(sq in said for sq in claims[:10]), (claims, said)
    assert "must now claim one tile in borderland a4-c6" in ask.answer(s.frame(), "turn")
    assert s.play("+b4") and "must now" not in s.announcement


def test_the_solitaire_speaks_to_its_player():
    s = Session(new_record("tracross-solitaire", seed=3))
    move = s.state.legal_moves()[0]
    assert s.play(move.text)
    assert s.announcement.startswith(f"You lay piece {move.data[1]} (")
    assert "You plays" not in s.announcement
    assert ask.answer(s.frame(), "last").startswith("You lay piece")
    mine = ask.answer(s.frame(), "mine")
    assert mine.startswith("Yours, 1 square: ") and "You's" not in mine, mine
    fresh = Session(new_record("tracross-solitaire", seed=3))
    assert "You have laid no piece yet." in ask.answer(fresh.frame(), "mine")


EDGE = re.compile(r'<span class="label (open|joined|broken)"[^>]*><span aria-hidden="true">'
                  r'([A-Z]*)</span><span class="sr-only">([^<]*)</span></span>')
SIDES = {"north": "N", "south": "S", "west": "W", "east": "E"}


def edges_in(html, n):
    """Each edge cell's words as a screen reader reads them, by (side, index)."""
    found = {}
    for status_, letter, words in EDGE.findall(html):
        m = re.fullmatch(r"(north|south|west|east) edge, (column ([a-z])|row (\d+)): "
                         r"([A-Z]+), (open|joined|broken)", words)
        assert m, words
        side = SIDES[m.group(1)]
        index = ord(m.group(3)) - ord("a") if m.group(3) else int(m.group(4)) - 1
        assert m.group(5) == letter and m.group(6) == status_, words
        found[side, index] = letter
    return found


def test_each_edge_cell_of_the_solitaire_is_named_by_its_side_and_letter():
    record = new_record("tracross-solitaire", seed=3)
    a = make_app(clock=lambda: 1000)
    a.open("#/play/" + record.to_text())
    state = a.session.state
    assert edges_in(a.page_html, state.size) == state.labels
    assert len(state.labels) == 4 * state.size


def test_the_daily_puzzle_names_its_edges_too():
    a = make_app(clock=lambda: 1_749_000_000_000)          # milliseconds: 4 June 2025
    a.open("#/daily")
    found = edges_in(a.page_html, 0)
    assert found and len(found) % 4 == 0 and len(found) >= 8, a.page_html[:300]


def test_the_solitaire_answers_labels_and_each_edge():
    s = Session(new_record("tracross-solitaire", seed=3))
    state = s.state
    frame = s.frame()
    labels = ask.answer(frame, "labels")
    names = sorted(set(state.labels.values()))
    assert labels.startswith(f"{len(names)} labels, each on two edge cells: "), labels
    for name in names:
        assert f"{name}, open: " in labels, (name, labels)
    north = ask.answer(frame, "north?")
    assert north == "North edge, from column a: " + ", ".join(
        f"{state.labels['N', i]} (open)" for i in range(state.size)) + "."
    for text in ("north", "labels north", "north edge"):
        assert ask.answer(frame, text) == north
    west = ask.answer(frame, "west?")
    assert west.startswith(f"West edge, from row 1: {state.labels['W', 0]} (open)")
    assert ask.answer(Session(Record.new("dodgem")).frame(), "labels") is None   # a move


@pytest.mark.parametrize("lang", ("de", "fr"))
def test_the_new_words_are_said_in_german_and_french(lang):
    s = Session(Record.new("pacru"))
    s.play("a3-b4")
    english = status.pending_text(s.state)
    claim = s.state.parse("+b4")
    with i18n.using(lang):
        assert status.pending_text(s.state) not in ("", english)
        assert status.move_words(s.state, claim) != "South claims b4"
        edge = Session(new_record("tracross-solitaire", seed=3)).frame()
        assert "north" not in ask.answer(edge, "north?").lower()
