"""Seed 002's undo conventions: barriers (no undo past a deal or a removed run) and no undo at all."""

from __future__ import annotations

import pytest

from spiderette_widget import Game, GameError, IllegalMove

RUN_READY = """
game: spiderette
suits: 1
stock: 5S 6S 7S 8S 9S 10S JS
1: QS ? | KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S
2: AS
3: 4S
4: 9S
5: 10S
6: JS
7: KS
"""


def game(mode: str) -> Game:
    g = Game.from_text(RUN_READY)
    g.undo_mode = mode
    return g


@pytest.mark.parametrize("lang", ["en", "pt", "pl"])
def test_barriers_stop_undo_at_a_deal(lang):
    g = game("barriers")
    g.play("4>5")  # any move: undoable
    assert g.can_undo
    g.undo()
    g.deal()
    before = g.to_dict()
    assert not g.can_undo
    with pytest.raises(IllegalMove) as refused:
        g.undo()
    assert refused.value.rule == "undo-barrier-deal"
    assert refused.value.message(lang)  # said in every language
    assert g.to_dict() == before  # refused: nothing changed
    g.play("3>4")  # a move after the deal can be undone again, up to the deal
    g.undo()
    assert not g.can_undo


def test_barriers_keep_a_removed_run_removed():
    g = game("barriers")
    g.play("2>1")
    assert g.removed == 1
    with pytest.raises(IllegalMove, match="removed a run cannot be undone") as refused:
        g.undo()
    assert refused.value.rule == "undo-barrier-run"
    assert g.removed == 1


def test_no_undo_at_all():
    g = game("none")
    g.play("4>5")
    assert not g.can_undo
    with pytest.raises(IllegalMove, match="Undo is off") as refused:
        g.undo()
    assert refused.value.rule == "undo-off"
    assert refused.value.message("pt").startswith("Nesta partida não se pode anular")
    assert refused.value.message("pl").startswith("W tej partii cofanie jest wyłączone")


def test_profile_mode_keeps_the_profiles_own_undo():
    g = game("profile")
    g.play("2>1")
    g.undo()
    assert g.removed == 0
    g.deal()
    g.undo()
    assert len(g.stock) == 7


def test_mode_survives_to_dict_and_copy():
    g = game("barriers")
    assert Game.from_dict(g.to_dict()).undo_mode == "barriers"
    assert g.copy().undo_mode == "barriers"
    assert Game.new("spider", suits=2, seed=1).undo_mode == "profile"


@pytest.mark.parametrize("bad", ["never", "", None, 0, "x" * 10_000])
def test_an_unknown_mode_is_refused_and_changes_nothing(bad):
    g = game("barriers")
    with pytest.raises(GameError, match="undo_mode must be one of profile, barriers, none") as refused:
        g.undo_mode = bad
    assert len(str(refused.value)) < 200
    assert g.undo_mode == "barriers"
    data = g.to_dict() | {"undo_mode": bad}
    with pytest.raises(GameError, match="'undo_mode' must be one of"):
        Game.from_dict(data)
