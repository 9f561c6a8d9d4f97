"""Fixtures for the end-to-end tests: one JupyterLab server and one Chromium per session.

The notebook ``play.ipynb`` creates ``w = SpideretteWidget.new(...)`` from a fixed
seed; tests reach the same kernel with ``lab.kernel_run(page, code)`` to set up a
position or read ``w.game`` back, exactly as a code cell would.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

import lab

PLAY = [
    "from spiderette_widget import Game, SpideretteWidget\n"
    "w = SpideretteWidget.new('spiderette', suits=1, seed=29)\n"
    "w"
]


@pytest.fixture(scope="session")
def playwright_api():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        yield pw


@pytest.fixture(scope="session")
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


def open_board(browser, server, name: str, **context_options):
    """A new browser context on notebook ``name``, its cells run and the board on screen."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000}, **context_options)
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda exc: page.errors.append(str(exc)))
    lab.open_notebook(page, server, name)
    lab.run_all_and_wait_for_widget(page)
    return context, page


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
