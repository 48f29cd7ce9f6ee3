"""How a Pacru position looks, and the words for its decisions.

The board: nine borderlands of 3x3 drawn by heavy lines; neutral tiles in two shades
along diagonals; tiles of a player's colour, told apart by pattern and by the side
letter as well as by colour; pieces drawn as chevrons that point in their facing (an
SVG turned by a ``facing-*`` class, since the page's CSP allows no style attribute).

During a turn the board also shows what the next decision is about: the picked piece's
destinations (a ring for a pincer), the tiles a claim may take, the tiles a
reorientation may give back, and the tiles a connection change would colour. Only the
documented state attributes (docs/notation.md) are read.
"""

from ... import agreed
from .geometry import FACINGS, LINE, SIZE
from ...grid import DIRECTIONS
from ...view.board import Highlights, on_screen, render_board
from functools import lru_cache

from ...view.look import Square, Tag, is_setup, of
from ...view.contract import GameView, plain_move_words
from ...view.html import button, classes, esc, tag
from ...grid import Grid
from ...i18n import N_, tr
from .geometry import SHADE

FACING_WORDS = {"n": N_("north"), "ne": N_("north-east"), "e": N_("east"),
                "se": N_("south-east"), "s": N_("south"), "sw": N_("south-west"),
                "w": N_("west"), "nw": N_("north-west")}
# Seat colours in order of play: Okabe-Ito hues that colour-blind players tell apart,
# and each seat's tiles also carry their own pattern and the side letter.
COLOURS = (N_("orange"), N_("blue"), N_("yellow"), N_("black"))
# A seat's tile in words, by seat (its colour: COLOURS).
TILE_WORDS = (N_("{seat}'s orange tile"), N_("{seat}'s blue tile"),
              N_("{seat}'s yellow tile"), N_("{seat}'s black tile"))
STATUS_WORDS = {"out": N_("out"), "winner": N_("winner")}
# The chevron, pointing up (north) before its facing class turns it.
CHEVRON = "50,4 90,76 80,92 50,72 20,92 10,76"
PROMPT_ID = "pacru-prompt"
# by quarter turns (State.seat_turns)
BOTTOM_SIDE = (N_("Pacru board, South side at the bottom"),
               N_("Pacru board, East side at the bottom"),
               N_("Pacru board, North side at the bottom"),
               N_("Pacru board, West side at the bottom"))


# -- geometry from the state's own attributes ------------------------------------------
def _seat(state, seat):
    """A seat's name in the reader's language."""
    return tr(state.seat_name(seat))


def _name(state, sq):
    return state.grid.name(sq)


def _order_key(state, sq):
    """Notation order of squares: a1 < a2 < ... < a9 < b1 ..."""
    x, y = state.grid.xy(sq)
    return x, y


def _line(state, a, b):
    """Squares strictly between a and b on a straight line (None if not on one):
    the engine's own table."""
    found = LINE[a * SIZE + b]
    return None if found is None else list(found[2])


def _borderland_span(state, sq):
    """'d4-f6': the corners of the borderland holding sq."""
    squares = [s for s in range(state.grid.size) if state.borderland(s) == state.borderland(sq)]
    return f"{_name(state, min(squares, key=lambda s: _order_key(state, s)))}-" \
           f"{_name(state, max(squares, key=lambda s: _order_key(state, s)))}"


def _pending_move(state):
    """(from, to) squares of the move a 'choice' decision is about, or None."""
    return state.pending_move


# -- words ---------------------------------------------------------------------------
def tile_words(state, sq):
    owner = state.owner(sq)
    if owner is None:
        return tr("neutral white tile") if state.shade(sq) == 0 else tr("neutral grey tile")
    return tr(TILE_WORDS[owner], seat=_seat(state, owner))


def piece_words(state, sq):
    seat, facing = state.pieces[sq]
    return tr("{seat}'s piece facing {facing}", seat=_seat(state, seat),
              facing=tr(FACING_WORDS[facing]))


