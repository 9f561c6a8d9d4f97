"""Run inside Pyodide only (tests/lite/test_pyodide.py passes this file to pytest there): Run All on every
notebook of the site, in every language, as the in-browser course's kernel runs them.

Each notebook the site carries (``build/lite/site/files``: the course in en, pt, pl) runs cell by cell
in one IPython shell (the shell the Pyodide kernel runs), its namespace fresh for each notebook, from the
notebook's own folder: a cell that raises fails the test and names the cell, and so does a cell that
writes to stderr (a warning a learner would see). The strategy notebooks run on a few deals
(``SPIDERETTE_NB_DEALS``, as tests/test_notebooks.py does). Every chart of the course is drawn here too: a
cell whose saved output (run with matplotlib) is a PNG picture must give a Vega-Lite chart, which the
browser draws, not a table or nothing. Not named ``test_*.py``: CPython does not collect it.
"""

from __future__ import annotations

import contextlib
import io
import json
from pathlib import Path

import pytest

SITE_FILES = Path("/repo/build/lite/site/files")
NOTEBOOKS = sorted(SITE_FILES.rglob("*.ipynb"))
SMALL = {"SPIDERETTE_NB_DEALS": "10"}
VEGA_LITE = "application/vnd.vegalite.v5+json"
SMALLER = {"11_winnability": {"SPIDERETTE_NB_DEALS": "3", "SPIDERETTE_NB_SPIDER_DEALS": "2"}}


@pytest.fixture(scope="module")
def shell():
    from IPython.core.interactiveshell import InteractiveShell

    return InteractiveShell.instance()


def test_the_site_has_every_notebook_in_every_language():
    names = {p.relative_to(SITE_FILES).as_posix() for p in NOTEBOOKS}
    assert "00_play.ipynb" in names and "pt/07_scoring_and_undo.ipynb" in names and "pl/11_winnability.ipynb" in names
    assert "es/09_strategy.ipynb" in names and len(names) >= 56, sorted(names)  # 14 notebooks in 4 languages


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.relative_to(SITE_FILES).as_posix() for p in NOTEBOOKS])
def test_run_all_reaches_the_end(path, shell, monkeypatch):
    stem = path.stem
    for key, value in {**SMALL, **SMALLER.get(stem, {})}.items():
        monkeypatch.setenv(key, value)
    monkeypatch.chdir(path.parent)
    shell.reset(new_session=False)
    cells = [c for c in json.loads(path.read_text())["cells"] if c["cell_type"] == "code"]
    assert cells, path
    charts = 0
    published: list[str] = []  # what the cell shows through display() (a live chart), besides its result
    publish = shell.display_pub.publish
    monkeypatch.setattr(
        shell.display_pub, "publish", lambda data, *a, **kw: (published.extend(data), publish(data, *a, **kw))
    )
    for i, cell in enumerate(cells, 1):
        source = "".join(cell["source"])
        published.clear()
        err = io.StringIO()
        with contextlib.redirect_stderr(err):
            result = shell.run_cell(source, store_history=False, silent=False)
        where = f"{path.relative_to(SITE_FILES)} code cell {i}:\n{source[:400]}"
        error = result.error_before_exec or result.error_in_exec
        assert error is None, f"{where}\n-> {type(error).__name__}: {error}"
        assert not err.getvalue().strip(), f"{where}\n-> wrote to stderr: {err.getvalue()[:1000]}"
        if any("image/png" in out.get("data", {}) for out in cell.get("outputs", [])):
            shown = [
                *published,
                *(shell.display_formatter.format(result.result)[0] if result.result is not None else {}),
            ]
            assert VEGA_LITE in shown, f"{where}\n-> a chart in JupyterLab, here {sorted(shown) or 'nothing'}"
            charts += 1
    lang = path.parent.name if path.parent != SITE_FILES else "en"
    assert shell.user_ns.get("LANG") == lang, f"{path}: the cells ran in another namespace"
    print(f"{path.relative_to(SITE_FILES)}: {charts} charts drawn as Vega-Lite")
