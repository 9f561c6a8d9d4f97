"""The expert against the honest player, on the same fixed deals: win rates with 95% intervals.

The deals are numbered from ``--first`` (100000 by default), so none is among
the winnability table's first 2,000 codes (``study.codes``). Each deal is
played by each of ``--players``, from the start to a win or until it gives up:
``honest`` (``search.HonestPlayer``, the hints' first answer), ``expert``
(``search.expert.ExpertPlayer``: it solves sampled arrangements of the unseen
cards, ``search.hindsight``; the thinking hints' player) and ``rollouts`` (the
expert's older method, ``method="rollouts"``). Printed per game and suit count:
the deals every player finished, each player's wins with the 95% Wilson
interval, its positions searched (nodes) and decisions per game, nodes per
decision and CPU seconds per game, then, paired, how many deals each player
won that the other lost. Budgets are node counts, so the verdicts
are the same on any machine.

    nice -n 10 .venv/bin/python benchmarks/expert.py --game spiderette --suits 1 2 --deals 40
    nice -n 10 .venv/bin/python benchmarks/expert.py --players expert --game spider --suits 1 --deals 10 --out rows.csv
    .venv/bin/python benchmarks/expert.py --report rows.csv more.csv   # the table from saved rows
    .venv/bin/python benchmarks/expert.py --report rows.csv --pair expert   # each player against one, paired

``--out`` appends one row per deal and player to a CSV file and skips the rows
it already holds, so an interrupted run resumes (and several runs, e.g. one
per suit count, can share the file). ``--workers N`` plays N games at once, in
N processes (rows are written as games finish; a game's row does not depend
on the others, so the figures are the same with any number of workers).

    nice -n 19 .venv/bin/python benchmarks/expert.py --game spider --suits 4 --deals 300 --workers 2 --out rows.csv
"""

from __future__ import annotations

import argparse
import contextlib
import csv
import itertools
import math
import sys
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from spiderette_widget import Game
from spiderette_widget.search.budget import Budgets
from spiderette_widget.search.core import HonestPlayer, Limit, Meter
from spiderette_widget.search.experimental import JudgePlayer
from spiderette_widget.search.expert import BroadPlayer, ExpertPlayer
from spiderette_widget.search.study import codes, wilson_interval

FIELDS = ("code", "game", "suits", "player", "won", "removed", "actions", "nodes", "decisions", "cpu")


def play(
    code: str,
    player: str,
    samples: int,
    nodes: int,
    policy: str = "seeing",
    expert: dict | None = None,
    max_actions: int = 2000,
    iterations: int = Budgets.chance_iterations,
) -> dict:
    """One deal played from the start by ``player`` ("honest", "expert" with the settings
    ``expert``, or "rollouts"); a row."""
    g = Game.from_code(code)
    if player == "honest":
        p: HonestPlayer | ExpertPlayer = HonestPlayer()
    elif player == "chance":
        p = ExpertPlayer(samples=iterations, method="chance")
    elif player == "judge":
        p = JudgePlayer()
    elif player == "chance-broad":
        p = ExpertPlayer(samples=iterations, method="chance", policy="broad")
    elif player == "broad":
        p = BroadPlayer()
    elif player == "rollouts":
        p = ExpertPlayer(samples=samples, nodes=nodes, policy=policy, method="rollouts")
    else:
        p = ExpertPlayer(**(expert or {}))
    meter = Meter(Limit(nodes=10**13))  # counts only
    started = time.process_time()
    done = decisions = 0
    last_plan = None
    while not g.is_won and done < max_actions:
        found = p.step_for(g, meter)
        if found is None:
            break
        if found[1] is not last_plan:
            decisions += 1
            last_plan = found[1]
        g.play(found[0])
        done += 1
    return {
        "code": code,
        "game": g.game,
        "suits": g.suits,
        "player": player,
        "won": g.is_won,
        "removed": g.removed,
        "actions": done,
        "nodes": meter.nodes,
        "decisions": decisions,
        "cpu": round(time.process_time() - started, 2),
    }


def _won(row: dict) -> bool:
    return str(row["won"]) == "True"  # a row read back from the CSV file holds text


