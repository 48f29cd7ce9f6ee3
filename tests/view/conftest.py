"""View test configuration and shared fixtures (the shared helpers, make_app and
new_record, are in view_helpers.py).

The helper modules (view_helpers, the toy game's folder) sit beside the tests.
pytest's default import mode puts this folder on sys.path; make sure of it for other
modes too (e.g. --import-mode=importlib).
"""

import os
import sys

import pytest

_HERE = os.path.dirname(os.path.abspath(__file__))
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)


# The app is imported when a test asks for it, not here: test_i18n.py, run alone,
# checks what importing and opening the app loads, so it must find none of it loaded.
@pytest.fixture
def store():
    """An empty store, as a first visit finds it."""
    from piecepad.app.saves import MemoryStore
    return MemoryStore()

