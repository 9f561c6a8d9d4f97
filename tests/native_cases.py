"""The differential cases that hold the native search core to the Python search.

Each case is a position (a random deal, or a deal after random legal actions)
of Spiderette or Spider with 1, 2 or 4 suits; ``compare`` runs every part of
the search on it twice, on the native core and on the Python search (inside
``native.pure_python()``), and returns the differences: the verdict, the line,
the node count and (for the phase search) what it remembered must all agree. Winning
lines are also shortened (``core.shorten``, which runs in C on the native core too): the
thoughtful search's, and the complete search's long ones, full of loops and ferries.
End games (the stock empty) are also searched by rank with refined cards (``refine.by_rank``
and ``refine.end_game``, issue 54), on both cores: ``rank_check``.
Used by tests/test_native.py, and by its sanitizer run, which imports this file
in a Python that loads the native core built with AddressSanitizer.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable, Iterator
from typing import Any

from spiderette_widget import DEAL, Game
from spiderette_widget.search import native, refine
from spiderette_widget.search.core import (
    SCHEDULE,
    BudgetSpent,
    Limit,
    Meter,
    Rules,
    beam,
    complete,
    deep_plan,
    honest_step,
    hopeless,
    phase_search,
    plan,
    rules_of,
    settle,
    shorten,
    state_of,
    stuck,
    thoughtful,
)
from spiderette_widget.search.expert import candidates, rollout, win_chance
from spiderette_widget.search.solver import solve
from spiderette_widget.search.study import codes

GAMES = ("spiderette", "spider")
SUITS = (1, 2, 4)


def digest(value: object) -> str:
    return hashlib.sha1(repr(value).encode()).hexdigest()[:12]


def positions(count: int, seed: int) -> Iterator[tuple[str, Game]]:
    """``count`` positions per game and suit count: a fresh deal, then deals after 5 to 60 random
    legal actions (moves, and deals when possible), named for the failure message."""
    rng = random.Random(seed)
    for game in GAMES:
        for suits in SUITS:
            for i in range(count):
                g = Game.new(game, suits=suits, seed=rng.randrange(10**9))
                steps = 0 if i == 0 else rng.randrange(5, 60)
                for _ in range(steps):
                    actions = g.legal_actions()
                    if not actions or g.is_won:
                        break
                    g.play(rng.choice(actions))
                yield f"{game} {suits} suits, {steps} random actions: {g.to_text()}", g


def run_counted(search: Callable[[Meter], Any], nodes: int) -> tuple[str, int]:
    """A search's answer (its digest, or how it stopped) and the positions it examined."""
    meter = Meter(Limit(nodes=nodes))
    try:
        answer = digest(search(meter))
    except BudgetSpent as spent:
        answer = f"stopped: {spent.reason}"
    return answer, meter.nodes


def phase_passes(rules: Rules, root: tuple, meter: Meter) -> tuple:
    """``thoughtful``'s phase-search passes; the line and each pass's memory."""
    memory = []
    line = None
    try:
        for cap, discrepancies in SCHEDULE:
            search = phase_search(rules, meter, cap)
            try:
                for budget in range(discrepancies + 1):
                    line = search.run(root, budget)
                    if line is not None:
                        break
            finally:
                memory.append(digest([list(search.budget_seen.items()), list(search.cache.items())]))
            if line is not None:
                break
    except BudgetSpent as spent:
        return ("stopped", spent.reason, memory)
    return (line, memory)


