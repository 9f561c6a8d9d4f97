"""A review of a game: the chance to win before each decision, and the moves that cost the most.

``review(game)`` (``game.review()``) walks the line played (``game.line``, won,
lost or left unfinished) and, for each decision, estimates the honest
player's chance to win from the position *before* it, judged only with what
the player could see then: ``expert.win_chance`` plays out ``samples``
arrangements of the unseen cards consistent with the observation (seeded by
it), each with a search that sees that arrangement. So the estimate is
optimistic (each sample is searched knowing its cards) and honest (never
read from the real face-down cards): equal observations, equal estimates.

The chance *after* an action is judged from the same observation: for a move
that shows nothing new it is the next position's estimate; when the action
turns up a card or deals, the cards it shows are drawn again in each sample
(``after``), so a bad card turned up is luck, not a mistake. The decisions
that lost the most (``before - after``) are shown to the expert
(``expert.ExpertPlayer``): where it would have played something else, both
actions are judged again on the same arrangements (twice as many), and when
the expert's keeps at least ``MIN_GAIN`` more of the chance and more than two
standard errors of that gain (beyond the noise of the samples), the decision
is *costly*, with the expert's action and its chance beside it. A decision is
shown to the expert only when its loss is beyond two standard errors too
(``Decision.error``). For those, the
thoughtful solver (it sees every card: marked as such in the words) may say
whether the position was still winnable before and after (``verdicts``, within
the engine's ``review_verdict`` positions each: ``search.budget``).

One estimate everywhere: ``chance_at(game)`` is the chance the list, the chart
and the board show for a position and the one the better hint says
(``game.hint(think=True)``: "it wins in 38 of 100 ways the unseen cards may
lie"), so the same position has the same number wherever it is shown.

Every budget is a number of positions: the same game gives the same review on
any machine. ``nodes`` bounds the estimates (shared among the positions and the
chances after a card turned up or a deal: each takes at least one sample, and
no new one once its share is spent; by default the engine's ``review_total``, on
the native core ``None``: every estimate takes all its ``samples``); the costly
candidates add at most ``costly`` times the expert's ``review_expert``, twice two
shares for the actions judged again and, with ``verdicts``, twice ``review_verdict``.

>>> from spiderette_widget import Game
>>> g = Game.from_text("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S\\n2: 3S 2S AS\\n3:")
>>> g.play("2>3x1"); g.play("2>1x2"); g.play("3>1")
Move(src=2, dst=3, count=1)
Move(src=2, dst=1, count=2)
Move(src=3, dst=1, count=1)
>>> r = review(g, samples=2, nodes=10_000)
>>> [d.before for d in r.decisions], r.outcome, r.final
([1.0, 1.0, 1.0], 'won', 1.0)
>>> print(r.sentence(r.decisions[1], "pt"))
Jogada 2: 3♠ 2♠ para o 4♠.
"""

from __future__ import annotations

import html
import math
import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ..engine._cards import SUITS
from ..engine._errors import GameError, GameTypeError, excerpt
from ..engine._game import DEAL, Game, Move
from ..text._words import check_lang, say
from .core import Limit, Meter, observation_key, stuck
from .expert import ExpertPlayer, unseen_cards, win_chance
from .native import budgets
from .solver import solve

if TYPE_CHECKING:
    from ..pictures.charts import Chart

__all__ = [
    "Decision",
    "Review",
    "action_words",
    "chance_at",
    "review",
    "standard_error",
]

# The budgets are the engine's (search.budget: review_samples arrangements per estimate, review_total
# positions all the estimates may use together, each decision at least one sample; then review_expert
# and review_verdict positions on each costly decision). On the native core four times the samples and
# ten times the positions take less CPU than the Python search's budgets do (benchmarks/review.py).
COSTLY = 5  # decisions shown to the expert (the largest losses), at most
MIN_LOSS = 0.05  # a decision shown to the expert lost at least this much (before - after), and two standard errors
MIN_GAIN = 0.10  # it is costly when the expert's action keeps at least this much more, judged again, and more
NOISE = 2  # than this many standard errors of that gain (the same arrangements judge both actions)


