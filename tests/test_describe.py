"""describe(): the spoken description of a position, word for word as in the seeds."""

from __future__ import annotations

import pytest
from positions import ENGLISH, POLISH, PORTUGUESE, SEED_EXAMPLE

from spiderette_widget import Game, GameError


@pytest.mark.parametrize(("lang", "sentence"), [("en", ENGLISH), ("pt", PORTUGUESE), ("pl", POLISH)])
def test_seed_example_word_for_word(lang, sentence):
    g = Game.from_text(SEED_EXAMPLE)
    assert g.describe(lang) == sentence


def test_default_language_is_english():
    assert Game.from_text(SEED_EXAMPLE).describe() == ENGLISH


def test_describe_does_not_change_the_game():
    g = Game.from_text(SEED_EXAMPLE)
    before = g.to_dict()
    g.describe("pl")
    assert g.to_dict() == before


MIXED = """\
game: spiderette
removed: D
stock: ? ? ?
1: ? ? | 9S 8S 7H
2: -
3: KH QH
4: ? | 2C
"""


@pytest.mark.parametrize(
    ("lang", "sentence"),
    [
        ("en", "Stock: 3 cards, 1 deal left; 1 run removed. Column 1: 2 hidden cards, then 9 of spades, 8 of spades "
               "and 7 of hearts; column 2: empty; column 3: 0 hidden cards, then king of hearts and queen of hearts; "
               "column 4: 1 hidden card, then 2 of clubs; column 5: empty; column 6: empty; column 7: empty."),
        ("pt", "Monte: 3 cartas, 1 distribuição restante; 1 sequência retirada. Coluna 1: 2 cartas ocultas, seguidas "
               "de 9 de espadas, 8 de espadas e 7 de copas; coluna 2: vazia; coluna 3: 0 carta oculta, seguida de rei "
               "de copas e dama de copas; coluna 4: 1 carta oculta, seguida de 2 de paus; coluna 5: vazia; coluna 6: "
               "vazia; coluna 7: vazia."),
        ("pl", "Stos dobierania: 3 karty, pozostałe rozdania: 1; usunięte sekwensy: 1. Kolumna 1: zakryte karty: 2, "
               "następnie 9 pik, 8 pik i 7 kier; kolumna 2: pusta; kolumna 3: zakryte karty: 0, następnie król kier "
               "i dama kier; kolumna 4: zakryte karty: 1, następnie 2 trefl; kolumna 5: pusta; kolumna 6: pusta; "
               "kolumna 7: pusta."),
    ],
)
def test_removed_run_empty_columns_last_deal_and_several_cards(lang, sentence):
    assert Game.from_text(MIXED).describe(lang) == sentence


@pytest.mark.parametrize(
    ("lang", "head"),
    [
        ("en", "Stock: empty; 2 runs removed. Column 1: 0 hidden cards, then jack of clubs;"),
        ("pt", "Monte: vazio; 2 sequências retiradas. Coluna 1: 0 carta oculta, seguida de valete de paus;"),
        ("pl", "Stos dobierania: pusty; usunięte sekwensy: 2. Kolumna 1: zakryte karty: 0, następnie walet trefl;"),
    ],
)
def test_empty_stock_and_two_runs(lang, head):
    g = Game.from_text("spiderette\nremoved: S H\n1: JC\n2: 10C 9C")
    assert g.describe(lang).startswith(head)


@pytest.mark.parametrize(
    ("cards", "deals", "en", "pt", "pl"),
    [
        (1, 1, "1 card, 1 deal left", "1 carta, 1 distribuição restante", "1 karta, pozostałe rozdania: 1"),
        (2, 1, "2 cards, 1 deal left", "2 cartas, 1 distribuição restante", "2 karty, pozostałe rozdania: 1"),
        (3, 1, "3 cards", "3 cartas", "3 karty"),
        (4, 1, "4 cards", "4 cartas", "4 karty"),
        (5, 1, "5 cards", "5 cartas", "5 kart"),
        (7, 1, "7 cards, 1 deal left", "7 cartas, 1 distribuição restante", "7 kart, pozostałe rozdania: 1"),
        (10, 2, "10 cards, 2 deals left", "10 cartas, 2 distribuições restantes", "10 kart, pozostałe rozdania: 2"),
        (12, 2, "12 cards", "12 cartas", "12 kart"),
        (13, 2, "13 cards", "13 cartas", "13 kart"),
        (14, 2, "14 cards", "14 cartas", "14 kart"),
        (17, 3, "17 cards, 3 deals left", "17 cartas, 3 distribuições restantes", "17 kart, pozostałe rozdania: 3"),
        (21, 3, "21 cards", "21 cartas", "21 kart"),
        (22, 4, "22 cards, 4 deals left", "22 cartas, 4 distribuições restantes", "22 karty, pozostałe rozdania: 4"),
        (23, 4, "23 cards", "23 cartas", "23 karty"),
        (24, 4, "24 cards", "24 cartas", "24 karty"),
    ],
)
def test_stock_counts_and_plurals(cards, deals, en, pt, pl):
    g = Game.from_text("spiderette\nstock: " + " ".join(["?"] * cards) + "\n1: 9C")
    assert g.deals_left == deals
    assert g.describe("en").startswith(f"Stock: {en}")
    assert g.describe("pt").startswith(f"Monte: {pt}")
    assert g.describe("pl").startswith(f"Stos dobierania: {pl}")


