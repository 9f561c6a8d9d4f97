"""The rules engine: a mutable ``Game`` with an undo stack, and the ``Move`` value.

>>> g = Game.new("spiderette", suits=1, seed=29)
>>> g.code, len(g.legal_moves()) > 0, g.score
('SD1-S1-AAAAABD', True, 500)
"""

from __future__ import annotations

import random
import re
import reprlib
from collections import deque
from dataclasses import dataclass
from itertools import pairwise
from typing import Any, NamedTuple

from ._cards import ACE, KING, SUITS, Card, card_text, deck
from ._codes import DEAL_NUMBERS, make_code, parse_code, shuffled
from ._errors import GameError, GameTypeError, IllegalMove, excerpt

SCHEMA_VERSION = 1
# game.log keeps at most this many entries (about 1.2 MB): the latest, after the "start" entry
LOG_LIMIT = 10_000
_MOVE_TEXT = re.compile(r"([0-9]{1,3})>([0-9]{1,3})(?:x([0-9]{1,3}))?")  # ASCII digits: not "²" or "١"


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
    """A scoring profile (RULES.md section 2).

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


class Move(NamedTuple):
    """Move ``count`` cards from column ``src`` to column ``dst`` (columns from 1).

    >>> m = Move.parse("3>5x2")
    >>> m, str(m)
    (Move(src=3, dst=5, count=2), '3>5x2')
    """

    src: int
    dst: int
    count: int = 1

    def __str__(self) -> str:
        return f"{self.src}>{self.dst}x{self.count}"

    @classmethod
    def parse(cls, text: str) -> Move:
        """Read ``"SRC>DSTxCOUNT"`` (``"3>5x2"``); ``Game.parse_move`` also takes ``"3>5"``."""
        src, dst, count = _split_move_text(text)
        if count is None:
            msg = f"{excerpt(text)}: write the number of cards too, e.g. '{src}>{dst}x1' (Game.parse_move infers it)"
            raise GameError(msg)
        return cls(src, dst, count)


def _split_move_text(text: str) -> tuple[int, int, int | None]:
    if not isinstance(text, str):
        msg = f"a move is written like '3>5x2', got {excerpt(text)}"
        raise GameTypeError(msg)
    found = _MOVE_TEXT.fullmatch(text.replace(" ", "").lower()) if len(text) <= 100 else None
    if found is None:
        msg = f"{excerpt(text)} is not a move: write 'SRC>DST' or 'SRC>DSTxCOUNT' in digits 0-9, e.g. '3>5' or '3>5x2'"
        raise GameError(msg)
    src, dst, count = found.groups()
    return int(src), int(dst), None if count is None else int(count)


def _count(n: int, noun: str) -> str:
    """``_count(1, "move") == '1 move'``, ``_count(2, "move") == '2 moves'``."""
    return f"{n} {noun}{'s' * (n != 1)}"


class Column(NamedTuple):
    """One column as the kernel knows it: face-down cards, then face-up cards, bottom first."""

    hidden: tuple[Card, ...]
    up: tuple[Card, ...]


class Game:
    """A game of Spiderette or Spider: the position, the score and the undo stack.

    Create one with ``Game.new``, ``Game.from_code``, ``Game.from_text`` or
    ``Game.from_dict``. Columns are numbered from 1 in every public method.

    ``log`` is the score history for plots, ``(kind, moves, score, removed)``
    per action, starting with ``"start"``. It is not the undo stack: it keeps
    actions that can no longer be undone, so a plot shows a whole game. It is
    bounded all the same: past ``LOG_LIMIT`` (10,000) entries the oldest after
    ``"start"`` go, so a bot that plays forever does not fill the memory.
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
            raise GameError(msg)
        self.layout = LAYOUTS[game]
        if len(columns) != self.layout.columns or len(hidden) != self.layout.columns:
            msg = f"{game} has {self.layout.columns} columns, got {len(columns)}"
            raise GameError(msg)
        self.game = game
        self.suits = suits
        self.profile = PROFILES[scoring]
        self.code = code
        self.lang = lang
        self._cols = [list(c) for c in columns]
        self._hidden = list(hidden)
        self._stock = list(reversed(stock))  # next card dealt is at the end
        self._removed = list(removed or [])
        self.moves = moves
        self._turned = turned_up
        self._spent = moves if spent is None else spent
        self._offset = 0
        if score is not None:
            self._offset = score - self.score
        self._undo: deque[tuple] = deque(maxlen=self.profile.undo_limit)
        self._redo: list[tuple] = []
        self._dropped = False
        self._undo_mode = "profile"
        self.log: list[tuple[str, int, int, int]] = [("start", self.moves, self.score, len(self._removed))]

    # ------------------------------------------------------------------ creation
    @classmethod
    def new(
        cls,
        game: str = "spiderette",
        suits: int = 1,
        seed: int | None = None,
        scoring: str | None = None,
        lang: str = "en",
    ) -> Game:
        """A new deal. ``seed`` is the deal number (random when ``None``); the code names it.

        >>> Game.new("spider", suits=4, seed=0).code
        'SP1-S4-AAAAAAA'
        """
        _check_kind(game, suits)
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
        return cls(
            game,
            suits,
            scoring or DEFAULT_SCORING[game],
            columns,
            hidden,
            cards[at:],
            code=make_code(game, suits, seed),
            lang=lang,
        )

    @classmethod
    def from_code(cls, code: str, scoring: str | None = None, lang: str = "en") -> Game:
        """The deal a code names: ``Game.from_code("SD1-S2-AAAAABD")``. Same code, same deal."""
        game, suits, number = parse_code(code)
        return cls.new(game, suits, number, scoring, lang)

    def copy(self) -> Game:
        """An independent copy of the position, score and undo history."""
        other = object.__new__(Game)
        other.__dict__.update(self.__dict__)
        other._cols = [list(c) for c in self._cols]
        other._hidden = list(self._hidden)
        other._stock = list(self._stock)
        other._removed = list(self._removed)
        other._undo = deque(self._undo, maxlen=self._undo.maxlen)
        other._redo = list(self._redo)
        other.log = list(self.log)
        return other

    def __copy__(self) -> Game:
        """``copy.copy(game)`` is ``game.copy()``: a copy that shares no position with the original."""
        return self.copy()

    def __deepcopy__(self, memo: dict) -> Game:
        return self.copy()

    # --------------------------------------------------------------- the position
    @property
    def columns(self) -> tuple[Column, ...]:
        """Every column, face-down cards then face-up cards (kernel side only)."""
        return tuple(
            Column(tuple(map(Card, c[:h])), tuple(map(Card, c[h:])))
            for c, h in zip(self._cols, self._hidden, strict=True)
        )

    @property
    def stock(self) -> tuple[Card, ...]:
        """The stock in dealing order, next card first."""
        return tuple(map(Card, reversed(self._stock)))

    @property
    def scoring(self) -> str:
        """The scoring profile's name: ``"app"``, ``"classic"`` or ``"reveal"``."""
        return self.profile.name

    @property
    def removed(self) -> int:
        """How many completed runs have left the table."""
        return len(self._removed)

    @property
    def removed_suits(self) -> tuple[str, ...]:
        """The suit of each removed run, in the order they left."""
        return tuple(SUITS[s] for s in self._removed)

    @property
    def score(self) -> int:
        """The score under the game's profile (RULES.md section 2)."""
        p = self.profile
        paid = self.moves if p.refund_on_undo else self._spent
        return p.start + self._offset + p.action * paid + p.run * len(self._removed) + p.turned_up * self._turned

    @property
    def turned_up(self) -> int:
        """Face-down cards turned up in the current line of play."""
        return self._turned

    @property
    def deals_left(self) -> int:
        """How many deals the stock still holds (Spiderette: 4 at the start, the last of 3)."""
        n = self.layout.columns
        return (len(self._stock) + n - 1) // n

    @property
    def is_won(self) -> bool:
        """True when no card is left: every run has been removed."""
        return not self._stock and not any(self._cols)

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
            raise GameError(msg)
        self._undo_mode = mode

    @property
    def can_undo(self) -> bool:
        return bool(self._undo) and self._undo_barrier() is None

    def _undo_barrier(self) -> str | None:
        """The rule that forbids undoing the last action under ``undo_mode``, if any."""
        if self._undo_mode == "none":
            return "undo-off"
        if self._undo_mode == "barriers" and self._undo:
            record = self._undo[-1]
            if record[0] == "d":
                return "undo-barrier-deal"
            if record[-1]:
                return "undo-barrier-run"
        return None

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def movable(self, col: int) -> int:
        """Size of the single-suit descending group at the end of column ``col``.

        >>> Game.from_text("spiderette\\n1: 9S 8S 7H\\n2: 10D").movable(1)
        1
        """
        i = self._col_index(col)
        return self._movable(i)

    def _movable(self, i: int) -> int:
        cards = self._cols[i]
        if not cards:
            return 0
        lowest = self._hidden[i]
        k = len(cards) - 1
        while k > lowest and cards[k - 1] == cards[k] + 1:
            k -= 1
        return len(cards) - k

    # ------------------------------------------------------------------- the rules
    def legal_moves(self) -> list[Move]:
        """Every move the rules allow, pointless ones included (hints filter, rules don't)."""
        return [Move(s + 1, d + 1, k) for s, d, k in self._legal()]

    def _legal(self) -> list[tuple[int, int, int]]:
        """Every legal ``(src, dst, count)``, 0-based: by source, then destination, then count."""
        cols, hidden = self._cols, self._hidden
        by_rank: list[list[int]] = [[] for _ in range(15)]  # columns by the rank of their last card; 0 = empty
        for d, c in enumerate(cols):
            by_rank[c[-1] & 15 if c else 0].append(d)
        empties = by_rank[0]
        out = []
        for s, cards in enumerate(cols):
            if not cards:
                continue
            k, lowest = len(cards) - 1, hidden[s]
            while k > lowest and cards[k - 1] == cards[k] + 1:  # the movable group is cards[k:]
                k -= 1
            size = len(cards) - k
            low = cards[-1] & 15  # the group holds ranks low .. low + size - 1
            if size == 1:
                dests = by_rank[low + 1]
            else:
                dests = sorted(d for r in range(low + 1, low + size + 1) for d in by_rank[r])
            for d in dests:  # the group card one rank under d's last card goes first
                out.append((s, d, (cols[d][-1] & 15) - low))
            for d in empties:
                out.extend((s, d, j) for j in range(1, size + 1))
        return out

    def can_deal(self) -> bool:
        """True when the stock has cards and no column is empty."""
        return bool(self._stock) and all(self._cols)

    def check(self, move: Move) -> None:
        """Raise ``IllegalMove`` (with the rule) if ``move`` is not allowed; change nothing."""
        src, dst, count = move
        n = len(self._cols)
        for col in (src, dst):
            if not isinstance(col, int) or not 1 <= col <= n:
                raise IllegalMove("no-such-column", self.lang, column=excerpt(col), columns=n)
        if not isinstance(count, int) or count < 1:
            raise IllegalMove("bad-count", self.lang, count=excerpt(count))
        if src == dst:
            raise IllegalMove("same-column", self.lang, column=src)
        cards, hidden = self._cols[src - 1], self._hidden[src - 1]
        if not cards:
            raise IllegalMove("empty-source", self.lang, column=src)
        if count > len(cards) - hidden:
            raise IllegalMove("lift-face-down", self.lang, column=src, count=count, up=len(cards) - hidden)
        group = cards[-count:]
        if count > 1 and group != list(range(group[0], group[0] - count, -1)):  # not one suit, one by one
            names = " ".join(card_text(c) for c in group)
            for a, b in pairwise(group):
                if (b & 15) != (a & 15) - 1:
                    raise IllegalMove("lift-descending", self.lang, group=names, card=card_text(b), above=card_text(a))
                if b != a - 1:
                    raise IllegalMove("lift-one-suit", self.lang, group=names, card=card_text(b))
        target = self._cols[dst - 1]
        if target:
            top, first = target[-1], group[0]
            params = {"card": card_text(first), "target": card_text(top), "column": dst}
            if top & 15 == ACE:
                raise IllegalMove("nothing-on-ace", self.lang, **params)
            if first & 15 == KING:
                raise IllegalMove("king-only-to-empty", self.lang, **params)
            if first & 15 == ACE and top & 15 == KING:
                raise IllegalMove("no-wrap-around", self.lang, **params)
            if top & 15 != (first & 15) + 1:
                raise IllegalMove("place-one-higher", self.lang, **params)

    def check_deal(self) -> None:
        """Raise ``IllegalMove`` if the stock cannot deal now; change nothing."""
        if not self._stock:
            raise IllegalMove("stock-empty", self.lang)
        empty = [i + 1 for i, c in enumerate(self._cols) if not c]
        if empty:
            raise IllegalMove("deal-empty-column", self.lang, columns=empty)

    def parse_move(self, text: str) -> Move:
        """Read ``"3>5x2"``, or ``"3>5"`` with the count inferred from the position.

        Onto a card, the count is how many cards reach down to the one that fits;
        into an empty column, the whole movable group.
        """
        src, dst, count = _split_move_text(text)
        if count is not None:
            return Move(src, dst, count)
        n = len(self._cols)
        if not (1 <= src <= n and 1 <= dst <= n):
            return Move(src, dst, 1)  # check() explains the bad column
        cards, hidden = self._cols[src - 1], self._hidden[src - 1]
        target = self._cols[dst - 1]
        if not target:
            return Move(src, dst, max(1, self._movable(src - 1)))
        want = (target[-1] & 15) - 1
        k = len(cards) - 1
        while k >= hidden and cards[k] & 15 != want:
            if k == hidden or (cards[k - 1] & 15) != (cards[k] & 15) + 1:
                return Move(src, dst, 1)
            k -= 1
        return Move(src, dst, len(cards) - k if k >= hidden else 1)

    # -------------------------------------------------------------------- actions
    def play(self, move: Move | str) -> Move:
        """Play a move (a ``Move`` or text like ``"3>5x2"``, ``"3>5"``, or ``"deal"``).

        Returns the move played. Raises ``IllegalMove`` and changes nothing if refused.
        """
        if isinstance(move, str):
            if move.strip().lower() in ("deal", "d"):
                self.deal()
                return Move(0, 0, 0)
            move = self.parse_move(move)
        elif not isinstance(move, tuple) or len(move) != 3:
            msg = f"play() takes a Move or text like '3>5x2', got {excerpt(move)}"
            raise GameTypeError(msg)
        if type(move) is not Move:
            move = Move(*move)
        self.check(move)
        self._push(self._do_move(move.src - 1, move.dst - 1, move.count))
        self._redo.clear()
        return move

    def deal(self) -> None:
        """Deal one face-up card on each column (Spiderette's last deal: columns 1-3)."""
        self.check_deal()
        self._push(self._do_deal())
        self._redo.clear()

    def undo(self) -> None:
        """Take back the last move or deal (and any run it removed) as the profile allows."""
        barrier = self._undo_barrier()
        if barrier:
            raise IllegalMove(barrier, self.lang)
        if not self._undo:
            rule = "undo-limit" if self._dropped else "nothing-to-undo"
            raise IllegalMove(rule, self.lang, limit=self.profile.undo_limit)
        record = self._undo.pop()
        self._revert(record)
        # "spent" counts charged actions: classic charges the undo, app and reveal refund the action.
        self._spent += -1 if self.profile.refund_on_undo else 1
        self._redo.append(record)
        self._note("undo")

    def redo(self) -> None:
        """Play again the last action undone (counted like a new action)."""
        if not self._redo:
            raise IllegalMove("nothing-to-redo", self.lang)
        record = self._redo.pop()
        if record[0] == "d":
            self._push(self._do_deal())
        else:
            self._push(self._do_move(record[1], record[2], record[3]))

    def _push(self, record: tuple) -> None:
        if self._undo.maxlen is not None and len(self._undo) == self._undo.maxlen:
            self._dropped = True
        self._undo.append(record)
        self.moves += 1
        self._spent += 1
        self._note("deal" if record[0] == "d" else "move")

    def _note(self, kind: str) -> None:
        """Add an entry to ``log``; past ``LOG_LIMIT`` the oldest after "start" go, a tenth at a time."""
        self.log.append((kind, self.moves, self.score, len(self._removed)))
        if len(self.log) > LOG_LIMIT:
            del self.log[1 : 1 + LOG_LIMIT // 10]

    # ------------------------------------------------------- raw state changes
    # A record holds only what changed: ("m", src, dst, count, flipped, runs)
    # or ("d", cards_dealt, runs), runs being ((column, suit, flipped), ...).
    def _do_move(self, s: int, d: int, count: int) -> tuple:
        src, dst = self._cols[s], self._cols[d]
        dst.extend(src[-count:])
        del src[-count:]
        flipped = self._flip(s)
        runs = self._take_run(d)
        return ("m", s, d, count, flipped, runs)

    def _do_deal(self) -> tuple:
        n = min(len(self._stock), len(self._cols))
        stock = self._stock
        runs: tuple = ()
        for i in range(n):
            self._cols[i].append(stock.pop())
        for i in range(n):
            runs += self._take_run(i)
        return ("d", n, runs)

    def _flip(self, i: int) -> bool:
        h = self._hidden[i]
        if h and h == len(self._cols[i]):
            self._hidden[i] = h - 1
            self._turned += 1
            return True
        return False

    def _take_run(self, i: int) -> tuple:
        cards = self._cols[i]
        if len(cards) - self._hidden[i] < 13 or cards[-1] & 15 != ACE:
            return ()
        k = cards[-13]
        if k & 15 != KING or cards[-13:] != list(range(k, k - 13, -1)):
            return ()
        del cards[-13:]
        self._removed.append(k >> 4)
        return ((i, k >> 4, self._flip(i)),)

    def _revert(self, record: tuple) -> None:
        runs = record[-1]
        for i, suit, flipped in reversed(runs):
            if flipped:
                self._hidden[i] += 1
                self._turned -= 1
            self._cols[i].extend(range(suit * 16 + KING, suit * 16, -1))
            self._removed.pop()
        if record[0] == "d":
            for i in range(record[1] - 1, -1, -1):
                self._stock.append(self._cols[i].pop())
        else:
            _, s, d, count, flipped, _ = record
            if flipped:
                self._hidden[s] += 1
                self._turned -= 1
            src, dst = self._cols[s], self._cols[d]
            src.extend(dst[-count:])
            del dst[-count:]
        self.moves -= 1

    # ------------------------------------------------------------- inspection
    @property
    def last_action(self) -> dict[str, Any] | None:
        """What the latest undoable action did, columns numbered from 1, or ``None``."""
        if not self._undo:
            return None
        r = self._undo[-1]
        runs = [i + 1 for i, _, _ in r[-1]]
        flipped = [i + 1 for i, _, f in r[-1] if f]
        if r[0] == "d":
            return {"kind": "deal", "columns": list(range(1, r[1] + 1)), "runs": runs, "flipped": flipped}
        if r[4]:
            flipped.insert(0, r[1] + 1)
        return {"kind": "move", "src": r[1] + 1, "dst": r[2] + 1, "count": r[3], "runs": runs, "flipped": flipped}

    @property
    def is_stuck(self) -> bool:
        """True when the game is not won, nothing can be dealt, and no sequence of
        moves can turn up a card, remove a run or open the way to a deal (within the
        stuck check's node budget: past it, not called stuck).
        """
        from .search import stuck

        return stuck(self) is True

    def hint(self):
        """The move the hint heuristic thinks best, or ``None`` (never a deal)."""
        from ._hints import hint

        return hint(self)

    def describe(self, lang: str = "en") -> str:
        """The spoken description of the position, as in the Spiderette app.

        >>> Game.new("spiderette", suits=1, seed=29).describe()[:40]
        'Stock: 24 cards, 4 deals left; no run re'
        """
        from ._text import describe

        return describe(self, lang)

    # ------------------------------------------------------------------ formats
    def to_dict(self) -> dict[str, Any]:
        """A JSON-able dict of the whole game, hidden cards included (schema version 1).

        ``turned_up`` counts the face-down cards turned up in the current line of
        play; ``spent`` the actions charged so far (the classic profile also charges
        each undo; app and reveal give the charge back on undo).
        """
        return {
            "schema": SCHEMA_VERSION,
            "game": self.game,
            "suits": self.suits,
            "scoring": self.profile.name,
            "code": self.code,
            "columns": [
                {"hidden": [card_text(c) for c in cards[:h]], "up": [card_text(c) for c in cards[h:]]}
                for cards, h in zip(self._cols, self._hidden, strict=True)
            ],
            "stock": [card_text(c) for c in reversed(self._stock)],
            "removed": len(self._removed),
            "removed_suits": [SUITS[s] for s in self._removed],
            "score": self.score,
            "moves": self.moves,
            "turned_up": self._turned,
            "spent": self._spent,
            "undo_mode": self._undo_mode,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any], lang: str = "en") -> Game:
        """The game ``to_dict`` described; ``GameError`` says what is wrong with bad data."""
        from ._formats import game_from_dict

        return game_from_dict(data, lang)

    def to_text(self, hide: bool = False) -> str:
        """The position notation (see README); ``hide=True`` writes face-down cards as ``?``."""
        from ._formats import to_text

        return to_text(self, hide)

    @classmethod
    def from_text(cls, text: str, lang: str = "en") -> Game:
        """Read the position notation; ``NotationError`` gives the line and column of a mistake."""
        from ._formats import from_text

        return from_text(text, lang)

    def _repr_svg_(self) -> str:
        from .svg import board_svg

        return board_svg(self)

    def __repr__(self) -> str:
        name = self.code or f"{self.game} position"
        return (
            f"<Game {name}: {_count(self.suits, 'suit')}, score {self.score}, {_count(self.moves, 'move')}, "
            f"{_count(self.removed, 'run')} removed>"
        )

    def _col_index(self, col: int) -> int:
        if not isinstance(col, int) or not 1 <= col <= len(self._cols):
            raise IllegalMove("no-such-column", self.lang, column=col, columns=len(self._cols))
        return col - 1


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
