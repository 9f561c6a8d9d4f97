"""Intents from the browser: their shape checked before the engine sees them.

An intent is a JSON object such as ``{"type": "move", "src": 3, "count": 2,
"dst": 5, "rev": 7}`` (docs/protocol.md; typed in ``_protocol.py``). ``check_intent`` refuses anything
else with a ``Refused`` that names the status sentence saying why;
``best_destination`` picks the column a tap or double-click sends a group to.

>>> from spiderette_widget import Game
>>> g = Game.from_text("spiderette\\n1: QH ? | 9S 8S 7H\\n2: 10D\\n3: 8C")
>>> check_intent({"type": "move", "src": 1, "count": 1, "dst": 3, "rev": 1}, g, rev=1)
'move'
>>> check_intent({"type": "move", "src": 9, "count": 1, "dst": 3, "rev": 1}, g, rev=1)
Traceback (most recent call last):
...
spiderette_widget.board._intents.Refused: bad_number
"""

from __future__ import annotations

from typing import Any

from ..engine._cards import KING, card_text, rank_of
from ..engine._errors import IllegalMove
from ..engine._game import Game, Move
from ._protocol import INTENT_FIELDS, OPTIONAL_FIELDS
from ._status import group_text

# type: (required fields, optional fields); "type" itself is always there (the intents' TypedDicts)
FIELDS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    kind: (required, OPTIONAL_FIELDS[kind]) for kind, required in INTENT_FIELDS.items()
}

# IllegalMove rules about where a group lands (the others are about lifting it).
TARGET_RULES = frozenset({"place-one-higher", "nothing-on-ace", "king-only-to-empty", "no-wrap-around"})


class Refused(Exception):
    """An intent the kernel turns down: the status sentence that says why."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


def short(value: Any) -> str:
    """``repr(value)``, cut to 40 characters."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def check_intent(msg: Any, game: Game, rev: int) -> str:
    """The intent's type, once its fields are all there, known, well typed and in range; else ``Refused``."""
    if not isinstance(msg, dict):
        raise Refused("bad_message")
    kind = msg.get("type")
    if not isinstance(kind, str) or kind not in FIELDS:
        if "type" not in msg:
            raise Refused("bad_missing", field="type")
        raise Refused("bad_type", field=short(kind))
    required, optional = FIELDS[kind]
    for key in msg:
        if key != "type" and key not in required and key not in optional:
            raise Refused("bad_extra", field=short(key))
    for key in required:
        if key not in msg:
            raise Refused("bad_missing", field=key)
    if "rev" in msg and type(msg["rev"]) is not int:
        raise Refused("bad_rev")
    n = game.layout.columns
    most = 13 * 4 * game.layout.decks
    for key, hi in (("src", n), ("dst", n), ("count", most), ("index", 1000)):  # index: then the set's size
        if key in msg and not (type(msg[key]) is int and 1 <= msg[key] <= hi):
            raise Refused("bad_number", field=key, lo=1, hi=hi)
    if "suits" in msg and not (type(msg["suits"]) is int and msg["suits"] in (1, 2, 4)):
        raise Refused("bad_suits")
    if "winnable" in msg and type(msg["winnable"]) is not bool:
        raise Refused("bad_winnable")
    if "rev" in msg and msg["rev"] != rev:
        raise Refused("stale")
    return kind


def auto_move(game: Game, src: int, count: int) -> Move:
    """The move a tap or double-click on the group (last ``count`` cards of ``src``) makes.

    Raises ``IllegalMove`` when the group cannot be lifted, ``Refused`` when it has nowhere to go.
    """
    n = game.layout.columns
    try:  # the lifting rules; the target is ours to pick
        game.check(Move(src, src % n + 1, count))
    except IllegalMove as exc:
        if exc.rule not in TARGET_RULES:
            raise
    dst = best_destination(game, src, count)
    if dst is None:
        raise nowhere(game, src, count)
    return Move(src, dst, count)


def nowhere(game: Game, src: int, count: int) -> Refused:
    """Why a liftable group has no column to go to: the card it would need, or that a king needs an empty column.

    >>> g = Game.from_text("spiderette\\n1: ? | 10S\\n2: 5H\\n3: 8C\\n4: 2D\\n5: 3S\\n6: 7D\\n7: KD")
    >>> r = nowhere(g, 1, 1); r.key, r.params["target"]
    ('cannot_move', 'JS')
    >>> nowhere(g, 7, 1).key
    'cannot_move_king'
    """
    cards = game.position.cards[src - 1]
    first = cards[-count]
    whole = game.position.hidden[src - 1] == 0 and count == len(cards)
    empty = any(not c for c in game.position.cards)
    text = group_text(cards[-count:])
    if rank_of(first) == KING:
        return Refused("cannot_move_king_whole" if whole and empty else "cannot_move_king", cards=text)
    target = card_text(first + 1)  # the card itself names a suit: the words say its rank, of any suit
    key = "cannot_move_whole" if whole and empty else "cannot_move"
    return Refused(key, cards=text, target=target, any_rank=rank_of(first) + 1)


def best_destination(game: Game, src: int, count: int) -> int | None:
    """The column a double-click / tap / auto-placement sends a group to, or ``None``.

    The group is the last ``count`` cards of column ``src`` (columns from 1);
    it must be liftable (call ``game.check`` first). Preference order, after
    the Spiderette app (seeds 000 and 001: "dando prioridade ao mesmo naipe;
    caso contrário, para uma coluna vazia"):

    1. a column whose last card is one rank higher in the SAME suit;
    2. an EMPTY column (skipped when the group is the whole column with nothing
       under it: moving it would change nothing);
    3. any column whose last card is one rank higher (any suit).

    Ties go to the first column met counting from the source column
    rightwards, wrapping around (source 5 of 7 looks at 6, 7, 1, 2, 3, 4).

    >>> g = Game.from_text("spiderette\\n1: 8H\\n2: ? | 5S\\n3: 8S\\n4: -\\n5: 7S\\n6: 8D\\n7: 6H")
    >>> best_destination(g, 5, 1)   # 7S: 8S (same suit) beats 8D and 8H met first
    3
    >>> best_destination(g, 2, 1)   # 5S: no 6S; the empty column beats 6H
    4
    >>> best_destination(g, 7, 1)   # 6H alone in its column: not to the empty one, to 7S
    5
    """
    cols = game.position.cards
    n = len(cols)
    s = src - 1
    cards = cols[s]
    first = cards[-count]
    order = [(s + k) % n for k in range(1, n)]
    for d in order:
        if cols[d] and cols[d][-1] == first + 1:
            return d + 1
    whole = game.position.hidden[s] == 0 and count == len(cards)
    if not whole:
        for d in order:
            if not cols[d]:
                return d + 1
    rank = rank_of(first)
    for d in order:
        if cols[d] and rank_of(cols[d][-1]) == rank + 1:
            return d + 1
    return None
