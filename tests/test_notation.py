"""The position notation (Game.from_text / to_text) and the move notation ("3>5x2")."""

from __future__ import annotations

import random

import pytest

from spiderette_widget import (
    DEAL,
    Card,
    Game,
    GameError,
    GameTypeError,
    IllegalMove,
    Move,
    MoveSyntaxError,
    NotationError,
)

TEACHER = """\
game: spiderette        # or just "spiderette" / "spider" on the first line
suits: 4                # optional: guessed from the cards when left out
scoring: classic
score: 480
moves: 20
removed: S              # suits of runs already removed, or "-"
stock: 7D 8C ?          # next card first; "?" = a card you don't care about

1: QH ? | 5D 4D         # face-down cards | face-up cards, bottom first
2: 10D
3: -
"""


def test_teacher_position_reads_every_field():
    g = Game.from_text(TEACHER)
    assert (g.game, g.suits, g.scoring, g.score, g.moves, g.removed_suits) == ("spiderette", 4, "classic", 480, 20,
                                                                                ("S",))
    assert [str(c) for c in g.stock[:2]] == ["7D", "8C"] and len(g.stock) == 3
    assert str(g.columns[0].hidden[0]) == "QH" and len(g.columns[0].hidden) == 2
    assert [str(c) for c in g.columns[0].up] == ["5D", "4D"]
    assert g.columns[1] == ((), (Card.parse("10D"),))
    assert all(c == ((), ()) for c in g.columns[2:])  # "-" and columns left out are empty
    assert g.code is None


def test_question_marks_are_unused_cards_and_always_the_same():
    a, b = Game.from_text(TEACHER), Game.from_text(TEACHER)
    assert a.to_dict() == b.to_dict()
    cards = [c for col in a.columns for c in col.hidden + col.up] + list(a.stock)
    assert len(cards) == len(set(cards))  # 4 suits, one deck: no card twice
    assert not {c for c in cards if c.suit == "S"}  # spades are all in the removed run


def test_first_line_game_name_and_guessed_suits():
    assert Game.from_text("spider\n1: 9S 8S").suits == 1
    assert Game.from_text("spiderette\n1: 9S 8H").suits == 2
    assert Game.from_text("spiderette\n1: 9S 8C").suits == 4
    assert Game.from_text("spiderette\nremoved: H\n1: 9S").suits == 2
    g = Game.from_text("SPIDER\n10: ? | 9S")
    assert g.game == "spider" and len(g.columns) == 10 and len(g.columns[9].hidden) == 1


def test_to_text_of_a_deal():
    g = Game.from_code("SD1-S2-AAAAABD")
    text = g.to_text()
    assert text.splitlines()[:4] == ["game: spiderette", "suits: 2", "scoring: app", "code: SD1-S2-AAAAABD"]
    assert Game.from_text(text).to_dict() == g.to_dict()


def test_hidden_text_shows_no_face_down_card():
    g = Game.from_code("SP1-S4-AAAAABQ")
    hidden = g.to_text(hide=True)
    assert hidden.count("?") == 44 + 50
    lines = {line.split(":")[0]: line for line in hidden.splitlines()}
    for i, col in enumerate(g.columns, 1):
        assert lines[str(i)] == f"{i}: {' '.join(['?'] * len(col.hidden))} | {' '.join(map(str, col.up))}"
    assert lines["stock"] == "stock: " + " ".join(["?"] * 50)
    again = Game.from_text(hidden)  # still a legal position, with the same face-up cards
    assert [c.up for c in again.columns] == [c.up for c in g.columns]
    assert [len(c.hidden) for c in again.columns] == [len(c.hidden) for c in g.columns]


@pytest.mark.parametrize("code", ["SD1-S4-AAAAAAB", "SP1-S2-AAAAAAC"])
@pytest.mark.parametrize("scoring", ["app", "classic", "reveal"])
def test_round_trip_after_play(code, scoring):
    g = Game.from_code(code, scoring=scoring)
    rng = random.Random(code + scoring)
    for _ in range(40):
        moves = g.legal_moves()
        action = "deal" if g.can_deal() and (not moves or rng.random() < 0.1) else rng.choice(moves or [None])
        if action is None:
            break
        g.play(action)
        text = g.to_text()
        back = Game.from_text(text)
        assert back.to_text() == text
        assert (back.columns, back.stock, back.score, back.moves, back.removed) == (
            g.columns, g.stock, g.score, g.moves, g.removed)


