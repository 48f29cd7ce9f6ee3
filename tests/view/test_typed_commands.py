"""Commands typed in the move field (issue 44, "What to build" 3): undo, redo, hint,
resign (asking first), draw, board (the focus to a square) and mine/theirs by kind;
each runs what its button runs, answers on screen and in the live region, and
leaves the focus in the field (but for board). And your side said against the
computer (item 5): at the start, on a rematch, in ``turn``; "thinking" said once."""

import random
import re

import pytest

from piecepad import games
from piecepad.i18n import using
from piecepad.view import ask

from view_helpers import make_app


def typed(a, text):
    a.action("type-move", text=text)
    return a.session.answer


def answer_on_page(a):
    found = re.search(r'<p id="answer"[^>]*>(.*?)</p>', a.page_html)
    return found and found.group(1)


def hot_seat(game_id="dodgem", **options):
    a = make_app(clock=lambda: 1000)
    a.start_game(game_id, options)
    return a


def test_undo_and_redo_typed_do_what_the_buttons_do():
    a = hot_seat()
    assert typed(a, "undo") == "Nothing to undo." == a.announcement
    typed(a, "a5-a6")
    said = typed(a, "undo")
    assert a.session.cursor == 0 and a.session.line.moves == ("a5-a6",)
    assert said == a.announcement and said.startswith("Move 0 of 1.")
    assert answer_on_page(a) == said and a.focus_selector == "#type-move"
    typed(a, "redo")
    assert a.session.cursor == 1
    assert typed(a, "redo") == "Nothing to redo."
    assert typed(a, "takeback") and a.session.cursor == 0


def test_undo_typed_against_the_computer_takes_back_its_reply_too():
    a = make_app()
    a.start_game("dodgem", {"seat1": "medium"})
    typed(a, "a5-a6")
    a.computer_play(a.position_token(), "f2-e2")
    typed(a, "undo")
    assert a.session.cursor == 0 and a.computer_level() is None


def test_resign_typed_asks_first_and_no_keeps_playing():
    a = hot_seat()
    said = typed(a, "resign")
    assert a.session.state.outcome is None and 'id="ask-resign"' in a.page_html
    assert said.startswith("Resign this game for Red?") and said == a.announcement
    assert typed(a, "no") == "Not resigned: play on." and a.session.asking is None
    assert typed(a, "yes").startswith("Nothing to answer")
    assert a.session.state.outcome is None
    typed(a, "resign")
    said = typed(a, "resign")                     # again: confirmed
    assert a.session.state.outcome.reason == "Red resigned"
    assert "resigns" in said and a.focus_selector == "#type-move"
    b, c = hot_seat(), hot_seat()
    typed(b, "resign"), typed(b, "yes")
    c.action("resign"), c.action("confirm-resign")       # the buttons
    assert a.session.line.moves == b.session.line.moves == c.session.line.moves


def test_resign_and_draw_typed_on_the_computers_turn_are_refused():
    a = make_app()
    a.start_game("tracers", {"seat1": "easy"})    # Dark, the computer, moves first
    assert typed(a, "resign") == "You can resign on your own move."
    assert typed(a, "draw") == "You can offer a draw on your own move."
    assert a.session.line.moves == () and a.session.asking is None


def test_draw_typed_offers_and_the_other_side_accepts():
    a = hot_seat()
    said = typed(a, "draw")
    assert "offers a draw" in said and a.session.state.outcome is None
    assert 'id="accept-draw"' in a.page_html
    said = typed(a, "draw")                       # the side offered to accepts
    assert a.session.state.outcome.reason == "Drawn by agreement"
    assert said == a.announcement and a.focus_selector == "#type-move"


def test_hint_typed_is_searched_by_the_glue_and_answered_in_the_field():
    a = hot_seat()
    assert typed(a, "hint") == "Looking for a hint…"
    job = a.asked_hint_job()
    assert job is not None and job.typed and a.asked_hint_job() is None   # once
    job.finish("a5-a6", True)
    assert a.session.line.moves == () and a.session.hint is not None
    assert a.session.answer.startswith("Hint: ") and "Type a5-a6 to play it." in \
        a.session.answer
    assert a.announcement == a.session.answer and a.focus_selector == "#type-move"
    c = make_app()
    c.start_game("tracers", {"seat1": "easy"})
    assert typed(c, "hint") == "No hint now: it is not your move."
    assert c.asked_hint_job() is None


