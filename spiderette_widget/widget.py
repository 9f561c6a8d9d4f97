"""The anywidget board: a ``SpideretteWidget`` over a ``Game``.

The kernel is the only authority (docs/protocol.md). The browser renders the
synced ``view``, ``status`` and ``labels`` traits and sends *intents*; every
intent is validated here and played through the engine. Hidden cards never
leave the kernel: the view carries counts of face-down and stock cards only.

>>> from spiderette_widget import Game, SpideretteWidget
>>> w = SpideretteWidget(Game.from_text("spiderette\\n1: QH ? | 9S 8S 7H\\n2: 10D\\n3: 8C"))
>>> w.view["columns"][0]
{'hidden': 2, 'up': ['9S', '8S', '7H'], 'movable': 1}
>>> w.play("1>3")
Move(src=1, dst=3, count=1)
>>> w.status["text"]
'7H from column 1 to column 3.'

"Can this deal be won?" runs the solver in another process (``w.solve()``, or
the button); the board keeps answering meanwhile, and the winning line stays
in the kernel: ``w.solve_step()`` plays it one action at a time.
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
from pathlib import Path
from typing import Any, ClassVar

import anywidget
import traitlets as t

from ._cards import SUITS, card_text
from ._errors import GameError, IllegalMove
from ._game import Game, Move
from ._labels import LANGS, check_lang, labels, phrase
from ._search import is_stuck
from .solver import Solution, solve_in_background

__all__ = ["SolveRefused", "SolveTask", "SpideretteWidget", "best_destination"]

log = logging.getLogger(__name__)

_HERE = Path(__file__).parent
_MISSING_ESM = """
export default { render({ el }) {
  el.textContent = "spiderette-widget: the front end (widget.js) is missing from this installation.";
} };
"""


def _asset(name: str) -> Path | None:
    """The built wheel's ``static/NAME``, else the source tree's ``js/NAME``."""
    for path in (_HERE / "static" / name, _HERE.parent / "js" / name):
        if path.is_file():
            return path
    return None


# Positions the stuck search may explore after each action. The engine's
# default (20,000) can take most of a second in an endgame with every card face
# up; 2,000 answers within ~60 ms. When the budget runs out the game is not
# called stuck (the search's own convention).
STUCK_BUDGET = 2_000

# "Can this deal be won?": the thoughtful player, stopped by time (the node
# budget is only a backstop), with progress at most ~4 times a second.
SOLVE_SECONDS = 30.0
MAX_SOLVE_SECONDS = 600.0
SOLVE_NODES = 50_000_000
PROGRESS_EVERY = 0.25

# IllegalMove rules about where a group lands (the others are about lifting it).
_TARGET_RULES = frozenset({"place-one-higher", "nothing-on-ace", "king-only-to-empty", "no-wrap-around"})


class OptionError(GameError, t.TraitError):
    """A widget option set to a value it cannot take (a ``ValueError``)."""


class _Lang(t.Unicode):
    def validate(self, obj: Any, value: Any) -> str:
        try:
            return check_lang(value)
        except GameError as exc:
            raise OptionError(str(exc)) from None


class _Flag(t.Bool):
    def validate(self, obj: Any, value: Any) -> bool:
        if not isinstance(value, bool):
            msg = f"{self.name} must be True or False, got {value!r}"
            raise OptionError(msg)
        return value


class _Refused(Exception):
    """An intent the kernel turns down: the status sentence that says why."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


class SolveRefused(GameError):
    """A "Can this deal be won?" request turned down (a ``ValueError``), in the widget's language.

    ``key`` names the status sentence the browser is shown instead.
    """

    def __init__(self, key: str, lang: str, **params: Any) -> None:
        super().__init__(phrase(key, lang, **params))
        self.key = key
        self.params = params


def _locked(method: Callable[..., Any]) -> Callable[..., Any]:
    """Run a widget method under the widget's lock (solver callbacks may come from another thread)."""

    @functools.wraps(method)
    def wrapper(self: SpideretteWidget, *args: Any, **kwargs: Any) -> Any:
        with self._lock:
            return method(self, *args, **kwargs)

    return wrapper


