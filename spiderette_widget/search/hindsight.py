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

Two variants, off by default (docs/winnability.md, "Past strategy fusion"):
``postpone`` scores the close plans again with the solve postponed below
their event (``postponed``: per kind of card turned up, the best *single*
follow-up plan; extended PIMC at depth 1), and ``exact`` plays the exact end
game (``endgame``: an expectimax over the cards turned up) with the stock
empty and few cards face down. Measured on 200 one-suit tuning deals, neither
won more games than the plain choice.

Every budget is a number of positions, so the same observation and seed give
the same decision on any machine.

>>> from spiderette_widget import Game
>>> g = Game.from_text("spiderette\\n1: 4S 2S | 9H\\n2: 10S\\n3: 10H\\n")
>>> hindsight_step(g, samples=4)[0].actions
(Move(src=1, dst=3, count=1),)
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from fractions import Fraction
from typing import TYPE_CHECKING, Any, NamedTuple

from ..engine._game import DEAL
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
from .expert import begin, candidates, expert_step, imagine, play_actions, sample, unseen_cards

if TYPE_CHECKING:
    from ..engine._game import Game

__all__ = [
    "Vote",
    "arrangements",
    "endgame",
    "first_plan",
    "hindsight_step",
    "postponed",
    "solve_sample",
]

# Budgets (search.budget.Budgets): ``hindsight_samples`` arrangements a decision solves, each within
# ``hindsight_solve`` positions, all within ``hindsight_decision`` (unsolved samples get more while it
# lasts); ``hindsight_width`` other plans scored against every sample; ``hindsight_fallback`` positions
# for the sampled rollouts when no arrangement was won.
GOAL_ORDER = {"run": 0, "flip": 1, "deal": 2}  # as many samples won: see a card before the deal brings more


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


class _Spent(Exception):
    """The decision's budget ran out while postponing: the plans keep today's ranking."""


def turned_up(after: State) -> list[tuple[int, int]]:
    """Where a plan's event turned cards up, in the position as the player sees it after the plan
    (``first_plan``'s): each ``(column, index)`` of a face-up card not known yet (``HIDDEN``).

    >>> turned_up((((0, 0, 5), (3,)), (1, 0), 0))     # column 0's second card just turned up
    [(0, 1)]
    """
    cols, hid, _ = after
    return [
        (c, i) for c, (col, h) in enumerate(zip(cols, hid, strict=True)) for i in range(h, len(col)) if col[i] == HIDDEN
    ]


def follow_up(
    rules: Rules,
    seen: State,
    worlds: list[tuple[Rules, State]],
    meter: Meter,
    solve_nodes: int,
    width: int,
    spent: Any = lambda: False,
) -> int:
    """The most of ``worlds`` (arrangements of the unseen cards consistent with ``seen``, what the
    player sees) still won after one follow-up plan, *the same plan in every one*: the plans their
    winning lines start with (``first_plan``) and the first ``width`` candidates (``candidates``),
    each played in every world solved and solved again (``solve_nodes`` positions). ``spent()``
    true before a search: ``_Spent``.

    >>> from spiderette_widget import Game
    >>> from spiderette_widget.search.experimental import rules_of, state_of
    >>> g = Game.from_text("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S\\n2: 2S AS")
    >>> worlds = [(rules_of(g), state_of(g))]                       # the one arrangement: every card seen
    >>> follow_up(rules_of(g, honest=True), state_of(g, honest=True), worlds, Meter(Limit(nodes=10**6)), 1000, 2)
    1
    """
    if rules.won(seen):
        return len(worlds)
    plans: dict[Any, list] = {}  # plan -> [actions, worlds won after it]
    solved = []
    for j, (world, table) in enumerate(worlds):
        if spent():
            raise _Spent
        line = solve_sample(world, table, meter, solve_nodes)
        if line:
            actions, goal, reached = first_plan(rules, seen, line)
            plans.setdefault((goal, rules.key(reached)), [actions, set()])[1].add(j)
            solved.append(j)
    if not solved:
        return 0
    for path, goal, reached in candidates(rules, seen, meter)[:width]:
        plans.setdefault((goal, rules.key(reached)), [tuple(path), set()])
    best = 0
    for follow, won in sorted(plans.values(), key=lambda v: -len(v[1])):  # most votes first
        for j in solved:
            if j in won or len(won) + len([k for k in solved if k not in won]) <= best:
                continue  # cannot beat the best any more: no need to solve on
            if spent():
                raise _Spent
            world, table = worlds[j]
            if solve_sample(world, play_actions(world, table, follow), meter, solve_nodes) is not None:
                won.add(j)
        best = max(best, len(won))
    return best


