"""One paint's worth of what a page shows: the ``Frame``.

The app's session (app/session.py, ``Session.frame()``) builds one frame per paint;
the pages and every game's view draw from it and from nothing else: they never call
back into the session. What the frame holds is worked out once (the legal moves
grouped by square, the last move parsed, the overlays), so drawing reads values.

Names follow the session's: a method there (``movable()``, ``overlays()``) is a
value here (``movable``, ``overlays``).
"""

from dataclasses import dataclass


@dataclass(frozen=True, eq=False)
class Frame:
    # -- the game on show
    state: object                # the position shown
    line: object                 # the Record: every move made (redo ones included), names
    cursor: int                  # how many moves of the line lead to ``state``
    view: object                 # the game's GameView (view/contract.py)
    last_move: object = None     # the Move that led to ``state`` (None at the start)
    last_squares: tuple = ()     # squares it touched (where a piece left and arrived)
    board_turns: int = 0         # quarter turns clockwise of the board on screen
    turn_board: bool = False     # setting: the player to move sits at the bottom
    # -- what the player picked and may do (the engine's legal moves, grouped)
    selected: str = None         # square name of the piece picked by a tap
    picked: str = None           # the selected piece; where only one piece can move, that one
    target_moves: dict = None    # destination -> legal moves of the picked piece going there
    targets: dict = None         # destination -> the text of the first of those
    movable: frozenset = frozenset()   # squares of pieces that have a legal move
    square_moves: dict = None    # square -> decisions made by tapping it
    turns: dict = None           # the picked piece's turning decisions (facing -> Move)
    other_moves: tuple = ()      # decisions made with a button (a pass, a benefit)
    choice: tuple = ()           # moves sharing the tapped square, to pick from
    choice_at: str = None        # the square those moves share
    gathered: tuple = ()         # squares chosen toward a set (State.gathering)
    gathering: tuple = None      # (square names, how many) still to choose, or None
    focus: str = None            # square name with the keyboard focus
    # -- drawn over the board
    hint: object = None          # the Move a hint suggests
    hint_squares: tuple = ()     # its squares
    overlays: dict = None        # hint, fresh, analysis line and values (board.Highlights)
    # -- the panel
    message: tuple = None        # (kind, text)
    allowed: dict = None         # resign, offer, accept, decline -> offered now
    reviewing: bool = False      # looking through the game
    pending: str = None          # a move played before the end, waiting for an answer
    asking: str = None           # "resign": the confirm is on screen
    answer: str = None           # the board's answer to a typed question
    # -- a game played by link (docs/friend.md)
    mine: tuple = None           # the seats this device plays (None: not known)
    waiting: bool = False        # the side to move plays on the other device
    fresh: tuple = None          # (first new ply, notice) of moves a friend's link brought
    forged: object = None        # the first of those made for this device's side
    asked_side: bool = False     # the side just inferred is on show, to change

    @property
    def game(self):
        return self.line.game

    @property
    def before(self):
        """The position before the last move (None at the start)."""
        return self.line.states[self.cursor - 1] if self.cursor else None

    def can(self, kind):
        """Whether the page offers ``kind`` (resign, offer, accept, decline) now."""
        return bool(self.allowed and self.allowed.get(kind))
