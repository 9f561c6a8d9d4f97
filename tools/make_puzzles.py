"""Write the graded puzzle set (spiderette_widget/data/puzzles.toml) from real deals.

Each deal is played by the solver's thoughtful player (a real game, move by
move); positions along its winning line become puzzles when a goal there has
a short answer: turn up a card, empty a column, remove a run (each "in at
most N moves", N the shortest line, found by a breadth-first search over
every card), find the only move that turns up a card or builds in suit, or
win from a late position (the solver's line). Difficulty is measured, not
guessed: the number of positions the search looked at before it found the
answer (for "win", the solver's nodes). The set is sorted by it, easiest
first. Run (slow; a few minutes)::

    nice -n 19 .venv/bin/python tools/make_puzzles.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spiderette_widget import Game
from spiderette_widget.classroom._goals import (
    EmptyColumn,
    OnlyMove,
    RemoveRun,
    TurnUp,
    action_text,
    has_effect,
    shortest_line,
    step_words,
)
from spiderette_widget.search.solver import solve
from spiderette_widget.text._words import say

OUT = Path(__file__).resolve().parent.parent / "spiderette_widget" / "data" / "puzzles.toml"
LANGS = ("en", "pt", "pl")
DEALS = [(1, n) for n in range(0, 6)] + [(2, n) for n in range(0, 10)]
CAP = 4000
WANT = {"turn-up": 12, "empty-column": 7, "remove-run": 5, "only-move": 7, "win": 5}
TITLES = {"en": "Puzzle {n}", "pt": "Problema {n}", "pl": "Zadanie {n}"}


def _features(game: Game, line: list) -> list[str]:
    """Which ideas the line uses: a group moved as one, an empty column, a deal."""
    g = game.copy()
    found = []
    for a in line:
        if a.is_deal:
            found.append("why-deal")
        else:
            dst = g.columns[a.dst - 1]
            if a.count > 1:
                found.append("why-group")
            if not (dst.hidden or dst.up):
                found.append("why-empty")
        g.play(a)
    return [k for k in ("why-group", "why-empty", "why-deal") if k in found]


def _why(game: Game, line: list, reason: str, params: dict, steps_key: str = "exercise.why-steps") -> dict[str, str]:
    out = {}
    for lang in LANGS:
        steps = ", ".join(step_words(a, lang) for a in line)
        parts = [say(steps_key, lang, n=len(line), steps=steps)] if len(line) > 1 or reason == "why-win" else []
        parts.append(say(f"exercise.{reason}", lang, **params))
        parts += [say(f"exercise.{k}", lang) for k in _features(game, line)]
        out[lang] = " ".join(parts)
    return out


def _events(game: Game, ahead: list) -> dict[tuple, int]:
    """When the real game's next actions turn up a card in a column, empty a column or remove a run."""
    g = game.copy()
    found: dict[tuple, int] = {}
    for n, a in enumerate(ahead, 1):
        g.play(a)
        last = g.last_action
        for k in last.flipped if last else ():
            found.setdefault(("turn-up", k), n)
        if last and last.runs:
            found.setdefault(("remove-run", 0), n)
        if any(not (c.hidden or c.up) for c in g.columns):
            found.setdefault(("empty-column", 0), n)
    return found


