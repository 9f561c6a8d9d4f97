"""The expert's better hint in the kernel itself, in slices: for the browser, which has no second process.

``think_here(game, nodes, on_done)`` is ``_thinking.think_in_background`` for
Pyodide: the expert decides (``_thinking.decide``, the same decision as in the
other process) on the event loop's next turn, and every ``SLICE_SECONDS`` it
pauses (``engine._browser.Pauses``) so the kernel takes its messages: the board
stays live while the expert thinks, and a move or a new Hint cancels it.

Where it pauses: the search counts its positions with ``budget.Meter``, whose
``check`` runs every 1,000 positions. The expert takes no progress callback, so
``sys.monitoring`` (Python 3.12+, Pyodide has 3.14) calls ``Pauses.maybe`` when
``Meter.check`` starts, for as long as the expert thinks, and raises
``Cancelled`` there once cancelled. One expert thinks at a time: a newer
question (another Hint, on any board) cancels the older. Only where
``can_pause()``: elsewhere the first answer stays, as before.
"""

from __future__ import annotations

import asyncio
import contextlib
import sys
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

from ..engine._browser import IN_BROWSER, Pauses, can_pause
from ._thinking import Thought, decide
from .budget import Meter

if TYPE_CHECKING:
    from ..engine._game import Game

__all__ = ["Cancelled", "ThinkingHere", "think_here"]

#: the sys.monitoring tool id this module takes while the expert thinks (5: a free one, not a debugger's)
TOOL = 5


class Cancelled(Exception):
    """Raised inside the expert's search once ``ThinkingHere.cancel()`` was called."""


@contextlib.contextmanager
def pausing(pauses: Pauses, cancelled: Callable[[], bool]) -> Iterator[None]:
    """While inside: each ``Meter.check`` first pauses if a slice has passed, or raises ``Cancelled``."""
    monitoring: Any = sys.monitoring  # type: ignore[attr-defined]  # (Python 3.12+: Pyodide's)
    code = Meter.check.__code__
    inside = False

    def started(_code: Any, _offset: int) -> None:
        nonlocal inside
        if inside:  # a search run by a message taken during the pause: not paused again
            return
        if cancelled():
            raise Cancelled
        inside = True
        try:
            pauses.maybe()
        finally:
            inside = False

    monitoring.use_tool_id(TOOL, "spiderette-thinking")
    try:
        monitoring.register_callback(TOOL, monitoring.events.PY_START, started)
        monitoring.set_local_events(TOOL, code, monitoring.events.PY_START)
        yield
    finally:
        monitoring.set_local_events(TOOL, code, 0)
        monitoring.register_callback(TOOL, monitoring.events.PY_START, None)
        monitoring.free_tool_id(TOOL)


#: the expert thinking now: one at a time in a kernel (a newer question, on any board, cancels the older)
_active: list[ThinkingHere] = []


class ThinkingHere:
    """The expert deciding in the kernel, in slices: ``cancel()``, ``done()``, ``result()`` as ``Thinking``."""

    def __init__(self, game: Game, nodes: int, on_done: Callable[[Thought | None], Any] | None) -> None:
        self.nodes = nodes
        self._data = game.to_dict()
        self._on_done = on_done
        self._cancelled = False
        self._thought: Thought | None = None
        self._finished = False
        self.pauses = Pauses()
        asyncio.get_event_loop().call_soon(self._run)

    def _run(self) -> None:
        if self._cancelled or not can_pause():  # (a widget's message cannot pause: the loop's turn can, with JSPI)
            self._finished = True
            return
        if _active:  # another is thinking (this turn may come during its pause): it stops, this waits a slice
            _active[0].cancel()
            asyncio.get_event_loop().call_later(self.pauses.every, self._run)
            return
        _active.append(self)
        try:
            with pausing(self.pauses, lambda: self._cancelled):
                self._thought = decide(self._data, self.nodes)
        except Cancelled:
            self._thought = None
        finally:
            _active.clear()
        self._finished = True
        if self._on_done is not None and not self._cancelled:
            self._on_done(self._thought)

    def cancel(self) -> None:
        """Stop at the next slice; ``on_done`` is not called after this."""
        self._cancelled = True

    def done(self) -> bool:
        return self._finished

    def result(self, timeout: float | None = None) -> Thought | None:
        """The thought once done (``None``: cancelled); ``TimeoutError`` while it is still thinking."""
        if not self._finished:
            msg = "the expert is still thinking (in this kernel: its answer comes between the kernel's messages)"
            raise TimeoutError(msg)
        return self._thought


def think_here(game: Game, nodes: int, on_done: Callable[[Thought | None], Any] | None = None) -> ThinkingHere | None:
    """Start the expert's decision for ``game`` in this kernel, in slices (``None`` outside the browser). Where the
    browser cannot pause Python (no JSPI), it ends at once with no thought: the first answer stays."""
    if not IN_BROWSER or not hasattr(sys, "monitoring") or not hasattr(Meter.check, "__code__"):
        return None
    return ThinkingHere(game.copy(), nodes, on_done)