def test_board_typed_moves_the_focus_to_a_square_and_says_it():
    a = hot_seat()
    said = typed(a, "board a5")
    assert a.focus_selector == '.board [data-sq="a5"]'
    assert said.startswith("On the board at a5: ") and "Escape" in said
    typed(a, "a5-a6")
    typed(a, "board")                             # the last move's square
    assert a.focus_selector == '.board [data-sq="a6"]'
    said = typed(a, "board z9")
    assert said.startswith("No square z9") and a.focus_selector == "#type-move"


def owned_cases():
    """Each game, mid-game, with each kind."""
    return [(g, kind) for g in games.ids() for kind in ("pieces", "marks", "tiles")]


def played(game_id, plies=8, seed=2):
    rng = random.Random(seed)
    a = hot_seat(game_id)
    for _ in range(plies):
        moves = a.session.state.legal_moves()
        if not moves or a.session.state.outcome is not None:
            break
        typed(a, rng.choice(moves).text)
    return a


@pytest.mark.parametrize("game_id,kind", owned_cases())
def test_mine_and_theirs_by_kind_list_only_that_kind(game_id, kind):
    a = played(game_id)
    view, state = a.session.view, a.session.state
    owned = view.owned(state)
    for word in ("mine", "theirs"):
        said = typed(a, f"{word} {kind}")
        assert said and not said.startswith("Try:"), (game_id, word, said)
        if owned and state.players > 1 and kind not in owned:
            assert "Ask for:" in said
    if kind in owned and state.to_move is not None:
        me = state.to_move
        squares = {state.grid.name(sq) for sq in owned[kind][me]}
        listed = set(re.findall(r"(?:^|; |: )([a-z][0-9]+) ", typed(a, f"mine {kind}")))
        assert listed == squares, (game_id, kind)


def test_mine_marks_and_pieces_in_tracers():
    a = played("tracers", plies=6)
    state = a.session.state
    marks = typed(a, "mine marks")
    pieces = typed(a, "my pieces")
    pawn = state.grid.name(state.pawns[state.to_move])
    assert f"{pawn} " in pieces and "1 square" in pieces
    assert re.search(r"\d+ squares?", marks) and marks != pieces
    assert typed(a, "theirs tiles") == "This game has no tiles. Ask for: pieces, marks."


def test_help_lists_the_commands():
    said = typed(hot_seat(), "help")
    for word in ("undo", "redo", "hint", "resign", "draw", "board e4", "mine marks",
                 "Escape"):
        assert word in said
    assert ask.command("board e4") == ("board", "e4") and ask.command("e4?") is None


def test_commands_answer_in_german_and_french():
    with using("de"):
        assert typed(hot_seat(), "undo") == "Nichts zurückzunehmen."
        assert "Befehle: undo" in typed(hot_seat(), "help")
    with using("fr"):
        assert typed(hot_seat(), "redo") == "Rien à rétablir."


def test_your_side_is_said_at_the_start_on_a_rematch_and_by_turn():
    a = make_app()
    a.start_game("dodgem", {"seat1": "medium"})
    assert "You play Red against the computer, medium." in a.announcement
    assert typed(a, "turn").startswith("You play Red against the computer, medium.")
    typed(a, "resign"), typed(a, "yes")
    a.action("rematch")
    assert a.seats == ("medium", "human")
    assert "You play Green against the computer, medium." in a.announcement
    b = hot_seat()
    assert "against the computer" not in typed(b, "turn")


def test_thinking_is_said_once_per_computer_move():
    a = make_app()
    a.start_game("tracers", {"seat1": "easy"})    # the computer moves first
    a.announcement = ""
    assert a.computer_job() is not None
    assert a.announcement == "Dark (computer, easy) is thinking…"
    a.announcement = ""
    assert a.computer_job() is None               # the same move: not again
    a.render()
    assert a.announcement == ""


def test_the_computer_starts_its_move_in_a_lesson_game_too():
    """A lesson's last step is played against the computer: its search starts there
    as on a game page (saying "thinking" must not need a game page's session)."""
    from piecepad.learn import puzzles
    lesson = puzzles.lesson("dodgem")
    a = make_app()
    a.open(f"#/learn/dodgem/{len(lesson.steps)}")
    session = a.screen.typing_session()
    a.screen.play_typed(session.state.legal_moves()[0].text)
    assert a.computer_level() is not None
    assert a.computer_job() is not None and "is thinking" in a.announcement
