"""The widget model: intents in (as ipywidgets delivers them), view and status out."""

from __future__ import annotations

import asyncio
import importlib.util
import json
import re
import threading
import time
from collections import Counter

import pytest

from spiderette_widget import DEAL, Game, IllegalMove, Move, SpideretteWidget
from spiderette_widget.board import SolveRefused, best_destination
from spiderette_widget.search.native import budgets
from spiderette_widget.text._words import faces, labels, phrase, phrase_keys

CARD = re.compile(r"^(?:A|[2-9]|10|J|Q|K)[SHDC]$")

TEACHING = """
game: spiderette
1: QH ? | 9S 8S 7H
2: 10D
3: 8C
"""


def send(w: SpideretteWidget, kind: str, **fields) -> None:
    """Deliver an intent the way ipywidgets does for a comm 'custom' message."""
    fields.setdefault("rev", w.view["rev"])
    w._handle_custom_msg({"type": kind, **fields}, [])


def snapshot(w: SpideretteWidget) -> tuple:
    return w.game.to_dict(), w.view, w.game.moves


# ------------------------------------------------------------------ the view
def test_view_has_counts_of_hidden_and_stock_cards_and_every_legal_move():
    w = SpideretteWidget.new("spiderette", suits=2, seed=42)
    v = w.view
    g = w.game
    assert v["code"] == "SD1-S2-AAAAABQ" and v["game"] == "spiderette" and v["suits"] == 2
    assert [c["hidden"] for c in v["columns"]] == [0, 1, 2, 3, 4, 5, 6]
    assert [c["up"] for c in v["columns"]] == [[str(c) for c in col.up] for col in g.columns]
    assert v["stock"] == 24 and v["deals_left"] == 4 and v["runs_to_win"] == 4
    assert v["score"] == 500 and v["moves"] == 0 and v["removed"] == []
    assert v["can_deal"] and not v["can_undo"] and not v["can_redo"] and not v["won"] and not v["stuck"]
    assert sorted(map(tuple, v["legal"])) == sorted((m.src, m.count, m.dst) for m in g.legal_moves())
    assert v["hint"] is None and v["last"] is None
    assert w.labels["board"] == "Spiderette board" and w.labels["undo"] == "Undo"
    assert w.status == {"id": 0, "kind": "info", "text": ""}


def test_movable_is_the_single_suit_group_at_the_end():
    w = SpideretteWidget(Game.from_text(TEACHING))
    assert w.view["columns"][0] == {"hidden": 2, "up": ["9S", "8S", "7H"], "movable": 1}
    w.play("1>3")
    assert w.view["columns"][0]["movable"] == 2


# --------------------------------------------------------------- move intents
def test_move_intent_plays_it_and_announces_it():
    w = SpideretteWidget(Game.from_text(TEACHING))
    rev = w.view["rev"]
    send(w, "move", src=1, count=1, dst=3)
    assert w.view["rev"] == rev + 1
    assert w.view["columns"][2]["up"] == ["8C", "7H"]
    assert w.view["last"] == {"kind": "move", "src": 1, "dst": 3, "count": 1, "runs": [], "flipped": []}
    assert w.status["kind"] == "info" and w.status["text"] == "7♥ from column 1 to column 3."
    send(w, "move", src=1, count=2, dst=2)
    turned = faces(str(w.game.columns[0].up[0]), "en")
    assert w.status["text"] == f"9♠ 8♠ from column 1 to column 2. {turned} turned up in column 1."
    assert w.view["last"]["flipped"] == [1]
    assert w.view["columns"][0]["hidden"] == 1 and w.view["score"] == 498


def test_refused_move_from_the_browser_shows_the_rule_and_changes_nothing():
    w = SpideretteWidget(Game.from_text(TEACHING))
    before = snapshot(w)
    send(w, "move", src=1, count=3, dst=2)  # must not raise
    assert snapshot(w) == before
    assert w.status["kind"] == "error"
    assert w.status["text"] == (
        "9♠ 8♠ 7♥ cannot move together: a group moves only when it is all one suit, and 7♥ is of another suit."
    )
    send(w, "move", src=1, count=1, dst=2)
    assert w.status["text"].startswith("7♥ cannot go on 10♦: a card goes only on a card exactly one rank higher")
    assert snapshot(w) == before


def test_each_new_status_gets_a_new_id_even_with_the_same_text():
    w = SpideretteWidget(Game.from_text(TEACHING))
    send(w, "move", src=1, count=1, dst=2)
    first = dict(w.status)
    send(w, "move", src=1, count=1, dst=2)
    assert w.status["text"] == first["text"] and w.status["id"] == first["id"] + 1


