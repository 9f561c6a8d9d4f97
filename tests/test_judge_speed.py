"""The judge's quick path (``search/judge.py``: per-column statistics cached, builds and turn-ups read
from tables by rank and card) gives every figure the old, straightforward path gave, to the last bit.

``ReferenceJudge`` below is the old code path, kept here as the reference and nowhere else: it
computes the model's numbers column pair by column pair and each kind of card's value one by one.
Real games are reviewed with each and every figure of every decision compared (chances, costs, luck,
marks, errors, best actions, node counts); random observations compare the numbers themselves.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator

import pytest

from spiderette_widget import Game
from spiderette_widget.engine._cards import rank_of, suit_of
from spiderette_widget.search import judge
from spiderette_widget.search.core import HIDDEN, HonestPlayer, Rules, State
from spiderette_widget.search.judge import FEATURES, Judge, features, forget, judge_for
from spiderette_widget.search.review import review, weigh

# ------------------------------------------------------------------ the old code path (the reference)


def old_column(col: tuple[int, ...], h: int) -> tuple[int, int, int, int, int]:
    """A column's (in-suit links, other links, groups in suit, movable group size, top card; 0 empty)."""
    if not col:
        return 0, 0, 0, 0, 0
    same = other = 0
    if h < len(col):
        prev = col[h]
        for c in col[h + 1 :]:
            if c == prev - 1:
                same += 1
            elif rank_of(c) == rank_of(prev) - 1:
                other += 1
            prev = c
    up = len(col) - h
    groups = up - same
    return same, other, groups, Rules.movable(col, h) if up else 0, col[-1] if up else HIDDEN


def old_stats(st: State) -> tuple[list[int], list[tuple[int, int]], list[bool]]:
    cols, hid, _ = st
    same = other = groups = cleared = empty = cards = 0
    tops, wholes = [], []
    for col, h in zip(cols, hid, strict=True):
        s, o, g, size, top = old_column(col, h)
        same += s
        other += o
        groups += g
        cleared += h == 0
        empty += not col
        cards += len(col)
        tops.append((top, size))
        wholes.append(h > 0 and size == len(col) - h)
    return [same, other, groups, cleared, empty, cards], tops, wholes


def old_builds(tops: list[tuple[int, int]]) -> tuple[int, int]:
    suited = anyb = 0
    dests = [(rank_of(top), suit_of(top)) for top, _ in tops]
    for s, (last, size) in enumerate(tops):
        if not size:
            continue
        rank, suit = rank_of(last), suit_of(last)
        for d, (rank_d, suit_d) in enumerate(dests):
            if rank_d and d != s and 1 <= rank_d - rank <= size:
                anyb += 1
                if suit_d == suit:
                    suited += 1
    return suited, anyb


def old_extra_builds(card: int, col: int, tops: list[tuple[int, int]]) -> tuple[int, int]:
    suited = anyb = 0
    rank, suit = rank_of(card), suit_of(card)
    for d, (top, size) in enumerate(tops):
        if d == col or not top:
            continue
        if rank_of(top) - rank == 1:
            anyb += 1
            suited += suit_of(top) == suit
        if size and 1 <= rank - rank_of(top) <= size:
            anyb += 1
            suited += suit_of(top) == suit
    return suited, anyb


def old_turnups(tops: list[tuple[int, int]], wholes: list[bool], empty: int, skip: int = -1) -> list[bool]:
    out = []
    for s, (top, size) in enumerate(tops):
        can = False
        if wholes[s] and s != skip:
            can = empty > 0 or any(
                d not in (s, skip) and t and rank_of(t) - rank_of(top) == size for d, (t, _) in enumerate(tops)
            )
        out.append(can)
    return out


def old_assemble(st: State, counts: list[int], builds: tuple[int, int, int], removed: int, runs: int,
                 deals: int) -> list[float]:  # fmt: skip
    _, hid, ns = st
    n = len(hid)
    same, other, groups, cleared, empty, cards = counts
    return [1.0, sum(hid) / 10, max(hid) / 5, cleared / n, float(empty), groups / n, same / 10, other / 10,
            removed / runs, ns / n / max(deals, 1), builds[0] / 2, builds[1] / 10, cards / n / 8,
            builds[2] / 3]  # fmt: skip


def old_features(st: State, removed: int, runs: int, deals: int) -> list[float]:
    counts, tops, wholes = old_stats(st)
    return old_assemble(st, counts, (*old_builds(tops), sum(old_turnups(tops, wholes, counts[4]))), removed, runs,
                        deals)  # fmt: skip