@dataclass(frozen=True)
class Decision:
    """One decision of the line: ``number`` (the move counter after it), the ``action`` played
    (a ``Move`` or ``DEAL``) and its cards (``cards``, ``target``: codes, ``""`` for a deal or an
    empty column), the chance to win ``before`` it and ``after`` it (judged from what was seen
    before), over ``samples`` arrangements. A costly decision has the expert's action
    (``better``, ``better_cards``, ``better_target``) and its chance (``kept``); ``verdicts``:
    the thoughtful solver's ``(before, after)`` ("win", "no win", "unknown"; it sees every card).
    """

    number: int
    action: Move
    cards: str
    target: str
    before: float
    after: float
    samples: int
    better: Move | None = None
    better_cards: str = ""
    better_target: str = ""
    kept: float | None = None
    verdicts: tuple[str, str] | None = None
    after_samples: int = 0
    gain_error: float | None = None

    @property
    def loss(self) -> float:
        """How much chance the action gave away: ``before - after`` (negative: it gained)."""
        return self.before - self.after

    @property
    def error(self) -> float:
        """The standard error of ``loss``: ``before`` and ``after`` are estimated from their own samples."""
        before = standard_error(self.before, self.samples)
        after = standard_error(self.after, self.after_samples or self.samples)
        return math.sqrt(before**2 + after**2)


