"""The widget's contract with the browser, typed once: what the kernel syncs and what the browser sends.

``View``, ``Status`` and ``Labels`` are the synced traits (kernel -> browser);
the ``*Intent`` types are the messages the browser sends (browser -> kernel).
docs/protocol.md documents each key; tests/test_protocol.py ties the two, checks
real views against these types and js/src/types.js's JSDoc ``@typedef``s against
their keys. ``StatusKind`` is a ``str`` enum: the status travels as plain JSON.

>>> import json
>>> StatusKind.ERROR == "error", json.dumps({"kind": StatusKind.WIN})
(True, '{"kind": "win"}')
>>> INTENT_FIELDS["move"], OPTIONAL_FIELDS["new"]
(('src', 'count', 'dst', 'rev'), ('suits', 'winnable', 'rev'))
"""

from __future__ import annotations

from enum import Enum
from typing import Literal, TypedDict, get_args, get_type_hints


class StatusKind(str, Enum):
    """``status.kind``: how the browser shows the status line (``.sp-status-<kind>``)."""

    INFO = "info"  # what an action did
    ERROR = "error"  # why an intent was refused
    WIN = "win"  # the action won the game (or met an exercise's goal)
    STUCK = "stuck"  # no move can help any more (or an exercise's goal can no longer be met)
    HINT = "hint"  # a hint, a nudge, or the search's verdict
    SEARCH = "search"  # "Can this deal be won?" is searching
    DESCRIBE = "describe"  # the whole position in words

    def __str__(self) -> str:
        return self.value


# ------------------------------------------------------------ kernel -> browser


class Column(TypedDict):
    """One column: face-down count, face-up cards bottom first (``"10H"``), size of the liftable end group."""

    hidden: int
    up: list[str]
    movable: int


class Hint(TypedDict):
    """``view.hint``: the hinted group and column; src, count and dst ``None``: deal; dst alone
    ``None``: the group only (an exercise's nudge that names where to start, not where to go)."""

    src: int | None
    count: int | None
    dst: int | None
    why: str | None


class MoveDone(TypedDict):
    """``view.last`` after a move."""

    kind: Literal["move"]
    src: int
    dst: int
    count: int
    flipped: list[int]
    runs: list[int]


class DealDone(TypedDict):
    """``view.last`` after a deal."""

    kind: Literal["deal"]
    columns: list[int]
    flipped: list[int]
    runs: list[int]


ChangeKind = Literal["undo", "redo", "new"]


class Changed(TypedDict):
    """``view.last`` after an undo, a redo or a new game."""

    kind: ChangeKind


Last = MoveDone | DealDone | Changed


SolveState = Literal["running", "win", "no win", "unknown"]


class Solve(TypedDict):
    """``view.solve``: "Can this deal be won?"; counts only, never the line."""

    state: SolveState
    nodes: int
    steps_left: int | None


class Stats(TypedDict):
    """``view.stats``: this game, suit count and profile's figures."""

    played: int
    won: int
    win_rate: float
    best_score: int | None
    fewest_moves: int | None
    streak: int
    longest_streak: int


ExerciseState = Literal["open", "met", "lost"]


class ExerciseView(TypedDict):
    """``view.exercise``: the exercise on the board; never its answer."""

    index: int
    count: int
    title: str | None
    set_title: str | None
    goal: str
    asks: bool
    options: list[str] | None
    number: bool
    state: ExerciseState
    tries: int
    hints: int
    solved: bool
    shown: bool
    has_next: bool
    nudge: bool
    level: int | None
    levels: list[int | None]
    done: list[bool]
    labels: dict[str, str]


ReviewState = Literal["running", "done", "failed"]
ReviewMark = Literal["inaccuracy", "mistake", "blunder"]


class ReviewMove(TypedDict):
    """One marked move of ``view.review`` (a blunder, mistake or inaccuracy): its move number, its
    mark, the sentence that says it, and the position before it as an SVG picture (face-down cards drawn as backs;
    while the review runs, only in the first view that lists the move, ``""`` after it: the browser keeps it)."""

    move: int
    mark: ReviewMark
    text: str
    chance: float
    picture: str


class ReviewView(TypedDict):
    """``view.review``: the game's review (``w.review()``); the chance before each move, from
    what the player saw (``points``), the chance had every card shown been average (``skill``:
    the gap between the two is the cards' luck), and the marked moves. While it runs
    (``state`` "running"), the review of the decisions weighed so far. No face-down card in it."""

    state: ReviewState
    done: int
    total: int
    summary: str | None
    points: list[list[float]]
    skill: list[list[float]]
    costly: list[ReviewMove]
    labels: dict[str, str]