def report(rows: list[dict]) -> None:
    """Per game and suit count: each player's wins with the 95% interval on the deals every player
    finished, then per player its positions (nodes) and decisions per game and CPU seconds per game."""
    groups: dict[tuple, dict[str, dict[str, dict]]] = {}
    for r in rows:
        groups.setdefault((r["game"], int(r["suits"])), {}).setdefault(r["code"], {})[r["player"]] = r
    known = [
        "honest",
        "broad",
        "rollouts",
        "expert",
        "chance",
        "chance-broad",
    ]  # then variants' rows (``expert-margin.csv``), by name
    players = sorted({r["player"] for r in rows}, key=lambda p: (known.index(p) if p in known else len(known), p))
    print(
        f"{'game':>10} {'suits':>5} {'player':>9} {'deals':>5}  {'won [95% CI]':>22}"
        f"  {'nodes/game':>12} {'dec/game':>8} {'nodes/dec':>10} {'cpu s/game':>10}"
    )
    for (game, suits), by_code in sorted(groups.items()):
        here = [p for p in players if any(p in v for v in by_code.values())]
        both = [v for v in by_code.values() if all(p in v for p in here)]
        n = len(both)
        for p in here if n else []:
            mine = [v[p] for v in both]
            w = sum(map(_won, mine))
            lo, hi = wilson_interval(w, n)
            nodes = sum(int(r["nodes"]) for r in mine) / n
            dec = sum(int(r["decisions"]) for r in mine) / n
            cpu = sum(float(r["cpu"]) for r in mine) / n
            print(
                f"{game:>10} {suits:>5} {p:>9} {n:>5}  {w:>3} = {w / n:4.0%} [{lo:3.0%}, {hi:4.0%}]"
                f"  {nodes:>12,.0f} {dec:>8.1f} {nodes / max(dec, 1):>10,.0f} {cpu:>10.1f}"
            )
        for a, b in itertools.pairwise(here):  # paired: the same deals, each player's wins the other lost
            only_b = sum(_won(v[b]) and not _won(v[a]) for v in both)
            only_a = sum(_won(v[a]) and not _won(v[b]) for v in both)
            print(f"{'':>16} {b} won {only_b} deals {a} lost; {a} won {only_a} that {b} lost")


def sign_test(a: int, b: int) -> float:
    """The exact two-sided sign test's p for ``a`` deals only one player won against ``b`` only the other.

    >>> round(sign_test(27, 19), 2), sign_test(0, 0)
    (0.3, 1.0)
    """
    n, k = a + b, min(a, b)
    return min(1.0, 2 * sum(math.comb(n, i) for i in range(k + 1)) / 2**n) if n else 1.0


