"""Hints: the documented heuristic, its wording, and what it never suggests."""

from __future__ import annotations

import random

import pytest

from spiderette_widget import Game, GameError, Move
from spiderette_widget.search._hints import Hint


def hint_of(text: str) -> Hint | None:
    return Game.from_text(text).hint()


def test_turns_up_a_card_in_three_languages():
    h = hint_of("spiderette\n1: 4S 2S | 9H\n2: 10S\n3: 10H\n")
    assert h is not None
    assert h.move == Move(1, 3, 1)  # onto 10H: the same suit first
    assert h.reason == "turns-up"
    assert h.why == "turns up a card in column 1"
    assert h.why_in("pt") == "vira uma carta na coluna 1"
    assert h.why_in("pl") == "odkrywa kartę w kolumnie 1"
    assert str(h) == "1>3x1: turns up a card in column 1"


def test_wording_follows_the_game_language():
    g = Game.from_text("spiderette\n1: 4S 2S | 9H\n2: 10S\n", lang="pt")
    assert g.hint().why == "vira uma carta na coluna 1"
    with pytest.raises(GameError, match="lang"):
        g.hint().why_in("de")


def test_completing_a_run_comes_first():
    h = hint_of(
        """spiderette
        removed: S S S
        1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S
        2: 2S AS
        """.replace("        ", "")
    )
    assert h.move == Move(2, 1, 2)
    assert h.reason == "completes-run"
    assert h.why == "completes a run in column 1"


def test_turning_up_prefers_a_card_to_an_empty_column_and_fewer_face_down_cards():
    h = hint_of("spiderette\n1: 2S 3S 4S | 9H\n2: 5S | 9D\n3: 10C\n4: -\n")
    # both 9s can go on 10C; column 2 has fewer face-down cards
    assert h.move == Move(2, 3, 1)
    assert h.why == "turns up a card in column 2"


def test_empties_a_column_on_the_way_to_a_turn_up():
    # 5H onto 6S empties column 1; a king can then go there and turn up a card.
    g = Game.from_text(
        "spiderette\nstock: ? ? ? ? ? ? ?\n1: 5H\n2: 6S\n3: 2C | KS\n4: 2D | KH\n5: 3C | KD\n6: 3D | KC\n7: 9D\n"
    )
    h = g.hint()
    assert h.move == Move(1, 2, 1)
    assert h.reason == "empties-column"
    assert dict(h.params)["steps"] == 2
    assert (h.why, h.why_in("pt"), h.why_in("pl")) == (
        "empties column 1",
        "esvazia a coluna 1",
        "opróżnia kolumnę 1",
    )


def test_builds_in_suit_names_the_cards():
    # 8H sits on 9S over a face-down card: 8H goes on 9H (same suit), then 9S on 10D turns it up.
    h = hint_of("spiderette\n1: AC | 9S 8H\n2: KD 9H\n3: QD 10D\n4: KH\n5: KS\n6: AH\n7: AD\n")
    assert h.move == Move(1, 2, 1)
    assert h.reason == "builds-in-suit"
    assert h.why == "builds 8♥ on 9♥ in suit"
    assert h.why_in("pt") == "coloca o 8♥ sobre o 9♥, do mesmo naipe"
    assert h.why_in("pl") == "kładzie 8♥ na 9♥ w tym samym kolorze"
    assert dict(h.params)["goal_column"] == 1


def test_lookahead_prepares_a_turn_up():
    # 5D leaves 10S for 6C, then 9H can go on 10S and turn up column 1's card.
    h = hint_of("spiderette\n1: 4S | 9H\n2: KC 10S 5D\n3: KD 6C\n4: KH\n5: KS\n6: AH\n7: AD\n")
    assert h.move == Move(2, 3, 1)
    assert h.reason == "prepares-turn-up"
    assert h.why == "the first of 2 moves that turn up a card in column 1"
    assert h.why_in("pt") == "a primeira de 2 jogadas para virar uma carta na coluna 1"
    assert h.why_in("pl") == "pierwszy z 2 ruchów, które odkryją kartę w kolumnie 1"


def test_fills_an_empty_column_before_a_deal():
    g = Game.from_text("spiderette\nstock: ? ? ? ? ? ? ?\n1: 9S 8H\n2: KD\n3: KH\n4: KS\n5: KC\n6: QC\n7: -\n")
    assert not g.can_deal()
    h = g.hint()
    assert h.reason == "fills-column" and h.move.dst == 7
    assert h.why == "fills column 7 so that the stock can deal"
    g.play(h.move)
    assert g.can_deal()


def test_wins_from_an_open_endgame():
    g = Game.from_text("spiderette\nremoved: S S S\n1: KS QS JS 10S 9S 8S\n2: 6S 5S 4S 3S 2S AS\n3: 7S\n")
    h = g.hint()
    assert h.reason == "wins"
    assert h.why == "starts a winning line of 2 moves"
    assert h.why_in("pt") == "começa uma linha vencedora de 2 jogadas"
    assert h.why_in("pl") == "zaczyna zwycięską linię liczącą 2 ruchy"
    assert h.move in (Move(3, 1, 1), Move(2, 3, 6))  # 7S onto 8S, or 6S..AS onto 7S


def test_never_splits_a_same_suit_group_or_moves_a_whole_column_to_an_empty_one():
    # 5S 4S could split (4S onto 5H) or the whole column could go to an empty column: neither helps.
    g = Game.from_text("spiderette\n1: 5S 4S\n2: KH 5H\n3: -\n")
    assert Move(1, 2, 1) in g.legal_moves() and Move(1, 3, 2) in g.legal_moves()
    assert g.hint() is None


def test_never_takes_back_the_previous_move():
    g = Game.from_text("spiderette\n1: KC 8S\n2: KD 8H\n3: QC 7D\n")
    g.play("3>1")  # 7D from 7D's column onto 8S; moving it back to 8H would be a lateral shuffle
    h = g.hint()
    assert h is None or h.move != Move(1, 3, 1)


def test_no_hint_when_won_and_never_a_deal():
    g = Game.from_text("spiderette\nremoved: S S S S\nstock: -\n")
    assert g.is_won and g.hint() is None
    g = Game.new("spiderette", suits=1, seed=5)
    h = g.hint()
    assert h is None or (isinstance(h.move, Move) and h.move.count >= 1)


def test_hints_are_legal_and_silent_when_stuck():
    rng = random.Random(7)
    checked_stuck = 0
    for seed in range(6):
        g = Game.new("spiderette", suits=rng.choice([1, 2, 4]), seed=seed)
        for _ in range(80):
            h = g.hint()
            if h is not None:
                g.check(h.move)  # raises if illegal
                assert g.is_stuck is False
            if g.is_stuck:
                checked_stuck += 1
                assert h is None
                break
            moves = g.legal_moves()
            if g.can_deal() and (not moves or rng.random() < 0.1):
                g.deal()
            elif moves:
                g.play(rng.choice(moves))
            else:
                break
    assert checked_stuck >= 1


def test_following_hints_and_dealing_when_silent_wins_most_easy_deals():
    won = 0
    for seed in range(6):
        g = Game.new("spiderette", suits=1, seed=seed)
        for _ in range(300):
            h = g.hint()
            if h is None:
                if not g.can_deal():
                    break
                g.deal()
            else:
                assert h.move in g.legal_moves()
                g.play(h.move)
        won += g.is_won
    assert won >= 3
