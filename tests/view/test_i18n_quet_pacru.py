"""Quet and Pacru in German and French: the engine's refusals and the outcome reasons
are said in the reader's language while their English text (str, records) stays as
it was; the panels and prompts speak the reader's language."""

import pytest

from piecepad import i18n
from piecepad.app.session import Session
from piecepad.errors import IllegalMoveError
from piecepad.games import get
from piecepad.games.pacru import view as pacru_view
from piecepad.games.pacru.rules_page import position
from piecepad.games.quet import view as quet_view
from piecepad.record import Record


def session(game_id, *moves, **options):
    record = Record.new(game_id, **options)
    for m in moves:
        record = record.play(m)
    return Session(record)


def reason(state, text):
    """The game's own reason for refusing ``text`` (State._why_illegal: the core's
    IllegalMoveError wraps it as "<move>: <reason>")."""
    with pytest.raises(IllegalMoveError):
        state.parse(text)
    return state._why_illegal(text)


def test_quet_refusal_is_said_in_the_readers_language_and_stays_english_in_str():
    why = reason(get("quet").start(), "a1-c1")
    english = str(why)
    assert "it is Blue's 1st move this round" in english
    with i18n.using("de"):
        german = i18n.tr(why)
        assert str(why) == english
    with i18n.using("fr"):
        french = i18n.tr(why)
    assert "es ist der 1. Zug von Blau in dieser Runde" in german
    assert "c'est le 1er coup de Bleu dans cette manche" in french


def test_quet_round_end_and_result_in_german():
    s = session("quet", "a1-b1", "d4-c4", "b1-b3", "c4-b3", n=4, target=1)
    with i18n.using("de"):
        panel = quet_view.describe(s.frame())
        said = quet_view.announce(s.state)
    assert "Runde 1 ist vorbei: Orange hat 1 Punkt erreicht. Blau 0, Orange 1." in panel
    assert "Runde 2 von 2 · wer zuerst 1 Punkt hat" in panel and "Orange (Spieler 1)" in panel
    assert said.endswith("Runde 2 beginnt.")
    assert s.state.round_reasons == ("Orange reached 1 point",)


def test_quet_final_outcome_reason_stays_english_and_has_its_message():
    state = get("quet").start(n=4, target=1)
    while state.outcome is None:
        state = state.play(state.legal_moves()[0])
    assert state.outcome is not None
    assert str(state.outcome.said) == state.outcome.reason
    with i18n.using("fr"):
        assert i18n.tr(state.outcome.said).startswith(("Bleu gagne", "Orange gagne",
                                                          "Égalité"))


def test_pacru_winner_and_reason_in_french():
    game = get("pacru")
    state = game.decode(position({"d4": "Sn", "f4": "Sn", "e5": "Ns"}, (), "SN", None))
    s = Session(Record(game, (), (), (state,)))
    assert s.tap("d4") is False and s.tap("e5")
    assert s.state.outcome.reason == "South is the only player with pieces and wins"
    with i18n.using("fr"):
        html = pacru_view.describe(s.frame())
    assert "Nord a perdu sa dernière pièce dans une tenaille et est éliminé." in html
    assert "Sud gagne ! Sud est le seul joueur à avoir encore des pièces et gagne." \
        in html.replace("\u00a0", " ")


def test_pacru_prompt_and_squares_in_german():
    s = session("pacru")
    s.tap("a3")
    with i18n.using("de"):
        prompt = pacru_view.prompt(s.frame())
        words = pacru_view.square_words(s.state, s.state.grid.parse("a3"))
    assert "Zugweite 1" in prompt and "Die Figur auf a3 zeigt nach Osten" in prompt
    assert words == "Figur von Süd, zeigt nach Osten, neutrale weiße Kachel"
    with i18n.using("fr"):
        words = pacru_view.square_words(s.state, s.state.grid.parse("a3"))
    assert words == "pièce de Sud orientée est, tuile neutre blanche"


def test_pacru_refusal_names_the_rule_in_german():
    why = reason(get("pacru").start(), "a3-d3")
    with i18n.using("de"):
        german = i18n.tr(why)
    assert str(why).startswith("R5: the piece on a3 has a power of movement of 1")
    assert german.startswith("R5: die Figur auf a3 hat eine Zugweite von 1")
