"""Winnable deals (issue 27): from the table's proven wins, past them from the solver; their statistics apart;
the board's winnable and four-colour choices remembered; the lesson's W and G; H with hints off."""

from __future__ import annotations

import csv
import time
from importlib import resources

import pytest

from spiderette_widget import Game, SpideretteWidget
from spiderette_widget.engine._codes import parse_code
from spiderette_widget.engine._errors import GameError
from spiderette_widget.pictures.svg import board_svg
from spiderette_widget.search.deals import Deals, find_winnable, pick_deal, proven_wins
from spiderette_widget.text._stats import Stats


def table_rows():
    table = resources.files("spiderette_widget") / "data" / "winnability.csv"
    with resources.as_file(table) as path, open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def send(w, kind, **fields):
    fields.setdefault("rev", w.view["rev"])
    w._handle_custom_msg({"type": kind, **fields}, [])


@pytest.fixture
def store(tmp_path):
    return Stats(tmp_path / "stats.json")


# ------------------------------------------------------------------ the table
def test_proven_wins_are_the_tables_strict_rule_wins_of_that_game_and_suit_count():
    rows = table_rows()
    for game in ("spiderette", "spider"):
        for suits in (1, 2, 4):
            want = {
                parse_code(r["code"])[2]
                for r in rows
                if r["game"] == game and int(r["suits"]) == suits and r["rule"] == "strict" and r["verdict"] == "win"
            }
            assert set(proven_wins(game, suits)) == want and want, (game, suits)
    # a relaxed-rule win (dealing onto an empty column) is no proof under the engine's rule
    relaxed_only = {r["code"] for r in rows if r["rule"] == "relaxed" and r["verdict"] == "win"} - {
        r["code"] for r in rows if r["rule"] == "strict" and r["verdict"] == "win"
    }
    assert relaxed_only
    assert all(parse_code(c)[2] not in proven_wins(*parse_code(c)[:2]) for c in relaxed_only)


def test_a_winnable_game_is_one_of_them_chosen_at_random_and_seeded():
    for game, suits in (("spiderette", 4), ("spider", 2)):
        g = Game.new(game, suits, winnable=True)
        assert parse_code(g.code)[2] in proven_wins(game, suits) and g.suits == suits
        same = {Game.new(game, suits, seed=11, winnable=True).code for _ in range(3)}
        assert len(same) == 1
    many = {Game.new(suits=1, winnable=True).code for _ in range(12)}
    assert len(many) > 1  # at random
    assert Game.new(suits=2, seed=3, winnable=True).code != Game.new(suits=2, seed=4, winnable=True).code
    with pytest.raises(TypeError, match="winnable must be True or False"):
        Game.new(winnable="yes")
    with pytest.raises(GameError, match="suits must be 1, 2 or 4"):
        pick_deal("spiderette", 3)


def test_past_the_table_the_solver_finds_a_deal_it_wins():
    assert Deals(table=lambda game, suits: ()).pick("spiderette", 1) is None
    assert pick_deal("spiderette", 1, table=lambda game, suits: ()) is None
    number = find_winnable("spiderette", 1, seed=5)  # what Game.new(winnable=True) deals past the table
    assert number == find_winnable("spiderette", 1, seed=5)  # 1 suit: the solver wins almost every deal at once
    assert Game.new("spiderette", 1, number).code == Game.new("spiderette", 1, number).code
    tried = []

    def never(game, limit):
        tried.append(game.code)
        return type("Lost", (), {"won": False})()

    with pytest.raises(GameError, match="3 deals tried"):
        find_winnable("spider", 4, seed=1, tries=3, solve=never)
    assert len(set(tried)) == 3


# ------------------------------------------------------------------ the board
def test_new_game_winnable_deals_from_the_table_says_so_and_keeps_statistics_apart(store):
    w = SpideretteWidget(Game.new("spiderette", 2, seed=9), stats=store)
    assert w.view["winnable"] is False and not w.winnable
    w.play(w.game.legal_moves()[0])
    w.new_game(winnable=True)
    assert w.winnable and w.view["winnable"] is True
    assert parse_code(w.game.code)[2] in proven_wins("spiderette", 2)
    assert "A winnable deal: the solver has won it." in w.status["text"]
    assert store.get("spiderette", 2, "app").played == 1  # the game left behind, with all deals
    assert w.view["stats"]["played"] == 0  # winnable deals: their own figures
    w.play(w.game.legal_actions()[0])  # a random winnable deal may open with no move but the deal
    w.new_game()  # the option holds: another winnable deal
    assert w.view["winnable"] is True
    assert store.get("spiderette", 2, "app", winnable=True).played == 1
    assert store.get("spiderette", 2, "app").played == 1
    table = store.table()
    assert [(r.winnable, r.played) for r in table] == [(False, 1), (True, 1)]
    assert "winnable" in str(table) and "any" in str(table)
    w.undo()  # back to the game the new one replaced: a winnable deal, with its figures
    assert w.view["winnable"] is True and w.view["stats"]["played"] == 1
    send(w, "new", suits=2, winnable=False)  # the board's box, unticked
    assert not w.winnable and w.view["winnable"] is False
    send(w, "new", winnable="yes")
    assert w.status["kind"] == "error" and "winnable must be true or false" in w.status["text"]


def test_a_won_winnable_deal_counts_in_its_own_record(store):
    g = Game.from_text("spiderette\nremoved: S S S\n1: KS QS JS 10S 9S 8S\n2: 6S 5S 4S 3S 2S AS\n3: 7S")
    w = SpideretteWidget(g, stats=store)
    w._dealt_winnable = True  # as if dealt by new_game(winnable=True)
    w.play("2>3x6")
    w.play("3>1x7")
    assert w.game.is_won
    assert store.get("spiderette", 1, "app", winnable=True).won == 1
    assert store.get("spiderette", 1, "app").played == 0


