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
'7♥ from column 1 to column 3.'

"Can this deal be won?" runs the solver in another process (``w.solve()``, or
the button); the board keeps answering meanwhile, and the winning line stays
in the kernel: ``w.solve_step()`` plays it one action at a time.
"""

from __future__ import annotations

import functools
import logging
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any, cast

import anywidget
import traitlets as t

from ._errors import AnswerError, GameError, IllegalMove
from ._exercise_view import check_status, exercise_view, locked
from ._game import UNDO_MODES, Game, Move
from ._intents import Refused, auto_move, best_destination, check_intent, short
from ._protocol import Hint, Last, Solve, StatusKind, View
from ._protocol import Stats as StatsView
from ._solving import (
    SOLVE_NODES,
    SOLVE_SECONDS,
    Answer,
    SolveRefused,
    SolveTask,
    check_budget,
    is_action,
    position_key,
    solve_view,
    step_hint,
)
from ._stats import Record, Stats
from ._status import action_parts, group_text, hint_move, hint_why, new_part, undo_parts, words
from ._view import StuckMemo, build_view, changed, last_view
from ._words import LANGS, check_lang, labels, phrase, say
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


class OptionError(GameError, t.TraitError):
    """A widget option set to a value it cannot take (a ``ValueError``)."""


class _Lang(t.Unicode):
    def validate(self, obj: Any, value: Any) -> str:
        try:
            return check_lang(value)
        except GameError as exc:
            raise OptionError(str(exc)) from None


class _UndoMode(t.Unicode):
    def validate(self, obj: Any, value: Any) -> str:
        if value not in UNDO_MODES:
            msg = f"undo_mode must be one of {', '.join(UNDO_MODES)}, got {short(value)}"
            raise OptionError(msg)
        return value


class _Flag(t.Bool):
    def validate(self, obj: Any, value: Any) -> bool:
        if not isinstance(value, bool):
            msg = f"{self.name} must be True or False, got {value!r}"
            raise OptionError(msg)
        return value


# Options only code cells change while a lesson or an exercise is on the board.
TEACHER_OPTIONS = frozenset({"lesson", "hints", "undo_mode"})


def _locked(method: Callable[..., Any]) -> Callable[..., Any]:
    """Run a widget method under the widget's lock (solver callbacks may come from another thread)."""

    @functools.wraps(method)
    def wrapper(self: SpideretteWidget, *args: Any, **kwargs: Any) -> Any:
        with self._lock:
            return method(self, *args, **kwargs)

    return wrapper