HOSTILE = [
    ("not a dict", "the message is not a JSON object"),
    ([1, 2, 3], "the message is not a JSON object"),
    (None, "the message is not a JSON object"),
    ({}, "the field type is missing"),
    ({"type": "teleport", "rev": 1}, "unknown request type 'teleport'"),
    ({"type": 5, "rev": 1}, "unknown request type 5"),
    ({"type": ["move"], "rev": 1}, "unknown request type ['move']"),
    ({"type": "move", "src": 1, "count": 1, "dst": 3, "rev": 1, "evil": "<script>"}, "unexpected field 'evil'"),
    ({"type": "move", "src": 1, "count": 1, "dst": 3}, "the field rev is missing"),
    ({"type": "move", "src": 1, "count": 1, "rev": 1}, "the field dst is missing"),
    ({"type": "move", "src": 0, "count": 1, "dst": 3, "rev": 1}, "src must be a whole number from 1 to 7"),
    ({"type": "move", "src": 8, "count": 1, "dst": 3, "rev": 1}, "src must be a whole number from 1 to 7"),
    ({"type": "move", "src": "1", "count": 1, "dst": 3, "rev": 1}, "src must be a whole number from 1 to 7"),
    ({"type": "move", "src": 1.0, "count": 1, "dst": 3, "rev": 1}, "src must be a whole number from 1 to 7"),
    ({"type": "move", "src": True, "count": 1, "dst": 3, "rev": 1}, "src must be a whole number from 1 to 7"),
    ({"type": "move", "src": 1, "count": 0, "dst": 3, "rev": 1}, "count must be a whole number from 1 to 52"),
    ({"type": "move", "src": 1, "count": 10**9, "dst": 3, "rev": 1}, "count must be a whole number from 1 to 52"),
    ({"type": "move", "src": 1, "count": 1, "dst": -3, "rev": 1}, "dst must be a whole number from 1 to 7"),
    ({"type": "move", "src": 1, "count": 1, "dst": None, "rev": 1}, "dst must be a whole number from 1 to 7"),
    ({"type": "move", "src": 1, "count": 1, "dst": 3, "rev": "1"}, "rev must be a whole number"),
    ({"type": "move", "src": 1, "count": 1, "dst": 3, "rev": None}, "rev must be a whole number"),
    ({"type": "auto", "src": 1, "rev": 1}, "the field count is missing"),
    ({"type": "auto", "src": 1, "count": 1, "dst": 3, "rev": 1}, "unexpected field 'dst'"),
    ({"type": "deal"}, "the field rev is missing"),
    ({"type": "deal", "rev": 1, "count": 7}, "unexpected field 'count'"),
    ({"type": "undo", "rev": [1]}, "rev must be a whole number"),
    ({"type": "hint", "rev": 1.5}, "rev must be a whole number"),
    ({"type": "new", "suits": 3}, "suits must be 1, 2 or 4"),
    ({"type": "new", "suits": "4"}, "suits must be 1, 2 or 4"),
    ({"type": "new", "seed": 7}, "unexpected field 'seed'"),
    ({"type": "move", "src": 1, "count": 1, "dst": 3, "rev": 999}, "The board changed before this action arrived"),
]


@pytest.mark.parametrize(("message", "says"), HOSTILE)
def test_a_malformed_intent_gets_an_error_status_and_changes_nothing(message, says):
    w = SpideretteWidget(Game.from_text(TEACHING))
    before = snapshot(w)
    w._handle_custom_msg(message, [])  # must not raise
    assert w.status["kind"] == "error"
    assert says in w.status["text"]
    assert snapshot(w) == before


def test_a_stale_double_click_does_not_move_twice():
    w = SpideretteWidget(Game.from_text(TEACHING))
    rev = w.view["rev"]
    w._handle_custom_msg({"type": "auto", "src": 1, "count": 1, "rev": rev}, [])
    assert w.game.moves == 1 and w.view["columns"][3]["up"] == ["7H"]  # an empty column beats 8C
    after = snapshot(w)
    w._handle_custom_msg({"type": "auto", "src": 1, "count": 1, "rev": rev}, [])  # the second click
    assert snapshot(w) == after
    assert w.status["kind"] == "error" and "nothing was done" in w.status["text"]


# -------------------------------------------------------------- auto placement
AUTO = """
spiderette
1: 8H
2: ? | 5S
3: 8S
4: -
5: ? | 7S
6: 8D
7: 6H
"""


def test_auto_prefers_the_same_suit_then_an_empty_column_then_any_suit():
    w = SpideretteWidget(Game.from_text(AUTO))
    send(w, "auto", src=5, count=1)  # 7S: 8S in column 3, although 8D (6) and 8H (1) come first
    assert w.game.last_action["dst"] == 3
    assert w.status["text"].startswith("7♠ from column 5 to column 3.")
    send(w, "auto", src=2, count=1)  # 5S: no 6S; the empty column 4 beats 6H in column 7
    assert w.game.last_action["dst"] == 4


def test_auto_breaks_ties_from_the_source_rightwards_with_wrap_around():
    g = Game.from_text("spiderette\n1: 9D\n2: 9H\n3: ? | 4C\n4: 9S\n5: ? | 8C\n6: 9C\n7: 10S")
    assert [best_destination(g, 5, 1)] == [6]  # 9C: same suit wins wherever it is
    g = Game.from_text("spiderette\n1: 9D\n2: 9H\n3: ? | 4C\n4: 10S\n5: ? | 8H\n6: 3C\n7: 5D")
    # 8H: 9H (column 2) is the same suit; with it gone, 9D is met first counting 6, 7, 1
    assert best_destination(g, 5, 1) == 2
    g = Game.from_text("spiderette\n1: 9D\n2: 9C\n3: ? | 4C\n4: 10S\n5: ? | 8H\n6: 3C\n7: 5D")
    assert best_destination(g, 5, 1) == 1
    g = Game.from_text("spiderette\n1: 9D\n2: 9C\n3: ? | 4C\n4: 10S\n5: ? | 8H\n6: 3C\n7: 9S")
    assert best_destination(g, 5, 1) == 7
    w = SpideretteWidget(g)
    send(w, "auto", src=5, count=1)
    assert w.view["columns"][6]["up"] == ["9S", "8H"]


def test_auto_moves_a_whole_group_and_refuses_a_mixed_one_with_the_rule():
    w = SpideretteWidget(Game.from_text("spiderette\n1: ? | 9S 8S 7H\n2: 10S\n3: 8C"))
    send(w, "auto", src=1, count=3)
    assert w.status["kind"] == "error" and "and 7♥ is of another suit" in w.status["text"]
    send(w, "auto", src=1, count=1)
    send(w, "auto", src=1, count=2)
    assert w.view["columns"][1]["up"] == ["10S", "9S", "8S"] and w.game.moves == 2


