"""The expert: an honest player that imagines where the unseen cards may lie, and plays what wins most.

It sees what the honest player sees (``state_of(game, honest=True)``: the
face-up cards, how many cards are face down in each column and in the stock)
and one thing more that every player knows: *which* cards have not been seen
yet (``unseen_cards``: the deck less the face-up cards and the removed runs;
only their places are hidden). ``ExpertPlayer`` decides by *hindsight* by
default (``search.hindsight``: the thoughtful search solves sampled
arrangements, the plan that keeps most of them won is played). Its older
method, ``method="rollouts"`` (``expert_step``, also hindsight's fallback
when no arrangement is won), decides by *determinization* with rollouts:

1. **Candidates.** Breadth-first over whole-group moves on the visible cards
   (``Budgets.candidates`` positions), it lists the plans that end in an event:
   a card turned up (the two best arrangements per column), a run completed,
   or a dealable arrangement followed by the deal (the two best). A plan's
   moves touch face-up cards only, so any player could play it.
2. **Samples.** ``samples`` arrangements of the unseen cards consistent with
   what is seen, drawn with a random generator seeded by the player's
   ``seed`` and the observation: the same observation and seed give the same
   samples, whatever the real face-down cards are.
   The honest player's own plan (``honest_step``) comes first among them.
3. **Rollouts.** In every sample, each candidate plan is played and then the
   game is finished by a greedy thoughtful search that sees that sample's
   cards (best-first inside each phase between deals, ``Budgets.rollout_phase``
   positions per phase, the best position to deal onto chosen for the deal).
   A rollout scores
   a win, or else the best evaluation it reached (runs removed, cards turned
   up, in-suit links, empty columns).
4. **Choice.** Samples are played in rounds (every candidate meets the same
   sample) until ``samples`` rounds or ``Budgets.rollout_decision`` positions are spent.
   The plan with the most sampled wins, then the best total score, then the
   earlier candidate (runs, then turn-ups, then deals) is chosen. When the
   node budget allowed fewer than ``FEW`` samples (Spider's long rollouts),
   it replaces the honest player's plan only when it wins in more samples,
   or as many and scores ``MARGIN`` more per sample (a card turned up): one
   or two samples alone should not overturn a sound plan. The chosen plan is
   played up to its event, and the expert looks again.

With nothing hidden (every card face up, the stock empty) it plays the
honest player's step (a searched winning line); with one candidate, that
one. Every budget is a number of positions, so the same observation and
seed always give the same decision, on any machine.

``win_chance(game)`` is the estimate a review of a game would show: the
share of sampled arrangements in which a search that sees them wins.

>>> from spiderette_widget import Game
>>> g = Game.from_text("spiderette\\n1: 4S 2S | 9H\\n2: 10S\\n3: 10H\\n")
>>> ExpertPlayer().next_action(g)
Move(src=1, dst=3, count=1)
"""

from __future__ import annotations

import heapq
import random
from collections import Counter
from typing import TYPE_CHECKING, Any, NamedTuple

from ..engine._cards import SUITS, deck, run_of
from ..engine._errors import bad_input
from ..engine._game import DEAL, Move
from . import native
from ._weights import WIN_SCORE
from .budget import Budgets
from .core import (
    HIDDEN,
    Action,
    HonestPlayer,
    Limit,
    Meter,
    Rules,
    State,
    Step,
    breadth_first,
    evaluate,
    honest_step,
    observation_key,
    path_to,
    plan,
    rules_of,
    settle,
    state_of,
)

if TYPE_CHECKING:
    from ..engine._game import Game

# The expert a user plays with; its parts (rollouts, the broad player) are in search.experimental.
__all__ = ["ExpertPlayer"]

PER_COLUMN = 2  # turn-up plans kept per column (and run plans and dealable positions in all)
FEW = 3  # below this many samples played (the node budget ran out), the honest plan needs a clear defeat:
MARGIN = 40  # more sampled wins, or as many and this much more score per sample (a card turned up)


