"""The spoken description of a position (``Game.describe``), in the catalog's words.

It follows the Spiderette app (seeds 000 and 001) word for word for the
positions the seeds show, slips included ("0 carta oculta"), and extends the
same style to removed runs, empty columns, a nearly empty stock and Spider's
ten columns. Cards are named in full here ("dama de ouros"), as the app says them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ._words import card_name, check_lang, listing, say

if TYPE_CHECKING:
    from ..engine._game import Game


def _column_phrase(column: int, hidden: int, up: list[int], lang: str) -> str:
    if not up:
        return say("describe.column_empty", lang, column=column)
    names = listing([card_name(c, lang) for c in up], lang)
    return say("describe.column", lang, column=column, hidden=hidden, seed=1 if hidden < 2 else 2, names=names)


def describe(game: Game, lang: str = "en") -> str:
    """The position in one spoken-style paragraph (see ``Game.describe``)."""
    check_lang(lang)
    seen = game.observation()  # what the player sees: no face-down card is named
    left, removed = seen.stock, game.removed
    stock = say("describe.stock", lang, n=left, deals=game.deals_left) if left else say("describe.stock_empty", lang)
    runs = say("describe.removed", lang, n=removed) if removed else say("describe.removed_none", lang)
    parts = [
        _column_phrase(i + 1, h, list(up), lang) for i, (up, h) in enumerate(zip(seen.up, seen.hidden, strict=True))
    ]
    body = "; ".join(parts)
    return f"{stock}; {runs}. {body[0].upper()}{body[1:]}."