def test_auto_with_nowhere_to_go_says_the_group_cannot_move_and_why():
    w = SpideretteWidget(Game.from_text("spiderette\n1: KS\n2: 5H\n3: -"), stats=False)
    before = snapshot(w)
    send(w, "auto", src=1, count=1)  # a lone king would only change empty columns: pointless
    assert w.status == {
        "id": w.status["id"],
        "kind": "error",
        "text": "Cannot move K♠: only an empty column takes a king, and moving the whole column to one "
        "would change nothing.",
    }
    assert snapshot(w) == before
    # issue 27: "No better place for 10♠" said neither that it cannot move nor why
    nowhere = "spiderette\n1: ? | 10S\n2: 5H\n3: 8C\n4: KD\n5: 2C\n6: 3C\n7: 4H"
    w = SpideretteWidget(Game.from_text(nowhere), stats=False)
    send(w, "auto", src=1, count=1)
    assert w.status["text"] == (
        "Cannot move 10♠: no column ends in a card one rank higher (any jack), and no column is empty."
    )
    send(w, "auto", src=4, count=1)
    assert w.status["text"] == "Cannot move K♦: only an empty column takes a king, and no column is empty."
    w = SpideretteWidget(Game.from_text("spiderette\n1: 10S 9S\n2: 5H\n3: -\n4: 2C\n5: 3C\n6: 4H\n7: 6D"), stats=False)
    send(w, "auto", src=1, count=2)
    assert w.status["text"].startswith("Cannot move 10♠ 9♠: no column ends in a card one rank higher (any jack)")
    assert w.status["text"].endswith("moving the whole column to an empty one would change nothing.")
    w.lang = "pt"
    send(w, "auto", src=1, count=2)
    assert w.status["text"].startswith("Não é possível mover o grupo 10♠ 9♠: nenhuma coluna termina")
    assert "(qualquer valete)" in w.status["text"]  # issue 41: a rank, not a card that names a suit
    w.lang = "pl"
    send(w, "auto", src=1, count=2)
    assert "(dowolny walet)" in w.status["text"] and "♠, w dowolnym" not in w.status["text"]


# ------------------------------------------------------- deal, undo, redo, new
def test_deal_undo_redo_intents():
    w = SpideretteWidget.new("spiderette", suits=1, seed=29)
    send(w, "deal")
    assert w.status["text"].startswith("Dealt 7 cards.")
    assert w.view["stock"] == 17 and w.view["last"]["kind"] == "deal"
    assert w.view["last"]["columns"] == [1, 2, 3, 4, 5, 6, 7]
    send(w, "undo")
    assert w.status["text"] == "Undone: the dealt cards are back in the stock."
    assert w.view["stock"] == 24 and w.view["last"] == {"kind": "undo"} and w.view["can_redo"]
    send(w, "redo")
    assert w.status["text"].startswith("Redone. Dealt 7 cards.")
    assert w.view["stock"] == 17 and w.view["last"] == {"kind": "redo"}


def test_undo_of_a_move_names_the_cards_and_nothing_to_undo_is_refused():
    w = SpideretteWidget(Game.from_text(TEACHING))
    send(w, "undo")
    assert w.status == {"id": w.status["id"], "kind": "error", "text": "There is nothing to undo."}
    send(w, "move", src=1, count=1, dst=3)
    send(w, "undo")
    assert w.status["text"] == "Undone: 7♥ back to column 1."
    assert w.view["columns"][0]["up"] == ["9S", "8S", "7H"]


def test_a_deal_is_refused_while_a_column_is_empty():
    w = SpideretteWidget(Game.from_text("spiderette\nstock: ? ? ? ? ? ? ?\n1: 5S\n2: 9H\n3: 6D\n4: -"), lang="pt")
    before = snapshot(w)
    send(w, "deal")
    assert w.status["kind"] == "error"
    assert w.status["text"] == (
        "Não se pode distribuir enquanto houver uma coluna vazia: "
        "coloque primeiro uma carta em cada uma das colunas 4, 5, 6 e 7."
    )
    assert snapshot(w) == before


def test_new_intent_deals_a_new_game_with_the_suits_asked():
    w = SpideretteWidget.new("spider", suits=1, seed=3, scoring="reveal")
    w._handle_custom_msg({"type": "new", "suits": 4}, [])
    v = w.view
    assert v["game"] == "spider" and v["suits"] == 4 and v["scoring"] == "reveal" and v["code"].startswith("SP1-S4-")
    assert v["last"] == {"kind": "new"}
    assert w.status["text"] == f"New game {v['code']}. Undo brings back the game before."
    w._handle_custom_msg({"type": "new"}, [])
    assert w.view["suits"] == 4 and w.view["stock"] == 50 and w.labels["board"] == "Spider board"


def test_a_run_is_announced_and_the_last_one_wins():
    g = Game.from_text("spiderette\nsuits: 1\nremoved: S S S\nstock: -\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S\n2: AS")
    w = SpideretteWidget(g)
    send(w, "move", src=2, count=1, dst=1)
    assert w.view["won"] and w.view["removed"] == ["S", "S", "S", "S"] and w.view["last"]["runs"] == [1]
    assert w.status["kind"] == "win"
    assert w.status["text"] == ("A♠ from column 2 to column 1. Run of spades removed! You won! Score: 899, moves: 1.")
    w.lang = "pl"
    assert w.status["text"] == (
        "A♠ z kolumny 2 do kolumny 1. Usunięto sekwens pik! Wygrana! Wynik: 899, liczba ruchów: 1."
    )


def test_a_stuck_game_says_so_and_suggests_undo_or_a_new_game():
    w = SpideretteWidget(Game.from_text("spiderette\nsuits: 4\nstock: -\n1: 5S\n2: 9H\n3: 6D"))
    assert w.view["stuck"]
    send(w, "move", src=1, count=1, dst=3)
    assert w.status["kind"] == "stuck"
    assert w.status["text"] == "5♠ from column 1 to column 3. No move can help any more: undo, or start a new game."


