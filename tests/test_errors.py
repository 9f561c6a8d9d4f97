"""Bad input of every kind: a clear ValueError subclass, and the game left exactly as it was."""

from __future__ import annotations

import contextlib
import copy
import json
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from strategies import junk_text

from spiderette_widget import (
    Card,
    CardError,
    CodeError,
    Game,
    GameError,
    IllegalMove,
    Move,
    NotationError,
)

POSITION = "spiderette\n1: 9S 8S 7H\n2: 10D\n3: AS\n4: KH\n5: ? | 5C\n6: 9C 7C"

# rule id, move, and the message in en / pt / pl: each names the cards or columns involved
REFUSALS = [
    ("lift-one-suit", "1>2x3",
     "9♠ 8♠ 7♥ cannot move together: a group moves only when it is all one suit, and 7♥ is of another suit.",
     "Não se pode mover o grupo 9♠ 8♠ 7♥ em conjunto: um grupo só pode ser movido se for de um único naipe, "
     "e o 7♥ é de outro naipe.",
     "Nie można przenieść razem kart 9♠ 8♠ 7♥: grupę można przenieść tylko wtedy, gdy wszystkie jej karty są "
     "w jednym kolorze, a 7♥ ma inny kolor."),
    ("lift-descending", "6>2x2",
     "9♣ 7♣ cannot move together: a group's ranks must go down one by one, and 7♣ does not follow 9♣.",
     "Não se pode mover o grupo 9♣ 7♣ em conjunto: os valores de um grupo têm de ser consecutivos por ordem "
     "decrescente, e o 7♣ não vem logo a seguir ao 9♣.",
     "Nie można przenieść razem kart 9♣ 7♣: rangi kart w grupie muszą następować kolejno malejąco, "
     "a 7♣ nie następuje bezpośrednio po 9♣."),
    ("lift-face-down", "5>2x2",
     "Column 5 has only 1 face-up card: face-down cards cannot be moved.",
     "A coluna 5 só tem 1 carta visível: não se podem mover cartas ocultas.",
     "Kolumna 5 ma tylko 1 odkrytą kartę: zakrytych kart nie można przenosić."),
    ("place-one-higher", "1>2x1",
     "7♥ cannot go on 10♦: a card goes only on a card exactly one rank higher, of any suit.",
     "Não se pode colocar o 7♥ sobre o 10♦: uma carta só se coloca sobre outra de valor imediatamente superior, "
     "independentemente do naipe.",
     "Nie można położyć 7♥ na 10♦: kartę można położyć tylko na karcie o jedną rangę wyższej, "
     "niezależnie od jej koloru."),
    ("nothing-on-ace", "2>3x1",
     "10♦ cannot go on A♠: the ace is the lowest card, nothing is ever placed on an ace.",
     "Não se pode colocar o 10♦ sobre o A♠: o ás é a carta de menor valor e não se coloca nada sobre um ás.",
     "Nie można położyć 10♦ na A♠: as jest najniższą kartą, więc na asie niczego się nie kładzie."),
    ("king-only-to-empty", "4>2x1",
     "K♥ cannot go on 10♦: the king is the highest card, it can only go to an empty column.",
     "Não se pode colocar o R♥ sobre o 10♦: o rei é a carta de maior valor e só pode ir para uma coluna vazia.",
     "Nie można położyć K♥ na 10♦: król jest najwyższą kartą i można go przenieść tylko do pustej kolumny."),
    ("no-wrap-around", "3>4x1",
     "A♠ cannot go on K♥: the ace is the lowest card and does not follow the king.",
     "Não se pode colocar o A♠ sobre o R♥: o ás é a carta de menor valor e não vem a seguir ao rei.",
     "Nie można położyć A♠ na K♥: as jest najniższą kartą i nie następuje po królu."),
    ("same-column", "1>1x1",
     "The cards are already in column 1.",
     "As cartas já estão na coluna 1.",
     "Te karty są już w kolumnie 1."),
    ("empty-source", "7>1x1",
     "Column 7 is empty: there is nothing to move.",
     "A coluna 7 está vazia: não há nada para mover.",
     "Kolumna 7 jest pusta: nie ma czego przenieść."),
    ("no-such-column", "1>9x1",
     "There is no column 9: the columns are numbered 1 to 7.",
     "Não existe a coluna 9: as colunas vão de 1 a 7.",
     "Nie ma kolumny 9: kolumny mają numery od 1 do 7."),
    ("bad-count", "1>2x0",
     "0 is not a number of cards: move at least 1.",
     "0 não é um número de cartas: mova pelo menos 1.",
     "0 to nie jest liczba kart: przenieś co najmniej 1."),
]


