"""The errors the package raises. Every one is a ``GameError``, a ``ValueError``.

A value of the wrong type raises ``GameTypeError``, which is a ``TypeError``
too, so ``except TypeError`` works as Python users expect.
"""

from __future__ import annotations

import math
import reprlib
from typing import Any


class GameError(ValueError):
    """Base class: bad input of any kind. The game is left exactly as it was.

    >>> from spiderette_widget import Game, GameError
    >>> g = Game.new("spiderette", suits=1, seed=1)
    >>> try:
    ...     g.new("spiderette", suits=3)
    ... except GameError as e:
    ...     print(e)
    ...
    suits must be 1, 2 or 4, got 3
    """


class GameTypeError(GameError, TypeError):
    """A value of the wrong type, e.g. ``game.play(3.5)``: a ``TypeError`` as well as a ``GameError``.

    >>> from spiderette_widget import Game, GameTypeError
    >>> try:
    ...     Game.new("spiderette", suits=1, seed=1).play(3.5)
    ... except GameTypeError as e:
    ...     print(isinstance(e, TypeError), "|", e)
    ...
    True | play() takes a Move or text like '3>5x2' or 'deal', got 3.5
    """


class MoveSyntaxError(GameError):
    """Move text that cannot be read, e.g. ``"3->5"`` (write ``"3>5"``, ``"3>5x2"`` or ``"deal"``).

    >>> from spiderette_widget import Game, MoveSyntaxError
    >>> try:
    ...     Game.new("spiderette", suits=1, seed=1).play("3->5")
    ... except MoveSyntaxError as e:
    ...     print(e)
    ...
    '3->5' is not a move: write 'SRC>DST' or 'SRC>DSTxCOUNT' in digits 0-9, e.g. '3>5' or '3>5x2', or 'deal'
    """


class CardError(GameError):
    """A card written wrongly, e.g. ``"11H"``.

    >>> from spiderette_widget import Card, CardError
    >>> try:
    ...     Card.parse("11H")
    ... except CardError as e:
    ...     print(e)
    ...
    '11H' is not a card: write the rank (A 2-10 J Q K) then the suit (S H D C), e.g. '10H' or 'QS'
    """


class CodeError(GameError):
    """A malformed game code, e.g. ``"SD1-S3-AAAAAAA"``.

    >>> from spiderette_widget import Game, CodeError
    >>> try:
    ...     Game.from_code("SD1-S3-AAAAAAA")
    ... except CodeError as e:
    ...     print(e)
    ...
    'SD1-S3-AAAAAAA': the second part must be S1, S2 or S4 (the suit count), not 'S3'
    """


class CodeTypeError(CodeError, GameTypeError):
    """A game code that is not text, e.g. ``Game.from_code(29)``: a ``CodeError`` and a ``TypeError``."""


def bad_input(msg: str, right_type: bool) -> GameError:
    """The error for a refused value: ``GameError(msg)`` if its type was right, else ``GameTypeError(msg)``.

    >>> type(bad_input("n must be 1 or 2, got 3", right_type=True)).__name__
    'GameError'
    >>> isinstance(bad_input("n must be 1 or 2, got '1'", right_type=False), TypeError)
    True
    """
    return GameError(msg) if right_type else GameTypeError(msg)


class NotationError(GameError):
    """A position text that cannot be read; ``line`` and ``column`` are 1-based.

    >>> from spiderette_widget import Game, NotationError
    >>> try:
    ...     Game.from_text("spiderette\\n1: QH ? | 9S 8X")
    ... except NotationError as e:
    ...     print(e.line, e.column, "|", str(e).split(":")[0])
    ...
    2 14 | line 2, column 14
    """

    def __init__(self, message: str, line: int, column: int = 1) -> None:
        self.line = line
        self.column = column
        super().__init__(f"line {line}, column {column}: {message}")


class WordedError(GameError):
    """An error that keeps no words: ``key`` names its text in the catalog, ``params`` fill it in.

    ``message(lang)`` words it in a language of ``LANGS`` (``_words``);
    ``str(e)`` is ``e.message(e.lang)``.
    """

    catalog = ""  # the prefix of its texts' keys in the catalog

    def __init__(self, key: str, lang: str = "en", **params: Any) -> None:
        self.key = key
        self.params = params
        self.lang = lang
        super().__init__(key)

    def __str__(self) -> str:
        return self.message(self.lang)

    def message(self, lang: str = "en") -> str:
        """The error in a language of ``LANGS``: the catalog's text ``{catalog}.{key}``."""
        from ..text._words import say

        return say(f"{self.catalog}.{self.key}", lang, **self.params)