def _candidates(code: str, prefix: list, game: Game, ahead: list) -> list[dict]:
    """Puzzles at this position of a real game: goals its next actions reach soon, with their shortest line."""
    found = []
    base = {"code": code, "moves": " ".join(map(action_text, prefix))}
    for (kind, k), n in _events(game, ahead[:6]).items():
        if kind == "turn-up" and n <= 4:
            goal = TurnUp(k, within=n)
            goal._hidden = len(game.columns[k - 1].hidden)
            reason, params = "why-turn-up", {"column": k}
        elif kind == "empty-column" and n <= 4 and not any(not (c.hidden or c.up) for c in game.columns):
            goal, reason, params = EmptyColumn(within=n), "why-empty-column", {}
        elif kind == "remove-run":
            goal = RemoveRun(within=n)
            goal._removed = game.removed
            reason, params = "why-remove-run", {}
        else:
            continue
        s = shortest_line(game, goal.reached, n, fair=False, cap=CAP)
        if s.line and len(s.line) >= 2:
            entry = {
                **base,
                "goal": kind,
                "within": len(s.line),
                "line": s.line,
                "difficulty": s.positions,
                "why": _why(game, s.line, reason, params),
            }
            if kind == "turn-up":
                entry["column"] = k
            found.append(entry)
    moves = game.legal_moves()
    for effect in ("turns-up", "builds-in-suit"):
        doing = [m for m in moves if has_effect(game, m, effect)]
        if len(doing) == 1 and len(moves) >= 4:
            OnlyMove(effect).prepare(game)
            found.append(
                {
                    **base,
                    "goal": "only-move",
                    "effect": effect,
                    "line": [doing[0]],
                    "difficulty": moves.index(doing[0]) + 1,
                    "why": _why(game, [doing[0]], f"why-only-{effect}", {}),
                }
            )
    if 6 <= len(ahead) <= 24 and not game.stock:
        sol = solve(game, budget_nodes=200_000, budget_seconds=600)
        if sol.verdict == "win" and len(sol.line) <= 25:
            found.append(
                {
                    **base,
                    "goal": "win",
                    "line": sol.line,
                    "difficulty": sol.nodes,
                    "why": _why(game, sol.line, "why-win", {}, "exercise.why-win-steps"),
                }
            )
    return found


def _toml(value) -> str:
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{k} = {_toml(v)}" for k, v in value.items()) + " }"
    return str(value)


def main() -> None:
    pool: dict[str, list[dict]] = {k: [] for k in WANT}
    for suits, number in DEALS:
        game = Game.new("spiderette", suits=suits, seed=number)
        sol = solve(game, budget_nodes=300_000, budget_seconds=600)
        print(game.code, sol.verdict, len(sol.line), sol.nodes, flush=True)
        if sol.verdict != "win":
            continue
        line = sol.line
        g = game.copy()
        for i, action in enumerate(line):
            if i % 3 == 1:
                for c in _candidates(game.code, line[:i], g, line[i:]):
                    pool[c["goal"]].append(c)
            g.play(action)
    chosen = []
    for kind, want in WANT.items():
        items = sorted(pool[kind], key=lambda c: c["difficulty"])
        print(kind, len(items), "candidates", flush=True)
        if not items:
            continue
        used_codes: dict[str, int] = {}
        step = max(1, len(items) // want)
        picked = []
        for c in items[::step] + items:
            if len(picked) == want:
                break
            if c in picked or used_codes.get(c["code"], 0) >= 2:
                continue
            used_codes[c["code"]] = used_codes.get(c["code"], 0) + 1
            picked.append(c)
        chosen += picked
    chosen.sort(key=lambda c: (c["difficulty"], c["goal"]))
    lines = [
        "# The graded puzzle set: positions from real deals, easiest first.",
        "# Written by tools/make_puzzles.py; each position is a deal's code and the moves a real game played",
        "# (the solver's thoughtful player). 'difficulty' is measured: the positions a breadth-first search",
        "# over every card looked at before it found the answer (for 'win', the solver's nodes).",
        'title = "Puzzles"',
        "",
    ]
    for n, c in enumerate(chosen, 1):
        lines.append("[[exercise]]")
        lines.append(f'name = "p{n:02d}"')
        lines.append(f"title = {_toml({lang: TITLES[lang].format(n=n) for lang in LANGS})}")
        for key in ("code", "moves", "goal", "effect", "column", "within"):
            if key in c:
                lines.append(f"{key} = {_toml(c[key])}")
        lines.append(f"line = {_toml(' '.join(map(action_text, c['line'])))}")
        lines.append(f"difficulty = {c['difficulty']}")
        lines.append(f"why = {_toml(c['why'])}")
        lines.append("")
    OUT.parent.mkdir(exist_ok=True)
    OUT.write_text("\n".join(lines), encoding="utf-8")
    print(f"{len(chosen)} puzzles written to {OUT}")


if __name__ == "__main__":
    main()
