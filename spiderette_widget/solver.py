"""Can this deal be won? A solver for Spiderette and Spider, and a player that never peeks.

Two players:

``player="thoughtful"`` sees every card, the face-down ones and the stock's
order, and answers "can this deal be won at all?". It searches in passes:

1. *Phase search with iterative widening.* The deals cut a game into phases
   (Spiderette: 5, Spider: 6). Inside a phase it runs a best-first search over
   *sensible* moves only: a group always moves whole (never split off a card of
   its own suit one rank higher), a whole column never moves into an empty
   column, and a transposition table keyed on the position (columns sorted
   when the stock is empty, since then column order no longer matters) stops
   every repeat. The evaluation counts removed runs, face-down cards, cards
   resting on the next higher card of their suit, other rank-connected pairs
   and empty columns. From the phase it picks the ``K`` positions whose
   *post-deal* position evaluates best (the thoughtful player knows the stock)
   and deals from them, recursively; ``K`` and the phase's node cap grow pass
   after pass. This finds short, natural wins quickly.
2. *Complete search.* If no pass won, a depth-first search over **every** legal
   move (deals last), with the same table, explores the whole game. When it
   finishes without a win the verdict is ``"no win"``: an exact answer (tested
   against a plain exhaustive search on small positions). When a budget runs
   out first, the verdict is ``"unknown"``.

Every winning line is then shortened: wherever a position on the line can
reach a later one in one action, the detour between them is cut.

``player="honest"`` sees only face-up cards (face-down cards are replaced by a
blank before it searches, and the stock is never read). Before each action it
searches the visible position: breadth-first over whole-group moves (3,000
positions), then best-first by the evaluation (24,000), then best-first with
split groups too (12,000). A move that turns up a card ends a plan, since the
player cannot know what comes up. It commits to the plan that reaches the best
outcome (a completed run, then a card turned up; the shortest plans first,
then the best evaluation), plays it up to that event, and looks again. When no
plan turns up a card or completes a run, it moves to the best dealable
arrangement it can reach (filling empty columns) and deals. Once every card is
face up and the stock is empty nothing is hidden, so it finishes with the
thoughtful search. With the stock empty and no plan left it gives up:
``"no win"``. Its verdict is what its play achieved (``"unknown"`` only if a
budget stops it first); it never undoes a move.

The strict rule applies by default: no deal while a column is empty.
``relaxed_deal=True`` lets the solver deal onto empty columns as KPatience and
Solvitaire do. The engine keeps the strict rule, so a relaxed line that deals
with an empty column cannot be replayed with ``game.play`` (it raises
``IllegalMove`` with rule ``"deal-empty-column"`` at that deal).

>>> from spiderette_widget import Game
>>> g = Game.from_text('''
... spiderette
... removed: S S S
... 1: KS QS JS 10S 9S 8S
... 2: 6S 5S 4S 3S 2S AS
... 3: 7S
... ''')
>>> sol = solve(g)
>>> sol.verdict, [str(a) for a in sol.line]
('win', ['2>3x6', '3>1x7'])
>>> for action in sol.line:
...     _ = g.play(action)
>>> g.is_won
True

For the widget, ``solve_in_background`` runs the search in another process and
reports through callbacks; see its docstring.
"""

from __future__ import annotations

import heapq
import multiprocessing as mp
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ._errors import GameError, excerpt
from ._game import Move

if TYPE_CHECKING:
    from ._game import Game

__all__ = ["Solution", "SolveHandle", "solve", "solve_in_background"]

PLAYERS = ("thoughtful", "honest")
DEFAULT_NODES = 20_000_000
DEFAULT_SECONDS = 60.0
PROGRESS_INTERVAL = 0.25  # seconds between progress reports from a background search
HIDDEN = 0  # what the honest player sees in place of a face-down card
# evaluation: removed run, face-down card, suit-connected pair, other connected pair, empty column
WEIGHTS = (1000, 40, 10, 3, 25)
RUN = {s: tuple(s * 16 + r for r in range(13, 0, -1)) for s in range(4)}

