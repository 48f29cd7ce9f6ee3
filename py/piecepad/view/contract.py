"""What a game's view gives the pages: one object, ``GameView``, per game.

A view module builds its ``VIEW`` from its own functions. Two hooks are
required; the rest have defaults that suit a game with one piece move per turn,
so a view names only what it does differently. The pages call every hook
directly: nothing is looked up by name. The hooks that draw the game on show take
its ``Frame`` (view/frame.py): everything one paint shows, made once by the session;
they read the frame and never the session. Rules are the state's, not the view's:
where each seat sits (``State.seat_turns``), taps chosen in any order
(``State.gathering``).

Required
  play_area(frame, interactive=True) -> html     the board and what sits around it
  describe(frame) -> html                         the game's summary in the side panel
Defaulted
  prompt(frame) -> html              what a person to move decides now ("")
  choice_label(text) -> str          a button's words for one of several moves that
                                     share a tapped square (the move text)
  choice_html(move) -> html          the same button's content drawn (a picture of
                                     the piece beside its words); None: the words
  choice_prompt: str                 the question above those buttons
  decision_label(state, text) -> str a button's words for a decision made off the
                                     board: a pass, a benefit, a turn (the text)
  move_path(state, text) -> names    squares a move would change, previewed ([])
  announce(state) -> str             what a screen reader hears after a move, beyond
                                     the move itself ("")
  say_move(state, move, who) -> str  a move in the game's own words, as the live region
                                     and a friend's news say it: ``state`` is the
                                     position it was played from, ``who`` the mover
                                     already named ("South takes the piece on i7");
                                     default ``plain_move_words`` ("Light g5 to f3")
  say_pending(state) -> str          the decision the player to move still owes, as an
                                     instruction ("South claims one tile ..."), said
                                     after a move and by ``turn`` ("")
  ask(state, text) -> str | None     the answer to a question of the game's own typed in
                                     the move field (the solitaire's ``labels``), or
                                     None when ``text`` is none of its questions
  owned(state) -> {kind: squares}    what each seat owns, by kind ("pieces", "marks",
                                     "tiles"): a tuple of square indices per seat,
                                     for ``mine marks`` and the like ({}: no kind is
                                     told apart, as when the pieces are no one's)
  turnable: bool                     players sit at different sides of the board, so
                                     it may turn to the player to move, by the
                                     state's ``seat_turns(seat)`` (False)
  square_words(state, sq) -> str     what stands on square ``sq`` (an index), in the
                                     words of the board's own accessible names ("" for
                                     an empty square); "ask the board" answers with it
  look(position, svg=True) -> Look   what stands on each square (view/look.py), from a
                                     State or from the set-up editor's SetUp (its
                                     draft's tokens); the editor draws its board with
                                     it (None: the tokens as letters); svg=False, for
                                     the HTML board, may leave out what only the
                                     pictures read (pieces, ground, fill, tag, strips)
  draft_classes(setup) -> str        the set-up board's classes, as the play area's
  notation: ((text, meaning), ...)   the move forms the rules page lists ("How to write
                                     a move")
  turn_setting: str                  the setting that turns this game's board ("":
                                     turn_board:<id>)
  embed_size: (width, height)        the iframe size the Share dialog suggests, in
                                     CSS pixels, so every control of the embed is in
                                     the frame (checked by the browser tests)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from ..game import OFF
from ..i18n import N_, tr

if TYPE_CHECKING:
    from ..protocols import ViewProtocol


def _text(text: str) -> str:
    return text


def _same(state: Any, text: str) -> str:
    return text


def _none(*_: Any) -> None:
    return None


def _empty_html(*_: Any) -> str:
    return ""


def _no_path(state: Any, text: str) -> Sequence[str]:
    return ()


def _no_words(state: Any, sq: int) -> str:
    return ""


def plain_move_words(state: Any, move: Any, who: str) -> str:
    """Any game's move in plain words: a step "Light g5 to f3", a bear-off, a pass,
    else "Light plays <move>" (a game with other kinds of move words them itself)."""
    if move.target == OFF:
        return tr("{who} bears off from {square}", who=who, square=move.origin)
    if move.is_step:
        return tr("{who} {origin} to {target}", who=who, origin=move.origin,
                  target=move.target)
    return tr("{who} passes", who=who) if move.text == "pass" else \
        tr("{who} plays {move}", who=who, move=move.text)


def _no_answer(state: Any, text: str) -> str | None:
    return None


def _owns_nothing(state: Any) -> dict[str, Any]:
    return {}


@dataclass(frozen=True)
class GameView:
    play_area: Callable[..., str]
    describe: Callable[..., str]
    prompt: Callable[..., str] = _empty_html
    choice_label: Callable[[str], str] = _text
    choice_html: Callable[..., str | None] = _none
    choice_prompt: str = N_("Which way?")          # shown with tr()
    decision_label: Callable[[Any, str], str] = _same
    move_path: Callable[[Any, str], Sequence[str]] = _no_path
    announce: Callable[..., str] = _empty_html
    say_move: Callable[[Any, Any, str], str] = plain_move_words
    say_pending: Callable[[Any], str] = _empty_html
    ask: Callable[[Any, str], str | None] = _no_answer
    owned: Callable[[Any], dict[str, Any]] = _owns_nothing
    turnable: bool = False
    square_words: Callable[[Any, int], str] = _no_words
    look: Callable[..., Any] | None = None
    draft_classes: Callable[..., str] | None = None
    notation: tuple[tuple[str, str], ...] = ()
    turn_setting: str = ""
    embed_size: tuple[int, int] = (420, 640)


if TYPE_CHECKING:
    def _conforms(view: GameView) -> ViewProtocol:     # mypy: GameView keeps the protocol
        return view
