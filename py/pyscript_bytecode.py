"""PyScript's bytecode, compiled at build time, put where its import will look.

PyScript writes its Python package into the home folder at every start and imports it;
`tools/build.py` compiles that package (checked-hash, so sources that ever differ are
just compiled as before) into the standard library's zip under ``pyscript-bytecode/``.
`assets/runtime.mjs` calls ``write()`` once Python is up and before PyScript's set-up,
through an import, so this module comes as bytecode like the rest of the app: run as
source text with ``runPython``, as it once was, it was parsed and compiled in the page.
"""

import os
import sys
import zipimport

PREFIX = "pyscript-bytecode/"
HOME = "/home/pyodide"
STASH = "_piecepad_pyscript_bytecode"      # tools/pyodide_snapshot.mjs keeps it in the heap


def _from_zip(archive):
    # The importer read the zip's directory at start: reading it again with zipfile,
    # in Python, cost more than the files themselves.
    try:
        names = [n for n in zipimport._zip_directory_cache[archive]
                 if n.startswith(PREFIX) and not n.endswith("/")]
        reader = zipimport.zipimporter(archive)
        return {n: reader.get_data(n) for n in names}
    except Exception:       # a private cache: if a new Python changes it, the slow way
        import zipfile
        with zipfile.ZipFile(archive) as stdlib:
            return {n: stdlib.read(n) for n in stdlib.namelist() if n.startswith(PREFIX)}


def write():
    """Write the files; a restored heap has them already (no zip to read)."""
    stash = sys.modules.pop(STASH, None)
    if stash is not None:
        files = stash.files
    else:
        files = _from_zip("/lib/python%d%d.zip" % sys.version_info[:2])
    for name, data in files.items():
        path = os.path.join(HOME, name[len(PREFIX):])
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.write(data)
