"""Scripted players: what they choose, that they only play legal actions, and the statistics."""

from __future__ import annotations

import random

import pytest

from spiderette_widget import DEAL, Game, Move
from spiderette_widget.search.players import (
    any_placement,
    deal_early,
    deal_late,
    fill_empty_move,
    fill_plan,
    make_policy,
    play_out,
    progress_moves,
    random_player,
    reveal_first,
    same_suit_first,
    simulate,
    summarize,
    use_empty_columns,
    wilson_interval,
    workspace_plan,
)

PLAYERS = [random_player, any_placement, same_suit_first, reveal_first, use_empty_columns, deal_late, deal_early]

CHOICE = """
game: spiderette
1: ? | 7H
2: 8C
3: 10D
4: 8H
5: 4S
6: QD
7: 3D
"""


def features(game: Game) -> dict[str, dict[str, bool]]:
    return {str(m): f for m, f in progress_moves(game)}


# ------------------------------------------------------------- progress moves
def test_progress_moves_name_what_each_move_does():
    g = Game.from_text(CHOICE)
    f = features(g)
    assert set(f) == {"1>2x1", "1>4x1", "7>5x1"}
    assert f["1>2x1"]["reveals"] and not f["1>2x1"]["same_suit"]
    assert f["1>4x1"]["reveals"] and f["1>4x1"]["same_suit"]
    assert not f["7>5x1"]["reveals"] and f["7>5x1"]["empties"]


def test_undoing_or_swapping_a_join_is_not_progress():
    # 7H sits on 8S: moving it to 8C only swaps one join for another; 8S sits on 9S (same suit).
    g = Game.from_text("spiderette\n1: ? | 9S 8S 7H\n2: 8C\n3: 9H\n4: 8H")
    f = features(g)
    assert "1>2x1" not in f  # 7H: off-suit swap
    assert f["1>4x1"]["same_suit"]  # 7H onto 8H: a same-suit join replaces an off-suit one
    assert "1>3x2" not in f  # 8S 7H cannot move anyway; and 8S would undo a suited join
    legal = {str(m) for m in g.legal_moves()}
    assert "1>2x1" in legal  # the rules allow it, the players skip it


def test_moves_into_empty_columns_count_only_when_they_turn_up_a_card():
    g = Game.from_text("spiderette\n1: ? | 5H\n2: 9C 4S\n3: -")
    f = features(g)
    assert f["1>3x1"]["to_empty"] and f["1>3x1"]["reveals"]
    assert "2>3x1" not in f


def test_completing_a_run_is_flagged_and_taken_first():
    g = Game.from_text(
        "spiderette\n1: ? | KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S\n2: ? | AS\n3: ? | 2H\n4: 5C"
    )
    assert features(g)["2>1x1"]["completes"]
    for player in PLAYERS[:-1]:
        assert player(g, random.Random(0)) == Move(2, 1, 1)


# --------------------------------------------------------------- preferences
def test_each_player_follows_its_own_advice():
    g = Game.from_text(CHOICE)
    rng = random.Random(0)
    assert any_placement(g, rng) == Move(1, 2, 1)  # the first progress move, left to right
    assert same_suit_first(g, rng) == Move(1, 4, 1)  # 7H onto 8H
    assert reveal_first(g, rng) == Move(1, 2, 1)  # both moves of 7H reveal: first one
    assert deal_late(g, rng) == Move(1, 4, 1)
    h = Game.from_text("spiderette\n1: 9C 4D\n2: ? | 3S\n3: 5H\n4: 4C")
    assert any_placement(h, rng) == Move(1, 3, 1)  # 4D onto 5H, no card turned up
    assert reveal_first(h, rng) == Move(2, 1, 1)  # 3S onto 4D turns up a card


def test_random_player_uses_its_generator():
    g = Game.from_text(CHOICE)
    picks = {random_player(g, random.Random(seed)) for seed in range(20)}
    assert picks == {Move(1, 2, 1), Move(1, 4, 1), Move(7, 5, 1)}


def test_deal_early_deals_whenever_the_stock_allows():
    g = play_out(Game.new("spiderette", suits=1, seed=5), deal_early, max_actions=4)
    assert [kind for kind, *_ in g.log[1:]] == ["deal"] * 4


def test_deal_late_deals_only_when_no_progress_move_is_left():
    g = Game.new("spiderette", suits=2, seed=9)
    rng = random.Random(0)
    deals = 0
    while (action := deal_late(g, rng)) is not None:
        steps = action if isinstance(action, list) else [action]
        if steps[0] is DEAL:
            assert progress_moves(g) == [] and workspace_plan(g) is None
            deals += 1
        for step in steps:
            g.play(step)
    assert deals >= 1


