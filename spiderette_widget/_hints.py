"""Hints: the move a careful player would make next, and why (never a deal).

The heuristic, in order (the first step that has a move wins). Everything it
searches uses face-up cards only: a hint never peeks at a face-down card or
the stock.

1. ``"completes-run"``: a move that completes a K..A run of one suit.
2. ``"wins"``: once every card is face up and the stock is empty, the first
   move of a winning line from the solver (small budget; nothing is hidden).
3. ``"turns-up"``: a move that lifts every face-up card off a face-down card.
   Onto a card beats into an empty column, the same suit beats another suit,
   then the column with the fewest face-down cards (it empties soonest).
4. The first move of the shortest way to a card turned up or a completed run,
   found breadth-first over whole groups (3,000 positions; then 6,000
   best-first), best evaluation first among the shortest ways. It is worded
   by what it does: ``"empties-column"`` (a column with no face-down cards
   goes onto other cards), ``"builds-in-suit"`` (a group joins the card one
   rank higher of its own suit), else ``"prepares-turn-up"`` /
   ``"prepares-run"``; ``params`` also name the goal (``goal``,
   ``goal_column``, ``steps``).
5. Before a deal: ``"fills-column"`` (the stock cannot deal onto an empty
   column) or ``"arranges"``: the first move towards the best arrangement the
   stock can deal onto, only when it beats the current one.
6. With the stock empty and the game not stuck: emptying a column, then
   building in suit (best resulting position first), even with no goal in
   sight. Building for its own sake comes last on purpose: played eagerly it
   lost games (following hints won 9 of 30 one-suit deals with such builds
   ranked 4th, 21 of 30 with them last).

Moves that never help are never suggested: splitting a group off the card one
rank higher of its own suit, moving a whole column into an empty column,
taking back the previous move (a one-card split is suggested only as a step
on the shortest way to a card turned up, or to fill a column before a deal).
When nothing helps (and whenever
``game.is_stuck``) the hint is ``None``: deal, undo or start again.

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
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ._cards import card_text
from ._game import Move
from ._words import hint_text

if TYPE_CHECKING:
    from ._game import Game

STUCK_PROBE = 10_000
ENDGAME_NODES = 50_000
PLAN_POSITIONS = 3000
DEEP_POSITIONS = 6000
ENDGAME_SECONDS = 1.0


@dataclass(frozen=True)
class Hint:
    """A suggested move, the kind of reason (``reason``) and its wording (``why``).

    ``params`` holds what the message names (column, cards, steps);
    ``why_in(lang)`` words it in ``"en"``, ``"pt"`` or ``"pl"``.
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
        return hint_text(self.reason, lang, dict(self.params))

    def __str__(self) -> str:
        return f"{self.move}: {self.why}"


def _undoes_last(game: Game, s: int, d: int, k: int) -> bool:
    last = game.last_action
    return bool(
        last
        and last["kind"] == "move"
        and not last["flipped"]
        and not last["runs"]
        and (last["src"], last["dst"], last["count"]) == (d + 1, s + 1, k)
    )


def _pointless(game: Game, s: int, d: int, k: int) -> bool:
    cols, hidden = game._cols, game._hidden
    src = cols[s]
    if k < len(src) - hidden[s] and src[-k - 1] == src[-k] + 1:
        return True  # splits a group off its own suit's next card
    if not cols[d] and k == len(src) and not hidden[s]:
        return True  # a whole column into an empty column
    return _undoes_last(game, s, d, k)


def _completes_run(game: Game, s: int, d: int, k: int) -> bool:
    dst = game._cols[d] + game._cols[s][-k:]
    if len(dst) - game._hidden[d] < 13 or dst[-1] & 15 != 1:
        return False
    top = dst[-13]
    return top & 15 == 13 and dst[-13:] == list(range(top, top - 13, -1))


def _run_after(game: Game, s: int, d: int, k: int) -> int:
    """Length of the same-suit run that ends the destination after the move."""
    dst = game._cols[d] + game._cols[s][-k:]
    n = 1
    while n < len(dst) - game._hidden[d] and dst[-n - 1] == dst[-n] + 1:
        n += 1
    return n


def _eval_after(game: Game, s: int, d: int, k: int) -> int:
    from .solver import _rules_of, _state_of, evaluate

    rules = _rules_of(game, relaxed=False)
    st, _ = rules.apply(_state_of(game, honest=True), s, d, k)
    return evaluate(rules, st)


def _single_move_hints(game: Game) -> list[tuple[tuple, Hint]]:
    cols, hidden = game._cols, game._hidden
    found = []
    for s, d, k in game._legal():
        if _pointless(game, s, d, k):
            continue
        src, dst = cols[s], cols[d]
        first = src[-k]
        same_suit = bool(dst) and dst[-1] == first + 1
        move = Move(s + 1, d + 1, k)
        if _completes_run(game, s, d, k):
            key: tuple = (0, 0)
            reason, params = "completes-run", (("column", d + 1),)
        elif hidden[s] and k == len(src) - hidden[s]:
            key = (1, not dst, not same_suit, hidden[s], s, d)
            reason, params = "turns-up", (("column", s + 1),)
        elif not hidden[s] and k == len(src) and dst:
            key = (2, not same_suit, s, d)
            reason, params = "empties-column", (("column", s + 1),)
        elif same_suit:
            key = (3, -_eval_after(game, s, d, k), -_run_after(game, s, d, k), s, d)
            reason, params = "builds-in-suit", (("card", card_text(first)), ("target", card_text(dst[-1])))
        else:
            continue
        found.append((key, Hint(move, reason, params, game.lang)))
    found.sort(key=lambda t: t[0])
    return found