# -- drawing -------------------------------------------------------------------------
def chevron_shapes():
    """The chevron in a 100x100 box, pointing north: its white halo, then its body
    (classes ``halo`` and ``body``). The board and the standalone pictures
    (``piecepad/view/diagram.py``) both draw a piece with this."""
    return (f'<polygon class="halo" points="{CHEVRON}"/>'
            f'<polygon class="body" points="{CHEVRON}"/>')


def chevron(seat, facing, letter, turns=0):
    """A piece: the chevron turned to its facing on screen, with its side letter."""
    shown = FACINGS[(FACINGS.index(facing) + 2 * turns) % 8]
    svg = (f'<svg class="chevron facing-{shown}" viewBox="0 0 100 100" aria-hidden="true" '
           f'focusable="false">{chevron_shapes()}</svg>')
    # The letters on a square are drawn by CSS from data-tag (assets/app.css): glyphs, not
    # text, so a square's accessible name (its aria-label) is all there is to read or say.
    return tag("span", svg + tag("span", "", class_="piece-letter", data_tag=letter),
               class_=f"piece seat-{seat}", aria_hidden="true", data_facing=facing)


def look(position, turns=0, extras=None, power_at=None, svg=True):
    """A position's look (view/look.py): a State, or the set-up editor's draft (read
    as a sketch of a state, _Sketch). ``extras``: square name -> (css, words) the
    decision adds (by default, what the decision under way says of a square);
    ``power_at``: the square whose piece shows its power of movement. ``svg``: False
    leaves out what only the pictures draw."""
    if is_setup(position):
        state, extras = _Sketch(position.draft), extras or {}
    else:
        state = position
        extras = decision_extras(state) if extras is None else extras
    grid = state.grid

    def square(sq):
        name = grid.name(sq)
        owner = state.owner(sq)
        c, r = on_screen(grid, turns, *grid.xy(sq))
        top = grid.height - 1 - r if turns % 2 == 0 else grid.width - 1 - r
        css = [f"tile-{owner}" if owner is not None else f"neutral shade-{state.shade(sq)}",
               c % 3 == 0 and "bl-l", c % 3 == 2 and "bl-r",
               top % 3 == 0 and "bl-t", top % 3 == 2 and "bl-b"]
        html = ""
        ground, pieces, corner = "", (), None
        if owner is not None:
            html += tag("span", "", class_="tile-letter", data_tag=state.sides[owner],
                        aria_hidden="true")
            if svg:
                ground = tile_svg(owner)
                corner = Tag(state.sides[owner], f"--pc{owner}-letter", f"--pc{owner}-ink",
                             800)
        words = []
        if sq in state.pieces:
            seat, facing = state.pieces[sq]
            html += chevron(seat, facing, state.sides[seat], turns)
            if svg:
                pieces = (piece_svg(seat, facing, state.sides[seat]),)
            words.append(piece_words(state, sq))
            if name == power_at:
                pom = state.power(sq)
                html += tag("span", "", class_="pom", data_tag=pom, aria_hidden="true")
                words.append(tr("power of movement {n}", n=pom))
        words.append(tile_words(state, sq))
        extra = extras.get(name)
        if extra:
            css.append(extra[0])
            words.append(extra[1])
        if not svg:
            return Square(html, ", ".join(words), classes(*css))
        return Square(html, ", ".join(words), classes(*css), pieces=pieces, ground=ground,
                      tag=corner, fill=f"--pc-neutral-{state.shade(sq)}")
    found = of(grid.size, square, tolerant=is_setup(position))
    if not svg:
        return found
    return found.replace(defs=PATTERNS, style=STYLE, lines=_borderlands(grid),
                   cell_line="--pc-cell-line", last="outline")