def unseen_cards(game: Game) -> tuple[int, ...]:
    """The cards not seen yet, sorted: the game's deck less the face-up cards and the removed runs.

    For a made-up position with fewer cards than a deck (``Game.from_text``), the cards it
    holds face down and in the stock: either way the same for every arrangement of them.

    >>> from spiderette_widget import Game
    >>> g = Game.new("spiderette", suits=1, seed=0)
    >>> len(unseen_cards(g)), len(set(unseen_cards(g)))
    (45, 13)
    """
    seen = game.observation()
    counts = Counter(deck(game.suits, game.layout.decks))
    counts.subtract(c for up in seen.up for c in up)
    for suit in seen.removed_suits:
        counts.subtract(run_of(SUITS.index(suit)))
    want = sum(seen.hidden) + seen.stock
    if all(v >= 0 for v in counts.values()) and sum(counts.values()) == want:
        return tuple(sorted(counts.elements()))
    p = game.position  # a made-up position: its own unseen cards, as a set (their places unread)
    return tuple(sorted([c for col, h in zip(p.cards, p.hidden, strict=True) for c in col[:h]] + list(p.stock)))


def sample(st: State, unseen: tuple[int, ...], rng: random.Random) -> tuple[State, tuple[int, ...]]:
    """One arrangement of ``unseen`` consistent with the masked position ``st``: (position, stock)."""
    cards = list(unseen)
    rng.shuffle(cards)
    cols, hid, ns = st
    at = 0
    out = []
    for col, h in zip(cols, hid, strict=True):
        out.append(tuple(cards[at : at + h]) + col[h:])
        at += h
    return (tuple(out), hid, ns), tuple(cards[at:])


def _greedy_phase(rules: Rules, st: State, cap: int, meter: Meter) -> tuple[bool, int, State | None]:
    """Best-first over sensible moves inside one phase (at most ``cap`` positions):
    (a win found, the best evaluation met, the best position after a deal or ``None``)."""
    if native.active():
        return native.greedy_phase(rules, st, cap, meter)
    top = evaluate(rules, st)
    if rules.won(st):
        return True, top, None
    seen = {rules.key(st)}
    heap = [(-top, 0, st)]
    order = 1
    best_after: tuple[int, State] | None = None
    while heap:
        negative, _, cur = heapq.heappop(heap)
        top = max(top, -negative)
        if rules.can_deal(cur):
            after = rules.deal(cur)
            meter.tick()
            score = evaluate(rules, after)
            if best_after is None or score > best_after[0]:
                best_after = (score, after)
        if len(seen) >= cap:
            continue
        for s, d, k in rules.moves(cur, sensible=True):
            child, _ = rules.apply(cur, s, d, k)
            meter.tick()
            key = rules.key(child)
            if key in seen:
                continue
            seen.add(key)
            if rules.won(child):
                return True, WIN_SCORE, None
            heapq.heappush(heap, (-evaluate(rules, child), order, child))
            order += 1
    return False, top, None if best_after is None else best_after[1]


def rollout(rules: Rules, st: State, meter: Meter, cap: int = Budgets.rollout_phase) -> tuple[bool, int]:
    """Finish a fully known position greedily, phase by phase (``cap`` positions a phase):
    (won, score: ``WIN_SCORE`` or the best evaluation reached).

    >>> from spiderette_widget import Game
    >>> g = Game.from_text("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S\\n2: 2S AS")
    >>> rollout(rules_of(g), state_of(g), Meter(Limit(nodes=1000)))
    (True, 1000000)
    >>> g = Game.from_text("spiderette\\n1: KS\\n2: QH")     # no run can be completed
    >>> rollout(rules_of(g), state_of(g), Meter(Limit(nodes=1000)))[0]
    False
    """
    best = evaluate(rules, st)
    while True:
        won, top, after = _greedy_phase(rules, st, cap, meter)
        if won:
            return True, WIN_SCORE
        best = max(best, top)
        if after is None or rules.dead(after):
            break
        st = after
    return False, best


def _mask(st: State) -> State:
    cols, hid, ns = st
    return tuple((HIDDEN,) * h + col[h:] if h else col for col, h in zip(cols, hid, strict=True)), hid, ns


def _rollout_over(rules: Rules, st: State, meter: Meter, cap: int) -> tuple[bool, int] | None:
    """How an honest rollout ends from ``st`` when nothing is left to decide honestly: won, or
    nothing hidden (then ``rollout``, which sees the cards: seeing is honest now); else ``None``."""
    if rules.won(st):
        return True, WIN_SCORE
    if st[2] == 0 and not any(st[1]):
        return rollout(rules, st, meter, cap)
    return None