class SpideretteWidget(anywidget.AnyWidget):
    """A playable board in a notebook cell, over an engine ``Game``.

    ``SpideretteWidget(game=None, **options)`` shows ``game`` (a new random
    1-suit Spiderette when ``None``); ``SpideretteWidget.new(...)`` deals one.
    Options: ``lang`` ("en", "pt", "pl"), ``double_click``, ``auto_place``,
    ``highlights``, ``hints``, ``announce_position`` (off by default: after
    every action the status line also says the whole position, for players who
    follow by ear), ``hide_code``. ``hide_code=True`` keeps the game code out
    of the browser (every synced trait, message and the notebook output) until
    the game is won, for exams and contests: the code with the documented
    shuffle would give away every face-down card (docs/protocol.md, "What the
    browser may know"); it is set from the kernel only. From code cells, ``play``, ``deal``, ``undo``, ``redo``,
    ``new_game``, ``hint`` and ``describe`` update every open view of the widget and
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
    undo_mode = _UndoMode("profile").tag(sync=True)
    announce_position = _Flag(False).tag(sync=True)
    lesson = _Flag(False).tag(sync=True)
    hide_code = _Flag(False)  # not synced: the browser can neither read nor change it

    # games a new game replaced, newest last: Undo brings them back
    KEEP_GAMES = 20
    _free_game: Game  # the game shown before the exercises: set when a board takes exercises

    def __init__(self, game: Game | None = None, *, stats: Stats | bool | None = True, **options: Any) -> None:
        self._stats = _stats_store(stats)
        exercise = options.pop("exercise", None)
        self._exercises: Any = None
        if game is None and exercise is not None:
            game = self._as_set(exercise).current.start  # free play, after the exercises, starts from here
        if game is None:
            suits = self._stats.last_suits("spiderette") if self._stats else None
            game = Game.new(suits=suits or 1, lang=options.get("lang", "en"))
        self._check_game(game)
        options.setdefault("lang", game.lang if game.lang in LANGS else "en")
        options.setdefault("undo_mode", game.undo_mode)
        self._game = game
        self._start = game.to_dict()
        self._record: Record | None = None
        self._rev = 0
        self._status_id = 0
        self._status_parts: list[Any] = []
        self._status_kind = StatusKind.INFO
        self._hint: Hint | None = None
        self._hint_found: Any = None
        self._last: Last | None = None
        self._stuck = StuckMemo()
        self._lock = threading.RLock()
        self._search: SolveTask | None = None
        self._answer: Answer | None = None
        self._stepping = False
        self._before: list[tuple[Game, dict[str, Any]]] = []  # (game, its start) replaced by a new game
        super().__init__(**options)
        self._game.lang = self.lang
        self._game.undo_mode = self.undo_mode
        self.labels = labels(self.lang, game.game)
        self.status = {"id": 0, "kind": StatusKind.INFO, "text": ""}
        self._sync()
        self.on_msg(self._on_msg)
        if exercise is not None:
            self.exercise = exercise

    @classmethod
    def new(
        cls,
        game: str = "spiderette",
        suits: int | None = None,
        seed: int | None = None,
        scoring: str | None = None,
        lang: str = "en",
        **options: Any,
    ) -> SpideretteWidget:
        """A widget over ``Game.new(game, suits, seed, scoring, lang)``.

        ``suits=None`` takes the suit count last chosen for ``game`` on this
        machine (seed 003: the game remembers it), else 1.

        >>> SpideretteWidget.new("spider", suits=2, seed=7).view["code"]
        'SP1-S2-AAAAAAH'
        """
        store = _stats_store(options.get("stats", True))
        if suits is None:
            suits = (store.last_suits(game) if store and isinstance(game, str) else None) or 1
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
        self._replace_game(game)
        self._before = []  # a position set from code is not a game Undo should leave
        self._after(changed("new"), [new_part(self._game, self._code_hidden())])

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
        """Play a move or a deal (``Move``, ``DEAL``, or ``"3>5x2"``, ``"3>5"``, ``"deal"``); raises ``IllegalMove``.

        Returns the action played (``DEAL`` for a deal). During an exercise the move goes
        through it and the ``Check`` is returned.
        """
        if self._exercises is not None:
            return self.exercise.play(move)
        played = self._game.play(move)
        self._after_action()
        return played

    @_locked
    def deal(self) -> None:
        """Deal from the stock; raises ``IllegalMove`` (e.g. while a column is empty)."""
        if self._exercises is not None:
            return self.exercise.deal()
        self._game.deal()
        self._after_action()

    @_locked
    def undo(self) -> None:
        """Take back the last move or deal; raises ``IllegalMove`` when there is none.

        Right after a new game (nothing done in it yet, or all of it undone),
        Undo brings back the game it replaced, as it was. During an exercise: its undo.
        """
        if self._exercises is not None:
            return self.exercise.undo()
        if self._before and self._untouched():
            game, start = self._before.pop()
            self._replace_game(game, start=start)
            code = None if self._code_hidden() else game.code
            self._after(changed("new"), [("undone_new", {"code": code}) if code else ("undone_new_position", {})])
            return
        parts = undo_parts(self._game)
        self._game.undo()
        self._after(changed("undo"), parts)

    @_locked
    def redo(self) -> None:
        """Play again the last action undone; raises ``IllegalMove`` when there is none."""
        self._game.redo()
        self._after_action(redo=True)

    @_locked
    def new_game(self, suits: int | None = None) -> None:
        """Deal a new random game of the same kind and scoring (``suits``: 1, 2 or 4; default: same)."""
        if self._exercises is not None:
            raise GameError(say("exercise.locked-exercise", "en") + " (w.exercise = None leaves the exercise)")
        g = self._game
        game = Game.new(g.game, g.suits if suits is None else suits, None, g.scoring, self.lang)
        if self._stats is not None and suits is not None:
            self._stats.remember_suits(game.game, game.suits)
        before = (g, self._start)
        self._replace_game(game)
        self._before = [*self._before, before][-self.KEEP_GAMES :]
        self._after(changed("new"), [new_part(self._game, self._code_hidden()), ("new_undo", {})])

    @_locked
    def restart(self) -> None:
        """Deal this game again from its start (the position the board was given).

        The game left behind counts as played in the statistics, as in other
        solitaire apps. During an exercise: the exercise's Reset.
        """
        if self._exercises is not None:
            self.exercise.reset()
            return
        self._replace_game(Game.from_dict(self._start), start=self._start)
        self._after(changed("new"), [("restart", {})])

    @property
    def stats(self) -> Stats | None:
        """The statistics file this board records into (``None``: not recorded)."""
        return self._stats

    def _untouched(self) -> bool:
        """The game shown is back at its start with nothing left to undo (a new game, or one undone to its deal)."""
        if self._game.can_undo:
            return False
        now = self._game.to_dict()
        return all(now[k] == self._start[k] for k in ("columns", "stock", "removed"))

    def _replace_game(self, game: Game, start: dict[str, Any] | None = None) -> None:
        """Show ``game`` instead of the current one, counting the one left behind once it was played."""
        old = self._game
        if self._stats is not None and len(old.log) > 1 and not old.is_won:
            self._stats.record(old)
        game.lang = self.lang
        game.undo_mode = self.undo_mode
        self._game = game
        self._start = start if start is not None else game.to_dict()
        self._record = None
        self.labels = labels(self.lang, game.game)

    @_locked
    def hint(self) -> Any:
        """The engine's hint (``game.hint()``: its ``.move`` and ``.why``, or ``None``), also shown on the board.

        During an exercise: the exercise's nudge toward its goal (a ``Check``).
        """
        if self._exercises is not None:
            return self.exercise.hint()
        found = self._game.hint()
        self._show_hint(found)
        return found

    @_locked
    def describe(self) -> str:
        """The whole position in the board's language (``game.describe``), also said in the status line.

        Only what the player may know: how many cards are face down and in the
        stock, never which.
        """
        game = self._game
        self._set_status([game.describe], StatusKind.DESCRIBE)
        return game.describe(self.lang)

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
        budget = check_budget(budget_seconds)
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
        self._solve_sync([("solve_start", {"s": budget})], StatusKind.SEARCH)
        return task

    @_locked
    def cancel_solve(self) -> bool:
        """Stop the running search; ``False`` when there was none (nothing changes then)."""
        if self._search is None:
            return False
        self._stop_search()
        self._solve_sync([("solve_cancelled", {})], StatusKind.INFO)
        return True

    @_locked
    def solve_step(self) -> Move:
        """Play the next action (a ``Move`` or ``DEAL``) of the winning line ``solve`` found.

        Afterwards the board highlights the action after it. Raises
        ``SolveRefused`` when there is no line to follow (none found yet, or the
        player left it), ``IllegalMove`` if the engine refuses the step.
        """
        answer = self._answer
        action = answer.next if answer is not None else None
        if answer is None or action is None:
            raise SolveRefused("solve_no_line", self.lang)
        answer.shown = True
        self._stepping = True
        try:
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
        if hasattr(self, "_lock"):  # not there when __init__ refused its options
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
        if self._status_kind == StatusKind.SEARCH:  # a message shown meanwhile (a refusal, a hint) stays
            self._solve_sync([("solve_running", {"n": task.nodes})], StatusKind.SEARCH, new_status=False)
        else:
            self._solve_sync()

    @_locked
    def _solve_done(self, task: SolveTask, sol: Solution) -> None:
        if self._search is not task:
            return  # cancelled, or already shown
        self._search = None
        if task._position != position_key(self._game):  # changed behind the widget's back
            self._solve_sync([("solve_stale", {})], StatusKind.INFO)
            return
        nodes = int(sol.nodes)
        if sol.verdict == "win":
            self._answer = Answer("win", nodes, list(sol.line))
            parts: list[Any] = [("solve_win", {"n": len(sol.line)}), ("solve_replay", {})]
            kind = StatusKind.HINT
        elif sol.verdict == "no win":
            self._answer = Answer("no win", nodes)
            parts, kind = [("solve_no_win", {})], StatusKind.HINT
        else:
            self._answer = Answer("unknown", nodes)
            kind = StatusKind.INFO
            if sol.reason == "time budget spent":
                parts = [("solve_time", {"s": task.budget_seconds})]
            elif sol.reason == "node budget spent":
                parts = [("solve_nodes", {"n": nodes})]
            else:
                parts = [("solve_failed", {"why": sol.reason or "?"})]
        self._solve_sync(parts, kind)

    def _solve_view(self) -> Solve | None:
        """``view.solve``: counts only, never the line."""
        return solve_view(self._search, self._answer)

    def _solve_sync(
        self, parts: list[Any] | None = None, kind: StatusKind = StatusKind.INFO, new_status: bool = True
    ) -> None:
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
        if step is not None and kind in ("move", "deal") and is_action(step, self._game.last_action):
            answer.at += 1
            if self._stepping:
                parts = [("solve_step", {"i": answer.at, "n": len(answer.line)}), *parts]
            if answer.shown and answer.next is not None:
                self._hint = step_hint(answer.next)
        else:
            self._answer = None
            if step is not None and kind != "new":
                extra.append(("solve_left", {}))
        return [*parts, *extra]

    # ------------------------------------------------------------ syncing
    def _after_action(self, redo: bool = False) -> None:
        """Sync after a move, deal or redo, announcing what it did."""
        parts = action_parts(self._game, redo=redo)
        last = None if redo else last_view(self._game.last_action)
        self._after(last or changed("redo"), parts)

    def _after(self, last: Last, parts: list[Any]) -> None:
        """Sync after a change (``view.last`` is ``last``); win/stuck join the status."""
        self._last = last
        self._hint = None
        self._sync(self._follow_line(last["kind"], parts), say_position=self.announce_position)

    def _sync(
        self, parts: list[Any] | None = None, status_kind: StatusKind = StatusKind.INFO, say_position: bool = False
    ) -> None:
        """Replace ``view`` (new rev) and, given ``parts``, the status, in one message."""
        with self.hold_sync():
            self._rev += 1
            view = self._build_view()
            self.view = dict(view)  # the trait holds a plain dict; ``View`` is its shape
            if parts is not None:
                if view["won"] and status_kind == StatusKind.INFO:
                    parts = [*parts, ("won", {"score": view["score"], "moves": view["moves"]})]
                    status_kind = StatusKind.WIN
                elif view["stuck"] and status_kind == StatusKind.INFO:
                    parts = [*parts, ("stuck", {})]
                    status_kind = StatusKind.STUCK
                if say_position:
                    parts = [*parts, self._game.describe]
                self._set_status(parts, status_kind)

    def _build_view(self) -> View:
        g = self._game
        ex = self.exercise
        asks = ex is not None and ex.asks  # a question's board is a picture, not a game to go on with
        view = build_view(
            g,
            self._rev,
            not asks and self._stuck(g),
            self._hint,
            self._last,
            self._solve_view(),
            self.lang,
            back=bool(self._before) and self._untouched(),
        )
        view["stats"] = None if self._exercises is not None else self._stats_view()  # an exercise is no game
        if self._code_hidden():
            view["code"] = None
        return self._classroom_view(view)

    def _code_hidden(self) -> bool:
        """Whether the game's code stays in the kernel now (``hide_code``, and the game not won)."""
        return self.hide_code and not self._game.is_won

    @t.observe("hide_code")
    @_locked
    def _hide_code_changed(self, change: dict[str, Any]) -> None:
        if hasattr(self, "_game"):
            self._sync()

    def _stats_view(self) -> StatsView | None:
        """``view.stats``: this game, suit count and profile's figures; a won game is recorded first."""
        store, g = self._stats, self._game
        if store is None:
            return None
        if g.is_won and store.record(g):
            self._record = None
        if self._record is None:
            self._record = store.get(g.game, g.suits, g.scoring)
        r = self._record
        return {
            "played": r.played,
            "won": r.won,
            "win_rate": round(r.win_rate, 4),
            "best_score": r.best_score,
            "fewest_moves": r.fewest_moves,
            "streak": r.streak,
            "longest_streak": r.longest_streak,
        }

    # ------------------------------------------------------------ status
    def _set_status(self, parts: list[Any], kind: StatusKind, new: bool = True) -> None:
        """Show ``parts`` in the status line; ``new=False`` keeps the id (a progress update: not re-announced)."""
        self._status_parts = parts
        self._status_kind = kind
        if new:
            self._status_id += 1
        self.status = {"id": self._status_id, "kind": kind, "text": words(parts, self.lang)}

    def _error(self, part: Any) -> None:
        self._set_status([part], StatusKind.ERROR)

    @t.observe("undo_mode")
    @_locked
    def _undo_mode_changed(self, change: dict[str, Any]) -> None:
        if hasattr(self, "_game"):
            self._game.undo_mode = change["new"]
            self._sync()

    @t.observe("lang")
    @_locked
    def _lang_changed(self, change: dict[str, Any]) -> None:
        if not hasattr(self, "_game"):
            return
        if self._exercises is not None:
            for ex in self._exercises:
                ex.lang = change["new"]
            self._game.lang = change["new"]
            self.labels = labels(change["new"], self._game.game)
            text = self.exercise.check().text
            self._sync([lambda lang: text], self._status_kind)
            return
        self._game.lang = change["new"]
        self.labels = labels(change["new"], self._game.game)
        if self._hint is not None and self._hint["why"] is not None:  # re-word the hint's reason too
            hint = self._hint.copy()
            hint["why"] = hint_why(self._hint_found, change["new"])
            self._hint = hint
            self._last = None
            self._sync()
        elif not self._game.can_deal():  # re-word why the stock cannot deal
            self._last = None
            self._sync()
        if self._status_parts:
            self._set_status(self._status_parts, self._status_kind)

    # ----------------------------------------------------------- intents
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
        except Refused as exc:
            log.debug("refused %r: %s %s", content, exc.key, exc.params)
            self._error((exc.key, exc.params))
        except Exception as exc:  # a bug must not reach the notebook output
            log.debug("intent %r failed", content, exc_info=True)
            self._error(("internal", {"why": f"{type(exc).__name__}: {exc}"}))

    def _intent(self, msg: Any) -> None:
        kind = check_intent(msg, self._game, self._rev)
        refusal = locked(kind, self._exercises is not None, self._lesson_on())
        if refusal is not None:
            self._set_status([lambda lang: say(refusal, lang)], StatusKind.ERROR)
            return
        if self._exercises is not None or kind in ("reset", "show", "answer", "next"):
            self._exercise_intent(kind, msg)
            return
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
        elif kind == "restart":
            self.restart()
        elif kind == "solve":
            if not self.hints:
                raise Refused("hints_off")
            self.solve()
        elif kind == "solve_step":
            self.solve_step()
        elif kind == "solve_cancel":
            self.cancel_solve()  # nothing running (the answer just came): nothing to do, nothing said
        elif kind == "describe":
            self.describe()
        else:
            self._hint_intent()

    def _auto(self, src: int, count: int) -> None:
        self.play(auto_move(self._game, src, count))

    def _hint_intent(self) -> None:
        if not self.hints:
            raise Refused("hints_off")
        try:
            found = self._game.hint()
        except ImportError:
            raise Refused("hints_unavailable") from None
        self._show_hint(found)

    def _show_hint(self, found: Any) -> None:
        """Show a hint on the board (``view.hint``) and in the status; ``view.last`` becomes null."""
        move = hint_move(found)
        g = self._game
        self._last = None
        if move is None or move not in g.legal_moves():
            self._hint = None
            self._sync([("no_hint_deal" if g.can_deal() else "no_hint", {})], StatusKind.HINT)
            return
        group = g.position.cards[move.src - 1][-move.count :]
        params = {"cards": group_text(group), "src": move.src, "dst": move.dst}

        def words(lang: str) -> str:
            why = hint_why(found, lang)
            return phrase("hint_why", lang, why=why, **params) if why else phrase("hint", lang, **params)

        self._hint_found = found
        self._hint = {"src": move.src, "count": move.count, "dst": move.dst, "why": hint_why(found, self.lang)}
        self._sync([words], StatusKind.HINT)

    # ------------------------------------------------- state from the browser
    @_locked
    def set_state(self, sync_data: dict[str, Any]) -> None:
        """Apply option changes from the browser; refuse the kernel-owned traits and bad values."""
        owned = {"view", "status", "labels"} & set(sync_data)
        if self._exercises is not None or self._lesson_on():
            teachers = sorted(TEACHER_OPTIONS & set(sync_data))
            if teachers:  # a learner's devtools must not lift an exam's limits
                owned |= set(teachers)
                self._error(("teacher_option", {"field": ", ".join(teachers)}))
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

    # -------------------------------------------- exercises and lesson mode
    @property
    def exercise(self) -> Any:
        """The exercise on the board (``spiderette_widget.exercises.Exercise``), or ``None``.

        Assign an ``Exercise`` or an ``ExerciseSet`` (one exercise after another)
        to show it, ``None`` to go back to free play. The browser then plays
        through the exercise: moves are checked against its goal, Hint nudges
        toward it, and Reset, Show me, the answer buttons and Next exercise appear.

        >>> from spiderette_widget.exercises import Exercise, TurnUp
        >>> w = SpideretteWidget(exercise=Exercise("spiderette\\n1: QH ? | 9S 8S 7H\\n2: 10D\\n3: 8C",
        ...                                        TurnUp(1, within=2)))
        >>> w.view["exercise"]["goal"]
        'Turn up the face-down card in column 1 in at most 2 moves.'
        >>> w.play("1>3").text, w.status["text"]
        ('Not yet: 1 move left.', '7♥ from column 1 to column 3. Not yet: 1 move left.')
        """
        return self._exercises.current if self._exercises is not None else None

    @exercise.setter
    @_locked
    def exercise(self, value: Any) -> None:
        if self._exercises is not None:
            self._exercises.current.leave()  # replaced or closed: its seconds stop here
            for ex in self._exercises:
                ex.remove_listener(self._on_exercise)
        if value is None:
            if self._exercises is not None:
                self._exercises = None
                self._game = self._free_game  # back to the game shown before the exercises
                self._after(changed("new"), [new_part(self._game, self._code_hidden())])
            return
        exercises = self._as_set(value)
        self._stop_search()
        self._answer = None
        if self._exercises is None:
            self._free_game = self._game
        self._exercises = exercises
        for ex in exercises:
            ex.lang = self.lang
            ex.on_change(self._on_exercise)
        self._show_exercise()

    @property
    def exercises(self) -> Any:
        """The ``ExerciseSet`` the board runs (a single exercise is a set of one), or ``None``."""
        return self._exercises

    @_locked
    def next_exercise(self) -> Any:
        """Go on to the set's next exercise and return it (``None`` after the last one)."""
        if self._exercises is None or self._exercises.next() is None:
            self._set_status([lambda lang: say("exercise.last", lang)], StatusKind.INFO)
            return None
        self._show_exercise()
        return self.exercise

    def results(self) -> Any:
        """The results of the exercises run on this board (``Results``: ``to_csv``, ``to_json``)."""
        if self._exercises is None:
            msg = "no exercise on this board: set w.exercise first"
            raise GameError(msg)
        return self._exercises.results()

    @staticmethod
    def _as_set(value: Any) -> Any:
        from .exercises import Exercise, ExerciseSet

        if isinstance(value, Exercise):
            return ExerciseSet([value])
        if isinstance(value, ExerciseSet):
            return value
        msg = f"w.exercise takes an Exercise, an ExerciseSet or None, got {type(value).__name__}"
        raise GameError(msg)

    def _lesson_on(self) -> bool:
        ex = self.exercise
        return bool(self.lesson or (ex is not None and ex.lesson))

    def _classroom_view(self, view: View) -> View:
        """``view.exercise`` and ``view.lesson``; the deal's code stays in the kernel in both modes."""
        lesson = self._lesson_on()
        view["exercise"] = exercise_view(self._exercises, self.lang, lesson)
        view["lesson"] = lesson
        if lesson or self._exercises is not None:
            view["code"] = None  # the code names the deal, and so every face-down card
        if self._exercises is not None:
            view["can_undo"] = self._game.can_undo  # Undo is the exercise's, never back to an older game
        return view

    def _show_exercise(self) -> None:
        ex = self.exercise
        ex.begin()  # its clock runs from when the learner sees it
        self._game = ex.game
        self._game.lang = self.lang
        self.labels = labels(self.lang, self._game.game)
        i, n, goal = self._exercises.index + 1, len(self._exercises), ex.text_in
        self._after(changed("new"), [lambda lang: say("exercise.next-one", lang, i=i, n=n, goal=goal(lang))])

    @t.observe("lesson")
    @_locked
    def _lesson_changed(self, change: dict[str, Any]) -> None:
        if hasattr(self, "_game"):
            self._last = None
            self._sync()

    def _on_exercise(self, ex: Any, check: Any) -> None:
        """An exercise on the board changed (from the browser or a code cell): show it in every view."""
        with self._lock:
            if ex is not self.exercise:
                return
            event = check.event
            self._game = ex.game
            self._game.lang = self.lang
            self._hint = None
            self._stop_search()
            parts: list[Any] = [lambda lang, text=check.text: text]
            kind = check_status(check, event)
            if event in ("refused", "said", "hint", "answer"):  # the board did not change: same rev
                with self.hold_sync():
                    self.view = dict(self._classroom_view(cast(View, dict(self.view))))
                    self._set_status(parts, kind)
                return
            if event == "play":
                self._last = last_view(self._game.last_action)
                parts = [*action_parts(self._game), *parts]
            elif event == "undo":
                self._last = changed("undo")
            elif event in ("reset", "show"):
                self._last = changed("new")
            else:
                self._last = None
            self._sync(parts, kind)

    def _exercise_intent(self, kind: str, msg: dict[str, Any]) -> None:
        """An intent during an exercise: moves and answers go through it."""
        ex = self.exercise
        if ex is None:
            raise Refused("bad_type", field=kind)
        if kind == "move":
            ex.play(Move(msg["src"], msg["dst"], msg["count"]))
        elif kind == "auto":
            ex.play(auto_move(self._game, msg["src"], msg["count"]))
        elif kind == "deal":
            ex.deal()
        elif kind == "undo":
            ex.undo()
        elif kind == "hint":
            ex.hint()
        elif kind in ("reset", "restart"):
            ex.reset()
        elif kind == "show":
            ex.show()
        elif kind == "answer":
            value = msg["value"]
            if not ((type(value) is int and abs(value) <= 10**6) or (type(value) is str and len(value) <= 40)):
                raise Refused("bad_number", field="value", lo=-(10**6), hi=10**6)
            options = ex.goal.options(self.lang) if ex.asks else None
            if options is not None and type(value) is int and not 1 <= value <= len(options):
                raise Refused("bad_number", field="value", lo=1, hi=len(options))  # worded in the board's language
            try:
                ex.answer(value)
            except IllegalMove:
                raise
            except AnswerError as exc:  # not an answer to this question: said, nothing counted
                self._set_status([exc.message], StatusKind.ERROR)
        elif kind == "next":
            self.next_exercise()
        else:
            raise Refused("bad_type", field=kind)

    # ------------------------------------------------------------ display
    def __repr__(self) -> str:
        return f"SpideretteWidget({self._shown_game()!r}, lang={self.lang!r})"

    def _shown_game(self) -> Game:
        """The game as the notebook output may show it: without its code while that is hidden."""
        if not self._code_hidden():
            return self._game
        probe = self._game.copy()
        probe.code = None
        return probe

    def _repr_mimebundle_(self, **kwargs: Any) -> tuple[dict, dict] | None:
        """The live widget, plus a static SVG picture for places widgets can't render."""
        bundle = super()._repr_mimebundle_(**kwargs)
        if bundle is None:
            return None
        data, metadata = bundle
        from .svg import board_svg

        data["image/svg+xml"] = board_svg(self._shown_game(), lang=self.lang)
        data["text/plain"] = repr(self)
        return data, metadata


def _stats_store(stats: Any) -> Stats | None:
    """The ``stats`` option: ``True`` (the user's statistics file), ``False``/``None`` (none), or a ``Stats``."""
    if stats is True:
        return Stats()
    if stats is False or stats is None:
        return None
    if isinstance(stats, Stats):
        return stats
    msg = f"stats must be True, False, None or a Stats, got {type(stats).__name__}"
    raise OptionError(msg)
