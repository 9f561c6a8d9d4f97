"""Generic fixtures and settings shared by every test folder."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from spiderette_widget import Game
from spiderette_widget.text._stats import ENV_DIR

# Boards record statistics: keep the tests' games (and the kernels and servers
# the tests start, which inherit this) out of the user's own statistics file.
os.environ.setdefault(ENV_DIR, tempfile.mkdtemp(prefix="spiderette-stats-"))

# Timing varies a lot on a loaded 2-core CI machine: no per-example deadline.
settings.register_profile(
    "ci", deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large]
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

JS = Path(__file__).resolve().parents[1] / "js"


@pytest.fixture(autouse=True)
def _boards_hint_without_thinking(monkeypatch: pytest.MonkeyPatch) -> None:
    """A board's Hint starts the expert thinking in another process (``board._hinting``): not in
    tests about other things, where dozens of hints would leave dozens of searches running.
    The tests of the better hint turn it on for their board (``w.think_nodes = N``). Each game
    keeps the plans its hints follow (``search._hints.players_of``): no test depends on which ran
    before it in its worker."""
    monkeypatch.setenv("SPIDERETTE_BETTER_HINT", "off")  # a new board's default (``board._hinting``)


def pytest_configure(config: pytest.Config) -> None:
    """Bring the front end's bundle up to date with js/src before any test loads it (the page
    harness, the widget's ``_esm``): ``node js/build.mjs`` builds only when a source is newer.
    Once, in the main process (not in each xdist worker); ``./dev test`` has built it already."""
    node = shutil.which("node")
    if hasattr(config, "workerinput") or node is None or not (JS / "node_modules" / "esbuild").is_dir():
        return  # without esbuild, tests/test_js_types.py says the bundle is stale or missing
    subprocess.run([node, str(JS / "build.mjs")], check=True)


@pytest.fixture
def position():
    """Build a position from the notation: ``position("1: 9S 8S 7H", "2: 10D")``.

    The game line defaults to Spiderette; pass ``game="spider"`` or other fields as keywords.
    """

    def make(*lines: str, game: str = "spiderette", **fields: object) -> Game:
        head = [f"game: {game}"] + [f"{k}: {v}" for k, v in fields.items()]
        return Game.from_text("\n".join(head + list(lines)))

    return make
