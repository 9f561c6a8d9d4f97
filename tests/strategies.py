"""Hypothesis strategies for the engine tests, and the plain reference model they check against.

The reference model is written straight from docs/rules.md on the public
``Game.to_dict()`` form (card texts, columns from 1). It shares no code with the
engine, so the property tests and the perft data (tests/data/perft.txt) are an
independent check of ``legal_moves``, ``play``, ``deal``, run removal, flips and
the three scoring profiles.
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any, ClassVar

from hypothesis import strategies as st

from spiderette_widget import Game

GAMES = ("spiderette", "spider")
SUIT_COUNTS = (1, 2, 4)
PROFILES = ("app", "classic", "reveal")
DEAL_NUMBERS = 26**7

RANK = {"A": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, "10": 10, "J": 11, "Q": 12, "K": 13}
RUN = ("K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "A")


# --------------------------------------------------------------- the reference model
def rank(card: str) -> int:
    """``rank("10H") == 10``: the rank of a card text (A = 1, K = 13)."""
    return RANK[card[:-1]]


def suit(card: str) -> str:
    """``suit("10H") == "H"``."""
    return card[-1]


@dataclass
class Position:
    """A position as the rules text describes it: per column face-down then face-up cards."""

    hidden: list[list[str]]
    up: list[list[str]]
    stock: list[str]  # next card dealt first
    removed: list[str] = field(default_factory=list)  # suit of each removed run

    @classmethod
    def of(cls, game: Game) -> Position:
        d = game.to_dict()
        return cls(
            [list(c["hidden"]) for c in d["columns"]],
            [list(c["up"]) for c in d["columns"]],
            list(d["stock"]),
            list(d["removed_suits"]),
        )

    def key(self) -> tuple:
        return (
            tuple(map(tuple, self.hidden)),
            tuple(map(tuple, self.up)),
            tuple(self.stock),
            tuple(self.removed),
        )


def can_lift(group: list[str]) -> bool:
    """Several cards move together only when they descend one by one in ONE suit."""
    return all(suit(b) == suit(a) and rank(b) == rank(a) - 1 for a, b in pairwise(group))


def can_place(group: list[str], target_column: list[str]) -> bool:
    """A group goes into an empty column, or its first card on a card exactly one rank higher."""
    return not target_column or rank(target_column[-1]) == rank(group[0]) + 1


def reference_legal(pos: Position) -> list[tuple[int, int, int]]:
    """Every ``(src, dst, count)`` (columns from 1) the rules allow, checked one by one."""
    n = len(pos.up)
    out = []
    for src in range(n):
        for count in range(1, len(pos.up[src]) + 1):  # only face-up cards, from the end of the column
            group = pos.up[src][-count:]
            if not can_lift(group):
                continue
            for dst in range(n):
                if dst != src and can_place(group, pos.up[dst]):
                    out.append((src + 1, dst + 1, count))
    return out


def reference_can_deal(pos: Position) -> bool:
    """The stock deals when it has cards and no column is empty."""
    return bool(pos.stock) and all(pos.up)


def _flip(pos: Position, i: int) -> int:
    if not pos.up[i] and pos.hidden[i]:
        pos.up[i].append(pos.hidden[i].pop())
        return 1
    return 0


def _remove_runs(pos: Position) -> tuple[int, int]:
    runs = turned = 0
    for i, up in enumerate(pos.up):
        tail = up[-13:]
        if len(tail) == 13 and [c[:-1] for c in tail] == list(RUN) and len({suit(c) for c in tail}) == 1:
            del up[-13:]
            pos.removed.append(suit(tail[0]))
            runs += 1
            turned += _flip(pos, i)
    return runs, turned


def reference_apply(pos: Position, action: tuple[int, int, int] | str) -> tuple[Position, int, int]:
    """The position after ``action`` (a legal move or ``"deal"``), with the runs removed
    and the cards turned up by it: ``(new_position, runs, turned)``."""
    new = copy.deepcopy(pos)
    turned = 0
    if action == "deal":
        for i in range(min(len(new.stock), len(new.up))):
            new.up[i].append(new.stock.pop(0))
    else:
        src, dst, count = action
        group = new.up[src - 1][-count:]
        del new.up[src - 1][-count:]
        new.up[dst - 1].extend(group)
        turned += _flip(new, src - 1)
    runs, more = _remove_runs(new)
    return new, runs, turned + more


def reference_actions(pos: Position) -> list[tuple[int, int, int] | str]:
    """The legal moves, then ``"deal"`` when the stock can deal."""
    actions: list[tuple[int, int, int] | str] = list(reference_legal(pos))
    if reference_can_deal(pos):
        actions.append("deal")
    return actions


def perft(pos: Position, depth: int) -> tuple[int, int]:
    """``(leaves, distinct)``: action sequences of length ``depth`` and distinct positions they reach."""
    frontier = [pos]
    leaves = 0
    for _ in range(depth):
        nxt = []
        for p in frontier:
            for a in reference_actions(p):
                nxt.append(reference_apply(p, a)[0])
        frontier = nxt
    leaves = len(frontier)
    return leaves, len({p.key() for p in frontier})


class Ledger:
    """The score of a line of play recomputed from the actions alone (docs/rules.md, "Scoring").

    ``line`` holds ``(runs, turned)`` for each action not undone; ``spent`` counts the
    charged actions of the classic profile (moves, deals, undos and redos).
    """

    UNDO_LIMIT: ClassVar[dict[str, int | None]] = {"app": 100, "classic": None, "reveal": 400}

    def __init__(self, scoring: str) -> None:
        self.scoring = scoring
        self.line: list[tuple[int, int, Any]] = []
        self.undone: list[tuple[int, int, Any]] = []
        self.spent = 0
        self.depth = 0

    def act(self, runs: int, turned: int, action: Any, redo: bool = False) -> None:
        self.line.append((runs, turned, action))
        self.spent += 1
        limit = self.UNDO_LIMIT[self.scoring]
        self.depth = self.depth + 1 if limit is None else min(self.depth + 1, limit)
        if not redo:
            self.undone.clear()

    def undo(self) -> None:
        self.undone.append(self.line.pop())
        self.spent += 1
        self.depth -= 1

    @property
    def score(self) -> int:
        runs = sum(r for r, _, _ in self.line)
        turned = sum(t for _, t, _ in self.line)
        if self.scoring == "app":
            return 500 - len(self.line) + 100 * runs
        if self.scoring == "classic":
            return 500 - self.spent + 100 * runs
        return 100 * runs + 5 * turned


def shuffle_unseen(game: Game, rng: random.Random) -> Game:
    """A copy of ``game`` whose face-down and stock cards are shuffled among their places.

    Everything a player can see stays as it was: the face-up cards, how many
    cards lie face down in each column and in the stock, the removed runs,
    the score and the move count.
    """
    d = game.to_dict()
    unseen = [c for col in d["columns"] for c in col["hidden"]] + d["stock"]
    rng.shuffle(unseen)
    it = iter(unseen)
    for col in d["columns"]:
        col["hidden"] = [next(it) for _ in col["hidden"]]
    d["stock"] = [next(it) for _ in d["stock"]]
    return Game.from_dict(d)


# ---------------------------------------------------------------------- strategies
deal_numbers = st.integers(min_value=0, max_value=DEAL_NUMBERS - 1)


@st.composite
def new_games(draw, games=GAMES, suits=SUIT_COUNTS, profiles=PROFILES) -> Game:
    """A fresh deal of any game, suit count, deal number and scoring profile."""
    return Game.new(draw(st.sampled_from(games)), draw(st.sampled_from(suits)), draw(deal_numbers),
                    scoring=draw(st.sampled_from(profiles)))


@st.composite
def near_run_games(draw, profiles=PROFILES) -> Game:
    """A 1-suit Spiderette position a few moves from removing runs.

    Column 1 holds face-down cards under K..X of spades; the cards below X are
    split into short runs on the other columns, so random play removes runs
    and turns up cards often.
    """
    cut = draw(st.integers(min_value=2, max_value=12))  # column 1 ends with the card of rank `cut`
    ranks = list(RUN)[: 14 - cut]  # K .. rank `cut`
    rest = list(RUN)[14 - cut :]  # rank cut-1 .. A
    pieces: list[list[str]] = []
    while rest:
        k = draw(st.integers(min_value=1, max_value=len(rest)))
        pieces.append(rest[:k])
        rest = rest[k:]
    pieces = pieces[:6]
    lines = ["game: spiderette", "suits: 1", f"scoring: {draw(st.sampled_from(profiles))}",
             "stock: " + " ".join(["?"] * draw(st.sampled_from([0, 3, 10, 17]))),
             f"1: ? ? | {' '.join(r + 'S' for r in ranks)}"]
    order = draw(st.permutations(range(2, 8)))
    for i, piece in zip(order, pieces, strict=False):
        lines.append(f"{i}: ? | {' '.join(r + 'S' for r in piece)}")
    return Game.from_text("\n".join(lines))


any_games = st.one_of(new_games(), near_run_games())

junk_text = st.one_of(
    st.text(max_size=40),
    st.text(alphabet="0123456789AJQKSHDCT?|:-> x#\n", max_size=60),
    st.sampled_from(["", " ", "\n", "game:", "spiderette\n1: 11H", "SD1-S3-AAAAAAA", "3>>5", "deal deal"]),
)
