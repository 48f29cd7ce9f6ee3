"""Engine test configuration.

The helper modules (engine_helpers, dodgem_ref) sit beside the tests. pytest's
default import mode puts this folder on sys.path; make sure of it for other
modes too (e.g. --import-mode=importlib).
"""

import os
import sys

_HERE = os.path.dirname(os.path.abspath(__file__))
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)
