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

import logging
import threading
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

import anywidget
import traitlets as t

from ..engine._errors import AnswerError, GameError
from ..engine._game import DEAL, Game, Move
from ..search.deals import Deals
from ..search.review import Review
from ..text._stats import Stats
from ..text._words import LANGS, check_lang, labels, phrase, say
from ._exercise_view import ExercisePanel, as_set, check_status, hint_view, tally_words
from ._hinting import HintPanel, default_think_nodes
from ._intents import Refused, best_destination
from ._messages import BrowserIntents
from ._model_ids import hold, next_model_id
from ._options import TEACHER_OPTIONS, Flag, Lang, OptionError, UndoMode, interface_language, stats_store
from ._protocol import Hint, Last, StatusKind, View
from ._review_view import ReviewPanel, ReviewTask
from ._solving import SolvePanel, SolveRefused, SolveTask, step_hint, under_lock
from ._stats_view import StatsPanel
from ._status import action_parts, group_text, hint_move, hint_why, new_part, undo_parts, words
from ._view import StuckMemo, build_view, changed, last_view

if TYPE_CHECKING:
    from ..search._thinking import Thinking
    from ..search._thinking_here import ThinkingHere

__all__ = ["OptionError", "SolveRefused", "SolveTask", "SpideretteWidget", "best_destination"]

log = logging.getLogger(__name__)

# the board's choices remembered on this machine (in the statistics file), like the suit count
REMEMBERED = ("winnable", "four_colour")

_STATIC = Path(__file__).parent.parent / "static"  # the package root's static/: the bundle js/build.mjs writes
_MISSING_ESM = """
export default { render({ el }) {
  el.textContent = "spiderette-widget: the board's front end is not built (run ./dev test or node js/build.mjs).";
} };
"""


def _asset(name: str) -> Path | None:
    """``static/NAME``, the front end esbuild bundled from js/src (the wheel carries it), if it is there."""
    path = _STATIC / name
    return path if path.is_file() else None


