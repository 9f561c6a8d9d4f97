"""Game codes: the same code gives the same deal, forever."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from spiderette_widget import CodeError, Game
from spiderette_widget.engine._codes import make_code, parse_code, shuffled, splitmix64

# The deals as to_text() wrote them when the shuffle was fixed. Computed once and
# pasted here: a change to the shuffle, the deck order or the dealing order fails loudly.
PINNED = {
    "SD1-S1-AAAAAAA": """\
game: spiderette
suits: 1
scoring: app
code: SD1-S1-AAAAAAA
score: 500
moves: 0
removed: -
stock: QS 10S QS JS 3S 4S 2S 9S 3S KS AS 7S 9S 7S JS 6S KS 4S 7S 5S 6S 4S KS 10S
1: 8S
2: JS | 9S
3: 2S 2S | QS
4: 6S 10S 3S | AS
5: JS 7S 9S 8S | QS
6: KS 5S 2S 3S 5S | AS
7: 6S 4S 10S 5S 8S 8S | AS
""",
    "SD1-S2-AAAAABD": """\
game: spiderette
suits: 2
scoring: app
code: SD1-S2-AAAAABD
score: 500
moves: 0
removed: -
stock: 8H 9S 4H 2S 7S KS 4S KH 5S JH QS QH 10H 6H 8S QH 8H 7S 4S KH 10S 6S JS JS
1: 5S
2: 6S | AS
3: 8S AH | JH
4: 9H 3H 10H | 9H
5: 5H 2S 3S 6H | AS
6: 2H 7H 3H 9S 3S | 4H
7: 7H AH 2H KS 5H 10S | QS
""",
    "SD1-S2-AAAAABQ": """\
game: spiderette
suits: 2
scoring: app
code: SD1-S2-AAAAABQ
score: 500
moves: 0
removed: -
stock: 4S 3H 10S JH 4S 6H 7H 3H 8H QH 9H KS 5S 6S QH 9H JH QS 3S 9S QS 9S JS 10S
1: 7S
2: 3S | KS
3: AH 2H | AS
4: AS KH 10H | 5S
5: 8H JS 2S 4H | 6S
6: 5H 2H 5H 6H AH | 7H
7: 2S 8S 8S 4H 7S KH | 10H
""",
    "SD1-S4-ZZZZZZZ": """\
game: spiderette
suits: 4
scoring: app
code: SD1-S4-ZZZZZZZ
score: 500
moves: 0
removed: -
stock: KD 4S 5D 9D 3C KH 2S KS QD 7C 5S 4D JH 3H AC QC AH 7S 10C 10H 7D 5H QH 3D
1: 6C
2: 5C | JD
3: 4H 4C | 2C
4: AS 7H 9S | 10S
5: AD KC 3S 6D | 8D
6: 10D JC 6H 2D QS | 2H
7: 8C 8H 8S 9H 6S JS | 9C
""",
    "SP1-S1-AAAAAAA": """\
game: spider
suits: 1
scoring: classic
code: SP1-S1-AAAAAAA
score: 500
moves: 0
removed: -
stock: 5S 6S 8S AS 7S 7S 8S 6S 10S 4S 8S QS 2S 7S 2S 2S 9S QS 5S KS 3S 4S 7S 4S JS 3S 7S 3S 10S JS AS 2S JS KS QS 9S 4S 6S 4S AS 7S 10S AS 8S 10S 9S KS 5S QS 10S
1: 3S 8S JS 6S 4S | 2S
2: 10S 7S AS 8S 10S | 6S
3: AS KS JS KS 5S | 9S
4: 5S 9S 3S QS 5S | JS
5: QS 10S 8S 3S | JS
6: 2S AS 9S KS | KS
7: 4S 7S 5S 9S | 6S
8: 2S 2S 6S 3S | KS
9: AS QS JS 8S | 4S
10: 9S 5S 3S 6S | QS
""",  # noqa: E501
    "SP1-S2-HELLOAB": """\
game: spider
suits: 2
scoring: classic
code: SP1-S2-HELLOAB
score: 500
moves: 0
removed: -
stock: 3H JH AS 9S 4S 2S 7H KS 10S 2H 3S JS 5H 4S 7H 2S 8H 7H 4H 10S KS KH 9S 4H 5S JH 9H AS 2H 9S 2S JH AH 3S 8S 9H 9H 6S 8S QS 3H KH 5H 7S 4S 8H 8H 4H 5H KH
1: KS 7H 7S AH 4H | 2H
2: 5S KH 4S 2S AS | QS
3: 8H 2H 3H AH 6S | JS
4: 6S 5S 6H 10H KS | JS
5: 10S 3S 8S 8S | 6H
6: 6S QH 10H 9S | 7S
7: JH QS 6H QH | AH
8: 10H 9H 6H AS | 5H
9: 5S QH 7S 3S | JS
10: 3H 10S QH QS | 10H
""",  # noqa: E501
    "SP1-S4-AAAAABQ": """\
