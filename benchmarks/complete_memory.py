"""The memory of the native complete search: its peak per position it counted, on fixed deals.

Each deal's complete search (``native.complete``, alone: no pass before it) runs in a
process of its own within ``--nodes`` positions, and the process's peak resident memory
(``ru_maxrss``) less what it held before the search is divided by the positions
counted. The search keeps each position it met in its seen set (bit strings and 8-byte
slots) and each position on its path from the root (a frame and the actions still to try
there); a deep search holds about half the positions it met on its path. Run it on two
checkouts (``PYTHONPATH``) to compare them.

    nice -n 10 .venv/bin/python benchmarks/complete_memory.py --nodes 30000000
    .venv/bin/python benchmarks/complete_memory.py --quick
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

DEALS = ["SD1-S4-AABOKIY", "SD1-S4-AAAACZB"]  # four-suit Spiderette: a fresh deal left open (search-15), a tuned one

CHILD = """
import json, resource, sys, time
from spiderette_widget import Game
from spiderette_widget.search import native
from spiderette_widget.search.core import BudgetSpent, Limit, Meter, rules_of, state_of
game = Game.from_code(sys.argv[1])
rules, root = rules_of(game), state_of(game)
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
meter = Meter(Limit(nodes=int(sys.argv[2])))
started = time.process_time()
try:
    verdict = "win" if native.complete(rules, meter, root) is not None else "no win"
except BudgetSpent as spent:
    verdict = spent.reason
after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(json.dumps({"verdict": verdict, "nodes": meter.nodes, "seconds": time.process_time() - started,
                  "kib": after - before}))
"""


def measure(code: str, nodes: int, root: Path) -> dict:
    """One deal's complete search in a fresh process (the package of checkout ``root``): verdict,
    positions, CPU seconds, peak KiB added."""
    done = subprocess.run(
        [sys.executable, "-c", CHILD, code, str(nodes)],
        capture_output=True,
        text=True,
        check=True,
        env={"PYTHONPATH": str(root), "PATH": ""},
        cwd=root,
    )
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--nodes", type=int, default=30_000_000, help="positions per deal")
    ap.add_argument("--deals", nargs="*", default=DEALS)
    ap.add_argument("--root", type=Path, default=Path(__file__).resolve().parents[1], help="the checkout to measure")
    ap.add_argument("--quick", action="store_true", help="one deal, 200,000 positions: to see that it runs")
    args = ap.parse_args()
    if args.quick:
        args.nodes, args.deals = 200_000, DEALS[:1]
    print(f"{'deal':>15} {'verdict':>20} {'positions':>11} {'CPU s':>7} {'peak MiB':>9} {'bytes/position':>15}")
    for code in args.deals:
        row = measure(code, args.nodes, args.root)
        per = row["kib"] * 1024 / max(row["nodes"], 1)
        print(
            f"{code:>15} {row['verdict']:>20} {row['nodes']:>11,} {row['seconds']:>7.1f} "
            f"{row['kib'] / 1024:>9,.0f} {per:>15.1f}"
        )


if __name__ == "__main__":
    main()
