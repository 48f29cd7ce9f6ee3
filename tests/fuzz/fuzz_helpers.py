"""Shared pieces of the fuzz suite: real records to mutate, hostile text and
values, and the property every entry point must keep."""

import random
import time
from urllib.parse import quote

from hypothesis import strategies as st

from piecepad import games
from piecepad.errors import PiecepadError
from piecepad.options import format_value
from piecepad.record import Record

GAME_IDS = games.ids()
TRIED = [0]                      # inputs (examples) tried in this run: the summary line

# The time any one input may take: generous, so it never flakes, but a quadratic
# path (or a hang) on a long input fails it.
BASE_SECONDS = 0.5
SECONDS_PER_CHAR = 50e-6
MAX_MESSAGE = 400                # an error message is a short line, whatever the input

# Names of Python parameters, dunder names, near-misses of real option names.
HOSTILE_NAMES = ("self", "cls", "game_id", "text", "options", "players", "seed", "kwargs",
                 "move", "name", "value", "__class__", "__dict__", "__init__", "__slots__",
                 "", " ", "_", "AXIS", "axis ", "%61xis", "size\x00", "é", "n" * 300)
# Pieces of text that mean something to some layer, or to none.
TOKENS = ("/", "//", ".", "..", ";", "=", "==", "_", "__", " ", "  ", "\n", "\t", "\x00",
          "%", "%2", "%zz", "%00", "%ff", "%FE", "%2F", "%2E", "%3B", "%3D", "%5F", "%20",
          "%3E", "%C3%A9", "%ED%A0%80", "\ud800", "\u00b2", "\u0663", "\u216b", "\u00e9",
          "\ufb01", "\u200b", "\U0001f600", "pp1", "pp2", "pass", "off", "none", "None",
          "true", "false", "-", "x", "+", "*", ">", ":", ",", "@", "!", "~", "0", "1", "-1",
          "9" * 30, "a99999999999999999999", "z0", "i9", "a1", "b2", "c3", "a1-a2",
          "players=", "seed=", "players=3", "seed=-1", "self=", "cls=", "game_id=",
          "__class__=", "ply_cap:", "ply_cap:0", "ply_cap:" + "9" * 40, "1e400", "nan",
          "inf", "x" * 3000, "\u00e9" * 500, "%41" * 400)
HUGE = ("x" * 100_000, "9" * 20_000, "a1-a2." * 20_000, ";" * 50_000, "%" * 30_000,
        "/" * 30_000)


def tried():
    TRIED[0] += 1


# -- real records -------------------------------------------------------------

def option_sets(game):
    """{} and, for each option, each listed non-default value on its own."""
    sets = [{}]
    for option in game.options:
        for value in option.choices + option.presets:
            if value != option.default:
                sets.append({option.name: value})
    for players in range(game.min_players, game.max_players + 1):
        if players != game.min_players:
            sets.append({"players": players})
    if game.uses_seed:
        sets.append({"seed": 12345})
    return sets


def playout(game_id, options, rng, max_moves):
    record = Record.new(game_id, **options)
    for _ in range(rng.randint(0, max_moves)):
        moves = record.state.legal_moves()
        if not moves:
            break
        record = record.play(rng.choice(moves))
    return record


_POOL = {}


def pool(game_id):
    """Real records of ``game_id``: random playouts under each option set (seeded)."""
    if game_id not in _POOL:
        game = games.get(game_id)
        rng = random.Random(f"fuzz {game_id}")
        records = []
        for options in option_sets(game):
            try:
                records.append(playout(game_id, options, rng, 40))
            except PiecepadError:
                pass                     # an option set this game refuses on its own
        _POOL[game_id] = records
    return _POOL[game_id]


def texts(game_id):
    return [r.to_text() for r in pool(game_id)]


# -- hostile text ---------------------------------------------------------------

def tokens():
    return st.one_of(st.sampled_from(TOKENS), st.text(max_size=12),
                     st.text(alphabet=st.characters(codec="ascii"), max_size=6))


