"""Cards: ranks, suits and the compact integer encoding used by the engine.

A card is an ``int`` ``suit * 16 + rank`` (rank 1 = ace ... 13 = king, suit
0 = spades, 1 = hearts, 2 = diamonds, 3 = clubs). With this encoding, ``b ==
a - 1`` says "b is one rank lower than a and of the same suit", the test that
single-suit runs are made of.

>>> Card.parse("10H")
Card('10H')
>>> str(Card.parse("qs")), Card.parse("AC").rank, Card.parse("AC").suit
('QS', 1, 'C')
"""

from __future__ import annotations

from ._errors import CardError, excerpt

SUITS = "SHDC"
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
KING = 13
ACE = 1

_RANK_OF = {name: i + 1 for i, name in enumerate(RANKS)}
_RANK_OF["T"] = 10


# The encoding's operations, named: only the two search cores (search/core.py, search/_native.c) spell
# them as bits in their hot loops (tests/test_one_home.py checks it).
def rank_of(card: int) -> int:
    """The rank of an encoded card, 1 (ace) to 13 (king): ``rank_of(make_card(1, 9)) == 9``."""
    return card & 15


def suit_of(card: int) -> int:
    """The suit of an encoded card, its index in ``SUITS`` (0 spades ... 3 clubs): ``suit_of(make_card(3, 1)) == 3``."""
    return card >> 4


def make_card(suit: int, rank: int) -> int:
    """The encoded card of suit index ``suit`` and ``rank``: ``card_text(make_card(1, 12)) == "QH"``."""
    return suit * 16 + rank


# the 13 cards of each suit's completed run, king first: RUNS[suit_of(card)] (the engine and the searches read it)
RUNS = tuple(tuple(make_card(suit, rank) for rank in range(KING, 0, -1)) for suit in range(len(SUITS)))


class Card(int):
    """A playing card, an ``int`` with a readable face.

    >>> c = Card.make(9, "H")
    >>> c, c.rank, c.suit, c.red
    (Card('9H'), 9, 'H', True)
    >>> Card("qs"), Card(c) == c                     # text is read as ``Card.parse`` reads it
    (Card('QS'), True)
    >>> Card("11H")
    Traceback (most recent call last):
    ...
    spiderette_widget.engine._errors.CardError: '11H' is not a card: write the rank (A 2-10 J Q K) then ...
    """

    __slots__ = ()

    def __new__(cls, value: int | str) -> Card:
        """A card from its text (``"10H"``) or its code (``suit * 16 + rank``, as ``make_card`` gives)."""
        if isinstance(value, str):
            return cls.parse(value)
        is_code = isinstance(value, int) and not isinstance(value, bool)
        if not (is_code and 1 <= rank_of(value) <= KING and 0 <= suit_of(value) < len(SUITS)):
            msg = f"a card is its text like '10H' or its code (suit * 16 + rank), got {excerpt(value)}"
            raise CardError(msg)
        return super().__new__(cls, value)

    @classmethod
    def make(cls, rank: int, suit: str) -> Card:
        """The card of ``rank`` (1 = ace .. 13 = king) and ``suit`` (S, H, D, C)."""
        if not (isinstance(rank, int) and 1 <= rank <= 13):
            msg = f"rank must be 1 (ace) to 13 (king), got {excerpt(rank)}"
            raise CardError(msg)
        if not (isinstance(suit, str) and len(suit) == 1 and suit.upper() in SUITS):
            msg = f"suit must be one of S, H, D, C, got {excerpt(suit)}"
            raise CardError(msg)
        return cls(make_card(SUITS.index(suit.upper()), rank))

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read ``"10H"``, ``"QS"``, ``"ac"`` (``T`` is accepted for 10).

        >>> Card.parse("Td")
        Card('10D')
        """
        if not isinstance(text, str):
            msg = f"a card is written as text like '10H', got {excerpt(text)}"
            raise CardError(msg)
        s = text.strip().upper()
        rank = _RANK_OF.get(s[:-1])
        if len(s) < 2 or rank is None or s[-1] not in SUITS:
            msg = (
                f"{excerpt(text)} is not a card: write the rank (A 2-10 J Q K) "
                "then the suit (S H D C), e.g. '10H' or 'QS'"
            )
            raise CardError(msg)
        return int.__new__(cls, make_card(SUITS.index(s[-1]), rank))

    @property
    def rank(self) -> int:
        """1 (ace) to 13 (king)."""
        return rank_of(self)

    @property
    def suit(self) -> str:
        """One of ``"S"``, ``"H"``, ``"D"``, ``"C"``."""
        return SUITS[suit_of(self)]

    @property
    def red(self) -> bool:
        """Hearts and diamonds are red."""
        return self.suit in "HD"

    def __str__(self) -> str:
        return card_text(self)

    def __repr__(self) -> str:
        return f"Card({card_text(self)!r})"


def card_text(card: int) -> str:
    """The short text of an encoded card: ``card_text(16 + 7) == '7H'``."""
    return RANKS[rank_of(card) - 1] + SUITS[suit_of(card)]


def deck(suits: int, decks: int) -> list[int]:
    """The unshuffled cards of a game, in a fixed documented order.

    Copies of the composition, each copy suit by suit, ace to king:
    1 suit uses spades only, 2 suits spades then hearts, 4 suits S H D C.

    >>> [card_text(c) for c in deck(1, 1)][:3], len(deck(2, 2))
    (['AS', '2S', '3S'], 104)
    """
    if suits not in (1, 2, 4):
        msg = f"suits must be 1, 2 or 4, got {suits!r}"
        raise CardError(msg)
    suit_list = list(range(suits)) * (4 // suits)
    return [make_card(s, r) for _ in range(decks) for s in suit_list for r in range(1, 14)]


def run_of(suit: int) -> list[int]:
    """The 13 cards of a completed run, king first: ``run_of(0)[0]`` is KS."""
    return list(RUNS[suit])
