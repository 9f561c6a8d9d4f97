"""Exercise goals: what a learner must do on the board, or answer, checked by the engine.

A goal is *prepared* on the exercise's start position: anything impossible
(a column the game does not have, ``within`` below 1, a goal already met, a
goal no line of moves can meet) raises ``GoalError`` naming the goal. Board
goals then say after each action whether they are ``"met"``, still
``"open"`` or ``"lost"`` (can no longer be met); question goals judge an
answer.

Two searches, both breadth-first over the engine's own moves and deals:
the *full* one sees every card and checks a teacher's goal and finds the
line "show me" plays; the *fair* one stops at every move that would show a
new card (a card turned up, a deal), so what it concludes ("no line of the
moves left can meet the goal"; the first move of the shortest line, for a
hint) holds whatever the face-down cards are and gives none of them away.

>>> from spiderette_widget import Game
>>> g = Game.from_text("spiderette\\n1: QH ? | 9S 8S 7H\\n2: 10D\\n3: 8C")
>>> goal = TurnUp(1, within=2)
>>> goal.prepare(g)
>>> goal.words("en"), [str(a) for a in goal.line]
('Turn up the face-down card in column 1 in at most 2 moves.', ['1>3x1', '1>2x2'])
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import TYPE_CHECKING, Any, ClassVar

from ..engine._cards import ACE, KING, card_text, rank_of
from ..engine._errors import AnswerError, AnswerTypeError, GameError, GameTypeError, IllegalMove, excerpt
from ..engine._game import DEAL, Move
from ..search.budget import Budgets
from ..text._words import LANGS, faces, has, say

if TYPE_CHECKING:
    from ..engine._game import Game

Action = Move  # a move between columns, or DEAL

FULL_POSITIONS = 10_000  # positions the full search may look at (checking a goal, "show me")
FAIR_POSITIONS = 600  # positions the fair search may look at after each action (then: not called lost)
MAX_WITHIN = 500  # the most moves a goal may allow: more than a whole game of Spider takes
MAX_WITHIN_WHY = f"no goal needs more than {MAX_WITHIN} moves (a whole game of Spider takes fewer)"


class GoalError(GameError):
    """A goal that cannot be set on this position; the message names the goal.

    >>> from spiderette_widget.classroom import Exercise, GoalError, TurnUp
    >>> try:
    ...     Exercise("spiderette\\n1: QH ? | 9S 8S 7H\\n2: 10D\\n3: 8C", TurnUp(2, within=2))
    ... except GoalError as e:
    ...     print(e)
    ...
    goal 'turn-up column 2 within 2': column 2 has no face-down card
    """


class GoalTypeError(GoalError, GameTypeError):
    """Something given as a goal that is not one, e.g. ``Exercise(position, "turn-up")``."""


# ---------------------------------------------------------------- searching
@dataclass(frozen=True)
class Search:
    """What a search found: the shortest ``line`` (or ``None``) and whether the answer is sure.

    ``sure`` is False when the search stopped (position cap, or a fair search
    meeting a card it may not look at) before it could rule every line out.
    """

    line: list[Action] | None
    sure: bool
    positions: int = 0  # positions looked at: a measure of how hard the line is to find


def actions(game: Game) -> list[Action]:
    """Every action the rules allow: moves, then ``DEAL`` when the stock can deal."""
    return game.legal_actions()


def play(game: Game, action: Action) -> None:
    """Play a move or ``DEAL`` through the engine."""
    game.play(action)


def _key(game: Game) -> tuple:
    return tuple(game.columns), len(game.stock), game.removed


def run_could_complete(game: Game) -> bool:
    """Whether a deal could complete a run: some column ends in K..2 of one suit (a dealt ace would finish it)."""
    for col in game.columns:
        up = col.up
        if len(up) >= 12 and rank_of(up[-12]) == KING and tuple(up[-12:]) == tuple(range(up[-12], up[-12] - 12, -1)):
            return True
    return False


def shows_decide(game: Game, action: Action) -> bool:
    """Whether the cards ``action`` shows (a deal's, a card turned up) could decide a goal read from the
    shape of the table (face-down counts, empty columns, runs removed): only a deal that may complete a run."""
    return action.is_deal and run_could_complete(game)


def shortest_line(
    game: Game,
    reached: Callable[[Game], bool],
    depth: int,
    fair: bool,
    cap: int,
    shows_matter: Callable[[Game, Action], bool] = shows_decide,
) -> Search:
    """The shortest line of at most ``depth`` actions after which ``reached(game)`` holds.

    A *fair* search never reads a card the player cannot see: after an action
    that shows a new card (a deal, a card turned up) it goes no further, and
    the line counts as unknown (``sure`` False), except when that action used
    the last move of the budget: then the goal is met or not whatever card
    shows, and a line that does not meet it is a dead end. ``shows_matter(game,
    action)`` says when the shown cards could decide ``reached`` itself (then
    even the last action's outcome is unknown).
    """
    if reached(game):
        return Search([], True, 1)
    seen = {_key(game)}
    frontier: list[tuple[Game, list[Action]]] = [(game, [])]
    sure = True
    for step in range(depth):
        last_step = step == depth - 1  # no move is left after this action
        nxt = []
        for g, line in frontier:
            for action in actions(g):
                child = g.copy()
                play(child, action)
                shown = fair and _shows(child)
                if shown and shows_matter(g, action):
                    sure = False  # what shows could meet the goal, or not: unknown
                    continue
                if reached(child):
                    return Search([*line, action], True, len(seen) + 1)
                if shown:
                    if not last_step:
                        sure = False  # a new card shows: what follows depends on it
                    continue  # on the last move: a dead end whatever card shows
                key = _key(child)
                if key in seen:
                    continue
                if len(seen) >= cap:
                    return Search(None, False, len(seen))
                seen.add(key)
                nxt.append((child, [*line, action]))
        frontier = nxt
        if not frontier:
            break
    return Search(None, sure, len(seen))


def _shows(game: Game) -> bool:
    """Whether the action just played showed a new card (a deal, or a card turned up)."""
    last = game.last_action
    return last is not None and (last.kind == "deal" or bool(last.flipped))


def english(e: GameError) -> str:
    """An error's message for the teacher, in English (a refusal quotes its rule in English)."""
    return e.message("en") if isinstance(e, IllegalMove) else str(e)


def parse_action(game: Game, text: Action | str | tuple[int, int, int]) -> Action:
    """A ``Move`` (``DEAL`` for a deal) from text such as ``"3>5"``, ``"3>5x2"`` or ``"deal"``."""
    if isinstance(text, Move):
        return text
    if isinstance(text, tuple) and len(text) == 3:
        return Move(*text)
    return game.parse_move(text)


def parse_line(game: Game, line: str | Iterable[Action], what: str) -> list[Action]:
    """Read a line of actions (``"1>3 1>2 deal"`` or a list), checked by playing it on a copy of ``game``."""
    return play_line(game, line, what)[0]


def play_line(game: Game, line: str | Iterable[Action], what: str) -> tuple[list[Action], Game]:
    """Read a line of actions and play it on a copy of ``game``: the actions and the copy at the end."""
    if not isinstance(line, str | Iterable):
        msg = f"{what}: a line is text like '1>3 deal' or a list of actions, got {excerpt(line)}"
        raise GameTypeError(msg)
    items = re.split(r"[\s,;]+", line.strip()) if isinstance(line, str) else list(line)
    items = [i for i in items if i != ""]
    g = game.copy()
    out = []
    for n, item in enumerate(items, 1):
        try:
            action = parse_action(g, item)
            play(g, action)
        except GameError as e:
            msg = f"{what}: action {n} ({item}) cannot be played: {english(e)}"
            raise GoalError(msg) from None
        out.append(action)
    return out, g


def action_text(action: Action) -> str:
    """``"1>3x1"`` or ``"deal"``."""
    return str(action)


def step_words(action: Action, lang: str) -> str:
    """One action in words that name columns, never cards: ``"column 1 to 3 (1 card)"``."""
    if action.is_deal:
        return say("exercise.step-deal", lang)
    return say("exercise.step", lang, src=action.src, dst=action.dst, cards=say("exercise.cards", lang, n=action.count))


def group_words(game: Game, move: Move, lang: str) -> str:
    """The cards a move lifts, named only when all of them are face up ("9S 8S"), else counted."""
    up = game.columns[move.src - 1].up if 1 <= move.src <= len(game.columns) else ()
    if 1 <= move.count <= len(up):
        return " ".join(card_text(c) for c in up[-move.count :])
    return say("exercise.cards", lang, n=move.count)


def say_within(n: int | None, lang: str) -> str:
    """The " in at most N moves" tail of a goal's words ("" without a limit)."""
    return "" if n is None else say("exercise.within", lang, n=n)


def pick(words: str | dict[str, str], lang: str) -> str:
    """A teacher's words in ``lang``: one text for every language, or ``{"en": ..., "pt": ...}``; card codes
    shown as the board shows them (issue 52, point 8).

    >>> pick("7H goes first; then 9S 8S move as one group.", "en"), pick({"pt": "QD sobre KS"}, "pt")
    ('7♥ goes first; then 9♠ 8♠ move as one group.', 'D♦ sobre R♠')
    """
    if isinstance(words, str):
        return faces(words, lang)
    return faces(words.get(lang) or words.get("en") or next(iter(words.values())), lang)


def check_question(question: Any, why: Any, hint: Any) -> None:
    """A question's words, its why and its hint (both optional) are texts; else ``GoalError``."""
    check_words(question, "question")
    for extra, what in ((why, "why"), (hint, "hint")):
        if extra is not None:
            check_words(extra, what)


def check_words(words: Any, what: str) -> None:
    """Refuse words that are neither text nor a non-empty ``{lang: text}`` dict."""
    if isinstance(words, str) and words.strip():
        return
    if isinstance(words, dict) and words and all(k in LANGS and isinstance(v, str) for k, v in words.items()):
        return
    msg = f"{what} must be text, or a dict like {{'en': ..., 'pt': ..., 'pl': ..., 'es': ...}}, got {words!r}"
    raise GoalError(msg)


def _whole(value: Any, what: str, low: int, high: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        msg = f"{what} must be a whole number of at least {low}, got {excerpt(value)}"
        raise GoalError(msg)
    if high is not None and value > high:
        msg = f"{what} must be at most {high}, got {excerpt(value)}: {MAX_WITHIN_WHY}"
        raise GoalError(msg)
    return value


# -------------------------------------------------------------------- goals
class Goal:
    """The base of every goal. ``kind`` is its name in exercise files.

    >>> from spiderette_widget.classroom import GOALS, Goal, TurnUp
    >>> isinstance(TurnUp(1), Goal), TurnUp.kind, sorted(GOALS)[:4]
    (True, 'turn-up', ['allowed', 'choice', 'empty-column', 'number'])
    """

    kind: ClassVar[str] = ""
    asks: ClassVar[bool] = False  # True: a question answered with ``Exercise.answer``
    within: int | None = None
    line: list[Action] | None = None  # what "show me" plays from the start, when known

    def label(self) -> str:
        return self.kind

    def fail(self, problem: str) -> GoalError:
        return GoalError(f"goal {self.label()!r}: {problem}")

    def _missing(self, part: str) -> TypeError:
        """What a goal kind that lacks ``part`` raises (board goals have no answers, questions no status)."""
        return TypeError(f"goal {self.label()!r} ({type(self).__name__}) has no {part}")

    def prepare(self, game: Game) -> None:
        """Check the goal against the start position; raise ``GoalError`` if it cannot be set."""

    def words(self, lang: str) -> str:
        raise self._missing("words")

    def nudge(self, lang: str) -> str:
        """The first hint: what to look at, without the answer."""
        return say("exercise.nudge-win", lang)

    # board goals
    def status(self, game: Game, line: Sequence[Action]) -> tuple[str, str | None]:
        """``("met" | "open" | "lost", why_lost_key)`` after ``line`` was played from the start."""
        raise self._missing("status")

    def next_line(self, game: Game, line: Sequence[Action]) -> list[Action] | None:
        """A fair line from here towards the goal (for hints), or ``None``."""
        return None

    def find_line(self, start: Game) -> list[Action] | None:
        """The line "show me" plays from the start (searched once, when first asked)."""
        return self.line

    # question goals
    max_tries: int = 1

    def options(self, lang: str) -> list[str] | None:
        return None

    def judge(self, value: Any) -> bool:
        raise self._missing("judge")

    def solution(self, lang: str) -> str:
        raise self._missing("solution")

    def why_wrong(self, value: Any, lang: str) -> str:
        """Why ``value``, a wrong answer, is wrong, in ``lang`` ("" when the goal cannot tell)."""
        return ""

    def explain(self, lang: str) -> str | None:
        """What makes the answer right, said with "Show me" when the exercise has no ``why`` of its own."""
        key = f"exercise.why-{self.kind}"
        return say(key, lang) if self.kind in ("empty-column", "remove-run", "win") else None

    def missed(self, before: Game, action: Action, lang: str) -> str:
        """Why ``action``, played on ``before``, misses the goal ("" when the goal cannot tell)."""
        return ""


class _Reach(Goal):
    """Reach a position (a card turned up, a column emptied, a run removed...) in at most ``within`` moves."""

    within_required: ClassVar[bool] = True

    def __init__(self, within: int | None = None, line: str | Iterable[Action] | None = None) -> None:
        self.within = within
        self._given = line

    def reached(self, game: Game) -> bool:
        raise self._missing("reached")

    def prepare(self, game: Game) -> None:
        if self.within is not None or self.within_required:
            try:
                _whole(self.within, "within (the most moves allowed)", 1, MAX_WITHIN)
            except GoalError as e:
                raise self.fail(str(e)) from None
        self._check_position(game)
        if self.reached(game):
            raise self.fail("it is already met in this position")
        if self._given is not None:
            self.line, end = play_line(game, self._given, f"goal {self.label()!r}: line")
            if not self.reached(end) or (self.within is not None and len(self.line) > self.within):
                raise self.fail(f"the line {' '.join(map(action_text, self.line))} does not meet it")
            return
        if self.within is None:
            return
        found = shortest_line(game, self.reached, self.within, fair=False, cap=FULL_POSITIONS)
        if found.line is None and found.sure:
            moves = f"{self.within} move{'s' * (self.within != 1)}"
            raise self.fail(f"no line of {moves} meets it from this position")
        self.line = found.line

    def _check_position(self, game: Game) -> None:
        pass

    def status(self, game: Game, line: Sequence[Action]) -> tuple[str, str | None]:
        if self.reached(game):
            return "met", None
        if self.within is None:
            return "open", None
        left = self.within - len(line)
        if left <= 0:
            return "lost", "lost-no-moves"
        found = shortest_line(game, self.reached, left, fair=True, cap=FAIR_POSITIONS, shows_matter=self.shows_matter)
        if found.line is None and found.sure:
            return "lost", "lost-no-way"
        return "open", None

    def next_line(self, game: Game, line: Sequence[Action]) -> list[Action] | None:
        left = len(line) + 1 if self.within is None else self.within - len(line)
        depth = max(left, 1) if self.within is not None else 4
        return shortest_line(
            game, self.reached, depth, fair=True, cap=FAIR_POSITIONS, shows_matter=self.shows_matter
        ).line

    def shows_matter(self, game: Game, action: Action) -> bool:
        """Whether the cards ``action`` shows could decide this goal (see ``shortest_line``)."""
        return shows_decide(game, action)


def _column(goal: Goal, game: Game, column: Any) -> int:
    n = len(game.columns)
    if isinstance(column, bool) or not isinstance(column, int) or not 1 <= column <= n:
        raise goal.fail(f"there is no column {column!r}: {game.game} has columns 1 to {n}")
    return column


class TurnUp(_Reach):
    """Turn up the face-down card in ``column`` in at most ``within`` moves.

    >>> from spiderette_widget.classroom import Exercise, TurnUp
    >>> ex = Exercise("spiderette\\n1: QH ? | 9S 8S 7H\\n2: 10D\\n3: 8C", TurnUp(1, within=2))
    >>> print(ex.text); print(ex.play("1>3")); print(ex.play("1>2"))
    Turn up the face-down card in column 1 in at most 2 moves.
    Not yet: 1 move left.
    Goal met in 2 moves.
    """

    kind = "turn-up"

    def __init__(self, column: int, within: int | None = None, line: str | Iterable[Action] | None = None) -> None:
        super().__init__(within, line)
        self.column = column
        self._hidden = 0

    def label(self) -> str:
        return f"turn-up column {self.column} within {self.within}"

    def _check_position(self, game: Game) -> None:
        _column(self, game, self.column)
        self._hidden = len(game.columns[self.column - 1].hidden)
        if not self._hidden:
            raise self.fail(f"column {self.column} has no face-down card")

    def reached(self, game: Game) -> bool:
        return len(game.columns[self.column - 1].hidden) < self._hidden

    def words(self, lang: str) -> str:
        return say("exercise.goal-turn-up", lang, column=self.column, within=say_within(self.within, lang))

    def nudge(self, lang: str) -> str:
        return say("exercise.nudge-turn-up", lang, column=self.column)

    def explain(self, lang: str) -> str | None:
        return say("exercise.why-turn-up", lang, column=self.column)


class EmptyColumn(_Reach):
    """Empty ``column`` (any column when ``None``) in at most ``within`` moves.

    >>> from spiderette_widget.classroom import Exercise, EmptyColumn
    >>> ex = Exercise("spiderette\\n1: QH ? | 9S 8S 7H\\n2: 10D\\n3: 8C", EmptyColumn(3, within=1))
    >>> print(ex.text); print(ex.play("3>2")); print(ex.play("3>4"))
    Empty column 3 in at most 1 move.
    8♣ cannot go on 10♦: a card goes only on a card exactly one rank higher, of any suit.
    Goal met in 1 move.
    """

    kind = "empty-column"

    def __init__(
        self, column: int | None = None, within: int | None = None, line: str | Iterable[Action] | None = None
    ) -> None:
        super().__init__(within, line)
        self.column = column

    def label(self) -> str:
        where = "any column" if self.column is None else f"column {self.column}"
        return f"empty-column {where} within {self.within}"

    def _check_position(self, game: Game) -> None:
        if self.column is not None:
            _column(self, game, self.column)

    def reached(self, game: Game) -> bool:
        cols = game.columns
        if self.column is None:
            return any(not (c.hidden or c.up) for c in cols)
        c = cols[self.column - 1]
        return not (c.hidden or c.up)

    def words(self, lang: str) -> str:
        if self.column is None:
            return say("exercise.goal-empty-any", lang, within=say_within(self.within, lang))
        return say("exercise.goal-empty-column", lang, column=self.column, within=say_within(self.within, lang))

    def nudge(self, lang: str) -> str:
        if self.column is None:
            return say("exercise.nudge-empty-any", lang)
        return say("exercise.nudge-empty-column", lang, column=self.column)


class RemoveRun(_Reach):
    """Remove one more complete run (K to A of one suit) in at most ``within`` moves.

    >>> from spiderette_widget.classroom import Exercise, RemoveRun
    >>> ex = Exercise("spiderette\\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S\\n2: AS", RemoveRun(within=1))
    >>> print(ex.text); print(ex.play("2>1"))
    Remove a complete run (king to ace of one suit) in at most 1 move.
    Goal met in 1 move.
    """

    kind = "remove-run"

    def __init__(self, within: int | None = None, line: str | Iterable[Action] | None = None) -> None:
        super().__init__(within, line)
        self._removed = 0

    def label(self) -> str:
        return f"remove-run within {self.within}"

    def _check_position(self, game: Game) -> None:
        self._removed = game.removed

    def reached(self, game: Game) -> bool:
        return game.removed > self._removed

    def words(self, lang: str) -> str:
        return say("exercise.goal-remove-run", lang, within=say_within(self.within, lang))

    def nudge(self, lang: str) -> str:
        return say("exercise.nudge-remove-run", lang)


class Predicate(_Reach):
    """A free goal: ``check(game)`` must become true (in at most ``within`` moves, if given).

    ``words`` says the goal to the learner (text, or ``{"en": ..., "pt": ...}``);
    ``hint`` is the first nudge. Without ``within`` the goal is never called lost.

    >>> from spiderette_widget import Game
    >>> goal = Predicate(lambda g: g.score >= 600, words="Reach 600 points.", within=3)
    """

    kind = "free"
    within_required = False

    def __init__(
        self,
        check: Callable[[Game], bool],
        words: str | dict[str, str],
        within: int | None = None,
        hint: str | dict[str, str] | None = None,
        line: str | Iterable[Action] | None = None,
    ) -> None:
        super().__init__(within, line)
        self.check = check
        self._words = words
        self._hint = hint

    def label(self) -> str:
        return f"free ({pick(self._words, 'en') if isinstance(self._words, str | dict) else '?'})"

    def _check_position(self, game: Game) -> None:
        if not callable(self.check):
            raise self.fail(f"check must be a function of the game, got {self.check!r}")
        check_words(self._words, "words")
        if self._hint is not None:
            check_words(self._hint, "hint")

    def reached(self, game: Game) -> bool:
        return bool(self.check(game))

    def shows_matter(self, game: Game, action: Action) -> bool:
        return True  # a free check may read any card: what a deal or a turn-up shows is unknown

    def words(self, lang: str) -> str:
        return pick(self._words, lang)

    def nudge(self, lang: str) -> str:
        return pick(self._hint, lang) if self._hint is not None else say("exercise.nudge-win", lang)


class Win(Goal):
    """Win the game from here (in at most ``within`` moves, if given).

    The engine decides the win; the solver (``nodes`` at most) checks that the
    position can be won and finds the line "show me" plays. The goal is lost
    when the game is stuck (``game.is_stuck``, which reads face-up cards only).

    >>> from spiderette_widget.classroom import Exercise, Win
    >>> ex = Exercise("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S\\n2: AS", Win())
    >>> print(ex.text); print(ex.play("2>1")); ex.solved
    Win the game from here.
    Goal met in 1 move.
    True
    """

    kind = "win"

    def __init__(
        self, within: int | None = None, nodes: int = Budgets.win_goal, line: str | Iterable[Action] | None = None
    ):
        self.within = within
        self.nodes = nodes
        self._given = line

    def label(self) -> str:
        return "win" if self.within is None else f"win within {self.within}"

    def prepare(self, game: Game) -> None:
        if self.within is not None:
            try:
                _whole(self.within, "within (the most moves allowed)", 1, MAX_WITHIN)
            except GoalError as e:
                raise self.fail(str(e)) from None
        try:
            _whole(self.nodes, "nodes (the solver's budget)", 1)
        except GoalError as e:
            raise self.fail(str(e)) from None
        if game.is_won:
            raise self.fail("the game is already won")
        if self._given is not None:
            self.line, end = play_line(game, self._given, f"goal {self.label()!r}: line")
            if not end.is_won or (self.within is not None and len(self.line) > self.within):
                raise self.fail(f"the line {' '.join(map(action_text, self.line))} does not win")
            return
        from ..search.solver import solve

        sol = solve(game, budget_nodes=self.nodes, budget_seconds=3600)
        if sol.verdict == "no win":
            raise self.fail("the game cannot be won from this position")
        if sol.verdict == "win":
            if self.within is not None and len(sol.line) > self.within:
                self.line = None  # the solver's line is not always the shortest: no verdict
            else:
                self.line = list(sol.line)

    def status(self, game: Game, line: Sequence[Action]) -> tuple[str, str | None]:
        if game.is_won:
            return "met", None
        if self.within is not None and len(line) >= self.within:
            return "lost", "lost-no-moves"
        if game.is_stuck:  # face-up cards only, with the engine's budget (past it: not stuck)
            return "lost", "lost-stuck"
        return "open", None

    def next_line(self, game: Game, line: Sequence[Action]) -> list[Action] | None:
        h = game.hint()  # the project's hint sees face-up cards only
        return [h.move] if h is not None else None

    def words(self, lang: str) -> str:
        return say("exercise.goal-win", lang, within=say_within(self.within, lang))


class PlayMove(Goal):
    """Play one given move (``"3>5"``, ``"3>5x2"``, ``Move(3, 5, 2)``) or ``"deal"``.

    >>> from spiderette_widget.classroom import Exercise, PlayMove
    >>> ex = Exercise("spiderette\\n1: QH ? | 9S 8S 7H\\n2: 10D\\n3: 8C", PlayMove("1>3"))
    >>> print(ex.text); print(ex.play("1>3"))
    Move 7♥ from column 1 to column 3.
    Goal met in 1 move.
    """

    kind = "play"
    within = 1

    def __init__(self, move: Action | str) -> None:
        self.move = move
        self.action: Action = DEAL

    def label(self) -> str:
        move = str(self.move) if isinstance(self.move, Move | str) else repr(self.move)
        return f"play {move}"

    def prepare(self, game: Game) -> None:
        try:
            self.action = parse_action(game, self.move)
            if self.action.is_deal:
                game.check_deal()
            else:
                game.check(self.action)
        except GameError as e:
            raise self.fail(f"the move cannot be played here: {english(e)}") from None
        self.line = [self.action]
        self._game = game

    def status(self, game: Game, line: Sequence[Action]) -> tuple[str, str | None]:
        if not line:
            return "open", None
        return ("met", None) if line[0] == self.action else ("lost", "lost-wrong-move")

    def next_line(self, game: Game, line: Sequence[Action]) -> list[Action] | None:
        return [self.action]

    def words(self, lang: str) -> str:
        if self.action.is_deal:
            return say("exercise.goal-play-deal", lang)
        m = self.action
        return say("exercise.goal-play", lang, cards=group_words(self._game, m, lang), src=m.src, dst=m.dst)

    def nudge(self, lang: str) -> str:
        if self.action.is_deal:
            return say("exercise.nudge-deal", lang)
        return say("exercise.nudge-play", lang, src=self.action.src, dst=self.action.dst)


EFFECTS = ("turns-up", "empties-column", "completes-run", "builds-in-suit")


def has_effect(game: Game, move: Move, effect: str) -> bool:
    """Whether playing ``move`` (legal) on ``game`` turns up a card, empties a column, ..."""
    cols = game.columns
    src, dst = cols[move.src - 1], cols[move.dst - 1]
    after = game.copy()
    after.play(move)
    last = after.last_action
    assert last is not None  # a move was just played
    if effect == "turns-up":  # under the group it lifts, or where it lands when it completes a run there
        return bool(last.flipped)
    if effect == "empties-column":  # the column it leaves, or the one a completed run leaves empty
        return any(not (c.hidden or c.up) for c in (after.columns[move.src - 1], after.columns[move.dst - 1]))
    if effect == "completes-run":
        return bool(last.runs)
    first = src.up[-move.count]
    return bool(dst.up) and dst.up[-1] == first + 1  # one rank higher, same suit


class OnlyMove(PlayMove):
    """Find the only move that ``effect``: ``"turns-up"``, ``"empties-column"``,
    ``"completes-run"`` or ``"builds-in-suit"``. Exactly one legal move may do it.

    >>> from spiderette_widget.classroom import Exercise, OnlyMove
    >>> ex = Exercise("spiderette\\n1: QH ? | 7H\\n2: 8C\\n3: KD\\n4: KC\\n5: KH\\n6: KS\\n7: QC", OnlyMove("turns-up"))
    >>> print(ex.text); print(ex.play("1>2"))
    Find the only move that turns up a card.
    Goal met in 1 move.
    """

    kind = "only-move"

    def __init__(self, effect: str, line: str | Iterable[Action] | None = None) -> None:
        super().__init__(DEAL)
        self.effect = effect
        self._given = line

    def label(self) -> str:
        return f"only-move {self.effect}"

    def prepare(self, game: Game) -> None:
        if self.effect not in EFFECTS:
            raise self.fail(f"effect must be one of {', '.join(EFFECTS)}, got {self.effect!r}")
        found = [m for m in game.legal_moves() if has_effect(game, m, self.effect)]
        if len(found) != 1:
            listed = f" ({', '.join(map(str, found))})" if found else ""
            raise self.fail(f"{len(found)} moves do it here{listed}: the goal needs exactly one")
        self.move = self.action = found[0]
        self.line = [self.action]
        self._game = game
        if self._given is not None and parse_line(game, self._given, f"goal {self.label()!r}: line") != self.line:
            raise self.fail(f"the answer is {self.action}, not {self._given}")

    def words(self, lang: str) -> str:
        return say(f"exercise.goal-only-{self.effect}", lang)

    def nudge(self, lang: str) -> str:
        return say(f"exercise.nudge-only-{self.effect}", lang)

    def explain(self, lang: str) -> str | None:
        return say(f"exercise.why-only-{self.effect}", lang)

    def missed(self, before: Game, action: Action, lang: str) -> str:
        """What the move played does not do: "The move from column 1 to column 4 puts no card on the next
        higher card of its own suit." (issue 52, point 7: not only "That is not the move the goal asks for")."""
        if action.is_deal:
            return ""
        return say(f"exercise.missed-{self.effect}", lang, src=action.src, dst=action.dst)


# ---------------------------------------------------------------- questions
class _Question(Goal):
    asks = True

    def status(self, game: Game, line: Sequence[Action]) -> tuple[str, str | None]:
        return "open", None

    def _option_number(self, value: Any, options: list[list[str]], extra: dict[str, int] | None = None) -> int:
        """The 1-based option ``value`` names: its number, its text in any language, or an alias."""
        n = len(options[0])
        if isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= n:
            return value
        if isinstance(value, str):
            v = value.strip().lower()
            if v.isdigit() and 1 <= int(v) <= n:
                return int(v)
            for texts in options:
                for i, text in enumerate(texts, 1):
                    if v == text.strip().lower():
                        return i
            if extra and v in extra:
                return extra[v]
        raise (AnswerError if isinstance(value, int | str) else AnswerTypeError)("option", value=excerpt(value), n=n)


class _AboutAnAction(_Question):
    """A question about one move (or ``"deal"``) on the exercise's table: its wording and its nudge."""

    goal_words = ("", "")  # the catalog keys of the question about a deal and about a move

    def __init__(self, move: Action | str) -> None:
        self.move = move
        self.action: Action = DEAL
        self.refusal: IllegalMove | None = None

    def _refusal_of(self, game: Game) -> IllegalMove | None:
        """Read the action on ``game``; the engine's refusal of it, or None when the rules allow it."""
        try:
            self.action = parse_action(game, self.move)
        except GameError as e:
            raise self.fail(str(e)) from None
        self._game = game
        try:
            if self.action.is_deal:
                game.check_deal()
            else:
                game.check(self.action)
        except IllegalMove as e:
            return e
        except GameError as e:
            raise self.fail(str(e)) from None
        return None

    def words(self, lang: str) -> str:
        deal_key, move_key = self.goal_words
        if self.action.is_deal:
            return say(deal_key, lang)
        m = self.action
        return say(move_key, lang, cards=group_words(self._game, m, lang), src=m.src, dst=m.dst)

    def nudge(self, lang: str) -> str:
        """What to look at for this very move: the card it would go on (or the empty column), and the group."""
        if self.action.is_deal:
            return say("exercise.nudge-deal-rules", lang)
        m = self.action
        card, target = self._ends(lang)
        if target is None:
            return say("exercise.nudge-move-empty", lang, dst=m.dst)
        if m.count > 1:
            return say("exercise.nudge-group-onto", lang, cards=group_words(self._game, m, lang), target=target)
        return say("exercise.nudge-move-onto", lang, card=card, target=target, dst=m.dst)

    def _ends(self, lang: str) -> tuple[str, str | None]:
        """The first card the move lifts (or the counted group) and the card it would go on (None: an empty column)."""
        m = self.action
        up = self._game.columns[m.src - 1].up
        card = card_text(up[-m.count]) if 1 <= m.count <= len(up) else group_words(self._game, m, lang)
        dst = self._game.columns[m.dst - 1].up
        return card, (card_text(dst[-1]) if dst else None)

    def _kept(self, rule: str, lang: str) -> str:
        """Why the move keeps ``rule`` (a rule it does not break), in ``lang``."""
        if self.action.is_deal:
            return say("exercise.keeps-deal", lang)
        m = self.action
        card, target = self._ends(lang)
        if target is None and rule in ("place-one-higher", "nothing-on-ace", "king-only-to-empty"):
            return say("exercise.keeps-empty", lang, dst=m.dst)
        cards = group_words(self._game, m, lang)
        return say(f"exercise.keeps.{rule}", lang, n=m.count, card=card, cards=cards, target=target or "")


class WillBeAllowed(_AboutAnAction):
    """Predict: will this move (or ``"deal"``) be allowed? Answer yes/no (``True``/``False``).

    >>> from spiderette_widget.classroom import Exercise, WillBeAllowed
    >>> ex = Exercise("spiderette\\n1: QH ? | 9S 8S 7H\\n2: 10D\\n3: 8C", WillBeAllowed("1>2"))
    >>> print(ex.text); print(ex.answer(False))
    Will this move be allowed: 9♠ 8♠ 7♥ from column 1 to column 2? Answer yes or no.
    Right. No. 9♠ 8♠ 7♥ cannot move together: a group moves only when it is all one suit, and 7♥ is of another suit.
    """

    kind = "allowed"
    goal_words = ("exercise.goal-allowed-deal", "exercise.goal-allowed")

    def label(self) -> str:
        return f"allowed {self.move}"

    def prepare(self, game: Game) -> None:
        self.refusal = self._refusal_of(game)
        if self.refusal is not None and self.refusal.rule in ("no-such-column", "bad-count", "same-column"):
            raise self.fail(f"ask about a real move: {english(self.refusal)}")

    @property
    def allowed(self) -> bool:
        return self.refusal is None

    def options(self, lang: str) -> list[str]:
        return [say("exercise.yes", lang), say("exercise.no", lang)]

    def judge(self, value: Any) -> bool:
        if isinstance(value, bool):
            choice = 1 if value else 2
        else:
            aliases = {"y": 1, "n": 2, "yes": 1, "no": 2, "true": 1, "false": 2, "nao": 2}
            choice = self._option_number(value, [self.options(lang) for lang in LANGS], aliases)
        return (choice == 1) == self.allowed

    def solution(self, lang: str) -> str:
        word = say("exercise.yes" if self.refusal is None else "exercise.no", lang)
        return f"{word}. {self.reason(lang)}"

    def reason(self, lang: str) -> str:
        """Why the move is allowed or refused: the rule that refuses it, or what lets it go there."""
        if self.refusal is not None:
            return self.refusal.message(lang)
        if self.action.is_deal:
            return say("exercise.allowed-deal", lang)
        card, target = self._ends(lang)
        if target is None:
            return say("exercise.allowed-empty", lang, dst=self.action.dst)
        return say("exercise.allowed", lang, card=card, target=target)

    def why_wrong(self, value: Any, lang: str) -> str:
        return self.reason(lang)  # yes or no: what makes the other answer right


def broken_rules(game: Game, action: Action) -> tuple[str, ...]:
    """Every rule of ``WhichRule.ORDER`` that ``action`` breaks on ``game`` (the engine names only the first).

    8♣ onto A♦ breaks "nothing on an ace" and "one rank higher" both; a learner
    naming either is right.

    >>> from spiderette_widget import Game
    >>> g = Game.from_text("spiderette\\n1: 8C\\n2: AD\\n3: KC\\n4: AH")
    >>> broken_rules(g, g.parse_move("1>2")), broken_rules(g, g.parse_move("4>3"))
    (('place-one-higher', 'nothing-on-ace'), ('place-one-higher', 'no-wrap-around'))
    """
    if action.is_deal:
        empty = any(not (c.hidden or c.up) for c in game.columns)
        return ("deal-empty-column",) if game.stock and empty else ()
    src, dst = game.columns[action.src - 1], game.columns[action.dst - 1]
    out = []
    if action.count > len(src.up):
        out.append("lift-face-down")
    group = src.up[-action.count :] if action.count <= len(src.up) else src.up
    if group:
        pairs = list(pairwise(group))
        if any(rank_of(b) != rank_of(a) - 1 for a, b in pairs):
            out.append("lift-descending")
        if any(b & 0xF0 != a & 0xF0 for a, b in pairs):
            out.append("lift-one-suit")
        target = dst.up[-1] if dst.up else None
        if target is not None and rank_of(target) != rank_of(group[0]) + 1:
            out.append("place-one-higher")
            if rank_of(target) == ACE:
                out.append("nothing-on-ace")
            if rank_of(group[0]) == KING:
                out.append("king-only-to-empty")
            if rank_of(group[0]) == ACE and rank_of(target) == KING:
                out.append("no-wrap-around")
    return tuple(out)


class WhichRule(_AboutAnAction):
    """Which rule refuses this move (or ``"deal"``)? Four rules to choose from; the engine knows.

    >>> from spiderette_widget.classroom import Exercise, WhichRule
    >>> ex = Exercise("spiderette\\n1: QH ? | 9S 8S 7H\\n2: 10D\\n3: 8C", WhichRule("1>2"))
    >>> print(ex.text); print(ex.answer("lift-one-suit").text.split(". ")[:2])
    Which rule refuses this move: 9♠ 8♠ 7♥ from column 1 to column 2?
    ['Right', 'A group moves only when it is all one suit']
    """

    kind = "which-rule"
    goal_words = ("exercise.goal-which-rule-deal", "exercise.goal-which-rule")
    max_tries = 2
    ORDER = (
        "lift-one-suit",
        "place-one-higher",
        "nothing-on-ace",
        "king-only-to-empty",
        "no-wrap-around",
        "deal-empty-column",
        "lift-descending",
        "lift-face-down",
    )

    def __init__(self, move: Action | str) -> None:
        super().__init__(move)
        self.rule = ""
        self.rules: list[str] = []
        self.broken: tuple[str, ...] = ()

    def label(self) -> str:
        return f"which-rule {self.move}"

    def prepare(self, game: Game) -> None:
        self.refusal = self._refusal_of(game)
        if self.refusal is None:
            raise self.fail("the rules allow this move: no rule refuses it")
        if not has(f"rule-title.{self.refusal.rule}"):
            raise self.fail(f"it is refused by {self.refusal.rule!r}, which is not a rule of the game to name")
        self.rule = self.refusal.rule
        self.broken = tuple(dict.fromkeys((self.rule, *broken_rules(game, self.action))))
        # the other options are rules this move keeps: exactly one option is true
        others = [r for r in self.ORDER if r not in self.broken][:3]
        self.rules = sorted([self.rule, *others], key=lambda r: say(f"rule-title.{r}", "en"))

    def options(self, lang: str) -> list[str]:
        return [say(f"rule-title.{r}", lang) for r in self.rules]

    def judge(self, value: Any) -> bool:
        aliases = {r: i for i, r in enumerate(self.rules, 1)}
        choice = self._option_number(value, [self.options(lang) for lang in LANGS], aliases)
        return self.rules[choice - 1] in self.broken  # any rule the move breaks is right (one is offered)

    def solution(self, lang: str) -> str:
        assert self.refusal is not None  # prepare() fails on an action no rule refuses
        return f"{say(f'rule-title.{self.rule}', lang)} {self.refusal.message(lang)}"

    def why_wrong(self, value: Any, lang: str) -> str:
        aliases = {r: i for i, r in enumerate(self.rules, 1)}
        chosen = self.rules[self._option_number(value, [self.options(code) for code in LANGS], aliases) - 1]
        return say("exercise.kept", lang, why=self._kept(chosen, lang))


class ScoreAfter(_Question):
    """Predict the score after a line of moves (``"1>3 1>2 deal"`` or a list), a number.

    >>> from spiderette_widget.classroom import Exercise, ScoreAfter
    >>> ex = Exercise("spiderette\\n1: QH ? | 9S 8S 7H\\n2: 10D\\n3: 8C", ScoreAfter("1>3 1>2"))
    >>> print(ex.text); print(ex.answer(498))
    What will the score be after these moves: column 1 to 3 (1 card), column 1 to 2 (2 cards)?
    Right. 498. 500 at the start − 2 (moves and deals) = 498.
    """

    kind = "score-after"
    max_tries = 3

    def __init__(self, moves: str | Iterable[Action]) -> None:
        self.moves = moves
        self.steps: list[Action] = []
        self.score = 0

    def label(self) -> str:
        text = self.moves if isinstance(self.moves, str) else " ".join(map(str, self.moves))
        return f"score-after {text}"

    def prepare(self, game: Game) -> None:
        self.steps = parse_line(game, self.moves, f"goal {self.label()!r}")
        if not self.steps:
            raise self.fail("give at least one move")
        end = game.copy()
        for a in self.steps:
            play(end, a)
        self.score = end.score
        p = game.profile
        self._parts = [
            (p.action * len(self.steps), "score-actions"),
            (p.run * (end.removed - game.removed), "score-runs"),
            (p.turned_up * (end.turned_up - game.turned_up), "score-turned"),
        ]
        self._start = game.score
        self._profile = p

    def words(self, lang: str) -> str:
        steps = [step_words(a, lang) for a in self.steps]
        return say("exercise.goal-score-after", lang, n=len(steps), moves=", ".join(steps))

    def judge(self, value: Any) -> bool:
        if isinstance(value, str) and re.fullmatch(r"\s*-?\d+\s*", value):
            value = int(value)
        if isinstance(value, bool) or not isinstance(value, int):
            raise (AnswerError if isinstance(value, str) else AnswerTypeError)("points", value=excerpt(value))
        return value == self.score

    def why_wrong(self, value: Any, lang: str) -> str:
        return say("exercise.too-high" if int(value) > self.score else "exercise.too-low", lang)

    def solution(self, lang: str) -> str:
        parts = "".join(
            f" {'+' if v >= 0 else '−'} {abs(v)} ({say('exercise.' + key, lang)})" for v, key in self._parts if v
        )
        return f"{self.score}. " + say("exercise.score-why", lang, start=self._start, parts=parts, score=self.score)

    def nudge(self, lang: str) -> str:
        p = self._profile
        return say(
            "exercise.nudge-score",
            lang,
            profile=p.name,
            start=p.start,
            action=f"{p.action:+d}",
            run=f"{p.run:+d}",
            turned=f"{p.turned_up:+d}",
        )


class Choice(_Question):
    """A multiple-choice question (e.g. "which misconception is this?").

    ``options``: a list of texts, or ``{"en": [...], "pt": [...]}``; ``answer``:
    the right option's number (from 1) or its text; ``why``: said with the answer.

    >>> from spiderette_widget.classroom import Choice, Exercise
    >>> question = Choice("Which card may go on 8C?", ["9S", "7H", "8H"], answer=2, why="one rank lower, any suit")
    >>> ex = Exercise("spiderette\\n1: QH ? | 9S 8S 7H\\n2: 10D\\n3: 8C", question)
    >>> print(ex.answer(1)); print(ex.answer(2))
    Not quite. Try again: 1 try left.
    Right. 7H. one rank lower, any suit
    """

    kind = "choice"

    def __init__(
        self,
        question: str | dict[str, str],
        options: list[str] | dict[str, list[str]],
        answer: int | str,
        why: str | dict[str, str] | None = None,
        hint: str | dict[str, str] | None = None,
        max_tries: int | None = None,
    ) -> None:
        self.question = question
        self._options = options
        self.answer = answer
        self.why = why
        self._hint = hint
        self._max = max_tries
        self.correct = 0

    def label(self) -> str:
        return f"choice ({pick(self.question, 'en') if isinstance(self.question, str | dict) else '?'})"

    def prepare(self, game: Game) -> None:
        try:
            check_question(self.question, self.why, self._hint)
        except GoalError as e:
            raise self.fail(str(e)) from None
        lists = self._options if isinstance(self._options, dict) else {"en": self._options}
        if not (
            isinstance(lists, dict)
            and all(k in LANGS for k in lists)
            and all(isinstance(v, list) and all(isinstance(t, str) and t.strip() for t in v) for v in lists.values())
        ):
            raise self.fail(f"options must be a list of texts (or one list per language), got {self._options!r}")
        sizes = {len(v) for v in lists.values()}
        if len(sizes) != 1 or not 2 <= sizes.pop() <= 8:
            raise self.fail("give 2 to 8 options, the same number in every language")
        self._lists = lists
        try:
            self.correct = self._option_number(self.answer, list(lists.values()))
        except GameError:
            raise self.fail(f"the answer {self.answer!r} is not one of the options") from None
        n = len(next(iter(lists.values())))
        self.max_tries = self._max if self._max is not None else n - 1
        _whole(self.max_tries, "max_tries", 1)

    def words(self, lang: str) -> str:
        return pick(self.question, lang)

    def options(self, lang: str) -> list[str]:
        return self._lists.get(lang) or self._lists.get("en") or next(iter(self._lists.values()))

    def judge(self, value: Any) -> bool:
        return self._option_number(value, list(self._lists.values())) == self.correct

    def solution(self, lang: str) -> str:
        text = self.options(lang)[self.correct - 1]
        return f"{text}. {pick(self.why, lang)}" if self.why is not None else text

    def nudge(self, lang: str) -> str:
        return pick(self._hint, lang) if self._hint is not None else say("exercise.nudge-choice", lang)


class Number(_Question):
    """A question whose answer is a whole number.

    >>> from spiderette_widget.classroom import Exercise, Number
    >>> question = Number("How many face-up cards in column 1?", 3)
    >>> ex = Exercise("spiderette\\n1: QH ? | 9S 8S 7H\\n2: 10D\\n3: 8C", question)
    >>> print(ex.answer(3))
    Right. 3
    """

    kind = "number"

    def __init__(
        self,
        question: str | dict[str, str],
        answer: int,
        why: str | dict[str, str] | None = None,
        hint: str | dict[str, str] | None = None,
        max_tries: int = 3,
    ) -> None:
        self.question = question
        self.answer = answer
        self.why = why
        self._hint = hint
        self.max_tries = max_tries

    def label(self) -> str:
        return f"number ({pick(self.question, 'en') if isinstance(self.question, str | dict) else '?'})"

    def prepare(self, game: Game) -> None:
        try:
            check_question(self.question, self.why, self._hint)
            if isinstance(self.answer, bool) or not isinstance(self.answer, int):
                msg = f"answer must be a whole number, got {self.answer!r}"
                raise GoalError(msg)
            _whole(self.max_tries, "max_tries", 1)
        except GoalError as e:
            raise self.fail(str(e)) from None

    def words(self, lang: str) -> str:
        return pick(self.question, lang)

    def judge(self, value: Any) -> bool:
        if isinstance(value, str) and re.fullmatch(r"\s*-?\d+\s*", value):
            value = int(value)
        if isinstance(value, bool) or not isinstance(value, int):
            raise (AnswerError if isinstance(value, str) else AnswerTypeError)("whole-number", value=excerpt(value))
        return value == self.answer

    def why_wrong(self, value: Any, lang: str) -> str:
        return say("exercise.too-high" if int(value) > self.answer else "exercise.too-low", lang)

    def solution(self, lang: str) -> str:
        return f"{self.answer}. {pick(self.why, lang)}" if self.why is not None else str(self.answer)

    def nudge(self, lang: str) -> str:
        return pick(self._hint, lang) if self._hint is not None else say("exercise.open", lang)


#: Goal kinds by their name in exercise files (``Predicate`` takes Python code: not in files).
GOALS: dict[str, type[Goal]] = {
    g.kind: g
    for g in (
        PlayMove,
        OnlyMove,
        TurnUp,
        EmptyColumn,
        RemoveRun,
        Win,
        WillBeAllowed,
        ScoreAfter,
        WhichRule,
        Choice,
        Number,
    )
}
