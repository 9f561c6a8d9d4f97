"""Search: what a user calls to solve, play, review and study deals.

>>> from spiderette_widget import Game
>>> from spiderette_widget.search import Limit, solve
>>> solve(Game.new("spiderette", suits=1, seed=3), limit=Limit(nodes=200_000)).verdict
<Verdict.WIN: 'win'>

The public face (``__all__``): ``solve``, ``solve_in_background``, ``Solution``, ``SolveHandle``,
``Limit``, ``Verdict``, ``BudgetSpent``, the players (``HonestPlayer``,
``ExpertPlayer``), ``stuck``, ``SOLVER_VERSION``, ``NATIVE``, and the public
modules ``solver``, ``players`` (scripted players), ``review`` (a game's
review), ``study`` (many deals), ``deals`` (winnable deals) and ``budget``
(every measured budget). What may change between versions (positions as
tuples, the searches' parts, the experts' rollouts) is in
``spiderette_widget.search.experimental``; the rest are the package's own
modules (``core``, ``native``, ``expert``, ``hindsight``, ``chance``, and the
private ``_hints``, ``_thinking``, ``_process``).

The searches' hot loops run in C when the package's build compiled
``search/_native.c`` (``NATIVE`` is then True; ``search/native.py`` says why
not otherwise, and ``SPIDERETTE_PURE_PYTHON=1`` makes the Python search run):
the same answers, about 30 times faster. Importing this package loads only
the core (``Game.is_stuck`` uses it); the solver, the expert and the public
modules load when first asked for.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

from .core import SOLVER_VERSION, BudgetSpent, HonestPlayer, Limit, Verdict, stuck
from .native import NATIVE

__all__ = [
    "NATIVE",
    "SOLVER_VERSION",
    "BudgetSpent",
    "ExpertPlayer",
    "HonestPlayer",
    "Limit",
    "Solution",
    "SolveHandle",
    "Verdict",
    "budget",
    "deals",
    "experimental",
    "players",
    "review",
    "solve",
    "solve_in_background",
    "solver",
    "stuck",
    "study",
]

_SOLVER = ("solve", "solve_in_background", "Solution", "SolveHandle")
_LAZY = {name: "solver" for name in _SOLVER} | {"ExpertPlayer": "expert"}  # name: the module it loads from
_MODULES = {"budget", "deals", "experimental", "players", "review", "solver", "study"}


def __getattr__(name: str) -> Any:
    """The public names and modules that load when first asked for (PEP 562)."""
    if name in _LAZY:
        return getattr(import_module(f".{_LAZY[name]}", __name__), name)
    if name in _MODULES:
        return import_module(f".{name}", __name__)
    msg = f"module {__name__!r} has no attribute {name!r}"
    raise AttributeError(msg)


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
