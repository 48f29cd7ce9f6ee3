"""py/zipload.py: with it installed, a module imported from a zip is read (its code
found, inflated and unmarshalled) once, not twice, and imports the same."""

import sys
import zipfile
import zipimport

import pytest

import zipload      # py/ is on the tests' path (pyproject.toml)


@pytest.fixture
def counted(monkeypatch, tmp_path):
    """A zip on sys.path holding two probe modules, and the names zipimport read the
    code of (each time), with the importer's methods restored afterwards."""
    archive = tmp_path / "probe.zip"
    with zipfile.ZipFile(archive, "w") as z:
        z.writestr("zl_probe_plain.py", "VALUE = 41\n")
        z.writestr("zl_probe_once.py", "VALUE = 42\n")
    reads = []
    real = zipimport._get_module_code

    def reading(self, fullname):
        reads.append(fullname)
        return real(self, fullname)
    monkeypatch.setattr(zipimport, "_get_module_code", reading)
    for name in ("get_filename", "get_code"):
        monkeypatch.setattr(zipimport.zipimporter, name, getattr(zipimport.zipimporter, name))
    monkeypatch.syspath_prepend(str(archive))
    sys.path_importer_cache.pop(str(archive), None)
    yield reads
    for name in ("zl_probe_plain", "zl_probe_once"):
        sys.modules.pop(name, None)


def test_each_module_is_read_once(counted):
    import zl_probe_plain             # the stock importer: read twice
    assert zl_probe_plain.VALUE == 41
    assert counted.count("zl_probe_plain") == 2
    zipload.install()
    import zl_probe_once
    assert zl_probe_once.VALUE == 42
    assert counted.count("zl_probe_once") == 1
    assert zl_probe_once.__file__.endswith("zl_probe_once.py")


def test_install_twice_is_once(counted):
    zipload.install()
    patched = zipimport.zipimporter.get_code
    zipload.install()
    assert zipimport.zipimporter.get_code is patched
