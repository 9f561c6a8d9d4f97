"""The board's Hint: the first answer at once, the expert's better hint from the background.

A Hint shows the honest player's move at once (``game.hint()``, within about
200 ms: ``benchmarks/hints.py``) and starts the expert deciding in another
process (``search._thinking``, the engine's ``better_hint`` positions; in the browser,
in the kernel itself in slices: ``search._thinking_here``); when it has
decided and the board still shows that position's hint, the expert's move
replaces it (its reason says in how many imagined arrangements of the unseen
cards the plan wins). While the board's player follows the expert's plan, the
next Hint is the expert's at once. Nothing here reads a face-down card: the
expert decides from what the player sees.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Any

from ..search._hints import players_of, think_nodes
from ..search._thinking import Thinking, Thought, adopt, think_in_background
from ..search._thinking_here import ThinkingHere, think_here
from ._solving import poster

if TYPE_CHECKING:
    from ..engine._game import Game
    from ..search._hints import Hint


class HintPanel:
    """The part of ``SpideretteWidget`` that answers Hint: first the honest move, then the expert's."""

    # the board's, used here (SpideretteWidget sets them)
    _game: Game
    _lock: threading.RLock
    _hint: Any
    _show_hint: Any

    _think_nodes: int | bool | None = True  # True: the better hint's budget of the engine running now
    _thinking: Thinking | ThinkingHere | None = None

    @property
    def think_nodes(self) -> int | None:
        """Positions the expert may use for a better hint (``None``: no thinking); by default the
        better hint's budget of the engine running now (``search.budget``, README)."""
        nodes = self._think_nodes
        return think_nodes(True) if nodes is True else None if nodes is False else nodes

    @think_nodes.setter
    def think_nodes(self, nodes: int | None) -> None:
        self._think_nodes = nodes

    @property
    def thinking(self) -> Thinking | ThinkingHere | None:
        """The expert's decision running for a better hint, or ``None``."""
        return self._thinking

    def _first_hint(self) -> Hint | None:
        """The hint to show now: the expert's while its plan goes on, else the honest player's
        (and the expert starts thinking about this position)."""
        game = self._game
        nodes = self.think_nodes
        self._stop_thinking()
        if nodes is None:
            return game.hint()
        if players_of(game).expert(nodes).known(game) is not None:
            return game.hint(think=nodes)
        found = game.hint()
        if not game.is_won:
            post = poster()
            box: list[Thinking | ThinkingHere | None] = []

            def done(thought: Thought | None) -> None:  # on the watcher thread
                if post is None:
                    self._think_done(box, thought)
                    return
                try:
                    post(self._think_done, box, thought)
                except RuntimeError:  # the loop has closed: here, under the lock
                    self._think_done(box, thought)

            with self._lock:  # the answer waits until the task is known
                # in the browser (no second process): in this kernel, in slices, where it can pause
                task = think_in_background(game, nodes, done) or think_here(game, nodes, done)
                box.append(task)
                self._thinking = task
        return found

    def _think_done(self, box: list[Thinking | ThinkingHere | None], thought: Thought | None) -> None:
        with self._lock:  # held while the task starts: ``box`` holds it by now
            if not box or box[0] is None or self._thinking is not box[0]:
                return  # stopped, or a newer question
            self._thinking = None
            if thought is None or self._hint is None:
                return  # failed, or the board moved on (an action clears the hint)
            nodes = box[0].nodes
            if adopt(self._game, thought, nodes):
                self._show_hint(self._game.hint(think=nodes))

    def _stop_thinking(self) -> None:
        task, self._thinking = self._thinking, None
        if task is not None:
            task.cancel()
