"""Exercises the engine checks: from a code cell, an autograder, or the board.

An ``Exercise`` is a position (notation text, a game code, or a ``Game``), a
goal, and optional words. The learner plays on ``ex.game`` with
``ex.play(...)``, ``ex.deal()`` and ``ex.undo()`` (or on a widget showing the
exercise), or answers a question with ``ex.answer(...)``; each call returns a
``Check`` that says at once whether the goal is met, still open, or can no
longer be met, and quotes the rule when a move is refused.

>>> from spiderette_widget.classroom import Exercise, TurnUp
>>> ex = Exercise('''
... spiderette
... 1: QH ? | 9S 8S 7H
... 2: 10D
... 3: 8C
... ''', TurnUp(1, within=2))
>>> print(ex.text)
Turn up the face-down card in column 1 in at most 2 moves.
>>> print(ex.play("1>2"))
9♠ 8♠ 7♥ cannot move together: a group moves only when it is all one suit, and 7♥ is of another suit.
>>> print(ex.play("1>3"))
Not yet: 1 move left.
>>> ex.play("1>2")
Check('met', 'Goal met in 2 moves.')
>>> ex.solved, ex.tries, ex.refused, ex.moves
(True, 1, 1, ['1>3x1', '1>2x2'])

An nbgrader cell checks it with ``assert ex.solved``. Questions work alike:

>>> from spiderette_widget.classroom import WillBeAllowed
>>> q = Exercise("spiderette\\n1: 9S 8S 7H\\n2: 10D", WillBeAllowed("1>2x3"))
>>> q.options
['Yes', 'No']
>>> print(q.answer("no"))
Right. No. 9♠ 8♠ 7♥ cannot move together: a group moves only when it is all one suit, and 7♥ is of another suit.

Goals: ``PlayMove``, ``OnlyMove`` ("find the only move that ..."),
``TurnUp``, ``EmptyColumn``, ``RemoveRun`` (each ``within`` N moves),
``Win``, ``Predicate`` (a free goal, a function of the game), and the
questions ``WillBeAllowed``, ``ScoreAfter``, ``WhichRule``, ``Choice``,
``Number``. ``ExerciseSet`` runs several in a row; ``load_exercises`` reads a
teacher's TOML file; ``puzzles()`` is the graded set shipped with the package.
Nothing is saved anywhere unless you call ``results().to_csv(...)`` or ``to_json``.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine._cards import Card
from ..engine._codes import parse_code
from ..engine._errors import AnswerError, CodeError, GameError, GameTypeError, IllegalMove, excerpt
from ..engine._game import Game, Move
from ..text._words import check_lang, has, say
from ._goals import (
    GOALS,
    Action,
    Choice,
    EmptyColumn,
    Goal,
    GoalError,
    GoalTypeError,
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
    action_text,
    check_words,
    parse_action,
    pick,
    play,
    play_line,
    step_words,
)
from ._slips import TYPED, CellLog, MoveSlip, Slip, read_move
from .results import PUZZLES_FILE, Results

__all__ = [
    "GOALS",
    "Check",
    "Choice",
    "EmptyColumn",
    "Exercise",
    "ExerciseSet",
    "Goal",
    "GoalError",
    "Number",
    "OnlyMove",
    "PlayMove",
    "Predicate",
    "RemoveRun",
    "ScoreAfter",
    "TurnUp",
    "WhichRule",
    "WillBeAllowed",
    "Win",
    "load_exercises",
    "puzzles",
]

_CARD = re.compile(r"(?<![\w])(10|[2-9AJQK])([SHDC])(?![\w])")


@dataclass(frozen=True)
class Check:
    """What the exercise says after an action or an answer.

    ``state``: ``"open"``, ``"met"`` or ``"lost"`` (the goal can no longer be
    met); ``text``: the words to show; ``rule``: the rule that refused a move
    (``None`` otherwise); ``event``: what produced it (``"play"``, ``"undo"``,
    ``"refused"``, ``"answer"``, ``"reset"``, ``"hint"``, ``"show"``, or
    ``"said"`` when nothing changed). ``bool(check)`` is True when the goal is met.
    ``log``: what the exercise said during the code cell that made it, this
    check last; a code cell shows every line, so a cell of several ``play``
    lines shows each result.

    >>> from spiderette_widget.classroom import Exercise, TurnUp
    >>> ex = Exercise("spiderette\\n1: QH ? | 9S 8S 7H\\n2: 10D\\n3: 8C", TurnUp(1, within=2))
    >>> check = ex.play("1>2")
    >>> check.state, check.rule, bool(check)
    ('open', 'lift-one-suit', False)
    """

    state: str
    text: str
    rule: str | None = None
    event: str = ""
    log: tuple[str, ...] = field(default=(), compare=False, repr=False)

    def __bool__(self) -> bool:
        return self.state == "met"

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        extra = f", rule={self.rule!r}" if self.rule else ""
        return f"Check({self.state!r}, {self.text!r}{extra})"

    def _repr_pretty_(self, p: Any, cycle: bool) -> None:
        p.text("\n".join(self.log) if len(self.log) > 1 else self.text)  # a code cell shows the words


def _start_game(position: str | Game, moves: str | Iterable[Action] | None, lang: str) -> Game:
    if isinstance(position, Game):
        game = position.copy()
        game.lang = lang
    elif isinstance(position, str):
        try:
            parse_code(position.strip())
        except CodeError:
            game = Game.from_text(position, lang=lang)
        else:
            game = Game.from_code(position.strip(), lang=lang)
    else:
        msg = f"an exercise's position is notation text, a game code or a Game, got {type(position).__name__}"
        raise GameTypeError(msg)
    if moves:
        _, game = play_line(game, moves, "moves (played to reach the exercise's position)")
        game.log = game.log[-1:]
    return game


class Exercise:
    """One exercise: a position, a goal, and the learner's tries so far.

    ``position``: notation text, a game code (``"SD1-S2-AAAAABQ"``) or a
    ``Game``; ``moves``: actions played from it first (``"1>3 deal 2>4"``), so
    a position of a real deal is its code and a line. ``title``, ``words``
    (said instead of the goal's own words) and ``why`` (said once the goal is
    met or shown) are text, or ``{"en": ..., "pt": ..., "pl": ..., "es": ...}``.
    ``lesson=True`` asks a board to run in lesson mode; ``difficulty`` is a
    measured difficulty and ``level`` its grade from 1 to 5 (the puzzle set's); ``clock`` counts
    the seconds it takes (``None``: ``time.monotonic``; a test gives its own). A goal that cannot be
    set raises ``GoalError`` naming it; words that name a card no player can
    see raise ``GoalError`` too.

    >>> from spiderette_widget.classroom import Exercise, EmptyColumn
    >>> ex = Exercise("spiderette\\n1: QH ? | 9S 8S 7H\\n2: 10D\\n3: 8C", EmptyColumn(3, within=1), lang="pt")
    >>> print(ex.text)
    Esvazie a coluna 3 em 1 jogada, no máximo.
    >>> print(ex.hint())
    Todas as cartas da coluna 3 têm de ir para algum lado: que colunas as podem receber?
    >>> print(ex.play("3>4")); ex.solved
    Objetivo cumprido em 1 jogada.
    True
    """

    _state: str  # "open", "met" or "lost": set by _restart()
    _answers: int  # answers given in this try

    def __init__(
        self,
        position: str | Game,
        goal: Goal,
        *,
        moves: str | Iterable[Action] | None = None,
        title: str | dict[str, str] | None = None,
        words: str | dict[str, str] | None = None,
        why: str | dict[str, str] | None = None,
        name: str | None = None,
        lang: str = "en",
        lesson: bool = False,
        difficulty: float | None = None,
        level: int | None = None,
        clock: Callable[[], float] | None = None,
    ) -> None:
        check_lang(lang)
        if not isinstance(goal, Goal):
            msg = f"goal must be a goal such as TurnUp(3, within=2), got {excerpt(goal)}"
            raise GoalTypeError(msg)
        self.lang = lang
        self.goal = goal
        self._start = _start_game(position, moves, lang)
        goal.prepare(self._start.copy())
        for text, what in ((title, "title"), (words, "words"), (why, "why")):
            if text is not None:
                check_words(text, what)
                self._check_no_hidden_card(text, what)
        self.title = title
        self.words = words
        self.why = why
        self.name = name or (pick(title, "en") if title else goal.label())
        self.lesson = bool(lesson)
        self.difficulty = difficulty
        if level is not None and (isinstance(level, bool) or not isinstance(level, int) or not 1 <= level <= 5):
            msg = f"level must be a whole number from 1 to 5, got {excerpt(level)}"
            raise GoalError(msg)
        self.level = level
        self._listeners: list[Callable[[Exercise, Check], Any]] = []
        if clock is not None and not callable(clock):
            msg = f"clock must be a function giving the time in seconds, such as time.monotonic, got {excerpt(clock)}"
            raise GoalTypeError(msg)
        self.clock: Callable[[], float] = clock or time.monotonic  # what the seconds are counted by
        self.tries = 0
        self.refused = 0
        self.hints_used = 0
        self.shown = False
        self.solved = False
        self.history: list[tuple[str, str]] = []
        self._began: float | None = None  # when the learner first saw it
        self._running: float | None = None  # when the clock last started (None: stopped)
        self._spent = 0.0  # seconds counted before that
        self._final: float | None = None  # the seconds it took, once solved
        self._solving_line: list[str] = []
        self.hinted: tuple[Action, bool] | None = None  # what the last hint points at, and whether its column
        self._doing = ""  # the call a code cell made, as the cell's log names it
        self._cell_log = CellLog()
        self._restart()

    # ------------------------------------------------------------ what it asks
    def text_in(self, lang: str) -> str:
        """The goal in ``lang``: the teacher's words, else the goal's own."""
        check_lang(lang)
        return pick(self.words, lang) if self.words is not None else self.goal.words(lang)

    @property
    def text(self) -> str:
        """The goal in the exercise's language."""
        return self.text_in(self.lang)

    def title_in(self, lang: str) -> str | None:
        return pick(self.title, lang) if self.title is not None else None

    @property
    def asks(self) -> bool:
        """True for a question (answered with ``answer``), False for a goal played on the board."""
        return self.goal.asks

    @property
    def options(self) -> list[str] | None:
        """The choices of a multiple-choice question (answer with a number from 1), else ``None``."""
        return self.goal.options(self.lang)

    # ----------------------------------------------------------------- state
    @property
    def game(self) -> Game:
        """The learner's game (the position as played so far in this try)."""
        return self._game

    @property
    def start(self) -> Game:
        """A copy of the start position."""
        return self._start.copy()

    @property
    def state(self) -> str:
        """``"open"``, ``"met"`` or ``"lost"`` for the current try."""
        return self._state

    @property
    def moves(self) -> list[str]:
        """The actions of the current try (``"3>5x2"``, ``"deal"``); after a win, of the winning try."""
        return [action_text(a) for a in self._line]

    @property
    def seconds(self) -> float:
        """Seconds the learner spent on it: from ``begin()`` (or the first action) until the goal was met,
        counting only while the exercise was on screen (``leave()`` stops the clock, ``begin()`` goes on)."""
        if self._final is not None:
            return self._final
        running = self.clock() - self._running if self._running is not None else 0.0
        return round(self._spent + running, 1)

    @property
    def can_undo(self) -> bool:
        """Whether ``undo()`` would take a move back: a board goal still open, with a move played in this try."""
        return not self.asks and self._state == "open" and bool(self._line)

    @property
    def showing(self) -> bool:
        """Whether the position is the answer "show me" played (or a question's answer it gave), not the learner's."""
        return self._showing

    @property
    def tried(self) -> bool:
        """Whether the learner did anything here: a move (refused ones too), an answer, a hint or "show me"."""
        return bool(self.tries or self.hints_used or self.shown or self.solved or self.refused)

    def begin(self) -> None:
        """Start the clock now, if it is not running yet: a board calls it when it shows the exercise,
        ``ExerciseSet.next`` when the learner moves on to it; otherwise the first action starts it."""
        if self._running is None and self._final is None:
            self._running = self.clock()
            if self._began is None:
                self._began = self._running

    def leave(self) -> None:
        """Stop the clock: the learner went to another exercise, or the board shows something else.
        ``begin()`` (or the next action) starts it again where it stopped."""
        if self._running is not None:
            self._spent += self.clock() - self._running
            self._running = None

    def on_change(self, callback: Callable[[Exercise, Check], Any]) -> None:
        """Call ``callback(exercise, check)`` after every action, answer, reset, hint and "show me"."""
        self._listeners.append(callback)

    def remove_listener(self, callback: Callable[[Exercise, Check], Any]) -> None:
        if callback in self._listeners:
            self._listeners.remove(callback)

    # ---------------------------------------------------------------- actions
    def play(self, move: Move | str) -> Check:
        """Play a move (``"3>5"``, ``"3>5x2"``, ``Move(3, 5, 2)``) or ``"deal"``; say where the goal stands.

        A refused move changes nothing and the check quotes the rule. A move
        may be written with cards or words too (``"9H to 10S"``, ``"9♥ onto
        10♠"``, ``"1 to 2"``). Malformed input raises ``GameError`` (a wrong
        type ``GameTypeError``), which a notebook shows as one sentence in the
        exercise's language; nothing is counted.
        """
        self._doing = f"play({move!r})" if isinstance(move, str) else f"play({excerpt(move)})"
        if self.asks:
            return self._tell(Check(self._state, say("exercise.question-only", self.lang)), "said")
        if self._state != "open":
            return self._tell(Check(self._state, self._say(f"exercise.over-{self._state}")), "said")
        try:
            action = parse_action(self._game, read_move(self._game, move, self.lang))
        except IllegalMove as e:
            return self._refuse(e)
        except Slip:
            raise
        except GameError as e:  # malformed text: one sentence, in the learner's language
            raise MoveSlip(say("exercise.slip-text", self.lang, text=str(move)[:40], cards_typed=TYPED)) from e
        self.begin()
        try:
            play(self._game, action)
        except IllegalMove as e:
            return self._refuse(e)
        self._line.append(action)
        self.history.append(("play", action_text(action)))
        return self._after_action("play")

    def deal(self) -> Check:
        """Deal from the stock (same as ``play("deal")``)."""
        return self.play("deal")

    def undo(self) -> Check:
        """Take back the last action of this try."""
        self._doing = "undo()"
        if self.asks:
            return self._tell(Check(self._state, say("exercise.question-only", self.lang)), "said")
        if self._state != "open":
            return self._tell(Check(self._state, self._say(f"exercise.over-{self._state}")), "said")
        if not self._line:
            e = IllegalMove("nothing-to-undo", self.lang)
            return self._tell(Check(self._state, e.message(self.lang), e.rule), "said")
        self._game.undo()
        self._line.pop()
        self.history.append(("undo", ""))
        return self._after_action("undo")

    def answer(self, value: Any) -> Check:
        """Answer a question: ``True``/``"yes"``, an option's number from 1 or its text, or a number."""
        self._doing = f"answer({excerpt(value)})"
        if not self.asks:
            return self._tell(Check(self._state, say("exercise.board-only", self.lang)), "said")
        if self._state != "open":
            return self._tell(Check(self._state, self._say(f"exercise.over-{self._state}")), "said")
        try:
            right = self.goal.judge(value)  # a malformed answer raises here and changes nothing
        except AnswerError as e:
            e.lang = self.lang  # said in the exercise's language
            raise
        self.begin()
        self.tries += 1
        self._answers += 1
        self.history.append(("answer", str(value)))
        if right:
            self._state = "met"
            self._win()
            praise = f"{say('exercise.right', self.lang)} {self.goal.solution(self.lang)}"
            return self._tell(Check("met", praise), "answer")
        why = self.goal.why_wrong(value, self.lang)  # what the engine knows against this answer
        why = f"{why[0].upper()}{why[1:]} " if why else ""
        if self._answers >= self.goal.max_tries:
            self._state = "lost"
            # yes or no: the reason already gives the answer, so "Show me gives the answer" would only repeat it
            told = self.goal.options(self.lang) is not None and len(self.goal.options(self.lang) or ()) == 2 and why
            key = "exercise.wrong-told" if told else "exercise.wrong-lost"
            return self._tell(Check("lost", self._say(key, why=why)), "answer")
        left = self.goal.max_tries - self._answers
        return self._tell(Check("open", say("exercise.wrong-retry", self.lang, why=why, n=left)), "answer")

    def reset(self) -> Check:
        """Back to the start position for a new try (tries, hints and time are kept)."""
        self._doing = "reset()"
        self.history.append(("reset", ""))
        self._restart()
        return self._tell(Check("open", say("exercise.reset", self.lang)), "reset")

    def check(self) -> Check:
        """Where the goal stands now, in words (changes nothing)."""
        if self._state == "met":
            return Check("met", self._met_words())
        if self._state == "lost":
            return Check("lost", self._say(f"exercise.over-{self._state}"))
        return Check("open", self._open_words())

    def hint(self) -> Check:
        """A nudge toward the goal: first what to look at, then where to start, then the move."""
        self._doing = "hint()"
        self.begin()
        if self._state != "open":
            text = self._say("exercise.nudge-over") if self._state == "lost" else self._met_words()
            return self._tell(Check(self._state, text), "said")
        self.hints_used += 1
        self._nudges += 1
        self.history.append(("hint", str(self._nudges)))
        text = self.goal.nudge(self.lang)
        self.hinted = None
        if self.asks:  # a question about a move: the board outlines that move
            action = getattr(self.goal, "action", None)
            self.hinted = (action, True) if isinstance(action, Move) else None
        elif self._nudges > 1:
            line = self.goal.next_line(self._game, self._line)
            if line:
                text = self._nudge_move(line[0], detailed=self._nudges > 2)
                self.hinted = (line[0], self._nudges > 2)  # the group first, then where it goes
        return self._tell(Check(self._state, text), "hint")

    def show(self) -> Check:
        """Show the answer. A board goal is played from the start ("show me"); a question is answered.

        Once shown, the exercise no longer counts as solved by the learner
        (unless it was solved before).
        """
        self._doing = "show()"
        self.begin()
        self.shown = True
        self.history.append(("show", ""))
        if self.asks:
            self._showing = self._state != "met"
            self._state = "met" if self._state == "met" else "lost"
            value = self.goal.solution(self.lang)
            value += "" if value.endswith((".", "!", "?")) else "."  # one full stop, whatever the answer ends with
            text = say("exercise.shown-value", self.lang, value=value)
            return self._tell(Check(self._state, text), "said")
        line = self.goal.find_line(self._start.copy())
        if line is None:
            return self._tell(Check(self._state, say("exercise.shown-none", self.lang)), "said")
        self._restart()
        for action in line:
            play(self._game, action)
            self._line.append(action)
        self._state = "met"
        self._showing = True
        steps = ", ".join(step_words(a, self.lang) for a in line)
        text = say("exercise.shown-line", self.lang, line=steps)
        why = pick(self.why, self.lang) if self.why is not None else self.goal.explain(self.lang)
        if why:  # the answer with its reason (issue 52, point 7), the goal's own when the exercise gives none
            text += " " + why
        return self._tell(Check("met", text), "show")

    def result(self) -> dict[str, Any]:
        """This exercise's row of results: solved, tries, seconds, hints used, ..."""
        return {
            "exercise": self.name,
            "goal": self.goal.kind,
            "solved": self.solved,
            "tries": self.tries,
            "seconds": self.seconds,
            "hints": self.hints_used,
            "shown": self.shown,
            "refused": self.refused,
            "moves": " ".join(self._solving_line),
            "tried": self.tried,
        }

    # ---------------------------------------------------------------- inside
    def _restart(self) -> None:
        self._game = self._start.copy()
        self._line: list[Action] = []
        self._state = "open"
        self._fresh = True
        self._answers = 0
        self._nudges = 0
        self._showing = False

    def _open_try(self) -> None:
        if self._fresh:
            self.tries += 1
            self._fresh = False

    def _refuse(self, e: IllegalMove) -> Check:
        self.begin()
        self._open_try()
        self.refused += 1
        self.history.append(("refused", e.rule))
        return self._tell(Check(self._state, e.message(self.lang), e.rule), "refused")

    def _after_action(self, event: str) -> Check:
        self._open_try()
        state, why_lost = self.goal.status(self._game, self._line)
        self._state = state
        if state == "met":
            self._win()
            return self._tell(Check("met", self._met_words()), event)
        if state == "lost":
            text = self._say(f"exercise.{why_lost or 'lost-predicate'}")
            if why_lost == "lost-wrong-move" and self._line:  # what the move played does not do, first
                before = self._start.copy()
                for action in self._line[:-1]:
                    play(before, action)
                missed = self.goal.missed(before, self._line[-1], self.lang)
                text = f"{missed} {text}" if missed else text
            return self._tell(Check("lost", text), event)
        return self._tell(Check("open", self._open_words()), event)

    def _win(self) -> None:
        if self.shown and not self.solved:
            return
        if not self.solved:
            self.solved = True
            self._final = self.seconds
            self._running = None
            self._solving_line = [action_text(a) for a in self._line]

    def _met_words(self) -> str:
        if self.asks:
            return f"{say('exercise.right', self.lang)} {self.goal.solution(self.lang)}"
        text = say("exercise.met", self.lang, n=len(self._line))
        if self.shown and not self.solved:  # the learner's own line, after the answer was shown
            text += " " + say("exercise.met-after-shown", self.lang)
        if self.why is not None:
            text += " " + pick(self.why, self.lang)
        return text

    def _open_words(self) -> str:
        within = self.goal.within
        if within is None or self.asks:
            return say("exercise.open", self.lang)
        return say("exercise.open-left", self.lang, n=max(within - len(self._line), 0))

    def _nudge_move(self, action: Action, detailed: bool) -> str:
        if action.is_deal:
            return say("exercise.nudge-deal" if detailed else "exercise.nudge-start-deal", self.lang)
        if not detailed:
            return say("exercise.nudge-start", self.lang, src=action.src)
        from ._goals import group_words

        cards = group_words(self._game, action, self.lang)
        return say("exercise.nudge-move", self.lang, cards=cards, src=action.src, dst=action.dst)

    def _say(self, key: str, **params: Any) -> str:
        """The catalog's words; in a code cell with no board, the form that names no button (``key-code``)."""
        if not self._listeners and has(f"{key}-code"):
            key = f"{key}-code"
        return say(key, self.lang, **params)

    def _tell(self, check: Check, event: str) -> Check:
        log = self._cell_log.add(f"{self._doing} → {check.text}" if self._doing else check.text)
        self._doing = ""
        check = Check(check.state, check.text, check.rule, event, log)
        for callback in list(self._listeners):
            callback(self, check)
        return check

    def _check_no_hidden_card(self, words: str | dict[str, str], what: str) -> None:
        """Refuse words naming a card that is face down or in the stock and nowhere face up."""
        g = self._start
        seen = {int(c) for col in g.columns for c in col.up}
        unseen = {int(c) for col in g.columns for c in col.hidden} | {int(c) for c in g.stock}
        texts = [words] if isinstance(words, str) else list(words.values())
        for text in texts:
            for rank, suit in _CARD.findall(text):
                card = int(Card.parse(rank + suit))
                if card in unseen and card not in seen:
                    msg = f"{what} name {rank}{suit}, which no player can see here (face down or in the stock)"
                    raise GoalError(msg)

    def _repr_html_(self) -> str:
        from html import escape

        from ..pictures.svg import board_svg

        title = self.title_in(self.lang)
        head = f"<strong>{escape(title)}</strong><br>" if title else ""
        options = ""
        if self.options:
            items = "".join(f"<li>{escape(o)}</li>" for o in self.options)
            options = f"<ol>{items}</ol>"
        if self.asks:  # how to answer from a cell: `answer(No)` without quotes is Python's NameError
            how = self.how_to_answer()
            options += f"<p><small>{escape(how)}</small></p>"
        return f"<div>{head}{escape(self.text)}{options}{board_svg(self._game, lang=self.lang)}</div>"

    def how_to_answer(self) -> str:
        """How a code cell answers this question, in the exercise's language (the text in quotes)."""
        if self.options:
            return say("exercise.how-to-answer", self.lang, first=self.options[-1])
        return say("exercise.how-to-answer-number", self.lang)

    def __repr__(self) -> str:
        return (
            f"<Exercise {self.name!r}: {self._state}, solved={self.solved}, tries={self.tries}, "
            f"hints={self.hints_used}>"
        )


class ExerciseSet:
    """Exercises run one after another (on one board, or from code).

    >>> from spiderette_widget.classroom import Exercise, ExerciseSet, EmptyColumn, Number
    >>> s = ExerciseSet([
    ...     Exercise("spiderette\\n1: 5H\\n2: 6S", EmptyColumn(1, within=1), name="empty"),
    ...     Exercise("spiderette\\n1: 5H", Number("How many columns has Spiderette?", 7), name="count"),
    ... ], learner="ana")
    >>> _ = s.current.play("1>2")
    >>> s.next().answer(7).state
    'met'
    >>> [(r["exercise"], r["solved"], r["tries"]) for r in s.results().rows]
    [('empty', True, 1), ('count', True, 1)]
    """

    def __init__(
        self, exercises: Iterable[Exercise], title: str | dict[str, str] | None = None, learner: str | None = None
    ) -> None:
        msg = f"an exercise set needs a list of one or more Exercise objects, got {excerpt(exercises)}"
        if not isinstance(exercises, Iterable):
            raise GameTypeError(msg)
        self.exercises = list(exercises)
        if not all(isinstance(e, Exercise) for e in self.exercises):
            raise GameTypeError(msg)
        if not self.exercises:
            raise GameError(msg)
        names = [e.name for e in self.exercises]
        doubles = sorted({n for n in names if names.count(n) > 1})
        if doubles:
            msg = f"exercise names must differ within a set; given twice: {', '.join(doubles)}"
            raise GameError(msg)
        if title is not None:
            check_words(title, "the set's title")
        self.title = title
        self.learner = learner
        self.index = 0

    def title_in(self, lang: str) -> str | None:
        """The set's title in ``lang`` (text, or ``{"en": ..., "pt": ...}``), or ``None``."""
        return pick(self.title, lang) if self.title is not None else None

    def __len__(self) -> int:
        return len(self.exercises)

    def __iter__(self) -> Iterator[Exercise]:
        return iter(self.exercises)

    def __getitem__(self, i: int) -> Exercise:
        return self.exercises[i]

    @property
    def current(self) -> Exercise:
        return self.exercises[self.index]

    def next(self) -> Exercise | None:
        """Move on to the next exercise and return it (``None`` after the last); the one left stops its clock."""
        if self.index + 1 >= len(self.exercises):
            return None
        self.current.leave()
        self.index += 1
        self.current.begin()
        return self.current

    def go(self, index: int) -> Exercise:
        """Go to exercise ``index`` (from 0)."""
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(self.exercises):
            msg = f"index must be 0 to {len(self.exercises) - 1}, got {index!r}"
            raise GameError(msg)
        if index != self.index:
            self.current.leave()
        self.index = index
        self.current.begin()
        return self.current

    def results(self, learner: str | None = None) -> Results:
        """The results so far, one row per exercise (``to_csv``, ``to_json`` save them)."""
        title = self.title_in(self.exercises[0].lang)  # in the learners' language
        return Results([e.result() for e in self.exercises], learner=learner or self.learner, title=title)

    def __repr__(self) -> str:
        solved = sum(e.solved for e in self.exercises)
        title = self.title_in(self.exercises[0].lang) or ""
        return f"<ExerciseSet {title!r}: {len(self)} exercises, {solved} solved, at {self.index + 1}>"


def load_exercises(source: str | Path, lang: str | None = None, learner: str | None = None) -> ExerciseSet:
    """Read an exercise file (TOML; see ``docs/exercises.md``) into an ``ExerciseSet``.

    ``source`` is a path, or the TOML text itself. Every mistake raises
    ``ExerciseFileError`` with the file's line.

    >>> from spiderette_widget.classroom import load_exercises
    >>> exercises = load_exercises('''
    ... title = "Groups"
    ... [[exercise]]
    ... name = "free-the-queen"
    ... position = "spiderette\\\\n1: QH ? | 9S 8S 7H\\\\n2: 10D\\\\n3: 8C"
    ... goal = "turn-up"
    ... column = 1
    ... within = 2
    ... ''')
    >>> len(exercises), exercises.current.text
    (1, 'Turn up the face-down card in column 1 in at most 2 moves.')
    """
    from ._exercise_file import read_exercises

    return read_exercises(source, lang=lang, learner=learner)


LEVELS = (1, 2, 3, 4, 5)


def puzzles(lang: str = "en", learner: str | None = None, level: int | Iterable[int] | None = None) -> ExerciseSet:
    """The graded puzzle set shipped with the package: positions from real deals, easiest first.

    Each puzzle has a ``level`` from 1 (easiest) to 5: the file's ``level``
    when it gives one, else its fifth of the set in the file's order.
    ``level`` picks one level (``level=2``) or several (``level=(4, 5)``).

    >>> s = puzzles()
    >>> len(s) >= 30, s[0].goal.kind in GOALS, s[0].level, s[len(s) - 1].level
    (True, True, 1, 5)
    >>> {e.level for e in puzzles(level=(2, 3))}
    {2, 3}
    """
    whole = load_exercises(PUZZLES_FILE, lang=lang, learner=learner)
    for i, ex in enumerate(whole):
        if ex.level is None:  # a set without levels: its fifths, in the file's order
            ex.level = 1 + i * len(LEVELS) // len(whole)
    if level is None:
        return whole
    wanted = {level} if isinstance(level, int) else set(level) if isinstance(level, Iterable) else set()
    if not wanted or not wanted <= set(LEVELS) or any(isinstance(v, bool) for v in wanted):
        msg = f"level must be 1 to 5 (or several of them), got {excerpt(level)}"
        raise GameTypeError(msg) if not isinstance(level, int | Iterable) else GameError(msg)
    chosen = [ex for ex in whole if ex.level in wanted]
    return ExerciseSet(chosen, title=whole.title, learner=learner)
