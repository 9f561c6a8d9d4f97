"""Do the deal plans (``search.hindsight.deal_plans``) offer a way on where the better hint lost?

Reads the loss records of ``benchmarks/results/expert-losses-sd1-tune.jsonl`` (one line per
tuning deal; a loss names ``decision_at``, the action at which the decision that lost the deal
began). For each loss: the better hint's player (``ExpertPlayer`` at the better hint's budgets:
4,000,000 positions a decision, 30,000 an arrangement) plays the deal again up to that action (it
is deterministic), then the decision is taken twice from there, as it is today and with
``--deals`` deal plans (of ``--keep`` dealable positions found within ``--look`` positions over
every legal move, ``--search`` positions after each deal; ``--ties worth``: tied deals ranked by
it, ``--ties judge``: by the judge's value of the deal),
and the real deal is searched after every plan either weighed (the thoughtful solver, every card
seen, ``--verdict`` positions; a plan both weighed is searched once). Printed per loss and in all:
whether a weighed plan keeps the real deal won ("offered") and whether the chosen one does
("chose"), before and after; and whether the real winning line's first plan (the solver's, from
the decision's position) is a deal whose position the look-ahead reaches at all ("reached": among
``--reach`` dealable positions; "ranked": among the ``--deals`` offered).

    nice -n 10 .venv/bin/python benchmarks/deal_plans.py --deals 4 --out rows.jsonl
    .venv/bin/python benchmarks/deal_plans.py --quick    # one loss, small budgets: to see that it runs
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from spiderette_widget import Game
from spiderette_widget.search.budget import NATIVE_BUDGETS, Budgets
from spiderette_widget.search.core import Limit, Meter, Rules, State, rules_of, state_of
from spiderette_widget.search.expert import ExpertPlayer, candidates, imagine, play_actions
from spiderette_widget.search.hindsight import deal_worth, first_plan, hindsight_step, postponed_deal
from spiderette_widget.search.judge import judge_for
from spiderette_widget.search.solver import decide, solve

LOSSES = Path(__file__).resolve().parent / "results" / "expert-losses-sd1-tune.jsonl"


def replay(code: str, upto: int, nodes: int, solve_nodes: int) -> Game:
    """The deal ``code`` after the better hint's player's first ``upto`` actions."""
    g = Game.from_code(code)
    player = ExpertPlayer(nodes=nodes, solve_nodes=solve_nodes)
    for _ in range(upto):
        action = player.next_action(g)
        if action is None:
            break
        g.play(action)
    return g


def won_after(game: Game, actions: tuple, nodes: int) -> str:
    """The thoughtful solver's verdict on the real deal after ``actions`` ("win", "no win", "unknown")."""
    g = Game.from_dict(game.to_dict())
    for a in actions:
        g.play(a)
    return decide(g, nodes).value


def tied_decision(code: str, start: int, nodes: int, solve_nodes: int) -> int | None:
    """The control's decision in a won deal: the first action at or after ``start`` at which the
    better hint's player decides anew and at least two of its plans keep the most arrangements won
    (``None``: no such decision). Fixed by today's player alone, before any variant is looked at."""
    g = Game.from_code(code)
    player = ExpertPlayer(nodes=nodes, solve_nodes=solve_nodes)
    at = 0
    while not g.is_won:
        if at >= start and player.known(g) is None:
            step, votes = hindsight_step(g, nodes=nodes, solve_nodes=solve_nodes)
            if len(votes) > 1 and votes[0].won == votes[1].won:
                return at
            found = player.adopt(g, step)
        else:
            found = player.step_for(g)
        if found is None:
            return None
        g.play(found[0])
        at += 1
    return None


