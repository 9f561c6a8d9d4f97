"""The differential cases that hold the native search core to the Python search.

Each case is a position (a random deal, or a deal after random legal actions)
of Spiderette or Spider with 1, 2 or 4 suits; ``compare`` runs every part of
the search on it twice, on the native core and on the Python search (inside
``native.pure_python()``), and returns the differences: the verdict, the line,
the node count and (for the phase search) what it remembered must all agree. Winning
lines are also shortened (``core.shorten``, which runs in C on the native core too): the
thoughtful search's, and the complete search's long ones, full of loops and ferries.
Used by tests/test_native.py, and by its sanitizer run, which imports this file
in a Python that loads the native core built with AddressSanitizer.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable, Iterator
from typing import Any

from spiderette_widget import Game
from spiderette_widget.search import native
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
