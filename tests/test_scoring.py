"""The three scoring profiles of docs/rules.md ("Scoring"), with exact numbers."""

from __future__ import annotations

import random

import pytest

from spiderette_widget import Game, IllegalMove

RUN_TO_2 = "KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S"

# A real win: deal SD1-S1-AAAAAGR won in 53 actions (49 moves and the 4 deals).
WIN_TEXT = """
5>6x1 6>7x2 6>3x1 7>4x3 7>1x1 deal 3>1x1 4>6x1 4>7x4 5>1x1 1>5x3 7>2x5 1>6x2 7>1x1 7>5x1 7>4x1
deal 3>2x1 5>1x1 5>1x5 2>5x8 1>5x4 5>7x1 4>2x1 4>7x2 6>1x1 6>5x4 6>4x1 deal 4>3x1 2>4x1 2>6x2
7>4x5 6>7x3 3>6x2 4>3x6 deal 7>3x4 3>7x1 2>1x2 4>2x2 6>4x3 6>7x1 5>6x1 4>2x4 5>6x5 6>2x7 7>3x3
1>2x3 3>1x4 1>3x5 1>3x5 2>3x3
"""
WIN_IN_53 = WIN_TEXT.split()


def shuttle(scoring: str) -> Game:
    """A position where 5S can go back and forth between 6H and 6D forever."""
    return Game.from_text(f"spiderette\nscoring: {scoring}\n1: 5S\n2: 6H\n3: 6D\n4: 9C\n5: 9D\n6: 9S\n7: 9H")


def shuttle_moves(n: int) -> list[str]:
    return ["1>2", "2>3", *(["3>2", "2>3"] * n)][:n]


# ------------------------------------------------------------------- app
def test_app_profile_numbers(position):
    g = position(f"1: ? | {RUN_TO_2}", "2: 4H AS", "3: 5C", "4: 6C", "5: 7C", "6: 8C", "7: 9C",
                 stock="? ? ? ? ? ? ?", scoring="app")
    assert (g.score, g.moves) == (500, 0)
    g.play("3>4")  # a move: -1
    assert (g.score, g.moves) == (499, 1)
    g.play("4>3x1")  # 5C back into the empty column 3
    assert (g.score, g.moves) == (498, 2)
    g.deal()  # a deal: -1
    assert (g.score, g.moves) == (497, 3)
    g.undo()
    g.play("2>1")  # a move forming a run: -1 + 100; the removal is not a move
    assert (g.score, g.moves, g.removed) == (597, 3, 1)
    g.undo()  # undo is free: score and moves go back, the run comes back
    assert (g.score, g.moves, g.removed) == (498, 2, 0)
    assert [str(c) for c in g.columns[0].up] == RUN_TO_2.split()
    assert [str(c) for c in g.columns[1].up] == ["4H", "AS"]
    g.undo()
    g.undo()
    assert (g.score, g.moves) == (500, 0)
    with pytest.raises(IllegalMove) as e:
        g.undo()
    assert e.value.rule == "nothing-to-undo"
    assert [kind for kind, *_ in g.log] == ["start", "move", "move", "deal", "undo", "move", "undo", "undo", "undo"]


def test_app_undo_limit_is_100_actions():
    g = shuttle("app")
    for m in shuttle_moves(101):
        g.play(m)
    assert (g.score, g.moves) == (500 - 101, 101)
    for k in range(100):
        g.undo()
        assert g.score == 500 - 101 + k + 1
    assert (g.score, g.moves) == (499, 1)
    with pytest.raises(IllegalMove) as e:
        g.undo()
    assert e.value.rule == "undo-limit"
    assert str(e.value) == "Only the last 100 actions can be undone."
    assert e.value.message("pt") == "Só se podem anular as últimas 100 ações."
    assert e.value.message("pl") == "Można cofnąć tylko 100 ostatnich akcji."
    assert (g.score, g.moves) == (499, 1)


def test_app_100_actions_all_undoable():
    g = shuttle("app")
    for m in shuttle_moves(100):
        g.play(m)
    for _ in range(100):
        g.undo()
    assert (g.score, g.moves) == (500, 0)
    with pytest.raises(IllegalMove) as e:
        g.undo()
    assert e.value.rule == "nothing-to-undo"


def test_worked_example_847_real_win():
    """docs/rules.md: a Spiderette game won in 53 moves ends with 500 - 53 + 4 x 100 = 847."""
    g = Game.from_code("SD1-S1-AAAAAGR", scoring="app")
    scores = []
    for action in WIN_IN_53:
        g.play(action)
        scores.append(g.score)
    assert g.is_won and g.removed == 4
    assert g.moves == 53
    assert g.score == 500 - 53 + 4 * 100 == 847
    assert WIN_IN_53.count("deal") == 4
    # every run shows as +100 at the action that formed it, never below the -1 a move costs
    assert sorted(b - a for a, b in zip([500, *scores[:-1]], scores, strict=True) if b - a != -1) == [99, 99, 99, 99]


# ---------------------------------------------------------------- classic
def test_classic_profile_numbers(position):
    g = position(f"1: ? | {RUN_TO_2}", "2: 4H AS", "3: 5C", "4: 6C", "5: 7C", "6: 8C", "7: 9C",
                 stock="? ? ? ? ? ? ?", scoring="classic")
    assert g.score == 500
    g.play("3>4")
    assert (g.score, g.moves) == (499, 1)
    g.undo()  # undo costs a point like a move, and does not refund the move
    assert (g.score, g.moves) == (498, 0)
    g.deal()
    assert (g.score, g.moves) == (497, 1)
    g.undo()
    assert (g.score, g.moves) == (496, 0)
    g.play("2>1")
    assert (g.score, g.removed) == (595, 1)
    g.undo()  # the run comes back and takes its 100 points with it
    assert (g.score, g.removed) == (494, 0)
    g.redo()  # a redo is an action like any other
    assert (g.score, g.removed, g.moves) == (593, 1, 1)


