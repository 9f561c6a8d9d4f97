"""The rules, once: the immutable ``Position``, the ``Move`` value and ``DEAL``.

A ``Position`` is what lies on the table and nothing about how play got
there: each column's cards (bottom first) with how many of them lie face
down, the stock in dealing order (next card first) and the suit of each
removed run. It is a hashable value (a dict key, a set member), and its
methods are the rules: the legal moves, whether the stock can deal, what a
move or a deal leaves. ``Game`` adds the line of play on top (score, move
count, undo and redo), the way python-chess's ``Board`` adds its move stack
to ``BaseBoard``.

Cards are stored as the engine's ints (``make_card(suit, rank)``, see ``_cards``);
``columns`` and ``Card(i)`` read them as ``Card`` values.

>>> from spiderette_widget import Game
>>> g = Game.from_text("spiderette\\n1: QH ? | 9S 8S 7H\\n2: 10D\\n3: 8C\\n4: 5S\\n5: 6H\\n6: 2D\\n7: JC")
>>> p = g.position
>>> p.legal_moves()
[Move(src=1, dst=3, count=1), Move(src=2, dst=7, count=1), Move(src=4, dst=5, count=1), Move(src=5, dst=1, count=1)]
>>> q = p.after(Move(1, 3, 1))
>>> [str(c) for c in q.columns[2].up], q.hidden[0], len({p, q, p.after(Move(1, 3, 1))})
(['8C', '7H'], 2, 2)

What a player sees of it: face-up cards and counts, never a face-down card
or the stock's order.

>>> seen = p.observation()
>>> seen.hidden[:3], [str(Card(c)) for c in seen.up[0]], seen.stock
((2, 0, 0), ['9S', '8S', '7H'], 0)
"""

from __future__ import annotations

import re
from itertools import pairwise
from typing import Any, NamedTuple

from ._cards import ACE, KING, RUNS, SUITS, Card, card_text, rank_of, suit_of
from ._errors import GameTypeError, IllegalMove, MoveSyntaxError, excerpt

__all__ = ["DEAL", "Column", "Move", "Observation", "Position"]

# the 13 cards of a complete run of each suit, king first
_MOVE_TEXT = re.compile(r"([0-9]{1,3})>([0-9]{1,3})(?:x([0-9]{1,3}))?")  # ASCII digits: not "²" or "١"
_new = tuple.__new__  # builds a Position or a Move without the keyword-friendly __new__ (the hot path)


class Move(NamedTuple):
    """Move ``count`` cards from column ``src`` to column ``dst`` (columns from 1).

    ``DEAL`` (``Move.deal()``) is the one value for a deal from the stock:
    ``Move(0, 0, 0)``, written ``"deal"``. Every action of the package, a move
    or a deal, is a ``Move``.

    >>> m = Move.parse("3>5x2")
    >>> m, str(m), str(DEAL), Move.parse("deal") is DEAL, DEAL.is_deal
    (Move(src=3, dst=5, count=2), '3>5x2', 'deal', True, True)
    """

    src: int
    dst: int
    count: int = 1  # type: ignore[assignment]  # the field shadows tuple.count, as it always has

    def __str__(self) -> str:
        return "deal" if self == DEAL else f"{self.src}>{self.dst}x{self.count}"

    def __repr__(self) -> str:
        return "DEAL" if self == DEAL else f"Move(src={self.src!r}, dst={self.dst!r}, count={self.count!r})"

    @property
    def is_deal(self) -> bool:
        """True for ``DEAL``."""
        return self == DEAL

    @classmethod
    def deal(cls) -> Move:
        """The deal: ``Move.deal() is DEAL``."""
        return DEAL

    @classmethod
    def parse(cls, text: str) -> Move:
        """Read ``"SRC>DSTxCOUNT"`` (``"3>5x2"``) or ``"deal"``; ``Game.parse_move`` also takes ``"3>5"``."""
        if _is_deal_text(text):
            return DEAL
        src, dst, count = _split_move_text(text)
        if count is None:
            msg = f"{excerpt(text)}: write the number of cards too, e.g. '{src}>{dst}x1' (Game.parse_move infers it)"
            raise MoveSyntaxError(msg)
        return cls(src, dst, count)


