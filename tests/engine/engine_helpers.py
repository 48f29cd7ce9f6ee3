"""Small helpers shared by the engine tests (imported by the test modules)."""

import pytest

from piecepad import games

import dodgem_ref as ref

DODGEM = games.get("dodgem")

AXES = ("H", "V")


def setup(red=(), green=(), to="r", **options):
    """A Dodg'em state from square lists, through the documented position text."""
    seat = "rg".index(to)
    return DODGEM.decode(ref.position_text(ref.pos(red, green, seat)), **options)


def texts(state):
    """The legal moves as a set of canonical texts."""
    return {str(m) for m in state.legal_moves()}


def moves_from(state, square):
    """The legal move texts of the coin on ``square``."""
    return {t for t in texts(state) if t.startswith(square + "-")}


def play_line(state, moves):
    """Play the moves in order; return every state along the way (start included)."""
    states = [state]
    for move in moves:
        states.append(states[-1].play(move))
    return states


def perft(state, depth):
    """Engine perft: move sequences of exactly ``depth`` moves."""
    if depth == 0:
        return 1
    return sum(perft(state.play(m), depth - 1) for m in state.legal_moves())


def error_message(error, call, *words):
    """Run ``call``; it must raise ``error`` whose message holds every word
    (case-insensitive). Returns the message."""
    with pytest.raises(error) as info:
        call()
    message = str(info.value)
    for word in words:
        assert word.lower() in message.lower(), f"{word!r} missing from {message!r}"
    return message


def random_position(rng):
    """A random placement: 0-5 coins a side (not both none), a random side to move."""
    squares = [f"{f}{r}" for f in ref.FILES for r in range(1, 7)]
    rng.shuffle(squares)
    n_red, n_green = rng.randint(0, 5), rng.randint(0, 5)
    if n_red + n_green == 0:
        n_red = 1
    return ref.pos(squares[:n_red], squares[n_red:n_red + n_green], rng.randint(0, 1))
