"""Write the golden playthroughs (tests/golden/*.json) from real play on a real ``SpideretteWidget``.

Each scenario is a board and a list of steps. A step is an intent's type
(``"deal"``, ``"undo"``, ...: sent with the rev shown), a dict (an intent with
its fields; the rev is added), or a choice made on the board as it stands:
``"move"`` (its first legal move), ``"auto"`` (the first group a double-click
sends somewhere) or ``"refused"`` (a liftable card dropped on a column that
does not take it). The intent chosen and what the board shows after it are
recorded; nothing is typed by hand. Run it after a change of behaviour that
the goldens should follow, and read the diff:

    .venv/bin/python tools/make_goldens.py          # all of them
    .venv/bin/python tools/make_goldens.py spider-pt
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

import goldens  # tests/goldens.py: the replay both test suites share

TEACHING = "spiderette\n1: QH ? | 9S 8S 7H\n2: 10D\n3: 8C\n"
EXERCISES = f'''
title = "Golden"

[[exercise]]
name = "free-the-queen"
title = "Free the card"
position = """
{TEACHING}"""
goal = "turn-up"
column = 1
within = 2

[[exercise]]
name = "allowed"
position = """
spiderette
1: 9S 8S 7H
2: 10D
"""
goal = "allowed"
move = "1>2x3"
'''

SCENARIOS: dict[str, tuple[str, dict[str, Any], list[Any]]] = {
    "spiderette-en": (
        "Spiderette, 2 suits, a real deal: moves, a double-click, a refused move, a deal, undo, redo, a hint",
        {"code": "SD1-S2-AAAAABQ", "lang": "en"},
        ["move", "auto", "refused", "move", "deal", "undo", "redo", "move", "hint", "describe"],
    ),
    "spiderette-won-en": (
        "Spiderette, 1 suit, one run from the win: a refused move, undo and redo, the winning run",
        {
            "position": "spiderette\nsuits: 1\nremoved: S S S\nstock: -\n1: KS QS JS 10S 9S 8S\n2: 7S 6S 5S 4S\n"
            "3: 3S 2S\n4: AS",
            "lang": "en",
        },
        [
            {"type": "move", "src": 3, "count": 2, "dst": 1},
            {"type": "move", "src": 2, "count": 4, "dst": 1},
            "undo",
            "redo",
            {"type": "auto", "src": 3, "count": 2},
            {"type": "auto", "src": 4, "count": 1},
        ],
    ),
    "solve-en": (
        "Can this deal be won? The search's answer, then its winning line played with Next step to the win",
        {
            "position": "spiderette\nsuits: 1\nremoved: S S S\nstock: -\n1: KS QS JS 10S 9S 8S\n2: 7S 6S 5S 4S\n"
            "3: 3S 2S\n4: AS",
            "lang": "en",
        },
        ["solve", "solve_step", "solve_step", "solve_step"],
    ),
    "spider-pt": (
        "Spider, 1 suit, a real deal, in Portuguese: moves, a refused move, a deal, undo, restart",
        {"code": "SP1-S1-AAAAAAD", "lang": "pt"},
        ["move", "auto", "refused", "deal", "move", "undo", "hint", "restart"],
    ),
    "stuck-pl": (
        "Spiderette, 4 suits, a position with no way on, in Polish: a refused move, a move, undo, redo, describe",
        {"position": "spiderette\nsuits: 4\nstock: -\n1: 5S\n2: 9H\n3: 6D\n4: 10C", "lang": "pl"},
        ["refused", {"type": "move", "src": 1, "count": 1, "dst": 3}, "undo", "redo", "describe"],
    ),
    "exercise-en": (
        "Two exercises: a refused move, a move, a nudge, Show me, reset, the goal met;"
        " a question answered wrong, then right",
        {"exercises": EXERCISES, "lang": "en"},
        [
            {"type": "move", "src": 1, "count": 1, "dst": 2},
            {"type": "move", "src": 1, "count": 1, "dst": 3},
            "hint",
            "show",
            "reset",
            {"type": "move", "src": 1, "count": 1, "dst": 3},
            {"type": "move", "src": 1, "count": 2, "dst": 2},
            "next",
            {"type": "answer", "value": 1},
            "reset",
            {"type": "answer", "value": 2},
        ],
    ),
}


def choose(step: Any, view: dict[str, Any]) -> dict[str, Any]:
    """The intent for a step, on the board as it stands (with the rev shown)."""
    rev = view["rev"]
    if isinstance(step, dict):
        return {**step, "rev": rev}
    if step == "move":
        src, count, dst = view["legal"][0]
        return {"type": "move", "src": src, "count": count, "dst": dst, "rev": rev}
    if step == "auto":
        src, count, _ = view["best"][0]
        return {"type": "auto", "src": src, "count": count, "rev": rev}
    if step == "refused":
        cols = view["columns"]
        for src, col in enumerate(cols, 1):
            for dst, other in enumerate(cols, 1):
                if col["up"] and other["up"] and src != dst and [src, 1, dst] not in view["legal"]:
                    return {"type": "move", "src": src, "count": 1, "dst": dst, "rev": rev}
        raise ValueError("no refused move on this board")
    return {"type": step, "rev": rev}


def record(title: str, spec: dict[str, Any], steps: list[Any]) -> dict[str, Any]:
    w = goldens.start(spec)
    out: dict[str, Any] = {"title": title, "start": spec, "initial": goldens.seen(w), "steps": []}
    for step in steps:
        intent = choose(step, w.view)
        goldens.send(w, intent)
        out["steps"].append({"intent": intent, **goldens.seen(w)})
    return out


def dump(value: Any, indent: str = "") -> str:
    """JSON, one line per part that fits in 110 characters (a column, an intent, a status), for readable diffs."""
    flat = json.dumps(value, ensure_ascii=False)
    if len(flat) + len(indent) <= 110 or not isinstance(value, dict | list) or not value:
        return flat
    inner = indent + " "
    if isinstance(value, list):
        items = [inner + dump(v, inner) for v in value]
        return "[\n" + ",\n".join(items) + "\n" + indent + "]"
    items = [f"{inner}{json.dumps(k)}: {dump(v, inner)}" for k, v in value.items()]
    return "{\n" + ",\n".join(items) + "\n" + indent + "}"


def main(names: list[str]) -> None:
    goldens.GOLDEN.mkdir(exist_ok=True)
    for name in names or SCENARIOS:
        title, spec, steps = SCENARIOS[name]
        path = goldens.GOLDEN / f"{name}.json"
        path.write_text(dump(record(title, spec, steps)) + "\n", encoding="utf-8")
        print(f"{path}: {len(steps)} steps")


if __name__ == "__main__":
    main(sys.argv[1:])