# ------------------------------------------------------------------- hints
def test_hint_intent_is_refused_when_hints_are_off():
    w = SpideretteWidget(Game.from_text(TEACHING), hints=False)
    before = snapshot(w)
    send(w, "hint")
    assert w.status["kind"] == "error" and w.status["text"] == "Hints are turned off for this board."
    assert snapshot(w) == before


def test_hint_intent_shows_a_legal_move_or_says_why_not():
    w = SpideretteWidget.new("spiderette", suits=2, seed=42)
    before = w.game.to_dict()
    send(w, "hint")
    assert w.game.to_dict() == before  # a hint never plays
    if importlib.util.find_spec("spiderette_widget.search._hints") is None:
        assert w.status["kind"] == "error"
        assert w.status["text"] == "Hints are not available in this installation."
        return
    found = w.game.hint()
    move = getattr(found, "move", found)  # the engine's hint: a Move, or an object holding one
    assert move is None or isinstance(move, Move)
    hint = w.view["hint"]
    if move is None:
        assert hint is None and w.status["kind"] == "hint" and w.status["text"].startswith("No useful move")
        return
    assert (hint["src"], hint["dst"], hint["count"]) == tuple(move)
    assert w.status["kind"] == "hint" and w.status["text"].startswith("Hint: ")
    assert [hint["src"], hint["count"], hint["dst"]] in w.view["legal"]
    assert f"from column {hint['src']} to column {hint['dst']}" in w.status["text"]
    if hint["why"] is not None:
        assert isinstance(hint["why"], str) and f"({hint['why']})" in w.status["text"]
        w.lang = "pt"
        assert w.status["text"].startswith("Pista: ") and w.view["hint"]["why"] != hint["why"]
    send(w, "move", src=hint["src"], count=hint["count"], dst=hint["dst"])
    assert w.view["hint"] is None  # a hint lasts until the board changes


def test_a_hint_object_with_a_reason_is_read_defensively():
    w = SpideretteWidget(Game.from_text(TEACHING))

    class Suggestion:  # what a richer hint could look like
        src, dst, count = 1, 3, 1
        why = "frees 8S"

    w._show_hint(Suggestion())
    assert w.view["hint"] == {"src": 1, "count": 1, "dst": 3, "why": "frees 8S"}
    assert w.status["text"] == "Hint: 7♥ from column 1 to column 3 (frees 8S)."
    w._show_hint(Move(1, 2, 3))  # not legal: never shown
    assert w.view["hint"] is None and w.status["text"] == "No useful move to suggest."


# ---------------------------------------------------------------- language
def test_changing_lang_updates_labels_and_rewords_the_status():
    w = SpideretteWidget(Game.from_text(TEACHING))
    send(w, "move", src=1, count=1, dst=2)
    old_id = w.status["id"]
    w.lang = "pt"
    assert w.labels["new"] == "Nova partida" and w.labels["board"] == "Tabuleiro de Spiderette"
    assert w.status["id"] > old_id and w.status["kind"] == "error"
    assert w.status["text"].startswith("Não se pode colocar o 7♥ sobre o 10♦")
    w.lang = "pl"
    assert w.labels["undo"] == "Cofnij" and w.status["text"].startswith("Nie można położyć 7♥ na 10♦")
    with pytest.raises(IllegalMove) as err:  # code-cell errors follow the widget's language
        w.play("1>2x1")
    assert str(err.value).startswith("Nie można położyć 7♥ na 10♦")


def test_a_bad_lang_or_option_is_a_value_error_and_keeps_the_old_value():
    w = SpideretteWidget(Game.from_text(TEACHING), lang="pt")
    with pytest.raises(ValueError, match="lang must be 'en', 'pt', 'pl' or 'es', got 'fr'"):
        w.lang = "fr"
    with pytest.raises(ValueError, match="hints must be True or False"):
        w.hints = "yes"
    assert w.lang == "pt" and w.hints is True
    with pytest.raises(ValueError, match="lang must be"):
        SpideretteWidget.new(lang="de")


def test_every_language_has_every_label_and_phrase():
    needed = {
        "new", "undo", "redo", "deal", "hint", "suits", "score", "moves", "stock", "deals_left",
        "removed", "code", "column", "empty", "hidden", "won", "stuck", "board", "lifted", "cancelled",
        "solve", "solve_cancel", "solve_step", "describe", "describe_title", "new_title", "not_played",
        "suits_1", "suits_2", "suits_4", "restart", "restart_title", "record", "record_title", "best", "streak",
        "ranks", "winnable", "winnable_title", "winnable_deal", "four_colour", "four_colour_title",
        "record_title_winnable", "review", "review_title",
    }  # fmt: skip
    params = {"cards": "7H", "src": 1, "dst": 2, "n": 3, "suit": "D", "code": "X", "score": 1, "moves": 2,
              "why": "w", "field": "f", "lo": 1, "hi": 7, "i": 2, "s": 30, "target": "8H", "nodes": 5,
              "any_rank": 9}  # fmt: skip
    for lang in ("en", "pt", "pl"):
        assert set(labels(lang)) >= needed
        assert set(labels(lang)) == needed
        for key in phrase_keys():
            text = phrase(key, lang, **params)
            assert text and "{" not in text
    assert labels("pl")["suits_4"] == "4 · Trudny" and labels("pt")["score"] == "Pontuação"
    assert phrase("dealt", "pl", n=10) == "Rozdano 10 kart."
    assert phrase("dealt", "pt", n=1) == "Foi distribuída 1 carta."