# -- in the pictures (view/look.py: 100 units a square) -------------------------------
# Each seat's pattern on its tiles: stripes, dots, stripes the other way, a grid.
PATTERNS = (
    ("p0", '<pattern id="p0" width="30" height="30" patternUnits="userSpaceOnUse" '
           'patternTransform="rotate(45)"><rect width="10" height="30" fill="var(--pc0-pattern)"/>'
           '</pattern>'),
    ("p1", '<pattern id="p1" width="30" height="30" patternUnits="userSpaceOnUse">'
           '<circle cx="15" cy="15" r="5.75" fill="var(--pc1-pattern)"/></pattern>'),
    ("p2", '<pattern id="p2" width="27.5" height="27.5" patternUnits="userSpaceOnUse" '
           'patternTransform="rotate(-45)"><rect width="7.5" height="27.5" '
           'fill="var(--pc2-pattern)"/></pattern>'),
    ("p3", '<pattern id="p3" width="22.5" height="22.5" patternUnits="userSpaceOnUse">'
           '<path d="M0,2.5H22.5M2.5,0V22.5" stroke="var(--pc3-pattern)" stroke-width="5"/>'
           '</pattern>'),
)
STYLE = (".halo{fill:none;stroke:var(--pc-halo);stroke-width:14;stroke-linejoin:round}"
         ".body{stroke:var(--pc-mark);stroke-width:5;stroke-linejoin:round}")


@lru_cache(maxsize=None)
def tile_svg(owner):
    """A tile of ``owner``'s colour: colour and pattern (its side letter is its Tag)."""
    return (f'<rect width="100" height="100" fill="var(--pc{owner})" stroke="var(--pc-cell-line)" '
            f'stroke-width="2.5"/><rect width="100" height="100" fill="url(#p{owner})"/>')


@lru_cache(maxsize=None)
def piece_svg(seat, facing, letter):
    """A piece: the chevron turned to its facing, with its side letter."""
    return (f'<g transform="rotate({FACINGS.index(facing) * 45},50,50)">'
            f'<g fill="var(--pc{seat})" transform="translate(12,12) scale(0.76)">'
            f'{chevron_shapes()}</g></g><text x="50" y="50" font-size="24" font-weight="800" '
            f'fill="var(--pc{seat}-ink)" text-anchor="middle" dominant-baseline="central">'
            f'{letter}</text>')


def _borderlands(grid):
    """The nine borderlands' heavy lines."""
    w, h = grid.width * 100, grid.height * 100
    d = "".join(f"M{i * 100},0v{h}" for i in range(0, grid.width + 1, 3))
    d += "".join(f"M0,{j * 100}h{w}" for j in range(0, grid.height + 1, 3))
    return (f'<path d="{d}" stroke="var(--pc-border)" stroke-width="7.5" '
            f'stroke-linecap="square"/>')


def decision_extras(state, chosen=()):
    """Square name -> (css, words) for the squares the pending decision is about."""
    kind = state.pending_kind
    extras = {}
    if kind in ("choice", "borderland"):
        for sq in state.claims:
            extras[_name(state, sq)] = ("claim", tr("can be claimed"))
        if kind == "choice":
            frm, to = _pending_move(state)
            for sq in state.connection_squares(frm, to, state.to_move):
                extras[_name(state, sq)] = ("connect", tr("the connection change colours it"))
    elif kind == "meeting":
        for sq in state.claims:
            extras[_name(state, sq)] = ("claim", tr("can be claimed"))
        for sq in meeting_pair(state):
            extras[_name(state, sq)] = ("meeting", tr("in the meeting"))
    elif kind == "reorient-cost":
        plan = state.gathering()
        for name in plan[0] if plan else ():
            extras[name] = (("give-back chosen", tr("chosen to give back")) if name in chosen
                            else ("give-back", tr("can be given back")))
    return extras


def meeting_pair(state):
    """The two pieces of a pending meeting: the moved one and the one it faces."""
    sq = state.pending_square
    if sq is None or sq not in state.pieces:
        return ()
    dx, dy = DIRECTIONS[state.pieces[sq][1]]
    x, y = state.grid.xy(sq)
    if not state.grid.contains(x + dx, y + dy):
        return (sq,)
    return sq, state.grid.index(x + dx, y + dy)


