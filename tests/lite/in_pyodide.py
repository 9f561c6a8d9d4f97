"""Run inside Pyodide only (tests/lite/test_pyodide.py passes this file to pytest there).

The browser's branches: the solver searches in the kernel's own thread, a
missing matplotlib says so in one sentence, the course's charts are Vega-Lite,
and the widget plays from code.
Not named ``test_*.py``: the CPython run does not collect it.
"""

from __future__ import annotations

import sys

import pytest

from spiderette_widget import Game, SpideretteWidget
from spiderette_widget.engine._browser import IN_BROWSER, NO_PLOTS, PlotsUnavailable
from spiderette_widget.search.budget import Budgets
from spiderette_widget.search.solver import InThreadSolve, _browser_limits, replay, solve_in_background


def test_this_is_pyodide():
    assert sys.platform == "emscripten" and IN_BROWSER


def test_solve_in_background_searches_in_this_thread_and_wins():
    answers = []
    handle = solve_in_background(Game.new("spiderette", suits=1, seed=3), on_done=answers.append)
    assert isinstance(handle, InThreadSolve) and not handle.done()  # it waits for the event loop's next turn
    sol = handle.result()  # or runs now, when asked
    assert handle.done() and answers == [sol]
    assert sol.verdict == "win" and replay(Game.new("spiderette", suits=1, seed=3), sol.line).is_won
    handle._run()  # the loop's turn comes later: nothing runs twice
    assert answers == [sol]


def test_a_cancelled_search_never_runs():
    answers = []
    handle = solve_in_background(Game.new("spiderette", suits=2, seed=7), on_done=answers.append)
    handle.cancel()
    sol = handle.result()
    assert sol.verdict == "unknown" and sol.reason == "cancelled" and answers == [sol]


def test_the_kernel_waits_for_at_most_browser_nodes():
    assert _browser_limits({"budget_nodes": 10**9})["budget_nodes"] == Budgets.browser_solve
    assert _browser_limits({"budget_nodes": 500})["budget_nodes"] == 500
    assert _browser_limits({})["budget_nodes"] == Budgets.browser_solve


def test_matplotlib_says_in_one_sentence_that_it_is_missing():
    from spiderette_widget.pictures import plot_score  # the module imports; drawing needs matplotlib

    with pytest.raises(PlotsUnavailable) as info:
        plot_score(Game.new("spiderette", suits=1, seed=7))
    assert info.value._render_traceback_() == [NO_PLOTS]
    with pytest.raises(PlotsUnavailable):
        import matplotlib.pyplot  # noqa: F401


def test_the_widget_plays_undoes_and_hints_from_code():
    w = SpideretteWidget.new("spiderette", suits=1, seed=7)
    opening = w.game.to_text()
    w.play("3>2")
    assert w.game.moves == 1
    w.undo()
    assert w.game.to_text() == opening
    assert w.hint() is not None


def test_the_widget_answers_can_this_deal_be_won_in_the_kernel_thread():
    w = SpideretteWidget.new("spiderette", suits=1, seed=3)
    task = w.solve(budget_seconds=60)
    sol = task.result()
    assert sol.verdict == "win" and task.done()
    step = w.solve_step()
    assert w.game.moves + (4 - w.game.deals_left) >= 1 and step == sol.line[0]


def test_exercises_and_the_shipped_puzzles_work():
    from spiderette_widget.classroom import Exercise, TurnUp, puzzles

    ex = Exercise("spiderette\n1: QH ? | 9S 8S 7H\n2: 10D\n3: 8C", TurnUp(1, within=2))
    assert "cannot move together" in str(ex.play("1>2"))
    ex.play("1>3")
    ex.play("1>2")
    assert ex.solved and ex.refused == 1
    assert len(puzzles("pt")) >= 30  # the TOML file inside the wheel, read with tomllib


def test_a_study_runs_its_deals_in_this_process():
    from spiderette_widget.search import Limit
    from spiderette_widget.search.study import codes, study

    rows = study(codes("spiderette", suits=1, numbers=range(2)), progress=False, limit=Limit(nodes=3000))
    assert [r["code"] for r in rows] == list(codes("spiderette", suits=1, numbers=range(2)))
    assert all(r["verdict"] in ("win", "no win", "unknown") for r in rows)


def test_the_course_charts_are_vega_lite_here():
    from spiderette_widget.classroom import ChartPicture, figure
    from spiderette_widget.pictures import score_chart

    g = Game.new("spiderette", suits=1, seed=7)
    g.play("3>2")
    pic = figure(score_chart(g, lang="pl"), "Wykres wyniku")
    assert isinstance(pic, ChartPicture)
    bundle, _meta = pic._repr_mimebundle_()
    spec = bundle["application/vnd.vegalite.v5+json"]
    assert spec["title"]["text"].startswith("Wynik po każdej akcji") and bundle["text/plain"] == "Wykres wyniku"
    line = next(layer for layer in spec["layer"] if layer["mark"]["type"] == "line")
    assert [r["y"] for r in line["data"]["values"]] == [500, 499]


def test_the_site_s_bytecode_is_what_this_python_imports():
    """tools/lite_pyc.py compiled the modules a start imports with Pyodide's Python: a sourceless module
    (a .pyc in place of its .py) imports, and this package's compiled modules are read, not recompiled."""
    import importlib.util
    import tarfile

    import traitlets

    from spiderette_widget.engine import _game as game

    assert traitlets.__file__.endswith("/traitlets/__init__.pyc") and tarfile.__file__.endswith("/tarfile.pyc")
    cached = importlib.util.cache_from_source(game.__file__)
    with open(cached, "rb") as f:
        header = f.read(16)
    assert header[:4] == importlib.util.MAGIC_NUMBER  # this Python's own bytecode
    assert int.from_bytes(header[4:8], "little") == 1  # hash-based, never checked against the source
    assert game.__file__.endswith("/_game.py")  # the source stays, for tracebacks


def test_the_board_reviews_a_game_in_the_kernel_thread():
    from spiderette_widget.search.core import HonestPlayer

    g = Game.from_code("SD1-S1-AAAAAAB")
    player = HonestPlayer()
    for _ in range(6):
        g.play(player.step_for(g)[0])
    w = SpideretteWidget(g, stats=False)
    task = w.review()
    assert w.view["review"]["state"] == "running" and not task.done()  # it waits for the loop's next turn
    found = task.result()  # or runs now, when asked
    assert task.done() and found is not None and found == g.review(verdicts=False)  # the same review as in a kernel
    view = w.view["review"]
    assert view["state"] == "done" and [p[0] for p in view["points"]] == list(range(7))
    assert view["summary"].startswith("Unfinished. 6 decisions reviewed")
    task._run_here()  # the loop's turn comes later: nothing runs twice
    assert w.view["review"] == view
