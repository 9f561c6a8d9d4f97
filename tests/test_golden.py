"""The golden playthroughs (tests/golden/*.json) replayed on the model: each intent, as the browser sends it,
must give the view and the status the golden recorded from real play (tools/make_goldens.py writes them).

A change of behaviour fails here with the step and the part that changed; if the change is meant, run
``tools/make_goldens.py`` and read the diff of the goldens.
"""

from __future__ import annotations

import copy

import pytest
from goldens import differences, files, load, seen, send, start
from typeguard import check_type

from spiderette_widget.board._protocol import Intent

GOLDENS = files()


def test_there_are_goldens_of_every_kind():
    names = {p.stem for p in GOLDENS}
    assert {"spiderette-en", "spiderette-won-en", "solve-en", "spider-pt", "stuck-pl", "exercise-en"} <= names
    kinds = {step["status"]["kind"] for p in GOLDENS for step in load(p)["steps"]}
    assert {"info", "error", "win", "stuck", "hint", "describe"} <= kinds
    intents = {step["intent"]["type"] for p in GOLDENS for step in load(p)["steps"]}
    assert {"move", "auto", "deal", "undo", "redo", "hint", "describe", "restart", "reset", "next", "answer"} <= intents
    assert {"solve", "solve_step", "show"} <= intents


def replay(golden: dict) -> list[str]:
    """Every difference between the golden and the board now, step by step."""
    w = start(golden["start"])
    out = differences(golden["initial"], seen(w), "start")
    for i, step in enumerate(golden["steps"], 1):
        check_type(step["intent"], Intent)
        send(w, step["intent"])
        out += differences(step, seen(w), f"step {i} {step['intent']}")
    return out


@pytest.mark.parametrize("path", GOLDENS, ids=[p.stem for p in GOLDENS])
def test_golden_playthrough(path):
    assert replay(load(path)) == []


def test_a_changed_outcome_fails_the_replay():
    """The replay can fail: a golden with one changed word, score or card is caught at its step."""
    golden = load(next(p for p in GOLDENS if p.stem == "spiderette-won-en"))
    for part, key, value in (("status", "text", "You won?"), ("view", "score", 1), ("view", "columns", [])):
        changed = copy.deepcopy(golden)
        changed["steps"][-1][part][key] = value
        (diff,) = replay(changed)
        assert diff.startswith(f"step {len(golden['steps'])} ") and f"{part}.{key}: golden" in diff