def test_classic_undo_is_unlimited():
    g = shuttle("classic")
    for m in shuttle_moves(250):
        g.play(m)
    for _ in range(250):
        g.undo()
    assert g.moves == 0 and g.score == 500 - 500
    assert [str(c) for c in g.columns[0].up] == ["5S"]
    with pytest.raises(IllegalMove) as e:
        g.undo()
    assert e.value.rule == "nothing-to-undo"
    assert g.score == 0


def test_classic_has_no_floor():
    g = shuttle("classic")
    for m in shuttle_moves(600):
        g.play(m)
    assert g.score == 500 - 600


def spider_perfect_game() -> tuple[Game, list[str]]:
    """A Spider position won in 46 actions: 5 deals and 41 moves, all 8 runs.

    Columns 1-8 hold K Q; the deals bring J 10 9 8 7 onto them; columns 9 and 10
    hold 6..A of every run, stacked so that each card (and 7 of the 2-A pairs) moves once.
    """
    block_pairs = ["2S", "AS", "3S", "4S", "5S", "6S"]  # moved as 6, 5, 4, 3, then 2-A together: 5 moves
    block_singles = ["AS", "2S", "3S", "4S", "5S", "6S"]  # moved one by one: 6 moves
    col9 = block_singles + block_pairs * 3
    col10 = block_pairs * 4
    stock = []
    for j in range(5):
        stock += [f"{('J', '10', '9', '8', '7')[j]}S"] * 8 + [col9[19 + j], col10[19 + j]]
    text = "\n".join(
        ["game: spider", "suits: 1", "scoring: classic", "stock: " + " ".join(stock)]
        + [f"{i}: KS QS" for i in range(1, 9)]
        + [f"9: {' '.join(col9[:19])}", f"10: {' '.join(col10[:19])}"]
    )
    script = ["deal"] * 5
    targets = iter(range(1, 9))
    for col, blocks in ((10, 4), (9, 4)):
        for b in range(blocks):
            t = next(targets)
            singles = 6 if (col, b) == (9, 3) else 4
            script += [f"{col}>{t}x1"] * singles
            if singles == 4:
                script.append(f"{col}>{t}x2")
    return Game.from_text(text), script


def test_worked_example_1254_spider_maximum():
    """docs/rules.md: a perfect Spider game needs 46 moves: 500 - 46 + 800 = 1254."""
    g, script = spider_perfect_game()
    assert g.deals_left == 5 and len(g.stock) == 50
    assert sum(len(c.up) for c in g.columns) == 54
    assert len(script) == 46 and script.count("deal") == 5
    for action in script:
        g.play(action)
    assert g.is_won and g.removed == 8
    assert g.score == 500 - 46 + 8 * 100 == 1254


# ----------------------------------------------------------------- reveal
def test_reveal_profile_numbers(position):
    g = position(f"1: 3D ? | {RUN_TO_2}", "2: 4H ? | AS", "3: 5C", "4: 6C", "5: 7C", "6: 8C", "7: 9C",
                 stock="? ? ? ? ? ? ?", scoring="reveal")
    assert g.score == 0
    g.play("3>4")
    assert (g.score, g.moves) == (0, 1)  # moves and deals are free
    g.play("4>3x1")
    g.deal()
    assert g.score == 0
    g.undo()
    g.play("2>1")  # +100 for the run, +5 for the card under it, +5 for the card under the ace
    assert (g.score, g.removed, g.turned_up) == (110, 1, 2)
    g.undo()  # undo takes the step back, points included
    assert (g.score, g.removed, g.turned_up) == (0, 0, 0)
    g.redo()
    assert g.score == 110


def test_reveal_undo_limit_is_400_steps():
    g = shuttle("reveal")
    for m in shuttle_moves(401):
        g.play(m)
    for _ in range(400):
        g.undo()
    with pytest.raises(IllegalMove) as e:
        g.undo()
    assert e.value.rule == "undo-limit"
    assert str(e.value) == "Only the last 400 actions can be undone."
    assert g.moves == 1 and g.score == 0


@pytest.mark.parametrize("game", ["spiderette", "spider"])
def test_reveal_formula_over_a_played_game(game):
    """Browser Spider: 100 per removed run plus 5 per card turned up, whatever was played."""
    g = Game.new(game, suits=1, seed=4242, scoring="reveal")
    rng = random.Random(5)
    for _ in range(300):
        moves = g.legal_moves()
        if g.can_deal() and (not moves or rng.random() < 0.05):
            g.deal()
        elif moves:
            g.play(rng.choice(moves))
        else:
            break
        assert g.score == 100 * g.removed + 5 * g.turned_up
    hidden_at_start = 21 if game == "spiderette" else 44
    hidden_now = sum(len(c.hidden) for c in g.columns)
    assert g.turned_up == hidden_at_start - hidden_now
    assert g.turned_up > 0


# ------------------------------------------------------------ profile choice
@pytest.mark.parametrize(("game", "profile", "start"), [("spiderette", "app", 500), ("spider", "classic", 500)])
def test_default_profiles(game, profile, start):
    g = Game.new(game, suits=2, seed=1)
    assert g.scoring == profile and g.score == start


def test_unknown_profile_is_refused():
    with pytest.raises(ValueError, match="scoring must be one of app, classic, reveal, got 'bonus'"):
        Game.new("spiderette", scoring="bonus")