GameName = Literal["spiderette", "spider"]
Scoring = Literal["app", "classic", "reveal"]


class View(TypedDict):
    """The ``view`` trait, replaced as a whole after every change: no hidden card in it."""

    rev: int
    game: GameName
    suits: int
    scoring: Scoring
    code: str | None
    columns: list[Column]
    stock: int
    deals_left: int
    removed: list[str]
    runs_to_win: int
    score: int
    moves: int
    won: bool
    stuck: bool
    can_deal: bool
    deal_why: str | None
    can_undo: bool
    can_redo: bool
    legal: list[list[int]]
    best: list[list[int]]
    hint: Hint | None
    last: Last | None
    solve: Solve | None
    stats: Stats | None
    exercise: ExerciseView | None
    lesson: bool
    winnable: bool
    review: ReviewView | None


class Status(TypedDict):
    """The ``status`` trait: ``id`` grows with every new message, so the same text is announced again."""

    id: int
    kind: StatusKind
    text: str


Labels = dict[str, str]  # the ``labels`` trait: keys in docs/protocol.md, words in _words.py's catalog


# ------------------------------------------------------------ browser -> kernel


class MoveIntent(TypedDict):
    """Move the last ``count`` cards of column ``src`` onto column ``dst``."""

    type: Literal["move"]
    src: int
    count: int
    dst: int
    rev: int


class AutoIntent(TypedDict):
    """A double-click, tap or auto-placement: the kernel picks the column."""

    type: Literal["auto"]
    src: int
    count: int
    rev: int


class RevIntent(TypedDict):
    """An intent that names no more than the view it was made on."""

    type: Literal["deal", "undo", "redo", "hint", "restart", "solve", "solve_step", "reset", "show", "next"]
    rev: int


class _NewRequired(TypedDict):
    type: Literal["new"]


class NewIntent(_NewRequired, total=False):
    """A new game (``suits``: 1, 2 or 4; default: the same; ``winnable``: a winnable deal; default: as chosen)."""

    suits: int
    winnable: bool
    rev: int


class _AnyRevRequired(TypedDict):
    type: Literal["describe", "solve_cancel", "review", "review_close"]


class AnyRevIntent(_AnyRevRequired, total=False):
    """An intent that does not depend on the board shown: its rev is optional."""

    rev: int


class GoIntent(TypedDict):
    """Go to exercise ``index`` (from 1) of the set: the board's level and puzzle menus."""

    type: Literal["go"]
    index: int
    rev: int


class AnswerIntent(TypedDict):
    """An exercise's question answered: an option's number from 1, or a number."""

    type: Literal["answer"]
    value: int | str
    rev: int


Intent = MoveIntent | AutoIntent | RevIntent | NewIntent | AnyRevIntent | AnswerIntent | GoIntent

INTENTS: tuple[type, ...] = (MoveIntent, AutoIntent, RevIntent, NewIntent, AnyRevIntent, AnswerIntent, GoIntent)
# the synced structures (the intents above), each a table in docs/protocol.md and a typedef in js/src/types.js
STRUCTS: tuple[type, ...] = (
    View,
    Column,
    Hint,
    MoveDone,
    DealDone,
    Changed,
    Solve,
    Stats,
    ExerciseView,
    ReviewView,
    ReviewMove,
    Status,
)


def _fields() -> tuple[dict[str, tuple[str, ...]], dict[str, tuple[str, ...]], dict[str, type]]:
    """Per intent type: its required fields (in order, ``type`` left out), its optional ones, its TypedDict."""
    required: dict[str, tuple[str, ...]] = {}
    optional: dict[str, tuple[str, ...]] = {}
    typed: dict[str, type] = {}
    for cls in INTENTS:
        hints = get_type_hints(cls)
        keys = [k for k in hints if k != "type"]
        for kind in get_args(hints["type"]):
            required[kind] = tuple(k for k in keys if k in cls.__required_keys__)  # type: ignore[attr-defined]
            optional[kind] = tuple(k for k in keys if k in cls.__optional_keys__)  # type: ignore[attr-defined]
            typed[kind] = cls
    return required, optional, typed


INTENT_FIELDS, OPTIONAL_FIELDS, INTENT_TYPES = _fields()
