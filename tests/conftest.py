"""Generic fixtures and settings shared by every test folder."""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, settings

from spiderette_widget import Game

# Timing varies a lot on a loaded 2-core CI machine: no per-example deadline.
settings.register_profile(
    "ci", deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large]
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


@pytest.fixture
def position():
    """Build a position from the notation: ``position("1: 9S 8S 7H", "2: 10D")``.

    The game line defaults to Spiderette; pass ``game="spider"`` or other fields as keywords.
    """

    def make(*lines: str, game: str = "spiderette", **fields: object) -> Game:
        head = [f"game: {game}"] + [f"{k}: {v}" for k, v in fields.items()]
        return Game.from_text("\n".join(head + list(lines)))

    return make
