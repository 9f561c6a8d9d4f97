"""One test per rule and number of docs/rules.md (the table, moving, dealing, runs), mostly as tables."""

from __future__ import annotations

from collections import Counter

import pytest

from spiderette_widget import Card, Game, IllegalMove, Move

RUN_TO_2 = "KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S"  # a spade run missing its ace


def up(game: Game, col: int) -> list[str]:
    return [str(c) for c in game.columns[col - 1].up]


# ------------------------------------------------------------------ layouts
@pytest.mark.parametrize(
    ("game", "sizes", "hidden", "stock", "deals"),
    [
        ("spiderette", [1, 2, 3, 4, 5, 6, 7], 21, 24, 4),
        ("spider", [6, 6, 6, 6, 5, 5, 5, 5, 5, 5], 44, 50, 5),
    ],
)
@pytest.mark.parametrize("suits", [1, 2, 4])
def test_first_layout(game, sizes, hidden, stock, deals, suits):
    g = Game.new(game, suits=suits, seed=12345)
    assert [len(c.hidden) + len(c.up) for c in g.columns] == sizes
    assert sum(sizes) == (28 if game == "spiderette" else 54)
    assert [len(c.up) for c in g.columns] == [1] * len(sizes)  # only the last card of each column is face up
    assert sum(len(c.hidden) for c in g.columns) == hidden
    assert len(g.stock) == stock
    assert g.deals_left == deals
    assert g.removed == 0 and not g.is_won


@pytest.mark.parametrize(
    ("game", "suits", "composition"),
    [
        ("spiderette", 1, {"S": 4}),
        ("spiderette", 2, {"S": 2, "H": 2}),
        ("spiderette", 4, {"S": 1, "H": 1, "D": 1, "C": 1}),
        ("spider", 1, {"S": 8}),
        ("spider", 2, {"S": 4, "H": 4}),
        ("spider", 4, {"S": 2, "H": 2, "D": 2, "C": 2}),
    ],
)
def test_suit_composition(game, suits, composition):
    g = Game.new(game, suits=suits, seed=777)
    cards = [c for col in g.columns for c in col.hidden + col.up] + list(g.stock)
    expected = Counter({Card.make(r, s): copies for s, copies in composition.items() for r in range(1, 14)})
    assert Counter(cards) == expected
    assert len(cards) == (52 if game == "spiderette" else 104)


def test_spiderette_deals_seven_seven_seven_then_three_onto_columns_1_to_3():
    g = Game.new("spiderette", suits=4, seed=3)
    dealt = []
    for _ in range(4):
        before = [len(c.hidden) + len(c.up) for c in g.columns]
        stock = [str(c) for c in g.stock]
        g.deal()
        after = [len(c.hidden) + len(c.up) for c in g.columns]
        grew = [i + 1 for i, (a, b) in enumerate(zip(before, after, strict=True)) if b == a + 1]
        dealt.append(len(grew))
        # one face-up card per column from the first column onwards, next stock card first
        assert [up(g, i)[-1] for i in grew] == stock[: len(grew)]
        assert grew == list(range(1, len(grew) + 1))
    assert dealt == [7, 7, 7, 3]
    assert g.deals_left == 0 and g.stock == ()
    with pytest.raises(IllegalMove) as e:
        g.deal()
    assert e.value.rule == "stock-empty"
    assert str(e.value) == "The stock is empty: there is nothing more to deal."


def test_spider_deals_five_times_ten():
    g = Game.new("spider", suits=4, seed=3)
    for left in (5, 4, 3, 2, 1):
        assert g.deals_left == left
        before = [len(c.up) for c in g.columns]
        g.deal()
        assert [len(c.up) for c in g.columns] == [b + 1 for b in before]
    assert len(g.stock) == 0 and not g.can_deal()
    with pytest.raises(IllegalMove, match="stock is empty"):
        g.deal()


