"""Nodes per CPU second of each part of the search, and a fingerprint of what each searched.

Runs the phase search (``SCHEDULE``'s passes alone), the beam and the complete
search separately on fixed deals, within fixed node budgets, and prints for
each: the verdict, the node count, a digest of the line (and, for the phase
search, of what it remembered), the CPU seconds (``time.process_time``: the
machine may be shared) and the positions per CPU second. Beside the parts, whole
answers: ``solve`` within the budget (deals the search runs to its end), and
``answer``, the board's whole ``solve()`` on short wins (``ANSWER_DEALS``: won
within a few thousand positions, where shortening the line is most of the work;
the median of ``ANSWER_RUNS`` runs, since each takes milliseconds natively). A speed change must
leave every column but the seconds identical: ``--out`` keeps a run and
``--against`` compares a later one with it, row by row.

Each job runs on the native core and on the Python search, side by side in
one run: both must give every column but the seconds identical, and the
last lines give the speed ratio of each part (and its smallest on one deal) and
of all of them.

    .venv/bin/python benchmarks/speed.py                       # every part, both cores
    nice .venv/bin/python benchmarks/speed.py --cores python --out before.json
    nice .venv/bin/python benchmarks/speed.py --against before.json
    .venv/bin/python benchmarks/speed.py --parts phase --nodes 100000
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from spiderette_widget import Game
from spiderette_widget.search import native
from spiderette_widget.search.budget import Budgets
from spiderette_widget.search.core import (
    SCHEDULE,
    BudgetSpent,
    Limit,
    Meter,
    beam,
    complete,
    phase_search,
    rules_of,
    state_of,
)
from spiderette_widget.search.solver import solve

# three four-suit deals left open at 300,000 nodes and a two-suit one
PHASE_DEALS = ["SD1-S4-AAAACZB", "SD1-S4-AAAACZD", "SP1-S4-AAAACYZ", "SP1-S2-AAAAAAC"]
BEAM_DEALS = ["SD1-S4-AAAACZB", "SP1-S4-AAAACYY", "SP1-S2-AAAAAAC"]
# (code, relaxed): two deals the complete search proves lost from the first position (every line
# explored, relaxed rule), and a four-suit one it cannot finish within the budget
COMPLETE_DEALS = [("SD1-S1-AAAAAFS", True), ("SD1-S2-AAAAALB", True), ("SD1-S4-AAAACZB", False)]
SOLVE_DEALS = ["SD1-S4-AAAACZB", "SD1-S2-AAAAALB", "SD1-S1-AAAAAFS"]
# short wins: the slow answer (3.7 CPU s for a 2,501-position search), and fresh deals (seeds
# 1000 and up) the solver wins within 25,000 positions, both games, 1, 2 and 4 suits
ANSWER_DEALS = [
    "SD1-S1-AABRVBL",
    "SD1-S1-AAAABMM",
    "SD1-S2-AAAABMM",
    "SD1-S4-AAAABMP",
    "SD1-S4-AAAABMM",
    "SP1-S1-AAAABMM",
    "SP1-S2-AAAABMO",
]
ANSWER_RUNS = 3


def digest(value: object) -> str:
    return hashlib.sha1(repr(value).encode()).hexdigest()[:12]


def timed(run: Callable[[], tuple[str, str]], meter: Meter) -> dict:
    """Run a search part; its verdict, digest, nodes and CPU seconds."""
    started = time.process_time()
    try:
        verdict, mark = run()
    except BudgetSpent:
        verdict, mark = "unknown", "-"
    seconds = time.process_time() - started
    return {"verdict": verdict, "nodes": meter.nodes, "digest": mark, "seconds": seconds}


def phase(code: str, nodes: int) -> dict:
    """``thoughtful``'s phase-search passes alone, as it runs them."""
    game = Game.from_code(code)
    rules, root = rules_of(game), state_of(game)
    meter = Meter(Limit(nodes=nodes))
    searches: list = []

    def run() -> tuple[str, str]:
        for cap, discrepancies in SCHEDULE:
            searches.append(phase_search(rules, meter, cap))
            for budget in range(discrepancies + 1):
                line = searches[-1].run(root, budget)
                if line is not None:
                    return "win", digest(line)
        return "unknown", "-"

    row = timed(run, meter)
    # what the last pass remembered, in the order it met it: a change of search order shows here
    last = searches[-1]
    row["memory"] = digest([list(last.budget_seen.items()), [(k, v) for k, v in last.cache.items()]])
    return row


def beam_part(code: str, nodes: int) -> dict:
    """The 600-wide beam (``BEAMS``' last) from the first position."""
    game = Game.from_code(code)
    rules, root = rules_of(game), state_of(game)
    meter = Meter(Limit(nodes=10**12))

    def run() -> tuple[str, str]:
        line = beam(rules, meter, root, 600, nodes)
        return ("win", digest(line)) if line is not None else ("none", "-")

    return timed(run, meter)


def complete_part(code: str, relaxed: bool, nodes: int) -> dict:
    """The complete search from the first position."""
    game = Game.from_code(code)
    rules, root = rules_of(game, relaxed), state_of(game)
    meter = Meter(Limit(nodes=nodes))

    def run() -> tuple[str, str]:
        line = complete(rules, meter, root)
        return ("win", digest(line)) if line is not None else ("no win", "-")

    return timed(run, meter)


def solve_part(code: str, nodes: int) -> dict:
    """The whole solver (``solve``: phase passes, beams, complete search, shortening)."""
    started = time.process_time()
    sol = solve(Game.from_code(code), limit=Limit(nodes=nodes))
    seconds = time.process_time() - started
    return {"verdict": str(sol.verdict), "nodes": sol.nodes, "digest": digest(sol.line), "seconds": seconds}


