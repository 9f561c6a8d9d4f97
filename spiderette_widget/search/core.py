"""The one home for search: positions as tuples, and every search the package runs, in Python.

The solver (``solver.solve``), the hints (``Game.hint``), stuck detection
(``Game.is_stuck``) and the honest player all search through this module's
public API. It reads a ``Game`` only through the engine's public API; the
engine imports it lazily inside ``Game.hint`` and ``Game.is_stuck``. Budgets
live in ``search.budget``; each search's hot loop asks ``search.native``
whether the compiled core runs, and hands it the work when it does (the same
answers, node for node: this module stays the readable reference).

A search position (``State``) is ``(columns, face_down_counts, stock_left)``:
columns as tuples of card ints (bottom first), the number of face-down cards
per column, and the number of cards left in the stock. ``Rules`` generates and
applies moves on it; a differential property test pins ``Rules`` to the
engine's ``legal_moves``, ``play`` and ``deal``.

>>> from spiderette_widget import Game
>>> g = Game.from_text("spiderette\\n1: 4S 2S | 9H\\n2: 10S\\n3: 10H\\n")
>>> rules, st = rules_of(g), state_of(g, honest=True)
>>> st[0][0], st[1]                        # face-down cards hidden from an honest search
((0, 0, 25), (2, 0, 0, 0, 0, 0, 0))
>>> [str(m) for m in rules.legal(st)][:3]      # sorted by source, destination, count
['1>2x1', '1>3x1', '1>4x1']
>>> rules.legal(st) == g.legal_moves()
True
>>> Limit(nodes=5000)
Limit(nodes=5000, seconds=None)
>>> Verdict.WIN == "win", str(Verdict.NO_WIN)
(True, 'no win')
"""

from __future__ import annotations

import functools
import heapq
from collections.abc import Callable, Iterable
from enum import Enum
from operator import itemgetter
from typing import TYPE_CHECKING, Any, NamedTuple

from ..engine._cards import RUNS
from ..engine._game import DEAL, Move
from . import native
from ._weights import DISORDER, WEIGHTS
from .budget import Budgets, BudgetSpent, Limit, Meter

if TYPE_CHECKING:
    from ..engine._game import Game

# What the package offers from here (spiderette_widget.search re-exports it); the searches' parts
# are the package's own, re-exported for research by spiderette_widget.search.experimental.
__all__ = ["SOLVER_VERSION", "BudgetSpent", "HonestPlayer", "Limit", "Verdict", "stuck"]

SOLVER_VERSION = "search-16"  # bump when a change can alter a verdict, a line or a node count
HIDDEN = 0  # what an honest search sees in place of a face-down card
# The budgets (search.budget.Budgets): the honest player's look-ahead per plan (``honest_plan``), a hint
# within about 200 ms (p95, benchmarks/hints.py); the stuck check's (``stuck``), p95 under 50 ms of CPU on
# either core, past it "not sure"; each search for a shorter finish of a winning line (``shorter_finish``).
FINISH_WEIGHT = 2  # the shorter finish's search weighs its estimate twice: a shorter line soon, not the shortest

Action = Move  # a move, or DEAL
State = tuple[tuple[tuple[int, ...], ...], tuple[int, ...], int]


class Verdict(str, Enum):
    """What a search concluded; each compares equal to its text (``Verdict.WIN == "win"``).

    >>> from spiderette_widget.search import Verdict
    >>> Verdict.WIN == "win", Verdict("no win"), [v.value for v in Verdict]
    (True, <Verdict.NO_WIN: 'no win'>, ['win', 'no win', 'unknown'])
    """

    WIN = "win"
    NO_WIN = "no win"
    UNKNOWN = "unknown"

    def __str__(self) -> str:
        return self.value


# ---------------------------------------------------------------- the position
class Rules:
    """Move generation and application on immutable ``State`` tuples.

    ``stock`` is the dealing order (next card first), shared by every position;
    ``total`` the cards in play (table, stock and removed runs); ``relaxed``
    allows deals onto empty columns. Moves are ``(src, dst, count)``, 0-based.

    >>> from spiderette_widget import Game
    >>> g = Game.from_text("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S\\n2: 2S AS")
    >>> rules, st = rules_of(g), state_of(g)
    >>> rules.ncols, rules.removed(st), len(rules.legal(st)), rules.won(st)
    (7, 3, 66, False)
    >>> after = rules.act(st, Move(2, 1, 2))                # 2S AS onto the 3S: the last run leaves
    >>> rules.removed(after), rules.won(after)
    (4, True)
    """

    def __init__(self, ncols: int, stock: tuple[int, ...], total: int, relaxed: bool = False) -> None:
        self.ncols = ncols
        self.stock = stock
        self.total = total
        self.relaxed = relaxed

    def removed(self, st: State) -> int:
        """Runs removed so far."""
        cols, _, ns = st
        return (self.total - ns - sum(map(len, cols))) // 13

    @staticmethod
    def movable(col: tuple[int, ...], h: int) -> int:
        """Size of the one-suit descending group at the end of a column with ``h`` face-down cards."""
        k = len(col) - 1
        if k < 0:
            return 0
        while k > h and col[k - 1] == col[k] + 1:
            k -= 1
        return len(col) - k

    def moves(
        self, st: State, sensible: bool = False, info: list[tuple[int, int, int, int]] | None = None
    ) -> list[tuple[int, int, int]]:
        """Legal moves; ``sensible`` drops splits and pointless shuffles (a heuristic cut).
        ``info``: the columns' ``_column_info`` entries, when the caller has them already."""
        cols, _, ns = st
        n = self.ncols
        if info is None:
            info = _infos(st)
        tops = [e[1] for e in info]
        out = []
        if sensible:
            empty = -1  # the first empty column
            if not all(cols):
                for d in range(n):
                    if not cols[d]:
                        empty = d
                        break
            for s, (size, low, _, _) in enumerate(info):
                if not size:
                    continue
                want = low + size  # the rank the whole group goes onto
                if want in tops:  # most groups have nowhere to go: one scan in C says so
                    for d in range(n):
                        if tops[d] == want and d != s:
                            out.append((s, d, size))
                if empty >= 0:
                    if size < len(cols[s]):
                        out.append((s, empty, size))
                    if size > 1 and ns:  # one card off a group, to fill columns before a deal
                        out.append((s, empty, 1))
            return out
        empties = [d for d in range(n) if not cols[d]]
        for s, (size, low, _, _) in enumerate(info):
            if not size:
                continue
            for d in range(n):
                r = tops[d]
                if r and d != s:
                    k = r - low
                    if 1 <= k <= size:
                        out.append((s, d, k))
            for d in empties:
                for k in range(1, size + 1):
                    out.append((s, d, k))
        return out

    def legal(self, st: State) -> list[Move]:
        """Every legal move as ``Move`` values (columns from 1), in ``Game.legal_moves`` order."""
        return [Move(s + 1, d + 1, k) for s, d, k in sorted(self.moves(st))]

    def apply(self, st: State, s: int, d: int, k: int) -> tuple[State, bool]:
        """The position after a move, and whether it turned up a card."""
        cols, hid, ns = st
        col = cols[s]
        src = col[:-k]
        dst = cols[d] + col[-k:]
        lst = list(cols)
        lst[s] = src
        lst[d] = dst
        flipped = 0 < hid[s] == len(src)
        last = dst[-1]
        if flipped or (last & 15 == 1 and len(dst) - hid[d] >= 13 and dst[-13:] == RUNS[last >> 4]):
            # the rarer case: a card turned up or a run completed (else ``hid`` is shared unchanged)
            hl = list(hid)
            if flipped:
                hl[s] -= 1
            if last & 15 == 1 and len(dst) - hl[d] >= 13 and dst[-13:] == RUNS[last >> 4]:
                dst = lst[d] = dst[:-13]
                if hl[d] and hl[d] == len(dst):
                    hl[d] -= 1
                    flipped = True
            hid = tuple(hl)
        return (tuple(lst), hid, ns), flipped

    def dead(self, st: State) -> bool:
        """True when the strict stock can never deal again: too few cards to fill every column
        (moves keep the count; removing a run needs 13 cards, more than a short table has)."""
        cols, _, ns = st
        return ns > 0 and not self.relaxed and sum(map(len, cols)) < self.ncols

    def can_deal(self, st: State) -> bool:
        cols, _, ns = st
        return ns > 0 and (self.relaxed or all(cols))

    def deal(self, st: State) -> State:
        """The position after a deal (runs it completes leave, as in the engine)."""
        cols, hid, ns = st
        at = len(self.stock) - ns
        n = min(ns, self.ncols)
        lst = list(cols)
        hl = list(hid)
        for i in range(n):
            c = lst[i] + (self.stock[at + i],)
            if len(c) - hl[i] >= 13 and c[-1] & 15 == 1 and c[-13:] == RUNS[c[-1] >> 4]:
                c = c[:-13]
                if hl[i] and hl[i] == len(c):
                    hl[i] -= 1
            lst[i] = c
        return (tuple(lst), tuple(hl), ns - n)

    def act(self, st: State, action: Action) -> State:
        """The position after a ``Move`` (columns from 1) or ``DEAL``; no legality check."""
        if action == DEAL:
            return self.deal(st)
        return self.apply(st, action.src - 1, action.dst - 1, action.count)[0]

    @staticmethod
    def key(st: State) -> Any:
        """A transposition key: with the stock empty, column order no longer matters."""
        cols, hid, ns = st
        if ns == 0:
            return tuple(sorted(zip(cols, hid, strict=True)))
        return st

    def won(self, st: State) -> bool:
        return st[2] == 0 and not any(st[0])


