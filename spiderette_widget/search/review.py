"""A review of a game, as a backgammon analyser gives one: every decision weighed, the cards' luck apart.

``review(game)`` (``game.review()``) walks the line played (``game.line``, won,
lost or left unfinished). Its one number per position is **the chance that
the expert (the better hint's player), playing on from there without seeing
the face-down cards, wins** (``chance_at``; ``search.judge`` says how it is
found: a learned evaluation of what the player sees, searched over the moves
that show no card, exact where every card is seen). The hint's sentence, the
review's summary, its table, its chart and the board show that one number.

For each decision the judge values the action played before the cards it
shows (its *after*: a turn-up's value averaged over the cards it may show, a
deal's over draws of the unseen cards; for a move that shows nothing, the
chance of the position it leads to) and the best action it finds (the
position's chance). Then, as GNU Backgammon weighs a move and a roll apart:

- ``Decision.cost``: the chance the action gave up against the best one
  (0 when it played it, never negative), and ``Decision.mark``:
  ``"inaccuracy"`` from ``INACCURACY``, ``"mistake"`` from ``MISTAKE``,
  ``"blunder"`` from ``BLUNDER`` (points of chance), never for a cost within
  ``NOISE`` standard errors of zero (a deal's value is an average of draws);
- ``Decision.luck``: what the cards it showed (a turn-up, a deal) added or
  took, against their average: the next position's chance less *after*.

So the ledger balances: the chance at the start, less ``Review.cost``, plus
``Review.luck``, is the chance at the end (to the rounding). Where the
search's budget made a position's chance lower than its next one after a
move that shows nothing, the chance is raised to it (``Review.raised``
counts them), so a cost is never negative.

Every budget is a number of positions (``nodes`` per position searched), so
the same game gives the same review on any machine. The thoughtful solver
(it sees every card: marked as such in the words) may say whether the
position was still winnable before and after each marked decision
(``verdicts``, within the engine's ``review_verdict`` positions each: ``search.budget``).

>>> from spiderette_widget import Game
>>> g = Game.from_text("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S\\n2: 3S 2S AS\\n3:")
>>> g.play("2>3x1"); g.play("2>1x2"); g.play("3>1")
Move(src=2, dst=3, count=1)
Move(src=2, dst=1, count=2)
Move(src=3, dst=1, count=1)
>>> r = review(g)
>>> [d.before for d in r.decisions], r.outcome, r.final, r.cost, r.luck
([1.0, 1.0, 1.0], 'won', 1.0, 0.0, 0.0)
>>> print(r.sentence(r.decisions[1], "pt"))
Jogada 2: 3♠ 2♠ sobre o 4♠.
"""

from __future__ import annotations

import csv
import html
import io
import math
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass, fields, replace
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..engine._cards import Card
from ..engine._errors import GameError, GameTypeError, excerpt
from ..engine._game import DEAL, Game, Move
from ..text._words import check_lang, percent, say
from .budget import Budgets
from .core import Limit, rules_of, state_of, stuck
from .judge import Chance, exact, judge_for, ranked
from .native import budgets
from .solver import decide, solve

if TYPE_CHECKING:
    from ..pictures.charts import Chart

__all__ = [
    "BLUNDER",
    "INACCURACY",
    "MARKS",
    "MISTAKE",
    "CalibrationRow",
    "Decision",
    "Review",
    "Weighed",
    "action_words",
    "calibration",
    "chance_at",
    "chance_kind",
    "chance_words",
    "mark_of",
    "review",
    "review_steps",
    "weigh",
]

INACCURACY, MISTAKE, BLUNDER = 0.05, 0.10, 0.20  # a decision's cost (chance given up) from which it is marked
MARKS = ("inaccuracy", "mistake", "blunder")
NOISE = 2  # no mark for a cost within this many standard errors of zero