def parts(game: Game, nodes: int) -> dict[str, Callable[[Meter], Any]]:
    """Every part of the search the native core runs, on ``game``: with every card known for
    both deal rules, and the honest player's look-ahead over what the player sees."""
    out: dict[str, Callable[[Meter], Any]] = {}
    for relaxed in (False, True):
        rules, root = rules_of(game, relaxed), state_of(game)
        rule = "relaxed" if relaxed else "strict"
        out[f"phase ({rule})"] = lambda m, r=rules, s=root: phase_passes(r, s, m)
        out[f"beam ({rule})"] = lambda m, r=rules, s=root: beam(r, m, s, 150, nodes // 2)
        # the native beam keeping its positions in bits from the first (else from 256 MiB on)
        out[f"beam in bits ({rule})"] = lambda m, r=rules, s=root: (
            native.beam(r, m, s, 150, nodes // 2, compact_at=0) if native.active() else beam(r, m, s, 150, nodes // 2)
        )
        # every legal move while the stock holds cards (search-13)
        out[f"beam over every move ({rule})"] = lambda m, r=rules, s=root: beam(r, m, s, 150, nodes // 2, every=True)
        out[f"complete ({rule})"] = lambda m, r=rules, s=root: complete(r, m, s)
        # the native complete search keeping its positions in bits from the first (else from 256 MiB on)
        out[f"complete in bits ({rule})"] = lambda m, r=rules, s=root: (
            native.complete(r, m, s, compact_at=0) if native.active() else complete(r, m, s)
        )
        # its long line, full of loops and ferries, shortened (with its finish searched again)
        out[f"complete, its line shortened ({rule})"] = lambda m, r=rules, s=root: shortened(
            r, s, complete(r, m, s), nodes // 10
        )
        out[f"rollout ({rule})"] = lambda m, r=rules, s=root: rollout(r, s, m, 300)
    honest, seen = rules_of(game, honest=True), state_of(game, honest=True)
    out["plan"] = lambda m: plan(honest, seen, nodes // 4, m)
    out["deep plan"] = lambda m: deep_plan(honest, seen, nodes // 4, meter=m)
    out["deep plan, splitting groups"] = lambda m: deep_plan(honest, seen, nodes // 4, sensible=False, meter=m)
    out["settle"] = lambda m: settle(honest, seen, nodes // 4, m)
    out["candidates"] = lambda m: candidates(honest, seen, m, nodes // 4)
    out["stuck"] = lambda m: stuck(game, nodes // 10)
    out["thoughtful"] = lambda m: thoughtful(game, m, polish=0)
    out["thoughtful, its finish searched again"] = lambda m: thoughtful(game, m, polish=nodes // 10)
    # the relaxed rule: strict passes, then the relaxed complete search (search-15)
    out["thoughtful (relaxed)"] = lambda m: thoughtful(game, m, relaxed=True, polish=0)
    out["thoughtful (relaxed), its finish searched again"] = lambda m: thoughtful(
        game, m, relaxed=True, polish=nodes // 10
    )
    out["honest step"] = lambda m: honest_step(game, nodes // 4, m)
    out["win chance"] = lambda m: win_chance(game, samples=2, meter=m)
    return out


def shortened(rules: Rules, root: tuple, line: list | None, polish: int) -> list | None:
    """``line`` shortened (``core.shorten``, its finish searched again within ``polish`` positions),
    or ``None`` when there is no line."""
    return None if line is None else shorten(rules, root, line, polish=polish)


def compare(game: Game, nodes: int) -> list[str]:
    """The parts on which the native core and the Python search differ on ``game`` (empty: none)."""
    differences = []
    for name, search in parts(game, nodes).items():
        fast = run_counted(search, nodes)
        with native.pure_python():
            slow = run_counted(search, nodes)
        if fast != slow:
            differences.append(f"{name}: native {fast}, Python {slow}")
    return differences


def forgetting(game: Game, relaxed: bool, memory: int, nodes: int) -> list[tuple[str, int]]:
    """The native complete search on ``game`` with all the memory it needs, then with ``memory``
    bytes (its seen set forgets half its positions each time it is full): each one's verdict
    (``"win"`` only with a line that wins from ``game``, ``"no win"``, or how it stopped) and the
    positions it counted."""
    rules, root = rules_of(game, relaxed), state_of(game)
    out = []
    for given in (None, memory):
        meter = Meter(Limit(nodes=nodes))
        try:
            line = native.complete(rules, meter, root, compact_at=0, memory=given)
        except BudgetSpent as spent:
            out.append((f"stopped: {spent.reason}", meter.nodes))
            continue
        st = root
        for action in line or []:
            st = rules.act(st, action)
        out.append(("no win" if line is None else "win" if rules.won(st) else "a line that does not win", meter.nodes))
    return out


def check(count: int, seed: int, nodes: int) -> int:
    """Compare every part on ``count`` positions per game and suit count; raise on a difference.
    Returns the number of positions compared."""
    seen = 0
    for name, game in positions(count, seed):
        differences = compare(game, nodes)
        assert not differences, f"{name}\n" + "\n".join(differences)
        seen += 1
    return seen


def end_games(deals: int, seed: int, every: float = 0.5) -> Iterator[Game]:
    """End games (the stock empty, cards on the table, not ``hopeless``) along random playouts of
    four-suit Spiderette deals that deal as soon as they may, each kept with probability ``every``."""
    rng = random.Random(seed)
    for _ in range(deals):
        g = Game.new("spiderette", suits=4, seed=rng.randrange(10**9))
        for _ in range(300):
            actions = g.legal_actions()
            if not actions or g.is_won:
                break
            moves = [a for a in actions if a != DEAL]
            g.play(DEAL if DEAL in actions else rng.choice(moves))
            keep = not g.stock and any(g.position.cards) and rng.random() < every
            if keep and not hopeless(rules_of(g), state_of(g)):
                yield g.copy()


def winning_end_games(deals: int, nodes: int) -> Iterator[Game]:
    """End games along the winning lines ``solve`` finds (within ``nodes`` positions) for four-suit
    Spiderette deals 0 to ``deals - 1``: every third position after the last deal, and that position
    after one to three random moves (so some wins by rank fail in the game and are refined)."""
    for code in codes("spiderette", 4, range(deals)):
        g = Game.from_code(code)
        found = solve(g, limit=Limit(nodes=nodes))
        rng = random.Random(code)
        for i, action in enumerate(found.line):
            g.play(action)
            if g.stock or g.is_won or i % 3:
                continue
            yield g.copy()
            astray = g.copy()
            for _ in range(rng.randrange(1, 4)):
                moves = astray.legal_moves()
                if not moves:
                    break
                astray.play(rng.choice(moves))
            if any(astray.position.cards):
                yield astray


def rank_differences(game: Game, cap: int) -> list[str]:
    """Where the native search by rank (``native.by_rank``) and the Python one differ on the end game
    ``game``: ``refine.by_rank`` with none, about a third and all of its cards refined, within ``cap``
    and ``cap // 20`` positions by rank (the count, the line and the positions found lost), and
    ``refine.end_game`` (its outcome, refinements and all)."""
    st = state_of(game)
    rng = random.Random(repr(st))
    cards = [x for col in st[0] for x in col]
    out = []
    for share in (0.0, 0.3, 1.0):
        refined = frozenset(x for x in cards if rng.random() < share)
        start = refine.position(st, refined)
        for budget in (cap, cap // 20):
            fast_lost = native.RankTable()
            fast = refine.by_rank(start, refined, fast_lost, budget)
            slow_lost: set = set()
            slow = refine.by_rank(start, refined, slow_lost, budget)
            if fast != slow or len(fast_lost) != len(slow_lost) or not all(p in fast_lost for p in slow_lost):
                out.append(f"by_rank, {len(refined)} refined, cap {budget}: native {fast[0]}, Python {slow[0]}")
    fast_outcome = refine.end_game(st, positions=cap, refinements=20)
    with native.pure_python():
        slow_outcome = refine.end_game(st, positions=cap, refinements=20)
    if fast_outcome != slow_outcome:
        out.append(f"end_game: native {fast_outcome[:3]}, Python {slow_outcome[:3]}")
    return out


def rank_check(deals: int, seed: int, cap: int, won: int = 0) -> int:
    """``rank_differences`` on the end games of ``end_games(deals, seed)`` and
    ``winning_end_games(won, 300_000)``; raise on a difference. Returns the number of end games compared."""
    seen = 0
    for game in [*end_games(deals, seed), *winning_end_games(won, 300_000)]:
        differences = rank_differences(game, cap)
        assert not differences, f"{game.to_text()}\n" + "\n".join(differences)
        seen += 1
    return seen