Action = Move | str
State = tuple[tuple[tuple[int, ...], ...], tuple[int, ...], int]


@dataclass
class Solution:
    """What a search found.

    ``verdict``: ``"win"``, ``"no win"`` or ``"unknown"``; ``line``: the actions
    (``Move`` or ``"deal"``) of a win (for honest play: the actions played);
    ``reason``: why the verdict is ``"unknown"`` (``"node budget spent"``,
    ``"time budget spent"`` or ``"cancelled"``) or how ``"no win"`` was reached;
    ``nodes``: positions examined; ``seconds``: time taken.
    """

    verdict: str
    line: list[Action] = field(default_factory=list)
    reason: str = ""
    nodes: int = 0
    seconds: float = 0.0
    player: str = "thoughtful"

    @property
    def won(self) -> bool:
        return self.verdict == "win"

    def __repr__(self) -> str:
        extra = f", reason={self.reason!r}" if self.reason else ""
        return (
            f"Solution(verdict={self.verdict!r}, {len(self.line)} actions{extra}, "
            f"nodes={self.nodes}, seconds={self.seconds:.2f})"
        )


class _Stop(Exception):
    def __init__(self, reason: str) -> None:
        self.reason = reason


# ---------------------------------------------------------------- the position
class _Rules:
    """Move generation and application on immutable tuple positions.

    A position is ``(cols, hid, ns)``: columns as tuples of card ints (bottom
    first), face-down counts, and cards left in the stock. ``stock`` is the
    dealing order (next card first), shared by every position.
    """

    def __init__(self, ncols: int, stock: tuple[int, ...], total: int, relaxed: bool) -> None:
        self.ncols = ncols
        self.stock = stock
        self.total = total  # cards in play: table + stock + removed runs
        self.relaxed = relaxed

    def removed(self, st: State) -> int:
        cols, _, ns = st
        return (self.total - ns - sum(map(len, cols))) // 13

    @staticmethod
    def movable(col: tuple[int, ...], h: int) -> int:
        k = len(col) - 1
        if k < 0:
            return 0
        while k > h and col[k - 1] == col[k] + 1:
            k -= 1
        return len(col) - k

    def moves(self, st: State, sensible: bool) -> list[tuple[int, int, int]]:
        """Legal moves (0-based src, dst, count); ``sensible`` drops splits and pointless shuffles."""
        cols, hid, ns = st
        n = self.ncols
        tops = [c[-1] & 15 if c else 0 for c in cols]
        empties = [d for d in range(n) if not cols[d]]
        out = []
        for s in range(n):
            col = cols[s]
            if not col:
                continue
            size = self.movable(col, hid[s])
            low = tops[s]
            if sensible:
                for d in range(n):
                    r = tops[d]
                    if r and r - low == size and d != s:
                        out.append((s, d, size))
                if empties:
                    if size < len(col):
                        out.append((s, empties[0], size))
                    if size > 1 and ns:  # one card off a group, to fill columns before a deal
                        out.append((s, empties[0], 1))
            else:
                for d in range(n):
                    r = tops[d]
                    if r and d != s:
                        k = r - low
                        if 1 <= k <= size:
                            out.append((s, d, k))
                for d in empties:
                    out.extend((s, d, k) for k in range(1, size + 1))
        return out

    def apply(self, st: State, s: int, d: int, k: int) -> tuple[State, bool]:
        """The position after a move, and whether it turned up a card."""
        cols, hid, ns = st
        src, dst = cols[s], cols[d] + cols[s][-k:]
        src = src[:-k]
        lst = list(cols)
        hl = list(hid)
        flipped = False
        if hl[s] and hl[s] == len(src):
            hl[s] -= 1
            flipped = True
        if len(dst) - hl[d] >= 13 and dst[-1] & 15 == 1 and dst[-13:] == RUN[dst[-1] >> 4]:
            dst = dst[:-13]
            if hl[d] and hl[d] == len(dst):
                hl[d] -= 1
                flipped = True
        lst[s] = src
        lst[d] = dst
        return (tuple(lst), tuple(hl), ns), flipped

    def dead(self, st: State) -> bool:
        """True when the strict stock can never deal again: too few cards to fill every column
        (moves keep the count; removing a run needs 13 cards, more than a short table has)."""
        cols, _, ns = st
        return ns > 0 and not self.relaxed and sum(map(len, cols)) < self.ncols

    def can_deal(self, st: State) -> bool:
        cols, _, ns = st
        return ns > 0 and (self.relaxed or all(cols))

    def deal(self, st: State) -> State:
        cols, hid, ns = st
        at = len(self.stock) - ns
        n = min(ns, self.ncols)
        lst = list(cols)
        hl = list(hid)
        for i in range(n):
            c = lst[i] + (self.stock[at + i],)
            if len(c) - hl[i] >= 13 and c[-1] & 15 == 1 and c[-13:] == RUN[c[-1] >> 4]:
                c = c[:-13]
                if hl[i] and hl[i] == len(c):
                    hl[i] -= 1
            lst[i] = c
        return (tuple(lst), tuple(hl), ns - n)

    @staticmethod
    def key(st: State) -> Any:
        cols, hid, ns = st
        if ns == 0:  # column order only matters for deals
            return tuple(sorted(zip(cols, hid, strict=True)))
        return st

    def won(self, st: State) -> bool:
        return st[2] == 0 and not any(st[0])


