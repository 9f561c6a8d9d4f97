"""Fixtures for the end-to-end tests: one JupyterLab server and one Chromium per session.

The notebook ``play.ipynb`` creates ``w = SpideretteWidget.new(...)`` from a fixed
seed; tests reach the same kernel with ``lab.kernel_run(page, code)`` to set up a
position or read ``w.game`` back, exactly as a code cell would.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from . import lab
from .lab import open_board

PLAY = [
    "from spiderette_widget import Game, SpideretteWidget\n"
    "w = SpideretteWidget.new('spiderette', suits=1, seed=29)\n"
    "w"
]


@pytest.fixture(scope="module")
def playwright_api():
    """Playwright for this module (shares a running instance: see ``lab.playwright_session``)."""
    with lab.playwright_session() as pw:
        yield pw


@pytest.fixture(scope="module")
def chromium_browser(playwright_api):
    browser = lab.launch_chromium(playwright_api)
    try:
        yield browser
    finally:
        browser.close()


@pytest.fixture(scope="session")
def lab_server(tmp_path_factory):
    workdir = tmp_path_factory.mktemp("jupyterlab")
    root = workdir / "root"
    root.mkdir()
    lab.write_notebook(root / "play.ipynb", PLAY)
    lab.write_notebook(root / "touch.ipynb", PLAY)
    server = lab.start_server(workdir, "lab")
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="module")
def lab_page(chromium_browser, lab_server):
    context, page = open_board(chromium_browser, lab_server, "play.ipynb")
    try:
        yield page
    finally:
        context.close()


@pytest.fixture
def artifacts() -> Path:
    lab.ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return lab.ARTIFACTS