# --------------------------------------------------------------- code cells
def test_code_cell_actions_update_the_view_and_raise_like_the_engine():
    w = SpideretteWidget(Game.from_text(TEACHING))
    status = dict(w.status)
    rev = w.view["rev"]
    with pytest.raises(IllegalMove) as err:
        w.play("1>2x3")
    assert err.value.rule == "lift-one-suit"
    assert w.status == status and w.view["rev"] == rev  # the cell got the error, the board no message
    assert w.play(Move(1, 3, 1)) == Move(1, 3, 1)
    assert w.view["columns"][2]["up"] == ["8C", "7H"] and w.status["text"] == "7♥ from column 1 to column 3."
    w.undo()
    assert w.view["columns"][2]["up"] == ["8C"] and w.view["can_redo"]
    w.redo()
    assert w.view["columns"][2]["up"] == ["8C", "7H"]
    with pytest.raises(IllegalMove, match="nothing to redo"):
        w.redo()
    with pytest.raises(IllegalMove, match="stock is empty"):
        w.deal()


def test_new_game_and_assigning_a_game_resync_the_view():
    w = SpideretteWidget.new("spiderette", suits=1, seed=29)
    w.new_game(suits=4)
    assert w.view["suits"] == 4 and w.view["code"] != "SD1-S1-AAAAABD" and w.game.moves == 0
    with pytest.raises(ValueError, match="suits must be 1, 2 or 4"):
        w.new_game(suits=3)
    other = Game.new("spider", suits=2, seed=5)
    w.game = other
    assert w.game is other and w.view["game"] == "spider" and len(w.view["columns"]) == 10
    assert w.view["last"] == {"kind": "new"} and w.labels["board"] == "Spider board"
    with pytest.raises(ValueError, match=r"shows a spiderette_widget\.Game, got str"):
        w.game = "SP1-S2-AAAAAAF"
    assert w.game is other
    other.play(other.legal_moves()[0])  # changed behind the widget's back
    w.refresh()
    assert w.view["moves"] == 1


def test_a_game_in_portuguese_gives_a_portuguese_widget():
    w = SpideretteWidget(Game.new("spiderette", seed=1, lang="pt"))
    assert w.lang == "pt" and w.labels["deal"] == "Distribuir"


def test_history_is_the_games_score_log():
    w = SpideretteWidget.new("spiderette", suits=1, seed=29, scoring="classic")
    m = w.game.legal_moves()[0]
    w.play(m)
    w.deal()
    w.undo()
    assert [h[0] for h in w.history] == ["start", "move", "deal", "undo"]
    assert w.history == w.game.log
    assert [h[2] for h in w.history] == [500, 499, 498, 497]


# --------------------------------------------------------------- what leaves
def _strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)


def test_no_face_down_or_stock_card_in_any_synced_trait():
    w = SpideretteWidget.new("spider", suits=4, seed=11)
    for _ in range(12):
        w.play(w.game.legal_moves()[0]) if w.game.legal_moves() else None
        send(w, "hint")
    w.deal()
    w.lang = "pl"
    g = w.game
    face_up = Counter(str(c) for col in g.columns for c in col.up)
    hidden = {str(c) for col in g.columns for c in col.hidden} | {str(c) for c in g.stock}
    assert sum(len(col.hidden) for col in g.columns) > 20 and len(g.stock) == 40
    state = json.loads(json.dumps(w.get_state()))
    assert set(state) >= {"view", "status", "labels", "lang", "double_click", "auto_place", "highlights", "hints"}
    tokens = Counter(s for s in _strings(state) if CARD.match(s))
    assert tokens == face_up  # every card token is a face-up card, once per copy
    game_state = json.dumps({k: v for k, v in state.items() if k not in ("_esm", "_css")})
    for card in hidden - set(face_up):
        assert not re.search(rf"(?<![0-9A-Z]){card}(?![0-9A-Z])", game_state), card


def test_each_synced_change_of_a_spider_game_stays_small():
    w = SpideretteWidget.new("spider", suits=4, seed=2)
    sizes: list[int] = []
    w.observe(lambda ch: sizes.append(len(json.dumps({ch["name"]: ch["new"]}))), names=["view", "status"])
    for i in range(40):
        legal = w.view["legal"]
        if i % 9 == 8 and w.view["can_deal"]:
            send(w, "deal")
        elif legal:
            src, count, dst = legal[i % len(legal)]
            send(w, "move", src=src, count=count, dst=dst)
        sizes_per_action = sum(sizes)
        assert sizes_per_action < 4096, (i, sizes_per_action)
        sizes.clear()


def test_the_browser_cannot_set_kernel_owned_traits_or_bad_options():
    w = SpideretteWidget(Game.from_text(TEACHING))
    view = w.view
    w.set_state({"view": {"rev": 0, "columns": []}, "status": {"text": "hacked"}})
    assert w.view == view and w.status["text"] != "hacked"
    w.set_state({"lang": "xx"})
    assert w.lang == "en" and w.status["kind"] == "error" and "Setting lang refused" in w.status["text"]
    w.set_state({"auto_place": True})
    assert w.auto_place is True


def test_the_output_carries_the_widget_and_a_static_picture():
    w = SpideretteWidget(Game.from_text(TEACHING))
    data, _ = w._repr_mimebundle_()
    assert data["application/vnd.jupyter.widget-view+json"]["model_id"] == w.model_id
    if importlib.util.find_spec("spiderette_widget.pictures.svg") is None:
        assert "image/svg+xml" not in data
    else:
        svg = data["image/svg+xml"]
        assert svg.startswith("<svg") and 'data-card="QH"' not in svg and 'data-card="7H"' in svg


def test_the_static_picture_speaks_the_boards_language():
    w = SpideretteWidget(Game.from_text(TEACHING), lang="pl")
    svg = w._repr_mimebundle_()[0]["image/svg+xml"]
    assert "Plansza gry Spiderette" in svg and "Stos dobierania" in svg and "Stock" not in svg
    w.lang = "pt"
    assert "Tabuleiro de Spiderette" in w._repr_mimebundle_()[0]["image/svg+xml"]


