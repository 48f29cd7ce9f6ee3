"""The position-text examples of docs/notation.md decode and re-encode as written."""

import os
import re

from pacru_helpers import PACRU

DOC = os.path.join(os.path.dirname(__file__), "..", "..", "docs", "notation.md")


def _examples():
    with open(DOC, encoding="utf-8") as f:
        text = f.read()
    return re.findall(r"`((?:SN|NEW|SWNE) [^`]+)`", text)


def test_documented_examples_round_trip():
    examples = _examples()
    assert len(examples) == 6
    opening, pending, after = (PACRU.decode(t) for t in examples[:3])
    assert opening == PACRU.start() and pending == PACRU.start().play("a3-b4")
    assert after == PACRU.start().play("a3-b4 +b4")
    assert PACRU.decode(examples[3]) == PACRU.start(players=3)
    assert PACRU.decode(examples[4]) == PACRU.start(players=4)
    for text in examples[:5]:
        assert PACRU.encode(PACRU.decode(text)) == text
    blocked = PACRU.decode(examples[5])
    assert blocked.outcome.winners == (1,) and blocked.eliminated == (0,)
