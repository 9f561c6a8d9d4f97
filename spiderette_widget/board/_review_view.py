"""The board's Review: the game's review (``game.review()``) run in a background process, then drawn.

``ReviewPanel`` is the object a ``SpideretteWidget`` holds for it (the widget's ``review``, the
Review button, and ``close_review`` go through it); it keeps the review's state and makes
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
won?" does, so the kernel and the board keep answering; its progress, and the
review so far after each decision weighed, come back to the thread (event loop)
that asked, under the board's lock: the chart and the marked moves fill in as
they are computed, and a marked move can be looked at before the review ends. In the
browser (Pyodide: no processes) it runs in the kernel's thread, one position
per turn of the event loop, so it fills in there too and the board answers
between positions; with the same budgets (the judge is plain Python: the same
review everywhere).
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Callable, Generator
from typing import Any, cast

from ..engine._browser import IN_BROWSER
from ..engine._game import Game
from ..pictures.svg import board_svg
from ..search._process import Background
from ..search.review import MARKS, Decision, Review, review, review_steps
from ..text._words import template
from ._protocol import ReviewMark, ReviewMove, ReviewState, ReviewView, StatusKind
from ._solving import SolveRefused, hand_over, poster

log = logging.getLogger(__name__)

LABELS = ("title", "running", "close", "costly", "none", "chart", "show", "position", "y", "luck")


def review_in_child(
    start: dict[str, Any], line: list[tuple[int, int, int]], options: dict[str, Any], report: Callable[[Any], None]
) -> Review:
    """The review process's work (``search._process``): replay the line, review it, reporting
    ``(done, total, None)`` at the first and the last position judged and ``(done, total, review so
    far)`` after each decision weighed between them: one message per position."""
    from ..engine._game import Move

    game = Game.from_dict(start)
    for action in line:
        game.push(Move(*action))
    total = len(line) + 1

    def progress(done: int, total: int) -> None:
        if done in (1, total):
            report((done, total, None))

    return review(game, progress=progress, partial=lambda r: report((len(r.decisions) + 1, total, r)), **options)


class ReviewTask:
    """A review running in the background for a board: ``cancel()``, ``done()``, ``result(timeout)``.

    Its progress and its end are handed to the thread (event loop) that asked, as ``SolveTask``
    does; ``result()`` called from that thread shows the review on the board before returning.
    """

    def __init__(self, panel: ReviewPanel, game: Game, options: dict[str, Any]) -> None:
        """Start reviewing ``game``'s line (``review(game, **options)``) for ``panel``, which is told
        each step (``panel.step``) and the end (``panel.finish``)."""
        self.total = len(game.line) + 1
        self._panel = panel
        self._post = poster()
        self._owner = threading.current_thread()
        self._review: Review | None = None
        self._finished = threading.Event()
        self._cancelled = threading.Event()
        self._job: Background | None = None
        self._here: Generator[int, None, Review] | None = None  # the browser's review, a position at a time
        self.shown = False  # the board has shown its end
        if IN_BROWSER:  # the judge is plain Python: the same review as in a kernel
            self._here = review_steps(game.copy(), progress=self._ends, partial=self._partial, **options)
            asyncio.get_event_loop().call_soon(self._slice)
            return
        start = game.rewound(len(game.line)).to_dict()
        line = [tuple(a) for a in game.line]
        self._job = Background(review_in_child, (start, line, options), self._report, self._end, interval=0)

    def _slice(self) -> None:
        """In the browser: one more position judged, in this thread, on a turn of the event loop; the next
        on the next turn, so the board shows the review as it fills in and answers meanwhile."""
        if self._here is not None and not self._step_here():
            asyncio.get_event_loop().call_soon(self._slice)

    def _run_here(self) -> None:
        """In the browser: what is left of the review, now (``result()`` asks for it); nothing runs twice."""
        while self._here is not None and not self._step_here():
            pass

    def _step_here(self) -> bool:
        """Judge one more position of the browser's review; whether it has ended (done, failed or cancelled)."""
        steps = self._here
        if steps is None:
            return True
        found: Review | None = None
        try:
            if not self._cancelled.is_set():
                next(steps)
                return False
        except StopIteration as end:
            found = end.value
        except Exception:  # a bug must not reach the notebook output: the panel says the review failed
            log.warning("the review failed", exc_info=True)
        self._here = None
        self._finish(found)
        return True

    def _report(self, news: tuple[int, int, Review | None]) -> None:
        self._deliver(self._panel.step, self, *news)

    def _end(self, kind: str, payload: Any) -> None:
        if kind == "error":
            log.warning("the review failed: %s", payload)
        self._finish(payload if kind == "done" else None)

    def _ends(self, done: int, total: int) -> None:
        """The first and the last position judged (the review so far tells the others: one view each)."""
        if done in (1, total):
            self._deliver(self._panel.step, self, done, total)

    def _partial(self, found: Review) -> None:
        self._deliver(self._panel.step, self, len(found.decisions) + 1, self.total, found)

    def _finish(self, result: Review | None) -> None:
        if self._finished.is_set():
            return
        self._review = result
        try:
            if not self._cancelled.is_set():
                self._deliver(self._panel.finish, self, result)
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
            self._panel.finish(self, self._review)
        return self._review

    def __repr__(self) -> str:
        return f"ReviewTask({'done' if self.done() else 'running'}, {self.total} positions)"