def postponed(
    rules: Rules,
    after: State,
    unseen: tuple[int, ...],
    meter: Meter,
    samples: int = Budgets.hindsight_postpone_samples,
    solve_nodes: int = Budgets.hindsight_solve,
    width: int = Budgets.hindsight_postpone_width,
    salt: str = "",
    spent: Any = lambda: False,
) -> int | None:
    """A plan's value with the perfect-information solve postponed below its event (extended PIMC,
    depth 1): for each kind of card the event may turn up (``turned_up``; none: one group),
    ``samples`` arrangements drawn with that card there (from ``unseen``, the cards not seen yet),
    and the most of them won after one follow-up plan (``follow_up``), weighted by the unseen
    copies of that kind. Out of ``len(unseen) * samples``; ``None`` when the event turned up more
    than one card (not postponed). Seeded by ``salt`` and what the player would see.

    >>> from spiderette_widget import Game, Move
    >>> from spiderette_widget.search.experimental import rules_of, state_of
    >>> g = Game.from_text("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S\\n2: AS | 2S")
    >>> rules, st = rules_of(g, honest=True), state_of(g, honest=True)
    >>> after = rules.act(st, Move(2, 1, 1))                     # the 2S onto the 3S: the AS turns up
    >>> postponed(rules, after, unseen_cards(g), Meter(Limit(nodes=10**6)), samples=2)  # won: 2 of 1 x 2
    2
    """
    slots = turned_up(after)
    if len(slots) > 1:
        return None
    groups = sorted(Counter(unseen).items()) if slots else [(None, len(unseen))]
    total = 0
    for kind, copies in groups:
        seen, rest = after, list(unseen)
        if kind is not None:
            c, i = slots[0]
            cols = list(after[0])
            cols[c] = (*cols[c][:i], kind, *cols[c][i + 1 :])
            seen = (tuple(cols), after[1], after[2])
            rest.remove(kind)
        rng = random.Random(f"{salt}|{seen!r}")
        n = samples if rest else 1  # nothing left unseen: the one arrangement is the position itself
        worlds = []
        for _ in range(n):
            table, stock = sample(seen, tuple(rest), rng)
            worlds.append((Rules(rules.ncols, stock, rules.total), table))
        total += copies * follow_up(rules, seen, worlds, meter, solve_nodes, width, spent) * (samples // n)
    return total


def fill(seen: State, cards: tuple[int, ...]) -> State:
    """``seen`` (stock empty) with its face-down places holding ``cards``, column by column.

    >>> fill((((0, 0, 5), (0, 3)), (2, 1), 0), (7, 8, 9))
    (((7, 8, 5), (9, 3)), (2, 1), 0)
    """
    cols, hid, ns = seen
    out, at = [], 0
    for col, h in zip(cols, hid, strict=True):
        out.append(tuple(cards[at : at + h]) + col[h:])
        at += h
    return tuple(out), hid, ns


def arrangements(cards: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
    """The distinct orders of ``cards``, in sorted order, one at a time.

    >>> list(arrangements((2, 1, 1)))
    [(1, 1, 2), (1, 2, 1), (2, 1, 1)]
    """
    left = Counter(cards)
    chosen: list[int] = []

    def walk() -> Iterator[tuple[int, ...]]:
        if len(chosen) == len(cards):
            yield tuple(chosen)
            return
        for card in sorted(left):
            if left[card]:
                left[card] -= 1
                chosen.append(card)
                yield from walk()
                chosen.pop()
                left[card] += 1

    return walk()


def endgame(
    rules: Rules,
    seen: State,
    unseen: tuple[int, ...],
    meter: Meter,
    solve_nodes: int = Budgets.hindsight_solve,
    width: int = Budgets.hindsight_postpone_width,
    memo: dict | None = None,
    spent: Any = lambda: False,
) -> tuple[Fraction, tuple[tuple[Action, ...], str, State] | None]:
    """The exact chance to win from ``seen`` (what the player sees, the stock empty; ``unseen``: the
    cards face down) with the best plans, and the first of them (``None``: none wins anywhere). An
    expectimax over what the player can know: the best of the plans (the first plan of a winning
    line in each arrangement of the unseen cards, and ``width`` candidates), each worth the chance over
    the kind of card its event turns up (its unseen copies) of the best from there on; where every
    card is seen, the thoughtful search (``solve_nodes`` positions) decides. Memoized on what is seen.
    (``hindsight_step`` gives it at most half its decision's positions, the rest to its plain choice.)

    >>> from spiderette_widget import Game
    >>> from spiderette_widget.search.experimental import rules_of, state_of
    >>> g = Game.from_text("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S\\n2: AS | 2S")
    >>> rules, seen = rules_of(g, honest=True), state_of(g, honest=True)
    >>> value, plan = endgame(rules, seen, unseen_cards(g), Meter(Limit(nodes=10**6)))
    >>> value, plan[:2]
    (Fraction(1, 1), ((Move(src=2, dst=1, count=1),), 'flip'))
    """
    memo = {} if memo is None else memo
    key = (rules.key(seen), unseen)
    if key in memo:
        return memo[key]
    if spent():
        raise _Spent
    known = Rules(rules.ncols, (), rules.total)
    best: tuple[Fraction, tuple[tuple[Action, ...], str, State] | None] = (Fraction(0), None)
    if rules.won(seen):
        best = (Fraction(1), None)
    elif not unseen:
        best = (Fraction(int(solve_sample(known, seen, meter, solve_nodes) is not None)), None)
    else:
        plans: dict[Any, tuple[tuple[Action, ...], str, State]] = {}
        for cards in arrangements(unseen):
            if spent():
                raise _Spent
            line = solve_sample(known, fill(seen, cards), meter, solve_nodes)
            if line:
                found = first_plan(rules, seen, line)
                plans.setdefault((found[1], rules.key(found[2])), found)
        if plans:
            for actions, goal, reached in candidates(rules, seen, meter)[:width]:
                plans.setdefault((goal, rules.key(reached)), (tuple(actions), goal, reached))
        ordered = sorted(plans.values(), key=lambda p: (GOAL_ORDER.get(p[1], 0), -evaluate(rules, p[2]), len(p[0])))
        for found in ordered:
            value = _chance(rules, found[2], unseen, meter, solve_nodes, width, memo, spent)
            if value > best[0]:
                best = (value, found)
            if value == 1:
                break
    memo[key] = best
    return best


def _chance(
    rules: Rules,
    after: State,
    unseen: tuple[int, ...],
    meter: Meter,
    solve_nodes: int,
    width: int,
    memo: dict,
    spent: Any,
) -> Fraction:
    """``endgame``'s value after a plan: over the kinds of card each place it turned up may hold."""
    slots = turned_up(after)
    if not slots:
        return endgame(rules, after, unseen, meter, solve_nodes, width, memo, spent)[0]
    c, i = slots[0]
    total = Fraction(0)
    for kind, copies in sorted(Counter(unseen).items()):
        cols = list(after[0])
        cols[c] = (*cols[c][:i], kind, *cols[c][i + 1 :])
        rest = list(unseen)
        rest.remove(kind)
        value = _chance(rules, (tuple(cols), after[1], after[2]), tuple(rest), meter, solve_nodes, width, memo, spent)
        total += Fraction(copies, len(unseen)) * value
    return total


def hindsight_step(
    game: Game,
    samples: int = Budgets.hindsight_samples,
    seed: int = 0,
    meter: Meter | None = None,
    solve_nodes: int = Budgets.hindsight_solve,
    fallback: int = Budgets.hindsight_fallback,
    width: int = Budgets.hindsight_width,
    nodes: int = Budgets.hindsight_decision,
    postpone: int = Budgets.hindsight_postpone,
    postpone_samples: int = Budgets.hindsight_postpone_samples,
    postpone_margin: int = Budgets.hindsight_postpone_margin,
    exact: int = Budgets.hindsight_exact,
    postpone_deals: bool = True,
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
    if st[2] == 0 and sum(st[1]) <= exact:  # the stock empty and few cards face down: the exact end game
        begun, solve = meter.nodes, min(solve_nodes, nodes)
        half = lambda: meter.nodes - begun + solve + Budgets.candidates > nodes // 2  # noqa: E731  (a search more fits)
        try:
            chance, exact_plan = endgame(rules, st, unseen_cards(game), meter, solve, spent=half)
        except _Spent:
            exact_plan = None
        if exact_plan is not None:
            actions, goal, after = exact_plan
            return Step(actions, goal, st, after), [Vote(actions, goal, after, round(chance * samples), 0)]
        nodes = max(1, nodes - (meter.nodes - begun))  # not settled (spent, or lost everywhere): the rest decides
    worlds = imagine(game, rules, st, samples, f"hindsight|{seed}")
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
    if width and solved:
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
    ranked = sorted(
        tally.values(),
        key=lambda v: (-len(v[3]), GOAL_ORDER.get(v[1], 0), -v[4], -evaluate(rules, v[2]), len(v[0]), v[5]),
    )
    if postpone > 1 and solved:
        close = [v for v in ranked[:postpone] if len(v[3]) >= len(ranked[0][3]) - postpone_margin]
        if len(close) > 1:
            unseen = unseen_cards(game)
            first = min(solve_nodes, max(1, nodes // samples))
            spent = lambda: meter.nodes - start + first + Budgets.candidates > nodes  # noqa: E731  (a search more fits)
            share: dict[int, Fraction] = {}
            try:
                for v in close:
                    got = None
                    if v[1] != "deal":  # a deal shows too many cards to group by: its sampled share
                        salt = f"postpone|{seed}"
                        got = postponed(rules, v[2], unseen, meter, postpone_samples, first, salt=salt, spent=spent)
                    share[v[5]] = (
                        Fraction(len(v[3]), samples) if got is None else Fraction(got, len(unseen) * postpone_samples)
                    )
            except _Spent:
                share = {}
            if share:
                movable = [i for i, v in enumerate(close) if postpone_deals or v[1] != "deal"]  # else deals stay put
                moved = sorted(
                    (close[i] for i in movable),
                    key=lambda v: (
                        -share[v[5]],
                        GOAL_ORDER.get(v[1], 0),
                        -v[4],
                        -evaluate(rules, v[2]),
                        len(v[0]),
                        v[5],
                    ),
                )
                for i, v in zip(movable, moved, strict=True):
                    close[i] = v
                ranked = close + ranked[len(close) :]
    votes = [Vote(tuple(a), goal, after, len(won), n) for a, goal, after, won, n, _ in ranked]
    best = votes[0]
    return Step(best.actions, best.goal, st, best.after), votes
