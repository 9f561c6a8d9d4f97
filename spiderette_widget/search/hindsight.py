"""Hindsight: the expert decides by solving imagined deals (``ExpertPlayer``'s default method).

What it sees is what the player sees, and which cards have not been seen yet
(``expert.unseen_cards``); only their places are imagined:

1. **Samples.** ``samples`` arrangements of the unseen cards consistent with
   what is seen (``expert.sample``), drawn with a generator seeded by the
   observation and the player's seed, never by the real face-down cards.
2. **Solving.** In each, the thoughtful phase search, which sees that
   arrangement, looks for a winning line within ``solve_nodes`` positions
   (at most ``nodes // samples``); the arrangements left unsolved are tried
   again with four times the budget while the decision's ``nodes`` last.
   Each winning line is cut at its first event (a card turned up, a run
   completed or a deal): up to there its moves touch face-up cards only, so
   any player could play them. That plan gets the arrangement's vote.
3. **Scoring.** The voted plans, the honest player's plan and the best
   candidate plans (``expert.candidates``; ``width`` in all) are each played
   in every solved arrangement and solved again from there, arrangement by
   arrangement while the budget lasts: a plan's score is the number of
   arrangements still won after it (counted over the arrangements every
   plan met). With ``more``, while the best two plans' scores differ by at
   most ``close``, ``samples`` more arrangements are drawn, solved and
   scored, each round within ``nodes`` more positions.
4. **Choice.** Most arrangements won (a deal less ``deal_margin`` when a
   plan turns up a card or completes a run); then, with ``proxy``, the best
   rollouts' scores in the arrangements a plan did not win (``"seeing"``:
   ``expert.rollout``; ``"honest"``: ``expert.honest_rollout``, which does
   not look at the arrangement's face-down cards); then a run before a
   turn-up before a deal (see a card before the deal brings more); then
   most votes, the better position, the shorter plan. Plans that reach the
   same position are one plan. With ``margin`` (0, off, by default: 2
   measured no better), the honest player's plan stands unless another
   wins ``margin`` arrangements in ten more (``margin * samples // 10``,
   none with fewer than five samples; the idea: one arrangement more of
   ten is as likely luck as skill, and the imagined
   arrangements flatter plans that only work when the solver sees the cards
   (a deal before a turn-up, say). When no arrangement is won at all, the
   sampled rollouts of ``expert.expert_step`` decide (``fallback`` positions).

Every budget is a number of positions, so the same observation and seed give
the same decision on any machine.

>>> from spiderette_widget import Game
>>> g = Game.from_text("spiderette\\n1: 4S 2S | 9H\\n2: 10S\\n3: 10H\\n")
>>> hindsight_step(g, samples=4)[0].actions
(Move(src=1, dst=3, count=1),)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ..engine._game import DEAL
from .core import (
    SCHEDULE,
    Action,
    BudgetSpent,
    Limit,
    Meter,
    Rules,
    State,
    Step,
    _PhaseSearch,
    evaluate,
    honest_step,
)
from .expert import ROLLOUT_CAP, _play, begin, candidates, expert_step, honest_rollout, imagine, rollout

if TYPE_CHECKING:
    from ..engine._game import Game

__all__ = [
    "HINDSIGHT_SAMPLES",
    "SOLVE_NODES",
    "Vote",
    "first_plan",
    "hindsight_step",
    "solve_sample",
]

HINDSIGHT_SAMPLES = 10  # arrangements of the unseen cards each decision solves
SOLVE_NODES = 3000  # positions the thoughtful search may look at in each arrangement
HINDSIGHT_NODES = 400_000  # a decision's budget: unsolved samples get a bigger budget while it lasts
WIDTH = 6  # other plans (the honest plan, then ``expert.candidates``) scored against every sample
FALLBACK_NODES = 60_000  # positions the sampled rollouts may use when no arrangement was won
MORE_ROUNDS = 0  # rounds of ``samples`` more arrangements when the vote is close
CLOSE = 1  # the vote is close when the best plan wins at most this many samples more than the next
MARGIN = 0  # the honest player's plan stands unless another wins this many samples in ten more (2: measured no better)
PROXY = ""  # "seeing" or "honest": rollouts score the plans in the samples they do not win (a tie-break)
DEAL_MARGIN = 0  # a deal must win this many samples more than a plan that turns up a card or completes a run


class Vote(NamedTuple):
    """One plan weighed: ``won`` samples are won after it, ``votes`` samples' winning lines start with it."""

    actions: tuple[Action, ...]
    goal: str
    after: State
    won: int
    votes: int
    of: int = HINDSIGHT_SAMPLES


def solve_sample(world: Rules, table: State, meter: Meter, nodes: int = SOLVE_NODES) -> list[Action] | None:
    """A winning line for a fully known position by the thoughtful phase search (widening
    passes), or ``None`` when none is found within ``nodes`` positions (counted into ``meter``)."""
    inner = Meter(Limit(nodes=nodes))
    line = None
    try:
        for cap, discrepancies in SCHEDULE:
            search = _PhaseSearch(world, inner, cap)
            for budget in range(discrepancies + 1):
                line = search.run(table, budget)
                if line is not None:
                    break
            if line is not None:
                break
    except BudgetSpent:
        line = None
    meter.tick(inner.nodes)
    return line