def review_view(task: ReviewTask | None, progress: tuple[int, int], found: Review | None, lang: str,
                pictures: dict[int, str], partial: Review | None = None) -> ReviewView | None:  # fmt: skip
    """``view.review``: while it runs, the progress and the review so far (``partial``: its chart and
    marked moves, no summary); then the chances and the marked moves in ``lang``."""
    if task is None and found is None:
        return None
    words = {key: template(f"review.board.{key}", lang) for key in LABELS}  # the browser fills in {n}, {done}...
    for key in ("x", "line", "skill"):
        words[key] = template(f"review.chart.{key}", lang)
    for mark in MARKS:  # the chart's legend names each kind of mark
        words[f"mark_{mark}"] = template(f"review.mark.{mark}", lang)
    shown = found if found is not None else partial
    running = task is not None and not task.done()
    state: ReviewState = "done" if found is not None else "running" if running else "failed"
    done = progress[1] if found is not None else progress[0]
    if shown is None or state == "failed":
        return {"state": state, "done": done, "total": progress[1], "summary": None, "points": [], "skill": [],
                "costly": [], "labels": words}  # fmt: skip
    r = shown.in_lang(lang)
    costly: list[ReviewMove] = [
        {"move": d.number, "mark": cast(ReviewMark, d.mark), "text": r.sentence(d), "chance": d.before,
         "picture": pictures.get(d.number, "")}
        for d in r.costly
    ]
    points = [[float(x), round(y, 4)] for x, y in r.points()]
    skill = [[float(x), round(y, 4)] for x, y in r.skill_points()]
    summary = r.summary() if found is not None else None
    return {"state": state, "done": done, "total": progress[1], "summary": summary, "points": points,
            "skill": skill, "costly": costly, "labels": words}  # fmt: skip


