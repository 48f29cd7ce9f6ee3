"""Each module of the app read once from py.zip, not twice.

Python's zip importer works out a module's file name (``get_filename``, asked when the
import machinery makes the module's spec) by reading, inflating and unmarshalling its
code, then does all of it again to run it (``get_code``). On a cold start, in
WebAssembly, that second pass is a good part of the time spent importing the app
(docs/startup.md). ``install()`` keeps the code the first pass made for the second.
The results are the same: the same function finds the same code.
"""

import zipimport

_kept = {}


def install():
    if getattr(zipimport.zipimporter.get_filename, "keeps_code", False):
        return
    find = zipimport._get_module_code

    def get_filename(self, fullname):
        found = find(self, fullname)
        _kept[self.archive, self.prefix, fullname] = found
        return found[2]

    def get_code(self, fullname):
        found = _kept.pop((self.archive, self.prefix, fullname), None)
        return (found or find(self, fullname))[0]

    get_filename.keeps_code = True
    zipimport.zipimporter.get_filename = get_filename
    zipimport.zipimporter.get_code = get_code
