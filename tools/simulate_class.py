"""Simulated learners work through the puzzle set; their results are merged into a class table and a chart.

    .venv/bin/python tools/simulate_class.py [folder] [--learners 30] [--puzzles N] [--png PATH]

Each learner is a script with a habit: careful (reads, asks a hint on the harder
ones, plays the answer), hasty (tries a random move first, then asks hints until
the move is named), guesser (random moves, then "show me" half the time), and
each stops after a number of puzzles of their own (the rest stay untried, as in a
real class where the lesson ends). Time is simulated (a fixed number of seconds
per action, the clock stops when a learner goes on to the next puzzle), so the
table and the chart are the same on every machine. Writes one results file per
learner (CSV or JSON), prints the class table (hardest first) and saves the chart
as class-summary.png in the folder (or PATH).
"""

from __future__ import annotations

import argparse
import copy
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spiderette_widget.classroom import Exercise, merge_results, puzzles

now = [0.0]


def wait(s: float) -> None:
    now[0] += s


def careful(ex, rng):  # reads the goal, asks one hint on the harder half, plays the answer
    wait(20 + 5 * (ex.level or 1))
    if (ex.level or 1) >= 3:
        ex.hint()
        wait(10)
    for a in ex.goal.line:
        ex.play(a)
        wait(6)


def hasty(ex, rng):  # tries a random move first; after a failure, hints until the move is named
    for _ in range(2):
        if ex.state != "open":
            ex.reset()
        actions = ex.game.legal_actions()
        if not actions:
            break
        ex.play(rng.choice(actions))
        wait(4)
        if ex.solved:
            return
    if rng.random() < 0.3 * (ex.level or 1) / 5:
        return  # gives up on a hard one
    ex.reset()
    for _ in range(3):
        ex.hint()
        wait(8)
    for a in ex.goal.line:
        ex.play(a)
        wait(5)


def guesser(ex, rng):  # random moves until the goal is met or lost, twice; then "show me" half the time
    for _ in range(2):
        if ex.state != "open":
            ex.reset()
        for _ in range(6):
            actions = ex.game.legal_actions()
            if not actions or ex.state != "open":
                break
            ex.play(rng.choice(actions))
            wait(3)
        if ex.solved:
            return
    if rng.random() < 0.5:
        ex.show()
        wait(10)


HABITS = (careful, hasty, guesser)
NAMES = [
    "ana",
    "bo",
    "cy",
    "dara",
    "eli",
    "fia",
    "gus",
    "hana",
    "ivo",
    "jo",
    "kai",
    "lea",
    "milo",
    "nia",
    "oto",
    "pia",
    "quim",
    "rui",
    "sara",
    "tao",
    "uma",
    "vera",
    "wen",
    "xia",
    "yuri",
    "zoe",
    "aldo",
    "bia",
    "cai",
    "duda",
    "efe",
    "gil",
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("folder", nargs="?", default="class-results")
    parser.add_argument("--learners", type=int, default=30)
    parser.add_argument("--puzzles", type=int, default=0, help="only the first N puzzles (0: all)")
    parser.add_argument("--png", type=Path, default=None)
    args = parser.parse_args()
    out = Path(args.folder)
    out.mkdir(parents=True, exist_ok=True)
    for f in out.glob("*"):
        if f.suffix in (".csv", ".json", ".png"):
            f.unlink()
    Exercise.clock = staticmethod(lambda: now[0])
    master = puzzles()
    if args.puzzles:
        master.exercises = master.exercises[: args.puzzles]
    for k in range(args.learners):
        name = NAMES[k % len(NAMES)] + ("" if k < len(NAMES) else str(k))
        rng = random.Random(k)
        play = HABITS[k % len(HABITS)]
        s = copy.deepcopy(master)
        s.learner = name
        stop = len(s) if k % 4 == 0 else rng.randint(len(s) // 3, len(s))  # the lesson ends for some
        s.current.begin()  # shown to the learner: the clock runs from here
        for i, ex in enumerate(s):
            if i >= stop:
                break
            if i:
                s.next()  # the one left stops its clock
            if rng.random() < 0.08:
                wait(5)  # skipped: looked at it and went on
                continue
            play(ex, rng)
        s.current.leave()
        results = s.results()
        (results.to_json if k % 2 else results.to_csv)(out / f"{name}.{'json' if k % 2 else 'csv'}")

    table = merge_results(out)
    print("learners:", len(table.learners))
    print(table.summary())
    ax = table.plot()
    png = args.png or out / "class-summary.png"
    png.parent.mkdir(parents=True, exist_ok=True)
    ax.figure.savefig(png, dpi=110)
    print("chart:", png)


if __name__ == "__main__":
    main()
