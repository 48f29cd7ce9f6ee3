"""Size and time (issue 45): "Open a game…", the link reader (Record.from_text and the
app opening a #/play/ hash) and the settings reader, fed junk of 1 kB, 10 kB, 100 kB,
1 MB and, when that was fast, 10 MB. What is checked is the growth, not a time: every
step of ten times the size may take at most five times ten times as long, the whole
ladder ten times its size (hostile_timing.py). A quadratic reader fails at its first
step, in seconds; ``python3 tools/bench_hostile.py`` prints the curves.

CPython only: the times are CPython's (Pyodide under Node runs the same readers in
the other hostile-input tests)."""

import sys

import pytest

from hostile_timing import (curve, linear, link_inputs, link_readers, open_game_inputs,
                            open_game_reader, settings_inputs, settings_reader)

pytestmark = pytest.mark.skipif(sys.platform == "emscripten",
                                reason="CPU times are CPython's; the readers run in the "
                                       "other hostile-input tests")


def check(make, call):
    points = curve(make, call)
    assert points[-1][0] >= 1_000_000, points            # the ladder was climbed
    assert not linear(points), linear(points)


@pytest.mark.parametrize("name", list(open_game_inputs()))
def test_open_a_game_grows_linearly(name):
    check(open_game_inputs()[name], open_game_reader())


@pytest.mark.parametrize("reader", ["Record.from_text", "app.open(#/play/...)"])
@pytest.mark.parametrize("name", list(link_inputs()))
def test_the_link_reader_grows_linearly(reader, name):
    check(link_inputs()[name], link_readers()[reader])


@pytest.mark.parametrize("name", list(settings_inputs()))
def test_the_settings_reader_grows_linearly(name):
    check(settings_inputs()[name], settings_reader())
