"""A game's review (``game.review()``, ``search/review.py``): the chance before each decision,
judged from what the player saw, and the costly moves. Budgets are small node counts."""

from __future__ import annotations

import random

import pytest
from strategies import shuffle_unseen

from spiderette_widget import DEAL, Game, GameError, Move
from spiderette_widget.engine import GameTypeError
from spiderette_widget.search.core import HonestPlayer
from spiderette_widget.search.native import budgets
from spiderette_widget.search.review import MIN_GAIN, Review, chance_at, review

SMALL = {"samples": 4, "nodes": 100_000, "verdicts": False}


def honest_line(code: str, actions: int) -> Game:
    """``code`` with the honest player's first ``actions`` actions played."""
    g = Game.from_code(code)
    player = HonestPlayer()
    for _ in range(actions):
        found = player.step_for(g)
        assert found is not None
        g.play(found[0])
    return g


def with_hidden(game: Game, keep: set[tuple[int, int]], seed: int) -> Game:
    """``game`` (no line played) with its face-down and stock cards shuffled, except the face-down
    cards at ``keep`` ((column from 0, index from the bottom)): the same observation."""
    d = game.to_dict()
    slots = [(i, k) for i, col in enumerate(d["columns"]) for k in range(len(col["hidden"])) if (i, k) not in keep]
    cards = [d["columns"][i]["hidden"][k] for i, k in slots] + d["stock"]
    random.Random(seed).shuffle(cards)
    for (i, k), card in zip(slots, cards, strict=False):
        d["columns"][i]["hidden"][k] = card
    d["stock"] = cards[len(slots) :]
    return Game.from_dict(d)


def test_a_review_has_a_decision_per_action_of_the_line_with_its_cards():
    g = honest_line("SD1-S2-AAAAABD", 5)
    r = g.review(**SMALL)
    assert isinstance(r, Review)
    assert [d.action for d in r.decisions] == list(g.line)
    assert [d.number for d in r.decisions] == [1, 2, 3, 4, 5]
    assert r.decisions[3].action == DEAL and r.decisions[3].cards == ""
    assert (r.decisions[0].cards, r.decisions[0].target) == ("JH", "QS")  # 3>7: J♥ onto Q♠
    assert r.outcome == "left" and all(0 <= d.before <= 1 and 0 <= d.after <= 1 for d in r.decisions)
    assert r.points()[0] == (0, r.decisions[0].before) and r.points()[-1] == (5, r.final)
    assert "Move 1: J♥ onto Q♠" in r.sentence(r.decisions[0])
    assert g.line == honest_line("SD1-S2-AAAAABD", 5).line  # the game is left as it was


def test_the_same_game_gives_the_same_review():
    g = honest_line("SD1-S1-AAAAABD", 6)
    assert g.review(**SMALL) == g.review(**SMALL)
    assert g.review(**SMALL, seed=1).decisions != () and g.review(**SMALL, seed=1) == g.review(**SMALL, seed=1)


def test_equal_observations_give_equal_estimates_whatever_the_face_down_cards():
    """The line's turned-up cards stay put; every other face-down card and the stock are shuffled."""
    start = Game.from_code("SD1-S2-AAAAABD")
    line = honest_line("SD1-S2-AAAAABD", 3).line  # three moves, each turns up a card (columns 3, 6, 6)
    turned = {(2, 1), (5, 4), (5, 3)}
    reviews = []
    for seed in (None, 1, 2):
        g = start.copy() if seed is None else with_hidden(start, turned, seed)
        assert seed is None or g.position != start.position
        for action in line:
            g.play(action)
        reviews.append(g.review(**SMALL))
    assert reviews[0] == reviews[1] == reviews[2]


def test_a_card_turned_up_is_luck_the_chance_after_does_not_read_it():
    """The move turns up a different card in each game: the chance before and after it stay equal."""
    start = Game.from_code("SD1-S2-AAAAABD")
    games = [start.copy(), shuffle_unseen(start, random.Random(5)), shuffle_unseen(start, random.Random(6))]
    for g in games:
        g.play("3>7x1")
    assert len({g.columns[2].up for g in games}) > 1  # different cards turned up
    decisions = [g.review(**SMALL).decisions[0] for g in games]
    assert decisions[0] == decisions[1] == decisions[2]