def old_dealt(st: State, cards: tuple[int, ...], removed: int) -> tuple[State, int]:
    cols, hid, ns = st
    n = min(ns, len(cols), len(cards))
    lst, hl = list(cols), list(hid)
    for i in range(n):
        c = lst[i] + (cards[i],)
        if len(c) - hl[i] >= 13 and rank_of(c[-1]) == 1 and all(c[-j - 1] == c[-1] + j for j in range(13)):
            c = c[:-13]
            removed += 1
            if hl[i] and hl[i] == len(c):
                hl[i] -= 1
        lst[i] = c
    return (tuple(lst), tuple(hl), ns - n), removed


class ReferenceJudge(Judge):
    """The judge as it was before its quick path: the old features, deal and turn-up values."""

    def deal(self, st: State, removed: int) -> tuple[float, float]:
        key = ("d", st)
        found = self.options.get(key)
        if found is not None:
            return found
        values = [self.value(*old_dealt(st, cards, removed)) for cards in self.draws] or [self.value(st, removed)]
        mean = sum(values) / len(values)
        sd = math.sqrt(sum((v - mean) ** 2 for v in values) / max(1, len(values) - 1))
        found = self.options[key] = (mean, sd / math.sqrt(len(values)))
        return found

    def deal_values(self, st: State, removed: int, draws: list[tuple[int, ...]] | None = None) -> list[float]:
        return [self.value(*old_dealt(st, cards, removed)) for cards in (self.draws if draws is None else draws)]

    def value(self, st: State, removed: int) -> float:
        if removed == self.runs:
            return 1.0
        f = old_features(st, removed, self.runs, self.deals)
        return self._p(sum(w * x for w, x in zip(self.w, f, strict=True)))

    def turn_up_cards(self, st: State, removed: int, col: int) -> list[tuple[int, int, float]]:
        counts, tops, wholes = old_stats(st)
        tops[col] = (HIDDEN, 0)
        suited, anyb = old_builds(tops)
        empty, whole = counts[4], wholes[col]
        ups = old_turnups(tops, wholes, empty, skip=col)
        f0 = old_assemble(st, counts, (0, 0, 0), removed, self.runs, self.deals)
        z0 = sum(w * x for w, x in zip(self.w, f0, strict=True))
        ws, wa = self.w[FEATURES.index("builds_suited")] / 2, self.w[FEATURES.index("builds_any")] / 10
        wt = self.w[FEATURES.index("turnups")] / 3
        out = []
        for card, n in self.kinds:
            es, ea = old_extra_builds(card, col, tops)
            rank = rank_of(card)
            turned = sum(can or (wholes[s] and s != col and rank - rank_of(t) == size)
                         for s, ((t, size), can) in enumerate(zip(tops, ups, strict=True)))  # fmt: skip
            if whole and (empty or any(d != col and t and rank_of(t) - rank == 1 for d, (t, _) in enumerate(tops))):
                turned += 1
            out.append((card, n, self._p(z0 + ws * (suited + es) + wa * (anyb + ea) + wt * turned)))
        return out


@pytest.fixture
def reference() -> Iterator[None]:
    """While it lasts, ``judge_for`` makes reference judges (the old code path)."""
    forget()
    judge.Judge = ReferenceJudge  # type: ignore[misc]
    try:
        yield
    finally:
        judge.Judge = Judge  # type: ignore[misc]
        forget()


# ------------------------------------------------------------------------------------------- the tests


def honest_line(code: str, actions: int) -> Game:
    g = Game.from_code(code)
    player = HonestPlayer()
    while len(g.line) < actions and not g.is_won:
        found = player.step_for(g)
        if found is None:
            break
        g.play(found[0])
    return g


