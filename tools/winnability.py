"""Build the winnability table (spiderette_widget/data/winnability.csv), resumably.

Rounds over every configuration: deals 0..N-1 for N in ``--rounds``, so an
interrupted run leaves a table with every configuration covered as far as it
got, and running again resumes (rows already in the file are kept). One
worker; run it niced on a shared machine::

    nice -n 19 .venv/bin/python tools/winnability.py --out spiderette_widget/data/winnability.csv

``--only`` picks configurations by the words of their labels (``spiderette 4 solve strict``), so
two processes can build different parts into different files, merged afterwards::

    tools/winnability.py --only "spiderette solve strict" --out a.csv
    tools/winnability.py --only spider --only "play" --only relaxed --out b.csv

Budgets are node counts (positions searched), so every row can be recomputed
exactly: ``study.run_one(code, mode, player, {"limit": Limit(nodes=limit_nodes),
"relaxed_deal": rule == "relaxed"})``.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from spiderette_widget.search import Limit
from spiderette_widget.study import codes, read_rows, study, summary, table

SOLVE_NODES = 300_000  # thoughtful search, per deal
PLAY_NODES = 5_000_000  # the honest player's whole game (about 16,000 positions per plan)
# (game, suits, mode, relaxed, largest number of deals)
CONFIGS = [  # cheap ones first in each round, so an interrupted run covers as much as it can
    ("spiderette", 1, "solve", False, 2000),
    ("spiderette", 2, "solve", False, 2000),
    ("spiderette", 1, "solve", True, 2000),
    ("spiderette", 2, "solve", True, 2000),
    ("spider", 1, "solve", False, 300),
    ("spiderette", 1, "play", False, 2000),
    ("spiderette", 4, "solve", False, 2000),
    ("spiderette", 4, "solve", True, 2000),
    ("spiderette", 2, "play", False, 2000),
    ("spider", 2, "solve", False, 300),
    ("spiderette", 4, "play", False, 2000),
    ("spider", 4, "solve", False, 300),
]


def label(config: tuple[str, int, str, bool, int]) -> str:
    """A configuration's words, e.g. ``spiderette 4 solve strict``."""
    game, suits, mode, relaxed, _ = config
    return f"{game} {suits} {mode} {'relaxed' if relaxed else 'strict'}"


def chosen(config: tuple[str, int, str, bool, int], only: list[str]) -> bool:
    """Whether every word of one ``--only`` pattern is a word of the configuration's label."""
    words = set(label(config).split())
    return not only or any(set(pattern.split()) <= words for pattern in only)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default="spiderette_widget/data/winnability.csv")
    ap.add_argument("--rounds", type=int, nargs="*", default=[10, 20, 50, 100, 200, 400, 800, 1200, 2000])
    ap.add_argument("--only", action="append", default=[], help="configurations whose label has these words")
    args = ap.parse_args()
    configs = [c for c in CONFIGS if chosen(c, args.only)]
    if not configs:
        ap.error(f"--only {args.only} matches none of: " + ", ".join(label(c) for c in CONFIGS))
    for n in args.rounds:
        for game, suits, mode, relaxed, most in configs:
            started = time.perf_counter()
            limit = Limit(nodes=PLAY_NODES if mode == "play" else SOLVE_NODES)
            count = min(n if game == "spiderette" else n // 2, most)  # Spider deals take longer
            study(
                codes(game, suits, range(count)),
                mode=mode,
                workers=1,
                progress=False,
                out=args.out,
                limit=limit,
                relaxed_deal=relaxed,
            )
            print(
                f"{game} {suits} {mode} {'relaxed' if relaxed else 'strict'} {count} deals "
                f"({time.perf_counter() - started:.0f} s)",
                flush=True,
            )
    rows = read_rows(args.out)
    cols = ["game", "suits", "rule", "player", "n", "wins", "lost", "decided", "rate", "low", "high", "median_moves"]
    print(table(summary(rows), cols))


if __name__ == "__main__":
    main()
