"""Play, teach and study Spiderette and Spider Solitaire in Jupyter.

>>> from spiderette_widget import Game, Move
>>> g = Game.new("spiderette", suits=2, seed=42)
>>> g.code
'SD1-S2-AAAAABQ'
"""

from . import _moved
from .engine import (
    DEAL,
    AnswerError,
    Card,
    CardError,
    CodeError,
    Column,
    Game,
    GameError,
    GameTypeError,
    IllegalMove,
    LastAction,
    LogEntry,
    Move,
    MoveSyntaxError,
    NotationError,
    Observation,
    Position,
    UndoRecord,
    _browser,
)
from .text import Stats, stats

__all__ = [
    "DEAL",
    "AnswerError",
    "Card",
    "CardError",
    "CodeError",
    "Column",
    "Game",
    "GameError",
    "GameTypeError",
    "IllegalMove",
    "LastAction",
    "LogEntry",
    "Move",
    "MoveSyntaxError",
    "NotationError",
    "Observation",
    "Position",
    "SpideretteWidget",
    "Stats",
    "UndoRecord",
    "stats",
]
__version__ = "0.1.0"

if _browser.IN_BROWSER:
    _browser.install()
_moved.install()


def __getattr__(name: str):
    # The widget needs ipywidgets/anywidget; the engine must import without them.
    if name == "SpideretteWidget":
        from .board import SpideretteWidget

        return SpideretteWidget
    msg = f"module 'spiderette_widget' has no attribute {name!r}"
    raise AttributeError(msg)
