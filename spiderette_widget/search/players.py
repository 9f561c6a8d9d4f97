"""Simple scripted players, to test strategy advice over many deals.

A *policy* is a function ``policy(game, rng)`` that returns the next action
(a ``Move``, ``DEAL``, or move text such as ``"deal"``), a short plan (a list of actions played in order),
or ``None`` to stop. ``play_out`` plays one game with a policy; ``simulate``
plays many deals and returns one row per game.

>>> rows = simulate(3, same_suit_first, suits=1)
>>> sorted(rows[0])
['actions', 'code', 'deals', 'moves', 'policy', 'removed', 'score', 'turned_up', 'won']
>>> rows[0]["code"], rows[0]["policy"]
('SD1-S1-AAAAAAA', 'same_suit_first')

The players only play *progress* moves (``progress_moves``): a move that turns
up a card, removes a run, or joins two cards that were not joined before
without undoing a same-suit join. When none is left they may use an empty
column as a workspace (``workspace_plan``), then deal, filling empty columns
first (``fill_plan``), and stop when the stock is empty. Every step raises a
simple measure of order on the table, so no player goes round in circles.
None of them searches ahead or undoes: they are yardsticks, not solvers.

Each player follows some of the seeds' advice (docs/rules.md, "Strategy advice"):

===================== ============ ============ ============ =========
player                same suit    reveal       empty column deals
===================== ============ ============ ============ =========
``random_player``     no (random)  no           no           late
``any_placement``     no           no           no           late
``same_suit_first``   yes          no           no           late
``reveal_first``      no           yes          no           late
``use_empty_columns`` no           no           yes          late
``deal_late``         yes          yes          yes          late
``deal_early``        yes          yes          yes          early
===================== ============ ============ ============ =========

"Late" deals only when no progress move is left; "early" deals whenever the
stock allows.

``honest_player`` is the yardstick above them all: the honest player of
``solver.solve(g, player="honest")`` (``search.HonestPlayer``), which searches
ahead over the face-up cards and whose moves are the hints. ``expert_player``
(``solver.solve(g, player="expert")``) also weighs where the unseen cards may
lie (``search.expert``): slower, and stronger.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable
from typing import Any

from ..engine._cards import ACE, rank_of
from ..engine._game import DEAL, Game, Move, Position
from ._hints import players_of
from .study import wilson_interval  # one Wilson interval, kept with the statistics of many deals

__all__ = [
    "Action",
    "Policy",
    "any_placement",
    "deal_early",
    "deal_late",
    "expert_player",
    "fill_empty_move",
    "fill_plan",
    "honest_player",
    "make_policy",
    "play_out",
    "progress_moves",
    "random_player",
    "reveal_first",
    "same_suit_first",
    "simulate",
    "summarize",
    "use_empty_columns",
    "wilson_interval",
    "workspace_plan",
]

Action = Move | str
Policy = Callable[[Game, random.Random], Action | list[Action] | None]


# --------------------------------------------------------------- move features
def progress_moves(game: Game) -> list[tuple[Move, dict[str, bool]]]:
    """The legal moves that make progress, each with what it does.

    The features: ``reveals`` (turns up a face-down card), ``empties`` (leaves
    its column empty), ``same_suit`` (lands on the next card of its own suit),
    ``to_empty`` (goes into an empty column), ``completes`` (finishes a K..A run).

    A move counts as progress when it turns up a card or completes a run, or
    when it lands on a card (not an empty column) and the group was not already
    sitting on a card one rank higher of the same suit (moving such a group
    only undoes a join); off-suit, it must also not leave a one-higher card of
    another suit (that swaps one join for another).

    >>> g = Game.from_text("spiderette\\n1: QH ? | 9S 8S 7H\\n2: 10D\\n3: 8C\\n4: 8H")
    >>> [(str(m), f["same_suit"]) for m, f in progress_moves(g)]   # 7H to 8C would only swap joins
    [('1>4x1', True)]
    """
    return _progress(game.position)


def _progress(p: Position) -> list[tuple[Move, dict[str, bool]]]:
    cols, hidden = p.cards, p.hidden
    out = []
    for move in p.legal_moves():
        s, d, k = move.src - 1, move.dst - 1, move.count
        src, dst = cols[s], cols[d]
        base = len(src) - k  # index of the group's first card
        first = src[base]
        reveals = base > 0 and base == hidden[s]
        empties = base == 0
        to_empty = not dst
        same_suit = bool(dst) and dst[-1] == first + 1
        completes = bool(dst) and same_suit and _completes(p, d, src[base:])
        under = src[base - 1] if base > hidden[s] else None  # face-up card under the group
        if reveals or completes:
            useful = True
        elif to_empty:
            useful = False
        elif under is not None and under == first + 1:
            useful = False  # already joined in suit
        elif same_suit:
            useful = True
        else:
            useful = under is None or rank_of(under) != rank_of(first) + 1
        if useful:
            feats = {
                "reveals": reveals,
                "empties": empties,
                "same_suit": same_suit,
                "to_empty": to_empty,
                "completes": completes,
            }
            out.append((move, feats))
    return out


def _completes(p: Position, d: int, group: tuple[int, ...]) -> bool:
    if rank_of(group[-1]) != ACE:
        return False
    cards = p.cards[d] + group
    if len(cards) - p.hidden[d] < 13:
        return False
    top = cards[-13]
    return cards[-13:] == tuple(range(top, top - 13, -1))


def fill_empty_move(game: Game) -> Move | None:
    """A move into an empty column that keeps its own column non-empty, or ``None``.

    Used when an empty column stops a deal: the card to put there is chosen
    deliberately (the seeds' advice): one that turns up a card if any, else a
    card not sitting on a one-higher card, else the smallest group.

    >>> g = Game.from_text("spiderette\\n1: 9S 8S 7H\\n2: 4D\\n3: 6C 5C\\n4: KH\\n5: 2C\\n6: 3H\\nstock: ? ? ? ? ? ? ?")
    >>> fill_empty_move(g)      # 7H does not sit on an 8 of its suit... but 5C is joined to 6C
    Move(src=1, dst=7, count=1)
    """
    return _fill_move(game.position)


def _fill_move(p: Position) -> Move | None:
    cols, hidden = p.cards, p.hidden
    best, best_key = None, None
    for move in p.legal_moves():
        s, d, k = move.src - 1, move.dst - 1, move.count
        if cols[d] or len(cols[s]) == k:
            continue
        base = len(cols[s]) - k
        reveals = base == hidden[s]
        loose = not reveals and cols[s][base - 1] != cols[s][base] + 1
        key = (not reveals, not loose, k, s)
        if best_key is None or key < best_key:
            best, best_key = move, key
    return best


def fill_plan(game: Game) -> list[Action] | None:
    """Fill every empty column with ``fill_empty_move``, then deal; ``None`` if it cannot.

    >>> g = Game.from_text("spiderette\\n1: 9S 8S 7H\\n2: 4D\\n3: 6C 5C\\n4: KH\\n5: 2C\\n6: 3H\\nstock: ? ? ? ? ? ? ?")
    >>> fill_plan(g)
    [Move(src=1, dst=7, count=1), DEAL]
    """
    probe = game.position
    if not probe.stock:
        return None
    plan: list[Action] = []
    while not all(probe.cards):
        move = _fill_move(probe)
        if move is None:
            return None
        probe = probe.after(move)
        plan.append(move)
    return [*plan, DEAL]


def workspace_plan(game: Game) -> list[Action] | None:
    """Use an empty column as a workspace: park a group there when that lets a
    card join its own suit or turns up a card. Returns ``[park, follow_up]`` or ``None``.

    Only groups that sit on a face-up card of another suit (or not one rank
    higher) are parked, so nothing already in suit is undone.

    >>> g = Game.from_text("spiderette\\n1: ? | 9S 8H\\n2: 10S\\n3: -\\n4: 9D\\n5: 7C")
    >>> workspace_plan(g)     # 8H aside, then 9S goes on 10S and turns up a card
    [Move(src=1, dst=3, count=1), Move(src=1, dst=2, count=1)]
    """
    p = game.position
    cols, hidden = p.cards, p.hidden
    empties = [d for d in range(len(cols)) if not cols[d]]
    if not empties:
        return None
    d = empties[0]
    best: list[Action] | None = None
    best_key = None
    for s in range(len(cols)):
        k = p.movable(s + 1)
        base = len(cols[s]) - k
        if not k or base <= hidden[s] or cols[s][base - 1] == cols[s][base] + 1:
            continue  # empty, would turn up a card (a progress move already), or joined in suit
        park = Move(s + 1, d + 1, k)
        for follow, f in _progress(p.after(park)):
            if s + 1 not in (follow.src, follow.dst) or (follow.src, follow.dst) == (d + 1, s + 1):
                continue
            if not (f["reveals"] or f["same_suit"] or f["completes"]):
                continue
            key = (not f["completes"], not f["reveals"], k, s)
            if best_key is None or key < best_key:
                best, best_key = [park, follow], key
    return best


def _pick(moves: list[tuple[Move, dict[str, bool]]], reveal: bool, same_suit: bool) -> Move:
    def rank(item: tuple[Move, dict[str, bool]]) -> tuple[bool, ...]:
        f = item[1]
        return (not f["completes"], reveal and not f["reveals"], same_suit and not f["same_suit"])

    return min(moves, key=rank)[0]  # min keeps the first of equals


# ---------------------------------------------------------------- the players
def make_policy(
    name: str,
    reveal: bool = False,
    same_suit: bool = False,
    empty: bool = False,
    deal: str = "late",
    shuffle: bool = False,
) -> Policy:
    """Build a player from the preferences the notebooks compare.

    ``reveal``: prefer moves that turn up a card. ``same_suit``: prefer moves
    onto the same suit. ``empty``: use an empty column as a workspace before
    dealing. ``deal``: ``"late"`` deals only when no progress move is left,
    ``"early"`` deals whenever the stock allows. ``shuffle``: break ties at
    random (with the ``rng`` the player is given) instead of left to right.
    A move that completes a run is always taken first.

    >>> careful = make_policy("careful", reveal=True, same_suit=True, empty=True)
    >>> careful.__name__, careful(Game.from_text("spiderette\\n1: 9S 8S 7H\\n2: 8H"), None)
    ('careful', Move(src=1, dst=2, count=1))
    """
    if deal not in ("late", "early"):
        msg = f"deal must be 'late' or 'early', got {deal!r}"
        raise ValueError(msg)

    def policy(game: Game, rng: random.Random) -> Action | list[Action] | None:
        if game.is_won:
            return None
        if deal == "early" and game.can_deal():
            return DEAL
        moves = progress_moves(game)
        if moves:
            if shuffle:
                rng.shuffle(moves)
            return _pick(moves, reveal, same_suit)
        plan = workspace_plan(game) if empty else None
        if plan:
            return plan
        if game.can_deal():
            return DEAL
        return fill_plan(game)  # None when the stock is empty or the columns cannot all be filled

    policy.__name__ = policy.__qualname__ = name
    policy.__doc__ = (
        f"Scripted player {name!r}: reveal first={reveal}, same suit first={same_suit}, "
        f"empty column as workspace={empty}, deals {deal}, ties {'at random' if shuffle else 'left to right'}.\n\n"
        f">>> from spiderette_widget.search.players import {name}, simulate\n"
        f">>> [row['won'] in (True, False) for row in simulate(2, {name}, suits=1)]\n"
        "[True, True]\n"
    )
    return policy


random_player = make_policy("random_player", shuffle=True)
any_placement = make_policy("any_placement")
same_suit_first = make_policy("same_suit_first", same_suit=True)
reveal_first = make_policy("reveal_first", reveal=True)
use_empty_columns = make_policy("use_empty_columns", empty=True)
deal_late = make_policy("deal_late", reveal=True, same_suit=True, empty=True, deal="late")
deal_early = make_policy("deal_early", reveal=True, same_suit=True, empty=True, deal="early")
def honest_player(game: Game, rng: random.Random) -> Action | None:
    """The honest player as a policy: the hint's move, or a deal when it would deal (``rng`` unused).

    >>> g = Game.from_text("spiderette\\n1: 4S 2S | 9H\\n2: 10S\\n3: 10H")
    >>> honest_player(g, None)
    Move(src=1, dst=3, count=1)
    """
    return players_of(game).honest.next_action(game)


def expert_player(game: Game, rng: random.Random) -> Action | None:
    """The expert as a policy: the better hint's player (``solve(game, player="expert")``), with
    the game's own plan in mind. It samples the unseen cards' places with its own seeded generator
    (``rng`` unused), so its game is the same on every run.

    >>> g = Game.from_text("spiderette\\n1: 4S 2S | 9H\\n2: 10S\\n3: 10H")
    >>> expert_player(g, None)
    Move(src=1, dst=3, count=1)
    """
    return players_of(game).expert().next_action(game)


# ------------------------------------------------------------------ playing
def play_out(game: Game, policy: Policy, max_actions: int = 2000, seed: int = 0) -> Game:
    """Let ``policy`` play ``game`` (in place) until it wins, stops, or ``max_actions``.

    ``seed`` seeds the player's random choices. Returns the game, whose
    ``log`` holds the score after every action (ready for ``plots.plot_score``).

    >>> g = play_out(Game.new("spiderette", suits=1, seed=3), same_suit_first)
    >>> g.moves > 0, g.log[0].kind
    (True, 'start')
    """
    if not callable(policy):
        msg = f"policy must be a function (game, rng) -> action, got {policy!r}"
        raise ValueError(msg)
    if isinstance(max_actions, bool) or not isinstance(max_actions, int) or max_actions < 0:
        msg = f"max_actions must be a whole number >= 0, got {max_actions!r}"
        raise ValueError(msg)
    rng = random.Random(seed)
    done = 0
    while done < max_actions and not game.is_won:
        action = policy(game, rng)
        if action is None:
            break
        for step in action if isinstance(action, list) else [action]:
            if done >= max_actions:
                break
            game.play(step)
            done += 1
    return game


def simulate(
    codes_or_n: int | Iterable[str],
    policy: Policy,
    game: str = "spiderette",
    suits: int = 1,
    scoring: str | None = None,
    first_seed: int = 0,
    max_actions: int = 2000,
) -> list[dict[str, Any]]:
    """Play many deals with ``policy``; one row per game.

    ``codes_or_n``: game codes, or a number ``n`` of deals (deal numbers
    ``first_seed`` .. ``first_seed + n - 1`` of ``game`` with ``suits``).
    Each row: ``code``, ``policy``, ``won``, ``moves``, ``score``,
    ``removed``, ``turned_up``, ``deals``, ``actions``.

    >>> rows = simulate(["SD1-S1-AAAAAAB"], any_placement)
    >>> rows[0]["code"], rows[0]["moves"] == rows[0]["actions"]
    ('SD1-S1-AAAAAAB', True)
    """
    if isinstance(codes_or_n, bool):
        msg = "codes_or_n must be a number of deals or a list of game codes"
        raise ValueError(msg)
    if isinstance(codes_or_n, int):
        if codes_or_n < 0:
            msg = f"the number of deals must be >= 0, got {codes_or_n}"
            raise ValueError(msg)
        games = (Game.new(game, suits, seed=first_seed + i, scoring=scoring) for i in range(codes_or_n))
    elif isinstance(codes_or_n, str):
        msg = f"pass a list of codes, not one string: [{codes_or_n!r}]"
        raise ValueError(msg)
    else:
        games = (Game.from_code(code, scoring=scoring) for code in codes_or_n)
    rows = []
    for i, g in enumerate(games):
        play_out(g, policy, max_actions=max_actions, seed=first_seed + i)
        rows.append(
            {
                "code": g.code,
                "policy": getattr(policy, "__name__", str(policy)),
                "won": g.is_won,
                "moves": g.moves,
                "score": g.score,
                "removed": g.removed,
                "turned_up": g.turned_up,
                "deals": sum(1 for kind, *_ in g.log if kind == "deal"),
                "actions": len(g.log) - 1,
            }
        )
    return rows


# ---------------------------------------------------------------- statistics
def summarize(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """Win rate with its 95% interval, mean score, moves and runs removed.

    >>> s = summarize([{"won": True, "score": 847, "moves": 53, "removed": 4},
    ...                {"won": False, "score": 420, "moves": 80, "removed": 0}])
    >>> s["games"], s["wins"], s["win_rate"], s["mean_score"]
    (2, 1, 0.5, 633.5)
    """
    n = len(rows)
    wins = sum(1 for r in rows if r["won"])
    lo, hi = wilson_interval(wins, n)

    def mean(key: str) -> float:
        return sum(r[key] for r in rows) / n if n else math.nan

    return {
        "games": n,
        "wins": wins,
        "win_rate": wins / n if n else math.nan,
        "ci_low": lo,
        "ci_high": hi,
        "mean_score": mean("score"),
        "mean_moves": mean("moves"),
        "mean_removed": mean("removed"),
    }