def first_plan(rules: Rules, st: State, line: list[Action]) -> tuple[tuple[Action, ...], str, State]:
    """``line`` cut at its first event, played on the position as the player sees it:
    (actions, goal ``"flip"``, ``"run"`` or ``"deal"``, the position reached before any deal)."""
    removed = rules.removed(st)
    out: list[Action] = []
    for action in line:
        out.append(action)
        if action == DEAL:
            return tuple(out), "deal", st
        st, flipped = rules.apply(st, action.src - 1, action.dst - 1, action.count)
        if rules.removed(st) > removed:
            return tuple(out), "run", st
        if flipped:
            return tuple(out), "flip", st
    return tuple(out), "run", st  # a line that wins ends with a run removed


def hindsight_step(
    game: Game,
    samples: int = HINDSIGHT_SAMPLES,
    seed: int = 0,
    meter: Meter | None = None,
    solve_nodes: int = SOLVE_NODES,
    fallback: int = FALLBACK_NODES,
    width: int = WIDTH,
    nodes: int = HINDSIGHT_NODES,
    more: int = MORE_ROUNDS,
    close: int = CLOSE,
    margin: int = MARGIN,
    deal_margin: int = DEAL_MARGIN,
    proxy: str = PROXY,
    proxy_cap: int = ROLLOUT_CAP,
) -> tuple[Step | None, list[Vote]]:
    """The expert's next plan from what the player sees (``None``: it gives up) and the plans
    the samples voted for, most samples won first (empty when it did not vote)."""
    meter, rules, st, known = begin(game, meter)
    if known is not None:
        return known[0], []
    worlds = imagine(game, rules, st, samples * (1 + more), f"hindsight|{seed}")
    # plan -> [actions, goal, after, samples won after it, votes, order, samples tried]
    tally: dict[Any, list] = {}

    def entry(actions: tuple[Action, ...], goal: str, after: State) -> list:
        key = (goal, rules.key(after))
        if key not in tally:
            tally[key] = [actions, goal, after, set(), 0, len(tally), set()]
        return tally[key]

    solved: dict[int, int] = {}  # sample -> the budget its winning line was found within
    base_key = None
    weighed = 0  # samples drawn so far
    for round_ in range(1 + more):
        start = meter.nodes
        batch = list(range(weighed, weighed + samples))
        weighed += samples
        budget, todo = min(solve_nodes, max(1, nodes // samples)), batch
        while todo:  # unsolved samples again with four times the budget, while the round's budget lasts
            for i in todo:
                world, table = worlds[i]
                line = solve_sample(world, table, meter, budget)
                if line:
                    found = entry(*first_plan(rules, st, line))
                    found[3].add(i)
                    found[6].add(i)
                    found[4] += 1
                    solved[i] = budget
            todo = [i for i in todo if i not in solved]
            budget *= 4
            if meter.nodes - start + budget * len(todo) > nodes:
                break
        if width and solved and round_ == 0:
            base = honest_step(game, meter=meter)
            others = [(tuple(base.actions), base.goal, base.after)] if base is not None else []
            others += [(tuple(a), goal, after) for a, goal, after in candidates(rules, st, meter)]
            for i, plan in enumerate(others[:width]):
                found = entry(*plan)
                if i == 0 and base is not None:
                    base_key = (found[1], rules.key(found[2]))
        for i, budget in sorted(solved.items()):  # sample by sample, while the budget lasts: won after each plan?
            todo_plans = [found for found in tally.values() if i not in found[6]]
            if meter.nodes - start + budget * len(todo_plans) > nodes:
                break  # a whole row or none: every plan meets the same samples
            world, table = worlds[i]
            for found in todo_plans:
                found[6].add(i)
                if solve_sample(world, _play(world, table, found[0]), meter, budget):
                    found[3].add(i)
        if not tally or round_ == more:
            break
        common = set.intersection(*(v[6] for v in tally.values()))
        won = sorted((len(v[3] & common) for v in tally.values()), reverse=True)
        if len(won) < 2 or won[0] - won[1] > close or won[0] == 0:
            break  # the vote is clear: no more samples
    if not tally:
        step, _ = expert_step(game, seed=seed, meter=meter, nodes=fallback)
        return step, []
    common = set.intersection(*(v[6] for v in tally.values()))
    first = {"run": 0, "flip": 1, "deal": 2}  # as many samples won: see a card before the deal brings more
    flip_there = any(v[1] != "deal" for v in tally.values())
    proxies: dict[int, int] = {}  # plan order -> its rollouts' summed score in the samples it did not win
    if proxy:
        finish = honest_rollout if proxy == "honest" else rollout
        for v in tally.values():
            total = 0
            for i in range(weighed):
                if i in v[3] and i in common:
                    continue
                world, table = worlds[i]
                total += finish(world, _play(world, table, v[0]), meter, proxy_cap, 0)[1]
            proxies[v[5]] = total

    def score(v: list) -> int:
        return len(v[3] & common) - (deal_margin if v[1] == "deal" and flip_there else 0)

    ranked = sorted(
        tally.values(),
        key=lambda v: (
            -score(v),
            -proxies.get(v[5], 0),
            first.get(v[1], 0),
            -v[4],
            -evaluate(rules, v[2]),
            len(v[0]),
            v[5],
        ),
    )
    need = margin * weighed // 10  # ``margin`` arrangements in ten
    if need and base_key is not None and base_key in tally:
        honest = tally[base_key]
        if score(ranked[0]) - score(honest) < need:
            ranked.remove(honest)
            ranked.insert(0, honest)
    votes = [Vote(tuple(a), goal, after, len(won & common), n, weighed) for a, goal, after, won, n, _, _ in ranked]
    best = votes[0]
    return Step(best.actions, best.goal, st, best.after), votes