DEAL = Move(0, 0, 0)


def _is_deal_text(text: object) -> bool:
    return isinstance(text, str) and text.strip().lower() in ("deal", "d")


def _split_move_text(text: object) -> tuple[int, int, int | None]:
    if not isinstance(text, str):
        msg = f"a move is written like '3>5x2', got {excerpt(text)}"
        raise GameTypeError(msg)
    found = _MOVE_TEXT.fullmatch(text.replace(" ", "").lower()) if len(text) <= 100 else None
    if found is None:
        msg = (
            f"{excerpt(text)} is not a move: write 'SRC>DST' or 'SRC>DSTxCOUNT' in digits 0-9, "
            "e.g. '3>5' or '3>5x2', or 'deal'"
        )
        raise MoveSyntaxError(msg)
    src, dst, count = found.groups()
    return int(src), int(dst), None if count is None else int(count)


class Column(NamedTuple):
    """One column as the kernel knows it: face-down cards, then face-up cards, bottom first.

    >>> from spiderette_widget import Game
    >>> Game.from_text("spiderette\\n1: QH ? | 9S 8S\\n2: 10D").columns[0]
    Column(hidden=(Card('QH'), Card('9D')), up=(Card('9S'), Card('8S')))
    """

    hidden: tuple[Card, ...]
    up: tuple[Card, ...]


class Observation(NamedTuple):
    """What a player sees of a position: never a face-down card, never the stock's order.

    ``up``: each column's face-up cards (engine ints, bottom first);
    ``hidden``: how many cards lie face down under them; ``stock``: how many
    cards the stock holds; ``removed_suits``: the suit of each removed run.
    The notation with ``hide=True``, the widget's view, the pictures, the
    spoken description, the hints and the honest player are all read from it.

    >>> from spiderette_widget import Game
    >>> seen = Game.from_text("spiderette\\n1: QH ? | 9S 8S\\n2: 10D").observation()
    >>> seen.hidden[:2], seen.stock, seen.movable(1)
    ((2, 0), 0, 2)
    """

    up: tuple[tuple[int, ...], ...]
    hidden: tuple[int, ...]
    stock: int
    removed_suits: tuple[str, ...]

    def movable(self, col: int) -> int:
        """Size of the single-suit descending group at the end of column ``col`` (from 1)."""
        return _group_size(self.up[col - 1], 0)


def _group_size(cards: tuple[int, ...], lowest: int) -> int:
    """Cards at the end of ``cards`` (above index ``lowest``) that descend one by one in one suit."""
    if not cards:
        return 0
    k = len(cards) - 1
    while k > lowest and cards[k - 1] == cards[k] + 1:
        k -= 1
    return len(cards) - k