SPIDER = """\
game: spider
suits: 4
stock: ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ? ?
1: ? ? ? ? ? | JC
2: ? ? ? ? ? | 9C
3: ? ? ? ? ? | 2D
4: ? ? ? ? ? | AH
5: ? ? ? ? | KS
6: ? ? ? ? | 4D
7: ? ? ? ? | 3S
8: ? ? ? ? | 6S
9: ? ? ? | 6D 5D
10: ? ? ? ? | 2C
"""


@pytest.mark.parametrize(
    ("lang", "head", "tail"),
    [
        ("en", "Stock: 50 cards, 5 deals left; no run removed. Column 1: 5 hidden cards, then jack of clubs;",
         "column 9: 3 hidden cards, then 6 of diamonds and 5 of diamonds; column 10: 4 hidden cards, then 2 of clubs."),
        ("pt", "Monte: 50 cartas, 5 distribuições restantes; nenhuma sequência retirada. Coluna 1: 5 cartas ocultas, "
               "seguidas de valete de paus;",
         "coluna 9: 3 cartas ocultas, seguidas de 6 de ouros e 5 de ouros; coluna 10: 4 cartas ocultas, seguidas de "
         "2 de paus."),
        ("pl", "Stos dobierania: 50 kart, pozostałe rozdania: 5; nie usunięto żadnego sekwensu. Kolumna 1: zakryte "
               "karty: 5, następnie walet trefl;",
         "kolumna 9: zakryte karty: 3, następnie 6 karo i 5 karo; kolumna 10: zakryte karty: 4, następnie 2 trefl."),
    ],
)
def test_spider_ten_columns(lang, head, tail):
    text = Game.from_text(SPIDER).describe(lang)
    assert text.startswith(head) and text.endswith(tail)
    assert text.count(";") == 10  # after the stock, and between the ten columns


@pytest.mark.parametrize(
    ("card", "en", "pt", "pl"),
    [("AS", "ace of spades", "ás de espadas", "as pik"), ("JH", "jack of hearts", "valete de copas", "walet kier"),
     ("QD", "queen of diamonds", "dama de ouros", "dama karo"), ("KC", "king of clubs", "rei de paus", "król trefl"),
     ("10H", "10 of hearts", "10 de copas", "10 kier")],
)
def test_card_names(card, en, pt, pl):
    g = Game.from_text(f"spiderette\n1: {card}")
    for lang, name in (("en", en), ("pt", pt), ("pl", pl)):
        assert g.describe(lang).split("; ", 2)[1].endswith(name)


def test_describe_after_a_deal_that_removed_a_run():
    g = Game.from_text("spiderette\nsuits: 1\nstock: AS 5S 6S 7S 8S 9S 10S\n"
                       "1: ? | KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S\n2: 4S\n3: 4S\n4: 3S\n5: 3S\n6: 2S\n7: 2S")
    g.deal()
    assert g.describe().startswith("Stock: empty; 1 run removed. Column 1: 0 hidden cards, then ")
    assert g.describe("pl").startswith("Stos dobierania: pusty; usunięte sekwensy: 1. Kolumna 1: zakryte karty: 0, ")


@pytest.mark.parametrize("lang", ["fr", "EN", "", None])
def test_unknown_language(lang):
    with pytest.raises(GameError, match="lang must be 'en', 'pt', 'pl' or 'es'"):
        Game.from_text(SEED_EXAMPLE).describe(lang)