def evaluate(rules: _Rules, st: State) -> int:
    """Higher is better: runs removed, few face-down cards, suit-connected cards, empty columns."""
    cols, hid, _ = st
    hidden = sum(hid)
    same = other = empty = 0
    for col, h in zip(cols, hid, strict=True):
        if not col:
            empty += 1
            continue
        prev = col[h]
        for c in col[h + 1 :]:
            if c == prev - 1:
                same += 1
            elif (c & 15) == (prev & 15) - 1:
                other += 1
            prev = c
    w = WEIGHTS
    return w[0] * rules.removed(st) - w[1] * hidden + w[2] * same + w[3] * other + w[4] * empty


def _state_of(game: Game, honest: bool = False) -> State:
    cols = []
    for c, h in zip(game._cols, game._hidden, strict=True):
        cols.append(tuple([HIDDEN] * h + c[h:]) if honest else tuple(c))
    return tuple(cols), tuple(game._hidden), len(game._stock)


def _rules_of(game: Game, relaxed: bool) -> _Rules:
    stock = tuple(reversed(game._stock))
    total = sum(map(len, game._cols)) + len(stock) + 13 * len(game._removed)
    return _Rules(len(game._cols), stock, total, relaxed)


# ------------------------------------------------------------- the budget
class _Meter:
    def __init__(
        self,
        budget_nodes: int,
        budget_seconds: float,
        progress: Callable[[dict], Any] | None,
        cancel: Any,
    ) -> None:
        self.nodes = 0
        self.budget_nodes = budget_nodes
        self.deadline = time.perf_counter() + budget_seconds
        self.start = time.perf_counter()
        self.progress = progress
        self.cancel = cancel
        self.next_check = 1000
        self.stage = ""

    def tick(self, n: int = 1) -> None:
        self.nodes += n
        if self.nodes >= self.next_check:
            self.next_check = self.nodes + 1000
            self.check()

    def check(self) -> None:
        if self.nodes >= self.budget_nodes:
            raise _Stop("node budget spent")
        now = time.perf_counter()
        if now >= self.deadline:
            raise _Stop("time budget spent")
        if self.cancel is not None and (self.cancel() if callable(self.cancel) else self.cancel.is_set()):
            raise _Stop("cancelled")
        if self.progress is not None:
            self.progress({"nodes": self.nodes, "seconds": now - self.start, "stage": self.stage})


