"""Hints: the honest player's next move, and what it achieves (never a deal).

A hint is the move the honest player (``solver.solve(g, player="honest")``)
would make now: it sees only what the player sees (face-up cards, how many
cards are face down and in the stock), so following the hints plays the
honest player's game and wins as often as it does. The player thinks in
plans (``search.honest_step``, about 16,000 positions each, so a hint answers
in a bounded time): the shortest way over whole groups to a completed run or
a card turned up (best evaluation first among the shortest, then the
columns with fewer face-down cards); failing that, progress found deeper,
best-first; failing that, the best arrangement the stock can deal onto, then
the deal. With every card face up and the stock empty nothing is hidden and
the plan is a winning line. A plan is remembered while the table looks as it
expects, so a hint followed step by step finishes its plan.

The hint is the plan's next move, worded by what it achieves:
``"completes-run"``, ``"turns-up"``, ``"wins"`` (a winning line of ``steps``
moves), ``"empties-column"`` and ``"builds-in-suit"`` (with the plan's goal
in ``params``: ``goal``, ``goal_column``, ``steps``), ``"prepares-turn-up"``,
``"prepares-run"``; before a deal, ``"fills-column"`` (the stock cannot deal
onto an empty column) or ``"arranges"`` (puts a card on the next higher one,
so that fewer cards lie out of order under the coming deal). When the
player's next action is a deal, or it sees nothing to do (and whenever
``game.is_stuck``), the hint is ``None``: deal, undo or start again.

>>> from spiderette_widget import Game
>>> g = Game.from_text('''
... spiderette
... 1: 4S 2S | 9H
... 2: 10S
... 3: 10H
... ''')
>>> h = g.hint()
>>> str(h.move), h.why
('1>3x1', 'turns up a card in column 1')
>>> h.why_in("pt"), h.why_in("pl")
('vira uma carta na coluna 1', 'odkrywa kartę w kolumnie 1')

``game.hint(think=True)`` asks the expert instead (``search.expert.ExpertPlayer``,
also an honest player: it imagines where the unseen cards may lie, solves each
arrangement with the thoughtful search and plays the plan that wins most of
them), within the engine's ``better_hint`` budget per decision (``search.budget``); ``think=N`` gives
it ``N`` positions. Its plans are remembered too, so following the thinking
hints plays exactly the expert's game; the reason then also says the chance to
win from here as the game's review judges it (``review.chance_at``: the
chance that the expert, playing on without seeing the face-down cards, wins;
``params``: ``won``, the tenths, and ``odds``, how it is said:
``review.chance_kind``), so the hint and the review give the same number
for the same position:

>>> h = Game.new("spiderette", suits=1, seed=100_001).hint(think=30_000)
>>> str(h.move), h.why
('1>3x1', 'empties column 1, to turn up a card in column 2; the expert wins from here about 6 times in 10')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..engine._cards import card_text
from ..engine._errors import bad_input
from ..engine._game import Move
from ..text._words import hint_text, say
from .core import DEAL, HonestPlayer, Step, observation_key, rules_of, state_of
from .expert import ExpertPlayer
from .judge import Chance
from .native import budgets

if TYPE_CHECKING:
    from ..engine._game import Game

# The expert's positions per decision for ``hint(think=True)`` (the board's better hint) and per
# imagined arrangement it solves are the engine's ``better_hint`` and ``better_hint_solve`` budgets:
# a few seconds of CPU on the native core (benchmarks/hints.py --expert); the Python search (the
# zero-install site, a machine without a compiler) has ten times smaller ones, answered within the same time.


@dataclass(frozen=True)
class Hint:
    """A suggested move, the kind of reason (``reason``) and its wording (``why``).

    ``params`` holds what the message names (column, cards, steps);
    ``why_in(lang)`` words it in a language of ``LANGS``.
    """

    move: Move
    reason: str
    params: tuple[tuple[str, Any], ...]
    lang: str = "en"

    @property
    def why(self) -> str:
        """The reason in the game's language."""
        return self.why_in(self.lang)

    def why_in(self, lang: str) -> str:
        """The reason in ``lang``; the words come from the catalog (``_words``)."""
        params = dict(self.params)
        text = hint_text(self.reason, lang, params)
        if "won" not in params:
            return text
        if params.get("goal") in ("run", "turn-up") and self.reason in ("empties-column", "builds-in-suit"):
            text += say(f"plan.then-{params['goal']}", lang, **params)  # the expert says its plan's goal too
        if "together" in params:
            text += say("plan.together", lang, cards=params["together"])
        chance = say(f"chance.{params['odds']}", lang, n=params["won"])  # the review's words for the chance
        return text + say("plan.odds", lang, chance=chance)

    def __str__(self) -> str:
        return f"{self.move}: {self.why}"


def think_nodes(think: bool | int) -> int | None:
    """The expert's budget ``hint(think=...)`` asks for: ``None`` for the first answer (``False``).

    >>> think_nodes(True) == budgets().better_hint, think_nodes(False), think_nodes(50_000)
    (True, None, 50000)
    """
    if think is True:
        return budgets().better_hint
    if think is False:
        return None
    if isinstance(think, int) and think >= 1:
        return think
    msg = f"think must be True, False or a number of positions (a whole number above 0), got {think!r}"
    raise bad_input(msg, right_type=isinstance(think, int))


