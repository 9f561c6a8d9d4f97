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
2. *Beam search.* After the second pass, and wider after the third
   (``search.core.BEAMS``; under a limit of 5,000,000 positions or more,
   more after the second in turn, ``LARGE_BEAMS``), a beam search goes level
   by level over sensible moves and deals, keeping the positions that rank
   best by a disorder ("chaos") score: the evaluation, less a penalty for
   every group of face-up cards in suit, so it keeps the stock's cards until
   it needs them. It wins many four-suit deals the phase passes leave open
   (not a proof when it fails). Under a limit of 50,000,000 positions or more,
   Spiderette then tries one beam over *every* legal move (group splits too)
   until the last deal (``EVERY_BEAMS``): a few deals are won only by splitting
   a group before the last deal.
3. *Complete search.* If no pass won, a depth-first search over **every** legal
   move (deals last), with the same table, explores the whole game. When it
   finishes without a win the verdict is ``"no win"``: an exact answer (tested
   against a plain exhaustive search on small positions). When a budget runs
   out first, the verdict is ``"unknown"``.

Every winning line is then shortened: wherever a position on the line can
reach a later one in one action, the detour between them is cut, and a group
ferried out and back (or out and on) is moved once when the line still wins.

``player="honest"`` sees only face-up cards (face-down cards are replaced by a
blank before it searches, and the stock is never read). It plays
``search.honest_step`` plan after plan: within about 16,000 positions per plan,
breadth-first over whole-group moves, then best-first by the evaluation, then
best-first with split groups too. A move that turns up a card ends a plan,
since the player cannot know what comes up. It commits to the plan that
reaches the best outcome (a completed run, then a card turned up; the
shortest plans first, then the best evaluation), plays it up to that event,
and looks again. When no plan turns up a card or completes a run, it moves to
the best dealable arrangement it can reach (filling empty columns) and deals.
Once every card is face up and the stock is empty nothing is hidden, so it
searches for a won line (same budget per plan). With the stock empty and no
plan left it gives up: ``"no win"``. Its verdict is what its play achieved
(``"unknown"`` only if the limit stops it first); it never undoes a move and
always plays the strict deal rule. The hints are its moves.

``player="expert"`` is an honest player too (``search.expert.ExpertPlayer``):
it also knows which cards are still unseen (only their places are hidden),
imagines a few arrangements of them and plays the plan that wins most often
in them: the better hint's player (``Game.hint(think=True)``, with its budgets),
so following those hints plays this game. Slower per decision, stronger; its
verdict is what its play achieved.

Verdicts are ``search.Verdict`` values, equal to their text (``"win"``,
``"no win"``, ``"unknown"``). A search is bounded by one ``search.Limit``:
positions examined (``nodes``), and seconds only as an extra cap where a
person waits. With a node limit alone, the same deal gives the same verdict,
line and node count on any machine, however loaded.

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
>>> str(sol.verdict), [str(a) for a in sol.line]
('win', ['2>3x6', '3>1x7'])
>>> for action in sol.line:
...     _ = g.play(action)
>>> g.is_won
True

For the widget, ``solve_in_background`` runs the search in another process and
reports through callbacks; see its docstring.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from ..engine._browser import IN_BROWSER, Pauses, can_pause
from ..engine._errors import GameError, GameTypeError, bad_input, excerpt
from ..engine._game import Game
from ._process import Background
from .budget import Budgets
from .core import Action, BudgetSpent, HonestPlayer, Limit, Meter, Verdict, thoughtful

__all__ = ["Limit", "Solution", "SolveHandle", "Verdict", "solve", "solve_in_background"]

PLAYERS = ("thoughtful", "honest", "expert")
PLAYING = ("honest", "expert")  # the players that play a game, each within its budget per decision
# The budgets (search.budget.Budgets): ``solve`` and ``solve_seconds`` for the thoughtful search when no limit
# is given, ``play`` for a playing player's whole game (its budget is per decision); ``browser_solve`` in
# Pyodide without pauses (no JSPI), where the kernel waits: about 15 s at 7,000 positions a second.