# ------------------------------------------------------ pass 1: phase search
class _PhaseSearch:
    """Best-first inside each phase; deals searched by limited discrepancy.

    ``phase`` enumerates one phase (sensible moves, at most ``cap`` positions)
    and ranks its dealable positions by the evaluation of the position *after*
    the deal. ``run(st, budget)`` follows the ranking, allowing in total
    ``budget`` discrepancies along a line (taking the i-th candidate costs i).
    """

    KEEP = 48  # candidates kept per phase

    def __init__(self, rules: _Rules, meter: _Meter, cap: int) -> None:
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
                return [*path, "deal", *rest]
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
        parent: dict = {rules.key(st): (None, None, 0)}
        heap = [(-evaluate(rules, st), 0, 0, st)]
        order = 1
        dealable: list[tuple[Any, State]] = []
        if rules.dead(st):
            return None, []
        while heap:
            _, depth, _, cur = heapq.heappop(heap)
            ck = rules.key(cur)
            if rules.won(cur):
                return self._path(parent, ck), []
            if rules.can_deal(cur):
                dealable.append((ck, cur))
            if len(parent) >= self.cap:
                continue
            for s, d, k in rules.moves(cur, sensible=True):
                child, _ = rules.apply(cur, s, d, k)
                meter.tick()
                key = rules.key(child)
                seen = parent.get(key)
                if seen is None:
                    parent[key] = (ck, (s, d, k, child), depth + 1)
                    heapq.heappush(heap, (-evaluate(rules, child), depth + 1, order, child))
                    order += 1
                elif seen[2] > depth + 1 and seen[1][3] == child:  # a shorter way to the same position
                    parent[key] = (ck, (s, d, k, child), depth + 1)
        scored = []
        for ck, cur in dealable:
            after = rules.deal(cur)
            meter.tick()
            scored.append((-evaluate(rules, after), parent[ck][2], ck, after))
        scored.sort(key=lambda t: t[:2])
        out = []
        seen_after = set()
        for _, _, ck, after in scored:
            key = rules.key(after)
            if key in seen_after:
                continue
            seen_after.add(key)
            out.append((self._path(parent, ck), after))
            if len(out) >= self.KEEP:
                break
        return None, out

    def _path(self, parent: dict, key: Any) -> list[Action]:
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


# --------------------------------------------------- pass 2: complete search
def _move_rank(rules: _Rules, st: State, s: int, d: int, k: int) -> int:
    """Order for the complete search: smaller first."""
    cols, hid, _ = st
    src, dst = cols[s], cols[d]
    whole = k == len(src) - hid[s]
    if dst and dst[-1] == src[-k] + 1:
        base = 0 if whole or src[-k - 1] != src[-k] + 1 else 6
    elif whole and hid[s]:
        base = 1
    elif not dst:
        base = 5 if whole else 4
    else:
        base = 2 if whole else 3
    return base


def _complete(rules: _Rules, meter: _Meter, root: State) -> list[Action] | None:
    """Depth-first over every legal move, deals last; None when the whole game was explored."""
    seen = {rules.key(root)}
    stack: list[tuple[State, list]] = []
    path: list[Action] = []

    def children(st: State) -> list:
        moves = rules.moves(st, sensible=False)
        moves.sort(key=lambda m: _move_rank(rules, st, *m))
        out: list = [(Move(s + 1, d + 1, k), s, d, k) for s, d, k in moves]
        if rules.can_deal(st):
            out.append(("deal", -1, -1, -1))
        out.reverse()
        return out

    if rules.won(root):
        return []
    stack.append((root, [] if rules.dead(root) else children(root)))
    while stack:
        st, todo = stack[-1]
        if not todo:
            stack.pop()
            if path:
                path.pop()
            continue
        action, s, d, k = todo.pop()
        child = rules.deal(st) if s < 0 else rules.apply(st, s, d, k)[0]
        meter.tick()
        key = rules.key(child)
        if key in seen:
            continue
        seen.add(key)
        path.append(action)
        if rules.won(child):
            return path
        stack.append((child, [] if rules.dead(child) else children(child)))
    return None