def honest_rollout(rules: Rules, st: State, meter: Meter, cap: int = Budgets.rollout_phase) -> tuple[bool, int]:
    """Finish a fully known position as an honest player would, seeing only its face-up cards:
    the shortest plan to a card turned up or a run completed (``plan``, ``cap`` positions),
    else the best dealable arrangement and the deal; once nothing is hidden, ``rollout``.
    (won, score: ``WIN_SCORE`` or the evaluation where it stopped)."""
    blind = Rules(rules.ncols, (HIDDEN,) * len(rules.stock), rules.total)
    while True:
        over = _rollout_over(rules, st, meter, cap)
        if over is not None:
            return over
        seen = _mask(st)
        found = plan(blind, seen, cap, meter)
        if found is not None:
            for s, d, k in found[0]:
                st = rules.apply(st, s, d, k)[0]
            continue
        if st[2] == 0:
            return False, evaluate(rules, st)
        settled = settle(blind, seen, cap, meter)
        if settled is None:
            return False, evaluate(rules, st)
        for s, d, k in settled[0]:
            st = rules.apply(st, s, d, k)[0]
        st = rules.deal(st)
        meter.tick()


def broad_rollout(rules: Rules, st: State, meter: Meter, cap: int = Budgets.broad_plan) -> tuple[bool, int]:
    """Finish a fully known position as the broad honest player would (``broad_plan``), seeing
    only its face-up cards (``cap``: positions each plan's look-ahead may use); once nothing is
    hidden, ``rollout``. (won, score:
    ``WIN_SCORE`` or the evaluation where it stopped.)

    Where ``honest_rollout`` takes the shallowest card turned up, this takes, of every run and
    card turned up within ``cap`` positions of whole-group moves, the run, else the turn-up
    leading to the best evaluation: on two-suit Spiderette it wins about four times as many
    deals (docs/winnability.md, "A broader honest player").

    >>> from spiderette_widget import Game
    >>> g = Game.from_text("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S\\n2: 2S AS")
    >>> broad_rollout(rules_of(g), state_of(g), Meter(Limit(nodes=10**6)))
    (True, 1000000)
    """
    blind = Rules(rules.ncols, (HIDDEN,) * len(rules.stock), rules.total)
    while True:
        over = _rollout_over(rules, st, meter, Budgets.rollout_phase)
        if over is not None:
            return over
        found = broad_plan(blind, _mask(st), meter, cap)
        if found is None:
            return False, evaluate(rules, st)
        st = play_actions(rules, st, found[0])
        if found[1] == "deal":
            meter.tick()


def broad_plan(
    blind: Rules, seen: State, meter: Meter, cap: int = Budgets.broad_plan
) -> tuple[list, str, State] | None:
    """The broad honest player's plan from ``seen`` (``blind``: rules that know no hidden card):
    ``candidates``' first (a run, else the turn-up leading to the best evaluation, else the
    best position to deal onto and the deal) within ``cap`` positions; ``None`` when there is
    none (nothing to turn up and the stock empty or undealable).

    >>> from spiderette_widget import Game
    >>> g = Game.from_text("spiderette\\n1: 4S 2S | 9H\\n2: 10S\\n3: 10H\\n")
    >>> broad_plan(rules_of(g, honest=True), state_of(g, honest=True), Meter(Limit(nodes=10**6)))[:2]
    ([Move(src=1, dst=3, count=1)], 'flip')
    """
    found = candidates(blind, seen, meter, cap)
    return found[0] if found else None


def broad_step(game: Game, nodes: int = Budgets.broad_plan, meter: Meter | None = None) -> Step | None:
    """The broad honest player's next plan (``broad_plan``), seeing only what the player sees;
    with nothing hidden, the honest player's searched line (``honest_step``). ``None``: it gives up.

    >>> from spiderette_widget import Game
    >>> broad_step(Game.from_text("spiderette\\n1: 4S 2S | 9H\\n2: 10S\\n3: 10H\\n")).goal
    'flip'
    """
    meter, _, st, known = begin(game, meter)
    if known is not None:
        return known[0]
    blind = Rules(len(st[0]), (HIDDEN,) * st[2], rules_of(game, honest=True).total)
    found = broad_plan(blind, st, meter, nodes)
    if found is None:
        return None
    actions, goal, after = found
    return Step(tuple(actions), goal, st, after)


