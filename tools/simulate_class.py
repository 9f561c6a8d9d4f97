"""Three simulated learners work through the first 10 puzzles; their results are merged into a class table.

    .venv/bin/python tools/simulate_class.py [folder]

Each learner is a script with a habit (careful: reads, asks a hint on the harder
ones, plays the answer; hasty: tries a random move first, then asks hints until
the move is named; guesser: random moves, then "show me" half the time). Time
is simulated (a fixed number of seconds per action), so the table is the same
on every machine. Writes ana.csv, bo.json and cy.csv, prints the class table
(hardest first) and saves the matplotlib summary as class-summary.png.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spiderette_widget.classroom import Exercise, merge_results, puzzles

OUT = Path(sys.argv[1] if len(sys.argv) > 1 else "class-results")
OUT.mkdir(exist_ok=True)
for f in OUT.glob("*"):
    f.unlink()
now = [0.0]
Exercise.clock = staticmethod(lambda: now[0])


def wait(s):
    now[0] += s


def careful(ex, rng):  # reads the goal, asks one hint on the harder half, plays the answer
    wait(20)
    if ex.difficulty and ex.difficulty > 10:
        ex.hint()
        wait(10)
    for a in ex.goal.line:
        ex.play(a)
        wait(6)


def hasty(ex, rng):  # tries a random move first; after a failure, hints until the move is named
    for _ in range(3):
        if ex.state != "open":
            ex.reset()
        moves = ex.game.legal_moves()
        ex.play(rng.choice(moves))
        wait(4)
        if ex.solved:
            return
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
        for _ in range(12):
            moves = ex.game.legal_moves()
            if not moves or ex.state != "open":
                break
            ex.play(rng.choice(moves))
            wait(3)
        if ex.solved:
            return
    if rng.random() < 0.5:
        ex.show()
        wait(10)


for name, play, seed in (("ana", careful, 1), ("bo", hasty, 2), ("cy", guesser, 3)):
    rng = random.Random(seed)
    s = puzzles(learner=name)
    s.exercises = s.exercises[:10]
    for ex in s:
        ex.begin()  # shown to the learner: the clock runs from here
        play(ex, rng)
    (s.results().to_csv if name != "bo" else s.results().to_json)(OUT / f"{name}.{'json' if name == 'bo' else 'csv'}")

table = merge_results(OUT)
print("learners:", table.learners)
print("| exercise | goal | learners | solved | median tries | median seconds | hints | shown |")
print("|---|---|---|---|---|---|---|---|")
goals = {r["exercise"]: r["goal"] for r in table.rows}
for row in table.summary():
    cells = [row["exercise"], goals[row["exercise"]], row["learners"], row["solved"]]
    cells += [f"{row['median_tries']:g}", f"{row['median_seconds']:g}", row["hints"], row["shown"]]
    print("| " + " | ".join(map(str, cells)) + " |")
ax = table.plot()
ax.figure.savefig(OUT / "class-summary.png", dpi=110, bbox_inches="tight")
