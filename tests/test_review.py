"""A game's review (``game.review()``, ``search/review.py``): the chance before each decision,
judged from what the player saw, and the costly moves. Budgets are small node counts."""

from __future__ import annotations

import html
import random

import pytest
from strategies import shuffle_unseen

from spiderette_widget import DEAL, Game, GameError
from spiderette_widget.engine import GameTypeError
from spiderette_widget.search.core import HonestPlayer
from spiderette_widget.search.judge import forget
from spiderette_widget.search.review import (
    BLUNDER,
    INACCURACY,
    MARKS,
    MISTAKE,
    Review,
    chance_at,
    mark_of,
    review,
    weigh,
)

SMALL = {"verdicts": False}


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
    assert g.review(**SMALL, nodes=50).decisions != () and g.review(**SMALL, nodes=50) == g.review(**SMALL, nodes=50)


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


def test_a_card_turned_up_is_luck_the_cost_does_not_read_it():
    """The move turns up a different card in each game: the chance before, the chance after it
    (judged before the card shows) and the cost stay equal; the luck is what the card brought."""
    start = Game.from_code("SD1-S2-AAAAABD")
    games = [start.copy(), shuffle_unseen(start, random.Random(5)), shuffle_unseen(start, random.Random(6))]
    for g in games:
        g.play("3>7x1")
    assert len({g.columns[2].up for g in games}) > 1  # different cards turned up
    decisions = [g.review(**SMALL).decisions[0] for g in games]
    assert len({(d.before, d.after, d.cost, d.mark) for d in decisions}) == 1
    assert all(d.reveals for d in decisions)
    assert len({d.luck for d in decisions}) > 1  # the cards differ, and so does their luck
    for g, d in zip(games, decisions, strict=True):
        assert d.before - d.cost + d.luck == pytest.approx(chance_at(g).chance)


@pytest.mark.parametrize(("game", "suits", "seed", "actions"),
                         [("spiderette", 1, 3, 60), ("spiderette", 2, 5, 40), ("spiderette", 4, 7, 40),
                          ("spider", 2, 11, 50)])  # fmt: skip
def test_the_ledger_balances_every_cost_is_weighed_and_luck_only_where_cards_show(game, suits, seed, actions):
    """The start, less the cost, plus the luck, is the end; every decision has a cost (0 or more),
    0 for the judge's own action; luck only where cards were shown; marks by the thresholds."""
    g = Game.new(game, suits=suits, seed=seed)
    player = HonestPlayer()
    for _ in range(actions):
        found = player.step_for(g)
        if found is None:
            break
        g.play(found[0])
    r = g.review(**SMALL)
    assert len(r.decisions) == len(g.line)
    assert r.initial - r.cost + r.luck == pytest.approx(r.final, abs=1e-9)
    assert r.cost == pytest.approx(sum(d.cost for d in r.decisions)) and r.cost >= 0
    for d, nxt in zip(r.decisions, [*r.decisions[1:], None], strict=True):
        assert d.cost >= 0 and d.before - d.cost == pytest.approx(d.after)
        assert d.next == pytest.approx(nxt.before if nxt is not None else r.final)
        assert d.reveals or d.luck == 0
        assert d.mark == mark_of(d.cost, d.error)
        if d.better is not None:
            assert d.cost > 0 and d.better != d.action and d.kept == d.before
    assert [d.number for d in r.costly] == sorted((d.number for d in r.decisions if d.mark),
                                                    key=lambda n: (-r.decisions[n - 1].cost, n))  # fmt: skip
    hints = [chance_at(g.rewound(len(g.line) - i)).chance for i in range(len(r.decisions))]  # the hint's chances
    assert all(c <= d.before + 1e-12 for c, d in zip(hints, r.decisions, strict=True))
    assert sum(c == d.before for c, d in zip(hints, r.decisions, strict=True)) >= (
        0.7 * len(r.decisions))  # the same number as the hint's, but where the search's budget fell short
    assert r.raised == sum(chance_at(g.rewound(len(g.line) - i)).chance != d.before for i, d in enumerate(r.decisions))