def _progress(game: Game, depth_limit: int, cap: int) -> tuple[tuple[int, int, int], str, int, int] | bool:
    """Breadth-first over visible cards (whole groups, no deals): the first move of the
    shortest way to a completed run, a card turned up or (with ``depth_limit`` 0: no
    limit) a position where the stock can deal, as ``(first, event, column, depth)``;
    ``False`` when none exists (every position seen) or ``True`` when ``cap`` ran out first.
    """
    from .solver import _rules_of, _state_of

    rules = _rules_of(game, relaxed=False)
    root = _state_of(game, honest=True)  # face-down cards unknown: no peeking
    removed0 = rules.removed(root)
    seen = {rules.key(root)}
    frontier: list = [(root, None)]
    depth = 0
    capped = False
    while frontier and (not depth_limit or depth < depth_limit):
        depth += 1
        nxt = []
        for st, first in frontier:
            for s, d, k in rules.moves(st, sensible=True):
                if first is None and _pointless(game, s, d, k):
                    continue
                child, flipped = rules.apply(st, s, d, k)
                lead = first or (s, d, k)
                if rules.removed(child) > removed0:
                    return lead, "run", d + 1, depth
                if flipped:
                    return lead, "flip", s + 1, depth
                if not depth_limit and rules.can_deal(child):
                    return lead, "deal", 0, depth
                key = rules.key(child)
                if key in seen:
                    continue
                if len(seen) >= cap:
                    capped = True
                    continue
                seen.add(key)
                nxt.append((child, lead))
        frontier = nxt
    return capped or bool(frontier)


def _can_go_on(game: Game) -> bool:
    """A quick search over visible cards for progress; the engine's ``is_stuck`` when it cannot tell.

    False means no run, card turned up or deal can be reached by moving whole
    groups (the hint then stays silent); it is always False when ``is_stuck``.
    """
    if game.can_deal():
        return True
    found = _progress(game, 0, STUCK_PROBE)
    if found is False:
        return False
    return found is not True or not game.is_stuck


def hint(game: Game) -> Hint | None:
    """The best move by the documented heuristic, or ``None`` when no move helps."""
    if game.is_won:
        return None
    singles = _single_move_hints(game)
    if singles and singles[0][0][0] == 0:
        return singles[0][1]  # completes a run
    if not game._stock and not any(game._hidden):
        won = _winning_line(game)  # every card is face up: a search peeks at nothing
        if won is not None:
            return won
    planned = _planned(game, singles)
    if planned is not None:
        return planned
    arranged = _arrange(game)
    if arranged is not None:
        return arranged
    if singles and not game._stock and _can_go_on(game):
        return singles[0][1]  # empties a column or builds in suit
    return None


def _planned(game: Game, singles: list) -> Hint | None:
    """The first move of the shortest way (over visible cards) to a run or a card turned up."""
    from .solver import _deep_plan, _rules_of, _state_of, plan

    rules = _rules_of(game, relaxed=False)
    st = _state_of(game, honest=True)  # face-down cards unknown: no peeking
    found = plan(rules, st, PLAN_POSITIONS) or _deep_plan(rules, st, DEEP_POSITIONS)
    if found is None:
        return None
    moves, event, _ = found
    s, d, k = moves[0]
    if _undoes_last(game, s, d, k):
        return None
    if len(moves) == 1:
        if event == "flip" and singles and singles[0][0][0] == 1:
            return singles[0][1]  # turn-ups ranked as documented
        reason = "completes-run" if event == "run" else "turns-up"
        return Hint(Move(s + 1, d + 1, k), reason, (("column", d + 1 if event == "run" else s + 1),), game.lang)
    ls, ld, _ = moves[-1]
    reason = "prepares-run" if event == "run" else "prepares-turn-up"
    column = ld + 1 if event == "run" else ls + 1
    goal = (("goal", "run" if event == "run" else "turn-up"), ("goal_column", column), ("steps", len(moves)))
    src, dst = game._cols[s], game._cols[d]
    if not game._hidden[s] and k == len(src) and dst:
        return Hint(Move(s + 1, d + 1, k), "empties-column", (("column", s + 1), *goal), game.lang)
    if dst and dst[-1] == src[-k] + 1:
        names = (("card", card_text(src[-k])), ("target", card_text(dst[-1])))
        return Hint(Move(s + 1, d + 1, k), "builds-in-suit", (*names, *goal), game.lang)
    return Hint(Move(s + 1, d + 1, k), reason, (("column", column), ("steps", len(moves))), game.lang)


def _arrange(game: Game) -> Hint | None:
    """Before a deal: the first move towards the best arrangement the stock can deal onto."""
    from .solver import _rules_of, _settle, _state_of, evaluate

    if not game._stock:
        return None
    rules = _rules_of(game, relaxed=False)
    st = _state_of(game, honest=True)
    settled = _settle(rules, st, PLAN_POSITIONS)
    if settled is None or not settled[0]:
        return None
    if game.can_deal() and evaluate(rules, settled[1]) <= evaluate(rules, st):
        return None
    s, d, k = settled[0][0]
    if _undoes_last(game, s, d, k):
        return None
    if not game._cols[d]:
        return Hint(Move(s + 1, d + 1, k), "fills-column", (("column", d + 1),), game.lang)
    return Hint(Move(s + 1, d + 1, k), "arranges", (), game.lang)


def _winning_line(game: Game) -> Hint | None:
    from .solver import solve

    sol = solve(game, budget_nodes=ENDGAME_NODES, budget_seconds=ENDGAME_SECONDS)
    if sol.verdict != "win" or not sol.line:
        return None
    return Hint(sol.line[0], "wins", (("steps", len(sol.line)),), game.lang)