class BroadPlayer(HonestPlayer):
    """The broad honest player (``broad_step``) with its current plan in mind, as ``HonestPlayer``:
    it sees only what the player sees, and plays, of every run and card turned up within
    ``nodes`` positions of whole-group moves, the run, else the turn-up leading to the best
    evaluation, else the best position to deal onto and the deal.

    >>> from spiderette_widget import Game
    >>> BroadPlayer().next_action(Game.from_text("spiderette\\n1: 4S 2S | 9H\\n2: 10S\\n3: 10H\\n"))
    Move(src=1, dst=3, count=1)
    """

    def __init__(self, nodes: int = Budgets.broad_plan) -> None:
        super().__init__(nodes)

    def decide(self, game: Game, meter: Meter | None = None) -> Step | None:
        """A new plan for ``game`` (``broad_step``; ``None``: give up)."""
        return broad_step(game, self.nodes, meter)


class Choice(NamedTuple):
    """One candidate plan and how it fared: ``wins`` and ``score`` summed over the samples
    (``expert_step`` gives the candidates it weighed).

    >>> from spiderette_widget import Game
    >>> g = Game.from_text("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S\\n2: AS | 2S")
    >>> _, choices = expert_step(g, samples=2, nodes=3000)
    >>> [(c.actions, c.goal, c.wins) for c in choices]
    [((Move(src=2, dst=1, count=1),), 'flip', 2), ((Move(src=2, dst=3, count=1),), 'flip', 2)]
    """

    actions: tuple[Action, ...]
    goal: str
    after: State
    wins: int
    score: int


def candidates(rules: Rules, st: State, meter: Meter, cap: int = Budgets.candidates) -> list[tuple[list, str, State]]:
    """Plans over the visible cards that end in an event, best first: each ``(actions, goal,
    position)`` with ``goal`` ``"run"``, ``"flip"`` or ``"deal"`` (the deal is the last action)."""
    if native.active():
        runs, flips, deals = native.look_ahead(rules, st, native.CANDIDATES, cap, meter, keep=PER_COLUMN)
        return [
            *((_as_moves(path), "run", child) for path, child in runs),
            *((_as_moves(path), "flip", child) for path, child in flips),
            *(([*_as_moves(path), DEAL], "deal", child) for path, child in deals),
        ]
    removed0 = rules.removed(st)
    events: list[tuple[int, int, Any, str, State, int]] = []
    dealable: list[tuple[int, int, Any, State]] = []
    order = [0]

    def visit(child: State, flipped: bool, key: Any, s: int) -> bool:
        order[0] += 1
        run = rules.removed(child) > removed0
        if run or flipped:
            events.append((evaluate(rules, child), order[0], key, "run" if run else "flip", child, s))
            return False
        if rules.can_deal(child):
            dealable.append((evaluate(rules, child), order[0], key, child))
        return True

    if rules.can_deal(st):
        dealable.append((evaluate(rules, st), 0, rules.key(st), st))
    parent = breadth_first(rules, st, cap, meter, visit)
    out: list[tuple[list, str, State]] = []
    runs = [e for e in events if e[3] == "run"]
    runs.sort(key=lambda e: (-e[0], e[1]))
    for _, _, key, goal, child, _ in runs[:PER_COLUMN]:
        out.append((_moves(parent, key), goal, child))
    per: dict[int, int] = {}
    flips = sorted((e for e in events if e[3] == "flip"), key=lambda e: (-e[0], e[1]))
    for _, _, key, goal, child, s in flips:
        if per.get(s, 0) < PER_COLUMN:
            per[s] = per.get(s, 0) + 1
            out.append((_moves(parent, key), goal, child))
    dealable.sort(key=lambda e: (-e[0], e[1]))
    for _, _, key, child in dealable[:PER_COLUMN]:
        out.append(([*_moves(parent, key), DEAL], "deal", child))
    return out


def _moves(parent: dict, key: Any) -> list[Action]:
    return _as_moves(path_to(parent, key))


def _as_moves(path: list[tuple[int, int, int]]) -> list[Action]:
    return [Move(s + 1, d + 1, k) for s, d, k in path]