def test_the_boards_choices_are_remembered_once_changed(store):
    w = SpideretteWidget(stats=store)
    assert not w.winnable and not w.four_colour and store.choice("winnable") is None
    w.four_colour = True  # from the browser's box (set_state) or a code cell
    w.set_state({"winnable": True})
    assert store.choice("four_colour") is True and store.choice("winnable") is True
    w2 = SpideretteWidget(stats=store)  # the next board, e.g. in the next notebook
    assert w2.four_colour and w2.winnable and w2.view["winnable"] is True
    assert parse_code(w2.game.code)[2] in proven_wins("spiderette", 1)
    w3 = SpideretteWidget(stats=store, four_colour=False)  # a notebook's own option wins, and is not remembered
    assert not w3.four_colour and store.choice("four_colour") is True
    w4 = SpideretteWidget.new(stats=store, suits=4, seed=2, winnable=True)
    assert w4.view["winnable"] and w4.game.code == Game.new(suits=4, seed=2, winnable=True).code


def test_the_four_colour_deck_in_the_static_picture(store):
    g = Game.from_text("spiderette\n1: KS QH\n2: 9D\n3: 8C")
    plain, four = board_svg(g), board_svg(g, four_colour=True)
    assert "#0b57b5" not in plain and "#0b57b5" in four and "#17772e" in four
    assert four.count("♦") == plain.count("♦") and four.count("♣") == plain.count("♣")  # symbols stay
    w = SpideretteWidget(g, stats=store, four_colour=True)
    data, _ = w._repr_mimebundle_()
    assert "#17772e" in data["image/svg+xml"]


def test_past_the_table_the_board_looks_in_the_background_and_says_so(store):
    """Node budgets, not time: deal AAAABYG is not won within 20,000 positions, deal AAAAAAA is (780)."""
    tried = iter([parse_code("SD1-S1-AAAABYG")[2], parse_code("SD1-S1-AAAAAAA")[2], *range(100, 200)])
    past_the_table = Deals(table=lambda game, suits: (), draw=lambda seed: lambda: next(tried))
    w = SpideretteWidget(Game.new("spiderette", 1, seed=3), stats=store, deals=past_the_table)
    w.find_nodes = 20_000
    code = w.game.code
    w.new_game(winnable=True)
    task = w.solving
    assert task is not None and w.game.code == code  # the board keeps its game while it looks
    assert w.status["kind"] == "search"
    assert w.status["text"].startswith("The table of solved deals has no winnable deal for this game")
    assert w.view["solve"]["state"] == "running"
    found = task.result(timeout=600)  # a backstop only: two searches of at most 20,000 positions
    assert found is not None and w.game is found and w.view["winnable"] is True
    assert found.code == "SD1-S1-AAAAAAA" and task.tried == 2
    assert w.solving is None and "A winnable deal: the solver has won it." in w.status["text"]
    # a move (or Cancel) stops the search, as it stops "Can this deal be won?"
    w.new_game()
    task = w.solving
    assert w.cancel_solve() and w.status["text"] == "Search cancelled." and w.solving is None
    deadline = time.monotonic() + 30
    while not task.done() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert w.game is found


# ------------------------------------------------------------------ small slips
def test_lesson_mode_answers_w_and_g_about_the_solver_not_the_deal(store):
    w = SpideretteWidget(Game.new("spiderette", suits=2, seed=42), lesson=True, stats=store)
    for kind in ("solve", "solve_step"):
        send(w, kind)
        assert w.status["kind"] == "error"
        assert w.status["text"] == "Lesson mode: “Can this deal be won?” and its steps are off during a lesson."
    send(w, "new")
    assert w.status["text"] == "Lesson mode: the board stays on the lesson's deal."
    w.lang = "pl"
    send(w, "solve")
    assert w.status["text"].startswith("Tryb lekcji: funkcja „Czy tę partię da się wygrać?”")


def test_hint_with_hints_off_says_they_are_off(store):
    w = SpideretteWidget(Game.new("spiderette", suits=2, seed=42), hints=False, stats=store)
    send(w, "hint")
    assert w.status == {"id": w.status["id"], "kind": "error", "text": "Hints are turned off for this board."}


def test_a_game_dealt_winnable_shows_its_badge_and_a_given_game_keeps_the_box_unticked(store):
    """Issue 52 point 4: Game.new(..., winnable=True) given to the board had no badge; the remembered
    "Winnable only" showed ticked over deals that are not winnable (SpideretteWidget.new, a Spider board)."""
    store.remember_choice("winnable", True)
    given = SpideretteWidget(Game.new("spiderette", 2, seed=3, winnable=True), stats=store)
    assert given.view["winnable"] is True
    for board in (SpideretteWidget.new("spider", suits=1, seed=3, stats=store, lang="pl"),
                  SpideretteWidget(Game.new("spiderette", 1, seed=4), stats=store)):  # fmt: skip
        assert board.view["winnable"] is False and board.winnable is False
    own = SpideretteWidget(stats=store)  # a board that deals its own game deals the remembered kind
    assert own.winnable is True and own.view["winnable"] is True


def test_new_game_does_not_count_a_game_undone_back_to_its_deal(store):
    """Issue 52 point 10: "Won 0 of 0" became "Won 0 of 1" on New game before the learner had played."""
    w = SpideretteWidget(Game.new("spiderette", 1, seed=5), stats=store)
    w.play(w.game.legal_moves()[0])
    w.undo()
    send(w, "new")
    w.undo()  # back to the first game
    assert store.get("spiderette", 1, "app").played == 0
    w.play(w.game.legal_moves()[0])
    send(w, "new")
    assert store.get("spiderette", 1, "app").played == 1
