"""Golden playthroughs (tests/golden/*.json): a board's start, then intents -> the view and status they make.

A golden is ``{"title", "start", "initial", "steps"}``; ``start`` names the
board (``{"code": ..., "lang": ...}``, ``{"position": notation text}`` or
``{"exercises": TOML text}``, docs/exercises.md), ``initial`` is what the board
shows first, and each step is ``{"intent": ..., "view": ..., "status": ...}``:
the intent exactly as the browser sends it (its ``rev`` included) and the parts
of the view and the status it leads to. ``tools/make_goldens.py`` writes them
from real play; tests/test_golden.py replays them on the model and
tests/browser/test_golden_page.py by clicks, drags and keys in Chromium.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from spiderette_widget import Game, SpideretteWidget
from spiderette_widget.classroom import load_exercises

GOLDEN = Path(__file__).resolve().parent / "golden"
# the view's keys a golden leaves out: long lists that follow from the columns, and the statistics file's figures
LEFT_OUT = ("legal", "best", "stats")


def files() -> list[Path]:
    return sorted(GOLDEN.glob("*.json"))


def load(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))


def start(spec: dict[str, Any]) -> SpideretteWidget:
    """The board a golden starts from (no statistics file: nothing of the user's machine shows)."""
    options: dict[str, Any] = {"stats": False, "lang": spec.get("lang", "en")}
    if "exercises" in spec:
        return SpideretteWidget(exercise=load_exercises(spec["exercises"]), **options)
    game = Game.from_code(spec["code"]) if "code" in spec else Game.from_text(spec["position"])
    return SpideretteWidget(game, **options)


def seen(w: SpideretteWidget) -> dict[str, Any]:
    """What a golden records of the board: the view (less ``LEFT_OUT``, the exercise's labels) and the status."""
    view = {k: v for k, v in w.view.items() if k not in LEFT_OUT}
    if view.get("exercise"):
        view["exercise"] = {k: v for k, v in view["exercise"].items() if k != "labels"}
    status = {"id": w.status["id"], "kind": str(w.status["kind"]), "text": w.status["text"]}
    return json.loads(json.dumps({"view": view, "status": status}))


def send(w: SpideretteWidget, intent: dict[str, Any]) -> None:
    """Deliver an intent the way ipywidgets does for a comm 'custom' message.

    After ``"solve"`` this waits for the search's answer (a golden records the answer, not the
    progress before it, whose count depends on the machine's speed).
    """
    w._handle_custom_msg(intent, [])
    task = w.solving
    if intent.get("type") == "solve" and task is not None:
        task.result(timeout=600)


def differences(expected: dict[str, Any], got: dict[str, Any], where: str) -> list[str]:
    """One line per part that differs, ``where`` first."""
    out = []
    for part in ("view", "status"):
        for key in sorted(expected[part].keys() | got[part].keys()):
            want, have = expected[part].get(key), got[part].get(key)
            if want != have:
                out.append(f"{where}: {part}.{key}: golden {json.dumps(want)}, now {json.dumps(have)}")
    return out
