"""The board's "Can this deal be won?": one background search, its answer, and the board's lock.

``SolvePanel`` is the object a ``SpideretteWidget`` holds to ask and answer
(its ``solve``, ``cancel_solve``, ``solve_step`` go through it); the search and
the answer are its own. ``SolveTask`` wraps the
solver's background process for a widget: it hands progress and the result
back to the thread (event loop) that started it. The winning line found
stays here, in the kernel (``Answer.line`` is never synced);
``solve_view`` is what the browser may see of it: counts only.

>>> from spiderette_widget import DEAL
>>> solve_view(None, Answer("win", 1200, [DEAL]))
{'state': 'win', 'nodes': 1200, 'steps_left': 1}
"""

from __future__ import annotations

import asyncio
import functools
import logging
import math
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..engine._errors import GameError, IllegalMove
from ..engine._game import DEAL, LastAction, Move, Position
from ..search.budget import Budgets
from ..search.core import Limit
from ..search.deals import Deals
from ..search.native import budgets
from ..search.solver import solve_in_background
from ..text._words import phrase
from ._protocol import Hint, Solve, SolveState, StatusKind

if TYPE_CHECKING:
    from ..engine._game import Game
    from ..search.solver import Solution

log = logging.getLogger(__name__)

# "Can this deal be won?": the thoughtful player, stopped by time (the node
# budget is only a backstop), with progress at most ~4 times a second. Four
# suits get longer. On the native core 60 s decide at least 99% of four-suit
# deals of either game (benchmarks/solver.py, 200 deals each: docs/winnability.md);
# the Python search took up to 120 s to reach the 5,000,000 positions that
# decided 93% of them.
# The budgets (search.budget.Budgets): board_solve_seconds, board_solve_four_suit_seconds (per engine),
# board_solve_max_seconds, and board_solve positions (per engine).
PROGRESS_EVERY = 0.25
FIRST_PROGRESS = 1.0


class SolveRefused(GameError):
    """A "Can this deal be won?" request turned down (a ``ValueError``), in the widget's language.

    ``key`` names the status sentence the browser is shown instead.

    >>> from spiderette_widget import SpideretteWidget
    >>> from spiderette_widget.board import SolveRefused
    >>> w = SpideretteWidget.new("spiderette", suits=1, seed=7, lang="pt")
    >>> try:
    ...     w.solve_step()
    ... except SolveRefused as e:
    ...     print(e.key, "|", e)
    ...
    solve_no_line | Não há linha vencedora para jogar: pergunte primeiro «Esta partida pode ser ganha?».
    """

    def __init__(self, key: str, lang: str, **params: Any) -> None:
        super().__init__(phrase(key, lang, **params))
        self.key = key
        self.params = params


def under_lock(method: Callable[..., Any]) -> Callable[..., Any]:
    """Run a board method under the board's lock (see ``poster``: callbacks and intents may come from other threads)."""

    @functools.wraps(method)
    def wrapper(self: Any, *args: Any, **kwargs: Any) -> Any:
        with self._lock:
            return method(self, *args, **kwargs)

    return wrapper


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


def hand_over(post: Callable[..., Any] | None, fn: Callable[..., Any], *args: Any) -> None:
    """Run ``fn(*args)`` through ``post`` (``poster()``: on the thread that asked), or here when there is none
    or its loop has closed."""
    if post is not None:
        try:
            post(fn, *args)
            return
        except RuntimeError:  # the loop has closed: run it here, under the lock
            log.debug("event loop gone; applying the result directly")
    fn(*args)


def check_budget(value: Any) -> float:
    """``budget_seconds`` as a float, or ``GameError``.

    >>> check_budget(5)
    5.0
    """
    ok = isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)
    most = Budgets.board_solve_max_seconds
    if not ok or not 0 < value <= most:
        msg = f"budget_seconds must be a number of seconds above 0 and at most {most:g}, got {value!r}"
        raise GameError(msg)
    return float(value)