class SpideretteWidget(BrowserIntents, anywidget.AnyWidget):
    """A playable board in a notebook cell, over an engine ``Game``.

    ``SpideretteWidget(game=None, **options)`` shows ``game`` (a new random
    1-suit Spiderette when ``None``); ``SpideretteWidget.new(...)`` deals one.
    Options: ``lang`` ("en", "pt", "pl", "es"), ``double_click``, ``auto_place``,
    ``highlights``, ``hints``, ``announce_position`` (off by default: after
    every action the status line also says the whole position, for players who
    follow by ear), ``hide_code``, ``winnable`` (New game deals only deals
    the solver has won: ``new_game(winnable=True)``; their statistics are kept
    apart), ``four_colour`` (a four-colour deck: ♠ black, ♥ red, ♦ blue, ♣
    green; the symbols stay). ``deals`` (a ``search.deals.Deals``) is where winnable deals come
    from: the shipped table of solved deals and, past it, deals drawn at random for the solver to
    try (the default). ``winnable`` and ``four_colour`` are remembered
    on this machine, like the suit count, once changed on a board. ``hide_code=True`` keeps the game code out
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

    A board made without ``lang`` (over an English game) takes the language of
    the page it is first drawn in, when the package speaks it: the browser
    tells the kernel the interface's language (``interface_lang``, e.g.
    "es-ES" in JupyterLab or JupyterLite set to Spanish) and the board's words
    follow; in plain Python, with no page, it stays English.

    >>> from spiderette_widget import SpideretteWidget
    >>> w = SpideretteWidget.new("spiderette", suits=2, seed=7, lang="pl")
    >>> w.game.code, w.lang, w.double_click
    ('SD1-S2-AAAAAAH', 'pl', True)
    >>> w.play("3>2")
    Move(src=3, dst=2, count=1)
    >>> print(w.status["text"])
    10♠ z kolumny 3 do kolumny 2. W kolumnie 3 odkryto 4♠.
    >>> w.undo(); w.game.moves
    0
    """

    _esm = _asset("widget.js") or _MISSING_ESM
    _css = _asset("widget.css") or ""

    view = t.Dict().tag(sync=True)
    status = t.Dict().tag(sync=True)
    labels = t.Dict().tag(sync=True)
    lang = Lang("en").tag(sync=True)
    # the page's interface language as the browser reads it (its <html lang>, e.g. "es-ES"): the browser sets it
    interface_lang = t.Unicode("").tag(sync=True)
    double_click = Flag(True).tag(sync=True)
    auto_place = Flag(False).tag(sync=True)
    highlights = Flag(True).tag(sync=True)
    hints = Flag(True).tag(sync=True)
    undo_mode = UndoMode("profile").tag(sync=True)
    announce_position = Flag(False).tag(sync=True)
    lesson = Flag(False).tag(sync=True)
    winnable = Flag(False).tag(sync=True)  # New game deals winnable deals only (remembered)
    four_colour = Flag(False).tag(sync=True)  # ♠ black, ♥ red, ♦ blue, ♣ green (remembered)
    hide_code = Flag(False)  # not synced: the browser can neither read nor change it

    # games a new game replaced, newest last: Undo brings them back
    KEEP_GAMES = 20

    def __init__(
        self,
        game: Game | None = None,
        *,
        stats: Stats | bool | None = True,
        deals: Deals | None = None,
        **options: Any,
    ) -> None:
        if deals is not None and not isinstance(deals, Deals):
            msg = f"deals must be a spiderette_widget.search.deals.Deals, got {type(deals).__name__}"
            raise GameError(msg)
        think = default_think_nodes()  # the better hint's budget (a bad SPIDERETTE_BETTER_HINT: an error here)
        store = stats_store(stats)  # a bad ``stats``: an error here
        self._lock = threading.RLock()
        # the board's panels: objects that keep their own state, given the parts of the board they work with
        self._stats = StatsPanel(store)  # the statistics file and the figures shown
        self._solver = SolvePanel(  # "Can this deal be won?", and the search for a winnable deal
            self._lock, lambda: self._game, lambda: self.lang, self._solve_sync, lambda: self._status_kind,
            self._set_hint, self.play, self._deal_new, deals,
        )  # fmt: skip
        self._reviews = ReviewPanel(self._review_sync, self._lock)  # the review
        self._hints = HintPanel(self._lock, lambda: self._hint is not None, self._show_hint, think)  # the better hint
        self._classroom = ExercisePanel(self._on_exercise)  # the exercises run, and the game before them
        exercise = options.pop("exercise", None)
        dealt_winnable = options.pop("_dealt_winnable", False)  # SpideretteWidget.new(winnable=True)'s deal
        for name in REMEMBERED:
            remembered = self._stats.store.choice(name) if self._stats.store else None
            # "Winnable only" is remembered for the boards that deal their own game; a board given a game (or
            # SpideretteWidget.new's deal) would show it ticked over a deal that is not one (issue 52, point 4)
            if remembered is not None and (name != "winnable" or (game is None and exercise is None)):
                options.setdefault(name, remembered)
        if game is None and exercise is not None:
            game = as_set(exercise).current.start  # free play, after the exercises, starts from here
        if game is None:
            suits = (self._stats.store.last_suits("spiderette") if self._stats.store else None) or 1
            number = self.deals.pick("spiderette", suits) if options.get("winnable") is True else None
            dealt_winnable = number is not None
            game = Game.new(suits=suits, seed=number, lang=options.get("lang", "en"))
        self._check_game(game)
        # no language asked for: the board takes the interface's (``interface_lang``) when first drawn
        self._follow_interface = "lang" not in options and game.lang == "en"
        # the game shown was dealt as a winnable deal (here, by SpideretteWidget.new, or Game.new(winnable=True))
        self._dealt_winnable = bool(dealt_winnable) or game.dealt_winnable
        options.setdefault("lang", game.lang if game.lang in LANGS else "en")
        options.setdefault("undo_mode", game.undo_mode)
        self._game = game
        self._start = game.to_dict()
        self._rev = 0
        self._status_id = 0
        self._status_parts: list[Any] = []
        self._status_kind = StatusKind.INFO
        self._hint: Hint | None = None
        self._hint_found: Any = None
        self._last: Last | None = None
        self._stuck = StuckMemo()
        # (game, its start, dealt as a winnable deal) replaced by a new game
        self._before: list[tuple[Game, dict[str, Any], bool]] = []
        options.setdefault("model_id", next_model_id())  # the same id each run of its notebook cell (issue 52)
        super().__init__(**options)
        hold(self)
        self._game.lang = self.lang
        self._game.undo_mode = self.undo_mode
        self.labels = labels(self.lang, game.game)
        self.status = {"id": 0, "kind": StatusKind.INFO, "text": ""}
        self._sync()
        self.on_msg(self._on_msg)
        if exercise is not None:
            self.exercise = exercise
        self._ready = True  # from now on, a change of winnable or four_colour is remembered

    @classmethod
    def new(
        cls,
        game: str = "spiderette",
        suits: int | None = None,
        seed: int | None = None,
        scoring: str | None = None,
        lang: str | None = None,
        **options: Any,
    ) -> SpideretteWidget:
        """A widget over ``Game.new(game, suits, seed, scoring, lang)``.

        Without ``lang`` the board speaks English, or the interface's language
        once drawn in a page that speaks one the package does (``interface_lang``).

        ``suits=None`` takes the suit count last chosen for ``game`` on this
        machine (seed 003: the game remembers it), else 1. ``winnable=True``
        (an option of the board too) deals a winnable deal:
        ``Game.new(..., winnable=True)``, ``seed`` seeding the choice.

        >>> SpideretteWidget.new("spider", suits=2, seed=7).view["code"]
        'SP1-S2-AAAAAAH'
        """
        store = stats_store(options.get("stats", True))
        if suits is None:
            suits = (store.last_suits(game) if store and isinstance(game, str) else None) or 1
        winnable = options.get("winnable") is True
        dealt = Game.new(game, suits, seed, scoring, check_lang(lang or "en"), winnable=winnable)
        if lang is not None:
            options["lang"] = lang
        return cls(dealt, _dealt_winnable=winnable, **options)

    # ------------------------------------------------------------ the game
    @property
    def game(self) -> Game:
        """The engine ``Game`` shown; assign another game to show it instead."""
        return self._game

    @game.setter
    @under_lock
    def game(self, game: Game) -> None:
        self._check_game(game)
        self._replace_game(game)
        self._dealt_winnable = False
        self._before = []  # a position set from code is not a game Undo should leave
        self._after(changed("new"), [new_part(self._game, self._code_hidden())])

    @staticmethod
    def _check_game(game: Any) -> None:
        if not isinstance(game, Game):
            msg = f"SpideretteWidget shows a spiderette_widget.Game, got {type(game).__name__}"
            raise GameError(msg)

    # ------------------------------------------------- actions from code cells
    @under_lock
    def play(self, move: Move | str) -> Move:
        """Play a move or a deal (``Move``, ``DEAL``, or ``"3>5x2"``, ``"3>5"``, ``"deal"``); raises ``IllegalMove``.

        Returns the action played (``DEAL`` for a deal). During an exercise the move goes
        through it and the ``Check`` is returned.
        """
        if self._in_exercise():
            return self.exercise.play(move)
        played = self._game.play(move)
        self._after_action()
        return played

    @under_lock
    def deal(self) -> None:
        """Deal from the stock; raises ``IllegalMove`` (e.g. while a column is empty)."""
        if self._in_exercise():
            return self.exercise.deal()
        self._game.deal()
        self._after_action()

    @under_lock
    def undo(self) -> None:
        """Take back the last move or deal; raises ``IllegalMove`` when there is none.

        Right after a new game (nothing done in it yet, or all of it undone),
        Undo brings back the game it replaced, as it was. During an exercise: its undo.
        """
        if self._in_exercise():
            return self.exercise.undo()
        if self._before and self._untouched():
            game, start, dealt_winnable = self._before.pop()
            self._replace_game(game, start=start)
            self._dealt_winnable = dealt_winnable
            code = None if self._code_hidden() else game.code
            self._after(changed("new"), [("undone_new", {"code": code}) if code else ("undone_new_position", {})])
            return
        parts = undo_parts(self._game)
        self._game.undo()
        self._after(changed("undo"), parts)

    @under_lock
    def redo(self) -> None:
        """Play again the last action undone; raises ``IllegalMove`` when there is none."""
        self._game.redo()
        self._after_action(redo=True)

    @under_lock
    def new_game(self, suits: int | None = None, winnable: bool | None = None) -> None:
        """Deal a new random game of the same kind and scoring (``suits``: 1, 2 or 4; default: same).

        ``winnable=True`` deals a winnable deal: one the shipped table of solved
        deals shows won (``Game.new(..., winnable=True)``), its statistics kept
        apart; ``None`` (the default) follows the board's ``winnable`` option,
        and an explicit value sets that option. Where the table has no win for
        this game and suit count, the solver looks for one in the background
        (the status line says so; the board keeps its game until one is found,
        and a move or Cancel stops the search).
        """
        if self._in_exercise():
            raise GameError(say("exercise.locked-exercise", "en") + " (w.exercise = None leaves the exercise)")
        if winnable is not None:
            self.winnable = winnable  # checked (OptionError) and remembered
        g = self._game
        if self._stats.store is not None and suits is not None:
            Game.new(g.game, suits)  # a bad suit count raises here, before it is remembered
            self._stats.store.remember_suits(g.game, suits)
        suits = g.suits if suits is None else suits
        number = None
        if self.winnable:
            number = self.deals.pick(g.game, suits)
            if number is None:
                Game.new(g.game, suits)  # a bad suit count raises here, before any search
                self._solver.find_winnable(g.game, suits)
                return
        self._deal_new(Game.new(g.game, suits, number, g.scoring, self.lang), winnable=number is not None)

    def _deal_new(self, game: Game, winnable: bool) -> None:
        """Show a newly dealt game (Undo brings back the one it replaces)."""
        before = (self._game, self._start, self._dealt_winnable)
        self._replace_game(game)
        self._dealt_winnable = winnable
        self._before = [*self._before, before][-self.KEEP_GAMES :]
        parts = [new_part(self._game, self._code_hidden())]
        if winnable:
            parts.append(("winnable_dealt", {}))
        self._after(changed("new"), [*parts, ("new_undo", {})])

    @under_lock
    def restart(self) -> None:
        """Deal this game again from its start (the position the board was given).

        The game left behind counts as played in the statistics, as in other
        solitaire apps. During an exercise: the exercise's Reset.
        """
        if self._in_exercise():
            self.exercise.reset()
            return
        self._replace_game(Game.from_dict(self._start), start=self._start)
        self._after(changed("new"), [("restart", {})])

    def _records(self) -> bool:
        """Whether the game shown counts in the statistics: never on a lesson board (nor during an exercise)."""
        return not self.lesson and not self._in_exercise()

    def _untouched_game(self) -> bool:
        """The game shown is still as it was dealt (undone back to its deal, or nothing played)."""
        now = self._game.to_dict()
        return all(now[k] == self._start[k] for k in ("columns", "stock", "removed"))

    @property
    def stats(self) -> Stats | None:
        """The statistics file this board records into (``None``: not recorded)."""
        return self._stats.store

    @property
    def history(self) -> list[tuple[str, int, int, int]]:
        """The score history for plotting: ``(kind, moves, score, removed)`` per action.

        ``kind`` is ``"start"``, ``"move"``, ``"deal"`` or ``"undo"`` (the engine's ``game.log``).
        """
        return list(self._game.log)

    def _untouched(self) -> bool:
        """The game shown is back at its start with nothing left to undo (a new game, or one undone to its deal)."""
        return not self._game.can_undo and self._untouched_game()

    def _replace_game(self, game: Game, start: dict[str, Any] | None = None) -> None:
        """Show ``game`` instead of the current one, counting the one left behind once it was played."""
        records = self._records()
        self._stats.record_left(self._game, self._untouched_game(), self._dealt_winnable, records)
        game.lang = self.lang
        game.undo_mode = self.undo_mode
        self._game = game
        self._start = start if start is not None else game.to_dict()
        self._stats.forget()
        self.labels = labels(self.lang, game.game)

    @under_lock
    def hint(self) -> Any:
        """The engine's hint (``game.hint()``: its ``.move`` and ``.why``, or ``None``), also shown on the board.

        The expert then thinks in the background (``w.thinking``, ``board._hinting``) and its
        move replaces this one on the board; ``game.hint(think=True)`` is that move.

        During an exercise: the exercise's nudge toward its goal (a ``Check``).
        """
        if self._in_exercise():
            return self.exercise.hint()
        found = self._hints.first(self._game)  # the expert's better hint may follow (``_hinting``)
        self._show_hint(found)
        return found

    @under_lock
    def describe(self) -> str:
        """The whole position in the board's language (``game.describe``), also said in the status line.

        Only what the player may know: how many cards are face down and in the
        stock, never which.
        """
        game = self._game
        self._set_status([game.describe], StatusKind.DESCRIBE)
        return game.describe(self.lang)

    @under_lock
    def refresh(self) -> None:
        """Re-sync every open view after the game was changed directly (``w.game.play(...)``)."""
        self._hint = None
        self._last = None
        self._solver.forget()
        self._hints.stop()
        self._reviews.drop()  # the review was of the game before this change
        self._sync(self._solver.stop() or None)

    # ------------------------------------------------ can this deal be won?
    @property
    def deals(self) -> Deals:
        """Where winnable deals come from (``search.deals.Deals``: the table, and the draw past it)."""
        return self._solver.deals

    @property
    def find_nodes(self) -> int:
        """Positions the solver may use per deal tried past the table (``new_game(winnable=True)``)."""
        return self._solver.find_nodes

    @find_nodes.setter
    def find_nodes(self, nodes: int) -> None:
        self._solver.find_nodes = nodes

    @property
    def solving(self) -> SolveTask | None:
        """The search running now, or ``None``."""
        return self._solver.search

    @under_lock
    def solve(self, budget_seconds: float | None = None) -> SolveTask:
        """Ask "Can this deal be won?": search in the background, the board stays playable.

        The thoughtful solver (it sees every card) runs in another process on a
        copy of the game for at most ``budget_seconds`` (``None``: ``solve_seconds``, longer with
        four suits: ``search.budget``). The status line shows
        its progress, then the answer; a winning line stays in the kernel, and
        ``solve_step()`` plays it one action at a time. A move, deal, undo or
        new game stops the search (its answer would be about an old position).
        Raises ``SolveRefused`` while another search runs or when the game is
        already won, ``GameError`` for a bad budget.
        """
        return self._solver.solve(budget_seconds)

    @under_lock
    def cancel_solve(self) -> bool:
        """Stop the running search; ``False`` when there was none (nothing changes then)."""
        return self._solver.cancel()

    @under_lock
    def solve_step(self) -> Move:
        """Play the next action (a ``Move`` or ``DEAL``) of the winning line ``solve`` found.

        Afterwards the board highlights the action after it. Raises
        ``SolveRefused`` when there is no line to follow (none found yet, or the
        player left it), ``IllegalMove`` if the engine refuses the step.
        """
        return self._solver.step()

    def _solve_sync(self, parts: list[Any] | None, kind: StatusKind, new_status: bool) -> None:
        """Re-send ``view`` with the same rev (only ``solve`` and ``hint`` change) and, given parts, the status."""
        with self.hold_sync():
            self.view = {**self.view, "solve": self._solver.view(), "hint": self._hint}
            if parts is not None:
                self._set_status(parts, kind, new=new_status)

    def _set_hint(self, hint: Hint | None) -> None:
        """The hint the board shows (the solve panel's: the next step of its winning line, or none)."""
        self._hint = hint

    # ------------------------------------------------------------ the better hint
    @property
    def think_nodes(self) -> int | None:
        """Positions the expert may use for a better hint (``None``: no thinking); by default the
        better hint's budget of the engine running now (``search.budget``, README), or what the
        environment variable ``SPIDERETTE_BETTER_HINT`` says ("off", or a number of positions)."""
        return self._hints.think_nodes

    @think_nodes.setter
    def think_nodes(self, nodes: int | None) -> None:
        self._hints.think_nodes = nodes

    @property
    def thinking(self) -> Thinking | ThinkingHere | None:
        """The expert's decision running for a better hint, or ``None``."""
        return self._hints.thinking

    # ------------------------------------------------------------ the review
    @property
    def reviewing(self) -> ReviewTask | None:
        """The review running now, or ``None``."""
        return self._reviews.running

    @property
    def last_review(self) -> Review | None:
        """The review shown on the board (``None``: none, or it is still running)."""
        return self._reviews.found

    @under_lock
    def review(self, **options: Any) -> ReviewTask:
        """Review the game on the board in the background: ``game.review(**options)``, then shown.

        The chart and the marked moves fill in as the decisions are weighed. The board stays
        playable; a move, deal, undo or new game closes the review. Raises ``SolveRefused`` when
        nothing has been played yet.
        """
        return self._reviews.start(self._game, self.lang, **options)

    @under_lock
    def close_review(self) -> bool:
        """Close the review panel (stopping a review that runs); ``False`` when there was none.

        Either way the status line has a new message ("Review closed.", or an empty one), as after
        every intent."""
        if not self._reviews.close():
            self._set_status([], StatusKind.INFO)  # a new (empty) status: the browser's intent is answered
            return False
        return True

    def _review_sync(self, parts: list[Any] | None, kind: StatusKind, new_status: bool) -> None:
        """Re-send ``view`` with the same rev (only ``review`` changes) and, given parts, the status."""
        with self.hold_sync():
            self.view = {**self.view, "review": self._reviews.view(self._game, self.lang, self.four_colour)}
            if parts is not None:
                self._set_status(parts, kind, new=new_status)

    # ------------------------------------------------------------ closing
    def close(self) -> None:
        """Close the widget, stopping a running search."""
        if hasattr(self, "_hints"):  # not there when __init__ refused its options
            with self._lock:
                self._solver.stop()
                self._hints.stop()
                self._reviews.drop()
        super().close()

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
        self._hints.stop()  # about the old position
        self._reviews.drop()  # the review was of the line before this change
        self._sync(self._solver.follow_line(last["kind"], parts), say_position=self.announce_position)

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
            self._solver.view(),
            self.lang,
            back=bool(self._before) and self._untouched(),
            winnable=self._dealt_winnable,
        )
        view["stats"] = self._stats.view(g, self._dealt_winnable, self._records())  # none in an exercise or lesson
        if asks:  # the stock must not answer the question ("Will a deal be allowed?") before the learner does
            view["can_deal"], view["deal_why"] = False, None
        view["review"] = self._reviews.view(g, self.lang, self.four_colour)
        if self._code_hidden():
            view["code"] = None
        return self._classroom.view(view, self.lang, self.lesson)

    def _code_hidden(self) -> bool:
        """Whether the game's code stays in the kernel now (``hide_code``, and the game not won)."""
        return self.hide_code and not self._game.is_won

    @t.observe("hide_code")
    @under_lock
    def _hide_code_changed(self, change: dict[str, Any]) -> None:
        if hasattr(self, "_game"):
            self._sync()

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
    @under_lock
    def _undo_mode_changed(self, change: dict[str, Any]) -> None:
        if hasattr(self, "_game"):
            self._game.undo_mode = change["new"]
            self._sync()

    @t.observe("interface_lang")
    def _interface_lang_changed(self, change: dict[str, Any]) -> None:
        """The browser told the interface's language: a board made without ``lang`` takes it, once, if the
        package speaks it (``interface_language``); any other board, or language, is left as it is."""
        if not getattr(self, "_follow_interface", False):
            return
        self._follow_interface = False
        lang = interface_language(change["new"])
        if lang is not None:
            self.lang = lang

    @t.observe("lang")
    @under_lock
    def _lang_changed(self, change: dict[str, Any]) -> None:
        if not hasattr(self, "_game"):
            return
        if self._in_exercise():  # every exercise, the labels and the last check follow
            self._classroom.set_lang(change["new"])
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
        if self._reviews.open:  # re-word the review
            self._sync()
        if self._status_parts:
            self._set_status(self._status_parts, self._status_kind)

    def _show_hint(self, found: Any) -> None:
        """Show a hint on the board (``view.hint``) and in the status; ``view.last`` becomes null."""
        move = hint_move(found)
        g = self._game
        self._last = None
        if move is None or move not in g.legal_moves():
            deal = g.can_deal()
            self._hint = step_hint(DEAL) if deal else None  # a deal's hint: the board outlines the stock
            self._sync([("no_hint_deal" if deal else "no_hint", {})], StatusKind.HINT)
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
    @under_lock
    def set_state(self, sync_data: dict[str, Any]) -> None:
        """Apply option changes from the browser; refuse the kernel-owned traits and bad values."""
        owned = {"view", "status", "labels"} & set(sync_data)
        if self._in_exercise() or self._lesson_on():
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
    @t.observe(*REMEMBERED)
    def _choice_changed(self, change: dict[str, Any]) -> None:
        """Remember the board's choice (winnable deals only, the four-colour deck) for the next boards."""
        if getattr(self, "_ready", False) and self._stats.store is not None:
            self._stats.store.remember_choice(change["name"], change["new"])

    @t.observe("lesson")
    @under_lock
    def _lesson_changed(self, change: dict[str, Any]) -> None:
        if hasattr(self, "_game"):
            self._last = None
            self._sync()

    @property
    def exercise(self) -> Any:
        """The exercise on the board (``spiderette_widget.classroom.Exercise``), or ``None``.

        Assign an ``Exercise`` or an ``ExerciseSet`` (one exercise after another)
        to show it, ``None`` to go back to free play. The browser then plays
        through the exercise: moves are checked against its goal, Hint nudges
        toward it, and Reset, Show me, the answer buttons and Next exercise appear.

        >>> from spiderette_widget import SpideretteWidget
        >>> from spiderette_widget.classroom import Exercise, TurnUp
        >>> w = SpideretteWidget(exercise=Exercise("spiderette\\n1: QH ? | 9S 8S 7H\\n2: 10D\\n3: 8C",
        ...                                        TurnUp(1, within=2)))
        >>> w.view["exercise"]["goal"]
        'Turn up the face-down card in column 1 in at most 2 moves.'
        >>> w.play("1>3").text, w.status["text"]
        ('Not yet: 1 move left.', '7♥ from column 1 to column 3. Not yet: 1 move left.')
        """
        return self._classroom.current

    @exercise.setter
    @under_lock
    def exercise(self, value: Any) -> None:
        if value is None:
            free = self._classroom.leave()
            if free is not None:
                self._game = free  # back to the game shown before the exercises
                self._after(changed("new"), [new_part(self._game, self._code_hidden())])
            return
        self._classroom.take(value, self._game, self.lang)  # a bad value: GameError, nothing changed
        self._solver.stop()
        self._solver.forget()
        self._show_exercise()

    @property
    def exercises(self) -> Any:
        """The ``ExerciseSet`` the board runs (a single exercise is a set of one), or ``None``."""
        return self._classroom.exercises

    @under_lock
    def next_exercise(self) -> Any:
        """Go on to the set's next exercise and return it (``None`` after the last one)."""
        s = self._classroom.exercises
        if s is None or s.next() is None:
            if s is None:
                self._set_status([lambda lang: say("exercise.last", lang)], StatusKind.INFO)
            else:  # the set's end: its tally
                solved = sum(e.solved for e in s)
                end = [lambda lang: say("exercise.set-done", lang, solved=solved, n=len(s))]
                self._set_status(end, StatusKind.INFO)
            return None
        self._show_exercise()
        return self.exercise

    @under_lock
    def go_exercise(self, index: int) -> Any:
        """Show exercise ``index`` (from 0) of the set and return it: the board's level and puzzle menus."""
        if self._classroom.exercises is None:
            msg = "no exercise on this board: set w.exercise first"
            raise GameError(msg)
        self._classroom.exercises.go(index)  # a bad index raises GameError and changes nothing
        self._show_exercise()
        return self.exercise

    def results(self) -> Any:
        """The results of the exercises run on this board (``Results``: ``to_csv``, ``to_json``)."""
        if self._classroom.exercises is None:
            msg = "no exercise on this board: set w.exercise first"
            raise GameError(msg)
        return self._classroom.exercises.results()

    def _in_exercise(self) -> bool:
        return self._classroom.exercises is not None

    def _lesson_on(self) -> bool:
        return self._classroom.lesson_on(self.lesson)

    def _show_exercise(self) -> None:
        ex = self.exercise
        ex.begin()  # its clock runs from when the learner sees it
        self._game = ex.game
        self._game.lang = self.lang
        self.labels = labels(self.lang, self._game.game)
        s = self._classroom.exercises
        i, n, goal = s.index + 1, len(s), ex.text_in
        self._after(changed("new"), [lambda lang: say("exercise.next-one", lang, i=i, n=n, goal=goal(lang))])

    def _on_exercise(self, ex: Any, check: Any) -> None:
        """An exercise on the board changed (from the browser or a code cell): show it in every view."""
        with self._lock:
            if ex is not self.exercise:
                return
            event = check.event
            self._game = ex.game
            self._game.lang = self.lang
            if event == "hint":
                self._hint = hint_view(ex)  # the cards the nudge names, outlined
            elif event not in ("refused", "said", "answer"):
                self._hint = None  # the board changed: the outline goes
            self._solver.stop()
            parts: list[Any] = [lambda lang, text=check.text: text]
            s = self._classroom.exercises
            if event in ("play", "answer", "show") and tally_words(s, self.lang):
                parts.append(lambda lang: tally_words(s, lang) or "")  # the last of its level or set: the tally
            kind = check_status(check, event)
            if event in ("refused", "said", "hint", "answer"):  # the board did not change: same rev
                with self.hold_sync():
                    view = cast(View, dict(self.view))
                    view["hint"] = self._hint
                    self.view = dict(self._classroom.view(view, self.lang, self.lesson))
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
        """An intent during an exercise: moves and answers go through it; Next and the menus move on."""
        if kind == "next" and self._in_exercise():
            self.next_exercise()
        elif kind == "go" and self._in_exercise():
            index, count = msg["index"], len(self._classroom.exercises)
            if not (type(index) is int and 1 <= index <= count):
                raise Refused("bad_number", field="index", lo=1, hi=count)
            self.go_exercise(index - 1)
        else:
            try:
                self._classroom.play_intent(kind, msg, self._game, self.lang)
            except AnswerError as exc:  # not an answer to this question: said, nothing counted
                self._set_status([exc.message], StatusKind.ERROR)

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
        from ..pictures.svg import board_svg, svg_as_html

        data["image/svg+xml"] = board_svg(self._shown_game(), lang=self.lang, four_colour=self.four_colour)
        data["text/html"] = svg_as_html(data["image/svg+xml"])  # what a notebook not yet run shows
        data["text/plain"] = repr(self)
        return data, metadata
