"""search.refine: end games searched by rank and refined by card (issue 54, CEGAR; research, not shipped)."""

from __future__ import annotations

import functools
import random

import native_cases
import pytest

from spiderette_widget import DEAL, Game
from spiderette_widget.search import Limit, core, native
from spiderette_widget.search.core import Rules, hopeless, rules_of, state_of
from spiderette_widget.search.refine import by_rank, children, end_game, position, replay
from spiderette_widget.search.solver import solve
from spiderette_widget.search.study import codes


def _end_games(deals: int, every: float):
    """End games (the stock empty, cards on the table) along random playouts of four-suit Spiderette
    deals that deal as soon as they may, each kept with probability ``every``."""
    for code in codes("spiderette", 4, range(deals)):
        rng = random.Random(code)
        g = Game.from_code(code)
        for _ in range(300):
            actions = g.legal_actions()
            if not actions or g.is_won:
                break
            moves = [a for a in actions if a != DEAL]
            g.play(DEAL if DEAL in actions else rng.choice(moves))
            if not g.stock and any(g.position.cards) and rng.random() < every:
                yield g.copy()


@functools.cache
def _decided() -> list[tuple[Game, object]]:
    """``end_game``'s answers on end games along random playouts and winning lines (not ``hopeless``)."""
    out = []
    for g in [*_end_games(40, 0.5), *native_cases.winning_end_games(4, 300_000)]:
        st = state_of(g)
        if not hopeless(rules_of(g), st):
            out.append((g, end_game(st, positions=30_000, refinements=30)))
    return out


def test_every_move_of_the_game_is_a_move_by_rank():
    """The argument every loss rests on: from end games along random playouts and winning lines, with random refined
    sets, each legal move's position by rank is one of ``children``'s (or the start's own: a whole
    column moved into another empty one changes nothing by rank)."""
    checked = 0
    for g in [*_end_games(12, 0.3), *native_cases.winning_end_games(2, 300_000)]:
        st = state_of(g)
        rng = random.Random(repr(st))
        cards = [x for col in st[0] for x in col]
        rules = Rules(len(st[0]), (), 52)
        for share in (0.0, 0.3, 1.0):
            refined = frozenset(x for x in cards if rng.random() < share)
            start = position(st, refined)
            by_rank_moves = {after for after, _ in children(start, refined)} | {start}  # or nothing changes
            for s, d, k in rules.moves(st):
                child = rules.apply(st, s, d, k)[0]
                assert position(child, refined) in by_rank_moves, (g.to_text(), s, d, k, sorted(refined))
                checked += 1
    assert checked >= 2000, checked


def test_a_refined_loss_has_no_winning_line():
    """Every end game ``end_game`` proves lost (some after refinements) has no winning line in the
    complete search (every legal move, 100,000 positions, the Python reference); most are proven
    lost by it too."""
    proven = both = refined = 0
    for g, result in _decided():
        if result.verdict != "lost":
            continue
        proven += 1
        refined += result.refinements > 0
        meter = core.Meter(Limit(nodes=50_000))
        with native.pure_python():
            try:
                line = core.complete(rules_of(g), meter, state_of(g))
            except core.BudgetSpent:
                continue
        assert line is None, g.to_text()
        both += 1
        every = frozenset(x for col in g.position.cards for x in col)  # every card refined from the start
        assert end_game(state_of(g), positions=5_000, refinements=5, start=every).verdict != "won", g.to_text()
    assert proven >= 30 and both >= proven // 2 and refined >= 2, (proven, both, refined)


def test_a_refined_win_replays_in_the_game():
    """Every win ``end_game`` finds is a line of the game that empties the table (``Game.play``), and
    the complete search finds a win there too."""
    wins = 0
    for g, result in _decided():
        if result.verdict != "won":
            continue
        wins += 1
        line = solve(g, limit=Limit(nodes=300_000))
        game = g.copy()
        for move in result.line:
            game.play(move)
        assert game.is_won, g.to_text()
        assert line.verdict != "no win", g.to_text()
    assert wins >= 5, wins


def test_a_win_by_rank_that_fails_in_the_game_names_cards_to_refine():
    """Where ``end_game`` refined, the search by rank with no card refined reaches an empty table,
    and its line, replayed by card, stops at a step no move of the game makes and names cards of the
    cards on the table there (so the refined set grows)."""
    named = 0
    for g, result in _decided():
        if not result.refinements:
            continue
        st = state_of(g)
        _, line = by_rank(position(st), frozenset(), set(), 30_000)
        assert line is not None, g.to_text()
        cards = replay(st, line, frozenset())
        assert isinstance(cards, set) and cards, g.to_text()
        assert cards <= {x for col in st[0] for x in col}, g.to_text()  # every card is on the table
        named += 1
    assert named >= 3, named


def test_bad_input_is_refused():
    g = Game.new("spiderette", suits=4, seed=1)
    with pytest.raises(ValueError, match="empty stock"):
        end_game(state_of(g))
    with pytest.raises(ValueError, match="empty stock"):
        position(state_of(g))
    two = Game.from_text("spiderette\n1: KS QS\n2: KS QS\n")
    with pytest.raises(ValueError, match="one deck"):
        position(state_of(two))
    end = Game.from_text("spiderette\n1: KS\n2: QH\n")
    with pytest.raises(ValueError, match="counts"):
        end_game(state_of(end), positions=-1)