# -------------------------------------------------------- shortening a line
def _replay(rules: _Rules, st: State, line: list[Action]) -> list[State]:
    states = [st]
    for a in line:
        st = rules.deal(st) if a == "deal" else rules.apply(st, a.src - 1, a.dst - 1, a.count)[0]
        states.append(st)
    return states


def shorten(rules: _Rules, root: State, line: list[Action], meter: _Meter | None = None) -> list[Action]:
    """Cut detours: jump from each position to the latest later position one action away."""
    for _ in range(3):
        states = _replay(rules, root, line)
        index = {s: i for i, s in enumerate(states)}
        out: list[Action] = []
        i = 0
        last = len(states) - 1
        changed = False
        while i < last:
            best, best_action = i + 1, line[i]
            st = states[i]
            for s, d, k in rules.moves(st, sensible=False):
                j = index.get(rules.apply(st, s, d, k)[0], -1)
                if j > best:
                    best, best_action = j, Move(s + 1, d + 1, k)
            if rules.can_deal(st):
                j = index.get(rules.deal(st), -1)
                if j > best:
                    best, best_action = j, "deal"
            if meter is not None:
                meter.nodes += 1
            if best > i + 1:
                changed = True
            out.append(best_action)
            i = best
        line = out
        if not changed:
            break
    return line


# -------------------------------------------------------------- honest play
def _path(parent: dict, key: Any) -> list[tuple[int, int, int]]:
    """The moves from the search's root to ``key``, read back through ``parent`` links."""
    moves = []
    while parent[key] is not None:
        key, m = parent[key]
        moves.append(m)
    moves.reverse()
    return moves


def plan(rules: _Rules, st: State, cap: int) -> tuple[list[tuple[int, int, int]], str, State] | None:
    """The best plan over visible cards: moves up to a run removal or a card turned up.

    Returns ``(moves, event, position)`` with ``event`` ``"run"`` or ``"flip"``,
    or ``None`` when no plan within ``cap`` positions reaches either.
    The position must show face-down cards as ``HIDDEN``.
    """
    removed0 = rules.removed(st)
    parent: dict = {rules.key(st): None}
    frontier = [st]
    best = None
    while frontier and len(parent) < cap:
        nxt = []
        for cur in frontier:
            for s, d, k in rules.moves(cur, sensible=True):
                child, flipped = rules.apply(cur, s, d, k)
                key = rules.key(child)
                if key in parent:
                    continue
                parent[key] = (rules.key(cur), (s, d, k))
                run = rules.removed(child) > removed0
                if run or flipped:
                    score = (2 if run else 1, evaluate(rules, child))
                    if best is None or score > best[0]:
                        best = (score, key, "run" if run else "flip", child)
                    continue
                nxt.append(child)
        if best is not None:
            break  # the shallowest events: plans stay short
        frontier = nxt
    if best is None:
        return None
    _, key, event, child = best
    moves = _path(parent, key)
    return moves, event, child


def _deep_plan(
    rules: _Rules, st: State, cap: int, sensible: bool = True
) -> tuple[list[tuple[int, int, int]], str, State] | None:
    """Like ``plan`` but best-first by the evaluation, for progress hidden deeper;
    ``sensible=False`` also splits groups."""
    removed0 = rules.removed(st)
    parent: dict = {rules.key(st): None}
    heap = [(-evaluate(rules, st), 0, 0, st)]
    order = 1
    while heap and len(parent) < cap:
        _, depth, _, cur = heapq.heappop(heap)
        for s, d, k in rules.moves(cur, sensible=sensible):
            child, flipped = rules.apply(cur, s, d, k)
            key = rules.key(child)
            if key in parent:
                continue
            parent[key] = (rules.key(cur), (s, d, k))
            run = rules.removed(child) > removed0
            if run or flipped:
                moves = _path(parent, key)
                return moves, "run" if run else "flip", child
            heapq.heappush(heap, (-evaluate(rules, child), depth + 1, order, child))
            order += 1
    return None


