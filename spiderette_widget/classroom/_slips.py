"""Slips in code cells: what a learner types that is not yet a move, read or answered in one sentence.

A code cell is where a slip shows a traceback. Here a move a learner would
write in words or cards is read (``"9H to 10S"``, ``"9♥ onto 10♠"``,
``"1 to 2"``, ``"de la columna 1 a la columna 2"``), and what cannot be read raises a ``Slip``:
an error IPython shows as its one sentence, in the learner's language, with
no traceback (``_render_traceback_``). Nothing is counted.

>>> from spiderette_widget import Game
>>> g = Game.from_text("spiderette\\n1: ? ? | 9H\\n2: 10S\\n3: 10H")
>>> read_move(g, "9H to 10S", "en"), read_move(g, "9♥ onto 10♠", "en"), read_move(g, "1 to 3", "en")
(Move(src=1, dst=2, count=1), Move(src=1, dst=2, count=1), '1>3')
>>> read_move(g, "1>2", "en"), read_move(g, "de la columna 1 a la columna 3", "es"), read_move(g, "repartir", "es")
('1>2', '1>3', 'deal')
>>> try:
...     read_move(g, "9H to 10C", "en")
... except Slip as e:
...     print(e)
No column ends with 10♣: name the last card of a column, or its number, like "1>2".

``CellLog`` keeps what one exercise said during the code cell that runs now,
so a cell with several ``play`` lines shows each result (the last ``Check``
shows them all).

The words a learner may type besides cards and numbers (``typed--joining``,
``typed--deal``) and each language's rank letters (``card--rank-letter``) are
in the translation files, locales/*.ftl; every language's are read in every
language, as a learner may mix them.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from ..engine._cards import card_text
from ..engine._errors import GameError, GameTypeError, excerpt
from ..engine._game import Game, Move
from ..text._words import LANGS, rank_letter, say

_SUITS = {"S": "S", "H": "H", "D": "D", "C": "C", "♠": "S", "♥": "H", "♦": "D", "♣": "C"}
_FACES = (1, 11, 12, 13)  # the ranks a letter names: ace, jack, queen, king


@cache
def _ranks() -> dict[str, int]:
    """The rank letters a learner may type, every language's (``card--rank-letter``): ``"D"`` is a queen."""
    return {rank_letter(rank, lang): rank for lang in LANGS for rank in _FACES}


@cache
def _words(kind: str) -> frozenset[str]:
    """Every language's typed-move words of ``kind`` (``typed--joining``, ``typed--deal`` in locales/*.ftl)."""
    return frozenset(word.lower() for lang in LANGS for word in say(f"typed.{kind}", lang).split())


@cache
def _token() -> re.Pattern[str]:
    """A card (``9H``, ``9♥``, ``D♦``), a column number, a word or a separator, as a learner types them."""
    letters = "".join(sorted(_ranks()))
    return re.compile(
        rf"(?P<card>(?:10|[2-9]|[{letters}])\s?[SHDC♠♥♦♣])(?![A-Za-z])"
        r"|(?P<num>\d+)"
        r"|(?P<word>[^\W\d_]+)"
        r"|(?P<sep>->|→|>|-|,|:)",
        re.IGNORECASE,
    )


TYPED = '"9H>10S"'  # a move from card to card as it is typed (notation, so the card codes stay codes)


class Slip(GameError):
    """A slip in a code cell: IPython shows its sentence alone, never a traceback."""

    def _render_traceback_(self) -> list[str]:
        return [f"\x1b[0;31m{self}\x1b[0m"]


class MoveSlip(Slip):
    """Text that is not a move this exercise can read (``GameError``)."""


class MoveTypeSlip(Slip, GameTypeError):
    """A value that is not a move at all: ``play(1>2)`` gives ``False`` (``GameTypeError``)."""


