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
from .budget import Budgets
from .core import (
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
from .expert import begin, broad_rollout, candidates, expert_step, honest_rollout, imagine, play_actions

if TYPE_CHECKING:
    from ..engine._game import Game

__all__ = [
    "PLAYOUT_PLAYERS",
    "Vote",
    "first_plan",
    "hindsight_step",
    "playout_scores",
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
    ranked = [
        plans[i]
        for i in sorted(
            range(len(plans)),
            key=lambda i: (
                *lead[i],
                -len(plans[i][3]),
                GOAL_ORDER.get(plans[i][1], 0),
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
