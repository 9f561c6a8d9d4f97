"""The board's statistics: what ``view.stats`` shows.

A board records into a statistics file (``Stats``; the ``stats`` option): a
game counts once it is won, or, when another game replaces it, once it was
played. ``view.stats`` shows the figures for the game, suit count and scoring
profile on the board (those of winnable deals, apart, when the game was dealt
as one: ``view.winnable``); none during an exercise or in lesson mode, where no
game is recorded either (a lesson's board is the lesson's position, not a game).
"""

from __future__ import annotations

from ..engine._game import Game
from ..text._stats import Record, Stats
from ._protocol import Stats as StatsView


class StatsPanel:
    """A board's statistics: the file it records into (``store``; ``None``: not recorded) and the
    figures shown, kept until the next game or record.

    ``records`` (each call's): whether the game shown counts, which the board decides (never on a
    lesson board, nor during an exercise); ``winnable``: the game was dealt as a winnable deal (its
    figures are kept apart).

    >>> from spiderette_widget import Game
    >>> StatsPanel(None).view(Game.new("spiderette", suits=1, seed=7), winnable=False, records=True) is None
    True
    """

    def __init__(self, store: Stats | None) -> None:
        self.store = store
        self._record: Record | None = None

    def forget(self) -> None:
        """Another game is shown: its figures are read again."""
        self._record = None

    def view(self, game: Game, winnable: bool, records: bool) -> StatsView | None:
        """``view.stats``: this game, suit count and profile's figures; a won game is recorded first."""
        store, g = self.store, game
        if store is None or not records:
            return None
        if g.is_won and store.record(g, winnable=winnable):
            self._record = None
        if self._record is None or self._record.winnable != winnable:
            self._record = store.get(g.game, g.suits, g.scoring, winnable=winnable)
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

    def record_left(self, old: Game, untouched: bool, winnable: bool, records: bool) -> None:
        """Count the game another one replaces, once it was played (a won game was counted when it was won).

        A game undone back to its deal (``untouched``) was not played: New game leaves the record as it
        was (issue 52, point 10).
        """
        if untouched:
            return
        if self.store is not None and records and len(old.log) > 1 and not old.is_won:
            self.store.record(old, winnable=winnable)
