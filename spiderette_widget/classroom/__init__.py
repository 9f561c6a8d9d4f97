"""The classroom: lessons in one call, exercises with checked goals, and their results.

``show`` and ``try_move`` (teach) put a position or a move on the page;
``Exercise`` with a goal (``TurnUp``, ``WillBeAllowed``, ...) checks a
learner's moves and answers, ``puzzles()`` loads the graded set; ``Results``
and ``merge_results`` collect what a class did.
"""

from ._exercise_file import ExerciseFileError
from .exercises import (
    GOALS,
    Check,
    Choice,
    EmptyColumn,
    Exercise,
    ExerciseSet,
    Goal,
    GoalError,
    Number,
    OnlyMove,
    PlayMove,
    Predicate,
    RemoveRun,
    ScoreAfter,
    TurnUp,
    WhichRule,
    WillBeAllowed,
    Win,
    load_exercises,
    puzzles,
)
from .results import ClassTable, Results, ResultsError, merge_results
from .teach import ChartPicture, Outcome, Picture, card_short, figure, follow_score, show, try_move

__all__ = [
    "GOALS",
    "ChartPicture",
    "Check",
    "Choice",
    "ClassTable",
    "EmptyColumn",
    "Exercise",
    "ExerciseFileError",
    "ExerciseSet",
    "Goal",
    "GoalError",
    "Number",
    "OnlyMove",
    "Outcome",
    "Picture",
    "PlayMove",
    "Predicate",
    "RemoveRun",
    "Results",
    "ResultsError",
    "ScoreAfter",
    "TurnUp",
    "WhichRule",
    "WillBeAllowed",
    "Win",
    "card_short",
    "figure",
    "follow_score",
    "load_exercises",
    "merge_results",
    "puzzles",
    "show",
    "try_move",
]
