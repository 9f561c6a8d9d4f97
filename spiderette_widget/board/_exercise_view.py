"""The board's exercises and lesson mode: what the browser sees of an exercise, and how the board runs one.

``ExercisePanel`` is the part of ``SpideretteWidget`` that runs exercises
(``w.exercise``, ``w.next_exercise()``, ``w.results()``): moves and answers go
through the exercise, and the board shows what it says.

``view.exercise`` (docs/protocol.md) carries the goal's words, the tries, the
state and, for a question, its options; never the answer, never a card the
player cannot see. Lesson mode (``lesson`` on the widget or on the exercise)
hides Hint, "Can this deal be won?", New game and the Suits menu and keeps the
board on the lesson's position; the kernel refuses those intents too.

>>> from spiderette_widget.classroom import Exercise, ExerciseSet, WillBeAllowed
>>> s = ExerciseSet([Exercise("spiderette\\n1: 9S 8S 7H\\n2: 10D", WillBeAllowed("1>2x3"))])
>>> v = exercise_view(s, "en", lesson=False)
>>> v["goal"], v["options"], v["state"], v["tries"]
('Will this move be allowed: 9♠ 8♠ 7♥ from column 1 to column 2? Answer yes or no.', ['Yes', 'No'], 'open', 0)
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any, cast

from ..engine._errors import AnswerError, GameError, IllegalMove
from ..engine._game import Game, Move
from ..text._words import labels, say, template
from ._intents import Refused, auto_move
from ._protocol import ExerciseState, ExerciseView, Hint, Last, StatusKind, View
from ._solving import under_lock
from ._status import action_parts, new_part
from ._view import changed, last_view

if TYPE_CHECKING:
    from ..classroom.exercises import Check, ExerciseSet

LABELS = (
    "reset", "show", "next", "tries", "hints", "goal", "answer", "of",
    "open", "met", "lost", "shown", "number", "level", "levels", "pick", "pick_puzzle",
)  # fmt: skip
STATUS_KIND = {"met": StatusKind.WIN, "lost": StatusKind.STUCK, "open": StatusKind.INFO}
# intents an exercise or a lesson turns down: (in an exercise, in lesson mode)
LOCKED = {
    "new": ("exercise.locked-exercise", "exercise.locked-lesson"),
    "solve": ("exercise.locked-exercise", "exercise.locked-lesson-solve"),
    "solve_step": ("exercise.locked-exercise", "exercise.locked-lesson-solve"),
    "redo": ("exercise.no-redo", None),
    "hint": (None, "exercise.hint-off"),
    "review": ("exercise.locked-exercise", "exercise.hint-off"),  # the review names the expert's moves
}


def exercise_labels(lang: str) -> dict[str, str]:
    """The exercise panel's words, as ``labels`` keys ``exercise_reset``, ``exercise_show``, ..."""
    return {f"exercise_{k}": template(f"exercise.label.{k}", lang) for k in LABELS}


def exercise_view(exercises: ExerciseSet | None, lang: str, lesson: bool) -> ExerciseView | None:
    """``view.exercise`` for the set's current exercise, or ``None`` outside exercise mode."""
    if exercises is None:
        return None
    ex = exercises.current
    options = ex.goal.options(lang) if ex.asks else None
    view: ExerciseView = {
        "index": exercises.index + 1,
        "count": len(exercises),
        "title": ex.title_in(lang),
        "set_title": exercises.title_in(lang),
        "goal": ex.text_in(lang),
        "asks": ex.asks,
        "options": options,
        "number": ex.asks and options is None,
        "state": cast(ExerciseState, ex.state),
        "tries": ex.tries,
        "hints": ex.hints_used,
        "solved": ex.solved,
        "shown": ex.showing,
        "has_next": exercises.index + 1 < len(exercises),
        "nudge": not lesson,
        "level": _level(ex),
        "levels": [_level(e) for e in exercises],  # the level and puzzle menus: where each one is
        "done": [e.solved for e in exercises],  # solved by the learner: a ✓ in the menu, the tally
        "labels": exercise_labels(lang),
    }
    if ex.asks:  # a question answered wrong is not a goal that "can no longer be met" (issue 52, point 7)
        view["labels"]["exercise_lost"] = template("exercise.label.wrong", lang)
    return view


def _level(ex: Any) -> int | None:
    """The puzzle's level, 1 to 5 (``puzzles()`` sets it), or ``None``."""
    level = getattr(ex, "level", None)
    return level if type(level) is int else None


def tally_words(exercises: ExerciseSet, lang: str) -> str | None:
    """What a board says once the current exercise, the last of its level (or of the set), is over: the tally.

    >>> from spiderette_widget.classroom import Exercise, ExerciseSet, EmptyColumn
    >>> s = ExerciseSet([Exercise("spiderette\\n1: 5H\\n2: 6S", EmptyColumn(1, within=1), name=n) for n in "ab"])
    >>> tally_words(s, "en") is None          # the first of two: more follow
    True
    >>> _ = s.go(1).play("1>2"); tally_words(s, "en")
    'That was the last exercise: 1 of 2 solved.'
    """
    ex = exercises.current
    if ex.state == "open":
        return None
    level = _level(ex)
    later = [e for e in exercises.exercises[exercises.index + 1 :] if _level(e) == level]
    if later:
        return None
    if level is None:
        if exercises.index + 1 < len(exercises):
            return None
        solved = sum(e.solved for e in exercises)
        return say("exercise.set-done", lang, solved=solved, n=len(exercises))
    same = [e for e in exercises if _level(e) == level]
    return say("exercise.level-done", lang, level=level, solved=sum(e.solved for e in same), n=len(same))


