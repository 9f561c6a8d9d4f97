"""The board's Review: the game's review (``game.review()``) run in a background process, then drawn.

``ReviewPanel`` is the part of ``SpideretteWidget`` that asks for it
(``review``, the Review button; ``close_review``) and shows it as
``view.review``: the chance before each move (the browser draws the chart),
the marked moves (blunders, mistakes, inaccuracies) in words, each with a picture of the
position before it, and the summary: what the moves gave up and what the cards added or took.
The review is about the line played when it was asked for: a move, a deal, an
undo or a new game closes it (a running one is stopped). What the browser gets
is what the player has seen: chances, the cards of the moves played and of
the expert's moves (face up then), pictures drawn from what was visible. The
thoughtful verdicts (they read every card) are asked for only once the game
is over (won, or stuck), never in the middle of a game.

The review runs in another process (``ReviewTask``), as "Can this deal be
won?" does, so the kernel and the board keep answering; its progress comes
back to the thread (event loop) that asked, under the board's lock. In the
browser (Pyodide: no processes) it runs in the kernel's thread on the event
loop's next turn, with the same budgets (the judge is plain Python: the same review
everywhere).
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Callable
from contextlib import AbstractContextManager
from typing import Any

from ..engine._browser import IN_BROWSER
from ..engine._game import Game
from ..pictures.svg import board_svg
from ..search._process import Background
from ..search.review import Review, review
from ..text._words import template
from ._protocol import ReviewMove, ReviewState, ReviewView, StatusKind
from ._solving import SolveRefused, hand_over, poster, under_lock

log = logging.getLogger(__name__)

LABELS = ("title", "running", "close", "costly", "none", "chart", "show", "position", "y")


def review_in_child(
    start: dict[str, Any], line: list[tuple[int, int, int]], options: dict[str, Any], report: Callable[[Any], None]
) -> Review:
    """The review process's work (``search._process``): replay the line, review it, reporting ``(done, total)``."""
    from ..engine._game import Move

    game = Game.from_dict(start)
    for action in line:
        game.push(Move(*action))
    return review(game, progress=lambda done, total: report((done, total)), **options)


class ReviewTask:
    """A review running in the background for a board: ``cancel()``, ``done()``, ``result(timeout)``.

    Its progress and its end are handed to the thread (event loop) that asked, as ``SolveTask``
    does; ``result()`` called from that thread shows the review on the board before returning.
    """

    def __init__(self, panel: ReviewPanel, game: Game, options: dict[str, Any]) -> None:
        self.total = len(game.line) + 1
        self._panel = panel
        self._post = poster()
        self._owner = threading.current_thread()
        self._review: Review | None = None
        self._finished = threading.Event()
        self._cancelled = threading.Event()
        self._job: Background | None = None
        self._here: tuple[Game, dict[str, Any]] | None = None  # the browser's review, until it runs
        self.shown = False  # the board has shown its end
        if IN_BROWSER:
            self._here = (game.copy(), options)  # the judge is plain Python: the same review as in a kernel
            asyncio.get_event_loop().call_soon(self._run_here)
            return
        start = game.rewound(len(game.line)).to_dict()
        line = [tuple(a) for a in game.line]
        self._job = Background(review_in_child, (start, line, options), self._report, self._end)

    def _run_here(self) -> None:
        """In the browser: the review, in this thread, once (on the loop's next turn, or when ``result()`` asks)."""
        here, self._here = self._here, None
        if here is not None:
            self._finish(None if self._cancelled.is_set() else review(here[0], progress=self._progress, **here[1]))

    def _report(self, done_total: tuple[int, int]) -> None:
        self._progress(*done_total)

    def _end(self, kind: str, payload: Any) -> None:
        if kind == "error":
            log.warning("the review failed: %s", payload)
        self._finish(payload if kind == "done" else None)

    def _progress(self, done: int, total: int) -> None:
        self._deliver(self._panel._review_step, self, done, total)

    def _finish(self, result: Review | None) -> None:
        if self._finished.is_set():
            return
        self._review = result
        try:
            if not self._cancelled.is_set():
                self._deliver(self._panel._review_done, self, result)
        finally:
            self._finished.set()

    def _deliver(self, fn: Callable[..., Any], *args: Any) -> None:
        hand_over(self._post, fn, *args)

    def cancel(self) -> None:
        """Stop the review (nothing is reported after this)."""
        self._cancelled.set()
        if self._job is not None:
            self._job.cancel()

    def done(self) -> bool:
        return self._finished.is_set()

    def result(self, timeout: float | None = None) -> Review | None:
        """Wait for the review (``TimeoutError`` if ``timeout`` seconds pass first); ``None`` if it failed.

        Called from the thread that asked, it shows the review on the board first. In the browser
        (no processes, no threads) a review that has not run yet runs now.
        """
        if self._job is None:
            self._run_here()
        if not self._finished.wait(timeout):
            msg = f"the review is still running after {timeout} s"
            raise TimeoutError(msg)
        if self._post is None or threading.current_thread() is self._owner:
            self._panel._review_done(self, self._review)
        return self._review

    def __repr__(self) -> str:
        return f"ReviewTask({'done' if self.done() else 'running'}, {self.total} positions)"