def imagine(game: Game, rules: Rules, st: State, samples: int, salt: str) -> list[tuple[Rules, State]]:
    """``samples`` arrangements of the unseen cards consistent with ``st``, each as (rules with
    its stock, its table), drawn by a generator seeded by ``salt`` and the observation."""
    unseen = unseen_cards(game)
    rng = random.Random(f"{salt}|{game.removed}|{st!r}")
    worlds = []
    for _ in range(samples):
        table, stock = sample(st, unseen, rng)
        worlds.append((Rules(rules.ncols, stock, rules.total), table))
    return worlds


def begin(game: Game, meter: Meter | None) -> tuple[Meter, Rules, State, tuple[Step | None] | None]:
    """A decision's start: a meter (counting only, if none), the rules and position as the player
    sees them, and the answer when there is nothing to imagine (won: ``None``; nothing hidden:
    the honest player's searched winning line)."""
    if meter is None:
        meter = Meter(Limit(nodes=10**12))  # counts only: the budgets bound the work
    rules = rules_of(game, honest=True)
    st = state_of(game, honest=True)
    if rules.won(st):
        return meter, rules, st, (None,)
    if st[2] == 0 and not any(st[1]):
        return meter, rules, st, (honest_step(game, meter=meter),)
    return meter, rules, st, None


def play_actions(rules: Rules, st: State, actions: tuple[Action, ...] | list[Action]) -> State:
    """The position after ``actions`` (no legality check)."""
    for a in actions:
        st = rules.act(st, a)
    return st


def expert_step(
    game: Game,
    samples: int = Budgets.rollout_samples,
    seed: int = 0,
    meter: Meter | None = None,
    width: int = Budgets.rollout_candidates,
    cap: int = Budgets.rollout_phase,
    nodes: int = Budgets.rollout_decision,
    policy: str = "seeing",
) -> tuple[Step | None, list[Choice]]:
    """The expert's next plan from what the player sees (``None``: it gives up) and the
    candidates it weighed (empty when it did not sample).

    >>> from spiderette_widget import Game
    >>> g = Game.from_text("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S\\n2: AS | 2S")
    >>> step, choices = expert_step(g, samples=2, nodes=3000)   # two arrangements of the unseen AS
    >>> step.actions, step.goal, len(choices), choices[0].wins
    ((Move(src=2, dst=1, count=1),), 'flip', 2, 2)
    """
    meter, rules, st, known = begin(game, meter)
    if known is not None:
        return known[0], []
    broad = policy == "broad"
    # the honest (or broad) player's plan: kept unless the samples show better
    base = broad_step(game, meter=meter) if broad else honest_step(game, meter=meter)
    found = candidates(rules, st, meter)[: max(1, width)]
    if base is not None:
        found = [(list(base.actions), base.goal, base.after)] + [c for c in found if c[0] != list(base.actions)]
    if not found:
        return None, []
    if len(found) == 1:
        actions, goal, after = found[0]
        return Step(tuple(actions), goal, st, after), []
    worlds = imagine(game, rules, st, samples, f"expert|{seed}")
    finish = honest_rollout if policy == "honest" else rollout
    if broad:
        cap = Budgets.broad_plan
        finish = broad_rollout
    wins = [0] * len(found)
    score = [0] * len(found)
    start = meter.nodes
    played = 0
    for world, table in worlds:  # round by round: every candidate meets the same sample
        for i, (actions, _, _) in enumerate(found):
            won, value = finish(world, play_actions(world, table, actions), meter, cap)
            wins[i] += won
            score[i] += value
        played += 1
        if meter.nodes - start >= nodes:
            break  # the budget is spent: decide on the rounds played (always at least one)
    choices = [Choice(tuple(a), goal, after, w, v) for (a, goal, after), w, v in zip(found, wins, score, strict=True)]
    best = max(range(len(choices)), key=lambda i: (choices[i].wins, choices[i].score, -i))
    pick = choices[best]
    if base is not None and best and played < FEW:  # few samples: the honest plan stands unless clearly beaten
        first = choices[0]
        margin = MARGIN * played
        if pick.wins <= first.wins and not (pick.wins == first.wins and pick.score - first.score > margin):
            pick = first
    return Step(pick.actions, pick.goal, st, pick.after), choices