def hint_view(ex: Any) -> Hint | None:
    """``view.hint`` for the exercise's last nudge: the group it names, then where it goes (a deal: the stock).

    >>> from spiderette_widget.classroom import Exercise, TurnUp
    >>> ex = Exercise("spiderette\\n1: QH ? | 9S 8S 7H\\n2: 10D\\n3: 8C", TurnUp(1, within=2))
    >>> _ = ex.hint(); hint_view(ex) is None      # what to look at: in words only
    True
    >>> _ = ex.hint(); hint_view(ex)              # where to start: the group
    {'src': 1, 'count': 1, 'dst': None, 'why': None}
    >>> _ = ex.hint(); hint_view(ex)["dst"]       # the move: the group and its column
    3
    """
    if ex.hinted is None:
        return None
    action, whole = ex.hinted
    if action.is_deal:
        return {"src": None, "count": None, "dst": None, "why": None}
    return {"src": action.src, "count": action.count, "dst": action.dst if whole else None, "why": None}


def locked(kind: str, in_exercise: bool, lesson: bool) -> str | None:
    """The status key that refuses intent ``kind`` here, or ``None`` when it is allowed."""
    keys = LOCKED.get(kind)
    if keys is None:
        return None
    if lesson and keys[1] is not None:
        return keys[1]
    if in_exercise and keys[0] is not None:
        return keys[0]
    return None


def check_status(check: Check, event: str) -> StatusKind:
    """The status kind for an exercise's check: an error for a refusal, a hint for a nudge."""
    if check.rule is not None:
        return StatusKind.ERROR
    if event == "hint":
        return StatusKind.HINT
    if event == "show":  # the answer played on the board: not the learner's success
        return StatusKind.INFO
    return STATUS_KIND.get(check.state, StatusKind.INFO)


def locked_words(key: str, lang: str) -> str:
    return say(key, lang)


class ExercisePanel:
    """The part of ``SpideretteWidget`` that runs exercises and lesson mode."""

    # the board's, used here (SpideretteWidget sets them)
    _game: Game
    _free_game: Game  # the game shown before the exercises: set when a board takes exercises
    _exercises: Any  # the ExerciseSet on the board, or None
    _lock: threading.RLock
    _hint: Hint | None
    _last: Last | None
    _solver: Any
    _status_kind: StatusKind
    lang: str
    lesson: bool
    view: dict[str, Any]
    labels: dict[str, str]
    hold_sync: Callable[[], AbstractContextManager[Any]]
    _after: Callable[[Last, list[Any]], None]
    _sync: Callable[..., None]
    _set_status: Callable[..., None]
    _code_hidden: Callable[[], bool]

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
        return self._exercises.current if self._exercises is not None else None

    @exercise.setter
    @under_lock
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
        self._solver.stop()
        self._solver.forget()
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

    @under_lock
    def next_exercise(self) -> Any:
        """Go on to the set's next exercise and return it (``None`` after the last one)."""
        if self._exercises is None or self._exercises.next() is None:
            s = self._exercises
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
        if self._exercises is None:
            msg = "no exercise on this board: set w.exercise first"
            raise GameError(msg)
        self._exercises.go(index)  # a bad index raises GameError and changes nothing
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
        from ..classroom.exercises import Exercise, ExerciseSet

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
            view["can_undo"] = self.exercise.can_undo  # the exercise's Undo, offered only when it can act
            view["stuck"] = False  # the exercise says where its goal stands: no "no more moves" banner over it
            start = self.exercise.start
            if self.exercise.goal.kind != "score-after":  # a puzzle from a real game: not its "Score 449, Moves 51"
                # the header counts this try as a new game would (issue 52, point 11)
                view["score"] = start.profile.start + view["score"] - start.score
                view["moves"] = max(view["moves"] - start.moves, 0)
        return view

    def _exercises_lang_changed(self, lang: str) -> None:
        """The board's language changed during exercises: every exercise, the labels and the last check follow."""
        for ex in self._exercises:
            ex.lang = lang
        self._game.lang = lang
        self.labels = labels(lang, self._game.game)
        text = self.exercise.check().text
        self._sync([lambda lang: text], self._status_kind)

    def _show_exercise(self) -> None:
        ex = self.exercise
        ex.begin()  # its clock runs from when the learner sees it
        self._game = ex.game
        self._game.lang = self.lang
        self.labels = labels(self.lang, self._game.game)
        i, n, goal = self._exercises.index + 1, len(self._exercises), ex.text_in
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
            if event in ("play", "answer", "show") and tally_words(self._exercises, self.lang):
                s = self._exercises
                parts.append(lambda lang: tally_words(s, lang) or "")  # the last of its level or set: the tally
            kind = check_status(check, event)
            if event in ("refused", "said", "hint", "answer"):  # the board did not change: same rev
                with self.hold_sync():
                    view = cast(View, dict(self.view))
                    view["hint"] = self._hint
                    self.view = dict(self._classroom_view(view))
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
        elif kind == "go":
            index, count = msg["index"], len(self._exercises)
            if not (type(index) is int and 1 <= index <= count):
                raise Refused("bad_number", field="index", lo=1, hi=count)
            self.go_exercise(index - 1)
        else:
            raise Refused("bad_type", field=kind)