def board(state, highlights=None, interactive=True, turns=0, chosen=()):
    """The board of ``state``; ``turns`` quarter turns clockwise on screen (see
    State.seat_turns); ``chosen``: tiles already chosen to give back."""
    marks = highlights or Highlights()
    label = tr(BOTTOM_SIDE[turns % 4])
    return render_board(state.grid, look(state, turns, decision_extras(state, chosen),
                                         marks.selected, svg=False), marks, interactive,
                        label=label, turns=turns)


def turn_squares(frame):
    """Square names of the decisions of the turn on show: the one under way, else the
    last completed one (the last move highlighted)."""
    line, cursor, last = frame.line, frame.cursor, frame.last_move

    def move_at(i):                # the last move is parsed once, for the whole paint
        return last if i == cursor - 1 else agreed.parse(line.states[i], line.moves[i])
    return squares_of_turn(move_at, cursor)


def squares_of_turn(move_at, count):
    """The squares of the turn that the first ``count`` decisions end in (``move_at(i)``
    gives decision ``i`` as a Move): the decisions since the turn's move or reorientation,
    back to and including it. Shared with the pictures (``piecepad/view/diagram.py``)."""
    found = []
    for i in range(count - 1, -1, -1):
        move = move_at(i)
        if move.origin is not None:        # the turn's first decision: a move or a turn
            return tuple(found) + tuple(sq for sq in (move.origin, move.target) if sq)
        if move.square is not None:
            found.append(move.square)
    return tuple(found)


def highlights(frame):
    state = frame.state
    kind = state.pending_kind
    last = turn_squares(frame)
    if kind == "move":
        moves = frame.target_moves
        capture = [sq for sq, ms in moves.items() if ms[0].kind == "pincer"]
        paths = {}
        for sq, ms in moves.items():
            if ms[0].kind == "move":
                path = move_path(state, ms[0])
                if path:
                    paths[sq] = path
        return Highlights(selected=frame.picked, targets=moves, movable=frame.movable,
                          last=last, focus=frame.focus, capture=capture, paths=paths,
                          **frame.overlays)
    focus = frame.focus
    if focus is None and state.claims:
        focus = _name(state, state.claims[0])
    return Highlights(last=last, focus=focus, **frame.overlays)


def play_area(frame, interactive=True):
    state = frame.state
    return tag("div", board(state, highlights(frame), interactive, frame.board_turns,
                            frame.gathered),
               class_=f"play-area pacru players-{state.players}")


# -- the panel -------------------------------------------------------------------------
def seats_table(state):
    """Each player's tiles against the target; who is to move; who is out."""
    out = set(state.eliminated)
    rows = []
    for seat in range(state.players):
        n = state.scores[seat]
        to_move = seat == state.to_move
        status = ("out" if seat in out else
                  "winner" if state.outcome and seat in state.outcome.winners else "")
        swatch = tag("span", tag("span", esc(state.sides[seat]), class_="tile-letter"),
                     class_=f"swatch tile-{seat}", aria_hidden="true")
        rows.append(tag(
            "li",
            swatch + tag("span", esc(_seat(state, seat)) + " "
                         + tag("span", esc(tr(COLOURS[seat])), class_="colour"),
                         class_="seat-name")
            + tag("span", esc(tr("{n} / {target} tiles", n=n, target=state.target)),
                  class_="count")
            + tag("progress", "", value=min(n, state.target), max=state.target,
                  aria_label=tr("{seat}: {n} of {target} tiles", seat=_seat(state, seat), n=n,
                                target=state.target))
            + (tag("span", esc(tr(STATUS_WORDS[status])), class_="seat-status")
               if status else ""),
            class_=classes("seat", f"seat-{seat}", to_move and "to-move", status),
            aria_current="true" if to_move else None))
    return tag("ul", "".join(rows), class_="pacru-seats",
               aria_label=tr("Tiles against the target"))


