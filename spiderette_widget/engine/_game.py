"""The rules engine: a mutable ``Game`` with an undo stack, and the ``Move`` value.

>>> g = Game.new("spiderette", suits=1, seed=29)
>>> g.code, len(g.legal_moves()) > 0, g.score
('SD1-S1-AAAAABD', True, 500)
"""

from __future__ import annotations

import random
import reprlib
from collections import deque
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NamedTuple

from ._cards import RUNS, SUITS, Card, card_text, deck
from ._codes import DEAL_NUMBERS, make_code, parse_code, shuffled
from ._errors import GameError, GameTypeError, IllegalMove, bad_input, check_lang, excerpt
from ._position import DEAL, Column, Move, Observation, Position

if TYPE_CHECKING:
    from ..search._hints import Hint
    from ..search.review import Review

__all__ = ["DEAL", "Column", "Game", "LastAction", "LogEntry", "Move", "Observation", "Position", "UndoRecord"]

SCHEMA_VERSION = 1
# game.log keeps at most this many entries (about 1.2 MB): the latest, after the "start" entry
LOG_LIMIT = 10_000
# undo restores the positions before the latest this many actions as they were (older ones are rebuilt)
RECENT = 64


@dataclass(frozen=True)
class Layout:
    """The fixed shape of a game: columns, decks, first deal, runs to win."""

    name: str
    columns: int
    decks: int
    first_deal: tuple[int, ...]
    runs_to_win: int


LAYOUTS = {
    "spiderette": Layout("spiderette", 7, 1, (1, 2, 3, 4, 5, 6, 7), 4),
    "spider": Layout("spider", 10, 2, (6, 6, 6, 6, 5, 5, 5, 5, 5, 5), 8),
}


@dataclass(frozen=True)
class Scoring:
    """A scoring profile (docs/rules.md, "Scoring").

    ``action`` is what a move or a deal scores; ``refund_on_undo`` says whether
    undo gives back what an action cost (else an undo is charged like a move).
    """

    name: str
    start: int
    action: int
    run: int
    turned_up: int
    refund_on_undo: bool
    undo_limit: int | None


PROFILES = {
    "app": Scoring("app", 500, -1, 100, 0, True, 100),
    "classic": Scoring("classic", 500, -1, 100, 0, False, None),
    "reveal": Scoring("reveal", 0, 0, 100, 5, True, 400),
}
DEFAULT_SCORING = {"spiderette": "app", "spider": "classic"}
UNDO_MODES = ("profile", "barriers", "none")


def _count(n: int, noun: str) -> str:
    """``_count(1, "move") == '1 move'``, ``_count(2, "move") == '2 moves'``."""
    return f"{n} {noun}{'s' * (n != 1)}"


class UndoRecord(NamedTuple):
    """One entry of the undo stack: an action and what it did that the position after it no longer shows.

    ``dealt``: cards a deal put down (0 for a move); ``flipped``: the move
    turned up the card under its group; ``runs``: ``(column, suit, turned_up)``
    for each run removed (columns from 0, in the order they left).

    >>> from spiderette_widget import Game
    >>> g = Game.from_text("spiderette\\n1: QH ? | 9S\\n2: 10D")
    >>> g.play("1>2")
    Move(src=1, dst=2, count=1)
    >>> g.move_stack[-1]
    UndoRecord(action=Move(src=1, dst=2, count=1), dealt=0, flipped=True, runs=())
    """

    action: Move
    dealt: int = 0
    flipped: bool = False
    runs: tuple[tuple[int, str, bool], ...] = ()


class LogEntry(NamedTuple):
    """One entry of ``Game.log``: what happened (``"start"``, ``"move"``, ``"deal"`` or ``"undo"``),
    then the move counter, the score and the runs removed after it.

    >>> from spiderette_widget import Game
    >>> g = Game.new("spiderette", suits=1, seed=7)
    >>> g.play("3>2")
    Move(src=3, dst=2, count=1)
    >>> g.log
    [LogEntry(kind='start', moves=0, score=500, removed=0), LogEntry(kind='move', moves=1, score=499, removed=0)]
    """

    kind: str
    moves: int
    score: int
    removed: int


_RawEntry = LogEntry | tuple[str, int, int, int, int]  # Game._log: a LogEntry given, or the counters to score
_new = tuple.__new__  # an UndoRecord or a Position without the keyword-friendly __new__ (the hot path)