# ------------------------------------------------------------- mistakes: line and column
@pytest.mark.parametrize(
    ("text", "line", "column", "problem"),
    [
        ("spiderette\n1: 11H", 2, 4, "'11H' is not a card"),
        ("spiderette\n1:    9S  11H", 2, 11, "'11H' is not a card"),
        ("spiderette\n\n# a comment\n  3: 9S 8S 1S", 4, 12, "'1S' is not a card"),
        ("spiderette\nstock: 7D X", 2, 11, "'X' is not a card"),
        ("spiderette\n1: ? | 9S ?", 2, 11, "'?' stands for a face-down card: put it before a '|'"),
        ("spiderette\n1: 9S ?", 2, 7, "'?' stands for a face-down card"),
        ("spiderette\n1: ? ? |", 2, 4, "column 1 has face-down cards but no face-up card on top"),
        ("spiderette\n1: 9S | 8S | 7S", 2, 12, "a column has at most one '|'"),
        ("game: klondike", 1, 7, "say which game first: 'game: spiderette' or 'game: spider', got 'klondike'"),
        ("1: 9S", 1, 1, "say which game first"),
        ("spiderette\n8: 9S", 2, 1, "spiderette has columns 1 to 7, not 8"),
        ("spider\n11: 9S", 2, 1, "spider has columns 1 to 10, not 11"),
        ("spiderette\nfoo: 1", 2, 1, "unknown field 'foo'"),
        ("spiderette\n  hello", 2, 3, "expected 'name: value' or 'N: cards', got 'hello'"),
        ("spiderette\nsuits: 3", 2, 8, "suits must be 1, 2 or 4, got 3"),
        ("spiderette\nsuits: two", 2, 8, "expected a whole number, got 'two'"),
        ("spiderette\nscore: 5OO", 2, 8, "expected a whole number, got '5OO'"),
        ("spiderette\nscoring: bonus", 2, 10, "scoring must be app, classic or reveal, got 'bonus'"),
        ("spiderette\nmoves: -1", 2, 8, "moves cannot be negative, got -1"),
        ("spiderette\nremoved: X", 2, 10, "a removed run is written by its suit (S, H, D or C), got 'X'"),
        ("spiderette\nremoved: S SS", 2, 12, "got 'SS'"),
        ("spiderette\nsuits: 2\nremoved: D", 3, 10, "a run of D cannot have been removed in a 2-suit spiderette"),
        ("spiderette\nsuits: 1\nremoved: S S S S S", 3, 10, "too many removed runs of S: a 1-suit spiderette has 4"),
        ("spiderette\nsuits: 4\n1: 8H\n2: 9S\n3:  4C 8H", 5, 8, "too many 8H (column 3): a 4-suit spiderette has 1"),
        ("spiderette\nsuits: 4\nremoved: H\n1: 8S\n2: 8H", 5, 4, "too many 8H (column 2): 0 left outside the removed"),
        ("spiderette\nsuits: 2\n1: 8H\n2: 5D", 4, 4, "5D (column 2) is not in a 2-suit game: spades and hearts only"),
        ("spiderette\nsuits: 1\n1: 8S 8S 8S\n2: 8S\nstock: 9S 8S", 5, 11, "too many 8S (the stock): a 1-suit"),
        ("spiderette\nstock: " + "? " * 53, 2, 112, "too many '?' (the stock): only 52 cards of the composition"),
        ("spiderette\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S AS", 2, 4, "column 1 holds a complete run K to A"),
        ("spiderette\n1: 9D\n2: ? | KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H AH 5C", 3, 4, "column 2 holds a complete run"),
        ("spiderette\ncode: SP1-S1-AAAAAAA", 2, 7, "the code 'SP1-S1-AAAAAAA' names a 1-suit spider game"),
        ("spiderette\ncode: hello", 2, 7, "'hello' is not a game code"),
        ("spiderette\n1: 9S\n1: 8S", 3, 1, "column 1 is given twice"),
        ("spiderette\ngame: spider", 2, 1, "'game' is given twice"),
        ("spiderette\n²: 9S", 2, 1, "unknown field '²'"),
    ],
)
def test_notation_errors_give_line_and_column(text, line, column, problem):
    with pytest.raises(NotationError) as e:
        Game.from_text(text)
    assert (e.value.line, e.value.column) == (line, column)
    assert problem in str(e.value)
    assert str(e.value).startswith(f"line {line}, column {column}: ")


