"""Dodg'em and Tracers in German and French (docs/languages.md): their refusals are
Messages (English as str, the reader's language through say), their outcome reasons
are catalogue ids, and their views say their words in the language of the moment
(nothing frozen at import or in a cache)."""

import pytest

from piecepad import games
from piecepad.errors import PositionError
from piecepad.games.dodgem import engine as dodgem, view as dodgem_view
from piecepad.games.dodgem import rules_page as dodgem_rules
from piecepad.games.tracers import engine as tracers, view as tracers_view
from piecepad.games.tracers import rules_page as tracers_rules
from piecepad.i18n import Message, say, tr, using


def test_dodgem_refusal_is_a_message_english_as_text_german_through_say():
    state = games.get("dodgem").start()
    why = state._why_illegal("f3-e3")
    assert isinstance(why, Message)
    assert str(why) == "the coin on f3 is Green's; it is Red's turn"
    with using("de"):
        assert say(why) == "die Münze auf f3 gehört Grün; Rot ist am Zug"
    with using("fr"):
        assert say(why) == "le jeton en f3 est à Vert\u00a0; c'est à Rouge de jouer"


def test_tracers_position_error_nests_the_line_in_the_readers_language():
    marks = "/".join(["llllllll"] * 8)
    text = f"{marks} a1 h8 d 1:l,1:d"
    with pytest.raises(PositionError) as raised:
        games.get("tracers").decode(text)
    assert str(raised.value) == "rank 1 is listed as scored twice"
    with using("de"):
        assert say(raised.value) == "Reihe 1 ist zweimal als gewertet angegeben"
    with using("fr"):
        assert say(raised.value) == "la rangée 1 est indiquée deux fois comme marquée"


def _outcomes():
    return [*dodgem.BORNE_OFF, dodgem.REPEATED,
            *(dodgem._classic_win(s, e) for s in (0, 1) for e in (True, False)),
            *tracers.CAPTURED, *tracers.FIFTH_LINE, *tracers.TRAPPED, tracers.BOTH_TRAPPED]


def test_outcome_reasons_are_ids():
    """The reason stays plain English text; the core shows it with say/tr."""
    for outcome in _outcomes():
        assert isinstance(outcome.reason, str)
        for lang in ("de", "fr"):
            with using(lang):
                assert say(outcome.reason) != outcome.reason, (lang, outcome.reason)


def test_a_played_ending_reads_in_german():
    state = games.get("dodgem").decode("6/6/6/6/5R/G5 r").play("f2-off")
    assert state.outcome.reason == "Red wins, with all 5 coins borne off"
    with using("de"):
        assert tr(state.outcome.reason) == "Rot gewinnt, alle 5 Münzen sind vom Brett"


def _dodgem_frame_html(lang):
    state = games.get("dodgem").decode("6/6/6/6/5R/G5 r")
    with using(lang):
        return (dodgem_view.board(state) + dodgem_view.tray(state, 0, True, True, False)
                + dodgem_view.summary(state))


def test_dodgem_view_follows_the_language_of_the_moment():
    english = _dodgem_frame_html("en")
    german = _dodgem_frame_html("de")
    assert "Dodg&#x27;em-Brett, Rot spielt von links" in german
    assert "Vom Brett ziehen" in german and "Rote Münze" in german
    assert "Rot 4/5 draußen" in german
    assert "Bear off" not in german and "Red coin" not in german
    assert _dodgem_frame_html("en") == english          # nothing stayed German
    assert "Red&#x27;s borne-off coins: 4 of 5" in english


def test_tracers_panel_in_french_counts_lines_with_french_plurals():
    state = games.get("tracers").start()

    class Frame:
        pass
    frame = Frame()
    frame.state = state
    with using("fr"):
        words = tracers_view.describe(frame)
    assert "Clair 0 ligne · Sombre 0 ligne (le premier à 5 gagne)" in words
    assert tracers_view.describe(frame).startswith("Light 0 lines · Dark 0 lines")


@pytest.mark.parametrize("page, heading", [
    (dodgem_rules.page, "Piecepack Dodg&#x27;em: So wird gespielt"),
    (tracers_rules.page, "Tracers: So wird gespielt"),
])
def test_rules_pages_in_german(page, heading):
    with using("de"):
        html = page()
    assert heading in html
    for english in ("how to play", "Setting up", "Winning", "The opening position"):
        assert english not in html
