"""Budgets: how much a search may do (``Limit``), counting against it (``Meter``), the error
a search raises when it is spent (``BudgetSpent``), and every measured budget of the package
(``Budgets``): one frozen set per engine, ``NATIVE_BUDGETS`` for the native core and
``PYTHON_BUDGETS`` for the Python search, which answers within the same time with smaller ones.
``native.budgets()`` gives the set of the engine running now, so ``native.pure_python()``
switches the budgets with the engine. Shared by the Python search (``core``) and the native
core (``native``), which counts on the same ``Meter``.

>>> Limit(nodes=5000)
Limit(nodes=5000, seconds=None)
>>> NATIVE_BUDGETS.better_hint, PYTHON_BUDGETS.better_hint, Budgets.honest_plan
(4000000, 400000, 16000)

Figures of settings measured and removed (their code too): a rollout that searched on with
the thoughtful phase search when its greedy finish did not win (the expert's ``DEEP_NODES``,
the review's ``REVIEW_DEEP``: 300 more positions per rollout) was measured no better than none.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..engine._errors import bad_input

__all__ = ["NATIVE_BUDGETS", "PYTHON_BUDGETS", "BudgetSpent", "Budgets", "Limit", "Meter"]


@dataclass(frozen=True)
class Limit:
    """How much a search may do: ``nodes`` (positions examined) and, only where a person
    waits, ``seconds`` as an extra cap. A node limit alone gives the same result on any machine.

    >>> Limit(nodes=0)
    Traceback (most recent call last):
    ...
    spiderette_widget.engine._errors.GameError: Limit(nodes=...) must be a positive whole number, got 0
    """

    nodes: int = 20_000_000
    seconds: float | None = None

    def __post_init__(self) -> None:
        if isinstance(self.nodes, bool) or not isinstance(self.nodes, int) or self.nodes < 1:
            msg = f"Limit(nodes=...) must be a positive whole number, got {self.nodes!r}"
            raise bad_input(msg, right_type=isinstance(self.nodes, int) and not isinstance(self.nodes, bool))
        s = self.seconds
        if s is not None and (isinstance(s, bool) or not isinstance(s, int | float) or not s > 0):
            msg = f"Limit(seconds=...) must be a positive number or None, got {s!r}"
            raise bad_input(msg, right_type=isinstance(s, int | float) and not isinstance(s, bool))


class BudgetSpent(Exception):
    """Raised inside a search when its ``Limit`` is reached or it is cancelled; ``reason`` says which.

    >>> from spiderette_widget import Game
    >>> from spiderette_widget.search import BudgetSpent
    >>> from spiderette_widget.search.experimental import Limit, Meter, thoughtful
    >>> try:
    ...     thoughtful(Game.new("spiderette", suits=4, seed=3), Meter(Limit(nodes=1_000)))
    ... except BudgetSpent as stop:
    ...     print(stop.reason)
    ...
    node budget spent
    """

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class Meter:
    """Counts positions against a ``Limit``; checks time, cancel and progress every 1,000 nodes.

    >>> from spiderette_widget import Game
    >>> from spiderette_widget.search.experimental import Limit, Meter, thoughtful
    >>> meter = Meter(Limit(nodes=200_000))
    >>> line = thoughtful(Game.new("spiderette", suits=1, seed=3), meter, polish=0)
    >>> 0 < meter.nodes <= meter.limit.nodes, len(line) > 0
    (True, True)
    """

    def __init__(self, limit: Limit, progress: Callable[[dict], Any] | None = None, cancel: Any = None) -> None:
        self.nodes = 0
        self.limit = limit
        self.start = time.perf_counter()
        self.deadline = None if limit.seconds is None else self.start + limit.seconds
        self.progress = progress
        self.cancel = cancel
        self.next_check = 1000
        self.stage = ""

    @property
    def seconds(self) -> float:
        return time.perf_counter() - self.start

    def tick(self, n: int = 1) -> None:
        self.nodes += n
        if self.nodes >= self.next_check:
            self.next_check = self.nodes + 1000
            self.check()

    def check(self) -> None:
        if self.nodes >= self.limit.nodes:
            raise BudgetSpent("node budget spent")
        now = time.perf_counter()
        if self.deadline is not None and now >= self.deadline:
            raise BudgetSpent("time budget spent")
        if self.cancel is not None and (self.cancel() if callable(self.cancel) else self.cancel.is_set()):
            raise BudgetSpent("cancelled")
        if self.progress is not None:
            self.progress({"nodes": self.nodes, "seconds": now - self.start, "stage": self.stage})


@dataclass(frozen=True)
class Budgets:
    """Every measured budget, in positions (nodes) unless named otherwise, for one engine.

    A field with a default is the same on both engines (``Budgets.honest_plan`` reads it); the
    others differ: the Python search keeps budgets it answers within the same time with
    (benchmarks/hints.py, benchmarks/review.py, benchmarks/solver.py).

    >>> Budgets.honest_plan, NATIVE_BUDGETS.honest_plan == PYTHON_BUDGETS.honest_plan
    (16000, True)
    >>> NATIVE_BUDGETS.stuck, PYTHON_BUDGETS.stuck
    (100000, 2000)
    """

    # differ per engine
    stuck: int  # the honest hint's check that no move can ever win
    better_hint: int  # the better hint (``hint(think=True)``), per decision (README)
    better_hint_solve: int  # the better hint's thoughtful search in each imagined arrangement
    review_verdict: int  # the thoughtful solver's on each position the review judges
    board_solve: int  # "Can this deal be won?" on the board (a backstop: time stops it first)
    board_solve_four_suit_seconds: float  # the same with four suits, in seconds
    # the same on both engines
    honest_plan: int = 16_000  # the honest player's look-ahead per plan
    shorter_finish: int = 20_000  # each search for a shorter finish of a winning line
    rollout_samples: int = 6  # arrangements the rollout expert imagines per decision
    rollout_candidates: int = 6  # plans it compares per decision
    rollout_decision: int = 150_000  # positions a decision's rollouts may use (no new round once spent)
    candidates: int = 3000  # the search for a decision's candidate plans
    rollout_phase: int = 300  # per phase in a rollout's greedy search
    broad_plan: int = 1000  # the broad honest player's look-ahead per plan
    hindsight_samples: int = 10  # arrangements the hindsight expert solves per decision
    hindsight_width: int = 6  # other plans (the honest plan, then the candidates) scored against every sample
    hindsight_solve: int = 3000  # its thoughtful search in each arrangement
    hindsight_decision: int = 400_000  # a decision's budget: unsolved samples get more while it lasts
    hindsight_fallback: int = 60_000  # sampled rollouts when no arrangement was won
    hindsight_playouts: int = 0  # IIMC (off: 0): arrangements in which every plan is also played on to the end by a
    # no-peek player (``hindsight.playout_scores``), counted against the decision's budget (docs/winnability.md)
    chance_iterations: int = 600  # iterations (imagined worlds) of the chance expert per decision
    chance_plans: int = 3000  # the search for a chance node's plans
    chance_deeper_plan: int = 8000  # the honest player's deeper plan when no plan is in reach
    review_position: int = 300  # the review's judge: its search over moves that show nothing, from each position
    review_second_look: int = 2  # the review's judge, where its variant has a second look (judge.json; one-suit
    # Spiderette): the best options by the first look that it weighs again over every card (or draw) they may show,
    # each then searched; 0: none. With 2 (docs/review.md): skill 0.306 and 0.318 against 0.289 and 0.295 on two
    # fresh sets, 0.299 against 0.272 held out; its map refitted with bins for the low chances, 0.292 on a third
    # fresh set and 0.300 held out, every fifth within 10 points; about 7 CPU s per 100 decisions (the first: 0.4)
    review_second_draws: int = 16  # the draws of the unseen cards that value a deal at the second look
    review_exact: int = 300_000  # the judge's thoughtful search where every card is seen (a win is 1, a loss 0)
    solve: int = 20_000_000  # ``solve``'s thoughtful search when no limit is given
    solve_seconds: float = 60.0  # ... and its time, in seconds
    play: int = 10**12  # a playing player's whole game when no limit is given: its budget is per decision
    browser_solve: int = 100_000  # ``solve`` in Pyodide without pauses, where the kernel waits
    board_solve_seconds: float = 30.0  # "Can this deal be won?" on the board, in seconds
    board_solve_max_seconds: float = 600.0  # the most a board's search may be given, in seconds
    study: int = 300_000  # a study's limit per deal
    find_deal: int = 300_000  # the solver per deal tried past the table when a board asks for a winnable deal
    find_tries: int = 20  # deals tried before giving up (a count of deals)
    win_goal: int = 100_000  # an exercise's "win" goal: its check and its "show me" line


NATIVE_BUDGETS = Budgets(
    stuck=100_000,
    better_hint=4_000_000,
    better_hint_solve=30_000,
    review_verdict=500_000,
    board_solve=300_000_000,
    board_solve_four_suit_seconds=60.0,
)
PYTHON_BUDGETS = Budgets(
    stuck=2000,
    better_hint=400_000,
    better_hint_solve=Budgets.hindsight_solve,
    review_verdict=50_000,
    board_solve=50_000_000,
    board_solve_four_suit_seconds=120.0,
)
