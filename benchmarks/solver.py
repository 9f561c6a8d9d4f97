"""Benchmark the thoughtful solver on fixed Spiderette deals (deal numbers 0..N-1).

Prints, per suit count: the share of deals won, proven lost (every line
explored) and left open within the node limit, median and 90th-percentile
seconds per deal, positions examined per second (over the deals left open when
there are some: a won deal's time includes the search for a shorter finish,
whose positions are capped apart and not counted), and the median length and
detours (``search.count_detours``) of winning lines. The limit is a node
count, so the verdicts are the same on any machine; only the seconds vary.
With ``--solvitaire PATH`` (a binary built by ../shared/tools/solvitaire/build.sh)
Solvitaire runs on the same deals beside it (it plays the relaxed deal rule,
so this solver does too in that table).

    .venv/bin/python benchmarks/solver.py                          # 200 deals per suit count, 1 2 4 suits
    .venv/bin/python benchmarks/solver.py --deals 40 --suits 2 --nodes 300000 --workers 1
    .venv/bin/python benchmarks/solver.py --deals 20 --solvitaire /tmp/solvitaire-build/bin/solvitaire
    .venv/bin/python benchmarks/solver.py --nodes 700000 --out rows.csv   # keep the rows (they resume)
    .venv/bin/python benchmarks/solver.py --nodes 5000000 --codes SD1-S4-AAAADAH SP1-S4-AAAACZP
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from spiderette_widget import Game
from spiderette_widget.search import SOLVER_VERSION, Limit
from spiderette_widget.search.budget import Budgets
from spiderette_widget.search.study import codes, study

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))


def percentile(values: list[float], q: float) -> float:
    v = sorted(values)
    if not v:
        return float("nan")
    return v[min(len(v) - 1, max(0, round(q * (len(v) - 1))))]


def report(label: str, rows: list[dict]) -> None:
    n = len(rows)
    wins = [r for r in rows if r["verdict"] == "win"]
    lost = sum(r["verdict"] == "no win" for r in rows)
    seconds = [r["seconds"] for r in rows]
    # search speed: over the deals that spent their whole budget (no winning line, so no finish search
    # whose positions go uncounted), else over every deal
    spent = [r for r in rows if r["verdict"] == "unknown"] or rows
    rate = sum(r["nodes"] for r in spent) / max(sum(r["seconds"] for r in spent), 1e-9)
    lines = [r for r in wins if r.get("detours") is not None]  # Solvitaire's rows carry no line
    line = statistics.median(r["moves"] for r in lines) if lines else float("nan")
    detours = statistics.median(r["detours"] for r in lines) if lines else float("nan")
    free = sum(r["detours"] == 0 for r in lines)
    print(
        f"{label:>22} {n:>5} {len(wins) / n:>6.1%} {lost / n:>6.1%} {(n - len(wins) - lost) / n:>6.1%} "
        f"{statistics.median(seconds):>8.2f} {percentile(seconds, 0.9):>7.2f} {rate:>8.0f} {line:>6.0f} "
        f"{detours:>8.1f} {free:>4}/{len(lines):<4}",
        flush=True,
    )
    for verdict in ("no win", "unknown"):
        named = [r["code"] for r in rows if r["verdict"] == verdict]
        if named:
            print(f"{'':>22} {verdict}: {' '.join(named)}", flush=True)


def solvitaire_rows(binary: Path, game: str, deal_codes: list[str], timeout: float) -> list[dict]:
    from crosscheck import deal_file, solvitaire

    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for i, code in enumerate(deal_codes):
            g = Game.from_code(code)
            started = time.perf_counter()
            verdict = solvitaire(binary, g, deal_file(g, Path(tmp), f"d{i}"), int(timeout * 1000))
            seconds = time.perf_counter() - started
            rows.append({"code": code, "verdict": verdict, "seconds": seconds, "nodes": 0, "moves": 0})
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", default="spiderette", choices=["spiderette", "spider"])
    ap.add_argument("--deals", type=int, default=200)
    ap.add_argument("--first", type=int, default=0, help="first deal number")
    ap.add_argument("--suits", type=int, nargs="*", default=[1, 2, 4])
    ap.add_argument("--nodes", type=int, default=Budgets.study, help="node limit per deal (verdicts repeat)")
    ap.add_argument("--relaxed", action="store_true", help="the relaxed deal rule (deals onto empty columns)")
    ap.add_argument("--workers", type=int, default=None)
    ap.add_argument("--solvitaire", type=Path, default=None, help="a built Solvitaire binary, run beside it")
    ap.add_argument("--timeout", type=float, default=10.0, help="Solvitaire's seconds per deal")
    ap.add_argument("--out", type=Path, default=None, help="also keep the rows in this CSV (the table's columns)")
    ap.add_argument("--codes", nargs="+", default=None, help="these deal codes instead of --game, --suits, --deals")
    ap.add_argument("--quick", action="store_true", help="a tiny sample, to see that it runs")
    args = ap.parse_args()
    if args.quick:  # two one-suit deals in this process, 20,000 positions each
        args.suits, args.deals, args.nodes, args.workers = [1], 2, 20_000, 1

    print(f"solver {SOLVER_VERSION}, {args.game}, limit {args.nodes:,} nodes per deal")
    print(
        f"{'':>22} {'deals':>5} {'won':>6} {'lost':>6} {'open':>6} {'median s':>8} {'p90 s':>7} {'nodes/s':>8} "
        f"{'line':>6} {'detours':>8} {'none':>9}"
    )
    chosen = {None: args.codes} if args.codes else {s: None for s in args.suits}
    for suits, deal_codes in chosen.items():
        deal_codes = deal_codes or codes(args.game, suits, range(args.first, args.first + args.deals))
        for relaxed in sorted({args.relaxed, bool(args.solvitaire)}):
            started = time.perf_counter()
            rows = study(
                deal_codes,
                limit=Limit(nodes=args.nodes),
                relaxed_deal=relaxed,
                workers=args.workers,
                progress=False,
                out=args.out,
            )
            label = f"{suits} suit(s)" if suits else f"{len(deal_codes)} codes"
            report(f"{label}, {'relaxed' if relaxed else 'strict'}", rows)
            print(f"{'':>22} wall time {time.perf_counter() - started:.0f} s", flush=True)
        if args.solvitaire:
            rows = solvitaire_rows(args.solvitaire, args.game, deal_codes, args.timeout)
            report(f"Solvitaire {args.timeout:g} s, relaxed", rows)


if __name__ == "__main__":
    main()
