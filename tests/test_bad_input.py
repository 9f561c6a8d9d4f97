"""Bad input of every kind: a clear error of the package's own type, a short message, nothing changed."""

from __future__ import annotations

import copy
import tracemalloc

import pytest

from spiderette_widget import Card, CodeError, Game, GameError, GameTypeError, Move, NotationError
from spiderette_widget.engine._game import LOG_LIMIT

BIG = "9" * 5000  # over the 4,300 digits int() reads
HUGE = "x" * 10_000_000  # 10 MB
HUGE_INT = 10**5000  # a number str() refuses to write out


# ------------------------------------------------------------------ from_dict
@pytest.mark.parametrize("removed", [10**8, 10**9, 10**30, 5])
def test_from_dict_refuses_a_huge_removed_count_before_allocating(removed):
    d = Game.new("spiderette", seed=1).to_dict()
    d["removed"] = removed
    del d["removed_suits"]
    tracemalloc.start()
    try:
        says = r"'removed' must be a whole number of runs, got \d+ \(a spiderette has 4\)"
        with pytest.raises(GameError, match=says):
            Game.from_dict(d)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 50_000_000  # a list of 10**8 runs would take 800 MB


def test_from_dict_refuses_long_lists_and_huge_numbers_with_short_messages():
    base = Game.new("spider", seed=1).to_dict()
    cases = {
        "stock": ["AS"] * 1_000_000,
        "removed_suits": ["S"] * 1_000_000,
        "game": HUGE,
        "scoring": HUGE,
        "code": 7,
        "score": HUGE_INT,
        "moves": HUGE_INT,
        "suits": HUGE,
    }
    for key, value in cases.items():
        d = dict(base, **{key: value})
        with pytest.raises(GameError) as caught:
            Game.from_dict(d)
        assert key in str(caught.value) and len(str(caught.value)) < 250, (key, str(caught.value)[:300])


# ------------------------------------------------------------------ Game.new
@pytest.mark.parametrize(
    ("kwargs", "says"),
    [
        ({"suits": True}, "suits must be 1, 2 or 4, got True"),
        ({"suits": 2.0}, "suits must be 1, 2 or 4, got 2.0"),
        ({"suits": "2"}, "suits must be 1, 2 or 4, got '2'"),
        ({"game": ["spider"]}, "game must be 'spiderette' or 'spider', got ['spider']"),
        ({"seed": True}, "seed must be a whole number from 0 to"),
        ({"seed": 3.0}, "seed must be a whole number from 0 to"),
        ({"scoring": 1}, "scoring must be one of app, classic, reveal, got 1"),
    ],
)
def test_new_refuses_a_wrong_type_with_a_type_error_of_its_own(kwargs, says):
    with pytest.raises(GameTypeError if "scoring" not in kwargs else GameError) as caught:
        Game.new(**kwargs)
    assert str(caught.value).startswith(says)
    assert isinstance(caught.value, GameError)


def test_a_wrong_type_is_a_type_error_and_a_wrong_value_a_value_error():
    with pytest.raises(TypeError):
        Game.new(suits=True)
    with pytest.raises(ValueError):
        Game.new(suits=3)
    with pytest.raises(GameTypeError):
        Game.new().play(3.5)


# ------------------------------------------------------------------- moves
@pytest.mark.parametrize("text", ["²>3", "1>³", "١>٢", "1>2x²", "𝟏>𝟐", "1_0>2", "+1>2", BIG + ">2", "1>" + BIG])
def test_play_reads_only_ascii_digits_and_refuses_the_rest(text):
    g = Game.new("spiderette", seed=5)
    before = g.to_dict()
    with pytest.raises(GameError, match=r"is not a move: write 'SRC>DST' or 'SRC>DSTxCOUNT' in digits 0-9") as caught:
        g.play(text)
    assert len(str(caught.value)) < 250 and g.to_dict() == before


def test_huge_numbers_in_a_move_value_give_the_rule_not_a_crash():
    g = Game.new("spiderette", seed=5)
    with pytest.raises(GameError, match="There is no column <a number of about 5,001 digits>"):
        g.play(Move(HUGE_INT, 1, 1))
    with pytest.raises(GameError, match="is not a number of cards"):
        g.play(Move(1, 2, -HUGE_INT))


# --------------------------------------------------------------- from_text
@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("spiderette\nscore: " + BIG, "line 2, column 8: expected a whole number of at most 12 digits"),
        ("spiderette\nmoves: ١٢", "line 2, column 8: expected a whole number, got '١٢'"),
        ("spiderette\nscore: 1_000", "line 2, column 8: expected a whole number, got '1_000'"),
        ("spiderette\nsuits: ²", "line 2, column 8: expected a whole number, got '²'"),
        ("spiderette\n" + BIG + ": AS", "line 2, column 1: a column is numbered 1 to 10, not '9999"),
        ("spiderette\n1: " + HUGE, "line 2, column 4: 'xxxxxxxx"),
        (HUGE, "line 1, column 1: expected 'name: value' or 'N: cards', got 'xxxx"),
        ("spiderette\n" + HUGE + ": AS", "line 2, column 1: unknown field 'xxxx"),
        ("spiderette\nremoved: " + HUGE, "line 2, column 10: a removed run is written by its suit"),
    ],
)
def test_from_text_refuses_odd_numbers_and_quotes_only_an_excerpt(text, says):
    with pytest.raises(NotationError) as caught:
        Game.from_text(text)
    assert str(caught.value).startswith(says) and len(str(caught.value)) < 250, str(caught.value)[:300]


def test_ten_megabytes_of_bad_input_give_a_short_message_everywhere():
    g = Game.new()
    calls = [
        lambda: Game.from_code(HUGE),
        lambda: Card.parse(HUGE),
        lambda: Move.parse(HUGE),
        lambda: g.play(HUGE),
        lambda: g.play([HUGE] * 3),
        lambda: Game.new(HUGE),
        lambda: Game.new(scoring=HUGE),
        lambda: Game.from_text(HUGE),
    ]
    for call in calls:
        with pytest.raises(GameError) as caught:
            call()
        assert len(str(caught.value)) < 250, str(caught.value)[:300]
    with pytest.raises(CodeError, match=r"^'xxxx.*… \(10,000,000 characters\) is not a game code"):
        Game.from_code(HUGE)


# ------------------------------------------------------- copies and the log
@pytest.mark.parametrize("how", [copy.copy, copy.deepcopy, Game.copy])
def test_a_copy_shares_nothing_with_the_original(how):
    g = Game.new("spiderette", seed=29)
    before = g.to_dict()
    other = how(g)
    other.play(other.legal_moves()[0])
    other.deal() if other.can_deal() else None
    assert g.to_dict() == before and g.moves == 0 and len(g.log) == 1
    assert other.to_dict() != before
    g.undo() if g.can_undo else None
    assert other.can_undo


def test_the_log_is_bounded_and_keeps_the_start_and_the_latest_actions():
    g = Game.from_text("spiderette\nscoring: classic\n1: 9S\n2: 10H\n3: 10D")
    for _ in range(LOG_LIMIT):  # 2 * LOG_LIMIT moves to and fro: far more entries than kept
        g.play("1>2")
        g.play("2>1")
    assert g.moves == 2 * LOG_LIMIT
    assert len(g.log) <= LOG_LIMIT and g.log[0] == ("start", 0, 500, 0)
    assert g.log[-1] == ("move", g.moves, g.score, 0) and g.log[-2] == ("move", g.moves - 1, g.score + 1, 0)