def review_view(task: ReviewTask | None, progress: tuple[int, int], found: Review | None, lang: str,
                pictures: dict[int, str]) -> ReviewView | None:  # fmt: skip
    """``view.review``: the progress while it runs, then the chances and the marked moves in ``lang``."""
    if task is None and found is None:
        return None
    words = {key: template(f"review.board.{key}", lang) for key in LABELS}  # the browser fills in {n}, {done}...
    words["x"] = template("review.chart.x", lang)
    if found is None:
        state: ReviewState = "running" if task is not None and not task.done() else "failed"
        return {"state": state, "done": progress[0], "total": progress[1], "summary": None, "points": [],
                "costly": [], "labels": words}  # fmt: skip
    r = found.in_lang(lang)
    costly: list[ReviewMove] = [
        {"move": d.number, "text": r.sentence(d), "chance": d.before, "picture": pictures.get(d.number, "")}
        for d in r.costly
    ]
    points = [[float(x), round(y, 4)] for x, y in r.points()]
    return {"state": "done", "done": progress[1], "total": progress[1], "summary": r.summary(), "points": points,
            "costly": costly, "labels": words}  # fmt: skip


class ReviewPanel:
    """The part of ``SpideretteWidget`` that reviews the game on the board (its button and panel)."""

    # the board's, used here (SpideretteWidget sets them)
    _game: Game
    _lock: threading.RLock
    lang: str
    four_colour: bool
    view: dict[str, Any]
    hold_sync: Callable[[], AbstractContextManager[Any]]
    _set_status: Callable[..., None]
    _reviewing: ReviewTask | None
    _reviewed: Review | None
    _review_progress: tuple[int, int]
    _review_pictures: dict[tuple[str, bool], dict[int, str]]  # per language and deck: the positions before

    @property
    def reviewing(self) -> ReviewTask | None:
        """The review running now, or ``None``."""
        task = self._reviewing
        return task if task is not None and not task.done() else None

    @property
    def last_review(self) -> Review | None:
        """The review shown on the board (``None``: none, or it is still running)."""
        return self._reviewed

    @under_lock
    def review(self, **options: Any) -> ReviewTask:
        """Review the game on the board in the background: ``game.review(**options)``, then shown.

        The board stays playable; a move, deal, undo or new game closes the review. Raises
        ``SolveRefused`` when nothing has been played yet.
        """
        g = self._game
        if not g.line:
            raise SolveRefused("review_nothing", self.lang)
        self._drop_review()
        options.setdefault("verdicts", g.is_won or g.is_stuck)  # they read every card: only once it is over
        self._review_progress = (0, len(g.line) + 1)
        self._reviewing = task = ReviewTask(self, g, options)
        self._review_sync([("review_start", {"n": len(g.line)})], StatusKind.SEARCH)
        return task

    @under_lock
    def close_review(self) -> bool:
        """Close the review panel (stopping a review that runs); ``False`` when there was none.

        Either way the status line has a new message ("Review closed.", or an empty one), as after
        every intent."""
        if self._reviewing is None and self._reviewed is None:
            self._set_status([], StatusKind.INFO)  # a new (empty) status: the browser's intent is answered
            return False
        self._drop_review()
        self._review_sync([("review_closed", {})], StatusKind.INFO)
        return True

    @under_lock
    def _review_step(self, task: ReviewTask, done: int, total: int) -> None:
        if task is not self._reviewing:
            return
        self._review_progress = (done, total)
        self._review_sync([("review_running", {"i": done, "n": total})], StatusKind.SEARCH, new_status=False)

    @under_lock
    def _review_done(self, task: ReviewTask, found: Review | None) -> None:
        if task is not self._reviewing or task.shown:
            return
        task.shown = True
        if found is None:  # the task stays: the panel says the review failed
            self._review_sync([("review_failed", {})], StatusKind.ERROR)
            return
        self._reviewing = None
        self._reviewed = found
        self._review_sync([("review_done", {"n": len(found.costly)})], StatusKind.HINT)

    def _pictures(self, found: Review, lang: str) -> dict[int, str]:
        """The position before each marked move, as the player saw it (face-down cards as backs), in ``lang``."""
        out = {}
        line = self._game.line
        for d in found.costly:
            back = len(line) - (d.number - 1 - found.start)
            if 0 <= back <= len(line) and d.number - 1 >= found.start:
                before = self._game.rewound(back)
                out[d.number] = board_svg(before, highlight=d.action if d.action.count else None, lang=lang,
                                          four_colour=self.four_colour)  # fmt: skip
        return out

    def _drop_review(self) -> None:
        """Stop a running review and forget the one shown (the board changed)."""
        task, self._reviewing = self._reviewing, None
        if task is not None:
            task.cancel()
        self._reviewed = None
        self._review_pictures = {}

    def _review_view(self) -> ReviewView | None:
        found, lang = self._reviewed, self.lang
        drawn = (lang, self.four_colour)
        if found is not None and drawn not in self._review_pictures:
            self._review_pictures[drawn] = self._pictures(found, lang)
        pictures = self._review_pictures.get(drawn, {})
        return review_view(self._reviewing, self._review_progress, found, lang, pictures)

    def _review_sync(
        self, parts: list[Any] | None = None, kind: StatusKind = StatusKind.INFO, new_status: bool = True
    ) -> None:
        """Re-send ``view`` with the same rev (only ``review`` changes) and, given parts, the status."""
        with self.hold_sync():
            self.view = {**self.view, "review": self._review_view()}
            if parts is not None:
                self._set_status(parts, kind, new=new_status)