def _settle(rules: _Rules, st: State, cap: int) -> tuple[list[tuple[int, int, int]], State] | None:
    """Moves over visible cards to the best dealable arrangement (honest play before a deal)."""
    parent: dict = {rules.key(st): None}
    frontier = [st]
    best = (evaluate(rules, st), rules.key(st), st) if rules.can_deal(st) else None
    while frontier and len(parent) < cap:
        nxt = []
        for cur in frontier:
            for s, d, k in rules.moves(cur, sensible=True):
                child, _ = rules.apply(cur, s, d, k)
                key = rules.key(child)
                if key in parent:
                    continue
                parent[key] = (rules.key(cur), (s, d, k))
                nxt.append(child)
                if rules.can_deal(child):
                    score = evaluate(rules, child)
                    if best is None or score > best[0]:
                        best = (score, key, child)
        frontier = nxt
    if best is None:
        return None
    _, key, child = best
    moves = _path(parent, key)
    return moves, child


def _honest(game: Game, meter: _Meter, relaxed: bool, cap: int = 3000) -> tuple[str, list[Action]]:
    g = game.copy()
    g._undo = type(g._undo)()
    line: list[Action] = []
    while not g.is_won:
        rules = _rules_of(g, relaxed)
        if not g._stock and not any(g._hidden):
            # Nothing is hidden any more: searching every card is fair play now.
            rest = _thoughtful(g, meter, relaxed)
            if rest is None:
                return "no win", line
            return "win", line + rest
        st = _state_of(g, honest=True)
        found = plan(rules, st, cap) or _deep_plan(rules, st, 8 * cap) or _deep_plan(rules, st, 4 * cap, False)
        meter.tick(1 + (cap if found is None else len(found[0])))
        if found is not None:
            for s, d, k in found[0]:
                g._do_move(s, d, k)
                line.append(Move(s + 1, d + 1, k))
            continue
        if not g._stock:
            return "no win", line
        settled = _settle(rules, st, cap)
        if settled is None:
            return "no win", line
        for s, d, k in settled[0]:
            g._do_move(s, d, k)
            line.append(Move(s + 1, d + 1, k))
        g._do_deal()
        line.append("deal")
    return "win", line


def _thoughtful(game: Game, meter: _Meter, relaxed: bool) -> list[Action] | None:
    """The thoughtful search: widening phase passes, then the complete search (``_Stop`` on budget)."""
    rules = _rules_of(game, relaxed)
    root = _state_of(game)
    line = None
    for cap, discrepancies in _SCHEDULE:
        search = _PhaseSearch(rules, meter, cap)
        for budget in range(discrepancies + 1):
            meter.stage = f"phase search (cap {cap}, discrepancies {budget})"
            line = search.run(root, budget)
            if line is not None:
                break
        if line is not None:
            break
    if line is None:
        meter.stage = "complete search"
        line = _complete(rules, meter, root)
    if line is None:
        return None
    return shorten(rules, root, line)