def mark_of(cost: float, error: float = 0.0) -> str:
    """The mark of a decision that gave up ``cost`` of the chance, with standard error ``error``.

    >>> mark_of(0.04), mark_of(0.07), mark_of(0.12), mark_of(0.5), mark_of(0.3, error=0.2)
    ('', 'inaccuracy', 'mistake', 'blunder', '')
    """
    if cost <= NOISE * error or cost < INACCURACY:
        return ""
    return "blunder" if cost >= BLUNDER else "mistake" if cost >= MISTAKE else "inaccuracy"


@dataclass(frozen=True)
class Decision:
    """One decision of the line: ``number`` (the move counter after it), the ``action`` played
    (a ``Move`` or ``DEAL``) and its cards (``cards``, ``target``: codes, ``""`` for a deal or an
    empty column); the expert's chance ``before`` it (the best action's), ``after`` it (judged
    before the cards it shows), ``cost`` (``before - after``: what it gave up), ``luck`` (what
    the cards it showed added or took: the next position's chance less ``after``), ``mark``
    (``mark_of(cost, error)``) and ``reveals`` (it turned up a card or dealt). When it gave up
    some chance, the judge's best action (``better``, ``better_cards``, ``better_target``) and
    its chance (``kept``); ``verdicts``: the thoughtful solver's ``(before, after)`` ("win", "no
    win", "unknown"; it sees every card), for marked decisions of a finished game.

    >>> from spiderette_widget import Game
    >>> g = Game.from_text("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S\\n2: AS | 2S")
    >>> g.play("2>1"); g.play("2>1")                     # the 2S onto the 3S turns up the AS: won
    Move(src=2, dst=1, count=1)
    Move(src=2, dst=1, count=1)
    >>> d = review(g).decisions[0]
    >>> d.number, str(d.action), d.cards, d.target, d.reveals, d.cost, d.mark
    (1, '2>1x1', '2S', '3S', True, 0.0, '')
    >>> round(d.before, 2), d.next == d.after + d.luck == 1.0
    (1.0, True)
    """

    number: int
    action: Move
    cards: str
    target: str
    before: float
    after: float
    cost: float = 0.0
    luck: float = 0.0
    mark: str = ""
    reveals: bool = False
    error: float = 0.0
    better: Move | None = None
    better_cards: str = ""
    better_target: str = ""
    kept: float | None = None
    verdicts: tuple[str, str] | None = None

    @property
    def loss(self) -> float:
        """The chance the action gave up (``cost``)."""
        return self.cost

    @property
    def next(self) -> float:
        """The chance after the action and the cards it showed: ``after + luck``."""
        return self.after + self.luck


