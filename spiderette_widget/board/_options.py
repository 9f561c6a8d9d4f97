"""The board's options: traits that check the values set on them, from a code cell or the browser.

A bad value raises ``OptionError`` (a ``ValueError`` and a ``TraitError``);
from the browser it becomes a "bad setting" status instead (``set_state``).

>>> Lang("en").validate(None, "xx")
Traceback (most recent call last):
...
spiderette_widget.board._options.OptionError: lang must be 'en', 'pt', 'pl' or 'es', got 'xx'
"""

from __future__ import annotations

from typing import Any

import traitlets as t

from ..engine._errors import GameError
from ..engine._game import UNDO_MODES
from ..text._stats import Stats
from ..text._words import LANGS, check_lang
from ._intents import short

# Options only code cells change while a lesson or an exercise is on the board.
TEACHER_OPTIONS = frozenset({"lesson", "hints", "undo_mode"})


class OptionError(GameError, t.TraitError):
    """A widget option set to a value it cannot take (a ``ValueError``).

    >>> from spiderette_widget import SpideretteWidget
    >>> from spiderette_widget.board import OptionError
    >>> w = SpideretteWidget.new("spiderette", suits=1, seed=7)
    >>> try:
    ...     w.lang = "fr"
    ... except OptionError as e:
    ...     print(isinstance(e, ValueError), "|", e)
    ...
    True | lang must be 'en', 'pt', 'pl' or 'es', got 'fr'
    """


class Lang(t.Unicode):
    """A language the words exist in: "en", "pt", "pl" or "es"."""

    def validate(self, obj: Any, value: Any) -> str:
        try:
            return check_lang(value)
        except GameError as exc:
            raise OptionError(str(exc)) from None


def interface_language(tag: str) -> str | None:
    """The language of ``LANGS`` a page's interface language ``tag`` names (a BCP 47 tag, as JupyterLab sets
    ``<html lang>``: "en-GB", "es-ES", "pt-BR", "pl"), or ``None`` when the package does not speak it.

    Portuguese pages get the course's European Portuguese, whatever their region.

    >>> [interface_language(tag) for tag in ("en-GB", "es-ES", "pt_BR", "PL", "fr-FR", "")]
    ['en', 'es', 'pt', 'pl', None, None]
    """
    code = tag.replace("_", "-").split("-")[0].lower()
    return code if code in LANGS else None


class UndoMode(t.Unicode):
    """One of the engine's undo modes (``UNDO_MODES``)."""

    def validate(self, obj: Any, value: Any) -> str:
        if value not in UNDO_MODES:
            msg = f"undo_mode must be one of {', '.join(UNDO_MODES)}, got {short(value)}"
            raise OptionError(msg)
        return value


class Flag(t.Bool):
    """``True`` or ``False``, nothing that merely converts to one."""

    def validate(self, obj: Any, value: Any) -> bool:
        if not isinstance(value, bool):
            msg = f"{self.name} must be True or False, got {value!r}"
            raise OptionError(msg)
        return value


def stats_store(stats: Any) -> Stats | None:
    """The ``stats`` option: ``True`` (the user's statistics file), ``False``/``None`` (none), or a ``Stats``."""
    if stats is True:
        return Stats()
    if stats is False or stats is None:
        return None
    if isinstance(stats, Stats):
        return stats
    msg = f"stats must be True, False, None or a Stats, got {type(stats).__name__}"
    raise OptionError(msg)