@dataclass(frozen=True)
class Review:
    """A game's review (``review``): ``decisions`` in order, ``final`` (the chance at the end:
    1.0 when won), ``outcome`` (``"won"``, ``"lost"``: stuck, or ``"left"``: unfinished),
    ``costly`` (the costly decisions, the largest loss first), ``nodes`` spent, and ``lang``,
    the language ``str``, the table and the chart speak (``in_lang``).
    """

    game: str
    suits: int
    code: str | None
    decisions: tuple[Decision, ...]
    final: float
    outcome: str
    costly: tuple[Decision, ...]
    nodes: int
    samples: int
    start: int = 0  # the move counter before the first decision reviewed
    lang: str = "en"

    def in_lang(self, lang: str) -> Review:
        """The same review, worded in ``lang`` ("en", "pt", "pl", "es")."""
        check_lang(lang)
        return replace(self, lang=lang)

    def points(self) -> list[tuple[int, float]]:
        """The chance over the game: ``(moves played, chance)`` from the start to the end."""
        out = [(d.number - 1, d.before) for d in self.decisions]
        return [*out, (self.decisions[-1].number if self.decisions else self.start, self.final)]

    def sentence(self, d: Decision, lang: str | None = None) -> str:
        """What ``d`` did, in words: "Move 34: 5♠ onto 6♥ took the chance from 40% to 12%; 5♠ onto 6♠ kept 38%."."""
        lang = lang or self.lang
        played = action_words(d.action, d.cards, d.target, lang)
        if d.better is None or d.kept is None:
            if abs(d.loss) < 0.005:
                return say("review.same", lang, n=d.number, action=played)
            return say("review.moved", lang, n=d.number, action=played, before=_pc(d.before), after=_pc(d.after))
        better = action_words(d.better, d.better_cards, d.better_target, lang)
        words = say("review.costly", lang, n=d.number, action=played, before=_pc(d.before), after=_pc(d.after),
                    better=better, kept=_pc(d.kept))  # fmt: skip
        key = _verdict_key(d.verdicts)
        return words if key is None else f"{words} {say(key, lang)}"

    def summary(self, lang: str | None = None) -> str:
        """One sentence: the chance at the start, at the end, the outcome and the costly moves."""
        lang = lang or self.lang
        first = self.decisions[0].before if self.decisions else self.final
        return say(f"review.summary.{self.outcome}", lang, start=_pc(first), end=_pc(self.final),
                   n=len(self.decisions), costly=len(self.costly))  # fmt: skip

    def rows(self, lang: str | None = None) -> list[tuple[str, str, str, str, str]]:
        """The table: (move, action, chance before, chance after, note) per decision."""
        lang = lang or self.lang
        marked = {d.number: d for d in self.costly}
        out = []
        for d in self.decisions:
            note = ""
            if d.number in marked and d.better is not None and d.kept is not None:
                note = say("review.note", lang, better=action_words(d.better, d.better_cards, d.better_target, lang),
                           kept=_pc(d.kept))  # fmt: skip
            out.append((str(d.number), action_words(d.action, d.cards, d.target, lang), _pc(d.before),
                        _pc(d.after), note))  # fmt: skip
        return out

    def header(self, lang: str | None = None) -> tuple[str, ...]:
        lang = lang or self.lang
        return tuple(say(f"review.col.{c}", lang) for c in ("move", "action", "before", "after", "note"))

    def __str__(self) -> str:
        lines = [self.header(), *self.rows()]
        widths = [max(len(line[i]) for line in lines) for i in range(4)]
        table = ["  ".join([*(c.rjust(w) for c, w in zip(line[:4], widths, strict=False)), line[4]]).rstrip()
                 for line in lines]  # fmt: skip
        costly = [self.sentence(d) for d in self.costly]
        return "\n".join([self.summary(), *table, *costly])

    def _repr_html_(self) -> str:
        head = "".join(f"<th>{html.escape(c)}</th>" for c in self.header())
        marked = {str(d.number) for d in self.costly}
        body = "".join(
            f"<tr{' class=costly style=font-weight:bold' if r[0] in marked else ''}>"
            + "".join(f"<td>{html.escape(c)}</td>" for c in r)
            + "</tr>"
            for r in self.rows()
        )
        items = "".join(f"<li>{html.escape(self.sentence(d))}</li>" for d in self.costly)
        costly = f"<ul>{items}</ul>" if items else ""
        return (f"<div class=spiderette-review><p>{html.escape(self.summary())}</p>{costly}"
                f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table></div>")  # fmt: skip

    def chart(self, lang: str | None = None) -> Chart:
        """The chance over the game, costly moves marked (``pictures.charts.review_chart``)."""
        from ..pictures.charts import review_chart

        return review_chart(self, lang=lang or self.lang)

    def plot(self, ax: Any = None, lang: str | None = None) -> Any:
        """The chart drawn by matplotlib on ``ax`` (a new figure when ``None``): the ``Axes``."""
        return self.chart(lang).draw(ax)


def _pc(chance: float) -> str:
    return f"{round(chance * 100)}%"


def _verdict_key(verdicts: tuple[str, str] | None) -> str | None:
    """The words of the thoughtful verdicts (before, after): none when either is unknown."""
    if verdicts is None or "unknown" in verdicts:
        return None
    if verdicts[0] == "no win":
        return "review.verdict.none"
    return "review.verdict.win" if verdicts[1] == "win" else "review.verdict.lost"


def action_words(action: Move, cards: str, target: str, lang: str) -> str:
    """An action in words: "5♠ onto 6♥", "9♠ 8♠ into column 3" (empty), "deal".

    >>> action_words(Move(2, 5, 1), "5S", "6H", "pl"), action_words(DEAL, "", "", "pt")
    ('5♠ na 6♥', 'distribuição')
    """
    if action == DEAL:
        return say("review.deal", lang)
    if target:
        return say("review.onto", lang, cards=cards, target=target)
    return say("review.into", lang, cards=cards, column=action.dst)


def _cards_of(game: Game, action: Move) -> tuple[str, str]:
    """The cards ``action`` lifts (codes: "5S", "9S 8S", "KS…AS") and the card it goes onto ("" if none)."""
    if action == DEAL:
        return "", ""
    src, dst = game.columns[action.src - 1], game.columns[action.dst - 1]
    group = [str(c) for c in src.up[-action.count :]]
    cards = " ".join(group) if len(group) <= 2 else f"{group[0]}…{group[-1]}"
    return cards, str(dst.up[-1]) if dst.up else ""


# ------------------------------------------------------------------------ the estimates


class _Estimates:
    """The chances, within a shared node budget: ``chance(game)`` and ``after(game, action)``."""

    def __init__(self, samples: int, per: int | None, seed: int, meter: Meter) -> None:
        self.samples, self.per, self.seed, self.meter = samples, per, seed, meter

    def chance(self, game: Game) -> tuple[float, int]:
        """(the chance, samples drawn): ``chance_at`` within this review's share of positions."""
        return chance_at(game, self.samples, self.seed, self.meter, self.per)

    def after(self, game: Game, action: Move, n: int, budget: int | None) -> list[bool]:
        """Whether the game is won after ``action`` in each of up to ``n`` arrangements of the
        unseen cards judged from ``game``'s observation (seeded by it; at least one, no new one
        once ``budget`` nodes are spent: ``None``, all ``n``): the action is played and the rest
        estimated. The same ``n`` arrangements for every action from the same position."""
        unseen = list(unseen_cards(game))
        rng = random.Random(f"review|{self.seed}|{game.removed}|{observation_key(game)!r}")
        start = self.meter.nodes
        outcomes: list[bool] = []
        while len(outcomes) < max(1, n) and (not outcomes or budget is None or self.meter.nodes - start < budget):
            j = len(outcomes)
            world = _arranged(game, unseen, rng)
            world.push(action)
            outcomes.append(world.is_won or win_chance(world, 1, seed=self.seed * 1000 + j, meter=self.meter) > 0)
        return outcomes


def chance_at(
    game: Game,
    samples: int | None = None,
    seed: int = 0,
    meter: Meter | None = None,
    nodes: int | None = None,
) -> tuple[float, int]:
    """The chance to win from ``game`` as the review judges it: ``(chance, samples drawn)``.

    ``samples`` (``None``: the engine's ``review_samples``) arrangements of the unseen cards
    (``expert.win_chance``, one at a time, seeded
    by ``seed`` and the observation), or fewer when ``nodes`` positions are spent first (at
    least one; ``None``: all of them). The better hint says the same number for the same
    position, so the hint, the review's list and its chart agree.

    >>> from spiderette_widget import Game
    >>> chance_at(Game.from_text("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S\\n2: 2S AS"), 5)
    (1.0, 5)
    """
    if game.is_won:
        return 1.0, 0
    if meter is None:
        meter = Meter(Limit(nodes=10**15))  # counts only
    if samples is None:
        samples = budgets().review_samples
    start, won, n = meter.nodes, 0, 0
    while n < samples and (n == 0 or nodes is None or meter.nodes - start < nodes):
        won += win_chance(game, samples=1, seed=seed * 1000 + n, meter=meter) > 0
        n += 1
    return won / n, n


def standard_error(chance: float, samples: int) -> float:
    """The standard error of a chance estimated from ``samples`` draws (binomial).

    >>> round(standard_error(0.5, 100), 3), standard_error(1.0, 100)
    (0.05, 0.0)
    """
    return math.sqrt(chance * (1 - chance) / samples) if samples else 0.0


def _arranged(game: Game, unseen: list[int], rng: random.Random) -> Game:
    """``game`` with its face-down cards and stock replaced by a shuffle of ``unseen``."""
    cards = list(unseen)
    rng.shuffle(cards)
    p = game.position
    columns, at = [], 0
    for col, h in zip(p.cards, p.hidden, strict=True):
        columns.append(cards[at : at + h] + list(col[h:]))
        at += h
    removed = [SUITS.index(s) for s in p.removed_suits]
    return Game(game.game, game.suits, game.scoring, columns, list(p.hidden), cards[at:], removed)


def _reveals(before: Game, after: Game) -> bool:
    """Whether the action between them showed a card the player had not seen (a turn-up, a deal)."""
    return sum(before.observation().hidden) != sum(after.observation().hidden) or before.stock != after.stock


# ------------------------------------------------------------------------ the review


def review(
    game: Game,
    samples: int | None = None,
    nodes: int | None = None,
    seed: int = 0,
    costly: int = COSTLY,
    verdicts: bool = True,
    progress: Callable[[int, int], Any] | None = None,
    lang: str = "en",
) -> Review:
    """Review the line ``game`` played (left unchanged): see the module. ``samples`` and ``nodes``
    (``None``: the engine's ``review_samples`` and ``review_total``). ``progress(done, total)``
    is called after each step (``total``: the decisions, and the costly candidates after them).
    """
    spend = budgets()
    samples = spend.review_samples if samples is None else samples
    nodes = spend.review_total if nodes is None else nodes
    _check(game, samples, nodes, seed, costly)
    check_lang(lang)
    line = game.line
    positions = [game.rewound(len(line))]
    for action in line:
        g = positions[-1].copy()
        g.push(action)
        positions.append(g)
    meter = Meter(Limit(nodes=10**15))  # counts only: the estimates stop themselves
    reveals = [_reveals(positions[i], positions[i + 1]) for i in range(len(line))]
    per = None if nodes is None else max(1, nodes // (len(line) + 1 + sum(reveals)))
    est = _Estimates(samples, per, seed, meter)
    total = len(line) + 1 + costly
    chances = []
    for i, g in enumerate(positions):
        chances.append(est.chance(g))
        if progress is not None:
            progress(i + 1, total)
    decisions = []
    for i, action in enumerate(line):
        g = positions[i]
        after, after_samples = chances[i + 1]
        if reveals[i]:
            outcomes = est.after(g, action, chances[i][1], est.per)
            after, after_samples = sum(outcomes) / len(outcomes), len(outcomes)
        cards, target = _cards_of(g, action)
        decisions.append(Decision(g.moves + 1, action, cards, target, chances[i][0], after, chances[i][1],
                                  after_samples=after_samples))  # fmt: skip
    worst = sorted(range(len(decisions)), key=lambda i: (-decisions[i].loss, i))[:costly]
    found = []
    for k, i in enumerate(worst):
        d = decisions[i]
        if d.loss >= MIN_LOSS and d.loss > NOISE * d.error:
            better = _better(positions[i], d, est, seed, meter, verdicts)
            if better is not None:
                decisions[i] = better
                found.append(better)
        if progress is not None:
            progress(len(line) + 2 + k, total)
    found.sort(key=lambda d: (-(d.kept or 0.0) + d.after, d.number))
    outcome = "won" if game.is_won else "lost" if not game.can_deal() and stuck(game) is True else "left"
    return Review(game.game, game.suits, game.code, tuple(decisions), chances[-1][0], outcome, tuple(found),
                  meter.nodes, samples, positions[0].moves, lang)  # fmt: skip


def _better(game: Game, d: Decision, est: _Estimates, seed: int, meter: Meter, verdicts: bool) -> Decision | None:
    """``d`` with the expert's action and its chance, when that keeps ``MIN_GAIN`` more and more
    than ``NOISE`` standard errors of the gain (both actions judged on the same arrangements);
    else ``None``."""
    spend = budgets()
    expert = ExpertPlayer(samples=spend.review_expert_samples, seed=seed, nodes=spend.review_expert)
    found = expert.step_for(game.copy(), meter)
    if found is None or found[0] == d.action:
        return None
    action = found[0]
    n = 2 * max(d.samples, 1)  # both judged again on the same arrangements, twice as many
    budget = None if est.per is None else 2 * est.per
    played_in, kept_in = est.after(game, d.action, n, budget), est.after(game, action, n, budget)
    m = min(len(played_in), len(kept_in))
    gains = [int(k) - int(p) for p, k in zip(played_in[:m], kept_in[:m], strict=True)]
    gain = sum(gains) / m
    error = math.sqrt(sum((x - gain) ** 2 for x in gains) / m / m)
    if gain < MIN_GAIN or gain <= NOISE * error:
        return None
    played, kept, samples = sum(played_in[:m]) / m, sum(kept_in[:m]) / m, m
    after = game.copy()
    after.push(d.action)
    if not _reveals(game, after):  # the chance after a move that shows nothing stays the next position's
        played, samples = d.after, d.after_samples
    instead = game.copy()
    instead.push(action)
    if not _reveals(game, instead):  # and the expert's, if it shows nothing, is its position's chance
        kept = est.chance(instead)[0]
    cards, target = _cards_of(game, action)
    judged = (_verdict(game, meter), _verdict(after, meter)) if verdicts else None
    return replace(d, after=played, better=action, better_cards=cards, better_target=target, kept=kept,
                   verdicts=judged, after_samples=samples, gain_error=error)  # fmt: skip


def _verdict(game: Game, meter: Meter) -> str:
    sol = solve(game, limit=Limit(nodes=budgets().review_verdict))
    meter.tick(sol.nodes)
    return str(sol.verdict)


def _check(game: Any, samples: Any, nodes: Any, seed: Any, costly: Any) -> None:
    if not isinstance(game, Game):
        msg = f"review() takes a Game, got {type(game).__name__}"
        raise GameTypeError(msg)
    for name, value, low in (("samples", samples, 1), ("nodes", nodes, 1), ("seed", seed, 0), ("costly", costly, 0)):
        if name == "nodes" and value is None:
            continue  # no bound: every estimate takes all its samples
        if isinstance(value, bool) or not isinstance(value, int):
            msg = (
                f"review(): {name} must be a whole number{' or None' if name == 'nodes' else ''}, got {excerpt(value)}"
            )
            raise GameTypeError(msg)
        if value < low:
            msg = f"review(): {name} must be at least {low}, got {value}"
            raise GameError(msg)