@dataclass
class Solution:
    """What a search found.

    ``verdict``: a ``Verdict`` (``"win"``, ``"no win"`` or ``"unknown"``); ``line``: the actions
    (``Move`` or ``DEAL``) of a win (for a playing player: the actions it played, also those
    played before a budget stopped it);
    ``reason``: why the verdict is ``"unknown"`` (``"node budget spent"``,
    ``"time budget spent"`` or ``"cancelled"``) or how ``"no win"`` was reached;
    ``nodes``: positions examined; ``seconds``: time taken.

    >>> from spiderette_widget import Game
    >>> from spiderette_widget.search.solver import Limit, solve
    >>> sol = solve(Game.new("spiderette", suits=1, seed=3), limit=Limit(nodes=200_000))
    >>> sol.won, sol.verdict == "win", sol.nodes <= 200_000, sol.line[:2]
    (True, True, True, [Move(src=2, dst=7, count=1), Move(src=3, dst=2, count=1)])
    >>> solve(Game.new("spiderette", suits=4, seed=3), limit=Limit(nodes=1_000)).reason
    'node budget spent'
    """

    verdict: Verdict
    line: list = field(default_factory=list)
    reason: str = ""
    nodes: int = 0
    seconds: float = 0.0
    player: str = "thoughtful"

    def __post_init__(self) -> None:
        self.verdict = Verdict(self.verdict)

    @property
    def won(self) -> bool:
        return self.verdict is Verdict.WIN

    def __repr__(self) -> str:
        extra = f", reason={self.reason!r}" if self.reason else ""
        return (
            f"Solution(verdict={self.verdict.value!r}, {len(self.line)} actions{extra}, "
            f"nodes={self.nodes}, seconds={self.seconds:.2f})"
        )


def _play(game: Game, meter: Meter, line: list, expert: bool = False) -> Verdict:
    """The honest player's game from ``game`` (a copy is played through the engine), each action
    appended to ``line`` as it is played (so a budget spent leaves the line played so far);
    ``expert``: the expert's (``search.expert.ExpertPlayer``)."""
    g = game.copy()
    if expert:
        from ._hints import new_expert  # the better hint's own expert: following its hints plays this game

        player: Any = new_expert()
    else:
        player = HonestPlayer()
    while not g.is_won:
        found = player.step_for(g, meter)
        if found is None:
            return Verdict.NO_WIN
        action = found[0]
        g.play(action)
        line.append(action)
    return Verdict.WIN


def _limit_of(
    limit: Limit | None, budget_nodes: int | None, budget_seconds: float | None, playing: bool = False
) -> Limit:
    """The ``Limit`` a search runs within. With none given, the thoughtful search gets ``solve``
    positions and ``solve_seconds``; a playing player (``playing``) ``play`` positions for its
    whole game and no time: its own budget per decision bounds each decision, as the hint's does.

    >>> _limit_of(None, None, None), _limit_of(None, None, None, playing=True) == Limit(Budgets.play)
    (Limit(nodes=20000000, seconds=60.0), True)
    """
    if limit is not None:
        if budget_nodes is not None or budget_seconds is not None:
            msg = "give either limit=Limit(...) or budget_nodes/budget_seconds, not both"
            raise GameError(msg)
        if not isinstance(limit, Limit):
            msg = f"limit must be a search.Limit, got {excerpt(limit)}"
            raise GameTypeError(msg)
        return limit
    if budget_nodes is not None and (
        isinstance(budget_nodes, bool) or not isinstance(budget_nodes, int) or budget_nodes < 1
    ):
        msg = f"budget_nodes must be a positive whole number, got {excerpt(budget_nodes)}"
        raise bad_input(msg, right_type=isinstance(budget_nodes, int) and not isinstance(budget_nodes, bool))
    if budget_seconds is not None and (
        isinstance(budget_seconds, bool) or not isinstance(budget_seconds, int | float) or not budget_seconds > 0
    ):  # "not > 0" also refuses nan
        msg = f"budget_seconds must be a positive number, got {excerpt(budget_seconds)}"
        right_type = isinstance(budget_seconds, int | float) and not isinstance(budget_seconds, bool)
        raise bad_input(msg, right_type)
    if budget_seconds is not None:
        seconds: float | None = float(budget_seconds)
    else:
        seconds = None if playing else Budgets.solve_seconds
    if budget_nodes is None:
        budget_nodes = Budgets.play if playing else Budgets.solve
    return Limit(nodes=budget_nodes, seconds=seconds)