def evaluate(rules: Rules, st: State) -> int:
    """Higher is better: runs removed, few face-down cards, suit-connected cards, empty columns.

    >>> from spiderette_widget import Game
    >>> g = Game.from_text("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S\\n2: 2S AS")
    >>> rules, st = rules_of(g), state_of(g)
    >>> evaluate(rules, rules.act(st, Move(2, 1, 2))) > evaluate(rules, st)
    True
    """
    return _score(rules, st, 2)


def chaos_score(rules: Rules, st: State) -> int:
    """``evaluate`` less ``DISORDER`` for each group of face-up cards in suit: the beam's
    ranking, which keeps the stock's cards (each dealt card is a group of its own) until needed."""
    return _score(rules, st, 3)


def _score(rules: Rules, st: State, share: int, info: list[tuple[int, int, int, int]] | None = None) -> int:
    """Runs removed, weighed, plus each column's ``_column_info`` entry at index ``share``
    (``info``: those entries, when the caller has them already)."""
    cols, _, ns = st
    if info is None:
        info = _infos(st)
    part = 0
    for e in info:
        part += e[share]
    return WEIGHTS[0] * ((rules.total - ns - sum(map(len, cols))) // 13) + part


def _infos(st: State) -> list[tuple[int, int, int, int]]:
    """Each column's ``_column_info`` entry."""
    get = _COLUMNS.get
    return [get(ch) or _column_info(*ch) for ch in zip(st[0], st[1], strict=True)]


def _moved(
    info: list[tuple[int, int, int, int]], score: int, before: State, after: State, s: int, d: int, share: int
) -> tuple[list[tuple[int, int, int, int]], int]:
    """The columns' entries and ``_score`` (with ``share``) of ``after``, a move from column ``s``
    to ``d`` away from ``before``, from those of ``before``: only those two columns changed,
    and each run the move removed took 13 cards off the table (the stock stays)."""
    cols, hid, _ = after
    a = _COLUMNS.get((cols[s], hid[s])) or _column_info(cols[s], hid[s])
    b = _COLUMNS.get((cols[d], hid[d])) or _column_info(cols[d], hid[d])
    old = before[0]
    runs = (len(old[s]) + len(old[d]) - len(cols[s]) - len(cols[d])) // 13
    score += a[share] + b[share] - info[s][share] - info[d][share] + WEIGHTS[0] * runs
    info = info.copy()
    info[s] = a
    info[d] = b
    return info, score


_COLUMNS: dict[tuple[tuple[int, ...], int], tuple[int, int, int, int]] = {}  # (column, face-down) -> _column_info


def _column_info(col: tuple[int, ...], hidden: int) -> tuple[int, int, int, int]:
    """A column's movable group size, the rank of its last card (0: empty), its share of
    ``evaluate`` and of ``chaos_score``, remembered in ``_COLUMNS`` (a move changes two
    columns, so searches meet the same columns again; the memo is emptied when it grows large).

    >>> _column_info((0x1D, 0x1C, 0x2B), 1)   # KS (face down), QS, JH: JH alone moves; 2 groups
    (1, 11, -37, -57)
    """
    if len(_COLUMNS) >= 1 << 18:
        _COLUMNS.clear()
    w = WEIGHTS
    if col:
        same, other = _column_links(col, hidden)
        part = w[2] * same + w[3] * other - w[1] * hidden
        found = (Rules.movable(col, hidden), col[-1] & 15, part, part - DISORDER * (len(col) - hidden - same))
    else:
        found = (0, 0, w[4], w[4])
    _COLUMNS[col, hidden] = found
    return found


@functools.lru_cache(maxsize=1 << 16)
def _column_links(col: tuple[int, ...], hidden: int) -> tuple[int, int]:
    """Links between a column's face-up neighbours for ``evaluate``: (in suit, one rank down in
    another suit). Cached: a move changes two columns, so searches meet the same columns again."""
    same = other = 0
    prev = col[hidden]
    for c in col[hidden + 1 :]:
        if c == prev - 1:
            same += 1
        elif (c & 15) == (prev & 15) - 1:
            other += 1
        prev = c
    return same, other


def state_of(game: Game, honest: bool = False) -> State:
    """The search position of ``game``; ``honest=True`` reads only ``game.observation()``
    (what the player sees) and writes face-down cards as ``HIDDEN``.

    >>> from spiderette_widget import Game
    >>> g = Game.from_text("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S\\n2: AS | 2S")
    >>> state_of(g)[0][1], state_of(g, honest=True)[0][1]   # the AS face down, then hidden
    ((1, 2), (0, 2))
    >>> state_of(g)[1:]                                     # face-down cards per column, stock left
    ((0, 1, 0, 0, 0, 0, 0), 0)
    """
    if not honest:
        p = game.position
        return p.cards, p.hidden, len(p.stock)
    seen = game.observation()
    return tuple((HIDDEN,) * h + up for up, h in zip(seen.up, seen.hidden, strict=True)), seen.hidden, seen.stock


def rules_of(game: Game, relaxed: bool = False, honest: bool = False) -> Rules:
    """The ``Rules`` of ``game`` (``honest=True``: the stock's order stays unread).

    >>> from spiderette_widget import Game
    >>> g = Game.new("spiderette", suits=1, seed=0)
    >>> rules_of(g).ncols, len(rules_of(g).stock), rules_of(g).total
    (7, 24, 52)
    >>> set(rules_of(g, honest=True).stock) == {HIDDEN}
    True
    """
    p = game.position
    stock = (HIDDEN,) * len(p.stock) if honest else p.stock
    total = sum(map(len, p.cards)) + len(stock) + 13 * p.removed
    return Rules(len(p.cards), stock, total, relaxed)


def observation_key(game: Game) -> tuple:
    """What the player sees, as a hashable value (face-down cards and the stock unread)."""
    return state_of(game, honest=True)


def path_to(parent: dict, key: Any) -> list[tuple[int, int, int]]:
    """The moves from a search's root to ``key``, read back through ``parent`` links.

    >>> from spiderette_widget import Game
    >>> g = Game.from_text("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S\\n2: 2S AS")
    >>> rules, st = rules_of(g), state_of(g)
    >>> parent = breadth_first(rules, st, 100, None, lambda *seen: True)
    >>> path_to(parent, rules.key(rules.act(st, Move(2, 1, 2))))   # 0-based (src, dst, count)
    [(1, 0, 2)]
    """
    moves = []
    while parent[key] is not None:
        key, m = parent[key]
        moves.append(m)
    moves.reverse()
    return moves


# ------------------------------------------------------ the thoughtful search
class PhaseSearch:
    """Best-first inside each phase (between deals); deals searched by limited discrepancy.

    ``phase`` enumerates one phase (sensible moves, at most ``cap`` positions)
    and ranks its dealable positions by the evaluation of the position *after*
    the deal. ``run(st, budget)`` follows the ranking, allowing in total
    ``budget`` discrepancies along a line (taking the i-th candidate costs i).

    >>> from spiderette_widget import Game
    >>> g = Game.from_text("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S\\n2: 2S AS")
    >>> PhaseSearch(rules_of(g), Meter(Limit(nodes=1000)), 100).run(state_of(g), 0)
    [Move(src=2, dst=1, count=2)]
    """

    KEEP = 48  # candidates kept per phase

    def __init__(self, rules: Rules, meter: Meter, cap: int) -> None:
        self.rules = rules
        self.meter = meter
        self.cap = cap
        self.cache: dict = {}
        self.budget_seen: dict = {}  # post-deal position -> largest budget already searched from it

    def run(self, st: State, budget: int) -> list[Action] | None:
        win, candidates = self.phase(st)
        if win is not None:
            return win
        for i, (path, after) in enumerate(candidates):
            if i > budget:
                break
            key = self.rules.key(after)
            left = budget - i
            if self.budget_seen.get(key, -1) >= left:
                continue
            self.budget_seen[key] = left
            rest = self.run(after, left)
            if rest is not None:
                return [*path, DEAL, *rest]
        return None

    def phase(self, st: State) -> tuple[list[Action] | None, list[tuple[list[Action], State]]]:
        root_key = self.rules.key(st)
        cached = self.cache.get(root_key)
        if cached is None:
            cached = self.cache[root_key] = self._enumerate(st)
        return cached

    def _enumerate(self, st: State) -> tuple[list[Action] | None, list[tuple[list[Action], State]]]:
        rules = self.rules
        meter = self.meter
        cap = self.cap
        # bound once: this loop is the search's hottest
        moves, apply, key_of, can_deal, won = rules.moves, rules.apply, rules.key, rules.can_deal, rules.won
        push, pop = heapq.heappush, heapq.heappop
        root_key = key_of(st)
        parent: dict = {root_key: (None, None, 0)}
        info = _infos(st)
        # each entry carries its position's key and column entries, so that a child's evaluation
        # needs only the two columns a move changed (``order`` is unique: the rest is never compared)
        heap = [(-_score(rules, st, 2, info), 0, 0, st, root_key, info)]
        order = 1
        dealable: list[tuple[Any, State]] = []
        if rules.dead(st):
            return None, []
        while heap:
            score, depth, _, cur, ck, info = pop(heap)
            if won(cur):
                return self._line(parent, ck), []
            if can_deal(cur):
                dealable.append((ck, cur))
            if len(parent) >= cap:
                continue
            depth += 1
            for s, d, k in moves(cur, True, info):
                child, _ = apply(cur, s, d, k)
                meter.nodes += 1  # meter.tick(), inlined
                if meter.nodes >= meter.next_check:
                    meter.tick(0)
                key = key_of(child)
                # ``Any``: one boxed tuple, so ``is`` holds compiled too (mypyc would box it anew each use)
                link: Any = (ck, (s, d, k, child), depth)
                seen = parent.setdefault(key, link)  # one hash of the key, not two
                if seen is link:  # a new position
                    child_info, value = _moved(info, -score, cur, child, s, d, 2)
                    push(heap, (-value, depth, order, child, key, child_info))
                    order += 1
                elif seen[2] > depth and seen[1][3] == child:  # a shorter way to the same position
                    parent[key] = link
        scored = []
        for ck, cur in dealable:
            after = rules.deal(cur)
            meter.tick()
            scored.append((-evaluate(rules, after), parent[ck][2], ck, after))
        scored.sort(key=itemgetter(0, 1))
        out = []
        seen_after = set()
        for _, _, ck, after in scored:
            key = key_of(after)
            if key in seen_after:
                continue
            seen_after.add(key)
            out.append((self._line(parent, ck), after))
            if len(out) >= self.KEEP:
                break
        return None, out

    @staticmethod
    def _line(parent: dict, key: Any) -> list[Action]:
        out: list[Action] = []
        while True:
            up, move, _ = parent[key]
            if up is None:
                break
            s, d, k, _ = move
            out.append(Move(s + 1, d + 1, k))
            key = up
        out.reverse()
        return out


def hopeless(rules: Rules, st: State) -> bool:
    """True when ``st`` is lost because nothing can ever happen in it (``search-12``): the
    complete search does not explore such a position.

    With no column empty, a card turns up or a column empties only when a column's first
    face-up card (its *base*) moves, and no run completes before one does if some rank of each
    suit has no card that can join its run (``stalled``, ``search-14``; ``search-12`` asked for a
    suit without a card of some rank face up or in the stock). Before that first event the bases stay,
    kings never move (they need an empty column), deals only put the stock's cards on last
    cards, and a card ``x`` moves only onto a card one rank higher that is the last of another
    column at the time, with nothing above ``x`` but its own suit's descending cards. So a card
    can move only if it is no king, some card one rank higher may be last at some time, and the
    first card above it that breaks its suit's descent (if any) can move; and a card may be
    last at some time only if it is in the stock, last now, or the card now above it can move.
    The least sets closed under these rules hold every card that can ever move or be last
    up to the first event: when they hold no base, and no run can complete, no card can ever
    turn up, no column empty and no run complete, so the game cannot be won (a position with
    cards left needs one or the other).
    docs/winnability.md argues it in full.

    >>> from spiderette_widget import Game
    >>> g = Game.from_text("spiderette\\n1: 5S | 4H\\n2: 9S | KH\\n3: 5D | 6C 3C\\n4: KS\\n5: KD\\n6: KC\\n"
    ...                    "7: QH | 8C 2D\\n")
    >>> hopeless(rules_of(g), state_of(g))  # 3C may go onto 4H and 2D onto 3C, but no base can ever move
    True
    >>> meter = Meter(Limit(nodes=10))
    >>> complete(rules_of(g), meter, state_of(g)), meter.nodes  # proven lost at once
    (None, 0)
    """
    cols, hid, ns = st
    if not all(cols):
        return False
    return stalled([col[h:] for col, h in zip(cols, hid, strict=True)], rules.stock[len(rules.stock) - ns :])


def stalled(ups: list, stock: Iterable[int]) -> bool:
    """``hopeless`` on each column's face-up cards (no column empty) and the cards left in the
    stock: True when no column's first face-up card can ever move and no run can ever complete.

    Why a run cannot complete (``search-14``): say the first event is a run of a suit completing.
    Its 13 cards then lie in order, each below the king on the next card of its suit, and none
    of them was face down (no card turned up before). Up to and including that event, every card
    that moved as the lowest card of its group is in the set of cards that may move (the
    induction in docs/winnability.md does not ask how the first event comes about). A face-up
    card that never moves that way keeps the card under it: cards go onto it only while it is
    last, and it leaves that card only as the lowest card of its group (inside a group led by a
    card under it, that card goes too). So each rank below the king needs a card in the stock,
    or face up and in the set, or face up on the next card of its suit now: when some rank of
    every suit whose every rank is face up or in the stock has none, no run completes.

    Below, every spade is face up, but 3S lies on KH and can never move (no 4 is ever last: 9H
    on 4S cannot move), so the spades never complete a run; without 9H, 3S goes onto 4S, 2S and
    AS onto it, and the run completes:

    >>> S, H, D, C = 0, 16, 32, 48  # the suits' first cards less one
    >>> run = [S + r for r in range(13, 3, -1)]  # KS QS ... 4S
    >>> stalled([[*run, H + 9], [H + 13, S + 3], [D + 13, S + 2, S + 1], [C + 13]], [])
    True
    >>> stalled([run, [H + 13, S + 3], [D + 13, S + 2, S + 1], [C + 13]], [])
    False
    """
    ranks = [0, 0, 0, 0]  # each suit's ranks face up, a bit each
    dealt = [0, 0, 0, 0]  # each suit's ranks in the stock
    exposed = 0  # the ranks of the cards that may be last at some time
    for x in stock:
        dealt[x >> 4 & 3] |= 1 << (x & 15)
        exposed |= 1 << (x & 15)
    for up in ups:
        for x in up:
            ranks[x >> 4 & 3] |= 1 << (x & 15)
        exposed |= 1 << (up[-1] & 15)
    # the suits with a card of every rank face up or in the stock: their run may complete
    whole = [s for s in range(4) if ranks[s] | dealt[s] == 0x3FFE]
    while True:
        more = exposed
        usable = dealt.copy()  # each suit's ranks with a card that may end up in a completed run
        for up in ups:
            moves = [False] * len(up)  # which cards can move, from the last one down
            brk = -1  # the first card above the one at hand that breaks its suit's descent
            for j in range(len(up) - 1, -1, -1):
                if j < len(up) - 1 and up[j + 1] != up[j] - 1:
                    brk = j + 1
                rank = up[j] & 15
                moves[j] = rank != 13 and bool(exposed >> (rank + 1) & 1) and (brk < 0 or moves[brk])
                if moves[j] and j:
                    more |= 1 << (up[j - 1] & 15)  # the card below may be last then
                if whole and (moves[j] or rank == 13 or (j and up[j - 1] == up[j] + 1)):
                    usable[up[j] >> 4 & 3] |= 1 << rank
            if moves[0]:
                return False
        if more == exposed:
            return not any(usable[s] == 0x3FFE for s in whole)
        exposed = more


FACE_DOWN = 64  # the complete search marks a face-down card by adding this to it (cards are below 64)


class _Complete:
    """The complete search: depth-first over every legal action, deals last, on its own compact
    position: one ``bytes`` per column (face-down cards marked with ``FACE_DOWN``), the stock
    count last. Columns are shared between positions and ``bytes`` caches its hash, so keys
    are cheap; each column's top rank, movable group and face-up count are remembered.

    Sound cuts, each keeping every winnable position winnable:

    * with the stock empty, column order does not matter (the key sorts the columns), so
      only the first empty column is a destination and a whole column never moves into one;
    * a deal that leaves some columns alone (Spiderette's last deal of three) is not tried
      right after a move between two such columns when the deal was possible before that
      move: dealing first and then moving reaches the same position.

    And one action is never tried because it can only lead back: after a move that turned
    up no card and completed no run, the move of the same cards straight back (a quarter of
    all the positions examined were these; ``search-11``).

    A position ``hopeless`` proves lost is not explored (``search-12``; ``search-14`` proves more
    of them lost: suits with every rank face up whose run can never complete): with no column
    empty, no card can ever turn up, no column empty and no run complete.
    Every position reachable from a lost one is lost, so the search meets the same winnable
    positions in the same order and finds the same lines, after fewer positions.
    """

    def __init__(self, rules: Rules, meter: Meter) -> None:
        self.n = rules.ncols
        self.stock = bytes(rules.stock)
        self.relaxed = rules.relaxed
        self.total = rules.total
        self.meter = meter
        self.runs = {bytes(run) for run in RUNS}
        self.info: dict[bytes, tuple[int, int, int]] = {b"": (0, 0, 0)}

    @staticmethod
    def encode(st: State) -> tuple:
        cols, hid, ns = st
        return (
            *(
                bytes(c + FACE_DOWN if i < h else c for i, c in enumerate(col))
                for col, h in zip(cols, hid, strict=True)
            ),
            ns,
        )

    def top(self, col: bytes) -> tuple[int, int, int]:
        """``(rank of the last card, size of the movable group, face-up cards)``, remembered."""
        k = len(col) - 1
        while k and col[k - 1] == col[k] + 1:  # a face-down card never matches
            k -= 1
        up = len(col) - k
        while up < len(col) and col[-up - 1] < FACE_DOWN:
            up += 1
        found = self.info[col] = (col[-1] & 15, len(col) - k, up)
        return found

    def settle(self, col: bytes) -> bytes:
        """``col`` without a run it completes, its last card turned up."""
        if len(col) >= 13 and col[-13:] in self.runs:
            col = col[:-13]
        if col and col[-1] >= FACE_DOWN:
            col = col[:-1] + bytes((col[-1] - FACE_DOWN,))
        return col

    def deal(self, st: tuple) -> tuple:
        n = self.n
        ns = st[n]
        at = len(self.stock) - ns
        dealt = min(ns, n)
        cols = [self.settle(st[i] + self.stock[at + i : at + i + 1]) for i in range(dealt)]
        return (*cols, *st[dealt:n], ns - dealt)

    def children(self, st: tuple, may_deal: bool) -> list:
        """Every action from ``st`` as ``(place, s, d, k)``, the next to try last (a deal:
        ``s = -1``, tried after every move). ``place`` orders the moves by rank, then in the
        order found: ``rank << 12 | order`` (fewer than 4,096 moves), so sorting compares one int."""
        n = self.n
        ns = st[n]
        info = self.info
        tops = [info.get(col) or self.top(col) for col in st[:n]]
        ranks = [t[0] for t in tops]
        empties = [d for d in range(n) if not st[d]]
        out = []
        order = 0
        for s in range(n):
            low, size, up = tops[s]
            if not size:
                continue
            src = st[s]
            high = low + size
            for d in range(n):
                r = ranks[d]
                if low < r <= high and d != s:  # k = r - low cards fit
                    k = r - low
                    whole = k == up
                    if st[d][-1] == src[-k] + 1:  # onto the next card of its suit
                        rank = 0 if whole or src[-k - 1] != src[-k] + 1 else 6
                    else:
                        rank = 1 if whole and up < len(src) else 2 if whole else 3
                    out.append((rank << 12 | order, s, d, k))
                    order += 1
            for d in empties[:1] if ns == 0 else empties:
                for k in range(1, size + 1):
                    whole = k == up
                    if whole and up < len(src):
                        rank = 1
                    elif whole and ns == 0:
                        continue  # a whole column into an empty one: the same position
                    else:
                        rank = 5 if whole else 4
                    out.append((rank << 12 | order, s, d, k))
                    order += 1
        out.sort(reverse=True)
        if may_deal and ns and (self.relaxed or not empties):
            out.insert(0, (9 << 12, -1, -1, -1))
        return out

    def run(self, root: State) -> list[Action] | None:
        n = self.n
        meter = self.meter
        runs = self.runs
        relaxed = self.relaxed
        settle, children, deal = self.settle, self.children, self.deal
        start = self.encode(root)
        if not root[2] and not any(root[0]):
            return []
        seen = {self.key(start)}
        hopeless = self.hopeless
        stack = [(start, [] if self.dead(start) or hopeless(start) else children(start, True))]
        path: list[tuple[int, int, int]] = []
        while stack:
            st, todo = stack[-1]
            if not todo:
                stack.pop()
                if path:
                    path.pop()
                continue
            _, s, d, k = todo.pop()
            back = None  # the move straight back to st, when it is one (see the class's docstring)
            if s < 0:
                child = deal(st)
            else:
                cols = list(st)
                dst = st[d] + st[s][-k:]
                # the moved cards are face up: only a completed run (it ends with an ace) needs settling
                if dst[-1] & 15 == 1 and len(dst) >= 13 and dst[-13:] in runs:
                    cols[d] = settle(dst)
                else:
                    cols[d] = dst
                    back = (d, s, k)
                src = st[s][:-k]
                if src and src[-1] >= FACE_DOWN:
                    cols[s] = src[:-1] + bytes((src[-1] - FACE_DOWN,))
                    back = None
                else:
                    cols[s] = src
                child = tuple(cols)
            meter.nodes += 1
            if meter.nodes >= meter.next_check:
                meter.tick(0)
            ns = child[n]
            key = child if ns else tuple(sorted(child[:n]))
            if key in seen:
                continue
            seen.add(key)
            path.append((s, d, k))
            if not ns and not any(child[:n]):
                return [DEAL if s < 0 else Move(s + 1, d + 1, k) for s, d, k in path]
            if (ns and not relaxed and sum(map(len, child[:n])) < n) or hopeless(child):  # self.dead(child) or
                stack.append((child, []))
                continue
            # the last deal misses columns ns.. : after a move among them, deal only if it was not possible before
            later = 0 < ns < n and s >= ns and d >= ns and (relaxed or bool(st[d]))
            todo = children(child, not later)
            if back is not None:
                todo = [action for action in todo if action[1:] != back]
            stack.append((child, todo))
        return None

    def key(self, st: tuple) -> tuple:
        return st if st[self.n] else tuple(sorted(st[: self.n]))

    def hopeless(self, st: tuple) -> bool:
        """``hopeless`` on the complete search's own position."""
        n = self.n
        if not all(st[:n]):
            return False
        info = self.info
        ups = [col[-(info.get(col) or self.top(col))[2] :] for col in st[:n]]
        return stalled(ups, self.stock[len(self.stock) - st[n] :])

    def dead(self, st: tuple) -> bool:
        """The strict stock can never deal again: too few cards to fill every column."""
        n = self.n
        return bool(st[n]) and not self.relaxed and sum(map(len, st[:n])) < n


def phase_search(rules: Rules, meter: Meter, cap: int) -> PhaseSearch | native.NativePhaseSearch:
    """A ``PhaseSearch`` of ``cap`` positions per phase: the native one when the compiled core runs
    (the same lines after the same positions), else the Python one.

    >>> from spiderette_widget import Game
    >>> g = Game.from_text("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S\\n2: 2S AS")
    >>> phase_search(rules_of(g), Meter(Limit(nodes=1000)), 100).run(state_of(g), 0)
    [Move(src=2, dst=1, count=2)]
    """
    if native.active():
        return native.NativePhaseSearch(rules, meter, cap, PhaseSearch.KEEP)
    return PhaseSearch(rules, meter, cap)


def complete(rules: Rules, meter: Meter, root: State) -> list[Action] | None:
    """A winning line from ``root`` by a depth-first search over every legal action (deals
    last), or ``None`` once every position that matters has been explored: no line wins.

    >>> from spiderette_widget import Game
    >>> g = Game.from_text("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S\\n2: 2S AS")
    >>> complete(rules_of(g), Meter(Limit(nodes=1000)), state_of(g))
    [Move(src=2, dst=1, count=2)]
    >>> g = Game.from_text("spiderette\\n1: KS\\n2: QH")     # two cards of no run: no line wins
    >>> complete(rules_of(g), Meter(Limit(nodes=1000)), state_of(g)) is None
    True
    """
    if native.active():
        return native.complete(rules, meter, root)
    return _Complete(rules, meter).run(root)


SCHEDULE = ((300, 1), (2000, 4), (6000, 40))  # phase search passes: (positions per phase, discrepancies)
# beam passes: (phase search passes before it, positions kept per level, positions it may examine)
BEAMS = ((2, 150, 120_000), (3, 600, 1_500_000))
# Under a limit of ``LARGE_LIMIT`` positions or more, more beams after the second pass, in order, by
# the number of columns: (positions kept per level, positions it may examine). Different widths win
# different deals and a beam that fails mostly dies out early, so Spider tries a ladder of widths;
# no Spiderette deal of the benchmark is decided after 2,700,000 positions, so Spiderette can spend
# 2,000,000 on a very wide beam. Measured on the four-suit deals that 5,000,000 positions left open;
# under a smaller limit they would spend the positions the third pass wins with (docs/winnability.md).
LARGE_LIMIT = 5_000_000
LARGE_BEAMS = {
    7: ((2500, 1_000_000), (6000, 2_000_000)),
    10: ((400, 1_000_000), (100, 300_000), (150, 500_000), (200, 500_000), (300, 500_000)),
}
# Under a limit of ``HUGE_LIMIT`` positions or more (a minute of the native core), Spider tries one
# very wide beam after those: 8,000 a level wins four-suit deals the ladder and the third pass leave
# open at 150,000,000 positions, within 12,000,000 positions (about 2 GB at its peak; docs/winnability.md).
HUGE_LIMIT = 50_000_000
HUGE_BEAMS = {10: ((8000, 12_000_000),), 7: ((30000, 6_000_000),)}
# Under ``HUGE_LIMIT`` too, Spiderette tries one more beam after the third pass, before the complete
# search: over every legal move (group splits too) while the stock holds cards, sensible moves after
# the last deal (``beam(..., every=True)``). Some deals are won only through a split before the last
# deal, which the sensible moves leave out: SD1-S4-AAAAADX, which every other pass and 150,000,000
# positions of the complete search left open, is won within 1,425,173 positions (search-13).
EVERY_BEAMS = {7: ((5000, 5_000_000),)}


def beam(rules: Rules, meter: Meter, root: State, width: int, cap: int, every: bool = False) -> list[Action] | None:
    """A winning line by beam search, or ``None`` (not a proof): level by level over sensible
    moves and deals, keeping the ``width`` new positions that ``chaos_score`` ranks best, until a
    position is won, the beam dies out or ``cap`` positions were examined. ``every``: every legal
    move (group splits too) while the stock holds cards, sensible moves once it is empty.

    >>> from spiderette_widget import Game
    >>> g = Game.from_text("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S\\n2: 6S 5S 4S 3S 2S AS\\n3: 7S\\n")
    >>> [str(a) for a in beam(rules_of(g), Meter(Limit(nodes=100)), state_of(g), 10, 100)]
    ['2>3x6', '3>1x7']
    """
    if native.active():
        return native.beam(rules, meter, root, width, cap, every=every)
    start = meter.nodes
    moves, apply, key_of, deal = rules.moves, rules.apply, rules.key, rules.deal
    root_key = key_of(root)
    parent: dict = {root_key: None}
    info = _infos(root)
    # each position with its key, ``chaos_score`` and column entries: a child's score then needs
    # only the two columns a move changed
    level = [(root, root_key, _score(rules, root, 3, info), info)]
    while level and meter.nodes - start < cap:
        ranked: list[tuple[int, int, State, Any, list]] = []
        for cur, ck, score, info in level:
            sensible = not (every and cur[2])
            steps: list = [((s, d, k), apply(cur, s, d, k)[0]) for s, d, k in moves(cur, sensible, info)]
            if rules.can_deal(cur):
                steps.append((None, deal(cur)))  # None: the deal
            for step, child in steps:
                meter.nodes += 1  # meter.tick(), inlined
                if meter.nodes >= meter.next_check:
                    meter.tick(0)
                key = key_of(child)
                link: Any = (ck, step)  # ``Any``: one boxed tuple, as in ``PhaseSearch``
                if parent.setdefault(key, link) is not link:  # seen before (one hash of the key, not two)
                    continue
                if not child[2] and not any(child[0]):  # rules.won(child)
                    return [DEAL if m is None else Move(m[0] + 1, m[1] + 1, m[2]) for m in path_to(parent, key)]
                if step is None:
                    child_info = _infos(child)
                    value = _score(rules, child, 3, child_info)
                else:
                    child_info, value = _moved(info, score, cur, child, step[0], step[1], 3)
                # ``len(ranked)`` is unique: the sort never compares further
                ranked.append((-value, len(ranked), child, key, child_info))
        ranked.sort()
        level = [(child, key, -value, child_info) for value, _, child, key, child_info in ranked[:width]]
    return None


def thoughtful(
    game: Game,
    meter: Meter,
    relaxed: bool = False,
    polish: int = Budgets.shorter_finish,
    beams: bool = True,
    shortened: bool = True,
) -> list[Action] | None:
    """A winning line seen with every card known, or ``None`` when no line wins.

    Widening phase-search passes (``SCHEDULE``) with beam passes (``BEAMS``, unless ``beams``
    is false; under a limit of ``LARGE_LIMIT`` positions or more, also ``LARGE_BEAMS``, and of
    ``HUGE_LIMIT`` or more ``HUGE_BEAMS`` too)
    between them (and of ``HUGE_LIMIT`` or more, ``EVERY_BEAMS`` after the last pass),
    then the complete search; raises ``BudgetSpent`` when
    ``meter``'s limit is reached first. The line is then shortened (``shorten``, its
    finish searched again within ``polish`` positions, not counted), unless ``shortened`` is
    false: a caller that needs the verdict alone gets the line as the search found it (the same
    verdict and positions counted; shortening costs seconds in plain Python on long lines).

    Under the relaxed deal rule (``relaxed``) the passes play the strict rule and only the
    complete search the relaxed one (``search-15``). Sound: a strict line is a relaxed line
    (the same moves, with the same effects; a strict deal needs every column filled, a relaxed
    one only a card in the stock, and deals the same cards), so a win the passes find is a
    relaxed win; the passes never prove a loss, and the complete search, which alone answers
    "no win", still plays every relaxed action. So no verdict can become wrong; a win that needs
    a deal onto an empty column is left to the complete search. Why: the relaxed passes may deal
    from every position with cards in the stock, and those deals crowd the phase searches'
    kept positions and the beams' levels out: four-suit Spiderette deals that the strict passes
    win within 1,000,000 positions (``SD1-S4-AAAAAAQ``, ``AAAAAAH``, ``AAAAARB``) stayed open
    after 5,000,000 relaxed ones. No cut differs between the rules but the strict stock's dead
    end (``Rules.dead``: too few cards to fill every column), which rests on the strict deal's
    condition and has no relaxed counterpart; ``hopeless`` needs no column empty, where both
    rules deal alike, so it already cuts under both.

    >>> from spiderette_widget import Game
    >>> g = Game.from_text("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S\\n2: 2S AS")
    >>> thoughtful(g, Meter(Limit(nodes=1000)))
    [Move(src=2, dst=1, count=2)]
    """
    native.warn_once_if_slow(meter.limit.nodes)
    rules = rules_of(game, relaxed)
    passes_rules = rules_of(game) if relaxed else rules  # the passes play the strict rule (see above)
    root = state_of(game)
    line = None
    large = LARGE_BEAMS.get(rules.ncols) if beams and meter.limit.nodes >= LARGE_LIMIT else None
    every: tuple[tuple[int, int], ...] = ()
    if large and meter.limit.nodes >= HUGE_LIMIT:
        large = (*large, *HUGE_BEAMS.get(rules.ncols, ()))
        every = EVERY_BEAMS.get(rules.ncols, ())
    for i, (cap, discrepancies) in enumerate(SCHEDULE):
        search = phase_search(passes_rules, meter, cap)
        for budget in range(discrepancies + 1):
            meter.stage = f"phase search (cap {cap}, discrepancies {budget})"
            line = search.run(root, budget)
            if line is not None:
                break
        passes = [(width, most) for after, width, most in BEAMS if beams and after == i + 1]
        if large and i == 1:
            passes.extend(large)
        for width, most in passes:
            if line is None:
                meter.stage = f"beam search (width {width})"
                line = beam(passes_rules, meter, root, width, most)
        if line is not None:
            break
    for width, most in every:
        if line is None:
            meter.stage = f"beam search over every move before the last deal (width {width})"
            line = beam(passes_rules, meter, root, width, most, every=True)
    if line is None:
        meter.stage = "complete search"
        line = complete(rules, meter, root)
    if line is None or not shortened:
        return line
    return shorten(rules, root, line, polish=polish)


# -------------------------------------------------------- shortening a line
def _replay(rules: Rules, st: State, line: list[Action]) -> list[State]:
    states = [st]
    for a in line:
        st = rules.act(st, a)
        states.append(st)
    return states


def _jump(rules: Rules, states: list[State], line: list[Action]) -> tuple[list[Action], bool]:
    """From each position, jump to the latest later position one action away."""
    index = {s: i for i, s in enumerate(states)}
    out: list[Action] = []
    i = 0
    last = len(states) - 1
    changed = False
    while i < last:
        if index[states[i]] > i:  # a loop back to this very position: skip it
            changed = True
            i = index[states[i]]
            continue
        best, best_action = i + 1, line[i]
        st = states[i]
        for s, d, k in rules.moves(st):
            j = index.get(rules.apply(st, s, d, k)[0], -1)
            if j > best:
                best, best_action = j, Move(s + 1, d + 1, k)
        if rules.can_deal(st):
            j = index.get(rules.deal(st), -1)
            if j > best:
                best, best_action = j, DEAL
        changed |= best > i + 1
        out.append(best_action)
        i = best
    return out, changed


def _step(rules: Rules, st: State, a: Action) -> State | None:
    """The position after ``a``, or ``None`` when ``a`` is not legal in ``st``."""
    if a == DEAL:
        if not rules.can_deal(st):
            return None
    else:
        cols, hid, _ = st
        s, d, k = a.src - 1, a.dst - 1, a.count
        src, dst = cols[s], cols[d]
        if s == d or not 1 <= k <= rules.movable(src, hid[s]) or (dst and dst[-1] & 15 != (src[-k] & 15) + 1):
            return None
    return rules.act(st, a)


def _valid(rules: Rules, root: State, line: list[Action]) -> bool:
    """Whether ``line`` is legal from ``root`` and wins."""
    st = root
    for a in line:
        after = _step(rules, st, a)
        if after is None:
            return False
        st = after
    return rules.won(st)


def _still_wins(
    rules: Rules, states: list[State], line: list[Action], i: int, end: int, middle: list[Action]
) -> list[State] | None:
    """The positions of ``line[:i] + middle + line[end:]`` from its ``i``-th on, when that line is
    legal and wins; ``None`` when it is not. ``line`` wins and ``states[k]`` is its position after
    ``line[:k]``: the new line is followed only until it meets the old one's position before the
    same remaining actions, from where it wins as the old one does (so a change costs what it
    changes, not the length of the line after it)."""
    new: list[State] = [states[i]]
    for a in middle:
        st = _step(rules, new[-1], a)
        if st is None:
            return None
        new.append(st)
    for k in range(end, len(line)):
        if new[-1] == states[k]:
            return new[:-1] + states[k:]
        st = _step(rules, new[-1], line[k])
        if st is None:
            return None
        new.append(st)
    return new if rules.won(new[-1]) else None


def _drop_detours(rules: Rules, root: State, line: list[Action], window: int = 40) -> tuple[list[Action], bool]:
    """Moves of the same cards out and back (or out and on) merged into one move, or dropped,
    when the line still wins."""
    changed = False
    states = _replay(rules, root, line)  # states[k]: the position after line[:k]
    i = 0
    while i < len(line):
        a = line[i]
        for j in range(i + 1, min(len(line), i + window)) if a != DEAL else ():
            b = line[j]
            if b == DEAL:
                break
            if b.src != a.dst or b.count != a.count:
                continue
            rest = line[i + 1 : j]
            tails = [[*rest]]
            if b.dst != a.src:  # one move instead of two: early, or late
                tails += [[Move(a.src, b.dst, a.count), *rest], [*rest, Move(a.src, b.dst, a.count)]]
            for middle in tails:
                after = _still_wins(rules, states, line, i, j + 1, middle)
                if after is not None:
                    line, states, changed = [*line[:i], *middle, *line[j + 1 :]], states[:i] + after, True
                    break
            else:
                continue
            i = max(i - 1, 0) - 1  # look again around the cut
            break
        i += 1
    return line, changed


def _links_missing(st: State, ncols: int) -> int:
    """Actions still needed at least: groups of face-up cards in suit (each face-down card counts
    as one) minus the runs left, plus the deals left. A move joins at most two groups and a
    dealt card at most one (counted among the runs left), so this never overestimates.

    >>> _links_missing(((((3 << 4) + 2, (3 << 4) + 1), ()), (0, 0), 0), 2)   # 2C AC: one group, no run
    1
    """
    cols, hid, ns = st
    cards = sum(map(len, cols))
    # a column's groups: its cards, less the in-suit links that join them (each face-down card stands alone)
    linked = sum(_column_links(col, h)[0] for col, h in zip(cols, hid, strict=True) if col)
    return cards - linked - (cards + ns) // 13 + -(-ns // ncols)


def _shorter_finish(rules: Rules, st: State, within: int, cap: int = Budgets.shorter_finish) -> list[Action] | None:
    """A winning line from ``st`` shorter than ``within`` actions, by weighted A* over every
    action with ``_links_missing`` as the estimate; ``None`` if none
    is found within ``cap`` positions."""
    start = rules.key(st)
    parent: dict = {start: (None, None)}
    heap = [(0, 0, 0, st)]
    order = 1
    while heap and len(parent) < cap:
        _, g, _, cur = heapq.heappop(heap)
        ck = rules.key(cur)
        if rules.won(cur):
            line: list[Action] = []
            while parent[ck][0] is not None:
                ck, step = parent[ck]
                line.append(DEAL if step is None else Move(step[0] + 1, step[1] + 1, step[2]))
            return line[::-1]
        steps: list[tuple[tuple[int, int, int] | None, State]] = [
            ((s, d, k), rules.apply(cur, s, d, k)[0]) for s, d, k in rules.moves(cur)
        ]
        if rules.can_deal(cur):
            steps.append((None, rules.deal(cur)))  # None: the deal
        for step, child in steps:
            key = rules.key(child)
            if key in parent:
                continue  # each position once: its line stays the one its moves were made from
            h = _links_missing(child, rules.ncols)
            if g + 1 + h >= within:
                continue  # cannot beat the line we have
            parent[key] = (ck, step)  # a Move is made only for the line found
            heapq.heappush(heap, (g + 1 + FINISH_WEIGHT * h, g + 1, order, child))
            order += 1
    return None


def shorten(
    rules: Rules, root: State, line: list[Action], rounds: int = 30, polish: int = Budgets.shorter_finish
) -> list[Action]:
    """Cut detours from a winning line: one-action jumps over loops, then ferries of the
    same cards out and back (or out and on) merged or dropped, while the line still wins;
    then the finish from the last deal but one, and from the last deal, is replaced by a
    shorter winning one when a search of ``polish`` positions finds one (0: no search).
    On the native core, all of it runs in C (``native.shorten``: the same line).

    >>> from spiderette_widget import Game
    >>> g = Game.from_text("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S\\n2: 2S AS")
    >>> rules, st = rules_of(g), state_of(g)
    >>> shorten(rules, st, [Move(2, 3, 1), Move(3, 2, 1), Move(2, 1, 2)])   # out and back: cut
    [Move(src=2, dst=1, count=2)]
    """
    if native.active():
        return native.shorten(rules, root, line, rounds, polish)
    for _ in range(rounds):
        line, jumped = _jump(rules, _replay(rules, root, line), line)
        line, dropped = _drop_detours(rules, root, line)
        if not (jumped or dropped):
            break
    for back in (2, 1) if polish else ():  # from the last deal but one, then from the last deal
        deals = [i for i, a in enumerate(line) if a == DEAL]
        start = deals[-back] + 1 if len(deals) >= back else 0
        finish = _shorter_finish(rules, _replay(rules, root, line[:start])[-1], len(line) - start, polish)
        if finish is not None and _valid(rules, root, [*line[:start], *finish]):
            line = [*line[:start], *finish]
    return line


class Detours(NamedTuple):
    """Detours in a line: moves ``taken_back`` by the very next move, and groups ``moved_thrice``
    (the same cards moved as one group three times or more); ``count_detours`` counts them.

    >>> Detours(taken_back=1, moved_thrice=2).total
    3
    """

    taken_back: int
    moved_thrice: int

    @property
    def total(self) -> int:
        return self.taken_back + self.moved_thrice


def count_detours(game: Game, line: Iterable[Action]) -> Detours:
    """The detours in a line played from ``game``.

    >>> from spiderette_widget import Game
    >>> g = Game.from_text("spiderette\\n1: KS 9H\\n2: 10S\\n3: 10D\\n")
    >>> count_detours(g, [Move(1, 2, 1), Move(2, 3, 1), Move(3, 2, 1)])
    Detours(taken_back=1, moved_thrice=1)
    """
    rules = rules_of(game)
    st = state_of(game)
    ids = [list(range(100 * i, 100 * i + len(c))) for i, c in enumerate(st[0])]  # a name per card
    next_id = 10_000
    moved: dict[tuple[int, int], int] = {}
    back = thrice = 0
    previous: Action | None = None
    surprise = False  # the previous action turned up a card or removed a run
    for a in line:
        if a == DEAL:
            for i in range(min(st[2], rules.ncols)):
                ids[i].append(next_id)
                next_id += 1
        else:
            s, d, k = a.src - 1, a.dst - 1, a.count
            group = ids[s][-k:]
            del ids[s][-k:]
            ids[d].extend(group)
            moved[group[0], k] = moved.get((group[0], k), 0) + 1
            thrice += moved[group[0], k] == 3
            if (
                previous not in (None, DEAL)
                and not surprise
                and (previous.src, previous.dst, previous.count)
                == (
                    a.dst,
                    a.src,
                    k,
                )
            ):
                back += 1
        before = st
        st = rules.act(st, a)
        surprise = sum(st[1]) < sum(before[1]) or rules.removed(st) > rules.removed(before)
        for i, c in enumerate(st[0]):  # runs that left the table
            del ids[i][len(c) :]
        previous = a
    return Detours(back, thrice)


# -------------------------------------------------------- the honest player
def breadth_first(
    rules: Rules,
    st: State,
    cap: int,
    meter: Meter | None,
    visit: Callable[[State, bool, Any, int], bool],
    done: Callable[[], bool] = lambda: False,
) -> dict:
    """Breadth-first over sensible moves from ``st``, level by level while fewer than ``cap``
    positions are known and ``done()`` is false. ``visit(position, flipped, key, source)`` sees
    each new position once and says whether to search on from it. Returns the ``parent``
    links (key -> (parent key, move)) for ``path_to``.

    >>> from spiderette_widget import Game
    >>> g = Game.from_text("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S\\n2: 2S AS")
    >>> rules, st = rules_of(g), state_of(g)
    >>> parent = breadth_first(rules, st, 100, None, lambda child, flipped, key, source: not rules.won(child))
    >>> len(parent), path_to(parent, rules.key(rules.act(st, Move(2, 1, 2))))
    (2, [(1, 0, 2)])
    """
    parent: dict = {rules.key(st): None}
    frontier = [st]
    while frontier and len(parent) < cap and not done():
        nxt = []
        for cur in frontier:
            for s, d, k in rules.moves(cur, sensible=True):
                child, flipped = rules.apply(cur, s, d, k)
                if meter is not None:
                    meter.tick()
                key = rules.key(child)
                if key in parent:
                    continue
                parent[key] = (rules.key(cur), (s, d, k))
                if visit(child, flipped, key, s):
                    nxt.append(child)
        frontier = nxt
    return parent


def plan(rules: Rules, st: State, cap: int, meter: Meter | None = None) -> tuple[list, str, State] | None:
    """The best plan over visible cards: moves up to a run removal or a card turned up.

    Breadth-first over whole groups; returns ``(moves, event, position)`` with
    ``event`` ``"run"`` or ``"flip"`` (the shallowest events, best evaluation
    first), or ``None`` when no plan within ``cap`` positions reaches either.
    """
    if native.active():
        found: tuple[list, str, State] | None = native.look_ahead(rules, st, native.PLAN, cap, meter)
        return found
    removed0 = rules.removed(st)
    best: list = []

    def visit(child: State, flipped: bool, key: Any, s: int) -> bool:
        run = rules.removed(child) > removed0
        if not (run or flipped):
            return True
        # runs first, then the best position, then the emptiest column
        score = (2 if run else 1, evaluate(rules, child), 0 if run else -child[1][s])
        if not best or score > best[0]:
            best[:] = [score, key, "run" if run else "flip", child]
        return False

    parent = breadth_first(rules, st, cap, meter, visit, done=lambda: bool(best))  # the shallowest events
    if not best:
        return None
    _, key, event, child = best
    return path_to(parent, key), event, child


def deep_plan(
    rules: Rules, st: State, cap: int, sensible: bool = True, meter: Meter | None = None
) -> tuple[list, str, State] | None:
    """Like ``plan`` but best-first by the evaluation, for progress hidden deeper;
    ``sensible=False`` also splits groups."""
    if native.active():
        found: tuple[list, str, State] | None = native.look_ahead(rules, st, native.DEEP_PLAN, cap, meter, sensible)
        return found
    removed0 = rules.removed(st)
    parent: dict = {rules.key(st): None}
    heap = [(-evaluate(rules, st), 0, 0, st)]
    order = 1
    while heap and len(parent) < cap:
        _, depth, _, cur = heapq.heappop(heap)
        for s, d, k in rules.moves(cur, sensible=sensible):
            child, flipped = rules.apply(cur, s, d, k)
            if meter is not None:
                meter.tick()
            key = rules.key(child)
            if key in parent:
                continue
            parent[key] = (rules.key(cur), (s, d, k))
            run = rules.removed(child) > removed0
            if run or flipped:
                return path_to(parent, key), "run" if run else "flip", child
            heapq.heappush(heap, (-evaluate(rules, child), depth + 1, order, child))
            order += 1
    return None


def settle(rules: Rules, st: State, cap: int, meter: Meter | None = None) -> tuple[list, State] | None:
    """Moves over visible cards to the best dealable arrangement (the honest player before a deal)."""
    if native.active():
        found: tuple[list, State] | None = native.look_ahead(rules, st, native.SETTLE, cap, meter)
        return found
    best = [evaluate(rules, st), rules.key(st), st] if rules.can_deal(st) else []

    def visit(child: State, flipped: bool, key: Any, s: int) -> bool:
        if rules.can_deal(child):
            score = evaluate(rules, child)
            if not best or score > best[0]:
                best[:] = [score, key, child]
        return True

    parent = breadth_first(rules, st, cap, meter, visit)
    if not best:
        return None
    _, key, child = best
    return path_to(parent, key), child


class Step(NamedTuple):
    """The honest player's next plan: ``actions`` to play in order and the ``goal`` they reach:
    ``"run"`` (a run completed), ``"flip"`` (a card turned up), ``"deal"`` (moves that leave
    the best position to deal onto, then the deal) or ``"win"`` (nothing is hidden: a won line).

    >>> from spiderette_widget import Game
    >>> g = Game.from_text("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S\\n2: AS | 2S")
    >>> step = honest_step(g)
    >>> step.actions, step.goal, step.after[1]          # the 2S onto the 3S turns up the card under it
    ((Move(src=2, dst=1, count=1),), 'flip', (0, 0, 0, 0, 0, 0, 0))
    """

    actions: tuple[Action, ...]
    goal: str
    before: State  # the position the plan starts from (face-down cards hidden)
    after: State  # the position it reaches (before the deal, for ``"deal"``)


def honest_step(game: Game, nodes: int = Budgets.honest_plan, meter: Meter | None = None) -> Step | None:
    """What the honest player does next, seeing only what the player sees; ``None`` to give up.

    At most about ``nodes`` positions are searched, so the answer comes in a
    bounded time and is the same on every machine. The plan's first action is
    the hint (``Game.hint``). With every card face up and the stock empty,
    nothing is hidden and a winning line is searched for within the same budget.
    ``meter`` counts the positions searched into a caller's budget.

    >>> from spiderette_widget import Game
    >>> g = Game.from_text("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S\\n2: AS | 2S")
    >>> honest_step(g)[:2]
    ((Move(src=2, dst=1, count=1),), 'flip')
    >>> g.play("2>1"); g.play("2>1")                 # the AS turned up, then onto the 2S: won
    Move(src=2, dst=1, count=1)
    Move(src=2, dst=1, count=1)
    >>> honest_step(g) is None                       # nothing left to do
    True
    """
    rules = rules_of(game, honest=True)
    st = state_of(game, honest=True)
    if rules.won(st):
        return None
    if meter is None:
        meter = Meter(Limit(nodes=10**12))  # counts only: the caps below bound the work
    if st[2] == 0 and not any(st[1]):
        endgame = Meter(Limit(nodes=nodes))
        try:
            line: list[Action] | None = thoughtful(game, endgame, polish=0, beams=False)  # a hint in time
        except BudgetSpent:
            line = []  # not sure: plan as usual
        meter.tick(endgame.nodes)
        if line is None:
            return None  # proven: no line wins
        if line:
            return Step(tuple(line), "win", st, _replay(rules_of(game), state_of(game), line)[-1])
    quick = nodes // 4
    found = (
        plan(rules, st, quick, meter)
        or deep_plan(rules, st, nodes - quick, meter=meter)
        or deep_plan(rules, st, nodes // 2, sensible=False, meter=meter)
    )
    if found is not None:
        moves, event, after = found
        return Step(tuple(Move(s + 1, d + 1, k) for s, d, k in moves), event, st, after)
    if st[2] == 0:
        return None
    settled = settle(rules, st, quick, meter)
    if settled is None:
        return None
    moves, after = settled
    return Step((*(Move(s + 1, d + 1, k) for s, d, k in moves), DEAL), "deal", st, after)


class HonestPlayer:
    """The honest player with its current plan in mind: ``next_action(game)`` follows the plan
    while the table looks as the plan expects, else plans anew with ``honest_step``.

    Hints use one such player, so following the hints plays exactly the honest player's game.

    >>> from spiderette_widget import Game
    >>> from spiderette_widget.search import HonestPlayer
    >>> g = Game.new("spiderette", suits=1, seed=100_001)
    >>> player = HonestPlayer()
    >>> player.next_action(g)
    Move(src=6, dst=3, count=1)
    """

    def __init__(self, nodes: int = Budgets.honest_plan) -> None:
        self.nodes = nodes
        self._plan: dict[tuple, tuple[Action, Step, int]] = {}  # observation -> (action, step, index)

    def step_for(self, game: Game, meter: Meter | None = None) -> tuple[Action, Step, int] | None:
        """The action to play now, the plan it belongs to and its index in the plan."""
        key = observation_key(game)
        known = self._plan.get(key)
        if known is not None:
            return known
        step = self.decide(game, meter)
        self._plan = {}
        if step is None:
            return None
        rules = rules_of(game, honest=True)
        st = key
        for i, action in enumerate(step.actions):  # the plan's positions, one by one
            self._plan[st] = (action, step, i)
            if action == DEAL:
                break
            st = rules.act(st, action)
        return self._plan[key]

    def decide(self, game: Game, meter: Meter | None = None) -> Step | None:
        """A new plan for ``game`` (``honest_step``; ``None``: give up)."""
        return honest_step(game, self.nodes, meter)

    def next_action(self, game: Game) -> Action | None:
        """The honest player's next action (``Move`` or ``DEAL``), or ``None`` when it gives up."""
        found = self.step_for(game)
        return None if found is None else found[0]


# ------------------------------------------------------------------- stuck
def _run_possible(cols: tuple[tuple[int, ...], ...]) -> bool:
    """Whether the face-up cards hold all 13 ranks of some suit (a run could still form)."""
    ranks: dict[int, set[int]] = {}
    for cards in cols:
        for c in cards:
            if c != HIDDEN:
                ranks.setdefault(c >> 4, set()).add(c & 15)
    return any(len(r) == 13 for r in ranks.values())


def stuck(game: Game, nodes: int | None = None) -> bool | None:
    """``True`` when not won, no deal is possible, and no sequence of moves turns up a card,
    removes a run or makes a deal possible; ``False`` when one does; ``None`` ("not sure")
    when ``nodes`` positions (by default the engine's ``stuck`` budget) were not enough to tell.

    >>> from spiderette_widget import Game
    >>> from spiderette_widget.search import stuck
    >>> stuck(Game.new("spiderette", suits=1, seed=7))
    False
    >>> stuck(Game.from_text("spiderette\\nstock: -\\n1: 2S ? | AS\\n2: 3H\\n3: 5D\\n4: 7C\\n5: 9S\\n6: JH\\n7: KD"))
    True
    """
    if nodes is None:
        nodes = native.budgets().stuck
    rules = rules_of(game, honest=True)
    root = state_of(game, honest=True)
    if rules.won(root) or rules.can_deal(root):
        return False
    if root[2] == 0 and not any(root[1]) and not _run_possible(root[0]):
        return True  # nothing to turn up, nothing to deal, no run can form
    if native.active():
        return native.stuck(rules, root, nodes)
    removed0 = rules.removed(root)
    seen = {Rules.key((root[0], root[1], 0))}
    stack = [root]
    while stack:
        cur = stack.pop()
        for s, d, k in rules.moves(cur):
            child, flipped = rules.apply(cur, s, d, k)
            if flipped or rules.removed(child) > removed0 or rules.can_deal(child):
                return False
            key = Rules.key((child[0], child[1], 0))  # order-free: moves alone cannot tell columns apart
            if key in seen:
                continue
            if len(seen) >= nodes:
                return None
            seen.add(key)
            stack.append(child)
    return True