# ------------------------------------------------------------- moves, as a table
# (what the table shows, position lines, move, refused rule or None)
MOVES = [
    ("9 of hearts on 10 of spades: suit is ignored", ["1: 9H", "2: 10S"], "1>2x1", None),
    ("a queen on a king", ["1: QD", "2: KS"], "1>2x1", None),
    ("red on red is fine too", ["1: 6D", "2: 7H"], "1>2x1", None),
    ("not one rank higher", ["1: 5S", "2: 9S"], "1>2x1", "place-one-higher"),
    ("same rank", ["1: 5S", "2: 5H"], "1>2x1", "place-one-higher"),
    ("going up is refused", ["1: 6S", "2: 5S"], "1>2x1", "place-one-higher"),
    ("nothing on an ace", ["1: 2S", "2: AH"], "1>2x1", "nothing-on-ace"),
    ("not even an ace on an ace", ["1: AS", "2: AH"], "1>2x1", "nothing-on-ace"),
    ("an ace never on a king", ["1: AS", "2: KH"], "1>2x1", "no-wrap-around"),
    ("a king never on a card", ["1: KS", "2: QH"], "1>2x1", "king-only-to-empty"),
    ("a king not on a king", ["1: KS", "2: KH"], "1>2x1", "king-only-to-empty"),
    ("a king into an empty column", ["1: KS", "2: 4H"], "1>3x1", None),
    ("a queen into an empty column", ["1: QS", "2: 4H"], "1>3x1", None),
    ("an ace into an empty column", ["1: AS", "2: 4H"], "1>3x1", None),
    ("a one-suit group into an empty column", ["1: 5S 4S 3S", "2: 4H"], "1>3x3", None),
    ("part of a one-suit group into an empty column", ["1: 5S 4S 3S", "2: 4H"], "1>3x2", None),
    ("a one-suit group on one rank higher", ["1: 5S 4S 3S", "2: 6H"], "1>2x3", None),
    ("the group's first card must fit", ["1: 5S 4S 3S", "2: 6H"], "1>2x2", "place-one-higher"),
    ("a mixed-suit group does not lift", ["1: 9S 8S 7H", "2: 10D"], "1>2x3", "lift-one-suit"),
    ("a mixed-suit group not even into an empty column", ["1: 9S 8S 7H", "2: 4D"], "1>3x3", "lift-one-suit"),
    ("ranks must descend one by one", ["1: 9S 7S", "2: 10D"], "1>2x2", "lift-descending"),
    ("no face-down card is lifted", ["1: ? | 5S", "2: 6H"], "1>2x2", "lift-face-down"),
    ("never more than the column holds", ["1: 5S", "2: 6H"], "1>2x2", "lift-face-down"),
    ("not onto its own column", ["1: 5S", "2: 6H"], "1>1x1", "same-column"),
    ("nothing to take from an empty column", ["1: 5S", "2: 6H"], "3>2x1", "empty-source"),
    ("no column 8 in Spiderette", ["1: 5S", "2: 6H"], "1>8x1", "no-such-column"),
    ("no column 0", ["1: 5S", "2: 6H"], "0>2x1", "no-such-column"),
    ("zero cards is not a move", ["1: 5S", "2: 6H"], "1>2x0", "bad-count"),
]


@pytest.mark.parametrize(("lines", "move", "rule"), [m[1:] for m in MOVES], ids=[m[0] for m in MOVES])
def test_move_table(position, lines, move, rule):
    g = position(*lines)
    before = g.to_dict()
    m = Move.parse(move)
    if rule is None:
        assert m in g.legal_moves()
        moved = up(g, m.src)[-m.count :]
        g.play(m)
        assert up(g, m.dst)[-m.count :] == moved
        assert g.moves == 1
    else:
        assert m not in g.legal_moves()
        with pytest.raises(IllegalMove) as e:
            g.play(m)
        assert e.value.rule == rule
        assert g.to_dict() == before


def test_rulebook_example_9s_8s_7h(position):
    """A column ending 9S 8S 7H can't move as a unit; 7H alone can; then 9S 8S can."""
    g = position("1: 9S 8S 7H", "2: 10D", "3: 8C")
    assert g.movable(1) == 1
    with pytest.raises(IllegalMove) as e:
        g.play("1>2x3")
    assert e.value.rule == "lift-one-suit"
    assert str(e.value) == (
        "9♠ 8♠ 7♥ cannot move together: a group moves only when it is all one suit, and 7♥ is of another suit."
    )
    g.play("1>3x1")  # 7H on 8C
    assert up(g, 3) == ["8C", "7H"] and g.movable(1) == 2
    g.play("1>2x2")  # now 9S 8S go on 10D as a unit
    assert up(g, 2) == ["10D", "9S", "8S"] and up(g, 1) == []