@pytest.mark.parametrize("value", [None, 42, b"spiderette", ["spiderette"]])
def test_notation_must_be_text(value):
    with pytest.raises(GameError, match="the position must be text"):
        Game.from_text(value)


# --------------------------------------------------------------------- moves
@pytest.mark.parametrize(
    ("text", "move"),
    [("3>5x2", Move(3, 5, 2)), (" 3 > 5 x 2 ", Move(3, 5, 2)), ("10>1x13", Move(10, 1, 13)), ("1>2X1", Move(1, 2, 1))],
)
def test_move_text(text, move):
    assert Move.parse(text) == move
    assert Move.parse(str(move)) == move
    assert str(Move(3, 5, 2)) == "3>5x2"


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("3>5", "write the number of cards too, e.g. '3>5x1'"),
        ("3-5x2", "is not a move: write 'SRC>DST' or 'SRC>DSTxCOUNT'"),
        ("3>5x", "is not a move"),
        ("x>5x2", "is not a move"),
        ("", "is not a move"),
        ("deals", "is not a move"),
        ("3>>5", "is not a move"),
        ("-3>5x1", "is not a move"),
    ],
)
def test_bad_move_text(text, problem):
    with pytest.raises(MoveSyntaxError, match=problem):
        Move.parse(text)


@pytest.mark.parametrize("value", [None, 3, ("3", ">", "5")])
def test_move_text_of_the_wrong_type(value):
    with pytest.raises(GameTypeError, match="a move is written like '3>5x2'") as e:
        Move.parse(value)
    assert isinstance(e.value, TypeError) and isinstance(e.value, GameError)


def test_a_deal_is_one_value_everywhere(position):
    assert Move.parse("deal") is DEAL and Move.parse(str(DEAL)) is DEAL and Move.deal() is DEAL
    assert str(DEAL) == "deal" and DEAL.is_deal and not Move(1, 2, 1).is_deal
    g = position("1: 9S", "2: 10H", "3: 4D", "4: 4C", "5: 5C", "6: 6C", "7: 7C", stock="? ? ? ? ? ? ?")
    assert g.legal_actions() == [*g.legal_moves(), DEAL]
    assert g.play(DEAL) is DEAL
    assert DEAL not in g.legal_actions()


def test_play_infers_the_count(position):
    g = position("1: ? | 9S 8S 7S", "2: 9H", "3: 4D")
    assert g.parse_move("1>2") == Move(1, 2, 2)  # down to the 8S that fits on 9H
    assert g.parse_move("1>4") == Move(1, 4, 3)  # into an empty column: the whole movable group
    assert g.parse_move("3>2") == Move(3, 2, 1)  # nothing fits: one card, and play() says why
    assert g.play("1>2") == Move(1, 2, 2)
    with pytest.raises(IllegalMove) as e:
        g.play("3>2")
    assert e.value.rule == "place-one-higher"


def test_play_deal_text(position):
    g = position("1: 9S", "2: 10H", "3: 4D", "4: 4C", "5: 5C", "6: 6C", "7: 7C", stock="? ? ? ? ? ? ?")
    assert g.play(" Deal ") is DEAL
    assert g.moves == 1 and g.stock == ()
    with pytest.raises(IllegalMove, match="The stock is empty"):
        g.play("d")


@pytest.mark.parametrize("value", [None, 3, (1, 2), [1, 2, 3, 4], 3.5])
def test_play_refuses_other_things(position, value):
    g = position("1: 9S", "2: 10H")
    before = g.to_dict()
    with pytest.raises(GameError) as e:
        g.play(value)
    assert g.to_dict() == before
    assert isinstance(e.value, TypeError)  # a GameTypeError: wrong types are TypeErrors too
