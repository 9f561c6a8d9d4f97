"""Winnable deals: deals the shipped winnability table proves can be won, and, past them, the solver's.

``Game.new(..., winnable=True)`` and the board's "Winnable deals only" deal
from here. A deal is *proven winnable* when a row of the table
(``data/winnability.csv``, docs/winnability.md) for that game and suit count,
under the ``strict`` rule, says ``win``: the rule the engine plays (no deal
while a column is empty; the ``relaxed`` rows let the solver deal onto empty
columns, so their wins need not replay). Scoring plays no part in a win. Both
players' wins count: the thoughtful solver's line and the honest player's game
are each a won game.

>>> wins = proven_wins("spiderette", 1)
>>> len(wins) > 1000, wins == tuple(sorted(wins))
(True, True)
>>> pick_deal("spiderette", 1, seed=5) == pick_deal("spiderette", 1, seed=5)
True
>>> pick_deal("spiderette", 1, seed=5) in wins
True

Past the table (a game or suit count it holds no win for), ``find_winnable``
draws deals at random and solves each within a node budget until one is won.

A board takes its winnable deals from a ``Deals``: the table and the draw past it, both
``proven_wins`` and ``candidates`` by default, another table or draw given to it instead
(a teacher's own list of deals, a test's).
"""

from __future__ import annotations

import csv
import functools
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from importlib import resources
from typing import Any

from ..engine._codes import DEAL_NUMBERS, parse_code
from ..engine._errors import GameError, excerpt
from .budget import Budgets
from .core import Limit

__all__ = ["Deals", "find_winnable", "pick_deal", "proven_wins"]



@functools.lru_cache(maxsize=1)
def _table_wins() -> dict[tuple[str, int], tuple[int, ...]]:
    """Deal numbers of the table's strict-rule wins, per (game, suits), sorted; read once."""
    found: dict[tuple[str, int], set[int]] = {}
    table = resources.files("spiderette_widget") / "data" / "winnability.csv"
    with resources.as_file(table) as path, open(path, newline="", encoding="utf-8") as f:
        reader = csv.reader(f)
        head = next(reader)
        code, rule, verdict = head.index("code"), head.index("rule"), head.index("verdict")
        for row in reader:
            if row[rule] == "strict" and row[verdict] == "win":
                game, suits, number = parse_code(row[code])
                found.setdefault((game, suits), set()).add(number)
    return {key: tuple(sorted(numbers)) for key, numbers in found.items()}


def _check(game: Any, suits: Any) -> None:
    if game not in ("spiderette", "spider"):
        msg = f"game must be 'spiderette' or 'spider', got {excerpt(game)}"
        raise GameError(msg)
    if suits not in (1, 2, 4) or isinstance(suits, bool):
        msg = f"suits must be 1, 2 or 4, got {excerpt(suits)}"
        raise GameError(msg)


def proven_wins(game: str = "spiderette", suits: int = 1) -> tuple[int, ...]:
    """The deal numbers the shipped table proves winnable for ``game`` and ``suits`` (strict rule), sorted.

    >>> from spiderette_widget.search.deals import proven_wins
    >>> wins = proven_wins("spiderette", 4)
    >>> len(wins) > 1000, wins[:3]
    (True, (0, 1, 2))
    """
    _check(game, suits)
    return _table_wins().get((game, suits), ())


def pick_deal(
    game: str = "spiderette",
    suits: int = 1,
    seed: int | None = None,
    table: Callable[[str, int], Sequence[int]] | None = None,
) -> int | None:
    """A proven-winnable deal number chosen at random (``seed``: the same choice every time), or ``None``.

    ``None`` when the table (``table(game, suits)``: ``proven_wins`` by default) holds no win for
    this game and suit count.

    >>> from spiderette_widget import Game
    >>> from spiderette_widget.search.deals import pick_deal, proven_wins
    >>> n = pick_deal("spider", 2, seed=1)
    >>> n in proven_wins("spider", 2), n == pick_deal("spider", 2, seed=1)
    (True, True)
    """
    _check(game, suits)
    wins = (table or proven_wins)(game, suits)
    if not wins:
        return None
    return random.Random(seed).choice(wins)


def find_winnable(
    game: str = "spiderette",
    suits: int = 1,
    seed: int | None = None,
    nodes: int = Budgets.find_deal,
    tries: int = Budgets.find_tries,
    solve: Callable[..., Any] | None = None,
) -> int:
    """A deal number the solver wins within ``nodes`` positions: deals drawn at random, tried in turn.

    Raises ``GameError`` when none of ``tries`` deals is won within its budget.
    ``solve`` is the search to use (``search.solver.solve`` by default).

    >>> from spiderette_widget.search.deals import find_winnable
    >>> n = find_winnable("spiderette", 1, seed=5, nodes=200_000)
    >>> isinstance(n, int)
    True
    """
    _check(game, suits)
    from ..engine._game import Game

    if solve is None:
        from .solver import solve as solver

        solve = solver
    draw = candidates(seed)
    for _ in range(tries):
        number = draw()
        if solve(Game.new(game, suits, number), limit=Limit(nodes=nodes)).won:
            return number
    msg = f"no winnable {game} deal with {suits} suits found: {tries} deals tried, {nodes:,} positions each"
    raise GameError(msg)


def candidates(seed: int | None = None) -> Callable[[], int]:
    """Deal numbers drawn at random (``seed``: the same ones every time), for a search past the table."""
    rng = random.Random(seed)
    return lambda: rng.randrange(DEAL_NUMBERS)


@dataclass(frozen=True)
class Deals:
    """Where a board's winnable deals come from: ``table(game, suits)``, the deal numbers known won
    (``proven_wins``, the shipped table, by default), and past it ``draw(seed)``, a function that
    draws deal numbers to try one at a time (``candidates``: at random, by default).

    >>> Deals().pick("spiderette", 1, seed=5) == pick_deal("spiderette", 1, seed=5)
    True
    >>> Deals(table=lambda game, suits: ()).pick("spiderette", 1) is None
    True
    >>> draw = Deals(draw=lambda seed: iter([7, 9]).__next__).draw(None)
    >>> draw(), draw()
    (7, 9)
    """

    table: Callable[[str, int], Sequence[int]] = proven_wins
    draw: Callable[[int | None], Callable[[], int]] = candidates

    def pick(self, game: str, suits: int, seed: int | None = None) -> int | None:
        """A deal of the table chosen at random (``seed``: the same every time), or ``None`` (none there)."""
        return pick_deal(game, suits, seed, self.table)
