"""How fast exercises answer: loading the puzzle set, the check after each move, a goal's own search.

    .venv/bin/python benchmarks/exercises.py [--quick]

Prints the time to load the shipped puzzle set (every answer replayed and
checked), the time of the check after each move when the puzzles' answers are
played (it runs the fair search that says at once when a goal can no longer
be met: median, 95th percentile and worst), the time of a first and a second
hint, and the time to set a goal that searches for its own answer on a full
deal. Figures only: nothing here fails on a slow machine.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from spiderette_widget import Game
from spiderette_widget.classroom import EmptyColumn, Exercise, GoalError, TurnUp, puzzles


def ms(seconds: float) -> str:
    return f"{1000 * seconds:.1f} ms"


def spread(label: str, times: list[float]) -> None:
    times = sorted(times)
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
    median = ms(statistics.median(times))
    print(f"{label}: median {median}, p95 {ms(p95)}, worst {ms(times[-1])} ({len(times)} samples)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true", help="a tiny sample, to see that it runs")
    quick = ap.parse_args().quick
    t = time.perf_counter()
    s = puzzles()
    print(f"puzzles(): {len(s)} puzzles loaded and their answers checked in {ms(time.perf_counter() - t)}")

    checks, hints = [], []
    for ex in list(s)[: 3 if quick else None]:
        for action in ex.goal.line:
            t = time.perf_counter()
            ex.play(action)
            checks.append(time.perf_counter() - t)
    spread("check after a move (the puzzles' answers played)", checks)

    for ex in list(puzzles())[: 3 if quick else None]:
        if ex.asks:
            continue
        for _ in range(2):
            t = time.perf_counter()
            ex.hint()
            hints.append(time.perf_counter() - t)
    spread("a hint (first and second nudge of each puzzle)", hints)

    for seed in (3,) if quick else (3, 42, 7):
        g = Game.new("spiderette", suits=2, seed=seed)
        for goal in (TurnUp(7, within=3), EmptyColumn(within=3)):
            t = time.perf_counter()
            try:
                Exercise(g, goal)
                verdict = "set"
            except GoalError:
                verdict = "refused (no line)"
            print(f"{g.code} {goal.label()}: {verdict} in {ms(time.perf_counter() - t)}")


if __name__ == "__main__":
    main()