# ----------------------------------------------------------- empty columns
def test_workspace_plan_parks_a_card_to_let_another_join_its_suit():
    g = Game.from_text("spiderette\n1: ? | 9S 8H\n2: 10S\n3: -\n4: 9D\n5: 7C")
    plan = workspace_plan(g)
    assert plan == [Move(1, 3, 1), Move(1, 2, 1)]
    for step in plan:
        g.play(step)
    assert g.turned_up == 1
    full = "spiderette\n1: ? | 9S 8H\n2: 10S\n3: 4D\n4: 9D\n5: 7C\n6: QH\n7: 2S"
    assert workspace_plan(Game.from_text(full)) is None  # no empty column


def test_fill_plan_fills_every_empty_column_then_deals():
    g = Game.from_text("spiderette\nstock: ? ? ? ? ? ? ?\n1: 9S 8S 7H\n2: 4D\n3: 6C 5C\n4: KH\n5: 2C\n6: -\n7: -")
    plan = fill_plan(g)
    assert plan[-1] is DEAL and len(plan) == 3
    assert plan[0] == Move(1, 6, 1)  # 7H sits on 8S of another suit: the loosest card
    for step in plan:
        g.play(step)
    assert g.moves == 3 and not g.stock
    assert fill_plan(Game.from_text("spiderette\n1: 5H\n2: -")) is None  # nothing to deal
    assert fill_empty_move(Game.from_text("spiderette\n1: 5H\n2: -\nstock: ? ? ? ? ? ? ?")) is None


# ---------------------------------------------------------------- playing out
@pytest.mark.parametrize("player", PLAYERS, ids=lambda p: p.__name__)
def test_players_play_legal_actions_and_rows_add_up(player):
    rows = simulate(15, player, suits=2)
    assert [r["code"] for r in rows] == [Game.new("spiderette", suits=2, seed=i).code for i in range(15)]
    for r in rows:
        assert r["policy"] == player.__name__
        assert r["moves"] == r["actions"]  # players never undo
        assert r["score"] == 500 - r["moves"] + 100 * r["removed"]  # the app profile
        assert r["won"] == (r["removed"] == 4)
        assert 0 <= r["deals"] <= 4 and 0 <= r["turned_up"] <= 21


def test_simulate_is_repeatable_and_takes_codes_and_profiles():
    assert simulate(8, random_player, suits=1) == simulate(8, random_player, suits=1)
    rows = simulate(["SD1-S4-AAAAABD", "SP1-S1-AAAAAAH"], deal_late, scoring="reveal")
    assert [r["code"] for r in rows] == ["SD1-S4-AAAAABD", "SP1-S1-AAAAAAH"]
    for r in rows:
        assert r["score"] == 100 * r["removed"] + 5 * r["turned_up"]


def test_the_847_example():
    g = play_out(Game.from_code("SD1-S1-AAAABNK"), deal_late)
    assert g.is_won and g.moves == 53 and g.score == 847 == 500 - 53 + 4 * 100


def test_spider_games_play_out_too():
    rows = simulate(3, deal_late, game="spider", suits=1)
    assert all(r["code"].startswith("SP1-S1-") and r["deals"] <= 5 for r in rows)


def test_play_out_respects_max_actions_and_stops_on_a_won_game():
    g = play_out(Game.new("spiderette", suits=1, seed=2), deal_late, max_actions=5)
    assert len(g.log) == 6
    won = play_out(Game.from_code("SD1-S1-AAAABNK"), deal_late)
    before = len(won.log)
    assert play_out(won, deal_late).log == won.log and len(won.log) == before


def test_make_policy_names_and_documents_the_player():
    p = make_policy("mine", reveal=True, deal="early")
    assert p.__name__ == "mine" and "reveal first=True" in p.__doc__ and "deals early" in p.__doc__


@pytest.mark.parametrize(
    ("call", "words"),
    [
        (lambda: make_policy("x", deal="sometimes"), "'late' or 'early'"),
        (lambda: play_out(Game.new(seed=1), "deal_late"), "policy must be a function"),
        (lambda: play_out(Game.new(seed=1), deal_late, max_actions=-1), "max_actions"),
        (lambda: simulate("SD1-S1-AAAAAAB", deal_late), "list of codes"),
        (lambda: simulate(-3, deal_late), ">= 0"),
        (lambda: simulate(["SD9-S1-AAAAAAB"], deal_late), "SD9"),
        (lambda: wilson_interval(5, 3), "wins <= n"),
    ],
)
def test_bad_input_says_what_is_wrong(call, words):
    with pytest.raises(ValueError, match=words):
        call()


# ---------------------------------------------------------------- statistics
def test_wilson_interval_and_summary():
    lo, hi = wilson_interval(62, 100)
    assert 0.52 < lo < 0.53 and 0.70 < hi < 0.71
    assert wilson_interval(0, 10)[0] == 0.0 and wilson_interval(10, 10)[1] == 1.0
    rows = simulate(10, deal_late, suits=1)
    s = summarize(rows)
    assert s["games"] == 10 and s["wins"] == sum(r["won"] for r in rows)
    assert s["ci_low"] <= s["win_rate"] <= s["ci_high"]
    assert s["mean_moves"] == sum(r["moves"] for r in rows) / 10