class Position(NamedTuple):
    """A position: columns, face-down counts, the stock and the removed runs; immutable and hashable.

    ``cards[i]``: column ``i + 1``'s cards, bottom first, the lowest
    ``hidden[i]`` of them face down. ``stock``: the stock in dealing order,
    next card first. ``removed_suits``: ``"S"``, ``"H"``, ``"D"`` or ``"C"``
    for each removed run, in the order they left. ``after(action)`` is the
    position an action leaves (unchecked, for search); ``check(action)``
    raises ``IllegalMove`` with the rule when the rules refuse it.

    >>> from spiderette_widget import Game, Move
    >>> p = Game.from_text("spiderette\\n1: QH ? | 9S 8S\\n2: 10D").position
    >>> p.legal_moves()[:2]
    [Move(src=1, dst=2, count=2), Move(src=1, dst=3, count=1)]
    >>> p.after(Move(1, 2, 2)).hidden[:2]
    (1, 0)
    >>> p == Game.from_text("spiderette\\n1: QH ? | 9S 8S\\n2: 10D").position
    True
    """

    cards: tuple[tuple[int, ...], ...]
    hidden: tuple[int, ...]
    stock: tuple[int, ...] = ()
    removed_suits: tuple[str, ...] = ()

    # ------------------------------------------------------------ reading
    @property
    def columns(self) -> tuple[Column, ...]:
        """Every column as ``Column(hidden, up)`` of ``Card`` values."""
        return tuple(
            Column(tuple(map(Card, c[:h])), tuple(map(Card, c[h:])))
            for c, h in zip(self.cards, self.hidden, strict=True)
        )

    @property
    def removed(self) -> int:
        """How many complete runs have left the table."""
        return len(self.removed_suits)

    @property
    def deals_left(self) -> int:
        """How many deals the stock still holds (a short last deal counts)."""
        n = len(self.cards)
        return (len(self.stock) + n - 1) // n

    @property
    def is_won(self) -> bool:
        """True when no card is left on the table or in the stock."""
        return not self.stock and not any(self.cards)

    def movable(self, col: int) -> int:
        """Size of the single-suit descending group at the end of column ``col`` (from 1)."""
        i = self._index(col)
        return _group_size(self.cards[i], self.hidden[i])

    def observation(self) -> Observation:
        """What the player sees: face-up cards, and counts of face-down and stock cards."""
        return Observation(
            tuple(c[h:] for c, h in zip(self.cards, self.hidden, strict=True)),
            self.hidden,
            len(self.stock),
            self.removed_suits,
        )

    # ------------------------------------------------------------- the rules
    def legal_moves(self) -> list[Move]:
        """Every move the rules allow (no deal), pointless ones included: by source, destination, count."""
        cols, hidden = self.cards, self.hidden
        by_rank: list[list[int]] = [[] for _ in range(15)]  # columns by the rank of their last card; 0 = empty
        for d, c in enumerate(cols):
            by_rank[rank_of(c[-1]) if c else 0].append(d)
        empties = by_rank[0]
        out = []
        for s, cards in enumerate(cols):
            if not cards:
                continue
            k, lowest = len(cards) - 1, hidden[s]
            while k > lowest and cards[k - 1] == cards[k] + 1:  # the movable group is cards[k:]
                k -= 1
            size = len(cards) - k
            low = rank_of(cards[-1])  # the group holds ranks low .. low + size - 1
            if size == 1:
                dests = by_rank[low + 1]
            else:
                dests = sorted(d for r in range(low + 1, low + size + 1) for d in by_rank[r])
            for d in dests:  # the group card one rank under d's last card goes first
                out.append(_new(Move, (s + 1, d + 1, rank_of(cols[d][-1]) - low)))
            for d in empties:
                out.extend(_new(Move, (s + 1, d + 1, j)) for j in range(1, size + 1))
        return out

    def can_deal(self) -> bool:
        """True when the stock has cards and no column is empty."""
        return bool(self.stock) and all(self.cards)

    def legal_actions(self) -> list[Move]:
        """``legal_moves()``, then ``DEAL`` when the stock can deal."""
        out = self.legal_moves()
        if self.can_deal():
            out.append(DEAL)
        return out

    def check(self, action: Move) -> None:
        """Raise ``IllegalMove`` (with the rule) if the rules refuse ``action``; a ``DEAL`` is checked too."""
        if action == DEAL:
            self.check_deal()
            return
        src, dst, count = action
        cols = self.cards
        n = len(cols)
        if not (isinstance(src, int) and isinstance(dst, int) and 0 < src <= n and 0 < dst <= n):
            for col in (src, dst):
                if not isinstance(col, int) or not 1 <= col <= n:
                    raise IllegalMove("no-such-column", column=excerpt(col), columns=n)
        if not isinstance(count, int) or count < 1:
            raise IllegalMove("bad-count", count=excerpt(count))
        if src == dst:
            raise IllegalMove("same-column", column=src)
        cards, hidden = cols[src - 1], self.hidden[src - 1]
        if not cards:
            raise IllegalMove("empty-source", column=src)
        if count > len(cards) - hidden:
            raise IllegalMove("lift-face-down", column=src, count=count, up=len(cards) - hidden)
        group = cards[-count:]
        if count > 1 and group != tuple(range(group[0], group[0] - count, -1)):  # not one suit, one by one
            names = " ".join(card_text(c) for c in group)
            for a, b in pairwise(group):
                if rank_of(b) != rank_of(a) - 1:
                    raise IllegalMove("lift-descending", group=names, card=card_text(b), above=card_text(a))
                if b != a - 1:
                    raise IllegalMove("lift-one-suit", group=names, card=card_text(b))
        target = cols[dst - 1]
        if target and rank_of(target[-1]) != rank_of(group[0]) + 1:  # refused: say which rule (words only then)
            top, first = target[-1], group[0]
            params: dict[str, Any] = {"card": card_text(first), "target": card_text(top), "column": dst}
            if rank_of(top) == ACE:
                raise IllegalMove("nothing-on-ace", **params)
            if rank_of(first) == KING:
                raise IllegalMove("king-only-to-empty", **params)
            if rank_of(first) == ACE and rank_of(top) == KING:
                raise IllegalMove("no-wrap-around", **params)
            raise IllegalMove("place-one-higher", **params)

    def check_deal(self) -> None:
        """Raise ``IllegalMove`` if the stock cannot deal now."""
        if not self.stock:
            raise IllegalMove("stock-empty")
        empty = [i + 1 for i, c in enumerate(self.cards) if not c]
        if empty:
            raise IllegalMove("deal-empty-column", columns=empty)

    def after(self, action: Move) -> Position:
        """The position ``action`` leaves (runs removed, cards turned up). Unchecked: search code
        passes legal actions only (``legal_actions()``); ``check`` first when unsure.
        """
        s, d, k = action
        if not k:
            return self._dealt()
        s -= 1
        d -= 1
        cards, hidden, stock, removed = self
        cols = list(cards)
        src = cols[s]
        dst = cols[d] + src[-k:]
        src = src[:-k]
        h = hidden[s]
        if h and h == len(src):
            hidden = (*hidden[:s], h - 1, *hidden[s + 1 :])
        if len(dst) - hidden[d] >= 13 and rank_of(dst[-1]) == ACE and dst[-13:] == RUNS[suit_of(dst[-1])]:
            removed = (*removed, SUITS[suit_of(dst[-1])])
            dst = dst[:-13]
            h = hidden[d]
            if h and h == len(dst):
                hidden = (*hidden[:d], h - 1, *hidden[d + 1 :])
        cols[s] = src
        cols[d] = dst
        return _new(Position, (tuple(cols), hidden, stock, removed))

    def _dealt(self) -> Position:
        stock = self.stock
        n = min(len(stock), len(self.cards))
        cols = list(self.cards)
        hidden = list(self.hidden)
        removed = self.removed_suits
        for i in range(n):
            cols[i] = (*cols[i], stock[i])
        for i in range(n):
            c = cols[i]
            if len(c) - hidden[i] >= 13 and rank_of(c[-1]) == ACE and c[-13:] == RUNS[suit_of(c[-1])]:
                removed = (*removed, SUITS[suit_of(c[-1])])
                c = cols[i] = c[:-13]
                if hidden[i] and hidden[i] == len(c):
                    hidden[i] -= 1
        return _new(Position, (tuple(cols), tuple(hidden), stock[n:], removed))

    def parse_move(self, text: str) -> Move:
        """Read ``"3>5x2"``, ``"deal"``, or ``"3>5"`` with the count inferred from this position.

        Onto a card, the count is how many cards reach down to the one that fits;
        into an empty column, the whole movable group.
        """
        if _is_deal_text(text):
            return DEAL
        src, dst, count = _split_move_text(text)
        if count is not None:
            return Move(src, dst, count)
        n = len(self.cards)
        if not (1 <= src <= n and 1 <= dst <= n):
            return Move(src, dst, 1)  # check() explains the bad column
        cards, hidden = self.cards[src - 1], self.hidden[src - 1]
        target = self.cards[dst - 1]
        if not target:
            return Move(src, dst, max(1, _group_size(cards, hidden)))
        want = rank_of(target[-1]) - 1
        k = len(cards) - 1
        while k >= hidden and rank_of(cards[k]) != want:
            if k == hidden or rank_of(cards[k - 1]) != rank_of(cards[k]) + 1:
                return Move(src, dst, 1)
            k -= 1
        return Move(src, dst, len(cards) - k if k >= hidden else 1)

    def _index(self, col: int) -> int:
        if not isinstance(col, int) or not 1 <= col <= len(self.cards):
            raise IllegalMove("no-such-column", column=col, columns=len(self.cards))
        return col - 1