def test_the_front_end_module_is_the_es_module():
    """The bundle js/build.mjs builds from js/src: esbuild writes ``export default`` as ``export { x as default }``."""
    w = SpideretteWidget(Game.from_text(TEACHING))
    assert re.search(r"^export default |^  \w+ as default$", w._esm, re.M) and ".spiderette" in w._css
    assert "function render(" in w._esm and "spiderette-widget: the front end (widget.js) is missing" not in w._esm


# ------------------------------------------------------ can this deal be won?
# Four suits, one deck: every card text is unique, so a card text in a synced
# trait names exactly one card. 8D and 7D lie face down; the stock deals once.
WINNABLE = """
spiderette
suits: 4
removed: S H
stock: 3D 9C 2D 8C AD 7C 6C
1: KD QD JD 10D 9D
2: 8D | 5C
3: 7D | 6D 5D 4D
4: KC QC JC 10C
5: 4C 3C
6: 2C
7: AC
"""
HARD = ("spider", 4, 82)  # SP1-S4-AAAAADE: 180,000,000 positions leave it open, so even the native core searches on


def solved(text: str = WINNABLE, **options) -> tuple[SpideretteWidget, object]:
    """A widget over ``text`` after its "Can this deal be won?" answer came (plain Python: no event loop)."""
    w = SpideretteWidget(Game.from_text(text), **options)
    send(w, "solve")
    return w, w.solving.result(20)


def test_the_answer_and_next_step_replay_the_winning_line_to_the_win():
    w = SpideretteWidget(Game.from_text(WINNABLE))
    rev = w.view["rev"]
    send(w, "solve")
    assert w.status["kind"] == "search"
    four_suits = budgets().board_solve_four_suit_seconds
    assert w.status["text"] == f"Searching for a winning line (up to {four_suits:g} s)…"
    assert w.view["solve"] == {"state": "running", "nodes": 0, "steps_left": None}
    sol = w.solving.result(20)
    n = len(sol.line)
    assert sol.verdict == "win" and n > 5 and w.solving is None
    assert w.status == {
        "id": w.status["id"],
        "kind": "hint",
        "text": f"This deal can be won: a winning line of {n} actions. Next step plays it one action at a time.",
    }
    assert w.view["solve"] == {"state": "win", "nodes": sol.nodes, "steps_left": n}
    assert w.view["rev"] == rev and w.view["hint"] is None  # nothing played, nothing shown yet
    w.lang = "pt"
    assert w.status["text"].startswith(f"Esta partida pode ser ganha: uma linha vencedora de {n} passos.")
    w.lang = "en"
    for i in range(1, n + 1):
        send(w, "solve_step")
        assert w.status["text"].startswith(f"Step {i} of {n}: ")
        assert w.view["solve"]["steps_left"] == n - i and w.game.moves == i
        if i < n:  # the step about to be played is highlighted (a deal: the stock)
            nxt = sol.line[i]
            want = [None, None, None] if nxt == DEAL else [nxt.src, nxt.count, nxt.dst]
            assert [w.view["hint"][k] for k in ("src", "count", "dst")] == want
    assert w.view["won"] and w.status["kind"] == "win" and "You won!" in w.status["text"]
    assert DEAL in sol.line  # the line dealt from the stock on the way
    before = snapshot(w)
    send(w, "solve_step")
    assert w.status["kind"] == "error" and w.status["text"].startswith("No winning line to replay")
    assert snapshot(w) == before


def test_no_card_of_the_winning_line_reaches_the_browser_before_it_is_face_up():
    w = SpideretteWidget(Game.from_text(WINNABLE))
    leaks: list[tuple[str, str]] = []

    def check(change):
        g = w.game
        hidden = {str(c) for col in g.columns for c in col.hidden} | {str(c) for c in g.stock}
        text = json.dumps(change["new"])
        leaks.extend((change["name"], c) for c in hidden if re.search(rf"(?<![0-9A-Z]){c}(?![0-9A-Z])", text))
        if change["name"] == "view" and change["new"]["solve"] is not None:
            solve = change["new"]["solve"]
            assert set(solve) == {"state", "nodes", "steps_left"}
            assert all(v is None or type(v) in (int, str) for v in solve.values())

    w.observe(check, names=["view", "status", "labels"])
    send(w, "solve")
    sol = w.solving.result(20)
    assert sol.verdict == "win", sol
    assert {"8D", "7D", "3D", "9C"} <= {str(c) for col in w.game.columns for c in col.hidden} | {
        str(c) for c in w.game.stock
    }
    for _ in sol.line:
        send(w, "solve_step")
    assert w.view["won"] and leaks == []


def test_a_move_while_searching_is_played_and_stops_the_search():
    w = SpideretteWidget.new(*HARD)
    rev = w.view["rev"]
    send(w, "solve")
    task = w.solving
    src, count, dst = w.view["legal"][0]
    time.sleep(0.3)  # progress may come meanwhile: it keeps the rev, so the move below is not stale
    w._handle_custom_msg({"type": "move", "src": src, "count": count, "dst": dst, "rev": rev}, [])
    assert w.game.moves == 1 and w.solving is None and w.view["solve"] is None
    assert w.status["kind"] == "info"
    assert f"from column {src} to column {dst}." in w.status["text"]
    assert w.status["text"].endswith(". The search was stopped: the board changed.")
    status = dict(w.status)
    assert task.result(20).reason == "cancelled"  # the search process ended
    assert w.status == status  # and its late answer changed nothing