def _record(action: Move, before: Position, after: Position) -> UndoRecord:
    """The undo record of ``action``, read from the positions before and after it."""
    gone = after.removed_suits[len(before.removed_suits) :]
    if action.count == 0:
        n = len(before.stock) - len(after.stock)
        cols = [i for i in range(n) if len(after.cards[i]) != len(before.cards[i]) + 1]
        turned = [after.hidden[i] < before.hidden[i] for i in cols]
        return UndoRecord(action, n, False, tuple(zip(cols, gone, turned, strict=True)))
    s, d = action.src - 1, action.dst - 1
    runs = ((d, gone[0], after.hidden[d] < before.hidden[d]),) if gone else ()
    return UndoRecord(action, 0, after.hidden[s] < before.hidden[s], runs)


def _turned(step: UndoRecord) -> int:
    """How many face-down cards ``step`` turned up."""
    return step.flipped + sum(turned for _, _, turned in step.runs) if step.runs else step.flipped


def _revert(after: Position, step: UndoRecord) -> Position:
    """The position before ``step``, from the position it left."""
    action, dealt, flipped, runs = step
    if not runs and not dealt:  # a move that removed no run: the hot path
        s, d, k = action
        s -= 1
        d -= 1
        cards, hidden, stock, removed = after
        cols = list(cards)
        dst = cols[d]
        cols[s] += dst[-k:]
        cols[d] = dst[:-k]
        if flipped:
            hidden = (*hidden[:s], hidden[s] + 1, *hidden[s + 1 :])
        return _new(Position, (tuple(cols), hidden, stock, removed))
    cols = list(after.cards)
    down = list(after.hidden)
    for i, suit, turned in reversed(step.runs):
        down[i] += turned
        cols[i] += RUNS[SUITS.index(suit)]
    stock = after.stock
    if step.dealt:
        stock = tuple(cols[i][-1] for i in range(step.dealt)) + stock
        for i in range(step.dealt):
            cols[i] = cols[i][:-1]
    else:
        s, d, k = step.action
        s, d = s - 1, d - 1
        down[s] += step.flipped
        cols[s] += cols[d][-k:]
        cols[d] = cols[d][:-k]
    removed = after.removed_suits[: len(after.removed_suits) - len(step.runs)]
    return _new(Position, (tuple(cols), tuple(down), stock, removed))


@dataclass(frozen=True)
class LastAction:
    """What the latest undoable action did, columns numbered from 1.

    ``kind`` is ``"move"`` or ``"deal"``; a move has ``src``, ``dst`` and
    ``count``, a deal the ``columns`` it put a card on. ``flipped`` lists the
    columns whose top face-down card was turned up, ``runs`` the columns a
    complete run left. Also readable by key (``last["runs"]``, ``last.get("runs")``),
    as the dict it once was; ``as_dict()`` gives that dict (the widget's ``view.last``).

    >>> from spiderette_widget import Game
    >>> g = Game.from_text("spiderette\\n1: QH ? | 9S\\n2: 10D")
    >>> g.play("1>2")
    Move(src=1, dst=2, count=1)
    >>> g.last_action
    LastAction(kind='move', flipped=(1,), runs=(), src=1, dst=2, count=1, columns=())
    >>> g.last_action["flipped"]
    [1]
    """

    kind: str
    flipped: tuple[int, ...] = ()
    runs: tuple[int, ...] = ()
    src: int | None = None
    dst: int | None = None
    count: int | None = None
    columns: tuple[int, ...] = ()

    def as_dict(self) -> dict[str, Any]:
        """``{"kind": "move", "src", "dst", "count", "runs", "flipped"}`` or ``{"kind": "deal", "columns", ...}``."""
        head: dict[str, Any]
        if self.kind == "deal":
            head = {"kind": "deal", "columns": list(self.columns)}
        else:
            head = {"kind": self.kind, "src": self.src, "dst": self.dst, "count": self.count}
        return {**head, "runs": list(self.runs), "flipped": list(self.flipped)}

    def __getitem__(self, key: str) -> Any:
        return self.as_dict()[key]

    def keys(self) -> Any:
        """The dict's keys, so ``dict(last)`` and ``{**last}`` read as the dict it once was."""
        return self.as_dict().keys()

    def get(self, key: str, default: Any = None) -> Any:
        """``last.get("runs", [])``, as on the dict ``as_dict()`` gives."""
        return self.as_dict().get(key, default)


