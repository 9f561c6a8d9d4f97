"""The board's exercise view and lesson mode: what the browser sees of an exercise.

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

from typing import TYPE_CHECKING, cast

from ..text._words import CATALOG, say
from ._protocol import ExerciseState, ExerciseView, StatusKind

if TYPE_CHECKING:
    from ..classroom.exercises import Check, ExerciseSet

LABELS = ("reset", "show", "next", "tries", "hints", "goal", "answer", "of", "open", "met", "lost", "shown", "number")
STATUS_KIND = {"met": StatusKind.WIN, "lost": StatusKind.STUCK, "open": StatusKind.INFO}
# intents an exercise or a lesson turns down: (in an exercise, in lesson mode)
LOCKED = {
    "new": ("exercise.locked-exercise", "exercise.locked-lesson"),
    "solve": ("exercise.locked-exercise", "exercise.locked-lesson"),
    "solve_step": ("exercise.locked-exercise", "exercise.locked-lesson"),
    "redo": ("exercise.no-redo", None),
    "hint": (None, "exercise.hint-off"),
}


def exercise_labels(lang: str) -> dict[str, str]:
    """The exercise panel's words, as ``labels`` keys ``exercise_reset``, ``exercise_show``, ..."""
    return {f"exercise_{k}": CATALOG[f"exercise.label.{k}"][lang] for k in LABELS}


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
        "goal": ex.text_in(lang),
        "asks": ex.asks,
        "options": options,
        "number": ex.asks and options is None,
        "state": cast(ExerciseState, ex.state),
        "tries": ex.tries,
        "hints": ex.hints_used,
        "solved": ex.solved,
        "shown": ex.shown,
        "has_next": exercises.index + 1 < len(exercises),
        "nudge": not lesson,
        "labels": exercise_labels(lang),
    }
    return view


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
