"""End to end: a course notebook as it is built, opened in a real JupyterLab (issue 52, points 3 and 12).

Point 12: before Run All, a notebook opened from disk is not trusted, and JupyterLab shows only its "safe"
outputs; the board read ``SpideretteWidget(<Game SD1-S1-AAAAAAH: ...>)``. Now its saved HTML picture shows.

Point 3: Run All and a save changed the file (the widgets' model ids only). Now a board takes the id its
cell gives it (tools/build_notebooks.py saves the same), so the saved file is the built one, output for output.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from . import lab

pytestmark = [pytest.mark.lab, pytest.mark.browser]

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
WIDGET = "application/vnd.jupyter.widget-view+json"


@pytest.fixture(scope="module")
def course_server(tmp_path_factory) -> Iterator[lab.Server]:
    server = lab.start_server(tmp_path_factory.mktemp("course-saves"), "lab")
    try:
        yield server
    finally:
        server.stop()


def _open(browser: Any, server: lab.Server, built: Path) -> tuple[Any, Any, Path]:
    copy = server.root / built.name
    shutil.copyfile(built, copy)
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda exc: page.errors.append(str(exc)))
    lab.open_notebook(page, server, built.name)
    return context, page, copy


def _cells(path: Path) -> list[tuple[str, str, Any]]:
    nb = json.loads(path.read_text(encoding="utf-8"))
    return [(c["cell_type"], "".join(c["source"]), c.get("outputs")) for c in nb["cells"]]


def test_a_board_not_yet_run_shows_its_picture_not_its_repr(chromium_browser, course_server, artifacts):
    context, page, _ = _open(chromium_browser, course_server, NOTEBOOKS / "00_play.ipynb")
    try:
        first = ".jp-OutputArea-output img[alt^='Spiderette board']"
        lab.poll(page, f"() => Boolean(document.querySelector(\"{first}\"))", "the saved board picture", timeout=60)
        shown = page.evaluate("() => document.querySelector('.jp-Notebook').innerText")
        assert "SpideretteWidget(<Game" not in shown
        size = page.evaluate(f"() => document.querySelector(\"{first}\").getBoundingClientRect().width")
        assert size > 200  # the picture itself, not a broken image
        page.screenshot(path=str(artifacts / "course-00-before-run-all.png"))
    finally:
        context.close()


@pytest.mark.parametrize("stem", ["00_play", "13_puzzles"])
def test_run_all_and_save_leave_the_built_notebook_as_it_is(chromium_browser, course_server, stem):
    built = NOTEBOOKS / f"{stem}.ipynb"
    context, page, copy = _open(chromium_browser, course_server, built)
    try:
        page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
        done = """() => {
          const nb = window.jupyterapp.shell.currentWidget;
          const k = nb.sessionContext.session.kernel;
          const cells = nb.content.widgets.filter(c => c.model.type === 'code');
          return k.status === 'idle' && cells.every(c => c.model.executionCount !== null);
        }"""
        lab.poll(page, done, "every cell to run", timeout=400, every=0.5)
        page.wait_for_timeout(1500)  # the last outputs reach the model
        page.evaluate("() => window.jupyterapp.commands.execute('docmanager:save')")
        lab.poll(page, "() => !window.jupyterapp.shell.currentWidget.context.model.dirty", "the save", timeout=60)
        shutil.copyfile(copy, lab.ARTIFACTS / f"saved-{stem}.ipynb")  # to compare by eye when this fails
        saved, want = _cells(copy), _cells(built)
        assert len(saved) == len(want)
        for (_kind, source, outputs), (_, _, expected) in zip(saved, want, strict=True):
            assert outputs == expected, f"{stem}: the cell {source[:60]!r} saved other outputs than the build"
        ids = [o["data"][WIDGET]["model_id"] for *_, outs in saved for o in outs or [] if WIDGET in o.get("data", {})]
        assert ids, f"{stem}: no board was saved"
        assert not page.errors
    finally:
        context.close()
