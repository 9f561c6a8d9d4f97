"""Search: the core every search runs on, and what is built on it.

``from spiderette_widget.search import Limit, HonestPlayer, stuck, ...`` gives
the core (``search/core.py``: positions as tuples, budgets, every search).
Its hot loops run in C when the package's build compiled ``search/_native.c``
(``NATIVE`` is then True; ``search/native.py`` says why not otherwise, and
``SPIDERETTE_PURE_PYTHON=1`` makes the Python search run): the same answers,
about 30 times faster.
Built on it, one module each: the hints (``Game.hint``), the solver
(``search.solver.solve``), studies of many deals (``search.study``) and the
scripted players (``search.players``) and the winnable deals (``search.deals``). Importing this package loads only the
core: ``Game.is_stuck`` uses it.
"""

from .core import (
    HIDDEN,
    SOLVER_VERSION,
    Action,
    BudgetSpent,
    Detours,
    HonestPlayer,
    Limit,
    Meter,
    Rules,
    State,
    Step,
    Verdict,
    count_detours,
    evaluate,
    honest_step,
    rules_of,
    shorten,
    state_of,
    stuck,
    thoughtful,
)
from .native import NATIVE

__all__ = [
    "HIDDEN",
    "NATIVE",
    "SOLVER_VERSION",
    "Action",
    "BudgetSpent",
    "Detours",
    "HonestPlayer",
    "Limit",
    "Meter",
    "Rules",
    "State",
    "Step",
    "Verdict",
    "count_detours",
    "evaluate",
    "honest_step",
    "rules_of",
    "shorten",
    "state_of",
    "stuck",
    "thoughtful",
]