def test_marks_by_stated_thresholds_never_within_the_noise():
    assert (INACCURACY, MISTAKE, BLUNDER) == (0.05, 0.10, 0.20) and MARKS == ("inaccuracy", "mistake", "blunder")
    assert [mark_of(c) for c in (0.0, 0.049, 0.05, 0.0999, 0.1, 0.2, 1.0)] == [
        "", "", "inaccuracy", "inaccuracy", "mistake", "blunder", "blunder"]
    assert mark_of(0.3, error=0.15) == "" and mark_of(0.3, error=0.14) == "blunder"


# Face up to the end (the stock empty, no card face down): won with 2>5, lost after 1>5x2 (the
# thoughtful solver proves both; found by a search over random end games, kept here).
END_GAME = """spiderette
removed: S H
1: 5H QS 3S 2S
2: 9S 10S QH 10H 8H 5S 7H
3: JH JS 4S 6S 6H 3H 2H 8S 4H KH AH 7S 9H
4: KS AS"""


def test_where_every_card_is_seen_a_move_from_a_won_position_to_a_lost_one_is_a_blunder():
    g = Game.from_text(END_GAME)
    assert chance_at(g).exact and chance_at(g).chance == 1.0
    g.play("1>5x2")
    r = g.review(**SMALL)
    d = r.decisions[0]
    assert (d.before, d.after, d.cost, d.luck, d.mark) == (1.0, 0.0, 1.0, 0.0, "blunder")
    assert d.better is not None and d.better != d.action and r.final == 0.0
    kept = Game.from_text(END_GAME)
    kept.play(d.better)
    assert kept.review(**SMALL).decisions[0].cost == 0 and chance_at(kept).chance == 1.0
    assert "blunder: 3♠ 2♠ into the empty column 5 gave up 100 points" in r.sentence(d)
    assert r.summary().endswith("the moves gave up 100 points (one blunder), and the cards took 0 points.")


def test_a_won_game_ends_at_a_certain_win():
    g = Game.from_text("spiderette\nremoved: S S S\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S\n2: 2S AS")
    g.play("2>1x2")
    r = review(g, nodes=10)
    assert (r.outcome, r.final, r.costly, r.cost, r.luck) == ("won", 1.0, (), 0.0, 0.0)
    assert str(r).splitlines()[0] == ("Won. 1 decision reviewed. The expert's chance to win was 100% at the start "
                                      "and 100% at the end: the moves gave up 0 points (no move marked), and the "
                                      "cards took 0 points.")  # fmt: skip


def test_a_lost_game_says_so_and_a_game_not_started_has_no_decisions():
    g = Game.from_text("spiderette\n1: 5S\n2: 9H\n3: KD")
    assert g.is_stuck
    r = g.review(**SMALL)
    assert (r.decisions, r.outcome, r.final) == ((), "lost", 0.0)
    assert r.points() == [(0, 0.0)]


def test_the_table_and_its_html_in_three_languages():
    r = honest_line("SD1-S1-AAAAABD", 3).review(**SMALL)
    for lang, head in (("en", "expert's chance before"), ("pt", "probabilidade do perito antes"),
                       ("pl", "szansa eksperta przed"), ("es", "probabilidad del experto antes")):
        text = str(r.in_lang(lang))
        assert head in text and len(text.splitlines()) >= 1 + 1 + 3
        assert f"<th>{html.escape(head)}</th>" in r.in_lang(lang)._repr_html_()
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
        ({"nodes": 0}, GameError, "nodes must be at least 1, got 0"),
        ({"nodes": "many"}, GameTypeError, "nodes must be a whole number, got 'many'"),
        ({"nodes": True}, GameTypeError, "nodes must be a whole number"),
        ({"samples": 4}, TypeError, "samples"),
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


# ------------------------------------------------------------------ bad moves planted in real games