def random_state(rng: random.Random, ncols: int, suits: int) -> State:
    """An observation of ``ncols`` columns with runs, breaks, empty and all-face-down columns."""
    cols, hid = [], []
    for _ in range(ncols):
        h = rng.choice((0, 0, 1, 3, 5))
        shape = rng.random()
        if shape < 0.1:
            col: list[int] = []
            h = 0
        elif shape < 0.15:
            col = [HIDDEN] * max(h, 1)
            h = len(col)
        elif shape < 0.3:  # a suited run from the king down to the 2: an ace dealt onto it leaves with it
            suit = rng.randrange(suits)
            col = [HIDDEN] * h + [suit * 16 + r for r in range(13 - rng.choice((0, 0, 1)), 1, -1)]
        elif shape < 0.35:  # a card just turned up, still unread (a move that turned up two cards)
            col = [HIDDEN] * (h + 1)
            if rng.random() < 0.5:
                col.append(rng.randrange(suits) * 16 + rng.randint(1, 13))
        else:
            col = [HIDDEN] * h
            rank, suit = rng.randint(1, 13), rng.randrange(suits)
            col.append(suit * 16 + rank)
            for _ in range(rng.randint(0, 6)):
                if rng.random() < 0.6 and rank > 1:
                    rank -= 1
                    if rng.random() < 0.3:
                        suit = rng.randrange(suits)
                else:
                    rank, suit = rng.randint(1, 13), rng.randrange(suits)
                col.append(suit * 16 + rank)
        cols.append(tuple(col))
        hid.append(h)
    return tuple(cols), tuple(hid), rng.choice((0, 4, 10, 20, 40))  # the cards in the stock


@pytest.mark.parametrize("suits", [1, 2, 4])
def test_the_numbers_and_the_turn_up_and_deal_values_are_the_old_ones_to_the_bit(suits):
    rng = random.Random(suits)
    judges = {}
    for game, ncols, runs, deals in (("spiderette", 7, 4, 3), ("spider", 10, 8, 5)):
        weights = judge.load_weights()[f"{game}-{suits}"]
        unseen = tuple(s * 16 + r for s in range(suits) for r in range(1, 14)) * (runs // suits)
        judges[ncols] = (Judge(game, suits, ncols, unseen, weights, runs, deals),
                         ReferenceJudge(game, suits, ncols, unseen, weights, runs, deals))  # fmt: skip
    left = 0  # the observations where a draw dealt completes a run
    for _ in range(400):
        ncols = rng.choice((7, 10))
        quick, slow = judges[ncols]
        st = random_state(rng, ncols, suits)
        assert features(st, 1, 8, 5) == old_features(st, 1, 8, 5), st
        assert quick.value(st, 2) == slow.value(st, 2)
        assert quick.deal(st, 2) == slow.deal(st, 2), st
        assert quick.deal_values(st, 2) == slow.deal_values(st, 2), st  # the draws the second look weighs
        assert quick.deal_values(st, 2, quick.look_draws) == slow.deal_values(st, 2, slow.look_draws), st
        left += any(old_dealt(st, cards, 0)[1] for cards in slow.draws)
        for col in range(len(st[0])):
            assert quick.turn_up_cards(st, 2, col) == slow.turn_up_cards(st, 2, col), (st, col)
    assert left >= 20


@pytest.mark.parametrize(("code", "actions", "second"),
                         [("SD1-S1-AAAFRYE", 40, 0), ("SD1-S2-AAAFRYF", 40, 0), ("SP1-S1-AAAFRYE", 40, 0),
                          ("SD1-S1-AAAFRYE", 25, 3)])  # fmt: skip
def test_a_review_gives_every_figure_the_old_code_path_gave(code, actions, second, reference, monkeypatch):
    """Figure by figure; ``second``: ``Budgets.review_second_look`` (3: one-suit Spiderette's second look too)."""
    from spiderette_widget.search.budget import Budgets

    monkeypatch.setattr(Budgets, "review_second_look", second)
    g = honest_line(code, actions)
    assert type(judge_for(g)) is ReferenceJudge
    assert judge_for(g).twice == (second > 0)
    old = review(g, verdicts=False)
    old_weighed = weigh(g.rewound(len(g.line) // 2))
    judge.Judge = Judge  # type: ignore[misc]
    forget()
    new = review(g, verdicts=False)
    assert len(new.decisions) >= min(actions, 30)
    assert new == old  # every decision's chances, cost, luck, mark, error and best action; the node count
    figures = [(d.before, d.after, d.cost, d.luck, d.mark, d.error, d.better, d.kept) for d in old.decisions]
    assert [(d.before, d.after, d.cost, d.luck, d.mark, d.error, d.better, d.kept) for d in new.decisions] == figures
    assert (new.final, new.nodes, new.raised, new.costly) == (old.final, old.nodes, old.raised, old.costly)
    assert type(judge_for(g)) is Judge
    assert weigh(g.rewound(len(g.line) // 2)) == old_weighed