def news(frame):
    """Who went out as the turn came round, and the winner."""
    state = frame.state
    items = []
    gone_now = set(state.eliminated_now)
    before = frame.line.states[frame.cursor - 1] if frame.cursor else None
    if before is not None:
        for seat in state.eliminated:
            if seat not in before.eliminated and seat not in gone_now:
                items.append(("info out", tr("{seat} lost their last piece to a pincer and "
                                             "is out. Their tiles stay on the board.",
                                             seat=_seat(state, seat))))
    for seat in state.eliminated_now:
        items.append(("info out", tr("{seat} is blocked: none of {seat}'s pieces can move, "
                                     "so {seat} is out. Their pieces leave the board; their "
                                     "tiles stay.", seat=_seat(state, seat))))
    if state.outcome is not None:
        winners = state.outcome.winners
        reason = state.outcome.said
        if winners:
            (w,) = winners
            items.append(("win", tr("{seat} wins! {reason}.", seat=_seat(state, w),
                                    reason=reason)))
        else:
            items.append(("info", tr("The game is drawn. {reason}.", reason=reason)))
    return "".join(tag("p", esc(text), class_=f"msg {kind}", role="status")
                   for kind, text in items)


def prompt(frame):
    """What the player to move decides now, in words."""
    state = frame.state
    kind = state.pending_kind
    if kind is None:
        return ""
    me = state.to_move
    who = _seat(state, me)
    if kind == "move":
        picked = frame.picked
        if picked is None or picked not in frame.movable:
            text = tr("{who}: tap one of your pieces (outlined) to see where it can go, or "
                      "to turn it instead of moving.", who=who)
            return tag("p", esc(text), class_="prompt", id=PROMPT_ID)
        sq = state.grid.parse(picked)
        seat, facing = state.pieces[sq]
        pom = state.power(sq)
        own = sum(1 for s in range(state.grid.size) if state.borderland(s) == state.borderland(sq)
                  and state.owner(s) == me)
        moves = frame.target_moves
        pincers = sum(1 for ms in moves.values() if ms[0].kind == "pincer")
        span = _borderland_span(state, sq)
        why = (tr("{own} of your tiles in its borderland {span}; 0 or 1 tile gives 1",
                  own=own, span=span) if own < 2 else
               tr("{own} of your tiles in its borderland {span}", own=own, span=span))
        facing_words = tr(FACING_WORDS[facing])
        if moves and pincers:
            first = tr(("The piece on {square} faces {facing} and can go to {n} square (dots), "
                        "{pincers} of them by pincer (ringed).",
                        "The piece on {square} faces {facing} and can go to {n} squares (dots), "
                        "{pincers} of them by pincer (ringed)."), square=picked,
                       facing=facing_words, n=len(moves), pincers=pincers)
        elif moves:
            first = tr(("The piece on {square} faces {facing} and can go to {n} square (dots).",
                        "The piece on {square} faces {facing} and can go to {n} squares "
                        "(dots)."), square=picked, facing=facing_words, n=len(moves))
        else:
            first = tr("The piece on {square} faces {facing} and cannot move this turn.",
                       square=picked, facing=facing_words)
        if frame.turns:
            then = tr("Or turn it with a button below: 45° gives back 2 of your tiles, "
                      "90° gives back 4.")
        else:
            then = tr("Turning it needs at least 2 of your tiles without a piece on them.")
        return tag("p", tag("strong", esc(tr("Power of movement {n}", n=pom)), class_="pom-text")
                   + " " + esc(tr("({why}). {piece} {turning}", why=why, piece=first,
                                  turning=then)), class_="prompt", id=PROMPT_ID)
    square = state.pending_square
    where = _name(state, square)
    if kind == "choice":
        frm, to = _pending_move(state)
        gain = state.connection_squares(frm, to, me)
        span = _borderland_span(state, to)
        conn = (tr("the connection change colours {squares} (+{n})",
                   squares=_names(state, gain), n=len(gain)) if gain
                else tr("the connection change colours nothing (the tiles between are yours)"))
        text = tr("{who}: this move is a connection and crosses a border, so take one "
                  "benefit: {change}; or the crossing benefit claims one highlighted tile in "
                  "{span} (+1).", who=who, change=conn, span=span)
        claims = "".join(button(_name(state, s), "play", data_move=f"+{_name(state, s)}",
                                class_="claim-button",
                                aria_label=tr("Crossing benefit: claim {square}",
                                              square=_name(state, s)))
                         for s in state.claims)
        return (tag("p", esc(text), class_="prompt", id=PROMPT_ID)
                + tag("div", tag("span", esc(tr("Crossing benefit (+1):")), class_="label")
                      + claims, class_="controls crossing", role="group",
                      aria_label=tr("Crossing benefit: claim one tile")))
    if kind == "borderland":
        n = len(state.claims)
        text = tr(("{who}: the piece crossed into borderland {span}. Tap the highlighted "
                   "tile to claim it.",
                   "{who}: the piece crossed into borderland {span}. Tap one of the {n} "
                   "highlighted tiles to claim it."), who=who,
                  span=_borderland_span(state, square), n=n)
        return tag("p", esc(text), class_="prompt", id=PROMPT_ID)
    if kind == "meeting":
        pair = meeting_pair(state)
        other = _name(state, pair[1]) if len(pair) > 1 else "?"
        if any(m.text == "*none" for m in state.legal_moves()):
            text = tr("{who}: meeting! The pieces on {square} and {other} face each other on "
                      "your tiles. Tap any highlighted tile on the board to claim it (+1), or "
                      "decline with the button below.", who=who, square=where, other=other)
        else:
            text = tr("{who}: meeting! The pieces on {square} and {other} face each other on "
                      "your tiles. Tap any highlighted tile on the board to claim it (+1).",
                      who=who, square=where, other=other)
        return tag("p", esc(text), class_="prompt", id=PROMPT_ID)
    # reorient-cost
    plan = state.gathering()
    chosen = [s for s in frame.gathered if plan and s in plan[0]]
    left = plan[1] - len(chosen) if plan else 0
    if chosen:
        text = tr(("{who}: the piece on {square} turned. Give back {n} more tile to neutral: "
                   "tap your highlighted tiles (chosen: {chosen}; tap one again to unchoose).",
                   "{who}: the piece on {square} turned. Give back {n} more tiles to neutral: "
                   "tap your highlighted tiles (chosen: {chosen}; tap one again to "
                   "unchoose)."), who=who, square=where, n=left, chosen=", ".join(chosen))
    else:
        text = tr(("{who}: the piece on {square} turned. Give back {n} more tile to neutral: "
                   "tap your highlighted tiles.",
                   "{who}: the piece on {square} turned. Give back {n} more tiles to neutral: "
                   "tap your highlighted tiles."), who=who, square=where, n=left)
    return tag("p", tag("strong", esc(tr("Still to give back: {n}", n=left)), class_="cost")
               + " " + esc(text), class_="prompt", id=PROMPT_ID)


