"""The widget's background search: one process per widget at most, ended at once when it is stopped."""

from __future__ import annotations

import math

import psutil
import pytest

from spiderette_widget import Game, GameError, SpideretteWidget
from spiderette_widget.search.solver import solve_in_background

HARD = ("spider", 4, 4)  # a 4-suit Spider deal the solver needs far longer than these tests for


def search_processes() -> set[int]:
    """The live processes this one started with multiprocessing's spawn (the solver's)."""
    out = set()
    for p in psutil.Process().children(recursive=True):
        try:
            if p.status() != psutil.STATUS_ZOMBIE and "spawn_main" in " ".join(p.cmdline()):
                out.add(p.pid)
        except psutil.NoSuchProcess:
            pass
    return out


def send(w: SpideretteWidget, kind: str, **fields) -> None:
    """Deliver an intent the way ipywidgets does for a comm 'custom' message."""
    fields.setdefault("rev", w.view["rev"])
    w._handle_custom_msg({"type": kind, **fields}, [])


def test_a_hundred_solve_and_cancel_pairs_never_leave_more_than_one_search_process():
    before = search_processes()
    w = SpideretteWidget.new(*HARD)
    most = 0
    for _ in range(100):
        send(w, "solve")
        assert w.status["kind"] == "search" and w.solving is not None
        most = max(most, len(search_processes() - before))
        send(w, "solve_cancel")
        assert w.status["text"] == "Search cancelled." and w.solving is None
        most = max(most, len(search_processes() - before))
    assert most == 1
    assert search_processes() - before == set()


def test_a_second_search_is_refused_while_one_runs_and_starts_no_process():
    before = search_processes()
    w = SpideretteWidget.new(*HARD)
    task = w.solve()
    running = search_processes() - before
    send(w, "solve")
    assert w.status["text"].startswith("A search is already running") and w.solving is task
    assert search_processes() - before == running and len(running) == 1
    task.cancel()
    assert search_processes() - before == set() and task.result(20).reason == "cancelled"


@pytest.mark.parametrize("stop", ["move", "new", "undo", "close", "game"])
def test_whatever_stops_the_search_ends_its_process_at_once(stop):
    before = search_processes()
    w = SpideretteWidget.new(*HARD)
    w.play(w.game.legal_moves()[0])
    task = w.solve()
    assert len(search_processes() - before) == 1
    if stop == "move":
        src, count, dst = w.view["legal"][0]
        send(w, "move", src=src, count=count, dst=dst)
    elif stop == "new":
        send(w, "new")
    elif stop == "undo":
        send(w, "undo")
    elif stop == "game":
        w.game = Game.new(*HARD)
    else:
        w.close()
    assert search_processes() - before == set()  # gone before the call returned
    assert task.result(20).reason == "cancelled"


@pytest.mark.parametrize(
    ("option", "value", "says"),
    [
        ("player", "nobody", "player must be 'thoughtful', 'honest' or 'expert', got 'nobody'"),
        ("player", ["thoughtful"], "player must be 'thoughtful', 'honest' or 'expert'"),
        ("budget_nodes", 0, "budget_nodes must be a positive whole number, got 0"),
        ("budget_nodes", True, "budget_nodes must be a positive whole number, got True"),
        ("budget_nodes", 2.5, "budget_nodes must be a positive whole number, got 2.5"),
        ("budget_seconds", -1, "budget_seconds must be a positive number, got -1"),
        ("budget_seconds", math.nan, "budget_seconds must be a positive number, got nan"),
        ("budget_seconds", "30", "budget_seconds must be a positive number, got '30'"),
        ("budget_seconds", True, "budget_seconds must be a positive number, got True"),
    ],
)
def test_a_bad_player_or_budget_is_refused_before_a_process_starts(option, value, says):
    before = search_processes()
    with pytest.raises(GameError) as caught:
        solve_in_background(Game.new("spiderette", suits=1, seed=0), **{option: value})
    assert str(caught.value).startswith(says)
    assert search_processes() - before == set()


def test_a_cancel_after_the_answer_changes_nothing():
    h = solve_in_background(Game.new("spiderette", suits=1, seed=3))
    sol = h.result(60)
    h.cancel()
    assert h.result(0) is sol and sol.verdict == "win"
