"""The chance player: a search over what the player can know, with chance at every card turned up.

Between two cards shown the game is deterministic and fully visible, so the
player thinks in *plans* over the face-up cards (``expert.candidates``: the
ways to a run completed, to a card turned up in each column, or to the best
positions to deal onto and the deal; the honest player's deeper plan when
none of those is in reach). Where a plan ends, a card is turned up or the
stock is dealt: a chance event. The search is a Monte Carlo tree over those
events (information-set MCTS, Cowling, Powley and Whitehouse 2012):

1. **A world per iteration.** Each iteration draws one arrangement of the
   unseen cards consistent with what is seen (``expert.sample``), from a
   generator seeded by the observation and the player's seed, never by the
   real face-down cards.
2. **Down the tree.** A node is what the player sees (the face-up cards and
   how many are face down); its branches are its plans, chosen by UCB1. A
   plan played in the iteration's world shows that world's card, so the
   chance outcomes are drawn as often as the unseen cards make them likely
   and each outcome leads to the node of what is then seen.
3. **A rollout at the new leaf.** The honest player finishes the game in
   that world (``expert.honest_rollout``: it sees only the face-up cards, so
   a plan that needs a lucky card scores only as often as the card comes:
   no "strategy fusion"). A win scores 1; a loss scores a share of the
   progress it reached (``PROGRESS`` at most: runs removed, cards turned up).
4. **The choice.** After ``iterations`` iterations, the root's plan tried
   most often (then the best mean) is played up to its event, and the
   search starts again from what is then seen.

Every budget is a count (iterations, positions), so the same
observation and seed give the same decision on any machine.

``ExpertPlayer(method="chance")`` plays with it (``samples``: iterations).

>>> from spiderette_widget import Game
>>> g = Game.from_text("spiderette\\n1: 4S 2S | 9H\\n2: 10S\\n3: 10H\\n")
>>> chance_step(g, iterations=40)[0].actions
(Move(src=1, dst=3, count=1),)
"""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING

from ..engine._game import Move
from ._weights import WEIGHTS
from .budget import Budgets
from .core import (
    HIDDEN,
    Action,
    Limit,
    Meter,
    Rules,
    State,
    Step,
    deep_plan,
    evaluate,
    honest_step,
    rules_of,
    state_of,
)
from .expert import broad_rollout, candidates, honest_rollout, play_actions, sample, unseen_cards

if TYPE_CHECKING:
    from ..engine._game import Game

__all__ = ["chance_step", "plan_values"]

EXPLORE = 0.7  # UCB1's exploration weight (scores lie in 0..1)
PROGRESS = 0.3  # a lost rollout's score at most: its share of the progress to a win
# Budgets (search.budget.Budgets): ``chance_iterations`` per decision, ``chance_plans`` positions for the
# search for a node's plans, ``chance_deeper_plan`` for the honest player's deeper plan when none is in reach.


class _Node:
    """What the player sees at one point of the tree: its plans, and for each its visits, total
    score and the nodes its chance outcomes led to."""

    __slots__ = ("children", "plans", "score", "visits")

    def __init__(self) -> None:
        self.plans: list[tuple[tuple[Action, ...], str, State]] | None = None
        self.visits: list[int] = []
        self.score: list[float] = []
        self.children: dict[tuple, _Node] = {}


def mask(st: State) -> State:
    """``st`` as the player sees it: face-down cards and the stock's order unknown."""
    cols, hid, ns = st
    return tuple((HIDDEN,) * h + col[h:] if h else col for col, h in zip(cols, hid, strict=True)), hid, ns


def plans(blind: Rules, seen: State, meter: Meter) -> list[tuple[tuple[Action, ...], str, State]]:
    """The plans over the visible cards from ``seen`` (``blind``: rules that know no hidden card),
    best first: ``expert.candidates``, or the honest player's deeper plan when none reaches a
    card turned up or a run."""
    found = [(tuple(a), goal, after) for a, goal, after in candidates(blind, seen, meter, Budgets.chance_plans)]
    if not any(goal != "deal" for _, goal, _ in found):
        deeper = deep_plan(blind, seen, Budgets.chance_deeper_plan, meter=meter)
        if deeper is not None:
            moves, goal, after = deeper
            found.insert(0, (tuple(Move(s + 1, d + 1, k) for s, d, k in moves), goal, after))
    return found


def progress(rules: Rules, score: int, hidden: int) -> float:
    """A lost rollout's score from the evaluation it reached (``score``), in 0..``PROGRESS``:
    runs removed and face-down cards left (``hidden``: the most there were) weigh most."""
    runs = rules.total // 13
    top = WEIGHTS[0] * runs
    low = -WEIGHTS[1] * hidden
    return PROGRESS * min(1.0, max(0.0, (score - low) / (top - low)))


