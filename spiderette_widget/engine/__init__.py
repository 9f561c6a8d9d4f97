"""The rules: cards and game codes, the errors, ``Position`` (the rules, once) and ``Game``.

Two layers (docs/modules.md): cards, codes, errors and the in-browser check at
the bottom; ``Position`` and ``Game`` on them. Nothing here imports a folder
above, except the few convenience methods named in tests/test_layering.py.
"""

from ._cards import Card
from ._errors import (
    AnswerError,
    CardError,
    CodeError,
    GameError,
    GameTypeError,
    IllegalMove,
    MoveSyntaxError,
    NotationError,
)
from ._game import DEAL, Column, Game, LastAction, LogEntry, Move, Observation, Position, UndoRecord

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
    "UndoRecord",
]
