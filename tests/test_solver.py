"""The solver: verdicts checked against a plain exhaustive search, lines replayed through the engine."""

from __future__ import annotations

import random
import threading

import pytest
from strategies import shuffle_unseen

from spiderette_widget import DEAL, Game, GameError, GameTypeError, IllegalMove, Move, Position
from spiderette_widget.search.core import BudgetSpent, Limit
from spiderette_widget.search.solver import Solution, decide, solve, solve_in_background

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]


def replay(game: Game, line) -> Game:
    g = game.copy()
    for action in line:
        g.play(action)
    return g


def exhaustive(game: Game, relaxed: bool = False, limit: int = 300_000) -> bool | None:
    """Can ``game`` be won? A plain depth-first search over every action, engine only.

    No pruning, no ordering, no canonical keys: every legal move and every deal
    (with ``relaxed``, also onto empty columns). ``None`` if ``limit`` positions were not enough.
    """

    def key(p: Position) -> tuple:
        return p.cards, p.hidden, len(p.stock)

    def actions(p: Position):
        out = p.legal_moves()
        if p.stock and (relaxed or all(p.cards)):
            out.append(DEAL)  # Position.after deals unchecked: onto empty columns too
        return iter(out)

    root = game.position
    if root.is_won:
        return True
    seen = {key(root)}
    stack = [(root, actions(root))]
    while stack:
        p, todo = stack[-1]
        action = next(todo, None)
        if action is None:
            stack.pop()
            continue
        child = p.after(action)
        if child.is_won:
            return True
        k = key(child)
        if k in seen:
            continue
        if len(seen) >= limit:
            return None
        seen.add(k)
        stack.append((child, actions(child)))
    return False


def small_position(rng: random.Random) -> Game:
    """A teaching position: the last run of one suit, some cards face down, maybe a stock."""
    suit = rng.choice("SHDC")
    header = "game: spiderette\nsuits: 4\nremoved: " + " ".join(s for s in "SHDC" if s != suit)
    cards = [r + suit for r in RANKS]
    rng.shuffle(cards)
    stock_n = rng.choice([0, 0, 3, 6, 7])
    stock, table = cards[:stock_n], cards[stock_n:]
    columns: list[list[str]] = [[] for _ in range(7)]
    if rng.random() < 0.6:
        for i, c in enumerate(table):  # every column used: fewer empty columns to work with
            columns[i if i < 7 else rng.randrange(7)].append(c)
    else:
        width = rng.randint(3, 7)
        for c in table:
            columns[rng.randrange(width)].append(c)
    lines = [header, f"stock: {' '.join(stock) or '-'}"]
    for i, col in enumerate(columns, 1):
        if not col:
            lines.append(f"{i}: -")
            continue
        h = rng.randrange(len(col))
        lines.append(f"{i}: {' '.join(col[:h])} | {' '.join(col[h:])}" if h else f"{i}: {' '.join(col)}")
    return Game.from_text("\n".join(lines) + "\n")


# Two suits left, mixed on the table: no win, found by the plain search below.
NO_WIN_TWO_SUITS = [
    """spiderette
suits: 2
removed: S H
1: 6S | 7S
2: 4H AH 8H | AS 5S
3: 9H 3H 7H | 2S 3S 5H
4: 9S JH 8S
5: JS QH | KS
6: 4S | 10S QS 6H
7: KH | 10H 2H
""",
    """spiderette
suits: 2
removed: S H
1: 4S 10H
2: KH 6S | 8S 10S
3: JH QS | QH 9H
4: AH AS | 6H 5H
5: 5S KS 3S | 4H
6: 3H JS | 7S 9S
7: 2H 8H 2S | 7H
""",
]


def complete_only(game: Game, relaxed: bool = False) -> bool:
    """The solver's complete pass alone (no phase search first): did it find a win?"""
    from spiderette_widget.search.core import Limit, Meter, complete, rules_of, state_of

    return complete(rules_of(game, relaxed), Meter(Limit(nodes=10**9)), state_of(game)) is not None


def test_docstring_position_and_an_untouched_game():
    g = Game.from_text("spiderette\nremoved: S S S\n1: KS QS JS 10S 9S 8S\n2: 6S 5S 4S 3S 2S AS\n3: 7S\n")
    before = g.to_dict()
    sol = solve(g)
    assert sol.verdict == "win" and sol.reason == ""
    assert g.to_dict() == before
    assert replay(g, sol.line).is_won
    assert len(sol.line) == 2 and sol.nodes > 0 and sol.seconds >= 0


