"""One home for the budgets (issue 55 item 3) and a playing player's budget per decision (issue 51 item 3).

Every measured budget is a field of ``search.budget.Budgets``: one frozen set per engine, chosen with
the engine (``native.pure_python()`` switches both), each name meaning one number. A game played by
``solve(game, player="honest" | "expert")`` is bounded by its player's budget per decision, as the
hint's; a limit given bounds the whole game, and a game it stops returns the line played so far.
Budgets here are counts, never seconds.
"""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

from spiderette_widget import Game
from spiderette_widget.search import native
from spiderette_widget.search._hints import think_nodes
from spiderette_widget.search.budget import NATIVE_BUDGETS, PYTHON_BUDGETS, Budgets
from spiderette_widget.search.solver import Limit, solve

PACKAGE = Path(__file__).resolve().parent.parent / "spiderette_widget"
# a module-level number named like a budget, outside search/budget.py
BUDGET_NAME = re.compile(r"^([A-Z][A-Z_]*(?:NODES|SAMPLES|SECONDS|TRIES|ITERATIONS|CAP|DEEP))\s*[:=]", re.M)
NOT_BUDGETS = {
    "SLICE_SECONDS": "engine/_browser.py: how long the browser's kernel runs between two pauses, not a search's budget",
    "SLOW_NODES": "search/native.py: the size from which a search without the native core warns once",
}


def test_the_budgets_are_chosen_with_the_engine_and_pure_python_switches_them():
    assert dataclasses.is_dataclass(Budgets) and Budgets.__dataclass_params__.frozen  # type: ignore[attr-defined]
    with pytest.raises(dataclasses.FrozenInstanceError):
        NATIVE_BUDGETS.stuck = 1  # type: ignore[misc]
    assert native.budgets() is (NATIVE_BUDGETS if native.active() else PYTHON_BUDGETS)
    with native.pure_python():
        assert native.budgets() is PYTHON_BUDGETS
        assert think_nodes(True) == PYTHON_BUDGETS.better_hint == 400_000
    if native.active():
        assert think_nodes(True) == NATIVE_BUDGETS.better_hint == 4_000_000
    fields = dataclasses.fields(Budgets)
    differ = {f.name for f in fields if getattr(NATIVE_BUDGETS, f.name) != getattr(PYTHON_BUDGETS, f.name)}
    no_default = {f.name for f in fields if f.default is dataclasses.MISSING}
    assert differ <= no_default  # a budget the same on both engines has one default, read as Budgets.<name>


def test_every_budget_has_one_home_and_no_engine_is_chosen_at_import():
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        where = path.relative_to(PACKAGE).as_posix()
        if where != "search/budget.py":
            found += [(where, name) for name in BUDGET_NAME.findall(text) if name not in NOT_BUDGETS]
        assert not re.search(r"\bif (?:native\.)?NATIVE else\b", text), where  # chosen with the engine instead
    assert found == []
    assert BUDGET_NAME.findall("EXPERT_NODES = 150_000\nWIDTH = 6\n") == ["EXPERT_NODES"]  # the check finds one


def test_a_playing_players_game_stopped_by_its_limit_returns_the_line_played_so_far():
    g = Game.new("spiderette", suits=1, seed=3)
    full = solve(g, player="honest")
    assert (full.verdict, len(full.line), full.nodes) == ("win", 74, 59_687)
    stopped = solve(g, player="honest", limit=Limit(nodes=30_000))
    assert (stopped.verdict, stopped.reason, stopped.nodes) == ("unknown", "node budget spent", 30_000)
    assert 0 < len(stopped.line) < len(full.line) and stopped.line == full.line[: len(stopped.line)]
    replay = g.copy()
    for action in stopped.line:  # the line is what was played: it replays
        replay.play(action)
    expert = solve(g, player="expert", limit=Limit(nodes=300_000))
    assert (expert.verdict, expert.reason) == ("unknown", "node budget spent")
    assert [str(a) for a in expert.line] == ["2>7x1", "3>2x1"]
    longer = solve(g, player="expert", limit=Limit(nodes=600_000))
    assert len(longer.line) > len(expert.line) and longer.line[: len(expert.line)] == expert.line


def test_a_playing_players_default_budget_is_per_decision_not_the_thoughtful_searchs():
    """Without a limit the thoughtful search stops at ``Budgets.solve`` positions; a playing player's game
    is bounded only by its budget per decision (``Budgets.play`` for the whole game, no time)."""
    g = Game.new("spiderette", suits=1, seed=3)
    assert Budgets.play >= 10**12 > Budgets.solve
    default, whole = solve(g, player="honest"), solve(g, player="honest", limit=Limit(nodes=Budgets.play))
    assert (default.verdict, default.line, default.nodes) == (whole.verdict, whole.line, whole.nodes)
    assert solve(g, player="honest", budget_nodes=default.nodes // 2).verdict == "unknown"  # budget_nodes: the game's