def _poster() -> Callable[..., Any] | None:
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


def _check_budget(value: Any) -> float:
    ok = isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)
    if not ok or not 0 < value <= MAX_SOLVE_SECONDS:
        msg = f"budget_seconds must be a number of seconds above 0 and at most {MAX_SOLVE_SECONDS:g}, got {value!r}"
        raise GameError(msg)
    return float(value)


def _position(game: Game) -> tuple:
    """What a solution depends on: the table, what is face down, the stock."""
    return tuple(map(tuple, game._cols)), tuple(game._hidden), tuple(game._stock)


@dataclass
class _Answer:
    """A finished search, kept in the kernel: ``line`` is never synced."""

    state: str  # "win", "no win" or "unknown"
    nodes: int
    line: list[Any] = field(default_factory=list)
    at: int = 0  # actions of the line played so far
    shown: bool = False  # the player asked for a step: the next one may be highlighted

    @property
    def next(self) -> Any:
        return self.line[self.at] if self.state == "win" and self.at < len(self.line) else None


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
        self._post = _poster()
        self._owner = threading.current_thread()
        self._position = _position(widget.game)
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


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _group_text(cards: list[int]) -> str:
    """``"7H"``, ``"9S 8S 7S"``, or ``"KS…6S"`` for a long group."""
    if len(cards) <= 3:
        return " ".join(card_text(c) for c in cards)
    return f"{card_text(cards[0])}…{card_text(cards[-1])}"


def _is_action(step: Any, last: dict[str, Any] | None) -> bool:
    """Whether the engine's ``last_action`` is ``step`` (a ``Move`` or ``"deal"``) of a winning line."""
    if last is None:
        return False
    if step == "deal":
        return last["kind"] == "deal"
    return last["kind"] == "move" and (last["src"], last["dst"], last["count"]) == tuple(step)


def _step_hint(step: Any) -> dict[str, Any]:
    """``view.hint`` for the next step of a winning line (a deal: src, count and dst null)."""
    if step == "deal":
        return {"src": None, "count": None, "dst": None, "why": None}
    return {"src": step.src, "count": step.count, "dst": step.dst, "why": None}


def best_destination(game: Game, src: int, count: int) -> int | None:
    """The column a double-click / tap / auto-placement sends a group to, or ``None``.

    The group is the last ``count`` cards of column ``src`` (columns from 1);
    it must be liftable (call ``game.check`` first). Preference order, after
    the Spiderette app (seeds 000 and 001: "dando prioridade ao mesmo naipe;
    caso contrário, para uma coluna vazia"):

    1. a column whose last card is one rank higher in the SAME suit;
    2. an EMPTY column (skipped when the group is the whole column with nothing
       under it: moving it would change nothing);
    3. any column whose last card is one rank higher (any suit).

    Ties go to the first column met counting from the source column
    rightwards, wrapping around (source 5 of 7 looks at 6, 7, 1, 2, 3, 4).

    >>> g = Game.from_text("spiderette\\n1: 8H\\n2: ? | 5S\\n3: 8S\\n4: -\\n5: 7S\\n6: 8D\\n7: 6H")
    >>> best_destination(g, 5, 1)   # 7S: 8S (same suit) beats 8D and 8H met first
    3
    >>> best_destination(g, 2, 1)   # 5S: no 6S; the empty column beats 6H
    4
    >>> best_destination(g, 7, 1)   # 6H alone in its column: not to the empty one, to 7S
    5
    """
    cols = game._cols
    n = len(cols)
    s = src - 1
    cards = cols[s]
    first = cards[-count]
    order = [(s + k) % n for k in range(1, n)]
    for d in order:
        if cols[d] and cols[d][-1] == first + 1:
            return d + 1
    whole = game._hidden[s] == 0 and count == len(cards)
    if not whole:
        for d in order:
            if not cols[d]:
                return d + 1
    rank = first & 15
    for d in order:
        if cols[d] and cols[d][-1] & 15 == rank + 1:
            return d + 1
    return None