def _in_suit_turn_up(g: Game) -> bool:
    """Whether a move puts a card on the next higher card of its suit and turns up a card."""
    for m in g.legal_moves():
        src, dst = g.columns[m.src - 1], g.columns[m.dst - 1]
        first = src.up[-m.count]
        if dst.up and dst.up[-1].suit == first.suit and dst.up[-1].rank == first.rank + 1 and (
                m.count == len(src.up) and src.hidden):  # fmt: skip
            return True
    return False


def _early_deal(g: Game) -> list:
    """A deal beside a safe in-suit move that turns up a card."""
    return [DEAL] if g.can_deal() and _in_suit_turn_up(g) else []


def _fill_last(g: Game) -> list:
    """A card that cannot go back (it lay on a card not one higher) into the last empty column, for nothing."""
    empty = [i + 1 for i, c in enumerate(g.columns) if not c.up and not c.hidden]
    if len(empty) != 1:
        return []
    for m in g.legal_moves():
        src = g.columns[m.src - 1]
        if m.dst == empty[0] and m.count == 1 and len(src.up) > 1 and src.up[-2].rank != src.up[-1].rank + 1:
            return [m]
    return []


def _break_run_then_deal(g: Game) -> list:
    """Part of a suited run onto another suit's card (it shows nothing), then a deal that buries it."""
    if not g.can_deal():
        return []
    for m in g.legal_moves():
        src, dst = g.columns[m.src - 1], g.columns[m.dst - 1]
        if m.count < len(src.up) and dst.up:
            below, first = src.up[-m.count - 1], src.up[-m.count]
            if below.suit == first.suit and below.rank == first.rank + 1 and dst.up[-1].suit != first.suit:
                return [m, DEAL]
    return []


@pytest.mark.parametrize("plant", [_early_deal, _fill_last, _break_run_then_deal])
def test_bad_moves_planted_in_real_games_are_marked(plant):
    """The honest player's games on one-suit and two-suit deals, in order: at the first position
    where the bad action fits and the game is still open (the chance between 20% and 90%), it is
    played instead; the review marks it (for a run broken and then buried by a deal, the two
    together: a move that shows nothing is weighed with what it leads to)."""
    for suits, seed in ((s, n) for s in (1, 2) for n in range(40)):
        g = Game.new("spiderette", suits=suits, seed=seed)
        player = HonestPlayer()
        for _ in range(60):
            bad = plant(g)
            if bad and 0.2 <= chance_at(g).chance <= 0.9:
                for action in bad:
                    g.play(action)
                r = g.review(**SMALL)
                planted = r.decisions[-len(bad) :]
                assert any(d.mark for d in planted), (g.code, str(r))
                assert sum(d.cost for d in planted) >= INACCURACY
                return
            found = player.step_for(g)
            if found is None:
                break
            g.play(found[0])
    pytest.fail(f"no position for {plant.__name__} in 80 games")


def test_the_review_so_far_is_reported_after_each_decision_and_grows_into_the_review():
    g, player = Game.from_code("SD1-S1-AAAAABD"), HonestPlayer()
    for _ in range(8):
        g.play(player.step_for(g)[0])
    so_far = []
    r = review(g, nodes=200, verdicts=False, partial=so_far.append)
    assert [len(p.decisions) for p in so_far] == list(range(1, 8))
    for p in so_far:
        assert [d.action for d in p.decisions] == [d.action for d in r.decisions][: len(p.decisions)]
        assert p.outcome == "left" and abs(p.initial - p.cost + p.luck - p.final) < 1e-9  # each one balances
    assert review(g, nodes=200, verdicts=False) == r  # asking for the news changes nothing


def test_weigh_lists_each_option_once_best_first_and_the_first_is_the_judges_choice():
    g = Game.new("spiderette", suits=2, seed=11)
    for action in HonestPlayer().step_for(g)[1].actions[:1]:
        g.play(action)
    options = weigh(g)
    assert options and options[0].first == chance_at(g).best
    assert [o.chance for o in options] == sorted((o.chance for o in options), reverse=True)
    unseen = len(g.stock) + sum(len(c.hidden) for c in g.columns)
    for o in options:
        assert o.kind in ("turn-up", "deal") and (o.column == 0) == (o.kind == "deal")
        if o.kind == "turn-up":  # the chance of a turn-up is the average over the cards it may show
            assert sum(n for _, n, _ in o.cards) == unseen
            assert o.chance == pytest.approx(sum(n * p for _, n, p in o.cards) / unseen)
            assert g.columns[o.column - 1].hidden  # a column that has a face-down card to turn


