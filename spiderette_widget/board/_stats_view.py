"""The board's statistics: what ``view.stats`` shows, and the score history.

A board records into a statistics file (``Stats``; the ``stats`` option): a
game counts once it is won, or, when another game replaces it, once it was
played. ``view.stats`` shows the figures for the game, suit count and scoring
profile on the board; none during an exercise.
"""

from __future__ import annotations

from ..engine._game import Game
from ..text._stats import Record, Stats
from ._protocol import Stats as StatsView


class StatsPanel:
    """The part of ``SpideretteWidget`` that keeps its statistics."""

    # the board's, used here (SpideretteWidget sets them)
    _game: Game
    _stats: Stats | None
    _record: Record | None  # the figures shown, until the next game or record

    @property
    def stats(self) -> Stats | None:
        """The statistics file this board records into (``None``: not recorded)."""
        return self._stats

    @property
    def history(self) -> list[tuple[str, int, int, int]]:
        """The score history for plotting: ``(kind, moves, score, removed)`` per action.

        ``kind`` is ``"start"``, ``"move"``, ``"deal"`` or ``"undo"`` (the engine's ``game.log``).
        """
        return list(self._game.log)

    def _stats_view(self) -> StatsView | None:
        """``view.stats``: this game, suit count and profile's figures; a won game is recorded first."""
        store, g = self._stats, self._game
        if store is None:
            return None
        if g.is_won and store.record(g):
            self._record = None
        if self._record is None:
            self._record = store.get(g.game, g.suits, g.scoring)
        r = self._record
        return {
            "played": r.played,
            "won": r.won,
            "win_rate": round(r.win_rate, 4),
            "best_score": r.best_score,
            "fewest_moves": r.fewest_moves,
            "streak": r.streak,
            "longest_streak": r.longest_streak,
        }

    def _record_left_game(self, old: Game) -> None:
        """Count the game another one replaces, once it was played (a won game was counted when it was won)."""
        if self._stats is not None and len(old.log) > 1 and not old.is_won:
            self._stats.record(old)
