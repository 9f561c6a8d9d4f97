"""js/widget.js type-checks: ``// @ts-check`` with JSDoc types, checked by TypeScript's ``tsc``.

The view, status, intents and model are typed once at the top of widget.js
(after docs/protocol.md); ``./dev test`` installs ``tsc`` into ``.tools/``.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
TSC = REPO / ".tools" / "node_modules" / ".bin" / "tsc"
WIDGET = REPO / "js" / "widget.js"


def test_widget_js_is_checked_and_has_no_type_error():
    assert WIDGET.read_text().startswith("// @ts-check\n")
    if not TSC.exists():
        pytest.fail(f"no TypeScript at {TSC}: `./dev test` installs it (npm install --prefix .tools typescript@5.9)")
    args = ["--noEmit", "--allowJs", "--checkJs", "--target", "es2022", "--module", "es2022"]
    args += ["--lib", "es2022,dom,dom.iterable", str(WIDGET)]
    done = subprocess.run([str(TSC), *args], cwd=REPO, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr


def test_tsc_finds_a_type_error(tmp_path):
    """The check can fail: a wrong field type in the view is caught."""
    if not TSC.exists():
        pytest.fail(f"no TypeScript at {TSC}: `./dev test` installs it")
    bad = tmp_path / "bad.js"
    bad.write_text(WIDGET.read_text() + "\n/** @type {View} */\nexport const oops = { rev: 'twelve' };\n")
    args = ["--noEmit", "--allowJs", "--checkJs", "--target", "es2022", "--module", "es2022"]
    args += ["--lib", "es2022,dom,dom.iterable", str(bad)]
    done = subprocess.run([str(TSC), *args], cwd=tmp_path, capture_output=True, text=True, timeout=600)
    assert done.returncode != 0 and "Type 'string' is not assignable to type 'number'" in done.stdout, done.stdout