def test_one_suit_spiderette_takes_its_second_look_as_shipped():
    """One-suit Spiderette's weights carry the second look's map, fitted for the count shipped
    (``Budgets.review_second_look`` = 2, ``review_second_draws`` = 16; docs/review.md), and the
    review's chance is that second look's: the best of the first look's 2 best options looked at twice."""
    from spiderette_widget.search.budget import Budgets
    from spiderette_widget.search.core import rules_of, state_of
    from spiderette_widget.search.judge import judge_for, load_weights

    g = honest_line("SD1-S1-AAAAABD", 6)
    j = judge_for(g)
    second = load_weights()["spiderette-1"]["second"]
    assert (Budgets.review_second_look, Budgets.review_second_draws) == (second["look"], second["draws"]) == (2, 16)
    assert j.twice and j.second is not None
    found = chance_at(g)
    assert found == j.deep(rules_of(g, honest=True), state_of(g, honest=True), g.removed, look=2)
    assert found.chance != j.search(rules_of(g, honest=True), state_of(g, honest=True), g.removed).chance


def test_one_suit_spiderette_looks_twice_at_its_best_options_and_weighs_the_action_played_alike(monkeypatch):
    """Turned on (``Budgets.review_second_look`` = 3), the chance is the best second look of the 3
    best options by the first look; the action played is valued the same way; other variants look once."""
    from spiderette_widget.search.budget import Budgets
    from spiderette_widget.search.core import rules_of, state_of
    from spiderette_widget.search.judge import judge_for, ranked

    monkeypatch.setattr(Budgets, "review_second_look", 3)
    forget()
    g = honest_line("SD1-S1-AAAAABD", 6)
    j, rules, st = judge_for(g), rules_of(g, honest=True), state_of(g, honest=True)
    assert j.twice
    options = ranked(j.walk(rules, st, g.removed, Budgets.review_position)[0])
    assert len(options) > 3
    looked = [j.look(rules, o)[0] for o in options]
    assert chance_at(g).chance == max(looked[:3]) != j.search(rules, st, g.removed).chance
    direct = 0
    for o, value in zip(options, looked, strict=True):
        played = j.option(rules, st, g.removed, o.first)  # None: its first action shows nothing
        if played is not None:
            assert played[0] == value
            direct += 1
    assert direct >= 2
    weighed = weigh(g)
    assert sorted(w.chance for w in weighed) == sorted(looked)
    for w in weighed:
        if w.kind == "turn-up":
            assert w.chance == pytest.approx(sum(n * p for _, n, p in w.cards) / sum(n for _, n, _ in w.cards))
    two = Game.new("spiderette", suits=2, seed=7)
    j2 = judge_for(two)
    assert j2.second is None
    assert chance_at(two).chance == j2.search(rules_of(two, honest=True), state_of(two, honest=True), 0).chance


def test_weigh_reads_only_what_the_player_sees():
    g = Game.new("spider", suits=2, seed=5)
    twin = shuffle_unseen(g, random.Random(3))
    ours = weigh(g)
    forget()  # judged afresh: nothing remembered from the other game
    assert twin.position != g.position and weigh(twin) == ours


def test_weigh_refuses_what_is_not_a_game_and_is_empty_where_every_card_is_seen():
    with pytest.raises(GameTypeError, match=r"weigh\(\) takes a Game, got str"):
        weigh("SD1-S1-AAAAAAA")
    with pytest.raises(GameError, match=r"weigh\(\): nodes must be at least 1, got 0"):
        weigh(Game.new("spiderette", suits=1, seed=1), nodes=0)
    won = Game.from_text("spiderette\nremoved: S S S\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S\n2: 2S AS")
    assert weigh(won) == []
