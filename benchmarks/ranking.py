"""Does the expert rank its plans well? Each plan it weighed, judged by the real deal.

The expert (``search.hindsight``) plays each deal from ``--first`` on; at every
decision with two plans or more, each plan it weighed is played on the real
deal and the thoughtful solver (which sees every card, ``--nodes`` positions)
says whether the deal can still be won after it. The records go to ``--out``
(one JSON line per decision: each plan's samples won, votes, goal, length,
evaluation and the real verdict). ``--report`` reads them back: over the
decisions where some plans keep a win and some do not, how often the expert's
ranking, and a few others, choose a plan that keeps it. The real deal only
judges; the expert never reads it. (The expert's decisions are its own:
the same as in ``benchmarks/expert.py``.)

    nice -n 19 .venv/bin/python benchmarks/ranking.py --suits 1 --deals 30 --out ranking.jsonl
    .venv/bin/python benchmarks/ranking.py --report ranking.jsonl
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from spiderette_widget import Game
from spiderette_widget.search.core import BudgetSpent, Limit, Meter, Step, evaluate, rules_of, thoughtful
from spiderette_widget.search.expert import ExpertPlayer
from spiderette_widget.search.hindsight import GOAL_ORDER, Vote, hindsight_step
from spiderette_widget.search.solver import replay
from spiderette_widget.search.study import codes

# each ranking: the key of a plan (a record's dict) and its place among the expert's plans; least first
RANKINGS: dict[str, Callable[[dict, int], tuple]] = {
    "the expert's (won, goal, votes, evaluation, length)": lambda p, i: (i,),
    "votes first": lambda p, i: (-p["votes"], -p["won"], GOAL_ORDER[p["goal"]], -p["eval"], p["len"], i),
    "shorter plan first": lambda p, i: (p["len"], -p["won"], i),
    "evaluation first": lambda p, i: (-p["eval"], -p["won"], i),
    "length before evaluation": lambda p, i: (-p["won"], GOAL_ORDER[p["goal"]], -p["votes"], p["len"], -p["eval"], i),
    "no run or turn-up first": lambda p, i: (-p["won"], -p["votes"], -p["eval"], p["len"], i),
}


class Recording(ExpertPlayer):
    """The expert (hindsight, its defaults) keeping each decision's position and plans weighed.

    ``budget`` (keyword arguments of ``hindsight_step``: ``samples``, ``solve_nodes``, ``nodes``) shrinks it,
    for the quick mode."""

    def __init__(self, **budget: int) -> None:
        super().__init__()
        self.budget = budget
        self.weighed: list[tuple[Game, list[Vote]]] = []

    def decide(self, game: Game, meter: Meter | None = None) -> Step | None:
        step, votes = hindsight_step(game, seed=self.seed, meter=meter, **self.budget)
        self.weighed.append((game.copy(), votes))
        return step


def real_verdict(game: Game, nodes: int) -> str:
    """``solve(game, limit=Limit(nodes=nodes)).verdict``, as text, without shortening the winning line (the
    verdict is the same: shortening took seconds of each solve, whatever its limit)."""
    try:
        line = thoughtful(game, Meter(Limit(nodes=nodes)), polish=0)
    except BudgetSpent:
        return "unknown"
    return "no win" if line is None else "win"


def record(code: str, verdict_nodes: int, decisions: int | None = None, **budget: int) -> tuple[bool, list[dict]]:
    """Play ``code`` with the expert (``budget``: see ``Recording``; ``decisions``: stop after that many);
    (won, one record per decision with two plans or more)."""
    g = Game.from_code(code)
    player = Recording(**budget)
    meter = Meter(Limit(nodes=10**13))  # counts only
    while not g.is_won and (decisions is None or len(player.weighed) < decisions):
        found = player.step_for(g, meter)
        if found is None:
            break
        g.play(found[0])
    out = []
    for i, (before, votes) in enumerate(player.weighed):
        if len(votes) < 2:
            continue
        rules = rules_of(before, honest=True)
        plans = [
            {
                "won": v.won,
                "votes": v.votes,
                "goal": v.goal,
                "len": len(v.actions),
                "eval": evaluate(rules, v.after),
                "real": real_verdict(replay(before, v.actions), verdict_nodes),
            }
            for v in votes
        ]
        out.append({"code": code, "decision": i, "decisions": len(player.weighed), "plans": plans})
    return g.is_won, out


def chosen(plans: list[dict], key: Callable[[dict, int], tuple]) -> dict:
    """The plan a ranking puts first (``key`` of a plan and its place among the expert's plans)."""
    return plans[min(range(len(plans)), key=lambda i: key(plans[i], i))]


def report(records: list[dict]) -> None:
    """How often each ranking picks a plan after which the real deal is still won."""
    mixed = [r for r in records if len({p["real"] == "win" for p in r["plans"]}) == 2]
    print(f"{len(records)} decisions with two plans or more; in {len(mixed)} some plans keep a win and some do not")
    if not mixed:
        return
    chance = sum(sum(p["real"] == "win" for p in r["plans"]) / len(r["plans"]) for r in mixed)
    print(f"{'a plan drawn at random':>52}: {chance:5.1f} of {len(mixed)} (expected)")
    for name, key in RANKINGS.items():
        good = sum(chosen(r["plans"], key)["real"] == "win" for r in mixed)
        print(f"{name:>52}: {good:5d} of {len(mixed)}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", default="spiderette", choices=("spiderette", "spider"))
    ap.add_argument("--suits", type=int, default=1)
    ap.add_argument("--deals", type=int, default=30)
    ap.add_argument("--first", type=int, default=100_000, help="first deal number (the table holds 0..1999)")
    ap.add_argument("--nodes", type=int, default=50_000, help="the real deal's thoughtful verdict, in positions")
    ap.add_argument("--out", help="JSON lines file to append the records to")
    ap.add_argument("--report", nargs="+", metavar="JSONL", help="only print the comparison of these records")
    ap.add_argument("--quick", action="store_true", help="a tiny sample, to see that it runs")
    args = ap.parse_args()
    budget = {"samples": 2, "solve_nodes": 2_000, "fallback": 2_000, "nodes": 5_000, "decisions": 6}
    budget = budget if args.quick else {}
    if args.quick:
        args.deals, args.nodes = 1, 5_000
    if args.report:
        report([json.loads(line) for name in args.report for line in Path(name).read_text().splitlines()])
        return
    records = []
    for code in codes(args.game, args.suits, range(args.first, args.first + args.deals)):
        won, found = record(code, args.nodes, **budget)
        records += found
        print(f"{code}: {'won' if won else 'lost'}, {len(found)} decisions recorded", flush=True)
        if args.out:
            with open(args.out, "a", encoding="utf-8") as f:
                f.writelines(json.dumps(r) + "\n" for r in found)
    report(records)


if __name__ == "__main__":
    main()