def _at(text, where):
    return min(int(where * (len(text) + 1)), len(text))


@st.composite
def mutated(draw, base, others=()):
    """``base`` text after a few random edits: cut, insert, delete, replace,
    duplicate, %-escape, change case, splice in part of another text."""
    text = base
    for _ in range(draw(st.integers(0, 4))):
        kind = draw(st.sampled_from(("cut", "insert", "delete", "replace", "repeat",
                                     "escape", "case", "splice", "huge")))
        a = _at(text, draw(st.floats(0, 1)))
        b = _at(text, draw(st.floats(0, 1)))
        a, b = min(a, b), max(a, b)
        if kind == "cut":
            text = text[:a]
        elif kind == "insert":
            text = text[:a] + draw(tokens()) + text[a:]
        elif kind == "delete":
            text = text[:a] + text[b:]
        elif kind == "replace":
            text = text[:a] + draw(tokens()) + text[b:]
        elif kind == "repeat":
            text = text[:b] + text[a:b] * draw(st.integers(1, 50)) + text[b:]
        elif kind == "escape":
            text = text[:a] + quote(text[a:b], safe="", errors="surrogatepass") + text[b:]
        elif kind == "case":
            text = text[:a] + text[a:b].upper() + text[b:]
        elif kind == "splice" and others:
            other = draw(st.sampled_from(others))
            c = _at(other, draw(st.floats(0, 1)))
            d = _at(other, draw(st.floats(0, 1)))
            text = text[:a] + other[min(c, d):max(c, d)] + text[b:]
        elif kind == "huge":
            text = text[:a] + draw(st.sampled_from(HUGE)) + text[a:]
    return text


def junk_values():
    """Python values of every kind, as a caller (or a decoded save) might pass."""
    return st.one_of(
        st.none(), st.booleans(), st.integers(), st.integers(-2 ** 80, 2 ** 80),
        st.floats(), st.text(max_size=20), st.sampled_from(TOKENS), st.sampled_from(HUGE),
        st.binary(max_size=8), st.lists(st.integers(), max_size=3),
        st.tuples(st.integers(), st.integers()), st.lists(st.text(max_size=3), max_size=3),
        st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
        st.builds(object), st.just([[[]]]), st.just({1, 2}), st.just(frozenset("ab")),
        st.just(10 ** 5000))


def option_values(game):
    """A declared option's real values (and their text forms), or junk."""
    real = [v for o in game.options for v in o.choices + o.presets + (o.default,)]
    real += [format_value(v) for v in real]
    return st.one_of(st.sampled_from(real), junk_values())


def option_names(game):
    return st.one_of(st.sampled_from([o.name for o in game.options] or ["none"]),
                     st.sampled_from(HOSTILE_NAMES), st.text(max_size=8))


# -- the property ------------------------------------------------------------------

def size_of(*values):
    total = 0
    for value in values:
        if isinstance(value, (str, bytes)):
            total += len(value)
        elif isinstance(value, dict):
            total += size_of(*value.keys(), *value.values())
        elif isinstance(value, (list, tuple)):
            total += size_of(*value[:100]) + len(value)
        else:
            total += 8
    return total


def check(call, allowed=PiecepadError, size=0):
    """Run ``call``: it returns a result or raises ``allowed`` (a PiecepadError
    subclass) with a short message, within the time bound. Returns
    (result, None) or (None, error)."""
    began = time.perf_counter()
    try:
        result, error = call(), None
    except PiecepadError as e:
        result, error = None, e
    elapsed = time.perf_counter() - began
    limit = BASE_SECONDS + SECONDS_PER_CHAR * size
    assert elapsed < limit, f"took {elapsed:.2f}s (limit {limit:.2f}s for {size} chars)"
    if error is not None:
        assert isinstance(error, allowed), \
            f"{type(error).__name__} where {allowed} belongs: {error}"
        message = str(error)
        assert message and len(message) <= MAX_MESSAGE, \
            f"message of {len(message)} chars: {message[:200]!r}..."
    return result, error