game: spider
suits: 4
scoring: classic
code: SP1-S4-AAAAABQ
score: 500
moves: 0
removed: -
stock: 9C KD AS QH 5S JH 4S 6H 8S 3D 9D 2C 3S 10D 5C KH 8H 5C 2D 2S JD AC 5D 4S 6D 7D KS 9H JS 10C 6D 10C AS 7C 4H 6C 9S AD 3C QC QD 8D AC KC 4C QC 6S 7S 7H 10S
1: QH 6S 9S 5D AH | 10H
2: 8C 4D 5S 8D 3D | JS
3: 8S QS AD QS 5H | 7D
4: JH KD 9H 3H 10S | AH
5: 9D 5H 4C 4D | JC
6: 8H 6C JD 9C | QD
7: 3S 7H 10D 2H | JC
8: 3C 8C 10H 3H | KC
9: 7S KS 2H 2S | KH
10: 2C 7C 4H 6H | 2D
""",  # noqa: E501
}


@pytest.mark.parametrize("code", list(PINNED))
def test_code_gives_its_pinned_deal(code):
    g = Game.from_code(code)
    assert g.code == code
    assert g.to_text() == PINNED[code]


def test_same_code_same_deal_whatever_the_scoring():
    a = Game.from_code("SD1-S2-AAAAABD", scoring="reveal")
    b = Game.from_code("sd1-s2-aaaaabd")  # codes are read case-insensitively
    assert a.columns == b.columns and a.stock == b.stock


@pytest.mark.parametrize(
    ("code", "game", "suits", "number"),
    [
        ("SD1-S1-AAAAAAA", "spiderette", 1, 0),
        ("SD1-S2-AAAAABD", "spiderette", 2, 29),  # 1 * 26 + 3
        ("SD1-S1-AAAAABD", "spiderette", 1, 29),  # the seeds' example
        ("SP1-S4-AAAAABQ", "spider", 4, 42),
        ("SD1-S4-ZZZZZZZ", "spiderette", 4, 26**7 - 1),
    ],
)
def test_code_names_game_suits_and_deal_number(code, game, suits, number):
    assert parse_code(code) == (game, suits, number)
    assert make_code(game, suits, number) == code
    assert Game.new(game, suits=suits, seed=number).code == code


def test_splitmix64_reference_values_for_seed_0():
    """The first outputs of splitmix64.c (Vigna) from state 0, as published."""
    rng = splitmix64(0)
    assert [next(rng) for _ in range(4)] == [
        0xE220A8397B1DCDAF,
        0x6E789E6AA1B965F4,
        0x06C45D188009454F,
        0xF88BB8A8724C81EC,
    ]


def test_shuffle_is_fisher_yates_from_the_end():
    # 3 cards: i = 2 swaps with next() % 3, then i = 1 with next() % 2.
    rng = splitmix64(0)
    j2, j1 = next(rng) % 3, next(rng) % 2
    expected = [10, 20, 30]
    expected[2], expected[j2] = expected[j2], expected[2]
    expected[1], expected[j1] = expected[j1], expected[1]
    assert shuffled([10, 20, 30], 0) == expected


def test_seed_none_gives_a_code_that_reproduces_the_deal():
    for game in ("spiderette", "spider"):
        g = Game.new(game, suits=4)
        assert g.code is not None
        again = Game.from_code(g.code)
        assert again.to_dict() == g.to_dict()


@given(st.sampled_from(["spiderette", "spider"]), st.sampled_from([1, 2, 4]), st.integers(0, 26**7 - 1))
def test_every_deal_number_round_trips(game, suits, number):
    code = make_code(game, suits, number)
    assert parse_code(code) == (game, suits, number)
    assert len(code) == 14


@pytest.mark.parametrize(
    ("code", "problem"),
    [
        ("SD1-S3-AAAAAAA", "the second part must be S1, S2 or S4 (the suit count), not 'S3'"),
        ("SX1-S1-AAAAAAA", "the code must start with SD1 (Spiderette) or SP1 (Spider), not 'SX1'"),
        ("SD1-S1-AAAAAA", "the deal must be 7 letters A-Z, not 'AAAAAA'"),
        ("SD1-S1-AAAAAAAA", "the deal must be 7 letters A-Z, not 'AAAAAAAA'"),
        ("SD1-S1-AAAA1AA", "the deal must be 7 letters A-Z, not 'AAAA1AA'"),
        ("SD1-S1-ÀAAAAAA", "the deal must be 7 letters A-Z"),
        ("SD1S1AAAAAAA", "expected three parts like 'SD1-S2-AAAAABD'"),
        ("SD1-S1-AAA-AAAA", "expected three parts"),
        ("", "expected three parts"),
        ("   ", "expected three parts"),
    ],
)
def test_malformed_codes_say_what_is_wrong(code, problem):
    with pytest.raises(CodeError) as e:
        Game.from_code(code)
    assert problem in str(e.value)
    assert isinstance(e.value, ValueError)


@pytest.mark.parametrize("code", [None, 29, b"SD1-S1-AAAAAAA", ["SD1-S1-AAAAAAA"]])
def test_a_code_must_be_text(code):
    with pytest.raises(CodeError, match="a game code is text like 'SD1-S2-AAAAABD'"):
        Game.from_code(code)


@pytest.mark.parametrize(
    ("kwargs", "problem"),
    [
        ({"seed": -1}, "seed must be a whole number from 0 to 8031810175, got -1"),
        ({"seed": 26**7}, "seed must be a whole number from 0 to 8031810175, got 8031810176"),
        ({"seed": 1.5}, "seed must be a whole number"),
        ({"seed": "42"}, "seed must be a whole number"),
        ({"suits": 3}, "suits must be 1, 2 or 4, got 3"),
        ({"game": "klondike"}, "game must be 'spiderette' or 'spider', got 'klondike'"),
    ],
)
def test_bad_new_game_arguments(kwargs, problem):
    with pytest.raises(ValueError, match=problem):
        Game.new(**{"game": "spiderette", "suits": 1, **kwargs})
