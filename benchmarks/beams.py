"""One beam search from the first position of each deal: which widths win the deals the solver leaves open?

Runs ``search.core.beam`` alone (no phase-search passes) with each ``--width`` and at
most ``--cap`` positions on each deal code, and prints whether it won, the positions it
examined, the length of its line (before any shortening) and the CPU seconds; then
how many deals each width won, and any width. The widths of
``search.core.LARGE_BEAMS`` were chosen from these runs
(``benchmarks/results/beam-widths.csv``, docs/winnability.md). Node counts, not
seconds, decide: the same deal, width and cap give the same row on any machine.

    .venv/bin/python benchmarks/beams.py        # Spiderette's wide beam on the four-suit deals search-7 left open
    .venv/bin/python benchmarks/beams.py --width 2500 --cap 1000000 SD1-S4-AAAACZL SD1-S4-AAAACZP
    .venv/bin/python benchmarks/beams.py --width 100 150 200 300 800 --cap 1000000 \\
        --open benchmarks/results/solver-search-8-5m.csv --game spider --out rows.csv
    .venv/bin/python benchmarks/beams.py --ladder rows.csv --against benchmarks/results/solver-search-8-5m.csv

``--ladder`` replays the ladder of beams that ``search-9`` runs after its first large beam
from such rows, and with ``--against`` says which verdict each deal keeps if it reaches
the ladder: the search is deterministic, so a failed ladder only moves the third pass's
verdict as many positions later as the ladder examined.
"""

from __future__ import annotations

import argparse
import csv
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from spiderette_widget import Game
from spiderette_widget.search.core import LARGE_BEAMS, Limit, Meter, beam, rules_of, state_of

OPEN_AT_5M = Path(__file__).resolve().parent / "results" / "solver-search-7-5m.csv"
COLUMNS = ["code", "width", "cap", "won", "nodes", "actions", "cpu_seconds"]


def run(code: str, width: int, cap: int) -> dict:
    game = Game.from_code(code)
    meter = Meter(Limit(nodes=10**12))  # counts only: ``cap`` bounds the beam
    started = time.process_time()
    line = beam(rules_of(game), meter, state_of(game), width, cap)
    return {
        "code": code,
        "width": width,
        "cap": cap,
        "won": line is not None,
        "nodes": meter.nodes,
        "actions": len(line) if line else "",
        "cpu_seconds": round(time.process_time() - started, 1),
    }


def open_codes(path: str, game: str, suits: int) -> list[str]:
    """The deals a benchmark file of the solver (``benchmarks/solver.py --out``) leaves open."""
    with open(path, newline="", encoding="utf-8") as f:
        return [
            r["code"]
            for r in csv.DictReader(f)
            if r["verdict"] == "unknown" and r["game"] == game and int(r["suits"]) == suits
        ]


def ladder(runs: list[dict], steps: list[tuple[int, int]]) -> tuple[int | None, int]:
    """One deal's ladder of beams replayed from its single-beam rows: (the width that wins or
    ``None``, the positions the ladder examines). A beam is the same wherever it runs, since it
    starts from the first position; only its cap differs, and a beam stopped by its cap first
    finishes its level, so there the count falls short by up to a level's positions."""
    by_width = {int(r["width"]): r for r in runs}
    spent = 0
    for width, cap in steps:
        if width not in by_width:
            raise SystemExit(f"{runs[0]['code']}: no row for width {width}")
        r = by_width[width]
        won, nodes, ran = r["won"] == "True", int(r["nodes"]), int(r["cap"])
        if not won and nodes >= ran and cap > ran:
            raise SystemExit(f"{r['code']}: width {width} ran to {ran:,} positions, not {cap:,}")
        if won and nodes <= cap:
            return width, spent + nodes
        spent += min(nodes, cap)
    return None, spent


