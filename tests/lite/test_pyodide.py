"""The engine inside Pyodide under Node.js: the rule tests run on the wheels the site carries.

``pyodide_pytest.mjs`` loads Pyodide from the npm package, installs this
package's wheel (and its dependencies) from the site's own lock, adds pytest
and Hypothesis, and runs pytest on the repository's test files. A change that
breaks the engine in Pyodide fails here.
"""

from __future__ import annotations

import json
import shutil
import subprocess

import pytest

from .conftest import REPO, load_build_lite

pytestmark = [pytest.mark.lite, pytest.mark.slow]

IN_PYODIDE = "tests/lite/in_pyodide.py"
RULE_TESTS = [
    "tests/test_rules.py",
    "tests/test_scoring.py",
    "tests/test_notation.py",
    "tests/test_cards.py",
    "tests/test_codes.py",
    "tests/test_errors.py",
    "tests/test_hints.py",
]


def run_in_pyodide(site, *pytest_args: str) -> subprocess.CompletedProcess:
    node = shutil.which("node")
    assert node, "Node.js is needed (./dev test runs on machines that have it)"
    build_lite = load_build_lite()
    wheels = json.dumps([str(p) for p in build_lite.test_wheels().values()])
    cmd = [node, str(REPO / "tests" / "lite" / "pyodide_pytest.mjs"), str(build_lite.pyodide_dir()),
           str(site / "static" / "pyodide"), str(REPO), wheels, "--", *pytest_args]  # fmt: skip
    # a safety cap for a hung process on a loaded machine, not a speed limit
    return subprocess.run(cmd, capture_output=True, text=True, timeout=1800, cwd=REPO)


def test_rule_tests_and_the_browser_branches_pass_inside_pyodide(lite_site):
    proc = run_in_pyodide(lite_site, "-q", "-p", "no:cacheprovider", *RULE_TESTS, IN_PYODIDE)
    out = proc.stdout + proc.stderr
    assert proc.returncode == 0, out[-6000:]
    assert "on emscripten" in out and "/site-packages/spiderette_widget/" in out, out[:2000]
    assert " passed" in out and " failed" not in out, out[-2000:]


def test_run_all_reaches_the_end_of_every_notebook_in_every_language_inside_pyodide(lite_site):
    """Every notebook of the site, Run All in an IPython shell in Pyodide (notebooks_in_pyodide.py)."""
    proc = run_in_pyodide(lite_site, "-v", "-p", "no:cacheprovider", "-x", "--durations=5",
                          "tests/lite/notebooks_in_pyodide.py")  # fmt: skip
    out = proc.stdout + proc.stderr
    print(out[-1500:])
    assert proc.returncode == 0, out[-8000:]
    ran = [line for line in out.splitlines() if "test_run_all_reaches_the_end[" in line and "PASSED" in line]
    assert len(ran) >= 56 and "es/11_winnability.ipynb" in out, out[-4000:]
    assert " passed" in out and " failed" not in out, out[-2000:]