@pytest.mark.parametrize(("rule", "move", "en", "pt", "pl"), REFUSALS, ids=[r[0] for r in REFUSALS])
def test_each_refusal_has_a_stable_rule_and_a_message_in_three_languages(rule, move, en, pt, pl):
    g = Game.from_text(POSITION)
    before = g.to_dict()
    with pytest.raises(IllegalMove) as e:
        g.play(move)
    assert e.value.rule == rule
    assert (str(e.value), e.value.message("en"), e.value.message("pt"), e.value.message("pl")) == (en, en, pt, pl)
    assert isinstance(e.value, GameError) and isinstance(e.value, ValueError)
    assert g.to_dict() == before
    with pytest.raises(IllegalMove) as again:
        g.check(Move.parse(move))
    assert again.value.rule == rule


@pytest.mark.parametrize("lang", ["pt", "pl"])
def test_game_language_sets_the_message_language(lang):
    g = Game.from_text(POSITION, lang=lang)
    with pytest.raises(IllegalMove) as e:
        g.play("1>2x3")
    assert str(e.value) == e.value.message(lang) != e.value.message("en")


@pytest.mark.parametrize("make", [lambda: Game.from_text(POSITION, lang="de"), lambda: Game.new(seed=1, lang="EN")])
def test_a_language_the_game_does_not_speak_is_refused(make):
    with pytest.raises(GameError, match=r"lang must be 'en', 'pt', 'pl' or 'es', got '(de|EN)'"):
        make()


def test_setting_an_unknown_language_is_refused_and_the_game_keeps_its_own():
    g = Game.from_text(POSITION, lang="pt")
    with pytest.raises(GameError, match="lang must be 'en', 'pt', 'pl' or 'es', got 'xx'"):
        g.lang = "xx"
    assert g.lang == "pt"
    with pytest.raises(IllegalMove) as e:
        g.play("1>2x3")
    assert str(e.value) == e.value.message("pt")  # refusals are still worded in Portuguese


@pytest.mark.parametrize(
    "move",
    [Move(0, 1, 1), Move(8, 1, 1), Move(1, 8, 1), Move(-1, 2, 1), Move(1, 2, -1), Move(1, 2, 99), Move("1", 2, 1),
     Move(1.0, 2, 1), Move(1, 2, None)],
)
def test_out_of_range_columns_and_counts(move):
    g = Game.from_text(POSITION)
    before = g.to_dict()
    with pytest.raises(IllegalMove) as e:
        g.play(move)
    assert e.value.rule in {"no-such-column", "bad-count", "lift-face-down"}
    assert g.to_dict() == before


@pytest.mark.parametrize("col", [0, 8, -1, "1", None, 1.5])
def test_movable_checks_the_column(col):
    g = Game.from_text(POSITION)
    with pytest.raises(IllegalMove) as e:
        g.movable(col)
    assert e.value.rule == "no-such-column"
    assert "the columns are numbered 1 to 7" in str(e.value)


@pytest.mark.parametrize("scoring", ["app", "classic", "reveal"])
def test_nothing_to_undo_or_redo(scoring):
    g = Game.new("spiderette", suits=2, seed=9, scoring=scoring)
    before = g.to_dict()
    with pytest.raises(IllegalMove) as e:
        g.undo()
    assert (e.value.rule, str(e.value)) == ("nothing-to-undo", "There is nothing to undo.")
    with pytest.raises(IllegalMove) as e:
        g.redo()
    assert (e.value.rule, str(e.value)) == ("nothing-to-redo", "There is nothing to redo.")
    assert g.to_dict() == before  # a refused undo costs nothing, even in the classic profile
    g.play(g.legal_moves()[0])
    after = g.to_dict()
    with pytest.raises(IllegalMove):
        g.redo()
    assert g.to_dict() == after