def test_four_suits_are_searched_longer_unless_the_cell_says_otherwise():
    w = SpideretteWidget.new(*HARD, lang="pl")
    send(w, "solve")  # the button: four suits, where the table's answers took up to 82 s here
    longer = budgets().board_solve_four_suit_seconds
    assert w.status["text"] == f"Szukanie zwycięskiej linii (do {longer:g} s)…" and w.solving.budget_seconds == longer
    w.cancel_solve()
    w.solve(budget_seconds=45)
    assert w.status["text"] == "Szukanie zwycięskiej linii (do 45 s)…"
    w.cancel_solve()
    w.new_game(suits=2)
    send(w, "solve")
    assert w.status["text"] == "Szukanie zwycięskiej linii (do 30 s)…"
    assert w.cancel_solve() and w.solving is None


def test_cancel_stops_the_search_and_a_late_cancel_does_nothing():
    w = SpideretteWidget.new(*HARD)
    task = w.solve()
    w._handle_custom_msg({"type": "solve_cancel"}, [])  # no rev: cancelling fits any position
    assert w.status["text"] == "Search cancelled." and w.view["solve"] is None and w.solving is None
    assert task.result(20).reason == "cancelled" and task.done()
    status = dict(w.status)
    w._handle_custom_msg({"type": "solve_cancel"}, [])  # racing the answer: the answer stays
    assert w.status == status and w.cancel_solve() is False


def test_leaving_the_winning_line_drops_it_and_following_it_by_hand_keeps_it():
    w, sol = solved()
    first = sol.line[0]
    send(w, "move", src=first.src, count=first.count, dst=first.dst)  # the first step, by hand
    assert w.view["solve"]["steps_left"] == len(sol.line) - 1
    assert not w.status["text"].startswith("Step") and w.view["hint"] is None  # not asked to show it
    send(w, "solve_step")
    assert w.status["text"].startswith(f"Step 2 of {len(sol.line)}: ") and w.view["hint"] is not None
    nxt = sol.line[2]
    other = next(m for m in w.game.legal_moves() if nxt == DEAL or m != nxt)
    send(w, "move", src=other.src, count=other.count, dst=other.dst)
    assert w.status["text"].endswith("You left the winning line: ask again to search from here.")
    assert w.view["solve"] is None and w.view["hint"] is None
    with pytest.raises(SolveRefused, match="No winning line to replay"):
        w.solve_step()


def test_an_undo_leaves_the_line_too():
    w, _ = solved()
    send(w, "solve_step")
    send(w, "undo")
    assert w.view["solve"] is None and w.status["text"].endswith("ask again to search from here.")


def test_no_win_and_out_of_budget_answers():
    w, sol = solved(TEACHING)
    assert sol.verdict == "no win"
    assert w.status["kind"] == "hint" and w.status["text"] == "This deal cannot be won from here."
    assert w.view["solve"] == {"state": "no win", "nodes": sol.nodes, "steps_left": None}
    send(w, "move", src=1, count=1, dst=3)
    assert w.view["solve"] is None and w.status["text"] == "7♥ from column 1 to column 3."
    w = SpideretteWidget.new(*HARD, lang="pt")
    sol = w.solve(budget_seconds=0.2).result(20)
    assert sol.verdict == "unknown" and sol.reason == "time budget spent"
    assert w.status["text"] == "Sem resposta em 0,2 s (limite de tempo esgotado)."
    assert w.view["solve"] == {"state": "unknown", "nodes": sol.nodes, "steps_left": None}
    w.lang = "en"
    assert w.status["text"] == "No answer within 0.2 s (budget spent)."


def test_progress_is_throttled_keeps_the_rev_and_is_not_reannounced():
    # a thread of its own, as a plain Python session: another test's Playwright may hold this
    # thread's event loop, where progress would wait for a loop that never turns
    errors: list[BaseException] = []

    def run() -> None:
        try:
            _progress_is_throttled()
        except BaseException as e:  # re-raised in the test's thread
            errors.append(e)

    runner = threading.Thread(target=run)
    runner.start()
    runner.join(60)
    if errors:
        raise errors[0]


def _progress_is_throttled() -> None:
    w = SpideretteWidget.new(*HARD)
    rev = w.view["rev"]
    seen: list[dict] = []
    w.observe(lambda ch: seen.append(dict(ch["new"])), names=["status"])
    start = time.monotonic()
    sol = w.solve(budget_seconds=3).result(20)
    took = time.monotonic() - start
    progress = [s for s in seen if s["text"].startswith("Searching… ")]
    assert progress, seen
    assert len(progress) <= 4 * took + 1  # at most ~4 updates a second
    assert {s["id"] for s in progress} == {seen[0]["id"]}  # the same message, updated in place
    assert re.fullmatch(r"Searching… \d{1,3}(,\d{3})* positions", progress[-1]["text"])
    assert seen[-1]["id"] == seen[0]["id"] + 1 and sol.verdict in ("win", "unknown")
    assert w.view["rev"] == rev and w.view["solve"]["nodes"] == sol.nodes


def test_refused_search_requests_change_nothing():
    w = SpideretteWidget(Game.from_text(WINNABLE), hints=False)
    before = snapshot(w)
    send(w, "solve")
    assert w.status["text"] == "Hints are turned off for this board." and snapshot(w) == before
    send(w, "solve_step")
    assert w.status["text"].startswith("No winning line to replay") and snapshot(w) == before
    for bad in (0, -1, "30", True, float("nan"), 601):
        with pytest.raises(ValueError, match="budget_seconds must be a number of seconds above 0 and at most 600"):
            w.solve(budget_seconds=bad)
    assert w.solving is None and snapshot(w) == before
    task = w.solve()  # a code cell may ask with hints off
    status = dict(w.status)
    with pytest.raises(SolveRefused, match="A search is already running"):
        w.solve()
    w.hints = True
    send(w, "solve")
    assert w.status["kind"] == "error" and w.status["text"].startswith("A search is already running")
    assert w.solving is task and status["kind"] == "search"
    task.cancel()
    done = SpideretteWidget(Game.from_text("spiderette\nremoved: S S S S"))
    send(done, "solve")
    assert done.status["text"] == "This game is already won." and done.solving is None


