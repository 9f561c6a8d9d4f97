"""Small searches over the moves of one position (no deals): is the game stuck?"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ._game import Game

STUCK_SEARCH_LIMIT = 20_000


def _key(game: Game) -> tuple:
    # Column order does not matter for what moves can reach: sort the columns.
    return tuple(sorted(zip(game._hidden, map(tuple, game._cols), strict=True)))


def _run_possible(game: Game) -> bool:
    """Whether the face-up cards hold all 13 ranks of some suit (a run could still form)."""
    ranks: dict[int, set[int]] = {}
    for cards in game._cols:
        for c in cards:
            ranks.setdefault(c >> 4, set()).add(c & 15)
    return any(len(r) == 13 for r in ranks.values())


def is_stuck(game: Game, limit: int = STUCK_SEARCH_LIMIT) -> bool:
    """True when not won, no deal is possible, and no sequence of moves (up to
    ``limit`` positions explored) turns up a card, removes a run or makes a
    deal possible. When the search runs out of budget the game is not called stuck.
    """
    if game.is_won or game.can_deal():
        return False
    if not game._stock and not any(game._hidden) and not _run_possible(game):
        return True  # nothing to turn up, nothing to deal, no run can form
    turned, removed = game._turned, len(game._removed)
    probe = game.copy()
    probe._undo = type(probe._undo)()  # unlimited history for the search
    seen = {_key(probe)}
    stack = [iter(probe._legal())]
    while stack:
        move = next(stack[-1], None)
        if move is None:
            stack.pop()
            if stack:
                probe._revert(probe._undo.pop())
            continue
        probe._undo.append(probe._do_move(*move))
        if probe._turned > turned or len(probe._removed) > removed or probe.can_deal():
            return False
        key = _key(probe)
        if key in seen:
            probe._revert(probe._undo.pop())
            continue
        if len(seen) >= limit:
            return False
        seen.add(key)
        stack.append(iter(probe._legal()))
    return True