def test_a_new_action_forgets_the_redo():
    g = Game.new("spiderette", suits=1, seed=9)
    g.play(g.legal_moves()[0])
    g.undo()
    assert g.can_redo
    g.deal()
    assert not g.can_redo
    with pytest.raises(IllegalMove, match="nothing to redo"):
        g.redo()


# ----------------------------------------------------------------------- dicts
def good() -> dict:
    return Game.new("spiderette", suits=2, seed=29).to_dict()


def without(key):
    def change(d):
        del d[key]
    return change


def setting(key, value):
    def change(d):
        d[key] = value
    return change


def three_fives(d):
    d["columns"][0]["up"] = ["5S", "5S", "5S"]  # a 2-suit game has two of each card


def five_aces(d):
    d["stock"][:5] = ["AS"] * 5


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        (without("game"), "the dict has no 'game' key"),
        (without("suits"), "the dict has no 'suits' key"),
        (without("columns"), "the dict has no 'columns' key"),
        (setting("schema", 2), "unknown schema version 2: this version reads 1"),
        (setting("schema", "1"), "unknown schema version '1'"),
        (setting("game", "klondike"), "'game' must be 'spiderette' or 'spider', got 'klondike'"),
        (setting("game", ["spider"]), "'game' must be 'spiderette' or 'spider'"),
        (setting("suits", 3), "'suits' must be 1, 2 or 4, got 3"),
        (setting("suits", "2"), "'suits' must be 1, 2 or 4, got '2'"),
        (setting("suits", 2.0), "'suits' must be 1, 2 or 4, got 2.0"),
        (setting("suits", True), "'suits' must be 1, 2 or 4, got True"),
        (setting("scoring", "bonus"), "'scoring' must be one of app, classic, reveal, got 'bonus'"),
        (setting("scoring", {"a": 1}), "'scoring' must be one of app, classic, reveal"),
        (setting("code", 42), "'code' must be a game code like 'SD1-S2-AAAAABD' or None, got 42"),
        (setting("code", "SD1-S4-AAAAABD"), "names a 4-suit spiderette game, not a 2-suit spiderette"),
        (setting("columns", "1: 9S"), "'columns' must be a list of 7 columns"),
        (setting("columns", [{"up": ["9S"]}] * 6), "'columns' must be a list of 7 columns"),
        (setting("columns", [["9S"]] * 7), "column 1 must be a dict with 'hidden' and 'up'"),
        (setting("columns", [{"hidden": ["9S"], "up": []}] + [{}] * 6),
         "column 1 has face-down cards but no face-up card on top"),
        (setting("columns", [{"up": "9S"}] + [{}] * 6), "column 1 up must be a list of cards like ['10H', 'QS']"),
        (setting("columns", [{"up": ["11H"]}] + [{}] * 6), "column 1 up: '11H' is not a card"),
        (setting("columns", [{"up": [None]}] + [{}] * 6), "column 1 up: a card is written as text like '10H'"),
        (setting("stock", ["?"]), "stock: '?' is not a card"),
        (setting("stock", "AS"), "stock must be a list of cards"),
        (three_fives, "too many 5S (column 1): a 2-suit spiderette has 2"),
        (five_aces, "too many AS (the stock): a 2-suit spiderette has 2"),
        (setting("removed", -1), "'removed' must be a whole number of runs, got -1"),
        (setting("removed", "0"), "'removed' must be a whole number of runs, got '0'"),
        (setting("removed", 1), "'removed' says 1 runs but 'removed_suits' lists 0"),
        (setting("removed_suits", ["X"]), "'removed_suits' must be a list of suits S, H, D, C, got ['X']"),
        (setting("removed_suits", "S"), "'removed_suits' must be a list of suits"),
        (setting("score", "500"), "'score' must be a whole number, got '500'"),
        (setting("moves", 1.5), "'moves' must be a whole number, got 1.5"),
        (setting("moves", -2), "'moves' cannot be negative, got -2"),
        (setting("turned_up", None), None),  # optional keys may be None
        (setting("spent", -1), "'spent' cannot be negative, got -1"),
    ],
)
def test_bad_dicts(change, problem):
    d = good()
    change(d)
    frozen = copy.deepcopy(d)
    if problem is None:
        assert Game.from_dict(d).columns == Game.from_dict(good()).columns
        return
    with pytest.raises(GameError) as e:
        Game.from_dict(d)
    assert problem in str(e.value)
    assert d == frozen  # the input is not modified either