def report_ladder(path: str, against: str | None) -> None:
    """Each deal of a file of single-beam rows through the ladder that ``search.core.LARGE_BEAMS``
    runs after its first large beam; with ``against`` (a solver benchmark file), the verdict the
    deal keeps if it reaches the ladder: the ladder's win, or the third pass's verdict as many
    positions later as the ladder examined (past the limit: open)."""
    with open(path, newline="", encoding="utf-8") as f:
        runs: dict[str, list[dict]] = {}
        for r in csv.DictReader(f):
            runs.setdefault(r["code"], []).append(r)
    before = {}
    if against:
        with open(against, newline="", encoding="utf-8") as f:
            before = {r["code"]: r for r in csv.DictReader(f)}
    counts: dict[str, int] = {}
    for code, rows in runs.items():
        steps = list(LARGE_BEAMS[len(Game.from_code(code).columns)][1:])
        width, spent = ladder(rows, steps)
        line = f"{code:>16} " + (f"won by width {width:<5}" if width else "not won" + " " * 11) + f" {spent:>10,}"
        if code in before:
            r = before[code]
            nodes, limit = int(r["nodes"]), int(r["limit_nodes"])
            if width:
                after = "win"
            elif r["verdict"] == "unknown" or nodes + spent > limit:
                after = "unknown"
            else:
                after = r["verdict"]
            line += f"   before {r['verdict']:>7} at {nodes:>9,}   after {after}"
            key = f"{r['verdict']} -> {after}"
            counts[key] = counts.get(key, 0) + 1
        print(line)
    print(", ".join(f"{k}: {v}" for k, v in sorted(counts.items())) or f"{len(runs)} deals")


def save(path: str, row: dict) -> None:
    """Append ``row`` to the CSV file ``path`` (its header first if the file is new)."""
    new = not Path(path).exists()
    with open(path, "a", newline="", encoding="utf-8") as f:
        writer = csv.DictWriter(f, fieldnames=COLUMNS)
        if new:
            writer.writeheader()
        writer.writerow(row)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("codes", nargs="*", help="deal codes")
    parser.add_argument(
        "--width", type=int, nargs="+", default=[LARGE_BEAMS[7][0][0]], help="positions kept per level (one run each)"
    )
    parser.add_argument("--cap", type=int, default=LARGE_BEAMS[7][0][1], help="positions the beam may examine")
    parser.add_argument(
        "--open",
        metavar="CSV",
        help="also the deals this solver benchmark file leaves open (default with no codes: "
        "the search-7 run at 5,000,000 positions)",
    )
    parser.add_argument("--game", choices=["spiderette", "spider"], default="spiderette")
    parser.add_argument("--suits", type=int, default=4)
    parser.add_argument("--out", help="append the rows to this CSV file")
    parser.add_argument("--ladder", metavar="CSV", help="only replay the solver's ladder of beams from these rows")
    parser.add_argument("--against", metavar="CSV", help="with --ladder: the solver benchmark rows before it")
    parser.add_argument("--quick", action="store_true", help="a tiny sample, to see that it runs")
    args = parser.parse_args()
    if args.quick:  # one open deal, a narrow beam, a small cap
        args.codes, args.width, args.cap = open_codes(str(OPEN_AT_5M), args.game, args.suits)[:1], [20], 20_000
    if args.ladder:
        report_ladder(args.ladder, args.against)
        return
    source = args.open or (None if args.codes or args.quick else str(OPEN_AT_5M))
    codes = list(args.codes) + (open_codes(source, args.game, args.suits) if source else [])
    rows = []
    print(f"{'code':>16} {'width':>6} {'won':>5} {'nodes':>10} {'actions':>8} {'cpu s':>7}")
    for code in codes:
        for width in args.width:
            row = run(code, width, args.cap)
            rows.append(row)
            if args.out:
                save(args.out, row)
            print(
                f"{code:>16} {width:>6} {row['won']!s:>5} {row['nodes']:>10,} {row['actions']!s:>8} "
                f"{row['cpu_seconds']:>7.1f}",
                flush=True,
            )
    for width in args.width:
        won = [r for r in rows if r["won"] and r["width"] == width]
        spent = f", {min(r['nodes'] for r in won):,} to {max(r['nodes'] for r in won):,} positions" if won else ""
        print(f"width {width}: won {len(won)} of {len(codes)}{spent}")
    if len(args.width) > 1:
        print(f"any width: won {len({r['code'] for r in rows if r['won']})} of {len(codes)}")


if __name__ == "__main__":
    main()