def win_chance(game: Game, samples: int = 12, seed: int = 0, meter: Meter | None = None) -> float:
    """The share of ``samples`` arrangements of the unseen cards (consistent with what is seen)
    in which a search that sees that arrangement wins from here: a rollout. An honest estimate (never read from the real
    face-down cards), and an optimistic one: each sample is searched knowing its cards.

    >>> from spiderette_widget import Game
    >>> win_chance(Game.from_text("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S\\n2: 2S AS"))
    1.0
    """
    if game.is_won:
        return 1.0
    if meter is None:
        meter = Meter(Limit(nodes=10**12))
    rules = rules_of(game, honest=True)
    st = state_of(game, honest=True)
    unseen = unseen_cards(game)
    rng = random.Random(f"chance|{seed}|{game.removed}|{st!r}")
    won = 0
    for _ in range(samples):
        table, stock = sample(st, unseen, rng)
        won += rollout(Rules(rules.ncols, stock, rules.total), table, meter)[0]
    return won / samples


class ExpertPlayer:
    """The expert with its current plan in mind: ``next_action(game)`` follows the plan while the
    table looks as the plan expects, else decides anew.

    ``method``: ``"hindsight"`` (``search.hindsight``: the thoughtful search solves imagined
    arrangements of the unseen cards, the plan most of them win with is played),
    ``"rollouts"`` (``expert_step``: candidate plans finished greedily in each arrangement) or
    ``"chance"`` (``search.chance``: a tree over what the player can see, a chance node at each
    card turned up, the honest player's rollouts at its leaves; ``samples``: its iterations).
    ``samples``: arrangements per decision (``None``: the method's default); ``nodes``: the
    positions a decision may use; ``seed``: its random draws (the same observation and
    seed, the same decision). ``odds`` is ``(samples won, samples)`` for the current plan
    (hindsight only). ``policy``: the rollouts' player, for ``"rollouts"`` (``"seeing"``: a
    greedy search that sees the sample, ``"honest"``: ``honest_rollout``, ``"broad"``:
    ``broad_rollout``) and ``"chance"`` (``"broad"``: ``broad_rollout``, else ``honest_rollout``).
    ``playouts`` (hindsight only; 0, off, by default): arrangements in which every plan is also
    played on to its end by ``playout_player`` (``"honest"`` or ``"broad"``, ``playout_cap``
    positions a plan), which sees only its face-up cards; the plans within ``playout_margin``
    arrangements won of the best are ranked by those playouts first, or (``playout_weight`` > 0)
    all by their share of arrangements won plus ``playout_weight`` times their share of playouts
    won (``search.hindsight``, step 5).

    >>> from spiderette_widget import Game
    >>> g = Game.from_text("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S\\n2: AS | 2S")
    >>> expert = ExpertPlayer(samples=3, nodes=3000)
    >>> expert.next_action(g), expert.odds             # all three imagined arrangements won after it
    (Move(src=2, dst=1, count=1), (3, 3))
    """

    def __init__(
        self,
        samples: int | None = None,
        seed: int = 0,
        width: int | None = None,
        nodes: int | None = None,
        policy: str = "seeing",
        method: str = "hindsight",
        solve_nodes: int | None = None,
        playouts: int = Budgets.hindsight_playouts,
        playout_player: str = "honest",
        playout_margin: int = 0,
        playout_weight: float = 0.0,
        playout_cap: int = Budgets.rollout_phase,
    ) -> None:
        if method not in ("hindsight", "rollouts", "chance"):
            msg = f"method must be 'hindsight', 'rollouts' or 'chance', got {method!r}"
            raise bad_input(msg, right_type=isinstance(method, str))
        for name, value, least in (("samples", samples, 1), ("nodes", nodes, 1), ("solve_nodes", solve_nodes, 1)):
            if value is not None and (isinstance(value, bool) or not isinstance(value, int) or value < least):
                msg = f"ExpertPlayer({name}=...) must be a whole number of at least {least} or None, got {value!r}"
                raise bad_input(msg, right_type=isinstance(value, int) and not isinstance(value, bool))
        if isinstance(playouts, bool) or not isinstance(playouts, int) or playouts < 0:
            msg = f"ExpertPlayer(playouts=...) must be a whole number of at least 0, got {playouts!r}"
            raise bad_input(msg, right_type=isinstance(playouts, int) and not isinstance(playouts, bool))
        for name, value, least in (("playout_margin", playout_margin, 0), ("playout_cap", playout_cap, 1)):
            if isinstance(value, bool) or not isinstance(value, int) or value < least:
                msg = f"ExpertPlayer({name}=...) must be a whole number of at least {least}, got {value!r}"
                raise bad_input(msg, right_type=isinstance(value, int) and not isinstance(value, bool))
        w = playout_weight
        if isinstance(w, bool) or not isinstance(w, int | float) or not w >= 0:
            msg = f"ExpertPlayer(playout_weight=...) must be a number of at least 0, got {w!r}"
            raise bad_input(msg, right_type=isinstance(w, int | float) and not isinstance(w, bool))
        if playout_player not in ("honest", "broad"):
            msg = f"ExpertPlayer(playout_player=...) must be 'honest' or 'broad', got {playout_player!r}"
            raise bad_input(msg, right_type=isinstance(playout_player, str))
        self.method = method
        self.playouts = playouts
        self.playout_player = playout_player
        self.playout_margin = playout_margin
        self.playout_weight = playout_weight
        self.playout_cap = playout_cap
        self.samples = samples
        self.policy = policy
        self.nodes = nodes
        self.seed = seed
        self.width = width
        self.solve_nodes = solve_nodes
        self.decisions = 0  # decisions taken (plans chosen), for benchmarks
        self.odds: tuple[int, int] | None = None
        self._plan: dict[tuple, tuple[Action, Step, int]] = {}

    def step_for(self, game: Game, meter: Meter | None = None) -> tuple[Action, Step, int] | None:
        """The action to play now, the plan it belongs to and its index in the plan."""
        known = self.known(game)
        if known is not None:
            return known
        step = self.decide(game, meter)
        self.decisions += 1
        return self.adopt(game, step, self.odds)

    def known(self, game: Game) -> tuple[Action, Step, int] | None:
        """The current plan's action for ``game``, or ``None`` when the plan does not expect it."""
        return self._plan.get((observation_key(game), game.removed))

    def adopt(
        self, game: Game, step: Step | None, odds: tuple[int, int] | None = None
    ) -> tuple[Action, Step, int] | None:
        """Take ``step`` (decided for ``game``, here or elsewhere) as the current plan; its first action."""
        self._plan = {}
        self.odds = odds
        if step is None:
            return None
        rules = rules_of(game, honest=True)
        st = observation_key(game)
        for i, action in enumerate(step.actions):
            self._plan[st, game.removed] = (action, step, i)
            if action == DEAL:
                break
            st = rules.act(st, action)
        return self.known(game)

    def decide(self, game: Game, meter: Meter | None = None) -> Step | None:
        """A new plan for ``game`` (``None``: give up); sets ``odds``."""
        self.odds = None
        if self.method == "chance":
            from .chance import chance_step  # it builds on this module

            finish = "broad" if self.policy == "broad" else "honest"
            step, self.odds = chance_step(game, self.samples or Budgets.chance_iterations, self.seed, meter, finish)
            return step
        if self.method == "rollouts":
            return expert_step(
                game,
                self.samples or Budgets.rollout_samples,
                self.seed,
                meter,
                self.width or Budgets.rollout_candidates,
                nodes=self.nodes or Budgets.rollout_decision,
                policy=self.policy,
            )[0]
        from . import hindsight as h  # it builds on this module

        kw: dict[str, Any] = {
            "samples": self.samples,
            "width": self.width,
            "nodes": self.nodes,
            "solve_nodes": self.solve_nodes,
        }
        if self.playouts:  # IIMC (off by default): playouts of a no-peek player rank the close plans
            kw.update(playouts=self.playouts, playout_player=self.playout_player, playout_margin=self.playout_margin)
            kw.update(playout_weight=self.playout_weight, playout_cap=self.playout_cap)
        step, votes = h.hindsight_step(
            game, seed=self.seed, meter=meter, **{k: v for k, v in kw.items() if v is not None}
        )
        if votes:
            self.odds = (votes[0].won, self.samples or Budgets.hindsight_samples)
        return step

    def next_action(self, game: Game) -> Action | None:
        """The expert's next action (``Move`` or ``DEAL``), or ``None`` when it gives up."""
        found = self.step_for(game)
        return None if found is None else found[0]
