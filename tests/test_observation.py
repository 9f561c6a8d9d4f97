"""What the player sees is defined once (``Position.observation``), and everything shown is derived from it.

The property: shuffle the face-down and stock cards among their places and
nothing a player is shown or told changes: the observation, the notation with
``hide=True``, the spoken description, the picture, the widget's view
(stuck flag included), the hint and the scripted players' choices. A leak of
a hidden card into any of them breaks the equality.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from strategies import any_games, shuffle_unseen

from spiderette_widget import Card, Game, Observation, Position
from spiderette_widget.board._view import StuckMemo, build_view
from spiderette_widget.pictures import board_svg
from spiderette_widget.search.players import fill_plan, progress_moves, workspace_plan


def play_some(g: Game, data: st.DataObject) -> Game:
    for _ in range(data.draw(st.integers(0, 25), label="actions")):
        actions = g.legal_actions()
        if not actions:
            break
        g.play(data.draw(st.sampled_from(actions), label="action"))
    return Game.from_dict(g.to_dict())  # no undo history: the twin has none either


def shown(g: Game) -> dict:
    """Everything the package shows or tells a player about ``g``."""
    return {
        "observation": g.observation(),
        "text": g.to_text(hide=True),
        "describe": [g.describe(lang) for lang in ("en", "pt", "pl")],
        "svg": board_svg(g),
        "view": build_view(g, rev=1, stuck=StuckMemo()(g)),
        "stuck": g.is_stuck,
        "players": (progress_moves(g), workspace_plan(g), fill_plan(g)),
        "hint": g.hint(),
    }


@settings(max_examples=20, deadline=None)
@given(any_games, st.data())
def test_shuffling_the_unseen_cards_changes_nothing_the_player_is_shown(g, data):
    g = play_some(g, data)
    twin = shuffle_unseen(g, random.Random(data.draw(st.integers(0, 2**32), label="shuffle")))
    assert twin.observation() == g.observation()
    assert shown(twin) == shown(g)


def test_an_observation_holds_counts_of_what_is_hidden_and_the_cards_that_are_not():
    g = Game.from_text("spiderette\nstock: 4D ? ?\nremoved: C\n1: QH ? | 9S 8S 7H\n2: 10D")
    seen = g.observation()
    assert isinstance(seen, Observation) and isinstance(g.position, Position)
    assert seen.hidden[:2] == (2, 0) and seen.stock == 3 and seen.removed_suits == ("C",)
    assert [[str(Card(c)) for c in up] for up in seen.up[:2]] == [["9S", "8S", "7H"], ["10D"]]
    assert seen.movable(1) == 1 and seen.movable(3) == 0
    assert hash(seen) == hash(g.copy().observation())  # a value: usable as a dict key


def test_a_position_is_a_value_and_the_rules_live_on_it():
    g = Game.new("spiderette", suits=2, seed=29)
    p = g.position
    assert {p: "start"}[Game.new("spiderette", suits=2, seed=29).position] == "start"
    move = p.legal_moves()[0]
    assert p.after(move) == (g.play(move) and g.position)  # the unchecked step is the engine's
    g.undo()
    assert g.position == p and g.legal_actions() == p.legal_actions()
