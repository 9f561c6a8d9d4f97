"""Benchmark the thoughtful solver on fixed Spiderette deals (deal numbers 0..N-1).

Prints, per suit count: the share of deals decided (win or proven no win)
within the time budget, the win share, median and 90th-percentile seconds per
deal, positions examined per second, and the median length of winning lines.
Runs on every core through ``study``.

    .venv/bin/python benchmarks/solver.py                  # 200 deals per suit count, 1 2 4 suits
    .venv/bin/python benchmarks/solver.py --deals 40 --suits 2 --seconds 10
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from spiderette_widget.study import codes, study

BUDGET_SECONDS = {1: 10.0, 2: 10.0, 4: 20.0}


def percentile(values: list[float], q: float) -> float:
    v = sorted(values)
    if not v:
        return float("nan")
    i = min(len(v) - 1, max(0, round(q * (len(v) - 1))))
    return v[i]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", default="spiderette", choices=["spiderette", "spider"])
    ap.add_argument("--deals", type=int, default=200)
    ap.add_argument("--first", type=int, default=0, help="first deal number")
    ap.add_argument("--suits", type=int, nargs="*", default=[1, 2, 4])
    ap.add_argument("--seconds", type=float, default=None, help="budget per deal (default: 10 s; 20 s for 4 suits)")
    ap.add_argument("--nodes", type=int, default=10**9)
    ap.add_argument("--workers", type=int, default=None)
    ap.add_argument("--quiet", action="store_true", help="no progress bar")
    args = ap.parse_args()

    print(
        f"{'game':>10} {'suits':>5} {'deals':>5} {'decided':>8} {'wins':>6} {'no win':>6} {'median s':>9} "
        f"{'p90 s':>7} {'nodes/s':>8} {'median line':>11} {'budget s':>8}"
    )
    for suits in args.suits:
        budget = args.seconds or BUDGET_SECONDS[suits]
        started = time.perf_counter()
        rows = study(
            codes(args.game, suits, range(args.first, args.first + args.deals)),
            budget_seconds=budget,
            budget_nodes=args.nodes,
            workers=args.workers,
            progress=not args.quiet,
        )
        wall = time.perf_counter() - started
        n = len(rows)
        decided = sum(r["verdict"] != "unknown" for r in rows)
        wins = [r for r in rows if r["verdict"] == "win"]
        seconds = [r["seconds"] for r in rows]
        rate = sum(r["nodes"] for r in rows) / max(sum(seconds), 1e-9)
        line = statistics.median(r["moves"] for r in wins) if wins else float("nan")
        print(
            f"{args.game:>10} {suits:>5} {n:>5} {decided / n:>8.1%} {len(wins) / n:>6.1%} "
            f"{sum(r['verdict'] == 'no win' for r in rows) / n:>6.1%} {statistics.median(seconds):>9.3f} "
            f"{percentile(seconds, 0.9):>7.2f} {rate:>8.0f} {line:>11.0f} {budget:>8.0f}",
            flush=True,
        )
        tenth = sum(r["verdict"] != "unknown" and r["seconds"] <= budget / 10 for r in rows)
        print(f"      decided within {budget / 10:g} s: {tenth / n:.1%} (what a 10x slower search would decide)")
        unknown = [r["code"] for r in rows if r["verdict"] == "unknown"]
        if unknown:
            print(f"      undecided ({len(unknown)}): {' '.join(unknown[:20])}{' ...' if len(unknown) > 20 else ''}")
        print(f"      wall time {wall:.0f} s", flush=True)


if __name__ == "__main__":
    main()
