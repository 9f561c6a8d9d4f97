"""The board's comforts from code: statistics, the remembered suit count, restart, undo conventions."""

from __future__ import annotations

import pytest
from positions import NEAR_WIN

from spiderette_widget import Game, SpideretteWidget, Stats
from spiderette_widget.board import OptionError


@pytest.fixture
def store(tmp_path):
    return Stats(tmp_path / "stats.json")


def intent(w, kind, **fields):
    w._on_msg(w, {"type": kind, "rev": w.view["rev"], **fields})


def test_a_win_on_the_board_is_recorded_and_shown(store):
    w = SpideretteWidget(Game.from_text(NEAR_WIN), stats=store)
    assert w.view["stats"]["played"] == 0
    intent(w, "move", src=2, count=1, dst=1)
    assert w.view["won"]
    assert (w.view["stats"]["played"], w.view["stats"]["won"], w.view["stats"]["best_score"]) == (1, 1, 899)
    w.refresh()  # showing the won game again does not count it twice
    assert w.view["stats"]["played"] == 1


def test_a_new_game_counts_the_one_left_behind(store):
    w = SpideretteWidget(Game.new("spiderette", suits=2, seed=5), stats=store)
    intent(w, "new")  # nothing played yet: not counted
    assert store.get("spiderette", 2, "app").played == 0
    w.deal()  # the new deal is random and may have no move between columns; a deal is always open
    intent(w, "new")
    r = store.get("spiderette", 2, "app")
    assert (r.played, r.won, r.streak) == (1, 0, 0)
    assert w.view["stats"]["played"] == 1


def test_the_suit_choice_is_remembered(store):
    w = SpideretteWidget.new("spiderette", suits=1, seed=1, stats=store)
    intent(w, "new", suits=4)
    assert w.game.suits == 4
    assert SpideretteWidget.new("spiderette", stats=store).game.suits == 4
    assert SpideretteWidget(stats=store).game.suits == 4
    assert SpideretteWidget.new("spider", stats=store).game.suits == 1  # per game


def test_restart_deals_the_same_game_again(store):
    w = SpideretteWidget.new("spiderette", suits=2, seed=9, stats=store)
    start = w.game.to_dict()
    w.deal()
    w.play(w.game.legal_moves()[0])
    intent(w, "restart")
    assert w.game.to_dict() == start
    assert w.status["text"] == "Back to the start of this deal."
    assert store.get("spiderette", 2, "app").played == 1
    w.lang = "pl"
    w.restart()
    assert w.status["text"] == "Powrót do początku tego rozdania."


def test_restart_returns_to_a_position_given_in_notation(store):
    w = SpideretteWidget(Game.from_text(NEAR_WIN), stats=store)
    w.play("2>3")  # the ace into an empty column
    assert w.game.moves == 1
    w.restart()
    assert w.game.to_text() == Game.from_text(NEAR_WIN).to_text()


def test_undo_mode_from_code_and_from_the_browser(store):
    w = SpideretteWidget.new("spiderette", suits=1, seed=3, stats=store, undo_mode="barriers")
    w.deal()
    assert w.view["can_undo"] is False
    intent(w, "undo")
    assert w.status["kind"] == "error" and "cannot be undone" in w.status["text"]
    w.set_state({"undo_mode": "profile"})  # as the browser sends an option change
    assert w.view["can_undo"] is True
    w.set_state({"undo_mode": "sometimes"})
    assert w.undo_mode == "profile" and w.status["kind"] == "error"
    with pytest.raises(OptionError, match="undo_mode must be one of profile, barriers, none"):
        w.undo_mode = "never"


def test_undo_mode_follows_the_game_given(store):
    g = Game.new("spiderette", suits=1, seed=3)
    g.undo_mode = "none"
    w = SpideretteWidget(g, stats=store)
    assert w.undo_mode == "none"
    w.new_game()
    assert w.game.undo_mode == "none"


def test_statistics_can_be_left_off():
    w = SpideretteWidget.new("spiderette", suits=1, seed=3, stats=False)
    assert w.stats is None and w.view["stats"] is None
    with pytest.raises(OptionError, match="stats must be True, False, None or a Stats, got str"):
        SpideretteWidget(stats="yes")


def test_a_game_brought_back_by_undo_and_won_counts_once(store):
    w = SpideretteWidget(Game.from_text(NEAR_WIN), stats=store)
    w.play("2>3")
    intent(w, "new")  # the near-won game is left: played, not won
    assert w.view["stats"] is not None
    intent(w, "undo")  # Undo right after New game brings it back
    intent(w, "undo")
    intent(w, "move", src=2, count=1, dst=1)
    assert w.view["won"]
    r = store.get("spiderette", 1, "app")
    assert (r.played, r.won, r.streak) == (1, 1, 1)


@pytest.mark.parametrize(
    ("setup", "change"),
    [
        ({"lesson": True}, {"lesson": False}),
        ({"lesson": True, "hints": False}, {"hints": True}),
        ({"lesson": True, "undo_mode": "none"}, {"undo_mode": "profile"}),
    ],
)
def test_a_learner_cannot_lift_a_lessons_limits_from_the_browser(store, setup, change):
    w = SpideretteWidget(Game.from_text(NEAR_WIN), stats=store, **setup)
    before = {k: getattr(w, k) for k in ("lesson", "hints", "undo_mode")}
    w.set_state(change)  # what the browser's devtools would send: model.set(...); model.save_changes()
    assert {k: getattr(w, k) for k in before} == before
    field = next(iter(change))
    assert w.status["kind"] == "error"
    assert w.status["text"] == f"During a lesson or an exercise only the teacher's code changes {field}."
    w.lang = "pl"
    w.set_state(change)
    assert w.status["text"] == f"Podczas lekcji lub ćwiczenia {field} zmienia tylko kod nauczyciela."
    setattr(w, field, change[field])  # the teacher's code cell still can
    assert getattr(w, field) == change[field]


def test_an_exercise_keeps_its_options_but_free_play_lets_the_browser_change_them(store):
    from spiderette_widget.classroom import Exercise, Win

    w = SpideretteWidget(exercise=Exercise(NEAR_WIN, Win(within=1)), stats=store, hints=False)
    w.set_state({"hints": True, "auto_place": True})
    assert (w.hints, w.auto_place) == (False, True)  # the comfort option still follows the player
    w.exercise = None
    w.set_state({"hints": True})
    assert w.hints is True and w.status["kind"] != "error"


def test_no_useful_move_but_a_deal_outlines_the_stock():
    """"No useful move to suggest: you can deal" comes with the deal's hint, which the board draws on the stock."""
    w = SpideretteWidget(Game.from_code("SD1-S4-AAAAAAC"))  # no useful move at the start, four deals left
    w.think_nodes = None  # the first answer only
    assert w.hint() is None
    assert w.view["hint"] == {"src": None, "count": None, "dst": None, "why": None}
    assert w.status["text"] == "No useful move to suggest: you can deal from the stock."
    w.play("deal")
    assert w.view["hint"] is None
