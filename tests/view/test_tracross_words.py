"""Tracross and its solitaire in German and French (issue #34): the words the games
themselves produce (the panel, the board's label, the outcome, the refusals, the rules
pages) come out in the reader's language, and in English exactly as before."""

import re
from types import SimpleNamespace

import pytest

from piecepad import i18n
from piecepad.errors import PositionError
from piecepad.games import get
from piecepad.games.tracross import rules_page as tracross_rules, view as tracross_view
from piecepad.games.tracross_solitaire import (
    rules_page as solitaire_rules, view as solitaire_view)
from piecepad.i18n import say, tr

TRACROSS = get("tracross")
SOLITAIRE = get("tracross-solitaire")


def test_an_outcome_keeps_its_english_reason_and_says_it_in_the_readers_language():
    state = TRACROSS.decode(".3./.3./... 1 3,1 -,-", size=3).play("b1")
    assert state.outcome.reason == "Player 1 joins north to south and wins"
    with i18n.using("de"):
        assert tr(state.outcome.message) == "Spieler 1 verbindet Nord mit Süd und gewinnt"
    with i18n.using("fr"):
        assert tr(state.outcome.message) == "Joueur 1 relie le nord au sud et gagne"


def test_the_solved_puzzle_says_so_in_the_readers_language():
    state = SOLITAIRE.decode("112/212/212 .22/212/212").play("a3:3")
    assert state.outcome.reason == ("Solved: every label joins its twin, and 2 of the 9 "
                                    "squares differ from the original")
    with i18n.using("de"):
        assert tr(state.outcome.message).startswith("Gelöst: ")


def test_a_refused_position_is_said_in_the_readers_language():
    with pytest.raises(PositionError) as caught:
        TRACROSS.decode("..../..../..../.... 3 2,3 5,3")
    assert str(caught.value) == "the player to move is 1 or 2, not '3'"
    with i18n.using("de"):
        assert say(caught.value) == "am Zug ist Spieler 1 oder 2, nicht '3'"


def test_the_panel_and_the_board_label_in_german():
    state = TRACROSS.start(seed=1)
    frame = SimpleNamespace(state=state)
    english = tracross_view.describe(frame)
    assert "Player 1 joins north and south." in english
    with i18n.using("de"):
        panel = tracross_view.describe(frame)
        board = tracross_view.board(state)
    assert "Spieler 1 verbindet Nord und Süd." in panel
    assert "Als Nächstes: Plättchen" in panel and "Next" not in panel
    assert 'aria-label="Tracross-Brett, 6 mal 6"' in board


def test_the_solitaire_panel_and_choices_in_french():
    state = SOLITAIRE.start(seed=1)
    frame = SimpleNamespace(state=state)
    with i18n.using("fr"):
        panel = solitaire_view.describe(frame)
        choices = [solitaire_view.choice_label(m) for m in state.legal_moves()[:4]]
    assert "Lettres\u00a0:" in panel and "Labels" not in panel
    assert "Tuiles posées\u00a0:" in panel
    assert set(choices) <= {"Vider la case", "Tuile 1 ╯╭", "Tuile 2 ╮╰", "Tuile 3 ┼"}


def _paragraphs(html):
    return [re.sub(r"<[^>]+>", "", p).strip()
            for p in re.findall(r"<(?:p|li|h1|h2|figcaption)\b[^>]*>(.*?)</", html, re.S)]


@pytest.mark.parametrize("page", [tracross_rules.page, solitaire_rules.page])
@pytest.mark.parametrize("lang", ["de", "fr"])
def test_no_paragraph_of_the_rules_pages_stays_english(page, lang):
    english = set(_paragraphs(page()))
    with i18n.using(lang):
        translated = _paragraphs(page())
    # The figure's own buttons and the rulings' heading are the core view's words.
    left = [p for p in translated if p in english and len(p.split()) > 2
            and not p.startswith(("Try it", "Step through", "Our rulings"))]
    assert left == []
