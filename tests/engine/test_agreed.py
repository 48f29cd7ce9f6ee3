"""Names, resigning and draw offers in records (piecepad.agreed): every game, by
random playouts, round-trips through record text; old texts are unchanged;
hostile names and actions for the wrong side are refused with a reason."""

import random

import pytest

from piecepad import agreed, games
from piecepad.errors import IllegalMoveError, RecordError
from piecepad.record import Record

TWO = [g for g in games.ids() if games.get(g).max_players >= 2]
NAME_CHARS = "aZé ßñ漢字🙂<>&\"'%/;=.!_~-+#?"


def _random_name(rng):
    return "".join(rng.choice(NAME_CHARS) for _ in range(rng.randint(0, agreed.NAME_MAX))).strip()


def _playout(game_id, rng, plies):
    record = Record.new(game_id)
    for _ in range(plies):
        moves = record.state.legal_moves()
        if not moves:
            break
        record = record.play(rng.choice(moves))
    return record


@pytest.mark.parametrize("game_id", games.ids())
def test_names_and_actions_round_trip_in_every_game(game_id):
    rng = random.Random(game_id)
    players = Record.new(game_id).state.players
    for trial in range(8):
        record = _playout(game_id, rng, rng.randint(0, 30))
        if rng.random() < 0.8:
            record = record.with_names([_random_name(rng) for _ in range(players)])
        state = record.state
        if players == 2 and state.outcome is None and not getattr(state, "pending", False):
            seat = state.to_move
            kind = rng.choice(("resign", "offer"))
            record = record.play(agreed.text(kind, seat))
            if kind == "offer":
                for _ in range(rng.randint(0, 2)):       # its maker's move keeps it standing
                    if record.state.to_move != seat or not record.state.legal_moves():
                        break
                    record = record.play(rng.choice(record.state.legal_moves()))
                if record.state.outcome is None and agreed.offer_of(record.state) is not None:
                    answer = rng.choice(("accept", "decline"))
                    record = record.play(agreed.text(answer, 1 - seat))
                    if answer == "accept":
                        assert record.state.outcome.winners == ()
                        assert record.state.outcome.reason == "Drawn by agreement"
            else:
                assert record.state.outcome.winners == (1 - seat,)
                assert record.state.outcome.reason == f"{state.seat_name(seat)} resigned"
                assert record.state.to_move is None and record.state.legal_moves() == ()
        text = record.to_text()
        again = Record.from_text(text)
        assert again == record and again.names == record.names
        assert again.to_text() == text
        assert again.state.outcome == record.state.outcome
        newer = bool(record.names) or any(m.startswith("!") for m in record.moves)
        assert text.startswith("pp2/" if newer else "pp1/")


@pytest.mark.parametrize("game_id", games.ids())
def test_old_texts_read_and_write_as_before(game_id):
    rng = random.Random(game_id + "old")
    for _ in range(5):
        text = _playout(game_id, rng, rng.randint(0, 40)).to_text()
        assert text.startswith("pp1/")
        record = Record.from_text(text)
        assert record.names == () and record.to_text() == text


@pytest.mark.parametrize("game_id", [g for g in games.ids() if g != "tracross-solitaire"])
def test_undo_goes_back_across_actions(game_id):
    record = _playout(game_id, random.Random(3), 4)
    if getattr(record.state, "pending", False):
        record = _playout(game_id, random.Random(3), 0)
    if record.state.players != 2:
        record = Record.new(game_id, players=2)
    seat = record.state.to_move
    offered = record.play(agreed.text("offer", seat))
    accepted = offered.play(agreed.text("accept", 1 - seat))
    assert accepted.state.outcome.reason == "Drawn by agreement"
    assert accepted.upto(len(record)).state == record.state
    assert agreed.offer_of(accepted.upto(len(offered)).state) == seat
    resigned = accepted.upto(len(record)).play(agreed.text("resign", seat))   # a new branch
    assert resigned.state.outcome.winners == (1 - seat,)


def test_a_move_by_the_other_side_declines_the_offer():
    record = Record.new("tracers").play("h8-g6")                  # Dark first: Light's turn
    offered = record.play("!offer:1")
    moved = offered.play(offered.state.legal_moves()[0])          # Light's own move: stands
    assert agreed.offer_of(moved.state) == 0
    assert moved.to_text().endswith(".!offer:1." + moved.moves[-1])
    replied = moved.play(moved.state.legal_moves()[0])            # Dark moves: declined
    assert agreed.offer_of(replied.state) is None
    with pytest.raises(agreed.WrongSideError, match="no draw offer"):
        replied.play("!accept:2")
    declined = moved.play("!decline:2")
    assert declined.state == agreed.base(moved.state) and declined.state.to_move == 1