class IllegalMove(WordedError):
    """A move, deal, undo or redo the rules refuse.

    ``rule`` is a stable identifier (``"lift-one-suit"``, ``"place-one-higher"``,
    ``"nothing-on-ace"``, ``"deal-empty-column"``...) and ``params`` what the
    rule names, cards as codes (``{"card": "7H"}``). The error keeps no words:
    ``message(lang)`` words it from the catalog (``_words``), naming the cards
    by their faces (7♥); ``str(e)`` is ``e.message(e.lang)``.

    >>> from spiderette_widget import Game
    >>> g = Game.from_text("spiderette\\n1: 9S 8S 7H\\n2: 10D")
    >>> try:
    ...     g.play("1>2x3")
    ... except IllegalMove as e:
    ...     print(e.rule); print(e)
    lift-one-suit
    9♠ 8♠ 7♥ cannot move together: a group moves only when it is all one suit, and 7♥ is of another suit.
    """

    catalog = "rule"

    @property
    def rule(self) -> str:
        """The rule's stable identifier, e.g. ``"lift-one-suit"``."""
        return self.key

    def message(self, lang: str = "en") -> str:
        """The reminder of the rule in a language of ``LANGS``."""
        from ..text._words import rule_text

        return rule_text(self.rule, lang, self.params)


class AnswerError(WordedError):
    """An answer that does not answer the question (``"banana"`` for "Which rule?"): nothing is counted.

    ``key`` names the catalog's text (``"option"``, ``"whole-number"``,
    ``"points"``).

    >>> print(AnswerError("option", "pt", value="'banana'", n=4))
    'banana' não é uma das opções: responda com o número de uma opção, de 1 a 4, ou com o seu texto.
    """

    catalog = "answer"

    def _render_traceback_(self) -> list[str]:
        """A notebook shows the sentence alone, never a traceback: it is a learner's slip."""
        return [f"\x1b[0;31m{self}\x1b[0m"]


class AnswerTypeError(AnswerError, GameTypeError):
    """An answer of the wrong type (a list, a float for a whole number): an ``AnswerError`` and a ``TypeError``."""


class _Excerpt(reprlib.Repr):
    def __init__(self) -> None:
        super().__init__()
        self.maxlevel, self.maxstring, self.maxother, self.maxlong = 2, EXCERPT, EXCERPT, 40
        self.maxlist = self.maxtuple = self.maxset = self.maxfrozenset = self.maxdeque = 6
        self.maxdict = 4

    def repr_int(self, x: int, level: int) -> str:
        if x.bit_length() > 128:  # repr() of a number over 4,300 digits raises; say how long it is instead
            return f"<a number of about {int(x.bit_length() * math.log10(2)) + 1:,} digits>"
        return super().repr_int(x, level)

    def repr_str(self, x: str, level: int) -> str:
        if len(x) <= self.maxstring:
            return repr(x)
        return f"{x[: self.maxstring]!r}… ({len(x):,} characters)"


EXCERPT = 60
_excerpt = _Excerpt()


def excerpt(value: Any) -> str:
    """``repr(value)`` cut short for an error message: a huge input never makes a huge message.

    >>> excerpt("3>5")
    "'3>5'"
    >>> excerpt("9" * 100)
    "'999999999999999999999999999999999999999999999999999999999999'… (100 characters)"
    >>> excerpt(10**5000)
    '<a number of about 5,001 digits>'
    >>> excerpt(list(range(10**6)))
    '[0, 1, 2, 3, 4, 5, ...]'
    >>> len(excerpt(["x" * 10**6] * 3))
    120
    """
    text = _excerpt.repr(value)
    return text if len(text) <= 2 * EXCERPT else text[: 2 * EXCERPT - 1] + "…"


LANGS = ("en", "pt", "pl", "es")  # the languages every worded text is written in (text/locales/*.ftl)


LANG_CHOICES = ", ".join(repr(lang) for lang in LANGS[:-1]) + f" or {LANGS[-1]!r}"  # 'en', 'pt', 'pl' or 'es'


def check_lang(lang: object) -> str:
    """Return ``lang`` if it is one of ``LANGS``; else raise ``GameError`` (``GameTypeError``
    when it is not text).

    >>> check_lang("pl")
    'pl'
    """
    if not isinstance(lang, str) or lang not in LANGS:
        msg = f"lang must be {LANG_CHOICES}, got {excerpt(lang)}"
        raise bad_input(msg, right_type=isinstance(lang, str))
    return lang
