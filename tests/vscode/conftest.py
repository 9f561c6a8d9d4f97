"""Fixtures for the VS Code renderer tests."""

from __future__ import annotations

from pathlib import Path

import pytest
from e2e import lab


@pytest.fixture
def artifacts() -> Path:
    lab.ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return lab.ARTIFACTS
