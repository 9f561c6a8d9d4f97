"""Fixtures for the page-level browser tests of the board's front end (js/src).

The harness page (tests/browser/page/harness.html) loads the bundle esbuild
builds from js/src, spiderette_widget/static/widget.js and widget.css (what
anywidget loads), with a stand-in anywidget model. It is served over a local
http.server (ES modules do not load from file://) and driven with Playwright's
sync API in Debian's headless Chromium (Playwright's own browser download does
not work on these machines).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from chromium import CHROMIUM, CHROMIUM_ARGS, serve

REPO = Path(__file__).resolve().parents[2]
ARTIFACTS = REPO / "tests" / "artifacts"
HARNESS_PATH = "/tests/browser/page/harness.html"


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "browser: drives a real headless Chromium")


@pytest.fixture(scope="session")
def harness_url():
    """Serve the repository on a free local port; yield the harness URL."""
    with serve(REPO, no_store=True) as base:
        yield base + HARNESS_PATH


@pytest.fixture(scope="session")
def chromium():
    from playwright import sync_api

    if not (Path(CHROMIUM).exists() or shutil.which(CHROMIUM)):
        pytest.fail(f"no Chromium at {CHROMIUM}: `./dev test` installs Debian's chromium")
    with sync_api.sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        try:
            yield browser
        finally:
            browser.close()


def _open(chromium, harness_url, **context_options):
    context = chromium.new_context(viewport={"width": 1000, "height": 900}, **context_options)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(harness_url)
    page.wait_for_function("window.harnessReady === true", timeout=30000)
    page.js_errors = errors  # type: ignore[attr-defined]
    return context, page


@pytest.fixture
def page(chromium, harness_url):
    """A mouse-and-keyboard page with the harness loaded."""
    context, page = _open(chromium, harness_url)
    yield page
    assert page.js_errors == [], page.js_errors  # type: ignore[attr-defined]
    context.close()


@pytest.fixture
def touch_page(chromium, harness_url):
    """A touch-screen page (has_touch) with the harness loaded."""
    context, page = _open(chromium, harness_url, has_touch=True)
    yield page
    assert page.js_errors == [], page.js_errors  # type: ignore[attr-defined]
    context.close()


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS
