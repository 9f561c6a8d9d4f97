"""The review's judge: the chance that the expert wins from a position, without seeing face-down cards.

The chance of a position is *the chance that the better hint's player (the
expert), playing on from there without seeing the face-down cards, wins*.
It is read from what the player sees (the observation) and nothing else.

**A learned evaluation.** ``features`` describes an observation with a few
hand-made numbers (face-down cards, columns cleared, empty columns, breaks
in the suited runs, "chaos" after KPatience, in-suit and other links, runs
removed, deals left, builds available). A logistic model per game and suit
count (``data/judge.json``, trained by ``tools/train_judge.py`` on the
expert's own games from deal 200000 on, as TD-Gammon learned from its own
games) turns them into a chance: ``sigmoid(bend(w · features))``, where
``bend`` is a monotone map of the log-odds (piecewise linear, fitted on
training games the weights were not fitted on) onto the share of such
positions the expert went on to win.

**A search over the moves that show nothing.** Moves that turn up no card
change nothing the player cannot undo in thought, so the judge searches them
(breadth-first, ``Budgets.review_position`` positions at most) for the best *option*:
an action that shows cards. A turn-up's value is the exact average of the
evaluation over the kinds of card it may show, each weighted by how many of
that card are still unseen; a deal's, the average over ``DEAL_DRAWS`` draws
of the unseen cards (seeded by the observation). The chance of a position is
the best option's value (``Judge.chance``), so a move that shows nothing
keeps the chance of the position it leads to, and a decision's cost is the
best option less the option played: never negative, 0 when it played the
best. The search is memoized, so consecutive positions agree.

**A second look (one-suit Spiderette).** Where the variant's weights have a
``second`` map, the judge looks again at the ``Budgets.review_second_look``
(2) best options by that first look (``Judge.deep``): for every kind of card a
turn-up may show (or each of ``Budgets.review_second_draws`` draws of a deal),
the position after is searched as above by the judge of the cards still
unseen, and valued through the map (``Judge.shown``: its evaluation and that
searched chance, a logistic blend bent by a monotone map fitted on training
games, since a best of more options reads high). An option's value is the
average of those; the chance, the best of the options looked at twice. So a
decision's cost and the cards' luck keep their meaning: the action played is
valued the same way (``Judge.option``), and a position whose chance falls below
it is raised by the review.

**Exact where every card is seen.** With no face-down card and the stock
empty, the thoughtful solver decides (``Budgets.review_exact`` positions): 1 for a win,
0 for none; a move from a won position to a lost one costs the whole chance.

Every budget is a count of positions, so the same observation has the same
chance on any machine.

>>> from spiderette_widget import Game
>>> g = Game.new("spiderette", suits=2, seed=7)
>>> c = judge_for(g).chance(g)
>>> 0.0 < c.chance < 1.0, c == judge_for(g).chance(g)
(True, True)
"""

from __future__ import annotations

import bisect
import functools
import json
import math
import operator
import random
from collections import Counter
from dataclasses import dataclass
from importlib import resources
from typing import TYPE_CHECKING, Any, NamedTuple

from ..engine._cards import rank_of
from ..engine._game import DEAL, Move
from .budget import Budgets
from .core import HIDDEN, HonestPlayer, Meter, Rules, State, Step, honest_step, rules_of, state_of
from .expert import unseen_cards
from .solver import decide

if TYPE_CHECKING:
    from collections.abc import Callable

    from ..engine._game import Game

__all__ = [
    "DEAL_DRAWS",
    "FEATURES",
    "Chance",
    "Judge",
    "JudgePlayer",
    "Option",
    "bend",
    "features",
    "forget",
    "judge_for",
    "load_weights",
    "ranked",
    "shows",
]

SENSIBLE = True  # the search follows whole-group moves (and moves into an empty column), as the expert's plans do
DEAL_DRAWS = 8  # draws of the unseen cards that value a deal
DEALS = {"spiderette": 3, "spider": 5}  # the deals a stock holds at the start
FEATURES = ("bias", "down", "down_max", "cleared", "empty", "chaos", "same", "other", "removed", "deals",
            "builds_suited", "builds_any", "cards", "turnups")  # fmt: skip


@functools.cache
def load_weights() -> dict[str, Any]:
    """The shipped weights (``data/judge.json``): per ``"game-suits"``, the feature weights, the scale
    and the monotone map (``bend``'s knots)."""
    path = resources.files("spiderette_widget") / "data" / "judge.json"
    return dict(json.loads(path.read_text(encoding="utf-8")))


_RANK = tuple(rank_of(code) for code in range(64))  # a card's rank by its code; 0 for ``HIDDEN`` (0)
_NO_CARD = 64  # past every card's code: the tables below are indexed by a card's code plus at most 14


@functools.lru_cache(maxsize=1 << 16)
def _column(col: tuple[int, ...], h: int) -> tuple[int, int, int, int, int, int, int, int, bool]:
    """A column's (in-suit links, other links, groups in suit, cleared, empty, cards, top card, movable
    group size, whole) with ``h`` face-down cards: cleared (1) when none is face down, empty (1) with no
    card; the top card is 0 (``HIDDEN``) and the size 0 when no card is face up; whole when its face-up
    cards move as one group off face-down cards. Columns repeat across the positions searched: cached.

    >>> _column((0, 0x1D, 0x1C, 0x2B), 1)
    (1, 1, 2, 0, 0, 4, 43, 1, False)
    """
    if not col:
        return 0, 0, 0, int(h == 0), 1, 0, HIDDEN, 0, h > 0
    same = other = 0
    if h < len(col):
        prev = col[h]
        for c in col[h + 1 :]:
            if c == prev - 1:
                same += 1
            elif _RANK[c] == _RANK[prev] - 1:
                other += 1
            prev = c
    up = len(col) - h
    size = Rules.movable(col, h) if up else 0
    top = col[-1] if up else HIDDEN
    return same, other, up - same, int(h == 0), 0, len(col), top, size, h > 0 and size == up


def features(st: State, removed: int, runs: int, deals: int) -> list[float]:
    """The observation ``st`` (face-down cards as ``HIDDEN``) as the model's numbers (``FEATURES``):
    ``removed`` runs of ``runs`` in the deck, ``deals`` the stock holds at the start.

    >>> st = (((0, 0x1D, 0x1C), (0x2B,), ()), (1, 0, 0), 0)
    >>> [round(x, 2) for x in features(st, 0, 4, 3)]
    [1.0, 0.1, 0.2, 0.67, 1.0, 0.67, 0.1, 0.0, 0.0, 0.0, 0.0, 0.1, 0.17, 0.33]
    """
    return _features(list(map(_column, st[0], st[1])), st, removed, runs, deals)


_Column = tuple[int, int, int, int, int, int, int, int, bool]  # what ``_column`` tells of a column


def _features(infos: list[_Column], st: State, removed: int, runs: int, deals: int) -> list[float]:
    """``features`` from the columns' ``_column`` entries (``st``: only its face-down counts and stock read):
    ``_stats``, ``_tables``, ``_builds`` and the turn-ups at once, in one pass (a leaf of every search:
    ``_tables`` and ``_builds`` written out here, which makes a review about a fifth quicker)."""
    same, other, groups, cleared, empty, cards, tops, sizes, wholes = zip(*infos, strict=True)
    byrank, bycard = [0] * 15, [0] * _NO_CARD
    for t in tops:
        if t:
            byrank[_RANK[t]] += 1
            bycard[t] += 1
    nempty = sum(empty)
    suited = anyb = turnups = 0
    for t, size, whole in zip(tops, sizes, wholes, strict=True):
        if size == 1:
            anyb += byrank[_RANK[t] + 1]
            suited += bycard[t + 1]
        elif size:
            r = _RANK[t]
            anyb += sum(byrank[r + 1 : r + size + 1])
            suited += sum(bycard[t + 1 : t + size + 1])
        if whole and (nempty or byrank[_RANK[t] + size]):
            turnups += 1
    counts = [sum(same), sum(other), sum(groups), sum(cleared), nempty, sum(cards)]
    return _assemble(st, counts, (suited, anyb, turnups), removed, runs, deals)


def _stats(st: State) -> tuple[list[int], list[int], list[int], list[bool]]:
    """([in-suit links, other links, groups, columns cleared, empty columns, cards], each column's
    top card, its movable size, and whether its face-up cards move as one group off face-down cards)
    of ``st``."""
    return _sums(list(map(_column, st[0], st[1])))


def _sums(infos: list[_Column]) -> tuple[list[int], list[int], list[int], list[bool]]:
    """``_stats`` from the columns' ``_column`` entries."""
    same, other, groups, cleared, empty, cards, tops, sizes, wholes = zip(*infos, strict=True)
    return ([sum(same), sum(other), sum(groups), sum(cleared), sum(empty), sum(cards)], list(tops), list(sizes),
            list(wholes))  # fmt: skip


def _tables(tops: list[int]) -> tuple[list[int], list[int]]:
    """How many columns show each rank on top (by rank, 0 to 14) and each card (by its code)."""
    byrank, bycard = [0] * 15, [0] * _NO_CARD
    for t in tops:
        if t:
            byrank[_RANK[t]] += 1
            bycard[t] += 1
    return byrank, bycard


def _builds(tops: list[int], sizes: list[int], byrank: list[int], bycard: list[int]) -> tuple[int, int]:
    """(in-suit builds, any builds): part of column s's movable group (its last card ``tops[s]``, its
    size ``sizes[s]``) onto column d's last card, for every pair of columns (a column of size 0 or top 0
    takes no part); ``byrank``, ``bycard``: ``_tables(tops)``. A group of size k whose last card has
    rank r goes onto a card of rank r + 1 ... r + k (and of the same suit: onto the card's code + 1 ... + k).

    >>> tops, sizes = [0x1C, 0x1B, 0x0A, 0], [1, 2, 1, 0]
    >>> _builds(tops, sizes, *_tables(tops))  # JH's group onto QH (in suit), 10S onto JH
    (1, 2)
    """
    suited = anyb = 0
    for t, size in zip(tops, sizes, strict=True):
        if size == 1:
            anyb += byrank[_RANK[t] + 1]
            suited += bycard[t + 1]
        elif size:
            r = _RANK[t]
            anyb += sum(byrank[r + 1 : r + size + 1])
            suited += sum(bycard[t + 1 : t + size + 1])
    return suited, anyb


def _assemble(st: State, counts: list[int], builds: tuple[int, int, int], removed: int, runs: int,
              deals: int) -> list[float]:  # fmt: skip
    """``FEATURES`` from ``_stats``' counts and the builds (in suit, any, turn-ups at once)."""
    _, hid, ns = st
    n = len(hid)
    same, other, groups, cleared, empty, cards = counts
    return [1.0, sum(hid) / 10, max(hid) / 5, cleared / n, float(empty), groups / n, same / 10, other / 10,
            removed / runs, ns / n / max(deals, 1), builds[0] / 2, builds[1] / 10, cards / n / 8,
            builds[2] / 3]  # fmt: skip


def _sigmoid(z: float) -> float:
    if z < -40:
        return 0.0
    return 1.0 / (1.0 + math.exp(-z))


def bend(z: float, knots: list[tuple[float, float]]) -> float:
    """The log-odds ``z`` through the monotone map of ``knots`` ((raw, realized) log-odds pairs,
    both increasing): linear between knots, with slope 1 beyond the first and the last; no knots:
    ``z`` itself.

    >>> knots = [(-2.0, -1.0), (2.0, 1.0)]
    >>> [bend(z, knots) for z in (-4.0, -2.0, 0.0, 1.0, 2.0, 5.0)]
    [-3.0, -1.0, 0.0, 0.5, 1.0, 4.0]
    >>> bend(0.3, [])
    0.3
    """
    if not knots:
        return z
    i = bisect.bisect_right(knots, (z, math.inf))
    if i == 0:
        return knots[0][1] + z - knots[0][0]
    if i == len(knots):
        return knots[-1][1] + z - knots[-1][0]
    (x0, y0), (x1, y1) = knots[i - 1], knots[i]
    return y0 + (y1 - y0) * (z - x0) / (x1 - x0)


_Look = tuple[tuple[int, ...], int, float]  # what an option may show: (the cards, how many ways, the value after)
_Raw = tuple[tuple[int, ...], int, float, float]  # the same before ``shown``: (..., the evaluation, the first look)


class Option(NamedTuple):
    """An action that shows cards, as the judge weighs it: its value (``chance``) and standard error,
    the ``first`` action towards it from the position searched, its ``kind`` (``"turn-up"``,
    ``"deal"``, or ``"won"``: every run removed), the column turned up (``col``, from 0; -1 for the
    others), and the position where it is taken (``state``: for a turn-up, after the move, the card
    still ``HIDDEN``) with the runs removed by then."""

    chance: float
    error: float
    first: Move | None  # None only for "won" at the position searched itself
    kind: str
    col: int
    state: State
    removed: int


@dataclass(frozen=True)
class Chance:
    """A position's chance (``chance``), the best option's first action (``best``: the action
    the judge would play, ``None`` when none), the positions searched (``nodes``), the standard
    error of the chance (``error``: from the deal draws; 0 for a turn-up or an exact verdict),
    and ``exact`` (every card seen: the solver's verdict) or ``uncertain`` (the search found no
    option within its budget: the evaluation of the position itself)."""

    chance: float
    best: Move | None
    nodes: int
    error: float = 0.0
    exact: bool = False
    uncertain: bool = False


class Judge:
    """The judge for one game and suit count and one set of unseen cards (``unseen``, codes):
    values options with ``weights`` (``load_weights()[f"{game}-{suits}"]``: ``w``, the scale ``a``
    and ``b``, the monotone ``map``) and remembers them."""

    def __init__(self, game: str, suits: int, ncols: int, unseen: tuple[int, ...], weights: dict[str, Any],
                 runs: int, deals: int) -> None:  # fmt: skip
        self.game, self.suits, self.ncols, self.runs, self.deals = game, suits, ncols, runs, deals
        self.unseen = unseen
        kinds = Counter(unseen)
        self.kinds = sorted(kinds.items())
        self.total = len(unseen)
        self.w = [float(x) for x in weights["w"]]
        self.a, self.b = float(weights.get("a", 1.0)), float(weights.get("b", 0.0))
        self.knots = [(float(x), float(y)) for x, y in weights.get("map", [])]
        self.weights = weights
        second = weights.get("second")  # the second look's map, for the variants that have one
        self.second = None if not second else (float(second["a"]), float(second["b"]), float(second["c"]),
                                               [(float(x), float(y)) for x, y in second.get("map", [])])  # fmt: skip
        self.later: dict[tuple[int, ...], Judge] = {}  # the judges of fewer unseen cards (a judge not shared)
        self.shared = False  # made by ``judge_for``: the judges of fewer unseen cards are shared too
        self.options: dict[Any, tuple[float, float]] = {}  # the value (and its standard error) of an option
        self.looked: dict[Any, tuple[float, float, int]] = {}  # an option's second look (``look``)
        rng = random.Random(f"judge|{game}|{suits}|{unseen!r}")
        self.draws = [tuple(rng.sample(unseen, min(ncols, len(unseen)))) for _ in range(DEAL_DRAWS)] if unseen else []
        self.drawn = [_drawn(cards) for cards in self.draws]
        # per column, the draws by the card dealt there and by its rank
        self.link_at: list[dict[int, list[int]]] = [{} for _ in range(ncols)]
        self.rank_at: list[dict[int, list[int]]] = [{} for _ in range(ncols)]
        for j, cards in enumerate(self.draws):
            for i, c in enumerate(cards):
                self.link_at[i].setdefault(c, []).append(j)
                self.rank_at[i].setdefault(_RANK[c], []).append(j)

    def value(self, st: State, removed: int) -> float:
        """The evaluation of observation ``st``: the chance the model gives it."""
        if removed == self.runs:
            return 1.0
        return self._p(self._z(features(st, removed, self.runs, self.deals)))

    def _z(self, f: list[float]) -> float:
        return sum(map(operator.mul, self.w, f))  # the weights and the features, in order

    def _p(self, z: float) -> float:
        return _sigmoid(bend(self.a * z + self.b, self.knots))

    def turn_up(self, st: State, removed: int, col: int) -> tuple[float, float]:
        """The value of ``st`` whose column ``col`` just turned up a card (shown as ``HIDDEN``): the
        average over the unseen kinds of card, each weighted by how many remain (exact)."""
        key = ("t", st, col)
        found = self.options.get(key)
        if found is not None:
            return found
        total = sum(n * value for _, n, value in self.turn_up_cards(st, removed, col))
        found = self.options[key] = (total / self.total, 0.0) if self.total else (self.value(st, removed), 0.0)
        return found

    def turn_up_cards(self, st: State, removed: int, col: int) -> list[tuple[int, int, float]]:
        """What each kind of card the turn-up in column ``col`` of ``st`` may show would mean:
        (the card, how many of it are unseen, the evaluation with it face up), for every kind.

        Everything but the builds is the same whatever the card: the builds and turn-ups the card
        adds are read from tables by its rank and code (kinds that add the same share one value)."""
        counts, tops, sizes, wholes = _stats(st)
        tops[col], sizes[col] = HIDDEN, 0
        byrank, bycard = _tables(tops)
        suited, anyb = _builds(tops, sizes, byrank, bycard)
        empty, whole = counts[4], wholes[col]
        under_rank, under_card = [0] * 15, [0] * _NO_CARD  # the groups that would go onto a card, by rank, by code
        for t, size in zip(tops, sizes, strict=True):
            for k in range(1, size + 1 if t else 1):  # (a card turned up with another still reads HIDDEN)
                under_rank[_RANK[t] + k] += 1
                under_card[t + k] += 1
        ups = 0  # the columns that can turn up a card at once whatever the card (column ``col`` apart)
        then = [0] * 15  # the others that can once the card shows, by its rank: their group goes onto it
        for s, (t, size, can) in enumerate(zip(tops, sizes, wholes, strict=True)):
            if can and s != col:
                if empty or byrank[_RANK[t] + size]:
                    ups += 1
                else:
                    then[_RANK[t] + size] += 1
        z0 = self._z(_assemble(st, counts, (0, 0, 0), removed, self.runs, self.deals))
        ws, wa = self.w[FEATURES.index("builds_suited")] / 2, self.w[FEATURES.index("builds_any")] / 10
        wt = self.w[FEATURES.index("turnups")] / 3
        out = []
        met: dict[tuple[int, int, int], float] = {}
        for card, n in self.kinds:
            rank = _RANK[card]
            es = bycard[card + 1] + under_card[card]  # the card onto a column, a column's group onto the card
            ea = byrank[rank + 1] + under_rank[rank]
            turned = ups + then[rank] + (whole and bool(empty or byrank[rank + 1]))
            key = (es, ea, turned)
            p = met.get(key)
            if p is None:
                p = met[key] = self._p(z0 + ws * (suited + es) + wa * (anyb + ea) + wt * turned)
            out.append((card, n, p))
        return out

    def deal(self, st: State, removed: int) -> tuple[float, float]:
        """The value of dealing onto ``st``: the average over ``DEAL_DRAWS`` draws, and its standard error."""
        key = ("d", st)
        found = self.options.get(key)
        if found is not None:
            return found
        values = self.deal_values(st, removed) or [self.value(st, removed)]
        mean = sum(values) / len(values)
        sd = math.sqrt(sum((v - mean) ** 2 for v in values) / max(1, len(values) - 1))
        found = self.options[key] = (mean, sd / math.sqrt(len(values)))
        return found

    def deal_values(self, st: State, removed: int, draws: list[tuple[int, ...]] | None = None) -> list[float]:
        """The evaluation after a deal onto ``st`` of each of ``draws`` (by default ``self.draws``; none
        when no card is unseen)."""
        infos = list(map(_column, st[0], st[1]))  # the columns before the deal, shared by the draws
        if draws is None and self.draws and len(self.draws[0]) == len(infos) <= st[2]:  # every column is dealt a card
            return self._full_deal(st, infos, removed)
        return [self._dealt_value(st, infos, cards, removed) for cards in (self.draws if draws is None else draws)]

    @functools.cached_property
    def look_draws(self) -> list[tuple[int, ...]]:
        """The draws of the unseen cards that value a deal at the second look (``Budgets.review_second_draws``):
        ``draws``, then more (seeded by the unseen cards too).

        >>> from spiderette_widget import Game
        >>> j = judge_for(Game.new("spiderette", suits=1, seed=7))
        >>> len(j.look_draws), j.look_draws[:DEAL_DRAWS] == j.draws
        (16, True)
        """
        if not self.unseen:
            return []
        rng = random.Random(f"judge2|{self.game}|{self.suits}|{self.unseen!r}")
        more = Budgets.review_second_draws - len(self.draws)
        return self.draws + [tuple(rng.sample(self.unseen, min(self.ncols, self.total))) for _ in range(more)]

    def _dealt_value(self, st: State, infos: list[_Column], cards: tuple[int, ...], removed: int) -> float:
        """``value`` of ``st`` after a deal of ``cards`` (``infos``: ``st``'s columns, ``_column``'s), each
        dealt column's statistics from its own (``_dealt`` builds the position only if a run leaves): the
        card links to the top card or not, the movable group grows by one or is the card alone.

        >>> from spiderette_widget import Game
        >>> j = judge_for(Game.new("spiderette", suits=2, seed=7))
        >>> st = (((0, 0x1D, 0x1C), (0x2B,), (), (0, 0), (0, 0, 0), (0,), (0x05,)), (1, 0, 0, 2, 3, 1, 0), 7)
        >>> [j._dealt_value(st, list(map(_column, *st[:2])), cards, 0) == j.value(*_dealt(st, cards, 0))
        ...  for cards in [(0x1B, 0x2A, 0x01, 0x11, 0x22, 0x33, 0x04), (0x2B, 0x05, 0x1D, 0x0C, 0x03, 0x02, 0x3D)]]
        [True, True]
        """
        cols, hid, ns = st
        n = min(ns, len(cols), len(cards))
        dealt = infos[:]
        for i in range(n):  # ``_dealt_column``, written out: it runs for every column of every draw
            same, other, groups, cleared, _, length, top, size, _ = infos[i]
            h, card = hid[i], cards[i]
            up = length - h
            if up:
                link = card == top - 1
                size = size + 1 if link else 1
                if size >= 13 and _RANK[card] == 1:
                    return self.value(*_dealt(st, cards, removed))  # a run leaves
                other += not link and _RANK[card] == _RANK[top] - 1
                dealt[i] = (same + link, other, groups + 1 - link, cleared, 0, length + 1, card, size,
                            h > 0 and size == up + 1)  # fmt: skip
            elif length:
                dealt[i] = (0, 0, 1, cleared, 0, length + 1, card, 1, True)
            else:
                dealt[i] = _column((card,), h)
        if removed == self.runs:
            return 1.0
        return self._p(self._z(_features(dealt, (cols, hid, ns - n), removed, self.runs, self.deals)))

    def _full_deal(self, st: State, infos: list[_Column], removed: int) -> list[float]:
        """``_dealt_value`` for every draw, where the deal gives every column a card: the cards on top
        are then the draw's (``drawn``: ``_drawn``'s, made once), and only a card that links to the top
        card under it (its group grows: ``link_at``, ``rank_at``, the draws by card and rank dealt on
        each column) changes what it adds.

        >>> from spiderette_widget import Game
        >>> j = judge_for(Game.new("spiderette", suits=2, seed=7))
        >>> st = (((0, 0x1D, 0x1C), (0x2B,), (0, 0x31), (0, 0), (0, 0, 0), (0,), (0x05,)), (1, 0, 1, 2, 3, 1, 0), 7)
        >>> infos = list(map(_column, *st[:2]))
        >>> j._full_deal(st, infos, 0) == [j._dealt_value(st, infos, cards, 0) for cards in j.draws]
        True
        """
        cols, hid, ns = st
        draws, drawn = self.draws, self.drawn
        same, other, groups, cleared, _, cards, tops, sizes, wholes = zip(*infos, strict=True)
        n, m = len(cols), len(draws)
        links, others, more_any, more_suited = [0] * m, [0] * m, [0] * m, [0] * m
        turns = [0] * m
        leave = [False] * m  # a run leaves: ``_dealt`` builds the position
        for i in range(n):
            length, top, up = cards[i], tops[i], cards[i] - hid[i]
            if not up:
                if length:
                    for j in range(m):  # a column all face down: the card dealt is a whole group
                        turns[j] += drawn[j][4][i]
                continue
            for j in self.link_at[i].get(top - 1, ()):  # the card dealt links to the top card: the group grows
                card, size = draws[j][i], sizes[i] + 1
                byrank, bycard, ones, _, _ = drawn[j]
                if size >= 13 and _RANK[card] == 1:
                    leave[j] = True
                links[j] += 1
                r = _RANK[card]
                more_any[j] += sum(byrank[r + 1 : r + size + 1]) - ones[i][0]
                more_suited[j] += sum(bycard[card + 1 : card + size + 1]) - ones[i][1]
                if wholes[i] and byrank[r + size]:
                    turns[j] += 1
            for j in self.rank_at[i].get(_RANK[top] - 1, ()):
                if draws[j][i] != top - 1:
                    others[j] += 1
        sums = sum(same), sum(other), sum(groups), sum(cleared), sum(cards)
        after = (cols, hid, ns - n)
        values = []
        for j in range(m):
            if leave[j]:
                values.append(self.value(*_dealt(st, draws[j], removed)))
            elif removed == self.runs:
                values.append(1.0)
            else:
                counts = [sums[0] + links[j], sums[1] + others[j], sums[2] + n - links[j], sums[3], 0, sums[4] + n]
                builds = (drawn[j][3][1] + more_suited[j], drawn[j][3][0] + more_any[j], turns[j])
                values.append(self._p(self._z(_assemble(after, counts, builds, removed, self.runs, self.deals))))
        return values

    def option(self, rules: Rules, st: State, removed: int, action: Move) -> tuple[float, float] | None:
        """The value of an action that shows cards from ``st`` (a turn-up, a deal); ``None`` when it shows none."""
        if action == DEAL:
            if not rules.can_deal(st):
                return None
            if self.twice:
                return self.look(rules, Option(0.0, 0.0, DEAL, "deal", -1, st, removed))[:2]
            return self.deal(st, removed)
        child, flipped = rules.apply(st, action.src - 1, action.dst - 1, action.count)
        if not flipped:
            return None
        gone = removed + (sum(map(len, st[0])) - sum(map(len, child[0]))) // 13
        col = next(i for i in range(len(child[1])) if child[1][i] < st[1][i])
        if self.twice:
            return self.look(rules, Option(0.0, 0.0, action, "turn-up", col, child, gone))[:2]
        return self.turn_up(child, gone, col)

    def chance(self, game: Game, nodes: int = Budgets.review_position) -> Chance:
        """The chance of ``game``'s observation: the best option within ``nodes`` positions of moves
        that show nothing (see the module)."""
        if game.is_won:
            return Chance(1.0, None, 0, exact=True)
        rules, root = rules_of(game, honest=True), state_of(game, honest=True)
        if self.twice:
            return self.deep(rules, root, game.removed, nodes)
        return self.search(rules, root, game.removed, nodes)

    def search(self, rules: Rules, root: State, removed: int, nodes: int = Budgets.review_position) -> Chance:
        """``chance`` on a search position (see the module)."""
        key = ("v", root, nodes)
        found, options, count = self._settled(key, rules, root, removed, nodes, self.value)
        if found is not None:
            return found
        best = options[0]
        for option in options:  # the first of the best, in the order met
            if option.chance > best.chance:
                best = option
        return self._keep(key, Chance(best.chance, best.first, count, best.error))

    def _settled(self, key: Any, rules: Rules, root: State, removed: int, nodes: int,
                 fallback: Callable[[State, int], float]) -> tuple[Chance | None, list[Option], int]:  # fmt: skip
        """What ``search`` and ``deep`` settle before weighing options: the chance kept under ``key``,
        or 1 when the walk wins, or ``fallback(root, removed)`` (uncertain) when the budget ran out before
        any option, or 0 when nothing can ever show a card; else ``None`` with the options met and the
        positions searched."""
        found = self.options.get(key)
        if found is not None:
            return found, [], 0  # type: ignore[return-value]
        options, count, budget_out = self.walk(rules, root, removed, nodes)
        if options and options[-1].kind == "won":
            return self._keep(key, Chance(1.0, options[-1].first, count)), options, count
        if not options:
            if budget_out:  # the budget ran out before any option: the evaluation of the position itself
                return self._keep(key, Chance(fallback(root, removed), None, count, uncertain=True)), options, count
            return self._keep(key, Chance(0.0, None, count)), options, count  # nothing can show a card: lost
        return None, options, count

    def deep(self, rules: Rules, root: State, removed: int, nodes: int = Budgets.review_position,
             look: int | None = None) -> Chance:  # fmt: skip
        """``chance`` with the second look (the variant's ``second`` map): the ``look`` best options
        by the first look (``search``'s values; each once, the first met among equals; by default
        ``Budgets.review_second_look``, at least 1) weighed again (``look``), the best of those second
        values; ``nodes`` counts every search it made.

        >>> from spiderette_widget import Game
        >>> g = Game.new("spiderette", suits=1, seed=7)
        >>> j, rules, st = judge_for(g), rules_of(g, honest=True), state_of(g, honest=True)
        >>> found = j.deep(rules, st, 0, look=3)
        >>> options = ranked(j.walk(rules, st, 0, 300)[0])
        >>> found.chance == max(j.look(rules, o)[0] for o in options[:3]), found.best == options[0].first
        (True, True)
        """
        look = max(1, Budgets.review_second_look if look is None else look)
        key = ("2v", root, nodes, look)
        found, options, count = self._settled(key, rules, root, removed, nodes, self.value_shown)
        if found is not None:
            return found
        best: tuple[float, float, Move | None] | None = None
        for option in ranked(options)[:look]:
            value, error, searched = self.look(rules, option, nodes)
            count += searched
            if best is None or value > best[0]:
                best = (value, error, option.first)
        assert best is not None
        return self._keep(key, Chance(best[0], best[2], count, best[1]))

    @property
    def twice(self) -> bool:
        """Whether the chance takes the second look: the variant has its map (``second``) and
        ``Budgets.review_second_look`` is above 0 (2 in this release: docs/review.md)."""
        return self.second is not None and Budgets.review_second_look > 0

    def shown(self, p1: float, p2: float) -> float:
        """The second look's value of a position just after cards showed: ``p1``, its evaluation,
        ``p2``, its chance by the first look (``search``), through the variant's ``second`` map
        (``sigmoid(bend(a·logit p2 + b·logit p1 + c))``, monotone in both).

        >>> from spiderette_widget import Game
        >>> j = judge_for(Game.new("spiderette", suits=1, seed=7))
        >>> j.shown(0.5, 0.2) < j.shown(0.5, 0.6) < j.shown(0.5, 0.9), j.shown(1.0, 1.0) > 0.999
        (True, True)
        """
        if self.second is None:
            return p2
        a, b, c, knots = self.second
        return _sigmoid(bend(a * _logit(p2) + b * _logit(p1) + c, knots))

    def value_shown(self, st: State, removed: int) -> float:
        """``value`` through the second look's map (``shown``, the evaluation standing for both its
        numbers): the second look's value of a position where the budget ran out before any option."""
        p = self.value(st, removed)
        return self.shown(p, p)

    def look(self, rules: Rules, option: Option, nodes: int = Budgets.review_position) -> tuple[float, float, int]:
        """The second look at ``option`` (a turn-up or a deal): the average of ``looks``' values (each
        kind of card weighted by how many are unseen), its standard error (a deal's: over its draws) and
        the positions searched.

        >>> from spiderette_widget import Game
        >>> g = Game.new("spiderette", suits=1, seed=7)
        >>> j, rules, st = judge_for(g), rules_of(g, honest=True), state_of(g, honest=True)
        >>> first = ranked(j.walk(rules, st, 0, 300)[0])[0]
        >>> value, error, searched = j.look(rules, first)
        >>> first.kind, 0.0 < value < 1.0, error, searched > 0
        ('turn-up', True, 0.0, True)
        >>> sum(n * v for _, n, v in j.looks(rules, first)[0]) / j.total == value
        True
        """
        key = (option.kind, option.state, option.col, nodes)
        found = self.looked.get(key)
        if found is not None:
            return found
        outcomes, searched = self.looks(rules, option, nodes)
        if not outcomes:  # no card unseen: the evaluation
            p = self.value(option.state, option.removed)
            found = self.looked[key] = (self.shown(p, p), 0.0, 0)
            return found
        total = sum(n for _, n, _ in outcomes)
        mean = sum(n * v for _, n, v in outcomes) / total
        error = 0.0
        if option.kind == "deal" and len(outcomes) > 1:
            sd = math.sqrt(sum((v - mean) ** 2 for _, _, v in outcomes) / (len(outcomes) - 1))
            error = sd / math.sqrt(len(outcomes))
        found = self.looked[key] = (mean, error, searched)
        return found

    def looks(self, rules: Rules, option: Option, nodes: int = Budgets.review_position) -> tuple[list[_Look], int]:
        """What ``option`` may show, at the second look: for every kind of card a turn-up may show
        (how many are unseen) or each of a deal's draws (``look_draws``: 1 each), the position after,
        searched (``search``, ``nodes`` positions) by the judge of the cards still unseen then and
        valued by ``shown``:
        ((the cards shown, how many, the value), ...), and the positions searched.

        >>> from spiderette_widget import Game
        >>> g = Game.new("spiderette", suits=1, seed=7)
        >>> j, rules, st = judge_for(g), rules_of(g, honest=True), state_of(g, honest=True)
        >>> first = ranked(j.walk(rules, st, 0, 300)[0])[0]
        >>> outcomes, _ = j.looks(rules, first)
        >>> [cards for cards, _, _ in outcomes] == [(card,) for card, _ in j.kinds]
        True
        >>> (card,), n, v = outcomes[0]
        >>> p = dict((c, p) for c, _, p in j.turn_up_cards(first.state, 0, first.col))[card]
        >>> after = j.later_judge(j.without((card,))).search(rules, shows(first.state, first.col, card), 0)
        >>> v == j.shown(p, after.chance)
        True
        """
        raw, searched = self.look_raw(rules, option, nodes)
        return [(cards, n, self.shown(p1, p2)) for cards, n, p1, p2 in raw], searched

    def look_raw(self, rules: Rules, option: Option, nodes: int = Budgets.review_position) -> tuple[list[_Raw], int]:
        """``looks`` before ``shown``: ((the cards shown, how many, the evaluation after, its first look's
        chance), ...), and the positions searched (``tools/train_judge.py`` fits ``shown`` on them)."""
        st, removed = option.state, option.removed
        outcomes: list[tuple[int, float, tuple[int, ...], State, int]]
        if option.kind == "turn-up":
            outcomes = [(n, p, (card,), shows(st, option.col, card), removed)
                        for card, n, p in self.turn_up_cards(st, removed, option.col)]  # fmt: skip
        else:
            draws = self.look_draws
            outcomes = [(1, p, cards[: st[2]], *_dealt(st, cards, removed))
                        for cards, p in zip(draws, self.deal_values(st, removed, draws), strict=True)]  # fmt: skip
        out: list[_Raw] = []
        searched = 0
        for n, p, cards, after, gone in outcomes:
            later = self.later_judge(self.without(cards))
            if gone == self.runs:
                p2 = 1.0
            elif not later.total:  # every card seen: the evaluation (the review asks the solver there)
                p2 = p
            else:
                found = later.search(rules, after, gone, nodes)
                searched += found.nodes
                p2 = found.chance
            out.append((cards, n, p, p2))
        return out, searched

    def without(self, cards: tuple[int, ...]) -> tuple[int, ...]:
        """The unseen cards once ``cards`` (some of them) show: still sorted.

        >>> from spiderette_widget import Game
        >>> j = judge_for(Game.new("spiderette", suits=1, seed=7))
        >>> len(j.unseen) - len(j.without((1, 1, 13))), j.without((1,)) == tuple(sorted(j.without((1,))))
        (3, True)
        """
        left = list(self.unseen)
        for c in cards:
            left.remove(c)
        return tuple(left)

    def later_judge(self, unseen: tuple[int, ...]) -> Judge:
        """The judge of the same variant and weights for the cards ``unseen`` (fewer than ``self``'s):
        shared as ``judge_for``'s where this one is, so the review meets it again."""
        if self.shared:
            return _judge(self.game, self.suits, self.ncols, unseen, self.weights, self.runs, self.deals)
        found = self.later.get(unseen)
        if found is None:
            found = self.later[unseen] = Judge(self.game, self.suits, self.ncols, unseen, self.weights, self.runs,
                                               self.deals)  # fmt: skip
        return found

    def walk(self, rules: Rules, root: State, removed: int, nodes: int) -> tuple[list[Option], int, bool]:
        """Every option met breadth-first over the moves that show nothing from ``root``, within
        ``nodes`` positions, in the order met (a last option of kind ``"won"`` when every run
        leaves first); the positions searched; whether the budget ran out with positions left."""
        options: list[Option] = []
        seen = {root: None}
        frontier: list[tuple[State, int, Move | None]] = [(root, removed, None)]
        count = 0
        while frontier and count < nodes:
            nxt: list[tuple[State, int, Move | None]] = []
            for st, gone, first in frontier:
                count += 1
                if gone == self.runs:
                    options.append(Option(1.0, 0.0, first, "won", -1, st, gone))
                    return options, count, False
                if rules.can_deal(st):
                    options.append(Option(*self.deal(st, gone), first or DEAL, "deal", -1, st, gone))
                cols = st[0]
                for s, d, k in sorted(rules.moves(st, sensible=SENSIBLE)):
                    child, flipped = rules.apply(st, s, d, k)
                    now = gone + (len(cols[d]) + k - len(child[0][d])) // 13  # a run completed leaves column d
                    if flipped:
                        col = next(i for i in range(len(child[1])) if child[1][i] < st[1][i])
                        value, error = self.turn_up(child, now, col)
                        options.append(Option(value, error, first or Move(s + 1, d + 1, k), "turn-up", col, child, now))
                    else:
                        met = len(seen)
                        seen[child] = None
                        if len(seen) > met:  # not met before (one look-up)
                            nxt.append((child, now, first or Move(s + 1, d + 1, k)))
                if count >= nodes:
                    break
            frontier = nxt
        return options, count, bool(frontier)

    def _keep(self, key: Any, found: Chance) -> Chance:
        self.options[key] = found  # type: ignore[assignment]
        return found


def ranked(options: list[Option]) -> list[Option]:
    """``options`` best first by their value, each once (a turn-up by its position and column, a deal
    by its position), the first met among equals; none of kind ``"won"``.

    >>> st = ((), (), 0)
    >>> [o.chance for o in ranked([Option(0.2, 0, None, "deal", -1, st, 0), Option(0.5, 0, None, "turn-up", 1, st, 0),
    ...                            Option(0.2, 0, None, "deal", -1, st, 0)])]
    [0.5, 0.2]
    """
    out, met = [], set()
    for o in sorted(options, key=lambda o: -o.chance):  # sorted keeps the order met among equals
        if o.kind == "won" or (o.kind, o.state, o.col) in met:
            continue
        met.add((o.kind, o.state, o.col))
        out.append(o)
    return out


def shows(st: State, col: int, card: int) -> State:
    """``st`` (a turn-up's position: column ``col``'s card turned up, still ``HIDDEN``) with ``card`` shown there.

    >>> shows((((0, 0), (0x1D,)), (1, 0), 0), 0, 0x1C)
    (((0, 28), (29,)), (1, 0), 0)
    """
    cols = list(st[0])
    cols[col] = (*cols[col][:-1], card)
    return tuple(cols), st[1], st[2]


def _logit(p: float) -> float:
    p = min(max(p, 1e-9), 1 - 1e-9)
    return math.log(p / (1 - p))


_Drawn = tuple[list[int], list[int], list[tuple[int, int]], tuple[int, int], list[int]]


def _drawn(cards: tuple[int, ...]) -> _Drawn:
    """What a full deal of ``cards`` (one a column) puts on top, whatever it is dealt onto: ``_tables``
    of the cards; what each adds to the builds (any, in suit) as a group of one, and their sums; whether
    each, alone in its column off face-down cards, turns up at once (1 or 0).

    >>> byrank, bycard, ones, total, alone = _drawn((0x1B, 0x1C, 0x0A))
    >>> ones, total, alone
    ([(1, 1), (0, 0), (1, 0)], (2, 1), [1, 0, 1])
    """
    byrank, bycard = _tables(list(cards))
    ones = [(byrank[_RANK[c] + 1], bycard[c + 1]) for c in cards]
    total = (sum(a for a, _ in ones), sum(b for _, b in ones))
    return byrank, bycard, ones, total, [int(byrank[_RANK[c] + 1] > 0) for c in cards]


def _dealt(st: State, cards: tuple[int, ...], removed: int) -> tuple[State, int]:
    """``st`` after a deal of ``cards`` (runs it completes leave), and the runs removed then."""
    cols, hid, ns = st
    n = min(ns, len(cols), len(cards))
    lst, hl = list(cols), list(hid)
    for i in range(n):
        c = lst[i] + (cards[i],)
        if len(c) - hl[i] >= 13 and _RANK[c[-1]] == 1 and all(c[-j - 1] == c[-1] + j for j in range(13)):
            c = c[:-13]
            removed += 1
            if hl[i] and hl[i] == len(c):
                hl[i] -= 1
        lst[i] = c
    return (tuple(lst), tuple(hl), ns - n), removed


_JUDGES: dict[tuple, Judge] = {}
KEPT = 64  # the judges kept; four times as many with the second look (one for each card a turn-up may show)


def forget() -> None:
    """Forget the judges and the weights read (after new weights are written)."""
    _JUDGES.clear()
    load_weights.cache_clear()


def judge_for(game: Game) -> Judge:
    """The judge of ``game``'s variant and unseen cards (kept for the positions met lately)."""
    weights = load_weights()[f"{game.game}-{game.suits}"]
    return _judge(game.game, game.suits, len(game.columns), unseen_cards(game), weights, rules_of(game).total // 13,
                  DEALS.get(game.game, 1))  # fmt: skip


def _judge(game: str, suits: int, ncols: int, unseen: tuple[int, ...], weights: dict[str, Any], runs: int,
           deals: int) -> Judge:  # fmt: skip
    """The shared judge of a variant and its unseen cards (kept for the positions met lately: ``KEPT`` judges)."""
    key = (game, suits, ncols, unseen)
    found = _JUDGES.get(key)
    if found is None:
        if len(_JUDGES) >= KEPT * (4 if Budgets.review_second_look else 1):
            _JUDGES.clear()
        found = _JUDGES[key] = Judge(game, suits, ncols, unseen, weights, runs, deals)
        found.shared = True
    return found


class JudgePlayer(HonestPlayer):
    """The judge as a player (a research player, in ``search.experimental``): it plays the first
    action towards the option the judge values most (``Judge.chance``'s ``best``: a turn-up valued
    over the kinds of card it may show, a deal over draws of the unseen cards), one action at a
    time, within ``nodes`` positions a decision. With every card seen, or with no option in reach,
    it plays the honest player's step. It reads what the player sees and nothing else.

    Measured in docs/winnability.md ("The judge as a player"): as strong as the better hint in
    two-suit Spiderette at a hundredth of its positions, weaker with one suit.

    >>> from spiderette_widget import Game
    >>> g = Game.from_text("spiderette\\n1: 4S 2S | 9H\\n2: 10S\\n3: 10H\\n")
    >>> JudgePlayer().next_action(g)
    Move(src=1, dst=3, count=1)
    """

    def __init__(self, nodes: int = Budgets.review_position) -> None:
        super().__init__()
        self.judge_nodes = nodes

    def decide(self, game: Game, meter: Meter | None = None) -> Step | None:
        """The judge's next action as a one-action plan (``None``: give up)."""
        st = state_of(game, honest=True)
        if st[2] == 0 and not any(st[1]):
            return honest_step(game, meter=meter)
        found = judge_for(game).search(rules_of(game, honest=True), st, game.removed, self.judge_nodes)
        if meter is not None:
            meter.tick(found.nodes)
        if found.best is None:
            return honest_step(game, meter=meter)
        return Step((found.best,), "deal" if found.best == DEAL else "flip", st, st)


def exact(game: Game, nodes: int = Budgets.review_exact) -> float | None:
    """Where every card is seen (none face down, the stock empty): 1.0 when the thoughtful solver
    wins within ``nodes`` positions, 0.0 when no line wins, ``None`` when unknown or cards are unseen."""
    if game.is_won:
        return 1.0
    if game.stock or any(c.hidden for c in game.columns):
        return None
    verdict = decide(game, nodes)
    if verdict == "win":
        return 1.0
    return 0.0 if verdict == "no win" else None
