"""The widget's synced ``view``: what the browser may see of a game.

Face-down cards and the stock travel as counts only; the legal moves are
listed so the front end can light targets without knowing a rule.

>>> from spiderette_widget import Game
>>> g = Game.from_text("spiderette\\n1: QH ? | 9S 8S 7H\\n2: 10D\\n3: 8C")
>>> build_view(g, rev=1, stuck=False)["columns"][0]
{'hidden': 2, 'up': ['9S', '8S', '7H'], 'movable': 1}
"""

from __future__ import annotations

from typing import cast

from ..engine._cards import card_text
from ..engine._errors import IllegalMove
from ..engine._game import Game, LastAction, Observation
from ..search.core import stuck
from ._intents import best_destination
from ._protocol import (
    ChangeKind,
    Column,
    DealDone,
    GameName,
    Hint,
    Last,
    MoveDone,
    Scoring,
    Solve,
    Stats,
    View,
)

# The stuck check is the engine's (``search.stuck``: a node budget sized for about
# 50 ms after each action); past the budget it is "not sure", shown as not stuck.


class StuckMemo:
    """``is_stuck`` for the position shown, computed once per position."""

    def __init__(self) -> None:
        self._key: Observation | None = None
        self._stuck = False

    def __call__(self, game: Game) -> bool:
        key = game.observation()  # the stuck search reads only what the player sees
        if self._key != key:
            self._key, self._stuck = key, (not game.is_won) and stuck(game) is True
        return self._stuck


def best_moves(game: Game) -> list[list[int]]:
    """``[src, count, dst]`` for every movable group that a tap or double-click can send somewhere.

    The front end draws such a move at once; the kernel still checks and plays it.

    >>> best_moves(Game.from_text("spiderette\\n1: 8H\\n2: ? | 5S\\n3: 8S\\n4: -\\n5: 7S\\n6: 8D\\n7: 6H"))
    [[2, 1, 4], [5, 1, 3], [7, 1, 5]]
    """
    seen = game.observation()
    out = []
    for src in range(1, len(seen.up) + 1):
        for count in range(1, seen.movable(src) + 1):
            dst = best_destination(game, src, count)
            if dst is not None:
                out.append([src, count, dst])
    return out


def deal_why(game: Game, lang: str) -> str | None:
    """Why the stock cannot deal now, in ``lang`` (the engine's reminder), or ``None`` when it can."""
    try:
        game.check_deal()
    except IllegalMove as exc:
        return exc.message(lang)
    return None


def last_view(action: LastAction | None) -> Last | None:
    """``view.last`` for the engine's last action (a move or a deal), or ``None``.

    >>> last_view(LastAction("move", flipped=(1,), src=1, dst=3, count=1))
    {'kind': 'move', 'src': 1, 'dst': 3, 'count': 1, 'flipped': [1], 'runs': []}
    """
    if action is None:
        return None
    flipped, runs = list(action.flipped), list(action.runs)
    if action.kind == "deal":
        deal: DealDone = {"kind": "deal", "columns": list(action.columns), "flipped": flipped, "runs": runs}
        return deal
    src, dst, count = action.src or 0, action.dst or 0, action.count or 0
    move: MoveDone = {"kind": "move", "src": src, "dst": dst, "count": count, "flipped": flipped, "runs": runs}
    return move


def changed(kind: ChangeKind) -> Last:
    """``view.last`` after an undo, a redo or a new game: ``{"kind": kind}``."""
    return {"kind": kind}


def build_view(
    game: Game,
    rev: int,
    stuck: bool,
    hint: Hint | None = None,
    last: Last | None = None,
    solve: Solve | None = None,
    lang: str = "en",
    back: bool = False,
    stats: Stats | None = None,
    winnable: bool = False,
) -> View:
    """The ``view`` trait for ``game`` at revision ``rev``: no hidden card in it.

    ``back``: Undo would bring back the game before a new one (``can_undo`` is then true).
    ``winnable``: the game was dealt as a winnable deal (``new_game(winnable=True)``).
    ``exercise`` and ``lesson`` are the widget's to set (``_exercise_view``).
    """
    g = game
    seen = g.observation()  # the view is made of what the player sees, nothing else
    columns: list[Column] = [
        {"hidden": h, "up": [card_text(c) for c in up], "movable": seen.movable(i)}
        for i, (up, h) in enumerate(zip(seen.up, seen.hidden, strict=True), 1)
    ]
    view: View = {
        "rev": rev,
        "game": cast(GameName, g.game),
        "suits": g.suits,
        "scoring": cast(Scoring, g.scoring),
        "code": g.code,
        "columns": columns,
        "stock": seen.stock,
        "deals_left": g.deals_left,
        "removed": list(seen.removed_suits),
        "runs_to_win": g.layout.runs_to_win,
        "score": g.score,
        "moves": g.moves,
        "won": g.is_won,
        "stuck": stuck,
        "can_deal": g.can_deal(),
        "deal_why": deal_why(g, lang),
        "can_undo": g.can_undo or back,
        "can_redo": g.can_redo,
        "legal": [[m.src, m.count, m.dst] for m in g.legal_moves()],
        "best": best_moves(g),
        "hint": hint,
        "last": last,
        "solve": solve,
        "stats": stats,
        "exercise": None,
        "review": None,
        "lesson": False,
        "winnable": winnable,
    }
    return view