@pytest.mark.slow
def test_verdicts_match_a_plain_exhaustive_search_on_small_positions():
    rng = random.Random(2024)
    checked = {True: 0, False: 0}
    relaxed_checked = 0
    for _ in range(30):
        g = small_position(rng)
        truth = exhaustive(g, limit=20_000)
        if truth is None:
            continue
        sol = solve(g, budget_seconds=60)
        assert sol.verdict == ("win" if truth else "no win"), g.to_text()
        assert complete_only(g) == truth, g.to_text()
        if truth:
            assert replay(g, sol.line).is_won
        checked[truth] += 1
        if g.stock and not truth:
            relaxed_truth = exhaustive(g, relaxed=True, limit=20_000)
            if relaxed_truth is not None:
                rsol = solve(g, relaxed_deal=True, budget_seconds=60)
                assert rsol.verdict == ("win" if relaxed_truth else "no win"), g.to_text()
                assert complete_only(g, relaxed=True) == relaxed_truth
                relaxed_checked += 1
    assert checked[True] >= 10 and checked[False] >= 3, checked
    assert relaxed_checked >= 1


def test_decide_gives_solves_verdict_without_shortening_the_line():
    """``decide`` (the review's verdicts) answers as ``solve`` does, within the same positions:
    on small positions won and lost, and where the budget runs out first."""
    rng = random.Random(2024)
    seen = set()
    for _ in range(30):
        g = small_position(rng)
        for nodes in (3, 20_000):
            verdict = decide(g, nodes)
            assert verdict == solve(g, limit=Limit(nodes=nodes)).verdict, g.to_text()
            seen.add(str(verdict))
    assert seen == {"win", "no win", "unknown"}, seen
    with pytest.raises(GameTypeError, match="decide"):
        decide("spiderette", 10)


@pytest.mark.parametrize("text", NO_WIN_TWO_SUITS)
def test_no_win_with_two_suits_mixed_agrees_with_the_plain_search(text):
    g = Game.from_text(text)
    assert exhaustive(g) is False
    sol = solve(g)
    assert (sol.verdict, sol.reason) == ("no win", "every line explored")
    assert sol.line == []


def test_relaxed_deal_wins_where_the_strict_rule_cannot_and_the_engine_refuses_its_line():
    # Six cards on the table cannot fill seven columns, so the strict stock never deals.
    g = Game.from_text("spiderette\nremoved: S S S\nstock: 7S 6S 5S 4S 3S 2S AS\n1: KS QS JS 10S 9S 8S\n")
    strict = solve(g)
    assert strict.verdict == "no win" and strict.reason == "every line explored"
    assert exhaustive(g) is False
    relaxed = solve(g, relaxed_deal=True)
    assert relaxed.verdict == "win"
    assert exhaustive(g, relaxed=True) is True
    # search-15: the strict passes cannot win it; the relaxed complete search does, dealing onto empty columns
    assert DEAL in relaxed.line and relaxed_replays(g, relaxed.line)
    with pytest.raises(IllegalMove) as refused:
        replay(g, relaxed.line)
    assert refused.value.rule == "deal-empty-column"


@pytest.mark.parametrize("seed", range(5))
def test_one_suit_deals_are_won_with_short_lines_a_person_can_follow(seed):
    g = Game.new("spiderette", suits=1, seed=seed)
    sol = solve(g)
    assert sol.verdict == "win"
    assert len(sol.line) < 150
    played = g.copy()
    previous = None
    for action in sol.line:
        played.play(action)
        last = played.last_action
        if previous and last["kind"] == "move" and previous["kind"] == "move" and not previous["flipped"]:
            # never straight back where it came from
            assert (last["src"], last["dst"], last["count"]) != (previous["dst"], previous["src"], previous["count"])
        previous = last
    assert played.is_won
    assert played.score == 500 - len(sol.line) + 400


@pytest.mark.parametrize("code", ["SD1-S2-AAAAAAF", "SD1-S2-AAAAAAI"])
def test_two_suit_deals_are_won_and_replay(code):
    g = Game.from_code(code)
    sol = solve(g, budget_seconds=30)
    assert sol.verdict == "win"
    assert replay(g, sol.line).is_won
    assert len(sol.line) < 300


