"""One paint's worth of what a page shows: the ``Frame``.

The app's session (app/session.py, ``Session.frame()``) builds one frame per paint;
the pages and every game's view draw from it and from nothing else: they never call
back into the session. What the frame holds is worked out once (the legal moves
grouped by square, the last move parsed, the overlays), so drawing reads values.

Names follow the session's: a method there (``movable()``, ``overlays()``) is a
value here (``movable``, ``overlays``).
"""

# Each field and its value when not given. Frame is a plain class, not a dataclass: the
# first paint makes the class, and a dataclass of 40 fields costs a cold start some ms.
FIELDS = {
    # -- the game on show
    "state": None,                # the position shown
    "line": None,                 # the Record: every move made (redo ones included), names
    "cursor": None,               # how many moves of the line lead to ``state``
    "view": None,                 # the game's GameView (view/contract.py)
    "last_move": None,            # the Move that led to ``state`` (None at the start)
    "last_squares": (),           # squares it touched (where a piece left and arrived)
    "board_turns": 0,             # quarter turns clockwise of the board on screen
    "turn_board": False,          # setting: the player to move sits at the bottom
    # -- what the player picked and may do (the engine's legal moves, grouped)
    "selected": None,             # square name of the piece picked by a tap
    "picked": None,               # the selected piece; where only one piece can move, that one
    "target_moves": None,         # destination -> legal moves of the picked piece going there
    "targets": None,              # destination -> the text of the first of those
    "movable": frozenset(),       # squares of pieces that have a legal move
    "square_moves": None,         # square -> decisions made by tapping it
    "turns": None,                # the picked piece's turning decisions (facing -> Move)
    "other_moves": (),            # decisions made with a button (a pass, a benefit)
    "choice": (),                 # moves sharing the tapped square, to pick from
    "choice_at": None,            # the square those moves share
    "gathered": (),               # squares chosen toward a set (State.gathering)
    "gathering": None,            # (square names, how many) still to choose, or None
    "focus": None,                # square name with the keyboard focus
    # -- drawn over the board
    "hint": None,                 # the Move a hint suggests
    "hint_squares": (),           # its squares
    "overlays": None,             # hint, fresh, analysis line and values (board.Highlights)
    # -- the panel
    "message": None,              # (kind, text)
    "said": 0,                    # how many messages were set: a new one is read again
    "allowed": None,              # resign, offer, accept, decline -> offered now
    "reviewing": False,           # looking through the game
    "pending": None,              # a move played before the end, waiting for an answer
    "asking": None,               # "resign": the confirm is on screen
    "answer": None,               # the board's answer to a typed question
    # -- a game played by link (docs/friend.md)
    "mine": None,                 # the seats this device plays (None: not known)
    "waiting": False,             # the side to move plays on the other device
    "fresh": None,                # (first new ply, notice) of moves a friend's link brought
    "forged": None,               # the first of those made for this device's side
    "asked_side": False,          # the side just inferred is on show, to change
    "both_from": None,            # the side played before "We both play on this device"
    "notes": (),                  # notes sent with moves: (ply, text, sent from here)
}


class Frame:
    """One paint's values, read as attributes (``frame.state``, ``frame.targets``);
    set once, when made (Frame(state=..., ...)), never changed."""

    def __init__(self, **values):
        fields = {**FIELDS, **values}
        if len(fields) != len(FIELDS):
            unknown = ", ".join(sorted(values.keys() - FIELDS.keys()))
            raise TypeError(f"Frame has no field {unknown}")
        object.__setattr__(self, "__dict__", fields)     # once per paint: one call

    def __setattr__(self, name, value):
        raise AttributeError(f"a Frame is read, never changed (tried to set {name})")

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
