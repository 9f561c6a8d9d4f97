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
   arrangements still won after it.
4. **Choice.** Most arrangements won; then a run before a turn-up before a
   deal (see a card before the deal brings more); then most votes, the
   better position, the shorter plan. Plans that reach the same position
   are one plan. When no arrangement is won at all, the sampled rollouts of
   ``expert.expert_step`` decide (``fallback`` positions).
5. **Playouts** (IIMC, Furtak & Buro 2013; off unless ``playouts`` > 0). Every
   plan is also played in each of ``playouts`` arrangements (the same for every
   plan) and the game played on to its end by a player that sees only its
   face-up cards (``playout_player``: ``"honest"`` or ``"broad"``); plans whose
   arrangements won are within ``playout_margin`` of the best come first, ranked
   by their playouts won (``playout_scores``), or (``playout_weight`` > 0) the
   plans are ranked by their share of arrangements won plus ``playout_weight``
   times their share of playouts won. With no arrangement won, the playouts
   rank the honest plan and the candidates.
6. **Deal plans** (off unless ``deals`` > 0). Beside the candidates, the
   ``deals`` plans that prepare a deal best are weighed too: of the dealable
   positions a look-ahead over every legal move on the visible cards reaches
   (``deal_look`` positions, ``deal_keep`` of them), those
   worth most after the deal under the deal's cards as the sampled arrangements
   draw them (``deal_plans``; ``deal_search`` > 0: a greedy search of that many
   positions after the deal in each arrangement). With ``deal_ties`` ``"worth"``,
   plans that deal and keep as many arrangements won are ranked by the same worth
   first (``deal_worth``), before their votes; with ``"judge"``, by the review
   judge's value of the deal (``Judge.deal``: over its draws of the unseen cards);
   with ``"postponed"``, where only deals keep the most arrangements won, by their
   value with the solve postponed below the deal (``postponed_deal``: ``deal_redraws``
   draws of what stays unseen, each solved within ``deal_solve`` positions); with
   ``"every"``, every plan that keeps the most arrangements won (a run, a turn-up or
   a deal) by its value with the solve postponed below its event, before the goal;
   with ``"deal-worth"``, every deal counts as the deal that keeps most arrangements
   won (whether to deal is still the count's call), and which deal is its worth's.

Every budget is a number of positions, so the same observation and seed give
the same decision on any machine.

>>> from spiderette_widget import Game
>>> g = Game.from_text("spiderette\\n1: 4S 2S | 9H\\n2: 10S\\n3: 10H\\n")
>>> hindsight_step(g, samples=4)[0].actions
(Move(src=1, dst=3, count=1),)
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, NamedTuple

from ..engine._game import DEAL
from ._weights import WIN_SCORE
from .budget import Budgets
from .core import (
    HIDDEN,
    SCHEDULE,
    Action,
    BudgetSpent,
    Limit,
    Meter,
    Rules,
    State,
    Step,
    evaluate,
    honest_step,
    phase_search,
)
from .expert import (
    begin,
    broad_rollout,
    candidates,
    expert_step,
    greedy_phase,
    honest_rollout,
    imagine,
    play_actions,
    sample,
)

if TYPE_CHECKING:
    from ..engine._game import Game

__all__ = [
    "PLAYOUT_PLAYERS",
    "Vote",
    "deal_plans",
    "deal_worth",
    "first_plan",
    "hindsight_step",
    "playout_scores",
    "postponed_deal",
    "solve_sample",
]

# Budgets (search.budget.Budgets): ``hindsight_samples`` arrangements a decision solves, each within
# ``hindsight_solve`` positions, all within ``hindsight_decision`` (unsolved samples get more while it
# lasts); ``hindsight_width`` other plans scored against every sample; ``hindsight_fallback`` positions
# for the sampled rollouts when no arrangement was won.
GOAL_ORDER = {"run": 0, "flip": 1, "deal": 2}  # as many samples won: see a card before the deal brings more
PLAYOUT_PLAYERS = {"honest": honest_rollout, "broad": broad_rollout}  # the no-peek players a playout may use


class Vote(NamedTuple):
    """One plan weighed: ``won`` samples are won after it, ``votes`` samples' winning lines start with it
    (``hindsight_step`` gives them, most votes first).

    >>> from spiderette_widget import Game
    >>> g = Game.from_text("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S\\n2: AS | 2S")
    >>> _, votes = hindsight_step(g, samples=3, nodes=3000)
    >>> [(v.actions, v.won, v.votes) for v in votes]
    [((Move(src=2, dst=1, count=1),), 3, 3), ((Move(src=2, dst=3, count=1),), 3, 0)]
    """

    actions: tuple[Action, ...]
    goal: str
    after: State
    won: int
    votes: int


def solve_sample(world: Rules, table: State, meter: Meter, nodes: int = Budgets.hindsight_solve) -> list[Action] | None:
    """A winning line for a fully known position by the thoughtful phase search (widening
    passes), or ``None`` when none is found within ``nodes`` positions (counted into ``meter``).

    >>> from spiderette_widget import Game
    >>> from spiderette_widget.search.experimental import rules_of, state_of
    >>> g = Game.from_text("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S\\n2: 2S AS")
    >>> meter = Meter(Limit(nodes=10_000))
    >>> solve_sample(rules_of(g), state_of(g), meter, nodes=1000), meter.nodes > 0
    ([Move(src=2, dst=1, count=2)], True)
    """
    inner = Meter(Limit(nodes=nodes))
    line = None
    try:
        for cap, discrepancies in SCHEDULE:
            search = phase_search(world, inner, cap)
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
    (actions, goal ``"flip"``, ``"run"`` or ``"deal"``, the position reached before any deal).

    >>> from spiderette_widget import Game, Move
    >>> from spiderette_widget.search.experimental import rules_of, state_of
    >>> g = Game.from_text("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S\\n2: AS | 2S")
    >>> rules, st = rules_of(g, honest=True), state_of(g, honest=True)
    >>> first_plan(rules, st, [Move(2, 1, 1), Move(2, 1, 1)])[:2]      # cut where the AS turns up
    ((Move(src=2, dst=1, count=1),), 'flip')
    """
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


def deal_plans(
    rules: Rules,
    st: State,
    worlds: list[tuple[Rules, State]],
    meter: Meter,
    offer: int,
    keep: int = Budgets.hindsight_deal_keep,
    search: int = Budgets.hindsight_deal_search,
    look: int = Budgets.hindsight_deal_look,
) -> list[tuple[tuple[Action, ...], str, State]]:
    """The ``offer`` plans that prepare a deal best, judged under the deal's own cards: of the
    dealable positions the look-ahead over the visible cards reaches (``candidates`` over every
    legal move, splits of runs too, within ``look`` positions; at most ``keep`` of them, by
    ``evaluate`` before the deal), those worth most *after* the deal, summed
    over ``worlds`` (the decision's sampled arrangements, the same for every plan): each plan is
    played in each world and the deal made there, and the position dealt is worth its ``evaluate``,
    or, with ``search`` > 0, the best ``evaluate`` a greedy search within ``search`` positions
    reaches from it before the next deal (a win counts ``WIN_SCORE``). Ties keep the look-ahead's
    order. Each plan is ``(actions ending with DEAL, "deal", the position dealt onto)``, as
    ``candidates`` gives it; every position is counted into ``meter``.

    >>> from spiderette_widget import Game
    >>> from spiderette_widget.search.experimental import rules_of, state_of
    >>> from spiderette_widget.search.expert import candidates
    >>> g = Game.from_text(
    ...     "spiderette\\n1: 5S\\n2: 6S\\n3: KS\\n4: QS\\n5: JS\\n6: 9S\\n7: 3S\\nstock: 4S 10S 10S 8S 7S 2S AS"
    ... )
    >>> rules, seen = rules_of(g, honest=True), state_of(g, honest=True)
    >>> ahead = [a for a, goal, _ in candidates(rules, seen, Meter(Limit()), keep=32, sensible=False) if goal == "deal"]
    >>> world = [(rules_of(g), state_of(g))]     # one arrangement: here the real one
    >>> [ahead.index(list(a)) for a, _, _ in deal_plans(rules, seen, world, Meter(Limit()), offer=2)]
    [10, 12]
    """
    found = [c for c in candidates(rules, st, meter, look, max(1, keep), sensible=False) if c[1] == "deal"]
    if len(found) <= offer:
        return [(tuple(a), goal, after) for a, goal, after in found]
    worth = [deal_worth(actions, worlds, meter, search) for actions, _, _ in found]
    best = sorted(range(len(found)), key=lambda i: (-worth[i], i))[:offer]
    return [(tuple(found[i][0]), "deal", found[i][2]) for i in best]


def deal_worth(
    actions: tuple[Action, ...] | list[Action], worlds: list[tuple[Rules, State]], meter: Meter, search: int = 0
) -> int:
    """What a plan ending in a deal is worth after the deal, summed over ``worlds``: in each, the
    plan is played and the deal made with that world's cards, and the position dealt is worth its
    ``evaluate``, or (``search`` > 0) the best ``evaluate`` a greedy search of ``search`` positions
    reaches from it before the next deal (``WIN_SCORE`` for a win). Counted into ``meter``.

    >>> from spiderette_widget import Game
    >>> from spiderette_widget.search.experimental import rules_of, state_of
    >>> g = Game.from_text(
    ...     "spiderette\\n1: 5S\\n2: 6S\\n3: KS\\n4: QS\\n5: JS\\n6: 9S\\n7: 3S\\nstock: 4S 10S 10S 8S 7S 2S AS"
    ... )
    >>> world = [(rules_of(g), state_of(g))]
    >>> deal_worth([DEAL], world, Meter(Limit())) < deal_worth([DEAL], world, Meter(Limit()), search=100)
    True
    """
    total = 0
    for world, table in worlds:
        dealt = play_actions(world, table, actions)
        meter.tick()
        if search:
            won, top, _ = greedy_phase(world, dealt, search, meter)
            total += WIN_SCORE if won else top
        else:
            total += evaluate(world, dealt)
    return total


def postponed_deal(
    actions: tuple[Action, ...],
    worlds: list[tuple[Rules, State]],
    meter: Meter,
    salt: str,
    redraws: int = Budgets.hindsight_deal_redraws,
    nodes: int = Budgets.hindsight_deal_solve,
    width: int = 3,
) -> float:
    """A plan ending in a deal valued with the solve postponed below the deal (extended PIMC at the
    deal), summed over ``worlds``: in each, the plan is played and the deal made with that world's
    cards (or any plan, the card it turns up shown); then the player sees the dealt cards and nothing
    more, so ``redraws`` arrangements of the cards it still cannot see (the face-down cards and the
    stock left) are drawn, and the position is worth the best share of them won after one *next*
    plan, the same in all (the first plans of their winning lines and ``width`` candidates; each solve
    within ``nodes`` positions). A world won by the deal counts 1. Draws seeded by ``salt``, the
    world's number and what is seen after the deal.

    >>> from spiderette_widget import Game
    >>> from spiderette_widget.search.experimental import rules_of, state_of
    >>> from spiderette_widget.search.expert import imagine
    >>> g = Game.new("spiderette", suits=1, seed=200_005)
    >>> rules, seen = rules_of(g, honest=True), state_of(g, honest=True)
    >>> worlds = imagine(g, rules, seen, 4, "doc")           # four imagined arrangements
    >>> value = postponed_deal((DEAL,), worlds, Meter(Limit()), "doc")    # deal at once
    >>> 0 <= value <= 4, value == postponed_deal((DEAL,), worlds, Meter(Limit()), "doc")
    (True, True)
    """
    total = 0.0
    for w, (world, table) in enumerate(worlds):
        dealt = play_actions(world, table, actions)
        meter.tick()
        if world.won(dealt):
            total += 1.0
            continue
        cols, hid, ns = dealt
        seen = (tuple((HIDDEN,) * h + col[h:] for col, h in zip(cols, hid, strict=True)), hid, ns)
        left = len(world.stock) - ns
        down = [c for col, h in zip(cols, hid, strict=True) for c in col[:h]]
        unseen = tuple(sorted(down + list(world.stock[left:])))
        rng = random.Random(f"{salt}|{w}|{seen!r}")
        drawn = []
        for _ in range(redraws):
            redrawn, stock = sample(seen, unseen, rng)
            drawn.append((Rules(world.ncols, stock, world.total, world.relaxed), redrawn))
        blind = Rules(world.ncols, (HIDDEN,) * ns, world.total, world.relaxed)
        plans: dict[Any, tuple[Action, ...]] = {}
        for rules_r, table_r in drawn:
            line = solve_sample(rules_r, table_r, meter, nodes)
            if line:
                first = first_plan(blind, seen, line)
                plans.setdefault((first[1], blind.key(first[2])), first[0])
        for a, goal, after in candidates(blind, seen, meter)[:width]:
            plans.setdefault((goal, blind.key(after)), tuple(a))
        best = 0
        for plan in plans.values():
            won = sum(bool(solve_sample(r, play_actions(r, t, plan), meter, nodes)) for r, t in drawn)
            best = max(best, won)
        total += best / max(1, redraws)
    return total


def playout_scores(
    plans: list[tuple[Action, ...]],
    worlds: list[tuple[Rules, State]],
    meter: Meter,
    nodes: int,
    player: str = "honest",
    cap: int = Budgets.rollout_phase,
) -> tuple[list[int], int]:
    """How many of ``worlds`` each plan wins when it is played there and a player that sees only
    the face-up cards (``PLAYOUT_PLAYERS[player]``, ``cap`` positions a plan) plays the game on to
    its end. World by world, every plan in each (common random numbers), while the dearest world's
    playouts so far would still fit in ``nodes`` positions (counted into ``meter``); and how many
    worlds were played.

    >>> from spiderette_widget import Game, Move
    >>> from spiderette_widget.search.experimental import rules_of, state_of
    >>> g = Game.from_text("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S\\n2: AS | 2S")
    >>> world = (rules_of(g), state_of(g))   # the real arrangement, to show the count
    >>> playout_scores([(Move(2, 1, 1),), (Move(2, 3, 1),)], [world, world], Meter(Limit(nodes=10**6)), 10**6)
    ([2, 2], 2)
    """
    finish = PLAYOUT_PLAYERS[player]
    won = [0] * len(plans)
    start, dearest, played = meter.nodes, 0, 0
    for world, table in worlds:
        if meter.nodes - start + dearest >= nodes:
            break  # a whole world or none: every plan meets the same worlds
        before = meter.nodes
        for i, actions in enumerate(plans):
            won[i] += finish(world, play_actions(world, table, actions), meter, cap)[0]
        dearest = max(dearest, meter.nodes - before)
        played += 1
    return won, played


def hindsight_step(
    game: Game,
    samples: int = Budgets.hindsight_samples,
    seed: int = 0,
    meter: Meter | None = None,
    solve_nodes: int = Budgets.hindsight_solve,
    fallback: int = Budgets.hindsight_fallback,
    width: int = Budgets.hindsight_width,
    nodes: int = Budgets.hindsight_decision,
    playouts: int = Budgets.hindsight_playouts,
    playout_player: str = "honest",
    playout_margin: int = 0,
    playout_cap: int = Budgets.rollout_phase,
    playout_weight: float = 0.0,
    deals: int = Budgets.hindsight_deal_plans,
    deal_keep: int = Budgets.hindsight_deal_keep,
    deal_search: int = Budgets.hindsight_deal_search,
    deal_look: int = Budgets.hindsight_deal_look,
    deal_ties: str = "off",
    deal_solve: int = Budgets.hindsight_deal_solve,
    deal_redraws: int = Budgets.hindsight_deal_redraws,
) -> tuple[Step | None, list[Vote]]:
    """The expert's next plan from what the player sees (``None``: it gives up) and the plans
    the samples voted for, most votes first (empty when it did not vote).

    >>> from spiderette_widget import Game
    >>> g = Game.from_text("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S\\n2: AS | 2S")
    >>> step, votes = hindsight_step(g, samples=3, nodes=3000)   # three arrangements of the unseen AS
    >>> step.actions, step.goal, votes[0].won, votes[0].votes
    ((Move(src=2, dst=1, count=1),), 'flip', 3, 3)
    """
    meter, rules, st, known = begin(game, meter)
    if known is not None:
        return known[0], []
    worlds = imagine(game, rules, st, max(samples, playouts), f"hindsight|{seed}")  # the first ``samples`` solved
    tally: dict[Any, list] = {}  # plan -> [actions, goal, after, samples won after it, votes, order]

    def entry(actions: tuple[Action, ...], goal: str, after: State) -> list:
        key = (goal, rules.key(after))
        if key not in tally:
            tally[key] = [actions, goal, after, set(), 0, len(tally)]
        return tally[key]

    start = meter.nodes
    solved: dict[int, int] = {}  # sample -> the budget its winning line was found within
    budget, todo = min(solve_nodes, max(1, nodes // samples)), list(range(samples))
    while todo:  # unsolved samples again with four times the budget, while the decision's budget lasts
        for i in todo:
            world, table = worlds[i]
            line = solve_sample(world, table, meter, budget)
            if line:
                found = entry(*first_plan(rules, st, line))
                found[3].add(i)
                found[4] += 1
                solved[i] = budget
        todo = [i for i in todo if i not in solved]
        budget *= 4
        if meter.nodes - start + budget * len(todo) > nodes:
            break
    if width and (solved or playouts):
        base = honest_step(game, meter=meter)
        others = [(tuple(base.actions), base.goal, base.after)] if base is not None else []
        others += [(tuple(a), goal, after) for a, goal, after in candidates(rules, st, meter)]
        for plan in others[:width]:
            entry(*plan)
        if deals:  # the plans that prepare a deal best under the deal's cards in these arrangements (off: 0)
            for plan in deal_plans(rules, st, worlds[:samples], meter, deals, deal_keep, deal_search, deal_look):
                entry(*plan)
        for i, budget in sorted(solved.items()):  # sample by sample, while the budget lasts: won after each plan?
            todo_plans = [found for found in tally.values() if i not in found[3]]
            if meter.nodes - start + budget * len(todo_plans) > nodes:
                break  # a whole row or none: every plan meets the same samples
            world, table = worlds[i]
            for found in todo_plans:
                if solve_sample(world, play_actions(world, table, found[0]), meter, budget):
                    found[3].add(i)
    if not tally:
        step, _ = expert_step(game, seed=seed, meter=meter, nodes=fallback)
        return step, []
    plans = list(tally.values())
    lead: list[tuple[float, int]] = [(0, 0)] * len(plans)  # playouts first for plans near the best: (0, -won)
    if playouts and len(plans) > 1:
        wins, played = playout_scores(
            [v[0] for v in plans], worlds[:playouts], meter, nodes - (meter.nodes - start), playout_player, playout_cap
        )
        most = max(len(v[3]) for v in plans)
        lead = [(0, -w) if len(v[3]) >= most - playout_margin else (1, 0) for v, w in zip(plans, wins, strict=True)]
        if playout_weight:  # or a weighted sum of the two shares
            lead = [
                (-len(v[3]) / samples - playout_weight * w / max(1, played), 0)
                for v, w in zip(plans, wins, strict=True)
            ]
    worth: list[float] = [0] * len(plans)  # deal_ties: as many arrangements won, the deal worth most after it first
    count = [len(v[3]) for v in plans]  # the arrangements won that rank the plans first
    if deal_ties in ("worth", "deal-worth"):
        worth = [deal_worth(v[0], worlds[:samples], meter, deal_search) if v[1] == "deal" else 0 for v in plans]
        if deal_ties == "deal-worth" and any(v[1] == "deal" for v in plans):  # which deal: its worth alone
            best_deal = max(len(v[3]) for v in plans if v[1] == "deal")
            count = [best_deal if v[1] == "deal" else n for v, n in zip(plans, count, strict=True)]
    elif deal_ties == "judge":  # the review judge's value of the deal, over its draws of the unseen cards
        from .judge import judge_for  # it builds on the expert

        judge = judge_for(game)
        worth = [judge.deal(v[2], rules.removed(v[2]))[0] if v[1] == "deal" else 0 for v in plans]
    elif deal_ties == "postponed" and plans:  # only where a deal would be chosen: deals as good as the best
        most = max(len(v[3]) for v in plans)
        if all(v[1] == "deal" for v in plans if len(v[3]) == most):
            tied = [i for i, v in enumerate(plans) if len(v[3]) == most][: Budgets.hindsight_deal_tied]
            for i in tied:
                worth[i] = postponed_deal(
                    plans[i][0], worlds[:samples], meter, f"postponed|{seed}", deal_redraws, deal_solve
                )
    first: list[float] = [0] * len(plans)  # deal_ties="every": the plans tied at the top, valued below their event
    if deal_ties == "every" and len(plans) > 1:
        most = max(len(v[3]) for v in plans)
        order = sorted(range(len(plans)), key=lambda i: (GOAL_ORDER.get(plans[i][1], 0), -plans[i][4], plans[i][5]))
        tied = [i for i in order if len(plans[i][3]) == most][: Budgets.hindsight_deal_tied]
        if len(tied) > 1:
            for i in tied:
                first[i] = -postponed_deal(
                    plans[i][0], worlds[:samples], meter, f"postponed|{seed}", deal_redraws, deal_solve
                )
    ranked = [
        plans[i]
        for i in sorted(
            range(len(plans)),
            key=lambda i: (
                *lead[i],
                -count[i],
                first[i],
                GOAL_ORDER.get(plans[i][1], 0),
                -worth[i],
                -plans[i][4],
                -evaluate(rules, plans[i][2]),
                len(plans[i][0]),
                plans[i][5],
            ),
        )
    ]
    votes = [Vote(tuple(a), goal, after, len(won), n) for a, goal, after, won, n, _ in ranked]
    best = votes[0]
    return Step(best.actions, best.goal, st, best.after), votes
