"""The fuzz suite (issue 17): hostile record text, move text, options and
position text against every game. CPython only (Hypothesis does not run inside
Pyodide; tools/pyodide_pytest.mjs runs tests/engine and tests/view only).

CI size by default: a fixed seed (derandomize) and a few examples per test, well
under a minute on two cores. ``FUZZ_EXAMPLES=n`` (``make fuzz``) sets
``max_examples`` of every fuzz test (there are a few dozen, one per test and
game) and draws fresh random inputs each run (``--hypothesis-seed=n`` fixes
them). The summary line counts the inputs tried, over all tests:
``fuzz: N inputs tried, M failures``.
"""

import os
import sys

# Imported, never skipped: requirements.txt pins Hypothesis, and a run without the fuzz
# suite is not a passing run.
from hypothesis import HealthCheck, settings  # noqa: E402

_HERE = os.path.dirname(os.path.abspath(__file__))
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)

import fuzz_helpers  # noqa: E402

CI_EXAMPLES = 100
_examples = int(os.environ.get("FUZZ_EXAMPLES") or 0)
_common = dict(deadline=None, database=None, print_blob=True,
               suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                      HealthCheck.large_base_example,
                                      HealthCheck.filter_too_much])
# Loaded before the test modules are imported: @given takes the default settings
# when it decorates a test.
settings.register_profile("fuzz-ci", max_examples=CI_EXAMPLES, derandomize=True, **_common)
settings.register_profile("fuzz-long", max_examples=max(_examples, 1), **_common)
settings.load_profile("fuzz-long" if _examples else "fuzz-ci")


def pytest_terminal_summary(terminalreporter):
    failed = [r for r in terminalreporter.stats.get("failed", [])
              if "tests/fuzz/" in r.nodeid.replace("\\", "/")]
    if fuzz_helpers.TRIED[0] or failed:
        terminalreporter.write_line(
            f"fuzz: {fuzz_helpers.TRIED[0]} inputs tried, {len(failed)} failures")
