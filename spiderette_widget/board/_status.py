"""The widget's status line: what an action did, in words of the board's language.

A status is a list of *parts*: ``(key, params)`` pairs of ``_words.phrase``,
an ``IllegalMove`` (worded in the language asked), or a callable ``lang ->
str``. They are kept as parts, not text, so a change of language re-words them.

>>> from spiderette_widget import Game
>>> g = Game.from_text("spiderette\\n1: QH ? | 9S 8S 7H\\n2: 10D\\n3: 8C")
>>> _ = g.play("1>3")
>>> words(action_parts(g), "en")
'7♥ from column 1 to column 3.'
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..engine._cards import KING, RUNS, SUITS, card_text
from ..engine._errors import IllegalMove
from ..engine._game import Move
from ..text._words import phrase

if TYPE_CHECKING:
    from ..engine._game import Game, LastAction, Observation

log = logging.getLogger(__name__)


def group_text(cards: Sequence[int]) -> str:
    """``"7H"``, ``"9S 8S 7S"``, or ``"KS…6S"`` for a long group."""
    if len(cards) <= 3:
        return " ".join(card_text(c) for c in cards)
    return f"{card_text(cards[0])}…{card_text(cards[-1])}"


def words(parts: list[Any], lang: str) -> str:
    """The status parts as one text in ``lang``."""
    out = []
    for part in parts:
        if isinstance(part, IllegalMove):
            out.append(part.message(lang))
        elif callable(part):
            out.append(part(lang))
        else:
            key, params = part
            out.append(phrase(key, lang, **params))
    return " ".join(out)


def action_parts(game: Game, redo: bool = False) -> list[Any]:
    """What the engine's last move or deal did: the cards moved, cards turned up, runs removed."""
    last = game.last_action
    parts: list[Any] = [("redone", {})] if redo else []
    if last is None:
        return parts
    seen = game.observation()
    removed = seen.removed_suits
    runs = last.runs
    if last.kind == "deal":
        parts.append(("dealt", {"n": len(last.columns)}))
    else:
        parts.append(("moved", {"cards": group_text(_moved(seen, last)), "src": last.src, "dst": last.dst}))
    for col in last.flipped:
        parts.append(("turned", {"cards": card_text(seen.up[col - 1][0]), "n": col}))
    for suit_name in removed[len(removed) - len(runs) :]:
        parts.append(("run", {"suit": suit_name}))
    return parts


def undo_parts(game: Game) -> list[Any]:
    """What undoing the last action will take back (call before ``game.undo()``)."""
    last = game.last_action
    if last is None:
        return []
    if last.kind == "deal":
        return [("undone_deal", {})]
    moved = _moved(game.observation(), last)
    return [("undone_move", {"cards": group_text(moved), "src": last.src})]


def _moved(seen: Observation, last: LastAction) -> tuple[int, ...]:
    """The cards the last move carried: the end of its destination, or the lowest cards of the run they completed."""
    dst, count = last.dst or 0, last.count or 0
    if dst in last.runs:  # the group completed a run and left with it
        removed = seen.removed_suits
        suit = SUITS.index(removed[len(removed) - len(last.runs) + last.runs.index(dst)])
        return RUNS[suit][KING - count :]  # the run's last count cards, down to its ace
    return seen.up[dst - 1][-count:]


def new_part(game: Game, hide_code: bool = False) -> tuple[str, dict[str, Any]]:
    """The status part that announces a new game (its code, if it has one and it may be shown)."""
    if hide_code and game.code:
        return ("new_hidden", {})
    return ("new", {"code": game.code}) if game.code else ("new_position", {})


def hint_move(found: Any) -> Move | None:
    """Read a hint defensively: a ``Move``, an object with ``.move``, or src/dst/count.

    >>> hint_move((3, 5, 1))
    Move(src=3, dst=5, count=1)
    """
    if found is None:
        return None
    found = getattr(found, "move", found)
    try:
        src, dst, count = (getattr(found, k) for k in ("src", "dst", "count"))
    except AttributeError:
        try:
            src, dst, count = found[:3]
        except (TypeError, ValueError, KeyError):
            return None
    if not all(type(v) is int for v in (src, dst, count)):
        return None
    return Move(src, dst, count)


def hint_why(found: Any, lang: str) -> str | None:
    """The hint's reason in ``lang`` (``why_in(lang)``, else ``why``/``reason`` text), or ``None``."""
    why: Any = None
    try:
        if callable(getattr(found, "why_in", None)):
            why = found.why_in(lang)
        else:
            why = getattr(found, "why", None) or getattr(found, "reason", None)
            why = why(lang) if callable(why) else why
    except Exception:
        log.debug("hint reason unreadable", exc_info=True)
    return why if isinstance(why, str) and why else None
