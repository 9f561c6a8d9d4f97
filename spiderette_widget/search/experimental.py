"""The searches' parts, for research: they may change between versions without notice.

The public face of the searches is ``spiderette_widget.search`` (``solve``,
``Limit``, the players, the review, studies). What is here is how they work:
positions as tuples (``Rules``, ``state_of``, ``rules_of``), the thoughtful
search's parts (``phase_search``, ``beam``, ``complete``...), the honest
player's (``honest_step``, ``evaluate``), and the experts' (rollouts, the broad
honest player, the hindsight and chance searches, the judge as a player). Benchmarks and notes read
them; a notebook or a user's program should not rely on them.

>>> from spiderette_widget import Game
>>> g = Game.from_text("spiderette\\nremoved: S S S\\n1: KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S\\n2: 2S AS")
>>> rules_of(g).won(state_of(g)), broad_rollout(rules_of(g), state_of(g), Meter(Limit(nodes=10**6)))[0]
(False, True)
"""

from __future__ import annotations

from .budget import Budgets, Limit, Meter
from .chance import chance_step, plan_values
from .core import (
    HIDDEN,
    Action,
    Detours,
    PhaseSearch,
    Rules,
    State,
    Step,
    beam,
    breadth_first,
    complete,
    count_detours,
    evaluate,
    honest_step,
    hopeless,
    path_to,
    phase_search,
    rules_of,
    shorten,
    stalled,
    state_of,
    thoughtful,
)
from .expert import (
    BroadPlayer,
    Choice,
    broad_plan,
    broad_rollout,
    broad_step,
    expert_step,
    rollout,
    unseen_cards,
    win_chance,
)
from .hindsight import Vote, first_plan, hindsight_step, playout_scores, solve_sample
from .judge import JudgePlayer

__all__ = [
    "HIDDEN",
    "Action",
    "BroadPlayer",
    "Budgets",
    "Choice",
    "Detours",
    "JudgePlayer",
    "Limit",
    "Meter",
    "PhaseSearch",
    "Rules",
    "State",
    "Step",
    "Vote",
    "beam",
    "breadth_first",
    "broad_plan",
    "broad_rollout",
    "broad_step",
    "chance_step",
    "complete",
    "count_detours",
    "evaluate",
    "expert_step",
    "first_plan",
    "hindsight_step",
    "honest_step",
    "hopeless",
    "path_to",
    "phase_search",
    "plan_values",
    "playout_scores",
    "rollout",
    "rules_of",
    "shorten",
    "solve_sample",
    "stalled",
    "state_of",
    "thoughtful",
    "unseen_cards",
    "win_chance",
]
