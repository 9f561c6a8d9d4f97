"""The board's exercises and lesson mode: what the browser sees of an exercise, and how the board runs one.

``ExercisePanel`` is the object a ``SpideretteWidget`` holds to run exercises
(``w.exercise``, ``w.next_exercise()``, ``w.results()``): the set run is its
own; moves and answers go through the exercise, and the board shows what it says.

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

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from ..engine._errors import GameError
from ..engine._game import Game, Move
from ..text._words import say, template
from ._intents import Refused, auto_move
from ._protocol import ExerciseState, ExerciseView, Hint, StatusKind, View

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


def as_set(value: Any) -> Any:
    """``value`` as an ``ExerciseSet`` (an ``Exercise`` is a set of one), or ``GameError``."""
    from ..classroom.exercises import Exercise, ExerciseSet

    if isinstance(value, Exercise):
        return ExerciseSet([value])
    if isinstance(value, ExerciseSet):
        return value
    msg = f"w.exercise takes an Exercise, an ExerciseSet or None, got {type(value).__name__}"
    raise GameError(msg)


class ExercisePanel:
    """The board's exercises, and what it keeps: the set the board runs (``exercises``, an
    ``ExerciseSet``; ``None`` in free play) and the game the board showed before it (``free_game``).

    ``changed(ex, check)`` is the board's: it is told each change of an exercise of the set (a move,
    an answer, a nudge, from the browser or a code cell).

    >>> from spiderette_widget import Game
    >>> from spiderette_widget.classroom import Exercise, TurnUp
    >>> panel = ExercisePanel(lambda ex, check: print(check.text))
    >>> panel.take(Exercise("spiderette\\n1: QH ? | 9S 8S 7H\\n2: 10D\\n3: 8C", TurnUp(1, within=2)),
    ...            Game.new("spiderette", suits=1, seed=7), "en")
    >>> _ = panel.current.play("1>3")
    Not yet: 1 move left.
    >>> panel.leave().code
    'SD1-S1-AAAAAAH'
    """

    def __init__(self, changed: Callable[[Any, Any], None]) -> None:
        self._changed = changed
        self.exercises: Any = None
        self.free_game: Game | None = None

    @property
    def current(self) -> Any:
        """The exercise on the board, or ``None``."""
        return self.exercises.current if self.exercises is not None else None

    def take(self, value: Any, shown: Game, lang: str) -> None:
        """Run ``value`` (an ``Exercise`` or an ``ExerciseSet``) instead of the set run now; ``shown``: the game
        the board shows (kept, when it is free play's, for when the exercises end)."""
        exercises = as_set(value)
        self._drop()
        if self.exercises is None:
            self.free_game = shown
        self.exercises = exercises
        for ex in exercises:
            ex.lang = lang
            ex.on_change(self._changed)

    def leave(self) -> Game | None:
        """Stop the exercises: the game shown before them (``None``: there were none)."""
        if self.exercises is None:
            return None
        self._drop()
        self.exercises = None
        return self.free_game

    def _drop(self) -> None:
        """Stop listening to the set run now (replaced or closed: the current one's seconds stop here)."""
        if self.exercises is not None:
            self.exercises.current.leave()
            for ex in self.exercises:
                ex.remove_listener(self._changed)

    def lesson_on(self, lesson: bool) -> bool:
        """Whether the board is in lesson mode: its ``lesson`` option, or the exercise's."""
        ex = self.current
        return bool(lesson or (ex is not None and ex.lesson))

    def set_lang(self, lang: str) -> None:
        """Every exercise of the set speaks ``lang``."""
        for ex in self.exercises or ():
            ex.lang = lang

    def view(self, view: View, lang: str, lesson: bool) -> View:
        """``view`` with ``view.exercise`` and ``view.lesson``; the deal's code stays in the kernel in both modes."""
        lesson = self.lesson_on(lesson)
        view["exercise"] = exercise_view(self.exercises, lang, lesson)
        view["lesson"] = lesson
        if lesson or self.exercises is not None:
            view["code"] = None  # the code names the deal, and so every face-down card
        ex = self.current
        if ex is not None:
            view["can_undo"] = ex.can_undo  # the exercise's Undo, offered only when it can act
            view["stuck"] = False  # the exercise says where its goal stands: no "no more moves" banner over it
            start = ex.start
            if ex.goal.kind != "score-after":  # a puzzle from a real game: not its "Score 449, Moves 51"
                # the header counts this try as a new game would (issue 52, point 11)
                view["score"] = start.profile.start + view["score"] - start.score
                view["moves"] = max(view["moves"] - start.moves, 0)
        return view

    def play_intent(self, kind: str, msg: dict[str, Any], game: Game, lang: str) -> None:
        """An intent during an exercise that goes through it (not ``next`` nor ``go``: the board's): a move, a
        deal, an undo, a nudge, a reset, Show me, an answer. Raises ``Refused``, ``IllegalMove``, ``AnswerError``."""
        ex = self.current
        if ex is None:
            raise Refused("bad_type", field=kind)
        if kind == "move":
            ex.play(Move(msg["src"], msg["dst"], msg["count"]))
        elif kind == "auto":
            ex.play(auto_move(game, msg["src"], msg["count"]))
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
            options = ex.goal.options(lang) if ex.asks else None
            if options is not None and type(value) is int and not 1 <= value <= len(options):
                raise Refused("bad_number", field="value", lo=1, hi=len(options))  # worded in the board's language
            ex.answer(value)
        else:
            raise Refused("bad_type", field=kind)
