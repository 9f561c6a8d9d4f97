"""Cards: the text form, the integer encoding and the decks."""

from __future__ import annotations

import re
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from spiderette_widget import Card, CardError
from spiderette_widget.engine._cards import card_text, deck, run_of

ALL_TEXTS = [r + s for s in "SHDC" for r in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")]


@pytest.mark.parametrize("text", ALL_TEXTS)
def test_parse_and_str_round_trip(text):
    card = Card.parse(text)
    assert str(card) == text
    assert Card.parse(str(card)) == card
    assert repr(card) == f"Card({text!r})"


@pytest.mark.parametrize(
    ("text", "rank", "suit", "red"),
    [("AS", 1, "S", False), ("10H", 10, "H", True), ("JD", 11, "D", True), ("QC", 12, "C", False),
     ("KS", 13, "S", False)],
)
def test_rank_suit_colour(text, rank, suit, red):
    c = Card.parse(text)
    assert (c.rank, c.suit, c.red) == (rank, suit, red)
    assert Card.make(rank, suit) == c


@pytest.mark.parametrize(("text", "card"), [("td", "10D"), (" qs ", "QS"), ("ah", "AH"), ("TS", "10S"), ("10c", "10C")])
def test_lenient_spellings(text, card):
    assert str(Card.parse(text)) == card


def test_encoding_one_lower_same_suit():
    """``b == a - 1`` means b is one rank lower in the same suit."""
    for suit in "SHDC":
        for rank in range(2, 14):
            assert Card.make(rank, suit) - 1 == Card.make(rank - 1, suit)
    assert Card.parse("AH") - 1 != Card.parse("KS")  # no wrap-around into another suit's king
    assert Card.parse("AH") - 1 not in {Card.parse(t) for t in ALL_TEXTS}


@pytest.mark.parametrize("text", ["11H", "", "1H", "0S", "HH", "10X", "10", "S", "KSS", "A S", "?", "-", "10♥", "１0H"])
def test_bad_card_text(text):
    with pytest.raises(CardError) as e:
        Card.parse(text)
    assert repr(text) in str(e.value)
    assert "write the rank (A 2-10 J Q K) then the suit (S H D C)" in str(e.value)
    assert isinstance(e.value, ValueError)


@pytest.mark.parametrize("value", [None, 10, 23, b"10H", ["10H"]])
def test_card_must_be_text(value):
    with pytest.raises(CardError, match="a card is written as text like '10H'"):
        Card.parse(value)


@pytest.mark.parametrize(
    ("rank", "suit", "problem"),
    [(0, "S", "rank must be 1 (ace) to 13 (king), got 0"), (14, "S", "got 14"), ("K", "S", "got 'K'"),
     (5, "X", "suit must be one of S, H, D, C, got 'X'"), (5, "SH", "got 'SH'"), (5, None, "got None")],
)
def test_bad_make(rank, suit, problem):
    with pytest.raises(CardError, match=re.escape(problem)):
        Card.make(rank, suit)


@pytest.mark.parametrize(
    ("suits", "decks", "per_suit"),
    [(1, 1, {"S": 4}), (2, 1, {"S": 2, "H": 2}), (4, 1, {"S": 1, "H": 1, "D": 1, "C": 1}),
     (1, 2, {"S": 8}), (2, 2, {"S": 4, "H": 4}), (4, 2, {"S": 2, "H": 2, "D": 2, "C": 2})],
)
def test_deck_compositions(suits, decks, per_suit):
    cards = deck(suits, decks)
    assert len(cards) == 52 * decks
    assert Counter(card_text(c)[-1] for c in cards) == {s: 13 * n for s, n in per_suit.items()}
    assert Counter(cards) == Counter({Card.make(r, s): n for s, n in per_suit.items() for r in range(1, 14)})


def test_deck_refuses_other_suit_counts():
    with pytest.raises(CardError, match="suits must be 1, 2 or 4, got 3"):
        deck(3, 1)


def test_run_of_is_king_to_ace():
    assert [card_text(c) for c in run_of(1)] == ["KH", "QH", "JH", "10H", "9H", "8H", "7H", "6H", "5H", "4H", "3H",
                                                 "2H", "AH"]


@given(st.text(max_size=6))
def test_parse_raises_only_card_error(text):
    try:
        card = Card.parse(text)
    except CardError:
        return
    assert str(card) in ALL_TEXTS


@pytest.mark.parametrize("value", ["11H", "1H", "", "QQ", 0, 14, 0x4D, -1, 3.5, True, None])
def test_card_refuses_what_is_not_a_card(value):
    with pytest.raises(CardError, match="card"):
        Card(value)


@given(st.integers(min_value=-100, max_value=200))
def test_card_from_code_is_a_card_or_card_error(code):
    try:
        card = Card(code)
    except CardError:
        return
    assert card == code and str(card) in ALL_TEXTS and Card(str(card)) == card
