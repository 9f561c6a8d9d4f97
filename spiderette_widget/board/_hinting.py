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

``HintPanel`` is the object a board holds for it: the expert's budget and the
decision running are its own.

A new board's budget is the engine's better hint's (``search.budget``), unless the environment
variable ``SPIDERETTE_BETTER_HINT`` says ``off`` (the first answer only: slow machines, a test
run) or a number of positions:

>>> default_think_nodes({"SPIDERETTE_BETTER_HINT": "off"}), default_think_nodes({}) is True
(None, True)
>>> default_think_nodes({"SPIDERETTE_BETTER_HINT": "20000"})
20000
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from ..engine._errors import GameError
from ..search._hints import players_of, think_nodes
from ..search._thinking import Thinking, Thought, adopt, think_in_background
from ..search._thinking_here import ThinkingHere, think_here
from ._solving import poster

if TYPE_CHECKING:
    from ..engine._game import Game
    from ..search._hints import Hint

THINK_ENV = "SPIDERETTE_BETTER_HINT"


def default_think_nodes(env: Mapping[str, str] = os.environ) -> int | bool | None:
    """A new board's better-hint budget: ``True`` (the engine's), ``None`` (off) or a number of
    positions, as ``SPIDERETTE_BETTER_HINT`` in ``env`` says (unset: ``True``)."""
    word = env.get(THINK_ENV, "").strip().lower()
    if not word:
        return True
    if word == "off":
        return None
    if word.isdigit() and int(word) >= 1:
        return int(word)
    msg = f"{THINK_ENV} must be 'off' or a number of positions (a whole number above 0), got {word!r}"
    raise GameError(msg)


class HintPanel:
    """The board's Hint, and what it keeps: the expert's budget (``think_nodes``) and its decision
    running (``thinking``).

    ``lock`` is the board's; ``asked()`` says whether the board still shows the hint the expert
    was asked for (an action clears it), and ``show(hint)`` shows the expert's better one.
    ``nodes``: ``True`` (the default: the engine's budget, read when asked), ``None`` (no thinking)
    or positions; a board gives ``default_think_nodes()``.

    >>> from spiderette_widget import Game
    >>> panel = HintPanel(threading.RLock(), lambda: True, print, nodes=None)
    >>> panel.first(Game.new("spiderette", suits=1, seed=7)).move, panel.thinking
    (Move(src=3, dst=2, count=1), None)
    """

    def __init__(
        self,
        lock: threading.RLock,
        asked: Callable[[], bool],
        show: Callable[[Hint | None], None],
        nodes: int | bool | None = True,
    ) -> None:
        self._lock = lock
        self._asked = asked
        self._show = show
        self._nodes = nodes
        self._thinking: Thinking | ThinkingHere | None = None

    @property
    def think_nodes(self) -> int | None:
        """Positions the expert may use for a better hint (``None``: no thinking); by default the
        better hint's budget of the engine running now (``search.budget``, README)."""
        nodes = self._nodes
        return think_nodes(True) if nodes is True else None if nodes is False else nodes

    @think_nodes.setter
    def think_nodes(self, nodes: int | None) -> None:
        self._nodes = nodes

    @property
    def thinking(self) -> Thinking | ThinkingHere | None:
        """The expert's decision running for a better hint, or ``None``."""
        return self._thinking

    def first(self, game: Game) -> Hint | None:
        """The hint to show now for ``game``: the expert's while its plan goes on, else the honest
        player's (and the expert starts thinking about this position)."""
        nodes = self.think_nodes
        self.stop()
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
                    self._done(game, box, thought)
                    return
                try:
                    post(self._done, game, box, thought)
                except RuntimeError:  # the loop has closed: here, under the lock
                    self._done(game, box, thought)

            with self._lock:  # the answer waits until the task is known
                # in the browser (no second process): in this kernel, in slices, where it can pause
                task = think_in_background(game, nodes, done) or think_here(game, nodes, done)
                box.append(task)
                self._thinking = task
        return found

    def _done(self, game: Game, box: list[Thinking | ThinkingHere | None], thought: Thought | None) -> None:
        with self._lock:  # held while the task starts: ``box`` holds it by now
            if not box or box[0] is None or self._thinking is not box[0]:
                return  # stopped, or a newer question
            self._thinking = None
            if thought is None or not self._asked():
                return  # failed, or the board moved on (an action clears the hint)
            nodes = box[0].nodes
            if adopt(game, thought, nodes):
                self._show(game.hint(think=nodes))

    def stop(self) -> None:
        """Stop the expert thinking (the board changed, or closes)."""
        task, self._thinking = self._thinking, None
        if task is not None:
            task.cancel()