def _iterate(
    root: _Node, world: Rules, table: State, blind: Rules, meter: Meter, hidden: int, finish: str = "honest"
) -> None:
    """One iteration in one world: down the tree by UCB1, a rollout at the new leaf, scores back up."""
    node, st = root, table
    path: list[tuple[_Node, int]] = []
    while True:
        if world.won(st):
            value = 1.0
            break
        if node.plans is None:
            node.plans = plans(blind, mask(st), meter)
            node.visits = [0] * len(node.plans)
            node.score = [0.0] * len(node.plans)
            if finish == "broad":
                won, score = broad_rollout(world, st, meter)
            else:
                won, score = honest_rollout(world, st, meter, Budgets.rollout_phase)
            value = 1.0 if won else progress(world, score, hidden)
            break
        if not node.plans:
            value = progress(world, evaluate(world, st), hidden)
            break
        i = _select(node)
        st = play_actions(world, st, node.plans[i][0])
        path.append((node, i))
        key = (i, mask(st))
        child = node.children.get(key)
        if child is None:
            child = node.children[key] = _Node()
        node = child
    for parent, i in path:
        parent.visits[i] += 1
        parent.score[i] += value


def _select(node: _Node) -> int:
    """UCB1 over a node's plans; an untried plan first (best first)."""
    for i, n in enumerate(node.visits):
        if not n:
            return i
    log_total = math.log(sum(node.visits))
    return max(
        range(len(node.visits)),
        key=lambda i: node.score[i] / node.visits[i] + EXPLORE * math.sqrt(log_total / node.visits[i]),
    )


def chance_step(
    game: Game,
    iterations: int = Budgets.chance_iterations,
    seed: int = 0,
    meter: Meter | None = None,
    finish: str = "honest",
) -> tuple[Step | None, tuple[int, int] | None]:
    """The chance player's next plan from what the player sees (``None``: it gives up) and its odds
    ``(wins, iterations)`` (the chosen plan's mean score over the iterations that tried it,
    as a count of ``iterations``; ``None`` when it did not search). ``finish``: the leaves'
    rollouts, ``"honest"`` (``expert.honest_rollout``) or ``"broad"`` (``expert.broad_rollout``,
    the stronger honest player; about four times the positions).

    >>> from spiderette_widget import Game
    >>> g = Game.from_text("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S\\n2: AS | 2S")
    >>> step, odds = chance_step(g, iterations=4)
    >>> step.actions, step.goal, odds
    ((Move(src=2, dst=1, count=1),), 'flip', (4, 4))
    """
    if meter is None:
        meter = Meter(Limit(nodes=10**12))  # counts only: the iterations bound the work
    rules = rules_of(game, honest=True)
    st = state_of(game, honest=True)
    if rules.won(st):
        return None, None
    if st[2] == 0 and not any(st[1]):
        return honest_step(game, meter=meter), None  # nothing hidden: a searched winning line
    blind = Rules(rules.ncols, (HIDDEN,) * st[2], rules.total)
    found = plans(blind, st, meter)
    if not found:
        return None, None
    if len(found) == 1:
        actions, goal, after = found[0]
        return Step(actions, goal, st, after), None
    visits, score = plan_values(game, found, iterations, seed, meter, finish)
    best = max(range(len(found)), key=lambda i: (visits[i], score[i], -i))
    actions, goal, after = found[best]
    mean = score[best] / max(1, visits[best])
    return Step(actions, goal, st, after), (round(mean * iterations), iterations)


def plan_values(
    game: Game,
    first: list[tuple[tuple[Action, ...], str, State]],
    iterations: int = Budgets.chance_iterations,
    seed: int = 0,
    meter: Meter | None = None,
    finish: str = "honest",
) -> tuple[list[int], list[float]]:
    """The search's ``iterations`` from ``game`` with ``first`` as the root's plans (over the
    visible cards, as ``plans`` gives them): each plan's visits and total score.

    >>> from spiderette_widget import Game
    >>> g = Game.from_text("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S\\n2: AS | 2S")
    >>> first = plans(rules_of(g, honest=True), state_of(g, honest=True), Meter(Limit(nodes=10**6)))
    >>> [p[:2] for p in first]
    [((Move(src=2, dst=1, count=1),), 'flip'), ((Move(src=2, dst=3, count=1),), 'flip')]
    >>> plan_values(g, first, iterations=4)             # both plans win every time they are tried
    ([2, 2], [2.0, 2.0])
    """
    if meter is None:
        meter = Meter(Limit(nodes=10**12))
    rules = rules_of(game, honest=True)
    st = state_of(game, honest=True)
    blind = Rules(rules.ncols, (HIDDEN,) * st[2], rules.total)
    root = _Node()
    root.plans = list(first)
    root.visits = [0] * len(first)
    root.score = [0.0] * len(first)
    unseen = unseen_cards(game)
    rng = random.Random(f"chance|{seed}|{game.removed}|{st!r}")
    hidden = sum(st[1]) + st[2]
    for _ in range(iterations):
        table, stock = sample(st, unseen, rng)
        _iterate(root, Rules(rules.ncols, stock, rules.total), table, blind, meter, hidden, finish)
    return root.visits, root.score