@dataclass(frozen=True)
class Review:
    """A game's review (``review``): ``decisions`` in order, ``final`` (the chance at the end:
    1.0 when won), ``outcome`` (``"won"``, ``"lost"``: stuck, or ``"left"``: unfinished),
    ``costly`` (the marked decisions, the largest cost first), ``nodes`` searched, ``raised``
    (chances raised to keep costs non-negative), and ``lang``, the language ``str``, the table
    and the chart speak (``in_lang``).

    >>> from spiderette_widget import Game
    >>> g = Game.from_text("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S\\n2: AS | 2S")
    >>> g.play("2>3")                                    # the 2S into an empty column: the AS turns up
    Move(src=2, dst=3, count=1)
    >>> r = review(g)
    >>> r.outcome, len(r.decisions), r.count("blunder"), r.nodes > 0
    ('left', 1, 0, True)
    >>> abs(r.initial - r.cost + r.luck - r.final) < 1e-9    # the ledger balances
    True
    >>> print(r.in_lang("es").sentence(r.decisions[0]))
    Movimiento 1: 2♠ a la columna vacía 3.
    """

    game: str
    suits: int
    code: str | None
    decisions: tuple[Decision, ...]
    final: float
    outcome: str
    costly: tuple[Decision, ...]
    nodes: int
    start: int = 0  # the move counter before the first decision reviewed
    lang: str = "en"
    raised: int = 0

    @property
    def initial(self) -> float:
        """The chance at the start of the line reviewed."""
        return self.decisions[0].before if self.decisions else self.final

    @property
    def cost(self) -> float:
        """The chance the player's decisions gave up, in all."""
        return sum(d.cost for d in self.decisions)

    @property
    def luck(self) -> float:
        """What the cards shown added to the chance (negative: took), in all."""
        return sum(d.luck for d in self.decisions)

    def count(self, mark: str) -> int:
        """How many decisions have ``mark``."""
        return sum(d.mark == mark for d in self.decisions)

    def in_lang(self, lang: str) -> Review:
        """The same review, worded in ``lang`` ("en", "pt", "pl", "es")."""
        check_lang(lang)
        return replace(self, lang=lang)

    def points(self) -> list[tuple[int, float]]:
        """The chance over the game: ``(moves played, chance)`` from the start to the end."""
        out = [(d.number - 1, d.before) for d in self.decisions]
        return [*out, (self.decisions[-1].number if self.decisions else self.start, self.final)]

    def skill_points(self) -> list[tuple[int, float]]:
        """The chance had every card shown been average: the start less the cost so far (not below 0)."""
        out, chance = [(self.start, self.initial)], self.initial
        for d in self.decisions:
            chance -= d.cost
            out.append((d.number, max(0.0, chance)))
        return out

    def sentence(self, d: Decision, lang: str | None = None) -> str:
        """What ``d`` did, in words: "Move 34 (a mistake): 5♠ onto 6♥ gave up 12 points …"."""
        lang = lang or self.lang
        played = action_words(d.action, d.cards, d.target, lang)
        if d.mark and d.better is not None and d.kept is not None:
            better = action_words(d.better, d.better_cards, d.better_target, lang)
            words = say("review.costly", lang, n=d.number, action=played, mark=say(f"review.mark.{d.mark}", lang),
                        cost=_points(d.cost), better=better, kept=percent(d.kept, lang))  # fmt: skip
        elif round(d.cost * 100) == 0 and round(d.luck * 100) == 0:
            words = say("review.same", lang, n=d.number, action=played)
        else:
            words = say("review.moved", lang, n=d.number, action=played, before=percent(d.before, lang),
                        after=percent(d.next, lang))
        if round(d.luck * 100):
            words += " " + say("review.luck", lang, sign="gain" if d.luck > 0 else "loss", luck=_points(abs(d.luck)))
        key = _verdict_key(d.verdicts)
        return words if key is None else f"{words} {say(key, lang)}"

    def summary(self, lang: str | None = None) -> str:
        """The ledger in words: the chance at the start and the end, what the moves gave up
        (blunders, mistakes, inaccuracies) and what the cards added or took."""
        lang = lang or self.lang
        counts = [say(f"review.count.{m}", lang, n=self.count(m)) for m in reversed(MARKS) if self.count(m)]
        marks = ", ".join(counts) if counts else say("review.count.none", lang)
        luck = round(self.luck * 100)
        return say("review.ledger", lang, outcome=say(f"review.summary.{self.outcome}", lang),
                   n=len(self.decisions), start=percent(self.initial, lang), end=percent(self.final, lang),
                   cost=round(self.cost * 100), marks=marks, sign="gain" if luck > 0 else "loss",
                   luck=abs(luck))  # fmt: skip

    def rows(self, lang: str | None = None) -> list[tuple[str, ...]]:
        """The table: (move, action, chance before, given up, the cards' luck, chance after, note)."""
        lang = lang or self.lang
        out: list[tuple[str, ...]] = []
        for d in self.decisions:
            note = say(f"review.mark.{d.mark}", lang) if d.mark else ""
            if d.mark and d.better is not None and d.kept is not None:
                better = action_words(d.better, d.better_cards, d.better_target, lang)
                note += ": " + say("review.note", lang, better=better, kept=percent(d.kept, lang))
            luck = _signed(d.luck) if d.reveals else ""
            cost = _signed(-d.cost) if round(d.cost * 100) else ""
            out.append((str(d.number), action_words(d.action, d.cards, d.target, lang), percent(d.before, lang),
                        cost, luck, percent(d.next, lang), note))  # fmt: skip
        return out

    def header(self, lang: str | None = None) -> tuple[str, ...]:
        lang = lang or self.lang
        return tuple(say(f"review.col.{c}", lang) for c in ("move", "action", "before", "cost", "luck", "after",
                                                               "note"))  # fmt: skip

    def __str__(self) -> str:
        lines = [self.header(), *self.rows()]
        widths = [max(len(line[i]) for line in lines) for i in range(6)]
        table = ["  ".join([*(c.rjust(w) for c, w in zip(line[:6], widths, strict=False)), line[6]]).rstrip()
                 for line in lines]  # fmt: skip
        costly = [self.sentence(d) for d in self.costly]
        return "\n".join([self.summary(), *table, *costly])

    def _repr_html_(self) -> str:
        head = "".join(f"<th>{html.escape(c)}</th>" for c in self.header())
        marks = {str(d.number): d.mark for d in self.decisions if d.mark}
        body = "".join(
            f"<tr{f' class={marks[r[0]]} style=font-weight:bold' if r[0] in marks else ''}>"
            + "".join(f"<td>{html.escape(c)}</td>" for c in r)
            + "</tr>"
            for r in self.rows()
        )
        items = "".join(f"<li>{html.escape(self.sentence(d))}</li>" for d in self.costly)
        costly = f"<ul>{items}</ul>" if items else ""
        return (f"<div class=spiderette-review><p>{html.escape(self.summary())}</p>{costly}"
                f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table></div>")  # fmt: skip

    def chart(self, lang: str | None = None) -> Chart:
        """The chance over the game, marked decisions and the cards' luck apart (``pictures.charts.review_chart``)."""
        from ..pictures.charts import review_chart

        return review_chart(self, lang=lang or self.lang)

    def plot(self, ax: Any = None, lang: str | None = None) -> Any:
        """The chart drawn by matplotlib on ``ax`` (a new figure when ``None``): the ``Axes``."""
        return self.chart(lang).draw(ax)





def _points(value: float) -> int:
    """Points of chance, a whole number (Fluent picks its plural from a number, not a string)."""
    return round(value * 100)


def _signed(value: float) -> str:
    """Points of chance with their sign: "+12", "−5", "0"."""
    n = round(value * 100)
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"


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


def chance_kind(chance: Chance | float) -> tuple[str, int]:
    """How a chance is said: ``(kind, tenths)``; kind "tenths" (about ``tenths`` times in 10),
    "rare" (below 5%), "sure" (above 95%), "uncertain", "won" or "lost" (every card seen).

    >>> chance_kind(0.38), chance_kind(0.01), chance_kind(Chance(0.0, None, 0, exact=True))
    (('tenths', 4), ('rare', 0), ('lost', 0))
    """
    c = chance if isinstance(chance, Chance) else Chance(float(chance), None, 0)
    tenths = max(1, min(9, round(c.chance * 10))) if 0.05 <= c.chance <= 0.95 else round(c.chance * 10)
    if c.uncertain:
        return "uncertain", tenths
    if c.exact:
        return ("won" if c.chance >= 0.5 else "lost"), tenths
    if c.chance < 0.05:
        return "rare", tenths
    if c.chance > 0.95:
        return "sure", tenths
    return "tenths", tenths


def chance_words(chance: Chance | float, lang: str = "en") -> str:
    """A chance in words that say what it is: "the expert wins from here about 4 times in 10".

    >>> chance_words(0.38), chance_words(0.01, "pt")
    ('the expert wins from here about 4 times in 10', 'o perito raramente ganha a partir daqui (menos de 1 vez em 20)')
    """
    kind, tenths = chance_kind(chance)
    return say(f"chance.{kind}", lang, n=tenths)


def _cards_of(game: Game, action: Move) -> tuple[str, str]:
    """The cards ``action`` lifts (codes: "5S", "9S 8S", "KS…AS") and the card it goes onto ("" if none)."""
    if action == DEAL:
        return "", ""
    src, dst = game.columns[action.src - 1], game.columns[action.dst - 1]
    group = [str(c) for c in src.up[-action.count :]]
    cards = " ".join(group) if len(group) <= 2 else f"{group[0]}…{group[-1]}"
    return cards, str(dst.up[-1]) if dst.up else ""


# ------------------------------------------------------------------------ the chance


def chance_at(game: Game, nodes: int = Budgets.review_position) -> Chance:
    """The expert's chance to win from ``game``, as the review, the hint and the board show it:
    a ``judge.Chance`` (``.chance``, the judge's best action ``.best``, ``.exact`` where every
    card is seen, ``.uncertain`` where the search found nothing to judge by within ``nodes``).

    >>> from spiderette_widget import Game
    >>> won = Game.from_text("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S\\n2: 2S AS")
    >>> chance_at(won).chance, chance_at(won).exact
    (1.0, True)
    """
    if game.is_won:
        return Chance(1.0, None, 0, exact=True)
    known = exact(game)
    if known is not None:
        return Chance(known, None, 0, exact=True)
    return judge_for(game).chance(game, nodes)


@dataclass(frozen=True)
class Weighed:
    """One action that shows cards, as the judge weighs it from a position (``weigh``): the action
    to play now towards it (``first``), its ``kind`` (``"turn-up"`` or ``"deal"``), the column whose
    card it turns up (``column``, from 1; 0 for a deal), the expert's chance after it (``chance``:
    a turn-up's is the average over ``cards``), and for a turn-up ``cards``: each kind of card it
    may show, how many of that card are unseen, and the chance with it face up.

    >>> from spiderette_widget import Card, Game
    >>> w = Weighed(Move(3, 2, 1), "turn-up", 3, 0.5, ((Card("AS"), 1, 0.4), (Card("2S"), 1, 0.6)))
    >>> w.chance == sum(n * p for _, n, p in w.cards) / 2
    True
    """

    first: Move
    kind: str
    column: int
    chance: float
    cards: tuple[tuple[Card, int, float], ...] = ()


def weigh(game: Game, nodes: int = Budgets.review_position) -> list[Weighed]:
    """What the expert's judge weighs at ``game``'s position, best first: every action that shows
    cards within ``nodes`` positions of moves that show nothing (``search.judge``), each once.
    The first is the judge's choice (``chance_at(game).best`` plays towards it); a turn-up's
    ``cards`` say what each card it may show would mean. Empty where every card is seen.
    Where the variant's judge has a second look (one-suit Spiderette), every option is looked at
    twice here (the chance looks twice at the ``Budgets.review_second_look`` best by the first
    look), so the first may then read better than the chance's choice.

    >>> from spiderette_widget import Game
    >>> g = Game.new("spiderette", suits=2, seed=7)
    >>> best = weigh(g)[0]
    >>> best.first == chance_at(g).best, best.kind, best.column
    (True, 'turn-up', 3)
    >>> [(str(card), n) for card, n, _ in best.cards[:3]], sum(n for _, n, _ in best.cards)  # 45 unseen
    ([('AS', 1), ('2S', 2), ('3S', 2)], 45)
    >>> round(best.chance, 6) == round(sum(n * p for _, n, p in best.cards) / 45, 6)
    True
    """
    _check(game, nodes, "weigh")
    if game.is_won or exact(game) is not None:
        return []
    judge = judge_for(game)
    rules = rules_of(game, honest=True)
    options, _, _ = judge.walk(rules, state_of(game, honest=True), game.removed, nodes)
    out = []
    for o in ranked(options):
        if o.first is None:
            continue
        cards: tuple[tuple[Card, int, float], ...] = ()
        chance = o.chance
        if judge.twice:  # the second look at every option (the chance gives it to the best few)
            chance = judge.look(rules, o, nodes)[0]
            if o.kind == "turn-up":
                cards = tuple((Card(c[0]), n, p) for c, n, p in judge.looks(rules, o, nodes)[0])
        elif o.kind == "turn-up":
            cards = tuple((Card(c), n, p) for c, n, p in judge.turn_up_cards(o.state, o.removed, o.col))
        out.append(Weighed(o.first, o.kind, o.col + 1, chance, cards))
    return sorted(out, key=lambda w: -w.chance)  # sorted keeps the order met among equals


def _reveals(before: Game, after: Game) -> bool:
    """Whether the action between them showed a card the player had not seen (a turn-up, a deal)."""
    return sum(before.observation().hidden) != sum(after.observation().hidden) or before.stock != after.stock


def _option(game: Game, action: Move) -> tuple[float, float]:
    """The judge's value of ``action`` from ``game``, one that shows cards, before it shows them
    (and its standard error)."""
    found = judge_for(game).option(rules_of(game, honest=True), state_of(game, honest=True), game.removed, action)
    if found is None:  # a run removed that turned up a card the search sees as none: the next chance
        msg = f"{action} shows no card"
        raise GameError(msg)
    return found


def _exact_best(game: Game) -> Move | None:
    """A first action of a winning line where every card is seen (``None`` if none found)."""
    sol = solve(game, limit=Limit(nodes=budgets().review_verdict))
    return sol.line[0] if sol.verdict == "win" and sol.line else None


# ------------------------------------------------------------------------ the review


def review(
    game: Game,
    nodes: int = Budgets.review_position,
    verdicts: bool = True,
    progress: Callable[[int, int], Any] | None = None,
    lang: str = "en",
    partial: Callable[[Review], Any] | None = None,
) -> Review:
    """Review the line ``game`` played (left unchanged): see the module. ``nodes``: positions
    searched from each position; ``progress(done, total)`` is called after each position judged;
    ``partial(review)``, once each decision is weighed (but the last), with the review of the line
    so far (no verdicts; its chances may still rise a little once later positions are judged), so a
    board can show the review as it fills in.

    >>> from spiderette_widget import Game
    >>> g = Game.from_text("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S\\n2: AS | 2S")
    >>> g.play("2>1"); g.play("2>1")
    Move(src=2, dst=1, count=1)
    Move(src=2, dst=1, count=1)
    >>> judged, so_far = [], []
    >>> r = review(g, nodes=100, progress=lambda done, total: judged.append(f"{done}/{total}"),
    ...            partial=lambda part: so_far.append(len(part.decisions)))
    >>> judged, so_far
    (['1/3', '2/3', '3/3'], [1])
    >>> r.outcome, r.final, [str(d.action) for d in r.decisions], r.costly
    ('won', 1.0, ['2>1x1', '2>1x1'], ())
    """
    steps = review_steps(game, nodes, verdicts, progress, lang, partial)
    while True:
        try:
            next(steps)
        except StopIteration as end:
            return end.value


def review_steps(
    game: Game,
    nodes: int = Budgets.review_position,
    verdicts: bool = True,
    progress: Callable[[int, int], Any] | None = None,
    lang: str = "en",
    partial: Callable[[Review], Any] | None = None,
) -> Generator[int, None, Review]:
    """``review``, one position at a time: a generator that judges one more position each time it is
    advanced (it yields how many are judged) and returns the review (``StopIteration.value``), so
    a kernel with no second process (the browser's) can let the board answer between positions.
    A bad argument raises here, before any position is judged.

    >>> from spiderette_widget import Game
    >>> g = Game.from_text("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S\\n2: AS | 2S")
    >>> g.play("2>3")
    Move(src=2, dst=3, count=1)
    >>> steps = review_steps(g, nodes=100)
    >>> next(steps), next(steps)
    (1, 2)
    >>> try:
    ...     next(steps)
    ... except StopIteration as end:
    ...     end.value == review(g, nodes=100)
    True
    """
    _check(game, nodes)
    check_lang(lang)
    return _review_steps(game, nodes, verdicts, progress, lang, partial)


def _review_steps(game: Game, nodes: int, verdicts: bool, progress: Callable[[int, int], Any] | None, lang: str,
                  partial: Callable[[Review], Any] | None) -> Generator[int, None, Review]:  # fmt: skip
    line = game.line
    positions = [game.rewound(len(line))]
    for action in line:
        g = positions[-1].copy()
        g.push(action)
        positions.append(g)
    total = len(positions)
    chances: list[Chance] = []
    options: list[tuple[float, float] | None] = []
    better: dict[int, Move | None] = {}  # the judge's best action where a decision gave up some chance
    for i, g in enumerate(positions):
        chances.append(chance_at(g, nodes))
        if i:  # the decision before this position: the value of its action before the cards it showed
            shows = _reveals(positions[i - 1], g) and not chances[i - 1].exact
            options.append(_option(positions[i - 1], line[i - 1]) if shows else None)
        if progress is not None:
            progress(i + 1, total)
        if partial is not None and 0 < i < total - 1:
            partial(_weigh(game, line[:i], positions[: i + 1], chances, options, better, False, lang, "left"))
        yield i + 1
    outcome = "won" if game.is_won else "lost" if not game.can_deal() and stuck(game) is True else "left"
    return _weigh(game, line, positions, chances, options, better, verdicts, lang, outcome)


def _weigh(game: Game, line: Sequence[Move], positions: list[Game], chances: list[Chance],
           options: list[tuple[float, float] | None], better: dict[int, Move | None], verdicts: bool, lang: str,
           outcome: str) -> Review:  # fmt: skip
    """The review of ``line``'s decisions, between ``positions`` (judged: ``chances``; an action that showed
    cards valued before them: ``options``); ``better`` keeps the best actions looked up."""
    value = [c.chance for c in chances[: len(positions)]]
    raised = 0
    for i in range(len(line) - 1, -1, -1):  # a chance below the action played's (the search's budget): raised
        option = options[i]
        after = option[0] if option is not None else value[i + 1]
        if after > value[i] + 1e-12:
            value[i] = after
            raised += 1
    decisions = []
    for i, action in enumerate(line):
        g, option = positions[i], options[i]
        after, error = (option if option is not None else (value[i + 1], 0.0))
        cost = max(0.0, value[i] - after)
        luck = value[i + 1] - after if option is not None else 0.0
        error = math.sqrt(error**2 + chances[i].error**2)
        cards, target = _cards_of(g, action)
        d = Decision(g.moves + 1, action, cards, target, value[i], after, cost, luck, mark_of(cost, error),
                     option is not None, error)  # fmt: skip
        if cost > 0:
            if i not in better:
                better[i] = _exact_best(g) if chances[i].exact else chances[i].best
            best = better[i]
            if best is not None and best != action:
                bc, bt = _cards_of(g, best)
                d = replace(d, better=best, better_cards=bc, better_target=bt, kept=value[i])
        if d.mark and verdicts:
            d = replace(d, verdicts=(_verdict(g), _verdict(positions[i + 1])))
        decisions.append(d)
    costly = tuple(sorted((d for d in decisions if d.mark), key=lambda d: (-d.cost, d.number)))
    searched = sum(c.nodes for c in chances[: len(positions)])
    return Review(game.game, game.suits, game.code, tuple(decisions), value[-1], outcome, costly, searched,
                  positions[0].moves, lang, raised)  # fmt: skip


def _verdict(game: Game) -> str:
    return str(decide(game, budgets().review_verdict))


def _check(game: Any, nodes: Any, name: str = "review") -> None:
    if not isinstance(game, Game):
        msg = f"{name}() takes a Game, got {type(game).__name__}"
        raise GameTypeError(msg)
    if isinstance(nodes, bool) or not isinstance(nodes, int):
        msg = f"{name}(): nodes must be a whole number, got {excerpt(nodes)}"
        raise GameTypeError(msg)
    if nodes < 1:
        msg = f"{name}(): nodes must be at least 1, got {nodes}"
        raise GameError(msg)


# ------------------------------------------------------------------------ how well the chance is calibrated


@dataclass(frozen=True)
class CalibrationRow:
    """One fifth of the chance's range for one variant, measured by ``benchmarks/calibration.py``.

    The variant's figures (repeated on its five rows): ``game``, ``suits``; the expert's ``games``
    (seeds ``seeds``), of which it ``won``; the ``positions`` judged; the ``brier`` score, that of
    saying the base rate everywhere (``base_brier``) and the ``skill`` ``1 - brier / base_brier``
    with its 95% bootstrap interval (``skill_low``, ``skill_high``). The fifth's own: its range
    (``fifth``, "0.2-0.4"), its ``n`` positions, the mean chance ``predicted``, the share of them
    the expert went on to win (``realized``; both ``None`` when ``n`` is 0) and that share's 95%
    Wilson interval (``low``, ``high``).

    >>> row = calibration()[5]
    >>> row.game, row.suits, row.fifth, row.n > 0, row.low <= row.realized <= row.high
    ('spiderette', 2, '0.0-0.2', True, True)
    """

    game: str
    suits: int
    games: int
    won: int
    seeds: str
    positions: int
    brier: float
    base_brier: float
    skill: float
    skill_low: float
    skill_high: float
    fifth: str
    n: int
    predicted: float | None
    realized: float | None
    low: float
    high: float


def _calibration_row(raw: dict[str, str], where: str) -> CalibrationRow:
    values: dict[str, Any] = {}
    for f in fields(CalibrationRow):
        text = raw.get(f.name)
        if text is None:
            msg = f"{where}: a calibration row has no {f.name!r} column (columns: {', '.join(raw)})"
            raise GameError(msg)
        try:
            if f.name in ("game", "seeds", "fifth"):
                values[f.name] = text
            elif f.name in ("suits", "games", "won", "positions", "n"):
                values[f.name] = int(text)
            else:
                number = float(text)
                values[f.name] = None if math.isnan(number) else number
        except ValueError:
            msg = f"{where}: {f.name} must be a number, got {excerpt(text)}"
            raise GameError(msg) from None
    for name in ("brier", "base_brier", "skill", "skill_low", "skill_high", "low", "high"):
        if values[name] is None:
            msg = f"{where}: {name} must be a number, got nan"
            raise GameError(msg)
    return CalibrationRow(**values)


def calibration(path: str | Path | None = None) -> list[CalibrationRow]:
    """How well the review's chance is calibrated: the table ``benchmarks/calibration.py`` measured
    on the expert's own games (deals no tuning has seen), shipped with the package
    (``data/calibration.csv``), or read from ``path`` (a CSV that benchmark wrote). Five rows a
    variant (Spiderette and Spider, 1, 2 and 4 suits), one per fifth of the predicted chance;
    ``pictures.plot_reliability`` draws them. docs/review.md says how it was measured.

    >>> rows = calibration()
    >>> len(rows), sorted({(r.game, r.suits) for r in rows})[:3]
    (30, [('spider', 1), ('spider', 2), ('spider', 4)])
    >>> two = [r for r in rows if (r.game, r.suits) == ("spiderette", 2)]
    >>> sum(r.n for r in two) == two[0].positions, round(two[0].skill, 2)
    (True, 0.38)
    """
    if path is None:
        where = "data/calibration.csv"
        text = (resources.files("spiderette_widget") / "data" / "calibration.csv").read_text(encoding="utf-8")
    else:
        if not isinstance(path, (str, Path)):
            msg = f"calibration(): path must be a file name, got {type(path).__name__}"
            raise GameTypeError(msg)
        where = str(path)
        text = Path(path).read_text(encoding="utf-8")
    rows = [_calibration_row(raw, f"{where} line {i + 2}") for i, raw in enumerate(csv.DictReader(io.StringIO(text)))]
    if not rows:
        msg = f"{where}: no calibration rows"
        raise GameError(msg)
    return rows