class SpideretteWidget(anywidget.AnyWidget):
    """A playable board in a notebook cell, over an engine ``Game``.

    ``SpideretteWidget(game=None, **options)`` shows ``game`` (a new random
    1-suit Spiderette when ``None``); ``SpideretteWidget.new(...)`` deals one.
    Options: ``lang`` ("en", "pt", "pl"), ``double_click``, ``auto_place``,
    ``highlights``, ``hints``. From code cells, ``play``, ``deal``, ``undo``,
    ``redo``, ``new_game`` and ``hint`` update every open view of the widget and
    raise ``IllegalMove`` like the engine; the same refusal coming from the
    browser goes to the status line only. ``solve`` asks "Can this deal be
    won?" in the background, ``cancel_solve`` stops it and ``solve_step`` plays
    the next action of the winning line found. The game's ``lang`` follows the
    widget's (so errors in code cells speak the board's language); without a
    ``lang`` option the widget takes the game's.
    """

    _esm = _asset("widget.js") or _MISSING_ESM
    _css = _asset("widget.css") or ""

    view = t.Dict().tag(sync=True)
    status = t.Dict().tag(sync=True)
    labels = t.Dict().tag(sync=True)
    lang = _Lang("en").tag(sync=True)
    double_click = _Flag(True).tag(sync=True)
    auto_place = _Flag(False).tag(sync=True)
    highlights = _Flag(True).tag(sync=True)
    hints = _Flag(True).tag(sync=True)

    def __init__(self, game: Game | None = None, **options: Any) -> None:
        if game is None:
            game = Game.new(lang=options.get("lang", "en"))
        self._check_game(game)
        options.setdefault("lang", game.lang if game.lang in LANGS else "en")
        self._game = game
        self._rev = 0
        self._status_id = 0
        self._status_parts: list[Any] = []
        self._status_kind = "info"
        self._hint: dict[str, Any] | None = None
        self._hint_found: Any = None
        self._last: dict[str, Any] | None = None
        self._stuck_key: tuple | None = None
        self._stuck = False
        self._lock = threading.RLock()
        self._search: SolveTask | None = None
        self._answer: _Answer | None = None
        self._stepping = False
        super().__init__(**options)
        self._game.lang = self.lang
        self.labels = labels(self.lang, game.game)
        self.status = {"id": 0, "kind": "info", "text": ""}
        self._sync()
        self.on_msg(self._on_msg)

    @classmethod
    def new(
        cls,
        game: str = "spiderette",
        suits: int = 1,
        seed: int | None = None,
        scoring: str | None = None,
        lang: str = "en",
        **options: Any,
    ) -> SpideretteWidget:
        """A widget over ``Game.new(game, suits, seed, scoring, lang)``.

        >>> SpideretteWidget.new("spider", suits=2, seed=7).view["code"]
        'SP1-S2-AAAAAAH'
        """
        return cls(Game.new(game, suits, seed, scoring, check_lang(lang)), lang=lang, **options)

    # ------------------------------------------------------------ the game
    @property
    def game(self) -> Game:
        """The engine ``Game`` shown; assign another game to show it instead."""
        return self._game

    @game.setter
    @_locked
    def game(self, game: Game) -> None:
        self._check_game(game)
        game.lang = self.lang
        self._game = game
        self.labels = labels(self.lang, game.game)
        self._after("new", [self._new_part()])

    @staticmethod
    def _check_game(game: Any) -> None:
        if not isinstance(game, Game):
            msg = f"SpideretteWidget shows a spiderette_widget.Game, got {type(game).__name__}"
            raise GameError(msg)

    @property
    def history(self) -> list[tuple[str, int, int, int]]:
        """The score history for plotting: ``(kind, moves, score, removed)`` per action.

        ``kind`` is ``"start"``, ``"move"``, ``"deal"`` or ``"undo"`` (the engine's ``game.log``).
        """
        return list(self._game.log)

    # ------------------------------------------------- actions from code cells
    @_locked
    def play(self, move: Move | str) -> Move:
        """Play a move (``Move`` or ``"3>5x2"``, ``"3>5"``, ``"deal"``); raises ``IllegalMove``."""
        if isinstance(move, str) and move.strip().lower() in ("deal", "d"):
            self.deal()
            return Move(0, 0, 0)
        played = self._game.play(move)
        self._after_action()
        return played

    @_locked
    def deal(self) -> None:
        """Deal from the stock; raises ``IllegalMove`` (e.g. while a column is empty)."""
        self._game.deal()
        self._after_action()

    @_locked
    def undo(self) -> None:
        """Take back the last move or deal; raises ``IllegalMove`` when there is none."""
        parts = self._undo_parts()
        self._game.undo()
        self._after("undo", parts)

    @_locked
    def redo(self) -> None:
        """Play again the last action undone; raises ``IllegalMove`` when there is none."""
        self._game.redo()
        self._after_action(kind="redo")

    @_locked
    def new_game(self, suits: int | None = None) -> None:
        """Deal a new random game of the same kind and scoring (``suits``: 1, 2 or 4; default: same)."""
        g = self._game
        game = Game.new(g.game, g.suits if suits is None else suits, None, g.scoring, self.lang)
        self._game = game
        self.labels = labels(self.lang, game.game)
        self._after("new", [self._new_part()])

    @_locked
    def hint(self) -> Any:
        """The engine's hint (``game.hint()``: its ``.move`` and ``.why``, or ``None``), also shown on the board."""
        found = self._game.hint()
        self._show_hint(found)
        return found

    @_locked
    def refresh(self) -> None:
        """Re-sync every open view after the game was changed directly (``w.game.play(...)``)."""
        self._hint = None
        self._last = None
        self._answer = None
        self._sync(self._stop_search() or None)

    # ------------------------------------------------ can this deal be won?
    @property
    def solving(self) -> SolveTask | None:
        """The search running now, or ``None``."""
        return self._search

    @_locked
    def solve(self, budget_seconds: float = SOLVE_SECONDS) -> SolveTask:
        """Ask "Can this deal be won?": search in the background, the board stays playable.

        The thoughtful solver (it sees every card) runs in another process on a
        copy of the game for at most ``budget_seconds``. The status line shows
        its progress, then the answer; a winning line stays in the kernel, and
        ``solve_step()`` plays it one action at a time. A move, deal, undo or
        new game stops the search (its answer would be about an old position).
        Raises ``SolveRefused`` while another search runs or when the game is
        already won, ``GameError`` for a bad budget.
        """
        budget = _check_budget(budget_seconds)
        if self._search is not None:
            raise SolveRefused("solve_busy", self.lang)
        if self._game.is_won:
            raise SolveRefused("solve_won", self.lang)
        task = SolveTask(self, budget)
        task._handle = solve_in_background(
            self._game,
            on_progress=task._progress,
            on_done=task._done,
            player="thoughtful",
            budget_seconds=budget,
            budget_nodes=SOLVE_NODES,
        )  # its callbacks wait for the lock (no loop) or for the loop: self._search is set first
        self._search = task
        if self._answer is not None and self._answer.shown:
            self._hint = None  # the old line's next step
        self._answer = None
        self._solve_sync([("solve_start", {"s": budget})], "search")
        return task

    @_locked
    def cancel_solve(self) -> bool:
        """Stop the running search; ``False`` when there was none (nothing changes then)."""
        if self._search is None:
            return False
        self._stop_search()
        self._solve_sync([("solve_cancelled", {})], "info")
        return True

    @_locked
    def solve_step(self) -> Move | str:
        """Play the next action (a ``Move`` or ``"deal"``) of the winning line ``solve`` found.

        Afterwards the board highlights the action after it. Raises
        ``SolveRefused`` when there is no line to follow (none found yet, or the
        player left it), ``IllegalMove`` if the engine refuses the step.
        """
        answer = self._answer
        action = answer.next if answer is not None else None
        if action is None:
            raise SolveRefused("solve_no_line", self.lang)
        answer.shown = True
        self._stepping = True
        try:
            if action == "deal":
                self.deal()
            else:
                self.play(action)
        except IllegalMove:
            self._answer = None
            self._solve_sync()
            raise
        finally:
            self._stepping = False
        return action

    def close(self) -> None:
        """Close the widget, stopping a running search."""
        with self._lock:
            self._stop_search()
        super().close()

    def _stop_search(self) -> list[Any]:
        """Cancel the running search, if any; the status words that say so."""
        task, self._search = self._search, None
        if task is None:
            return []
        task._handle.cancel()
        return [("solve_stale", {})]

    @_locked
    def _solve_progress(self, task: SolveTask, nodes: int) -> None:
        if self._search is not task:
            return
        task.nodes = max(task.nodes, nodes)
        if self._status_kind == "search":  # a message shown meanwhile (a refusal, a hint) stays
            self._solve_sync([("solve_running", {"n": task.nodes})], "search", new_status=False)
        else:
            self._solve_sync()

    @_locked
    def _solve_done(self, task: SolveTask, sol: Solution) -> None:
        if self._search is not task:
            return  # cancelled, or already shown
        self._search = None
        if task._position != _position(self._game):  # changed behind the widget's back
            self._solve_sync([("solve_stale", {})], "info")
            return
        nodes = int(sol.nodes)
        if sol.verdict == "win":
            self._answer = _Answer("win", nodes, list(sol.line))
            parts: list[Any] = [("solve_win", {"n": len(sol.line)}), ("solve_replay", {})]
            kind = "hint"
        elif sol.verdict == "no win":
            self._answer = _Answer("no win", nodes)
            parts, kind = [("solve_no_win", {})], "hint"
        else:
            self._answer = _Answer("unknown", nodes)
            kind = "info"
            if sol.reason == "time budget spent":
                parts = [("solve_time", {"s": task.budget_seconds})]
            elif sol.reason == "node budget spent":
                parts = [("solve_nodes", {"n": nodes})]
            else:
                parts = [("solve_failed", {"why": sol.reason or "?"})]
        self._solve_sync(parts, kind)

    def _solve_view(self) -> dict[str, Any] | None:
        """``view.solve``: counts only, never the line."""
        if self._search is not None:
            return {"state": "running", "nodes": self._search.nodes, "steps_left": None}
        a = self._answer
        if a is None:
            return None
        return {"state": a.state, "nodes": a.nodes, "steps_left": len(a.line) - a.at if a.state == "win" else None}

    def _solve_sync(self, parts: list[Any] | None = None, kind: str = "info", new_status: bool = True) -> None:
        """Re-send ``view`` with the same rev (only ``solve`` and ``hint`` change) and, given parts, the status."""
        with self.hold_sync():
            self.view = {**self.view, "solve": self._solve_view(), "hint": self._hint}
            if parts is not None:
                self._set_status(parts, kind, new=new_status)

    def _follow_line(self, kind: str, parts: list[Any]) -> list[Any]:
        """After a change of position: stop a search, advance or drop the winning line; the status parts."""
        extra = self._stop_search()
        answer = self._answer
        if answer is None:
            return [*parts, *extra]
        step = answer.next
        if step is not None and kind in ("move", "deal") and _is_action(step, self._game.last_action):
            answer.at += 1
            if self._stepping:
                parts = [("solve_step", {"i": answer.at, "n": len(answer.line)}), *parts]
            if answer.shown and answer.next is not None:
                self._hint = _step_hint(answer.next)
        else:
            self._answer = None
            if step is not None and kind != "new":
                extra.append(("solve_left", {}))
        return [*parts, *extra]

    # ------------------------------------------------------------ syncing
    def _after_action(self, kind: str | None = None) -> None:
        """Sync after a move, deal or redo, announcing what it did."""
        g = self._game
        last = g.last_action or {}
        parts: list[Any] = [("redone", {})] if kind == "redo" else []
        runs = last.get("runs", [])
        if last.get("kind") == "deal":
            parts.append(("dealt", {"n": len(last["columns"])}))
        elif last.get("kind") == "move":
            src, dst, count = last["src"], last["dst"], last["count"]
            if dst in runs:  # the group completed a run and left with it: its lowest cards
                suit = g._removed[len(g._removed) - len(runs) + runs.index(dst)]
                moved = [suit * 16 + r for r in range(count, 0, -1)]
            else:
                moved = g._cols[dst - 1][-count:]
            parts.append(("moved", {"cards": _group_text(moved), "src": src, "dst": dst}))
        for col in last.get("flipped", []):
            i = col - 1
            parts.append(("turned", {"cards": card_text(g._cols[i][g._hidden[i]]), "n": col}))
        for suit in g._removed[len(g._removed) - len(runs) :]:
            parts.append(("run", {"suit": SUITS[suit]}))
        self._after(kind or last.get("kind", "move"), parts, last if kind is None else None)

    def _undo_parts(self) -> list[Any]:
        last = self._game.last_action
        if last is None:
            return []
        if last["kind"] == "deal":
            return [("undone_deal", {})]
        probe = self._game.copy()
        probe._revert(probe._undo.pop())
        moved = probe._cols[last["src"] - 1][-last["count"] :]
        return [("undone_move", {"cards": _group_text(moved), "src": last["src"]})]

    def _new_part(self) -> tuple[str, dict[str, Any]]:
        code = self._game.code
        return ("new", {"code": code}) if code else ("new_position", {})

    def _after(self, kind: str, parts: list[Any], last: dict[str, Any] | None = None) -> None:
        """Sync after a change; ``view.last`` is ``last`` or ``{"kind": kind}``; win/stuck join the status."""
        self._last = dict(last) if last else {"kind": kind}
        self._hint = None
        self._sync(self._follow_line(kind, parts))

    def _sync(self, parts: list[Any] | None = None, status_kind: str = "info") -> None:
        """Replace ``view`` (new rev) and, given ``parts``, the status, in one message."""
        with self.hold_sync():
            self._rev += 1
            view = self._build_view()
            self.view = view
            if parts is not None:
                if view["won"] and status_kind == "info":
                    parts = [*parts, ("won", {"score": view["score"], "moves": view["moves"]})]
                    status_kind = "win"
                elif view["stuck"] and status_kind == "info":
                    parts = [*parts, ("stuck", {})]
                    status_kind = "stuck"
                self._set_status(parts, status_kind)

    def _build_view(self) -> dict[str, Any]:
        g = self._game
        columns = [
            {"hidden": h, "up": [card_text(c) for c in cards[h:]], "movable": g._movable(i)}
            for i, (cards, h) in enumerate(zip(g._cols, g._hidden, strict=True))
        ]
        won = g.is_won
        key = (tuple(map(tuple, g._cols)), tuple(g._hidden), len(g._stock))
        if self._stuck_key != key:
            self._stuck_key, self._stuck = key, (not won) and is_stuck(g, STUCK_BUDGET)
        return {
            "rev": self._rev,
            "game": g.game,
            "suits": g.suits,
            "scoring": g.scoring,
            "code": g.code,
            "columns": columns,
            "stock": len(g._stock),
            "deals_left": g.deals_left,
            "removed": list(g.removed_suits),
            "runs_to_win": g.layout.runs_to_win,
            "score": g.score,
            "moves": g.moves,
            "won": won,
            "stuck": self._stuck,
            "can_deal": g.can_deal(),
            "can_undo": g.can_undo,
            "can_redo": g.can_redo,
            "legal": [[s + 1, k, d + 1] for s, d, k in g._legal()],
            "hint": self._hint,
            "last": self._last,
            "solve": self._solve_view(),
        }

    # ------------------------------------------------------------ status
    def _set_status(self, parts: list[Any], kind: str, new: bool = True) -> None:
        """Show ``parts`` in the status line; ``new=False`` keeps the id (a progress update: not re-announced)."""
        self._status_parts = parts
        self._status_kind = kind
        if new:
            self._status_id += 1
        self.status = {"id": self._status_id, "kind": kind, "text": self._word(parts)}

    def _word(self, parts: list[Any]) -> str:
        words = []
        for part in parts:
            if isinstance(part, IllegalMove):
                words.append(part.message(self.lang))
            elif callable(part):
                words.append(part(self.lang))
            else:
                key, params = part
                words.append(phrase(key, self.lang, **params))
        return " ".join(words)

    def _error(self, part: Any) -> None:
        self._set_status([part], "error")

    @t.observe("lang")
    @_locked
    def _lang_changed(self, change: dict[str, Any]) -> None:
        if not hasattr(self, "_game"):
            return
        self._game.lang = change["new"]
        self.labels = labels(change["new"], self._game.game)
        if self._hint is not None and self._hint["why"] is not None:  # re-word the hint's reason too
            self._hint = {**self._hint, "why": self._why(self._hint_found, change["new"])}
            self._last = None
            self._sync()
        if self._status_parts:
            self._set_status(self._status_parts, self._status_kind)

    # ----------------------------------------------------------- intents
    _FIELDS: ClassVar[dict[str, tuple[tuple[str, ...], tuple[str, ...]]]] = {
        # type: (required fields, optional fields); "type" itself is always there
        "move": (("src", "count", "dst", "rev"), ()),
        "auto": (("src", "count", "rev"), ()),
        "deal": (("rev",), ()),
        "undo": (("rev",), ()),
        "redo": (("rev",), ()),
        "hint": (("rev",), ()),
        "new": ((), ("suits", "rev")),
        "solve": (("rev",), ()),
        "solve_step": (("rev",), ()),
        "solve_cancel": ((), ("rev",)),
    }

    @_locked
    def _on_msg(self, _widget: Any, content: Any, buffers: Any = None) -> None:
        """Handle one intent from the browser; a bad one gets an error status, never an exception."""
        try:
            self._intent(content)
        except IllegalMove as exc:
            log.debug("refused %r: %s", content, exc)
            self._error(exc)
        except SolveRefused as exc:
            log.debug("refused %r: %s", content, exc)
            self._error((exc.key, exc.params))
        except _Refused as exc:
            log.debug("refused %r: %s %s", content, exc.key, exc.params)
            self._error((exc.key, exc.params))
        except Exception as exc:  # a bug must not reach the notebook output
            log.debug("intent %r failed", content, exc_info=True)
            self._error(("internal", {"why": f"{type(exc).__name__}: {exc}"}))

    def _intent(self, msg: Any) -> None:
        if not isinstance(msg, dict):
            raise _Refused("bad_message")
        kind = msg.get("type")
        if not isinstance(kind, str) or kind not in self._FIELDS:
            if "type" not in msg:
                raise _Refused("bad_missing", field="type")
            raise _Refused("bad_type", field=_short(kind))
        required, optional = self._FIELDS[kind]
        for key in msg:
            if key != "type" and key not in required and key not in optional:
                raise _Refused("bad_extra", field=_short(key))
        for key in required:
            if key not in msg:
                raise _Refused("bad_missing", field=key)
        if "rev" in msg and type(msg["rev"]) is not int:
            raise _Refused("bad_rev")
        g = self._game
        n = len(g._cols)
        most = 13 * 4 * g.layout.decks
        for key, hi in (("src", n), ("dst", n), ("count", most)):
            if key in msg and not (type(msg[key]) is int and 1 <= msg[key] <= hi):
                raise _Refused("bad_number", field=key, lo=1, hi=hi)
        if "suits" in msg and not (type(msg["suits"]) is int and msg["suits"] in (1, 2, 4)):
            raise _Refused("bad_suits")
        if "rev" in msg and msg["rev"] != self._rev:
            raise _Refused("stale")
        if kind == "move":
            self.play(Move(msg["src"], msg["dst"], msg["count"]))
        elif kind == "auto":
            self._auto(msg["src"], msg["count"])
        elif kind == "deal":
            self.deal()
        elif kind == "undo":
            self.undo()
        elif kind == "redo":
            self.redo()
        elif kind == "new":
            self.new_game(msg.get("suits"))
        elif kind == "solve":
            if not self.hints:
                raise _Refused("hints_off")
            self.solve()
        elif kind == "solve_step":
            self.solve_step()
        elif kind == "solve_cancel":
            self.cancel_solve()  # nothing running (the answer just came): nothing to do, nothing said
        else:
            self._hint_intent()

    def _auto(self, src: int, count: int) -> None:
        g = self._game
        n = len(g._cols)
        try:  # the lifting rules; the target is ours to pick
            g.check(Move(src, src % n + 1, count))
        except IllegalMove as exc:
            if exc.rule not in _TARGET_RULES:
                raise
        dst = best_destination(g, src, count)
        if dst is None:
            raise _Refused("no_place", cards=_group_text(g._cols[src - 1][-count:]))
        self.play(Move(src, dst, count))

    def _hint_intent(self) -> None:
        if not self.hints:
            raise _Refused("hints_off")
        try:
            found = self._game.hint()
        except ImportError:
            raise _Refused("hints_unavailable") from None
        self._show_hint(found)

    @staticmethod
    def _as_move(found: Any) -> Move | None:
        """Read a hint defensively: a ``Move``, an object with ``.move``, or src/dst/count."""
        if found is None:
            return None
        found = getattr(found, "move", found)
        try:
            src, dst, count = (getattr(found, k) for k in ("src", "dst", "count"))
        except AttributeError:
            try:
                src, dst, count = found[:3]
            except (TypeError, ValueError, KeyError):
                return None
        if not all(type(v) is int for v in (src, dst, count)):
            return None
        return Move(src, dst, count)

    @staticmethod
    def _why(found: Any, lang: str) -> str | None:
        """The hint's reason in ``lang`` (``why_in(lang)``, else ``why``/``reason`` text), or ``None``."""
        why: Any = None
        try:
            if callable(getattr(found, "why_in", None)):
                why = found.why_in(lang)
            else:
                why = getattr(found, "why", None) or getattr(found, "reason", None)
                why = why(lang) if callable(why) else why
        except Exception:
            log.debug("hint reason unreadable", exc_info=True)
        return why if isinstance(why, str) and why else None

    def _show_hint(self, found: Any) -> None:
        """Show a hint on the board (``view.hint``) and in the status; ``view.last`` becomes null."""
        move = self._as_move(found)
        g = self._game
        self._last = None
        if move is None or (move.src - 1, move.dst - 1, move.count) not in g._legal():
            self._hint = None
            self._sync([("no_hint_deal" if g.can_deal() else "no_hint", {})], "hint")
            return
        params = {"cards": _group_text(g._cols[move.src - 1][-move.count :]), "src": move.src, "dst": move.dst}

        def words(lang: str) -> str:
            why = self._why(found, lang)
            return phrase("hint_why", lang, why=why, **params) if why else phrase("hint", lang, **params)

        self._hint_found = found
        self._hint = {"src": move.src, "count": move.count, "dst": move.dst, "why": self._why(found, self.lang)}
        self._sync([words], "hint")

    # ------------------------------------------------- state from the browser
    @_locked
    def set_state(self, sync_data: dict[str, Any]) -> None:
        """Apply option changes from the browser; refuse the kernel-owned traits and bad values."""
        owned = {"view", "status", "labels"} & set(sync_data)
        data = {k: v for k, v in sync_data.items() if k not in owned}
        try:
            super().set_state(data)
        except (t.TraitError, ValueError):
            log.debug("refused state %r", sync_data, exc_info=True)
            bad = ", ".join(sorted(data))
            self.send_state(list(data))
            self._error(("bad_setting", {"field": bad}))
        if owned:
            log.debug("refused browser change of %s", sorted(owned))
            self.send_state(sorted(owned))

    # ------------------------------------------------------------ display
    def __repr__(self) -> str:
        return f"SpideretteWidget({self._game!r}, lang={self.lang!r})"

    def _repr_mimebundle_(self, **kwargs: Any) -> tuple[dict, dict] | None:
        """The live widget, plus a static SVG picture for places widgets can't render."""
        bundle = super()._repr_mimebundle_(**kwargs)
        if bundle is None:
            return None
        data, metadata = bundle
        data["image/svg+xml"] = self._game._repr_svg_()
        data["text/plain"] = repr(self)
        return data, metadata