def paired(rows: list[dict], base: str) -> None:
    """Each player against ``base`` on the deals both played (per game and suit count): the wins of
    each, the deals only one won, the sign test, positions a decision and CPU seconds a game."""
    by: dict[tuple, dict[str, dict]] = {}
    for r in rows:
        by.setdefault((r["game"], int(r["suits"]), r["player"]), {})[r["code"]] = r
    for (game, suits, player), mine in sorted(by.items()):
        theirs = by.get((game, suits, base))
        if player == base or theirs is None:
            continue
        both = sorted(set(mine) & set(theirs))
        if not both:
            continue
        a = sum(_won(mine[c]) and not _won(theirs[c]) for c in both)
        b = sum(_won(theirs[c]) and not _won(mine[c]) for c in both)
        dec = sum(int(mine[c]["decisions"]) for c in both)
        nodes = sum(int(mine[c]["nodes"]) for c in both) / max(1, dec)
        cpu = sum(float(mine[c]["cpu"]) for c in both) / len(both)
        print(
            f"{game} {suits} {player:>12} {len(both):>4} deals ({both[0]}..{both[-1]}): "
            f"{sum(_won(mine[c]) for c in both):>3} against {base} {sum(_won(theirs[c]) for c in both):>3}, "
            f"{a} / {b} (p = {sign_test(a, b):.2f}), {nodes:,.0f} positions a decision, {cpu:.2f} CPU s a game"
        )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", default="spiderette", choices=("spiderette", "spider"))
    ap.add_argument("--suits", type=int, nargs="*", default=[1, 2, 4])
    ap.add_argument("--deals", type=int, default=40)
    ap.add_argument("--first", type=int, default=100_000, help="first deal number (the table holds 0..1999)")
    ap.add_argument("--samples", type=int, default=Budgets.rollout_samples, help="rollouts: samples per decision")
    ap.add_argument("--nodes", type=int, default=Budgets.rollout_decision, help="rollouts: positions per decision")
    ap.add_argument("--policy", default="seeing", choices=("seeing", "honest", "broad"), help="the rollouts' player")
    ap.add_argument(
        "--players",
        nargs="*",
        default=["honest", "expert"],
        choices=("honest", "broad", "expert", "rollouts", "chance", "chance-broad", "judge"),
    )
    ap.add_argument(
        "--iterations", type=int, default=Budgets.chance_iterations, help="the chance player's worlds per decision"
    )
    ap.add_argument("--hs-samples", type=int, default=None, help="the expert's samples per decision")
    ap.add_argument("--solve-nodes", type=int, default=None, help="the expert's first positions per sample")
    ap.add_argument("--width", type=int, default=None, help="the expert's other plans scored against every sample")
    ap.add_argument("--hs-nodes", type=int, default=None, help="the expert's positions per decision")
    ap.add_argument("--playouts", type=int, default=None, help="the expert's IIMC playouts: arrangements (0: off)")
    ap.add_argument("--playout-player", default=None, choices=("honest", "broad"), help="the playouts' no-peek player")
    ap.add_argument(
        "--playout-margin", type=int, default=None, help="plans this close to the best count: playouts first"
    )
    ap.add_argument("--playout-weight", type=float, default=None, help="rank by solved share + this x playout share")
    ap.add_argument("--playout-cap", type=int, default=None, help="the playout player's positions a plan")
    ap.add_argument("--workers", type=int, default=1, help="games played at once, each in its own process")
    ap.add_argument("--name", help="the rows' player name, for a variant (with one player only)")
    ap.add_argument("--out", help="CSV file to append rows to (resumes)")
    ap.add_argument("--report", nargs="+", metavar="CSV", help="only print the table of these files' rows")
    ap.add_argument("--pair", metavar="PLAYER", help="with --report: each player against PLAYER, paired")
    ap.add_argument("--quick", action="store_true", help="a tiny sample, to see that it runs")
    args = ap.parse_args()
    if args.quick:  # one one-suit deal, each player on small budgets
        args.suits, args.deals, args.samples, args.nodes, args.deep = [1], 1, 2, 5_000, 0
        args.iterations, args.hs_samples, args.solve_nodes, args.hs_nodes = 2, 2, 2_000, 5_000
    if args.name and len(args.players) != 1:
        ap.error("--name names the rows of one player: give one --players")
    if args.report:
        saved: list[dict] = []
        for path in args.report:
            with open(path, newline="") as f:
                saved += csv.DictReader(f)
        if args.pair:
            paired(saved, args.pair)
        else:
            report(saved)
        return
    expert = {
        k: v
        for k, v in (
            ("samples", args.hs_samples),
            ("solve_nodes", args.solve_nodes),
            ("width", args.width),
            ("nodes", args.hs_nodes),
            ("playouts", args.playouts),
            ("playout_player", args.playout_player),
            ("playout_margin", args.playout_margin),
            ("playout_weight", args.playout_weight),
            ("playout_cap", args.playout_cap),
        )
        if v is not None
    }
    rows: list[dict] = []
    done: set[tuple[str, str]] = set()
    if args.out and Path(args.out).exists():
        with open(args.out, newline="") as f:
            rows = list(csv.DictReader(f))
        done = {(r["code"], r["player"]) for r in rows}
    out = open(args.out, "a", newline="") if args.out else None  # noqa: SIM115
    writer = csv.DictWriter(out, FIELDS) if out else None
    if out and out.tell() == 0:
        writer.writeheader()
    print(
        f"expert: {expert or 'defaults'}; rollouts: {args.samples} samples, {args.nodes:,} nodes per decision, "
        f"deals from {args.first}",
        flush=True,
    )
    games = [
        (code, player, args.samples, args.nodes, args.policy, expert, 2000, args.iterations)
        for suits in args.suits
        for code in codes(args.game, suits, range(args.first, args.first + args.deals))
        for player in args.players
        if (code, args.name or player) not in done
    ]
    pool = ProcessPoolExecutor(args.workers) if args.workers > 1 else None
    with pool or contextlib.nullcontext():
        results: Iterator[dict]
        if pool:  # each row as its game finishes
            results = (f.result() for f in as_completed([pool.submit(play, *g) for g in games]))
        else:
            results = itertools.starmap(play, games)
        for row in results:
            if args.name:
                row["player"] = args.name
            rows.append(row)
            if writer:
                writer.writerow(row)
                out.flush()
            print(
                f"  {row['code']} {row['player']:>6}: {'won ' if row['won'] else 'lost'} {row['removed']} runs, "
                f"{row['nodes']:>9,} nodes, {row['decisions']:>3} decisions, {row['cpu']:6.1f} s",
                flush=True,
            )
    print()
    report(rows)


if __name__ == "__main__":
    main()