class HintPlayers:
    """The players one game's hints follow, each with its plan in mind, so following the hints
    plays that player's game: the honest player, one expert per budget, and the review's chance
    for the positions hinted lately. Each game has its own (``players_of``); a copy of a game
    goes on with its original's, as it goes on with the same game.

    >>> from spiderette_widget import Game
    >>> g = Game.new("spiderette", suits=1, seed=100_001)
    >>> players_of(g) is players_of(g), players_of(g) is players_of(Game.new("spiderette", suits=1, seed=3))
    (True, False)
    """

    def __init__(self) -> None:
        self.honest = HonestPlayer()
        self.experts: dict[int, ExpertPlayer] = {}
        self.chances: dict[tuple, Chance] = {}

    def expert(self, nodes: int | None = None) -> ExpertPlayer:
        """The expert the thinking hints follow, for a budget of ``nodes`` positions per decision
        (``None``: the better hint's)."""
        nodes = budgets().better_hint if nodes is None else nodes
        found = self.experts.get(nodes)
        if found is None:
            found = self.experts[nodes] = new_expert(nodes)
        return found


def players_of(game: Game) -> HintPlayers:
    """The players ``game``'s hints follow (kept in ``game.hint_players``), made when first asked."""
    if not isinstance(game.hint_players, HintPlayers):
        game.hint_players = HintPlayers()
    return game.hint_players


def new_expert(nodes: int | None = None) -> ExpertPlayer:
    """A new expert (no plan in mind) as the thinking hints build it for ``nodes`` positions per
    decision (``None``: the better hint's): the better hint's own budget per arrangement with the
    better hint's budget."""
    hint_budgets = budgets()
    nodes = hint_budgets.better_hint if nodes is None else nodes
    solve_nodes = hint_budgets.better_hint_solve if nodes == hint_budgets.better_hint else None
    return ExpertPlayer(nodes=nodes, solve_nodes=solve_nodes)


def hint(game: Game, think: bool | int = False) -> Hint | None:
    """The next move with what it achieves, or ``None`` (a deal, or nothing to do): the honest
    player's, or with ``think`` the expert's (``True``: the engine's ``better_hint`` positions per
    decision, or a number of positions)."""
    nodes = think_nodes(think)
    if game.is_won:
        return None
    players = players_of(game)
    player = players.honest if nodes is None else players.expert(nodes)
    found = player.step_for(game)
    if found is None or found[0] == DEAL:
        return None
    move, step, index = found
    out = _explain(game, move, step, index)
    if nodes is None:
        return out
    from .review import chance_kind  # the review's words for its chance

    kind, tenths = chance_kind(chance_here(game))
    extra: tuple[tuple[str, Any], ...] = (("won", tenths), ("odds", kind))
    if move.count > 1:  # a group moved whole, its suit kept together
        group = game.columns[move.src - 1].up[-move.count :]
        extra = (("together", " ".join(card_text(c) for c in group)), *extra)
    return Hint(out.move, out.reason, (*out.params, *extra), out.lang)


def chance_here(game: Game) -> Chance:
    """The review's chance that the expert wins from ``game`` (``review.chance_at``), remembered
    for the positions hinted lately: a plan followed step by step asks for each of them once."""
    from .review import chance_at  # the review's estimate: the same number for the same position


    key = (game.game, game.suits, observation_key(game), game.removed)
    chances = players_of(game).chances
    found = chances.get(key)
    if found is None:
        if len(chances) >= 256:
            chances.clear()
        found = chances[key] = chance_at(game)
    return found


def _explain(game: Game, move: Move, step: Step, index: int) -> Hint:
    """Word ``move`` (the ``index``-th action of ``step``) by what it achieves."""
    lang = game.lang
    rest = [a for a in step.actions[index:] if a != DEAL]
    columns = game.columns
    src, dst = columns[move.src - 1], columns[move.dst - 1]
    first, target = src.up[-move.count], dst.up[-1] if dst.up else None
    rules = rules_of(game, honest=True)
    after, flipped = rules.apply(state_of(game, honest=True), move.src - 1, move.dst - 1, move.count)
    if rules.removed(after) > game.removed:
        return Hint(move, "completes-run", (("column", move.dst),), lang)
    if step.goal == "win":
        return Hint(move, "wins", (("steps", len(rest)),), lang)
    if flipped and len(rest) == 1:
        return Hint(move, "turns-up", (("column", move.src),), lang)
    if step.goal == "deal":
        if target is None:
            return Hint(move, "fills-column", (("column", move.dst),), lang)
        names = (("card", card_text(first)), ("target", card_text(target)))
        if target == first + 1:
            return Hint(move, "builds-in-suit", (*names, ("goal", "deal"), ("steps", len(rest))), lang)
        return Hint(move, "arranges", names, lang)
    last = rest[-1]
    run = step.goal == "run"
    column = last.dst if run else last.src
    goal = (("goal", "run" if run else "turn-up"), ("goal_column", column), ("steps", len(rest)))
    if not src.hidden and move.count == len(src.up) and target is not None:
        return Hint(move, "empties-column", (("column", move.src), *goal), lang)
    if target is not None and target == first + 1:
        names = (("card", card_text(first)), ("target", card_text(target)))
        return Hint(move, "builds-in-suit", (*names, *goal), lang)
    reason = "prepares-run" if run else "prepares-turn-up"
    return Hint(move, reason, (("column", column), ("steps", len(rest))), lang)