@pytest.mark.slow
def test_a_spider_one_suit_deal_is_won():
    g = Game.new("spider", suits=1, seed=1)
    sol = solve(g, budget_seconds=60)
    assert sol.verdict == "win"
    assert replay(g, sol.line).is_won


def test_budgets_and_cancel_give_unknown_with_a_reason():
    hard = Game.new("spider", suits=4, seed=4)
    by_nodes = solve(hard, budget_nodes=3000)
    assert (by_nodes.verdict, by_nodes.reason) == ("unknown", "node budget spent")
    assert by_nodes.line == [] and by_nodes.nodes >= 3000
    by_time = solve(hard, budget_seconds=0.05)
    assert (by_time.verdict, by_time.reason) == ("unknown", "time budget spent")
    stop = threading.Event()
    stop.set()
    assert solve(hard, cancel=stop).reason == "cancelled"
    assert solve(hard, cancel=lambda: True).reason == "cancelled"
    seen = []
    solve(hard, budget_nodes=5000, progress=seen.append)
    assert seen and {"nodes", "seconds", "stage"} <= set(seen[-1])
    assert seen[-1]["nodes"] >= seen[0]["nodes"]


@pytest.mark.parametrize(
    "kwargs, words",
    [
        ({"player": "lucky"}, "player"),
        ({"budget_nodes": 0}, "budget_nodes"),
        ({"budget_seconds": -1}, "budget_seconds"),
    ],
)
def test_bad_options_are_refused(kwargs, words):
    with pytest.raises(GameError, match=words):
        solve(Game.new("spiderette", suits=1, seed=0), **kwargs)


def test_honest_player_plays_a_line_the_engine_accepts():
    for seed in range(4):
        g = Game.new("spiderette", suits=1, seed=seed)
        sol = solve(g, player="honest")
        assert sol.player == "honest" and sol.verdict in ("win", "no win")
        end = replay(g, sol.line)
        assert end.is_won == (sol.verdict == "win")


def test_honest_player_never_peeks():
    """Shuffling the face-down cards and the stock changes nothing before the first card turns up."""
    g = Game.new("spiderette", suits=4, seed=11)
    twin = shuffle_unseen(g, random.Random(5))
    assert twin.to_dict() != g.to_dict() and twin.observation() == g.observation()

    def until_first_surprise(game):
        sol = solve(game, player="honest")
        played, out = game.copy(), []
        for action in sol.line:
            played.play(action)
            out.append(action)
            if played.last_action.flipped or played.last_action.kind == "deal":
                break
        return out

    assert until_first_surprise(g) == until_first_surprise(twin)


def test_solution_repr_is_readable():
    sol = Solution("unknown", [], "node budget spent", 10, 0.5)
    assert "unknown" in repr(sol) and "node budget spent" in repr(sol)
    assert not sol.won


@pytest.mark.slow
def test_solve_in_background_reports_and_can_be_cancelled():
    done = threading.Event()
    got = []

    def on_done(sol):
        got.append(sol)
        done.set()

    handle = solve_in_background(Game.new("spiderette", suits=1, seed=0), on_done=on_done)
    sol = handle.result(timeout=120)
    assert done.wait(10) and got[0].verdict == sol.verdict == "win"
    assert handle.done()
    assert isinstance(sol.line[0], Move | str)

    progress = []
    # a four-suit deal that 20,000,000 positions leave open: no answer within seconds, even natively
    hard = solve_in_background(
        Game.from_code("SP1-S4-AAAADDL"), budget_nodes=10**9, budget_seconds=120, on_progress=progress.append
    )
    with pytest.raises(TimeoutError):
        hard.result(timeout=4)
    hard.cancel()
    stopped = hard.result(timeout=60)
    assert (stopped.verdict, stopped.reason) == ("unknown", "cancelled")
    assert progress and progress[-1]["nodes"] > 0


def test_solve_in_background_refuses_unknown_options():
    with pytest.raises(GameError, match="colour"):
        solve_in_background(Game.new("spiderette", suits=1, seed=0), colour="red")


