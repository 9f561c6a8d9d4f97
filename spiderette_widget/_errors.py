"""The errors the package raises. Every one is a ``ValueError``."""

from __future__ import annotations

from typing import Any


class GameError(ValueError):
    """Base class: bad input of any kind. The game is left exactly as it was."""


class CardError(GameError):
    """A card written wrongly, e.g. ``"11H"``."""


class CodeError(GameError):
    """A malformed game code, e.g. ``"SD1-S3-AAAAAAA"``."""


class NotationError(GameError):
    """A position text that cannot be read; ``line`` and ``column`` are 1-based."""

    def __init__(self, message: str, line: int, column: int = 1) -> None:
        self.line = line
        self.column = column
        super().__init__(f"line {line}, column {column}: {message}")


class IllegalMove(GameError):
    """A move, deal, undo or redo the rules refuse.

    ``rule`` is a stable identifier (``"lift-one-suit"``, ``"place-one-higher"``,
    ``"nothing-on-ace"``, ``"deal-empty-column"``...); the message names the
    cards and quotes the rule in ``lang``. ``message(lang)`` gives it in another.

    >>> from spiderette_widget import Game
    >>> g = Game.from_text("spiderette\\n1: 9S 8S 7H\\n2: 10D")
    >>> try:
    ...     g.play("1>2x3")
    ... except IllegalMove as e:
    ...     print(e.rule); print(e)
    lift-one-suit
    9S 8S 7H cannot move together: a group moves only when it is all one suit (7H breaks the run).
    """

    def __init__(self, rule: str, lang: str = "en", **params: Any) -> None:
        self.rule = rule
        self.params = params
        self.lang = lang
        super().__init__(self.message(lang))

    def message(self, lang: str = "en") -> str:
        """The reminder of the rule in ``"en"``, ``"pt"`` or ``"pl"``."""
        from ._text import rule_message

        return rule_message(self.rule, lang, self.params)
