"""Budgets: how much a search may do (``Limit``), counting against it (``Meter``), and the error
a search raises when it is spent (``BudgetSpent``). Shared by the Python search (``core``) and the
native core (``native``), which counts on the same ``Meter``.

>>> Limit(nodes=5000)
Limit(nodes=5000, seconds=None)
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..engine._errors import bad_input

__all__ = ["BudgetSpent", "Limit", "Meter"]


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
    >>> from spiderette_widget.search import BudgetSpent, Limit, Meter, thoughtful
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
    >>> from spiderette_widget.search import Limit, Meter, thoughtful
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
