"""The catalog of words: complete in every language, and every text renders right for any count."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from spiderette_widget import Card, Game, Move
from spiderette_widget.text._words import (
    KEYS,
    LANGS,
    card_face,
    faces,
    keys,
    labels,
    message_ids,
    phrase,
    plural_category,
    rule_text,
    say,
    template,
    variables,
)

PACKAGE = Path(__file__).resolve().parents[1] / "spiderette_widget"
COUNTS = [*range(26), 101, 112, 122]
CODE = re.compile(r"\b(10|[2-9AJQK])[SHDC]\b")  # an English card code: 9H, QD, 10S
# describe() keeps seed 000's slip "0 carta oculta": Portuguese alone needs the seeds' count
ONLY_IN = {("describe.column", "pt"): {"seed"}}
# a count a translation's grammar does not need: Spanish says "adonde tiene que ir el grupo 9♠ 8♠" for any count
LEFT_OUT = {("puzzle.alt-covers", "es"): {"n"}, ("puzzle.alt-fills", "es"): {"n"}, ("puzzle.key-frees", "es"): {"n"}}


def test_every_key_is_in_every_language_with_the_same_placeholders():
    for lang in LANGS:
        assert set(message_ids(lang)) == set(KEYS), lang
    for key in KEYS:
        names = {
            lang: variables(key, lang) - ONLY_IN.get((key, lang), set()) | LEFT_OUT.get((key, lang), set())
            for lang in LANGS
        }
        assert all(names[lang] == names["en"] for lang in LANGS), (key, names)
        texts = {lang: template(key, lang) for lang in LANGS}
        for lang in LANGS:
            ends = (texts[lang][:1].isspace(), texts[lang][-1:].isspace())
            assert ends == (texts["en"][:1].isspace(), texts["en"][-1:].isspace()), (key, lang)  # pieces glue alike


def test_every_rule_the_engine_raises_has_words_and_hint_reasons_stay_stable():
    engine = "\n".join(p.read_text() for p in PACKAGE.rglob("*.py"))
    rules = set(re.findall(r'IllegalMove\(\s*"([a-z-]+)"', engine))
    rules |= set(re.findall(r'rule = "([a-z-]+)"', (PACKAGE / "engine" / "_game.py").read_text()))  # undo's rules
    assert len(rules) > 10 and rules <= set(keys("rule."))
    assert set(keys("hint.")) == {
        "completes-run", "turns-up", "empties-column", "builds-in-suit", "wins", "arranges", "fills-column",
        "prepares-turn-up", "prepares-run",
    }  # fmt: skip


def test_plural_rule_per_language():
    counts = (1, 2, 3, 4, 5, 11, 12, 13, 14, 21, 22, 24, 25, 101, 102, 112, 122)
    assert [plural_category(n, "pl")[0] for n in counts] == [
        "o", "f", "f", "f", "m", "m", "m", "m", "m", "m", "f", "f", "m", "m", "f", "m", "f"]  # fmt: skip
    assert [plural_category(n, "pt") for n in (0, 1, 2, 101)] == ["other", "one", "other", "other"]  # "0 cartas"
    assert [plural_category(n, "en") for n in (0, 1, 2)] == ["other", "one", "other"]
    assert [plural_category(n, "es") for n in (0, 1, 2, 1_000_000)] == ["other", "one", "other", "many"]


@pytest.mark.parametrize(
    ("n", "dealt", "win"),
    [
        (1, "Rozdano 1 kartę.", "1 krok"),
        (2, "Rozdano 2 karty.", "2 kroki"),
        (5, "Rozdano 5 kart.", "5 kroków"),
        (12, "Rozdano 12 kart.", "12 kroków"),
        (13, "Rozdano 13 kart.", "13 kroków"),
        (14, "Rozdano 14 kart.", "14 kroków"),
        (22, "Rozdano 22 karty.", "22 kroki"),
        (112, "Rozdano 112 kart.", "112 kroków"),
        (122, "Rozdano 122 karty.", "122 kroki"),
    ],
)
def test_polish_counts(n, dealt, win):
    assert phrase("dealt", "pl", n=n) == dealt
    assert phrase("solve_win", "pl", n=n) == f"Tę partię da się wygrać: zwycięska linia liczy {win}."


def test_portuguese_and_english_counts():
    assert phrase("dealt", "pt", n=1) == "Foi distribuída 1 carta."
    assert phrase("dealt", "pt", n=0) == "Foram distribuídas 0 cartas."
    assert phrase("dealt", "en", n=1) == "Dealt 1 card."
    assert rule_text("undo-limit", "pt", {"limit": 100}) == "Só se podem anular as últimas 100 ações."
    assert rule_text("undo-limit", "pt", {"limit": 1}) == "Só se pode anular a última ação."
    assert rule_text("undo-limit", "pl", {"limit": 100}) == "Można cofnąć tylko 100 ostatnich akcji."
    assert rule_text("undo-limit", "pl", {"limit": 22}) == "Można cofnąć tylko 22 ostatnie akcje."
    assert rule_text("undo-limit", "en", {"limit": 400}) == "Only the last 400 actions can be undone."


def test_cards_are_named_with_the_suit_symbol_and_the_languages_rank_letters():
    names = {lang: [card_face(Card.make(r, "D"), lang) for r in (1, 10, 11, 12, 13)] for lang in LANGS}
    assert names == {
        "en": ["A♦", "10♦", "J♦", "Q♦", "K♦"],
        "pt": ["A♦", "10♦", "V♦", "D♦", "R♦"],  # ás, valete, dama, rei
        "pl": ["A♦", "10♦", "W♦", "D♦", "K♦"],  # as, walet, dama, król
        "es": ["A♦", "10♦", "J♦", "Q♦", "K♦"],  # as, jota, reina, rey
    }
    assert faces("KS…AS, 9H 8C", "pl") == "K♠…A♠, 9♥ 8♣"


def test_a_deal_refused_for_several_columns_asks_for_a_card_in_each():
    texts = {lang: rule_text("deal-empty-column", lang, {"columns": [2, 5, 7]}) for lang in LANGS}
    assert texts == {
        "en": "The stock cannot deal while a column is empty: put a card in each of columns 2, 5 and 7 first.",
        "pt": "Não se pode distribuir enquanto houver uma coluna vazia: "
        "coloque primeiro uma carta em cada uma das colunas 2, 5 e 7.",
        "pl": "Nie można rozdać kart, dopóki choć jedna kolumna jest pusta: "
        "najpierw połóż po jednej karcie w kolumnach 2, 5 i 7.",
        "es": "No se puede repartir mientras haya una columna vacía: pon antes una carta en cada una de las columnas "
        "2, 5 y 7.",
    }
    assert rule_text("deal-empty-column", "pl", {"columns": [4]}).endswith("najpierw połóż kartę w kolumnie 4.")


def nested_brackets(text: str) -> bool:
    depth = 0
    for ch in text:
        depth += {"(": 1, ")": -1}.get(ch, 0)
        if depth > 1:
            return True
    return False


def params_for(key: str, n: int) -> dict:
    values: dict = {}
    for name in set().union(*(variables(key, lang) for lang in LANGS)):
        if name in ("card", "target", "above"):
            values[name] = {"card": "QD", "target": "KC", "above": "JH"}[name]
        elif name in ("group", "cards"):
            values[name] = "9S 8S 7H" if n % 2 else "KS…AS"
        elif name == "columns":
            values[name] = list(range(1, max(n, 1) + 1))
        elif name == "suit":
            values[name] = "SHDC"[n % 4]
        elif name == "any_rank":  # 2 to 13
            values[name] = 2 + n % 12
        elif name in ("why", "field", "code", "names", "game", "rank"):
            values[name] = "w"
        else:
            values[name] = n
    return values


@pytest.mark.parametrize("lang", LANGS)
def test_every_text_renders_for_every_count_without_codes_or_nested_brackets(lang):
    whys = [say(f"hint.{r}", lang, **params_for(f"hint.{r}", 3)) for r in keys("hint.")]
    for key in KEYS:
        for n in COUNTS:
            text = say(key, lang, **params_for(key, n))
            assert "{" not in text and "}" not in text and "|" not in text, (key, n, text)
            assert not CODE.search(text), (key, n, text)
            assert not nested_brackets(text), (key, n, text)
    for why in whys:  # the hint line quotes a reason in brackets: the reason has none of its own
        line = phrase("hint_why", lang, cards="9S 8S", src=1, dst=2, why=why)
        assert not nested_brackets(line) and not CODE.search(line), line


@pytest.mark.parametrize("lang", ["pt", "pl"])
def test_real_refusals_hints_and_descriptions_name_no_english_card(lang):
    g = Game.from_text("spiderette\n1: QS JH 10D\n2: KD\n3: AS\n4: KH\n5: ? | 5C\n6: 9C 7C\n7: JC", lang=lang)
    texts = [g.describe(lang)]
    for move in ("1>2x3", "1>4x1", "6>2x2", "2>3x1", "3>4x1", "4>7x1", "1>3x1"):
        try:
            g.check(Move.parse(move))
        except ValueError as e:
            texts.append(str(e))
    assert len(texts) == 8
    for text in texts:
        assert not CODE.search(text), text
    queen, king = {"pt": ("D♠", "R♥"), "pl": ("D♠", "K♥")}[lang]
    assert queen in texts[1] and king in texts[2]


def test_labels_are_complete_and_name_the_app_levels():
    for lang in LANGS:
        assert set(labels(lang)) == set(keys("label."))
    assert [labels("pt")[f"suits_{n}"] for n in (1, 2, 4)] == ["1 · Fácil", "2 · Médio", "4 · Difícil"]
    assert [labels("pl")[f"suits_{n}"] for n in (1, 2, 4)] == ["1 · Łatwy", "2 · Średni", "4 · Trudny"]
    assert [labels("en")[f"suits_{n}"] for n in (1, 2, 4)] == ["1 · Easy", "2 · Medium", "4 · Hard"]
    assert labels("pt")["hint"] == "Pista" and labels("pt")["score"] == "Pontuação"
    assert labels("pl")["ranks"].split()[-3:] == ["W", "D", "K"]


def test_the_ptpl_review_words_stay_fixed():
    """Review of the pt/pl course (issue 22 item 10): what can be checked in the catalog without reading it."""
    pt = {key: template(key, "pt") for key in KEYS}
    pl = {key: template(key, "pl") for key in KEYS}
    # docs/glossary.md "Words we avoid": the wrap-around calques (PT-D1, PL-D1)
    assert not [k for k, t in pt.items() if "há volta ao início" in t]
    assert not [k for k, t in pl.items() if "zawijani" in t]
    # a run still being built is a grupo / grupa, not a sequência / sekwens (PT-D2, PL-D3)
    assert "grupo" in pt["exercise.nudge-only-completes-run"] and "grupy" in pl["exercise.nudge-only-completes-run"]
    # Polish counts take their plural forms, not the "(ruchy: n)" workaround (PL-C11); Portuguese too (PT-C14)
    assert not [k for k, t in pl.items() if re.search(r"\(ruchy: |ruchy: \{n\}", t)]
    assert say("exercise.open-left", "pl", n=1) == "Jeszcze nie: został 1 ruch."
    assert say("exercise.open-left", "pl", n=5) == "Jeszcze nie: zostało 5 ruchów."
    assert say("exercise.open-left", "pt", n=1) == "Ainda não: resta 1 jogada."
    # one move is one move (PT-B4, PL-B9)
    assert say("exercise.goal-score-after", "pt", n=1, moves="x") == "Qual será a pontuação depois desta jogada: x?"
    assert say("exercise.goal-score-after", "pl", n=1, moves="x") == "Jaki będzie wynik po tym ruchu: x?"
    assert say("exercise.goal-score-after", "en", n=2, moves="x") == "What will the score be after these moves: x?"
    # the exercise's Reset and the board's Restart are two buttons: two words in every language (PT-D4)
    for lang in LANGS:
        assert template("exercise.label.reset", lang) != template("label.restart", lang), lang
    # button names in a sentence are quoted (PT-C15, PL-C10), and no "Nie całkiem" calque
    assert "«Mostrar»" in pt["exercise.wrong-lost"] and "„Od nowa”" in pl["exercise.wrong-lost"]
    assert not [k for k, t in pl.items() if "Nie całkiem" in t]
    # the win-rate axis says what the tables say (PT-D5, PL-D5)
    assert (pt["chart.win_rate"], pl["chart.win_rate"]) == ("taxa de vitória", "odsetek wygranych")
    # "em no máximo" piles prepositions up (PT-E2)
    assert not [k for k, t in pt.items() if "em no máximo" in t]


def test_portuguese_names_a_card_with_its_article_and_a_group_agrees():
    """Review PT-C1 and PT-B1: 'o 8♣', 'a D♦' (dama), 'ao 9♣', and 'o grupo 9♠ 8♠ 7♥ não pode'."""
    placed = say("rule.place-one-higher", "pt", card="QD", target="10S")
    assert placed.startswith("Não se pode colocar a D♦ sobre o 10♠")
    lifted = say("rule.lift-descending", "pt", group="9C 5C", card="5C", above="9C")
    assert lifted.endswith("e o 5♣ não vem logo a seguir ao 9♣.")
    assert "a seguir à D♥." in say("rule.lift-descending", "pt", group="QH 10H", card="10H", above="QH")
    crossed = say("teach.cross", "pt", cards="9S 8S 7H", src=1, dst=2)
    assert crossed.startswith("Cruz vermelha: o grupo 9♠ 8♠ 7♥ não pode")
    assert say("teach.arrow", "pt", cards="9H", src=1, dst=2).startswith("A seta mostra o 9♥ a ir")
    assert say("teach.moved", "pt", cards="QD", src=1, dst=2) == "A D♦ passou da coluna 1 para a coluna 2."
    # cards only counted (some face down) take no article
    counted = say("exercise.goal-play", "pt", cards="2 cartas", src=5, dst=2)
    assert counted == "Mova 2 cartas da coluna 5 para a coluna 2."