def answer_part(code: str) -> dict:
    """The board's whole answer (``solve`` with its default node budget: every pass, the line
    shortened and its finish searched again): the median CPU seconds of ``ANSWER_RUNS`` runs."""
    times = []
    for _ in range(ANSWER_RUNS):
        started = time.process_time()
        sol = solve(Game.from_code(code), limit=Limit(nodes=Budgets.solve))
        times.append(time.process_time() - started)
    seconds = sorted(times)[len(times) // 2]
    return {"verdict": str(sol.verdict), "nodes": sol.nodes, "digest": digest(sol.line), "seconds": seconds}


def run_on(core_name: str, job: Callable[[], dict]) -> dict:
    """One job on the native core or on the Python search."""
    if core_name == "python":
        with native.pure_python():
            return job()
    return job()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--nodes", type=int, default=300_000, help="the node budget of each run")
    ap.add_argument("--parts", nargs="*", default=["phase", "beam", "complete", "solve", "answer"])
    ap.add_argument(
        "--cores", choices=["both", "native", "python"], default="both", help="run each job on these search cores"
    )
    ap.add_argument("--out", type=Path, help="keep the rows in this JSON file (the native core's, or Python's)")
    ap.add_argument("--against", type=Path, help="compare with rows kept by --out")
    ap.add_argument("--quick", action="store_true", help="a tiny sample, to see that it runs")
    args = ap.parse_args()
    if args.quick:
        args.nodes = 2_000
    cores = ["native", "python"] if args.cores == "both" else [args.cores]
    if "native" in cores and not native.NATIVE:
        sys.exit(f"the native core does not run here: {native.NATIVE_WHY_NOT}")
    jobs: list[tuple[str, str, Callable[[], dict]]] = []
    n = args.nodes
    for code in PHASE_DEALS if "phase" in args.parts else ():
        jobs.append(("phase", code, lambda c=code: phase(c, n)))
    for code in BEAM_DEALS if "beam" in args.parts else ():
        jobs.append(("beam", code, lambda c=code: beam_part(c, n)))
    for code, relaxed in COMPLETE_DEALS if "complete" in args.parts else ():
        jobs.append(("complete", code, lambda c=code, r=relaxed: complete_part(c, r, n)))
    for code in SOLVE_DEALS if "solve" in args.parts else ():
        jobs.append(("solve", code, lambda c=code: solve_part(c, n)))
    for code in ANSWER_DEALS if "answer" in args.parts else ():
        jobs.append(("answer", code, lambda c=code: answer_part(c)))
    before = {(r["part"], r["code"]): r for r in json.loads(args.against.read_text())} if args.against else {}
    keys = ("verdict", "nodes", "digest", "memory")
    print(f"search cores: {', '.join(cores)} (CPU seconds: time.process_time)")
    head = ("part", "deal", "verdict", "nodes", "digest", "memory", *(f"{c} /s" for c in cores))
    widths = (8, 15, 8, 8, 12, 12, *(12 for _ in cores))
    print(" ".join(f"{h:>{w}}" for h, w in zip(head, widths, strict=True)) + ("  ratio" if len(cores) == 2 else ""))
    rows = []
    totals: dict[tuple[str, str], list[float]] = {}
    least: dict[str, float] = {}  # each part's smallest speed ratio on one deal
    same = True
    for part, code, job in jobs:
        runs = {c: {"part": part, "code": code, **run_on(c, job)} for c in cores}
        row = runs[cores[0]]
        rows.append(row)
        rates = []
        for c, r in runs.items():
            t = totals.setdefault((part, c), [0, 0.0])
            t[0] += r["nodes"]
            t[1] += r["seconds"]
            rates.append(r["nodes"] / max(r["seconds"], 1e-9))
        line = (
            f"{part:>8} {code:>15} {row['verdict']:>8} {row['nodes']:>8} {row['digest']:>12} "
            f"{row.get('memory', ''):>12} " + " ".join(f"{rate:>12,.0f}" for rate in rates)
        )
        if len(cores) == 2:
            agree = all(runs["native"].get(k) == runs["python"].get(k) for k in keys)
            same &= agree
            ratio = rates[0] / max(rates[1], 1e-9)
            least[part] = min(least.get(part, ratio), ratio)
            line += f"  {ratio:5.1f}x" + ("" if agree else "  THE CORES DISAGREE")
        old = before.get((part, code))
        if old is not None:
            match = all(old.get(k) == row.get(k) for k in keys)
            same &= match
            line += "  same as kept" if match else "  DIFFERENT from kept"
        print(line, flush=True)
    print()
    for part in dict.fromkeys(p for p, _ in totals):
        rates = {c: totals[part, c][0] / max(totals[part, c][1], 1e-9) for c in cores}
        text = ", ".join(f"{c} {rate:,.0f}" for c, rate in rates.items())
        ratio = ""
        if len(cores) == 2:
            ratio = f": {rates['native'] / max(rates['python'], 1e-9):.1f} times (one deal at least {least[part]:.1f})"
        print(f"{part:>8}: positions per CPU second, {text}{ratio}")
    if len(cores) == 2:
        cpu = {c: sum(t[1] for (_, cc), t in totals.items() if cc == c) for c in cores}
        nodes = sum(t[0] for (_, cc), t in totals.items() if cc == "native")
        print(
            f"     all: {nodes:,} positions in {cpu['native']:.2f} CPU s native, {cpu['python']:.2f} CPU s Python: "
            f"{cpu['python'] / max(cpu['native'], 1e-9):.1f} times"
        )
    if args.out:
        args.out.write_text(json.dumps(rows, indent=1))
    if len(cores) == 2 or before:
        print("every row identical" if same else "SOME ROWS DIFFER")
        if not same:
            sys.exit(1)


if __name__ == "__main__":
    main()
