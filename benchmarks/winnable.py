"""How fast a winnable deal is dealt, and how many proven wins the shipped table offers (issue 27).

    .venv/bin/python benchmarks/winnable.py [--runs 5] [--quick]

1. The table: proven wins (strict rule, either player) per game and suit count, of the deals it holds.
2. A fresh install's first winnable deal: in a new Python process each time (nothing cached: the
   table is read from the wheel's data file on the first deal), the time of
   ``Game.new(..., winnable=True)`` alone, of importing the package and dealing (the whole process's
   work), and of the board's ``new_game(winnable=True)`` (its first winnable deal).
3. Later deals in the same process (the table read once).

Target: a winnable game dealt in under a second from the table on a fresh install.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

FIRST = """
import json, time, os
t0 = time.perf_counter()
from spiderette_widget import Game
t1 = time.perf_counter()
g = Game.new({game!r}, {suits}, winnable=True)
t2 = time.perf_counter()
from spiderette_widget import SpideretteWidget
from spiderette_widget.text._stats import Stats
w = SpideretteWidget(Game.new({game!r}, {suits}, seed=1), stats=Stats(os.path.join({tmp!r}, "s.json")))
t3 = time.perf_counter()
w.new_game(winnable=True)
t4 = time.perf_counter()
print(json.dumps({{"import": t1 - t0, "deal": t2 - t1, "board_deal": t4 - t3, "code": g.code}}))
"""


def fresh_process(game: str, suits: int, tmp: str) -> dict:
    start = time.perf_counter()
    out = subprocess.run(
        [sys.executable, "-c", FIRST.format(game=game, suits=suits, tmp=tmp)],
        capture_output=True, text=True, check=True, cwd=REPO,
    )  # fmt: skip
    figures = json.loads(out.stdout.strip().splitlines()[-1])
    figures["process"] = time.perf_counter() - start
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="fresh processes per game and suit count")
    parser.add_argument("--quick", action="store_true", help="a tiny sample, to see that it runs")
    args = parser.parse_args()
    if args.quick:
        args.runs = 1

    from spiderette_widget.search import deals
    from spiderette_widget.search.study import load_table

    rows = load_table()
    print("1. Proven wins in the shipped table (strict rule), of the deals it holds")
    print(f"   {'game':<11} {'suits':>5} {'deals':>6} {'proven wins':>12}")
    for game in ("spiderette", "spider"):
        for suits in (1, 2, 4):
            held = {r["code"] for r in rows if r["game"] == game and r["suits"] == suits and r["rule"] == "strict"}
            wins = deals.proven_wins(game, suits)
            print(f"   {game:<11} {suits:>5} {len(held):>6} {len(wins):>12}")

    print(f"\n2. A fresh process's first winnable deal, median of {args.runs} (max in brackets), ms")
    print(f"   {'game':<11} {'suits':>5} {'Game.new':>14} {'board new_game':>16} {'import':>14} {'process':>14}")
    with tempfile.TemporaryDirectory() as tmp:
        kinds = (("spiderette", 1), ("spiderette", 4), ("spider", 4))
        for game, suits in kinds[:1] if args.quick else kinds:
            runs = [fresh_process(game, suits, tmp) for _ in range(args.runs)]

            def cell(key: str, runs: list[dict] = runs) -> str:
                values = [r[key] * 1000 for r in runs]
                return f"{statistics.median(values):.0f} ({max(values):.0f})"

            print(
                f"   {game:<11} {suits:>5} {cell('deal'):>14} {cell('board_deal'):>16} "
                f"{cell('import'):>14} {cell('process'):>14}"
            )

    from spiderette_widget import Game

    n = 5 if args.quick else 200
    start = time.perf_counter()
    for i in range(n):
        Game.new("spiderette", 4, seed=i, winnable=True)
    each = (time.perf_counter() - start) / n * 1000
    print(f"\n3. Later winnable deals in the same process: {each:.2f} ms each ({n} deals)")


if __name__ == "__main__":
    main()
