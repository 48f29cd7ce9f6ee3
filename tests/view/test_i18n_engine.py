"""The engine core's refusals and words in the reader's language (issue 34): an error
is raised with a Message, so ``str()`` stays the English it always was while
``i18n.say`` gives German or French, a reason wrapped in another error is shown in
the same language, and words made at render time follow the language of the moment."""

import pytest

from piecepad import agreed, games, i18n, ppn
from piecepad.errors import PiecepadError
from piecepad.learn import puzzles
from piecepad.learn.lesson import Lesson, from_link
from piecepad.record import Record


def refusal(make):
    with pytest.raises(PiecepadError) as caught:
        make()
    return caught.value


def said(error, lang):
    with i18n.using(lang):
        return i18n.say(error)


@pytest.mark.parametrize("make, english, german, french", [
    (lambda: Record.from_text("junk"),
     "this is not a Piecepad game record (it should look like "
     "pp1/<game>/<version>/<options>/<moves>)",
     "Das ist keine Piecepad-Aufzeichnung", "ce n'est pas un enregistrement de partie"),
    (lambda: games.get("chess"),
     "unknown game 'chess' (known games: dodgem, pacru, quet, tracers, tracross, "
     "tracross-solitaire)", "unbekanntes Spiel 'chess'", "jeu inconnu 'chess'"),
    (lambda: ppn.from_ppn(b"x"),
     "this PPN came as bytes, not text: decode the file first (PPN files are UTF-8)",
     "Dieses PPN kam als Bytes", "ce PPN est arrivé sous forme d'octets"),
    (lambda: from_link("!!"),
     "this lesson link is damaged (it holds characters a lesson link never has)",
     "Dieser Lektionslink ist beschädigt", "ce lien de leçon est abîmé"),
    (lambda: Record.new("dodgem").play("!accept:1"),
     "there is no draw offer to answer", "Es gibt kein Remisangebot",
     "il n'y a pas de proposition de nulle"),
])
def test_refusals_keep_their_english_and_speak_german_and_french(make, english, german, french):
    error = refusal(make)
    assert str(error) == english
    assert said(error, "en") == english
    assert said(error, "de").startswith(german)
    assert said(error, "fr").startswith(french)


def test_a_wrapped_reason_is_shown_in_the_same_language():
    """The record's refusal quotes the option's: both parts in German, English unchanged."""
    error = refusal(lambda: Record.from_text("pp1/dodgem/1.0/bogus=1/"))
    assert str(error) == ("the record's options are wrong: unknown option 'bogus' "
                          "(this game's options: axis, draw_rule, classic_end)")
    assert said(error, "de") == ("Die Optionen der Aufzeichnung stimmen nicht: unbekannte "
                                 "Option 'bogus' (die Optionen dieses Spiels: axis, "
                                 "draw_rule, classic_end)")


def test_a_lesson_writer_hears_which_step_in_their_language():
    error = refusal(lambda: Lesson.read("game: dodgem\nrules: 1.0\nstep: a\nfoo: 1\n"))
    assert str(error).startswith("line 4: 'foo' is not a field of a step (known: from,")
    assert said(error, "fr").startswith("ligne 4\u00a0: 'foo' n'est pas un champ d'une étape")


def test_plural_words_inside_a_refusal():
    from piecepad import tracks
    error = refusal(lambda: tracks.decode_board("12/1"))
    assert str(error) == ("the board must be square: 2 ranks of 2 squares each, "
                          "but rank 1 has 1 square")
    assert said(error, "fr") == ("le plateau doit être carré\u00a0: 2 rangées de 2 cases "
                                 "chacune, mais la rangée 1 a 1 case")


def test_words_made_at_render_time_follow_the_language():
    state = games.get("dodgem").start()
    red = state.seat_name(0)
    assert puzzles.goal_text(state, "win in 3") == f"{red} to move and win in 3."
    with i18n.using("de"):
        assert puzzles.goal_text(state, "win in 3").endswith(" zieht und gewinnt in 3 Zügen.")
    with i18n.using("fr"):
        assert puzzles.goal_text(state, "win in 1").endswith(" joue et gagne immédiatement.")
    solo = games.get("tracross-solitaire").start()
    assert agreed.who(solo, 0) == "You"
    with i18n.using("de"):
        assert agreed.who(solo, 0) == "Du"