@pytest.mark.parametrize("value", [None, "{}", [], 42, json.dumps(good())])
def test_from_dict_needs_a_dict(value):
    with pytest.raises(GameError, match=re.escape("expected a dict from Game.to_dict()")):
        Game.from_dict(value)


def test_dict_round_trips_through_json():
    g = Game.new("spider", suits=4, seed=5, scoring="reveal")
    for m in g.legal_moves()[:1]:
        g.play(m)
    assert Game.from_dict(json.loads(json.dumps(g.to_dict()))).to_dict() == g.to_dict()


def test_dict_keys_of_the_design():
    d = Game.new("spiderette", suits=2, seed=42).to_dict()
    assert {"game", "suits", "scoring", "columns", "stock", "removed", "score", "moves"} <= set(d)
    assert d["columns"][0] == {"hidden": [], "up": [d["columns"][0]["up"][0]]}
    assert (d["game"], d["suits"], d["scoring"], d["removed"], d["score"], d["moves"]) == ("spiderette", 2, "app",
                                                                                          0, 500, 0)


# ------------------------------------------------------------------ fuzzing
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 300) | st.floats(allow_nan=False) | st.text(max_size=5)
    | st.sampled_from(["S", "AS", "10H", "?", "spider", "spiderette", "app", "SD1-S1-AAAAAAA"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=12,
)
KEYS = ["schema", "game", "suits", "scoring", "code", "columns", "stock", "removed", "removed_suits", "score",
        "moves", "turned_up", "spent"]


@settings(max_examples=150)
@given(junk_text)
def test_random_text_raises_only_game_errors(text):
    for parse in (Game.from_text, Game.from_code, Card.parse, Move.parse, Game.from_text(POSITION).parse_move):
        with contextlib.suppress(GameError):
            parse(text)


@settings(max_examples=60)
@given(st.text(alphabet=" \n:|?-#", max_size=8), st.lists(st.sampled_from(
    ["spiderette", "game: spider", "suits: 2", "1:", "2: ? |", "9S", "8H", "?", "removed: S", "stock:", "code: x",
     "score: -5", "moves: 3", "KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S AS", "10: 4C", "3: 5D 4D"]), max_size=8))
def test_random_notation_raises_only_notation_or_game_errors(glue, pieces):
    text = glue.join(pieces)
    try:
        g = Game.from_text(text)
    except NotationError as e:
        assert e.line >= 1 and e.column >= 1
    except GameError:
        pass
    else:
        assert Game.from_text(g.to_text()).to_text() == g.to_text()


@settings(max_examples=150)
@given(st.sampled_from(KEYS), json_values, st.booleans())
def test_damaged_dicts_raise_only_game_errors(key, value, delete):
    d = good()
    if delete:
        d.pop(key, None)
    else:
        d[key] = value
    try:
        g = Game.from_dict(d)
    except GameError:
        return
    assert Game.from_dict(g.to_dict()).to_dict() == g.to_dict()


@settings(max_examples=80)
@given(st.integers(0, 6), st.sampled_from(["hidden", "up"]), json_values)
def test_damaged_columns_raise_only_game_errors(col, part, value):
    d = good()
    d["columns"][col][part] = value
    with contextlib.suppress(GameError):
        Game.from_dict(d)


@settings(max_examples=80)
@given(json_values)
def test_random_values_raise_only_game_errors(value):
    for make in (Game.from_dict, Game.from_code, Card.parse, Game.from_text):
        with contextlib.suppress(GameError):
            make(value)


@given(st.tuples(json_values, json_values, json_values))
def test_random_moves_raise_only_game_errors(move):
    g = Game.from_text(POSITION)
    before = g.to_dict()
    try:
        g.play(move)
    except GameError:
        assert g.to_dict() == before


def test_error_classes():
    for cls in (CardError, CodeError, NotationError, IllegalMove):
        assert issubclass(cls, GameError) and issubclass(cls, ValueError)