# ------------------------------------------------------------------- solve
def solve(
    game: Game,
    *,
    player: str = "thoughtful",
    budget_nodes: int = DEFAULT_NODES,
    budget_seconds: float = DEFAULT_SECONDS,
    relaxed_deal: bool = False,
    progress: Callable[[dict], Any] | None = None,
    cancel: Any = None,
) -> Solution:
    """Search ``game`` (left unchanged) and return a ``Solution``.

    ``player``: ``"thoughtful"`` (sees every card; "can this deal be won?") or
    ``"honest"`` (sees only face-up cards and plays). ``budget_nodes`` and
    ``budget_seconds`` bound the search; ``progress`` is called about every
    thousand positions with ``{"nodes", "seconds", "stage"}``; ``cancel`` is a
    ``threading.Event``-like object (``is_set()``) or a callable returning True
    to stop. ``relaxed_deal=True`` allows dealing with empty columns (such
    lines do not replay through the engine, which keeps the strict rule).

    >>> from spiderette_widget import Game
    >>> sol = solve(Game.new("spiderette", suits=1, seed=3))
    >>> sol.verdict
    'win'
    """
    _check_options(player, budget_nodes, budget_seconds)
    meter = _Meter(budget_nodes, float(budget_seconds), progress, cancel)
    if player == "honest":
        try:
            verdict, line = _honest(game, meter, relaxed_deal)
        except _Stop as stop:
            return Solution("unknown", [], stop.reason, meter.nodes, time.perf_counter() - meter.start, player)
        reason = "" if verdict == "win" else "no plan left"
        return Solution(verdict, line, reason, meter.nodes, time.perf_counter() - meter.start, player)

    try:
        line = _thoughtful(game, meter, relaxed_deal)
    except _Stop as stop:
        return Solution("unknown", [], stop.reason, meter.nodes, time.perf_counter() - meter.start)
    if line is None:
        return Solution("no win", [], "every line explored", meter.nodes, time.perf_counter() - meter.start)
    return Solution("win", line, "", meter.nodes, time.perf_counter() - meter.start)


_SCHEDULE = ((300, 1), (2000, 4), (6000, 40))


def _check_options(player: Any, budget_nodes: Any, budget_seconds: Any) -> None:
    """``GameError`` for a player or budget ``solve`` cannot take."""
    if not isinstance(player, str) or player not in PLAYERS:
        msg = f"player must be 'thoughtful' or 'honest', got {excerpt(player)}"
        raise GameError(msg)
    if not isinstance(budget_nodes, int) or isinstance(budget_nodes, bool) or budget_nodes < 1:
        msg = f"budget_nodes must be a positive whole number, got {excerpt(budget_nodes)}"
        raise GameError(msg)
    number = isinstance(budget_seconds, int | float) and not isinstance(budget_seconds, bool)
    if not number or not budget_seconds > 0:  # NaN is not above 0 either
        msg = f"budget_seconds must be a positive number, got {excerpt(budget_seconds)}"
        raise GameError(msg)


# ------------------------------------------------------------- background
def _child_main(data: dict, kwargs: dict, conn: Any) -> None:
    """The search process: solve, sending progress and the answer down ``conn``."""
    from ._game import Game

    game = Game.from_dict(data)

    last = [0.0]

    def report(info: dict) -> None:
        now = time.perf_counter()
        if now - last[0] >= PROGRESS_INTERVAL:  # a few messages a second, not thousands
            last[0] = now
            conn.send(("progress", info))

    try:
        sol = solve(game, progress=report, **kwargs)
        conn.send(("done", sol))
    except Exception as e:  # pragma: no cover - reported to the parent
        conn.send(("error", repr(e)))
    finally:
        conn.close()