# ------------------------------------------------------------------- solve
def solve(
    game: Game,
    *,
    player: str = "thoughtful",
    limit: Limit | None = None,
    budget_nodes: int | None = None,
    budget_seconds: float | None = None,
    relaxed_deal: bool = False,
    progress: Callable[[dict], Any] | None = None,
    cancel: Any = None,
) -> Solution:
    """Search ``game`` (left unchanged) and return a ``Solution``.

    ``player``: ``"thoughtful"`` (sees every card; "can this deal be won?"),
    ``"honest"`` (sees only face-up cards and plays) or ``"expert"`` (an honest
    player that samples the unseen cards' places). ``limit`` bounds the
    search: ``Limit(nodes=...)`` for results that do not depend on the
    machine, ``Limit(nodes, seconds)`` where a person waits; for a playing player
    (honest, expert) it bounds the whole game, and a game stopped by it returns the line
    played so far. The shortcuts ``budget_nodes`` and ``budget_seconds`` build one
    (defaults: ``Budgets.solve`` nodes and ``Budgets.solve_seconds`` for the thoughtful
    search; for a playing player no time and ``Budgets.play`` nodes, its budget being
    per decision, as the hint's). ``progress`` is called about every thousand positions with
    ``{"nodes", "seconds", "stage"}``; ``cancel`` is a
    ``threading.Event``-like object (``is_set()``) or a callable returning True
    to stop. ``relaxed_deal=True`` allows dealing with empty columns (such
    lines do not replay through the engine, which keeps the strict rule).

    >>> from spiderette_widget import Game
    >>> sol = solve(Game.new("spiderette", suits=1, seed=3), limit=Limit(nodes=200_000))
    >>> sol.verdict
    <Verdict.WIN: 'win'>
    >>> sol.verdict == "win"
    True
    """
    _check_game(game, "solve")
    _check_player(player)
    playing = player in PLAYING
    meter = Meter(_limit_of(limit, budget_nodes, budget_seconds, playing), progress, cancel)
    if playing:
        line: list = []
        try:
            verdict = _play(game, meter, line, expert=player == "expert")
        except BudgetSpent as stop:
            return Solution(Verdict.UNKNOWN, line, stop.reason, meter.nodes, meter.seconds, player)
        reason = "" if verdict is Verdict.WIN else "no plan left"
        return Solution(verdict, line, reason, meter.nodes, meter.seconds, player)

    try:
        win_line = thoughtful(game, meter, relaxed_deal)
    except BudgetSpent as stop:
        return Solution(Verdict.UNKNOWN, [], stop.reason, meter.nodes, meter.seconds)
    if win_line is None:
        return Solution(Verdict.NO_WIN, [], "every line explored", meter.nodes, meter.seconds)
    return Solution(Verdict.WIN, win_line, "", meter.nodes, meter.seconds)


def decide(game: Game, nodes: int) -> Verdict:
    """The thoughtful solver's verdict on ``game`` within ``nodes`` positions, without its line:
    ``solve(game, limit=Limit(nodes=nodes)).verdict``, the same positions searched, but the
    winning line is not shortened (the review needs only whether a position is won).

    >>> from spiderette_widget import Game
    >>> g = Game.from_text("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S\\n2: 2S AS")
    >>> decide(g, 1000), solve(g, limit=Limit(nodes=1000)).verdict
    (<Verdict.WIN: 'win'>, <Verdict.WIN: 'win'>)
    """
    _check_game(game, "decide")
    try:
        line = thoughtful(game, Meter(Limit(nodes=nodes)), shortened=False)
    except BudgetSpent:
        return Verdict.UNKNOWN
    return Verdict.NO_WIN if line is None else Verdict.WIN