@pytest.mark.parametrize("action, reason", [
    ("!resign:1", "Light cannot resign now: it is Dark's turn"),
    ("!offer:1", "Light cannot offer a draw now"),
    ("!accept:1", "no draw offer to answer"),
    ("!resign:3", "there is no player 3"),
])
def test_actions_for_the_wrong_side_are_refused(action, reason):
    record = Record.new("tracers")                                 # Dark (player 2) to move
    with pytest.raises(agreed.WrongSideError, match=reason):
        record.play(action)
    offered = record.play("!offer:2")
    with pytest.raises(agreed.WrongSideError, match="Dark offered the draw, so Light answers"):
        offered.play("!accept:2")
    with pytest.raises(RecordError, match="move 1 does not replay: Light cannot resign"):
        Record.from_text("pp2/tracers/1.1//!resign:1")
    with pytest.raises(RecordError, match="the game is over"):
        Record.from_text("pp2/tracers/1.1//!resign:2.h8-g6")
    with pytest.raises(RecordError, match="not an action"):
        Record.from_text("pp2/tracers/1.1//!surrender:1")


def test_actions_only_in_two_player_games():
    with pytest.raises(IllegalMoveError, match="two-player games"):
        Record.new("pacru", players=3).play("!resign:1")
    with pytest.raises(IllegalMoveError, match="two-player games"):
        Record.new("tracross-solitaire", original="112/212/212").play("!resign:1")
    assert Record.new("pacru").play("!resign:1").state.outcome.winners == (1,)


def test_pp1_texts_carry_neither_names_nor_actions():
    with pytest.raises(RecordError, match="only pp2 records carry"):
        Record.from_text("pp1/tracers/1.1/name1=Sam/")
    with pytest.raises(RecordError, match="only pp2 records carry"):
        Record.from_text("pp1/tracers/1.1//!resign:1")


@pytest.mark.parametrize("name, shown", [
    ("<b>Sam</b>", "<b>Sam</b>"),
    ("  Sam  ", "Sam"),
    ("漢字🙂", "漢字🙂"),
    ("100%", "100%"),
    ("a;b/c=d&e.f", "a;b/c=d&e.f"),
    ("x" * agreed.NAME_MAX, "x" * agreed.NAME_MAX),
])
def test_names_are_kept_as_text(name, shown):
    record = Record.new("dodgem").with_names([name, ""])
    text = record.to_text()
    assert "<" not in text and "&" not in text.split("/")[3].replace("%26", "")
    assert Record.from_text(text).names == (shown, "")
    assert Record.from_text(text.replace("pp2", "pp2", 1)).to_text() == text


@pytest.mark.parametrize("escaped, reason", [
    ("x" * 10_000, "10,000 characters long; a name has at most 20"),
    ("%41" * 21, "21 characters long"),
    ("Sam%0Ajoe", "control or invisible character"),
    ("Sam%00", "control or invisible character"),
    ("%E2%80%AEevil", "control or invisible character"),     # a direction override
    ("Sam%ZZ", None),                                         # a stray %: kept as text
])
def test_hostile_names_in_a_link(escaped, reason):
    text = f"pp2/tracers/1.1/name1={escaped}/h8-g6"
    if reason is None:
        assert Record.from_text(text).names == ("Sam%ZZ", "")
        return
    with pytest.raises(RecordError, match="the players' names are wrong") as e:
        Record.from_text(text)
    assert reason in str(e.value) and len(str(e.value)) < 200


@pytest.mark.parametrize("options", ["name3=Al", "name0=Al", "namex=Al", "name1=A;name1=B"])
def test_names_for_no_seat_are_refused(options):
    with pytest.raises(RecordError):
        Record.from_text(f"pp2/tracers/1.1/{options}/")


def test_names_change_the_record_not_the_game():
    plain = Record.new("tracers").play("h8-g6")
    named = plain.with_names(["Sam", "Alex"])
    assert named != plain and named.state == plain.state
    assert named.play("a1-b3").names == ("Sam", "Alex")
    assert named.upto(0).names == ("Sam", "Alex")
    assert named.with_names(["", ""]).to_text() == plain.to_text()