class ReviewPanel:
    """The board's review, and all it keeps: the review running (``task``), the one shown
    (``found``), the review so far while it runs (``partial``), its progress, and the pictures of
    the positions before the marked moves (per language and deck).

    ``show(parts, kind, new_status)`` is the board's: it re-sends ``view.review`` (``view``) and,
    given status parts, says them. ``lock`` is the board's: the task's news is applied under it.
    ``start_task(panel, game, options)`` starts a review (``ReviewTask``: in another process, or
    in the browser on the event loop's next turn).

    >>> import threading
    >>> shown = []
    >>> panel = ReviewPanel(lambda parts, kind, new: shown.append(parts), threading.RLock())
    >>> panel.open, panel.close(), shown
    (False, False, [])
    """

    def __init__(
        self,
        show: Callable[[list[Any] | None, StatusKind, bool], None],
        lock: threading.RLock,
        start_task: Callable[[ReviewPanel, Game, dict[str, Any]], ReviewTask] = ReviewTask,
    ) -> None:
        self._show = show
        self._lock = lock
        self._start_task = start_task
        self.task: ReviewTask | None = None
        self.found: Review | None = None
        self.partial: Review | None = None
        self.progress = (0, 0)
        self._drawn: dict[tuple[str, bool], dict[int, str]] = {}  # per language and deck: the positions before
        self._sent: dict[int, tuple[str, bool]] = {}  # while it runs: each picture the page holds, by its key

    @property
    def running(self) -> ReviewTask | None:
        """The review running now, or ``None``."""
        task = self.task
        return task if task is not None and not task.done() else None

    @property
    def open(self) -> bool:
        """Whether the panel is open (a review running, failed or shown)."""
        return self.task is not None or self.found is not None

    def start(self, game: Game, lang: str, **options: Any) -> ReviewTask:
        """Review ``game`` in the background (``SolveRefused`` in ``lang`` when nothing has been played)."""
        if not game.line:
            raise SolveRefused("review_nothing", lang)
        self.drop()
        options.setdefault("verdicts", game.is_won or game.is_stuck)  # they read every card: only once it is over
        self.progress = (0, len(game.line) + 1)
        self.task = task = self._start_task(self, game, options)
        self._show([("review_start", {"n": len(game.line)})], StatusKind.SEARCH, True)
        return task

    def close(self) -> bool:
        """Close the panel (stopping a review that runs); ``False`` when there was none (nothing said)."""
        if not self.open:
            return False
        self.drop()
        self._show([("review_closed", {})], StatusKind.INFO, True)
        return True

    def step(self, task: ReviewTask, done: int, total: int, partial: Review | None = None) -> None:
        """News of ``task``: ``done`` of ``total`` positions judged, and the review so far (``partial``)."""
        with self._lock:
            if task is not self.task or task.shown:
                return
            if partial is not None:
                self.partial = partial
            self.progress = (done, total)
            self._show([("review_running", {"i": done, "n": total})], StatusKind.SEARCH, False)

    def finish(self, task: ReviewTask, found: Review | None) -> None:
        """``task`` ended with ``found`` (``None``: it failed, and the panel says so)."""
        with self._lock:
            if task is not self.task or task.shown:
                return
            task.shown = True
            if found is None:  # the task stays: the panel says the review failed
                self._show([("review_failed", {})], StatusKind.ERROR, True)
                return
            self.task = None
            self.found = found
            self.partial = None
            self._show([("review_done", {"n": len(found.costly)})], StatusKind.HINT, True)

    def drop(self) -> None:
        """Stop a running review and forget the one shown (the board changed)."""
        task, self.task = self.task, None
        if task is not None:
            task.cancel()
        self.found = self.partial = None
        self._drawn = {}
        self._sent = {}

    def view(self, game: Game, lang: str, four_colour: bool) -> ReviewView | None:
        """``view.review`` for the board showing ``game`` in ``lang`` (``four_colour``: its deck).

        While the review runs, a marked move's picture is sent once, in the first view that lists it
        (again after a change of language or deck): the page keeps it, and each view after it carries
        ``""`` (a review re-sent whole after each decision would send every picture again each time).
        The review done carries them all.
        """
        shown = self.found if self.found is not None else self.partial
        key = (lang, four_colour)
        pictures = self._drawn.setdefault(key, {})
        if shown is not None:
            for d in shown.costly:
                if d.number not in pictures:
                    pictures[d.number] = picture_before(game, shown, d, lang, four_colour)
            if self.found is None:
                new = {d.number: pictures[d.number] for d in shown.costly if self._sent.get(d.number) != key}
                self._sent.update(dict.fromkeys(new, key))
                pictures = new
        return review_view(self.running or self.task, self.progress, self.found, lang, pictures, self.partial)


def picture_before(game: Game, found: Review, d: Decision, lang: str, four_colour: bool) -> str:
    """The position before decision ``d`` of ``found`` (the review of ``game``'s line), as the player
    saw it (face-down cards as backs), in ``lang``; ``""`` when it is not on the line."""
    line = game.line
    back = len(line) - (d.number - 1 - found.start)
    if not (0 <= back <= len(line) and d.number - 1 >= found.start):
        return ""
    before = game.rewound(back)
    return board_svg(before, highlight=d.action if d.action.count else None, lang=lang, four_colour=four_colour)