def test_cards_never_taken_from_the_middle(position):
    # A move takes the last `count` cards: 8S can only leave together with the 7S on it.
    g = position("1: ? | 9S 8S 7S", "2: 9H", "3: 4D")
    assert [m for m in g.legal_moves() if m.dst == 2] == [Move(1, 2, 2)]
    with pytest.raises(IllegalMove) as e:
        g.play("1>2x1")  # 7S alone does not fit on 9H
    assert e.value.rule == "place-one-higher"
    with pytest.raises(IllegalMove) as e:
        g.play("1>2x4")  # more than the face-up cards: the face-down card stays
    assert e.value.rule == "lift-face-down"
    assert str(e.value) == "Column 1 has only 3 face-up cards: face-down cards cannot be moved."
    g.play("1>2x2")
    assert up(g, 1) == ["9S"] and up(g, 2) == ["9H", "8S", "7S"]


def test_empty_column_accepts_any_card_or_movable_group(position):
    g = position("1: ? | 10H 9H 8H 7H", "2: ? | 3C", "3: ? | KD", "4: ? | 9S 8D")
    to_empty = {m for m in g.legal_moves() if m.dst == 5}
    # every size of every movable group, any rank: not only a king
    assert to_empty == {Move(1, 5, k) for k in (1, 2, 3, 4)} | {Move(2, 5, 1), Move(3, 5, 1), Move(4, 5, 1)}
    g.play("3>5x1")
    assert up(g, 5) == ["KD"]


# ------------------------------------------------------------------ flipping
def test_flip_after_a_move(position):
    g = position("1: QH ? | 5S", "2: 6H")
    g.play("1>2")
    col = g.columns[0]
    assert len(col.hidden) == 1 and len(col.up) == 1  # the top face-down card turned up at once
    assert str(col.hidden[0]) == "QH"
    assert g.last_action["flipped"] == [1]
    assert g.turned_up == 1


def test_no_flip_while_a_face_up_card_remains(position):
    g = position("1: QH | 6C 5S", "2: 6H")
    g.play("1>2")
    assert [len(c) for c in g.columns[0]] == [1, 1]
    assert g.turned_up == 0 and g.last_action["flipped"] == []


def test_flip_after_a_run_removal(position):
    g = position(f"1: QH | {RUN_TO_2}", "2: AS", "3: 5H")
    g.play("2>1")
    assert g.removed == 1 and g.removed_suits == ("S",)
    assert g.columns[0] == ((), (Card.parse("QH"),))  # the card under the run turned up
    assert g.columns[1] == ((), ())
    assert g.last_action.as_dict() == {"kind": "move", "src": 2, "dst": 1, "count": 1, "runs": [1], "flipped": [1]}


# ------------------------------------------------------------------- dealing
@pytest.mark.parametrize(
    ("lines", "message"),
    [
        (["1: 5S", "2: 6S", "3: 7S", "4: 8S", "5: 9S", "6: 10S"],
         "The stock cannot deal while a column is empty: put a card in column 7 first."),
        (["1: 5S", "2: 6S", "4: 8S", "5: 9S", "7: 10S"],
         "The stock cannot deal while a column is empty: put a card in each of columns 3 and 6 first."),
    ],
)
def test_deal_refused_while_a_column_is_empty(position, lines, message):
    g = position(*lines, stock="? ? ? ? ? ? ?")
    before = g.to_dict()
    assert not g.can_deal()
    with pytest.raises(IllegalMove) as e:
        g.deal()
    assert e.value.rule == "deal-empty-column"
    assert str(e.value) == message
    with pytest.raises(IllegalMove):
        g.play("deal")
    assert g.to_dict() == before


def test_deal_in_spider_names_the_empty_column(position):
    lines = [f"{i}: {r}S" for i, r in zip(range(1, 10), ["A", "2", "3", "4", "5", "6", "7", "8", "9"], strict=True)]
    g = position(*lines, game="spider", stock=" ".join(["?"] * 10))
    with pytest.raises(IllegalMove, match="put a card in column 10 first") as e:
        g.check_deal()
    assert e.value.message("pt").endswith("coloque primeiro uma carta na coluna 10.")
    assert e.value.message("pl").endswith("najpierw połóż kartę w kolumnie 10.")