def _check_player(player: Any) -> None:
    """``GameError`` for a player ``solve`` does not know (``GameTypeError`` when it is not text)."""
    if not isinstance(player, str) or player not in PLAYERS:
        msg = f"player must be 'thoughtful', 'honest' or 'expert', got {excerpt(player)}"
        raise bad_input(msg, right_type=isinstance(player, str))


def _check_game(game: Any, function: str) -> None:
    """``GameTypeError`` unless ``game`` is a ``Game``."""
    if not isinstance(game, Game):
        msg = f"{function}() takes a Game, got {type(game).__name__}"
        raise GameTypeError(msg)


# ------------------------------------------------------------- background
def solve_in_child(data: dict, kwargs: dict, report: Callable[[dict], None]) -> Solution:
    """The search process's work (``search._process``): solve the game of ``data``, reporting progress."""
    return solve(Game.from_dict(data), progress=report, **kwargs)


class SolveHandle:
    """A search running in another process (``search._process.Background``). ``cancel()``,
    ``done()``, ``result(timeout)``. ``cancel()`` ends the process at once (it does not wait for
    the search to notice), so a cancelled search never lingers.

    >>> from spiderette_widget import Game
    >>> from spiderette_widget.search.solver import solve_in_background
    >>> handle = solve_in_background(Game.new("spiderette", suits=1, seed=3), budget_nodes=200_000)
    >>> handle.result(60).verdict, handle.done()
    (<Verdict.WIN: 'win'>, True)
    """

    def __init__(
        self,
        game: Game,
        kwargs: dict,
        on_progress: Callable[[dict], Any] | None,
        on_done: Callable[[Solution], Any] | None,
    ) -> None:
        self._solution: Solution | None = None
        self._finished = threading.Event()
        self.last_progress: dict | None = None
        self._on_progress = on_progress
        self._on_done = on_done
        self._started = time.perf_counter()
        self._job = Background(solve_in_child, (game.to_dict(), kwargs), self._progress, self._end)

    def _progress(self, info: dict) -> None:
        self.last_progress = info
        if self._on_progress is not None:
            self._on_progress(info)

    def _end(self, kind: str, payload: Any) -> None:
        if kind == "done":
            sol = payload
        else:
            if kind == "error":
                reason = f"error: {payload}"
            elif self._job.cancelled.is_set():
                reason = "cancelled"
            else:
                reason = f"the search process ended (exit code {payload})"
            sol = Solution(Verdict.UNKNOWN, [], reason, 0, time.perf_counter() - self._started)
        self._solution = sol
        self._finished.set()
        if self._on_done is not None:
            self._on_done(sol)

    def cancel(self) -> None:
        """End the search process now; ``on_done`` then gets an ``"unknown"`` ``"cancelled"`` solution.

        Returns once the process has ended. After the answer came, it changes nothing.
        """
        if not self._finished.is_set():
            self._job.cancel()

    def done(self) -> bool:
        return self._finished.is_set()

    def result(self, timeout: float | None = None) -> Solution:
        """Wait for the solution (``TimeoutError`` if ``timeout`` seconds pass first)."""
        if not self._finished.wait(timeout):
            msg = f"the search is still running after {timeout} s"
            raise TimeoutError(msg)
        assert self._solution is not None
        return self._solution