def read_move(game: Game, move: Any, lang: str) -> Move | str:
    """``move`` as the engine reads it: a ``Move``, or text (``"3>5"``, ``"deal"``); raises a ``Slip``."""
    if isinstance(move, bool):
        raise MoveTypeSlip(say("exercise.slip-unquoted", lang, value=repr(move)))
    if isinstance(move, Move) or (isinstance(move, tuple) and len(move) == 3):
        return move  # type: ignore[return-value]
    if not isinstance(move, str):
        raise MoveTypeSlip(say("exercise.slip-type", lang, value=excerpt(move)))
    text = move.strip()
    if text.lower() in _words("deal"):
        return "deal"
    if re.fullmatch(r"\d+\s*>\s*\d+(\s*x\s*\d+)?", text, re.IGNORECASE):
        return re.sub(r"\s+", "", text).lower()
    return _read_words(game, text, lang)


def _read_words(game: Game, text: str, lang: str) -> Move | str:
    """A move written with cards or words: two ends, each a column number or a card."""
    ends: list[tuple[str, str]] = []
    token = _token()
    if sum(m.lastgroup == "sep" for m in token.finditer(text)) > 1:  # "3>>5": a typo, not a guess
        raise MoveSlip(say("exercise.slip-text", lang, text=text[:40], cards_typed=TYPED))
    for m in token.finditer(text):
        if m.lastgroup == "word" and m.group().lower() not in _words("joining"):
            raise MoveSlip(say("exercise.slip-text", lang, text=text[:40], cards_typed=TYPED))
        if m.lastgroup in ("card", "num"):
            ends.append((m.lastgroup, m.group()))
    rest = token.sub("", text).strip()
    if rest or len(ends) != 2:
        raise MoveSlip(say("exercise.slip-text", lang, text=text[:40], cards_typed=TYPED))
    (src_kind, src), (dst_kind, dst) = ends
    if src_kind == "num" and dst_kind == "num":
        return f"{int(src)}>{int(dst)}"
    seen = game.observation()
    if src_kind == "num":
        src_col, count = int(src), None
    else:
        code = _card(src)
        found = [(c, len(up) - i) for c, up in enumerate(seen.up, 1) for i, x in enumerate(up) if card_text(x) == code]
        if not found:
            raise MoveSlip(say("exercise.slip-no-card", lang, card=code))
        src_col, count = found[0]
    if dst_kind == "num":
        dst_col = int(dst)
    else:
        code = _card(dst)
        ends_with = [c for c, up in enumerate(seen.up, 1) if up and card_text(up[-1]) == code]
        if not ends_with:
            raise MoveSlip(say("exercise.slip-no-target", lang, card=code))
        dst_col = ends_with[0]
    return f"{src_col}>{dst_col}" if count is None else Move(src_col, dst_col, count)


def _card(token: str) -> str:
    """``"9♥"``, ``"qd"``, ``"D♦"`` (a Portuguese or Polish queen) as the engine's code: ``"9H"``, ``"QD"``."""
    token = token.replace(" ", "").upper()
    rank, suit = token[:-1], _SUITS[token[-1]]
    if rank in _ranks():
        rank = {1: "A", 11: "J", 12: "Q", 13: "K"}[_ranks()[rank]]
    return rank + suit


class CellLog:
    """What one exercise said during the code cell running now (IPython's ``pre_run_cell`` starts a new one)."""

    _cell = 0  # code cells started in this kernel
    _shell: Any = None  # the IPython shell counted

    def __init__(self) -> None:
        self._at = -1
        self._lines: list[str] = []

    @classmethod
    def watch(cls) -> None:
        """Count the cells IPython runs (once per shell; nothing outside IPython)."""
        try:
            from IPython import get_ipython
        except ImportError:  # pragma: no cover - IPython comes with Jupyter
            return
        shell = get_ipython()
        if shell is not None and shell is not cls._shell:
            cls._shell = shell
            shell.events.register("pre_run_cell", cls._next_cell)

    @classmethod
    def _next_cell(cls, *_info: Any) -> None:
        cls._cell += 1

    def add(self, line: str) -> tuple[str, ...]:
        """Add ``line``; every line of this cell so far, ``line`` last."""
        self.watch()
        if self._at != CellLog._cell:
            self._at, self._lines = CellLog._cell, []
        self._lines.append(line)
        return tuple(self._lines)