# --------------------------------------------------------------- completed runs
def test_run_removed_after_a_move(position):
    g = position(f"1: ? ? | {RUN_TO_2}", "2: 5H AS", "3: 7C")
    g.play("2>1")
    assert g.removed == 1 and g.removed_suits == ("S",)
    assert len(g.columns[0].hidden) == 1 and len(g.columns[0].up) == 1
    assert up(g, 2) == ["5H"]
    assert g.score == 500 - 1 + 100


def test_run_removed_by_a_group_move(position):
    g = position("1: KH QH JH 10H 9H 8H", "2: ? | 7H 6H 5H 4H 3H 2H AH", "3: 3C")
    g.play("2>1")
    assert g.removed == 1 and g.removed_suits == ("H",)
    assert up(g, 1) == [] and len(up(g, 2)) == 1


def test_run_removed_after_a_deal(position):
    g = position(f"1: ? | {RUN_TO_2}", "2: 5D", "3: 6D", "4: 7D", "5: 8D", "6: 9D", "7: 10D",
                 stock="AS ? ? ? ? ? ?")
    g.deal()
    assert g.removed == 1
    assert len(g.columns[0].up) == 1 and g.columns[0].hidden == ()


def test_a_deal_completes_runs_in_two_columns_at_once(position):
    g = position(
        f"1: ? | {RUN_TO_2}", f"2: ? | {RUN_TO_2}", "3: 5S", "4: 5S", "5: 6S", "6: 6S", "7: ? | 7S",
        stock="AS AS 8S 8S 7S 10S 10S", suits=1,
    )
    g.deal()
    assert g.removed == 2 and g.removed_suits == ("S", "S")
    last = {"kind": "deal", "columns": [1, 2, 3, 4, 5, 6, 7], "runs": [1, 2], "flipped": [1, 2]}
    assert g.last_action.as_dict() == last
    assert [len(c.up) for c in g.columns[:2]] == [1, 1]  # each run's face-down card turned up
    assert g.score == 500 - 1 + 200
    g.undo()  # both runs come back with the deal
    assert g.removed == 0 and up(g, 1) == RUN_TO_2.split() and len(g.stock) == 7


@pytest.mark.parametrize(
    "column",
    [
        "KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S AH",  # the ace is of another suit
        "KH QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S AS",  # the king is of another suit
        "KS QS JS 10S 9S 8D 7S 6S 5S 4S 3S 2S AS",  # one card in the middle
    ],
)
def test_mixed_suit_king_to_ace_stays(position, column):
    cards = column.split()
    g = position(f"1: {' '.join(cards[:-1])}", f"2: 5C {cards[-1]}")
    g.play("2>1")
    assert g.removed == 0
    assert up(g, 1) == cards


def test_run_must_be_face_up_and_uninterrupted(position):
    # KS under a face-down card does not count: the run is not complete.
    g = position("1: KS | QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S", "2: 5C AS")
    g.play("2>1")
    assert g.removed == 0


# ---------------------------------------------------------------- end of game
@pytest.mark.parametrize(
    ("game", "removed", "runs"),
    [("spiderette", "S H D", 4), ("spider", "S S H H D D C", 8)],
)
def test_won_when_every_run_is_removed(position, game, removed, runs):
    g = position("1: KC QC JC 10C 9C 8C 7C 6C 5C 4C 3C 2C", "2: AC", game=game, removed=removed, suits=4)
    assert not g.is_won
    g.play("2>1")
    assert g.removed == runs and g.is_won
    assert all(c == ((), ()) for c in g.columns) and g.stock == ()
    assert g.legal_moves() == [] and not g.can_deal()
    assert not g.is_stuck


def test_stuck_position_is_not_won_and_cannot_deal(position):
    g = position("1: ? | AS", "2: ? | AH", "3: ? | AD", "4: ? | AC", "5: ? | KS", "6: ? | KH", "7: ? | KD",
                 suits=4)
    assert g.legal_moves() == [] and not g.can_deal() and not g.is_won
    assert g.is_stuck
