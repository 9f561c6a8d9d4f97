"""The expert's hints: ``Game.hint(think=...)`` plays the expert's game, and the board's Hint
shows the honest move at once, then the expert's from a background process.

Budgets are node counts: the expert's decision is the same on any machine, in
this process or in the board's background one.
"""

from __future__ import annotations

import pytest

from spiderette_widget import DEAL, Game, GameError, SpideretteWidget
from spiderette_widget.search.expert import ExpertPlayer
from spiderette_widget.search.review import chance_at, chance_words
from spiderette_widget.search.solver import solve

NODES = 20_000  # a small expert: the same game at any size


def send(w: SpideretteWidget, kind: str, **fields) -> None:
    fields.setdefault("rev", w.view["rev"])
    w._handle_custom_msg({"type": kind, **fields}, [])


def test_following_the_thinking_hints_plays_exactly_the_experts_game():
    g, mirror = Game.new("spiderette", suits=1, seed=100_004), Game.new("spiderette", suits=1, seed=100_004)
    player = ExpertPlayer(nodes=NODES)
    whys, hints, seen = set(), [], []
    for _ in range(40):
        action = player.next_action(mirror)
        if action is None:
            break
        found = g.hint(think=NODES)
        if action == DEAL:
            assert found is None  # a hint is never a deal: the board says "deal"
            g.deal()
        else:
            assert found is not None and found.move == action
            whys.add(found.why)
            hints.append(found)
            seen.append(g.copy())
            g.play(found.move)
        mirror.play(action)
    assert g.to_dict() == mirror.to_dict() and g.moves >= 15
    assert any("the expert" in why and "wins from here" in why for why in whys)
    said = [h for h in hints if "won" in dict(h.params)]  # the expert's plan, in the four languages
    assert said and all("o perito" in h.why_in("pt") and "a partir daqui" in h.why_in("pt") for h in said)
    assert all("ekspert" in h.why_in("pl") and "stąd" in h.why_in("pl") for h in said)
    assert all("el experto" in h.why_in("es") and "desde aquí" in h.why_in("es") for h in said)
    for h, shown in zip(hints, seen, strict=True):  # the review's chance, in the review's words
        if "won" in dict(h.params):
            assert h.why.endswith("; " + chance_words(chance_at(shown)))
    assert not any(" of 100 " in why for why in whys)


def test_the_expert_says_it_keeps_a_group_together_and_what_its_plan_is_for():
    from spiderette_widget import Move
    from spiderette_widget.search._hints import Hint

    params = (("column", 1), ("goal", "turn-up"), ("goal_column", 4), ("steps", 2))
    h = Hint(Move(1, 2, 3), "empties-column", (*params, ("together", "9S 8S 7S"), ("won", 7), ("odds", "tenths")))
    assert h.why == (
        "empties column 1, to turn up a card in column 4, keeping 9♠ 8♠ 7♠ together; "
        "the expert wins from here about 7 times in 10"
    )
    assert h.why_in("es").endswith("; el experto gana desde aquí unas 7 veces de cada 10")
    unsure = Hint(Move(1, 2, 3), "empties-column", (*params, ("won", 0), ("odds", "uncertain")))
    assert unsure.why.endswith("; how often the expert wins from here is uncertain")
    assert h.why_in("pt").startswith("esvazia a coluna 1, para virar uma carta na coluna 4, sem separar o grupo 9♠")
    assert h.why_in("pl").startswith("opróżnia kolumnę 1, aby odkryć kartę w kolumnie 4, nie rozdzielając 9♠ 8♠ 7♠")
    assert Hint(Move(1, 2, 3), "empties-column", params).why == "empties column 1"  # the honest player's: as before


@pytest.mark.parametrize("think", [0, -5, 2.5, "yes", None])
def test_a_bad_think_is_refused_and_changes_nothing(think):
    g = Game.new("spiderette", suits=2, seed=100_005)
    before = g.to_dict()
    with pytest.raises(GameError, match=r"think must be True, False or a number of positions"):
        g.hint(think=think)
    assert g.to_dict() == before


def test_the_board_shows_the_honest_hint_first_then_the_experts():
    g = Game.new("spiderette", suits=1, seed=100_001)  # at 30,000 positions the expert plans two moves
    w = SpideretteWidget(g.copy())
    w.think_nodes = 30_000
    send(w, "hint")
    first = w.view["hint"]
    assert (first["src"], first["dst"], first["count"]) == tuple(g.hint().move)
    assert w.thinking is not None
    w.thinking.result(300)
    better = w.view["hint"]
    expected = g.hint(think=30_000)
    assert (better["src"], better["dst"], better["count"]) == tuple(expected.move)
    assert better["why"] == expected.why and "the expert wins from here" in w.status["text"]
    assert w.thinking is None
    send(w, "move", src=better["src"], count=better["count"], dst=better["dst"])
    w.hint()  # the expert's plan goes on: its next move at once, no thinking
    assert w.thinking is None and "wins from here" in w.status["text"]
    w.close()


def test_a_move_stops_the_thinking_and_keeps_its_answer_off_the_board():
    w = SpideretteWidget.new("spiderette", suits=2, seed=100_006)
    w.think_nodes = 400_000
    send(w, "hint")
    task = w.thinking
    assert task is not None
    hint = w.view["hint"]
    send(w, "move", src=hint["src"], count=hint["count"], dst=hint["dst"])
    assert w.thinking is None and task.result(30) is None  # ended, no answer
    assert w.view["hint"] is None
    w.close()


@pytest.mark.parametrize(
    ("options", "said"),
    [
        ({"samples": 0}, "ExpertPlayer(samples=...) must be a whole number of at least 1 or None, got 0"),
        ({"nodes": 2.5}, "ExpertPlayer(nodes=...) must be a whole number of at least 1 or None, got 2.5"),
        ({"method": "guess"}, "method must be 'hindsight', 'rollouts' or 'chance', got 'guess'"),
    ],
)
def test_a_bad_expert_is_refused(options, said):
    with pytest.raises(GameError) as e:
        ExpertPlayer(**options)
    assert str(e.value) == said


def test_following_the_better_hint_plays_the_experts_game():
    """``solve(player="expert")`` is the better hint's player: hint by hint (a deal where it is silent
    and the stock can deal), a one-suit deal is played exactly as the solver's expert plays it."""
    start = Game.new("spiderette", suits=1, seed=100_004)
    sol = solve(start, player="expert")
    g = start.copy()
    followed = []
    while not g.is_won and len(followed) <= len(sol.line):
        h = g.hint(think=True)
        if h is None and not g.can_deal():
            break
        action = DEAL if h is None else h.move
        g.play(action)
        followed.append(action)
    assert followed == list(sol.line) and g.is_won == (sol.verdict == "win")
