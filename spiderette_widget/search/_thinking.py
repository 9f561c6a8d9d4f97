"""The expert's decision in another process, for the board's better hint (``Game.hint(think=...)``).

``think_in_background(game, nodes, on_done)`` starts a process that decides as
the thinking hints' expert for ``nodes`` would (``_hints.new_expert``) (the same seed, the same budget in
positions, so the same plan) and returns at once with a ``Thinking`` handle.
``on_done(thought)`` is called from a watcher thread with a ``Thought``; the
caller hands it to ``adopt(game, thought)``, which makes it the plan the
thinking hints follow (``_hints.players_of(game).expert(nodes)``): ``game.hint(think=nodes)``
then answers at once, and following those hints plays the expert's game.
A process, not a thread: a search in a thread would hold the kernel's GIL.
In the browser (Pyodide) there are no processes: ``think_in_background``
returns ``None`` and the first answer stays.

>>> from spiderette_widget import Game
>>> g = Game.from_text("spiderette\\n1: 4S 2S | 9H\\n2: 10S\\n3: 10H\\n")
>>> t = decide(g.to_dict(), 20_000)
>>> t.actions, t.goal
(((1, 3, 1),), 'flip')
>>> adopt(g, t, 20_000), g.hint(think=20_000).move
(True, Move(src=1, dst=3, count=1))
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple

from ..engine._game import DEAL, Move
from ._process import Background
from .core import Step, observation_key, rules_of
from .solver import IN_BROWSER

if TYPE_CHECKING:
    from ..engine._game import Game

__all__ = ["Thinking", "Thought", "adopt", "decide", "think_in_background"]


class Thought(NamedTuple):
    """The expert's plan as plain data: ``actions`` as ``(src, dst, count)`` (``None``: the deal),
    its ``goal``, ``odds`` (samples won, samples) and ``key``, what the player saw when it decided;
    ``actions`` is ``None`` when it gives up."""

    actions: tuple[tuple[int, int, int] | None, ...] | None
    goal: str
    odds: tuple[int, int] | None
    key: Any


def decide(data: dict, nodes: int) -> Thought:
    """The expert's decision for the game ``data`` (``Game.to_dict``), within ``nodes`` positions."""
    from ..engine._game import Game
    from ._hints import new_expert

    game = Game.from_dict(data)
    player = new_expert(nodes)  # the very expert the thinking hints follow, so the same plan
    step = player.decide(game)
    key = (observation_key(game), game.removed)
    if step is None:
        return Thought(None, "", None, key)
    actions = tuple(None if a == DEAL else (a.src, a.dst, a.count) for a in step.actions)
    return Thought(actions, step.goal, player.odds, key)


def adopt(game: Game, thought: Thought, nodes: int) -> bool:
    """Make ``thought`` the plan of the expert the thinking hints follow; ``False`` (nothing
    changes) when ``game`` no longer looks as it did when the expert decided."""
    from ._hints import players_of

    expert = players_of(game).expert
    if thought.key != (observation_key(game), game.removed):
        return False
    if thought.actions is None:
        expert(nodes).adopt(game, None)
        return True
    actions = tuple(DEAL if a is None else Move(*a) for a in thought.actions)
    rules = rules_of(game, honest=True)
    before = after = observation_key(game)
    for a in actions:
        if a == DEAL:
            break
        after = rules.act(after, a)
    expert(nodes).adopt(game, Step(actions, thought.goal, before, after), thought.odds)
    return True


def decide_in_child(data: dict, nodes: int, report: Callable[[Any], None]) -> Thought:
    """The thinking process's work (``search._process``): ``decide`` (it reports no progress)."""
    return decide(data, nodes)


class Thinking:
    """The expert deciding in another process: ``cancel()``, ``done()``, ``result(timeout)``."""

    def __init__(self, game: Game, nodes: int, on_done: Callable[[Thought | None], Any] | None) -> None:
        self.nodes = nodes
        self._on_done = on_done
        self._thought: Thought | None = None
        self._finished = threading.Event()
        self._job = Background(decide_in_child, (game.to_dict(), nodes), None, self._end)

    def _end(self, kind: str, payload: Any) -> None:
        cancelled = self._job.cancelled.is_set()
        self._thought = payload if kind == "done" and not cancelled else None
        try:
            if self._on_done is not None and not cancelled:
                self._on_done(self._thought)
        finally:
            self._finished.set()

    def cancel(self) -> None:
        """End the process now; ``on_done`` is not called after this."""
        self._job.cancel()

    def done(self) -> bool:
        return self._finished.is_set()

    def result(self, timeout: float | None = None) -> Thought | None:
        """Wait for the thought (``None``: cancelled or failed); ``TimeoutError`` if ``timeout`` passes first."""
        if not self._finished.wait(timeout):
            msg = f"the expert is still thinking after {timeout} s"
            raise TimeoutError(msg)
        return self._thought


def think_in_background(
    game: Game, nodes: int, on_done: Callable[[Thought | None], Any] | None = None
) -> Thinking | None:
    """Start the expert's decision for ``game`` in another process (``None`` in the browser)."""
    if IN_BROWSER:
        return None
    return Thinking(game.copy(), nodes, on_done)