def solve_seconds(game: Game) -> float:
    """The board's default time for "Can this deal be won?": longer with four suits.

    >>> from spiderette_widget import Game
    >>> solve_seconds(Game.new("spider", suits=4, seed=1)) == budgets().board_solve_four_suit_seconds
    True
    >>> solve_seconds(Game.new("spiderette", suits=2, seed=1))
    30.0
    """
    return budgets().board_solve_four_suit_seconds if game.suits == 4 else Budgets.board_solve_seconds


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

    >>> from spiderette_widget import SpideretteWidget
    >>> w = SpideretteWidget.new("spiderette", suits=1, seed=3)
    >>> task = w.solve(budget_seconds=30)
    >>> solution = task.result(60)
    >>> task.done(), solution.verdict
    (True, <Verdict.WIN: 'win'>)
    >>> print(w.status["text"][:30])
    This deal can be won: a winnin
    """

    def __init__(self, panel: SolvePanel, budget_seconds: float, game: Game) -> None:
        self.budget_seconds = budget_seconds
        self.nodes = 0
        self._panel = panel
        self._post = poster()
        self._owner = threading.current_thread()
        self.position = position_key(game)  # the position asked about
        self.handle: Any = None  # the solver's background search (``solve_in_background``)
        # the first progress after FIRST_PROGRESS: the status says the budget ("up to N s") that long first
        self._last_progress = time.monotonic() - PROGRESS_EVERY + FIRST_PROGRESS
        self.reported = threading.Event()  # the watcher has handed the solution over

    def cancel(self) -> None:
        """Stop the search (the board says so if it is still the board's search)."""
        if self._panel.search is self:
            self._panel.cancel()
        else:
            self.handle.cancel()

    def done(self) -> bool:
        return self.reported.is_set()

    def result(self, timeout: float | None = None) -> Solution:
        start = time.monotonic()
        sol = self.handle.result(timeout)
        # the watcher calls back just after the handle's result is ready: wait for it, so no
        # callback of this search comes after result() returns
        self.reported.wait(None if timeout is None else max(0.0, timeout - (time.monotonic() - start)) + 6)
        if self._post is None or threading.current_thread() is self._owner:
            self._panel.solve_done(self, sol)
        return sol

    def __repr__(self) -> str:
        return f"SolveTask({'done' if self.done() else 'running'}, budget_seconds={self.budget_seconds:g})"

    # the solver's watcher thread calls these
    def _progress(self, info: dict) -> None:
        now = time.monotonic()
        if now - self._last_progress < PROGRESS_EVERY:
            return
        self._last_progress = now
        self._deliver(self._panel.solve_progress, self, int(info.get("nodes", 0)))

    def _done(self, sol: Solution) -> None:
        try:
            self._deliver(self._panel.solve_done, self, sol)
        finally:
            self.reported.set()

    def _deliver(self, fn: Callable[..., Any], *args: Any) -> None:
        hand_over(self._post, fn, *args)


class DealSearch(SolveTask):
    """A search for a winnable deal past the table's (``new_game(winnable=True)``): deals tried in turn.

    The same plumbing as "Can this deal be won?": each deal is solved in the
    background process within the board's ``find_nodes`` positions, progress and the
    result come back to the thread that started it. It is the board's search
    while it runs (``w.solving``): a move, Cancel or a new game stops it. The
    deals tried stay in the kernel; the status says only how many.
    """

    def __init__(self, panel: SolvePanel, shown: Game, game: str, suits: int, seed: int | None = None) -> None:
        super().__init__(panel, 0.0, shown)
        self.game, self.suits = game, suits
        self.tried = 0
        self.tries = Budgets.find_tries
        self._draw = panel.deals.draw(seed)
        self.candidate: Game | None = None
        self.found: Game | None = None

    def start_next(self) -> None:
        """Solve the next deal drawn, in the background."""
        from ..engine._game import Game

        self.tried += 1
        self.nodes = 0
        self.candidate = Game.new(self.game, self.suits, self._draw())
        self.handle = solve_in_background(
            self.candidate,
            on_progress=self._progress,
            on_done=self._done,
            player="thoughtful",
            limit=Limit(nodes=self._panel.find_nodes),
        )

    def result(self, timeout: float | None = None) -> Game | None:  # type: ignore[override]
        """Wait until the search has ended (``TimeoutError`` first if ``timeout`` passes): the deal found, or None.

        From a plain Python session; in a notebook the answer comes on the kernel's loop, after the cell.
        """
        if not self.reported.wait(timeout):
            msg = f"the search for a winnable deal is still running after {timeout} s"
            raise TimeoutError(msg)
        return self.found

    def __repr__(self) -> str:
        state = "done" if self.done() else "running"
        return f"DealSearch({state}, {self.game}, suits={self.suits}, tried={self.tried})"

    def _progress(self, info: dict) -> None:
        now = time.monotonic()
        if now - self._last_progress < PROGRESS_EVERY:
            return
        self._last_progress = now
        self._deliver(self._panel.deal_progress, self, int(info.get("nodes", 0)))

    def _done(self, sol: Solution) -> None:
        try:
            self._deliver(self._panel.deal_done, self, sol)
        finally:
            if self._panel.search is not self:
                self.reported.set()


class SolvePanel:
    """The board's "Can this deal be won?" (its button, panel and status), and what it keeps: the
    search running (``search``: a ``SolveTask``, or a ``DealSearch`` for a winnable deal past the
    table), the answer found (``answer``: its winning line stays here), the positions a deal tried
    past the table may use (``find_nodes``) and where winnable deals come from (``deals``).

    The board's own parts it works with are given to it: its ``lock``; ``game()``, the game shown,
    and ``lang()``; ``show(parts, kind, new_status)``, which re-sends ``view.solve`` and
    ``view.hint`` and, given parts, says them; ``status_kind()``, the kind of the status shown;
    ``set_hint(hint)``, the hint the board shows (a step of the winning line, or none);
    ``play(action)``, the board's; ``deal_new(game, winnable)``, which shows a new game.

    >>> from spiderette_widget import Game
    >>> g = Game.new("spiderette", suits=1, seed=7)
    >>> panel = SolvePanel(threading.RLock(), lambda: g, lambda: "en", print, lambda: StatusKind.INFO, print,
    ...                    g.play, print)
    >>> panel.view() is None, panel.cancel()
    (True, False)
    """

    def __init__(
        self,
        lock: threading.RLock,
        game: Callable[[], Game],
        lang: Callable[[], str],
        show: Callable[[list[Any] | None, StatusKind, bool], None],
        status_kind: Callable[[], StatusKind],
        set_hint: Callable[[Hint | None], None],
        play: Callable[[Move], Any],
        deal_new: Callable[[Game, bool], None],
        deals: Deals | None = None,
        find_nodes: int = Budgets.find_deal,
    ) -> None:
        self._lock = lock
        self._game = game
        self._lang = lang
        self._show = show
        self._status_kind = status_kind
        self._set_hint = set_hint
        self._play = play
        self._deal_new = deal_new
        self.deals = deals or Deals()
        self.find_nodes = find_nodes  # positions the solver may use per deal tried past the table
        self.search: SolveTask | None = None
        self.answer: Answer | None = None
        self._stepping = False

    def solve(self, budget_seconds: float | None = None) -> SolveTask:
        """Ask "Can this deal be won?" about the game shown (``SpideretteWidget.solve``)."""
        game = self._game()
        budget = check_budget(solve_seconds(game) if budget_seconds is None else budget_seconds)
        if self.search is not None:
            raise SolveRefused("solve_busy", self._lang())
        if game.is_won:
            raise SolveRefused("solve_won", self._lang())
        task = SolveTask(self, budget, game)
        task.handle = solve_in_background(
            game,
            on_progress=task._progress,
            on_done=task._done,
            player="thoughtful",
            budget_seconds=budget,
            budget_nodes=budgets().board_solve,
        )  # its callbacks wait for the lock (no loop) or for the loop: self.search is set first
        self.search = task
        if self.answer is not None and self.answer.shown:
            self._set_hint(None)  # the old line's next step
        self.answer = None
        self._show([("solve_start", {"s": budget})], StatusKind.SEARCH, True)
        return task

    def cancel(self) -> bool:
        """Stop the running search; ``False`` when there was none (nothing changes then)."""
        with self._lock:
            if self.search is None:
                return False
            self.stop()
            self._show([("solve_cancelled", {})], StatusKind.INFO, True)
            return True

    def step(self) -> Move:
        """Play the next action (a ``Move`` or ``DEAL``) of the winning line found (``SpideretteWidget.solve_step``)."""
        answer = self.answer
        action = answer.next if answer is not None else None
        if answer is None or action is None:
            raise SolveRefused("solve_no_line", self._lang())
        answer.shown = True
        self._stepping = True
        try:
            self._play(action)
        except IllegalMove:
            self.answer = None
            self._show(None, StatusKind.INFO, True)
            raise
        finally:
            self._stepping = False
        return action

    def find_winnable(self, game: str, suits: int) -> DealSearch:
        """Look for a winnable deal with the solver, in the background (the table had none)."""
        self.stop()
        task = DealSearch(self, self._game(), game, suits)
        task.start_next()
        self.search = task
        self.answer = None
        self._show([("deal_looking", {"i": 1, "n": task.tries})], StatusKind.SEARCH, True)
        return task

    def deal_progress(self, task: DealSearch, nodes: int) -> None:
        """News of ``task``: ``nodes`` positions searched in the deal it tries now."""
        with self._lock:
            if self.search is not task:
                return
            task.nodes = max(task.nodes, nodes)
            if self._status_kind() == StatusKind.SEARCH:
                params = {"i": task.tried, "n": task.tries, "nodes": task.nodes}
                self._show([("deal_looking_progress", params)], StatusKind.SEARCH, False)
            else:
                self._show(None, StatusKind.INFO, True)

    def deal_done(self, task: DealSearch, sol: Solution) -> None:
        """``task`` solved the deal it tried: shown when won, else the next deal is tried."""
        with self._lock:
            if self.search is not task:
                return  # cancelled, or a newer search
            if sol.verdict == "win" and task.candidate is not None:
                self.search = None
                task.found = task.candidate
                try:
                    self._deal_new(task.candidate, True)
                finally:
                    task.reported.set()
                return
            if task.tried < task.tries and sol.reason != "cancelled":
                task.start_next()
                params = {"i": task.tried, "n": task.tries, "nodes": 0}
                self._show([("deal_looking_progress", params)], StatusKind.SEARCH, False)
                return
            self.search = None
            task.reported.set()
            self._show([("deal_not_found", {"n": task.tried})], StatusKind.INFO, True)

    def stop(self) -> list[Any]:
        """Cancel the running search, if any; the status words that say so."""
        task, self.search = self.search, None
        if task is None:
            return []
        task.handle.cancel()
        return [("solve_stale", {})]

    def forget(self) -> None:
        """Forget the answer (the game was changed behind the board's back)."""
        self.answer = None

    def solve_progress(self, task: SolveTask, nodes: int) -> None:
        """News of ``task``: ``nodes`` positions searched."""
        with self._lock:
            if self.search is not task:
                return
            task.nodes = max(task.nodes, nodes)
            if self._status_kind() == StatusKind.SEARCH:  # a message shown meanwhile (a refusal, a hint) stays
                self._show([("solve_running", {"n": task.nodes})], StatusKind.SEARCH, False)
            else:
                self._show(None, StatusKind.INFO, True)

    def solve_done(self, task: SolveTask, sol: Solution) -> None:
        """``task`` ended with ``sol``: the answer, shown."""
        with self._lock:
            if self.search is not task:
                return  # cancelled, or already shown
            self.search = None
            if task.position != position_key(self._game()):  # changed behind the board's back
                self._show([("solve_stale", {})], StatusKind.INFO, True)
                return
            nodes = int(sol.nodes)
            if sol.verdict == "win":
                self.answer = Answer("win", nodes, list(sol.line))
                parts: list[Any] = [("solve_win", {"n": len(sol.line)}), ("solve_replay", {})]
                kind = StatusKind.HINT
            elif sol.verdict == "no win":
                self.answer = Answer("no win", nodes)
                parts, kind = [("solve_no_win", {})], StatusKind.HINT
            else:
                self.answer = Answer("unknown", nodes)
                kind = StatusKind.INFO
                if sol.reason == "time budget spent":
                    parts = [("solve_time", {"s": task.budget_seconds})]
                elif sol.reason == "node budget spent":
                    parts = [("solve_nodes", {"n": nodes})]
                else:
                    parts = [("solve_failed", {"why": sol.reason or "?"})]
            self._show(parts, kind, True)

    def view(self) -> Solve | None:
        """``view.solve``: counts only, never the line."""
        return solve_view(self.search, self.answer)

    def follow_line(self, kind: str, parts: list[Any]) -> list[Any]:
        """After a change of position: stop a search, advance or drop the winning line; the status parts."""
        extra = self.stop()
        answer = self.answer
        if answer is None:
            return [*parts, *extra]
        step = answer.next
        if step is not None and kind in ("move", "deal") and is_action(step, self._game().last_action):
            answer.at += 1
            if self._stepping:
                parts = [("solve_step", {"i": answer.at, "n": len(answer.line)}), *parts]
            if answer.shown and answer.next is not None:
                self._set_hint(step_hint(answer.next))
        else:
            self.answer = None
            if step is not None and kind != "new":
                extra.append(("solve_left", {}))
        return [*parts, *extra]