def test_the_beam_search_wins_a_four_suit_deal_the_phase_search_leaves_open_and_its_line_replays():
    from spiderette_widget.search.core import Limit, Meter, beam, rules_of, state_of, thoughtful

    g = Game.from_code("SD1-S4-AAAACZD")
    line = beam(rules_of(g), Meter(Limit(nodes=100_000)), state_of(g), 150, 100_000)
    assert line is not None and replay(g, line).is_won
    won = thoughtful(g, Meter(Limit(nodes=100_000)))  # the solver's beam pass finds it within the budget
    assert won is not None and replay(g, won).is_won
    with pytest.raises(BudgetSpent):  # without the beam passes the same budget is not enough
        thoughtful(g, Meter(Limit(nodes=100_000)), beams=False)


@pytest.mark.parametrize(
    ("code", "nodes", "width"),
    [("SD1-S4-AAAACZF", 4_999_999, None), ("SD1-S4-AAAACZF", 5_000_000, 2500)],
)
def test_a_wider_beam_runs_after_the_second_pass_under_a_limit_of_five_million_positions(code, nodes, width):
    from spiderette_widget.search.core import Limit, Meter, thoughtful

    # stopped as soon as the search passes the 150-wide beam: into a wider one, or the third pass
    after_the_narrow_beam = ("beam search (width 2500)", "beam search (width 400)", "phase search (cap 6000")
    meter = Meter(Limit(nodes=nodes), cancel=lambda: meter.stage.startswith(after_the_narrow_beam))
    with pytest.raises(BudgetSpent, match="cancelled"):
        thoughtful(Game.from_code(code), meter)
    assert meter.stage == (f"beam search (width {width})" if width else "phase search (cap 6000, discrepancies 0)")
    assert meter.nodes > 100_000  # after the first two passes and the 150-wide beam


@pytest.mark.parametrize(
    ("code", "widths"),
    [("SD1-S4-AAAADBO", [150, 2500, 6000]), ("SP1-S4-AAAACZZ", [150, 400, 100, 150, 200, 300])],
)
def test_from_five_million_positions_on_each_large_beam_runs_in_turn_before_the_third_pass(code, widths):
    from spiderette_widget.search.core import Limit, Meter, thoughtful

    # on these deals every beam dies out early (none wins), so the search reaches the third pass
    seen: list[str] = []

    def third_pass() -> bool:
        if not seen or seen[-1] != meter.stage:
            seen.append(meter.stage)
        return meter.stage.startswith("phase search (cap 6000")

    meter = Meter(Limit(nodes=5_000_000), cancel=third_pass)
    with pytest.raises(BudgetSpent, match="cancelled"):
        thoughtful(Game.from_code(code), meter)
    beams = [int(stage.removeprefix("beam search (width ").rstrip(")")) for stage in seen if stage.startswith("beam")]
    assert beams == widths


def relaxed_replays(game: Game, line) -> bool:
    """Whether ``line`` wins ``game`` under the relaxed deal rule (the search's own rules)."""
    from spiderette_widget.search.core import rules_of, state_of

    rules, st = rules_of(game, relaxed=True), state_of(game)
    for action in line:
        if action == DEAL:
            if not rules.can_deal(st):
                return False
        elif (action.src - 1, action.dst - 1, action.count) not in rules.moves(st):
            return False
        st = rules.act(st, action)
    return rules.won(st)


def test_relaxed_verdicts_with_strict_passes_match_a_plain_exhaustive_search():
    """search-15: under the relaxed rule the passes play the strict rule and the complete search the
    relaxed one. On small positions with a stock, its verdict is the plain relaxed search's, wins
    that need a deal onto an empty column included (the strict passes cannot find those), and
    every line wins under the relaxed rule."""
    rng = random.Random(1515)
    checked = {True: 0, False: 0}
    relaxed_only = 0
    while sum(checked.values()) < 16:
        g = small_position(rng)
        if not g.stock:
            continue
        truth = exhaustive(g, relaxed=True, limit=20_000)
        if truth is None:
            continue
        sol = solve(g, relaxed_deal=True, budget_nodes=2_000_000)
        assert sol.verdict == ("win" if truth else "no win"), g.to_text()
        if truth:
            assert relaxed_replays(g, sol.line), g.to_text()
            relaxed_only += exhaustive(g, limit=20_000) is False
        checked[truth] += 1
    # with a stock these are nearly all relaxed wins; a relaxed loss with a deal left is pinned in
    # test_search.py (test_a_lost_position_with_a_deal_left_is_proven_lost_in_a_fixed_number_of_nodes)
    assert checked[True] >= 10 and relaxed_only >= 1, (checked, relaxed_only)
