"""Speed and memory of the rules engine, pure Python.

Run: ``.venv/bin/python benchmarks/engine.py`` (about 30 s; ``--quick``: a second, to see that it
runs). Prints one table for
Spiderette and Spider with 4 suits. Targets on a 2-core machine: >= 100,000
play+undo actions/s, >= 30,000 legal-move generations/s, < 5 MB for a game
holding 10,000 undo steps (classic scoring: unlimited undo; ``g.log`` included).
"""

from __future__ import annotations

import argparse
import gc
import random
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spiderette_widget import Game

SECONDS = 1.5  # per measurement
WINDOWS = 5  # the measurement is the best of 5 windows, as timeit advises: other processes only slow things down
SEED = 20240601
UNDO_STEPS = 10_000  # the memory figure's undo stack


def rate(body, seconds: float | None = None) -> float:
    """Units per second of ``body()`` (which returns how many units it did), best of ``WINDOWS`` windows."""
    seconds = SECONDS if seconds is None else seconds
    best = 0.0
    for _ in range(WINDOWS):
        done, start = 0, time.perf_counter()
        while (elapsed := time.perf_counter() - start) < seconds / WINDOWS:
            done += body()
        best = max(best, done / elapsed)
    return best


def random_action(g: Game, rng: random.Random) -> bool:
    """Play one random legal action (a deal now and then); False when nothing is possible."""
    moves = g.legal_moves()
    if g.can_deal() and (not moves or rng.random() < 0.05):
        g.deal()
    elif moves:
        g.play(rng.choice(moves))
    else:
        return False
    return True


def sample_positions(game: str, count: int = 40) -> list[Game]:
    """Positions met in random play: fresh deals and 10, 25 and 50 actions in."""
    rng = random.Random(SEED)
    out = []
    while len(out) < count:
        g = Game.new(game, suits=4, seed=rng.randrange(26**7), scoring="classic")
        for n in range(51):
            if n in (0, 10, 25, 50):
                out.append(g.copy())
            if not random_action(g, rng):
                break
    return out


def playouts(game: str) -> tuple[float, float]:
    """Random games from a fresh deal to the end (or 300 actions): playouts/s and actions/s."""
    rng = random.Random(SEED)
    games = actions = 0

    def one() -> int:
        nonlocal games, actions
        g = Game.new(game, suits=4, seed=rng.randrange(26**7), scoring="classic")
        done = 0
        for _ in range(300):
            if not random_action(g, rng):
                break
            done += 1
        games, actions = games + 1, actions + done
        return done

    per_second = rate(one)  # actions per second
    return per_second / (actions / games), per_second


def legal_generations(positions: list[Game]) -> float:
    def body() -> int:
        for g in positions:
            g.legal_moves()
        return len(positions)

    return rate(body)


def legal_and_play(game: str) -> float:
    """legal_moves() then play() of one of them, again and again (a new deal when stuck)."""
    rng = random.Random(SEED)
    g = Game.new(game, suits=4, seed=1, scoring="classic")

    def body() -> int:
        nonlocal g
        for _ in range(100):
            if not random_action(g, rng):
                g = Game.new(game, suits=4, seed=rng.randrange(26**7), scoring="classic")
        return 100

    return rate(body)


def play_undo(positions: list[Game]) -> float:
    """play(move) then undo(), over every legal move of the sample positions: actions/s (2 per pair)."""
    work = [(g, g.legal_moves()) for g in positions]
    work = [(g, moves) for g, moves in work if moves]

    def body() -> int:
        n = 0
        for g, moves in work:
            for m in moves:
                g.play(m)
                g.undo()
            n += 2 * len(moves)
        return n

    return rate(body)


def memory_10k(game: str) -> tuple[float, int, int]:
    """MB held by a classic game with 10,000 undo steps, and the lengths of its undo stack and log."""
    rng = random.Random(SEED)
    gc.collect()
    tracemalloc.start()
    base = tracemalloc.get_traced_memory()[0]
    g = Game.new(game, suits=4, seed=7, scoring="classic")
    while g.undo_depth < UNDO_STEPS:
        if not random_action(g, rng):  # a dead end: back off a random number of steps
            for _ in range(rng.randint(1, min(40, g.undo_depth))):
                g.undo()
    gc.collect()
    used = tracemalloc.get_traced_memory()[0] - base
    tracemalloc.stop()
    return used / 1e6, g.undo_depth, len(g.log)


def main() -> None:
    global SECONDS, UNDO_STEPS
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true", help="a tiny sample, to see that it runs")
    if ap.parse_args().quick:
        SECONDS, UNDO_STEPS = 0.05, 200
    rows = []
    for game in ("spiderette", "spider"):
        positions = sample_positions(game)
        po, pa = playouts(game)
        lg = legal_generations(positions)
        lp = legal_and_play(game)
        pu = play_undo(positions)
        mem, steps, log = memory_10k(game)
        rows.append((game, po, pa, lg, lp, pu, mem, steps, log))

    print(
        f"Rules engine, 4 suits, Python {sys.version.split()[0]}, best of {WINDOWS} windows in {SECONDS:.1f} s "
        "per figure\n"
    )
    head = ("", "Spiderette", "Spider", "target")
    lines = [
        ("random playouts / s (<= 300 actions)", *(f"{r[1]:,.0f}" for r in rows), ""),
        ("  actions / s in those playouts", *(f"{r[2]:,.0f}" for r in rows), ""),
        ("legal-move generations / s", *(f"{r[3]:,.0f}" for r in rows), ">= 30,000"),
        ("legal_moves() + play() actions / s", *(f"{r[4]:,.0f}" for r in rows), ""),
        ("play + undo actions / s (2 per pair)", *(f"{r[5]:,.0f}" for r in rows), ">= 100,000"),
        (f"memory, {UNDO_STEPS:,} undo steps (MB)", *(f"{r[6]:.2f}" for r in rows), "< 5"),
        ("  undo steps held / log entries", *(f"{r[7]:,} / {r[8]:,}" for r in rows), ""),
    ]
    widths = [max(len(str(x[i])) for x in [head, *lines]) for i in range(4)]
    for i, line in enumerate([head, *lines]):
        print(
            "  ".join(
                str(c).ljust(w) if j == 0 else str(c).rjust(w)
                for j, (c, w) in enumerate(zip(line, widths, strict=True))
            )
        )
        if i == 0:
            print("  ".join("-" * w for w in widths))
    ok = all(r[3] >= 30_000 and r[5] >= 100_000 and r[6] < 5 for r in rows)
    print("\nall targets met" if ok else "\nSOME TARGETS MISSED")


if __name__ == "__main__":
    main()