def lean(record: dict, args: argparse.Namespace) -> dict:
    """Only the chosen plans: today's and with the deal plans and ``--ties`` (the real deal searched
    after each, ``--verdict`` positions), and the positions the decision with them cost."""
    started = time.process_time()
    g = replay(record["code"], record["decision_at"], args.nodes, args.solve_nodes)
    kw = {"nodes": args.nodes, "solve_nodes": args.solve_nodes}
    _, before = hindsight_step(g, **kw)
    deal = {"deals": args.deals, "deal_keep": args.keep, "deal_search": args.search, "deal_look": args.look}
    deal.update(deal_ties=args.ties, deal_solve=args.deal_solve, deal_redraws=args.redraws)
    meter = Meter(Limit(nodes=10**12))
    _, after = hindsight_step(g, meter=meter, **deal, **kw)
    verdicts: dict[tuple, str] = {}
    for v in [*before[:1], *after[:1]]:
        if v.actions not in verdicts:
            verdicts[v.actions] = won_after(g, v.actions, args.verdict)
    top = [v for v in after if after and v.won == after[0].won]
    return {
        "code": record["code"],
        "decision_at": record["decision_at"],
        "won": record["won"],
        "ties": args.ties,
        "deal_solve": args.deal_solve,
        "redraws": args.redraws,
        "chose_before": bool(before) and verdicts[before[0].actions] == "win",
        "chose_after": bool(after) and verdicts[after[0].actions] == "win",
        "verdict_before": verdicts[before[0].actions] if before else None,
        "verdict_after": verdicts[after[0].actions] if after else None,
        "same_choice": bool(before) and bool(after) and before[0].actions == after[0].actions,
        "chosen_before": None if not before else [len(before[0].actions), before[0].goal, before[0].won],
        "chosen_after": None if not after else [len(after[0].actions), after[0].goal, after[0].won],
        "tied_at_top": len(top),
        "nodes": meter.nodes,
        "cpu": round(time.process_time() - started, 1),
    }


def one_loss(record: dict, args: argparse.Namespace) -> dict:
    """The measurement for one loss record: a row."""
    started = time.process_time()
    g = replay(record["code"], record["decision_at"], args.nodes, args.solve_nodes)
    kw = {"nodes": args.nodes, "solve_nodes": args.solve_nodes}
    _, before = hindsight_step(g, **kw)
    deal = {"deals": args.deals, "deal_keep": args.keep, "deal_search": args.search, "deal_look": args.look}
    deal["deal_ties"] = args.ties
    _, after = hindsight_step(g, **deal, **kw)
    verdicts: dict[tuple, str] = {}
    for v in [*before, *after]:
        if v.actions not in verdicts:
            verdicts[v.actions] = won_after(g, v.actions, args.verdict)
    rules, st = rules_of(g, honest=True), state_of(g, honest=True)
    line = solve(g, limit=Limit(nodes=args.verdict)).line
    real = first_plan(rules, st, line) if line else None
    reached = ranked = rank = None
    dealable: list = []
    if real is not None and real[1] == "deal":
        pre = rules.key(_before_deal(rules, st, real[0]))
        sensible = [c for c in candidates(rules, st, Meter(Limit()), keep=args.reach) if c[1] == "deal"]
        reached = any(rules.key(c[2]) == pre for c in sensible)
        ranked = any(v.goal == "deal" and rules.key(v.after) == pre for v in after)
        found = candidates(rules, st, Meter(Limit()), args.reach_look, args.reach, sensible=False)
        dealable = [rules.key(c[2]) for c in found if c[1] == "deal"]
        rank = dealable.index(pre) if pre in dealable else None
    new = [v for v in after if v.actions not in {b.actions for b in before}]
    worlds = imagine(g, rules, st, Budgets.hindsight_samples, "hindsight|0")  # the decision's arrangements
    judge = judge_for(g)
    deal_rows = [
        [
            len(v.actions),
            v.won,
            v.votes,
            verdicts[v.actions],
            deal_worth(v.actions, worlds, Meter(Limit())),
            deal_worth(v.actions, worlds, Meter(Limit()), 300),
            round(judge.deal(v.after, rules.removed(v.after))[0], 4),
            round(postponed_deal(v.actions, worlds, Meter(Limit()), "postponed|0"), 3),
        ]
        for v in after
        if v.goal == "deal"
    ]
    return {
        "code": record["code"],
        "decision_at": record["decision_at"],
        "real_plan": None if real is None else [len(real[0]), real[1]],
        "reached": reached,
        "ranked": ranked,
        "rank_every_move": rank,
        "dealable_every_move": len(dealable),
        "offered_before": any(verdicts[v.actions] == "win" for v in before),
        "chose_before": bool(before) and verdicts[before[0].actions] == "win",
        "offered_after": any(verdicts[v.actions] == "win" for v in after),
        "chose_after": bool(after) and verdicts[after[0].actions] == "win",
        "same_choice": bool(before) and bool(after) and before[0].actions == after[0].actions,
        "new_plans": [[len(v.actions), v.goal, v.won, verdicts[v.actions]] for v in new],
        "chosen_after": None if not after else [len(after[0].actions), after[0].goal, after[0].won],
        "deal_plans": deal_rows,  # per deal: moves, won, votes, verdict, worth, searched, judge, postponed
        "cpu": round(time.process_time() - started, 1),
    }


