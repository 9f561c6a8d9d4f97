"""The widget's "Can this deal be won?" plumbing: one background search and its answer.

``SolveTask`` wraps the solver's background process for a widget: it hands
progress and the result back to the thread (event loop) that started it. The
winning line found stays here, in the kernel (``Answer.line`` is never synced);
``solve_view`` is what the browser may see of it: counts only.

>>> from spiderette_widget import DEAL
>>> solve_view(None, Answer("win", 1200, [DEAL]))
{'state': 'win', 'nodes': 1200, 'steps_left': 1}
"""

from __future__ import annotations

import asyncio
import logging
import math
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..engine._errors import GameError
from ..engine._game import DEAL, LastAction, Move, Position
from ..text._words import phrase
from ._protocol import Hint, Solve, SolveState

if TYPE_CHECKING:
    from ..engine._game import Game
    from ..search.solver import Solution
    from .widget import SpideretteWidget

log = logging.getLogger(__name__)

# "Can this deal be won?": the thoughtful player, stopped by time (the node
# budget is only a backstop), with progress at most ~4 times a second.
SOLVE_SECONDS = 30.0
MAX_SOLVE_SECONDS = 600.0
SOLVE_NODES = 50_000_000
PROGRESS_EVERY = 0.25


class SolveRefused(GameError):
    """A "Can this deal be won?" request turned down (a ``ValueError``), in the widget's language.

    ``key`` names the status sentence the browser is shown instead.
    """

    def __init__(self, key: str, lang: str, **params: Any) -> None:
        super().__init__(phrase(key, lang, **params))
        self.key = key
        self.params = params


def poster() -> Callable[..., Any] | None:
    """How to run a call on the thread that asked for it, or ``None``.

    In a kernel that thread runs an asyncio loop: the main shell's (a code
    cell), or, with ipykernel 7 and JupyterLab 4.4+, the subshell thread
    JupyterLab sends widget messages to. The solver's watcher thread hands its
    results to that loop (``call_soon_threadsafe``, else ipykernel's
    ``io_loop.add_callback``), so they are applied like an intent. With no loop
    (plain Python) they are applied at once on the watcher thread. Either way
    under the widget's lock, which also keeps code cells and intents, which may
    now run on different threads, from interleaving.
    """
    try:
        return asyncio.get_running_loop().call_soon_threadsafe
    except RuntimeError:
        pass
    ipython = sys.modules.get("IPython")
    kernel = getattr(ipython.get_ipython(), "kernel", None) if ipython is not None else None
    io_loop = getattr(kernel, "io_loop", None)
    return io_loop.add_callback if io_loop is not None else None


def check_budget(value: Any) -> float:
    """``budget_seconds`` as a float, or ``GameError``.

    >>> check_budget(5)
    5.0
    """
    ok = isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)
    if not ok or not 0 < value <= MAX_SOLVE_SECONDS:
        msg = f"budget_seconds must be a number of seconds above 0 and at most {MAX_SOLVE_SECONDS:g}, got {value!r}"
        raise GameError(msg)
    return float(value)


def position_key(game: Game) -> Position:
    """What a solution depends on: the position (the table, what is face down, the stock)."""
    return game.position


@dataclass
class Answer:
    """A finished search, kept in the kernel: ``line`` is never synced."""

    state: SolveState  # "win", "no win" or "unknown"
    nodes: int
    line: list[Any] = field(default_factory=list)
    at: int = 0  # actions of the line played so far
    shown: bool = False  # the player asked for a step: the next one may be highlighted

    @property
    def next(self) -> Any:
        return self.line[self.at] if self.state == "win" and self.at < len(self.line) else None


def solve_view(search: SolveTask | None, answer: Answer | None) -> Solve | None:
    """``view.solve``: counts only, never the line."""
    if search is not None:
        return {"state": "running", "nodes": search.nodes, "steps_left": None}
    if answer is None:
        return None
    steps_left = len(answer.line) - answer.at if answer.state == "win" else None
    return {"state": answer.state, "nodes": answer.nodes, "steps_left": steps_left}


def is_action(step: Move, last: LastAction | None) -> bool:
    """Whether the engine's ``last_action`` is ``step`` (a ``Move`` or ``DEAL``) of a winning line.

    >>> is_action(DEAL, LastAction("deal", columns=(1, 2, 3)))
    True
    """
    if last is None:
        return False
    if step == DEAL:
        return last.kind == "deal"
    return last.kind == "move" and (last.src, last.dst, last.count) == tuple(step)


def step_hint(step: Move) -> Hint:
    """``view.hint`` for the next step of a winning line (a deal: src, count and dst null)."""
    if step == DEAL:
        return {"src": None, "count": None, "dst": None, "why": None}
    return {"src": step.src, "count": step.count, "dst": step.dst, "why": None}


class SolveTask:
    """A "Can this deal be won?" search started by ``SpideretteWidget.solve``.

    ``cancel()`` stops it; ``done()`` says whether it has reported its end;
    ``result(timeout)`` waits for its ``Solution`` (``TimeoutError`` if
    ``timeout`` seconds pass first) and, called from the thread that started
    it, shows the answer on the board before returning (in a notebook the
    kernel's event loop would show it only after the cell).
    """

    def __init__(self, widget: SpideretteWidget, budget_seconds: float) -> None:
        self.budget_seconds = budget_seconds
        self.nodes = 0
        self._widget = widget
        self._post = poster()
        self._owner = threading.current_thread()
        self._position = position_key(widget.game)
        self._handle: Any = None
        self._last_progress = -math.inf
        self._reported = threading.Event()  # the watcher has handed the solution over

    def cancel(self) -> None:
        """Stop the search (the board says so if it is still the widget's search)."""
        if self._widget._search is self:
            self._widget.cancel_solve()
        else:
            self._handle.cancel()

    def done(self) -> bool:
        return self._reported.is_set()

    def result(self, timeout: float | None = None) -> Solution:
        start = time.monotonic()
        sol = self._handle.result(timeout)
        # the watcher calls back just after the handle's result is ready: wait for it, so no
        # callback of this search comes after result() returns
        self._reported.wait(None if timeout is None else max(0.0, timeout - (time.monotonic() - start)) + 6)
        if self._post is None or threading.current_thread() is self._owner:
            self._widget._solve_done(self, sol)
        return sol

    def __repr__(self) -> str:
        return f"SolveTask({'done' if self.done() else 'running'}, budget_seconds={self.budget_seconds:g})"

    # the solver's watcher thread calls these
    def _progress(self, info: dict) -> None:
        now = time.monotonic()
        if now - self._last_progress < PROGRESS_EVERY:
            return
        self._last_progress = now
        self._deliver(self._widget._solve_progress, self, int(info.get("nodes", 0)))

    def _done(self, sol: Solution) -> None:
        try:
            self._deliver(self._widget._solve_done, self, sol)
        finally:
            self._reported.set()

    def _deliver(self, fn: Callable[..., Any], *args: Any) -> None:
        if self._post is not None:
            try:
                self._post(fn, *args)
                return
            except RuntimeError:  # the loop has closed: run it here, under the lock
                log.debug("event loop gone; applying the search result directly")
        fn(*args)