class Game:
    """A game of Spiderette or Spider: a ``Position``, the score and the undo stack.

    Create one with ``Game.new``, ``Game.from_code``, ``Game.from_text`` or
    ``Game.from_dict``. Columns are numbered from 1 in every public method.

    ``log`` is the score history for plots, a ``LogEntry`` ``(kind, moves, score, removed)``
    per action, starting with ``"start"``. It is not the undo stack: it keeps
    actions that can no longer be undone, so a plot shows a whole game. It is
    bounded all the same: past ``LOG_LIMIT`` (10,000) entries the oldest after
    ``"start"`` go, so a bot that plays forever does not fill the memory.
    Reading ``log`` gives a new list (entries are scored when read, not on
    every action); assigning a list of entries replaces it.
    ``play`` checks an action against the rules; ``push`` plays it unchecked
    (for search code that plays only ``legal_actions()``).

    >>> from spiderette_widget import Game
    >>> g = Game.new("spider", suits=2, seed=5)
    >>> g.code, len(g.columns), g.deals_left, g.score
    ('SP1-S2-AAAAAAF', 10, 5, 500)
    >>> g.play(g.legal_moves()[0])
    Move(src=3, dst=7, count=1)
    >>> g.undo()
    >>> g.moves
    0
    """

    def __init__(
        self,
        game: str,
        suits: int,
        scoring: str,
        columns: list[list[int]],
        hidden: list[int],
        stock: list[int],
        removed: list[int] | None = None,
        score: int | None = None,
        moves: int = 0,
        code: str | None = None,
        lang: str = "en",
        turned_up: int = 0,
        spent: int | None = None,
    ) -> None:
        _check_kind(game, suits)
        if not isinstance(scoring, str) or scoring not in PROFILES:
            msg = f"scoring must be one of {', '.join(PROFILES)}, got {excerpt(scoring)}"
            raise bad_input(msg, right_type=isinstance(scoring, str))
        self.lang = lang  # checked by the property: one of LANGS
        self.layout = LAYOUTS[game]
        if len(columns) != self.layout.columns or len(hidden) != self.layout.columns:
            msg = f"{game} has {self.layout.columns} columns, got {len(columns)}"
            raise GameError(msg)
        self.game = game
        self.suits = suits
        self.profile = PROFILES[scoring]
        self.code = code
        self.dealt_winnable = False  # Game.new(..., winnable=True) sets it: a board shows the "Winnable deal" badge
        self._pos = Position(
            tuple(tuple(map(int, c)) for c in columns),
            tuple(hidden),
            tuple(map(int, stock)),
            tuple(SUITS[s] for s in removed or ()),
        )
        self.moves = moves
        self.hint_players: Any = None  # the players its hints follow, with their plans (search._hints)
        self._turned = turned_up
        self._spent = moves if spent is None else spent
        self._offset = 0
        if score is not None:
            self._offset = score - self.score
        self._undo: deque[UndoRecord] = deque(maxlen=self.profile.undo_limit)
        # the positions before the latest actions (the top of the undo stack): undoing one is an assignment
        self._recent: deque[Position] = deque(maxlen=RECENT)
        self._redo: list[UndoRecord] = []
        self._older: list[UndoRecord] = []  # the line's actions the undo stack no longer holds (for a review)
        self._dropped = False
        self._undo_mode = "profile"
        # the log as actions leave it, (kind, moves, spent, turned, removed), scored only when read (see log)
        self._log: list[_RawEntry] = [("start", self.moves, self._spent, self._turned, self.removed)]

    # ------------------------------------------------------------------ creation
    @classmethod
    def new(
        cls,
        game: str = "spiderette",
        suits: int = 1,
        seed: int | None = None,
        scoring: str | None = None,
        lang: str = "en",
        winnable: bool = False,
    ) -> Game:
        """A new deal. ``seed`` is the deal number (random when ``None``); the code names it.

        ``winnable=True`` deals only a deal proven winnable: one of the shipped
        winnability table's wins for this game and suit count (strict rule), chosen
        at random; ``seed`` then seeds that choice (same seed, same deal), and the
        code still names the deal. Where the table holds no win, the solver looks
        for one (``search.deals.find_winnable``: a few seconds; the board does it
        in the background).

        >>> Game.new("spider", suits=4, seed=0).code
        'SP1-S4-AAAAAAA'
        >>> Game.new(suits=2, seed=1, winnable=True).code == Game.new(suits=2, seed=1, winnable=True).code
        True
        """
        _check_kind(game, suits)
        if not isinstance(winnable, bool):
            msg = f"winnable must be True or False, got {excerpt(winnable)}"
            raise GameTypeError(msg)
        if winnable:
            if isinstance(seed, bool) or not (seed is None or isinstance(seed, int)):
                msg = f"seed must be a whole number, got {excerpt(seed)}"
                raise GameTypeError(msg)
            from ..search.deals import find_winnable, pick_deal

            number = pick_deal(game, suits, seed)
            seed = find_winnable(game, suits, seed) if number is None else number
        if seed is None:
            seed = random.randrange(DEAL_NUMBERS)
        if isinstance(seed, bool) or not isinstance(seed, int):
            msg = f"seed must be a whole number from 0 to {DEAL_NUMBERS - 1}, got {excerpt(seed)}"
            raise GameTypeError(msg)
        if not 0 <= seed < DEAL_NUMBERS:
            msg = f"seed must be a whole number from 0 to {DEAL_NUMBERS - 1}, got {excerpt(seed)}"
            raise GameError(msg)
        layout = LAYOUTS[game]
        cards = shuffled(deck(suits, layout.decks), seed)
        columns, at = [], 0
        for n in layout.first_deal:
            columns.append(cards[at : at + n])
            at += n
        hidden = [n - 1 for n in layout.first_deal]
        dealt = cls(
            game,
            suits,
            scoring or DEFAULT_SCORING[game],
            columns,
            hidden,
            cards[at:],
            code=make_code(game, suits, seed),
            lang=lang,
        )
        dealt.dealt_winnable = winnable
        return dealt

    @classmethod
    def from_code(cls, code: str, scoring: str | None = None, lang: str = "en") -> Game:
        """The deal a code names: ``Game.from_code("SD1-S2-AAAAABD")``. Same code, same deal."""
        game, suits, number = parse_code(code)
        return cls.new(game, suits, number, scoring, lang)

    def copy(self) -> Game:
        """An independent copy of the position, score and undo history."""
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other._undo = deque(self._undo, maxlen=self._undo.maxlen)
        other._recent = deque(maxlen=RECENT)  # the copy rebuilds what it undoes from the undo records
        other._redo = list(self._redo)
        other._older = list(self._older)
        other._log = list(self._log)
        return other

    def __copy__(self) -> Game:
        """``copy.copy(game)`` is ``game.copy()``: a copy that shares no history with the original."""
        return self.copy()

    def __deepcopy__(self, memo: dict) -> Game:
        return self.copy()

    @property
    def lang(self) -> str:
        """The language refusals are worded in: a language of ``LANGS``; anything else is refused.

        >>> g = Game.new(seed=1)
        >>> g.lang = "pl"
        >>> g.lang = "xx"
        Traceback (most recent call last):
        ...
        spiderette_widget.engine._errors.GameError: lang must be 'en', 'pt', 'pl' or 'es', got 'xx'
        """
        return self._lang

    @lang.setter
    def lang(self, lang: str) -> None:
        self._lang = check_lang(lang)

    # --------------------------------------------------------------- the position
    @property
    def position(self) -> Position:
        """The position now: an immutable, hashable value (a dict key); see ``Position``."""
        return self._pos

    def observation(self) -> Observation:
        """What the player sees of the position (``Position.observation``)."""
        return self._pos.observation()

    @property
    def columns(self) -> tuple[Column, ...]:
        """Every column, face-down cards then face-up cards (kernel side only)."""
        return self._pos.columns

    @property
    def stock(self) -> tuple[Card, ...]:
        """The stock in dealing order, next card first."""
        return tuple(map(Card, self._pos.stock))

    @property
    def scoring(self) -> str:
        """The scoring profile's name: ``"app"``, ``"classic"`` or ``"reveal"``."""
        return self.profile.name

    @property
    def removed(self) -> int:
        """How many completed runs have left the table."""
        return len(self._pos.removed_suits)

    @property
    def removed_suits(self) -> tuple[str, ...]:
        """The suit of each removed run, in the order they left."""
        return self._pos.removed_suits

    @property
    def score(self) -> int:
        """The score under the game's profile (docs/rules.md, "Scoring")."""
        return self._score_of(self.moves, self._spent, self._turned, len(self._pos.removed_suits))

    def _score_of(self, moves: int, spent: int, turned: int, removed: int) -> int:
        """The score after ``moves`` moves, ``spent`` charged actions, ``turned`` cards turned up, ``removed`` runs."""
        p = self.profile
        paid = moves if p.refund_on_undo else spent
        return p.start + self._offset + p.action * paid + p.run * removed + p.turned_up * turned

    @property
    def turned_up(self) -> int:
        """Face-down cards turned up in the current line of play."""
        return self._turned

    @property
    def deals_left(self) -> int:
        """How many deals the stock still holds (Spiderette: 4 at the start, the last of 3)."""
        return self._pos.deals_left

    @property
    def is_won(self) -> bool:
        """True when no card is left: every run has been removed."""
        return self._pos.is_won

    @property
    def undo_mode(self) -> str:
        """Seed 002's undo conventions, on top of the profile's own limit.

        ``"profile"`` (the default): undo as the scoring profile allows;
        ``"barriers"``: never back past a deal or a completed run;
        ``"none"``: no undo at all (the seeds' no-undo win rates assume this).

        >>> g = Game.new("spiderette", suits=1, seed=3)
        >>> g.undo_mode = "barriers"
        >>> g.deal()
        >>> g.can_undo
        False
        """
        return self._undo_mode

    @undo_mode.setter
    def undo_mode(self, mode: str) -> None:
        if mode not in UNDO_MODES:
            msg = f"undo_mode must be one of {', '.join(UNDO_MODES)}, got {reprlib.repr(mode)}"
            raise bad_input(msg, right_type=isinstance(mode, str))
        self._undo_mode = mode

    @property
    def can_undo(self) -> bool:
        return bool(self._undo) and self._undo_barrier() is None

    def _undo_barrier(self) -> str | None:
        """The rule that forbids undoing the last action under ``undo_mode``, if any."""
        if self._undo_mode == "none":
            return "undo-off"
        if self._undo_mode == "barriers" and self._undo:
            step = self._undo[-1]
            if step.dealt:
                return "undo-barrier-deal"
            if step.runs:
                return "undo-barrier-run"
        return None

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    @property
    def undo_depth(self) -> int:
        """How many actions ``undo`` can take back now (the profile's limit caps it)."""
        return len(self._undo)

    def movable(self, col: int) -> int:
        """Size of the single-suit descending group at the end of column ``col``.

        >>> Game.from_text("spiderette\\n1: 9S 8S 7H\\n2: 10D").movable(1)
        1
        """
        try:
            return self._pos.movable(col)
        except IllegalMove as exc:
            raise self._worded(exc) from None

    # ------------------------------------------------------------------- the rules
    def legal_moves(self) -> list[Move]:
        """Every move the rules allow, pointless ones included (hints filter, rules don't); never a deal."""
        return self._pos.legal_moves()

    def legal_actions(self) -> list[Move]:
        """``legal_moves()``, then ``DEAL`` when the stock can deal: everything ``push`` may be given.

        >>> g = Game.new("spiderette", suits=1, seed=29)
        >>> g.legal_actions()[-1] is DEAL, len(g.legal_actions()) == len(g.legal_moves()) + 1
        (True, True)
        """
        return self._pos.legal_actions()

    def can_deal(self) -> bool:
        """True when the stock has cards and no column is empty."""
        return self._pos.can_deal()

    def check(self, move: Move | str) -> None:
        """Raise ``IllegalMove`` (with the rule) if ``move`` is not allowed; change nothing.

        ``move`` is what ``play`` takes: a ``Move``, ``DEAL``, or text like ``"3>5x2"``, ``"3>5"``, ``"deal"``.
        """
        move = self._action(move, "check")
        try:
            self._pos.check(move)
        except IllegalMove as exc:
            raise self._worded(exc) from None

    def check_deal(self) -> None:
        """Raise ``IllegalMove`` if the stock cannot deal now; change nothing."""
        try:
            self._pos.check_deal()
        except IllegalMove as exc:
            raise self._worded(exc) from None

    def parse_move(self, text: str) -> Move:
        """Read ``"3>5x2"``, ``"deal"``, or ``"3>5"`` with the count inferred from the position.

        Onto a card, the count is how many cards reach down to the one that fits;
        into an empty column, the whole movable group.
        """
        return self._pos.parse_move(text)

    def _action(self, move: Any, method: str) -> Move:
        """``move`` as a ``Move``: text is read, a 3-tuple converted; anything else is a ``GameTypeError``."""
        if isinstance(move, str):
            return self.parse_move(move)
        if not isinstance(move, tuple) or len(move) != 3:
            msg = f"{method}() takes a Move or text like '3>5x2' or 'deal', got {excerpt(move)}"
            raise GameTypeError(msg)
        return move if type(move) is Move else Move(*move)

    def _worded(self, exc: IllegalMove) -> IllegalMove:
        """A ``Position`` refusal, worded in the game's language."""
        return exc if exc.lang == self.lang else IllegalMove(exc.rule, self.lang, **exc.params)

    # -------------------------------------------------------------------- actions
    def play(self, move: Move | str) -> Move:
        """Play a move or a deal, checked: a ``Move``, ``DEAL``, or text like ``"3>5x2"``, ``"3>5"``, ``"deal"``.

        Returns the action played (``DEAL`` for a deal). Raises ``IllegalMove``
        and changes nothing if the rules refuse it.
        """
        if type(move) is not Move:
            move = self._action(move, "play")
        try:
            self._pos.check(move)
        except IllegalMove as exc:
            raise self._worded(exc) from None
        self.push(move)
        self._redo.clear()
        return move if move[2] else DEAL

    def push(self, action: Move) -> None:
        """Play ``action`` (a ``Move`` or ``DEAL``) without checking it: for search code that
        plays only ``legal_actions()``. Undoable like ``play``; the redo list is kept.
        """
        before = self._pos
        after = self._pos = before.after(action)
        self._recent.append(before)
        undo = self._undo
        if len(undo) == undo.maxlen:
            self._dropped = True
            self._older.append(undo[0])
            if len(self._older) > LOG_LIMIT:
                del self._older[: LOG_LIMIT // 10]
        if action[2] and after[3] is before[3]:  # a move that removed no run (the hot path); it may turn up a card
            flipped = after[1] is not before[1]  # after() builds a new face-down count only when one turns up
            undo.append(_new(UndoRecord, (action, 0, flipped, ())))
            self._turned += flipped
        else:
            step = _record(action, before, after)
            undo.append(step)
            self._turned += _turned(step)
        self.moves += 1
        self._spent += 1
        self._note("move" if action[2] else "deal")

    def deal(self) -> None:
        """Deal one face-up card on each column (Spiderette's last deal: columns 1-3): ``play(DEAL)``."""
        self.check_deal()
        self.push(DEAL)
        self._redo.clear()

    def undo(self) -> None:
        """Take back the last move or deal (and any run it removed) as the profile allows."""
        barrier = self._undo_barrier() if self._undo_mode != "profile" else None
        if barrier:
            raise IllegalMove(barrier, self.lang)
        if not self._undo:
            rule = "undo-limit" if self._dropped else "nothing-to-undo"
            raise IllegalMove(rule, self.lang, limit=self.profile.undo_limit)
        step = self._undo.pop()
        self._turned -= _turned(step) if step.runs else step.flipped
        self._pos = self._recent.pop() if self._recent else _revert(self._pos, step)
        self.moves -= 1
        # "spent" counts charged actions: classic charges the undo, app and reveal refund the action.
        self._spent += -1 if self.profile.refund_on_undo else 1
        self._redo.append(step)
        self._note("undo")

    def _note(self, kind: str) -> None:
        """Add an entry to ``log``; past ``LOG_LIMIT`` the oldest after "start" go, a tenth at a time."""
        log = self._log
        log.append((kind, self.moves, self._spent, self._turned, len(self._pos[3])))
        if len(log) > LOG_LIMIT:
            del log[1 : 1 + LOG_LIMIT // 10]

    @property
    def log(self) -> list[LogEntry]:
        """The score history (see the class): a new list of ``LogEntry`` values, oldest first.

        >>> g = Game.new("spiderette", suits=1, seed=29)
        >>> g.deal(); g.undo(); g.log[1:]
        [LogEntry(kind='deal', moves=1, score=499, removed=0), LogEntry(kind='undo', moves=0, score=500, removed=0)]
        """
        return [e if isinstance(e, LogEntry) else LogEntry(e[0], e[1], self._score_of(*e[1:]), e[4]) for e in self._log]

    @log.setter
    def log(self, entries: list[LogEntry]) -> None:
        self._log = [LogEntry(*e) for e in entries]

    def redo(self) -> None:
        """Play again the last action undone (counted like a new action)."""
        if not self._redo:
            raise IllegalMove("nothing-to-redo", self.lang)
        self.push(self._redo.pop().action)

    # ------------------------------------------------------------- inspection
    @property
    def move_stack(self) -> tuple[UndoRecord, ...]:
        """The undo stack, oldest first: each ``UndoRecord`` holds an action and what it did."""
        return tuple(self._undo)

    @property
    def line(self) -> tuple[Move, ...]:
        """The actions of the line played to this position, oldest first (``Move`` or ``DEAL``; undone
        actions are not in it): the undo stack's and, past the profile's undo limit, the older ones
        (at most ``LOG_LIMIT``). ``rewound(n)`` is the game ``n`` of them back.

        >>> g = Game.new("spiderette", suits=1, seed=29)
        >>> g.play("3>7"); g.deal(); g.line
        Move(src=3, dst=7, count=1)
        (Move(src=3, dst=7, count=1), DEAL)
        """
        return tuple(step.action for step in (*self._older, *self._undo))

    def rewound(self, count: int) -> Game:
        """A copy of the game ``count`` actions back along its ``line``, past the undo limit too: the
        position, move counter and score as they were then, the later actions not redoable, the log
        starting there. ``GameError`` if the line is shorter.

        >>> g = Game.new("spiderette", suits=1, seed=29)
        >>> g.play("3>7"); g.rewound(1).position == Game.new("spiderette", suits=1, seed=29).position
        Move(src=3, dst=7, count=1)
        True
        """
        steps = [*self._older, *self._undo]
        if isinstance(count, bool) or not isinstance(count, int):
            msg = f"rewound() takes a whole number of actions, got {excerpt(count)}"
            raise GameTypeError(msg)
        if not 0 <= count <= len(steps):
            msg = f"rewound() can go back 0 to {len(steps)} actions, got {count}"
            raise GameError(msg)
        other = self.copy()
        kept = steps[: len(steps) - count]
        for step in reversed(steps[len(kept) :]):
            other._pos = _revert(other._pos, step)
            other._turned -= _turned(step)
        other.moves -= count
        other._spent -= count
        other._undo = deque(kept, maxlen=self._undo.maxlen)
        other._older = kept[: len(kept) - len(other._undo)]
        other._redo = []
        other._log = [("start", other.moves, other._spent, other._turned, other.removed)]
        return other

    @property
    def last_action(self) -> LastAction | None:
        """What the latest undoable action did (a ``LastAction``), or ``None``."""
        if not self._undo:
            return None
        step = self._undo[-1]
        runs = tuple(i + 1 for i, _, _ in step.runs)
        flipped = [i + 1 for i, _, turned in step.runs if turned]
        if step.dealt:
            return LastAction("deal", tuple(flipped), runs, columns=tuple(range(1, step.dealt + 1)))
        src, dst, count = step.action
        if step.flipped:
            flipped.insert(0, src)
        return LastAction("move", tuple(flipped), runs, src, dst, count)

    @property
    def is_stuck(self) -> bool:
        """True when the game is not won, nothing can be dealt, and no sequence of
        moves can turn up a card, remove a run or open the way to a deal (within the
        stuck check's node budget: past it, not called stuck).
        """
        from ..search.core import stuck

        return stuck(self) is True

    def hint(self, think: bool | int = False) -> Hint | None:
        """The next move a player who sees only what you see would make, and why; ``None`` for a deal.

        The first answer is the honest player's (fast); ``think=True`` asks the expert, who
        imagines where the unseen cards may lie (the ``better_hint`` budget of ``search.budget`` a decision, a few
        seconds on the native core), ``think=N`` with ``N`` positions. Following either plays that player's game:

        >>> g = Game.new("spiderette", suits=1, seed=100_001)
        >>> str(g.hint())
        '6>3x1: turns up a card in column 6'
        >>> g.hint(think=30_000).why_in("pt").split("; ")[0]
        'esvazia a coluna 1, para virar uma carta na coluna 2'
        """
        from ..search._hints import hint

        return hint(self, think)

    def review(self, **options: Any) -> Review:
        """A review of the line played: the expert's chance to win before each decision, judged
        from what the player could see, every decision's cost and mark, and the cards' luck
        (``search.review.review``: its ``options``, e.g. ``nodes``, ``verdicts``, ``lang``).

        >>> g = Game.new("spiderette", suits=1, seed=29)
        >>> g.play("3>7"); r = g.review(nodes=50)
        Move(src=3, dst=7, count=1)
        >>> [d.number for d in r.decisions], r.outcome
        ([1], 'left')
        """
        from ..search.review import review

        return review(self, **options)

    def describe(self, lang: str = "en") -> str:
        """The spoken description of the position, as in the Spiderette app.

        >>> Game.new("spiderette", suits=1, seed=29).describe()[:40]
        'Stock: 24 cards, 4 deals left; no run re'
        """
        from ..text._text import describe

        return describe(self, lang)

    # ------------------------------------------------------------------ formats
    def to_dict(self) -> dict[str, Any]:
        """A JSON-able dict of the whole game, hidden cards included (schema version 1).

        ``turned_up`` counts the face-down cards turned up in the current line of
        play; ``spent`` the actions charged so far (the classic profile also charges
        each undo; app and reveal give the charge back on undo).
        """
        p = self._pos
        return {
            "schema": SCHEMA_VERSION,
            "game": self.game,
            "suits": self.suits,
            "scoring": self.profile.name,
            "code": self.code,
            "columns": [
                {"hidden": [card_text(c) for c in cards[:h]], "up": [card_text(c) for c in cards[h:]]}
                for cards, h in zip(p.cards, p.hidden, strict=True)
            ],
            "stock": [card_text(c) for c in p.stock],
            "removed": len(p.removed_suits),
            "removed_suits": list(p.removed_suits),
            "score": self.score,
            "moves": self.moves,
            "turned_up": self._turned,
            "spent": self._spent,
            "undo_mode": self._undo_mode,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any], lang: str = "en") -> Game:
        """The game ``to_dict`` described; ``GameError`` says what is wrong with bad data."""
        from ..text._formats import game_from_dict

        return game_from_dict(data, lang)

    def to_text(self, hide: bool = False) -> str:
        """The position notation (see README); ``hide=True`` writes face-down cards as ``?``."""
        from ..text._formats import to_text

        return to_text(self, hide)

    @classmethod
    def from_text(cls, text: str, lang: str = "en") -> Game:
        """Read the position notation; ``NotationError`` gives the line and column of a mistake."""
        from ..text._formats import from_text

        return from_text(text, lang)

    def _repr_svg_(self) -> str:
        from ..pictures.svg import board_svg

        return board_svg(self)

    def __repr__(self) -> str:
        name = self.code or f"{self.game} position"
        return (
            f"<Game {name}: {_count(self.suits, 'suit')}, score {self.score}, {_count(self.moves, 'move')}, "
            f"{_count(self.removed, 'run')} removed>"
        )


def _check_kind(game: object, suits: object) -> None:
    """``GameTypeError`` for a game name or suit count of the wrong type, ``GameError`` for a wrong value."""
    if not isinstance(game, str):
        msg = f"game must be 'spiderette' or 'spider', got {excerpt(game)}"
        raise GameTypeError(msg)
    if game not in LAYOUTS:
        msg = f"game must be 'spiderette' or 'spider', got {excerpt(game)}"
        raise GameError(msg)
    if isinstance(suits, bool) or not isinstance(suits, int):
        msg = f"suits must be 1, 2 or 4, got {excerpt(suits)}"
        raise GameTypeError(msg)
    if suits not in (1, 2, 4):
        msg = f"suits must be 1, 2 or 4, got {excerpt(suits)}"
        raise GameError(msg)