def test_a_costly_move_is_beyond_the_noise_and_the_chances_agree_wherever_shown():
    """The honest player's first 15 actions of SD1-S2-AAAAABD at the review's own budgets (every
    estimate from all its samples): move 13 parks 9♠ 8♠ in the empty column 3 where the expert
    first puts 5♥ 4♥ on 6♥; only losses beyond two standard errors are weighed, and only gains
    beyond two standard errors are costly."""
    g = honest_line("SD1-S2-AAAAABD", 15)
    r = g.review(verdicts=False)
    assert [d.number for d in r.costly] == [13], str(r)
    assert all(d.samples == budgets().review_samples for d in r.decisions)
    d = r.costly[0]
    assert (d.cards, d.target, d.better) == ("9S 8S", "", Move(5, 1, 2))
    assert d.loss > 2 * d.error and d.gain_error is not None and d.kept - d.after > 2 * d.gain_error
    assert d.kept >= d.after + MIN_GAIN
    for i, (before, nxt) in enumerate(zip(r.decisions, r.decisions[1:], strict=False)):
        shown = g.rewound(len(g.line) - i)  # the position before ``before``
        after = shown.copy()
        after.push(before.action)
        if sum(shown.observation().hidden) == sum(after.observation().hidden) and shown.stock == after.stock:
            assert before.after == nxt.before  # a move that shows nothing: the next position's chance
    assert r.in_lang("pt").sentence(d).startswith("Jogada 13 (9♠ 8♠ para a coluna vazia 3): a probabilidade")
    assert r.in_lang("pl").sentence(d).startswith("Ruch 13 (9♠ 8♠ do pustej kolumny 3) obniżył szansę na wygraną")
    assert chance_at(g) == (r.final, budgets().review_samples)
    shown = g.rewound(len(g.line) - 12)  # before move 13: the better hint says the review's chance there
    hint = shown.hint(think=30_000)
    assert hint is not None and dict(hint.params)["of"] == budgets().review_samples
    assert dict(hint.params)["won"] == round(r.decisions[12].before * budgets().review_samples)
    assert f"it wins in {round(r.decisions[12].before * 100)} of 100 ways" in hint.why


def test_a_won_game_ends_at_a_certain_win():
    g = Game.from_text("spiderette\nremoved: S S S\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S\n2: 2S AS")
    g.play("2>1x2")
    r = review(g, samples=2, nodes=1000)
    assert (r.outcome, r.final, r.costly) == ("won", 1.0, ())
    assert (
        str(r).splitlines()[0]
        == "Won. 1 decision reviewed; the chance of winning was 100% at the start. 0 costly moves."
    )


def test_a_lost_game_says_so_and_a_game_not_started_has_no_decisions():
    g = Game.from_text("spiderette\n1: 5S\n2: 9H\n3: KD")
    assert g.is_stuck
    r = g.review(**SMALL)
    assert (r.decisions, r.outcome, r.final) == ((), "lost", 0.0)
    assert r.points() == [(0, 0.0)]


def test_the_table_and_its_html_in_three_languages():
    r = honest_line("SD1-S1-AAAAABD", 3).review(**SMALL)
    for lang, head in (("en", "chance before"), ("pt", "probabilidade antes"), ("pl", "szansa przed")):
        text = str(r.in_lang(lang))
        assert head in text and len(text.splitlines()) >= 1 + 1 + 3
        assert f"<th>{head}</th>" in r.in_lang(lang)._repr_html_()
    with pytest.raises(ValueError, match="xx"):
        r.in_lang("xx")


def test_a_review_reaches_past_the_undo_limit():
    g = Game.from_code("SD1-S1-AAAAABD")  # the app profile: 100 undo steps
    rng = random.Random(3)
    for _ in range(130):
        g.play(rng.choice(g.legal_actions()))
    assert len(g.move_stack) == 100 and len(g.line) == 130
    first = g.rewound(130)
    assert first.position == Game.from_code("SD1-S1-AAAAABD").position and first.moves == 0
    for action in g.line:
        first.play(action)
    assert first.position == g.position


@pytest.mark.parametrize(
    ("options", "error", "words"),
    [
        ({"samples": 0}, GameError, "samples must be at least 1, got 0"),
        ({"nodes": "many"}, GameTypeError, "nodes must be a whole number or None, got 'many'"),
        ({"seed": True}, GameTypeError, "seed must be a whole number"),
        ({"lang": "fr"}, ValueError, "fr"),
    ],
)
def test_bad_options_are_refused_with_what_was_wrong(options, error, words):
    g = honest_line("SD1-S1-AAAAABD", 1)
    with pytest.raises(error, match=words):
        g.review(**options)
    with pytest.raises(GameTypeError, match="review\\(\\) takes a Game, got str"):
        review("SD1-S1-AAAAABD")  # type: ignore[arg-type]
    with pytest.raises(GameError, match="rewound\\(\\) can go back 0 to 1 actions, got 2"):
        g.rewound(2)
