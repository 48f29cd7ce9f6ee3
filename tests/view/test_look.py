"""One look per game (view/look.py): each game's view says once what stands on each
square, from a State in play or from the set-up editor's SetUp, and the board, the
editor and "ask the board" all draw or say it from that look."""

import random

import pytest

from piecepad import games
from piecepad import setup as setups
from piecepad.view import registry
from piecepad.view.board import render_board
from piecepad.view.look import Look, Square

from view_helpers import new_record

# The editor adds what only it shows: the solitaire's original piece in each corner.
SAME_IN_EDITOR = [g for g in games.ids() if setups.supported(g) and g != "tracross-solitaire"]


def positions(game_id, moves=16, seed=7):
    rng = random.Random(seed)
    record = new_record(game_id, seed=1)
    found = [record.state]
    for _ in range(moves):
        if record.state.outcome is not None:
            break
        record = record.play(rng.choice(record.state.legal_moves()).text)
        found.append(record.state)
    return found


@pytest.mark.parametrize("game_id", games.ids())
def test_every_game_has_one_look_and_says_its_squares_with_it(game_id):
    view = registry.view(game_id)
    for state in positions(game_id):
        look = view.look(state)
        assert isinstance(look, Look) and len(look.squares) == state.grid.size
        assert all(isinstance(s, Square) for s in look.squares)
        assert [view.square_words(state, sq) for sq in range(state.grid.size)] \
            == [s.words for s in look.squares]


def _board_part(look):
    return ([(s.html, s.words, s.classes) for s in look.squares], look.ranks, look.files)


@pytest.mark.parametrize("game_id", games.ids())
def test_a_look_without_its_svg_draws_the_same_board(game_id):
    """The HTML board asks for svg=False (no picture parts: less to make at each paint);
    what the board reads is the same, and the picture parts are really left out."""
    view = registry.view(game_id)
    for state in positions(game_id):
        full, bare = view.look(state), view.look(state, svg=False)
        assert _board_part(bare) == _board_part(full)
        assert not any(s.pieces or s.ground or s.fill or s.tag for s in bare.squares)
        assert not (bare.strips or bare.defs or bare.lines or bare.rank_svg or bare.file_svg)
    if setups.supported(game_id):
        setup = setups.SetUp.from_state(positions(game_id)[-1])
        assert _board_part(view.look(setup, svg=False)) == _board_part(view.look(setup))


@pytest.mark.parametrize("game_id", SAME_IN_EDITOR)
def test_a_position_looks_the_same_in_the_editor_as_in_play(game_id):
    view = registry.view(game_id)
    for state in positions(game_id):
        if getattr(state, "winning_tracks", None) \
                or getattr(state, "pending_kind", None) not in (None, "move"):
            continue                      # a won track, a decision: shown only in play
        assert view.look(setups.SetUp.from_state(state)).squares == view.look(state).squares


def test_a_half_typed_set_up_draws_what_it_can():
    """A token the look cannot read is an empty square, not a failed page."""
    setup = setups.SetUp.new("dodgem")
    draft = setup.draft.with_cell(0, "?")
    look = registry.view("dodgem").look(setups.SetUp(setup.game_id, setup.options, draft))
    assert look.squares[0] == Square() and len(look.squares) == len(draft.cells)


def test_the_toy_game_draws_from_its_look():
    from toy import engine as toy_game
    from toy import view as toy_view
    state = toy_game.GAME.start().play("b2")
    look = toy_view.look(state)
    html = render_board(state.grid, look)
    assert 'aria-label="b2, cross"' in html and look.words(0) == ""
