"""Decide a fresh set of deals one by one, as the board's "Can this deal be won?" does, and keep the rows.

Each deal (deal numbers ``--first`` .. ``--first + --deals - 1``, numbers no other
set uses) is solved by the thoughtful player in this process, one at a time,
with a limit of ``--nodes`` positions (a count, so the verdicts repeat on any
machine; 150,000,000 is about the board's 60 CPU seconds for four suits on this
machine) and the CPU seconds it took are kept beside it. Every winning line is
replayed through ``Game.play`` (strict rule) or the search's own rules (relaxed
rule). With ``--solvitaire PATH`` every deal proven lost or left open is given
to the patched Solvitaire (it plays the relaxed rule, which only adds wins: its
"no win" confirms a strict loss too, its "win" on a strict loss contradicts
nothing). The rows go to ``--out`` (CSV, resumed: deals already there
are not solved again), and a summary with 95% Wilson intervals is printed. ``--seeds`` names the
deal numbers instead (comma-separated), to decide again the deals a set left open.

    nice -n 19 .venv/bin/python benchmarks/fresh.py --game spider --first 720000 --deals 100 \
        --out benchmarks/results/fresh-sp4-search-15-150m.csv
    .venv/bin/python benchmarks/fresh.py --quick
"""

from __future__ import annotations

import argparse
import csv
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

from spiderette_widget import Game
from spiderette_widget.search import SOLVER_VERSION, Limit
from spiderette_widget.search.solver import solve
from spiderette_widget.search.study import codes, wilson_interval

COLUMNS = [
    "solver",
    "seed",
    "code",
    "rule",
    "verdict",
    "nodes",
    "limit_nodes",
    "cpu_seconds",
    "reason",
    "line",
    "solvitaire",
]


def replayed(game: Game, line: list, relaxed: bool) -> str:
    """``"replayed"`` when ``line`` wins ``game`` (through ``Game.play``, or the relaxed rules as
    ``tools/crosscheck.py`` replays them), else why not.

    >>> replayed(Game.new("spiderette", suits=1, seed=3), [], False)
    'not won'
    """
    if relaxed:
        from crosscheck import replays

        found = replays(game, line)
        return "replayed" if found.startswith("wins") else found
    g = game.copy()
    for a in line:
        g.play(a)
    return "replayed" if g.is_won else "not won"


def decide(game_name: str, seed: int, nodes: int, relaxed: bool, solvitaire: Path | None, timeout: float) -> dict:
    """One row: the deal numbered ``seed`` solved within ``nodes`` positions."""
    code = codes(game_name, 4, [seed])[0]
    game = Game.from_code(code)
    started = time.process_time()
    sol = solve(game, limit=Limit(nodes=nodes), relaxed_deal=relaxed)
    cpu = time.process_time() - started
    verdict = str(sol.verdict.value)
    line = replayed(game, list(sol.line), relaxed) if verdict == "win" else ""
    other = ""
    if solvitaire is not None and verdict != "win":
        from crosscheck import deal_file
        from crosscheck import solvitaire as run_solvitaire

        with tempfile.TemporaryDirectory() as tmp:
            other = run_solvitaire(solvitaire, game, deal_file(game, Path(tmp), "deal"), int(timeout * 1000))
    return {
        "solver": SOLVER_VERSION,
        "seed": seed,
        "code": code,
        "rule": "relaxed" if relaxed else "strict",
        "verdict": verdict,
        "nodes": sol.nodes,
        "limit_nodes": nodes,
        "cpu_seconds": f"{cpu:.2f}",
        "reason": sol.reason,
        "line": line,
        "solvitaire": other,
    }