class SolveHandle:
    """A search running in another process. ``cancel()``, ``done()``, ``result(timeout)``.

    The process sends progress and its answer down a one-way pipe; a watcher
    thread here reads it. ``cancel()`` ends the process at once (it does not
    wait for the search to notice), so a cancelled search never lingers.
    """

    def __init__(
        self,
        game: Game,
        kwargs: dict,
        on_progress: Callable[[dict], Any] | None,
        on_done: Callable[[Solution], Any] | None,
    ) -> None:
        ctx = mp.get_context("spawn")
        self._reader, writer = ctx.Pipe(duplex=False)
        self._cancelled = threading.Event()
        self._solution: Solution | None = None
        self._finished = threading.Event()
        self.last_progress: dict | None = None
        self._on_progress = on_progress
        self._on_done = on_done
        self._started = time.perf_counter()
        self._process = ctx.Process(target=_child_main, args=(game.to_dict(), kwargs, writer), daemon=True)
        self._process.start()
        writer.close()  # the child holds the only writing end: its exit reads as end of file here
        self._watcher = threading.Thread(target=self._watch, daemon=True)
        self._watcher.start()

    def _watch(self) -> None:
        while True:
            try:
                if not self._reader.poll(0.2):
                    continue
                kind, payload = self._reader.recv()
            except (EOFError, OSError):  # the process ended (or was ended) without an answer
                self._process.join(timeout=5)
                code = self._process.exitcode
                reason = "cancelled" if self._cancelled.is_set() else f"the search process ended (exit code {code})"
                self._finish(Solution("unknown", [], reason, 0, time.perf_counter() - self._started))
                return
            if self._cancelled.is_set():
                continue  # whatever was sent before the end: read until the pipe closes
            if kind == "progress":
                self.last_progress = payload
                if self._on_progress is not None:
                    self._on_progress(payload)
            elif kind == "done":
                self._finish(payload)
                return
            else:
                self._finish(Solution("unknown", [], f"error: {payload}", 0, time.perf_counter() - self._started))
                return

    def _finish(self, sol: Solution) -> None:
        self._reader.close()
        self._process.join(timeout=5)
        self._solution = sol
        self._finished.set()
        if self._on_done is not None:
            self._on_done(sol)

    def cancel(self) -> None:
        """End the search process now; ``on_done`` then gets an ``"unknown"`` ``"cancelled"`` solution.

        Returns once the process has ended. After the answer came, it changes nothing.
        """
        if self._finished.is_set():
            return
        self._cancelled.set()
        self._process.terminate()
        self._process.join(timeout=5)
        if self._process.is_alive():  # pragma: no cover - SIGTERM is not ignored by the child
            self._process.kill()
            self._process.join(timeout=5)

    def done(self) -> bool:
        return self._finished.is_set()

    def result(self, timeout: float | None = None) -> Solution:
        """Wait for the solution (``TimeoutError`` if ``timeout`` seconds pass first)."""
        if not self._finished.wait(timeout):
            msg = f"the search is still running after {timeout} s"
            raise TimeoutError(msg)
        assert self._solution is not None
        return self._solution


def solve_in_background(
    game: Game,
    *,
    on_progress: Callable[[dict], Any] | None = None,
    on_done: Callable[[Solution], Any] | None = None,
    **solve_kw: Any,
) -> SolveHandle:
    """Run ``solve`` in a separate process and return at once with a ``SolveHandle``.

    A process, not a thread: a pure-Python search holds the GIL. Measured on
    the 2-core dev machine, a search in a thread delays every wake-up of the
    kernel's main thread by 5.2 ms (median; 12 ms at the 99th percentile: the
    GIL's switch interval), which slows every widget message; in a process the
    delay stays at 0.1 ms, as when idle. ``cancel()`` ends the process before it
    returns. The options are checked here, before a process starts (a
    ``GameError``). ``on_progress(info)`` and ``on_done(solution)`` are called
    from a watcher thread in this process. From a code cell::

        h = solve_in_background(g, budget_seconds=30, on_done=print)
        h.cancel()            # or h.result() to wait
    """
    unknown = set(solve_kw) - {"player", "budget_nodes", "budget_seconds", "relaxed_deal"}
    if unknown:
        msg = f"solve_in_background: unknown option(s) {', '.join(sorted(map(excerpt, unknown)))}"
        raise GameError(msg)
    _check_options(
        solve_kw.get("player", "thoughtful"),
        solve_kw.get("budget_nodes", DEFAULT_NODES),
        solve_kw.get("budget_seconds", DEFAULT_SECONDS),
    )
    return SolveHandle(game.copy(), dict(solve_kw), on_progress, on_done)


def replay(game: Game, line: Iterable[Action]) -> Game:
    """A copy of ``game`` with ``line`` played through the engine (strict rules)."""
    g = game.copy()
    for action in line:
        g.play(action)
    return g