class InThreadSolve:
    """A search in the kernel's own thread, for Pyodide (no processes, no threads there).

    It starts once the current cell or widget message has returned (the event
    loop's next turn), so the caller can show that it started. Where the
    browser can pause Python (``engine._browser.can_pause``: JSPI), it searches
    in slices within its own budgets, and between slices the kernel takes its
    messages (a move or Cancel stops it, progress reaches the board);
    elsewhere the kernel waits for it, within ``Budgets.browser_solve`` positions.
    ``result()`` runs it at once if it has not run yet. Same methods as
    ``SolveHandle``; ``pauses``: the slices' pauses so far.
    """

    def __init__(
        self,
        game: Game,
        kwargs: dict,
        on_progress: Callable[[dict], Any] | None,
        on_done: Callable[[Solution], Any] | None,
    ) -> None:
        self._game = game
        self._kwargs = kwargs
        self._on_progress = on_progress
        self._on_done = on_done
        self._cancelled = False
        self._running = False
        self._solution: Solution | None = None
        self._pauses: Pauses | None = None
        self.last_progress: dict | None = None
        asyncio.get_event_loop().call_soon(self._run)

    @property
    def pauses(self) -> int:
        return self._pauses.count if self._pauses is not None else 0

    def _run(self) -> None:
        if self._solution is not None or self._running:  # (the loop's turn may come during a pause)
            return
        self._running = True
        if self._cancelled:
            sol = Solution(Verdict.UNKNOWN, [], "cancelled")
        else:
            self._pauses = Pauses() if can_pause() else None
            kwargs = self._kwargs if self._pauses is not None else _browser_limits(self._kwargs)
            sol = solve(self._game, progress=self._progress, cancel=lambda: self._cancelled, **kwargs)
        self._solution = sol
        if self._on_done is not None:
            self._on_done(sol)

    def _progress(self, info: dict) -> None:
        self.last_progress = info
        if self._on_progress is not None:
            self._on_progress(info)
        if self._pauses is not None:
            self._pauses.maybe()

    def cancel(self) -> None:
        """Stop it, before it runs or at its next slice (``on_done`` then gets a ``"cancelled"`` solution)."""
        self._cancelled = True

    def done(self) -> bool:
        return self._solution is not None

    def result(self, timeout: float | None = None) -> Solution:
        """The solution, running the search now if it has not run yet (``timeout`` is not needed here)."""
        self._run()
        assert self._solution is not None
        return self._solution


def _browser_limits(solve_kw: dict) -> dict:
    """``solve_kw`` with its node budget cut to ``Budgets.browser_solve`` (the kernel waits for an in-thread search)."""
    limit = solve_kw.get("limit")
    if limit is not None:
        return {**solve_kw, "limit": Limit(min(limit.nodes, Budgets.browser_solve), limit.seconds)}
    return {**solve_kw, "budget_nodes": min(solve_kw.get("budget_nodes") or Budgets.solve, Budgets.browser_solve)}


def solve_in_background(
    game: Game,
    *,
    on_progress: Callable[[dict], Any] | None = None,
    on_done: Callable[[Solution], Any] | None = None,
    **solve_kw: Any,
) -> SolveHandle | InThreadSolve:
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

    In the browser (Pyodide: the JupyterLite course) there are no processes:
    the search runs in the kernel's own thread on the event loop's next turn,
    in slices that let the kernel's messages through where the browser can
    pause it, else within ``Budgets.browser_solve`` positions (``InThreadSolve``).

    >>> from spiderette_widget import Game
    >>> from spiderette_widget.search.solver import solve_in_background
    >>> handle = solve_in_background(Game.new("spiderette", suits=4, seed=3), budget_nodes=10**9)
    >>> handle.cancel()
    >>> handle.result(60).reason
    'cancelled'
    """
    _check_game(game, "solve_in_background")
    unknown = set(solve_kw) - {"player", "limit", "budget_nodes", "budget_seconds", "relaxed_deal"}
    if unknown:
        msg = f"solve_in_background: unknown option(s) {', '.join(sorted(map(excerpt, unknown)))}"
        raise GameError(msg)
    _check_player(solve_kw.get("player", "thoughtful"))
    _limit_of(solve_kw.get("limit"), solve_kw.get("budget_nodes"), solve_kw.get("budget_seconds"))
    if IN_BROWSER:
        return InThreadSolve(game.copy(), dict(solve_kw), on_progress, on_done)
    return SolveHandle(game.copy(), dict(solve_kw), on_progress, on_done)


def replay(game: Game, line: Iterable[Action]) -> Game:
    """A copy of ``game`` with ``line`` played through the engine (strict rules)."""
    g = game.copy()
    for action in line:
        g.play(action)
    return g