def test_in_a_kernel_the_answer_is_applied_on_the_event_loop_thread():
    """ipykernel runs an asyncio loop: the solver's watcher thread hands every change to it."""

    async def search():
        w = SpideretteWidget(Game.from_text(WINNABLE))
        threads: set[str] = set()
        w.observe(lambda ch: threads.add(threading.current_thread().name), names=["view", "status"])
        w.solve()
        deadline = time.monotonic() + 20
        while w.view["solve"]["state"] == "running" and time.monotonic() < deadline:
            await asyncio.sleep(0.02)
        return w, threads

    # a thread of its own: another test's Playwright may own this thread's event loop
    out: list = []
    runner = threading.Thread(target=lambda: out.append(asyncio.run(search())), name="kernel-loop")
    runner.start()
    runner.join(30)
    w, threads = out[0]
    assert w.view["solve"]["state"] == "win" and w.status["text"].startswith("This deal can be won")
    assert threads == {"kernel-loop"}


# ------------------------------------------------ a new game can be undone
def test_undo_right_after_a_new_game_brings_the_old_game_back_as_it_was():
    w = SpideretteWidget.new("spiderette", suits=1, seed=29)
    send(w, "deal")
    before = w.game.to_dict()
    old = w.game
    assert w.view["can_undo"]
    send(w, "new", suits=4)
    assert w.view["suits"] == 4 and w.view["can_undo"], "Undo can bring the old game back"
    send(w, "undo")
    assert w.game is old and w.game.to_dict() == before
    assert w.status["text"] == f"Undone: back to game {old.code}."
    assert w.view["suits"] == 1 and w.view["last"] == {"kind": "new"}
    send(w, "undo")  # and now the old game's own last action
    assert w.game.moves == 0


def test_a_new_game_then_a_move_undoes_the_move_first_and_games_are_kept_in_order():
    w = SpideretteWidget.new("spiderette", suits=1, seed=29)
    codes = [w.view["code"]]
    for _ in range(3):
        w.new_game()
        codes.append(w.view["code"])
    w.deal()
    w.undo()
    assert w.view["code"] == codes[-1] and w.game.moves == 0
    for code in reversed(codes[:-1]):
        w.undo()
        assert w.view["code"] == code
    assert not w.view["can_undo"]
    with pytest.raises(IllegalMove):
        w.undo()


def test_a_position_set_from_code_is_not_undone_into_the_games_before():
    w = SpideretteWidget.new("spiderette", suits=1, seed=29)
    w.new_game()
    w.game = Game.from_text(TEACHING)
    assert not w.view["can_undo"]
    with pytest.raises(IllegalMove):
        w.undo()


# ------------------------------------------ what the board may draw at once
def test_view_best_lists_where_a_tap_sends_each_movable_group():
    w = SpideretteWidget(Game.from_text("spiderette\n1: 8H\n2: ? | 5S\n3: 8S\n4: -\n5: ? | 10C 9C\n6: 8D\n7: 6H"))
    best = w.view["best"]
    # 5S and 9C (alone or with 10C): nothing of their suit one higher, so the empty column;
    # 8H, 8S, 8D: on the 9C; 6H, alone in its column, has no 7 to go on
    assert best == [[1, 1, 5], [2, 1, 4], [3, 1, 5], [5, 1, 4], [5, 2, 4], [6, 1, 5]]
    for src, count, dst in best:  # every one is legal and is what "auto" plays
        assert [src, count, dst] in w.view["legal"]
    send(w, "auto", src=2, count=1)
    assert w.view["last"]["dst"] == 4


def test_view_says_why_the_stock_cannot_deal_in_the_boards_language():
    w = SpideretteWidget(
        Game.from_text("spiderette\nstock: ? ? ? ? ? ? ?\n1: KS\n2: -\n3: 8C\n4: 4H\n5: KH\n6: 2C\n7: 6D")
    )
    assert not w.view["can_deal"]
    assert w.view["deal_why"] == "The stock cannot deal while a column is empty: put a card in column 2 first."
    w.lang = "pt"
    assert w.view["deal_why"] == (
        "Não se pode distribuir enquanto houver uma coluna vazia: coloque primeiro uma carta na coluna 2."
    )
    assert SpideretteWidget.new(seed=1).view["deal_why"] is None


# ------------------------------------------------------ the whole position
def test_describe_intent_says_the_whole_position_and_nothing_hidden():
    w = SpideretteWidget.new("spiderette", suits=4, seed=29, lang="pt")
    send(w, "describe")
    assert w.status["kind"] == "describe" and w.status["text"] == w.game.describe("pt")
    hidden = {str(c) for col in w.game.columns for c in col.hidden} | {str(c) for c in w.game.stock}
    up = {str(c) for col in w.game.columns for c in col.up}
    assert all(f" {c} " not in f" {w.status['text']} " for c in hidden - up)
    w.lang = "pl"
    assert w.status["text"] == w.game.describe("pl")
    assert w.describe() == w.game.describe("pl")


def test_announce_position_adds_the_description_after_every_action_only_when_asked():
    w = SpideretteWidget.new("spiderette", suits=1, seed=29)
    w.deal()
    assert w.status["text"] == "Dealt 7 cards."
    w.announce_position = True
    w.undo()
    assert w.status["text"] == "Undone: the dealt cards are back in the stock. " + w.game.describe("en")
    w.hint()
    assert w.game.describe("en") not in w.status["text"]  # a hint is not an action
    with pytest.raises(ValueError, match="announce_position must be True or False"):
        w.announce_position = "yes"