def _names(state, squares):
    names = [_name(state, s) for s in squares]
    if len(names) == 1:
        return names[0]
    return tr("{squares} and {last}", squares=", ".join(names[:-1]), last=names[-1])


def describe(frame):
    state = frame.state
    # The panel adds prompt() after this, just above its decision buttons, when a
    # person is to move.
    return news(frame) + seats_table(state)


# -- decision labels ---------------------------------------------------------------------
def decision_label(state, move):
    """Button words for decisions made off the board."""
    if move.text == "c":
        pending = _pending_move(state)
        if pending is None:
            return tr("Connection change")
        gain = state.connection_squares(*pending, state.to_move)
        if not gain:
            return tr("Connection change (+0: the tiles between are already yours)")
        return tr("Connection change: {squares} become yours (+{n})",
                  squares=_names(state, gain), n=len(gain))
    if move.text == "*none":
        return tr("Decline the meeting claim")
    if move.is_turn:
        now = state.pieces[state.grid.parse(move.origin)][1]
        step = (FACINGS.index(move.facing) - FACINGS.index(now)) % 8
        clockwise = step in (1, 2)
        degrees = 45 if step in (1, 7) else 90
        return tr("{arrow} {degrees}° to {facing} · give back {cost}",
                  arrow="↻" if clockwise else "↺", degrees=degrees,
                  facing=move.facing.upper(), cost=2 if degrees == 45 else 4)
    return choice_label(move)