def _before_deal(rules: Rules, st: State, actions: tuple) -> State:
    """The position a plan ending in a deal deals onto (its moves played, the deal not)."""
    return play_actions(rules, st, actions[:-1])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--losses", default=str(LOSSES), help="the loss records (JSON lines)")
    ap.add_argument("--deals", type=int, default=4, help="deal plans offered beside the candidates")
    ap.add_argument("--keep", type=int, default=Budgets.hindsight_deal_keep, help="dealable positions ranked")
    ap.add_argument("--search", type=int, default=Budgets.hindsight_deal_search, help="positions after each deal")
    ties = ("off", "worth", "judge", "postponed", "every", "deal-worth")
    ap.add_argument("--ties", default="off", choices=ties, help="deals that tie: ranked by")
    ap.add_argument("--look", type=int, default=Budgets.hindsight_deal_look, help="the deal plans' look-ahead")
    ap.add_argument("--reach", type=int, default=1000, help="dealable positions looked through for the real plan's")
    ap.add_argument("--reach-look", type=int, default=20_000, help="... by a look-ahead over every move of this many")
    ap.add_argument("--nodes", type=int, default=NATIVE_BUDGETS.better_hint, help="positions a decision")
    ap.add_argument("--solve-nodes", type=int, default=NATIVE_BUDGETS.better_hint_solve, help="... an arrangement")
    ap.add_argument("--verdict", type=int, default=3_000_000, help="the real deal's search after each plan")
    ap.add_argument("--first", type=int, default=0, help="the first loss to measure (0: the first)")
    ap.add_argument("--count", type=int, default=None, help="how many losses (default: all)")
    ap.add_argument(
        "--deal-solve", type=int, default=Budgets.hindsight_deal_solve, help="postponed: a solve's positions"
    )
    ap.add_argument(
        "--redraws", type=int, default=Budgets.hindsight_deal_redraws, help="postponed: draws of the unseen"
    )
    ap.add_argument("--lean", action="store_true", help="only the chosen plans and the decision's positions")
    ap.add_argument(
        "--control",
        type=int,
        default=None,
        metavar="ACTION",
        help="won deals instead: each at its first tied decision at or after ACTION (implies --lean)",
    )
    ap.add_argument("--given", action="store_true", help="every record with a decision_at, won or not (--lean)")
    ap.add_argument("--out", help="JSON lines file to append rows to")
    ap.add_argument("--quick", action="store_true", help="one loss, small budgets, to see that it runs")
    args = ap.parse_args()
    if args.quick:
        args.count, args.nodes, args.solve_nodes, args.verdict, args.reach = 1, 40_000, 3000, 20_000, 50
        args.reach_look = 2000
    with open(args.losses) as f:
        records = list(map(json.loads, f))
    if args.given:
        losses, args.lean = [r for r in records if "decision_at" in r][args.first :][: args.count], True
    elif args.control is None:
        losses = [r for r in records if not r["won"] and "decision_at" in r][args.first :][: args.count]
    else:
        losses, args.lean = [], True
        for r in [r for r in records if r["won"]][args.first :]:
            at = tied_decision(r["code"], args.control, args.nodes, args.solve_nodes)
            if at is not None:
                losses.append({"code": r["code"], "won": True, "decision_at": at})
            if len(losses) == args.count:
                break
    out = open(args.out, "a") if args.out else None  # noqa: SIM115
    rows = []
    for record in losses:
        row = lean(record, args) if args.lean else one_loss(record, args)
        rows.append(row)
        print(json.dumps(row), flush=True)
        if out:
            out.write(json.dumps(row) + "\n")
            out.flush()
    n = len(rows)
    if args.lean:
        for name in ("chose_before", "chose_after", "same_choice"):
            print(f"{name:>15}: {sum(bool(r[name]) for r in rows)} of {n}")
        print(f"positions a decision: {sum(r['nodes'] for r in rows) // max(1, n):,}")
        return
    for name in ("offered_before", "chose_before", "offered_after", "chose_after", "same_choice"):
        print(f"{name:>15}: {sum(bool(r[name]) for r in rows)} of {n}")
    deals = [r for r in rows if r["reached"] is not None]
    reached, ranked = sum(bool(r["reached"]) for r in deals), sum(bool(r["ranked"]) for r in deals)
    every = sorted(r["rank_every_move"] for r in deals if r["rank_every_move"] is not None)
    print(
        f"the real first plan a deal: {len(deals)}; its position reached by whole-group moves: {reached}, "
        f"offered: {ranked}; reached over every move: {len(every)} (ranks before the deal: {every})"
    )


if __name__ == "__main__":
    main()
