"""The board's statistics: what ``view.stats`` shows, and the score history.

A board records into a statistics file (``Stats``; the ``stats`` option): a
game counts once it is won, or, when another game replaces it, once it was
played. ``view.stats`` shows the figures for the game, suit count and scoring
profile on the board (those of winnable deals, apart, when the game was dealt
as one: ``view.winnable``); none during an exercise or in lesson mode, where no
game is recorded either (a lesson's board is the lesson's position, not a game).
"""

from __future__ import annotations

from typing import Any

from ..engine._game import Game
from ..text._stats import Record, Stats
from ._protocol import Stats as StatsView


class StatsPanel:
    """The part of ``SpideretteWidget`` that keeps its statistics."""

    # the board's, used here (SpideretteWidget sets them)
    _game: Game
    _start: dict[str, Any]  # the position the game shown started from
    _stats: Stats | None
    _record: Record | None  # the figures shown, until the next game or record
    _dealt_winnable: bool  # the game shown was dealt as a winnable deal: its figures are kept apart
    lesson: bool  # lesson mode: the board shows a lesson's position, not a game of the player's

    def _records(self) -> bool:
        """Whether the game shown counts in the statistics: never on a lesson board (nor during an exercise)."""
        return self._stats is not None and not self.lesson and getattr(self, "_exercises", None) is None

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
        if store is None or not self._records():
            return None
        if g.is_won and store.record(g, winnable=self._dealt_winnable):
            self._record = None
        if self._record is None or self._record.winnable != self._dealt_winnable:
            self._record = store.get(g.game, g.suits, g.scoring, winnable=self._dealt_winnable)
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
        """Count the game another one replaces, once it was played (a won game was counted when it was won).

        A game undone back to its deal was not played: New game leaves the record as it was (issue 52, point 10).
        """
        now = old.to_dict()
        if old is self._game and all(now[k] == self._start[k] for k in ("columns", "stock", "removed")):
            return
        if self._stats is not None and self._records() and len(old.log) > 1 and not old.is_won:
            self._stats.record(old, winnable=self._dealt_winnable)