CLAIM_WORDS = {"claim": N_("Claim {square}"), "meeting": N_("Meeting claim: {square}"),
               "return": N_("Give back {square}")}


def choice_label(move):
    if move.square is not None:
        return tr(CLAIM_WORDS[move.kind], square=move.square)
    if move.is_step:
        return (tr("Pincer: {origin} takes {target}", origin=move.origin, target=move.target)
                if move.kind == "pincer"
                else tr("{origin} to {target}", origin=move.origin, target=move.target))
    return move.text


def move_path(state, move):
    """Squares a move would colour by a connection change (shown while choosing it)."""
    if not move.is_step or move.kind != "move" or state.pending_kind != "move":
        return []
    grid, me = state.grid, state.to_move
    frm, to = grid.parse(move.origin), grid.parse(move.target)
    between = _line(state, frm, to) or []
    if (len(between) < 1 or state.owner(frm) != me or state.owner(to) != me
            or any(s in state.pieces for s in between)):
        return []
    return [grid.name(s) for s in between if state.owner(s) != me]


def square_words(state, sq):
    """A square (its piece, its tile, what the decision under way says of it)."""
    return look(state, svg=False).words(sq)


def owned(state):
    """Each side's pieces and tiles, for ``mine tiles`` (view/ask.py)."""
    seats = range(state.players)
    return {"pieces": tuple(tuple(sq for sq, (s, _) in state.pieces.items() if s == seat)
                            for seat in seats),
            "tiles": tuple(tuple(sq for sq in range(state.grid.size) if state.owner(sq) == seat)
                           for seat in seats)}


# -- moves and decisions in words (the live region, news, "turn") ---------------------
DECISION_WORDS = {"claim": N_("{who} claims {square}"),
                  "meeting": N_("{who} claims {square} for the meeting"),
                  "return": N_("{who} gives back {square}")}
MANY = 10            # squares named one by one in an instruction; more are counted


def say_move(state, move, who):
    """A decision as a player says it across the table: a pincer takes, a claim
    claims, a turn turns; a move says the tiles its connection change coloured."""
    if move.kind == "pincer":
        owner = state.pieces[state.grid.parse(move.target)][0]
        return tr("{who} takes the piece on {target} ({owner}) from {origin}", who=who,
                  target=move.target, owner=_seat(state, owner), origin=move.origin)
    if move.square is not None:
        return tr(DECISION_WORDS[move.kind], who=who, square=move.square)
    if move.text == "*none":
        return tr("{who} declines the meeting claim", who=who)
    if move.kind == "connect":
        gain = state.connection_squares(*state.pending_move, state.to_move)
        return (tr("{who} takes the connection change and colours {squares}", who=who,
                   squares=_names(state, gain)) if gain else
                tr("{who} takes the connection change, which colours nothing", who=who))
    if move.is_turn:
        return tr("{who} turns the piece on {square} to face {facing}", who=who,
                  square=move.origin, facing=tr(FACING_WORDS[move.facing]))
    said = plain_move_words(state, move, who)
    gain = _coloured(state, move)
    return tr("{move}, and the connection change colours {squares}", move=said,
              squares=_names(state, gain)) if gain else said


def _coloured(state, move):
    """The squares a plain move coloured at once (a connection change with no
    crossing to choose against)."""
    if move.kind != "move":
        return []
    after, me = state.play(move), state.to_move
    return [s for s in range(state.grid.size) if after.owner(s) == me != state.owner(s)]


