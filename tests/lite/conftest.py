"""Fixtures for the JupyterLite tests: the built site (tools/build_lite.py) served on localhost."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

REPO = Path(__file__).resolve().parents[2]


def load_build_lite() -> ModuleType:
    """tools/build_lite.py, imported on first use (this folder's in_pyodide.py runs inside Pyodide without it)."""
    if str(REPO / "tools") not in sys.path:
        sys.path.insert(0, str(REPO / "tools"))
    return importlib.import_module("build_lite")


@pytest.fixture
def artifacts() -> Path:
    path = REPO / "tests" / "artifacts"
    path.mkdir(parents=True, exist_ok=True)
    return path


@pytest.fixture(scope="session")
def lite_site() -> Path:
    """The site, built once (both test workers share it: the build takes a lock and keeps a stamp)."""
    return load_build_lite().build()


@pytest.fixture(scope="module")
def lite_url(lite_site: Path) -> Iterator[str]:
    """The site served by a plain static file server on 127.0.0.1 (what any static host does)."""
    from chromium import serve  # here, not at the top: this file is also read inside Pyodide

    with serve(lite_site) as url:
        yield url
