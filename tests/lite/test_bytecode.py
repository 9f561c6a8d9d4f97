"""The site's bytecode (tools/lite_pyc.py), read from the built site: what a start imports comes compiled,
the lock still names each wheel's digest (the browser refuses a wheel whose digest differs), and
this package keeps its sources. That Pyodide imports it: tests/lite/in_pyodide.py."""

from __future__ import annotations

import hashlib
import json
import zipfile

import pytest

pytestmark = [pytest.mark.lite]


def names(path) -> set[str]:
    with zipfile.ZipFile(path) as z:
        return set(z.namelist())


def test_the_lock_names_the_digest_of_each_rewritten_wheel(lite_site):
    folder = lite_site / "static" / "pyodide"
    lock = json.loads((folder / "pyodide-lock.json").read_text())
    for name, entry in lock["packages"].items():
        assert hashlib.sha256((folder / entry["file_name"]).read_bytes()).hexdigest() == entry["sha256"], name


def test_what_a_start_imports_is_bytecode_and_the_rest_stays_source(lite_site):
    folder = lite_site / "static" / "pyodide"
    ipython = names(next(folder.glob("ipython-*.whl")))
    assert "IPython/core/interactiveshell.pyc" in ipython and "IPython/core/interactiveshell.py" not in ipython
    assert "IPython/core/historyapp.py" in ipython  # never imported at start: left as it was
    stdlib = names(folder / "python_stdlib.zip")
    assert {"tarfile.pyc", "json/__init__.pyc"} <= stdlib and "tarfile.py" not in stdlib
    ours = names(next(folder.glob("spiderette_widget-*.whl")))
    sources = {n for n in ours if n.endswith(".py")}
    assert "spiderette_widget/engine/_game.py" in sources
    compiled = {n for n in ours if n.endswith(".pyc")}
    assert len(compiled) == len(sources) and "spiderette_widget/engine/__pycache__/_game.cpython-314.pyc" in compiled