def say_pending(state):
    """The decision still owed this turn, as an instruction with the squares it may
    take (what the prompt shows to a sighted player)."""
    kind, who = state.pending_kind, _seat(state, state.to_move)
    if kind in (None, "move"):
        return ""
    squares = _some(state, state.claims)
    if kind == "borderland":
        return tr("{who} must now claim one tile in borderland {span}: {squares}.", who=who,
                  span=_borderland_span(state, state.pending_square), squares=squares)
    if kind == "choice":
        frm, to = state.pending_move
        gain = state.connection_squares(frm, to, state.to_move)
        change = (tr("the connection change colours {squares} (+{n})",
                     squares=_names(state, gain), n=len(gain)) if gain
                  else tr("the connection change colours nothing (the tiles between are yours)"))
        return tr("{who} must now take one benefit: {change}; or claim one tile in "
                  "borderland {span}: {squares}.", who=who, change=change,
                  span=_borderland_span(state, to), squares=squares)
    if kind == "meeting":
        if any(m.text == "*none" for m in state.legal_moves()):
            return tr("{who} may now claim one tile for the meeting, or decline: {squares}.",
                      who=who, squares=squares)
        return tr("{who} must now claim one tile for the meeting: {squares}.", who=who,
                  squares=squares)
    free, left = state.gathering()
    squares = _some(state, [state.grid.parse(sq) for sq in free])
    return tr(("{who} must now give back {n} more tile: {squares}.",
               "{who} must now give back {n} more tiles, any of: {squares}."), who=who,
              n=left, squares=squares)


def _some(state, squares):
    """Squares to choose from: "a1, a2 or a3"; the first few when there are many
    ("a1, a2, ... or one of 30 more")."""
    names = [_name(state, s) for s in squares]
    if len(names) > MANY + 2:
        return tr("{squares} or one of {n} more", n=len(names) - MANY,
                  squares=", ".join(names[:MANY]))
    if len(names) == 1:
        return names[0]
    return tr("{squares} or {last}", squares=", ".join(names[:-1]), last=names[-1])


# -- the set-up editor's board (view/setup.py) ----------------------------------
class _Sketch:
    """What the look reads of a state, from the set-up draft's tokens: the seated
    sides first in order of play, the others after, so every colour letter has a
    colour."""

    def __init__(self, draft):
        seats = draft.field("seats") or ""
        self.sides = tuple(dict.fromkeys(seats + "SWNE"))
        self.grid = Grid(9, 9)
        self.cells = draft.cells
        self.pieces = {}
        for sq, token in enumerate(draft.cells):
            if len(token) > 1 and token[1] in self.sides:
                self.pieces[sq] = (self.sides.index(token[1]), token[2:])

    def owner(self, sq):
        tile = self.cells[sq][:1]
        return self.sides.index(tile) if tile in self.sides else None

    def shade(self, sq):
        return SHADE[sq]

    def seat_name(self, seat):
        return {"S": N_("South"), "W": N_("West"), "N": N_("North"),
                "E": N_("East")}[self.sides[seat]]


def draft_classes(setup):
    return f"pacru players-{len(setup.draft.field('seats') or 'SN')}"


# The move forms the rules page lists under "How to write a move".
NOTATION = (
    ("a3-b4", N_("move a piece")),
    ("e3xe4", N_("a pincer capture")),
    ("e6>s", N_("turn the piece on e6 to face south")),
    ("c", N_("take the connection change")),
    ("+b4", N_("claim the tile on b4 in a borderland")),
    ("*i9", N_("a meeting claim")),
    ("-a1", N_("give back the tile on a1 after turning")),
)


VIEW = GameView(play_area=play_area, describe=describe, prompt=prompt,
                square_words=square_words, say_move=say_move, say_pending=say_pending,
                owned=owned,
                choice_label=choice_label, decision_label=decision_label,
                move_path=move_path, turnable=True, embed_size=(440, 820),
                notation=NOTATION, look=look, draft_classes=draft_classes,
                turn_setting="turn_board")