def summarize(rows: list[dict], cpu_cap: float) -> None:
    """Print the decided share (within the node limit, and within ``cpu_cap`` CPU seconds) with intervals."""
    n = len(rows)
    if not n:
        return
    won = sum(r["verdict"] == "win" for r in rows)
    lost = sum(r["verdict"] == "no win" for r in rows)
    decided = won + lost
    in_time = sum(r["verdict"] != "unknown" and float(r["cpu_seconds"]) <= cpu_cap for r in rows)
    cpu = [float(r["cpu_seconds"]) for r in rows]
    for label, k in (("decided", decided), (f"decided within {cpu_cap:g} CPU s", in_time)):
        lo, hi = wilson_interval(k, n)
        print(f"{label}: {k}/{n} = {k / n:.1%} (95% Wilson {lo:.1%}-{hi:.1%})")
    print(f"won {won}, lost {lost}, open {n - decided}")
    print(
        f"CPU s per deal: mean {statistics.mean(cpu):.2f}, median {statistics.median(cpu):.2f}, "
        f"max {max(cpu):.2f}, total {sum(cpu):.0f}"
    )
    bad = [r["code"] for r in rows if r["verdict"] == "win" and r["line"] != "replayed"]
    print(f"wins not replayed: {bad or 'none'}")
    for verdict in ("no win", "unknown"):
        named = [f"{r['code']} (Solvitaire: {r['solvitaire'] or '-'})" for r in rows if r["verdict"] == verdict]
        if named:
            print(f"{verdict}: {', '.join(named)}")


def deal_numbers(text: str) -> list[int]:
    """``--seeds``: deal numbers, comma-separated.

    >>> deal_numbers("710032, 710029")
    [710032, 710029]
    """
    try:
        found = [int(x) for x in text.split(",")]
    except ValueError:
        msg = f"--seeds takes deal numbers separated by commas, such as 710032,710029; not {text!r}"
        raise argparse.ArgumentTypeError(msg) from None
    if any(n < 0 for n in found):
        msg = f"--seeds: a deal number is 0 or more; not {text!r}"
        raise argparse.ArgumentTypeError(msg)
    return found


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", default="spiderette", choices=["spiderette", "spider"])
    ap.add_argument("--first", type=int, default=710_000, help="first deal number")
    ap.add_argument("--deals", type=int, default=100)
    ap.add_argument("--seeds", type=deal_numbers, default=None,
                    help="deal numbers, comma-separated, in place of --first and --deals")  # fmt: skip
    ap.add_argument("--nodes", type=int, default=150_000_000, help="positions per deal")
    ap.add_argument("--relaxed", action="store_true", help="the relaxed deal rule")
    ap.add_argument("--cpu", type=float, default=60.0, help="CPU seconds a deal counts as decided within")
    ap.add_argument("--solvitaire", type=Path, default=None, help="a built Solvitaire binary for losses and opens")
    ap.add_argument("--timeout", type=float, default=60.0, help="Solvitaire's seconds per deal")
    ap.add_argument("--out", type=Path, default=None, help="CSV that keeps the rows (resumed)")
    ap.add_argument("--quick", action="store_true", help="two deals, 200,000 positions: to see that it runs")
    args = ap.parse_args()
    if args.quick:
        args.deals, args.nodes, args.out = 2, 200_000, None
    done: dict[int, dict] = {}
    if args.out and args.out.exists():
        with args.out.open() as f:
            done = {int(r["seed"]): r for r in csv.DictReader(f) if r["solver"] == SOLVER_VERSION}
    writer = None
    if args.out:
        new = not args.out.exists()
        handle = args.out.open("a", newline="")
        writer = csv.DictWriter(handle, COLUMNS)
        if new:
            writer.writeheader()
    print(
        f"solver {SOLVER_VERSION}, {args.game} 4 suits, deals "
        f"{','.join(map(str, args.seeds)) if args.seeds else f'{args.first}-{args.first + args.deals - 1}'}, "
        f"{args.nodes:,} positions each, {'relaxed' if args.relaxed else 'strict'}",
        flush=True,
    )
    rows = []
    seeds = args.seeds or range(args.first, args.first + args.deals)
    for seed in seeds:
        if seed in done:
            rows.append(done[seed])
            continue
        row = decide(args.game, seed, args.nodes, args.relaxed, args.solvitaire, args.timeout)
        rows.append(row)
        print(" ".join(str(row[k]) for k in COLUMNS), flush=True)
        if writer:
            writer.writerow(row)
            handle.flush()
    summarize(rows, args.cpu)


if __name__ == "__main__":
    main()
