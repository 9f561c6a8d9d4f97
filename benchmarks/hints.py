"""Hints: do they win as often as the honest player, and how long do they take?

Prints, per suit count, the share of deals won by following the hints (play
the hinted move; deal when the hint is silent and the stock can deal) beside
the honest player's share (``solve(player="honest")``) on the same deals,
and how many deals the two played differently (0 by design: a hint is the
honest player's move). Then the p50/p95/max latency of a hint and of the
stuck check over a fixed set of positions (random playouts of fixed deals,
Spiderette and Spider, 1 to 4 suits), each hint computed afresh (no plan in
memory, the slowest case). Budgets are node counts (``search.budget``: ``honest_plan``,
``stuck``) sized for about 200 ms and 50 ms on the 2-core dev
machine; past them the answer is "not sure" (no hint, or not stuck).

    .venv/bin/python benchmarks/hints.py                    # 200 deals per suit count (slow)
    .venv/bin/python benchmarks/hints.py --deals 20 --positions 60
    .venv/bin/python benchmarks/hints.py --deals 0 --positions 60 --expert   # the expert's decision too
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from spiderette_widget import DEAL, Game
from spiderette_widget.search.budget import Budgets
from spiderette_widget.search.core import Limit, stuck
from spiderette_widget.search.native import budgets
from spiderette_widget.search.solver import solve


def follow_hints(game: Game, max_actions: int = 1000) -> tuple[bool, list]:
    """Play ``game``'s hints (deal when there is none) to the end; returns (won, the actions played)."""
    g, line = game.copy(), []
    while not g.is_won and len(line) < max_actions:
        h = g.hint()
        if h is not None:
            g.play(h.move)
            line.append(h.move)
        elif g.can_deal():
            g.deal()
            line.append(DEAL)  # the value the honest player's line holds for a deal
        else:
            break
    return g.is_won, line


def fixed_positions(n: int, seed: int = 2024) -> list[Game]:
    """``n`` positions from random playouts of fixed deals (the same every run)."""
    rng = random.Random(seed)
    out = []
    kinds = [("spiderette", 1), ("spiderette", 2), ("spiderette", 4), ("spider", 1), ("spider", 2), ("spider", 4)]
    while len(out) < n:
        game, suits = kinds[len(out) % len(kinds)]
        g = Game.new(game, suits=suits, seed=rng.randrange(10**6))
        for _ in range(rng.choice([0, 10, 30, 60, 120, 200])):
            moves = g.legal_moves()
            if g.can_deal() and (not moves or rng.random() < 0.12):
                g.deal()
            elif moves:
                g.play(rng.choice(moves))
            else:
                break
        if not g.is_won:
            out.append(g)
    return out


def pct(values: list[float], q: float) -> float:
    v = sorted(values)
    return v[min(len(v) - 1, round(q * (len(v) - 1)))]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--deals", type=int, default=200, help="Spiderette deals per suit count (deal numbers 0..N-1)")
    ap.add_argument("--suits", type=int, nargs="*", default=[1, 2, 4])
    ap.add_argument("--positions", type=int, default=120)
    ap.add_argument(
        "--expert", action="store_true", help="also time the expert's decision (search.expert) on the same positions"
    )
    ap.add_argument("--expert-nodes", type=int, default=None, help="the expert's positions per decision")
    ap.add_argument("--quick", action="store_true", help="a tiny sample, to see that it runs")
    args = ap.parse_args()
    if args.quick:  # one one-suit deal, a few positions, the expert on a small budget
        args.deals, args.suits, args.positions, args.expert, args.expert_nodes = 1, [1], 4, True, 5_000

    print(f"honest look-ahead {Budgets.honest_plan:,} positions per plan; stuck check {budgets().stuck:,} positions")
    print(f"{'suits':>5} {'deals':>5} {'hints won':>10} {'honest won':>11} {'played differently':>19} {'s/deal':>7}")
    for suits in args.suits if args.deals else ():
        won_h = won_p = differ = 0
        started = time.perf_counter()
        for n in range(args.deals):
            g = Game.new("spiderette", suits=suits, seed=n)
            won, line = follow_hints(g)
            honest = solve(g, player="honest", limit=Limit(nodes=50_000_000))
            won_h += won
            won_p += honest.won
            differ += line != honest.line
        per = (time.perf_counter() - started) / max(args.deals, 1)
        print(
            f"{suits:>5} {args.deals:>5} {won_h / args.deals:>10.1%} {won_p / args.deals:>11.1%} "
            f"{differ:>19} {per:>7.1f}",
            flush=True,
        )

    positions = fixed_positions(args.positions)
    hint_ms, stuck_ms, hint_cpu, stuck_cpu, unsure = [], [], [], [], 0
    for g in positions:
        g.hint_players = None  # a fresh plan every time: the slowest case
        t, c = time.perf_counter(), time.process_time()
        g.hint()
        hint_ms.append(1000 * (time.perf_counter() - t))
        hint_cpu.append(1000 * (time.process_time() - c))
        t, c = time.perf_counter(), time.process_time()
        unsure += stuck(g) is None
        stuck_ms.append(1000 * (time.perf_counter() - t))
        stuck_cpu.append(1000 * (time.process_time() - c))
    print(f"\nlatency over {len(positions)} fixed positions (Spiderette and Spider, 1/2/4 suits), milliseconds")
    print("(wall clock, and CPU time of this process: on a loaded machine the CPU time is what an idle one would take)")
    for name, ms, cpu in (("hint", hint_ms, hint_cpu), ("stuck check", stuck_ms, stuck_cpu)):
        print(
            f"  {name:>12}: wall p50 {statistics.median(ms):6.1f}  p95 {pct(ms, 0.95):6.1f}  max {max(ms):6.1f}"
            f"   CPU p50 {statistics.median(cpu):6.1f}  p95 {pct(cpu, 0.95):6.1f}  max {max(cpu):6.1f}"
        )
    print(f"  stuck check 'not sure' (budget spent): {unsure} of {len(positions)}")
    if args.expert:
        time_expert(positions, args.expert_nodes)


def time_expert(positions: list[Game], nodes: int | None) -> None:
    """The expert's first decision on each position (a fresh player: no plan in memory): the
    board's better hint (``Game.hint(think=True)``), which comes from a background process."""
    from spiderette_widget.search._hints import new_expert
    from spiderette_widget.search.core import Meter

    nodes = budgets().better_hint if nodes is None else nodes
    wall, cpu, counts = [], [], []
    for g in positions:
        meter = Meter(Limit(nodes=10**13))
        t, c = time.perf_counter(), time.process_time()
        new_expert(nodes).decide(g, meter)
        wall.append(1000 * (time.perf_counter() - t))
        cpu.append(1000 * (time.process_time() - c))
        counts.append(meter.nodes)
    print(f"\nexpert decision, the better hint ({nodes:,} positions per decision, plus the solve under way), ms")
    print(
        f"  {'expert':>12}: wall p50 {statistics.median(wall):6.1f}  p95 {pct(wall, 0.95):6.1f}  max {max(wall):6.1f}"
        f"   CPU p50 {statistics.median(cpu):6.1f}  p95 {pct(cpu, 0.95):6.1f}  max {max(cpu):6.1f}"
    )
    print(
        f"  positions searched: p50 {statistics.median(counts):,.0f}  p95 {pct(counts, 0.95):,.0f}  max {max(counts):,}"
    )


if __name__ == "__main__":
    main()
